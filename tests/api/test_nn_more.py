"""ABI 1.4's activations, losses and containers in Tier 3 against torch.nn: the modules with PyTorch's constructor
arguments and defaults, the functionals with PyTorch's signatures, forward and backward from the same values and
weights, and the containers' registration (parameters(), state_dict(), to())."""

from __future__ import annotations

import math
from collections import OrderedDict

import numpy as np
import pytest
import torch

import simple_torch as st
from simple_torch import nn
from simple_torch.nn import functional as F

from .conftest import TORCH_DEVICE, as_torch, assert_same

RNG = np.random.default_rng(15)
TF = torch.nn.functional


def randn(*shape: int) -> np.ndarray:
    return (RNG.standard_normal(shape) * 2).astype(np.float32)


def both(data: np.ndarray, grad: bool = True) -> tuple[st.Tensor, torch.Tensor]:
    return st.tensor(data, requires_grad=grad), torch.tensor(data, requires_grad=grad)


def same_forward_backward(ours: st.Tensor, theirs: torch.Tensor, pairs, **tolerance) -> None:
    """Same outputs, then the same gradients of each (ours, theirs) input pair after a weighted sum."""
    assert_same(ours, theirs, **tolerance)
    weights = RNG.standard_normal(tuple(theirs.shape)).astype(np.float32)
    (ours * st.tensor(weights)).sum().backward()
    (theirs * torch.tensor(weights)).sum().backward()
    for a, b in pairs:
        assert_same(a.grad, b.grad, **tolerance)


# -- activations ------------------------------------------------------------------------------------------
ACTIVATIONS = [
    ("SiLU", (), {}), ("Mish", (), {}), ("Hardswish", (), {}), ("Hardsigmoid", (), {}),
    ("ELU", (), {}), ("ELU", (0.5,), {}), ("SELU", (), {}), ("CELU", (), {}), ("CELU", (), {"alpha": 2.0}),
    ("Softplus", (), {}), ("Softplus", (2.0, 1.0), {}), ("Hardtanh", (), {}), ("Hardtanh", (-2.0, 0.5), {}),
    ("ReLU6", (), {}), ("LogSigmoid", (), {}), ("Softsign", (), {}), ("Tanhshrink", (), {}), ("GLU", (), {}),
    ("GLU", (1,), {}), ("GELU", (), {"approximate": "tanh"}), ("GELU", (), {}),
]


@pytest.mark.parametrize("name, args, kwargs", ACTIVATIONS,
                         ids=[f"{n}{list(a) if a else ''}{kw or ''}" for n, a, kw in ACTIVATIONS])
def test_activation_modules_match_torch(name, args, kwargs):
    ours, theirs = getattr(nn, name)(*args, **kwargs), getattr(torch.nn, name)(*args, **kwargs)
    assert repr(ours) == repr(theirs)
    x, tx = both(randn(3, 4, 6))
    same_forward_backward(ours(x), theirs(tx), [(x, tx)], rtol=1e-5, atol=1e-6)


def test_inplace_is_accepted_and_shown():
    """inplace=True gives a new tensor (the contract has no in-place activations); the repr says it, as PyTorch's."""
    for name in ("SiLU", "Mish", "Hardswish", "Hardsigmoid", "SELU", "ReLU6", "ELU", "CELU", "Hardtanh"):
        ours, theirs = getattr(nn, name)(inplace=True), getattr(torch.nn, name)(inplace=True)
        assert repr(ours) == repr(theirs)
        data = randn(5)
        assert_same(ours(st.tensor(data)), theirs(torch.tensor(data)), rtol=1e-5, atol=1e-6)
    assert_same(F.silu(st.tensor([1.0, -2.0]), inplace=True), TF.silu(torch.tensor([1.0, -2.0]), inplace=True))


