"""ABI 1.3's comparison, logic, mask, scan and triangle functions through the runtime, against PyTorch: every
one computes what torch computes, and bad arguments get the same code on every backend (values and gradients
in depth: tests/parity/test_logic.py)."""

from __future__ import annotations

import math

import pytest
import torch

import simple_torch.runtime as rt
from simple_torch.abi.enums import ErrorCode

from .conftest import get, put

X = torch.tensor([[0.5, -1.25, float("nan")], [3.5, float("inf"), 1.0]])
Y = torch.tensor([[1.5, -1.25, 0.25], [2.0, 4.0, 1.0]])
B = torch.tensor([[True, False, True], [False, False, True]])

CALLS = {   # C function -> (arguments, where a tensor is put as a handle; what torch computes)
    "eq": ((X, Y), torch.eq(X, Y)), "ne": ((X, Y), torch.ne(X, Y)), "lt": ((X, Y), torch.lt(X, Y)),
    "le": ((X, Y), torch.le(X, Y)), "gt": ((X, Y), torch.gt(X, Y)), "ge": ((X, Y), torch.ge(X, Y)),
    "eq_scalar": ((X, 1.0), torch.eq(X, 1.0)), "ne_scalar": ((X, 1.0), torch.ne(X, 1.0)),
    "lt_scalar": ((X, 1.0), torch.lt(X, 1.0)), "le_scalar": ((X, 1.0), torch.le(X, 1.0)),
    "gt_scalar": ((X, 1.0), torch.gt(X, 1.0)), "ge_scalar": ((X, 1.0), torch.ge(X, 1.0)),
    "isnan": ((X,), torch.isnan(X)), "isinf": ((X,), torch.isinf(X)), "isfinite": ((X,), torch.isfinite(X)),
    "logical_not": ((X,), torch.logical_not(X)), "logical_and": ((X, B), torch.logical_and(X, B)),
    "logical_or": ((X, B), torch.logical_or(X, B)), "logical_xor": ((X, B), torch.logical_xor(X, B)),
    "where": ((B, X, Y), torch.where(B, X, Y)), "masked_fill": ((Y, B, -2.0), Y.masked_fill(B, -2.0)),
    "clamp": ((Y, -1.0, 1.0), Y.clamp(-1.0, 1.0)), "prod": ((Y,), Y.prod()), "prod_dim": ((Y, 1, 1), Y.prod(1, True)),
    "all": ((B,), B.all()), "all_dim": ((B, 0, 0), B.all(0)), "any": ((B,), B.any()), "any_dim": ((B, -1, 1), B.any(-1, True)),
    "logsumexp": ((Y, 1, 0), Y.logsumexp(1)), "cumsum": ((Y, 1), Y.cumsum(1)), "cumprod": ((Y, 0), Y.cumprod(0)),
    "tril": ((Y, 0), Y.tril()), "triu": ((Y, 1), Y.triu(1)), "roll": ((Y, 1, 1), Y.roll(1, 1)),
    "flip": ((Y, 0), Y.flip(0)), "nonzero": ((B,), B.nonzero()),
}


def _call(name, *arguments):
    """(result handle, error code, message) of one call, its input handles freed afterwards."""
    handles = [put(a) if isinstance(a, torch.Tensor) else a for a in arguments]
    out = getattr(rt, f"rt_torch_tensor_{name}")(*handles)
    code, message = rt.rt_torch_last_error_code(), rt.rt_torch_last_error()
    for h, a in zip(handles, arguments):
        if isinstance(a, torch.Tensor):
            rt.rt_torch_tensor_free(h)
    return out, code, message


@pytest.mark.parametrize("name", sorted(CALLS))
def test_like_pytorch(name):
    arguments, expected = CALLS[name]
    h, _, message = _call(name, *arguments)
    assert h > 0, message
    got = get(h)
    rt.rt_torch_tensor_free(h)
    assert got.dtype == expected.dtype and got.shape == expected.shape
    torch.testing.assert_close(got, expected, equal_nan=True)


@pytest.mark.parametrize("name, arguments, code, words", [
    ("lt", (torch.tensor([1j]), torch.tensor([1j])), ErrorCode.DTYPE, "lt does not support complex64"),
    ("ge_scalar", (torch.tensor([1j]), 0.0), ErrorCode.DTYPE, "ge_scalar does not support complex64"),
    ("where", (torch.tensor([1, 0]), Y[0, :2], Y[1, :2]), ErrorCode.DTYPE, "where expects a bool condition"),
    ("masked_fill", (Y, torch.ones(2, 3), 0.0), ErrorCode.DTYPE, "masked_fill expects a bool condition"),
    ("clamp", (Y, math.nan, math.nan), ErrorCode.INVALID_ARGUMENT, "at least one of min and max"),
    ("eq", (Y, torch.ones(4)), ErrorCode.SHAPE, ""),
    ("cumsum", (Y, 2), ErrorCode.INVALID_ARGUMENT, "dim"),
    ("logsumexp", (Y, -3, 0), ErrorCode.INVALID_ARGUMENT, "dim"),
    ("tril", (torch.ones(3), 0), ErrorCode.SHAPE, "tril: input tensor must have at least 2 dimensions"),
    ("prod_dim", (Y, 5, 0), ErrorCode.INVALID_ARGUMENT, "dim"),
])
def test_errors_like_on_every_backend(name, arguments, code, words):
    out, got, message = _call(name, *arguments)
    assert out == 0 and got == code, message
    assert words in message


