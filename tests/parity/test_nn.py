"""Parity of the NumPy backend's neural-network operations with the PyTorch backend."""

from __future__ import annotations

import numpy as np
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from simple_torch.abi.errors import ErrorCode
from simple_torch.engines.numpy_backend.tensor import Tensor as NTensor
from simple_torch.engines.numpy_backend.tensor import backward as numpy_backward

from .parity import NUMPY, TORCH, check_error, check_op, error_code, fresh, torch_array

ml_dtypes = pytest.importorskip("ml_dtypes")


# -- linear ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("x, w, b", [
    ((2, 3), (4, 3), (4,)),
    ((5,), (4, 5), (4,)),          # unbatched input
    ((2, 3, 4), (6, 4), (6,)),     # any leading dims
    ((2, 1, 3, 4), (2, 4), (1,)),  # a bias that broadcasts
    ((2, 3), (4, 3), (2, 4)),      # ... also along the batch dim, as addmm allows
])
def test_linear(x, w, b):
    check_op("linear", x, w, b)


@pytest.mark.parametrize("x, w", [((2, 3), (4, 3)), ((3, 5), (5,)), ((2, 2, 5), (5,))])
def test_linear_without_bias(x, w):
    check_op("linear", x, w, args=(None,))


def test_linear_of_two_vectors_is_a_0_dim_array():
    out = check_op("linear", (4,), (4,), args=(None,))[0]
    assert isinstance(out, np.ndarray) and out.shape == ()


def test_linear_float64_and_integers():
    check_op("linear", (3, 4), (2, 4), (2,), dtype=np.float64)
    rng = np.random.default_rng(0)
    for dtype in (np.int64, np.int32, np.uint8):   # PyTorch supports these on the CPU; uint8 wraps around
        x, w = rng.integers(0, 50, (3, 4)).astype(dtype), rng.integers(0, 50, (2, 4)).astype(dtype)
        check_op("linear", x, w, args=(None,), grad=False)


def test_linear_half_types():
    check_op("linear", (3, 4), (2, 4), (2,), dtype=np.float16, rtol=2e-3, atol=2e-3, fd=False)
    check_op("linear", (3, 4), (2, 4), (2,), dtype=ml_dtypes.bfloat16, rtol=2e-2, atol=2e-2, fd=False)


def test_linear_errors():
    assert check_error("linear", fresh((2, 3)), fresh((4, 5)), args=(None,)) == ErrorCode.SHAPE
    assert check_error("linear", fresh((2, 3)), fresh((4, 3), np.float64), args=(None,)) == ErrorCode.DTYPE
    assert check_error("linear", fresh((2, 3)), fresh((4, 3)), fresh((4,), np.float64)) == ErrorCode.DTYPE
    assert check_error("linear", fresh((2, 3)), fresh((4, 3)), fresh((5,))) == ErrorCode.SHAPE
    assert check_error("linear", np.ones((2, 3), bool), np.ones((4, 3), bool), args=(None,)) == ErrorCode.DTYPE


# -- conv2d ---------------------------------------------------------------------------------------------

# An output is a float32 sum of up to 32 products near 1, summed in another order than PyTorch's: one that
# cancels to near 0 keeps an absolute error of a few float32 ulps of the terms (1.2e-6 seen in CI).
CONV_ATOL = 1e-5

@pytest.mark.parametrize("x, w, stride, padding, dilation, groups", [
    ((2, 3, 7, 7), (4, 3, 3, 3), (1, 1), (1, 1), (1, 1), 1),
    ((2, 3, 7, 6), (4, 3, 3, 2), (1, 1), (0, 0), (1, 1), 1),   # rectangular kernel and input
    ((1, 2, 8, 7), (3, 2, 3, 3), (2, 3), (1, 0), (1, 1), 1),   # strides that skip the last columns
    ((1, 2, 9, 9), (2, 2, 3, 3), (1, 1), (2, 2), (2, 2), 1),   # dilation
    ((1, 2, 9, 8), (2, 2, 2, 3), (2, 1), (1, 2), (3, 2), 1),   # everything different per axis
    ((2, 4, 6, 6), (6, 2, 3, 3), (1, 1), (1, 1), (1, 1), 2),   # groups
    ((1, 4, 6, 6), (4, 1, 3, 3), (2, 2), (1, 1), (1, 1), 4),   # depthwise
    ((1, 6, 5, 5), (3, 2, 1, 1), (1, 1), (0, 0), (1, 1), 3),   # 1x1 grouped
    ((1, 2, 4, 4), (3, 2, 4, 4), (1, 1), (0, 0), (1, 1), 1),   # kernel as large as the input
    ((2, 5, 5), (3, 2, 3, 3), (1, 1), (1, 1), (1, 1), 1),      # unbatched (C, H, W)
])
@pytest.mark.parametrize("with_bias", [True, False])
def test_conv2d(x, w, stride, padding, dilation, groups, with_bias):
    if with_bias:
        check_op("conv2d", x, w, (w[0],), args=(stride, padding, dilation, groups), atol=CONV_ATOL)
    else:
        check_op("conv2d", x, w, args=(None, stride, padding, dilation, groups), atol=CONV_ATOL)


