"""st.cuda on a machine without CUDA: queries answer, everything else raises st.DeviceError."""

from __future__ import annotations

import pytest

import simple_torch as st

pytestmark = pytest.mark.skipif(st.cuda.is_available(), reason="these tests describe a machine without CUDA")


def test_queries():
    assert st.cuda.is_available() is False and st.cuda.device_count() == 0
    assert st.torch_cuda_available() is False


@pytest.mark.parametrize("call", [lambda: st.cuda.Stream(), lambda: st.cuda.Stream("cuda:1"),
                                  lambda: st.cuda.memory_allocated(), lambda: st.cuda.max_memory_allocated(0),
                                  lambda: st.cuda.memory_allocated("cuda:1"), st.cuda.empty_cache],
                         ids=["stream", "stream-1", "memory", "max-memory", "memory-1", "empty-cache"])
def test_cuda_operations_raise_device_error(call):
    with pytest.raises(st.DeviceError) as info:
        call()
    assert info.value.code == st.ErrorCode.DEVICE and isinstance(info.value, RuntimeError)
    assert "cuda" in str(info.value).lower()


def test_tensor_moves_raise_device_error():
    t = st.ones(2)
    for move in (t.cuda, lambda: t.cuda(1), lambda: t.to("cuda:0"), lambda: st.ones(2, device="cuda")):
        with pytest.raises(st.DeviceError):
            move()


def test_seeding_through_cuda_names():
    st.cuda.manual_seed(5)
    first = st.rand(3).tolist()
    st.cuda.manual_seed_all(5)
    assert st.rand(3).tolist() == first
