"""Argument checks shared by the entry points, so every backend gets the same codes and messages.

Each helper validates one kind of argument and returns it normalised for the backend.
"""

from __future__ import annotations

import array
import math
import operator

from ..abi.enums import CPU, DTYPE_KIND, DTYPE_SIZES, Dtype, Kind, Reduction
from ..abi.errors import InvalidArgumentError
from . import startup
from .handles import TENSOR, table

MAX_DIMS = 64                      # PyTorch's own limit on the number of dims
_LISTS = (tuple, list)             # what a shape usually arrives as, from Tier 3 and from C
FLOAT32_MAX = 3.4028234663852886e38
# the largest finite value of each floating dtype a C double can overflow (complex64 holds float32 parts)
FLOAT_MAX = {Dtype.float16: 65504.0, Dtype.bfloat16: 3.3895313892515355e38, Dtype.float32: FLOAT32_MAX,
             Dtype.complex64: FLOAT32_MAX}


def tensor(handle: int, what: str = "x"):
    """The backend tensor behind a handle (the hot path: one dict lookup)."""
    obj = table.tensors.get(handle)
    if obj is not None and type(handle) is int:   # True and 1.0 hash as 1: the slow path tells them apart
        return obj
    return table.get(handle, TENSOR, f"{what}: handle")


def optional_tensor(handle: int, what: str):
    """None for the handle 0, else as `tensor`."""
    return None if handle == 0 else tensor(handle, what)


def new(obj) -> int:
    """A new handle, owned by the caller, for a backend tensor."""
    return table.add(obj, TENSOR)


def integer(value, what: str) -> int:
    if isinstance(value, bool):
        raise InvalidArgumentError(f"{what} must be an integer, got a bool")
    try:
        return operator.index(value)
    except TypeError:
        raise InvalidArgumentError(f"{what} must be an integer, got {type(value).__name__}") from None


def number(value, what: str, finite: bool = False) -> float:
    if type(value) is float:   # what a C double arrives as; float() would give it back unchanged
        out = value
    elif isinstance(value, (str, bytes, bytearray)):   # float() would parse text; a C double never is text
        raise InvalidArgumentError(f"{what} must be a number, got {type(value).__name__}")
    else:
        try:
            out = float(value)
        except (TypeError, ValueError):
            raise InvalidArgumentError(f"{what} must be a number, got {type(value).__name__}") from None
    if finite and not math.isfinite(out):
        raise InvalidArgumentError(f"{what} must be finite, got {out}")
    return out


PLAIN = {int}   # the type of every entry of a list that needs no more checks


def int_list(values, what: str) -> tuple[int, ...]:
    """A sequence of ints (the C side's pointer + length)."""
    if type(values) in _LISTS and len(values) <= MAX_DIMS and PLAIN.issuperset(map(type, values)):
        return tuple(values)   # the common case, checked in C: plain ints (which the loop below would pass)
    if values is None:
        raise InvalidArgumentError(f"{what} is NULL")
    try:
        items = tuple(values)
    except TypeError:
        raise InvalidArgumentError(f"{what} must be a sequence of integers, got {type(values).__name__}") from None
    if len(items) > MAX_DIMS:
        raise InvalidArgumentError(f"{what} has {len(items)} entries; at most {MAX_DIMS} dims are supported")
    return tuple(integer(v, f"{what}[{i}]") for i, v in enumerate(items))


def sizes(values, what: str = "dims") -> tuple[int, ...]:
    """A shape of non-negative sizes."""
    shape = int_list(values, what)
    if not shape or min(shape) >= 0:   # the common case, in one pass: no size to refuse
        return shape
    for i, size in enumerate(shape):
        if size < 0:
            raise InvalidArgumentError(f"{what}[{i}] is {size}; sizes must be non-negative (dims {list(shape)})")
    return shape


def addressable(shape: tuple[int, ...], dtype: int, what: str = "dims") -> tuple[int, ...]:
    """shape, if a tensor of it can be addressed: its bytes, counting size-0 dims as 1, under 2**63.

    Else the backend would fail in its own words. Counting size-0 dims as 1 is NumPy's rule; PyTorch alone
    would accept some empty shapes past it ([2**62, 0]), but both backends refuse them, here.
    """
    if shape and min(shape) >= 1:   # no size is 0 (or an inferred -1): the product itself, without a generator
        nbytes = math.prod(shape) * DTYPE_SIZES[dtype]
    else:
        nbytes = math.prod(max(size, 1) for size in shape) * DTYPE_SIZES[dtype]
    if nbytes >= 2**63:
        empty = " (counting its size-0 dims as 1)" if 0 in shape else ""
        raise InvalidArgumentError(f"{what} {list(shape)} of {Dtype(dtype).name} span {nbytes} bytes{empty}, over 2**63")
    return shape


PAIR_MAX = 2**31 - 1   # PyTorch's pooling kernels take int32; a conv2d stride of 2**63 - 1 kills it with SIGFPE


def pair(values, what: str, minimum: int) -> tuple[int, int]:
    """A fixed `int64_t name[2]` array whose entries are in [minimum, PAIR_MAX]."""
    return fixed(values, what, minimum, 2)


