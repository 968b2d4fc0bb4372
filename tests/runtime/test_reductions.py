"""Section 6: reductions over all elements and along one dim, against PyTorch called directly."""

from __future__ import annotations

import math

import pytest
import torch

import simple_torch.runtime as rt
from simple_torch.abi.errors import ErrorCode

from .conftest import assert_error, assert_ok, bad_handles, close, get, put, take

OPS = ["sum", "mean", "max", "min", "argmax", "argmin", "std", "var"]
WHOLE = {"sum": torch.sum, "mean": torch.mean, "max": torch.max, "min": torch.min, "argmax": torch.argmax,
         "argmin": torch.argmin, "std": torch.std, "var": torch.var}
ALONG = {"sum": lambda x, d, k: torch.sum(x, d, keepdim=k),
         "mean": lambda x, d, k: torch.mean(x, d, keepdim=k),
         "max": lambda x, d, k: torch.amax(x, d, keepdim=k),          # values only
         "min": lambda x, d, k: torch.amin(x, d, keepdim=k),
         "argmax": lambda x, d, k: torch.argmax(x, d, keepdim=k),
         "argmin": lambda x, d, k: torch.argmin(x, d, keepdim=k),
         "std": lambda x, d, k: torch.std(x, d, keepdim=k),           # Bessel's correction (unbiased)
         "var": lambda x, d, k: torch.var(x, d, keepdim=k)}
DIM_CASES = [((5,), 0), ((5,), -1), ((3, 4), 0), ((3, 4), 1), ((3, 4), -1), ((3, 4), -2), ((2, 3, 4), 0),
             ((2, 3, 4), 1), ((2, 3, 4), 2), ((2, 3, 4), -1), ((2, 3, 4), -3), ((1, 6), 0), ((4, 1), 1)]
NEEDS_ELEMENTS = ["max", "min", "argmax", "argmin"]
NEEDS_FLOAT = ["mean", "std", "var"]


def ok(h: int) -> torch.Tensor:
    """The call that produced h succeeded (RT_OK, empty message); its value, h freed."""
    assert_ok()
    return take(h)


def whole(op: str, h: int) -> int:
    return getattr(rt, f"rt_torch_tensor_{op}")(h)


def along(op: str, h: int, dim: int, keepdim: int) -> int:
    return getattr(rt, f"rt_torch_tensor_{op}_dim")(h, dim, keepdim)


# -- values -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("shape", [(5,), (3, 4), (2, 3, 4), (2, 1)])
@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_whole_like_torch(op, shape, dtype, handles):
    x = torch.randn(shape, dtype=dtype)
    handles.append(put(x))
    got = ok(whole(op, handles[0]))
    assert got.shape == ()
    close(got, WHOLE[op](x))


@pytest.mark.parametrize("op", ["sum", "mean", "max", "min", "argmax", "argmin"])
def test_whole_of_a_scalar(op, handles):
    x = torch.tensor(2.5)
    handles.append(put(x))
    close(ok(whole(op, handles[0])), WHOLE[op](x))


@pytest.mark.filterwarnings("ignore::UserWarning")   # PyTorch warns: degrees of freedom <= 0
@pytest.mark.parametrize("op", ["std", "var"])
@pytest.mark.parametrize("x", [torch.tensor(2.5), torch.tensor([1.5])])
def test_std_var_of_one_element_is_nan_like_torch(op, x, handles):
    handles.append(put(x))
    got = ok(whole(op, handles[0]))
    assert got.shape == () and math.isnan(got.item())
    close(got, WHOLE[op](x), equal_nan=True)


