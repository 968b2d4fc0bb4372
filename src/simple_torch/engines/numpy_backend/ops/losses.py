"""Losses with PyTorch's reductions: "none" keeps one loss per element (per sample for the class losses),
"sum" adds them up, "mean" divides the sum by their count (for cross_entropy and nll_loss over class
indices: by the summed class weights of the targets that are not ignored, their count without weights;
ignore_index is PyTorch's default -100 unless given).

The runtime has already checked the reduction, the dtypes and the shapes (class targets, weights,
broadcasting); what remains here are the checks PyTorch makes on values (a class out of range, a
probability outside [0, 1]). Each backward is PyTorch's formula, kinks and NaNs included.
"""

from __future__ import annotations

import numpy as np
from scipy.special import expit

from ....abi.enums import Kind
from ....abi.errors import DtypeError, InvalidArgumentError, ShapeError
from .. import dtypes
from . import op, shape
from .activations import softmax
from .nn import vector_norm
from ..tensor import Tensor, make, sum_to, unbroadcast

IGNORE_INDEX = -100   # PyTorch's default: such targets add nothing and are not counted by "mean"


def _reduce(loss: np.ndarray, reduction: str) -> tuple[np.ndarray, float]:
    """The reduced loss and the factor each element's gradient gets from the reduction."""
    if reduction == "none":
        return np.asarray(loss), 1.0   # an array even for 0-dim inputs (their arithmetic gives NumPy scalars)
    total = np.sum(loss, dtype=loss.dtype)
    if reduction == "sum":
        return np.asarray(total), 1.0
    with np.errstate(invalid="ignore", divide="ignore"):   # an empty mean is NaN, as in PyTorch
        return np.asarray(total / loss.dtype.type(loss.size)), 1.0 / loss.size if loss.size else np.nan


def _spread(g: np.ndarray, reduction: str, factor: float, shape) -> np.ndarray:
    """The gradient of each unreduced loss element from the gradient of the (reduced) output."""
    return g if reduction == "none" else np.broadcast_to(g * factor, shape)


def _floating(t: Tensor, what: str) -> None:
    if not dtypes.is_floating(t.dtype):
        raise DtypeError(f"{what} is not implemented for {dtypes.name(t.dtype)}")


# -- regression ----------------------------------------------------------------------------------------

@op
def mse_loss(input: Tensor, target: Tensor, reduction: str) -> Tensor:
    """(input - target)^2; the two promote to a common floating dtype as in PyTorch."""
    out = dtypes.result_type(input.data, target.data)
    if not dtypes.is_floating(out):
        raise DtypeError(f"mse_loss is not implemented for {dtypes.name(out)}")
    work = dtypes.compute(out)
    diff = input.data.astype(work, copy=False) - target.data.astype(work, copy=False)
    loss, factor = _reduce(diff * diff, reduction)

    def backward(g):
        gi = 2 * diff * _spread(g, reduction, factor, diff.shape)
        return gi, -gi   # the target gets the opposite gradient when it requires one

    def differentiable(g):   # the same over the parents, recorded
        gi = (input - target) * 2 * (g if reduction == "none" else np.broadcast_to(g * factor, diff.shape))
        return sum_to(gi, input.shape), sum_to(-gi, target.shape)
    return make(loss.astype(out), (input, target), backward, differentiable=differentiable)


@op
def binary_cross_entropy(probs: Tensor, target: Tensor, reduction: str) -> Tensor:
    """-(t log p + (1 - t) log(1 - p)), each log clamped at -100 as PyTorch does so p = 0 or 1 stays finite."""
    if probs.dtype != target.dtype:
        raise DtypeError(f"binary_cross_entropy: found dtype {dtypes.name(target.dtype)} but expected "
                         f"{dtypes.name(probs.dtype)}")
    _floating(probs, "binary_cross_entropy")
    work = dtypes.compute(probs.dtype)
    p, t = probs.data.astype(work, copy=False), target.data.astype(work, copy=False)
    for name, values in (("input", p), ("target", t)):
        if not np.all((values >= 0) & (values <= 1)):   # NaN fails too
            raise InvalidArgumentError(f"all elements of {name} should be between 0 and 1")
    with np.errstate(divide="ignore"):
        log_p = np.maximum(np.log(p), -100)
        log_q = np.maximum(np.log1p(-p), -100)
    loss, factor = _reduce((t - 1) * log_q - t * log_p, reduction)

    def backward(g):
        gl = _spread(g, reduction, factor, p.shape)
        # PyTorch's formulas: the input's denominator is kept away from 0 by 1e-12; the target's
        # gradient is -logit(p), unclamped (infinite at p = 0 or 1)
        gp = gl * (p - t) / np.maximum((1 - p) * p, work.type(1e-12)) if probs.requires_grad else None
        with np.errstate(divide="ignore", invalid="ignore"):
            gt = -gl * np.log(p / (1 - p)) if target.requires_grad else None
        return gp, gt
    return make(loss.astype(probs.dtype), (probs, target), backward)


