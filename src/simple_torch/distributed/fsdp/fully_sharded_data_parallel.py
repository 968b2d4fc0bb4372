"""FullyShardedDataParallel over st.distributed, as torch.distributed.fsdp's FSDP1 with use_orig_params=False.

One FSDP unit for the root module: at construction the module's parameters are flattened, in registration order,
into one flat parameter, padded with zeros to a multiple of the world size; each rank keeps its 1/world shard as
the FSDP module's only parameter (`_flat_param`, what an optimizer steps). The submodules lose their Parameters.

Forward all-gathers the shards into the full flat tensor (_AllGatherShards, a Function whose backward
reduce-scatters the gradient, averaged over the ranks, into the shard's .grad), splits it into views of the
original shapes and sets them on the submodules as plain tensors for the time of the forward, as FSDP does. So
after backward each rank's shard holds its slice of the gradient of the mean over the ranks' losses: what one
process training on the whole batch computes.

NO_SHARD keeps the whole flat parameter on every rank and all-reduces (averages) its gradient instead. FULL_SHARD
and SHARD_GRAD_OP compute the same: here the gathered parameters live in the autograd graph until backward in both
(PyTorch's FULL_SHARD frees them after forward and gathers again in backward; this one unit cannot).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum, auto
from typing import Any

from ... import distributed as dist
from ...autograd import Function
from ...creation import cat, zeros
from ...devices import device as device_class
from ...errors import UnsupportedError
from ...grad_mode import no_grad
from ...nn.module import Module
from ...nn.norm import _BatchNorm
from ...nn.parameter import Parameter
from ...tensor import Tensor

__all__ = ["ShardingStrategy", "BackwardPrefetch", "CPUOffload", "MixedPrecision", "StateDictType",
           "StateDictConfig", "FullStateDictConfig", "FullyShardedDataParallel"]


class ShardingStrategy(Enum):
    """How FSDP shards parameters, gradients and optimizer states (PyTorch's names and values)."""
    FULL_SHARD = auto()
    SHARD_GRAD_OP = auto()
    NO_SHARD = auto()
    HYBRID_SHARD = auto()
    _HYBRID_SHARD_ZERO2 = auto()


class BackwardPrefetch(Enum):
    """When PyTorch's FSDP gathers the next unit's parameters in backward; one unit has no next one."""
    BACKWARD_PRE = auto()
    BACKWARD_POST = auto()


class StateDictType(Enum):
    """Which state_dict FSDP gives: the full one (the original names, whole tensors) is the one built here."""
    FULL_STATE_DICT = auto()
    LOCAL_STATE_DICT = auto()
    SHARDED_STATE_DICT = auto()


@dataclass
class CPUOffload:
    offload_params: bool = False


@dataclass
class MixedPrecision:
    param_dtype: Any = None
    reduce_dtype: Any = None
    buffer_dtype: Any = None
    keep_low_precision_grads: bool = False
    cast_forward_inputs: bool = False
    cast_root_forward_inputs: bool = True
    _module_classes_to_ignore: tuple[type, ...] = (_BatchNorm,)


@dataclass
class StateDictConfig:
    offload_to_cpu: bool = False


@dataclass
class FullStateDictConfig(StateDictConfig):
    """rank0_only: the other ranks' state_dict() is empty; offload_to_cpu: the tensors are on the CPU."""
    rank0_only: bool = False


class _AllGatherShards(Function):
    """The full flat tensor from every rank's shard; backward: the gradient's slice for this rank's shard,
    summed over the ranks (reduce-scatter) and divided by the world size."""

    @staticmethod
    def forward(ctx: Any, shard: Tensor, world: int) -> Tensor:
        ctx.world = world
        pieces = [zeros(shard.shape, dtype=shard.dtype, device=shard.device) for _ in range(world)]
        dist.all_gather(pieces, shard)
        return cat(pieces)

    @staticmethod
    def backward(ctx: Any, grad: Tensor) -> tuple[Tensor, None]:
        shard_grad = zeros((grad.shape[0] // ctx.world,), dtype=grad.dtype, device=grad.device)
        dist.reduce_scatter(shard_grad, list(grad.contiguous().chunk(ctx.world)), op=dist.ReduceOp.SUM)
        return shard_grad / ctx.world, None


class _AverageOverRanks(Function):
    """NO_SHARD's flat parameter as it is; backward: its gradient averaged over the ranks (all-reduce)."""

    @staticmethod
    def forward(ctx: Any, flat: Tensor, world: int) -> Tensor:
        ctx.world = world
        return flat.view_as(flat)

    @staticmethod
    def backward(ctx: Any, grad: Tensor) -> tuple[Tensor, None]:
        total = grad.clone()
        dist.all_reduce(total, op=dist.ReduceOp.SUM)
        return total / ctx.world, None


def _refuse(option: str, why: str) -> None:
    raise UnsupportedError(f"FullyShardedDataParallel: {option} is not supported: {why}")


class FullyShardedDataParallel(Module):
    """module's parameters sharded over the ranks of the default process group (one FSDP unit, the root).
    Call st.distributed.init_process_group first (PyTorch's ValueError otherwise)."""

    def __init__(self, module: Module, process_group: Any = None, sharding_strategy: ShardingStrategy | None = None,
                 cpu_offload: CPUOffload | None = None, auto_wrap_policy: Callable[..., Any] | None = None,
                 backward_prefetch: BackwardPrefetch | None = BackwardPrefetch.BACKWARD_PRE,
                 mixed_precision: MixedPrecision | None = None, ignored_modules: Iterable[Module] | None = None,
                 param_init_fn: Callable[[Module], None] | None = None, device_id: Any = None,
                 sync_module_states: bool = False, forward_prefetch: bool = False, limit_all_gathers: bool = True,
                 use_orig_params: bool = False, ignored_states: Iterable[Any] | None = None,
                 device_mesh: Any = None) -> None:
        super().__init__()
        strategy = ShardingStrategy.FULL_SHARD if sharding_strategy is None else sharding_strategy
        if process_group is not None or device_mesh is not None:
            _refuse("process_group or device_mesh", "st.distributed has one process group per process, the default one")
        if strategy in (ShardingStrategy.HYBRID_SHARD, ShardingStrategy._HYBRID_SHARD_ZERO2):
            _refuse(strategy.name, "hybrid sharding needs an intra-node and an inter-node process group, and "
                    "st.distributed has only the default group")
        if auto_wrap_policy is not None:
            _refuse("auto_wrap_policy", "this FSDP wraps the root module as one unit (nested units are not built)")
        if cpu_offload is not None and cpu_offload.offload_params:
            _refuse("cpu_offload with offload_params=True", "the shard stays on the module's device")
        if mixed_precision is not None:
            _refuse("mixed_precision", "parameters, gradients and buffers keep their dtype; use st.autocast")
        if ignored_modules is not None or ignored_states is not None:
            _refuse("ignored_modules or ignored_states", "every parameter of the module goes into the flat parameter")
        if use_orig_params:
            _refuse("use_orig_params=True", "the optimizer steps the flat parameter's shard (FSDP1's default)")
        # param_init_fn materializes meta-device modules in PyTorch; there is none here, so PyTorch ignores it too.
        # backward_prefetch, forward_prefetch and limit_all_gathers order the gathers of several units: one unit
        # has nothing to prefetch or limit.
        if not dist.is_initialized():   # PyTorch's _get_default_group
            raise ValueError("Default process group has not been initialized, please make sure to call "
                             "init_process_group.")
        if device_id is not None:
            module.to(device_class(device_id) if not isinstance(device_id, int) else device_id)
        self.sharding_strategy = strategy
        self.world_size, self.rank = dist.get_world_size(), dist.get_rank()
        self._state_dict_type = StateDictType.FULL_STATE_DICT
        self._state_dict_config: StateDictConfig = FullStateDictConfig()
        # each parameter once (shared ones too), with every (submodule, name) that holds it
        slots: dict[int, tuple[Parameter, list[tuple[Module, str]]]] = {}
        for owner in module.modules():
            for name, param in vars(owner)["_parameters"].items():   # every name, a shared one's too
                if param is not None:
                    slots.setdefault(id(param), (param, []))[1].append((owner, name))
        params = [param for param, _ in slots.values()]
        if isinstance(module, FullyShardedDataParallel) or any(isinstance(m, FullyShardedDataParallel)
                                                               for m in module.modules()):
            _refuse("wrapping a module that holds an FSDP module", "one FSDP unit, the root, is built")
        if not params:
            raise ValueError("FullyShardedDataParallel: the module has no parameters to shard")
        if len({p.dtype for p in params}) > 1:
            dtypes = sorted({str(p.dtype) for p in params})
            raise ValueError(f"Must flatten tensors with uniform dtype but got {dtypes}")
        if len({p.requires_grad for p in params}) > 1:
            raise ValueError("Must flatten tensors with uniform `requires_grad` when `use_orig_params=False`")
        if len({p.device for p in params}) > 1:
            devices = sorted({str(p.device) for p in params})
            raise ValueError(f"FSDP only supports single device modules but got params on {devices}")
        if sync_module_states:   # rank 0's values everywhere, as PyTorch's
            with no_grad():
                for tensor in [*params, *module.buffers()]:
                    dist.broadcast(tensor, src=0)
        self._shapes = [tuple(p.shape) for p in params]
        self._holders = [holders for _, holders in slots.values()]
        self._numel = sum(p.numel() for p in params)
        self._padded = -(-self._numel // self.world_size) * self.world_size
        requires_grad = params[0].requires_grad
        with no_grad():
            flat = self._flatten(params)
            local = flat if strategy == ShardingStrategy.NO_SHARD else \
                flat.chunk(self.world_size)[self.rank].clone()
        for holders in self._holders:
            for owner, name in holders:
                delattr(owner, name)
        self._fsdp_wrapped_module = module
        self._flat_param = Parameter(local, requires_grad=requires_grad)
        self._clear_submodules()

    # -- the flat parameter ---------------------------------------------------------------------------
    def _flatten(self, tensors: Sequence[Tensor]) -> Tensor:
        """The tensors flattened into one, zero-padded to a multiple of the world size."""
        first = tensors[0]
        padding = [zeros(self._padded - self._numel, dtype=first.dtype, device=first.device)]
        return cat([t.reshape(-1) for t in tensors] + padding)

    def _full_flat(self) -> Tensor:
        """The whole flat parameter (padded), differentiable back to this rank's shard."""
        if self.sharding_strategy == ShardingStrategy.NO_SHARD:
            return _AverageOverRanks.apply(self._flat_param, self.world_size)
        return _AllGatherShards.apply(self._flat_param, self.world_size)

    def _views(self, flat: Tensor) -> list[Tensor]:
        views, start = [], 0
        for shape in self._shapes:
            count = 1
            for size in shape:
                count *= size
            views.append(flat[start:start + count].view(shape))
            start += count
        return views

    def _set_on_submodules(self, tensors: list[Tensor]) -> None:
        for tensor, holders in zip(tensors, self._holders):
            for owner, name in holders:
                object.__setattr__(owner, name, tensor)

    def _clear_submodules(self) -> None:
        """Empty tensors in the parameters' places between forwards (PyTorch's hold views of freed storage)."""
        flat = self._flat_param
        self._set_on_submodules([zeros(0, dtype=flat.dtype, device=flat.device) for _ in self._holders])

    @property
    def module(self) -> Module:
        """The wrapped module."""
        return self._fsdp_wrapped_module

    def forward(self, *args: Any, **kwargs: Any) -> Any:
        self._set_on_submodules(self._views(self._full_flat()))
        try:
            return self._fsdp_wrapped_module(*args, **kwargs)
        finally:
            self._clear_submodules()   # the gathered tensor lives on in the autograd graph only, until backward

    # -- full parameters ------------------------------------------------------------------------------
    @contextlib.contextmanager
    def _summoned(self, writeback: bool) -> Iterator[None]:
        """The original parameters back on the submodules as Parameters with the full values; on exit with
        writeback, each rank takes its shard of their (possibly changed) values."""
        with no_grad():
            full = self._full_flat().detach()
        params = [Parameter(view.clone(), requires_grad=self._flat_param.requires_grad) for view in self._views(full)]
        for param, holders in zip(params, self._holders):
            for owner, name in holders:
                owner.register_parameter(name, param)
        try:
            yield
        finally:
            for holders in self._holders:
                for owner, name in holders:
                    delattr(owner, name)
            self._clear_submodules()
            if writeback:
                with no_grad():
                    flat = self._flatten(params)
                    local = flat if self.sharding_strategy == ShardingStrategy.NO_SHARD else \
                        flat.chunk(self.world_size)[self.rank]
                    self._flat_param.copy_(local)

    @staticmethod
    @contextlib.contextmanager
    def summon_full_params(module: Module, recurse: bool = True, writeback: bool = True, rank0_only: bool = False,
                           offload_to_cpu: bool = False, with_grads: bool = False) -> Iterator[None]:
        """The full parameters of every FSDP module in module, on its submodules, inside the block; with
        writeback, changes to them reach the shards on exit. A collective: every rank calls it."""
        if rank0_only or offload_to_cpu or with_grads:
            _refuse("summon_full_params with rank0_only, offload_to_cpu or with_grads",
                    "the full parameters are gathered on every rank, without gradients")
        units = [m for m in module.modules() if isinstance(m, FullyShardedDataParallel)]
        with contextlib.ExitStack() as stack:
            for unit in units:
                stack.enter_context(unit._summoned(writeback))
            yield

    # -- state dicts ----------------------------------------------------------------------------------
    @staticmethod
    @contextlib.contextmanager
    def state_dict_type(module: Module, state_dict_type: StateDictType,
                        state_dict_config: StateDictConfig | None = None,
                        optim_state_dict_config: Any = None) -> Iterator[None]:
        """Inside the block, every FSDP module in module gives and takes state dicts of this type."""
        if state_dict_type != StateDictType.FULL_STATE_DICT:
            _refuse(f"{state_dict_type.name}", "only FULL_STATE_DICT is built (the flat parameter is one tensor)")
        if optim_state_dict_config is not None:
            _refuse("optim_state_dict_config", "optimizer state dicts of the flat parameter are not converted")
        config = FullStateDictConfig() if state_dict_config is None else state_dict_config
        units = [m for m in module.modules() if isinstance(m, FullyShardedDataParallel)]
        before = [(unit._state_dict_type, unit._state_dict_config) for unit in units]
        for unit in units:
            unit._state_dict_type, unit._state_dict_config = state_dict_type, config
        try:
            yield
        finally:
            for unit, (kind, old) in zip(units, before):
                unit._state_dict_type, unit._state_dict_config = kind, old

    def state_dict(self, destination: dict[str, Tensor] | None = None, prefix: str = "",
                   keep_vars: bool = False) -> dict[str, Tensor]:
        """FULL_STATE_DICT: the wrapped module's keys with the whole (gathered) tensors. A collective."""
        config = self._state_dict_config
        with self._summoned(writeback=False):
            state = self._fsdp_wrapped_module.state_dict(prefix=prefix)
        if getattr(config, "rank0_only", False) and self.rank != 0:
            state.clear()
        if config.offload_to_cpu:
            for key, value in state.items():
                state[key] = value.cpu()
        if destination is not None:
            destination.update(state)
            return destination
        return state

    def load_state_dict(self, state_dict: Mapping[str, Any], strict: bool = True) -> Any:
        """A full state dict (the wrapped module's keys, whole tensors): each rank takes its shard. A collective."""
        with self._summoned(writeback=True):
            return self._fsdp_wrapped_module.load_state_dict(state_dict, strict=strict)
