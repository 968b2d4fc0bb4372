"""Section 5: linear algebra; section 22: products, einsum, decompositions and solvers."""

from __future__ import annotations

import math
import string

import numpy as np

from ..abi.enums import COMPLEX, FLOATING, INTEGRAL, Dtype, LstsqDriver, QrMode
from ..abi.errors import DtypeError, InvalidArgumentError, ShapeError
from . import amp, args
from .args import new, tensor
from .entry import export
from .startup import backend

_DECOMPOSABLE = FLOATING | COMPLEX
_LOW_PRECISION = (Dtype.float16, Dtype.bfloat16)


def _matrices(b, t, what: str, square: bool):
    """Check that t is a (batch of) floating or complex matrices, square if asked."""
    code = b.dtype(t)
    if code not in _DECOMPOSABLE:
        raise DtypeError(f"{what} needs a floating point or complex tensor, got {Dtype(code).name}")
    if code in _LOW_PRECISION:   # LAPACK has no half kernels, nor has PyTorch (some of whose refusals have no code)
        raise DtypeError(f"{what} is not implemented for {Dtype(code).name} (linear algebra needs float32, float64 "
                         f"or complex)")
    shape = b.shape(t)
    if len(shape) < 2:
        raise ShapeError(f"{what} needs a matrix or a batch of matrices, got shape {list(shape)}")
    if square and shape[-1] != shape[-2]:
        raise ShapeError(f"{what} needs square matrices, got shape {list(shape)}")


@export
def rt_torch_tensor_matmul(a, b):
    bk, x, y = backend(), tensor(a, "a"), tensor(b, "b")
    x, y = amp.lower_precision(bk, x, y)
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
    b = backend()
    return new(direct_tensor_transpose(b, tensor(x), dim0, dim1))


def direct_tensor_transpose(b, t, dim0, dim1):
    """rt_torch_tensor_transpose on a backend object (runtime/direct.py)."""
    n = b.ndim(t)
    return b.transpose(t, args.dim(dim0, n, "dim0"), args.dim(dim1, n, "dim1"))


@export
def rt_torch_tensor_t(x):
    b, t = backend(), tensor(x)
    n = b.ndim(t)
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
    t, = amp.float32(b, t)
    _matrices(b, t, "inverse", square=True)
    return new(b.inverse(t))


@export
def rt_torch_tensor_svd(x):
    b, t = backend(), tensor(x)
    t, = amp.float32(b, t)
    _matrices(b, t, "svd", square=False)
    return tuple(new(part) for part in b.svd(t))


@export
def rt_torch_tensor_eig(x):
    b, t = backend(), tensor(x)
    t, = amp.float32(b, t)
    _matrices(b, t, "eig", square=True)
    return tuple(new(part) for part in b.eig(t))


# More linear algebra: batched and scaled products, composed from the backends' matmul, mul and
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
    x, y = amp.lower_precision(bk, x, y)
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
    base, x, y = amp.lower_precision(bk, base, x, y)   # one cast product, as torch.addmm's (not its parts')
    _product_operands(bk, x, y, 2, "addmm")
    return new(_scaled_sum(bk, base, x, y, args.number(beta, "beta"), args.number(alpha, "alpha"), "addmm"))


@export
def rt_torch_tensor_baddbmm(input, batch1, batch2, beta, alpha):
    bk, base, x, y = backend(), tensor(input, "input"), tensor(batch1, "batch1"), tensor(batch2, "batch2")
    base, x, y = amp.lower_precision(bk, base, x, y)
    _product_operands(bk, x, y, 3, "baddbmm")
    return new(_scaled_sum(bk, base, x, y, args.number(beta, "beta"), args.number(alpha, "alpha"), "baddbmm"))


# Decompositions and solvers: every shape, dtype and enum rule is checked here, so that both backends
# (and PyTorch, whose LAPACK calls abort or crash on some inputs the checks refuse) see only valid problems.

_LABELS = frozenset(string.ascii_letters)
_ELLIPSIS = "..."


def _subscripts(term: str, what: str) -> tuple[str, str | None]:
    """The labels of one side of an einsum term: (before, after) its ellipsis, after None without one."""
    parts = term.split(_ELLIPSIS)
    if len(parts) > 2:
        raise InvalidArgumentError(f"einsum: {what} ({term!r}) has more than one ellipsis")
    for part in parts:
        for ch in part:
            if ch not in _LABELS:
                reason = "a '.' that is not part of an ellipsis" if ch == "." else f"{ch!r}"
                raise InvalidArgumentError(f"einsum: {what} ({term!r}) has {reason}; subscripts must be "
                                           f"letters a-z, A-Z or an ellipsis '...'")
    return (parts[0], parts[1]) if len(parts) == 2 else (parts[0], None)


