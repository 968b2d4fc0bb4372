"""Section 9: neural-network operations against torch.nn.functional called directly."""

from __future__ import annotations

import math

import pytest
import torch
import torch.nn.functional as F

import simple_torch.runtime as rt
from simple_torch.abi.errors import ErrorCode

from .conftest import TORCH_DEVICE, assert_error, assert_ok, close, get, on_device, put, take


def freed_handle() -> int:
    h = put(torch.zeros(1))
    assert rt.rt_torch_tensor_free(h) == 0
    return h


# -- linear ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("x_shape", [(5,), (2, 5), (3, 2, 5)])
@pytest.mark.parametrize("with_bias", [True, False])
def test_linear_like_torch(x_shape, with_bias, handles):
    x, w, b = torch.randn(x_shape), torch.randn(4, 5), torch.randn(4)
    handles += [put(x), put(w), put(b) if with_bias else 0]
    out = take(rt.rt_torch_nn_linear(*handles[:2], handles[2]))
    assert_ok()
    close(out, F.linear(x, w, b if with_bias else None))
    if not with_bias:   # no bias really means none: the result is exactly x @ w.T
        close(out, torch.matmul(x, w.t()))


def test_linear_one_dim_weight(handles):
    x, w = torch.randn(3, 5), torch.randn(5)
    handles += [put(x), put(w)]
    close(take(rt.rt_torch_nn_linear(handles[0], handles[1], 0)), F.linear(x, w))


def test_linear_one_dim_weight_with_a_0dim_bias(handles):
    """PyTorch's one case of a 1-D weight with a bias: a 1-D x, a 0-dim bias; gradients too."""
    x, w, b = (torch.randn(s, requires_grad=True) for s in ((5,), (5,), ()))
    handles += [put(x), put(w), put(b)]
    for h in handles:
        assert rt.rt_torch_tensor_set_requires_grad(h, 1) == 0
    y = rt.rt_torch_nn_linear(*handles)
    handles.append(y)
    close(get(y), F.linear(x, w, b).detach())
    assert rt.rt_torch_tensor_backward(y) == 0, rt.rt_torch_last_error()
    F.linear(x, w, b).backward()
    for h, t in zip(handles, (x, w, b)):
        close(take(rt.rt_torch_tensor_grad(h)), t.grad)


def test_linear_float64(handles):
    x, w, b = torch.randn(2, 3, dtype=torch.float64), torch.randn(4, 3, dtype=torch.float64), torch.randn(4, dtype=torch.float64)
    handles += [put(x), put(w), put(b)]
    close(take(rt.rt_torch_nn_linear(*handles)), F.linear(x, w, b))


def test_linear_bad_handles(handles):
    handles += [put(torch.randn(2, 3)), put(torch.randn(4, 3))]
    x, w = handles
    fn = "rt_torch_nn_linear"
    assert_error(rt.rt_torch_nn_linear(x, 0, 0), 0, ErrorCode.INVALID_HANDLE, fn, "weight:", "null")
    assert_error(rt.rt_torch_nn_linear(0, w, 0), 0, ErrorCode.INVALID_HANDLE, fn, "x:", "null")
    assert_error(rt.rt_torch_nn_linear(x, w, freed_handle()), 0, ErrorCode.INVALID_HANDLE, fn, "bias:", "freed")
    assert_error(rt.rt_torch_nn_linear(x, w, -7), 0, ErrorCode.INVALID_HANDLE, fn, "bias:", "negative")
    assert_error(rt.rt_torch_nn_linear(x, 2**62, 0), 0, ErrorCode.INVALID_HANDLE, fn, "weight:", "never issued")


