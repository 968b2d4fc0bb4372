"""Indexing, joining and splitting. Selections scatter their gradient back with np.add.at (an index may
repeat); joins split theirs, splits join theirs (by each part's backward writing into its own place).

The runtime has normalised dims and clamped slice bounds, and checked index_select's index range.
"""

from __future__ import annotations

import builtins
import functools
import math
from typing import Sequence

import numpy as np

from ....abi.enums import Kind
from ....abi.errors import DtypeError, InvalidArgumentError, ShapeError, UnsupportedError
from .. import dtypes
from . import op
from . import shape as shape_ops   # `shape` names the shapes here
from ..tensor import Tensor, constant, make, unbroadcast, untracked

_INDEX_DTYPES = (np.dtype(np.int32), np.dtype(np.int64))


def _out(data: np.ndarray, parents: tuple[Tensor, ...], backward, saved: bool = True, differentiable=None) -> Tensor:
    """make(), except that an integer or bool result never carries grad (PyTorch's rule)."""
    if dtypes.category(data.dtype) >= Kind.floating:
        return make(data, parents, backward, saved, differentiable)
    return constant(data)


def _as_parent(g: np.ndarray, parent: Tensor) -> np.ndarray | None:
    """A gradient in the parent's dtype, as PyTorch's casts give it (real part for a real parent)."""
    if dtypes.category(parent.dtype) < Kind.floating:
        return None
    if dtypes.category(parent.dtype) < Kind.complex and np.iscomplexobj(g):
        g = g.real
    return np.asarray(g).astype(parent.dtype, copy=False)


def _index_array(index: Tensor, what: str) -> np.ndarray:
    """PyTorch's index kernels take int32 and int64 only (the runtime lets every integer type through)."""
    if index.dtype not in _INDEX_DTYPES:
        raise DtypeError(f"{what}(): expected dtype int32 or int64 for index, got {dtypes.name(index.dtype)}")
    return index.data.astype(np.int64, copy=False)


@op
def slice(x: Tensor, dim: int, start: int, end: int, step: int) -> Tensor:
    """x[start:end:step] along dim, a view."""
    where = (builtins.slice(None),) * dim + (builtins.slice(start, end, step),)

    def backward(g):
        grad = np.zeros(x.shape, dtype=g.dtype)
        grad[where] = g
        return (grad,)

    def differentiable(g):   # the gradient added into zeros at the sliced positions, recorded
        positions = untracked(np.arange(x.shape[dim])[builtins.slice(start, end, step)])
        return (index_add(_zeros(x, g), dim, positions, g, 1.0),)
    return make(x.data[where], (x,), backward, saved=False, differentiable=differentiable)


@op
def select(x: Tensor, dim: int, index: int) -> Tensor:
    """x at index along dim, which drops out: a view (the Ellipsis keeps a 0-dim result an array, not a copy)."""
    where = (builtins.slice(None),) * dim + (index, Ellipsis)

    def backward(g):
        grad = np.zeros(x.shape, dtype=g.dtype)
        grad[where] = g
        return (grad,)

    def differentiable(g):   # the gradient added into zeros at the selected position, recorded
        positions = untracked(np.array([index]))
        return (index_add(_zeros(x, g), dim, positions, shape_ops.unsqueeze(g, dim), 1.0),)
    return make(x.data[where], (x,), backward, saved=False, differentiable=differentiable)


def _zeros(x: Tensor, g: Tensor) -> Tensor:
    """Zeros of x's shape in g's dtype, joining no graph: what the recorded scatters of create_graph add into."""
    return untracked(np.zeros(x.shape, g.data.dtype))


@op
def index_select(x: Tensor, dim: int, index: Tensor) -> Tensor:
    """The entries of index along dim (a 0-dim index counts as one entry)."""
    idx = _index_array(index, "index_select").reshape(-1)
    if x.data.ndim == 0:
        # a scalar has one entry to select; the index must name it exactly once
        if idx.size != 1:
            raise ShapeError(f"index_select(): index to a scalar can have only 1 value, got {idx.size} value(s)")
        if idx[0] != 0:
            raise InvalidArgumentError(f"index_select(): index {idx[0]} is out of range for a scalar")
        return make(x.data.copy(), (x,), lambda g: (g,), saved=False)
    size = x.shape[dim]
    if idx.size and (idx.min() < 0 or idx.max() >= size):
        bad = idx[(idx < 0) | (idx >= size)][0]
        raise InvalidArgumentError(f"index_select(): index {bad} is out of range for dim {dim} of size {size}")
    data = np.take(x.data, idx, axis=dim)

    def backward(g):
        grad = np.zeros(x.shape, dtype=g.dtype)
        np.add.at(np.moveaxis(grad, dim, 0), idx, np.moveaxis(g, dim, 0))   # repeated entries add up
        return (grad,)
    return make(data, (x,), backward, saved=False,
                differentiable=lambda g: (index_add(_zeros(x, g), dim, untracked(idx), g, 1.0),))


