"""Section 15: optimizers over tensor handles (PyTorch's update rules)."""

from __future__ import annotations

from ..abi.enums import FLOATING, Dtype
from ..abi.errors import DtypeError, InvalidArgumentError
from . import args
from .args import tensor
from .entry import export
from .handles import OPTIMIZER, table
from .startup import backend


def _params(b, params) -> list:
    if params is None:
        raise InvalidArgumentError("params is NULL")
    handles = list(params)
    if not handles:
        raise InvalidArgumentError("params is empty")
    if len(set(handles)) != len(handles):
        raise InvalidArgumentError("params holds the same handle twice")
    out = [tensor(h, f"params[{i}]") for i, h in enumerate(handles)]
    first: dict[int, int] = {}
    for i, t in enumerate(out):   # two handles can name one tensor (e.g. rt_torch_tensor_cpu of a CPU tensor)
        j = first.setdefault(id(t), i)
        if j != i:
            raise InvalidArgumentError(f"params[{j}] and params[{i}] name the same tensor")
    for i, t in enumerate(out):
        if b.dtype(t) not in FLOATING:
            raise DtypeError(f"params[{i}] is {Dtype(b.dtype(t)).name}; parameters must be floating point")
        if not b.is_leaf(t):
            raise InvalidArgumentError(f"params[{i}] is computed from other tensors; parameters must be leaves")
    return out


def _non_negative(**values) -> list[float]:
    out = []
    for name, value in values.items():
        v = args.number(value, name, finite=True)
        if v < 0:
            raise InvalidArgumentError(f"{name} is {v}; it must be non-negative")
        out.append(v)
    return out


@export
def rt_torch_optim_sgd(params, lr, momentum, weight_decay):
    b = backend()
    ps = _params(b, params)
    return table.add(b.sgd(ps, *_non_negative(lr=lr, momentum=momentum, weight_decay=weight_decay)), OPTIMIZER)


@export
def rt_torch_optim_adam(params, lr, beta1, beta2, eps, weight_decay):
    b = backend()
    ps = _params(b, params)
    lr, beta1, beta2, eps, weight_decay = _non_negative(lr=lr, beta1=beta1, beta2=beta2, eps=eps,
                                                        weight_decay=weight_decay)
    for name, beta in (("beta1", beta1), ("beta2", beta2)):
        if beta >= 1:
            raise InvalidArgumentError(f"{name} is {beta}; it must be below 1")
    return table.add(b.adam(ps, lr, beta1, beta2, eps, weight_decay), OPTIMIZER)


@export
def rt_torch_optim_step(opt):
    backend().optimizer_step(table.get(opt, OPTIMIZER, "opt: handle"))


@export
def rt_torch_optim_zero_grad(opt):
    backend().optimizer_zero_grad(table.get(opt, OPTIMIZER, "opt: handle"))


@export
def rt_torch_optim_free(opt):
    table.remove(opt, OPTIMIZER, "opt: handle")
