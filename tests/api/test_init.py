"""st.nn.init against torch.nn.init. On the PyTorch backend the random initialisers give torch's own values after the
same seed (they make the same draws in the same order: equal to float rounding); on NumPy, whose stream differs,
the laws are checked: orthogonality, bounds, zeros per column, the std. The deterministic ones (eye_, dirac_,
calculate_gain) and every error are compared with PyTorch on both. Run once per backend (SIMPLE_TORCH_BACKEND)."""

from __future__ import annotations

import math
import warnings

import pytest
import torch

import simple_torch as st

from .conftest import as_torch

ON_TORCH = st.backend() == "torch"
SEED = 1234

# (name, arguments after the tensor, shape)
RANDOM = [
    ("xavier_uniform_", (1.5,), (30, 20)),
    ("xavier_normal_", (), (8, 4, 3, 3)),
    ("kaiming_uniform_", (0.2, "fan_out", "leaky_relu"), (30, 20)),
    ("kaiming_normal_", (0, "fan_in", "relu"), (16, 8, 3)),
    ("orthogonal_", (2.0,), (12, 30)),
    ("orthogonal_", (), (20, 3, 2)),
    ("trunc_normal_", (0.5, 2.0, -1.0, 3.0), (40, 30)),   # most of the law inside: normal samples redrawn
    ("trunc_normal_", (0.0, 1.0, 2.0, 3.0), (40, 30)),    # a tail: uniform samples accepted by density
    ("sparse_", (0.3,), (20, 15)),
]


def _initialised(module, name: str, arguments: tuple, shape: tuple[int, ...], **options):
    """A Parameter of shape initialised by module.nn.init.<name>, after seeding module's generator."""
    module.manual_seed(SEED)
    weight = module.nn.Parameter(module.empty(*shape))
    out = getattr(module.nn.init, name)(weight, *arguments, **options)
    assert out is weight and weight.requires_grad
    return weight


@pytest.mark.parametrize("name, arguments, shape", RANDOM)
def test_random_initialisers(name, arguments, shape):
    ours = _initialised(st, name, arguments, shape)
    if ON_TORCH:
        theirs = _initialised(torch, name, arguments, shape)
        torch.testing.assert_close(as_torch(ours), theirs.detach(), rtol=1e-6, atol=1e-6)
    values = as_torch(ours)
    rows = shape[0]
    flat = values.reshape(rows, -1)
    if name == "orthogonal_":
        gain = arguments[0] if arguments else 1.0
        small = min(flat.shape)
        gram = flat @ flat.T if rows <= flat.shape[1] else flat.T @ flat
        torch.testing.assert_close(gram / gain ** 2, torch.eye(small), rtol=0, atol=1e-5)
    elif name == "trunc_normal_":
        mean, std, low, high = arguments
        assert low <= values.min() and values.max() <= high
        law = torch.distributions.Normal(mean, std)
        inside = law.cdf(torch.tensor(high)) - law.cdf(torch.tensor(low))
        expected = mean + std * (law.log_prob(torch.tensor(low)).exp() - law.log_prob(torch.tensor(high)).exp()) \
            * std / inside
        assert abs(values.mean() - expected) < 0.05 * (high - low)
    elif name == "sparse_":
        zeros = math.ceil(arguments[0] * rows)
        assert ((values == 0).sum(0) == zeros).all()
        assert abs(values[values != 0].std() - 0.01) < 0.002
    else:
        fan_in, fan_out = torch.nn.init._calculate_fan_in_and_fan_out(torch.empty(shape))
        if name.startswith("xavier"):
            std = (arguments[0] if arguments else 1.0) * math.sqrt(2.0 / (fan_in + fan_out))
        else:
            a, mode, nonlinearity = arguments
            std = torch.nn.init.calculate_gain(nonlinearity, a) / math.sqrt(fan_in if mode == "fan_in" else fan_out)
        assert abs(values.std().item() / std - 1) < 0.15
        if name.endswith("uniform_"):
            assert values.abs().max() <= math.sqrt(3) * std


def test_a_generator_gives_the_draws_of_a_seed():
    generator = st.Generator().manual_seed(7)
    first = st.nn.init.orthogonal_(st.empty(5, 4), generator=generator).clone()
    generator.manual_seed(7)
    assert st.equal(st.nn.init.orthogonal_(st.empty(5, 4), generator=generator), first)
    if ON_TORCH:
        theirs = torch.nn.init.orthogonal_(torch.empty(5, 4), generator=torch.Generator().manual_seed(7))
        torch.testing.assert_close(as_torch(first), theirs)


@pytest.mark.parametrize("shape, groups", [((6, 2, 3), 1), ((6, 2, 3, 3), 2), ((4, 4, 3, 2, 3), 2), ((2, 5, 3, 3), 1)])
def test_dirac_and_eye_as_pytorch(shape, groups):
    ours, theirs = st.nn.Parameter(st.ones(*shape)), torch.nn.Parameter(torch.ones(shape))
    st.nn.init.dirac_(ours, groups)
    torch.nn.init.dirac_(theirs, groups)
    assert torch.equal(as_torch(ours), theirs.detach())
    for rows, cols in ((3, 5), (4, 4), (5, 2)):
        assert torch.equal(as_torch(st.nn.init.eye_(st.empty(rows, cols, dtype=st.int64))),
                           torch.nn.init.eye_(torch.empty(rows, cols, dtype=torch.int64)))


@pytest.mark.parametrize("nonlinearity", ["linear", "conv1d", "conv2d", "conv3d", "conv_transpose1d",
                                          "conv_transpose2d", "conv_transpose3d", "sigmoid", "tanh", "relu",
                                          "leaky_relu", "selu"])
