"""Ordering: sort, top-k, k-th value, median, mode, running max/min, unique and binary search, all
from one stable argsort (NaN above everything, as PyTorch orders it); and variance with any correction.

Orders are decided on the compute dtype (half precision widened, which keeps every value), then values
are gathered from the input. An op that picks values backpropagates into the picked positions only, as
PyTorch's value_selecting_reduction_backward; median of all elements shares its gradient between the
equal candidates, as PyTorch's evenly_distribute_backward.
"""

from __future__ import annotations

import numpy as np

from .. import dtypes
from . import indexing, op
from . import shape as shape_ops   # `shape` names the shapes here
from ..tensor import Tensor, constant, make, untracked


def _work(x: Tensor) -> np.ndarray:
    """x's values in a dtype NumPy orders exactly (at least 1-D: a 0-dim tensor is one row of one)."""
    return np.atleast_1d(x.data.astype(dtypes.compute(x.dtype), copy=False))


def _order(work: np.ndarray, axis: int, descending: bool) -> np.ndarray:
    """Stable argsort along axis; descending keeps equal values in their order too (sorting the flipped
    array ascending and reading it backwards) and puts NaN first, as PyTorch."""
    if not descending:
        return np.argsort(work, axis=axis, kind="stable")
    flipped = np.argsort(np.flip(work, axis), axis=axis, kind="stable")
    return work.shape[axis] - 1 - np.flip(flipped, axis)


def _picked(x: Tensor, indices: np.ndarray, axis: int) -> tuple[Tensor, Tensor]:
    """(values at indices along axis, int64 indices), both shaped as indices (x's shape if x is 0-dim)."""
    data = np.atleast_1d(x.data)
    values = np.take_along_axis(data, indices, axis)

    def backward(g):
        grad = np.zeros(data.shape, g.dtype)
        coords = list(np.indices(indices.shape, sparse=True))
        coords[axis] = indices
        np.add.at(grad, tuple(coords), np.reshape(g, indices.shape))   # repeats (cummax) add up
        return (grad.reshape(x.shape),)
    def differentiable(g):   # the gradient added into zeros at the picked positions, recorded
        zeros = untracked(np.zeros(data.shape, g.data.dtype))
        picked = indexing.scatter_add(zeros, axis, untracked(indices), shape_ops.reshape(g, indices.shape))
        return (shape_ops.reshape(picked, x.shape),)
    shape = x.shape if x.data.ndim == 0 else indices.shape
    return (make(values.reshape(shape), (x,), backward, saved=False, differentiable=differentiable),
            constant(indices.reshape(shape).astype(dtypes.INT64)))


def _kept(pair: tuple[Tensor, Tensor], axis: int, keepdim: bool, x: Tensor) -> tuple[Tensor, Tensor]:
    """A (values, indices) pair picked at one position along axis, with that dim dropped unless keepdim."""
    if keepdim or x.data.ndim == 0:
        return pair
    values, indices = pair
    def backward(g):   # it only reshapes the gradient: it serves create_graph too
        return (np.expand_dims(g, axis),)
    squeezed = make(np.squeeze(values.data, axis), (values,), backward, saved=False, differentiable=backward)
    return squeezed, constant(np.squeeze(indices.data, axis))


@op
def sort(x: Tensor, dim: int, descending: bool) -> tuple[Tensor, Tensor]:
    return _picked(x, _order(_work(x), dim, descending), dim)


@op
def topk(x: Tensor, k: int, dim: int, largest: bool) -> tuple[Tensor, Tensor]:
    if x.data.ndim == 0:
        k = 1   # PyTorch gives a 0-dim tensor itself for k 0 too
    order = _order(_work(x), dim, largest)
    return _picked(x, np.take(order, np.arange(k), axis=dim), dim)


@op
def kthvalue(x: Tensor, k: int, dim: int, keepdim: bool) -> tuple[Tensor, Tensor]:
    """Of equal values, the one a stable sort puts k-th (PyTorch's selection may pick another)."""
    order = _order(_work(x), dim, False)
    return _kept(_picked(x, np.take(order, [k - 1], axis=dim), dim), dim, keepdim, x)


