"""Conv1d, Conv2d, Conv3d, ConvTranspose1d and ConvTranspose2d."""

from __future__ import annotations

import math
from typing import Any

from ..errors import InvalidArgumentError, UnsupportedError
from ..tensor import Tensor
from . import functional as F
from .functional import _pair
from .init import uniform_values
from .module import Module
from .parameter import Parameter

__all__ = ["Conv1d", "Conv2d", "Conv3d", "ConvTranspose1d", "ConvTranspose2d"]


def _sizes(value: Any, what: str, dims: int) -> tuple[int, ...]:
    """An int or a sequence as dims sizes (PyTorch's _single, _pair and _triple)."""
    return {1: lambda: (F._single(value, what),), 2: lambda: _pair(value, what), 3: lambda: F._triple(value, what)}[dims]()


class _ConvBase(Module):
    """What convolutions and transposed convolutions share: channels split in groups, weight and bias initialised
    as PyTorch does (uniform in [-1/sqrt(fan_in), 1/sqrt(fan_in)), 0 without a fan-in), and extra_repr."""
    _dims = 2
    _shown: tuple[tuple[str, int], ...] = ()   # (sizes, default): extra_repr shows those that differ from it

    def _set_channels(self, in_channels: int, out_channels: int, groups: int) -> None:
        if groups <= 0 or in_channels % groups or out_channels % groups:
            raise InvalidArgumentError(f"in_channels {in_channels} and out_channels {out_channels} must be "
                                       f"divisible by groups {groups}")
        self.in_channels, self.out_channels, self.groups = in_channels, out_channels, groups

    def _init_parameters(self, weight_shape: tuple[int, ...], fan_in: int, bias: bool) -> None:
        bound = 1.0 / math.sqrt(fan_in) if fan_in > 0 else 0.0
        self.weight = Parameter(uniform_values(weight_shape, bound))
        self.register_parameter("bias", Parameter(uniform_values((self.out_channels,), bound)) if bias else None)

    def extra_repr(self) -> str:
        text = f"{self.in_channels}, {self.out_channels}, kernel_size={self.kernel_size}, stride={self.stride}"
        for name, default in self._shown:
            if getattr(self, name) != (default,) * self._dims:
                text += f", {name}={getattr(self, name)}"   # a padding string unquoted, as PyTorch prints it
        if self.groups != 1:
            text += f", groups={self.groups}"
        if self.bias is None:
            text += ", bias=False"
        return text


class _ConvNd(_ConvBase):
    """A convolution of dims spatial dims, weight (out_channels, in_channels / groups, *kernel), where
    fan_in = in_channels / groups * kernel size."""
    _shown = (("padding", 0), ("dilation", 1))

    def __init__(self, in_channels: int, out_channels: int, kernel_size: Any, stride: Any = 1,
                 padding: Any = 0, dilation: Any = 1, groups: int = 1, bias: bool = True,
                 padding_mode: str = "zeros", device: Any = None, dtype: Any = None) -> None:
        super().__init__()
        if padding_mode != "zeros":
            raise UnsupportedError(f"padding_mode={padding_mode!r} (the contract pads with zeros)")
        self._set_channels(in_channels, out_channels, groups)
        self.kernel_size = _sizes(kernel_size, "kernel_size", self._dims)
        self.stride, self.dilation = _sizes(stride, "stride", self._dims), _sizes(dilation, "dilation", self._dims)
        self.padding = padding if isinstance(padding, str) else _sizes(padding, "padding", self._dims)
        self.padding_mode = padding_mode
        self._init_parameters((out_channels, in_channels // groups, *self.kernel_size),
                              in_channels // groups * math.prod(self.kernel_size), bias)
        self.to(device=device, dtype=dtype)


class Conv2d(_ConvNd):
    """2-D convolution over (N, C, H, W) input, weight (out_channels, in_channels / groups, kH, kW)."""
    _dims = 2

    def forward(self, input: Tensor) -> Tensor:
        return F.conv2d(input, self.weight, self.bias, self.stride, self.padding, self.dilation, self.groups)


class Conv1d(_ConvNd):
    """1-D convolution over (N, C, L) input, weight (out_channels, in_channels / groups, k)."""
    _dims = 1

    def forward(self, input: Tensor) -> Tensor:
        padding = self.padding if isinstance(self.padding, str) else self.padding[0]
        return F.conv1d(input, self.weight, self.bias, self.stride[0], padding, self.dilation[0], self.groups)


class Conv3d(_ConvNd):
    """3-D convolution over (N, C, D, H, W) input, weight (out_channels, in_channels / groups, kD, kH, kW)."""
    _dims = 3

    def forward(self, input: Tensor) -> Tensor:
        return F.conv3d(input, self.weight, self.bias, self.stride, self.padding, self.dilation, self.groups)


class _ConvTransposeNd(_ConvBase):
    """Transposed convolution, weight (in_channels, out_channels / groups, *kernel), where
    fan_in = out_channels / groups * kernel size; forward's output_size picks the output_padding that reaches it."""
    _shown = (("padding", 0), ("output_padding", 0), ("dilation", 1))

    def __init__(self, in_channels: int, out_channels: int, kernel_size: Any, stride: Any = 1, padding: Any = 0,
                 output_padding: Any = 0, groups: int = 1, bias: bool = True, dilation: Any = 1,
                 padding_mode: str = "zeros", device: Any = None, dtype: Any = None) -> None:
        super().__init__()
        if padding_mode != "zeros":
            raise UnsupportedError(f"padding_mode={padding_mode!r} (only zeros for transposed convolutions)")
        self._set_channels(in_channels, out_channels, groups)
        dims, self.padding_mode = self._dims, padding_mode
        self.kernel_size, self.stride = _sizes(kernel_size, "kernel_size", dims), _sizes(stride, "stride", dims)
        self.padding = _sizes(padding, "padding", dims)
        self.output_padding = _sizes(output_padding, "output_padding", dims)
        self.dilation = _sizes(dilation, "dilation", dims)
        self._init_parameters((in_channels, out_channels // groups, *self.kernel_size),
                              out_channels // groups * math.prod(self.kernel_size), bias)
        self.to(device=device, dtype=dtype)

    def _output_padding(self, input: Tensor, output_size: Any) -> tuple[int, ...]:
        if output_size is None:
            return self.output_padding
        wanted = list(output_size)[-self._dims:]
        sizes = [(input.shape[-self._dims + i] - 1) * self.stride[i] - 2 * self.padding[i] +
                 self.dilation[i] * (self.kernel_size[i] - 1) + 1 for i in range(self._dims)]
        extra = tuple(w - s for w, s in zip(wanted, sizes))
        if any(e < 0 or e >= max(s, d) for e, s, d in zip(extra, self.stride, self.dilation)):
            raise ValueError(f"requested an output size of {wanted}, but valid sizes range from {sizes} to "
                             f"{[s + max(st, d) - 1 for s, st, d in zip(sizes, self.stride, self.dilation)]}")
        return extra


class ConvTranspose1d(_ConvTransposeNd):
    _dims = 1

    def forward(self, input: Tensor, output_size: Any = None) -> Tensor:
        return F.conv_transpose1d(input, self.weight, self.bias, self.stride[0], self.padding[0],
                                  self._output_padding(input, output_size)[0], self.groups, self.dilation[0])


class ConvTranspose2d(_ConvTransposeNd):
    _dims = 2

    def forward(self, input: Tensor, output_size: Any = None) -> Tensor:
        return F.conv_transpose2d(input, self.weight, self.bias, self.stride, self.padding,
                                  self._output_padding(input, output_size), self.groups, self.dilation)
