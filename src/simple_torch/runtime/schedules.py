"""Section 15: learning-rate schedules over an optimizer handle, with torch.optim.lr_scheduler's
formulas (its recursive "chainable" forms, so the numbers are PyTorch's to the last bit where it matters)
and its conventions: a new schedule takes its first step at once (epoch 0), every group's first lr is kept
as its "initial_lr" (shared by the schedules of one optimizer, so a second schedule starts from the same
base), and each step writes every group's lr. A schedule holds its optimizer's handle, not the optimizer:
once that is freed, stepping fails with RT_ERR_INVALID_HANDLE."""

from __future__ import annotations

import math
import weakref

from ..abi.errors import InvalidArgumentError
from . import args
from .entry import export
from .handles import OPTIMIZER, SCHEDULER, table
from .startup import backend

# backend optimizer -> each group's first lr (PyTorch's group["initial_lr"]), kept while the optimizer lives
_INITIAL_LRS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


class _Schedule:
    """last_epoch counts the steps (0 after the first); lrs() gives the new lr of each group from the current
    ones (chainable), first_factor what epoch 0 multiplies the base lrs by (for restart)."""
    first_factor = 1.0

    def __init__(self, opt: int) -> None:
        self.opt = opt
        b, o = backend(), self.optimizer()
        count = b.optimizer_group_count(o)
        known = _INITIAL_LRS.setdefault(o, [])
        known += [b.optimizer_option(o, g, "lr") for g in range(len(known), count)]   # groups added since
        self.base_lrs = list(known[:count])
        self.last_epoch = -1

    def optimizer(self):
        return table.get(self.opt, OPTIMIZER, "the schedule's optimizer: handle")

    def lrs_now(self) -> list[float]:
        b, o = backend(), self.optimizer()
        return [b.optimizer_option(o, g, "lr") for g in range(len(self.base_lrs))]

    def write(self, lrs: list[float]) -> None:
        b, o = backend(), self.optimizer()
        for g, lr in enumerate(lrs):
            b.optimizer_set_option(o, g, "lr", lr)

    def step(self) -> None:
        self.last_epoch += 1
        try:
            lrs = _computed(self.lrs)
        except InvalidArgumentError:
            self.last_epoch -= 1   # a failed step is no step
            raise
        self.write(lrs)

    def restart(self) -> None:
        """Back to epoch 0 from the base lrs (PyTorch's step(0), which SequentialLR uses at a milestone)."""
        factor = _computed(lambda: self.first_factor)
        self.last_epoch = 0
        self.write([base * factor for base in self.base_lrs])

    def lrs(self) -> list[float]:
        raise NotImplementedError


def _computed(lrs) -> list[float]:
    """lrs(), or the error a Python float power raises when it overflows (PyTorch's schedules raise it too)
    as a clear RT_ERR_INVALID_ARGUMENT; a product that overflows is inf, as there."""
    try:
        return lrs()
    except OverflowError:
        raise InvalidArgumentError("the next learning rate overflows a double (gamma or power too large)") from None


class _Step(_Schedule):
    def __init__(self, opt, step_size: int, gamma: float):
        super().__init__(opt)
        self.step_size, self.gamma = step_size, gamma

    def lrs(self):
        if self.last_epoch == 0 or self.last_epoch % self.step_size != 0:
            return self.lrs_now()
        return [lr * self.gamma for lr in self.lrs_now()]


class _MultiStep(_Schedule):
    def __init__(self, opt, milestones: tuple[int, ...], gamma: float):
        super().__init__(opt)
        self.milestones, self.gamma = milestones, gamma

    @property
    def first_factor(self) -> float:
        return self.gamma ** self.milestones.count(0)

    def lrs(self):
        hits = self.milestones.count(self.last_epoch)   # a milestone given twice decays twice, as PyTorch's Counter
        return [lr * self.gamma ** hits for lr in self.lrs_now()] if hits else self.lrs_now()


class _Exponential(_Schedule):
    def __init__(self, opt, gamma: float):
        super().__init__(opt)
        self.gamma = gamma

    def lrs(self):
        return self.lrs_now() if self.last_epoch == 0 else [lr * self.gamma for lr in self.lrs_now()]


