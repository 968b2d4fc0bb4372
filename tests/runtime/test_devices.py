"""Sections 12-14: devices, CUDA streams and memory.

On a CPU-only machine every CUDA request fails with RT_ERR_DEVICE; the device-aware tests expect that refusal
there and what CUDA gives where a device exists, and the tests marked `needs_cuda` check real CUDA semantics and run
only where a device exists. put() makes tensors on the default device (DEVICE: the CPU, or cuda:n under
`make test-gpu`).
"""

from __future__ import annotations

import pytest
import torch

import simple_torch.runtime as rt
from simple_torch.abi.errors import ErrorCode

from .conftest import BACKEND, DEVICE, assert_error, assert_ok, close, get, put, take, torch_backend_only

# the runtime's backend has a device (the NumPy backend has none, whatever the machine)
needs_cuda = pytest.mark.skipif(not rt.rt_torch_cuda_available(), reason="needs a CUDA device")


def missing_device_words(index: int) -> tuple[str, ...]:
    """What the refusal of an absent cuda:index says: no CUDA at all, or fewer devices than that."""
    return (f"cuda:{index}", "not available" if rt.rt_torch_cuda_device_count() == 0 else "CUDA device(s)")


def bad_handles():
    """(handle, word in the message) for handles that name no tensor."""
    gone = put(torch.zeros(1))
    assert rt.rt_torch_tensor_free(gone) == 0
    return [(0, "null"), (-3, "negative"), (gone, "freed"), (2**62, "never issued")]


@pytest.fixture
def optimizer(handles):
    """An optimizer handle (a live non-tensor, non-stream handle)."""
    p = put(torch.randn(2))
    handles.append(p)
    opt = rt.rt_torch_optim_sgd([p], 0.1, 0.0, 0.0)
    assert opt > 0, rt.rt_torch_last_error()
    yield opt
    assert rt.rt_torch_optim_free(opt) == 0


# -- section 12: devices -----------------------------------------------------------------------------------

@pytest.mark.parametrize("dtype", [torch.float32, torch.float64, torch.int64, torch.bool, torch.complex64])
def test_tensors_report_their_device_and_move_to_the_cpu(dtype, handles):
    x = torch.arange(6).reshape(2, 3).to(dtype)
    handles.append(put(x))   # on the default device
    assert rt.rt_torch_tensor_device(handles[0]) == DEVICE
    assert_ok()
    assert rt.rt_torch_tensor_is_cuda(handles[0]) == int(DEVICE >= 0)
    assert_ok()
    c = rt.rt_torch_tensor_cpu(handles[0])
    assert c > 0 and c != handles[0]
    assert rt.rt_torch_tensor_device(c) == -1
    close(take(c), x)
    moved = rt.rt_torch_tensor_to_device(handles[0], -1)
    assert moved > 0 and moved != handles[0]
    assert rt.rt_torch_tensor_device(moved) == -1
    close(take(moved), x)


def test_clone_copies_values_and_storage(handles):
    mean, var = torch.zeros(3), torch.ones(3)
    hm, hv = put(mean), put(var)
    handles += [hm, hv]
    copy = rt.rt_torch_tensor_clone(hm)
    assert copy > 0 and copy != hm
    handles.append(copy)
    close(get(copy), mean)
    assert rt.rt_torch_tensor_device(copy) == DEVICE   # where the original is
    # batch_norm updates hm in place; the clone has its own storage and keeps the old values
    hx = put(torch.randn(4, 3) + 5)
    handles.append(hx)
    take(rt.rt_torch_nn_batch_norm(hx, hm, hv, 0, 0, 1, 0.5, 1e-5))
    assert not torch.equal(get(hm), mean)
    close(get(copy), mean)


@pytest.mark.parametrize("dtype", [torch.float32, torch.int32, torch.bool, torch.float16])
def test_clone_keeps_dtype_and_shape(dtype, handles):
    x = torch.arange(24).reshape(2, 3, 4).to(dtype)
    handles.append(put(x))
    close(take(rt.rt_torch_tensor_clone(handles[0])), x)


