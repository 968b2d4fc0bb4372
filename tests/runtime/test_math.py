"""The element-wise math of ABI 1.3 through the runtime: the dtypes PyTorch refuses get RT_ERR_DTYPE with
the same message on every backend (the runtime refuses them before the backend runs), and every op
computes what PyTorch computes for each dtype it takes. Values and gradients in depth: tests/parity."""

from __future__ import annotations

import pytest
import torch

import simple_torch.runtime as rt
from simple_torch.abi.enums import ErrorCode

from .conftest import get, put

OPS = ["sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "rsqrt", "reciprocal", "log1p", "expm1", "log2",
       "log10", "exp2", "erf", "erfinv", "square", "sign", "floor", "ceil", "round", "trunc", "frac"]
INPUTS = {
    "float32": torch.tensor([[0.25, -0.5, 0.75]]), "float64": torch.tensor([0.25, -0.5], dtype=torch.float64),
    "int64": torch.tensor([1, -2, 3]), "uint8": torch.tensor([1, 2], dtype=torch.uint8),
    "bool": torch.tensor([True, False]), "complex64": torch.tensor([0.5 + 0.25j]),
}


def _pytorch(op: str, x: torch.Tensor) -> torch.Tensor | None:
    """PyTorch's result, or None where PyTorch refuses the dtype."""
    try:
        return getattr(torch, op)(x)
    except (RuntimeError, NotImplementedError, TypeError):
        return None


@pytest.mark.parametrize("dtype", list(INPUTS))
@pytest.mark.parametrize("op", OPS)
def test_like_pytorch_for_every_dtype(op, dtype):
    x = INPUTS[dtype]
    expected = _pytorch(op, x)
    h = put(x)
    out = getattr(rt, f"rt_torch_tensor_{op}")(h)
    try:
        if expected is None:
            assert out == 0
            assert rt.rt_torch_last_error_code() == ErrorCode.DTYPE
            assert rt.rt_torch_last_error() == f"rt_torch_tensor_{op}: {op} does not support {dtype} tensors"
        else:
            assert out > 0, rt.rt_torch_last_error()
            ours = get(out)
            assert ours.dtype == expected.dtype
            torch.testing.assert_close(ours, expected, equal_nan=True, rtol=1e-5, atol=1e-6)
    finally:
        for handle in (out, h):
            if handle > 0:
                assert rt.rt_torch_tensor_free(handle) == 0


@pytest.mark.parametrize("op", OPS)
def test_bad_handles(op):
    fn = getattr(rt, f"rt_torch_tensor_{op}")
    for bad in (0, -1, 2**62):
        assert fn(bad) == 0 and rt.rt_torch_last_error_code() == ErrorCode.INVALID_HANDLE


PAIRS = {"float32": (torch.tensor([[0.5, -2.0, 3.0]]), torch.tensor([[1.0], [-3.0]])),
         "int64": (torch.tensor([1, -2, 3]), torch.tensor([2, -2, 0])),
         "bool": (torch.tensor([True, False]), torch.tensor([False, False])),
         "int32-float64": (torch.tensor([1, 2], dtype=torch.int32), torch.tensor([1.5, 0.5], dtype=torch.float64)),
         "complex64": (torch.tensor([0.5 + 1j]), torch.tensor([1.0 + 0j]))}


BINARY = {"maximum": "maximum", "minimum": "minimum", "atan2": "atan2", "pow_tensor": "pow"}   # ours: PyTorch's


@pytest.mark.parametrize("pair", list(PAIRS))
@pytest.mark.parametrize("op", list(BINARY))
def test_binary_math_like_pytorch(op, pair):
    a, b = PAIRS[pair]
    expected = _pytorch2(BINARY[op], a, b)
    ha, hb = put(a), put(b)
    out = getattr(rt, f"rt_torch_tensor_{op}")(ha, hb)
    try:
        if expected is None:
            assert out == 0 and rt.rt_torch_last_error_code() == ErrorCode.DTYPE
            assert rt.rt_torch_last_error() == f"rt_torch_tensor_{op}: {op} does not support {pair} tensors"
        else:
            assert out > 0, rt.rt_torch_last_error()
            ours = get(out)
            assert ours.dtype == expected.dtype
            torch.testing.assert_close(ours, expected, equal_nan=True)
    finally:
        for handle in (out, ha, hb):
            if handle > 0:
                assert rt.rt_torch_tensor_free(handle) == 0


def _pytorch2(op: str, a: torch.Tensor, b: torch.Tensor) -> torch.Tensor | None:
    try:
        return getattr(torch, op)(a, b)
    except (RuntimeError, NotImplementedError):
        return None


@pytest.mark.parametrize("op", list(BINARY))
def test_binary_math_bad_shapes_and_handles(op):
    fn = getattr(rt, f"rt_torch_tensor_{op}")
    a, b = put(torch.ones(2, 3)), put(torch.ones(4))
    try:
        assert fn(a, b) == 0 and rt.rt_torch_last_error_code() == ErrorCode.SHAPE, rt.rt_torch_last_error()
        assert fn(a, 0) == 0 and rt.rt_torch_last_error_code() == ErrorCode.INVALID_HANDLE
    finally:
        for h in (a, b):
            assert rt.rt_torch_tensor_free(h) == 0
