"""Creation functions against PyTorch's, and the seed's Tier 3 names."""

from __future__ import annotations

import array

import numpy as np
import pytest
import torch

import simple_torch as st

from .conftest import assert_same


@pytest.mark.parametrize("data", [[1, 2, 3], [1.0, 2], [[True, False]], [True, 1], 3, 2.5, True, [], [[1, 2], [3, 4]],
                                  [1 + 2j], (1, 2.5)], ids=repr)
def test_tensor_infers_dtypes_like_torch(data):
    assert_same(st.tensor(data), torch.tensor(data), rtol=0, atol=0)


@pytest.mark.parametrize("dtype", ["float64", "int32", "uint8", "bool", "float16", "complex128", "int16", "int8"])
def test_tensor_keeps_numpy_dtypes(dtype):
    data = np.arange(6).reshape(2, 3).astype(dtype)
    assert_same(st.tensor(data), torch.tensor(data), rtol=0, atol=0)
    assert_same(st.from_numpy(data), torch.from_numpy(data), rtol=0, atol=0)
    assert_same(st.as_tensor(data), torch.as_tensor(data), rtol=0, atol=0)


def test_tensor_options():
    t = st.tensor([1, 2], dtype=st.float64, requires_grad=True, device="cpu")
    assert t.dtype is st.float64 and t.requires_grad and t.is_leaf and t.device == st.device("cpu")
    assert_same(st.tensor([1.5, 2.5], dtype=st.int64), torch.tensor([1.5, 2.5], dtype=torch.int64))
    assert_same(st.tensor([1.5, 2.5], dtype=st.bfloat16), torch.tensor([1.5, 2.5], dtype=torch.bfloat16))
    assert_same(st.tensor(np.float64(2.5)), torch.tensor(np.float64(2.5)))
    assert st.tensor([1, 2], dtype="float32").dtype is st.float32


def test_tensor_from_buffers_and_tensors():
    assert st.tensor(array.array("f", [1.0, 2.0])).tolist() == [1.0, 2.0]
    assert st.tensor(array.array("q", [5, 6])).dtype is st.int64
    assert st.tensor(b"\x01\x02").tolist() == [1, 2] and st.tensor(b"\x01").dtype is st.uint8
    source = st.tensor([1.0, 2.0], requires_grad=True)
    copied = st.tensor(source)
    assert copied.tolist() == [1.0, 2.0] and not copied.requires_grad and copied.handle != source.handle
    assert st.as_tensor(source) is source
    assert st.tensor(torch.tensor([3, 4])).tolist() == [3, 4]   # anything with __array__
    with pytest.raises(st.InvalidArgumentError):
        st.tensor([[1, 2], [3]])
    with pytest.raises(st.InvalidArgumentError):
        st.tensor([2**70])
    with pytest.raises(TypeError):
        st.from_numpy([1, 2])


@pytest.mark.parametrize("name", ["zeros", "ones", "empty"])
def test_filled(name):
    ours, theirs = getattr(st, name), getattr(torch, name)
    for args in ((2, 3), ((2, 3),), ([4],), ((),)):
        made = ours(*args)
        assert made.shape == tuple(theirs(*args).shape) and made.dtype is st.float32
        if name != "empty":
            assert_same(made, theirs(*args))
    assert ours(2, dtype=st.int64).dtype is st.int64
    assert ours(2, requires_grad=True).requires_grad and ours(2, requires_grad=True).is_leaf


def test_random():
    st.manual_seed(0)
    first = st.randn(1000)
    st.manual_seed(0)
    assert np.array_equal(first.numpy(), st.randn(1000).numpy())   # the seed repeats the draw
    assert abs(first.numpy().mean()) < 0.15 and abs(first.numpy().std() - 1) < 0.1
    uniform = st.rand(2, 500).numpy()
    assert uniform.shape == (2, 500) and uniform.min() >= 0 and uniform.max() < 1
    assert st.randn(3, dtype=st.float64).dtype is st.float64
    ints = st.randint(3, 7, (1000,))
    assert ints.dtype is st.int64 and set(ints.tolist()) == {3, 4, 5, 6}
    assert set(st.randint(2, (50,)).tolist()) == {0, 1}
    permutation = st.randperm(20)
    assert permutation.dtype is st.int64 and sorted(permutation.tolist()) == list(range(20))


def test_full():
    assert_same(st.full((2, 3), 1.5), torch.full((2, 3), 1.5))
    assert_same(st.full((2,), 7), torch.full((2,), 7))
    assert_same(st.full((2,), True), torch.full((2,), True))
    assert_same(st.full([2], 2**40), torch.full([2], 2**40))   # exact, not through float32
    assert_same(st.full((2,), 3, dtype=st.float64), torch.full((2,), 3, dtype=torch.float64))


@pytest.mark.parametrize("args", [(5,), (2, 7), (1, 10, 3), (0.0, 1.0, 0.25), (-1, 1, 0.5), (5.0,), (3, -3, -1)])
def test_arange_like_torch(args):
    assert_same(st.arange(*args), torch.arange(*args))


def test_linspace_eye_and_dtype_keywords():
    assert_same(st.linspace(0, 1, 5), torch.linspace(0, 1, 5))
    assert_same(st.linspace(-2, 2, 9, dtype=st.float64), torch.linspace(-2, 2, 9, dtype=torch.float64))
    assert_same(st.eye(3), torch.eye(3))
    assert_same(st.eye(2, 4), torch.eye(2, 4))
    assert_same(st.eye(3, dtype=st.int64), torch.eye(3, dtype=torch.int64))
    assert_same(st.arange(4, dtype=st.float32), torch.arange(4, dtype=torch.float32))


def test_like_functions():
    base, tbase = st.tensor([[1, 2]], dtype=st.int32), torch.tensor([[1, 2]], dtype=torch.int32)
    assert_same(st.zeros_like(base), torch.zeros_like(tbase))
    assert_same(st.ones_like(base, dtype=st.float64), torch.ones_like(tbase, dtype=torch.float64))
    assert_same(st.full_like(base, 9), torch.full_like(tbase, 9))
    assert st.empty_like(base).shape == (1, 2) and st.randn_like(st.zeros(3)).shape == (3,)
    assert st.rand_like(st.zeros(2, 2)).dtype is st.float32


def test_seed_names_kept_working():
    assert st.torch_available() == (st.backend() == "torch") and st.get_backend() == st.backend()
    # PyTorch's CUDA, through the torch backend: True under make test-gpu
    assert st.torch_version() and st.torch_cuda_available() is (st.backend() == "torch" and torch.cuda.is_available())
    for function, value in ((st.torch_zeros, 0.0), (st.torch_ones, 1.0)):
        made = function([2, 3])
        assert made.shape == (2, 3) and np.all(made.numpy() == value)
    assert st.torch_randn([4]).shape == (4,)
    t = st.torch_zeros([2])
    before = st.live_tensors()
    st.tensor_free(t)
    assert st.live_tensors() == before - 1
    del t   # the finalizer must not free the handle again
    assert st.live_tensors() == before - 1
    assert st.abi_version() >= 10000
    assert st.fast_path() == "off: the runtime was not loaded through the C library"   # it runs in C programs
