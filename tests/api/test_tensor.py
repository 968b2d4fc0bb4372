"""st.Tensor against torch.Tensor: properties, operators, methods, indexing, conversions and repr."""

from __future__ import annotations

import copy
import math
import pickle

import numpy as np
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as hs

import simple_torch as st

from .conftest import DEVICE, TORCH_DEVICE, as_torch, assert_same

RNG = np.random.default_rng(0)
A = RNG.standard_normal((3, 4)).astype(np.float32)
B = RNG.standard_normal((3, 4)).astype(np.float32)
POSITIVE = (np.abs(A) + 0.5).astype(np.float32)
INTS = np.array([[3, -1, 4], [1, -5, 9]], dtype=np.int64)


def both(array: np.ndarray, **kw):
    return st.tensor(array, **kw), torch.tensor(array, **kw)


# -- properties -----------------------------------------------------------------------------------
def test_properties():
    t = st.tensor(A)
    assert t.shape == (3, 4) and isinstance(t.shape, tuple) and t.ndim == 2 and t.dim() == 2
    assert t.size() == (3, 4) and t.size(1) == 4 and t.size(-2) == 3 and t.numel() == 12 and len(t) == 3
    assert t.dtype is st.float32 and t.itemsize == 4 and t.element_size() == 4 and t.nbytes == 48
    assert t.device == DEVICE and t.is_cuda == (DEVICE.type == "cuda") and t.is_contiguous()
    assert t.is_floating_point() and not t.is_complex()
    assert not t.requires_grad and t.grad is None and t.is_leaf
    assert isinstance(t.handle, int) and t.handle > 0


def test_transposes():
    ours, theirs = both(A)
    for a, b in ((ours.T, theirs.T), (ours.t(), theirs.t()), (ours.mT, theirs.mT),
                 (ours.transpose(0, 1), theirs.transpose(0, 1))):
        assert_same(a, b)
    assert not ours.T.is_contiguous() and ours.T.contiguous().is_contiguous()
    cube_ours, cube_theirs = both(RNG.standard_normal((2, 3, 4)).astype(np.float32))
    assert_same(cube_ours.permute(2, 0, 1), cube_theirs.permute(2, 0, 1))
    assert_same(cube_ours.permute((1, 2, 0)), cube_theirs.permute((1, 2, 0)))


# -- arithmetic -----------------------------------------------------------------------------------
BINARY = ["add", "sub", "mul", "div"]


@pytest.mark.parametrize("name", BINARY)
def test_binary_methods_and_operators(name):
    (a, ta), (b, tb) = both(A), both(B)
    assert_same(getattr(a, name)(b), getattr(ta, name)(tb), rtol=0, atol=0)
    symbol = {"add": "+", "sub": "-", "mul": "*", "div": "/"}[name]
    assert_same(eval(f"a {symbol} b"), eval(f"ta {symbol} tb"), rtol=0, atol=0)
    assert_same(getattr(st, name)(a, b), getattr(torch, name)(ta, tb), rtol=0, atol=0)


SCALAR_CASES = [(data, scalar, expression)
                for data in (A, INTS, INTS.astype(np.int32), np.array([True, False]), A.astype(np.float64))
                for scalar in (2, 2.5, -3, True)
                for expression in ("t + s", "s + t", "t - s", "s - t", "t * s", "s * t", "t / s", "s / t")
                # PyTorch refuses to subtract bools
                if not ("-" in expression and (data.dtype == bool or scalar is True))]


@pytest.mark.parametrize("data, scalar, expression", SCALAR_CASES, ids=lambda v: getattr(v, "dtype", v))
def test_operators_with_python_numbers_keep_torch_dtypes_and_values(data, scalar, expression):
    ours = eval(expression, {"t": st.tensor(data), "s": scalar})
    theirs = eval(expression, {"t": torch.tensor(data), "s": scalar})
    assert_same(ours, theirs, rtol=0, atol=0)


