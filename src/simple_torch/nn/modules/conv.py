"""torch.nn.modules.conv's classes at its path: the same class objects as st.nn's."""

from __future__ import annotations

from ..conv import Conv1d, Conv2d, Conv3d, ConvTranspose1d, ConvTranspose2d

__all__ = ["Conv1d", "Conv2d", "Conv3d", "ConvTranspose1d", "ConvTranspose2d"]
