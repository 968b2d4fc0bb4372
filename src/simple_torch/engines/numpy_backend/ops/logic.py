"""Comparison, logic and masks (bool results, no gradient), and the ops that select by a condition."""

from __future__ import annotations

import numpy as np

from ....abi.enums import Kind
from ....abi.errors import DtypeError, InvalidArgumentError
from .. import dtypes
from ..tensor import Tensor, make, unbroadcast
from . import op
from .elementwise import _binary


def _flags(data: np.ndarray) -> Tensor:
    return Tensor(np.asarray(data, dtype=dtypes.BOOL))


_ORDERINGS = (np.less, np.less_equal, np.greater, np.greater_equal)


def _compare(a: Tensor, b: Tensor, relation) -> Tensor:
    x, y, _ = _binary(a, b)   # in the common dtype, as PyTorch compares
    if relation in _ORDERINGS and x.dtype.kind == "c":
        raise DtypeError(f"{relation.__name__} is not defined for complex numbers")
    with np.errstate(invalid="ignore"):
        return _flags(relation(x, y))


def _compare_scalar(a: Tensor, s: float, relation) -> Tensor:
    """The number is first converted to the dtype of (a, float), as PyTorch does (0.1 == half(0.1))."""
    out = dtypes.with_scalar(a.dtype)
    if relation in _ORDERINGS and out.kind == "c":
        raise DtypeError(f"{relation.__name__} is not defined for complex numbers")
    work = dtypes.compute(out)
    value = np.asarray(s).astype(out).astype(work)
    with np.errstate(invalid="ignore"):
        return _flags(relation(a.data.astype(work, copy=False), value))


@op
def eq(a: Tensor, b: Tensor) -> Tensor:
    return _compare(a, b, np.equal)


@op
def ne(a: Tensor, b: Tensor) -> Tensor:
    return _compare(a, b, np.not_equal)


@op
def lt(a: Tensor, b: Tensor) -> Tensor:
    return _compare(a, b, np.less)


@op
def le(a: Tensor, b: Tensor) -> Tensor:
    return _compare(a, b, np.less_equal)


@op
def gt(a: Tensor, b: Tensor) -> Tensor:
    return _compare(a, b, np.greater)


@op
def ge(a: Tensor, b: Tensor) -> Tensor:
    return _compare(a, b, np.greater_equal)


@op
def eq_scalar(a: Tensor, s: float) -> Tensor:
    return _compare_scalar(a, s, np.equal)


@op
def ne_scalar(a: Tensor, s: float) -> Tensor:
    return _compare_scalar(a, s, np.not_equal)


@op
def lt_scalar(a: Tensor, s: float) -> Tensor:
    return _compare_scalar(a, s, np.less)


@op
def le_scalar(a: Tensor, s: float) -> Tensor:
    return _compare_scalar(a, s, np.less_equal)


@op
def gt_scalar(a: Tensor, s: float) -> Tensor:
    return _compare_scalar(a, s, np.greater)


@op
def ge_scalar(a: Tensor, s: float) -> Tensor:
    return _compare_scalar(a, s, np.greater_equal)


def _float_test(a: Tensor, test, of_integers: bool) -> Tensor:
    """test of each element; integers and bool are never NaN or infinite."""
    floating = a.data.dtype.kind in "fc" or a.dtype == dtypes.BFLOAT16
    return _flags(test(a.data) if floating else np.full(a.shape, of_integers))


@op
def isnan(a: Tensor) -> Tensor:
    return _float_test(a, np.isnan, False)


@op
def isinf(a: Tensor) -> Tensor:
    return _float_test(a, np.isinf, False)


@op
def isfinite(a: Tensor) -> Tensor:
    return _float_test(a, np.isfinite, True)


@op
def logical_not(a: Tensor) -> Tensor:
    return _flags(np.logical_not(a.data))


@op
def logical_and(a: Tensor, b: Tensor) -> Tensor:
    return _flags(np.logical_and(a.data, b.data))


@op
def logical_or(a: Tensor, b: Tensor) -> Tensor:
    return _flags(np.logical_or(a.data, b.data))


@op
def logical_xor(a: Tensor, b: Tensor) -> Tensor:
    return _flags(np.logical_xor(a.data, b.data))


def _condition(cond: Tensor, op_name: str) -> np.ndarray:
    if cond.dtype != dtypes.BOOL:
        raise DtypeError(f"{op_name} expects a bool condition, got {cond.dtype.name}")
    return cond.data


