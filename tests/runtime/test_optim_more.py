"""ABI 1.3's optimizer functions through the runtime, against torch.optim: the new kinds, parameter groups,
options by name, the state of a parameter read and written (a resumed run equals an uninterrupted one),
gradient clipping, and the error code of every bad argument."""

from __future__ import annotations

import math

import pytest
import torch

import simple_torch.runtime as rt
from simple_torch.abi.errors import ErrorCode

from .conftest import put, take
from .test_optim import leaves, make_problem, runtime_backward

STATE_NAMES = {"adamw": "step,exp_avg,exp_avg_sq", "rmsprop": "step,square_avg,momentum_buffer,grad_avg",
               "adagrad": "step,sum", "adadelta": "step,square_avg,acc_delta"}
MAKERS = {
    "adamw": (lambda ps: rt.rt_torch_optim_adamw(ps, 0.01, 0.9, 0.999, 1e-8, 0.05),
              lambda ps: torch.optim.AdamW(ps, lr=0.01, weight_decay=0.05)),
    "rmsprop": (lambda ps: rt.rt_torch_optim_rmsprop(ps, 0.01, 0.9, 1e-8, 0.0, 0.5, 1),
                lambda ps: torch.optim.RMSprop(ps, lr=0.01, alpha=0.9, momentum=0.5, centered=True)),
    "adagrad": (lambda ps: rt.rt_torch_optim_adagrad(ps, 0.1, 0.01, 0.0, 0.1, 1e-10),
                lambda ps: torch.optim.Adagrad(ps, lr=0.1, lr_decay=0.01, initial_accumulator_value=0.1)),
    "adadelta": (lambda ps: rt.rt_torch_optim_adadelta(ps, 1.0, 0.9, 1e-6, 0.01),
                 lambda ps: torch.optim.Adadelta(ps, lr=1.0, weight_decay=0.01)),
}


@pytest.fixture
def problem():
    """(handles of x, y, w, b, torch copies of w and b); every handle is freed afterwards."""
    x, y, w, b = make_problem()
    handles = [put(x), put(y)]
    hw, hb = leaves((w, b), handles)
    yield handles[0], handles[1], hw, hb, x, y, w, b
    for h in handles:
        rt.rt_torch_tensor_free(h)


def _torch_steps(optimizer, x, y, params, count):
    for _ in range(count):
        optimizer.zero_grad()
        torch.nn.functional.mse_loss(torch.nn.functional.linear(x, *params), y).backward()
        optimizer.step()


def _steps(opt, hx, hy, hw, hb, count):
    for _ in range(count):
        assert rt.rt_torch_optim_zero_grad(opt) == 0
        runtime_backward(hx, hy, hw, hb)
        assert rt.rt_torch_optim_step(opt) == 0


@pytest.mark.parametrize("kind", sorted(MAKERS))
def test_new_kinds_step_and_keep_state_like_pytorch(problem, kind):
    hx, hy, hw, hb, x, y, w, b = problem
    ours, make_theirs = MAKERS[kind]
    opt = ours([hw, hb])
    ref = [w.clone().requires_grad_(), b.clone().requires_grad_()]
    theirs = make_theirs(ref)
    _steps(opt, hx, hy, hw, hb, 5)
    _torch_steps(theirs, x, y, ref, 5)
    torch.testing.assert_close(take(rt.rt_torch_tensor_clone(hw)), ref[0].detach(), rtol=2e-5, atol=1e-6)
    count = rt.rt_torch_optim_state_count(opt, hw)
    assert ",".join(rt.rt_torch_optim_state_name(opt, hw, i) for i in range(count)) == STATE_NAMES[kind]
    for name in STATE_NAMES[kind].split(","):
        torch.testing.assert_close(take(rt.rt_torch_optim_get_state(opt, hb, name)), theirs.state[ref[1]][name],
                                   rtol=2e-5, atol=1e-6)
    assert rt.rt_torch_optim_free(opt) == 0


