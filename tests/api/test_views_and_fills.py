"""Tier 3's views and fills against PyTorch: narrow, meshgrid, Tensor.unfold, pixel_shuffle / pixel_unshuffle (and
their modules), index_fill and masked_scatter (functions, methods and in-place forms; meshgrid, the pixel shuffles,
index_fill and masked_scatter through their C functions, composed in the runtime). Values, gradients and errors, on many shapes, dims and dtypes. Run once per backend (SIMPLE_TORCH_BACKEND).

PyTorch's RuntimeErrors are st's classified errors here (st.InvalidArgumentError, st.ShapeError, st.DtypeError), as
everywhere in Tier 3, with PyTorch's message; its IndexErrors and TypeErrors are the same classes."""

from __future__ import annotations

import warnings

import pytest
import torch

import simple_torch as st
import simple_torch.nn.functional as F
from simple_torch import functions as st_functions

from .conftest import assert_same


def ours(t: torch.Tensor) -> st.Tensor:
    """PyTorch's tensor as a simple_torch tensor of the same values, dtype and shape (grad flag copied)."""
    made = st.from_numpy(t.detach().numpy().copy())
    return made.requires_grad_(True) if t.requires_grad else made


def sample(*shape: int, dtype: torch.dtype = torch.float64, requires_grad: bool = False) -> torch.Tensor:
    """Distinct values of the dtype (so a misplaced element shows), PyTorch's reference input."""
    count = 1
    for n in shape:
        count *= n
    values = torch.arange(1, count + 1, dtype=torch.float64).reshape(shape)
    if dtype is torch.bool:
        values = values.remainder(3) == 1
    elif dtype.is_floating_point:
        values = (values * 0.37).sin()
    values = values.to(dtype)
    return values.requires_grad_(True) if requires_grad else values


def as_tuple(result):
    return tuple(result) if isinstance(result, (tuple, list)) else (result,)


def compare(call, *inputs: torch.Tensor | object) -> None:
    """call(m, *inputs) in both libraries (m is st or torch, the inputs that library's tensors): the same outputs;
    then, when an input requires grad, the same gradients of a weighted sum of every floating output."""
    theirs_in = [x.detach().clone().requires_grad_(x.requires_grad) if isinstance(x, torch.Tensor) else x
                 for x in inputs]   # fresh leaves: a test may compare several calls on one input
    ours_in = [ours(x) if isinstance(x, torch.Tensor) else x for x in inputs]
    expected, got = as_tuple(call(torch, *theirs_in)), as_tuple(call(st, *ours_in))
    assert len(got) == len(expected)
    for mine, reference in zip(got, expected):
        assert_same(mine, reference)
    leaves = [(m, t) for m, t in zip(ours_in, theirs_in) if isinstance(t, torch.Tensor) and t.requires_grad]
    floating = [(m, t) for m, t in zip(got, expected) if t.dtype.is_floating_point and t.requires_grad]
    if not leaves or not floating:
        return
    weights = [torch.rand(t.shape, dtype=t.dtype) for _, t in floating]
    sum((t * w).sum() for (_, t), w in zip(floating, weights)).backward()
    sum((m * ours(w)).sum() for (m, _), w in zip(floating, weights)).backward()
    for mine, reference in leaves:
        if reference.grad is None:
            assert mine.grad is None or not mine.grad.any().item()
        else:
            assert_same(mine.grad, reference.grad)


def raises_as_pytorch(call, our_class: type[Exception], their_class: type[Exception],
                      match: str | tuple[str, str]) -> None:
    """call(m) fails in both libraries: PyTorch with their_class, st with our_class, both messages matching match
    (or (PyTorch's, ours) where the words differ)."""
    theirs, mine = (match, match) if isinstance(match, str) else match
    with pytest.raises(their_class, match=theirs):
        call(torch)
    with pytest.raises(our_class, match=mine):
        call(st)


# -- narrow ------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("shape, dim, start, length", [
    ((3, 4), 0, 0, 2), ((3, 4), 0, -1, 1), ((3, 4), 1, 1, 2), ((3, 4), -1, 0, 4), ((3, 4), 0, 3, 0),
    ((3, 4), 0, -3, 3), ((2, 3, 4), 1, -3, 2), ((2, 3, 4), -2, 2, 1), ((5,), 0, 2, 3), ((0, 3), 0, 0, 0),
    ((2, 0, 4), 2, 1, 2), ((2, 0, 4), 1, 0, 0), ((1, 1, 1, 6), 3, -4, 4)])
