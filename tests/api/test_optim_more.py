"""ABI 1.4's optimizer kit through Tier 3 against torch.optim, on whichever backend the suite runs: every
optimizer and option, parameter groups with their own options, options changed between steps through
param_groups, state_dict / load_state_dict (a resumed run equals an uninterrupted one), gradient clipping."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch

import simple_torch as st

from .conftest import assert_same

RNG = np.random.default_rng(7)
W0, B0 = RNG.standard_normal((3, 4)).astype(np.float32), RNG.standard_normal(3).astype(np.float32)
X, Y = RNG.standard_normal((8, 4)).astype(np.float32), RNG.standard_normal((8, 3)).astype(np.float32)

KINDS = [
    ("SGD", dict(lr=0.1, momentum=0.9, nesterov=True, weight_decay=0.01)),
    ("SGD", dict(lr=0.05, momentum=0.5, dampening=0.2, maximize=True)),
    ("Adam", dict(lr=0.01, amsgrad=True)),
    ("Adam", dict(lr=0.01, weight_decay=0.1, decoupled_weight_decay=True)),
    ("AdamW", dict(lr=0.01)),
    ("AdamW", dict(lr=0.02, betas=(0.8, 0.95), weight_decay=0.2, amsgrad=True)),
    ("RMSprop", dict(lr=0.01)),
    ("RMSprop", dict(lr=0.01, alpha=0.9, momentum=0.5, centered=True, weight_decay=0.01)),
    ("Adagrad", dict(lr=0.1, lr_decay=0.01, initial_accumulator_value=0.1)),
    ("Adadelta", dict(lr=1.0, rho=0.8, weight_decay=0.01)),
]


def _models():
    ours = [st.tensor(W0, requires_grad=True), st.tensor(B0, requires_grad=True)]
    theirs = [torch.tensor(W0, requires_grad=True), torch.tensor(B0, requires_grad=True)]
    return ours, theirs


def _loss(m, params):
    x, y = m.tensor(X), m.tensor(Y)
    w, b = params
    return m.nn.functional.mse_loss(m.nn.functional.linear(x, w, b), y)


def _steps(m, optimizer, params, count, before_step=None):
    for _ in range(count):
        optimizer.zero_grad()
        _loss(m, params).backward()
        if before_step is not None:
            before_step(m, params)
        optimizer.step()


@pytest.mark.parametrize("name, options", KINDS, ids=[f"{n}-{i}" for i, (n, _) in enumerate(KINDS)])
def test_every_optimizer_steps_like_pytorch(name, options):
    ours, theirs = _models()
    o, t = getattr(st.optim, name)(ours, **options), getattr(torch.optim, name)(theirs, **options)
    _steps(st, o, ours, 6)
    _steps(torch, t, theirs, 6)
    for a, b in zip(ours, theirs):
        assert_same(a, b, rtol=2e-5, atol=1e-6)
    ours_state, theirs_state = o.state_dict(), t.state_dict()
    assert set(ours_state["state"]) == set(theirs_state["state"])
    for position, values in theirs_state["state"].items():
        assert set(ours_state["state"][position]) == set(values)
        for key, value in values.items():
            assert_same(ours_state["state"][position][key], value, rtol=2e-5, atol=1e-6)


def test_parameter_groups_have_their_own_options_and_follow_param_groups_writes():
    ours, theirs = _models()
    o = st.optim.SGD([{"params": [ours[0]]}, {"params": [ours[1]], "lr": 0.01, "momentum": 0.5}], lr=0.1,
                     momentum=0.9)
    t = torch.optim.SGD([{"params": [theirs[0]]}, {"params": [theirs[1]], "lr": 0.01, "momentum": 0.5}], lr=0.1,
                        momentum=0.9)
    _steps(st, o, ours, 3)
    _steps(torch, t, theirs, 3)
    for optimizer in (o, t):   # a hand-written schedule, as PyTorch scripts write it
        for group in optimizer.param_groups:
            group["lr"] *= 0.5
    assert [g["lr"] for g in o.param_groups] == [g["lr"] for g in t.param_groups]
    _steps(st, o, ours, 3)
    _steps(torch, t, theirs, 3)
    for a, b in zip(ours, theirs):
        assert_same(a, b, rtol=1e-5, atol=1e-6)
    assert len(o.param_groups) == 2 and o.param_groups[1]["momentum"] == 0.5


def test_add_param_group_and_betas_through_param_groups():
    ours, theirs = _models()
    o, t = st.optim.Adam([ours[0]], lr=0.01), torch.optim.Adam([theirs[0]], lr=0.01)
    o.add_param_group({"params": ours[1], "lr": 0.05, "betas": (0.5, 0.9)})
    t.add_param_group({"params": theirs[1], "lr": 0.05, "betas": (0.5, 0.9)})
    _steps(st, o, ours, 2)
    _steps(torch, t, theirs, 2)
    o.param_groups[0]["betas"], t.param_groups[0]["betas"] = (0.7, 0.99), (0.7, 0.99)
    _steps(st, o, ours, 2)
    _steps(torch, t, theirs, 2)
    for a, b in zip(ours, theirs):
        assert_same(a, b, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("name, options", [KINDS[0], KINDS[4], KINDS[7], KINDS[8], KINDS[9]],
                         ids=["SGD", "AdamW", "RMSprop", "Adagrad", "Adadelta"])
def test_a_resumed_run_equals_an_uninterrupted_one(name, options):
    """The state_dict after 4 steps, loaded into a new optimizer over copies of the parameters, continues
    exactly as the first optimizer does."""
    straight, _ = _models()
    optimizer = getattr(st.optim, name)(straight, **options)
    _steps(st, optimizer, straight, 4)
    saved = optimizer.state_dict()
    resumed = [p.detach().clone().requires_grad_() for p in straight]
    fresh = getattr(st.optim, name)(resumed, **{**options, "lr": 123.0})   # the options come from the state too
    fresh.load_state_dict(saved)
    _steps(st, optimizer, straight, 3)
    _steps(st, fresh, resumed, 3)
    for a, b in zip(straight, resumed):
        np.testing.assert_array_equal(a.detach().numpy(), b.detach().numpy())
    assert fresh.param_groups[0]["lr"] == options["lr"]


def test_state_is_read_from_the_runtime_like_pytorchs():
    ours, theirs = _models()
    o, t = st.optim.Adam(ours, lr=0.01), torch.optim.Adam(theirs, lr=0.01)
    assert o.state == {} and len(t.state) == 0
    _steps(st, o, ours, 2)
    _steps(torch, t, theirs, 2)
    assert o.state[ours[0]]["step"].item() == t.state[theirs[0]]["step"].item() == 2.0
    assert str(o.state[ours[0]]["step"].dtype) == str(t.state[theirs[0]]["step"].dtype)
    assert_same(o.state[ours[1]]["exp_avg_sq"], t.state[theirs[1]]["exp_avg_sq"], rtol=1e-5, atol=1e-7)


def test_load_state_dict_refuses_a_mismatch():
    ours, _ = _models()
    optimizer = st.optim.SGD(ours, lr=0.1, momentum=0.9)
    _steps(st, optimizer, ours, 1)
    other = st.optim.SGD([ours[0]], lr=0.1)
    with pytest.raises(ValueError, match="size"):
        other.load_state_dict(optimizer.state_dict())
    wrong = optimizer.state_dict()
    wrong["state"][0]["momentum_buffer"] = st.zeros(2)
    with pytest.raises(st.ShapeError):
        optimizer.load_state_dict(wrong)


@pytest.mark.parametrize("norm_type", [2.0, 1.0, math.inf, 3.0])
@pytest.mark.parametrize("max_norm", [0.5, 1e6])
def test_clip_grad_norm_like_pytorch(norm_type, max_norm):
    ours, theirs = _models()
    _loss(st, ours).backward()
    _loss(torch, theirs).backward()
    assert_same(st.nn.utils.clip_grad_norm_(ours, max_norm, norm_type),
                torch.nn.utils.clip_grad_norm_(theirs, max_norm, norm_type), rtol=1e-5, atol=1e-6)
    for a, b in zip(ours, theirs):
        assert_same(a.grad, b.grad, rtol=1e-5, atol=1e-7)


def test_clip_grad_value_and_the_clipping_errors():
    ours, theirs = _models()
    _loss(st, ours).backward()
    _loss(torch, theirs).backward()
    st.nn.utils.clip_grad_value_(ours, 0.05)
    torch.nn.utils.clip_grad_value_(theirs, 0.05)
    for a, b in zip(ours, theirs):
        assert_same(a.grad, b.grad)
    without = st.ones(2, requires_grad=True)   # no gradient: left alone, and a norm of nothing is 0
    assert st.nn.utils.clip_grad_norm_([without], 1.0).item() == 0.0 and without.grad is None
    ours[0].grad.fill_(float("inf"))
    with pytest.raises(st.InvalidArgumentError, match="non-finite"):
        st.nn.utils.clip_grad_norm_(ours, 1.0, error_if_nonfinite=True)
    with pytest.raises(st.InvalidArgumentError, match="NaN"):
        st.nn.utils.clip_grad_value_(ours, float("nan"))
    with pytest.raises(TypeError):
        st.nn.utils.clip_grad_norm_([1.0], 1.0)
