"""Element-wise arithmetic with broadcasting and PyTorch's type promotion."""

from __future__ import annotations

import ml_dtypes
import numpy as np
from scipy import special

from ....abi.enums import Kind
from ....abi.errors import DtypeError, InvalidArgumentError
from .. import dtypes
from ..dtypes import COMPUTED_AS_THEMSELVES, KEPT_WITH_SCALAR   # globals: a module attribute costs more to read
from . import OPS, op, sparse
from ..sparse import SparseTensor
from ..tensor import Tensor, constant, make, reading, sum_to, unbroadcast, untracked


def _binary(a: Tensor, b: Tensor):
    """The operands cast to their common dtype (computed in float32 for half types), and that dtype."""
    x, y = a.data, b.data
    same = x.dtype
    if same is y.dtype and same in dtypes.COMPUTED_AS_THEMSELVES:   # one dtype, 0-dim or not: nothing to cast
        return x, y, same
    out = dtypes.result_type(x, y)
    work = dtypes.compute(out)
    return x.astype(work, copy=False), y.astype(work, copy=False), out


# Each op's `differentiable` (create_graph's backward over Tensors, see numpy_backend/tensor.py): the array closure
# itself where it only moves or scales the gradient (NumPy's operators and functions of a Tensor are its ops),
# else the formula again over the parents.

# add, sub and mul of two operands of one of these dtypes: NumPy's operator keeps the dtype (bool's + is or, its *
# is and), so the result needs no cast. With no operand requiring grad no backward is built; and it is built by a
# function of its own: a lambda in the op would make the variables it reads cells, allocated on every call.
@op
def add(a: Tensor, b: Tensor) -> Tensor:
    if type(b) is SparseTensor:   # dense + sparse is dense; a sparse a refuses itself at its data
        return add(a, sparse.dense_addend(a, b))
    x, y = a.data, b.data
    dtype = x.dtype
    if dtype is y.dtype and dtype in COMPUTED_AS_THEMSELVES:
        data = x + y
    else:
        x, y, out = _binary(a, b)
        data = (np.logical_or(x, y) if out == dtypes.BOOL else x + y).astype(out, copy=False)
    if a.requires_grad or b.requires_grad:
        backward = _add_backward(a, b)
        return make(data, (a, b), backward, saved=False, differentiable=backward)
    return untracked(data)


def _add_backward(a: Tensor, b: Tensor):
    return lambda g: (unbroadcast(g, a.shape), unbroadcast(g, b.shape))


@op
def sub(a: Tensor, b: Tensor) -> Tensor:
    x, y = a.data, b.data
    if dtypes.BOOL in (x.dtype, y.dtype):   # PyTorch refuses it even with a non-bool operand
        raise DtypeError("subtraction with a bool tensor is not supported; use logical xor or not")
    dtype = x.dtype
    if dtype is y.dtype and dtype in COMPUTED_AS_THEMSELVES:
        data = x - y
    else:
        x, y, out = _binary(a, b)
        data = (x - y).astype(out, copy=False)
    if a.requires_grad or b.requires_grad:
        backward = _sub_backward(a, b)
        return make(data, (a, b), backward, saved=False, differentiable=backward)
    return untracked(data)


def _sub_backward(a: Tensor, b: Tensor):
    return lambda g: (unbroadcast(g, a.shape), unbroadcast(-g, b.shape))


@op
def mul(a: Tensor, b: Tensor) -> Tensor:
    x, y = a.data, b.data
    dtype = x.dtype
    if dtype is y.dtype and dtype in COMPUTED_AS_THEMSELVES:
        data = x * y
    else:
        x, y, out = _binary(a, b)
        data = (np.logical_and(x, y) if out == dtypes.BOOL else x * y).astype(out, copy=False)
    if a.requires_grad or b.requires_grad:
        return make(data, (a, b), _mul_backward(a, b, x, y), differentiable=_mul_differentiable(a, b))
    return untracked(data)


