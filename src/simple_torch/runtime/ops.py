"""Tier 1's functions of the spec's Op rows: each reads its arguments, refuses what its Op refuses and calls the
Backend method of its Op; the entry-point decorator adds the error model, as for every runtime function.

Generated from src/simple_torch/abi/spec.py by `make generate` (abi/runtime_ops.py); do not edit.
"""

from __future__ import annotations

from . import args
from .args import tensor
from .derived import export_op, finite_number, nonempty, position, refuse, refused_kinds
from .handles import table
from .startup import backend

_tensors = table.tensors
_backend = None   # the active backend, bound by the first call: it never changes once started


def _start():
    global _backend
    _backend = backend()
    return _backend


# the dtype codes of the kinds each Op refuses (RT_ERR_DTYPE)
REFUSES_BOOL = refused_kinds("bool")
REFUSES_BOOL_COMPLEX = refused_kinds("bool", "complex")
REFUSES_BOOL_INTEGER = refused_kinds("bool", "integer")
REFUSES_BOOL_INTEGER_COMPLEX = refused_kinds("bool", "integer", "complex")
REFUSES_COMPLEX = refused_kinds("complex")
REFUSES_FLOATING_COMPLEX = refused_kinds("floating", "complex")


@export_op
def rt_torch_tensor_add(a, b):
    """a + b"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(active.add(a_tensor, b_tensor))


@export_op
def rt_torch_tensor_sub(a, b):
    """a - b"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(active.sub(a_tensor, b_tensor))


@export_op
def rt_torch_tensor_mul(a, b):
    """a * b"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(active.mul(a_tensor, b_tensor))


@export_op
def rt_torch_tensor_div(a, b):
    """a / b (true division)"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(active.div(a_tensor, b_tensor))


@export_op
def rt_torch_tensor_pow(a, exponent):
    """a ** exponent"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(direct_tensor_pow(active, a_tensor, exponent))


def direct_tensor_pow(active, a_tensor, exponent):
    """rt_torch_tensor_pow on backend objects."""
    exponent = args.number(exponent, "exponent")
    return active.pow(a_tensor, exponent)


@export_op
def rt_torch_tensor_neg(a):
    """-a"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(active.neg(a_tensor))


@export_op
def rt_torch_tensor_abs(a):
    """|a|"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(direct_tensor_abs(active, a_tensor))


def direct_tensor_abs(active, a_tensor):
    """rt_torch_tensor_abs on backend objects."""
    refuse(active, a_tensor, REFUSES_BOOL, "abs")
    return active.abs(a_tensor)


@export_op
def rt_torch_tensor_sqrt(a):
    """square root"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(active.sqrt(a_tensor))


@export_op
def rt_torch_tensor_exp(a):
    """e ** a"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(active.exp(a_tensor))


@export_op
def rt_torch_tensor_log(a):
    """natural logarithm"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(active.log(a_tensor))


@export_op
def rt_torch_tensor_add_scalar(a, s):
    """a + s"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(direct_tensor_add_scalar(active, a_tensor, s))


def direct_tensor_add_scalar(active, a_tensor, s):
    """rt_torch_tensor_add_scalar on backend objects."""
    s = args.number(s, "s")
    return active.add_scalar(a_tensor, s)


@export_op
def rt_torch_tensor_mul_scalar(a, s):
    """a * s"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(direct_tensor_mul_scalar(active, a_tensor, s))


def direct_tensor_mul_scalar(active, a_tensor, s):
    """rt_torch_tensor_mul_scalar on backend objects."""
    s = args.number(s, "s")
    return active.mul_scalar(a_tensor, s)


@export_op
def rt_torch_tensor_sin(a):
    """sine"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(active.sin(a_tensor))


@export_op
def rt_torch_tensor_cos(a):
    """cosine"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(active.cos(a_tensor))


@export_op
def rt_torch_tensor_tan(a):
    """tangent"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(active.tan(a_tensor))


@export_op
def rt_torch_tensor_asin(a):
    """arcsine"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(active.asin(a_tensor))


@export_op
def rt_torch_tensor_acos(a):
    """arccosine"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(active.acos(a_tensor))


@export_op
def rt_torch_tensor_atan(a):
    """arctangent"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(active.atan(a_tensor))


@export_op
def rt_torch_tensor_sinh(a):
    """hyperbolic sine"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(active.sinh(a_tensor))


@export_op
def rt_torch_tensor_cosh(a):
    """hyperbolic cosine"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(active.cosh(a_tensor))


@export_op
def rt_torch_tensor_rsqrt(a):
    """1 / sqrt(a)"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(active.rsqrt(a_tensor))


@export_op
def rt_torch_tensor_reciprocal(a):
    """1 / a"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(active.reciprocal(a_tensor))


@export_op
def rt_torch_tensor_log1p(a):
    """log(1 + a), exact near 0"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(active.log1p(a_tensor))


@export_op
def rt_torch_tensor_expm1(a):
    """e ** a - 1, exact near 0"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(active.expm1(a_tensor))


@export_op
def rt_torch_tensor_log2(a):
    """base-2 logarithm"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(active.log2(a_tensor))


@export_op
def rt_torch_tensor_log10(a):
    """base-10 logarithm"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(active.log10(a_tensor))


@export_op
def rt_torch_tensor_exp2(a):
    """2 ** a"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(active.exp2(a_tensor))


@export_op
def rt_torch_tensor_erf(a):
    """error function"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(direct_tensor_erf(active, a_tensor))


def direct_tensor_erf(active, a_tensor):
    """rt_torch_tensor_erf on backend objects."""
    refuse(active, a_tensor, REFUSES_COMPLEX, "erf")
    return active.erf(a_tensor)


@export_op
def rt_torch_tensor_erfinv(a):
    """inverse error function"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(direct_tensor_erfinv(active, a_tensor))


def direct_tensor_erfinv(active, a_tensor):
    """rt_torch_tensor_erfinv on backend objects."""
    refuse(active, a_tensor, REFUSES_COMPLEX, "erfinv")
    return active.erfinv(a_tensor)


@export_op
def rt_torch_tensor_square(a):
    """a * a (integers stay integers; bool gives int64)"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(active.square(a_tensor))


@export_op
def rt_torch_tensor_sign(a):
    """-1, 0 or 1 (in a's dtype)"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(direct_tensor_sign(active, a_tensor))


def direct_tensor_sign(active, a_tensor):
    """rt_torch_tensor_sign on backend objects."""
    refuse(active, a_tensor, REFUSES_COMPLEX, "sign")
    return active.sign(a_tensor)


@export_op
def rt_torch_tensor_floor(a):
    """round down (integers unchanged)"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(direct_tensor_floor(active, a_tensor))


def direct_tensor_floor(active, a_tensor):
    """rt_torch_tensor_floor on backend objects."""
    refuse(active, a_tensor, REFUSES_BOOL_COMPLEX, "floor")
    return active.floor(a_tensor)


