"""Render src/simple_torch/calls.py from the spec: Tier 3's one way into the runtime, a def per function.

Each def takes Tensors where C takes tensor handles, so the Tensor objects stay referenced by the def's frame
until the runtime function has returned (a handle taken from a temporary, `rt_f(make()._handle)`, would be
freed before the call); it raises the call's error and wraps new tensor handles as Tensors.
"""

from __future__ import annotations

import ast
import builtins
import keyword
import re
import textwrap
from pathlib import Path

from .handle_kinds import FREED_BY, HANDLE_TYPE, KINDS, HandleKind, made_by
from .runtime_init import OPS_MODULE, RUNTIME
from .runtime_ops import checks_arguments, direct_name
from .signature import FUNCTIONS, SECTION_TITLES, Function, Param

TENSOR_CORE = Path(__file__).resolve().parent.parent / "tensor_core.c"

PREFIX = "rt_torch_"

# Python types of the C scalar and element types
_SCALARS = {"int32_t": "int", "int64_t": "int", "double": "float", "void*": "int"}
# the statement that calls the runtime ({} is the call) and returns what the def returns, by result kind
_RESULTS = {"tensor": "return _tensor({})", "status": "check({})",
            "bool": "return bool(check({}))", "count": "return check({})", "device": "return check({})",
            "text": "return check({})", "void": "{}"}
_RESULT_TYPES = {"tensor": "Tensor", "status": "None", "bool": "bool", "count": "int",
                 "device": "int", "text": "str", "void": "None"}
_ERROR_TYPES = {"int32_t": "int", "const char*": "str", "void": "None"}   # the last-error readers return C's value
HELPERS = {"rt", "check", "Tensor", "_handle", "_handles", "_tensor", "_tensors", "_wrap", "bool", "tuple",
           "result", "RuntimeHandle", "handle_of", "freeing", *(kind.class_name for kind in KINDS.values()),
           # the direct calls of the Op rows
           "_active_backend", "_direct_failure", "error_for", "free_waiting", "_listing_required", "_listed", "_failing",
           "_set_ok", "_failure", "_ids", "_direct", "_bind_core", "WAITING", "release_tensor", "made"}
LINE_WIDTH = 120
OPTIONAL_RESULT = "0 with RT_OK"   # a tensor function's doc says so when 0 is a success (no such tensor): None

