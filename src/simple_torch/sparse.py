"""torch.sparse and the free functions of sparse COO tensors: sparse_coo_tensor, spmm, sparse.mm, sparse.sum.

A sparse tensor is a Tensor whose handle holds the sparse layout (Tensor.is_sparse, .layout); its methods (to_dense,
coalesce, indices, values, _nnz, ...) are Tensor's. Products take a sparse (n, m) matrix and a dense (m, p) one;
gradients reach the dense operand and the sparse operand's values.
"""

from __future__ import annotations

from typing import Any, Sequence

from . import calls, dtypes
from .creation import as_tensor
from .devices import device as device_type
from .dtypes import dtype as dtype_type
from .errors import UnsupportedError
from .tensor import Tensor, checks_tensor_args

__all__ = ["mm", "sum", "sparse_coo_tensor", "spmm"]


def sparse_coo_tensor(indices: Any, values: Any, size: Sequence[int] | None = None, *,
                      dtype: dtype_type | None = None, device: device_type | str | None = None,
                      pin_memory: bool | None = False, requires_grad: bool = False,
                      check_invariants: bool | None = None, is_coalesced: bool | None = None) -> Tensor:
    """A sparse COO tensor of indices (sparse_dim, nnz; any integers, taken as int64) and values (nnz, *dense dims),
    as torch.sparse_coo_tensor. The indices are always checked (check_invariants=True), since a bad one would write
    out of bounds; is_coalesced=True declares them sorted and unique, which is checked too."""
    if pin_memory:
        raise UnsupportedError("sparse_coo_tensor(pin_memory=True): pinned memory is for CUDA copies, which sparse "
                               "tensors do not make here")
    indices = as_tensor(indices, device=device)
    if not (indices.dtype.is_floating_point or indices.dtype.is_complex or indices.dtype is dtypes.bool_):
        indices = indices.to(dtypes.int64)   # PyTorch takes any integer indices; a float one is refused below
    values = as_tensor(values, dtype=dtype, device=device)
    made = calls.sparse_coo_tensor(indices, values, () if size is None else tuple(size), 1 if is_coalesced else 0)
    if requires_grad:
        made.requires_grad_(True)
    return made


@checks_tensor_args
def spmm(input: Tensor, mat2: Tensor) -> Tensor:  # noqa: A002 - PyTorch's name
    """torch.spmm: input @ mat2 where input may be sparse (as torch.mm)."""
    return input.mm(mat2)


@checks_tensor_args
def mm(mat1: Tensor, mat2: Tensor, reduce: str = "sum") -> Tensor:
    """torch.sparse.mm: a sparse (n, m) mat1 times a dense (m, p) mat2, a dense result; the gradient of a sparse leaf
    mat1 is sparse, over its stored indices."""
    if reduce != "sum":
        raise UnsupportedError(f"sparse.mm(reduce={reduce!r}): only the sum reduction is built")
    return calls.sparse_mm(mat1, mat2)


@checks_tensor_args
def sum(input: Tensor, dim: int | Sequence[int] | None = None, dtype: dtype_type | None = None) -> Tensor:  # noqa: A001
    """torch.sparse.sum over every element: a dense 0-dim tensor. Over some dims (a sparse result) it is not built:
    sum input.to_dense() along them."""
    if dim is not None:
        raise UnsupportedError("sparse.sum(dim=...): the sum over some dims is a sparse tensor, which is not built; "
                               "use input.to_dense().sum(dim)")
    total = calls.sparse_sum(input)
    return total if dtype is None else total.to(dtype)