@export_op
def rt_torch_tensor_ceil(a):
    """round up (integers unchanged)"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(direct_tensor_ceil(active, a_tensor))


def direct_tensor_ceil(active, a_tensor):
    """rt_torch_tensor_ceil on backend objects."""
    refuse(active, a_tensor, REFUSES_BOOL_COMPLEX, "ceil")
    return active.ceil(a_tensor)


@export_op
def rt_torch_tensor_round(a):
    """round half to even (integers unchanged)"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(direct_tensor_round(active, a_tensor))


def direct_tensor_round(active, a_tensor):
    """rt_torch_tensor_round on backend objects."""
    refuse(active, a_tensor, REFUSES_BOOL_COMPLEX, "round")
    return active.round(a_tensor)


@export_op
def rt_torch_tensor_trunc(a):
    """round toward zero (integers unchanged)"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(direct_tensor_trunc(active, a_tensor))


def direct_tensor_trunc(active, a_tensor):
    """rt_torch_tensor_trunc on backend objects."""
    refuse(active, a_tensor, REFUSES_BOOL_COMPLEX, "trunc")
    return active.trunc(a_tensor)


@export_op
def rt_torch_tensor_frac(a):
    """a - trunc(a)"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(direct_tensor_frac(active, a_tensor))


def direct_tensor_frac(active, a_tensor):
    """rt_torch_tensor_frac on backend objects."""
    refuse(active, a_tensor, REFUSES_BOOL_INTEGER_COMPLEX, "frac")
    return active.frac(a_tensor)


@export_op
def rt_torch_tensor_maximum(a, b):
    """larger of a and b, broadcast (NaN wins)"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(direct_tensor_maximum(active, a_tensor, b_tensor))


def direct_tensor_maximum(active, a_tensor, b_tensor):
    """rt_torch_tensor_maximum on backend objects."""
    refuse(active, a_tensor, REFUSES_COMPLEX, "maximum")
    refuse(active, b_tensor, REFUSES_COMPLEX, "maximum")
    return active.maximum(a_tensor, b_tensor)


@export_op
def rt_torch_tensor_minimum(a, b):
    """smaller of a and b, broadcast (NaN wins)"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(direct_tensor_minimum(active, a_tensor, b_tensor))


def direct_tensor_minimum(active, a_tensor, b_tensor):
    """rt_torch_tensor_minimum on backend objects."""
    refuse(active, a_tensor, REFUSES_COMPLEX, "minimum")
    refuse(active, b_tensor, REFUSES_COMPLEX, "minimum")
    return active.minimum(a_tensor, b_tensor)


@export_op
def rt_torch_tensor_atan2(a, b):
    """angle of (b, a): atan(a / b) in the right quadrant, broadcast"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(direct_tensor_atan2(active, a_tensor, b_tensor))


def direct_tensor_atan2(active, a_tensor, b_tensor):
    """rt_torch_tensor_atan2 on backend objects."""
    refuse(active, a_tensor, REFUSES_COMPLEX, "atan2")
    refuse(active, b_tensor, REFUSES_COMPLEX, "atan2")
    return active.atan2(a_tensor, b_tensor)


@export_op
def rt_torch_tensor_pow_tensor(a, b):
    """a ** b element-wise, broadcast and promoted (an integer to a negative power is 0 unless a is 1 or -1, as
    PyTorch); Tier 3's pow picks this or the number form"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(direct_tensor_pow_tensor(active, a_tensor, b_tensor))


def direct_tensor_pow_tensor(active, a_tensor, b_tensor):
    """rt_torch_tensor_pow_tensor on backend objects."""
    refuse(active, a_tensor, REFUSES_BOOL, "pow_tensor")
    refuse(active, b_tensor, REFUSES_BOOL, "pow_tensor")
    return active.pow_tensor(a_tensor, b_tensor)


@export_op
def rt_torch_tensor_fmod(a, b):
    """a - trunc(a / b) * b (the sign of a), broadcast and promoted (integers: RT_ERR_INVALID_ARGUMENT for a zero b)"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(direct_tensor_fmod(active, a_tensor, b_tensor))


def direct_tensor_fmod(active, a_tensor, b_tensor):
    """rt_torch_tensor_fmod on backend objects."""
    refuse(active, a_tensor, REFUSES_BOOL_COMPLEX, "fmod")
    refuse(active, b_tensor, REFUSES_BOOL_COMPLEX, "fmod")
    return active.fmod(a_tensor, b_tensor)


@export_op
def rt_torch_tensor_remainder(a, b):
    """a - floor(a / b) * b (the sign of b), broadcast and promoted (integers: RT_ERR_INVALID_ARGUMENT for a zero b)"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(direct_tensor_remainder(active, a_tensor, b_tensor))


def direct_tensor_remainder(active, a_tensor, b_tensor):
    """rt_torch_tensor_remainder on backend objects."""
    refuse(active, a_tensor, REFUSES_BOOL_COMPLEX, "remainder")
    refuse(active, b_tensor, REFUSES_BOOL_COMPLEX, "remainder")
    return active.remainder(a_tensor, b_tensor)


@export_op
def rt_torch_tensor_fmod_scalar(a, s):
    """fmod of a by the number s (converted to the dtype of a with a float first, as PyTorch)"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(direct_tensor_fmod_scalar(active, a_tensor, s))


def direct_tensor_fmod_scalar(active, a_tensor, s):
    """rt_torch_tensor_fmod_scalar on backend objects."""
    s = args.number(s, "s")
    refuse(active, a_tensor, REFUSES_BOOL_COMPLEX, "fmod_scalar")
    return active.fmod_scalar(a_tensor, s)


@export_op
def rt_torch_tensor_remainder_scalar(a, s):
    """remainder of a by the number s (converted to the dtype of a with a float first, as PyTorch)"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(direct_tensor_remainder_scalar(active, a_tensor, s))


def direct_tensor_remainder_scalar(active, a_tensor, s):
    """rt_torch_tensor_remainder_scalar on backend objects."""
    s = args.number(s, "s")
    refuse(active, a_tensor, REFUSES_BOOL_COMPLEX, "remainder_scalar")
    return active.remainder_scalar(a_tensor, s)


