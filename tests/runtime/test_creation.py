"""Section 2: tensor creation against PyTorch called directly."""

from __future__ import annotations

import array
import math

import numpy as np
import pytest
import torch

import simple_torch.runtime as rt
from simple_torch.abi.errors import ErrorCode
from simple_torch.runtime import startup

from .conftest import (BACKEND, DEVICE, DTYPE_CODES, TORCH_DEVICE, TORCH_DTYPES, assert_error, assert_ok, close, take,
                       torch_backend_only)

SHAPES = [(), (0,), (3,), (2, 3), (2, 0, 4), (1, 1, 1, 1), (2, 1, 3, 1, 2)]
FILLED = {"zeros": torch.zeros, "ones": torch.ones}
SIZED = ("zeros", "ones", "randn", "rand", "empty", "full")   # the functions taking (dims, ndims, ...)
BAD_DTYPES = [-1, 8, 12, 13, 14, 16, 100, 2**31 - 1]
HUGE = 1 << 40          # 4 TiB of float32: no machine here has it
FLOAT32 = DTYPE_CODES[torch.float32]


def sized(name: str, dims):
    """Call one of the (dims, ndims) creation functions; full gets a value."""
    fn = getattr(rt, f"rt_torch_tensor_{name}")
    return fn(dims, 1.5) if name == "full" else fn(dims)


def sample(dtype: torch.dtype, shape=(2, 3)) -> torch.Tensor:
    """Values that survive a round trip exactly in dtype, including negatives where they exist."""
    gen = torch.Generator().manual_seed(3)
    if dtype == torch.bool:
        return torch.rand(shape, generator=gen) > 0.5
    if dtype == torch.uint8:
        return torch.randint(0, 256, shape, generator=gen, dtype=dtype)
    if not dtype.is_floating_point and not dtype.is_complex:
        info = torch.iinfo(dtype)
        return torch.randint(info.min, info.max, shape, generator=gen, dtype=dtype)
    return (torch.randn(shape, generator=gen, dtype=torch.complex128 if dtype.is_complex else torch.float64) * 100
            ).to(dtype)


def raw(t: torch.Tensor) -> bytes:
    return t.contiguous().view(-1).view(torch.uint8).numpy().tobytes() if t.numel() else b""


@pytest.fixture
def float64_default():
    """The host process prefers float64; the contract still says float32."""
    before = torch.get_default_dtype()
    torch.set_default_dtype(torch.float64)
    yield
    torch.set_default_dtype(before)


# -- zeros, ones, full, empty ---------------------------------------------------------------------------
@pytest.mark.parametrize("name", FILLED)
@pytest.mark.parametrize("shape", SHAPES)
def test_filled_like_torch(name, shape):
    close(take(getattr(rt, f"rt_torch_tensor_{name}")(list(shape))), FILLED[name](shape), rtol=0, atol=0)
    assert_ok()


@pytest.mark.parametrize("value", [0.0, 2.5, -3.25, 1e-3, 3e38, -math.inf, math.inf, 7])
@pytest.mark.parametrize("shape", [(), (4,), (2, 3)])
def test_full_like_torch(value, shape):
    close(take(rt.rt_torch_tensor_full(list(shape), value)), torch.full(shape, value, dtype=torch.float32))
    assert_ok()


def test_full_nan():
    got = take(rt.rt_torch_tensor_full([3], math.nan))
    assert got.dtype == torch.float32 and got.shape == (3,) and torch.isnan(got).all()


def test_full_value_beyond_float32_is_refused_as_by_torch():
    with pytest.raises(RuntimeError, match="overflow"):
        torch.full((2,), 1e40, dtype=torch.float32)
    assert_error(rt.rt_torch_tensor_full([2], -1e40), 0, ErrorCode.INVALID_ARGUMENT, "rt_torch_tensor_full", "overflow")


@pytest.mark.parametrize("shape", SHAPES)
def test_empty_has_shape_and_dtype(shape):
    got = take(rt.rt_torch_tensor_empty(list(shape)))
    assert got.shape == shape and got.dtype == torch.float32
    assert_ok()


@pytest.mark.parametrize("dims", [(2, 3), np.array([2, 3]), [np.int64(2), np.int32(3)], range(2, 4)])
def test_dims_may_be_any_integer_sequence(dims):
    close(take(rt.rt_torch_tensor_ones(dims)), torch.ones(2, 3))


