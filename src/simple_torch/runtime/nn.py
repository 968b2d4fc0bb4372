"""Section 9: neural-network operations. A weight or bias handle of 0 means none."""

from __future__ import annotations

import math

import numpy as np

from ..abi.enums import DTYPE_KIND, FLOATING, Dtype, EmbeddingBagMode, InterpolateMode, Kind
from ..abi.errors import DtypeError, InvalidArgumentError, ShapeError
from . import amp, args
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
    t, w, bias = amp.lower_precision(b, t, w, bias)
    if bias is not None:
        # decided here, as PyTorch's paths differ: a 1-D weight gives x . w, to which only a 0-dim bias of a
        # 1-D x can be added (else "mat2 must be a matrix"), and the bias is added in place, in x's dtype
        if b.ndim(w) == 1 and (b.ndim(t) != 1 or b.shape(bias) != ()):
            raise ShapeError(f"a 1-D weight takes a bias only with a 1-D x and a 0-dim bias; got x "
                             f"{list(b.shape(t))}, bias {list(b.shape(bias))}")
        if b.dtype(bias) != b.dtype(t):
            raise DtypeError(f"expected bias to have the input's dtype {Dtype(b.dtype(t)).name}, got "
                             f"{Dtype(b.dtype(bias)).name}")
    return new(b.linear(t, w, bias))


@export
def rt_torch_nn_conv2d(x, weight, bias, stride, padding, dilation, groups):
    b, t, w = backend(), tensor(x), tensor(weight, "weight")
    _ndim(b, t, "x", (3, 4), "3-D (C, H, W) or 4-D (N, C, H, W)")
    _ndim(b, w, "weight", (4,), "4-D (out_channels, in_channels / groups, kH, kW)")
    return new(_conv2d(b, *amp.lower_precision(b, t, w, optional_tensor(bias, "bias")), args.pair(stride, "stride", 1),
                       args.pair(padding, "padding", 0), args.pair(dilation, "dilation", 1), groups))


def _conv2d(b, t, w, bias, stride, padding, dilation, groups):
    groups = args.integer(groups, "groups")
    if groups < 1:
        raise InvalidArgumentError(f"groups is {groups}; it must be positive")
    if 0 in b.shape(w)[2:]:   # PyTorch's oneDNN path fails without saying why
        raise ShapeError(f"kernel size should be greater than zero, got weight of size {list(b.shape(w))}")
    return b.conv2d(t, w, bias, stride, padding, dilation, groups)