@export_op
def rt_torch_tensor_logaddexp(a, b):
    """log(exp(a) + exp(b)) without overflow, broadcast"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(direct_tensor_logaddexp(active, a_tensor, b_tensor))


def direct_tensor_logaddexp(active, a_tensor, b_tensor):
    """rt_torch_tensor_logaddexp on backend objects."""
    refuse(active, a_tensor, REFUSES_BOOL_INTEGER_COMPLEX, "logaddexp")
    refuse(active, b_tensor, REFUSES_BOOL_INTEGER_COMPLEX, "logaddexp")
    return active.logaddexp(a_tensor, b_tensor)


@export_op
def rt_torch_tensor_lerp(start, end, weight):
    """start + weight * (end - start), broadcast; the three of one floating dtype"""
    active = _backend or _start()
    start_tensor = _tensors.get(start)
    if start_tensor is None or type(start) is not int:   # as args.tensor: True, 1.0 are not 1
        start_tensor = tensor(start, "start")
    end_tensor = _tensors.get(end)
    if end_tensor is None or type(end) is not int:   # as args.tensor: True, 1.0 are not 1
        end_tensor = tensor(end, "end")
    weight_tensor = _tensors.get(weight)
    if weight_tensor is None or type(weight) is not int:   # as args.tensor: True, 1.0 are not 1
        weight_tensor = tensor(weight, "weight")
    return table.add(direct_tensor_lerp(active, start_tensor, end_tensor, weight_tensor))


def direct_tensor_lerp(active, start_tensor, end_tensor, weight_tensor):
    """rt_torch_tensor_lerp on backend objects."""
    refuse(active, start_tensor, REFUSES_BOOL_INTEGER, "lerp")
    refuse(active, end_tensor, REFUSES_BOOL_INTEGER, "lerp")
    refuse(active, weight_tensor, REFUSES_BOOL_INTEGER, "lerp")
    return active.lerp(start_tensor, end_tensor, weight_tensor)


@export_op
def rt_torch_tensor_lerp_scalar(start, end, weight):
    """start + weight * (end - start), broadcast; start and end of one floating dtype"""
    active = _backend or _start()
    start_tensor = _tensors.get(start)
    if start_tensor is None or type(start) is not int:   # as args.tensor: True, 1.0 are not 1
        start_tensor = tensor(start, "start")
    end_tensor = _tensors.get(end)
    if end_tensor is None or type(end) is not int:   # as args.tensor: True, 1.0 are not 1
        end_tensor = tensor(end, "end")
    return table.add(direct_tensor_lerp_scalar(active, start_tensor, end_tensor, weight))


def direct_tensor_lerp_scalar(active, start_tensor, end_tensor, weight):
    """rt_torch_tensor_lerp_scalar on backend objects."""
    weight = args.number(weight, "weight")
    refuse(active, start_tensor, REFUSES_BOOL_INTEGER, "lerp_scalar")
    refuse(active, end_tensor, REFUSES_BOOL_INTEGER, "lerp_scalar")
    return active.lerp_scalar(start_tensor, end_tensor, weight)


@export_op
def rt_torch_tensor_addcmul(x, tensor1, tensor2, value):
    """x + value * tensor1 * tensor2, the three broadcast and promoted"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    tensor1_tensor = _tensors.get(tensor1)
    if tensor1_tensor is None or type(tensor1) is not int:   # as args.tensor: True, 1.0 are not 1
        tensor1_tensor = tensor(tensor1, "tensor1")
    tensor2_tensor = _tensors.get(tensor2)
    if tensor2_tensor is None or type(tensor2) is not int:   # as args.tensor: True, 1.0 are not 1
        tensor2_tensor = tensor(tensor2, "tensor2")
    return table.add(direct_tensor_addcmul(active, x_tensor, tensor1_tensor, tensor2_tensor, value))


def direct_tensor_addcmul(active, x_tensor, tensor1_tensor, tensor2_tensor, value):
    """rt_torch_tensor_addcmul on backend objects."""
    value = args.number(value, "value")
    return active.addcmul(x_tensor, tensor1_tensor, tensor2_tensor, value)


@export_op
def rt_torch_tensor_addcdiv(x, tensor1, tensor2, value):
    """x + value * tensor1 / tensor2, the three broadcast and promoted"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    tensor1_tensor = _tensors.get(tensor1)
    if tensor1_tensor is None or type(tensor1) is not int:   # as args.tensor: True, 1.0 are not 1
        tensor1_tensor = tensor(tensor1, "tensor1")
    tensor2_tensor = _tensors.get(tensor2)
    if tensor2_tensor is None or type(tensor2) is not int:   # as args.tensor: True, 1.0 are not 1
        tensor2_tensor = tensor(tensor2, "tensor2")
    return table.add(direct_tensor_addcdiv(active, x_tensor, tensor1_tensor, tensor2_tensor, value))


def direct_tensor_addcdiv(active, x_tensor, tensor1_tensor, tensor2_tensor, value):
    """rt_torch_tensor_addcdiv on backend objects."""
    value = args.number(value, "value")
    return active.addcdiv(x_tensor, tensor1_tensor, tensor2_tensor, value)


@export_op
def rt_torch_tensor_nan_to_num(x, nan, posinf, neginf):
    """x with NaN, +inf and -inf replaced; a NaN posinf or neginf is the dtype's largest or lowest value"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_nan_to_num(active, x_tensor, nan, posinf, neginf))


def direct_tensor_nan_to_num(active, x_tensor, nan, posinf, neginf):
    """rt_torch_tensor_nan_to_num on backend objects."""
    nan = args.number(nan, "nan")
    posinf = args.number(posinf, "posinf")
    neginf = args.number(neginf, "neginf")
    return active.nan_to_num(x_tensor, nan, posinf, neginf)


@export_op
def rt_torch_tensor_softplus(x, beta, threshold):
    """log(1 + exp(beta * x)) / beta, and x where beta * x > threshold"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_softplus(active, x_tensor, beta, threshold))


def direct_tensor_softplus(active, x_tensor, beta, threshold):
    """rt_torch_tensor_softplus on backend objects."""
    beta = finite_number(beta, "beta", active, x_tensor)
    threshold = finite_number(threshold, "threshold", active, x_tensor)
    refuse(active, x_tensor, REFUSES_BOOL_INTEGER_COMPLEX, "softplus")
    return active.softplus(x_tensor, beta, threshold)


@export_op
def rt_torch_relu(x):
    """max(x, 0)"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_relu(active, x_tensor))


def direct_relu(active, x_tensor):
    """rt_torch_relu on backend objects."""
    refuse(active, x_tensor, REFUSES_COMPLEX, "relu")
    return active.relu(x_tensor)


@export_op
def rt_torch_sigmoid(x):
    """1 / (1 + e ** -x)"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(active.sigmoid(x_tensor))


@export_op
def rt_torch_tanh(x):
    """hyperbolic tangent"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(active.tanh(x_tensor))


@export_op
def rt_torch_leaky_relu(x, negative_slope):
    """x, or negative_slope * x below 0"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_leaky_relu(active, x_tensor, negative_slope))


def direct_leaky_relu(active, x_tensor, negative_slope):
    """rt_torch_leaky_relu on backend objects."""
    negative_slope = finite_number(negative_slope, "negative_slope", active, x_tensor)
    return active.leaky_relu(x_tensor, negative_slope)


@export_op
def rt_torch_gelu(x):
    """x * Phi(x), exact (erf) form"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(active.gelu(x_tensor))


