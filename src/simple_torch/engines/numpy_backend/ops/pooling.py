"""Pooling with all of PyTorch's options: max pooling with dilation, ceil_mode and indices, average
pooling with ceil_mode, count_include_pad and divisor_override, adaptive average and max pooling.

The runtime has checked the windows (every output size >= 1, every window over some input element). Both
kinds of pooling are separable, one pooled dim after the other, and each dim is described by its windows
alone, so fixed and adaptive windows share the code; memory stays in the order of the input and output:
- sums: each window's sum along a dim is the difference of two prefix sums (kept in a wider type: float64,
  or long double for float64 input; int64 sums wrap as PyTorch's do), and the gradient spreads g / divisor
  back with the same trick (+ at a window's start, - at its end, then a prefix sum);
- maxima, with PyTorch's pick kept: it scans a window row by row and a tap replaces the pick when greater or
  NaN, so the pick is the last NaN, else the first maximum. A scan along W, then along H over the row picks,
  makes the same pick, with kw + kh vectorised steps instead of kw * kh. The gradient goes to the picked
  elements (one bincount over the flat indices).
"""

from __future__ import annotations

from typing import Iterator

import numpy as np

from ....abi.errors import ShapeError
from .. import dtypes
from ..tensor import Tensor, constant, linear_node, make
from . import op
from .nn import _batched

# (first tap of each window inside the input, then per tap: its positions and which of them are inside)
Taps = tuple[np.ndarray, Iterator[tuple[np.ndarray, np.ndarray]]]


def _fixed_output(size: int, k: int, s: int, p: int, d: int, ceil_mode: bool) -> int:
    """PyTorch's pooling output size (the runtime has checked it is at least 1)."""
    out = (size + 2 * p - d * (k - 1) - 1 + (s - 1 if ceil_mode else 0)) // s + 1
    return out - 1 if ceil_mode and (out - 1) * s >= size + p else out