def test_calculate_gain_of_every_nonlinearity(nonlinearity):
    assert st.nn.init.calculate_gain(nonlinearity) == pytest.approx(torch.nn.init.calculate_gain(nonlinearity))
    assert st.nn.init.calculate_gain(nonlinearity, 0.3) == pytest.approx(
        torch.nn.init.calculate_gain(nonlinearity, 0.3))


def test_fans_as_pytorch():
    for shape in ((3, 4), (8, 2, 3, 5), (2, 7, 4)):
        assert st.nn.init._calculate_fan_in_and_fan_out(st.empty(*shape)) == \
            torch.nn.init._calculate_fan_in_and_fan_out(torch.empty(shape))


@pytest.mark.parametrize("call, match", [
    (lambda m: m.nn.init.calculate_gain("softmax"), "Unsupported nonlinearity softmax"),
    (lambda m: m.nn.init.calculate_gain("leaky_relu", True), "negative_slope True not a valid number"),
    (lambda m: m.nn.init.calculate_gain("leaky_relu", "0.1"), "negative_slope 0.1 not a valid number"),
    (lambda m: m.nn.init._calculate_fan_in_and_fan_out(m.empty(3)), "fewer than 2 dimensions"),
    (lambda m: m.nn.init.xavier_uniform_(m.empty(3)), "fewer than 2 dimensions"),
    (lambda m: m.nn.init.kaiming_normal_(m.empty(3, 2), mode="fan_avg"), "Mode fan_avg not supported"),
    (lambda m: m.nn.init.kaiming_uniform_(m.empty(3, 2), nonlinearity="swish"), "Unsupported nonlinearity swish"),
    (lambda m: m.nn.init.orthogonal_(m.empty(3)), "Only tensors with 2 or more dimensions are supported"),
    (lambda m: m.nn.init.sparse_(m.empty(3, 2, 2), 0.1), "Only tensors with 2 dimensions are supported"),
    (lambda m: m.nn.init.eye_(m.empty(3)), "Only tensors with 2 dimensions are supported"),
    (lambda m: m.nn.init.dirac_(m.empty(3, 3)), "Only tensors with 3, 4, or 5 dimensions are supported"),
    (lambda m: m.nn.init.dirac_(m.empty(3, 3, 3), 2), "dim 0 must be divisible by groups"),
])
def test_errors_as_pytorch(call, match):
    for module in (st, torch):
        with pytest.raises(ValueError, match=match):
            call(module)


def test_errors_of_the_c_functions_only():
    """What PyTorch leaves to a later failure (or accepts) is refused up front, with the codes of the ABI."""
    with pytest.raises(st.DtypeError, match="floating"):
        st.nn.init.xavier_normal_(st.empty(3, 3, dtype=st.int64))
    with pytest.raises(st.InvalidArgumentError, match="std > 0"):
        st.nn.init.trunc_normal_(st.empty(3, 3), std=0.0)
    with pytest.raises(st.InvalidArgumentError, match=r"sparsity must be in \[0, 1\]"):
        st.nn.init.sparse_(st.empty(3, 3), 1.5)
    with pytest.raises(st.DtypeError, match="QR"):
        st.nn.init.orthogonal_(st.empty(3, 3, dtype=st.float16))
    # PyTorch's rejection sampler would loop on and on: bounds 10**20 std wide, out in a tail
    with pytest.raises(st.InvalidArgumentError, match="would not end"):
        st.nn.init.trunc_normal_(st.empty(3), mean=-1.0, a=0.0, b=1e20)


def test_trunc_normal_far_in_a_tail_in_half_precision():
    """300 std out, a half dtype's squares overflow: the acceptance test runs in float64, so sampling ends."""
    with pytest.warns(UserWarning, match="mean is more than 2 std from"):
        values = as_torch(st.nn.init.trunc_normal_(st.empty(8, dtype=st.float16), a=300.0, b=301.0))
    assert values.dtype == torch.float16 and 300 <= values.min() and values.max() <= 301


def test_warnings_and_deprecated_names_as_pytorch():
    for module in (st, torch):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            empty = module.empty(0, 3)
            assert module.nn.init.kaiming_uniform_(empty) is empty
            module.nn.init.trunc_normal_(module.empty(2, 2), mean=10.0)
            module.nn.init.xavier_uniform(module.empty(2, 2))
            module.nn.init.sparse(module.empty(4, 2), 0.5)
        assert [(w.category, str(w.message)) for w in caught] == [
            (UserWarning, "Initializing zero-element tensors is a no-op"),
            (UserWarning, "mean is more than 2 std from [a, b] in nn.init.trunc_normal_. The distribution of values "
                          "may be incorrect."),
            (FutureWarning, "`nn.init.xavier_uniform` is now deprecated in favor of `nn.init.xavier_uniform_`."),
            (FutureWarning, "`nn.init.sparse` is now deprecated in favor of `nn.init.sparse_`.")], module


def test_initialised_parameters_train():
    """Written as under no_grad: the parameter stays a leaf that gets gradients."""
    weight = st.nn.Parameter(st.empty(4, 3))
    for init in (st.nn.init.orthogonal_, st.nn.init.kaiming_normal_, st.nn.init.eye_, st.nn.init.trunc_normal_):
        init(weight)
        assert weight.is_leaf and weight.grad_fn is None
    (weight * 2).sum().backward()
    assert weight.grad.tolist() == [[2.0] * 3] * 4