@settings(max_examples=25, deadline=None)
@given(n=st.integers(1, 2), groups=st.integers(1, 3), cg=st.integers(1, 2), og=st.integers(1, 2),
       k=st.tuples(st.integers(1, 3), st.integers(1, 3)), s=st.tuples(st.integers(1, 3), st.integers(1, 3)),
       p=st.tuples(st.integers(0, 2), st.integers(0, 2)), d=st.tuples(st.integers(1, 2), st.integers(1, 2)),
       extra=st.tuples(st.integers(0, 4), st.integers(0, 4)))
def test_conv2d_random_configurations(n, groups, cg, og, k, s, p, d, extra):
    """Values and gradients against PyTorch (no finite differences: many examples)."""
    hw = tuple(max(1, d[i] * (k[i] - 1) + 1 - 2 * p[i]) + extra[i] for i in range(2))
    check_op("conv2d", (n, groups * cg) + hw, (groups * og, cg) + k, (groups * og,),
             args=(s, p, d, groups), fd=False, atol=CONV_ATOL)


def test_conv2d_float64_integers_and_half():
    check_op("conv2d", (2, 3, 6, 6), (4, 3, 3, 3), (4,), args=((1, 1), (1, 1), (1, 1), 1), dtype=np.float64, fd=False)
    check_op("conv2d", (1, 2, 6, 6), (2, 2, 3, 3), (2,), args=((1, 1), (1, 1), (1, 1), 1),
             dtype=np.float16, rtol=5e-3, atol=5e-3, fd=False)
    rng = np.random.default_rng(1)
    for dtype in (np.int64, np.int32, np.uint8):
        x, w = rng.integers(0, 20, (1, 2, 5, 5)).astype(dtype), rng.integers(0, 20, (3, 2, 3, 3)).astype(dtype)
        check_op("conv2d", x, w, args=(None, (1, 1), (1, 1), (1, 1), 1), grad=False)


def test_conv2d_empty_batch():
    check_op("conv2d", (0, 3, 5, 5), (4, 3, 3, 3), (4,), args=((1, 1), (0, 0), (1, 1), 1), fd=False)


def test_conv2d_errors():
    conv = lambda *arrays, groups=1, padding=(0, 0): check_error(  # noqa: E731
        "conv2d", *arrays, args=((None,) if len(arrays) == 2 else ()) + ((1, 1), padding, (1, 1), groups))
    assert conv(fresh((1, 3, 5, 5)), fresh((4, 2, 3, 3))) == ErrorCode.SHAPE                # channels
    assert conv(fresh((1, 3, 2, 2)), fresh((4, 3, 3, 3))) == ErrorCode.SHAPE                # input too small
    assert conv(fresh((1, 3, 2, 2)), fresh((4, 3, 5, 5)), padding=(1, 1)) == ErrorCode.SHAPE
    assert conv(fresh((1, 4, 5, 5)), fresh((3, 2, 3, 3)), groups=2) == ErrorCode.SHAPE      # out % groups
    assert conv(fresh((1, 3, 5, 5)), fresh((4, 1, 3, 3)), groups=2) == ErrorCode.SHAPE      # in != groups * cg
    assert conv(fresh((1, 3, 5, 5)), fresh((4, 3, 3, 3)), fresh((5,))) == ErrorCode.SHAPE   # bias size
    assert conv(fresh((1, 3, 5, 5)), fresh((4, 3, 3, 3)), fresh((4, 1))) == ErrorCode.SHAPE
    assert conv(fresh((1, 3, 5, 5)), fresh((0, 3, 3, 3))) == ErrorCode.SHAPE                # no kernels
    assert conv(fresh((1, 3, 5, 5)), fresh((4, 3, 0, 3))) == ErrorCode.SHAPE                # empty kernel
    assert conv(fresh((1, 3, 5, 5)), fresh((4, 3, 3, 3), np.float64)) == ErrorCode.DTYPE
    assert conv(np.ones((1, 3, 5, 5), bool), np.ones((4, 3, 3, 3), bool)) == ErrorCode.DTYPE


