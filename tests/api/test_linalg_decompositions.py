"""st.einsum, st.linalg's solvers and decompositions (solve, slogdet, qr, cholesky, eigh, eigvalsh, svd, svdvals,
lstsq, pinv, matrix_rank, inv_ex) and PyTorch's older names (st.slogdet, st.logdet, st.cholesky, st.pinverse,
st.qr and the Tensor methods) against PyTorch: values, named tuples, gradients of every input, errors. Runs on
either backend (SIMPLE_TORCH_BACKEND). PyTorch's reference is computed on the default device, as ours: a GPU's
solvers are not LAPACK (lstsq there has the gels driver only, and gives no rank)."""

from __future__ import annotations

import math

import pytest
import torch

import simple_torch as st

from .conftest import TORCH_DEVICE, assert_same

GPU = TORCH_DEVICE.type == "cuda"


def both(values: torch.Tensor) -> tuple[st.Tensor, torch.Tensor]:
    """The same float64 (or complex128) leaf in simple_torch and in torch (on TORCH_DEVICE, where ours is)."""
    dtype = st.complex128 if values.is_complex() else st.float64
    return (st.tensor(values.tolist(), dtype=dtype, requires_grad=True),
            values.to(TORCH_DEVICE).clone().requires_grad_(True))


def rand(*shape, seed: int = 0) -> torch.Tensor:
    return torch.randn(shape, dtype=torch.float64, generator=torch.Generator().manual_seed(seed))


def spd(n: int) -> torch.Tensor:
    x = rand(n, n, seed=n)
    return x @ x.T + n * torch.eye(n, dtype=torch.float64)


def fields(result) -> tuple[str, ...]:
    """The field names of a named tuple, or of one of torch.return_types (a struct sequence)."""
    return getattr(result, "_fields", None) or type(result).__match_args__


def _outputs(result) -> list:
    return list(result) if isinstance(result, tuple) else [result]


def same_with_gradients(apply, *inputs: torch.Tensor, differentiable=None, tolerance=None) -> None:
    """apply(lib, *leaves) in both libraries: every output the same, and the gradients of every input of
    sum(output * weights) over the outputs picked by differentiable (default: all floating ones)."""
    pairs = [both(x) for x in inputs]
    ours = _outputs(apply(st, *[p[0] for p in pairs]))
    theirs = _outputs(apply(torch, *[p[1] for p in pairs]))
    assert len(ours) == len(theirs)
    for mine, reference in zip(ours, theirs):
        assert_same(mine, reference, **(tolerance or {}))
    picked = differentiable if differentiable is not None else [
        i for i, t in enumerate(theirs) if t.requires_grad and t.numel()]
    total_ours, total_theirs = 0, 0
    for i in picked:
        weights = torch.linspace(-1, 2, theirs[i].numel(), dtype=torch.float64, device=TORCH_DEVICE)
        weights = weights.reshape(theirs[i].shape)
        total_ours = total_ours + (ours[i] * st.tensor(weights.cpu().tolist(), dtype=st.float64)).sum()
        total_theirs = total_theirs + (theirs[i] * weights).sum()
    if picked:
        total_ours.backward()
        total_theirs.backward()
        for mine, reference in pairs:
            assert_same(mine.grad, reference.grad, **(tolerance or {}))


# -- einsum ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("equation, shapes", [
    ("ij,jk->ik", [(2, 3), (3, 4)]), ("ij,jk", [(2, 3), (3, 4)]), ("ii", [(3, 3)]),
    ("bij,bjk->bik", [(2, 2, 3), (2, 3, 4)]), ("...ij,...jk", [(5, 2, 3), (3, 4)]), ("i,j->ij", [(3,), (4,)]),
    ("ij->", [(2, 3)]), ("iij,j->i", [(3, 3, 2), (2,)]),
    ("ij,jk,kl->il", [(2, 3), (3, 4), (4, 2)]), ("ij,ij->j", [(1, 3), (4, 3)]),
], ids=str)
def test_einsum(equation, shapes):
    inputs = [rand(*shape, seed=i) for i, shape in enumerate(shapes)]
    same_with_gradients(lambda lib, *xs: lib.einsum(equation, *xs), *inputs)
    same_with_gradients(lambda lib, *xs: lib.einsum(equation, list(xs)), *inputs)   # the operands as one list


def test_einsum_sublist_form():
    a, b = rand(2, 3), rand(3, 4, seed=1)
    same_with_gradients(lambda lib, x, y: lib.einsum(x, [0, 1], y, [1, 2], [0, 2]), a, b)
    same_with_gradients(lambda lib, x, y: lib.einsum(x, [Ellipsis, 1], y, [1, 27]), a, b)
    with pytest.raises(ValueError, match="valid range"):
        st.einsum(st.ones(2), [52])


