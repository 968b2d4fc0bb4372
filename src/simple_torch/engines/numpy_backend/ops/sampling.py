"""Distances (cdist), sampling grids (grid_sample) and patches (im2col, col2im): forward and backward side by side,
with PyTorch's CPU kernels' formulas (their subgradients at ties and zeros included). Half types are computed in
float32 and rounded once."""

from __future__ import annotations

import itertools
import math

import numpy as np

from .. import dtypes
from . import op
from ..tensor import Tensor, make, unbroadcast

# what PyTorch's Euclidean distance through matrix products clamps the squared distances to before the square root
_MM_SQUARED_FLOOR = 1e-30


# -- cdist ---------------------------------------------------------------------------------------------------------
def _cdist_by_products(a: np.ndarray, b: np.ndarray):
    """PyTorch's _euclidean_dist: |a|^2 - 2 a.b + |b|^2 as one matrix product, clamped and rooted; its backward."""
    a_sq, b_sq = (a * a).sum(-1, keepdims=True), (b * b).sum(-1, keepdims=True)
    left = np.concatenate([-2 * a, a_sq, np.ones_like(a_sq)], -1)
    right = np.concatenate([b, np.ones_like(b_sq), b_sq], -1)
    dist = np.sqrt(np.maximum(left @ np.swapaxes(right, -1, -2), a.dtype.type(_MM_SQUARED_FLOOR)))

    def grads(g):
        ratio = np.where(dist == 0, 0, g / dist)
        return (a * ratio.sum(-1, keepdims=True) - ratio @ b,
                b * ratio.sum(-2)[..., None] - np.swapaxes(ratio, -1, -2) @ a)
    return dist, grads


def _cdist_by_differences(a: np.ndarray, b: np.ndarray, p: float):
    """The p-norm of every row difference (PyTorch's _cdist_forward) and its backward (_cdist_backward)."""
    diff = a[..., :, None, :] - b[..., None, :, :]   # (*, P, R, M)
    size = np.abs(diff)
    if p == 0:
        dist = (diff != 0).sum(-1).astype(a.dtype)
    elif p == 1:
        dist = size.sum(-1)
    elif p == 2:
        dist = np.sqrt((diff * diff).sum(-1))
    elif math.isinf(p):
        dist = size.max(-1, initial=0)
    else:
        dist = (size ** p).sum(-1) ** (1 / p)

    def grads(g):
        g, d = g[..., None], dist[..., None]
        with np.errstate(divide="ignore", invalid="ignore"):
            if p == 0:
                each = np.zeros_like(diff)
            elif p == 1:
                each = g * np.sign(diff)
            elif math.isinf(p):
                each = g * np.sign(diff) * (size == d)
            else:   # sign * |diff|^(p-1) / dist^(p-1); 0 at a zero distance, and at a zero difference for p < 1
                each = np.sign(diff) * size ** (p - 1) * g / d ** (p - 1)
                each = np.where((d == 0) | (diff == 0), 0, each)
        return each.sum(-2), -each.sum(-3)
    return dist, grads


@op
def cdist(x1: Tensor, x2: Tensor, p: float, use_mm: bool) -> Tensor:
    work = dtypes.compute(x1.dtype)
    batch = np.broadcast_shapes(x1.shape[:-2], x2.shape[:-2])
    a = np.broadcast_to(x1.data.astype(work, copy=False), batch + x1.shape[-2:])
    b = np.broadcast_to(x2.data.astype(work, copy=False), batch + x2.shape[-2:])
    dist, grads = _cdist_by_products(a, b) if use_mm else _cdist_by_differences(a, b, p)

    def backward(g):
        ga, gb = grads(g.astype(work, copy=False))
        return (unbroadcast(ga, x1.shape).astype(x1.dtype, copy=False),
                unbroadcast(gb, x2.shape).astype(x2.dtype, copy=False))
    return make(dist.astype(x1.dtype, copy=False), (x1, x2), backward)


# -- grid_sample ---------------------------------------------------------------------------------------------------
def _reflect(pos: np.ndarray, twice_low: int, twice_high: int):
    """PyTorch's reflect_coordinates_set_grad: pos mirrored into [twice_low / 2, twice_high / 2], and d out / d pos."""
    if twice_low == twice_high:
        return np.zeros_like(pos), np.zeros_like(pos)
    low, span = twice_low / 2, (twice_high - twice_low) / 2
    shifted = pos - low
    sign = np.where(shifted < 0, -1, 1).astype(pos.dtype)
    shifted = np.abs(shifted)
    extra, even = np.fmod(shifted, span), np.floor(shifted / span) % 2 == 0
    return (np.where(even, extra + low, span - extra + low).astype(pos.dtype),
            np.where(even, sign, -sign).astype(pos.dtype))


