"""Section 7: shape, dtype and data access against PyTorch called directly."""

from __future__ import annotations

import math
import warnings

import numpy as np
import pytest
import torch

import simple_torch.runtime as rt
from simple_torch.abi.errors import ErrorCode

from .conftest import DTYPE_CODES, assert_error, assert_ok, close, get, put, take

DTYPES = list(DTYPE_CODES)
BAD_DTYPES = [-1, 8, 12, 14, 16, 255]


def sample(dtype: torch.dtype, shape=(2, 3)) -> torch.Tensor:
    """Small non-negative values (exact in every dtype, and defined when cast to uint8 or bool)."""
    gen = torch.Generator().manual_seed(11)
    base = torch.randint(0, 6, shape, generator=gen).to(torch.float64) * 0.75
    if dtype.is_complex:
        return torch.complex(base, base.flip(-1) if base.dim() else base).to(dtype)
    return base.to(dtype)


def raw(t: torch.Tensor) -> bytes:
    return t.contiguous().view(-1).view(torch.uint8).numpy().tobytes() if t.numel() else b""


@pytest.fixture
def x(handles):
    """A handle of a 2 x 3 x 4 float32 tensor, and the tensor."""
    t = torch.randn(2, 3, 4)
    handles.append(put(t))
    return handles[-1], t


# -- reshape and view -----------------------------------------------------------------------------------
@pytest.mark.parametrize("dims", [[24], [4, 6], [2, 12], [-1], [4, -1], [-1, 3, 2], [1, 24, 1], [2, 3, 4]])
@pytest.mark.parametrize("name", ["reshape", "view"])
def test_reshape_and_view_like_torch(x, name, dims):
    h, t = x
    close(take(getattr(rt, f"rt_torch_tensor_{name}")(h, dims)), t.reshape(dims), rtol=0, atol=0)
    assert_ok()


@pytest.mark.parametrize("name", ["reshape", "view"])
def test_reshape_scalar_and_empty(name, handles):
    fn = getattr(rt, f"rt_torch_tensor_{name}")
    handles += [put(torch.tensor(3.5)), put(torch.empty(0, 4))]
    close(take(fn(handles[0], [1, 1])), torch.tensor([[3.5]]))
    close(take(fn(handles[0], [])), torch.tensor(3.5))
    close(take(fn(handles[0], [-1])), torch.tensor([3.5]))
    close(take(fn(handles[1], [2, 0, 2])), torch.empty(2, 0, 2))
    close(take(fn(handles[1], [3, -1])), torch.empty(3, 0))
    with pytest.raises(RuntimeError, match="ambiguous"):   # PyTorch cannot infer it either
        torch.empty(0, 4).reshape(2, -1, 0)
    assert_error(fn(handles[1], [2, -1, 0]), 0, ErrorCode.SHAPE, f"rt_torch_tensor_{name}", "cannot be inferred")


def test_reshape_of_a_non_contiguous_tensor_copies(x):
    h, t = x
    tr = rt.rt_torch_tensor_transpose(h, 0, 2)
    close(take(rt.rt_torch_tensor_reshape(tr, [4, 6])), t.transpose(0, 2).reshape(4, 6), rtol=0, atol=0)
    rt.rt_torch_tensor_free(tr)


def test_view_of_a_non_contiguous_tensor_is_a_shape_error(x):
    tr = rt.rt_torch_tensor_transpose(x[0], 0, 2)
    assert_error(rt.rt_torch_tensor_view(tr, [24]), 0, ErrorCode.SHAPE, "rt_torch_tensor_view", "stride")
    rt.rt_torch_tensor_free(tr)


