"""Section 31: data-parallel training on torch.distributed, one process group per process.

The arguments the contract fixes are checked here (text present, enum values, counts, the timeout, the bucket
size); the backend's `distributed()` does the rest: PyTorch's torch.distributed (engines/torch_distributed.py), or
on NumPy that backend's own group over TCP sockets (engines/numpy_backend/distributed.py).
"""

from __future__ import annotations

import math

from ..abi.enums import COMPLEX, FLOATING, Dtype, DistReduceOp
from ..abi.errors import DtypeError, InvalidArgumentError, UnsupportedError
from . import args
from .args import tensor
from .entry import export
from .handles import WORK, table
from .startup import backend

MAX_TIMEOUT_S = 7 * 24 * 3600   # a week: longer is a mistake (and overflows some platforms' timers)


def _group():
    return backend().distributed()


def _op(op) -> str:
    value = args.integer(op, "op")
    try:
        return DistReduceOp(value).name
    except ValueError:
        names = ", ".join(f"RT_DIST_{o.name.upper()} ({o.value})" for o in DistReduceOp)
        raise InvalidArgumentError(f"op is {value}; it must be one of {names}") from None


def _tensors(handles, what: str) -> list:
    if handles is None:
        raise InvalidArgumentError(f"{what} is NULL")
    return [tensor(h, f"{what}[{i}]") for i, h in enumerate(handles)]


@export
def rt_torch_dist_is_available():
    try:
        return int(_group().is_available())
    except UnsupportedError:
        return 0


@export
def rt_torch_dist_init(backend, init_method, world_size, rank, timeout_s):
    name = args.text(backend, "backend")
    method = args.text(init_method, "init_method")
    world = args.integer(world_size, "world_size")
    me = args.integer(rank, "rank")
    if world < -1 or world == 0:
        raise InvalidArgumentError(f"world_size is {world}; it must be at least 1, or -1 (the WORLD_SIZE variable)")
    if me < -1:
        raise InvalidArgumentError(f"rank is {me}; it must be at least 0, or -1 (the RANK variable)")
    seconds = args.number(timeout_s, "timeout_s")
    if math.isnan(seconds) or not 0 <= seconds <= MAX_TIMEOUT_S:
        raise InvalidArgumentError(f"timeout_s is {seconds}; it must be in (0, {MAX_TIMEOUT_S}] seconds, or 0 "
                                   f"(PyTorch's default)")
    _group().init(name, method, world, me, seconds)


@export
def rt_torch_dist_is_initialized():
    try:
        group = _group()
    except UnsupportedError:
        return 0
    return int(group.is_available() and group.initialized())


@export
def rt_torch_dist_rank():
    return _group().rank()


@export
def rt_torch_dist_world_size():
    return _group().world_size()


@export
def rt_torch_dist_get_backend():
    return _group().backend()


@export
def rt_torch_dist_barrier():
    _group().barrier()


@export
def rt_torch_dist_destroy():
    _group().destroy()


@export
def rt_torch_dist_all_reduce(x, op):
    group, how = _group(), _op(op)
    group.all_reduce(tensor(x), how)


@export
def rt_torch_dist_all_reduce_async(x, op):
    group, how = _group(), _op(op)
    return table.add(group.all_reduce(tensor(x), how, wait=False), WORK)


def _work(work):
    return table.get(work, WORK, "work: handle")


@export
def rt_torch_dist_wait(work):
    _group().wait(_work(work))


@export
def rt_torch_dist_is_completed(work):
    return int(_group().is_completed(_work(work)))


@export
def rt_torch_dist_work_free(work):
    table.remove(work, WORK, "work: handle")


def _broadcast(x, src, wait: bool):
    group, root = _group(), args.integer(src, "src")
    return group.broadcast(tensor(x), root, wait)


def _all_gather(outputs, x, wait: bool):
    group = _group()
    return group.all_gather(_tensors(outputs, "outputs"), tensor(x), wait)


def _reduce_scatter(output, inputs, op, wait: bool):
    group, how = _group(), _op(op)
    return group.reduce_scatter(tensor(output, "output"), _tensors(inputs, "inputs"), how, wait)


@export
def rt_torch_dist_broadcast(x, src):
    _broadcast(x, src, wait=True)


@export
def rt_torch_dist_all_gather(outputs, x):
    _all_gather(outputs, x, wait=True)


@export
def rt_torch_dist_reduce_scatter(output, inputs, op):
    _reduce_scatter(output, inputs, op, wait=True)


@export
def rt_torch_dist_broadcast_async(x, src):
    return table.add(_broadcast(x, src, wait=False), WORK)


@export
def rt_torch_dist_all_gather_async(outputs, x):
    return table.add(_all_gather(outputs, x, wait=False), WORK)


@export
def rt_torch_dist_reduce_scatter_async(output, inputs, op):
    return table.add(_reduce_scatter(output, inputs, op, wait=False), WORK)


@export
def rt_torch_dist_average_gradients(params, bucket_bytes):
    group, b = _group(), backend()
    size = args.integer(bucket_bytes, "bucket_bytes")
    if size < 0:
        raise InvalidArgumentError(f"bucket_bytes is {size}; it must be positive, or 0 (DDP's 25 MiB)")
    ps = _tensors(params, "params")
    first: dict[int, int] = {}
    for i, t in enumerate(ps):   # averaging one gradient twice would halve it again
        j = first.setdefault(id(t), i)
        if j != i:
            raise InvalidArgumentError(f"params[{j}] and params[{i}] name the same tensor")
        if b.dtype(t) not in FLOATING | COMPLEX:   # only these have gradients
            raise DtypeError(f"params[{i}] is {Dtype(b.dtype(t)).name}; parameters must be floating point or complex")
    group.average_gradients(ps, size or group.DEFAULT_BUCKET_BYTES)