def test_conv2d_bias_dtype_mismatch_is_a_dtype_error():
    """PyTorch says "Input type (float) and bias type (double) should be the same", which the torch
    backend's describe_error does not recognise (INTERNAL); the NumPy backend reports DTYPE."""
    x, w, b = (NTensor(fresh(s)) for s in ((1, 3, 5, 5), (4, 3, 3, 3), (4,)))
    b = NTensor(b.data.astype(np.float64))
    with pytest.raises(Exception) as info:
        NUMPY.conv2d(x, w, b, (1, 1), (0, 0), (1, 1), 1)
    assert info.value.code == ErrorCode.DTYPE


# -- pooling ----------------------------------------------------------------------------------------------

POOLS = [
    ((2, 3, 6, 6), (2, 2), (2, 2), (0, 0)),
    ((1, 2, 7, 7), (3, 3), (2, 2), (1, 1)),   # overlapping windows and padding
    ((1, 2, 7, 5), (3, 2), (1, 2), (1, 1)),
    ((2, 5, 6), (2, 3), (3, 1), (0, 1)),      # unbatched
    ((1, 1, 4, 4), (4, 4), (1, 1), (2, 2)),   # padding of half the kernel
    ((1, 2, 5, 5), (1, 1), (2, 2), (0, 0)),
]


@pytest.mark.parametrize("x, kernel, stride, padding", POOLS)
@pytest.mark.parametrize("op", ["max_pool2d", "avg_pool2d"])
def test_pool(op, x, kernel, stride, padding):
    check_op(op, x, args=(kernel, stride, padding))


def test_max_pool2d_ties_go_to_the_first_maximum():
    x = np.round(fresh((2, 2, 6, 6)))   # many equal values (+-1)
    check_op("max_pool2d", x, args=((3, 3), (1, 1), (1, 1)), fd=False)
    check_op("max_pool2d", np.ones((1, 1, 5, 5), np.float32), args=((2, 2), (1, 1), (1, 1)), fd=False)


@pytest.mark.filterwarnings("ignore:invalid value encountered")   # the harness sums -inf * weights
def test_max_pool2d_padding_never_wins():
    x = -np.abs(fresh((1, 2, 4, 4))) - 10      # every real value is negative
    check_op("max_pool2d", x, args=((3, 3), (2, 2), (1, 1)))
    x = np.full((1, 1, 3, 3), -np.inf, np.float32)   # -inf inputs tie with the padding: the input wins
    check_op("max_pool2d", x, args=((2, 2), (1, 1), (1, 1)), fd=False)


def test_max_pool2d_nan():
    x = fresh((1, 1, 4, 4))
    x[0, 0, 1, 1] = x[0, 0, 1, 2] = np.nan
    check_op("max_pool2d", x, args=((2, 2), (1, 1), (0, 0)), fd=False)


def test_pool_dtypes():
    check_op("max_pool2d", (1, 2, 6, 6), args=((3, 3), (2, 2), (1, 1)), dtype=np.float64)
    check_op("avg_pool2d", (1, 2, 6, 6), args=((3, 3), (2, 2), (1, 1)), dtype=np.float64)
    check_op("max_pool2d", (1, 2, 6, 6), args=((2, 2), (2, 2), (0, 0)), dtype=np.float16, fd=False)
    check_op("avg_pool2d", (1, 2, 6, 6), args=((2, 2), (2, 2), (0, 0)), dtype=np.float16,
             rtol=1e-3, atol=1e-3, fd=False)
    rng = np.random.default_rng(2)
    for dtype in (np.int64, np.int32, np.int8, np.uint8):
        check_op("max_pool2d", rng.integers(-100, 100, (1, 2, 5, 5)).astype(dtype),
                 args=((3, 3), (2, 2), (1, 1)), grad=False)
    # int64 averages truncate toward zero, as C++ division
    check_op("avg_pool2d", rng.integers(-100, 100, (2, 2, 5, 5)), args=((3, 3), (1, 1), (1, 1)), grad=False)
    check_op("avg_pool2d", np.array([[[[-3, -2], [-2, 0]]]]), args=((2, 2), (1, 1), (0, 0)), grad=False)