def test_einsum_errors():
    with pytest.raises(st.InvalidArgumentError, match="more than one '->'"):
        st.einsum("i->i->i", st.ones(2))
    with pytest.raises(st.ShapeError, match="does not broadcast"):
        st.einsum("ij,jk", st.ones(2, 3), st.ones(4, 5))
    with pytest.raises(st.DtypeError, match="one dtype"):
        st.einsum("i,i", st.ones(2), st.ones(2, dtype=st.float64))
    with pytest.raises(TypeError, match="operand 1"):
        st.einsum("i,i", st.ones(2), [1.0, 2.0])
    with pytest.raises(TypeError, match="equation"):
        st.einsum()


# -- solve, slogdet, logdet, inv_ex -------------------------------------------------------------------------------
@pytest.mark.parametrize("a, b, left", [((3, 3), (3,), True), ((2, 3, 3), (3, 2), True), ((3, 3), (2, 3), False),
                                        ((2, 3, 3), (2, 3), True)], ids=str)
def test_solve(a, b, left):
    well = rand(*a) + 3 * a[-1] * torch.eye(a[-1], dtype=torch.float64)
    same_with_gradients(lambda lib, x, y: lib.linalg.solve(x, y, left=left), well, rand(*b, seed=1))


def test_slogdet_and_logdet():
    x = rand(2, 3, 3) * 2   # determinants of either sign
    same_with_gradients(lambda lib, a: lib.linalg.slogdet(a), x)
    same_with_gradients(lambda lib, a: lib.slogdet(a), x)
    same_with_gradients(lambda lib, a: a.slogdet(), x)
    result = st.linalg.slogdet(st.tensor(x.tolist()))
    assert type(result).__name__ == "linalg_slogdet" and fields(result) == fields(torch.linalg.slogdet(x))
    assert result.sign.shape == (2,) and result.logabsdet.shape == (2,)
    positive = spd(3)
    same_with_gradients(lambda lib, a: lib.logdet(a), positive)
    same_with_gradients(lambda lib, a: a.logdet(), positive)
    # NaN for a negative determinant, -inf for a singular matrix, as PyTorch
    special = torch.tensor([[[0.0, 1.0], [1.0, 0.0]], [[1.0, 2.0], [2.0, 4.0]]], dtype=torch.float64)
    assert_same(st.logdet(st.tensor(special.tolist(), dtype=st.float64)), torch.logdet(special))


def test_logdet_of_complex_matrices():
    z = torch.tensor([[2 + 1j, 0.5], [0.25j, 1 - 1j]], dtype=torch.complex128)
    assert_same(st.logdet(st.tensor(z.tolist(), dtype=st.complex128)), torch.logdet(z))


def test_inv_ex():
    x = torch.stack([spd(2), torch.tensor([[1.0, 2.0], [2.0, 4.0]], dtype=torch.float64)])
    ours, theirs = st.linalg.inv_ex(st.tensor(x.tolist(), dtype=st.float64)), torch.linalg.inv_ex(x)
    assert type(ours).__name__ == type(theirs).__name__ and fields(ours) == fields(theirs)
    assert_same(ours.info, theirs.info)
    assert_same(ours.inverse[0], theirs.inverse[0])
    same_with_gradients(lambda lib, a: lib.linalg.inv_ex(a).inverse, spd(3))
    with pytest.raises(st.InvalidArgumentError, match="singular"):
        st.linalg.inv_ex(st.tensor(x.tolist(), dtype=st.float64), check_errors=True)


# -- qr, cholesky ---------------------------------------------------------------------------------------------
# PyTorch 2.14 removed torch.qr and torch.cholesky (and the Tensor methods), deprecated since 1.9; st keeps them,
# and they are checked against their torch.linalg equivalents there.
OLD_NAMES_REMOVED = tuple(int(part) for part in torch.__version__.split(".")[:2]) >= (2, 14)


def old_qr(lib, a, *, method=False, some=True):
    if lib is torch and OLD_NAMES_REMOVED:
        return torch.linalg.qr(a, mode="reduced" if some else "complete")
    return a.qr(some=some) if method else lib.qr(a, some)


def old_cholesky(lib, a, upper, *, method=False):
    if lib is torch and OLD_NAMES_REMOVED:
        return torch.linalg.cholesky(a, upper=upper)
    return a.cholesky(upper=upper) if method else lib.cholesky(a, upper)


