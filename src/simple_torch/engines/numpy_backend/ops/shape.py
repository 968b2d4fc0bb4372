"""Shape and dtype operations. Results that PyTorch returns as views are NumPy views here too, so
`is_contiguous` (NumPy's C-contiguous flag, which like PyTorch ignores dims of size 1) reports the same.
Views never see a write: the contract has no in-place operations.

The runtime has checked element counts, dims and orders before any of these is called.
"""

from __future__ import annotations

import math

import numpy as np

from ....abi.enums import Kind
from ....abi.errors import ShapeError
from .. import dtypes
from . import op, sparse
from ..sparse import SparseTensor
from ..tensor import Tensor, constant, make, unbroadcast


def _resolve(shape: tuple[int, ...], numel: int, what: str) -> tuple[int, ...]:
    """The shape with its -1 worked out; a wrong element count is a shape error."""
    known = math.prod(s for s in shape if s != -1)
    if -1 in shape:
        if known == 0 or numel % known:
            raise ShapeError(f"{what}: shape {list(shape)} is invalid for input of size {numel}")
        shape = tuple(numel // known if s == -1 else s for s in shape)
    elif known != numel:
        raise ShapeError(f"{what}: shape {list(shape)} is invalid for input of size {numel}")
    return shape


@op
def reshape(x: Tensor, shape: tuple[int, ...]) -> Tensor:
    """A view when the strides allow one, else a copy (NumPy and PyTorch decide alike)."""
    new = _resolve(tuple(shape), x.data.size, "reshape")
    return _reshaped(np.reshape(x.data, new), x)


@op
def view(x: Tensor, shape: tuple[int, ...]) -> Tensor:
    """Always a view; fails where PyTorch's view fails, i.e. where no strides give the new shape without
    copying (NumPy's no-copy reshape applies the same rule)."""
    new = _resolve(tuple(shape), x.data.size, "view")
    try:
        data = np.reshape(x.data, new, copy=False)
    except ValueError:
        raise ShapeError(f"view size {list(new)} is not compatible with input tensor's size {list(x.shape)} and "
                         f"stride (at least one dimension spans across two contiguous subspaces); use reshape "
                         f"instead") from None
    return _reshaped(data, x)


@op
def permute(x: Tensor, order: tuple[int, ...]) -> Tensor:
    inverse = tuple(np.argsort(order)) if order else ()

    def backward(g):   # it only moves the gradient: it serves create_graph too
        return (np.transpose(g, inverse),)
    return make(np.transpose(x.data, order), (x,), backward, saved=False, differentiable=backward)


@op
def squeeze(x: Tensor, dim: int | None) -> Tensor:
    """Drop every size-1 dim, or dim only; a dim of another size is kept (no error), as in PyTorch."""
    if dim is None:
        data = np.squeeze(x.data)
    elif x.data.ndim and x.shape[dim] == 1:
        data = np.squeeze(x.data, axis=dim)
    else:
        data = x.data.view()
    return _reshaped(data, x)


@op
def unsqueeze(x: Tensor, dim: int) -> Tensor:
    return _reshaped(np.expand_dims(x.data, dim), x)


@op
def flatten(x: Tensor, start_dim: int, end_dim: int) -> Tensor:
    """Merge dims start..end (inclusive) into one; a 0-dim tensor becomes 1-D, as in PyTorch."""
    shape = x.shape
    if not shape:
        new = (1,)
    else:
        new = shape[:start_dim] + (math.prod(shape[start_dim:end_dim + 1]),) + shape[end_dim + 1:]
    return _reshaped(np.reshape(x.data, new), x)


@op
def expand(x: Tensor, shape: tuple[int, ...]) -> Tensor:
    """A broadcast view (stride 0 on the expanded dims); -1 keeps an existing dim."""
    current = x.shape
    lead = len(shape) - len(current)
    if lead < 0:
        raise ShapeError(f"expand: the number of sizes provided ({len(shape)}) must be greater or equal to the "
                         f"number of dimensions in the tensor ({len(current)})")
    target = list(shape)
    for i, size in enumerate(current):
        want = shape[lead + i]
        if want == -1:
            target[lead + i] = size
        elif size != want and size != 1:
            raise ShapeError(f"the expanded size of the tensor ({want}) must match the existing size ({size}) at "
                             f"non-singleton dimension {lead + i}; target sizes {list(shape)}, tensor sizes "
                             f"{list(current)}")

    def backward(g):   # it only sums the gradient: it serves create_graph too
        return (unbroadcast(g, x.shape),)
    return make(np.broadcast_to(x.data, tuple(target)), (x,), backward, saved=False, differentiable=backward)


@op
def contiguous(x: Tensor) -> Tensor:
    """x itself when already contiguous (as PyTorch; the runtime wraps it in a fresh tensor), else a
    row-major copy."""
    if x.data.flags.c_contiguous:
        return x
    return make(np.ascontiguousarray(x.data), (x,), passed, saved=False, differentiable=passed)


@op
def clone(x: Tensor) -> Tensor:
    """A dense copy that keeps x's order of dims in memory, as PyTorch's clone (preserve_format): a
    transposed tensor clones to a transposed layout; broadcast (stride-0) dims become the outermost."""
    if type(x) is SparseTensor:
        return sparse.sparse_clone(x)
    slowest_first = _dense_order(x.shape, x.data.strides)[::-1]
    out = np.empty([x.shape[d] for d in slowest_first], x.dtype).transpose(np.argsort(slowest_first))
    np.copyto(out, x.data)
    return make(out, (x,), passed, saved=False, differentiable=passed)


def passed(g):
    """The backward of an op whose gradient passes unchanged (it serves create_graph too)."""
    return (g,)


def _reshaped(data: np.ndarray, x: Tensor) -> Tensor:
    """The output of an op that only reshapes x; its backward serves create_graph too."""
    def backward(g):
        return (np.reshape(g, x.shape),)
    return make(data, (x,), backward, saved=False, differentiable=backward)


def _dense_order(shape: tuple[int, ...], strides: tuple[int, ...]) -> list[int]:
    """The dims from fastest to slowest in memory, by PyTorch's infer_dense_strides: a stable insertion
    sort by stride (equal strides: the smaller size first) in which a stride-0 dim never moves."""
    def order(d0: int, d1: int) -> int:
        s0, s1 = strides[d0], strides[d1]
        if s0 == 0 or s1 == 0:
            return 0
        if s0 != s1:
            return 1 if s0 > s1 else -1
        return 1 if shape[d0] > shape[d1] else 0

    perm = list(range(len(shape) - 1, -1, -1))
    for i in range(1, len(perm)):
        d1 = i
        for d0 in range(i - 1, -1, -1):
            c = order(perm[d0], perm[d1])
            if c > 0:
                perm[d0], perm[d1] = perm[d1], perm[d0]
                d1 = d0
            elif c < 0:
                break
    return perm


@op
def to_dtype(x: Tensor, dtype: int) -> Tensor:
    """A converted copy with PyTorch's casting rules; x itself for its own dtype (the runtime copies it)."""
    if type(x) is SparseTensor:
        converted = to_dtype(x.values, dtype)
        return x if converted is x.values else sparse.sparse_to_dtype(x, converted)
    target = dtypes.BY_CODE[dtype]
    if target == x.dtype:
        return x
    data = _cast(x.data, target)
    if dtypes.category(target) < Kind.floating:   # integer and bool results never carry grad in PyTorch
        return constant(data)
    source = x.dtype

    def backward(g):
        # the gradient goes back to x's dtype; a real x of a complex result keeps the real part
        if dtypes.category(source) < Kind.complex and np.iscomplexobj(g):
            g = g.real
        return (np.asarray(g).astype(source) if dtypes.category(source) >= Kind.floating else None,)
    return make(data, (x,), backward, saved=False, differentiable=lambda g: (to_dtype(g, dtypes.CODES[source]),)
                if dtypes.category(source) >= Kind.floating else None)


def _cast(data: np.ndarray, target: np.dtype) -> np.ndarray:
    if target == dtypes.BOOL:   # true where non-zero (either part of a complex)
        return data != 0
    if dtypes.category(data.dtype) == Kind.complex and dtypes.category(target) < Kind.complex:
        data = data.real   # complex -> real drops the imaginary part (PyTorch warns; the contract says so)
    if target in (dtypes.FLOAT16, dtypes.BFLOAT16) and data.dtype != dtypes.FLOAT32:
        # PyTorch converts to a half type from float: a double or an integer is rounded to float first
        data = data.astype(dtypes.FLOAT32)
    with np.errstate(invalid="ignore", over="ignore"):
        return data.astype(target)   # float -> int truncates toward zero, as a C cast


# -- triangles, roll and flip -----------------------------------------------------------------------------
def _triangle(x: Tensor, diagonal: int, keep) -> Tensor:
    if x.data.ndim < 2:   # PyTorch's words
        raise ShapeError(f"{keep.__name__}: input tensor must have at least 2 dimensions")
    rows, cols = x.shape[-2:]
    # past the matrix every diagonal keeps all or nothing: clamped, as NumPy takes no int64 extremes
    mask = keep(np.ones((rows, cols), bool), min(max(diagonal, -rows - 1), cols + 1))
    def backward(g):   # a constant mask: it serves create_graph too
        return (np.where(mask, g, 0),)
    return make(np.where(mask, x.data, np.zeros((), x.dtype)).astype(x.dtype, copy=False), (x,), backward,
                saved=False, differentiable=backward)


@op
def tril(x: Tensor, diagonal: int) -> Tensor:
    return _triangle(x, diagonal, np.tril)


@op
def triu(x: Tensor, diagonal: int) -> Tensor:
    return _triangle(x, diagonal, np.triu)


@op
def roll(x: Tensor, shifts: int, dim: int) -> Tensor:
    axis = None if x.data.ndim == 0 else dim
    def backward(g):   # it only moves the gradient: it serves create_graph too
        return (np.roll(g, -shifts, axis),)
    return make(np.roll(x.data, shifts, axis), (x,), backward, saved=False, differentiable=backward)


@op
def flip(x: Tensor, dim: int) -> Tensor:
    axis = None if x.data.ndim == 0 else dim
    def backward(g):   # it only moves the gradient: it serves create_graph too
        return (np.flip(g, axis),)
    return make(np.flip(x.data, axis).copy(), (x,), backward, saved=False, differentiable=backward)


# -- more shape operations: repeat, diagonals and padding -------------------------------------------------
# The runtime has checked the counts, dims and pad sizes; these do the arithmetic and its backward.

@op
def repeat(x: Tensor, repeats: tuple[int, ...]) -> Tensor:
    """x tiled repeats[i] times along dim i (leading repeats add dims), as torch.Tensor.repeat."""
    lead = len(repeats) - x.data.ndim
    source = x.shape
    tiled = np.tile(np.reshape(x.data, (1,) * lead + source), repeats)

    def backward(g):
        # each tile's gradient lands on the same elements: fold every repeat into a dim of its own and sum
        split = [size for pair in zip(repeats, (1,) * lead + source) for size in pair]
        folded = np.reshape(g, split).sum(axis=tuple(range(0, len(split), 2)))
        return (np.reshape(folded, source),)
    return make(tiled, (x,), backward, saved=False)


@op
def repeat_interleave(x: Tensor, repeats: tuple[int, ...], dim: int) -> Tensor:
    """Each slice along dim repeated repeats[i] times (one entry: the same count for every slice)."""
    if x.data.size == 0:   # nothing to copy; NumPy would still walk every index of the other dims
        total = repeats[0] * x.shape[dim] if len(repeats) == 1 else sum(repeats)
        shape = x.shape[:dim] + (total,) + x.shape[dim + 1:]
        return make(np.empty(shape, x.dtype), (x,), lambda g: (np.zeros(x.shape, g.dtype),), saved=False)
    counts = np.broadcast_to(np.asarray(repeats, np.int64), (x.shape[dim],))
    out = np.repeat(x.data, counts, axis=dim)
    owner = np.repeat(np.arange(x.shape[dim]), counts)   # the source slice of each output slice

    def backward(g):
        grad = np.zeros(x.shape, g.dtype)
        np.add.at(grad, (slice(None),) * dim + (owner,), g)
        return (grad,)
    return make(out, (x,), backward, saved=False)


@op
def diag(x: Tensor, diagonal: int) -> Tensor:
    """1-D: a square matrix with x on the given diagonal; 2-D: that diagonal of x, as torch.diag."""
    if x.data.ndim not in (1, 2):
        raise ShapeError(f"diag(): Supports 1D or 2D tensors. Got {x.data.ndim}D")
    if x.data.ndim == 1:
        return make(np.diag(x.data, diagonal), (x,), lambda g: (np.diag(g, diagonal),), saved=False)

    def backward(g):
        grad = np.zeros(x.shape, g.dtype)
        _diagonal_view(grad, diagonal, 0, 1)[...] = g
        return (grad,)
    return make(_diagonal_view(x.data, diagonal, 0, 1).copy(), (x,), backward, saved=False)


def _diagonal_view(data: np.ndarray, offset: int, dim1: int, dim2: int) -> np.ndarray:
    """A writable view of the diagonal as the last dim (np.diagonal's own result is read-only, and its offset
    a C int: PyTorch takes any int64, past the matrix an empty diagonal)."""
    rows, cols = data.shape[dim1], data.shape[dim2]
    length = max(0, min(rows, cols - offset) if offset >= 0 else min(rows + offset, cols))
    start = [slice(None)] * data.ndim   # from the diagonal's first element (when it has one)
    if length:
        start[dim1], start[dim2] = slice(max(-offset, 0), None), slice(max(offset, 0), None)
    others = [d for d in range(data.ndim) if d not in (dim1, dim2)]
    return np.lib.stride_tricks.as_strided(
        data[tuple(start)], [data.shape[d] for d in others] + [length],
        [data.strides[d] for d in others] + [data.strides[dim1] + data.strides[dim2]])


@op
def diagonal(x: Tensor, offset: int, dim1: int, dim2: int) -> Tensor:
    """The diagonal of the (dim1, dim2) planes as the last dim: a view, as torch.diagonal."""
    view = _diagonal_view(x.data, offset, dim1, dim2)
    view.flags.writeable = False   # as np.diagonal's: writes go through copy_from, which copies first

    def backward(g):
        grad = np.zeros(x.shape, g.dtype)
        _diagonal_view(grad, offset, dim1, dim2)[...] = g
        return (grad,)
    return make(view, (x,), backward, saved=False)


def _padded_positions(size: int, before: int, after: int, mode: str) -> np.ndarray:
    """For each output position along one dim, the input position it copies (-1: the fill value).
    Negative pads crop first; the positive ones then pad what is left, as PyTorch does."""
    kept = np.arange(size)[max(-before, 0):size - max(-after, 0)]
    grow = (max(before, 0), max(after, 0))
    if mode == "constant":
        return np.pad(kept, grow, constant_values=-1)
    return np.pad(kept, grow, mode={"reflect": "reflect", "replicate": "edge", "circular": "wrap"}[mode])


@op
def pad(x: Tensor, pads: tuple[int, ...], mode: str, value: float) -> Tensor:
    """x padded with PyTorch's pad order (last dim first: (left, right, top, bottom, ...)); mode is
    "constant" (value), "reflect", "replicate" or "circular". Every output element copies one input
    element (or is the fill value), so forward and backward are a gather and its scatter-add, dim by dim."""
    out, steps = x.data, []
    for i in range(len(pads) // 2):
        dim = x.data.ndim - 1 - i
        positions = _padded_positions(out.shape[dim], pads[2 * i], pads[2 * i + 1], mode)
        filled = positions < 0
        if filled.all():   # nothing of the input is kept (it may be empty along dim): all fill
            gathered = np.empty(out.shape[:dim] + (len(positions),) + out.shape[dim + 1:], out.dtype)
        else:
            gathered = np.take(out, np.where(filled, 0, positions), axis=dim)
        if filled.any():
            fill = np.asarray(value).astype(x.dtype)
            gathered[(slice(None),) * dim + (filled,)] = fill
        steps.append((dim, out.shape[dim], positions, filled))
        out = gathered

    def backward(g):
        for dim, size, positions, filled in reversed(steps):
            grad = np.zeros(g.shape[:dim] + (size,) + g.shape[dim + 1:], g.dtype)
            keep = ~filled
            np.add.at(grad, (slice(None),) * dim + (positions[keep],),
                      np.compress(keep, g, axis=dim))
            g = grad
        return (g,)

    def differentiable(g):   # constant mode: the adjoint crops what was padded and zero-pads what was cropped
        return (pad(g, tuple(-p for p in pads), "constant", 0.0),)
    return make(out, (x,), backward, saved=False, differentiable=differentiable if mode == "constant" else None)
