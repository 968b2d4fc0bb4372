"""Parity of ABI 1.3's comparison, logic and mask ops, prod/all/any, logsumexp, the scans, the triangles,
roll, flip and nonzero: values and dtypes (PyTorch's promotion), gradients against PyTorch's autograd and
finite differences, and the same error codes."""

from __future__ import annotations

import math

import ml_dtypes
import numpy as np
import pytest

from simple_torch.abi.enums import ErrorCode

from .parity import check_error, check_op, fresh

COMPARISONS = ["eq", "ne", "lt", "le", "gt", "ge"]
SPECIAL = np.array([0.0, -0.0, 1.5, -2.0, np.inf, -np.inf, np.nan], np.float32)


@pytest.mark.parametrize("op", COMPARISONS)
@pytest.mark.parametrize("left, right", [
    (np.float32, np.float32), (np.int32, np.float64), (np.int64, np.uint8), (np.bool_, np.int16),
    (np.float16, ml_dtypes.bfloat16)])
def test_comparison_of_tensors(op, left, right):
    a = np.round(fresh((2, 3)) * 2).astype(left)   # rounded: some elements equal across the operands
    b = np.round(fresh((3,)) * 2).astype(right)
    check_op(op, a, b, grad=False)


@pytest.mark.parametrize("op", COMPARISONS)
def test_comparison_with_special_values(op):
    check_op(op, SPECIAL, SPECIAL[::-1].copy(), grad=False)
    check_op(op, SPECIAL[:, None], SPECIAL[None, :], grad=False)   # broadcast, every pair


@pytest.mark.parametrize("op", COMPARISONS)
@pytest.mark.parametrize("array, scalar", [
    (SPECIAL, 1.5), (np.array([1, 2, 3], np.int64), 2.0), (np.array([1, 2, 3], np.int32), 2.5),
    (np.array([0.1, 0.2], np.float16), 0.1), (np.array([True, False]), 1.0), (SPECIAL, float("nan"))])
def test_comparison_with_a_number(op, array, scalar):
    check_op(f"{op}_scalar", array, args=(scalar,), grad=False)


@pytest.mark.parametrize("op", ["lt", "le", "gt", "ge"])
def test_complex_numbers_are_not_ordered(op):
    z = np.array([1 + 1j], np.complex64)
    check_error(op, z, z)


def test_complex_equality():
    z = np.array([1 + 1j, 2 - 1j], np.complex64)
    check_op("eq", z, np.array([1 + 1j, 2 + 1j], np.complex64), grad=False)


@pytest.mark.parametrize("op", ["isnan", "isinf", "isfinite", "logical_not"])
@pytest.mark.parametrize("array", [SPECIAL, np.array([0, 3, -1], np.int64), np.array([True, False]),
                                   np.array([np.nan + 1j, 0j, np.inf * 1j], np.complex64)])
def test_predicates(op, array):
    check_op(op, array, grad=False)


@pytest.mark.parametrize("op", ["logical_and", "logical_or", "logical_xor"])
def test_logical_of_two(op):
    check_op(op, np.array([[0.0, 1.5], [np.nan, 0.0]], np.float32), np.array([3, 0], np.int64), grad=False)


@pytest.mark.parametrize("shapes", [((2, 3), (2, 3), (2, 3)), ((2, 1), (3,), (2, 3)), ((), (2,), ())])
def test_where(shapes):
    condition = fresh(shapes[0]) > 0
    check_op("where", condition, shapes[1], shapes[2])


def test_where_promotes_and_refuses_a_condition_that_is_not_bool():
    check_op("where", np.array([True, False]), np.array([1, 2], np.int32), np.array([0.5, 1.5], np.float64), grad=False)
    assert check_error("where", np.array([1, 0]), fresh((2,)), fresh((2,))) == ErrorCode.DTYPE


@pytest.mark.parametrize("mask_shape", [(2, 3), (3,), (2, 1)])
def test_masked_fill(mask_shape):
    check_op("masked_fill", (2, 3), fresh(mask_shape) > 0, args=(7.5,))


