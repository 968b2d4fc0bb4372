"""Section 7: shape, dtype and data access; section 20: more shape operations and padding."""

from __future__ import annotations

import math

from ..abi.enums import DTYPE_SIZES, INTEGRAL, Dtype, PadMode
from ..abi.errors import BufferTooSmallError, DtypeError, InvalidArgumentError, ShapeError
from . import args
from .args import PLAIN, new, tensor
from .entry import export
from .handles import table
from .startup import backend


def _target_shape(dims, numel: int, what: str = "dims") -> tuple[int, ...]:
    """A requested shape for numel elements where one entry may be -1 (inferred).

    The count is checked here so that every backend reports a mismatch as RT_ERR_SHAPE.
    """
    shape = args.int_list(dims, what)
    if not shape or min(shape) >= 0:   # nothing to infer: only the count can be wrong (the checks below, in short)
        known = math.prod(shape)
        if known != numel:
            raise ShapeError(f"{what} {list(shape)} hold {known} elements, the tensor has {numel}")
        return shape
    if sum(1 for s in shape if s == -1) > 1:
        raise InvalidArgumentError(f"{what} {list(shape)} has more than one -1")
    for i, s in enumerate(shape):
        if s < -1:
            raise InvalidArgumentError(f"{what}[{i}] is {s}; sizes must be non-negative (or -1 to infer)")
    known = math.prod(s for s in shape if s != -1)
    if -1 in shape and (known == 0 or numel % known):
        raise ShapeError(f"cannot make {list(shape)} of {numel} elements (the -1 cannot be inferred)")
    if -1 not in shape and known != numel:
        raise ShapeError(f"{what} {list(shape)} hold {known} elements, the tensor has {numel}")
    return shape


def _fresh(b, result, t):
    """result as a tensor object of its own: PyTorch returns its input itself when there is nothing
    to do, and two handles naming one object would share requires_grad and .grad."""
    return b.view(t, b.shape(t)) if result is t else result


# Fewer elements than this fit in 2**63 bytes in every dtype (an element takes at most that many bytes)
_ADDRESSABLE_IN_ANY_DTYPE = 2**63 // max(DTYPE_SIZES.values())
_tensors = table.tensors


def _new_shape(b, t, dims) -> tuple[int, ...]:
    """dims as the shape of a reshape or view of t: _target_shape's, addressable in t's dtype."""
    numel = b.numel(t)
    if (type(dims) is tuple and dims and 0 < numel < _ADDRESSABLE_IN_ANY_DTYPE and PLAIN.issuperset(map(type, dims))
            and math.prod(dims) == numel and min(dims) > 0):   # Tier 3's view(8, 4): nothing to infer, all fits
        return dims
    shape = _target_shape(dims, numel)
    if 0 < numel < _ADDRESSABLE_IN_ANY_DTYPE:   # then no size is 0 and their product, -1 as 1, is at most numel
        return shape
    return args.addressable(shape, b.dtype(t))


# reshape and view read the handle as args.tensor does, in place: a call costs a tiny op as much as the dict lookup
@export
def rt_torch_tensor_reshape(x, dims):
    b, t = backend(), _tensors.get(x)
    if t is None or type(x) is not int:
        t = tensor(x)
    return table.add(b.reshape(t, _new_shape(b, t, dims)))


def direct_tensor_reshape(b, t, dims):
    """rt_torch_tensor_reshape on a backend object (runtime/direct.py)."""
    return b.reshape(t, _new_shape(b, t, dims))


@export
def rt_torch_tensor_view(x, dims):
    b, t = backend(), _tensors.get(x)
    if t is None or type(x) is not int:
        t = tensor(x)
    return table.add(b.view(t, _new_shape(b, t, dims)))


def direct_tensor_view(b, t, dims):
    """rt_torch_tensor_view on a backend object (runtime/direct.py)."""
    return b.view(t, _new_shape(b, t, dims))


@export
def rt_torch_tensor_permute(x, order):
    b, t = backend(), tensor(x)
    n = b.ndim(t)
    wanted = args.int_list(order, "order")
    normalised = tuple(args.dim(d, n, f"order[{i}]") for i, d in enumerate(wanted)) if len(wanted) == n else ()
    if sorted(normalised) != list(range(n)):
        raise InvalidArgumentError(f"order {list(wanted)} is not a permutation of the {n} dims")
    return new(b.permute(t, normalised))


