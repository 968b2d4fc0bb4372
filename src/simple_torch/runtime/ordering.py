"""Section 19: ordering (sort, top-k, k-th value, median, mode, running max/min, unique, binary
search) and variance with any correction. Every check PyTorch makes is made here first, so both backends
answer bad input with the same code and message."""

from __future__ import annotations

from ..abi.enums import COMPLEX, DTYPE_KIND, Dtype, Kind
from ..abi.errors import DtypeError, InvalidArgumentError, ShapeError
from . import args
from .args import new, tensor
from .entry import export
from .startup import backend


def _orderable(b, t, what: str, bool_too: bool = True):
    """t, if PyTorch orders its dtype for `what`: never complex; bool only where PyTorch has the kernel."""
    code = b.dtype(t)
    if code in COMPLEX or (code == Dtype.bool and not bool_too):
        raise DtypeError(f"{what} does not support {Dtype(code).name} tensors")
    return t


def _along(b, t, dim, what: str, nonempty: bool = False) -> int:
    """dim of t, normalised; with nonempty the reduced dim must have elements (there is nothing to pick)."""
    shape = b.shape(t)
    d = args.dim(dim, len(shape))
    if nonempty and shape and shape[d] == 0:
        raise ShapeError(f"{what}: dim {d} of shape {list(shape)} has no elements to pick from")
    return d


def _picked_from_nothing(b, t, d: int, count: int, keepdim: bool = True) -> tuple | None:
    """For an empty t, (values, int64 indices) of `count` positions along d without asking the backend (PyTorch
    walks every slice of the other dims, which can be 2**60 slices of nothing); None when t has elements.
    The values are a slice of t, so they keep its autograd."""
    shape = b.shape(t)
    if not shape or 0 not in shape:
        return None
    values = b.slice(t, d, 0, count, 1)   # the callers checked count <= shape[d]
    if not keepdim:
        values = b.squeeze(values, d)
    return values, b.create("zeros", tuple(b.shape(values)), Dtype.int64, b.device(t))


def _size(b, t, d: int) -> int:
    shape = b.shape(t)
    return shape[d] if shape else 1


@export
def rt_torch_tensor_cummax(x, dim):
    b, t = backend(), tensor(x)
    d = _along(b, _orderable(b, t, "cummax"), dim, "cummax")
    return tuple(new(part) for part in _picked_from_nothing(b, t, d, _size(b, t, d)) or b.cummax(t, d))


@export
def rt_torch_tensor_cummin(x, dim):
    b, t = backend(), tensor(x)
    d = _along(b, _orderable(b, t, "cummin"), dim, "cummin")
    return tuple(new(part) for part in _picked_from_nothing(b, t, d, _size(b, t, d)) or b.cummin(t, d))


def _spread(x, dims, correction, keepdim, what: str):
    """(backend, tensor, dims or None for all, correction, keepdim) of a variance, checked as PyTorch does."""
    b, t = backend(), tensor(x)
    if DTYPE_KIND[b.dtype(t)] < Kind.floating:
        raise DtypeError(f"{what} needs a floating point or complex tensor, got {Dtype(b.dtype(t)).name}")
    ndim = b.ndim(t)
    picked = tuple(args.dim(d, ndim) for d in args.int_list(dims, "dims"))
    if len(set(picked)) != len(picked):
        raise InvalidArgumentError(f"{what}: dims {list(picked)} name a dim more than once")
    correction = args.number(correction, "correction", finite=True)
    return b, t, (picked or None), correction, args.flag(keepdim, "keepdim")


@export
def rt_torch_tensor_var_correction(x, dims, correction, keepdim):
    b, t, picked, c, keep = _spread(x, dims, correction, keepdim, "var")
    return new(b.var_correction(t, picked, c, keep))


@export
def rt_torch_tensor_std_correction(x, dims, correction, keepdim):
    b, t, picked, c, keep = _spread(x, dims, correction, keepdim, "std")
    return new(b.std_correction(t, picked, c, keep))


def _sorted(x, dim, descending, stable):
    b, t = backend(), tensor(x)
    d = _along(b, _orderable(b, t, "sort"), dim, "sort")
    args.flag(stable, "stable")   # the sort is always stable, which PyTorch allows either way
    descending = args.flag(descending, "descending")
    return _picked_from_nothing(b, t, d, _size(b, t, d)) or b.sort(t, d, descending)


@export
def rt_torch_tensor_sort(x, dim, descending, stable):
    return tuple(new(part) for part in _sorted(x, dim, descending, stable))


@export
def rt_torch_tensor_argsort(x, dim, descending, stable):
    return new(_sorted(x, dim, descending, stable)[1])


