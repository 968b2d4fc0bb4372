"""Parity of reductions over all elements and along a dim, with keepdim."""

from __future__ import annotations

import numpy as np
import pytest

from .parity import check_error, check_op

OPS = ["sum", "mean", "max", "min", "std", "var"]


SPREAD = ["std", "var"]   # one element has no unbiased spread: those cases are in test_std_of_one_element


WHOLE = [(op, shape) for op in OPS for shape in [(), (6,), (3, 4), (2, 3, 4)] if op not in SPREAD or shape]
ALONG = [(op, shape, dim) for op in OPS
         for shape, dim in [((6,), 0), ((3, 4), 0), ((3, 4), 1), ((2, 3, 4), 2), ((), 0)] if op not in SPREAD or shape]


@pytest.mark.parametrize("op, shape", WHOLE)
def test_whole(op, shape):
    check_op(op, shape, args=(None, False))


@pytest.mark.parametrize("op, shape, dim", ALONG)
@pytest.mark.parametrize("keepdim", [False, True])
def test_along(op, shape, dim, keepdim):
    check_op(op, shape, args=(dim, keepdim))


@pytest.mark.parametrize("op", ["argmax", "argmin"])
@pytest.mark.parametrize("dim, keepdim", [(None, False), (0, False), (1, True)])
def test_arg(op, dim, keepdim):
    check_op(op, (4, 5), args=(dim, keepdim), grad=False)


@pytest.mark.parametrize("op", ["max", "min"])
def test_ties_share_the_gradient(op):
    x = np.array([[1.0, 3.0, 3.0], [2.0, 2.0, 0.5]], np.float32)
    check_op(op, x, args=(None, False), fd=False)
    check_op(op, x, args=(1, False), fd=False)


@pytest.mark.parametrize("dtype", [np.int32, np.bool_, np.uint8])
def test_sum_of_integers_is_int64(dtype):
    out = check_op("sum", (np.arange(12) % 3).astype(dtype).reshape(3, 4), args=(1, False), grad=False)
    assert out[0].dtype == np.int64


@pytest.mark.parametrize("op", ["max", "min", "argmax"])
def test_integers(op):
    check_op(op, np.array([[3, -1, 7], [2, 9, 0]], np.int64), args=(1, True), grad=False)


def test_std_of_one_element_is_nan_on_both():
    out = check_op("std", np.array([1.5], np.float32), args=(None, False), grad=False)
    assert np.isnan(out[0])


@pytest.mark.parametrize("op", ["mean", "std", "var"])
def test_integer_input_fails_alike(op):
    check_error(op, np.arange(6, dtype=np.int64), args=(None, False))


def test_half_precision_sum():
    check_op("sum", (4, 8), dtype=np.float16, args=(1, False), rtol=1e-3, atol=1e-3, fd=False)