def test_groups_and_options(problem):
    hx, hy, hw, hb, *_ = problem
    opt = rt.rt_torch_optim_sgd([hw], 0.1, 0.0, 0.0)
    assert rt.rt_torch_optim_param_group_count(opt) == 1
    assert rt.rt_torch_optim_add_param_group(opt, [hb]) == 1
    assert rt.rt_torch_optim_param_group_count(opt) == 2
    assert rt.rt_torch_optim_get_option(opt, 1, "lr") == (0, 0.1)   # the optimizer's own options
    assert rt.rt_torch_optim_set_option(opt, 1, "momentum", 0.9) == 0
    assert rt.rt_torch_optim_set_option(opt, 1, "nesterov", 1) == 0
    assert rt.rt_torch_optim_get_option(opt, 1, "nesterov") == (0, 1.0)
    assert rt.rt_torch_optim_get_option(opt, 0, "momentum") == (0, 0.0)
    _steps(opt, hx, hy, hw, hb, 2)
    assert rt.rt_torch_optim_state_count(opt, hw) == 0   # no momentum: no buffer
    assert rt.rt_torch_optim_state_count(opt, hb) == 1 and rt.rt_torch_optim_state_name(opt, hb, 0) == "momentum_buffer"
    assert rt.rt_torch_optim_free(opt) == 0


def test_a_state_written_back_resumes_training_exactly(problem):
    hx, hy, hw, hb, x, y, w, b = problem
    copies = leaves((w, b), [])
    first = rt.rt_torch_optim_adam([hw, hb], 0.01, 0.9, 0.999, 1e-8, 0.0)
    _steps(first, hx, hy, hw, hb, 3)
    second = rt.rt_torch_optim_adam(copies, 0.01, 0.9, 0.999, 1e-8, 0.0)
    with_grad = rt.rt_torch_no_grad_begin()
    for mine, theirs in zip(copies, (hw, hb)):   # the parameters and the state, as a checkpoint holds them
        assert rt.rt_torch_tensor_copy_from(mine, theirs) == 0
        for name in ("step", "exp_avg", "exp_avg_sq"):
            saved = rt.rt_torch_optim_get_state(first, theirs, name)
            assert rt.rt_torch_optim_set_state(second, mine, name, saved) == 0
            rt.rt_torch_tensor_free(saved)
    assert rt.rt_torch_no_grad_end() == 0 and with_grad == 0
    _steps(first, hx, hy, hw, hb, 3)
    _steps(second, hx, hy, *copies, 3)
    for mine, theirs in zip(copies, (hw, hb)):
        torch.testing.assert_close(take(rt.rt_torch_tensor_clone(mine)), take(rt.rt_torch_tensor_clone(theirs)),
                                   rtol=0, atol=0)
        rt.rt_torch_tensor_free(mine)
    for opt in (first, second):
        rt.rt_torch_optim_free(opt)


def test_clip_grad_norm_and_value(problem):
    hx, hy, hw, hb, x, y, w, b = problem
    runtime_backward(hx, hy, hw, hb)
    ref = [w.clone().requires_grad_(), b.clone().requires_grad_()]
    torch.nn.functional.mse_loss(torch.nn.functional.linear(x, *ref), y).backward()
    total = rt.rt_torch_nn_clip_grad_norm([hw, hb], 0.1, 2.0, 0)
    torch.testing.assert_close(take(total), torch.nn.utils.clip_grad_norm_(ref, 0.1, 2.0))
    torch.testing.assert_close(take(rt.rt_torch_tensor_grad(hw)), ref[0].grad)
    assert rt.rt_torch_nn_clip_grad_value([hw, hb], 0.01) == 0
    torch.nn.utils.clip_grad_value_(ref, 0.01)
    torch.testing.assert_close(take(rt.rt_torch_tensor_grad(hb)), ref[1].grad)


def _code(result) -> int:
    code = rt.rt_torch_last_error_code()
    assert result in (0, -1, "") or isinstance(result, tuple) or result == code, result
    return code


