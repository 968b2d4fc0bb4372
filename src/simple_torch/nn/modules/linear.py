"""torch.nn.modules.linear's classes at its path: the same class objects as st.nn's."""

from __future__ import annotations

from ..linear import Linear, Identity, NonDynamicallyQuantizableLinear

__all__ = ["Linear", "Identity"]   # PyTorch's too: NonDynamicallyQuantizableLinear is importable, not listed
