"""Parity of the NumPy backend's losses with the PyTorch backend, for every reduction."""

from __future__ import annotations

import numpy as np
import pytest

from simple_torch.abi.errors import ErrorCode
from simple_torch.engines.numpy_backend.tensor import Tensor as NTensor

from .parity import NUMPY, RNG, check_error, check_op, fresh

REDUCTIONS = ["none", "mean", "sum"]


def probabilities(shape, dtype=np.float32, low=0.05, high=0.95):
    return RNG.uniform(low, high, shape).astype(dtype)


def classes(shape, n_classes, ignored: int = 0):
    """int64 class indices, the first `ignored` of them set to PyTorch's ignore_index -100."""
    t = RNG.integers(0, n_classes, shape).astype(np.int64)
    t.reshape(-1)[:ignored] = -100
    return t


# -- mse_loss ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("shape", [(3, 4), (5,), (), (2, 3, 2)])
def test_mse_loss(shape, reduction):
    check_op("mse_loss", shape, shape, args=(reduction,))   # the target gets a gradient too


@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_mse_loss_dtypes(reduction):
    check_op("mse_loss", (3, 4), (3, 4), args=(reduction,), dtype=np.float64)
    check_op("mse_loss", (3, 4), (3, 4), args=(reduction,), dtype=np.float16, rtol=2e-3, atol=2e-3, fd=False)
    # mixed dtypes promote as PyTorch does: float32 with float64 is float64, with int64 float32
    check_op("mse_loss", fresh((3,)), fresh((3,), np.float64), args=(reduction,))
    check_op("mse_loss", fresh((3,)), np.array([1, -2, 0]), args=(reduction,))
    check_op("mse_loss", fresh((2,), np.float16), fresh((2,)), args=(reduction,), rtol=1e-3, fd=False)


def test_mse_loss_only_one_side_requires_grad():
    check_op("mse_loss", (3, 2), (3, 2), args=("mean",), differentiable=[0])
    check_op("mse_loss", (3, 2), (3, 2), args=("sum",), differentiable=[1])


def test_mse_loss_empty():
    for reduction in REDUCTIONS:   # the mean of nothing is NaN, the sum 0
        check_op("mse_loss", (0,), (0,), args=(reduction,), fd=False)


def test_mse_loss_errors():
    assert check_error("mse_loss", np.ones(3, np.int64), np.ones(3, np.int64), args=("mean",)) == ErrorCode.DTYPE
    assert check_error("mse_loss", np.ones(3, bool), np.ones(3, bool), args=("none",)) == ErrorCode.DTYPE
    assert check_error("mse_loss", np.ones(3, np.complex64), np.ones(3, np.complex64), args=("sum",)) == ErrorCode.DTYPE


# -- binary_cross_entropy --------------------------------------------------------------------------------------

@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("shape", [(3, 4), (6,), ()])
def test_binary_cross_entropy(shape, reduction):
    check_op("binary_cross_entropy", probabilities(shape), probabilities(shape, low=0, high=1), args=(reduction,))


@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_binary_cross_entropy_hard_targets(reduction):
    target = RNG.integers(0, 2, (4, 3)).astype(np.float32)
    check_op("binary_cross_entropy", probabilities((4, 3)), target, args=(reduction,), differentiable=[0])


@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_binary_cross_entropy_clamps_the_logs(reduction):
    """p = 0 or 1 gives a loss of at most 100 per element; the gradients are PyTorch's (+-1e12 for the
    input through its 1e-12 floor, +-inf for the target)."""
    p = np.array([0.0, 1.0, 1.0, 0.0, 0.5, 1e-30], np.float32)
    t = np.array([1.0, 0.0, 1.0, 0.0, 0.25, 1.0], np.float32)
    out = check_op("binary_cross_entropy", p, t, args=(reduction,), fd=False)
    assert np.all(np.isfinite(out[0]))


@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_binary_cross_entropy_dtypes(reduction):
    check_op("binary_cross_entropy", probabilities((5,), np.float64), probabilities((5,), np.float64),
             args=(reduction,))
    check_op("binary_cross_entropy", probabilities((5,), np.float16), probabilities((5,), np.float16),
             args=(reduction,), rtol=2e-3, atol=2e-3, fd=False)


def test_binary_cross_entropy_errors():
    bce = lambda p, t: check_error("binary_cross_entropy", p, t, args=("mean",))  # noqa: E731
    f32 = lambda *v: np.array(v, np.float32)  # noqa: E731
    assert bce(f32(0.5, 1.5), f32(0, 1)) == ErrorCode.INVALID_ARGUMENT
    assert bce(f32(-0.1, 0.5), f32(0, 1)) == ErrorCode.INVALID_ARGUMENT
    assert bce(f32(0.5, np.nan), f32(0, 1)) == ErrorCode.INVALID_ARGUMENT
    assert bce(f32(0.5, 0.2), f32(2, 0)) == ErrorCode.INVALID_ARGUMENT      # targets are checked too
    assert bce(f32(0.5, 0.2), f32(np.nan, 0)) == ErrorCode.INVALID_ARGUMENT
    assert bce(f32(0.5, 0.2), np.array([0.0, 1.0])) == ErrorCode.DTYPE       # no promotion
    assert bce(np.array([0, 1]), np.array([0, 1])) == ErrorCode.DTYPE


