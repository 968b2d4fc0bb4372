"""Section 24 (ABI 1.3): creation with a dtype and a device in one call, against PyTorch's factories with
the same options; RT_DTYPE_DEFAULT / RT_DEVICE_DEFAULT, and the dtypes and values PyTorch refuses."""

from __future__ import annotations

import pytest
import torch

import simple_torch.runtime as rt
from simple_torch.abi.enums import CPU, DEVICE_DEFAULT, DTYPE_DEFAULT, Dtype, ErrorCode

from .conftest import DTYPE_CODES, assert_error, close, put, take

DTYPES = [torch.float32, torch.float64, torch.int64, torch.int32, torch.uint8, torch.bool, torch.float16,
          torch.complex64]
SAMPLED = {torch.float32, torch.float64, torch.float16, torch.complex64}   # PyTorch's rand/randn take these


@pytest.mark.parametrize("dtype", DTYPES, ids=str)
@pytest.mark.parametrize("kind", ["zeros", "ones", "empty"])
def test_filled_in_the_dtype(kind, dtype):
    made = take(getattr(rt, f"rt_torch_tensor_{kind}_options")([2, 3], DTYPE_CODES[dtype], CPU))
    expected = getattr(torch, kind)(2, 3, dtype=dtype)
    assert made.dtype == dtype and made.shape == expected.shape
    if kind != "empty":
        close(made, expected)


@pytest.mark.parametrize("dtype", DTYPES, ids=str)
@pytest.mark.parametrize("kind", ["rand", "randn"])
def test_samples_only_of_floating_and_complex_dtypes(kind, dtype):
    function = f"rt_torch_tensor_{kind}_options"
    assert rt.rt_torch_manual_seed(0) == 0   # the same samples on every run: the bounds below cannot flake
    h = getattr(rt, function)([500], DTYPE_CODES[dtype], DEVICE_DEFAULT)
    if dtype not in SAMPLED:
        assert_error(h, 0, ErrorCode.DTYPE, function, dtype.__repr__().removeprefix("torch."))
        with pytest.raises((RuntimeError, NotImplementedError)):   # PyTorch refuses them too
            getattr(torch, kind)(2, dtype=dtype)
        return
    made = take(h).to(torch.complex128 if dtype.is_complex else torch.float64)
    assert made.shape == (500,)
    if kind == "rand":
        parts = (made.real, made.imag) if dtype.is_complex else (made,)
        assert all(((p >= 0) & (p < 1)).all() and 0.4 < p.mean() < 0.6 for p in parts)
    else:   # a complex sample has variance 1 in all: 1/2 in each part
        assert abs(made.mean()) < 0.2 and 0.8 < (made - made.mean()).abs().pow(2).mean() < 1.2


def test_the_defaults_are_float32_on_the_default_device():
    made = take(rt.rt_torch_tensor_ones_options([2], DTYPE_DEFAULT, DEVICE_DEFAULT))
    close(made, torch.ones(2))
    h = rt.rt_torch_tensor_zeros_options([1], DTYPE_DEFAULT, DEVICE_DEFAULT)
    assert rt.rt_torch_tensor_device(h) == rt.rt_torch_default_device()
    assert rt.rt_torch_tensor_free(h) == 0


@pytest.mark.parametrize("dtype, value", [(torch.int64, 7.9), (torch.int64, -7.9), (torch.uint8, 255.0),
                                          (torch.bool, 3.0), (torch.float64, 1e300), (torch.float16, 100.5),
                                          (torch.complex64, -2.5), (torch.int8, -128.0)], ids=str)
def test_full_as_pytorch(dtype, value):
    close(take(rt.rt_torch_tensor_full_options([3], value, DTYPE_CODES[dtype], CPU)),
          torch.full((3,), value, dtype=dtype))


@pytest.mark.parametrize("dtype, value", [(torch.uint8, 256.0), (torch.uint8, -0.5), (torch.int64, float("nan")),
                                          (torch.int8, 128.0), (torch.float32, 1e300),
                                          (torch.float16, -1e6)], ids=str)
def test_full_refuses_what_the_dtype_cannot_hold(dtype, value):
    with pytest.raises(RuntimeError, match="overflow"):
        torch.full((3,), value, dtype=dtype)
    assert_error(rt.rt_torch_tensor_full_options([3], value, DTYPE_CODES[dtype], CPU), 0,
                 ErrorCode.INVALID_ARGUMENT, "rt_torch_tensor_full_options", "overflow")


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64, torch.int64, torch.bool, torch.float16], ids=str)
def test_eye(dtype):
    close(take(rt.rt_torch_tensor_eye_options(3, 4, DTYPE_CODES[dtype], CPU)), torch.eye(3, 4, dtype=dtype))


@pytest.mark.parametrize("start, end, steps", [(0, 10, 4), (-3.7, 10.2, 7), (1, 0, 5), (2.5, 2.5, 1), (0, 1, 0)])
@pytest.mark.parametrize("dtype", [torch.float32, torch.float64, torch.int64, torch.int32, torch.uint8, torch.complex64],
                         ids=str)
