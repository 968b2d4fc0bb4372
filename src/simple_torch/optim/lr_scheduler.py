"""st.optim.lr_scheduler: PyTorch's learning-rate schedules. Those of the contract (StepLR, CosineAnnealingLR,
OneCycleLR, ReduceLROnPlateau, ...) are runtime handles stepped through the C ABI, as a C program steps them;
LambdaLR and MultiplicativeLR run the user's Python function here, and SequentialLR and ChainedScheduler
compose the others, as PyTorch's do. Each writes the optimizer's param_groups (lr, and momentum or betas
for OneCycleLR) and keeps PyTorch's group["initial_lr"]."""

from __future__ import annotations

from bisect import bisect_right
from typing import Callable, Sequence

from .. import calls
from ..errors import InvalidArgumentError
from .optimizer import Optimizer

__all__ = ["LRScheduler", "StepLR", "MultiStepLR", "ExponentialLR", "CosineAnnealingLR", "LinearLR", "ConstantLR",
           "PolynomialLR", "CosineAnnealingWarmRestarts", "OneCycleLR", "ReduceLROnPlateau", "LambdaLR",
           "MultiplicativeLR", "SequentialLR", "ChainedScheduler"]


def _optimizer(optimizer: Optimizer) -> Optimizer:
    if not isinstance(optimizer, Optimizer):
        raise TypeError(f"{type(optimizer).__name__} is not an Optimizer")
    return optimizer


def _fresh(last_epoch: int) -> None:
    if last_epoch != -1:
        raise InvalidArgumentError("last_epoch other than -1 (resuming a schedule) is not supported: make the "
                                   "schedule afresh and step it, or keep its handle")


class LRScheduler:
    """A schedule over an optimizer: step() writes the next lr of every group."""

    def __init__(self, optimizer: Optimizer) -> None:
        self.optimizer = _optimizer(optimizer)
        for group in optimizer.param_groups:
            group.setdefault("initial_lr", group["lr"])
        self.base_lrs = [group["initial_lr"] for group in optimizer.param_groups]

    def get_last_lr(self) -> list[float]:
        return [group["lr"] for group in self.optimizer.param_groups]

    def _restart(self) -> None:
        """Back to epoch 0 from the base lrs (PyTorch's step(0), at a SequentialLR milestone)."""
        raise NotImplementedError


class _RuntimeScheduler(LRScheduler):
    """A schedule of the contract: a runtime handle, whose owner _runtime frees it with this object."""

    def __init__(self, optimizer: Optimizer,
                 make: Callable[[calls.OptimizerHandle], calls.SchedulerHandle]) -> None:
        super().__init__(optimizer)
        self._runtime = make(optimizer._runtime)
        optimizer._refresh()

    @property
    def last_epoch(self) -> int:
        return calls.lr_scheduler_last_epoch(self._runtime)

    def step(self) -> None:
        calls.lr_scheduler_step(self._runtime)
        self.optimizer._refresh()

    def _restart(self) -> None:
        calls.lr_scheduler_restart(self._runtime)
        self.optimizer._refresh()


class StepLR(_RuntimeScheduler):
    def __init__(self, optimizer: Optimizer, step_size: int, gamma: float = 0.1, last_epoch: int = -1) -> None:
        _fresh(last_epoch)
        super().__init__(optimizer, lambda opt: calls.lr_step(opt, step_size, gamma))


class MultiStepLR(_RuntimeScheduler):
    def __init__(self, optimizer: Optimizer, milestones: Sequence[int], gamma: float = 0.1,
                 last_epoch: int = -1) -> None:
        _fresh(last_epoch)
        super().__init__(optimizer, lambda opt: calls.lr_multistep(opt, list(milestones), gamma))


class ExponentialLR(_RuntimeScheduler):
    def __init__(self, optimizer: Optimizer, gamma: float, last_epoch: int = -1) -> None:
        _fresh(last_epoch)
        super().__init__(optimizer, lambda opt: calls.lr_exponential(opt, gamma))


class CosineAnnealingLR(_RuntimeScheduler):
    def __init__(self, optimizer: Optimizer, T_max: int, eta_min: float = 0.0, last_epoch: int = -1) -> None:
        _fresh(last_epoch)
        super().__init__(optimizer, lambda opt: calls.lr_cosine(opt, T_max, eta_min))


