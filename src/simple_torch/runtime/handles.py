"""The process-wide handle table: positive int64 ids, never reused, shared by all threads.

Ids come from one counter for every kind of object (tensor, stream, optimizer), so a handle of the
wrong kind, a freed one and one never issued are each told apart in the error message.
"""

from __future__ import annotations

import itertools
import operator
import threading

from ..abi.errors import InvalidHandle

TENSOR, STREAM, OPTIMIZER = "tensor", "stream", "optimizer"


class HandleTable:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._ids = itertools.count(1)
        self._issued = 0                      # highest id handed out so far
        self._tables: dict[str, dict[int, object]] = {TENSOR: {}, STREAM: {}, OPTIMIZER: {}}
        self.tensors = self._tables[TENSOR]   # hot path: direct dict access

    def add(self, obj: object, kind: str = TENSOR) -> int:
        with self._lock:
            handle = next(self._ids)
            self._issued = handle
            self._tables[kind][handle] = obj
        return handle

    def get(self, handle: int, kind: str = TENSOR, what: str = "handle"):
        obj = self._tables[kind].get(_key(handle))
        if obj is None:
            raise InvalidHandle(self._why_invalid(handle, kind, what))
        return obj

    def remove(self, handle: int, kind: str = TENSOR, what: str = "handle"):
        key = _key(handle)
        with self._lock:
            obj = self._tables[kind].pop(key, None)
        if obj is None:
            raise InvalidHandle(self._why_invalid(handle, kind, what))
        return obj

    def count(self, kind: str = TENSOR) -> int:
        return len(self._tables[kind])

    def _why_invalid(self, handle: int, kind: str, what: str) -> str:
        key = _key(handle)
        if key is None:
            return f"{what} must be an integer handle, got {type(handle).__name__}"
        handle = key
        if handle == 0:
            return f"{what} is 0 (the null handle)"
        if handle < 0:
            return f"{what} {handle} is negative"
        if handle > self._issued:
            return f"{what} {handle} was never issued"
        for other, table in self._tables.items():
            if handle in table:
                return f"{what} {handle} is {_a(other)} handle, not {_a(kind)} handle"
        return f"{what} {handle} was freed"


def _key(handle) -> int | None:
    """handle as a dict key: any integer (NumPy's too), but not a bool or 1.0, which would hash as 1."""
    if type(handle) is int:
        return handle
    if isinstance(handle, bool):
        return None
    try:
        return operator.index(handle)
    except TypeError:
        return None


def _a(kind: str) -> str:
    """kind with its article: "a tensor", "an optimizer"."""
    return ("an " if kind[0] in "aeiou" else "a ") + kind


table = HandleTable()