PREAMBLE = '''"""Tier 3's calls into the runtime: one def per rt_torch_* function of the C ABI, taking Tensors.

Generated from src/simple_torch/abi/spec.py by `make generate` (simple_torch/abi/python_calls.py); do not edit.

Tier 3 calls the runtime only through these. A tensor parameter takes the Tensor itself, not its handle, and
a `const rt_tensor*` a sequence of Tensors (held as a tuple): the def's frame keeps them alive until the
runtime function has returned, which a handle taken from a temporary, `rt_f(x.reshape(-1)._handle)`, does
not (the temporary, and with it the handle, is freed before rt_f runs). None stands for the handle 0: "none"
where a function takes none (a missing bias, a default gradient), refused with InvalidHandleError elsewhere.
An `rt_handle` parameter takes the owner of its kind (an OptimizerHandle for `opt`, ...; handle_owners.py) or
None, and a function making one returns its owner, which frees the handle when collected (or when given to the
kind's free def here, which frees it then).
Other parameters pass through as the runtime takes them (simple_torch.abi.signature).

A def of the spec's Op rows makes the call itself where it can (runtime/direct.py): while no thread has a scope
open, with every operand's backend object found, it runs the row's checks and Backend method, lists the result under
a new id as the runtime function would, and reports a failure with the runtime function's code and message.

Each def raises the call's error (an st.Error, see errors.check) and returns:
    a new tensor handle      a Tensor owning it (None for a 0 that is no failure: a gradient x lacks)
    a new rt_handle          the owner of its kind
    a status                 nothing; a function with outputs returns them (a tuple if several)
    a count with outputs     the outputs (a tuple of Tensors, or a list of ints)
    anything else            the checked value (bool for a flag)
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from . import runtime as rt
from ._tensor_core import bind as _bind_core, direct as _direct
from .errors import WAITING, check, error_for, free_waiting, release_tensor
from .handle_owners import RuntimeHandle, freeing, handle_of
from .runtime.direct import (backend as _active_backend, failing as _failing, failure as _direct_failure, ids as _ids,
                             listed as _listed, listing_required as _listing_required, set_ok as _set_ok)
{runtime_modules}

# simple_torch.tensor's Tensor, which stands above this module and registers itself (register_tensor_class): to a
# type checker here, any object
Tensor = Any
Buffer = Any   # anything with the buffer protocol: bytes, bytearray, memoryview, a NumPy array


def _handle(x: Tensor | None, what: str) -> int:
    """x's handle (0 for None); PyTorch's TypeError for what is no Tensor."""
    if x is None:
        return 0
    try:
        return x._handle
    except AttributeError:
        raise TypeError(f"{what} must be a Tensor, not {type(x).__name__}") from None


def _handles(xs: tuple[Tensor | None, ...], what: str) -> list[int]:
    return [_handle(x, f"{what}[{k}]") for k, x in enumerate(xs)]


def _tensor(handle: int) -> Tensor | None:
    """The Tensor that owns a new handle; the call's error for 0, or None when 0 was no failure."""
    if handle:
        return _wrap(handle)
    check(handle)
    return None


def _no_tensor_class(handle: int) -> Tensor:
    """What wraps a new handle until a Tensor class is registered: nothing can own it, so it is freed."""
    rt.rt_torch_tensor_free(handle)
    raise RuntimeError("simple_torch.calls: no Tensor class to own a new tensor (import simple_torch.tensor first)")


_wrap: Callable[[int], Tensor] = _no_tensor_class   # a new handle -> the Tensor that owns it


def register_tensor_class(cls: type) -> None:
    """Make cls (simple_torch.tensor's Tensor, a subclass of the Tensor core, which does this when it is imported)
    the owner of every new tensor handle these defs return: cls._wrap(handle) makes it, and so does the core's
    direct(), to which the runtime's table, flags and frees are given here."""
    global _wrap
    _wrap = cls._wrap
    _bind_core(result_type=cls, listed=_listed, listing_required=_listing_required, failing=_failing,
               waiting=WAITING, release_tensor=release_tensor, free_waiting=free_waiting, set_ok=_set_ok,
               ids=_ids, start=_active_backend, failure=_failure)


# The direct calls (runtime/direct.py), made by the Tensor core (simple_torch/tensor_core.c)
def _failure(name: str, exc: BaseException) -> BaseException:
    """The error the runtime function name reports for exc, which the Tensor core raises in its place; as reading it
    does, the thread's last error is cleared and the frees that waited for it are made (errors.check)."""
    code, message = _direct_failure(name, exc)
    free_waiting()
    return error_for(code, message)


def _tensors(handles: list[int]) -> tuple[Tensor | None, ...]:
    """The Tensors owning the handles an output array got (None for a 0: an input without a gradient)."""
    return tuple(_wrap(h) if h else None for h in handles)
'''


def _param_type(p: Param) -> str:
    if p.ctype == HANDLE_TYPE:
        return f"{KINDS[p.name].class_name} | None"
    if p.kind == "scalar":
        return "Tensor | None" if p.ctype == "rt_tensor" else _SCALARS[p.ctype]
    if p.kind in ("array", "fixed"):
        return "Sequence[Tensor | None]" if p.ctype == "rt_tensor" else f"Sequence[{_SCALARS[p.ctype]}]"
    return {"data": "Buffer", "buffer": "Buffer", "text": "str", "outarr": "int", "pointer": "int",
            "closure": "Callable[[], float]"}[p.kind]


def _output_type(p: Param) -> str:
    if p.kind == "outarr":
        return "tuple[Tensor | None, ...]" if p.ctype == "rt_tensor" else f"list[{_SCALARS[p.ctype]}]"
    return "Tensor" if p.ctype == "rt_tensor" else _SCALARS[p.ctype]


def _output_value(p: Param) -> str:
    if p.ctype != "rt_tensor":
        return p.name
    return f"_tensors({p.name})" if p.kind == "outarr" else f"_tensor({p.name})"


def _argument(fn: Function, p: Param) -> str:
    if p.ctype == HANDLE_TYPE:   # given to its kind's free function, the owner is freed by this call
        helper = "freeing" if FREED_BY.get(fn.name) is KINDS[p.name] else "handle_of"
        return f'{helper}({p.name}, {KINDS[p.name].class_name}, "{p.name}")'
    if p.ctype != "rt_tensor" or p.kind == "outarr":   # an output array is passed as its capacity
        return p.pyname
    return f'_handles({p.name}, "{p.name}")' if p.kind == "array" else f'_handle({p.name}, "{p.name}")'


