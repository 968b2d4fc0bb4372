"""Parity of shape and dtype operations: values, gradients, which results are views that may not be
viewed again, `is_contiguous`, PyTorch's casting rules, and error codes."""

from __future__ import annotations

import functools

import ml_dtypes
import numpy as np
import pytest
import torch

from simple_torch.abi.errors import ShapeError

from .parity import NUMPY, TORCH, NTensor, check_error, check_op, fresh, to_torch, torch_array

BF16 = ml_dtypes.bfloat16
CODES = {np.dtype(np.uint8): 0, np.dtype(np.int8): 1, np.dtype(np.int16): 2, np.dtype(np.int32): 3,
         np.dtype(np.int64): 4, np.dtype(np.float16): 5, np.dtype(np.float32): 6, np.dtype(np.float64): 7,
         np.dtype(np.complex64): 9, np.dtype(np.complex128): 10, np.dtype(np.bool_): 11, np.dtype(BF16): 15}
DTYPES = list(CODES)


def register(name: str):
    """Decorator: fn(backend, *tensors, *args) becomes op `name` on both parity backends."""
    def wrap(fn):
        for b in (TORCH, NUMPY):
            setattr(b, name, functools.partial(fn, b))
        return fn
    return wrap


def backend_of(t):
    return TORCH if isinstance(t, torch.Tensor) else NUMPY


def magnitudes(outs):
    return [backend_of(o).abs(o) for o in outs]


# Layouts to start from: each a way of making a (possibly non-contiguous) tensor out of a fresh one.
def _transposed(b, x):
    return b.transpose(x, 0, len(b.shape(x)) - 1)


def _strided(b, x):
    return b.slice(x, 0, 0, b.shape(x)[0], 2)


def _broadcast(b, x):
    return b.expand(x, (2,) + tuple(b.shape(x)))


LAYOUTS = {"plain": lambda b, x: x, "transposed": _transposed, "strided": _strided, "broadcast": _broadcast}


def check_layout(op: str, x: np.ndarray, *args, layout: str = "plain") -> None:
    """op on a tensor of the given layout: same values and shape (check_op), and same is_contiguous."""
    name = f"shp_{op}_{layout}"
    if not hasattr(NUMPY, name):
        register(name)(lambda b, t, *a: getattr(b, op)(LAYOUTS[layout](b, t), *a))
    check_op(name, x, args=args)
    t = getattr(TORCH, name)(to_torch(x), *args)
    n = getattr(NUMPY, name)(NTensor(x.copy()), *args)
    assert TORCH.is_contiguous(t) == NUMPY.is_contiguous(n), f"{name}{args}: is_contiguous differs"
    assert TORCH.shape(t) == NUMPY.shape(n)


# -- reshape and view --------------------------------------------------------------------------------------
RESHAPES = [((2, 3, 4), (24,)), ((2, 3, 4), (4, 6)), ((2, 3, 4), (-1,)), ((2, 3, 4), (4, -1)), ((2, 3, 4), (-1, 3, 2)),
            ((2, 3, 4), (1, 24, 1)), ((2, 3, 4), (2, 3, 4)), ((), (1, 1)), ((), ()), ((), (-1,)), ((1,), ()),
            ((0, 4), (2, 0, 2)), ((0, 4), (3, -1)), ((6,), (2, 3))]


@pytest.mark.parametrize("op", ["reshape", "view"])
@pytest.mark.parametrize("shape, new", RESHAPES, ids=str)
def test_reshape_and_view(op, shape, new):
    check_layout(op, fresh(shape), new)


