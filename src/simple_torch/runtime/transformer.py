"""Section 37: one Transformer encoder or decoder layer's forward in one call, composed of the backend's
operations (so autograd records it, on either backend): the steps of PyTorch's TransformerEncoderLayer and
TransformerDecoderLayer on their non-fused path, their attention as multi_head_attention_forward's with
need_weights=False (one packed in-projection, heads of E / nhead, scaled dot-product attention over the merged masks,
the out-projection). Linear maps and attention take autocast's lower precision, as their own C calls do."""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..abi.enums import FLOATING, Dtype, TransformerActivation
from ..abi.errors import DtypeError, InvalidArgumentError, ShapeError
from . import amp, args
from .args import new, optional_tensor, tensor
from .entry import export
from .startup import backend

# the (weight, bias) pairs of each layer in the order of PyTorch's named_parameters(), as (names' prefix, role); a
# pair is prefix + "weight" and prefix + "bias" (the packed in-projection's: in_proj_weight and in_proj_bias)
_ATTENTION = (("in_proj_", "in_proj"), ("out_proj.", "out_proj"))
ENCODER_PAIRS = (*((f"self_attn.{p}", role) for p, role in _ATTENTION), ("linear1.", "linear1"),
                 ("linear2.", "linear2"), ("norm1.", "norm"), ("norm2.", "norm"))
DECODER_PAIRS = (*ENCODER_PAIRS[:2], *((f"multihead_attn.{p}", role) for p, role in _ATTENTION),
                 *ENCODER_PAIRS[2:], ("norm3.", "norm"))