@op
def gather(x: Tensor, dim: int, index: Tensor) -> Tensor:
    """out[i][j] = x[index[i][j]][j] for dim 0 (and so on): index may be smaller than x in every dim but dim."""
    idx = _index_array(index, "gather")
    if idx.size == 0:   # PyTorch checks nothing more for an empty index
        return make(np.zeros(idx.shape, x.dtype), (x,), lambda g: (np.zeros(x.shape, g.dtype),), saved=False)
    shape = x.shape if x.data.ndim else (1,)
    full = idx if idx.ndim else idx.reshape(1)
    for d, (n, k) in enumerate(zip(shape, full.shape)):
        if d != dim and k > n:
            raise ShapeError(f"gather(): size does not match at dimension {d}: expected index {list(index.shape)} "
                             f"to be no larger than self {list(x.shape)} apart from dimension {dim}")
    size = shape[dim]
    if full.min() < 0 or full.max() >= size:
        bad = full[(full < 0) | (full >= size)].reshape(-1)[0]
        raise InvalidArgumentError(f"gather(): index {bad} is out of bounds for dimension {dim} with size {size}")
    # the position of every output element in x: its own coordinates, with dim's replaced by the index
    where = list(np.indices(full.shape, sparse=True))
    where[dim] = full
    where = tuple(where)
    data = x.data.reshape(shape)[where].reshape(idx.shape)

    def backward(g):
        grad = np.zeros(shape, dtype=g.dtype)
        np.add.at(grad, where, np.reshape(g, full.shape))
        return (grad.reshape(x.shape),)

    def differentiable(g):   # the gradient added into zeros where it was gathered from, recorded
        added = scatter_add(untracked(np.zeros(shape, g.data.dtype)), dim, untracked(full),
                            shape_ops.reshape(g, full.shape))
        return (shape_ops.reshape(added, x.shape),)
    return make(data, (x,), backward, saved=False, differentiable=differentiable)


def _common_dtype(xs: Sequence[Tensor]) -> np.dtype:
    """torch.cat / torch.stack promote across all inputs, as a chain of binary promotions."""
    return functools.reduce(dtypes._promote, (t.dtype for t in xs))


@op
def cat(xs: Sequence[Tensor], dim: int) -> Tensor:
    """Join along an existing dim. As in PyTorch, 1-D empty tensors (shape [0]) are skipped whatever the
    others' shape (they still take part in the type promotion)."""
    xs = list(xs)
    for i, t in enumerate(xs):
        if t.data.ndim == 0:
            raise ShapeError(f"cat: zero-dimensional tensor (at position {i}) cannot be concatenated")
    used = [i for i, t in enumerate(xs) if t.shape != (0,)]
    out = _common_dtype(xs)
    if not used:
        return _out(np.zeros((0,), out), tuple(xs), lambda g: tuple(_as_parent(np.zeros((0,), g.dtype), t) for t in xs),
                    saved=False)
    ref = xs[used[0]].shape
    for i in used:
        shape = xs[i].shape
        if len(shape) != len(ref):
            raise ShapeError(f"cat: tensors must have the same number of dimensions: got {len(ref)} and {len(shape)}")
        for d, (a, b) in enumerate(zip(ref, shape)):
            if d != dim and a != b:
                raise ShapeError(f"cat: sizes of tensors must match except in dimension {dim}; expected size {a} "
                                 f"but got size {b} for tensor number {i} in the list")
    data = np.concatenate([xs[i].data.astype(out, copy=False) for i in used], axis=dim)
    bounds = np.cumsum([0] + [xs[i].shape[dim] for i in used])

    def backward(g):
        grads = [_as_parent(np.zeros((0,), g.dtype), t) for t in xs]   # the skipped ones get empty grads
        for k, i in enumerate(used):
            part = np.take(g, np.arange(bounds[k], bounds[k + 1]), axis=dim)
            grads[i] = _as_parent(part, xs[i])
        return grads

    def differentiable(g):   # the parts of the gradient, recorded (the skipped empty tensors get none)
        grads = [None] * len(xs)
        for k, i in enumerate(used):
            grads[i] = slice(g, dim, int(bounds[k]), int(bounds[k + 1]), 1)
        return grads
    return _out(data, tuple(xs), backward, saved=False, differentiable=differentiable)


