"""Tier 3's bitwise operators, equal/allclose and the rest of the element-wise math (fmod, remainder and %,
logaddexp, lerp, addcmul, addcdiv, nan_to_num, softplus) against PyTorch, values and gradients. Run once per
backend (SIMPLE_TORCH_BACKEND)."""

from __future__ import annotations

import pytest
import torch

import simple_torch as st
import simple_torch.nn.functional as F

from .conftest import assert_same

VALUES = [[0.5, -1.25, float("nan")], [3.5, float("inf"), -float("inf")]]
FINITE = [[0.5, -1.25, 2.0], [3.5, -0.75, 1.5]]
INTS = [[6, -3, 0], [5, 12, -7]]


def both(values, dtype: torch.dtype | None = None, **options):
    """The same tensor in simple_torch and in torch (a torch dtype: simple_torch's of the same name)."""
    ours = None if dtype is None else getattr(st, str(dtype).removeprefix("torch."))
    return st.tensor(values, dtype=ours, **options), torch.tensor(values, dtype=dtype, **options)


@pytest.mark.parametrize("apply", [lambda x, y: x & y, lambda x, y: x | y, lambda x, y: x ^ y,
                                   lambda x, y: x & 5, lambda x, y: 3 | x, lambda x, y: ~x,
                                   lambda x, y: x.bitwise_and(y), lambda x, y: x.bitwise_not(),
                                   lambda x, y: x.bitwise_or(y), lambda x, y: x.bitwise_xor(y),
                                   lambda x, y: x.bitwise_and(6), lambda x, y: x.bitwise_xor(-1)])
def test_bitwise_on_integers(apply):
    (x, tx), (y, ty) = both(INTS), both([3, 5, 2], dtype=torch.int32)
    assert_same(apply(x, y), apply(tx, ty))
    assert_same(st.bitwise_xor(x, y), torch.bitwise_xor(tx, ty))
    assert_same(st.bitwise_or(x, 9), torch.bitwise_or(tx, 9))


def test_bitwise_on_bool_and_its_refusal_of_floats():
    (b, tb), (c, tc) = both([True, False, True]), both([False, False, True])
    for apply in (lambda p, q: p & q, lambda p, q: p | q, lambda p, q: p ^ q, lambda p, q: ~p, lambda p, q: p & True):
        assert_same(apply(b, c), apply(tb, tc))
    with pytest.raises(st.DtypeError):
        st.tensor(FINITE) & st.tensor(FINITE)
    with pytest.raises(st.DtypeError):
        ~st.tensor(FINITE)
    with pytest.raises(TypeError):
        st.tensor(INTS) & 1.5   # PyTorch: no bitwise operation with a float either


@pytest.mark.parametrize("divisor", [2.5, -1.5, 3, st.tensor([0.75, -2.0, 1.5])])
@pytest.mark.parametrize("name", ["fmod", "remainder"])
def test_fmod_and_remainder(name, divisor):
    theirs = torch.tensor([0.75, -2.0, 1.5]) if isinstance(divisor, st.Tensor) else divisor
    for values in (FINITE, INTS):
        (x, tx) = both(values)
        assert_same(getattr(st, name)(x, divisor), getattr(torch, name)(tx, theirs))
        assert_same(getattr(x, name)(divisor), getattr(tx, name)(theirs))
    x, tx = both(FINITE)
    assert_same(x % divisor, tx % theirs)


def test_modulo_gradients_and_errors():
    x, tx = both(FINITE, requires_grad=True)
    y, ty = both([0.7, -0.3, 1.1], requires_grad=True)
    (st.fmod(x, y) * 2 + st.remainder(x, y)).sum().backward()
    (torch.fmod(tx, ty) * 2 + torch.remainder(tx, ty)).sum().backward()
    assert_same(x.grad, tx.grad)
    assert_same(y.grad, ty.grad)
    assert_same(5 % st.tensor([3, -2]), 5 % torch.tensor([3, -2]))
    with pytest.raises(st.InvalidArgumentError, match="division by zero"):
        st.tensor(INTS) % 0


def test_in_place_forms():
    x, tx = both(FINITE)
    for ours, theirs in ((x.fmod_(1.25), tx.fmod_(1.25)), (x.remainder_(0.5), tx.remainder_(0.5)),
                         (x.lerp_(st.ones(3), 0.5), tx.lerp_(torch.ones(3), 0.5)),
                         (x.addcmul_(x, x, value=2), tx.addcmul_(tx, tx, value=2)),
                         (x.addcdiv_(x, st.full((3,), 4.0)), tx.addcdiv_(tx, torch.full((3,), 4.0)))):
        assert_same(ours, theirs)
    y, ty = both(VALUES)
    assert_same(y.nan_to_num_(1.0), ty.nan_to_num_(1.0))
    assert_same(y, ty)


def test_logaddexp():
    x, tx = both(FINITE, requires_grad=True)
    y, ty = both([1000.0, -1000.0, 0.0])
    out, expected = st.logaddexp(x, y), torch.logaddexp(tx, ty)
    assert_same(out, expected)
    out.sum().backward()
    expected.sum().backward()
    assert_same(x.grad, tx.grad)
    with pytest.raises(st.DtypeError):
        st.tensor(INTS).logaddexp(st.tensor(INTS))