def test_linspace(dtype, start, end, steps):
    if dtype is torch.uint8 and start < 0:   # the bounds must fit the dtype
        with pytest.raises(RuntimeError, match="overflow"):
            torch.linspace(start, end, steps, dtype=dtype)
        assert_error(rt.rt_torch_tensor_linspace_options(start, end, steps, DTYPE_CODES[dtype], CPU), 0,
                     ErrorCode.INVALID_ARGUMENT, "rt_torch_tensor_linspace_options", "overflow")
        return
    close(take(rt.rt_torch_tensor_linspace_options(start, end, steps, DTYPE_CODES[dtype], CPU)),
          torch.linspace(start, end, steps, dtype=dtype))


def test_linspace_refuses_bool():
    with pytest.raises(RuntimeError, match="not implemented for 'Bool'"):
        torch.linspace(0, 1, 3, dtype=torch.bool)
    assert_error(rt.rt_torch_tensor_linspace_options(0, 1, 3, Dtype.bool, CPU), 0, ErrorCode.DTYPE,
                 "rt_torch_tensor_linspace_options", "bool")


def test_arange_on_a_device():
    close(take(rt.rt_torch_tensor_arange_options(1, 7, 2, Dtype.int32, CPU)),
          torch.arange(1, 7, 2, dtype=torch.int32))
    assert_error(rt.rt_torch_tensor_arange_options(0, 3, 1, Dtype.bool, CPU), 0, ErrorCode.DTYPE,
                 "rt_torch_tensor_arange_options")


@pytest.mark.parametrize("kind", ["zeros", "ones", "empty", "rand", "randn", "full"])
def test_like_keeps_or_replaces_dtype_and_device(kind, handles):
    x = put(torch.arange(6, dtype=torch.float64).reshape(2, 3))
    handles.append(x)
    value = (2.5,) if kind == "full" else ()
    function = getattr(rt, f"rt_torch_tensor_{kind}_like")
    same = take(function(x, *value, DTYPE_DEFAULT, DEVICE_DEFAULT))
    assert same.dtype == torch.float64 and same.shape == (2, 3)
    other = take(function(x, *value, Dtype.float16, CPU))
    assert other.dtype == torch.float16 and other.shape == (2, 3)
    if kind in ("zeros", "ones", "full"):
        close(same, getattr(torch, f"{kind}_like")(torch.zeros(2, 3, dtype=torch.float64), *value))


def test_like_refuses_sampling_integers_and_overflowing_fills(handles):
    x = put(torch.arange(3))
    handles.append(x)
    assert_error(rt.rt_torch_tensor_rand_like(x, DTYPE_DEFAULT, DEVICE_DEFAULT), 0, ErrorCode.DTYPE,
                 "rt_torch_tensor_rand_like", "int64")
    assert_error(rt.rt_torch_tensor_full_like(x, 1e30, DTYPE_DEFAULT, DEVICE_DEFAULT), 0,
                 ErrorCode.INVALID_ARGUMENT, "rt_torch_tensor_full_like", "overflow")
    close(take(rt.rt_torch_tensor_full_like(x, 2.7, DTYPE_DEFAULT, DEVICE_DEFAULT)), torch.full_like(torch.arange(3), 2.7))


def test_bad_codes():
    for function, arguments in (("rt_torch_tensor_zeros_options", ([2],)), ("rt_torch_tensor_eye_options", (2, 2))):
        fn = getattr(rt, function)
        assert_error(fn(*arguments, 8, CPU), 0, ErrorCode.INVALID_ARGUMENT, function, "not a dtype code")
        assert_error(fn(*arguments, Dtype.float32, -2), 0, ErrorCode.INVALID_ARGUMENT, function, "not a device code")
    assert_error(rt.rt_torch_tensor_zeros_options([-1], Dtype.float32, CPU), 0, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_zeros_options", "non-negative")
    assert_error(rt.rt_torch_tensor_zeros_like(0, DTYPE_DEFAULT, DEVICE_DEFAULT), 0, ErrorCode.INVALID_HANDLE,
                 "rt_torch_tensor_zeros_like")


def test_absent_cuda_is_a_device_error():
    """Device-aware: cuda:0 makes the tensor there where it exists; cuda:N of a machine with N devices (cuda:0
    without CUDA) is refused."""
    count = rt.rt_torch_cuda_device_count()
    if count > 0:
        h = rt.rt_torch_tensor_ones_options([1], Dtype.float32, 0)
        assert h > 0, rt.rt_torch_last_error()
        assert rt.rt_torch_tensor_device(h) == 0
        close(take(h), torch.ones(1))
    assert_error(rt.rt_torch_tensor_ones_options([1], Dtype.float32, count), 0, ErrorCode.DEVICE,
                 "rt_torch_tensor_ones_options", f"cuda:{count}")
