"""Dtype codes <-> NumPy dtypes, and PyTorch's type-promotion rules (which differ from NumPy's)."""

from __future__ import annotations

import ml_dtypes
import numpy as np

from ...abi.errors import DtypeError

BFLOAT16 = np.dtype(ml_dtypes.bfloat16)
BY_CODE = {0: np.dtype(np.uint8), 1: np.dtype(np.int8), 2: np.dtype(np.int16), 3: np.dtype(np.int32),
           4: np.dtype(np.int64), 5: np.dtype(np.float16), 6: np.dtype(np.float32), 7: np.dtype(np.float64),
           9: np.dtype(np.complex64), 10: np.dtype(np.complex128), 11: np.dtype(np.bool_), 15: BFLOAT16}
CODES = {dtype: code for code, dtype in BY_CODE.items()}
FLOAT32, FLOAT64, INT64, BOOL = BY_CODE[6], BY_CODE[7], BY_CODE[4], BY_CODE[11]
DEFAULT_FLOAT = FLOAT32   # PyTorch's default dtype: what int / int and int * 2.5 give

NAMES = {BFLOAT16: "bfloat16"}


def name(dtype: np.dtype) -> str:
    return NAMES.get(dtype, dtype.name)


def category(dtype: np.dtype) -> int:
    """0 bool < 1 integer < 2 floating < 3 complex, the order PyTorch promotes along."""
    if dtype == BOOL:
        return 0
    if dtype == BFLOAT16 or dtype.kind == "f":
        return 2
    return 3 if dtype.kind == "c" else 1


def is_floating(dtype: np.dtype) -> bool:
    return category(dtype) == 2


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
    if category(high) == 3 and low == FLOAT64:   # complex must hold the double
        return BY_CODE[10]
    return high


def result_type(a: np.ndarray, b: np.ndarray) -> np.dtype:
    """torch.result_type for two tensors: 0-dim operands only win with a higher category."""
    if (a.ndim == 0) == (b.ndim == 0):
        return _promote(a.dtype, b.dtype)
    dim, zero = (a.dtype, b.dtype) if b.ndim == 0 else (b.dtype, a.dtype)
    if category(zero) <= category(dim):
        return dim
    if category(zero) == 3 and category(dim) == 2:
        # a complex 0-dim with floating operands takes their width: float64 -> complex128, the rest
        # complex64 (PyTorch's complex32 for float16 has no ABI code; both backends give complex64)
        return BY_CODE[10] if dim == FLOAT64 else BY_CODE[9]
    return zero


def with_scalar(dtype: np.dtype) -> np.dtype:
    """The result of a tensor with a Python float (add_scalar, mul_scalar, pow)."""
    return dtype if category(dtype) >= 2 else DEFAULT_FLOAT


def floating(dtype: np.dtype) -> np.dtype:
    """Result dtype of a float-valued op (sqrt, exp, ...): integers and bool become the default float."""
    return dtype if category(dtype) >= 2 else DEFAULT_FLOAT


def compute(dtype: np.dtype) -> np.dtype:
    """The dtype to compute in: half types are computed in float32 and rounded once, as PyTorch's CPU kernels do."""
    return FLOAT32 if dtype in (BY_CODE[5], BFLOAT16) else dtype


def require_floating(dtype: np.dtype, what: str) -> None:
    if category(dtype) < 2:
        raise DtypeError(f"{what} needs a floating point or complex tensor, got {name(dtype)}")


def require_real_floating(dtype: np.dtype, what: str) -> None:
    if category(dtype) != 2:
        raise DtypeError(f"{what} needs a floating point tensor, got {name(dtype)}")