def test_masked_fill_keeps_integers_and_broadcasts_both_ways():
    check_op("masked_fill", np.array([1, 2, 3], np.int64), np.array([True, False, True]), args=(2.7,), grad=False)
    check_op("masked_fill", (3,), fresh((2, 3)) > 0, args=(-1.0,))
    assert check_error("masked_fill", fresh((2,)), np.array([1, 0]), args=(1.0,)) == ErrorCode.DTYPE


@pytest.mark.parametrize("low, high", [(-0.5, 0.5), (float("nan"), 0.0), (0.0, float("nan")), (1.0, -1.0)])
def test_clamp(low, high):
    check_op("clamp", (3, 4), args=(low, high))


def test_clamp_of_integers_and_without_bounds():
    check_op("clamp", np.array([1, 5, -3], np.int64), args=(0.5, float("nan")), grad=False)
    check_op("clamp", np.array([1, 5, -3], np.int64), args=(float("nan"), 2.0), grad=False)
    assert check_error("clamp", fresh((2,)), args=(float("nan"), float("nan"))) == ErrorCode.INVALID_ARGUMENT


@pytest.mark.parametrize("op", ["prod", "all", "any"])
@pytest.mark.parametrize("dim", [None, 0, 1, -1])
@pytest.mark.parametrize("keepdim", [False, True])
def test_prod_all_any(op, dim, keepdim):
    check_op(op, (3, 4), args=(dim, keepdim), grad=op == "prod")


def test_prod_with_zeros_and_of_integers():
    x = np.array([[0.5, 0.0, 2.0], [0.0, 0.0, 3.0], [1.5, -1.0, 2.0]], np.float32)
    check_op("prod", x, args=(1, False))
    check_op("prod", x, args=(None, False))
    check_op("prod", np.array([[2, 3], [4, 5]], np.int32), args=(0, False), grad=False)
    check_op("all", np.array([1, 2], np.uint8), args=(None, False), grad=False)   # uint8 stays uint8
    check_op("any", np.array([[True, False]]), args=(1, True), grad=False)


@pytest.mark.parametrize("dim, keepdim", [(0, False), (1, True), (-1, False)])
def test_logsumexp(dim, keepdim):
    check_op("logsumexp", (3, 4), args=(dim, keepdim))
    check_op("logsumexp", np.array([[1000.0, 1000.0], [-np.inf, 0.0]], np.float32), args=(dim, keepdim), grad=False)


@pytest.mark.parametrize("op", ["cumsum", "cumprod"])
@pytest.mark.parametrize("dim", [0, 1, -1])
def test_scans(op, dim):
    check_op(op, (3, 4), args=(dim,))


def test_scans_with_zeros_and_integers():
    x = np.array([[0.5, 0.0, 2.0, 0.0], [1.5, -1.0, 0.0, 3.0]], np.float32)
    check_op("cumprod", x, args=(1,))
    check_op("cumsum", np.array([True, True, False]), args=(0,), grad=False)   # int64
    check_op("cumprod", np.array([2, 3, 4], np.int16), args=(0,), grad=False)


@pytest.mark.parametrize("op", ["tril", "triu"])
@pytest.mark.parametrize("diagonal", [0, 1, -2])
def test_triangles(op, diagonal):
    check_op(op, (2, 3, 4), args=(diagonal,))


def test_a_triangle_needs_two_dims():
    assert check_error("tril", fresh((3,)), args=(0,)) == ErrorCode.SHAPE


@pytest.mark.parametrize("shifts, dim", [(1, 0), (-2, 1), (7, -1)])
def test_roll_and_flip(shifts, dim):
    check_op("roll", (3, 4), args=(shifts, dim))
    check_op("flip", (3, 4), args=(dim,))


@pytest.mark.parametrize("array", [np.array([[0.0, 1.5], [np.nan, 0.0]], np.float32), np.array([0, 3, 0, -1]),
                                   np.array([[[True, False]], [[False, True]]]), np.zeros((0, 2), np.float32)])