class LinearLR(_RuntimeScheduler):
    def __init__(self, optimizer: Optimizer, start_factor: float = 1.0 / 3, end_factor: float = 1.0,
                 total_iters: int = 5, last_epoch: int = -1) -> None:
        _fresh(last_epoch)
        super().__init__(optimizer, lambda opt: calls.lr_linear(opt, start_factor, end_factor, total_iters))


class ConstantLR(_RuntimeScheduler):
    def __init__(self, optimizer: Optimizer, factor: float = 1.0 / 3, total_iters: int = 5,
                 last_epoch: int = -1) -> None:
        _fresh(last_epoch)
        super().__init__(optimizer, lambda opt: calls.lr_constant(opt, factor, total_iters))


class PolynomialLR(_RuntimeScheduler):
    def __init__(self, optimizer: Optimizer, total_iters: int = 5, power: float = 1.0, last_epoch: int = -1) -> None:
        _fresh(last_epoch)
        super().__init__(optimizer, lambda opt: calls.lr_polynomial(opt, total_iters, power))


class CosineAnnealingWarmRestarts(_RuntimeScheduler):
    def __init__(self, optimizer: Optimizer, T_0: int, T_mult: int = 1, eta_min: float = 0.0,
                 last_epoch: int = -1) -> None:
        _fresh(last_epoch)
        super().__init__(optimizer, lambda opt: calls.lr_cosine_warm_restarts(opt, T_0, T_mult, eta_min))


class OneCycleLR(_RuntimeScheduler):
    def __init__(self, optimizer: Optimizer, max_lr: float | Sequence[float], total_steps: int | None = None,
                 epochs: int | None = None, steps_per_epoch: int | None = None, pct_start: float = 0.3,
                 anneal_strategy: str = "cos", cycle_momentum: bool = True, base_momentum: float = 0.85,
                 max_momentum: float = 0.95, div_factor: float = 25.0, final_div_factor: float = 1e4,
                 three_phase: bool = False, last_epoch: int = -1) -> None:
        _fresh(last_epoch)
        if total_steps is None:
            if epochs is None or steps_per_epoch is None:
                raise ValueError("You must define either total_steps OR (epochs AND steps_per_epoch)")
            total_steps = epochs * steps_per_epoch
        if anneal_strategy not in ("cos", "linear"):
            raise ValueError(f"anneal_strategy must be one of 'cos' or 'linear', instead got {anneal_strategy}")
        peaks = list(max_lr) if isinstance(max_lr, (list, tuple)) else [max_lr]
        if len(set(peaks)) != 1:
            raise InvalidArgumentError("max_lr differing between parameter groups is not in the contract (one max_lr "
                                       "for every group)")
        optimizer = _optimizer(optimizer)
        super().__init__(optimizer, lambda opt: calls.lr_one_cycle(
            opt, float(peaks[0]), total_steps, pct_start, div_factor, final_div_factor, int(anneal_strategy == "cos"),
            int(three_phase), int(cycle_momentum), base_momentum, max_momentum))
        initial = peaks[0] / div_factor
        for group in optimizer.param_groups:   # PyTorch's keys, for scripts that read them
            dict.update(group, initial_lr=initial, max_lr=peaks[0], min_lr=initial / final_div_factor)
            if cycle_momentum:
                dict.update(group, max_momentum=max_momentum, base_momentum=base_momentum)
        self.base_lrs = [initial] * len(optimizer.param_groups)


class ReduceLROnPlateau(_RuntimeScheduler):
    def __init__(self, optimizer: Optimizer, mode: str = "min", factor: float = 0.1, patience: int = 10,
                 threshold: float = 1e-4, threshold_mode: str = "rel", cooldown: int = 0,
                 min_lr: float | Sequence[float] = 0, eps: float = 1e-8) -> None:
        if mode not in ("min", "max"):
            raise ValueError(f"mode {mode} is unknown!")
        if threshold_mode not in ("rel", "abs"):
            raise ValueError(f"threshold mode {threshold_mode} is unknown!")
        if factor >= 1.0:
            raise ValueError("Factor should be < 1.0.")
        lows = list(min_lr) if isinstance(min_lr, (list, tuple)) else [min_lr]
        if len(set(lows)) != 1:
            raise InvalidArgumentError("min_lr differing between parameter groups is not in the contract")
        super().__init__(optimizer, lambda opt: calls.lr_plateau(
            opt, int(mode == "max"), factor, patience, threshold, int(threshold_mode == "abs"), cooldown,
            float(lows[0]), eps))

    def step(self, metrics: float) -> None:
        calls.lr_scheduler_step_metric(self._runtime, float(metrics))
        self.optimizer._refresh()