def _median_position(work: np.ndarray, axis: int) -> np.ndarray:
    """Per row along axis, the sorted position of the lower median, or of the first NaN if there is one
    (NaNs sort last, so that is the count of the others)."""
    nans = np.isnan(work) if work.dtype.kind in "fc" else np.zeros(work.shape, bool)
    valid = work.shape[axis] - np.sum(nans, axis=axis, keepdims=True)
    return np.where(valid < work.shape[axis], valid, (work.shape[axis] - 1) // 2)


@op
def median_dim(x: Tensor, dim: int, keepdim: bool) -> tuple[Tensor, Tensor]:
    work = _work(x)
    order = _order(work, dim, False)
    at = np.take_along_axis(order, _median_position(work, dim), dim)
    return _kept(_picked(x, at, dim), dim, keepdim, x)


@op
def median(x: Tensor) -> Tensor:
    """Lower median of all elements; NaN if there is one or there are none."""
    work = _work(x).reshape(-1)
    if work.size == 0:   # NaN, with a zero gradient as PyTorch's
        return make(np.asarray(np.nan, x.dtype), (x,), lambda g: (np.zeros(x.shape, g.dtype),), saved=False)
    position = _median_position(work, 0)
    value = work[np.argsort(work, kind="stable")[position]][0]
    result = np.asarray(value).astype(x.dtype)

    ties = np.isnan(x.data) if np.isnan(value) else x.data == result
    count = int(np.sum(ties))   # a Python int keeps g's dtype

    def backward(g):   # the tied elements share the gradient: a constant mask, so it serves create_graph too
        return (np.where(ties, g / count, 0),)
    return make(result, (x,), backward, differentiable=backward)


@op
def mode(x: Tensor, dim: int, keepdim: bool) -> tuple[Tensor, Tensor]:
    """The most frequent value of each row (the smallest of ties; each NaN counted alone) at its last
    position: runs of equal values in the stably sorted row, the longest first run wins."""
    work = _work(x)
    order = np.moveaxis(_order(work, dim, False), dim, -1)
    ordered = np.take_along_axis(np.moveaxis(work, dim, -1), order, -1)
    n = ordered.shape[-1]
    positions = np.broadcast_to(np.arange(n), ordered.shape)
    starts = np.concatenate([np.ones(ordered.shape[:-1] + (1,), bool), ordered[..., 1:] != ordered[..., :-1]], -1)
    ends = np.concatenate([starts[..., 1:], np.ones(ordered.shape[:-1] + (1,), bool)], -1)
    first = np.maximum.accumulate(np.where(starts, positions, 0), -1)
    last = np.flip(np.minimum.accumulate(np.flip(np.where(ends, positions, n), -1), -1), -1)
    winner = np.argmax(last - first, axis=-1)[..., None]   # the first longest run: the smallest value
    at = np.take_along_axis(order, np.take_along_axis(last, winner, -1), -1)
    return _kept(_picked(x, np.moveaxis(at, -1, dim), dim), dim, keepdim, x)


def _running(x: Tensor, dim: int, accumulate, beats) -> tuple[Tensor, Tensor]:
    """cummax/cummin: position i takes over when it equals the running extreme (the latest of ties) or is
    NaN (a NaN stays the extreme, and a later NaN takes over), as PyTorch's kernel."""
    work = _work(x)
    running = accumulate(work, axis=dim)
    takes_over = beats(work, running) | (np.isnan(work) if work.dtype.kind in "fc" else False)
    positions = np.arange(work.shape[dim]).reshape((-1,) + (1,) * (work.ndim - 1 - dim))
    indices = np.maximum.accumulate(np.where(takes_over, positions, 0), axis=dim)
    return _picked(x, indices, dim)


@op
def cummax(x: Tensor, dim: int) -> tuple[Tensor, Tensor]:
    return _running(x, dim, np.maximum.accumulate, np.equal)


@op
def cummin(x: Tensor, dim: int) -> tuple[Tensor, Tensor]:
    return _running(x, dim, np.minimum.accumulate, np.equal)


@op
def unique(x: Tensor) -> tuple[Tensor, Tensor, Tensor]:
    values, inverse, counts = np.unique(_work(x).reshape(-1), return_inverse=True, return_counts=True,
                                        equal_nan=False)
    return (constant(values.astype(x.dtype)), constant(inverse.reshape(x.shape).astype(dtypes.INT64)),
            constant(counts.astype(dtypes.INT64)))


def _lower_or_upper_bound(rows: np.ndarray, values: np.ndarray, right: bool) -> np.ndarray:
    """A binary search per row of rows (R x n) for each of values (R x m), with PyTorch's comparisons: go
    right while not (middle >= value) (right: not (middle > value)), so a NaN value lands at the end and
    a NaN in a row counts as larger than everything."""
    n = rows.shape[-1]
    low, high = np.zeros(values.shape, np.int64), np.full(values.shape, n, np.int64)
    while (searching := low < high).any():
        middle = (low + high) // 2
        seen = np.take_along_axis(rows, np.minimum(middle, n - 1), -1)
        with np.errstate(invalid="ignore"):
            onwards = ~(seen > values) if right else ~(seen >= values)
        low = np.where(searching & onwards, middle + 1, low)
        high = np.where(searching & ~onwards, middle, high)
    return low


@op
def searchsorted(sequence: Tensor, values: Tensor, out_int32: bool, right: bool, sorter: Tensor | None) -> Tensor:
    """Over the innermost dim of sequence (a 1-D sequence serves every value), compared in a dtype that holds
    both operands."""
    common = np.result_type(dtypes.compute(sequence.dtype), dtypes.compute(values.dtype))
    seq = sequence.data.astype(common)
    if sorter is not None:
        seq = np.take_along_axis(seq, sorter.data, -1)
    wanted = values.data.astype(common)
    if seq.ndim == 1:
        rows, wanted = seq[None], wanted.reshape(1, wanted.size)
    else:   # explicit sizes: a -1 cannot be inferred when a dim is 0
        count = int(np.prod(seq.shape[:-1]))
        rows, wanted = seq.reshape(count, seq.shape[-1]), wanted.reshape(count, values.shape[-1])
    found = _lower_or_upper_bound(rows, wanted, right).reshape(values.shape)
    return constant(found.astype(np.int32 if out_int32 else dtypes.INT64))


def _spread(x: Tensor, dims, correction: float):
    """(axes, centred values in the compute dtype, the divisor max(0, N - correction))."""
    axes = None if dims is None or x.data.ndim == 0 else tuple(dims)
    work = x.data.astype(dtypes.compute(x.dtype), copy=False)
    count = work.size if axes is None else int(np.prod([work.shape[a] for a in axes]))
    return axes, work - np.mean(work, axis=axes, keepdims=True), max(0.0, count - correction)


def _centred(x: Tensor, axes) -> Tensor:
    """x minus its mean over axes, recorded (create_graph's backwards of var and std)."""
    count = x.data.size if axes is None else int(np.prod([x.shape[a] for a in axes]))
    return x - np.sum(x, axis=axes, keepdims=True) * (1 / count)


def _reduced_back(g: np.ndarray, axes, keepdim: bool) -> np.ndarray:
    return np.expand_dims(g, axes) if axes is not None and not keepdim else g


@op
def var_correction(x: Tensor, dims, correction: float, keepdim: bool) -> Tensor:
    axes, centred, divisor = _spread(x, dims, correction)
    with np.errstate(invalid="ignore", divide="ignore"):
        data = np.sum(np.abs(centred) ** 2, axis=axes, keepdims=keepdim) / divisor
    return make(np.asarray(data).astype(dtypes.real(x.dtype)), (x,),
                lambda g: (2 * centred * _reduced_back(g, axes, keepdim) / divisor,),
                differentiable=lambda g: (_centred(x, axes) * _reduced_back(g, axes, keepdim) * (2 / divisor),))


@op
def std_correction(x: Tensor, dims, correction: float, keepdim: bool) -> Tensor:
    axes, centred, divisor = _spread(x, dims, correction)
    spread = np.sqrt(var_correction(x, dims, correction, keepdim).data)

    def backward(g):   # no spread, no slope: 0 there, as PyTorch's std_backward
        with np.errstate(invalid="ignore", divide="ignore"):
            scaled = np.where(spread == 0, 0, g / spread)
            return (centred * _reduced_back(scaled, axes, keepdim) / divisor,)

    def differentiable(g):
        scaled = np.where(spread == 0, 0, g / std_correction(x, dims, correction, keepdim))
        return (_centred(x, axes) * _reduced_back(scaled, axes, keepdim) * (1 / divisor),)
    return make(spread, (x,), backward, differentiable=differentiable)
