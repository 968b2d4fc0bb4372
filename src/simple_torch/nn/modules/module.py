"""torch.nn.modules.module's classes at its path: the same class objects as st.nn's."""

from __future__ import annotations

from ..module import Module

__all__ = ["Module"]