def _mul_backward(a: Tensor, b: Tensor, x: np.ndarray, y: np.ndarray):
    """x and y: the operands as multiplied (in their common dtype)."""
    return lambda g: (unbroadcast(g * np.conj(y), a.shape), unbroadcast(g * np.conj(x), b.shape))


def _mul_differentiable(a: Tensor, b: Tensor):
    return lambda g: (sum_to(g * b, a.shape), sum_to(g * a, b.shape))


@op
def div(a: Tensor, b: Tensor) -> Tensor:
    """True division: integers give the default float, as in PyTorch."""
    out = dtypes.floating(dtypes.result_type(a.data, b.data))
    work = dtypes.compute(out)
    x, y = a.data.astype(work, copy=False), b.data.astype(work, copy=False)
    with np.errstate(divide="ignore", invalid="ignore"):
        data = (x / y).astype(out, copy=False)
    return make(data, (a, b), lambda g: (unbroadcast(g / np.conj(y), a.shape),
                                         unbroadcast(-g * np.conj(x / (y * y)), b.shape)),
                differentiable=lambda g: (sum_to(g / b, a.shape), sum_to(-g * a / (b * b), b.shape)))


@op
def pow(a: Tensor, exponent: float) -> Tensor:
    out = dtypes.with_scalar(a.dtype)
    x = a.data.astype(dtypes.compute(out), copy=False)
    with np.errstate(divide="ignore", invalid="ignore"):
        data = np.power(x, exponent).astype(out, copy=False)
        return make(data, (a,), lambda g: (g * exponent * np.power(x, exponent - 1),),
                    differentiable=lambda g: (g * exponent * a ** (exponent - 1),))


@op
def neg(a: Tensor) -> Tensor:
    if a.dtype == dtypes.BOOL:
        raise DtypeError("negation of a bool tensor is not supported; use logical not")
    return make(-a.data, (a,), _negated, saved=False, differentiable=_negated)


def _negated(g):
    return (-g,)


@op
def abs(a: Tensor) -> Tensor:
    x = a.data

    def backward(g):   # the sign read from a (0 at 0, as PyTorch's): the closure serves create_graph too, linked to a
        return (g * np.sign(x),)
    return make(np.abs(x), (a,), backward, differentiable=reading(backward, a))


def _float_unary(a: Tensor):
    out = dtypes.floating(a.dtype)
    return a.data.astype(dtypes.compute(out), copy=False), out


@op
def sqrt(a: Tensor) -> Tensor:
    x, out = _float_unary(a)
    with np.errstate(invalid="ignore", divide="ignore"):
        y = np.sqrt(x)
        return make(y.astype(out, copy=False), (a,), lambda g: (g / (2 * np.conj(y)),),
                    differentiable=lambda g: (g / (sqrt(a) * 2),))


@op
def exp(a: Tensor) -> Tensor:
    x, out = _float_unary(a)
    with np.errstate(over="ignore"):
        y = np.exp(x)
    return make(y.astype(out, copy=False), (a,), lambda g: (g * np.conj(y),), differentiable=lambda g: (g * exp(a),))


@op
def log(a: Tensor) -> Tensor:
    x, out = _float_unary(a)
    with np.errstate(invalid="ignore", divide="ignore"):
        y = np.log(x)
        return make(y.astype(out, copy=False), (a,), lambda g: (g / np.conj(x),), differentiable=lambda g: (g / a,))


def _math(a: Tensor, forward, derivative) -> Tensor:
    """An op with a floating result (integers and bool give the default float, half types are computed
    in float32): y = forward(x), and its backward g * conj(derivative(x, y)) as PyTorch's for complex. forward and
    derivative are written with NumPy's functions, which a Tensor maps to the backend's ops, so the same two
    formulas give create_graph's backward over the parent."""
    x, out = _float_unary(a)
    with np.errstate(all="ignore"):
        y = forward(x)

    def backward(g):
        with np.errstate(all="ignore"):
            return (g * np.conj(derivative(x, y)),)
    return make(y.astype(out, copy=False), (a,), backward, differentiable=lambda g: (g * derivative(a, forward(a)),))


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
    return make(_in_own_dtype(a, forward), (a,), _zero_backward, saved=False, differentiable=_zero_backward)


