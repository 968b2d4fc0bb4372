"""torch.nn.modules.fold's classes at its path: the same class objects as st.nn's."""

from __future__ import annotations

from ..fold import Fold, Unfold

__all__ = ["Fold", "Unfold"]