def test_linear_errors(handles):
    fn = "rt_torch_nn_linear"
    x, scalar = put(torch.randn(2, 3)), put(torch.tensor(1.0))
    w_bad, w3, w_int, b_bad = (put(torch.randn(4, 5)), put(torch.randn(2, 4, 3)),
                               put(torch.ones(4, 3, dtype=torch.int64)), put(torch.randn(5)))
    w = put(torch.randn(4, 3))
    handles += [x, scalar, w_bad, w3, w_int, b_bad, w]
    assert_error(rt.rt_torch_nn_linear(x, w_bad, 0), 0, ErrorCode.SHAPE, fn)
    assert_error(rt.rt_torch_nn_linear(x, w, b_bad), 0, ErrorCode.SHAPE, fn)
    assert_error(rt.rt_torch_nn_linear(scalar, w, 0), 0, ErrorCode.SHAPE, fn, "at least 1-D")
    assert_error(rt.rt_torch_nn_linear(x, w3, 0), 0, ErrorCode.SHAPE, fn, "weight")
    assert_error(rt.rt_torch_nn_linear(x, w_int, 0), 0, ErrorCode.DTYPE, fn)
    # decided by the runtime for both backends (make fuzz found PyTorch's in-place bias add failing unclassified)
    v3, v_short, b0, b0_double = (put(torch.randn(3)), put(torch.ones(3, dtype=torch.int16)), put(torch.tensor(0.5)),
                                  put(torch.tensor(0.5, dtype=torch.float64)))
    handles += [v3, v_short, b0, b0_double]
    assert_error(rt.rt_torch_nn_linear(x, v3, b0), 0, ErrorCode.SHAPE, fn, "a 1-D weight takes a bias only")
    assert_error(rt.rt_torch_nn_linear(v3, v3, b_bad), 0, ErrorCode.SHAPE, fn, "a 1-D weight takes a bias only")
    assert_error(rt.rt_torch_nn_linear(v_short, v_short, b0), 0, ErrorCode.DTYPE, fn, "bias", "int16", "float32")
    assert_error(rt.rt_torch_nn_linear(v3, v3, b0_double), 0, ErrorCode.DTYPE, fn, "bias", "float64")


# -- conv2d ------------------------------------------------------------------------------------------------

CONV_CASES = [
    # (x shape, weight shape, stride, padding, dilation, groups)
    ((2, 3, 7, 7), (4, 3, 3, 3), (1, 1), (0, 0), (1, 1), 1),
    ((2, 3, 7, 7), (4, 3, 3, 3), (2, 2), (1, 1), (1, 1), 1),
    ((1, 3, 9, 8), (5, 3, 3, 2), (2, 1), (1, 0), (1, 1), 1),
    ((1, 2, 9, 9), (3, 2, 3, 3), (1, 1), (2, 2), (2, 2), 1),
    ((1, 2, 10, 9), (4, 2, 3, 3), (1, 2), (0, 1), (3, 1), 1),
    ((2, 4, 6, 6), (6, 2, 3, 3), (1, 1), (1, 1), (1, 1), 2),
    ((1, 6, 5, 5), (6, 1, 3, 3), (1, 1), (1, 1), (1, 1), 6),   # depthwise
    ((3, 5, 5), (4, 3, 3, 3), (1, 1), (1, 1), (1, 1), 1),       # unbatched input
]


@pytest.mark.parametrize("case", CONV_CASES)
@pytest.mark.parametrize("with_bias", [True, False])
def test_conv2d_like_torch(case, with_bias, handles):
    x_shape, w_shape, stride, padding, dilation, groups = case
    x, w, b = torch.randn(x_shape), torch.randn(w_shape), torch.randn(w_shape[0])
    handles += [put(x), put(w), put(b) if with_bias else 0]
    out = take(rt.rt_torch_nn_conv2d(*handles, list(stride), list(padding), list(dilation), groups))
    assert_ok()
    # computed where the runtime computes: a GPU's convolutions round otherwise (in TF32 by default)
    expected = on_device(F.conv2d, x, w, b if with_bias else None, stride, padding, dilation, groups)
    close(out, expected, rtol=1e-5, atol=1e-5)


def test_conv2d_known_values(handles):
    # a 1x1 input of ones and a kernel of ones: each output counts the in-bounds taps
    x, w = torch.ones(1, 1, 3, 3), torch.ones(1, 1, 3, 3)
    handles += [put(x), put(w), put(torch.tensor([0.5]))]
    out = take(rt.rt_torch_nn_conv2d(*handles, [1, 1], [1, 1], [1, 1], 1))
    close(out, torch.tensor([[[[4.0, 6.0, 4.0], [6.0, 9.0, 6.0], [4.0, 6.0, 4.0]]]]) + 0.5)


