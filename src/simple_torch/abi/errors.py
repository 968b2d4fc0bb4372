"""The library's one exception hierarchy: a class per error code of the contract.

Backends and the runtime raise these; the runtime's entry points turn any exception into its code and
message, so none reaches a C caller. Tier 3 raises the same classes to Python users (`st.ShapeError`),
each also derived from the Python exception a user would expect: a shape mismatch is a ValueError, a
wrong dtype a TypeError, a missing CUDA device a RuntimeError, a failed allocation a MemoryError.
"""

from __future__ import annotations

from .enums import ErrorCode

__all__ = ["ErrorCode", "Error", "InvalidHandleError", "InvalidArgumentError", "ShapeError", "DtypeError",
           "DeviceError", "OutOfMemoryError", "UnsupportedError", "BufferTooSmallError", "InternalError",
           "error_for"]


class Error(Exception):
    """A failure with a contract error code. Raised inside the library, the message says what went wrong;
    raised to a Python user, it starts with the function's name, e.g. "rt_torch_tensor_matmul: shapes
    [2, 3] and [4, 5] cannot be multiplied"."""
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
