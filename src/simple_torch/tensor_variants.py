"""The Tensor methods of the spec's Op rows (x.sin(), x.argmax(dim), ...): Tensor inherits them.

Generated from src/simple_torch/abi/spec.py by `make generate` (simple_torch/abi/python_variants.py); do not edit.
"""

from __future__ import annotations

from typing import Self, Sequence, cast

from . import calls
from .numpy_aliases import takes_numpy_aliases


class TensorVariants:
    """The methods of Tensor that the spec's Op rows declare; each calls its def of simple_torch.calls. Tensor (which
    imports this module) is Self here, so the methods type as Tensor's without an import back up."""
    __slots__ = ()

    def _tensor_arg(self, value: object, what: str) -> Self:
        """value, which must be a Tensor (every Tensor is a TensorVariants): PyTorch's TypeError otherwise."""
        if not isinstance(value, TensorVariants):
            raise TypeError(f"{what} must be a Tensor, not {type(value).__name__}")
        return cast(Self, value)

    def neg(self) -> Self:
        """-a (rt_torch_tensor_neg)."""
        return calls.tensor_neg(self)

    def abs(self) -> Self:
        """|a| (rt_torch_tensor_abs)."""
        return calls.tensor_abs(self)

    def sqrt(self) -> Self:
        """Square root (rt_torch_tensor_sqrt)."""
        return calls.tensor_sqrt(self)

    def exp(self) -> Self:
        """E ** a (rt_torch_tensor_exp)."""
        return calls.tensor_exp(self)

    def log(self) -> Self:
        """Natural logarithm (rt_torch_tensor_log)."""
        return calls.tensor_log(self)

    def sin(self) -> Self:
        """Sine (rt_torch_tensor_sin)."""
        return calls.tensor_sin(self)

    def cos(self) -> Self:
        """Cosine (rt_torch_tensor_cos)."""
        return calls.tensor_cos(self)

    def tan(self) -> Self:
        """Tangent (rt_torch_tensor_tan)."""
        return calls.tensor_tan(self)

    def asin(self) -> Self:
        """Arcsine (rt_torch_tensor_asin)."""
        return calls.tensor_asin(self)

    def acos(self) -> Self:
        """Arccosine (rt_torch_tensor_acos)."""
        return calls.tensor_acos(self)

    def atan(self) -> Self:
        """Arctangent (rt_torch_tensor_atan)."""
        return calls.tensor_atan(self)

    def sinh(self) -> Self:
        """Hyperbolic sine (rt_torch_tensor_sinh)."""
        return calls.tensor_sinh(self)

    def cosh(self) -> Self:
        """Hyperbolic cosine (rt_torch_tensor_cosh)."""
        return calls.tensor_cosh(self)

    def rsqrt(self) -> Self:
        """1 / sqrt(a) (rt_torch_tensor_rsqrt)."""
        return calls.tensor_rsqrt(self)

    def reciprocal(self) -> Self:
        """1 / a (rt_torch_tensor_reciprocal)."""
        return calls.tensor_reciprocal(self)

    def log1p(self) -> Self:
        """Log(1 + a), exact near 0 (rt_torch_tensor_log1p)."""
        return calls.tensor_log1p(self)

    def expm1(self) -> Self:
        """E ** a - 1, exact near 0 (rt_torch_tensor_expm1)."""
        return calls.tensor_expm1(self)

    def log2(self) -> Self:
        """Base-2 logarithm (rt_torch_tensor_log2)."""
        return calls.tensor_log2(self)

    def log10(self) -> Self:
        """Base-10 logarithm (rt_torch_tensor_log10)."""
        return calls.tensor_log10(self)

    def exp2(self) -> Self:
        """2 ** a (rt_torch_tensor_exp2)."""
        return calls.tensor_exp2(self)

    def erf(self) -> Self:
        """Error function (rt_torch_tensor_erf)."""
        return calls.tensor_erf(self)

    def erfinv(self) -> Self:
        """Inverse error function (rt_torch_tensor_erfinv)."""
        return calls.tensor_erfinv(self)

    def square(self) -> Self:
        """A * a (integers stay integers; bool gives int64) (rt_torch_tensor_square)."""
        return calls.tensor_square(self)

    def sign(self) -> Self:
        """-1, 0 or 1 (in a's dtype) (rt_torch_tensor_sign)."""
        return calls.tensor_sign(self)

    def floor(self) -> Self:
        """Round down (integers unchanged) (rt_torch_tensor_floor)."""
        return calls.tensor_floor(self)

    def ceil(self) -> Self:
        """Round up (integers unchanged) (rt_torch_tensor_ceil)."""
        return calls.tensor_ceil(self)

    def trunc(self) -> Self:
        """Round toward zero (integers unchanged) (rt_torch_tensor_trunc)."""
        return calls.tensor_trunc(self)

    def frac(self) -> Self:
        """A - trunc(a) (rt_torch_tensor_frac)."""
        return calls.tensor_frac(self)

    def maximum(self, other: Self) -> Self:
        """Larger of a and b, broadcast (NaN wins) (rt_torch_tensor_maximum)."""
        return calls.tensor_maximum(self, self._tensor_arg(other, "maximum(): argument 'other'"))

    def minimum(self, other: Self) -> Self:
        """Smaller of a and b, broadcast (NaN wins) (rt_torch_tensor_minimum)."""
        return calls.tensor_minimum(self, self._tensor_arg(other, "minimum(): argument 'other'"))

    def atan2(self, other: Self) -> Self:
        """Angle of (b, a): atan(a / b) in the right quadrant, broadcast (rt_torch_tensor_atan2)."""
        return calls.tensor_atan2(self, self._tensor_arg(other, "atan2(): argument 'other'"))

    def logaddexp(self, other: Self) -> Self:
        """Log(exp(a) + exp(b)) without overflow, broadcast (rt_torch_tensor_logaddexp)."""
        return calls.tensor_logaddexp(self, self._tensor_arg(other, "logaddexp(): argument 'other'"))

    def relu(self) -> Self:
        """Max(x, 0) (rt_torch_relu)."""
        return calls.relu(self)

    def sigmoid(self) -> Self:
        """1 / (1 + e ** -x) (rt_torch_sigmoid)."""
        return calls.sigmoid(self)

    def tanh(self) -> Self:
        """Hyperbolic tangent (rt_torch_tanh)."""
        return calls.tanh(self)

    @takes_numpy_aliases
    def amax(self, dim: int | Sequence[int] | None = None, keepdim: bool = False) -> Self:
        """Maximum of all elements, as a scalar tensor (rt_torch_tensor_max)."""
        return self._reduce(calls.tensor_max, calls.tensor_max_dim, dim, keepdim)

    @takes_numpy_aliases
    def amin(self, dim: int | Sequence[int] | None = None, keepdim: bool = False) -> Self:
        """Minimum of all elements, as a scalar tensor (rt_torch_tensor_min)."""
        return self._reduce(calls.tensor_min, calls.tensor_min_dim, dim, keepdim)

    @takes_numpy_aliases
    def argmax(self, dim: int | Sequence[int] | None = None, keepdim: bool = False) -> Self:
        """Int64 index of the maximum of all elements, as a scalar tensor (rt_torch_tensor_argmax)."""
        if dim is None:
            return self._reduce(calls.tensor_argmax, calls.tensor_argmax_dim, dim, keepdim)
        return calls.tensor_argmax_dim(self, dim, int(keepdim))   # the runtime checks the dim

    @takes_numpy_aliases
    def argmin(self, dim: int | Sequence[int] | None = None, keepdim: bool = False) -> Self:
        """Int64 index of the minimum of all elements, as a scalar tensor (rt_torch_tensor_argmin)."""
        if dim is None:
            return self._reduce(calls.tensor_argmin, calls.tensor_argmin_dim, dim, keepdim)
        return calls.tensor_argmin_dim(self, dim, int(keepdim))   # the runtime checks the dim

    def isnan(self) -> Self:
        """A is NaN (rt_torch_tensor_isnan)."""
        return calls.tensor_isnan(self)

    def isinf(self) -> Self:
        """A is infinite (rt_torch_tensor_isinf)."""
        return calls.tensor_isinf(self)

    def isfinite(self) -> Self:
        """A is neither infinite nor NaN (rt_torch_tensor_isfinite)."""
        return calls.tensor_isfinite(self)

    def logical_not(self) -> Self:
        """A is zero (rt_torch_tensor_logical_not)."""
        return calls.tensor_logical_not(self)

    def logical_and(self, other: Self) -> Self:
        """A and b are non-zero, broadcast (rt_torch_tensor_logical_and)."""
        return calls.tensor_logical_and(self, self._tensor_arg(other, "logical_and(): argument 'other'"))

    def logical_or(self, other: Self) -> Self:
        """A or b is non-zero, broadcast (rt_torch_tensor_logical_or)."""
        return calls.tensor_logical_or(self, self._tensor_arg(other, "logical_or(): argument 'other'"))

    def logical_xor(self, other: Self) -> Self:
        """Exactly one of a and b is non-zero, broadcast (rt_torch_tensor_logical_xor)."""
        return calls.tensor_logical_xor(self, self._tensor_arg(other, "logical_xor(): argument 'other'"))

    def bitwise_not(self) -> Self:
        """Bitwise complement of an integer tensor (logical not of a bool one) (rt_torch_tensor_bitwise_not)."""
        return calls.tensor_bitwise_not(self)

    @takes_numpy_aliases
    def prod(self, dim: int | Sequence[int] | None = None, keepdim: bool = False) -> Self:
        """Product (integers and bool give int64) of all elements, as a scalar tensor (rt_torch_tensor_prod)."""
        if dim is None:
            return self._reduce(calls.tensor_prod, calls.tensor_prod_dim, dim, keepdim)
        return calls.tensor_prod_dim(self, dim, int(keepdim))   # the runtime checks the dim

    @takes_numpy_aliases
    def all(self, dim: int | Sequence[int] | None = None, keepdim: bool = False) -> Self:
        """1 when every element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor
        (rt_torch_tensor_all)."""
        if dim is None:
            return self._reduce(calls.tensor_all, calls.tensor_all_dim, dim, keepdim)
        return calls.tensor_all_dim(self, dim, int(keepdim))   # the runtime checks the dim

    @takes_numpy_aliases
    def any(self, dim: int | Sequence[int] | None = None, keepdim: bool = False) -> Self:
        """1 when some element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor
        (rt_torch_tensor_any)."""
        if dim is None:
            return self._reduce(calls.tensor_any, calls.tensor_any_dim, dim, keepdim)
        return calls.tensor_any_dim(self, dim, int(keepdim))   # the runtime checks the dim

    @takes_numpy_aliases
    def logsumexp(self, dim: int, keepdim: bool = False) -> Self:
        """Log of the sum of exp along dim, without overflow (rt_torch_tensor_logsumexp)."""
        return calls.tensor_logsumexp(self, dim, int(keepdim) if isinstance(keepdim, bool) else keepdim)

    @takes_numpy_aliases
    def cumsum(self, dim: int) -> Self:
        """Running sum along dim (integers and bool give int64) (rt_torch_tensor_cumsum)."""
        return calls.tensor_cumsum(self, dim)

    @takes_numpy_aliases
    def cumprod(self, dim: int) -> Self:
        """Running product along dim (integers and bool give int64) (rt_torch_tensor_cumprod)."""
        return calls.tensor_cumprod(self, dim)

    def tril(self, diagonal: int = 0) -> Self:
        """Lower triangle of the last two dims (above diagonal set to 0) (rt_torch_tensor_tril)."""
        return calls.tensor_tril(self, diagonal)

    def triu(self, diagonal: int = 0) -> Self:
        """Upper triangle of the last two dims (below diagonal set to 0) (rt_torch_tensor_triu)."""
        return calls.tensor_triu(self, diagonal)

    def argwhere(self) -> Self:
        """Int64 (n, ndim) coordinates of the non-zero elements, in row-major order (as rt_torch_tensor_nonzero)
        (rt_torch_tensor_argwhere)."""
        return calls.tensor_argwhere(self)

    def fmax(self, other: Self) -> Self:
        """Larger of a and b, broadcast; a NaN loses to a number (NaN only where both are) (rt_torch_tensor_fmax)."""
        return calls.tensor_fmax(self, self._tensor_arg(other, "fmax(): argument 'other'"))

    def fmin(self, other: Self) -> Self:
        """Smaller of a and b, broadcast; a NaN loses to a number (NaN only where both are) (rt_torch_tensor_fmin)."""
        return calls.tensor_fmin(self, self._tensor_arg(other, "fmin(): argument 'other'"))

    @takes_numpy_aliases
    def select(self, dim: int, index: int) -> Self:
        """The part of x at index along dim, which drops out (a view, as torch.select); index in [-size, size), negative
        counting from the end, else RT_ERR_INVALID_ARGUMENT; a 0-dim x: RT_ERR_SHAPE (rt_torch_tensor_select)."""
        return calls.tensor_select(self, dim, index)
