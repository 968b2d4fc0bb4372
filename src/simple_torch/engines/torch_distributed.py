"""The PyTorch backend's process group (contract section 31): torch.distributed itself, gloo on the CPU, NCCL on GPUs.

The runtime (runtime/distributed.py) has checked the arguments it can check without the group (texts present,
enum values, the timeout, the bucket size); this module checks the rest against the group (the state, ranks
against the world size, list lengths, shapes, dtypes, contiguity), makes the torch.distributed calls and turns
their failures into the contract's codes: torch.distributed's DistError family and gloo's transport errors (a
store or a peer that does not answer within the timeout, a connection reset by a peer that died) are
RT_ERR_DEVICE, the network being the device a collective runs on; a call in the wrong state is
RT_ERR_INVALID_ARGUMENT with a message saying what to call first. init makes the store and checks the ranks
through torch_rendezvous.py, within one deadline, before torch.distributed connects the backend.
"""

from __future__ import annotations

import datetime
import functools

import torch
import torch.distributed as dist

from ..abi.errors import DeviceError, DtypeError, InvalidArgumentError, ShapeError, UnsupportedError
from . import torch_rendezvous as rendezvous
from .dist_address import Deadline, first_line, resolve

BACKENDS = ("gloo", "nccl")
# PyTorch's DistributedDataParallel buckets gradients by 25 MiB (its bucket_cap_mb default)
DEFAULT_BUCKET_BYTES = 25 * 1024 * 1024
# gloo reports a peer that died or hangs as a plain RuntimeError from its transport, e.g. "[.../gloo/transport/tcp/
# pair.cc:537] Read error [127.0.0.1]:26496: Connection reset by peer"
_PEER_FAILURES = ("/transport/", "connection reset", "connection closed", "connection refused", "timed out")
# torch 2.6's gloo: its refusal of ReduceOp.AVG (raised by the collective's Work, on every rank, before any
# communicates), and its lack of reduce_scatter
_GLOO_REFUSES_AVG = "Cannot use ReduceOp.AVG with Gloo"
_GLOO_LACKS_REDUCE_SCATTER = "ProcessGroupGloo does not support reduce_scatter"


def _reduce_op(op: str):
    return getattr(dist.ReduceOp, op.upper())


class _Work:
    """An asynchronous collective's torch.distributed Work, whether a wait on it has returned, and what is left to
    do on its result once it is done (then: run once, when a wait returns or is_completed first says done)."""

    def __init__(self, work, then=None) -> None:
        self.torch, self.waited, self.then = work, False, then

    def finish(self) -> None:
        if self.then is not None:
            then, self.then = self.then, None
            with torch.no_grad():
                then()

    @classmethod
    def of(cls, work):
        """A _Work for an asynchronous call's Work; None (a synchronous call's result) stays None."""
        return None if work is None else cls(work)

class _Translated:
    """Turns torch.distributed's failures into the contract's errors, naming what was being done."""

    def __init__(self, doing: str) -> None:
        self.doing = doing

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind, exc, tb) -> bool:
        if exc is None:
            return False
        if isinstance(exc, (dist.DistError, TimeoutError)) or (
                isinstance(exc, RuntimeError) and any(w in str(exc).lower() for w in _PEER_FAILURES)):
            raise DeviceError(f"{self.doing} failed: {first_line(exc)} (a peer did not answer within the "
                              f"timeout, or left the group)") from None
        return False


