"""Parity of linear algebra: products, norm, det, inverse, and the decompositions (svd, eig) through
invariants, since those are unique only up to signs / phases (and, for eig, order)."""

from __future__ import annotations

import functools

import ml_dtypes
import numpy as np
import pytest
import torch

from simple_torch.abi.errors import DtypeError

from .parity import NUMPY, TORCH, NTensor, check_error, check_op, fresh, to_torch, torch_array

BF16 = ml_dtypes.bfloat16


def backend_of(t):
    return TORCH if isinstance(t, torch.Tensor) else NUMPY


def register(name: str):
    """Decorator: fn(backend, *tensors, *args) becomes op `name` on both parity backends (for compositions
    and for ops whose tensors are not the leading arguments)."""
    def wrap(fn):
        for b in (TORCH, NUMPY):
            setattr(b, name, functools.partial(fn, b))
        return fn
    return wrap


def magnitudes(outs):
    """|out| of each output: real, smooth away from 0, and invariant under signs and phases."""
    return [backend_of(o).abs(o) for o in outs]


def complex_array(shape, dtype=np.complex64):
    return (fresh(shape, np.float64) + 1j * fresh(shape, np.float64)).astype(dtype)


def well_conditioned(*shape, dtype=np.float32):
    """Random matrices made strictly diagonally dominant (by at least 1), so never nearly singular."""
    n = shape[-1]
    if np.dtype(dtype).kind == "c":
        return (complex_array(shape, np.complex128) + (2.2 * n + 1) * np.eye(n)).astype(dtype)
    return (fresh(shape, np.float64) + (1.5 * n + 1) * np.eye(n)).astype(dtype)


# -- matmul and dot ------------------------------------------------------------------------------------------
MATMUL_SHAPES = [((2, 3), (3, 4)), ((3,), (3,)), ((3,), (3, 4)), ((2, 3), (3,)), ((3,), (2, 3, 4)),
                 ((5, 2, 3), (3,)), ((5, 2, 3), (3, 4)), ((2, 3), (5, 3, 4)), ((5, 2, 3), (5, 3, 4)),
                 ((2, 1, 2, 3), (3, 3, 2)), ((1, 2, 3), (4, 3, 2)), ((1, 1), (1, 1)), ((0, 3), (3, 2)),
                 ((2, 0), (0, 3)), ((4, 0, 3), (3,))]


@pytest.mark.parametrize("shapes", MATMUL_SHAPES, ids=str)
def test_matmul(shapes):
    check_op("matmul", *shapes)


@pytest.mark.parametrize("shapes", [((2, 3), (3, 4)), ((3,), (3,)), ((3,), (2, 3, 4)), ((2, 1, 2, 3), (3, 3, 2))],
                         ids=str)