def test_narrow_values_and_gradients(shape, dim, start, length):
    x = sample(*shape, requires_grad=True)
    compare(lambda m, t: m.narrow(t, dim, start, length), x)
    compare(lambda m, t: t.narrow(dim, start, length), x)


@pytest.mark.parametrize("dtype", [torch.int64, torch.int32, torch.bool, torch.float32])
def test_narrow_of_other_dtypes(dtype):
    compare(lambda m, t: t.narrow(1, -2, 2), sample(2, 5, dtype=dtype))


@pytest.mark.parametrize("start", [torch.tensor(1), torch.tensor(-2), torch.tensor(0, dtype=torch.int32)])
def test_narrow_takes_a_0_dim_integer_tensor_for_start(start):
    compare(lambda m, t, s: m.narrow(t, dim=0, start=s, length=1), sample(3, 2, requires_grad=True), start)


def test_narrow_is_a_view_as_in_pytorch():
    for m in (st, torch):
        x = m.zeros(3, 4)
        x.narrow(1, 1, 2).fill_(5.0)
        assert x.sum().item() == 30.0 and x[0, 0].item() == 0.0 and x[2, 2].item() == 5.0


@pytest.mark.parametrize("call, ours_raise, theirs_raise, match", [
    (lambda m: m.tensor(1.0).narrow(0, 0, 1), st.ShapeError, RuntimeError, "cannot be applied to a 0-dim tensor"),
    (lambda m: m.zeros(3, 4).narrow(0, 0, -1), st.InvalidArgumentError, RuntimeError, "length must be non-negative"),
    (lambda m: m.zeros(3, 4).narrow(0, -4, 1), IndexError, IndexError,
     r"start out of range \(expected to be in range of \[-3, 3\], but got -4\)"),
    (lambda m: m.zeros(3, 4).narrow(0, 4, 0), IndexError, IndexError, "start out of range"),
    (lambda m: m.zeros(0, 4).narrow(0, -1, 0), IndexError, IndexError, r"range of \[0, 0\], but got -1"),
    (lambda m: m.zeros(3, 4).narrow(0, 2, 2), st.InvalidArgumentError, RuntimeError,
     r"start \(2\) \+ length \(2\) exceeds dimension size \(3\)"),
    (lambda m: m.zeros(3, 4).narrow(1, -1, 2), st.InvalidArgumentError, RuntimeError,
     r"start \(3\) \+ length \(2\) exceeds dimension size \(4\)"),
    (lambda m: m.zeros(3, 4).narrow(0, m.tensor([1]), 1), st.InvalidArgumentError, RuntimeError,
     "start must be an 0-dim integral Tensor"),
    (lambda m: m.zeros(3, 4).narrow(0, m.tensor(1.0), 1), st.InvalidArgumentError, RuntimeError,
     "start must be an 0-dim integral Tensor"),
    (lambda m: m.zeros(3, 4).narrow(0, m.tensor(True), 1), st.InvalidArgumentError, RuntimeError,
     "start must be an 0-dim integral Tensor"),
    (lambda m: m.zeros(3, 4).narrow(0, 1.0, 1), TypeError, TypeError, ("narrow", "argument 'start' must be int")),
    (lambda m: m.zeros(3, 4).narrow(0, True, 1), TypeError, TypeError, ("narrow", "argument 'start' must be int")),
    (lambda m: m.zeros(3, 4).narrow(0, 0, 1.5), TypeError, TypeError, ("narrow", "argument 'length' must be int")),
])
def test_narrow_errors(call, ours_raise, theirs_raise, match):
    raises_as_pytorch(call, ours_raise, theirs_raise, match)


def test_narrow_of_a_dim_out_of_range_is_an_error():
    with pytest.raises(IndexError):
        torch.zeros(3, 4).narrow(2, 0, 1)
    with pytest.raises(st.InvalidArgumentError, match="dim"):   # st's class for a dim out of range
        st.zeros(3, 4).narrow(2, 0, 1)


