"""Sections 8 (indexing, slicing, joining and splitting) and 18 (indexing with tensors)."""

from __future__ import annotations

import math

import numpy as np

from ..abi.enums import INTEGRAL, Dtype, ScatterReduce
from ..abi.errors import BufferTooSmallError, DtypeError, InvalidArgumentError, ShapeError
from . import amp, args
from .args import new, tensor
from .entry import export
from .handles import table
from .startup import backend

_live_tensors = table.tensors   # handle -> backend tensor


def _index(b, handle: int, what: str = "index"):
    t = tensor(handle, what)
    if b.dtype(t) not in INTEGRAL:
        raise DtypeError(f"{what} must hold integers, got {Dtype(b.dtype(t)).name}")
    return t


@export
def rt_torch_tensor_slice(x, dim, start, end, step):
    b, t = backend(), _live_tensors.get(x)   # in place, as args.tensor reads it (x[:, t] slices every step)
    if t is None or type(x) is not int:
        t = tensor(x)
    return table.add(direct_tensor_slice(b, t, dim, start, end, step))


def direct_tensor_slice(b, t, dim, start, end, step):
    """rt_torch_tensor_slice on a backend object (runtime/direct.py)."""
    shape = b.shape(t)
    if not shape:
        raise ShapeError("cannot slice a 0-dim tensor")
    d = args.dim(dim, len(shape))
    if not (type(start) is int and type(end) is int and type(step) is int):   # plain ints need no converting
        start, end, step = (args.integer(v, n) for v, n in ((start, "start"), (end, "end"), (step, "step")))
    if step <= 0:
        raise InvalidArgumentError(f"step is {step}; it must be positive")
    # Clamp like Python (PyTorch warns and truncates bounds or a step beyond int64 range, e.g. INT64_MAX as
    # "to the end", and a huge step then selects nothing): a step past the size selects only `start`.
    size = shape[d]
    start, end, _ = slice(start, end, step).indices(size)
    return b.slice(t, d, start, end, min(step, max(size, 1)))


@export
def rt_torch_tensor_index_select(x, dim, index):
    b, t = backend(), tensor(x)
    idx = _index(b, index)
    if b.ndim(idx) > 1:
        raise ShapeError(f"index must be 1-D, got shape {list(b.shape(idx))}")
    shape = b.shape(t)
    d = args.dim(dim, len(shape))
    if not shape and math.prod(b.shape(idx)) != 1:
        raise ShapeError(f"index_select on a 0-dim tensor takes exactly one index, got shape {list(b.shape(idx))}")
    # checked here: PyTorch's own message for dims other than 0 is an internal one ("INDICES element is out of
    # DATA bounds"), and on CUDA only a device-side assert; negative entries are out of range too, as in PyTorch
    args.index_range(b, idx, shape[d] if shape else 1, d)
    return new(b.index_select(t, d, idx))


@export
def rt_torch_tensor_gather(x, dim, index):
    b, t = backend(), tensor(x)
    idx = _index(b, index)
    shape = b.shape(t)
    if b.ndim(idx) != len(shape):
        raise ShapeError(f"index must have as many dims as x: {list(b.shape(idx))} vs {list(shape)}")
    d = args.dim(dim, len(shape))
    args.index_range(b, idx, shape[d] if shape else 1, d)
    return new(b.gather(t, d, idx))


def _tensors(xs) -> list:
    if xs is None:
        raise InvalidArgumentError("xs is NULL")
    handles = list(xs)
    if not handles:
        raise InvalidArgumentError("needs at least one tensor")
    return [tensor(h, f"xs[{i}]") for i, h in enumerate(handles)]


@export
def rt_torch_tensor_cat(xs, dim):
    b, ts = backend(), _tensors(xs)
    ts = amp.promote(b, ts)
    return new(b.cat(ts, args.dim(dim, len(b.shape(ts[0])))))


@export
def rt_torch_tensor_stack(xs, dim):
    b, ts = backend(), _tensors(xs)
    ts = amp.promote(b, ts)
    return new(b.stack(ts, args.dim(dim, len(b.shape(ts[0])), extra=1)))