def test_matmul_float64(shapes):
    check_op("matmul", *shapes, dtype=np.float64, rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("dtype", [np.int64, np.int32, np.int16, np.int8, np.uint8])
def test_matmul_integers(dtype):
    a = np.arange(-3, 9).reshape(3, 4) if dtype != np.uint8 else np.arange(12).reshape(3, 4)
    b = np.arange(8).reshape(4, 2)
    check_op("matmul", a.astype(dtype), b.astype(dtype), rtol=0, atol=0)
    check_op("matmul", a[0].astype(dtype), a[1].astype(dtype), rtol=0, atol=0)


@pytest.mark.parametrize("dtype", [np.float16, BF16])
@pytest.mark.parametrize("shapes", [((2, 3), (3, 4)), ((3,), (3,)), ((2, 2, 3), (3,))], ids=str)
def test_matmul_half_types(dtype, shapes):
    a, b = fresh(shapes[0]).astype(dtype), fresh(shapes[1]).astype(dtype)
    check_op("matmul", a, b, differentiable=[0, 1], rtol=1e-2, atol=1e-2, fd=False)


@pytest.mark.parametrize("shapes", [((2, 3), (3, 4)), ((3,), (3,)), ((3,), (2, 3, 4)), ((2, 2, 3), (3,))], ids=str)
@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
def test_matmul_complex(shapes, dtype):
    a, b = complex_array(shapes[0], dtype), complex_array(shapes[1], dtype)
    check_op("matmul", a, b, grad=False)
    # gradients of a real loss of the complex result, against PyTorch's (conjugate) convention
    check_op("matmul", a, b, differentiable=[0, 1], outputs=magnitudes, fd=False)


@pytest.mark.parametrize("shapes", [((2, 3), (4, 5)), ((2, 3), (4,)), ((4,), (3, 2)), ((2, 3, 4), (5, 4, 2)),
                                    ((2, 2, 3), (3, 3, 2)), ((3, 2, 2, 3), (4, 3, 2))], ids=str)
def test_matmul_shape_errors(shapes):
    check_error("matmul", fresh(shapes[0]), fresh(shapes[1]))


@pytest.mark.parametrize("left, right", [(np.float32, np.float64), (np.float32, np.int64), (np.int32, np.int64),
                                         (np.float16, np.float32), (np.bool_, np.bool_)])
@pytest.mark.parametrize("shapes", [((2, 3), (3, 2)), ((3,), (3,)), ((2, 3), (3,)), ((3,), (3, 2))], ids=str)
def test_matmul_dtype_errors(left, right, shapes):
    # PyTorch does not promote in matmul; bool has no matmul kernel
    check_error("matmul", fresh(shapes[0]).astype(left), fresh(shapes[1]).astype(right))


@pytest.mark.parametrize("n", [1, 4, 17])
def test_dot(n):
    check_op("dot", (n,), (n,))
    check_op("dot", (n,), (n,), dtype=np.float64, rtol=1e-12)


def test_dot_of_empty_vectors():
    check_op("dot", (0,), (0,))


@pytest.mark.parametrize("dtype", [np.int64, np.int8, np.uint8])
def test_dot_integers(dtype):
    check_op("dot", np.arange(5).astype(dtype), np.arange(2, 7).astype(dtype), rtol=0, atol=0)


@pytest.mark.parametrize("dtype", [np.float16, BF16])
def test_dot_half_types(dtype):
    check_op("dot", fresh((6,)).astype(dtype), fresh((6,)).astype(dtype), differentiable=[0, 1], rtol=1e-2,
             atol=1e-2, fd=False)


def test_dot_complex_does_not_conjugate():
    a, b = complex_array((5,)), complex_array((5,))
    out = check_op("dot", a, b, grad=False)[0]
    np.testing.assert_allclose(out, np.sum(a * b), rtol=1e-5)
    check_op("dot", a, b, differentiable=[0, 1], outputs=magnitudes, fd=False)


@pytest.mark.parametrize("left, right", [(np.float32, np.float64), (np.int64, np.float32), (np.bool_, np.bool_)])
def test_dot_dtype_errors(left, right):
    check_error("dot", fresh((3,)).astype(left), fresh((3,)).astype(right))


def test_dot_length_mismatch():
    check_error("dot", fresh((3,)), fresh((4,)))


# -- transpose ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("shape, dims", [((2, 3), (0, 1)), ((2, 3), (1, 0)), ((2, 3, 4), (0, 2)), ((2, 3, 4), (1, 1)),
                                         ((4,), (0, 0)), ((), (0, 0)), ((2, 1, 3), (0, 1)), ((0, 3), (0, 1))], ids=str)
def test_transpose(shape, dims):
    check_op("transpose", shape, args=dims)
    x = fresh(shape)
    t, n = TORCH.transpose(to_torch(x), *dims), NUMPY.transpose(NTensor(x), *dims)
    assert TORCH.is_contiguous(t) == NUMPY.is_contiguous(n)


