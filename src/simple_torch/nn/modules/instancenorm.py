"""torch.nn.modules.instancenorm's classes at its path: the same class objects as st.nn's."""

from __future__ import annotations

from ..norm import InstanceNorm1d, InstanceNorm2d

__all__ = ["InstanceNorm1d", "InstanceNorm2d"]
