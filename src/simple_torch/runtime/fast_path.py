"""The native fast path as the runtime sees it: whether it is on (and why not), and the per-thread switch
that sends a thread's calls to the Python path while it is inside an autocast region (whose casts the runtime
makes). clib/entry.py turns it on when the library runs on the torch backend; see clib/native.h."""

from __future__ import annotations

ENV = "SIMPLE_TORCH_FAST_PATH"   # "0" turns it off

_native = None   # clib/entry.py's NativeTable once on
_why_off = "the runtime was not loaded through the C library"


def describe() -> str:
    return "on" if _native is not None else f"off: {_why_off}"


def turn_on(native) -> None:
    global _native
    _native = native


def turn_off(reason: str) -> None:
    global _why_off
    _why_off = reason


def default_device(device: int) -> None:
    """The runtime's default device changed: the fast path makes tensors only while it is the CPU."""
    if _native is not None:
        _native.default_device(device)


def block(delta: int) -> None:
    """+1 when this thread enters a region whose calls must take the Python path, -1 when it leaves it."""
    if _native is not None:
        _native.block(delta)
