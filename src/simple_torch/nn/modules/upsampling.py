"""torch.nn.modules.upsampling's classes at its path: the same class objects as st.nn's."""

from __future__ import annotations

from ..pooling import Upsample

__all__ = ["Upsample"]
