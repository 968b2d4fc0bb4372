"""st.cpu.amp and st.cuda.amp: PyTorch's deprecated torch.cpu.amp and torch.cuda.amp names, still called by real
code; each warns as PyTorch's does and is st.amp's with its device (without CUDA: autocast and the scaler turn
themselves off, with PyTorch's warnings)."""

from __future__ import annotations

import types
import warnings

from .. import dtypes
from . import GradScaler as _GradScaler
from . import autocast as _autocast


def names(device: str, default_dtype: dtypes.dtype) -> types.ModuleType:
    """The module torch.<device>.amp: its autocast and GradScaler."""
    module = types.ModuleType(f"simple_torch.{device}.amp", f"torch.{device}.amp's deprecated names")

    class autocast(_autocast):
        def __init__(self, enabled: bool = True, dtype: dtypes.dtype = default_dtype,
                     cache_enabled: bool = True) -> None:
            warnings.warn(f"`torch.{device}.amp.autocast(args...)` is deprecated. Please use "
                          f"`torch.amp.autocast('{device}', args...)` instead.", FutureWarning, stacklevel=2)
            super().__init__(device, enabled=enabled, dtype=dtype, cache_enabled=cache_enabled)

    class GradScaler(_GradScaler):
        def __init__(self, init_scale: float = 2.0**16, growth_factor: float = 2.0, backoff_factor: float = 0.5,
                     growth_interval: int = 2000, enabled: bool = True) -> None:
            warnings.warn(f"`torch.{device}.amp.GradScaler(args...)` is deprecated. Please use "
                          f"`torch.amp.GradScaler('{device}', args...)` instead.", FutureWarning, stacklevel=2)
            super().__init__(device, init_scale, growth_factor, backoff_factor, growth_interval, enabled)

    for cls in (autocast, GradScaler):
        cls.__module__, cls.__qualname__ = module.__name__, cls.__name__
        cls.__doc__ = f"torch.{device}.amp.{cls.__name__}(...): st.amp.{cls.__name__}({device!r}, ...)."
        setattr(module, cls.__name__, cls)
    module.__all__ = ["autocast", "GradScaler"]
    return module
