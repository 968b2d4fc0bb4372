"""Section 35: nn.init's initialisers, division with rounding modes, and pixel_shuffle, index_fill, masked_scatter,
meshgrid and count_nonzero. All but the rounding division are compositions of Backend methods, one path for
both backends; the random initialisers make PyTorch's draws in PyTorch's order (on the PyTorch backend, the
values torch.nn.init gives after the same seed)."""

from __future__ import annotations

import math
import sys

from ..abi.enums import (COMPLEX, CPU, DTYPE_KIND, Dtype, InitMode, Kind, MeshgridIndexing, Nonlinearity,
                         RoundingMode)
from ..abi.errors import BufferTooSmallError, DeviceError, DtypeError, InvalidArgumentError, ShapeError
from . import args
from .args import new, tensor
from .autograd import grad_disabled
from .entry import export
from .linalg import _enum_value
from .startup import backend

# the gain of each nonlinearity (leaky_relu's depends on its slope: _gain)
_GAINS = {Nonlinearity.tanh: 5.0 / 3, Nonlinearity.relu: math.sqrt(2.0), Nonlinearity.selu: 3.0 / 4}
_SQRT2 = math.sqrt(2.0)
_LOW_PRECISION = (Dtype.float16, Dtype.bfloat16)   # no LAPACK kernels: no QR for orthogonal
OUT_OF_BOUNDS = "is out of bounds for dimension"   # PyTorch's words for an index_fill index out of range
# above this probability of [a, b] under N(mean, std), PyTorch's trunc_normal_ redraws normal samples until all fall
# inside; below it, it samples the interval uniformly and accepts by the density (rejection sampling)
_TRUNC_NORMAL_REDRAW_ABOVE = 0.3
# below this chance of accepting a uniform proposal, that sampler would loop for 10**4 rounds and more (bounds far
# wider than std, out in a tail): refused instead
_TRUNC_NORMAL_MIN_ACCEPTANCE = 1e-4
# standardised distances whose squares still fit float64: farther out, a log density cannot be computed
_LARGEST_SQUARABLE = math.sqrt(sys.float_info.max)


def _floating(b, x, what: str):
    t = tensor(x)
    code = Dtype(b.dtype(t))
    if DTYPE_KIND[code] != Kind.floating:
        raise DtypeError(f"{what} needs a floating tensor, got {code.name}")
    return t


def _samples(b, t, kind: str, scale: float, shift: float, shape=None):
    """New samples of kind ("rand" or "randn") * scale + shift, of t's dtype and device (t's shape by default)."""
    drawn = b.create(kind, tuple(b.shape(t)) if shape is None else shape, b.dtype(t), b.device(t))
    return b.add_scalar(b.mul_scalar(drawn, scale), shift)


def _fill(b, t, values) -> None:
    with grad_disabled(b):
        b.copy_from(t, values)


def _fans(shape) -> tuple[int, int]:
    if len(shape) < 2:
        raise ShapeError("Fan in and fan out can not be computed for tensor with fewer than 2 dimensions")
    receptive = math.prod(shape[2:])
    return shape[1] * receptive, shape[0] * receptive


def _gain(nonlinearity, param) -> float:
    which = _enum_value(Nonlinearity, nonlinearity, "nonlinearity")
    if which == Nonlinearity.leaky_relu:
        slope = args.number(param, "param", finite=True)
        return math.sqrt(2.0 / (1 + slope ** 2))
    return _GAINS.get(which, 1.0)


@export
def rt_torch_init_calculate_gain(nonlinearity, param):
    return (_gain(nonlinearity, param),)


def _xavier_std(b, t, gain) -> float:
    gain = args.number(gain, "gain", finite=True)
    fan_in, fan_out = _fans(b.shape(t))
    if fan_in + fan_out == 0:
        raise ShapeError(f"xavier initialisation of a tensor of shape {list(b.shape(t))} divides by zero fans")
    return gain * math.sqrt(2.0 / (fan_in + fan_out))