@pytest.mark.parametrize("weight", [0.25, 0.75, 2.0, "tensor"])
def test_lerp(weight):
    start, tstart = both(FINITE, requires_grad=True)
    end, tend = both([1.0, 2.0, -3.0], requires_grad=True)
    w, tw = both([[0.25], [0.9]], requires_grad=True) if weight == "tensor" else (weight, weight)
    out, expected = st.lerp(start, end, w), torch.lerp(tstart, tend, tw)
    assert_same(out, expected)
    (out * out).sum().backward()
    (expected * expected).sum().backward()
    for ours, theirs in ((start, tstart), (end, tend)) + (((w, tw),) if weight == "tensor" else ()):
        assert_same(ours.grad, theirs.grad)
    with pytest.raises(st.DtypeError):
        st.lerp(start, end.double(), 0.5)


@pytest.mark.parametrize("name", ["addcmul", "addcdiv"])
@pytest.mark.parametrize("value", [None, 0.5, -2])
def test_addcmul_addcdiv(name, value):
    options = {} if value is None else {"value": value}
    (x, tx), (a, ta), (b, tb) = (both(v, requires_grad=True) for v in (FINITE, [[2.0], [-1.0]], [0.5, 4.0, -2.0]))
    out, expected = getattr(st, name)(x, a, b, **options), getattr(torch, name)(tx, ta, tb, **options)
    assert_same(out, expected)
    assert_same(getattr(x, name)(a, b, **options), getattr(tx, name)(ta, tb, **options))
    (out * out).sum().backward()
    (expected * expected).sum().backward()
    for ours, theirs in ((x, tx), (a, ta), (b, tb)):
        assert_same(ours.grad, theirs.grad)


def test_addcdiv_refuses_integer_division():
    i = st.tensor(INTS)
    assert_same(st.addcmul(i, i, i, value=2), torch.addcmul(torch.tensor(INTS), torch.tensor(INTS),
                                                             torch.tensor(INTS), value=2))
    with pytest.raises(st.DtypeError):
        st.addcdiv(st.tensor(FINITE), i, i)


@pytest.mark.parametrize("options", [{}, {"nan": 2.0}, {"posinf": 10.0, "neginf": -5.0}, {"nan": -1.0, "neginf": 0.0}])
@pytest.mark.parametrize("dtype", [torch.float32, torch.float64, torch.float16])
def test_nan_to_num(options, dtype):
    x, tx = both(VALUES, dtype=dtype)
    assert_same(st.nan_to_num(x, **options), torch.nan_to_num(tx, **options))
    assert_same(x.nan_to_num(**options), tx.nan_to_num(**options))


def test_nan_to_num_gradient_and_integers():
    x, tx = both(VALUES, requires_grad=True)
    st.nan_to_num(x, 0.0, 1.0, -1.0).sum().backward()
    torch.nan_to_num(tx, 0.0, 1.0, -1.0).sum().backward()
    assert_same(x.grad, tx.grad)
    assert_same(st.nan_to_num(st.tensor(INTS)), torch.nan_to_num(torch.tensor(INTS)))


@pytest.mark.parametrize("options", [{}, {"beta": 2.0}, {"beta": 0.5, "threshold": 1.0}])
def test_softplus(options):
    x, tx = both([[0.5, -1.25, 30.0], [3.5, -40.0, 1.9]], requires_grad=True)
    out = F.softplus(x, **options)
    expected = torch.nn.functional.softplus(tx, **options)
    assert_same(out, expected)
    assert_same(st.nn.functional.softplus(x, **options), expected)
    (out * out).sum().backward()
    (expected * expected).sum().backward()
    assert_same(x.grad, tx.grad)
    with pytest.raises(st.DtypeError):
        F.softplus(st.tensor(INTS))


@pytest.mark.parametrize("a, b", [(FINITE, FINITE), (FINITE, FINITE[::-1]), (VALUES, VALUES), (INTS, INTS)])
def test_equal(a, b):
    assert st.equal(st.tensor(a), st.tensor(b)) is torch.equal(torch.tensor(a), torch.tensor(b))
    assert st.tensor(a).equal(st.tensor(b)) is torch.tensor(a).equal(torch.tensor(b))
    # of two dtypes, compared in the promoted one, as PyTorch
    assert st.equal(st.tensor(INTS), st.tensor(INTS).double()) is torch.equal(torch.tensor(INTS),
                                                                              torch.tensor(INTS).double())


@pytest.mark.parametrize("options", [{}, {"equal_nan": True}, {"rtol": 0.0, "atol": 0.1}, {"rtol": 0.1}])
def test_allclose(options):
    for a, b in ((VALUES, VALUES), (FINITE, [[0.55, -1.25, 2.0], [3.5, -0.75, 1.5]]), (FINITE, [3.5, -0.75, 1.5])):
        ours, theirs = st.allclose(st.tensor(a), st.tensor(b), **options), torch.allclose(torch.tensor(a),
                                                                                         torch.tensor(b), **options)
        assert ours is theirs
    with pytest.raises(st.DtypeError):
        st.allclose(st.tensor(FINITE), st.tensor(FINITE).double())
    with pytest.raises(st.InvalidArgumentError):
        st.tensor(FINITE).allclose(st.tensor(FINITE), rtol=-1.0)
