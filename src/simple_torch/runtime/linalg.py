"""Section 5: linear algebra."""

from __future__ import annotations

from ..abi.enums import COMPLEX, FLOATING, INTEGRAL, Dtype
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


# ABI 1.3, more linear algebra: batched and scaled products, composed from the backends' matmul, mul and
# add so that both backends share the shape checks here and get their gradients from those ops.

def _product_operands(bk, x, y, ndim: int, what: str) -> None:
    """x, y: ndim-D (2: matrices, 3: batches of matrices, same batch) that can be multiplied."""
    sx, sy = bk.shape(x), bk.shape(y)
    if len(sx) != ndim or len(sy) != ndim:
        raise ShapeError(f"{what} needs two {ndim}-D tensors, got shapes {list(sx)} and {list(sy)}")
    if sx[:-2] != sy[:-2] or sx[-1] != sy[-2]:
        raise ShapeError(f"{what}: shapes {list(sx)} and {list(sy)} cannot be multiplied")


def _scale(bk, t, factor: float):
    """factor * t in t's dtype: an integer tensor takes the factor truncated to an integer, as PyTorch casts it
    (and a backend's product with a number may promote integers to floating point)."""
    code = bk.dtype(t)
    if code in INTEGRAL:
        return bk.to_dtype(bk.mul_scalar(t, int(factor)), code)
    return bk.mul_scalar(t, factor)


def _scaled_sum(bk, base, x, y, beta: float, alpha: float, what: str):
    """beta * base + alpha * (x @ y), base broadcast to the product's shape; beta 0 ignores base (NaN too)."""
    if bk.dtype(base) != bk.dtype(x):
        raise DtypeError(f"{what}: input and the products must have the same dtype, got "
                         f"{Dtype(bk.dtype(base)).name} and {Dtype(bk.dtype(x)).name}")
    product = bk.matmul(x, y)
    shape, base_shape = tuple(bk.shape(product)), tuple(bk.shape(base))
    # base must broadcast to the product's shape (not the other way round): dims aligned from the right
    fits = len(base_shape) <= len(shape) and all(
        n in (1, m) for n, m in zip(reversed(base_shape), reversed(shape)))
    if not fits:
        raise ShapeError(f"{what}: input of shape {list(bk.shape(base))} does not broadcast to the product's "
                         f"shape {list(shape)}")
    scaled = _scale(bk, product, alpha)
    if beta == 0:
        return scaled
    return bk.add(_scale(bk, base, beta), scaled)


@export
def rt_torch_tensor_bmm(a, b):
    bk, x, y = backend(), tensor(a, "a"), tensor(b, "b")
    _product_operands(bk, x, y, 3, "bmm")
    return new(bk.matmul(x, y))


@export
def rt_torch_tensor_outer(a, b):
    bk, x, y = backend(), tensor(a, "a"), tensor(b, "b")
    sx, sy = bk.shape(x), bk.shape(y)
    if len(sx) != 1 or len(sy) != 1:
        raise ShapeError(f"outer needs two 1-D tensors, got shapes {list(sx)} and {list(sy)}")
    return new(bk.mul(bk.reshape(x, (sx[0], 1)), bk.reshape(y, (1, sy[0]))))


@export
def rt_torch_tensor_addmm(input, mat1, mat2, beta, alpha):
    bk, base, x, y = backend(), tensor(input, "input"), tensor(mat1, "mat1"), tensor(mat2, "mat2")
    _product_operands(bk, x, y, 2, "addmm")
    return new(_scaled_sum(bk, base, x, y, args.number(beta, "beta"), args.number(alpha, "alpha"), "addmm"))


@export
def rt_torch_tensor_baddbmm(input, batch1, batch2, beta, alpha):
    bk, base, x, y = backend(), tensor(input, "input"), tensor(batch1, "batch1"), tensor(batch2, "batch2")
    _product_operands(bk, x, y, 3, "baddbmm")
    return new(_scaled_sum(bk, base, x, y, args.number(beta, "beta"), args.number(alpha, "alpha"), "baddbmm"))