# -- meshgrid ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("indexing", ["ij", "xy"])
@pytest.mark.parametrize("sizes", [(2, 3), (4,), (2, 3, 4), (1, 5), (0, 3), (3, 0, 2), ((), 3), ((), ()), (2, ()),
                                   (2, 3, 1, 2)])
def test_meshgrid_values_and_gradients(sizes, indexing):
    tensors = [sample(*([] if n == () else [n]), requires_grad=True) for n in sizes]
    compare(lambda m, *ts: m.meshgrid(*ts, indexing=indexing), *tensors)
    compare(lambda m, *ts: m.meshgrid(list(ts), indexing=indexing), *tensors)


@pytest.mark.parametrize("dtype", [torch.int64, torch.bool, torch.float32, torch.int8])
def test_meshgrid_of_other_dtypes_and_a_tuple(dtype):
    compare(lambda m, a, b: m.meshgrid((a, b), indexing="xy"), sample(3, dtype=dtype), sample(2, dtype=dtype))


def test_meshgrid_without_indexing_is_ij_and_warns_once_as_pytorch():
    a, b = st.arange(2), st.arange(3)
    st_functions._warn_meshgrid_indexing.cache_clear()   # PyTorch warns once per process: start afresh
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        first = st.meshgrid(a, b)
        second = st.meshgrid([a, b], indexing=None)
        st.meshgrid(a, b, indexing="ij")
    assert [(w.category, str(w.message)) for w in caught] == [
        (UserWarning, "torch.meshgrid: in an upcoming release, it will be required to pass the indexing argument.")]
    assert caught[0].filename == __file__   # it points at the caller, as PyTorch's does
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        expected = torch.meshgrid(torch.arange(2), torch.arange(3))
    for got in (first, second):
        assert isinstance(got, tuple)
        for mine, reference in zip(got, expected):
            assert_same(mine, reference)


@pytest.mark.parametrize("call, ours_raise, theirs_raise, match", [
    (lambda m: m.meshgrid(indexing="ij"), st.InvalidArgumentError, RuntimeError, "expects a non-empty TensorList"),
    (lambda m: m.meshgrid([], indexing="xy"), st.InvalidArgumentError, RuntimeError, "non-empty TensorList"),
    (lambda m: m.meshgrid(m.ones(2, 2), m.ones(3), indexing="ij"), st.ShapeError, RuntimeError,
     "Expected 0D or 1D tensor in the tensor list"),
    (lambda m: m.meshgrid(m.ones(2), m.arange(3), indexing="ij"), st.DtypeError, RuntimeError,
     "meshgrid expects all tensors to have the same dtype"),
    (lambda m: m.meshgrid(m.ones(2), m.ones(3), indexing="foo"), st.InvalidArgumentError, RuntimeError,
     'indexing must be one of "xy" or "ij", but received: foo'),
    (lambda m: m.meshgrid(m.ones(2), [1.0, 2.0], indexing="ij"), TypeError, TypeError,
     "expected Tensor as element 1 in argument 0, but got list"),
])
def test_meshgrid_errors(call, ours_raise, theirs_raise, match):
    raises_as_pytorch(call, ours_raise, theirs_raise, match)


# -- Tensor.unfold -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("shape, dimension, size, step", [
    ((3, 4), 1, 2, 1), ((3, 4), 1, 2, 3), ((3, 4), 1, 4, 1), ((3, 4), 1, 0, 1), ((3, 4), -1, 2, 2),
    ((3, 4), 0, 2, 1), ((7,), 0, 3, 2), ((7,), 0, 1, 10), ((2, 5, 3), 1, 3, 1), ((2, 5, 3), -3, 1, 1),
    ((2, 6, 3), 1, 2, 2), ((0, 3), 0, 0, 1), ((0, 3), 1, 2, 1), ((2, 3, 0), 2, 0, 2), ((), 0, 1, 1), ((), -1, 1, 2),
    ((), 0, 0, 1), ((1, 9, 1), 1, 4, 3)])
def test_unfold_values_and_gradients(shape, dimension, size, step):
    compare(lambda m, t: t.unfold(dimension, size, step), sample(*shape, requires_grad=True))


