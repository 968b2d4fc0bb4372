"""st.linalg: PyTorch's torch.linalg names for the contract's linear algebra."""

from __future__ import annotations

import math
from collections import namedtuple
from typing import Sequence

from . import calls
from .abi.enums import LstsqDriver, QrMode
from .errors import DtypeError, InvalidArgumentError, ShapeError
from .numpy_aliases import takes_numpy_aliases
from .tensor import Tensor, checks_tensor_args, linalg_svd, tolerance_arg, vector_norm

__all__ = ["svd", "eig", "det", "inv", "norm"]

# the named tuples of torch.return_types
LinalgSvd = namedtuple("linalg_svd", ["U", "S", "Vh"])
LinalgEig = namedtuple("linalg_eig", ["eigenvalues", "eigenvectors"])


@checks_tensor_args
def svd(A: Tensor, full_matrices: bool = True) -> LinalgSvd:
    """(U, S, Vh) with A = U diag(S) Vh. The contract computes the reduced SVD, so full_matrices=True
    (PyTorch's default) works for square matrices only."""
    return LinalgSvd(*linalg_svd(A, full_matrices))


@checks_tensor_args
def eig(A: Tensor) -> LinalgEig:
    """(eigenvalues, eigenvectors) of square matrices, both complex."""
    return LinalgEig(*calls.tensor_eig(A))


@checks_tensor_args
def det(A: Tensor) -> Tensor:
    return A.det()


@checks_tensor_args
def inv(A: Tensor) -> Tensor:
    return A.inverse()


@takes_numpy_aliases
@checks_tensor_args
def norm(A: Tensor, ord: str | float | None = None, dim: int | Sequence[int] | None = None,
         keepdim: bool = False) -> Tensor:
    """As torch.linalg.norm: a vector norm over one dim, a matrix norm over two; without dim, the 2-norm of all
    elements when ord is None, else A's own norm (A 1-D or 2-D)."""
    if dim is None and ord is None:
        return vector_norm(A, 2, None, keepdim)
    if dim is None:
        if A.ndim not in (1, 2):
            raise ShapeError(f"linalg.norm: with ord and no dim, A must be 1-D or 2-D, got shape {list(A.shape)}")
        dim = tuple(range(A.ndim))
    dims = (dim,) if isinstance(dim, int) else tuple(dim)
    if len(dims) == 1:
        return vector_norm(A, 2 if ord is None else ord, dims, keepdim)
    if len(dims) == 2:
        return matrix_norm(A, "fro" if ord is None else ord, dims, keepdim)
    raise InvalidArgumentError(f"linalg.norm: dim must hold one or two dims, got {dim}")


# vector norms, composed from the element-wise ops and reductions (in tensor.py, which Tensor.norm shares)
__all__ += ["vector_norm"]


__all__ += ["matrix_norm", "cross"]


@takes_numpy_aliases
@checks_tensor_args
def cross(input: Tensor, other: Tensor, *, dim: int = -1) -> Tensor:
    return input.cross(other, dim)


# ord -> (reduce dims of |A| summed first, then the extreme over the other): 1 is the largest column sum
_INDUCED = {1: (0, "amax"), -1: (0, "amin"), math.inf: (1, "amax"), -math.inf: (1, "amin")}
# ord -> reduction of the singular values
_SPECTRAL = {2: "amax", -2: "amin", "nuc": "sum"}


@takes_numpy_aliases
@checks_tensor_args
def matrix_norm(A: Tensor, ord: str | float = "fro", dim: tuple[int, int] = (-2, -1), keepdim: bool = False) -> Tensor:
    """PyTorch's matrix norms over the two dims in dim: "fro", "nuc" (sum of singular values), 2 and -2
    (largest and smallest singular value), 1 and -1 (column sums), inf and -inf (row sums)."""
    if not (A.dtype.is_floating_point or A.dtype.is_complex):
        raise DtypeError(f"linalg.matrix_norm: expected a floating point or complex tensor as input, got {A.dtype}")
    if A.ndim < 2:
        raise ShapeError(f"linalg.matrix_norm: expected a tensor of at least 2 dims, got shape {list(A.shape)}")
    rows, cols = (d % A.ndim if -A.ndim <= d < A.ndim else d for d in dim)
    if not (0 <= rows < A.ndim and 0 <= cols < A.ndim) or rows == cols:
        raise InvalidArgumentError(f"linalg.matrix_norm: dim must be two different dims of a {A.ndim}-D tensor, got {dim}")
    if ord == "fro":
        return vector_norm(A, 2, (rows, cols), keepdim)
    if ord in _SPECTRAL:
        singular = linalg_svd(A.movedim((rows, cols), (-2, -1)), False)[1]
        norm = getattr(singular, _SPECTRAL[ord])(-1)
        return norm.unsqueeze(min(rows, cols)).unsqueeze(max(rows, cols)) if keepdim else norm
    if ord in _INDUCED:
        summed, extreme = _INDUCED[ord]
        first, second = (rows, cols) if summed == 0 else (cols, rows)
        norm = getattr(A.abs().sum(first, True), extreme)(second, True)
        return norm if keepdim else norm.squeeze(max(rows, cols)).squeeze(min(rows, cols))
    raise InvalidArgumentError(f"linalg.matrix_norm: order {ord!r} not supported (fro, nuc, 1, -1, 2, -2, inf, -inf)")