@pytest.mark.parametrize("arg, value, word", [
    ("stride", [0, 1], "stride"), ("stride", [1, -2], "stride"), ("stride", [1], "stride"),
    ("stride", [1, 1, 1], "stride"), ("padding", [-1, 0], "padding"), ("padding", [0], "padding"),
    ("dilation", [0, 1], "dilation"), ("dilation", [1, -1], "dilation"),
    ("groups", 0, "groups"), ("groups", -2, "groups"),
])
def test_conv2d_bad_arguments(arg, value, word, handles):
    handles += [put(torch.randn(1, 4, 6, 6)), put(torch.randn(4, 4, 3, 3))]
    kwargs = {"stride": [1, 1], "padding": [0, 0], "dilation": [1, 1], "groups": 1, arg: value}
    result = rt.rt_torch_nn_conv2d(handles[0], handles[1], 0, kwargs["stride"], kwargs["padding"],
                                   kwargs["dilation"], kwargs["groups"])
    assert_error(result, 0, ErrorCode.INVALID_ARGUMENT, "rt_torch_nn_conv2d", word)


def test_conv2d_shape_errors(handles):
    fn = "rt_torch_nn_conv2d"
    x = put(torch.randn(1, 3, 5, 5))
    w_groups = put(torch.randn(4, 1, 3, 3))        # groups=2 needs 2 input channels per group: 3 is not divisible
    w_3d = put(torch.randn(4, 3, 3))
    x_2d = put(torch.randn(5, 5))
    x_small = put(torch.randn(1, 3, 2, 2))
    w = put(torch.randn(4, 3, 3, 3))
    b_bad = put(torch.randn(5))
    handles += [x, w_groups, w_3d, x_2d, x_small, w, b_bad]
    s, p, d = [1, 1], [0, 0], [1, 1]
    assert_error(rt.rt_torch_nn_conv2d(x, w_groups, 0, s, p, d, 2), 0, ErrorCode.SHAPE, fn)
    assert_error(rt.rt_torch_nn_conv2d(x, w, 0, s, p, d, 2), 0, ErrorCode.SHAPE, fn)        # 4 out channels fine, 3 in not /2
    assert_error(rt.rt_torch_nn_conv2d(x, w_3d, 0, s, p, d, 1), 0, ErrorCode.SHAPE, fn, "weight must be 4-D")
    assert_error(rt.rt_torch_nn_conv2d(x_2d, w, 0, s, p, d, 1), 0, ErrorCode.SHAPE, fn, "x must be")
    assert_error(rt.rt_torch_nn_conv2d(x_small, w, 0, s, p, d, 1), 0, ErrorCode.SHAPE, fn)
    assert_error(rt.rt_torch_nn_conv2d(x, w, b_bad, s, p, d, 1), 0, ErrorCode.SHAPE, fn)
    no_rows = put(torch.randn(4, 3, 0, 1))   # PyTorch's oneDNN failed without a reason (found by make fuzz)
    handles.append(no_rows)
    assert_error(rt.rt_torch_nn_conv2d(x, no_rows, 0, s, p, d, 1), 0, ErrorCode.SHAPE, fn, "kernel size")


def test_conv2d_bad_handles(handles):
    fn = "rt_torch_nn_conv2d"
    handles += [put(torch.randn(1, 3, 5, 5)), put(torch.randn(4, 3, 3, 3))]
    x, w = handles
    s, p, d = [1, 1], [0, 0], [1, 1]
    assert_error(rt.rt_torch_nn_conv2d(x, 0, 0, s, p, d, 1), 0, ErrorCode.INVALID_HANDLE, fn, "weight:", "null")
    assert_error(rt.rt_torch_nn_conv2d(0, w, 0, s, p, d, 1), 0, ErrorCode.INVALID_HANDLE, fn, "x:")
    assert_error(rt.rt_torch_nn_conv2d(x, w, freed_handle(), s, p, d, 1), 0, ErrorCode.INVALID_HANDLE, fn, "bias:", "freed")


# -- pooling -----------------------------------------------------------------------------------------------

POOL_CASES = [
    # (x shape, kernel, stride, padding)
    ((2, 3, 8, 8), (2, 2), (2, 2), (0, 0)),
    ((1, 2, 7, 9), (3, 3), (2, 2), (1, 1)),
    ((1, 1, 6, 7), (3, 2), (1, 2), (1, 0)),
    ((1, 2, 5, 5), (1, 1), (1, 1), (0, 0)),
    ((3, 6, 6), (2, 3), (2, 3), (1, 1)),       # unbatched
]


@pytest.mark.parametrize("case", POOL_CASES)
def test_max_pool2d_like_torch(case, handles):
    x_shape, kernel, stride, padding = case
    x = torch.randn(x_shape)
    handles.append(put(x))
    out = take(rt.rt_torch_nn_max_pool2d(handles[0], list(kernel), list(stride), list(padding)))
    assert_ok()
    close(out, F.max_pool2d(x, kernel, stride, padding))


