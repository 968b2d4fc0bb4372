"""Section 8: indexing, slicing, joining and splitting."""

from __future__ import annotations

import math

from ..abi.enums import INTEGRAL, Dtype
from ..abi.errors import BufferTooSmallError, DtypeError, InvalidArgumentError, ShapeError
from . import args
from .args import new, tensor
from .entry import export
from .startup import backend


def _index(b, handle: int, what: str = "index"):
    t = tensor(handle, what)
    if b.dtype(t) not in INTEGRAL:
        raise DtypeError(f"{what} must hold integers, got {Dtype(b.dtype(t)).name}")
    return t


@export
def rt_torch_tensor_slice(x, dim, start, end, step):
    b, t = backend(), tensor(x)
    shape = b.shape(t)
    if not shape:
        raise ShapeError("cannot slice a 0-dim tensor")
    d = args.dim(dim, len(shape))
    start, end, step = (args.integer(v, n) for v, n in ((start, "start"), (end, "end"), (step, "step")))
    if step <= 0:
        raise InvalidArgumentError(f"step is {step}; it must be positive")
    # Clamp like Python (PyTorch warns and truncates bounds or a step beyond int64 range, e.g. INT64_MAX as
    # "to the end", and a huge step then selects nothing): a step past the size selects only `start`.
    size = shape[d]
    start, end, _ = slice(start, end, step).indices(size)
    return new(b.slice(t, d, start, end, min(step, max(size, 1))))


@export
def rt_torch_tensor_index_select(x, dim, index):
    b, t = backend(), tensor(x)
    idx = _index(b, index)
    if len(b.shape(idx)) > 1:
        raise ShapeError(f"index must be 1-D, got shape {list(b.shape(idx))}")
    shape = b.shape(t)
    d = args.dim(dim, len(shape))
    if not shape and math.prod(b.shape(idx)) != 1:
        raise ShapeError(f"index_select on a 0-dim tensor takes exactly one index, got shape {list(b.shape(idx))}")
    if 0 not in b.shape(idx):
        # checked here: PyTorch's own message for dims other than 0 is an internal one ("INDICES element is
        # out of DATA bounds"); negative entries are out of range too, as in PyTorch
        size = shape[d] if shape else 1
        for value in (int(b.item(b.min(idx, None, False))), int(b.item(b.max(idx, None, False)))):
            if not 0 <= value < size:
                raise InvalidArgumentError(f"index {value} is out of range for dim {d} of size {size}")
    return new(b.index_select(t, d, idx))


@export
def rt_torch_tensor_gather(x, dim, index):
    b, t = backend(), tensor(x)
    idx = _index(b, index)
    if len(b.shape(idx)) != len(b.shape(t)):
        raise ShapeError(f"index must have as many dims as x: {list(b.shape(idx))} vs {list(b.shape(t))}")
    return new(b.gather(t, args.dim(dim, len(b.shape(t))), idx))


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
    return new(b.cat(ts, args.dim(dim, len(b.shape(ts[0])))))


@export
def rt_torch_tensor_stack(xs, dim):
    b, ts = backend(), _tensors(xs)
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
