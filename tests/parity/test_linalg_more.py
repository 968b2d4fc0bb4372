"""bmm, outer, addmm and baddbmm are composed in the runtime (runtime/linalg.py) from the backends' matmul,
reshape, mul, mul_scalar, add and to_dtype: here the backend calls they make, at the shapes they make them,
agree on both backends (values, gradients, finite differences, error codes)."""

from __future__ import annotations

import numpy as np

from simple_torch.abi.enums import Dtype, ErrorCode

from .parity import check_error, check_op


def test_bmm_path_batched_matmul():
    check_op("matmul", (3, 2, 4), (3, 4, 5), dtype=np.float64)
    check_op("matmul", (1, 1, 3), (1, 3, 1), dtype=np.float32)


def test_outer_path_product_of_a_column_and_a_row():
    check_op("mul", (3, 1), (1, 4), dtype=np.float64)
    check_op("mul", np.arange(3, dtype=np.int64).reshape(3, 1), np.array([[0.5, -2.0]], dtype=np.float32))


def test_addmm_path_scaled_sum_with_a_broadcast_input():
    check_op("add", (4,), (2, 4), dtype=np.float64)
    check_op("mul_scalar", (2, 4), args=(-2.5,), dtype=np.float64)
    check_op("to_dtype", np.array([[2.0, 7.0]]), args=(Dtype.int64,), grad=False)


def test_mismatched_batches_and_dtypes_fail_alike():
    assert check_error("matmul", np.ones((2, 3, 4)), np.ones((3, 4, 5))) == ErrorCode.SHAPE
    assert check_error("matmul", np.ones((1, 2, 3), np.float32), np.ones((1, 3, 2))) == ErrorCode.DTYPE