@op
def where(condition: Tensor, a: Tensor, b: Tensor) -> Tensor:
    """a where condition holds, else b: the three broadcast, a and b promoted; the gradient follows the pick."""
    c = _condition(condition, "where")
    x, y, out = _binary(a, b)
    def backward(g):   # it only masks the gradient: it serves create_graph too
        return unbroadcast(np.where(c, g, 0), a.shape), unbroadcast(np.where(c, 0, g), b.shape)
    return make(np.asarray(np.where(c, x, y)).astype(out, copy=False), (a, b), backward, saved=False,
                differentiable=backward)


@op
def masked_fill(x: Tensor, mask: Tensor, value: float) -> Tensor:
    """value where mask holds, in x's dtype; x and mask broadcast together (as PyTorch's out-of-place form)."""
    m = _condition(mask, "masked_fill")
    filled = np.where(m, np.asarray(value).astype(x.dtype), x.data).astype(x.dtype, copy=False)
    def backward(g):   # it only masks the gradient: it serves create_graph too
        return (unbroadcast(np.where(m, 0, g), x.shape),)
    return make(filled, (x,), backward, saved=False, differentiable=backward)


@op
def clamp(x: Tensor, low: float, high: float) -> Tensor:
    """x limited to [low, high]; NaN means no bound. The gradient passes where low <= x <= high."""
    if np.isnan(low) and np.isnan(high):
        raise InvalidArgumentError("clamp: at least one of min and max must be given (not NaN)")
    out = dtypes.with_scalar(x.dtype)
    work = dtypes.compute(out)
    data = x.data.astype(work, copy=False)
    lo = -np.inf if np.isnan(low) else np.asarray(low).astype(out).astype(work)
    hi = np.inf if np.isnan(high) else np.asarray(high).astype(out).astype(work)
    # max then min, as PyTorch: with low > high every element becomes high
    result = np.minimum(np.maximum(data, lo), hi)
    inside = (data >= lo) & (data <= hi)
    def backward(g):   # a constant mask where the gradient exists: it serves create_graph too
        return (np.where(inside, g, 0),)
    return make(result.astype(out, copy=False), (x,), backward, saved=False, differentiable=backward)


# -- bitwise operations on integer and bool tensors (PyTorch refuses floating and complex ones) ---------
def _integral(op_name: str, *operands: Tensor) -> None:
    for t in operands:
        if dtypes.category(t.dtype) > Kind.integer:
            raise DtypeError(f"{op_name} is only defined for integer and bool tensors, got {dtypes.name(t.dtype)}")


def _bitwise(a: Tensor, b: Tensor, op_name: str, bits) -> Tensor:
    _integral(op_name, a, b)
    x, y, out = _binary(a, b)
    return Tensor(np.asarray(bits(x, y)).astype(out, copy=False))


@op
def bitwise_and(a: Tensor, b: Tensor) -> Tensor:
    return _bitwise(a, b, "bitwise_and", np.bitwise_and)


@op
def bitwise_or(a: Tensor, b: Tensor) -> Tensor:
    return _bitwise(a, b, "bitwise_or", np.bitwise_or)


@op
def bitwise_xor(a: Tensor, b: Tensor) -> Tensor:
    return _bitwise(a, b, "bitwise_xor", np.bitwise_xor)


@op
def bitwise_not(a: Tensor) -> Tensor:
    _integral("bitwise_not", a)
    return Tensor(np.asarray(np.invert(a.data)))


# -- whole-tensor tests (a Python bool) ----------------------------------------------------------------
@op
def equal(a: Tensor, b: Tensor) -> bool:
    """Same shape, dtype and elements (NaN is never equal), as torch.equal."""
    return a.dtype == b.dtype and a.shape == b.shape and bool(np.array_equal(a.data, b.data))


@op
def allclose(a: Tensor, b: Tensor, rtol: float, atol: float, equal_nan: bool) -> bool:
    """|a - b| <= atol + rtol * |b| everywhere (broadcast); PyTorch wants one dtype for both."""
    if a.dtype != b.dtype:
        raise DtypeError(f"allclose: {dtypes.name(a.dtype)} did not match {dtypes.name(b.dtype)}")
    work = dtypes.compute(a.dtype)
    with np.errstate(all="ignore"):
        return bool(np.all(np.isclose(a.data.astype(work, copy=False), b.data.astype(work, copy=False),
                                      rtol=rtol, atol=atol, equal_nan=equal_nan)))