def _shapes(role: str, embed: int, feedforward: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A pair's weight and bias shapes for d_model embed and dim_feedforward feedforward."""
    return {"in_proj": ((3 * embed, embed), (3 * embed,)), "out_proj": ((embed, embed), (embed,)),
            "linear1": ((feedforward, embed), (feedforward,)), "linear2": ((embed, feedforward), (embed,)),
            "norm": ((embed,), (embed,))}[role]


@dataclass(frozen=True)
class _Layer:
    """What every block of one call shares."""
    nhead: int
    activation: TransformerActivation
    norm_first: bool
    eps: float
    dropout: float        # 0 unless training
    dtype: int


def _pairs(b, handles, layout: tuple[tuple[str, str], ...], embed: int, dtype: int) -> list[tuple]:
    """The layer's (weight, bias) pairs, checked: the full list (a bias may be 0) or the weights alone (a layer
    made with bias=False); each of src's dtype and of the shape its place gives it (dim_feedforward: linear1's
    rows)."""
    n = len(layout)
    if len(handles) == 2 * n:
        slots = [(2 * i, 2 * i + 1) for i in range(n)]
    elif len(handles) == n:
        slots = [(i, None) for i in range(n)]
    else:
        raise InvalidArgumentError(f"n_weights is {len(handles)}; the layer has {2 * n} parameters ({n} without "
                                   f"biases), in the order of its named_parameters()")
    pairs = []
    for (prefix, _), (wi, bi) in zip(layout, slots):
        w = tensor(handles[wi], f"weights[{wi}] ({prefix}weight)")
        bias = None if bi is None else optional_tensor(handles[bi], f"weights[{bi}] ({prefix}bias)")
        pairs.append((w, bias))
    linear1 = b.shape(pairs[[role for _, role in layout].index("linear1")][0])
    if len(linear1) != 2 or linear1[0] < 1:
        raise ShapeError(f"linear1.weight has shape {list(linear1)}; it must be (dim_feedforward, d_model) with "
                         f"dim_feedforward at least 1")
    feedforward = linear1[0]
    for (prefix, role), (w, bias) in zip(layout, pairs):
        weight_shape, bias_shape = _shapes(role, embed, feedforward)
        for t, what, shape in ((w, f"{prefix}weight", weight_shape), (bias, f"{prefix}bias", bias_shape)):
            if t is None:
                continue
            if b.dtype(t) != dtype:
                raise DtypeError(f"{what} is {Dtype(b.dtype(t)).name}; the layer's tensors must all have src's "
                                 f"dtype {Dtype(dtype).name}")
            if b.shape(t) != shape:
                raise ShapeError(f"{what} has shape {list(b.shape(t))}; d_model {embed} (the input's last dim) and "
                                 f"dim_feedforward {feedforward} (linear1.weight's rows) need {list(shape)}")
    return pairs


def _sequence(b, t, what: str, batch_first: bool):
    """A layer's input as (N, L, E), and whether it came batched: (L, N, E), (N, L, E) with batch_first, or (L, E)."""
    shape = b.shape(t)
    if len(shape) == 2:
        return b.unsqueeze(t, 0), False
    if len(shape) == 3:
        return (t if batch_first else b.transpose(t, 0, 1)), True
    raise ShapeError(f"{what} must be (L, N, E), (N, L, E) with batch_first, or unbatched (L, E); got shape "
                     f"{list(shape)}")


def _output(b, x, batched: bool, batch_first: bool):
    if not batched:
        return b.squeeze(x, 0)
    return x if batch_first else b.transpose(x, 0, 1)


def _options(b, x, nhead, activation, norm_first, layer_norm_eps, dropout, training) -> _Layer:
    dtype = b.dtype(x)
    if dtype not in FLOATING:
        raise DtypeError(f"a Transformer layer needs a floating-point input, got {Dtype(dtype).name}")
    embed = b.shape(x)[-1]
    heads = args.integer(nhead, "nhead")
    if heads < 1:
        raise InvalidArgumentError(f"nhead is {heads}; it must be at least 1")
    if embed < 1 or embed % heads:
        raise ShapeError(f"d_model {embed} (the input's last dim) must be a positive multiple of nhead {heads} "
                         f"(embed_dim must be divisible by num_heads)")
    code = args.integer(activation, "activation")
    if code not in TransformerActivation._value2member_map_:
        known = ", ".join(f"{a.value} (RT_ACTIVATION_{a.name.upper()})" for a in TransformerActivation)
        raise InvalidArgumentError(f"activation {code} is not one of {known}")
    eps = args.number(layer_norm_eps, "layer_norm_eps", finite=True)
    if eps < 0:
        raise InvalidArgumentError(f"layer_norm_eps is {eps}; it must be non-negative")
    p = args.number(dropout, "dropout", finite=True)
    if not 0.0 <= p <= 1.0:
        raise InvalidArgumentError(f"dropout is {p}; it must be within [0, 1]")
    return _Layer(heads, TransformerActivation(code), args.flag(norm_first, "norm_first"), eps,
                  p if args.flag(training, "training") else 0.0, dtype)


def _additive(b, mask, what: str, dtype: int):
    """A mask as PyTorch's _canonical_mask makes it: bool (True: may not attend) as 0 and -inf, floating as given
    (in the layer's dtype)."""
    code = b.dtype(mask)
    if code == Dtype.bool:
        return b.masked_fill(b.create("zeros", b.shape(mask), dtype, b.device(mask)), mask, -math.inf)
    if code not in FLOATING:
        raise DtypeError(f"only bool and floating types of {what} are supported, got {Dtype(code).name}")
    return mask if code == dtype else b.to_dtype(mask, dtype)


def _attention_mask(b, handle, what: str, layer: _Layer, batch: int, length: int, source: int):
    """An attention mask (L, S) or (N * nhead, L, S) as an additive mask that broadcasts to (N, nhead, L, S)."""
    mask = optional_tensor(handle, what)
    if mask is None:
        return None
    shape = b.shape(mask)
    if shape not in ((length, source), (batch * layer.nhead, length, source)):
        raise ShapeError(f"{what} has shape {list(shape)}; it must be {[length, source]} or "
                         f"{[batch * layer.nhead, length, source]}")
    mask = _additive(b, mask, what, layer.dtype)
    return mask if len(shape) == 2 else b.reshape(mask, (batch, layer.nhead, length, source))


def _padding_mask(b, handle, what: str, layer: _Layer, batched: bool, batch: int, source: int):
    """A key padding mask (N, S) (unbatched: (S)) as an additive mask that broadcasts to (N, nhead, L, S)."""
    mask = optional_tensor(handle, what)
    if mask is None:
        return None
    wanted = (batch, source) if batched else (source,)
    if b.shape(mask) != wanted:
        raise ShapeError(f"{what} has shape {list(b.shape(mask))}; it must be {list(wanted)}")
    return b.reshape(_additive(b, mask, what, layer.dtype), (batch, 1, 1, source))


def _linear(b, x, weight, bias):
    return b.linear(*amp.lower_precision(b, x, weight, bias))


def _dropout(b, layer: _Layer, x):
    return b.dropout(x, layer.dropout, True) if layer.dropout else x


def _attention(b, layer: _Layer, query, memory, pairs, mask, padding, is_causal: bool):
    """multi_head_attention_forward with need_weights=False: query (N, L, E) attends to memory (N, S, E) (self-
    attention when memory is query) through pairs (the in- and out-projections); is_causal with no mask: causal."""
    (in_w, in_b), (out_w, out_b) = pairs
    batch, length, embed = b.shape(query)
    source = b.shape(memory)[1]
    if memory is query:   # one packed projection, as PyTorch's
        q, k, v = b.chunk(_linear(b, query, in_w, in_b), 3, 2)
    else:
        q = _linear(b, query, b.slice(in_w, 0, 0, embed, 1), None if in_b is None else b.slice(in_b, 0, 0, embed, 1))
        k, v = b.chunk(_linear(b, memory, b.slice(in_w, 0, embed, 3 * embed, 1),
                               None if in_b is None else b.slice(in_b, 0, embed, 3 * embed, 1)), 2, 2)
    size = embed // layer.nhead
    q, k, v = (b.permute(b.reshape(t, (batch, n, layer.nhead, size)), (0, 2, 1, 3))
               for t, n in ((q, length), (k, source), (v, source)))
    causal = False
    if is_causal and mask is None:
        if padding is None:
            causal = True
        else:   # PyTorch's generate_square_subsequent_mask, to merge with the padding
            mask = b.triu(b.create("full", (length, source), layer.dtype, b.device(query), -math.inf), 1)
    merged = padding if mask is None else mask if padding is None else b.add(mask, padding)
    q, k, v, merged = amp.lower_precision(b, q, k, v, merged)
    out = b.scaled_dot_product_attention(q, k, v, merged, layer.dropout, causal, 1.0 / math.sqrt(size))
    return _linear(b, b.reshape(b.permute(out, (0, 2, 1, 3)), (batch, length, embed)), out_w, out_b)


_ACTIVATIONS = {TransformerActivation.relu: lambda b, x: b.relu(x), TransformerActivation.gelu: lambda b, x: b.gelu(x),
                TransformerActivation.gelu_tanh: lambda b, x: b.gelu_tanh(x)}


def _feed_forward(b, layer: _Layer, x, pairs):
    (w1, b1), (w2, b2) = pairs
    hidden = _ACTIVATIONS[layer.activation](b, _linear(b, x, w1, b1))
    return _linear(b, _dropout(b, layer, hidden), w2, b2)


def _residual_blocks(b, layer: _Layer, x, blocks, norms):
    """Each block with dropout, a residual and its LayerNorm: after the sum, or before the block with norm_first."""
    shape = b.shape(x)[-1:]
    for block, (weight, bias) in zip(blocks, norms):
        if layer.norm_first:
            x = b.add(x, _dropout(b, layer, block(b.layer_norm(x, shape, weight, bias, layer.eps))))
        else:
            x = b.layer_norm(b.add(x, _dropout(b, layer, block(x))), shape, weight, bias, layer.eps)
    return x


@export
def rt_torch_nn_transformer_encoder_layer(src, weights, src_mask, src_key_padding_mask, nhead, activation,
                                          norm_first, layer_norm_eps, dropout, training, is_causal, batch_first):
    b = backend()
    batch_first = args.flag(batch_first, "batch_first")
    x, batched = _sequence(b, tensor(src, "src"), "src", batch_first)
    layer = _options(b, x, nhead, activation, norm_first, layer_norm_eps, dropout, training)
    batch, length, embed = b.shape(x)
    pairs = _pairs(b, weights, ENCODER_PAIRS, embed, layer.dtype)
    mask = _attention_mask(b, src_mask, "src_mask", layer, batch, length, length)
    padding = _padding_mask(b, src_key_padding_mask, "src_key_padding_mask", layer, batched, batch, length)
    causal = args.flag(is_causal, "is_causal")
    blocks = (lambda y: _attention(b, layer, y, y, pairs[0:2], mask, padding, causal),
              lambda y: _feed_forward(b, layer, y, pairs[2:4]))
    return new(_output(b, _residual_blocks(b, layer, x, blocks, pairs[4:6]), batched, batch_first))


@export
def rt_torch_nn_transformer_decoder_layer(tgt, memory, weights, tgt_mask, memory_mask, tgt_key_padding_mask,
                                          memory_key_padding_mask, nhead, activation, norm_first, layer_norm_eps,
                                          dropout, training, tgt_is_causal, memory_is_causal, batch_first):
    b = backend()
    batch_first = args.flag(batch_first, "batch_first")
    x, batched = _sequence(b, tensor(tgt, "tgt"), "tgt", batch_first)
    mem, memory_batched = _sequence(b, tensor(memory, "memory"), "memory", batch_first)
    layer = _options(b, x, nhead, activation, norm_first, layer_norm_eps, dropout, training)
    batch, length, embed = b.shape(x)
    if memory_batched != batched or b.shape(mem)[0] != batch or b.shape(mem)[2] != embed:
        raise ShapeError(f"memory of shape {list(b.shape(tensor(memory, 'memory')))} does not fit tgt of shape "
                         f"{list(b.shape(tensor(tgt, 'tgt')))}: the same batch and d_model, both batched or neither")
    if b.dtype(mem) != layer.dtype:
        raise DtypeError(f"memory is {Dtype(b.dtype(mem)).name}; it must have tgt's dtype {Dtype(layer.dtype).name}")
    source = b.shape(mem)[1]
    pairs = _pairs(b, weights, DECODER_PAIRS, embed, layer.dtype)
    masks = (_attention_mask(b, tgt_mask, "tgt_mask", layer, batch, length, length),
             _padding_mask(b, tgt_key_padding_mask, "tgt_key_padding_mask", layer, batched, batch, length),
             args.flag(tgt_is_causal, "tgt_is_causal"))
    memory_masks = (_attention_mask(b, memory_mask, "memory_mask", layer, batch, length, source),
                    _padding_mask(b, memory_key_padding_mask, "memory_key_padding_mask", layer, batched, batch,
                                  source),
                    args.flag(memory_is_causal, "memory_is_causal"))
    blocks = (lambda y: _attention(b, layer, y, y, pairs[0:2], *masks),
              lambda y: _attention(b, layer, y, mem, pairs[2:4], *memory_masks),
              lambda y: _feed_forward(b, layer, y, pairs[4:6]))
    return new(_output(b, _residual_blocks(b, layer, x, blocks, pairs[6:9]), batched, batch_first))
