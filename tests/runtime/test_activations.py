"""Section 4: activations against PyTorch called directly."""

from __future__ import annotations

import math

import pytest
import torch
import torch.nn.functional as F

import simple_torch.runtime as rt
from simple_torch.abi.errors import ErrorCode

from .conftest import assert_error, assert_ok, bad_handles, close, get, put, take

ELEMENTWISE = {"relu": torch.relu, "sigmoid": torch.sigmoid, "tanh": torch.tanh, "gelu": F.gelu}
SHAPES = [(), (1,), (5,), (2, 3), (2, 3, 4), (0, 3)]
DIM_CASES = [((), 0), ((), -1), ((5,), 0), ((5,), -1), ((2, 3), 0), ((2, 3), 1), ((2, 3), -1), ((2, 3), -2),
             ((2, 3, 4), 0), ((2, 3, 4), 1), ((2, 3, 4), 2), ((2, 3, 4), -2), ((1, 4), 0)]
ALL = ["relu", "sigmoid", "tanh", "leaky_relu", "gelu", "softmax", "log_softmax"]


def ok(h: int) -> torch.Tensor:
    """The call that produced h succeeded (RT_OK, empty message); its value, h freed."""
    assert_ok()
    return take(h)


def call(name: str, h: int):
    """Call an activation with a valid second argument where it has one."""
    fn = getattr(rt, f"rt_torch_{name}")
    if name == "leaky_relu":
        return fn(h, 0.01)
    if name in ("softmax", "log_softmax"):
        return fn(h, -1)
    return fn(h)


# -- values -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ELEMENTWISE)
@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_elementwise_like_torch(name, shape, dtype, handles):
    x = torch.randn(shape, dtype=dtype) * 3
    handles.append(put(x))
    close(ok(getattr(rt, f"rt_torch_{name}")(handles[0])), ELEMENTWISE[name](x))


def test_known_values(handles):
    x = torch.tensor([-2.0, -0.5, 0.0, 1.0, 3.0])
    handles.append(put(x))
    h = handles[0]
    close(take(rt.rt_torch_relu(h)), torch.tensor([0.0, 0.0, 0.0, 1.0, 3.0]))
    close(take(rt.rt_torch_sigmoid(h)), torch.tensor([1 / (1 + math.exp(-v)) for v in x.tolist()]))
    close(take(rt.rt_torch_tanh(h)), torch.tensor([math.tanh(v) for v in x.tolist()]))
    # the exact (erf) GELU, PyTorch's default, not the tanh approximation
    close(take(rt.rt_torch_gelu(h)), torch.tensor([v * 0.5 * (1 + math.erf(v / math.sqrt(2))) for v in x.tolist()]))
    close(take(rt.rt_torch_leaky_relu(h, 0.1)), torch.tensor([-0.2, -0.05, 0.0, 1.0, 3.0]))
    close(take(rt.rt_torch_softmax(h, 0)), torch.exp(x) / torch.exp(x).sum())


def test_relu_keeps_integer_dtype_and_sigmoid_promotes_like_torch(handles):
    x = torch.tensor([[-3, 0, 4], [5, -1, 2]])
    handles.append(put(x))
    close(take(rt.rt_torch_relu(handles[0])), torch.relu(x))
    close(take(rt.rt_torch_sigmoid(handles[0])), torch.sigmoid(x))
    close(take(rt.rt_torch_tanh(handles[0])), torch.tanh(x))


def test_input_is_borrowed_not_changed(handles):
    x = torch.randn(4, 5)
    handles.append(put(x))
    for name in ALL:
        out = call(name, handles[0])
        assert out > 0 and out != handles[0]
        rt.rt_torch_tensor_free(out)
    close(get(handles[0]), x)


def test_result_outlives_input():
    x = torch.randn(3)
    h = put(x)
    out = rt.rt_torch_relu(h)
    assert rt.rt_torch_tensor_free(h) == 0
    close(take(out), torch.relu(x))


@pytest.mark.parametrize("slope", [0.01, 0.2, 0.0, -0.5, 2.0, 1])
@pytest.mark.parametrize("shape", [(), (7,), (3, 4)])
def test_leaky_relu_like_torch(slope, shape, handles):
    x = torch.randn(shape)
    handles.append(put(x))
    close(ok(rt.rt_torch_leaky_relu(handles[0], slope)), F.leaky_relu(x, slope))


def test_leaky_relu_float64(handles):
    x = torch.randn(10, dtype=torch.float64)
    handles.append(put(x))
    close(take(rt.rt_torch_leaky_relu(handles[0], 0.3)), F.leaky_relu(x, 0.3))


