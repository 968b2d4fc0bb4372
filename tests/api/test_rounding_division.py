"""div with rounding modes, floor_divide (and //), remainder (and %), fmod, divide and true_divide against PyTorch:
values and dtypes across dtype pairs and signs, numbers on either side, in-place forms, gradients (zero with a
rounding mode), integer division by zero (PyTorch's ZeroDivisionError, RT_ERR_INVALID_ARGUMENT here) and the lowest
integer by -1 (wraps; PyTorch's own trunc division dies of SIGFPE there, so its floor division is the reference).
Run once per backend (SIMPLE_TORCH_BACKEND)."""

from __future__ import annotations

import pytest
import torch

import simple_torch as st

from .conftest import assert_same

NUMERATORS = [-7, 7, -6, 6, 0, -1, 1, 13, -13]
DENOMINATORS = [2, -2, 3, -3, 5, -5, 1, -1, 4]
FLOATS = [-7.5, 7.5, -6.0, 6.25, 0.0, -0.5, 1e-3, 13.0, -1e4]
FLOAT_DIVISORS = [2.0, -2.0, 0.75, -3.0, 0.0, -0.0, 1e-7, -1.5, 3.0]
DTYPE_PAIRS = [("int64", "int64"), ("int32", "int32"), ("int8", "int16"), ("uint8", "uint8"), ("int32", "int64"),
               ("float32", "float32"), ("float64", "float32"), ("int64", "float32"), ("bool", "int32"),
               ("float16", "float16")]


def _values(dtype: str, numerator: bool) -> list:
    if dtype == "bool":
        return [True, False, True, True, False, True, True, False, True]
    if dtype.startswith("float"):
        return FLOATS if numerator else FLOAT_DIVISORS
    values = NUMERATORS if numerator else DENOMINATORS
    return [abs(v) for v in values] if dtype == "uint8" else values


def both(values, dtype: str):
    return st.tensor(values, dtype=getattr(st, dtype)), torch.tensor(values, dtype=getattr(torch, dtype))