@export
def rt_torch_tensor_topk(x, k, dim, largest, sorted):
    b, t = backend(), tensor(x)
    d = _along(b, _orderable(b, t, "topk", bool_too=False), dim, "topk")
    k, size = args.integer(k, "k"), _size(b, t, d)
    if not 0 <= k <= size:
        raise InvalidArgumentError(f"topk: k {k} is out of range for dim {d} of size {size}")
    args.flag(sorted, "sorted")   # always ordered from the extreme, which PyTorch allows either way
    largest = args.flag(largest, "largest")
    return tuple(new(part) for part in _picked_from_nothing(b, t, d, k) or b.topk(t, k, d, largest))


@export
def rt_torch_tensor_kthvalue(x, k, dim, keepdim):
    b, t = backend(), tensor(x)
    d = _along(b, _orderable(b, t, "kthvalue", bool_too=False), dim, "kthvalue", nonempty=True)
    k, size = args.integer(k, "k"), _size(b, t, d)
    if not 1 <= k <= size:
        raise InvalidArgumentError(f"kthvalue: k {k} is out of range for dim {d} of size {size} (k counts from 1)")
    keepdim = args.flag(keepdim, "keepdim")
    return tuple(new(part) for part in _picked_from_nothing(b, t, d, 1, keepdim) or b.kthvalue(t, k, d, keepdim))


@export
def rt_torch_tensor_median(x):
    b, t = backend(), tensor(x)
    _orderable(b, t, "median", bool_too=False)
    if 0 in b.shape(t) and DTYPE_KIND[b.dtype(t)] < Kind.floating:
        raise ShapeError(f"median of an empty {Dtype(b.dtype(t)).name} tensor is undefined (NaN needs a floating "
                         f"dtype)")
    return new(b.median(t))


@export
def rt_torch_tensor_median_dim(x, dim, keepdim):
    b, t = backend(), tensor(x)
    d = _along(b, _orderable(b, t, "median", bool_too=False), dim, "median", nonempty=True)
    keepdim = args.flag(keepdim, "keepdim")
    return tuple(new(part) for part in _picked_from_nothing(b, t, d, 1, keepdim) or b.median_dim(t, d, keepdim))


@export
def rt_torch_tensor_mode(x, dim, keepdim):
    b, t = backend(), tensor(x)
    d = _along(b, _orderable(b, t, "mode"), dim, "mode", nonempty=True)
    keepdim = args.flag(keepdim, "keepdim")
    return tuple(new(part) for part in _picked_from_nothing(b, t, d, 1, keepdim) or b.mode(t, d, keepdim))


@export
def rt_torch_tensor_unique(x):
    b, t = backend(), tensor(x)
    return tuple(new(part) for part in b.unique(_orderable(b, t, "unique")))


def _search(b, sequence, values, out_int32, right, sorter, what: str):
    """The positions of values in the innermost dim of sequence, after PyTorch's checks."""
    for operand, name in ((sequence, "the sorted sequence"), (values, "the values")):
        _orderable(b, operand, f"{what} ({name})", bool_too=False)
    seq, shape = b.shape(sequence), b.shape(values)
    if not seq:
        raise ShapeError(f"{what}: the sorted sequence must have at least 1 dim, got a 0-dim tensor")
    if len(seq) > 1 and (len(shape) != len(seq) or shape[:-1] != seq[:-1]):
        raise ShapeError(f"{what}: a sorted sequence of shape {list(seq)} needs values with the same leading dims "
                         f"{list(seq[:-1])} (and one more), got shape {list(shape)}")
    if sorter is not None:
        if b.dtype(sorter) != Dtype.int64:
            raise DtypeError(f"{what}: sorter must be int64, got {Dtype(b.dtype(sorter)).name}")
        if b.shape(sorter) != seq:
            raise ShapeError(f"{what}: sorter of shape {list(b.shape(sorter))} must have the sorted sequence's "
                             f"shape {list(seq)}")
        args.index_range(b, sorter, seq[-1], len(seq) - 1)
    if 0 in shape:   # nothing to look for (PyTorch would still walk the other dims)
        return b.create("zeros", tuple(shape), Dtype.int32 if args.flag(out_int32, "out_int32") else Dtype.int64,
                        b.device(values))
    return b.searchsorted(sequence, values, args.flag(out_int32, "out_int32"), args.flag(right, "right"), sorter)


@export
def rt_torch_tensor_searchsorted(sorted_sequence, values, out_int32, right, sorter):
    b = backend()
    return new(_search(b, tensor(sorted_sequence, "sorted_sequence"), tensor(values, "values"), out_int32, right,
                       args.optional_tensor(sorter, "sorter"), "searchsorted"))


@export
def rt_torch_tensor_bucketize(input, boundaries, out_int32, right):
    b, edges = backend(), tensor(boundaries, "boundaries")
    if b.ndim(edges) != 1:
        raise ShapeError(f"bucketize: boundaries must be 1-D, got shape {list(b.shape(edges))}")
    return new(_search(b, edges, tensor(input, "input"), out_int32, right, None, "bucketize"))