def _source(coord: np.ndarray, size: int, padding_mode: str, align_corners: bool):
    """PyTorch's grid_sampler_compute_source_index_set_grad: the input position of grid coordinates in [-1, 1], and
    d position / d coordinate."""
    if align_corners:
        pos, scale = (coord + 1) / 2 * (size - 1), (size - 1) / 2
    else:
        pos, scale = ((coord + 1) * size - 1) / 2, size / 2
    slope = np.full_like(pos, scale)
    if padding_mode == "reflection":
        pos, turn = _reflect(pos, 0, 2 * (size - 1)) if align_corners else _reflect(pos, -1, 2 * size - 1)
        slope = slope * turn
    if padding_mode != "zeros":   # clipped to the input; the borders count as outside for the gradient
        slope = np.where((pos > 0) & (pos < size - 1), slope, 0)
        pos = np.clip(pos, 0, size - 1)
    return pos.astype(coord.dtype, copy=False), slope.astype(coord.dtype, copy=False)


# PyTorch's cubic convolution constant (get_cubic_upsample_coefficients)
_CUBIC_A = -0.75


def _cubic(t: np.ndarray):
    """The weights of the taps at -1, 0, 1 and 2 from the floor for a fraction t, and their derivatives in t."""
    a = _CUBIC_A

    def near(x):   # |x| <= 1
        return ((a + 2) * x - (a + 3)) * x * x + 1, (3 * (a + 2) * x - 2 * (a + 3)) * x

    def far(x):   # 1 < |x| < 2
        return ((a * x - 5 * a) * x + 8 * a) * x - 4 * a, (3 * a * x - 10 * a) * x + 8 * a
    (w0, d0), (w1, d1), (w2, d2), (w3, d3) = far(t + 1), near(t), near(1 - t), far(2 - t)
    return (w0, w1, w2, w3), (d0, d1, -d2, -d3)


def _tap(position: np.ndarray, size: int, padding_mode: str, align_corners: bool) -> np.ndarray:
    """PyTorch's get_value_bounded for bicubic's taps: each integer tap padded on its own (clipped or reflected)."""
    if padding_mode == "reflection":
        position = _reflect(position, 0, 2 * (size - 1))[0] if align_corners else _reflect(position, -1, 2 * size - 1)[0]
    if padding_mode != "zeros":
        position = np.clip(position, 0, size - 1)
    return np.trunc(position).astype(np.int64)


def _corners(pos: list, mode: str, sizes, padding_mode: str, align_corners: bool, ones: np.ndarray):
    """The input elements each output point mixes: (index per dim, weight, d weight / d position per dim, or None
    where the weight is constant)."""
    if mode == "nearest":
        return [([np.rint(q).astype(np.int64) for q in pos], ones, None)]
    low = [np.floor(q) for q in pos]
    frac = [q - f for q, f in zip(pos, low)]
    if mode == "bilinear":
        taps = [((0, 1 - f, -ones), (1, f, ones)) for f in frac]
    else:
        taps = [tuple(zip(range(-1, 3), *_cubic(f))) for f in frac]
    corners = []
    for picked in itertools.product(*taps):
        weights = [w for _, w, _ in picked]
        slopes = [d * math.prod(w for k, w in enumerate(weights) if k != axis)
                  for axis, (_, _, d) in enumerate(picked)]
        if mode == "bilinear":
            index = [f.astype(np.int64) + step for f, (step, _, _) in zip(low, picked)]
        else:
            index = [_tap(f + step, s, padding_mode, align_corners) for f, (step, _, _), s in zip(low, picked, sizes)]
        corners.append((index, math.prod(weights), slopes))
    return corners


