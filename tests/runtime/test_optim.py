"""Section 15: optimizers, checked against torch.optim on identical copies of the parameters."""

from __future__ import annotations

import math

import pytest
import torch
import torch.nn.functional as F

import simple_torch.runtime as rt
from simple_torch.abi.errors import ErrorCode

from .conftest import assert_error, assert_ok, close, get, put, take


def make_problem(seed: int = 0):
    g = torch.Generator().manual_seed(seed)
    x, y = torch.randn(16, 5, generator=g), torch.randn(16, 3, generator=g)
    w, b = torch.randn(3, 5, generator=g), torch.randn(3, generator=g)
    return x, y, w, b


def leaves(tensors, handles) -> list[int]:
    out = []
    for t in tensors:
        h = put(t)
        handles.append(h)
        assert rt.rt_torch_tensor_set_requires_grad(h, 1) == 0
        out.append(h)
    return out


def runtime_backward(hx, hy, hw, hb) -> None:
    """loss = mse(linear(x, w, b), y); backward; the intermediate handles are freed."""
    out = rt.rt_torch_nn_linear(hx, hw, hb)
    loss = rt.rt_torch_nn_mse_loss(out, hy, 1)
    assert loss > 0, rt.rt_torch_last_error()
    assert rt.rt_torch_tensor_backward(loss) == 0
    for h in (out, loss):
        assert rt.rt_torch_tensor_free(h) == 0


def train_both(make_rt_opt, make_torch_opt, steps, handles, moves=True):
    x, y, w, b = make_problem()
    hx, hy = put(x), put(y)
    handles += [hx, hy]
    hw, hb = leaves((w, b), handles)
    opt = make_rt_opt([hw, hb])
    assert opt > 0, rt.rt_torch_last_error()
    assert_ok()
    ref = [w.clone().requires_grad_(True), b.clone().requires_grad_(True)]
    ref_opt = make_torch_opt(ref)
    try:
        for _ in range(steps):
            assert rt.rt_torch_optim_zero_grad(opt) == 0
            runtime_backward(hx, hy, hw, hb)
            assert rt.rt_torch_optim_step(opt) == 0
            assert_ok()
            ref_opt.zero_grad()
            F.mse_loss(F.linear(x, *ref), y).backward()
            ref_opt.step()
            # updated in place: the same handles now hold the new values
            close(get(hw), ref[0].detach())
            close(get(hb), ref[1].detach())
        assert torch.allclose(get(hw), w) == (not moves)   # it really moved (unless lr is 0)
    finally:
        assert rt.rt_torch_optim_free(opt) == 0


@pytest.mark.parametrize("lr, momentum, weight_decay", [
    (0.1, 0.0, 0.0), (0.05, 0.9, 0.0), (0.1, 0.0, 0.01), (0.02, 0.9, 0.1), (0.0, 0.5, 0.5),
])
def test_sgd_matches_torch(lr, momentum, weight_decay, handles):
    train_both(lambda ps: rt.rt_torch_optim_sgd(ps, lr, momentum, weight_decay),
               lambda ps: torch.optim.SGD(ps, lr=lr, momentum=momentum, weight_decay=weight_decay),
               4, handles, moves=lr > 0)


@pytest.mark.parametrize("lr, beta1, beta2, eps, weight_decay", [
    (0.01, 0.9, 0.999, 1e-8, 0.0), (0.05, 0.8, 0.99, 1e-6, 0.0), (0.01, 0.9, 0.999, 1e-8, 0.05),
    (0.1, 0.0, 0.5, 1e-3, 0.1),
])
def test_adam_matches_torch(lr, beta1, beta2, eps, weight_decay, handles):
    train_both(lambda ps: rt.rt_torch_optim_adam(ps, lr, beta1, beta2, eps, weight_decay),
               lambda ps: torch.optim.Adam(ps, lr=lr, betas=(beta1, beta2), eps=eps, weight_decay=weight_decay),
               5, handles)


def test_sgd_known_step(handles):
    (hp,) = leaves([torch.tensor([1.0, -2.0])], handles)
    opt = rt.rt_torch_optim_sgd([hp], 0.5, 0.0, 0.1)
    try:
        sq = rt.rt_torch_tensor_pow(hp, 2.0)
        loss = rt.rt_torch_tensor_sum(sq)   # grad = 2p
        handles += [sq, loss]
        assert rt.rt_torch_tensor_backward(loss) == 0
        assert rt.rt_torch_optim_step(opt) == 0
        # p - lr * (2p + wd * p) = p * (1 - 0.5 * 2.1)
        close(get(hp), torch.tensor([1.0, -2.0]) * (1 - 0.5 * 2.1))
    finally:
        rt.rt_torch_optim_free(opt)


