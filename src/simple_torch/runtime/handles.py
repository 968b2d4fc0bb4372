"""The process-wide handle table: positive int64 ids, never reused, shared by all threads.

Ids come from one counter for every kind of object (KINDS: tensor, stream, optimizer, ...), so a handle of the
wrong kind, a freed one and one never issued are each told apart in the error message.
Scopes (section 16) are per thread: while one is open, every handle the thread creates is recorded
in it, and closing it frees those not kept.

Loaded through the C library with the fast path on, the table issues and frees every id through the
C table (clib/handle_table.c) instead, whose fast calls make and free tensors without Python: the dicts here then
hold the objects Python has used, and a tensor only C has used is fetched from C on first use (`use_native`).
"""

from __future__ import annotations

import itertools
import operator
import os
import threading

from ..abi.enums import HANDLE_KINDS, HandleState
from ..abi.errors import InvalidArgumentError, InvalidHandleError, OutOfMemoryError
from .last_error import failing

# A kind is its word ("tensor", "gradient scaler"), which error messages name; the C table knows it by its code.
KIND_CODES = {word: code for _, code, word in sorted(HANDLE_KINDS, key=lambda row: row[1])}
KINDS = tuple(KIND_CODES)   # in code order, from 1: KINDS[code - 1]
TENSOR, STREAM, OPTIMIZER, SCHEDULER, GENERATOR, MODEL, SAFETENSORS, GRAD_SCALER, WORK, DATA_LOADER = KINDS
# what the C table knows of an id
NEVER_ISSUED, FREED, LIVE = int(HandleState.never_issued), int(HandleState.freed), int(HandleState.live)


class _ThreadState(threading.local):
    scopes: list[set[int]] | None = None   # this thread's open scopes, innermost last


_thread = _ThreadState()   # the class default spares every add() a failed attribute lookup
# The threads with a scope open (one that ended inside a scope stays listed), and NATIVE while the C table is on.
# While it is empty, add() skips reading the thread's scopes (a thread-local read would cost it as much as the rest
# of an add), and Tier 3's direct calls (runtime/direct.py) may list their tensors themselves. Each thread adds and
# removes only its own id, and a set's add and discard are atomic: no lock.
_scoping: set[int] = set()
NATIVE = -1   # no thread's id


