"""Unfold and Fold: sliding blocks of an image as columns (im2col) and back (col2im)."""

from __future__ import annotations

from ..tensor import Tensor
from . import functional as F
from .functional import IntPair
from .module import Module

__all__ = ["Unfold", "Fold"]


class Unfold(Module):
    """The sliding blocks of (N, C, H, W) input as the columns of (N, C * kh * kw, L)."""

    def __init__(self, kernel_size: IntPair, dilation: IntPair = 1, padding: IntPair = 0, stride: IntPair = 1) -> None:
        super().__init__()
        self.kernel_size = kernel_size
        self.dilation = dilation
        self.padding = padding
        self.stride = stride

    def forward(self, input: Tensor) -> Tensor:
        return F.unfold(input, self.kernel_size, self.dilation, self.padding, self.stride)

    def extra_repr(self) -> str:
        return f"kernel_size={self.kernel_size}, dilation={self.dilation}, padding={self.padding}, stride={self.stride}"


class Fold(Module):
    """The columns of (N, C * kh * kw, L) input summed back into (N, C, *output_size): Unfold's adjoint."""

    def __init__(self, output_size: IntPair, kernel_size: IntPair, dilation: IntPair = 1, padding: IntPair = 0,
                 stride: IntPair = 1) -> None:
        super().__init__()
        self.output_size = output_size
        self.kernel_size = kernel_size
        self.dilation = dilation
        self.padding = padding
        self.stride = stride

    def forward(self, input: Tensor) -> Tensor:
        return F.fold(input, self.output_size, self.kernel_size, self.dilation, self.padding, self.stride)

    def extra_repr(self) -> str:
        return (f"output_size={self.output_size}, kernel_size={self.kernel_size}, dilation={self.dilation}, "
                f"padding={self.padding}, stride={self.stride}")
