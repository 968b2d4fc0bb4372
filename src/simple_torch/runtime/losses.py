"""Section 10: losses. reduction: 0 none, 1 mean, 2 sum."""

from __future__ import annotations

from ..abi.enums import DTYPE_KIND, FLOATING, Dtype, Kind
from ..abi.errors import DtypeError, InvalidArgumentError, ShapeError
from . import amp, args
from .args import new
from .args import tensor as _tensor
from .entry import export
from .nn import broadcast_shape, norm_order, promoted_kind
from .startup import backend


def tensor(handle, what: str = "x"):
    """Every loss of the contract is on PyTorch's CPU autocast fp32 list: inside an autocast region its tensors
    are fetched cast to float32 (a float64 one, or an integer target, as it is)."""
    return amp.float32(backend(), _tensor(handle, what))[0]


def optional_tensor(handle, what: str):
    return None if handle == 0 else tensor(handle, what)


def _same_shape(b, input, target, what: str):
    """PyTorch only warns when these shapes differ and then broadcasts, which is nearly always a bug."""
    if b.shape(input) != b.shape(target):
        raise ShapeError(f"{what} shape {list(b.shape(input))} and target shape "
                         f"{list(b.shape(target))} differ")


# PyTorch's default ignore_index: the 1.0 losses leave out targets of this value, as nn.CrossEntropyLoss does
DEFAULT_IGNORE_INDEX = -100


def _class_range(b, scores, target, ignore_index: int) -> None:
    """Every class index in [0, C) but those equal to ignore_index: checked here, because PyTorch's CUDA kernels
    only assert on the device (which leaves the CUDA context unusable), so every backend and device says it alike."""
    if 0 in b.shape(target):
        return
    shape = b.shape(scores)
    classes = shape[1] if len(shape) >= 2 else shape[0]
    counted = b.masked_fill(target, b.eq_scalar(target, ignore_index), 0)   # an ignored target counts as class 0
    for value in (int(b.item(b.min(counted, None, False))), int(b.item(b.max(counted, None, False)))):
        if not 0 <= value < classes:
            raise InvalidArgumentError(f"Target {value} is out of bounds: the classes are 0 to {classes - 1}"
                                       f"{'' if ignore_index == DEFAULT_IGNORE_INDEX else f', ignore_index {ignore_index}'}")


def _class_indices(b, scores, target, what: str, ignore_index: int = DEFAULT_IGNORE_INDEX):
    """Scores (N, C, d1, ...) or (C,) and int64 class indices (N, d1, ...) or (), each a class or ignore_index."""
    if b.dtype(target) != Dtype.int64:   # PyTorch rejects int32 ("expected scalar type Long") and would read floats as probabilities
        raise DtypeError(f"target must hold int64 class indices, got {Dtype(b.dtype(target)).name}")
    shape, tshape = b.shape(scores), b.shape(target)
    if len(shape) == 0:
        raise ShapeError(f"{what} must have a class dim, got a scalar")
    if len(tshape) != len(shape) - 1:
        raise ShapeError(f"target shape {list(tshape)} does not fit {what} shape {list(shape)} "
                         f"(expected {len(shape) - 1} dim(s): the shape of {what} without its class dim)")
    if len(shape) > 1:   # else (C,) scores and a 0-dim target
        if tshape[0] != shape[0]:   # checked here, not in the backends, so that both say it alike
            raise ShapeError(f"expected input batch_size ({shape[0]}) to match target batch_size ({tshape[0]})")
        if tshape != shape[:1] + shape[2:]:
            raise ShapeError(f"target shape {list(tshape)} does not fit {what} shape {list(shape)} (expected "
                             f"{list(shape[:1] + shape[2:])})")
    _class_range(b, scores, target, ignore_index)


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


# -- more losses -----------------------------------------------------------------------------------------------

def _pair(b, input, target, what: str):
    """input and target of one shape that promote to a floating dtype."""
    i, t = tensor(input, "input"), tensor(target, "target")
    _same_shape(b, i, t, "input")
    promoted_kind(b, what, input=i, target=t)
    return i, t


def _positive(value, what: str, allow_zero: bool) -> float:
    v = args.number(value, what, finite=True)
    if v < 0 or (v == 0 and not allow_zero):
        raise InvalidArgumentError(f"{what} is {v}; it must be {'non-negative' if allow_zero else 'positive'}")
    return v


