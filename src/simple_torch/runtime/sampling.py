"""Section 34: distances (cdist), sampling grids (grid_sample, affine_grid), patches (unfold, fold) and the NaN-aware
mean.

Every argument is checked here, in PyTorch's terms, so both backends fail alike. cdist, grid_sample, unfold and fold
are one Backend method each (forward and backward side by side in the NumPy backend); affine_grid and nanmean are
composed of Backend operations here, as PyTorch composes them, so their gradients follow on both backends.
"""

from __future__ import annotations

import math

from ..abi.enums import COMPLEX, FLOATING, CdistComputeMode, Dtype, GridSampleMode, GridSamplePadding
from ..abi.errors import DtypeError, InvalidArgumentError, ShapeError
from . import args
from .args import new, tensor
from .entry import export
from .startup import backend

# PyTorch's cdist takes the matrix-product path for p = 2 in its default mode when either set has more rows than this
_CDIST_MM_ROWS = 25
_HALVES = (Dtype.float16, Dtype.bfloat16)


def _enum_value(kind, value, what: str):
    code = args.integer(value, what)
    if code not in kind._value2member_map_:
        raise InvalidArgumentError(f"{what} {code} is not one of " + ", ".join(f"{m.value} ({m.name})" for m in kind))
    return kind(code)


# -- cdist ---------------------------------------------------------------------------------------------------------
@export
def rt_torch_tensor_cdist(x1, x2, p, compute_mode):
    b, a, c = backend(), tensor(x1, "x1"), tensor(x2, "x2")
    for name, t in (("X1", a), ("X2", c)):
        if b.dtype(t) not in FLOATING:
            raise DtypeError(f"cdist only supports floating-point dtypes, {name} got: {Dtype(b.dtype(t)).name}")
    for name, t in (("X1", a), ("X2", c)):
        if b.ndim(t) < 2:
            raise ShapeError(f"cdist only supports at least 2D tensors, {name} got: {b.ndim(t)}D")
    if b.dtype(a) != b.dtype(c):
        raise DtypeError(f"cdist needs X1 and X2 of one dtype, got {Dtype(b.dtype(a)).name} and "
                         f"{Dtype(b.dtype(c)).name}")
    sa, sc = b.shape(a), b.shape(c)
    if sa[-1] != sc[-1]:
        raise ShapeError(f"X1 and X2 must have the same number of columns. X1: {sa[-1]} X2: {sc[-1]}")
    power = args.number(p, "p")
    if not power >= 0:   # NaN too
        raise InvalidArgumentError(f"cdist only supports non-negative p values, got {power}")
    mode = _enum_value(CdistComputeMode, compute_mode, "compute_mode")
    batch = _broadcast(sa[:-2], sc[:-2])
    args.addressable(batch + (sa[-2], sc[-2]), b.dtype(a))
    empty = 0 in sa or 0 in sc
    use_mm = power == 2 and not empty and (mode == CdistComputeMode.mm or (
        mode == CdistComputeMode.mm_if_necessary and max(sa[-2], sc[-2]) > _CDIST_MM_ROWS))
    if not use_mm and b.dtype(a) in _HALVES:   # PyTorch's difference kernel has no half types
        raise DtypeError(f"cdist is not implemented for {Dtype(b.dtype(a)).name} but through matrix products "
                         f"(p = 2 with compute_mode use_mm_for_euclid_dist, or more than {_CDIST_MM_ROWS} rows)")
    return new(b.cdist(a, c, power, use_mm))


def _broadcast(left: tuple[int, ...], right: tuple[int, ...]) -> tuple[int, ...]:
    """The broadcast of two batch shapes, PyTorch's error if they do not broadcast."""
    out = []
    for i in range(1, max(len(left), len(right)) + 1):
        m = left[-i] if i <= len(left) else 1
        n = right[-i] if i <= len(right) else 1
        if m != n and 1 not in (m, n):
            raise ShapeError(f"The size of tensor a ({m}) must match the size of tensor b ({n}) at non-singleton "
                             f"dimension {max(len(left), len(right)) - i}")
        out.append(n if m == 1 else m)
    return tuple(reversed(out))


