"""Section 33: sparse COO tensors.

The arguments are checked here, the same for both backends: indices in particular, since PyTorch's sparse kernels
trust them (an index past its dim is a write out of bounds there).
"""

from __future__ import annotations

import numpy as np

from ..abi.enums import Dtype
from ..abi.errors import DeviceError, DtypeError, InvalidArgumentError, ShapeError
from . import args
from .args import new, tensor
from .entry import export
from .startup import backend


def _sparse(b, handle: int, what: str, operation: str):
    t = tensor(handle, what)
    if not b.is_sparse(t):
        raise InvalidArgumentError(f"{operation} expected sparse coordinate tensor layout but got Strided")
    return t


def _dense(b, handle: int, what: str, operation: str):
    t = tensor(handle, what)
    if b.is_sparse(t):
        raise InvalidArgumentError(f"{operation}: {what} must be a dense (strided) tensor, got a sparse one")
    return t


def _read_indices(b, t) -> np.ndarray:
    """The indices' values, to check them."""
    values = np.empty(b.shape(t), np.int64)
    if values.size:
        b.copy_into(t, memoryview(values).cast("B"))
    return values


def _is_sorted_unique(rows: np.ndarray) -> bool:
    """Whether the index columns are in strictly increasing row-major order (what coalesced means): between
    neighbours, the first row that differs grows."""
    if rows.shape[1] <= 1:
        return True
    step = np.diff(rows, axis=1)
    changed = step != 0
    first = changed.argmax(axis=0)
    return bool(np.all(changed.any(axis=0) & (step[first, np.arange(step.shape[1])] > 0)))


@export
def rt_torch_sparse_coo_tensor(indices, values, size, is_coalesced):
    b = backend()
    idx = _dense(b, indices, "indices", "sparse_coo_tensor")
    vals = _dense(b, values, "values", "sparse_coo_tensor")
    if b.dtype(idx) != Dtype.int64:
        raise DtypeError(f"indices must be an int64 tensor, got {Dtype(b.dtype(idx)).name}")
    ishape, vshape = b.shape(idx), b.shape(vals)
    if len(ishape) != 2 or ishape[0] == 0:
        raise ShapeError(f"indices must be a 2-D tensor of (sparse_dim >= 1, nnz), got shape {list(ishape)}")
    sparse_dim, nnz = ishape
    if not vshape or vshape[0] != nnz:
        raise ShapeError(f"indices and values must have same nnz, but got nnz from indices: {nnz}, nnz from values: "
                         f"{vshape[0] if vshape else 'none (values is 0-dim)'}")
    dense_dims = tuple(vshape[1:])
    rows = _read_indices(b, idx)
    if nnz:
        lowest = rows.min(axis=1)
        for d, low in enumerate(lowest):
            if low < 0:
                raise InvalidArgumentError(f"found negative index {int(low)} for dim {d}")
    largest = rows.max(axis=1) if nnz else np.full(sparse_dim, -1)
    shape = args.sizes(size, "size") if size else None
    if shape is None:
        shape = tuple(int(m) + 1 for m in largest) + dense_dims
    else:
        if len(shape) != sparse_dim + len(dense_dims):
            raise ShapeError(f"number of dimensions must be sparse_dim ({sparse_dim}) + dense_dim ({len(dense_dims)}), "
                             f"but got {len(shape)}")
        if tuple(shape[sparse_dim:]) != dense_dims:
            raise ShapeError(f"size {list(shape)} does not end in the values' dense dims {list(dense_dims)}")
        for d, (top, extent) in enumerate(zip(largest, shape)):
            if top >= extent:
                raise InvalidArgumentError(f"size is inconsistent with indices: for dim {d}, size is {extent} but "
                                           f"found index {int(top)}")
    declared = args.flag(is_coalesced, "is_coalesced")
    if declared and not _is_sorted_unique(rows):
        raise InvalidArgumentError("cannot set is_coalesced to true if indices correspond to uncoalesced COO tensor")
    return new(b.sparse_coo_tensor(idx, vals, shape, declared or nnz <= 1))


@export
def rt_torch_tensor_to_sparse(x, sparse_dim):
    b, t = backend(), tensor(x)
    ndim = b.ndim(t)
    wanted = args.integer(sparse_dim, "sparse_dim")
    if b.is_sparse(t):
        if wanted != b.sparse_dim(t):
            raise InvalidArgumentError(f"to_sparse: x is sparse with {b.sparse_dim(t)} sparse dims, not {wanted}; "
                                       f"conversion between sparse dims is not supported")
        return new(t)
    if not 1 <= wanted <= ndim:
        raise InvalidArgumentError(f"sparse_dim {wanted} must be in 1..{ndim} for a tensor of {ndim} dims")
    return new(b.to_sparse(t, wanted))


@export
def rt_torch_tensor_to_dense(x):
    b, t = backend(), tensor(x)
    return new(b.to_dense(t) if b.is_sparse(t) else t)


@export
def rt_torch_sparse_coalesce(x):
    b = backend()
    return new(b.sparse_coalesce(_sparse(b, x, "x", "coalesce")))


@export
def rt_torch_sparse_indices(x):
    b = backend()
    return new(b.sparse_indices(_sparse(b, x, "x", "indices")))


@export
def rt_torch_sparse_values(x):
    b = backend()
    return new(b.sparse_values(_sparse(b, x, "x", "values")))


@export
def rt_torch_tensor_is_sparse(x):
    return int(backend().is_sparse(tensor(x)))


@export
def rt_torch_sparse_is_coalesced(x):
    b = backend()
    return int(b.sparse_is_coalesced(_sparse(b, x, "x", "is_coalesced")))


@export
def rt_torch_sparse_nnz(x):
    b = backend()
    return b.sparse_nnz(_sparse(b, x, "x", "_nnz"))


@export
def rt_torch_sparse_dim(x):
    b = backend()
    return b.sparse_dim(_sparse(b, x, "x", "sparse_dim"))


@export
def rt_torch_sparse_mm(sparse, dense):
    b = backend()
    s = _sparse(b, sparse, "sparse", "sparse.mm")
    d = _dense(b, dense, "dense", "sparse.mm")
    ss, ds = b.shape(s), b.shape(d)
    if len(ss) != 2 or b.sparse_dim(s) != 2:
        raise ShapeError(f"sparse.mm: sparse must be a 2-D matrix of 2 sparse dims, got shape {list(ss)} with "
                         f"{b.sparse_dim(s)} sparse dims")
    if len(ds) != 2:
        raise ShapeError(f"sparse.mm: dense must be a 2-D matrix, got shape {list(ds)}")
    if ss[1] != ds[0]:
        raise ShapeError(f"mat1 and mat2 shapes cannot be multiplied ({ss[0]}x{ss[1]} and {ds[0]}x{ds[1]})")
    if b.dtype(s) != b.dtype(d):
        raise DtypeError(f"sparse.mm: expected mat1 and mat2 to have the same dtype, but got: "
                         f"{Dtype(b.dtype(s)).name} != {Dtype(b.dtype(d)).name}")
    if b.device(s) != b.device(d):
        raise DeviceError("sparse.mm: expected sparse and dense to be on the same device")
    return new(b.sparse_mm(s, d))


@export
def rt_torch_sparse_sum(x):
    b = backend()
    return new(b.sparse_sum(_sparse(b, x, "x", "sparse.sum")))
