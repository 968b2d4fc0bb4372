"""Names from older PyTorch code: the legacy constructor torch.Tensor(...) works as in PyTorch."""

from __future__ import annotations

import numpy as np
import pytest
import torch

import simple_torch as st

from .conftest import assert_same


@pytest.mark.parametrize("args", [([1, 2, 3],), ([[1.5, 2.5], [3.0, 4.0]],), ([True, False],), ((2, 3),),
                                  (np.array([1.5, 2.5]),), (np.array([1, 2], dtype=np.int64),), ([],)],
                         ids=["ints", "floats-2d", "bools", "tuple-is-data", "float64-array", "int64-array", "empty"])
def test_data_gives_a_float32_copy(args):
    assert_same(st.Tensor(*args), torch.Tensor(*args))


@pytest.mark.parametrize("sizes", [(), (3,), (2, 3), (0, 4), (1, 2, 3)])
def test_sizes_give_an_uninitialized_float32_tensor(sizes):
    made, theirs = st.Tensor(*sizes), torch.Tensor(*sizes)
    assert made.shape == tuple(theirs.shape) and made.dtype is st.float32
    assert not made.requires_grad and made.is_leaf


def test_a_tensor_gives_a_new_name_for_the_same_values():
    t = st.tensor([1.0, 2.0], dtype=st.float64)
    alias = st.Tensor(t)
    assert alias is not t and alias.dtype is st.float64
    alias.add_(1)
    assert t.tolist() == [2.0, 3.0]


def test_device_argument():
    assert st.Tensor(2, 3, device="cpu").device == st.device("cpu")
    assert st.Tensor([1.0], device="cpu").tolist() == [1.0]


@pytest.mark.parametrize("args, error", [(("text",), TypeError), ((2.5,), TypeError), (([1], [2]), TypeError),
                                         ((None,), TypeError), ((-1,), st.InvalidArgumentError),
                                         (([[1], [2, 3]],), st.InvalidArgumentError)])
def test_bad_arguments(args, error):
    with pytest.raises(error):
        st.Tensor(*args)


def test_isinstance_and_subclasses_still_work():
    assert isinstance(st.zeros(2), st.Tensor)
    p = st.nn.Parameter(st.Tensor(3, 2))
    assert isinstance(p, st.Tensor) and p.requires_grad and p.shape == (3, 2)
    st.nn.init.zeros_(p)
    assert p.sum().item() == 0


def test_a_model_written_with_the_legacy_constructor_trains():
    """The pattern of older tutorials: parameters made with Tensor(sizes), then initialised."""
    class Affine(st.nn.Module):
        def __init__(self):
            super().__init__()
            self.weight = st.nn.Parameter(st.Tensor(1, 2))
            self.bias = st.nn.Parameter(st.Tensor(1))
            st.nn.init.zeros_(self.weight)
            st.nn.init.zeros_(self.bias)

        def forward(self, x):
            return x @ self.weight.t() + self.bias

    model = Affine()
    x = st.Tensor([[1.0, 2.0], [3.0, 1.0], [0.0, 1.0]])
    y = st.Tensor([[5.0], [5.0], [2.0]])   # y = x . (1, 2)
    opt = st.optim.SGD(model.parameters(), lr=0.1)
    for _ in range(300):
        opt.zero_grad()
        loss = ((model(x) - y) ** 2).mean()
        loss.backward()
        opt.step()
    assert loss.item() < 1e-3
