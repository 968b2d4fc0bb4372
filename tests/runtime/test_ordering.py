"""ABI 1.3's ordering functions and variance with a correction through the runtime, against PyTorch called
directly, on the active backend: values and indices, negative dims, gradients through the picked values,
and the error code of every bad argument (the backend-level parity is tests/parity/test_ordering.py)."""

from __future__ import annotations

import pytest
import torch

import simple_torch.runtime as rt
from simple_torch.abi.enums import ErrorCode

from .conftest import on_device, put, take

X = torch.tensor([[3.0, 1.0, 4.0, 1.5, 5.0], [9.0, 2.0, 6.0, 5.5, 3.5]])


def _fails(value, expected: ErrorCode) -> None:
    status = value[0] if isinstance(value, tuple) else value
    assert status in (0, -1) or status == expected, value
    assert rt.rt_torch_last_error_code() == expected, rt.rt_torch_last_error()
    if isinstance(value, tuple):
        assert all(h == 0 for h in value[1:]), value   # no output handle leaks on failure


def _taken(result) -> list[torch.Tensor]:
    status, *handles = result
    assert status == 0, rt.rt_torch_last_error()
    return [take(h) for h in handles]


def _same(ours: list[torch.Tensor], expected) -> None:
    for a, b in zip(ours, expected, strict=True):
        torch.testing.assert_close(a, b, rtol=0, atol=0)


@pytest.fixture
def x():
    h = put(X)
    yield h
    rt.rt_torch_tensor_free(h)


@pytest.mark.parametrize("dim", [0, 1, -1, -2])
@pytest.mark.parametrize("descending", [0, 1])
def test_sort_and_argsort(x, dim, descending):
    expected = torch.sort(X, dim=dim, descending=bool(descending), stable=True)
    _same(_taken(rt.rt_torch_tensor_sort(x, dim, descending, 1)), expected)
    _same([take(rt.rt_torch_tensor_argsort(x, dim, descending, 0))], [expected.indices])


@pytest.mark.parametrize("k, dim, largest", [(2, 1, 1), (1, 0, 0), (0, -1, 1), (5, -1, 0), (2, 0, 1)])
def test_topk(x, k, dim, largest):
    _same(_taken(rt.rt_torch_tensor_topk(x, k, dim, largest, 1)), torch.topk(X, k, dim, bool(largest)))


@pytest.mark.parametrize("k, dim, keepdim", [(1, 1, 0), (3, -1, 1), (2, 0, 0), (5, 1, 1)])
def test_kthvalue(x, k, dim, keepdim):
    _same(_taken(rt.rt_torch_tensor_kthvalue(x, k, dim, keepdim)), torch.kthvalue(X, k, dim, bool(keepdim)))


@pytest.mark.parametrize("dim, keepdim", [(1, 0), (0, 1), (-1, 0)])
def test_median_and_mode(x, dim, keepdim):
    _same(_taken(rt.rt_torch_tensor_median_dim(x, dim, keepdim)), torch.median(X, dim, bool(keepdim)))
    _same([take(rt.rt_torch_tensor_median(x))], [torch.median(X)])
    counts = torch.tensor([[1, 2, 2, 3, 3, 1], [4, 0, 4, 0, 0, 4]])
    h = put(counts)
    # rows of tied modes: which position the index names is the kernel's, so PyTorch's where the runtime computes
    _same(_taken(rt.rt_torch_tensor_mode(h, dim, keepdim)), on_device(torch.mode, counts, dim, bool(keepdim)))
    rt.rt_torch_tensor_free(h)


@pytest.mark.parametrize("dim", [0, 1, -1])
def test_running_extremes(x, dim):
    _same(_taken(rt.rt_torch_tensor_cummax(x, dim)), torch.cummax(X, dim))
    _same(_taken(rt.rt_torch_tensor_cummin(x, dim)), torch.cummin(X, dim))


def test_unique_returns_values_inverse_and_counts():
    data = torch.tensor([[3, 1, 3], [2, 1, 1]], dtype=torch.int32)
    h = put(data)
    _same(_taken(rt.rt_torch_tensor_unique(h)), torch.unique(data, return_inverse=True, return_counts=True))
    rt.rt_torch_tensor_free(h)


