"""Tier 1: the `rt_torch_*` functions as plain Python functions: the spec's `Op` rows generated into `ops`,
the others hand-written, one module per section of the contract.

Each takes and returns Python ints and floats (handles, codes), sequences where C passes a pointer and a
length, and returns (result, *outputs) where C writes through pointers; see `simple_torch.abi.signature`.
Every function catches everything: failures come back as the documented value plus the thread's last error.
"""

from __future__ import annotations

from ..abi.signature import FUNCTIONS
from . import (autograd, creation, devices, indexing, info, linalg, logic, losses, memory, nn,  # noqa: F401
               optim, schedules, scopes, shape, streams)
from . import attention, ordering, random  # noqa: F401  (ABI 1.3: ordering, sampling; 1.4: attention, cells)
from . import lbfgs  # noqa: F401  (ABI 1.5: LBFGS, its step calling a closure)
from . import models  # noqa: F401  (ABI 1.5: models exported from Python)
from . import serialization  # noqa: F401  (ABI 1.5: safetensors files)
from . import pooling  # noqa: F401  (ABI 1.5: pooling with all of PyTorch's options)
from . import dlpack  # noqa: F401  (ABI 1.5: DLPack, zero-copy exchange)
from . import amp  # noqa: F401  (ABI 1.5: mixed precision, autocast and gradient scaling)
from . import distributed  # noqa: F401  (ABI 1.5: data-parallel training on torch.distributed)
from . import ops  # noqa: F401  (last: the functions of the spec's Op rows, generated from their prototypes)
from .entry import EXPORTED

_missing = sorted(set(FUNCTIONS) - set(EXPORTED))
if _missing:
    raise ImportError(f"the runtime lacks functions declared in the spec: {', '.join(_missing)}")

globals().update(EXPORTED)
__all__ = sorted(EXPORTED)