@pytest.mark.parametrize("num_parameters, shape", [(1, (2, 3, 4)), (3, (2, 3, 4)), (3, (2, 3)), (1, (5,))])
def test_prelu_module_learns_its_weight_like_torch(num_parameters, shape):
    ours, theirs = nn.PReLU(num_parameters), torch.nn.PReLU(num_parameters)
    assert repr(ours) == repr(theirs)
    assert [n for n, _ in ours.named_parameters()] == ["weight"]
    assert_same(ours.weight, theirs.weight)   # init 0.25
    x, tx = both(randn(*shape))
    same_forward_backward(ours(x), theirs(tx), [(x, tx), (ours.weight, theirs.weight)], rtol=1e-5, atol=1e-6)
    custom = nn.PReLU(2, init=0.1, dtype=st.float64)
    assert custom.weight.dtype == st.float64 and np.allclose(custom.weight.numpy(), 0.1)


FUNCTIONAL = [
    (lambda m, x: m.silu(x), None), (lambda m, x: m.mish(x), None), (lambda m, x: m.hardswish(x), None),
    (lambda m, x: m.hardsigmoid(x), None), (lambda m, x: m.elu(x, 0.7), None), (lambda m, x: m.selu(x), None),
    (lambda m, x: m.celu(x, alpha=-1.5), None), (lambda m, x: m.softplus(x, beta=2, threshold=3), None),
    (lambda m, x: m.gelu(x, approximate="tanh"), None), (lambda m, x: m.hardtanh(x, -0.5, 2.0), None),
    (lambda m, x: m.relu6(x), None), (lambda m, x: m.logsigmoid(x), None), (lambda m, x: m.softsign(x), None),
    (lambda m, x: m.tanhshrink(x), None), (lambda m, x: m.glu(x), None), (lambda m, x: m.glu(x, dim=0), None),
    (lambda m, x: m.normalize(x), None), (lambda m, x: m.normalize(x, p=1.0, dim=0, eps=0.1), None),
    (lambda m, x: m.normalize(x, p=math.inf, dim=-1), None),
]


@pytest.mark.parametrize("call", range(len(FUNCTIONAL)))
def test_functionals_match_torch(call):
    fn, _ = FUNCTIONAL[call]
    x, tx = both(randn(4, 6))
    same_forward_backward(fn(F, x), fn(TF, tx), [(x, tx)], rtol=1e-5, atol=1e-6)


def test_prelu_functional_and_gelu_errors():
    x, tx = both(randn(2, 3, 2))
    w, tw = both(np.array([0.1, 0.2, -0.3], np.float32))
    same_forward_backward(F.prelu(x, w), TF.prelu(tx, tw), [(x, tx), (w, tw)])
    with pytest.raises(st.InvalidArgumentError, match="none or tanh"):
        F.gelu(x, approximate="fast")
    with pytest.raises(st.ShapeError, match="one per channel"):
        F.prelu(x, st.ones(2))
    with pytest.raises(st.ShapeError, match="even"):
        F.glu(x, 1)
    with pytest.raises(st.InvalidArgumentError, match="greater than max_val"):
        F.hardtanh(x, 1.0, -1.0)
    with pytest.raises(st.InvalidArgumentError, match="not be 0"):
        F.celu(x, 0.0)
    with pytest.raises(st.DtypeError, match="silu does not support int64"):
        F.silu(st.tensor([1, 2]))
    with pytest.raises(TypeError, match="must be Tensor"):
        F.prelu(x, [0.25])


def test_activations_keep_integers_as_torch():
    x = st.tensor([-3, 0, 4, 9])
    assert_same(F.relu6(x), TF.relu6(torch.tensor([-3, 0, 4, 9])))
    assert_same(F.hardtanh(x, -2.5, 3.7), TF.hardtanh(torch.tensor([-3, 0, 4, 9]), -2.5, 3.7))
    assert_same(F.softsign(x), TF.softsign(torch.tensor([-3, 0, 4, 9])))


# -- losses --------------------------------------------------------------------------------------------------
REDUCTIONS = ["mean", "sum", "none"]


