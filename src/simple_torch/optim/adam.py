"""Adam and AdamW."""

from __future__ import annotations

from typing import Iterable

from .. import calls
from ..tensor import Tensor
from .optimizer import Optimizer

__all__ = ["Adam", "AdamW"]


class Adam(Optimizer):
    """Adam (Kingma & Ba), PyTorch's rule: L2 weight decay added to the gradient (decoupled_weight_decay:
    AdamW's rule); amsgrad keeps the largest second moment."""
    _options = ("lr", "eps", "weight_decay", "amsgrad", "maximize")   # and betas
    _decoupled_default = False

    def __init__(self, params: Iterable[Tensor] | Iterable[dict], lr: float = 1e-3,
                 betas: tuple[float, float] = (0.9, 0.999), eps: float = 1e-8, weight_decay: float = 0.0,
                 amsgrad: bool = False, *, foreach: bool | None = None, maximize: bool = False,
                 capturable: bool = False, differentiable: bool = False, fused: bool | None = None,
                 decoupled_weight_decay: bool | None = None) -> None:
        self._decoupled = self._decoupled_default if decoupled_weight_decay is None else decoupled_weight_decay
        super().__init__(params, {"lr": lr, "betas": tuple(betas), "eps": eps, "weight_decay": weight_decay,
                                  "amsgrad": amsgrad, "maximize": maximize, "foreach": foreach,
                                  "capturable": capturable, "differentiable": differentiable, "fused": fused})

    def _create(self, params: list[Tensor]) -> calls.OptimizerHandle:
        d = self.defaults
        beta1, beta2 = d["betas"]
        make = calls.optim_adamw if self._decoupled else calls.optim_adam
        return make(params, d["lr"], beta1, beta2, d["eps"], d["weight_decay"])


class AdamW(Adam):
    """Adam with decoupled weight decay (p *= 1 - lr * weight_decay before the update), PyTorch's rule."""
    _decoupled_default = True

    def __init__(self, params: Iterable[Tensor] | Iterable[dict], lr: float = 1e-3,
                 betas: tuple[float, float] = (0.9, 0.999), eps: float = 1e-8, weight_decay: float = 1e-2,
                 amsgrad: bool = False, *, maximize: bool = False, foreach: bool | None = None,
                 capturable: bool = False, differentiable: bool = False, fused: bool | None = None) -> None:
        super().__init__(params, lr, betas, eps, weight_decay, amsgrad, foreach=foreach, maximize=maximize,
                         capturable=capturable, differentiable=differentiable, fused=fused)