@export
def rt_torch_init_xavier_uniform(x, gain):
    b = backend()
    t = _floating(b, x, "xavier_uniform_")
    bound = math.sqrt(3.0) * _xavier_std(b, t, gain)
    _fill(b, t, _samples(b, t, "rand", 2 * bound, -bound))


@export
def rt_torch_init_xavier_normal(x, gain):
    b = backend()
    t = _floating(b, x, "xavier_normal_")
    _fill(b, t, _samples(b, t, "randn", _xavier_std(b, t, gain), 0.0))


def _kaiming_std(b, t, a, mode, nonlinearity) -> float | None:
    """The std kaiming_* draws with; None for a tensor without elements (PyTorch writes nothing)."""
    mode = _enum_value(InitMode, mode, "mode")
    gain = _gain(nonlinearity, a)
    shape = b.shape(t)
    fan_in, fan_out = _fans(shape)
    if 0 in shape:
        return None
    return gain / math.sqrt(fan_in if mode == InitMode.fan_in else fan_out)


@export
def rt_torch_init_kaiming_uniform(x, a, mode, nonlinearity):
    b = backend()
    t = _floating(b, x, "kaiming_uniform_")
    std = _kaiming_std(b, t, a, mode, nonlinearity)
    if std is not None:
        bound = math.sqrt(3.0) * std
        _fill(b, t, _samples(b, t, "rand", 2 * bound, -bound))


@export
def rt_torch_init_kaiming_normal(x, a, mode, nonlinearity):
    b = backend()
    t = _floating(b, x, "kaiming_normal_")
    std = _kaiming_std(b, t, a, mode, nonlinearity)
    if std is not None:
        _fill(b, t, _samples(b, t, "randn", std, 0.0))


@export
def rt_torch_init_orthogonal(x, gain):
    b = backend()
    t = _floating(b, x, "orthogonal_")
    gain = args.number(gain, "gain", finite=True)
    shape = tuple(b.shape(t))
    if len(shape) < 2:
        raise ShapeError("Only tensors with 2 or more dimensions are supported")
    if Dtype(b.dtype(t)) in _LOW_PRECISION:
        raise DtypeError(f"orthogonal_ needs float32 or float64 (QR has no {Dtype(b.dtype(t)).name} kernel)")
    if 0 in shape:
        return
    rows = shape[0]
    cols = math.prod(shape) // rows
    with grad_disabled(b):
        flat = _samples(b, t, "randn", 1.0, 0.0, (rows, cols))
        wide = rows < cols
        if wide:
            flat = b.transpose(flat, 0, 1)
        q, r = b.qr(flat, "reduced")
        q = b.mul(q, b.sign(b.diag(r, 0)))   # each column signed by R's diagonal: Haar-distributed, as PyTorch's
        if wide:
            q = b.transpose(q, 0, 1)
        b.copy_from(t, b.mul_scalar(b.reshape(q, shape), gain))


def _normal_cdf(value: float) -> float:
    return (1.0 + math.erf(value / math.sqrt(2.0))) / 2.0


def _in_dtype(b, t, value: float) -> float:
    """value rounded to t's dtype, as PyTorch's trunc_normal_ rounds its bounds."""
    return b.item(b.create("full", (), b.dtype(t), CPU, value))


