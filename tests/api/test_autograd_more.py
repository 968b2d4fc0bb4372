"""Tier 3 autograd of ABI 1.3 against torch.autograd: backward with a gradient and retain_graph,
st.autograd.grad (create_graph for second derivatives), grad_fn, is_leaf and retain_grad. Run on both
backends (tests/api/test_double_backward.py covers create_graph op by op)."""

from __future__ import annotations

import numpy as np
import pytest
import torch

import simple_torch as st

X = [0.5, -1.25, 2.0]


def same(ours, theirs):
    np.testing.assert_allclose(ours.detach().numpy(), theirs.detach().numpy(), rtol=1e-5, atol=1e-6)


def both(values=X):
    return st.tensor(values, requires_grad=True), torch.tensor(values, requires_grad=True)


def test_backward_twice_with_retain_graph():
    for m, x in zip((st, torch), both()):
        y = (x.exp() * x).sum()
        y.backward(retain_graph=True)
        y.backward()
        with pytest.raises((st.InvalidArgumentError, RuntimeError), match="second time"):
            y.backward()
    ours, theirs = both()
    for x in (ours, theirs):
        y = (x.exp() * x).sum()
        y.backward(retain_graph=True)
        y.backward()
    same(ours.grad, theirs.grad)


def test_backward_of_a_non_scalar_with_a_gradient():
    ours, theirs = both()
    weights = [1.0, -2.0, 0.5]
    (ours.sin() * 3).backward(st.tensor(weights))
    (theirs.sin() * 3).backward(torch.tensor(weights))
    same(ours.grad, theirs.grad)
    with pytest.raises(st.ShapeError):
        (ours * 2).backward(st.ones(2))


def test_grad_fn_is_leaf_and_retain_grad():
    x, tx = both()
    for a in (x, tx):
        y = a * 2
        assert a.grad_fn is None and y.grad_fn is not None and a.is_leaf and not y.is_leaf
        y.retain_grad()
        (y * y).sum().backward()
    same(y.grad, (tx * 2 * 2).detach())   # d(y*y)/dy = 2y
    assert (st.ones(2) * 2).grad_fn is None and (st.ones(2) * 2).is_leaf
    with pytest.raises(st.InvalidArgumentError):
        st.ones(2).retain_grad()


def test_autograd_grad_of_several_inputs_without_touching_grad():
    (x, tx), (w, tw) = both(), both([1.0, 2.0, -0.5])
    ours = st.autograd.grad((x * w).tanh().sum(), [x, w])
    theirs = torch.autograd.grad((tx * tw).tanh().sum(), [tx, tw])
    for a, b in zip(ours, theirs):
        same(a, b)
    assert x.grad is None and w.grad is None


def test_autograd_grad_with_grad_outputs_and_unused_inputs():
    (x, tx), (u, tu) = both(), both([1.0])
    seed = [2.0, 0.0, -1.0]
    ours = st.autograd.grad(x.exp(), [x, u], grad_outputs=st.tensor(seed), allow_unused=True)
    theirs = torch.autograd.grad(tx.exp(), [tx, tu], grad_outputs=torch.tensor(seed), allow_unused=True)
    same(ours[0], theirs[0])
    assert ours[1] is None and theirs[1] is None
    with pytest.raises(st.InvalidArgumentError, match="not to have been used"):
        st.autograd.grad(x.exp().sum(), [x, u])
    zeros = st.autograd.grad(x.exp().sum(), [x, u], materialize_grads=True)[1]
    assert zeros.tolist() == [0.0]


@pytest.mark.parametrize("name, function", [("cube", lambda x: x ** 3), ("sin", lambda x: x.sin())])
def test_second_derivatives(name, function):
    x, tx = both()
    (first,) = torch.autograd.grad(function(tx).sum(), tx, create_graph=True)
    (second,) = torch.autograd.grad(first.sum(), tx)
    (ours_first,) = st.autograd.grad(function(x).sum(), x, create_graph=True)
    assert ours_first.requires_grad and ours_first.grad_fn is not None
    (ours_second,) = st.autograd.grad(ours_first.sum(), x)
    same(ours_first, first)
    same(ours_second, second)