def _zero_backward(g):
    return (g * 0,)


@op
def square(a: Tensor) -> Tensor:
    x = a.data.astype(dtypes.INT64) if a.dtype == dtypes.BOOL else a.data   # PyTorch: bool squares to int64
    return make(x * x, (a,), lambda g: (g * 2 * np.conj(x),), differentiable=lambda g: (g * 2 * a,))


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
def round_decimals(a: Tensor, decimals: int) -> Tensor:
    """PyTorch's kernel: the power of ten in double, cast to the compute dtype; x scaled, rounded half to even
    (np.rint), scaled back."""
    def rounded(x: np.ndarray) -> np.ndarray:
        with np.errstate(all="ignore"):   # a huge decimals makes the power inf, as std::pow does
            ten = np.power(np.float64(10.0), -decimals if decimals < 0 else decimals).astype(x.dtype)
            return np.rint(x / ten) * ten if decimals < 0 else np.rint(x * ten) / ten
    return _constant_steps(a, rounded)


@op
def trunc(a: Tensor) -> Tensor:
    return _constant_steps(a, np.trunc)


@op
def frac(a: Tensor) -> Tensor:
    return make(_in_own_dtype(a, lambda x: x - np.trunc(x)), (a,), _identity_backward, saved=False,
                differentiable=_identity_backward)


def _extreme(a: Tensor, b: Tensor, pick, wins) -> Tensor:
    """maximum or minimum: the gradient goes to the operand that wins, half to each on a tie (as PyTorch)."""
    x, y, out = _binary(a, b)

    def backward(g):   # which operand wins is constant where the gradient exists: it serves create_graph too
        share = np.where(x == y, 0.5, 1.0)
        return (unbroadcast(g * np.where(wins(x, y), share, 0), a.shape),
                unbroadcast(g * np.where(wins(y, x), share, 0), b.shape))
    return make(pick(x, y).astype(out, copy=False), (a, b), backward, differentiable=backward)


@op
def maximum(a: Tensor, b: Tensor) -> Tensor:
    return _extreme(a, b, np.maximum, np.greater_equal)


@op
def minimum(a: Tensor, b: Tensor) -> Tensor:
    return _extreme(a, b, np.minimum, np.less_equal)


def _nan_ignoring(a: Tensor, b: Tensor, pick, wins) -> Tensor:
    """fmax or fmin: a NaN loses to a number; the whole gradient goes to a where a wins, ties included, or b is
    NaN, else to b (as PyTorch)."""
    x, y, out = _binary(a, b)

    def backward(g):
        with np.errstate(invalid="ignore"):
            to_a = wins(x, y) | np.isnan(y)
        return unbroadcast(np.where(to_a, g, 0), a.shape), unbroadcast(np.where(to_a, 0, g), b.shape)
    return make(pick(x, y).astype(out, copy=False), (a, b), backward)


@op
def fmax(a: Tensor, b: Tensor) -> Tensor:
    return _nan_ignoring(a, b, np.fmax, np.greater_equal)


@op
def fmin(a: Tensor, b: Tensor) -> Tensor:
    return _nan_ignoring(a, b, np.fmin, np.less_equal)


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
def pow_tensor(a: Tensor, b: Tensor) -> Tensor:
    x, y, out = _binary(a, b)
    if dtypes.category(out) < Kind.floating:   # PyTorch's integer power: 1/a**|b| truncated for b < 0
        negative = np.where(x == 1, 1, np.where(x == -1, 1 - 2 * (y & 1), 0))
        return constant(np.where(y >= 0, np.power(x, np.maximum(y, 0)), negative).astype(out))   # never a gradient
    with np.errstate(all="ignore"):
        z = np.power(x, y)

    def backward(g):   # PyTorch's: no gradient where b == 0 for a, where a == 0 and b >= 0 for b
        with np.errstate(all="ignore"):
            da = np.where(y == 0, 0, y * np.power(x, y - 1))
            db = np.where((x == 0) & (np.real(y) >= 0), 0, z * np.log(x))
            return unbroadcast(g * np.conj(da), a.shape), unbroadcast(g * np.conj(db), b.shape)

    def differentiable(g):
        da = np.where(y == 0, 0, b * a ** (b - 1))
        db = np.where((x == 0) & (np.real(y) >= 0), 0, a ** b * log(a))
        return sum_to(g * da, a.shape), sum_to(g * db, b.shape)
    return make(z.astype(out, copy=False), (a, b), backward, differentiable=differentiable)


