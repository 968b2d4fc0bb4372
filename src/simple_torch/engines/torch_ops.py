"""The PyTorch backend's methods of the spec's Op rows that call one PyTorch function with their
arguments (TorchBackend inherits them; torch_backend.py writes the others).

Generated from src/simple_torch/abi/spec.py by `make generate` (abi/torch_ops.py); do not edit.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F

from .base import Backend


class TorchOps(Backend):
    """The pass-through methods; abstract for every other Backend method."""

    def pow(self, a, exponent):
        """rt_torch_tensor_pow"""
        return torch.pow(a, exponent)

    def neg(self, a):
        """rt_torch_tensor_neg"""
        return torch.neg(a)

    def abs(self, a):
        """rt_torch_tensor_abs"""
        return torch.abs(a)

    def sqrt(self, a):
        """rt_torch_tensor_sqrt"""
        return torch.sqrt(a)

    def exp(self, a):
        """rt_torch_tensor_exp"""
        return torch.exp(a)

    def log(self, a):
        """rt_torch_tensor_log"""
        return torch.log(a)

    def add_scalar(self, a, s):
        """rt_torch_tensor_add_scalar"""
        return torch.add(a, s)

    def mul_scalar(self, a, s):
        """rt_torch_tensor_mul_scalar"""
        return torch.mul(a, s)

    def sin(self, a):
        """rt_torch_tensor_sin"""
        return torch.sin(a)

    def cos(self, a):
        """rt_torch_tensor_cos"""
        return torch.cos(a)

    def tan(self, a):
        """rt_torch_tensor_tan"""
        return torch.tan(a)

    def asin(self, a):
        """rt_torch_tensor_asin"""
        return torch.asin(a)

    def acos(self, a):
        """rt_torch_tensor_acos"""
        return torch.acos(a)

    def atan(self, a):
        """rt_torch_tensor_atan"""
        return torch.atan(a)

    def sinh(self, a):
        """rt_torch_tensor_sinh"""
        return torch.sinh(a)

    def cosh(self, a):
        """rt_torch_tensor_cosh"""
        return torch.cosh(a)

    def rsqrt(self, a):
        """rt_torch_tensor_rsqrt"""
        return torch.rsqrt(a)

    def reciprocal(self, a):
        """rt_torch_tensor_reciprocal"""
        return torch.reciprocal(a)

    def log1p(self, a):
        """rt_torch_tensor_log1p"""
        return torch.log1p(a)

    def expm1(self, a):
        """rt_torch_tensor_expm1"""
        return torch.expm1(a)

    def log2(self, a):
        """rt_torch_tensor_log2"""
        return torch.log2(a)

    def log10(self, a):
        """rt_torch_tensor_log10"""
        return torch.log10(a)

    def exp2(self, a):
        """rt_torch_tensor_exp2"""
        return torch.exp2(a)

    def erf(self, a):
        """rt_torch_tensor_erf"""
        return torch.erf(a)

    def erfinv(self, a):
        """rt_torch_tensor_erfinv"""
        return torch.erfinv(a)

    def square(self, a):
        """rt_torch_tensor_square"""
        return torch.square(a)

    def sign(self, a):
        """rt_torch_tensor_sign"""
        return torch.sign(a)

    def floor(self, a):
        """rt_torch_tensor_floor"""
        return torch.floor(a)

    def ceil(self, a):
        """rt_torch_tensor_ceil"""
        return torch.ceil(a)

    def round(self, a):
        """rt_torch_tensor_round"""
        return torch.round(a)

    def trunc(self, a):
        """rt_torch_tensor_trunc"""
        return torch.trunc(a)

    def frac(self, a):
        """rt_torch_tensor_frac"""
        return torch.frac(a)

    def maximum(self, a, b):
        """rt_torch_tensor_maximum"""
        return torch.maximum(a, b)

    def minimum(self, a, b):
        """rt_torch_tensor_minimum"""
        return torch.minimum(a, b)

    def atan2(self, a, b):
        """rt_torch_tensor_atan2"""
        return torch.atan2(a, b)

    def logaddexp(self, a, b):
        """rt_torch_tensor_logaddexp"""
        return torch.logaddexp(a, b)

    def lerp(self, start, end, weight):
        """rt_torch_tensor_lerp"""
        return torch.lerp(start, end, weight)

    def lerp_scalar(self, start, end, weight):
        """rt_torch_tensor_lerp_scalar"""
        return torch.lerp(start, end, weight)

    def softplus(self, x, beta, threshold):
        """rt_torch_tensor_softplus"""
        return F.softplus(x, beta, threshold)

    def relu(self, x):
        """rt_torch_relu"""
        return torch.relu(x)

    def sigmoid(self, x):
        """rt_torch_sigmoid"""
        return torch.sigmoid(x)

    def tanh(self, x):
        """rt_torch_tanh"""
        return torch.tanh(x)

    def leaky_relu(self, x, negative_slope):
        """rt_torch_leaky_relu"""
        return F.leaky_relu(x, negative_slope)

    def gelu(self, x):
        """rt_torch_gelu"""
        return F.gelu(x)

    def softmax(self, x, dim):
        """rt_torch_softmax"""
        return torch.softmax(x, dim)

    def log_softmax(self, x, dim):
        """rt_torch_log_softmax"""
        return torch.log_softmax(x, dim)

    def silu(self, x):
        """rt_torch_silu"""
        return F.silu(x)

    def mish(self, x):
        """rt_torch_mish"""
        return F.mish(x)

    def hardswish(self, x):
        """rt_torch_hardswish"""
        return F.hardswish(x)

    def hardsigmoid(self, x):
        """rt_torch_hardsigmoid"""
        return F.hardsigmoid(x)

    def elu(self, x, alpha):
        """rt_torch_elu"""
        return F.elu(x, alpha)

    def selu(self, x):
        """rt_torch_selu"""
        return F.selu(x)

    def relu6(self, x):
        """rt_torch_relu6"""
        return F.relu6(x)

    def logsigmoid(self, x):
        """rt_torch_logsigmoid"""
        return F.logsigmoid(x)

    def softsign(self, x):
        """rt_torch_softsign"""
        return F.softsign(x)

    def tanhshrink(self, x):
        """rt_torch_tanhshrink"""
        return F.tanhshrink(x)

    def eq(self, a, b):
        """rt_torch_tensor_eq"""
        return torch.eq(a, b)

    def ne(self, a, b):
        """rt_torch_tensor_ne"""
        return torch.ne(a, b)

    def lt(self, a, b):
        """rt_torch_tensor_lt"""
        return torch.lt(a, b)

    def le(self, a, b):
        """rt_torch_tensor_le"""
        return torch.le(a, b)

    def gt(self, a, b):
        """rt_torch_tensor_gt"""
        return torch.gt(a, b)

    def ge(self, a, b):
        """rt_torch_tensor_ge"""
        return torch.ge(a, b)

    def eq_scalar(self, a, s):
        """rt_torch_tensor_eq_scalar"""
        return torch.eq(a, s)

    def ne_scalar(self, a, s):
        """rt_torch_tensor_ne_scalar"""
        return torch.ne(a, s)

    def lt_scalar(self, a, s):
        """rt_torch_tensor_lt_scalar"""
        return torch.lt(a, s)

    def le_scalar(self, a, s):
        """rt_torch_tensor_le_scalar"""
        return torch.le(a, s)

    def gt_scalar(self, a, s):
        """rt_torch_tensor_gt_scalar"""
        return torch.gt(a, s)

    def ge_scalar(self, a, s):
        """rt_torch_tensor_ge_scalar"""
        return torch.ge(a, s)

    def isnan(self, a):
        """rt_torch_tensor_isnan"""
        return torch.isnan(a)

    def isinf(self, a):
        """rt_torch_tensor_isinf"""
        return torch.isinf(a)

    def isfinite(self, a):
        """rt_torch_tensor_isfinite"""
        return torch.isfinite(a)

    def logical_not(self, a):
        """rt_torch_tensor_logical_not"""
        return torch.logical_not(a)

    def logical_and(self, a, b):
        """rt_torch_tensor_logical_and"""
        return torch.logical_and(a, b)

    def logical_or(self, a, b):
        """rt_torch_tensor_logical_or"""
        return torch.logical_or(a, b)

    def logical_xor(self, a, b):
        """rt_torch_tensor_logical_xor"""
        return torch.logical_xor(a, b)

    def bitwise_and(self, a, b):
        """rt_torch_tensor_bitwise_and"""
        return torch.bitwise_and(a, b)

    def bitwise_or(self, a, b):
        """rt_torch_tensor_bitwise_or"""
        return torch.bitwise_or(a, b)

    def bitwise_xor(self, a, b):
        """rt_torch_tensor_bitwise_xor"""
        return torch.bitwise_xor(a, b)

    def bitwise_not(self, a):
        """rt_torch_tensor_bitwise_not"""
        return torch.bitwise_not(a)

    def nonzero(self, x):
        """rt_torch_tensor_nonzero"""
        return torch.nonzero(x)

    def logsumexp(self, x, dim, keepdim):
        """rt_torch_tensor_logsumexp"""
        return torch.logsumexp(x, dim, keepdim)

    def cumsum(self, x, dim):
        """rt_torch_tensor_cumsum"""
        return torch.cumsum(x, dim)

    def cumprod(self, x, dim):
        """rt_torch_tensor_cumprod"""
        return torch.cumprod(x, dim)

    def tril(self, x, diagonal):
        """rt_torch_tensor_tril"""
        return torch.tril(x, diagonal)

    def triu(self, x, diagonal):
        """rt_torch_tensor_triu"""
        return torch.triu(x, diagonal)

    def argwhere(self, x):
        """rt_torch_tensor_argwhere"""
        return torch.argwhere(x)

    def fmax(self, a, b):
        """rt_torch_tensor_fmax"""
        return torch.fmax(a, b)

    def fmin(self, a, b):
        """rt_torch_tensor_fmin"""
        return torch.fmin(a, b)