def _mlp_hvp(m, params, data, vector):
    w1, b1, w2 = params
    loss = ((data @ w1.t() + b1).tanh() @ w2.t()).pow(2).sum()
    grads = m.autograd.grad(loss, params, create_graph=True)
    dot = sum((g * v).sum() for g, v in zip(grads, vector))
    return m.autograd.grad(dot, params)


def test_hessian_vector_product_of_a_small_mlp():
    rng = np.random.default_rng(0)
    shapes = [(4, 3), (4,), (2, 4)]
    values = [rng.standard_normal(s).astype(np.float32) for s in shapes]
    vector = [rng.standard_normal(s).astype(np.float32) for s in shapes]
    data = rng.standard_normal((5, 3)).astype(np.float32)
    theirs = _mlp_hvp(torch, [torch.tensor(v, requires_grad=True) for v in values], torch.tensor(data),
                      [torch.tensor(v) for v in vector])
    params = [st.tensor(v, requires_grad=True) for v in values]
    ours = _mlp_hvp(st, params, st.tensor(data), [st.tensor(v) for v in vector])
    for a, b in zip(ours, theirs):
        np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-4, atol=1e-5)


def test_autograd_backward_of_several_roots():
    ours, theirs = both()
    st.autograd.backward([ours.exp().sum(), (ours * 2).sum()])
    torch.autograd.backward([theirs.exp().sum(), (theirs * 2).sum()])
    same(ours.grad, theirs.grad)


def _hooked_run(m):
    """Hooks on a leaf and on a non-leaf, chained, one removed between two backwards."""
    x = m.tensor(X, requires_grad=True)
    seen = []
    x.register_hook(lambda g: g * 10)
    y = x.exp()
    scale = y.register_hook(lambda g: g * 3)
    y.register_hook(lambda g: seen.append(g.detach().numpy().copy()))   # sees the replacement: None keeps it
    z = (y * y).sum()
    z.backward(retain_graph=True)
    first = x.grad.detach().numpy().copy()
    scale.remove()
    z.backward()
    return first, x.grad.detach().numpy(), seen


def test_register_hook_replaces_gradients_as_pytorch():
    ours, theirs = _hooked_run(st), _hooked_run(torch)
    np.testing.assert_allclose(ours[0], theirs[0], rtol=1e-5)
    np.testing.assert_allclose(ours[1], theirs[1], rtol=1e-5)
    assert len(ours[2]) == len(theirs[2]) == 2
    for a, b in zip(ours[2], theirs[2]):
        np.testing.assert_allclose(a, b, rtol=1e-5)


def test_hooks_on_a_tensor_outside_the_graph_and_refusals():
    x, other = both()[0], st.tensor([1.0], requires_grad=True)
    calls = []
    other.register_hook(lambda g: calls.append(g))
    x.sin().sum().backward()
    assert calls == [] and other.grad is None
    with pytest.raises(st.UnsupportedError, match="hooks"):   # autograd.grad does not run them
        st.autograd.grad(x.sum(), x)
    with pytest.raises(st.InvalidArgumentError, match="doesn't require gradient"):
        st.ones(2).register_hook(lambda g: g)
    with pytest.raises(TypeError):
        x.register_hook(3)


def test_a_leaf_keeps_its_earlier_gradient_and_the_hook_sees_only_the_new_one():
    for m in (st, torch):
        x = m.tensor([1.0, 2.0], requires_grad=True)
        (x * 2).sum().backward()
        seen = []
        x.register_hook(lambda g: seen.append(g.tolist()) or g * 0)
        (x * 5).sum().backward()
        assert seen == [[5.0, 5.0]] and x.grad.tolist() == [2.0, 2.0]
