"""Parity of element-wise arithmetic: values, PyTorch's type promotion, gradients, error codes."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from .parity import check_error, check_op, fresh

BINARY = ["add", "sub", "mul", "div"]
SHAPES = [((2, 3), (2, 3)), ((2, 3), (3,)), ((4, 1), (1, 5)), ((), (3,)), ((2, 1, 3), (4, 1))]


@pytest.mark.parametrize("op", BINARY)
@pytest.mark.parametrize("shapes", SHAPES)
def test_binary(op, shapes):
    check_op(op, *shapes)


@pytest.mark.parametrize("op", BINARY)
@pytest.mark.parametrize("left, right", [
    (np.int32, np.float64), (np.int64, np.float32), (np.uint8, np.int8), (np.float16, np.float32),
    (np.bool_, np.int16), (np.int64, np.int64), (np.float16, ml_dtypes.bfloat16), (np.complex64, np.float64),
])
def test_binary_type_promotion(op, left, right):
    if op == "sub" and left == np.bool_:   # PyTorch refuses subtraction with any bool operand
        check_error(op, np.array([True, False]), np.array([1, 2], np.int16))
        return
    a = (fresh((2, 3)) * 3 + 5).astype(left) if np.dtype(left).kind in "iub" else fresh((2, 3)).astype(left)
    b = (fresh((3,)) * 3 + 5).astype(right) if np.dtype(right).kind in "iub" else fresh((3,)).astype(right)
    check_op(op, a, b, grad=False, rtol=1e-3 if np.float16 in (left, right) or ml_dtypes.bfloat16 in (left, right) else 1e-5)


@pytest.mark.parametrize("op", BINARY)
def test_zero_dim_tensor_does_not_win_within_a_category(op):
    check_op(op, fresh((3,)).astype(np.float32), np.asarray(fresh(()), np.float64), grad=False)
    check_op(op, (fresh((3,)) * 4 + 8).astype(np.int32), np.asarray(7, np.int64), grad=False)


@pytest.mark.parametrize("op", BINARY)
def test_broadcast_mismatch_fails_alike(op):
    check_error(op, fresh((2, 3)), fresh((4,)))


def test_bool_sub_and_neg_fail_alike():
    a = np.array([True, False])
    check_error("sub", a, a)
    check_error("neg", a)


@pytest.mark.parametrize("op", ["neg", "abs", "exp"])
@pytest.mark.parametrize("shape", [(), (5,), (2, 3, 4)])
def test_unary(op, shape):
    check_op(op, shape)


@pytest.mark.parametrize("op", ["sqrt", "log"])
@pytest.mark.parametrize("shape", [(), (5,), (2, 3, 4)])
def test_unary_positive_domain(op, shape):
    check_op(op, np.abs(fresh(shape)))


@pytest.mark.parametrize("op", ["sqrt", "exp", "log", "abs", "neg"])
def test_unary_on_integers(op):
    check_op(op, np.arange(1, 7, dtype=np.int64).reshape(2, 3), grad=False)


@pytest.mark.parametrize("exponent", [2.0, 3.0, 0.5, -1.0, -2.5])
def test_pow(exponent):
    check_op("pow", np.abs(fresh((3, 4))), args=(exponent,))


def test_pow_of_integers_gives_float():
    check_op("pow", np.arange(1, 5, dtype=np.int32), args=(2.0,), grad=False)


@pytest.mark.parametrize("op", ["add_scalar", "mul_scalar"])
@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.float16])
def test_scalar_ops(op, dtype):
    check_op(op, fresh((2, 3)).astype(dtype), args=(2.5,), rtol=1e-3 if dtype == np.float16 else 1e-5)


@pytest.mark.parametrize("op", ["add_scalar", "mul_scalar"])
def test_scalar_ops_on_integers_give_float32(op):
    out = check_op(op, np.arange(6, dtype=np.int64), args=(1.5,), grad=False)
    assert out[0].dtype == np.float32


def test_shared_input_accumulates_gradient():
    check_op("mul", np.full((3,), 2.0, np.float32), np.full((3,), 2.0, np.float32))


# -- ABI 1.3: element-wise math ----------------------------------------------------------------------------
# (op, inputs in the op's domain, away from its singular points): values, gradients against PyTorch's and
# finite differences, in float32 and float64
MATH = [
    ("sin", lambda shape: fresh(shape)), ("cos", lambda shape: fresh(shape)),
    ("tan", lambda shape: fresh(shape) * 0.8), ("asin", lambda shape: fresh(shape) * 0.6),
    ("acos", lambda shape: fresh(shape) * 0.6), ("atan", lambda shape: fresh(shape)),
    ("sinh", lambda shape: fresh(shape)), ("cosh", lambda shape: fresh(shape)),
    ("rsqrt", lambda shape: np.abs(fresh(shape))), ("reciprocal", lambda shape: fresh(shape)),
    ("log1p", lambda shape: np.abs(fresh(shape))), ("expm1", lambda shape: fresh(shape)),
    ("log2", lambda shape: np.abs(fresh(shape))), ("log10", lambda shape: np.abs(fresh(shape))),
    ("exp2", lambda shape: fresh(shape)), ("erf", lambda shape: fresh(shape)),
    ("erfinv", lambda shape: fresh(shape) * 0.6), ("square", lambda shape: fresh(shape)),
    ("frac", lambda shape: fresh(shape) * 0.9 + np.sign(fresh(shape)) * 2),
]
MATH_OPS = [op for op, _ in MATH]


@pytest.mark.parametrize("op, make", MATH, ids=MATH_OPS)
@pytest.mark.parametrize("shape", [(), (2, 3)])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_math(op, make, shape, dtype):
    check_op(op, make(shape).astype(dtype))


@pytest.mark.parametrize("op, make", MATH, ids=MATH_OPS)
@pytest.mark.parametrize("dtype", [np.float16, ml_dtypes.bfloat16])
def test_math_in_half_precision(op, make, dtype):
    check_op(op, make((2, 3)).astype(dtype), rtol=1e-2, atol=1e-2, fd=False)


@pytest.mark.parametrize("op", ["sin", "cos", "tan", "atan", "sinh", "cosh", "rsqrt", "reciprocal", "log1p",
                                "expm1", "log2", "log10", "exp2", "square"])
def test_math_of_complex(op):
    z = (fresh((2, 3)) + 1j * fresh((2, 3)) * 0.5).astype(np.complex128)
    check_op(op, z, fd=False)


# the dtypes PyTorch refuses (frac of integers, roundings of bool, ...) are refused by the runtime, before
# either backend: tests/runtime/test_math.py
INTEGER_CASES = [(op, dtype) for op in MATH_OPS + ["sign", "floor", "ceil", "round", "trunc"]
                 for dtype in (np.int64, np.int32, np.uint8, np.bool_)
                 if op != "frac" and not (dtype == np.bool_ and op in ("floor", "ceil", "round", "trunc"))]


@pytest.mark.parametrize("op, dtype", INTEGER_CASES, ids=[f"{op}-{np.dtype(d).name}" for op, d in INTEGER_CASES])
def test_math_of_integers_and_bool(op, dtype):
    """Floating ops give float32; square, sign and the roundings keep integers (bool squares to int64)."""
    if dtype == np.bool_:
        values = np.arange(6).reshape(2, 3) % 2 == 1
    else:
        values = np.arange(1, 7).reshape(2, 3).astype(dtype)
    check_op(op, values, grad=False)


@pytest.mark.parametrize("op", ["sign", "floor", "ceil", "round", "trunc"])
@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.float16])
def test_steps_and_their_zero_gradient(op, dtype):
    """Piecewise constant: values at halves and negatives (round is half to even), gradient zero."""
    values = np.array([[-2.5, -1.5, -0.5, 0.0], [0.5, 1.5, 2.5, 3.7]], dtype=dtype)
    check_op(op, values, fd=False)


def test_sign_of_nan_is_zero():
    check_op("sign", np.array([np.nan, -0.0, np.inf, -3.0], np.float32), grad=False)


@pytest.mark.parametrize("op", ["maximum", "minimum", "atan2"])
@pytest.mark.parametrize("shapes", SHAPES)
def test_binary_math(op, shapes):
    check_op(op, *shapes)


@pytest.mark.parametrize("op", ["maximum", "minimum"])
def test_extremes_split_a_tie(op):
    check_op(op, np.array([1.0, 2.0, 3.0], np.float32), np.array([1.0, 1.0, 4.0], np.float32), fd=False)


@pytest.mark.parametrize("op", ["maximum", "minimum", "atan2"])
@pytest.mark.parametrize("left, right", [(np.int64, np.int64), (np.int32, np.float32), (np.bool_, np.bool_),
                                         (np.uint8, np.int8), (np.float16, np.float64)])
def test_binary_math_promotes_like_pytorch(op, left, right):
    check_op(op, np.array([[1, 0, 3]]).astype(left), np.array([[2], [0]]).astype(right), grad=False)


@pytest.mark.parametrize("shapes", SHAPES)
def test_pow_with_a_tensor_of_exponents(shapes):
    """Positive bases (a negative one to a fractional power is NaN on both), gradients for both operands."""
    base = np.abs(fresh(shapes[0], np.float32)) + 0.5
    check_op("pow_tensor", base, shapes[1])


def test_pow_tensor_at_zero_and_zero_powers_has_pytorchs_gradients():
    check_op("pow_tensor", np.array([0.0, 0.0, 2.0, -1.5, 3.0], np.float32),
             np.array([0.0, 2.0, 0.0, 2.0, -1.0], np.float32), fd=False)


@pytest.mark.parametrize("left, right", [(np.int64, np.int64), (np.int32, np.int8), (np.int16, np.int64),
                                         (np.int32, np.float32), (np.float16, np.float64)])
def test_pow_tensor_promotes_and_truncates_negative_integer_powers_like_pytorch(left, right):
    bases = np.array([[2, 1, -1, 0, -2, 3]]).astype(left)
    check_op("pow_tensor", bases, np.array([[-1], [2], [3]]).astype(right), grad=False)

