"""nn.Conv3d and nn.EmbeddingBag (ABI 1.5) and their functionals against torch.nn from the same weights: outputs
and gradients of the input and every parameter, batched and unbatched, strides, padding ('same' too), dilation
and groups; the three bag modes with offsets or fixed-length bags, include_last_offset, padding_idx,
per-sample weights and max_norm; the errors; and a small volumetric classifier and a bag-of-words text
classifier (PyTorch's text-classification tutorial's model) trained as with PyTorch."""

from __future__ import annotations

import numpy as np
import pytest
import torch

import simple_torch as st

from .conftest import DEVICE, TORCH_DEVICE, assert_same, assert_trains_like_pytorch

TOL = dict(rtol=1e-4, atol=1e-5)


def _load(ours: st.nn.Module, theirs: torch.nn.Module) -> None:
    ours.load_state_dict({k: st.tensor(v.detach().numpy()) for k, v in theirs.state_dict().items()})


@pytest.mark.parametrize("options", [dict(), dict(stride=2, padding=1), dict(stride=(1, 2, 1), padding=(2, 0, 1)),
                                     dict(dilation=(2, 1, 2), padding=2), dict(groups=2), dict(padding="same"),
                                     dict(bias=False)],
                         ids=["plain", "strided", "mixed", "dilated", "groups", "same", "no-bias"])
@pytest.mark.parametrize("batched", [True, False])
def test_conv3d_like_pytorch(options, batched):
    torch.manual_seed(0)
    theirs, ours = torch.nn.Conv3d(4, 6, 3, **options), st.nn.Conv3d(4, 6, 3, **options)
    _load(ours, theirs)
    assert repr(ours) == repr(theirs)
    theirs.to(TORCH_DEVICE)   # PyTorch's convolution where ours runs (on a GPU: in TF32, as ours)
    x = np.random.default_rng(1).standard_normal((2, 4, 5, 7, 6) if batched else (4, 5, 7, 6)).astype(np.float32)
    sx, tx = st.tensor(x, requires_grad=True), torch.tensor(x, requires_grad=True, device=TORCH_DEVICE)
    out, t_out = ours(sx), theirs(tx)
    assert_same(out, t_out, **TOL)
    out.pow(2).sum().backward()
    t_out.pow(2).sum().backward()
    assert_same(sx.grad, tx.grad, **TOL)
    for (name, p), t_p in zip(ours.named_parameters(), theirs.parameters()):
        assert_same(p.grad, t_p.grad, **TOL)


@pytest.mark.parametrize("dtype", ["float64", "bfloat16", "int64"])
def test_conv3d_dtypes(dtype):
    rng = np.random.default_rng(3)
    x, w = rng.integers(-3, 4, (1, 2, 3, 4, 4)), rng.integers(-2, 3, (3, 2, 2, 2, 2))
    if dtype == "int64" and DEVICE.type == "cuda":   # PyTorch's CUDA has no integer convolution: refused there
        with pytest.raises(st.Error):
            st.nn.functional.conv3d(st.tensor(x), st.tensor(w))
        return
    t_out = torch.nn.functional.conv3d(torch.tensor(x).to(getattr(torch, dtype)), torch.tensor(w).to(getattr(torch, dtype)))
    out = st.nn.functional.conv3d(st.tensor(x).to(getattr(st, dtype)), st.tensor(w).to(getattr(st, dtype)))
    assert out.dtype == getattr(st, dtype)
    assert_same(out, t_out, rtol=1e-2 if dtype == "bfloat16" else 1e-6, atol=0)


def test_conv3d_errors():
    x, w = st.zeros(1, 2, 3, 3, 3), st.zeros(4, 2, 2, 2, 2)
    with pytest.raises(st.ShapeError):
        st.nn.functional.conv3d(st.zeros(1, 3, 3, 3, 3), w)   # 3 channels, the weight wants 2
    with pytest.raises(st.ShapeError):
        st.nn.functional.conv3d(st.zeros(2, 3, 3), w)
    with pytest.raises(st.ShapeError):
        st.nn.functional.conv3d(x, w, dilation=3)            # a kernel reach of 4 over 3
    with pytest.raises(st.InvalidArgumentError):
        st.nn.functional.conv3d(x, w, stride=0)
    with pytest.raises(st.InvalidArgumentError):
        st.nn.functional.conv3d(x, w, stride=(1, 1))
    with pytest.raises(st.InvalidArgumentError):
        st.nn.functional.conv3d(x, st.zeros(4, 1, 2, 2, 2), groups=3)
    with pytest.raises(st.DtypeError):
        st.nn.functional.conv3d(x, w.double())
    with pytest.raises(st.ShapeError):
        st.nn.functional.conv3d(x, w, st.zeros(3))
    with pytest.raises(st.UnsupportedError):
        st.nn.Conv3d(2, 2, 3, padding_mode="circular")


