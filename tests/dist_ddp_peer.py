"""A rank of tests/test_distributed.py's DistributedDataParallel test: st.nn.parallel.DistributedDataParallel
beside PyTorch's own torch.nn.parallel.DistributedDataParallel, on the same model, data and steps. On the torch
backend both run in one group (st.distributed's is torch.distributed's default one); on the NumPy backend ours runs
over the NumPy backend's own group and PyTorch's DDP over a torch.distributed group beside it, on a port that
rank 0 picks and broadcasts through ours.

    python -m simple_torch.launch --nproc 2 tests/dist_ddp_peer.py

Each rank takes its half of every batch. Checked on each rank:
    - construction broadcasts rank 0's parameters and buffers (each rank seeds its model differently);
    - after a step, .grad is the gradient of the whole batch's mean loss (PyTorch, one process), and PyTorch's DDP's;
    - no_sync: micro-batches accumulate locally (no all-reduce), the next step averages the sum;
    - the number of all-reduces per step, for several bucket_cap_mb, is the number of buckets PyTorch's DDP
      reduces per step (counted with a comm hook, from its second step on, once it has rebuilt its buckets);
    - find_unused_parameters=True with a layer only rank 0 uses: PyTorch's gradients; without it, a layer no rank
      uses fails the next forward with PyTorch's RuntimeError.
Prints "ddp_peer: rank R buckets CAP=N ..." and "ddp_peer: ok", or fails with an AssertionError."""

from __future__ import annotations

import datetime
import gc
import os
import socket

import numpy as np
import torch
import torch.distributed as torch_dist
from torch.distributed.algorithms.ddp_comm_hooks.default_hooks import allreduce_hook
from torch.nn.parallel import DistributedDataParallel as TorchDDP

import simple_torch as st
import simple_torch.distributed as dist
from simple_torch.nn.parallel import DistributedDataParallel as DDP

TIMEOUT = datetime.timedelta(seconds=60)
BATCH, FEATURES, OUT = 8, 6, 3
CAPS = [None, 0.002, 1e-6]   # bucket_cap_mb: one bucket (1 MiB first), two, one per parameter
TOLERANCE = 1e-5
BACKEND = os.environ.get("SIMPLE_TORCH_BACKEND", "torch")


class Net(st.nn.Module):
    def __init__(self, unused: bool = False) -> None:
        super().__init__()
        self.fc1, self.fc2, self.fc3 = st.nn.Linear(FEATURES, 32), st.nn.Linear(32, 16), st.nn.Linear(16, OUT)
        self.extra = st.nn.Linear(16, OUT) if unused else None
        self.register_buffer("seen", st.full((2,), float(dist.get_rank())))
        self.use_extra = False

    def forward(self, x):
        h = st.tanh(self.fc2(st.tanh(self.fc1(x))))
        out = self.fc3(h)
        return out + self.extra(h) if self.use_extra else out


class TorchNet(torch.nn.Module):
    """Net in PyTorch, with Net's values."""

    def __init__(self, net: Net) -> None:
        super().__init__()
        self.fc1, self.fc2, self.fc3 = torch.nn.Linear(FEATURES, 32), torch.nn.Linear(32, 16), torch.nn.Linear(16, OUT)
        self.extra = torch.nn.Linear(16, OUT) if net.extra is not None else None
        self.use_extra = False
        with torch.no_grad():
            for name, p in self.named_parameters():
                p.copy_(torch.from_numpy(net.get_parameter(name).numpy()))

    def forward(self, x):
        h = torch.tanh(self.fc2(torch.tanh(self.fc1(x))))
        out = self.fc3(h)
        return out + self.extra(h) if self.use_extra else out


def batches(steps: int) -> list[tuple[np.ndarray, np.ndarray]]:
    rng = np.random.default_rng(42)   # the same on every rank
    return [(rng.standard_normal((BATCH, FEATURES), dtype=np.float32),
             rng.standard_normal((BATCH, OUT), dtype=np.float32)) for _ in range(steps)]


def half(a: np.ndarray) -> np.ndarray:
    size = BATCH // dist.get_world_size()
    return a[dist.get_rank() * size:(dist.get_rank() + 1) * size]


def st_step(model, x: np.ndarray, y: np.ndarray) -> None:
    st.nn.functional.mse_loss(model(st.tensor(half(x))), st.tensor(half(y))).backward()


def torch_step(model, x: np.ndarray, y: np.ndarray, whole: bool = False) -> None:
    x, y = (x, y) if whole else (half(x), half(y))
    torch.nn.functional.mse_loss(model(torch.from_numpy(x)), torch.from_numpy(y)).backward()


def assert_grads(ours: st.nn.Module, theirs: torch.nn.Module, what: str) -> None:
    for name, p in theirs.named_parameters():
        mine = ours.get_parameter(name).grad
        if p.grad is None:
            assert mine is None, f"{what}: {name} has a gradient, PyTorch's none"
            continue
        assert mine is not None, f"{what}: {name} has no gradient"
        assert np.allclose(mine.numpy(), p.grad.numpy(), atol=TOLERANCE), f"{what}: {name}"


class Counted:
    """dist.all_reduce, counting its calls."""

    def __init__(self) -> None:
        self.calls, self.all_reduce = 0, dist.all_reduce

    def __call__(self, *args, **kwargs):
        self.calls += 1
        return self.all_reduce(*args, **kwargs)


