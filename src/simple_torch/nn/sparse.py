"""Embedding and EmbeddingBag."""

from __future__ import annotations

from typing import Any

from ..autograd import no_grad
from ..creation import randn
from ..errors import UnsupportedError
from ..tensor import Tensor
from . import functional as F
from .module import Module
from .parameter import Parameter

__all__ = ["Embedding", "EmbeddingBag"]


def _padding_idx(what: str, num_embeddings: int, padding_idx: int | None, scale_grad_by_freq: bool,
                 sparse: bool) -> int | None:
    """The padding row counted from 0 (a negative one counts from the end); the options the contract lacks refused."""
    if scale_grad_by_freq or sparse:
        raise UnsupportedError(f"{what}'s scale_grad_by_freq and sparse options")
    if padding_idx is None:
        return None
    if not -num_embeddings <= padding_idx < num_embeddings:
        raise AssertionError("Padding_idx must be within num_embeddings")
    return padding_idx % num_embeddings


def _initial_weight(num_embeddings: int, embedding_dim: int, padding_idx: int | None) -> Parameter:
    """N(0, 1), the padding row zero, as PyTorch initialises an embedding table."""
    weight = Parameter(randn(num_embeddings, embedding_dim))
    if padding_idx is not None:
        with no_grad():
            weight[padding_idx] = 0.0
    return weight


class Embedding(Module):
    """A table of num_embeddings vectors of embedding_dim, initialised from N(0, 1) (the padding_idx row
    zero); forward picks the rows named by int64 indices. padding_idx's row gets no gradient; max_norm
    rescales the rows used. scale_grad_by_freq and sparse are not in the contract."""

    def __init__(self, num_embeddings: int, embedding_dim: int, padding_idx: int | None = None,
                 max_norm: float | None = None, norm_type: float = 2.0, scale_grad_by_freq: bool = False,
                 sparse: bool = False, device: Any = None, dtype: Any = None) -> None:
        super().__init__()
        padding_idx = _padding_idx("Embedding", num_embeddings, padding_idx, scale_grad_by_freq, sparse)
        self.num_embeddings, self.embedding_dim, self.padding_idx = num_embeddings, embedding_dim, padding_idx
        self.max_norm, self.norm_type = max_norm, norm_type
        self.scale_grad_by_freq, self.sparse = scale_grad_by_freq, sparse
        self.weight = _initial_weight(num_embeddings, embedding_dim, padding_idx)
        self.to(device=device, dtype=dtype)

    @classmethod
    def from_pretrained(cls, embeddings: Tensor, freeze: bool = True, padding_idx: int | None = None,
                        max_norm: float | None = None, norm_type: float = 2.0, scale_grad_by_freq: bool = False,
                        sparse: bool = False) -> "Embedding":
        """An Embedding over the 2-D embeddings themselves (not a copy), trainable unless freeze."""
        if embeddings.dim() != 2:
            raise AssertionError("Embeddings parameter is expected to be 2-dimensional")
        table = cls(embeddings.shape[0], embeddings.shape[1], padding_idx, max_norm, norm_type, scale_grad_by_freq,
                    sparse)
        table.weight = Parameter(embeddings, requires_grad=not freeze)
        return table

    def forward(self, input: Tensor) -> Tensor:
        return F.embedding(input, self.weight, self.padding_idx, self.max_norm, self.norm_type)

    def extra_repr(self) -> str:
        text = f"{self.num_embeddings}, {self.embedding_dim}"
        if self.padding_idx is not None:
            text += f", padding_idx={self.padding_idx}"
        if self.max_norm is not None:
            text += f", max_norm={self.max_norm}"
        return text


class EmbeddingBag(Module):
    """Embedding whose forward reduces each bag of rows (mode "sum", "mean" or "max") without making the rows
    first: forward(input, offsets=None, per_sample_weights=None) as F.embedding_bag. Initialised from N(0, 1), the
    padding_idx row zero."""

    def __init__(self, num_embeddings: int, embedding_dim: int, max_norm: float | None = None, norm_type: float = 2.0,
                 scale_grad_by_freq: bool = False, mode: str = "mean", sparse: bool = False,
                 _weight: Tensor | None = None, include_last_offset: bool = False, padding_idx: int | None = None,
                 device: Any = None, dtype: Any = None) -> None:
        super().__init__()
        padding_idx = _padding_idx("EmbeddingBag", num_embeddings, padding_idx, scale_grad_by_freq, sparse)
        self.num_embeddings, self.embedding_dim, self.padding_idx = num_embeddings, embedding_dim, padding_idx
        self.max_norm, self.norm_type, self.mode = max_norm, norm_type, mode
        self.scale_grad_by_freq, self.sparse, self.include_last_offset = scale_grad_by_freq, sparse, include_last_offset
        if _weight is None:
            self.weight = _initial_weight(num_embeddings, embedding_dim, padding_idx)
        else:
            if list(_weight.shape) != [num_embeddings, embedding_dim]:
                raise AssertionError("Shape of weight does not match num_embeddings and embedding_dim")
            self.weight = Parameter(_weight)
        self.to(device=device, dtype=dtype)

    @classmethod
    def from_pretrained(cls, embeddings: Tensor, freeze: bool = True, max_norm: float | None = None,
                        norm_type: float = 2.0, scale_grad_by_freq: bool = False, mode: str = "mean",
                        sparse: bool = False, include_last_offset: bool = False,
                        padding_idx: int | None = None) -> "EmbeddingBag":
        if embeddings.dim() != 2:
            raise AssertionError("Embeddings parameter is expected to be 2-dimensional")
        bag = cls(embeddings.shape[0], embeddings.shape[1], max_norm, norm_type, scale_grad_by_freq, mode, sparse,
                  embeddings, include_last_offset, padding_idx)
        bag.weight.requires_grad = not freeze
        return bag

    def forward(self, input: Tensor, offsets: Tensor | None = None,
                per_sample_weights: Tensor | None = None) -> Tensor:
        return F.embedding_bag(input, self.weight, offsets, self.max_norm, self.norm_type, self.scale_grad_by_freq,
                               self.mode, self.sparse, per_sample_weights, self.include_last_offset, self.padding_idx)

    def extra_repr(self) -> str:
        text = f"{self.num_embeddings}, {self.embedding_dim}"
        if self.max_norm is not None:
            text += f", max_norm={self.max_norm}"
        text += f", mode={self.mode!r}"
        if self.padding_idx is not None:
            text += f", padding_idx={self.padding_idx}"
        return text
