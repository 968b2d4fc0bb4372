"""Renders runtime/wrappers.py: the bodies of the runtime's entry-point wrapper (runtime/entry.py's export), one
factory per number of parameters and kind of success value the spec's functions have.

A wrapper names each parameter (`a0, a1`) instead of taking `*args`: calling `fn(*args)` runs fn in a new pass of
the interpreter's C loop, which costs a tiny op about as much as the rest of the wrapper. Two wrappers per
function: the Python one takes missing or extra arguments to `general`, to fail there as it always did; the C
entry points pass every argument, always, so theirs skips that test."""

from __future__ import annotations

from .signature import FUNCTIONS, Function

WIDTH = 120

# what a wrapper returns on success, by what the function's body returns
SUCCESS = {"value": "result",             # its result, as it is
           "status": "0",                 # RT_OK for a status function without outputs
           "status_outputs": "(0, *result)"}   # RT_OK and the outputs its body returns

_DOC = '''"""The runtime's entry-point wrappers (runtime/entry.py's export), one factory per number of parameters
and kind of success value: `checked_<n>_<success>` for Python callers (missing or extra arguments go to
`general`, to fail there), `exact_<n>_<success>` for the C entry points, which pass every argument.

Each wrapper calls fn; an exception becomes `failed(exc)` (the code and message set as the last error, the failure
value returned); after a success it clears a last error waiting from an earlier failure (`failing`, `set_ok`).

Generated from src/simple_torch/abi/spec.py by `make generate` (abi/entry_wrappers.py); do not edit.
"""

from __future__ import annotations

from typing import Any, Callable

ABSENT: Any = object()   # an argument the caller did not pass
'''


def success_kind(fn: Function) -> str:
    """The key of SUCCESS for fn."""
    if fn.result != "status":
        return "value"
    return "status_outputs" if fn.outputs else "status"


def factory_name(fn: Function, checked: bool) -> str:
    """The factory of runtime/wrappers.py that makes fn's wrapper (checked: for Python callers)."""
    return f"{'checked' if checked else 'exact'}_{len(fn.inputs)}_{success_kind(fn)}"


def _factory(count: int, kind: str, checked: bool) -> list[str]:
    params = [f"a{i}" for i in range(count)]
    lines = ["", "",
             f"def {'checked' if checked else 'exact'}_{count}_{kind}(fn: Callable[..., Any],",
             "        general: Callable[..., Any],",
             "        failed: Callable[[BaseException], Any], failing: set[int],",
             "        set_ok: Callable[[], None]) -> Callable[..., Any]:"]
    if checked:
        lines += _signature([*(f"{p}=ABSENT" for p in params), *(["/"] if params else []), "*more"])
        wrong = f"more or {params[-1]} is ABSENT" if params else "more"
        passed = f"*[a for a in ({''.join(f'{p}, ' for p in params)}) if a is not ABSENT], " if params else ""
        lines += [f"        if {wrong}:", f"            return general({passed}*more)"]
    else:
        lines.append(f"    def wrapper({', '.join(params)}{', /' if params else ''}):")
    lines += ["        try:",
              f"            result = fn({', '.join(params)})",
              "        except BaseException as exc:",
              "            return failed(exc)",
              "        if failing:",
              "            set_ok()",
              f"        return {SUCCESS[kind]}",
              "    return wrapper"]
    return lines


def _signature(params: list[str]) -> list[str]:
    """`def wrapper(...)`, its parameters continued on a second line past the line width."""
    line = f"    def wrapper({', '.join(params)}):"
    if len(line) <= WIDTH:
        return [line]
    half = len(params) // 2
    return [f"    def wrapper({', '.join(params[:half])},", f"                {', '.join(params[half:])}):"]


def render() -> str:
    shapes = sorted({(len(fn.inputs), success_kind(fn)) for fn in FUNCTIONS.values() if fn.result != "error"})
    out = [_DOC.rstrip("\n")]
    for count, kind in shapes:
        for checked in (True, False):
            out += _factory(count, kind, checked)
    return "\n".join(out) + "\n"