@pytest.mark.parametrize("right, out_int32", [(0, 0), (1, 0), (0, 1), (1, 1)])
def test_searchsorted_and_bucketize(right, out_int32):
    sequence, values = torch.tensor([[1.0, 3.0, 5.0], [2.0, 4.0, 6.0]]), torch.tensor([[3.0, 0.0], [6.0, 4.5]])
    hs, hv = put(sequence), put(values)
    expected = torch.searchsorted(sequence, values, out_int32=bool(out_int32), right=bool(right))
    _same([take(rt.rt_torch_tensor_searchsorted(hs, hv, out_int32, right, 0))], [expected])
    unsorted = torch.tensor([[5.0, 1.0, 3.0], [6.0, 2.0, 4.0]])
    hu, ho = put(unsorted), put(torch.argsort(unsorted))
    _same([take(rt.rt_torch_tensor_searchsorted(hu, hv, out_int32, right, ho))], [expected])
    edges = put(torch.tensor([1.0, 3.0, 5.0]))
    _same([take(rt.rt_torch_tensor_bucketize(hv, edges, out_int32, right))],
          [torch.bucketize(values, torch.tensor([1.0, 3.0, 5.0]), out_int32=bool(out_int32), right=bool(right))])
    for h in (hs, hv, hu, ho, edges):
        rt.rt_torch_tensor_free(h)


@pytest.mark.parametrize("dims, correction, keepdim", [([], 1.0, 0), ([1], 0.0, 1), ([0, -1], 2.0, 0), ([-1], 1.5, 1)])
def test_var_and_std_with_a_correction(x, dims, correction, keepdim):
    for name, reference in (("var", torch.var), ("std", torch.std)):
        ours = take(getattr(rt, f"rt_torch_tensor_{name}_correction")(x, dims, correction, keepdim))
        torch.testing.assert_close(ours, reference(X, dims or None, correction=correction, keepdim=bool(keepdim)))


def test_gradients_go_to_the_picked_positions():
    leaf = put(X)
    rt.rt_torch_tensor_set_requires_grad(leaf, 1)
    status, values, indices = rt.rt_torch_tensor_cummax(leaf, 1)
    _, top, top_indices = rt.rt_torch_tensor_topk(leaf, 2, 1, 1, 1)
    sums = rt.rt_torch_tensor_sum(values), rt.rt_torch_tensor_sum(top)
    total = rt.rt_torch_tensor_add(*sums)
    assert rt.rt_torch_tensor_backward(total) == 0
    reference = X.clone().requires_grad_()
    (torch.cummax(reference, 1).values.sum() + torch.topk(reference, 2, 1).values.sum()).backward()
    torch.testing.assert_close(take(rt.rt_torch_tensor_grad(leaf)), reference.grad)
    for h in (leaf, values, indices, top, top_indices, *sums, total):
        rt.rt_torch_tensor_free(h)


COMPLEX = torch.tensor([1 + 1j, 2 - 1j])
BOOLS = torch.tensor([True, False, True])


@pytest.mark.parametrize("call, code", [
    (lambda x: rt.rt_torch_tensor_sort(x, 2, 0, 0), ErrorCode.INVALID_ARGUMENT),   # dim out of range
    (lambda x: rt.rt_torch_tensor_argsort(x, -3, 0, 0), ErrorCode.INVALID_ARGUMENT),
    (lambda x: rt.rt_torch_tensor_topk(x, 6, 1, 1, 1), ErrorCode.INVALID_ARGUMENT),   # k above the size
    (lambda x: rt.rt_torch_tensor_topk(x, -1, 1, 1, 1), ErrorCode.INVALID_ARGUMENT),
    (lambda x: rt.rt_torch_tensor_kthvalue(x, 0, 1, 0), ErrorCode.INVALID_ARGUMENT),   # k counts from 1
    (lambda x: rt.rt_torch_tensor_kthvalue(x, 3, 0, 0), ErrorCode.INVALID_ARGUMENT),
    (lambda x: rt.rt_torch_tensor_median_dim(x, 5, 0), ErrorCode.INVALID_ARGUMENT),
    (lambda x: rt.rt_torch_tensor_mode(x, -3, 0), ErrorCode.INVALID_ARGUMENT),
    (lambda x: rt.rt_torch_tensor_cummax(x, 2), ErrorCode.INVALID_ARGUMENT),
    (lambda x: rt.rt_torch_tensor_var_correction(x, [0, 0], 1.0, 0), ErrorCode.INVALID_ARGUMENT),   # repeated dim
    (lambda x: rt.rt_torch_tensor_std_correction(x, [2], 1.0, 0), ErrorCode.INVALID_ARGUMENT),
    (lambda x: rt.rt_torch_tensor_var_correction(x, [], float("nan"), 0), ErrorCode.INVALID_ARGUMENT),
    (lambda x: rt.rt_torch_tensor_sort(x + 10_000, 0, 0, 0), ErrorCode.INVALID_HANDLE),
    (lambda x: rt.rt_torch_tensor_searchsorted(x, x, 0, 0, x), ErrorCode.DTYPE),   # a float sorter
    (lambda x: rt.rt_torch_tensor_bucketize(x, x, 0, 0), ErrorCode.SHAPE),   # 2-D boundaries
])
def test_bad_arguments(x, call, code):
    _fails(call(x), code)


