"""Shared helpers for the runtime tests: read handles back through the public functions, check errors
and check that no test leaks a handle."""

from __future__ import annotations

import pytest
import torch
from torch.utils._pytree import tree_map_only

import simple_torch.runtime as rt
from simple_torch.abi.enums import Dtype

BACKEND = rt.rt_torch_backend()
# Issue 19: the device tensors are made on, -1 (the CPU) or n (cuda:n, under `make test-gpu`), and its torch name.
# Tests whose expectations depend on it (where put() places a tensor, whose generator draws random numbers)
# compare against these, and compute PyTorch's reference there.
DEVICE = rt.rt_torch_default_device()
TORCH_DEVICE = torch.device("cpu") if DEVICE < 0 else torch.device("cuda", DEVICE)
torch_backend_only = pytest.mark.skipif(BACKEND != "torch", reason="checks PyTorch's own generator or version")

TORCH_DTYPES = {d: getattr(torch, d.name) for d in Dtype}
DTYPE_CODES = {dtype: code for code, dtype in TORCH_DTYPES.items()}


@pytest.fixture(autouse=True)
def no_leaks():
    """Every test must leave the live-handle count as it found it."""
    before = rt.rt_torch_live_tensors()
    yield
    assert rt.rt_torch_live_tensors() == before, "the test leaked tensor handles"


def put(t: torch.Tensor) -> int:
    """A new handle holding a copy of a torch tensor (via rt_torch_tensor_from_data)."""
    t = t.detach().contiguous()
    data = t.view(-1).view(torch.uint8).numpy().tobytes() if t.numel() else b""
    h = rt.rt_torch_tensor_from_data(data, list(t.shape), DTYPE_CODES[t.dtype])
    assert h > 0, rt.rt_torch_last_error()
    return h


def get(h: int) -> torch.Tensor:
    """The value behind a handle as a torch tensor (via shape, dtype and copy_to)."""
    ndim, dims = rt.rt_torch_tensor_shape(h, 64)
    assert ndim >= 0, rt.rt_torch_last_error()
    dtype = TORCH_DTYPES[rt.rt_torch_tensor_dtype(h)]
    out = bytearray(rt.rt_torch_tensor_nbytes(h))
    assert rt.rt_torch_tensor_copy_to(h, out) == len(out)
    flat = torch.frombuffer(out, dtype=torch.uint8) if out else torch.empty(0, dtype=torch.uint8)
    return flat.view(dtype).reshape(dims).clone()


def put_cpu(t: torch.Tensor) -> int:
    """put(t), on the CPU whatever the default device: for what works on CPU tensors alone (consumers that read CPU
    memory, such as NumPy and ctypes; CPU autocast, which casts CPU tensors only)."""
    made = put(t)
    if DEVICE < 0:
        return made
    moved = rt.rt_torch_tensor_cpu(made)
    assert moved > 0 and rt.rt_torch_tensor_free(made) == 0, rt.rt_torch_last_error()
    return moved


def take(h: int) -> torch.Tensor:
    """get(h), then free h."""
    assert h > 0, rt.rt_torch_last_error()
    try:
        return get(h)
    finally:
        assert rt.rt_torch_tensor_free(h) == 0


def assert_ok():
    assert rt.rt_torch_last_error_code() == 0, rt.rt_torch_last_error()
    assert rt.rt_torch_last_error() == ""


def assert_error(result, expected_result, code: int, function: str, *words: str):
    """The call failed the documented way: its failure value, the code, and a message naming it."""
    assert result == expected_result, f"got {result!r}, expected {expected_result!r}"
    assert rt.rt_torch_last_error_code() == code, rt.rt_torch_last_error()
    message = rt.rt_torch_last_error()
    assert message.startswith(function + ": "), message
    for word in words:
        assert word in message, f"{word!r} not in {message!r}"


def bad_handles() -> list[tuple[int, str]]:
    """(handle, word its message contains) for each invalid kind: 0, negative, freed, never issued."""
    freed = put(torch.zeros(1))
    assert rt.rt_torch_tensor_free(freed) == 0
    return [(0, "null"), (-4, "negative"), (freed, "freed"), (2**62, "never issued")]


def on_device(fn, *args, **kwargs):
    """PyTorch's reference fn(*args, **kwargs) computed where the runtime computes (TORCH_DEVICE), back on the CPU:
    the same kernels round alike (a GPU's differ from the CPU's), so exact and tight comparisons hold under
    `make test-gpu` too. Tensor arguments, also inside lists and tuples, are moved there; a tensor result, or each
    tensor of a tuple or list result, comes back. On the CPU it is fn(*args, **kwargs) itself."""
    args, kwargs = tree_map_only(torch.Tensor, lambda t: t.to(TORCH_DEVICE), (args, kwargs))
    return tree_map_only(torch.Tensor, torch.Tensor.cpu, fn(*args, **kwargs))


def close(a: torch.Tensor, b: torch.Tensor, **kw):
    assert a.shape == b.shape, (a.shape, b.shape)
    assert a.dtype == b.dtype, (a.dtype, b.dtype)
    torch.testing.assert_close(a, b, **kw)


@pytest.fixture
def handles():
    """A list to put handles in; they are freed after the test."""
    owned: list[int] = []
    yield owned
    for h in owned:
        rt.rt_torch_tensor_free(h)