@export
def rt_torch_init_trunc_normal(x, mean, std, a, b):
    low, high = args.number(a, "a", finite=True), args.number(b, "b", finite=True)
    b = backend()
    t = _floating(b, x, "trunc_normal_")
    mean, std = args.number(mean, "mean", finite=True), args.number(std, "std", finite=True)
    if std <= 0:
        raise InvalidArgumentError(f"trunc_normal_ needs std > 0, got {std}")
    if low > high:
        raise InvalidArgumentError(f"trunc_normal_ needs a <= b, got a={low}, b={high}")
    nearest = min(abs(low - mean), abs(high - mean)) / std if (low - mean) * (high - mean) > 0 else 0.0
    if not nearest <= _LARGEST_SQUARABLE:
        raise InvalidArgumentError(f"trunc_normal_: [a, b] = [{low}, {high}] lies {nearest:.3g} standard deviations "
                                   f"from the mean {mean}: the law's density there is 0 in float64")
    redraw = _normal_cdf((high - mean) / std) - _normal_cdf((low - mean) / std) > _TRUNC_NORMAL_REDRAW_ABOVE
    if not redraw:   # uniform proposals in [a, b], drawn in t's dtype: the interval must fit it
        if not all(math.isfinite(_in_dtype(b, t, value)) for value in (low, high, high - low)):
            raise InvalidArgumentError(f"trunc_normal_: [a, b] = [{low}, {high}] does not fit the tensor's dtype: "
                                       f"its bounds and its width must be finite in it")
        acceptance = _acceptance((low - mean) / std, (high - mean) / std)
        if not acceptance >= _TRUNC_NORMAL_MIN_ACCEPTANCE:
            raise InvalidArgumentError(f"trunc_normal_: [a, b] = [{low}, {high}] is so wide and so far out in the "
                                       f"tail of N({mean}, {std}**2) that a uniform proposal is accepted with "
                                       f"probability {acceptance:.3g}: PyTorch's sampler would not end")
    with grad_disabled(b):
        if redraw:
            result = _redrawn_normal(b, t, mean, std, _in_dtype(b, t, low), _in_dtype(b, t, high))
        else:
            result = _accepted_uniform(b, t, mean, std, low, high)
        b.copy_from(t, result)


def _acceptance(low: float, high: float) -> float:
    """The chance that a uniform proposal in [low, high] (standardised bounds) is accepted: the law's density
    there, relative to its peak in the interval, averaged over the interval (erfcx keeps the tails finite)."""
    from scipy import special   # here: the runtime's import stays without SciPy's 0.1 s on the PyTorch backend

    if high == low:
        return 1.0
    if low > 0:   # the peak at low: the integral of exp((low**2 - z**2) / 2) from low to high
        area = special.erfcx(low / _SQRT2) - special.erfcx(high / _SQRT2) * math.exp((low - high) * (low + high) / 2)
    elif high < 0:   # the peak at high, the mirror image
        return _acceptance(-high, -low)
    else:   # the peak at 0, inside
        area = math.erf(high / _SQRT2) - math.erf(low / _SQRT2)
    return math.sqrt(math.pi / 2) * area / (high - low)


def _any(b, mask) -> bool:
    return bool(b.item(b.any(mask, None, False)))


def _redrawn_normal(b, t, mean: float, std: float, low: float, high: float):
    """N(mean, std) samples, those outside [low, high] drawn again until none is."""
    result = _samples(b, t, "randn", std, mean)
    while True:
        outside = b.logical_or(b.lt_scalar(result, low), b.gt_scalar(result, high))
        if not _any(b, outside):
            return result
        result = b.where(outside, _samples(b, t, "randn", std, mean), result)


def _accepted_uniform(b, t, mean: float, std: float, low: float, high: float):
    """Samples uniform in [low, high], each accepted with probability pdf / pdf at the mode (redrawn until it is)."""
    mode = max(low, min(mean, high))
    log_peak = -0.5 * ((mode - mean) / std) ** 2

    # the test in float64, whatever t's dtype: in a half dtype squares beyond 65504 would be -inf log densities,
    # rejected forever (PyTorch computes it in t's dtype, so the two part only at the last bit of a boundary)
    def log_density(values):   # log pdf relative to the peak
        standard = b.mul_scalar(b.add_scalar(b.to_dtype(values, Dtype.float64), -mean), 1 / std)
        return b.add_scalar(b.mul_scalar(b.square(standard), -0.5), -log_peak)

    def rejected(candidates):
        uniform = b.to_dtype(_samples(b, t, "rand", 1.0, 0.0), Dtype.float64)
        return b.gt(b.log(uniform), log_density(candidates))

    result = _samples(b, t, "rand", high - low, low)
    pending = rejected(result)
    while _any(b, pending):
        candidates = _samples(b, t, "rand", high - low, low)
        result = b.where(pending, candidates, result)
        pending = b.where(pending, rejected(candidates), pending)
    return result


