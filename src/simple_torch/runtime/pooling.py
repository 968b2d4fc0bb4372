"""Section 9: pooling with all of PyTorch's options — max pooling with dilation, ceil_mode and
indices, average pooling with ceil_mode, count_include_pad and divisor_override, adaptive average and max
pooling to any output size.

Every argument is checked here, in PyTorch's terms, so both backends fail alike; the backends get only
valid windows. The 1-D forms are the 2-D ones over a height of 1 (views in and out, so gradients follow;
the flat index in a plane of height 1 is the position along L).
"""

from __future__ import annotations

from ..abi.enums import DTYPE_KIND, Dtype, Kind
from ..abi.errors import DtypeError, InvalidArgumentError, ShapeError
from . import args
from .args import new, tensor
from .entry import export
from .startup import backend


# the dtypes each pooling takes (PyTorch's CPU kernels): max pooling orders integers too, average pooling
# also divides int64, adaptive pooling takes floating types alone
def _max_dtype(dtype: Dtype) -> bool:
    return DTYPE_KIND[dtype] in (Kind.integer, Kind.floating)


def _avg_dtype(dtype: Dtype) -> bool:
    return DTYPE_KIND[dtype] == Kind.floating or dtype == Dtype.int64


def _adaptive_dtype(dtype: Dtype) -> bool:
    return DTYPE_KIND[dtype] == Kind.floating


def _input(x, what: str, spatial: int, takes, empty_channels: bool = False):
    """(backend, tensor) of an (N, C, *spatial) or (C, *spatial) input of a dtype the pooling takes, whose
    sizes but the batch are not 0 (PyTorch's adaptive average pooling also allows no channels)."""
    b, t = backend(), tensor(x)
    shape, dtype = b.shape(t), Dtype(b.dtype(t))
    if len(shape) not in (spatial + 1, spatial + 2):
        raise ShapeError(f"{what} expects a {spatial + 1}-D or {spatial + 2}-D (batch mode) input, got shape "
                         f"{list(shape)}")
    if not takes(dtype):
        raise DtypeError(f"{what} is not implemented for {dtype.name}")
    first = len(shape) - spatial - (0 if empty_channels else 1)
    if 0 in shape[first:]:
        raise ShapeError(f"{what} expects sizes other than the batch to be non-zero, got shape {list(shape)}")
    return b, t


def _single(value, what: str, least: int) -> int:
    """A 1-D size in [least, args.PAIR_MAX] (PyTorch's pooling kernels index with int32)."""
    v = args.at_least(value, what, least)
    if v > args.PAIR_MAX:
        raise InvalidArgumentError(f"{what} is {v}; it must be at most {args.PAIR_MAX}")
    return v