@pytest.mark.parametrize("name", ["reshape", "view"])
@pytest.mark.parametrize("dims, code, words", [
    ([5, -1], ErrorCode.SHAPE, ("cannot make [5, -1] of 24 elements",)),
    ([5, 5], ErrorCode.SHAPE, ("hold 25 elements, the tensor has 24",)),
    ([], ErrorCode.SHAPE, ("hold 1 elements",)),
    ([0, -1], ErrorCode.SHAPE, ("cannot be inferred",)),
    ([-1, -1], ErrorCode.INVALID_ARGUMENT, ("more than one -1",)),
    ([4, -2, 3], ErrorCode.INVALID_ARGUMENT, ("dims[1] is -2",)),
    (None, ErrorCode.INVALID_ARGUMENT, ("dims is NULL",)),
    ([4, 6.0], ErrorCode.INVALID_ARGUMENT, ("dims[1] must be an integer",)),
    ([1] * 65, ErrorCode.INVALID_ARGUMENT, ("at most 64",)),
])
def test_reshape_and_view_errors(x, name, dims, code, words):
    fn = f"rt_torch_tensor_{name}"
    assert_error(getattr(rt, fn)(x[0], dims), 0, code, fn, *words)


@pytest.mark.parametrize("name", ["reshape", "view", "expand"])
def test_empty_shapes_past_2_63_bytes_are_refused(name, handles):
    """[4, 2**62, 0] holds nothing, but NumPy cannot represent it: both backends refuse it (found by make fuzz)."""
    handles.append(put(torch.zeros(2, 0)))
    fn = f"rt_torch_tensor_{name}"
    dims = [4, 1 << 62, 0] if name != "expand" else [1 << 62, 2, 0]
    assert_error(getattr(rt, fn)(handles[0], dims), 0, ErrorCode.INVALID_ARGUMENT, fn, "size-0 dims as 1", "over 2**63")


# -- permute, squeeze, unsqueeze, flatten -----------------------------------------------------------------
@pytest.mark.parametrize("order", [[0, 1, 2], [2, 0, 1], [1, 2, 0], [2, 1, 0], [-1, 0, -2], [-3, -2, -1]])
def test_permute_like_torch(x, order):
    h, t = x
    close(take(rt.rt_torch_tensor_permute(h, order)), t.permute(order), rtol=0, atol=0)
    assert_ok()


def test_permute_scalar(handles):
    handles.append(put(torch.tensor(2.0)))
    close(take(rt.rt_torch_tensor_permute(handles[0], [])), torch.tensor(2.0))


@pytest.mark.parametrize("order, words", [
    ([0, 0, 1], ("not a permutation",)), ([2, -1, 0], ("not a permutation",)), ([0, 1], ("not a permutation",)),
    ([0, 1, 2, 3], ("not a permutation",)), ([], ("not a permutation",)),
    ([0, 1, 3], ("order[2] 3 is out of range",)), ([-4, 0, 1], ("order[0] -4 is out of range",)),
    (None, ("order is NULL",)),
])
def test_permute_errors(x, order, words):
    assert_error(rt.rt_torch_tensor_permute(x[0], order), 0, ErrorCode.INVALID_ARGUMENT, "rt_torch_tensor_permute", *words)


@pytest.mark.parametrize("shape", [(1, 3, 1, 2), (1,), (), (2, 3), (1, 1), (0, 1)])
def test_squeeze_like_torch(shape, handles):
    t = torch.randn(shape)
    handles.append(put(t))
    close(take(rt.rt_torch_tensor_squeeze(handles[0])), t.squeeze(), rtol=0, atol=0)


@pytest.mark.parametrize("dim", [0, 1, 2, 3, -1, -2, -3, -4])
def test_squeeze_dim_like_torch(dim, handles):
    t = torch.randn(1, 3, 1, 2)
    handles.append(put(t))
    close(take(rt.rt_torch_tensor_squeeze_dim(handles[0], dim)), t.squeeze(dim), rtol=0, atol=0)


@pytest.mark.parametrize("dim", [0, -1])
def test_squeeze_dim_of_a_scalar(dim, handles):
    handles.append(put(torch.tensor(1.5)))
    close(take(rt.rt_torch_tensor_squeeze_dim(handles[0], dim)), torch.tensor(1.5).squeeze(dim))


