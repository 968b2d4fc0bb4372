"""SGD."""

from __future__ import annotations

from typing import Iterable

from .. import runtime as rt
from ..errors import UnsupportedError
from ..tensor import Tensor
from .optimizer import Optimizer

__all__ = ["SGD"]


class SGD(Optimizer):
    """Stochastic gradient descent with momentum and weight decay, PyTorch's rule:
    g = grad + weight_decay * p;  b = momentum * b + g (b = g at the first step);  p -= lr * b."""

    def __init__(self, params: Iterable[Tensor], lr: float = 1e-3, momentum: float = 0.0, dampening: float = 0.0,
                 weight_decay: float = 0.0, nesterov: bool = False, *, maximize: bool = False) -> None:
        if dampening or nesterov or maximize:
            raise UnsupportedError("SGD's dampening, nesterov and maximize options (not in the contract)")
        super().__init__(params, {"lr": lr, "momentum": momentum, "weight_decay": weight_decay})

    def _create(self, handles: list[int]) -> int:
        d = self.defaults
        return rt.rt_torch_optim_sgd(handles, d["lr"], d["momentum"], d["weight_decay"])