def test_unary_and_power():
    (p, tp), (a, ta) = both(POSITIVE), both(A)
    for name in ("neg", "abs", "exp", "relu", "sigmoid", "tanh"):
        assert_same(getattr(a, name)(), getattr(ta, name)())
        assert_same(getattr(st, name)(a), getattr(torch, name)(ta))
    for name in ("sqrt", "log"):
        assert_same(getattr(p, name)(), getattr(tp, name)())
    assert_same(-a, -ta)
    assert_same(abs(a), abs(ta))
    assert +a is a
    assert_same(a ** 2, ta ** 2, rtol=0, atol=0)
    assert_same(a.pow(3), ta.pow(3))
    assert_same(p ** 0.5, tp ** 0.5)
    assert_same(p ** st.tensor(2.0), tp ** torch.tensor(2.0))
    assert_same(2 ** a, 2 ** ta)
    assert_same((-2) ** a, (-2) ** ta)   # NaN for the fractional powers of a negative base, as PyTorch
    assert_same(p ** a, tp ** ta)


def test_add_and_sub_with_alpha():
    (a, ta), (b, tb) = both(A), both(B)
    assert_same(a.add(b, alpha=2), ta.add(tb, alpha=2))
    assert_same(a.sub(b, alpha=0.5), ta.sub(tb, alpha=0.5))


def test_broadcasting_and_matmul():
    (a, ta), (row, trow) = both(A), both(B[0])
    assert_same(a + row, ta + trow, rtol=0, atol=0)
    (m, tm) = both(RNG.standard_normal((4, 2)).astype(np.float32))
    assert_same(a @ m, ta @ tm)
    assert_same(a.matmul(m), ta.matmul(tm))
    assert_same(st.mm(a, m), torch.mm(ta, tm))
    assert_same(row.dot(row), trow.dot(trow))


def test_comparisons():
    (a, ta), (b, tb) = both(A), both(B)
    i, ti = both(INTS)
    u, tu = both(np.array([0, 200, 255], dtype=np.uint8))
    for name, symbol in (("eq", "=="), ("ne", "!="), ("lt", "<"), ("le", "<="), ("gt", ">"), ("ge", ">=")):
        assert_same(eval(f"a {symbol} b"), eval(f"ta {symbol} tb"))
        assert_same(eval(f"a {symbol} a"), eval(f"ta {symbol} ta"))
        assert_same(eval(f"i {symbol} 1"), eval(f"ti {symbol} 1"))
        assert_same(eval(f"0.5 {symbol} a"), eval(f"0.5 {symbol} ta"))
        assert_same(eval(f"u {symbol} 100"), eval(f"tu {symbol} 100"))   # no wrap-around in uint8
        assert_same(getattr(st, name)(a, b), getattr(torch, name)(ta, tb))
    assert (a == None) is False  # noqa: E711 - compares by identity like torch
    predictions, labels = st.tensor([1, 2, 3, 4]), st.tensor([1, 0, 3, 0])
    assert (predictions == labels).sum().item() == 2
    assert (predictions == labels).float().mean().item() == 0.5


# -- reductions -----------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["sum", "mean", "std", "var", "amax", "amin"])
def test_reductions(name):
    a, ta = both(A)
    assert_same(getattr(a, name)(), getattr(ta, name)())
    for dim in (0, 1, -1):
        for keepdim in (False, True):
            assert_same(getattr(a, name)(dim, keepdim=keepdim), getattr(ta, name)(dim, keepdim=keepdim))
    assert_same(getattr(st, name)(a, dim=1), getattr(torch, name)(ta, dim=1))


