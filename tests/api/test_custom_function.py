"""Custom autograd.Function (forward, backward, ctx) run by Tier 3 over Tier 1, against PyTorch: each case
is written once over a module `m` (torch or simple_torch) and the gradients compared."""

from __future__ import annotations

import gc

import numpy as np
import pytest
import torch

import simple_torch as st
from simple_torch import autograd as st_autograd


def _functions(m):
    """The same Function classes over m."""

    class Cube(m.autograd.Function):   # a non-tensor argument, something kept on ctx
        @staticmethod
        def forward(ctx, x, k):
            ctx.save_for_backward(x)
            ctx.k = k
            return x ** 3 * k

        @staticmethod
        def backward(ctx, grad):
            (x,) = ctx.saved_tensors
            return grad * 3 * x ** 2 * ctx.k, None

    class SplitSigns(m.autograd.Function):   # two outputs, one of them unused by some graphs
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x)
            return x.clamp(min=0), x.clamp(max=0)

        @staticmethod
        def backward(ctx, positive, negative):
            (x,) = ctx.saved_tensors
            return m.where(x > 0, positive, negative)

    class Scale(m.autograd.Function):   # PyTorch 2's style: forward without ctx, setup_context
        @staticmethod
        def forward(x, w):
            return x * w

        @staticmethod
        def setup_context(ctx, inputs, output):
            ctx.save_for_backward(*inputs)

        @staticmethod
        def backward(ctx, grad):
            x, w = ctx.saved_tensors
            return grad * w, (grad * x).sum(0)   # w broadcast in forward: its gradient is summed here

    return Cube, SplitSigns, Scale


def _inputs(m):
    x = m.tensor([[0.5, -1.5, 2.0], [1.0, -0.25, 3.0]], requires_grad=True)
    w = m.tensor([2.0, -1.0, 0.5], requires_grad=True)
    return x, w


def _chained(m):
    cube, _, _ = _functions(m)
    x, _ = _inputs(m)
    y = cube.apply(x * 2, 0.5)
    z = cube.apply(y, 2.0)
    (z.sum() + y.sum()).backward()
    return [x.grad]


def _two_outputs(m):
    _, split, _ = _functions(m)
    x, _ = _inputs(m)
    positive, negative = split.apply(x)
    (positive * 3 + negative.exp()).sum().backward()
    first = x.grad.clone()
    x.grad = None
    positive, _ = split.apply(x)   # the other output unused: its gradient is zeros (materialized)
    (positive * positive).sum().backward()
    return [first, x.grad]


def _setup_context(m):
    _, _, scale = _functions(m)
    x, w = _inputs(m)
    (scale.apply(x, w) ** 2).sum().backward()
    return [x.grad, w.grad]


def _retain_graph(m):
    cube, _, _ = _functions(m)
    x, _ = _inputs(m)
    loss = cube.apply(x, 1.0).sum()
    loss.backward(retain_graph=True)
    loss.backward()
    return [x.grad]


def _in_a_model(m):
    """A Function between two Linear layers, trained a few SGD steps from the same weights."""
    cube, _, _ = _functions(m)
    m.manual_seed(0)
    first, second = m.nn.Linear(3, 4), m.nn.Linear(4, 1)
    with m.no_grad():
        for layer, values in ((first, 0.1), (second, -0.2)):
            layer.weight.copy_(m.arange(layer.weight.numel(), dtype=m.float32).reshape(layer.weight.shape) * values / 4)
            layer.bias.fill_(values)
    params = [*first.parameters(), *second.parameters()]
    optimizer = m.optim.SGD(params, lr=0.01)
    x, _ = _inputs(m)
    losses = []
    for _ in range(5):
        optimizer.zero_grad()
        loss = second(cube.apply(first(x.detach()), 0.5)).pow(2).mean()
        loss.backward()
        optimizer.step()
        losses.append(loss.detach())
    return losses + [p.detach() for p in params]


