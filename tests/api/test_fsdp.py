"""st.distributed.fsdp in one process, on either backend: PyTorch's module path, names and values, the options
it refuses and why, and FullyShardedDataParallel over a group of one (the flat parameter, forward and backward
against PyTorch, state_dict, load_state_dict, summon_full_params). Two ranks against one process on the whole
batch: tests/test_distributed.py (tests/dist_fsdp_peer.py)."""

from __future__ import annotations

import dataclasses
import datetime
import socket

import numpy as np
import pytest
import torch
import torch.distributed.fsdp as torch_fsdp

import simple_torch as st
import simple_torch.distributed as dist
from simple_torch.distributed import fsdp
from simple_torch.distributed.fsdp import FullyShardedDataParallel as FSDP
from simple_torch.nn.norm import _BatchNorm

from .conftest import DEVICE

ENUMS = ("ShardingStrategy", "BackwardPrefetch", "StateDictType")
DATACLASSES = ("CPUOffload", "MixedPrecision", "StateDictConfig", "FullStateDictConfig")
GROUP = "gloo" if DEVICE.type == "cpu" else "nccl"   # as tests/api/test_distributed.py's


def _address() -> str:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return f"tcp://127.0.0.1:{s.getsockname()[1]}"


@pytest.fixture
def group_of_one():
    dist.init_process_group(GROUP, _address(), timeout=datetime.timedelta(seconds=10), world_size=1, rank=0)
    try:
        yield
    finally:
        dist.destroy_process_group()


def _mlp():
    return st.nn.Sequential(st.nn.Linear(3, 4), st.nn.Tanh(), st.nn.Linear(4, 2))


def _torch_copy(model) -> torch.nn.Module:
    theirs = torch.nn.Sequential(torch.nn.Linear(3, 4), torch.nn.Tanh(), torch.nn.Linear(4, 2))
    with torch.no_grad():
        for name, p in theirs.named_parameters():
            p.copy_(torch.from_numpy(model.state_dict()[name].numpy()))
    return theirs


def test_pytorchs_module_path_names_and_values():
    for name in ENUMS:
        ours, theirs = getattr(fsdp, name), getattr(torch_fsdp, name)
        assert [(m.name, m.value) for m in ours] == [(m.name, m.value) for m in theirs], name
    for name in DATACLASSES:
        ours, theirs = getattr(fsdp, name), getattr(torch_fsdp, name)
        fields = [(f.name, f.default) for f in dataclasses.fields(ours) if not f.name.startswith("_")]
        assert fields == [(f.name, f.default) for f in dataclasses.fields(theirs) if not f.name.startswith("_")]
    assert fsdp.FullStateDictConfig(rank0_only=True).offload_to_cpu is False
    assert fsdp.MixedPrecision()._module_classes_to_ignore == (_BatchNorm,)
    ours = FSDP.__init__.__code__.co_varnames[1:FSDP.__init__.__code__.co_argcount]
    theirs = torch_fsdp.FullyShardedDataParallel.__init__.__code__.co_varnames[
        1:torch_fsdp.FullyShardedDataParallel.__init__.__code__.co_argcount]
    assert ours == theirs
    assert FSDP.__init__.__defaults__ == (None, None, None, None, fsdp.BackwardPrefetch.BACKWARD_PRE, None, None, None,
                                          None, False, False, True, False, None, None)


def test_without_a_group_as_pytorch():
    assert not dist.is_initialized()
    with pytest.raises(ValueError, match="Default process group has not been initialized"):
        FSDP(_mlp())


@pytest.mark.parametrize("option, words", [
    ({"sharding_strategy": fsdp.ShardingStrategy.HYBRID_SHARD}, "hybrid sharding"),
    ({"sharding_strategy": fsdp.ShardingStrategy._HYBRID_SHARD_ZERO2}, "hybrid sharding"),
    ({"auto_wrap_policy": lambda *args, **kwargs: True}, "one unit"),
    ({"cpu_offload": fsdp.CPUOffload(offload_params=True)}, "offload_params=True"),
    ({"mixed_precision": fsdp.MixedPrecision(param_dtype=st.float16)}, "use st.autocast"),
    ({"ignored_modules": []}, "every parameter"),
    ({"use_orig_params": True}, "flat parameter"),
    ({"process_group": object()}, "one process group per process"),
])
def test_refused_options_say_why(group_of_one, option, words):
    model = _mlp()
    with pytest.raises(st.UnsupportedError, match=words):
        FSDP(model, **option)
    assert len(list(model.parameters())) == 4, "a refusal left the module changed"