@pytest.mark.parametrize("dtype", [np.int64, np.bool_, np.float16, BF16, np.complex64])
def test_transpose_keeps_dtype(dtype):
    check_op("transpose", fresh((2, 3, 4)).astype(dtype), args=(2, 0), grad=False)


# -- norm -----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("shape", [(), (1,), (5,), (2, 3), (2, 3, 4), (0,), (2, 0)], ids=str)
def test_norm(shape):
    check_op("norm", shape)
    check_op("norm", shape, dtype=np.float64, rtol=1e-12)


def test_norm_of_zeros_has_zero_gradient():
    check_op("norm", np.zeros((2, 3), np.float32), fd=False)


@pytest.mark.parametrize("dtype", [np.float16, BF16])
def test_norm_half_types(dtype):
    check_op("norm", fresh((3, 4)).astype(dtype), differentiable=[0], rtol=1e-2, atol=1e-2, fd=False)


@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
def test_norm_complex_is_real(dtype):
    z = complex_array((2, 3), dtype)
    check_op("norm", z, differentiable=[0], fd=False)


@pytest.mark.parametrize("dtype", [np.int64, np.int32, np.uint8, np.bool_])
def test_norm_of_integers_fails_alike(dtype):
    check_error("norm", np.arange(6).reshape(2, 3).astype(dtype))


# -- det and inverse --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("shape", [(1, 1), (2, 2), (3, 3), (4, 4), (2, 3, 3), (2, 1, 2, 2)], ids=str)
def test_det(shape):
    check_op("det", well_conditioned(*shape), rtol=1e-4)
    check_op("det", well_conditioned(*shape, dtype=np.float64), rtol=1e-10)


def test_det_of_random_matrices():
    check_op("det", fresh((3, 3), np.float64), dtype=np.float64, rtol=1e-9)


def test_det_of_a_singular_matrix_has_the_gradient_of_torch():
    # exactly singular: det 0, and PyTorch's backward (a solve with conj(det) on the right) gives 0. Rows that
    # repeat exactly, so every LU gives det 0: [[1, 2, 3], [2, 4, 6], [1, 0, 1]] gave -6.7e-16 with MKL on an
    # AVX-512 machine (and so PyTorch's gradient det * A^-T, the cofactors) but 0 from NumPy's LAPACK
    singular = np.array([[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [2.0, 3.0, 4.0]], np.float64)
    check_op("det", singular, fd=False)
    check_op("det", np.stack([singular, well_conditioned(3, 3, dtype=np.float64)]), fd=False, rtol=1e-10)


def test_det_of_empty_matrices():
    check_op("det", np.zeros((0, 0), np.float32), fd=False)      # 1, and no gradient
    check_op("det", np.zeros((2, 0, 0), np.float32), fd=False)
    check_op("det", np.zeros((0, 3, 3), np.float32), fd=False)


@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
def test_det_complex(dtype):
    a = well_conditioned(3, 3, dtype=dtype)
    check_op("det", a, grad=False, rtol=1e-4)
    check_op("det", a, differentiable=[0], outputs=magnitudes, fd=False, rtol=1e-4)


@pytest.mark.parametrize("shape", [(1, 1), (2, 2), (4, 4), (3, 2, 2), (2, 1, 3, 3), (0, 0), (2, 0, 0)], ids=str)
def test_inverse(shape):
    check_op("inverse", well_conditioned(*shape), rtol=1e-4, atol=1e-5)
    check_op("inverse", well_conditioned(*shape, dtype=np.float64), rtol=1e-10)


@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
def test_inverse_complex(dtype):
    a = well_conditioned(3, 3, dtype=dtype)
    check_op("inverse", a, grad=False, rtol=1e-4, atol=1e-5)
    check_op("inverse", a, differentiable=[0], outputs=magnitudes, fd=False, rtol=1e-4, atol=1e-5)


@pytest.mark.filterwarnings("ignore:ComplexHalf support is experimental")
@pytest.mark.parametrize("op", ["inverse", "det", "svd", "eig"])
@pytest.mark.parametrize("dtype", [np.float16, BF16, np.int64, np.int32, np.bool_])
def test_decompositions_reject_integers_and_half_types(op, dtype):
    if op == "eig" and np.dtype(dtype).kind in "iub":
        # PyTorch's own message ("Unknown Complex ScalarType for Long") has no code; the runtime rejects
        # integer input before any backend sees it, so only the numpy side is checked here
        with pytest.raises(DtypeError):
            NUMPY.eig(NTensor(np.eye(3).astype(dtype)))
        return
    assert check_error(op, np.eye(3).astype(dtype)) == 4   # RT_ERR_DTYPE


@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.complex64])
def test_inverse_of_a_singular_matrix_fails_alike(dtype):
    singular = np.array([[1, 2], [2, 4]]).astype(dtype)
    assert check_error("inverse", singular) == 2   # RT_ERR_INVALID_ARGUMENT
    assert check_error("inverse", np.stack([np.eye(2, dtype=dtype), singular])) == 2
    assert check_error("inverse", np.zeros((3, 3), dtype)) == 2