class _Cosine(_Schedule):
    def __init__(self, opt, t_max: int, eta_min: float):
        super().__init__(opt)
        self.t_max, self.eta_min = t_max, eta_min

    def lrs(self):
        e, t, low = self.last_epoch, self.t_max, self.eta_min
        if e == 0:
            return self.lrs_now()
        if (e - 1 - t) % (2 * t) == 0:
            return [lr + (base - low) * (1 - math.cos(math.pi / t)) / 2
                    for lr, base in zip(self.lrs_now(), self.base_lrs)]
        return [(1 + math.cos(math.pi * e / t)) / (1 + math.cos(math.pi * (e - 1) / t)) * (lr - low) + low
                for lr in self.lrs_now()]


class _Linear(_Schedule):
    def __init__(self, opt, start_factor: float, end_factor: float, total_iters: int):
        super().__init__(opt)
        self.start, self.end, self.total = start_factor, end_factor, total_iters
        self.first_factor = start_factor

    def lrs(self):
        e = self.last_epoch
        if e == 0:
            return [lr * self.start for lr in self.lrs_now()]
        if e > self.total:
            return self.lrs_now()
        change = 1.0 + (self.end - self.start) / (self.total * self.start + (e - 1) * (self.end - self.start))
        return [lr * change for lr in self.lrs_now()]


class _Constant(_Schedule):
    def __init__(self, opt, factor: float, total_iters: int):
        super().__init__(opt)
        self.factor, self.total = factor, total_iters
        self.first_factor = factor if total_iters > 0 else 1.0

    def lrs(self):
        if self.last_epoch == 0:
            return [lr * self.factor for lr in self.lrs_now()]
        if self.last_epoch != self.total:
            return self.lrs_now()
        return [lr * (1.0 / self.factor) for lr in self.lrs_now()]


class _Polynomial(_Schedule):
    def __init__(self, opt, total_iters: int, power: float):
        super().__init__(opt)
        self.total, self.power = total_iters, power

    def lrs(self):
        e = self.last_epoch
        if e == 0 or e > self.total:
            return self.lrs_now()
        decay = ((1.0 - e / self.total) / (1.0 - (e - 1) / self.total)) ** self.power
        return [lr * decay for lr in self.lrs_now()]


class _WarmRestarts(_Schedule):
    """Cosine from each base lr down to eta_min over T_i steps, then again over T_i * T_mult."""

    def __init__(self, opt, t_0: int, t_mult: int, eta_min: float):
        super().__init__(opt)
        self.t_0, self.t_i, self.t_mult, self.eta_min, self.t_cur = t_0, t_0, t_mult, eta_min, -1

    def step(self):
        if self.last_epoch < 0:
            self.t_cur = 0
        else:
            self.t_cur += 1
            if self.t_cur >= self.t_i:
                self.t_cur -= self.t_i
                self.t_i *= self.t_mult
        self.last_epoch += 1
        self.write(self.lrs())

    def restart(self):
        self.t_i, self.t_cur, self.last_epoch = self.t_0, 0, 0
        self.write(self.lrs())

    def lrs(self):
        return [self.eta_min + (base - self.eta_min) * (1 + math.cos(math.pi * self.t_cur / self.t_i)) / 2
                for base in self.base_lrs]


