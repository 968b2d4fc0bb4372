"""Parity of ABI 1.4's activations: values, gradients against PyTorch and finite differences, the sides of
each kink, half types, integers where PyTorch keeps them, complex gradients, and dtype and value errors."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from simple_torch.abi.errors import ErrorCode
from simple_torch.engines.numpy_backend.tensor import Tensor as NTensor
from simple_torch.engines.numpy_backend.tensor import backward as numpy_backward

from .parity import NUMPY, RNG, TORCH, check_error, check_op, fresh, to_torch, torch_array

SHAPES = [(), (7,), (3, 4), (2, 3, 5)]
# (backend op, its extra arguments)
UNARY = [("silu", ()), ("mish", ()), ("hardswish", ()), ("hardsigmoid", ()), ("elu", (1.0,)), ("elu", (0.3,)),
         ("elu", (-2.0,)), ("selu", ()), ("celu", (1.0,)), ("celu", (0.5,)), ("celu", (-1.5,)), ("gelu_tanh", ()),
         ("relu6", ()), ("logsigmoid", ()), ("softsign", ()), ("tanhshrink", ()), ("hardtanh", (-1.0, 1.0)),
         ("hardtanh", (-0.3, 2.0))]
IDS = [f"{op}{list(args) if args else ''}" for op, args in UNARY]


def spread(shape, scale=4.0, dtype=np.float32):
    """Values over +-scale, so every piece of a piecewise activation (|x| < 3, > 3, ...) is reached."""
    return (RNG.uniform(-scale, scale, size=shape)).astype(dtype)


@pytest.mark.parametrize("op, args", UNARY, ids=IDS)
@pytest.mark.parametrize("shape", SHAPES)
def test_values_and_gradients(op, args, shape):
    check_op(op, spread(shape), args=args, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("op, args", UNARY, ids=IDS)
def test_float64(op, args):
    check_op(op, spread((4, 5), dtype=np.float64), args=args, rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("dtype", [np.float16, ml_dtypes.bfloat16], ids=["float16", "bfloat16"])
@pytest.mark.parametrize("op, args", UNARY, ids=IDS)
def test_half_types_are_computed_in_float32(op, args, dtype):
    tol = 1e-2 if dtype == ml_dtypes.bfloat16 else 2e-3
    check_op(op, spread((3, 5), dtype=dtype), args=args, rtol=tol, atol=tol, fd=False)


# the kinks, where PyTorch picks one side's slope: -3 and 3 (hardswish, hardsigmoid), 0 (elu family), the
# bounds of hardtanh and relu6 (the gradient is 0 on them)
KINKS = np.array([-3.0, -1.0, -0.3, 0.0, 1.0, 2.0, 3.0, 6.0, -6.0], np.float32)


@pytest.mark.parametrize("op, args", UNARY, ids=IDS)
def test_kinks(op, args):
    check_op(op, KINKS, args=args, fd=False)


@pytest.mark.parametrize("op", ["silu", "mish", "logsigmoid", "softsign", "tanhshrink", "selu", "gelu_tanh"])
def test_extreme_values(op):
    """No overflow into NaN where PyTorch gives a finite value (exp of large values)."""
    x = np.array([-1e4, -100.0, -30.0, 30.0, 100.0, 1e4, np.inf, -np.inf], np.float32)
    out = check_op(op, x, fd=False, grad=False)
    assert np.isfinite(out[0][1:-2]).all()


def test_relu6_and_hardtanh_keep_integers():
    for dtype in (np.int64, np.int32, np.int8, np.uint8):
        check_op("relu6", np.array([0, 3, 6, 7, 100], dtype), grad=False)
    check_op("relu6", np.array([-5, 3, 9], np.int16), grad=False)
    # integer bounds are truncated toward zero, as PyTorch converts them
    check_op("hardtanh", np.array([-3, -1, 0, 2, 3], np.int64), args=(-1.7, 2.7), grad=False)
    check_op("hardtanh", np.array([-100, 0, 100], np.int8), args=(-128.0, 127.0), grad=False)


@pytest.mark.parametrize("op", ["softsign", "tanhshrink"])
@pytest.mark.parametrize("dtype", [np.int64, np.int32, np.uint8])
def test_integers_give_float32(op, dtype):
    check_op(op, np.array([0, 1, 5, 100], dtype), grad=False)


@pytest.mark.parametrize("op", ["softsign", "tanhshrink", "sigmoid", "tanh"])
def test_complex_values_and_gradients(op):
    """Complex gradients are conjugated as PyTorch's: compared through the real loss sum(|op(z) * w|)."""
    z = (fresh((2, 3)) + 1j * fresh((2, 3)) * 0.5).astype(np.complex128)
    w = (fresh((2, 3)) + 1j * fresh((2, 3))).astype(np.complex128)
    t_in = to_torch(z).requires_grad_()
    t_out = getattr(TORCH, op)(t_in)
    (t_out * to_torch(w)).abs().sum().backward()
    n_in = NTensor(z.copy(), requires_grad=True)
    n_out = getattr(NUMPY, op)(n_in)
    numpy_backward(NUMPY.sum(NUMPY.abs(NUMPY.mul(n_out, NTensor(w))), None, False))
    np.testing.assert_allclose(n_out.data, torch_array(t_out), rtol=1e-10)
    np.testing.assert_allclose(n_in.grad.data, torch_array(t_in.grad), rtol=1e-9, atol=1e-12)