# -- svd: unique up to the signs (phases) of the singular vector pairs ---------------------------------------
SVD_SHAPES = [(3, 3), (4, 2), (2, 4), (1, 1), (1, 3), (3, 1), (2, 3, 3), (2, 4, 3)]


@register("lin_svd_product")
def _svd_product(b, x):
    """u @ vh: a sign-invariant function of the singular vectors (the polar factor for square x)."""
    u, _, vh = b.svd(x)
    return b.matmul(u, vh)


def reconstruct(u, s, vh):
    return (u * s[..., None, :]) @ vh


@pytest.mark.parametrize("shape", SVD_SHAPES, ids=str)
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_svd_values_and_invariants(shape, dtype):
    x = fresh(shape, dtype)
    u, s, vh = (o.data for o in NUMPY.svd(NTensor(x)))
    tu, ts, tvh = (torch_array(o) for o in TORCH.svd(to_torch(x)))
    k = min(shape[-2:])
    assert (u.shape, s.shape, vh.shape) == (tu.shape, ts.shape, tvh.shape) == (shape[:-1] + (k,), shape[:-2] + (k,),
                                                                              shape[:-2] + (k, shape[-1]))
    assert u.dtype == tu.dtype and s.dtype == ts.dtype and vh.dtype == tvh.dtype
    tol = 1e-5 if dtype == np.float32 else 1e-12
    np.testing.assert_allclose(s, ts, rtol=tol, atol=tol)
    np.testing.assert_allclose(reconstruct(u, s, vh), x, rtol=10 * tol, atol=10 * tol)
    eye = np.broadcast_to(np.eye(k), shape[:-2] + (k, k))
    np.testing.assert_allclose(np.swapaxes(u, -1, -2) @ u, eye, atol=10 * tol)
    np.testing.assert_allclose(vh @ np.swapaxes(vh, -1, -2), eye, atol=10 * tol)
    assert np.all(np.diff(s, axis=-1) <= 0)   # sorted descending, as LAPACK and PyTorch


def separated(shape, dtype=np.float32):
    """Random matrices whose singular values are at least 0.5 apart (and from 0): the gradients through u
    and vh divide by s_i^2 - s_j^2, so near-ties would amplify float32 rounding past any tolerance."""
    m, n = shape[-2:]
    k = min(m, n)
    u = np.linalg.qr(fresh(shape[:-1] + (k,), np.float64))[0]
    v = np.linalg.qr(fresh(shape[:-2] + (n, k), np.float64))[0]
    s = np.arange(k, 0, -1) + 0.5 + np.abs(fresh(shape[:-2] + (k,), np.float64)) * 0.2
    return ((u * s[..., None, :]) @ np.swapaxes(v, -1, -2)).astype(dtype)


