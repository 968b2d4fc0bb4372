"""Data types: one `dtype` object per dtype code of the contract (`st.float32`, `st.int64`, ...)."""

from __future__ import annotations

import builtins
from typing import Any, Callable, TypeVar

import numpy as np

from .abi.spec import DTYPES
from .errors import DtypeError, InvalidArgumentError

__all__ = ["dtype", "uint8", "int8", "int16", "int32", "int64", "float16", "float32", "float64", "complex64",
           "complex128", "bool_", "bfloat16", "from_code", "as_dtype", "from_numpy", "get_default_dtype", "as_array",
           "FloatingConversions"]


class dtype:
    """A tensor element type; `code` is its number in the C ABI (RT_FLOAT32 = 6, ...)."""
    __slots__ = ("name", "code", "itemsize", "is_floating_point", "is_complex", "is_signed", "numpy")

    def __init__(self, name: str, code: int, itemsize: int) -> None:
        self.name = name
        self.code = code
        self.itemsize = itemsize
        self.is_floating_point = name.startswith(("float", "bfloat"))
        self.is_complex = name.startswith("complex")
        self.is_signed = name not in ("uint8", "bool")
        # NumPy has no bfloat16: such tensors are read through float32
        self.numpy: np.dtype | None = None if name == "bfloat16" else np.dtype(name)

    def __repr__(self) -> str:
        # what PyTorch prints, so that a script's output reads the same under either library
        return f"torch.{self.name}"

    def __reduce__(self):
        return from_code, (self.code,)


_BY_CODE: dict[int, dtype] = {code: dtype(name, code, size) for _, code, name, size, _, _ in DTYPES}
_BY_NAME: dict[str, dtype] = {d.name: d for d in _BY_CODE.values()}

uint8, int8, int16, int32, int64 = (_BY_NAME[n] for n in ("uint8", "int8", "int16", "int32", "int64"))
float16, float32, float64, bfloat16 = (_BY_NAME[n] for n in ("float16", "float32", "float64", "bfloat16"))
complex64, complex128, bool_ = _BY_NAME["complex64"], _BY_NAME["complex128"], _BY_NAME["bool"]

# PyTorch's other names for the same types
_ALIASES = {"float": float32, "double": float64, "half": float16, "long": int64, "int": int32, "short": int16,
            "cfloat": complex64, "cdouble": complex128}
_PYTHON_TYPES = {builtins.bool: bool_, builtins.int: int64, builtins.float: float32, builtins.complex: complex64}
_BY_NUMPY: dict[np.dtype, dtype] = {d.numpy: d for d in _BY_CODE.values() if d.numpy is not None}


def get_default_dtype() -> dtype:
    """The dtype of floating-point tensors made without one (fixed: the contract creates float32)."""
    return float32


def from_code(code: int) -> dtype:
    return _BY_CODE[code]


def from_numpy(np_dtype: np.dtype) -> dtype:
    """The dtype of NumPy data; DtypeError for types the contract lacks (uint16, float128, strings...)."""
    found = _BY_NUMPY.get(np.dtype(np_dtype))
    if found is None:
        raise DtypeError(f"NumPy dtype {np.dtype(np_dtype)} has no tensor dtype "
                         f"(supported: {', '.join(sorted(d.name for d in _BY_NUMPY.values()))})")
    return found


def as_dtype(value: dtype | str | type | np.dtype) -> dtype:
    """A dtype from a dtype, its name ("float32", "torch.float32", "long"), a Python or NumPy type."""
    if isinstance(value, dtype):
        return value
    if isinstance(value, str):
        name = value.removeprefix("torch.").removeprefix("simple_torch.")
        found = _BY_NAME.get(name) or _ALIASES.get(name)
        if found is None:
            raise DtypeError(f"unknown dtype {value!r}")
        return found
    if value in _PYTHON_TYPES:
        return _PYTHON_TYPES[value]
    try:
        return from_numpy(np.dtype(value))
    except TypeError:
        raise DtypeError(f"{value!r} is not a dtype") from None


# What PyTorch makes of Python data: floats are float32 (the default dtype), complex numbers complex64;
# NumPy data keeps its own dtype.
_PYTHON_DATA_TYPES = {np.dtype("float64"): float32, np.dtype("complex128"): complex64}


def as_array(data: object, dtype_: dtype | str | type | None = None) -> tuple[np.ndarray, dtype]:
    """data (nested sequences, a Python or NumPy scalar, an ndarray or any buffer) as a row-major
    ndarray holding the values of the tensor to make, and that tensor's dtype: the one given, else the
    one PyTorch infers. bfloat16 values come back as float32 (NumPy lacks the type)."""
    if isinstance(data, (np.ndarray, np.generic)):
        array = np.asarray(data)
        inferred = from_numpy(array.dtype)
    elif isinstance(data, (list, tuple, builtins.bool, builtins.int, builtins.float, builtins.complex)):
        try:
            array = np.asarray(data)
        except ValueError as exc:   # ragged nesting
            raise InvalidArgumentError(f"cannot make a tensor of this data: {exc}") from None
        if array.dtype == object:
            raise InvalidArgumentError("cannot make a tensor of this data (numbers beyond int64?)")
        inferred = _PYTHON_DATA_TYPES.get(array.dtype) or from_numpy(array.dtype)
    else:
        try:
            array = np.asarray(memoryview(data))
        except TypeError:
            array = np.asarray(data)   # objects with __array__, such as other libraries' tensors
        inferred = from_numpy(array.dtype)
    target = inferred if dtype_ is None else as_dtype(dtype_)
    return np.asarray(array, dtype=target.numpy or np.float32, order="C"), target   # keeps 0-d data 0-d


_Converted = TypeVar("_Converted", bound="FloatingConversions")


class FloatingConversions:
    """x.float(), x.double(), x.half() and x.bfloat16(): x.to(that dtype), for the classes that share PyTorch's
    shorthands (Tensor, nn.Module) and define to()."""
    __slots__ = ()
    to: Callable[..., Any]

    def float(self: _Converted) -> _Converted:
        return self.to(float32)

    def double(self: _Converted) -> _Converted:
        return self.to(float64)

    def half(self: _Converted) -> _Converted:
        return self.to(float16)

    def bfloat16(self: _Converted) -> _Converted:
        return self.to(bfloat16)