@export_op
def rt_torch_softmax(x, dim):
    """softmax along dim"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_softmax(active, x_tensor, dim))


def direct_softmax(active, x_tensor, dim):
    """rt_torch_softmax on backend objects."""
    ndim = len(active.shape(x_tensor))
    if type(dim) is not int or not -ndim <= dim < ndim:   # args.dim's error
        dim = args.dim(dim, ndim)
    elif dim < 0:
        dim += ndim
    return active.softmax(x_tensor, dim)


@export_op
def rt_torch_log_softmax(x, dim):
    """log of softmax along dim"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_log_softmax(active, x_tensor, dim))


def direct_log_softmax(active, x_tensor, dim):
    """rt_torch_log_softmax on backend objects."""
    ndim = len(active.shape(x_tensor))
    if type(dim) is not int or not -ndim <= dim < ndim:   # args.dim's error
        dim = args.dim(dim, ndim)
    elif dim < 0:
        dim += ndim
    return active.log_softmax(x_tensor, dim)


@export_op
def rt_torch_silu(x):
    """x * sigmoid(x)"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_silu(active, x_tensor))


def direct_silu(active, x_tensor):
    """rt_torch_silu on backend objects."""
    refuse(active, x_tensor, REFUSES_BOOL_INTEGER_COMPLEX, "silu")
    return active.silu(x_tensor)


@export_op
def rt_torch_mish(x):
    """x * tanh(softplus(x))"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_mish(active, x_tensor))


def direct_mish(active, x_tensor):
    """rt_torch_mish on backend objects."""
    refuse(active, x_tensor, REFUSES_BOOL_INTEGER_COMPLEX, "mish")
    return active.mish(x_tensor)


@export_op
def rt_torch_hardswish(x):
    """x * min(max(x + 3, 0), 6) / 6"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_hardswish(active, x_tensor))


def direct_hardswish(active, x_tensor):
    """rt_torch_hardswish on backend objects."""
    refuse(active, x_tensor, REFUSES_BOOL_INTEGER_COMPLEX, "hardswish")
    return active.hardswish(x_tensor)


@export_op
def rt_torch_hardsigmoid(x):
    """min(max(x + 3, 0), 6) / 6"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_hardsigmoid(active, x_tensor))


def direct_hardsigmoid(active, x_tensor):
    """rt_torch_hardsigmoid on backend objects."""
    refuse(active, x_tensor, REFUSES_BOOL_INTEGER_COMPLEX, "hardsigmoid")
    return active.hardsigmoid(x_tensor)


@export_op
def rt_torch_elu(x, alpha):
    """x above 0, else alpha * (exp(x) - 1)"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_elu(active, x_tensor, alpha))


def direct_elu(active, x_tensor, alpha):
    """rt_torch_elu on backend objects."""
    alpha = finite_number(alpha, "alpha", active, x_tensor)
    refuse(active, x_tensor, REFUSES_BOOL_INTEGER_COMPLEX, "elu")
    return active.elu(x_tensor, alpha)


@export_op
def rt_torch_selu(x):
    """1.0507... * elu(x, 1.6732...): PyTorch's self-normalising constants"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_selu(active, x_tensor))


def direct_selu(active, x_tensor):
    """rt_torch_selu on backend objects."""
    refuse(active, x_tensor, REFUSES_BOOL_INTEGER_COMPLEX, "selu")
    return active.selu(x_tensor)


@export_op
def rt_torch_gelu_tanh(x):
    """GELU's tanh approximation: x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x ** 3)))"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_gelu_tanh(active, x_tensor))


def direct_gelu_tanh(active, x_tensor):
    """rt_torch_gelu_tanh on backend objects."""
    refuse(active, x_tensor, REFUSES_BOOL_INTEGER_COMPLEX, "gelu_tanh")
    return active.gelu_tanh(x_tensor)


@export_op
def rt_torch_relu6(x):
    """hardtanh(x, 0, 6) (integers keep their dtype)"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_relu6(active, x_tensor))


def direct_relu6(active, x_tensor):
    """rt_torch_relu6 on backend objects."""
    refuse(active, x_tensor, REFUSES_BOOL_COMPLEX, "relu6")
    return active.relu6(x_tensor)


@export_op
def rt_torch_logsigmoid(x):
    """log(sigmoid(x)) without overflow"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_logsigmoid(active, x_tensor))


def direct_logsigmoid(active, x_tensor):
    """rt_torch_logsigmoid on backend objects."""
    refuse(active, x_tensor, REFUSES_BOOL_INTEGER_COMPLEX, "logsigmoid")
    return active.logsigmoid(x_tensor)


@export_op
def rt_torch_softsign(x):
    """x / (|x| + 1) (integers give float32)"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_softsign(active, x_tensor))


def direct_softsign(active, x_tensor):
    """rt_torch_softsign on backend objects."""
    refuse(active, x_tensor, REFUSES_BOOL, "softsign")
    return active.softsign(x_tensor)


@export_op
def rt_torch_tanhshrink(x):
    """x - tanh(x) (integers give float32)"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tanhshrink(active, x_tensor))


def direct_tanhshrink(active, x_tensor):
    """rt_torch_tanhshrink on backend objects."""
    refuse(active, x_tensor, REFUSES_BOOL, "tanhshrink")
    return active.tanhshrink(x_tensor)


@export_op
def rt_torch_tensor_sum(x):
    """sum of all elements, as a scalar tensor"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_sum(active, x_tensor))


def direct_tensor_sum(active, x_tensor):
    """rt_torch_tensor_sum on backend objects."""
    return active.sum(x_tensor, None, False)


@export_op
def rt_torch_tensor_sum_dim(x, dim, keepdim):
    """sum along dim; keepdim keeps it as size 1"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_sum_dim(active, x_tensor, dim, keepdim))


def direct_tensor_sum_dim(active, x_tensor, dim, keepdim):
    """rt_torch_tensor_sum_dim on backend objects."""
    ndim = len(active.shape(x_tensor))
    if type(dim) is not int or not -ndim <= dim < ndim:   # args.dim's error
        dim = args.dim(dim, ndim)
    elif dim < 0:
        dim += ndim
    keepdim = args.flag(keepdim, "keepdim")
    return active.sum(x_tensor, dim, keepdim)


@export_op
def rt_torch_tensor_mean(x):
    """mean of all elements, as a scalar tensor"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_mean(active, x_tensor))


def direct_tensor_mean(active, x_tensor):
    """rt_torch_tensor_mean on backend objects."""
    return active.mean(x_tensor, None, False)


@export_op
def rt_torch_tensor_mean_dim(x, dim, keepdim):
    """mean along dim; keepdim keeps it as size 1"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_mean_dim(active, x_tensor, dim, keepdim))


def direct_tensor_mean_dim(active, x_tensor, dim, keepdim):
    """rt_torch_tensor_mean_dim on backend objects."""
    ndim = len(active.shape(x_tensor))
    if type(dim) is not int or not -ndim <= dim < ndim:   # args.dim's error
        dim = args.dim(dim, ndim)
    elif dim < 0:
        dim += ndim
    keepdim = args.flag(keepdim, "keepdim")
    return active.mean(x_tensor, dim, keepdim)


@export_op
def rt_torch_tensor_max(x):
    """maximum of all elements, as a scalar tensor"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_max(active, x_tensor))