@pytest.mark.parametrize("left, right", DTYPE_PAIRS)
def test_rounding_modes_and_modulo_as_pytorch(left, right):
    a, ta = both(_values(left, True), left)
    b, tb = both(_values(right, False), right)
    for mode in (None, "trunc", "floor"):
        assert_same(st.div(a, b, rounding_mode=mode), torch.div(ta, tb, rounding_mode=mode))
        assert_same(a.divide(b, rounding_mode=mode), ta.divide(tb, rounding_mode=mode))
    assert_same(st.floor_divide(a, b), torch.floor_divide(ta, tb))
    assert_same(a // b, ta // tb)
    if "bool" not in (left, right):
        assert_same(a % b, ta % tb)
        assert_same(st.remainder(a, b), torch.remainder(ta, tb))
        assert_same(st.fmod(a, b), torch.fmod(ta, tb))


@pytest.mark.parametrize("number", [2, -3, 2.5, -0.75])
def test_numbers_on_either_side(number):
    a, ta = both([[-7, 7], [5, -4]], "int64")
    f, tf = both([[-7.5, 7.0], [5.25, -4.0]], "float32")
    for ours, theirs in ((a, ta), (f, tf)):
        for mode in ("trunc", "floor"):
            assert_same(ours.div(number, rounding_mode=mode), theirs.div(number, rounding_mode=mode))
        assert_same(ours // number, theirs // number)
        assert_same(number // ours, number // theirs)
        assert_same(st.floor_divide(ours, number), torch.floor_divide(theirs, number))
        assert_same(ours % number, theirs % number)
        assert_same(number % ours, number % theirs)
    assert_same(st.true_divide(a, 2), torch.true_divide(ta, 2))


def test_in_place_forms():
    for call in (lambda x, m: x.div_(m.tensor([2, -2, 3]), rounding_mode="floor"),
                 lambda x, m: x.div_(-2, rounding_mode="trunc"),
                 lambda x, m: x.floor_divide_(3),
                 lambda x, m: x.__ifloordiv__(-4),
                 lambda x, m: x.divide_(2.0)):
        ours, theirs = st.tensor([-7.0, 8.0, 9.5]), torch.tensor([-7.0, 8.0, 9.5])
        assert call(ours, st) is ours
        call(theirs, torch)
        assert_same(ours, theirs)
    ints, tints = both([-7, 8, 9], "int64")
    ints //= 2
    tints //= 2
    assert_same(ints, tints)


def test_gradients_are_zero_with_a_rounding_mode():
    for mode in ("trunc", "floor"):
        a, b = st.tensor([3.5, -2.0, 7.0], requires_grad=True), st.tensor([2.0, 3.0, -2.5], requires_grad=True)
        ta, tb = (torch.tensor(t.tolist(), requires_grad=True) for t in (a, b))
        (st.div(a, b, rounding_mode=mode) * st.tensor([1.0, 2.0, 3.0])).sum().backward()
        (torch.div(ta, tb, rounding_mode=mode) * torch.tensor([1.0, 2.0, 3.0])).sum().backward()
        assert_same(a.grad, ta.grad)
        assert_same(b.grad, tb.grad)
    x, tx = st.tensor([3.5, -2.0], requires_grad=True), torch.tensor([3.5, -2.0], requires_grad=True)
    st.div(x, 2.0, rounding_mode=None).sum().backward()
    torch.div(tx, 2.0, rounding_mode=None).sum().backward()
    assert_same(x.grad, tx.grad)


@pytest.mark.parametrize("dtype", ["int64", "int32", "int16", "uint8"])
def test_integer_division_by_zero_is_an_error_as_in_pytorch(dtype):
    a, ta = both([5, 6], dtype)
    b, tb = both([1, 0], dtype)
    calls = (lambda x, y, m: m.div(x, y, rounding_mode="trunc"), lambda x, y, m: m.div(x, y, rounding_mode="floor"),
             lambda x, y, m: x // y, lambda x, y, m: x % y, lambda x, y, m: m.fmod(x, y))
    for call in calls:
        with pytest.raises(RuntimeError, match="ZeroDivisionError"):
            call(ta, tb, torch)
        with pytest.raises(st.InvalidArgumentError, match="ZeroDivisionError"):
            call(a, b, st)
    assert_same(st.div(a, b), torch.div(ta, tb))   # true division: inf


@pytest.mark.parametrize("dtype", ["int64", "int32", "int16", "int8"])
def test_lowest_integer_by_minus_one_wraps(dtype):
    lowest = torch.iinfo(getattr(torch, dtype)).min
    a, ta = both([lowest, lowest, 7, -7], dtype)
    b, tb = both([-1, 1, -1, -1], dtype)
    floor = torch.div(ta, tb, rounding_mode="floor")   # PyTorch wraps here (its trunc division traps on the CPU)
    assert floor.tolist() == [lowest, lowest, -7, 7]
    assert_same(st.div(a, b, rounding_mode="trunc"), floor)
    assert_same(st.div(a, b, rounding_mode="floor"), floor)
    assert_same(a // b, floor)
    assert_same(a % b, torch.remainder(ta, tb))
    assert_same(st.fmod(a, b), torch.fmod(ta, tb))


@pytest.mark.parametrize("call, ours_raise, theirs_raise, match", [
    (lambda m: m.div(m.ones(2), m.ones(2), rounding_mode="round"), st.InvalidArgumentError, RuntimeError,
     "div expected rounding_mode to be one of None, 'trunc', or 'floor' but found 'round'"),
    (lambda m: m.div(m.tensor([True]), m.tensor([True]), rounding_mode="floor"), st.DtypeError, NotImplementedError,
     ""),
    (lambda m: m.div(m.tensor([1 + 1j]), m.tensor([2.0]), rounding_mode="trunc"), st.DtypeError, NotImplementedError,
     ""),
    (lambda m: m.floor_divide(m.ones(2), m.ones(3)), st.ShapeError, RuntimeError, ""),
])
def test_errors_as_pytorch(call, ours_raise, theirs_raise, match):
    with pytest.raises(theirs_raise, match=match):
        call(torch)
    with pytest.raises(ours_raise, match=match):
        call(st)
