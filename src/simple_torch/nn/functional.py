"""st.nn.functional: the contract's neural-network operations, activations and losses with PyTorch's
argument names and defaults.

Options the contract lacks raise st.UnsupportedError rather than being ignored; `inplace=True` is
accepted and returns a new tensor (the contract has no in-place activations), which is what the rest
of a forward pass sees either way.
"""

from __future__ import annotations

import warnings
from typing import Literal, Sequence, overload

from .. import calls
from ..creation import as_tensor, ones
from ..abi.enums import EmbeddingBagMode, GridSampleMode, GridSamplePadding, InterpolateMode, PadMode, Reduction
from ..errors import InvalidArgumentError, ShapeError, UnsupportedError
from ..tensor import Tensor, checks_tensor_args, int_arg
from . import functional_variants
from .functional_variants import *  # noqa: F403 - listed in functional_variants.__all__

__all__ = ["linear", "conv2d", "max_pool2d", "avg_pool2d", "adaptive_avg_pool2d", "batch_norm", "layer_norm",
           "dropout", "embedding", "relu", "leaky_relu", "gelu", "softmax", "log_softmax",
           "mse_loss", "cross_entropy", "binary_cross_entropy", "nll_loss"]

IntPair = int | Sequence[int]


def _pair(value: IntPair, what: str) -> tuple[int, int]:
    """An int for both spatial dims, or one value per dim."""
    if isinstance(value, int):
        return value, value
    pair = tuple(value)
    if len(pair) != 2:
        raise InvalidArgumentError(f"{what} must be an int or a pair of ints, got {value!r}")
    return pair  # type: ignore[return-value]


def _reduction(reduction: str) -> int:
    if reduction not in Reduction.__members__:
        raise InvalidArgumentError(f"reduction must be one of {', '.join(Reduction.__members__)}, got {reduction!r}")
    return Reduction[reduction]


def _unsupported(**options: tuple[bool, object]) -> None:
    """UnsupportedError for the first option whose (is_used, value) says it is used."""
    for name, (used, value) in options.items():
        if used:
            raise UnsupportedError(f"{name}={value!r} is not supported by the contract")


# -- layers ---------------------------------------------------------------------------------------
@checks_tensor_args
def linear(input: Tensor, weight: Tensor, bias: Tensor | None = None) -> Tensor:
    """input @ weight.T + bias."""
    return calls.nn_linear(input, weight, bias)