@pytest.mark.parametrize("name,ref", [("softmax", torch.softmax), ("log_softmax", torch.log_softmax)])
@pytest.mark.parametrize("shape,dim", DIM_CASES)
def test_softmax_like_torch(name, ref, shape, dim, handles):
    x = torch.randn(shape) * 4
    handles.append(put(x))
    got = ok(getattr(rt, f"rt_torch_{name}")(handles[0], dim))
    close(got, ref(x, dim))
    probs = got if name == "softmax" else got.exp()
    if shape:
        close(probs.sum(dim), torch.ones(shape[:dim % len(shape)] + shape[dim % len(shape) + 1:]))


@pytest.mark.parametrize("name,ref", [("softmax", torch.softmax), ("log_softmax", torch.log_softmax)])
@pytest.mark.parametrize("dim", [0, 1, 2, 3])
def test_softmax_of_no_elements(name, ref, dim, handles):
    """The NumPy backend took the maximum of an empty array (found by make fuzz)."""
    x = torch.zeros(0, 4, 1, 0)
    handles.append(put(x))
    close(ok(getattr(rt, f"rt_torch_{name}")(handles[0], dim)), ref(x, dim))


@pytest.mark.parametrize("name,ref", [("softmax", torch.softmax), ("log_softmax", torch.log_softmax)])
def test_softmax_float64_and_large_values(name, ref, handles):
    x = torch.tensor([[1000.0, 1001.0, 1002.0], [-1000.0, 0.0, 1000.0]], dtype=torch.float64)
    handles.append(put(x))
    got = take(getattr(rt, f"rt_torch_{name}")(handles[0], 1))
    assert torch.isfinite(got).all()
    close(got, ref(x, 1))


# -- errors -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ALL)
def test_bad_handles(name):
    for bad, word in bad_handles():
        assert_error(call(name, bad), 0, ErrorCode.INVALID_HANDLE, f"rt_torch_{name}", "x:", word)


@pytest.mark.parametrize("name", ["softmax", "log_softmax"])
@pytest.mark.parametrize("shape,dim", [((2, 3), 2), ((2, 3), -3), ((5,), 1), ((), 1), ((), -2), ((2, 3, 4), 99)])
def test_softmax_dim_out_of_range(name, shape, dim, handles):
    handles.append(put(torch.randn(shape)))
    assert_error(getattr(rt, f"rt_torch_{name}")(handles[0], dim), 0, ErrorCode.INVALID_ARGUMENT, f"rt_torch_{name}",
                 f"dim {dim} is out of range")


@pytest.mark.parametrize("name", ["softmax", "log_softmax"])
def test_softmax_dim_must_be_an_integer(name, handles):
    handles.append(put(torch.randn(2, 3)))
    assert_error(getattr(rt, f"rt_torch_{name}")(handles[0], 1.0), 0, ErrorCode.INVALID_ARGUMENT, f"rt_torch_{name}",
                 "dim must be an integer")


@pytest.mark.parametrize("name", ["softmax", "log_softmax", "gelu", "leaky_relu"])
def test_integer_input_is_a_dtype_error(name, handles):
    handles.append(put(torch.arange(6).reshape(2, 3)))
    assert_error(call(name, handles[0]), 0, ErrorCode.DTYPE, f"rt_torch_{name}")


def test_relu_of_bool_is_a_dtype_error(handles):
    handles.append(put(torch.tensor([True, False])))
    assert_error(rt.rt_torch_relu(handles[0]), 0, ErrorCode.DTYPE, "rt_torch_relu")


@pytest.mark.parametrize("slope,word", [(float("nan"), "finite"), (float("inf"), "finite"),
                                        (float("-inf"), "finite"), ("x", "must be a number"),
                                        (None, "must be a number")])
def test_leaky_relu_bad_slope(slope, word, handles):
    handles.append(put(torch.randn(3)))
    assert_error(rt.rt_torch_leaky_relu(handles[0], slope), 0, ErrorCode.INVALID_ARGUMENT, "rt_torch_leaky_relu",
                 "negative_slope", word)


def test_error_then_success_resets_last_error(handles):
    handles.append(put(torch.randn(3)))
    assert_error(rt.rt_torch_softmax(handles[0], 5), 0, ErrorCode.INVALID_ARGUMENT, "rt_torch_softmax")
    close(ok(rt.rt_torch_softmax(handles[0], 0)), torch.softmax(get(handles[0]), 0))