def test_pool_errors():
    for op in ("max_pool2d", "avg_pool2d"):
        assert check_error(op, fresh((1, 3, 2, 2)), args=((3, 3), (1, 1), (0, 0))) == ErrorCode.SHAPE
        assert check_error(op, fresh((1, 0, 4, 4)), args=((2, 2), (2, 2), (0, 0))) == ErrorCode.SHAPE
        assert check_error(op, fresh((1, 2, 0, 4)), args=((1, 1), (1, 1), (0, 0))) == ErrorCode.SHAPE
        assert check_error(op, fresh((0, 4, 4)), args=((2, 2), (2, 2), (0, 0))) == ErrorCode.SHAPE
        assert check_error(op, np.ones((1, 1, 4, 4), bool), args=((2, 2), (2, 2), (0, 0))) == ErrorCode.DTYPE
        assert check_error(op, np.ones((1, 1, 4, 4), np.complex64), args=((2, 2), (2, 2), (0, 0))) == ErrorCode.DTYPE
    for dtype in (np.uint8, np.int8, np.int16, np.int32):
        assert check_error("avg_pool2d", np.ones((1, 1, 4, 4), dtype), args=((2, 2), (2, 2), (0, 0))) == ErrorCode.DTYPE


def test_pool_empty_batch():
    for op in ("max_pool2d", "avg_pool2d"):
        check_op(op, (0, 2, 4, 4), args=((2, 2), (2, 2), (0, 0)), fd=False)


# -- batch_norm ------------------------------------------------------------------------------------------

def _both(*arrays):
    """The same arrays as PyTorch and NumPy-backend tensors (None stays None)."""
    t = [None if a is None else torch.from_numpy(a.copy()) for a in arrays]
    n = [None if a is None else NTensor(a.copy()) for a in arrays]
    return t, n


def _close(actual, expected, rtol=1e-5, atol=1e-6):
    assert actual.dtype == expected.dtype
    np.testing.assert_allclose(actual.astype(np.float64), expected.astype(np.float64), rtol=rtol, atol=atol)


def spread(shape) -> np.ndarray:
    """Random input whose channels are never nearly constant.

    With one value per (sample, channel), as in (N, C) and (N, C, 1, 1) inputs, PyTorch accumulates
    the batch statistics in float32 in an order that depends on its thread count; when a channel's few
    values nearly coincide, those roundings are amplified by 1 / std beyond float32 tolerances. Rows
    alternately shifted by +-2 keep every channel's spread near 2 or more.
    """
    x = fresh(shape)
    x[0::2] += 2
    x[1::2] -= 2
    return x


@pytest.mark.parametrize("shape", [(4, 3), (2, 3, 4, 5), (3, 2, 5), (6, 2, 1, 1)])
@pytest.mark.parametrize("affine", [True, False])
def test_batch_norm_training(shape, affine):
    c = shape[1]
    rm, rv = fresh((c,)), np.abs(fresh((c,)))
    if affine:
        check_op("batch_norm", spread(shape), rm, rv, (c,), (c,), args=(True, 0.1, 1e-5), differentiable=[0, 3, 4])
    else:
        check_op("batch_norm", spread(shape), rm, rv, args=(None, None, True, 0.1, 1e-5), differentiable=[0])
    check_op("batch_norm", spread(shape), args=(None, None, None, None, True, 0.1, 1e-5))   # no running stats


def test_batch_norm_training_is_exact_for_images():
    """With spatial dims (PyTorch's contiguous kernel) the output and running stats match bit for bit:
    the same float32 roundings, even for a nearly constant channel."""
    x = np.full((2, 3, 2, 2), 0.75, np.float32) + fresh((2, 3, 2, 2)) * 1e-3
    (tx, trm, trv), (nx, nrm, nrv) = _both(x, fresh((3,)), np.abs(fresh((3,))))
    t_out = TORCH.batch_norm(tx, trm, trv, None, None, True, 0.1, 1e-5)
    n_out = NUMPY.batch_norm(nx, nrm, nrv, None, None, True, 0.1, 1e-5)
    for n, t in ((n_out.data, t_out), (nrm.data, trm), (nrv.data, trv)):
        np.testing.assert_array_equal(n, torch_array(t))


