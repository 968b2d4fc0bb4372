"""The entry-point decorator: every `rt_torch_*` function goes through it.

It ties the Python function to its declaration in the spec (by name and parameter names, checked at
import), catches every exception, turns it into a code and a message naming the function, sets the
thread's last error and returns the failure value of the function's result kind.
"""

from __future__ import annotations

import functools
import inspect

from ..abi.errors import ErrorCode, Error
from ..abi.entry_wrappers import factory_name
from ..abi.signature import FUNCTIONS, Function
from . import last_error, startup, wrappers

EXPORTED: dict[str, object] = {}


def describe(exc: BaseException) -> tuple[int, str]:
    """(code, message) for any exception."""
    if isinstance(exc, Error):
        return exc.code, str(exc)
    active = startup.loaded()
    described = active.describe_error(exc) if active is not None else None
    if described is not None:
        return described
    if isinstance(exc, MemoryError):
        return ErrorCode.OUT_OF_MEMORY, "out of memory"
    return ErrorCode.INTERNAL, f"{type(exc).__name__}: {exc}"


def _check_matches_spec(fn, decl: Function) -> None:
    names = list(inspect.signature(fn).parameters)
    expected = [p.pyname for p in decl.inputs]
    if names != expected:
        raise TypeError(f"{decl.name}: runtime parameters {names} differ from the spec's {expected}")


def _failure_result(decl: Function, code: int):
    value = int(code) if decl.result == "status" else decl.failure
    if not decl.outputs:
        return value
    return (value, *(0 if p.kind == "out" and p.ctype in ("rt_tensor", "rt_handle", "void*") else None
                     for p in decl.outputs))


def export(fn):
    """Register fn as the runtime implementation of the spec function of the same name."""
    decl = FUNCTIONS.get(fn.__name__)
    if decl is None:
        raise TypeError(f"{fn.__name__} is not declared in simple_torch/abi/spec.py")
    _check_matches_spec(fn, decl)
    name, status, has_outputs = decl.name, decl.result == "status", bool(decl.outputs)

    if decl.result == "error":   # reading the last error must not reset it
        @functools.wraps(fn)
        def reader(*args):
            try:
                return fn(*args)
            except BaseException:   # cannot happen short of interpreter failure; never propagate
                return _failure_result(decl, ErrorCode.INTERNAL)
        EXPORTED[name] = reader
        return reader

    def failed(exc: BaseException):
        try:
            code, message = describe(exc)
        except BaseException as inner:   # a broken exception (e.g. its __str__ fails) still gets a code
            code, message = ErrorCode.INTERNAL, f"{type(exc).__name__} ({type(inner).__name__} while describing it)"
        last_error.set_error(code, f"{name}: {message}")
        return _failure_result(decl, code)

    failing, set_ok = last_error.failing, last_error.set_ok

    def general(*args):   # any number of arguments: a wrong one fails inside, as fn's TypeError
        try:
            result = fn(*args)
        except BaseException as exc:
            return failed(exc)
        if failing:   # some thread's last call failed, maybe this one's
            set_ok()
        if status:   # a status function's body returns None, or the tuple of its outputs
            return (0, *result) if has_outputs else 0
        return result

    names = {"fn": fn, "general": general, "failed": failed, "failing": failing, "set_ok": set_ok}
    wrapper = functools.wraps(fn)(getattr(wrappers, factory_name(decl, True))(**names))
    wrapper.from_c = functools.wraps(fn)(getattr(wrappers, factory_name(decl, False))(**names))
    EXPORTED[name] = wrapper
    return wrapper


def fail(decl_name: str, code: int, message: str):
    """Set the last error for a failure detected outside the runtime (e.g. a NULL pointer in the C layer)."""
    decl = FUNCTIONS[decl_name]
    last_error.set_error(code, f"{decl_name}: {message}")
    return _failure_result(decl, code)
