"""Parity of the NumPy backend's distances, sampling grids, patches and NaN-aware ops with the PyTorch backend: values,
gradients against PyTorch's autograd and against finite differences (cdist at every kind of p and both Euclidean
paths, grid_sample in every mode and padding mode, 2-D and 3-D (bicubic 2-D), im2col and col2im with dilation, padding and stride),
and the subgradients PyTorch picks at NaNs, ties and zero distances."""

from __future__ import annotations

import numpy as np
import pytest

from .parity import RNG, check_op, fresh

NAN = np.nan


@pytest.mark.parametrize("p", [0.0, 1.0, 2.0, 3.0, 0.5, 1.5, np.inf])
def test_cdist_by_differences(p):
    """Batch dims broadcast ((2, 4, 3) against (5, 3)); p = 0 is piecewise constant (a zero gradient)."""
    check_op("cdist", (2, 4, 3), (5, 3), args=(p, False), dtype=np.float64, fd=p != np.inf)


def test_cdist_through_matrix_products():
    check_op("cdist", (3, 6, 4), (3, 7, 4), args=(2.0, True), rtol=1e-4, atol=1e-5)


def test_cdist_subgradients_at_zero_distance_and_ties():
    """A row of x2 equal to one of x1 (distance 0: gradient 0), and equal largest differences for p = inf (each
    gets the gradient, as PyTorch's)."""
    x1 = np.array([[1.0, 2.0, 3.0], [0.0, 0.0, 0.0]])
    x2 = np.array([[1.0, 2.0, 3.0], [1.0, -1.0, 0.5]])
    for p in (1.0, 2.0, 3.0, 0.5, np.inf):
        check_op("cdist", x1, x2, args=(p, False), fd=False)


@pytest.mark.parametrize("mode, rank", [("bilinear", 2), ("bilinear", 3), ("nearest", 2), ("nearest", 3),
                                        ("bicubic", 2)])   # PyTorch's bicubic takes 4-D input only
@pytest.mark.parametrize("padding_mode", ["zeros", "border", "reflection"])
@pytest.mark.parametrize("align_corners", [False, True])
def test_grid_sample(mode, rank, padding_mode, align_corners):
    """Grid points from -1.7 to 1.7: inside the input and out of it on every side."""
    x = fresh((2, 2, 4, 5) if rank == 2 else (1, 2, 3, 4, 2), np.float64)
    grid = RNG.uniform(-1.7, 1.7, size=(2, 3, 2, 2) if rank == 2 else (1, 2, 2, 2, 3))
    # nearest reads a constant between roundings: its grid gradient is zero, as PyTorch's
    check_op("grid_sample", x, grid, args=(mode, padding_mode, align_corners), dtype=np.float64,
             fd=mode != "nearest", differentiable=[0, 1])


@pytest.mark.parametrize("kernel, dilation, padding, stride", [
    ((2, 2), (1, 1), (0, 0), (1, 1)), ((2, 3), (2, 1), (1, 0), (2, 1)), ((3, 3), (1, 1), (1, 1), (2, 2)),
])
def test_im2col_and_col2im(kernel, dilation, padding, stride):
    x = (2, 3, 6, 7)
    columns = check_op("im2col", x, args=(kernel, dilation, padding, stride))[0]
    check_op("col2im", columns.shape, args=((6, 7), kernel, dilation, padding, stride))


@pytest.mark.parametrize("op", ["fmax", "fmin"])
def test_nan_ignoring_extremes(op):
    """A NaN loses to a number (the gradient goes to the number), NaN only where both are; a tie's whole gradient
    goes to the first operand; broadcast."""
    a = np.array([[1.0, NAN, 2.0, NAN, 3.0]], np.float32)
    b = np.array([[0.0], [4.0]], np.float32) * np.ones(5, np.float32)
    b[0, 2], b[1, 3], b[1, 4] = NAN, NAN, 3.0
    check_op(op, a, b, fd=False)
    check_op(op, (3, 4), (4,))


@pytest.mark.parametrize("op", ["fmax", "fmin"])
@pytest.mark.parametrize("left, right", [(np.int32, np.int64), (np.bool_, np.bool_), (np.float16, np.float64)])
def test_nan_ignoring_extremes_promote(op, left, right):
    check_op(op, np.array([[1, 0, 3]]).astype(left), np.array([[2], [0]]).astype(right), grad=False)


@pytest.mark.parametrize("dim, keepdim", [(None, False), (0, False), (1, True)])
def test_nansum(dim, keepdim):
    x = fresh((3, 4))
    x[0, 1] = x[2, 3] = x[1, 0] = NAN
    check_op("nansum", x, args=(dim, keepdim), fd=False)
    check_op("nansum", np.array([[1, 2], [3, 4]], np.int32), args=(dim, keepdim), grad=False)


def test_argwhere():
    check_op("argwhere", np.array([[0.0, 1.5], [NAN, 0.0]], np.float32), grad=False)
    check_op("argwhere", np.array(3, np.int64), grad=False)
