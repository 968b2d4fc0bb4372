"""Sparse COO tensors: creation, conversion, coalescing and products with dense matrices, as COO kernels over
NumPy (np.add.at scatters each entry), with gradients to the values and to the dense operands.

Gradients follow PyTorch's: a sparse tensor passes to its values the dense gradient at each stored position
(duplicates each get it whole), as torch.sparse_coo_tensor's backward masks the gradient by the indices.
"""

from __future__ import annotations

import math

import numpy as np

from ....abi.enums import Kind
from ....abi.errors import DtypeError, UnsupportedError
from .. import dtypes
from ..sparse import SparseTensor, groups
from ..tensor import Tensor, make, untracked
from . import op


def _through(values: Tensor) -> Tensor:
    """values under a new Tensor of the same memory whose gradient goes to values (a sparse tensor made from values
    is not a leaf, as PyTorch's is not); values itself when nothing records."""
    if values.requires_grad:
        return make(values.data, (values,), lambda g: (g,), saved=False)
    return untracked(values.data)


@op
def is_sparse(x) -> bool:
    return type(x) is SparseTensor


@op
def sparse_coo_tensor(indices: Tensor, values: Tensor, shape: tuple[int, ...], is_coalesced: bool) -> SparseTensor:
    return SparseTensor(np.array(indices.data, np.int64), _through(values), tuple(shape), is_coalesced)


@op
def to_sparse(x: Tensor, sparse_dim: int) -> SparseTensor:
    data = x.data
    nonzero = data != 0
    if sparse_dim < data.ndim:   # a row of the dense dims is stored when any of its elements is nonzero
        dense = math.prod(data.shape[sparse_dim:])   # spelled out: -1 is ambiguous when the sparse dims hold nothing
        nonzero = nonzero.reshape(data.shape[:sparse_dim] + (dense,)).any(axis=-1)
    where = np.nonzero(nonzero)   # in row-major order: coalesced
    shape = data.shape

    def backward(g):
        full = np.zeros(shape, g.dtype)
        full[where] = g
        return (full,)

    values = make(data[where], (x,), backward, saved=False)
    return SparseTensor(np.stack(where).astype(np.int64).reshape(sparse_dim, -1), values, shape, True)


def _dense_of(x: SparseTensor) -> Tensor:
    values = x.values.data
    out = np.zeros(x.shape, values.dtype)
    np.add.at(out, tuple(x.indices), values)   # duplicates add up (bool: or)
    where = tuple(x.indices)
    return make(out, (x.values,), lambda g: (g[where],), saved=False)


@op
def to_dense(x: SparseTensor) -> Tensor:
    return _dense_of(x)


@op
def sparse_coalesce(x: SparseTensor) -> SparseTensor:
    if x.coalesced:
        return x
    unique, inverse = groups(x.indices)
    values = x.values.data
    summed = np.zeros((unique.shape[1],) + values.shape[1:], values.dtype)
    np.add.at(summed, inverse, values)
    merged = make(summed, (x.values,), lambda g: (g[inverse],), saved=False)
    return SparseTensor(unique, merged, x.shape, True)


@op
def sparse_indices(x: SparseTensor) -> Tensor:
    return Tensor(x.indices)


@op
def sparse_values(x: SparseTensor) -> Tensor:
    return _through(x.values) if x.coalesced else Tensor(x.values.data)


@op
def sparse_is_coalesced(x: SparseTensor) -> bool:
    return x.coalesced


@op
def sparse_nnz(x: SparseTensor) -> int:
    return x.indices.shape[1]


@op
def sparse_dim(x: SparseTensor) -> int:
    return x.sparse_dim


def _product(rows: np.ndarray, cols: np.ndarray, values: Tensor, dense: Tensor, n: int) -> Tensor:
    """S @ D for the (n, m) matrix S of entries values[k] at (rows[k], cols[k]) and a dense (m, p) D."""
    dtype = dense.data.dtype
    work = dtypes.compute(dtype)
    v, d = values.data.astype(work, copy=False), dense.data.astype(work, copy=False)
    out = np.zeros((n, d.shape[1]), work)
    np.add.at(out, rows, v[:, None] * d[cols])

    def backward(g):
        g = g.astype(work, copy=False)
        grad_values = (g[rows] * np.conj(d[cols])).sum(axis=1).astype(dtype, copy=False)
        grad_dense = np.zeros(d.shape, work)
        np.add.at(grad_dense, cols, np.conj(v)[:, None] * g[rows])
        return grad_values, grad_dense.astype(dtype, copy=False)

    return make(out.astype(dtype, copy=False), (values, dense), backward)