@op
def stack(xs: Sequence[Tensor], dim: int) -> Tensor:
    """Join along a new dim; every tensor must have the same shape."""
    xs = list(xs)
    ref = xs[0].shape
    for i, t in enumerate(xs):
        if t.shape != ref:
            raise ShapeError(f"stack expects each tensor to be equal size, but got {list(ref)} at entry 0 and "
                             f"{list(t.shape)} at entry {i}")
    out = _common_dtype(xs)
    data = np.stack([t.data.astype(out, copy=False) for t in xs], axis=dim)
    return _out(data, tuple(xs), lambda g: [_as_parent(np.take(g, k, axis=dim), t) for k, t in enumerate(xs)],
                saved=False, differentiable=lambda g: [shape_ops.squeeze(slice(g, dim, k, k + 1, 1), dim)
                                                       for k in range(len(xs))])


@op
def chunk(x: Tensor, chunks: int, dim: int) -> list[Tensor]:
    """torch.chunk: parts of ceil(n / chunks) along dim, the last smaller, so possibly fewer than chunks
    parts; a dim of size 0 gives chunks empty parts."""
    n = x.shape[dim]
    size = math.ceil(n / chunks)
    starts = range(0, n, size) if n else [0] * chunks
    return [slice(x, dim, s, min(s + size, n), 1) for s in starts]


@op
def nonzero(x: Tensor) -> Tensor:
    """[n, ndim] int64 coordinates of the non-zero elements, row-major (no gradient, as PyTorch)."""
    return constant(np.argwhere(x.data).astype(dtypes.INT64))  # argwhere is [n, ndim] already, 0-dim too


@op
def argwhere(x: Tensor) -> Tensor:
    """torch.argwhere is torch.nonzero."""
    return nonzero(x)


# Indexing with tensors: writes. The runtime has checked dtypes, shapes and index ranges (negative
# entries of index_put wrapped), so these only compute.

def _scatter_positions(index: np.ndarray, dim: int) -> tuple[np.ndarray, ...]:
    """The position in x of every element of a scatter's index: its own coordinates, dim's replaced."""
    where = list(np.indices(index.shape, sparse=True))
    where[dim] = index
    return tuple(where)


def _src_part(shape: tuple[int, ...]) -> tuple:
    """The leading block of src that a scatter reads (index may be smaller than src in every dim)."""
    return tuple(builtins.slice(0, n) for n in shape)


@op
def scatter(x: Tensor, dim: int, index: Tensor, src: Tensor) -> Tensor:
    """out = x, then out[index[i][j]][j] = src[i][j] for dim 0 (and so on); for a repeated position the last
    write wins (PyTorch leaves that order unspecified)."""
    idx = index.data.astype(np.int64, copy=False).reshape(index.shape or (1,))
    where, part = _scatter_positions(idx, dim), _src_part(idx.shape)
    data = x.data.copy().reshape(x.shape or (1,))
    data[where] = src.data.reshape(src.shape or (1,))[part]

    def backward(g):
        g = g.reshape(data.shape)
        grad_x = g.copy()
        grad_x[where] = 0   # overwritten entries do not depend on x
        grad_src = np.zeros(src.shape or (1,), dtype=g.dtype)
        grad_src[part] = g[where]
        return grad_x.reshape(x.shape), grad_src.reshape(src.shape)
    return _out(data.reshape(x.shape), (x, src), backward, saved=False)


@op
def scatter_add(x: Tensor, dim: int, index: Tensor, src: Tensor) -> Tensor:
    """out = x, then out[index[i][j]][j] += src[i][j] for dim 0 (and so on); repeated positions add up."""
    idx = index.data.astype(np.int64, copy=False).reshape(index.shape or (1,))
    where, part = _scatter_positions(idx, dim), _src_part(idx.shape)
    data = x.data.copy().reshape(x.shape or (1,))
    np.add.at(data, where, src.data.reshape(src.shape or (1,))[part])

    def backward(g):
        grad_src = np.zeros(src.shape or (1,), dtype=g.dtype)
        grad_src[part] = g.reshape(data.shape)[where]
        return g, grad_src.reshape(src.shape)
    return _out(data.reshape(x.shape), (x, src), backward, saved=False)


@op
def index_add(x: Tensor, dim: int, index: Tensor, source: Tensor, alpha: float) -> Tensor:
    """out = x, then out[..., index[i], ...] += alpha * source[..., i, ...] along dim; repeats add up."""
    idx = index.data.astype(np.int64, copy=False).reshape(-1)
    data = x.data.copy().reshape(x.shape or (1,))
    scaled = (source.data * alpha).astype(x.dtype, copy=False).reshape(source.shape or (1,))
    np.add.at(np.moveaxis(data, dim, 0), idx, np.moveaxis(scaled, dim, 0))

    def backward(g):
        picked = np.take(g.reshape(data.shape), idx, axis=dim) * alpha
        return g, picked.astype(g.dtype, copy=False).reshape(source.shape)
    return _out(data.reshape(x.shape), (x, source), backward, saved=False)


