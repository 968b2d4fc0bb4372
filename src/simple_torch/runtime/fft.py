"""Section 32: fast Fourier transforms (torch.fft) and the parts of complex tensors. The runtime works out
PyTorch's transformed dims and signal sizes and checks them, so that both backends get explicit (sizes, dims) and
answer bad input alike; the sample frequencies are aranges and the shifts rolls, composed here (one code path for
both backends)."""

from __future__ import annotations

import math

from ..abi.enums import CPU, DTYPE_KIND, Dtype, FftNorm, Kind
from ..abi.errors import DtypeError, InvalidArgumentError, ShapeError
from . import amp, args, startup
from .args import new, tensor
from .creation import _device_or, _dtype_or
from .entry import export
from .startup import backend

_HALVES = (Dtype.float16, Dtype.bfloat16)   # PyTorch's CPU kernels have no half transforms (its CUDA ones do)


def _norm(code) -> str:
    code = args.integer(code, "norm")
    if code not in FftNorm._value2member_map_:
        raise InvalidArgumentError(f"norm {code} is not one of " + ", ".join(f"{m.value} ({m.name})" for m in FftNorm))
    return FftNorm(code).name


def _signal(b, t, what: str, real: bool = False):
    """t as a transform takes it: integers and bool promoted to float32 (PyTorch's default dtype), and half types
    under CPU autocast (the transforms are on its fp32 list); other half types on the CPU and, for a real-input
    transform, complex refused."""
    (t,) = amp.float32(b, t)
    code = b.dtype(t)
    if DTYPE_KIND[code] < Kind.floating:
        return b.to_dtype(t, Dtype.float32)
    if code in _HALVES and b.device(t) == CPU:
        raise DtypeError(f"{what}: unsupported dtype {Dtype(code).name} (the CPU transforms take float32, float64 "
                         f"and complex)")
    if real and DTYPE_KIND[code] == Kind.complex:
        raise DtypeError(f"{what} expects a real input tensor, but got {Dtype(code).name}")
    return t


