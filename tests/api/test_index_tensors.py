"""Tier 3's indexing with tensors against PyTorch: x[idx, idx], x[mask], writes x[idx] = v and x[mask] = v,
nonzero, scatter / scatter_add / index_add / index_put / take_along_dim (functions, methods and in-place
forms), values and gradients. Run once per backend (SIMPLE_TORCH_BACKEND)."""

from __future__ import annotations

import pytest
import torch

import simple_torch as st
from simple_torch.errors import InvalidArgumentError, ShapeError

from .conftest import assert_same

VALUES = [[0.5, -1.25, 2.0, 4.0], [3.5, -0.75, 1.5, -2.0], [1.0, 0.25, -3.0, 0.0]]


def both(values, dtype: torch.dtype | None = None, requires_grad: bool = False):
    """The same tensor in simple_torch and in torch."""
    ours = None if dtype is None else getattr(st, str(dtype).removeprefix("torch."))
    return (st.tensor(values, dtype=ours, requires_grad=requires_grad),
            torch.tensor(values, dtype=dtype, requires_grad=requires_grad))


def test_nonzero_as_pytorch():
    x, tx = both(VALUES)
    assert_same(x.nonzero(), tx.nonzero())
    assert_same(st.nonzero(x), torch.nonzero(tx))
    for ours, theirs in zip(st.nonzero(x, as_tuple=True), torch.nonzero(tx, as_tuple=True)):
        assert_same(ours, theirs)


@pytest.mark.parametrize("make_index", [
    lambda m: (m([2, 0, 2]), m([1, 3, 3])), lambda m: (m([[0], [2]]), m([1, 3])), lambda m: m([-1, 1])])
def test_reads_with_index_tensors_and_their_gradient(make_index):
    x, tx = both(VALUES, requires_grad=True)
    out, expected = x[make_index(st.tensor)], tx[make_index(torch.tensor)]
    assert_same(out, expected)
    weights, tweights = both(torch.rand(expected.shape).tolist())
    (out * weights).sum().backward()
    (expected * tweights).sum().backward()
    assert_same(x.grad, tx.grad)


def test_mask_read_and_its_gradient():
    x, tx = both(VALUES, requires_grad=True)
    mask, tmask = both([True, False, True], torch.bool)
    assert_same(x[mask], tx[tmask])
    x[mask].sum().backward()
    tx[tmask].sum().backward()
    assert_same(x.grad, tx.grad)
    assert_same(x[x > 1], tx[tx > 1])


@pytest.mark.parametrize("write", [
    lambda x, m: x.__setitem__(m([0, 2]), 7.0),
    lambda x, m: x.__setitem__((m([0, 2]), m([3, 1])), m([9.0, -9.0])),
    lambda x, m: x.__setitem__((m([1]), slice(None)), m([1.0, 2.0, 3.0, 4.0])),
    lambda x, m: x.__setitem__(m([True, False, True]), m([[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]])),
    lambda x, m: x.__setitem__(x > 1, m([10.0, 20.0, 30.0, 40.0])),
    lambda x, m: x.__setitem__((1, m([0, 3])), 5),
])
def test_writes_with_index_tensors_and_masks(write):
    x, tx = both(VALUES)
    write(x, st.tensor)
    write(tx, torch.tensor)
    assert_same(x, tx)


def test_scatter_family_as_pytorch():
    x, tx = both(VALUES, requires_grad=True)
    src, tsrc = both([[10.0, 20.0, 30.0, 40.0], [50.0, 60.0, 70.0, 80.0]], requires_grad=True)
    index, tindex = both([[2, 0, 1, 0], [0, 1, 2, 2]], torch.int64)
    outs = [st.scatter(x, 0, index, src), x.scatter(1, index[:, :2], -1.0), st.scatter_add(x, 0, index, src),
            x.index_add(1, st.tensor([3, 0]), st.ones(3, 2), alpha=2.0),
            st.take_along_dim(x, st.tensor([[3], [0], [1]]), 1)]
    expected = [torch.scatter(tx, 0, tindex, tsrc), tx.scatter(1, tindex[:, :2], -1.0),
                torch.scatter_add(tx, 0, tindex, tsrc),
                tx.index_add(1, torch.tensor([3, 0]), torch.ones(3, 2), alpha=2.0),
                torch.take_along_dim(tx, torch.tensor([[3], [0], [1]]), 1)]
    for ours, theirs in zip(outs, expected):
        assert_same(ours, theirs)
    sum(o.sum() * (k + 1) for k, o in enumerate(outs)).backward()
    sum(e.sum() * (k + 1) for k, e in enumerate(expected)).backward()
    assert_same(x.grad, tx.grad)
    assert_same(src.grad, tsrc.grad)
    assert_same(st.take_along_dim(x, st.tensor([5, 0])), torch.take_along_dim(tx, torch.tensor([5, 0])))


def test_in_place_forms():
    x, tx = both(VALUES)
    index, tindex = both([[1, 0, 2, 1]], torch.int64)
    x.scatter_(0, index, 0.5)
    tx.scatter_(0, tindex, 0.5)
    x.scatter_add_(0, index, st.ones(1, 4))
    tx.scatter_add_(0, tindex, torch.ones(1, 4))
    x.index_add_(0, st.tensor([2]), st.ones(1, 4), alpha=-1)
    tx.index_add_(0, torch.tensor([2]), torch.ones(1, 4), alpha=-1)
    x.index_put_((st.tensor([0, 0]),), st.tensor(1.0), accumulate=True)
    tx.index_put_((torch.tensor([0, 0]),), torch.tensor(1.0), accumulate=True)
    assert_same(x, tx)


def test_bad_indices_are_refused():
    x = st.tensor(VALUES)
    with pytest.raises(InvalidArgumentError, match="out of range"):
        x.scatter(0, st.tensor([[3]]), 1.0)
    with pytest.raises(InvalidArgumentError, match="out of range"):
        x.index_put((st.tensor([0]), st.tensor([4])), st.tensor(1.0))
    with pytest.raises(ShapeError):
        x.index_add(0, st.tensor([0]), st.ones(2, 4))


@pytest.mark.parametrize("reduce", ["sum", "mean", "amax", "amin"])
def test_scatter_reduce_and_its_gradient(reduce):
    x, tx = both(VALUES, requires_grad=True)
    src, tsrc = both([[0.5, 2.0, -3.0, 4.0], [1.0, 2.0, 6.0, -1.0]], requires_grad=True)
    index, tindex = both([[0, 1, 1, 2], [2, 1, 0, 0]], torch.int64)
    out = st.scatter_reduce(x, 0, index, src, reduce, include_self=False)
    expected = torch.scatter_reduce(tx, 0, tindex, tsrc, reduce, include_self=False)
    assert_same(out, expected)
    (out * st.arange(12).reshape(3, 4)).sum().backward()
    (expected * torch.arange(12).reshape(3, 4)).sum().backward()
    assert_same(x.grad, tx.grad)
    assert_same(src.grad, tsrc.grad)


def test_scatter_reduce_prod_in_place_and_an_unknown_reduction():
    x, tx = both(VALUES)
    index, tindex = both([[0, 1, 1, 2]], torch.int64)
    x.scatter_reduce_(0, index, st.full((1, 4), 2.0), "prod")
    tx.scatter_reduce_(0, tindex, torch.full((1, 4), 2.0), "prod")
    assert_same(x, tx)
    with pytest.raises(InvalidArgumentError, match="reduce"):
        x.scatter_reduce(0, index, x, "max")