CASES = {"chained": _chained, "two_outputs": _two_outputs, "setup_context": _setup_context,
         "retain_graph": _retain_graph, "in_a_model": _in_a_model}


@pytest.mark.parametrize("name", sorted(CASES))
def test_custom_function_like_pytorch(name):
    ours, theirs = CASES[name](st), CASES[name](torch)
    assert len(ours) == len(theirs)
    for a, b in zip(ours, theirs):
        np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-5, atol=1e-6, err_msg=name)
    assert not st_autograd.NODES, "a backward without retain_graph leaves no node behind"


def test_output_is_a_non_leaf_with_the_functions_grad_fn():
    cube, _, _ = _functions(st)
    x, _ = _inputs(st)
    y = cube.apply(x, 1.0)
    assert not y.is_leaf and y.requires_grad and repr(y.grad_fn) == "<CubeBackward>"
    y.sum().backward()
    assert y.grad is None and x.grad is not None   # a non-leaf keeps no .grad, as in PyTorch


def test_no_graph_without_grad_and_ctx_says_which_inputs_need_one():
    seen = []

    class Spy(st.autograd.Function):
        @staticmethod
        def forward(ctx, a, b):
            seen.append(ctx.needs_input_grad)
            return a + b

        @staticmethod
        def backward(ctx, grad):
            return grad, grad

    a, b = st.ones(2, requires_grad=True), st.ones(2)
    out = Spy.apply(a, b)
    assert seen == [(True, False)] and not out.is_leaf
    with st.no_grad():
        plain = Spy.apply(a, b)
    assert plain.is_leaf and not plain.requires_grad and plain.grad_fn is None
    assert Spy.apply(b, b).grad_fn is None   # nothing requires grad: no node
    st.autograd.release_functions()
    assert not st_autograd.NODES
    assert out.is_leaf   # released: backward stops there, as at a tensor computed under no_grad


def test_mark_non_differentiable_and_integer_outputs_get_no_gradient():
    class ArgAndMax(st.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            values, indices = x.max(0)
            flag = values > 0
            ctx.mark_non_differentiable(flag)
            ctx.save_for_backward(x, indices)
            return values, indices, flag

        @staticmethod
        def backward(ctx, grad, _indices, _flag):
            x, indices = ctx.saved_tensors
            return st.zeros_like(x).scatter(0, indices.unsqueeze(0), grad.unsqueeze(0))

    x, _ = _inputs(st)
    values, indices, flag = ArgAndMax.apply(x)
    assert values.requires_grad and not indices.requires_grad and not flag.requires_grad
    values.sum().backward()
    np.testing.assert_array_equal(x.grad.numpy(), [[0, 0, 0], [1, 1, 1]])


def test_a_wrong_backward_gets_a_clear_error():
    class TooMany(st.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def backward(ctx, grad):
            return grad, grad

    class WrongShape(st.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def backward(ctx, grad):
            return st.ones(5)

    x = st.ones(2, 3, requires_grad=True)
    with pytest.raises(st.InvalidArgumentError, match="TooMany.backward returned 2 gradients for 1 inputs"):
        TooMany.apply(x).sum().backward()
    with pytest.raises(st.ShapeError, match="WrongShape.backward: gradient 0 has shape \\[5\\]"):
        WrongShape.apply(x).sum().backward()
    with pytest.raises(TypeError, match="positional"):
        TooMany.apply(x=x)
    st.autograd.release_functions()
    gc.collect()


def test_autograd_grad_refuses_while_a_function_graph_waits():
    cube, _, _ = _functions(st)
    x, _ = _inputs(st)
    y = cube.apply(x, 1.0).sum()
    with pytest.raises(st.UnsupportedError, match="custom autograd.Function"):
        st.autograd.grad(y, x)
    y.backward()
    (g,) = st.autograd.grad((x * x).sum(), x)   # none waiting any more
    np.testing.assert_allclose(g.numpy(), 2 * x.detach().numpy())
