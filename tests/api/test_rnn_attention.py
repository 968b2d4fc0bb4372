"""Recurrent and attention layers against torch.nn from the same weights (a PyTorch state dict loaded 1:1):
outputs, final states and gradients of every parameter, for RNN/LSTM/GRU (layers, directions, batch_first,
initial states, unbatched), their cells, F.scaled_dot_product_attention, MultiheadAttention (masks, weights)
and the Transformer encoder and decoder; and a small LSTM and a small causal transformer trained for a few
steps with losses matching PyTorch's step by step."""

from __future__ import annotations

import numpy as np
import pytest
import torch

import simple_torch as st

from .conftest import assert_same

TOL = dict(rtol=2e-4, atol=2e-5)


def _twins(make_ours, make_theirs):
    """The same module in both libraries: ours loads PyTorch's state dict (its names and layouts)."""
    torch.manual_seed(0)
    theirs = make_theirs()
    ours = make_ours()
    ours.load_state_dict({k: st.tensor(v.detach().numpy()) for k, v in theirs.state_dict().items()})
    return ours, theirs


def _inputs(*shapes, seed=1):
    rng = np.random.default_rng(seed)
    arrays = [rng.standard_normal(s).astype(np.float32) for s in shapes]
    return [st.tensor(a, requires_grad=True) for a in arrays], [torch.tensor(a, requires_grad=True) for a in arrays]


def _same_grads(ours, theirs):
    for (name, a), (_, b) in zip(ours.named_parameters(), theirs.named_parameters()):
        assert a.grad is not None, name
        assert_same(a.grad, b.grad, **TOL)


LAYER_OPTIONS = {"plain": dict(), "2-bidir": dict(num_layers=2, bidirectional=True),
                 "batch-first": dict(batch_first=True, num_layers=2), "no-bias": dict(bias=False)}
LAYERS = [(kind, name, options) for kind in ("RNN", "LSTM", "GRU") for name, options in LAYER_OPTIONS.items()]
LAYERS.append(("RNN", "relu", dict(nonlinearity="relu")))


@pytest.mark.parametrize("kind, name, options", LAYERS, ids=[f"{k}-{n}" for k, n, _ in LAYERS])
@pytest.mark.parametrize("with_state", [False, True])
def test_recurrent_layers(kind, name, options, with_state):
    ours, theirs = _twins(lambda: getattr(st.nn, kind)(3, 4, **options),
                          lambda: getattr(torch.nn, kind)(3, 4, **options))
    directions = 2 if options.get("bidirectional") else 1
    layers = options.get("num_layers", 1)
    (x,), (tx,) = _inputs((2, 5, 3) if options.get("batch_first") else (5, 2, 3))
    states, t_states = _inputs(*[(layers * directions, 2, 4)] * (2 if kind == "LSTM" else 1), seed=3)
    if with_state:
        args, t_args = ((tuple(states),), (tuple(t_states),)) if kind == "LSTM" else ((states[0],), (t_states[0],))
    else:
        args, t_args = (), ()
    out, h = ours(x, *args)
    t_out, t_h = theirs(tx, *t_args)
    assert_same(out, t_out, **TOL)
    for a, b in zip(h if kind == "LSTM" else (h,), t_h if kind == "LSTM" else (t_h,)):
        assert_same(a, b, **TOL)
    (out.sum() + (h[0] if kind == "LSTM" else h).pow(2).sum()).backward()
    (t_out.sum() + (t_h[0] if kind == "LSTM" else t_h).pow(2).sum()).backward()
    _same_grads(ours, theirs)
    assert_same(x.grad, tx.grad, **TOL)


@pytest.mark.parametrize("kind", ["RNNCell", "LSTMCell", "GRUCell"])
@pytest.mark.parametrize("batched", [True, False])
def test_cells_and_an_unbatched_layer(kind, batched):
    ours, theirs = _twins(lambda: getattr(st.nn, kind)(3, 4), lambda: getattr(torch.nn, kind)(3, 4))
    (x,), (tx,) = _inputs((2, 3) if batched else (3,))
    out, t_out = ours(x), theirs(tx)
    for a, b in zip(out if kind == "LSTMCell" else (out,), t_out if kind == "LSTMCell" else (t_out,)):
        assert_same(a, b, **TOL)
    layer, t_layer = _twins(lambda: st.nn.GRU(3, 4), lambda: torch.nn.GRU(3, 4))
    (seq,), (t_seq,) = _inputs((6, 3))   # unbatched (L, H_in)
    assert_same(layer(seq)[0], t_layer(t_seq)[0], **TOL)


@pytest.mark.parametrize("batch_first", [False, True])
@pytest.mark.parametrize("need_weights, average", [(True, True), (True, False), (False, True)])
def test_multihead_attention(batch_first, need_weights, average):
    ours, theirs = _twins(lambda: st.nn.MultiheadAttention(8, 2, batch_first=batch_first),
                          lambda: torch.nn.MultiheadAttention(8, 2, batch_first=batch_first))
    shape_q, shape_k = ((3, 4, 8), (3, 6, 8)) if batch_first else ((4, 3, 8), (6, 3, 8))
    (q, k), (tq, tk) = _inputs(shape_q, shape_k)
    padding = np.zeros((3, 6), bool)
    padding[1, 4:] = True
    causal = np.triu(np.ones((4, 6), bool), 1)
    out, w = ours(q, k, k, key_padding_mask=st.tensor(padding), attn_mask=st.tensor(causal),
                  need_weights=need_weights, average_attn_weights=average)
    t_out, t_w = theirs(tq, tk, tk, key_padding_mask=torch.tensor(padding), attn_mask=torch.tensor(causal),
                        need_weights=need_weights, average_attn_weights=average)
    assert_same(out, t_out, **TOL)
    assert (w is None) == (t_w is None)
    if w is not None:
        assert_same(w, t_w, **TOL)
    out.sum().backward()
    t_out.sum().backward()
    _same_grads(ours, theirs)


