"""st.optim against torch.optim: the same updates from the same start."""

from __future__ import annotations

import gc

import numpy as np
import pytest
import torch

import simple_torch as st
from simple_torch import runtime as rt

from .conftest import assert_same

RNG = np.random.default_rng(3)
W0, B0 = RNG.standard_normal((3, 4)).astype(np.float32), RNG.standard_normal(3).astype(np.float32)
X, Y = RNG.standard_normal((8, 4)).astype(np.float32), RNG.standard_normal((8, 3)).astype(np.float32)

OPTIMIZERS = [
    ("sgd", lambda ps: st.optim.SGD(ps, lr=0.1), lambda ps: torch.optim.SGD(ps, lr=0.1)),
    ("sgd-momentum-decay", lambda ps: st.optim.SGD(ps, lr=0.05, momentum=0.9, weight_decay=0.01),
     lambda ps: torch.optim.SGD(ps, lr=0.05, momentum=0.9, weight_decay=0.01)),
    ("adam", lambda ps: st.optim.Adam(ps), lambda ps: torch.optim.Adam(ps)),
    ("adam-options", lambda ps: st.optim.Adam(ps, lr=0.01, betas=(0.8, 0.99), eps=1e-6, weight_decay=0.1),
     lambda ps: torch.optim.Adam(ps, lr=0.01, betas=(0.8, 0.99), eps=1e-6, weight_decay=0.1)),
]


@pytest.mark.parametrize("make_ours, make_theirs", [(o, t) for _, o, t in OPTIMIZERS],
                         ids=[n for n, _, _ in OPTIMIZERS])
def test_steps_match_torch(make_ours, make_theirs):
    w, b = st.tensor(W0, requires_grad=True), st.tensor(B0, requires_grad=True)
    tw, tb = torch.tensor(W0, requires_grad=True), torch.tensor(B0, requires_grad=True)
    ours, theirs = make_ours(p for p in (w, b)), make_theirs([tw, tb])   # a generator, as model.parameters()
    x, y, tx, ty = st.tensor(X), st.tensor(Y), torch.tensor(X), torch.tensor(Y)
    for _ in range(5):
        ours.zero_grad(), theirs.zero_grad()
        st.nn.functional.mse_loss(st.nn.functional.linear(x, w, b), y).backward()
        torch.nn.functional.mse_loss(torch.nn.functional.linear(tx, tw, tb), ty).backward()
        ours.step(), theirs.step()
    assert_same(w, tw, rtol=1e-5, atol=1e-6)
    assert_same(b, tb, rtol=1e-5, atol=1e-6)


def test_zero_grad_and_closure():
    w = st.tensor([1.0, 2.0], requires_grad=True)
    optimizer = st.optim.SGD([w], lr=0.5)

    def closure():
        optimizer.zero_grad()
        loss = (w * w).sum()
        loss.backward()
        return loss

    with st.no_grad():
        loss = optimizer.step(closure)   # the closure records even inside no_grad
    assert loss.item() == 5.0 and w.tolist() == [0.0, 0.0]
    (w + 1).sum().backward()
    optimizer.zero_grad(set_to_none=False)
    assert w.grad.tolist() == [0.0, 0.0]
    optimizer.zero_grad()
    assert w.grad is None


def test_optimizer_is_freed_when_collected():
    w = st.ones(2, requires_grad=True)
    optimizer = st.optim.Adam([w])
    handle = optimizer._runtime.handle
    assert rt.rt_torch_optim_step(handle) == 0
    del optimizer
    gc.collect()
    assert rt.rt_torch_optim_step(handle) == st.ErrorCode.INVALID_HANDLE
    assert "freed" in rt.rt_torch_last_error()


def test_optimizer_errors():
    with pytest.raises(st.InvalidArgumentError, match="empty"):
        st.optim.SGD([], lr=0.1)
    with pytest.raises(st.InvalidArgumentError, match="nesterov"):
        st.optim.SGD([st.ones(1, requires_grad=True)], lr=0.1, nesterov=True)   # needs momentum, as PyTorch
    with pytest.raises(st.InvalidArgumentError, match="foreach"):
        st.optim.Adam([st.ones(1, requires_grad=True)], foreach=True)
    w = st.ones(1, requires_grad=True)
    with pytest.raises(st.InvalidArgumentError, match="already in a parameter group"):
        st.optim.SGD([{"params": [w]}, {"params": [w], "lr": 0.5}], lr=0.1)
    with pytest.raises(st.InvalidArgumentError, match="beta1"):
        st.optim.Adam([w], betas=(1.0, 0.9))
    with pytest.raises(st.InvalidArgumentError, match="leaves"):
        w = st.ones(2, requires_grad=True)
        st.optim.SGD([w * 2], lr=0.1)
    with pytest.raises(st.DtypeError):
        st.optim.SGD([st.tensor([1, 2])], lr=0.1)
    with pytest.raises(st.InvalidArgumentError, match="lr"):
        st.optim.Adam([st.ones(1, requires_grad=True)], lr=-1.0)


def test_repr():
    optimizer = st.optim.SGD([st.ones(1, requires_grad=True)], lr=0.1, momentum=0.9)
    assert repr(optimizer) == ("SGD (\nParameter Group 0\n    dampening: 0.0\n    lr: 0.1\n    maximize: False\n"
                               "    momentum: 0.9\n    nesterov: False\n    weight_decay: 0.0\n)")