def _check_product(sparse: SparseTensor, dense: Tensor, what: str) -> None:
    if sparse.sparse_dim != 2 or len(sparse.shape) != 2 or dense.data.ndim != 2:
        raise UnsupportedError(f"{what} of a sparse and a dense tensor on the NumPy backend takes 2-D matrices with "
                               f"2 sparse dims, got shapes {list(sparse.shape)} and {list(dense.shape)}")
    if sparse.dtype != dense.data.dtype:
        raise DtypeError(f"{what}: expected both operands to have the same dtype, got "
                         f"{dtypes.name(sparse.dtype)} and {dtypes.name(dense.data.dtype)}")
    if dtypes.category(dense.data.dtype) == Kind.bool:
        raise DtypeError(f"{what} is not implemented for bool")


@op
def sparse_mm(sparse: SparseTensor, dense: Tensor) -> Tensor:
    _check_product(sparse, dense, "sparse.mm")
    rows, cols = sparse.indices
    return _product(rows, cols, sparse.values, dense, sparse.shape[0])


def sparse_matmul(a, b) -> Tensor:
    """matmul (and mm, @) with a sparse operand: sparse @ dense, or dense @ sparse as (S^T @ D^T)^T."""
    sparse, dense = (a, b) if type(a) is SparseTensor else (b, a)
    if type(dense) is SparseTensor:
        raise UnsupportedError("matmul of two sparse tensors: the NumPy backend multiplies a sparse tensor with "
                               "dense ones only")
    _check_product(sparse, dense, "matmul")
    if sparse.values.requires_grad and sparse.values.is_leaf:
        raise UnsupportedError("matmul with a sparse leaf that requires grad: PyTorch gives the leaf a dense "
                               "gradient there, which the NumPy backend does not make; torch.sparse.mm gives it "
                               "the sparse one")
    rows, cols = sparse.indices
    if sparse is a:
        return _product(rows, cols, sparse.values, dense, sparse.shape[0])
    transposed = _transpose(dense)
    return _transpose(_product(cols, rows, sparse.values, transposed, sparse.shape[1]))


def _transpose(x: Tensor) -> Tensor:
    return make(x.data.T, (x,), lambda g: (g.T,), saved=False)


def dense_addend(a, b: SparseTensor) -> Tensor:
    """The dense tensor to add for a + b, a dense and b sparse: the result is dense, as PyTorch's add(dense, sparse)."""
    if type(a) is SparseTensor:
        raise UnsupportedError("add of two sparse tensors: the NumPy backend adds a sparse tensor to dense ones only")
    return _dense_of(b)


def sparse_transpose(x: SparseTensor, dim0: int, dim1: int) -> SparseTensor:
    """x with two sparse dims swapped: the indices' rows swapped, no longer sorted (PyTorch's transpose of a sparse
    tensor is uncoalesced too, unless it has one entry at most)."""
    if max(dim0, dim1) >= x.sparse_dim:
        raise UnsupportedError(f"transpose of a sparse tensor's dense dims ({dim0}, {dim1} of a tensor of "
                               f"{x.sparse_dim} sparse dims) is not built on the NumPy backend")
    order = list(range(x.sparse_dim))
    order[dim0], order[dim1] = dim1, dim0
    shape = list(x.shape)
    shape[dim0], shape[dim1] = shape[dim1], shape[dim0]
    return SparseTensor(x.indices[order], _through(x.values), tuple(shape), x.indices.shape[1] <= 1 or dim0 == dim1)


def sparse_clone(x: SparseTensor) -> SparseTensor:
    return SparseTensor(x.indices.copy(), make(x.values.data.copy(), (x.values,), lambda g: (g,), saved=False),
                        x.shape, x.coalesced)


def sparse_to_dtype(x: SparseTensor, values: Tensor) -> SparseTensor:
    """x with values converted (by shape.to_dtype, which records the conversion)."""
    return SparseTensor(x.indices, values, x.shape, x.coalesced)


@op
def sparse_sum(x: SparseTensor) -> Tensor:
    if x.dtype == dtypes.BOOL:   # duplicates merge by "or" first, as PyTorch's coalesce does, then count
        x = sparse_coalesce(x)
    values = x.values.data
    out = np.int64 if dtypes.category(values.dtype) <= Kind.integer else values.dtype
    total = np.asarray(values.astype(dtypes.compute(values.dtype), copy=False).sum()).astype(out)
    shape = values.shape
    return make(total, (x.values,), lambda g: (np.broadcast_to(g, shape).astype(values.dtype),), saved=False)