@pytest.mark.parametrize("dim", [0, 1, 2, 3, -1, -2, -3, -4])
def test_unsqueeze_like_torch(x, dim):
    h, t = x
    close(take(rt.rt_torch_tensor_unsqueeze(h, dim)), t.unsqueeze(dim), rtol=0, atol=0)


@pytest.mark.parametrize("start, end", [(0, 2), (0, 1), (1, 2), (1, 1), (0, 0), (-2, -1), (0, -1), (-3, 2)])
def test_flatten_like_torch(x, start, end):
    h, t = x
    close(take(rt.rt_torch_tensor_flatten(h, start, end)), t.flatten(start, end), rtol=0, atol=0)


def test_flatten_scalar(handles):
    handles.append(put(torch.tensor(4.0)))
    close(take(rt.rt_torch_tensor_flatten(handles[0], 0, -1)), torch.tensor(4.0).flatten())


@pytest.mark.parametrize("call, fn, words", [
    (lambda h: rt.rt_torch_tensor_squeeze_dim(h, 3), "rt_torch_tensor_squeeze_dim", ("dim 3 is out of range", "-3..2")),
    (lambda h: rt.rt_torch_tensor_squeeze_dim(h, -4), "rt_torch_tensor_squeeze_dim", ("dim -4 is out of range",)),
    (lambda h: rt.rt_torch_tensor_squeeze_dim(h, 0.0), "rt_torch_tensor_squeeze_dim", ("dim must be an integer",)),
    (lambda h: rt.rt_torch_tensor_unsqueeze(h, 4), "rt_torch_tensor_unsqueeze", ("dim 4 is out of range", "-4..3")),
    (lambda h: rt.rt_torch_tensor_unsqueeze(h, -5), "rt_torch_tensor_unsqueeze", ("dim -5 is out of range",)),
    (lambda h: rt.rt_torch_tensor_flatten(h, 2, 0), "rt_torch_tensor_flatten", ("start_dim 2 comes after end_dim 0",)),
    (lambda h: rt.rt_torch_tensor_flatten(h, -1, 0), "rt_torch_tensor_flatten", ("comes after",)),
    (lambda h: rt.rt_torch_tensor_flatten(h, 0, 3), "rt_torch_tensor_flatten", ("end_dim 3 is out of range",)),
    (lambda h: rt.rt_torch_tensor_flatten(h, -4, 1), "rt_torch_tensor_flatten", ("start_dim -4 is out of range",)),
])
def test_dim_errors(x, call, fn, words):
    assert_error(call(x[0]), 0, ErrorCode.INVALID_ARGUMENT, fn, *words)


# -- expand and contiguity ------------------------------------------------------------------------------
@pytest.mark.parametrize("source, dims", [((3, 1), [3, 4]), ((3, 1), [-1, 4]), ((3, 1), [2, 3, 4]),
                                          ((3, 1), [2, -1, -1]), ((1, 1), [-1, -1]), ((1,), [0]),
                                          ((), [2, 2]), ((2, 3), [2, 3]), ((1, 3), [5, -1])])
def test_expand_like_torch(source, dims, handles):
    t = torch.randn(source)
    handles.append(put(t))
    close(take(rt.rt_torch_tensor_expand(handles[0], dims)), t.expand(dims), rtol=0, atol=0)
    assert_ok()


def test_expanded_tensor_is_not_contiguous_and_reads_back_in_full(handles):
    t = torch.arange(3.0).reshape(3, 1)
    handles.append(put(t))
    handles.append(rt.rt_torch_tensor_expand(handles[0], [3, 4]))
    assert rt.rt_torch_tensor_is_contiguous(handles[1]) == 0
    assert rt.rt_torch_tensor_nbytes(handles[1]) == 12 * 4
    close(get(handles[1]), t.expand(3, 4).contiguous())
    handles.append(rt.rt_torch_tensor_contiguous(handles[1]))
    assert rt.rt_torch_tensor_is_contiguous(handles[2]) == 1
    close(get(handles[2]), t.expand(3, 4).contiguous())


