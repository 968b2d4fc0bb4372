"""Section 23 (ABI 1.3): backward from any root with a gradient and retain_graph, autograd.grad,
retain_grad, is_leaf and has_grad_fn, checked against torch.autograd on the same graph."""

from __future__ import annotations

import pytest
import torch

import simple_torch.runtime as rt
from simple_torch.abi.enums import ErrorCode

from .conftest import assert_error, close, get, put, take


def leaf(handles, t: torch.Tensor) -> int:
    h = put(t)
    handles.append(h)
    assert rt.rt_torch_tensor_set_requires_grad(h, 1) == 0
    return h


def kept(handles, h: int) -> int:
    assert h > 0, rt.rt_torch_last_error()
    handles.append(h)
    return h


X = torch.tensor([0.5, -1.5, 2.0])
W = torch.tensor([3.0, 0.25, -1.0])


def test_backward_with_a_gradient_and_retain_graph(handles):
    x = leaf(handles, X)
    y = kept(handles, rt.rt_torch_tensor_mul(x, kept(handles, rt.rt_torch_tensor_sin(x))))
    w = kept(handles, put(W))
    assert rt.rt_torch_tensor_backward_gradient(y, w, 1) == 0
    assert rt.rt_torch_tensor_backward_gradient(y, w, 0) == 0   # the graph was kept for this one
    assert_error(rt.rt_torch_tensor_backward_gradient(y, w, 0), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_backward_gradient", "second time")
    tx = X.clone().requires_grad_()
    ty = tx * tx.sin()
    ty.backward(W, retain_graph=True)
    ty.backward(W)
    with pytest.raises(RuntimeError, match="second time"):
        ty.backward(W)
    close(take(rt.rt_torch_tensor_grad(x)), tx.grad)


def test_backward_checks_the_gradient(handles):
    x = leaf(handles, X)
    y = kept(handles, rt.rt_torch_tensor_mul_scalar(x, 2.0))
    fn = "rt_torch_tensor_backward_gradient"
    assert_error(rt.rt_torch_tensor_backward_gradient(y, 0, 0), ErrorCode.SHAPE, ErrorCode.SHAPE, fn, "implicitly")
    wrong = kept(handles, put(torch.ones(2)))
    assert_error(rt.rt_torch_tensor_backward_gradient(y, wrong, 0), ErrorCode.SHAPE, ErrorCode.SHAPE, fn, "shape")
    complex_grad = kept(handles, put(torch.ones(3, dtype=torch.complex64)))
    assert_error(rt.rt_torch_tensor_backward_gradient(y, complex_grad, 0), ErrorCode.DTYPE, ErrorCode.DTYPE, fn)
    constant = kept(handles, put(X))
    assert_error(rt.rt_torch_tensor_backward_gradient(constant, 0, 0), ErrorCode.INVALID_ARGUMENT,
                 ErrorCode.INVALID_ARGUMENT, fn, "does not require grad")
    float64_grad = kept(handles, put(torch.ones(3, dtype=torch.float64)))   # converted, as PyTorch does
    assert rt.rt_torch_tensor_backward_gradient(y, float64_grad, 0) == 0
    close(take(rt.rt_torch_tensor_grad(x)), torch.full((3,), 2.0))


def test_retain_grad_is_leaf_and_grad_fn(handles):
    x = leaf(handles, X)
    c = kept(handles, put(X))
    y = kept(handles, rt.rt_torch_tensor_exp(x))
    loss = kept(handles, rt.rt_torch_tensor_sum(y))
    assert [rt.rt_torch_tensor_is_leaf(h) for h in (x, c, y)] == [1, 1, 0]
    assert [rt.rt_torch_tensor_has_grad_fn(h) for h in (x, c, y)] == [0, 0, 1]
    assert rt.rt_torch_tensor_grad(y) == 0   # not retained
    assert rt.rt_torch_tensor_retain_grad(y) == 0
    assert rt.rt_torch_tensor_backward(loss) == 0
    close(take(rt.rt_torch_tensor_grad(y)), torch.ones(3))
    close(take(rt.rt_torch_tensor_grad(x)), X.exp())
    assert_error(rt.rt_torch_tensor_retain_grad(c), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_retain_grad", "requires_grad")


def test_grad_of_several_outputs_and_inputs(handles):
    x, w = leaf(handles, X), leaf(handles, W)
    xw = kept(handles, rt.rt_torch_tensor_mul(x, w))
    out1 = kept(handles, rt.rt_torch_tensor_sum(kept(handles, rt.rt_torch_tanh(xw))))
    out2 = kept(handles, rt.rt_torch_tensor_exp(x))
    seed = kept(handles, put(torch.tensor([1.0, 2.0, 3.0])))
    count, grads = rt.rt_torch_autograd_grad([out1, out2], [x, w], [0, seed], 0, 0, 0, 2)
    assert count == 2, rt.rt_torch_last_error()
    tx, tw = X.clone().requires_grad_(), W.clone().requires_grad_()
    expected = torch.autograd.grad([(tx * tw).tanh().sum(), tx.exp()], [tx, tw], [None, torch.tensor([1.0, 2.0, 3.0])])
    for h, e in zip(grads, expected):
        close(take(h), e)
    assert rt.rt_torch_tensor_grad(x) == 0 and rt.rt_torch_tensor_grad(w) == 0   # .grad untouched


def test_grad_unused_inputs_and_errors(handles):
    x, unused = leaf(handles, X), leaf(handles, W)
    out = kept(handles, rt.rt_torch_tensor_sum(kept(handles, rt.rt_torch_tensor_mul(x, x))))
    fn = "rt_torch_autograd_grad"
    assert_error(rt.rt_torch_autograd_grad([out], [x, unused], [], 1, 0, 0, 2), (-1, None),
                 ErrorCode.INVALID_ARGUMENT, fn, "inputs[1]", "not to have been used")
    count, grads = rt.rt_torch_autograd_grad([out], [x, unused], [], 1, 0, 1, 2)
    assert count == 2 and grads[1] == 0
    close(take(grads[0]), 2 * X)
    assert_error(rt.rt_torch_autograd_grad([out], [x, unused], [], 1, 0, 1, 1), (-1, None),
                 ErrorCode.BUFFER_TOO_SMALL, fn)
    assert_error(rt.rt_torch_autograd_grad([out], [x], [0, 0], 1, 0, 0, 1), (-1, None),
                 ErrorCode.INVALID_ARGUMENT, fn, "grad_outputs")
    constant = kept(handles, put(X))
    assert_error(rt.rt_torch_autograd_grad([out], [constant], [], 1, 0, 0, 1), (-1, None),
                 ErrorCode.INVALID_ARGUMENT, fn, "inputs[0]", "does not require grad")
    assert_error(rt.rt_torch_autograd_grad([out], [], [], 1, 0, 0, 1), (-1, None),
                 ErrorCode.INVALID_ARGUMENT, fn, "inputs")
    assert_error(rt.rt_torch_autograd_grad([out], [0], [], 1, 0, 0, 1), (-1, None), ErrorCode.INVALID_HANDLE, fn)
    count, _ = rt.rt_torch_autograd_grad([out], [x], [], 0, 0, 0, 1)   # frees the graph
    assert count == 1
    rt.rt_torch_tensor_free(_[0])
    assert_error(rt.rt_torch_autograd_grad([out], [x], [], 0, 0, 0, 1), (-1, None),
                 ErrorCode.INVALID_ARGUMENT, fn, "second time")


def test_create_graph_gives_second_derivatives(handles):
    x = leaf(handles, X)
    cube = kept(handles, rt.rt_torch_tensor_sum(kept(handles, rt.rt_torch_tensor_pow(x, 3.0))))
    count, (first,) = rt.rt_torch_autograd_grad([cube], [x], [], 0, 1, 0, 1)
    handles.append(first)
    close(get(first), 3 * X**2)
    total = kept(handles, rt.rt_torch_tensor_sum(first))
    count, (second,) = rt.rt_torch_autograd_grad([total], [x], [], 0, 0, 0, 1)
    close(take(second), 6 * X)
