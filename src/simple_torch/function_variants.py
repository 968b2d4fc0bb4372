"""The st functions of the spec's Op rows (st.sin(x), st.argmax(x, dim), ...).

Generated from src/simple_torch/abi/spec.py by `make generate` (simple_torch/abi/python_variants.py); do not edit.
"""

from __future__ import annotations

from typing import Sequence

from . import calls
from .numpy_aliases import takes_numpy_aliases
from .tensor import Tensor, tensor_arg

__all__ = ["neg", "abs", "sqrt", "exp", "log", "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "rsqrt",
           "reciprocal", "log1p", "expm1", "log2", "log10", "exp2", "erf", "erfinv", "square", "sign", "floor", "ceil",
           "trunc", "frac", "maximum", "minimum", "atan2", "logaddexp", "relu", "sigmoid", "tanh", "amax", "amin",
           "argmax", "argmin", "isnan", "isinf", "isfinite", "logical_not", "logical_and", "logical_or", "logical_xor",
           "bitwise_not", "prod", "all", "any", "logsumexp", "cumsum", "cumprod", "tril", "triu", "argwhere", "fmax",
           "fmin", "select"]


def neg(input: Tensor) -> Tensor:
    """-a (rt_torch_tensor_neg)."""
    return calls.tensor_neg(tensor_arg(input, "neg(): argument 'input'"))


def abs(input: Tensor) -> Tensor:
    """|a| (rt_torch_tensor_abs)."""
    return calls.tensor_abs(tensor_arg(input, "abs(): argument 'input'"))


def sqrt(input: Tensor) -> Tensor:
    """Square root (rt_torch_tensor_sqrt)."""
    return calls.tensor_sqrt(tensor_arg(input, "sqrt(): argument 'input'"))


def exp(input: Tensor) -> Tensor:
    """E ** a (rt_torch_tensor_exp)."""
    return calls.tensor_exp(tensor_arg(input, "exp(): argument 'input'"))


def log(input: Tensor) -> Tensor:
    """Natural logarithm (rt_torch_tensor_log)."""
    return calls.tensor_log(tensor_arg(input, "log(): argument 'input'"))


def sin(input: Tensor) -> Tensor:
    """Sine (rt_torch_tensor_sin)."""
    return calls.tensor_sin(tensor_arg(input, "sin(): argument 'input'"))


def cos(input: Tensor) -> Tensor:
    """Cosine (rt_torch_tensor_cos)."""
    return calls.tensor_cos(tensor_arg(input, "cos(): argument 'input'"))


def tan(input: Tensor) -> Tensor:
    """Tangent (rt_torch_tensor_tan)."""
    return calls.tensor_tan(tensor_arg(input, "tan(): argument 'input'"))


def asin(input: Tensor) -> Tensor:
    """Arcsine (rt_torch_tensor_asin)."""
    return calls.tensor_asin(tensor_arg(input, "asin(): argument 'input'"))


def acos(input: Tensor) -> Tensor:
    """Arccosine (rt_torch_tensor_acos)."""
    return calls.tensor_acos(tensor_arg(input, "acos(): argument 'input'"))


def atan(input: Tensor) -> Tensor:
    """Arctangent (rt_torch_tensor_atan)."""
    return calls.tensor_atan(tensor_arg(input, "atan(): argument 'input'"))


def sinh(input: Tensor) -> Tensor:
    """Hyperbolic sine (rt_torch_tensor_sinh)."""
    return calls.tensor_sinh(tensor_arg(input, "sinh(): argument 'input'"))


def cosh(input: Tensor) -> Tensor:
    """Hyperbolic cosine (rt_torch_tensor_cosh)."""
    return calls.tensor_cosh(tensor_arg(input, "cosh(): argument 'input'"))


def rsqrt(input: Tensor) -> Tensor:
    """1 / sqrt(a) (rt_torch_tensor_rsqrt)."""
    return calls.tensor_rsqrt(tensor_arg(input, "rsqrt(): argument 'input'"))


def reciprocal(input: Tensor) -> Tensor:
    """1 / a (rt_torch_tensor_reciprocal)."""
    return calls.tensor_reciprocal(tensor_arg(input, "reciprocal(): argument 'input'"))


def log1p(input: Tensor) -> Tensor:
    """Log(1 + a), exact near 0 (rt_torch_tensor_log1p)."""
    return calls.tensor_log1p(tensor_arg(input, "log1p(): argument 'input'"))


