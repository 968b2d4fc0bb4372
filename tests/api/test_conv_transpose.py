"""nn.ConvTranspose1d/2d and their functionals against torch.nn from the same weights: outputs and the
gradients of the input and the parameters for strides, padding, output_padding, dilation, groups, output_size
and unbatched input; and a tiny U-Net-like encoder-decoder (Conv2d down, ConvTranspose2d up, GroupNorm,
interpolate, a skip connection) trained for a few steps as with PyTorch."""

from __future__ import annotations

import numpy as np
import pytest
import torch

import simple_torch as st

from .conftest import TORCH_DEVICE, assert_same, assert_trains_like_pytorch

TOL = dict(rtol=1e-4, atol=1e-5)


def _twins(make):
    torch.manual_seed(0)
    theirs = make(torch)
    ours = make(st)
    ours.load_state_dict({k: st.tensor(v.detach().numpy()) for k, v in theirs.state_dict().items()})
    return ours, theirs


@pytest.mark.parametrize("make, shape, output_size", [
    (lambda m: m.nn.ConvTranspose2d(4, 6, 3, stride=2, padding=1, output_padding=1), (2, 4, 5, 6), None),
    (lambda m: m.nn.ConvTranspose2d(4, 6, (2, 3), stride=(3, 1), dilation=(1, 2), groups=2), (1, 4, 3, 4), None),
    (lambda m: m.nn.ConvTranspose2d(2, 3, 3, stride=2, bias=False), (2, 3, 3), None),
    (lambda m: m.nn.ConvTranspose2d(2, 2, 3, stride=2, padding=1), (1, 2, 4, 4), (8, 8)),
    (lambda m: m.nn.ConvTranspose1d(3, 4, 4, stride=2, padding=1), (2, 3, 7), None),
    (lambda m: m.nn.ConvTranspose1d(4, 4, 3, groups=4, dilation=2), (4, 5), None),
], ids=["strided", "groups-dilated", "unbatched", "output-size", "1d", "1d-depthwise"])
def test_conv_transpose_like_pytorch(make, shape, output_size):
    ours, theirs = _twins(make)
    theirs.to(TORCH_DEVICE)   # PyTorch's convolution where ours runs (on a GPU: in TF32, as ours)
    x = np.random.default_rng(1).standard_normal(shape).astype(np.float32)
    sx, tx = st.tensor(x, requires_grad=True), torch.tensor(x, requires_grad=True, device=TORCH_DEVICE)
    out = ours(sx) if output_size is None else ours(sx, output_size=output_size)
    t_out = theirs(tx) if output_size is None else theirs(tx, output_size=output_size)
    assert_same(out, t_out, **TOL)
    (out * out).sum().backward()
    (t_out * t_out).sum().backward()
    assert_same(sx.grad, tx.grad, **TOL)
    for a, b in zip(ours.parameters(), theirs.parameters()):
        assert_same(a.grad, b.grad, **TOL)


def test_conv_transpose_errors():
    with pytest.raises(st.InvalidArgumentError, match="output_padding"):
        st.nn.functional.conv_transpose2d(st.zeros(1, 2, 3, 3), st.zeros(2, 2, 3, 3), stride=2, output_padding=2)
    with pytest.raises(st.ShapeError, match="channels"):
        st.nn.functional.conv_transpose2d(st.zeros(1, 3, 3, 3), st.zeros(2, 2, 3, 3))
    with pytest.raises(ValueError, match="output size"):
        st.nn.ConvTranspose2d(2, 2, 3, stride=2)(st.zeros(1, 2, 4, 4), output_size=(20, 20))


class _UNet:
    """Down (Conv2d stride 2), middle, up (ConvTranspose2d), skip, GroupNorm, and an interpolate back."""

    @staticmethod
    def make(m):
        return m.nn.ModuleDict({"down": m.nn.Conv2d(2, 8, 3, stride=2, padding=1), "norm": m.nn.GroupNorm(2, 8),
                                "up": m.nn.ConvTranspose2d(8, 4, 2, stride=2), "out": m.nn.Conv2d(6, 1, 1)})

    @staticmethod
    def forward(m, net, x):
        h = m.nn.functional.silu(net["norm"](net["down"](x)))
        up = net["up"](h)
        skip = m.cat([up, x], 1)
        small = net["out"](skip)
        return m.nn.functional.interpolate(small, scale_factor=0.5, mode="bilinear")


def test_a_tiny_unet_trains_like_pytorch():
    ours, theirs = _twins(_UNet.make)
    rng = np.random.default_rng(2)
    x, y = rng.standard_normal((3, 2, 8, 8)).astype(np.float32), rng.standard_normal((3, 1, 4, 4)).astype(np.float32)
    assert_trains_like_pytorch(ours, theirs, lambda m, net: m.optim.AdamW(net.parameters(), lr=0.01),
                               lambda m, net: m.nn.functional.mse_loss(_UNet.forward(m, net, m.tensor(x)), m.tensor(y)), 6)
