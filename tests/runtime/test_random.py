"""ABI 1.3's random sampling through the runtime on the active backend: each sample comes from the
generator rt_torch_manual_seed seeds (so a seed repeats a run exactly, dropout's mask included), the
distributions have the right moments (fixed seeds, bounds of several standard errors), and bad
arguments fail with the documented codes. The two backends' streams differ: values are never compared
across them, nor with PyTorch's."""

from __future__ import annotations

import math

import pytest
import torch

import simple_torch.runtime as rt
from simple_torch.abi.enums import DEVICE_DEFAULT, DTYPE_DEFAULT, Dtype, ErrorCode

from .conftest import get, put, take

SEED = 1234
SAMPLES = 20000
BOUND = 5   # standard errors: a correct sampler stays inside for these fixed seeds, a wrong one does not


def _sampled(make) -> tuple[torch.Tensor, torch.Tensor]:
    """make() twice after the same seed: the two results."""
    rt.rt_torch_manual_seed(SEED)
    first = make()
    rt.rt_torch_manual_seed(SEED)
    return first, make()


def _near(value: float, expected: float, std: float, n: int) -> None:
    assert abs(value - expected) < BOUND * std / math.sqrt(n), (value, expected)


def test_randint_repeats_and_is_uniform():
    first, again = _sampled(lambda: take(rt.rt_torch_tensor_randint(-3, 7, [SAMPLES], DTYPE_DEFAULT, DEVICE_DEFAULT)))
    assert torch.equal(first, again) and first.dtype == torch.int64
    assert first.min() == -3 and first.max() == 6
    counts = torch.bincount(first + 3, minlength=10).double()
    assert torch.all((counts - SAMPLES / 10).abs() < BOUND * math.sqrt(SAMPLES / 10))


@pytest.mark.parametrize("dtype", [Dtype.uint8, Dtype.int32, Dtype.float32, Dtype.float64, Dtype.bool])
def test_randint_of_a_dtype(dtype):
    high = 2 if dtype == Dtype.bool else 5
    out = take(rt.rt_torch_tensor_randint(0, high, [2, 50], dtype, DEVICE_DEFAULT))
    assert out.dtype == getattr(torch, dtype.name) and out.shape == (2, 50)
    assert 0 <= out.double().min() and out.double().max() < high


@pytest.mark.parametrize("low, high, dims, dtype, code", [
    (3, 3, [2], DTYPE_DEFAULT, ErrorCode.INVALID_ARGUMENT), (0, 300, [2], Dtype.uint8, ErrorCode.INVALID_ARGUMENT),
    (-1, 2, [2], Dtype.uint8, ErrorCode.INVALID_ARGUMENT), (0, 2, [-1], DTYPE_DEFAULT, ErrorCode.INVALID_ARGUMENT),
    (0, 2, [2], Dtype.complex64, ErrorCode.DTYPE),
    (0, 2**11 + 2, [2], Dtype.float16, ErrorCode.INVALID_ARGUMENT)])   # past the integers float16 holds exactly
def test_randint_errors(low, high, dims, dtype, code):
    assert rt.rt_torch_tensor_randint(low, high, dims, dtype, DEVICE_DEFAULT) == 0
    assert rt.rt_torch_last_error_code() == code, rt.rt_torch_last_error()


def test_randperm_repeats_and_is_a_permutation():
    first, again = _sampled(lambda: take(rt.rt_torch_tensor_randperm(100, DTYPE_DEFAULT, DEVICE_DEFAULT)))
    assert torch.equal(first, again) and first.dtype == torch.int64
    assert torch.equal(first.sort().values, torch.arange(100))
    assert not torch.equal(first, torch.arange(100))
    assert take(rt.rt_torch_tensor_randperm(0, Dtype.float32, DEVICE_DEFAULT)).shape == (0,)


def test_randperm_positions_are_uniform():
    rt.rt_torch_manual_seed(SEED)
    draws = 2000
    firsts = torch.stack([take(rt.rt_torch_tensor_randperm(4, DTYPE_DEFAULT, DEVICE_DEFAULT))[0]
                          for _ in range(draws)])
    counts = torch.bincount(firsts, minlength=4).double()
    assert torch.all((counts - draws / 4).abs() < BOUND * math.sqrt(draws / 4))


