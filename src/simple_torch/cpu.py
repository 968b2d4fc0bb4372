"""st.cpu: the CPU device module, as torch.cpu, with its (deprecated) amp names."""

from __future__ import annotations

import sys

from . import dtypes as _dtypes
from .amp import _legacy

amp = _legacy.names("cpu", _dtypes.bfloat16)

# `from simple_torch.cpu.amp import autocast` as `from torch.cpu.amp import autocast`: this module is no package
sys.modules[f"{__name__}.amp"] = amp

__all__ = ["amp", "is_available", "device_count"]


def is_available() -> bool:
    """Always True, as torch.cpu.is_available: the CPU is there."""
    return True


def device_count() -> int:
    """1, as torch.cpu.device_count: PyTorch counts the CPU as one device."""
    return 1