def _pair_losses():
    x, y = randn(4, 3), randn(4, 3)
    p = RNG.uniform(0.05, 0.95, (4, 3)).astype(np.float32)
    log_p = np.log(p / p.sum(1, keepdims=True))
    signs = RNG.choice([-1.0, 1.0], (4, 3)).astype(np.float32)
    return [
        ("L1Loss", {}, x, y, True), ("SmoothL1Loss", {}, x, y, True), ("SmoothL1Loss", {"beta": 0.5}, x, y, True),
        ("HuberLoss", {}, x, y, True), ("HuberLoss", {"delta": 2.0}, x, y, True),
        ("SoftMarginLoss", {}, x, signs, False), ("BCEWithLogitsLoss", {}, x, p, True),
        ("KLDivLoss", {}, log_p, p, True), ("KLDivLoss", {"log_target": True}, log_p, np.log(p), True),
    ]


@pytest.mark.filterwarnings("ignore:reduction. 'mean' divides")   # torch's KLDivLoss announcing "batchmean"
@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("case", range(9))
def test_pair_loss_modules_match_torch(case, reduction):
    name, kwargs, inputs, target, target_grad = _pair_losses()[case]
    ours, theirs = getattr(nn, name)(reduction=reduction, **kwargs), getattr(torch.nn, name)(reduction=reduction,
                                                                                               **kwargs)
    x, tx = both(inputs)
    t, tt = both(target, grad=target_grad)
    pairs = [(x, tx), (t, tt)] if target_grad else [(x, tx)]
    same_forward_backward(ours(x, t), theirs(tx, tt), pairs, rtol=1e-5, atol=1e-6)


def test_kl_div_batchmean_and_functionals():
    log_p = np.log(RNG.dirichlet(np.ones(5), 3)).astype(np.float32)
    target = RNG.dirichlet(np.ones(5), 3).astype(np.float32)
    x, tx = both(log_p)
    same_forward_backward(F.kl_div(x, st.tensor(target), reduction="batchmean"),
                          TF.kl_div(tx, torch.tensor(target), reduction="batchmean"), [(x, tx)])
    assert_same(nn.KLDivLoss(reduction="batchmean")(st.tensor(log_p), st.tensor(target)),
                torch.nn.KLDivLoss(reduction="batchmean")(torch.tensor(log_p), torch.tensor(target)))
    a, b = randn(5), randn(5)
    assert_same(F.smooth_l1_loss(st.tensor(a), st.tensor(b), beta=0.0),
                TF.smooth_l1_loss(torch.tensor(a), torch.tensor(b), beta=0.0))
    assert_same(F.huber_loss(st.tensor(a), st.tensor(b), reduction="sum", delta=0.3),
                TF.huber_loss(torch.tensor(a), torch.tensor(b), reduction="sum", delta=0.3))


@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_bce_with_logits_weights_are_buffers(reduction):
    weight, pos_weight = RNG.uniform(0.5, 2, 3).astype(np.float32), RNG.uniform(0.5, 3, 3).astype(np.float32)
    ours = nn.BCEWithLogitsLoss(st.tensor(weight), reduction=reduction, pos_weight=st.tensor(pos_weight))
    theirs = torch.nn.BCEWithLogitsLoss(torch.tensor(weight), reduction=reduction, pos_weight=torch.tensor(pos_weight))
    assert list(ours.state_dict()) == list(theirs.state_dict()) == ["weight", "pos_weight"]
    x, tx = both(randn(4, 3))
    p = RNG.uniform(0, 1, (4, 3)).astype(np.float32)
    t, tt = both(p)
    same_forward_backward(ours(x, t), theirs(tx, tt), [(x, tx), (t, tt)], rtol=1e-5, atol=1e-6)
    assert_same(F.binary_cross_entropy_with_logits(st.tensor(p), st.tensor(p), pos_weight=st.tensor(pos_weight)),
                TF.binary_cross_entropy_with_logits(torch.tensor(p), torch.tensor(p),
                                                    pos_weight=torch.tensor(pos_weight)))