def _no_grad_needed(b, t, what: str, name: str) -> None:
    """PyTorch refuses a gradient for some loss arguments: so does the contract, before computing."""
    if t is not None and b.is_grad_enabled() and b.requires_grad(t):
        raise InvalidArgumentError(f"{what} is not differentiable with respect to {name}; it cannot require grad "
                                   f"while grad is enabled")


@export
def rt_torch_nn_l1_loss(input, target, reduction):
    b = backend()
    i, t = _pair(b, input, target, "l1_loss")
    return new(b.l1_loss(i, t, args.reduction(reduction)))


@export
def rt_torch_nn_smooth_l1_loss(input, target, beta, reduction):
    b = backend()
    i, t = _pair(b, input, target, "smooth_l1_loss")
    return new(b.smooth_l1_loss(i, t, _positive(beta, "beta", allow_zero=True), args.reduction(reduction)))


@export
def rt_torch_nn_huber_loss(input, target, delta, reduction):
    b = backend()
    i, t = _pair(b, input, target, "huber_loss")
    return new(b.huber_loss(i, t, _positive(delta, "delta", allow_zero=False), args.reduction(reduction)))


@export
def rt_torch_nn_soft_margin_loss(input, target, reduction):
    b = backend()
    i, t = _pair(b, input, target, "soft_margin_loss")
    _no_grad_needed(b, t, "soft_margin_loss", "target")
    return new(b.soft_margin_loss(i, t, args.reduction(reduction)))


@export
def rt_torch_nn_binary_cross_entropy_with_logits(input, target, weight, pos_weight, reduction):
    b = backend()
    i, t = _pair(b, input, target, "binary_cross_entropy_with_logits")
    shape = tuple(b.shape(i))
    w, pw = optional_tensor(weight, "weight"), optional_tensor(pos_weight, "pos_weight")
    # pos_weight - 1 is computed: PyTorch refuses a bool one
    for name, extra, refused in (("weight", w, (Kind.complex,)), ("pos_weight", pw, (Kind.bool, Kind.complex))):
        if extra is None:
            continue
        if DTYPE_KIND[Dtype(b.dtype(extra))] in refused:
            raise DtypeError(f"binary_cross_entropy_with_logits: {name} of dtype {Dtype(b.dtype(extra)).name} is "
                             f"not supported")
        if broadcast_shape(b, "binary_cross_entropy_with_logits", input=i, **{name: extra}) != shape:
            raise ShapeError(f"binary_cross_entropy_with_logits: {name} of shape {list(b.shape(extra))} does not "
                             f"broadcast to input's shape {list(shape)}")
        _no_grad_needed(b, extra, "binary_cross_entropy_with_logits", name)
    return new(b.binary_cross_entropy_with_logits(i, t, w, pw, args.reduction(reduction)))


@export
def rt_torch_nn_kl_div(input, target, log_target, reduction):
    b = backend()
    i, t = _pair(b, input, target, "kl_div")
    return new(b.kl_div(i, t, args.flag(log_target, "log_target"), args.reduction(reduction)))


def _class_weight(b, scores, weight, what: str, differentiable: bool):
    """The optional per-class weight: 1-D with one value per class, of the scores' dtype."""
    w = optional_tensor(weight, "weight")
    if w is None:
        return None
    shape = b.shape(scores)
    classes = shape[1] if len(shape) >= 2 else shape[0]
    if tuple(b.shape(w)) != (classes,):
        raise ShapeError(f"{what}: weight of shape {list(b.shape(w))} must hold one value per class: [{classes}]")
    if b.dtype(w) != b.dtype(scores):   # PyTorch does not promote it ("expected scalar type")
        raise DtypeError(f"{what}: weight of dtype {Dtype(b.dtype(w)).name} differs from the input's "
                         f"{Dtype(b.dtype(scores)).name}")
    if not differentiable:
        _no_grad_needed(b, w, what, "weight")
    return w


def _floating_scores(b, scores, what: str, name: str) -> None:
    if b.dtype(scores) not in FLOATING:
        raise DtypeError(f"{what}: {name} must be floating, got {Dtype(b.dtype(scores)).name}")
    if not b.shape(scores):
        raise ShapeError(f"{name} must have a class dim, got a scalar")