def expm1(input: Tensor) -> Tensor:
    """E ** a - 1, exact near 0 (rt_torch_tensor_expm1)."""
    return calls.tensor_expm1(tensor_arg(input, "expm1(): argument 'input'"))


def log2(input: Tensor) -> Tensor:
    """Base-2 logarithm (rt_torch_tensor_log2)."""
    return calls.tensor_log2(tensor_arg(input, "log2(): argument 'input'"))


def log10(input: Tensor) -> Tensor:
    """Base-10 logarithm (rt_torch_tensor_log10)."""
    return calls.tensor_log10(tensor_arg(input, "log10(): argument 'input'"))


def exp2(input: Tensor) -> Tensor:
    """2 ** a (rt_torch_tensor_exp2)."""
    return calls.tensor_exp2(tensor_arg(input, "exp2(): argument 'input'"))


def erf(input: Tensor) -> Tensor:
    """Error function (rt_torch_tensor_erf)."""
    return calls.tensor_erf(tensor_arg(input, "erf(): argument 'input'"))


def erfinv(input: Tensor) -> Tensor:
    """Inverse error function (rt_torch_tensor_erfinv)."""
    return calls.tensor_erfinv(tensor_arg(input, "erfinv(): argument 'input'"))


def square(input: Tensor) -> Tensor:
    """A * a (integers stay integers; bool gives int64) (rt_torch_tensor_square)."""
    return calls.tensor_square(tensor_arg(input, "square(): argument 'input'"))


def sign(input: Tensor) -> Tensor:
    """-1, 0 or 1 (in a's dtype) (rt_torch_tensor_sign)."""
    return calls.tensor_sign(tensor_arg(input, "sign(): argument 'input'"))


def floor(input: Tensor) -> Tensor:
    """Round down (integers unchanged) (rt_torch_tensor_floor)."""
    return calls.tensor_floor(tensor_arg(input, "floor(): argument 'input'"))


def ceil(input: Tensor) -> Tensor:
    """Round up (integers unchanged) (rt_torch_tensor_ceil)."""
    return calls.tensor_ceil(tensor_arg(input, "ceil(): argument 'input'"))


def trunc(input: Tensor) -> Tensor:
    """Round toward zero (integers unchanged) (rt_torch_tensor_trunc)."""
    return calls.tensor_trunc(tensor_arg(input, "trunc(): argument 'input'"))


def frac(input: Tensor) -> Tensor:
    """A - trunc(a) (rt_torch_tensor_frac)."""
    return calls.tensor_frac(tensor_arg(input, "frac(): argument 'input'"))


def maximum(input: Tensor, other: Tensor) -> Tensor:
    """Larger of a and b, broadcast (NaN wins) (rt_torch_tensor_maximum)."""
    return calls.tensor_maximum(tensor_arg(input, "maximum(): argument 'input'"),
                                tensor_arg(other, "maximum(): argument 'other'"))


def minimum(input: Tensor, other: Tensor) -> Tensor:
    """Smaller of a and b, broadcast (NaN wins) (rt_torch_tensor_minimum)."""
    return calls.tensor_minimum(tensor_arg(input, "minimum(): argument 'input'"),
                                tensor_arg(other, "minimum(): argument 'other'"))


def atan2(input: Tensor, other: Tensor) -> Tensor:
    """Angle of (b, a): atan(a / b) in the right quadrant, broadcast (rt_torch_tensor_atan2)."""
    return calls.tensor_atan2(tensor_arg(input, "atan2(): argument 'input'"),
                              tensor_arg(other, "atan2(): argument 'other'"))


def logaddexp(input: Tensor, other: Tensor) -> Tensor:
    """Log(exp(a) + exp(b)) without overflow, broadcast (rt_torch_tensor_logaddexp)."""
    return calls.tensor_logaddexp(tensor_arg(input, "logaddexp(): argument 'input'"),
                                  tensor_arg(other, "logaddexp(): argument 'other'"))


def relu(input: Tensor) -> Tensor:
    """Max(x, 0) (rt_torch_relu)."""
    return calls.relu(tensor_arg(input, "relu(): argument 'input'"))


def sigmoid(input: Tensor) -> Tensor:
    """1 / (1 + e ** -x) (rt_torch_sigmoid)."""
    return calls.sigmoid(tensor_arg(input, "sigmoid(): argument 'input'"))