@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_classification_losses_with_pytorch_options(reduction):
    logits, target = randn(6, 4), RNG.integers(0, 4, 6)
    target[:2] = 3
    weight = RNG.uniform(0.5, 2, 4).astype(np.float32)
    cases = [({}, {}), ({"weight": weight}, {}), ({"ignore_index": 3}, {}),
             ({"weight": weight, "ignore_index": 3, "label_smoothing": 0.2}, {}), ({"label_smoothing": 0.1}, {})]
    for options, _ in cases:
        ours_opts = {k: st.tensor(v) if isinstance(v, np.ndarray) else v for k, v in options.items()}
        theirs_opts = {k: torch.tensor(v) if isinstance(v, np.ndarray) else v for k, v in options.items()}
        x, tx = both(logits)
        ours = nn.CrossEntropyLoss(reduction=reduction, **ours_opts)
        theirs = torch.nn.CrossEntropyLoss(reduction=reduction, **theirs_opts)
        assert list(ours.state_dict()) == list(theirs.state_dict())
        same_forward_backward(ours(x, st.tensor(target)), theirs(tx, torch.tensor(target)), [(x, tx)],
                              rtol=1e-5, atol=1e-6)
        if "label_smoothing" in options:
            continue
        log_p = np.log(np.exp(logits) / np.exp(logits).sum(1, keepdims=True)).astype(np.float32)
        x, tx = both(log_p)
        same_forward_backward(nn.NLLLoss(reduction=reduction, **ours_opts)(x, st.tensor(target)),
                              torch.nn.NLLLoss(reduction=reduction, **theirs_opts)(tx, torch.tensor(target)),
                              [(x, tx)], rtol=1e-5, atol=1e-6)


def test_cross_entropy_with_class_probabilities():
    logits, probs = randn(5, 3), RNG.dirichlet(np.ones(3), 5).astype(np.float32)
    x, tx = both(logits)
    t, tt = both(probs)
    same_forward_backward(F.cross_entropy(x, t, label_smoothing=0.1), TF.cross_entropy(tx, tt, label_smoothing=0.1),
                          [(x, tx), (t, tt)], rtol=1e-5, atol=1e-6)
    with pytest.raises(st.InvalidArgumentError, match="ignore_index"):
        F.cross_entropy(x, t, ignore_index=1)


@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_margin_loss_modules_match_torch(reduction):
    a, b, signs = randn(5), randn(5), RNG.choice([-1.0, 1.0], 5).astype(np.float32)
    x1, tx1 = both(a)
    x2, tx2 = both(b)
    same_forward_backward(nn.MarginRankingLoss(0.3, reduction=reduction)(x1, x2, st.tensor(signs)),
                          torch.nn.MarginRankingLoss(0.3, reduction=reduction)(tx1, tx2, torch.tensor(signs)),
                          [(x1, tx1), (x2, tx2)], rtol=1e-5, atol=1e-6)
    x1, tx1 = both(randn(5, 3))
    x2, tx2 = both(randn(5, 3))
    same_forward_backward(nn.CosineEmbeddingLoss(0.2, reduction=reduction)(x1, x2, st.tensor(signs)),
                          torch.nn.CosineEmbeddingLoss(0.2, reduction=reduction)(tx1, tx2, torch.tensor(signs)),
                          [(x1, tx1), (x2, tx2)], rtol=1e-5, atol=1e-6)
    anchor, positive, negative = (both(randn(5, 3)) for _ in range(3))
    ours = nn.TripletMarginLoss(margin=2.0, p=1.0, swap=True, reduction=reduction)
    theirs = torch.nn.TripletMarginLoss(margin=2.0, p=1.0, swap=True, reduction=reduction)
    same_forward_backward(ours(anchor[0], positive[0], negative[0]), theirs(anchor[1], positive[1], negative[1]),
                          [anchor, positive, negative], rtol=1e-5, atol=1e-6)


def test_one_hot_and_cosine_similarity():
    indices = np.array([[0, 3], [2, 1]])
    assert_same(F.one_hot(st.tensor(indices)), TF.one_hot(torch.tensor(indices)))
    assert_same(F.one_hot(st.tensor(indices), num_classes=6), TF.one_hot(torch.tensor(indices), num_classes=6))
    with pytest.raises(st.InvalidArgumentError, match="smaller than num_classes"):
        F.one_hot(st.tensor(indices), 3)
    with pytest.raises(st.DtypeError):
        F.one_hot(st.tensor([0.0, 1.0]))
    x1, tx1 = both(randn(4, 3))
    x2, tx2 = both(randn(1, 3))
    same_forward_backward(F.cosine_similarity(x1, x2), TF.cosine_similarity(tx1, tx2), [(x1, tx1), (x2, tx2)],
                          rtol=1e-5, atol=1e-6)


