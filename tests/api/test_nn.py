"""st.nn against torch.nn: Module bookkeeping, every layer and loss, state dicts, repr."""

from __future__ import annotations

import copy
import math
from collections import OrderedDict

import numpy as np
import pytest
import torch

import simple_torch as st
from simple_torch import nn
from simple_torch.nn import functional as F

from .conftest import TORCH_DEVICE, assert_same

RNG = np.random.default_rng(7)


def randn(*shape: int) -> np.ndarray:
    return RNG.standard_normal(shape).astype(np.float32)


def twin(ours: nn.Module, theirs: torch.nn.Module) -> torch.nn.Module:
    """theirs with our module's parameters and buffers, for a side-by-side comparison, on TORCH_DEVICE: where ours
    computes (a GPU's kernels round otherwise than the CPU's, its convolutions in TF32)."""
    theirs.load_state_dict({k: torch.from_numpy(v.numpy()) for k, v in ours.state_dict().items()})
    return theirs.to(TORCH_DEVICE)


def compare_forward_backward(ours: nn.Module, theirs: torch.nn.Module, data: np.ndarray, **tolerance) -> None:
    """Same outputs, and the same parameter gradients after backward of a weighted sum."""
    x, tx = st.tensor(data), torch.tensor(data, device=TORCH_DEVICE)
    out, tout = ours(x), theirs(tx)
    assert_same(out, tout, **tolerance)
    weights = randn(*tout.shape)
    if tout.requires_grad:
        (out * st.tensor(weights)).sum().backward()
        (tout * torch.tensor(weights, device=TORCH_DEVICE)).sum().backward()
        for (name, p), (tname, tp) in zip(ours.named_parameters(), theirs.named_parameters()):
            assert name == tname
            assert_same(p.grad, tp.grad, **tolerance)


