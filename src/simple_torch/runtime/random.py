"""Section 21: random sampling. Every sample comes from the backend's generator, the one
rt_torch_manual_seed seeds, or from the generator the calling thread chose with rt_torch_generator_use; a seed
repeats a run on one backend (on the PyTorch backend, PyTorch's own numbers); the two backends' streams differ."""

from __future__ import annotations

import math

from ..abi.enums import COMPLEX, DTYPE_KIND, DTYPE_SIZES, FLOATING, Dtype, Kind
from ..abi.errors import DtypeError, InvalidArgumentError, ShapeError
from . import args, startup
from .args import new, tensor
from .creation import _device_or, _dtype_or
from .entry import export
from .handles import GENERATOR, table
from .startup import backend

BITS_PER_BYTE = 8
# the significand bits of each floating dtype: PyTorch draws integers for them within +-2**bits, exact there
SIGNIFICAND_BITS = {Dtype.float16: 11, Dtype.bfloat16: 8, Dtype.float32: 24, Dtype.float64: 53}


def _int_range(dtype: Dtype) -> tuple[int, int]:
    """The smallest and largest integer randint may draw in a dtype: its whole range for integers and
    bool, the integers it holds exactly for floating dtypes."""
    if dtype == Dtype.bool:
        return 0, 1
    if dtype in SIGNIFICAND_BITS:
        return -2**SIGNIFICAND_BITS[dtype], 2**SIGNIFICAND_BITS[dtype]
    bits = BITS_PER_BYTE * DTYPE_SIZES[dtype]
    return (0, 2**bits - 1) if dtype == Dtype.uint8 else (-2**(bits - 1), 2**(bits - 1) - 1)


@export
def rt_torch_tensor_randint(low, high, dims, dtype, device):
    low, high = args.integer(low, "low"), args.integer(high, "high")
    dtype = _dtype_or(dtype, Dtype.int64)
    if dtype in COMPLEX:
        raise DtypeError(f"randint does not make {dtype.name} tensors")
    if low >= high:
        raise InvalidArgumentError(f"randint needs low < high, got low={low}, high={high}")
    smallest, largest = _int_range(dtype)
    if not (smallest <= low and high - 1 <= largest):
        raise InvalidArgumentError(f"[{low}, {high}) does not fit in {dtype.name}")
    shape = args.addressable(args.sizes(dims), dtype)
    device = _device_or(device, startup.default_device)
    return new(backend().randint(low, high, shape, dtype, device))


@export
def rt_torch_tensor_randperm(n, dtype, device):
    count = args.integer(n, "n")
    if count < 0:
        raise InvalidArgumentError(f"n is {count}; it must be non-negative")
    dtype = _dtype_or(dtype, Dtype.int64)
    if dtype in COMPLEX or dtype == Dtype.bool:
        raise DtypeError(f"randperm does not make {dtype.name} tensors")
    if count - 1 > _int_range(dtype)[1]:
        raise InvalidArgumentError(f"randperm of {count} does not fit in {dtype.name}")
    args.addressable((count,), dtype)
    return new(backend().randperm(count, dtype, _device_or(device, startup.default_device)))


def _probabilities(b, p, what: str):
    """A floating tensor whose elements are finite and non-negative (the checks PyTorch makes)."""
    if b.dtype(p) not in FLOATING:
        raise DtypeError(f"{what} must be a floating tensor, got {Dtype(b.dtype(p)).name}")
    if 0 not in b.shape(p):
        low, high = b.item(b.min(p, None, False)), b.item(b.max(p, None, False))
        if not (math.isfinite(low) and math.isfinite(high)) or low < 0:
            raise InvalidArgumentError(f"{what} holds inf, NaN or a negative entry (from {low} to {high})")
        return high
    return 0.0


@export
def rt_torch_tensor_multinomial(probs, num_samples, replacement):
    b, p = backend(), tensor(probs, "probs")
    shape = b.shape(p)
    if len(shape) not in (1, 2):
        raise ShapeError(f"probs must be 1-D or 2-D, got shape {list(shape)}")
    count, replace = args.integer(num_samples, "num_samples"), args.flag(replacement, "replacement")
    if count <= 0:
        raise InvalidArgumentError(f"num_samples is {count}; it must be positive")
    _probabilities(b, p, "probs")
    rows = p if len(shape) == 2 else b.unsqueeze(p, 0)
    if 0 in b.shape(rows) or b.item(b.min(b.sum(rows, 1, False), None, False)) <= 0:
        raise InvalidArgumentError("every row of probs needs a positive sum")
    if not replace:
        nonzero = b.to_dtype(b.ne_scalar(rows, 0.0), Dtype.int64)
        fewest = int(b.item(b.min(b.sum(nonzero, 1, False), None, False)))
        if count > fewest:
            raise InvalidArgumentError(f"{count} samples without replacement from a row of {fewest} possible "
                                       f"categories")
    args.addressable((*shape[:-1], count), Dtype.int64)
    return new(b.multinomial(p, count, replace))


@export
def rt_torch_tensor_bernoulli(p):
    b, probs = backend(), tensor(p, "p")
    if _probabilities(b, probs, "p") > 1:
        raise InvalidArgumentError("p holds a probability above 1")
    return new(b.bernoulli(probs))