@export
def rt_torch_tensor_squeeze(x):
    return new(backend().squeeze(tensor(x), None))


@export
def rt_torch_tensor_squeeze_dim(x, dim):
    b, t = backend(), _tensors.get(x)   # in place, as reshape's (x[:, t] squeezes on every step)
    if t is None or type(x) is not int:
        t = tensor(x)
    return table.add(b.squeeze(t, args.dim(dim, b.ndim(t))))


@export
def rt_torch_tensor_unsqueeze(x, dim):
    b, t = backend(), tensor(x)
    return new(b.unsqueeze(t, args.dim(dim, b.ndim(t), extra=1)))


@export
def rt_torch_tensor_flatten(x, start_dim, end_dim):
    b, t = backend(), tensor(x)
    n = b.ndim(t)
    start, end = args.dim(start_dim, n, "start_dim"), args.dim(end_dim, n, "end_dim")
    if start > end:
        raise InvalidArgumentError(f"start_dim {start_dim} comes after end_dim {end_dim}")
    return new(_fresh(b, b.flatten(t, start, end), t))


@export
def rt_torch_tensor_expand(x, dims):
    b, t = backend(), tensor(x)
    shape, current = args.int_list(dims, "dims"), b.shape(t)
    if len(shape) < len(current):
        raise ShapeError(f"cannot expand shape {list(current)} to fewer dims {list(shape)}")
    new_dims = len(shape) - len(current)
    for i, s in enumerate(shape):
        if s < -1 or (s == -1 and i < new_dims):   # -1 keeps a dim, so a new leading dim cannot use it
            raise InvalidArgumentError(f"dims[{i}] is {s} in {list(shape)}; sizes must be non-negative "
                                  f"(-1 only for the {len(current)} existing dims)")
    # As for the creation functions: a shape whose data could not be addressed is refused here (PyTorch would
    # make the view, whose nbytes then overflows int64; NumPy refuses with its own words).
    args.addressable(tuple(current[i - new_dims] if s == -1 else s for i, s in enumerate(shape)), b.dtype(t))
    return new(b.expand(t, shape))


@export
def rt_torch_tensor_contiguous(x):
    b, t = backend(), tensor(x)
    return new(_fresh(b, b.contiguous(t), t))


@export
def rt_torch_tensor_is_contiguous(x):
    return int(backend().is_contiguous(tensor(x)))


@export
def rt_torch_tensor_shape(x, max_dims):
    shape = backend().shape(tensor(x))
    capacity = args.integer(max_dims, "max_dims")
    if capacity < 0:
        raise InvalidArgumentError(f"max_dims is {capacity}; it must be non-negative")
    if capacity < len(shape):
        raise BufferTooSmallError(f"the tensor has {len(shape)} dims but max_dims is {capacity}")
    return len(shape), list(shape)


@export
def rt_torch_tensor_ndim(x):
    return len(backend().shape(tensor(x)))


@export
def rt_torch_tensor_numel(x):
    return math.prod(backend().shape(tensor(x)))


@export
def rt_torch_tensor_size(x, dim):
    shape = backend().shape(tensor(x))
    if not shape:
        raise InvalidArgumentError("a 0-dim tensor has no sizes")
    return shape[args.dim(dim, len(shape))]


@export
def rt_torch_tensor_dtype(x):
    return backend().dtype(tensor(x))


@export
def rt_torch_tensor_to_dtype(x, dtype):
    b, t = backend(), tensor(x)
    out = b.to_dtype(t, args.dtype(dtype))
    return new(b.clone(t) if out is t else out)   # a copy, as promised, even to the same dtype


def _nbytes(b, t) -> int:
    return math.prod(b.shape(t)) * DTYPE_SIZES[b.dtype(t)]


@export
def rt_torch_tensor_nbytes(x):
    b = backend()
    return _nbytes(b, tensor(x))


