"""SGD."""

from __future__ import annotations

from typing import Iterable

from .. import calls
from ..tensor import Tensor
from .optimizer import Optimizer

__all__ = ["SGD"]


class SGD(Optimizer):
    """Stochastic gradient descent, PyTorch's rule: g = grad + weight_decay * p; with momentum
    b = momentum * b + (1 - dampening) * g (b = g at the first step) and g = g + momentum * b (nesterov) or b;
    p -= lr * g (maximize: += )."""
    _options = ("lr", "momentum", "dampening", "weight_decay", "nesterov", "maximize")

    def __init__(self, params: Iterable[Tensor] | Iterable[dict], lr: float = 1e-3, momentum: float = 0.0,
                 dampening: float = 0.0, weight_decay: float = 0.0, nesterov: bool = False, *,
                 maximize: bool = False, foreach: bool | None = None, differentiable: bool = False,
                 fused: bool | None = None) -> None:
        super().__init__(params, {"lr": lr, "momentum": momentum, "dampening": dampening,
                                  "weight_decay": weight_decay, "nesterov": nesterov, "maximize": maximize,
                                  "foreach": foreach, "differentiable": differentiable, "fused": fused})

    def _create(self, params: list[Tensor]) -> calls.OptimizerHandle:
        d = self.defaults
        return calls.optim_sgd(params, d["lr"], d["momentum"], d["weight_decay"])