# -- classification over class indices or probabilities ----------------------------------------------------

def _class_targets(scores: Tensor, target: Tensor, what: str,
                   ignore_index: int) -> tuple[np.ndarray, np.ndarray, int]:
    """Check (N, C, d1, ...) or (C,) scores against (N, d1, ...) or () int64 targets.

    Returns the targets with ignored ones replaced by class 0 (safe to index with), the mask of the
    targets that count, and the class axis."""
    _floating(scores, what)
    axis = 1 if scores.data.ndim >= 2 else 0
    if scores.data.ndim >= 2:
        if target.shape[:1] != scores.shape[:1]:
            raise ShapeError(f"expected input batch_size ({scores.shape[0]}) to match target batch_size "
                             f"({target.shape[0] if target.data.ndim else 'none'})")
        if target.shape != scores.shape[:1] + scores.shape[2:]:
            raise ShapeError(f"expected target size {list(scores.shape[:1] + scores.shape[2:])}, "
                             f"got {list(target.shape)}")
    elif target.data.ndim != 0:
        raise ShapeError(f"{what}: a 1-D input of class scores needs a 0-dim target, got shape {list(target.shape)}")
    t = target.data.astype(np.int64, copy=False)
    counted = t != ignore_index
    classes = scores.shape[axis]
    bad = counted & ((t < 0) | (t >= classes))
    if bad.any():
        raise InvalidArgumentError(f"Target {int(t[bad].flat[0])} is out of bounds (there are {classes} classes).")
    return np.where(counted, t, 0), counted, axis


def _class_weight(weight: Tensor | None, scores: Tensor, axis: int, what: str) -> np.ndarray | None:
    """The per-class weights in the compute dtype, shaped to broadcast along the class axis; None for none."""
    if weight is None:
        return None
    classes = scores.shape[axis]
    if weight.shape != (classes,):
        raise ShapeError(f"{what}: weight tensor should be defined either for all {classes} classes or no classes "
                         f"but got weight tensor of shape: {list(weight.shape)}")
    if weight.dtype != scores.dtype:
        raise DtypeError(f"{what}: expected weight of dtype {dtypes.name(scores.dtype)}, got {dtypes.name(weight.dtype)}")
    work = dtypes.compute(scores.dtype)
    return weight.data.astype(work, copy=False).reshape((classes,) + (1,) * (scores.data.ndim - axis - 1))


def _nll(log_p: np.ndarray, target: np.ndarray, counted: np.ndarray, per_target: np.ndarray, axis: int,
         reduction: str):
    """Forward of the negative log-likelihood with per_target weights (0 for the ignored targets): the reduced
    loss, and the gradient it sends to log_p as a function of the output's. "mean" divides by the sum of
    the weights of the counted targets (their count without class weights), NaN when it is 0."""
    picked = np.take_along_axis(log_p, np.expand_dims(target, axis), axis).squeeze(axis)
    loss = np.where(counted, -per_target * picked, 0).astype(log_p.dtype)
    if reduction == "none":
        out, factor = loss, 1.0
    else:
        out = np.asarray(np.sum(loss, dtype=log_p.dtype))
        factor = 1.0
        if reduction == "mean":
            total = np.sum(per_target, dtype=log_p.dtype)
            with np.errstate(invalid="ignore", divide="ignore"):
                out = np.asarray(out / total)
                factor = log_p.dtype.type(1) / total

    def grad_log_p(g):
        with np.errstate(invalid="ignore"):
            spread = np.where(counted, -_spread(g, reduction, factor, target.shape) * per_target, 0)
        grad = np.zeros_like(log_p)
        np.put_along_axis(grad, np.expand_dims(target, axis), np.expand_dims(spread.astype(log_p.dtype), axis), axis)
        return grad
    return out, grad_log_p, factor


def _per_target_weights(w: np.ndarray | None, t: np.ndarray, counted: np.ndarray, dtype) -> np.ndarray:
    if w is None:
        return counted.astype(dtype)
    return np.where(counted, w.reshape(-1)[t], 0).astype(dtype)


