"""nn.Embedding's padding_idx and max_norm (and F.embedding's) against torch.nn: the padding row starts at
zero and gets no gradient, max_norm rescales the used rows in place as PyTorch's embedding_renorm_."""

from __future__ import annotations

import numpy as np
import pytest
import torch

import simple_torch as st

from .conftest import assert_same


@pytest.mark.parametrize("options", [dict(padding_idx=0), dict(padding_idx=-1), dict(max_norm=1.0),
                                     dict(max_norm=0.5, norm_type=1.0, padding_idx=2)])
def test_embedding_options_like_pytorch(options):
    torch.manual_seed(0)
    theirs = torch.nn.Embedding(5, 3, **options)
    ours = st.nn.Embedding(5, 3, **options)
    assert ours.padding_idx == theirs.padding_idx
    if "padding_idx" in options:
        assert ours.weight[ours.padding_idx].abs().sum().item() == 0.0
    with torch.no_grad():
        theirs.weight.copy_(torch.tensor(np.random.default_rng(1).standard_normal((5, 3)).astype(np.float32)))
    ours.load_state_dict({"weight": st.tensor(theirs.weight.detach().numpy())})
    idx = [[0, 2, 4], [4, 1, 2]]
    out, t_out = ours(st.tensor(idx)), theirs(torch.tensor(idx))
    assert_same(out, t_out, rtol=1e-5, atol=1e-6)
    assert_same(ours.weight, theirs.weight, rtol=1e-5, atol=1e-6)   # max_norm rescaled the same rows
    (out * out).sum().backward()
    (t_out * t_out).sum().backward()
    assert_same(ours.weight.grad, theirs.weight.grad, rtol=1e-5, atol=1e-6)


def test_embedding_option_errors():
    with pytest.raises(AssertionError, match="Padding_idx"):
        st.nn.Embedding(3, 2, padding_idx=3)
    with pytest.raises(st.InvalidArgumentError, match="max_norm"):
        st.nn.functional.embedding(st.tensor([0]), st.ones(3, 2), max_norm=-1.0)
    with pytest.raises(st.UnsupportedError):
        st.nn.Embedding(3, 2, sparse=True)