# decompositions and solvers, with PyTorch's argument names, defaults and named tuples
__all__ += ["solve", "slogdet", "qr", "cholesky", "eigh", "eigvalsh", "svdvals", "lstsq", "pinv", "matrix_rank",
            "inv_ex"]

LinalgSlogdet = namedtuple("linalg_slogdet", ["sign", "logabsdet"])
LinalgQr = namedtuple("linalg_qr", ["Q", "R"])
LinalgEigh = namedtuple("linalg_eigh", ["eigenvalues", "eigenvectors"])
LinalgLstsq = namedtuple("linalg_lstsq", ["solution", "residuals", "rank", "singular_values"])
LinalgInvEx = namedtuple("linalg_inv_ex", ["inverse", "info"])


def _upper(UPLO: str) -> int:
    if UPLO not in ("L", "U"):
        raise InvalidArgumentError(f"Expected UPLO argument to be 'L' or 'U', but got {UPLO!r}")
    return int(UPLO == "U")


@checks_tensor_args
def solve(A: Tensor, B: Tensor, *, left: bool = True) -> Tensor:
    """X with A X = B (left=False: X A = B); B is a (batch of) vector(s) when 1-D or shaped as A without its
    last dim, batch dims broadcast."""
    return calls.tensor_solve(A, B, int(left))


@checks_tensor_args
def slogdet(A: Tensor) -> LinalgSlogdet:
    """(sign, logabsdet): the sign (0 for a singular matrix, of unit modulus for complex) and log|det A|."""
    return LinalgSlogdet(*calls.tensor_slogdet(A))


@checks_tensor_args
def qr(A: Tensor, mode: str = "reduced") -> LinalgQr:
    """(Q, R) with A = Q R; mode "reduced", "complete" or "r" (Q is then an empty tensor)."""
    if mode not in QrMode.__members__:
        raise InvalidArgumentError(f"qr received unrecognized mode {mode!r} but expected one of 'reduced' "
                                   f"(default), 'r', or 'complete'")
    return LinalgQr(*calls.tensor_qr(A, QrMode[mode]))


@checks_tensor_args
def cholesky(A: Tensor, *, upper: bool = False) -> Tensor:
    return calls.tensor_cholesky(A, int(upper))


@checks_tensor_args
def eigh(A: Tensor, UPLO: str = "L") -> LinalgEigh:
    """Ascending eigenvalues (real) and orthonormal eigenvectors of Hermitian matrices, read from the
    triangle UPLO names."""
    return LinalgEigh(*calls.tensor_eigh(A, _upper(UPLO)))


@checks_tensor_args
def eigvalsh(A: Tensor, UPLO: str = "L") -> Tensor:
    return calls.tensor_eigvalsh(A, _upper(UPLO))


@checks_tensor_args
def svdvals(A: Tensor) -> Tensor:
    return calls.tensor_svdvals(A)


@checks_tensor_args
def lstsq(A: Tensor, B: Tensor, rcond: float | None = None, *, driver: str | None = None) -> LinalgLstsq:
    """Least squares as PyTorch on the CPU (default driver gelsy): the solution always; the residuals
    |A X - B|^2 when A is tall and the driver is not gelsy (for gelsd and gelss: when every matrix has full
    rank), the rank unless the driver is gels, the singular values for gelsd and gelss; empty otherwise."""
    if driver is not None and (driver == "default" or driver not in LstsqDriver.__members__):
        raise InvalidArgumentError(f"torch.linalg.lstsq: parameter `driver` should be one of (gels, gelsy, gelsd, "
                                   f"gelss), got {driver!r}")
    code = LstsqDriver.default if driver is None else LstsqDriver[driver]
    return LinalgLstsq(*calls.tensor_lstsq(A, B, tolerance_arg(rcond, "rcond"), code))


@checks_tensor_args
def pinv(A: Tensor, rcond: float | None = None, hermitian: bool = False, *, atol: float | None = None,
         rtol: float | None = None) -> Tensor:
    """Moore-Penrose pseudo-inverse; singular values at most max(atol, rtol * the largest) count as 0 (rcond is
    rtol's older name; rtol defaults to eps * max(m, n) unless atol > 0)."""
    if rcond is not None and rtol is not None:
        raise TypeError("linalg.pinv: pass rtol or rcond, not both")
    tolerance = tolerance_arg(rtol if rcond is None else rcond, "rtol")
    return calls.tensor_pinv(A, 0.0 if atol is None else tolerance_arg(atol, "atol"), tolerance, int(hermitian))


@checks_tensor_args
def matrix_rank(A: Tensor, *, atol: float | None = None, rtol: float | None = None,
                hermitian: bool = False) -> Tensor:
    absolute = 0.0 if atol is None else tolerance_arg(atol, "atol")
    return calls.tensor_matrix_rank(A, absolute, tolerance_arg(rtol, "rtol"), int(hermitian))


@checks_tensor_args
def inv_ex(A: Tensor, *, check_errors: bool = False) -> LinalgInvEx:
    """(inverse, info): info (int32) is 0, or the pivot of a singular matrix that is 0 (its inverse is then
    unspecified); check_errors raises for a singular matrix instead."""
    result = LinalgInvEx(*calls.tensor_inv_ex(A))
    if check_errors and bool(result.info.ne(0).any()):
        raise InvalidArgumentError(f"linalg.inv_ex: the input matrix is singular (info {result.info.tolist()})")
    return result
