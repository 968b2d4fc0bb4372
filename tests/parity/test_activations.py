"""Parity of activations: values, gradients against PyTorch and finite differences, dtype errors."""

from __future__ import annotations

import numpy as np
import pytest

from .parity import check_error, check_op

SHAPES = [(), (7,), (3, 4), (2, 3, 5)]


@pytest.mark.parametrize("op", ["relu", "sigmoid", "tanh", "gelu"])
@pytest.mark.parametrize("shape", SHAPES)
def test_pointwise(op, shape):
    check_op(op, shape)


@pytest.mark.parametrize("slope", [0.01, 0.2, -0.5])
def test_leaky_relu(slope):
    check_op("leaky_relu", (4, 5), args=(slope,))


@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
@pytest.mark.parametrize("shape, dim", [((5,), 0), ((3, 4), 0), ((3, 4), 1), ((2, 3, 4), 1), ((), 0)])
def test_softmax(op, shape, dim):
    check_op(op, shape, args=(dim,))


@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
def test_softmax_is_stable_for_large_logits(op):
    check_op(op, np.array([[1000.0, 0.0, -1000.0]], np.float32), args=(1,), fd=False)


@pytest.mark.parametrize("op", ["sigmoid", "tanh", "gelu", "relu"])
def test_float64(op):
    check_op(op, (3, 3), dtype=np.float64, rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("op", ["sigmoid", "tanh"])
def test_integers_give_float(op):
    check_op(op, np.arange(-3, 3, dtype=np.int64), grad=False)


def test_relu_keeps_integers():
    check_op("relu", np.arange(-3, 3, dtype=np.int32), grad=False)


@pytest.mark.parametrize("op, args", [("gelu", ()), ("softmax", (0,)), ("log_softmax", (0,)), ("leaky_relu", (0.1,))])
def test_integer_input_fails_alike(op, args):
    check_error(op, np.arange(4, dtype=np.int64), args=args)


def test_relu_of_bool_fails_alike():
    check_error("relu", np.array([True, False]))