@pytest.mark.filterwarnings("ignore::UserWarning")   # std/var over a dim of size 1: NaN, PyTorch warns
@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("shape,dim", DIM_CASES)
@pytest.mark.parametrize("keepdim", [0, 1])
def test_along_dim_like_torch(op, shape, dim, keepdim, handles):
    x = torch.randn(shape)
    handles.append(put(x))
    got = ok(along(op, handles[0], dim, keepdim))
    ref = ALONG[op](x, dim, bool(keepdim))
    close(got, ref, equal_nan=True)
    d = dim % len(shape)
    expected = shape[:d] + ((1,) if keepdim else ()) + shape[d + 1:]
    assert tuple(got.shape) == expected


@pytest.mark.parametrize("op", ["sum", "mean", "max", "min", "argmax", "argmin"])
@pytest.mark.parametrize("dim", [0, -1])
@pytest.mark.parametrize("keepdim", [0, 1])
def test_along_dim_of_a_scalar(op, dim, keepdim, handles):
    x = torch.tensor(-1.25)
    handles.append(put(x))
    close(ok(along(op, handles[0], dim, keepdim)), ALONG[op](x, dim, bool(keepdim)))


@pytest.mark.parametrize("op", OPS)
def test_along_dim_float64(op, handles):
    x = torch.randn(3, 5, dtype=torch.float64)
    handles.append(put(x))
    close(ok(along(op, handles[0], 1, 1)), ALONG[op](x, 1, True))


def test_std_and_var_use_bessels_correction(handles):
    x = torch.tensor([1.0, 2.0, 3.0, 4.0])
    handles.append(put(x))
    close(ok(rt.rt_torch_tensor_var(handles[0])), torch.tensor(5.0 / 3.0))
    close(ok(rt.rt_torch_tensor_std(handles[0])), torch.tensor(math.sqrt(5.0 / 3.0)))
    m = torch.tensor([[1.0, 3.0], [2.0, 6.0]])
    handles.append(put(m))
    close(ok(rt.rt_torch_tensor_var_dim(handles[1], 0, 0)), torch.tensor([0.5, 4.5]))
    close(ok(rt.rt_torch_tensor_std_dim(handles[1], 1, 1)), torch.tensor([[math.sqrt(2.0)], [math.sqrt(8.0)]]))


def test_known_values(handles):
    x = torch.tensor([[1.0, 7.0, -2.0], [4.0, 7.0, 0.5]])
    handles.append(put(x))
    h = handles[0]
    close(ok(rt.rt_torch_tensor_sum(h)), torch.tensor(17.5))
    close(ok(rt.rt_torch_tensor_mean(h)), torch.tensor(17.5 / 6))
    close(ok(rt.rt_torch_tensor_max(h)), torch.tensor(7.0))
    close(ok(rt.rt_torch_tensor_min(h)), torch.tensor(-2.0))
    close(ok(rt.rt_torch_tensor_argmax(h)), torch.tensor(1))          # first of the ties, flattened
    close(ok(rt.rt_torch_tensor_argmin(h)), torch.tensor(2))
    close(ok(rt.rt_torch_tensor_max_dim(h, 0, 0)), torch.tensor([4.0, 7.0, 0.5]))
    close(ok(rt.rt_torch_tensor_min_dim(h, -1, 1)), torch.tensor([[-2.0], [0.5]]))
    close(ok(rt.rt_torch_tensor_argmax_dim(h, 1, 0)), torch.tensor([1, 1]))
    close(ok(rt.rt_torch_tensor_argmin_dim(h, 0, 1)), torch.tensor([[0, 0, 0]]))
    close(ok(rt.rt_torch_tensor_sum_dim(h, 0, 0)), torch.tensor([5.0, 14.0, -1.5]))
    close(ok(rt.rt_torch_tensor_mean_dim(h, 1, 0)), torch.tensor([2.0, 11.5 / 3]))


def test_max_dim_returns_values_only(handles):
    x = torch.randn(4, 5)
    handles.append(put(x))
    got = ok(rt.rt_torch_tensor_max_dim(handles[0], 1, 0))
    close(got, torch.max(x, 1).values)
    close(ok(rt.rt_torch_tensor_min_dim(handles[0], 0, 1)), torch.min(x, 0, keepdim=True).values)