def _einsum_equation(equation: str, shapes: list[tuple[int, ...]]) -> tuple[str, tuple[int, ...]]:
    """The equation in explicit form, spaces removed, and the output's shape, checked against the operands'
    shapes by PyTorch's rules: a label's sizes agree or are 1 (broadcast), within one operand they agree,
    the ellipses' dims broadcast, and the implicit output is the ellipsis, then the labels used once, sorted."""
    compact = equation.replace(" ", "")
    lhs, arrow, rhs = compact.partition("->")
    if "->" in rhs:
        raise InvalidArgumentError(f"einsum: the equation {equation!r} has more than one '->'")
    terms = lhs.split(",")
    if len(terms) != len(shapes):
        raise InvalidArgumentError(f"einsum: the equation {equation!r} has subscripts for {len(terms)} operand(s), "
                                   f"but {len(shapes)} were given")
    sizes: dict[str, int] = {}
    counts: dict[str, int] = {}
    ellipsis_shapes = []
    for k, (term, shape) in enumerate(zip(terms, shapes)):
        head, tail = _subscripts(term, f"the subscripts of operand {k}")
        labels = head + (tail or "")
        if (len(labels) > len(shape)) if tail is not None else (len(labels) != len(shape)):
            raise ShapeError(f"einsum: operand {k} has {len(shape)} dims ({list(shape)}) but its subscripts "
                             f"{term!r} name {len(labels)}{'' if tail is None else ' and an ellipsis'}")
        if tail is not None:
            ellipsis_shapes.append(shape[len(head):len(shape) - len(tail)])
        dims = shape[:len(head)] + shape[len(shape) - len(tail or ""):]
        own: dict[str, int] = {}
        for label, size in zip(labels, dims):
            if own.setdefault(label, size) != size:
                raise ShapeError(f"einsum: subscript {label} is repeated in operand {k} with sizes {own[label]} "
                                 f"and {size}")
            counts[label] = counts.get(label, 0) + 1
        for label, size in own.items():
            seen = sizes.setdefault(label, size)
            if seen != size and 1 not in (seen, size):
                raise ShapeError(f"einsum: subscript {label} has size {size} in operand {k}, which does not "
                                 f"broadcast with size {seen} in an earlier operand")
            if seen == 1:
                sizes[label] = size
    try:
        batch = np.broadcast_shapes(*ellipsis_shapes) if ellipsis_shapes else ()
    except ValueError:
        raise ShapeError(f"einsum: the dims covered by the ellipses ({[list(s) for s in ellipsis_shapes]}) do "
                         f"not broadcast") from None
    if arrow:
        head, tail = _subscripts(rhs, "the output")
        labels = head + (tail or "")
        for label in labels:
            if labels.count(label) > 1:
                raise InvalidArgumentError(f"einsum: output subscript {label} appears more than once")
            if label not in sizes:
                raise InvalidArgumentError(f"einsum: output subscript {label} is not a subscript of any operand")
    else:
        once = "".join(sorted(label for label, count in counts.items() if count == 1))
        rhs, head, tail = (_ELLIPSIS + once, "", once) if ellipsis_shapes else (once, once, None)
    out_shape = tuple(sizes[label] for label in head) + (batch if tail is not None else ()) + \
        tuple(sizes[label] for label in tail or "")
    return f"{','.join(terms)}->{rhs}", out_shape


@export
def rt_torch_tensor_einsum(equation, operands):
    bk = backend()
    equation = args.text(equation, "equation")
    if operands is None:
        raise InvalidArgumentError("operands is NULL")
    ts = [tensor(h, f"operands[{i}]") for i, h in enumerate(operands)]
    if not ts:
        raise InvalidArgumentError("einsum needs at least one operand")
    codes = {bk.dtype(t) for t in ts}
    if len(codes) > 1:
        names = ", ".join(Dtype(code).name for code in sorted(codes))
        raise DtypeError(f"einsum: the operands must have one dtype (PyTorch does not promote), got {names}")
    code = codes.pop()
    if code == Dtype.bool:
        raise DtypeError("einsum does not support bool tensors")
    explicit, out_shape = _einsum_equation(equation, [tuple(bk.shape(t)) for t in ts])
    args.addressable(out_shape, code, "the einsum's output shape")
    return new(bk.einsum(explicit, ts))


