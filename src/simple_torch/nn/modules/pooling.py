"""torch.nn.modules.pooling's classes at its path: the same class objects as st.nn's."""

from __future__ import annotations

from ..pooling import (MaxPool2d, AvgPool2d, AdaptiveAvgPool2d, MaxPool1d, AvgPool1d, AdaptiveAvgPool1d,
                       AdaptiveMaxPool1d, AdaptiveMaxPool2d)

__all__ = ["MaxPool2d", "AvgPool2d", "AdaptiveAvgPool2d", "MaxPool1d", "AvgPool1d", "AdaptiveAvgPool1d",
           "AdaptiveMaxPool1d", "AdaptiveMaxPool2d"]
