"""st.distributed in one process, on either backend: a group of one (its collectives are the identity, the
gradient helper over a module's parameters), and what the NumPy backend's group refuses (NCCL). Groups of several processes, Python and C
ranks together: tests/test_distributed.py. The group's backend is the default device's: gloo for CPU tensors, NCCL
for GPU ones (make test-gpu's; gloo's reduce_scatter takes CPU tensors only)."""

from __future__ import annotations

import datetime
import socket

import pytest

import simple_torch as st
import simple_torch.distributed as dist

from .conftest import DEVICE

TORCH = st.get_backend() == "torch"
GROUP = "gloo" if DEVICE.type == "cpu" else "nccl"


def _address() -> str:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return f"tcp://127.0.0.1:{s.getsockname()[1]}"


@pytest.mark.skipif(TORCH, reason="the NumPy backend's refusal")
def test_numpy_refuses_nccl():
    assert dist.is_available() and not dist.is_initialized()
    with pytest.raises(st.UnsupportedError, match="NVIDIA GPUs"):
        dist.init_process_group("nccl", _address(), world_size=1, rank=0)
    assert not dist.is_initialized()


def test_a_group_of_one():
    assert dist.is_available() and not dist.is_initialized()
    with pytest.raises(st.InvalidArgumentError, match="call rt_torch_dist_init first"):
        dist.get_rank()
    with pytest.raises(ValueError, match="timeout must be positive"):
        dist.init_process_group(GROUP, _address(), timeout=datetime.timedelta(0), world_size=1, rank=0)
    dist.init_process_group(GROUP, _address(), timeout=datetime.timedelta(seconds=10), world_size=1, rank=0)
    try:
        assert (dist.is_initialized(), dist.get_rank(), dist.get_world_size(), dist.get_backend()) == \
            (True, 0, 1, GROUP)
        with pytest.raises(st.InvalidArgumentError, match="already initialized"):
            dist.init_process_group(GROUP, _address(), world_size=1, rank=0)
        x = st.tensor([1.0, -2.0])
        for op in (dist.ReduceOp.SUM, dist.ReduceOp.AVG, dist.ReduceOp.PRODUCT, dist.ReduceOp.MIN, dist.ReduceOp.MAX):
            assert dist.all_reduce(x, op=op) is None and x.tolist() == [1.0, -2.0]
        work = dist.all_reduce(x, async_op=True)
        assert work.wait() is True and work.is_completed() and x.tolist() == [1.0, -2.0]
        dist.broadcast(x, src=0)
        with pytest.raises(st.InvalidArgumentError, match="src is 1"):
            dist.broadcast(x, src=1)
        out = [st.zeros(2)]
        dist.all_gather(out, x)
        assert out[0].tolist() == [1.0, -2.0]
        y = st.zeros(2)
        dist.reduce_scatter(y, [x])
        assert y.tolist() == [1.0, -2.0]
        # async_op=True on each: a Work to wait on, the tensors written once it is done
        assert dist.broadcast(x, src=0) is None
        out, y = [st.zeros(2)], st.zeros(2)
        for work in (dist.broadcast(x, 0, async_op=True), dist.all_gather(out, x, async_op=True),
                     dist.reduce_scatter(y, [x], async_op=True)):
            assert isinstance(work, dist.Work) and work.wait() is True and work.is_completed()
        assert out[0].tolist() == [1.0, -2.0] and y.tolist() == [1.0, -2.0]
        # the gradient helper over a module: each gradient unchanged in a group of one, and bias-free layers too
        model = st.nn.Sequential(st.nn.Linear(3, 4), st.nn.ReLU(), st.nn.Linear(4, 2, bias=False))
        model(st.randn(5, 3)).sum().backward()
        before = [p.grad.tolist() for p in model.parameters()]
        dist.average_gradients(model.parameters(), bucket_bytes=16)
        assert [p.grad.tolist() for p in model.parameters()] == before
        dist.barrier()
    finally:
        dist.destroy_process_group()
    assert not dist.is_initialized()
