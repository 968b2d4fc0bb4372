"""The exceptions of the Python API (the library's one hierarchy, `abi/errors.py`) and `check`, which
turns a runtime call's failure into one of them.

Every runtime function reports failure the C way: a failure value (0, -1, -2, "" or a status code)
plus the calling thread's last error. `check(result)` is wrapped around every call; it raises
`Error` subclasses that also derive from the Python exception a user would expect (a shape mismatch
is a ValueError, a missing CUDA device a RuntimeError, ...).
"""

from __future__ import annotations

from typing import TypeVar

from .abi.errors import (BufferTooSmallError, DeviceError, DtypeError, Error, ErrorCode, InternalError,
                         InvalidArgumentError, InvalidHandleError, OutOfMemoryError, ShapeError, UnsupportedError,
                         error_for)
from .runtime import rt_torch_last_error, rt_torch_last_error_code

__all__ = ["ErrorCode", "Error", "InvalidHandleError", "InvalidArgumentError", "ShapeError", "DtypeError",
           "DeviceError", "OutOfMemoryError", "UnsupportedError", "BufferTooSmallError", "InternalError",
           "check", "error_for"]

Result = TypeVar("Result")


# Checking every call by reading rt_torch_last_error_code() costs about 0.4 us; comparing the result
# costs about 0.07 us, and a whole operation (add, then free) about 4.6 us. So the code is read only
# when the result could be a failure: every failure value of the contract (0 handles, -1 counts and
# booleans, -2 devices, status codes 1..9, "" strings) lies in FAILURE_WINDOW or is "", and inside
# it the code decides, because every call sets it. Small legitimate results (ndim 2, status 0, a
# device -1) pay the extra read; handles, which are large after the first few, never do.
FAILURE_WINDOW = range(-2, len(ErrorCode))


def check(result: Result) -> Result:
    """result, unless the runtime call that returned it failed: then raise its error."""
    if result in FAILURE_WINDOW or result == "":
        code = rt_torch_last_error_code()
        if code:
            raise error_for(code, rt_torch_last_error())
    return result