def test_creation_is_float32_whatever_the_torch_default(float64_default):
    for name in SIZED:
        h = sized(name, [2])
        assert rt.rt_torch_tensor_dtype(h) == FLOAT32, name
        rt.rt_torch_tensor_free(h)
    for h in (rt.rt_torch_tensor_eye(2, 2), rt.rt_torch_tensor_linspace(0, 1, 3)):
        assert rt.rt_torch_tensor_dtype(h) == FLOAT32
        rt.rt_torch_tensor_free(h)


def test_creation_uses_the_default_device():
    for name in SIZED:
        h = sized(name, [2])
        assert rt.rt_torch_tensor_device(h) == DEVICE
        rt.rt_torch_tensor_free(h)


# -- random ---------------------------------------------------------------------------------------------
@torch_backend_only
@pytest.mark.parametrize("name, reference", [("randn", torch.randn), ("rand", torch.rand)])
@pytest.mark.parametrize("shape", [(), (5,), (3, 4), (2, 0)])
def test_random_matches_torch_with_the_same_seed(name, reference, shape):
    rt.rt_torch_manual_seed(1234)
    ours = take(getattr(rt, f"rt_torch_tensor_{name}")(list(shape)))
    torch.manual_seed(1234)   # the runtime draws from the default device's generator
    close(ours, reference(shape, device=TORCH_DEVICE).cpu(), rtol=0, atol=0)


def test_randn_statistics():
    rt.rt_torch_manual_seed(5)
    x = take(rt.rt_torch_tensor_randn([200_000]))
    assert x.dtype == torch.float32 and x.shape == (200_000,)
    assert abs(x.mean().item()) < 0.01
    assert abs(x.std().item() - 1) < 0.01
    assert 0.67 < (x.abs() < 1).float().mean().item() < 0.70     # 68.3 % within one sigma


def test_rand_statistics():
    rt.rt_torch_manual_seed(6)
    x = take(rt.rt_torch_tensor_rand([200_000]))
    assert x.dtype == torch.float32 and x.shape == (200_000,)
    assert x.min().item() >= 0 and x.max().item() < 1
    assert abs(x.mean().item() - 0.5) < 0.005
    assert abs(x.var().item() - 1 / 12) < 0.002


def test_random_calls_advance_the_generator():
    rt.rt_torch_manual_seed(9)
    a, b = take(rt.rt_torch_tensor_rand([16])), take(rt.rt_torch_tensor_rand([16]))
    assert not torch.equal(a, b)


# -- from_data ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", list(DTYPE_CODES), ids=str)
@pytest.mark.parametrize("shape", [(), (4,), (2, 3), (0, 3)])
def test_from_data_round_trips_every_dtype(dtype, shape):
    t = sample(dtype, shape)
    h = rt.rt_torch_tensor_from_data(raw(t), list(shape), DTYPE_CODES[dtype])
    assert h > 0, rt.rt_torch_last_error()
    assert_ok()
    assert rt.rt_torch_tensor_dtype(h) == DTYPE_CODES[dtype]
    got = take(h)
    assert got.dtype == dtype and got.shape == shape
    assert raw(got) == raw(t)


def test_from_data_bool_any_nonzero_byte_is_true():
    got = take(rt.rt_torch_tensor_from_data(bytes([0, 1, 2, 255, 0]), [5], DTYPE_CODES[torch.bool]))
    close(got, torch.tensor([False, True, True, True, False]))
    assert raw(got) == bytes([0, 1, 1, 1, 0])   # stored canonically


def test_from_data_copies():
    data = bytearray(np.arange(4, dtype=np.float32).tobytes())
    h = rt.rt_torch_tensor_from_data(data, [4], FLOAT32)
    data[:] = bytes(len(data))
    close(take(h), torch.arange(4, dtype=torch.float32))


def test_from_data_reads_only_what_the_shape_needs():
    data = np.arange(10, dtype=np.float64)
    close(take(rt.rt_torch_tensor_from_data(data, [2, 2], DTYPE_CODES[torch.float64])),
          torch.arange(4, dtype=torch.float64).reshape(2, 2))


@pytest.mark.parametrize("make", [bytes, bytearray, memoryview, lambda b: np.frombuffer(b, np.float32),
                                  lambda b: array.array("f", np.frombuffer(b, np.float32).tolist()),
                                  lambda b: (lambda n: b[:n])],
                         ids=["bytes", "bytearray", "memoryview", "ndarray", "array", "callable"])
