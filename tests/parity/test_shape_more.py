"""Parity of ABI 1.3's repeat, repeat_interleave, diag, diagonal and pad (every mode): values, dtypes,
gradients against PyTorch's autograd and finite differences, and the same error codes. split,
tensor_split, movedim and unflatten are slices, permutations and reshapes made by the runtime
(tests/runtime/test_shape_more.py)."""

from __future__ import annotations

import numpy as np
import pytest

from simple_torch.abi.enums import ErrorCode

from .parity import check_error, check_op, fresh


@pytest.mark.parametrize("shape, repeats", [((3,), (2,)), ((2, 3), (2, 1)), ((2, 3), (3, 1, 2)), ((2, 0), (2, 2)),
                                            ((), (4,)), ((2, 3), (0, 1))])
def test_repeat(shape, repeats):
    check_op("repeat", shape, args=(repeats,))


def test_repeat_keeps_integer_dtypes():
    check_op("repeat", np.array([[1, 2]], np.int16), args=((2, 2),), grad=False)


@pytest.mark.parametrize("shape, repeats, dim", [((3,), (2,), 0), ((2, 3), (1, 0, 2), 1), ((2, 3), (3,), 0),
                                                 ((4, 2), (0, 1, 2, 3), 0), ((2, 3), (0,), 1)])
def test_repeat_interleave(shape, repeats, dim):
    check_op("repeat_interleave", shape, args=(repeats, dim))


@pytest.mark.parametrize("shape, diagonal", [((4,), 0), ((3,), 2), ((3,), -1), ((3, 4), 0), ((3, 4), 2),
                                             ((4, 3), -2), ((3, 4), 7)])
def test_diag(shape, diagonal):
    check_op("diag", shape, args=(diagonal,))


@pytest.mark.parametrize("shape", [(), (2, 2, 2)])
def test_diag_needs_one_or_two_dims(shape):
    assert check_error("diag", fresh(shape), args=(0,)) == ErrorCode.SHAPE


@pytest.mark.parametrize("offset, dim1, dim2", [(0, 0, 1), (1, 0, 1), (-1, 1, 0), (0, 2, 0), (2, 1, 2), (-5, 0, 2)])
def test_diagonal(offset, dim1, dim2):
    check_op("diagonal", (3, 4, 5), args=(offset, dim1, dim2))


@pytest.mark.parametrize("mode", ["constant", "reflect", "replicate", "circular"])
@pytest.mark.parametrize("shape, pads", [((2, 5), (1, 2)), ((1, 2, 4), (2, 0)), ((2, 3, 4), (1, 1, 2, 1)),
                                         ((1, 2, 3, 4), (-1, 2, 1, 0)), ((1, 1, 3, 3, 4), (1, 1, 1, 0, 2, 1))])
def test_pad(mode, shape, pads):
    check_op("pad", shape, args=(pads, mode, 0.0))


@pytest.mark.parametrize("pads, value", [((1, 1), 2.5), ((0, 0, 2, 1, 1, 0), -1.0), ((-1, -2), 0.0), ((), 0.0)])
def test_constant_pad_of_any_dims(pads, value):
    check_op("pad", (2, 3, 4), args=(pads, "constant", value))


def test_pad_of_integers_fills_the_value_converted():
    check_op("pad", np.array([[1, 2, 3]], np.int64), args=((1, 1), "constant", 2.75), grad=False)
    check_op("pad", np.array([[1, 2, 3]], np.int32), args=((2, 1), "reflect", 0.0), grad=False)


INT64_EXTREMES = [-2**63, 2**63 - 1]   # what the fuzzer found: PyTorch's roll and NumPy's tril took neither


@pytest.mark.parametrize("op", ["tril", "triu"])
@pytest.mark.parametrize("diagonal", INT64_EXTREMES)
def test_triangles_of_extreme_diagonals(op, diagonal):
    check_op(op, (2, 4), args=(diagonal,))


@pytest.mark.parametrize("shifts", INT64_EXTREMES)
def test_roll_by_extreme_shifts(shifts):
    check_op("roll", (3, 4), args=(shifts, 1))
    check_op("roll", (), args=(shifts, 0))
    check_op("roll", (0, 2), args=(shifts, 0))


@pytest.mark.parametrize("offset", INT64_EXTREMES)
def test_diagonals_of_extreme_offsets(offset):
    check_op("diag", (2, 3), args=(offset,))
    check_op("diagonal", (2, 3, 4), args=(offset, 2, 0))