@pytest.mark.parametrize("case", POOL_CASES)
def test_avg_pool2d_like_torch(case, handles):
    x_shape, kernel, stride, padding = case
    x = torch.randn(x_shape)
    handles.append(put(x))
    out = take(rt.rt_torch_nn_avg_pool2d(handles[0], list(kernel), list(stride), list(padding)))
    assert_ok()
    close(out, F.avg_pool2d(x, kernel, stride, padding))


def test_pool_known_values(handles):
    x = torch.arange(16.0).reshape(1, 1, 4, 4)
    handles.append(put(x))
    close(take(rt.rt_torch_nn_max_pool2d(handles[0], [2, 2], [2, 2], [0, 0])),
          torch.tensor([[[[5.0, 7.0], [13.0, 15.0]]]]))
    close(take(rt.rt_torch_nn_avg_pool2d(handles[0], [2, 2], [2, 2], [0, 0])),
          torch.tensor([[[[2.5, 4.5], [10.5, 12.5]]]]))
    # avg_pool2d counts the zero padding (PyTorch's count_include_pad=True): corner = (0+1+4+5)/9
    padded = take(rt.rt_torch_nn_avg_pool2d(handles[0], [3, 3], [3, 3], [1, 1]))
    assert padded[0, 0, 0, 0].item() == pytest.approx(10.0 / 9.0)
    # max_pool2d pads with -inf, never with 0: all-negative input keeps negative maxima
    neg = put(-torch.arange(1.0, 17.0).reshape(1, 1, 4, 4))
    handles.append(neg)
    close(take(rt.rt_torch_nn_max_pool2d(neg, [3, 3], [3, 3], [1, 1])), torch.tensor([[[[-1.0, -3.0], [-9.0, -11.0]]]]))


@pytest.mark.parametrize("name", ["max_pool2d", "avg_pool2d"])
@pytest.mark.parametrize("kernel, stride, padding, word", [
    ([2, 2], [2, 2], [2, 0], "at most half"),
    ([3, 3], [1, 1], [1, 2], "at most half"),
    ([1, 1], [1, 1], [1, 0], "at most half"),
    ([0, 2], [1, 1], [0, 0], "kernel"),
    ([2, 2], [0, 1], [0, 0], "stride"),
    ([2, 2], [1, 1], [-1, 0], "padding"),
    ([2], [1, 1], [0, 0], "kernel"),
    ([2, 2], [1, 1, 1], [0, 0], "stride"),
])
def test_pool_bad_arguments(name, kernel, stride, padding, word, handles):
    handles.append(put(torch.randn(1, 1, 6, 6)))
    fn = f"rt_torch_nn_{name}"
    assert_error(getattr(rt, fn)(handles[0], kernel, stride, padding), 0, ErrorCode.INVALID_ARGUMENT, fn, word)


@pytest.mark.parametrize("name", ["max_pool2d", "avg_pool2d"])
def test_pool_shape_errors(name, handles):
    fn = f"rt_torch_nn_{name}"
    handles += [put(torch.randn(4, 4)), put(torch.randn(1, 1, 1, 4, 4)), put(torch.randn(1, 1, 2, 2))]
    flat, five, small = handles
    assert_error(getattr(rt, fn)(flat, [2, 2], [2, 2], [0, 0]), 0, ErrorCode.SHAPE, fn, "x must be")
    assert_error(getattr(rt, fn)(five, [2, 2], [2, 2], [0, 0]), 0, ErrorCode.SHAPE, fn, "x must be")
    assert_error(getattr(rt, fn)(small, [3, 3], [1, 1], [0, 0]), 0, ErrorCode.SHAPE, fn)   # output would be empty
    assert_error(getattr(rt, fn)(0, [2, 2], [2, 2], [0, 0]), 0, ErrorCode.INVALID_HANDLE, fn, "x:")