@export
def rt_torch_nn_cross_entropy_ex(logits, target, weight, ignore_index, label_smoothing, reduction):
    b, i, t = backend(), tensor(logits, "logits"), tensor(target, "target")
    _floating_scores(b, i, "cross_entropy", "logits")
    ignore_index = args.integer(ignore_index, "ignore_index")
    probabilities = b.shape(t) == b.shape(i)   # PyTorch's rule: a target of the logits' shape holds probabilities
    if probabilities:
        if b.dtype(t) not in FLOATING:
            raise DtypeError(f"a target of the logits' shape holds class probabilities and must be floating, got "
                             f"{Dtype(b.dtype(t)).name}")
        if ignore_index >= 0:
            raise InvalidArgumentError(f"ignore_index {ignore_index} is not supported with class probabilities "
                                       f"(a negative value means none)")
    else:
        _class_indices(b, i, t, "logits", ignore_index)
    w = _class_weight(b, i, weight, "cross_entropy", differentiable=probabilities)
    smoothing = args.number(label_smoothing, "label_smoothing")
    if not 0.0 <= smoothing <= 1.0:   # NaN too; PyTorch silently ignores a negative one
        raise InvalidArgumentError(f"label_smoothing must be within [0, 1], got {smoothing}")
    return new(b.cross_entropy(i, t, args.reduction(reduction), w, ignore_index, smoothing))


@export
def rt_torch_nn_nll_loss_ex(log_probs, target, weight, ignore_index, reduction):
    b, i, t = backend(), tensor(log_probs, "log_probs"), tensor(target, "target")
    _floating_scores(b, i, "nll_loss", "log_probs")
    ignore_index = args.integer(ignore_index, "ignore_index")
    _class_indices(b, i, t, "log_probs", ignore_index)
    w = _class_weight(b, i, weight, "nll_loss", differentiable=False)
    return new(b.nll_loss(i, t, args.reduction(reduction), w, ignore_index))


def _same_ndim(b, what: str, **tensors) -> tuple[int, ...]:
    """The broadcast shape of tensors that have one number of dims."""
    ndims = {name: b.ndim(t) for name, t in tensors.items()}
    if len(set(ndims.values())) > 1:
        listed = ", ".join(f"{name} {list(b.shape(t))}" for name, t in tensors.items())
        raise ShapeError(f"{what}: the inputs must have one number of dims, got {listed}")
    return broadcast_shape(b, what, **tensors)


def _refuse_kinds(b, what: str, kinds: tuple[Kind, ...], tensors: dict) -> None:
    for name, t in tensors.items():
        if DTYPE_KIND[Dtype(b.dtype(t))] in kinds:
            raise DtypeError(f"{what}: {name} of dtype {Dtype(b.dtype(t)).name} is not supported")


def _not_complex(b, what: str, **tensors) -> None:
    _refuse_kinds(b, what, (Kind.complex,), tensors)


def _not_bool_or_complex(b, what: str, **tensors) -> None:
    _refuse_kinds(b, what, (Kind.bool, Kind.complex), tensors)


@export
def rt_torch_nn_margin_ranking_loss(input1, input2, target, margin, reduction):
    b = backend()
    operands = {"input1": tensor(input1, "input1"), "input2": tensor(input2, "input2"),
                "target": tensor(target, "target")}
    _same_ndim(b, "margin_ranking_loss", **operands)
    _not_bool_or_complex(b, "margin_ranking_loss", **operands)   # -target, input1 - input2: PyTorch refuses bool
    return new(b.margin_ranking_loss(*operands.values(), args.number(margin, "margin", finite=True),
                                     args.reduction(reduction)))


@export
def rt_torch_nn_cosine_embedding_loss(input1, input2, target, margin, reduction):
    b = backend()
    x1, x2, t = tensor(input1, "input1"), tensor(input2, "input2"), tensor(target, "target")
    _not_complex(b, "cosine_embedding_loss", input1=x1, input2=x2, target=t)
    tshape = tuple(b.shape(t))
    if len(tshape) > 1:
        raise ShapeError(f"cosine_embedding_loss: target must be 0-dim or 1-D, got shape {list(tshape)}")
    wanted = len(tshape) + 1   # a 0-dim target goes with 1-D inputs, a 1-D one with (N, D) inputs
    for name, x in (("input1", x1), ("input2", x2)):
        if b.ndim(x) != wanted:
            raise ShapeError(f"cosine_embedding_loss: a {len(tshape)}-D target needs {wanted}-D inputs, got {name} "
                             f"of shape {list(b.shape(x))}")
    shape = broadcast_shape(b, "cosine_embedding_loss", input1=x1, input2=x2)
    if tshape != shape[:-1]:
        raise ShapeError(f"cosine_embedding_loss: target of shape {list(tshape)} does not hold one value per "
                         f"row of the inputs (broadcast shape {list(shape)})")
    return new(b.cosine_embedding_loss(x1, x2, t, args.number(margin, "margin", finite=True),
                                       args.reduction(reduction)))


