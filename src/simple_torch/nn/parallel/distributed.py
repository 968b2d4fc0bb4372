"""DistributedDataParallel over st.distributed, as torch.nn.parallel.DistributedDataParallel.

Each process holds a replica of the module and computes on its own slice of the data; DDP makes the replicas take
the same steps. At construction it checks that every rank has the same parameter shapes and broadcasts rank 0's
parameters and buffers. Its post-accumulate gradient hooks (Tensor.register_post_accumulate_grad_hook) put each
parameter's gradient, once backward has accumulated it, into its bucket; a full bucket's gradients, divided by the
world size, are flattened and all-reduced (SUM) at once, asynchronously, buckets strictly in order so that every
rank makes the same calls; a callback at the end of the backward waits for them and copies the averages back into
.grad. So when loss.backward() returns, every rank's .grad is the mean over the ranks, as PyTorch's.

Buckets: the parameters requiring gradients, in the order their hooks fire (the newest parameter first: the last
layer's gradients are ready first), grouped by dtype and device, each bucket closed once it holds at least its
limit of bytes: 1 MiB for the first and bucket_cap_mb MiB (25 by default) for the others, or bucket_cap_mb for
all when it is given: the buckets PyTorch's reducer rebuilds after its first step (that step, whose order it does
not know yet, it reduces in one bucket).

The contract runs a backward as one call, so the hooks fire after its pass, not interleaved with it; the buckets'
all-reduces still start one by one as buckets fill, and the callback waits for the last before backward returns.
"""

from __future__ import annotations

import contextlib
import warnings
import weakref
from typing import Any, Iterator

from ... import autograd_graph, calls
from ... import distributed as dist
from ...creation import cat, tensor as make_tensor, zeros
from ...devices import device as device_class
from ...dtypes import int64
from ...errors import UnsupportedError
from ...grad_mode import is_grad_enabled, no_grad
from ...tensor import Tensor
from ..module import Module

__all__ = ["DistributedDataParallel"]

MB = 1024 * 1024                      # bucket_cap_mb's unit, as PyTorch's _MB_TO_BYTES
DEFAULT_BUCKET_CAP_MB = 25            # PyTorch's default bucket_cap_mb
DEFAULT_FIRST_BUCKET_BYTES = 1 * MB   # torch.distributed._DEFAULT_FIRST_BUCKET_BYTES: the first bucket's limit


def _bucket_assignment(sizes: list[tuple[Any, int]], limits: list[int]) -> list[list[int]]:
    """The buckets (lists of indices into sizes) for tensors of (key, bytes), in order: each key (dtype, device)
    fills its own bucket, closed once it holds at least the current limit; the limits step on per key, staying at
    the last (PyTorch's compute_bucket_assignment_by_size). Buckets come in the order of their first tensor."""
    open_buckets: dict[Any, tuple[list[int], int]] = {}
    limit_at: dict[Any, int] = {}
    closed: list[list[int]] = []
    for index, (key, nbytes) in enumerate(sizes):
        members, size = open_buckets.get(key, ([], 0))
        members.append(index)
        size += nbytes
        step = limit_at.get(key, 0)
        if size >= limits[step]:
            closed.append(members)
            open_buckets.pop(key, None)
            limit_at[key] = min(step + 1, len(limits) - 1)
        else:
            open_buckets[key] = (members, size)
    closed += [members for members, _ in open_buckets.values()]
    return sorted(closed, key=min)


def _grad_ready_hook(owner: weakref.ref) -> Any:
    def hook(param: Tensor) -> None:
        ddp = owner()
        if ddp is not None:
            ddp._grad_ready(param)
    return hook


def _remove_all(handles: list[Any]) -> None:
    for handle in handles:
        handle.remove()


class _Bucket:
    """Parameters whose gradients are all-reduced in one call, and the state of the current backward."""

    def __init__(self, params: list[Tensor]) -> None:
        self.params = params
        self.ready: set[int] = set()      # indices into params whose gradient this backward produced
        self.work: dist.Work | None = None
        self.flat: Tensor | None = None   # the flattened gradients being all-reduced


