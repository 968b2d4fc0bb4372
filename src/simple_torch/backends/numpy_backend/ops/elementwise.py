"""Element-wise arithmetic with broadcasting and PyTorch's type promotion."""

from __future__ import annotations

import numpy as np

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
