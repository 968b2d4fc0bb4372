"""st.cuda.amp: PyTorch's deprecated torch.cuda.amp names, still called by real code; each warns as PyTorch's does
and is st.amp's with device "cuda" (without CUDA: autocast and the scaler turn themselves off, with PyTorch's
warnings)."""

from __future__ import annotations

import warnings

from .. import dtypes
from . import GradScaler as _GradScaler
from . import autocast as _autocast

__all__ = ["autocast", "GradScaler"]


class autocast(_autocast):
    """torch.cuda.amp.autocast(enabled, dtype, cache_enabled): st.amp.autocast("cuda", ...)."""

    def __init__(self, enabled: bool = True, dtype: dtypes.dtype = dtypes.float16, cache_enabled: bool = True) -> None:
        warnings.warn("`torch.cuda.amp.autocast(args...)` is deprecated. Please use `torch.amp.autocast('cuda', "
                      "args...)` instead.", FutureWarning, stacklevel=2)
        super().__init__("cuda", enabled=enabled, dtype=dtype, cache_enabled=cache_enabled)


class GradScaler(_GradScaler):
    """torch.cuda.amp.GradScaler(...): st.amp.GradScaler("cuda", ...)."""

    def __init__(self, init_scale: float = 2.0**16, growth_factor: float = 2.0, backoff_factor: float = 0.5,
                 growth_interval: int = 2000, enabled: bool = True) -> None:
        warnings.warn("`torch.cuda.amp.GradScaler(args...)` is deprecated. Please use `torch.amp.GradScaler('cuda', "
                      "args...)` instead.", FutureWarning, stacklevel=2)
        super().__init__("cuda", init_scale, growth_factor, backoff_factor, growth_interval, enabled)
