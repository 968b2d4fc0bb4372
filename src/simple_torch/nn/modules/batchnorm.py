"""torch.nn.modules.batchnorm's classes at its path: the same class objects as st.nn's."""

from __future__ import annotations

from ..norm import BatchNorm1d, BatchNorm2d, BatchNorm3d

__all__ = ["BatchNorm1d", "BatchNorm2d", "BatchNorm3d"]
