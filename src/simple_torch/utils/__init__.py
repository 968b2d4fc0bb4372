"""st.utils: as torch.utils (data loading, DLPack exchange)."""

from __future__ import annotations

from . import data, dlpack

__all__ = ["data", "dlpack"]