@pytest.mark.parametrize("dims, code, words", [
    ([3, 3, 4], ErrorCode.SHAPE, ("must match",)),
    ([3, 4], ErrorCode.SHAPE, ("fewer dims",)),
    ([-1, 2, 3, 4], ErrorCode.INVALID_ARGUMENT, ("dims[0] is -1",)),
    ([2, -2, 4], ErrorCode.INVALID_ARGUMENT, ("dims[1] is -2",)),
    (None, ErrorCode.INVALID_ARGUMENT, ("dims is NULL",)),
])
def test_expand_errors(x, dims, code, words):
    assert_error(rt.rt_torch_tensor_expand(x[0], dims), 0, code, "rt_torch_tensor_expand", *words)


def test_contiguous_and_is_contiguous(x):
    h, t = x
    assert rt.rt_torch_tensor_is_contiguous(h) == 1
    assert_ok()
    tr = rt.rt_torch_tensor_transpose(h, 1, 2)
    assert rt.rt_torch_tensor_is_contiguous(tr) == 0
    assert_ok()
    c = rt.rt_torch_tensor_contiguous(tr)
    assert rt.rt_torch_tensor_is_contiguous(c) == 1
    close(get(c), t.transpose(1, 2).contiguous(), rtol=0, atol=0)
    for handle in (tr, c):
        rt.rt_torch_tensor_free(handle)


@pytest.mark.parametrize("call", [
    lambda h: rt.rt_torch_tensor_contiguous(h),
    lambda h: rt.rt_torch_tensor_flatten(h, 1, 1),
    lambda h: rt.rt_torch_tensor_to_dtype(h, DTYPE_CODES[torch.float32]),
    lambda h: rt.rt_torch_tensor_reshape(h, [2, 3, 4]),
    lambda h: rt.rt_torch_tensor_squeeze(h),
], ids=["contiguous", "flatten", "to_dtype", "reshape", "squeeze"])
def test_a_result_with_nothing_to_do_is_still_its_own_tensor(x, call):
    """PyTorch may return its input itself; a new handle must still have its own autograd state."""
    h = x[0]
    out = call(h)
    assert out > 0 and out != h
    assert rt.rt_torch_tensor_set_requires_grad(out, 1) == 0
    assert rt.rt_torch_tensor_requires_grad(out) == 1
    assert rt.rt_torch_tensor_requires_grad(h) == 0
    rt.rt_torch_tensor_free(out)


def test_to_dtype_to_the_same_dtype_copies_the_data(handles):
    """An in-place update of the source (an optimizer step) must not show in the copy."""
    w = torch.tensor([1.0, 2.0, 3.0])
    handles.append(put(w))
    copy = rt.rt_torch_tensor_to_dtype(handles[0], DTYPE_CODES[torch.float32])
    handles.append(copy)
    assert rt.rt_torch_tensor_set_requires_grad(handles[0], 1) == 0
    loss = rt.rt_torch_tensor_sum(handles[0])
    handles.append(loss)
    assert rt.rt_torch_tensor_backward(loss) == 0
    opt = rt.rt_torch_optim_sgd([handles[0]], 1.0, 0.0, 0.0)
    assert opt > 0, rt.rt_torch_last_error()
    assert rt.rt_torch_optim_step(opt) == 0
    assert rt.rt_torch_optim_free(opt) == 0
    close(get(handles[0]).detach(), w - 1)
    close(get(copy), w)


# -- shape, ndim, numel, size -----------------------------------------------------------------------------
@pytest.mark.parametrize("shape", [(), (0,), (5,), (2, 3, 4), (1, 0, 7), (1,) * 64])
def test_shape_ndim_numel_size_like_torch(shape, handles):
    t = torch.zeros(shape)
    handles.append(put(t))
    h = handles[0]
    assert rt.rt_torch_tensor_shape(h, 64) == (t.dim(), list(t.shape))
    assert rt.rt_torch_tensor_shape(h, t.dim()) == (t.dim(), list(t.shape))   # an exact buffer is enough
    assert_ok()
    assert rt.rt_torch_tensor_ndim(h) == t.dim()
    assert rt.rt_torch_tensor_numel(h) == t.numel()
    assert_ok()
    for d in range(-t.dim(), t.dim()):
        assert rt.rt_torch_tensor_size(h, d) == t.size(d)
        assert_ok()


