"""Parity of ABI 1.3's indexing with tensors: reads and writes through several index tensors (index,
index_put), scatter, scatter_add and index_add: values, gradients against PyTorch's autograd and finite
differences. The argument checks (index ranges, dtypes, shapes) are the runtime's, tested on both
backends in tests/runtime/test_index_tensors.py."""

from __future__ import annotations

import functools

import numpy as np
import pytest

from .parity import NUMPY, TORCH, check_op, fresh


def register(name: str):
    """Decorator: fn(backend, *tensors, *args) becomes op `name` on both parity backends."""
    def wrap(fn):
        for b in (TORCH, NUMPY):
            setattr(b, name, functools.partial(fn, b))
        return fn
    return wrap


# check_op passes the tensors first: these put dim (and the index list) where each op wants them
@register("it_index")
def _index(b, x, *indices):
    return b.index(x, list(indices))


@register("it_index_put")
def _index_put(b, x, values, *indices_and_accumulate):
    *indices, accumulate = indices_and_accumulate
    return b.index_put(x, list(indices), values, accumulate)


@register("it_scatter")
def _scatter(b, x, index, src, dim):
    return b.scatter(x, dim, index, src)


@register("it_scatter_add")
def _scatter_add(b, x, index, src, dim):
    return b.scatter_add(x, dim, index, src)


@register("it_index_add")
def _index_add(b, x, index, source, dim, alpha):
    return b.index_add(x, dim, index, source, alpha)


ROWS = np.array([2, 0, -1, 2])   # a repeat and a negative entry: gradients add up at row 2


@pytest.mark.parametrize("indices", [
    (ROWS,), (ROWS, np.array([1, 0, 3, 3])), (np.array([[0], [2]]), np.array([1, 3])), (np.array(1), ROWS),
    (np.array([0, 1], np.int32),)])
def test_index_reads_and_scatters_its_gradient_back(indices):
    check_op("it_index", (3, 4, 2), *indices, differentiable=[0])


@pytest.mark.parametrize("accumulate", [False, True])
@pytest.mark.parametrize("indices, values", [
    ((np.array([2, 0]),), (2, 4)), ((np.array([2, 0]),), (4,)), ((np.array([[0], [2]]), np.array([1, 3])), (2, 2)),
    ((np.array([-1, 1]), np.array([0, 0])), ())])
def test_index_put(indices, values, accumulate):
    check_op("it_index_put", (3, 4), values, *indices, args=(accumulate,), differentiable=[0, 1])


def test_index_put_accumulates_repeats():
    check_op("it_index_put", (3, 2), (3,), ROWS[:3], np.array([0, 0, 0]), args=(True,), differentiable=[0, 1])


@pytest.mark.parametrize("dim", [0, 1])
def test_scatter_and_scatter_add(dim):
    # a permutation along dim in each column: no position written twice (scatter's order is unspecified)
    rng = np.random.default_rng(dim)
    index = np.stack([rng.permutation(3)[:2] for _ in range(3)], axis=1) if dim == 0 else \
        np.stack([rng.permutation(3)[:2] for _ in range(3)])
    check_op("it_scatter", (3, 3), index, index.shape, args=(dim,), differentiable=[0, 2])
    check_op("it_scatter_add", (3, 3), index, index.shape, args=(dim,), differentiable=[0, 2])
    # src larger than index: only its leading block is read (PyTorch's backward refuses this shape)
    check_op("it_scatter", (3, 3), index, (3, 4), args=(dim,), grad=False)
    check_op("it_scatter_add", (3, 3), index, (3, 4), args=(dim,), grad=False)
    repeated = np.zeros((2, 3), np.int64)   # every element onto one row: scatter_add sums them
    check_op("it_scatter_add", (3, 3), repeated, (2, 3), args=(0,), differentiable=[0, 2])


@pytest.mark.parametrize("dim, alpha", [(0, 1.0), (1, -2.5)])
def test_index_add(dim, alpha):
    index = np.array([2, 0, 2])
    source = (3, 4) if dim == 0 else (4, 3)
    check_op("it_index_add", (4, 4), index, source, args=(dim, alpha), differentiable=[0, 2])


def test_integer_values_have_no_gradient():
    x = np.arange(6).reshape(2, 3)
    out = check_op("it_scatter_add", x, np.array([[1, 0, 1]]), np.ones((1, 3), np.int64), args=(0,), grad=False)
    np.testing.assert_array_equal(out[0], [[0, 2, 2], [4, 4, 6]])
    check_op("it_index", fresh((2, 2)) > 0, np.array([1, 0]), grad=False)


@register("it_scatter_reduce")
def _scatter_reduce(b, x, index, src, dim, reduce, include_self):
    return b.scatter_reduce(x, dim, index, src, reduce, include_self)


@pytest.mark.parametrize("include_self", [True, False])
@pytest.mark.parametrize("reduce", ["sum", "mean", "amax", "amin"])
def test_scatter_reduce(reduce, include_self):
    # rounded values: ties between x and src, and among src, share the amax/amin gradient
    x, src = np.round(fresh((3, 4)) * 2) / 2, np.round(fresh((2, 4)) * 2) / 2
    index = np.array([[0, 1, 1, 2], [0, 1, 2, 2]])
    check_op("it_scatter_reduce", x, index, src, args=(0, reduce, include_self), differentiable=[0, 2],
             fd=reduce in ("sum", "mean"))   # amax/amin: ties are where finite differences are undefined


@pytest.mark.parametrize("reduce", ["sum", "prod", "mean", "amax", "amin"])
def test_scatter_reduce_values_of_integers_and_prod(reduce):
    x = np.array([[-5, 7], [1, 2]])
    check_op("it_scatter_reduce", x, np.array([[0, 0], [0, 1]]), np.array([[2, 2], [3, 3]]), args=(0, reduce, True))
    check_op("it_scatter_reduce", (3, 2), np.array([[0, 0], [0, 1]]), (2, 2), args=(0, reduce, False), grad=False)
