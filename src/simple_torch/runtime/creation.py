"""Section 2: tensor creation. Tensors are made on the default device, float32 unless told."""

from __future__ import annotations

import math

from ..abi.enums import COMPLEX, DTYPE_SIZES, Dtype
from ..abi.errors import DtypeError, InvalidArgumentError
from . import args, startup
from .entry import export
from .startup import backend

FLOAT32_MAX = 3.4028234663852886e38


def _fits(shape: tuple[int, ...], dtype: int = 6) -> tuple[int, ...]:
    return args.addressable(shape, dtype)


def _size(value, what: str) -> int:
    size = args.integer(value, what)
    if size < 0:
        raise InvalidArgumentError(f"{what} is {size}; it must be non-negative")
    return size


def _filled(kind: str, dims, *values):
    shape = _fits(args.sizes(dims))
    b = backend()
    return args.new(getattr(b, kind)(shape, *values, startup.default_device))


@export
def rt_torch_tensor_zeros(dims):
    return _filled("zeros", dims)


@export
def rt_torch_tensor_ones(dims):
    return _filled("ones", dims)


@export
def rt_torch_tensor_randn(dims):
    return _filled("randn", dims)


@export
def rt_torch_tensor_rand(dims):
    return _filled("rand", dims)


@export
def rt_torch_tensor_empty(dims):
    return _filled("empty", dims)


@export
def rt_torch_tensor_full(dims, value):
    value = args.number(value, "value")
    if math.isfinite(value) and abs(value) > FLOAT32_MAX:   # PyTorch refuses too, rather than store inf
        raise InvalidArgumentError(f"value {value} overflows float32")
    return _filled("full", dims, value)


def data_view(data, nbytes: int, what: str = "data") -> memoryview:
    """The first nbytes of a bytes-like object, or of what a callable returns for nbytes.

    The C layer passes a callable, because only here is the size of the data known.
    """
    if data is None:
        if nbytes:
            raise InvalidArgumentError(f"{what} is NULL but {nbytes} bytes are needed")
        return memoryview(b"")
    try:
        view = memoryview(data(nbytes) if callable(data) else data)
    except TypeError:
        raise InvalidArgumentError(f"{what} must be a bytes-like object, got {type(data).__name__}") from None
    view = view.cast("B") if view.format != "B" or view.ndim != 1 else view
    if view.nbytes < nbytes:
        raise InvalidArgumentError(f"{what} holds {view.nbytes} bytes, {nbytes} are needed")
    return view[:nbytes]


@export
def rt_torch_tensor_from_data(data, dims, dtype):
    dtype = args.dtype(dtype)
    shape = _fits(args.sizes(dims), dtype)
    view = data_view(data, math.prod(shape) * DTYPE_SIZES[dtype])
    return args.new(backend().from_bytes(view, shape, dtype, startup.default_device))


@export
def rt_torch_tensor_arange(start, end, step, dtype):
    start, end, step = (args.number(v, name, finite=True) for v, name in ((start, "start"), (end, "end"), (step, "step")))
    dtype = args.dtype(dtype)
    if dtype in COMPLEX | {Dtype.bool}:
        raise DtypeError(f"arange needs an ordered dtype, not {Dtype(dtype).name}")
    if step == 0:
        raise InvalidArgumentError("step must be non-zero")
    if (end > start and step < 0) or (end < start and step > 0):   # not (end - start) * step: it underflows
        raise InvalidArgumentError(f"step {step} goes away from end: start {start}, end {end}")
    count = (end - start) / step   # inf when a tiny step overflows the division
    if not count < 2**63:
        raise InvalidArgumentError(f"[{start}, {end}) by {step} would hold {count} elements, over 2**63")
    _fits((math.ceil(count),), dtype)
    return args.new(backend().arange(start, end, step, dtype, startup.default_device))


@export
def rt_torch_tensor_linspace(start, end, steps):
    start, end = args.number(start, "start", finite=True), args.number(end, "end", finite=True)
    steps = _fits((_size(steps, "steps"),))[0]
    return args.new(backend().linspace(start, end, steps, startup.default_device))


@export
def rt_torch_tensor_eye(n, m):
    n, m = _fits((_size(n, "n"), _size(m, "m")))
    return args.new(backend().eye(n, m, startup.default_device))
