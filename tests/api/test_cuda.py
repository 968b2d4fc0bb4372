"""st.cuda on either kind of machine: the queries count PyTorch's CUDA devices; where a device is (make test-gpu's
machine), streams are made on it, its memory figures are numbers and tensors move to it; where it is absent,
everything but the queries raises st.DeviceError."""

from __future__ import annotations

import pytest
import torch

import simple_torch as st

# the CUDA devices the backend has: PyTorch's on the torch backend, none on NumPy's
COUNT = torch.cuda.device_count() if st.backend() == "torch" and torch.cuda.is_available() else 0


def test_queries():
    assert st.cuda.is_available() is (COUNT > 0) and st.cuda.device_count() == COUNT
    assert st.torch_cuda_available() is (COUNT > 0)


def _stream(made: st.cuda.Stream, index: int) -> None:
    assert isinstance(made, st.cuda.Stream) and made.device == st.device("cuda", index)
    made.synchronize()
    assert made.query() is True   # nothing queued on it


def _figure(value: int) -> None:
    assert isinstance(value, int) and value >= 0


def _nothing(value: None) -> None:
    assert value is None


# (the call, the CUDA device it needs, what it gives where that device is)
OPERATIONS = {"stream": (lambda: st.cuda.Stream(), 0, lambda made: _stream(made, 0)),
              "stream-1": (lambda: st.cuda.Stream("cuda:1"), 1, lambda made: _stream(made, 1)),
              "memory": (lambda: st.cuda.memory_allocated(), 0, _figure),
              "max-memory": (lambda: st.cuda.max_memory_allocated(0), 0, _figure),
              "memory-1": (lambda: st.cuda.memory_allocated("cuda:1"), 1, _figure),
              "empty-cache": (st.cuda.empty_cache, 0, _nothing)}


@pytest.mark.parametrize("name", list(OPERATIONS))
def test_cuda_operations_work_where_the_device_is_and_raise_device_error_elsewhere(name):
    call, index, check = OPERATIONS[name]
    if index < COUNT:
        check(call())
        return
    with pytest.raises(st.DeviceError) as info:
        call()
    assert info.value.code == st.ErrorCode.DEVICE and isinstance(info.value, RuntimeError)
    assert "cuda" in str(info.value).lower()


def test_tensor_moves_where_the_device_is_and_raise_device_error_elsewhere():
    t = st.ones(2)
    for move, index in ((t.cuda, 0), (lambda: t.cuda(1), 1), (lambda: t.to("cuda:0"), 0),
                        (lambda: st.ones(2, device="cuda"), 0)):
        if index < COUNT:
            moved = move()
            assert moved.device == st.device("cuda", index) and moved.is_cuda and moved.tolist() == [1.0, 1.0]
        else:
            with pytest.raises(st.DeviceError):
                move()


def test_seeding_through_cuda_names():
    st.cuda.manual_seed(5)
    first = st.rand(3).tolist()
    st.cuda.manual_seed_all(5)
    assert st.rand(3).tolist() == first