class TorchDistributed:
    """The process-wide default group of torch.distributed; one per process, as in PyTorch."""

    DEFAULT_BUCKET_BYTES = DEFAULT_BUCKET_BYTES

    def is_available(self) -> bool:
        return dist.is_available()

    def initialized(self) -> bool:
        return dist.is_initialized()

    def _require(self) -> None:
        if not dist.is_initialized():
            raise InvalidArgumentError("no process group: call rt_torch_dist_init first")

    def init(self, backend: str, init_method: str, world_size: int, rank: int, timeout_s: float) -> None:
        """Join the group within timeout_s (0: PyTorch's default), one deadline for the whole init
        (torch_rendezvous.py says why torch.distributed's own init_process_group does not keep its timeout)."""
        deadline = Deadline(timeout_s or dist.default_pg_timeout.total_seconds())
        if dist.is_initialized():
            raise InvalidArgumentError(f"a process group is already initialized (rank {dist.get_rank()} of "
                                       f"{dist.get_world_size()}); call rt_torch_dist_destroy first")
        if backend not in ("", *BACKENDS):
            raise InvalidArgumentError(f"backend is {backend!r}; it must be \"gloo\", \"nccl\" or \"\" (the default)")
        if backend == "nccl" and not dist.is_nccl_available():
            raise UnsupportedError("backend \"nccl\" is not in this PyTorch build (a CPU build, or no NCCL); "
                                   "use \"gloo\"")
        method, where, world_size, rank = resolve(init_method, world_size, rank)
        joining = f"joining the group at {method} as rank {rank} of {world_size}"
        store = rendezvous.store(where, rank, world_size, deadline, joining)
        rendezvous.check_ranks(store, rank, world_size, deadline, joining)
        with _Translated(f"{joining}: connecting {backend or 'the default backend'} to the other ranks within "
                         f"what was left of {deadline}"):
            # the store under torch.distributed's own prefix for its default group, as its rendezvous puts it
            dist.init_process_group(backend=backend or None, store=dist.PrefixStore("default_pg", store),
                                    world_size=world_size, rank=rank, timeout=deadline.timedelta())
        whole = datetime.timedelta(seconds=deadline.seconds)   # the collectives' timeout, and the store's
        store.set_timeout(whole)
        dist.distributed_c10d._set_pg_timeout(whole)

    def rank(self) -> int:
        self._require()
        return dist.get_rank()

    def world_size(self) -> int:
        self._require()
        return dist.get_world_size()

    def backend(self) -> str:
        self._require()
        return str(dist.get_backend())

    def barrier(self) -> None:
        self._require()
        with _Translated("barrier"):
            dist.barrier()

    def destroy(self) -> None:
        self._require()
        dist.destroy_process_group()

    def _inplace(self, x: torch.Tensor, what: str) -> None:
        if not x.is_contiguous():   # the collectives write the tensor's memory as one block
            raise InvalidArgumentError(f"{what} is not contiguous (a strided view); collectives write in place "
                                       f"into contiguous memory: make a contiguous copy first")

    def all_reduce(self, x: torch.Tensor, op: str, wait: bool = True):
        """Done on return, or (wait False) started: the torch.distributed Work to wait on."""
        self._require()
        self._inplace(x, "x")
        with _Translated(f"all_reduce ({op})"), torch.no_grad():   # in place on leaves too, outside autograd
            if op == "avg" and dist.get_backend() == "gloo" and gloo_refuses_avg():
                return _mean_by_sum(x, wait)
            return _Work.of(dist.all_reduce(x, op=_reduce_op(op), async_op=not wait))

    def wait(self, work: _Work) -> None:
        with _Translated("waiting for an asynchronous collective"):
            work.torch.wait()
        work.waited = True
        work.finish()

    def is_completed(self, work: _Work) -> bool:
        # gloo's Work may still say not completed just after its wait() returned (its flag is set by another
        # thread): a work waited on is done
        done = work.waited or work.torch.is_completed()
        if done:
            work.finish()
        return done

    # each collective below, as all_reduce: done on return, or (wait False) started, its Work returned
    def broadcast(self, x: torch.Tensor, src: int, wait: bool = True):
        self._require()
        self._check_rank(src, "src")
        self._inplace(x, "x")
        with _Translated(f"broadcast from rank {src}"), torch.no_grad():
            return _Work.of(dist.broadcast(x, src=src, async_op=not wait))

    def all_gather(self, outputs: list[torch.Tensor], x: torch.Tensor, wait: bool = True):
        self._require()
        self._same_as(outputs, x, "outputs")
        with _Translated("all_gather"), torch.no_grad():
            return _Work.of(dist.all_gather(outputs, x, async_op=not wait))

    def reduce_scatter(self, output: torch.Tensor, inputs: list[torch.Tensor], op: str, wait: bool = True):
        self._require()
        self._inplace(output, "output")
        self._same_as(inputs, output, "inputs")
        with _Translated(f"reduce_scatter ({op})"), torch.no_grad():
            try:
                return _Work.of(dist.reduce_scatter(output, inputs, op=_reduce_op(op), async_op=not wait))
            except RuntimeError as e:
                if _GLOO_LACKS_REDUCE_SCATTER in str(e):
                    return self._reduce_scatter_by_all_reduce(output, inputs, op, wait)
                if "does not support" in str(e) or "not supported" in str(e):
                    raise UnsupportedError(f"reduce_scatter on {dist.get_backend()}: {first_line(e)}") from None
                raise

    def _reduce_scatter_by_all_reduce(self, output: torch.Tensor, inputs: list[torch.Tensor], op: str, wait: bool):
        """reduce_scatter where gloo lacks it (torch 2.6): the inputs of every rank reduced by one all_reduce of
        them stacked, this rank's part then copied to output (world-size times the traffic, the same result)."""
        stacked = torch.stack(inputs)
        work = self.all_reduce(stacked, op, wait)
        rank = dist.get_rank()
        if work is None:
            output.copy_(stacked[rank])
            return None
        before = work.then

        def then() -> None:
            if before is not None:
                before()
            output.copy_(stacked[rank])
        work.then = then
        return work

    def average_gradients(self, params: list[torch.Tensor], bucket_bytes: int) -> None:
        """DDP's gradient averaging: grads of one dtype and device flattened into buckets of about bucket_bytes,
        each summed over the ranks in one all_reduce, divided by the world size and copied back."""
        self._require()
        world = dist.get_world_size()
        grads = []
        for p in params:
            if p.grad is None:   # zeros, so that every rank joins the same all_reduce calls
                p.grad = torch.zeros_like(p)
            grads.append(p.grad)
        groups: dict[tuple, list[torch.Tensor]] = {}
        for g in grads:
            groups.setdefault((g.dtype, g.device), []).append(g)
        with _Translated("average_gradients"), torch.no_grad():
            for same in groups.values():
                bucket: list[torch.Tensor] = []
                size = 0
                for g in same:
                    bucket.append(g)
                    size += g.numel() * g.element_size()
                    if size >= bucket_bytes:
                        _reduce_bucket(bucket, world)
                        bucket, size = [], 0
                if bucket:
                    _reduce_bucket(bucket, world)

    def _check_rank(self, r: int, what: str) -> None:
        world = dist.get_world_size()
        if not 0 <= r < world:
            raise InvalidArgumentError(f"{what} is {r}; it must be a rank in [0, {world})")

    def _same_as(self, tensors: list[torch.Tensor], like: torch.Tensor, what: str) -> None:
        world = dist.get_world_size()
        if len(tensors) != world:
            raise InvalidArgumentError(f"{what} holds {len(tensors)} tensors; it must hold one per rank ({world})")
        for i, t in enumerate(tensors):
            if t.dtype != like.dtype:
                raise DtypeError(f"{what}[{i}] is {t.dtype}, not {like.dtype}")
            if t.shape != like.shape:
                raise ShapeError(f"{what}[{i}] has shape {tuple(t.shape)}, not {tuple(like.shape)}")
            self._inplace(t, f"{what}[{i}]")


