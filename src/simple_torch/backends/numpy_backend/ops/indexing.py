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
from ....abi.errors import DtypeError, InvalidArgumentError, ShapeError
from .. import dtypes
from . import op
from ..tensor import Tensor, constant, make

_INDEX_DTYPES = (np.dtype(np.int32), np.dtype(np.int64))


def _out(data: np.ndarray, parents: tuple[Tensor, ...], backward, saved: bool = True) -> Tensor:
    """make(), except that an integer or bool result never carries grad (PyTorch's rule)."""
    return make(data, parents, backward, saved) if dtypes.category(data.dtype) >= Kind.floating else constant(data)


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
    return make(x.data[where], (x,), backward, saved=False)


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
    return make(data, (x,), backward, saved=False)


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
    return make(data, (x,), backward, saved=False)


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
    return _out(data, tuple(xs), backward, saved=False)


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
                saved=False)


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
    return constant(np.argwhere(x.data).astype(dtypes.INT64).reshape(-1, x.data.ndim))