class Net(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.features = nn.Sequential(nn.Conv2d(1, 4, 3, padding=1), nn.BatchNorm2d(4), nn.ReLU())
        self.head = nn.Linear(4 * 4 * 4, 3)
        self.scale = nn.Parameter(st.ones(1))

    def forward(self, x):
        return self.head(self.features(x).flatten(1)) * self.scale


class TorchNet(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.features = torch.nn.Sequential(torch.nn.Conv2d(1, 4, 3, padding=1), torch.nn.BatchNorm2d(4),
                                            torch.nn.ReLU())
        self.head = torch.nn.Linear(4 * 4 * 4, 3)
        self.scale = torch.nn.Parameter(torch.ones(1))

    def forward(self, x):
        return self.head(self.features(x).flatten(1)) * self.scale


# -- Module bookkeeping ---------------------------------------------------------------------------
def test_parameters_buffers_and_children_like_torch():
    ours, theirs = Net(), TorchNet()
    assert [n for n, _ in ours.named_parameters()] == [n for n, _ in theirs.named_parameters()]
    assert [n for n, _ in ours.named_buffers()] == [n for n, _ in theirs.named_buffers()]
    assert list(ours.state_dict()) == list(theirs.state_dict())
    assert [n for n, _ in ours.named_modules()] == [n for n, _ in theirs.named_modules()]
    assert [type(m).__name__ for m in ours.children()] == ["Sequential", "Linear"]
    assert len(list(ours.parameters(recurse=False))) == 1
    assert all(isinstance(p, nn.Parameter) and p.requires_grad and p.is_leaf for p in ours.parameters())


def test_attribute_registration_rules():
    module = nn.Module()
    module.weight = nn.Parameter(st.zeros(2))
    module.child = nn.Linear(2, 2)
    module.register_buffer("stats", st.zeros(2))
    module.register_buffer("scratch", st.zeros(1), persistent=False)
    assert list(module.state_dict()) == ["weight", "stats", "child.weight", "child.bias"]
    with pytest.raises(TypeError):
        module.weight = st.zeros(2)           # a plain tensor cannot replace a parameter
    module.weight = None                      # but None can
    assert [n for n, _ in module.named_parameters()] == ["child.weight", "child.bias"]
    del module.child
    assert list(module.children()) == [] and not hasattr(module, "child")
    module.stats = st.ones(2)                 # a tensor replaces a buffer
    assert module.state_dict()["stats"].tolist() == [1.0, 1.0]

    class Forgetful(nn.Module):
        def __init__(self) -> None:
            self.layer = nn.Linear(1, 1)

    with pytest.raises(AttributeError, match="__init__"):
        Forgetful()
    with pytest.raises(NotImplementedError):
        nn.Module()(st.zeros(1))


def test_shared_parameters_are_listed_once():
    shared = nn.Linear(2, 2)
    model = nn.Sequential(shared, nn.ReLU(), shared)
    assert len(list(model.parameters())) == 2


def test_train_eval_zero_grad_and_requires_grad():
    model = Net()
    assert model.training and all(m.training for m in model.modules())
    assert model.eval() is model and not any(m.training for m in model.modules())
    model.train()
    assert model.features[1].training
    model(st.randn(2, 1, 4, 4)).sum().backward()
    assert all(p.grad is not None for p in model.parameters())
    model.zero_grad(set_to_none=False)
    assert all(not p.grad.numpy().any() for p in model.parameters())
    model.zero_grad()
    assert all(p.grad is None for p in model.parameters())
    model.requires_grad_(False)
    assert not any(p.requires_grad for p in model.parameters())


def test_module_repr_matches_torch():
    assert repr(Net()) == repr(TorchNet()).replace("TorchNet", "Net")
    layers = [(nn.Conv2d(3, 8, (3, 5), stride=2, padding=1, dilation=2, bias=False),
               torch.nn.Conv2d(3, 8, (3, 5), stride=2, padding=1, dilation=2, bias=False)),
              (nn.MaxPool2d(2), torch.nn.MaxPool2d(2)), (nn.AvgPool2d(3, 1, 1), torch.nn.AvgPool2d(3, 1, 1)),
              (nn.LayerNorm(5), torch.nn.LayerNorm(5)), (nn.Dropout(0.2), torch.nn.Dropout(0.2)),
              (nn.Embedding(10, 3), torch.nn.Embedding(10, 3)), (nn.Flatten(), torch.nn.Flatten()),
              (nn.GELU(), torch.nn.GELU()), (nn.LeakyReLU(0.2), torch.nn.LeakyReLU(0.2)),
              (nn.Softmax(dim=1), torch.nn.Softmax(dim=1)),
              (nn.BatchNorm1d(6, bias=False), torch.nn.BatchNorm1d(6, bias=False)),
              (nn.CrossEntropyLoss(), torch.nn.CrossEntropyLoss()), (nn.Linear(3, 2, bias=False),
                                                                     torch.nn.Linear(3, 2, bias=False)),
              (nn.Sequential(OrderedDict(fc=nn.Linear(1, 1), act=nn.Tanh())),
               torch.nn.Sequential(OrderedDict(fc=torch.nn.Linear(1, 1), act=torch.nn.Tanh())))]
    for ours, theirs in layers:
        assert repr(ours) == repr(theirs)


# -- state dicts ----------------------------------------------------------------------------------
def test_state_dict_round_trip_with_torch():
    torch.manual_seed(0)
    theirs = TorchNet()
    ours = Net()
    result = ours.load_state_dict({k: v.numpy() for k, v in theirs.state_dict().items()})
    assert result.missing_keys == [] and result.unexpected_keys == []
    for (key, value), (tkey, tvalue) in zip(ours.state_dict().items(), theirs.state_dict().items()):
        assert key == tkey
        assert_same(value, tvalue, rtol=0, atol=0)


def test_load_state_dict_writes_in_place_so_optimizers_see_it():
    model = nn.Linear(2, 1)
    weight = model.weight
    optimizer = st.optim.SGD(model.parameters(), lr=0.5)
    model.load_state_dict({"weight": st.tensor([[1.0, 2.0]]), "bias": st.tensor([0.0])})
    assert model.weight is weight and weight.tolist() == [[1.0, 2.0]] and weight.requires_grad and weight.is_leaf
    model(st.tensor([[1.0, 1.0]])).sum().backward()
    optimizer.step()
    assert model.weight.tolist() == [[0.5, 1.5]]


def test_state_dict_values_share_the_parameters_storage():
    model = nn.Linear(2, 2)
    state = model.state_dict()
    with st.no_grad():
        model.weight.fill_(3.0)
    assert np.all(state["weight"].numpy() == 3.0) and not state["weight"].requires_grad
    assert model.state_dict(keep_vars=True)["weight"] is model.weight


def test_load_state_dict_errors():
    model = nn.Linear(2, 3)
    good = {k: v.numpy() for k, v in model.state_dict().items()}
    with pytest.raises(st.ShapeError, match="size mismatch for weight"):
        model.load_state_dict({**good, "weight": np.zeros((2, 2), np.float32)})
    with pytest.raises(st.InvalidArgumentError, match='Missing key.*"bias"'):
        model.load_state_dict({"weight": good["weight"]})
    with pytest.raises(st.InvalidArgumentError, match='Unexpected key.*"extra"'):
        model.load_state_dict({**good, "extra": np.zeros(1)})
    result = model.load_state_dict({"weight": good["weight"], "extra": np.zeros(1)}, strict=False)
    assert result.missing_keys == ["bias"] and result.unexpected_keys == ["extra"]


def test_batch_norm_buffers_load_and_count():
    ours = nn.BatchNorm2d(3)
    ours(st.randn(4, 3, 2, 2))
    ours(st.randn(4, 3, 2, 2))
    assert ours.num_batches_tracked.item() == 2 and ours.num_batches_tracked.dtype is st.int64
    theirs = twin(ours, torch.nn.BatchNorm2d(3))
    assert theirs.num_batches_tracked.item() == 2
    fresh = nn.BatchNorm2d(3)
    fresh.load_state_dict(ours.state_dict())
    assert fresh.num_batches_tracked.item() == 2
    assert_same(fresh.running_var, theirs.running_var, rtol=0, atol=0)


def test_to_dtype_and_device_keep_the_parameter_objects():
    model = Net()
    weight = model.head.weight
    assert model.to(st.float64) is model and model.head.weight is weight
    assert weight.dtype is st.float64 and weight.requires_grad and weight.is_leaf
    assert model.features[1].num_batches_tracked.dtype is st.int64   # only floating point converts
    assert model(st.randn(1, 1, 4, 4, dtype=st.float64)).dtype is st.float64
    assert model.float().head.weight.dtype is st.float32 and model.cpu() is model
    assert model.head.weight is weight and weight.device == st.device("cpu")
    if st.cuda.is_available():   # the move to the GPU keeps the parameter objects too
        assert model.cuda() is model and model.head.weight is weight and weight.is_cuda
    else:
        with pytest.raises(st.DeviceError):
            model.cuda()


def test_deepcopy_copies_values():
    model = Net()
    clone = copy.deepcopy(model)
    assert clone.head.weight is not model.head.weight
    assert np.array_equal(clone.head.weight.numpy(), model.head.weight.numpy())
    assert list(clone.state_dict()) == list(model.state_dict())


# -- layers ---------------------------------------------------------------------------------------
def test_linear_initialisation_bounds():
    st.manual_seed(1)
    layer = nn.Linear(100, 50)
    bound = 1 / math.sqrt(100)
    for p in (layer.weight, layer.bias):
        values = p.numpy()
        assert values.min() >= -bound and values.max() < bound and values.std() > bound / 2
    assert layer.weight.shape == (50, 100) and layer.bias.shape == (50,)
    conv = nn.Conv2d(4, 6, 3, groups=2)
    assert conv.weight.shape == (6, 2, 3, 3) and np.abs(conv.weight.numpy()).max() < 1 / math.sqrt(18)


LAYERS = [
    ("linear", lambda: (nn.Linear(5, 3), torch.nn.Linear(5, 3)), (4, 5)),
    ("linear-no-bias-3d", lambda: (nn.Linear(5, 3, bias=False), torch.nn.Linear(5, 3, bias=False)), (2, 4, 5)),
    ("conv", lambda: (nn.Conv2d(2, 3, 3), torch.nn.Conv2d(2, 3, 3)), (2, 2, 6, 6)),
    ("conv-options", lambda: (nn.Conv2d(4, 6, (3, 2), stride=(2, 1), padding=(1, 2), dilation=2, groups=2),
                              torch.nn.Conv2d(4, 6, (3, 2), stride=(2, 1), padding=(1, 2), dilation=2, groups=2)),
     (1, 4, 7, 7)),
    ("conv-same", lambda: (nn.Conv2d(1, 2, 3, padding="same"), torch.nn.Conv2d(1, 2, 3, padding="same")), (1, 1, 5, 5)),
    ("maxpool", lambda: (nn.MaxPool2d(2), torch.nn.MaxPool2d(2)), (2, 3, 6, 6)),
    ("maxpool-options", lambda: (nn.MaxPool2d((3, 2), stride=1, padding=1), torch.nn.MaxPool2d((3, 2), 1, 1)),
     (1, 2, 5, 5)),
    ("avgpool", lambda: (nn.AvgPool2d(3, stride=2, padding=1), torch.nn.AvgPool2d(3, stride=2, padding=1)),
     (2, 2, 7, 7)),
    ("adaptive-avgpool", lambda: (nn.AdaptiveAvgPool2d(1), torch.nn.AdaptiveAvgPool2d(1)), (2, 3, 4, 4)),
    ("batchnorm2d", lambda: (nn.BatchNorm2d(3), torch.nn.BatchNorm2d(3)), (4, 3, 2, 2)),
    ("batchnorm1d", lambda: (nn.BatchNorm1d(3, momentum=None), torch.nn.BatchNorm1d(3, momentum=None)), (5, 3)),
    ("layernorm", lambda: (nn.LayerNorm((3, 4)), torch.nn.LayerNorm((3, 4))), (2, 3, 4)),
    ("relu", lambda: (nn.ReLU(), torch.nn.ReLU()), (3, 4)),
    ("leaky", lambda: (nn.LeakyReLU(0.1), torch.nn.LeakyReLU(0.1)), (3, 4)),
    ("sigmoid", lambda: (nn.Sigmoid(), torch.nn.Sigmoid()), (3, 4)),
    ("tanh", lambda: (nn.Tanh(), torch.nn.Tanh()), (3, 4)),
    ("gelu", lambda: (nn.GELU(), torch.nn.GELU()), (3, 4)),
    ("softmax", lambda: (nn.Softmax(dim=0), torch.nn.Softmax(dim=0)), (3, 4)),
    ("logsoftmax", lambda: (nn.LogSoftmax(dim=1), torch.nn.LogSoftmax(dim=1)), (3, 4)),
    ("flatten", lambda: (nn.Flatten(), torch.nn.Flatten()), (2, 3, 4)),
    ("identity", lambda: (nn.Identity(), torch.nn.Identity()), (2, 3)),
    ("sequential", lambda: (nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 2)),
                            torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.Tanh(), torch.nn.Linear(8, 2))),
     (3, 4)),
]