def test_device_functions_bad_handles():
    for bad, word in bad_handles():
        assert_error(rt.rt_torch_tensor_device(bad), -2, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_device", "x:", word)
        assert_error(rt.rt_torch_tensor_is_cuda(bad), -1, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_is_cuda", word)
        assert_error(rt.rt_torch_tensor_cpu(bad), 0, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_cpu", word)
        assert_error(rt.rt_torch_tensor_clone(bad), 0, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_clone", word)
        assert_error(rt.rt_torch_tensor_to_device(bad, -1), 0, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_to_device", word)
        assert_error(rt.rt_torch_tensor_cuda(bad, 0), 0, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_cuda", word)


def test_device_functions_reject_other_kinds_of_handle(optimizer):
    assert_error(rt.rt_torch_tensor_device(optimizer), -2, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_device",
                 "optimizer handle")
    assert_error(rt.rt_torch_tensor_clone(optimizer), 0, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_clone", "optimizer")


@pytest.mark.parametrize("code", [-2, -5, -2**31])
def test_bad_device_codes(code, handles):
    handles.append(put(torch.randn(2)))
    assert_error(rt.rt_torch_tensor_to_device(handles[0], code), 0, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_to_device", "not a device code")
    assert_error(rt.rt_torch_tensor_cuda(handles[0], code), 0, ErrorCode.INVALID_ARGUMENT, "rt_torch_tensor_cuda",
                 "numbered from 0")


def test_cuda_of_the_cpu_code_is_an_argument_error(handles):
    handles.append(put(torch.randn(2)))
    assert_error(rt.rt_torch_tensor_cuda(handles[0], -1), 0, ErrorCode.INVALID_ARGUMENT, "rt_torch_tensor_cuda",
                 "device_index is -1")


@pytest.mark.parametrize("index", [0, 1, 7])
def test_cuda_is_a_device_error_without_the_device(index, handles):
    """Device-aware: a device this machine has takes the tensor; one it lacks is RT_ERR_DEVICE, making nothing."""
    x = torch.randn(2)
    handles.append(put(x))
    count = rt.rt_torch_cuda_device_count()
    assert count == (torch.cuda.device_count() if BACKEND == "torch" else 0)
    assert rt.rt_torch_cuda_available() == int(count > 0)
    if index < count:
        for moved in (rt.rt_torch_tensor_cuda(handles[0], index), rt.rt_torch_tensor_to_device(handles[0], index)):
            assert moved > 0, rt.rt_torch_last_error()
            assert rt.rt_torch_tensor_device(moved) == index and rt.rt_torch_tensor_is_cuda(moved) == 1
            close(take(moved), x)
        return
    words = missing_device_words(index)   # asked first: a successful call clears the last error
    before = rt.rt_torch_live_tensors()
    assert_error(rt.rt_torch_tensor_cuda(handles[0], index), 0, ErrorCode.DEVICE, "rt_torch_tensor_cuda", *words)
    assert_error(rt.rt_torch_tensor_to_device(handles[0], index), 0, ErrorCode.DEVICE, "rt_torch_tensor_to_device",
                 *words)
    assert rt.rt_torch_live_tensors() == before


# -- section 13: streams -----------------------------------------------------------------------------------

@pytest.mark.parametrize("index", [0, 3])
def test_stream_create_is_a_device_error_without_the_device(index):
    """Device-aware: a stream on a device this machine has; RT_ERR_DEVICE for one it lacks."""
    if index < rt.rt_torch_cuda_device_count():
        stream = rt.rt_torch_stream_create(index)
        assert stream > 0, rt.rt_torch_last_error()
        assert rt.rt_torch_stream_free(stream) == 0
        return
    words = missing_device_words(index)   # asked first: a successful call clears the last error
    assert_error(rt.rt_torch_stream_create(index), 0, ErrorCode.DEVICE, "rt_torch_stream_create", *words)


@pytest.mark.parametrize("index", [-1, -2, -100])
def test_stream_create_bad_index(index):
    assert_error(rt.rt_torch_stream_create(index), 0, ErrorCode.INVALID_ARGUMENT, "rt_torch_stream_create",
                 f"device_index is {index}")


def test_stream_functions_reject_tensor_handles(handles):
    handles.append(put(torch.randn(2)))
    x = handles[0]
    assert_error(rt.rt_torch_stream_synchronize(x), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE,
                 "rt_torch_stream_synchronize", "stream:", "tensor handle, not a stream handle")
    assert_error(rt.rt_torch_stream_query(x), -1, ErrorCode.INVALID_HANDLE, "rt_torch_stream_query", "tensor handle")
    assert_error(rt.rt_torch_stream_free(x), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE, "rt_torch_stream_free",
                 "tensor handle")
    assert_error(rt.rt_torch_tensor_to_stream(x, x), 0, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_to_stream",
                 "stream:", "tensor handle")
    close(get(x), get(x))   # the tensor is still there: stream_free did not release it
    assert rt.rt_torch_tensor_device(x) == DEVICE


def test_stream_functions_reject_optimizer_handles(optimizer):
    assert_error(rt.rt_torch_stream_synchronize(optimizer), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE,
                 "rt_torch_stream_synchronize", "optimizer handle")
    assert_error(rt.rt_torch_stream_free(optimizer), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE,
                 "rt_torch_stream_free", "optimizer handle")


def test_stream_functions_bad_handles(handles):
    handles.append(put(torch.randn(2)))
    for bad, word in bad_handles():
        assert_error(rt.rt_torch_stream_synchronize(bad), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE,
                     "rt_torch_stream_synchronize", word)
        assert_error(rt.rt_torch_stream_query(bad), -1, ErrorCode.INVALID_HANDLE, "rt_torch_stream_query", word)
        assert_error(rt.rt_torch_stream_free(bad), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE, "rt_torch_stream_free", word)
        assert_error(rt.rt_torch_tensor_to_stream(handles[0], bad), 0, ErrorCode.INVALID_HANDLE,
                     "rt_torch_tensor_to_stream", "stream:", word)
    assert_error(rt.rt_torch_tensor_to_stream(0, 2**62), 0, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_to_stream", "x:")


# -- section 14: memory ------------------------------------------------------------------------------------

def test_free_null_is_a_no_op():
    before = rt.rt_torch_live_tensors()
    rt.rt_torch_tensor_free(2**62)           # leave an error behind ...
    assert rt.rt_torch_tensor_free(0) == 0   # ... which free(0) replaces with RT_OK
    assert_ok()
    assert rt.rt_torch_live_tensors() == before


def test_free_releases_once():
    before = rt.rt_torch_live_tensors()
    h = put(torch.randn(3))
    assert rt.rt_torch_live_tensors() == before + 1
    assert rt.rt_torch_tensor_free(h) == 0
    assert_ok()
    assert rt.rt_torch_live_tensors() == before
    assert_error(rt.rt_torch_tensor_free(h), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_free",
                 "x:", f"handle {h} was freed")
    assert rt.rt_torch_live_tensors() == before
    # the freed handle is dead everywhere and never reused
    assert_error(rt.rt_torch_tensor_numel(h), -1, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_numel", "freed")
    h2 = put(torch.randn(3))
    assert h2 > h
    assert rt.rt_torch_tensor_free(h2) == 0


def test_free_bad_handles(optimizer):
    before = rt.rt_torch_live_tensors()
    for bad, word in bad_handles()[1:]:
        assert_error(rt.rt_torch_tensor_free(bad), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_free", word)
    assert_error(rt.rt_torch_tensor_free(optimizer), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_free",
                 "optimizer handle")
    assert rt.rt_torch_optim_zero_grad(optimizer) == 0   # still alive: tensor_free did not take it
    assert rt.rt_torch_live_tensors() == before


def test_free_does_not_disturb_other_handles(handles):
    x = torch.randn(4)
    hx = put(x)
    handles.append(hx)
    derived = rt.rt_torch_tensor_mul_scalar(hx, 2.0)
    alias = rt.rt_torch_tensor_cpu(hx)
    assert rt.rt_torch_tensor_free(alias) == 0
    close(get(hx), x)                 # freeing a handle never frees what other handles name
    assert rt.rt_torch_tensor_free(hx) == 0
    handles.remove(hx)
    close(take(derived), x * 2)


@pytest.mark.parametrize("index", [0, 2])
def test_cuda_memory_figures_are_device_errors_without_the_device(index):
    """Device-aware: figures of a device this machine has; RT_ERR_DEVICE for one it lacks."""
    if index < rt.rt_torch_cuda_device_count():
        allocated = rt.rt_torch_cuda_memory_allocated(index)
        assert allocated >= 0, rt.rt_torch_last_error()
        assert rt.rt_torch_cuda_max_memory_allocated(index) >= allocated
        assert_ok()
        return
    words = missing_device_words(index)   # asked first: a successful call clears the last error
    assert_error(rt.rt_torch_cuda_memory_allocated(index), -1, ErrorCode.DEVICE, "rt_torch_cuda_memory_allocated",
                 *words)
    assert_error(rt.rt_torch_cuda_max_memory_allocated(index), -1, ErrorCode.DEVICE,
                 "rt_torch_cuda_max_memory_allocated", *words)


def test_cuda_empty_cache_is_a_device_error_without_cuda():
    """Device-aware: empties the cache where CUDA exists; RT_ERR_DEVICE where it does not."""
    if rt.rt_torch_cuda_available():
        assert rt.rt_torch_cuda_empty_cache() == 0
        assert_ok()
        return
    assert_error(rt.rt_torch_cuda_empty_cache(), ErrorCode.DEVICE, ErrorCode.DEVICE, "rt_torch_cuda_empty_cache", "CUDA",
                 "not available")


@pytest.mark.parametrize("index", [-1, -7])
def test_cuda_memory_figures_bad_index(index):
    assert_error(rt.rt_torch_cuda_memory_allocated(index), -1, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_cuda_memory_allocated", f"device_index is {index}")
    assert_error(rt.rt_torch_cuda_max_memory_allocated(index), -1, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_cuda_max_memory_allocated", f"device_index is {index}")


# -- with a CUDA device ------------------------------------------------------------------------------------

@needs_cuda
def test_cuda_round_trip(handles):
    x = torch.randn(3, 4)
    handles.append(put(x))
    on_gpu = rt.rt_torch_tensor_cuda(handles[0], 0)
    assert on_gpu > 0, rt.rt_torch_last_error()
    handles.append(on_gpu)
    assert rt.rt_torch_tensor_is_cuda(on_gpu) == 1
    assert rt.rt_torch_tensor_device(on_gpu) == 0
    close(get(on_gpu), x)                       # copy_to reads from any device
    back = rt.rt_torch_tensor_cpu(on_gpu)
    assert rt.rt_torch_tensor_device(back) == -1
    assert rt.rt_torch_tensor_is_cuda(back) == 0
    close(take(back), x)
    moved = rt.rt_torch_tensor_to_device(handles[0], 0)
    assert rt.rt_torch_tensor_device(moved) == 0
    close(take(moved), x)
    cloned = rt.rt_torch_tensor_clone(on_gpu)
    assert rt.rt_torch_tensor_device(cloned) == 0
    close(take(cloned), x)


def test_cuda_missing_device_index(handles):
    """Device-aware: cuda:N for N devices (cuda:0 without one) is missing everywhere."""
    handles.append(put(torch.randn(2)))
    count = rt.rt_torch_cuda_device_count()
    assert count == (torch.cuda.device_count() if BACKEND == "torch" else 0)
    assert_error(rt.rt_torch_tensor_cuda(handles[0], count), 0, ErrorCode.DEVICE, "rt_torch_tensor_cuda", f"cuda:{count}")
    assert_error(rt.rt_torch_stream_create(count), 0, ErrorCode.DEVICE, "rt_torch_stream_create")
    assert_error(rt.rt_torch_cuda_memory_allocated(count), -1, ErrorCode.DEVICE, "rt_torch_cuda_memory_allocated")


@needs_cuda
def test_stream_lifecycle_and_to_stream(handles):
    x = torch.randn(256, 256)
    handles.append(put(x))
    stream = rt.rt_torch_stream_create(0)
    assert stream > 0, rt.rt_torch_last_error()
    try:
        copied = rt.rt_torch_tensor_to_stream(handles[0], stream)
        assert copied > 0, rt.rt_torch_last_error()
        handles.append(copied)
        assert rt.rt_torch_tensor_device(copied) == 0
        assert rt.rt_torch_stream_query(stream) in (0, 1)
        assert rt.rt_torch_stream_synchronize(stream) == 0
        assert rt.rt_torch_stream_query(stream) == 1   # all work done after synchronize
        assert_ok()
        close(get(copied), x)
        # a stream handle is not a tensor handle
        assert_error(rt.rt_torch_tensor_free(stream), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE,
                     "rt_torch_tensor_free", "stream handle")
    finally:
        assert rt.rt_torch_stream_free(stream) == 0
    assert_error(rt.rt_torch_stream_query(stream), -1, ErrorCode.INVALID_HANDLE, "rt_torch_stream_query", "freed")
    assert_error(rt.rt_torch_stream_free(stream), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE, "rt_torch_stream_free",
                 "freed")


@needs_cuda
def test_cuda_memory_figures(handles):
    made = put(torch.zeros(1024, 1024))
    handles.append(rt.rt_torch_tensor_cpu(made))   # the source on the CPU, whatever the default device
    assert rt.rt_torch_tensor_free(made) == 0
    assert rt.rt_torch_cuda_empty_cache() == 0
    base = rt.rt_torch_cuda_memory_allocated(0)
    assert base >= 0
    assert_ok()
    on_gpu = rt.rt_torch_tensor_cuda(handles[0], 0)
    assert on_gpu > 0
    held = rt.rt_torch_cuda_memory_allocated(0)
    assert held >= base + 4 * 1024 * 1024
    assert rt.rt_torch_cuda_max_memory_allocated(0) >= held
    assert rt.rt_torch_tensor_free(on_gpu) == 0
    assert rt.rt_torch_cuda_memory_allocated(0) <= held - 4 * 1024 * 1024
    assert rt.rt_torch_cuda_max_memory_allocated(0) >= held   # the peak stays
    assert rt.rt_torch_cuda_empty_cache() == 0
    assert_ok()


# -- ABI 1.5: synchronize, and CUDA failures after which the context is unusable -----------------------------

def test_cuda_synchronize_is_device_aware():
    """Waits where the device exists; RT_ERR_DEVICE naming it where it does not."""
    count = rt.rt_torch_cuda_device_count()
    if count > 0:
        assert rt.rt_torch_cuda_synchronize(0) == 0
        assert_ok()
    else:
        assert_error(rt.rt_torch_cuda_synchronize(0), ErrorCode.DEVICE, ErrorCode.DEVICE, "rt_torch_cuda_synchronize",
                     "cuda:0")
    assert_error(rt.rt_torch_cuda_synchronize(count), ErrorCode.DEVICE, ErrorCode.DEVICE, "rt_torch_cuda_synchronize",
                 f"cuda:{count}")
    assert_error(rt.rt_torch_cuda_synchronize(-1), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_cuda_synchronize", "numbered from 0")


@torch_backend_only
def test_a_sticky_cuda_error_is_named_by_every_later_cuda_failure():
    """PyTorch raises the same text for every CUDA call after a device-side assert; the first one is kept and
    named. A fresh backend object, as the active one must not be marked (no GPU breaks here)."""
    from simple_torch.engines.torch_backend import TorchBackend
    fresh = TorchBackend()
    assert fresh.describe_error(RuntimeError("CUDA error: invalid device ordinal\nmore")) == (
        ErrorCode.DEVICE, "CUDA error: invalid device ordinal")   # not sticky: said as it is
    first = "CUDA error: device-side assert triggered"
    code, message = fresh.describe_error(RuntimeError(first + "\nCUDA kernel errors might be asynchronously reported"))
    assert code == ErrorCode.DEVICE and f"since its first failure ({first})" in message
    code, message = fresh.describe_error(RuntimeError("CUDA error: an illegal memory access was encountered"))
    assert code == ErrorCode.DEVICE and f"since its first failure ({first})" in message
    assert "this call: CUDA error: an illegal memory access" in message
    assert fresh.describe_error(RuntimeError("mat1 and mat2 shapes cannot be multiplied"))[0] == ErrorCode.SHAPE


@torch_backend_only
def test_autograd_in_a_child_forked_after_device_threads_is_a_clear_refusal():
    """PyTorch's CUDA build refuses backward in a child forked after the parent ran autograd on its device
    threads (seen on a GPU machine): the text as libtorch_cpu.so has it."""
    from simple_torch.engines.torch_backend import TorchBackend
    text = ("Unable to handle autograd's threading in combination with fork-based multiprocessing. See "
            "https://github.com/pytorch/pytorch/wiki/Autograd-and-Fork")
    code, message = TorchBackend().describe_error(RuntimeError(text))
    assert code == ErrorCode.UNSUPPORTED and message.startswith(text) and "forked after its parent" in message


@torch_backend_only
@pytest.mark.parametrize("text, code", [
    ("Input type (torch.cuda.FloatTensor) and weight type (torch.cuda.DoubleTensor) should be the same", ErrorCode.DTYPE),
    ("Input type (torch.FloatTensor) and weight type (torch.DoubleTensor) should be the same", ErrorCode.DTYPE),
    ("Input type (torch.cuda.FloatTensor) and weight type (torch.FloatTensor) should be the same or input should be a "
     "MKLDNN tensor and weight is a dense tensor", ErrorCode.DEVICE),
    ("Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!", ErrorCode.DEVICE),
    ("torch.linalg.lstsq: `driver` other than `gels` is not supported on CUDA", ErrorCode.DEVICE),
], ids=["cuda-dtypes", "cpu-dtypes", "two-devices", "same-device", "cuda-refusal"])
def test_a_cuda_tensor_type_in_a_message_is_not_a_device_error_by_itself(text, code):
    """PyTorch's messages name legacy tensor types (torch.cuda.FloatTensor): two dtypes of CUDA tensors are a dtype
    error as on the CPU (seen in PyTorch's conv on a GPU), a CUDA type beside a CPU one is two devices."""
    from simple_torch.engines.torch_backend import TorchBackend
    assert TorchBackend().describe_error(RuntimeError(text)) == (code, text)