@pytest.mark.parametrize("shape", [(4, 3), (2, 3, 4, 5), (1, 3)])   # eval works with one sample too
def test_batch_norm_eval(shape):
    c = shape[1]
    rm, rv = fresh((c,)), np.abs(fresh((c,)))
    check_op("batch_norm", shape, rm, rv, (c,), (c,), args=(False, 0.1, 1e-5), differentiable=[0, 3, 4])
    check_op("batch_norm", shape, rm, rv, args=(None, None, False, 0.3, 1e-3), differentiable=[0])


@pytest.mark.parametrize("shape", [(4, 3), (2, 3, 4, 5), (2, 3, 1, 1)])
@pytest.mark.parametrize("momentum", [0.1, 0.5, 1.0, 0.0])
def test_batch_norm_running_stats_update(shape, momentum):
    c = shape[1]
    x, rm, rv, w, b = spread(shape), fresh((c,)), np.abs(fresh((c,))), fresh((c,)), fresh((c,))
    (tx, trm, trv, tw, tb), (nx, nrm, nrv, nw, nb) = _both(x, rm, rv, w, b)
    ndata = nrm.data, nrv.data
    for _ in range(3):   # repeated updates accumulate the same way
        t_out = TORCH.batch_norm(tx, trm, trv, tw, tb, True, momentum, 1e-5)
        n_out = NUMPY.batch_norm(nx, nrm, nrv, nw, nb, True, momentum, 1e-5)
        _close(n_out.data, torch_array(t_out))
        _close(nrm.data, torch_array(trm))
        _close(nrv.data, torch_array(trv))
    assert nrm.data is ndata[0] and nrv.data is ndata[1]   # updated in place
    # evaluation leaves them alone
    before = nrm.data.copy(), nrv.data.copy()
    NUMPY.batch_norm(nx, nrm, nrv, nw, nb, False, momentum, 1e-5)
    np.testing.assert_array_equal(nrm.data, before[0])
    np.testing.assert_array_equal(nrv.data, before[1])


def test_batch_norm_running_stats_of_a_half_input():
    """A float16 input may keep float32 running stats and parameters (PyTorch's mixed CPU mode)."""
    x = spread((6, 3)).astype(np.float16)
    (tx, trm, trv), (nx, nrm, nrv) = _both(x, np.zeros(3, np.float32), np.ones(3, np.float32))
    t_out = TORCH.batch_norm(tx, trm, trv, None, None, True, 0.1, 1e-5)
    n_out = NUMPY.batch_norm(nx, nrm, nrv, None, None, True, 0.1, 1e-5)
    _close(n_out.data, torch_array(t_out), rtol=2e-3, atol=2e-3)
    _close(nrm.data, torch_array(trm))
    _close(nrv.data, torch_array(trv))


def test_batch_norm_float64_and_empty_batch():
    check_op("batch_norm", (5, 2, 3), (2,), (2,), args=(None, None, True, 0.1, 1e-5), dtype=np.float64,
             differentiable=[0])
    (tx, trm, trv), (nx, nrm, nrv) = _both(fresh((0, 3)), np.zeros(3, np.float32), np.ones(3, np.float32))
    out = NUMPY.batch_norm(nx, nrm, nrv, None, None, True, 0.1, 1e-5)
    TORCH.batch_norm(tx, trm, trv, None, None, True, 0.1, 1e-5)
    assert out.shape == (0, 3)
    _close(nrm.data, torch_array(trm))   # PyTorch leaves the stats alone for an empty input
    _close(nrv.data, torch_array(trv))