@export
def rt_torch_tensor_chunk(x, chunks, dim, max_out):
    b, t = backend(), tensor(x)
    shape = b.shape(t)
    if not shape:
        raise ShapeError("cannot chunk a 0-dim tensor")
    chunks, capacity = args.integer(chunks, "chunks"), args.integer(max_out, "max_out")
    if chunks <= 0:
        raise InvalidArgumentError(f"chunks is {chunks}; it must be positive")
    if capacity < 0:
        raise InvalidArgumentError(f"max_out is {capacity}; it must be non-negative")
    dim = args.dim(dim, len(shape))
    # counted before splitting: a huge dim cut into as many chunks would otherwise make that many tensors
    n = shape[dim]
    count = -(-n // -(-n // chunks)) if n else chunks
    if count > capacity:
        raise BufferTooSmallError(f"{count} chunks but max_out is {capacity}")
    parts = b.chunk(t, chunks, dim)
    return len(parts), [new(p) for p in parts]


# Indexing with tensors. Every index is checked here, before the backend runs: an out-of-range
# index is RT_ERR_INVALID_ARGUMENT on both backends (on CUDA PyTorch would only assert on the device).

def _index_tensor(b, handle: int, what: str):
    """An int32 or int64 tensor (the index dtypes PyTorch's kernels take)."""
    t = tensor(handle, what)
    if b.dtype(t) not in (Dtype.int32, Dtype.int64):
        raise DtypeError(f"{what} must be int32 or int64, got {Dtype(b.dtype(t)).name}")
    return t


def _same_dtype(b, x, other, what: str) -> None:
    if b.dtype(other) != b.dtype(x):
        raise DtypeError(f"{what} is {Dtype(b.dtype(other)).name} but x is {Dtype(b.dtype(x)).name}; "
                         "they must match")


def _scatter_args(b, x, dim, index, src):
    """x, dim, index and src of a scatter, checked as PyTorch does (index no larger than src anywhere,
    nor than x but along dim; every entry in range along dim)."""
    t, idx = tensor(x), _index_tensor(b, index, "index")
    shape, index_shape = b.shape(t), b.shape(idx)
    d = args.dim(dim, len(shape))
    if len(index_shape) != len(shape) or (src is not None and b.ndim(src) != len(shape)):
        raise ShapeError(f"index {list(index_shape)} (and src) must have as many dims as x {list(shape)}")
    if 0 in index_shape:   # PyTorch checks nothing more for an empty index
        return t, d, idx
    for k, n in enumerate(index_shape):
        if (src is not None and n > b.shape(src)[k]) or (k != d and n > shape[k]):
            raise ShapeError(f"index {list(index_shape)} must be no larger than src in every dim and than "
                             f"x {list(shape)} in every dim but {d}")
    args.index_range(b, idx, shape[d] if shape else 1, d)
    return t, d, idx


@export
def rt_torch_tensor_scatter(x, dim, index, src):
    b = backend()
    values = tensor(src, "src")
    t, d, idx = _scatter_args(b, x, dim, index, values)
    _same_dtype(b, t, values, "src")
    return new(b.scatter(t, d, idx, values))


@export
def rt_torch_tensor_scatter_value(x, dim, index, value):
    b = backend()
    t, d, idx = _scatter_args(b, x, dim, index, None)
    value = args.number(value, "value")
    values = b.to_dtype(b.full(b.shape(idx), value, b.device(t)), b.dtype(t))
    return new(b.scatter(t, d, idx, values))


@export
def rt_torch_tensor_scatter_add(x, dim, index, src):
    b = backend()
    values = tensor(src, "src")
    t, d, idx = _scatter_args(b, x, dim, index, values)
    _same_dtype(b, t, values, "src")
    return new(b.scatter_add(t, d, idx, values))


@export
def rt_torch_tensor_index_add(x, dim, index, source, alpha):
    b, t, src = backend(), tensor(x), tensor(source, "source")
    idx = _index_tensor(b, index, "index")
    shape, index_shape = b.shape(t), b.shape(idx)
    d = args.dim(dim, len(shape))
    if len(index_shape) > 1:
        raise ShapeError(f"index must be 1-D, got shape {list(index_shape)}")
    count = math.prod(index_shape)
    wanted = shape[:d] + (count,) + shape[d + 1:] if shape else ()   # a 0-dim x takes a 0-dim source
    if tuple(b.shape(src)) != tuple(wanted):
        raise ShapeError(f"source must have shape {list(wanted)} (x's with dim {d} the index's length), "
                         f"got {list(b.shape(src))}")
    _same_dtype(b, t, src, "source")
    args.index_range(b, idx, shape[d] if shape else 1, d)
    return new(b.index_add(t, d, idx, src, args.number(alpha, "alpha")))


@export
def rt_torch_tensor_take_along_dim(x, indices, dim):
    b, t = backend(), tensor(x)
    idx = _index_tensor(b, indices, "indices")
    shape, index_shape = b.shape(t), b.shape(idx)
    if len(index_shape) != len(shape):
        raise ShapeError(f"indices {list(index_shape)} must have as many dims as x {list(shape)}")
    d = args.dim(dim, len(shape))
    # x and indices broadcast in every dim but dim, where each keeps its own size
    others = [(a, i) for k, (a, i) in enumerate(zip(shape, index_shape)) if k != d]
    if any(a != i and 1 not in (a, i) for a, i in others):
        raise ShapeError(f"x {list(shape)} and indices {list(index_shape)} do not broadcast outside dim {d}")
    common = [max(a, i) if 0 not in (a, i) else 0 for a, i in others]
    t = b.expand(t, tuple(common[:d]) + (shape[d],) + tuple(common[d:])) if shape else t
    idx = b.expand(idx, tuple(common[:d]) + (index_shape[d],) + tuple(common[d:])) if shape else idx
    args.index_range(b, idx, shape[d] if shape else 1, d)
    return new(b.gather(t, d, idx))


def _index_list(b, t, handles) -> list:
    """The integer index tensors that `handles` name for x's leading dims, a bool mask standing for the
    coordinates of its True elements (as many index tensors as it has dims); each checked in range."""
    if handles is None:
        raise InvalidArgumentError("indices is NULL")
    shape, out = b.shape(t), []
    for k, handle in enumerate(handles):
        what = f"indices[{k}]"
        i = tensor(handle, what)
        if b.dtype(i) == Dtype.bool:
            mask_shape = b.shape(i)
            if tuple(mask_shape) != tuple(shape[len(out):len(out) + len(mask_shape)]):
                raise ShapeError(f"{what}: the mask {list(mask_shape)} does not match x {list(shape)} "
                                 f"at dim {len(out)}")
            coordinates = b.nonzero(i)
            out += [b.reshape(b.slice(coordinates, 1, j, j + 1, 1), (-1,)) for j in range(len(mask_shape))]
            continue
        i = _index_tensor(b, handle, what)
        if len(out) >= len(shape):
            raise InvalidArgumentError(f"too many indices for x of {len(shape)} dims")
        args.index_range(b, i, shape[len(out)], len(out), negative=True)
        out.append(i)
    if not out or len(out) > len(shape):
        raise InvalidArgumentError(f"{len(out)} index tensors for x of {len(shape)} dims (1 to ndim)")
    return out


def _indexed_shape(b, t, indices) -> tuple[int, ...]:
    """The shape of x[indices]: the indices' broadcast shape, then x's dims they leave."""
    try:
        common = np.broadcast_shapes(*(tuple(b.shape(i)) for i in indices))
    except ValueError:
        raise ShapeError(f"index shapes {[list(b.shape(i)) for i in indices]} cannot be broadcast together") from None
    return tuple(common) + tuple(b.shape(t)[len(indices):])


@export
def rt_torch_tensor_index(x, indices):
    b, t = backend(), tensor(x)
    picked = _index_list(b, t, indices)
    _indexed_shape(b, t, picked)
    return new(b.index(t, picked))


@export
def rt_torch_tensor_index_put(x, indices, values, accumulate):
    b, t, v = backend(), tensor(x), tensor(values, "values")
    picked = _index_list(b, t, indices)
    target = _indexed_shape(b, t, picked)
    try:
        fits = np.broadcast_shapes(tuple(b.shape(v)), target) == target
    except ValueError:
        fits = False
    if not fits:
        raise ShapeError(f"values {list(b.shape(v))} cannot be broadcast to the indexed shape {list(target)}")
    _same_dtype(b, t, v, "values")
    return new(b.index_put(t, picked, v, args.flag(accumulate, "accumulate")))


@export
def rt_torch_tensor_scatter_reduce(x, dim, index, src, reduce, include_self):
    b = backend()
    values = tensor(src, "src")
    code = args.integer(reduce, "reduce")
    if code not in ScatterReduce._value2member_map_:
        known = ", ".join(f"{r.value} ({r.name})" for r in ScatterReduce)
        raise InvalidArgumentError(f"reduce {code} is not one of {known}")
    t, d, idx = _scatter_args(b, x, dim, index, values)
    _same_dtype(b, t, values, "src")
    return new(b.scatter_reduce(t, d, idx, values, ScatterReduce(code).name, args.flag(include_self, "include_self")))