def test_optimizer_zero_grad(handles):
    hw, hb = leaves(make_problem()[2:], handles)
    x, y = make_problem()[:2]
    hx, hy = put(x), put(y)
    handles += [hx, hy]
    opt = rt.rt_torch_optim_adam([hw, hb], 0.01, 0.9, 0.999, 1e-8, 0.0)
    try:
        runtime_backward(hx, hy, hw, hb)
        g = rt.rt_torch_tensor_grad(hw)
        assert g > 0
        rt.rt_torch_tensor_free(g)
        assert rt.rt_torch_optim_zero_grad(opt) == 0
        assert_ok()
        for h in (hw, hb):    # PyTorch's default: grads set to none
            assert rt.rt_torch_tensor_grad(h) == 0
            assert_ok()
        # with no grads a step changes nothing
        before = get(hw), get(hb)
        assert rt.rt_torch_optim_step(opt) == 0
        close(get(hw), before[0])
        close(get(hb), before[1])
    finally:
        assert rt.rt_torch_optim_free(opt) == 0


def test_step_skips_parameters_without_grad(handles):
    hp, hq = leaves([torch.ones(2), torch.ones(2)], handles)
    opt = rt.rt_torch_optim_sgd([hp, hq], 0.1, 0.0, 0.0)
    try:
        loss = rt.rt_torch_tensor_sum(hp)   # only p takes part
        handles.append(loss)
        assert rt.rt_torch_tensor_backward(loss) == 0
        assert rt.rt_torch_optim_step(opt) == 0
        close(get(hp), torch.full((2,), 0.9))
        close(get(hq), torch.ones(2))
    finally:
        rt.rt_torch_optim_free(opt)


def test_optimizer_handles_are_not_tensors(handles):
    (hp,) = leaves([torch.randn(3)], handles)
    before = rt.rt_torch_live_tensors()
    opt = rt.rt_torch_optim_sgd([hp], 0.1, 0.0, 0.0)
    assert opt > 0
    assert rt.rt_torch_live_tensors() == before    # an optimizer is not a tensor handle
    assert_error(rt.rt_torch_tensor_numel(opt), -1, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_numel",
                 "optimizer handle, not a tensor handle")
    assert rt.rt_torch_optim_free(opt) == 0
    assert_ok()
    for fn in ("rt_torch_optim_step", "rt_torch_optim_zero_grad", "rt_torch_optim_free"):
        assert_error(getattr(rt, fn)(opt), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE, fn, "opt:", "freed")


def test_parameters_survive_freeing_the_optimizer(handles):
    x = torch.randn(3)
    (hp,) = leaves([x], handles)
    opt = rt.rt_torch_optim_sgd([hp], 0.1, 0.0, 0.0)
    assert rt.rt_torch_optim_free(opt) == 0
    close(get(hp), x)
    assert rt.rt_torch_tensor_requires_grad(hp) == 1


def test_bad_optimizer_handles(handles):
    (hp,) = leaves([torch.randn(3)], handles)
    for fn in ("rt_torch_optim_step", "rt_torch_optim_zero_grad", "rt_torch_optim_free"):
        f = getattr(rt, fn)
        assert_error(f(hp), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE, fn, "opt:", "is a tensor handle",
                     "optimizer handle")
        assert_error(f(0), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE, fn, "null")
        assert_error(f(-1), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE, fn, "negative")
        assert_error(f(2**62), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE, fn, "never issued")
    close(get(hp), get(hp))
    assert rt.rt_torch_tensor_numel(hp) == 3   # optim_free(tensor) did not free the tensor


MAKERS = {
    "sgd": lambda ps, lr=0.1: rt.rt_torch_optim_sgd(ps, lr, 0.0, 0.0),
    "adam": lambda ps, lr=0.1: rt.rt_torch_optim_adam(ps, lr, 0.9, 0.999, 1e-8, 0.0),
}


