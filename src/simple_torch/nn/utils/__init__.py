"""st.nn.utils: gradient clipping, as torch.nn.utils."""

from __future__ import annotations

from .clip_grad import clip_grad_norm_, clip_grad_value_, clip_grad_norm, clip_grad_value

__all__ = ["clip_grad_norm_", "clip_grad_value_", "clip_grad_norm", "clip_grad_value"]