def test_reductions_over_several_dims_and_options():
    cube, tcube = both(RNG.standard_normal((2, 3, 4)).astype(np.float32))
    assert_same(cube.sum((0, 2)), tcube.sum((0, 2)))
    assert_same(cube.mean(dim=(-1, 0), keepdim=True), tcube.mean(dim=(-1, 0), keepdim=True))
    assert_same(cube.sum(keepdim=True), tcube.sum(dim=(0, 1, 2), keepdim=True))
    assert_same(cube.var(1, unbiased=False), tcube.var(1, unbiased=False))
    assert_same(cube.std(correction=0), tcube.std(correction=0))
    i, ti = both(INTS)
    assert_same(i.sum(), ti.sum())
    assert_same(i.sum(dtype=st.float64), ti.sum(dtype=torch.float64))


def test_max_min_arg():
    a, ta = both(A)
    assert_same(a.max(), ta.max())
    assert_same(a.min(), ta.min())
    for name in ("max", "min"):
        values, indices = getattr(a, name)(dim=1)
        expected = getattr(ta, name)(dim=1)
        assert_same(values, expected.values)
        assert_same(indices, expected.indices)
        result = getattr(st, name)(a, 0, keepdim=True)
        assert_same(result.values, getattr(torch, name)(ta, 0, keepdim=True).values)
    for name in ("argmax", "argmin"):
        assert_same(getattr(a, name)(), getattr(ta, name)())
        assert_same(getattr(a, name)(dim=1), getattr(ta, name)(dim=1))
        assert_same(getattr(a, name)(0, keepdim=True), getattr(ta, name)(0, keepdim=True))
    b, tb = both(np.flip(A, 1).copy())
    assert_same(a.max(b), ta.max(tb))   # of two tensors: maximum, minimum
    assert_same(st.min(a, b), torch.min(ta, tb))


def test_softmax_and_log_softmax():
    a, ta = both(A)
    for dim in (0, 1, -1):
        assert_same(a.softmax(dim), ta.softmax(dim))
        assert_same(st.log_softmax(a, dim), torch.log_softmax(ta, dim))


# -- linear algebra -------------------------------------------------------------------------------
def test_linear_algebra():
    square = (RNG.standard_normal((3, 3)) + 3 * np.eye(3)).astype(np.float32)
    s, ts = both(square)
    assert_same(s.det(), ts.det(), rtol=1e-4, atol=1e-4)
    assert_same(s.inverse(), ts.inverse(), rtol=1e-4, atol=1e-5)
    assert_same(st.linalg.inv(s), torch.linalg.inv(ts), rtol=1e-4, atol=1e-5)
    assert_same(s.norm(), ts.norm())
    assert_same(st.linalg.norm(s), torch.linalg.norm(ts))
    assert_same(s.norm(dim=1), ts.norm(dim=1))
    u, sv, vh = st.linalg.svd(s)
    assert_same(u @ st.tensor(np.diag(sv.numpy())) @ vh, ts, rtol=1e-4, atol=1e-5)
    u, sv, v = s.svd()
    assert_same(u @ st.tensor(np.diag(sv.numpy())) @ v.T, ts, rtol=1e-4, atol=1e-5)
    values, vectors = st.linalg.eig(s)
    assert values.dtype is st.complex64 and vectors.shape == (3, 3)
    np.testing.assert_allclose(np.sort_complex(values.numpy()), np.sort_complex(np.linalg.eigvals(square)),
                               rtol=1e-4)
    wide = st.tensor(A)
    with pytest.raises(st.UnsupportedError):
        st.linalg.svd(wide)
    assert [p.shape for p in st.linalg.svd(wide, full_matrices=False)] == [(3, 3), (3,), (3, 4)]