# -- batch_norm --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("x_shape", [(6, 3), (4, 3, 5), (2, 3, 4, 4)])
@pytest.mark.parametrize("affine", [True, False])
@pytest.mark.parametrize("momentum", [0.1, 0.5])
def test_batch_norm_training_updates_running_stats(x_shape, affine, momentum, handles):
    x = torch.randn(x_shape) * 2 + 1
    mean0, var0 = torch.randn(3), torch.rand(3) + 0.5
    w, b = torch.randn(3), torch.randn(3)
    hx, hm, hv = put(x), put(mean0), put(var0)
    hw, hb = (put(w), put(b)) if affine else (0, 0)
    handles += [hx, hm, hv, hw, hb]
    out = take(rt.rt_torch_nn_batch_norm(hx, hm, hv, hw, hb, 1, momentum, 1e-5))
    assert_ok()
    mean, var = mean0.clone(), var0.clone()
    expected = F.batch_norm(x, mean, var, w if affine else None, b if affine else None, True, momentum, 1e-5)
    close(out, expected, rtol=1e-5, atol=1e-5)
    # the running stats were updated in place, behind the same handles, exactly as PyTorch updates them
    close(get(hm), mean)
    close(get(hv), var)
    assert not torch.allclose(get(hm), mean0)
    # PyTorch's rule: new = (1 - momentum) * old + momentum * batch stat (unbiased variance)
    dims = [d for d in range(x.dim()) if d != 1]
    close(get(hm), (1 - momentum) * mean0 + momentum * x.mean(dims), rtol=1e-5, atol=1e-6)
    close(get(hv), (1 - momentum) * var0 + momentum * x.var(dims, unbiased=True), rtol=1e-5, atol=1e-6)


def test_batch_norm_training_normalises_with_batch_stats(handles):
    x = torch.randn(8, 4) * 3 + 2
    handles.append(put(x))
    out = take(rt.rt_torch_nn_batch_norm(handles[0], 0, 0, 0, 0, 1, 0.1, 1e-5))   # no running stats
    assert_ok()
    close(out, F.batch_norm(x, None, None, None, None, True, 0.1, 1e-5))
    close(out.mean(0), torch.zeros(4), atol=1e-5, rtol=0)
    close(out.var(0, unbiased=False), torch.ones(4), atol=1e-3, rtol=0)


@pytest.mark.parametrize("affine", [True, False])
def test_batch_norm_eval_uses_running_stats_and_keeps_them(affine, handles):
    x = torch.randn(5, 3, 2)
    mean, var, w, b = torch.randn(3), torch.rand(3) + 0.5, torch.randn(3), torch.randn(3)
    hx, hm, hv = put(x), put(mean), put(var)
    hw, hb = (put(w), put(b)) if affine else (0, 0)
    handles += [hx, hm, hv, hw, hb]
    out = take(rt.rt_torch_nn_batch_norm(hx, hm, hv, hw, hb, 0, 0.1, 1e-3))
    assert_ok()
    expected = F.batch_norm(x, mean.clone(), var.clone(), w if affine else None, b if affine else None, False, 0.1, 1e-3)
    close(out, expected)
    manual = (x - mean[None, :, None]) / torch.sqrt(var[None, :, None] + 1e-3)
    if affine:
        manual = manual * w[None, :, None] + b[None, :, None]
    close(out, manual, rtol=1e-5, atol=1e-5)
    close(get(hm), mean)   # untouched in eval mode
    close(get(hv), var)


