"""Issue 19: data into and out of a tensor on the default device in one copy.

from_data to a GPU copies straight from the caller's (writable) memory; its code is device-agnostic, so it is
checked here with the CPU as its target against the CPU route, bit for bit. Through the ABI, every dtype goes in
from writable and read-only memory and comes back out unchanged on whatever the default device is (CUDA under
`make test-gpu`).
"""

from __future__ import annotations

import numpy as np
import pytest
import torch

import simple_torch.runtime as rt
from simple_torch.abi.enums import CPU, Dtype

from .conftest import BACKEND, DEVICE, TORCH_DTYPES, assert_ok

SHAPES = [(), (0,), (5,), (2, 3), (4, 1, 3)]
SIZES = {d: torch.empty(0, dtype=TORCH_DTYPES[d]).element_size() for d in Dtype}


def random_bytes(count: int, seed: int) -> bytearray:
    return bytearray(np.random.default_rng(seed).integers(0, 256, count, dtype=np.uint8).tobytes())


def same_bits(a: torch.Tensor, b: torch.Tensor) -> bool:
    """Equal dtype, shape and bytes (NaN payloads, signed zeros, and a bool's byte being 1 included)."""
    if a.dtype != b.dtype or a.shape != b.shape:
        return False
    return torch.equal(a.contiguous().view(-1).view(torch.uint8), b.contiguous().view(-1).view(torch.uint8))


@pytest.mark.skipif(BACKEND != "torch", reason="the PyTorch backend's route to a GPU")
@pytest.mark.parametrize("dtype", list(Dtype), ids=lambda d: d.name)
@pytest.mark.parametrize("shape", SHAPES, ids=str)
def test_the_gpu_route_of_from_data_gives_the_cpu_routes_tensor(dtype, shape):
    from simple_torch.engines.torch_backend import TorchBackend, copied_to
    count = int(np.prod(shape)) * SIZES[dtype]
    data = random_bytes(count, seed=len(shape) * 100 + dtype)
    expected = TorchBackend().from_bytes(memoryview(bytes(data)), shape, dtype, CPU)
    got = copied_to(torch.device("cpu"), np.frombuffer(data, np.uint8), TORCH_DTYPES[dtype], shape)
    assert same_bits(got, expected)
    data[:] = bytes(count)   # a copy, not a view of the caller's memory
    assert same_bits(got, expected)


@pytest.mark.parametrize("writable", [True, False], ids=["writable", "read-only"])
@pytest.mark.parametrize("dtype", list(Dtype), ids=lambda d: d.name)
def test_every_dtype_round_trips_through_the_default_device(dtype, writable):
    shape = (3, 5)
    count = 15 * SIZES[dtype]
    data = random_bytes(count, seed=dtype)
    if dtype == Dtype.bool:   # copy_to gives bools back as 0 and 1
        data = bytearray(b % 2 for b in data)
    expected = bytes(data)
    h = rt.rt_torch_tensor_from_data(data if writable else expected, list(shape), dtype)
    assert h > 0, rt.rt_torch_last_error()
    try:
        assert rt.rt_torch_tensor_device(h) == DEVICE
        data[:] = bytes(count)   # the tensor holds its own copy
        out = bytearray(count)
        assert rt.rt_torch_tensor_copy_to(h, out) == count
        assert out == expected
        assert_ok()
    finally:
        assert rt.rt_torch_tensor_free(h) == 0


def test_a_bool_is_true_for_any_non_zero_byte():
    data = bytearray([0, 1, 2, 127, 128, 255])
    h = rt.rt_torch_tensor_from_data(data, [6], Dtype.bool)
    assert h > 0, rt.rt_torch_last_error()
    try:
        out = bytearray(6)
        assert rt.rt_torch_tensor_copy_to(h, out) == 6
        assert list(out) == [0, 1, 1, 1, 1, 1]
    finally:
        assert rt.rt_torch_tensor_free(h) == 0