def torch_buckets_per_step(model: torch.nn.Module, cap: float | None, data) -> int:
    """The all-reduces of PyTorch's DDP at its second step (after it rebuilt its buckets)."""
    ddp = TorchDDP(model, bucket_cap_mb=cap)
    counts = []

    def counting_hook(state, bucket):
        counts.append(1)
        return allreduce_hook(None, bucket)

    ddp.register_comm_hook(None, counting_hook)
    for x, y in data[:2]:
        counts.clear()
        model.zero_grad()
        torch_step(ddp, x, y)
    return len(counts)


def join_a_torch_group_beside() -> None:
    """The NumPy backend: PyTorch's DDP needs torch.distributed's group; rank 0 picks its port."""
    port = st.zeros(1, dtype=st.int64)
    if dist.get_rank() == 0:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port.fill_(s.getsockname()[1])
    dist.broadcast(port, src=0)
    torch_dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{int(port.item())}", timeout=TIMEOUT,
                                  world_size=dist.get_world_size(), rank=dist.get_rank())


def main() -> None:
    dist.init_process_group("gloo", timeout=TIMEOUT)
    if BACKEND == "torch":
        assert torch_dist.is_initialized(), "st.distributed's group is torch.distributed's default one"
    else:
        assert not torch_dist.is_initialized(), "the NumPy backend's group is its own"
        join_a_torch_group_beside()
    rank, world = dist.get_rank(), dist.get_world_size()
    data = batches(4)

    # construction: rank 0's parameters and buffers everywhere
    st.manual_seed(0)
    reference = TorchNet(Net())   # rank 0's initial values
    st.manual_seed(0 if rank == 0 else 100 + rank)   # rank 0 holds the reference values
    net = Net()
    ddp = DDP(net)
    assert np.array_equal(net.seen.numpy(), np.zeros(2, np.float32)), "buffers not broadcast from rank 0"
    for name, p in reference.named_parameters():
        assert np.array_equal(net.get_parameter(name).numpy(), p.detach().numpy()), f"{name} not broadcast"
    assert list(ddp.state_dict()) == [f"module.{key}" for key in net.state_dict()] and ddp.module is net

    # one step: the whole batch's gradient
    counted = Counted()
    dist.all_reduce = counted
    st_step(ddp, *data[0])
    torch_step(reference, *data[0], whole=True)
    assert_grads(net, reference, "a step")
    assert counted.calls == 1, counted.calls   # the default buckets: 1 MiB first, this model's 3 KiB in one

    # no_sync: two micro-batches accumulated locally, the third step averages the sum
    net.zero_grad()
    reference.zero_grad()
    counted.calls = 0
    with ddp.no_sync():
        st_step(ddp, *data[1])
        st_step(ddp, *data[2])
    assert counted.calls == 0, "no_sync made an all-reduce"
    st_step(ddp, *data[3])
    assert counted.calls == 1, counted.calls
    for x, y in data[1:4]:
        torch_step(reference, x, y, whole=True)
    assert_grads(net, reference, "no_sync then a step")

    # buckets: as many all-reduces per step as PyTorch's DDP makes
    figures = []
    for cap in CAPS:
        st.manual_seed(0)
        model = Net()
        theirs = torch_buckets_per_step(TorchNet(model), cap, data)
        ours = DDP(model, bucket_cap_mb=cap)
        counted.calls = 0
        st_step(ours, *data[0])
        figures.append(f"{cap}={counted.calls}")
        assert counted.calls == theirs, f"bucket_cap_mb={cap}: {counted.calls} all-reduces, PyTorch's DDP {theirs}"
    dist.all_reduce = counted.all_reduce
    print(f"ddp_peer: rank {rank} buckets {' '.join(figures)}", flush=True)

    # find_unused_parameters: a layer only rank 0 uses gets rank 0's gradient / world everywhere, as PyTorch's
    st.manual_seed(0)
    model = Net(unused=True)
    torch_model = TorchNet(model)
    ours = DDP(model, find_unused_parameters=True)
    theirs = TorchDDP(torch_model, find_unused_parameters=True)
    model.use_extra = torch_model.use_extra = rank == 0
    st_step(ours, *data[0])
    torch_step(theirs, *data[0])
    assert_grads(model, torch_model, "find_unused_parameters")
    assert model.extra.weight.grad is not None, "the layer rank 0 used has no gradient here"

    # without it, a layer no rank uses fails the next forward
    st.manual_seed(0)
    model = Net(unused=True)
    ours = DDP(model)
    st_step(ours, *data[0])
    try:
        ours(st.tensor(half(data[1][0])))
    except RuntimeError as error:
        assert "Expected to have finished reduction in the prior iteration" in str(error), error
        assert "did not receive grad for rank" in str(error), error
    else:
        raise AssertionError("a parameter no rank used passed unnoticed")
    # every DDP of the run goes before the groups, as PyTorch's shutdown order asks: its Reducer holds the group, and
    # DDP objects sit in reference cycles that only the collector frees (left to the interpreter's exit, a rank once
    # aborted there in a CI run, "terminate called without an active exception")
    del ddp, ours, theirs
    gc.collect()
    dist.barrier()
    dist.destroy_process_group()
    if torch_dist.is_initialized():   # the NumPy backend's run: the reference's group beside ours
        torch_dist.destroy_process_group()
    print(f"ddp_peer: rank {rank} of {world} ok", flush=True)


if __name__ == "__main__":
    main()
