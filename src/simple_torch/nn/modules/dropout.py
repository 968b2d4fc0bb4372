"""torch.nn.modules.dropout's classes at its path: the same class objects as st.nn's."""

from __future__ import annotations

from ..dropout import Dropout, Dropout1d, Dropout2d, Dropout3d

__all__ = ["Dropout", "Dropout1d", "Dropout2d", "Dropout3d"]