def test_batch_norm_errors():
    stats = (np.zeros(3, np.float32), np.ones(3, np.float32))
    bn = lambda *arrays, training=True: check_error(  # noqa: E731
        "batch_norm", *arrays, args=(None,) * (5 - len(arrays)) + (training, 0.1, 1e-5))
    assert bn(fresh((1, 3)), *stats) == ErrorCode.SHAPE               # one value per channel
    assert bn(fresh((1, 3, 1, 1)), *stats) == ErrorCode.SHAPE
    assert bn(fresh((4, 3)), np.zeros(4, np.float32), stats[1]) == ErrorCode.SHAPE
    assert bn(fresh((4, 3)), stats[0], np.ones(4, np.float32)) == ErrorCode.SHAPE
    assert bn(fresh((4, 3)), np.zeros(4, np.float32), stats[1], training=False) == ErrorCode.SHAPE
    assert bn(fresh((4, 3)), *stats, fresh((4,))) == ErrorCode.SHAPE  # weight size
    assert bn(fresh((4, 3)), *stats, fresh((3,)), fresh((2,))) == ErrorCode.SHAPE
    assert bn(fresh((4, 3)), *(s.astype(np.float64) for s in stats)) == ErrorCode.DTYPE
    assert bn(fresh((4, 3), np.float64), *stats) == ErrorCode.DTYPE
    assert bn(fresh((4, 3)), *stats, fresh((3,), np.float64)) == ErrorCode.DTYPE
    assert bn(fresh((4, 3), np.float16), *stats, fresh((3,), np.float16)) == ErrorCode.DTYPE   # mixed halves
    assert bn(np.ones((4, 3), np.int64), *stats) == ErrorCode.DTYPE


# -- layer_norm ----------------------------------------------------------------------------------------------

def spread_last(shape) -> np.ndarray:
    """Random input whose rows are never nearly constant along the last dim: PyTorch's float32 Welford
    moments, amplified by 1 / std, would otherwise stray beyond float32 tolerances for a few values."""
    x = fresh(shape)
    x[..., 0::2] += 2
    x[..., 1::2] -= 2
    return x


@pytest.mark.parametrize("x, normalized", [((2, 5), (5,)), ((2, 3, 4), (3, 4)), ((4,), (4,)), ((2, 2, 3), (3,))])
def test_layer_norm(x, normalized):
    check_op("layer_norm", spread_last(x), args=(normalized, None, None, 1e-5))
    _layer_norm_affine(x, normalized)


def _layer_norm_affine(x, normalized):
    """layer_norm(x, shape, weight, bias, eps): weight and bias come after a non-tensor argument, so the
    check is written out: values and gradients against PyTorch, gradients against finite differences."""
    for with_bias in (True, False):
        xs, w, b = spread_last(x), fresh(normalized), fresh(normalized) if with_bias else None
        (tx, tw, tb), (nx, nw, nb) = _both(xs, w, b)
        for t in (tx, tw, tb):
            if t is not None:
                t.requires_grad_(True)
        for t in (nx, nw, nb):
            if t is not None:
                t.requires_grad = True
        t_out = TORCH.layer_norm(tx, normalized, tw, tb, 1e-5)
        n_out = NUMPY.layer_norm(nx, normalized, nw, nb, 1e-5)
        _close(n_out.data, torch_array(t_out))
        seed = fresh(x)
        (t_out * torch.from_numpy(seed)).sum().backward()
        numpy_backward(NUMPY.sum(NUMPY.mul(n_out, NTensor(seed)), None, False))
        for t, n in ((tx, nx), (tw, nw), (tb, nb)):
            if t is not None:
                _close(n.grad.data, torch_array(t.grad), rtol=1e-4, atol=1e-5)
        # finite differences in float64 for x and weight
        base = [xs.astype(np.float64), w.astype(np.float64)]
        f = lambda xv, wv: float(np.sum(NUMPY.layer_norm(NTensor(xv), normalized, NTensor(wv), None, 1e-5).data  # noqa: E731
                                        * seed))
        nx64, nw64 = NTensor(base[0].copy(), True), NTensor(base[1].copy(), True)
        numpy_backward(NUMPY.sum(NUMPY.mul(NUMPY.layer_norm(nx64, normalized, nw64, None, 1e-5),
                                           NTensor(seed.astype(np.float64))), None, False))
        for k, target in enumerate((nx64, nw64)):
            numeric = np.zeros_like(base[k])
            for j in range(numeric.size):
                plus, minus = [a.copy() for a in base], [a.copy() for a in base]
                plus[k].reshape(-1)[j] += 1e-6
                minus[k].reshape(-1)[j] -= 1e-6
                numeric.reshape(-1)[j] = (f(*plus) - f(*minus)) / 2e-6
            np.testing.assert_allclose(target.grad.data, numeric, rtol=1e-4, atol=1e-6)


