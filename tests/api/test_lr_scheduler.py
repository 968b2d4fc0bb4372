"""st.optim.lr_scheduler against torch.optim.lr_scheduler: the lr of every group (and the momentum or betas
OneCycleLR cycles) after each of many steps, for every schedule, alone, chained and in sequence, and the
parameters of a short training under a schedule."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch

import simple_torch as st

STEPS = 40


def _optimizers(kind: str = "SGD", **options):
    """The same two-group optimizer over st and torch parameters (group 1 has its own lr)."""
    made = []
    for m in (st, torch):
        a, b = m.zeros(2, requires_grad=True), m.zeros(3, requires_grad=True)
        made.append(getattr(m.optim, kind)([{"params": [a]}, {"params": [b], "lr": 0.05}], lr=0.1, **options))
    return made


def _trace(optimizer, scheduler, steps: int, metrics=None) -> list[tuple]:
    """(lr, momentum-like option) of every group after construction and after each step."""
    def now():
        return tuple((g["lr"], g.get("momentum"), tuple(g["betas"]) if "betas" in g else None)
                     for g in optimizer.param_groups)
    out = [now()]
    for i in range(steps):
        optimizer.step()
        scheduler.step(*(() if metrics is None else (metrics[i],)))
        out.append(now())
    return out


def _same(ours: list[tuple], theirs: list[tuple]) -> None:
    assert len(ours) == len(theirs)
    for step, (a, b) in enumerate(zip(ours, theirs)):
        np.testing.assert_allclose(np.array([x for g in a for x in (g[0], g[1] or 0, *(g[2] or ()))], float),
                                   np.array([x for g in b for x in (g[0], g[1] or 0, *(g[2] or ()))], float),
                                   rtol=1e-12, atol=1e-15, err_msg=f"step {step}")


SCHEDULES = {
    "StepLR": lambda m, o: m.optim.lr_scheduler.StepLR(o, step_size=7, gamma=0.5),
    "MultiStepLR": lambda m, o: m.optim.lr_scheduler.MultiStepLR(o, milestones=[0, 5, 12, 12, 30], gamma=0.3),
    "ExponentialLR": lambda m, o: m.optim.lr_scheduler.ExponentialLR(o, gamma=0.93),
    "CosineAnnealingLR": lambda m, o: m.optim.lr_scheduler.CosineAnnealingLR(o, T_max=15, eta_min=0.001),
    "LinearLR": lambda m, o: m.optim.lr_scheduler.LinearLR(o, start_factor=0.1, end_factor=1.0, total_iters=10),
    "ConstantLR": lambda m, o: m.optim.lr_scheduler.ConstantLR(o, factor=0.25, total_iters=6),
    "PolynomialLR": lambda m, o: m.optim.lr_scheduler.PolynomialLR(o, total_iters=25, power=2.0),
    "CosineAnnealingWarmRestarts":
        lambda m, o: m.optim.lr_scheduler.CosineAnnealingWarmRestarts(o, T_0=4, T_mult=2, eta_min=0.002),
    "LambdaLR": lambda m, o: m.optim.lr_scheduler.LambdaLR(o, lambda e: 1 / (1 + e)),
    "LambdaLR-per-group": lambda m, o: m.optim.lr_scheduler.LambdaLR(o, [lambda e: 0.9 ** e, lambda e: 1 + e]),
    "MultiplicativeLR": lambda m, o: m.optim.lr_scheduler.MultiplicativeLR(o, lambda e: 0.95),
    "OneCycleLR": lambda m, o: m.optim.lr_scheduler.OneCycleLR(o, max_lr=1.0, total_steps=STEPS),
    "OneCycleLR-linear-3": lambda m, o: m.optim.lr_scheduler.OneCycleLR(
        o, max_lr=0.5, epochs=4, steps_per_epoch=10, anneal_strategy="linear", three_phase=True, pct_start=0.25),
    "warmup-then-cosine": lambda m, o: m.optim.lr_scheduler.SequentialLR(
        o, [m.optim.lr_scheduler.LinearLR(o, start_factor=0.01, total_iters=5),
            m.optim.lr_scheduler.CosineAnnealingLR(o, T_max=30)], milestones=[5]),
    "three-in-sequence": lambda m, o: m.optim.lr_scheduler.SequentialLR(
        o, [m.optim.lr_scheduler.ConstantLR(o, factor=0.5, total_iters=3),
            m.optim.lr_scheduler.ExponentialLR(o, gamma=0.9),
            m.optim.lr_scheduler.StepLR(o, step_size=4, gamma=0.5)], milestones=[6, 20]),
    "chained": lambda m, o: m.optim.lr_scheduler.ChainedScheduler(
        [m.optim.lr_scheduler.ConstantLR(o, factor=0.1, total_iters=2),
         m.optim.lr_scheduler.ExponentialLR(o, gamma=0.9)]),
}


@pytest.mark.parametrize("name", sorted(SCHEDULES))
def test_schedules_write_pytorchs_lrs(name):
    ours, theirs = _optimizers(momentum=0.9)
    _same(_trace(ours, SCHEDULES[name](st, ours), STEPS), _trace(theirs, SCHEDULES[name](torch, theirs), STEPS))


def test_one_cycle_cycles_adams_beta1():
    ours, theirs = _optimizers("AdamW")
    make = SCHEDULES["OneCycleLR"]
    _same(_trace(ours, make(st, ours), STEPS), _trace(theirs, make(torch, theirs), STEPS))
    assert ours.param_groups[0]["initial_lr"] == theirs.param_groups[0]["initial_lr"] == 1.0 / 25


@pytest.mark.parametrize("options", [dict(), dict(mode="max", factor=0.5, patience=2, threshold=0.1,
                                                 threshold_mode="abs", cooldown=2, min_lr=0.01)])
def test_reduce_on_plateau(options):
    metrics = [1.0, 0.9, 0.95, 0.97, 0.99, 1.2, 0.5, 0.5, 0.5, 0.5, 0.49, 0.8, 0.8, 0.8, 0.8, 0.8, 0.8, 0.8] * 3
    ours, theirs = _optimizers()
    if options.get("mode") == "max":
        metrics = [-v for v in metrics]
    _same(_trace(ours, st.optim.lr_scheduler.ReduceLROnPlateau(ours, **options), len(metrics), metrics),
          _trace(theirs, torch.optim.lr_scheduler.ReduceLROnPlateau(theirs, **options), len(metrics), metrics))


def test_a_training_under_warmup_and_cosine_matches_pytorch():
    rng = np.random.default_rng(5)
    w0, x, y = (rng.standard_normal(s).astype(np.float32) for s in ((3, 4), (16, 4), (16, 3)))
    results = []
    for m in (st, torch):
        w = m.tensor(w0, requires_grad=True)
        optimizer = m.optim.AdamW([w], lr=0.05)
        schedule = SCHEDULES["warmup-then-cosine"](m, optimizer)
        for _ in range(20):
            optimizer.zero_grad()
            m.nn.functional.mse_loss(m.tensor(x) @ w.T, m.tensor(y)).backward()
            m.nn.utils.clip_grad_norm_([w], 0.5)
            optimizer.step()
            schedule.step()
        results.append(w.detach().numpy())
    np.testing.assert_allclose(results[0], results[1], rtol=2e-5, atol=1e-6)


def test_schedule_errors():
    optimizer, _ = _optimizers()
    with pytest.raises(st.InvalidArgumentError, match="step_size"):
        st.optim.lr_scheduler.StepLR(optimizer, step_size=0)
    with pytest.raises(st.InvalidArgumentError, match="start_factor"):
        st.optim.lr_scheduler.LinearLR(optimizer, start_factor=0.0)
    with pytest.raises(ValueError, match="Factor"):
        st.optim.lr_scheduler.ReduceLROnPlateau(optimizer, factor=1.5)
    with pytest.raises(st.InvalidArgumentError, match="last_epoch"):
        st.optim.lr_scheduler.ExponentialLR(optimizer, 0.9, last_epoch=3)
    cycle = st.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=0.1, total_steps=2)
    cycle.step()
    cycle.step()
    with pytest.raises(st.InvalidArgumentError, match="total_steps"):
        cycle.step()
    adagrad = st.optim.Adagrad([st.zeros(1, requires_grad=True)])
    with pytest.raises(st.InvalidArgumentError, match="cycle_momentum"):
        st.optim.lr_scheduler.OneCycleLR(adagrad, max_lr=0.1, total_steps=5)
    with pytest.raises(TypeError):
        st.optim.lr_scheduler.StepLR(object(), step_size=2)
    assert math.isclose(st.optim.lr_scheduler.OneCycleLR(adagrad, 0.1, 5, cycle_momentum=False).get_last_lr()[0],
                        0.1 / 25)
