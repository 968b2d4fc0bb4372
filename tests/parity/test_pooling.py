"""Parity of the NumPy backend's ABI 1.5 pooling with the PyTorch backend: a sweep of shapes and options (max
pooling with dilation, ceil_mode and indices; average pooling with ceil_mode, count_include_pad and
divisor_override; adaptive average and max pooling to sizes below, at and above the input's), forward and
backward, the gradients also against finite differences; and ties, NaN and the dtypes each pooling takes."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from simple_torch.abi.errors import Error
from simple_torch.runtime.pooling import _check_windows

from .parity import check_op, fresh

ml_dtypes = pytest.importorskip("ml_dtypes")

sizes = st.tuples(st.integers(1, 9), st.integers(1, 9))
pairs = st.tuples(st.integers(1, 4), st.integers(1, 4))


def _valid(shape, kernel, stride, padding, dilation, ceil_mode) -> bool:
    """Whether the runtime lets these windows through to the backend."""
    try:
        _check_windows("sweep", shape, kernel, stride, padding, dilation, ceil_mode)
    except Error:
        return False
    return True


@settings(max_examples=40, deadline=None)
@given(hw=sizes, kernel=pairs, stride=st.tuples(st.integers(1, 3), st.integers(1, 3)),
       dilation=st.tuples(st.integers(1, 3), st.integers(1, 3)), ceil_mode=st.booleans(), data=st.data())
def test_max_pool2d_sweep(hw, kernel, stride, dilation, ceil_mode, data):
    padding = tuple(data.draw(st.integers(0, k // 2)) for k in kernel)
    assume(_valid(hw, kernel, stride, padding, dilation, ceil_mode))
    check_op("max_pool2d_with_indices", (2, 3, *hw), args=(kernel, stride, padding, dilation, ceil_mode))


@settings(max_examples=40, deadline=None)
@given(hw=sizes, kernel=pairs, stride=st.tuples(st.integers(1, 3), st.integers(1, 3)), ceil_mode=st.booleans(),
       count_include_pad=st.booleans(), divisor=st.sampled_from([None, None, 1, 3, -2]), data=st.data())
def test_avg_pool2d_sweep(hw, kernel, stride, ceil_mode, count_include_pad, divisor, data):
    padding = tuple(data.draw(st.integers(0, k // 2)) for k in kernel)
    assume(_valid(hw, kernel, stride, padding, (1, 1), ceil_mode))
    check_op("avg_pool2d_ex", (2, 3, *hw), args=(kernel, stride, padding, ceil_mode, count_include_pad, divisor))


@settings(max_examples=30, deadline=None)
@given(hw=sizes, out=st.tuples(st.integers(1, 12), st.integers(1, 12)), unbatched=st.booleans())
def test_adaptive_pool2d_sweep(hw, out, unbatched):
    shape = (3, *hw) if unbatched else (2, 3, *hw)
    check_op("adaptive_avg_pool2d", shape, args=(out,))
    check_op("adaptive_max_pool2d", shape, args=(out,))


def test_ties_pick_the_first_maximum_and_nan_the_last():
    """Rounded inputs tie often: the picks (indices) and where the gradient goes must be PyTorch's."""
    tied = np.round(fresh((2, 3, 8, 9)), 0).astype(np.float32)
    tied[0, 0, 2, 2] = tied[0, 0, 2, 4] = tied[1, 1, 5, 5] = np.nan
    for args in (((3, 3), (1, 1), (1, 1), (1, 1), False), ((2, 3), (2, 2), (1, 1), (2, 1), True)):
        check_op("max_pool2d_with_indices", tied, args=args, fd=False)
    for out in ((3, 4), (1, 1), (8, 9), (11, 2)):
        check_op("adaptive_max_pool2d", tied, args=(out,), fd=False)
    negative = np.full((1, 2, 4, 4), -np.inf, np.float32)   # every tap -inf: the window's first element
    check_op("max_pool2d_with_indices", negative, args=((3, 3), (2, 2), (1, 1), (1, 1), True), grad=False)


def test_dtypes_each_pooling_takes():
    rng = np.random.default_rng(0)
    for dtype in (np.int64, np.int32, np.uint8, np.int8):
        ints = rng.integers(-50 if dtype != np.uint8 else 0, 50, (2, 2, 6, 7)).astype(dtype)
        check_op("max_pool2d_with_indices", ints, args=((3, 2), (2, 2), (1, 1), (1, 2), True), grad=False)
    longs = rng.integers(-50, 50, (2, 2, 6, 7)).astype(np.int64)   # C++ division: truncated toward zero
    for count, divisor in ((True, None), (False, None), (True, -3)):
        check_op("avg_pool2d_ex", longs, args=((3, 3), (2, 2), (1, 1), True, count, divisor), grad=False)
    check_op("max_pool2d_with_indices", (2, 2, 6, 7), args=((2, 2), (1, 1), (1, 1), (2, 2), False),
             dtype=np.float64)
    check_op("adaptive_avg_pool2d", (2, 2, 6, 7), args=((4, 5),), dtype=np.float64)
    for half, tol in ((np.float16, 2e-3), (ml_dtypes.bfloat16, 2e-2)):
        check_op("avg_pool2d_ex", (2, 2, 6, 7), args=((3, 3), (2, 2), (1, 1), True, False, None), dtype=half,
                 rtol=tol, atol=tol, fd=False)
        check_op("adaptive_max_pool2d", (2, 2, 6, 7), args=((4, 3),), dtype=half, rtol=tol, atol=tol, fd=False)
        check_op("adaptive_avg_pool2d", (2, 2, 6, 7), args=((4, 3),), dtype=half, rtol=tol, atol=tol, fd=False)


def test_empty_batches_and_outputs():
    check_op("max_pool2d_with_indices", (0, 2, 5, 5), args=((2, 2), (2, 2), (0, 0), (1, 1), True))
    check_op("avg_pool2d_ex", (0, 2, 5, 5), args=((2, 2), (2, 2), (1, 1), True, False, None))
    check_op("adaptive_max_pool2d", (0, 2, 5, 5), args=((3, 3),))
    check_op("adaptive_avg_pool2d", (2, 0, 5, 5), args=((3, 3),), grad=False)   # PyTorch's backward refuses it
    check_op("adaptive_max_pool2d", (2, 2, 5, 5), args=((0, 3),), grad=False)
