"""torch.nn.modules.sparse's classes at its path: the same class objects as st.nn's."""

from __future__ import annotations

from ..sparse import Embedding, EmbeddingBag

__all__ = ["Embedding", "EmbeddingBag"]