def test_a_bad_handle_is_refused():
    assert rt.rt_torch_tensor_eq(0, 0) == 0
    assert rt.rt_torch_last_error_code() == ErrorCode.INVALID_HANDLE


# -- ABI 1.3, bitwise operations, whole-tensor tests and the rest of the element-wise math -----------------
I = torch.tensor([[6, -3, 0], [5, 12, -7]])
J = torch.tensor([3, 5, 2])
W = torch.tensor([0.25, 0.5, 2.0])

MORE_CALLS = {   # C function -> (arguments; what torch computes)
    "bitwise_and": ((I, J), I & J), "bitwise_or": ((I, B), I | B), "bitwise_xor": ((B, B[0]), B ^ B[0]),
    "bitwise_not": ((I,), ~I),
    "fmod": ((Y, W), torch.fmod(Y, W)), "remainder": ((I, J), torch.remainder(I, J)),
    "fmod_scalar": ((X, -1.5), torch.fmod(X, -1.5)), "remainder_scalar": ((I, 2.5), torch.remainder(I, 2.5)),
    "logaddexp": ((X, Y), torch.logaddexp(X, Y)),
    "lerp": ((Y, X, W), torch.lerp(Y, X, W)), "lerp_scalar": ((Y, X, 0.75), torch.lerp(Y, X, 0.75)),
    "addcmul": ((Y, X, W, 0.5), torch.addcmul(Y, X, W, value=0.5)),
    "addcdiv": ((Y, X, W, -2.0), torch.addcdiv(Y, X, W, value=-2.0)),
    "nan_to_num": ((X, 0.0, math.nan, math.nan), torch.nan_to_num(X)),
    "softplus": ((Y, 2.0, 3.0), torch.nn.functional.softplus(Y, 2.0, 3.0)),
}


@pytest.mark.parametrize("name", sorted(MORE_CALLS))
def test_more_like_pytorch(name):
    arguments, expected = MORE_CALLS[name]
    h, _, message = _call(name, *arguments)
    assert h > 0, message
    got = get(h)
    rt.rt_torch_tensor_free(h)
    assert got.dtype == expected.dtype and got.shape == expected.shape
    torch.testing.assert_close(got, expected, equal_nan=True)


@pytest.mark.parametrize("name, arguments, code, words", [
    ("bitwise_and", (Y, I), ErrorCode.DTYPE, "bitwise_and does not support float32"),
    ("bitwise_not", (torch.tensor([1j]),), ErrorCode.DTYPE, "bitwise_not does not support complex64"),
    ("fmod", (I, torch.tensor([1, 0, 1])), ErrorCode.INVALID_ARGUMENT, "division by zero"),
    ("remainder", (B, B), ErrorCode.DTYPE, "remainder does not support bool"),
    ("logaddexp", (I, I), ErrorCode.DTYPE, "logaddexp does not support int64"),
    ("lerp_scalar", (Y, Y.double(), 0.5), ErrorCode.DTYPE, ""),
    ("lerp", (I, I, I), ErrorCode.DTYPE, "lerp does not support int64"),
    ("addcdiv", (Y, I, J, 1.0), ErrorCode.DTYPE, ""),
    ("addcmul", (Y, torch.ones(4), W, 1.0), ErrorCode.SHAPE, ""),
    ("softplus", (Y, math.inf, 20.0), ErrorCode.INVALID_ARGUMENT, "beta"),
    ("softplus", (I, 1.0, 20.0), ErrorCode.DTYPE, "softplus does not support int64"),
])
def test_more_errors_like_on_every_backend(name, arguments, code, words):
    out, got, message = _call(name, *arguments)
    assert out == 0 and got == code, message
    assert words in message


@pytest.mark.parametrize("a, b", [(Y, Y.clone()), (Y, Y + 1), (X, X.clone()), (I, I.double()), (I, I[0])])
def test_equal_like_pytorch(a, b):
    answer, code, message = _call("equal", a, b)
    assert code == ErrorCode.OK, message
    assert answer == int(a.dtype == b.dtype and torch.equal(a, b))


@pytest.mark.parametrize("a, b, rtol, atol, equal_nan", [
    (X, X.clone(), 1e-5, 1e-8, 0), (X, X.clone(), 1e-5, 1e-8, 1), (Y, Y + 1e-3, 1e-5, 1e-8, 0),
    (Y, Y + 1e-3, 0.0, 1e-2, 0), (Y, Y[0], 0.0, 10.0, 0)])
def test_allclose_like_pytorch(a, b, rtol, atol, equal_nan):
    answer, code, message = _call("allclose", a, b, rtol, atol, equal_nan)
    assert code == ErrorCode.OK, message
    assert answer == int(torch.allclose(a, b, rtol, atol, bool(equal_nan)))


@pytest.mark.parametrize("arguments, code, words", [
    ((Y, Y.double(), 1e-5, 1e-8, 0), ErrorCode.DTYPE, "did not match"),
    ((Y, Y, -1.0, 1e-8, 0), ErrorCode.INVALID_ARGUMENT, "rtol must be non-negative"),
    ((Y, Y, 1e-5, math.nan, 0), ErrorCode.INVALID_ARGUMENT, "atol"),
    ((Y, torch.ones(4), 1e-5, 1e-8, 0), ErrorCode.SHAPE, ""),
])
def test_allclose_errors(arguments, code, words):
    answer, got, message = _call("allclose", *arguments)
    assert answer == -1 and got == code, message   # -1: a function with a yes/no answer failed
    assert words in message
