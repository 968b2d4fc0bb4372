"""Tier 1: the `rt_torch_*` functions as plain Python functions, one module per section of the contract.

Each takes and returns Python ints and floats (handles, codes), sequences where C passes a pointer and a
length, and returns (result, *outputs) where C writes through pointers; see `simple_torch.abi.signature`.
Every function catches everything: failures come back as the documented value plus the thread's last error.
"""

from __future__ import annotations

from ..abi.signature import FUNCTIONS
from . import (activations, arithmetic, autograd, creation, devices, indexing, info, linalg,  # noqa: F401
               losses, memory, nn, optim, reductions, scopes, shape, streams)
from .entry import EXPORTED

_missing = sorted(set(FUNCTIONS) - set(EXPORTED))
if _missing:
    raise ImportError(f"the runtime lacks functions declared in the spec: {', '.join(_missing)}")

globals().update(EXPORTED)
__all__ = sorted(EXPORTED)