def fixed(values, what: str, minimum: int, count: int) -> tuple[int, ...]:
    """A fixed `int64_t name[count]` array whose entries are in [minimum, PAIR_MAX]."""
    items = int_list(values, what)
    if len(items) != count:
        raise InvalidArgumentError(f"{what} must hold {count} values, got {len(items)}")
    for v in items:
        if v < minimum:
            raise InvalidArgumentError(f"{what} {list(items)}: each value must be >= {minimum}")
        if v > PAIR_MAX:
            raise InvalidArgumentError(f"{what} {list(items)}: each value must be at most {PAIR_MAX}")
    return items


def index_range(b, idx, size: int, dim: int, negative: bool = False) -> None:
    """Every entry of the index tensor idx in [0, size) (with negative: in [-size, size), counting from the end):
    checked before the backend runs, as PyTorch's CUDA kernels only assert on the device."""
    if 0 in b.shape(idx):
        return
    low = -size if negative else 0
    for value in (int(b.item(b.min(idx, None, False))), int(b.item(b.max(idx, None, False)))):
        if not low <= value < size:
            raise InvalidArgumentError(f"index {value} is out of range for dim {dim} of size {size}")


def dim(value, ndim: int, what: str = "dim", extra: int = 0) -> int:
    """A dim in [-n, n) normalised to [0, n), where n = ndim + extra (extra=1 for a new dim).

    Scalars accept dim 0 and -1, as in PyTorch.
    """
    d = value if type(value) is int else integer(value, what)
    n = max(ndim + extra, 1)
    if not -n <= d < n:
        raise InvalidArgumentError(f"{what} {d} is out of range for a tensor of {ndim} dims "
                              f"(expected {-n}..{n - 1})")
    return d % n


def cuda_index(value) -> int:
    """A device_index of a CUDA function: from 0, a device this machine has."""
    index = integer(value, "device_index")
    if index < 0:
        raise InvalidArgumentError(f"device_index is {index}; CUDA devices are numbered from 0")
    return device(index)


def dtype(code, what: str = "dtype") -> Dtype:
    code = integer(code, what)
    if code not in Dtype._value2member_map_:
        known = ", ".join(f"{d.value} {d.name}" for d in Dtype)
        raise InvalidArgumentError(f"{what} {code} is not a dtype code (known: {known})")
    return Dtype(code)


def device(code, what: str = "device") -> int:
    """A device code the backend can use (-1 CPU, n >= 0 cuda:n)."""
    code = integer(code, what)
    if code < CPU:
        raise InvalidArgumentError(f"{what} {code} is not a device code (-1 is the CPU, n >= 0 is cuda:n)")
    startup.backend().check_device(code)
    return code


def reduction(code) -> str:
    code = integer(code, "reduction")
    if code not in Reduction._value2member_map_:
        known = ", ".join(f"{r.value} ({r.name})" for r in Reduction)
        raise InvalidArgumentError(f"reduction {code} is not one of {known}")
    return Reduction(code).name


def at_least(value, what: str, least: int) -> int:
    """An integer no smaller than least (a stride, a count, a patience)."""
    v = integer(value, what)
    if v < least:
        raise InvalidArgumentError(f"{what} is {v}; it must be at least {least}")
    return v


def host_integers(b, t) -> tuple[int, ...]:
    """An integer tensor's values, read on the host (they shape a result or are checked before the backend
    sees them)."""
    values = array.array("q", bytes(8 * math.prod(b.shape(t))))
    if len(values):
        b.copy_into(b.to_dtype(t, Dtype.int64), memoryview(values).cast("B"))
    return tuple(values)


def flag(value, what: str) -> bool:
    """A C boolean: 0 is false, anything else true."""
    return integer(value, what) != 0


def text(value, what: str) -> str:
    """A C string (the C side's NUL-terminated UTF-8, decoded)."""
    if value is None:
        raise InvalidArgumentError(f"{what} is NULL")
    if not isinstance(value, str):
        raise InvalidArgumentError(f"{what} must be text, got {type(value).__name__}")
    return value


def computable(value: float, dtypes, name: str) -> float:
    """value, if PyTorch can convert it to the type its kernels compute in for tensors of these dtypes: any
    value for float64 and complex128, else float32's range (half types compute in float32). PyTorch refuses
    a larger finite one ("cannot be converted to type float without overflow") where NumPy would compute."""
    if math.isfinite(value) and abs(value) > FLOAT32_MAX and \
            any(d not in (Dtype.float64, Dtype.complex128) for d in dtypes):
        raise InvalidArgumentError(f"{name} {value} cannot be converted to float32 without overflow")
    return value


def fill_value(value, dtype: Dtype, name: str = "value") -> float:
    """value, if PyTorch can fill a tensor of dtype with it: the dtype must hold it (infinities and NaN
    aside for floating dtypes). PyTorch's one-element fill lets half precision overflow to inf; its other
    fills refuse, as here."""
    value = number(value, name)
    if DTYPE_KIND[dtype] == Kind.integer:
        bits = 8 * DTYPE_SIZES[dtype]
        low, high = (0, 2**bits - 1) if dtype == Dtype.uint8 else (-2**(bits - 1), 2**(bits - 1) - 1)
        if not (math.isfinite(value) and low <= value <= high):
            raise InvalidArgumentError(f"{name} {value} cannot be converted to {dtype.name} without overflow")
    elif dtype in FLOAT_MAX and math.isfinite(value) and abs(value) > FLOAT_MAX[dtype]:
        raise InvalidArgumentError(f"{name} {value} cannot be converted to {dtype.name} without overflow")
    return value
