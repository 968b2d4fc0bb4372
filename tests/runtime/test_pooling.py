"""ABI 1.5's pooling through the runtime, against PyTorch called directly, on the active backend: max pooling
with dilation, ceil_mode and indices, average pooling with ceil_mode, count_include_pad and divisor_override,
adaptive pooling to any size — values, indices, gradients, and the code and message of each bad argument
(which the runtime checks before the backend, so both backends fail alike)."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

import simple_torch.runtime as rt
from simple_torch.abi.enums import ErrorCode

from .conftest import assert_error, assert_ok, close, get, put, take

# rounded to tenths: many tied maxima, which PyTorch resolves to the first in the window
X = (torch.linspace(-2, 2, 2 * 3 * 7 * 9) * torch.linspace(3, -3, 2 * 3 * 7 * 9).sin()).round(decimals=1)
X = X.reshape(2, 3, 7, 9)
SEQ = X.reshape(2, 3, 63)[..., :11]


def _outputs(fn: str, x: torch.Tensor, *options, grad: bool = True):
    """fn on a handle of x: its outputs as torch tensors and, with grad, the gradient of the sum of the first."""
    h = put(x)
    try:
        if grad:
            assert rt.rt_torch_tensor_set_requires_grad(h, 1) == 0
        result = getattr(rt, fn)(h, *options)
        handles = list(result[1:]) if isinstance(result, tuple) else [result]
        if isinstance(result, tuple):
            assert result[0] == 0, rt.rt_torch_last_error()
        assert_ok()
        gradient = None
        if grad:
            total = rt.rt_torch_tensor_sum(handles[0])
            assert rt.rt_torch_tensor_backward(total) == 0, rt.rt_torch_last_error()
            rt.rt_torch_tensor_free(total)
            gradient = take(rt.rt_torch_tensor_grad(h))
        return [take(out) for out in handles], gradient
    finally:
        rt.rt_torch_tensor_free(h)


def _reference(fn, x: torch.Tensor, grad: bool = True):
    leaf = x.clone().requires_grad_(grad)
    result = fn(leaf)
    outs = list(result) if isinstance(result, tuple) else [result]
    if grad:
        outs[0].sum().backward()
    return [o.detach() for o in outs], leaf.grad


def _compare(ours, reference, rtol=1e-6, atol=1e-6):
    (outs, gradient), (ref_outs, ref_gradient) = ours, reference
    assert len(outs) == len(ref_outs)
    for out, ref in zip(outs, ref_outs):
        if ref.dtype == torch.int64:
            assert out.dtype == torch.int64 and torch.equal(out, ref), (out, ref)
        else:
            close(out, ref, rtol=rtol, atol=atol, equal_nan=True)
    if ref_gradient is not None:
        close(gradient, ref_gradient, rtol=rtol, atol=atol)


# (kernel, stride, padding, dilation, ceil_mode)
MAX_2D = [((2, 2), (2, 2), (0, 0), (1, 1), False), ((3, 3), (2, 2), (1, 1), (1, 1), True),
          ((3, 2), (1, 2), (1, 1), (2, 3), True), ((2, 4), (3, 1), (1, 2), (3, 1), False),
          ((1, 1), (2, 3), (0, 0), (1, 1), True), ((4, 3), (2, 2), (2, 0), (2, 2), True)]


@pytest.mark.parametrize("kernel, stride, padding, dilation, ceil_mode", MAX_2D)
@pytest.mark.parametrize("with_indices", [False, True])
def test_max_pool2d_like_torch(kernel, stride, padding, dilation, ceil_mode, with_indices):
    fn = "rt_torch_nn_max_pool2d_with_indices" if with_indices else "rt_torch_nn_max_pool2d_ex"
    ours = _outputs(fn, X, kernel, stride, padding, dilation, int(ceil_mode))
    reference = _reference(lambda x: F.max_pool2d(x, kernel, stride, padding, dilation, ceil_mode,
                                                  return_indices=with_indices), X)
    _compare(ours, reference)


@pytest.mark.parametrize("kernel, stride, padding, dilation, ceil_mode",
                         [(2, 2, 0, 1, False), (3, 2, 1, 2, True), (4, 3, 2, 1, True), (2, 1, 1, 3, False)])
def test_max_pool1d_like_torch(kernel, stride, padding, dilation, ceil_mode):
    for x in (SEQ, SEQ[0]):   # batched and (C, L)
        ours = _outputs("rt_torch_nn_max_pool1d_with_indices", x, kernel, stride, padding, dilation, int(ceil_mode))
        _compare(ours, _reference(lambda t: F.max_pool1d(t, kernel, stride, padding, dilation, ceil_mode,
                                                         return_indices=True), x))
        ours = _outputs("rt_torch_nn_max_pool1d_ex", x, kernel, stride, padding, dilation, int(ceil_mode))
        _compare(ours, _reference(lambda t: F.max_pool1d(t, kernel, stride, padding, dilation, ceil_mode), x))


def test_max_pool_of_integers_nan_and_half_types():
    ints = (X * 10).to(torch.int64)
    ours = _outputs("rt_torch_nn_max_pool2d_with_indices", ints, (3, 3), (2, 2), (1, 1), (1, 1), 1, grad=False)
    _compare(ours, _reference(lambda x: F.max_pool2d(x, 3, 2, 1, 1, True, True), ints, grad=False))
    nan = X.clone()
    nan[0, 0, 1, 1] = nan[0, 0, 1, 3] = nan[1, 2, 4, 4] = float("nan")   # the last NaN of a window wins
    ours = _outputs("rt_torch_nn_max_pool2d_with_indices", nan, (3, 3), (1, 1), (1, 1), (1, 1), 0)
    _compare(ours, _reference(lambda x: F.max_pool2d(x, 3, 1, 1, 1, False, True), nan))
    for dtype in (torch.float64, torch.float16, torch.bfloat16):
        x = X.to(dtype)
        ours = _outputs("rt_torch_nn_max_pool2d_with_indices", x, (2, 3), (2, 1), (1, 1), (1, 2), 1, grad=False)
        _compare(ours, _reference(lambda t: F.max_pool2d(t, (2, 3), (2, 1), 1, (1, 2), True, True), x, grad=False))


# (kernel, stride, padding, ceil_mode, count_include_pad, divisor_override)
AVG_2D = [((2, 2), (2, 2), (0, 0), False, True, None), ((3, 3), (2, 2), (1, 1), True, True, None),
          ((3, 3), (2, 2), (1, 1), True, False, None), ((3, 2), (2, 3), (1, 1), True, False, 5),
          ((4, 4), (3, 3), (2, 2), True, True, -3), ((1, 3), (1, 2), (0, 1), False, False, None)]


@pytest.mark.parametrize("kernel, stride, padding, ceil_mode, count_include_pad, divisor", AVG_2D)
def test_avg_pool2d_like_torch(kernel, stride, padding, ceil_mode, count_include_pad, divisor):
    ours = _outputs("rt_torch_nn_avg_pool2d_ex", X, kernel, stride, padding, int(ceil_mode), int(count_include_pad),
                    divisor or 0)
    _compare(ours, _reference(lambda x: F.avg_pool2d(x, kernel, stride, padding, ceil_mode, count_include_pad,
                                                     divisor), X))
    unbatched = X[1]
    ours = _outputs("rt_torch_nn_avg_pool2d_ex", unbatched, kernel, stride, padding, int(ceil_mode),
                    int(count_include_pad), divisor or 0)
    _compare(ours, _reference(lambda x: F.avg_pool2d(x, kernel, stride, padding, ceil_mode, count_include_pad,
                                                     divisor), unbatched))


@pytest.mark.parametrize("kernel, stride, padding, ceil_mode, count_include_pad",
                         [(3, 2, 1, True, False), (4, 3, 2, True, True), (2, 1, 0, False, True)])
def test_avg_pool1d_like_torch(kernel, stride, padding, ceil_mode, count_include_pad):
    options = (kernel, stride, padding, int(ceil_mode), int(count_include_pad))
    ours = _outputs("rt_torch_nn_avg_pool1d_ex", SEQ, *options, 0)
    _compare(ours, _reference(lambda x: F.avg_pool1d(x, kernel, stride, padding, ceil_mode, count_include_pad), SEQ))
    ours = _outputs("rt_torch_nn_avg_pool1d_ex", SEQ, *options, 7)
    _compare(ours, _reference(lambda x: F.avg_pool2d(x[:, :, None], (1, kernel), (1, stride), (0, padding), ceil_mode,
                                                     count_include_pad, 7)[:, :, 0], SEQ))


def test_avg_pool_of_int64_truncates_like_torch():
    ints = (X * 10).to(torch.int64)
    for options in (((3, 3), (2, 2), (1, 1), 1, 0, 0), ((2, 2), (1, 1), (1, 1), 0, 1, -4)):
        ours = _outputs("rt_torch_nn_avg_pool2d_ex", ints, *options, grad=False)
        kernel, stride, padding, ceil, count, divisor = options
        _compare(ours, _reference(lambda x: F.avg_pool2d(x, kernel, stride, padding, bool(ceil), bool(count),
                                                         divisor or None), ints, grad=False))


@pytest.mark.parametrize("size", [(3, 4), (1, 1), (7, 9), (5, 2), (10, 13), (2, 9)])
def test_adaptive_pool2d_like_torch(size):
    _compare(_outputs("rt_torch_nn_adaptive_avg_pool2d", X, size),
             _reference(lambda x: F.adaptive_avg_pool2d(x, size), X))
    _compare(_outputs("rt_torch_nn_adaptive_max_pool2d", X, size),
             _reference(lambda x: F.adaptive_max_pool2d(x, size), X))
    _compare(_outputs("rt_torch_nn_adaptive_max_pool2d_with_indices", X[0], size),
             _reference(lambda x: F.adaptive_max_pool2d(x, size, True), X[0]))


@pytest.mark.parametrize("size", [1, 3, 4, 11, 16])
def test_adaptive_pool1d_like_torch(size):
    _compare(_outputs("rt_torch_nn_adaptive_avg_pool1d", SEQ, size),
             _reference(lambda x: F.adaptive_avg_pool1d(x, size), SEQ))
    _compare(_outputs("rt_torch_nn_adaptive_max_pool1d", SEQ[1], size),
             _reference(lambda x: F.adaptive_max_pool1d(x, size), SEQ[1]))
    _compare(_outputs("rt_torch_nn_adaptive_max_pool1d_with_indices", SEQ, size),
             _reference(lambda x: F.adaptive_max_pool1d(x, size, True), SEQ))


def test_adaptive_pooling_to_nothing_and_from_no_batch():
    """Output sizes of 0 and a batch of 0 give empty results, as in PyTorch; its backward refuses a gradient
    with an empty dim but the batch (RT_ERR_SHAPE), and so does the NumPy backend's."""
    assert take(rt.rt_torch_nn_adaptive_avg_pool2d(h := put(X), (0, 3))).shape == (2, 3, 0, 3)
    rt.rt_torch_tensor_free(h)
    _, out, indices = rt.rt_torch_nn_adaptive_max_pool1d_with_indices(h := put(SEQ), 0)
    assert take(out).shape == take(indices).shape == (2, 3, 0)
    rt.rt_torch_tensor_free(h)
    assert take(rt.rt_torch_nn_max_pool2d_ex(h := put(X[:0]), (2, 2), (2, 2), (0, 0), (1, 1), 0)).shape == (0, 3, 3, 4)
    rt.rt_torch_tensor_free(h)
    assert take(rt.rt_torch_nn_adaptive_avg_pool2d(h := put(X[:, :0]), (2, 2))).shape == (2, 0, 2, 2)
    rt.rt_torch_tensor_free(h)
    h = put(X)
    rt.rt_torch_tensor_set_requires_grad(h, 1)
    out = rt.rt_torch_nn_adaptive_avg_pool2d(h, (2, 0))
    total = rt.rt_torch_tensor_sum(out)
    assert rt.rt_torch_tensor_backward(total) == ErrorCode.SHAPE
    assert "non-zero size" in rt.rt_torch_last_error()
    for handle in (total, out, h):
        rt.rt_torch_tensor_free(handle)