def _check_windows(what: str, sizes, kernel, stride, padding, dilation, ceil_mode: bool) -> None:
    """PyTorch's checks of pooling windows: padding at most half the kernel, output sizes of at least 1; and
    every window over some input element (PyTorch returns -inf and an index outside the plane for a window
    that dilation makes skip the input, so such windows are refused)."""
    if any(p > k // 2 for p, k in zip(padding, kernel)):
        raise InvalidArgumentError(f"{what}: padding {list(padding)} must be at most half of kernel "
                                   f"{list(kernel)}")
    out = []
    for size, k, s, p, d in zip(sizes, kernel, stride, padding, dilation):
        o = (size + 2 * p - d * (k - 1) - 1 + (s - 1 if ceil_mode else 0)) // s + 1
        if ceil_mode and (o - 1) * s >= size + p:   # the last window must start inside the input or left padding
            o -= 1
        out.append(o)
    if min(out) < 1:
        raise ShapeError(f"{what}: input sizes {list(sizes)} with kernel {list(kernel)}, stride {list(stride)}, "
                         f"padding {list(padding)} and dilation {list(dilation)} give output sizes {out}, too small")
    for size, o, k, s, p, d in zip(sizes, out, kernel, stride, padding, dilation):
        if d > 1 and p > 0:   # without both, a window's first tap or the one after the padding is in the input
            for i in range(min(o, -(-p // s) + 1)):   # only windows starting in the left padding can miss
                start = i * s - p
                first = start + -(start // d) * d if start < 0 else start   # the first tap at or past 0
                if first >= size or first > start + d * (k - 1):
                    raise ShapeError(f"{what}: window {i} of a dim of {size} (kernel {k}, stride {s}, padding {p}, "
                                     f"dilation {d}) covers padding alone")


def _windows(what, b, t, kernel, stride, padding, dilation, ceil_mode):
    """The checked options of a pooling of t over its last two dims."""
    ceil = args.flag(ceil_mode, "ceil_mode")
    _check_windows(what, b.shape(t)[-2:], kernel, stride, padding, dilation, ceil)
    return kernel, stride, padding, dilation, ceil


def _pairs(kernel, stride, padding, dilation):
    return (args.pair(kernel, "kernel", 1), args.pair(stride, "stride", 1), args.pair(padding, "padding", 0),
            args.pair(dilation, "dilation", 1))


def _singles(kernel, stride, padding, dilation):
    """The 1-D options as the 2-D ones over a height of 1."""
    return ((1, _single(kernel, "kernel", 1)), (1, _single(stride, "stride", 1)), (0, _single(padding, "padding", 0)),
            (1, _single(dilation, "dilation", 1)))


def _as_2d(b, t):
    return b.unsqueeze(t, b.ndim(t) - 1)


def _as_1d(b, t):
    return b.squeeze(t, b.ndim(t) - 2)


# -- max pooling ---------------------------------------------------------------------------------------------

def _max_pool2d(x, kernel, stride, padding, dilation, ceil_mode):
    b, t = _input(x, "max_pool2d", 2, _max_dtype)
    return b.max_pool2d_with_indices(t, *_windows("max_pool2d", b, t, *_pairs(kernel, stride, padding, dilation),
                                                  ceil_mode))


def _max_pool1d(x, kernel, stride, padding, dilation, ceil_mode):
    b, t = _input(x, "max_pool1d", 1, _max_dtype)
    flat = _as_2d(b, t)
    options = _windows("max_pool1d", b, flat, *_singles(kernel, stride, padding, dilation), ceil_mode)
    return tuple(_as_1d(b, part) for part in b.max_pool2d_with_indices(flat, *options))


@export
def rt_torch_nn_max_pool2d_ex(x, kernel, stride, padding, dilation, ceil_mode):
    return new(_max_pool2d(x, kernel, stride, padding, dilation, ceil_mode)[0])


@export
def rt_torch_nn_max_pool2d_with_indices(x, kernel, stride, padding, dilation, ceil_mode):
    return tuple(new(part) for part in _max_pool2d(x, kernel, stride, padding, dilation, ceil_mode))


@export
def rt_torch_nn_max_pool1d_ex(x, kernel, stride, padding, dilation, ceil_mode):
    return new(_max_pool1d(x, kernel, stride, padding, dilation, ceil_mode)[0])


@export
def rt_torch_nn_max_pool1d_with_indices(x, kernel, stride, padding, dilation, ceil_mode):
    return tuple(new(part) for part in _max_pool1d(x, kernel, stride, padding, dilation, ceil_mode))


# -- average pooling -----------------------------------------------------------------------------------------

def _avg_pool2d(what, b, t, kernel, stride, padding, ceil_mode, count_include_pad, divisor_override):
    kernel, stride, padding, _, ceil = _windows(what, b, t, kernel, stride, padding, (1, 1), ceil_mode)
    divisor = args.integer(divisor_override, "divisor_override")
    return b.avg_pool2d_ex(t, kernel, stride, padding, ceil, args.flag(count_include_pad, "count_include_pad"),
                           divisor or None)


@export
def rt_torch_nn_avg_pool2d_ex(x, kernel, stride, padding, ceil_mode, count_include_pad, divisor_override):
    b, t = _input(x, "avg_pool2d", 2, _avg_dtype)
    kernel, stride, padding, _ = _pairs(kernel, stride, padding, (1, 1))
    return new(_avg_pool2d("avg_pool2d", b, t, kernel, stride, padding, ceil_mode, count_include_pad,
                           divisor_override))


@export
def rt_torch_nn_avg_pool1d_ex(x, kernel, stride, padding, ceil_mode, count_include_pad, divisor_override):
    b, t = _input(x, "avg_pool1d", 1, _avg_dtype)
    kernel, stride, padding, _ = _singles(kernel, stride, padding, 1)
    return new(_as_1d(b, _avg_pool2d("avg_pool1d", b, _as_2d(b, t), kernel, stride, padding, ceil_mode,
                                     count_include_pad, divisor_override)))


# -- adaptive pooling ----------------------------------------------------------------------------------------

@export
def rt_torch_nn_adaptive_avg_pool2d(x, output_size):
    b, t = _input(x, "adaptive_avg_pool2d", 2, _adaptive_dtype, empty_channels=True)
    return new(b.adaptive_avg_pool2d(t, args.pair(output_size, "output_size", 0)))


@export
def rt_torch_nn_adaptive_avg_pool1d(x, output_size):
    b, t = _input(x, "adaptive_avg_pool1d", 1, _adaptive_dtype, empty_channels=True)
    size = (1, _single(output_size, "output_size", 0))
    return new(_as_1d(b, b.adaptive_avg_pool2d(_as_2d(b, t), size)))


def _adaptive_max_pool2d(x, output_size):
    b, t = _input(x, "adaptive_max_pool2d", 2, _adaptive_dtype)
    return b.adaptive_max_pool2d(t, args.pair(output_size, "output_size", 0))


def _adaptive_max_pool1d(x, output_size):
    b, t = _input(x, "adaptive_max_pool1d", 1, _adaptive_dtype)
    size = (1, _single(output_size, "output_size", 0))
    return tuple(_as_1d(b, part) for part in b.adaptive_max_pool2d(_as_2d(b, t), size))


@export
def rt_torch_nn_adaptive_max_pool2d(x, output_size):
    return new(_adaptive_max_pool2d(x, output_size)[0])


@export
def rt_torch_nn_adaptive_max_pool2d_with_indices(x, output_size):
    return tuple(new(part) for part in _adaptive_max_pool2d(x, output_size))


@export
def rt_torch_nn_adaptive_max_pool1d(x, output_size):
    return new(_adaptive_max_pool1d(x, output_size)[0])


@export
def rt_torch_nn_adaptive_max_pool1d_with_indices(x, output_size):
    return tuple(new(part) for part in _adaptive_max_pool1d(x, output_size))