@op
def grid_sample(x: Tensor, grid: Tensor, mode: str, padding_mode: str, align_corners: bool) -> Tensor:
    work = dtypes.compute(x.dtype)
    n, c, sizes = x.shape[0], x.shape[1], x.shape[2:]
    rank, out_shape = len(sizes), grid.shape[1:-1]
    points, plane = math.prod(out_shape), math.prod(sizes)
    flat = x.data.astype(work, copy=False).reshape(n, c, plane)
    coords = grid.data.astype(work, copy=False).reshape(n, points, rank)
    # per spatial dim (D, H, W order): the grid's last entry is x (W), then y (H), then z (D). Bicubic pads each of
    # its taps instead of the position
    position_padding = "zeros" if mode == "bicubic" else padding_mode
    found = [_source(coords[..., rank - 1 - axis], sizes[axis], position_padding, align_corners)
             for axis in range(rank)]
    pos, slope = [f[0] for f in found], [f[1] for f in found]
    strides = [math.prod(sizes[axis + 1:]) for axis in range(rank)]
    corners = _corners(pos, mode, sizes, padding_mode, align_corners, np.ones((n, points), work))
    # each corner: where it reads in the flattened plane (0 outside, with weight 0), its weight, its values
    reads = []
    out = np.zeros((n, c, points), work)
    for index, weight, slopes in corners:
        inside = np.logical_and.reduce([(i >= 0) & (i < s) for i, s in zip(index, sizes)])
        where = sum(np.where(inside, i, 0) * stride for i, stride in zip(index, strides))
        values = np.where(inside[:, None, :], np.take_along_axis(flat, where[:, None, :], axis=2), 0)
        out += values * weight[:, None, :]
        reads.append((where, np.where(inside, weight, 0), values, slopes))

    def backward(g):
        g = g.astype(work, copy=False).reshape(n, c, points)
        grad_x = grad_grid = None
        if x.requires_grad:
            base = (np.arange(n)[:, None, None] * c + np.arange(c)[None, :, None]) * plane
            at = np.concatenate([(base + where[:, None, :]).ravel() for where, _, _, _ in reads])
            amounts = np.concatenate([(g * weight[:, None, :]).ravel() for _, weight, _, _ in reads])
            grad_x = np.bincount(at, amounts, minlength=n * c * plane).reshape(x.shape).astype(x.dtype)
        if grid.requires_grad:
            per_dim = np.zeros((n, points, rank), work)
            for _, _, values, slopes in reads:
                if slopes is None:   # nearest is piecewise constant: a zero gradient, as PyTorch's
                    continue
                seen = (g * values).sum(1)
                for axis in range(rank):
                    per_dim[..., rank - 1 - axis] += seen * slopes[axis] * slope[axis]
            grad_grid = per_dim.reshape(grid.shape).astype(grid.dtype)
        return grad_x, grad_grid
    return make(out.reshape((n, c) + out_shape).astype(x.dtype, copy=False), (x, grid), backward)


# -- im2col and col2im (F.unfold and F.fold), each the other's backward --------------------------------------------
def _blocks(size: int, kernel: int, dilation: int, padding: int, stride: int) -> int:
    return (size + 2 * padding - dilation * (kernel - 1) - 1) // stride + 1


def _windows(kernel, dilation, stride, blocks):
    """For each kernel position (i, j), the slices of the padded plane its entries of every block read."""
    for i, j in itertools.product(range(kernel[0]), range(kernel[1])):
        top, left = i * dilation[0], j * dilation[1]
        yield i, j, (slice(top, top + stride[0] * (blocks[0] - 1) + 1, stride[0]),
                     slice(left, left + stride[1] * (blocks[1] - 1) + 1, stride[1]))


def _im2col(data: np.ndarray, kernel, dilation, padding, stride) -> np.ndarray:
    n, c, h, w = data.shape
    blocks = [_blocks(s, k, d, p, st) for s, k, d, p, st in zip((h, w), kernel, dilation, padding, stride)]
    padded = np.pad(data, ((0, 0), (0, 0), (padding[0],) * 2, (padding[1],) * 2))
    cols = np.empty((n, c, kernel[0], kernel[1], blocks[0], blocks[1]), data.dtype)
    for i, j, (rows, columns) in _windows(kernel, dilation, stride, blocks):
        cols[:, :, i, j] = padded[:, :, rows, columns]
    return cols.reshape(n, c * kernel[0] * kernel[1], blocks[0] * blocks[1])


def _col2im(data: np.ndarray, output_size, kernel, dilation, padding, stride) -> np.ndarray:
    n, c = data.shape[0], data.shape[1] // (kernel[0] * kernel[1])
    blocks = [_blocks(s, k, d, p, st) for s, k, d, p, st in zip(output_size, kernel, dilation, padding, stride)]
    cols = data.reshape(n, c, kernel[0], kernel[1], blocks[0], blocks[1])
    padded = np.zeros((n, c, output_size[0] + 2 * padding[0], output_size[1] + 2 * padding[1]), data.dtype)
    for i, j, (rows, columns) in _windows(kernel, dilation, stride, blocks):
        padded[:, :, rows, columns] += cols[:, :, i, j]
    return padded[:, :, padding[0]:padding[0] + output_size[0], padding[1]:padding[1] + output_size[1]]


@op
def im2col(x: Tensor, kernel, dilation, padding, stride) -> Tensor:
    size = x.shape[2:]

    def backward(g):
        return (_col2im(g.astype(dtypes.compute(x.dtype), copy=False), size, kernel, dilation, padding,
                        stride).astype(x.dtype, copy=False),)
    return make(_im2col(x.data, kernel, dilation, padding, stride), (x,), backward, saved=False)


@op
def col2im(x: Tensor, output_size, kernel, dilation, padding, stride) -> Tensor:
    work = dtypes.compute(x.dtype)
    out = _col2im(x.data.astype(work, copy=False), output_size, kernel, dilation, padding, stride)

    def backward(g):
        return (_im2col(g, kernel, dilation, padding, stride).astype(x.dtype, copy=False),)
    return make(out.astype(x.dtype, copy=False), (x,), backward, saved=False)
