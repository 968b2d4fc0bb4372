"""Module forward hooks (pre and post, with kwargs, prepend, always_call, removal), get_submodule and
get_parameter, against torch.nn's behaviour on the same model."""

from __future__ import annotations

import pytest
import torch

import simple_torch as st

from .conftest import assert_same


def _models():
    """The same small MLP in both libraries (ours takes PyTorch's initial weights)."""
    theirs = torch.nn.Sequential(torch.nn.Linear(3, 4), torch.nn.ReLU(), torch.nn.Linear(4, 2))
    ours = st.nn.Sequential(st.nn.Linear(3, 4), st.nn.ReLU(), st.nn.Linear(4, 2))
    with st.no_grad():
        for (_, a), (_, b) in zip(ours.named_parameters(), theirs.named_parameters()):
            a.copy_(st.tensor(b.detach().numpy()))
    return ours, theirs


def test_forward_hooks_see_and_replace_what_pytorch_hooks_do():
    results = []
    for m, model in zip((st, torch), _models()):
        seen = []
        first = model[0].register_forward_pre_hook(lambda mod, args: (args[0] * 2,))
        second = model[0].register_forward_hook(lambda mod, args, out: seen.append(tuple(out.shape)))
        model[2].register_forward_hook(lambda mod, args, out: out + 1)
        model[2].register_forward_hook(lambda mod, args, out: seen.append("prepended"), prepend=True)
        x = m.ones(5, 3)
        out1 = model(x)
        first.remove()
        with second:
            out2 = model(x)
        out3 = model(x)
        results.append((out1, out2, out3, seen))
    ours, theirs = results
    for a, b in zip(ours[:3], theirs[:3]):
        assert_same(a, b, rtol=1e-5, atol=1e-6)
    assert ours[3] == theirs[3]


def test_hooks_with_kwargs_and_always_call():
    calls = []
    for m in (st, torch):
        layer = m.nn.Linear(2, 2)

        def pre(mod, args, kwargs):
            calls.append((m.__name__, "pre", len(args), sorted(kwargs)))
            return args, kwargs

        def post(mod, args, kwargs, out):
            calls.append((m.__name__, "post", out is None))

        layer.register_forward_pre_hook(pre, with_kwargs=True)
        layer.register_forward_hook(post, with_kwargs=True, always_call=True)
        layer(m.ones(1, 2))
        with pytest.raises(Exception):
            layer(m.ones(1, 3))   # a shape error: the always_call hook still runs, with None
    ours = [c[1:] for c in calls if c[0] == "simple_torch"]
    theirs = [c[1:] for c in calls if c[0] == "torch"]
    assert ours == theirs


def test_get_submodule_and_parameter():
    model, _ = _models()
    assert model.get_submodule("2") is model[2] and model.get_submodule("") is model
    assert model.get_parameter("0.weight") is model[0].weight
    with pytest.raises(AttributeError):
        model.get_submodule("5")
    with pytest.raises(AttributeError):
        model.get_parameter("0.nothing")
    assert model.bfloat16()[0].weight.dtype == st.bfloat16