def direct_tensor_max(active, x_tensor):
    """rt_torch_tensor_max on backend objects."""
    refuse(active, x_tensor, REFUSES_COMPLEX, "max")
    nonempty(active, x_tensor, None, "max")
    return active.max(x_tensor, None, False)


@export_op
def rt_torch_tensor_max_dim(x, dim, keepdim):
    """maximum along dim; keepdim keeps it as size 1"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_max_dim(active, x_tensor, dim, keepdim))


def direct_tensor_max_dim(active, x_tensor, dim, keepdim):
    """rt_torch_tensor_max_dim on backend objects."""
    ndim = len(active.shape(x_tensor))
    if type(dim) is not int or not -ndim <= dim < ndim:   # args.dim's error
        dim = args.dim(dim, ndim)
    elif dim < 0:
        dim += ndim
    keepdim = args.flag(keepdim, "keepdim")
    refuse(active, x_tensor, REFUSES_COMPLEX, "max")
    nonempty(active, x_tensor, dim, "max")
    return active.max(x_tensor, dim, keepdim)


@export_op
def rt_torch_tensor_min(x):
    """minimum of all elements, as a scalar tensor"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_min(active, x_tensor))


def direct_tensor_min(active, x_tensor):
    """rt_torch_tensor_min on backend objects."""
    refuse(active, x_tensor, REFUSES_COMPLEX, "min")
    nonempty(active, x_tensor, None, "min")
    return active.min(x_tensor, None, False)


@export_op
def rt_torch_tensor_min_dim(x, dim, keepdim):
    """minimum along dim; keepdim keeps it as size 1"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_min_dim(active, x_tensor, dim, keepdim))


def direct_tensor_min_dim(active, x_tensor, dim, keepdim):
    """rt_torch_tensor_min_dim on backend objects."""
    ndim = len(active.shape(x_tensor))
    if type(dim) is not int or not -ndim <= dim < ndim:   # args.dim's error
        dim = args.dim(dim, ndim)
    elif dim < 0:
        dim += ndim
    keepdim = args.flag(keepdim, "keepdim")
    refuse(active, x_tensor, REFUSES_COMPLEX, "min")
    nonempty(active, x_tensor, dim, "min")
    return active.min(x_tensor, dim, keepdim)


@export_op
def rt_torch_tensor_argmax(x):
    """int64 index of the maximum of all elements, as a scalar tensor"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_argmax(active, x_tensor))


def direct_tensor_argmax(active, x_tensor):
    """rt_torch_tensor_argmax on backend objects."""
    refuse(active, x_tensor, REFUSES_BOOL_COMPLEX, "argmax")
    nonempty(active, x_tensor, None, "argmax")
    return active.argmax(x_tensor, None, False)


@export_op
def rt_torch_tensor_argmax_dim(x, dim, keepdim):
    """int64 index of the maximum along dim; keepdim keeps it as size 1"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_argmax_dim(active, x_tensor, dim, keepdim))


def direct_tensor_argmax_dim(active, x_tensor, dim, keepdim):
    """rt_torch_tensor_argmax_dim on backend objects."""
    ndim = len(active.shape(x_tensor))
    if type(dim) is not int or not -ndim <= dim < ndim:   # args.dim's error
        dim = args.dim(dim, ndim)
    elif dim < 0:
        dim += ndim
    keepdim = args.flag(keepdim, "keepdim")
    refuse(active, x_tensor, REFUSES_BOOL_COMPLEX, "argmax")
    nonempty(active, x_tensor, dim, "argmax")
    return active.argmax(x_tensor, dim, keepdim)


@export_op
def rt_torch_tensor_argmin(x):
    """int64 index of the minimum of all elements, as a scalar tensor"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_argmin(active, x_tensor))


def direct_tensor_argmin(active, x_tensor):
    """rt_torch_tensor_argmin on backend objects."""
    refuse(active, x_tensor, REFUSES_BOOL_COMPLEX, "argmin")
    nonempty(active, x_tensor, None, "argmin")
    return active.argmin(x_tensor, None, False)


@export_op
def rt_torch_tensor_argmin_dim(x, dim, keepdim):
    """int64 index of the minimum along dim; keepdim keeps it as size 1"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_argmin_dim(active, x_tensor, dim, keepdim))


def direct_tensor_argmin_dim(active, x_tensor, dim, keepdim):
    """rt_torch_tensor_argmin_dim on backend objects."""
    ndim = len(active.shape(x_tensor))
    if type(dim) is not int or not -ndim <= dim < ndim:   # args.dim's error
        dim = args.dim(dim, ndim)
    elif dim < 0:
        dim += ndim
    keepdim = args.flag(keepdim, "keepdim")
    refuse(active, x_tensor, REFUSES_BOOL_COMPLEX, "argmin")
    nonempty(active, x_tensor, dim, "argmin")
    return active.argmin(x_tensor, dim, keepdim)


@export_op
def rt_torch_tensor_std(x):
    """standard deviation of all elements, as a scalar tensor"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_std(active, x_tensor))


def direct_tensor_std(active, x_tensor):
    """rt_torch_tensor_std on backend objects."""
    return active.std(x_tensor, None, False)


@export_op
def rt_torch_tensor_std_dim(x, dim, keepdim):
    """standard deviation along dim; keepdim keeps it as size 1"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_std_dim(active, x_tensor, dim, keepdim))


def direct_tensor_std_dim(active, x_tensor, dim, keepdim):
    """rt_torch_tensor_std_dim on backend objects."""
    ndim = len(active.shape(x_tensor))
    if type(dim) is not int or not -ndim <= dim < ndim:   # args.dim's error
        dim = args.dim(dim, ndim)
    elif dim < 0:
        dim += ndim
    keepdim = args.flag(keepdim, "keepdim")
    return active.std(x_tensor, dim, keepdim)


@export_op
def rt_torch_tensor_var(x):
    """variance of all elements, as a scalar tensor"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_var(active, x_tensor))


def direct_tensor_var(active, x_tensor):
    """rt_torch_tensor_var on backend objects."""
    return active.var(x_tensor, None, False)


@export_op
def rt_torch_tensor_var_dim(x, dim, keepdim):
    """variance along dim; keepdim keeps it as size 1"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_var_dim(active, x_tensor, dim, keepdim))


def direct_tensor_var_dim(active, x_tensor, dim, keepdim):
    """rt_torch_tensor_var_dim on backend objects."""
    ndim = len(active.shape(x_tensor))
    if type(dim) is not int or not -ndim <= dim < ndim:   # args.dim's error
        dim = args.dim(dim, ndim)
    elif dim < 0:
        dim += ndim
    keepdim = args.flag(keepdim, "keepdim")
    return active.var(x_tensor, dim, keepdim)


@export_op
def rt_torch_tensor_eq(a, b):
    """a == b, broadcast and promoted"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(active.eq(a_tensor, b_tensor))