# -- sampling grids ------------------------------------------------------------------------------------------------
@export
def rt_torch_nn_grid_sample(input, grid, mode, padding_mode, align_corners):
    b, x, g = backend(), tensor(input, "input"), tensor(grid, "grid")
    if b.dtype(x) not in FLOATING:
        raise DtypeError(f"grid_sample is not implemented for {Dtype(b.dtype(x)).name} input")
    if b.dtype(g) != b.dtype(x):
        raise DtypeError(f"grid_sample needs input and grid of one dtype, got {Dtype(b.dtype(x)).name} and "
                         f"{Dtype(b.dtype(g)).name}")
    sx, sg = b.shape(x), b.shape(g)
    if len(sx) not in (4, 5) or len(sg) != len(sx):
        raise ShapeError(f"grid_sampler(): expected 4D or 5D input and grid with same number of dimensions, but got "
                         f"input with sizes {list(sx)} and grid with sizes {list(sg)}")
    if sx[0] != sg[0]:
        raise ShapeError(f"grid_sampler(): expected grid and input to have same batch size, but got input with sizes "
                         f"{list(sx)} and grid with sizes {list(sg)}")
    if sg[-1] != len(sx) - 2:
        raise ShapeError(f"grid_sampler(): expected grid to have size {len(sx) - 2} in last dimension, but got grid "
                         f"with sizes {list(sg)}")
    for i in range(2, len(sx)):
        if sx[i] == 0:
            raise ShapeError(f"grid_sampler(): expected input to have non-empty spatial dimensions, but input has "
                             f"sizes {list(sx)} with dimension {i} being empty")
    how = _enum_value(GridSampleMode, mode, "mode")
    if how == GridSampleMode.bicubic and len(sx) != 4:
        raise InvalidArgumentError("grid_sampler(): bicubic interpolation only supports 4D input")
    padding = _enum_value(GridSamplePadding, padding_mode, "padding_mode")
    corners = args.flag(align_corners, "align_corners")
    args.addressable(tuple(sx[:2]) + tuple(sg[1:-1]), b.dtype(x))
    return new(b.grid_sample(x, g, how.name, padding.name, corners))


def _steps(b, n: int, corners: bool, dtype: int, device: int):
    """PyTorch's linspace_from_neg_one: n points from -1 to 1 (0 alone for n = 1), pulled in by (n - 1) / n to the
    elements' centres unless corners."""
    if n <= 1:
        return b.to_dtype(b.full((1,), 0.0, device), dtype)
    points = b.add_scalar(b.mul_scalar(b.arange(0, n, 1, dtype, device), 2 / (n - 1)), -1.0)
    return points if corners else b.mul_scalar(points, (n - 1) / n)


@export
def rt_torch_nn_affine_grid(theta, size, align_corners):
    b, t = backend(), tensor(theta, "theta")
    if b.dtype(t) not in FLOATING:
        raise DtypeError(f"Expected theta to have floating point type, but got {Dtype(b.dtype(t)).name}")
    sizes, shape = args.sizes(size, "size"), b.shape(t)
    if len(sizes) not in (4, 5):
        raise InvalidArgumentError(f"affine_grid only supports 4D and 5D sizes, for 2D and 3D affine transforms, "
                                   f"respectively. Got size {list(sizes)}.")
    if min(sizes) <= 0:
        raise InvalidArgumentError(f"Expected non-zero, positive output size. Got {list(sizes)}")
    rank = len(sizes) - 2
    if len(shape) != 3 or tuple(shape[1:]) != (rank, rank + 1):
        raise ShapeError(f"Expected a batch of {rank}D affine matrices of shape Nx{rank}x{rank + 1} for size "
                         f"{list(sizes)}. Got {list(shape)}.")
    if shape[0] != sizes[0]:
        raise ShapeError(f"Expected theta of {sizes[0]} affine matrices for size {list(sizes)}, got {shape[0]}")
    corners = args.flag(align_corners, "align_corners")
    spatial, dtype, device = tuple(sizes[2:]), b.dtype(t), b.device(t)
    args.addressable((sizes[0],) + spatial + (rank,), dtype)
    # the base grid (*spatial, rank + 1) of (x, y[, z], 1), x running along the last dim, as PyTorch's
    columns = []
    for axis in reversed(range(rank)):
        along = [1] * rank
        along[axis] = spatial[axis]
        columns.append(b.expand(b.reshape(_steps(b, spatial[axis], corners, dtype, device), tuple(along)), spatial))
    columns.append(b.to_dtype(b.ones(spatial, device), dtype))
    base = b.reshape(b.stack(columns, -1), (1, math.prod(spatial), rank + 1))
    grid = b.matmul(base, b.transpose(t, 1, 2))
    return new(b.reshape(grid, (sizes[0],) + spatial + (rank,)))


# -- patches -------------------------------------------------------------------------------------------------------
def _patch_dtype(b, t, what: str) -> None:
    """PyTorch's im2col and col2im take floating, complex and bool tensors."""
    if b.dtype(t) not in FLOATING and b.dtype(t) not in COMPLEX and b.dtype(t) != Dtype.bool:
        raise DtypeError(f"{what} is not implemented for {Dtype(b.dtype(t)).name}")


def _windows(kernel_size, dilation, padding, stride):
    return (args.pair(kernel_size, "kernel_size", 1), args.pair(dilation, "dilation", 1),
            args.pair(padding, "padding", 0), args.pair(stride, "stride", 1))


