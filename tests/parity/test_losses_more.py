"""Parity of ABI 1.4's losses, one_hot, normalize and cosine_similarity: values and gradients (of the target
too where PyTorch gives one) for every reduction, the sides of each kink, mixed and half dtypes, class
weights, ignore_index, label smoothing and class-probability targets, and errors."""

from __future__ import annotations

import math

import numpy as np
import pytest

from simple_torch.abi.errors import ErrorCode

from simple_torch.engines.numpy_backend.tensor import Tensor as NTensor
from simple_torch.engines.numpy_backend.tensor import backward as numpy_backward

from .parity import NUMPY, RNG, TORCH, check_error, check_op, fresh, to_torch, torch_array

REDUCTIONS = ["none", "mean", "sum"]
SHAPES = [(3, 4), (5,), (), (2, 3, 2)]


def probabilities(shape, dtype=np.float32):
    return RNG.uniform(0.05, 0.95, shape).astype(dtype)


def signs(shape, dtype=np.float32):
    return RNG.choice([-1.0, 1.0], size=shape).astype(dtype)


# -- element-wise regression losses ----------------------------------------------------------------------------
PAIRWISE = [("l1_loss", ()), ("smooth_l1_loss", (1.0,)), ("smooth_l1_loss", (0.4,)), ("smooth_l1_loss", (0.0,)),
            ("huber_loss", (1.0,)), ("huber_loss", (0.5,)), ("kl_div", (False,)), ("kl_div", (True,))]
PAIR_IDS = [f"{op}{list(args)}" for op, args in PAIRWISE]


def _target(op, shape, dtype=np.float32):
    """kl_div's target: probabilities (or their logs)."""
    return probabilities(shape, dtype) if op == "kl_div" else fresh(shape, dtype) * 2


@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("op, args", PAIRWISE, ids=PAIR_IDS)
def test_pairwise_losses(op, args, shape, reduction):
    """input and target both get gradients."""
    target = _target(op, shape)
    if op == "kl_div" and args[0]:   # log_target
        target = np.log(target)
    check_op(op, fresh(shape) * 2, target, args=(*args, reduction))


@pytest.mark.parametrize("op, args", PAIRWISE[:6], ids=PAIR_IDS[:6])
def test_kinks(op, args):
    """d = input - target exactly at 0 and at +-beta / +-delta, where PyTorch picks a side's slope."""
    target = np.zeros(7, np.float32)
    check_op(op, np.array([0.0, 1.0, -1.0, 0.4, -0.4, 0.5, -0.5], np.float32), target, args=(*args, "sum"), fd=False)


def test_kl_div_of_zero_and_negative_targets():
    """xlogy(0, 0) is 0; a negative target gives NaN; the target's gradient at 0 is NaN, as PyTorch's."""
    target = np.array([0.0, 0.3, -0.2, 1.0], np.float32)
    check_op("kl_div", fresh((4,)), target, args=(False, "none"), fd=False)


@pytest.mark.parametrize("op, args", PAIRWISE + [("soft_margin_loss", ())], ids=PAIR_IDS + ["soft_margin_loss"])
def test_dtypes(op, args):
    only = [0] if op == "soft_margin_loss" else None   # PyTorch cannot differentiate its target
    for reduction in REDUCTIONS:
        check_op(op, fresh((3, 4), np.float64), _target(op, (3, 4), np.float64), args=(*args, reduction),
                 rtol=1e-10, atol=1e-12, differentiable=only)
        check_op(op, fresh((3, 4), np.float16), _target(op, (3, 4), np.float16), args=(*args, reduction),
                 rtol=3e-3, atol=3e-3, fd=False, differentiable=only)
    # mixed dtypes promote (PyTorch's huber_loss would keep the input's float32; the contract promotes all)
    check_op(op, fresh((3,)), _target(op, (3,), np.float64), args=(*args, "mean"), differentiable=only)
    check_op(op, fresh((3,), np.float16), _target(op, (3,)), args=(*args, "sum"), rtol=1e-3, atol=1e-3, fd=False,
             differentiable=only)
    check_op(op, fresh((3,)), np.array([1, 0, 2]), args=(*args, "none"))


