"""Parity of ABI 1.4's attention and recurrent cells (section 25): the NumPy backend against PyTorch's
F.scaled_dot_product_attention and torch.rnn_*_cell / lstm_cell / gru_cell, values and gradients (PyTorch's
autograd and finite differences), with masks (bool and additive, broadcast), causal, batch broadcasting,
a fully masked row, and cells without biases."""

from __future__ import annotations

import math

import numpy as np
import pytest

from .parity import NUMPY, check_op, fresh
from .test_linalg import register

F32 = dict(rtol=1e-4, atol=1e-5)


@register("sdpa_masked")
def _sdpa_masked(b, q, k, v, mask, is_causal=False, scale=0.5):
    return b.scaled_dot_product_attention(q, k, v, mask, 0.0, is_causal, scale)


@pytest.mark.parametrize("shapes", [((4, 3), (5, 3), (5, 2)), ((2, 4, 3), (2, 5, 3), (2, 5, 6)),
                                    ((2, 1, 4, 3), (1, 3, 5, 3), (1, 3, 5, 2)), ((1, 1, 3), (1, 7, 3), (1, 7, 3))])
@pytest.mark.parametrize("is_causal", [False, True])
def test_attention(shapes, is_causal):
    scale = 1 / math.sqrt(shapes[0][-1])
    check_op("scaled_dot_product_attention", *shapes, args=(None, 0.0, is_causal, scale), **F32)
    check_op("scaled_dot_product_attention", *shapes, args=(None, 0.0, is_causal, 2.0), dtype=np.float64,
             rtol=1e-10, atol=1e-12)


def test_attention_with_masks():
    q, k, v = fresh((2, 4, 3)), fresh((2, 5, 3)), fresh((2, 5, 2))
    allowed = np.array([[1, 1, 0, 1, 0], [0, 1, 1, 1, 1], [1, 0, 0, 0, 0], [1, 1, 1, 1, 1]], bool)
    check_op("sdpa_masked", q, k, v, allowed, differentiable=[0, 1, 2], **F32)
    check_op("sdpa_masked", q, k, v, allowed[None, :1], differentiable=[0, 1, 2], **F32)   # broadcast rows
    check_op("sdpa_masked", q, k, v, fresh((4, 5)), **F32)   # additive, its gradient too
    additive = fresh((2, 1, 5)).astype(np.float32)
    additive[0, 0, 1] = -np.inf
    check_op("sdpa_masked", q, k, v, additive, differentiable=[0, 1, 2], fd=False, **F32)


def test_a_row_that_takes_nothing_gives_zero():
    q, k, v = fresh((3, 2)), fresh((4, 2)), fresh((4, 2))
    allowed = np.array([[1, 0, 1, 1], [0, 0, 0, 0], [1, 1, 1, 1]], bool)
    out = check_op("sdpa_masked", q, k, v, allowed, differentiable=[0, 1, 2], **F32)[0]
    assert np.all(out[1] == 0)


def test_attention_dropout_keeps_the_expectation():
    """Dropout draws from each backend's own generator: not comparable value by value; what holds is that
    kept weights are scaled by 1 / (1 - p) and the rest are 0, so with uniform attention over equal values
    every output is value * (kept / S) / (1 - p)."""
    q, k, v = np.zeros((64, 2), np.float32), np.zeros((8, 2), np.float32), np.ones((8, 1), np.float32)
    from simple_torch.engines.numpy_backend.tensor import Tensor as NTensor
    out = NUMPY.scaled_dot_product_attention(NTensor(q), NTensor(k), NTensor(v), None, 0.5, False, 1.0).data
    kept = out[:, 0] * 8 * 0.5
    assert np.allclose(kept, np.round(kept)) and 0.3 < out.mean() < 1.7


@pytest.mark.parametrize("batch", [1, 3])
@pytest.mark.parametrize("bias", [True, False])
def test_cells(batch, bias):
    size_in, hidden = 4, 3
    for gates, op, extra in ((1, "rnn_cell", (False,)), (1, "rnn_cell", (True,)), (4, "lstm_cell", ()),
                             (3, "gru_cell", ())):
        tensors = [fresh((batch, size_in)), fresh((batch, hidden))]
        if op == "lstm_cell":
            tensors.append(fresh((batch, hidden)))
        tensors += [fresh((gates * hidden, size_in)) * 0.5, fresh((gates * hidden, hidden)) * 0.5]
        biases = [fresh((gates * hidden,)), fresh((gates * hidden,))] if bias else []
        if bias:
            check_op(op, *tensors, *biases, args=extra, **F32)
        else:
            register(f"{op}_nobias")(lambda b, *ts, _op=op, _extra=extra: getattr(b, _op)(*ts, None, None, *_extra))
            check_op(f"{op}_nobias", *tensors, **F32)
