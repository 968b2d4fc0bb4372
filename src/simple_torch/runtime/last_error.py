"""The per-thread last error: every entry point sets it, `rt_torch_last_error*` read it."""

from __future__ import annotations

import threading

from ..abi.errors import Code

_state = threading.local()


def set_ok() -> None:
    _state.code = Code.OK
    _state.message = ""


def set_error(code: int, message: str) -> None:
    _state.code = Code(code)
    _state.message = message


def code() -> Code:
    return getattr(_state, "code", Code.OK)


def message() -> str:
    return getattr(_state, "message", "")