@export
def rt_torch_tensor_bernoulli_scalar(x, p):
    b, t = backend(), tensor(x)
    probability = args.number(p, "p")
    if not 0 <= probability <= 1:
        raise InvalidArgumentError(f"p is {probability}; it must be in [0, 1]")
    if b.dtype(t) not in FLOATING:   # the result has x's dtype, as PyTorch's
        raise DtypeError(f"bernoulli needs a floating x, got {Dtype(b.dtype(t)).name}")
    return new(b.bernoulli(b.create("full", b.shape(t), b.dtype(t), b.device(t), probability)))


def _refuse_recorded_write(b, t) -> None:
    """Sampling into x is not recorded by autograd: refused while x requires grad and grad mode is on."""
    if b.requires_grad(t) and b.is_grad_enabled():
        raise InvalidArgumentError("x requires grad: writing into it would corrupt its gradients "
                                   "(call it inside no_grad_begin/end)")


def _fill_with_samples(x, kind: str, scale: float, shift: float) -> None:
    """x's values replaced by kind ("rand" or "randn") samples * scale + shift, in place, not recorded."""
    b, t = backend(), tensor(x)
    dtype = Dtype(b.dtype(t))
    if DTYPE_KIND[dtype] != Kind.floating:
        raise DtypeError(f"{'uniform_' if kind == 'rand' else 'normal_'} needs a floating tensor, got {dtype.name}")
    _refuse_recorded_write(b, t)
    samples = b.create(kind, b.shape(t), dtype, b.device(t))
    b.copy_from(t, b.add_scalar(b.mul_scalar(samples, scale), shift))


@export
def rt_torch_tensor_normal_(x, mean, std):
    mean, std = args.number(mean, "mean", finite=True), args.number(std, "std", finite=True)
    if std < 0:
        raise InvalidArgumentError(f"std is {std}; it must be non-negative")
    _fill_with_samples(x, "randn", std, mean)


@export
def rt_torch_tensor_uniform_(x, low, high):
    low, high = args.number(low, "low", finite=True), args.number(high, "high", finite=True)
    if low > high:
        raise InvalidArgumentError(f"uniform_ needs low <= high, got low={low}, high={high}")
    _fill_with_samples(x, "rand", high - low, low)


def _fill_with_integers(x, low: int | None, high: int | None, doing: str) -> None:
    """x's values replaced by integers, in place, not recorded: PyTorch's random_() (low None), random_(low, None)
    (high None: up to the largest x's dtype holds exactly) or random_(low, high)."""
    b, t = backend(), tensor(x)
    dtype = Dtype(b.dtype(t))
    if dtype in COMPLEX:
        raise DtypeError(f"{doing} does not fill {dtype.name} tensors")
    _refuse_recorded_write(b, t)
    smallest, largest = _int_range(dtype)
    if low is not None:
        top = largest if high is None else high - 1
        if high is not None and low >= high:
            raise InvalidArgumentError(f"{doing} needs low < high, got low={low}, high={high}")
        if high is None and dtype in FLOATING and low == largest:   # PyTorch refuses it: to_inc must pass from
            raise InvalidArgumentError(f"{doing}: low={low} must be below {largest} for {dtype.name}")
        if not smallest <= low <= top <= largest:
            bounds = f"low={low}" if high is None else f"[{low}, {high})"
            raise InvalidArgumentError(f"{doing}: {bounds} does not fit in {dtype.name}, which holds the integers "
                                       f"from {smallest} to {largest} exactly")
    b.random_(t, low, high)


@export
def rt_torch_tensor_random_(x):
    _fill_with_integers(x, None, None, "random_")


@export
def rt_torch_tensor_random_between_(x, low, high):
    _fill_with_integers(x, args.integer(low, "low"), args.integer(high, "high"), "random_between_")


@export
def rt_torch_tensor_random_from_(x, low):
    _fill_with_integers(x, args.integer(low, "low"), None, "random_from_")


# -- generators of their own -----------------------------------------------------------------------------------
_DEFAULT_SEED = 67280421310721   # what a new torch.Generator starts from


def _generator(gen):
    return table.get(gen, GENERATOR, "gen: handle")


@export
def rt_torch_generator_new(device):
    b = backend()
    made = b.generator_new(_device_or(device, startup.default_device))
    b.generator_manual_seed(made, _DEFAULT_SEED)
    return table.add(made, GENERATOR)


@export
def rt_torch_generator_manual_seed(gen, seed):
    seed = args.integer(seed, "seed")
    if not -2**63 <= seed < 2**64:
        raise InvalidArgumentError(f"seed {seed} does not fit in 64 bits")
    backend().generator_manual_seed(_generator(gen), seed)


@export
def rt_torch_generator_initial_seed(gen):
    seed = backend().generator_initial_seed(_generator(gen)) % 2**64
    return (seed - 2**64 if seed >= 2**63 else seed,)


@export
def rt_torch_generator_use(gen):
    backend().generator_use(None if args.integer(gen, "gen") == 0 else _generator(gen))


@export
def rt_torch_generator_free(gen):
    backend().generator_release(table.remove(gen, GENERATOR, "gen: handle"))
