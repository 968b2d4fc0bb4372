"""st.fft against torch.fft: values, dtypes and shapes of every transform in each norm mode on a handful of shapes,
signal sizes and dims; the gradients of real and complex inputs (through .abs() of a complex output, a weighted sum
of a real one); the sample frequencies, the shifts, the parts of a complex tensor (real, imag) and the errors. Runs
on either backend (SIMPLE_TORCH_BACKEND)."""

from __future__ import annotations

import numpy as np
import pytest
import torch

import simple_torch as st
import simple_torch.fft

from .conftest import assert_same

NORMS = [None, "backward", "ortho", "forward"]
# (function, keyword arguments, input shape, input dtype): each transform on a few shapes, with and without a signal
# size that cuts or pads, over other dims
CASES = [
    ("fft", {}, (8,), "float64"),
    ("fft", {"n": 6}, (3, 5), "complex128"),
    ("fft", {"n": 3, "dim": 0}, (5, 4), "float32"),
    ("ifft", {}, (7,), "complex64"),
    ("ifft", {"n": 9, "dim": -2}, (4, 3), "float64"),
    ("rfft", {}, (7,), "float64"),
    ("rfft", {"n": 8, "dim": 0}, (5, 3), "float32"),
    ("irfft", {}, (5,), "complex128"),
    ("irfft", {"n": 7}, (3, 4), "complex64"),
    ("irfft", {"n": 4, "dim": 0}, (6, 2), "complex128"),
    ("hfft", {}, (5,), "complex128"),
    ("hfft", {"n": 5, "dim": 0}, (4, 3), "complex64"),
    ("ihfft", {}, (6,), "float64"),
    ("ihfft", {"n": 5, "dim": 0}, (4, 3), "float32"),
    ("fft2", {}, (2, 3, 4), "float64"),
    ("fft2", {"s": (4, 6)}, (3, 5), "complex128"),
    ("ifft2", {"dim": (0, 2)}, (3, 2, 4), "complex64"),
    ("rfft2", {"s": (3, 6)}, (4, 5), "float64"),
    ("irfft2", {}, (3, 4), "complex128"),
    ("fftn", {}, (3, 4, 2), "float64"),
    ("fftn", {"s": (2, -1)}, (3, 4, 5), "complex128"),
    ("ifftn", {"dim": (2, 0), "s": (6, 2)}, (3, 4, 5), "complex128"),
    ("rfftn", {}, (4, 3, 6), "float32"),
    ("rfftn", {"dim": (-1, 0)}, (4, 3, 5), "float64"),
    ("irfftn", {}, (2, 3, 4), "complex64"),
    ("irfftn", {"s": (4, -1)}, (3, 4), "complex128"),
    ("irfftn", {"s": (3, 5), "dim": (1, 0)}, (4, 3), "complex128"),
]


def pair(shape, dtype: str, seed: int, requires_grad: bool = True):
    """The same random leaf in simple_torch and in torch (a complex dtype gets random imaginary parts too)."""
    rng = np.random.default_rng(seed)
    values = rng.standard_normal(shape)
    if dtype.startswith("complex"):
        values = values + 1j * rng.standard_normal(shape)
    grad = requires_grad and dtype.startswith(("float", "complex"))
    ours = st.tensor(values, dtype=getattr(st, dtype), requires_grad=grad)
    theirs = torch.tensor(values, dtype=getattr(torch, dtype), requires_grad=grad)
    return ours, theirs


def loss(lib, y, weights):
    """A real loss of y that depends on every element: its magnitudes (complex y) or itself, weighted."""
    w = lib.tensor(weights, dtype=lib.float64)
    return ((y.abs() if y.is_complex() else y) * w).sum()


def tolerance(dtype: str) -> dict:
    return {"rtol": 1e-4, "atol": 1e-4} if dtype in ("float32", "complex64") else {}


def same_transform(function: str, kwargs: dict, shape, dtype: str, seed: int = 0) -> None:
    """function on the same input in both libraries: same values, dtype and shape, and same gradient."""
    ours, theirs = pair(shape, dtype, seed)
    y_ours, y_theirs = getattr(st.fft, function)(ours, **kwargs), getattr(torch.fft, function)(theirs, **kwargs)
    assert_same(y_ours, y_theirs, **tolerance(dtype))
    if not theirs.requires_grad:
        return
    weights = np.linspace(-1, 1, y_theirs.numel()).reshape(y_theirs.shape)
    loss(st, y_ours, weights).backward()
    loss(torch, y_theirs, weights).backward()
    assert_same(ours.grad, theirs.grad, **tolerance(dtype))


