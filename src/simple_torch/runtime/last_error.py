"""The per-thread last error: every entry point sets it, `rt_torch_last_error*` read it."""

from __future__ import annotations

import threading

from ..abi.errors import ErrorCode

_OK = ErrorCode.OK


class _State(threading.local):
    error: tuple[ErrorCode, str] | None = None   # (code, message), None when the last call succeeded


state = _State()   # entry.py's wrapper stores None itself: a call of set_ok per entry point is measurable


def set_ok() -> None:   # on every successful call: one store, no enum lookup
    state.error = None


def set_error(code: int, message: str) -> None:
    state.error = (ErrorCode(code), message)


def code() -> ErrorCode:
    error = state.error
    return _OK if error is None else error[0]


def message() -> str:
    error = state.error
    return "" if error is None else error[1]
