"""Parity of the NumPy backend's SGD and Adam with torch.optim (through the PyTorch backend) over several
steps, on identical copies of the same parameters and gradients."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from simple_torch.engines.numpy_backend.tensor import Tensor as NTensor
from simple_torch.engines.numpy_backend.tensor import backward as numpy_backward

from .parity import NUMPY, TORCH, fresh, torch_array

SHAPES = [(3, 4), (5,), (), (2, 1, 3)]


def _make(kind: str, **options):
    """A maker of a kind of optimizer on a backend, with PyTorch's defaults for the options not given."""
    defaults = {"sgd": dict(momentum=0.0, dampening=0.0, weight_decay=0.0, nesterov=False, maximize=False),
                "adam": dict(beta1=0.9, beta2=0.999, eps=1e-8, weight_decay=0.0, amsgrad=False, maximize=False),
                "adamw": dict(beta1=0.9, beta2=0.999, eps=1e-8, weight_decay=1e-2, amsgrad=False, maximize=False),
                "rmsprop": dict(alpha=0.99, eps=1e-8, weight_decay=0.0, momentum=0.0, centered=False,
                                maximize=False),
                "adagrad": dict(lr_decay=0.0, weight_decay=0.0, initial_accumulator_value=0.0, eps=1e-10,
                                maximize=False),
                "adadelta": dict(rho=0.9, eps=1e-6, weight_decay=0.0, maximize=False)}[kind]
    return lambda b, ps: b.optimizer(kind, ps, {**defaults, **options})


def _sgd(b, ps, lr, momentum, weight_decay):
    return _make("sgd", lr=lr, momentum=momentum, weight_decay=weight_decay)(b, ps)


def _adam(b, ps, lr, beta1, beta2, eps, weight_decay):
    return _make("adam", lr=lr, beta1=beta1, beta2=beta2, eps=eps, weight_decay=weight_decay)(b, ps)


def _params(dtype=np.float32):
    arrays = [np.asarray(fresh(s, dtype)) for s in SHAPES]
    t = [torch.from_numpy(a.copy()).requires_grad_(True) for a in arrays]
    n = [NTensor(a.copy(), requires_grad=True) for a in arrays]
    return t, n


def _set_grads(t_params, n_params, step: int, skip=()):
    """The same fresh gradient on both copies; parameters in skip get none (they must be left alone)."""
    for i, (t, n) in enumerate(zip(t_params, n_params)):
        if i in skip:
            t.grad, n.grad = None, None
            continue
        g = np.asarray(fresh(n.shape, n.data.dtype) * (1 + step))   # grads that change size over the steps
        t.grad, n.grad = torch.from_numpy(g.copy()), NTensor(g.copy())


def _compare(t_params, n_params, rtol, atol, what):
    for i, (t, n) in enumerate(zip(t_params, n_params)):
        expected = torch_array(t)
        assert n.data.dtype == expected.dtype, f"{what}: param {i} dtype"
        np.testing.assert_allclose(n.data.astype(np.float64), expected.astype(np.float64), rtol=rtol, atol=atol,
                                   err_msg=f"{what}: param {i}")


def _run(make, steps=8, dtype=np.float32, rtol=1e-5, atol=1e-6, skips=None):
    t_params, n_params = _params(dtype)
    t_opt, n_opt = make(TORCH, t_params), make(NUMPY, n_params)
    arrays = [n.data for n in n_params]
    for step in range(steps):
        _set_grads(t_params, n_params, step, skip=(skips or {}).get(step, ()))
        TORCH.optimizer_step(t_opt)
        NUMPY.optimizer_step(n_opt)
        _compare(t_params, n_params, rtol, atol, f"step {step + 1}")
    assert all(n.data is a for n, a in zip(n_params, arrays))   # updated in place
    return t_params, n_params, t_opt, n_opt


@pytest.mark.parametrize("lr, momentum, weight_decay", [
    (0.1, 0.0, 0.0), (0.05, 0.9, 0.0), (0.01, 0.9, 0.01), (0.1, 0.0, 0.1), (0.3, 0.5, 0.5),
])
def test_sgd(lr, momentum, weight_decay):
    _run(lambda b, ps: _sgd(b, ps, lr, momentum, weight_decay))


@pytest.mark.parametrize("lr, beta1, beta2, eps, weight_decay", [
    (1e-3, 0.9, 0.999, 1e-8, 0.0),     # PyTorch's defaults
    (1e-2, 0.8, 0.99, 1e-6, 1e-2),
    (0.1, 0.3, 0.9, 1e-8, 0.0),        # lerp weight 1 - beta1 >= 0.5: PyTorch's other lerp formula
    (0.05, 0.0, 0.5, 1e-3, 0.1),       # beta1 = 0
])
def test_adam(lr, beta1, beta2, eps, weight_decay):
    _run(lambda b, ps: _adam(b, ps, lr, beta1, beta2, eps, weight_decay), steps=10)


def test_float64_params():
    _run(lambda b, ps: _sgd(b, ps, 0.1, 0.9, 0.01), dtype=np.float64, rtol=1e-12, atol=1e-14)
    _run(lambda b, ps: _adam(b, ps, 1e-2, 0.9, 0.999, 1e-8, 0.01), dtype=np.float64, rtol=1e-12, atol=1e-14)


def test_float16_params_keep_their_dtype():
    _run(lambda b, ps: _sgd(b, ps, 0.1, 0.9, 0.01), steps=4, dtype=np.float16, rtol=2e-3, atol=2e-3)
    _run(lambda b, ps: _adam(b, ps, 1e-2, 0.9, 0.999, 1e-4, 0.0), steps=4, dtype=np.float16, rtol=2e-3, atol=2e-3)


