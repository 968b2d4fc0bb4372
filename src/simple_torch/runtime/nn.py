"""Section 9: neural-network operations. A weight or bias handle of 0 means none."""

from __future__ import annotations

from ..abi.errors import DtypeError, InvalidArgument
from . import args
from .args import new, optional_tensor, tensor
from .entry import export
from .startup import backend


@export
def rt_torch_nn_linear(x, weight, bias):
    return new(backend().linear(tensor(x), tensor(weight, "weight"), optional_tensor(bias, "bias")))


@export
def rt_torch_nn_conv2d(x, weight, bias, stride, padding, dilation, groups):
    groups = args.integer(groups, "groups")
    if groups < 1:
        raise InvalidArgument(f"groups is {groups}; it must be positive")
    return new(backend().conv2d(tensor(x), tensor(weight, "weight"), optional_tensor(bias, "bias"),
                                args.pair(stride, "stride", 1), args.pair(padding, "padding", 0),
                                args.pair(dilation, "dilation", 1), groups))


def _pool(kernel, stride, padding):
    kernel, stride, padding = args.pair(kernel, "kernel", 1), args.pair(stride, "stride", 1), args.pair(padding, "padding", 0)
    if any(p > k // 2 for p, k in zip(padding, kernel)):
        raise InvalidArgument(f"padding {list(padding)} must be at most half of kernel {list(kernel)}")
    return kernel, stride, padding


@export
def rt_torch_nn_max_pool2d(x, kernel, stride, padding):
    return new(backend().max_pool2d(tensor(x), *_pool(kernel, stride, padding)))


@export
def rt_torch_nn_avg_pool2d(x, kernel, stride, padding):
    return new(backend().avg_pool2d(tensor(x), *_pool(kernel, stride, padding)))


@export
def rt_torch_nn_batch_norm(x, running_mean, running_var, weight, bias, training, momentum, eps):
    training = args.flag(training, "training")
    mean, var = optional_tensor(running_mean, "running_mean"), optional_tensor(running_var, "running_var")
    if not training and (mean is None or var is None):
        raise InvalidArgument("running_mean and running_var are needed when not training")
    momentum, eps = args.number(momentum, "momentum", finite=True), args.number(eps, "eps", finite=True)
    if eps < 0:
        raise InvalidArgument(f"eps is {eps}; it must be non-negative")
    return new(backend().batch_norm(tensor(x), mean, var, optional_tensor(weight, "weight"),
                                    optional_tensor(bias, "bias"), training, momentum, eps))


@export
def rt_torch_nn_layer_norm(x, normalized_shape, weight, bias, eps):
    shape = args.sizes(normalized_shape, "normalized_shape")
    eps = args.number(eps, "eps", finite=True)
    if eps < 0:
        raise InvalidArgument(f"eps is {eps}; it must be non-negative")
    return new(backend().layer_norm(tensor(x), shape, optional_tensor(weight, "weight"),
                                    optional_tensor(bias, "bias"), eps))


@export
def rt_torch_nn_dropout(x, p, training):
    p = args.number(p, "p")
    if not 0.0 <= p <= 1.0:
        raise InvalidArgument(f"p is {p}; it must be within [0, 1]")
    return new(backend().dropout(tensor(x), p, args.flag(training, "training")))


@export
def rt_torch_nn_embedding(indices, weight):
    b = backend()
    idx = tensor(indices, "indices")
    if b.dtype(idx) not in args.INTEGRAL:
        raise DtypeError(f"indices must hold integers, got {args.DTYPE_NAMES[b.dtype(idx)]}")
    return new(b.embedding(idx, tensor(weight, "weight")))