def _same_dtype(bk, a, b, what: str) -> None:
    """a and b of one dtype: PyTorch's solvers do not promote."""
    if bk.dtype(a) != bk.dtype(b):
        raise DtypeError(f"{what}: a and b must have the same dtype, got {Dtype(bk.dtype(a)).name} and "
                         f"{Dtype(bk.dtype(b)).name}")


def _batch(sa: tuple[int, ...], sb: tuple[int, ...], what: str) -> tuple[int, ...]:
    """The broadcast batch dims of two operands (all but their last two dims)."""
    try:
        return np.broadcast_shapes(sa[:-2], sb[:-2])
    except ValueError:
        raise ShapeError(f"{what}: the batch dims of shapes {list(sa)} and {list(sb)} do not broadcast") from None


@export
def rt_torch_tensor_solve(a, b, left):
    bk, x, y = backend(), tensor(a, "a"), tensor(b, "b")
    x, y = amp.float32(bk, x, y)
    _matrices(bk, x, "solve", square=True)
    _same_dtype(bk, x, y, "solve")
    left = args.flag(left, "left")
    sa, sb = tuple(bk.shape(x)), tuple(bk.shape(y))
    if not sb:
        raise ShapeError("solve: b must be a vector or a matrix (or a batch of them), got a 0-dim tensor")
    # PyTorch's rule: b is a (batch of) vector(s) when 1-D or shaped as a without its last dim
    vector = len(sb) == 1 or sb == sa[:-1]
    if vector and not left:
        raise ShapeError(f"solve: b of shape {list(sb)} is a vector, which needs left=1 (X a = b for a vector b is "
                         f"b / a with a of 1 x 1)")
    column = sb + (1,) if vector else sb
    if len(column) < 2 or (column[-2] if left else column[-1]) != sa[-1]:
        equation = "a X = b" if left else "X a = b"
        raise ShapeError(f"solve: shapes {list(sa)} and {list(sb)} do not fit {equation}")
    args.addressable(_batch(sa, column, "solve") + column[-2:], bk.dtype(x), "the solution's shape")
    return new(bk.solve(x, y, left))


@export
def rt_torch_tensor_slogdet(x):
    b, t = backend(), tensor(x)
    _matrices(b, t, "slogdet", square=True)
    return tuple(new(part) for part in b.slogdet(t))


def _enum_value(enum, code, what: str):
    code = args.integer(code, what)
    if code not in enum._value2member_map_:
        raise InvalidArgumentError(f"{what} {code} is not one of " + ", ".join(f"{m.value} ({m.name})" for m in enum))
    return enum(code)


@export
def rt_torch_tensor_qr(x, mode):
    b, t = backend(), tensor(x)
    t, = amp.float32(b, t)
    _matrices(b, t, "qr", square=False)
    mode = _enum_value(QrMode, mode, "mode")
    shape = tuple(b.shape(t))
    if mode == QrMode.complete:   # Q is m x m: an empty m x 0 input can still ask for a huge one
        args.addressable(shape[:-1] + shape[-2:-1], b.dtype(t), "the complete Q's shape")
    m, n = shape[-2:]
    k = m if mode == QrMode.complete else min(m, n)
    q_shape = (0,) if mode == QrMode.r else shape[:-2] + (m, k)
    r_shape = shape[:-2] + (k, n)
    if 0 in q_shape and 0 in r_shape:   # nothing to factor: PyTorch would still walk every empty matrix
        return tuple(new(b.create("zeros", s, b.dtype(t), b.device(t))) for s in (q_shape, r_shape))
    return tuple(new(part) for part in b.qr(t, mode.name))


@export
def rt_torch_tensor_cholesky(x, upper):
    b, t = backend(), tensor(x)
    t, = amp.float32(b, t)
    _matrices(b, t, "cholesky", square=True)
    return new(b.cholesky(t, args.flag(upper, "upper")))


@export
def rt_torch_tensor_eigh(x, upper):
    b, t = backend(), tensor(x)
    t, = amp.float32(b, t)
    _matrices(b, t, "eigh", square=True)
    return tuple(new(part) for part in b.eigh(t, args.flag(upper, "upper")))


@export
def rt_torch_tensor_eigvalsh(x, upper):
    b, t = backend(), tensor(x)
    t, = amp.float32(b, t)
    _matrices(b, t, "eigvalsh", square=True)
    return new(b.eigvalsh(t, args.flag(upper, "upper")))