@pytest.mark.parametrize("n, dtype, code", [(-1, DTYPE_DEFAULT, ErrorCode.INVALID_ARGUMENT),
                                            (300, Dtype.int8, ErrorCode.INVALID_ARGUMENT),
                                            (3, Dtype.bool, ErrorCode.DTYPE)])
def test_randperm_errors(n, dtype, code):
    assert rt.rt_torch_tensor_randperm(n, dtype, DEVICE_DEFAULT) == 0
    assert rt.rt_torch_last_error_code() == code


@pytest.mark.parametrize("replacement", [0, 1])
def test_multinomial_frequencies(replacement):
    weights = torch.tensor([[1.0, 0.0, 3.0, 4.0], [0.0, 5.0, 5.0, 0.0]])
    p = put(weights)
    try:
        first, again = _sampled(lambda: take(rt.rt_torch_tensor_multinomial(p, 2, replacement)))
        assert torch.equal(first, again) and first.dtype == torch.int64 and first.shape == (2, 2)
        rt.rt_torch_manual_seed(SEED)
        draws = torch.cat([take(rt.rt_torch_tensor_multinomial(p, 2, replacement)) for _ in range(1000)])
    finally:
        rt.rt_torch_tensor_free(p)
    row0, row1 = draws[0::2], draws[1::2]
    assert not (row0 == 1).any() and set(row1.flatten().tolist()) <= {1, 2}
    if not replacement:   # two different categories each time
        assert torch.all(row0[:, 0] != row0[:, 1]) and torch.all(row1[:, 0] != row1[:, 1])
    else:   # each draw independent: category 3 has probability 4/8
        share = (row0 == 3).double().mean().item()
        _near(share, 0.5, 0.5, row0.numel())


@pytest.mark.parametrize("weights, samples, replacement, code", [
    (torch.tensor([1.0, -1.0]), 1, 1, ErrorCode.INVALID_ARGUMENT),
    (torch.tensor([0.0, 0.0]), 1, 1, ErrorCode.INVALID_ARGUMENT),
    (torch.tensor([1.0, float("inf")]), 1, 1, ErrorCode.INVALID_ARGUMENT),
    (torch.tensor([1.0, 0.0, 2.0]), 3, 0, ErrorCode.INVALID_ARGUMENT),
    (torch.tensor([1.0, 2.0]), 0, 1, ErrorCode.INVALID_ARGUMENT),
    (torch.tensor([1, 2]), 1, 1, ErrorCode.DTYPE),
    (torch.ones(2, 2, 2), 1, 1, ErrorCode.SHAPE)])
def test_multinomial_errors(weights, samples, replacement, code):
    p = put(weights)
    try:
        assert rt.rt_torch_tensor_multinomial(p, samples, replacement) == 0
        assert rt.rt_torch_last_error_code() == code, rt.rt_torch_last_error()
    finally:
        rt.rt_torch_tensor_free(p)


