"""Parity of indexing, joining and splitting: values, gradients (scattered back through repeated
indices, split back through joins), PyTorch's type promotion in cat/stack, torch.chunk's part sizes,
and error codes."""

from __future__ import annotations

import functools

import ml_dtypes
import numpy as np
import pytest

from simple_torch.abi.errors import ShapeError

from .parity import NUMPY, TORCH, NTensor, check_error, check_op, fresh, to_torch, torch_array

BF16 = ml_dtypes.bfloat16


def register(name: str):
    """Decorator: fn(backend, *tensors, *args) becomes op `name` on both parity backends."""
    def wrap(fn):
        for b in (TORCH, NUMPY):
            setattr(b, name, functools.partial(fn, b))
        return fn
    return wrap


# check_op passes the tensors first: these put dim (and the list) where each op wants them
@register("idx_select")
def _select(b, x, index, dim):
    return b.index_select(x, dim, index)


@register("idx_gather")
def _take_along(b, x, index, dim):
    return b.gather(x, dim, index)


@register("idx_cat")
def _join(b, *tensors_then_dim):
    *xs, dim = tensors_then_dim
    return b.cat(list(xs), dim)


@register("idx_stack")
def _pile(b, *tensors_then_dim):
    *xs, dim = tensors_then_dim
    return b.stack(list(xs), dim)


def contiguity_matches(op: str, *arrays, args=()):
    t = getattr(TORCH, op)(*[to_torch(a) for a in arrays], *args)
    n = getattr(NUMPY, op)(*[NTensor(np.asarray(a).copy()) for a in arrays], *args)
    t, n = (t, n) if isinstance(t, list) else ([t], [n])
    assert [TORCH.is_contiguous(p) for p in t] == [NUMPY.is_contiguous(p) for p in n]


# -- slice ----------------------------------------------------------------------------------------------------
# bounds as the runtime passes them: clamped by Python's slice rules, step at most max(size, 1)
@pytest.mark.parametrize("shape, dim, start, end, step", [
    ((5,), 0, 0, 5, 1), ((5,), 0, 1, 4, 1), ((5,), 0, 0, 5, 2), ((5,), 0, 4, 5, 5), ((5,), 0, 3, 3, 1),
    ((4, 6), 1, 1, 6, 2), ((4, 6), 0, 2, 4, 1), ((4, 6), 1, 0, 6, 4), ((2, 3, 4), 2, 1, 3, 1), ((2, 3, 4), 1, 0, 3, 2),
    ((2, 3, 4), 0, 1, 2, 1), ((0, 3), 0, 0, 0, 1), ((3, 0), 1, 0, 0, 1), ((1, 4), 0, 0, 1, 1),
], ids=str)
def test_slice(shape, dim, start, end, step):
    check_op("slice", shape, args=(dim, start, end, step))
    contiguity_matches("slice", fresh(shape), args=(dim, start, end, step))


@pytest.mark.parametrize("dtype", [np.int64, np.bool_, np.float16, BF16, np.complex64, np.float64])
def test_slice_keeps_dtype(dtype):
    check_op("slice", fresh((4, 5)).astype(dtype), args=(1, 1, 5, 2), grad=False)


# -- select ---------------------------------------------------------------------------------------------------
# dim and index as the runtime passes them: the dim normalised, the index in [0, size)
@pytest.mark.parametrize("shape, dim, index", [
    ((5,), 0, 0), ((5,), 0, 4), ((4, 6), 0, 3), ((4, 6), 1, 5), ((2, 3, 4), 1, 2), ((2, 3, 4), 2, 0), ((1, 4), 0, 0),
    ((3, 0), 0, 1), ((0, 3), 1, 2),
], ids=str)
def test_select(shape, dim, index):
    check_op("select", shape, args=(dim, index))
    contiguity_matches("select", fresh(shape), args=(dim, index))


@pytest.mark.parametrize("dtype", [np.int64, np.bool_, np.float16, BF16, np.complex64, np.float64])
def test_select_keeps_dtype(dtype):
    check_op("select", fresh((4, 5)).astype(dtype), args=(1, 3), grad=False)


# -- index_select ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("shape, dim, index", [
    ((5,), 0, [0, 2, 4]), ((5,), 0, [3, 3, 3, 1]), ((4, 3), 0, [1]), ((4, 3), 1, [2, 0, 2, 1, 0]),
    ((2, 3, 4), 2, [3, 0]), ((2, 3, 4), 1, [1, 1]), ((4, 3), 0, []), ((4, 3), 1, 2), ((), 0, 0), ((), 0, [0]),
], ids=str)
@pytest.mark.parametrize("index_dtype", [np.int64, np.int32])
def test_index_select(shape, dim, index, index_dtype):
    check_op("idx_select", shape, np.array(index, index_dtype), args=(dim,))
    contiguity_matches("idx_select", fresh(shape), np.array(index, index_dtype), args=(dim,))