P2, P1 = ((2, 2), (2, 2), (0, 0), (1, 1)), (2, 2, 0, 1)
ERRORS = [
    # (function, input, options, code, words)
    ("rt_torch_nn_max_pool2d_ex", X, ((3, 3), (1, 1), (2, 1), (1, 1), 0), ErrorCode.INVALID_ARGUMENT, "half of kernel"),
    ("rt_torch_nn_max_pool2d_ex", X, ((2, 2), (1, 1), (-1, 0), (1, 1), 0), ErrorCode.INVALID_ARGUMENT, "padding"),
    ("rt_torch_nn_max_pool2d_ex", X, ((0, 2), (1, 1), (0, 0), (1, 1), 0), ErrorCode.INVALID_ARGUMENT, "kernel"),
    ("rt_torch_nn_max_pool2d_ex", X, ((2, 2), (1, 0), (0, 0), (1, 1), 0), ErrorCode.INVALID_ARGUMENT, "stride"),
    ("rt_torch_nn_max_pool2d_ex", X, ((2, 2), (1, 1), (0, 0), (1, 0), 0), ErrorCode.INVALID_ARGUMENT, "dilation"),
    ("rt_torch_nn_max_pool2d_ex", X, ((8, 2), (1, 1), (0, 0), (1, 1), 0), ErrorCode.SHAPE, "too small"),
    ("rt_torch_nn_max_pool2d_ex", X, ((3, 2), (1, 1), (0, 0), (4, 1), 1), ErrorCode.SHAPE, "too small"),
    ("rt_torch_nn_max_pool2d_ex", X[0, 0], (*P2, 0), ErrorCode.SHAPE, "3-D or 4-D"),
    ("rt_torch_nn_max_pool2d_ex", X[:, :0], (*P2, 0), ErrorCode.SHAPE, "non-zero"),
    ("rt_torch_nn_max_pool2d_ex", X > 0, (*P2, 0), ErrorCode.DTYPE, "bool"),
    ("rt_torch_nn_max_pool2d_ex", X.to(torch.complex64), (*P2, 0), ErrorCode.DTYPE, "complex64"),
    ("rt_torch_nn_max_pool2d_with_indices", X[:, :, :1], ((2, 1), (1, 1), (1, 0), (2, 1), 0), ErrorCode.SHAPE,
     "padding alone"),
    ("rt_torch_nn_max_pool1d_ex", SEQ, (2, 2, 0, 2**31, 0), ErrorCode.INVALID_ARGUMENT, "at most"),
    ("rt_torch_nn_max_pool1d_ex", X, (*P1, 0), ErrorCode.SHAPE, "2-D or 3-D"),
    ("rt_torch_nn_max_pool1d_with_indices", SEQ, (12, 1, 0, 1, 1), ErrorCode.SHAPE, "too small"),
    ("rt_torch_nn_avg_pool2d_ex", X.to(torch.int32), ((2, 2), (2, 2), (0, 0), 0, 1, 0), ErrorCode.DTYPE, "int32"),
    ("rt_torch_nn_avg_pool2d_ex", X, ((2, 2), (2, 2), (0, 2), 0, 1, 0), ErrorCode.INVALID_ARGUMENT, "half of kernel"),
    ("rt_torch_nn_avg_pool2d_ex", X, ((8, 2), (2, 2), (0, 0), 0, 1, 0), ErrorCode.SHAPE, "too small"),
    ("rt_torch_nn_avg_pool1d_ex", SEQ, (0, 1, 0, 0, 1, 0), ErrorCode.INVALID_ARGUMENT, "kernel"),
    ("rt_torch_nn_adaptive_avg_pool2d", X, ((2, -1),), ErrorCode.INVALID_ARGUMENT, "output_size"),
    ("rt_torch_nn_adaptive_avg_pool2d", X.to(torch.int64), ((2, 2),), ErrorCode.DTYPE, "int64"),
    ("rt_torch_nn_adaptive_avg_pool2d", X[:, :, :0], ((2, 2),), ErrorCode.SHAPE, "non-zero"),
    ("rt_torch_nn_adaptive_avg_pool1d", SEQ[0, 0], (2,), ErrorCode.SHAPE, "2-D or 3-D"),
    ("rt_torch_nn_adaptive_max_pool2d", X[:, :0], ((2, 2),), ErrorCode.SHAPE, "non-zero"),
    ("rt_torch_nn_adaptive_max_pool2d_with_indices", X, ((2, 2, 2),), ErrorCode.INVALID_ARGUMENT, "2 values"),
    ("rt_torch_nn_adaptive_max_pool1d", SEQ.to(torch.int64), (2,), ErrorCode.DTYPE, "int64"),
    ("rt_torch_nn_adaptive_max_pool1d_with_indices", SEQ, (-1,), ErrorCode.INVALID_ARGUMENT, "output_size"),
]