@export
def rt_torch_tensor_svdvals(x):
    b, t = backend(), tensor(x)
    t, = amp.float32(b, t)
    _matrices(b, t, "svdvals", square=False)
    return new(b.svdvals(t))


def _finite(bk, t, what: str) -> None:
    if not bk.item(bk.all(bk.isfinite(t), None, False)):
        raise InvalidArgumentError(f"{what}: the input contains infinities or NaNs")


@export
def rt_torch_tensor_lstsq(a, b, rcond, driver):
    bk, x, y = backend(), tensor(a, "a"), tensor(b, "b")
    x, y = amp.float32(bk, x, y)
    _matrices(bk, x, "lstsq", square=False)
    _same_dtype(bk, x, y, "lstsq")
    rcond = args.number(rcond, "rcond")
    if math.isnan(rcond):
        raise InvalidArgumentError("lstsq: rcond is NaN")
    driver = _enum_value(LstsqDriver, driver, "driver")
    sa, sb = tuple(bk.shape(x)), tuple(bk.shape(y))
    # PyTorch's rule: b is a (batch of) vector(s) when it has one dim less than a
    if not 0 <= len(sa) - len(sb) <= 1:
        raise ShapeError(f"lstsq: b must have as many dims as a, or one less (a vector), got shapes {list(sa)} "
                         f"and {list(sb)}")
    vector = len(sb) < len(sa)
    matrix = sb + (1,) if vector else sb
    if matrix[-2] != sa[-2]:
        raise ShapeError(f"lstsq: a and b must have as many rows, got shapes {list(sa)} and {list(sb)}")
    args.addressable(_batch(sa, matrix, "lstsq") + (max(sa[-2], sa[-1]), matrix[-1]), bk.dtype(x),
                     "the solution's shape")
    # LAPACK's drivers fail on non-finite input, in a or in b (MKL reports an illegal argument: fuzz seed 1)
    _finite(bk, x, "lstsq")
    _finite(bk, y, "lstsq")
    driver_name = None if driver == LstsqDriver.default else driver.name
    cutoff = None if rcond < 0 else rcond
    if matrix[-1] > 0:
        return tuple(new(part) for part in bk.lstsq(x, y, cutoff, driver_name))
    # no right-hand side: solved with one zero column (gelsd and gelss crash on none), which is then dropped
    padding = bk.create("zeros", matrix[:-1] + (1,), bk.dtype(y), bk.device(y))
    solution, residuals, rank, singular = bk.lstsq(x, padding, cutoff, driver_name)
    solution = bk.slice(solution, len(bk.shape(solution)) - 1, 0, 0, 1)
    if bk.shape(residuals) != (0,):
        residuals = bk.slice(residuals, len(bk.shape(residuals)) - 1, 0, 0, 1)
    return new(solution), new(residuals), new(rank), new(singular)


def _tolerances(atol, rtol) -> tuple[float, float | None]:
    """(atol, rtol) with rtol None for PyTorch's default (a negative rtol in C)."""
    atol, rtol = args.number(atol, "atol"), args.number(rtol, "rtol")
    if math.isnan(atol) or math.isnan(rtol):
        raise InvalidArgumentError(f"atol and rtol must not be NaN, got {atol} and {rtol}")
    return atol, (None if rtol < 0 else rtol)


def _thresholded(what: str, x, atol, rtol, hermitian) -> int:
    """pinv or matrix_rank: both drop the singular values under the same tolerances."""
    b, t = backend(), tensor(x)
    if what == "matrix_rank":   # on the fp32 list; pinv is not (PyTorch runs its parts, some in low precision)
        t, = amp.float32(b, t)
    hermitian = args.flag(hermitian, "hermitian")
    _matrices(b, t, what, square=hermitian)
    return new(getattr(b, what)(t, *_tolerances(atol, rtol), hermitian))


@export
def rt_torch_tensor_pinv(x, atol, rtol, hermitian):
    return _thresholded("pinv", x, atol, rtol, hermitian)


@export
def rt_torch_tensor_matrix_rank(x, atol, rtol, hermitian):
    return _thresholded("matrix_rank", x, atol, rtol, hermitian)


@export
def rt_torch_tensor_inv_ex(x):
    b, t = backend(), tensor(x)
    t, = amp.float32(b, t)
    _matrices(b, t, "inv_ex", square=True)
    return tuple(new(part) for part in b.inv_ex(t))