# -- prelu and glu ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("x, w", [((2, 3), (3,)), ((2, 3), (1,)), ((2, 4, 5), (4,)), ((2, 3, 2, 2), (3,)),
                                  ((4,), (1,)), ((), (1,)), ((3, 2), ()), ((2, 3, 2), ())])
def test_prelu(x, w):
    """One weight per channel (dim 1) or a single one; both x and the weight get gradients."""
    check_op("prelu", spread(x), fresh(w) * 0.3)


def test_prelu_dtypes():
    check_op("prelu", spread((3, 4), dtype=np.float64), fresh((4,), np.float64), rtol=1e-10, atol=1e-12)
    check_op("prelu", spread((3, 4), dtype=np.float16), fresh((4,), np.float16), rtol=2e-3, atol=2e-3, fd=False)
    check_op("prelu", np.array([[-1.0, 0.0, 2.0]], np.float32), np.array([0.25], np.float32), fd=False)


@pytest.mark.parametrize("shape, dim", [((4,), 0), ((2, 6), 1), ((4, 3), 0), ((2, 4, 2), 1), ((2, 3, 4), 2),
                                        ((0, 4), 1)])
def test_glu(shape, dim):
    check_op("glu", spread(shape), args=(dim,))


def test_glu_dtypes():
    check_op("glu", spread((3, 4), dtype=np.float64), args=(1,), rtol=1e-10, atol=1e-12)
    check_op("glu", spread((3, 4), dtype=np.float16), args=(1,), rtol=2e-3, atol=2e-3, fd=False)


# -- errors: both backends fail alike. The runtime refuses these first, and also what PyTorch reports in words
# no code can be read from (bool in hardtanh, negative limits of uint8, celu's alpha 0, a weight
# of another dtype in prelu): tests/runtime/test_nn_more.py

@pytest.mark.parametrize("op, args", [(op, args) for op, args in UNARY if op not in ("relu6", "hardtanh",
                                                                                        "softsign", "tanhshrink")])
def test_integers_fail_alike(op, args):
    assert check_error(op, np.arange(4, dtype=np.int64), args=args) == ErrorCode.DTYPE


@pytest.mark.parametrize("op", ["softsign", "tanhshrink", "silu"])
def test_bool_fails_alike(op):
    assert check_error(op, np.array([True, False])) == ErrorCode.DTYPE


@pytest.mark.parametrize("op, args", [("mish", ()), ("elu", (1.0,)), ("relu6", ()), ("hardtanh", (-1.0, 1.0)),
                                      ("gelu_tanh", ()), ("logsigmoid", ())])
def test_complex_fails_alike(op, args):
    assert check_error(op, np.ones(3, np.complex64), args=args) == ErrorCode.DTYPE


def test_value_errors_fail_alike():
    x = fresh((2, 3))
    assert check_error("hardtanh", np.array([1, 2], np.int8), args=(-300.0, 1.0)) == ErrorCode.INVALID_ARGUMENT
    assert check_error("glu", x, args=(1,)) == ErrorCode.SHAPE
    assert check_error("glu", np.float32(1.0), args=(0,)) == ErrorCode.SHAPE
    assert check_error("prelu", x, np.ones(2, np.float32)) == ErrorCode.SHAPE
    assert check_error("prelu", np.ones((2, 3), np.int64), np.ones(3, np.int64)) == ErrorCode.DTYPE