@export
def rt_torch_nn_conv3d(x, weight, bias, stride, padding, dilation, groups):
    """Checked here in PyTorch's terms, so both backends fail alike."""
    b, t, w = backend(), tensor(x), tensor(weight, "weight")
    _ndim(b, t, "x", (4, 5), "4-D (C, D, H, W) or 5-D (N, C, D, H, W)")
    _ndim(b, w, "weight", (5,), "5-D (out_channels, in_channels / groups, kD, kH, kW)")
    t, w, bias = amp.lower_precision(b, t, w, optional_tensor(bias, "bias"))
    stride, padding = args.fixed(stride, "stride", 1, 3), args.fixed(padding, "padding", 0, 3)
    dilation, groups = args.fixed(dilation, "dilation", 1, 3), args.integer(groups, "groups")
    dtype = Dtype(b.dtype(t))
    if dtype == Dtype.bool:
        raise DtypeError("conv3d is not implemented for bool")
    for name, other in (("weight", w), ("bias", bias)):
        if other is not None and b.dtype(other) != dtype:
            raise DtypeError(f"conv3d: {name} is {Dtype(b.dtype(other)).name} but x is {dtype.name}")
    shape, kernel = b.shape(t), b.shape(w)
    if groups < 1 or kernel[0] == 0 or kernel[0] % groups:
        raise InvalidArgumentError(f"groups is {groups}; it must be positive and divide the weight's {kernel[0]} "
                                   f"output channels")
    if shape[-4] != kernel[1] * groups:
        raise ShapeError(f"given groups={groups} and weight {list(kernel)}, x {list(shape)} must have "
                         f"{kernel[1] * groups} channels, not {shape[-4]}")
    if 0 in kernel[2:]:
        raise ShapeError(f"kernel size should be greater than zero, got weight of size {list(kernel)}")
    if bias is not None and b.shape(bias) != (kernel[0],):
        raise ShapeError(f"bias must be 1-D with {kernel[0]} elements, got shape {list(b.shape(bias))}")
    padded = [size + 2 * p for size, p in zip(shape[-3:], padding)]
    reach = [d * (k - 1) + 1 for d, k in zip(dilation, kernel[2:])]
    if any(p < r for p, r in zip(padded, reach)):
        raise ShapeError(f"the padded input {padded} is smaller than the dilated kernel {reach}")
    out = [(p - r) // s + 1 for p, r, s in zip(padded, reach, stride)]
    args.addressable(tuple(shape[:-4]) + (kernel[0], *out), dtype)
    return new(b.conv3d(t, w, bias, stride, padding, dilation, groups))


def _as_2d(b, t, what: str):
    """(N, C, L) or (C, L) input as (N, C, 1, L) or (C, 1, L): the 1-D ops are the 2-D ones over a height of 1."""
    _ndim(b, t, what, (2, 3), "2-D (C, L) or 3-D (N, C, L)")
    return b.unsqueeze(t, b.ndim(t) - 1)


@export
def rt_torch_nn_conv1d(x, weight, bias, stride, padding, dilation, groups):
    b, t, w = backend(), tensor(x), tensor(weight, "weight")
    _ndim(b, w, "weight", (3,), "3-D (out_channels, in_channels / groups, k)")
    flat = _as_2d(b, t, "x")
    out = _conv2d(b, *amp.lower_precision(b, flat, b.unsqueeze(w, 2), optional_tensor(bias, "bias")),
                  (1, args.at_least(stride, "stride", 1)),
                  (0, args.at_least(padding, "padding", 0)), (1, args.at_least(dilation, "dilation", 1)), groups)
    return new(b.squeeze(out, b.ndim(out) - 2))


def _pool1d(x, kernel, stride, padding, pool):
    b, t = backend(), tensor(x)
    flat = _as_2d(b, t, "x")
    kernel, stride, padding = _pool((1, args.at_least(kernel, "kernel", 1)), (1, args.at_least(stride, "stride", 1)),
                                    (0, args.at_least(padding, "padding", 0)))
    out = getattr(b, pool)(flat, kernel, stride, padding)
    return new(b.squeeze(out, b.ndim(out) - 2))


@export
def rt_torch_nn_max_pool1d(x, kernel, stride, padding):
    return _pool1d(x, kernel, stride, padding, "max_pool2d")


@export
def rt_torch_nn_avg_pool1d(x, kernel, stride, padding):
    return _pool1d(x, kernel, stride, padding, "avg_pool2d")


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
    momentum, eps = args.number(momentum, "momentum", finite=True), _eps(eps)
    return new(b.batch_norm(t, mean, var, w, bias, training, momentum, eps))


def _eps(value) -> float:
    """A normalisation's eps: finite and non-negative."""
    eps = args.number(value, "eps", finite=True)
    if eps < 0:
        raise InvalidArgumentError(f"eps is {eps}; it must be non-negative")
    return eps


@export
def rt_torch_nn_layer_norm(x, normalized_shape, weight, bias, eps):
    shape = args.sizes(normalized_shape, "normalized_shape")
    eps = _eps(eps)
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
    args.index_range(b, idx, b.shape(w)[0], 0)   # rows of the weight
    return new(b.embedding(idx, w))


@export
def rt_torch_nn_embedding_ex(indices, weight, padding_idx, max_norm, norm_type):
    b = backend()
    idx, w = tensor(indices, "indices"), tensor(weight, "weight")
    if b.dtype(idx) not in (Dtype.int32, Dtype.int64):
        raise DtypeError(f"indices must be int64 (or int32), got {Dtype(b.dtype(idx)).name}")
    _ndim(b, w, "weight", (2,), "2-D (num_embeddings, embedding_dim)")
    args.index_range(b, idx, b.shape(w)[0], 0)   # rows of the weight
    padding = _padding_idx(padding_idx, b.shape(w)[0])
    _renorm(b, idx, w, max_norm, norm_type)
    return new(b.embedding(idx, w, None if padding == -1 else padding))


def _padding_idx(value, rows: int) -> int:
    padding = args.integer(value, "padding_idx")
    if not -1 <= padding < rows:
        raise InvalidArgumentError(f"padding_idx {padding} must be a row of the {rows} (or -1 for none)")
    return padding


def _renorm(b, idx, w, max_norm, norm_type) -> None:
    """PyTorch's max_norm: the rows idx names whose norm_type-norm exceeds max_norm (0: none) scaled in place."""
    limit, order = args.number(max_norm, "max_norm"), args.number(norm_type, "norm_type")
    if math.isnan(limit) or limit < 0 or math.isnan(order) or order < 0:
        raise InvalidArgumentError(f"max_norm {limit} and norm_type {order} must be non-negative (max_norm 0: none)")
    if limit > 0 and 0 not in b.shape(idx):
        if b.dtype(w) not in FLOATING:
            raise DtypeError(f"max_norm needs a floating weight, got {Dtype(b.dtype(w)).name}")
        b.embedding_renorm_(w, idx, limit, order)


@export
def rt_torch_nn_embedding_bag(indices, weight, offsets, mode, per_sample_weights, include_last_offset, padding_idx,
                              max_norm, norm_type):
    """Every index and offset is checked here (PyTorch's kernel fails a bare internal assert on decreasing
    offsets), so the backends get bags that are valid."""
    b = backend()
    idx, w = tensor(indices, "indices"), tensor(weight, "weight")
    if b.dtype(idx) not in (Dtype.int32, Dtype.int64):
        raise DtypeError(f"indices must be int64 (or int32), got {Dtype(b.dtype(idx)).name}")
    _ndim(b, w, "weight", (2,), "2-D (num_embeddings, embedding_dim)")
    if b.dtype(w) not in FLOATING:
        raise DtypeError(f"embedding_bag needs a floating weight, got {Dtype(b.dtype(w)).name}")
    _ndim(b, idx, "indices", (1, 2), "1-D (with offsets) or 2-D (bags of one length)")
    try:
        how = EmbeddingBagMode(args.integer(mode, "mode"))
    except ValueError:
        raise InvalidArgumentError(f"mode {mode} is not an RT_EMBEDDING_BAG_* value") from None
    last = args.flag(include_last_offset, "include_last_offset")
    starts, length = optional_tensor(offsets, "offsets"), b.shape(idx)[-1]
    if b.ndim(idx) == 2:
        if starts is not None:
            raise InvalidArgumentError("2-D indices are bags of one length; offsets must be 0")
    else:
        if starts is None:
            raise InvalidArgumentError("1-D indices need offsets (the start of each bag)")
        if b.dtype(starts) not in (Dtype.int32, Dtype.int64):
            raise DtypeError(f"offsets must be int64 (or int32), got {Dtype(b.dtype(starts)).name}")
        _ndim(b, starts, "offsets", (1,), "1-D")
        cut = args.host_integers(b, starts)
        if last and not cut:
            raise InvalidArgumentError("include_last_offset needs at least one offset (the end of the last bag)")
        if cut and cut[0] != 0:
            raise InvalidArgumentError(f"offsets[0] must be 0 (the first bag starts at the first index), got {cut[0]}")
        if any(later < earlier for earlier, later in zip(cut, cut[1:])):
            raise InvalidArgumentError(f"offsets must not decrease, got {list(cut)}")
        if cut and cut[-1] > length:
            raise InvalidArgumentError(f"offsets[-1] {cut[-1]} is past the {length} indices")
        if last and cut[-1] != length:   # PyTorch's sum then leaves the rest out and its mean still counts it
            raise InvalidArgumentError(f"with include_last_offset, offsets[-1] must be the number of indices "
                                       f"{length}, got {cut[-1]}")
    args.index_range(b, idx, b.shape(w)[0], 0)   # rows of the weight
    padding = _padding_idx(padding_idx, b.shape(w)[0])
    scales = optional_tensor(per_sample_weights, "per_sample_weights")
    if scales is not None:
        if how != EmbeddingBagMode.sum:
            raise InvalidArgumentError(f"per_sample_weights are only for RT_EMBEDDING_BAG_SUM, not mode {how.name}")
        if b.shape(scales) != b.shape(idx) or b.dtype(scales) != b.dtype(w):
            raise ShapeError(f"per_sample_weights must have indices' shape {list(b.shape(idx))} and weight's dtype "
                             f"{Dtype(b.dtype(w)).name}, got {list(b.shape(scales))} {Dtype(b.dtype(scales)).name}")
    _renorm(b, idx, w, max_norm, norm_type)
    return new(b.embedding_bag(idx, w, starts, how.name, scales, last, None if padding == -1 else padding))


# -- activations whose arguments need more than an Op's checks --------------------------------------

def _floating_input(b, t, what: str) -> None:
    """The RT_ERR_DTYPE of an activation PyTorch defines for floating tensors only (as an Op's refusal)."""
    if b.dtype(t) not in FLOATING:
        raise DtypeError(f"{what} does not support {Dtype(b.dtype(t)).name} tensors")


@export
def rt_torch_celu(x, alpha):
    b, t = backend(), tensor(x)
    _floating_input(b, t, "celu")
    alpha = args.computable(args.number(alpha, "alpha", finite=True), (b.dtype(t),), "alpha")
    if alpha == 0:   # PyTorch's "ZeroDivisionError": the negative part is exp(x / alpha)
        raise InvalidArgumentError("alpha cannot be 0 for celu")
    return new(b.celu(t, alpha))


@export
def rt_torch_prelu(x, weight):
    b, t, w = backend(), tensor(x), tensor(weight, "weight")
    t, w = amp.lower_precision(b, t, w)
    _floating_input(b, t, "prelu")
    if b.dtype(w) != b.dtype(t):   # PyTorch does not promote here
        raise DtypeError(f"prelu: weight of dtype {Dtype(b.dtype(w)).name} differs from x's "
                         f"{Dtype(b.dtype(t)).name}")
    shape, wshape = b.shape(t), b.shape(w)
    _ndim(b, w, "weight", (0, 1), "0-dim or 1-D")
    channels = shape[1] if len(shape) >= 2 else 1
    if math.prod(wshape) not in (1, channels):
        raise ShapeError(f"prelu: weight of shape {list(wshape)} must have 1 element or one per channel "
                         f"({channels} for x of shape {list(shape)})")
    return new(b.prelu(t, w))


@export
def rt_torch_hardtanh(x, min_val, max_val):
    b, t = backend(), tensor(x)
    code = Dtype(b.dtype(t))
    if DTYPE_KIND[code] in (Kind.bool, Kind.complex):
        raise DtypeError(f"hardtanh does not support {code.name} tensors")
    low, high = args.number(min_val, "min_val"), args.number(max_val, "max_val")
    if math.isnan(low) or math.isnan(high):
        raise InvalidArgumentError(f"hardtanh: min_val {low} and max_val {high} must not be NaN")
    if low > high:
        raise InvalidArgumentError(f"hardtanh: min_val {low} cannot be greater than max_val {high}")
    if code == Dtype.uint8 and low < 0:
        raise InvalidArgumentError("cannot do hardtanh on an unsigned type with negative limits")
    for name, bound in (("min_val", low), ("max_val", high)):   # PyTorch converts them to x's dtype first
        args.fill_value(bound, code, f"hardtanh: {name}")
    return new(b.hardtanh(t, low, high))


@export
def rt_torch_glu(x, dim):
    b, t = backend(), tensor(x)
    _floating_input(b, t, "glu")
    shape = b.shape(t)
    if not shape:
        raise ShapeError("glu does not support a 0-dim x: the halving size must be even")
    d = args.dim(dim, len(shape))
    if shape[d] % 2:
        raise ShapeError(f"glu: halving dimension must be even, but dim {d} has size {shape[d]}")
    return new(b.glu(t, d))


# -- encodings and normalisation ----------------------------------------------------------------------

@export
def rt_torch_nn_one_hot(indices, num_classes):
    b, idx = backend(), tensor(indices, "indices")
    if b.dtype(idx) != Dtype.int64:   # what PyTorch's one_hot accepts
        raise DtypeError(f"one_hot: indices must be int64, got {Dtype(b.dtype(idx)).name}")
    n = args.integer(num_classes, "num_classes")
    if n < -1:
        raise InvalidArgumentError(f"one_hot: num_classes is {n}; it must be -1 (inferred) or non-negative")
    shape = b.shape(idx)
    if 0 not in shape:   # the values decide, read here so that both backends fail alike
        smallest, largest = int(b.item(b.min(idx, None, False))), int(b.item(b.max(idx, None, False)))
        if smallest < 0:
            raise InvalidArgumentError(f"one_hot: class values must be non-negative, got {smallest}")
        if n == -1:
            n = largest + 1
        elif largest >= n:
            raise InvalidArgumentError(f"one_hot: class values must be smaller than num_classes {n}, got {largest}")
    elif n <= 0:   # PyTorch's rule: an empty tensor needs a positive num_classes
        raise InvalidArgumentError(f"one_hot: cannot infer the number of classes from an empty tensor "
                                   f"(num_classes {n})")
    args.addressable((*shape, n), Dtype.int64, "the result's shape")
    return new(b.one_hot(idx, n))


def norm_order(p, shape: tuple[int, ...], dim: int | None) -> float:
    """A norm's order: >= 0, inf allowed (PyTorch's negative orders are not in the contract); the inf-norm,
    a maximum, has no value over a dim of size 0 (dim None: a 0-dim tensor, one element)."""
    p = args.number(p, "p")
    if not p >= 0:   # NaN too
        raise InvalidArgumentError(f"p is {p}; the norm's order must be >= 0 (inf allowed)")
    if p == math.inf and dim is not None and shape[dim] == 0:
        raise ShapeError(f"cannot compute the inf norm over dim {dim}: it has size 0 (shape {list(shape)})")
    return p


@export
def rt_torch_nn_normalize(x, p, dim, eps):
    b, t = backend(), tensor(x)
    if b.dtype(t) not in FLOATING:
        raise DtypeError(f"normalize needs a floating tensor, got {Dtype(b.dtype(t)).name}")
    shape = tuple(b.shape(t))
    d = args.dim(dim, len(shape))
    # eps clamps the norm in x's own dtype: it must fit there (infinities and NaN refused)
    eps = args.fill_value(args.number(eps, "eps", finite=True), Dtype(b.dtype(t)), "eps")
    return new(b.normalize(t, norm_order(p, shape, d if shape else None), d, eps))


def broadcast_shape(b, what: str, **tensors) -> tuple[int, ...]:
    """The shape the tensors broadcast to (RT_ERR_SHAPE if they do not)."""
    shapes = {name: tuple(b.shape(t)) for name, t in tensors.items()}
    try:
        return tuple(np.broadcast_shapes(*shapes.values()))
    except ValueError:
        listed = ", ".join(f"{name} {list(shape)}" for name, shape in shapes.items())
        raise ShapeError(f"{what}: the shapes do not broadcast: {listed}") from None


def promoted_kind(b, what: str, **tensors) -> None:
    """RT_ERR_DTYPE unless the tensors promote to a floating dtype: one of them floating, none complex."""
    kinds = {name: DTYPE_KIND[Dtype(b.dtype(t))] for name, t in tensors.items()}
    if Kind.complex in kinds.values() or max(kinds.values()) != Kind.floating:
        listed = ", ".join(f"{name} {Dtype(b.dtype(t)).name}" for name, t in tensors.items())
        raise DtypeError(f"{what}: {listed} do not promote to a floating dtype (integer, bool and complex "
                         f"results are not supported)")


@export
def rt_torch_nn_cosine_similarity(x1, x2, dim, eps):
    b, a, c = backend(), tensor(x1, "x1"), tensor(x2, "x2")
    promoted_kind(b, "cosine_similarity", x1=a, x2=c)
    shape = broadcast_shape(b, "cosine_similarity", x1=a, x2=c)
    eps = args.computable(args.number(eps, "eps", finite=True), (b.dtype(a), b.dtype(c)), "eps")
    if eps < 0:
        raise InvalidArgumentError(f"cosine_similarity: eps must be non-negative, got {eps}")
    return new(b.cosine_similarity(a, c, args.dim(dim, len(shape)), eps))


# -- group and RMS normalisation, composed of backend operations (their backwards make theirs) -------
_EPSILON = {Dtype.float16: 2.0 ** -10, Dtype.bfloat16: 2.0 ** -7, Dtype.float32: 2.0 ** -23, Dtype.float64: 2.0 ** -52}


def _affine(b, y, weight, bias, channel_dim: int):
    """y * weight + bias, the per-channel parameters broadcast along channel_dim of y."""
    ndim = b.ndim(y)
    for param in (weight, bias):
        if param is not None:
            shaped = b.reshape(param, tuple(b.shape(param)) + (1,) * (ndim - channel_dim - 1))
            y = b.mul(y, shaped) if param is weight else b.add(y, shaped)
    return y


def _floating(b, t, what: str) -> None:
    if b.dtype(t) not in FLOATING:
        raise DtypeError(f"{what} needs a floating point tensor, got {Dtype(b.dtype(t)).name}")


@export
def rt_torch_nn_group_norm(x, num_groups, weight, bias, eps):
    b, t = backend(), tensor(x)
    w, bi = optional_tensor(weight, "weight"), optional_tensor(bias, "bias")
    _floating(b, t, "group_norm")
    shape = b.shape(t)
    _ndim(b, t, "x", range(2, args.MAX_DIMS + 1), "at least 2-D (N, C, *)")
    groups, channels = args.integer(num_groups, "num_groups"), shape[1]
    if groups < 1 or channels % groups:
        raise ShapeError(f"num_groups {groups} must be positive and divide the {channels} channels")
    # PyTorch's CPU kernel takes float32 parameters with a half or bfloat16 input (what autocast leaves a model
    # with: float32 weights, low-precision activations): computed in float32, the result in the input's dtype
    mixed = b.dtype(t) in (Dtype.bfloat16, Dtype.float16) and \
        all(p is None or b.dtype(p) == Dtype.float32 for p in (w, bi))
    for param, name in ((w, "weight"), (bi, "bias")):
        if param is not None and (b.shape(param) != (channels,) or (b.dtype(param) != b.dtype(t) and not mixed)):
            raise ShapeError(f"{name} must have one {Dtype(b.dtype(t)).name} value per channel ({channels}), got "
                             f"{list(b.shape(param))}")
    eps = _eps(eps)
    size = math.prod(shape[1:]) // groups
    grouped = b.reshape(t, (shape[0], groups, size))
    if mixed and (w is not None or bi is not None):
        grouped = b.to_dtype(grouped, Dtype.float32)
        normalised = b.reshape(b.layer_norm(grouped, (size,), None, None, eps), shape)
        return new(b.to_dtype(_affine(b, normalised, w, bi, 1), b.dtype(t)))
    normalised = b.reshape(b.layer_norm(grouped, (size,), None, None, eps), shape)
    return new(_affine(b, normalised, w, bi, 1))


@export
def rt_torch_nn_rms_norm(x, normalized_shape, weight, eps):
    b, t = backend(), tensor(x)
    w = optional_tensor(weight, "weight")
    _floating(b, t, "rms_norm")
    dims = args.sizes(normalized_shape, "normalized_shape")
    shape = b.shape(t)
    if not dims or len(shape) < len(dims) or tuple(shape[-len(dims):]) != tuple(dims):
        raise ShapeError(f"given normalized_shape={list(dims)}, expected input with shape [*, "
                         f"{', '.join(map(str, dims))}], got {list(shape)}")
    if w is not None and (tuple(b.shape(w)) != tuple(dims) or b.dtype(w) != b.dtype(t)):
        raise ShapeError(f"weight must have normalized_shape {list(dims)} and x's dtype, got {list(b.shape(w))}")
    eps = args.number(eps, "eps")
    if math.isnan(eps):
        eps = _EPSILON[Dtype(b.dtype(t))]
    elif not math.isfinite(eps) or eps < 0:
        raise InvalidArgumentError(f"eps is {eps}; it must be finite and non-negative (NaN: the default)")
    mean_square = b.mul(t, t)
    for d in range(len(shape) - 1, len(shape) - 1 - len(dims), -1):
        mean_square = b.mean(mean_square, d, True)
    y = b.mul(t, b.rsqrt(b.add_scalar(mean_square, eps)))
    return new(y if w is None else b.mul(y, w))


# -- interpolation ---------------------------------------------------------------------------------
@export
def rt_torch_nn_interpolate(x, size, scales, mode, align_corners):
    b, t = backend(), tensor(x)
    _floating(b, t, "interpolate")
    code = args.integer(mode, "mode")
    if code not in InterpolateMode._value2member_map_:
        raise InvalidArgumentError(f"mode {code} is not one of " +
                                   ", ".join(f"{m.value} ({m.name})" for m in InterpolateMode))
    mode = InterpolateMode(code)
    sizes, shape = args.sizes(size, "size"), b.shape(t)
    if not 1 <= len(sizes) <= 3 or len(shape) != len(sizes) + 2:
        raise ShapeError(f"interpolate resizes 1 to 3 trailing dims of (N, C, *) input: size {list(sizes)} does not "
                         f"fit shape {list(shape)}")
    if any(n == 0 for n in sizes) or any(n == 0 for n in shape[2:]):
        raise ShapeError(f"interpolate needs non-empty input and output sizes, got {list(shape)} to {list(sizes)}")
    factors = [args.number(v, "scales") for v in (scales or ())]
    if factors and len(factors) != len(sizes):
        raise InvalidArgumentError(f"scales has {len(factors)} values for {len(sizes)} resized dims")
    if any(not math.isfinite(f) or f <= 0 for f in factors):
        raise InvalidArgumentError(f"scales {factors} must be positive and finite")
    for n_in, n_out, f in zip(shape[2:], sizes, factors):
        if math.floor(n_in * f) != n_out:   # PyTorch's size for a scale factor
            raise ShapeError(f"size {list(sizes)} is not floor(input size * scale) for scales {factors} and input "
                             f"{list(shape[2:])}")
    corners = args.flag(align_corners, "align_corners")
    if corners and mode != InterpolateMode.linear:
        raise InvalidArgumentError("align_corners only applies to linear interpolation")
    args.addressable(tuple(shape[:2]) + tuple(sizes), b.dtype(t))
    return new(b.interpolate(t, tuple(sizes), tuple(factors) or None, mode.name, corners))


# -- transposed convolution, composed of backend operations: the input spread out by the stride
# (zeros between), padded by dilation * (k - 1) - padding (a negative pad crops), then a stride-1
# convolution with the kernel flipped and its in/out channels swapped per group ------------------------------
def _spread(b, t, dim: int, stride: int):
    """t with stride - 1 zeros between its elements along dim."""
    if stride == 1:
        return t
    size = b.shape(t)[dim]
    moved = b.unsqueeze(t, dim + 1)
    pads = [0, 0] * (b.ndim(moved) - dim - 2) + [0, stride - 1]
    wide = b.pad(moved, tuple(pads), "constant", 0.0)
    shape = list(b.shape(t))
    shape[dim] = size * stride
    return b.slice(b.reshape(wide, tuple(shape)), dim, 0, (size - 1) * stride + 1, 1)


def _conv_transpose2d(b, t, w, bias, stride, padding, output_padding, dilation, groups):
    groups = args.integer(groups, "groups")
    shape, kernel = b.shape(t), b.shape(w)
    if groups < 1 or kernel[0] % groups:
        raise InvalidArgumentError(f"groups {groups} must be positive and divide the weight's {kernel[0]} input "
                                   f"channels")
    if shape[-3] != kernel[0]:
        raise ShapeError(f"x has {shape[-3]} channels but weight {list(kernel)} expects {kernel[0]}")
    if 0 in kernel[2:]:
        raise ShapeError(f"kernel size should be greater than zero, got weight of size {list(kernel)}")
    for name, values, least in (("stride", stride, 1), ("padding", padding, 0), ("output_padding", output_padding, 0),
                                ("dilation", dilation, 1)):
        if any(v < least for v in values):
            raise InvalidArgumentError(f"{name} {list(values)} must be at least {least}")
    if any(o >= max(s, d) for o, s, d in zip(output_padding, stride, dilation)):
        raise InvalidArgumentError(f"output_padding {list(output_padding)} must be smaller than either stride "
                                   f"{list(stride)} or dilation {list(dilation)}")
    sizes = [(shape[-2 + i] - 1) * stride[i] - 2 * padding[i] + dilation[i] * (kernel[2 + i] - 1) +
             output_padding[i] + 1 for i in range(2)]
    if min(sizes) <= 0:
        raise ShapeError(f"the transposed convolution's output would have size {sizes}")
    spread = [(shape[-2 + i] - 1) * stride[i] + 1 + 2 * dilation[i] * (kernel[2 + i] - 1) for i in range(2)]
    args.addressable(tuple(shape[:-2]) + tuple(max(a, c) for a, c in zip(sizes, spread)), b.dtype(t))
    x = _spread(b, _spread(b, t, len(shape) - 2, stride[0]), len(shape) - 1, stride[1])
    edges = [dilation[i] * (kernel[2 + i] - 1) - padding[i] for i in range(2)]
    x = b.pad(x, (edges[1], edges[1] + output_padding[1], edges[0], edges[0] + output_padding[0]), "constant", 0.0)
    per_group = (groups, kernel[0] // groups, kernel[1]) + tuple(kernel[2:])
    flipped = b.reshape(b.permute(b.reshape(w, per_group), (0, 2, 1, 3, 4)),
                        (groups * kernel[1], kernel[0] // groups) + tuple(kernel[2:]))
    flipped = b.flip(b.flip(flipped, 2), 3)
    return b.conv2d(x, flipped, bias, (1, 1), (0, 0), tuple(dilation), groups)


@export
def rt_torch_nn_conv_transpose2d(x, weight, bias, stride, padding, output_padding, dilation, groups):
    b, t, w = backend(), tensor(x), tensor(weight, "weight")
    _ndim(b, t, "x", (3, 4), "3-D (C, H, W) or 4-D (N, C, H, W)")
    _ndim(b, w, "weight", (4,), "4-D (in_channels, out_channels / groups, kH, kW)")
    pairs = [tuple(args.pair(v, n, 0)) for v, n in ((stride, "stride"), (padding, "padding"),
                                                   (output_padding, "output_padding"), (dilation, "dilation"))]
    return new(_conv_transpose2d(b, *amp.lower_precision(b, t, w, optional_tensor(bias, "bias")), *pairs, groups))


@export
def rt_torch_nn_conv_transpose1d(x, weight, bias, stride, padding, output_padding, dilation, groups):
    b, t, w = backend(), tensor(x), tensor(weight, "weight")
    _ndim(b, w, "weight", (3,), "3-D (in_channels, out_channels / groups, k)")
    flat = _as_2d(b, t, "x")
    ones = [tuple(args.pair((1, args.integer(v, n)), n, 0)) for v, n in ((stride, "stride"), (dilation, "dilation"))]
    zeros = [tuple(args.pair((0, args.integer(v, n)), n, 0))
             for v, n in ((padding, "padding"), (output_padding, "output_padding"))]
    out = _conv_transpose2d(b, *amp.lower_precision(b, flat, b.unsqueeze(w, 2), optional_tensor(bias, "bias")),
                            ones[0], zeros[0], zeros[1], ones[1], groups)
    return new(b.squeeze(out, b.ndim(out) - 2))
