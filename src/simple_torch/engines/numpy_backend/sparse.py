"""The NumPy backend's sparse COO tensor: int64 indices (sparse_dim, nnz), a values Tensor (nnz, *dense dims), the
shape and whether the indices are known sorted and unique.

Autograd runs through the values Tensor: whatever a sparse tensor was made from reaches it as the values' graph,
and its requires_grad, grad and leaf state are the values'. It has no dense memory: reading `data`, as every
operation but those of ops/sparse.py does, refuses the layout instead of densifying it behind the caller's back.
"""

from __future__ import annotations

import numpy as np

from ...abi.errors import UnsupportedError
from .tensor import Tensor

NOT_FOR_SPARSE = ("not implemented for layout Sparse on the NumPy backend, which runs only sparse_coo_tensor, "
                  "to_dense, coalesce, indices, values, sparse.mm, sparse.sum, matmul with a dense operand, "
                  "dense + sparse, transpose, clone, detach and dtype conversion on sparse tensors; call to_dense() "
                  "first")


class SparseTensor:
    __slots__ = ("indices", "values", "shape", "coalesced", "__weakref__")

    def __init__(self, indices: np.ndarray, values: Tensor, shape: tuple[int, ...], coalesced: bool) -> None:
        self.indices = indices
        self.values = values
        self.shape = shape
        self.coalesced = coalesced

    @property
    def data(self) -> np.ndarray:
        raise UnsupportedError(NOT_FOR_SPARSE)

    @property
    def dtype(self) -> np.dtype:
        return self.values.data.dtype

    @property
    def sparse_dim(self) -> int:
        return self.indices.shape[0]

    @property
    def requires_grad(self) -> bool:
        return self.values.requires_grad

    @requires_grad.setter
    def requires_grad(self, flag: bool) -> None:
        self.values.requires_grad = flag

    @property
    def is_leaf(self) -> bool:
        return self.values.is_leaf

    @property
    def node(self):
        return self.values.node

    @property
    def retains_grad(self) -> bool:
        return self.values.retains_grad

    @retains_grad.setter
    def retains_grad(self, flag: bool) -> None:
        self.values.retains_grad = flag

    @property
    def grad(self) -> SparseTensor | None:
        """The values' gradient over the same indices: the sparse gradient torch.sparse.mm gives a sparse leaf."""
        g = self.values.grad
        return None if g is None else SparseTensor(self.indices, g, self.shape, self.coalesced)

    @grad.setter
    def grad(self, value: SparseTensor | None) -> None:
        self.values.grad = None if value is None else value.values


def groups(indices: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(the unique index columns in row-major order, each column's position among them)."""
    nnz = indices.shape[1]
    order = np.lexsort(indices[::-1])   # lexsort's last key is its primary one: row 0 first
    ordered = indices[:, order]
    starts = np.ones(nnz, bool)
    starts[1:] = np.any(ordered[:, 1:] != ordered[:, :-1], axis=0)
    inverse = np.empty(nnz, np.intp)
    inverse[order] = np.cumsum(starts) - 1
    return ordered[:, starts], inverse