class _PythonScheduler(LRScheduler):
    """A schedule whose rule is the user's Python function: it writes param_groups itself."""

    def __init__(self, optimizer: Optimizer, lr_lambda, last_epoch: int) -> None:
        _fresh(last_epoch)
        super().__init__(optimizer)
        count = len(optimizer.param_groups)
        lambdas = list(lr_lambda) if isinstance(lr_lambda, (list, tuple)) else [lr_lambda] * count
        if len(lambdas) != count:
            raise ValueError(f"Expected {count} lr_lambdas, but got {len(lambdas)}")
        self.lr_lambdas, self.last_epoch = lambdas, -1
        self.step()

    def step(self) -> None:
        self.last_epoch += 1
        for group, lr in zip(self.optimizer.param_groups, self._lrs()):
            group["lr"] = lr

    def _restart(self) -> None:
        self.last_epoch = -1
        self.step()


class LambdaLR(_PythonScheduler):
    """lr = base lr * lr_lambda(epoch)."""

    def __init__(self, optimizer: Optimizer, lr_lambda, last_epoch: int = -1) -> None:
        super().__init__(optimizer, lr_lambda, last_epoch)

    def _lrs(self) -> list[float]:
        return [base * f(self.last_epoch) for base, f in zip(self.base_lrs, self.lr_lambdas)]


class MultiplicativeLR(_PythonScheduler):
    """lr *= lr_lambda(epoch) at every step but the first."""

    def __init__(self, optimizer: Optimizer, lr_lambda, last_epoch: int = -1) -> None:
        super().__init__(optimizer, lr_lambda, last_epoch)

    def _lrs(self) -> list[float]:
        groups = self.optimizer.param_groups
        if self.last_epoch == 0:
            return [group["lr"] for group in groups]
        return [group["lr"] * f(self.last_epoch) for group, f in zip(groups, self.lr_lambdas)]


class SequentialLR(LRScheduler):
    """schedulers[i] from milestones[i - 1] on, each restarted at its milestone, as PyTorch's."""

    def __init__(self, optimizer: Optimizer, schedulers: Sequence[LRScheduler], milestones: Sequence[int],
                 last_epoch: int = -1) -> None:
        _fresh(last_epoch)
        super().__init__(optimizer)
        if not schedulers:
            raise ValueError("SequentialLR expects at least one scheduler, but got no scheduler.")
        if any(isinstance(s, ReduceLROnPlateau) for s in schedulers):
            raise ValueError("SequentialLR does not support `ReduceLROnPlateau` scheduler")
        if any(s.optimizer is not optimizer for s in schedulers):
            raise ValueError("SequentialLR expects all schedulers to belong to the same optimizer")
        if len(milestones) != len(schedulers) - 1:
            raise ValueError("Sequential Schedulers expects number of schedulers provided to be one more than the "
                             f"number of milestone points, but got number of schedulers {len(schedulers)} and the "
                             f"number of milestones to be equal to {len(milestones)}")
        self._schedulers, self._milestones, self.last_epoch = list(schedulers), list(milestones), 0
        for group in optimizer.param_groups:
            group["lr"] = group["initial_lr"]
        self._schedulers[bisect_right(self._milestones, 0)]._restart()

    def step(self) -> None:
        self.last_epoch += 1
        index = bisect_right(self._milestones, self.last_epoch)
        scheduler = self._schedulers[index]
        if index > 0 and self._milestones[index - 1] == self.last_epoch:
            scheduler._restart()
        else:
            scheduler.step()


class ChainedScheduler(LRScheduler):
    """Every scheduler steps, in order, at each step."""

    def __init__(self, schedulers: Sequence[LRScheduler], optimizer: Optimizer | None = None) -> None:
        if not schedulers:
            raise ValueError("ChainedScheduler expects at least one scheduler to be chained, but got no scheduler.")
        super().__init__(optimizer if optimizer is not None else schedulers[0].optimizer)
        if any(s.optimizer is not self.optimizer for s in schedulers):
            raise ValueError("ChainedScheduler expects all schedulers to belong to the same optimizer")
        self._schedulers = list(schedulers)

    def step(self) -> None:
        for scheduler in self._schedulers:
            scheduler.step()
