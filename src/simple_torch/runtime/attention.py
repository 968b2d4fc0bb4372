"""Section 25: scaled dot-product attention and the RNN, LSTM and GRU cells, checked here so
both backends refuse bad input with the same code and message."""

from __future__ import annotations

import math

from ..abi.enums import FLOATING, Dtype
from ..abi.errors import DtypeError, InvalidArgumentError, ShapeError
from . import amp, args
from .args import new, tensor
from .entry import export
from .startup import backend


def _broadcast(a: tuple[int, ...], b: tuple[int, ...], what: str) -> tuple[int, ...]:
    out = []
    for i in range(1, max(len(a), len(b)) + 1):
        x, y = (a[-i] if i <= len(a) else 1), (b[-i] if i <= len(b) else 1)
        if x != y and 1 not in (x, y):
            raise ShapeError(f"{what}: shapes {list(a)} and {list(b)} do not broadcast")
        out.append(max(x, y) if 0 not in (x, y) else 0)
    return tuple(reversed(out))


@export
def rt_torch_nn_scaled_dot_product_attention(query, key, value, attn_mask, dropout_p, is_causal, scale):
    b = backend()
    q, k, v = tensor(query, "query"), tensor(key, "key"), tensor(value, "value")
    mask = args.optional_tensor(attn_mask, "attn_mask")
    q, k, v, mask = amp.lower_precision(b, q, k, v, mask)   # a float mask too; a bool one is not cast
    dtype = b.dtype(q)
    if dtype not in FLOATING or b.dtype(k) != dtype or b.dtype(v) != dtype:
        raise DtypeError(f"query, key and value must have one floating dtype, got {Dtype(b.dtype(q)).name}, "
                         f"{Dtype(b.dtype(k)).name} and {Dtype(b.dtype(v)).name}")
    sq, sk, sv = b.shape(q), b.shape(k), b.shape(v)
    if min(len(sq), len(sk), len(sv)) < 2:
        raise ShapeError(f"query, key and value need at least 2 dims, got shapes {list(sq)}, {list(sk)}, {list(sv)}")
    if sq[-1] != sk[-1] or sk[-2] != sv[-2]:
        raise ShapeError(f"query (..., L, E), key (..., S, E) and value (..., S, Ev) do not fit: shapes {list(sq)}, "
                         f"{list(sk)}, {list(sv)}")
    batch = _broadcast(_broadcast(sq[:-2], sk[:-2], "attention"), sv[:-2], "attention")
    causal = args.flag(is_causal, "is_causal")
    if mask is not None:
        if causal:
            raise InvalidArgumentError("attn_mask and is_causal together: give one of them")
        if b.dtype(mask) not in (Dtype.bool, dtype):
            raise DtypeError(f"attn_mask must be bool or query's dtype {Dtype(dtype).name}, got "
                             f"{Dtype(b.dtype(mask)).name}")
        full = batch + (sq[-2], sk[-2])
        if _broadcast(b.shape(mask), full, "attn_mask") != full:
            raise ShapeError(f"attn_mask of shape {list(b.shape(mask))} does not broadcast to the attention's "
                             f"{list(full)}")
    p = args.number(dropout_p, "dropout_p", finite=True)
    if not 0 <= p <= 1:
        raise InvalidArgumentError(f"dropout_p is {p}; it must be in [0, 1]")
    factor = args.number(scale, "scale")
    if math.isinf(factor):
        raise InvalidArgumentError(f"scale is {factor}; give a finite scale, or NaN for 1 / sqrt(E)")
    if math.isnan(factor):
        factor = 1.0 / math.sqrt(sq[-1]) if sq[-1] else 1.0
    return new(b.scaled_dot_product_attention(q, k, v, mask, p, causal, factor))


