"""`with st.scope():` frees what the block made, except kept tensors."""

from __future__ import annotations

import gc

import pytest

import simple_torch as st


def test_scope_frees_tensors_made_inside():
    gc.collect()
    start = st.live_tensors()
    x = st.ones(3)
    with st.scope() as s:
        y = x * 2
        z = (y + 1).sum()
        kept = s.keep(y.exp())
        assert st.live_tensors() == start + 4
    assert st.live_tensors() == start + 2   # x and kept
    assert kept.tolist() == pytest.approx([7.389056] * 3, rel=1e-6)
    with pytest.raises(st.InvalidHandleError, match="freed"):
        z.item()
    del y, z, kept, x
    gc.collect()
    assert st.live_tensors() == start


def test_scopes_nest_and_keep_moves_one_level_out():
    gc.collect()
    start = st.live_tensors()
    with st.scope() as outer:
        with st.scope() as inner:
            a = inner.keep(st.full((2,), 3.0))
            st.zeros(5)
        assert a.tolist() == [3.0, 3.0]
        b = outer.keep(a + a)
    with pytest.raises(st.InvalidHandleError):
        a.sum()
    assert b.tolist() == [6.0, 6.0]
    del a, b
    gc.collect()
    assert st.live_tensors() == start


def test_a_training_loop_in_a_scope_keeps_memory_flat():
    model = st.nn.Linear(4, 1)
    opt = st.optim.SGD(model.parameters(), lr=0.1)
    x, y = st.randn(16, 4), st.randn(16, 1)
    gc.collect()
    start = st.live_tensors()
    for _ in range(20):
        with st.scope():
            opt.zero_grad()
            loss = st.nn.functional.mse_loss(model(x), y)
            loss.backward()
            opt.step()
            assert st.live_tensors() > start
        assert st.live_tensors() == start   # the loss, the graph and the grads' handles are gone


def test_keep_outside_a_scope_and_unbalanced_end_raise():
    s = st.scope()
    t = st.ones(1)
    with pytest.raises(st.InvalidArgumentError, match="no scope is open"):
        s.keep(t)
    with pytest.raises(st.InvalidArgumentError, match="without a matching scope_begin"):
        s.__exit__(None, None, None)
