"""Section 25 (ABI 1.3) through the runtime on the active backend, against PyTorch called directly: attention
with masks and broadcast batch dims, unbatched cells, and the error code of every bad argument."""

from __future__ import annotations

import math

import pytest
import torch
import torch.nn.functional as F

import simple_torch.runtime as rt
from simple_torch.abi.enums import ErrorCode

from .conftest import on_device, put, take

G = torch.Generator().manual_seed(0)
Q, K, V = (torch.randn(2, 1, 4, 3, generator=G), torch.randn(1, 3, 5, 3, generator=G),
           torch.randn(1, 3, 5, 2, generator=G))


def test_attention_broadcasts_batch_dims_and_masks():
    hq, hk, hv = put(Q), put(K), put(V)
    mask = torch.rand(4, 5, generator=G) > 0.3
    hm = put(mask)
    # the references computed where the runtime computes (a GPU's attention kernels round otherwise)
    torch.testing.assert_close(take(rt.rt_torch_nn_scaled_dot_product_attention(hq, hk, hv, hm, 0.0, 0, math.nan)),
                               on_device(F.scaled_dot_product_attention, Q, K, V, attn_mask=mask), rtol=1e-5,
                               atol=1e-6)
    torch.testing.assert_close(take(rt.rt_torch_nn_scaled_dot_product_attention(hq, hk, hv, 0, 0.0, 1, 0.7)),
                               on_device(F.scaled_dot_product_attention, Q, K, V, is_causal=True, scale=0.7),
                               rtol=1e-5, atol=1e-6)
    for h in (hq, hk, hv, hm):
        rt.rt_torch_tensor_free(h)


@pytest.mark.parametrize("name, gates", [("rnn_cell", 1), ("gru_cell", 3), ("lstm_cell", 4)])
def test_unbatched_cells(name, gates):
    x, h, c = torch.randn(3, generator=G), torch.randn(2, generator=G), torch.randn(2, generator=G)
    w_ih, w_hh = torch.randn(gates * 2, 3, generator=G), torch.randn(gates * 2, 2, generator=G)
    handles = [put(t) for t in (x, h, c, w_ih, w_hh)]
    hx, hh, hc, hwi, hwh = handles
    if name == "lstm_cell":
        status, h_next, c_next = rt.rt_torch_nn_lstm_cell(hx, hh, hc, hwi, hwh, 0, 0)
        assert status == 0, rt.rt_torch_last_error()
        expected = torch.lstm_cell(x[None], (h[None], c[None]), w_ih, w_hh, None, None)
        torch.testing.assert_close(take(h_next), expected[0][0])
        torch.testing.assert_close(take(c_next), expected[1][0])
    elif name == "gru_cell":
        torch.testing.assert_close(take(rt.rt_torch_nn_gru_cell(hx, hh, hwi, hwh, 0, 0)),
                                   torch.gru_cell(x[None], h[None], w_ih, w_hh, None, None)[0])
    else:
        torch.testing.assert_close(take(rt.rt_torch_nn_rnn_cell(hx, hh, hwi, hwh, 0, 0, 0)),
                                   torch.rnn_tanh_cell(x[None], h[None], w_ih, w_hh, None, None)[0])
    for handle in handles:
        rt.rt_torch_tensor_free(handle)


@pytest.mark.parametrize("call, code", [
    (lambda q, k, v, m: rt.rt_torch_nn_scaled_dot_product_attention(q, k, v, m, 0.0, 1, math.nan),
     ErrorCode.INVALID_ARGUMENT),   # a mask and is_causal
    (lambda q, k, v, m: rt.rt_torch_nn_scaled_dot_product_attention(q, k, v, 0, -0.1, 0, math.nan),
     ErrorCode.INVALID_ARGUMENT),
    (lambda q, k, v, m: rt.rt_torch_nn_scaled_dot_product_attention(q, k, v, 0, math.nan, 0, math.nan),
     ErrorCode.INVALID_ARGUMENT),
    (lambda q, k, v, m: rt.rt_torch_nn_scaled_dot_product_attention(q, q, v, 0, 0.0, 0, math.nan),
     ErrorCode.SHAPE),   # key of 4 rows, value of 5
    (lambda q, k, v, m: rt.rt_torch_nn_scaled_dot_product_attention(q, k, v, v, 0.0, 0, math.nan),
     ErrorCode.SHAPE),   # a mask that does not broadcast
    (lambda q, k, v, m: rt.rt_torch_nn_scaled_dot_product_attention(q, k, v, 0, 0.0, 0, -math.inf),
     ErrorCode.INVALID_ARGUMENT),
    (lambda q, k, v, m: rt.rt_torch_nn_rnn_cell(q, k, v, v, 0, 0, 0), ErrorCode.SHAPE),
    (lambda q, k, v, m: rt.rt_torch_nn_gru_cell(q, 0, v, v, 0, 0), ErrorCode.INVALID_HANDLE),
])
def test_bad_arguments(call, code):
    handles = [put(Q), put(K), put(V), put(torch.ones(3, 3, dtype=torch.bool))]
    result = call(*handles)
    assert result in (0, code), result
    assert rt.rt_torch_last_error_code() == code, rt.rt_torch_last_error()
    for h in handles:
        rt.rt_torch_tensor_free(h)