def test_from_data_accepts_any_buffer(make):
    values = torch.tensor([1.5, -2.0, 3.25], dtype=torch.float32)
    close(take(rt.rt_torch_tensor_from_data(make(raw(values)), [3], FLOAT32)), values)


def test_from_data_read_only_source():
    values = np.array([[1, 2], [3, 4]], dtype=np.int32)
    values.setflags(write=False)
    close(take(rt.rt_torch_tensor_from_data(values, [2, 2], DTYPE_CODES[torch.int32])),
          torch.tensor([[1, 2], [3, 4]], dtype=torch.int32))


def test_from_data_null_is_fine_for_no_elements():
    got = take(rt.rt_torch_tensor_from_data(None, [0, 5], FLOAT32))
    assert got.shape == (0, 5) and got.dtype == torch.float32


@pytest.mark.parametrize("dims, dtype, nbytes", [([3], torch.float32, 11), ([2, 2], torch.float64, 31),
                                                 ([], torch.int64, 7), ([4], torch.complex128, 63),
                                                 ([1], torch.uint8, 0)])
def test_from_data_too_small(dims, dtype, nbytes):
    need = math.prod(dims) * torch.empty(0, dtype=dtype).element_size()
    assert_error(rt.rt_torch_tensor_from_data(bytes(nbytes), dims, DTYPE_CODES[dtype]), 0, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_from_data", f"holds {nbytes} bytes, {need} are needed")


@pytest.mark.parametrize("dims", [[], [1], [3, 2]])
def test_from_data_null_with_elements(dims):
    assert_error(rt.rt_torch_tensor_from_data(None, dims, FLOAT32), 0, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_from_data", "data is NULL")


@pytest.mark.parametrize("data", ["abcd", 1234, 1.0, [1.0]])
def test_from_data_not_a_buffer(data):
    assert_error(rt.rt_torch_tensor_from_data(data, [1], FLOAT32), 0, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_from_data", "data must be a bytes-like object")


@pytest.mark.parametrize("dtype", BAD_DTYPES)
def test_from_data_bad_dtype(dtype):
    assert_error(rt.rt_torch_tensor_from_data(bytes(64), [2], dtype), 0, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_from_data", f"dtype {dtype} is not a dtype code")


def test_from_data_dtype_must_be_an_integer():
    assert_error(rt.rt_torch_tensor_from_data(bytes(64), [2], 6.0), 0, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_from_data", "dtype must be an integer")


def test_from_data_bad_dims():
    fn = "rt_torch_tensor_from_data"
    assert_error(rt.rt_torch_tensor_from_data(bytes(64), [2, -3], FLOAT32), 0, ErrorCode.INVALID_ARGUMENT, fn,
                 "dims[1] is -3")
    assert_error(rt.rt_torch_tensor_from_data(bytes(64), None, FLOAT32), 0, ErrorCode.INVALID_ARGUMENT, fn,
                 "dims is NULL")


def test_from_data_size_beyond_addressing():
    assert_error(rt.rt_torch_tensor_from_data(None, [1 << 62, 4], FLOAT32), 0, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_from_data", "over 2**63")


# -- arange, linspace, eye ------------------------------------------------------------------------------
FLOAT_ARANGES = [(0, 1, 0.25), (-1.5, 1.5, 0.5), (0, 1, 0.3), (1, -1, -0.4)]
INT_ARANGES = [(0, 5, 1), (2, 11, 3), (5, 0, -1), (0, 0, 1), (3, 3, -2), (-4, 4, 3)]
FLOATS = [torch.float32, torch.float64, torch.float16, torch.bfloat16]
INTS = [torch.int64, torch.int32, torch.int16, torch.int8]
ARANGE_CASES = ([(*r, d) for d in FLOATS for r in FLOAT_ARANGES + INT_ARANGES]
                + [(*r, d) for d in INTS for r in INT_ARANGES])


@pytest.mark.parametrize("start, end, step, dtype", ARANGE_CASES)
def test_arange_like_torch(start, end, step, dtype):
    exact = {"rtol": 0, "atol": 0} if BACKEND == "torch" or not dtype.is_floating_point else {}
    close(take(rt.rt_torch_tensor_arange(start, end, step, DTYPE_CODES[dtype])),   # made on the default device
          torch.arange(start, end, step, dtype=dtype, device=TORCH_DEVICE).cpu(),
          **exact)   # numpy: within 1 ulp of PyTorch's vector kernel
    assert_ok()


def test_arange_uint8():
    close(take(rt.rt_torch_tensor_arange(0, 200, 7, DTYPE_CODES[torch.uint8])),
          torch.arange(0, 200, 7, dtype=torch.uint8), rtol=0, atol=0)


@pytest.mark.parametrize("start, end, step, words", [
    (0, 5, 0, ("step must be non-zero",)),
    (0, 5, -1, ("goes away from end",)),
    (5, 0, 1, ("goes away from end",)),
    (math.nan, 5, 1, ("start must be finite",)),
    (0, math.inf, 1, ("end must be finite",)),
    (0, 5, -math.inf, ("step must be finite",)),
    (0, 5, "1", ("step must be a number",)),
    (0, 1e300, 1e-300, ("over 2**63",)),
    (0, 2.0**62, 1, ("over 2**63",)),
    (-1.5, -2, 5e-324, ("goes away from end",)),   # (end - start) * step underflows to -0.0 (found by make fuzz)
])
def test_arange_bad_arguments(start, end, step, words):
    assert_error(rt.rt_torch_tensor_arange(start, end, step, FLOAT32), 0, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_arange", *words)


@pytest.mark.parametrize("dtype", BAD_DTYPES)
def test_arange_bad_dtype_code(dtype):
    assert_error(rt.rt_torch_tensor_arange(0, 5, 1, dtype), 0, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_arange", f"dtype {dtype} is not a dtype code")


@pytest.mark.parametrize("dtype", [torch.bool, torch.complex64, torch.complex128], ids=str)
def test_arange_dtype_without_order(dtype):
    with pytest.raises(RuntimeError):   # PyTorch has no arange for these either
        torch.arange(0, 5, 1, dtype=dtype)
    assert_error(rt.rt_torch_tensor_arange(0, 5, 1, DTYPE_CODES[dtype]), 0, ErrorCode.DTYPE, "rt_torch_tensor_arange")


@pytest.mark.parametrize("start, end, steps", [(0, 1, 5), (-2, 2, 1), (1, 0, 4), (0, 1, 0), (3, 3, 3),
                                               (-1e3, 1e3, 101), (0.5, 0.25, 2)])
def test_linspace_like_torch(start, end, steps):
    close(take(rt.rt_torch_tensor_linspace(start, end, steps)),   # made on the default device, by its kernel
          torch.linspace(start, end, steps, dtype=torch.float32, device=TORCH_DEVICE).cpu(), rtol=0, atol=0)
    assert_ok()


@pytest.mark.parametrize("start, end, steps, words", [
    (0, 1, -1, ("steps is -1", "non-negative")),
    (0, 1, 2.5, ("steps must be an integer",)),
    (math.nan, 1, 3, ("start must be finite",)),
    (0, -math.inf, 3, ("end must be finite",)),
    (0, 1, 1 << 62, ("over 2**63",)),
])
def test_linspace_bad_arguments(start, end, steps, words):
    assert_error(rt.rt_torch_tensor_linspace(start, end, steps), 0, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_linspace", *words)


@pytest.mark.parametrize("n, m", [(3, 3), (2, 4), (4, 2), (0, 3), (3, 0), (1, 1), (0, 0)])
def test_eye_like_torch(n, m):
    close(take(rt.rt_torch_tensor_eye(n, m)), torch.eye(n, m), rtol=0, atol=0)
    assert_ok()


@pytest.mark.parametrize("n, m, words", [(-1, 2, ("n is -1",)), (2, -3, ("m is -3",)),
                                         (2.0, 2, ("n must be an integer",)), (2, None, ("m must be an integer",)),
                                         (1 << 62, 4, ("over 2**63",))])
def test_eye_bad_arguments(n, m, words):
    assert_error(rt.rt_torch_tensor_eye(n, m), 0, ErrorCode.INVALID_ARGUMENT, "rt_torch_tensor_eye", *words)


# -- errors of the (dims, ndims) functions --------------------------------------------------------------
@pytest.mark.parametrize("name", SIZED)
@pytest.mark.parametrize("dims, words", [
    ([-1], ("dims[0] is -1", "non-negative")),
    ([2, 3, -5], ("dims[2] is -5",)),
    (None, ("dims is NULL",)),
    ([2, 1.5], ("dims[1] must be an integer", "float")),
    ([True], ("dims[0] must be an integer", "bool")),
    (["2"], ("dims[0] must be an integer",)),
    (5, ("dims must be a sequence of integers",)),
    ([1] * 65, ("65 entries", "at most 64")),
    ([1 << 62, 4], ("over 2**63",)),
    ([1 << 31, 1 << 31, 1 << 31], ("over 2**63",)),
    # empty, but past what NumPy can represent: refused on both backends (found by make fuzz)
    ([3, 1 << 62, 0, 4], ("counting its size-0 dims as 1", "over 2**63")),
    ([(1 << 63) - 1, 0], ("counting its size-0 dims as 1", "over 2**63")),
])
def test_bad_dims(name, dims, words):
    fn = f"rt_torch_tensor_{name}"
    assert_error(sized(name, dims), 0, ErrorCode.INVALID_ARGUMENT, fn, *words)


@pytest.mark.parametrize("name", SIZED)
def test_64_dims_is_the_limit_that_works(name):
    got = take(sized(name, [1] * 64))
    assert got.shape == (1,) * 64


@pytest.mark.parametrize("name", SIZED)
def test_huge_allocation_is_out_of_memory(name):
    assert_error(sized(name, [HUGE]), 0, ErrorCode.OUT_OF_MEMORY, f"rt_torch_tensor_{name}")
    assert_error(sized(name, [1 << 20, 1 << 20]), 0, ErrorCode.OUT_OF_MEMORY, f"rt_torch_tensor_{name}")


def test_huge_eye_linspace_arange_are_out_of_memory():
    assert_error(rt.rt_torch_tensor_eye(1 << 20, 1 << 20), 0, ErrorCode.OUT_OF_MEMORY, "rt_torch_tensor_eye")
    assert_error(rt.rt_torch_tensor_linspace(0, 1, HUGE), 0, ErrorCode.OUT_OF_MEMORY, "rt_torch_tensor_linspace")
    assert_error(rt.rt_torch_tensor_arange(0, HUGE, 1, FLOAT32), 0, ErrorCode.OUT_OF_MEMORY, "rt_torch_tensor_arange")


def test_full_value_must_be_a_number():
    assert_error(rt.rt_torch_tensor_full([2], "x"), 0, ErrorCode.INVALID_ARGUMENT, "rt_torch_tensor_full",
                 "value must be a number")
    assert_error(rt.rt_torch_tensor_full([2], None), 0, ErrorCode.INVALID_ARGUMENT, "rt_torch_tensor_full")


def test_absent_default_device_is_a_device_error(monkeypatch):
    """A default device that is not there (configured on a machine without it) fails every creation. Device-aware:
    cuda:N on a machine with N devices (cuda:0 without CUDA)."""
    absent = rt.rt_torch_cuda_device_count()
    monkeypatch.setattr(startup, "default_device", absent)
    calls = {name: lambda name=name: sized(name, [2]) for name in SIZED}
    calls.update(from_data=lambda: rt.rt_torch_tensor_from_data(bytes(8), [2], FLOAT32),
                 arange=lambda: rt.rt_torch_tensor_arange(0, 3, 1, FLOAT32),
                 linspace=lambda: rt.rt_torch_tensor_linspace(0, 1, 3), eye=lambda: rt.rt_torch_tensor_eye(2, 2))
    for name, call in calls.items():
        assert_error(call(), 0, ErrorCode.DEVICE, f"rt_torch_tensor_{name}", f"cuda:{absent}")


def test_dtype_table_is_complete():
    """Every contract dtype is reachable from torch and back (the tests above rely on the table)."""
    assert sorted(TORCH_DTYPES) == [0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 15]


def test_every_function_of_the_section_is_tested_here():
    """A function added to section 2 of the spec must get its tests in this file."""
    from pathlib import Path

    from simple_torch.abi.signature import FUNCTIONS
    source = Path(__file__).read_text()
    short = {n: n.removeprefix("rt_torch_tensor_") for n in FUNCTIONS}   # SIZED names the (dims) functions short
    missing = [n for n, f in FUNCTIONS.items()
               if f.section == 2 and f"rt.{n}(" not in source and f'"{short[n]}"' not in source]
    assert missing == []