def test_scaled_dot_product_attention_functional():
    (q, k, v), (tq, tk, tv) = _inputs((2, 4, 5, 3), (2, 2, 6, 3), (2, 2, 6, 3))
    out = st.nn.functional.scaled_dot_product_attention(q, k, v, enable_gqa=True, scale=0.3)
    t_out = torch.nn.functional.scaled_dot_product_attention(tq, tk, tv, enable_gqa=True, scale=0.3)
    assert_same(out, t_out, **TOL)
    mask = np.tril(np.ones((5, 6), bool))
    (q2, k2, v2), (tq2, tk2, tv2) = _inputs((2, 5, 3), (2, 6, 3), (2, 6, 4), seed=4)
    assert_same(st.nn.functional.scaled_dot_product_attention(q2, k2, v2, attn_mask=st.tensor(mask)),
                torch.nn.functional.scaled_dot_product_attention(tq2, tk2, tv2, attn_mask=torch.tensor(mask)), **TOL)
    with pytest.raises(st.InvalidArgumentError, match="is_causal"):
        st.nn.functional.scaled_dot_product_attention(q2, k2, v2, attn_mask=st.tensor(mask), is_causal=True)
    with pytest.raises(st.ShapeError):
        st.nn.functional.scaled_dot_product_attention(q2, k2, st.zeros(2, 5, 4))
    with pytest.raises(st.DtypeError):
        st.nn.functional.scaled_dot_product_attention(q2, k2.double(), v2)


@pytest.mark.parametrize("norm_first", [False, True])
def test_transformer_encoder_and_decoder(norm_first):
    def make(m):
        enc = m.nn.TransformerEncoder(m.nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0, batch_first=True,
                                                                   norm_first=norm_first), 2,
                                     enable_nested_tensor=False)
        dec = m.nn.TransformerDecoder(m.nn.TransformerDecoderLayer(8, 2, 16, dropout=0.0, batch_first=True,
                                                                   norm_first=norm_first, activation="gelu"), 2,
                                      norm=m.nn.LayerNorm(8))
        return m.nn.ModuleList([enc, dec])
    ours, theirs = _twins(lambda: make(st), lambda: make(torch))
    (src, tgt), (t_src, t_tgt) = _inputs((2, 5, 8), (2, 4, 8))
    causal = np.triu(np.ones((4, 4), bool), 1)
    memory = ours[0](src)
    out = ours[1](tgt, memory, tgt_mask=st.tensor(causal))
    t_memory = theirs[0](t_src)
    t_out = theirs[1](t_tgt, t_memory, tgt_mask=torch.tensor(causal))
    assert_same(out, t_out, **TOL)
    out.pow(2).sum().backward()
    t_out.pow(2).sum().backward()
    _same_grads(ours, theirs)


def test_a_char_lstm_and_a_causal_transformer_train_like_pytorch():
    rng = np.random.default_rng(0)
    tokens = rng.integers(0, 10, (4, 9))
    losses = {}
    for m in (st, torch):
        torch.manual_seed(0)
        models = (torch.nn.ModuleList([torch.nn.Embedding(10, 8), torch.nn.LSTM(8, 16, batch_first=True),
                                       torch.nn.Linear(16, 10)]),
                  torch.nn.ModuleList([torch.nn.Embedding(10, 8), torch.nn.TransformerEncoderLayer(
                      8, 2, 16, dropout=0.0, batch_first=True), torch.nn.Linear(8, 10)]))
        if m is st:
            mine = (st.nn.ModuleList([st.nn.Embedding(10, 8), st.nn.LSTM(8, 16, batch_first=True),
                                      st.nn.Linear(16, 10)]),
                    st.nn.ModuleList([st.nn.Embedding(10, 8), st.nn.TransformerEncoderLayer(
                        8, 2, 16, dropout=0.0, batch_first=True), st.nn.Linear(8, 10)]))
            for ours, theirs in zip(mine, models):
                ours.load_state_dict({k: st.tensor(v.numpy()) for k, v in theirs.state_dict().items()})
            models = mine
        x, y = m.tensor(tokens[:, :-1]), m.tensor(tokens[:, 1:])
        for index, model in enumerate(models):
            optimizer = m.optim.AdamW(model.parameters(), lr=0.01)
            for _ in range(5):
                optimizer.zero_grad()
                h = model[0](x)
                causal = torch.nn.Transformer.generate_square_subsequent_mask(8) if m is torch else _causal_mask(8)
                h = model[1](h)[0] if index == 0 else model[1](h, is_causal=True, src_mask=causal)
                loss = m.nn.functional.cross_entropy(model[2](h).reshape(-1, 10), y.reshape(-1))
                loss.backward()
                m.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
                optimizer.step()
                losses.setdefault((m.__name__, index), []).append(loss.item())
    for index in (0, 1):
        np.testing.assert_allclose(losses[("simple_torch", index)], losses[("torch", index)], rtol=1e-4)
        assert losses[("torch", index)][-1] < losses[("torch", index)][0]


def _causal_mask(size: int):
    """PyTorch's generate_square_subsequent_mask: -inf above the diagonal, 0 elsewhere."""
    return st.full((size, size), float("-inf")).triu(1)