BAG_CASES = {
    "sum": dict(mode="sum"), "mean": dict(mode="mean"), "max": dict(mode="max"),
    "mean-padding": dict(mode="mean", padding_idx=2), "max-padding": dict(mode="max", padding_idx=-3),
    "sum-last-offset": dict(mode="sum", include_last_offset=True), "max-norm": dict(mode="mean", max_norm=1.5),
}


@pytest.mark.parametrize("options, fixed", [(options, fixed) for options in BAG_CASES.values() for fixed in (False, True)
                                            if not (fixed and options.get("include_last_offset"))],
                         ids=[f"{name}-{'2-D' if fixed else 'offsets'}" for name, options in BAG_CASES.items()
                              for fixed in (False, True) if not (fixed and options.get("include_last_offset"))])
def test_embedding_bag_like_pytorch(options, fixed):
    rng = np.random.default_rng(4)
    weight = rng.standard_normal((10, 4)).astype(np.float32)
    if fixed:
        indices, offsets = rng.integers(0, 10, (5, 3)), None
    else:   # bags of 3, 0, 4, 1 and 2 indices; an empty one included
        indices, offsets = rng.integers(0, 10, 10), np.array([0, 3, 3, 7, 8])
        if options.get("include_last_offset"):
            offsets = np.append(offsets, 10)
    theirs = torch.nn.EmbeddingBag.from_pretrained(torch.tensor(weight), freeze=False, **options)
    ours = st.nn.EmbeddingBag.from_pretrained(st.tensor(weight), freeze=False, **options)
    grip = rng.standard_normal((5, 4)).astype(np.float32)   # a loss that weights every output differently
    t_out = theirs(torch.tensor(indices), None if offsets is None else torch.tensor(offsets))
    out = ours(st.tensor(indices), None if offsets is None else st.tensor(offsets))
    assert_same(out, t_out, **TOL)
    (t_out * torch.tensor(grip)).sum().backward()
    (out * st.tensor(grip)).sum().backward()
    assert_same(ours.weight.grad, theirs.weight.grad, **TOL)
    assert_same(ours.weight, theirs.weight, **TOL)   # max_norm rescaled the same rows in place


def test_embedding_bag_per_sample_weights():
    rng = np.random.default_rng(5)
    weight, scales = rng.standard_normal((6, 3)), rng.standard_normal(7)
    indices, offsets = np.array([1, 5, 0, 0, 3, 2, 5]), np.array([0, 2, 6])
    tw, ts = torch.tensor(weight, requires_grad=True), torch.tensor(scales, requires_grad=True)
    sw, ss = st.tensor(weight, requires_grad=True), st.tensor(scales, requires_grad=True)
    t_out = torch.nn.functional.embedding_bag(torch.tensor(indices), tw, torch.tensor(offsets), mode="sum",
                                              per_sample_weights=ts, padding_idx=0)
    out = st.nn.functional.embedding_bag(st.tensor(indices), sw, st.tensor(offsets), mode="sum", per_sample_weights=ss,
                                         padding_idx=0)
    assert out.dtype == st.float64
    assert_same(out, t_out, rtol=1e-12, atol=0)
    t_out.pow(2).sum().backward()
    out.pow(2).sum().backward()
    assert_same(sw.grad, tw.grad, rtol=1e-12, atol=0)
    assert_same(ss.grad, ts.grad, rtol=1e-12, atol=0)


