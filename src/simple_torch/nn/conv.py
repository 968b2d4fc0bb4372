"""Conv1d, Conv2d, ConvTranspose1d and ConvTranspose2d."""

from __future__ import annotations

import math
from typing import Any

from ..errors import InvalidArgumentError, UnsupportedError
from ..tensor import Tensor
from . import functional as F
from .functional import IntPair, _pair
from .init import uniform_values
from .module import Module
from .parameter import Parameter

__all__ = ["Conv1d", "Conv2d", "ConvTranspose1d", "ConvTranspose2d"]


class Conv2d(Module):
    """2-D convolution over (N, C, H, W) input, weight (out_channels, in_channels / groups, kH, kW).

    Initialised as PyTorch does: weight and bias uniform in [-1/sqrt(fan_in), 1/sqrt(fan_in)), where
    fan_in = in_channels / groups * kH * kW.
    """

    def __init__(self, in_channels: int, out_channels: int, kernel_size: IntPair, stride: IntPair = 1,
                 padding: IntPair | str = 0, dilation: IntPair = 1, groups: int = 1, bias: bool = True,
                 padding_mode: str = "zeros", device: Any = None, dtype: Any = None) -> None:
        super().__init__()
        if padding_mode != "zeros":
            raise UnsupportedError(f"padding_mode={padding_mode!r} (the contract pads with zeros)")
        if groups <= 0 or in_channels % groups or out_channels % groups:
            raise InvalidArgumentError(f"in_channels {in_channels} and out_channels {out_channels} must be "
                                       f"divisible by groups {groups}")
        self.in_channels, self.out_channels, self.groups = in_channels, out_channels, groups
        self.kernel_size = _pair(kernel_size, "kernel_size")
        self.stride, self.dilation = _pair(stride, "stride"), _pair(dilation, "dilation")
        self.padding = padding if isinstance(padding, str) else _pair(padding, "padding")
        self.padding_mode = padding_mode
        fan_in = in_channels // groups * math.prod(self.kernel_size)
        bound = 1.0 / math.sqrt(fan_in) if fan_in > 0 else 0.0
        self.weight = Parameter(uniform_values((out_channels, in_channels // groups, *self.kernel_size), bound))
        self.register_parameter("bias", Parameter(uniform_values((out_channels,), bound)) if bias else None)
        self.to(device=device, dtype=dtype)

    def forward(self, input: Tensor) -> Tensor:
        return F.conv2d(input, self.weight, self.bias, self.stride, self.padding, self.dilation, self.groups)

    def extra_repr(self) -> str:
        text = f"{self.in_channels}, {self.out_channels}, kernel_size={self.kernel_size}, stride={self.stride}"
        if self.padding != (0, 0):
            text += f", padding={self.padding!r}" if isinstance(self.padding, str) else f", padding={self.padding}"
        if self.dilation != (1, 1):
            text += f", dilation={self.dilation}"
        if self.groups != 1:
            text += f", groups={self.groups}"
        if self.bias is None:
            text += ", bias=False"
        return text


class Conv1d(Module):
    """1-D convolution over (N, C, L) input, weight (out_channels, in_channels / groups, k), initialised as
    PyTorch does (uniform in +-1/sqrt(in_channels / groups * k))."""

    def __init__(self, in_channels: int, out_channels: int, kernel_size: int | tuple[int],
                 stride: int | tuple[int] = 1, padding: int | tuple[int] | str = 0, dilation: int | tuple[int] = 1,
                 groups: int = 1, bias: bool = True, padding_mode: str = "zeros", device: Any = None,
                 dtype: Any = None) -> None:
        super().__init__()
        if padding_mode != "zeros":
            raise UnsupportedError(f"padding_mode={padding_mode!r} (the contract pads with zeros)")
        if groups <= 0 or in_channels % groups or out_channels % groups:
            raise InvalidArgumentError(f"in_channels {in_channels} and out_channels {out_channels} must be "
                                       f"divisible by groups {groups}")
        self.in_channels, self.out_channels, self.groups = in_channels, out_channels, groups
        self.kernel_size = (F._single(kernel_size, "kernel_size"),)
        self.stride, self.dilation = (F._single(stride, "stride"),), (F._single(dilation, "dilation"),)
        self.padding = padding if isinstance(padding, str) else (F._single(padding, "padding"),)
        self.padding_mode = padding_mode
        fan_in = in_channels // groups * self.kernel_size[0]
        bound = 1.0 / math.sqrt(fan_in) if fan_in > 0 else 0.0
        self.weight = Parameter(uniform_values((out_channels, in_channels // groups, self.kernel_size[0]), bound))
        self.register_parameter("bias", Parameter(uniform_values((out_channels,), bound)) if bias else None)
        self.to(device=device, dtype=dtype)

    def forward(self, input: Tensor) -> Tensor:
        padding = self.padding if isinstance(self.padding, str) else self.padding[0]
        return F.conv1d(input, self.weight, self.bias, self.stride[0], padding, self.dilation[0], self.groups)

    def extra_repr(self) -> str:
        text = f"{self.in_channels}, {self.out_channels}, kernel_size={self.kernel_size}, stride={self.stride}"
        if self.padding != (0,):
            text += f", padding={self.padding!r}" if isinstance(self.padding, str) else f", padding={self.padding}"
        if self.dilation != (1,):
            text += f", dilation={self.dilation}"
        if self.groups != 1:
            text += f", groups={self.groups}"
        if self.bias is None:
            text += ", bias=False"
        return text


class _ConvTransposeNd(Module):
    """Transposed convolution, weight (in_channels, out_channels / groups, *kernel), initialised as PyTorch
    does (uniform in +-1/sqrt(out_channels / groups * kernel size)); forward's output_size picks the
    output_padding that reaches it."""
    _dims = 2

    def __init__(self, in_channels: int, out_channels: int, kernel_size: Any, stride: Any = 1, padding: Any = 0,
                 output_padding: Any = 0, groups: int = 1, bias: bool = True, dilation: Any = 1,
                 padding_mode: str = "zeros", device: Any = None, dtype: Any = None) -> None:
        super().__init__()
        if padding_mode != "zeros":
            raise UnsupportedError(f"padding_mode={padding_mode!r} (only zeros for transposed convolutions)")
        if groups <= 0 or in_channels % groups or out_channels % groups:
            raise InvalidArgumentError(f"in_channels {in_channels} and out_channels {out_channels} must be "
                                       f"divisible by groups {groups}")
        tuple_of = (lambda v, n: (F._single(v, n),)) if self._dims == 1 else _pair
        self.in_channels, self.out_channels, self.groups, self.padding_mode = in_channels, out_channels, groups, \
            padding_mode
        self.kernel_size, self.stride = tuple_of(kernel_size, "kernel_size"), tuple_of(stride, "stride")
        self.padding, self.output_padding = tuple_of(padding, "padding"), tuple_of(output_padding, "output_padding")
        self.dilation = tuple_of(dilation, "dilation")
        fan_in = out_channels // groups * math.prod(self.kernel_size)
        bound = 1.0 / math.sqrt(fan_in) if fan_in > 0 else 0.0
        self.weight = Parameter(uniform_values((in_channels, out_channels // groups, *self.kernel_size), bound))
        self.register_parameter("bias", Parameter(uniform_values((out_channels,), bound)) if bias else None)
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

    def extra_repr(self) -> str:
        text = f"{self.in_channels}, {self.out_channels}, kernel_size={self.kernel_size}, stride={self.stride}"
        for name, default in (("padding", 0), ("output_padding", 0), ("dilation", 1)):
            if getattr(self, name) != (default,) * self._dims:
                text += f", {name}={getattr(self, name)}"
        if self.groups != 1:
            text += f", groups={self.groups}"
        if self.bias is None:
            text += ", bias=False"
        return text


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
