"""ABI 1.3's einsum, solvers and decompositions (section 22) through the runtime, against PyTorch called
directly: values, shapes and dtypes, the normalised einsum equations (implicit outputs, spaces, ellipses,
broadcast), and every error with its code. Runs on either backend (SIMPLE_TORCH_BACKEND)."""

from __future__ import annotations

import math

import pytest
import torch

import simple_torch.runtime as rt
from simple_torch.abi.enums import ErrorCode, LstsqDriver, QrMode

from .conftest import DEVICE, assert_error, on_device, put, take

F64 = torch.float64


def close(actual: torch.Tensor, expected: torch.Tensor, **tolerances) -> None:
    assert actual.dtype == expected.dtype, (actual.dtype, expected.dtype)
    torch.testing.assert_close(actual, expected, **({"rtol": 1e-9, "atol": 1e-9} | tolerances))


def handles(*tensors: torch.Tensor) -> list[int]:
    return [put(t) for t in tensors]


def free(*hs: int) -> None:
    for h in hs:
        assert rt.rt_torch_tensor_free(h) == 0


def outputs(result: tuple) -> list[torch.Tensor]:
    """The tensors a status function returned, each freed."""
    code, *hs = result
    assert code == 0, rt.rt_torch_last_error()
    return [take(h) for h in hs]


def randn(*shape, dtype=F64, seed: int = 0) -> torch.Tensor:
    return torch.randn(shape, dtype=dtype, generator=torch.Generator().manual_seed(seed + 7 * len(shape)))


def well_conditioned(*shape, dtype=F64) -> torch.Tensor:
    return randn(*shape, dtype=dtype) + 3 * shape[-1] * torch.eye(shape[-1], dtype=dtype)


def spd(*shape) -> torch.Tensor:
    x = randn(*shape)
    return x @ x.mT + shape[-1] * torch.eye(shape[-1], dtype=F64)


# -- einsum -------------------------------------------------------------------------------------------------
EQUATIONS = [
    ("ij,jk->ik", [(2, 3), (3, 4)]), ("ij,jk", [(2, 3), (3, 4)]), (" i j , j k -> k i ", [(2, 3), (3, 4)]),
    ("ii", [(3, 3)]), ("ii->i", [(3, 3)]), ("ji", [(2, 3)]), ("ba", [(2, 3)]), ("aB,Ba", [(2, 3), (3, 2)]),
    ("i,j", [(2,), (3,)]), ("...ij,...jk", [(5, 2, 3), (3, 4)]), ("b...a", [(2, 4, 3)]), ("...i->i", [(2, 3, 4)]),
    ("ij->...ij", [(2, 3)]), ("ij,jk->ik", [(2, 1), (3, 4)]), ("...ij,...jk->...ik", [(2, 1, 2, 3), (4, 3, 2)]),
    ("iij,j->i", [(3, 3, 2), (2,)]), ("ij,jk,kl->il", [(2, 3), (3, 4), (4, 2)]), (",->", [(), ()]), ("", [()]),
    ("...", [(2, 3)]), ("ij,jk->ik", [(0, 3), (3, 2)]),
]


@pytest.mark.parametrize("equation, shapes", EQUATIONS, ids=str)
def test_einsum_matches_pytorch(equation, shapes):
    tensors = [randn(*shape, seed=i) for i, shape in enumerate(shapes)]
    hs = handles(*tensors)
    try:
        close(take(rt.rt_torch_tensor_einsum(equation, hs)), torch.einsum(equation, *tensors))
    finally:
        free(*hs)


