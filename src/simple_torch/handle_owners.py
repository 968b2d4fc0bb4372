"""Owners of the runtime's other handles (`rt_handle`: a stream, an optimizer, a schedule, a generator, a loaded
model, a safetensors file, a gradient scaler, a collective's work, a data loader), as a Tensor owns its `rt_tensor`.

calls.py's defs take an owner where C takes an rt_handle and return one where C makes one, so Tier 3 classes hold
owners, never integers. calls.py declares one subclass of RuntimeHandle per kind (generated from the spec, see
abi/handle_kinds.py), naming the function that frees it. An owner frees its handle once: when it is collected,
through errors.release (which leaves an error waiting to be read as it is, and never raises at interpreter exit),
or before, when calls.py's free def of its kind is given it.
"""

from __future__ import annotations

from typing import Callable, TypeVar

from .errors import release

__all__ = ["RuntimeHandle", "handle_of", "freeing"]


class RuntimeHandle:
    """Owns one rt_handle of the kind its subclass declares; frees it when collected, unless freed before."""
    __slots__ = ("_handle", "_owned")
    free_function: Callable[[int], int]   # the kind's rt_torch_*_free, set by each subclass

    def __init__(self, handle: int) -> None:
        self._handle = handle
        self._owned = True   # until freed

    @property
    def handle(self) -> int:
        """The integer handle, for the C library: valid while this owner lives and has not been freed."""
        return self._handle

    def __del__(self, _release: Callable = release) -> None:   # bound now: it runs at interpreter exit too
        if self._owned:
            self._owned = False
            _release(self.free_function, self._handle)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self._handle}{'' if self._owned else ' freed'}>"


Kind = TypeVar("Kind", bound=RuntimeHandle)


def handle_of(owner: Kind | None, kind: type[Kind], what: str) -> int:
    """owner's handle (0 for None, which the runtime takes as "none" where a function takes none); a TypeError
    for what is no owner of the kind, as calls.py's defs give for what is no Tensor."""
    if owner is None:
        return 0
    if type(owner) is kind:
        return owner._handle
    article = "an" if kind.__name__[0] in "AEIOU" else "a"
    raise TypeError(f"{what} must be {article} {kind.__name__}, not {type(owner).__name__}")


def freeing(owner: Kind | None, kind: type[Kind], what: str) -> int:
    """handle_of, for the call that frees the handle: the owner will not free it again when collected. A second
    free passes the freed handle on, and the runtime's InvalidHandleError says it was freed, as from C."""
    handle = handle_of(owner, kind, what)
    if owner is not None:
        owner._owned = False
    return handle
