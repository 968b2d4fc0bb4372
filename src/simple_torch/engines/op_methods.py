"""The Backend methods of the spec's Op rows, abstract: each backend implements them with the parameters
below, which its runtime function passes (engines/base.py's check_ops verifies it at import).

Generated from src/simple_torch/abi/spec.py by `make generate` (abi/backend_ops.py); do not edit.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

Tensor = Any


class OpMethods(ABC):
    @abstractmethod
    def add(self, a: Tensor, b: Tensor) -> Tensor:
        """a + b (rt_torch_tensor_add)"""
    @abstractmethod
    def sub(self, a: Tensor, b: Tensor) -> Tensor:
        """a - b (rt_torch_tensor_sub)"""
    @abstractmethod
    def mul(self, a: Tensor, b: Tensor) -> Tensor:
        """a * b (rt_torch_tensor_mul)"""
    @abstractmethod
    def div(self, a: Tensor, b: Tensor) -> Tensor:
        """a / b (true division) (rt_torch_tensor_div)"""
    @abstractmethod
    def pow(self, a: Tensor, exponent: float) -> Tensor:
        """a ** exponent (rt_torch_tensor_pow)"""
    @abstractmethod
    def neg(self, a: Tensor) -> Tensor:
        """-a (rt_torch_tensor_neg)"""
    @abstractmethod
    def abs(self, a: Tensor) -> Tensor:
        """|a| (rt_torch_tensor_abs)"""
    @abstractmethod
    def sqrt(self, a: Tensor) -> Tensor:
        """square root (rt_torch_tensor_sqrt)"""
    @abstractmethod
    def exp(self, a: Tensor) -> Tensor:
        """e ** a (rt_torch_tensor_exp)"""
    @abstractmethod
    def log(self, a: Tensor) -> Tensor:
        """natural logarithm (rt_torch_tensor_log)"""
    @abstractmethod
    def add_scalar(self, a: Tensor, s: float) -> Tensor:
        """a + s (rt_torch_tensor_add_scalar)"""
    @abstractmethod
    def mul_scalar(self, a: Tensor, s: float) -> Tensor:
        """a * s (rt_torch_tensor_mul_scalar)"""
    @abstractmethod
    def sin(self, a: Tensor) -> Tensor:
        """sine (rt_torch_tensor_sin)"""
    @abstractmethod
    def cos(self, a: Tensor) -> Tensor:
        """cosine (rt_torch_tensor_cos)"""
    @abstractmethod
    def tan(self, a: Tensor) -> Tensor:
        """tangent (rt_torch_tensor_tan)"""
    @abstractmethod
    def asin(self, a: Tensor) -> Tensor:
        """arcsine (rt_torch_tensor_asin)"""
    @abstractmethod
    def acos(self, a: Tensor) -> Tensor:
        """arccosine (rt_torch_tensor_acos)"""
    @abstractmethod
    def atan(self, a: Tensor) -> Tensor:
        """arctangent (rt_torch_tensor_atan)"""
    @abstractmethod
    def sinh(self, a: Tensor) -> Tensor:
        """hyperbolic sine (rt_torch_tensor_sinh)"""
    @abstractmethod
    def cosh(self, a: Tensor) -> Tensor:
        """hyperbolic cosine (rt_torch_tensor_cosh)"""
    @abstractmethod
    def rsqrt(self, a: Tensor) -> Tensor:
        """1 / sqrt(a) (rt_torch_tensor_rsqrt)"""
    @abstractmethod
    def reciprocal(self, a: Tensor) -> Tensor:
        """1 / a (rt_torch_tensor_reciprocal)"""
    @abstractmethod
    def log1p(self, a: Tensor) -> Tensor:
        """log(1 + a), exact near 0 (rt_torch_tensor_log1p)"""
    @abstractmethod
    def expm1(self, a: Tensor) -> Tensor:
        """e ** a - 1, exact near 0 (rt_torch_tensor_expm1)"""
    @abstractmethod
    def log2(self, a: Tensor) -> Tensor:
        """base-2 logarithm (rt_torch_tensor_log2)"""
    @abstractmethod
    def log10(self, a: Tensor) -> Tensor:
        """base-10 logarithm (rt_torch_tensor_log10)"""
    @abstractmethod
    def exp2(self, a: Tensor) -> Tensor:
        """2 ** a (rt_torch_tensor_exp2)"""
    @abstractmethod
    def erf(self, a: Tensor) -> Tensor:
        """error function (rt_torch_tensor_erf)"""
    @abstractmethod
    def erfinv(self, a: Tensor) -> Tensor:
        """inverse error function (rt_torch_tensor_erfinv)"""
    @abstractmethod
    def square(self, a: Tensor) -> Tensor:
        """a * a (integers stay integers; bool gives int64) (rt_torch_tensor_square)"""
    @abstractmethod
    def sign(self, a: Tensor) -> Tensor:
        """-1, 0 or 1 (in a's dtype) (rt_torch_tensor_sign)"""
    @abstractmethod
    def floor(self, a: Tensor) -> Tensor:
        """round down (integers unchanged) (rt_torch_tensor_floor)"""
    @abstractmethod
    def ceil(self, a: Tensor) -> Tensor:
        """round up (integers unchanged) (rt_torch_tensor_ceil)"""
    @abstractmethod
    def round(self, a: Tensor) -> Tensor:
        """round half to even (integers unchanged) (rt_torch_tensor_round)"""
    @abstractmethod
    def trunc(self, a: Tensor) -> Tensor:
        """round toward zero (integers unchanged) (rt_torch_tensor_trunc)"""
    @abstractmethod
    def frac(self, a: Tensor) -> Tensor:
        """a - trunc(a) (rt_torch_tensor_frac)"""
    @abstractmethod
    def maximum(self, a: Tensor, b: Tensor) -> Tensor:
        """larger of a and b, broadcast (NaN wins) (rt_torch_tensor_maximum)"""
    @abstractmethod
    def minimum(self, a: Tensor, b: Tensor) -> Tensor:
        """smaller of a and b, broadcast (NaN wins) (rt_torch_tensor_minimum)"""
    @abstractmethod
    def atan2(self, a: Tensor, b: Tensor) -> Tensor:
        """angle of (b, a): atan(a / b) in the right quadrant, broadcast (rt_torch_tensor_atan2)"""
    @abstractmethod
    def pow_tensor(self, a: Tensor, b: Tensor) -> Tensor:
        """a ** b element-wise, broadcast and promoted (an integer to a negative power is 0 unless a is 1 or -1, as
        PyTorch); Tier 3's pow picks this or the number form (rt_torch_tensor_pow_tensor)"""
    @abstractmethod
    def fmod(self, a: Tensor, b: Tensor) -> Tensor:
        """a - trunc(a / b) * b (the sign of a), broadcast and promoted (integers: RT_ERR_INVALID_ARGUMENT for a zero b)
        (rt_torch_tensor_fmod)"""
    @abstractmethod
    def remainder(self, a: Tensor, b: Tensor) -> Tensor:
        """a - floor(a / b) * b (the sign of b), broadcast and promoted (integers: RT_ERR_INVALID_ARGUMENT for a zero b)
        (rt_torch_tensor_remainder)"""
    @abstractmethod
    def fmod_scalar(self, a: Tensor, s: float) -> Tensor:
        """fmod of a by the number s (converted to the dtype of a with a float first, as PyTorch)
        (rt_torch_tensor_fmod_scalar)"""
    @abstractmethod
    def remainder_scalar(self, a: Tensor, s: float) -> Tensor:
        """remainder of a by the number s (converted to the dtype of a with a float first, as PyTorch)
        (rt_torch_tensor_remainder_scalar)"""
    @abstractmethod
    def logaddexp(self, a: Tensor, b: Tensor) -> Tensor:
        """log(exp(a) + exp(b)) without overflow, broadcast (rt_torch_tensor_logaddexp)"""
    @abstractmethod
    def lerp(self, start: Tensor, end: Tensor, weight: Tensor) -> Tensor:
        """start + weight * (end - start), broadcast; the three of one floating dtype (rt_torch_tensor_lerp)"""
    @abstractmethod
    def lerp_scalar(self, start: Tensor, end: Tensor, weight: float) -> Tensor:
        """start + weight * (end - start), broadcast; start and end of one floating dtype
        (rt_torch_tensor_lerp_scalar)"""
    @abstractmethod
    def addcmul(self, x: Tensor, tensor1: Tensor, tensor2: Tensor, value: float) -> Tensor:
        """x + value * tensor1 * tensor2, the three broadcast and promoted (rt_torch_tensor_addcmul)"""
    @abstractmethod
    def addcdiv(self, x: Tensor, tensor1: Tensor, tensor2: Tensor, value: float) -> Tensor:
        """x + value * tensor1 / tensor2, the three broadcast and promoted (rt_torch_tensor_addcdiv)"""
    @abstractmethod
    def nan_to_num(self, x: Tensor, nan: float, posinf: float, neginf: float) -> Tensor:
        """x with NaN, +inf and -inf replaced; a NaN posinf or neginf is the dtype's largest or lowest value
        (rt_torch_tensor_nan_to_num)"""
    @abstractmethod
    def softplus(self, x: Tensor, beta: float, threshold: float) -> Tensor:
        """log(1 + exp(beta * x)) / beta, and x where beta * x > threshold (rt_torch_tensor_softplus)"""
    @abstractmethod
    def relu(self, x: Tensor) -> Tensor:
        """max(x, 0) (rt_torch_relu)"""
    @abstractmethod
    def sigmoid(self, x: Tensor) -> Tensor:
        """1 / (1 + e ** -x) (rt_torch_sigmoid)"""
    @abstractmethod
    def tanh(self, x: Tensor) -> Tensor:
        """hyperbolic tangent (rt_torch_tanh)"""
    @abstractmethod
    def leaky_relu(self, x: Tensor, negative_slope: float) -> Tensor:
        """x, or negative_slope * x below 0 (rt_torch_leaky_relu)"""
    @abstractmethod
    def gelu(self, x: Tensor) -> Tensor:
        """x * Phi(x), exact (erf) form (rt_torch_gelu)"""
    @abstractmethod
    def softmax(self, x: Tensor, dim: int) -> Tensor:
        """softmax along dim (rt_torch_softmax)"""
    @abstractmethod
    def log_softmax(self, x: Tensor, dim: int) -> Tensor:
        """log of softmax along dim (rt_torch_log_softmax)"""
    @abstractmethod
    def silu(self, x: Tensor) -> Tensor:
        """x * sigmoid(x) (rt_torch_silu)"""
    @abstractmethod
    def mish(self, x: Tensor) -> Tensor:
        """x * tanh(softplus(x)) (rt_torch_mish)"""
    @abstractmethod
    def hardswish(self, x: Tensor) -> Tensor:
        """x * min(max(x + 3, 0), 6) / 6 (rt_torch_hardswish)"""
    @abstractmethod
    def hardsigmoid(self, x: Tensor) -> Tensor:
        """min(max(x + 3, 0), 6) / 6 (rt_torch_hardsigmoid)"""
    @abstractmethod
    def elu(self, x: Tensor, alpha: float) -> Tensor:
        """x above 0, else alpha * (exp(x) - 1) (rt_torch_elu)"""
    @abstractmethod
    def selu(self, x: Tensor) -> Tensor:
        """1.0507... * elu(x, 1.6732...): PyTorch's self-normalising constants (rt_torch_selu)"""
    @abstractmethod
    def gelu_tanh(self, x: Tensor) -> Tensor:
        """GELU's tanh approximation: x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x ** 3))) (rt_torch_gelu_tanh)"""
    @abstractmethod
    def relu6(self, x: Tensor) -> Tensor:
        """hardtanh(x, 0, 6) (integers keep their dtype) (rt_torch_relu6)"""
    @abstractmethod
    def logsigmoid(self, x: Tensor) -> Tensor:
        """log(sigmoid(x)) without overflow (rt_torch_logsigmoid)"""
    @abstractmethod
    def softsign(self, x: Tensor) -> Tensor:
        """x / (|x| + 1) (integers give float32) (rt_torch_softsign)"""
    @abstractmethod
    def tanhshrink(self, x: Tensor) -> Tensor:
        """x - tanh(x) (integers give float32) (rt_torch_tanhshrink)"""
    @abstractmethod
    def sum(self, x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
        """sum of all elements, as a scalar tensor; along dim when dim is not None (rt_torch_tensor_sum,
        rt_torch_tensor_sum_dim)"""
    @abstractmethod
    def mean(self, x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
        """mean of all elements, as a scalar tensor; along dim when dim is not None (rt_torch_tensor_mean,
        rt_torch_tensor_mean_dim)"""
    @abstractmethod
    def max(self, x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
        """maximum of all elements, as a scalar tensor; along dim when dim is not None (rt_torch_tensor_max,
        rt_torch_tensor_max_dim)"""
    @abstractmethod
    def min(self, x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
        """minimum of all elements, as a scalar tensor; along dim when dim is not None (rt_torch_tensor_min,
        rt_torch_tensor_min_dim)"""
    @abstractmethod
    def argmax(self, x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
        """int64 index of the maximum of all elements, as a scalar tensor; along dim when dim is not None
        (rt_torch_tensor_argmax, rt_torch_tensor_argmax_dim)"""
    @abstractmethod
    def argmin(self, x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
        """int64 index of the minimum of all elements, as a scalar tensor; along dim when dim is not None
        (rt_torch_tensor_argmin, rt_torch_tensor_argmin_dim)"""
    @abstractmethod
    def std(self, x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
        """standard deviation of all elements, as a scalar tensor; along dim when dim is not None (rt_torch_tensor_std,
        rt_torch_tensor_std_dim)"""
    @abstractmethod
    def var(self, x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
        """variance of all elements, as a scalar tensor; along dim when dim is not None (rt_torch_tensor_var,
        rt_torch_tensor_var_dim)"""
    @abstractmethod
    def eq(self, a: Tensor, b: Tensor) -> Tensor:
        """a == b, broadcast and promoted (rt_torch_tensor_eq)"""
    @abstractmethod
    def ne(self, a: Tensor, b: Tensor) -> Tensor:
        """a != b, broadcast and promoted (rt_torch_tensor_ne)"""
    @abstractmethod
    def lt(self, a: Tensor, b: Tensor) -> Tensor:
        """a < b, broadcast and promoted (rt_torch_tensor_lt)"""
    @abstractmethod
    def le(self, a: Tensor, b: Tensor) -> Tensor:
        """a <= b, broadcast and promoted (rt_torch_tensor_le)"""
    @abstractmethod
    def gt(self, a: Tensor, b: Tensor) -> Tensor:
        """a > b, broadcast and promoted (rt_torch_tensor_gt)"""
    @abstractmethod
    def ge(self, a: Tensor, b: Tensor) -> Tensor:
        """a >= b, broadcast and promoted (rt_torch_tensor_ge)"""
    @abstractmethod
    def eq_scalar(self, a: Tensor, s: float) -> Tensor:
        """a == s (s converted to the dtype of a with a float first, as PyTorch) (rt_torch_tensor_eq_scalar)"""
    @abstractmethod
    def ne_scalar(self, a: Tensor, s: float) -> Tensor:
        """a != s (s converted to the dtype of a with a float first, as PyTorch) (rt_torch_tensor_ne_scalar)"""
    @abstractmethod
    def lt_scalar(self, a: Tensor, s: float) -> Tensor:
        """a < s (s converted to the dtype of a with a float first, as PyTorch) (rt_torch_tensor_lt_scalar)"""
    @abstractmethod
    def le_scalar(self, a: Tensor, s: float) -> Tensor:
        """a <= s (s converted to the dtype of a with a float first, as PyTorch) (rt_torch_tensor_le_scalar)"""
    @abstractmethod
    def gt_scalar(self, a: Tensor, s: float) -> Tensor:
        """a > s (s converted to the dtype of a with a float first, as PyTorch) (rt_torch_tensor_gt_scalar)"""
    @abstractmethod
    def ge_scalar(self, a: Tensor, s: float) -> Tensor:
        """a >= s (s converted to the dtype of a with a float first, as PyTorch) (rt_torch_tensor_ge_scalar)"""
    @abstractmethod
    def isnan(self, a: Tensor) -> Tensor:
        """a is NaN (rt_torch_tensor_isnan)"""
    @abstractmethod
    def isinf(self, a: Tensor) -> Tensor:
        """a is infinite (rt_torch_tensor_isinf)"""
    @abstractmethod
    def isfinite(self, a: Tensor) -> Tensor:
        """a is neither infinite nor NaN (rt_torch_tensor_isfinite)"""
    @abstractmethod
    def logical_not(self, a: Tensor) -> Tensor:
        """a is zero (rt_torch_tensor_logical_not)"""
    @abstractmethod
    def logical_and(self, a: Tensor, b: Tensor) -> Tensor:
        """a and b are non-zero, broadcast (rt_torch_tensor_logical_and)"""
    @abstractmethod
    def logical_or(self, a: Tensor, b: Tensor) -> Tensor:
        """a or b is non-zero, broadcast (rt_torch_tensor_logical_or)"""
    @abstractmethod
    def logical_xor(self, a: Tensor, b: Tensor) -> Tensor:
        """exactly one of a and b is non-zero, broadcast (rt_torch_tensor_logical_xor)"""
    @abstractmethod
    def where(self, condition: Tensor, a: Tensor, b: Tensor) -> Tensor:
        """a where the bool condition holds, else b; all three broadcast, a and b promoted (rt_torch_tensor_where)"""
    @abstractmethod
    def masked_fill(self, x: Tensor, mask: Tensor, value: float) -> Tensor:
        """x with value where the bool mask holds (x and mask broadcast together) (rt_torch_tensor_masked_fill)"""
    @abstractmethod
    def clamp(self, x: Tensor, min: float, max: float) -> Tensor:
        """x limited to [min, max]; a NaN bound is no bound (one must be given) (rt_torch_tensor_clamp)"""
    @abstractmethod
    def bitwise_and(self, a: Tensor, b: Tensor) -> Tensor:
        """bitwise and of integer or bool tensors, broadcast and promoted (rt_torch_tensor_bitwise_and)"""
    @abstractmethod
    def bitwise_or(self, a: Tensor, b: Tensor) -> Tensor:
        """bitwise or of integer or bool tensors, broadcast and promoted (rt_torch_tensor_bitwise_or)"""
    @abstractmethod
    def bitwise_xor(self, a: Tensor, b: Tensor) -> Tensor:
        """bitwise xor of integer or bool tensors, broadcast and promoted (rt_torch_tensor_bitwise_xor)"""
    @abstractmethod
    def bitwise_not(self, a: Tensor) -> Tensor:
        """bitwise complement of an integer tensor (logical not of a bool one) (rt_torch_tensor_bitwise_not)"""
    @abstractmethod
    def nonzero(self, x: Tensor) -> Tensor:
        """int64 indices of the non-zero elements, one row of ndim coordinates each, in row-major order
        (rt_torch_tensor_nonzero)"""
    @abstractmethod
    def prod(self, x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
        """product (integers and bool give int64) of all elements, as a scalar tensor; along dim when dim is not None
        (rt_torch_tensor_prod, rt_torch_tensor_prod_dim)"""
    @abstractmethod
    def all(self, x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
        """1 when every element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor; along dim when
        dim is not None (rt_torch_tensor_all, rt_torch_tensor_all_dim)"""
    @abstractmethod
    def any(self, x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
        """1 when some element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor; along dim when
        dim is not None (rt_torch_tensor_any, rt_torch_tensor_any_dim)"""
    @abstractmethod
    def logsumexp(self, x: Tensor, dim: int, keepdim: bool) -> Tensor:
        """log of the sum of exp along dim, without overflow (rt_torch_tensor_logsumexp)"""
    @abstractmethod
    def cumsum(self, x: Tensor, dim: int) -> Tensor:
        """running sum along dim (integers and bool give int64) (rt_torch_tensor_cumsum)"""
    @abstractmethod
    def cumprod(self, x: Tensor, dim: int) -> Tensor:
        """running product along dim (integers and bool give int64) (rt_torch_tensor_cumprod)"""
    @abstractmethod
    def tril(self, x: Tensor, diagonal: int) -> Tensor:
        """lower triangle of the last two dims (above diagonal set to 0) (rt_torch_tensor_tril)"""
    @abstractmethod
    def triu(self, x: Tensor, diagonal: int) -> Tensor:
        """upper triangle of the last two dims (below diagonal set to 0) (rt_torch_tensor_triu)"""
    @abstractmethod
    def roll(self, x: Tensor, shifts: int, dim: int) -> Tensor:
        """elements shifted along dim, wrapping around (rt_torch_tensor_roll)"""
    @abstractmethod
    def flip(self, x: Tensor, dim: int) -> Tensor:
        """order reversed along dim (rt_torch_tensor_flip)"""
    @abstractmethod
    def argwhere(self, x: Tensor) -> Tensor:
        """int64 (n, ndim) coordinates of the non-zero elements, in row-major order (as rt_torch_tensor_nonzero)
        (rt_torch_tensor_argwhere)"""
    @abstractmethod
    def fmax(self, a: Tensor, b: Tensor) -> Tensor:
        """larger of a and b, broadcast; a NaN loses to a number (NaN only where both are) (rt_torch_tensor_fmax)"""
    @abstractmethod
    def fmin(self, a: Tensor, b: Tensor) -> Tensor:
        """smaller of a and b, broadcast; a NaN loses to a number (NaN only where both are) (rt_torch_tensor_fmin)"""
    @abstractmethod
    def nansum(self, x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
        """sum with NaNs counted as zero (integers and bool give int64) of all elements, as a scalar tensor; along dim
        when dim is not None (rt_torch_tensor_nansum, rt_torch_tensor_nansum_dim)"""
    @abstractmethod
    def select(self, x: Tensor, dim: int, index: int) -> Tensor:
        """the part of x at index along dim, which drops out (a view, as torch.select); index in [-size, size), negative
        counting from the end, else RT_ERR_INVALID_ARGUMENT; a 0-dim x: RT_ERR_SHAPE (rt_torch_tensor_select)"""