@op
def nll_loss(log_probs: Tensor, target: Tensor, reduction: str, weight: Tensor | None = None,
             ignore_index: int = IGNORE_INDEX) -> Tensor:
    """-weight[target] * log_probs[n, target[n], ...] for each target that is not ignored; the weight
    takes no gradient (PyTorch refuses one that requires it)."""
    t, counted, axis = _class_targets(log_probs, target, "nll_loss", ignore_index)
    w = _class_weight(weight, log_probs, axis, "nll_loss")
    work = dtypes.compute(log_probs.dtype)
    out, grad_log_p, _ = _nll(log_probs.data.astype(work, copy=False), t, counted,
                              _per_target_weights(w, t, counted, work), axis, reduction)
    return make(out.astype(log_probs.dtype), (log_probs,), lambda g: (grad_log_p(g),),
                differentiable=lambda g: (_linear_in_g(grad_log_p, g, reduction, axis),))


def _linear_in_g(grad_of, g: Tensor, reduction: str, axis: int) -> Tensor:
    """grad_of(g) for a recorded g, where grad_of (an array formula) is g, one per sample along the class axis or
    the reduced one, times a constant: that constant is grad_of(1)."""
    coefficient = grad_of(np.ones(g.shape, g.data.dtype))
    return (shape.unsqueeze(g, axis) if reduction == "none" and g.data.ndim else g) * coefficient


def _log_softmax(logits: Tensor, axis: int) -> np.ndarray:
    """The stable log-softmax x - max - log sum exp, stored in the logits' dtype as PyTorch stores it before
    the loss reads it (matters for half types), in the compute dtype."""
    work = dtypes.compute(logits.dtype)
    x = logits.data.astype(work, copy=False)
    shifted = x - (np.max(x, axis=axis, keepdims=True) if x.size else 0)
    log_p = shifted - np.log(np.sum(np.exp(shifted), axis=axis, keepdims=True))
    return log_p.astype(logits.dtype).astype(work)


def _through_log_softmax(gl: np.ndarray, log_p: np.ndarray, axis: int) -> np.ndarray:
    """The gradient of the logits from that of their log-softmax: gl - softmax * sum(gl)."""
    return gl - np.exp(log_p) * np.sum(gl, axis=axis, keepdims=True)


@op
def cross_entropy(logits: Tensor, target: Tensor, reduction: str, weight: Tensor | None = None,
                  ignore_index: int = IGNORE_INDEX, label_smoothing: float = 0.0) -> Tensor:
    """nll_loss of log_softmax over the class dim; a target of logits' shape holds class probabilities.

    With label_smoothing e, PyTorch's mix: (1 - e) * the loss + e / C * the loss against every class at once
    (weighted, ignored targets left out, "mean" dividing by the same weight sum as nll_loss)."""
    if target.shape == logits.shape and logits.data.ndim:
        return _cross_entropy_probabilities(logits, target, reduction, weight, ignore_index, label_smoothing)
    t, counted, axis = _class_targets(logits, target, "cross_entropy", ignore_index)
    w = _class_weight(weight, logits, axis, "cross_entropy")
    log_p = _log_softmax(logits, axis)
    per_target = _per_target_weights(w, t, counted, log_p.dtype)
    out, grad_log_p, factor = _nll(log_p, t, counted, per_target, axis, reduction)
    classes = logits.shape[axis]
    smoothing = log_p.dtype.type(label_smoothing)
    if label_smoothing > 0:
        class_weight = 1 if w is None else w
        smooth = np.where(counted, -np.sum(log_p * class_weight, axis=axis), 0).astype(log_p.dtype)
        if reduction != "none":
            smooth = np.sum(smooth, dtype=log_p.dtype) * (factor if reduction == "mean" else 1)
        out = (1 - smoothing) * out + smooth * (smoothing / classes)

    def log_p_grad(g):
        gl = grad_log_p(g)
        if label_smoothing > 0:
            with np.errstate(invalid="ignore"):
                per_sample = np.where(counted, _spread(g, reduction, factor, t.shape), 0)
            gl = (1 - smoothing) * gl - np.expand_dims(per_sample, axis) * (1 if w is None else w) * (smoothing / classes)
        return gl

    def differentiable(g):
        gl = _linear_in_g(log_p_grad, g, reduction, axis)   # the softmax of the logits is recorded
        return (gl - softmax(logits, axis) * np.sum(gl, axis=axis, keepdims=True),)
    return make(np.asarray(out).astype(logits.dtype), (logits,), lambda g: (_through_log_softmax(log_p_grad(g), log_p, axis),),
                differentiable=differentiable)


