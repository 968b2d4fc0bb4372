"""Parity of ABI 1.3's ordering ops and variance with a correction (section 19): the NumPy backend against
PyTorch, values, indices and gradients (PyTorch's autograd and finite differences), for every dim, 0-dim and
empty inputs, NaN, ties where PyTorch's choice is defined (sort is stable, cummax takes the latest, mode the
smallest value at its last index), integers and half precision."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from .parity import check_op, fresh

NAN = np.nan
SHAPES_DIMS = [((6,), 0), ((3, 4), 0), ((3, 4), 1), ((2, 3, 4), 1), ((2, 3, 4), 2), ((), 0), ((2, 0), 1), ((0, 3), 1)]


@pytest.mark.parametrize("shape, dim", SHAPES_DIMS)
@pytest.mark.parametrize("descending", [False, True])
def test_sort(shape, dim, descending):
    check_op("sort", shape, args=(dim, descending))
    check_op("sort", shape, args=(dim, descending), dtype=np.float64, rtol=1e-12, atol=0)


@pytest.mark.parametrize("descending", [False, True])
def test_sort_is_stable_and_puts_nan_above_everything(descending):
    x = np.array([[3.0, 1.0, NAN, 2.0, 1.0, NAN, 3.0], [0.0, -0.0, 0.0, 5.0, -1.0, 5.0, 0.0]], np.float32)
    check_op("sort", x, args=(1, descending), fd=False, rtol=0, atol=0)
    check_op("sort", np.array([True, False, True, False]), args=(0, descending), rtol=0, atol=0)
    check_op("sort", np.array([[3, 1, 3], [7, 7, -2]], np.int64), args=(0, descending), rtol=0, atol=0)
    check_op("sort", np.array([250, 3, 250, 0], np.uint8), args=(0, descending), rtol=0, atol=0)


@pytest.mark.parametrize("dtype", [np.float16, ml_dtypes.bfloat16])
def test_sort_half_precision(dtype):
    check_op("sort", fresh((3, 5)).astype(dtype), args=(1, True), rtol=0, atol=0, grad=False)


@pytest.mark.parametrize("shape, dim", [s for s in SHAPES_DIMS if 0 not in s[0]])
@pytest.mark.parametrize("largest", [True, False])
def test_topk(shape, dim, largest):
    size = shape[dim] if shape else 1
    for k in sorted({0, 1, size}):
        check_op("topk", shape, args=(k, dim, largest))


def test_topk_nan_counts_as_largest():
    x = np.array([1.0, 3.0, NAN, 2.0], np.float32)
    check_op("topk", x, args=(2, 0, True), fd=False, rtol=0, atol=0)
    check_op("topk", x, args=(2, 0, False), fd=False, rtol=0, atol=0)
    check_op("topk", np.array([[5, 1, 4], [0, 9, 2]], np.int32), args=(2, 1, True), rtol=0, atol=0)


@pytest.mark.parametrize("shape, dim", [s for s in SHAPES_DIMS if 0 not in s[0]])
@pytest.mark.parametrize("keepdim", [False, True])
def test_kthvalue(shape, dim, keepdim):
    size = shape[dim] if shape else 1
    for k in sorted({1, (size + 1) // 2, size}):
        check_op("kthvalue", shape, args=(k, dim, keepdim))


@pytest.mark.parametrize("shape, dim", [s for s in SHAPES_DIMS if 0 not in s[0]])
@pytest.mark.parametrize("keepdim", [False, True])
def test_median_dim(shape, dim, keepdim):
    check_op("median_dim", shape, args=(dim, keepdim))


def test_median_with_nan_and_even_counts():
    x = np.array([[3.0, NAN, 1.0, NAN], [4.0, 1.0, 3.0, 2.0], [2.0, 2.0, 2.0, 1.0]], np.float32)
    check_op("median_dim", x, args=(1, False), fd=False, rtol=0, atol=0)
    check_op("median_dim", np.array([[5, 1, 4, 2], [0, 9, 2, 2]], np.int64), args=(1, True), rtol=0, atol=0)
    check_op("median", x[1:], fd=False, rtol=0, atol=0)   # two tied 2s share the gradient
    check_op("median", x, fd=False, rtol=0, atol=0)   # NaN; the NaNs share the gradient


@pytest.mark.parametrize("shape", [(), (7,), (3, 4), (2, 3, 4), (0,)])
def test_median(shape):
    check_op("median", shape)


@pytest.mark.parametrize("dim, keepdim", [(0, False), (1, False), (1, True), (-1, True)])
def test_mode(dim, keepdim):
    x = np.array([[1, 2, 2, 3, 3, 1], [5, 1, 5, 1, 7, 7], [4, 4, 4, 0, 0, 0]], np.int64)
    check_op("mode", x, args=(dim, keepdim), rtol=0, atol=0)
    check_op("mode", x.astype(np.float32), args=(dim, keepdim), rtol=0, atol=0, fd=False)
    check_op("mode", np.array([True, False, False, True, True]), args=(0, keepdim), rtol=0, atol=0)
    check_op("mode", np.array(3.5, np.float32), args=(0, keepdim), rtol=0, atol=0)


@pytest.mark.parametrize("op", ["cummax", "cummin"])
@pytest.mark.parametrize("shape, dim", SHAPES_DIMS)
def test_running_extremes(op, shape, dim):
    check_op(op, shape, args=(dim,))


@pytest.mark.parametrize("op", ["cummax", "cummin"])
def test_running_extremes_take_the_latest_tie_and_keep_nan(op):
    x = np.array([[1.0, 3.0, 3.0, 2.0, NAN, 5.0, NAN], [2.0, 2.0, 1.0, 1.0, 4.0, 4.0, 0.0]], np.float32)
    check_op(op, x, args=(1,), fd=False, rtol=0, atol=0)
    check_op(op, np.array([3, 1, 1, 2, 7, 7], np.int16), args=(0,), rtol=0, atol=0)
    check_op(op, np.array([False, True, True, False]), args=(0,), rtol=0, atol=0)


@pytest.mark.parametrize("x", [np.array([3, 1, 3, 2, 1], np.int64), np.array([[2, 1], [1, 2]], np.int32),
                               np.array([3.0, NAN, 1.0, NAN, 1.0], np.float32), np.array([], np.float32),
                               np.array(4.0, np.float64), np.array([True, False, True]),
                               np.array([0.5, 0.25, 0.5], np.float16)], ids=str)
def test_unique(x):
    check_op("unique", x, rtol=0, atol=0, grad=False)


SEARCHES = [
    (np.array([1.0, 2.0, 3.0], np.float32), np.array([2.5, 0.0, 3.0, 2.0, 9.0], np.float32)),
    (np.array([1.0, 2.0, 2.0, 3.0], np.float32), np.array([[2.0, 1.0], [3.5, -1.0]], np.float32)),
    (np.array([[1, 3, 5], [2, 4, 6]], np.int64), np.array([[3, 6, 0, 5], [2, 2, 7, 1]], np.int64)),
    (np.array([1.0, 2.0, NAN], np.float32), np.array([NAN, 5.0, 1.0], np.float32)),
    (np.array([1.0, 2.0, 3.0], np.float64), np.array(2.0, np.float64)),
    (np.array([1.0, 2.0, 3.0], np.float32), np.array([2, 0, 3], np.int64)),   # PyTorch compares across dtypes
    (np.array([], np.float32), np.array([1.0], np.float32)),
    (np.zeros((5, 0), np.float32), np.zeros((5, 0), np.float32)),
    (np.zeros((0, 3), np.float32), np.zeros((0, 2), np.float32)),
]


@pytest.mark.parametrize("sequence, values", SEARCHES, ids=str)
@pytest.mark.parametrize("right", [False, True])
@pytest.mark.parametrize("out_int32", [False, True])
def test_searchsorted(sequence, values, right, out_int32):
    check_op("searchsorted", sequence, values, args=(out_int32, right, None), rtol=0, atol=0, grad=False)


@pytest.mark.parametrize("right", [False, True])
def test_searchsorted_with_a_sorter(right):
    from .parity import NUMPY, TORCH, NTensor, to_torch, torch_array
    sequence = np.array([[3.0, 1.0, 2.0], [9.0, 7.0, 8.0]], np.float32)
    values = np.array([[2.0, 0.5], [8.0, 10.0]], np.float32)
    sorter = np.argsort(sequence, axis=-1).astype(np.int64)
    expected = torch_array(TORCH.searchsorted(to_torch(sequence), to_torch(values), False, right, to_torch(sorter)))
    ours = NUMPY.searchsorted(NTensor(sequence), NTensor(values), False, right, NTensor(sorter)).data
    np.testing.assert_array_equal(ours, expected)
    assert ours.dtype == expected.dtype


@pytest.mark.parametrize("shape, dims", [((3, 4), None), ((3, 4), (1,)), ((2, 3, 4), (0, 2)), ((2, 3, 4), (2, 0)),
                                         ((5,), (0,)), ((), None)])
@pytest.mark.parametrize("correction", [0.0, 1.0, 2.5])
@pytest.mark.parametrize("keepdim", [False, True])
@pytest.mark.parametrize("op", ["var_correction", "std_correction"])
def test_spread_with_correction(op, shape, dims, correction, keepdim):
    size = int(np.prod(shape)) if dims is None else int(np.prod([shape[d] for d in dims]))
    if size - correction <= 0:   # the spread is NaN or inf: compared as values, no gradient
        check_op(op, shape, args=(dims, correction, keepdim), grad=False)
    else:
        check_op(op, shape, args=(dims, correction, keepdim), rtol=1e-4, atol=1e-5)
        check_op(op, shape, args=(dims, correction, keepdim), dtype=np.complex64, rtol=1e-4, atol=1e-5, grad=False)
