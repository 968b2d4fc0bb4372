"""Tier 3's norm with any p (0, 1, 2, 3.5, inf, -inf, "fro") over all elements or along dims, against PyTorch,
values and gradients. Run once per backend (SIMPLE_TORCH_BACKEND)."""

from __future__ import annotations

import math

import pytest
import torch

import simple_torch as st

from .conftest import assert_same

# no ties in |x| and no zeros where gradients are compared: inf-norms and 0 < p < 1 have no unique gradient there
VALUES = [[0.5, -1.25, 2.0, 0.75], [3.5, -0.25, 1.5, -2.75]]


def both(values, requires_grad: bool = False):
    return (st.tensor(values, requires_grad=requires_grad),
            torch.tensor(values, dtype=torch.float32, requires_grad=requires_grad))


@pytest.mark.parametrize("p", [0, 1, 2, 3.5, 0.5, math.inf, -math.inf, "fro", None])
@pytest.mark.parametrize("dim, keepdim", [(None, False), (1, False), (-2, True), ((0, 1), False), ([1, 0], True)])
def test_norm_values_and_gradients_like_pytorch(p, dim, keepdim):
    (x, tx) = both(VALUES, requires_grad=True)
    ours, theirs = x.norm(p, dim, keepdim), tx.norm(p, dim, keepdim)
    assert_same(ours, theirs)
    assert_same(st.norm(x, p, dim, keepdim), torch.norm(tx, p, dim, keepdim))
    if p != 0:   # the 0-"norm" counts non-zeros: no gradient in PyTorch either
        ours.sum().backward()
        theirs.sum().backward()
        assert_same(x.grad, tx.grad)


def test_norm_keywords_and_the_default():
    x, tx = both(VALUES)
    assert_same(x.norm(), tx.norm())
    assert_same(x.norm(p=1, dim=1), tx.norm(p=1, dim=1))
    assert_same(st.norm(x, float("inf")), torch.norm(tx, float("inf")))
    assert_same(x.norm(dim=0, keepdim=True), tx.norm(dim=0, keepdim=True))


def test_norm_refusals():
    x, _ = both(VALUES)
    with pytest.raises(st.UnsupportedError, match="matrix_norm"):
        x.norm("nuc")
    with pytest.raises(st.DtypeError):
        st.tensor([[1, 2], [3, 4]]).norm(1)
    with pytest.raises(st.InvalidArgumentError):
        x.norm(1, dim=2)


@pytest.mark.parametrize("dim", [None, 0, -1, (0, 1), [1]])
@pytest.mark.parametrize("values", [[[0.0, -1.5, 2.0], [0.0, 0.0, 3.25]], [[0, 3, -2], [5, 0, 0]],
                                    [[True, False, True], [False, False, True]]])
def test_count_nonzero_like_pytorch(values, dim):
    x, tx = st.tensor(values), torch.tensor(values)
    assert_same(x.count_nonzero(dim), tx.count_nonzero(dim))
    assert_same(st.count_nonzero(x, dim=dim), torch.count_nonzero(tx, dim=dim))


def test_count_nonzero_of_a_bad_dim():
    with pytest.raises(st.InvalidArgumentError):
        st.count_nonzero(st.tensor([1.0, 0.0]), 1)