@pytest.mark.parametrize("dtype", [torch.int32, torch.int64, torch.uint8, torch.bool])
def test_integer_and_bool_sums_promote_like_torch(dtype, handles):
    x = torch.randint(0, 2, (3, 4)).to(dtype)
    handles.append(put(x))
    close(ok(rt.rt_torch_tensor_sum(handles[0])), torch.sum(x))
    close(ok(rt.rt_torch_tensor_sum_dim(handles[0], 1, 0)), torch.sum(x, 1))


@pytest.mark.parametrize("op", ["max", "min", "argmax", "argmin"])
def test_integer_extrema_like_torch(op, handles):
    x = torch.tensor([[3, -9, 12], [12, 0, -9]], dtype=torch.int32)
    handles.append(put(x))
    close(ok(whole(op, handles[0])), WHOLE[op](x))
    close(ok(along(op, handles[0], 0, 0)), ALONG[op](x, 0, False))


def test_max_and_min_of_bool_like_torch(handles):
    x = torch.tensor([[True, False], [False, False]])
    handles.append(put(x))
    close(ok(rt.rt_torch_tensor_max(handles[0])), torch.max(x))
    close(ok(rt.rt_torch_tensor_min_dim(handles[0], 1, 0)), torch.amin(x, 1))


def test_nan_propagates_through_max_like_torch(handles):
    x = torch.tensor([1.0, float("nan"), 3.0])
    handles.append(put(x))
    close(ok(rt.rt_torch_tensor_max(handles[0])), torch.max(x), equal_nan=True)
    close(ok(rt.rt_torch_tensor_argmax(handles[0])), torch.argmax(x))


def test_sum_and_mean_of_empty_like_torch(handles):
    x = torch.empty(0, 3)
    handles.append(put(x))
    close(ok(rt.rt_torch_tensor_sum(handles[0])), torch.tensor(0.0))
    assert math.isnan(ok(rt.rt_torch_tensor_mean(handles[0])).item())
    close(ok(rt.rt_torch_tensor_sum_dim(handles[0], 0, 0)), torch.zeros(3))
    close(ok(rt.rt_torch_tensor_sum_dim(handles[0], 1, 1)), torch.zeros(0, 1))


@pytest.mark.parametrize("op", NEEDS_ELEMENTS)
def test_extrema_along_a_non_empty_dim_of_an_empty_tensor(op, handles):
    x = torch.empty(0, 3)
    handles.append(put(x))
    close(ok(along(op, handles[0], 1, 0)), ALONG[op](x, 1, False))


def test_keepdim_any_nonzero_is_true(handles):
    x = torch.randn(2, 3)
    handles.append(put(x))
    close(ok(rt.rt_torch_tensor_sum_dim(handles[0], 1, 7)), torch.sum(x, 1, keepdim=True))


def test_input_is_borrowed_not_changed(handles):
    x = torch.randn(3, 4)
    handles.append(put(x))
    for op in OPS:
        assert rt.rt_torch_tensor_free(whole(op, handles[0])) == 0
        assert rt.rt_torch_tensor_free(along(op, handles[0], 0, 1)) == 0
    close(get(handles[0]), x)


# -- errors -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("op", OPS)
def test_bad_handles(op):
    for bad, word in bad_handles():
        assert_error(whole(op, bad), 0, ErrorCode.INVALID_HANDLE, f"rt_torch_tensor_{op}", "x:", word)
        assert_error(along(op, bad, 0, 0), 0, ErrorCode.INVALID_HANDLE, f"rt_torch_tensor_{op}_dim", "x:", word)


@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("shape,dim", [((3, 4), 2), ((3, 4), -3), ((5,), 1), ((), 1), ((), -2), ((2, 3, 4), 64)])
def test_dim_out_of_range(op, shape, dim, handles):
    handles.append(put(torch.randn(shape)))
    assert_error(along(op, handles[0], dim, 0), 0, ErrorCode.INVALID_ARGUMENT, f"rt_torch_tensor_{op}_dim",
                 f"dim {dim} is out of range")


