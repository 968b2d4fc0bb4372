"""st.linalg: PyTorch's torch.linalg names for the contract's linear algebra."""

from __future__ import annotations

from . import runtime as rt
from .errors import check
from .tensor import Tensor, checks_tensor_args, linalg_svd, op_result

__all__ = ["svd", "eig", "det", "inv", "norm"]


def svd(A: Tensor, full_matrices: bool = True) -> tuple[Tensor, Tensor, Tensor]:
    """(U, S, Vh) with A = U diag(S) Vh. The contract computes the reduced SVD, so full_matrices=True
    (PyTorch's default) works for square matrices only."""
    return linalg_svd(A, full_matrices)


def eig(A: Tensor) -> tuple[Tensor, Tensor]:
    """(eigenvalues, eigenvectors) of square matrices, both complex."""
    code, values, vectors = rt.rt_torch_tensor_eig(A.handle)
    check(code)
    return op_result(values), op_result(vectors)


def det(A: Tensor) -> Tensor:
    return A.det()


def inv(A: Tensor) -> Tensor:
    return A.inverse()


def norm(A: Tensor, ord: str | float | None = None, dim: int | None = None, keepdim: bool = False) -> Tensor:
    """The 2-norm of a vector, the Frobenius norm of a matrix (the only orders supported)."""
    return A.norm(2 if ord is None else ord, dim, keepdim)


for _name in __all__:   # every function here: a wrong type for a tensor argument is a TypeError
    globals()[_name] = checks_tensor_args(globals()[_name])
del _name