@pytest.mark.parametrize("norm", NORMS)
@pytest.mark.parametrize("function, kwargs, shape, dtype", CASES,
                         ids=[f"{f}-{'-'.join(f'{k}{v}' for k, v in kw.items())}-{d}" for f, kw, _, d in CASES])
def test_transform_values_and_gradients(function, kwargs, shape, dtype, norm):
    same_transform(function, {**kwargs, "norm": norm}, shape, dtype)


@pytest.mark.parametrize("function", ["fft", "ifft", "rfft", "irfft", "fftn", "rfftn"])
@pytest.mark.parametrize("dtype", ["int64", "bool"])
def test_integer_and_bool_inputs_are_promoted_to_float32(function, dtype):
    ours, theirs = pair((2, 4), "float64", 1, requires_grad=False)
    assert_same(getattr(st.fft, function)(ours.to(getattr(st, dtype))),
                getattr(torch.fft, function)(theirs.to(getattr(torch, dtype))))


@pytest.mark.parametrize("function", ["fft", "rfft", "irfft", "fftn"])
def test_half_inputs_under_cpu_autocast_are_transformed_in_float32(function):
    ours, theirs = pair((2, 4), "bfloat16", 4)
    with st.autocast("cpu", dtype=st.bfloat16):
        y_ours = getattr(st.fft, function)(ours)
    with torch.autocast("cpu", dtype=torch.bfloat16):
        y_theirs = getattr(torch.fft, function)(theirs)
    assert_same(y_ours, y_theirs)


@pytest.mark.parametrize("function, kwargs", [("fftn", {"dim": ()}), ("ifftn", {"s": ()}), ("fftn", {})])
@pytest.mark.parametrize("shape", [(2, 3), ()])
def test_no_dim_transformed_gives_the_input_as_complex(function, kwargs, shape):
    same_transform(function, kwargs, shape, "float64")


def test_round_trips_and_the_module():
    x = st.randn(4, 6, dtype=st.float64)
    torch.testing.assert_close(torch.from_numpy(st.fft.irfft(st.fft.rfft(x), n=6).numpy()),
                               torch.from_numpy(x.numpy()))
    torch.testing.assert_close(torch.from_numpy(st.fft.ifft2(st.fft.fft2(x)).numpy()),
                               torch.from_numpy(x.numpy()).to(torch.complex128))
    assert simple_torch.fft is st.fft


@pytest.mark.parametrize("n", [0, 1, 4, 7])
@pytest.mark.parametrize("d", [1.0, 0.25, -3.0])
@pytest.mark.parametrize("dtype", [None, "float64"])
def test_sample_frequencies(n, d, dtype):
    for function in ("fftfreq", "rfftfreq"):
        with np.errstate(invalid="ignore"):   # rfftfreq(0): [0] * (1 / 0) is NaN, as in PyTorch
            ours = getattr(st.fft, function)(n, d, dtype=None if dtype is None else getattr(st, dtype))
        theirs = getattr(torch.fft, function)(n, d, dtype=None if dtype is None else getattr(torch, dtype))
        assert_same(ours, theirs, rtol=0, atol=0)


def test_sample_frequencies_options():
    ours = st.fft.fftfreq(6, requires_grad=True)
    assert ours.requires_grad and ours.dtype == st.float32
    with np.errstate(invalid="ignore"):   # 0 * inf: NaN, as in PyTorch
        assert_same(st.fft.fftfreq(4, d=0.0), torch.fft.fftfreq(4, d=0.0))
    assert_same(st.fft.rfftfreq(5, 2, dtype=st.float16), torch.fft.rfftfreq(5, 2, dtype=torch.float16))


@pytest.mark.parametrize("function", ["fftshift", "ifftshift"])
@pytest.mark.parametrize("shape, dim", [((5,), None), ((4, 5), None), ((4, 5), 0), ((3, 4, 5), (2, 0)),
                                        ((3, 4, 5), -1), ((4, 5), (1, 1))])
def test_shifts(function, shape, dim):
    same_transform(function, {"dim": dim}, shape, "float64")
    ours, theirs = pair(shape, "int64", 2, requires_grad=False)
    assert_same(getattr(st.fft, function)(ours, dim=dim), getattr(torch.fft, function)(theirs, dim=dim))


def test_shifts_undo_each_other():
    x = st.arange(0, 24, 1).reshape(2, 3, 4)
    assert st.fft.ifftshift(st.fft.fftshift(x)).tolist() == x.tolist()


@pytest.mark.parametrize("dtype", ["complex64", "complex128"])
def test_real_and_imag_parts(dtype):
    ours, theirs = pair((2, 3), dtype, 3)
    parts = {}
    for lib, z in ((st, ours), (torch, theirs)):
        parts[lib] = (z.real, lib.imag(z), lib.real(z))
        spectrum = lib.fft.fft(z, norm="ortho")
        (spectrum.real * lib.tensor([1.0, -2.0, 0.5]) + spectrum.imag ** 2).sum().backward()
    for mine, reference in zip(parts[st], parts[torch]):
        assert_same(mine, reference)
    assert_same(ours.grad, theirs.grad, **tolerance(dtype))