@pytest.mark.parametrize("dtype", [torch.int64, torch.bool, torch.float32, torch.uint8])
def test_unfold_of_other_dtypes(dtype):
    compare(lambda m, t: t.unfold(dimension=0, size=2, step=1), sample(5, 2, dtype=dtype))


def test_unfold_of_unfold_gives_2_d_patches_and_their_gradient():
    compare(lambda m, t: t.unfold(2, 3, 2).unfold(3, 2, 1), sample(1, 2, 7, 5, requires_grad=True))


@pytest.mark.parametrize("call, ours_raise, theirs_raise, match", [
    (lambda m: m.zeros(3, 4).unfold(1, 5, 1), st.ShapeError, RuntimeError,
     "maximum size for tensor at dimension 1 is 4 but size is 5"),
    (lambda m: m.zeros(3, 4).unfold(-2, 4, 1), st.ShapeError, RuntimeError,
     "maximum size for tensor at dimension 0 is 3 but size is 4"),
    (lambda m: m.tensor(5.0).unfold(0, 2, 1), st.ShapeError, RuntimeError,
     "maximum size for tensor at dimension 0 is 1 but size is 2"),
    (lambda m: m.zeros(0, 3).unfold(0, 1, 1), st.ShapeError, RuntimeError,
     "maximum size for tensor at dimension 0 is 0 but size is 1"),
    (lambda m: m.zeros(3, 4).unfold(1, -1, 1), st.InvalidArgumentError, RuntimeError, "size is -1 but must be >= 0"),
    (lambda m: m.zeros(3, 4).unfold(1, 2, 0), st.InvalidArgumentError, RuntimeError, "step is 0 but must be > 0"),
    (lambda m: m.zeros(3, 4).unfold(1, 2, -1), st.InvalidArgumentError, RuntimeError, "step is -1 but must be > 0"),
    (lambda m: m.zeros(3, 4).unfold(1, 2.0, 1), TypeError, TypeError, "argument 'size' .*must be int, not float"),
    (lambda m: m.zeros(3, 4).unfold(1, 2, None), TypeError, TypeError, "argument 'step' .*must be int, not NoneType"),
])
def test_unfold_errors(call, ours_raise, theirs_raise, match):
    raises_as_pytorch(call, ours_raise, theirs_raise, match)


@pytest.mark.parametrize("make", [lambda m: m.zeros(3, 4), lambda m: m.tensor(5.0)])
def test_unfold_of_a_dim_out_of_range_is_an_error(make):
    with pytest.raises(IndexError):
        make(torch).unfold(2, 1, 1)
    with pytest.raises(st.InvalidArgumentError, match="dim"):   # st's class for a dim out of range
        make(st).unfold(2, 1, 1)


# -- pixel_shuffle, pixel_unshuffle --------------------------------------------------------------------------------
@pytest.mark.parametrize("shape, factor", [
    ((2, 8, 2, 3), 2), ((8, 2, 3), 2), ((1, 2, 8, 2, 3), 2), ((2, 9, 2, 2), 3), ((2, 8, 2, 3), 1), ((4, 1, 1), 2),
    ((3, 2, 2, 18, 1, 1), 3)])
def test_pixel_shuffle_values_and_gradients(shape, factor):
    x = sample(*shape, requires_grad=True)
    compare(lambda m, t: m.nn.functional.pixel_shuffle(t, factor), x)
    compare(lambda m, t: m.pixel_shuffle(input=t, upscale_factor=factor), x)
    compare(lambda m, t: m.nn.PixelShuffle(factor)(t), x)


@pytest.mark.parametrize("shape, factor", [
    ((2, 3, 4, 6), 2), ((3, 4, 6), 2), ((1, 2, 3, 6, 6), 3), ((2, 3, 4, 6), 1), ((1, 1, 2, 2), 2),
    ((2, 1, 8, 4), 4)])
def test_pixel_unshuffle_values_and_gradients(shape, factor):
    x = sample(*shape, requires_grad=True)
    compare(lambda m, t: m.nn.functional.pixel_unshuffle(t, factor), x)
    compare(lambda m, t: m.pixel_unshuffle(input=t, downscale_factor=factor), x)
    compare(lambda m, t: m.nn.PixelUnshuffle(factor)(t), x)


