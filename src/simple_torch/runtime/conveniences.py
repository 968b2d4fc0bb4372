"""Section 39: what real programs call next: round to decimal places, and binary cross entropy with a per-element
weight. The weighted loss is a composition of Backend methods (the unreduced loss times the weight, then reduced, as
PyTorch's kernel computes it), one path for both backends."""

from __future__ import annotations

from ..abi.enums import DTYPE_KIND, Dtype, Kind
from ..abi.errors import DtypeError, ShapeError
from . import args
from .args import new
from .args import tensor as _tensor
from .entry import export
from .losses import _no_grad_needed, _same_shape, optional_tensor, tensor as loss_tensor
from .nn import broadcast_shape
from .startup import backend


@export
def rt_torch_tensor_round_decimals(x, decimals):
    b, t = backend(), _tensor(x, "x")
    places = args.integer(decimals, "decimals")
    dtype = Dtype(b.dtype(t))
    if DTYPE_KIND[dtype] != Kind.floating:   # PyTorch has no such kernel ("round_cpu" not implemented for 'Long')
        raise DtypeError(f"round with decimals does not support {dtype.name} tensors (floating dtypes only)")
    return new(b.round_decimals(t, places))


@export
def rt_torch_nn_binary_cross_entropy_weighted(probs, target, weight, reduction):
    b, p, t = backend(), loss_tensor(probs, "probs"), loss_tensor(target, "target")
    _same_shape(b, p, t, "probs")
    how = args.reduction(reduction)
    dtype = Dtype(b.dtype(p))
    if DTYPE_KIND[dtype] != Kind.floating:
        raise DtypeError(f"binary_cross_entropy: probs of dtype {dtype.name} is not supported (floating dtypes only)")
    w = optional_tensor(weight, "weight")
    if w is None:
        return new(b.binary_cross_entropy(p, t, how))
    if DTYPE_KIND[Dtype(b.dtype(w))] == Kind.complex:
        raise DtypeError(f"binary_cross_entropy: weight of dtype {Dtype(b.dtype(w)).name} is not supported")
    shape = tuple(b.shape(p))
    if broadcast_shape(b, "binary_cross_entropy", probs=p, weight=w) != shape:
        raise ShapeError(f"binary_cross_entropy: weight of shape {list(b.shape(w))} does not broadcast to probs' "
                         f"shape {list(shape)}")
    _no_grad_needed(b, w, "binary_cross_entropy", "weight")
    losses = b.mul(b.binary_cross_entropy(p, t, "none"), b.to_dtype(w, dtype))
    if how == "none":
        return new(losses)
    return new(b.mean(losses, None, False) if how == "mean" else b.sum(losses, None, False))
