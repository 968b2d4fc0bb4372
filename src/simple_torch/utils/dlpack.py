"""st.utils.dlpack: DLPack 1.x exchange with NumPy, PyTorch or any producer, as torch.utils.dlpack; zero copy.

Written over the C ABI's section 29 (rt_torch_tensor_to_dlpack_versioned and friends): a capsule carries the
struct as Python's __dlpack__ protocol says (named "dltensor_versioned", or "dltensor" for the legacy struct, and
renamed "used_..." by the consumer that takes it). A capsule no consumer took gives its struct back to the
producer when it is collected.
"""

from __future__ import annotations

from typing import Any

from .. import calls
from ..abi.dlpack import VERSION, capsule_kind, take
from ..dlpack_export import export_capsule

__all__ = ["from_dlpack", "to_dlpack"]


def from_dlpack(ext_tensor: Any):
    """A Tensor over the memory of ext_tensor (an object with __dlpack__, or a DLPack capsule), as
    torch.from_dlpack; read-only memory is copied (see section 29 of the spec)."""
    capsule = ext_tensor
    if hasattr(ext_tensor, "__dlpack__"):
        try:
            capsule = ext_tensor.__dlpack__(max_version=VERSION)
        except TypeError:   # a producer from before DLPack 1.0 takes no max_version
            capsule = ext_tensor.__dlpack__()
    versioned = capsule_kind(capsule)
    if versioned is None:
        raise TypeError(f"from_dlpack needs an object with __dlpack__ or an unconsumed DLPack capsule, got "
                        f"{type(ext_tensor).__name__}")
    address = take(capsule, versioned)   # the import takes the struct over, failing or not
    importer = calls.tensor_from_dlpack_versioned if versioned else calls.tensor_from_dlpack_legacy
    return importer(address)


def to_dlpack(tensor) -> object:
    """A legacy "dltensor" capsule over tensor's memory, as torch.utils.dlpack.to_dlpack."""
    return export_capsule(tensor, versioned=False)
