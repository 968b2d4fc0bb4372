"""RMSprop, Adagrad and Adadelta: the optimizers that scale each parameter's step by its gradients' history."""

from __future__ import annotations

from typing import Iterable

from .. import calls
from ..tensor import Tensor
from .optimizer import Optimizer

__all__ = ["RMSprop", "Adagrad", "Adadelta"]


class RMSprop(Optimizer):
    """PyTorch's RMSprop: divide by the root of a running mean of squared gradients (centered: of their
    variance), with momentum if asked."""
    _options = ("lr", "alpha", "eps", "weight_decay", "momentum", "centered", "maximize")

    def __init__(self, params: Iterable[Tensor] | Iterable[dict], lr: float = 1e-2, alpha: float = 0.99,
                 eps: float = 1e-8, weight_decay: float = 0.0, momentum: float = 0.0, centered: bool = False,
                 capturable: bool = False, foreach: bool | None = None, maximize: bool = False,
                 differentiable: bool = False) -> None:
        super().__init__(params, {"lr": lr, "alpha": alpha, "eps": eps, "weight_decay": weight_decay,
                                  "momentum": momentum, "centered": centered, "maximize": maximize,
                                  "capturable": capturable, "foreach": foreach, "differentiable": differentiable})

    def _create(self, params: list[Tensor]) -> calls.OptimizerHandle:
        d = self.defaults
        return calls.optim_rmsprop(params, d["lr"], d["alpha"], d["eps"], d["weight_decay"], d["momentum"],
                                         int(d["centered"]))


class Adagrad(Optimizer):
    """PyTorch's Adagrad: divide by the root of the sum of squared gradients; lr decays as
    lr / (1 + (step - 1) * lr_decay)."""
    _options = ("lr", "lr_decay", "weight_decay", "initial_accumulator_value", "eps", "maximize")

    def __init__(self, params: Iterable[Tensor] | Iterable[dict], lr: float = 1e-2, lr_decay: float = 0.0,
                 weight_decay: float = 0.0, initial_accumulator_value: float = 0.0, eps: float = 1e-10,
                 foreach: bool | None = None, *, maximize: bool = False, differentiable: bool = False,
                 fused: bool | None = None) -> None:
        super().__init__(params, {"lr": lr, "lr_decay": lr_decay, "weight_decay": weight_decay,
                                  "initial_accumulator_value": initial_accumulator_value, "eps": eps,
                                  "maximize": maximize, "foreach": foreach, "differentiable": differentiable,
                                  "fused": fused})

    def _create(self, params: list[Tensor]) -> calls.OptimizerHandle:
        d = self.defaults
        return calls.optim_adagrad(params, d["lr"], d["lr_decay"], d["weight_decay"],
                                         d["initial_accumulator_value"], d["eps"])


class Adadelta(Optimizer):
    """PyTorch's Adadelta: steps scaled by the ratio of running roots of squared updates and gradients."""
    _options = ("lr", "rho", "eps", "weight_decay", "maximize")

    def __init__(self, params: Iterable[Tensor] | Iterable[dict], lr: float = 1.0, rho: float = 0.9,
                 eps: float = 1e-6, weight_decay: float = 0.0, foreach: bool | None = None, *,
                 capturable: bool = False, maximize: bool = False, differentiable: bool = False) -> None:
        super().__init__(params, {"lr": lr, "rho": rho, "eps": eps, "weight_decay": weight_decay,
                                  "maximize": maximize, "foreach": foreach, "capturable": capturable,
                                  "differentiable": differentiable})

    def _create(self, params: list[Tensor]) -> calls.OptimizerHandle:
        d = self.defaults
        return calls.optim_adadelta(params, d["lr"], d["rho"], d["eps"], d["weight_decay"])
