"""Adam."""

from __future__ import annotations

from typing import Iterable

from .. import runtime as rt
from ..errors import UnsupportedError
from ..tensor import Tensor
from .optimizer import Optimizer

__all__ = ["Adam"]


class Adam(Optimizer):
    """Adam (Kingma & Ba), PyTorch's rule, with L2 weight decay added to the gradient."""

    def __init__(self, params: Iterable[Tensor], lr: float = 1e-3, betas: tuple[float, float] = (0.9, 0.999),
                 eps: float = 1e-8, weight_decay: float = 0.0, amsgrad: bool = False, *,
                 maximize: bool = False) -> None:
        if amsgrad or maximize:
            raise UnsupportedError("Adam's amsgrad and maximize options (not in the contract)")
        super().__init__(params, {"lr": lr, "betas": tuple(betas), "eps": eps, "weight_decay": weight_decay})

    def _create(self, handles: list[int]) -> int:
        d = self.defaults
        beta1, beta2 = d["betas"]
        return rt.rt_torch_optim_adam(handles, d["lr"], beta1, beta2, d["eps"], d["weight_decay"])
