"""The Tensor methods of the spec's Op rows (x.sin(), x.argmax(dim), ...): Tensor inherits them.

Generated from src/simple_torch/abi/spec.py by `make generate` (simple_torch/abi/python_variants.py); do not edit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence, cast

from . import calls
from .numpy_aliases import takes_numpy_aliases

if TYPE_CHECKING:
    from .tensor import Tensor


def _tensor_arg(value: object, what: str) -> Tensor:
    """value, which must be a Tensor (every Tensor is a TensorVariants): PyTorch's TypeError otherwise."""
    if not isinstance(value, TensorVariants):
        raise TypeError(f"{what} must be a Tensor, not {type(value).__name__}")
    return cast("Tensor", value)


class TensorVariants:
    """The methods of Tensor that the spec's Op rows declare; each calls its def of simple_torch.calls."""
    __slots__ = ()

    def neg(self: Tensor) -> Tensor:
        """-a (rt_torch_tensor_neg, ABI 1.0)."""
        return calls.tensor_neg(self)

    def abs(self: Tensor) -> Tensor:
        """|a| (rt_torch_tensor_abs, ABI 1.0)."""
        return calls.tensor_abs(self)

    def sqrt(self: Tensor) -> Tensor:
        """Square root (rt_torch_tensor_sqrt, ABI 1.0)."""
        return calls.tensor_sqrt(self)

    def exp(self: Tensor) -> Tensor:
        """E ** a (rt_torch_tensor_exp, ABI 1.0)."""
        return calls.tensor_exp(self)

    def log(self: Tensor) -> Tensor:
        """Natural logarithm (rt_torch_tensor_log, ABI 1.0)."""
        return calls.tensor_log(self)

    def sin(self: Tensor) -> Tensor:
        """Sine (rt_torch_tensor_sin, ABI 1.3)."""
        return calls.tensor_sin(self)

    def cos(self: Tensor) -> Tensor:
        """Cosine (rt_torch_tensor_cos, ABI 1.3)."""
        return calls.tensor_cos(self)

    def tan(self: Tensor) -> Tensor:
        """Tangent (rt_torch_tensor_tan, ABI 1.3)."""
        return calls.tensor_tan(self)

    def asin(self: Tensor) -> Tensor:
        """Arcsine (rt_torch_tensor_asin, ABI 1.3)."""
        return calls.tensor_asin(self)

    def acos(self: Tensor) -> Tensor:
        """Arccosine (rt_torch_tensor_acos, ABI 1.3)."""
        return calls.tensor_acos(self)

    def atan(self: Tensor) -> Tensor:
        """Arctangent (rt_torch_tensor_atan, ABI 1.3)."""
        return calls.tensor_atan(self)

    def sinh(self: Tensor) -> Tensor:
        """Hyperbolic sine (rt_torch_tensor_sinh, ABI 1.3)."""
        return calls.tensor_sinh(self)

    def cosh(self: Tensor) -> Tensor:
        """Hyperbolic cosine (rt_torch_tensor_cosh, ABI 1.3)."""
        return calls.tensor_cosh(self)

    def rsqrt(self: Tensor) -> Tensor:
        """1 / sqrt(a) (rt_torch_tensor_rsqrt, ABI 1.3)."""
        return calls.tensor_rsqrt(self)

    def reciprocal(self: Tensor) -> Tensor:
        """1 / a (rt_torch_tensor_reciprocal, ABI 1.3)."""
        return calls.tensor_reciprocal(self)

    def log1p(self: Tensor) -> Tensor:
        """Log(1 + a), exact near 0 (rt_torch_tensor_log1p, ABI 1.3)."""
        return calls.tensor_log1p(self)

    def expm1(self: Tensor) -> Tensor:
        """E ** a - 1, exact near 0 (rt_torch_tensor_expm1, ABI 1.3)."""
        return calls.tensor_expm1(self)

    def log2(self: Tensor) -> Tensor:
        """Base-2 logarithm (rt_torch_tensor_log2, ABI 1.3)."""
        return calls.tensor_log2(self)

    def log10(self: Tensor) -> Tensor:
        """Base-10 logarithm (rt_torch_tensor_log10, ABI 1.3)."""
        return calls.tensor_log10(self)

    def exp2(self: Tensor) -> Tensor:
        """2 ** a (rt_torch_tensor_exp2, ABI 1.3)."""
        return calls.tensor_exp2(self)

    def erf(self: Tensor) -> Tensor:
        """Error function (rt_torch_tensor_erf, ABI 1.3)."""
        return calls.tensor_erf(self)

    def erfinv(self: Tensor) -> Tensor:
        """Inverse error function (rt_torch_tensor_erfinv, ABI 1.3)."""
        return calls.tensor_erfinv(self)

    def square(self: Tensor) -> Tensor:
        """A * a (integers stay integers; bool gives int64) (rt_torch_tensor_square, ABI 1.3)."""
        return calls.tensor_square(self)

    def sign(self: Tensor) -> Tensor:
        """-1, 0 or 1 (in a's dtype) (rt_torch_tensor_sign, ABI 1.3)."""
        return calls.tensor_sign(self)

    def floor(self: Tensor) -> Tensor:
        """Round down (integers unchanged) (rt_torch_tensor_floor, ABI 1.3)."""
        return calls.tensor_floor(self)

    def ceil(self: Tensor) -> Tensor:
        """Round up (integers unchanged) (rt_torch_tensor_ceil, ABI 1.3)."""
        return calls.tensor_ceil(self)

    def round(self: Tensor) -> Tensor:
        """Round half to even (integers unchanged) (rt_torch_tensor_round, ABI 1.3)."""
        return calls.tensor_round(self)

    def trunc(self: Tensor) -> Tensor:
        """Round toward zero (integers unchanged) (rt_torch_tensor_trunc, ABI 1.3)."""
        return calls.tensor_trunc(self)

    def frac(self: Tensor) -> Tensor:
        """A - trunc(a) (rt_torch_tensor_frac, ABI 1.3)."""
        return calls.tensor_frac(self)

    def maximum(self: Tensor, other: Tensor) -> Tensor:
        """Larger of a and b, broadcast (NaN wins) (rt_torch_tensor_maximum, ABI 1.3)."""
        return calls.tensor_maximum(self, _tensor_arg(other, "maximum(): argument 'other'"))

    def minimum(self: Tensor, other: Tensor) -> Tensor:
        """Smaller of a and b, broadcast (NaN wins) (rt_torch_tensor_minimum, ABI 1.3)."""
        return calls.tensor_minimum(self, _tensor_arg(other, "minimum(): argument 'other'"))

    def atan2(self: Tensor, other: Tensor) -> Tensor:
        """Angle of (b, a): atan(a / b) in the right quadrant, broadcast (rt_torch_tensor_atan2, ABI 1.3)."""
        return calls.tensor_atan2(self, _tensor_arg(other, "atan2(): argument 'other'"))

    def logaddexp(self: Tensor, other: Tensor) -> Tensor:
        """Log(exp(a) + exp(b)) without overflow, broadcast (rt_torch_tensor_logaddexp, ABI 1.3)."""
        return calls.tensor_logaddexp(self, _tensor_arg(other, "logaddexp(): argument 'other'"))

    def relu(self: Tensor) -> Tensor:
        """Max(x, 0) (rt_torch_relu, ABI 1.0)."""
        return calls.relu(self)

    def sigmoid(self: Tensor) -> Tensor:
        """1 / (1 + e ** -x) (rt_torch_sigmoid, ABI 1.0)."""
        return calls.sigmoid(self)

    def tanh(self: Tensor) -> Tensor:
        """Hyperbolic tangent (rt_torch_tanh, ABI 1.0)."""
        return calls.tanh(self)

    @takes_numpy_aliases
    def amax(self: Tensor, dim: int | Sequence[int] | None = None, keepdim: bool = False) -> Tensor:
        """Maximum of all elements, as a scalar tensor (rt_torch_tensor_max, ABI 1.0)."""
        return self._reduce(calls.tensor_max, calls.tensor_max_dim, dim, keepdim)

    @takes_numpy_aliases
    def amin(self: Tensor, dim: int | Sequence[int] | None = None, keepdim: bool = False) -> Tensor:
        """Minimum of all elements, as a scalar tensor (rt_torch_tensor_min, ABI 1.0)."""
        return self._reduce(calls.tensor_min, calls.tensor_min_dim, dim, keepdim)

    @takes_numpy_aliases
    def argmax(self: Tensor, dim: int | Sequence[int] | None = None, keepdim: bool = False) -> Tensor:
        """Int64 index of the maximum of all elements, as a scalar tensor (rt_torch_tensor_argmax, ABI 1.0)."""
        if dim is None:
            return self._reduce(calls.tensor_argmax, calls.tensor_argmax_dim, dim, keepdim)
        return calls.tensor_argmax_dim(self, dim, int(keepdim))   # the runtime checks the dim

    @takes_numpy_aliases
    def argmin(self: Tensor, dim: int | Sequence[int] | None = None, keepdim: bool = False) -> Tensor:
        """Int64 index of the minimum of all elements, as a scalar tensor (rt_torch_tensor_argmin, ABI 1.0)."""
        if dim is None:
            return self._reduce(calls.tensor_argmin, calls.tensor_argmin_dim, dim, keepdim)
        return calls.tensor_argmin_dim(self, dim, int(keepdim))   # the runtime checks the dim

    def isnan(self: Tensor) -> Tensor:
        """A is NaN (rt_torch_tensor_isnan, ABI 1.3)."""
        return calls.tensor_isnan(self)

    def isinf(self: Tensor) -> Tensor:
        """A is infinite (rt_torch_tensor_isinf, ABI 1.3)."""
        return calls.tensor_isinf(self)

    def isfinite(self: Tensor) -> Tensor:
        """A is neither infinite nor NaN (rt_torch_tensor_isfinite, ABI 1.3)."""
        return calls.tensor_isfinite(self)

    def logical_not(self: Tensor) -> Tensor:
        """A is zero (rt_torch_tensor_logical_not, ABI 1.3)."""
        return calls.tensor_logical_not(self)

    def logical_and(self: Tensor, other: Tensor) -> Tensor:
        """A and b are non-zero, broadcast (rt_torch_tensor_logical_and, ABI 1.3)."""
        return calls.tensor_logical_and(self, _tensor_arg(other, "logical_and(): argument 'other'"))

    def logical_or(self: Tensor, other: Tensor) -> Tensor:
        """A or b is non-zero, broadcast (rt_torch_tensor_logical_or, ABI 1.3)."""
        return calls.tensor_logical_or(self, _tensor_arg(other, "logical_or(): argument 'other'"))

    def logical_xor(self: Tensor, other: Tensor) -> Tensor:
        """Exactly one of a and b is non-zero, broadcast (rt_torch_tensor_logical_xor, ABI 1.3)."""
        return calls.tensor_logical_xor(self, _tensor_arg(other, "logical_xor(): argument 'other'"))

    def bitwise_not(self: Tensor) -> Tensor:
        """Bitwise complement of an integer tensor (logical not of a bool one) (rt_torch_tensor_bitwise_not, ABI
        1.3)."""
        return calls.tensor_bitwise_not(self)

    @takes_numpy_aliases
    def prod(self: Tensor, dim: int | Sequence[int] | None = None, keepdim: bool = False) -> Tensor:
        """Product (integers and bool give int64) of all elements, as a scalar tensor (rt_torch_tensor_prod, ABI
        1.3)."""
        if dim is None:
            return self._reduce(calls.tensor_prod, calls.tensor_prod_dim, dim, keepdim)
        return calls.tensor_prod_dim(self, dim, int(keepdim))   # the runtime checks the dim

    @takes_numpy_aliases
    def all(self: Tensor, dim: int | Sequence[int] | None = None, keepdim: bool = False) -> Tensor:
        """1 when every element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor
        (rt_torch_tensor_all, ABI 1.3)."""
        if dim is None:
            return self._reduce(calls.tensor_all, calls.tensor_all_dim, dim, keepdim)
        return calls.tensor_all_dim(self, dim, int(keepdim))   # the runtime checks the dim

    @takes_numpy_aliases
    def any(self: Tensor, dim: int | Sequence[int] | None = None, keepdim: bool = False) -> Tensor:
        """1 when some element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor
        (rt_torch_tensor_any, ABI 1.3)."""
        if dim is None:
            return self._reduce(calls.tensor_any, calls.tensor_any_dim, dim, keepdim)
        return calls.tensor_any_dim(self, dim, int(keepdim))   # the runtime checks the dim

    @takes_numpy_aliases
    def logsumexp(self: Tensor, dim: int, keepdim: bool = False) -> Tensor:
        """Log of the sum of exp along dim, without overflow (rt_torch_tensor_logsumexp, ABI 1.3)."""
        return calls.tensor_logsumexp(self, dim, int(keepdim) if isinstance(keepdim, bool) else keepdim)

    @takes_numpy_aliases
    def cumsum(self: Tensor, dim: int) -> Tensor:
        """Running sum along dim (integers and bool give int64) (rt_torch_tensor_cumsum, ABI 1.3)."""
        return calls.tensor_cumsum(self, dim)

    @takes_numpy_aliases
    def cumprod(self: Tensor, dim: int) -> Tensor:
        """Running product along dim (integers and bool give int64) (rt_torch_tensor_cumprod, ABI 1.3)."""
        return calls.tensor_cumprod(self, dim)

    def tril(self: Tensor, diagonal: int = 0) -> Tensor:
        """Lower triangle of the last two dims (above diagonal set to 0) (rt_torch_tensor_tril, ABI 1.3)."""
        return calls.tensor_tril(self, diagonal)

    def triu(self: Tensor, diagonal: int = 0) -> Tensor:
        """Upper triangle of the last two dims (below diagonal set to 0) (rt_torch_tensor_triu, ABI 1.3)."""
        return calls.tensor_triu(self, diagonal)