@pytest.mark.parametrize("shuffle, shape, factor, expected", [
    (F.pixel_shuffle, (0, 4, 2, 2), 2, (0, 1, 4, 4)), (F.pixel_shuffle, (1, 0, 2, 2), 2, (1, 0, 4, 4)),
    (F.pixel_shuffle, (1, 4, 0, 2), 2, (1, 1, 0, 4)), (F.pixel_unshuffle, (0, 3, 4, 4), 2, (0, 12, 2, 2)),
    (F.pixel_unshuffle, (1, 0, 4, 4), 2, (1, 0, 2, 2)), (F.pixel_unshuffle, (1, 2, 0, 4), 2, (1, 8, 0, 2))])
def test_pixel_shuffle_of_empty_tensors(shuffle, shape, factor, expected):
    """Without elements, the shapes of the rule. PyTorch 2.13 gives them for pixel_shuffle but fails in its backward
    ("PixelShuffleBackward0 returned an invalid gradient"), and its pixel_unshuffle returns the input's shape."""
    x = st.zeros(*shape, requires_grad=True)
    out = shuffle(x, factor)
    assert out.shape == expected
    out.sum().backward()
    assert x.grad.shape == shape
    if shuffle is F.pixel_shuffle:
        assert tuple(torch.nn.functional.pixel_shuffle(torch.zeros(shape), factor).shape) == expected


@pytest.mark.parametrize("dtype", [torch.int64, torch.bool, torch.float32])
def test_pixel_shuffle_of_other_dtypes_and_the_round_trip(dtype):
    x = sample(2, 8, 2, 3, dtype=dtype)
    compare(lambda m, t: m.nn.functional.pixel_shuffle(t, 2), x)
    compare(lambda m, t: m.nn.functional.pixel_unshuffle(m.nn.functional.pixel_shuffle(t, 2), 2), x)
    assert st.equal(F.pixel_unshuffle(F.pixel_shuffle(ours(x), 2), 2), ours(x))


def test_pixel_shuffle_modules_as_pytorchs():
    for ours_module, theirs_module in ((st.nn.PixelShuffle(3), torch.nn.PixelShuffle(3)),
                                       (st.nn.PixelUnshuffle(2), torch.nn.PixelUnshuffle(2))):
        assert repr(ours_module) == repr(theirs_module)
        assert list(ours_module.parameters()) == [] and not list(theirs_module.parameters())
    assert st.nn.PixelShuffle(3).upscale_factor == 3 and st.nn.PixelUnshuffle(2).downscale_factor == 2
    assert st.pixel_shuffle is F.pixel_shuffle and st.pixel_unshuffle is F.pixel_unshuffle


@pytest.mark.parametrize("call, ours_raise, theirs_raise, match", [
    (lambda m: m.nn.functional.pixel_shuffle(m.zeros(2, 8, 2, 3), 3), st.ShapeError, RuntimeError,
     r"'channel' dimension to be divisible by the square of upscale_factor, but input.size\(-3\)=8 is not divisible "
     "by 9"),
    (lambda m: m.nn.functional.pixel_shuffle(m.zeros(2, 8, 2, 3), 0), st.InvalidArgumentError, RuntimeError,
     "pixel_shuffle expects a positive upscale_factor, but got 0"),
    (lambda m: m.nn.functional.pixel_shuffle(m.zeros(2, 8, 2, 3), -2), st.InvalidArgumentError, RuntimeError,
     "pixel_shuffle expects a positive upscale_factor, but got -2"),
    (lambda m: m.nn.functional.pixel_shuffle(m.zeros(8, 2), 2), st.ShapeError, RuntimeError,
     r"pixel_shuffle expects input to have at least 3 dimensions, but got input with 2 dimension\(s\)"),
    (lambda m: m.nn.functional.pixel_shuffle(m.zeros(2, 8, 2, 3), 2.0), TypeError, TypeError,
     "argument 'upscale_factor' .* must be int, not float"),
    (lambda m: m.nn.functional.pixel_shuffle(m.zeros(2, 8, 2, 3), True), TypeError, TypeError,
     "argument 'upscale_factor' .* must be int, not bool"),
    (lambda m: m.nn.functional.pixel_unshuffle(m.zeros(2, 8, 2, 3), 2), st.ShapeError, RuntimeError,
     r"pixel_unshuffle expects width to be divisible by downscale_factor, but input.size\(-1\)=3 is not divisible "
     "by 2"),
    (lambda m: m.nn.functional.pixel_unshuffle(m.zeros(2, 3, 4, 6), 3), st.ShapeError, RuntimeError,
     r"pixel_unshuffle expects height to be divisible by downscale_factor, but input.size\(-2\)=4 is not divisible "
     "by 3"),
    (lambda m: m.nn.functional.pixel_unshuffle(m.zeros(2, 3, 6, 6), 0), st.InvalidArgumentError, RuntimeError,
     "pixel_unshuffle expects a positive downscale_factor, but got 0"),
    (lambda m: m.nn.functional.pixel_unshuffle(m.zeros(6, 6), 2), st.ShapeError, RuntimeError,
     "pixel_unshuffle expects input to have at least 3 dimensions"),
    (lambda m: m.nn.PixelUnshuffle(2.5)(m.zeros(1, 4, 4)), TypeError, TypeError, "must be int, not float"),
])
def test_pixel_shuffle_errors(call, ours_raise, theirs_raise, match):
    raises_as_pytorch(call, ours_raise, theirs_raise, match)