class _OneCycle(_Schedule):
    """Up from max_lr / div_factor to max_lr over pct_start of total_steps, then down to that / final_div_factor
    (three_phase: back to the start first); momentum (or Adam's beta1) cycles the other way if asked."""

    def __init__(self, opt, max_lr, total_steps, pct_start, div_factor, final_div_factor, anneal_cos, three_phase,
                 cycle_momentum, base_momentum, max_momentum):
        super().__init__(opt)
        self.total, self.cos = total_steps, anneal_cos
        initial = max_lr / div_factor
        low = initial / final_div_factor
        up = float(pct_start * total_steps) - 1
        if three_phase:
            self.phases = [(up, initial, max_lr, max_momentum, base_momentum),
                           (float(2 * pct_start * total_steps) - 2, max_lr, initial, base_momentum, max_momentum),
                           (total_steps - 1, initial, low, max_momentum, max_momentum)]
        else:
            self.phases = [(up, initial, max_lr, max_momentum, base_momentum),
                           (total_steps - 1, max_lr, low, base_momentum, max_momentum)]
        self.base_lrs = [initial] * len(self.base_lrs)
        _INITIAL_LRS[self.optimizer()][:len(self.base_lrs)] = self.base_lrs
        b, o = backend(), self.optimizer()
        self.momentum = None
        if cycle_momentum:
            options = ("beta1", "momentum")
            from .optim import OPTIONS
            self.momentum = next((name for name in options if name in OPTIONS[b.optimizer_kind(o)]), None)
            if self.momentum is None:
                raise InvalidArgumentError("cycle_momentum needs an optimizer with a momentum or a beta1 option "
                                           f"({b.optimizer_kind(o)} has neither); pass cycle_momentum 0")
            for g in range(len(self.base_lrs)):
                b.optimizer_set_option(o, g, self.momentum, max_momentum)

    def anneal(self, start: float, end: float, pct: float) -> float:
        if self.cos:
            return end + (start - end) / 2.0 * (math.cos(math.pi * pct) + 1)
        return (end - start) * pct + start

    def restart(self):
        self.last_epoch = 0
        self.write(self.lrs())

    def step(self):
        if self.last_epoch + 1 > self.total:
            raise InvalidArgumentError(f"one-cycle schedule stepped {self.last_epoch + 2} times, more than its "
                                       f"total_steps {self.total} + 1")
        super().step()

    def lrs(self):
        start = 0.0
        for i, (end, lr_from, lr_to, m_from, m_to) in enumerate(self.phases):
            if self.last_epoch <= end or i == len(self.phases) - 1:
                pct = (self.last_epoch - start) / (end - start)
                if self.momentum is not None:
                    b, o = backend(), self.optimizer()
                    for g in range(len(self.base_lrs)):
                        b.optimizer_set_option(o, g, self.momentum, self.anneal(m_from, m_to, pct))
                return [self.anneal(lr_from, lr_to, pct)] * len(self.base_lrs)
            start = end
        raise AssertionError("the last phase always matches")


class _Plateau(_Schedule):
    """lr *= factor (not below min_lr) after more than patience steps without improvement of the metric."""

    def __init__(self, opt, maximize, factor, patience, threshold, threshold_abs, cooldown, min_lr, eps):
        super().__init__(opt)
        self.maximize, self.factor, self.patience, self.threshold = maximize, factor, patience, threshold
        self.threshold_abs, self.cooldown, self.min_lr, self.eps = threshold_abs, cooldown, min_lr, eps
        self.best = -math.inf if maximize else math.inf
        self.bad, self.cooling, self.last_epoch = 0, 0, 0

    def better(self, value: float) -> bool:
        if self.maximize:
            return value > (self.best + self.threshold if self.threshold_abs else self.best * (self.threshold + 1))
        return value < (self.best - self.threshold if self.threshold_abs else self.best * (1 - self.threshold))

    def step_metric(self, value: float) -> None:
        self.last_epoch += 1
        if self.better(value):
            self.best, self.bad = value, 0
        else:
            self.bad += 1
        if self.cooling > 0:
            self.cooling -= 1
            self.bad = 0
        if self.bad > self.patience:
            self.write([max(lr * self.factor, self.min_lr) if lr - max(lr * self.factor, self.min_lr) > self.eps
                        else lr for lr in self.lrs_now()])
            self.cooling, self.bad = self.cooldown, 0


def _add(schedule: _Schedule) -> int:
    if not isinstance(schedule, _Plateau):
        schedule.step()   # the first step, at once, as PyTorch's constructors take it
    return table.add(schedule, SCHEDULER)


def _number(value, name: str, low: float = 0.0, high: float = math.inf, open_high: bool = False) -> float:
    v = args.number(value, name, finite=True)
    if not (low <= v < high if open_high else low <= v <= high):
        raise InvalidArgumentError(f"{name} is {v}; it must be in [{low}, {high}{')' if open_high else ']'}")
    return v


def _optimizer_handle(opt) -> int:
    table.get(opt, OPTIMIZER, "opt: handle")
    return opt


@export
def rt_torch_lr_step(opt, step_size, gamma):
    return _add(_Step(_optimizer_handle(opt), args.at_least(step_size, "step_size", 1), _number(gamma, "gamma")))


@export
def rt_torch_lr_multistep(opt, milestones, gamma):
    marks = args.int_list(milestones, "milestones")
    if any(m < 0 for m in marks):
        raise InvalidArgumentError(f"milestones {list(marks)} must be non-negative")
    return _add(_MultiStep(_optimizer_handle(opt), marks, _number(gamma, "gamma")))


@export
def rt_torch_lr_exponential(opt, gamma):
    return _add(_Exponential(_optimizer_handle(opt), _number(gamma, "gamma")))


@export
def rt_torch_lr_cosine(opt, t_max, eta_min):
    return _add(_Cosine(_optimizer_handle(opt), args.at_least(t_max, "t_max", 1), _number(eta_min, "eta_min")))