def _cross_entropy_probabilities(logits: Tensor, target: Tensor, reduction: str, weight: Tensor | None,
                                 ignore_index: int, label_smoothing: float) -> Tensor:
    """-sum(log_softmax(logits) * target * weight) over the classes; "mean" divides by the count of samples.
    The target (mixed toward uniform by label_smoothing) and the weight get gradients, as in PyTorch."""
    if not dtypes.is_floating(target.dtype):
        raise DtypeError(f"Expected floating point type for target with class probabilities, got "
                         f"{dtypes.name(target.dtype)}")
    if ignore_index >= 0:
        raise InvalidArgumentError("ignore_index is not supported for floating point target")
    _floating(logits, "cross_entropy")
    axis = 1 if logits.data.ndim >= 2 else 0
    classes = logits.shape[axis]
    w = _class_weight(weight, logits, axis, "cross_entropy")
    out = dtypes.result_type(logits.data, target.data)
    work = dtypes.compute(out)
    log_p = _log_softmax(logits, axis).astype(work, copy=False)
    t = target.data.astype(work, copy=False)
    keep = work.type(1 - label_smoothing)
    mixed = t * keep + work.type(label_smoothing / classes) if label_smoothing > 0 else t
    scale = 1 if w is None else w.astype(work, copy=False)
    terms = log_p * mixed * scale
    samples = log_p.size // classes if classes else 0
    if reduction == "none":
        loss = -np.sum(terms, axis=axis)
    else:
        loss = -np.sum(terms)
        if reduction == "mean":
            loss = loss / work.type(samples) if samples else work.type(np.nan)

    def backward(g):
        with np.errstate(divide="ignore", invalid="ignore"):   # a mean over no sample
            ge = np.expand_dims(g, axis) if reduction == "none" else g / work.type(samples) if reduction == "mean" else g
        g_log_p = -mixed * scale * ge
        g_target = -log_p * scale * ge * (keep if label_smoothing > 0 else 1)
        grads = [_through_log_softmax(g_log_p, log_p, axis), np.broadcast_to(g_target, t.shape)]
        if weight is not None:
            others = tuple(i for i in range(log_p.ndim) if i != axis)
            grads.append(-np.sum(log_p * mixed * ge, axis=others))
        return tuple(grads)
    parents = (logits, target) if weight is None else (logits, target, weight)
    return make(np.asarray(loss).astype(out), parents, backward)


# -- regression and margin losses ---------------------------------------------------------------------------

def _promoted(input: Tensor, target: Tensor, what: str) -> tuple[np.ndarray, np.ndarray, np.dtype]:
    """input and target in the compute dtype of their promoted dtype, which must be floating (the contract
    refuses integer, bool and complex losses, where PyTorch's losses disagree with one another)."""
    out = dtypes.result_type(input.data, target.data)
    if not dtypes.is_floating(out):
        raise DtypeError(f"{what}: input ({dtypes.name(input.dtype)}) and target ({dtypes.name(target.dtype)}) "
                         f"promote to {dtypes.name(out)}; a floating dtype is needed")
    work = dtypes.compute(out)
    return input.data.astype(work, copy=False), target.data.astype(work, copy=False), out


def _elementwise_loss(input: Tensor, target: Tensor, reduction: str, what: str, forward, derivative) -> Tensor:
    """A loss of d = input - target per element: forward(d), and d(loss)/d(input) = derivative(d) (the
    target's is its opposite)."""
    x, t, out = _promoted(input, target, what)
    d = x - t
    loss, factor = _reduce(forward(d), reduction)

    def backward(g):
        gi = derivative(d) * _spread(g, reduction, factor, d.shape)
        return gi, -gi

    def differentiable(g):   # derivative is written with NumPy's functions: the same formula over the parents
        gi = derivative(input - target) * _spread(g, reduction, factor, d.shape)
        return sum_to(gi, input.shape), sum_to(-gi, target.shape)
    return make(loss.astype(out), (input, target), backward, differentiable=differentiable)


@op
def l1_loss(input: Tensor, target: Tensor, reduction: str) -> Tensor:
    return _elementwise_loss(input, target, reduction, "l1_loss", np.abs, np.sign)


