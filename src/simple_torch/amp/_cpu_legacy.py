"""st.cpu.amp: PyTorch's deprecated torch.cpu.amp names, still called by real code; each warns as PyTorch's does
and is st.amp's with device "cpu"."""

from __future__ import annotations

import warnings

from .. import dtypes
from . import GradScaler as _GradScaler
from . import autocast as _autocast

__all__ = ["autocast", "GradScaler"]


class autocast(_autocast):
    """torch.cpu.amp.autocast(enabled, dtype, cache_enabled): st.amp.autocast("cpu", ...)."""

    def __init__(self, enabled: bool = True, dtype: dtypes.dtype = dtypes.bfloat16, cache_enabled: bool = True) -> None:
        warnings.warn("`torch.cpu.amp.autocast(args...)` is deprecated. Please use `torch.amp.autocast('cpu', "
                      "args...)` instead.", FutureWarning, stacklevel=2)
        super().__init__("cpu", enabled=enabled, dtype=dtype, cache_enabled=cache_enabled)


class GradScaler(_GradScaler):
    """torch.cpu.amp.GradScaler(...): st.amp.GradScaler("cpu", ...)."""

    def __init__(self, init_scale: float = 2.0**16, growth_factor: float = 2.0, backoff_factor: float = 0.5,
                 growth_interval: int = 2000, enabled: bool = True) -> None:
        warnings.warn("`torch.cpu.amp.GradScaler(args...)` is deprecated. Please use `torch.amp.GradScaler('cpu', "
                      "args...)` instead.", FutureWarning, stacklevel=2)
        super().__init__("cpu", init_scale, growth_factor, backoff_factor, growth_interval, enabled)
