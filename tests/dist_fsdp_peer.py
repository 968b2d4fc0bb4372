"""A rank of tests/test_distributed.py's FullyShardedDataParallel test: st.distributed.fsdp's FSDP on 2 ranks,
each taking its half of every batch, against PyTorch training the same MLP on the whole batch in one process.

    python -m simple_torch.launch --nproc 2 tests/dist_fsdp_peer.py

Checked on each rank, for FULL_SHARD with Adam, SHARD_GRAD_OP with SGD (momentum) and NO_SHARD with Adam:
    - sync_module_states: each rank seeds its model differently, FSDP starts from rank 0's values;
    - the rank's only parameter is its shard of the flat parameter (57 values padded to 58: 29 each), or the whole
      flat parameter under NO_SHARD;
    - 3 steps: the mean over the ranks of the half-batch losses is PyTorch's whole-batch loss, and the full
      state_dict (original names, gathered) PyTorch's parameters after each step (within 1e-5);
    - FullStateDictConfig(rank0_only=True): rank 1's state_dict is empty, rank 0's the full one;
    - load_state_dict of a full state dict: each rank takes its shard, the next forward uses the loaded values.
Prints "fsdp_peer: rank R of 2 ok", or fails with an AssertionError."""

from __future__ import annotations

import datetime

import numpy as np
import torch

import simple_torch as st
import simple_torch.distributed as dist
from simple_torch.distributed.fsdp import (FullStateDictConfig, FullyShardedDataParallel as FSDP, ShardingStrategy,
                                           StateDictType)

TIMEOUT = datetime.timedelta(seconds=60)
BATCH, FEATURES, HIDDEN, OUT = 8, 5, 6, 3   # 5*6+6 + 6*3+3 = 57 parameters: an odd count, padded
STEPS = 3
TOLERANCE = 1e-5
RUNS = [(ShardingStrategy.FULL_SHARD, "Adam"), (ShardingStrategy.SHARD_GRAD_OP, "SGD"),
        (ShardingStrategy.NO_SHARD, "Adam")]


def mlp(lib):
    return lib.nn.Sequential(lib.nn.Linear(FEATURES, HIDDEN), lib.nn.Tanh(), lib.nn.Linear(HIDDEN, OUT))


def optimizer(lib, name: str, params):
    return lib.optim.Adam(params, lr=0.05) if name == "Adam" else lib.optim.SGD(params, lr=0.1, momentum=0.9)


def batches() -> list[tuple[np.ndarray, np.ndarray]]:
    rng = np.random.default_rng(7)   # the same on every rank
    return [(rng.standard_normal((BATCH, FEATURES), dtype=np.float32),
             rng.standard_normal((BATCH, OUT), dtype=np.float32)) for _ in range(STEPS)]


def half(a: np.ndarray) -> np.ndarray:
    size = BATCH // dist.get_world_size()
    return a[dist.get_rank() * size:(dist.get_rank() + 1) * size]


def assert_state(state: dict, reference: torch.nn.Module, what: str) -> None:
    expected = reference.state_dict()
    assert list(state) == list(expected), f"{what}: keys {list(state)}"
    for key, value in expected.items():
        assert np.allclose(state[key].numpy(), value.numpy(), atol=TOLERANCE), f"{what}: {key}"


def train(strategy: ShardingStrategy, name: str, rank: int, world: int) -> None:
    st.manual_seed(0)
    initial = mlp(st)   # rank 0's initial values (made first: on the torch backend st's seed is PyTorch's)
    reference = mlp(torch)
    with torch.no_grad():
        for p, q in zip(reference.parameters(), initial.parameters()):
            p.copy_(torch.from_numpy(q.detach().numpy()))
    st.manual_seed(0 if rank == 0 else 100 + rank)
    fsdp = FSDP(mlp(st), sharding_strategy=strategy, sync_module_states=True)
    assert_state(fsdp.state_dict(), reference, f"{strategy.name}: sync_module_states")
    shard, = fsdp.parameters()
    flat = torch.cat([p.detach().reshape(-1) for p in reference.parameters()] + [torch.zeros(1)])
    expected = flat if strategy == ShardingStrategy.NO_SHARD else flat.chunk(world)[rank]
    assert np.array_equal(shard.detach().numpy(), expected.numpy()), f"{strategy.name}: the shard"

    ours, theirs = optimizer(st, name, fsdp.parameters()), optimizer(torch, name, reference.parameters())
    for step, (x, y) in enumerate(batches()):
        ours.zero_grad()
        loss = st.nn.functional.mse_loss(fsdp(st.tensor(half(x))), st.tensor(half(y)))
        loss.backward()
        ours.step()
        theirs.zero_grad()
        their_loss = torch.nn.functional.mse_loss(reference(torch.from_numpy(x)), torch.from_numpy(y))
        their_loss.backward()
        theirs.step()
        mean_loss = loss.detach().clone()
        dist.all_reduce(mean_loss)
        assert abs(mean_loss.item() / world - their_loss.item()) < TOLERANCE, f"{strategy.name} step {step}: loss"
        assert_state(fsdp.state_dict(), reference, f"{strategy.name} step {step}")

    with FSDP.state_dict_type(fsdp, StateDictType.FULL_STATE_DICT, FullStateDictConfig(rank0_only=True)):
        state = fsdp.state_dict()
    if rank == 0:
        assert_state(state, reference, f"{strategy.name}: rank0_only")
    else:
        assert state == {}, f"{strategy.name}: rank0_only gave rank {rank} {list(state)}"

    loaded = {key: st.tensor(value.numpy() * 0.5) for key, value in reference.state_dict().items()}
    fsdp.load_state_dict(loaded)
    with torch.no_grad():
        for p in reference.parameters():
            p.mul_(0.5)
    assert_state(fsdp.state_dict(), reference, f"{strategy.name}: load_state_dict")
    x = batches()[0][0]
    assert np.allclose(fsdp(st.tensor(half(x))).detach().numpy(),
                       reference(torch.from_numpy(half(x))).detach().numpy(), atol=TOLERANCE), strategy.name


def main() -> None:
    dist.init_process_group("gloo", timeout=TIMEOUT)
    rank, world = dist.get_rank(), dist.get_world_size()
    assert world == 2, world
    for strategy, name in RUNS:
        train(strategy, name, rank, world)
    dist.barrier()
    dist.destroy_process_group()
    print(f"fsdp_peer: rank {rank} of {world} ok", flush=True)


if __name__ == "__main__":
    main()
