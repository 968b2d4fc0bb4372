"""Section 2: tensor creation. Tensors are made on the default device, float32 unless told; and section 24:
the same with a dtype and a device, and the *_like family."""

from __future__ import annotations

import math

from ..abi.enums import COMPLEX, DTYPE_DEFAULT, DTYPE_KIND, DTYPE_SIZES, DEVICE_DEFAULT, Dtype, Kind
from ..abi.errors import DtypeError, InvalidArgumentError, UnsupportedError
from . import args, startup
from .entry import export
from .startup import backend



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
    if math.isfinite(value) and abs(value) > args.FLOAT32_MAX:   # PyTorch refuses too, rather than store inf
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
    return _arange(start, end, step, dtype, startup.default_device)


def _arange(start, end, step, dtype, device) -> int:
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
    return args.new(backend().arange(start, end, step, dtype, device))


@export
def rt_torch_tensor_linspace(start, end, steps):
    start, end = args.number(start, "start", finite=True), args.number(end, "end", finite=True)
    steps = _fits((_size(steps, "steps"),))[0]
    return args.new(backend().linspace(start, end, steps, startup.default_device))


@export
def rt_torch_tensor_eye(n, m):
    n, m = _fits((_size(n, "n"), _size(m, "m")))
    return args.new(backend().eye(n, m, startup.default_device))


# -- creation with a dtype and a device (section 24) --------------------------------------------------------
# One call makes the tensor in its dtype on its device: no float32 CPU tensor converted and moved after.

def _dtype_or(code, default: Dtype) -> Dtype:
    """A dtype code, or default for RT_DTYPE_DEFAULT."""
    if type(code) is int and code == DTYPE_DEFAULT:   # the common case: no converting, no lookup
        return default
    return default if args.integer(code, "dtype") == DTYPE_DEFAULT else args.dtype(code)


def _device_or(code, default: int) -> int:
    """A usable device code, or default for RT_DEVICE_DEFAULT."""
    if type(code) is int and code == DEVICE_DEFAULT:
        return default
    return default if args.integer(code, "device") == DEVICE_DEFAULT else args.device(code)


def _sampled(kind: str, dtype: Dtype) -> Dtype:
    """PyTorch samples only floating and complex dtypes (it has no uniform or normal kernel for the others)."""
    if DTYPE_KIND[dtype] < Kind.floating:
        raise DtypeError(f"{kind} needs a floating or complex dtype, not {dtype.name}")
    return dtype


def _created(kind: str, dims, dtype, device, value: float = 0.0) -> int:
    dtype = _dtype_or(dtype, Dtype.float32)
    if kind in ("rand", "randn"):
        _sampled(kind, dtype)
    if kind == "full":
        value = args.fill_value(value, dtype)
    shape = _fits(args.sizes(dims), dtype)
    device = _device_or(device, startup.default_device)
    return args.new(backend().create(kind, shape, dtype, device, value))


def _like(kind: str, x, dtype, device, value: float = 0.0) -> int:
    b, t = backend(), args.tensor(x)
    if b.is_sparse(t):   # PyTorch's result would be sparse too: a dense one would be another tensor than asked for
        raise UnsupportedError(f"{kind}_like of a sparse tensor (a sparse result) is not built; pass x.to_dense() "
                               f"for a dense one")
    dtype = _dtype_or(dtype, Dtype(b.dtype(t)))
    if kind in ("rand", "randn"):
        _sampled(f"{kind}_like", dtype)
    if kind == "full":
        value = args.fill_value(value, dtype)
    device = _device_or(device, b.device(t))
    return args.new(b.create(kind, _fits(tuple(b.shape(t)), dtype), dtype, device, value))


@export
def rt_torch_tensor_zeros_options(dims, dtype, device):
    return _created("zeros", dims, dtype, device)


@export
def rt_torch_tensor_ones_options(dims, dtype, device):
    return _created("ones", dims, dtype, device)


@export
def rt_torch_tensor_empty_options(dims, dtype, device):
    return _created("empty", dims, dtype, device)


@export
def rt_torch_tensor_rand_options(dims, dtype, device):
    return _created("rand", dims, dtype, device)


@export
def rt_torch_tensor_randn_options(dims, dtype, device):
    return _created("randn", dims, dtype, device)


@export
def rt_torch_tensor_full_options(dims, value, dtype, device):
    return _created("full", dims, dtype, device, value)


@export
def rt_torch_tensor_eye_options(n, m, dtype, device):
    dtype = _dtype_or(dtype, Dtype.float32)
    n, m = _fits((_size(n, "n"), _size(m, "m")), dtype)
    return args.new(backend().create_eye(n, m, dtype, _device_or(device, startup.default_device)))


@export
def rt_torch_tensor_linspace_options(start, end, steps, dtype, device):
    start, end = args.number(start, "start", finite=True), args.number(end, "end", finite=True)
    dtype = _dtype_or(dtype, Dtype.float32)
    if dtype == Dtype.bool:
        raise DtypeError("linspace needs a numeric dtype, not bool")
    if DTYPE_KIND[dtype] == Kind.integer:   # PyTorch converts the bounds to the dtype first
        start, end = args.fill_value(start, dtype), args.fill_value(end, dtype)
    steps = _fits((_size(steps, "steps"),), dtype)[0]
    return args.new(backend().create_linspace(start, end, steps, dtype, _device_or(device, startup.default_device)))


@export
def rt_torch_tensor_arange_options(start, end, step, dtype, device):
    return _arange(start, end, step, dtype, _device_or(device, startup.default_device))


@export
def rt_torch_tensor_zeros_like(x, dtype, device):
    return _like("zeros", x, dtype, device)


@export
def rt_torch_tensor_ones_like(x, dtype, device):
    return _like("ones", x, dtype, device)


@export
def rt_torch_tensor_empty_like(x, dtype, device):
    return _like("empty", x, dtype, device)


@export
def rt_torch_tensor_rand_like(x, dtype, device):
    return _like("rand", x, dtype, device)


@export
def rt_torch_tensor_randn_like(x, dtype, device):
    return _like("randn", x, dtype, device)


@export
def rt_torch_tensor_full_like(x, value, dtype, device):
    return _like("full", x, dtype, device, value)