# add_scalar and mul_scalar of a tensor whose dtype the op keeps and computes in need no cast
@op
def add_scalar(a: Tensor, s: float) -> Tensor:
    x = a.data
    if x.dtype in KEPT_WITH_SCALAR:
        data = x + s
    else:
        out = dtypes.with_scalar(x.dtype)
        data = (x.astype(dtypes.compute(out), copy=False) + s).astype(out, copy=False)
    if a.requires_grad:
        return make(data, (a,), _identity_backward, saved=False, differentiable=_identity_backward)
    return untracked(data)


def _identity_backward(g):
    return (g,)


@op
def mul_scalar(a: Tensor, s: float) -> Tensor:
    x = a.data
    if x.dtype in KEPT_WITH_SCALAR:
        data = x * s
    else:
        out = dtypes.with_scalar(x.dtype)
        data = (x.astype(dtypes.compute(out), copy=False) * s).astype(out, copy=False)
    if a.requires_grad:
        backward = _scaled_backward(s)
        return make(data, (a,), backward, saved=False, differentiable=backward)
    return untracked(data)


def _scaled_backward(s: float):
    return lambda g: (g * s,)


# -- the rest of the element-wise math: fmod, remainder, logaddexp, lerp, addcmul/addcdiv,
# nan_to_num, softplus ----------------------------------------------------------------------------------
def _no_integer_division_by_zero(y: np.ndarray) -> None:
    """Integers have no NaN for x % 0: PyTorch raises, and so does this backend (with the same code)."""
    if y.dtype.kind in "iu" and not np.all(y):
        raise InvalidArgumentError("integer division by zero (ZeroDivisionError)")


def _modulo(a: Tensor, b: Tensor, forward, quotient) -> Tensor:
    """fmod or remainder of two tensors: d/da = 1, d/db = -quotient(a / b), as PyTorch's."""
    x, y, out = _binary(a, b)
    _no_integer_division_by_zero(y)
    with np.errstate(all="ignore"):
        data = forward(x, y).astype(out, copy=False)

    def backward(g):   # the quotient is constant where the gradient exists: it serves create_graph too
        with np.errstate(all="ignore"):
            return unbroadcast(g, a.shape), unbroadcast(-g * quotient(x / y), b.shape)
    return make(data, (a, b), backward, differentiable=backward)


def _modulo_scalar(a: Tensor, s: float, forward) -> Tensor:
    """fmod or remainder by a number, converted to the dtype of (a, float) first as PyTorch does."""
    out = dtypes.with_scalar(a.dtype)
    work = dtypes.compute(out)
    divisor = np.asarray(s).astype(out).astype(work)
    _no_integer_division_by_zero(divisor)
    with np.errstate(all="ignore"):
        data = forward(a.data.astype(work, copy=False), divisor).astype(out, copy=False)
    return make(data, (a,), _identity_backward, saved=False, differentiable=_identity_backward)


