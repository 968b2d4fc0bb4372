"""st.select, Tensor.select and x[int] (one runtime call, rt_torch_tensor_select) against PyTorch: values, views,
gradients (also recorded, for create_graph) and errors."""

from __future__ import annotations

import pytest
import torch

import simple_torch as st
from simple_torch.errors import InvalidArgumentError, ShapeError

from .conftest import assert_same

VALUES = [[[0.5, -1.25, 2.0, 4.0], [3.5, -0.75, 1.5, -2.0], [1.0, 0.25, -3.0, 0.0]],
          [[2.5, 1.25, -2.0, 0.5], [0.5, 0.75, -1.5, 2.0], [-1.0, 3.25, 3.0, 1.0]]]


def both(requires_grad: bool = False):
    return st.tensor(VALUES, requires_grad=requires_grad), torch.tensor(VALUES, requires_grad=requires_grad)


@pytest.mark.parametrize("dim, index", [(0, 1), (1, 2), (2, 0), (-1, -1), (-2, -3), (1, -1), (0, -2)])
def test_select_as_pytorch_with_its_gradient(dim, index):
    x, tx = both(requires_grad=True)
    out, expected = x.select(dim, index), tx.select(dim, index)
    assert_same(out, expected)
    assert_same(st.select(x, dim, index), torch.select(tx, dim, index))
    weights = torch.linspace(-1.0, 2.0, expected.numel()).reshape(expected.shape)
    (out * st.tensor(weights.tolist())).sum().backward()
    (expected * weights).sum().backward()
    assert_same(x.grad, tx.grad)


def test_int_indexing_selects_as_pytorch():
    x, tx = both()
    for index in (1, -1, (0, 2), (slice(None), 1), (slice(None), -3, slice(1, 3)), (1, 2, 3), (-2, slice(0, 2), 0)):
        assert_same(x[index], tx[index])
    one = st.tensor([1.5, -2.0, 3.0])
    assert_same(one[1], torch.tensor([1.5, -2.0, 3.0])[1])   # a 0-dim result


def test_a_selection_is_a_view():
    x, tx = both()
    part, tpart = x.select(1, 2), tx.select(1, 2)
    part.fill_(7.0)
    tpart.fill_(7.0)
    assert_same(x, tx)
    x[1, 0].fill_(-5.0)   # a 1-D row of a view, written through
    tx[1, 0].fill_(-5.0)
    assert_same(x, tx)


def test_the_gradient_of_a_selection_is_recorded_for_create_graph():
    x, tx = both(requires_grad=True)
    (grad,) = st.autograd.grad((x.select(2, 1) ** 3).sum(), x, create_graph=True)
    (tgrad,) = torch.autograd.grad((tx.select(2, 1) ** 3).sum(), tx, create_graph=True)
    assert_same(grad, tgrad)
    (again,) = st.autograd.grad((grad * grad).sum(), x)
    (tagain,) = torch.autograd.grad((tgrad * tgrad).sum(), tx)
    assert_same(again, tagain)


def test_bad_selections_are_refused():
    x, _ = both()
    with pytest.raises(InvalidArgumentError, match="index 3 is out of range for dim 1 of size 3"):
        x.select(1, 3)
    with pytest.raises(InvalidArgumentError, match="index -5 is out of range for dim 2 of size 4"):
        st.select(x, -1, -5)
    with pytest.raises(InvalidArgumentError, match="dim 3"):
        x.select(3, 0)
    with pytest.raises(ShapeError, match="0-dim"):
        st.tensor(2.0).select(0, 0)
    with pytest.raises(IndexError, match="index 2 is out of range for dim 0 of size 2"):   # x[i]: PyTorch's IndexError
        x[2]
