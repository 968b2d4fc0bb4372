"""Tier 3 creation with dtype= and device= (one runtime call each, ABI 1.3) and st.accelerator, against
PyTorch; run on both backends."""

from __future__ import annotations

import pytest
import torch

import simple_torch as st

DTYPES = ["float32", "float64", "int64", "int32", "uint8", "bool", "float16", "bfloat16"]


def same(ours: st.Tensor, theirs: torch.Tensor):
    assert str(ours.dtype) == str(theirs.dtype) and tuple(ours.shape) == tuple(theirs.shape)
    torch.testing.assert_close(torch.from_numpy(ours.float().numpy()), theirs.float())


@pytest.mark.parametrize("dtype", DTYPES)
def test_factories_in_a_dtype(dtype):
    for name in ("zeros", "ones"):
        same(getattr(st, name)(2, 3, dtype=getattr(st, dtype)), getattr(torch, name)(2, 3, dtype=getattr(torch, dtype)))
    same(st.eye(3, 2, dtype=getattr(st, dtype)), torch.eye(3, 2, dtype=getattr(torch, dtype)))
    same(st.full((2,), 1, dtype=getattr(st, dtype)), torch.full((2,), 1, dtype=getattr(torch, dtype)))
    made = st.empty(4, dtype=getattr(st, dtype), device="cpu")
    assert str(made.dtype) == f"torch.{dtype}" and made.shape == (4,) and made.device == st.device("cpu")


def test_one_runtime_call_without_conversion(monkeypatch):
    """st.zeros(3, dtype=st.int64) crosses into the runtime once: no float32 tensor is made and converted."""
    calls = []
    original = st.runtime.rt_torch_tensor_to_dtype
    monkeypatch.setattr(st.runtime, "rt_torch_tensor_to_dtype", lambda *a: calls.append(a) or original(*a))
    made = st.zeros(3, dtype=st.int64, device="cpu")
    assert made.dtype == st.int64 and not calls


@pytest.mark.parametrize("dtype", ["float32", "float64", "complex64"])
def test_samples_of_a_dtype(dtype):
    for name in ("rand", "randn"):
        made = getattr(st, name)(50, dtype=getattr(st, dtype))
        assert str(made.dtype) == f"torch.{dtype}" and made.shape == (50,)


@pytest.mark.parametrize("dtype", ["int64", "bool", "uint8"])
def test_sampling_integers_is_refused_as_pytorch(dtype):
    with pytest.raises((RuntimeError, NotImplementedError)):
        torch.rand(2, dtype=getattr(torch, dtype))
    for factory in (st.rand, st.randn):
        with pytest.raises(st.DtypeError):
            factory(2, dtype=getattr(st, dtype))
    with pytest.raises(st.DtypeError):
        st.rand_like(st.zeros(2, dtype=getattr(st, dtype)))


@pytest.mark.parametrize("dtype", [None, "float64", "int64", "int32"])
def test_linspace_and_arange(dtype):
    ours = {} if dtype is None else {"dtype": getattr(st, dtype)}
    theirs = {} if dtype is None else {"dtype": getattr(torch, dtype)}
    same(st.linspace(-3.7, 10.2, 7, **ours), torch.linspace(-3.7, 10.2, 7, **theirs))
    same(st.arange(1, 9, 3, **ours), torch.arange(1, 9, 3, **theirs))


def test_like_family_keeps_dtype_unless_given():
    x, tx = st.arange(6).reshape(2, 3), torch.arange(6).reshape(2, 3)
    for name in ("zeros_like", "ones_like"):
        same(getattr(st, name)(x), getattr(torch, name)(tx))
        same(getattr(st, name)(x, dtype=st.float16), getattr(torch, name)(tx, dtype=torch.float16))
    same(st.full_like(x, 2.7), torch.full_like(tx, 2.7))
    same(st.full_like(x, 2.7, dtype=st.float64), torch.full_like(tx, 2.7, dtype=torch.float64))
    assert st.empty_like(x).dtype == st.int64 and st.randn_like(x, dtype=st.float64).dtype == st.float64
    grown = st.zeros_like(x, dtype=st.float32, requires_grad=True)
    assert grown.requires_grad and grown.is_leaf


def test_full_keeps_large_integers_and_complex_values():
    same(st.full((2,), 2**60 + 1), torch.full((2,), 2**60 + 1))
    made = st.full((2,), 1 + 2j)
    assert made.dtype == st.complex64 and made.numpy().tolist() == [1 + 2j, 1 + 2j]


def test_full_refuses_an_overflowing_value():
    with pytest.raises(RuntimeError, match="overflow"):
        torch.full((2,), 300, dtype=torch.uint8)
    with pytest.raises(st.InvalidArgumentError, match="overflow"):
        st.full((2,), 300, dtype=st.uint8)


def test_accelerator_matches_cuda():
    assert st.accelerator.is_available() == st.cuda.is_available()
    assert st.accelerator.device_count() == st.cuda.device_count()
    expected = st.device("cuda") if st.cuda.is_available() else None
    assert st.accelerator.current_accelerator() == expected
    if not torch.accelerator.is_available():   # PyTorch's answer on the same machine
        assert st.accelerator.current_accelerator() is None and st.accelerator.device_count() == 0