def tanh(input: Tensor) -> Tensor:
    """Hyperbolic tangent (rt_torch_tanh)."""
    return calls.tanh(tensor_arg(input, "tanh(): argument 'input'"))


@takes_numpy_aliases
def amax(input: Tensor, dim: int | Sequence[int] | None = None, keepdim: bool = False) -> Tensor:
    """Maximum of all elements, as a scalar tensor (rt_torch_tensor_max)."""
    input = tensor_arg(input, "amax(): argument 'input'")
    return input._reduce(calls.tensor_max, calls.tensor_max_dim, dim, keepdim)


@takes_numpy_aliases
def amin(input: Tensor, dim: int | Sequence[int] | None = None, keepdim: bool = False) -> Tensor:
    """Minimum of all elements, as a scalar tensor (rt_torch_tensor_min)."""
    input = tensor_arg(input, "amin(): argument 'input'")
    return input._reduce(calls.tensor_min, calls.tensor_min_dim, dim, keepdim)


@takes_numpy_aliases
def argmax(input: Tensor, dim: int | Sequence[int] | None = None, keepdim: bool = False) -> Tensor:
    """Int64 index of the maximum of all elements, as a scalar tensor (rt_torch_tensor_argmax)."""
    input = tensor_arg(input, "argmax(): argument 'input'")
    if dim is None:
        return input._reduce(calls.tensor_argmax, calls.tensor_argmax_dim, dim, keepdim)
    return calls.tensor_argmax_dim(input, dim, int(keepdim))   # the runtime checks the dim


@takes_numpy_aliases
def argmin(input: Tensor, dim: int | Sequence[int] | None = None, keepdim: bool = False) -> Tensor:
    """Int64 index of the minimum of all elements, as a scalar tensor (rt_torch_tensor_argmin)."""
    input = tensor_arg(input, "argmin(): argument 'input'")
    if dim is None:
        return input._reduce(calls.tensor_argmin, calls.tensor_argmin_dim, dim, keepdim)
    return calls.tensor_argmin_dim(input, dim, int(keepdim))   # the runtime checks the dim


def isnan(input: Tensor) -> Tensor:
    """A is NaN (rt_torch_tensor_isnan)."""
    return calls.tensor_isnan(tensor_arg(input, "isnan(): argument 'input'"))


def isinf(input: Tensor) -> Tensor:
    """A is infinite (rt_torch_tensor_isinf)."""
    return calls.tensor_isinf(tensor_arg(input, "isinf(): argument 'input'"))


def isfinite(input: Tensor) -> Tensor:
    """A is neither infinite nor NaN (rt_torch_tensor_isfinite)."""
    return calls.tensor_isfinite(tensor_arg(input, "isfinite(): argument 'input'"))


def logical_not(input: Tensor) -> Tensor:
    """A is zero (rt_torch_tensor_logical_not)."""
    return calls.tensor_logical_not(tensor_arg(input, "logical_not(): argument 'input'"))


def logical_and(input: Tensor, other: Tensor) -> Tensor:
    """A and b are non-zero, broadcast (rt_torch_tensor_logical_and)."""
    return calls.tensor_logical_and(tensor_arg(input, "logical_and(): argument 'input'"),
                                    tensor_arg(other, "logical_and(): argument 'other'"))


def logical_or(input: Tensor, other: Tensor) -> Tensor:
    """A or b is non-zero, broadcast (rt_torch_tensor_logical_or)."""
    return calls.tensor_logical_or(tensor_arg(input, "logical_or(): argument 'input'"),
                                   tensor_arg(other, "logical_or(): argument 'other'"))


def logical_xor(input: Tensor, other: Tensor) -> Tensor:
    """Exactly one of a and b is non-zero, broadcast (rt_torch_tensor_logical_xor)."""
    return calls.tensor_logical_xor(tensor_arg(input, "logical_xor(): argument 'input'"),
                                    tensor_arg(other, "logical_xor(): argument 'other'"))


def bitwise_not(input: Tensor) -> Tensor:
    """Bitwise complement of an integer tensor (logical not of a bool one) (rt_torch_tensor_bitwise_not)."""
    return calls.tensor_bitwise_not(tensor_arg(input, "bitwise_not(): argument 'input'"))