@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("shape", SHAPES)
def test_soft_margin_loss(shape, reduction):
    check_op("soft_margin_loss", fresh(shape) * 2, signs(shape), args=(reduction,), differentiable=[0])


def test_empty_inputs():
    for op, args in PAIRWISE + [("soft_margin_loss", ())]:
        for reduction in REDUCTIONS:   # the mean of nothing is NaN, the sum 0
            check_op(op, (0, 3), (0, 3), args=(*args, reduction), fd=False,
                     differentiable=[0] if op == "soft_margin_loss" else None)


# -- binary_cross_entropy_with_logits -------------------------------------------------------------------------

@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("shape", [(3, 4), (6,), ()])
def test_bce_with_logits(shape, reduction):
    check_op("binary_cross_entropy_with_logits", fresh(shape) * 3, probabilities(shape), args=(None, None, reduction))


@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("weight, pos_weight", [((4,), None), (None, (4,)), ((3, 4), (4,)), ((3, 1), (1, 4)),
                                                ((), ())])
def test_bce_with_logits_weights(weight, pos_weight, reduction):
    """weight and pos_weight broadcast to the input's shape; they take no gradient (PyTorch refuses one)."""
    extra = [None if s is None else RNG.uniform(0.5, 3.0, s).astype(np.float32) for s in (weight, pos_weight)]

    def run(x, t):
        return check_op("binary_cross_entropy_with_logits", x, t, args=(*extra, reduction))
    run(fresh((3, 4)) * 3, probabilities((3, 4)))


def test_bce_with_logits_is_stable_and_dtypes():
    x = np.array([-200.0, -30.0, 0.0, 30.0, 200.0], np.float32)
    out = check_op("binary_cross_entropy_with_logits", x, np.array([1.0, 0, 0.5, 1, 0], np.float32),
                   args=(None, None, "none"), fd=False)
    assert np.all(np.isfinite(out[0]))
    check_op("binary_cross_entropy_with_logits", fresh((3, 2), np.float64), probabilities((3, 2), np.float64),
             args=(None, None, "mean"), rtol=1e-10, atol=1e-12)
    check_op("binary_cross_entropy_with_logits", fresh((3, 2), np.float16), probabilities((3, 2), np.float16),
             args=(None, None, "mean"), rtol=3e-3, atol=3e-3, fd=False)
    check_op("binary_cross_entropy_with_logits", fresh((3, 2)), probabilities((3, 2), np.float64),
             args=(np.ones(2, np.float64), np.full(2, 2, np.int64), "sum"))


# -- margin losses ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("shapes", [((5,), (5,), (5,)), ((4, 1), (1, 3), (4, 3)), ((), (), ()), ((3, 2), (3, 2), (1, 2))])
@pytest.mark.parametrize("margin", [0.0, 0.5])
def test_margin_ranking_loss(shapes, margin, reduction):
    """The three broadcast; the target gets a gradient too."""
    a, b, t = shapes
    check_op("margin_ranking_loss", fresh(a), fresh(b), signs(t), args=(margin, reduction))


def test_margin_ranking_loss_dtypes_and_kink():
    check_op("margin_ranking_loss", np.array([1.0, 2.0, 0.0]), np.array([1.0, 1.0, 0.5]),
             np.array([1.0, 1.0, -1.0]), args=(0.0, "sum"), fd=False)   # the clamp at exactly 0 passes the gradient
    check_op("margin_ranking_loss", fresh((4,), np.float64), fresh((4,), np.float64), signs((4,), np.float64),
             args=(0.1, "mean"), rtol=1e-10, atol=1e-12)
    check_op("margin_ranking_loss", np.arange(4), np.arange(4)[::-1].copy(), np.array([1, -1, 1, -1]),
             args=(0.5, "none"), grad=False)   # integers give float32
    check_op("margin_ranking_loss", fresh((4,)), fresh((4,), np.float64), np.array([1, -1, 1, -1]), args=(0.5, "mean"))


