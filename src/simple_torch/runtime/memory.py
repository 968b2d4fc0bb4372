"""Section 14: freeing tensors and CUDA memory figures."""

from __future__ import annotations

from . import args
from .entry import export
from .handles import TENSOR, table
from .startup import backend


@export
def rt_torch_tensor_free(x):
    if x != 0:   # freeing the null handle is a no-op, as free(NULL)
        table.remove(x, TENSOR, "x: handle")


# Tier 3's finalizers free through this where it can (see HandleTable.release_tensor), rt_torch_tensor_free elsewhere
rt_torch_tensor_free.unless_failing = table.release_tensor


@export
def rt_torch_cuda_memory_allocated(device_index):
    return backend().cuda_memory_allocated(args.cuda_index(device_index))


@export
def rt_torch_cuda_max_memory_allocated(device_index):
    return backend().cuda_max_memory_allocated(args.cuda_index(device_index))


@export
def rt_torch_cuda_empty_cache():
    backend().cuda_empty_cache()
