"""torch.nn.modules.flatten's classes at its path: the same class objects as st.nn's."""

from __future__ import annotations

from ..flatten import Flatten

__all__ = ["Flatten"]