# -- index_fill --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("shape, dim, index", [
    ((3, 4), 1, [0, 2]), ((3, 4), 1, [-1, 0]), ((3, 4), 0, [1, 1, -2]), ((3, 4), -1, [3]), ((3, 4), 0, []),
    ((3, 4), 1, 2), ((2, 3, 4), 1, [-3, 2]), ((2, 3, 4), -3, [1]), ((5,), 0, [4, -5, 0]), ((), 0, [0]), ((), -1, 0),
    ((), 0, [-1, 0]), ((0, 3), 1, [0, 2]), ((0, 3), 0, []), ((2, 0), 1, [])])
@pytest.mark.parametrize("value", [-1.5, 2, True])
def test_index_fill_values_and_gradients(shape, dim, index, value):
    x = sample(*shape, requires_grad=True)
    idx = torch.tensor(index, dtype=torch.int64)
    compare(lambda m, t, i: t.index_fill(dim, i, value), x, idx)
    compare(lambda m, t, i: m.index_fill(t, dim=dim, index=i, value=value), x, idx)


@pytest.mark.parametrize("shape, dim, index", [((3, 4), 1, [0, 2]), ((2, 3, 4), 2, [3, 1, 1]), ((), 0, [0]),
                                               ((3, 4), 0, [])])
def test_index_fill_with_a_0_dim_tensor_value_gives_it_a_gradient(shape, dim, index):
    compare(lambda m, t, i, v: t.index_fill(dim, i, v), sample(*shape, requires_grad=True),
            torch.tensor(index, dtype=torch.int64), torch.tensor(0.75, dtype=torch.float64, requires_grad=True))


def test_index_fill_with_negative_indices_and_a_value_that_requires_grad():
    """PyTorch 2.13 gets this case wrong (it also fills element 0 of the first row, and its backward fails with
    "index out of range in self"); st gives what the same non-negative indices give, in PyTorch too."""
    x, value = sample(2, 3, 4, requires_grad=True), torch.tensor(0.75, dtype=torch.float64, requires_grad=True)
    compare(lambda m, t, v: t.index_fill(2, m.tensor([-1, 1, 1] if m is st else [3, 1, 1]), v), x, value)


@pytest.mark.parametrize("dtype, value", [(torch.int64, 2.5), (torch.int64, torch.tensor(2.5)), (torch.int32, -7),
                                          (torch.bool, 2), (torch.bool, False), (torch.float32, 1e10),
                                          (torch.float32, float("nan")), (torch.float64, torch.tensor(3))])
def test_index_fill_converts_the_value_to_the_dtype_as_pytorch(dtype, value):
    compare(lambda m, t, i, v: t.index_fill(1, i, v), sample(3, 4, dtype=dtype), torch.tensor([0, -1]), value)