def test_einsum_keeps_the_dtype_of_integers_and_complex():
    ints = torch.arange(6, dtype=torch.int32).reshape(2, 3)
    hs = handles(ints, ints.T.contiguous())
    out = take(rt.rt_torch_tensor_einsum("ij,jk->ik", hs))
    # PyTorch itself gives int64 when its path only sums ("ij->"): the contract keeps the operands' dtype
    assert out.dtype == torch.int32 and torch.equal(out, ints @ ints.T)
    total = take(rt.rt_torch_tensor_einsum("ij,jk->", hs))
    assert total.dtype == torch.int32 and total.item() == (ints @ ints.T).sum().item()
    free(*hs)
    z = torch.randn(2, 2, dtype=torch.complex128)
    (h,) = handles(z)
    close(take(rt.rt_torch_tensor_einsum("ij->ji", [h])), z.T)
    free(h)


def test_einsum_gradients_reach_every_operand():
    a, b = randn(2, 3), randn(3, 4, seed=1)
    ha, hb = handles(a, b)
    for h in (ha, hb):
        assert rt.rt_torch_tensor_set_requires_grad(h, 1) == 0
    out = rt.rt_torch_tensor_einsum("ij,jk->", [ha, hb])
    assert rt.rt_torch_tensor_backward(out) == 0
    ta, tb = a.clone().requires_grad_(True), b.clone().requires_grad_(True)
    torch.einsum("ij,jk->", ta, tb).backward()
    close(take(rt.rt_torch_tensor_grad(ha)), ta.grad)
    close(take(rt.rt_torch_tensor_grad(hb)), tb.grad)
    free(out, ha, hb)


EINSUM_ERRORS = [
    ("ij,jk->ik->", [(2, 3), (3, 4)], ErrorCode.INVALID_ARGUMENT, "more than one '->'"),
    ("i1", [(2, 3)], ErrorCode.INVALID_ARGUMENT, "letters"),
    ("i.j", [(2, 3)], ErrorCode.INVALID_ARGUMENT, "not part of an ellipsis"),
    ("......", [(2, 3)], ErrorCode.INVALID_ARGUMENT, "more than one ellipsis"),
    ("\ti", [(2,)], ErrorCode.INVALID_ARGUMENT, "letters"),
    ("ij,jk", [(2, 3)], ErrorCode.INVALID_ARGUMENT, "2 operand(s), but 1"),
    ("ij->ii", [(2, 2)], ErrorCode.INVALID_ARGUMENT, "more than once"),
    ("ij->k", [(2, 2)], ErrorCode.INVALID_ARGUMENT, "not a subscript of any operand"),
    ("ijk", [(2, 3)], ErrorCode.SHAPE, "has 2 dims"),
    ("ij...k", [(2, 3)], ErrorCode.SHAPE, "and an ellipsis"),
    ("ii", [(2, 3)], ErrorCode.SHAPE, "repeated"),
    ("ij,jk", [(2, 3), (4, 5)], ErrorCode.SHAPE, "does not broadcast"),
    ("...i,...i", [(2, 3), (4, 3)], ErrorCode.SHAPE, "ellipses"),
]


@pytest.mark.parametrize("equation, shapes, code, word", EINSUM_ERRORS, ids=str)
def test_einsum_errors(equation, shapes, code, word):
    hs = handles(*[torch.ones(shape) for shape in shapes])
    assert_error(rt.rt_torch_tensor_einsum(equation, hs), 0, code, "rt_torch_tensor_einsum", word)
    free(*hs)


def test_einsum_argument_errors():
    a, i, flags = handles(torch.ones(2), torch.ones(2, dtype=torch.int64), torch.ones(2, dtype=torch.bool))
    name = "rt_torch_tensor_einsum"
    assert_error(rt.rt_torch_tensor_einsum("i->", []), 0, ErrorCode.INVALID_ARGUMENT, name, "at least one operand")
    assert_error(rt.rt_torch_tensor_einsum(None, [a]), 0, ErrorCode.INVALID_ARGUMENT, name, "NULL")
    assert_error(rt.rt_torch_tensor_einsum(b"i", [a]), 0, ErrorCode.INVALID_ARGUMENT, name, "text")
    assert_error(rt.rt_torch_tensor_einsum("i,i", [a, i]), 0, ErrorCode.DTYPE, name, "one dtype")
    assert_error(rt.rt_torch_tensor_einsum("i,i", [flags, flags]), 0, ErrorCode.DTYPE, name, "bool")
    assert_error(rt.rt_torch_tensor_einsum("i,i", [a, 0]), 0, ErrorCode.INVALID_HANDLE, name)
    free(a, i, flags)