@op
def smooth_l1_loss(input: Tensor, target: Tensor, beta: float, reduction: str) -> Tensor:
    """Quadratic below beta, linear above; beta 0 is l1_loss (PyTorch calls it then, with its gradient)."""
    if beta == 0:
        return l1_loss(input, target, reduction)
    return _elementwise_loss(input, target, reduction, "smooth_l1_loss",
                             lambda d: np.where(np.abs(d) < beta, 0.5 * d * d / beta, np.abs(d) - 0.5 * beta),
                             lambda d: np.where(d <= -beta, -1, np.where(d >= beta, 1, d / beta)))


@op
def huber_loss(input: Tensor, target: Tensor, delta: float, reduction: str) -> Tensor:
    return _elementwise_loss(input, target, reduction, "huber_loss",
                             lambda d: np.where(np.abs(d) < delta, 0.5 * d * d, delta * (np.abs(d) - 0.5 * delta)),
                             lambda d: np.where(d <= -delta, -delta, np.where(d >= delta, delta, d)))


@op
def soft_margin_loss(input: Tensor, target: Tensor, reduction: str) -> Tensor:
    """log(1 + exp(-target * input)) by PyTorch's formula (which overflows to inf as PyTorch's does); the
    target is not differentiable."""
    x, t, out = _promoted(input, target, "soft_margin_loss")
    with np.errstate(over="ignore"):
        z = np.exp(-t * x)
    loss, factor = _reduce(np.log1p(z), reduction)

    def backward(g):
        with np.errstate(invalid="ignore"):
            return (-t * z / (1 + z) * _spread(g, reduction, factor, x.shape),)
    return make(loss.astype(out), (input,), backward)


def _log_sigmoid(x: np.ndarray) -> np.ndarray:
    return np.minimum(x, 0) - np.log1p(np.exp(-np.abs(x)))


@op
def binary_cross_entropy_with_logits(input: Tensor, target: Tensor, weight: Tensor | None,
                                     pos_weight: Tensor | None, reduction: str) -> Tensor:
    """(1 - t) x - log_sigmoid(x) * (1 + (pos_weight - 1) t), times weight: PyTorch's overflow-free form and
    its backward formulas. weight and pos_weight broadcast to the input's shape and take no gradient."""
    x, t, out = _promoted(input, target, "binary_cross_entropy_with_logits")
    w = None if weight is None else weight.data.astype(x.dtype, copy=False)
    pw = None if pos_weight is None else pos_weight.data.astype(x.dtype, copy=False)
    log_sig = _log_sigmoid(x)
    if pw is not None:
        with np.errstate(over="ignore"):   # pos_weight - 1 in its own dtype: an unsigned 0 wraps, as in PyTorch
            less_one = np.asarray(pos_weight.data - pos_weight.data.dtype.type(1)).astype(x.dtype)
    loss = (1 - t) * x - (log_sig if pw is None else log_sig * (less_one * t + 1))
    if w is not None:
        loss = loss * w
    loss, factor = _reduce(np.broadcast_to(loss, x.shape), reduction)

    def backward(g):
        gl = _spread(g, reduction, factor, x.shape) * (1 if w is None else w)
        if pw is None:
            gi, gt = expit(x) - t, -x
        else:
            scaled = pw * t
            gi, gt = (scaled + 1 - t) * expit(x) - scaled, _log_sigmoid(-x) - log_sig * pw
        return np.broadcast_to(gi * gl, x.shape), np.broadcast_to(gt * gl, x.shape)
    return make(loss.astype(out), (input, target), backward)


@op
def kl_div(input: Tensor, target: Tensor, log_target: bool, reduction: str) -> Tensor:
    """exp(t) (t - x) for log-probability targets, else xlogy(t, t) - t x, with PyTorch's gradients (the
    target's is NaN where it is 0, as xlogy's is there)."""
    x, t, out = _promoted(input, target, "kl_div")
    with np.errstate(all="ignore"):
        if log_target:
            et = np.exp(t)
            loss = et * (t - x)
        else:
            loss = np.where(t == 0, 0, t * np.log(t)) - t * x
    loss, factor = _reduce(loss, reduction)

    def backward(g):
        gl = _spread(g, reduction, factor, x.shape)
        with np.errstate(all="ignore"):
            if log_target:
                return -et * gl, et * (t - x + 1) * gl
            return -t * gl, (np.where(t != 0, np.log(t), 0) + t / t - x) * gl
    return make(loss.astype(out), (input, target), backward)


