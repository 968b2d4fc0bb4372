"""nn.Conv1d, MaxPool1d and AvgPool1d and their functionals against torch.nn from the same weights: outputs
and gradients (of the input and the parameters), batched and unbatched, strides, padding ('same' too),
dilation and groups; and a small 1-D conv classifier trained for a few steps as with PyTorch."""

from __future__ import annotations

import numpy as np
import pytest
import torch

import simple_torch as st

from .conftest import TORCH_DEVICE, assert_same, assert_trains_like_pytorch

TOL = dict(rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("options", [dict(), dict(stride=2, padding=1), dict(dilation=2, padding=2),
                                     dict(groups=2), dict(padding="same"), dict(bias=False)],
                         ids=["plain", "strided", "dilated", "groups", "same", "no-bias"])
@pytest.mark.parametrize("batched", [True, False])
def test_conv1d_like_pytorch(options, batched):
    torch.manual_seed(0)
    theirs = torch.nn.Conv1d(4, 6, 3, **options)
    ours = st.nn.Conv1d(4, 6, 3, **options)
    ours.load_state_dict({k: st.tensor(v.detach().numpy()) for k, v in theirs.state_dict().items()})
    theirs.to(TORCH_DEVICE)   # PyTorch's convolution where ours runs (on a GPU: in TF32, as ours)
    x = np.random.default_rng(1).standard_normal((2, 4, 9) if batched else (4, 9)).astype(np.float32)
    sx, tx = st.tensor(x, requires_grad=True), torch.tensor(x, requires_grad=True, device=TORCH_DEVICE)
    out, t_out = ours(sx), theirs(tx)
    assert_same(out, t_out, **TOL)
    out.pow(2).sum().backward()
    t_out.pow(2).sum().backward()
    assert_same(sx.grad, tx.grad, **TOL)
    assert_same(ours.weight.grad, theirs.weight.grad, **TOL)


@pytest.mark.parametrize("kind, args", [("MaxPool1d", (3, 2, 1)), ("MaxPool1d", (2,)), ("AvgPool1d", (3, 2, 1)),
                                        ("AvgPool1d", (4,))])
def test_pool1d_like_pytorch(kind, args):
    x = np.random.default_rng(2).standard_normal((2, 3, 10)).astype(np.float32)
    sx, tx = st.tensor(x, requires_grad=True), torch.tensor(x, requires_grad=True)
    out, t_out = getattr(st.nn, kind)(*args)(sx), getattr(torch.nn, kind)(*args)(tx)
    assert_same(out, t_out, **TOL)
    out.sum().backward()
    t_out.sum().backward()
    assert_same(sx.grad, tx.grad, **TOL)


def test_conv1d_errors():
    with pytest.raises(st.ShapeError):
        st.nn.functional.conv1d(st.zeros(1, 1, 1, 4), st.zeros(1, 1, 2))
    with pytest.raises(st.InvalidArgumentError):
        st.nn.Conv1d(3, 4, 2, groups=2)


def test_a_1d_conv_classifier_trains_like_pytorch():
    rng = np.random.default_rng(3)
    x, y = rng.standard_normal((16, 2, 20)).astype(np.float32), rng.integers(0, 3, 16)
    torch.manual_seed(0)
    reference = torch.nn.Sequential(torch.nn.Conv1d(2, 8, 5, padding=2), torch.nn.ReLU(), torch.nn.MaxPool1d(2),
                                    torch.nn.Conv1d(8, 8, 3), torch.nn.ReLU(), torch.nn.AvgPool1d(8),
                                    torch.nn.Flatten(), torch.nn.Linear(8, 3))
    model = st.nn.Sequential(st.nn.Conv1d(2, 8, 5, padding=2), st.nn.ReLU(), st.nn.MaxPool1d(2),
                             st.nn.Conv1d(8, 8, 3), st.nn.ReLU(), st.nn.AvgPool1d(8), st.nn.Flatten(),
                             st.nn.Linear(8, 3))
    model.load_state_dict({k: st.tensor(v.detach().numpy()) for k, v in reference.state_dict().items()})
    assert_trains_like_pytorch(model, reference, lambda m, net: m.optim.Adam(net.parameters(), lr=0.01),
                               lambda m, net: m.nn.functional.cross_entropy(net(m.tensor(x)), m.tensor(y)), 8)
