"""st.distributed: PyTorch's torch.distributed names over the contract's section 31 (rt_torch_dist_*).

One process group per process, as PyTorch's default group: a Python rank here and a C, Rust or Simple rank
calling the C library join the same group (they run the same torch.distributed underneath). Failures raise the
library's errors: a call before init_process_group or a second init is an InvalidArgumentError (a ValueError, as
PyTorch's), a peer that does not answer within the timeout a DeviceError, and on the NumPy backend every call
but is_available is an UnsupportedError: distributed training needs PyTorch.

    st.distributed.init_process_group("gloo")          # env://: MASTER_ADDR, MASTER_PORT, RANK, WORLD_SIZE
    st.distributed.all_reduce(t, op=st.distributed.ReduceOp.SUM)
    st.distributed.average_gradients(model.parameters())   # DDP's bucketed gradient averaging
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable

from .abi.enums import DistReduceOp
from .errors import check
from .runtime import (rt_torch_dist_all_gather, rt_torch_dist_all_gather_async, rt_torch_dist_all_reduce,
                      rt_torch_dist_all_reduce_async, rt_torch_dist_broadcast_async, rt_torch_dist_reduce_scatter_async,
                      rt_torch_dist_average_gradients, rt_torch_dist_is_completed, rt_torch_dist_wait,
                      rt_torch_dist_work_free,
                      rt_torch_dist_barrier, rt_torch_dist_broadcast, rt_torch_dist_destroy,
                      rt_torch_dist_get_backend, rt_torch_dist_init, rt_torch_dist_is_available,
                      rt_torch_dist_is_initialized, rt_torch_dist_rank, rt_torch_dist_reduce_scatter,
                      rt_torch_dist_world_size)
from .tensor import Tensor

__all__ = ["ReduceOp", "Work", "is_available", "init_process_group", "is_initialized", "get_rank", "get_world_size",
           "get_backend", "barrier", "destroy_process_group", "all_reduce", "broadcast", "all_gather",
           "reduce_scatter", "average_gradients"]


class ReduceOp:
    """PyTorch's torch.distributed.ReduceOp members (the contract's RT_DIST_* codes)."""
    SUM = DistReduceOp.sum
    AVG = DistReduceOp.avg
    PRODUCT = DistReduceOp.product
    MIN = DistReduceOp.min
    MAX = DistReduceOp.max


class Work:
    """An asynchronous collective (async_op=True), as PyTorch's Work: wait() before using its tensor."""

    def __init__(self, handle: int) -> None:
        self._handle = handle

    def wait(self) -> bool:
        check(rt_torch_dist_wait(self._handle))
        return True

    def is_completed(self) -> bool:
        return bool(check(rt_torch_dist_is_completed(self._handle)))

    def __del__(self) -> None:
        handle, self._handle = getattr(self, "_handle", 0), 0
        if handle:
            rt_torch_dist_work_free(handle)   # at interpreter exit too: never raises


def is_available() -> bool:
    return bool(check(rt_torch_dist_is_available()))


def init_process_group(backend: str | None = None, init_method: str | None = None,
                       timeout: datetime.timedelta | None = None, world_size: int = -1, rank: int = -1) -> None:
    """Join the group: backend "gloo", "nccl" or None (PyTorch's default); init_method None or "env://" (the
    standard variables), "tcp://host:port" or "file://..." with an explicit rank and world_size."""
    seconds = 0.0 if timeout is None else timeout.total_seconds()
    if timeout is not None and seconds <= 0:
        raise ValueError(f"timeout must be positive, got {timeout}")
    check(rt_torch_dist_init(backend or "", init_method or "", world_size, rank, seconds))


def is_initialized() -> bool:
    return bool(check(rt_torch_dist_is_initialized()))


def get_rank() -> int:
    return check(rt_torch_dist_rank())


def get_world_size() -> int:
    return check(rt_torch_dist_world_size())


def get_backend() -> str:
    return check(rt_torch_dist_get_backend())


def barrier() -> None:
    check(rt_torch_dist_barrier())


def destroy_process_group() -> None:
    check(rt_torch_dist_destroy())


def all_reduce(tensor: Tensor, op: DistReduceOp = ReduceOp.SUM, async_op: bool = False) -> Work | None:
    if async_op:
        return Work(check(rt_torch_dist_all_reduce_async(tensor.handle, int(op))))
    check(rt_torch_dist_all_reduce(tensor.handle, int(op)))
    return None


def broadcast(tensor: Tensor, src: int, async_op: bool = False) -> Work | None:
    if async_op:
        return Work(check(rt_torch_dist_broadcast_async(tensor.handle, src)))
    check(rt_torch_dist_broadcast(tensor.handle, src))
    return None


def all_gather(tensor_list: list[Tensor], tensor: Tensor, async_op: bool = False) -> Work | None:
    handles = [t.handle for t in tensor_list]
    if async_op:
        return Work(check(rt_torch_dist_all_gather_async(handles, tensor.handle)))
    check(rt_torch_dist_all_gather(handles, tensor.handle))
    return None


def reduce_scatter(output: Tensor, input_list: list[Tensor], op: DistReduceOp = ReduceOp.SUM,
                   async_op: bool = False) -> Work | None:
    handles = [t.handle for t in input_list]
    if async_op:
        return Work(check(rt_torch_dist_reduce_scatter_async(output.handle, handles, int(op))))
    check(rt_torch_dist_reduce_scatter(output.handle, handles, int(op)))
    return None


def average_gradients(parameters: Iterable[Tensor], bucket_bytes: int = 0) -> None:
    """Average every parameter's gradient over the ranks, bucketed as DistributedDataParallel does (bucket_bytes
    0: its 25 MiB); call it after backward, before the optimizer's step, with the same parameters on every rank."""
    check(rt_torch_dist_average_gradients([p.handle for p in parameters], bucket_bytes))
