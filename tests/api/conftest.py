"""Shared fixtures and helpers for the tests of the Python API (Tier 3), compared against PyTorch."""

from __future__ import annotations

import contextlib
import gc

import numpy as np
import pytest
import torch

import simple_torch as st

# Issue 19: the device tensors are made on (the CPU, or CUDA under `make test-gpu`) and its torch name. Tests whose
# expectations depend on it compare against these, and compute PyTorch's reference there.
DEVICE = st.get_default_device()
TORCH_DEVICE = torch.device(str(DEVICE))
# a CUDA device this machine lacks: cuda:1 on machines with one GPU or none (the index the tests were written with)
ABSENT_CUDA = st.device("cuda", max(1, st.cuda.device_count()))


def on_torch_device() -> contextlib.AbstractContextManager:
    """A block in which torch's creation functions (torch.tensor, zeros, randn, ...) make their tensors on
    TORCH_DEVICE, as st's do on DEVICE: PyTorch's reference is computed where ours is, with the same kernels and
    the same generator. On the CPU there is nothing to change."""
    return contextlib.nullcontext() if TORCH_DEVICE.type == "cpu" else TORCH_DEVICE


@pytest.fixture(autouse=True, scope="module")
def no_leaks_in_the_file():
    """Each test file leaves the count of live tensor handles where it found it. A tensor is freed when
    its object is collected, and objects in reference cycles (an exception's traceback holds the frames
    of the test) only at a garbage collection, so one runs before each count."""
    gc.collect()
    before = st.live_tensors()
    yield
    gc.collect()
    assert st.live_tensors() == before, "the tests of this file leaked tensor handles"


@pytest.fixture(autouse=True)
def no_leaks():
    """Each test frees what it made. A full garbage collection costs about 0.1 s, so one runs only when
    the count went up; it may also collect a cycle left by an earlier test, hence <= after it."""
    before = st.live_tensors()
    yield
    if st.live_tensors() > before:
        gc.collect()
    assert st.live_tensors() <= before, "the test leaked tensor handles"


@pytest.fixture
def one_torch_thread():
    """PyTorch on one thread for the longer trainings: on a small, busy machine its thread pool makes
    tiny operations ten times slower. Restored afterwards."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


def as_torch(t: st.Tensor) -> torch.Tensor:
    """The values of a simple_torch tensor as a torch tensor (dtype and shape kept; bfloat16 through float32)."""
    values = torch.from_numpy(t.numpy())
    return values.to(getattr(torch, t.dtype.name))


def assert_same(ours: st.Tensor, theirs: torch.Tensor, **tolerance) -> None:
    """Same shape, dtype and values (to float tolerance unless given); theirs may be on TORCH_DEVICE."""
    assert isinstance(ours, st.Tensor), type(ours)
    assert ours.shape == tuple(theirs.shape), (ours.shape, tuple(theirs.shape))
    assert ours.dtype.name == str(theirs.dtype).removeprefix("torch."), (ours.dtype, theirs.dtype)
    torch.testing.assert_close(as_torch(ours), theirs.detach().cpu(), equal_nan=True, **tolerance)


def assert_trains_like_pytorch(ours: st.nn.Module, theirs: torch.nn.Module, optimizer, loss, steps: int,
                               before_step=None) -> None:
    """Train one model in both libraries from the same weights: optimizer(m, net) makes library m's optimizer,
    loss(m, net) a step's loss, before_step(m, net) (if given) runs between backward and step. The losses must
    agree within 1e-4 relative step by step, and fall on PyTorch. PyTorch's model trains on TORCH_DEVICE (moved
    there; the tensors loss makes with torch.tensor too), where ours does: a GPU's kernels round otherwise than
    the CPU's (its convolutions in TF32)."""
    losses: dict[str, list[float]] = {}
    theirs.to(TORCH_DEVICE)
    for m, net in ((st, ours), (torch, theirs)):
        with contextlib.nullcontext() if m is st else on_torch_device():
            opt = optimizer(m, net)
            for _ in range(steps):
                opt.zero_grad()
                value = loss(m, net)
                value.backward()
                if before_step is not None:
                    before_step(m, net)
                opt.step()
                losses.setdefault(m.__name__, []).append(value.item())
    np.testing.assert_allclose(losses["simple_torch"], losses["torch"], rtol=1e-4)
    assert losses["torch"][-1] < losses["torch"][0]
