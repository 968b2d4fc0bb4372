"""Section 7: shape, dtype and data access."""

from __future__ import annotations

import math

from ..abi.enums import DTYPE_SIZES
from ..abi.errors import BufferTooSmallError, InvalidArgumentError, ShapeError
from . import args
from .args import new, tensor
from .entry import export
from .startup import backend


def _target_shape(dims, numel: int, what: str = "dims") -> tuple[int, ...]:
    """A requested shape for numel elements where one entry may be -1 (inferred).

    The count is checked here so that every backend reports a mismatch as RT_ERR_SHAPE.
    """
    shape = args.int_list(dims, what)
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


@export
def rt_torch_tensor_reshape(x, dims):
    b, t = backend(), tensor(x)
    return new(b.reshape(t, args.addressable(_target_shape(dims, math.prod(b.shape(t))), b.dtype(t))))


@export
def rt_torch_tensor_view(x, dims):
    b, t = backend(), tensor(x)
    return new(b.view(t, args.addressable(_target_shape(dims, math.prod(b.shape(t))), b.dtype(t))))


@export
def rt_torch_tensor_permute(x, order):
    b, t = backend(), tensor(x)
    n = len(b.shape(t))
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
    b, t = backend(), tensor(x)
    return new(b.squeeze(t, args.dim(dim, len(b.shape(t)))))


@export
def rt_torch_tensor_unsqueeze(x, dim):
    b, t = backend(), tensor(x)
    return new(b.unsqueeze(t, args.dim(dim, len(b.shape(t)), extra=1)))


@export
def rt_torch_tensor_flatten(x, start_dim, end_dim):
    b, t = backend(), tensor(x)
    n = len(b.shape(t))
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