@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("shapes", [((4, 3), (4, 3), (4,)), ((5,), (5,), ()), ((4, 3), (1, 3), (4,))])
@pytest.mark.parametrize("margin", [0.0, -0.3, 0.4])
def test_cosine_embedding_loss(shapes, margin, reduction):
    a, b, t = shapes
    target = RNG.choice([1.0, -1.0], size=t).astype(np.float32)
    check_op("cosine_embedding_loss", fresh(a), fresh(b), target, args=(margin, reduction), differentiable=[0, 1])


def test_cosine_embedding_loss_targets_and_dtypes():
    """Targets other than 1 and -1 count for nothing; integer inputs give float32; a zero vector stays finite."""
    check_op("cosine_embedding_loss", fresh((4, 3)), fresh((4, 3)), np.array([1, -1, 0, 2]), args=(0.0, "none"),
             differentiable=[0, 1])
    check_op("cosine_embedding_loss", np.arange(6).reshape(2, 3), np.ones((2, 3), np.int64), np.array([1, -1]),
             args=(0.0, "none"), grad=False)
    check_op("cosine_embedding_loss", fresh((3, 3), np.float64), fresh((3, 3), np.float64), np.array([1.0, -1, 1]),
             args=(0.2, "mean"), differentiable=[0, 1], rtol=1e-10, atol=1e-12)
    out = check_op("cosine_embedding_loss", np.zeros((2, 3), np.float32), fresh((2, 3)), np.array([1.0, -1.0]),
                   args=(0.0, "none"), differentiable=[0, 1], fd=False)
    assert np.all(np.isfinite(out[0]))


@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("p", [2.0, 1.0, 3.0, 1.5, 0.5, math.inf])
@pytest.mark.parametrize("swap", [False, True])
def test_triplet_margin_loss(p, swap, reduction):
    check_op("triplet_margin_loss", fresh((4, 3)), fresh((4, 3)), fresh((4, 3)), args=(1.0, p, 1e-6, swap, reduction))


@pytest.mark.parametrize("shapes", [((5,), (5,), (5,)), ((), (), ()), ((4, 3), (1, 3), (4, 3)), ((2, 4, 3),) * 3])
def test_triplet_margin_loss_shapes(shapes):
    check_op("triplet_margin_loss", *(fresh(s) for s in shapes), args=(0.5, 2.0, 1e-6, True, "mean"))


def test_triplet_margin_loss_dtypes_and_edges():
    check_op("triplet_margin_loss", fresh((3, 2), np.float64), fresh((3, 2), np.float64), fresh((3, 2), np.float64),
             args=(2.0, 2.0, 1e-6, False, "sum"), rtol=1e-10, atol=1e-12)
    check_op("triplet_margin_loss", np.arange(6).reshape(3, 2), np.ones((3, 2), np.int64), np.zeros((3, 2), np.int64),
             args=(1.0, 2.0, 1e-6, False, "none"), grad=False)
    # p = 0 counts the non-zero differences (no gradient, not even a zero one); the hinge exactly at 0 passes
    # the gradient
    check_op("triplet_margin_loss", fresh((3, 2)), fresh((3, 2)), fresh((3, 2)), args=(1.0, 0.0, 1e-6, False, "sum"),
             fd=False)
    check_op("triplet_margin_loss", np.array([[0.0, 0.0]]), np.array([[1.0, 0.0]]), np.array([[0.0, 2.0]]),
             args=(1.0, 2.0, 0.0, False, "sum"), fd=False)
    # swap with a tie: d(anchor, negative) == d(positive, negative) share the gradient
    check_op("triplet_margin_loss", np.array([[0.0, 0.0]]), np.array([[2.0, 0.0]]), np.array([[1.0, 3.0]]),
             args=(5.0, 2.0, 0.0, True, "sum"), fd=False)


# -- classification: class weights, ignore_index, label smoothing, probabilities ----------------------------
SCORES = [((4, 5), (4,)), ((5,), ()), ((2, 4, 3), (2, 3)), ((2, 3, 2, 2), (2, 2, 2))]


def classes(shape, n_classes, ignore: int | None = None, ignored: int = 0):
    t = RNG.integers(0, n_classes, shape).astype(np.int64)
    if ignore is not None:
        t.reshape(-1)[:ignored] = ignore
    return t