@pytest.mark.parametrize("op", ["sum", "max"])
@pytest.mark.parametrize("dim,keepdim,word", [(0.0, 0, "dim must be an integer"), ("0", 0, "dim must be an integer"),
                                              (0, "yes", "keepdim must be an integer"),
                                              (0, None, "keepdim must be an integer")])
def test_non_integer_dim_or_keepdim(op, dim, keepdim, word, handles):
    handles.append(put(torch.randn(2, 3)))
    assert_error(along(op, handles[0], dim, keepdim), 0, ErrorCode.INVALID_ARGUMENT, f"rt_torch_tensor_{op}_dim", word)


@pytest.mark.parametrize("op", NEEDS_ELEMENTS)
@pytest.mark.parametrize("shape", [(0,), (0, 3), (2, 0, 4)])
def test_extrema_of_empty_tensor_is_a_shape_error(op, shape, handles):
    handles.append(put(torch.empty(shape)))
    assert_error(whole(op, handles[0]), 0, ErrorCode.SHAPE, f"rt_torch_tensor_{op}", "empty")


@pytest.mark.parametrize("op", NEEDS_ELEMENTS)
@pytest.mark.parametrize("shape,dim", [((0,), 0), ((0, 3), 0), ((0, 3), -2), ((2, 0, 4), 1)])
@pytest.mark.parametrize("keepdim", [0, 1])
def test_extrema_along_empty_dim_is_a_shape_error(op, shape, dim, keepdim, handles):
    handles.append(put(torch.empty(shape)))
    assert_error(along(op, handles[0], dim, keepdim), 0, ErrorCode.SHAPE, f"rt_torch_tensor_{op}_dim", "size 0")


@pytest.mark.parametrize("op", NEEDS_FLOAT)
@pytest.mark.parametrize("dtype", [torch.int64, torch.int32, torch.bool])
def test_mean_std_var_of_integers_is_a_dtype_error(op, dtype, handles):
    handles.append(put(torch.ones(2, 3, dtype=dtype)))
    assert_error(whole(op, handles[0]), 0, ErrorCode.DTYPE, f"rt_torch_tensor_{op}")
    assert_error(along(op, handles[0], 1, 0), 0, ErrorCode.DTYPE, f"rt_torch_tensor_{op}_dim")


@pytest.mark.parametrize("op", ["argmax", "argmin"])
def test_argmax_argmin_of_bool_is_a_dtype_error(op, handles):
    handles.append(put(torch.tensor([[True, False], [False, True]])))
    assert_error(whole(op, handles[0]), 0, ErrorCode.DTYPE, f"rt_torch_tensor_{op}", "bool")
    assert_error(along(op, handles[0], 0, 1), 0, ErrorCode.DTYPE, f"rt_torch_tensor_{op}_dim", "bool")


@pytest.mark.parametrize("op", NEEDS_ELEMENTS)
def test_extrema_of_complex_is_a_dtype_error(op, handles):
    handles.append(put(torch.randn(2, 3, dtype=torch.complex64)))
    assert_error(whole(op, handles[0]), 0, ErrorCode.DTYPE, f"rt_torch_tensor_{op}", "complex64")
    assert_error(along(op, handles[0], 0, 0), 0, ErrorCode.DTYPE, f"rt_torch_tensor_{op}_dim", "complex64")


@pytest.mark.parametrize("op", ["sum", "mean", "std", "var"])
def test_complex_sums_and_moments_like_torch(op, handles):
    x = torch.randn(3, 4, dtype=torch.complex64)
    handles.append(put(x))
    close(ok(whole(op, handles[0])), WHOLE[op](x))
    close(ok(along(op, handles[0], 1, 0)), ALONG[op](x, 1, False))
