"""The per-thread last error: every entry point sets it, `rt_torch_last_error*` read it."""

from __future__ import annotations

import threading

from ..abi.errors import ErrorCode

_OK = ErrorCode.OK
_ident = threading.get_ident


class _State(threading.local):
    error: tuple[ErrorCode, str] | None = None   # (code, message), None when the last call succeeded


state = _State()
# The ids of the threads whose state.error may be set (one that ended with an error stays listed). While it is empty,
# a successful call has nothing to clear and skips the thread-local store, which costs about as much as the rest of
# the entry-point decorator. Each thread adds and discards only its own id, and a set's add and discard are atomic.
failing: set[int] = set()


def set_ok() -> None:   # on every successful call where `failing` is not empty
    if state.error is not None:
        state.error = None
        failing.discard(_ident())


def set_error(code: int, message: str) -> None:
    failing.add(_ident())   # before the error is stored: set_ok must not skip it
    state.error = (ErrorCode(code), message)


def code() -> ErrorCode:
    error = state.error
    return _OK if error is None else error[0]


def message() -> str:
    error = state.error
    return "" if error is None else error[1]
