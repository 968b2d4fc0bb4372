"""Losses with PyTorch's reductions: "none" keeps one loss per element (per sample for the class-index
losses), "sum" adds them up, "mean" divides the sum by their count (for cross_entropy and nll_loss: by
the count of targets that are not ignored, ignore_index being PyTorch's default -100).

The runtime has already checked the reduction, the int64 dtype of class targets and the dims of the
targets; what remains here are the checks PyTorch makes on values and sizes.
"""

from __future__ import annotations

import numpy as np

from ....abi.errors import DtypeError, InvalidArgumentError, ShapeError
from .. import dtypes
from . import op
from ..tensor import Tensor, make

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
    return make(loss.astype(out), (input, target), backward)


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


# -- classification over class indices ------------------------------------------------------------------

def _class_targets(scores: Tensor, target: Tensor, what: str) -> tuple[np.ndarray, np.ndarray, int]:
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
    counted = t != IGNORE_INDEX
    classes = scores.shape[axis]
    bad = counted & ((t < 0) | (t >= classes))
    if bad.any():
        raise InvalidArgumentError(f"Target {int(t[bad].flat[0])} is out of bounds (there are {classes} classes).")
    return np.where(counted, t, 0), counted, axis


def _nll(log_p: np.ndarray, target: np.ndarray, counted: np.ndarray, axis: int, reduction: str):
    """Forward of the negative log-likelihood: the reduced loss, and the gradient it sends to log_p
    as a function of the output's gradient."""
    picked = np.take_along_axis(log_p, np.expand_dims(target, axis), axis).squeeze(axis)
    loss = np.where(counted, -picked, 0).astype(log_p.dtype)
    if reduction == "none":
        out, factor = loss, 1.0
    else:
        out = np.asarray(np.sum(loss, dtype=log_p.dtype))
        factor = 1.0
        if reduction == "mean":   # divided by the count of targets that are not ignored
            count = int(counted.sum())
            with np.errstate(invalid="ignore", divide="ignore"):
                out = np.asarray(out / log_p.dtype.type(count))
            factor = 1.0 / count if count else np.nan

    def grad_log_p(g):
        per_target = np.where(counted, -_spread(g, reduction, factor, target.shape), 0).astype(log_p.dtype)
        grad = np.zeros_like(log_p)
        np.put_along_axis(grad, np.expand_dims(target, axis), np.expand_dims(per_target, axis), axis)
        return grad
    return out, grad_log_p


@op
def nll_loss(log_probs: Tensor, target: Tensor, reduction: str) -> Tensor:
    """-log_probs[n, target[n], ...] for each target that is not ignored."""
    t, counted, axis = _class_targets(log_probs, target, "nll_loss")
    work = dtypes.compute(log_probs.dtype)
    out, grad_log_p = _nll(log_probs.data.astype(work, copy=False), t, counted, axis, reduction)
    return make(out.astype(log_probs.dtype), (log_probs,), lambda g: (grad_log_p(g),))


@op
def cross_entropy(logits: Tensor, target: Tensor, reduction: str) -> Tensor:
    """nll_loss of log_softmax over the class dim, with the stable log-softmax: x - max - log sum exp."""
    t, counted, axis = _class_targets(logits, target, "cross_entropy")
    work = dtypes.compute(logits.dtype)
    x = logits.data.astype(work, copy=False)
    shifted = x - (np.max(x, axis=axis, keepdims=True) if x.size else 0)
    log_p = shifted - np.log(np.sum(np.exp(shifted), axis=axis, keepdims=True))
    # PyTorch stores log_softmax in the input's dtype before nll_loss reads it (matters for half types)
    log_p = log_p.astype(logits.dtype).astype(work)
    out, grad_log_p = _nll(log_p, t, counted, axis, reduction)

    def backward(g):
        gl = grad_log_p(g)   # then through log_softmax: gl - softmax * sum(gl)
        return (gl - np.exp(log_p) * np.sum(gl, axis=axis, keepdims=True),)
    return make(out.astype(logits.dtype), (logits,), backward)
