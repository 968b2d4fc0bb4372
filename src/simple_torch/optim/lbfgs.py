"""LBFGS."""

from __future__ import annotations

from typing import Any, Callable, Iterable

from .. import calls
from ..autograd import enable_grad
from ..errors import Error, InvalidArgumentError
from ..tensor import Tensor
from .optimizer import Optimizer

__all__ = ["LBFGS"]

_COUNTS = ("max_iter", "max_eval", "history_size")


class LBFGS(Optimizer):
    """L-BFGS, PyTorch's algorithm (minFunc's): a two-loop recursion over the last history_size curvature
    pairs, a fixed step of lr or a strong Wolfe line search, and PyTorch's stopping rules. step(closure) calls
    closure() (zero the grads, forward, backward, return the loss) up to max_eval times and returns the loss of
    its first call. One parameter group only, as PyTorch's.

    If the closure raises, step re-raises its exception with the parameters and the optimizer's state as they
    were before the step (PyTorch leaves them where the failed call found them). The state (on the first
    parameter, as PyTorch's) holds tensors: counts as int64, the history stacked into (k, N) matrices.
    """
    _options = ("lr", "max_iter", "max_eval", "tolerance_grad", "tolerance_change", "history_size", "strong_wolfe")

    def __init__(self, params: Iterable[Tensor] | Iterable[dict], lr: float = 1, max_iter: int = 20,
                 max_eval: int | None = None, tolerance_grad: float = 1e-7, tolerance_change: float = 1e-9,
                 history_size: int = 100, line_search_fn: str | None = None) -> None:
        if not 0.0 <= lr:
            raise InvalidArgumentError(f"Invalid learning rate: {lr}")
        if line_search_fn not in (None, "strong_wolfe"):
            raise InvalidArgumentError(f"line_search_fn={line_search_fn!r}: only 'strong_wolfe' is supported")
        if max_eval is None:
            max_eval = max_iter * 5 // 4
        super().__init__(params, {"lr": lr, "max_iter": max_iter, "max_eval": max_eval,
                                  "tolerance_grad": tolerance_grad, "tolerance_change": tolerance_change,
                                  "history_size": history_size, "line_search_fn": line_search_fn})

    def _create(self, params: list[Tensor]) -> calls.OptimizerHandle:
        d = self.defaults
        # max_eval 0 is C's "PyTorch's default", which the constructor has worked out already
        return calls.optim_lbfgs(params, d["lr"], d["max_iter"], d["max_eval"], d["tolerance_grad"],
                                       d["tolerance_change"], d["history_size"], d["line_search_fn"] or "")

    def _refresh(self) -> None:
        super()._refresh()
        group = self.param_groups[0]
        for name in _COUNTS:   # the runtime reads options back as floats
            dict.__setitem__(group, name, int(group[name]))

    def step(self, closure: Callable[[], Any]) -> Any:  # type: ignore[override]
        """One step: closure() as often as the algorithm needs (with grad enabled); returns its first result."""
        results: list[Any] = []
        raised: list[BaseException] = []

        def evaluate() -> float:
            try:
                with enable_grad():
                    loss = closure()
                value = float(loss)
            except BaseException as exc:   # re-raised below, once the runtime has put the parameters back
                raised.append(exc)
                raise InvalidArgumentError(f"the closure raised {type(exc).__name__}: {exc}") from None
            results.append(loss)
            return value

        try:
            calls.optim_lbfgs_step(self._runtime, evaluate)
        except Error:
            if not raised:
                raise
        if raised:   # the closure's own exception, not the runtime's report of it
            raise raised[0]
        return results[0]
