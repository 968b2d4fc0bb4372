"""Indexing with tensors (ABI 1.3) through the runtime, against real PyTorch: reads and out-of-place
writes with index tensors and bool masks, scatter, scatter_add, index_add and take_along_dim; every bad
index is refused before the backend runs, with the same code on every backend."""

from __future__ import annotations

import pytest
import torch

import simple_torch.runtime as rt
from simple_torch.abi.enums import ErrorCode, ScatterReduce

from .conftest import put, take

X = torch.arange(12, dtype=torch.float32).reshape(3, 4)


def _run(fn, *args):
    """fn(*args) with torch tensors put into handles (freed afterwards), its result taken back; on failure
    None, with the error code and message kept in _run.code and _run.message (freeing the arguments
    resets the last error)."""
    handles = []

    def handle(a):
        if isinstance(a, torch.Tensor):
            handles.append(put(a))
            return handles[-1]
        if isinstance(a, list):
            return [handle(t) for t in a]
        return a
    try:
        out = fn(*[handle(a) for a in args])
        _run.code, _run.message = rt.rt_torch_last_error_code(), rt.rt_torch_last_error()
        return take(out) if out else None
    finally:
        for h in handles:
            assert rt.rt_torch_tensor_free(h) == 0


def _code(fn, *args) -> int:
    assert _run(fn, *args) is None
    return _run.code


I0, I1 = torch.tensor([2, 0, -1]), torch.tensor([[1], [2]])
MASK = torch.tensor([[True, False, True, False], [False, False, False, False], [True, True, False, True]])


@pytest.mark.parametrize("indices", [[I0], [I0, torch.tensor([3, 1, 0])], [I1, I0], [MASK], [MASK[:, 0]],
                                     [torch.tensor([1, 2], dtype=torch.int32), torch.tensor(0)]])
def test_index_reads_as_pytorch(indices):
    assert torch.equal(_run(rt.rt_torch_tensor_index, X, indices), X[tuple(indices)])


@pytest.mark.parametrize("accumulate", [0, 1])
@pytest.mark.parametrize("indices,values", [([torch.tensor([0, 2, 0])], torch.tensor([1.0, 2.0, 3.0, 4.0])),
                                            ([I1, I0], torch.tensor(-1.0)),
                                            ([MASK], torch.tensor(7.0))])
def test_index_put_writes_as_pytorch(indices, values, accumulate):
    got = _run(rt.rt_torch_tensor_index_put, X, indices, values, accumulate)
    expected = X.index_put(tuple(indices), values, accumulate=bool(accumulate))
    if accumulate or len(indices) != 1 or indices[0].dtype == torch.bool:
        assert torch.equal(got, expected)
    else:   # a repeated position: PyTorch leaves which write wins unspecified; the others must agree
        assert torch.equal(got[1:], expected[1:])


def test_scatter_family_as_pytorch():
    index = torch.tensor([[0, 1, 2, 0], [2, 0, 0, 1]])
    src = torch.arange(8, dtype=torch.float32).reshape(2, 4) + 100
    out = _run(rt.rt_torch_tensor_scatter, X, 0, torch.tensor([[0, 1, 2, 1], [2, 0, 1, 0]]), src)
    assert torch.equal(out, X.scatter(0, torch.tensor([[0, 1, 2, 1], [2, 0, 1, 0]]), src))
    assert torch.equal(_run(rt.rt_torch_tensor_scatter_value, X, -1, torch.tensor([[3], [0], [1]]), 9.5),
                       X.scatter(-1, torch.tensor([[3], [0], [1]]), 9.5))
    assert torch.equal(_run(rt.rt_torch_tensor_scatter_add, X, 0, index, src), X.scatter_add(0, index, src))
    source = torch.ones(3, 2)
    assert torch.equal(_run(rt.rt_torch_tensor_index_add, X, 1, torch.tensor([3, 0]), source, 2.5),
                       X.index_add(1, torch.tensor([3, 0]), source, alpha=2.5))
    idx = torch.tensor([[3, 0]])
    assert torch.equal(_run(rt.rt_torch_tensor_take_along_dim, X, idx, 1), torch.take_along_dim(X, idx, 1))


def test_integer_tensors_keep_their_dtype():
    x = torch.arange(6).reshape(2, 3)
    index, ones = torch.tensor([[0, 0], [2, 2]]), torch.ones(2, 2, dtype=torch.int64)
    assert torch.equal(_run(rt.rt_torch_tensor_scatter_add, x, 1, index, ones), x.scatter_add(1, index, ones))


