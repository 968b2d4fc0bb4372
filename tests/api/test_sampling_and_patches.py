"""st.cdist, F.grid_sample, F.affine_grid, F.unfold/F.fold, nn.Unfold/nn.Fold, argwhere, fmax/fmin and
nansum/nanmean against PyTorch, on the active backend: PyTorch's names, argument names and defaults, values and
gradients (a few cases each: the backend parity tests sweep the options), and PyTorch's errors for bad input."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
import torch
import torch.nn.functional as TF

import simple_torch as st

from .conftest import assert_same

F = st.nn.functional
TOL = dict(rtol=1e-4, atol=1e-5)


def _pair(array: np.ndarray, grad: bool = True):
    return st.tensor(array, requires_grad=grad), torch.tensor(array, requires_grad=grad)


def _same_with_gradients(ours, theirs, inputs) -> None:
    """Values, then the gradients of a weighted sum to each (ours, theirs) input pair."""
    assert_same(ours, theirs, **TOL)
    weights = np.random.default_rng(1).standard_normal(tuple(theirs.shape)).astype(np.float32)
    (ours * st.tensor(weights, dtype=ours.dtype)).sum().backward()
    (theirs * torch.tensor(weights, dtype=theirs.dtype)).sum().backward()
    for s, t in inputs:
        assert_same(s.grad, t.grad, **TOL)


@pytest.mark.parametrize("p, compute_mode, rows", [
    (2.0, "use_mm_for_euclid_dist_if_necessary", 4), (2.0, "use_mm_for_euclid_dist_if_necessary", 30),
    (2.0, "use_mm_for_euclid_dist", 4), (2.0, "donot_use_mm_for_euclid_dist", 30), (1.0, "use_mm_for_euclid_dist", 4),
    (0.0, "use_mm_for_euclid_dist_if_necessary", 4), (float("inf"), "donot_use_mm_for_euclid_dist", 4),
    (1.5, "use_mm_for_euclid_dist_if_necessary", 4),
])
def test_cdist(p, compute_mode, rows):
    rng = np.random.default_rng(0)
    a, b = _pair(rng.standard_normal((2, rows, 3)).astype(np.float32)), _pair(rng.standard_normal((5, 3)).astype(np.float32))
    _same_with_gradients(st.cdist(a[0], b[0], p, compute_mode), torch.cdist(a[1], b[1], p, compute_mode), [a, b])


def test_cdist_defaults_and_errors():
    x, y = np.arange(6.0).reshape(3, 2), np.ones((4, 2))
    assert_same(st.cdist(x1=st.tensor(x), x2=st.tensor(y)), torch.cdist(torch.tensor(x), torch.tensor(y)))
    assert_same(st.cdist(st.tensor(x), st.tensor(y), p=1), torch.cdist(torch.tensor(x), torch.tensor(y), p=1))
    with pytest.raises(st.DtypeError, match="floating-point"):
        st.cdist(st.ones(3, 2, dtype=st.int64), st.ones(3, 2))
    with pytest.raises(st.ShapeError, match="at least 2D"):
        st.cdist(st.ones(3), st.ones(3))
    with pytest.raises(st.ShapeError, match="same number of columns"):
        st.cdist(st.ones(3, 2), st.ones(3, 4))
    with pytest.raises(st.ShapeError, match="must match"):
        st.cdist(st.ones(2, 3, 4), st.ones(3, 5, 4))
    with pytest.raises(st.InvalidArgumentError, match="non-negative p"):
        st.cdist(st.ones(3, 2), st.ones(3, 2), p=-1)
    with pytest.raises(st.InvalidArgumentError, match="non-negative p"):
        st.cdist(st.ones(3, 2), st.ones(3, 2), p=float("nan"))
    with pytest.raises(ValueError, match="not a valid value for compute_mode"):
        st.cdist(st.ones(3, 2), st.ones(3, 2), compute_mode="fast")
    with pytest.raises(st.DtypeError, match="one dtype"):
        st.cdist(st.ones(3, 2), st.ones(3, 2, dtype=st.float64))
    with pytest.raises(st.DtypeError, match="float16"):   # PyTorch has half types through matrix products only
        st.cdist(st.ones(3, 2, dtype=st.float16), st.ones(3, 2, dtype=st.float16))
    assert st.cdist(st.ones(3, 2, dtype=st.float16), st.ones(3, 2, dtype=st.float16),
                    compute_mode="use_mm_for_euclid_dist").dtype == st.float16
    assert st.cdist(st.ones(0, 2), st.ones(3, 2)).shape == (0, 3)


@pytest.mark.parametrize("mode, padding_mode, align_corners, rank", [
    ("bilinear", "zeros", False, 2), ("bilinear", "border", True, 2), ("bilinear", "reflection", False, 2),
    ("nearest", "zeros", True, 2), ("nearest", "reflection", False, 2), ("bilinear", "zeros", True, 3),
    ("nearest", "border", False, 3), ("bicubic", "zeros", False, 2), ("bicubic", "reflection", True, 2),
])
def test_grid_sample(mode, padding_mode, align_corners, rank):
    rng = np.random.default_rng(2)
    x = _pair(rng.standard_normal((2, 3) + (4, 5, 3)[:rank]).astype(np.float32))
    grid = _pair(rng.uniform(-1.6, 1.6, (2,) + (3, 2, 4)[:rank] + (rank,)).astype(np.float32))
    _same_with_gradients(F.grid_sample(x[0], grid[0], mode, padding_mode, align_corners),
                         TF.grid_sample(x[1], grid[1], mode, padding_mode, align_corners), [x, grid])


def test_grid_sample_defaults_and_errors():
    x, grid = st.arange(12.0).reshape(1, 1, 3, 4), st.tensor([[[[0.2, -0.4], [1.0, 1.0]]]])
    with pytest.warns(UserWarning, match="align_corners=False"):   # PyTorch's default, with its warning
        ours = F.grid_sample(x, grid)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        theirs = TF.grid_sample(torch.arange(12.0).reshape(1, 1, 3, 4), torch.tensor([[[[0.2, -0.4], [1.0, 1.0]]]]))
    assert_same(ours, theirs)
    with pytest.raises(ValueError, match="expected mode"):
        F.grid_sample(x, grid, mode="linear", align_corners=False)
    with pytest.raises(ValueError, match="expected padding_mode"):
        F.grid_sample(x, grid, padding_mode="wrap", align_corners=False)
    with pytest.raises(st.InvalidArgumentError, match="bicubic interpolation only supports 4D"):
        F.grid_sample(st.zeros(1, 1, 2, 2, 2), st.zeros(1, 1, 1, 1, 3), mode="bicubic", align_corners=False)
    with pytest.raises(st.ShapeError, match="same batch size"):
        F.grid_sample(x, st.zeros(2, 1, 2, 2), align_corners=False)
    with pytest.raises(st.ShapeError, match="size 2 in last dimension"):
        F.grid_sample(x, st.zeros(1, 1, 2, 3), align_corners=False)
    with pytest.raises(st.ShapeError, match="4D or 5D"):
        F.grid_sample(x[0], grid[0], align_corners=False)
    with pytest.raises(st.ShapeError, match="non-empty spatial"):
        F.grid_sample(st.zeros(1, 1, 0, 4), grid, align_corners=False)
    with pytest.raises(st.DtypeError):
        F.grid_sample(x.long(), grid, align_corners=False)
    with pytest.raises(st.DtypeError, match="one dtype"):
        F.grid_sample(x, grid.double(), align_corners=False)


@pytest.mark.parametrize("size, align_corners", [([2, 3, 4, 5], False), ([2, 3, 4, 5], True),
                                                 ([2, 1, 3, 2, 4], False), ([2, 1, 1, 3], False)])
def test_affine_grid(size, align_corners):
    theta = _pair(np.random.default_rng(3).standard_normal((2, len(size) - 2, len(size) - 1)).astype(np.float32))
    _same_with_gradients(F.affine_grid(theta[0], size, align_corners), TF.affine_grid(theta[1], size, align_corners),
                         [theta])


def test_affine_grid_feeds_grid_sample_and_errors():
    """A rotation's grid through grid_sample, float64, as a spatial transformer uses them."""
    angle = 0.3
    theta = np.array([[[np.cos(angle), -np.sin(angle), 0.1], [np.sin(angle), np.cos(angle), 0.0]]])
    x = np.random.default_rng(4).standard_normal((1, 2, 5, 6))
    ours = F.grid_sample(st.tensor(x), F.affine_grid(st.tensor(theta), [1, 2, 5, 6], align_corners=False),
                         align_corners=False)
    theirs = TF.grid_sample(torch.tensor(x), TF.affine_grid(torch.tensor(theta), [1, 2, 5, 6], align_corners=False),
                            align_corners=False)
    assert_same(ours, theirs)
    with pytest.warns(UserWarning, match="unit-size grids"):   # PyTorch's warning; the grid is still PyTorch's
        unit = F.affine_grid(st.tensor(theta), [1, 2, 1, 6], align_corners=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert_same(unit, TF.affine_grid(torch.tensor(theta), [1, 2, 1, 6], align_corners=True))
    with pytest.raises(st.DtypeError, match="floating point"):
        F.affine_grid(st.zeros(1, 2, 3, dtype=st.int64), [1, 1, 2, 2], align_corners=False)
    with pytest.raises(st.ShapeError, match="Nx2x3"):
        F.affine_grid(st.zeros(1, 3, 3), [1, 1, 2, 2], align_corners=False)
    with pytest.raises(ValueError, match="4D and 5D"):
        F.affine_grid(st.zeros(1, 2, 3), [1, 2, 2], align_corners=False)
    with pytest.raises(ValueError, match="positive output size"):
        F.affine_grid(st.zeros(1, 2, 3), [1, 1, 0, 2], align_corners=False)
    with pytest.raises(st.ShapeError, match="affine matrices"):
        F.affine_grid(st.zeros(2, 2, 3), [1, 1, 2, 2], align_corners=False)


@pytest.mark.parametrize("kernel_size, dilation, padding, stride", [(2, 1, 0, 1), ((2, 3), (2, 1), (1, 0), (2, 1))])
def test_unfold_and_fold(kernel_size, dilation, padding, stride):
    rng = np.random.default_rng(5)
    x = _pair(rng.standard_normal((2, 3, 6, 7)).astype(np.float32))
    options = dict(kernel_size=kernel_size, dilation=dilation, padding=padding, stride=stride)
    _same_with_gradients(F.unfold(x[0], **options), TF.unfold(x[1], **options), [x])
    blocks = TF.unfold(x[1], **options).shape
    columns = _pair(rng.standard_normal(tuple(blocks)).astype(np.float32))
    _same_with_gradients(F.fold(columns[0], (6, 7), **options), TF.fold(columns[1], (6, 7), **options), [columns])
    # the modules, and unbatched input
    assert_same(st.nn.Unfold(**options)(x[0][0]), torch.nn.Unfold(**options)(x[1][0]))
    assert_same(st.nn.Fold((6, 7), **options)(columns[0][1]), torch.nn.Fold((6, 7), **options)(columns[1][1]))
    assert repr(st.nn.Fold((6, 7), **options)) == repr(torch.nn.Fold((6, 7), **options))
    assert repr(st.nn.Unfold(**options)) == repr(torch.nn.Unfold(**options))


def test_unfold_and_fold_errors():
    x = st.zeros(1, 2, 4, 4)
    with pytest.raises(st.ShapeError, match="3D or 4D"):
        F.unfold(st.zeros(1, 1, 1, 4, 4), 2)
    with pytest.raises(st.ShapeError, match="3D or 4D"):
        F.unfold(st.zeros(1, 0, 4, 4), 2)
    with pytest.raises(st.InvalidArgumentError, match="kernel_size"):
        F.unfold(x, 0)
    with pytest.raises(st.InvalidArgumentError, match="stride"):
        F.unfold(x, 2, stride=0)
    with pytest.raises(st.InvalidArgumentError, match="padding"):
        F.unfold(x, 2, padding=-1)
    with pytest.raises(st.ShapeError, match="sliding blocks"):
        F.unfold(x, 5)
    with pytest.raises(st.DtypeError):
        F.unfold(x.long(), 2)
    with pytest.raises(st.ShapeError, match="divisible by the product of kernel_size"):
        F.fold(st.zeros(1, 7, 9), (4, 4), 2)
    with pytest.raises(st.ShapeError, match="sliding blocks 3 \\* 3 = 9"):
        F.fold(st.zeros(1, 8, 10), (4, 4), 2)
    with pytest.raises(st.ShapeError, match="2D or 3D"):
        F.fold(st.zeros(1, 1, 8, 9), (4, 4), 2)
    assert F.unfold(st.zeros(0, 2, 4, 4), 2).shape == (0, 8, 9)


def test_fmax_fmin_and_argwhere():
    a = np.array([[1.0, np.nan, 2.0, np.nan, 3.0]], np.float32)
    b = np.array([[0.0, 4.0, np.nan, np.nan, 3.0]], np.float32)
    for name in ("fmax", "fmin"):
        x, y = _pair(a), _pair(b)
        _same_with_gradients(getattr(st, name)(x[0], other=y[0]), getattr(torch, name)(x[1], other=y[1]), [x, y])
        assert_same(getattr(st.tensor(a), name)(st.tensor(b[0, :1])), getattr(torch.tensor(a), name)(torch.tensor(b[0, :1])))
    with pytest.raises(st.DtypeError):
        st.fmax(st.ones(2, dtype=st.complex64), st.ones(2, dtype=st.complex64))
    m = np.array([[0, 3, 0], [1, 0, 2]])
    assert_same(st.argwhere(st.tensor(m)), torch.argwhere(torch.tensor(m)))
    assert_same(st.tensor(m).argwhere(), torch.tensor(m).argwhere())
    assert_same(st.argwhere(st.tensor(5.0)), torch.argwhere(torch.tensor(5.0)))


@pytest.mark.parametrize("dim, keepdim", [(None, False), (1, False), ((0, 2), True), ([-1, 0], False), ([], False)])
def test_nansum_and_nanmean(dim, keepdim):
    x = np.random.default_rng(6).standard_normal((3, 4, 2)).astype(np.float32)
    x[0, 1, 0] = x[2, 3, 1] = x[1, :, 0] = np.nan
    for name in ("nansum", "nanmean"):
        pair = _pair(x)
        ours = getattr(st, name)(pair[0]) if dim is None else getattr(st, name)(pair[0], dim, keepdim)
        theirs = getattr(torch, name)(pair[1]) if dim is None else getattr(torch, name)(pair[1], dim, keepdim)
        _same_with_gradients(ours, theirs, [pair])
        method = getattr(st.tensor(x), name)(dim=dim, keepdim=keepdim)
        assert_same(method, getattr(torch.tensor(x), name)(dim=dim, keepdim=keepdim), **TOL)


def test_nansum_and_nanmean_dtypes_and_errors():
    ints = np.array([[1, 2], [3, 4]], np.int32)
    assert_same(st.nansum(st.tensor(ints)), torch.nansum(torch.tensor(ints)))
    assert_same(st.nansum(st.tensor(ints), 0, dtype=st.int32), torch.nansum(torch.tensor(ints), 0, dtype=torch.int32))
    x = np.array([1.0, np.nan, 2.5], np.float32)
    assert_same(st.nansum(st.tensor(x), dtype=st.float64), torch.nansum(torch.tensor(x), dtype=torch.float64))
    assert_same(st.nanmean(st.tensor(x), dtype=st.float64), torch.nanmean(torch.tensor(x), dtype=torch.float64))
    assert_same(st.nanmean(st.tensor([np.nan, np.nan])), torch.nanmean(torch.tensor([np.nan, np.nan])))
    with pytest.raises(st.DtypeError, match="floating point"):
        st.nanmean(st.tensor(ints))
    with pytest.raises(st.DtypeError, match="floating point"):
        st.nanmean(st.tensor(ints), dtype=st.float64)
    with pytest.raises(st.DtypeError, match="complex"):
        st.nansum(st.ones(2, dtype=st.complex64))
    with pytest.raises(st.InvalidArgumentError, match="multiple times"):
        st.nanmean(st.ones(2, 3), (0, 0))
    with pytest.raises(st.InvalidArgumentError, match="out of range"):
        st.nanmean(st.ones(2, 3), 2)