@export_op
def rt_torch_tensor_ne(a, b):
    """a != b, broadcast and promoted"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(active.ne(a_tensor, b_tensor))


@export_op
def rt_torch_tensor_lt(a, b):
    """a < b, broadcast and promoted"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(direct_tensor_lt(active, a_tensor, b_tensor))


def direct_tensor_lt(active, a_tensor, b_tensor):
    """rt_torch_tensor_lt on backend objects."""
    refuse(active, a_tensor, REFUSES_COMPLEX, "lt")
    refuse(active, b_tensor, REFUSES_COMPLEX, "lt")
    return active.lt(a_tensor, b_tensor)


@export_op
def rt_torch_tensor_le(a, b):
    """a <= b, broadcast and promoted"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(direct_tensor_le(active, a_tensor, b_tensor))


def direct_tensor_le(active, a_tensor, b_tensor):
    """rt_torch_tensor_le on backend objects."""
    refuse(active, a_tensor, REFUSES_COMPLEX, "le")
    refuse(active, b_tensor, REFUSES_COMPLEX, "le")
    return active.le(a_tensor, b_tensor)


@export_op
def rt_torch_tensor_gt(a, b):
    """a > b, broadcast and promoted"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(direct_tensor_gt(active, a_tensor, b_tensor))


def direct_tensor_gt(active, a_tensor, b_tensor):
    """rt_torch_tensor_gt on backend objects."""
    refuse(active, a_tensor, REFUSES_COMPLEX, "gt")
    refuse(active, b_tensor, REFUSES_COMPLEX, "gt")
    return active.gt(a_tensor, b_tensor)


@export_op
def rt_torch_tensor_ge(a, b):
    """a >= b, broadcast and promoted"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(direct_tensor_ge(active, a_tensor, b_tensor))


def direct_tensor_ge(active, a_tensor, b_tensor):
    """rt_torch_tensor_ge on backend objects."""
    refuse(active, a_tensor, REFUSES_COMPLEX, "ge")
    refuse(active, b_tensor, REFUSES_COMPLEX, "ge")
    return active.ge(a_tensor, b_tensor)


@export_op
def rt_torch_tensor_eq_scalar(a, s):
    """a == s (s converted to the dtype of a with a float first, as PyTorch)"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(direct_tensor_eq_scalar(active, a_tensor, s))


def direct_tensor_eq_scalar(active, a_tensor, s):
    """rt_torch_tensor_eq_scalar on backend objects."""
    s = args.number(s, "s")
    return active.eq_scalar(a_tensor, s)


@export_op
def rt_torch_tensor_ne_scalar(a, s):
    """a != s (s converted to the dtype of a with a float first, as PyTorch)"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(direct_tensor_ne_scalar(active, a_tensor, s))


def direct_tensor_ne_scalar(active, a_tensor, s):
    """rt_torch_tensor_ne_scalar on backend objects."""
    s = args.number(s, "s")
    return active.ne_scalar(a_tensor, s)


@export_op
def rt_torch_tensor_lt_scalar(a, s):
    """a < s (s converted to the dtype of a with a float first, as PyTorch)"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(direct_tensor_lt_scalar(active, a_tensor, s))


def direct_tensor_lt_scalar(active, a_tensor, s):
    """rt_torch_tensor_lt_scalar on backend objects."""
    s = args.number(s, "s")
    refuse(active, a_tensor, REFUSES_COMPLEX, "lt_scalar")
    return active.lt_scalar(a_tensor, s)


@export_op
def rt_torch_tensor_le_scalar(a, s):
    """a <= s (s converted to the dtype of a with a float first, as PyTorch)"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(direct_tensor_le_scalar(active, a_tensor, s))


def direct_tensor_le_scalar(active, a_tensor, s):
    """rt_torch_tensor_le_scalar on backend objects."""
    s = args.number(s, "s")
    refuse(active, a_tensor, REFUSES_COMPLEX, "le_scalar")
    return active.le_scalar(a_tensor, s)


@export_op
def rt_torch_tensor_gt_scalar(a, s):
    """a > s (s converted to the dtype of a with a float first, as PyTorch)"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(direct_tensor_gt_scalar(active, a_tensor, s))


def direct_tensor_gt_scalar(active, a_tensor, s):
    """rt_torch_tensor_gt_scalar on backend objects."""
    s = args.number(s, "s")
    refuse(active, a_tensor, REFUSES_COMPLEX, "gt_scalar")
    return active.gt_scalar(a_tensor, s)


@export_op
def rt_torch_tensor_ge_scalar(a, s):
    """a >= s (s converted to the dtype of a with a float first, as PyTorch)"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(direct_tensor_ge_scalar(active, a_tensor, s))


def direct_tensor_ge_scalar(active, a_tensor, s):
    """rt_torch_tensor_ge_scalar on backend objects."""
    s = args.number(s, "s")
    refuse(active, a_tensor, REFUSES_COMPLEX, "ge_scalar")
    return active.ge_scalar(a_tensor, s)


@export_op
def rt_torch_tensor_isnan(a):
    """a is NaN"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(active.isnan(a_tensor))


@export_op
def rt_torch_tensor_isinf(a):
    """a is infinite"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(active.isinf(a_tensor))


@export_op
def rt_torch_tensor_isfinite(a):
    """a is neither infinite nor NaN"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(active.isfinite(a_tensor))


@export_op
def rt_torch_tensor_logical_not(a):
    """a is zero"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(active.logical_not(a_tensor))


@export_op
def rt_torch_tensor_logical_and(a, b):
    """a and b are non-zero, broadcast"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(active.logical_and(a_tensor, b_tensor))


@export_op
def rt_torch_tensor_logical_or(a, b):
    """a or b is non-zero, broadcast"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(active.logical_or(a_tensor, b_tensor))


@export_op
def rt_torch_tensor_logical_xor(a, b):
    """exactly one of a and b is non-zero, broadcast"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(active.logical_xor(a_tensor, b_tensor))


@export_op
def rt_torch_tensor_where(condition, a, b):
    """a where the bool condition holds, else b; all three broadcast, a and b promoted"""
    active = _backend or _start()
    condition_tensor = _tensors.get(condition)
    if condition_tensor is None or type(condition) is not int:   # as args.tensor: True, 1.0 are not 1
        condition_tensor = tensor(condition, "condition")
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(active.where(condition_tensor, a_tensor, b_tensor))


@export_op
def rt_torch_tensor_masked_fill(x, mask, value):
    """x with value where the bool mask holds (x and mask broadcast together)"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    mask_tensor = _tensors.get(mask)
    if mask_tensor is None or type(mask) is not int:   # as args.tensor: True, 1.0 are not 1
        mask_tensor = tensor(mask, "mask")
    return table.add(direct_tensor_masked_fill(active, x_tensor, mask_tensor, value))


def direct_tensor_masked_fill(active, x_tensor, mask_tensor, value):
    """rt_torch_tensor_masked_fill on backend objects."""
    value = args.number(value, "value")
    return active.masked_fill(x_tensor, mask_tensor, value)


@export_op
def rt_torch_tensor_clamp(x, min, max):
    """x limited to [min, max]; a NaN bound is no bound (one must be given)"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_clamp(active, x_tensor, min, max))


