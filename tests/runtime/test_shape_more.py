"""ABI 1.3's repeats, splits, diagonals, moved dims, unflatten and pad through the runtime, against
PyTorch called directly, on the active backend: values, the count written into out arrays, gradients
through the parts, and the error codes of bad arguments."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

import simple_torch.runtime as rt
from simple_torch.abi.enums import ErrorCode, PadMode

from .conftest import put, take

X = torch.arange(24, dtype=torch.float32).reshape(2, 3, 4)


def _parts(result) -> list[torch.Tensor]:
    count, handles = result
    assert count == len(handles) >= 0, rt.rt_torch_last_error()
    return [take(h) for h in handles]


def _same(ours: list[torch.Tensor], expected) -> None:
    assert len(ours) == len(expected)
    for a, b in zip(ours, expected):
        torch.testing.assert_close(a, b, rtol=0, atol=0)


def _fails(value: int, expected: ErrorCode) -> None:
    assert value in (0, -1), value
    assert rt.rt_torch_last_error_code() == expected, rt.rt_torch_last_error()


@pytest.fixture
def x():
    h = put(X)
    yield h
    rt.rt_torch_tensor_free(h)


@pytest.mark.parametrize("size, dim", [(1, 0), (2, 1), (3, -1), (5, 2), (4, 1)])
def test_split(x, size, dim):
    _same(_parts(rt.rt_torch_tensor_split(x, size, dim, 8)), torch.split(X, size, dim))


@pytest.mark.parametrize("sizes, dim", [([1, 1], 0), ([0, 3], 1), ([1, 2, 1], 2), ([4], -1)])
def test_split_sizes(x, sizes, dim):
    _same(_parts(rt.rt_torch_tensor_split_sizes(x, sizes, dim, len(sizes))), torch.split(X, sizes, dim))


@pytest.mark.parametrize("sections, dim", [(1, 0), (2, 1), (3, 2), (5, 1)])
def test_tensor_split_sections(x, sections, dim):
    _same(_parts(rt.rt_torch_tensor_tensor_split(x, sections, dim, sections)), torch.tensor_split(X, sections, dim))


@pytest.mark.parametrize("indices, dim", [([1], 0), ([1, 2], 1), ([-3, 2, 8], 2), ([3, 1], 2), ([], 1)])
def test_tensor_split_indices(x, indices, dim):
    _same(_parts(rt.rt_torch_tensor_tensor_split_indices(x, indices, dim, len(indices) + 1)),
          torch.tensor_split(X, indices, dim))


def test_an_empty_dim_splits_into_one_empty_part():
    h = put(torch.zeros(0, 2))
    try:
        _same(_parts(rt.rt_torch_tensor_split(h, 3, 0, 1)), torch.split(torch.zeros(0, 2), 3))
    finally:
        rt.rt_torch_tensor_free(h)


def test_split_parts_carry_gradients():
    leaf = put(torch.ones(2, 5))
    rt.rt_torch_tensor_set_requires_grad(leaf, 1)
    count, parts = rt.rt_torch_tensor_split(leaf, 2, 1, 3)
    weighted = rt.rt_torch_tensor_mul_scalar(parts[2], 3.0)
    loss = rt.rt_torch_tensor_sum(weighted)
    assert rt.rt_torch_tensor_backward(loss) == 0
    torch.testing.assert_close(take(rt.rt_torch_tensor_grad(leaf)), torch.tensor([[0, 0, 0, 0, 3.0]] * 2))
    for h in (*parts, weighted, loss, leaf):
        rt.rt_torch_tensor_free(h)


@pytest.mark.parametrize("call, code", [
    (lambda x: rt.rt_torch_tensor_split(x, 0, 0, 8), ErrorCode.INVALID_ARGUMENT),
    (lambda x: rt.rt_torch_tensor_split(x, 1, 3, 8), ErrorCode.INVALID_ARGUMENT),
    (lambda x: rt.rt_torch_tensor_split(x, 1, 2, 3), ErrorCode.BUFFER_TOO_SMALL),
    (lambda x: rt.rt_torch_tensor_split_sizes(x, [1, 1], 1, 2), ErrorCode.SHAPE),
    (lambda x: rt.rt_torch_tensor_split_sizes(x, [4, -1], 1, 2), ErrorCode.INVALID_ARGUMENT),
    (lambda x: rt.rt_torch_tensor_tensor_split(x, 0, 0, 2), ErrorCode.INVALID_ARGUMENT),
    (lambda x: rt.rt_torch_tensor_tensor_split(x, 4, 0, 3), ErrorCode.BUFFER_TOO_SMALL),
    (lambda x: rt.rt_torch_tensor_tensor_split_indices(x, [1, 2], 0, 2), ErrorCode.BUFFER_TOO_SMALL),
])
def test_split_errors(x, call, code):
    before = rt.rt_torch_live_tensors()
    _fails(call(x)[0], code)
    assert rt.rt_torch_live_tensors() == before


def test_a_0_dim_tensor_cannot_be_split():
    h = put(torch.tensor(1.0))
    try:
        _fails(rt.rt_torch_tensor_split(h, 1, 0, 4)[0], ErrorCode.SHAPE)
    finally:
        rt.rt_torch_tensor_free(h)


@pytest.mark.parametrize("repeats", [(1, 2, 1), (2, 1, 1, 2), (0, 1, 1)])
def test_repeat(x, repeats):
    torch.testing.assert_close(take(rt.rt_torch_tensor_repeat(x, list(repeats))), X.repeat(repeats))


def test_repeat_errors(x):
    _fails(rt.rt_torch_tensor_repeat(x, [2, 2]), ErrorCode.INVALID_ARGUMENT)
    _fails(rt.rt_torch_tensor_repeat(x, [1, -1, 1]), ErrorCode.INVALID_ARGUMENT)


@pytest.mark.parametrize("repeats, dim", [(2, 0), (3, -1), (0, 1)])
def test_repeat_interleave(x, repeats, dim):
    torch.testing.assert_close(take(rt.rt_torch_tensor_repeat_interleave(x, repeats, dim)),
                               X.repeat_interleave(repeats, dim))


@pytest.mark.parametrize("repeats, dim", [(torch.tensor([1, 0, 2]), 1), (torch.tensor([2], dtype=torch.int32), 0),
                                          (torch.tensor(3), 2)])
def test_repeat_interleave_tensor(x, repeats, dim):
    r = put(repeats)
    try:
        torch.testing.assert_close(take(rt.rt_torch_tensor_repeat_interleave_tensor(x, r, dim)),
                                   X.repeat_interleave(repeats, dim))
    finally:
        rt.rt_torch_tensor_free(r)


@pytest.mark.parametrize("repeats, code", [(torch.tensor([1, 2]), ErrorCode.SHAPE),
                                           (torch.tensor([1, -1, 1]), ErrorCode.INVALID_ARGUMENT),
                                           (torch.tensor([1.0, 2.0, 3.0]), ErrorCode.DTYPE),
                                           (torch.ones(1, 3, dtype=torch.int64), ErrorCode.SHAPE)])
def test_repeat_interleave_tensor_errors(x, repeats, code):
    r = put(repeats)
    try:
        _fails(rt.rt_torch_tensor_repeat_interleave_tensor(x, r, 1), code)
    finally:
        rt.rt_torch_tensor_free(r)


@pytest.mark.parametrize("source, destination", [(0, 2), (2, 0), (-1, 1), (1, 1)])
def test_movedim(x, source, destination):
    torch.testing.assert_close(take(rt.rt_torch_tensor_movedim(x, source, destination)),
                               torch.movedim(X, source, destination))


def test_movedim_errors(x):
    _fails(rt.rt_torch_tensor_movedim(x, 3, 0), ErrorCode.INVALID_ARGUMENT)
    _fails(rt.rt_torch_tensor_movedim(x, 0, -4), ErrorCode.INVALID_ARGUMENT)


@pytest.mark.parametrize("dim, sizes", [(0, [2, 1]), (1, [3, 1]), (-1, [2, -1]), (2, [1, 2, 2, 1])])
def test_unflatten(x, dim, sizes):
    torch.testing.assert_close(take(rt.rt_torch_tensor_unflatten(x, dim, sizes)), X.unflatten(dim, sizes))


@pytest.mark.parametrize("dim, sizes, code", [(2, [3, 2], ErrorCode.SHAPE), (2, [], ErrorCode.INVALID_ARGUMENT),
                                              (3, [1], ErrorCode.INVALID_ARGUMENT),
                                              (2, [-1, -1], ErrorCode.INVALID_ARGUMENT)])
def test_unflatten_errors(x, dim, sizes, code):
    _fails(rt.rt_torch_tensor_unflatten(x, dim, sizes), code)


@pytest.mark.parametrize("diagonal", [0, 1, -2])
def test_diag(diagonal):
    for value in (torch.tensor([1.0, 2.0, 3.0]), X[0]):
        h = put(value)
        try:
            torch.testing.assert_close(take(rt.rt_torch_tensor_diag(h, diagonal)), torch.diag(value, diagonal))
        finally:
            rt.rt_torch_tensor_free(h)


def test_diag_of_three_dims_is_a_shape_error(x):
    _fails(rt.rt_torch_tensor_diag(x, 0), ErrorCode.SHAPE)


@pytest.mark.parametrize("offset, dim1, dim2", [(0, 0, 1), (1, 1, 2), (-1, 2, 0), (3, -1, -2)])
def test_diagonal(x, offset, dim1, dim2):
    torch.testing.assert_close(take(rt.rt_torch_tensor_diagonal(x, offset, dim1, dim2)),
                               torch.diagonal(X, offset, dim1, dim2))


def test_diagonal_errors(x):
    _fails(rt.rt_torch_tensor_diagonal(x, 0, 1, -2), ErrorCode.INVALID_ARGUMENT)
    _fails(rt.rt_torch_tensor_diagonal(x, 0, 0, 3), ErrorCode.INVALID_ARGUMENT)


@pytest.mark.parametrize("pads, mode, value", [
    ([1, 2], "constant", 1.5), ([1, 1, 2, 0], "constant", 0.0), ([0, 0, 0, 0, 1, 1], "constant", -2.0),
    ([-1, 2], "constant", 0.0), ([3, 1], "reflect", 0.0), ([1, 2, 2, 1], "reflect", 0.0),
    ([2, 2, 1, 0], "replicate", 0.0), ([4, 1], "circular", 0.0), ([-1, 2], "circular", 0.0),
    ([2, -1, 1, 1], "replicate", 0.0)])
def test_pad(x, pads, mode, value):
    expected = F.pad(X, pads, mode, value if mode == "constant" else None)
    torch.testing.assert_close(take(rt.rt_torch_nn_pad(x, pads, PadMode[mode], value)), expected)


@pytest.mark.parametrize("pads, mode, code", [
    ([1], PadMode.constant, ErrorCode.INVALID_ARGUMENT),   # not pairs
    ([1] * 8, PadMode.constant, ErrorCode.INVALID_ARGUMENT),   # more pairs than dims
    ([1, 1], len(PadMode), ErrorCode.INVALID_ARGUMENT),   # no such mode
    ([4, 0], PadMode.reflect, ErrorCode.INVALID_ARGUMENT),   # as large as the dim
    ([5, 0], PadMode.circular, ErrorCode.INVALID_ARGUMENT),   # wraps twice
    ([1] * 6, PadMode.replicate, ErrorCode.SHAPE),   # 3 padded dims need 4 or 5 dims
    ([-3, -2], PadMode.constant, ErrorCode.SHAPE),   # crops below nothing
    ([-4, 1], PadMode.replicate, ErrorCode.SHAPE),   # crops to nothing, then pads from it
    ([-3, -1], PadMode.circular, ErrorCode.SHAPE),
])
def test_pad_errors(x, pads, mode, code):
    _fails(rt.rt_torch_nn_pad(x, pads, mode, 0.0), code)


def test_pad_gradient_sums_the_copies():
    leaf = put(torch.tensor([[1.0, 2.0, 3.0]]))
    rt.rt_torch_tensor_set_requires_grad(leaf, 1)
    padded = rt.rt_torch_nn_pad(leaf, [2, 2], PadMode.reflect, 0.0)
    loss = rt.rt_torch_tensor_sum(padded)
    assert rt.rt_torch_tensor_backward(loss) == 0
    # reflect (2, 2) of [a, b, c] is [c, b, a, b, c, b, a]
    torch.testing.assert_close(take(rt.rt_torch_tensor_grad(leaf)), torch.tensor([[2.0, 3.0, 2.0]]))
    for h in (padded, loss, leaf):
        rt.rt_torch_tensor_free(h)


@pytest.mark.parametrize("shape, pads, value", [((2, 0), [1, 2], 0.5), ((0,), [1, 1], 1.5), ((0, 3), [1, 1], 0.0)])
def test_constant_pad_of_empty_dims_is_all_fill(shape, pads, value):
    empty = put(torch.zeros(shape))
    torch.testing.assert_close(take(rt.rt_torch_nn_pad(empty, pads, PadMode.constant, value)),
                               F.pad(torch.zeros(shape), pads, value=value))
    rt.rt_torch_tensor_free(empty)


def test_pad_value_the_dtype_cannot_hold_is_refused_when_used(x):
    _fails(rt.rt_torch_nn_pad(x, [1, 1], PadMode.constant, 1e300), ErrorCode.INVALID_ARGUMENT)
    torch.testing.assert_close(take(rt.rt_torch_nn_pad(x, [0, 0], PadMode.constant, 1e300)), X)