def test_layer_norm_dtypes():
    check_op("layer_norm", (3, 4), args=((4,), None, None, 1e-5), dtype=np.float64)
    check_op("layer_norm", (3, 4), args=((4,), None, None, 1e-5), dtype=np.float16, rtol=2e-3, atol=2e-3, fd=False)
    check_op("layer_norm", (2, 0), args=((0,), None, None, 1e-5), fd=False)


def test_layer_norm_errors():
    ln = lambda x, shape, *wb: check_error("layer_norm", x, args=(shape, *wb, 1e-5))  # noqa: E731
    assert ln(fresh((2, 4)), (3,), None, None) == ErrorCode.SHAPE
    assert ln(fresh((4,)), (2, 4), None, None) == ErrorCode.SHAPE
    assert ln(fresh((2, 4)), (), None, None) == ErrorCode.SHAPE
    assert ln(fresh(()), (), None, None) == ErrorCode.SHAPE
    assert ln(np.ones((2, 4), np.int64), (4,), None, None) == ErrorCode.DTYPE
    # weight and bias come after normalized_shape, so these calls are written out
    cases = [((2, 3, 4), (4,), fresh((3,)), None, ErrorCode.SHAPE),
             ((2, 3, 4), (4,), None, fresh((3,)), ErrorCode.SHAPE),
             ((2, 3, 4), (3, 4), fresh((12,)), None, ErrorCode.SHAPE),         # same size, other shape
             ((2, 4), (4,), np.ones(4), None, ErrorCode.DTYPE),                  # float32 input, float64 weight
             ((2, 4), (4,), None, np.ones(4, np.float32), ErrorCode.DTYPE, np.float64),
             ((2, 4), (4,), np.ones(4, np.float16), np.ones(4, np.float32), ErrorCode.DTYPE, np.float16)]
    for x_shape, shape, w, b, code, *dtype in cases:
        x = fresh(x_shape, *dtype)
        (tx, tw, tb), (nx, nw, nb) = _both(x, w, b)
        assert error_code(TORCH, lambda: TORCH.layer_norm(tx, shape, tw, tb, 1e-5)) == code
        assert error_code(NUMPY, lambda: NUMPY.layer_norm(nx, shape, nw, nb, 1e-5)) == code


# -- dropout ----------------------------------------------------------------------------------------------------

def test_dropout_identity_when_not_training_or_p_zero():
    x = NTensor(fresh((3, 4)))
    assert NUMPY.dropout(x, 0.5, False) is x      # PyTorch returns the input itself
    assert NUMPY.dropout(x, 0.0, True) is x
    check_op("dropout", (3, 4), args=(0.5, False))
    check_op("dropout", (3, 4), args=(0.0, True))
    check_op("dropout", np.arange(6), args=(0.5, False), grad=False)   # integers pass through when not training


def test_dropout_p_one_gives_zeros():
    check_op("dropout", (3, 4), args=(1.0, True))


@pytest.mark.parametrize("p", [0.1, 0.5, 0.8])
def test_dropout_statistics_and_gradient(p):
    n = 200_000
    x = NTensor(np.full(n, 2.0, np.float32), requires_grad=True)
    y = NUMPY.dropout(x, p, True)
    assert y.data.dtype == np.float32 and y.shape == (n,)
    kept = y.data != 0
    # the zero fraction is binomial(n, p): within 5 standard deviations
    assert abs((1 - kept.mean()) - p) < 5 * np.sqrt(p * (1 - p) / n)
    np.testing.assert_allclose(y.data[kept], np.float32(2) * (np.float32(1) / np.float32(1 - p)), rtol=1e-6)
    assert abs(y.data.mean() - 2.0) < 5 * 2.0 * np.sqrt(p / ((1 - p) * n))   # the expectation is kept
    numpy_backward(NUMPY.sum(y, None, False))
    np.testing.assert_allclose(x.grad.data, np.where(kept, 1 / (1 - p), 0), rtol=1e-6)


def test_dropout_reproducible_with_a_seed():
    x = NTensor(fresh((50, 40)))
    NUMPY.manual_seed(123)
    a = NUMPY.dropout(x, 0.5, True).data
    b = NUMPY.dropout(x, 0.5, True).data
    NUMPY.manual_seed(123)
    c = NUMPY.dropout(x, 0.5, True).data
    np.testing.assert_array_equal(a, c)
    assert not np.array_equal(a, b)   # the generator moves on