# -- shape ----------------------------------------------------------------------------------------
def test_shape_methods():
    a, ta = both(A)
    assert_same(a.reshape(2, 6), ta.reshape(2, 6))
    assert_same(a.reshape((4, -1)), ta.reshape((4, -1)))
    assert_same(a.view(12), ta.view(12))
    assert_same(a.view(-1, 2), ta.view(-1, 2))
    assert_same(a.flatten(), ta.flatten())
    assert_same(a.unsqueeze(1), ta.unsqueeze(1))
    assert_same(a.unsqueeze(-1), ta.unsqueeze(-1))
    padded, tpadded = both(A.reshape(1, 3, 1, 4))
    assert_same(padded.squeeze(), tpadded.squeeze())
    assert_same(padded.squeeze(0), tpadded.squeeze(0))
    assert_same(padded.squeeze((0, 2)), tpadded.squeeze((0, 2)))
    assert_same(padded.flatten(1), tpadded.flatten(1))
    assert_same(padded.flatten(1, 2), tpadded.flatten(1, 2))
    row, trow = both(B[:1])
    assert_same(row.expand(3, 4), trow.expand(3, 4))
    assert_same(row.expand(-1, 4), trow.expand(-1, 4))
    assert_same(row.expand_as(a), trow.expand_as(ta))
    assert_same(a.reshape_as(a.T), ta.reshape_as(ta.T))
    assert_same(a.view_as(a), ta.view_as(ta))
    assert a.contiguous() is a
    assert_same(st.reshape(a, (6, 2)), torch.reshape(ta, (6, 2)))
    with pytest.raises(st.ShapeError):
        a.T.view(12)   # a transposed tensor has no view of that shape


def test_cat_stack_chunk_unbind():
    (a, ta), (b, tb) = both(A), both(B)
    assert_same(st.cat([a, b]), torch.cat([ta, tb]))
    assert_same(st.cat((a, b), dim=1), torch.cat((ta, tb), 1))
    assert_same(st.stack([a, b]), torch.stack([ta, tb]))
    assert_same(st.stack([a, b], -1), torch.stack([ta, tb], -1))
    assert_same(st.concat([a, b], 1), torch.concat([ta, tb], 1))
    for ours, theirs in zip(a.chunk(2, 1), ta.chunk(2, 1)):
        assert_same(ours, theirs)
    assert len(a.chunk(2)) == len(ta.chunk(2)) == 2
    for ours, theirs in zip(a.unbind(1), ta.unbind(1)):
        assert_same(ours, theirs)


def test_index_select_and_gather():
    a, ta = both(A)
    index, tindex = both(np.array([2, 0], dtype=np.int64))
    assert_same(a.index_select(0, index), ta.index_select(0, tindex))
    assert_same(st.index_select(a, 1, index), torch.index_select(ta, 1, tindex))
    picks, tpicks = both(np.array([[0, 1], [2, 3], [1, 1]], dtype=np.int64))
    assert_same(a.gather(1, picks), ta.gather(1, tpicks))


# -- indexing -------------------------------------------------------------------------------------
INDEXES = [0, -1, 2, slice(1, 3), slice(None, None, 2), (1, 2), (-1, -2), (slice(None), 1), (slice(None), slice(1, 3)),
           (1, slice(None, None, 2)), (Ellipsis, 0), (None, 1), (slice(0, 2), None, slice(None)), (0, Ellipsis),
           [2, 0, 2], (slice(None), [3, 0]), slice(-2, None), slice(5, 10), (Ellipsis,)]


@pytest.mark.parametrize("index", INDEXES, ids=repr)
def test_indexing_like_torch(index):
    a, ta = both(A)
    assert_same(a[index], ta[index], rtol=0, atol=0)


def test_indexing_with_tensors():
    a, ta = both(A)
    rows, trows = both(np.array([[0, 2], [1, 1]], dtype=np.int64))
    assert_same(a[rows], ta[trows])
    assert_same(a[:, rows], ta[:, trows])
    assert_same(a[st.tensor(1)], ta[torch.tensor(1)])