def test_shape_of_a_view_follows_torch(x):
    h, t = x
    p = rt.rt_torch_tensor_permute(h, [2, 0, 1])
    assert rt.rt_torch_tensor_shape(p, 3) == (3, list(t.permute(2, 0, 1).shape))
    rt.rt_torch_tensor_free(p)


@pytest.mark.parametrize("max_dims", [0, 1, 2])
def test_shape_buffer_too_small(x, max_dims):
    assert_error(rt.rt_torch_tensor_shape(x[0], max_dims), (-1, None), ErrorCode.BUFFER_TOO_SMALL,
                 "rt_torch_tensor_shape", f"has 3 dims but max_dims is {max_dims}")


@pytest.mark.parametrize("max_dims, words", [(-1, ("max_dims is -1",)), (2.0, ("max_dims must be an integer",))])
def test_shape_bad_max_dims(x, max_dims, words):
    assert_error(rt.rt_torch_tensor_shape(x[0], max_dims), (-1, None), ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_shape", *words)


@pytest.mark.parametrize("dim", [3, -4, 2**40])
def test_size_dim_out_of_range(x, dim):
    assert_error(rt.rt_torch_tensor_size(x[0], dim), -1, ErrorCode.INVALID_ARGUMENT, "rt_torch_tensor_size",
                 f"dim {dim} is out of range")


def test_size_of_a_scalar(handles):
    handles.append(put(torch.tensor(1.0)))
    assert_error(rt.rt_torch_tensor_size(handles[0], 0), -1, ErrorCode.INVALID_ARGUMENT, "rt_torch_tensor_size",
                 "0-dim")


# -- dtype, to_dtype, nbytes ------------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", DTYPES, ids=str)
def test_dtype_and_nbytes(dtype, handles):
    t = sample(dtype, (3, 5))
    handles.append(put(t))
    assert rt.rt_torch_tensor_dtype(handles[0]) == DTYPE_CODES[dtype]
    assert rt.rt_torch_tensor_nbytes(handles[0]) == t.nbytes == 15 * t.element_size()
    assert_ok()


@pytest.mark.parametrize("source", DTYPES, ids=str)
@pytest.mark.parametrize("target", DTYPES, ids=str)
def test_to_dtype_every_pair_like_torch(source, target, handles):
    t = sample(source, (2, 3))
    handles.append(put(t))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")   # complex -> real drops the imaginary part, as PyTorch warns
        expected = t.to(target)
        got = take(rt.rt_torch_tensor_to_dtype(handles[0], DTYPE_CODES[target]))
    assert_ok()
    assert got.dtype == target and got.shape == (2, 3)
    assert raw(got) == raw(expected)
    assert rt.rt_torch_tensor_dtype(handles[0]) == DTYPE_CODES[source]   # the source is unchanged


@pytest.mark.parametrize("dtype", BAD_DTYPES)
def test_to_dtype_bad_code(x, dtype):
    assert_error(rt.rt_torch_tensor_to_dtype(x[0], dtype), 0, ErrorCode.INVALID_ARGUMENT, "rt_torch_tensor_to_dtype",
                 f"dtype {dtype} is not a dtype code")


# -- copy_to --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", DTYPES, ids=str)
def test_copy_to_writes_row_major_bytes_of_every_dtype(dtype, handles):
    t = sample(dtype, (4, 3))
    handles.append(put(t))
    out = bytearray(t.nbytes)
    assert rt.rt_torch_tensor_copy_to(handles[0], out) == t.nbytes
    assert_ok()
    assert bytes(out) == raw(t)


def test_copy_to_a_bigger_buffer_leaves_the_rest(handles):
    t = torch.tensor([1.0, 2.0])
    handles.append(put(t))
    out = bytearray(b"\xee" * 12)
    assert rt.rt_torch_tensor_copy_to(handles[0], out) == 8
    assert bytes(out[:8]) == raw(t) and out[8:] == b"\xee" * 4


@pytest.mark.parametrize("view", ["transpose", "permute", "expand", "slice"])
def test_copy_to_of_a_view_is_row_major(view, handles):
    t = torch.arange(24.0).reshape(2, 3, 4)
    handles.append(put(t))
    make = {"transpose": lambda h: (rt.rt_torch_tensor_transpose(h, 0, 2), t.transpose(0, 2)),
            "permute": lambda h: (rt.rt_torch_tensor_permute(h, [1, 2, 0]), t.permute(1, 2, 0)),
            "expand": lambda h: (rt.rt_torch_tensor_expand(rt.rt_torch_tensor_reshape(h, [1, 24]), [3, 24]),
                                 t.reshape(1, 24).expand(3, 24)),
            "slice": lambda h: (rt.rt_torch_tensor_slice(h, 2, 0, 4, 2), t[:, :, 0:4:2])}[view]
    if view == "expand":   # the intermediate reshape gets a handle of its own to free
        handles.append(rt.rt_torch_tensor_reshape(handles[0], [1, 24]))
        h, expected = rt.rt_torch_tensor_expand(handles[-1], [3, 24]), t.reshape(1, 24).expand(3, 24)
    else:
        h, expected = make(handles[0])
    handles.append(h)
    out = bytearray(expected.numel() * 4)
    assert rt.rt_torch_tensor_copy_to(h, out) == len(out)
    assert bytes(out) == raw(expected)


def test_copy_to_numpy_array(handles):
    t = torch.randn(3, 4, dtype=torch.float64)
    handles.append(put(t))
    out = np.zeros((3, 4))
    assert rt.rt_torch_tensor_copy_to(handles[0], out) == 96
    np.testing.assert_array_equal(out, t.numpy())


def test_copy_to_of_no_elements(handles):
    handles.append(put(torch.empty(0, 3)))
    assert rt.rt_torch_tensor_copy_to(handles[0], bytearray()) == 0
    assert_ok()


@pytest.mark.parametrize("size", [0, 1, 23])
def test_copy_to_buffer_too_small(x, size):
    out = bytearray(b"\x01" * size)
    assert_error(rt.rt_torch_tensor_copy_to(x[0], out), -1, ErrorCode.BUFFER_TOO_SMALL, "rt_torch_tensor_copy_to",
                 f"out holds {size} bytes, the tensor needs 96")
    assert out == b"\x01" * size   # nothing written


@pytest.mark.parametrize("out, words", [(bytes(96), ("read-only",)), (memoryview(bytearray(96)).toreadonly(),
                                                                      ("read-only",)),
                                        (None, ("out is NULL",)), (96, ("writable bytes-like", "int")),
                                        ("x" * 96, ("writable bytes-like", "str"))])
def test_copy_to_bad_buffer(x, out, words):
    assert_error(rt.rt_torch_tensor_copy_to(x[0], out), -1, ErrorCode.INVALID_ARGUMENT, "rt_torch_tensor_copy_to", *words)


# -- item -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("t", [torch.tensor(2.5), torch.tensor([-7.25]), torch.ones(1, 1, 1) * 3,
                               torch.tensor(2**40, dtype=torch.int64), torch.tensor([True]),
                               torch.tensor(200, dtype=torch.uint8), torch.tensor(-3, dtype=torch.int8),
                               torch.tensor(0.1, dtype=torch.float16), torch.tensor(0.1, dtype=torch.bfloat16),
                               torch.tensor(0.1, dtype=torch.float64)], ids=lambda t: f"{t.dtype}{list(t.shape)}")