def test_a_real_part_in_a_complex_graph_gets_a_real_gradient():
    """2 re(z) - z is conj(z): the gradient reaching the real part through the complex subtraction is complex, of
    which a real tensor keeps the real part (on the NumPy backend, the engine's rule)."""
    ours, theirs = pair((4,), "complex128", 5)
    for z in (ours, theirs):
        conj = z.real * 2 - z
        (conj.imag * 3 + conj.real).sum().backward()
    assert_same(ours.grad, theirs.grad)


def test_parts_are_views_and_a_real_tensor_is_its_own_real_part():
    for lib in (st, torch):
        z = lib.tensor([1 + 2j, 3 - 4j])
        part = z.real
        z.mul_(2)
        part.add_(1)
        z.imag.mul_(-1)
        assert part.tolist() == [3.0, 7.0] and z.tolist() == [3 - 4j, 7 + 8j]
        x = lib.tensor([1.0, 2.0])
        assert x.real is x
    with pytest.raises(st.DtypeError, match="non-complex"):
        st.tensor([1.0]).imag


REAL = np.arange(12.0).reshape(3, 4)
# (call on a library and its input, our error class, a part of our message); PyTorch refuses each call too
ERRORS = [
    (lambda m, x: m.fft.fft(x, n=0), st.InvalidArgumentError, "Invalid number of data points (0)"),
    (lambda m, x: m.fft.rfft(x, n=-1), st.InvalidArgumentError, "Invalid number of data points (-1)"),
    (lambda m, x: m.fft.fftn(x, s=(0, 3)), st.InvalidArgumentError, "invalid number of data points (0)"),
    (lambda m, x: m.fft.fft(x, dim=2), st.InvalidArgumentError, "out of range"),
    (lambda m, x: m.fft.fft(x, norm="bad"), st.InvalidArgumentError, "Invalid normalization mode"),
    (lambda m, x: m.fft.fft(x, norm=3), TypeError, "norm"),
    (lambda m, x: m.fft.fft(x, dim=0.5), TypeError, "dim"),
    (lambda m, x: m.fft.fft(x.tolist()), TypeError, "input"),
    (lambda m, x: m.fft.fftn(x, dim=(0, -2)), st.InvalidArgumentError, "unique"),
    (lambda m, x: m.fft.fftn(x, s=(5,), dim=(0, 1)), st.InvalidArgumentError, "same length"),
    (lambda m, x: m.fft.fftn(x, s=(2, 3, 4)), st.ShapeError, "only has 2 dimensions"),
    (lambda m, x: m.fft.rfft(x.to(m.complex64)), st.DtypeError, "real input"),
    (lambda m, x: m.fft.fft(x.to(m.float16)), st.DtypeError, "float16"),
    (lambda m, x: m.fft.irfft(x[:, :1]), st.InvalidArgumentError, "(0)"),
    (lambda m, x: m.fft.rfftn(x, dim=()), st.InvalidArgumentError, "at least one axis"),
    (lambda m, x: m.fft.irfftn(x, s=()), st.InvalidArgumentError, "at least one axis"),
    (lambda m, x: m.fft.rfftn(x[0, 0]), st.InvalidArgumentError, "at least one axis"),
    (lambda m, x: m.fft.fft(x[0, 0]), st.InvalidArgumentError, "0 dims"),
    (lambda m, x: m.fft.fft(x[:0]), st.ShapeError, "no elements"),
    (lambda m, x: m.fft.rfftn(x[:, :0], s=(2,), dim=(0,)), st.ShapeError, "no elements"),
    (lambda m, x: m.fft.fftfreq(4, dtype=m.int64), st.DtypeError, "floating point"),
    (lambda m, x: m.fft.fftfreq(-1), st.InvalidArgumentError, "non-negative"),
    (lambda m, x: m.fft.fftshift(x[0, 0]), st.ShapeError, "at least 1 dim"),
    (lambda m, x: m.fft.ifftshift(x, dim=()), st.InvalidArgumentError, "nothing to shift"),
    (lambda m, x: m.fft.fftshift(x, dim=3), st.InvalidArgumentError, "out of range"),
]


@pytest.mark.parametrize("call, error, message", ERRORS)
def test_errors(call, error, message):
    with pytest.raises(Exception):
        call(torch, torch.tensor(REAL))
    with pytest.raises(error, match=message.replace("(", r"\(").replace(")", r"\)")):
        call(st, st.tensor(REAL))