def test_embedding_bag_errors():
    weight, indices = st.randn(5, 2), st.tensor([0, 1, 4, 2])
    bag = st.nn.functional.embedding_bag
    with pytest.raises(st.InvalidArgumentError, match="offsets\\[0\\]"):
        bag(indices, weight, st.tensor([1, 2]))
    with pytest.raises(st.InvalidArgumentError, match="must not decrease"):
        bag(indices, weight, st.tensor([0, 3, 2]))
    with pytest.raises(st.InvalidArgumentError):
        bag(indices, weight, st.tensor([0, 5]))
    with pytest.raises(st.InvalidArgumentError, match="include_last_offset"):
        bag(indices, weight, st.tensor([0, 2]), include_last_offset=True)
    with pytest.raises(st.InvalidArgumentError):
        bag(indices, weight)                                   # 1-D indices need offsets
    with pytest.raises(st.InvalidArgumentError):
        bag(indices.view(2, 2), weight, st.tensor([0, 1]))     # 2-D indices take none
    with pytest.raises(st.InvalidArgumentError, match="out of range"):
        bag(st.tensor([0, 5]), weight, st.tensor([0]))
    with pytest.raises(st.InvalidArgumentError, match="RT_EMBEDDING_BAG_SUM"):
        bag(indices, weight, st.tensor([0]), mode="max", per_sample_weights=st.ones(4))
    with pytest.raises(st.ShapeError):
        bag(indices, weight, st.tensor([0]), mode="sum", per_sample_weights=st.ones(3))
    with pytest.raises(st.InvalidArgumentError, match="mode"):
        bag(indices, weight, st.tensor([0]), mode="median")
    with pytest.raises(st.DtypeError):
        bag(indices.float(), weight, st.tensor([0]))
    with pytest.raises(st.DtypeError):
        bag(indices, weight.long(), st.tensor([0]))
    with pytest.raises(st.UnsupportedError):
        st.nn.EmbeddingBag(5, 2, sparse=True)


def test_volumetric_classifier_trains_as_pytorch():
    """Conv3d, ReLU, a strided Conv3d, Flatten, Linear; SGD with momentum for 6 steps."""
    rng = np.random.default_rng(6)
    x = rng.standard_normal((8, 1, 6, 6, 6)).astype(np.float32)
    y = (x[:, 0, :3].mean(axis=(1, 2, 3)) > x[:, 0, 3:].mean(axis=(1, 2, 3))).astype(np.int64)
    torch.manual_seed(0)
    reference = torch.nn.Sequential(torch.nn.Conv3d(1, 4, 3, padding=1), torch.nn.ReLU(),
                                    torch.nn.Conv3d(4, 4, 2, stride=2), torch.nn.ReLU(), torch.nn.Flatten(),
                                    torch.nn.Linear(4 * 27, 2))
    model = st.nn.Sequential(st.nn.Conv3d(1, 4, 3, padding=1), st.nn.ReLU(), st.nn.Conv3d(4, 4, 2, stride=2),
                             st.nn.ReLU(), st.nn.Flatten(), st.nn.Linear(4 * 27, 2))
    _load(model, reference)
    assert_trains_like_pytorch(model, reference, lambda m, net: m.optim.SGD(net.parameters(), lr=0.05, momentum=0.9),
                               lambda m, net: m.nn.functional.cross_entropy(net(m.tensor(x)), m.tensor(y)), 6)


def test_bag_of_words_classifier_trains_as_pytorch():
    """PyTorch's text-classification tutorial's model: EmbeddingBag (mean) over token ids cut by offsets, then
    Linear; its init_weights (uniform +-0.5, zero bias); SGD with lr 5 and gradient clipping at 0.1."""
    rng = np.random.default_rng(7)
    vocab, classes, lengths = 50, 4, rng.integers(1, 9, 16)
    labels = rng.integers(0, classes, 16)
    tokens = np.concatenate([rng.integers(0, vocab // 2, n) + (vocab // 2) * (label % 2)
                             for n, label in zip(lengths, labels)])
    offsets = np.concatenate([[0], np.cumsum(lengths)[:-1]])
    torch.manual_seed(0)
    reference = torch.nn.ModuleDict({"embedding": torch.nn.EmbeddingBag(vocab, 16), "fc": torch.nn.Linear(16, classes)})
    with torch.no_grad():
        reference.embedding.weight.uniform_(-0.5, 0.5)
        reference.fc.weight.uniform_(-0.5, 0.5)
        reference.fc.bias.zero_()
    model = st.nn.ModuleDict({"embedding": st.nn.EmbeddingBag(vocab, 16), "fc": st.nn.Linear(16, classes)})
    _load(model, reference)

    def loss(m, net):
        logits = net["fc"](net["embedding"](m.tensor(tokens), m.tensor(offsets)))
        return m.nn.functional.cross_entropy(logits, m.tensor(labels))
    assert_trains_like_pytorch(model, reference, lambda m, net: m.optim.SGD(net.parameters(), lr=5.0), loss, 8,
                               before_step=lambda m, net: m.nn.utils.clip_grad_norm_(net.parameters(), 0.1))