@pytest.mark.parametrize("make, shape", [(make, shape) for _, make, shape in LAYERS], ids=[n for n, _, _ in LAYERS])
def test_layer_matches_torch(make, shape):
    ours, theirs = make()
    theirs = twin(ours, theirs)
    compare_forward_backward(ours, theirs, randn(*shape), rtol=1e-5, atol=1e-5)
    for (key, value), tvalue in zip(ours.state_dict().items(), theirs.state_dict().values()):
        assert_same(value, tvalue, rtol=1e-5, atol=1e-6)   # running statistics updated alike
    ours.eval(), theirs.eval()
    compare_forward_backward(ours, theirs, randn(*shape), rtol=1e-5, atol=1e-5)


def test_embedding_matches_torch():
    ours = nn.Embedding(10, 3)
    theirs = twin(ours, torch.nn.Embedding(10, 3))
    indices = np.array([[1, 4], [9, 1]])
    out, tout = ours(st.tensor(indices)), theirs(torch.tensor(indices, device=TORCH_DEVICE))
    assert_same(out, tout)
    out.sum().backward(), tout.sum().backward()
    assert_same(ours.weight.grad, theirs.weight.grad)


def test_dropout():
    layer = nn.Dropout(0.5)
    x = st.ones(1000)
    kept = layer(x).numpy()
    assert set(np.unique(kept)) == {0.0, 2.0} and 300 < (kept == 0).sum() < 700
    layer.eval()
    assert np.array_equal(layer(x).numpy(), x.numpy())
    assert np.array_equal(F.dropout(x, 0.3, training=False).numpy(), x.numpy())
    with pytest.raises(st.InvalidArgumentError):
        nn.Dropout(1.5)