@export
def rt_torch_init_sparse(x, sparsity, std):
    b = backend()
    t = _floating(b, x, "sparse_")
    sparsity, std = args.number(sparsity, "sparsity", finite=True), args.number(std, "std", finite=True)
    shape = tuple(b.shape(t))
    if len(shape) != 2:
        raise ShapeError("Only tensors with 2 dimensions are supported")
    if not 0 <= sparsity <= 1:
        raise InvalidArgumentError(f"sparsity must be in [0, 1], got {sparsity}")
    if std < 0:
        raise InvalidArgumentError(f"std is {std}; it must be non-negative")
    rows, cols = shape
    zeros_per_column = math.ceil(sparsity * rows)
    device = b.device(t)
    with grad_disabled(b):
        values = _samples(b, t, "randn", std, 0.0)
        if zeros_per_column and cols:
            # each column's own random permutation of the rows, its first zeros_per_column zeroed (PyTorch's draws)
            zeroed_rows = b.cat([b.slice(b.randperm(rows, Dtype.int64, device), 0, 0, zeros_per_column, 1)
                                 for _ in range(cols)], 0)
            columns = b.repeat_interleave(b.arange(0, cols, 1, Dtype.int64, device), (zeros_per_column,) * cols, 0)
            values = b.index_put(values, [zeroed_rows, columns], b.create("zeros", (), b.dtype(t), device), False)
        b.copy_from(t, values)


@export
def rt_torch_init_eye(x):
    b, t = backend(), tensor(x)
    shape = tuple(b.shape(t))
    if len(shape) != 2:
        raise ShapeError("Only tensors with 2 dimensions are supported")
    _fill(b, t, b.create_eye(shape[0], shape[1], b.dtype(t), b.device(t)))