def test_item_like_torch(t, handles):
    handles.append(put(t))
    status, value = rt.rt_torch_tensor_item(handles[0])
    assert status == 0
    assert_ok()
    assert type(value) is float and value == float(t.item())


@pytest.mark.parametrize("shape", [(2,), (2, 3), (0,), (1, 0)])
def test_item_needs_one_element(shape, handles):
    handles.append(put(torch.zeros(shape)))
    assert_error(rt.rt_torch_tensor_item(handles[0]), (ErrorCode.SHAPE, None), ErrorCode.SHAPE, "rt_torch_tensor_item",
                 f"got shape {list(shape)}")


@pytest.mark.parametrize("dtype", [torch.complex64, torch.complex128], ids=str)
def test_item_of_complex_is_a_dtype_error(dtype, handles):
    handles.append(put(torch.tensor([1 + 2j], dtype=dtype)))
    assert_error(rt.rt_torch_tensor_item(handles[0]), (ErrorCode.DTYPE, None), ErrorCode.DTYPE, "rt_torch_tensor_item",
                 "imaginary")


# -- bad handles for every function of the section ----------------------------------------------------------
CALLS = {   # name -> (call with a handle, failure value)
    "reshape": (lambda h: rt.rt_torch_tensor_reshape(h, [-1]), 0),
    "view": (lambda h: rt.rt_torch_tensor_view(h, [-1]), 0),
    "permute": (lambda h: rt.rt_torch_tensor_permute(h, [0]), 0),
    "squeeze": (lambda h: rt.rt_torch_tensor_squeeze(h), 0),
    "squeeze_dim": (lambda h: rt.rt_torch_tensor_squeeze_dim(h, 0), 0),
    "unsqueeze": (lambda h: rt.rt_torch_tensor_unsqueeze(h, 0), 0),
    "flatten": (lambda h: rt.rt_torch_tensor_flatten(h, 0, -1), 0),
    "expand": (lambda h: rt.rt_torch_tensor_expand(h, [2]), 0),
    "contiguous": (lambda h: rt.rt_torch_tensor_contiguous(h), 0),
    "is_contiguous": (lambda h: rt.rt_torch_tensor_is_contiguous(h), -1),
    "shape": (lambda h: rt.rt_torch_tensor_shape(h, 8), (-1, None)),
    "ndim": (lambda h: rt.rt_torch_tensor_ndim(h), -1),
    "numel": (lambda h: rt.rt_torch_tensor_numel(h), -1),
    "size": (lambda h: rt.rt_torch_tensor_size(h, 0), -1),
    "dtype": (lambda h: rt.rt_torch_tensor_dtype(h), -1),
    "to_dtype": (lambda h: rt.rt_torch_tensor_to_dtype(h, 7), 0),
    "nbytes": (lambda h: rt.rt_torch_tensor_nbytes(h), -1),
    "copy_to": (lambda h: rt.rt_torch_tensor_copy_to(h, bytearray(64)), -1),
    "item": (lambda h: rt.rt_torch_tensor_item(h), (ErrorCode.INVALID_HANDLE, None)),
}
OWN_HANDLE_TESTS = {"copy_from"}   # its handles are dst and src: see test_copy_from_errors