@export
def rt_torch_tensor_copy_to(x, out):
    b, t = backend(), tensor(x)
    if out is None:
        raise InvalidArgumentError("out is NULL")
    try:
        view = memoryview(out).cast("B")
    except TypeError:
        raise InvalidArgumentError(f"out must be a writable bytes-like object, got {type(out).__name__}") from None
    if view.readonly:
        raise InvalidArgumentError("out is read-only")
    need = _nbytes(b, t)
    if view.nbytes < need:
        raise BufferTooSmallError(f"out holds {view.nbytes} bytes, the tensor needs {need}")
    if need:
        b.copy_into(t, view)
    return need


@export
def rt_torch_tensor_item(x):
    b, t = backend(), tensor(x)
    shape = b.shape(t)
    if math.prod(shape) != 1:
        raise ShapeError(f"item needs a tensor of one element, got shape {list(shape)}")
    return (b.item(t),)


@export
def rt_torch_tensor_copy_from(dst, src):
    b, d, s = backend(), tensor(dst, "dst"), tensor(src, "src")
    into, values = b.shape(d), b.shape(s)
    fits = len(values) <= len(into) and all(v in (1, n) for v, n in zip(reversed(values), reversed(into)))
    if not fits:
        raise ShapeError(f"src shape {list(values)} cannot be broadcast to dst shape {list(into)}")
    if b.requires_grad(d) and b.is_grad_enabled():
        raise InvalidArgumentError("dst requires grad: writing into it would corrupt its gradients "
                              "(call it inside no_grad_begin/end, or write into a detached tensor)")
    b.copy_from(d, s)


# -- more shape operations ----------------------------------------------------------------------
# split, tensor_split, unflatten and movedim are made of slices, reshapes and permutations here, so every
# backend gives the same parts (views, as PyTorch's) with their gradients; repeat, repeat_interleave,
# diagonal and pad are Backend methods.

def _at_least_1d(b, t, what: str) -> tuple[int, ...]:
    shape = b.shape(t)
    if not shape:
        raise ShapeError(f"{what} expects at least a 1-dimensional tensor")
    return shape


def _room(count: int, max_out) -> None:
    """Refuse before making anything when max_out cannot hold count parts."""
    capacity = args.integer(max_out, "max_out")
    if capacity < 0:
        raise InvalidArgumentError(f"max_out is {capacity}; it must be non-negative")
    if count > capacity:
        raise BufferTooSmallError(f"{count} parts but max_out is {capacity}")


def _parts(b, t, dim: int, bounds: list[tuple[int, int]], max_out) -> tuple[int, list[int]]:
    """The slices [start, end) of t along dim as new handles, once max_out can hold them all."""
    _room(len(bounds), max_out)
    return len(bounds), [new(b.slice(t, dim, start, end, 1)) for start, end in bounds]


def _consecutive(sizes) -> list[tuple[int, int]]:
    bounds, start = [], 0
    for size in sizes:
        bounds.append((start, start + size))
        start += size
    return bounds