@op
def div_rounding(a: Tensor, b: Tensor, mode: str) -> Tensor:
    """a / b rounded toward zero ("trunc") or down ("floor"); integers stay integers (the lowest value by -1 wraps,
    as PyTorch's floor division); gradient zero, as PyTorch's."""
    x, y, out = _binary(a, b)
    _no_integer_division_by_zero(y)
    with np.errstate(all="ignore"):
        if out.kind in "iu":
            quotient = np.floor_divide(x, y)
            if mode == "trunc":   # one up where the division was inexact and the signs differ
                quotient = quotient + ((np.remainder(x, y) != 0) & ((x < 0) != (y < 0)))
        else:   # NumPy's floor_divide is Python's //, as PyTorch's: fmod-based, exact near integers
            quotient = np.trunc(x / y) if mode == "trunc" else np.floor_divide(x, y)
    return make(quotient.astype(out, copy=False), (a, b),
                lambda g: (np.zeros(a.shape, g.dtype), np.zeros(b.shape, g.dtype)), saved=False)


@op
def fmod(a: Tensor, b: Tensor) -> Tensor:
    return _modulo(a, b, np.fmod, np.trunc)


@op
def remainder(a: Tensor, b: Tensor) -> Tensor:
    return _modulo(a, b, np.remainder, np.floor)


@op
def fmod_scalar(a: Tensor, s: float) -> Tensor:
    return _modulo_scalar(a, s, np.fmod)


@op
def remainder_scalar(a: Tensor, s: float) -> Tensor:
    return _modulo_scalar(a, s, np.remainder)


@op
def logaddexp(a: Tensor, b: Tensor) -> Tensor:
    x, y, out = _binary(a, b)
    with np.errstate(all="ignore"):
        z = np.logaddexp(x, y)

    def backward(g):
        with np.errstate(all="ignore"):
            return unbroadcast(g * np.exp(x - z), a.shape), unbroadcast(g * np.exp(y - z), b.shape)
    return make(z.astype(out, copy=False), (a, b), backward)


def _one_floating_dtype(what: str, *operands: Tensor) -> None:
    """lerp wants one floating (or complex) dtype for all its tensors, as PyTorch (which does not promote them)."""
    first = operands[0].dtype
    if dtypes.category(first) < Kind.floating or any(t.dtype != first for t in operands[1:]):
        names = ", ".join(dtypes.name(t.dtype) for t in operands)
        raise DtypeError(f"{what} expects tensors of one floating dtype, got {names}")


def _lerp(s: np.ndarray, e: np.ndarray, w) -> np.ndarray:
    """PyTorch's two-sided formula: from start for small weights, from end for the others (exact at w = 1)."""
    return np.where(np.abs(w) < 0.5, s + w * (e - s), e - (e - s) * (1 - w))


@op
def lerp(start: Tensor, end: Tensor, weight: Tensor) -> Tensor:
    """start + weight * (end - start), the three broadcast; gradients to all three."""
    _one_floating_dtype("lerp", start, end, weight)
    work = dtypes.compute(start.dtype)
    s, e, w = (t.data.astype(work, copy=False) for t in (start, end, weight))
    with np.errstate(invalid="ignore"):
        data = _lerp(s, e, w).astype(start.dtype, copy=False)
    return make(data, (start, end, weight), lambda g: (unbroadcast(g * (1 - w), start.shape),
                                                       unbroadcast(g * w, end.shape),
                                                       unbroadcast(g * (e - s), weight.shape)))


@op
def lerp_scalar(start: Tensor, end: Tensor, weight: float) -> Tensor:
    _one_floating_dtype("lerp", start, end)
    work = dtypes.compute(start.dtype)
    s, e = start.data.astype(work, copy=False), end.data.astype(work, copy=False)
    with np.errstate(invalid="ignore"):
        data = _lerp(s, e, np.asarray(weight, work)).astype(start.dtype, copy=False)
    def backward(g):   # constant weights: it serves create_graph too
        return unbroadcast(g * (1 - weight), start.shape), unbroadcast(g * weight, end.shape)
    return make(data, (start, end), backward, saved=False, differentiable=backward)


def _three(x: Tensor, t1: Tensor, t2: Tensor):
    """The three operands in their common dtype (PyTorch's promotion over all three, folded two at a time:
    a stand-in array keeps whether the first two had dims), and that dtype."""
    pair = np.empty((0,) if x.data.ndim or t1.data.ndim else (), dtypes.result_type(x.data, t1.data))
    out = dtypes.result_type(pair, t2.data)
    work = dtypes.compute(out)
    return (*(t.data.astype(work, copy=False) for t in (x, t1, t2)), out)


