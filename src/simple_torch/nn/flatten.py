"""Flatten."""

from __future__ import annotations

from ..tensor import Tensor
from .module import Module

__all__ = ["Flatten"]


class Flatten(Module):
    """Merges dims start_dim..end_dim; by default every dim but the batch dim."""

    def __init__(self, start_dim: int = 1, end_dim: int = -1) -> None:
        super().__init__()
        self.start_dim, self.end_dim = start_dim, end_dim

    def forward(self, input: Tensor) -> Tensor:
        return input.flatten(self.start_dim, self.end_dim)

    def extra_repr(self) -> str:
        return f"start_dim={self.start_dim}, end_dim={self.end_dim}"