@functools.cache
def gloo_refuses_avg() -> bool:
    """Whether this release's gloo refuses AVG (2.6), asked once per process of a gloo group of this process
    alone, so that the ranks of the real group communicate nothing more."""
    alone = dist.ProcessGroupGloo(dist.HashStore(), 0, 1, datetime.timedelta(seconds=10))
    options = dist.AllreduceOptions()
    options.reduceOp = dist.ReduceOp.AVG
    try:
        alone.allreduce([torch.zeros(0)], options).wait()
    except RuntimeError as e:
        if _GLOO_REFUSES_AVG not in str(e):
            raise
        return True
    return False


def _mean_by_sum(x: torch.Tensor, wait: bool):
    """all_reduce with AVG where gloo refuses it (torch 2.6): the sum over the ranks divided by the world size,
    which later releases' gloo computes. Integers and bools are refused there with PyTorch's error of an in-place
    true division ("result type Float can't be cast to the desired output type Long"): the same error here, raised
    by that division on an empty tensor of x's dtype before any rank communicates."""
    world = dist.get_world_size()
    if not (x.is_floating_point() or x.is_complex()):
        x.new_empty(0).div_(world)
    work = dist.all_reduce(x, op=dist.ReduceOp.SUM, async_op=not wait)
    if wait:
        x.div_(world)
        return None
    return _Work(work, then=lambda: x.div_(world))


def _reduce_bucket(bucket: list[torch.Tensor], world: int) -> None:
    flat = torch.cat([g.reshape(-1) for g in bucket])
    dist.all_reduce(flat, op=dist.ReduceOp.SUM)
    flat.div_(world)
    offset = 0
    for g in bucket:
        n = g.numel()
        g.copy_(flat[offset:offset + n].view_as(g))
        offset += n

