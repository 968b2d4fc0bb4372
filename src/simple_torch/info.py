"""Library information and the runtime's global switches: backend, versions, seeding, live tensors;
and the names of the seed's Tier 3 API (torch_available, torch_zeros, tensor_free, ...), kept for
code written against it."""

from __future__ import annotations

from typing import Sequence

from . import calls
from .errors import free_waiting
from .tensor import Tensor

__all__ = ["backend", "abi_version", "fast_path", "manual_seed", "set_num_threads", "get_num_threads", "live_tensors",
           "torch_available", "torch_version",
           "torch_cuda_available", "get_backend", "torch_zeros", "torch_ones", "torch_randn", "tensor_free"]


def backend() -> str:
    """The active backend: "torch" or "numpy" (starts the runtime)."""
    return calls.backend()


def abi_version() -> int:
    """The C ABI's version, MAJOR*10000 + MINOR*100 + PATCH."""
    return calls.abi_version()


def fast_path() -> str:
    """Whether C calls of hot functions run without entering Python: "on", or "off: " and why. Tier 3
    runs in Python, so here it says so; a program calling the C library gets the library's answer."""
    return calls.fast_path()


def manual_seed(seed: int) -> None:
    """Seed every random generator of the backend."""
    calls.manual_seed(int(seed))


def set_num_threads(n: int) -> None:
    """Threads one operation may use, process-wide (PyTorch's; NumPy backend: its BLAS pool), 1 to 1024."""
    calls.set_num_threads(int(n))


def get_num_threads() -> int:
    return calls.get_num_threads()


def live_tensors() -> int:
    """Tensor handles not yet freed, in the whole process (a leak check: compare before and after); those of
    collected tensors whose free waited (see errors.release) are freed first."""
    free_waiting()
    return calls.live_tensors()


def torch_available() -> bool:
    """True when the PyTorch backend is active."""
    return calls.available()


def torch_version() -> str:
    """The backend's version, e.g. "2.13.0+cpu" or "numpy 2.4.6"."""
    return calls.version()


def torch_cuda_available() -> bool:
    return calls.cuda_available()


get_backend = backend


def torch_zeros(dims: Sequence[int]) -> Tensor:
    return calls.tensor_zeros(dims)


def torch_ones(dims: Sequence[int]) -> Tensor:
    return calls.tensor_ones(dims)


def torch_randn(dims: Sequence[int]) -> Tensor:
    return calls.tensor_randn(dims)


def tensor_free(t: Tensor) -> None:
    """Free t's handle now instead of when t is collected (which then frees nothing). Using t
    afterwards raises st.InvalidHandleError ("... was freed")."""
    t._release()
