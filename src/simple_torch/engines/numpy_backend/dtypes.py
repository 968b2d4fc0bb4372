"""Dtype codes <-> NumPy dtypes, and PyTorch's type-promotion rules (which differ from NumPy's)."""

from __future__ import annotations

import ml_dtypes
import numpy as np

from ...abi.enums import Dtype, Kind
from ...abi.errors import DtypeError

BFLOAT16 = np.dtype(ml_dtypes.bfloat16)
BY_CODE = {Dtype.uint8: np.dtype(np.uint8), Dtype.int8: np.dtype(np.int8), Dtype.int16: np.dtype(np.int16),
           Dtype.int32: np.dtype(np.int32), Dtype.int64: np.dtype(np.int64), Dtype.float16: np.dtype(np.float16),
           Dtype.float32: np.dtype(np.float32), Dtype.float64: np.dtype(np.float64),
           Dtype.complex64: np.dtype(np.complex64), Dtype.complex128: np.dtype(np.complex128),
           Dtype.bool: np.dtype(np.bool_), Dtype.bfloat16: BFLOAT16}
CODES = {dtype: code for code, dtype in BY_CODE.items()}
FLOAT16, FLOAT32, FLOAT64, INT64, BOOL = (BY_CODE[d] for d in (Dtype.float16, Dtype.float32, Dtype.float64, Dtype.int64,
                                                               Dtype.bool))
COMPLEX64, COMPLEX128 = BY_CODE[Dtype.complex64], BY_CODE[Dtype.complex128]
DEFAULT_FLOAT = FLOAT32   # PyTorch's default dtype: what int / int and int * 2.5 give

NAMES = {BFLOAT16: "bfloat16"}


def name(dtype: np.dtype) -> str:
    return NAMES.get(dtype, dtype.name)


# Kind's members as globals: reading one through the enum class costs four times a dict lookup
_BOOL_KIND, _INTEGER, _FLOATING, _COMPLEX = Kind.bool, Kind.integer, Kind.floating, Kind.complex


def _category_of(dtype: np.dtype) -> Kind:
    if dtype == BOOL:
        return _BOOL_KIND
    if dtype == BFLOAT16 or dtype.kind == "f":
        return _FLOATING
    return _COMPLEX if dtype.kind == "c" else _INTEGER


_CATEGORIES = {dtype: _category_of(dtype) for dtype in BY_CODE.values()}


def category(dtype: np.dtype) -> Kind:
    """Its kind: bool < integer < floating < complex, the order PyTorch promotes along."""
    known = _CATEGORIES.get(dtype)   # a dict lookup: comparing NumPy dtypes one by one costs more
    return _category_of(dtype) if known is None else known


def is_floating(dtype: np.dtype) -> bool:
    return category(dtype) == _FLOATING


def _promote(a: np.dtype, b: np.dtype) -> np.dtype:
    """Two operands of equal priority (both dimensioned, or both 0-dim)."""
    if a == b:
        return a
    ca, cb = category(a), category(b)
    if ca == cb:
        if BFLOAT16 in (a, b):   # bfloat16 with float16 needs float32; with float32/64 the wider wins
            other = b if a == BFLOAT16 else a
            return FLOAT32 if other.itemsize <= 2 else other
        return np.promote_types(a, b)
    high, low = (a, b) if ca > cb else (b, a)
    if category(high) == _COMPLEX and low == FLOAT64:   # complex must hold the double
        return COMPLEX128
    return high


def result_type(a: np.ndarray, b: np.ndarray) -> np.dtype:
    """torch.result_type for two tensors: 0-dim operands only win with a higher category."""
    if (a.ndim == 0) == (b.ndim == 0):
        return _promote(a.dtype, b.dtype)
    dim, zero = (a.dtype, b.dtype) if b.ndim == 0 else (b.dtype, a.dtype)
    if category(zero) <= category(dim):
        return dim
    if category(zero) == _COMPLEX and category(dim) == _FLOATING:
        # a complex 0-dim with floating operands takes their width: float64 -> complex128, the rest
        # complex64 (PyTorch's complex32 for float16 has no ABI code; both backends give complex64)
        return COMPLEX128 if dim == FLOAT64 else COMPLEX64
    return zero


def with_scalar(dtype: np.dtype) -> np.dtype:
    """The result of a tensor with a Python float (add_scalar, mul_scalar, pow)."""
    return dtype if category(dtype) >= _FLOATING else DEFAULT_FLOAT


def floating(dtype: np.dtype) -> np.dtype:
    """Result dtype of a float-valued op (sqrt, exp, ...): integers and bool become the default float."""
    return dtype if category(dtype) >= _FLOATING else DEFAULT_FLOAT


_HALVES = frozenset((FLOAT16, BFLOAT16))


def compute(dtype: np.dtype) -> np.dtype:
    """The dtype to compute in: half types are computed in float32 and rounded once, as PyTorch's CPU kernels do."""
    return FLOAT32 if dtype in _HALVES else dtype


# the dtypes `compute` keeps: a set, since testing a dtype against the half types one by one costs more
COMPUTED_AS_THEMSELVES = frozenset(BY_CODE.values()) - _HALVES
# the dtypes an op with a Python float keeps and computes in (with_scalar and compute give the dtype itself)
KEPT_WITH_SCALAR = frozenset((FLOAT32, FLOAT64, COMPLEX64, COMPLEX128))


def real(dtype: np.dtype) -> np.dtype:
    """The real dtype of a complex one (abs, norm, variance and singular values are real)."""
    return {COMPLEX64: FLOAT32, COMPLEX128: FLOAT64}.get(dtype, dtype)


def require_floating(dtype: np.dtype, what: str) -> None:
    if category(dtype) < _FLOATING:
        raise DtypeError(f"{what} needs a floating point or complex tensor, got {name(dtype)}")



def largest_exact_integer(dtype: np.dtype) -> int:
    """The largest integer dtype holds, with every integer below it: its maximum, or for a floating dtype 2 to the
    power of its significand's bits (the stored ones and the implicit one)."""
    if dtype == np.bool_:
        return 1
    if is_floating(dtype):
        return 2 ** (ml_dtypes.finfo(dtype).nmant + 1)
    return int(np.iinfo(dtype).max)
