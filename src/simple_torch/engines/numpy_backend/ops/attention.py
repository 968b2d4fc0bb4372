"""Attention weights and the recurrent cells. The weights are one op with its backward (the masked
softmax of PyTorch's math: a row that takes nothing is 0, as PyTorch's CPU kernel gives); the cells are
compositions of the backend's linear, sigmoid, tanh, add and mul, whose backwards make theirs."""

from __future__ import annotations

import numpy as np

from .. import dtypes
from . import op
from ..tensor import Tensor, make, unbroadcast
from .activations import relu, sigmoid, tanh
from .elementwise import add, mul, sub
from .indexing import slice as narrow
from .nn import linear


def attention_weights(q: Tensor, k: Tensor, mask: Tensor | None, is_causal: bool, scale: float) -> Tensor:
    """softmax(q k^T * scale + bias) along the last dim, bias -inf where a bool mask is False or above the
    diagonal (is_causal), or a float mask added; differentiable in q, k and a float mask."""
    work = dtypes.compute(q.dtype)
    qd, kd = q.data.astype(work), k.data.astype(work)
    scores = np.matmul(qd, np.swapaxes(kd, -1, -2)) * work.type(scale)
    allowed = np.ones(scores.shape[-2:], bool)
    if is_causal:
        allowed = np.tril(allowed)
    if mask is not None and mask.dtype == dtypes.BOOL:
        allowed = allowed & mask.data
    elif mask is not None:
        scores = scores + mask.data.astype(work)
    scores = np.where(allowed, scores, -np.inf)
    peak = np.max(scores, axis=-1, keepdims=True)
    with np.errstate(invalid="ignore"):
        e = np.exp(scores - np.where(np.isfinite(peak), peak, 0))
    total = np.sum(e, axis=-1, keepdims=True)
    weights = np.where(total > 0, e / np.where(total > 0, total, 1), 0).astype(work)
    float_mask = mask is not None and mask.dtype != dtypes.BOOL

    def backward(g):
        g = g.astype(work)
        d_scores = weights * (g - np.sum(g * weights, axis=-1, keepdims=True))
        dq = np.matmul(d_scores, kd) * work.type(scale)
        dk = np.matmul(np.swapaxes(d_scores, -1, -2), qd) * work.type(scale)
        grads = [unbroadcast(dq, q.shape).astype(q.dtype), unbroadcast(dk, k.shape).astype(k.dtype)]
        if float_mask:
            grads.append(unbroadcast(d_scores, mask.shape).astype(mask.dtype))
        return tuple(grads)
    parents = (q, k, mask) if float_mask else (q, k)
    return make(weights.astype(q.dtype), parents, backward)


def _gates(x: Tensor, h: Tensor, w_ih: Tensor, w_hh: Tensor, b_ih: Tensor | None, b_hh: Tensor | None,
           count: int) -> tuple[list[Tensor], list[Tensor]]:
    """The count gate blocks of x w_ih^T + b_ih and of h w_hh^T + b_hh, each (N, H)."""
    size = h.shape[-1]
    xs, hs = linear(x, w_ih, b_ih), linear(h, w_hh, b_hh)
    return ([narrow(xs, 1, i * size, (i + 1) * size, 1) for i in range(count)],
            [narrow(hs, 1, i * size, (i + 1) * size, 1) for i in range(count)])


@op
def rnn_cell(x: Tensor, h: Tensor, w_ih: Tensor, w_hh: Tensor, b_ih: Tensor | None, b_hh: Tensor | None,
             relu_: bool) -> Tensor:
    pre = add(linear(x, w_ih, b_ih), linear(h, w_hh, b_hh))
    return relu(pre) if relu_ else tanh(pre)


@op
def lstm_cell(x: Tensor, h: Tensor, c: Tensor, w_ih: Tensor, w_hh: Tensor, b_ih: Tensor | None,
              b_hh: Tensor | None) -> tuple[Tensor, Tensor]:
    """c' = f * c + i * g, h' = o * tanh(c'), with i, f, o sigmoids and g a tanh of the gate blocks."""
    xs, hs = _gates(x, h, w_ih, w_hh, b_ih, b_hh, 4)
    i, f, g, o = (add(a, b) for a, b in zip(xs, hs))
    c_next = add(mul(sigmoid(f), c), mul(sigmoid(i), tanh(g)))
    return mul(sigmoid(o), tanh(c_next)), c_next


@op
def gru_cell(x: Tensor, h: Tensor, w_ih: Tensor, w_hh: Tensor, b_ih: Tensor | None, b_hh: Tensor | None) -> Tensor:
    """r and z sigmoids of the summed blocks; n = tanh(x_n + r * h_n); h' = n + z * (h - n)."""
    xs, hs = _gates(x, h, w_ih, w_hh, b_ih, b_hh, 3)
    r, z = sigmoid(add(xs[0], hs[0])), sigmoid(add(xs[1], hs[1]))
    n = tanh(add(xs[2], mul(r, hs[2])))
    return add(n, mul(z, sub(h, n)))