@pytest.mark.parametrize("dtype", [np.int64, np.bool_, np.float16, BF16, np.complex128])
def test_index_select_keeps_dtype(dtype):
    check_op("idx_select", fresh((4, 3)).astype(dtype), np.array([3, 0, 3]), args=(0,), grad=False)


def test_index_select_gradient_in_float64_and_half_types():
    check_op("idx_select", (4, 3), np.array([0, 0, 2, 0]), args=(0,), dtype=np.float64, rtol=1e-12)
    check_op("idx_select", fresh((4, 3)).astype(BF16), np.array([0, 0, 2]), args=(0,), differentiable=[0], rtol=1e-3,
             fd=False)


@pytest.mark.parametrize("index_dtype", [np.uint8, np.int8, np.int16])
def test_index_select_needs_int32_or_int64(index_dtype):
    assert check_error("idx_select", fresh((4, 3)), np.array([0, 1], index_dtype), args=(0,)) == 4


@pytest.mark.parametrize("index", [[4], [0, -1], [7, 0]])
def test_index_select_out_of_range(index):
    # the runtime checks the range before either backend runs; both fail alike along dim 0 too
    assert check_error("idx_select", fresh((4, 3)), np.array(index), args=(0,)) == 2


def test_index_select_on_a_scalar_with_other_than_one_value():
    # PyTorch's own message has no contract code (it is RT_ERR_INTERNAL through the torch backend);
    # the numpy backend calls it a shape error
    for index in ([0, 0], np.zeros(0, np.int64)):
        with pytest.raises(RuntimeError):
            TORCH.index_select(to_torch(fresh(())), 0, to_torch(np.array(index)))
        with pytest.raises(ShapeError):
            NUMPY.index_select(NTensor(fresh(())), 0, NTensor(np.array(index)))


# -- gather ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("shape, dim, index", [
    ((5,), 0, [4, 0, 0, 2]), ((3, 4), 1, [[0, 1], [3, 3], [2, 0]]), ((3, 4), 0, [[2, 1, 0, 0], [1, 1, 1, 1]]),
    ((3, 4), 1, [[1], [2]]), ((3, 4), 0, [[0, 2, 2, 2], [1, 0, 0, 0], [2, 2, 1, 1], [0, 0, 0, 0]]), ((2, 3, 4), 2, np.zeros((2, 3, 6), int)),
    ((2, 3, 4), 1, [[[2, 1, 0, 0]], [[0, 0, 1, 2]]]), ((), 0, 0), ((3, 4), 1, np.zeros((3, 0), int)),
    ((3, 4), 1, np.zeros((5, 0), int)), ((2, 0), 0, np.zeros((2, 0), int)),
], ids=str)
@pytest.mark.parametrize("index_dtype", [np.int64, np.int32])
def test_gather(shape, dim, index, index_dtype):
    check_op("idx_gather", shape, np.array(index, index_dtype), args=(dim,))


@pytest.mark.parametrize("dtype", [np.int64, np.bool_, np.float16, BF16, np.complex64])
def test_gather_keeps_dtype(dtype):
    check_op("idx_gather", fresh((3, 4)).astype(dtype), np.array([[0, 3], [1, 1], [2, 0]]), args=(1,), grad=False)


def test_gather_gradient_in_float64():
    check_op("idx_gather", (3, 4), np.array([[0, 0, 0], [3, 3, 1], [2, 2, 2]]), args=(1,), dtype=np.float64,
             rtol=1e-12)


@pytest.mark.parametrize("shape, dim, index, code", [
    ((3, 4), 1, [[4]], 2), ((3, 4), 1, [[-1]], 2), ((3, 4), 0, [[0], [3]], 2), ((2, 0), 1, [[0], [0]], 2),
    ((3, 4), 1, np.zeros((4, 1), int), 3), ((3, 4), 0, np.zeros((1, 5), int), 3),
], ids=str)
def test_gather_errors(shape, dim, index, code):
    assert check_error("idx_gather", fresh(shape), np.array(index), args=(dim,)) == code


@pytest.mark.parametrize("index_dtype", [np.uint8, np.int8, np.int16])
def test_gather_needs_int32_or_int64(index_dtype):
    assert check_error("idx_gather", fresh((3, 4)), np.zeros((3, 1), index_dtype), args=(1,)) == 4


# -- cat and stack --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("shapes, dim", [
    (((2, 3), (4, 3)), 0), (((2, 3), (2, 5)), 1), (((2, 3), (2, 3), (2, 1)), 1), (((3,),), 0), (((1,), (4,)), 0),
    (((2, 3, 4), (2, 1, 4)), 1), (((2, 0), (2, 3)), 1), (((0, 3), (0, 3)), 0), (((2, 3), (0,)), 0),
    (((0,), (2, 3), (0,)), 1), (((0,), (0,)), 0),
], ids=str)
def test_cat(shapes, dim):
    check_op("idx_cat", *shapes, args=(dim,))
    contiguity_matches("idx_cat", *[fresh(s) for s in shapes], args=(dim,))