def _blocks(sizes, kernel, dilation, padding, stride) -> list[int]:
    return [(s + 2 * p - d * (k - 1) - 1) // st + 1 for s, k, d, p, st in zip(sizes, kernel, dilation, padding, stride)]


@export
def rt_torch_nn_unfold(input, kernel_size, dilation, padding, stride):
    b, x = backend(), tensor(input, "input")
    kernel, dil, pad, step = _windows(kernel_size, dilation, padding, stride)
    shape = b.shape(x)
    if len(shape) not in (3, 4) or 0 in shape[-3:]:
        raise ShapeError(f"Expected 3D or 4D (batch mode) tensor with possibly 0 batch size and other non-zero "
                         f"dimensions for input, but got: {list(shape)}")
    _patch_dtype(b, x, "unfold")
    blocks = _blocks(shape[-2:], kernel, dil, pad, step)
    if min(blocks) < 1:
        raise ShapeError(f"Given input with spatial size {tuple(shape[-2:])}, kernel_size={kernel}, dilation={dil}, "
                         f"padding={pad}, calculated shape of the array of sliding blocks as {tuple(blocks)}, but its "
                         f"components must be at least one.")
    batched = x if len(shape) == 4 else b.unsqueeze(x, 0)
    args.addressable((b.shape(batched)[0], shape[-3] * kernel[0] * kernel[1], blocks[0] * blocks[1]), b.dtype(x))
    out = b.im2col(batched, kernel, dil, pad, step)
    return new(out if len(shape) == 4 else b.squeeze(out, 0))


@export
def rt_torch_nn_fold(input, output_size, kernel_size, dilation, padding, stride):
    b, x = backend(), tensor(input, "input")
    size = args.pair(output_size, "output_size", 0)
    kernel, dil, pad, step = _windows(kernel_size, dilation, padding, stride)
    shape = b.shape(x)
    if len(shape) not in (2, 3) or 0 in shape[-2:]:
        raise ShapeError(f"Expected 2D or 3D (batch mode) tensor for input with possibly 0 batch size and non-zero "
                         f"dimensions for input, but got: {list(shape)}")
    _patch_dtype(b, x, "fold")
    if shape[-2] % (kernel[0] * kernel[1]):
        raise ShapeError(f"Expected size of input's dimension {len(shape) - 2} to be divisible by the product of "
                         f"kernel_size, but got input.size({len(shape) - 2})={shape[-2]} and kernel_size={kernel}.")
    blocks = _blocks(size, kernel, dil, pad, step)
    if min(blocks) < 1 or blocks[0] * blocks[1] != shape[-1]:
        raise ShapeError(f"Given output_size={size}, kernel_size={kernel}, dilation={dil}, padding={pad}, "
                         f"stride={step}, expected size of input's dimension {len(shape) - 1} to match the calculated "
                         f"number of sliding blocks {blocks[0]} * {blocks[1]} = {blocks[0] * blocks[1]}, but got "
                         f"input.size({len(shape) - 1})={shape[-1]}.")
    batched = x if len(shape) == 3 else b.unsqueeze(x, 0)
    args.addressable((b.shape(batched)[0], shape[-2] // (kernel[0] * kernel[1])) + size, b.dtype(x))
    out = b.col2im(batched, size, kernel, dil, pad, step)
    return new(out if len(shape) == 3 else b.squeeze(out, 0))


# -- the NaN-aware mean: the sum of the non-NaN elements over their count, as PyTorch composes it -------------------
@export
def rt_torch_tensor_nanmean(x, dims, keepdim):
    b, t = backend(), tensor(x)
    dtype = b.dtype(t)
    if dtype in COMPLEX:
        raise DtypeError("nansum does not support complex inputs")
    if dtype not in FLOATING:
        raise DtypeError(f"nanmean(): expected input to have floating point or complex dtype but got "
                         f"{Dtype(dtype).name}")
    shape, keep = b.shape(t), args.flag(keepdim, "keepdim")
    chosen = [args.dim(d, len(shape)) for d in args.int_list(dims, "dims")]
    for d in chosen:
        if chosen.count(d) > 1:
            raise InvalidArgumentError(f"dim {d} appears multiple times in the list of dims")
    present = b.logical_not(b.isnan(t))
    if not chosen:
        total, count = b.nansum(t, None, False), b.sum(present, None, False)
        if keep:
            total, count = b.reshape(total, (1,) * len(shape)), b.reshape(count, (1,) * len(shape))
    else:
        total, count = t, present
        for d in chosen:   # keeping the dims, so that the others keep their numbers
            total, count = b.nansum(total, d, True), b.sum(count, d, True)
        if not keep and shape:
            kept = tuple(n for i, n in enumerate(shape) if i not in chosen)
            total, count = b.reshape(total, kept), b.reshape(count, kept)
    return new(b.div(total, count))
