"""The exceptions of the Python API (the library's one hierarchy, `abi/errors.py`); `check`, which
turns a runtime call's failure into one of them; and `release`, how finalizers free handles.

Every runtime function reports failure the C way: a failure value (0, -1, -2, "" or a status code)
plus the calling thread's last error. `check(result)` is wrapped around every call; it raises
`Error` subclasses that also derive from the Python exception a user would expect (a shape mismatch
is a ValueError, a missing CUDA device a RuntimeError, ...).
"""

from __future__ import annotations

from typing import Callable, TypeVar

from .abi.errors import (BufferTooSmallError, DeviceError, DtypeError, Error, ErrorCode, InternalError,
                         InvalidArgumentError, InvalidHandleError, OutOfMemoryError, ShapeError, UnsupportedError,
                         error_for)
from .runtime import rt_torch_clear_error, rt_torch_last_error, rt_torch_last_error_code, rt_torch_tensor_free

__all__ = ["ErrorCode", "Error", "InvalidHandleError", "InvalidArgumentError", "ShapeError", "DtypeError",
           "DeviceError", "OutOfMemoryError", "UnsupportedError", "BufferTooSmallError", "InternalError",
           "check", "error_for", "release", "release_tensor", "free_waiting"]

Result = TypeVar("Result")


# Checking every call by reading rt_torch_last_error_code() costs about 0.4 us; comparing the result
# costs about 0.07 us, and a whole operation (add, then free) about 4.6 us. So the code is read only
# when the result could be a failure: every failure value of the contract (0 handles, -1 counts and
# booleans, -2 devices, status codes 1..9, "" strings) lies in FAILURE_WINDOW or is "", and inside
# it the code decides, because every call sets it. Small legitimate results (ndim 2, status 0, a
# device -1) pay the extra read; handles, which are large after the first few, never do.
FAILURE_WINDOW = range(-2, len(ErrorCode))


def check(result: Result) -> Result:
    """result, unless the runtime call that returned it failed: then raise its error. The error is then read: it
    is cleared, and the frees that waited for it (release) are made."""
    if result in FAILURE_WINDOW or result == "":
        code = rt_torch_last_error_code()
        if code:
            message = rt_torch_last_error()
            rt_torch_clear_error()
            free_waiting()
            raise error_for(code, message)   # not held by a local: the traceback's frames would keep it in a cycle
    return result


# A finalizer (__del__) runs whenever the garbage collector does: between any runtime call and the reading of
# its error, even inside the runtime between setting the error and returning. A free there would reset the
# thread's last error to RT_OK, and the failure would pass for a success (its handle 0 taken for a tensor). So
# finalizers free through release, which leaves the last error as it was: while an error waits to be read, the
# free waits in WAITING, until a later release finds none (or st.live_tensors() counts).
WAITING: list[tuple[Callable[[int], int], int]] = []   # (free function, handle)


def free_waiting(_waiting: list = WAITING, _clear: Callable[[], None] = rt_torch_clear_error) -> None:
    """Free what waits in WAITING (call only while no error waits to be read)."""
    while _waiting:
        try:
            free, handle = _waiting.pop()
        except IndexError:   # another thread took the last one
            return
        if free(handle):   # a closed scope freed it already: its error is nobody's
            _clear()


def release(free: Callable[[int], int], handle: int, _waiting: list = WAITING,
            _code: Callable[[], int] = rt_torch_last_error_code, _clear: Callable[[], None] = rt_torch_clear_error,
            _free_waiting: Callable[[], None] = free_waiting) -> None:
    """Free handle with free (rt_torch_tensor_free, ...) from a finalizer. The defaults are bound now: finalizers
    run at interpreter exit too, when module globals may be gone."""
    if _code():
        _waiting.append((free, handle))
        return
    if free(handle):   # a closed scope freed it already: the code was RT_OK, and is again
        _clear()
    if _waiting:
        _free_waiting()


def release_tensor(handle: int, _waiting: list = WAITING, _release=release,
                   _free: Callable[[int], int] = rt_torch_tensor_free,
                   _unless_failing: Callable[[int], bool] = rt_torch_tensor_free.unless_failing,
                   _free_waiting=free_waiting) -> None:
    """release(rt_torch_tensor_free, handle), the finalizer of every Tensor: where no last error is set the runtime
    frees it without that entry point's bookkeeping, as the call would (which costs a tiny operation a tenth of its
    time)."""
    if _unless_failing(handle):
        if _waiting:
            _free_waiting()
    else:
        _release(_free, handle)