@export
def rt_torch_lr_linear(opt, start_factor, end_factor, total_iters):
    start = args.number(start_factor, "start_factor", finite=True)
    if not 0 < start <= 1:
        raise InvalidArgumentError(f"start_factor is {start}; it must be in (0, 1]")
    return _add(_Linear(_optimizer_handle(opt), start, _number(end_factor, "end_factor", high=1.0),
                        args.at_least(total_iters, "total_iters", 1)))


@export
def rt_torch_lr_constant(opt, factor, total_iters):
    factor = _number(factor, "factor", high=1.0)
    if factor == 0:   # PyTorch divides by it at total_iters
        raise InvalidArgumentError("factor is 0; it must be in (0, 1]")
    return _add(_Constant(_optimizer_handle(opt), factor,
                          args.at_least(total_iters, "total_iters", 0)))


@export
def rt_torch_lr_polynomial(opt, total_iters, power):
    return _add(_Polynomial(_optimizer_handle(opt), args.at_least(total_iters, "total_iters", 1),
                            _number(power, "power")))


@export
def rt_torch_lr_cosine_warm_restarts(opt, t_0, t_mult, eta_min):
    return _add(_WarmRestarts(_optimizer_handle(opt), args.at_least(t_0, "t_0", 1), args.at_least(t_mult, "t_mult", 1),
                              _number(eta_min, "eta_min")))


@export
def rt_torch_lr_one_cycle(opt, max_lr, total_steps, pct_start, div_factor, final_div_factor, anneal_cos,
                          three_phase, cycle_momentum, base_momentum, max_momentum):
    peak = args.number(max_lr, "max_lr", finite=True)
    if peak <= 0:
        raise InvalidArgumentError(f"max_lr is {peak}; it must be positive")
    div, final = (args.number(v, n, finite=True) for v, n in ((div_factor, "div_factor"),
                                                                (final_div_factor, "final_div_factor")))
    if div <= 0 or final <= 0:
        raise InvalidArgumentError(f"div_factor {div} and final_div_factor {final} must be positive")
    return _add(_OneCycle(_optimizer_handle(opt), peak, args.at_least(total_steps, "total_steps", 1),
                          _number(pct_start, "pct_start", high=1.0), div, final, args.flag(anneal_cos, "anneal_cos"),
                          args.flag(three_phase, "three_phase"), args.flag(cycle_momentum, "cycle_momentum"),
                          _number(base_momentum, "base_momentum"), _number(max_momentum, "max_momentum")))


@export
def rt_torch_lr_plateau(opt, maximize, factor, patience, threshold, threshold_abs, cooldown, min_lr, eps):
    return _add(_Plateau(_optimizer_handle(opt), args.flag(maximize, "maximize"),
                         _number(factor, "factor", high=1.0, open_high=True), args.at_least(patience, "patience", 0),
                         _number(threshold, "threshold"), args.flag(threshold_abs, "threshold_abs"),
                         args.at_least(cooldown, "cooldown", 0), _number(min_lr, "min_lr"), _number(eps, "eps")))


def _schedule(sched) -> _Schedule:
    return table.get(sched, SCHEDULER, "sched: handle")


@export
def rt_torch_lr_scheduler_step(sched):
    schedule = _schedule(sched)
    if isinstance(schedule, _Plateau):
        raise InvalidArgumentError("a plateau schedule steps on a metric: call rt_torch_lr_scheduler_step_metric")
    schedule.step()


@export
def rt_torch_lr_scheduler_step_metric(sched, metric):
    schedule = _schedule(sched)
    if not isinstance(schedule, _Plateau):
        raise InvalidArgumentError("only a plateau schedule steps on a metric: call rt_torch_lr_scheduler_step")
    value = args.number(metric, "metric")
    if math.isnan(value):
        raise InvalidArgumentError("metric is NaN")
    schedule.step_metric(value)


@export
def rt_torch_lr_scheduler_restart(sched):
    schedule = _schedule(sched)
    if isinstance(schedule, _Plateau):
        raise InvalidArgumentError("a plateau schedule has no epochs to restart from")
    schedule.restart()


@export
def rt_torch_lr_scheduler_last_epoch(sched):
    return _schedule(sched).last_epoch


@export
def rt_torch_lr_scheduler_free(sched):
    table.remove(sched, SCHEDULER, "sched: handle")