def test_indexing_errors():
    a = st.tensor(A)
    with pytest.raises(IndexError):
        a[3]
    with pytest.raises(IndexError):
        a[0, 0, 0]
    with pytest.raises(ValueError):
        a[::-1]
    with pytest.raises(IndexError, match="shape of the mask"):
        a[st.tensor([True, False])]
    with pytest.raises(IndexError, match="out of range"):
        a[st.tensor([0, 1]), st.tensor([0, 9])]
    with pytest.raises(st.UnsupportedError, match="separated by a slice"):
        st.zeros(2, 3, 4)[st.tensor([0]), :, st.tensor([1])]


def test_mask_and_several_index_tensors_like_pytorch():
    a, ta = both(A)
    assert_same(a[a > 0], ta[ta > 0])
    assert_same(a[[0, 1], [0, 1]], ta[[0, 1], [0, 1]])
    rows, trows = both(np.array([[0], [1]], dtype=np.int64))
    cols, tcols = both(np.array([-1, 0], dtype=np.int64))
    assert_same(a[rows, cols], ta[trows, tcols])   # broadcast together, negative indices wrap
    m, tm = both(np.array([True, False, True]))
    assert_same(a[m], ta[tm])   # a mask over the leading dim
    x, tx = both(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
    assert_same(x[:, [0, 2], [1, 3]], tx[:, [0, 2], [1, 3]])


def test_mask_read_is_differentiable_and_mask_write_works():
    a, ta = (t.requires_grad_(True) for t in both(A))
    (a[a > 0] * 3).sum().backward()
    (ta[ta > 0] * 3).sum().backward()
    assert_same(a.grad, ta.grad)
    b, tb = both(A)
    b[b < 0] = 0.5
    tb[tb < 0] = 0.5
    assert_same(b, tb)
    m, tm = both(np.array([False, True, False]))
    b[m] = st.tensor(7.0)
    tb[tm] = torch.tensor(7.0)
    assert_same(b, tb)


@settings(max_examples=60, deadline=None)
@given(hs.lists(hs.integers(1, 4), min_size=1, max_size=3).flatmap(
    lambda shape: hs.tuples(hs.just(shape), hs.lists(hs.one_of(
        hs.integers(-4, 3), hs.builds(slice, hs.none() | hs.integers(-5, 5), hs.none() | hs.integers(-5, 5),
                                      hs.none() | hs.integers(1, 3))), max_size=len(shape)))))
def test_basic_indexing_matches_numpy(case):
    shape, items = case
    data = np.arange(math.prod(shape), dtype=np.float32).reshape(shape)
    index = tuple(items)
    try:
        expected = data[index]
    except IndexError:
        with pytest.raises(IndexError):
            st.tensor(data)[index]
        return
    assert np.array_equal(st.tensor(data)[index].numpy(), expected)


def test_iteration_len_and_python_numbers():
    a, ta = both(A)
    rows = list(a)
    assert len(rows) == len(a) == 3
    for ours, theirs in zip(rows, ta):
        assert_same(ours, theirs)
    one = st.tensor([2.5])
    assert float(one) == 2.5 and int(one) == 2 and bool(one) and one.item() == 2.5
    assert int(st.tensor(7)) == 7 and st.tensor(7).item() == 7 and isinstance(st.tensor(7).item(), int)
    assert st.tensor(True).item() is True
    assert st.tensor(2**60).item() == 2**60   # integers read exactly
    assert [10, 20, 30][st.tensor(1)] == 20   # __index__
    assert f"{st.tensor(1 / 3):.3f}" == "0.333"
    with pytest.raises(TypeError):
        len(st.tensor(1.0))
    with pytest.raises(TypeError):
        iter(st.tensor(1.0))
    with pytest.raises(st.ShapeError):
        bool(a)
    with pytest.raises(st.ShapeError):
        st.tensor([1, 2]).item()


# -- conversions ----------------------------------------------------------------------------------
@pytest.mark.parametrize("method, dtype", [("float", "float32"), ("double", "float64"), ("half", "float16"),
                                           ("bfloat16", "bfloat16"), ("long", "int64"), ("int", "int32"),
                                           ("short", "int16"), ("byte", "uint8"), ("bool", "bool")])
def test_dtype_conversions(method, dtype):
    a, ta = both(A * 3)
    assert_same(getattr(a, method)(), getattr(ta, method)())
    assert getattr(a, method)().dtype is getattr(st, dtype)


def test_to():
    a = st.tensor(A)
    assert a.to(st.float32) is a and a.to(DEVICE) is a and a.to(a) is a
    on_cpu = a.cpu()
    assert on_cpu.device == st.device("cpu") and on_cpu.to("cpu") is on_cpu and on_cpu.cpu() is on_cpu
    assert a.to(st.float64).dtype is st.float64 and a.to(dtype=st.int32).dtype is st.int32
    assert a.to("cpu", st.float16).dtype is st.float16
    assert a.to(st.tensor([1])).dtype is st.int64
    copied = a.to(copy=True)
    assert copied is not a and np.array_equal(copied.numpy(), A)
    assert a.type_as(st.tensor([1.0], dtype=st.float64)).dtype is st.float64


def test_numpy_tolist_and_array_protocol():
    a = st.tensor(A)
    values = a.numpy()
    assert values.dtype == np.float32 and np.array_equal(values, A)
    assert np.array_equal(np.asarray(a), A) and np.asarray(a, dtype=np.float64).dtype == np.float64
    assert st.tensor(INTS).tolist() == INTS.tolist() and st.tensor(2.5).tolist() == 2.5
    assert st.tensor([1.5], dtype=st.bfloat16).numpy().dtype == np.float32
    assert st.zeros(0, 3).numpy().shape == (0, 3)


# -- repr -----------------------------------------------------------------------------------------
REPR_CASES = [A, INTS, np.array([True, False]), np.array(3.5, np.float32), np.array(7), np.zeros((0, 3)),
              np.array([1e-5, 1.0], np.float32), np.array([1e9, 1.0], np.float32), np.array([np.nan, np.inf, 1.0]),
              np.arange(2000, dtype=np.float32).reshape(40, 50) / 3, np.arange(30).reshape(2, 3, 5),
              np.array([1 + 2j, 3 - 1j], np.complex64), np.array([0.0, -0.0, 2.0], np.float32),
              np.arange(100, dtype=np.float64) / 7, np.array([], np.int64), np.arange(24, dtype=np.int16)]


@pytest.mark.parametrize("data", REPR_CASES, ids=lambda d: f"{d.dtype}{list(d.shape)}")
def test_repr_matches_torch(data):
    assert repr(st.tensor(data)) == repr(torch.tensor(data, device=TORCH_DEVICE))   # which names a GPU


def test_repr_suffixes():
    on = "" if DEVICE.type == "cpu" else f", device='{DEVICE}'"   # a GPU tensor's repr names its device first
    assert repr(st.tensor([1.0, 2.0], requires_grad=True)) == f"tensor([1., 2.]{on}, requires_grad=True)"
    assert str(st.tensor([1, 2], dtype=st.int32)) == f"tensor([1, 2]{on}, dtype=torch.int32)"
    half = st.tensor([1.5, 2.0], dtype=st.float16)
    assert repr(half) == repr(torch.tensor([1.5, 2.0], dtype=torch.float16, device=TORCH_DEVICE))


# -- in-place writes --------------------------------------------------------------------------------
def test_copy_and_fill_write_in_place_where_views_see_it():
    a = st.tensor(A.copy())
    view = a[1]
    a.copy_(B)
    assert np.array_equal(a.numpy(), B) and np.array_equal(view.numpy(), B[1])
    a.fill_(2.5)
    assert np.all(a.numpy() == 2.5) and np.all(view.numpy() == 2.5)
    a.zero_()
    assert not a.numpy().any()
    a.copy_(st.tensor([1.0, 2.0, 3.0, 4.0]))   # broadcast over the rows
    assert np.array_equal(a.numpy(), np.tile([1, 2, 3, 4], (3, 1)).astype(np.float32))
    with pytest.raises(TypeError, match="must be Tensor, not list"):   # as PyTorch: a list is converted nowhere here
        a.copy_([1.0, 2.0, 3.0, 4.0])
    a.copy_(a.T.T)                  # values that share a's storage
    assert np.array_equal(a.numpy()[0], [1, 2, 3, 4])
    with pytest.raises(st.ShapeError):
        a.copy_(st.zeros(5))


def test_in_place_arithmetic_and_item_assignment():
    a = st.tensor(A.copy())
    expected = A.copy()
    a += 1
    a -= st.tensor(B)
    a *= 2
    a /= 4
    expected = ((expected + 1) - B) * 2 / 4
    np.testing.assert_allclose(a.numpy(), expected, rtol=1e-6)
    a[0] = 7.0
    a[1:, ::2] = st.tensor([[-1.0, -2.0], [-3.0, -4.0]])
    a[..., -1] = 0
    expected[0] = 7
    expected[1:, ::2] = [[-1, -2], [-3, -4]]
    expected[..., -1] = 0
    np.testing.assert_allclose(a.numpy(), expected, rtol=1e-6)
    ints = st.tensor(INTS)
    ints[0, 1] = 40
    ints[1] = st.tensor([7, 8, 9])
    assert ints.tolist() == [[3, 40, 4], [7, 8, 9]] and ints.dtype is st.int64
    flags = st.tensor([True, False])
    flags[1] = True
    assert flags.tolist() == [True, True]


def test_in_place_on_a_tensor_that_requires_grad_needs_no_grad():
    w = st.tensor(A.copy(), requires_grad=True)
    with pytest.raises(st.InvalidArgumentError, match="no_grad"):
        w -= 1
    with st.no_grad():
        w -= 1
        w[0, 0] = 100.0
    assert w.requires_grad and w.is_leaf
    assert w[0, 0].item() == 100.0 and w[1, 1].item() == pytest.approx(A[1, 1] - 1)


def test_uniform_and_normal_fill_in_place():
    st.manual_seed(3)
    a = st.zeros(1000)
    a.uniform_(-2, 3)
    values = a.numpy()
    assert values.min() >= -2 and values.max() < 3 and abs(values.mean() - 0.5) < 0.2
    a.normal_(10, 2)
    assert abs(a.numpy().mean() - 10) < 0.3 and abs(a.numpy().std() - 2) < 0.3


# -- memory ---------------------------------------------------------------------------------------
def test_tensors_are_freed_when_collected():
    before = st.live_tensors()
    a = st.ones(3)
    b = (a + 1) * 2
    assert st.live_tensors() == before + 2
    del a, b
    assert st.live_tensors() == before


def test_tensor_free_frees_early_and_only_once():
    before = st.live_tensors()
    a = st.ones(3)
    st.tensor_free(a)
    assert st.live_tensors() == before
    del a
    assert st.live_tensors() == before


def test_pickle_copy_and_deepcopy_copy_values():
    a = st.tensor(A, requires_grad=True)
    for clone in (pickle.loads(pickle.dumps(a)), copy.copy(a), copy.deepcopy(a)):
        assert clone is not a and clone.handle != a.handle
        assert np.array_equal(clone.numpy(), A) and clone.requires_grad
    brain = st.tensor([1.5], dtype=st.bfloat16)
    assert copy.deepcopy(brain).dtype is st.bfloat16


def test_data_detach_clone():
    w = st.tensor(A, requires_grad=True)
    assert not w.data.requires_grad and not w.detach().requires_grad
    cloned = w.clone()
    assert cloned.requires_grad and not cloned.is_leaf
    assert_same(cloned, torch.tensor(A))
    assert as_torch(w.data).equal(torch.tensor(A))