def test_index_fill_in_place():
    for m in (st, torch):
        x = m.zeros(3, 4)
        assert x.index_fill_(1, m.tensor([1, -1]), 2.0) is x
        assert x.tolist() == [[0.0, 2.0, 0.0, 2.0]] * 3
        with m.no_grad():
            x.index_fill_(0, m.tensor(0), m.tensor(-1.0))
        assert x.tolist()[0] == [-1.0] * 4
    raises_as_pytorch(lambda m: m.zeros(2, requires_grad=True).index_fill_(0, m.tensor([0]), 1.0),
                      st.InvalidArgumentError, RuntimeError, "in.place")


@pytest.mark.parametrize("call, ours_raise, theirs_raise, match", [
    (lambda m: m.zeros(3, 4).index_fill(1, m.tensor([4]), 1.0), IndexError, IndexError,
     "index 4 is out of bounds for dimension 1 with size 4"),
    (lambda m: m.zeros(3, 4).index_fill(-1, m.tensor([0, -5]), 1.0), IndexError, IndexError,
     "index -5 is out of bounds for dimension 1 with size 4"),
    (lambda m: m.tensor(3.0).index_fill(0, m.tensor([1]), 1.0), IndexError, IndexError,
     "index 1 is out of bounds for dimension 0 with size 1"),
    (lambda m: m.zeros(3, 4).index_fill(1, m.tensor([1], dtype=m.int32), 1.0), IndexError, IndexError,
     r"index_fill_\(\): Expected dtype int64 for index"),
    (lambda m: m.zeros(3, 4).index_fill(1, m.tensor([1.0]), 1.0), IndexError, IndexError,
     "Expected dtype int64 for index"),
    (lambda m: m.zeros(3, 4).index_fill(1, m.tensor([[1]]), 1.0), st.InvalidArgumentError, RuntimeError,
     "Index has to be a vector/scalar"),
    (lambda m: m.zeros(3, 4).index_fill(1, m.tensor([1]), m.tensor([1.0])), st.InvalidArgumentError, RuntimeError,
     r"only supports a 0-dimensional value tensor, but got tensor with 1 dimension\(s\)"),
    (lambda m: m.zeros(3, 4).index_fill(1, [1], 1.0), TypeError, TypeError, "index"),
])
def test_index_fill_errors(call, ours_raise, theirs_raise, match):
    raises_as_pytorch(call, ours_raise, theirs_raise, match)


def test_index_fill_of_a_dim_out_of_range_is_an_error():
    with pytest.raises(IndexError):
        torch.zeros(3, 4).index_fill(2, torch.tensor([0]), 1.0)
    with pytest.raises(st.InvalidArgumentError, match="dim"):   # st's class for a dim out of range
        st.zeros(3, 4).index_fill(2, st.tensor([0]), 1.0)
    with pytest.raises(st.InvalidArgumentError, match="dim"):
        st.tensor(1.0).index_fill(1, st.tensor([0]), 1.0)


# -- masked_scatter ----------------------------------------------------------------------------------------------
MASK = [[True, False, True, False], [False, False, True, True], [True, True, False, False]]


@pytest.mark.parametrize("self_shape, mask, source_shape", [
    ((3, 4), MASK, (3, 4)),              # as many elements as the mask's
    ((3, 4), MASK, (6,)),                # exactly the mask's count
    ((3, 4), MASK, (2, 5)),              # more, in another shape: the first ones, row-major
    ((3, 4), MASK[0], (3, 4)),           # the mask broadcast over the rows
    ((4,), MASK, (12,)),                 # self broadcast to the mask's shape
    ((3, 1), MASK, (7,)),                # both broadcast
    ((3, 4), [[[True] * 4] * 3, [[False] * 4] * 3], (24,)),   # the mask adds a dim
    ((3, 4), [[False] * 4] * 3, (0,)),   # nothing selected, an empty source
    ((3, 4), [[True] * 4] * 3, (12,)),   # everything
    ((), True, (1,)), ((), True, ()), ((), False, (0,)), ((0, 4), [True, False, True, True], (0,)),
    ((2, 3), [[True], [False]], (4, 2)),
])
def test_masked_scatter_values_and_gradients(self_shape, mask, source_shape):
    x = sample(*self_shape, requires_grad=True)
    source = sample(*source_shape, requires_grad=True) * 10
    source = source.detach().requires_grad_(True)
    m_ = torch.tensor(mask)
    compare(lambda m, t, k, s: t.masked_scatter(k, s), x, m_, source)
    compare(lambda m, t, k, s: m.masked_scatter(t, mask=k, source=s), x, m_, source)