@pytest.mark.filterwarnings("ignore:torch.qr is deprecated")
@pytest.mark.parametrize("shape", [(4, 3), (3, 3), (3, 5), (2, 4, 3)], ids=str)
def test_qr(shape):
    x = rand(*shape)
    same_with_gradients(lambda lib, a: lib.linalg.qr(a), x)
    same_with_gradients(lambda lib, a: lib.linalg.qr(a, mode="complete"), x,
                        differentiable=[] if shape[-2] > shape[-1] else None)
    same_with_gradients(lambda lib, a: lib.linalg.qr(a, "r").R, x, differentiable=[])
    same_with_gradients(lambda lib, a: old_qr(lib, a), x)
    same_with_gradients(lambda lib, a: old_qr(lib, a, method=True, some=False), x,
                        differentiable=[] if shape[-2] > shape[-1] else None)
    result = st.linalg.qr(st.tensor(x.tolist()))
    assert type(result).__name__ == "linalg_qr" and result._fields == ("Q", "R")


def test_qr_gradients_pytorch_refuses_are_refused():
    x = st.ones(4, 3, requires_grad=True) + st.eye(4, 3)
    with pytest.raises(st.InvalidArgumentError, match="not differentiable"):
        st.linalg.qr(x, mode="complete").Q.sum().backward()
    with pytest.raises(st.InvalidArgumentError, match="mode='r'"):
        st.linalg.qr(x, mode="r").R.sum().backward()
    with pytest.raises(st.InvalidArgumentError, match="unrecognized mode"):
        st.linalg.qr(x, mode="full")


@pytest.mark.filterwarnings("ignore:torch.cholesky is deprecated")
@pytest.mark.parametrize("upper", [False, True])
def test_cholesky(upper):
    eye = torch.eye(3, dtype=torch.float64)
    # of x x^T + 3 I, so that every entry of x moves the matrix symmetrically
    same_with_gradients(lambda lib, a: lib.linalg.cholesky(
        a @ a.mT + 3 * lib.eye(3, dtype=lib.float64, device=a.device), upper=upper), rand(3, 3))
    same_with_gradients(lambda lib, a: old_cholesky(lib, a, upper), spd(3))
    same_with_gradients(lambda lib, a: old_cholesky(lib, a, upper, method=True), spd(3) + eye)
    with pytest.raises(st.InvalidArgumentError, match="positive-definite"):
        st.linalg.cholesky(st.tensor([[1.0, 2.0], [2.0, 1.0]]))


# -- eigh, eigvalsh, svd, svdvals -------------------------------------------------------------------------------
@pytest.mark.parametrize("UPLO", ["L", "U"])
def test_eigh_and_eigvalsh(UPLO):
    def eigh(lib, a):
        values, vectors = lib.linalg.eigh(a + a.mT, UPLO)
        return values, vectors.abs()   # |vectors|: their signs are LAPACK's choice
    same_with_gradients(eigh, rand(2, 3, 3))
    same_with_gradients(lambda lib, a: lib.linalg.eigvalsh(a + a.mT, UPLO=UPLO), rand(3, 3))
    result = st.linalg.eigh(st.tensor(spd(3).tolist()))
    assert type(result).__name__ == "linalg_eigh" and result._fields == ("eigenvalues", "eigenvectors")
    with pytest.raises(st.InvalidArgumentError, match="UPLO"):
        st.linalg.eigh(st.eye(2), "X")


def test_svd_named_tuple_and_svdvals():
    x = rand(2, 4, 3)
    result = st.linalg.svd(st.tensor(x.tolist(), dtype=st.float64), full_matrices=False)
    assert type(result).__name__ == "linalg_svd" and result._fields == ("U", "S", "Vh")
    assert_same(result.S, torch.linalg.svd(x, full_matrices=False).S)
    assert fields(st.svd(st.tensor(x.tolist()))) == fields(torch.svd(x)) == ("U", "S", "V")
    assert fields(st.linalg.eig(st.eye(2))) == fields(torch.linalg.eig(torch.eye(2)))
    same_with_gradients(lambda lib, a: lib.linalg.svdvals(a), x)
    same_with_gradients(lambda lib, a: lib.linalg.svd(a, full_matrices=False).S, x)


