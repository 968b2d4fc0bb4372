"""Element-wise arithmetic with broadcasting and PyTorch's type promotion."""

from __future__ import annotations

import numpy as np
from scipy import special

from ....abi.errors import DtypeError
from .. import dtypes
from . import op
from ..tensor import Tensor, make, unbroadcast


def _binary(a: Tensor, b: Tensor):
    """The operands cast to their common dtype (computed in float32 for half types), and that dtype."""
    out = dtypes.result_type(a.data, b.data)
    work = dtypes.compute(out)
    return a.data.astype(work, copy=False), b.data.astype(work, copy=False), out




@op
def add(a: Tensor, b: Tensor) -> Tensor:
    x, y, out = _binary(a, b)
    data = (np.logical_or(x, y) if out == dtypes.BOOL else x + y).astype(out, copy=False)
    return make(data, (a, b), lambda g: (unbroadcast(g, a.shape), unbroadcast(g, b.shape)), saved=False)


@op
def sub(a: Tensor, b: Tensor) -> Tensor:
    if dtypes.BOOL in (a.dtype, b.dtype):   # PyTorch refuses it even with a non-bool operand
        raise DtypeError("subtraction with a bool tensor is not supported; use logical xor or not")
    x, y, out = _binary(a, b)
    return make((x - y).astype(out, copy=False), (a, b),
                lambda g: (unbroadcast(g, a.shape), unbroadcast(-g, b.shape)), saved=False)


@op
def mul(a: Tensor, b: Tensor) -> Tensor:
    x, y, out = _binary(a, b)
    data = (np.logical_and(x, y) if out == dtypes.BOOL else x * y).astype(out, copy=False)
    return make(data, (a, b), lambda g: (unbroadcast(g * np.conj(y), a.shape), unbroadcast(g * np.conj(x), b.shape)))


@op
def div(a: Tensor, b: Tensor) -> Tensor:
    """True division: integers give the default float, as in PyTorch."""
    out = dtypes.floating(dtypes.result_type(a.data, b.data))
    work = dtypes.compute(out)
    x, y = a.data.astype(work, copy=False), b.data.astype(work, copy=False)
    with np.errstate(divide="ignore", invalid="ignore"):
        data = (x / y).astype(out, copy=False)
    return make(data, (a, b), lambda g: (unbroadcast(g / np.conj(y), a.shape),
                                         unbroadcast(-g * np.conj(x / (y * y)), b.shape)))


@op
def pow(a: Tensor, exponent: float) -> Tensor:
    out = dtypes.with_scalar(a.dtype)
    x = a.data.astype(dtypes.compute(out), copy=False)
    with np.errstate(divide="ignore", invalid="ignore"):
        data = np.power(x, exponent).astype(out, copy=False)
        return make(data, (a,), lambda g: (g * exponent * np.power(x, exponent - 1),))


@op
def neg(a: Tensor) -> Tensor:
    if a.dtype == dtypes.BOOL:
        raise DtypeError("negation of a bool tensor is not supported; use logical not")
    return make(-a.data, (a,), lambda g: (-g,), saved=False)


@op
def abs(a: Tensor) -> Tensor:
    x = a.data
    return make(np.abs(x), (a,), lambda g: (g * np.sign(x),))


def _float_unary(a: Tensor):
    out = dtypes.floating(a.dtype)
    return a.data.astype(dtypes.compute(out), copy=False), out


@op
def sqrt(a: Tensor) -> Tensor:
    x, out = _float_unary(a)
    with np.errstate(invalid="ignore", divide="ignore"):
        y = np.sqrt(x)
        return make(y.astype(out, copy=False), (a,), lambda g: (g / (2 * np.conj(y)),))


@op
def exp(a: Tensor) -> Tensor:
    x, out = _float_unary(a)
    with np.errstate(over="ignore"):
        y = np.exp(x)
    return make(y.astype(out, copy=False), (a,), lambda g: (g * np.conj(y),))


@op
def log(a: Tensor) -> Tensor:
    x, out = _float_unary(a)
    with np.errstate(invalid="ignore", divide="ignore"):
        y = np.log(x)
        return make(y.astype(out, copy=False), (a,), lambda g: (g / np.conj(x),))


def _math(a: Tensor, forward, derivative) -> Tensor:
    """An op with a floating result (integers and bool give the default float, half types are computed
    in float32): y = forward(x), and its backward g * conj(derivative(x, y)) as PyTorch's for complex."""
    x, out = _float_unary(a)
    with np.errstate(all="ignore"):
        y = forward(x)

    def backward(g):
        with np.errstate(all="ignore"):
            return (g * np.conj(derivative(x, y)),)
    return make(y.astype(out, copy=False), (a,), backward)


@op
def sin(a: Tensor) -> Tensor:
    return _math(a, np.sin, lambda x, y: np.cos(x))


@op
def cos(a: Tensor) -> Tensor:
    return _math(a, np.cos, lambda x, y: -np.sin(x))


@op
def tan(a: Tensor) -> Tensor:
    return _math(a, np.tan, lambda x, y: 1 + y * y)


@op
def asin(a: Tensor) -> Tensor:
    return _math(a, np.arcsin, lambda x, y: 1 / np.sqrt(1 - x * x))


@op
def acos(a: Tensor) -> Tensor:
    return _math(a, np.arccos, lambda x, y: -1 / np.sqrt(1 - x * x))