@op
def index_put(x: Tensor, indices: Sequence[Tensor], values: Tensor, accumulate: bool) -> Tensor:
    """out = x, then out[indices] = values (broadcast; accumulate: +=, repeats adding up). The indices are
    integer tensors for x's leading dims, broadcast together as PyTorch's advanced indexing."""
    key = tuple(i.data.astype(np.int64, copy=False) for i in indices)
    data = x.data.copy()
    target_shape = data[key].shape
    if accumulate:
        np.add.at(data, key, np.broadcast_to(values.data, target_shape))
    else:
        data[key] = np.broadcast_to(values.data, target_shape)

    def backward(g):
        grad_x = g.copy()
        if not accumulate:
            grad_x[key] = 0   # overwritten entries do not depend on x
        return grad_x, unbroadcast(g[key], values.shape)
    return _out(data, (x, values), backward, saved=False)


@op
def index(x: Tensor, indices: Sequence[Tensor]) -> Tensor:
    """x[indices]: integer tensors for x's leading dims, broadcast together; gradients of repeats add up."""
    key = tuple(i.data.astype(np.int64, copy=False) for i in indices)

    def backward(g):
        grad = np.zeros(x.shape, dtype=g.dtype)
        np.add.at(grad, key, g)
        return (grad,)
    return _out(x.data[key], (x,), backward, saved=False,
                differentiable=lambda g: (index_put(_zeros(x, g), [untracked(k) for k in key], g, True),))


# scatter_reduce: the ufunc that combines the values written at one position, and where a position that
# leaves x out (include_self false) starts from
_SCATTER_UFUNCS = {"sum": np.add, "mean": np.add, "prod": np.multiply, "amax": np.maximum, "amin": np.minimum}


def _identity(reduce: str, dtype: np.dtype):
    """Where a written position that leaves x out starts: the identity of its reduction."""
    if reduce in ("sum", "mean"):
        return 0
    if reduce == "prod":
        return 1
    if dtypes.category(dtype) == Kind.bool:   # False < True
        return reduce == "amin"
    if dtypes.category(dtype) == Kind.floating:
        return -np.inf if reduce == "amax" else np.inf
    return np.iinfo(dtype).min if reduce == "amax" else np.iinfo(dtype).max


@op
def scatter_reduce(x: Tensor, dim: int, index: Tensor, src: Tensor, reduce: str, include_self: bool) -> Tensor:
    """out = x, then each src[i][j] combined into out[index[i][j]][j] (dim 0) by reduce ("sum", "prod",
    "mean", "amax", "amin"); include_self false: x's own value at a written position is left out."""
    idx = index.data.astype(np.int64, copy=False).reshape(index.shape or (1,))
    where, part = _scatter_positions(idx, dim), _src_part(idx.shape)
    values = src.data.reshape(src.shape or (1,))[part]
    data = x.data.copy().reshape(x.shape or (1,))
    if not include_self:
        data[where] = _identity(reduce, data.dtype)
    _SCATTER_UFUNCS[reduce].at(data, where, values)
    count = np.zeros(data.shape, np.int64)   # how many values each position combines
    np.add.at(count, where, 1)
    count += 1 if include_self else 0
    written = count > 0
    if reduce == "mean":
        total = data[written]
        data[written] = total / count[written] if data.dtype.kind in "fc" else total // count[written]

    def backward(g):
        g = g.reshape(data.shape)
        if reduce == "prod":
            raise UnsupportedError("scatter_reduce: the gradient of reduce='prod' is not implemented on the "
                                   "NumPy backend")
        own = np.ones(data.shape, bool)   # x's value takes part where nothing is written, or with include_self
        own[where] = include_self
        if reduce in ("amax", "amin"):
            # PyTorch shares the gradient evenly among the values equal to the result, counting x's value
            # among them even where include_self leaves it out (it then gets no share)
            x_hits = x.data.reshape(data.shape) == data
            src_hits = values == data[where]
            ties = x_hits.astype(g.dtype)
            np.add.at(ties, where, src_hits)
            share = g / np.maximum(ties, 1)
            grad_x, grad_values = np.where(own & x_hits, share, 0), np.where(src_hits, share[where], 0)
        else:
            share = g / np.maximum(count, 1) if reduce == "mean" else g
            grad_x, grad_values = np.where(own, share, 0), share[where]
        grad_src = np.zeros(src.shape or (1,), dtype=g.dtype)
        grad_src[part] = grad_values
        return grad_x.reshape(x.shape).astype(g.dtype, copy=False), grad_src.reshape(src.shape)
    return _out(data.reshape(x.shape), (x, src), backward, saved=False)