def test_batch_norm_errors(handles):
    fn = "rt_torch_nn_batch_norm"
    x, m, v = put(torch.randn(4, 3)), put(torch.zeros(3)), put(torch.ones(3))
    m4, v4, w4 = put(torch.zeros(4)), put(torch.ones(4)), put(torch.ones(4))
    one_row, flat = put(torch.randn(1, 3)), put(torch.randn(4))
    handles += [x, m, v, m4, v4, w4, one_row, flat]
    assert_error(rt.rt_torch_nn_batch_norm(x, 0, 0, 0, 0, 0, 0.1, 1e-5), 0, ErrorCode.INVALID_ARGUMENT, fn,
                 "running_mean and running_var")
    assert_error(rt.rt_torch_nn_batch_norm(x, m, 0, 0, 0, 0, 0.1, 1e-5), 0, ErrorCode.INVALID_ARGUMENT, fn, "running")
    assert_error(rt.rt_torch_nn_batch_norm(x, 0, v, 0, 0, 0, 0.1, 1e-5), 0, ErrorCode.INVALID_ARGUMENT, fn, "running")
    assert_error(rt.rt_torch_nn_batch_norm(x, m, v, 0, 0, 1, 0.1, -1e-5), 0, ErrorCode.INVALID_ARGUMENT, fn, "eps")
    assert_error(rt.rt_torch_nn_batch_norm(x, m, v, 0, 0, 1, math.nan, 1e-5), 0, ErrorCode.INVALID_ARGUMENT, fn, "momentum")
    assert_error(rt.rt_torch_nn_batch_norm(x, m4, v4, 0, 0, 1, 0.1, 1e-5), 0, ErrorCode.SHAPE, fn)
    assert_error(rt.rt_torch_nn_batch_norm(x, m, v, w4, 0, 0, 0.1, 1e-5), 0, ErrorCode.SHAPE, fn)
    assert_error(rt.rt_torch_nn_batch_norm(one_row, 0, 0, 0, 0, 1, 0.1, 1e-5), 0, ErrorCode.SHAPE, fn)
    # not 1-D: PyTorch failed an internal assert on a bias of [2, 2] when not training (found by make fuzz)
    square = put(torch.zeros(2, 2))
    handles.append(square)
    x4 = put(torch.randn(3, 4))
    handles.append(x4)
    assert_error(rt.rt_torch_nn_batch_norm(x4, m4, v4, 0, square, 0, 0.1, 1e-5), 0, ErrorCode.SHAPE, fn,
                 "bias has shape [2, 2]", "must be [4]")
    assert_error(rt.rt_torch_nn_batch_norm(x4, m4, v4, square, 0, 1, 0.1, 1e-5), 0, ErrorCode.SHAPE, fn,
                 "weight has shape [2, 2]")
    assert_error(rt.rt_torch_nn_batch_norm(flat, 0, 0, 0, 0, 1, 0.1, 1e-5), 0, ErrorCode.SHAPE, fn, "at least 2-D")
    assert_error(rt.rt_torch_nn_batch_norm(0, m, v, 0, 0, 1, 0.1, 1e-5), 0, ErrorCode.INVALID_HANDLE, fn, "x:")
    assert_error(rt.rt_torch_nn_batch_norm(x, m, v, freed_handle(), 0, 1, 0.1, 1e-5), 0, ErrorCode.INVALID_HANDLE, fn,
                 "weight:", "freed")
    assert_error(rt.rt_torch_nn_batch_norm(x, -1, v, 0, 0, 1, 0.1, 1e-5), 0, ErrorCode.INVALID_HANDLE, fn, "running_mean:")
    # running stats are not differentiable: requiring grad is refused while grad is on (found by make fuzz)
    assert rt.rt_torch_tensor_set_requires_grad(v, 1) == 0
    for training in (0, 1):
        assert_error(rt.rt_torch_nn_batch_norm(x, m, v, 0, 0, training, 0.1, 1e-5), 0, ErrorCode.INVALID_ARGUMENT, fn,
                     "not differentiable with respect to running_var")
    assert rt.rt_torch_no_grad_begin() == 0
    try:
        out = rt.rt_torch_nn_batch_norm(x, m, v, 0, 0, 0, 0.1, 1e-5)
        assert out > 0, rt.rt_torch_last_error()
        handles.append(out)
    finally:
        assert rt.rt_torch_no_grad_end() == 0
    assert rt.rt_torch_tensor_set_requires_grad(v, 0) == 0
    # a failed call leaves the running stats alone
    close(get(m), torch.zeros(3))
    close(get(v), torch.ones(3))


# -- layer_norm --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("x_shape, normalized", [((4, 6), [6]), ((2, 3, 5), [5]), ((2, 3, 5), [3, 5]), ((7,), [7])])
@pytest.mark.parametrize("affine", [True, False])
@pytest.mark.parametrize("eps", [1e-5, 0.1])
def test_layer_norm_like_torch(x_shape, normalized, affine, eps, handles):
    x = torch.randn(x_shape) * 3 + 1
    w, b = torch.randn(normalized), torch.randn(normalized)
    handles += [put(x), put(w) if affine else 0, put(b) if affine else 0]
    out = take(rt.rt_torch_nn_layer_norm(handles[0], normalized, handles[1], handles[2], eps))
    assert_ok()
    close(out, F.layer_norm(x, normalized, w if affine else None, b if affine else None, eps), rtol=1e-5, atol=1e-5)


def test_layer_norm_weight_only(handles):
    x, w = torch.randn(3, 4), torch.randn(4)
    handles += [put(x), put(w)]
    close(take(rt.rt_torch_nn_layer_norm(handles[0], [4], handles[1], 0, 1e-5)), F.layer_norm(x, [4], w, None, 1e-5))


