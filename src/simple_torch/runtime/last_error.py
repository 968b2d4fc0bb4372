"""The per-thread last error: every entry point sets it, `rt_torch_last_error*` read it."""

from __future__ import annotations

import threading

from ..abi.errors import ErrorCode

_OK = ErrorCode.OK


class _State(threading.local):
    error: tuple[ErrorCode, str] | None = None   # (code, message), None when the last call succeeded


_state = _State()


def set_ok() -> None:   # on every successful call: one store, no enum lookup
    _state.error = None


def set_error(code: int, message: str) -> None:
    _state.error = (ErrorCode(code), message)


def code() -> ErrorCode:
    error = _state.error
    return _OK if error is None else error[0]


def message() -> str:
    error = _state.error
    return "" if error is None else error[1]
