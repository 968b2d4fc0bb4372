"""The error codes of the contract and the exceptions that carry them inside the library.

Backends and the runtime raise these; the runtime's entry points turn any exception into a code and
a message, so they never reach the caller.
"""

from __future__ import annotations

from enum import IntEnum

from .spec import ERROR_CODES

Code = IntEnum("Code", [(name.removeprefix("RT_ERR_").removeprefix("RT_"), value)
                        for name, value, _ in ERROR_CODES])


class RtError(Exception):
    """A failure with a contract error code; the message says what went wrong, without the function name."""
    code = Code.INTERNAL

    def __init__(self, message: str, code: Code | None = None):
        super().__init__(message)
        if code is not None:
            self.code = Code(code)


class InvalidHandle(RtError):
    code = Code.INVALID_HANDLE


class InvalidArgument(RtError):
    code = Code.INVALID_ARGUMENT


class ShapeError(RtError):
    code = Code.SHAPE


class DtypeError(RtError):
    code = Code.DTYPE


class DeviceError(RtError):
    code = Code.DEVICE


class OutOfMemory(RtError):
    code = Code.OUT_OF_MEMORY


class Unsupported(RtError):
    code = Code.UNSUPPORTED


class BufferTooSmall(RtError):
    code = Code.BUFFER_TOO_SMALL