def _wrapped(head: str, items: list[str], tail: str) -> list[str]:
    """head(items)tail in lines of at most LINE_WIDTH, the items continued under the first one."""
    lines, indent = [head + "("], " " * (len(head) + 1)
    for k, item in enumerate(items):
        piece = item + (", " if k < len(items) - 1 else ")" + tail)
        if len(lines[-1]) + len(piece.rstrip()) > LINE_WIDTH and not lines[-1].endswith("("):
            lines[-1] = lines[-1].rstrip()
            lines.append(indent)
        lines[-1] += piece
    if not items:
        lines[-1] += ")" + tail
    return lines


def _return_type(fn: Function) -> str:
    outputs = fn.outputs
    if outputs:
        types = [_output_type(p) for p in outputs]
        return types[0] if len(types) == 1 else f"tuple[{', '.join(types)}]"
    if fn.result == "error":
        return _ERROR_TYPES[fn.ctype]
    if fn.result == "tensor" and OPTIONAL_RESULT in fn.doc:
        return "Tensor | None"
    if fn.ctype == HANDLE_TYPE:
        return made_by(fn, KINDS).class_name
    return _RESULT_TYPES[fn.result]


def _check_names(fn: Function) -> None:
    """A parameter named like a helper the body uses (or a Python keyword) would break the def."""
    for p in fn.params:
        if keyword.iskeyword(p.pyname) or p.pyname in HELPERS or p.name in HELPERS:
            raise ValueError(f"{fn.name}: parameter {p.pyname!r} would hide what the generated def uses")
    name = fn.name.removeprefix(PREFIX)
    if keyword.iskeyword(name) or name in HELPERS or hasattr(builtins, name):
        raise ValueError(f"{fn.name}: the def's name {name!r} would hide a name of Python or of calls.py")


def _result_statement(fn: Function) -> str:
    """_RESULTS's statement for fn; a new rt_handle is its kind's owner."""
    if fn.ctype == HANDLE_TYPE:
        return f"return {made_by(fn, KINDS).class_name}(check({{}}))"
    return _RESULTS[fn.result]


def render_function(fn: Function) -> list[str]:
    """The def of one function: its signature, its doc, the call and what it returns."""
    _check_names(fn)
    params = [f"{p.pyname}: {_param_type(p)}" for p in fn.inputs]
    lines = [*_wrapped(f"def {fn.name.removeprefix(PREFIX)}", params, f" -> {_return_type(fn)}:"),
             *textwrap.wrap(f'"""{fn.doc} ({fn.name})."""', LINE_WIDTH, initial_indent="    ",
                            subsequent_indent="    ", break_on_hyphens=False)]
    for p in fn.inputs:   # held by the frame as a tuple, even when given as a generator
        if p.kind == "array" and p.ctype == "rt_tensor":
            lines.append(f"    {p.name} = tuple({p.name})")
    arguments = [_argument(fn, p) for p in fn.inputs]
    outputs = fn.outputs
    if fn.op is not None or fn.name in TWINS:
        lines += _direct_call(fn)
    if _takes_tensors_alone(fn):
        return lines + _inline_handles(fn, arguments)
    if not outputs:
        statement = ("{}" if fn.ctype == "void" else "return {}") if fn.result == "error" else _result_statement(fn)
        head, tail = statement.split("{}")
        return lines + _wrapped(f"    {head}rt.{fn.name}", arguments, tail)
    return [*lines, *_wrapped(f"    result, {', '.join(p.name for p in outputs)} = rt.{fn.name}", arguments, ""),
            "    check(result)",
            f"    return {', '.join(_output_value(p) for p in outputs)}"]


def render_kind(kind: HandleKind) -> list[str]:
    """The owner class of one kind of rt_handle."""
    return [f"class {kind.class_name}(RuntimeHandle):",
            f'    """Owns {_article(kind.noun)} handle (`rt_handle {kind.param}`), freed by '
            f'{kind.free}."""',
            "    __slots__ = ()",
            f"    free_function = staticmethod(rt.{kind.free})"]


def _article(noun: str) -> str:
    return ("an " if noun[0] in "aeiou" else "a ") + noun


def _takes_tensors_alone(fn: Function) -> bool:
    """A function of single tensors (no array of them, no outputs) that can fail: its def reads the handles
    itself, the common case without a call of _handle per tensor (which would cost a tiny op a tenth of its time)."""
    return fn.result not in ("error", "void") and not fn.outputs and fn.ctype != HANDLE_TYPE and \
        any(p.ctype == "rt_tensor" and p.kind == "scalar" for p in fn.inputs) and \
        not any(p.ctype == "rt_tensor" and p.kind != "scalar" or p.ctype == HANDLE_TYPE for p in fn.inputs)