def test_dropout_keeps_dtype():
    for dtype in (np.float64, np.float16, ml_dtypes.bfloat16):
        x = NTensor(fresh((100,), dtype))
        y = NUMPY.dropout(x, 0.3, True)
        assert y.data.dtype == x.data.dtype
        kept = y.data.astype(np.float64) != 0
        scale = (np.ones(1, dtype) / np.asarray(0.7, np.float32)).astype(dtype).astype(np.float64)
        np.testing.assert_allclose(y.data.astype(np.float64)[kept],
                                   (x.data.astype(np.float64) * scale)[kept], rtol=1e-2)


# -- embedding ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("indices", [
    np.array([0, 2, 2, 4, 1]),            # repeated rows add their gradients
    np.array([[1, 0, 3], [3, 3, 4]]),
    np.array(2),                          # one index: one row
    np.array([1, 4, 0], np.int32),
    np.zeros((0, 2), np.int64),
])
def test_embedding(indices):
    check_op("embedding", indices, (5, 3), differentiable=[1])


def test_embedding_of_integers_and_half():
    check_op("embedding", np.array([0, 2]), np.arange(12).reshape(4, 3), grad=False)
    check_op("embedding", np.array([0, 2, 0]), (4, 3), dtype=np.float16, differentiable=[1], fd=False)


def test_embedding_result_is_a_copy():
    w = NTensor(fresh((4, 3)))
    out = NUMPY.embedding(NTensor(np.array(1)), w)
    w.data[1] = 0
    assert np.all(out.data != 0)


def test_embedding_errors():
    assert check_error("embedding", np.array([5]), fresh((5, 3))) == ErrorCode.INVALID_ARGUMENT
    assert check_error("embedding", np.array([[0, -1]]), fresh((5, 3))) == ErrorCode.INVALID_ARGUMENT
    # (an empty weight fails too; PyTorch's "index_select(): self indexing axis dim should be positive"
    # is not recognised by the torch backend's describe_error (INTERNAL), the NumPy backend says INVALID_ARGUMENT)
    with pytest.raises(Exception) as info:
        NUMPY.embedding(NTensor(np.array([0])), NTensor(fresh((0, 3))))
    assert info.value.code == ErrorCode.INVALID_ARGUMENT


# -- ABI 1.5: conv3d (the NumPy backend's made of conv2d per kernel depth) and embedding_bag -------------------

@pytest.mark.parametrize("x, w, stride, padding, dilation, groups", [
    ((2, 2, 4, 5, 4), (3, 2, 2, 3, 2), (1, 1, 1), (0, 1, 0), (1, 1, 1), 1),
    ((1, 4, 6, 5, 5), (4, 2, 3, 2, 2), (2, 1, 2), (1, 0, 1), (1, 2, 1), 2),   # groups, strides, dilation
    ((2, 5, 4, 4), (3, 2, 2, 2, 2), (1, 2, 1), (1, 1, 0), (2, 1, 1), 1),      # unbatched (C, D, H, W)
])
@pytest.mark.parametrize("with_bias", [True, False])
def test_conv3d(x, w, stride, padding, dilation, groups, with_bias):
    bias = (w[0],) if with_bias else None
    inputs = (x, w, bias) if with_bias else (x, w)
    check_op("conv3d", *inputs, args=((stride, padding, dilation, groups) if with_bias else
                                      (None, stride, padding, dilation, groups)), atol=CONV_ATOL)


@pytest.mark.parametrize("mode", ["sum", "mean", "max"])
@pytest.mark.parametrize("bags, padding_idx", [
    ((np.array([4, 0, 2, 2, 5, 1, 3, 0]), np.array([0, 3, 3, 7])), None),   # an empty bag, a repeated row
    ((np.array([4, 0, 2, 2, 5, 1, 3, 0]), np.array([0, 3, 3, 7])), 2),      # the padding row left out
    ((np.array([[1, 3, 3], [0, 5, 2]]), None), None),                        # 2-D: fixed-length bags
])
def test_embedding_bag(mode, bags, padding_idx):
    indices, offsets = bags
    check_op("embedding_bag", indices, (6, 3), args=(offsets, mode, None, False, padding_idx))
