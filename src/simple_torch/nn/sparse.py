"""Embedding."""

from __future__ import annotations

from typing import Any

from ..creation import randn
from ..errors import UnsupportedError
from ..tensor import Tensor
from . import functional as F
from .module import Module
from .parameter import Parameter

__all__ = ["Embedding"]


class Embedding(Module):
    """A table of num_embeddings vectors of embedding_dim, initialised from N(0, 1); forward picks the
    rows named by int64 indices. padding_idx, max_norm and the sparse options are not in the contract."""

    def __init__(self, num_embeddings: int, embedding_dim: int, padding_idx: int | None = None,
                 max_norm: float | None = None, norm_type: float = 2.0, scale_grad_by_freq: bool = False,
                 sparse: bool = False, device: Any = None, dtype: Any = None) -> None:
        super().__init__()
        if padding_idx is not None or max_norm is not None or scale_grad_by_freq or sparse:
            raise UnsupportedError("Embedding's padding_idx, max_norm, scale_grad_by_freq and sparse options")
        self.num_embeddings, self.embedding_dim = num_embeddings, embedding_dim
        self.weight = Parameter(randn(num_embeddings, embedding_dim))
        self.to(device=device, dtype=dtype)

    def forward(self, input: Tensor) -> Tensor:
        return F.embedding(input, self.weight)

    def extra_repr(self) -> str:
        return f"{self.num_embeddings}, {self.embedding_dim}"
