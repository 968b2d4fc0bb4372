"""Section 9: neural-network operations. A weight or bias handle of 0 means none."""

from __future__ import annotations

from ..abi.enums import FLOATING, Dtype
from ..abi.errors import DtypeError, InvalidArgumentError, ShapeError
from . import args
from .args import new, optional_tensor, tensor
from .entry import export
from .startup import backend


def _ndim(b, t, what: str, allowed, wanted: str) -> None:
    """A ShapeError unless t has one of the allowed numbers of dims (PyTorch reports some of these as
    internal errors or as out-of-range dims)."""
    shape = b.shape(t)
    if len(shape) not in allowed:
        raise ShapeError(f"{what} must be {wanted}, got shape {list(shape)}")


@export
def rt_torch_nn_linear(x, weight, bias):
    b, t, w = backend(), tensor(x), tensor(weight, "weight")
    _ndim(b, t, "x", range(1, args.MAX_DIMS + 1), "at least 1-D")
    _ndim(b, w, "weight", (1, 2), "1-D or 2-D (out_features, in_features)")
    bias = optional_tensor(bias, "bias")
    if bias is not None:
        # decided here, as PyTorch's paths differ: a 1-D weight gives x . w, to which only a 0-dim bias of a
        # 1-D x can be added (else "mat2 must be a matrix"), and the bias is added in place, in x's dtype
        if len(b.shape(w)) == 1 and (len(b.shape(t)) != 1 or b.shape(bias) != ()):
            raise ShapeError(f"a 1-D weight takes a bias only with a 1-D x and a 0-dim bias; got x "
                             f"{list(b.shape(t))}, bias {list(b.shape(bias))}")
        if b.dtype(bias) != b.dtype(t):
            raise DtypeError(f"expected bias to have the input's dtype {Dtype(b.dtype(t)).name}, got "
                             f"{Dtype(b.dtype(bias)).name}")
    return new(b.linear(t, w, bias))


@export
def rt_torch_nn_conv2d(x, weight, bias, stride, padding, dilation, groups):
    groups = args.integer(groups, "groups")
    if groups < 1:
        raise InvalidArgumentError(f"groups is {groups}; it must be positive")
    b, t, w = backend(), tensor(x), tensor(weight, "weight")
    _ndim(b, t, "x", (3, 4), "3-D (C, H, W) or 4-D (N, C, H, W)")
    _ndim(b, w, "weight", (4,), "4-D (out_channels, in_channels / groups, kH, kW)")
    if 0 in b.shape(w)[2:]:   # PyTorch's oneDNN path fails without saying why
        raise ShapeError(f"kernel size should be greater than zero, got weight of size {list(b.shape(w))}")
    return new(b.conv2d(t, w, optional_tensor(bias, "bias"),
                        args.pair(stride, "stride", 1), args.pair(padding, "padding", 0),
                        args.pair(dilation, "dilation", 1), groups))


def _pool(kernel, stride, padding):
    kernel, stride, padding = args.pair(kernel, "kernel", 1), args.pair(stride, "stride", 1), args.pair(padding, "padding", 0)
    if any(p > k // 2 for p, k in zip(padding, kernel)):
        raise InvalidArgumentError(f"padding {list(padding)} must be at most half of kernel {list(kernel)}")
    return kernel, stride, padding


def _pool_input(x):
    b, t = backend(), tensor(x)
    _ndim(b, t, "x", (3, 4), "3-D (C, H, W) or 4-D (N, C, H, W)")
    return b, t


@export
def rt_torch_nn_max_pool2d(x, kernel, stride, padding):
    b, t = _pool_input(x)
    return new(b.max_pool2d(t, *_pool(kernel, stride, padding)))


@export
def rt_torch_nn_avg_pool2d(x, kernel, stride, padding):
    b, t = _pool_input(x)
    return new(b.avg_pool2d(t, *_pool(kernel, stride, padding)))


@export
def rt_torch_nn_batch_norm(x, running_mean, running_var, weight, bias, training, momentum, eps):
    b, t = backend(), tensor(x)
    _ndim(b, t, "x", range(2, args.MAX_DIMS + 1), "at least 2-D (N, C, ...)")
    training = args.flag(training, "training")
    mean, var = optional_tensor(running_mean, "running_mean"), optional_tensor(running_var, "running_var")
    if not training and (mean is None or var is None):
        raise InvalidArgumentError("running_mean and running_var are needed when not training")
    w, bias = optional_tensor(weight, "weight"), optional_tensor(bias, "bias")
    channels = b.shape(t)[1]
    for name, p in (("running_mean", mean), ("running_var", var), ("weight", w), ("bias", bias)):
        if p is not None and b.shape(p) != (channels,):   # PyTorch fails an internal assert on some of these
            raise ShapeError(f"{name} has shape {list(b.shape(p))}; x has {channels} channels, so it must be "
                             f"[{channels}]")
    if b.is_grad_enabled():
        for name, p in (("running_mean", mean), ("running_var", var)):
            if p is not None and b.requires_grad(p):
                raise InvalidArgumentError(f"batch_norm is not differentiable with respect to {name}; it cannot "
                                      f"require grad while grad is enabled")
    momentum, eps = args.number(momentum, "momentum", finite=True), args.number(eps, "eps", finite=True)
    if eps < 0:
        raise InvalidArgumentError(f"eps is {eps}; it must be non-negative")
    return new(b.batch_norm(t, mean, var, w, bias, training, momentum, eps))


@export
def rt_torch_nn_layer_norm(x, normalized_shape, weight, bias, eps):
    shape = args.sizes(normalized_shape, "normalized_shape")
    eps = args.number(eps, "eps", finite=True)
    if eps < 0:
        raise InvalidArgumentError(f"eps is {eps}; it must be non-negative")
    return new(backend().layer_norm(tensor(x), shape, optional_tensor(weight, "weight"),
                                    optional_tensor(bias, "bias"), eps))


@export
def rt_torch_nn_dropout(x, p, training):
    p = args.number(p, "p")
    if not 0.0 <= p <= 1.0:
        raise InvalidArgumentError(f"p is {p}; it must be within [0, 1]")
    b, t, training = backend(), tensor(x), args.flag(training, "training")
    if training and b.dtype(t) not in FLOATING:
        raise DtypeError(f"dropout needs a floating-point tensor, got {Dtype(b.dtype(t)).name}")
    return new(b.dropout(t, p, training))


@export
def rt_torch_nn_embedding(indices, weight):
    b = backend()
    idx = tensor(indices, "indices")
    if b.dtype(idx) not in (Dtype.int32, Dtype.int64):   # what PyTorch's embedding accepts
        raise DtypeError(f"indices must be int64 (or int32), got {Dtype(b.dtype(idx)).name}")
    w = tensor(weight, "weight")
    _ndim(b, w, "weight", (2,), "2-D (num_embeddings, embedding_dim)")
    return new(b.embedding(idx, w))