def _cell(b, input, hx, w_ih, w_hh, b_ih, b_hh, gates: int, what: str):
    """The tensors of one recurrent step, checked: one floating dtype, input (N, I) or (I), hx (N, H) or (H),
    w_ih (gates * H, I), w_hh (gates * H, H), biases (gates * H) or none."""
    x, h = tensor(input, "input"), tensor(hx, "hx")
    wi, wh = tensor(w_ih, "w_ih"), tensor(w_hh, "w_hh")
    bi, bh = args.optional_tensor(b_ih, "b_ih"), args.optional_tensor(b_hh, "b_hh")
    if gates == 1:   # PyTorch's rnn cell is two linears (autocast's list) and a sum: all of it in low precision
        x, h, wi, wh, bi, bh = amp.lower_precision(b, x, h, wi, wh, bi, bh)
    dtype = b.dtype(x)
    if dtype not in FLOATING or {b.dtype(t) for t in (h, wi, wh, bi, bh) if t is not None} != {dtype}:
        raise DtypeError(f"{what}: input, states, weights and biases must have one floating dtype")
    sx, sh, swi, swh = b.shape(x), b.shape(h), b.shape(wi), b.shape(wh)
    if len(sx) not in (1, 2) or len(sh) != len(sx):
        raise ShapeError(f"{what}: input (N, I) or (I) and hx (N, H) or (H), got shapes {list(sx)} and {list(sh)}")
    hidden = sh[-1]
    if swi != (gates * hidden, sx[-1]) or swh != (gates * hidden, hidden):
        raise ShapeError(f"{what}: w_ih must be {[gates * hidden, sx[-1]]} and w_hh {[gates * hidden, hidden]}, got "
                         f"{list(swi)} and {list(swh)}")
    if len(sx) == 2 and sx[0] != sh[0]:
        raise ShapeError(f"{what}: input has {sx[0]} rows and hx {sh[0]}")
    for bias, name in ((bi, "b_ih"), (bh, "b_hh")):
        if bias is not None and b.shape(bias) != swi[:1]:   # (gates * hidden,)
            raise ShapeError(f"{what}: {name} must be [{gates * hidden}], got {list(b.shape(bias))}")
    return x, h, wi, wh, bi, bh


def _stepped(b, step, x, states, *weights):
    """step(x, *states, *weights) on a batch of one for an unbatched input (as PyTorch's cell modules do),
    the results without that batch dim."""
    if b.ndim(x) == 2:
        return step(x, *states, *weights)
    out = step(b.unsqueeze(x, 0), *(b.unsqueeze(s, 0) for s in states), *weights)
    return tuple(b.squeeze(o, 0) for o in out) if isinstance(out, tuple) else b.squeeze(out, 0)


@export
def rt_torch_nn_rnn_cell(input, hx, w_ih, w_hh, b_ih, b_hh, relu):
    b = backend()
    x, h, wi, wh, bi, bh = _cell(b, input, hx, w_ih, w_hh, b_ih, b_hh, 1, "rnn_cell")
    relu = args.flag(relu, "relu")
    return new(_stepped(b, lambda *a: b.rnn_cell(*a, relu), x, (h,), wi, wh, bi, bh))


@export
def rt_torch_nn_lstm_cell(input, hx, cx, w_ih, w_hh, b_ih, b_hh):
    b = backend()
    x, h, wi, wh, bi, bh = _cell(b, input, hx, w_ih, w_hh, b_ih, b_hh, 4, "lstm_cell")
    c, sh = tensor(cx, "cx"), b.shape(h)
    if b.shape(c) != sh or b.dtype(c) != b.dtype(h):
        raise ShapeError(f"lstm_cell: cx must have hx's shape {list(sh)} and dtype")
    if len(sh) == 2:   # a batch (_cell made x's dims hx's): no batch dim to add and take away
        h_next, c_next = b.lstm_cell(x, h, c, wi, wh, bi, bh)
    else:
        h_next, c_next = _stepped(b, b.lstm_cell, x, (h, c), wi, wh, bi, bh)
    return new(h_next), new(c_next)


@export
def rt_torch_nn_gru_cell(input, hx, w_ih, w_hh, b_ih, b_hh):
    b = backend()
    x, h, wi, wh, bi, bh = _cell(b, input, hx, w_ih, w_hh, b_ih, b_hh, 3, "gru_cell")
    return new(_stepped(b, b.gru_cell, x, (h,), wi, wh, bi, bh))
