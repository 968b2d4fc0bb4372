"""Names older and newer PyTorch scripts use beside the tensor operations: the legacy tensor types
(torch.FloatTensor, x.type(...)), torch.Size, torch.normal, torch.broadcast_shapes, NumPy's axis= and
keepdims= spellings, and the grad_fn= of a tensor's repr. The plain cases are compared with PyTorch in
test_api_coverage.py; these are the edges."""

from __future__ import annotations

import numpy as np
import pytest
import torch

import simple_torch as st

from .conftest import DEVICE, TORCH_DEVICE, on_torch_device


def test_legacy_types_make_check_and_convert():
    x = st.DoubleTensor(2, 3)
    assert x.dtype is st.float64 and x.shape == (2, 3)
    assert isinstance(x, st.DoubleTensor) and not isinstance(x, st.FloatTensor)
    assert not isinstance(x, st.cuda.DoubleTensor)   # a CPU tensor
    assert st.LongTensor([2**40 + 1]).tolist() == [2**40 + 1]   # not through float32
    assert st.FloatTensor().shape == (0,)
    same = st.FloatTensor(st.ones(2, device="cpu"))   # the types without .cuda are the CPU's
    assert same.dtype is st.float32
    with pytest.raises(TypeError, match="expected torch.LongTensor \\(got torch.FloatTensor\\)"):
        st.LongTensor(st.ones(2, device="cpu"))
    with pytest.raises(TypeError, match="Tensor\\(\\) takes data"):
        st.FloatTensor("a", 2)
    assert x.type(st.float64) is x and x.type(st.DoubleTensor) is x   # nothing changes: self, as to()
    assert repr(st.FloatTensor) == "<class 'torch.FloatTensor'>" == repr(torch.FloatTensor)
    named = "torch.BoolTensor" if DEVICE.type == "cpu" else "torch.cuda.BoolTensor"   # the default device's type
    assert st.ones(2, dtype=st.bool).type() == named == torch.ones(2, dtype=torch.bool, device=TORCH_DEVICE).type()


def test_size_is_a_tuple_that_prints_as_pytorchs():
    shape = st.zeros(2, 3, 4).shape
    assert isinstance(shape, tuple) and shape == (2, 3, 4) and isinstance(shape, st.Size)
    assert repr(shape[1:]) == "torch.Size([3, 4])" and shape[0] == 2
    assert shape.numel() == 24 and st.Size([]).numel() == 1
    assert repr(shape + (5,)) == "torch.Size([2, 3, 4, 5])" and repr((1,) + shape) == "torch.Size([1, 2, 3, 4])"
    assert st.zeros(2, 3).size() == torch.zeros(2, 3).size()
    with pytest.raises(st.ShapeError, match="broadcast"):
        st.broadcast_shapes((2, 3), (4,))


def test_normal_draws_what_pytorch_draws_on_its_backend():
    if st.get_backend() != "torch":   # the NumPy backend's generator is its own: shapes and spread only
        st.manual_seed(0)
        draws = st.normal(st.full((4000,), 3.0), 2.0)
        assert draws.shape == (4000,) and abs(draws.mean().item() - 3.0) < 0.2 and abs(draws.std().item() - 2.0) < 0.2
        return
    # PyTorch draws where ours does (its generator there): torch.normal of two numbers is told the device
    for call in (lambda m: m.normal(m.ones(3, 2) * 2, 1), lambda m: m.normal(0.5, m.full((5,), 2.0)),
                 lambda m: m.normal(m.zeros(3), m.ones(2, 1) * 3),
                 lambda m: m.normal(1.0, 2.0, size=(2, 2), device=None if m is st else TORCH_DEVICE)):
        st.manual_seed(7)
        ours = call(st)
        torch.manual_seed(7)
        with on_torch_device():
            theirs = call(torch)
        np.testing.assert_allclose(ours.numpy(), theirs.cpu().numpy(), rtol=1e-6, atol=1e-6)


def test_normal_gradients_and_errors():
    mean = st.zeros(3, requires_grad=True)
    std = st.ones(3, requires_grad=True)
    draws = st.normal(mean, std)
    draws.sum().backward()
    np.testing.assert_allclose(mean.grad.numpy(), [1, 1, 1])
    np.testing.assert_allclose(std.grad.numpy(), draws.detach().numpy(), rtol=1e-6)   # (x - mean) / std
    with pytest.raises(st.InvalidArgumentError, match="std >= 0"):
        st.normal(0.0, st.tensor([1.0, -1.0]))
    with pytest.raises(TypeError, match="needs a size"):
        st.normal(0.0, 1.0)
    with pytest.raises(TypeError, match="only with a number mean and std"):
        st.normal(st.zeros(2), 1.0, (2,))
    assert st.normal(0.0, 1.0, (2,), requires_grad=True).requires_grad


def test_numpy_spellings_of_dim_and_keepdim():
    x = st.arange(6.0).reshape(2, 3)
    assert x.sum(axis=1, keepdims=True).shape == (2, 1)
    assert st.amax(x, axis=0).tolist() == [3.0, 4.0, 5.0]
    assert st.linalg.vector_norm(x, axis=1).shape == (2,)
    with pytest.raises(TypeError, match="both 'dim' and its alias 'axis'"):
        x.sum(dim=0, axis=1)


def test_repr_names_the_backward_node_of_a_computed_tensor():
    leaf = st.ones(2, requires_grad=True)
    assert repr(leaf).endswith("requires_grad=True)")
    assert repr(leaf * 2).endswith("grad_fn=<GradFn>)")
    assert "grad_fn" not in repr((leaf * 2).detach())