@pytest.mark.parametrize("shape", SVD_SHAPES, ids=str)
def test_svd_gradients(shape):
    # values and gradients of sign-invariant functions: s itself, |u|, |vh| (all three at once, and s alone)
    check_op("svd", fresh(shape), outputs=lambda o: [o[1]], rtol=1e-4, atol=1e-5)
    check_op("svd", separated(shape), outputs=lambda o: magnitudes([o[0], o[2]]) + [o[1]], rtol=1e-4, atol=1e-5)
    check_op("svd", separated(shape), outputs=lambda o: magnitudes([o[0]]), rtol=1e-4, atol=1e-5)
    check_op("svd", separated(shape), outputs=lambda o: magnitudes([o[2]]), rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("shape", [(3, 3), (4, 2), (2, 4), (2, 3, 3)], ids=str)
def test_svd_product_gradient(shape):
    check_op("lin_svd_product", separated(shape), rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("shape", [(3, 3), (4, 2), (2, 4), (2, 3, 3)], ids=str)
@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
def test_svd_complex(shape, dtype):
    x = complex_array(shape, dtype)
    u, s, vh = (o.data for o in NUMPY.svd(NTensor(x)))
    assert u.dtype == dtype and vh.dtype == dtype and s.dtype == np.dtype(dtype).type(0).real.dtype
    np.testing.assert_allclose(reconstruct(u, s, vh), x, rtol=1e-4, atol=1e-5)
    # phase-invariant gradients: s, |u|, |vh|
    check_op("svd", x, differentiable=[0], outputs=lambda o: magnitudes([o[0], o[2]]) + [o[1]], fd=False,
             rtol=1e-4, atol=1e-5)
    check_op("svd", x, differentiable=[0], outputs=lambda o: [o[1]], fd=False, rtol=1e-4, atol=1e-5)


def test_svd_of_empty_matrices():
    for shape in [(0, 3), (3, 0), (0, 0), (2, 0, 3)]:
        check_op("svd", np.zeros(shape, np.float32), grad=False)


@register("lin_svd_nuclear_norm")
def _svd_nuclear_norm(b, x):
    return b.sum(b.svd(x)[1], None, False)


@pytest.mark.parametrize("dtype", [np.float64, np.complex128])
def test_svd_repeated_singular_values(dtype):
    # 2 Q for a unitary Q: every singular value is 2, so u and vh are far from unique, but sum(s) still
    # has the gradient u @ vh = Q (PyTorch's svdvals shortcut, which never divides by s_i^2 - s_j^2)
    q = np.linalg.qr(complex_array((3, 3), dtype) if np.dtype(dtype).kind == "c" else fresh((3, 3), dtype))[0]
    value = check_op("lin_svd_nuclear_norm", 2 * q, differentiable=[0], fd=False, rtol=1e-6, atol=1e-9)[0]
    np.testing.assert_allclose(value, 6, rtol=1e-12)
    x = NTensor(2 * q, requires_grad=True)
    NUMPY.backward(NUMPY.lin_svd_nuclear_norm(x))
    np.testing.assert_allclose(x.grad.data, q, atol=1e-9)


def test_svd_of_non_finite_fails_alike():
    x = fresh((3, 3))
    x[1, 1] = np.nan
    assert check_error("svd", x) == 2


# -- eig: complex, unique up to order and the phase of each (unit-norm) eigenvector -----------------------------
@register("lin_eig_invariant")
def _eig_invariant(b, x):
    """sum_i |l_i| * |v_0i| + sum_i |l_i|^2: invariant under the order of the pairs and the phases of v."""
    lam, vec = b.eig(x)
    mag = b.abs(lam)
    rows = len(b.shape(vec)) - 2
    first = b.squeeze(b.slice(b.abs(vec), rows, 0, 1, 1), rows)   # |v_0i|, the first row of each matrix
    return b.add(b.sum(b.mul(mag, first), None, False), b.sum(b.mul(mag, mag), None, False))


@register("lin_eig_values_only")
def _eig_values_only(b, x):
    lam, _ = b.eig(x)
    return b.sum(b.abs(lam), None, False)


@register("lin_eig_vectors_only")
def _eig_vectors_only(b, x):
    _, vec = b.eig(x)
    return b.sum(b.abs(vec), None, False)


def sort_complex(w):
    return np.sort_complex(w.astype(np.complex128))


@pytest.mark.parametrize("shape", [(1, 1), (2, 2), (3, 3), (4, 4), (2, 3, 3)], ids=str)
@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.complex64, np.complex128])
def test_eig_values_and_invariants(shape, dtype):
    x = complex_array(shape, dtype) if np.dtype(dtype).kind == "c" else fresh(shape, dtype)
    lam, vec = (o.data for o in NUMPY.eig(NTensor(x)))
    tlam, tvec = (torch_array(o) for o in TORCH.eig(to_torch(x)))
    assert lam.dtype == tlam.dtype and vec.dtype == tvec.dtype
    assert lam.dtype == (np.complex64 if dtype in (np.float32, np.complex64) else np.complex128)
    assert lam.shape == tlam.shape and vec.shape == tvec.shape
    tol = 1e-4 if dtype in (np.float32, np.complex64) else 1e-10
    for a, b in zip(lam.reshape(-1, shape[-1]), tlam.reshape(-1, shape[-1])):
        np.testing.assert_allclose(sort_complex(a), sort_complex(b), rtol=tol, atol=tol)
    np.testing.assert_allclose(x @ vec, vec * lam[..., None, :], rtol=tol, atol=tol)      # A V = V diag(L)
    np.testing.assert_allclose(np.linalg.norm(vec, axis=-2), 1, rtol=tol)


