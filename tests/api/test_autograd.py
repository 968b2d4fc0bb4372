"""Autograd: requires_grad, backward, grad, leaves, and the grad-mode context managers."""

from __future__ import annotations

import threading

import numpy as np
import pytest
import torch

import simple_torch as st

from .conftest import assert_same

X = np.array([[1.0, -2.0], [3.0, 0.5]], dtype=np.float32)


def test_backward_fills_grad_like_torch():
    x, tx = st.tensor(X, requires_grad=True), torch.tensor(X, requires_grad=True)
    for t in (x, tx):
        loss = ((t @ t).relu() * 3 - t.exp() / 2).sum()
        loss.backward()
    assert_same(x.grad, tx.grad)
    assert x.grad.requires_grad is False


def test_grad_accumulates_until_dropped():
    w = st.tensor([1.0, 2.0], requires_grad=True)
    for _ in range(2):
        (w * w).sum().backward()
    assert w.grad.tolist() == [4.0, 8.0]
    w.grad = None
    assert w.grad is None
    with pytest.raises(st.UnsupportedError):
        w.grad = st.zeros(2)


def test_backward_of_a_non_scalar_takes_the_gradient_vector():
    x, tx = st.tensor(X, requires_grad=True), torch.tensor(X, requires_grad=True)
    weights = np.array([[1.0, 0.5], [2.0, -1.0]], dtype=np.float32)
    (x * x).backward(st.tensor(weights))
    (tx * tx).backward(torch.tensor(weights))
    assert_same(x.grad, tx.grad)
    with pytest.raises(st.ShapeError):
        (x * 2).backward()
    x.grad, tx.grad = None, None   # create_graph: a gradient that itself has a graph
    (x * x * x).sum().backward(create_graph=True)
    (tx * tx * tx).sum().backward(create_graph=True)
    assert x.grad.requires_grad and tx.grad.requires_grad
    assert_same(x.grad, tx.grad)


def test_requires_grad_and_leaves():
    x = st.ones(2)
    assert not x.requires_grad and x.is_leaf
    x.requires_grad = True
    assert x.requires_grad and x.is_leaf
    y = x * 2
    assert y.requires_grad and not y.is_leaf
    with pytest.raises(st.InvalidArgumentError):
        y.requires_grad_(False)
    z = (st.ones(2) * 2).requires_grad_()   # computed without grad, so a leaf
    assert z.is_leaf and z.requires_grad
    d = y.detach()
    assert d.is_leaf and not d.requires_grad
    with pytest.raises(st.InvalidArgumentError, match="does not require grad"):
        st.ones(1).sum().backward()


def test_no_grad_as_context_manager_nests():
    x = st.ones(2, requires_grad=True)
    assert st.is_grad_enabled()
    with st.no_grad():
        assert not st.is_grad_enabled()
        with st.no_grad():
            assert not (x * 2).requires_grad
        assert not st.is_grad_enabled()
    assert st.is_grad_enabled() and (x * 2).requires_grad


def test_no_grad_as_decorator_with_and_without_parentheses():
    @st.no_grad()
    def with_parentheses(t):
        return (t * 2).requires_grad, st.is_grad_enabled()

    @st.no_grad
    def bare(t):
        return (t * 2).requires_grad, st.is_grad_enabled()

    x = st.ones(1, requires_grad=True)
    assert with_parentheses(x) == (False, False) == bare(x)
    assert st.is_grad_enabled() and bare.__name__ == "bare"


def test_no_grad_ends_on_exceptions():
    with pytest.raises(KeyError):
        with st.no_grad():
            raise KeyError("x")
    assert st.is_grad_enabled()


def test_enable_grad_and_set_grad_enabled():
    x = st.ones(1, requires_grad=True)
    with st.no_grad():
        with st.no_grad():
            with st.enable_grad():
                assert st.is_grad_enabled() and (x * 2).requires_grad
            assert not st.is_grad_enabled()
    assert st.is_grad_enabled()
    with st.set_grad_enabled(False):
        assert not st.is_grad_enabled()
    assert st.is_grad_enabled()
    st.set_grad_enabled(False)   # as a function call, as in PyTorch: the change stays
    assert not st.is_grad_enabled()
    st.set_grad_enabled(True)
    assert st.is_grad_enabled()

    @st.set_grad_enabled(False)
    def evaluate():
        return st.is_grad_enabled()

    assert evaluate() is False and st.is_grad_enabled()


def test_grad_mode_is_per_thread():
    seen = []
    ready, done = threading.Event(), threading.Event()

    def other_thread():
        ready.wait()
        seen.append(st.is_grad_enabled())
        done.set()

    worker = threading.Thread(target=other_thread)
    worker.start()
    with st.no_grad():
        ready.set()
        done.wait()
    worker.join()
    assert seen == [True]


def test_gradients_through_nn_operations_match_torch():
    rng = np.random.default_rng(1)
    data, weight = rng.standard_normal((4, 3)).astype(np.float32), rng.standard_normal((2, 3)).astype(np.float32)
    x, w = st.tensor(data), st.tensor(weight, requires_grad=True)
    tx, tw = torch.tensor(data), torch.tensor(weight, requires_grad=True)
    target = np.array([0, 1, 1, 0])
    st.nn.functional.cross_entropy(st.nn.functional.linear(x, w), st.tensor(target)).backward()
    torch.nn.functional.cross_entropy(torch.nn.functional.linear(tx, tw), torch.tensor(target)).backward()
    assert_same(w.grad, tw.grad)