def test_nonzero(array):
    check_op("nonzero", array, grad=False)


# -- ABI 1.3, comparison and logic: bitwise operations and whole-tensor tests ---------------------------
@pytest.mark.parametrize("op", ["bitwise_and", "bitwise_or", "bitwise_xor"])
@pytest.mark.parametrize("left, right", [(np.int64, np.int64), (np.int32, np.uint8), (np.bool_, np.bool_),
                                         (np.bool_, np.int16)])
def test_bitwise_of_two(op, left, right):
    a = np.array([[0, 5, -3], [7, 1, 12]]).astype(left)
    b = np.array([6, 3, 1]).astype(right)
    check_op(op, a, b, grad=False)


@pytest.mark.parametrize("array", [np.array([0, 5, -3], np.int64), np.array([0, 200], np.uint8),
                                   np.array([True, False])])
def test_bitwise_not(array):
    check_op("bitwise_not", array, grad=False)


@pytest.mark.parametrize("op, arrays", [("bitwise_and", (np.ones(2, np.float32), np.ones(2, np.int64))),
                                        ("bitwise_not", (np.ones(2, np.float64),)),
                                        ("bitwise_xor", (np.ones(2, np.complex64), np.ones(2, np.complex64)))])
def test_bitwise_refuses_floating_and_complex(op, arrays):
    assert check_error(op, *arrays) == ErrorCode.DTYPE


@pytest.mark.parametrize("a, b", [
    (SPECIAL, SPECIAL), (np.array([1.0, 2.0], np.float32), np.array([1.0, 2.0], np.float32)),
    (np.array([1.0, 2.0], np.float32), np.array([1.0, 2.5], np.float32)),
    (np.array([1, 2], np.int64), np.array([1.0, 2.0], np.float32)),      # another dtype: not equal
    (np.array([1, 2], np.int64), np.array([[1, 2]], np.int64))])         # another shape: not equal
def test_equal(a, b):
    from .parity import NUMPY, TORCH, NTensor, to_torch
    assert NUMPY.equal(NTensor(a), NTensor(b)) == TORCH.equal(to_torch(a), to_torch(b))


@pytest.mark.parametrize("a, b, rtol, atol, equal_nan", [
    (SPECIAL, SPECIAL, 1e-5, 1e-8, False), (SPECIAL, SPECIAL, 1e-5, 1e-8, True),
    (np.array([1.0, 100.0]), np.array([1.0 + 1e-9, 100.001]), 1e-5, 1e-8, False),
    (np.array([1.0, 100.0]), np.array([1.0 + 1e-9, 100.0001]), 1e-5, 1e-8, False),
    (np.array([[1.0], [2.0]], np.float32), np.array([1.0, 2.0], np.float32), 0.0, 0.5, False),   # broadcast
    (np.array([1, 3], np.int64), np.array([2, 3], np.int64), 0.0, 1.0, False)])
def test_allclose(a, b, rtol, atol, equal_nan):
    from .parity import NUMPY, TORCH, NTensor, to_torch
    expected = TORCH.allclose(to_torch(a), to_torch(b), rtol, atol, equal_nan)
    assert NUMPY.allclose(NTensor(a), NTensor(b), rtol, atol, equal_nan) == expected


def test_allclose_wants_one_dtype():
    assert check_error("allclose", np.ones(2, np.float32), np.ones(2), args=(1e-5, 1e-8, False)) == ErrorCode.DTYPE


# -- ABI 1.3, the rest of the element-wise math ----------------------------------------------------------
def _away_from_steps(shape, divisor=0.7):
    """Values whose quotients by divisor stay away from integers: fmod and remainder jump there."""
    return (np.round(fresh(shape) * 4) + 0.5).astype(np.float32) * divisor


@pytest.mark.parametrize("op", ["fmod", "remainder"])
def test_modulo_of_tensors(op):
    divisor = np.array([0.7, -0.7, 1.4], np.float32)
    check_op(op, _away_from_steps((2, 3)), divisor)
    check_op(op, np.array([[7, -7], [5, -5]], np.int64), np.array([3, -3], np.int32), grad=False)
    check_op(op, np.array([7, -7], np.int32), np.array([2.5, -2.5], np.float64), grad=False)


