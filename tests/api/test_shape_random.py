"""Tier 3's repeat, repeat_interleave, split, tensor_split, diag, diagonal, movedim/moveaxis, unflatten,
broadcast_to, expand_as and F.pad against PyTorch, values and gradients; and the random functions
(randint, randperm, multinomial, bernoulli, normal_, uniform_) for repeatability under manual_seed and
their ranges (each backend has its own stream: values are not compared with PyTorch's). Run once per
backend (SIMPLE_TORCH_BACKEND)."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as TF

import simple_torch as st
import simple_torch.nn.functional as F

from .conftest import as_torch, assert_same

VALUES = torch.arange(24, dtype=torch.float32).reshape(2, 3, 4) / 7 - 1


def _pair(requires_grad: bool = True):
    return st.tensor(VALUES.tolist(), requires_grad=requires_grad), VALUES.clone().requires_grad_(requires_grad)


def _outputs(result) -> list:
    return list(result) if isinstance(result, (tuple, list)) else [result]


@pytest.mark.parametrize("apply", [
    lambda lib, x: x.repeat(2, 1, 1, 2), lambda lib, x: x.repeat((1, 2, 1)),
    lambda lib, x: x.repeat_interleave(2), lambda lib, x: x.repeat_interleave(3, dim=-1),
    lambda lib, x: lib.repeat_interleave(x, lib.tensor([2, 0, 1]), dim=1),
    lambda lib, x: x.split(2, dim=2), lambda lib, x: lib.split(x, [1, 2], 1), lambda lib, x: x.split(5, -1),
    lambda lib, x: x[:0].split(1, dim=2),
    lambda lib, x: x.tensor_split(3, dim=2), lambda lib, x: lib.tensor_split(x, [1, 3], dim=-1),
    lambda lib, x: x.tensor_split(lib.tensor([0, 2]), 1), lambda lib, x: x.tensor_split(lib.tensor(2), 1),
    lambda lib, x: lib.diag(x[0]), lambda lib, x: x[1].diag(1), lambda lib, x: lib.diag(x[0, 0], -2),
    lambda lib, x: x.diagonal(), lambda lib, x: lib.diagonal(x, 1, 2, 1), lambda lib, x: x.diagonal(dim1=-1, dim2=0),
    lambda lib, x: x.movedim(0, -1), lambda lib, x: lib.movedim(x, (0, 2), (1, 0)), lambda lib, x: x.moveaxis(-1, 1),
    lambda lib, x: lib.moveaxis(x, [1], [2]), lambda lib, x: x.unflatten(-1, (2, 2)),
    lambda lib, x: lib.unflatten(x, 1, (3, -1)), lambda lib, x: x[0].broadcast_to((2, 2, 3, 4)),
    lambda lib, x: x[0].broadcast_to(2, 2, 3, 4),
    lambda lib, x: lib.broadcast_to(x[:, :1], (2, 3, 4)), lambda lib, x: x[:, :1].expand_as(x),
    lambda lib, x: lib.tril(x, 1), lambda lib, x: x.triu(-1), lambda lib, x: x.flip(0, 2), lambda lib, x: x.roll(1, 2),
])
def test_shape_operations_like_pytorch(apply):
    (x, tx) = _pair()
    ours, theirs = _outputs(apply(st, x)), _outputs(apply(torch, tx))
    assert len(ours) == len(theirs)
    our_loss, their_loss = 0, 0   # one backward through all the parts (they may share a node)
    for i, (o, t) in enumerate(zip(ours, theirs)):
        assert_same(o, t)
        weights = torch.arange(t.numel(), dtype=torch.float32).reshape(t.shape) + i
        our_loss = our_loss + (o * st.from_numpy(weights.numpy())).sum()
        their_loss = their_loss + (t * weights).sum()
    our_loss.backward()
    their_loss.backward()
    assert_same(x.grad, tx.grad)


@pytest.mark.parametrize("pad, mode, value", [
    ((1, 2), "constant", None), ((1, 1, 2, 0), "constant", 2.5), ((0, 0, 0, 0, 1, 1), "constant", -1.0),
    ((-1, 1), "constant", None), ((2, 3), "reflect", None), ((1, 2, 2, 1), "reflect", None),
    ((3, 0, 1, 2), "replicate", None), ((1, 2), "replicate", None), ((4, 3, 1, 2), "circular", None),
])
def test_pad_like_pytorch(pad, mode, value):
    x, tx = _pair()
    ours, theirs = F.pad(x, pad, mode=mode, value=value), TF.pad(tx, pad, mode=mode, value=value)
    assert_same(ours, theirs)
    weights = torch.linspace(-1, 1, theirs.numel()).reshape(theirs.shape)
    (ours * st.from_numpy(weights.numpy())).sum().backward()
    (theirs * weights).sum().backward()
    assert_same(x.grad, tx.grad)


def test_pad_errors_are_pytorchs_kinds():
    x = st.zeros(2, 3)
    with pytest.raises(st.InvalidArgumentError):
        F.pad(x, (1,))
    with pytest.raises(st.InvalidArgumentError):
        F.pad(x, (1, 1), mode="wrap")
    with pytest.raises(st.InvalidArgumentError):
        F.pad(x, (3, 0), mode="reflect")
    with pytest.raises(st.ShapeError):
        F.pad(x, (1, 1, 1, 1), mode="replicate")


def test_shape_errors():
    x = st.zeros(2, 3)
    with pytest.raises(st.ShapeError):
        x.split([1, 1], 1)
    with pytest.raises(st.InvalidArgumentError):
        x.repeat(2)
    with pytest.raises(st.InvalidArgumentError):
        x.movedim((0, 0), (1, 0))
    with pytest.raises(st.ShapeError):
        x.unflatten(1, (2, 2))
    with pytest.raises(st.ShapeError):
        st.diag(st.zeros(2, 2, 2))
    with pytest.raises(st.InvalidArgumentError):
        x.diagonal(0, 1, 1)
    with pytest.raises(st.ShapeError):
        st.tensor(1.0).split(1)


def _twice(make):
    st.manual_seed(7)
    first = make()
    st.manual_seed(7)
    return first, make()


def test_random_functions_repeat_under_a_seed():
    for make in (lambda: st.randint(0, 10, (50,)), lambda: st.randint(5, (3, 4), dtype=st.int32),
                 lambda: st.randperm(20), lambda: st.tensor([0.1, 0.0, 0.9]).multinomial(5, replacement=True),
                 lambda: st.multinomial(st.ones(2, 6), 3), lambda: st.bernoulli(st.full((40,), 0.5)),
                 lambda: st.zeros(30).bernoulli(0.3), lambda: st.empty(10).normal_(1.0, 2.0),
                 lambda: st.empty(10).uniform_(-2.0, 2.0)):
        first, again = _twice(make)
        assert first.dtype == again.dtype
        assert torch.equal(as_torch(first), as_torch(again))


def test_random_values_lie_in_their_ranges():
    st.manual_seed(3)
    ints = as_torch(st.randint(-2, 3, (500,), dtype=st.int16))
    assert ints.dtype == torch.int16 and set(ints.tolist()) == {-2, -1, 0, 1, 2}
    perm = as_torch(st.randperm(30, dtype=st.float64))
    assert perm.dtype == torch.float64 and sorted(perm.tolist()) == list(range(30))
    picks = as_torch(st.multinomial(st.tensor([0.0, 1.0, 0.0, 1.0]), 2))
    assert sorted(picks.tolist()) == [1, 3]
    coins = as_torch(st.bernoulli(st.tensor([0.0, 1.0] * 10)))
    assert coins.tolist() == [0.0, 1.0] * 10
    filled = as_torch(st.empty(1000, dtype=st.float64).uniform_(2.0, 5.0))
    assert filled.dtype == torch.float64 and 2.0 <= filled.min() and filled.max() < 5.0
    with pytest.raises(st.DtypeError):
        st.zeros(3, dtype=st.int64).normal_()
    with pytest.raises(st.InvalidArgumentError):
        st.randint(3, 3, (2,))


def test_in_place_sampling_of_a_parameter_needs_no_grad():
    w = st.zeros(4, requires_grad=True)
    with pytest.raises(st.InvalidArgumentError):
        w.normal_()
    with st.no_grad():
        w.uniform_(-1.0, 1.0)
    assert w.requires_grad and bool((w.abs() <= 1).all())


RANDOM_CALLS = [((), {}), ((7,), {}), ((-3, 9), {}), ((2, None), {}), ((), {"to": 4}), ((-2,), {"to": 5}),
                ((), {"from": -1, "to": 3}), ((), {"from": 5, "to": None})]


@pytest.mark.parametrize("dtype", ["int64", "int32", "int16", "float32", "float64", "float16", "bfloat16"])
def test_random_in_place_takes_pytorchs_forms(dtype):
    """Issue 27 (what PyTorch's samplers draw their seeds with): every form of Tensor.random_, with a generator
    too. On the PyTorch backend, PyTorch's own values; on NumPy, integers in the same ranges, repeatable."""
    def fills(m, generator=None):
        made = []
        for positional, named in RANDOM_CALLS:
            x = m.zeros(50, dtype=getattr(m, dtype))
            assert x.random_(*positional, **named, **({"generator": generator} if generator else {})) is x
            made.append(x.tolist())
        return made
    st.manual_seed(11)
    ours = fills(st)
    st.manual_seed(11)
    assert fills(st) == ours
    with_generator = fills(st, st.Generator().manual_seed(4))
    if st.get_backend() == "torch":
        torch.manual_seed(11)
        assert ours == fills(torch)
        assert with_generator == fills(torch, torch.Generator().manual_seed(4))
    top = {"int64": 2**63 - 1, "int32": 2**31 - 1, "int16": 2**15 - 1, "float32": 2**24, "float64": 2**53,
           "float16": 2**11, "bfloat16": 2**8}[dtype]
    bounds = [(0, top), (0, 6), (-3, 8), (2, top), (0, 3), (-2, 4), (-1, 2), (5, top)]
    for values, (low, high) in zip(ours, bounds):
        assert all(low <= v <= high and v == int(v) for v in values), (low, high)


def test_random_in_place_refuses_as_pytorch():
    x = st.zeros(3, dtype=st.uint8)
    for bad, error in [(lambda: x.random_(None), TypeError), (lambda: x.random_(**{"from": 1}), TypeError),
                       (lambda: x.random_(1, 2, 3), TypeError), (lambda: x.random_(to=2, step=1), TypeError),
                       (lambda: x.random_(2, to=3, **{"from": 1}), TypeError), (lambda: x.random_(1.5), TypeError),
                       (lambda: x.random_(5, 3), st.InvalidArgumentError),
                       (lambda: x.random_(0, 300), st.InvalidArgumentError),
                       (lambda: st.zeros(2, dtype=st.complex64).random_(), st.DtypeError),
                       (lambda: st.zeros(2, requires_grad=True).random_(), st.InvalidArgumentError)]:
        with pytest.raises(error):
            bad()
    with pytest.raises((TypeError, RuntimeError)):   # PyTorch's own refusals of the same calls
        torch.zeros(3, dtype=torch.uint8).random_(**{"from": 1})
    with pytest.raises(RuntimeError, match="out of bounds"):
        torch.zeros(3, dtype=torch.uint8).random_(0, 300)
