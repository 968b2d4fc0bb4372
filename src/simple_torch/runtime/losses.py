"""Section 10: losses. reduction: 0 none, 1 mean, 2 sum."""

from __future__ import annotations

from ..abi.enums import Dtype
from ..abi.errors import DtypeError, ShapeError
from . import args
from .args import new, tensor
from .entry import export
from .startup import backend


def _same_shape(b, input, target, what: str):
    """PyTorch only warns when these shapes differ and then broadcasts, which is nearly always a bug."""
    if b.shape(input) != b.shape(target):
        raise ShapeError(f"{what} shape {list(b.shape(input))} and target shape "
                         f"{list(b.shape(target))} differ")


def _class_indices(b, scores, target, what: str):
    """Scores (N, C, d1, ...) or (C,) and int64 class indices (N, d1, ...) or ()."""
    if b.dtype(target) != Dtype.int64:   # PyTorch rejects int32 ("expected scalar type Long") and would read floats as probabilities
        raise DtypeError(f"target must hold int64 class indices, got {Dtype(b.dtype(target)).name}")
    shape, tshape = b.shape(scores), b.shape(target)
    if len(shape) == 0:
        raise ShapeError(f"{what} must have a class dim, got a scalar")
    if len(tshape) != len(shape) - 1:
        raise ShapeError(f"target shape {list(tshape)} does not fit {what} shape {list(shape)} "
                         f"(expected {len(shape) - 1} dim(s): the shape of {what} without its class dim)")


@export
def rt_torch_nn_mse_loss(input, target, reduction):
    b, i, t = backend(), tensor(input, "input"), tensor(target, "target")
    _same_shape(b, i, t, "input")
    return new(b.mse_loss(i, t, args.reduction(reduction)))


@export
def rt_torch_nn_cross_entropy(logits, target, reduction):
    b, i, t = backend(), tensor(logits, "logits"), tensor(target, "target")
    _class_indices(b, i, t, "logits")
    return new(b.cross_entropy(i, t, args.reduction(reduction)))


@export
def rt_torch_nn_binary_cross_entropy(probs, target, reduction):
    b, i, t = backend(), tensor(probs, "probs"), tensor(target, "target")
    _same_shape(b, i, t, "probs")
    return new(b.binary_cross_entropy(i, t, args.reduction(reduction)))


@export
def rt_torch_nn_nll_loss(log_probs, target, reduction):
    b, i, t = backend(), tensor(log_probs, "log_probs"), tensor(target, "target")
    _class_indices(b, i, t, "log_probs")
    return new(b.nll_loss(i, t, args.reduction(reduction)))