@export
def rt_torch_nn_triplet_margin_loss(anchor, positive, negative, margin, p, eps, swap, reduction):
    b = backend()
    operands = {"anchor": tensor(anchor, "anchor"), "positive": tensor(positive, "positive"),
                "negative": tensor(negative, "negative")}
    shape = _same_ndim(b, "triplet_margin_loss", **operands)
    _not_bool_or_complex(b, "triplet_margin_loss", **operands)   # anchor - positive: PyTorch refuses bool there
    margin = _positive(margin, "margin", allow_zero=False)
    order = norm_order(p, shape, len(shape) - 1 if shape else None)   # the distances are norms over the last dim
    return new(b.triplet_margin_loss(*operands.values(), margin, order, args.number(eps, "eps", finite=True),
                                     args.flag(swap, "swap"), args.reduction(reduction)))


# -- CTC -------------------------------------------------------------------------------------------------------

@export
def rt_torch_nn_ctc_loss(log_probs, targets, input_lengths, target_lengths, blank, reduction, zero_infinity):
    b = backend()
    lp, tg = tensor(log_probs, "log_probs"), tensor(targets, "targets")
    lengths = {"input_lengths": tensor(input_lengths, "input_lengths"),
               "target_lengths": tensor(target_lengths, "target_lengths")}
    if b.dtype(lp) not in (Dtype.float32, Dtype.float64):   # PyTorch's CPU kernel has no half precision
        raise DtypeError(f"ctc_loss: log_probs must be float32 or float64, got {Dtype(b.dtype(lp)).name}")
    for name, t in (("targets", tg), *lengths.items()):
        if DTYPE_KIND[b.dtype(t)] != Kind.integer:
            raise DtypeError(f"ctc_loss: {name} must be an integer tensor, got {Dtype(b.dtype(t)).name}")
    shape, batched = b.shape(lp), b.ndim(lp) == 3
    if len(shape) not in (2, 3):
        raise ShapeError(f"ctc_loss: log_probs must be (T, N, C) or unbatched (T, C), got shape {list(shape)}")
    steps, classes, batch = shape[0], shape[-1], shape[1] if batched else 1
    wanted = (batch,) if batched else ()
    for name, t in lengths.items():
        if b.shape(t) != wanted:
            raise ShapeError(f"ctc_loss: {name} must hold one length per sample (shape {list(wanted)}), got shape "
                             f"{list(b.shape(t))}")
    ins, outs = (args.host_integers(b, t) for t in lengths.values())
    if any(not 0 <= n <= steps for n in ins):
        raise InvalidArgumentError(f"ctc_loss: input_lengths must be in [0, {steps}] (T), got {list(ins)}")
    if any(n < 0 for n in outs):
        raise InvalidArgumentError(f"ctc_loss: target_lengths must not be negative, got {list(outs)}")
    blank = args.integer(blank, "blank")
    if not 0 <= blank < classes:
        raise InvalidArgumentError(f"ctc_loss: blank is {blank}; it must be a class in [0, {classes})")
    tshape = b.shape(tg)
    if batched and len(tshape) == 2:
        if tshape[0] != batch or max(outs, default=0) > tshape[1]:
            raise ShapeError(f"ctc_loss: padded targets of shape {list(tshape)} must have {batch} rows of at "
                             f"least the longest target length ({max(outs, default=0)})")
        used = [v for row, n in zip(_rows(args.host_integers(b, tg), tshape[1]), outs) for v in row[:n]]
    elif len(tshape) == 1:
        if tshape[0] != sum(outs):
            raise ShapeError(f"ctc_loss: 1-D targets hold the targets one after another: {tshape[0]} of them, "
                             f"but the target lengths add up to {sum(outs)}")
        used = args.host_integers(b, tg)
    else:
        raise ShapeError(f"ctc_loss: targets must be (N, S) or 1-D{'' if batched else ' when unbatched'}, got "
                         f"shape {list(tshape)}")
    if any(not 0 <= v < classes or v == blank for v in used):   # PyTorch's documentation: "cannot be blank"
        raise InvalidArgumentError(f"ctc_loss: targets must be classes in [0, {classes}) other than the blank "
                                   f"({blank}), got {sorted(set(used))}")
    return new(b.ctc_loss(lp, tg, *lengths.values(), blank, args.reduction(reduction), args.flag(zero_infinity,
                                                                                              "zero_infinity")))


def _rows(values: tuple[int, ...], width: int):
    return (values[i:i + width] for i in range(0, len(values), width))
