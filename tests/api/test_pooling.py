"""Tier 3 pooling against torch.nn: MaxPool1d/2d and AvgPool1d/2d with every option, the adaptive pooling modules
to any output size (None keeping an input size), return_indices and the *_with_indices functionals — outputs,
indices and input gradients — and PyTorch's refusals; a small net with adaptive pooling trains as with PyTorch."""

from __future__ import annotations

import numpy as np
import pytest
import torch

import simple_torch as st
from simple_torch import nn
from simple_torch.nn import functional as F

from .conftest import TORCH_DEVICE, assert_same

TOL = dict(rtol=1e-5, atol=1e-6)
RNG = np.random.default_rng(3)
X2 = RNG.standard_normal((2, 3, 7, 9)).round(1).astype(np.float32)   # rounded: tied maxima
X1 = X2.reshape(2, 3, 63)[..., :13].copy()


def _both(make, x: np.ndarray):
    """(ours, theirs): each module made by make(namespace) applied to x; outputs compared, then the gradient of
    the first output's weighted sum. PyTorch's on TORCH_DEVICE, where ours runs: the index of a tied maximum is
    the kernel's choice."""
    sx, tx = st.tensor(x, requires_grad=True), torch.tensor(x, requires_grad=True, device=TORCH_DEVICE)
    out, t_out = make(st)(sx), make(torch)(tx)
    outs, t_outs = (out, t_out) if isinstance(t_out, tuple) else ((out,), (t_out,))
    assert isinstance(out, tuple) == isinstance(t_out, tuple) and len(outs) == len(t_outs)
    for ours, theirs in zip(outs, t_outs):
        assert ours.dtype == getattr(st, str(theirs.dtype).removeprefix("torch."))
        assert_same(ours, theirs, **TOL)
    weights = RNG.standard_normal(t_outs[0].shape).astype(np.float32)
    (outs[0] * st.tensor(weights)).sum().backward()
    (t_outs[0] * torch.tensor(weights, device=TORCH_DEVICE)).sum().backward()
    assert_same(sx.grad, tx.grad, **TOL)


MODULES_2D = [
    lambda m: m.nn.MaxPool2d(3, 2, 1, ceil_mode=True),
    lambda m: m.nn.MaxPool2d((2, 3), (1, 2), (1, 1), dilation=(2, 1), return_indices=True),
    lambda m: m.nn.MaxPool2d(2, dilation=3, ceil_mode=True, return_indices=True),
    lambda m: m.nn.AvgPool2d(3, 2, 1, ceil_mode=True, count_include_pad=False),
    lambda m: m.nn.AvgPool2d((3, 2), (2, 3), (1, 1), ceil_mode=True, divisor_override=4),
    lambda m: m.nn.AvgPool2d(4, 3, 2, ceil_mode=True),
    lambda m: m.nn.AdaptiveAvgPool2d((4, 5)),
    lambda m: m.nn.AdaptiveAvgPool2d((None, 2)),
    lambda m: m.nn.AdaptiveAvgPool2d(10),
    lambda m: m.nn.AdaptiveMaxPool2d((3, None)),
    lambda m: m.nn.AdaptiveMaxPool2d((5, 4), return_indices=True),
    lambda m: m.nn.AdaptiveMaxPool2d(1),
]
MODULES_1D = [
    lambda m: m.nn.MaxPool1d(3, 2, 1, dilation=2, ceil_mode=True),
    lambda m: m.nn.MaxPool1d(4, 3, 2, return_indices=True, ceil_mode=True),
    lambda m: m.nn.AvgPool1d(3, 2, 1, ceil_mode=True, count_include_pad=False),
    lambda m: m.nn.AvgPool1d(4, 3, 2, ceil_mode=True),
    lambda m: m.nn.AdaptiveAvgPool1d(5),
    lambda m: m.nn.AdaptiveAvgPool1d(20),
    lambda m: m.nn.AdaptiveMaxPool1d(4),
    lambda m: m.nn.AdaptiveMaxPool1d(6, return_indices=True),
]


@pytest.mark.parametrize("make", MODULES_2D, ids=[f"2d-{i}" for i in range(len(MODULES_2D))])
@pytest.mark.parametrize("batched", [True, False])
def test_2d_modules_like_torch(make, batched):
    _both(make, X2 if batched else X2[0])


@pytest.mark.parametrize("make", MODULES_1D, ids=[f"1d-{i}" for i in range(len(MODULES_1D))])
@pytest.mark.parametrize("batched", [True, False])
def test_1d_modules_like_torch(make, batched):
    _both(make, X1 if batched else X1[1])