def test_loss_argument_errors():
    x = st.randn(3, 2)
    with pytest.raises(st.ShapeError, match="differ"):
        F.l1_loss(x, st.randn(2))
    with pytest.raises(st.DtypeError, match="floating"):
        F.l1_loss(st.tensor([1, 2]), st.tensor([0, 1]))
    with pytest.raises(st.InvalidArgumentError, match="beta"):
        F.smooth_l1_loss(x, x, beta=-1.0)
    with pytest.raises(st.InvalidArgumentError, match="delta"):
        nn.HuberLoss(delta=0.0)(x, x)
    with pytest.raises(st.InvalidArgumentError, match="label_smoothing"):
        F.cross_entropy(x, st.tensor([0, 1, 1]), label_smoothing=1.5)
    with pytest.raises(st.InvalidArgumentError, match="margin"):
        F.triplet_margin_loss(x, x, x, margin=0.0)
    with pytest.raises(st.ShapeError, match="broadcast"):
        F.binary_cross_entropy_with_logits(x, x, weight=st.ones(3))
    with pytest.raises(st.InvalidArgumentError, match="reduction"):
        nn.L1Loss(reduction="avg")(x, x)
    with pytest.raises(TypeError, match="must be Tensor"):
        F.margin_ranking_loss(x, x, [1.0, -1.0])


# -- containers ---------------------------------------------------------------------------------------------

def test_module_list_like_torch():
    ours = nn.ModuleList([nn.Linear(2, 3), nn.ReLU()])
    theirs = torch.nn.ModuleList([torch.nn.Linear(2, 3), torch.nn.ReLU()])
    for model in (ours, theirs):
        model.insert(1, type(model[1])())   # ReLU, before position 1
        model.append(type(model[0])(3, 1))
        model += [type(model[1])()]
        model[0] = type(model[-2])(2, 4)
        del model[1]
        popped = model.pop(0)
        assert isinstance(popped, (nn.Linear, torch.nn.Linear))
    assert repr(ours) == repr(theirs)
    assert [n for n, _ in ours.named_parameters()] == [n for n, _ in theirs.named_parameters()] == \
        ["1.weight", "1.bias"]
    assert list(ours.state_dict()) == list(theirs.state_dict())
    assert isinstance(ours[1:], nn.ModuleList) and len(ours + ours) == 2 * len(ours)
    with pytest.raises(TypeError, match="iterable"):
        ours.extend(5)
    with pytest.raises(IndexError):
        ours[7]


def test_module_dict_like_torch():
    ours = nn.ModuleDict({"conv": nn.Linear(2, 2), "act": nn.ReLU()})
    theirs = torch.nn.ModuleDict({"conv": torch.nn.Linear(2, 2), "act": torch.nn.ReLU()})
    for model, linear in ((ours, nn.Linear), (theirs, torch.nn.Linear)):
        model["head"] = linear(2, 1)
        model.update([("extra", linear(1, 1))])
        del model["act"]
        assert "conv" in model and "act" not in model and len(model) == 3
        assert isinstance(model.pop("extra"), linear)
    assert repr(ours) == repr(theirs)
    assert list(ours.keys()) == list(theirs.keys()) == ["conv", "head"]
    assert [n for n, _ in ours.named_parameters()] == [n for n, _ in theirs.named_parameters()]
    assert [k for k, _ in ours.items()] == list(ours) and list(ours.values())[0] is ours["conv"]
    with pytest.raises(ValueError, match="2 is required"):
        nn.ModuleDict([("a", nn.ReLU(), 3)])
    with pytest.raises(TypeError):
        nn.ModuleDict({"a": 5})
    with pytest.raises(KeyError):
        ours["missing"]
    ours.clear()
    assert len(ours) == 0 and list(ours.parameters()) == []


