"""st.distributed: PyTorch's torch.distributed names over the contract's section 31 (rt_torch_dist_*).

One process group per process, as PyTorch's default group: a Python rank here and a C, Rust or Simple rank
calling the C library join the same group (they run the same torch.distributed underneath). Failures raise the
library's errors: a call before init_process_group or a second init is an InvalidArgumentError (a ValueError, as
PyTorch's), a peer that does not answer within the timeout a DeviceError. On the NumPy backend the group is that
backend's own over TCP sockets (engines/numpy_backend/distributed.py), with the same names and semantics.

    st.distributed.init_process_group("gloo")          # env://: MASTER_ADDR, MASTER_PORT, RANK, WORLD_SIZE
    st.distributed.all_reduce(t, op=st.distributed.ReduceOp.SUM)
    st.distributed.average_gradients(model.parameters())   # DDP's bucketed gradient averaging
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable

from .. import calls
from ..abi.enums import DistReduceOp
from ..tensor import Tensor

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

    def __init__(self, runtime: calls.WorkHandle) -> None:
        self._runtime = runtime   # the handle's owner frees it with this object

    def wait(self) -> bool:
        calls.dist_wait(self._runtime)
        return True

    def is_completed(self) -> bool:
        return calls.dist_is_completed(self._runtime)


def is_available() -> bool:
    return calls.dist_is_available()


def init_process_group(backend: str | None = None, init_method: str | None = None,
                       timeout: datetime.timedelta | None = None, world_size: int = -1, rank: int = -1) -> None:
    """Join the group: backend "gloo", "nccl" or None (PyTorch's default); init_method None or "env://" (the
    standard variables), "tcp://host:port" or "file://..." with an explicit rank and world_size."""
    seconds = 0.0 if timeout is None else timeout.total_seconds()
    if timeout is not None and seconds <= 0:
        raise ValueError(f"timeout must be positive, got {timeout}")
    calls.dist_init(backend or "", init_method or "", world_size, rank, seconds)


def is_initialized() -> bool:
    return calls.dist_is_initialized()


def get_rank() -> int:
    return calls.dist_rank()


def get_world_size() -> int:
    return calls.dist_world_size()


def get_backend() -> str:
    return calls.dist_get_backend()


def barrier() -> None:
    calls.dist_barrier()


def destroy_process_group() -> None:
    calls.dist_destroy()


def all_reduce(tensor: Tensor, op: DistReduceOp = ReduceOp.SUM, async_op: bool = False) -> Work | None:
    if async_op:
        return Work(calls.dist_all_reduce_async(tensor, int(op)))
    calls.dist_all_reduce(tensor, int(op))
    return None


def broadcast(tensor: Tensor, src: int, async_op: bool = False) -> Work | None:
    if async_op:
        return Work(calls.dist_broadcast_async(tensor, src))
    calls.dist_broadcast(tensor, src)
    return None


def all_gather(tensor_list: list[Tensor], tensor: Tensor, async_op: bool = False) -> Work | None:
    if async_op:
        return Work(calls.dist_all_gather_async(tensor_list, tensor))
    calls.dist_all_gather(tensor_list, tensor)
    return None


def reduce_scatter(output: Tensor, input_list: list[Tensor], op: DistReduceOp = ReduceOp.SUM,
                   async_op: bool = False) -> Work | None:
    if async_op:
        return Work(calls.dist_reduce_scatter_async(output, input_list, int(op)))
    calls.dist_reduce_scatter(output, input_list, int(op))
    return None


def average_gradients(parameters: Iterable[Tensor], bucket_bytes: int = 0) -> None:
    """Average every parameter's gradient over the ranks, bucketed as DistributedDataParallel does (bucket_bytes
    0: its 25 MiB); call it after backward, before the optimizer's step, with the same parameters on every rank."""
    calls.dist_average_gradients(list(parameters), bucket_bytes)
