"""st.nn.parallel in one process, against PyTorch: Tensor.register_post_accumulate_grad_hook (what
DistributedDataParallel's gradient hooks stand on), DDP's bucket assignment, DDP without a process group (PyTorch's
ValueError) and in a group of one (PyTorch backend), and DataParallel, on both backends. DDP over 2 processes beside
PyTorch's own: tests/test_distributed.py (test_distributed_data_parallel_matches_pytorchs)."""

from __future__ import annotations

import gc
import socket

import numpy as np
import pytest
import torch
import torch.distributed as torch_dist

import simple_torch as st
import simple_torch.distributed as dist
from simple_torch import autograd_graph
from simple_torch.nn.parallel import DataParallel, DistributedDataParallel
from simple_torch.nn.parallel.distributed import _bucket_assignment

from .conftest import DEVICE

TORCH = st.get_backend() == "torch"
GROUP = "gloo" if DEVICE.type == "cpu" else "nccl"   # as tests/api/test_distributed.py: the default device's


def _mlp(lib):
    lib.manual_seed(0)
    return lib.nn.Sequential(lib.nn.Linear(3, 4), lib.nn.Tanh(), lib.nn.Linear(4, 2))


def _same_weights(ours, theirs) -> None:
    with st.no_grad():
        for (_, a), (_, b) in zip(ours.named_parameters(), theirs.named_parameters()):
            a.copy_(st.tensor(b.detach().cpu().numpy()))


def test_post_accumulate_grad_hooks_see_the_accumulated_gradient_newest_first():
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    seen = {}
    theirs = _mlp(torch)
    for lib in (torch, st):
        model = theirs if lib is torch else _mlp(st)
        if lib is st:
            _same_weights(model, theirs)
        calls = []
        handles = [p.register_post_accumulate_grad_hook(lambda p, name=name: calls.append((name, p.grad.sum().item())))
                   for name, p in model.named_parameters()]
        for _ in range(2):   # the second backward's hooks see the sum of both
            model(lib.tensor(x)).sum().backward()
        handles[0].remove()
        model(lib.tensor(x)).sum().backward()
        seen[lib.__name__] = calls
    ours, reference = seen["simple_torch"], seen["torch"]
    assert [name for name, _ in ours] == [name for name, _ in reference]   # the last layer's first, as PyTorch
    assert np.allclose([v for _, v in ours], [v for _, v in reference], rtol=1e-5)
    assert len(ours) == 4 + 4 + 3


def test_post_accumulate_grad_hook_errors_as_pytorchs():
    leaf = st.ones(2, requires_grad=True)
    with pytest.raises(st.InvalidArgumentError, match="non-leaf tensors"):
        (leaf * 2).register_post_accumulate_grad_hook(lambda t: None)
    with pytest.raises(st.InvalidArgumentError, match="doesn't require gradient"):
        st.ones(2).register_post_accumulate_grad_hook(lambda t: None)
    with pytest.raises(TypeError, match="callable"):
        leaf.register_post_accumulate_grad_hook(3)
    with pytest.raises(RuntimeError, match="only be installed during backward"):
        autograd_graph.queue_callback(lambda: None)


def test_a_callback_queued_by_a_hook_runs_once_at_the_end_of_backward():
    a, b = st.ones(2, requires_grad=True), st.ones(3, requires_grad=True)
    events = []
    for name, t in (("a", a), ("b", b)):
        t.register_post_accumulate_grad_hook(
            lambda t, name=name: (events.append(name),
                                  autograd_graph.queue_callback(lambda: events.append("end")) if name == "b" else 0))
    (a.sum() + b.sum()).backward()
    assert events == ["b", "a", "end"]


@pytest.mark.parametrize("limits", [[400, 1000], [10], [1 << 20, 25 << 20], [100]])
def test_bucket_assignment_is_pytorchs(limits):
    sizes = [3, 100, 5, 300, 2, 40, 7]
    dtypes = [torch.float32] * 5 + [torch.float64, torch.float32]
    tensors = [torch.zeros(n, dtype=d) for n, d in zip(sizes, dtypes)]
    theirs, _ = torch_dist._compute_bucket_assignment_by_size(tensors, limits)
    ours = _bucket_assignment([(t.dtype, t.numel() * t.element_size()) for t in tensors], limits)
    assert ours == theirs


def test_ddp_needs_a_process_group():
    with pytest.raises(ValueError, match="Default process group has not been initialized"):
        DistributedDataParallel(_mlp(st))


@pytest.fixture
def group_of_one():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    dist.init_process_group(GROUP, f"tcp://127.0.0.1:{port}", world_size=1, rank=0)
    try:
        yield
    finally:
        dist.destroy_process_group()


@pytest.mark.skipif(not TORCH, reason="a process group needs the torch backend")
def test_ddp_in_a_group_of_one(group_of_one):
    theirs = _mlp(torch)
    model = _mlp(st)
    _same_weights(model, theirs)
    ddp = DistributedDataParallel(model)
    assert ddp.module is model and ddp.device_ids is None
    assert list(ddp.state_dict()) == [f"module.{k}" for k in theirs.state_dict()]
    x = torch.randn(5, 3)
    with ddp.no_sync():
        ddp(st.tensor(x.numpy())).sum().backward()
    ddp(st.tensor(x.numpy())).sum().backward()
    theirs(x).sum().backward()
    theirs(x).sum().backward()
    for (_, a), (_, b) in zip(model.named_parameters(), theirs.named_parameters()):
        assert np.allclose(a.grad.numpy(), b.grad.numpy(), atol=1e-6)
    state = ddp.state_dict()
    assert ddp.load_state_dict(state).missing_keys == []
    if DEVICE.type == "cpu":   # a CPU module takes no device_ids, as PyTorch's
        with pytest.raises(ValueError, match="device_ids and output_device arguments only work"):
            DistributedDataParallel(model, device_ids=[0])
    with pytest.raises(RuntimeError, match="doesn't have any parameter that requires a gradient"):
        DistributedDataParallel(st.nn.Linear(2, 2).requires_grad_(False))


def test_data_parallel_runs_the_module_as_pytorchs_on_the_cpu():
    theirs = torch.nn.DataParallel(_mlp(torch))
    ours = st.nn.DataParallel(_mlp(st))
    assert st.nn.DataParallel is DataParallel and st.nn.parallel.DataParallel is DataParallel
    _same_weights(ours, theirs)
    assert list(ours.state_dict()) == list(theirs.state_dict())
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    assert np.allclose(ours(st.tensor(x)).detach().numpy(), theirs(torch.tensor(x)).detach().cpu().numpy(),
                       atol=1e-6)
    if not torch.cuda.is_available():
        assert ours.device_ids == theirs.device_ids == []


@pytest.mark.skipif(not TORCH, reason="a process group needs the torch backend")
def test_a_collected_ddp_takes_its_hooks_with_it(group_of_one):
    model = _mlp(st)
    ddp = DistributedDataParallel(model)
    assert len(autograd_graph._POST_ACCUMULATE) >= 4
    del ddp
    gc.collect()   # whether or not the wrapper sits in a reference cycle
    assert not any(hooks for ref, hooks in autograd_graph._POST_ACCUMULATE.values() if ref() is not None
                   and any(ref() is p for p in model.parameters()))