def test_eig_of_a_real_spectrum_is_still_complex():
    x = np.diag([3.0, 1.0, 2.0]).astype(np.float32)
    lam, _ = NUMPY.eig(NTensor(x))
    assert lam.dtype == np.complex64
    np.testing.assert_allclose(sort_complex(lam.data), [1, 2, 3])
    check_op("eig", np.zeros((0, 0), np.float64), grad=False)


@pytest.mark.parametrize("op", ["lin_eig_invariant", "lin_eig_values_only", "lin_eig_vectors_only"])
@pytest.mark.parametrize("shape", [(2, 2), (3, 3), (4, 4), (2, 3, 3)], ids=str)
def test_eig_gradients(op, shape):
    # random real matrices: some spectra are real, some have complex-conjugate pairs
    check_op(op, shape, rtol=1e-3, atol=1e-4)


def test_eig_gradient_of_a_symmetric_matrix():
    a = fresh((3, 3), np.float64)
    check_op("lin_eig_invariant", a + a.T, dtype=np.float64, rtol=1e-8)


@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
def test_eig_gradients_complex(dtype):
    x = complex_array((3, 3), dtype)
    check_op("lin_eig_invariant", x, differentiable=[0], fd=False, rtol=1e-3, atol=1e-4)


def test_eig_gradient_that_depends_on_the_phase_is_refused():
    x = np.array([[1.0, -2.0, 0.5], [2.0, 1.0, 0.0], [0.0, 0.3, 3.0]])   # eigenvalues 3 and about 1 +- 2i
    xt = to_torch(x).requires_grad_(True)
    with pytest.raises(RuntimeError, match="ill-defined"):
        torch.linalg.eig(xt)[1].real.sum().backward()
    xn = NTensor(x.copy(), requires_grad=True)
    vec = NUMPY.eig(xn)[1]
    loss = NUMPY.sum(NUMPY.to_dtype(vec, 7), None, False)   # the real part: depends on the phases
    with pytest.raises(Exception, match="ill-defined"):
        NUMPY.backward(loss)


def test_eig_of_non_finite_fails_alike():
    x = fresh((3, 3))
    x[0, 2] = np.inf
    assert check_error("eig", x) == 2
