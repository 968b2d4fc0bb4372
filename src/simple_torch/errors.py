"""The exceptions of the Python API, one per error code of the contract, and `check`, which turns a
runtime call's failure into one of them.

Every runtime function reports failure the C way: a failure value (0, -1, -2, "" or a status code)
plus the calling thread's last error. `check(result)` is wrapped around every call; it raises
`Error` subclasses that also derive from the Python exception a user would expect (a shape mismatch
is a ValueError, a missing CUDA device a RuntimeError, ...).
"""

from __future__ import annotations

from typing import TypeVar

from .abi.errors import Code as ErrorCode
from .runtime import rt_torch_last_error, rt_torch_last_error_code

__all__ = ["ErrorCode", "Error", "InvalidHandleError", "InvalidArgumentError", "ShapeError", "DtypeError",
           "DeviceError", "OutOfMemoryError", "UnsupportedError", "BufferTooSmallError", "InternalError",
           "check", "error_for"]

Result = TypeVar("Result")


class Error(Exception):
    """A failure reported by the runtime (or found by this API before calling it).

    `code` is the contract's error code; `str(error)` is the runtime's message, which names the
    function and the cause, e.g. "rt_torch_tensor_matmul: shapes [2, 3] and [4, 5] cannot be multiplied".
    """
    code: ErrorCode = ErrorCode.INTERNAL

    def __init__(self, message: str, code: ErrorCode | int | None = None) -> None:
        super().__init__(message)
        if code is not None:
            self.code = ErrorCode(code)

    @property
    def message(self) -> str:
        return str(self)


class InvalidHandleError(Error, ValueError):
    code = ErrorCode.INVALID_HANDLE


class InvalidArgumentError(Error, ValueError):
    code = ErrorCode.INVALID_ARGUMENT


class ShapeError(Error, ValueError):
    code = ErrorCode.SHAPE


class DtypeError(Error, TypeError):
    code = ErrorCode.DTYPE


class DeviceError(Error, RuntimeError):
    code = ErrorCode.DEVICE


class OutOfMemoryError(Error, MemoryError):
    code = ErrorCode.OUT_OF_MEMORY


class UnsupportedError(Error, NotImplementedError):
    code = ErrorCode.UNSUPPORTED


class BufferTooSmallError(Error, ValueError):
    code = ErrorCode.BUFFER_TOO_SMALL


class InternalError(Error, RuntimeError):
    code = ErrorCode.INTERNAL


_CLASSES: dict[int, type[Error]] = {cls.code: cls for cls in (
    InvalidHandleError, InvalidArgumentError, ShapeError, DtypeError, DeviceError, OutOfMemoryError,
    UnsupportedError, BufferTooSmallError, InternalError)}


def error_for(code: int, message: str) -> Error:
    """The exception for an error code (an unknown code, which the contract never returns, is internal)."""
    return _CLASSES.get(code, InternalError)(message, code if code in _CLASSES else ErrorCode.INTERNAL)


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