FUNCTIONALS = [
    (lambda f, x: f.max_pool2d(x, 3, None, 1, 2, True, True), X2),
    (lambda f, x: f.max_pool2d_with_indices(x, (2, 2), stride=1), X2),
    (lambda f, x: f.max_pool1d_with_indices(x, 3, 2, 1), X1),
    (lambda f, x: f.max_pool1d(x, [3], [1], [1], [2], return_indices=True), X1),
    (lambda f, x: f.avg_pool2d(x, [3, 3], [2], 1, ceil_mode=True, count_include_pad=False), X2),
    (lambda f, x: f.avg_pool2d(x, 2, divisor_override=3), X2),
    (lambda f, x: f.avg_pool1d(x, 3, padding=1, ceil_mode=True, count_include_pad=False), X1),
    (lambda f, x: f.adaptive_avg_pool2d(x, (3, 7)), X2),
    (lambda f, x: f.adaptive_avg_pool1d(x, [4]), X1),
    (lambda f, x: f.adaptive_max_pool2d(x, (None, 4), return_indices=True), X2),
    (lambda f, x: f.adaptive_max_pool2d_with_indices(x, 2), X2),
    (lambda f, x: f.adaptive_max_pool1d(x, 5, True), X1),
    (lambda f, x: f.adaptive_max_pool1d_with_indices(x, 20), X1),
]


@pytest.mark.parametrize("call, x", FUNCTIONALS, ids=[f"F-{i}" for i in range(len(FUNCTIONALS))])
def test_functionals_like_torch(call, x):
    _both(lambda m: (lambda t: call(m.nn.functional, t)), x)


def test_reprs_match_torch():
    for make in (lambda m: m.nn.AdaptiveMaxPool2d((2, None)), lambda m: m.nn.AdaptiveAvgPool1d(3),
                 lambda m: m.nn.AdaptiveMaxPool1d(3, True), lambda m: m.nn.MaxPool2d(3, 1, 1, 2, ceil_mode=True),
                 lambda m: m.nn.AvgPool1d(3)):
        assert repr(make(st)) == repr(make(torch))


def test_refusals_like_torch():
    x = st.tensor(X2)
    with pytest.raises(st.InvalidArgumentError, match="divisor_override"):
        F.avg_pool2d(x, 2, divisor_override=0)
    with pytest.raises(st.InvalidArgumentError, match="half of kernel"):
        F.max_pool2d(x, 3, padding=2)
    with pytest.raises(st.ShapeError, match="too small"):
        F.max_pool1d(st.tensor(X1), 5, dilation=4)
    with pytest.raises(st.DtypeError):
        F.adaptive_avg_pool2d(x.long(), 2)
    with pytest.raises(st.InvalidArgumentError, match="output_size"):
        F.adaptive_max_pool2d(x, (2, -1))
    with pytest.raises(TypeError):
        F.adaptive_avg_pool2d(x, None)   # as PyTorch: None only in place of one size
    with pytest.raises(st.InvalidArgumentError):
        F.adaptive_avg_pool1d(st.tensor(X1), (2, 2))
    with pytest.raises(st.ShapeError):
        nn.AdaptiveMaxPool2d(2)(st.zeros(4))


def test_a_net_with_adaptive_pooling_trains_like_pytorch():
    """Conv, MaxPool2d with ceil_mode, AdaptiveAvgPool2d to a size that does not divide, and a linear head:
    the losses of 5 SGD steps match PyTorch's from the same weights."""
    torch.manual_seed(0)
    reference = torch.nn.Sequential(torch.nn.Conv2d(2, 4, 3, padding=1), torch.nn.ReLU(),
                                    torch.nn.MaxPool2d(2, ceil_mode=True), torch.nn.AdaptiveAvgPool2d((3, 2)),
                                    torch.nn.Flatten(), torch.nn.Linear(24, 3))
    model = st.nn.Sequential(st.nn.Conv2d(2, 4, 3, padding=1), st.nn.ReLU(), st.nn.MaxPool2d(2, ceil_mode=True),
                             st.nn.AdaptiveAvgPool2d((3, 2)), st.nn.Flatten(), st.nn.Linear(24, 3))
    model.load_state_dict({k: st.tensor(v.detach().numpy()) for k, v in reference.state_dict().items()})
    reference.to(TORCH_DEVICE)   # where ours trains: a GPU's convolutions round otherwise (TF32)
    x = RNG.standard_normal((4, 2, 9, 7)).astype(np.float32)
    y = np.array([0, 2, 1, 2])
    opt, t_opt = st.optim.SGD(model.parameters(), lr=0.1), torch.optim.SGD(reference.parameters(), lr=0.1)
    for _ in range(5):
        loss = st.nn.functional.cross_entropy(model(st.tensor(x)), st.tensor(y))
        t_loss = torch.nn.functional.cross_entropy(reference(torch.tensor(x, device=TORCH_DEVICE)),
                                                   torch.tensor(y, device=TORCH_DEVICE))
        opt.zero_grad()
        loss.backward()
        opt.step()
        t_opt.zero_grad()
        t_loss.backward()
        t_opt.step()
        assert abs(loss.item() - t_loss.item()) < 1e-5