def direct_tensor_clamp(active, x_tensor, min, max):
    """rt_torch_tensor_clamp on backend objects."""
    min = args.number(min, "min")
    max = args.number(max, "max")
    refuse(active, x_tensor, REFUSES_COMPLEX, "clamp")
    return active.clamp(x_tensor, min, max)


@export_op
def rt_torch_tensor_bitwise_and(a, b):
    """bitwise and of integer or bool tensors, broadcast and promoted"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(direct_tensor_bitwise_and(active, a_tensor, b_tensor))


def direct_tensor_bitwise_and(active, a_tensor, b_tensor):
    """rt_torch_tensor_bitwise_and on backend objects."""
    refuse(active, a_tensor, REFUSES_FLOATING_COMPLEX, "bitwise_and")
    refuse(active, b_tensor, REFUSES_FLOATING_COMPLEX, "bitwise_and")
    return active.bitwise_and(a_tensor, b_tensor)


@export_op
def rt_torch_tensor_bitwise_or(a, b):
    """bitwise or of integer or bool tensors, broadcast and promoted"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(direct_tensor_bitwise_or(active, a_tensor, b_tensor))


def direct_tensor_bitwise_or(active, a_tensor, b_tensor):
    """rt_torch_tensor_bitwise_or on backend objects."""
    refuse(active, a_tensor, REFUSES_FLOATING_COMPLEX, "bitwise_or")
    refuse(active, b_tensor, REFUSES_FLOATING_COMPLEX, "bitwise_or")
    return active.bitwise_or(a_tensor, b_tensor)


@export_op
def rt_torch_tensor_bitwise_xor(a, b):
    """bitwise xor of integer or bool tensors, broadcast and promoted"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(direct_tensor_bitwise_xor(active, a_tensor, b_tensor))


def direct_tensor_bitwise_xor(active, a_tensor, b_tensor):
    """rt_torch_tensor_bitwise_xor on backend objects."""
    refuse(active, a_tensor, REFUSES_FLOATING_COMPLEX, "bitwise_xor")
    refuse(active, b_tensor, REFUSES_FLOATING_COMPLEX, "bitwise_xor")
    return active.bitwise_xor(a_tensor, b_tensor)


@export_op
def rt_torch_tensor_bitwise_not(a):
    """bitwise complement of an integer tensor (logical not of a bool one)"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    return table.add(direct_tensor_bitwise_not(active, a_tensor))


def direct_tensor_bitwise_not(active, a_tensor):
    """rt_torch_tensor_bitwise_not on backend objects."""
    refuse(active, a_tensor, REFUSES_FLOATING_COMPLEX, "bitwise_not")
    return active.bitwise_not(a_tensor)


@export_op
def rt_torch_tensor_nonzero(x):
    """int64 indices of the non-zero elements, one row of ndim coordinates each, in row-major order"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(active.nonzero(x_tensor))


@export_op
def rt_torch_tensor_prod(x):
    """product (integers and bool give int64) of all elements, as a scalar tensor"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_prod(active, x_tensor))


def direct_tensor_prod(active, x_tensor):
    """rt_torch_tensor_prod on backend objects."""
    return active.prod(x_tensor, None, False)


@export_op
def rt_torch_tensor_prod_dim(x, dim, keepdim):
    """product (integers and bool give int64) along dim; keepdim keeps it as size 1"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_prod_dim(active, x_tensor, dim, keepdim))


def direct_tensor_prod_dim(active, x_tensor, dim, keepdim):
    """rt_torch_tensor_prod_dim on backend objects."""
    ndim = len(active.shape(x_tensor))
    if type(dim) is not int or not -ndim <= dim < ndim:   # args.dim's error
        dim = args.dim(dim, ndim)
    elif dim < 0:
        dim += ndim
    keepdim = args.flag(keepdim, "keepdim")
    return active.prod(x_tensor, dim, keepdim)


@export_op
def rt_torch_tensor_all(x):
    """1 when every element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_all(active, x_tensor))


def direct_tensor_all(active, x_tensor):
    """rt_torch_tensor_all on backend objects."""
    return active.all(x_tensor, None, False)


@export_op
def rt_torch_tensor_all_dim(x, dim, keepdim):
    """1 when every element is non-zero (bool; uint8 for uint8) along dim; keepdim keeps it as size 1"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_all_dim(active, x_tensor, dim, keepdim))


def direct_tensor_all_dim(active, x_tensor, dim, keepdim):
    """rt_torch_tensor_all_dim on backend objects."""
    ndim = len(active.shape(x_tensor))
    if type(dim) is not int or not -ndim <= dim < ndim:   # args.dim's error
        dim = args.dim(dim, ndim)
    elif dim < 0:
        dim += ndim
    keepdim = args.flag(keepdim, "keepdim")
    return active.all(x_tensor, dim, keepdim)


@export_op
def rt_torch_tensor_any(x):
    """1 when some element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_any(active, x_tensor))


def direct_tensor_any(active, x_tensor):
    """rt_torch_tensor_any on backend objects."""
    return active.any(x_tensor, None, False)


@export_op
def rt_torch_tensor_any_dim(x, dim, keepdim):
    """1 when some element is non-zero (bool; uint8 for uint8) along dim; keepdim keeps it as size 1"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_any_dim(active, x_tensor, dim, keepdim))


def direct_tensor_any_dim(active, x_tensor, dim, keepdim):
    """rt_torch_tensor_any_dim on backend objects."""
    ndim = len(active.shape(x_tensor))
    if type(dim) is not int or not -ndim <= dim < ndim:   # args.dim's error
        dim = args.dim(dim, ndim)
    elif dim < 0:
        dim += ndim
    keepdim = args.flag(keepdim, "keepdim")
    return active.any(x_tensor, dim, keepdim)


@export_op
def rt_torch_tensor_logsumexp(x, dim, keepdim):
    """log of the sum of exp along dim, without overflow"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_logsumexp(active, x_tensor, dim, keepdim))


def direct_tensor_logsumexp(active, x_tensor, dim, keepdim):
    """rt_torch_tensor_logsumexp on backend objects."""
    ndim = len(active.shape(x_tensor))
    if type(dim) is not int or not -ndim <= dim < ndim:   # args.dim's error
        dim = args.dim(dim, ndim)
    elif dim < 0:
        dim += ndim
    keepdim = args.flag(keepdim, "keepdim")
    refuse(active, x_tensor, REFUSES_COMPLEX, "logsumexp")
    return active.logsumexp(x_tensor, dim, keepdim)