@export
def rt_torch_tensor_split(x, split_size, dim, max_out):
    b, t = backend(), tensor(x)
    shape = _at_least_1d(b, t, "split")
    dim, size = args.dim(dim, len(shape)), args.integer(split_size, "split_size")
    n = shape[dim]
    if size < 0 or (size == 0 and n):
        raise InvalidArgumentError(f"split_size is {size}; it must be positive (0 only for a dim of size 0)")
    _room(-(-n // size) if n else 1, max_out)   # before listing the parts: a dim may hold billions
    sizes = [min(size, n - start) for start in range(0, n, size)] if n else [0]
    return _parts(b, t, dim, _consecutive(sizes), max_out)


@export
def rt_torch_tensor_split_sizes(x, sizes, dim, max_out):
    b, t = backend(), tensor(x)
    shape = _at_least_1d(b, t, "split")
    dim, wanted = args.dim(dim, len(shape)), args.sizes(sizes, "sizes")
    if sum(wanted) != shape[dim]:
        raise ShapeError(f"split sizes {list(wanted)} sum to {sum(wanted)}, but dim {dim} has size {shape[dim]}")
    return _parts(b, t, dim, _consecutive(wanted), max_out)


@export
def rt_torch_tensor_tensor_split(x, sections, dim, max_out):
    b, t = backend(), tensor(x)
    shape = _at_least_1d(b, t, "tensor_split")
    dim, count = args.dim(dim, len(shape)), args.integer(sections, "sections")
    if count <= 0:
        raise InvalidArgumentError(f"sections is {count}; it must be positive")
    n = shape[dim]
    _room(count, max_out)   # before listing the parts: sections may be huge
    # PyTorch's rule: the first n % sections parts hold one element more
    return _parts(b, t, dim, _consecutive(n // count + (i < n % count) for i in range(count)), max_out)


@export
def rt_torch_tensor_tensor_split_indices(x, indices, dim, max_out):
    b, t = backend(), tensor(x)
    shape = _at_least_1d(b, t, "tensor_split")
    dim, cuts = args.dim(dim, len(shape)), args.int_list(indices, "indices")
    n = shape[dim]
    # each cut as a Python slice bound: negative from the end, clamped to [0, n]; a part never runs backwards
    clamped = [min(max(c + n if c < 0 else c, 0), n) for c in cuts]
    edges = [0, *clamped, n]
    return _parts(b, t, dim, [(start, max(start, end)) for start, end in zip(edges, edges[1:])], max_out)


@export
def rt_torch_tensor_repeat(x, repeats):
    b, t = backend(), tensor(x)
    counts, shape = args.sizes(repeats, "repeats"), b.shape(t)
    if len(counts) < len(shape):
        raise InvalidArgumentError(f"repeats {list(counts)} has fewer entries than the tensor's {len(shape)} dims")
    lead = len(counts) - len(shape)
    args.addressable(tuple(c * s for c, s in zip(counts, (1,) * lead + tuple(shape))), b.dtype(t))
    return new(b.repeat(t, counts))


def _interleaved(b, t, counts: tuple[int, ...], dim) -> int:
    shape = _at_least_1d(b, t, "repeat_interleave")
    dim = args.dim(dim, len(shape))
    if len(counts) not in (1, shape[dim]):
        raise ShapeError(f"{len(counts)} repeats for dim {dim} of size {shape[dim]} (give 1 or {shape[dim]})")
    for i, c in enumerate(counts):
        if c < 0:
            raise InvalidArgumentError(f"repeats[{i}] is {c}; repeats must be non-negative")
    length = counts[0] * shape[dim] if len(counts) == 1 else sum(counts)
    args.addressable(shape[:dim] + (length,) + shape[dim + 1:], b.dtype(t))
    return new(b.repeat_interleave(t, counts, dim))


@export
def rt_torch_tensor_repeat_interleave(x, repeats, dim):
    b, t = backend(), tensor(x)
    return _interleaved(b, t, (args.integer(repeats, "repeats"),), dim)


@export
def rt_torch_tensor_repeat_interleave_tensor(x, repeats, dim):
    b, t, r = backend(), tensor(x), tensor(repeats, "repeats")
    if b.dtype(r) not in INTEGRAL:
        raise DtypeError(f"repeats must be an integer tensor, got {Dtype(b.dtype(r)).name}")
    if b.ndim(r) > 1:
        raise ShapeError(f"repeats must be 0-dim or 1-dim, got shape {list(b.shape(r))}")
    return _interleaved(b, t, args.host_integers(b, r), dim)


@export
def rt_torch_tensor_diag(x, diagonal):
    b, t = backend(), tensor(x)
    shape = b.shape(t)
    if len(shape) not in (1, 2):
        raise ShapeError(f"diag needs a 1-D or 2-D tensor, got {len(shape)} dims")
    offset = args.integer(diagonal, "diagonal")
    if len(shape) == 1:   # the matrix grows with the offset: refused here when it cannot be addressed
        side = shape[0] + abs(offset)
        args.addressable((side, side), b.dtype(t))
    return new(b.diag(t, offset))


@export
def rt_torch_tensor_diagonal(x, offset, dim1, dim2):
    b, t = backend(), tensor(x)
    n = b.ndim(t)
    if n < 2:
        raise ShapeError(f"diagonal needs at least 2 dims, got {n}")
    d1, d2 = args.dim(dim1, n, "dim1"), args.dim(dim2, n, "dim2")
    if d1 == d2:
        raise InvalidArgumentError(f"dim1 and dim2 name the same dim {d1}")
    return new(b.diagonal(t, args.integer(offset, "offset"), d1, d2))


@export
def rt_torch_tensor_movedim(x, source, destination):
    b, t = backend(), tensor(x)
    n = b.ndim(t)
    src, dst = args.dim(source, n, "source"), args.dim(destination, n, "destination")
    if n == 0:
        return new(b.view(t, ()))
    order = [d for d in range(n) if d != src]
    order.insert(dst, src)
    return new(b.permute(t, tuple(order)))


@export
def rt_torch_tensor_unflatten(x, dim, sizes):
    b, t = backend(), tensor(x)
    shape = b.shape(t)
    if not shape:
        raise InvalidArgumentError("unflatten needs a dim to unflatten; the tensor has none")
    dim = args.dim(dim, len(shape))
    if not args.int_list(sizes, "sizes"):
        raise InvalidArgumentError("sizes must not be empty")
    inner = _target_shape(sizes, shape[dim], "sizes")
    known = math.prod(s for s in inner if s != -1)
    inner = tuple(shape[dim] // known if s == -1 else s for s in inner)
    return new(b.reshape(t, tuple(shape[:dim]) + inner + tuple(shape[dim + 1:])))


_MOST_PADDED_DIMS = 3   # PyTorch pads at most the last 3 dims in its reflect, replicate and circular modes


@export
def rt_torch_nn_pad(x, pad, mode, value):
    b, t = backend(), tensor(x)
    shape, pads = b.shape(t), args.int_list(pad, "pad")
    code = args.integer(mode, "mode")
    if code not in PadMode._value2member_map_:
        raise InvalidArgumentError(f"mode {code} is not one of " + ", ".join(f"{m.value} ({m.name})" for m in PadMode))
    mode = PadMode(code)
    if len(pads) % 2 or len(pads) > 2 * len(shape):
        raise InvalidArgumentError(f"pad {list(pads)} must hold a (before, after) pair for each of at most the "
                                   f"{len(shape)} dims")
    padded = len(pads) // 2
    if mode != PadMode.constant:
        if not 1 <= padded <= _MOST_PADDED_DIMS or len(shape) not in (padded + 1, padded + 2):
            raise ShapeError(f"{mode.name} padding of {padded} dims needs an input of {padded + 1} or "
                             f"{padded + 2} dims (a batch dim first), got shape {list(shape)}")
        if 0 in shape[1 if len(shape) == padded + 2 else 0:]:
            raise ShapeError(f"{mode.name} padding needs non-empty dims (but the batch dim), got {list(shape)}")
    out = list(shape)
    for i in range(padded):
        d, before, after = len(shape) - 1 - i, pads[2 * i], pads[2 * i + 1]
        kept = shape[d] + min(before, 0) + min(after, 0)   # negative pads crop first
        out[d] = kept + max(before, 0) + max(after, 0)
        if kept < 0 or out[d] < 0:
            raise ShapeError(f"pad {list(pads)} leaves dim {d} of size {shape[d]} with a negative size")
        if mode != PadMode.constant and kept == 0:   # PyTorch reads past the crop (or uninitialized memory)
            raise ShapeError(f"{mode.name} padding ({before}, {after}) crops dim {d} of size {shape[d]} to nothing, "
                             f"leaving nothing to pad from")
        if mode == PadMode.reflect and max(before, after) >= min(shape[d], kept):
            raise InvalidArgumentError(f"reflect padding ({before}, {after}) of dim {d} must be less than its "
                                       f"size {kept}")
        if mode == PadMode.circular and max(before, after) > min(shape[d], kept):
            raise InvalidArgumentError(f"circular padding ({before}, {after}) of dim {d} wraps around more than "
                                       f"once (size {kept})")
    args.addressable(tuple(out), b.dtype(t))
    # PyTorch converts the fill value only when something is padded
    fill = args.fill_value(value, b.dtype(t)) if mode == PadMode.constant and max(pads, default=0) > 0 \
        else args.number(value, "value")
    return new(b.pad(t, pads, mode.name, fill))
