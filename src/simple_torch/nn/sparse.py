"""Embedding."""

from __future__ import annotations

from typing import Any

from ..autograd import no_grad
from ..creation import randn
from ..errors import UnsupportedError
from ..tensor import Tensor
from . import functional as F
from .module import Module
from .parameter import Parameter

__all__ = ["Embedding"]


class Embedding(Module):
    """A table of num_embeddings vectors of embedding_dim, initialised from N(0, 1) (the padding_idx row
    zero); forward picks the rows named by int64 indices. padding_idx's row gets no gradient; max_norm
    rescales the rows used. scale_grad_by_freq and sparse are not in the contract."""

    def __init__(self, num_embeddings: int, embedding_dim: int, padding_idx: int | None = None,
                 max_norm: float | None = None, norm_type: float = 2.0, scale_grad_by_freq: bool = False,
                 sparse: bool = False, device: Any = None, dtype: Any = None) -> None:
        super().__init__()
        if scale_grad_by_freq or sparse:
            raise UnsupportedError("Embedding's scale_grad_by_freq and sparse options")
        if padding_idx is not None:
            if not -num_embeddings <= padding_idx < num_embeddings:
                raise AssertionError("Padding_idx must be within num_embeddings")
            padding_idx %= num_embeddings
        self.num_embeddings, self.embedding_dim, self.padding_idx = num_embeddings, embedding_dim, padding_idx
        self.max_norm, self.norm_type = max_norm, norm_type
        self.scale_grad_by_freq, self.sparse = scale_grad_by_freq, sparse
        self.weight = Parameter(randn(num_embeddings, embedding_dim))
        if padding_idx is not None:
            with no_grad():
                self.weight[padding_idx] = 0.0
        self.to(device=device, dtype=dtype)

    def forward(self, input: Tensor) -> Tensor:
        return F.embedding(input, self.weight, self.padding_idx, self.max_norm, self.norm_type)

    def extra_repr(self) -> str:
        text = f"{self.num_embeddings}, {self.embedding_dim}"
        if self.padding_idx is not None:
            text += f", padding_idx={self.padding_idx}"
        if self.max_norm is not None:
            text += f", max_norm={self.max_norm}"
        return text
