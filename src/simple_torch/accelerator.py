"""st.accelerator: PyTorch's device-agnostic queries (torch.accelerator), over the runtime's CUDA queries,
CUDA being the only accelerator the contract knows. Without one, current_accelerator() is None."""

from __future__ import annotations

from . import calls
from .devices import device

__all__ = ["current_accelerator", "is_available", "device_count"]


def is_available() -> bool:
    """True when an accelerator (a CUDA device) can be used."""
    return calls.cuda_available()


def device_count() -> int:
    """Number of accelerator devices (0 without one)."""
    return calls.cuda_device_count() if is_available() else 0


def current_accelerator(check_available: bool = False) -> device | None:
    """device('cuda') when a CUDA device can be used, else None. check_available is accepted for PyTorch's
    signature: the contract cannot tell a CUDA build without a device from a CPU build, so both give None."""
    return device("cuda") if is_available() else None