@pytest.mark.parametrize("data, call, code", [
    (COMPLEX, lambda h, _: rt.rt_torch_tensor_sort(h, 0, 0, 0), ErrorCode.DTYPE),
    (COMPLEX, lambda h, _: rt.rt_torch_tensor_unique(h), ErrorCode.DTYPE),
    (COMPLEX, lambda h, _: rt.rt_torch_tensor_cummin(h, 0), ErrorCode.DTYPE),
    (BOOLS, lambda h, _: rt.rt_torch_tensor_topk(h, 1, 0, 1, 1), ErrorCode.DTYPE),   # PyTorch has no bool top-k
    (BOOLS, lambda h, _: rt.rt_torch_tensor_median(h), ErrorCode.DTYPE),
    (BOOLS, lambda h, _: rt.rt_torch_tensor_kthvalue(h, 1, 0, 0), ErrorCode.DTYPE),
    (BOOLS, lambda h, _: rt.rt_torch_tensor_var_correction(h, [], 1.0, 0), ErrorCode.DTYPE),
    (torch.zeros(2, 0), lambda h, _: rt.rt_torch_tensor_median_dim(h, 1, 0), ErrorCode.SHAPE),   # nothing to pick
    (torch.zeros(2, 0), lambda h, _: rt.rt_torch_tensor_mode(h, 1, 0), ErrorCode.SHAPE),
    (torch.zeros(2, 0), lambda h, _: rt.rt_torch_tensor_kthvalue(h, 1, 1, 0), ErrorCode.SHAPE),
    (torch.zeros(0, dtype=torch.int64), lambda h, _: rt.rt_torch_tensor_median(h), ErrorCode.SHAPE),
    (torch.tensor(2.0), lambda h, _: rt.rt_torch_tensor_searchsorted(h, h, 0, 0, 0), ErrorCode.SHAPE),   # 0-dim
    (torch.zeros(3, 3), lambda h, other: rt.rt_torch_tensor_searchsorted(h, other, 0, 0, 0), ErrorCode.SHAPE),
    (torch.zeros(2), lambda h, other: rt.rt_torch_tensor_searchsorted(other, h, 0, 0, other), ErrorCode.SHAPE),
])
def test_bad_inputs(data, call, code):
    """other is a 2 x 3 int64 tensor (a sorter or values of the wrong shape)."""
    h, other = put(data), put(torch.zeros(2, 3, dtype=torch.int64))
    _fails(call(h, other), code)
    rt.rt_torch_tensor_free(h)
    rt.rt_torch_tensor_free(other)


@pytest.mark.parametrize("sorter", [[0, 1, 3], [-1, 0, 1]])
def test_sorter_out_of_range(sorter):
    sequence, order = put(torch.zeros(3)), put(torch.tensor(sorter))
    _fails(rt.rt_torch_tensor_searchsorted(sequence, sequence, 0, 0, order), ErrorCode.INVALID_ARGUMENT)
    rt.rt_torch_tensor_free(sequence)
    rt.rt_torch_tensor_free(order)


def test_empty_and_zero_dim_inputs():
    empty, scalar = torch.zeros(2, 0), torch.tensor(7.0)
    he, hs = put(empty), put(scalar)
    _same(_taken(rt.rt_torch_tensor_sort(he, 1, 0, 0)), torch.sort(empty, 1))
    _same(_taken(rt.rt_torch_tensor_cummax(he, 1)), torch.cummax(empty, 1))
    _same(_taken(rt.rt_torch_tensor_unique(he)), torch.unique(empty, return_inverse=True, return_counts=True))
    torch.testing.assert_close(take(rt.rt_torch_tensor_median(he)), torch.median(empty), equal_nan=True)
    _same(_taken(rt.rt_torch_tensor_sort(hs, -1, 1, 0)), torch.sort(scalar, -1, True))
    _same(_taken(rt.rt_torch_tensor_kthvalue(hs, 1, 0, 1)), torch.kthvalue(scalar, 1, 0, True))
    _same(_taken(rt.rt_torch_tensor_topk(hs, 1, 0, 1, 1)), torch.topk(scalar, 1, 0))
    rt.rt_torch_tensor_free(he)
    rt.rt_torch_tensor_free(hs)
