"""Optimizer: the base of SGD and Adam, each a runtime optimizer handle over the parameters' handles."""

from __future__ import annotations

from typing import Any, Callable, Iterable

from ..autograd import enable_grad, no_grad
from ..errors import InvalidArgumentError, UnsupportedError, check
from ..runtime import rt_torch_optim_free, rt_torch_optim_step, rt_torch_optim_zero_grad
from ..tensor import Tensor

__all__ = ["Optimizer"]


class Optimizer:
    """Updates the given parameters in place from their .grad at each step(). The runtime holds the
    update rule and its state (momentum, Adam's moments); the handle is freed with this object.

    The parameters are fixed at creation, so make the optimizer after moving a model (Module.to).
    """

    def __init__(self, params: Iterable[Tensor], defaults: dict[str, Any]) -> None:
        self._handle = 0   # no runtime optimizer yet, should creation fail
        if isinstance(params, (Tensor, str)):
            raise TypeError("params argument given to the optimizer should be an iterable of Tensors or dicts, "
                            f"but got {type(params).__name__}")
        self.params: list[Tensor] = list(params)
        if not self.params:
            raise InvalidArgumentError("optimizer got an empty parameter list")
        if any(isinstance(p, dict) for p in self.params):
            raise UnsupportedError("parameter groups (dicts of options per group): the contract's optimizers "
                                   "take one set of options")
        for p in self.params:
            if not isinstance(p, Tensor):
                raise TypeError(f"optimizer can only optimize Tensors, but one of the params is {type(p).__name__}")
        self.defaults = defaults
        self._handle = check(self._create([p.handle for p in self.params]))

    def _create(self, handles: list[int]) -> int:
        """The runtime optimizer over handles (its handle, or 0 with the error)."""
        raise NotImplementedError

    def step(self, closure: Callable[[], Tensor] | None = None) -> Tensor | None:
        """One update. closure, if given, recomputes the loss (with grad enabled) first; it is returned."""
        loss = None
        if closure is not None:
            with enable_grad():
                loss = closure()
        check(rt_torch_optim_step(self._handle))
        return loss

    def zero_grad(self, set_to_none: bool = True) -> None:
        """Drop the parameters' gradients (set_to_none=False: write zeros into them instead)."""
        if set_to_none:
            check(rt_torch_optim_zero_grad(self._handle))
            return
        with no_grad():
            for parameter in self.params:
                grad = parameter.grad
                if grad is not None:
                    grad.zero_()

    def __del__(self, _free=rt_torch_optim_free) -> None:
        if getattr(self, "_handle", 0):
            _free(self._handle)

    def __repr__(self) -> str:
        options = "".join(f"    {key}: {value}\n" for key, value in sorted(self.defaults.items()))
        return f"{type(self).__name__} (\nParameter Group 0\n{options})"
