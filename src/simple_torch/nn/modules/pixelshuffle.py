"""torch.nn.modules.pixelshuffle's classes at its path: the same class objects as st.nn's."""

from __future__ import annotations

from ..pixelshuffle import PixelShuffle, PixelUnshuffle

__all__ = ["PixelShuffle", "PixelUnshuffle"]
