"""Tier 3's DLPack (ABI 1.5): Tensor.__dlpack__ / __dlpack_device__, st.from_dlpack and st.utils.dlpack, as PyTorch
has them, against NumPy and PyTorch: a write on either side is seen on the other, every dtype, either side freed
first; the protocol's options (max_version, copy, dl_device) and its refusals. Runs on the backend pytest runs on.
Tensors made by default are on the default device (a GPU's under make test-gpu), which PyTorch shares; NumPy, and
a write from the host, take CPU memory: those tests make their tensors on the CPU."""

from __future__ import annotations

import ctypes
import gc

import numpy as np
import pytest
import torch

import simple_torch as st
from simple_torch.abi import dlpack

from .conftest import DEVICE, TORCH_DEVICE

DTYPES = [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float16, torch.bfloat16,
          torch.float32, torch.float64, torch.complex64, torch.complex128]


def sample(dtype: torch.dtype) -> torch.Tensor:
    return (torch.arange(6).reshape(2, 3) % 2 == 0) if dtype == torch.bool else torch.arange(6).reshape(2, 3).to(dtype)


@pytest.mark.parametrize("dtype", DTYPES, ids=str)
def test_torch_reads_and_writes_an_st_tensor(dtype):
    expected = sample(dtype)
    x = st.from_numpy(expected.numpy()) if dtype != torch.bfloat16 else st.tensor(expected.float().tolist(),
                                                                                  dtype=st.bfloat16)
    seen = torch.from_dlpack(x)
    assert seen.dtype == dtype and seen.device == TORCH_DEVICE and torch.equal(seen.cpu(), expected)
    seen[1, 2] = seen[0, 0]
    assert x[1, 2].item() == expected[0, 0].item()


@pytest.mark.parametrize("dtype", [d for d in DTYPES if d != torch.bfloat16], ids=str)
def test_numpy_reads_and_writes_an_st_tensor(dtype):
    expected = sample(dtype).numpy()
    x = st.from_numpy(expected.copy())
    if x.is_cuda:   # NumPy takes CPU memory only, and says so
        with pytest.raises((BufferError, RuntimeError), match="Unsupported device"):
            np.from_dlpack(x)
        x = x.cpu()
    seen = np.from_dlpack(x)
    assert seen.dtype == expected.dtype and np.array_equal(seen, expected)
    seen[0, 1] = expected[1, 2]
    assert x[0, 1].item() == expected[1, 2].item()


@pytest.mark.parametrize("dtype", DTYPES, ids=str)
def test_st_reads_and_writes_torch_and_numpy(dtype):
    producer = sample(dtype)
    x = st.from_dlpack(producer)
    assert x.tolist() == producer.tolist()
    producer[0, 0] = producer[1, 2]
    assert x[0, 0].item() == producer[1, 2].item()
    if dtype != torch.bfloat16:
        array = sample(dtype).numpy()
        y = st.from_dlpack(array)
        assert y.tolist() == array.tolist()
        array[1, 1] = array[0, 0]
        assert y[1, 1].item() == array[0, 0].item()


def test_writes_from_st_are_seen():
    array = np.zeros(4, dtype=np.float32)
    x = st.from_dlpack(array)
    x.add_(2.0)
    assert array.tolist() == [2.0] * 4
    t = torch.zeros(3)
    y = st.from_dlpack(t)
    y.mul_(0).add_(5)
    assert t.tolist() == [5.0] * 3


def test_either_side_freed_first():
    x = st.arange(5.0, device="cpu")   # NumPy's memory: the CPU's
    seen = np.from_dlpack(x)
    before = st.live_tensors()
    del x
    gc.collect()
    assert st.live_tensors() == before - 1
    assert seen.tolist() == [0.0, 1.0, 2.0, 3.0, 4.0]   # the memory is the array's now too
    array = np.arange(3.0)
    y = st.from_dlpack(array)
    del array
    gc.collect()
    assert y.tolist() == [0.0, 1.0, 2.0]


def test_legacy_capsules_as_torch_utils_dlpack():
    x = st.arange(4.0)
    capsule = st.utils.dlpack.to_dlpack(x)
    assert "dltensor" in repr(capsule) and "versioned" not in repr(capsule)
    seen = torch.utils.dlpack.from_dlpack(capsule)
    seen[0] = 9.0
    assert x[0].item() == 9.0
    t = torch.arange(3.0)
    y = st.utils.dlpack.from_dlpack(torch.utils.dlpack.to_dlpack(t))
    t[2] = -1.0
    assert y.tolist() == [0.0, 1.0, -1.0]


def test_max_version_picks_the_struct():
    x = st.ones(2)
    assert '"dltensor"' in repr(x.__dlpack__())
    assert '"dltensor"' in repr(x.__dlpack__(max_version=(0, 8)))
    assert '"dltensor_versioned"' in repr(x.__dlpack__(max_version=(1, 0)))
    assert x.__dlpack_device__() == ((dlpack.DeviceType.CPU, 0) if DEVICE.type == "cpu" else
                                     (dlpack.DeviceType.CUDA, DEVICE.index or 0))


def test_copy_option():
    x = st.zeros(3, device="cpu")   # the copy's memory is written from the host below
    capsule = x.__dlpack__(max_version=(1, 0), copy=True)
    address = dlpack.take(capsule, True)
    struct = dlpack.view(address, True)
    assert struct.flags & dlpack.FLAG_IS_COPIED
    (ctypes.c_float * 3).from_address(struct.dl_tensor.data)[0] = 7.0   # the copy is the consumer's alone
    assert x.tolist() == [0.0, 0.0, 0.0]
    dlpack.call_deleter(address, True)
    shared = torch.from_dlpack(x.__dlpack__(max_version=(1, 0), copy=False))
    shared[1] = 4.0
    assert x.tolist() == [0.0, 4.0, 0.0]


def test_refusals():
    x = st.ones(2)
    elsewhere = (dlpack.DeviceType.CUDA, 0) if DEVICE.type == "cpu" else (dlpack.DeviceType.CPU, 0)
    with pytest.raises(BufferError, match="dl_device"):
        x.__dlpack__(max_version=(1, 0), dl_device=elsewhere)
    w = st.ones(2, requires_grad=True)
    with pytest.raises(RuntimeError, match="require gradient"):
        w.__dlpack__()
    assert torch.equal(torch.from_dlpack(w.detach()), torch.ones(2, device=TORCH_DEVICE))
    with pytest.raises(TypeError, match="__dlpack__"):
        st.from_dlpack([1, 2])
    capsule = torch.arange(2).__dlpack__()
    st.from_dlpack(capsule)
    with pytest.raises(TypeError, match="unconsumed"):   # a capsule is taken once
        st.from_dlpack(capsule)
    with pytest.raises(st.DtypeError, match="uint of 16 bits"):
        st.from_dlpack(np.arange(3, dtype=np.uint16))


def test_reversed_numpy_views_read_right():
    array = np.arange(6.0).reshape(2, 3)[:, ::-1]
    assert st.from_dlpack(array).tolist() == array.tolist()