@op
def addcmul(x: Tensor, tensor1: Tensor, tensor2: Tensor, value: float) -> Tensor:
    """x + value * tensor1 * tensor2, all three broadcast and promoted."""
    a, p, q, out = _three(x, tensor1, tensor2)
    with np.errstate(all="ignore"):
        data = (a + value * p * q).astype(out, copy=False)
    return make(data, (x, tensor1, tensor2), lambda g: (unbroadcast(g, x.shape),
                                                        unbroadcast(g * value * q, tensor1.shape),
                                                        unbroadcast(g * value * p, tensor2.shape)))


@op
def addcdiv(x: Tensor, tensor1: Tensor, tensor2: Tensor, value: float) -> Tensor:
    """x + value * tensor1 / tensor2; PyTorch refuses it for two integer (or bool) divisor operands."""
    if dtypes.category(tensor1.dtype) <= Kind.integer and dtypes.category(tensor2.dtype) <= Kind.integer:
        raise DtypeError("integer division with addcdiv is not supported: use floating point tensor dtypes")
    a, p, q, out = _three(x, tensor1, tensor2)
    with np.errstate(all="ignore"):
        data = (a + value * p / q).astype(out, copy=False)

    def backward(g):
        with np.errstate(all="ignore"):
            return (unbroadcast(g, x.shape), unbroadcast(g * value / q, tensor1.shape),
                    unbroadcast(-g * value * p / (q * q), tensor2.shape))
    return make(data, (x, tensor1, tensor2), backward)


def _replace_non_finite(data: np.ndarray, nan: float, high: float, low: float) -> np.ndarray:
    return np.where(np.isnan(data), nan, np.where(data == np.inf, high, np.where(data == -np.inf, low, data)))


@op
def nan_to_num(x: Tensor, nan: float, posinf: float, neginf: float) -> Tensor:
    """NaN, +inf and -inf replaced (a NaN posinf or neginf: the dtype's largest or lowest value, PyTorch's
    default; complex numbers: in each part); integers and bool are returned unchanged. The gradient passes
    where x is finite."""
    if dtypes.category(x.dtype) < Kind.floating:
        return make(x.data.copy(), (x,), _identity_backward, saved=False, differentiable=_identity_backward)
    data = x.data.astype(dtypes.compute(x.dtype), copy=False)
    limits = ml_dtypes.finfo(x.dtype if x.dtype.kind != "c" else data.real.dtype)
    high = limits.max if np.isnan(posinf) else posinf
    low = limits.min if np.isnan(neginf) else neginf
    with np.errstate(over="ignore"):   # a replacement beyond the dtype's range becomes inf, as in PyTorch
        if data.dtype.kind == "c":
            replaced = (_replace_non_finite(data.real, nan, high, low)
                        + 1j * _replace_non_finite(data.imag, nan, high, low))
        else:
            replaced = _replace_non_finite(data, nan, high, low)
        replaced = replaced.astype(x.dtype)
    finite = np.isfinite(data)
    def backward(g):   # a constant mask: it serves create_graph too
        return (np.where(finite, g, 0),)
    return make(replaced, (x,), backward, saved=False, differentiable=backward)


@op
def softplus(x: Tensor, beta: float, threshold: float) -> Tensor:
    """log(1 + exp(beta * x)) / beta, and x itself where beta * x > threshold (PyTorch's linear region)."""
    data, out = _float_unary(x)
    with np.errstate(over="ignore"):
        scaled = beta * data
        linear = scaled > threshold
        y = np.where(linear, data, np.log1p(np.exp(np.where(linear, 0, scaled))) / beta)
    return make(y.astype(out, copy=False), (x,), lambda g: (np.where(linear, g, g * special.expit(scaled)),),
                differentiable=lambda g: (np.where(linear, g, g * OPS["sigmoid"](x * beta)),))