def test_parameter_list_like_torch():
    values = [randn(3), randn(2, 2)]
    # PyTorch's parameters where ours are: the line of a GPU parameter names its device
    ours = nn.ParameterList([st.tensor(v) for v in values])
    theirs = torch.nn.ParameterList([torch.tensor(v, device=TORCH_DEVICE) for v in values])
    ours.append(nn.Parameter(st.zeros(1)))
    theirs.append(torch.nn.Parameter(torch.zeros(1, device=TORCH_DEVICE)))
    assert all(isinstance(p, nn.Parameter) and p.requires_grad for p in ours)   # tensors become Parameters
    assert repr(ours) == repr(theirs)
    assert [n for n, _ in ours.named_parameters()] == [n for n, _ in theirs.named_parameters()] == ["0", "1", "2"]
    assert isinstance(ours[1:], nn.ParameterList) and len(ours[1:]) == 2 and ours[-1] is ours[2]
    ours[0] = st.ones(3)
    assert np.array_equal(ours[0].numpy(), np.ones(3)) and isinstance(ours[0], nn.Parameter)
    ours.to(dtype=st.float64)
    assert all(p.dtype == st.float64 for p in ours.parameters())


def test_parameter_dict_like_torch():
    # PyTorch's parameters where ours are: the line of a GPU parameter names its device (and torch.cuda's type)
    ours = nn.ParameterDict({"w": st.ones(2), "b": st.zeros(1)})
    theirs = torch.nn.ParameterDict({"w": torch.ones(2, device=TORCH_DEVICE), "b": torch.zeros(1, device=TORCH_DEVICE)})
    for model, tensor in ((ours, st.ones), (theirs, lambda n: torch.ones(n, device=TORCH_DEVICE))):
        model["scale"] = tensor(1)
        model.update(OrderedDict([("z", tensor(3)), ("a", tensor(4))]))
        del model["w"]
        assert model.pop("z").shape[0] == 3
        assert model.setdefault("b") is model["b"] and model.get("missing", 7) == 7
    assert repr(ours) == repr(theirs)
    assert list(ours.keys()) == list(theirs.keys()) == ["b", "scale", "a"]   # a plain dict is added sorted
    assert list(ours.state_dict()) == list(theirs.state_dict())
    assert [n for n, _ in ours.named_parameters()] == [n for n, _ in theirs.named_parameters()]
    with pytest.raises(TypeError, match="strings"):
        ours[3] = st.ones(1)


def test_containers_inside_a_model_train_like_torch():
    """A model keeping its layers in a ModuleDict and a ParameterList: same state_dict keys as PyTorch's, and an
    SGD step that moves the same parameters by the same amounts."""
    def build(lib):
        class Model(lib.nn.Module):
            def __init__(self):
                super().__init__()
                self.blocks = lib.nn.ModuleDict({"a": lib.nn.Linear(3, 4), "b": lib.nn.Linear(4, 2)})
                self.scales = lib.nn.ParameterList([lib.nn.Parameter(lib.ones(4)), lib.nn.Parameter(lib.ones(2))])
                self.act = lib.nn.PReLU()

            def forward(self, x):
                x = self.act(self.blocks["a"](x) * self.scales[0])
                return self.blocks["b"](x) * self.scales[1]
        return Model()

    ours, theirs = build(st), build(torch)
    theirs.load_state_dict({k: torch.from_numpy(v.numpy()) for k, v in ours.state_dict().items()})
    assert list(ours.state_dict()) == list(theirs.state_dict())
    data, target = randn(6, 3), randn(6, 2)
    for model, lib in ((ours, st), (theirs, torch)):
        opt = lib.optim.SGD(model.parameters(), lr=0.1)
        loss = lib.nn.functional.smooth_l1_loss(model(lib.tensor(data)), lib.tensor(target))
        loss.backward()
        opt.step()
    for (name, p), (_, tp) in zip(ours.named_parameters(), theirs.named_parameters()):
        torch.testing.assert_close(as_torch(p), tp.detach(), rtol=1e-5, atol=1e-6, msg=name)