def _in_dtype(op, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """op(a, b) in the dtype PyTorch gives it (integers wrap around, half types round), as its composite
    losses compute their intermediates."""
    kind = dtypes.result_type(a, b)
    with np.errstate(over="ignore"):
        return np.asarray(op(a.astype(kind, copy=False), b.astype(kind, copy=False)))


def _real_operands(what: str, **operands: Tensor) -> None:
    for name, t in operands.items():
        if t.dtype == dtypes.BOOL or dtypes.category(t.dtype) == Kind.complex:
            raise DtypeError(f"{what}: {name} of dtype {dtypes.name(t.dtype)} is not supported")


@op
def margin_ranking_loss(input1: Tensor, input2: Tensor, target: Tensor, margin: float, reduction: str) -> Tensor:
    """max(0, -target * (input1 - input2) + margin), the three broadcast, each step in PyTorch's dtype; the
    gradient passes where the clamped value is >= 0 (PyTorch's clamp_min)."""
    _real_operands("margin_ranking_loss", input1=input1, input2=input2, target=target)
    with np.errstate(over="ignore"):
        negated = np.asarray(-target.data)   # an unsigned target wraps, as in PyTorch
    product = _in_dtype(np.multiply, negated, _in_dtype(np.subtract, input1.data, input2.data))
    out = dtypes.floating(product.dtype)
    work = dtypes.compute(out)
    x1, x2, t = (a.data.astype(work, copy=False) for a in (input1, input2, target))
    pre = product.astype(work) + work.type(margin)
    active = pre >= 0
    loss, factor = _reduce(np.maximum(pre, 0), reduction)

    def backward(g):
        gl = _spread(g, reduction, factor, pre.shape) * active
        return (unbroadcast(-t * gl, input1.shape), unbroadcast(t * gl, input2.shape),
                unbroadcast(-(x1 - x2) * gl, target.shape))
    return make(loss.astype(out), (input1, input2, target), backward)


COSINE_EPSILON = 1e-12   # what PyTorch adds to each squared magnitude of cosine_embedding_loss


@op
def cosine_embedding_loss(input1: Tensor, input2: Tensor, target: Tensor, margin: float, reduction: str) -> Tensor:
    """1 - cos where target is 1, max(0, cos - margin) where it is -1, else 0; cos along the last dim with
    PyTorch's 1e-12 added to each squared magnitude. The target takes no gradient."""
    for name, t in (("input1", input1), ("input2", input2), ("target", target)):
        if dtypes.category(t.dtype) == Kind.complex:
            raise DtypeError(f"cosine_embedding_loss: {name} of dtype {dtypes.name(t.dtype)} is not supported")
    out = dtypes.floating(dtypes.result_type(input1.data, input2.data))
    work = dtypes.compute(out)
    shape = np.broadcast_shapes(input1.shape, input2.shape)
    v1, v2 = (np.broadcast_to(a.data.astype(work, copy=False), shape) for a in (input1, input2))
    t = target.data
    prod = np.sum(v1 * v2, axis=-1)
    m1 = np.sum(v1 * v1, axis=-1) + work.type(COSINE_EPSILON)
    m2 = np.sum(v2 * v2, axis=-1) + work.type(COSINE_EPSILON)
    denom = np.sqrt(m1 * m2)
    cos = prod / denom
    negative = (t == -1) & (cos - work.type(margin) >= 0)
    loss = np.where(t == 1, 1 - cos, 0) + np.where(negative, cos - work.type(margin), 0)
    loss, factor = _reduce(np.asarray(loss, work), reduction)

    def backward(g):
        gl = _spread(g, reduction, factor, cos.shape)
        g_cos = np.where(t == 1, -gl, 0) + np.where(negative, gl, 0)
        g_prod = g_cos / denom
        g_denom = -g_cos * prod / (denom * denom)
        g_m1, g_m2 = g_denom * m2 / (2 * denom), g_denom * m1 / (2 * denom)
        g1 = g_prod[..., None] * v2 + 2 * g_m1[..., None] * v1
        g2 = g_prod[..., None] * v1 + 2 * g_m2[..., None] * v2
        return unbroadcast(g1, input1.shape), unbroadcast(g2, input2.shape)
    return make(loss.astype(out), (input1, input2), backward)


def _pairwise_distance(a: Tensor, b: Tensor, p: float, eps: float):
    """PyTorch's pairwise_distance: the p-norm of a - b + eps over the last dim (a - b in their own dtype, so
    integers wrap as in PyTorch); its value, its dtype and the backward from its gradient to that of a - b."""
    diff = _in_dtype(np.subtract, a.data, b.data)
    kind = dtypes.floating(diff.dtype)
    axis = -1 if diff.ndim else None
    work = dtypes.compute(kind)
    norm, backward = vector_norm(diff.astype(work) + work.type(eps), p, axis)
    squeeze = (lambda n: n.squeeze(axis)) if axis is not None else (lambda n: n)
    expand = (lambda g: np.expand_dims(g, axis)) if axis is not None else (lambda g: g)
    return squeeze(norm), kind, lambda g: backward(expand(g))


@op
def triplet_margin_loss(anchor: Tensor, positive: Tensor, negative: Tensor, margin: float, p: float, eps: float,
                        swap: bool, reduction: str) -> Tensor:
    """max(0, margin + d(anchor, positive) - d(anchor, negative)), d PyTorch's pairwise_distance; swap takes
    the smaller of d(anchor, negative) and d(positive, negative) (ties share the gradient, as torch.minimum's)."""
    _real_operands("triplet_margin_loss", anchor=anchor, positive=positive, negative=negative)
    d_pos, pos_kind, back_pos = _pairwise_distance(anchor, positive, p, eps)
    d_neg, neg_kind, back_neg = _pairwise_distance(anchor, negative, p, eps)
    out = dtypes.result_type(np.empty(d_pos.shape, pos_kind), np.empty(d_neg.shape, neg_kind))
    if swap:
        d_swap, swap_kind, back_swap = _pairwise_distance(positive, negative, p, eps)
        out = dtypes.result_type(np.empty(d_neg.shape, out), np.empty(d_swap.shape, swap_kind))
    work = dtypes.compute(out)
    d_pos, d_neg = d_pos.astype(work), d_neg.astype(work)
    if swap:
        d_swap = d_swap.astype(work)
        share_neg = np.where(d_neg < d_swap, 1, np.where(d_neg == d_swap, 0.5, 0)).astype(work)
        d_far = np.minimum(d_neg, d_swap)
    else:
        d_far = d_neg
    pre = work.type(margin) + d_pos - d_far
    active = pre >= 0
    loss, factor = _reduce(np.asarray(np.maximum(pre, 0)), reduction)

    def backward(g):
        if p == 0:   # PyTorch's 0-norm (a count) has no gradient at all, not a zero one
            return None, None, None
        gl = _spread(g, reduction, factor, pre.shape) * active
        g_pos = back_pos(gl)
        g_neg = back_neg(-gl * share_neg) if swap else back_neg(-gl)
        ga, gp, gn = g_pos + g_neg, -g_pos, -g_neg
        if swap:
            g_swap = back_swap(-gl * (1 - share_neg))
            gp, gn = gp + g_swap, gn - g_swap
        return (unbroadcast(np.asarray(ga), anchor.shape), unbroadcast(np.asarray(gp), positive.shape),
                unbroadcast(np.asarray(gn), negative.shape))
    return make(loss.astype(out), (anchor, positive, negative), backward)


# -- CTC -----------------------------------------------------------------------------------------------

def _logsumexp(*terms: np.ndarray) -> np.ndarray:
    """log(sum(exp(terms))) element-wise, -inf where every term is -inf."""
    top = np.maximum.reduce(terms)
    safe = np.where(np.isfinite(top), top, 0)
    with np.errstate(divide="ignore"):
        return np.log(sum(np.exp(t - safe) for t in terms)) + safe


def _shift(a: np.ndarray, by: int, fill: float) -> np.ndarray:
    """a moved `by` places along its last axis (right for by > 0), the freed places filled."""
    out = np.full_like(a, fill)
    if by > 0:
        out[..., by:] = a[..., :-by]
    else:
        out[..., :by] = a[..., -by:]
    return out


@op
def ctc_loss(log_probs: Tensor, targets: Tensor, input_lengths: Tensor, target_lengths: Tensor, blank: int,
             reduction: str, zero_infinity: bool) -> Tensor:
    """Graves et al.'s forward-backward over the targets with blanks between and around them (the extended
    labels l'), in log space, all samples at once. The gradient is PyTorch's: exp(lp) - (the alignments'
    posterior of each class at each time step), that of the logits when log_probs = log_softmax(logits)."""
    batched = log_probs.data.ndim == 3
    lp = log_probs.data if batched else log_probs.data[:, None, :]
    steps, batch, _ = lp.shape
    ins = np.atleast_1d(input_lengths.data).astype(np.int64)
    outs = np.atleast_1d(target_lengths.data).astype(np.int64)
    flat = targets.data.astype(np.int64)
    if flat.ndim == 2 and batched:
        rows = [flat[n, :outs[n]] for n in range(batch)]
    else:
        starts = np.concatenate([[0], np.cumsum(outs)])
        rows = [flat.reshape(-1)[starts[n]:starts[n + 1]] for n in range(batch)]
    width = 2 * int(outs.max(initial=0)) + 1
    labels = np.full((batch, width), blank, np.int64)
    for n, row in enumerate(rows):
        labels[n, 1:2 * len(row):2] = row
    valid = np.arange(width)[None, :] < (2 * outs + 1)[:, None]                      # (N, S')
    # a path may skip from l'(s - 2) to l'(s) when they differ: from one label to the next, never between blanks
    skip = (np.arange(width) >= 2) & (labels != _shift(labels, 2, blank))
    emit = np.where(valid[None], np.take_along_axis(lp, np.broadcast_to(labels[None], (steps, batch, width)), 2),
                    -np.inf)                                                           # (T, N, S')
    alpha = np.full((steps, batch, width), -np.inf, lp.dtype)
    if steps:
        alpha[0, :, :2] = emit[0, :, :2]
    for t in range(1, steps):
        a = alpha[t - 1]
        alpha[t] = _logsumexp(a, _shift(a, 1, -np.inf), np.where(skip, _shift(a, 2, -np.inf), -np.inf)) + emit[t]
    beta = np.full((steps, batch, width), -np.inf, lp.dtype)
    for t in range(steps - 1, -1, -1):
        b = np.full((batch, width), -np.inf, lp.dtype)
        if t + 1 < steps:
            nxt = beta[t + 1]
            b = _logsumexp(nxt, _shift(nxt, -1, -np.inf),
                           np.where(_shift(skip, -2, False), _shift(nxt, -2, -np.inf), -np.inf)) + emit[t]
        b[t >= ins] = -np.inf
        ending = np.flatnonzero(ins - 1 == t)           # samples whose input ends here start at the last label
        b[ending] = -np.inf
        b[ending, 2 * outs[ending]] = emit[t, ending, 2 * outs[ending]]
        labelled = ending[outs[ending] > 0]
        b[labelled, 2 * outs[labelled] - 1] = emit[t, labelled, 2 * outs[labelled] - 1]
        beta[t] = b
    # the likelihood: the paths that end on the last label or the blank after it, at each sample's last step
    nll = np.empty(batch, lp.dtype)
    for n in range(batch):
        if ins[n] == 0:
            nll[n] = 0.0 if outs[n] == 0 else np.inf
        else:
            end = alpha[ins[n] - 1, n]
            nll[n] = -_logsumexp(end[2 * outs[n]], end[2 * outs[n] - 1] if outs[n] else -np.inf)
    infinite = np.isinf(nll)
    loss = np.where(infinite, 0, nll).astype(lp.dtype) if zero_infinity else nll
    if reduction == "mean":
        per, out = 1.0 / (np.maximum(outs, 1) * batch), np.asarray((loss / np.maximum(outs, 1)).mean(dtype=lp.dtype))
    elif reduction == "sum":
        per, out = np.ones(batch), np.asarray(loss.sum(dtype=lp.dtype))
    else:
        per, out = np.ones(batch), loss if batched else loss.reshape(())

    def backward(g):
        occupancy = alpha + beta                                                       # log of alpha * beta
        top = np.max(occupancy, axis=2, keepdims=True)
        top = np.where(np.isfinite(top), top, 0)
        sums = np.zeros_like(lp)
        np.add.at(sums, (slice(None), np.arange(batch)[:, None], labels), np.exp(occupancy - top))
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
            posterior = np.exp(np.log(sums) + top + nll[None, :, None] - lp)
            grad = np.exp(lp) - posterior
        grad[np.arange(steps)[:, None] >= ins[None, :]] = 0                            # past each input's end
        if zero_infinity:
            grad[:, infinite] = 0
        scale = (np.broadcast_to(g, (batch,)) if reduction == "none" else g) * per
        grad = (grad * np.reshape(scale, (1, batch, 1))).astype(lp.dtype)
        return grad if batched else grad[:, 0], None, None, None
    return make(out.astype(lp.dtype), (log_probs, targets, input_lengths, target_lengths), backward)