@op
def atan(a: Tensor) -> Tensor:
    return _math(a, np.arctan, lambda x, y: 1 / (1 + x * x))


@op
def sinh(a: Tensor) -> Tensor:
    return _math(a, np.sinh, lambda x, y: np.cosh(x))


@op
def cosh(a: Tensor) -> Tensor:
    return _math(a, np.cosh, lambda x, y: np.sinh(x))


@op
def rsqrt(a: Tensor) -> Tensor:
    return _math(a, lambda x: 1 / np.sqrt(x), lambda x, y: -0.5 * y * y * y)


@op
def reciprocal(a: Tensor) -> Tensor:
    return _math(a, lambda x: 1 / x, lambda x, y: -y * y)


@op
def log1p(a: Tensor) -> Tensor:
    return _math(a, np.log1p, lambda x, y: 1 / (1 + x))


@op
def expm1(a: Tensor) -> Tensor:
    return _math(a, np.expm1, lambda x, y: y + 1)


@op
def log2(a: Tensor) -> Tensor:
    return _math(a, np.log2, lambda x, y: 1 / (x * np.log(2.0)))


@op
def log10(a: Tensor) -> Tensor:
    return _math(a, np.log10, lambda x, y: 1 / (x * np.log(10.0)))


@op
def exp2(a: Tensor) -> Tensor:
    return _math(a, np.exp2, lambda x, y: y * np.log(2.0))


@op
def erf(a: Tensor) -> Tensor:
    return _math(a, special.erf, lambda x, y: 2 / np.sqrt(np.pi) * np.exp(-x * x))


@op
def erfinv(a: Tensor) -> Tensor:
    return _math(a, special.erfinv, lambda x, y: np.sqrt(np.pi) / 2 * np.exp(y * y))


def _in_own_dtype(a: Tensor, forward) -> np.ndarray:
    """forward(x) in a's dtype (half types computed in float32)."""
    x = a.data
    return forward(x.astype(dtypes.compute(x.dtype), copy=False)).astype(x.dtype, copy=False)


def _constant_steps(a: Tensor, forward) -> Tensor:
    """A piecewise-constant op in a's dtype: its gradient is zero, as PyTorch's is."""
    return make(_in_own_dtype(a, forward), (a,), lambda g: (np.zeros_like(g),), saved=False)


@op
def square(a: Tensor) -> Tensor:
    x = a.data.astype(dtypes.INT64) if a.dtype == dtypes.BOOL else a.data   # PyTorch: bool squares to int64
    return make(x * x, (a,), lambda g: (g * 2 * np.conj(x),))


@op
def sign(a: Tensor) -> Tensor:
    if a.dtype == dtypes.BOOL:
        return _constant_steps(a, lambda x: x)
    return _constant_steps(a, lambda x: np.where(np.isnan(x), 0, np.sign(x)))   # PyTorch: sign(nan) is 0


@op
def floor(a: Tensor) -> Tensor:
    return _constant_steps(a, np.floor)


@op
def ceil(a: Tensor) -> Tensor:
    return _constant_steps(a, np.ceil)


@op
def round(a: Tensor) -> Tensor:
    return _constant_steps(a, np.round)   # half to even, as PyTorch


@op
def trunc(a: Tensor) -> Tensor:
    return _constant_steps(a, np.trunc)


@op
def frac(a: Tensor) -> Tensor:
    return make(_in_own_dtype(a, lambda x: x - np.trunc(x)), (a,), lambda g: (g,), saved=False)


def _extreme(a: Tensor, b: Tensor, pick, wins) -> Tensor:
    """maximum or minimum: the gradient goes to the operand that wins, half to each on a tie (as PyTorch)."""
    x, y, out = _binary(a, b)

    def backward(g):
        share = np.where(x == y, 0.5, 1.0)
        return (unbroadcast(g * np.where(wins(x, y), share, 0), a.shape),
                unbroadcast(g * np.where(wins(y, x), share, 0), b.shape))
    return make(pick(x, y).astype(out, copy=False), (a, b), backward)


@op
def maximum(a: Tensor, b: Tensor) -> Tensor:
    return _extreme(a, b, np.maximum, np.greater_equal)


@op
def minimum(a: Tensor, b: Tensor) -> Tensor:
    return _extreme(a, b, np.minimum, np.less_equal)


@op
def atan2(a: Tensor, b: Tensor) -> Tensor:
    out = dtypes.floating(dtypes.result_type(a.data, b.data))
    work = dtypes.compute(out)
    y, x = a.data.astype(work, copy=False), b.data.astype(work, copy=False)

    def backward(g):
        with np.errstate(all="ignore"):
            r2 = x * x + y * y
            return unbroadcast(g * x / r2, a.shape), unbroadcast(-g * y / r2, b.shape)
    return make(np.arctan2(y, x).astype(out, copy=False), (a, b), backward)


@op
def add_scalar(a: Tensor, s: float) -> Tensor:
    out = dtypes.with_scalar(a.dtype)
    data = (a.data.astype(dtypes.compute(out), copy=False) + s).astype(out, copy=False)
    return make(data, (a,), lambda g: (g,), saved=False)


@op
def mul_scalar(a: Tensor, s: float) -> Tensor:
    out = dtypes.with_scalar(a.dtype)
    data = (a.data.astype(dtypes.compute(out), copy=False) * s).astype(out, copy=False)
    return make(data, (a,), lambda g: (g * s,), saved=False)
