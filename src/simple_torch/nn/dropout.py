"""Dropout."""

from __future__ import annotations

from ..errors import InvalidArgumentError
from ..tensor import Tensor
from . import functional as F
from .module import Module

__all__ = ["Dropout"]


class Dropout(Module):
    """In training, zeroes each element with probability p and scales the rest by 1 / (1 - p); in eval,
    returns its input."""

    def __init__(self, p: float = 0.5, inplace: bool = False) -> None:
        super().__init__()
        if not 0.0 <= p <= 1.0:
            raise InvalidArgumentError(f"dropout probability has to be between 0 and 1, but got {p}")
        self.p, self.inplace = p, inplace

    def forward(self, input: Tensor) -> Tensor:
        return F.dropout(input, self.p, self.training, self.inplace)

    def extra_repr(self) -> str:
        return f"p={self.p}, inplace={self.inplace}"
