"""Parity of ABI 1.3's comparison, logic and mask ops, prod/all/any, logsumexp, the scans, the triangles,
roll, flip and nonzero: values and dtypes (PyTorch's promotion), gradients against PyTorch's autograd and
finite differences, and the same error codes."""

from __future__ import annotations

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