@pytest.mark.parametrize("make", [
    lambda b, ps: _sgd(b, ps, 0.1, 0.9, 0.1),
    lambda b, ps: _adam(b, ps, 0.01, 0.9, 0.999, 1e-8, 0.1),
])
def test_params_without_grad_are_skipped(make):
    """No update and no state change: Adam's step count and SGD's momentum buffer start late."""
    t_params, n_params = _params()
    before = [n.data.copy() for n in n_params]
    _run(make, steps=6, skips={0: (0, 1), 1: (0,), 3: (0, 1, 2, 3), 4: (2,)})
    # a parameter never given a gradient never moves
    t_opt, n_opt = make(TORCH, t_params), make(NUMPY, n_params)
    TORCH.optimizer_step(t_opt)
    NUMPY.optimizer_step(n_opt)
    for n, b in zip(n_params, before):
        np.testing.assert_array_equal(n.data, b)


@pytest.mark.parametrize("make", [lambda b, ps: _sgd(b, ps, 0.1, 0.9, 0.0),
                                  lambda b, ps: _adam(b, ps, 0.01, 0.9, 0.999, 1e-8, 0.0)])
def test_zero_grad_sets_grads_to_none(make):
    t_params, n_params, t_opt, n_opt = _run(make, steps=2)
    TORCH.optimizer_zero_grad(t_opt)
    NUMPY.optimizer_zero_grad(n_opt)
    assert all(t.grad is None for t in t_params) and all(n.grad is None for n in n_params)


@pytest.mark.parametrize("make", [lambda b, ps: _sgd(b, ps, 0.05, 0.9, 1e-3),
                                  lambda b, ps: _adam(b, ps, 0.01, 0.9, 0.999, 1e-8, 1e-3)])
def test_training_loop(make):
    """linear -> mse_loss -> backward -> step -> zero_grad, several times, on both backends."""
    w, b = fresh((2, 3)), fresh((2,))
    x, y = fresh((8, 3)), fresh((8, 2))
    tw, tb = (torch.from_numpy(a.copy()).requires_grad_(True) for a in (w, b))
    nw, nb = (NTensor(a.copy(), requires_grad=True) for a in (w, b))
    t_opt, n_opt = make(TORCH, [tw, tb]), make(NUMPY, [nw, nb])
    for step in range(6):
        t_loss = TORCH.mse_loss(TORCH.linear(torch.from_numpy(x), tw, tb), torch.from_numpy(y), "mean")
        n_loss = NUMPY.mse_loss(NUMPY.linear(NTensor(x), nw, nb), NTensor(y), "mean")
        np.testing.assert_allclose(n_loss.data, torch_array(t_loss), rtol=1e-5)
        TORCH.backward(t_loss)
        numpy_backward(n_loss)
        TORCH.optimizer_step(t_opt)
        NUMPY.optimizer_step(n_opt)
        TORCH.optimizer_zero_grad(t_opt)
        NUMPY.optimizer_zero_grad(n_opt)
        _compare([tw, tb], [nw, nb], 1e-5, 1e-6, f"step {step + 1}")


@pytest.mark.parametrize("kind, options", [
    ("sgd", dict(lr=0.1, momentum=0.9, nesterov=True)), ("sgd", dict(lr=0.05, momentum=0.8, dampening=0.3)),
    ("sgd", dict(lr=0.1, momentum=0.5, maximize=True, weight_decay=0.1)),
    ("adam", dict(lr=0.01, amsgrad=True, weight_decay=0.05)), ("adam", dict(lr=0.01, maximize=True)),
    ("adamw", dict(lr=0.01)), ("adamw", dict(lr=0.02, weight_decay=0.1, amsgrad=True)),
    ("rmsprop", dict(lr=0.01)), ("rmsprop", dict(lr=0.01, momentum=0.9, centered=True, weight_decay=0.01)),
    ("rmsprop", dict(lr=0.005, alpha=0.9, centered=True)),
    ("adagrad", dict(lr=0.1)), ("adagrad", dict(lr=0.1, lr_decay=0.01, initial_accumulator_value=0.1,
                                                weight_decay=0.01)),
    ("adadelta", dict(lr=1.0)), ("adadelta", dict(lr=0.5, rho=0.8, weight_decay=0.01, maximize=True)),
])
def test_every_kind_and_option(kind, options):
    _run(_make(kind, **options), steps=10, rtol=2e-5, atol=1e-6)
    _run(_make(kind, **options), steps=4, dtype=np.float64, rtol=1e-12, atol=1e-14)


@pytest.mark.parametrize("kind", ["adam", "rmsprop", "adadelta", "adagrad", "sgd"])
def test_the_first_state_is_the_one_pytorch_makes(kind):
    options = dict(lr=0.1, momentum=0.9, centered=True) if kind == "rmsprop" else dict(lr=0.1)
    t_params, n_params = _params()
    t_opt, n_opt = _make(kind, **options)(TORCH, t_params), _make(kind, **options)(NUMPY, n_params)
    for t, n in zip(t_params, n_params):
        t_state, n_state = TORCH.optimizer_state(t_opt, t, True), NUMPY.optimizer_state(n_opt, n, True)
        assert sorted(t_state) == sorted(n_state)
        for name in t_state:
            np.testing.assert_array_equal(n_state[name].data, torch_array(t_state[name]), err_msg=name)
            assert n_state[name].data.dtype == torch_array(t_state[name]).dtype, name