def test_every_function_of_the_section_is_covered():
    from simple_torch.abi.signature import FUNCTIONS
    assert {f"rt_torch_tensor_{n}" for n in {*CALLS, *OWN_HANDLE_TESTS}} == {
        n for n, f in FUNCTIONS.items() if f.section == 7}


@pytest.mark.parametrize("name", CALLS)
def test_bad_handles(name):
    call, failure = CALLS[name]
    fn = f"rt_torch_tensor_{name}"
    freed = put(torch.ones(1))
    rt.rt_torch_tensor_free(freed)
    for bad, word in ((0, "null"), (-4, "negative"), (-2**63, "negative"), (freed, "freed"),
                      (2**62, "never issued")):
        assert_error(call(bad), failure, ErrorCode.INVALID_HANDLE, fn, "x: handle", word)


@pytest.mark.parametrize("name", CALLS)
def test_good_handle_succeeds(name, handles):
    """The counterpart of test_bad_handles: the same call on a live handle works and sets RT_OK."""
    handles.append(put(torch.ones(1)))
    result = CALLS[name][0](handles[0])
    assert result != CALLS[name][1]
    assert_ok()
    if name in ("reshape", "view", "permute", "squeeze", "squeeze_dim", "unsqueeze", "flatten", "expand",
                "contiguous", "to_dtype"):
        assert rt.rt_torch_tensor_free(result) == 0
    elif name == "copy_to":
        assert result == 4
    elif name in ("numel", "ndim", "size", "is_contiguous"):
        assert result == 1