@pytest.mark.parametrize("dtypes", [(np.float32, np.int64), (np.bool_, np.int8), (np.int8, np.uint8),
                                    (np.float16, BF16), (np.complex64, np.float64), (np.float16, np.float64),
                                    (np.bool_, np.bool_), (np.int32, np.int64, np.float16), (BF16, np.int64)],
                         ids=str)
@pytest.mark.parametrize("op", ["idx_cat", "idx_stack"])
def test_cat_and_stack_promote_like_torch(dtypes, op):
    arrays = [(fresh((2, 3)) * 3).astype(dt) for dt in dtypes]
    check_op(op, *arrays, args=(0,), grad=False)


@pytest.mark.parametrize("op", ["idx_cat", "idx_stack"])
def test_cat_and_stack_gradients_across_dtypes(op):
    # each input gets its gradient back in its own dtype (the real part for a real input of a complex result)
    check_op(op, fresh((2, 3)), fresh((2, 3), np.float64), args=(1,), rtol=1e-6)
    check_op(op, fresh((2, 3), np.float16), fresh((2, 3)), args=(0,), rtol=1e-3, fd=False)
    z = (fresh((2, 3)) + 1j * fresh((2, 3))).astype(np.complex64)
    check_op(op, fresh((2, 3)), z, args=(0,), differentiable=[0, 1], fd=False,
             outputs=lambda outs: [TORCH.abs(o) if not isinstance(o, NTensor) else NUMPY.abs(o) for o in outs])


def test_cat_with_an_integer_input_gives_no_grad_to_it():
    check_op("idx_cat", fresh((2, 3)), np.arange(6).reshape(2, 3), args=(0,))


@pytest.mark.parametrize("shapes, dim", [
    (((2, 3), (2, 4)), 0), (((2, 3), (3, 3)), 1), (((2, 3), (2, 3, 1)), 0), (((2, 3), ()), 0), (((), ()), 0),
    (((2, 3), (0, 2)), 0),
], ids=str)
def test_cat_shape_errors(shapes, dim):
    assert check_error("idx_cat", *[fresh(s) for s in shapes], args=(dim,)) == 3


@pytest.mark.parametrize("n, shape, dim", [(1, (2, 3), 0), (2, (2, 3), 0), (3, (2, 3), 1), (2, (2, 3), 2),
                                           (3, (), 0), (2, (0, 3), 1), (4, (5,), 1)], ids=str)
def test_stack(n, shape, dim):
    check_op("idx_stack", *[shape] * n, args=(dim,))
    contiguity_matches("idx_stack", *[fresh(shape) for _ in range(n)], args=(dim,))


@pytest.mark.parametrize("shapes", [((2, 3), (2, 4)), ((2, 3), (3, 2)), ((2, 3), (2, 3, 1)), ((3,), ()), ((0,), (1,))],
                         ids=str)
def test_stack_shape_errors(shapes):
    assert check_error("idx_stack", *[fresh(s) for s in shapes], args=(0,)) == 3


# -- chunk ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("shape, chunks, dim", [
    ((6,), 3, 0), ((5,), 4, 0), ((6,), 4, 0), ((2,), 5, 0), ((7, 2), 3, 0), ((2, 7), 3, 1), ((2, 3, 4), 2, 2),
    ((1,), 1, 0), ((0,), 3, 0), ((3, 0), 2, 1), ((0, 2), 3, 0), ((10,), 4, 0), ((4, 5), 1, 1),
], ids=str)
def test_chunk(shape, chunks, dim):
    parts = check_op("chunk", shape, args=(chunks, dim))
    n = shape[dim]
    size = -(-n // chunks)
    expected = [size] * (n // size) + ([n % size] if n % size else []) if n else [0] * chunks
    assert [p.shape[dim] for p in parts] == expected   # torch.chunk's sizes: ceil(n / chunks), maybe fewer parts
    contiguity_matches("chunk", fresh(shape), args=(chunks, dim))


@pytest.mark.parametrize("dtype", [np.int64, np.bool_, BF16, np.complex64])
def test_chunk_keeps_dtype(dtype):
    check_op("chunk", fresh((5, 2)).astype(dtype), args=(2, 0), grad=False)


def test_chunk_gradient_with_some_parts_unused():
    x = NTensor(fresh((5, 2), np.float64), requires_grad=True)
    t = to_torch(x.data).requires_grad_(True)
    n_parts, t_parts = NUMPY.chunk(x, 3, 0), TORCH.chunk(t, 3, 0)
    NUMPY.backward(NUMPY.sum(n_parts[1], None, False))
    TORCH.backward(TORCH.sum(t_parts[1], None, False))
    np.testing.assert_array_equal(x.grad.data, torch_array(t.grad))
