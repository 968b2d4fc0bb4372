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


@export
def rt_torch_cuda_memory_allocated(device_index):
    return backend().cuda_memory_allocated(args.cuda_index(device_index))


@export
def rt_torch_cuda_max_memory_allocated(device_index):
    return backend().cuda_max_memory_allocated(args.cuda_index(device_index))


@export
def rt_torch_cuda_empty_cache():
    backend().cuda_empty_cache()
