"""Section 5: linear algebra."""

from __future__ import annotations

from ..abi.enums import COMPLEX, FLOATING, Dtype
from ..abi.errors import DtypeError, ShapeError
from . import args
from .args import new, tensor
from .entry import export
from .startup import backend

_DECOMPOSABLE = FLOATING | COMPLEX


def _matrices(b, t, what: str, square: bool):
    """Check that t is a (batch of) floating or complex matrices, square if asked."""
    code = b.dtype(t)
    if code not in _DECOMPOSABLE:
        raise DtypeError(f"{what} needs a floating point or complex tensor, got {Dtype(code).name}")
    shape = b.shape(t)
    if len(shape) < 2:
        raise ShapeError(f"{what} needs a matrix or a batch of matrices, got shape {list(shape)}")
    if square and shape[-1] != shape[-2]:
        raise ShapeError(f"{what} needs square matrices, got shape {list(shape)}")


@export
def rt_torch_tensor_matmul(a, b):
    bk, x, y = backend(), tensor(a, "a"), tensor(b, "b")
    sx, sy = bk.shape(x), bk.shape(y)
    if not sx or not sy:
        raise ShapeError(f"matmul needs tensors of at least 1 dim, got shapes {list(sx)} and {list(sy)}")
    if sx[-1] != (sy[-2] if len(sy) > 1 else sy[0]):
        raise ShapeError(f"shapes {list(sx)} and {list(sy)} cannot be multiplied")
    return new(bk.matmul(x, y))


@export
def rt_torch_tensor_dot(a, b):
    bk, x, y = backend(), tensor(a, "a"), tensor(b, "b")
    sx, sy = bk.shape(x), bk.shape(y)
    if len(sx) != 1 or len(sy) != 1 or sx != sy:
        raise ShapeError(f"dot needs two 1-D tensors of the same length, got shapes {list(sx)} and {list(sy)}")
    return new(bk.dot(x, y))


@export
def rt_torch_tensor_transpose(x, dim0, dim1):
    b, t = backend(), tensor(x)
    n = len(b.shape(t))
    return new(b.transpose(t, args.dim(dim0, n, "dim0"), args.dim(dim1, n, "dim1")))


@export
def rt_torch_tensor_t(x):
    b, t = backend(), tensor(x)
    n = len(b.shape(t))
    if n > 2:
        raise ShapeError(f"t needs a tensor of at most 2 dims, got {n}; use transpose")
    return new(b.transpose(t, 0, 1) if n == 2 else b.transpose(t, 0, 0))


@export
def rt_torch_tensor_norm(x):
    return new(backend().norm(tensor(x)))


@export
def rt_torch_tensor_det(x):
    b, t = backend(), tensor(x)
    _matrices(b, t, "det", square=True)
    return new(b.det(t))


@export
def rt_torch_tensor_inverse(x):
    b, t = backend(), tensor(x)
    _matrices(b, t, "inverse", square=True)
    return new(b.inverse(t))


@export
def rt_torch_tensor_svd(x):
    b, t = backend(), tensor(x)
    _matrices(b, t, "svd", square=False)
    return tuple(new(part) for part in b.svd(t))


@export
def rt_torch_tensor_eig(x):
    b, t = backend(), tensor(x)
    _matrices(b, t, "eig", square=True)
    return tuple(new(part) for part in b.eig(t))