def _plan(b, t, s, dims, what: str, last_size=None) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(sizes, dims) of a transform as PyTorch works them out: the dims given (none: every dim, or the last len(s)
    when s is given), distinct; a size per dim, s's (-1 or none: the input's, or last_size(m) for the last dim of
    m input elements), each at least 1."""
    shape = b.shape(t)
    s, dims = args.int_list(s, "s"), args.int_list(dims, "dims")
    if dims:
        if not shape:
            raise InvalidArgumentError(f"{what}: dims {list(dims)} given for a tensor of 0 dims")
        picked = tuple(args.dim(d, len(shape), "dims") for d in dims)
        if len(set(picked)) != len(picked):
            raise InvalidArgumentError(f"{what}: FFT dims must be unique, got {list(dims)}")
        if s and len(s) != len(picked):
            raise InvalidArgumentError(f"{what}: when given, dim and shape arguments must have the same length "
                                       f"(s {list(s)}, dims {list(dims)})")
    elif len(s) > len(shape):
        raise ShapeError(f"{what}: got shape with {len(s)} values but input tensor only has {len(shape)} dimensions")
    else:
        picked = tuple(range(len(shape) - len(s) if s else 0, len(shape)))
    sizes = []
    for i, d in enumerate(picked):
        n = s[i] if s else -1
        if n == -1:
            n = last_size(shape[d]) if last_size is not None and i == len(picked) - 1 else shape[d]
        if n < 1:
            raise InvalidArgumentError(f"{what}: invalid number of data points ({n}) specified along dim {d}")
        sizes.append(n)
    signal = list(shape)
    for d, n in zip(picked, sizes):
        signal[d] = n
    args.addressable(tuple(signal), Dtype.complex128, "signal sizes")
    if picked and 0 in signal:   # PyTorch's CPU transforms fail on a batch of no signals (MKL's error)
        raise ShapeError(f"{what}: the signals of shape {signal} (dims {list(picked)} transformed) have no elements")
    return tuple(sizes), picked


@export
def rt_torch_fft_fftn(x, s, dims, norm, inverse):
    b, what = backend(), "ifftn" if args.flag(inverse, "inverse") else "fftn"
    t = _signal(b, tensor(x), what)
    sizes, picked = _plan(b, t, s, dims, what)
    return new(b.fftn(t, sizes, picked, _norm(norm), what == "ifftn"))


@export
def rt_torch_fft_rfftn(x, s, dims, norm):
    b = backend()
    t = _signal(b, tensor(x), "rfftn", real=True)
    sizes, picked = _plan(b, t, s, dims, "rfftn")
    if not picked:
        raise InvalidArgumentError("rfftn must transform at least one axis")
    return new(b.rfftn(t, sizes, picked, _norm(norm)))


@export
def rt_torch_fft_irfftn(x, s, dims, norm):
    b = backend()
    t = _signal(b, tensor(x), "irfftn")
    sizes, picked = _plan(b, t, s, dims, "irfftn", last_size=lambda m: 2 * (m - 1))
    if not picked:
        raise InvalidArgumentError("irfftn must transform at least one axis")
    if DTYPE_KIND[b.dtype(t)] < Kind.complex:   # a real x is the real part of its frequencies, as PyTorch takes it
        t = b.to_dtype(t, Dtype.complex128 if b.dtype(t) == Dtype.float64 else Dtype.complex64)
    return new(b.irfftn(t, sizes, picked, _norm(norm)))


def _frequencies(n, d, dtype, device, what: str):
    """(backend, length, spacing, dtype, device) of a sample-frequency vector, checked as PyTorch does."""
    n, d = args.integer(n, "n"), args.number(d, "d")
    if n < 0:
        raise InvalidArgumentError(f"{what}: n is {n}; it must be non-negative")
    dtype = _dtype_or(dtype, Dtype.float32)
    if DTYPE_KIND[dtype] != Kind.floating:   # PyTorch's CPU arange has no complex kernel
        raise DtypeError(f"{what} requires a floating point dtype, got {Dtype(dtype).name}")
    args.addressable((n,), dtype, "n")
    return backend(), n, d, dtype, _device_or(device, startup.default_device)


def _scaled(b, steps, n: int, d: float):
    """steps times 1 / (n d), as PyTorch multiplies (1 / 0 is an infinity of the sign of the zero)."""
    spacing = n * d
    scale = 1.0 / spacing if spacing != 0 else math.copysign(math.inf, spacing)
    return b.mul_scalar(steps, scale)


@export
def rt_torch_fft_fftfreq(n, d, dtype, device):
    b, n, d, dtype, device = _frequencies(n, d, dtype, device, "fftfreq")
    # 0, 1, ..., then the upper half less n: one arange, no cat (whose autocast rule fails on float16 in a
    # bfloat16 region in PyTorch)
    steps = b.arange(0, n, 1, dtype, device)
    signed = b.where(b.ge_scalar(steps, (n + 1) // 2), b.add_scalar(steps, -n), steps)
    return new(_scaled(b, signed, n, d))


@export
def rt_torch_fft_rfftfreq(n, d, dtype, device):
    b, n, d, dtype, device = _frequencies(n, d, dtype, device, "rfftfreq")
    return new(_scaled(b, b.arange(0, n // 2 + 1, 1, dtype, device), n, d))


@export
def rt_torch_fft_fftshift(x, dims, inverse):
    b, t = backend(), tensor(x)
    what = "ifftshift" if args.flag(inverse, "inverse") else "fftshift"
    shape = b.shape(t)
    if not shape:
        raise ShapeError(f"{what} needs a tensor of at least 1 dim (it has no dims to shift)")
    picked = tuple(args.dim(d, len(shape), "dims") for d in args.int_list(dims, "dims")) or tuple(range(len(shape)))
    for d in picked:   # a dim named twice is rolled twice, as torch.roll does
        half = shape[d] // 2
        t = b.roll(t, -half if what == "ifftshift" else half, d)
    return new(t)


@export
def rt_torch_tensor_real(x):
    return new(backend().real(tensor(x)))


@export
def rt_torch_tensor_imag(x):
    b, t = backend(), tensor(x)
    if DTYPE_KIND[b.dtype(t)] < Kind.complex:
        raise DtypeError(f"imag is not implemented for tensors with non-complex dtypes (got {Dtype(b.dtype(t)).name})")
    return new(b.imag(t))