@pytest.mark.parametrize("fn, x, options, code, words", ERRORS, ids=[f"{e[0]}-{i}" for i, e in enumerate(ERRORS)])
def test_bad_arguments(fn, x, options, code, words):
    h = put(x)
    try:
        result = getattr(rt, fn)(h, *options)
        status = fn.endswith("_with_indices")
        assert_error(result, (int(code), 0, 0) if status else 0, code, fn, words)
    finally:
        rt.rt_torch_tensor_free(h)
    bad = getattr(rt, fn)(0, *options)
    assert (bad[0] if isinstance(bad, tuple) else rt.rt_torch_last_error_code()) == ErrorCode.INVALID_HANDLE


def test_indices_carry_no_gradient_and_the_1d_output_is_a_view_of_the_2d_one():
    h = put(SEQ)
    rt.rt_torch_tensor_set_requires_grad(h, 1)
    code, out, indices = rt.rt_torch_nn_max_pool1d_with_indices(h, 3, 2, 1, 1, 0)
    assert code == 0 and rt.rt_torch_tensor_requires_grad(out) == 1 and rt.rt_torch_tensor_requires_grad(indices) == 0
    assert get(out).shape == (2, 3, 6)
    for handle in (out, indices, h):
        rt.rt_torch_tensor_free(handle)


@pytest.mark.parametrize("fn, options", [("rt_torch_nn_adaptive_max_pool2d_with_indices", ((3, 2),)),
                                         ("rt_torch_nn_max_pool2d_with_indices", ((2, 2**31 - 1), (1, 2**31 - 1),
                                                                                 (0, 0), (1, 1), 0))])
def test_an_empty_batch_with_huge_windows_is_quick(fn, options):
    """Fuzz seed 302 (NumPy): windows 2**44 wide over an empty batch walked every position of each window."""
    x = put(torch.zeros(0, 2, 4, 2**45))
    status, out, indices = getattr(rt, fn)(x, *options)
    assert status == 0, rt.rt_torch_last_error()
    assert rt.rt_torch_tensor_numel(out) == 0 and rt.rt_torch_tensor_numel(indices) == 0
    for h in (x, out, indices):
        rt.rt_torch_tensor_free(h)