# -- cross_entropy and nll_loss ----------------------------------------------------------------------------

SCORES = [((4, 5), (4,)), ((5,), ()), ((2, 4, 3), (2, 3)), ((2, 3, 2, 2), (2, 2, 2)), ((1, 1), (1,))]


@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("scores, target", SCORES)
@pytest.mark.parametrize("op", ["cross_entropy", "nll_loss"])
def test_class_index_losses(op, scores, target, reduction):
    n_classes = scores[1] if len(scores) >= 2 else scores[0]
    check_op(op, scores, classes(target, n_classes), args=(reduction,), differentiable=[0])


@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("op", ["cross_entropy", "nll_loss"])
def test_ignore_index(op, reduction):
    """Targets of -100 (PyTorch's default ignore_index) add nothing and are left out of the mean."""
    check_op(op, (5, 3), classes((5,), 3, ignored=2), args=(reduction,), differentiable=[0])
    check_op(op, (2, 3, 4), classes((2, 4), 3, ignored=3), args=(reduction,), differentiable=[0])


@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("op", ["cross_entropy", "nll_loss"])
def test_everything_ignored_or_empty(op, reduction):
    """A mean over no counted target is NaN (0 / 0), as in PyTorch; the sum is 0."""
    check_op(op, (2, 3), np.full(2, -100), args=(reduction,), differentiable=[0], fd=False)
    check_op(op, (0, 3), np.zeros(0, np.int64), args=(reduction,), differentiable=[0], fd=False)


@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_cross_entropy_is_stable(reduction):
    logits = np.array([[1000.0, 0.0, -1000.0], [-500.0, 500.0, 499.0]], np.float32)
    out = check_op("cross_entropy", logits, np.array([2, 1]), args=(reduction,), differentiable=[0], fd=False)
    assert np.all(np.isfinite(out[0]))


@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("op", ["cross_entropy", "nll_loss"])
def test_class_index_loss_dtypes(op, reduction):
    check_op(op, (4, 3), classes((4,), 3), args=(reduction,), dtype=np.float64, differentiable=[0])
    check_op(op, (4, 3), classes((4,), 3), args=(reduction,), dtype=np.float16, differentiable=[0],
             rtol=2e-3, atol=2e-3, fd=False)


@pytest.mark.parametrize("op", ["cross_entropy", "nll_loss"])
def test_class_index_loss_errors(op):
    err = lambda scores, target: check_error(op, scores, np.asarray(target, np.int64), args=("mean",))  # noqa: E731
    assert err(fresh((2, 3)), [0, 3]) == ErrorCode.INVALID_ARGUMENT          # target out of range
    assert err(fresh((2, 3)), [0, -1]) == ErrorCode.INVALID_ARGUMENT         # negative (not -100)
    assert err(fresh((3,)), 3) == ErrorCode.INVALID_ARGUMENT
    assert err(fresh((2, 3, 2)), [[0, 1], [0, 3]]) == ErrorCode.INVALID_ARGUMENT
    assert err(fresh((2, 0)), [0, 0]) == ErrorCode.INVALID_ARGUMENT          # no classes at all
    assert err(fresh((2, 3)), [0, 1, 2]) == ErrorCode.SHAPE                  # batch sizes differ
    assert err(fresh((2, 3, 4)), [[0, 1, 2], [0, 1, 2]]) == ErrorCode.SHAPE  # extra dims differ
    assert err(np.ones((2, 3), np.int64), [0, 1]) == ErrorCode.DTYPE
    assert err(np.ones((2, 3), np.complex64), [0, 1]) == ErrorCode.DTYPE


def test_cross_entropy_equals_nll_of_log_softmax():
    x, t = fresh((6, 4)), classes((6,), 4)
    ce = NUMPY.cross_entropy(NTensor(x), NTensor(t), "none").data
    log_p = NUMPY.log_softmax(NTensor(x), 1)
    np.testing.assert_allclose(ce, NUMPY.nll_loss(log_p, NTensor(t), "none").data, rtol=1e-6)


@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_results_of_0_dim_inputs_are_arrays(reduction):
    """NumPy arithmetic on 0-dim arrays gives scalars; the backend's tensors always hold arrays."""
    p, t = NTensor(np.array(0.3, np.float32)), NTensor(np.array(0.6, np.float32))
    for out in (NUMPY.mse_loss(p, t, reduction), NUMPY.binary_cross_entropy(p, t, reduction),
                NUMPY.cross_entropy(NTensor(fresh((3,))), NTensor(np.array(1)), reduction),
                NUMPY.nll_loss(NTensor(fresh((3,))), NTensor(np.array(2)), reduction)):
        assert isinstance(out.data, np.ndarray) and out.data.shape == ()