def direct_twins(runtime: Path = RUNTIME) -> dict[str, str]:
    """rt_torch_* function -> the runtime module holding its `direct_` twin (runtime/direct.py): the generated ones of
    the Op rows that check more than handles (runtime/ops.py) and those written by hand beside their function."""
    twins = {decl.name: OPS_MODULE for decl in FUNCTIONS.values() if decl.op is not None and checks_arguments(decl)}
    for path in sorted(runtime.glob("*.py")):
        if path.stem in ("__init__", OPS_MODULE):
            continue
        for node in ast.parse(path.read_text()).body:
            if isinstance(node, ast.FunctionDef) and node.name.startswith("direct_"):
                name = PREFIX + node.name.removeprefix("direct_")
                fn = FUNCTIONS.get(name)
                if fn is None or fn.op is not None or fn.result != "tensor" or fn.outputs \
                        or any(p.ctype == "rt_tensor" and p.kind != "scalar" for p in fn.inputs) \
                        or fn.inputs[0].ctype != "rt_tensor":
                    raise ValueError(f"runtime/{path.name}: {node.name} twins no hand-written runtime function of "
                                     "single tensors (and other arguments) with a tensor result")
                twins[name] = path.stem
    return twins


TWINS = direct_twins()
# the most operands the Tensor core's direct() passes: its MAX_OPERANDS
MAX_DIRECT_OPERANDS = int(re.search(r"#define MAX_OPERANDS (\d+)", TENSOR_CORE.read_text()).group(1))


def _direct_call(fn: Function) -> list[str]:
    """An Op row's call made by the Tensor core (runtime/direct.py, simple_torch/tensor_core.c), tried first: the
    operands' backend objects, found by their handles, go to the row's checks and Backend method (the row's direct_
    function, or the method itself where the runtime checks nothing but the handles), the result is listed under a
    new id, and a failure is raised as the runtime function's error (its code and message: _failure). Where the core
    cannot make the call (a scope is open, an operand is no Tensor or is freed) it gives None, and the runtime
    function's call below makes it, or reports it."""
    if len(fn.inputs) > MAX_DIRECT_OPERANDS:   # the core would give every call to the runtime function
        raise ValueError(f"{fn.name}: more operands than the Tensor core's direct() passes")
    mask = sum(1 << i for i, p in enumerate(fn.inputs) if p.ctype == "rt_tensor")
    target = f"runtime_{TWINS[fn.name]}.{direct_name(fn)}" if fn.name in TWINS else f'"{fn.op.backend}"'
    return [*_wrapped("    made = _direct", [target, bin(mask), f'"{fn.name}"', *(p.pyname for p in fn.inputs)], ""),
            "    if made is not None:",
            "        return made"]


def _inline_handles(fn: Function, checked: list[str]) -> list[str]:
    """The call with each tensor's handle read in place (0 for None), and, should one have none (no Tensor), again
    through _handle, whose TypeError names it: the runtime function catches everything it raises, so an
    AttributeError can only come from reading a handle, before the call ran."""
    call = f"rt.{fn.name}"
    inline = [f"0 if {p.name} is None else {p.name}._handle" if p.ctype == "rt_tensor" else p.pyname
              for p in fn.inputs]
    if fn.result == "tensor":   # _tensor's test, spelled out: a new handle is never 0
        finish = ["    return _wrap(result) if result else _tensor(result)"]
    else:
        head, tail = _RESULTS[fn.result].split("{}")
        finish = [f"    {head}result{tail}"]
    return ["    try:", *_wrapped(f"        result = {call}", inline, ""),
            "    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it",
            *_wrapped(f"        result = {call}", checked, ""), *finish]


def render() -> str:
    modules = sorted(set(TWINS.values()))
    for module in modules:
        if f"runtime_{module}" in {p.pyname for fn in FUNCTIONS.values() for p in fn.params}:
            raise ValueError(f"a parameter named runtime_{module} would hide the runtime module calls.py imports")
    imports = "\n".join(_wrapped("from .runtime.direct import ", [f"{module} as runtime_{module}" for module in modules],
                                  ""))
    out = [PREAMBLE.replace("{runtime_modules}", imports).rstrip("\n"), "", "",
           "# ---- The kinds of rt_handle, each owner freeing its handle ----"]
    for k, kind in enumerate(KINDS.values()):
        out += [""] * (2 if k else 0) + render_kind(kind)
    section = None
    for fn in FUNCTIONS.values():
        out += ["", ""]
        if fn.section != section:
            section = fn.section
            out.append(f"# ---- {section}. {SECTION_TITLES[section]} ----")
        out += render_function(fn)
    return "\n".join(out) + "\n"