def test_numel_matches_math_prod(handles):
    handles.append(put(torch.zeros(3, 0, 2)))
    assert rt.rt_torch_tensor_numel(handles[0]) == math.prod((3, 0, 2)) == 0


# -- copy_from ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("dst_dtype, src, expected", [
    (torch.float32, torch.tensor([1, 2, 3]), torch.tensor([[1.0, 2.0, 3.0]] * 2)),
    (torch.int32, torch.tensor([1.9, -2.7, 3.0]), torch.tensor([[1, -2, 3]] * 2, dtype=torch.int32)),
    (torch.bool, torch.tensor([0.0, 0.5, -1.0]), torch.tensor([[False, True, True]] * 2)),
    (torch.float64, torch.tensor(7.5), torch.full((2, 3), 7.5, dtype=torch.float64)),
])
def test_copy_from_broadcasts_and_converts_like_copy_(dst_dtype, src, expected, handles):
    handles += [put(torch.zeros(2, 3, dtype=dst_dtype)), put(src)]
    assert rt.rt_torch_tensor_copy_from(handles[0], handles[1]) == 0
    assert_ok()
    reference = torch.zeros(2, 3, dtype=dst_dtype).copy_(src)
    close(get(handles[0]), reference)
    close(reference, expected)


def test_copy_from_writes_through_views(handles):
    handles.append(put(torch.zeros(3, 4)))
    view = rt.rt_torch_tensor_transpose(handles[0], 0, 1)
    column = rt.rt_torch_tensor_slice(view, 0, 1, 2, 1)
    handles += [view, column, put(torch.arange(3.0))]
    assert rt.rt_torch_tensor_copy_from(column, handles[3]) == 0
    expected = torch.zeros(3, 4)
    expected[:, 1] = torch.arange(3.0)
    close(get(handles[0]), expected)


def test_copy_from_errors(handles):
    fn = "rt_torch_tensor_copy_from"
    handles += [put(torch.zeros(2, 3)), put(torch.ones(4)), put(torch.ones(1))]
    assert_error(rt.rt_torch_tensor_copy_from(handles[0], handles[1]), ErrorCode.SHAPE, ErrorCode.SHAPE, fn, "[4]", "[2, 3]")
    assert_error(rt.rt_torch_tensor_copy_from(handles[2], handles[0]), ErrorCode.SHAPE, ErrorCode.SHAPE, fn)
    assert_error(rt.rt_torch_tensor_copy_from(0, handles[0]), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE, fn, "dst")
    assert_error(rt.rt_torch_tensor_copy_from(handles[0], -3), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE, fn, "src")
    expanded = rt.rt_torch_tensor_expand(handles[2], [5])
    handles.append(expanded)
    assert_error(rt.rt_torch_tensor_copy_from(expanded, handles[2]), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT,
                 fn, "memory location")
    rt.rt_torch_tensor_set_requires_grad(handles[0], 1)
    assert_error(rt.rt_torch_tensor_copy_from(handles[0], handles[2]), ErrorCode.INVALID_ARGUMENT,
                 ErrorCode.INVALID_ARGUMENT, fn, "requires grad")
    assert rt.rt_torch_no_grad_begin() == 0
    assert rt.rt_torch_tensor_copy_from(handles[0], handles[2]) == 0   # as PyTorch allows under no_grad
    assert rt.rt_torch_no_grad_end() == 0
    close(get(handles[0]), torch.ones(2, 3))