@pytest.mark.parametrize("op", ["fmod_scalar", "remainder_scalar"])
@pytest.mark.parametrize("array, s", [(np.array([5.5, -5.5, 0.25], np.float32), 2.0),
                                      (np.array([5.5, -5.5, 0.25], np.float32), -1.5),
                                      (np.array([7, -7, 3], np.int64), 2.5),
                                      (np.array([1.0, np.inf, np.nan], np.float32), 0.0)])
def test_modulo_by_a_number(op, array, s):
    check_op(op, array, args=(s,), grad=bool(np.isfinite(array).all()) and s != 0)   # NaN: no finite differences


@pytest.mark.parametrize("op", ["fmod", "remainder"])
def test_integer_modulo_by_zero_is_invalid(op):
    assert check_error(op, np.array([1, 2], np.int64), np.array([1, 0], np.int64)) == ErrorCode.INVALID_ARGUMENT


def test_logaddexp():
    check_op("logaddexp", (2, 3), (3,))
    check_op("logaddexp", np.array([1000.0, -1000.0, -np.inf], np.float64), np.array([1000.0, -1000.0, 0.0]),
             grad=False)
    check_op("logaddexp", np.array([1.0, 2.0], np.float16), np.array([0.5], np.float32))


def test_lerp():
    check_op("lerp", (2, 3), (3,), (2, 1))
    check_op("lerp_scalar", (2, 3), (2, 3), args=(0.25,))
    check_op("lerp_scalar", (3,), (2, 3), args=(1.5,))


def test_lerp_wants_one_floating_dtype():
    assert check_error("lerp_scalar", np.ones(2, np.float32), np.ones(2), args=(0.5,)) == ErrorCode.DTYPE
    assert check_error("lerp", np.ones(2, np.float32), np.ones(2, np.float32), np.ones(2)) == ErrorCode.DTYPE


@pytest.mark.parametrize("op", ["addcmul", "addcdiv"])
def test_addcmul_addcdiv(op):
    divisor = np.abs(fresh((3,))) + 0.5
    check_op(op, (2, 3), (2, 1), divisor, args=(0.5,))
    check_op(op, np.array([1, 2], np.int64), np.array([1.5, 2.0], np.float32), np.array([2.0, 4.0], np.float64),
             args=(2.0,), grad=False)


def test_addcmul_of_integers_and_addcdiv_refusing_them():
    ints = np.array([3, -4], np.int64)
    check_op("addcmul", ints, ints, ints, args=(2.0,), grad=False)
    assert check_error("addcdiv", np.ones(2, np.float32), ints, ints, args=(1.0,)) == ErrorCode.DTYPE


@pytest.mark.parametrize("args", [(0.0, float("nan"), float("nan")), (1.5, 100.0, -100.0)])
@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.float16, ml_dtypes.bfloat16])
def test_nan_to_num(args, dtype):
    # gradients only with finite replacements: the dtype's largest value would overflow the weighted loss
    check_op("nan_to_num", SPECIAL.astype(dtype), args=args, grad=not math.isnan(args[1]), fd=False)


def test_nan_to_num_of_integers_and_complex():
    check_op("nan_to_num", np.array([1, -2], np.int64), args=(0.0, float("nan"), float("nan")), grad=False)
    z = np.array([complex(np.nan, np.inf), complex(-np.inf, 1)], np.complex64)
    check_op("nan_to_num", z, args=(2.0, float("nan"), -3.0), grad=False)


@pytest.mark.parametrize("beta, threshold", [(1.0, 20.0), (2.0, 1.0), (0.5, 5.0)])
def test_softplus(beta, threshold):
    # away from the threshold, where the linear region begins with a jump in the derivative
    x = (np.round(fresh((2, 5)) * 4) + 0.25).astype(np.float32)
    check_op("softplus", x, args=(beta, threshold))