@export_op
def rt_torch_tensor_cumsum(x, dim):
    """running sum along dim (integers and bool give int64)"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_cumsum(active, x_tensor, dim))


def direct_tensor_cumsum(active, x_tensor, dim):
    """rt_torch_tensor_cumsum on backend objects."""
    ndim = len(active.shape(x_tensor))
    if type(dim) is not int or not -ndim <= dim < ndim:   # args.dim's error
        dim = args.dim(dim, ndim)
    elif dim < 0:
        dim += ndim
    return active.cumsum(x_tensor, dim)


@export_op
def rt_torch_tensor_cumprod(x, dim):
    """running product along dim (integers and bool give int64)"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_cumprod(active, x_tensor, dim))


def direct_tensor_cumprod(active, x_tensor, dim):
    """rt_torch_tensor_cumprod on backend objects."""
    ndim = len(active.shape(x_tensor))
    if type(dim) is not int or not -ndim <= dim < ndim:   # args.dim's error
        dim = args.dim(dim, ndim)
    elif dim < 0:
        dim += ndim
    return active.cumprod(x_tensor, dim)


@export_op
def rt_torch_tensor_tril(x, diagonal):
    """lower triangle of the last two dims (above diagonal set to 0)"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_tril(active, x_tensor, diagonal))


def direct_tensor_tril(active, x_tensor, diagonal):
    """rt_torch_tensor_tril on backend objects."""
    diagonal = args.integer(diagonal, "diagonal")
    return active.tril(x_tensor, diagonal)


@export_op
def rt_torch_tensor_triu(x, diagonal):
    """upper triangle of the last two dims (below diagonal set to 0)"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_triu(active, x_tensor, diagonal))


def direct_tensor_triu(active, x_tensor, diagonal):
    """rt_torch_tensor_triu on backend objects."""
    diagonal = args.integer(diagonal, "diagonal")
    return active.triu(x_tensor, diagonal)


@export_op
def rt_torch_tensor_roll(x, shifts, dim):
    """elements shifted along dim, wrapping around"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_roll(active, x_tensor, shifts, dim))


def direct_tensor_roll(active, x_tensor, shifts, dim):
    """rt_torch_tensor_roll on backend objects."""
    shifts = args.integer(shifts, "shifts")
    ndim = len(active.shape(x_tensor))
    if type(dim) is not int or not -ndim <= dim < ndim:   # args.dim's error
        dim = args.dim(dim, ndim)
    elif dim < 0:
        dim += ndim
    return active.roll(x_tensor, shifts, dim)


@export_op
def rt_torch_tensor_flip(x, dim):
    """order reversed along dim"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_flip(active, x_tensor, dim))


def direct_tensor_flip(active, x_tensor, dim):
    """rt_torch_tensor_flip on backend objects."""
    ndim = len(active.shape(x_tensor))
    if type(dim) is not int or not -ndim <= dim < ndim:   # args.dim's error
        dim = args.dim(dim, ndim)
    elif dim < 0:
        dim += ndim
    return active.flip(x_tensor, dim)


@export_op
def rt_torch_tensor_argwhere(x):
    """int64 (n, ndim) coordinates of the non-zero elements, in row-major order (as rt_torch_tensor_nonzero)"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(active.argwhere(x_tensor))


@export_op
def rt_torch_tensor_fmax(a, b):
    """larger of a and b, broadcast; a NaN loses to a number (NaN only where both are)"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(direct_tensor_fmax(active, a_tensor, b_tensor))


def direct_tensor_fmax(active, a_tensor, b_tensor):
    """rt_torch_tensor_fmax on backend objects."""
    refuse(active, a_tensor, REFUSES_COMPLEX, "fmax")
    refuse(active, b_tensor, REFUSES_COMPLEX, "fmax")
    return active.fmax(a_tensor, b_tensor)


@export_op
def rt_torch_tensor_fmin(a, b):
    """smaller of a and b, broadcast; a NaN loses to a number (NaN only where both are)"""
    active = _backend or _start()
    a_tensor = _tensors.get(a)
    if a_tensor is None or type(a) is not int:   # as args.tensor: True, 1.0 are not 1
        a_tensor = tensor(a, "a")
    b_tensor = _tensors.get(b)
    if b_tensor is None or type(b) is not int:   # as args.tensor: True, 1.0 are not 1
        b_tensor = tensor(b, "b")
    return table.add(direct_tensor_fmin(active, a_tensor, b_tensor))


def direct_tensor_fmin(active, a_tensor, b_tensor):
    """rt_torch_tensor_fmin on backend objects."""
    refuse(active, a_tensor, REFUSES_COMPLEX, "fmin")
    refuse(active, b_tensor, REFUSES_COMPLEX, "fmin")
    return active.fmin(a_tensor, b_tensor)


@export_op
def rt_torch_tensor_nansum(x):
    """sum with NaNs counted as zero (integers and bool give int64) of all elements, as a scalar tensor"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_nansum(active, x_tensor))


def direct_tensor_nansum(active, x_tensor):
    """rt_torch_tensor_nansum on backend objects."""
    refuse(active, x_tensor, REFUSES_COMPLEX, "nansum")
    return active.nansum(x_tensor, None, False)


@export_op
def rt_torch_tensor_nansum_dim(x, dim, keepdim):
    """sum with NaNs counted as zero (integers and bool give int64) along dim; keepdim keeps it as size 1"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_nansum_dim(active, x_tensor, dim, keepdim))


def direct_tensor_nansum_dim(active, x_tensor, dim, keepdim):
    """rt_torch_tensor_nansum_dim on backend objects."""
    ndim = len(active.shape(x_tensor))
    if type(dim) is not int or not -ndim <= dim < ndim:   # args.dim's error
        dim = args.dim(dim, ndim)
    elif dim < 0:
        dim += ndim
    keepdim = args.flag(keepdim, "keepdim")
    refuse(active, x_tensor, REFUSES_COMPLEX, "nansum")
    return active.nansum(x_tensor, dim, keepdim)


@export_op
def rt_torch_tensor_select(x, dim, index):
    """the part of x at index along dim, which drops out (a view, as torch.select); index in [-size, size), negative
    counting from the end, else RT_ERR_INVALID_ARGUMENT; a 0-dim x: RT_ERR_SHAPE"""
    active = _backend or _start()
    x_tensor = _tensors.get(x)
    if x_tensor is None or type(x) is not int:   # as args.tensor: True, 1.0 are not 1
        x_tensor = tensor(x, "x")
    return table.add(direct_tensor_select(active, x_tensor, dim, index))


def direct_tensor_select(active, x_tensor, dim, index):
    """rt_torch_tensor_select on backend objects."""
    ndim = len(active.shape(x_tensor))
    if type(dim) is not int or not -ndim <= dim < ndim:   # args.dim's error
        dim = args.dim(dim, ndim)
    elif dim < 0:
        dim += ndim
    index = position(active, x_tensor, dim, index)
    return active.select(x_tensor, dim, index)
