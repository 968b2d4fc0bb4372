"""torch.nn.modules.normalization's classes at its path: the same class objects as st.nn's."""

from __future__ import annotations

from ..norm import LayerNorm, GroupNorm, RMSNorm

__all__ = ["LayerNorm", "GroupNorm", "RMSNorm"]