def test_an_einsum_too_large_to_address_is_refused_before_any_allocation():
    one = put(torch.ones(1))
    wide = rt.rt_torch_tensor_expand(one, [2**20])   # a view: no memory
    assert_error(rt.rt_torch_tensor_einsum("i,j,k,l->ijkl", [wide] * 4), 0, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_einsum", "over 2**63")
    free(wide, one)


# -- solve -----------------------------------------------------------------------------------------------------
SOLVES = [((3, 3), (3,), 1), ((3, 3), (3, 2), 1), ((2, 3, 3), (3,), 1), ((2, 3, 3), (2, 3), 1),
          ((1, 3, 3), (4, 3, 2), 1), ((3, 3), (2, 3), 0), ((2, 3, 3), (4, 1, 2, 3), 0), ((0, 0), (0,), 1)]


@pytest.mark.parametrize("a, b, left", SOLVES, ids=str)
def test_solve_matches_pytorch(a, b, left):
    ta, tb = well_conditioned(*a), randn(*b, seed=1)
    ha, hb = handles(ta, tb)
    close(take(rt.rt_torch_tensor_solve(ha, hb, left)), torch.linalg.solve(ta, tb, left=bool(left)))
    free(ha, hb)


SOLVE_ERRORS = [
    (torch.ones(2, 3), torch.ones(2), 1, ErrorCode.SHAPE, "square"),
    (torch.ones(3), torch.ones(3), 1, ErrorCode.SHAPE, "matrix"),
    (torch.eye(3), torch.ones(()), 1, ErrorCode.SHAPE, "0-dim"),
    (torch.eye(3), torch.ones(4, 2), 1, ErrorCode.SHAPE, "do not fit a X = b"),
    (torch.eye(3), torch.ones(3, 2), 0, ErrorCode.SHAPE, "do not fit X a = b"),
    (torch.eye(3), torch.ones(3), 0, ErrorCode.SHAPE, "needs left=1"),
    (torch.eye(3).expand(4, 3, 3), torch.ones(5, 3, 2), 1, ErrorCode.SHAPE, "do not broadcast"),
    (torch.eye(2, dtype=torch.int64), torch.ones(2, dtype=torch.int64), 1, ErrorCode.DTYPE, "floating point"),
    (torch.eye(2, dtype=torch.float16), torch.ones(2, dtype=torch.float16), 1, ErrorCode.DTYPE, "float16"),
    (torch.eye(2), torch.ones(2, dtype=F64), 1, ErrorCode.DTYPE, "same dtype"),
    (torch.tensor([[1.0, 2.0], [2.0, 4.0]]), torch.ones(2), 1, ErrorCode.INVALID_ARGUMENT, "singular"),
    (torch.zeros(2, 3, 3), torch.ones(2, 3, 1), 1, ErrorCode.INVALID_ARGUMENT, "singular"),
]


@pytest.mark.parametrize("a, b, left, code, word", SOLVE_ERRORS, ids=str)
def test_solve_errors(a, b, left, code, word):
    ha, hb = handles(a, b)
    assert_error(rt.rt_torch_tensor_solve(ha, hb, left), 0, code, "rt_torch_tensor_solve", word)
    free(ha, hb)


# -- slogdet, qr, cholesky, eigh, svdvals, inv_ex --------------------------------------------------------------
def test_slogdet_matches_pytorch():
    x = torch.stack([randn(3, 3), torch.tensor([[0.0, 1, 0], [1, 0, 0], [0, 0, 2]], dtype=F64),
                     torch.tensor([[1.0, 2, 0], [2, 4, 0], [0, 0, 1]], dtype=F64)])
    (h,) = handles(x)
    sign, logabsdet = outputs(rt.rt_torch_tensor_slogdet(h))
    expected = torch.linalg.slogdet(x)
    close(sign, expected.sign)
    close(logabsdet, expected.logabsdet)
    assert sign.tolist()[1:] == [-1.0, 0.0] and logabsdet[2].item() == -math.inf
    free(h)


@pytest.mark.parametrize("shape", [(4, 3), (3, 5), (2, 3, 3), (0, 3)], ids=str)
@pytest.mark.parametrize("mode", list(QrMode))
def test_qr_matches_pytorch(shape, mode):
    x = randn(*shape)
    (h,) = handles(x)
    q, r = outputs(rt.rt_torch_tensor_qr(h, mode))
    # Q and R are unique up to signs, which the device's library chooses: PyTorch's where the runtime computes
    expected_q, expected_r = on_device(torch.linalg.qr, x, mode=mode.name)
    close(q, expected_q)
    close(r, expected_r)
    free(h)


@pytest.mark.parametrize("upper", [0, 1])
def test_cholesky_eigh_and_svdvals_match_pytorch(upper):
    x = spd(2, 3, 3)
    (h,) = handles(x)
    close(take(rt.rt_torch_tensor_cholesky(h, upper)), torch.linalg.cholesky(x, upper=bool(upper)))
    values, vectors = outputs(rt.rt_torch_tensor_eigh(h, upper))
    expected = torch.linalg.eigh(x, UPLO="U" if upper else "L")
    close(values, expected.eigenvalues)
    close(vectors.abs(), expected.eigenvectors.abs())
    close(take(rt.rt_torch_tensor_eigvalsh(h, upper)), expected.eigenvalues)
    close(take(rt.rt_torch_tensor_svdvals(h)), torch.linalg.svdvals(x))
    free(h)


def test_inv_ex_reports_singular_matrices():
    x = torch.stack([torch.eye(2, dtype=F64) * 2, torch.tensor([[1.0, 2.0], [2.0, 4.0]], dtype=F64)])
    (h,) = handles(x)
    inverse, info = outputs(rt.rt_torch_tensor_inv_ex(h))
    assert info.dtype == torch.int32 and info.tolist() == [0, 2]
    close(inverse[0], torch.eye(2, dtype=F64) / 2)
    free(h)


def test_decomposition_errors():
    rect, ints, halves = handles(torch.ones(2, 3), torch.eye(2, dtype=torch.int32), torch.eye(2, dtype=torch.bfloat16))
    flip, nan, vector = handles(torch.tensor([[0.0, 1.0], [1.0, 0.0]]), torch.full((2, 2), math.nan), torch.ones(3))
    invalid, shape, dtype = ErrorCode.INVALID_ARGUMENT, ErrorCode.SHAPE, ErrorCode.DTYPE
    assert_error(rt.rt_torch_tensor_slogdet(rect), (shape, 0, 0), shape, "rt_torch_tensor_slogdet", "square")
    assert_error(rt.rt_torch_tensor_slogdet(ints), (dtype, 0, 0), dtype, "rt_torch_tensor_slogdet", "int32")
    assert_error(rt.rt_torch_tensor_qr(rect, 3), (invalid, 0, 0), invalid, "rt_torch_tensor_qr", "mode 3")
    assert_error(rt.rt_torch_tensor_qr(vector, QrMode.reduced), (shape, 0, 0), shape, "rt_torch_tensor_qr")
    assert_error(rt.rt_torch_tensor_cholesky(flip, 0), 0, invalid, "rt_torch_tensor_cholesky", "positive-definite")
    assert_error(rt.rt_torch_tensor_cholesky(halves, 0), 0, dtype, "rt_torch_tensor_cholesky", "bfloat16")
    assert_error(rt.rt_torch_tensor_eigh(rect, 0), (shape, 0, 0), shape, "rt_torch_tensor_eigh", "square")
    assert_error(rt.rt_torch_tensor_eigvalsh(ints, 0), 0, dtype, "rt_torch_tensor_eigvalsh")
    assert_error(rt.rt_torch_tensor_svdvals(nan), 0, invalid, "rt_torch_tensor_svdvals")
    assert_error(rt.rt_torch_tensor_svdvals(vector), 0, shape, "rt_torch_tensor_svdvals")
    assert_error(rt.rt_torch_tensor_inv_ex(rect), (shape, 0, 0), shape, "rt_torch_tensor_inv_ex", "square")
    free(rect, ints, halves, flip, nan, vector)


# -- lstsq -------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("driver", list(LstsqDriver))
@pytest.mark.parametrize("a, b", [((5, 3), (5, 2)), ((5, 3), (5,)), ((3, 5), (3, 1)), ((2, 5, 3), (1, 5, 2))], ids=str)
def test_lstsq_matches_pytorch(a, b, driver):
    ta, tb = randn(*a), randn(*b, seed=1)
    ha, hb = handles(ta, tb)
    result = rt.rt_torch_tensor_lstsq(ha, hb, -1.0, driver)
    expected = pytorch_lstsq(ta, tb, driver)
    if isinstance(expected, RuntimeError):
        fail = (ErrorCode.DEVICE, 0, 0, 0, 0)
        assert_error(result, fail, fail[0], "rt_torch_tensor_lstsq", str(expected).splitlines()[0])
    else:
        for mine, theirs in zip(outputs(result), expected):
            close(mine, theirs, rtol=1e-7, atol=1e-8)
    free(ha, hb)


def pytorch_lstsq(ta: torch.Tensor, tb: torch.Tensor, driver: LstsqDriver):
    """torch.linalg.lstsq where the runtime computes, or the RuntimeError it raises there: PyTorch's CUDA has the gels
    driver alone, for as many rows as columns or more, and refuses the rest (RT_ERR_DEVICE through the ABI)."""
    try:
        return on_device(torch.linalg.lstsq, ta, tb, driver=None if driver == LstsqDriver.default else driver.name)
    except RuntimeError as refusal:
        assert DEVICE >= 0, refusal   # the CPU's drivers take every case here
        return refusal


@pytest.mark.parametrize("driver", list(LstsqDriver))
def test_lstsq_without_right_hand_sides(driver):
    # PyTorch's gelsd fails and gelss crashes the process here: the runtime solves for one zero column instead
    ta, tb = randn(4, 3), torch.zeros(4, 0, dtype=F64)
    ha, hb = handles(ta, tb)
    result = rt.rt_torch_tensor_lstsq(ha, hb, -1.0, driver)
    refusal = pytorch_lstsq(ta, torch.zeros(4, 1, dtype=F64), driver)   # the zero column the runtime solves for
    if isinstance(refusal, RuntimeError):
        fail = (ErrorCode.DEVICE, 0, 0, 0, 0)
        assert_error(result, fail, fail[0], "rt_torch_tensor_lstsq", str(refusal).splitlines()[0])
        free(ha, hb)
        return
    solution, residuals, rank, singular = outputs(result)
    assert solution.shape == (3, 0)
    assert residuals.shape == (0,)
    reference = torch.linalg.lstsq(ta, torch.zeros(4, 1, dtype=F64), driver="gelsd")
    gels = driver == LstsqDriver.gels or (driver == LstsqDriver.default and DEVICE >= 0)   # CUDA's default is gels
    if not gels:   # which gives no rank
        assert rank.item() == 3
    if driver in (LstsqDriver.gelsd, LstsqDriver.gelss):
        close(singular, reference.singular_values)
    free(ha, hb)


def test_lstsq_errors():
    a, b, ints, nan, cube = handles(torch.ones(3, 2), torch.ones(4, 1), torch.ones(3, 2, dtype=torch.int64),
                                    torch.tensor([[1.0, math.nan], [0.0, 1.0], [1.0, 1.0]]), torch.ones(2, 2, 3, 1))
    fail = (ErrorCode.INVALID_ARGUMENT, 0, 0, 0, 0)
    name = "rt_torch_tensor_lstsq"
    assert_error(rt.rt_torch_tensor_lstsq(a, a, -1.0, 9), fail, fail[0], name, "driver 9")
    assert_error(rt.rt_torch_tensor_lstsq(a, a, math.nan, 0), fail, fail[0], name, "rcond is NaN")
    assert_error(rt.rt_torch_tensor_lstsq(nan, a, -1.0, 0), fail, fail[0], name, "infinities or NaNs")
    assert_error(rt.rt_torch_tensor_lstsq(a, nan, -1.0, 3), fail, fail[0], name, "infinities or NaNs")   # in b too
    shape = (ErrorCode.SHAPE, 0, 0, 0, 0)
    assert_error(rt.rt_torch_tensor_lstsq(a, b, -1.0, 0), shape, shape[0], name, "as many rows")
    assert_error(rt.rt_torch_tensor_lstsq(a, cube, -1.0, 0), shape, shape[0], name, "one less")
    dtype = (ErrorCode.DTYPE, 0, 0, 0, 0)
    assert_error(rt.rt_torch_tensor_lstsq(a, ints, -1.0, 0), dtype, dtype[0], name, "same dtype")
    assert_error(rt.rt_torch_tensor_lstsq(ints, ints, -1.0, 0), dtype, dtype[0], name, "floating point")
    free(a, b, ints, nan, cube)


# -- pinv and matrix_rank ------------------------------------------------------------------------------------
@pytest.mark.parametrize("atol, rtol", [(0.0, -1.0), (0.5, -1.0), (0.0, 0.3), (2.0, 0.5)], ids=str)
@pytest.mark.parametrize("hermitian", [0, 1])
def test_pinv_and_matrix_rank_match_pytorch(atol, rtol, hermitian):
    q = torch.linalg.qr(randn(4, 4)).Q
    x = (q * torch.tensor([3.0, -1.0, 0.4, 0.0], dtype=F64)) @ q.T
    (h,) = handles(x)
    options = {"atol": atol, "rtol": None if rtol < 0 else rtol, "hermitian": bool(hermitian)}
    close(take(rt.rt_torch_tensor_pinv(h, atol, rtol, hermitian)), torch.linalg.pinv(x, **options))
    close(take(rt.rt_torch_tensor_matrix_rank(h, atol, rtol, hermitian)), torch.linalg.matrix_rank(x, **options))
    free(h)


def test_pinv_and_matrix_rank_errors():
    rect, nan = handles(torch.ones(2, 3), torch.full((2, 2), math.nan))
    for fn in (rt.rt_torch_tensor_pinv, rt.rt_torch_tensor_matrix_rank):
        name = fn.__name__
        assert_error(fn(rect, math.nan, -1.0, 0), 0, ErrorCode.INVALID_ARGUMENT, name, "NaN")
        assert_error(fn(rect, 0.0, -1.0, 1), 0, ErrorCode.SHAPE, name, "square")
        assert_error(fn(nan, 0.0, -1.0, 0), 0, ErrorCode.INVALID_ARGUMENT, name)
    free(rect, nan)


def test_qr_of_a_huge_batch_of_empty_matrices_answers_at_once():
    """2 * 2**45 matrices of 0 x 2: nothing to factor, so the empty results come back without visiting each
    (PyTorch walks them all: fuzz seed 75 hung)."""
    x = rt.rt_torch_tensor_zeros_options([2, 2**45, 0, 2], 6, -3)
    status, q, r = rt.rt_torch_tensor_qr(x, 2)
    assert status == 0, rt.rt_torch_last_error()
    assert rt.rt_torch_tensor_shape(q, 4) == (1, [0]) and rt.rt_torch_tensor_shape(r, 4) == (4, [2, 2**45, 0, 2])
    free(x, q, r)