# -- lstsq, pinv, matrix_rank -------------------------------------------------------------------------------------
@pytest.mark.parametrize("driver", [None, "gels", "gelsy", "gelsd", "gelss"])
@pytest.mark.parametrize("a, b", [((5, 3), (5, 2)), ((5, 3), (5,)), ((2, 3, 4), (2, 3, 1))], ids=str)
def test_lstsq(a, b, driver):
    if GPU and driver not in (None, "gels"):   # PyTorch's lstsq of GPU tensors has gels alone, and refuses the others
        with pytest.raises(st.Error, match="gels"):
            st.linalg.lstsq(st.tensor(rand(*a).tolist(), dtype=st.float64),
                            st.tensor(rand(*b, seed=1).tolist(), dtype=st.float64), driver=driver)
        return
    picked = [0, 1] if driver in ("gels", "gelsd", "gelss") and a[-2] > a[-1] else [0]   # solution, residuals
    same_with_gradients(lambda lib, x, y: lib.linalg.lstsq(x, y, driver=driver), rand(*a), rand(*b, seed=1),
                        differentiable=picked)
    result = st.linalg.lstsq(st.ones(3, 2) + st.eye(3, 2), st.ones(3, 1))
    assert type(result).__name__ == "linalg_lstsq" and result._fields == ("solution", "residuals", "rank",
                                                                          "singular_values")


def test_lstsq_rcond_and_bad_driver():
    x = torch.tensor([[1.0, 0.0], [0.0, 1e-6], [0.0, 0.0]], dtype=torch.float64)
    y = torch.ones(3, 1, dtype=torch.float64)
    for rcond in (None, 1e-3):
        if GPU:   # gelsd is the CPU's (LAPACK's): refused on a GPU, as PyTorch refuses it there
            with pytest.raises(st.Error, match="gels"):
                st.linalg.lstsq(st.tensor(x.tolist(), dtype=st.float64), st.tensor(y.tolist(), dtype=st.float64),
                                rcond, driver="gelsd")
            continue
        ours = st.linalg.lstsq(st.tensor(x.tolist(), dtype=st.float64), st.tensor(y.tolist(), dtype=st.float64),
                               rcond, driver="gelsd")
        theirs = torch.linalg.lstsq(x, y, rcond, driver="gelsd")
        for mine, reference in zip(ours, theirs):
            assert_same(mine, reference)
    with pytest.raises(st.InvalidArgumentError, match="driver"):
        st.linalg.lstsq(st.eye(2), st.ones(2, 1), driver="gelsx")


@pytest.mark.parametrize("options", [{}, {"hermitian": True}, {"atol": 0.5}, {"rtol": 0.3}, {"rcond": 0.3},
                                     {"atol": 2.0, "rtol": 0.5}], ids=str)
def test_pinv_and_matrix_rank(options):
    q = torch.linalg.qr(rand(4, 4)).Q
    x = (q * torch.tensor([3.0, -1.0, 0.4, 0.0], dtype=torch.float64)) @ q.T
    theirs = torch.linalg.pinv(x, **options)
    assert_same(st.linalg.pinv(st.tensor(x.tolist(), dtype=st.float64), **options), theirs)
    rank_options = {("rtol" if k == "rcond" else k): v for k, v in options.items()}
    assert_same(st.linalg.matrix_rank(st.tensor(x.tolist(), dtype=st.float64), **rank_options),
                torch.linalg.matrix_rank(x, **rank_options))


def test_pinv_gradients_and_older_names():
    x = rand(3, 5)
    same_with_gradients(lambda lib, a: lib.linalg.pinv(a), x)
    same_with_gradients(lambda lib, a: lib.linalg.pinv(a + a.mT, hermitian=True), rand(3, 3))
    same_with_gradients(lambda lib, a: lib.pinverse(a), x)
    same_with_gradients(lambda lib, a: a.pinverse(rcond=1e-3), x)


def test_integer_input_is_refused_with_pytorch_s_exception_class():
    for call in (lambda lib, a: lib.linalg.solve(a, a), lambda lib, a: lib.linalg.slogdet(a),
                 lambda lib, a: lib.linalg.qr(a), lambda lib, a: lib.linalg.cholesky(a),
                 lambda lib, a: lib.linalg.eigh(a), lambda lib, a: lib.linalg.svdvals(a),
                 lambda lib, a: lib.linalg.pinv(a), lambda lib, a: lib.linalg.lstsq(a, a)):
        with pytest.raises(RuntimeError):
            call(torch, torch.eye(2, dtype=torch.int64))
        with pytest.raises(st.DtypeError):
            call(st, st.eye(2, dtype=st.int64))


def test_math_of_a_known_matrix():
    a = st.tensor([[4.0, 2.0], [2.0, 3.0]], dtype=st.float64)
    assert st.linalg.cholesky(a).tolist() == [[2.0, 0.0], [1.0, math.sqrt(2.0)]]
    assert st.linalg.eigvalsh(a).tolist() == pytest.approx([(7 - math.sqrt(17)) / 2, (7 + math.sqrt(17)) / 2])
    assert st.linalg.solve(a, st.tensor([8.0, 7.0], dtype=st.float64)).tolist() == pytest.approx([1.25, 1.5])
    assert st.linalg.slogdet(a).logabsdet.item() == pytest.approx(math.log(8.0))