def _conv_padding(padding: IntPair | str, kernel: tuple[int, ...], stride: tuple[int, ...],
                  dilation: tuple[int, ...], parse=_pair) -> tuple[int, ...]:
    """The symmetric padding per spatial dim: parse(padding), or what 'valid' and 'same' mean."""
    if padding == "valid":
        return (0,) * len(kernel)
    if padding != "same":
        return parse(padding, "padding")
    if any(s != 1 for s in stride):
        raise InvalidArgumentError("padding='same' is not supported for strided convolutions")
    totals = [d * (k - 1) for d, k in zip(dilation, kernel)]
    if any(total % 2 for total in totals):
        raise UnsupportedError(f"padding='same' with kernel {kernel} and dilation {dilation} pads one side "
                               "more than the other, which the contract's symmetric padding cannot do")
    return tuple(total // 2 for total in totals)


def _triple(value: int | Sequence[int], what: str) -> tuple[int, int, int]:
    """An int for the three spatial dims, or one value per dim."""
    if isinstance(value, int):
        return value, value, value
    triple = tuple(value)
    if len(triple) != 3:
        raise InvalidArgumentError(f"{what} must be an int or three ints, got {value!r}")
    return triple  # type: ignore[return-value]


@checks_tensor_args
def conv3d(input: Tensor, weight: Tensor, bias: Tensor | None = None, stride: int | Sequence[int] = 1,
           padding: int | Sequence[int] | str = 0, dilation: int | Sequence[int] = 1, groups: int = 1) -> Tensor:
    """3-D convolution of (N, C, D, H, W) or (C, D, H, W) input; padding may be 'same' or 'valid'."""
    stride_, dilation_ = _triple(stride, "stride"), _triple(dilation, "dilation")
    padding_ = _conv_padding(padding, tuple(weight.shape[-3:]), stride_, dilation_, _triple)
    return calls.nn_conv3d(input, weight, bias, stride_, padding_, dilation_, groups)


@checks_tensor_args
def conv2d(input: Tensor, weight: Tensor, bias: Tensor | None = None, stride: IntPair = 1,
           padding: IntPair | str = 0, dilation: IntPair = 1, groups: int = 1) -> Tensor:
    """2-D convolution of (N, C, H, W) or (C, H, W) input; padding may be 'same' or 'valid'."""
    stride_, dilation_ = _pair(stride, "stride"), _pair(dilation, "dilation")
    kernel = tuple(weight.shape[-2:])
    padding_ = _conv_padding(padding, kernel, stride_, dilation_)  # type: ignore[arg-type]
    return calls.nn_conv2d(input, weight, bias, stride_, padding_, dilation_, groups)


def _pool_pair(value: IntPair, what: str) -> tuple[int, int]:
    """A pooling option of two dims: an int, or a sequence of one (for both) or two ints, as PyTorch's."""
    if not isinstance(value, int) and len(tuple(value)) == 1:
        value = tuple(value)[0]
    return _pair(value, what)


def _stride(stride, kernel, parse):
    """PyTorch's pooling stride: the kernel size when None (or empty)."""
    return kernel if stride is None or stride == () or stride == [] else parse(stride, "stride")


# the result's type follows return_indices, as in PyTorch's stubs
@overload
def max_pool2d(input: Tensor, kernel_size: IntPair, stride: IntPair | None = None, padding: IntPair = 0,
               dilation: IntPair = 1, ceil_mode: bool = False, return_indices: Literal[False] = False) -> Tensor: ...
@overload
def max_pool2d(input: Tensor, kernel_size: IntPair, stride: IntPair | None = None, padding: IntPair = 0,
               dilation: IntPair = 1, ceil_mode: bool = False, *,
               return_indices: Literal[True]) -> tuple[Tensor, Tensor]: ...
@checks_tensor_args
def max_pool2d(input: Tensor, kernel_size: IntPair, stride: IntPair | None = None, padding: IntPair = 0,
               dilation: IntPair = 1, ceil_mode: bool = False,
               return_indices: bool = False) -> Tensor | tuple[Tensor, Tensor]:
    """2-D max pooling; stride defaults to kernel_size; return_indices: also where each maximum was (flat
    in its plane, h * W + w)."""
    kernel = _pool_pair(kernel_size, "kernel_size")
    options = (kernel, _stride(stride, kernel, _pool_pair), _pool_pair(padding, "padding"),
               _pool_pair(dilation, "dilation"), int(ceil_mode))
    if return_indices:
        return calls.nn_max_pool2d_with_indices(input, *options)
    return calls.nn_max_pool2d_ex(input, *options)


@checks_tensor_args
def max_pool2d_with_indices(input: Tensor, kernel_size: IntPair, stride: IntPair | None = None, padding: IntPair = 0,
                            dilation: IntPair = 1, ceil_mode: bool = False,
                            return_indices: bool = False) -> tuple[Tensor, Tensor]:
    """max_pool2d's output and indices, whatever return_indices says (as PyTorch's)."""
    return max_pool2d(input, kernel_size, stride, padding, dilation, ceil_mode, True)  # type: ignore[return-value]


@checks_tensor_args
def avg_pool2d(input: Tensor, kernel_size: IntPair, stride: IntPair | None = None, padding: IntPair = 0,
               ceil_mode: bool = False, count_include_pad: bool = True, divisor_override: int | None = None) -> Tensor:
    """2-D average pooling; stride defaults to kernel_size; the divisor is divisor_override if given, else
    the window's size (the padding it covers counted if count_include_pad)."""
    kernel = _pool_pair(kernel_size, "kernel_size")
    return calls.nn_avg_pool2d_ex(input, kernel, _stride(stride, kernel, _pool_pair), _pool_pair(padding, "padding"),
                                  int(ceil_mode), int(count_include_pad), _divisor(divisor_override))


def _divisor(divisor_override: int | None) -> int:
    """The contract's divisor_override: 0 means none, so PyTorch's refusal of 0 is made here."""
    if divisor_override is None:
        return 0
    if divisor_override == 0:
        raise InvalidArgumentError("divisor_override must not be zero")
    return divisor_override


def _output_size(output_size, input: Tensor, what: str) -> tuple[int, int]:
    """An adaptive output size of two dims; None keeps that dim's input size (PyTorch's rule)."""
    size = _pair(output_size, what)
    keep = input.shape[-2:] if input.dim() >= 2 else (None, None)   # fewer dims: the runtime says so
    return tuple(keep[i] if v is None else v for i, v in enumerate(size))  # type: ignore[return-value]


@checks_tensor_args
def adaptive_avg_pool2d(input: Tensor, output_size: IntPair) -> Tensor:
    """Average pooling to output_size (any sizes; None keeps an input size): output i of a dim of L pooled to
    n averages the inputs floor(i * L / n) .. ceil((i + 1) * L / n)."""
    return calls.nn_adaptive_avg_pool2d(input, _output_size(output_size, input, "output_size"))


@checks_tensor_args
def batch_norm(input: Tensor, running_mean: Tensor | None, running_var: Tensor | None, weight: Tensor | None = None,
               bias: Tensor | None = None, training: bool = False, momentum: float = 0.1, eps: float = 1e-5) -> Tensor:
    """Batch normalisation over dim 1; in training, updates the running statistics in place."""
    return calls.nn_batch_norm(input, running_mean, running_var, weight, bias, int(training), momentum, eps)


@checks_tensor_args
def layer_norm(input: Tensor, normalized_shape: IntPair, weight: Tensor | None = None, bias: Tensor | None = None,
               eps: float = 1e-5) -> Tensor:
    shape = (normalized_shape,) if isinstance(normalized_shape, int) else tuple(normalized_shape)
    return calls.nn_layer_norm(input, shape, weight, bias, eps)


@checks_tensor_args
def dropout(input: Tensor, p: float = 0.5, training: bool = True, inplace: bool = False) -> Tensor:
    return calls.nn_dropout(input, p, int(training))


__all__ += ["dropout1d", "dropout2d", "dropout3d"]


def _feature_dropout(input: Tensor, p: float, training: bool) -> Tensor:
    """PyTorch's feature_dropout of (N, C, *) input: one keep-or-drop per (N, C) channel, the kept scaled by
    1 / (1 - p). The mask is the contract's dropout of ones of shape (N, C, 1, ...) in input's dtype: on the
    CPU PyTorch's kernel draws exactly the Bernoulli noise feature_dropout draws (empty(N, C, 1, ...) then
    bernoulli_(1 - p), divided by 1 - p), so a seed gives PyTorch's channels and input * mask its values."""
    if p == 0 or not training or input.numel() == 0:
        return input
    if input.ndim < 2:
        raise ShapeError("Feature dropout requires at least 2 dimensions in the input")
    noise = ones(*input.shape[:2], *(1,) * (input.ndim - 2), dtype=input.dtype, device=input.device)
    return input * dropout(noise, p, True)


def _check_dropout_p(p: float) -> None:
    if p < 0.0 or p > 1.0:
        raise InvalidArgumentError(f"dropout probability has to be between 0 and 1, but got {p}")


@checks_tensor_args
def dropout1d(input: Tensor, p: float = 0.5, training: bool = True, inplace: bool = False) -> Tensor:
    """Channel-wise dropout of (N, C, L) or unbatched (C, L) input: each channel zeroed with probability p,
    the others scaled by 1 / (1 - p). inplace=True returns the result as a new tensor."""
    _check_dropout_p(p)
    if input.ndim not in (2, 3):
        raise ShapeError(f"dropout1d: Expected 2D or 3D input, but received a {input.ndim}D input. Note that "
                         "dropout1d exists to provide channel-wise dropout on inputs with 1 spatial dimension, a "
                         "channel dimension, and an optional batch dimension (i.e. 2D or 3D inputs).")
    if input.ndim == 3:
        return _feature_dropout(input, p, training)
    return _feature_dropout(input.unsqueeze(0), p, training).squeeze(0)


@checks_tensor_args
def dropout2d(input: Tensor, p: float = 0.5, training: bool = True, inplace: bool = False) -> Tensor:
    """Channel-wise dropout of (N, C, H, W) input: each channel zeroed with probability p, the others scaled by
    1 / (1 - p). As PyTorch: other ranks warn (and are treated as (N, C, *)); a 3-D input is taken as (N, C, L)
    with a warning, not as unbatched (C, H, W)."""
    _check_dropout_p(p)
    if input.ndim not in (3, 4):
        warnings.warn(f"dropout2d: Received a {input.ndim}-D input to dropout2d, which is deprecated and will "
                      "result in an error in a future release. To retain the behavior and silence this warning, "
                      "please use dropout instead. Note that dropout2d exists to provide channel-wise dropout on "
                      "inputs with 2 spatial dimensions, a channel dimension, and an optional batch dimension "
                      "(i.e. 3D or 4D inputs).", stacklevel=3)   # past checks_tensor_args
    if input.ndim == 3:
        warnings.warn("dropout2d: Received a 3D input to dropout2d and assuming that channel-wise 1D dropout "
                      "behavior is desired - input is interpreted as shape (N, C, L), where C is the channel dim. "
                      "This behavior will change in a future release to interpret the input as one without a batch "
                      "dimension, i.e. shape (C, H, W). To maintain the 1D channel-wise dropout behavior, please "
                      "switch to using dropout1d instead.", stacklevel=3)
    return _feature_dropout(input, p, training)


@checks_tensor_args
def dropout3d(input: Tensor, p: float = 0.5, training: bool = True, inplace: bool = False) -> Tensor:
    """Channel-wise dropout of (N, C, D, H, W) or unbatched (C, D, H, W) input: each channel zeroed with
    probability p, the others scaled by 1 / (1 - p). Other ranks warn, as in PyTorch, and are taken as
    unbatched."""
    _check_dropout_p(p)
    if input.ndim not in (4, 5):
        warnings.warn(f"dropout3d: Received a {input.ndim}-D input to dropout3d, which is deprecated and will "
                      "result in an error in a future release. To retain the behavior and silence this warning, "
                      "please use dropout instead. Note that dropout3d exists to provide channel-wise dropout on "
                      "inputs with 3 spatial dimensions, a channel dimension, and an optional batch dimension "
                      "(i.e. 4D or 5D inputs).", stacklevel=3)
    if input.ndim == 5:
        return _feature_dropout(input, p, training)
    return _feature_dropout(input.unsqueeze(0), p, training).squeeze(0)


@checks_tensor_args
def embedding(input: Tensor, weight: Tensor, padding_idx: int | None = None, max_norm: float | None = None,
              norm_type: float = 2.0, scale_grad_by_freq: bool = False, sparse: bool = False) -> Tensor:
    """Rows of weight picked by the int64 indices in input; row padding_idx (negative: from the end) gets no
    gradient; max_norm rescales the rows used, in place, to at most that norm."""
    _unsupported(scale_grad_by_freq=(scale_grad_by_freq, True), sparse=(sparse, True))
    if padding_idx is None and max_norm is None:
        return calls.nn_embedding(input, weight)
    if padding_idx is not None and padding_idx < 0:
        padding_idx += weight.shape[0]
        if padding_idx < 0:
            raise AssertionError("Padding_idx must be within num_embeddings")
    padding = -1 if padding_idx is None else padding_idx
    return calls.nn_embedding_ex(input, weight, padding, 0.0 if max_norm is None else float(max_norm), float(norm_type))


@checks_tensor_args
def embedding_bag(input: Tensor, weight: Tensor, offsets: Tensor | None = None, max_norm: float | None = None,
                  norm_type: float = 2, scale_grad_by_freq: bool = False, mode: str = "mean", sparse: bool = False,
                  per_sample_weights: Tensor | None = None, include_last_offset: bool = False,
                  padding_idx: int | None = None) -> Tensor:
    """Each bag's rows of weight reduced by mode ("sum", "mean", "max") without making the rows first: 1-D input
    cut into bags at offsets, or 2-D input of one bag a row; padding_idx (negative: from the end) rows are
    left out; an empty bag is zeros."""
    _unsupported(scale_grad_by_freq=(scale_grad_by_freq, True), sparse=(sparse, True))
    if mode not in EmbeddingBagMode.__members__:
        raise InvalidArgumentError(f"mode has to be one of sum, mean or max, got {mode!r}")
    if padding_idx is not None and padding_idx < 0:
        padding_idx += weight.shape[0]
        if padding_idx < 0:
            raise AssertionError("padding_idx must be within num_embeddings")
    return calls.nn_embedding_bag(input, weight, offsets, EmbeddingBagMode[mode], per_sample_weights,
                                  int(include_last_offset), -1 if padding_idx is None else padding_idx,
                                  0.0 if max_norm is None else float(max_norm), float(norm_type))


# -- activations ----------------------------------------------------------------------------------
@checks_tensor_args
def relu(input: Tensor, inplace: bool = False) -> Tensor:
    return calls.relu(input)


@checks_tensor_args
def leaky_relu(input: Tensor, negative_slope: float = 0.01, inplace: bool = False) -> Tensor:
    return calls.leaky_relu(input, negative_slope)


@checks_tensor_args
def gelu(input: Tensor, approximate: str = "none") -> Tensor:
    """GELU: x * Phi(x) with the exact erf ("none") or its tanh approximation ("tanh")."""
    if approximate == "tanh":
        return calls.gelu_tanh(input)
    if approximate != "none":
        raise InvalidArgumentError(f"approximate argument must be either none or tanh, got {approximate!r}")
    return calls.gelu(input)


def _softmax_dim(input: Tensor, dim: int | None, name: str) -> int:
    """dim, or PyTorch's legacy implicit choice (with its warning) when None."""
    if dim is not None:
        return dim
    warnings.warn(f"Implicit dimension choice for {name} has been deprecated. Change the call to include dim=X "
                  "as an argument.", UserWarning, stacklevel=3)
    return 0 if input.ndim in (0, 1, 3) else 1


def softmax(input: Tensor, dim: int | None = None, dtype: object = None) -> Tensor:
    if not isinstance(input, Tensor):   # checks_tensor_args' test, spelled out: it costs a softmax a sixth of its time
        raise TypeError(f"softmax(): argument 'input' must be Tensor, not {type(input).__name__}")
    source = input if dtype is None else input.to(dtype)
    return calls.softmax(source, dim if dim is not None else _softmax_dim(input, dim, "softmax"))


@checks_tensor_args
def log_softmax(input: Tensor, dim: int | None = None, dtype: object = None) -> Tensor:
    source = input if dtype is None else input.to(dtype)
    return calls.log_softmax(source, _softmax_dim(input, dim, "log_softmax"))


# -- losses ---------------------------------------------------------------------------------------
@checks_tensor_args
def mse_loss(input: Tensor, target: Tensor, reduction: str = "mean") -> Tensor:
    """Squared error; input and target must have the same shape (PyTorch only warns and broadcasts)."""
    return calls.nn_mse_loss(input, target, _reduction(reduction))


@checks_tensor_args
def cross_entropy(input: Tensor, target: Tensor, weight: Tensor | None = None, ignore_index: int = -100,
                  reduction: str = "mean", label_smoothing: float = 0.0) -> Tensor:
    """Cross entropy of logits (N, C, ...) against int64 class indices (N, ...) or class probabilities of
    the logits' shape; weight one per class, label_smoothing in [0, 1]."""
    return calls.nn_cross_entropy_ex(input, target, weight, ignore_index, label_smoothing, _reduction(reduction))


@checks_tensor_args
def binary_cross_entropy(input: Tensor, target: Tensor, weight: Tensor | None = None,
                         reduction: str = "mean") -> Tensor:
    """Binary cross entropy of probabilities; input and target must have the same shape; weight (not
    differentiable) scales each element's loss, broadcast to input's shape."""
    if weight is None:
        return calls.nn_binary_cross_entropy(input, target, _reduction(reduction))
    return calls.nn_binary_cross_entropy_weighted(input, target, weight, _reduction(reduction))


@checks_tensor_args
def nll_loss(input: Tensor, target: Tensor, weight: Tensor | None = None, ignore_index: int = -100,
             reduction: str = "mean") -> Tensor:
    """Negative log likelihood of log-probabilities (N, C, ...) against int64 class indices (N, ...)."""
    return calls.nn_nll_loss_ex(input, target, weight, ignore_index, _reduction(reduction))


# the rest of the element-wise math
__all__ += ["softplus"]


@checks_tensor_args
def softplus(input: Tensor, beta: float = 1.0, threshold: float = 20.0) -> Tensor:
    return calls.tensor_softplus(input, float(beta), float(threshold))


# padding (group H4)
__all__ += ["pad"]


@checks_tensor_args
def pad(input: Tensor, pad: Sequence[int], mode: str = "constant", value: float | None = None) -> Tensor:
    """pad holds (before, after) pairs, the last dim first, as PyTorch's; value fills the constant mode."""
    if mode not in PadMode.__members__:
        raise InvalidArgumentError(f"pad: mode must be one of {list(PadMode.__members__)}, got {mode!r}")
    fill = 0.0 if value is None else float(value)
    return calls.nn_pad(input, list(pad), PadMode[mode], fill)


# more activations (logsigmoid, softsign and tanhshrink, which take nothing else, come from their Op
# rows). inplace=True returns a new tensor, as relu's does
__all__ += ["silu", "mish", "hardswish", "hardsigmoid", "elu", "selu", "celu", "prelu", "hardtanh", "relu6", "glu"]


@checks_tensor_args
def silu(input: Tensor, inplace: bool = False) -> Tensor:
    return calls.silu(input)


@checks_tensor_args
def mish(input: Tensor, inplace: bool = False) -> Tensor:
    return calls.mish(input)


@checks_tensor_args
def hardswish(input: Tensor, inplace: bool = False) -> Tensor:
    return calls.hardswish(input)


@checks_tensor_args
def hardsigmoid(input: Tensor, inplace: bool = False) -> Tensor:
    return calls.hardsigmoid(input)


@checks_tensor_args
def elu(input: Tensor, alpha: float = 1.0, inplace: bool = False) -> Tensor:
    return calls.elu(input, alpha)


@checks_tensor_args
def selu(input: Tensor, inplace: bool = False) -> Tensor:
    return calls.selu(input)


@checks_tensor_args
def celu(input: Tensor, alpha: float = 1.0, inplace: bool = False) -> Tensor:
    return calls.celu(input, alpha)


@checks_tensor_args
def prelu(input: Tensor, weight: Tensor) -> Tensor:
    """input, or weight * input below 0; weight has one element or one per channel (dim 1)."""
    return calls.prelu(input, weight)


@checks_tensor_args
def hardtanh(input: Tensor, min_val: float = -1.0, max_val: float = 1.0, inplace: bool = False) -> Tensor:
    return calls.hardtanh(input, min_val, max_val)


@checks_tensor_args
def relu6(input: Tensor, inplace: bool = False) -> Tensor:
    return calls.relu6(input)


@checks_tensor_args
def glu(input: Tensor, dim: int = -1) -> Tensor:
    return calls.glu(input, dim)


# more losses, one_hot, normalize and cosine_similarity (PyTorch's legacy size_average and reduce
# are left out, as in the losses above)
__all__ += ["l1_loss", "smooth_l1_loss", "huber_loss", "soft_margin_loss", "binary_cross_entropy_with_logits",
            "kl_div", "margin_ranking_loss", "cosine_embedding_loss", "triplet_margin_loss", "one_hot", "normalize",
            "cosine_similarity"]


@checks_tensor_args
def l1_loss(input: Tensor, target: Tensor, reduction: str = "mean") -> Tensor:
    return calls.nn_l1_loss(input, target, _reduction(reduction))


@checks_tensor_args
def smooth_l1_loss(input: Tensor, target: Tensor, reduction: str = "mean", beta: float = 1.0) -> Tensor:
    return calls.nn_smooth_l1_loss(input, target, beta, _reduction(reduction))


def _as_input_dtype(target: Tensor, input: Tensor) -> Tensor:
    """A floating target in a floating input's dtype: PyTorch's huber and soft margin losses are in input's."""
    if (isinstance(target, Tensor) and isinstance(input, Tensor) and target.dtype is not input.dtype
            and target.dtype.is_floating_point and input.dtype.is_floating_point):
        return target.to(input.dtype)
    return target


@checks_tensor_args
def huber_loss(input: Tensor, target: Tensor, reduction: str = "mean", delta: float = 1.0) -> Tensor:
    return calls.nn_huber_loss(input, _as_input_dtype(target, input), delta, _reduction(reduction))


@checks_tensor_args
def soft_margin_loss(input: Tensor, target: Tensor, reduction: str = "mean") -> Tensor:
    return calls.nn_soft_margin_loss(input, _as_input_dtype(target, input), _reduction(reduction))


@checks_tensor_args
def binary_cross_entropy_with_logits(input: Tensor, target: Tensor, weight: Tensor | None = None,
                                     reduction: str = "mean", pos_weight: Tensor | None = None) -> Tensor:
    """Binary cross entropy of logits, without overflow; weight and pos_weight broadcast to input's shape."""
    return calls.nn_binary_cross_entropy_with_logits(input, target, weight, pos_weight, _reduction(reduction))


@checks_tensor_args
def kl_div(input: Tensor, target: Tensor, reduction: str = "mean", log_target: bool = False) -> Tensor:
    """KL divergence of log-probabilities input from target; "batchmean" divides the sum by input.size(0)."""
    if reduction == "batchmean":
        total = calls.nn_kl_div(input, target, int(log_target), Reduction.sum)
        return total / input.size(0) if input.dim() else total
    return calls.nn_kl_div(input, target, int(log_target), _reduction(reduction))


@checks_tensor_args
def margin_ranking_loss(input1: Tensor, input2: Tensor, target: Tensor, margin: float = 0.0,
                        reduction: str = "mean") -> Tensor:
    return calls.nn_margin_ranking_loss(input1, input2, target, margin, _reduction(reduction))


@checks_tensor_args
def cosine_embedding_loss(input1: Tensor, input2: Tensor, target: Tensor, margin: float = 0.0,
                          reduction: str = "mean") -> Tensor:
    return calls.nn_cosine_embedding_loss(input1, input2, target, margin, _reduction(reduction))


@checks_tensor_args
def triplet_margin_loss(anchor: Tensor, positive: Tensor, negative: Tensor, margin: float = 1.0, p: float = 2.0,
                        eps: float = 1e-6, swap: bool = False, reduction: str = "mean") -> Tensor:
    return calls.nn_triplet_margin_loss(anchor, positive, negative, margin, p, eps, int(swap), _reduction(reduction))


@checks_tensor_args
def one_hot(tensor: Tensor, num_classes: int = -1) -> Tensor:
    """int64 one-hot rows of the int64 class indices in tensor (num_classes -1: the largest + 1)."""
    return calls.nn_one_hot(tensor, num_classes)


@checks_tensor_args
def normalize(input: Tensor, p: float = 2.0, dim: int = 1, eps: float = 1e-12, out: Tensor | None = None) -> Tensor:
    """input divided by max(its p-norm along dim, eps)."""
    _unsupported(out=(out is not None, "<tensor>"))
    return calls.nn_normalize(input, p, dim, eps)


@checks_tensor_args
def cosine_similarity(x1: Tensor, x2: Tensor, dim: int = 1, eps: float = 1e-8) -> Tensor:
    return calls.nn_cosine_similarity(x1, x2, dim, eps)


# the 1-D convolution and pooling
__all__ += ["conv1d", "max_pool1d", "avg_pool1d"]
__all__ += ["conv3d", "embedding_bag"]


def _single(value: int | Sequence[int], what: str) -> int:
    """An int, or a sequence of one int (PyTorch's _single)."""
    if isinstance(value, (list, tuple)):
        if len(value) != 1:
            raise InvalidArgumentError(f"{what} must be an int or a sequence of one int, got {value!r}")
        value = value[0]
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidArgumentError(f"{what} must be an int, got {value!r}")
    return value


@checks_tensor_args
def conv1d(input: Tensor, weight: Tensor, bias: Tensor | None = None, stride: int | Sequence[int] = 1,
           padding: int | Sequence[int] | str = 0, dilation: int | Sequence[int] = 1, groups: int = 1) -> Tensor:
    """1-D convolution of (N, C, L) or (C, L) input; padding may be 'same' or 'valid'."""
    stride_, dilation_ = _single(stride, "stride"), _single(dilation, "dilation")
    if isinstance(padding, str):
        padding_ = _conv_padding(padding, (1, weight.shape[-1]), (1, stride_), (1, dilation_))[1]
    else:
        padding_ = _single(padding, "padding")
    return calls.nn_conv1d(input, weight, bias, stride_, padding_, dilation_, groups)


@overload
def max_pool1d(input: Tensor, kernel_size: int | Sequence[int], stride: int | Sequence[int] | None = None,
               padding: int | Sequence[int] = 0, dilation: int | Sequence[int] = 1, ceil_mode: bool = False,
               return_indices: Literal[False] = False) -> Tensor: ...
@overload
def max_pool1d(input: Tensor, kernel_size: int | Sequence[int], stride: int | Sequence[int] | None = None,
               padding: int | Sequence[int] = 0, dilation: int | Sequence[int] = 1, ceil_mode: bool = False, *,
               return_indices: Literal[True]) -> tuple[Tensor, Tensor]: ...
@checks_tensor_args
def max_pool1d(input: Tensor, kernel_size: int | Sequence[int], stride: int | Sequence[int] | None = None,
               padding: int | Sequence[int] = 0, dilation: int | Sequence[int] = 1, ceil_mode: bool = False,
               return_indices: bool = False) -> Tensor | tuple[Tensor, Tensor]:
    """1-D max pooling; stride defaults to kernel_size; return_indices: also where each maximum was."""
    kernel = _single(kernel_size, "kernel_size")
    options = (kernel, _stride(stride, kernel, _single), _single(padding, "padding"), _single(dilation, "dilation"),
               int(ceil_mode))
    if return_indices:
        return calls.nn_max_pool1d_with_indices(input, *options)
    return calls.nn_max_pool1d_ex(input, *options)


@checks_tensor_args
def max_pool1d_with_indices(input: Tensor, kernel_size: int | Sequence[int], stride: int | Sequence[int] | None = None,
                            padding: int | Sequence[int] = 0, dilation: int | Sequence[int] = 1,
                            ceil_mode: bool = False, return_indices: bool = False) -> tuple[Tensor, Tensor]:
    """max_pool1d's output and indices, whatever return_indices says (as PyTorch's)."""
    return max_pool1d(input, kernel_size, stride, padding, dilation, ceil_mode, True)  # type: ignore[return-value]


@checks_tensor_args
def avg_pool1d(input: Tensor, kernel_size: int | Sequence[int], stride: int | Sequence[int] | None = None,
               padding: int | Sequence[int] = 0, ceil_mode: bool = False, count_include_pad: bool = True) -> Tensor:
    """1-D average pooling; stride defaults to kernel_size; the padding a window covers counts in its size
    if count_include_pad."""
    kernel = _single(kernel_size, "kernel_size")
    return calls.nn_avg_pool1d_ex(input, kernel, _stride(stride, kernel, _single), _single(padding, "padding"),
                                  int(ceil_mode), int(count_include_pad), 0)


# adaptive pooling to any output size and max pooling's indices
__all__ += ["max_pool1d_with_indices", "max_pool2d_with_indices", "adaptive_avg_pool1d", "adaptive_max_pool1d",
            "adaptive_max_pool1d_with_indices", "adaptive_max_pool2d", "adaptive_max_pool2d_with_indices"]


@checks_tensor_args
def adaptive_avg_pool1d(input: Tensor, output_size: int | Sequence[int]) -> Tensor:
    """Average pooling of (N, C, L) or (C, L) input to output_size positions (adaptive_avg_pool2d's windows)."""
    return calls.nn_adaptive_avg_pool1d(input, _single(output_size, "output_size"))


@checks_tensor_args
def adaptive_max_pool1d(input: Tensor, output_size: int | Sequence[int],
                        return_indices: bool = False) -> Tensor | tuple[Tensor, Tensor]:
    """Max pooling of (N, C, L) or (C, L) input to output_size positions; return_indices: also where each
    maximum was."""
    size = _single(output_size, "output_size")
    if return_indices:
        return calls.nn_adaptive_max_pool1d_with_indices(input, size)
    return calls.nn_adaptive_max_pool1d(input, size)


@checks_tensor_args
def adaptive_max_pool1d_with_indices(input: Tensor, output_size: int | Sequence[int],
                                     return_indices: bool = False) -> tuple[Tensor, Tensor]:
    """adaptive_max_pool1d's output and indices, whatever return_indices says (as PyTorch's)."""
    return adaptive_max_pool1d(input, output_size, True)  # type: ignore[return-value]


@checks_tensor_args
def adaptive_max_pool2d(input: Tensor, output_size: IntPair,
                        return_indices: bool = False) -> Tensor | tuple[Tensor, Tensor]:
    """Max pooling to output_size (any sizes; None keeps an input size) over adaptive_avg_pool2d's windows;
    return_indices: also where each maximum was (flat in its plane, h * W + w)."""
    size = _output_size(output_size, input, "output_size")
    if return_indices:
        return calls.nn_adaptive_max_pool2d_with_indices(input, size)
    return calls.nn_adaptive_max_pool2d(input, size)


@checks_tensor_args
def adaptive_max_pool2d_with_indices(input: Tensor, output_size: IntPair,
                                     return_indices: bool = False) -> tuple[Tensor, Tensor]:
    """adaptive_max_pool2d's output and indices, whatever return_indices says (as PyTorch's)."""
    return adaptive_max_pool2d(input, output_size, True)  # type: ignore[return-value]


# transposed convolutions (PyTorch's order: groups before dilation)
__all__ += ["conv_transpose1d", "conv_transpose2d"]


@checks_tensor_args
def conv_transpose2d(input: Tensor, weight: Tensor, bias: Tensor | None = None, stride: IntPair = 1,
                     padding: IntPair = 0, output_padding: IntPair = 0, groups: int = 1,
                     dilation: IntPair = 1) -> Tensor:
    """Transposed 2-D convolution of (N, C, H, W) or (C, H, W) input, weight (in, out / groups, kH, kW)."""
    return calls.nn_conv_transpose2d(input, weight, bias, _pair(stride, "stride"), _pair(padding, "padding"),
                                     _pair(output_padding, "output_padding"), _pair(dilation, "dilation"), groups)


@checks_tensor_args
def conv_transpose1d(input: Tensor, weight: Tensor, bias: Tensor | None = None, stride: int | Sequence[int] = 1,
                     padding: int | Sequence[int] = 0, output_padding: int | Sequence[int] = 0, groups: int = 1,
                     dilation: int | Sequence[int] = 1) -> Tensor:
    """Transposed 1-D convolution of (N, C, L) or (C, L) input, weight (in, out / groups, k)."""
    return calls.nn_conv_transpose1d(input, weight, bias, _single(stride, "stride"), _single(padding, "padding"),
                                     _single(output_padding, "output_padding"), _single(dilation, "dilation"), groups)


# group, instance and RMS normalisation
__all__ += ["group_norm", "instance_norm", "rms_norm"]


@checks_tensor_args
def group_norm(input: Tensor, num_groups: int, weight: Tensor | None = None, bias: Tensor | None = None,
               eps: float = 1e-5) -> Tensor:
    return calls.nn_group_norm(input, num_groups, weight, bias, eps)


@checks_tensor_args
def instance_norm(input: Tensor, running_mean: Tensor | None = None, running_var: Tensor | None = None,
                  weight: Tensor | None = None, bias: Tensor | None = None, use_input_stats: bool = True,
                  momentum: float = 0.1, eps: float = 1e-5) -> Tensor:
    """Each (sample, channel) normalised over its positions: group_norm with a group per channel. Running
    statistics are not kept (use_input_stats=False and running_mean/var are refused)."""
    _unsupported(running_mean=(running_mean is not None, "<tensor>"), running_var=(running_var is not None, "<tensor>"),
                 use_input_stats=(not use_input_stats, use_input_stats))
    return group_norm(input, input.shape[1], weight, bias, eps)


@checks_tensor_args
def rms_norm(input: Tensor, normalized_shape: int | Sequence[int], weight: Tensor | None = None,
             eps: float | None = None) -> Tensor:
    shape = (normalized_shape,) if isinstance(normalized_shape, int) else tuple(normalized_shape)
    return calls.nn_rms_norm(input, shape, weight, float("nan") if eps is None else float(eps))


# interpolation
__all__ += ["interpolate", "upsample"]

_LINEAR_MODES = {"linear": 1, "bilinear": 2, "trilinear": 3}


@checks_tensor_args
def interpolate(input: Tensor, size: int | Sequence[int] | None = None,
                scale_factor: float | Sequence[float] | None = None, mode: str = "nearest",
                align_corners: bool | None = None, recompute_scale_factor: bool | None = None,
                antialias: bool = False) -> Tensor:
    """Resize the trailing 1 to 3 dims of (N, C, *) input to size, or by scale_factor, with PyTorch's
    'nearest', 'nearest-exact', 'linear', 'bilinear' and 'trilinear' modes."""
    dims = input.ndim - 2
    if mode in _LINEAR_MODES:
        if _LINEAR_MODES[mode] != dims:
            raise NotImplementedError(f"Got {input.ndim}D input, but {mode} mode needs "
                                      f"{_LINEAR_MODES[mode] + 2}D input")
        code = InterpolateMode.linear
    elif mode in ("nearest", "nearest-exact"):
        if align_corners is not None:
            raise ValueError("align_corners option can only be set with the interpolating modes: linear | "
                             "bilinear | bicubic | trilinear")
        code = InterpolateMode.nearest if mode == "nearest" else InterpolateMode.nearest_exact
    else:
        raise UnsupportedError(f"interpolate mode {mode!r} (the contract has nearest, nearest-exact and linear)")
    _unsupported(antialias=(antialias, antialias))
    if (size is None) == (scale_factor is None):
        raise ValueError("only one of size or scale_factor should be defined")
    if size is not None:
        sizes = [size] * dims if isinstance(size, int) else list(size)
        scales: list[float] = []
    else:
        scales = [float(scale_factor)] * dims if isinstance(scale_factor, (int, float)) else \
            [float(f) for f in scale_factor]
        if len(scales) != dims:
            raise ValueError(f"Input and scale_factor must have the same number of spatial dimensions, but got input "
                             f"with spatial dimensions of {list(input.shape[2:])} and scale_factor of shape {scales}.")
        sizes = [int(n * f) for n, f in zip(input.shape[2:], scales)]
        if recompute_scale_factor:
            scales = []
    return calls.nn_interpolate(input, sizes, scales, int(code), int(bool(align_corners)))


@checks_tensor_args
def upsample(input: Tensor, size: int | Sequence[int] | None = None,
             scale_factor: float | Sequence[float] | None = None, mode: str = "nearest",
             align_corners: bool | None = None) -> Tensor:
    """PyTorch's deprecated name for interpolate."""
    return interpolate(input, size, scale_factor, mode, align_corners)


# attention
__all__ += ["scaled_dot_product_attention"]


@checks_tensor_args
def scaled_dot_product_attention(query: Tensor, key: Tensor, value: Tensor, attn_mask: Tensor | None = None,
                                 dropout_p: float = 0.0, is_causal: bool = False, scale: float | None = None,
                                 enable_gqa: bool = False) -> Tensor:
    """softmax(query key^T * scale + mask) value, PyTorch's signature; attn_mask bool (True takes part) or
    additive; enable_gqa repeats key and value's heads (dim -3) to query's count."""
    if enable_gqa and query.ndim >= 3 and key.size(-3) != query.size(-3):
        if query.size(-3) % key.size(-3):
            raise ValueError(f"enable_gqa: query's {query.size(-3)} heads are not a multiple of key's {key.size(-3)}")
        repeats = query.size(-3) // key.size(-3)
        key, value = key.repeat_interleave(repeats, -3), value.repeat_interleave(repeats, -3)
    return calls.nn_scaled_dot_product_attention(query, key, value, attn_mask, float(dropout_p), int(is_causal),
                                                 float("nan") if scale is None else float(scale))


# composed of reshape and permute: no C function of their own
__all__ += ["pixel_shuffle", "pixel_unshuffle"]


@checks_tensor_args
def pixel_shuffle(input: Tensor, upscale_factor: int) -> Tensor:
    """(*, C r^2, H, W) to (*, C, H r, W r): each channel's r^2 planes interleaved into r x r blocks (sub-pixel
    upsampling)."""
    return calls.nn_pixel_shuffle(input, int_arg(upscale_factor, "pixel_shuffle(): argument 'upscale_factor' "
                                                                  "(position 2)"))


@checks_tensor_args
def pixel_unshuffle(input: Tensor, downscale_factor: int) -> Tensor:
    """(*, C, H r, W r) to (*, C r^2, H, W): pixel_shuffle's inverse."""
    return calls.nn_pixel_unshuffle(input, int_arg(downscale_factor, "pixel_unshuffle(): argument "
                                                                      "'downscale_factor' (position 2)"))

__all__ += functional_variants.__all__


# CTC
__all__ += ["ctc_loss"]


@checks_tensor_args
def ctc_loss(log_probs: Tensor, targets: Tensor, input_lengths: Tensor | Sequence[int],
             target_lengths: Tensor | Sequence[int], blank: int = 0, reduction: str = "mean",
             zero_infinity: bool = False) -> Tensor:
    """Connectionist temporal classification loss of log_probs (T, N, C) (or unbatched (T, C)) against targets
    (N, S) padded or 1-D one after another; the lengths as tensors or sequences of ints."""
    ins, outs = (x if isinstance(x, Tensor) else as_tensor(x, dtype="int64") for x in (input_lengths, target_lengths))
    return calls.nn_ctc_loss(log_probs, targets, ins, outs, blank, _reduction(reduction), int(zero_infinity))


# sampling grids and patches
__all__ += ["grid_sample", "affine_grid", "unfold", "fold"]

def _align_corners(align_corners: bool | None) -> bool:
    """PyTorch's default (None) is False, with its warning that the default changed."""
    if align_corners is None:
        warnings.warn("Default grid_sample and affine_grid behavior has changed to align_corners=False since 1.3.0. "
                      "Please specify align_corners=True if the old behavior is desired. See the documentation of "
                      "grid_sample for details.", stacklevel=3)
        return False
    return bool(align_corners)


@checks_tensor_args
def grid_sample(input: Tensor, grid: Tensor, mode: str = "bilinear", padding_mode: str = "zeros",
                align_corners: bool | None = None) -> Tensor:
    """input (N, C, H, W) read at grid (N, H', W', 2) of (x, y) positions in [-1, 1] (or 5-D input at a (N, D', H',
    W', 3) grid), with PyTorch's bilinear, nearest and bicubic (4-D) modes and zeros, border and reflection padding."""
    if mode not in GridSampleMode.__members__:
        raise InvalidArgumentError(f"nn.functional.grid_sample(): expected mode to be 'bilinear', 'nearest' or "
                                   f"'bicubic', but got: '{mode}'")
    if padding_mode not in GridSamplePadding.__members__:
        raise InvalidArgumentError(f"nn.functional.grid_sample(): expected padding_mode to be 'zeros', 'border', or "
                                   f"'reflection', but got: '{padding_mode}'")
    return calls.nn_grid_sample(input, grid, GridSampleMode[mode], GridSamplePadding[padding_mode],
                                int(_align_corners(align_corners)))


@checks_tensor_args
def affine_grid(theta: Tensor, size: Sequence[int], align_corners: bool | None = None) -> Tensor:
    """The grid_sample grid of affine matrices theta (N, 2, 3) for size (N, C, H, W), or (N, 3, 4) for (N, C, D, H,
    W)."""
    corners = _align_corners(align_corners)
    sizes = [int_arg(n, "affine_grid(): size") for n in size]
    if corners and len(sizes) in (4, 5) and min(sizes[2:]) == 1:
        warnings.warn("Since version 1.3.0, affine_grid behavior has changed for unit-size grids when "
                      "align_corners=True. This is not an intended use case of affine_grid. See the documentation of "
                      "affine_grid for details.", stacklevel=2)
    return calls.nn_affine_grid(theta, sizes, int(corners))


@checks_tensor_args
def unfold(input: Tensor, kernel_size: IntPair, dilation: IntPair = 1, padding: IntPair = 0,
           stride: IntPair = 1) -> Tensor:
    """The sliding blocks of (N, C, H, W) or (C, H, W) input as the columns of (N, C * kh * kw, L) (im2col)."""
    return calls.nn_unfold(input, _pair(kernel_size, "kernel_size"), _pair(dilation, "dilation"),
                           _pair(padding, "padding"), _pair(stride, "stride"))


@checks_tensor_args
def fold(input: Tensor, output_size: IntPair, kernel_size: IntPair, dilation: IntPair = 1, padding: IntPair = 0,
         stride: IntPair = 1) -> Tensor:
    """The columns of (N, C * kh * kw, L) or (C * kh * kw, L) input summed into (N, C, *output_size): unfold's
    adjoint (col2im)."""
    return calls.nn_fold(input, _pair(output_size, "output_size"), _pair(kernel_size, "kernel_size"),
                         _pair(dilation, "dilation"), _pair(padding, "padding"), _pair(stride, "stride"))