def test_uniform_requires_grad_as_pytorch(group_of_one):
    model = _mlp()
    model[0].weight.requires_grad_(False)
    with pytest.raises(ValueError, match="uniform `requires_grad`"):
        FSDP(model)


@pytest.mark.parametrize("strategy", [None, fsdp.ShardingStrategy.SHARD_GRAD_OP, fsdp.ShardingStrategy.NO_SHARD])
def test_a_group_of_one(group_of_one, strategy):
    st.manual_seed(0)
    model = _mlp()
    theirs = _torch_copy(model)
    wrapped = FSDP(model, sharding_strategy=strategy, cpu_offload=fsdp.CPUOffload(), device_id=DEVICE)
    assert wrapped.module is model and wrapped.sharding_strategy == (strategy or fsdp.ShardingStrategy.FULL_SHARD)
    (name, flat), = wrapped.named_parameters()
    assert name == "_flat_param" and flat.shape == (3 * 4 + 4 + 4 * 2 + 2,)
    assert list(model.parameters()) == [] and model[2].weight.numel() == 0, "the submodules hold no Parameters"

    x = np.linspace(-1, 1, 15, dtype=np.float32).reshape(5, 3)
    out = wrapped(st.tensor(x))
    expected = theirs(torch.from_numpy(x))
    assert np.allclose(out.detach().numpy(), expected.detach().numpy(), atol=1e-6)
    out.square().sum().backward()
    expected.square().sum().backward()
    their_grad = torch.cat([p.grad.reshape(-1) for p in theirs.parameters()])
    assert np.allclose(flat.grad.numpy(), their_grad.numpy(), atol=1e-5)

    state = wrapped.state_dict()
    assert list(state) == list(theirs.state_dict()) == ["0.weight", "0.bias", "2.weight", "2.bias"]
    for key, value in theirs.state_dict().items():
        assert np.array_equal(state[key].numpy(), value.numpy()), key
    with FSDP.state_dict_type(wrapped, fsdp.StateDictType.FULL_STATE_DICT,
                              fsdp.FullStateDictConfig(offload_to_cpu=True, rank0_only=True)):
        assert wrapped._state_dict_config.rank0_only and list(wrapped.state_dict()) == list(state)   # rank 0
    assert wrapped._state_dict_config == fsdp.FullStateDictConfig()
    with pytest.raises(st.UnsupportedError, match="only FULL_STATE_DICT"):
        with FSDP.state_dict_type(wrapped, fsdp.StateDictType.SHARDED_STATE_DICT):
            pass

    with FSDP.summon_full_params(wrapped):   # writeback: changes reach the flat parameter
        assert model[0].weight.shape == (4, 3) and isinstance(model[0].weight, st.nn.Parameter)
        with st.no_grad():
            model[0].bias.fill_(2.0)
    assert flat.detach().numpy()[12:16].tolist() == [2.0] * 4 and model[0].bias.numel() == 0
    with FSDP.summon_full_params(wrapped, writeback=False):
        with st.no_grad():
            model[0].bias.fill_(3.0)
    assert flat.detach().numpy()[12:16].tolist() == [2.0] * 4

    halved = {key: value * 0.5 for key, value in state.items()}
    wrapped.load_state_dict(halved)
    assert all(np.array_equal(wrapped.state_dict()[k].numpy(), v.numpy()) for k, v in halved.items())
    with pytest.raises(st.InvalidArgumentError, match='Missing key'):
        wrapped.load_state_dict({"0.weight": halved["0.weight"]})


def test_a_shared_parameter_is_flattened_once(group_of_one):
    layer = st.nn.Linear(3, 3)
    model = st.nn.Sequential(layer, st.nn.Tanh(), layer)
    theirs_layer = torch.nn.Linear(3, 3)
    with torch.no_grad():
        theirs_layer.weight.copy_(torch.from_numpy(layer.weight.detach().numpy()))
        theirs_layer.bias.copy_(torch.from_numpy(layer.bias.detach().numpy()))
    wrapped = FSDP(model)
    assert wrapped._flat_param.shape == (12,)
    x = np.linspace(-1, 1, 6, dtype=np.float32).reshape(2, 3)
    wrapped(st.tensor(x)).sum().backward()
    theirs_layer(torch.tanh(theirs_layer(torch.from_numpy(x)))).sum().backward()
    expected = torch.cat([theirs_layer.weight.grad.reshape(-1), theirs_layer.bias.grad])
    assert np.allclose(wrapped._flat_param.grad.numpy(), expected.numpy(), atol=1e-5)
    assert list(wrapped.state_dict()) == ["0.weight", "0.bias", "2.weight", "2.bias"]