def test_sequential_and_module_list_containers():
    model = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Linear(3, 1))
    assert len(model) == 3 and isinstance(model[0], nn.Linear) and isinstance(model[-1], nn.Linear)
    head = model[:2]
    assert isinstance(head, nn.Sequential) and len(head) == 2 and head[0] is model[0]
    assert [type(m).__name__ for m in model] == ["Linear", "ReLU", "Linear"]
    model.append(nn.Sigmoid())
    assert len(model) == 4 and model(st.zeros(5, 2)).shape == (5, 1)
    with pytest.raises(IndexError):
        model[4]
    blocks = nn.ModuleList([nn.Linear(2, 2) for _ in range(3)])
    assert len(blocks) == 3 and len(list(blocks.parameters())) == 6 and isinstance(blocks[1:], nn.ModuleList)


# -- losses ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
def test_losses_match_torch(reduction):
    logits, classes = randn(4, 3), np.array([0, 2, 1, 2])
    probs, targets = 1 / (1 + np.exp(-randn(4, 3))), RNG.uniform(size=(4, 3)).astype(np.float32)
    cases = [
        (nn.CrossEntropyLoss, torch.nn.CrossEntropyLoss, logits, classes),
        (nn.NLLLoss, torch.nn.NLLLoss, np.log(np.exp(logits) / np.exp(logits).sum(1, keepdims=True)), classes),
        (nn.MSELoss, torch.nn.MSELoss, logits, targets),
        (nn.BCELoss, torch.nn.BCELoss, probs.astype(np.float32), targets),
    ]
    for ours_cls, torch_cls, inputs, target in cases:
        x, tx = st.tensor(inputs, requires_grad=True), torch.tensor(inputs, requires_grad=True)
        loss, tloss = ours_cls(reduction=reduction)(x, st.tensor(target)), torch_cls(reduction=reduction)(
            tx, torch.tensor(target))
        assert_same(loss, tloss)
        loss.sum().backward(), tloss.sum().backward()
        assert_same(x.grad, tx.grad)