@pytest.mark.parametrize("call,code", [
    ((rt.rt_torch_tensor_index, X, [torch.tensor([3])]), ErrorCode.INVALID_ARGUMENT),
    ((rt.rt_torch_tensor_index, X, [torch.tensor([-4])]), ErrorCode.INVALID_ARGUMENT),
    ((rt.rt_torch_tensor_index, X, [torch.tensor([0.5])]), ErrorCode.DTYPE),
    ((rt.rt_torch_tensor_index, X, [torch.tensor([1, 2]), torch.tensor([1, 2, 3])]), ErrorCode.SHAPE),
    ((rt.rt_torch_tensor_index, X, [torch.tensor([True, False])]), ErrorCode.SHAPE),
    ((rt.rt_torch_tensor_index, X, [I0, I0, I0]), ErrorCode.INVALID_ARGUMENT),
    ((rt.rt_torch_tensor_index_put, X, [I0], torch.ones(3, 4, dtype=torch.float64), 0), ErrorCode.DTYPE),
    ((rt.rt_torch_tensor_index_put, X, [I0], torch.ones(2), 0), ErrorCode.SHAPE),
    ((rt.rt_torch_tensor_scatter, X, 0, torch.tensor([[3]]), torch.ones(1, 1)), ErrorCode.INVALID_ARGUMENT),
    ((rt.rt_torch_tensor_scatter, X, 0, torch.tensor([[-1]]), torch.ones(1, 1)), ErrorCode.INVALID_ARGUMENT),
    ((rt.rt_torch_tensor_scatter, X, 0, torch.tensor([[0, 0]]), torch.ones(1, 1)), ErrorCode.SHAPE),
    ((rt.rt_torch_tensor_scatter, X, 2, torch.tensor([[0]]), torch.ones(1, 1)), ErrorCode.INVALID_ARGUMENT),
    ((rt.rt_torch_tensor_scatter_add, X, 0, torch.tensor([[0]]), torch.ones(1, 1, dtype=torch.int64)),
     ErrorCode.DTYPE),
    ((rt.rt_torch_tensor_index_add, X, 0, torch.tensor([0, 3]), torch.ones(2, 4), 1.0), ErrorCode.INVALID_ARGUMENT),
    ((rt.rt_torch_tensor_index_add, X, 0, torch.tensor([0]), torch.ones(2, 4), 1.0), ErrorCode.SHAPE),
    ((rt.rt_torch_tensor_take_along_dim, X, torch.tensor([[4]]), 1), ErrorCode.INVALID_ARGUMENT),
    ((rt.rt_torch_tensor_take_along_dim, X, torch.tensor([0]), 1), ErrorCode.SHAPE),
])
def test_bad_arguments_are_refused(call, code):
    assert _code(*call) == code, rt.rt_torch_last_error()


@pytest.mark.parametrize("include_self", [0, 1])
@pytest.mark.parametrize("reduce", list(ScatterReduce))
def test_scatter_reduce_as_pytorch(reduce, include_self):
    index = torch.tensor([[0, 1, 1, 2], [0, 1, 2, 2]])
    src = torch.tensor([[2.0, -1.0, 4.0, 0.5], [3.0, 6.0, -2.0, 1.0]])
    got = _run(rt.rt_torch_tensor_scatter_reduce, X, 0, index, src, reduce, include_self)
    assert torch.equal(got, X.scatter_reduce(0, index, src, reduce.name, include_self=bool(include_self)))


def test_scatter_reduce_refuses_an_unknown_reduction():
    unknown = len(ScatterReduce)
    code = _code(rt.rt_torch_tensor_scatter_reduce, X, 0, torch.tensor([[0]]), torch.ones(1, 1), unknown, 1)
    assert code == ErrorCode.INVALID_ARGUMENT
    assert "reduce" in _run.message


def test_the_gradient_of_scatter_reduce_prod():
    """PyTorch's on the torch backend; the NumPy backend refuses it with RT_ERR_UNSUPPORTED."""
    x, index, src = put(X), put(torch.tensor([[0, 1, 1, 2]])), put(torch.full((1, 4), 2.0))
    assert rt.rt_torch_tensor_set_requires_grad(x, 1) == 0
    out = rt.rt_torch_tensor_scatter_reduce(x, 0, index, src, ScatterReduce.prod, 1)
    total = rt.rt_torch_tensor_sum(out)
    status, message = rt.rt_torch_tensor_backward(total), rt.rt_torch_last_error()
    if rt.rt_torch_backend() == "numpy":
        assert status == ErrorCode.UNSUPPORTED and "prod" in message
    else:
        assert status == 0
        expected = torch.ones(3, 4)
        expected[0, 0] = expected[1, 1] = expected[2, 3] = 2.0
        expected[1, 2] = 2.0
        assert torch.equal(take(rt.rt_torch_tensor_grad(x)), expected)
    for h in (x, index, src, out, total):
        assert rt.rt_torch_tensor_free(h) == 0