@pytest.mark.parametrize("call, code", [
    (lambda o, p, q: rt.rt_torch_optim_set_option(o, 1, "lr", 0.1), ErrorCode.INVALID_ARGUMENT),   # no group 1
    (lambda o, p, q: rt.rt_torch_optim_set_option(o, -1, "lr", 0.1), ErrorCode.INVALID_ARGUMENT),
    (lambda o, p, q: rt.rt_torch_optim_set_option(o, 0, "betas", 0.1), ErrorCode.INVALID_ARGUMENT),   # SGD's
    (lambda o, p, q: rt.rt_torch_optim_set_option(o, 0, "lr", -0.1), ErrorCode.INVALID_ARGUMENT),
    (lambda o, p, q: rt.rt_torch_optim_set_option(o, 0, "lr", math.inf), ErrorCode.INVALID_ARGUMENT),
    (lambda o, p, q: rt.rt_torch_optim_set_option(o, 0, "nesterov", 0.5), ErrorCode.INVALID_ARGUMENT),
    (lambda o, p, q: rt.rt_torch_optim_set_option(o, 0, "nesterov", 1), ErrorCode.INVALID_ARGUMENT),   # momentum 0
    (lambda o, p, q: rt.rt_torch_optim_set_option(o, 0, None, 1), ErrorCode.INVALID_ARGUMENT),
    (lambda o, p, q: rt.rt_torch_optim_get_option(o, 0, "rho"), ErrorCode.INVALID_ARGUMENT),
    (lambda o, p, q: rt.rt_torch_optim_get_option(o + 1000, 0, "lr"), ErrorCode.INVALID_HANDLE),
    (lambda o, p, q: rt.rt_torch_optim_add_param_group(o, [p]), ErrorCode.INVALID_ARGUMENT),   # p is in group 0
    (lambda o, p, q: rt.rt_torch_optim_add_param_group(o, []), ErrorCode.INVALID_ARGUMENT),
    (lambda o, p, q: rt.rt_torch_optim_get_state(o, q, "momentum_buffer"), ErrorCode.INVALID_ARGUMENT),   # not its
    (lambda o, p, q: rt.rt_torch_optim_get_state(o, p, "momentum_buffer"), ErrorCode.INVALID_ARGUMENT),   # none yet
    (lambda o, p, q: rt.rt_torch_optim_get_state(o, p, "exp_avg"), ErrorCode.INVALID_ARGUMENT),   # not SGD's
    (lambda o, p, q: rt.rt_torch_optim_set_state(o, p, "momentum_buffer", q), ErrorCode.SHAPE),
    (lambda o, p, q: rt.rt_torch_optim_state_count(o, 0), ErrorCode.INVALID_HANDLE),
    (lambda o, p, q: rt.rt_torch_optim_state_name(o, p, 0), ErrorCode.INVALID_ARGUMENT),   # no state yet
    (lambda o, p, q: rt.rt_torch_nn_clip_grad_norm([p], math.nan, 2.0, 0), ErrorCode.INVALID_ARGUMENT),
    (lambda o, p, q: rt.rt_torch_nn_clip_grad_norm([p, 0], 1.0, 2.0, 0), ErrorCode.INVALID_HANDLE),
    (lambda o, p, q: rt.rt_torch_nn_clip_grad_value([p], math.nan), ErrorCode.INVALID_ARGUMENT),
    (lambda o, p, q: rt.rt_torch_optim_adamw([p], 0.1, 1.0, 0.9, 1e-8, 0.0), ErrorCode.INVALID_ARGUMENT),
    (lambda o, p, q: rt.rt_torch_optim_rmsprop([p], 0.1, 0.9, 1e-8, 0.0, 0.0, 2), ErrorCode.INVALID_ARGUMENT),
    (lambda o, p, q: rt.rt_torch_optim_adadelta([p], 0.1, 1.5, 1e-6, 0.0), ErrorCode.INVALID_ARGUMENT),
    (lambda o, p, q: rt.rt_torch_optim_adagrad([p], -0.1, 0.0, 0.0, 0.0, 1e-10), ErrorCode.INVALID_ARGUMENT),
])
def test_bad_arguments(call, code):
    p, q = put(torch.ones(2, 3)), put(torch.ones(4))
    assert rt.rt_torch_tensor_set_requires_grad(p, 1) == 0
    opt = rt.rt_torch_optim_sgd([p], 0.1, 0.0, 0.0)
    assert _code(call(opt, p, q)) == code, rt.rt_torch_last_error()
    for h in (p, q):
        rt.rt_torch_tensor_free(h)
    rt.rt_torch_optim_free(opt)


def test_a_schedule_whose_lr_overflows_fails_clearly():
    p = put(torch.zeros(2))
    assert rt.rt_torch_tensor_set_requires_grad(p, 1) == 0
    opt = rt.rt_torch_optim_sgd([p], 1.0, 0.0, 0.0)
    schedule = rt.rt_torch_lr_multistep(opt, [1, 1, 1], 1e200)   # gamma ** 3 at step 1 overflows a double
    assert rt.rt_torch_lr_scheduler_step(schedule) == ErrorCode.INVALID_ARGUMENT
    assert "overflows" in rt.rt_torch_last_error()
    assert rt.rt_torch_lr_scheduler_last_epoch(schedule) == 0   # a failed step is no step
    rt.rt_torch_lr_scheduler_free(schedule)
    rt.rt_torch_optim_free(opt)
    rt.rt_torch_tensor_free(p)
