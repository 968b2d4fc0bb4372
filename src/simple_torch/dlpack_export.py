"""A DLPack capsule over a tensor's memory: what Tensor.__dlpack__ and st.utils.dlpack.to_dlpack hand out (over the
C ABI's section 29; simple_torch.abi.dlpack holds the capsule's struct)."""

from __future__ import annotations

from typing import Any

from . import calls
from .abi.dlpack import FLAG_IS_COPIED, call_deleter, to_capsule, view

__all__ = ["export_capsule"]


def export_capsule(tensor: Any, versioned: bool, copy: bool | None = None) -> object:
    """A capsule over tensor's memory (copy=True: over a copy, flagged IS_COPIED; copy=False: BufferError where the
    library would copy). The struct is the capsule's until a consumer takes it."""
    source = calls.tensor_clone(tensor) if copy else tensor   # a copy's struct holds its memory: source may go
    exporter = calls.tensor_to_dlpack_versioned if versioned else calls.tensor_to_dlpack_legacy
    address = exporter(source)
    struct = view(address, versioned)
    if versioned and copy:
        struct.flags |= FLAG_IS_COPIED
    if versioned and copy is False and struct.flags & FLAG_IS_COPIED:
        call_deleter(address, versioned)
        raise BufferError("copy=False, but this tensor's memory cannot be lent without a copy (a lazy conjugate or "
                          "negation)")
    return to_capsule(address, versioned, owning=True)