def test_layer_norm_errors(handles):
    fn = "rt_torch_nn_layer_norm"
    x, w_bad, x_int = put(torch.randn(4, 3)), put(torch.ones(4)), put(torch.ones(4, 3, dtype=torch.int64))
    handles += [x, w_bad, x_int]
    assert_error(rt.rt_torch_nn_layer_norm(x, [4], 0, 0, 1e-5), 0, ErrorCode.SHAPE, fn)
    assert_error(rt.rt_torch_nn_layer_norm(x, [], 0, 0, 1e-5), 0, ErrorCode.SHAPE, fn)
    assert_error(rt.rt_torch_nn_layer_norm(x, [-3], 0, 0, 1e-5), 0, ErrorCode.INVALID_ARGUMENT, fn, "normalized_shape")
    assert_error(rt.rt_torch_nn_layer_norm(x, [3], 0, 0, -1.0), 0, ErrorCode.INVALID_ARGUMENT, fn, "eps")
    assert_error(rt.rt_torch_nn_layer_norm(x, [3], 0, 0, math.inf), 0, ErrorCode.INVALID_ARGUMENT, fn, "eps")
    assert_error(rt.rt_torch_nn_layer_norm(x, [3], w_bad, 0, 1e-5), 0, ErrorCode.SHAPE, fn)
    assert_error(rt.rt_torch_nn_layer_norm(x_int, [3], 0, 0, 1e-5), 0, ErrorCode.DTYPE, fn)
    assert_error(rt.rt_torch_nn_layer_norm(x, [3], freed_handle(), 0, 1e-5), 0, ErrorCode.INVALID_HANDLE, fn, "weight:")
    assert_error(rt.rt_torch_nn_layer_norm(0, [3], 0, 0, 1e-5), 0, ErrorCode.INVALID_HANDLE, fn, "x:")


# -- dropout -----------------------------------------------------------------------------------------------

def test_dropout_identities(handles):
    x = torch.randn(50, 40)
    handles.append(put(x))
    close(take(rt.rt_torch_nn_dropout(handles[0], 0.0, 1)), x)     # p = 0 keeps everything
    close(take(rt.rt_torch_nn_dropout(handles[0], 0.5, 0)), x)     # not training: identity
    close(take(rt.rt_torch_nn_dropout(handles[0], 1.0, 0)), x)
    close(take(rt.rt_torch_nn_dropout(handles[0], 1.0, 1)), torch.zeros(50, 40))   # p = 1 drops everything
    assert_ok()


@pytest.mark.parametrize("p", [0.2, 0.5, 0.75])
def test_dropout_scales_kept_elements(p, handles):
    x = torch.rand(200, 100) + 1.0   # no zeros in the input, so zeros in the output are dropped elements
    handles.append(put(x))
    rt.rt_torch_manual_seed(7)
    out = take(rt.rt_torch_nn_dropout(handles[0], p, 1))
    kept = out != 0
    close(out[kept], x[kept] / (1 - p))
    dropped = 1 - kept.float().mean().item()
    assert abs(dropped - p) < 0.02, dropped   # 20000 Bernoulli draws: sd about 0.0035


def test_dropout_float64(handles):
    x = torch.rand(30, 30, dtype=torch.float64) + 1
    handles.append(put(x))
    out = take(rt.rt_torch_nn_dropout(handles[0], 0.4, 1))
    assert out.dtype == torch.float64
    close(out[out != 0], x[out != 0] / 0.6)


def test_dropout_reproducible_under_manual_seed(handles):
    x = torch.randn(64, 32)
    handles.append(put(x))
    assert rt.rt_torch_manual_seed(1234) == 0
    first = take(rt.rt_torch_nn_dropout(handles[0], 0.3, 1))
    second = take(rt.rt_torch_nn_dropout(handles[0], 0.3, 1))
    assert not torch.equal(first, second)       # the generator moved on
    assert rt.rt_torch_manual_seed(1234) == 0
    again = take(rt.rt_torch_nn_dropout(handles[0], 0.3, 1))
    assert torch.equal(first, again)


@pytest.mark.skipif(rt.rt_torch_backend() != "torch", reason="only the torch backend shares PyTorch's generator")
def test_dropout_draws_like_pytorch(handles):
    x = torch.randn(64, 32)
    handles.append(put(x))
    assert rt.rt_torch_manual_seed(1234) == 0
    first = take(rt.rt_torch_nn_dropout(handles[0], 0.3, 1))
    torch.manual_seed(1234)   # the same generator and draws as PyTorch's own dropout, the default device's
    assert torch.equal(first, F.dropout(x.to(TORCH_DEVICE), 0.3, True).cpu())