def test_bernoulli_of_probabilities():
    probs = torch.tensor([0.0, 0.25, 1.0]).repeat(SAMPLES // 3, 1)
    p = put(probs)
    try:
        first, again = _sampled(lambda: take(rt.rt_torch_tensor_bernoulli(p)))
    finally:
        rt.rt_torch_tensor_free(p)
    assert torch.equal(first, again) and first.dtype == torch.float32
    assert torch.all(first[:, 0] == 0) and torch.all(first[:, 2] == 1)
    _near(first[:, 1].mean().item(), 0.25, math.sqrt(0.25 * 0.75), first.shape[0])


def test_bernoulli_of_a_number_takes_x_shape_and_dtype():
    x = put(torch.zeros(SAMPLES, dtype=torch.float64))
    try:
        out = take(rt.rt_torch_tensor_bernoulli_scalar(x, 0.7))
        assert out.dtype == torch.float64 and out.shape == (SAMPLES,)
        _near(out.mean().item(), 0.7, math.sqrt(0.7 * 0.3), SAMPLES)
        assert rt.rt_torch_tensor_bernoulli_scalar(x, 1.5) == 0
        assert rt.rt_torch_last_error_code() == ErrorCode.INVALID_ARGUMENT
    finally:
        rt.rt_torch_tensor_free(x)


@pytest.mark.parametrize("probs, code", [(torch.tensor([0.5, 1.5]), ErrorCode.INVALID_ARGUMENT),
                                         (torch.tensor([0, 1]), ErrorCode.DTYPE)])
def test_bernoulli_errors(probs, code):
    p = put(probs)
    try:
        assert rt.rt_torch_tensor_bernoulli(p) == 0
        assert rt.rt_torch_last_error_code() == code
    finally:
        rt.rt_torch_tensor_free(p)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_normal_in_place(dtype):
    x = put(torch.zeros(SAMPLES, dtype=dtype))
    try:
        rt.rt_torch_manual_seed(SEED)
        assert rt.rt_torch_tensor_normal_(x, 2.0, 0.5) == 0
        first = get(x)
        rt.rt_torch_manual_seed(SEED)
        assert rt.rt_torch_tensor_normal_(x, 2.0, 0.5) == 0
        assert torch.equal(first, get(x)) and first.dtype == dtype
    finally:
        rt.rt_torch_tensor_free(x)
    _near(first.mean().item(), 2.0, 0.5, SAMPLES)
    assert abs(first.std().item() - 0.5) < BOUND * 0.5 / math.sqrt(2 * SAMPLES)


def test_uniform_in_place_writes_through_views():
    x = put(torch.zeros(2, SAMPLES // 2))
    row = rt.rt_torch_tensor_slice(x, 0, 1, 2, 1)
    try:
        assert rt.rt_torch_tensor_uniform_(x, -1.0, 3.0) == 0
        values, seen = get(x), get(row)
    finally:
        rt.rt_torch_tensor_free(row)
        rt.rt_torch_tensor_free(x)
    assert torch.equal(seen, values[1:])
    assert -1 <= values.min() and values.max() < 3
    _near(values.mean().item(), 1.0, 4 / math.sqrt(12), values.numel())


def test_in_place_sampling_errors():
    ints, leaf = put(torch.zeros(3, dtype=torch.int64)), put(torch.zeros(3))
    rt.rt_torch_tensor_set_requires_grad(leaf, 1)
    try:
        assert rt.rt_torch_tensor_normal_(ints, 0.0, 1.0) == ErrorCode.DTYPE
        assert rt.rt_torch_tensor_uniform_(ints, 0.0, 1.0) == ErrorCode.DTYPE
        assert rt.rt_torch_tensor_normal_(leaf, 0.0, -1.0) == ErrorCode.INVALID_ARGUMENT
        assert rt.rt_torch_tensor_uniform_(leaf, 2.0, 1.0) == ErrorCode.INVALID_ARGUMENT
        assert rt.rt_torch_tensor_normal_(leaf, 0.0, 1.0) == ErrorCode.INVALID_ARGUMENT   # would corrupt its grads
        assert rt.rt_torch_no_grad_begin() == 0
        assert rt.rt_torch_tensor_normal_(leaf, 0.0, 1.0) == 0   # inside no_grad: allowed, as PyTorch
        assert rt.rt_torch_no_grad_end() == 0
    finally:
        rt.rt_torch_tensor_free(ints)
        rt.rt_torch_tensor_free(leaf)


def test_dropout_mask_comes_from_the_seeded_generator():
    x = put(torch.ones(SAMPLES))
    try:
        first, again = _sampled(lambda: take(rt.rt_torch_nn_dropout(x, 0.3, 1)))
    finally:
        rt.rt_torch_tensor_free(x)
    assert torch.equal(first, again)
    kept = first[first != 0]
    torch.testing.assert_close(kept, torch.full_like(kept, 1 / 0.7))   # kept ones scaled by 1 / (1 - p)
    _near((first == 0).double().mean().item(), 0.3, math.sqrt(0.3 * 0.7), SAMPLES)


# -- ABI 1.7: random_, random_between_, random_from_ (PyTorch's three forms of Tensor.random_) ------------------
_TOPS = {Dtype.uint8: 255, Dtype.int8: 127, Dtype.int32: 2**31 - 1, Dtype.int64: 2**63 - 1, Dtype.bool: 1,
         Dtype.float16: 2**11, Dtype.bfloat16: 2**8, Dtype.float32: 2**24, Dtype.float64: 2**53}


def _filled(dtype: Dtype, fill) -> torch.Tensor:
    x = put(torch.zeros(SAMPLES, dtype=getattr(torch, dtype.name)))
    try:
        assert fill(x) == 0, rt.rt_torch_last_error()
        return get(x)
    finally:
        rt.rt_torch_tensor_free(x)


@pytest.mark.parametrize("dtype", list(_TOPS))
def test_random_fills_each_form_within_its_range_and_repeats(dtype):
    top = _TOPS[dtype]
    for fill, low, high in [(rt.rt_torch_tensor_random_, 0, top),
                            (lambda x: rt.rt_torch_tensor_random_from_(x, 1), 1, top),
                            (lambda x: rt.rt_torch_tensor_random_between_(x, 0, 2), 0, 1)]:
        first, again = _sampled(lambda: _filled(dtype, fill))
        assert torch.equal(first, again) and first.dtype == getattr(torch, dtype.name)
        wide = first.double() if dtype != Dtype.int64 else first   # int64's top is past float64's integers
        assert low <= wide.min() and wide.max() <= high
        if high - low == 1:   # both values about equally often
            _near((first.double() == high).double().mean().item(), 0.5, 0.5, SAMPLES)
        else:   # spread over the range: the mean near its middle
            _near(wide.double().mean().item() / top, (low + top) / 2 / top, 1 / math.sqrt(12), SAMPLES)


def test_random_on_the_pytorch_backend_is_pytorchs_own():
    if rt.rt_torch_backend() != "torch":
        pytest.skip("the NumPy backend draws from its own generator")
    for dtype in (Dtype.int32, Dtype.int64, Dtype.float32):
        for ours, theirs in [(rt.rt_torch_tensor_random_, lambda t: t.random_()),
                             (lambda x: rt.rt_torch_tensor_random_from_(x, 3), lambda t: t.random_(3, None)),
                             (lambda x: rt.rt_torch_tensor_random_between_(x, -4, 9), lambda t: t.random_(-4, 9))]:
            rt.rt_torch_manual_seed(SEED)
            made = _filled(dtype, ours)
            torch.manual_seed(SEED)
            assert torch.equal(made, theirs(torch.zeros(SAMPLES, dtype=getattr(torch, dtype.name))))


def test_random_errors():
    ints, cplx, leaf = put(torch.zeros(3, dtype=torch.uint8)), put(torch.zeros(3, dtype=torch.complex64)), \
        put(torch.zeros(3))
    rt.rt_torch_tensor_set_requires_grad(leaf, 1)
    try:
        assert rt.rt_torch_tensor_random_(cplx) == ErrorCode.DTYPE
        assert rt.rt_torch_tensor_random_between_(ints, 3, 3) == ErrorCode.INVALID_ARGUMENT
        assert "needs low < high" in rt.rt_torch_last_error()
        assert rt.rt_torch_tensor_random_between_(ints, 0, 257) == ErrorCode.INVALID_ARGUMENT
        assert "does not fit in uint8" in rt.rt_torch_last_error()
        assert rt.rt_torch_tensor_random_between_(ints, -1, 2) == ErrorCode.INVALID_ARGUMENT
        assert rt.rt_torch_tensor_random_from_(ints, 256) == ErrorCode.INVALID_ARGUMENT
        assert rt.rt_torch_tensor_random_from_(leaf, 2**24) == ErrorCode.INVALID_ARGUMENT   # as PyTorch's check
        assert rt.rt_torch_tensor_random_(leaf) == ErrorCode.INVALID_ARGUMENT   # would corrupt its grads
        assert rt.rt_torch_no_grad_begin() == 0
        assert rt.rt_torch_tensor_random_(leaf) == 0
        assert rt.rt_torch_no_grad_end() == 0
        assert rt.rt_torch_tensor_random_(0) == ErrorCode.INVALID_HANDLE
    finally:
        for h in (ints, cplx, leaf):
            rt.rt_torch_tensor_free(h)