@pytest.mark.parametrize("kind", MAKERS)
def test_params_errors(kind, handles):
    fn = f"rt_torch_optim_{kind}"
    make = MAKERS[kind]
    hp, hq = leaves([torch.randn(2), torch.randn(2)], handles)
    ints = put(torch.ones(2, dtype=torch.int64))
    cplx = put(torch.ones(2, dtype=torch.complex64))
    computed = rt.rt_torch_tensor_mul_scalar(hp, 2.0)
    alias = rt.rt_torch_tensor_cpu(hq)   # another handle naming the same CPU tensor
    gone = put(torch.ones(1))
    rt.rt_torch_tensor_free(gone)
    handles += [ints, cplx, computed, alias]
    assert_error(make([]), 0, ErrorCode.INVALID_ARGUMENT, fn, "params is empty")
    assert_error(make(None), 0, ErrorCode.INVALID_ARGUMENT, fn, "NULL")
    assert_error(make([hp, hq, hp]), 0, ErrorCode.INVALID_ARGUMENT, fn, "same handle twice")
    assert_error(make([hq, alias]), 0, ErrorCode.INVALID_ARGUMENT, fn, "same tensor")
    assert_error(make([hp, computed]), 0, ErrorCode.INVALID_ARGUMENT, fn, "params[1]", "leaves")
    assert_error(make([ints]), 0, ErrorCode.DTYPE, fn, "params[0]", "int64", "floating point")
    assert_error(make([hp, cplx]), 0, ErrorCode.DTYPE, fn, "params[1]", "complex64")
    assert_error(make([hp, 0]), 0, ErrorCode.INVALID_HANDLE, fn, "params[1]", "null")
    assert_error(make([gone]), 0, ErrorCode.INVALID_HANDLE, fn, "params[0]", "freed")
    assert_error(make([hp], -0.1), 0, ErrorCode.INVALID_ARGUMENT, fn, "lr is -0.1")
    assert_error(make([hp], math.nan), 0, ErrorCode.INVALID_ARGUMENT, fn, "lr", "finite")
    assert_error(make([hp], math.inf), 0, ErrorCode.INVALID_ARGUMENT, fn, "lr", "finite")


def test_sgd_hyperparameter_errors(handles):
    fn = "rt_torch_optim_sgd"
    (hp,) = leaves([torch.randn(2)], handles)
    assert_error(rt.rt_torch_optim_sgd([hp], 0.1, -0.9, 0.0), 0, ErrorCode.INVALID_ARGUMENT, fn, "momentum")
    assert_error(rt.rt_torch_optim_sgd([hp], 0.1, 0.0, -1e-4), 0, ErrorCode.INVALID_ARGUMENT, fn, "weight_decay")
    assert_error(rt.rt_torch_optim_sgd([hp], 0.1, math.nan, 0.0), 0, ErrorCode.INVALID_ARGUMENT, fn, "momentum")


@pytest.mark.parametrize("beta1, beta2, eps, weight_decay, word", [
    (1.0, 0.999, 1e-8, 0.0, "beta1 is 1.0"), (1.5, 0.999, 1e-8, 0.0, "beta1"), (0.9, 1.0, 1e-8, 0.0, "beta2 is 1.0"),
    (0.9, 2.0, 1e-8, 0.0, "beta2"), (-0.1, 0.999, 1e-8, 0.0, "beta1"), (0.9, -0.5, 1e-8, 0.0, "beta2"),
    (0.9, 0.999, -1e-8, 0.0, "eps"), (0.9, 0.999, 1e-8, -0.01, "weight_decay"), (0.9, math.nan, 1e-8, 0.0, "beta2"),
])
def test_adam_hyperparameter_errors(beta1, beta2, eps, weight_decay, word, handles):
    (hp,) = leaves([torch.randn(2)], handles)
    assert_error(rt.rt_torch_optim_adam([hp], 0.01, beta1, beta2, eps, weight_decay), 0, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_optim_adam", word)


def test_failed_construction_leaves_params_alone(handles):
    x = torch.randn(3)
    (hp,) = leaves([x], handles)
    before = rt.rt_torch_live_tensors()
    assert rt.rt_torch_optim_adam([hp], 0.01, 1.0, 0.999, 1e-8, 0.0) == 0
    assert rt.rt_torch_live_tensors() == before
    close(get(hp), x)
    assert rt.rt_torch_tensor_requires_grad(hp) == 1


def test_training_reduces_the_loss(handles):
    """End to end through the ABI: a linear model fitted with Adam."""
    torch.manual_seed(3)
    true_w = torch.randn(1, 4)
    x = torch.randn(64, 4)
    y = x @ true_w.t()
    hx, hy = put(x), put(y)
    handles += [hx, hy]
    hw, hb = leaves([torch.zeros(1, 4), torch.zeros(1)], handles)
    opt = rt.rt_torch_optim_adam([hw, hb], 0.1, 0.9, 0.999, 1e-8, 0.0)
    losses = []
    try:
        for _ in range(60):
            rt.rt_torch_optim_zero_grad(opt)
            out = rt.rt_torch_nn_linear(hx, hw, hb)
            loss = rt.rt_torch_nn_mse_loss(out, hy, 1)
            rt.rt_torch_tensor_backward(loss)
            rt.rt_torch_optim_step(opt)
            losses.append(take(loss).item())
            rt.rt_torch_tensor_free(out)
    finally:
        rt.rt_torch_optim_free(opt)
    assert losses[-1] < 0.05 * losses[0], losses