@pytest.mark.parametrize("p", [-0.1, 1.5, math.nan, math.inf, -math.inf])
def test_dropout_bad_p(p, handles):
    handles.append(put(torch.randn(3)))
    assert_error(rt.rt_torch_nn_dropout(handles[0], p, 1), 0, ErrorCode.INVALID_ARGUMENT, "rt_torch_nn_dropout", "p is")
    assert_error(rt.rt_torch_nn_dropout(handles[0], p, 0), 0, ErrorCode.INVALID_ARGUMENT, "rt_torch_nn_dropout", "p is")


def test_dropout_other_errors(handles):
    fn = "rt_torch_nn_dropout"
    handles += [put(torch.ones(3, dtype=torch.int64)), put(torch.ones(3, dtype=torch.bool))]
    assert_error(rt.rt_torch_nn_dropout(handles[0], 0.5, 1), 0, ErrorCode.DTYPE, fn, "int64")
    assert_error(rt.rt_torch_nn_dropout(handles[1], 0.5, 1), 0, ErrorCode.DTYPE, fn, "bool")
    assert_error(rt.rt_torch_nn_dropout(0, 0.5, 1), 0, ErrorCode.INVALID_HANDLE, fn, "x:")
    assert_error(rt.rt_torch_nn_dropout(freed_handle(), 0.5, 0), 0, ErrorCode.INVALID_HANDLE, fn, "freed")


# -- embedding ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("index_dtype", [torch.int64, torch.int32])
@pytest.mark.parametrize("index_shape", [(), (4,), (2, 3)])
def test_embedding_like_torch(index_dtype, index_shape, handles):
    weight = torch.randn(10, 3)
    idx = torch.randint(0, 10, index_shape, dtype=index_dtype)
    handles += [put(idx), put(weight)]
    out = take(rt.rt_torch_nn_embedding(*handles))
    assert_ok()
    close(out, F.embedding(idx, weight))
    close(out, weight[idx.long()])


def test_embedding_errors(handles):
    fn = "rt_torch_nn_embedding"
    w = put(torch.randn(5, 2))
    f_idx, oob, neg, ok = put(torch.tensor([1.0])), put(torch.tensor([5])), put(torch.tensor([-1])), put(torch.tensor([1]))
    u8, w1 = put(torch.tensor([1], dtype=torch.uint8)), put(torch.randn(5))
    handles += [w, f_idx, oob, neg, ok, u8, w1]
    assert_error(rt.rt_torch_nn_embedding(f_idx, w), 0, ErrorCode.DTYPE, fn, "float32")
    assert_error(rt.rt_torch_nn_embedding(u8, w), 0, ErrorCode.DTYPE, fn, "uint8")
    assert_error(rt.rt_torch_nn_embedding(oob, w), 0, ErrorCode.INVALID_ARGUMENT, fn)
    assert_error(rt.rt_torch_nn_embedding(neg, w), 0, ErrorCode.INVALID_ARGUMENT, fn)
    no_columns = put(torch.zeros(1, 0))   # PyTorch words this one differently (found by make fuzz)
    handles.append(no_columns)
    assert_error(rt.rt_torch_nn_embedding(ok, no_columns), 0, ErrorCode.INVALID_ARGUMENT, fn)
    assert_error(rt.rt_torch_nn_embedding(ok, w1), 0, ErrorCode.SHAPE, fn, "2-D")
    assert_error(rt.rt_torch_nn_embedding(ok, 0), 0, ErrorCode.INVALID_HANDLE, fn, "weight:", "null")
    assert_error(rt.rt_torch_nn_embedding(0, w), 0, ErrorCode.INVALID_HANDLE, fn, "indices:", "null")


def test_inputs_are_borrowed(handles):
    """nn ops never consume or change their inputs."""
    x, w, b = torch.randn(2, 3), torch.randn(4, 3), torch.randn(4)
    handles += [put(x), put(w), put(b)]
    before = rt.rt_torch_live_tensors()
    out = rt.rt_torch_nn_linear(*handles)
    assert rt.rt_torch_live_tensors() == before + 1
    take(out)
    close(get(handles[0]), x)
    close(get(handles[1]), w)
    close(get(handles[2]), b)