def _fixed_taps(size: int, out: int, k: int, s: int, p: int, d: int) -> Taps:
    start = np.arange(out) * s - p
    first = np.where(start < 0, start + (-start + d - 1) // d * d, start)
    return first, ((pos, (pos >= 0) & (pos < size)) for pos in (start + j * d for j in range(k)))


def _adaptive_bounds(size: int, out: int) -> tuple[np.ndarray, np.ndarray]:
    """Window i of out over a dim of size: floor(i * size / out) .. ceil((i + 1) * size / out), PyTorch's."""
    i = np.arange(out)
    return i * size // out, -(-(i + 1) * size // out)


def _adaptive_taps(size: int, out: int) -> Taps:
    start, end = _adaptive_bounds(size, out)
    longest = int((end - start).max()) if out else 0
    return start, ((start + j, start + j < end) for j in range(longest))


def _unbatch(a: np.ndarray, unbatched: bool) -> np.ndarray:
    return a[0] if unbatched else a


def _backward_of_nothing(g: np.ndarray, unbatched: bool, adaptive: str | None) -> None:
    """PyTorch's adaptive pooling backwards refuse a gradient with a size-0 dim but the batch (what an output
    size of 0, or no channels, makes); so does this backend's."""
    if adaptive and 0 in g.shape[0 if unbatched else 1:]:
        raise ShapeError(f"{adaptive}_backward(): expected grad_output to have non-zero size for non-batch "
                         f"dimensions, but grad_output has sizes {list(g.shape)}")


# -- max pooling -------------------------------------------------------------------------------------------

def _max_along(a: np.ndarray, axis: int, taps: Taps) -> tuple[np.ndarray, np.ndarray]:
    """(maxima, positions along axis) of a's windows along axis, picked as PyTorch picks (see the module doc).

    The pick starts at each window's first tap in the input, as PyTorch's does (its -inf start keeps it
    there when every tap is -inf)."""
    first, each_tap = taps
    shape = [1] * a.ndim
    shape[axis] = len(first)
    best = np.take(a, first, axis=axis)
    where = np.broadcast_to(first.reshape(shape), best.shape)
    if a.size == 0:   # an empty batch: nothing to compare, though a window may span 2**45 positions (fuzz seed 302)
        return best, where
    floating = a.dtype.kind == "f"
    for pos, inside in each_tap:
        v = np.take(a, np.clip(pos, 0, a.shape[axis] - 1), axis=axis)
        better = v > best
        if floating:
            better |= np.isnan(v)
        better &= inside.reshape(shape)
        best = np.where(better, v, best)
        where = np.where(better, pos.reshape(shape), where)
    return best, where


def _max_pool(x: Tensor, taps_h: Taps, taps_w: Taps, adaptive: str | None = None) -> tuple[Tensor, Tensor]:
    """(output, int64 flat indices h * W + w) of x's windows described by taps_h and taps_w."""
    xd4, unbatched = _batched(x, "max pooling")
    n, c, h, w = xd4.shape
    data = xd4.astype(dtypes.compute(x.dtype), copy=False) if dtypes.is_floating(x.dtype) else xd4
    rows, row_w = _max_along(data, 3, taps_w)                 # (N, C, H, out_w): each row's pick
    y, pick_h = _max_along(rows, 2, taps_h)                   # (N, C, out_h, out_w)
    flat = (pick_h * w + np.take_along_axis(row_w, pick_h, axis=2)).astype(np.int64)

    def scatter(g):   # the gradient: each output's g added into the input element it picked
        _backward_of_nothing(g, unbatched, adaptive)
        g4 = g[None] if unbatched else g
        planes = np.arange(n * c, dtype=np.int64).reshape(n, c, 1, 1) * (h * w)
        gx = np.bincount((planes + flat).ravel(), weights=g4.ravel(), minlength=n * c * h * w)
        return _unbatch(gx.reshape(n, c, h, w).astype(g.dtype, copy=False), unbatched)

    def gather(v):   # scatter's adjoint: the picked elements of an input-shaped v
        v4 = v[None] if unbatched else v
        picked = np.take_along_axis(v4.reshape(n, c, h * w), flat.reshape(n, c, -1), axis=2)
        return _unbatch(picked.reshape(flat.shape), unbatched)

    def backward(g):
        return (scatter(g),)
    out = make(_unbatch(y, unbatched).astype(x.dtype, copy=False), (x,), backward,
               differentiable=lambda g: (linear_node(scatter, gather)(g),))
    return out, constant(_unbatch(flat, unbatched))


@op
def max_pool2d_with_indices(x: Tensor, kernel, stride, padding, dilation, ceil_mode) -> tuple[Tensor, Tensor]:
    h, w = x.shape[-2:]
    taps = [_fixed_taps(size, _fixed_output(size, k, s, p, d, ceil_mode), k, s, p, d)
            for size, k, s, p, d in zip((h, w), kernel, stride, padding, dilation)]
    return _max_pool(x, *taps)


@op
def adaptive_max_pool2d(x: Tensor, output_size) -> tuple[Tensor, Tensor]:
    h, w = x.shape[-2:]
    return _max_pool(x, _adaptive_taps(h, output_size[0]), _adaptive_taps(w, output_size[1]), "adaptive_max_pool2d")


# -- average pooling ---------------------------------------------------------------------------------------

def _sums_along(a: np.ndarray, axis: int, start: np.ndarray, end: np.ndarray) -> np.ndarray:
    """The sums of a over [start, end) along axis, one per window: differences of prefix sums."""
    zero = np.zeros_like(np.take(a, [0], axis=axis))
    prefix = np.concatenate([zero, np.cumsum(a, axis=axis)], axis=axis)
    return np.take(prefix, end, axis=axis) - np.take(prefix, start, axis=axis)


def _spread_along(g: np.ndarray, axis: int, start: np.ndarray, end: np.ndarray, size: int) -> np.ndarray:
    """The transpose of _sums_along: each window's g added to every element of [start, end) along axis."""
    marks = list(g.shape)
    marks[axis] = size + 1
    edges = np.zeros(marks, g.dtype)
    lead = (slice(None),) * axis
    np.add.at(edges, (*lead, start), g)
    np.subtract.at(edges, (*lead, end), g)
    return np.take(np.cumsum(edges, axis=axis), np.arange(size), axis=axis)


def _window_sums(x: Tensor, bounds_h, bounds_w, divisor: np.ndarray, adaptive: str | None = None) -> Tensor:
    """Each window's sum over divisor (out_h, out_w); bounds: the (start, end) of each window in the input.
    int64 x divides as C++ does (truncating toward zero), as PyTorch's int64 kernel."""
    xd4, unbatched = _batched(x, "average pooling")
    h, w = xd4.shape[2:]
    floating = dtypes.is_floating(x.dtype)
    wide = (np.longdouble if x.dtype == dtypes.FLOAT64 else dtypes.FLOAT64) if floating else dtypes.INT64
    total = _sums_along(_sums_along(xd4.astype(wide), 3, *bounds_w), 2, *bounds_h)
    if floating:
        y = total / divisor
    else:
        divisor = divisor.astype(np.int64)
        y = total // divisor
        y += (total % divisor != 0) & ((total < 0) != (divisor < 0))   # floor to truncation

    def backward(g):
        _backward_of_nothing(g, unbatched, adaptive)
        g4 = (g[None] if unbatched else g).astype(wide) / divisor
        gx = _spread_along(_spread_along(g4, 2, *bounds_h, h), 3, *bounds_w, w)
        return (_unbatch(gx, unbatched).astype(g.dtype),)

    def averages(v):   # backward's adjoint: the forward over an input-shaped v (floating)
        v4 = (v[None] if unbatched else v).astype(wide)
        return _unbatch(_sums_along(_sums_along(v4, 3, *bounds_w), 2, *bounds_h) / divisor, unbatched).astype(v.dtype)

    def differentiable(g):   # the gradient is linear in g
        return (linear_node(lambda a: backward(a)[0], averages)(g),)
    return make(_unbatch(y, unbatched).astype(x.dtype), (x,), backward,
                differentiable=differentiable if floating else None)


@op
def avg_pool2d_ex(x: Tensor, kernel, stride, padding, ceil_mode, count_include_pad, divisor_override) -> Tensor:
    """PyTorch's divisor: divisor_override; else the window's size clipped to the padded input (the padding
    counted) with count_include_pad; else the number of input elements it covers."""
    bounds, sizes, covered = [], [], []
    for size, k, s, p in zip(x.shape[-2:], kernel, stride, padding):
        start = np.arange(_fixed_output(size, k, s, p, 1, ceil_mode)) * s - p
        end = np.minimum(start + k, size + p)
        inside = (np.maximum(start, 0), np.minimum(end, size))
        bounds.append(inside)
        sizes.append(end - start)
        covered.append(inside[1] - inside[0])
    if divisor_override is not None:
        divisor = np.full((len(sizes[0]), len(sizes[1])), divisor_override, np.int64)
    else:
        per_dim = sizes if count_include_pad else covered
        divisor = per_dim[0][:, None] * per_dim[1][None, :]
    return _window_sums(x, *bounds, divisor)


@op
def adaptive_avg_pool2d(x: Tensor, output_size) -> Tensor:
    bounds = [_adaptive_bounds(size, out) for size, out in zip(x.shape[-2:], output_size)]
    (start_h, end_h), (start_w, end_w) = bounds
    return _window_sums(x, *bounds, (end_h - start_h)[:, None] * (end_w - start_w)[None, :], "adaptive_avg_pool2d")