def targets(shape: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Shapes with shape's element count: merged, split, reversed, padded with 1s."""
    out = [(-1,), tuple(reversed(shape)), (1,) + shape + (1,), (shape[0], -1), (-1, shape[-1])]
    if shape[0] % 2 == 0:
        out.append((2, -1) + shape[1:])
    return out


@pytest.mark.parametrize("shape", [(4, 3), (4, 1), (1, 4), (4, 3, 2), (6, 2, 1)], ids=str)
@pytest.mark.parametrize("layout", ["transposed", "strided", "broadcast"])
def test_reshape_and_view_of_other_layouts(shape, layout):
    """reshape copies exactly when view cannot; view fails alike (a shape error) where it cannot."""
    x = fresh(shape)
    laid = NUMPY.shape(LAYOUTS[layout](NUMPY, NTensor(x)))
    name = f"shp_view_{layout}"
    register(name)(lambda b, t, *a: b.view(LAYOUTS[layout](b, t), *a))
    for wanted in targets(laid):
        check_layout("reshape", x, wanted, layout=layout)
        try:
            getattr(TORCH, name)(to_torch(x), wanted)
        except RuntimeError:
            assert check_error(name, x, args=(wanted,)) == 3   # RT_ERR_SHAPE
        else:
            check_layout("view", x, wanted, layout=layout)


def test_view_of_a_transposed_tensor_fails_alike():
    assert check_error("shp_view_t", fresh((2, 3, 4)), args=((24,),)) == 3


@register("shp_view_t")
def _view_t(b, x, shape):
    return b.view(b.transpose(x, 0, 2), shape)


@register("shp_expand_view")
def _expand_view(b, x, shape):
    return b.view(b.expand(x, (3, 4)), shape)


def test_view_of_an_expanded_tensor():
    check_op("shp_expand_view", (3, 1), args=((3, 2, 2),))           # stride-0 dims can be split
    assert check_error("shp_expand_view", fresh((3, 1)), args=((12,),)) == 3


@pytest.mark.parametrize("op", ["reshape", "view"])
@pytest.mark.parametrize("new", [(5,), (5, -1), (0, -1), (25,)], ids=str)
def test_reshape_to_a_wrong_count_is_a_shape_error(op, new):
    # The runtime checks the count before either backend runs (RT_ERR_SHAPE); called directly, PyTorch's
    # message ("shape '[5]' is invalid for input of size 24") reads as an invalid argument to the torch
    # backend, while the numpy backend says what the runtime says.
    x = fresh((2, 3, 4))
    with pytest.raises(RuntimeError):
        getattr(TORCH, op)(to_torch(x), new)
    with pytest.raises(ShapeError):
        getattr(NUMPY, op)(NTensor(x), new)


@pytest.mark.parametrize("dtype", [np.int64, np.bool_, np.float16, BF16, np.complex64, np.uint8])
def test_reshape_keeps_dtype(dtype):
    check_op("reshape", fresh((2, 6)).astype(dtype), args=((3, 4),), grad=False)
    check_op("view", fresh((2, 6)).astype(dtype), args=((4, 3),), grad=False)


# -- permute, squeeze, unsqueeze, flatten ---------------------------------------------------------------------
@pytest.mark.parametrize("shape, order", [((2, 3, 4), (0, 1, 2)), ((2, 3, 4), (2, 0, 1)), ((2, 3, 4), (1, 2, 0)),
                                          ((2, 3, 4), (2, 1, 0)), ((), ()), ((5,), (0,)), ((2, 1, 3), (1, 0, 2)),
                                          ((1, 3, 1), (2, 1, 0)), ((0, 3), (1, 0))], ids=str)
def test_permute(shape, order):
    check_layout("permute", fresh(shape), order)


@pytest.mark.parametrize("shape, dim", [((2, 1, 3), None), ((1, 1), None), ((), None), ((1,), None), ((2, 3), None),
                                        ((2, 1, 3), 1), ((2, 1, 3), 0), ((2, 1, 3), 2), ((), 0), ((1,), 0),
                                        ((1, 0, 1), None), ((1, 0, 1), 2)], ids=str)
def test_squeeze(shape, dim):
    check_layout("squeeze", fresh(shape), dim)


@pytest.mark.parametrize("shape, dim", [((2, 3), 0), ((2, 3), 1), ((2, 3), 2), ((), 0), ((4,), 1), ((0,), 0)], ids=str)
def test_unsqueeze(shape, dim):
    check_layout("unsqueeze", fresh(shape), dim)


@pytest.mark.parametrize("shape, start, end", [((2, 3, 4), 0, 2), ((2, 3, 4), 1, 2), ((2, 3, 4), 0, 1),
                                               ((2, 3, 4), 1, 1), ((), 0, 0), ((5,), 0, 0), ((2, 0, 3), 0, 1),
                                               ((2, 3, 4, 5), 1, 2)], ids=str)
def test_flatten(shape, start, end):
    check_layout("flatten", fresh(shape), start, end)


@pytest.mark.parametrize("op, args", [("permute", ((1, 0),)), ("squeeze", (None,)), ("unsqueeze", (1,)),
                                      ("flatten", (0, 1))])
@pytest.mark.parametrize("layout", ["transposed", "strided", "broadcast"])
def test_shape_ops_of_other_layouts(op, args, layout):
    shape = (4, 1) if op == "squeeze" else (4, 3)
    if layout == "broadcast" and op == "permute":
        args = ((2, 0, 1),)
    if layout == "broadcast" and op == "flatten":
        args = (1, 2)
    check_layout(op, fresh(shape), *args, layout=layout)


# -- expand, contiguous, clone ----------------------------------------------------------------------------------
@pytest.mark.parametrize("shape, new", [((3, 1), (3, 4)), ((3, 1), (2, 3, 4)), ((1,), (5,)), ((), (2, 3)), ((), ()),
                                        ((2, 3), (2, -1)), ((2, 3), (4, 2, -1)), ((2, 1), (2, 0)),
                                        ((2, 1), (0, 2, 5)), ((2, 1), (2, 1)), ((1, 3, 1), (2, -1, 3, 4))], ids=str)
def test_expand(shape, new):
    check_layout("expand", fresh(shape), new)


@pytest.mark.parametrize("shape, new", [((2, 3), (3, 3)), ((2, 3), (4, 3)), ((2, 3), (2, 1)), ((3, 1), (2, 4, 1)),
                                        ((0,), (1,)), ((2, 3), (5, 2, 6)), ((2, 3), (3,))], ids=str)
def test_expand_to_an_incompatible_size_fails_alike(shape, new):
    assert check_error("expand", fresh(shape), args=(new,)) == 3


@pytest.mark.parametrize("op", ["contiguous", "clone"])
@pytest.mark.parametrize("layout", ["plain", "transposed", "strided", "broadcast"])
@pytest.mark.parametrize("shape", [(3, 4), (2, 3, 4), (1, 4), (4,), ()], ids=str)
def test_contiguous_and_clone(op, layout, shape):
    if layout != "plain" and len(shape) == 0:
        return
    check_layout(op, fresh(shape), layout=layout)


def test_contiguous_of_a_contiguous_tensor_is_the_tensor_itself():
    x = NTensor(fresh((2, 3)))
    assert NUMPY.contiguous(x) is x   # as PyTorch's; the runtime gives it a fresh handle of its own
    t = NUMPY.transpose(x, 0, 1)
    c = NUMPY.contiguous(t)
    assert c is not t and NUMPY.is_contiguous(c) and not NUMPY.is_contiguous(t)


@register("shp_layout_chain")
def _layout_chain(b, x, order, step, expand_to):
    """permute, then slice dim 0 with step, then expand: the layouts clone must reproduce."""
    y = b.slice(b.permute(x, order), 0, 0, b.shape(b.permute(x, order))[0], step)
    return b.expand(y, expand_to) if expand_to else y


@pytest.mark.parametrize("shape, order, step, expand_to", [
    ((2, 3, 4), (2, 0, 1), 1, None), ((2, 3, 4), (1, 2, 0), 2, None), ((4, 3, 2), (0, 2, 1), 2, None),
    ((2, 3, 4), (2, 0, 1), 1, (5, 4, 2, 3)), ((3, 1, 4), (1, 2, 0), 1, (2, 4, 3)), ((2, 3, 4), (1, 0, 2), 2, None),
    ((3, 2, 2), (2, 1, 0), 1, None), ((5, 4), (1, 0), 3, (3, 2, 5)),
], ids=str)
def test_clone_keeps_the_memory_order_like_torch(shape, order, step, expand_to):
    x = fresh(shape)
    t = TORCH.clone(TORCH.shp_layout_chain(to_torch(x), order, step, expand_to))
    n = NUMPY.clone(NUMPY.shp_layout_chain(NTensor(x), order, step, expand_to))
    np.testing.assert_array_equal(n.data, torch_array(t))
    assert [s // n.data.itemsize for s in n.data.strides] == list(t.stride())
    assert NUMPY.is_contiguous(n) == TORCH.is_contiguous(t)


def test_clone_is_a_copy():
    data = fresh((2, 3))
    x = NTensor(data)
    c = NUMPY.clone(x)
    assert c is not x and not np.shares_memory(c.data, data)
    np.testing.assert_array_equal(c.data, data)


# -- to_dtype ----------------------------------------------------------------------------------------------------
def sample(dtype: np.dtype, shape=(2, 3), signed: bool = True) -> np.ndarray:
    """Values that every dtype converts to alike: fractions (truncated toward zero), negatives (where the
    target is signed), zeros (for bool), and an imaginary part for complex."""
    base = np.array([0.0, 1.75, -2.5, 3.25, -0.75, 5.5] * 4)[: int(np.prod(shape))].reshape(shape)
    if not signed:
        base = np.abs(base)
    if dtype.kind == "c":
        return (base + 1j * base[..., ::-1]).astype(dtype)
    if dtype == np.bool_:
        return base != 0
    return base.astype(dtype)


@pytest.mark.filterwarnings("ignore::UserWarning")   # PyTorch warns when a cast drops the imaginary part
@pytest.mark.parametrize("source", DTYPES, ids=str)
@pytest.mark.parametrize("target", DTYPES, ids=str)
def test_to_dtype_every_pair(source, target):
    signed = target not in (np.dtype(np.uint8),) and source != np.dtype(np.uint8)
    x = sample(source, signed=signed)
    out = check_op("to_dtype", x, args=(CODES[target],), grad=False, rtol=0, atol=0)[0]
    assert out.dtype == target


def test_to_dtype_rounds_to_half_types_through_float32():
    # PyTorch converts a double (or an integer) to a half type via float: double rounding, reproduced
    x = np.array([1 + 2**-11 + 2**-40, 1 + 2**-8 + 2**-40, 65519.99, -3.0e-8, 1e6], np.float64)
    for target in (5, 15):
        check_op("to_dtype", x, args=(target,), grad=False, rtol=0, atol=0)
    check_op("to_dtype", np.array([2**24 + 1, 2**11 + 1, -(2**40) - 3, 7], np.int64), args=(5,), grad=False,
             rtol=0, atol=0)


def test_to_dtype_float_to_int_truncates_toward_zero():
    x = np.array([-2.9, -1.5, -0.5, 0.5, 1.5, 2.9, 126.99], np.float32)
    for target in (1, 2, 3, 4):
        out = check_op("to_dtype", x, args=(target,), grad=False, rtol=0, atol=0)[0]
        np.testing.assert_array_equal(out, [-2, -1, 0, 0, 1, 2, 126])
    check_op("to_dtype", np.array([0.0, -0.0, 0.5, np.nan, -np.inf], np.float32), args=(11,), grad=False)


@pytest.mark.parametrize("source, target", [(np.float32, np.float64), (np.float64, np.float32), (np.float32, np.float16),
                                            (np.float16, np.float32), (np.float32, BF16), (BF16, np.float64)])
def test_to_dtype_gradient(source, target):
    x = fresh((2, 3)).astype(source)
    half = np.dtype(BF16) in (np.dtype(source), np.dtype(target)) or np.float16 in (source, target)
    narrowing = np.dtype(target).itemsize < np.dtype(source).itemsize   # finite differences need a wide output
    check_op("to_dtype", x, args=(CODES[np.dtype(target)],), differentiable=[0], rtol=1e-2 if half else 1e-6,
             fd=not (half or narrowing))


@pytest.mark.filterwarnings("ignore::UserWarning")
def test_to_dtype_gradient_between_real_and_complex():
    # real -> complex: the real part of the gradient comes back; complex -> real: a real gradient
    check_op("to_dtype", (2, 3), args=(9,), outputs=magnitudes, fd=False)
    check_op("to_dtype", (2, 3), args=(10,), dtype=np.float64, outputs=magnitudes, fd=False)
    z = fresh((2, 3)) + 1j * fresh((2, 3))
    check_op("to_dtype", z.astype(np.complex64), args=(6,), differentiable=[0], fd=False)
    check_op("to_dtype", z.astype(np.complex128), args=(9,), differentiable=[0], outputs=magnitudes, fd=False)


def test_to_an_integer_dtype_ends_the_graph():
    x = NTensor(fresh((2, 3)), requires_grad=True)
    t = to_torch(fresh((2, 3))).requires_grad_(True)
    for code in (0, 3, 4, 11):
        assert NUMPY.requires_grad(NUMPY.to_dtype(x, code)) == TORCH.requires_grad(TORCH.to_dtype(t, code)) is False
    assert NUMPY.requires_grad(NUMPY.to_dtype(x, 7)) == TORCH.requires_grad(TORCH.to_dtype(t, 7)) is True


def test_to_dtype_of_the_same_dtype_is_the_tensor_itself():
    # as PyTorch's .to(); the runtime copies it, as the contract promises a copy
    x = NTensor(fresh((2, 3)))
    t = to_torch(x.data)
    assert NUMPY.to_dtype(x, 6) is x
    assert TORCH.to_dtype(t, 6) is t


@pytest.mark.parametrize("op, args", [("reshape", ((3, 2),)), ("view", ((6,),)), ("permute", ((1, 0),)),
                                      ("squeeze", (None,)), ("unsqueeze", (0,)), ("flatten", (0, 1)),
                                      ("expand", ((4, 2, 3),)), ("contiguous", ()), ("clone", ()),
                                      ("to_dtype", (7,))])
@pytest.mark.parametrize("dtype", [np.float64, np.float16, BF16])
def test_shape_op_gradients_in_other_dtypes(op, args, dtype):
    half = dtype != np.float64
    check_op(op, fresh((2, 3)).astype(dtype), args=args, differentiable=[0], rtol=1e-3 if half else 1e-7,
             fd=not half)


def test_views_of_a_leaf_are_not_leaves_and_carry_grad():
    x = NTensor(fresh((2, 3)), requires_grad=True)
    t = to_torch(x.data).requires_grad_(True)
    for op, args in [("reshape", ((3, 2),)), ("permute", ((1, 0),)), ("expand", ((2, 2, 3),)), ("clone", ())]:
        n_out, t_out = getattr(NUMPY, op)(x, *args), getattr(TORCH, op)(t, *args)
        assert NUMPY.is_leaf(n_out) == TORCH.is_leaf(t_out) is False
        assert NUMPY.requires_grad(n_out) == TORCH.requires_grad(t_out) is True


def test_integer_results_never_carry_grad():
    out = NUMPY.reshape(NTensor(np.arange(6)), (3, 2))
    assert NUMPY.is_leaf(out) and not NUMPY.requires_grad(out)
    np.testing.assert_array_equal(torch_array(TORCH.reshape(to_torch(np.arange(6)), (3, 2))), out.data)
