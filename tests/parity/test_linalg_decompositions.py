"""Parity of ABI 1.3's einsum, solvers and decompositions (section 22): the NumPy backend against PyTorch's
torch.linalg, values and gradients (PyTorch's autograd and finite differences), batched, float32 and float64,
complex; the decompositions that are unique only up to signs or phases through invariants (|Q|, |V|)."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from .parity import NUMPY, TORCH, NTensor, check_error, check_op, error_code, fresh, to_torch, torch_array
from .test_linalg import complex_array, magnitudes, register, separated, well_conditioned

F32, F64 = dict(rtol=1e-4, atol=1e-5), dict(rtol=1e-9, atol=1e-10)


def spd(*shape, dtype=np.float64):
    """Random Hermitian positive-definite matrices, eigenvalues at least 1."""
    x = complex_array(shape, np.complex128) if np.dtype(dtype).kind == "c" else fresh(shape, np.float64)
    n = shape[-1]
    return (x @ np.conj(np.swapaxes(x, -1, -2)) + n * np.eye(n)).astype(dtype)


def sym_with_gaps(*shape, dtype=np.float64):
    """Random symmetric (Hermitian) matrices whose eigenvalues are at least 1 apart (eigh's gradient divides
    by their differences)."""
    n = shape[-1]
    if np.dtype(dtype).kind == "c":
        q = np.linalg.qr(complex_array(shape, np.complex128))[0]
    else:
        q = np.linalg.qr(fresh(shape, np.float64))[0]
    values = np.arange(n) * 1.5 - n / 2 + 0.3 * np.abs(fresh(shape[:-1], np.float64))
    return ((q * values[..., None, :]) @ np.conj(np.swapaxes(q, -1, -2))).astype(dtype)


# -- einsum: the forward of both backends, gradients of every operand ----------------------------------------
def einsum_op(equation: str) -> str:
    """A parity op computing einsum(equation) of its tensor arguments; backends take the explicit form the
    runtime makes (implicit outputs and spaces: tests/runtime/test_linalg_decompositions.py)."""
    name = f"lin_einsum_{equation}"
    if not hasattr(NUMPY, name):
        register(name)(lambda b, *xs: b.einsum(equation, list(xs)))
    return name


EINSUMS = [
    ("ij,jk->ik", (2, 3), (3, 4)), ("ij->ji", (2, 3)), ("ii->", (3, 3)), ("ii->i", (3, 3)),
    ("ij->", (2, 3)), ("ij->j", (2, 3)), ("i,j->ij", (3,), (4,)), ("i,i->", (5,), (5,)),
    ("bij,bjk->bik", (2, 2, 3), (2, 3, 4)),
    ("...ij,...jk->...ik", (5, 2, 3), (3, 4)), ("...ij,...jk->...ik", (2, 1, 2, 3), (4, 3, 2)), ("...i->i", (2, 3, 4)),
    ("b...,b->...", (3, 2, 2), (3,)), ("ij,jk->ik", (2, 1), (3, 4)), ("bij,bjk->bik", (1, 2, 3), (4, 3, 2)),
    ("iij,j->i", (3, 3, 2), (2,)), ("ij,jk,kl->il", (2, 3), (3, 4), (4, 2)), ("aB,Ba->", (2, 3), (3, 2)),
    ("ijk->kij", (2, 3, 4)), ("i,i,i->i", (4,), (4,), (1,)), ("ij,ij->ij", (2, 3), (2, 3)),
    ("ij,jk->ik", (0, 3), (3, 2)),
    ("ij,jk->ik", (2, 0), (0, 3)), (",->", (), ()), ("i->", (0,)), ("...->...", (2, 3)), ("ab...->...ba", (2, 3)),
]


@pytest.mark.parametrize("equation, shapes", [(e, s) for e, *s in EINSUMS], ids=str)
def test_einsum(equation, shapes):
    check_op(einsum_op(equation), *shapes, **F32)
    check_op(einsum_op(equation), *shapes, dtype=np.float64, **F64)


@pytest.mark.parametrize("dtype", [np.int64, np.int32, np.uint8])
def test_einsum_integers(dtype):
    a, b = (np.arange(6).reshape(2, 3) % 4).astype(dtype), (np.arange(12).reshape(3, 4) % 5).astype(dtype)
    check_op(einsum_op("ij,jk->ik"), a, b, rtol=0, atol=0)
    check_op(einsum_op("ii->"), (np.arange(9).reshape(3, 3) % 7).astype(dtype), rtol=0, atol=0)


@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
def test_einsum_complex(dtype):
    a, b = complex_array((2, 3), dtype), complex_array((3, 2, 2), dtype)
    check_op(einsum_op("ij,jkl->ikl"), a, b, grad=False, **F32)
    check_op(einsum_op("ij,jkl->ikl"), a, b, differentiable=[0, 1], outputs=magnitudes, fd=False, **F32)


def test_einsum_half_types():
    import ml_dtypes
    for dtype in (np.float16, ml_dtypes.bfloat16):
        a, b = fresh((2, 3)).astype(dtype), fresh((3, 4)).astype(dtype)
        check_op(einsum_op("ij,jk->ik"), a, b, differentiable=[0, 1], rtol=2e-2, atol=2e-2, fd=False)


# -- solve ---------------------------------------------------------------------------------------------------
SOLVES = [((3, 3), (3,), True), ((3, 3), (3, 2), True), ((2, 3, 3), (3,), True), ((2, 3, 3), (2, 3), True),
          ((2, 3, 3), (3, 2), True), ((1, 3, 3), (4, 3, 2), True), ((3, 3), (2, 3, 1), True), ((3, 3), (2, 3), False),
          ((2, 3, 3), (4, 1, 2, 3), False), ((1, 1), (1, 1), True), ((0, 0), (0,), True), ((2, 0, 0), (0, 3), True)]


@pytest.mark.parametrize("a, b, left", SOLVES, ids=str)
def test_solve(a, b, left):
    check_op("solve", well_conditioned(*a), fresh(b), args=(left,), **F32)
    check_op("solve", well_conditioned(*a, dtype=np.float64), fresh(b, np.float64), args=(left,), **F64)


@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
def test_solve_complex(dtype):
    a, b = well_conditioned(2, 3, 3, dtype=dtype), complex_array((3, 2), dtype)
    check_op("solve", a, b, args=(True,), grad=False, **F32)
    check_op("solve", a, complex_array((1, 2, 3), dtype), args=(False,), differentiable=[0, 1], outputs=magnitudes,
             fd=False, **F32)


@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.complex64])
def test_solve_with_a_singular_matrix_fails_alike(dtype):
    singular = np.array([[1, 2], [2, 4]]).astype(dtype)
    assert check_error("solve", singular, np.ones(2, dtype), args=(True,)) == 2   # RT_ERR_INVALID_ARGUMENT
    assert check_error("solve", np.stack([np.eye(2, dtype=dtype), singular]), np.ones((1, 2), dtype),
                       args=(False,)) == 2


# -- slogdet -------------------------------------------------------------------------------------------------
@register("lin_slogdet_phase")
def _slogdet_phase(b, x):
    """|sign + 0.5| + logabsdet: real, and depends on the phase of a complex sign."""
    sign, logabsdet = b.slogdet(x)
    return b.add(b.abs(b.add_scalar(sign, 0.5)), logabsdet)


@pytest.mark.parametrize("shape", [(1, 1), (3, 3), (2, 4, 4), (2, 1, 2, 2), (0, 0), (3, 0, 0)], ids=str)
def test_slogdet(shape):
    x = fresh(shape) * 2   # determinants of either sign
    check_op("slogdet", x, fd=x.size > 0, **F32)
    check_op("slogdet", x.astype(np.float64), fd=x.size > 0, **F64)


def test_slogdet_of_singular_and_negative_matrices():
    singular = np.array([[1.0, 2.0], [2.0, 4.0]], np.float32)
    flip = np.array([[0.0, 1.0], [1.0, 0.0]], np.float32)
    sign, logabsdet = check_op("slogdet", np.stack([singular, flip]), grad=False)
    np.testing.assert_array_equal(sign, [0, -1])
    np.testing.assert_array_equal(logabsdet, [-np.inf, 0])


@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
def test_slogdet_complex(dtype):
    x = well_conditioned(2, 3, 3, dtype=dtype)
    check_op("slogdet", x, grad=False, **F32)
    check_op("lin_slogdet_phase", x, differentiable=[0], fd=False, **F32)


# -- qr ------------------------------------------------------------------------------------------------------
QR_SHAPES = [(4, 3), (3, 3), (3, 5), (1, 1), (2, 4, 3), (2, 3, 5), (5, 1)]


@pytest.mark.parametrize("shape", QR_SHAPES, ids=str)
@pytest.mark.parametrize("mode", ["reduced", "complete", "r"])
def test_qr_values(shape, mode):
    # LAPACK's Householder QR in both: the same signs, so the factors compare as they are
    check_op("qr", fresh(shape, np.float64), args=(mode,), grad=False, **F64)
    check_op("qr", fresh(shape), args=(mode,), grad=False, **F32)


@pytest.mark.parametrize("shape", [(0, 3), (3, 0), (2, 0, 3), (0, 2, 2)], ids=str)
@pytest.mark.parametrize("mode", ["reduced", "complete", "r"])
def test_qr_of_empty_matrices(shape, mode):
    check_op("qr", np.zeros(shape, np.float32), args=(mode,), grad=False)


@pytest.mark.parametrize("shape", QR_SHAPES, ids=str)
def test_qr_gradients(shape):
    check_op("qr", separated(shape), args=("reduced",), **F32)   # R far from singular: its inverse is used
    check_op("qr", fresh(shape, np.float64), args=("reduced",), outputs=lambda o: [o[0]], **F64)
    check_op("qr", fresh(shape, np.float64), args=("reduced",), outputs=lambda o: [o[1]], **F64)
    if shape[-2] <= shape[-1]:   # complete mode is differentiable when Q is square
        check_op("qr", fresh(shape, np.float64), args=("complete",), **F64)


@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
def test_qr_complex(dtype):
    for shape in [(4, 3), (3, 5)]:
        x = complex_array(shape, dtype)
        check_op("qr", x, args=("reduced",), grad=False, **F32)
        check_op("qr", x, args=("reduced",), differentiable=[0], outputs=magnitudes, fd=False, **F32)


@pytest.mark.parametrize("shape, mode", [((4, 3), "complete"), ((3, 3), "r")], ids=str)
def test_qr_gradients_pytorch_refuses_fail_alike(shape, mode):
    x = fresh(shape)

    def backward_of(backend, tensor):
        q, r = backend.qr(tensor, mode)
        backend.backward(backend.sum(r, None, False))
    t = error_code(TORCH, lambda: backward_of(TORCH, to_torch(x).requires_grad_(True)))
    n = error_code(NUMPY, lambda: backward_of(NUMPY, NTensor(x.copy(), requires_grad=True)))
    assert t == n == 2   # RT_ERR_INVALID_ARGUMENT


# -- cholesky ------------------------------------------------------------------------------------------------
@register("lin_cholesky_of_gram")
def _cholesky_of_gram(b, x, shift, upper):
    """cholesky(x x^T + shift): every entry of x moves both triangles, so finite differences see the gradient."""
    return b.cholesky(b.add(b.matmul(x, b.transpose(x, -1, -2)), shift), upper)


@pytest.mark.parametrize("shape", [(1, 1), (3, 3), (2, 4, 4), (0, 0)], ids=str)
@pytest.mark.parametrize("upper", [False, True])
def test_cholesky(shape, upper):
    check_op("cholesky", spd(*shape, dtype=np.float32), args=(upper,), fd=False, **F32)
    check_op("cholesky", spd(*shape), args=(upper,), fd=False, **F64)
    n = shape[-1]
    check_op("lin_cholesky_of_gram", fresh(shape, np.float64), np.eye(n) * n, args=(upper,), differentiable=[0],
             **F64)


@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
def test_cholesky_complex(dtype):
    x = spd(2, 3, 3, dtype=dtype)
    check_op("cholesky", x, args=(False,), grad=False, **F32)
    check_op("cholesky", x, args=(True,), differentiable=[0], outputs=magnitudes, fd=False, **F32)


def test_cholesky_of_a_matrix_that_is_not_positive_definite_fails_alike():
    for x in (np.array([[1.0, 2.0], [2.0, 1.0]]), np.stack([np.eye(2), -np.eye(2)]),
              np.array([[np.nan, 0.0], [0.0, 1.0]])):
        assert check_error("cholesky", x.astype(np.float32), args=(False,)) == 2
    message = str(pytest.raises(Exception, NUMPY.cholesky, NTensor(np.stack([np.eye(2), -np.eye(2)])), False).value)
    assert "(Batch element 1)" in message and "leading minor of order 1" in message


def test_cholesky_reads_one_triangle():
    lower_only = np.array([[4.0, 100.0], [2.0, 3.0]])
    check_op("cholesky", lower_only, args=(False,), grad=False)
    check_op("cholesky", lower_only.T.copy(), args=(True,), grad=False)


# -- eigh, eigvalsh, svdvals ---------------------------------------------------------------------------------
@register("lin_eigh_of_sym")
def _eigh_of_sym(b, x, upper):
    """eigenvalues and |eigenvectors| of x + x^T, which is what either triangle of it reads."""
    values, vectors = b.eigh(b.add(x, b.transpose(x, -1, -2)), upper)
    return [values, b.abs(vectors)]


@pytest.mark.parametrize("shape", [(1, 1), (3, 3), (2, 4, 4), (2, 0, 0)], ids=str)
@pytest.mark.parametrize("upper", [False, True])
def test_eigh(shape, upper):
    x = sym_with_gaps(*shape)
    check_op("eigh", x.astype(np.float32), args=(upper,), outputs=lambda o: [o[0], *magnitudes([o[1]])], fd=False,
             **F32)
    check_op("eigh", x, args=(upper,), outputs=lambda o: [o[0], *magnitudes([o[1]])], fd=False, **F64)
    check_op("eigvalsh", x, args=(upper,), fd=False, **F64)
    check_op("lin_eigh_of_sym", x / 2, args=(upper,), **F64)


@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
def test_eigh_complex(dtype):
    x = sym_with_gaps(2, 3, 3, dtype=dtype)
    check_op("eigh", x, args=(False,), outputs=lambda o: [o[0], *magnitudes([o[1]])], differentiable=[0], fd=False,
             **F32)
    check_op("eigvalsh", x, args=(True,), differentiable=[0], fd=False, **F32)


def test_eigh_reads_one_triangle_and_refuses_nan_in_it():
    x = np.array([[2.0, np.nan], [1.0, 3.0]])
    check_op("eigvalsh", x, args=(False,), grad=False)
    # LAPACK's syevd fails on some NaN input and returns NaNs for other: PyTorch passes both on; NumPy refuses all
    for op in ("eigh", "eigvalsh"):
        assert error_code(NUMPY, lambda: getattr(NUMPY, op)(NTensor(x), True)) == 2
        assert error_code(TORCH, lambda: getattr(TORCH, op)(to_torch(x), True)) in (None, 2)


@pytest.mark.parametrize("shape", [(3, 3), (4, 2), (2, 4), (2, 3, 5), (1, 1), (2, 0, 3)], ids=str)
def test_svdvals(shape):
    check_op("svdvals", separated(shape) if 0 not in shape else np.zeros(shape, np.float32), **F32)
    check_op("svdvals", separated(shape, np.float64) if 0 not in shape else np.zeros(shape), **F64)


def test_svdvals_complex_and_non_finite():
    check_op("svdvals", complex_array((2, 3, 4), np.complex128), differentiable=[0], fd=False, **F64)
    x = fresh((3, 3))
    x[1, 1] = np.nan
    assert check_error("svdvals", x) == 2


# -- lstsq ---------------------------------------------------------------------------------------------------
DRIVERS = [None, "gels", "gelsy", "gelsd", "gelss"]
LSTSQS = [((5, 3), (5, 2)), ((5, 3), (5,)), ((3, 3), (3, 1)), ((3, 5), (3, 2)), ((2, 5, 3), (2, 5)),
          ((2, 4, 3), (1, 4, 2)), ((1, 4, 3), (2, 4, 1)), ((2, 1, 4, 3), (1, 3, 4, 1)), ((2, 3, 5), (2, 3, 2))]


@pytest.mark.parametrize("driver", DRIVERS)
@pytest.mark.parametrize("a, b", LSTSQS, ids=str)
def test_lstsq(a, b, driver):
    # every output's value; gradients of the solution and, where there are residuals, of them
    x = separated(a, np.float64)   # well conditioned: float32 rounding stays small
    check_op("lstsq", x.astype(np.float32), fresh(b), args=(None, driver), grad=False, **F32)
    check_op("lstsq", x, fresh(b, np.float64), args=(None, driver), outputs=lambda o: o[:2], **F64)


@pytest.mark.parametrize("driver", ["gelsy", "gelsd", "gelss"])
def test_lstsq_rank_deficient(driver):
    # a column twice another (no tie for gelsy's pivoting): rank 2 of 3, the minimum-norm solution, and no
    # residuals, since not every matrix has full rank
    a = fresh((5, 3), np.float64)
    a[:, 2] = 2 * a[:, 1]
    out = check_op("lstsq", a, fresh((5, 2), np.float64), args=(None, driver), grad=False, rtol=1e-7, atol=1e-8)
    assert out[2] == 2 and out[1].shape == (0,)
    # singular values 3, 2 and 1e-4: rcond 0.01 leaves rank 2 (gelsy's truncated solution depends on the order
    # its column pivoting picks, which LAPACKs may break differently: the rank alone is compared)
    u, v = np.linalg.qr(fresh((5, 3), np.float64))[0], np.linalg.qr(fresh((3, 3), np.float64))[0]
    x = (u * [3.0, 2.0, 1e-4]) @ v.T
    out = check_op("lstsq", x, fresh((5, 2), np.float64), args=(0.01, driver), grad=False, rtol=1e-7, atol=1e-8,
                   outputs=(lambda o: o[2:3]) if driver == "gelsy" else None)
    assert out[-1 if driver == "gelsy" else 2] == 2


@pytest.mark.parametrize("driver", ["gelsy", "gelsd", "gelss", "gels"])
@pytest.mark.parametrize("a, b", [((0, 2), (0, 1)), ((3, 0), (3, 2)), ((0, 0), (0, 1)), ((0, 3, 2), (0, 3, 1))],
                         ids=str)
def test_lstsq_empty(a, b, driver):
    check_op("lstsq", np.zeros(a, np.float32), fresh(b), args=(None, driver), grad=False)


@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
@pytest.mark.parametrize("driver", DRIVERS)
def test_lstsq_complex(dtype, driver):
    a, b = complex_array((5, 3), dtype), complex_array((5, 2), dtype)
    check_op("lstsq", a, b, args=(None, driver), grad=False, **F32)
    check_op("lstsq", a, b, args=(None, driver), differentiable=[0, 1], outputs=lambda o: magnitudes(o[:1]), fd=False,
             **F32)


# -- pinv and matrix_rank -------------------------------------------------------------------------------------
@pytest.mark.parametrize("shape", [(4, 3), (3, 4), (3, 3), (2, 3, 5), (1, 1), (0, 3), (2, 0, 0)], ids=str)
def test_pinv(shape):
    x = separated(shape, np.float64) if 0 not in shape else np.zeros(shape)   # no tiny singular value to blow up
    check_op("pinv", x.astype(np.float32), args=(0.0, None, False), fd=x.size > 0, **F32)
    check_op("pinv", x, args=(0.0, None, False), fd=x.size > 0, **F64)


@pytest.mark.parametrize("atol, rtol", [(0.0, None), (0.5, None), (0.0, 0.3), (1e-3, 0.0), (2.0, 0.5)], ids=str)
@pytest.mark.parametrize("hermitian", [False, True])
def test_pinv_tolerances(atol, rtol, hermitian):
    # singular values (or |eigenvalues|) 3, 1, 0.4 and 0: the tolerances drop some of them
    q = np.linalg.qr(fresh((4, 4), np.float64))[0]
    x = (q * np.array([3.0, -1.0, 0.4, 0.0])) @ q.T
    check_op("pinv", x, args=(atol, rtol, hermitian), grad=False, rtol=1e-9, atol=1e-9)
    check_op("matrix_rank", x, args=(atol, rtol, hermitian), grad=False)


def test_pinv_hermitian_gradient_and_complex():
    x = sym_with_gaps(2, 3, 3)
    check_op("pinv", x, args=(0.0, None, True), fd=False, **F64)
    check_op("pinv", complex_array((3, 4), np.complex128), args=(0.0, None, False), differentiable=[0],
             outputs=magnitudes, fd=False, **F64)


@pytest.mark.parametrize("shape", [(3, 4), (2, 3, 3), (0, 3), (2, 0, 0), (4, 1)], ids=str)
def test_matrix_rank(shape):
    x = fresh(shape)
    if x.size:
        x[..., -1, :] = 0   # one row fewer than full rank
    out = check_op("matrix_rank", x, args=(0.0, None, False), grad=False)[0]
    assert out.dtype == np.int64


def test_pinv_and_matrix_rank_of_non_finite_fail_alike():
    x = fresh((3, 3))
    x[0, 0] = np.nan
    for op in ("pinv", "matrix_rank"):
        assert check_error(op, x, args=(0.0, None, False)) == 2


# -- inv_ex ----------------------------------------------------------------------------------------------------
def test_inv_ex():
    check_op("inv_ex", well_conditioned(2, 3, 3), outputs=lambda o: [o[0]], **F32)
    check_op("inv_ex", well_conditioned(3, 3, dtype=np.complex128), grad=False, **F64)


def test_inv_ex_reports_the_zero_pivot():
    singular = np.array([[1.0, 2.0], [2.0, 4.0]])
    x = np.stack([np.eye(2), singular, np.zeros((2, 2))])
    n_inv, n_info = NUMPY.inv_ex(NTensor(x))
    t_inv, t_info = TORCH.inv_ex(to_torch(x))
    assert n_info.data.dtype == np.int32
    np.testing.assert_array_equal(n_info.data, torch_array(t_info))
    np.testing.assert_array_equal(n_info.data, [0, 2, 1])
    np.testing.assert_allclose(n_inv.data[0], torch_array(t_inv)[0])


# -- the dtypes linear algebra refuses --------------------------------------------------------------------------
_CALLS = {
    "solve": lambda x: ("solve", (x, x[..., 0]), (True,)), "slogdet": lambda x: ("slogdet", (x,), ()),
    "qr": lambda x: ("qr", (x,), ("reduced",)), "cholesky": lambda x: ("cholesky", (x,), (False,)),
    "eigh": lambda x: ("eigh", (x,), (False,)), "svdvals": lambda x: ("svdvals", (x,), ()),
    "lstsq": lambda x: ("lstsq", (x, x), (None, None)), "pinv": lambda x: ("pinv", (x,), (0.0, None, False)),
    "inv_ex": lambda x: ("inv_ex", (x,), ()),
}


@pytest.mark.parametrize("dtype", [np.float16, np.int64])
@pytest.mark.parametrize("name", sorted(_CALLS))
def test_half_and_integer_inputs_are_refused(name, dtype):
    # RT_ERR_DTYPE; the runtime refuses both before PyTorch sees them (its refusals of some have no code)
    op, arrays, args = _CALLS[name](np.eye(3).astype(dtype))
    assert error_code(NUMPY, lambda: getattr(NUMPY, op)(*[NTensor(a) for a in arrays], *args)) == 4


def test_the_gradient_of_an_einsum_reaches_a_broadcast_operand_once():
    # ones(1, 3) broadcast against 4 rows: its gradient is the sum over them, as PyTorch's
    a, b = np.ones((1, 3), np.float64), fresh((4, 3), np.float64)
    ta = to_torch(a).requires_grad_(True)
    torch.einsum("ij,ij->i", ta, to_torch(b)).sum().backward()
    na = NTensor(a.copy(), requires_grad=True)
    NUMPY.backward(NUMPY.sum(NUMPY.einsum("ij,ij->i", [na, NTensor(b)]), None, False))
    np.testing.assert_allclose(na.grad.data, torch_array(ta.grad))
    np.testing.assert_allclose(na.grad.data, b.sum(0, keepdims=True))