def _n_classes(scores):
    return scores[1] if len(scores) >= 2 else scores[0]


@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("scores, target", SCORES)
@pytest.mark.parametrize("op", ["cross_entropy", "nll_loss"])
def test_class_weights(op, scores, target, reduction):
    """Weights per class; "mean" divides by the weights of the targets."""
    c = _n_classes(scores)
    weight = RNG.uniform(0.2, 2.0, c).astype(np.float32)
    check_op(op, scores, classes(target, c), args=(reduction, weight), differentiable=[0])


@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("ignore_index", [0, 2, -1, 7])
@pytest.mark.parametrize("op", ["cross_entropy", "nll_loss"])
def test_ignore_index(op, ignore_index, reduction):
    """Any ignore_index (a class, a negative value, one past the classes): those targets add nothing."""
    weight = RNG.uniform(0.2, 2.0, 3).astype(np.float32)
    target = classes((6,), 3, ignore_index, ignored=2)
    check_op(op, (6, 3), target, args=(reduction, None, ignore_index), differentiable=[0])
    check_op(op, (6, 3), target, args=(reduction, weight, ignore_index), differentiable=[0])


@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("smoothing", [0.1, 0.5, 1.0])
@pytest.mark.parametrize("scores, target", SCORES)
def test_label_smoothing(scores, target, smoothing, reduction):
    c = _n_classes(scores)
    weight = RNG.uniform(0.2, 2.0, c).astype(np.float32)
    t = classes(target, c, -100, ignored=1 if target else 0)   # a single target stays counted
    check_op("cross_entropy", scores, t, args=(reduction, None, -100, smoothing), differentiable=[0])
    check_op("cross_entropy", scores, t, args=(reduction, weight, -100, smoothing), differentiable=[0])


@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("scores", [(4, 5), (5,), (2, 4, 3)])
@pytest.mark.parametrize("smoothing", [0.0, 0.2])
def test_probability_targets(scores, smoothing, reduction):
    """A target of the logits' shape holds class probabilities; it gets a gradient too."""
    c = _n_classes(scores)
    target = probabilities(scores)
    check_op("cross_entropy", scores, target, args=(reduction, None, -100, smoothing))
    check_op("cross_entropy", scores, target, args=(reduction, RNG.uniform(0.2, 2.0, c).astype(np.float32), -1,
                                                    smoothing))


@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_probability_targets_differentiate_the_weight(reduction):
    """With class probabilities PyTorch differentiates the class weight (with indices it refuses to)."""
    x, t, w = fresh((4, 3)), probabilities((4, 3)), RNG.uniform(0.2, 2.0, 3).astype(np.float32)
    grads = []
    for backend, wrap, read in ((TORCH, lambda a: to_torch(a), torch_array), (NUMPY, NTensor, lambda a: a.data)):
        weight = wrap(w.copy())
        if backend is TORCH:
            weight.requires_grad_()
        else:
            weight.requires_grad = True
        out = backend.cross_entropy(wrap(x.copy()), wrap(t.copy()), reduction, weight, -100, 0.1)
        total = backend.sum(out, None, False)
        if backend is TORCH:
            total.backward()
        else:
            numpy_backward(total)
        grads.append(read(weight.grad))
    np.testing.assert_allclose(grads[1], grads[0], rtol=1e-5, atol=1e-6)


def test_classification_edges_and_dtypes():
    # everything ignored, or a zero weight: a mean over no weight is NaN (0 / 0), as in PyTorch
    for op in ("cross_entropy", "nll_loss"):
        check_op(op, (2, 3), np.full(2, 1), args=("mean", None, 1), differentiable=[0], fd=False)
        check_op(op, (2, 3), np.array([0, 1]), args=("mean", np.zeros(3, np.float32)), differentiable=[0], fd=False)
        check_op(op, (4, 3), classes((4,), 3), args=("sum", np.ones(3, np.float64), 5), dtype=np.float64,
                 differentiable=[0])
        check_op(op, (4, 3), classes((4,), 3), args=("mean", np.ones(3, np.float16), 5), dtype=np.float16,
                 differentiable=[0], rtol=2e-3, atol=2e-3, fd=False)
    check_op("cross_entropy", (0, 3), np.zeros((0, 3), np.float32), args=("mean",), fd=False)   # NaN
    check_op("cross_entropy", (3, 4), probabilities((3, 4), np.float64), args=("mean", None, -100, 0.3))
    check_op("cross_entropy", (3, 4), probabilities((3, 4), np.float16), args=("sum",), rtol=1e-3, atol=1e-3, fd=False)