@pytest.mark.parametrize("dtype", [torch.int64, torch.bool, torch.float32, torch.int16])
def test_masked_scatter_of_other_dtypes(dtype):
    compare(lambda m, t, k, s: t.masked_scatter(k, s), sample(3, 4, dtype=dtype), torch.tensor(MASK),
            sample(8, dtype=dtype))


def test_masked_scatter_in_place():
    for m in (st, torch):
        x = m.zeros(3, 4)
        assert x.masked_scatter_(m.tensor(MASK[0]), m.arange(1.0, 13.0)) is x
        assert x.tolist() == [[1.0, 0.0, 2.0, 0.0], [3.0, 0.0, 4.0, 0.0], [5.0, 0.0, 6.0, 0.0]]


@pytest.mark.parametrize("call, ours_raise, theirs_raise, match", [
    (lambda m: m.zeros(3, 4).masked_scatter(m.tensor(MASK), m.ones(5)), st.ShapeError, RuntimeError,
     "Number of elements of source < number of ones in mask"),
    (lambda m: m.tensor(0.0).masked_scatter(m.tensor(True), m.ones(0)), st.ShapeError, RuntimeError,
     "Number of elements of source < number of ones in mask"),
    (lambda m: m.zeros(3, 4).masked_scatter(m.tensor(MASK).float(), m.ones(12)), st.DtypeError, RuntimeError,
     "masked_scatter_ only supports boolean masks, but got mask with dtype"),
    (lambda m: m.zeros(3, 4).masked_scatter(m.tensor(MASK), m.ones(12, dtype=m.float64)), st.DtypeError,
     RuntimeError, "masked_scatter: expected self and source to have same dtypes but got"),
    (lambda m: m.zeros(3, 4).masked_scatter(m.tensor(MASK), m.arange(12)), st.DtypeError, RuntimeError,
     "expected self and source to have same dtypes"),
    (lambda m: m.zeros(3, 4).masked_scatter(m.ones(2, 4, dtype=m.bool), m.ones(12)), st.ShapeError, RuntimeError,
     ("must match the size", r"shapes \[\[3, 4\], \[2, 4\]\] cannot be broadcast")),
    (lambda m: m.zeros(3, 4).masked_scatter(m.tensor(MASK), 1.0), TypeError, TypeError, "source"),
    (lambda m: m.zeros(4).masked_scatter_(m.tensor(MASK), m.ones(12)), st.ShapeError, RuntimeError,
     ("expand", r"mask of shape \[3, 4\] does not broadcast to the shape \[4\]")),
    (lambda m: m.zeros(3, 4).masked_scatter_(m.ones(2, 3, 4, dtype=m.bool), m.ones(24)), st.ShapeError,
     RuntimeError, ("expand", "does not broadcast to the shape")),
])
def test_masked_scatter_errors(call, ours_raise, theirs_raise, match):
    raises_as_pytorch(call, ours_raise, theirs_raise, match)


def test_the_new_names_are_public_and_take_wrong_types_as_pytorch():
    for name in ("narrow", "meshgrid", "index_fill", "masked_scatter", "pixel_shuffle", "pixel_unshuffle"):
        assert name in st.__all__ and callable(getattr(st, name))
    for name in ("pixel_shuffle", "pixel_unshuffle"):
        assert name in F.__all__
    for name in ("PixelShuffle", "PixelUnshuffle"):
        assert name in st.nn.__all__
    for method in ("narrow", "unfold", "index_fill", "index_fill_", "masked_scatter", "masked_scatter_"):
        assert hasattr(st.Tensor, method)
    with pytest.raises(TypeError, match="argument 'input' must be Tensor"):
        st.narrow([1, 2], 0, 0, 1)
    with pytest.raises(TypeError, match="argument 'input' must be Tensor"):
        F.pixel_shuffle("x", 2)
    with pytest.raises(TypeError, match="mask"):
        st.zeros(2).masked_scatter([True, False], st.ones(2))