class HandleTable:
    def __init__(self) -> None:
        self._lock = threading.Lock()   # scopes' bookkeeping (and fork); issuing an id needs none
        self.ids = itertools.count(1)   # the ids, drawn here and by the direct calls (runtime/direct.py)
        self._tables: dict[str, dict[int, object]] = {kind: {} for kind in KINDS}
        self.tensors = self._tables[TENSOR]   # hot path: direct dict access
        # clib/entry.py's NativeTable once use_native ran (an instance attribute: add() reads it faster than a class's)
        self._native = None
        # Instance attributes, as use_native's: the modules that import `table` by name call `table.add(...)` through
        # a plain attribute load, which for a method of the class makes a new bound method on every call
        self.add, self.get, self.remove = self._add, self._get, self._remove

    def _add(self, obj: object, kind: str = TENSOR) -> int:
        if self._native is not None:   # a call bound this method before its own arguments turned the C table on
            return self._native_add(obj, kind)
        # next() on the counter is one call into C, and so is the dict store: under the GIL each is atomic without a
        # lock (which would cost more than the rest of this method)
        handle = next(self.ids)
        self._tables[kind][handle] = obj
        if _scoping:
            _record_in_scope(handle)
        return handle

    @property
    def _issued(self) -> int:
        """The highest id handed out so far: the counter's next value, less one. It is read from the counter's
        repr, `count(n)`, since taking a value would use up an id."""
        return int(repr(self.ids)[len("count("):-1]) - 1

    def _get(self, handle: int, kind: str = TENSOR, what: str = "handle"):
        obj = self._tables[kind].get(_key(handle))
        if obj is None:
            raise InvalidHandleError(self._why_invalid(handle, kind, what))
        return obj

    def _remove(self, handle: int, kind: str = TENSOR, what: str = "handle"):
        # One dict.pop is atomic (under the GIL, and per dict in free-threaded builds), so it needs no lock:
        # of a racing remove or close_scope exactly one gets the object.
        obj = self._tables[kind].pop(handle if type(handle) is int else _key(handle), None)
        if obj is None:
            raise InvalidHandleError(self._why_invalid(handle, kind, what))
        return obj

    def release_tensor(self, handle: int, _failing: set[int] = failing) -> bool:
        """Free a tensor handle for a finalizer, as rt_torch_tensor_free would, when that call could change no
        thread's last error: with none set, a success leaves it RT_OK and so does the refusal of a handle a closed
        scope freed already, once the finalizer clears it. False, freeing nothing, when some thread's last error is
        set (or the C table is on): the finalizer then goes through rt_torch_tensor_free. (failing is bound now:
        finalizers run at interpreter exit too, when module globals may be gone.)"""
        if _failing or self._native is not None:
            return False
        self.tensors.pop(handle, None)
        return True

    def open_scope(self) -> None:
        _scoping.add(threading.get_ident())   # before the scope exists: add() must not miss it
        _thread.scopes = getattr(_thread, "scopes", None) or []
        _thread.scopes.append(set())

    def keep(self, handle: int) -> None:
        """Move a handle of the innermost scope to the outer one (or out of every scope)."""
        self.get(handle, TENSOR, "x: handle")
        _keep_out_of_innermost_scope(handle)

    def close_scope(self) -> int:
        """Free what the innermost scope holds (skipping handles already freed); returns how many."""
        scopes = getattr(_thread, "scopes", None)
        if not scopes:
            raise InvalidArgumentError("scope_end without a matching scope_begin on this thread")
        freed = 0
        with self._lock:
            for handle in scopes.pop():
                for table in self._tables.values():
                    if table.pop(handle, None) is not None:
                        freed += 1
                        break
        _closed_scope(scopes)
        return freed

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
        if self._native is not None:
            status, code = self._native.status(handle)
            if status == NEVER_ISSUED:
                return f"{what} {handle} was never issued"
            if status == LIVE and code != KIND_CODES[kind]:
                return f"{what} {handle} is {_a(KINDS[code - 1])} handle, not {_a(kind)} handle"
            return f"{what} {handle} was freed"
        if handle > self._issued:
            return f"{what} {handle} was never issued"
        for other, table in self._tables.items():
            if handle in table:
                return f"{what} {handle} is {_a(other)} handle, not {_a(kind)} handle"
        return f"{what} {handle} was freed"

    # -- the C table of the fast path ---------------------------------------------------------------------------
    def use_native(self, native) -> None:
        """Issue, look up and free ids through the C table from now on. Only before any id was issued: an id from
        this table's counter would be unknown to the C one."""
        if self._issued:
            raise RuntimeError(f"{self._issued} handles were issued before the C table was turned on")
        _scoping.add(NATIVE)   # the C table issues the ids and keeps the scopes: no direct call lists a tensor
        self._native = native
        self.add, self.get, self.remove = self._native_add, self._native_get, self._native_remove
        self.open_scope, self.keep = self._native_open_scope, self._native_keep
        self.close_scope = self._native_close_scope
        self.count = self._native_count

    def _native_add(self, obj: object, kind: str = TENSOR) -> int:
        handle = self._native.issue(KIND_CODES[kind], obj if kind == TENSOR else None)
        if handle == 0:
            raise OutOfMemoryError("the handle table is full (2**28 handles live at once)")
        self._tables[kind][handle] = obj   # the C table records it in this thread's scope
        return handle

    def _native_get(self, handle: int, kind: str = TENSOR, what: str = "handle"):
        key = _key(handle)
        obj = self._tables[kind].get(key)
        if obj is not None:
            return obj
        if kind == TENSOR and key is not None and key > 0:   # one only the fast path has used yet
            obj = self._native.adopt(key)
            if obj is not None:
                obj = self._tables[TENSOR].setdefault(key, obj)
                if self._native.status(key)[0] == LIVE:
                    return obj
                self._tables[TENSOR].pop(key, None)   # freed by a fast call while it was being fetched
        raise InvalidHandleError(self._why_invalid(handle, kind, what))

    def _native_remove(self, handle: int, kind: str = TENSOR, what: str = "handle"):
        key = _key(handle)
        obj = self._tables[kind].pop(key, None) if key is not None else None
        if key is not None and key > 0 and self._native.release(key, KIND_CODES[kind]):
            return obj
        raise InvalidHandleError(self._why_invalid(handle, kind, what))

    # With the C table, a thread's scopes are the C table's (every id it issues is recorded there)
    def _native_open_scope(self) -> None:
        if self._native.scope_begin() < 0:
            raise OutOfMemoryError("no memory for another scope")

    def _native_keep(self, handle: int) -> None:
        key = _key(handle)
        status, code = self._native.status(key) if key is not None and key > 0 else (NEVER_ISSUED, 0)
        if status != LIVE or code != KIND_CODES[TENSOR]:   # checked without fetching the tensor into Python
            raise InvalidHandleError(self._why_invalid(handle, TENSOR, "x: handle"))
        if self._native.scope_keep(key) < 0:
            raise InvalidArgumentError("no scope is open on this thread")

    def _native_close_scope(self) -> int:
        held, freed = self._native.scope_size(), 0
        if held < 0:
            raise InvalidArgumentError("scope_end without a matching scope_begin on this thread")
        _, python_ids, freed = self._native.scope_close(held)   # held ids fit: it can only succeed
        for handle in python_ids:   # Python's object first, so that no lookup finds it for a freed id
            status, code = self._native.status(handle)
            if status == LIVE:
                self._tables[KINDS[code - 1]].pop(handle, None)
                freed += self._native.release(handle, code)
        return freed

    def _native_count(self, kind: str = TENSOR) -> int:
        return self._native.live(KIND_CODES[kind])


def _record_in_scope(handle: int) -> None:
    """A new handle of this thread goes into its innermost open scope, if any."""
    scopes = _thread.scopes
    if scopes:
        scopes[-1].add(handle)


def _closed_scope(scopes: list[set[int]]) -> None:
    """After this thread closed a scope: out of _scoping when it was its last."""
    if not scopes:
        _scoping.discard(threading.get_ident())


def _keep_out_of_innermost_scope(handle: int) -> None:
    """Move a handle of the innermost scope to the outer one (or out of every scope)."""
    scopes = _thread.scopes
    if not scopes:
        raise InvalidArgumentError("no scope is open on this thread")
    if handle in scopes[-1]:   # one made before the scope, or on another thread, outlives it anyway
        scopes[-1].discard(handle)
        if len(scopes) > 1:
            scopes[-2].add(handle)


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
# A fork must not copy the lock while another thread holds it: take it around fork() (the C library
# runs these hooks too, through the interpreter's fork hooks).
os.register_at_fork(before=table._lock.acquire, after_in_parent=table._lock.release,
                    after_in_child=table._lock.release)
