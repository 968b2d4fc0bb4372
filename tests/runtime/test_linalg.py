"""Section 5: linear algebra against PyTorch called directly."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch

import simple_torch.runtime as rt
from simple_torch.abi.errors import ErrorCode

from .conftest import assert_error, assert_ok, bad_handles, close, get, on_device, put, take

MATMUL_SHAPES = [((2, 3), (3, 4)), ((3,), (3,)), ((3,), (3, 4)), ((2, 3), (3,)), ((5, 2, 3), (3, 4)),
                 ((5, 2, 3), (5, 3, 4)), ((1, 2, 3), (4, 3, 2)), ((4,), (2, 4, 5)), ((2, 1, 2, 3), (3, 3, 2)),
                 ((1, 1), (1, 1)), ((0, 3), (3, 2)), ((2, 0), (0, 3))]
UNARY_TENSOR = ["transpose", "t", "norm", "det", "inverse"]


def ok(h: int) -> torch.Tensor:
    """The call that produced h succeeded (RT_OK, empty message); its value, h freed."""
    assert_ok()
    return take(h)


def well_conditioned(*shape: int, dtype=torch.float32) -> torch.Tensor:
    n = shape[-1]
    return torch.randn(shape, dtype=dtype) + n * torch.eye(n, dtype=dtype)


def sort_complex(w: torch.Tensor) -> np.ndarray:
    return np.sort_complex(w.numpy().astype(np.complex128))


# -- matmul and dot -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("shapes", MATMUL_SHAPES)
@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_matmul_like_torch(shapes, dtype, handles):
    a, b = torch.randn(shapes[0], dtype=dtype), torch.randn(shapes[1], dtype=dtype)
    handles += [put(a), put(b)]
    close(ok(rt.rt_torch_tensor_matmul(*handles)), torch.matmul(a, b))


def test_matmul_known_values_and_integers(handles):
    a = torch.tensor([[1, 2], [3, 4]])
    b = torch.tensor([[5, 6], [7, 8]])
    handles += [put(a), put(b)]
    close(ok(rt.rt_torch_tensor_matmul(*handles)), torch.tensor([[19, 22], [43, 50]]))
    close(ok(rt.rt_torch_tensor_matmul(handles[1], handles[0])), torch.tensor([[23, 34], [31, 46]]))


def test_matmul_exact_message(handles):
    handles += [put(torch.randn(2, 3)), put(torch.randn(4, 5))]
    assert_error(rt.rt_torch_tensor_matmul(*handles), 0, ErrorCode.SHAPE, "rt_torch_tensor_matmul")
    assert rt.rt_torch_last_error() == "rt_torch_tensor_matmul: shapes [2, 3] and [4, 5] cannot be multiplied"


@pytest.mark.parametrize("shapes", [((3,), (4,)), ((2, 3), (4,)), ((4,), (3, 2)), ((2, 3), (2, 3)),
                                    ((5, 2, 3), (5, 2, 3)), ((2, 3, 4), (5, 4, 2)), ((3,), ()), ((), (3,)),
                                    ((), ())])
def test_matmul_shape_mismatch(shapes, handles):
    handles += [put(torch.randn(shapes[0])), put(torch.randn(shapes[1]))]
    assert_error(rt.rt_torch_tensor_matmul(*handles), 0, ErrorCode.SHAPE, "rt_torch_tensor_matmul")


def test_matmul_1d_mismatch_message(handles):
    handles += [put(torch.randn(2, 3)), put(torch.randn(4))]
    assert_error(rt.rt_torch_tensor_matmul(*handles), 0, ErrorCode.SHAPE, "rt_torch_tensor_matmul",
                 "shapes [2, 3] and [4] cannot be multiplied")


def test_matmul_mixed_dtypes_is_a_dtype_error(handles):
    handles += [put(torch.randn(2, 3)), put(torch.randn(3, 2, dtype=torch.float64))]
    assert_error(rt.rt_torch_tensor_matmul(*handles), 0, ErrorCode.DTYPE, "rt_torch_tensor_matmul")


@pytest.mark.parametrize("n", [1, 3, 17])
def test_dot_like_torch(n, handles):
    a, b = torch.randn(n), torch.randn(n)
    handles += [put(a), put(b)]
    got = ok(rt.rt_torch_tensor_dot(*handles))
    assert got.shape == ()
    close(got, torch.dot(a, b))


def test_dot_known_values_and_integers(handles):
    handles += [put(torch.tensor([1, 2, 3])), put(torch.tensor([4, -5, 6]))]
    close(ok(rt.rt_torch_tensor_dot(*handles)), torch.tensor(12))


def test_dot_of_empty_vectors_is_zero(handles):
    handles += [put(torch.empty(0)), put(torch.empty(0))]
    close(ok(rt.rt_torch_tensor_dot(*handles)), torch.tensor(0.0))


@pytest.mark.parametrize("shapes", [((3,), (4,)), ((2, 3), (2, 3)), ((3,), (1, 3)), ((), ()), ((3,), ())])
def test_dot_shape_mismatch(shapes, handles):
    handles += [put(torch.randn(shapes[0])), put(torch.randn(shapes[1]))]
    assert_error(rt.rt_torch_tensor_dot(*handles), 0, ErrorCode.SHAPE, "rt_torch_tensor_dot", "1-D")


def test_dot_mixed_dtypes_is_a_dtype_error(handles):
    handles += [put(torch.randn(3)), put(torch.randn(3, dtype=torch.float64))]
    assert_error(rt.rt_torch_tensor_dot(*handles), 0, ErrorCode.DTYPE, "rt_torch_tensor_dot")


@pytest.mark.parametrize("name", ["matmul", "dot"])
def test_binary_bad_handles(name, handles):
    handles.append(put(torch.randn(3)))
    fn, fname = getattr(rt, f"rt_torch_tensor_{name}"), f"rt_torch_tensor_{name}"
    for bad, word in bad_handles():
        assert_error(fn(bad, handles[0]), 0, ErrorCode.INVALID_HANDLE, fname, "a:", word)
        assert_error(fn(handles[0], bad), 0, ErrorCode.INVALID_HANDLE, fname, "b:", word)


# -- transpose, t, norm -------------------------------------------------------------------------------------
@pytest.mark.parametrize("shape,d0,d1", [((2, 3), 0, 1), ((2, 3), 1, 0), ((2, 3), -1, -2), ((2, 3), 0, 0),
                                         ((2, 3, 4), 0, 2), ((2, 3, 4), -1, 1), ((5,), 0, -1), ((), 0, -1),
                                         ((), 0, 0), ((2, 1, 3, 4), 1, 3)])
def test_transpose_like_torch(shape, d0, d1, handles):
    x = torch.randn(shape)
    handles.append(put(x))
    close(ok(rt.rt_torch_tensor_transpose(handles[0], d0, d1)), torch.transpose(x, d0, d1))


@pytest.mark.parametrize("d0,d1,bad", [(2, 0, "dim0 2"), (0, 2, "dim1 2"), (-3, 0, "dim0 -3"), (0, -3, "dim1 -3")])
def test_transpose_dim_out_of_range(d0, d1, bad, handles):
    handles.append(put(torch.randn(2, 3)))
    assert_error(rt.rt_torch_tensor_transpose(handles[0], d0, d1), 0, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_transpose", bad, "out of range")


@pytest.mark.parametrize("shape", [(), (4,), (2, 3), (1, 5), (0, 2)])
def test_t_like_torch(shape, handles):
    x = torch.randn(shape)
    handles.append(put(x))
    close(ok(rt.rt_torch_tensor_t(handles[0])), torch.t(x))


def test_t_of_3d_is_a_shape_error(handles):
    handles.append(put(torch.randn(2, 3, 4)))
    assert_error(rt.rt_torch_tensor_t(handles[0]), 0, ErrorCode.SHAPE, "rt_torch_tensor_t", "at most 2 dims")


@pytest.mark.parametrize("shape", [(), (5,), (3, 4), (2, 3, 4), (0,)])
@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_norm_like_torch(shape, dtype, handles):
    x = torch.randn(shape, dtype=dtype)
    handles.append(put(x))
    got = ok(rt.rt_torch_tensor_norm(handles[0]))
    close(got, torch.linalg.vector_norm(x))
    close(got, x.pow(2).sum().sqrt())


def test_norm_known_value(handles):
    handles.append(put(torch.tensor([[3.0, 0.0], [0.0, -4.0]])))
    close(ok(rt.rt_torch_tensor_norm(handles[0])), torch.tensor(5.0))


# -- det and inverse ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("shape", [(1, 1), (2, 2), (3, 3), (5, 5), (4, 3, 3), (2, 2, 2, 2), (0, 0)])
@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_det_like_torch(shape, dtype, handles):
    x = torch.randn(shape, dtype=dtype)
    handles.append(put(x))
    # PyTorch's where the runtime computes: a GPU's LU rounds otherwise, by up to the condition number's ulps
    close(ok(rt.rt_torch_tensor_det(handles[0])), on_device(torch.linalg.det, x))


def test_det_known_values(handles):
    handles += [put(torch.tensor([[1.0, 2.0], [3.0, 4.0]])), put(torch.tensor([[1.0, 2.0], [2.0, 4.0]])),
                put(torch.diag(torch.tensor([2.0, 3.0, 4.0], dtype=torch.float64)))]
    close(ok(rt.rt_torch_tensor_det(handles[0])), torch.tensor(-2.0))
    close(ok(rt.rt_torch_tensor_det(handles[1])), torch.tensor(0.0))   # singular: det 0, not an error
    close(ok(rt.rt_torch_tensor_det(handles[2])), torch.tensor(24.0, dtype=torch.float64))


@pytest.mark.parametrize("shape", [(1, 1), (2, 2), (4, 4), (3, 3, 3), (0, 0)])
@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_inverse_like_torch(shape, dtype, handles):
    x = well_conditioned(*shape, dtype=dtype)
    handles.append(put(x))
    got = ok(rt.rt_torch_tensor_inverse(handles[0]))
    close(got, torch.linalg.inv(x))
    eye = torch.eye(shape[-1], dtype=dtype).expand(shape)
    close(x @ got, eye, atol=1e-4, rtol=1e-4)


def test_inverse_known_value(handles):
    handles.append(put(torch.tensor([[4.0, 7.0], [2.0, 6.0]])))
    close(ok(rt.rt_torch_tensor_inverse(handles[0])), torch.tensor([[0.6, -0.7], [-0.2, 0.4]]))


@pytest.mark.parametrize("x", [torch.tensor([[1.0, 2.0], [2.0, 4.0]]), torch.zeros(3, 3),
                               torch.stack([torch.eye(2), torch.zeros(2, 2)])])
def test_inverse_of_singular_matrix(x, handles):
    handles.append(put(x))
    assert_error(rt.rt_torch_tensor_inverse(handles[0]), 0, ErrorCode.INVALID_ARGUMENT, "rt_torch_tensor_inverse",
                 "singular")


@pytest.mark.parametrize("name", ["det", "inverse"])
@pytest.mark.parametrize("shape,word", [((2, 3), "square"), ((4, 2, 3), "square"), ((3,), "matrix"),
                                        ((), "matrix")])
def test_det_inverse_of_non_square(name, shape, word, handles):
    handles.append(put(torch.randn(shape)))
    fname = f"rt_torch_tensor_{name}"
    assert_error(getattr(rt, fname)(handles[0]), 0, ErrorCode.SHAPE, fname, word, str(list(shape)))


@pytest.mark.parametrize("name", ["det", "inverse", "norm"])
@pytest.mark.parametrize("dtype", [torch.int64, torch.int32, torch.bool])
def test_integer_matrix_is_a_dtype_error(name, dtype, handles):
    handles.append(put(torch.eye(3).to(dtype)))
    fname = f"rt_torch_tensor_{name}"
    assert_error(getattr(rt, fname)(handles[0]), 0, ErrorCode.DTYPE, fname)


@pytest.mark.parametrize("name", UNARY_TENSOR)
def test_unary_bad_handles(name):
    fname = f"rt_torch_tensor_{name}"
    fn = getattr(rt, fname)
    for bad, word in bad_handles():
        result = fn(bad, 0, 1) if name == "transpose" else fn(bad)
        assert_error(result, 0, ErrorCode.INVALID_HANDLE, fname, "x:", word)


# -- svd ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("shape", [(3, 3), (4, 2), (2, 5), (1, 1), (1, 4), (3, 4, 2), (2, 2, 3, 3)])
@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_svd_reconstructs_and_matches_torch(shape, dtype, handles):
    x = torch.randn(shape, dtype=dtype)
    handles.append(put(x))
    status, hu, hs, hvh = rt.rt_torch_tensor_svd(handles[0])
    assert status == 0
    assert_ok()
    assert len({hu, hs, hvh, handles[0]}) == 4 and min(hu, hs, hvh) > 0
    u, s, vh = take(hu), take(hs), take(hvh)
    ru, rs, rvh = torch.linalg.svd(x, full_matrices=False)
    assert (u.shape, s.shape, vh.shape) == (ru.shape, rs.shape, rvh.shape)
    k = min(shape[-2:])
    assert u.shape == shape[:-1] + (k,) and vh.shape == shape[:-2] + (k, shape[-1])
    assert u.dtype == s.dtype == vh.dtype == dtype
    close(s, rs)
    assert (s[..., :-1] >= s[..., 1:]).all(), "singular values must be in descending order"
    assert (s >= 0).all()
    close(u @ torch.diag_embed(s) @ vh, x, atol=1e-4, rtol=1e-4)
    eye = torch.eye(k, dtype=dtype).expand(shape[:-2] + (k, k))
    close(u.mT @ u, eye, atol=1e-4, rtol=1e-4)
    close(vh @ vh.mT, eye, atol=1e-4, rtol=1e-4)


@pytest.mark.parametrize("shape", [(0, 3), (3, 0), (0, 0), (0, 2**45), (2**45, 0), (0, 2**20, 2**20), (2, 0, 4)])
def test_svd_of_empty_matrices_is_immediate(shape, handles):
    """Nothing to decompose: the outputs are empty and come at once (the NumPy backend used to let LAPACK
    size its workspace by the other dim, hours for [0, 2**45])."""
    handles.append(rt.rt_torch_tensor_zeros(list(shape)))
    status, hu, hs, hvh = rt.rt_torch_tensor_svd(handles[0])
    assert status == 0, rt.rt_torch_last_error()
    handles += [hu, hs, hvh]
    m, n = shape[-2:]
    k = min(m, n)
    dims = [rt.rt_torch_tensor_shape(h, 8)[1] for h in (hu, hs, hvh)]
    assert dims == [list(shape[:-2]) + [m, k], list(shape[:-2]) + [k], list(shape[:-2]) + [k, n]]


def test_svd_of_an_empty_matrix_has_an_empty_gradient(handles):
    handles.append(put(torch.zeros(0, 3)))
    assert rt.rt_torch_tensor_set_requires_grad(handles[0], 1) == 0
    status, hu, hs, hvh = rt.rt_torch_tensor_svd(handles[0])
    assert status == 0, rt.rt_torch_last_error()
    handles += [hu, hs, hvh]
    handles.append(rt.rt_torch_tensor_sum(hs))
    assert rt.rt_torch_tensor_backward(handles[-1]) == 0, rt.rt_torch_last_error()
    close(take(rt.rt_torch_tensor_grad(handles[0])), torch.zeros(0, 3))


def test_svd_known_values(handles):
    handles.append(put(torch.tensor([[3.0, 0.0], [0.0, -5.0], [0.0, 0.0]])))
    status, hu, hs, hvh = rt.rt_torch_tensor_svd(handles[0])
    assert status == 0
    take(hu), take(hvh)
    close(take(hs), torch.tensor([5.0, 3.0]))


@pytest.mark.parametrize("shape", [(4,), ()])
def test_svd_of_non_matrix(shape, handles):
    handles.append(put(torch.randn(shape)))
    result = rt.rt_torch_tensor_svd(handles[0])
    assert_error(result, (ErrorCode.SHAPE, 0, 0, 0), ErrorCode.SHAPE, "rt_torch_tensor_svd", "matrix")


def test_svd_of_integers_is_a_dtype_error(handles):
    handles.append(put(torch.arange(6).reshape(2, 3)))
    assert_error(rt.rt_torch_tensor_svd(handles[0]), (ErrorCode.DTYPE, 0, 0, 0), ErrorCode.DTYPE, "rt_torch_tensor_svd")


def test_svd_of_non_finite_input(handles):
    handles.append(put(torch.tensor([[float("nan"), 1.0], [2.0, 3.0]])))
    assert_error(rt.rt_torch_tensor_svd(handles[0]), (ErrorCode.INVALID_ARGUMENT, 0, 0, 0), ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_svd")


def test_svd_bad_handles():
    for bad, word in bad_handles():
        assert_error(rt.rt_torch_tensor_svd(bad), (ErrorCode.INVALID_HANDLE, 0, 0, 0), ErrorCode.INVALID_HANDLE,
                     "rt_torch_tensor_svd", "x:", word)


# -- eig ----------------------------------------------------------------------------------------------------
def check_eig(x: torch.Tensor, handles: list, complex_dtype: torch.dtype):
    handles.append(put(x))
    status, hw, hv = rt.rt_torch_tensor_eig(handles[-1])
    assert status == 0
    assert_ok()
    assert hw > 0 and hv > 0 and hw != hv
    w, v = take(hw), take(hv)
    rw, rv = torch.linalg.eig(x)
    assert w.dtype == v.dtype == complex_dtype
    assert (w.shape, v.shape) == (rw.shape, rv.shape) == (x.shape[:-1], x.shape)
    for got, ref in zip(w.reshape(-1, x.shape[-1]), rw.reshape(-1, x.shape[-1])):
        np.testing.assert_allclose(sort_complex(got), sort_complex(ref), rtol=1e-4, atol=1e-4)
    xc = x.to(complex_dtype)
    close(xc @ v, v @ torch.diag_embed(w), atol=1e-4, rtol=1e-4)
    norms = torch.linalg.vector_norm(v, dim=-2)
    close(norms, torch.ones_like(norms), atol=1e-4, rtol=1e-4)
    return w, v


@pytest.mark.parametrize("shape", [(1, 1), (2, 2), (3, 3), (5, 5), (2, 3, 3)])
@pytest.mark.parametrize("dtype,cdtype", [(torch.float32, torch.complex64), (torch.float64, torch.complex128)])
def test_eig_random_like_torch(shape, dtype, cdtype, handles):
    check_eig(torch.randn(shape, dtype=dtype), handles, cdtype)


def test_eig_real_eigenvalues_come_back_complex64(handles):
    a = torch.randn(4, 4)
    w, _ = check_eig(a @ a.T + torch.eye(4), handles, torch.complex64)   # symmetric: real eigenvalues
    assert torch.allclose(w.imag, torch.zeros(4), atol=1e-4)
    w, _ = check_eig(torch.diag(torch.tensor([3.0, -1.0, 2.0])), handles, torch.complex64)
    np.testing.assert_allclose(sort_complex(w), [-1, 2, 3], atol=1e-6)


def test_eig_complex_eigenvalues_of_a_rotation(handles):
    c, s = math.cos(0.5), math.sin(0.5)
    w, _ = check_eig(torch.tensor([[c, -s], [s, c]]), handles, torch.complex64)
    np.testing.assert_allclose(sort_complex(w), [complex(c, -s), complex(c, s)], atol=1e-6)


def test_eig_of_complex_input(handles):
    check_eig(torch.randn(3, 3, dtype=torch.complex64), handles, torch.complex64)


@pytest.mark.parametrize("shape,word", [((2, 3), "square"), ((2, 3, 2), "square"), ((4,), "matrix"),
                                        ((), "matrix")])
def test_eig_of_non_square(shape, word, handles):
    handles.append(put(torch.randn(shape)))
    assert_error(rt.rt_torch_tensor_eig(handles[0]), (ErrorCode.SHAPE, 0, 0), ErrorCode.SHAPE, "rt_torch_tensor_eig", word)


@pytest.mark.parametrize("dtype", [torch.int64, torch.int32, torch.bool])
def test_eig_of_integers_is_a_dtype_error(dtype, handles):
    handles.append(put(torch.eye(3).to(dtype)))
    assert_error(rt.rt_torch_tensor_eig(handles[0]), (ErrorCode.DTYPE, 0, 0), ErrorCode.DTYPE, "rt_torch_tensor_eig")


@pytest.mark.parametrize("bad", [float("nan"), float("inf")])
def test_eig_of_non_finite_input(bad, handles):
    handles.append(put(torch.tensor([[bad, 1.0], [2.0, 3.0]])))
    assert_error(rt.rt_torch_tensor_eig(handles[0]), (ErrorCode.INVALID_ARGUMENT, 0, 0), ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_eig")


def test_eig_bad_handles():
    for bad, word in bad_handles():
        assert_error(rt.rt_torch_tensor_eig(bad), (ErrorCode.INVALID_HANDLE, 0, 0), ErrorCode.INVALID_HANDLE,
                     "rt_torch_tensor_eig", "x:", word)


def test_decompositions_leave_the_input_unchanged(handles):
    x = torch.randn(3, 3)
    handles.append(put(x))
    for name in ("svd", "eig"):
        _, *outs = getattr(rt, f"rt_torch_tensor_{name}")(handles[0])
        for h in outs:
            assert rt.rt_torch_tensor_free(h) == 0
    for name in ("det", "inverse", "norm", "t"):
        assert rt.rt_torch_tensor_free(getattr(rt, f"rt_torch_tensor_{name}")(handles[0])) == 0
    close(get(handles[0]), x)