@takes_numpy_aliases
def prod(input: Tensor, dim: int | Sequence[int] | None = None, keepdim: bool = False) -> Tensor:
    """Product (integers and bool give int64) of all elements, as a scalar tensor (rt_torch_tensor_prod)."""
    input = tensor_arg(input, "prod(): argument 'input'")
    if dim is None:
        return input._reduce(calls.tensor_prod, calls.tensor_prod_dim, dim, keepdim)
    return calls.tensor_prod_dim(input, dim, int(keepdim))   # the runtime checks the dim


@takes_numpy_aliases
def all(input: Tensor, dim: int | Sequence[int] | None = None, keepdim: bool = False) -> Tensor:
    """1 when every element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor
    (rt_torch_tensor_all)."""
    input = tensor_arg(input, "all(): argument 'input'")
    if dim is None:
        return input._reduce(calls.tensor_all, calls.tensor_all_dim, dim, keepdim)
    return calls.tensor_all_dim(input, dim, int(keepdim))   # the runtime checks the dim


@takes_numpy_aliases
def any(input: Tensor, dim: int | Sequence[int] | None = None, keepdim: bool = False) -> Tensor:
    """1 when some element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor
    (rt_torch_tensor_any)."""
    input = tensor_arg(input, "any(): argument 'input'")
    if dim is None:
        return input._reduce(calls.tensor_any, calls.tensor_any_dim, dim, keepdim)
    return calls.tensor_any_dim(input, dim, int(keepdim))   # the runtime checks the dim


@takes_numpy_aliases
def logsumexp(input: Tensor, dim: int, keepdim: bool = False) -> Tensor:
    """Log of the sum of exp along dim, without overflow (rt_torch_tensor_logsumexp)."""
    return calls.tensor_logsumexp(tensor_arg(input, "logsumexp(): argument 'input'"), dim,
                                  int(keepdim) if isinstance(keepdim, bool) else keepdim)


@takes_numpy_aliases
def cumsum(input: Tensor, dim: int) -> Tensor:
    """Running sum along dim (integers and bool give int64) (rt_torch_tensor_cumsum)."""
    return calls.tensor_cumsum(tensor_arg(input, "cumsum(): argument 'input'"), dim)


@takes_numpy_aliases
def cumprod(input: Tensor, dim: int) -> Tensor:
    """Running product along dim (integers and bool give int64) (rt_torch_tensor_cumprod)."""
    return calls.tensor_cumprod(tensor_arg(input, "cumprod(): argument 'input'"), dim)


def tril(input: Tensor, diagonal: int = 0) -> Tensor:
    """Lower triangle of the last two dims (above diagonal set to 0) (rt_torch_tensor_tril)."""
    return calls.tensor_tril(tensor_arg(input, "tril(): argument 'input'"), diagonal)


def triu(input: Tensor, diagonal: int = 0) -> Tensor:
    """Upper triangle of the last two dims (below diagonal set to 0) (rt_torch_tensor_triu)."""
    return calls.tensor_triu(tensor_arg(input, "triu(): argument 'input'"), diagonal)


def argwhere(input: Tensor) -> Tensor:
    """Int64 (n, ndim) coordinates of the non-zero elements, in row-major order (as rt_torch_tensor_nonzero)
    (rt_torch_tensor_argwhere)."""
    return calls.tensor_argwhere(tensor_arg(input, "argwhere(): argument 'input'"))


def fmax(input: Tensor, other: Tensor) -> Tensor:
    """Larger of a and b, broadcast; a NaN loses to a number (NaN only where both are) (rt_torch_tensor_fmax)."""
    return calls.tensor_fmax(tensor_arg(input, "fmax(): argument 'input'"),
                             tensor_arg(other, "fmax(): argument 'other'"))


def fmin(input: Tensor, other: Tensor) -> Tensor:
    """Smaller of a and b, broadcast; a NaN loses to a number (NaN only where both are) (rt_torch_tensor_fmin)."""
    return calls.tensor_fmin(tensor_arg(input, "fmin(): argument 'input'"),
                             tensor_arg(other, "fmin(): argument 'other'"))


@takes_numpy_aliases
def select(input: Tensor, dim: int, index: int) -> Tensor:
    """The part of x at index along dim, which drops out (a view, as torch.select); index in [-size, size), negative
    counting from the end, else RT_ERR_INVALID_ARGUMENT; a 0-dim x: RT_ERR_SHAPE (rt_torch_tensor_select)."""
    return calls.tensor_select(tensor_arg(input, "select(): argument 'input'"), dim, index)
