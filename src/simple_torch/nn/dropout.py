"""Dropout, and the channel-wise Dropout1d, Dropout2d and Dropout3d."""

from __future__ import annotations

from ..errors import InvalidArgumentError
from ..tensor import Tensor
from . import functional as F
from .module import Module

__all__ = ["Dropout", "Dropout1d", "Dropout2d", "Dropout3d"]


class _DropoutNd(Module):
    def __init__(self, p: float = 0.5, inplace: bool = False) -> None:
        super().__init__()
        if p < 0 or p > 1:
            raise InvalidArgumentError(f"dropout probability has to be between 0 and 1, but got {p}")
        self.p, self.inplace = p, inplace

    def extra_repr(self) -> str:
        return f"p={self.p}, inplace={self.inplace}"


class Dropout(_DropoutNd):
    """In training, zeroes each element with probability p and scales the rest by 1 / (1 - p); in eval,
    returns its input."""

    def forward(self, input: Tensor) -> Tensor:
        return F.dropout(input, self.p, self.training, self.inplace)


class Dropout1d(_DropoutNd):
    """In training, zeroes whole channels of (N, C, L) or (C, L) input, each with probability p, and scales the
    rest by 1 / (1 - p); in eval, returns its input."""

    def forward(self, input: Tensor) -> Tensor:
        return F.dropout1d(input, self.p, self.training, self.inplace)


class Dropout2d(_DropoutNd):
    """In training, zeroes whole channels of (N, C, H, W) input, each with probability p, and scales the rest by
    1 / (1 - p); in eval, returns its input. A 3-D input is taken as (N, C, L), with PyTorch's warning."""

    def forward(self, input: Tensor) -> Tensor:
        return F.dropout2d(input, self.p, self.training, self.inplace)


class Dropout3d(_DropoutNd):
    """In training, zeroes whole channels of (N, C, D, H, W) or (C, D, H, W) input, each with probability p,
    and scales the rest by 1 / (1 - p); in eval, returns its input."""

    def forward(self, input: Tensor) -> Tensor:
        return F.dropout3d(input, self.p, self.training, self.inplace)