def test_classification_errors():
    x = fresh((2, 3))
    assert check_error("cross_entropy", x, np.ones((2, 3), np.int64), args=("mean",)) == ErrorCode.DTYPE
    for op in ("cross_entropy", "nll_loss"):
        assert check_error(op, x, np.array([0, 1]), args=("mean", np.ones(2, np.float32))) == ErrorCode.SHAPE
    assert check_error("nll_loss", x, np.array([0, 4]), args=("mean", None, 3)) == ErrorCode.INVALID_ARGUMENT


# -- one_hot, normalize, cosine_similarity ---------------------------------------------------------------------

@pytest.mark.parametrize("shape, n", [((5,), 4), ((2, 3), 6), ((), 3), ((0,), 2), ((2, 0), 3)])
def test_one_hot(shape, n):
    check_op("one_hot", RNG.integers(0, max(n, 1), shape).astype(np.int64), args=(n,), grad=False)


@pytest.mark.parametrize("p", [2.0, 1.0, 3.0, 0.5, 1.5, math.inf, 0.0])
@pytest.mark.parametrize("shape, dim", [((3, 4), 1), ((3, 4), 0), ((2, 3, 4), 2), ((5,), 0), ((), 0)])
def test_normalize(p, shape, dim):
    check_op("normalize", fresh(shape), args=(p, dim, 1e-12), fd=p != 0)


def test_normalize_below_eps_and_dtypes():
    """Where the norm is below eps the input is divided by eps and the norm gets no gradient."""
    check_op("normalize", np.array([[0.3, 0.4], [0.6, 0.8], [3.0, 4.0], [0.0, 0.0]], np.float32), args=(2.0, 1, 1.0),
             fd=False)
    check_op("normalize", np.array([[1.0, 0.0, -1.0], [-2.0, 2.0, 1.0]], np.float32), args=(math.inf, 1, 1e-12),
             fd=False)   # ties of the inf-norm share its gradient
    check_op("normalize", fresh((3, 4), np.float64), args=(2.0, 1, 1e-12), rtol=1e-10, atol=1e-12)
    check_op("normalize", fresh((3, 4), np.float16), args=(2.0, 1, 1e-6), rtol=2e-3, atol=2e-3, fd=False)


@pytest.mark.parametrize("shapes, dim", [(((4, 3), (4, 3)), 1), (((4, 3), (1, 3)), 1), (((4, 3), (3,)), 1),
                                         (((4, 3), (4, 3)), 0), (((5,), (5,)), 0), (((2, 3, 4), (2, 3, 4)), 2)])
def test_cosine_similarity(shapes, dim):
    check_op("cosine_similarity", fresh(shapes[0]), fresh(shapes[1]), args=(dim, 1e-8))


def test_cosine_similarity_below_eps_and_dtypes():
    """PyTorch clamps the norms under no_grad: their gradient is the unclamped norm's."""
    check_op("cosine_similarity", np.array([[0.3, 0.4], [0.0, 0.0]], np.float32),
             np.array([[0.1, 0.7], [1.0, 2.0]], np.float32), args=(1, 1.0), fd=False)
    check_op("cosine_similarity", fresh((3, 4), np.float64), fresh((3, 4), np.float64), args=(1, 1e-8),
             rtol=1e-10, atol=1e-12)
    check_op("cosine_similarity", fresh((3, 4)), fresh((3, 4), np.float64), args=(1, 1e-8))
    check_op("cosine_similarity", fresh((3, 4)), np.ones((3, 4), np.int64), args=(1, 1e-8))
