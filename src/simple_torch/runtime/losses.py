"""Section 10: losses. reduction: 0 none, 1 mean, 2 sum."""

from __future__ import annotations

from ..abi.errors import DtypeError, ShapeError
from . import args
from .args import new, tensor
from .entry import export
from .startup import backend


def _same_shape(b, input, target, what: str):
    """PyTorch only warns when these shapes differ and then broadcasts, which is nearly always a bug."""
    if b.shape(input) != b.shape(target):
        raise ShapeError(f"{what}: input shape {list(b.shape(input))} and target shape "
                         f"{list(b.shape(target))} differ")


def _class_indices(b, target):
    if b.dtype(target) not in args.INTEGRAL:
        raise DtypeError(f"target must hold class indices (an integer dtype), got {args.DTYPE_NAMES[b.dtype(target)]}")


@export
def rt_torch_nn_mse_loss(input, target, reduction):
    b, i, t = backend(), tensor(input, "input"), tensor(target, "target")
    _same_shape(b, i, t, "mse_loss")
    return new(b.mse_loss(i, t, args.reduction(reduction)))


@export
def rt_torch_nn_cross_entropy(logits, target, reduction):
    b, i, t = backend(), tensor(logits, "logits"), tensor(target, "target")
    _class_indices(b, t)
    return new(b.cross_entropy(i, t, args.reduction(reduction)))


@export
def rt_torch_nn_binary_cross_entropy(probs, target, reduction):
    b, i, t = backend(), tensor(probs, "probs"), tensor(target, "target")
    _same_shape(b, i, t, "binary_cross_entropy")
    return new(b.binary_cross_entropy(i, t, args.reduction(reduction)))


@export
def rt_torch_nn_nll_loss(log_probs, target, reduction):
    b, i, t = backend(), tensor(log_probs, "log_probs"), tensor(target, "target")
    _class_indices(b, t)
    return new(b.nll_loss(i, t, args.reduction(reduction)))
