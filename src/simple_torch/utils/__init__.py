"""st.utils: as torch.utils (data loading, DLPack exchange, activation checkpointing's API)."""

from __future__ import annotations

from . import checkpoint, data, dlpack

__all__ = ["checkpoint", "data", "dlpack"]
