"""Library information and the runtime's global switches: backend, versions, seeding, live tensors;
and the names of the seed's Tier 3 API (torch_available, torch_zeros, tensor_free, ...), kept for
code written against it."""

from __future__ import annotations

from typing import Sequence

from . import runtime as rt
from .errors import check
from .tensor import Tensor

__all__ = ["backend", "abi_version", "fast_path", "manual_seed", "set_num_threads", "get_num_threads", "live_tensors",
           "torch_available", "torch_version",
           "torch_cuda_available", "get_backend", "torch_zeros", "torch_ones", "torch_randn", "tensor_free"]


def backend() -> str:
    """The active backend: "torch" or "numpy" (starts the runtime)."""
    return check(rt.rt_torch_backend())


def abi_version() -> int:
    """The C ABI's version, MAJOR*10000 + MINOR*100 + PATCH."""
    return check(rt.rt_torch_abi_version())


def fast_path() -> str:
    """Whether C calls of hot functions run without entering Python (issue 17): "on", or "off: " and why. Tier 3
    runs in Python, so here it says so; a program calling the C library gets the library's answer."""
    return check(rt.rt_torch_fast_path())


def manual_seed(seed: int) -> None:
    """Seed every random generator of the backend."""
    check(rt.rt_torch_manual_seed(int(seed)))


def set_num_threads(n: int) -> None:
    """Threads one operation may use, process-wide (PyTorch's; NumPy backend: its BLAS pool), 1 to 1024."""
    check(rt.rt_torch_set_num_threads(int(n)))


def get_num_threads() -> int:
    return check(rt.rt_torch_get_num_threads())


def live_tensors() -> int:
    """Tensor handles not yet freed, in the whole process (a leak check: compare before and after)."""
    return check(rt.rt_torch_live_tensors())


def torch_available() -> bool:
    """True when the PyTorch backend is active."""
    return bool(check(rt.rt_torch_available()))


def torch_version() -> str:
    """The backend's version, e.g. "2.13.0+cpu" or "numpy 2.4.6"."""
    return check(rt.rt_torch_version())


def torch_cuda_available() -> bool:
    return bool(check(rt.rt_torch_cuda_available()))


get_backend = backend


def torch_zeros(dims: Sequence[int]) -> Tensor:
    return Tensor._wrap(check(rt.rt_torch_tensor_zeros(dims)))


def torch_ones(dims: Sequence[int]) -> Tensor:
    return Tensor._wrap(check(rt.rt_torch_tensor_ones(dims)))


def torch_randn(dims: Sequence[int]) -> Tensor:
    return Tensor._wrap(check(rt.rt_torch_tensor_randn(dims)))


def tensor_free(t: Tensor) -> None:
    """Free t's handle now instead of when t is collected (which then frees nothing). Using t
    afterwards raises st.InvalidHandleError ("... was freed")."""
    t._release()