@export
def rt_torch_init_dirac(x, groups):
    b, t = backend(), tensor(x)
    groups = args.integer(groups, "groups")
    shape = tuple(b.shape(t))
    if len(shape) not in (3, 4, 5):
        raise ShapeError("Only tensors with 3, 4, or 5 dimensions are supported")
    if groups <= 0:
        raise InvalidArgumentError(f"groups is {groups}; it must be positive")
    if shape[0] % groups:
        raise InvalidArgumentError("dim 0 must be divisible by groups")
    per_group = shape[0] // groups
    channels = min(per_group, shape[1])
    device = b.device(t)
    values = b.create("zeros", shape, b.dtype(t), device)
    if channels and all(shape[2:]):   # no elements, no ones to place
        # a one at (g * per_group + d, d, centre...) for each group g and channel d < channels
        channel = b.repeat(b.arange(0, channels, 1, Dtype.int64, device), (groups,))
        group_start = b.repeat_interleave(b.arange(0, shape[0], per_group, Dtype.int64, device), (channels,) * groups, 0)
        centre = [b.create("full", (), Dtype.int64, device, size // 2) for size in shape[2:]]
        values = b.index_put(values, [b.add(group_start, channel), channel, *centre],
                             b.create("ones", (), b.dtype(t), device), False)
    _fill(b, t, values)


# -- division with rounding ----------------------------------------------------------------------------------------
@export
def rt_torch_tensor_div_rounding(a, b, mode):
    x, y = tensor(a, "a"), tensor(b, "b")
    b = backend()
    mode = _enum_value(RoundingMode, mode, "mode")
    if mode == RoundingMode.none:
        return new(b.div(x, y))
    codes = (Dtype(b.dtype(x)), Dtype(b.dtype(y)))
    if any(code in COMPLEX for code in codes):
        raise DtypeError(f"div with rounding mode {mode.name} does not support complex tensors")
    if codes == (Dtype.bool, Dtype.bool):
        raise DtypeError(f"div with rounding mode {mode.name} does not support two bool tensors")
    return new(b.div_rounding(x, y, mode.name))


# -- compositions ---------------------------------------------------------------------------------------------------
def _shuffle_factor(value, what: str, name: str) -> int:
    factor = args.integer(value, name)
    if factor <= 0:
        raise InvalidArgumentError(f"{what} expects a positive {name}, but got {factor}")
    return factor


def _at_least_3d(shape, what: str) -> None:
    if len(shape) < 3:
        raise ShapeError(f"{what} expects input to have at least 3 dimensions, but got input with {len(shape)} "
                         f"dimension(s)")


@export
def rt_torch_nn_pixel_shuffle(x, upscale_factor):
    b, t = backend(), tensor(x)
    r = _shuffle_factor(upscale_factor, "pixel_shuffle", "upscale_factor")
    shape = tuple(b.shape(t))
    _at_least_3d(shape, "pixel_shuffle")
    *batch, c, h, w = shape
    if c % (r * r):
        raise ShapeError(f"pixel_shuffle expects its input's 'channel' dimension to be divisible by the square of "
                         f"upscale_factor, but input.size(-3)={c} is not divisible by {r * r}")
    n = len(batch)
    blocks = b.reshape(t, (*batch, c // (r * r), r, r, h, w))   # (*, C, r, r, H, W) to (*, C, H, r, W, r)
    moved = b.permute(blocks, (*range(n), n, n + 3, n + 1, n + 4, n + 2))
    return new(b.reshape(moved, (*batch, c // (r * r), h * r, w * r)))


@export
def rt_torch_nn_pixel_unshuffle(x, downscale_factor):
    b, t = backend(), tensor(x)
    r = _shuffle_factor(downscale_factor, "pixel_unshuffle", "downscale_factor")
    shape = tuple(b.shape(t))
    _at_least_3d(shape, "pixel_unshuffle")
    *batch, c, h, w = shape
    for side, size, at in (("height", h, -2), ("width", w, -1)):
        if size % r:
            raise ShapeError(f"pixel_unshuffle expects {side} to be divisible by downscale_factor, but "
                             f"input.size({at})={size} is not divisible by {r}")
    n = len(batch)
    blocks = b.reshape(t, (*batch, c, h // r, r, w // r, r))   # (*, C, H, r, W, r) to (*, C, r, r, H, W)
    moved = b.permute(blocks, (*range(n), n, n + 2, n + 4, n + 1, n + 3))
    return new(b.reshape(moved, (*batch, c * r * r, h // r, w // r)))


@export
def rt_torch_tensor_index_fill(x, dim, index, value):
    b, t = backend(), tensor(x)
    idx, fill = tensor(index, "index"), tensor(value, "value")
    if b.dtype(idx) != Dtype.int64:
        raise DtypeError(f"index_fill_(): Expected dtype int64 for index, got {Dtype(b.dtype(idx)).name}")
    if b.ndim(idx) > 1:
        raise InvalidArgumentError("Index has to be a vector/scalar")
    if b.shape(fill):
        raise InvalidArgumentError(f"index_fill_ only supports a 0-dimensional value tensor, but got tensor with "
                         f"{b.ndim(fill)} dimension(s).")
    shape = tuple(b.shape(t))
    d = args.dim(dim, len(shape))
    size = shape[d] if shape else 1   # a 0-dim x is one element along dim 0 (or -1), as in PyTorch
    positions = b.reshape(idx, (-1,))
    if 0 not in b.shape(positions):
        for value in (int(b.item(b.min(positions, None, False))), int(b.item(b.max(positions, None, False)))):
            if not -size <= value < size:
                raise InvalidArgumentError(f"index {value} {OUT_OF_BOUNDS} {d} with size {size}")
    device = b.device(t)
    chosen = b.index_put(b.create("zeros", (size,), Dtype.bool, device), [positions],
                         b.create("ones", (), Dtype.bool, device), False)
    mask = b.reshape(chosen, (size, *[1] * (len(shape) - d - 1))) if shape else b.reshape(chosen, ())
    return new(b.where(mask, b.to_dtype(fill, b.dtype(t)), t))


def _broadcast(shapes, what: str) -> tuple[int, ...]:
    out: list[int] = []
    for shape in shapes:
        for i, size in enumerate(reversed(shape)):
            if i == len(out):
                out.insert(0, size)
            elif out[-1 - i] == 1:
                out[-1 - i] = size
            elif size not in (1, out[-1 - i]):
                raise ShapeError(f"{what}: shapes {[list(s) for s in shapes]} cannot be broadcast together")
    return tuple(out)


@export
def rt_torch_tensor_masked_scatter(x, mask, source):
    b, t, m, s = backend(), tensor(x), tensor(mask, "mask"), tensor(source, "source")
    if b.dtype(m) != Dtype.bool:
        raise DtypeError(f"masked_scatter_ only supports boolean masks, but got mask with dtype "
                         f"{Dtype(b.dtype(m)).name}")
    if b.dtype(s) != b.dtype(t):
        raise DtypeError(f"masked_scatter: expected self and source to have same dtypes but got "
                         f"{Dtype(b.dtype(t)).name} and {Dtype(b.dtype(s)).name}")
    shape = _broadcast((tuple(b.shape(t)), tuple(b.shape(m))), "masked_scatter")
    positions = b.reshape(b.nonzero(b.reshape(b.expand(m, shape), (-1,))), (-1,))
    count = b.shape(positions)[0]
    available = math.prod(b.shape(s))
    if available < count:
        raise ShapeError(f"Number of elements of source < number of ones in mask ({available} < {count})")
    flat = b.reshape(b.expand(t, shape), (-1,))
    taken = b.slice(b.reshape(s, (-1,)), 0, 0, count, 1)
    return new(b.reshape(b.index_put(flat, [positions], taken, False), shape))


@export
def rt_torch_tensor_meshgrid(tensors, indexing, max_out):
    b = backend()
    ts = [tensor(h, f"tensors[{i}]") for i, h in enumerate(tensors)]
    indexing = _enum_value(MeshgridIndexing, indexing, "indexing")
    capacity = args.integer(max_out, "max_out")
    if not ts:
        raise InvalidArgumentError("meshgrid expects a non-empty TensorList")
    for t in ts:
        if b.ndim(t) > 1:
            raise ShapeError(f"torch.meshgrid: Expected 0D or 1D tensor in the tensor list but got a tensor of "
                             f"shape {list(b.shape(t))}")
    if len({b.dtype(t) for t in ts}) > 1:
        raise DtypeError("meshgrid expects all tensors to have the same dtype")
    if len({b.device(t) for t in ts}) > 1:
        raise DeviceError("meshgrid expects all tensors to have the same device")
    if len(ts) > capacity:
        raise BufferTooSmallError(f"{len(ts)} grids but max_out is {capacity}")
    along = list(range(len(ts)))   # the output dim each tensor runs along
    if indexing == MeshgridIndexing.xy and len(ts) > 1:
        along[0], along[1] = 1, 0
    sizes = [0] * len(ts)
    for t, d in zip(ts, along):
        sizes[d] = math.prod(b.shape(t))
    grids = [b.expand(b.reshape(t, tuple(sizes[d] if k == d else 1 for k in range(len(sizes)))), tuple(sizes))
             for t, d in zip(ts, along)]
    return len(grids), [new(g) for g in grids]


@export
def rt_torch_tensor_count_nonzero(x, dims):
    b, t = backend(), tensor(x)
    shape = tuple(b.shape(t))
    chosen = [args.dim(d, len(shape)) for d in args.int_list(dims, "dims")]
    if len(set(chosen)) < len(chosen):
        repeated = next(d for d in chosen if chosen.count(d) > 1)
        raise InvalidArgumentError(f"dim {repeated} appears multiple times in the list of dims")
    nonzero = b.to_dtype(b.ne_scalar(t, 0.0), Dtype.int64)
    if not chosen:
        return new(b.sum(nonzero, None, False))
    for d in sorted(chosen, reverse=True):   # the highest first: the lower dims keep their numbers
        nonzero = b.sum(nonzero, d, False)
    return new(nonzero)