# -- functional -----------------------------------------------------------------------------------
def test_functional_matches_torch():
    x, tx = st.tensor(randn(2, 3, 6, 6)), torch.tensor(randn(2, 3, 6, 6))
    x = st.tensor(tx.numpy())
    w, tw = st.tensor(randn(4, 3, 3, 3)), None
    tw = torch.tensor(w.numpy())
    tx, tw = tx.to(TORCH_DEVICE), tw.to(TORCH_DEVICE)   # PyTorch's reference where ours runs (a GPU's conv: TF32)
    tf = torch.nn.functional
    assert_same(F.conv2d(x, w, stride=2, padding=1), tf.conv2d(tx, tw, stride=2, padding=1), rtol=1e-5, atol=1e-5)
    assert_same(F.conv2d(x, w, padding="valid"), tf.conv2d(tx, tw, padding="valid"), rtol=1e-5, atol=1e-5)
    assert_same(F.max_pool2d(x, 2), tf.max_pool2d(tx, 2))
    assert_same(F.max_pool2d(x, (3, 2), (1, 2), 1), tf.max_pool2d(tx, (3, 2), (1, 2), 1))
    assert_same(F.avg_pool2d(x, 3, padding=1), tf.avg_pool2d(tx, 3, padding=1))
    assert_same(F.adaptive_avg_pool2d(x, (2, 3)), tf.adaptive_avg_pool2d(tx, (2, 3)))
    assert_same(F.batch_norm(x, None, None, training=True), tf.batch_norm(tx, None, None, training=True),
                rtol=1e-5, atol=1e-5)
    assert_same(F.layer_norm(x, (6, 6)), tf.layer_norm(tx, (6, 6)), rtol=1e-5, atol=1e-5)
    assert_same(F.leaky_relu(x, 0.2), tf.leaky_relu(tx, 0.2))
    assert_same(F.gelu(x), tf.gelu(tx))
    assert_same(F.relu(x, inplace=True), tf.relu(tx))
    assert_same(F.sigmoid(x), tf.sigmoid(tx))
    assert_same(F.tanh(x), tf.tanh(tx))
    assert_same(F.softmax(x, dim=1), tf.softmax(tx, dim=1))
    assert_same(F.log_softmax(x, -1, dtype=st.float64), tf.log_softmax(tx, -1, dtype=torch.float64))
    with pytest.warns(UserWarning, match="Implicit dimension"):
        assert_same(F.softmax(x[0, 0]), tf.softmax(tx[0, 0], dim=1))
    weight = st.tensor(randn(5, 4))
    assert_same(F.embedding(st.tensor([[0, 4]]), weight),
                tf.embedding(torch.tensor([[0, 4]], device=TORCH_DEVICE), as_np(weight).to(TORCH_DEVICE)))


def as_np(t: st.Tensor) -> torch.Tensor:
    return torch.from_numpy(t.numpy())


def test_functional_rejects_what_the_contract_lacks():
    x = st.zeros(1, 1, 4, 4)
    unsupported = [
        lambda: F.normalize(x, out=x), lambda: F.conv2d(x, st.zeros(1, 1, 2, 2), padding="same"),
        lambda: nn.Embedding(3, 2, sparse=True), lambda: nn.Conv2d(1, 1, 3, padding_mode="reflect"),
    ]
    for call in unsupported:
        with pytest.raises(st.UnsupportedError):
            call()
    with pytest.raises(st.InvalidArgumentError):
        F.mse_loss(x, x, reduction="average")
    with pytest.raises(st.ShapeError, match=r"expected 4D input \(got 2D input\)"):
        nn.BatchNorm2d(1)(st.zeros(2, 1))
