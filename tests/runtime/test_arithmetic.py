"""Section 3: element-wise arithmetic against PyTorch called directly."""

from __future__ import annotations

import pytest
import torch

import simple_torch.runtime as rt
from simple_torch.abi.errors import ErrorCode

from .conftest import TORCH_DTYPES, assert_error, assert_ok, close, put, take

BINARY = {"add": torch.add, "sub": torch.sub, "mul": torch.mul, "div": torch.div}
UNARY = {"neg": torch.neg, "abs": torch.abs, "sqrt": torch.sqrt, "exp": torch.exp, "log": torch.log}


@pytest.mark.parametrize("name", BINARY)
@pytest.mark.parametrize("shapes", [((2, 3), (2, 3)), ((2, 3), (3,)), ((4, 1), (1, 5)), ((), (3,))])
def test_binary_broadcasts_like_torch(name, shapes, handles):
    a, b = torch.randn(shapes[0]), torch.randn(shapes[1]) + 3
    handles += [put(a), put(b)]
    close(take(getattr(rt, f"rt_torch_tensor_{name}")(*handles)), BINARY[name](a, b))
    assert_ok()


@pytest.mark.parametrize("name", BINARY)
def test_binary_promotes_types_like_torch(name, handles):
    a, b = torch.arange(1, 7, dtype=torch.int32).reshape(2, 3), torch.rand(3, dtype=torch.float64) + 1
    handles += [put(a), put(b)]
    close(take(getattr(rt, f"rt_torch_tensor_{name}")(*handles)), BINARY[name](a, b))


HALF_COMPLEX = {torch.complex32, getattr(torch, "bcomplex32", torch.complex32)}   # bcomplex32: PyTorch >= 2.14


@pytest.mark.parametrize("name", ["add", "mul"])
@pytest.mark.parametrize("ranks", [(1, 0), (0, 1), (1, 1), (0, 0)])
def test_every_dtype_pair_promotes_like_torch(name, ranks, handles):
    """All ABI dtype pairs, dimensioned or 0-dim: PyTorch's result type, except that complex32 (float16
    with a 0-dim complex, which the ABI has no code for) and, from PyTorch 2.14, bcomplex32 (bfloat16 with a
    0-dim complex) are computed as complex64."""
    fn = getattr(rt, f"rt_torch_tensor_{name}")
    for left in TORCH_DTYPES.values():
        for right in TORCH_DTYPES.values():
            a, b = (torch.ones([2] * rank, dtype=dtype) for rank, dtype in zip(ranks, (left, right)))
            expected = torch.result_type(a, b)
            expected = torch.complex64 if expected in HALF_COMPLEX else expected
            handles[:] = [put(a), put(b)]
            out = take(fn(*handles))
            assert out.dtype == expected, (left, right, ranks, out.dtype, expected)
            for h in handles:
                rt.rt_torch_tensor_free(h)
    handles.clear()


@pytest.mark.parametrize("name", BINARY)
def test_float16_with_a_0dim_complex_is_complex64(name, handles):
    a, b = torch.tensor([0.5, -1.25, 2.0], dtype=torch.float16), torch.tensor(1.5 - 2j, dtype=torch.complex64)
    handles += [put(a), put(b)]
    close(take(getattr(rt, f"rt_torch_tensor_{name}")(*handles)), BINARY[name](a.to(torch.complex64), b))
    assert_ok()


@pytest.mark.parametrize("name", BINARY)
def test_binary_shape_mismatch(name, handles):
    handles += [put(torch.randn(2, 3)), put(torch.randn(4))]
    fn = f"rt_torch_tensor_{name}"
    assert_error(getattr(rt, fn)(*handles), 0, ErrorCode.SHAPE, fn)


@pytest.mark.parametrize("name", BINARY)
def test_binary_bad_handles(name, handles):
    handles.append(put(torch.randn(2)))
    fn = getattr(rt, f"rt_torch_tensor_{name}")
    freed = put(torch.randn(2))
    rt.rt_torch_tensor_free(freed)
    for bad, word in ((0, "null"), (-4, "negative"), (freed, "freed"), (2**62, "never issued")):
        assert_error(fn(handles[0], bad), 0, ErrorCode.INVALID_HANDLE, f"rt_torch_tensor_{name}", "b:", word)


@pytest.mark.parametrize("name", UNARY)
def test_unary_like_torch(name, handles):
    a = torch.rand(3, 4) + 0.5
    handles.append(put(a))
    close(take(getattr(rt, f"rt_torch_tensor_{name}")(handles[0])), UNARY[name](a))


@pytest.mark.parametrize("exponent", [2.0, 0.5, -1.0, 3])
def test_pow(exponent, handles):
    a = torch.rand(5) + 0.1
    handles.append(put(a))
    close(take(rt.rt_torch_tensor_pow(handles[0], exponent)), torch.pow(a, exponent))


def test_scalar_ops(handles):
    a = torch.randn(2, 3)
    handles.append(put(a))
    close(take(rt.rt_torch_tensor_add_scalar(handles[0], 2.5)), a + 2.5)
    close(take(rt.rt_torch_tensor_mul_scalar(handles[0], -1.5)), a * -1.5)


def test_bool_negation_is_a_dtype_error(handles):
    handles.append(put(torch.tensor([True, False])))
    assert_error(rt.rt_torch_tensor_neg(handles[0]), 0, ErrorCode.DTYPE, "rt_torch_tensor_neg")


def test_non_numeric_scalar_is_an_argument_error(handles):
    handles.append(put(torch.randn(2)))
    assert_error(rt.rt_torch_tensor_add_scalar(handles[0], "x"), 0, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_add_scalar", "s must be a number")


# the other operations that combine a float16 tensor with a 0-dim complex one (ABI 1.3)
COMPLEX32_CASES = {
    "pow_tensor": (lambda a, b: [a, b], torch.pow),
    "where": (lambda a, b: [a.real > 0, a, b], lambda a, b: torch.where(a.real > 0, a, b)),
    "addcmul": (lambda a, b: [b, a, a], lambda a, b: torch.addcmul(b, a, a, value=0.5)),
    "addcdiv": (lambda a, b: [b, a, a], lambda a, b: torch.addcdiv(b, a, a, value=0.5)),
}


@pytest.mark.parametrize("name", COMPLEX32_CASES)
def test_float16_with_a_0dim_complex_is_complex64_in_more_ops(name, handles):
    arrange, reference = COMPLEX32_CASES[name]
    a, b = torch.tensor([0.5, -1.25, 2.0], dtype=torch.float16), torch.tensor(1.5 - 2j, dtype=torch.complex128)
    handles += [put(t) for t in arrange(a, b)]
    extra = (0.5,) if name.startswith("addc") else ()
    out = take(getattr(rt, f"rt_torch_tensor_{name}")(*handles, *extra))
    assert out.dtype == torch.complex64
    close(out, reference(a.to(torch.complex64), b).to(torch.complex64))