class DistributedDataParallel(Module):
    """module replicated over the ranks of the default process group, its gradients averaged during backward.
    Call st.distributed.init_process_group first (PyTorch's ValueError otherwise)."""

    def __init__(self, module: Module, device_ids: list[Any] | None = None, output_device: Any = None, dim: int = 0,
                 broadcast_buffers: bool | None = None, init_sync: bool = True, process_group: Any = None,
                 bucket_cap_mb: float | None = None, find_unused_parameters: bool = False,
                 check_reduction: bool = False, gradient_as_bucket_view: bool = False, static_graph: bool = False,
                 delay_all_reduce_named_params: Any = None, param_to_hook_all_reduce: Any = None,
                 mixed_precision: Any = None, device_mesh: Any = None, skip_all_reduce_unused_params: bool = False,
                 bucket_cap_mb_list: list[int] | None = None, batched_grad_copy: bool = False,
                 forward_sync_buffers: bool | None = None) -> None:
        super().__init__()
        if process_group is not None or device_mesh is not None:
            raise UnsupportedError("DistributedDataParallel: st.distributed has one process group per process, the "
                                   "default one: process_group and device_mesh must be None")
        if delay_all_reduce_named_params is not None or param_to_hook_all_reduce is not None:
            raise UnsupportedError("DistributedDataParallel: delay_all_reduce_named_params and "
                                   "param_to_hook_all_reduce are not supported")
        if mixed_precision is not None:
            raise UnsupportedError("DistributedDataParallel: mixed_precision is not supported; use st.autocast")
        if bucket_cap_mb_list is not None:
            raise UnsupportedError("DistributedDataParallel: bucket_cap_mb_list is not supported; use bucket_cap_mb")
        if skip_all_reduce_unused_params:
            raise UnsupportedError("DistributedDataParallel: skip_all_reduce_unused_params is not supported")
        # check_reduction (deprecated), gradient_as_bucket_view, static_graph and batched_grad_copy change how
        # PyTorch's reducer runs, not the gradients it gives: taken as PyTorch takes them
        if not dist.is_initialized():   # PyTorch's _get_default_group
            raise ValueError("Default process group has not been initialized, please make sure to call "
                             "init_process_group.")
        params = list(module.parameters())
        if not any(p.requires_grad for p in params):
            raise RuntimeError("DistributedDataParallel is not needed when a module doesn't have any parameter "
                               "that requires a gradient.")
        if device_ids is not None and len(device_ids) > 1:
            raise ValueError("device_ids can only be None or contain a single element.")
        devices = {p.device for p in params}
        device_types = {d.type for d in devices}
        if len(device_types) != 1:
            raise ValueError("DistributedDataParallel's input module must be on the same type of devices, but input "
                             f"module parameters locate in {device_types}.")
        if not device_ids or device_types == {"cpu"} or len(devices) > 1:
            if device_ids or output_device:
                raise ValueError("DistributedDataParallel device_ids and output_device arguments only work with "
                                 "single-device/multiple-device GPU modules or CPU modules, but got device_ids "
                                 f"{device_ids}, output_device {output_device}, and module parameters {devices}.")
            self.device_ids, self.output_device = None, None
        else:
            self.device_ids = [device_class(d).index if not isinstance(d, int) else d for d in device_ids]
            self.output_device = self.device_ids[0] if output_device is None else output_device
        if broadcast_buffers is not None:
            warnings.warn("`broadcast_buffers` is deprecated. Use `forward_sync_buffers` instead." if
                          forward_sync_buffers is None else "Both `broadcast_buffers` and `forward_sync_buffers` "
                          "were specified. `broadcast_buffers` is deprecated and its value is ignored when "
                          "`forward_sync_buffers` is provided.", FutureWarning, stacklevel=2)
        if forward_sync_buffers is not None:
            self.forward_sync_buffers, init_sync_buffers = forward_sync_buffers, True
        else:
            self.forward_sync_buffers = init_sync_buffers = broadcast_buffers is None or broadcast_buffers
        self.module = module
        self.device = next(iter(params)).device
        self.dim = dim
        self.find_unused_parameters = find_unused_parameters
        self.static_graph = static_graph
        self.gradient_as_bucket_view = gradient_as_bucket_view
        self.batched_grad_copy = batched_grad_copy
        self.require_backward_grad_sync = True
        self.require_forward_param_sync = True
        cap_mb = DEFAULT_BUCKET_CAP_MB if bucket_cap_mb is None else bucket_cap_mb
        self.bucket_bytes_cap = int(cap_mb * MB)
        first = DEFAULT_FIRST_BUCKET_BYTES if bucket_cap_mb is None else self.bucket_bytes_cap
        if init_sync:
            self._check_shapes_across_ranks(params)
            self._broadcast(params + (list(module.buffers()) if init_sync_buffers else []))
        # the order the hooks fire in: newest parameter first (autograd_graph.backward_with_hooks)
        trained = sorted((p for p in params if p.requires_grad), key=lambda p: p.handle, reverse=True)
        limits = [first, self.bucket_bytes_cap] if first < self.bucket_bytes_cap else [self.bucket_bytes_cap]
        sizes = [((p.dtype, p.device), p.numel() * p.element_size()) for p in trained]
        self._buckets = [_Bucket([trained[i] for i in members]) for members in _bucket_assignment(sizes, limits)]
        self._where = {id(p): (b, i) for b, bucket in enumerate(self._buckets) for i, p in enumerate(bucket.params)}
        self._expecting = False    # the forward before this backward asked for the gradients to be averaged
        self._finish_queued = False   # this backward's end will finish the reduction
        self._next_bucket = 0      # buckets are all-reduced strictly in order
        self._unfinished: list[int] | None = None   # the indices of parameters the last reduction missed
        # the hooks live on the parameters: they hold this wrapper weakly, and go when it is collected
        hook = _grad_ready_hook(weakref.ref(self))
        handles = [p.register_post_accumulate_grad_hook(hook) for p in trained]
        weakref.finalize(self, _remove_all, handles)

    # -- construction ---------------------------------------------------------------------------------------------
    @staticmethod
    def _check_shapes_across_ranks(params: list[Tensor]) -> None:
        """Every rank must hold the same parameter shapes (PyTorch's _verify_param_shape_across_processes)."""
        where = params[0].device
        mine = make_tensor([len(params), sum(p.numel() for p in params)] + [p.dim() for p in params],
                           dtype=int64, device=where)
        counts = [zeros(1, dtype=int64, device=where) for _ in range(dist.get_world_size())]
        dist.all_gather(counts, make_tensor([mine.numel()], dtype=int64, device=where))
        theirs = [int(c.item()) for c in counts]
        if len(set(theirs)) == 1:
            gathered = [zeros(mine.numel(), dtype=mine.dtype, device=mine.device) for _ in theirs]
            dist.all_gather(gathered, mine)
            theirs = [tuple(g.tolist()) for g in gathered]
            if len(set(theirs)) == 1:
                return
        rank = dist.get_rank()
        raise RuntimeError(f"DDP expects same model across all ranks, but rank {rank}'s parameters (count, total "
                           f"number of elements, dimensions) differ from another rank's: {theirs}")

    @staticmethod
    def _broadcast(tensors: list[Tensor]) -> None:
        for t in tensors:
            dist.broadcast(t, 0)

    # -- forward --------------------------------------------------------------------------------------------------
    def forward(self, *inputs: Any, **kwargs: Any) -> Any:
        if is_grad_enabled() and self.require_backward_grad_sync:
            if self._unfinished is not None:
                missing, self._unfinished = self._unfinished, None
                raise RuntimeError(
                    "Expected to have finished reduction in the prior iteration before starting a new one. This "
                    "error indicates that your module has parameters that were not used in producing loss. You can "
                    "enable unused parameter detection by passing the keyword argument `find_unused_parameters=True` "
                    "to `torch.nn.parallel.DistributedDataParallel`, and by making sure all `forward` function "
                    "outputs participate in calculating loss.\nParameter indices which did not receive grad for rank "
                    f"{dist.get_rank()}: {' '.join(map(str, missing))}")
            self._expecting = True
        if self.forward_sync_buffers and self.require_forward_param_sync:
            buffers = list(self.module.buffers())
            if buffers:
                self._broadcast(buffers)
        if self.device_ids:
            where = device_class("cuda", self.device_ids[0]) if self.device.type == "cuda" else self.device
            inputs = tuple(x.to(where) if isinstance(x, Tensor) else x for x in inputs)
            kwargs = {k: v.to(where) if isinstance(v, Tensor) else v for k, v in kwargs.items()}
        return self.module(*inputs, **kwargs)

    @contextlib.contextmanager
    def no_sync(self) -> Iterator[None]:
        """Backward passes of the forwards made inside accumulate their gradients locally; the first
        forward-backward after the block averages the sum."""
        old = self.require_backward_grad_sync
        self.require_backward_grad_sync = False
        try:
            yield
        finally:
            self.require_backward_grad_sync = old

    # -- backward -------------------------------------------------------------------------------------------------
    def _grad_ready(self, param: Tensor) -> None:
        if not self._expecting:
            return
        b, i = self._where[id(param)]
        if not self._finish_queued:
            autograd_graph.queue_callback(self._finish)
            self._finish_queued = True
        self._buckets[b].ready.add(i)
        self._launch_full_buckets()

    def _launch_full_buckets(self) -> None:
        while (self._next_bucket < len(self._buckets)
               and len(self._buckets[self._next_bucket].ready) == len(self._buckets[self._next_bucket].params)):
            self._launch(self._buckets[self._next_bucket])
            self._next_bucket += 1

    def _launch(self, bucket: _Bucket) -> None:
        """Start the all-reduce of the bucket's gradients, each divided by the world size (zeros for a parameter
        without one)."""
        world = dist.get_world_size()
        with no_grad():
            parts = []
            for p in bucket.params:
                grad = p.grad
                parts.append((grad / world).reshape(-1) if grad is not None
                             else zeros(p.numel(), dtype=p.dtype, device=p.device))
            bucket.flat = cat(parts)
        bucket.work = dist.all_reduce(bucket.flat, op=dist.ReduceOp.SUM, async_op=True)

    def _finish(self) -> None:
        """At the end of the backward: launch what unused parameters held back (find_unused_parameters), wait for
        the all-reduces and write the averages into .grad."""
        used = None
        if self.find_unused_parameters:
            flags = [1 if i in bucket.ready else 0 for bucket in self._buckets for i in range(len(bucket.params))]
            for bucket in self._buckets:
                bucket.ready = set(range(len(bucket.params)))
            self._launch_full_buckets()
            used = make_tensor(flags, dtype=int64, device=self.device)   # a parameter used on any rank gets a gradient
            dist.all_reduce(used, op=dist.ReduceOp.MAX)
        elif self._next_bucket < len(self._buckets):
            offsets = {id(p): k for k, p in enumerate(self.module.parameters())}
            self._unfinished = sorted(offsets[id(bucket.params[i])] for bucket in self._buckets
                                      for i in range(len(bucket.params)) if i not in bucket.ready)
        index = 0
        for bucket in self._buckets:
            if bucket.work is not None:
                bucket.work.wait()
                self._write_back(bucket, None if used is None else used[index:index + len(bucket.params)])
            index += len(bucket.params)
            bucket.ready, bucket.work, bucket.flat = set(), None, None
        self._expecting, self._finish_queued, self._next_bucket = False, False, 0

    @staticmethod
    def _write_back(bucket: _Bucket, used: Tensor | None) -> None:
        offset = 0
        with no_grad():
            for k, p in enumerate(bucket.params):
                average = bucket.flat[offset:offset + p.numel()].reshape(p.shape)
                offset += p.numel()
                grad = p.grad
                if grad is not None:
                    grad.copy_(average)
                elif used is not None and int(used[k].item()):   # unused here, used on another rank
                    # backward from the leaf gives it the gradient, without running its hooks again
                    calls.tensor_backward_gradient(p, average, 0)
