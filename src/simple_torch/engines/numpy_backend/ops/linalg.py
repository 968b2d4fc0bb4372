"""Linear algebra: products, norms, determinants, inverses and decompositions, with their backwards.

Gradients follow PyTorch's conventions, complex ones included: for y = f(x) the gradient handed back is
dL/d(conj x), so a product a @ b sends g @ b^H to a, as `elementwise.mul` sends g * conj(y).
The backwards of the decompositions and solvers are PyTorch's own formulas (FunctionsManual.cpp: svd_backward,
linalg_eig_backward, linalg_qr_backward, cholesky_backward, slogdet_backward, linalg_solve_backward, pinv_backward,
linalg_lstsq_backward), written with NumPy (and SciPy's LAPACK wrappers where NumPy has no driver).
"""

from __future__ import annotations

import string
from typing import Sequence

import numpy as np
import scipy.linalg

from ....abi.enums import Kind
from ....abi.errors import DtypeError, InvalidArgumentError, ShapeError, UnsupportedError
from .. import dtypes
from . import op, shape, sparse
from ..sparse import SparseTensor
from ..tensor import Tensor, constant, grad_enabled, make, sum_to, unbroadcast

_HALF = (dtypes.FLOAT16, dtypes.BFLOAT16)
_COMPLEX_OF = {dtypes.FLOAT32: dtypes.COMPLEX64, dtypes.FLOAT64: dtypes.COMPLEX128,
               dtypes.COMPLEX64: dtypes.COMPLEX64, dtypes.COMPLEX128: dtypes.COMPLEX128}


def _mH(a: np.ndarray) -> np.ndarray:
    """Conjugate transpose of the last two dims (a batch of matrices)."""
    return np.conj(np.swapaxes(a, -1, -2))


def _diag(a: np.ndarray) -> np.ndarray:
    return np.diagonal(a, axis1=-2, axis2=-1)


def _diag_embed(v: np.ndarray) -> np.ndarray:
    """Batch of vectors -> batch of diagonal matrices."""
    return v[..., :, None] * np.eye(v.shape[-1], dtype=v.dtype)


def _same_dtype(a: Tensor, b: Tensor, what: str) -> None:
    """PyTorch does not promote in matmul and dot: mixed operands are an error, and bool has no kernel."""
    if a.dtype != b.dtype:
        raise DtypeError(f"{what}: expected both operands to have the same dtype, got "
                         f"{dtypes.name(a.dtype)} and {dtypes.name(b.dtype)}")
    if a.dtype == dtypes.BOOL:
        raise DtypeError(f"{what} is not implemented for bool")


def _decomposable(x: Tensor, what: str) -> None:
    """det, inv, svd and eig need float32/64 or complex: LAPACK has no integer nor half kernels (nor has PyTorch)."""
    if dtypes.category(x.dtype) < Kind.floating:
        raise DtypeError(f"{what}: expected a floating point or complex tensor as input, got {dtypes.name(x.dtype)}")
    if x.dtype in _HALF:
        raise DtypeError(f"{what} is not implemented for {dtypes.name(x.dtype)} (low precision dtypes are not "
                         f"supported by linear algebra)")


def _as_parent(grad: np.ndarray, parent: Tensor) -> np.ndarray:
    """A gradient for a real parent of a complex result keeps the real part, as PyTorch's handle_r_to_c."""
    return grad.real if dtypes.category(parent.dtype) < Kind.complex and np.iscomplexobj(grad) else grad


# -- products ------------------------------------------------------------------------------------------
@op
def matmul(a: Tensor, b: Tensor) -> Tensor:
    """torch.matmul: 1-D operands gain a dim that is removed again, batch dims broadcast."""
    if type(a) is SparseTensor or type(b) is SparseTensor:
        return sparse.sparse_matmul(a, b)
    _same_dtype(a, b, "matmul")
    if a.data.ndim == 0 or b.data.ndim == 0:
        raise ShapeError(f"matmul: both arguments need at least 1 dim, got shapes {list(a.shape)} and {list(b.shape)}")
    if a.shape[-1] != b.shape[-2 if b.data.ndim > 1 else 0]:
        raise ShapeError(f"matmul: shapes {list(a.shape)} and {list(b.shape)} cannot be multiplied")
    if a.data.ndim > 2 or b.data.ndim > 2:
        batch_a = a.shape[:-2] if a.data.ndim > 1 else ()
        batch_b = b.shape[:-2] if b.data.ndim > 1 else ()
        try:
            np.broadcast_shapes(batch_a, batch_b)
        except ValueError:
            raise ShapeError(f"matmul: batch dims {list(batch_a)} and {list(batch_b)} (of shapes {list(a.shape)} "
                             f"and {list(b.shape)}) cannot be broadcast") from None
    out = a.dtype
    work = dtypes.compute(out)
    x, y = a.data.astype(work, copy=False), b.data.astype(work, copy=False)
    data = np.asarray(np.matmul(x, y)).astype(out, copy=False)   # 1-D @ 1-D gives a NumPy scalar

    def backward(g):
        # Give 1-D operands (and the dims of g they removed) back their matrix dim, then the usual
        # gA = g B^H, gB = A^H g; batch dims that were broadcast are summed away by unbroadcast.
        x2 = x[None, :] if x.ndim == 1 else x
        y2 = y[:, None] if y.ndim == 1 else y
        full = np.broadcast_shapes(x2.shape[:-2], y2.shape[:-2]) + (x2.shape[-2], y2.shape[-1])
        g2 = np.reshape(g, full)   # the removed dims had size 1
        ga = unbroadcast(np.matmul(g2, _mH(y2)), x2.shape).reshape(a.shape)
        gb = unbroadcast(np.matmul(_mH(x2), g2), y2.shape).reshape(b.shape)
        return ga, gb

    def differentiable(g):   # the same over the parents, with the backend's ops (real dtypes)
        a2 = a if a.data.ndim > 1 else shape.unsqueeze(a, 0)
        b2 = b if b.data.ndim > 1 else shape.unsqueeze(b, 1)
        full = np.broadcast_shapes(a2.shape[:-2], b2.shape[:-2]) + (a2.shape[-2], b2.shape[-1])
        g2 = shape.reshape(g, full)
        ga = shape.reshape(sum_to(matmul(g2, transpose(b2, -1, -2)), a2.shape), a.shape)
        gb = shape.reshape(sum_to(matmul(transpose(a2, -1, -2), g2), b2.shape), b.shape)
        return ga, gb
    return make(data, (a, b), backward, differentiable=differentiable)


@op
def dot(a: Tensor, b: Tensor) -> Tensor:
    """Sum of a * b over two 1-D tensors (no conjugation, as torch.dot)."""
    _same_dtype(a, b, "dot")
    if a.data.ndim != 1 or b.data.ndim != 1 or a.shape != b.shape:
        raise ShapeError(f"dot: expected two 1-D tensors of the same size, got shapes {list(a.shape)} and {list(b.shape)}")
    out = a.dtype
    work = dtypes.compute(out)
    x, y = a.data.astype(work, copy=False), b.data.astype(work, copy=False)
    data = np.asarray(np.dot(x, y)).astype(out, copy=False)
    return make(data, (a, b), lambda g: (g * np.conj(y), g * np.conj(x)), differentiable=lambda g: (g * b, g * a))


@op
def transpose(x: Tensor, dim0: int, dim1: int) -> Tensor:
    """A view with two dims swapped (a 0-dim tensor, with dims 0 and 0, is itself)."""
    if type(x) is SparseTensor:
        return sparse.sparse_transpose(x, dim0, dim1)
    if x.data.ndim == 0:
        return make(x.data.view(), (x,), shape.passed, saved=False, differentiable=shape.passed)

    def backward(g):   # it only moves the gradient: it serves create_graph too
        return (np.swapaxes(g, dim0, dim1),)
    return make(np.swapaxes(x.data, dim0, dim1), (x,), backward, saved=False, differentiable=backward)


@op
def norm(x: Tensor) -> Tensor:
    """The 2-norm of all elements (torch.linalg.vector_norm); real even for complex input."""
    if dtypes.category(x.dtype) < Kind.floating:
        raise DtypeError(f"linalg.vector_norm: expected a floating point or complex tensor as input, "
                         f"got {dtypes.name(x.dtype)}")
    data = x.data.astype(dtypes.compute(x.dtype), copy=False)
    n = np.sqrt(np.sum(np.abs(data) ** 2))

    def backward(g):
        # d|x|/dx = x / |x|; PyTorch takes the subgradient 0 at x = 0
        with np.errstate(invalid="ignore", divide="ignore"):
            scale = np.where(n == 0, 0, g / n)
        return (data * scale,)
    return make(np.asarray(n).astype(dtypes.real(x.dtype)), (x,), backward,
                differentiable=lambda g: (x * np.where(n == 0, 0, g / norm(x)),))


# -- determinant and inverse ----------------------------------------------------------------------------
@op
def det(x: Tensor) -> Tensor:
    """Determinant of a (batch of) square matrices."""
    _decomposable(x, "linalg.det")
    a = x.data
    d = np.asarray(np.linalg.det(a))

    def backward(g):
        if a.size == 0:
            return (np.zeros_like(a),)
        # d det = det * tr(A^-1 dA), so gA = conj(g * det) ... A^-H, i.e. g*det*A^-T for real A.
        # PyTorch solves with conj(det) as right-hand side, so an exactly singular matrix (det 0) gets 0.
        singular = d == 0
        eye = np.eye(a.shape[-1], dtype=a.dtype)
        inv = _safe_inverse(np.where(singular[..., None, None], eye, a))
        scale = (np.asarray(g) * np.conj(d))[..., None, None]
        return (np.where(singular[..., None, None], 0, scale * _mH(inv)),)
    return make(d.astype(x.dtype, copy=False), (x,), backward)


def _safe_inverse(a: np.ndarray) -> np.ndarray:
    """Inverse of matrices the caller believes invertible; any that LAPACK still finds singular become 0
    (their gradient contribution is then 0, as PyTorch's for det 0)."""
    try:
        return np.linalg.inv(a)
    except np.linalg.LinAlgError:
        flat = a.reshape((-1,) + a.shape[-2:])
        out = np.zeros_like(flat)
        for i, m in enumerate(flat):
            try:
                out[i] = np.linalg.inv(m)
            except np.linalg.LinAlgError:
                pass
        return out.reshape(a.shape)


@op
def inverse(x: Tensor) -> Tensor:
    """Inverse of a (batch of) square matrices; a singular one is an invalid argument, as in PyTorch."""
    _decomposable(x, "linalg.inv")
    try:
        inv = np.linalg.inv(x.data)
    except np.linalg.LinAlgError:
        raise InvalidArgumentError("linalg.inv: the input matrix is singular, so it cannot be inverted") from None
    # d(A^-1) = -A^-1 dA A^-1, whose adjoint is -A^-H g A^-H
    return make(inv, (x,), lambda g: (-(_mH(inv) @ g @ _mH(inv)),))


# -- decompositions: several outputs, one backward ------------------------------------------------------
def _joint(parent: Tensor | tuple[Tensor, ...], outs: list[np.ndarray], backward) -> tuple[Tensor, ...]:
    """Tensors for several outputs of one op (of one parent, or of a tuple of them) whose backward needs all
    their gradients at once.

    The engine gives each tensor one backward, so the outputs share a hidden parent ("hub") holding them
    packed into one flat array: each output's backward puts its gradient in its own segment of a flat
    zero gradient, the engine sums those into the hub's gradient, and the hub's backward unpacks them as
    backward(*grads) (one gradient per parent), an all-zero segment standing for "no gradient" (PyTorch's
    undefined grad).
    """
    parents = parent if isinstance(parent, tuple) else (parent,)
    if not (grad_enabled() and any(p.requires_grad for p in parents)):
        return tuple(Tensor(o) for o in outs)
    kind = np.result_type(*outs)
    sizes = [o.size for o in outs]
    starts = np.concatenate([[0], np.cumsum(sizes)]).astype(int)

    def unpack(g):
        grads = []
        for o, s, e in zip(outs, starts[:-1], starts[1:]):
            part = g[s:e].reshape(o.shape)
            part = part if np.iscomplexobj(o) else part.real
            grads.append(part if np.any(part) else None)
        return backward(*grads)
    hub = make(np.concatenate([o.reshape(-1).astype(kind) for o in outs]), parents, unpack)

    def segment(k):
        def fill(g):
            flat = np.zeros(starts[-1], dtype=np.result_type(kind, np.asarray(g).dtype))
            flat[starts[k]:starts[k + 1]] = np.asarray(g).reshape(-1)
            return (flat,)
        return fill
    return tuple(make(o, (hub,), segment(k)) for k, o in enumerate(outs))


@op
def svd(x: Tensor) -> tuple[Tensor, Tensor, Tensor]:
    """Reduced SVD, torch.linalg.svd(x, full_matrices=False): u (.., m, k), s (.., k) real, vh (.., k, n)."""
    _decomposable(x, "linalg.svd")
    if not np.all(np.isfinite(x.data)):
        raise InvalidArgumentError("linalg.svd: the algorithm failed to converge because the input matrix "
                              "contained non-finite values")
    m, n = x.shape[-2], x.shape[-1]
    if x.data.size == 0:
        # nothing to decompose; LAPACK's workspace would still grow with the other dim (hours for [0, 2**45])
        k, batch = min(m, n), x.shape[:-2]
        return _joint(x, [np.zeros(batch + (m, k), x.dtype), np.zeros(batch + (k,), dtypes.real(x.dtype)),
                          np.zeros(batch + (k, n), x.dtype)], lambda gU, gS, gVh: (np.zeros(x.shape, x.dtype),))
    try:
        U, S, Vh = np.linalg.svd(x.data, full_matrices=False)
    except np.linalg.LinAlgError as exc:
        raise InvalidArgumentError(f"linalg.svd: the algorithm failed to converge ({exc})") from None
    S = S.astype(dtypes.real(x.dtype), copy=False)
    is_complex = dtypes.category(x.dtype) == Kind.complex

    def backward(gU, gS, gVh):
        # PyTorch's svd_backward, which assumes distinct (and, for rectangular or complex A, non-zero)
        # singular values.
        if gU is None and gVh is None:
            if gS is None:
                return (None,)
            # only the singular values are used: gA = U diag(gS) Vh, well defined even for repeated ones
            return (_as_parent(U @ (gS[..., :, None] * Vh) if m >= n else (U * gS[..., None, :]) @ Vh, x),)
        with np.errstate(divide="ignore", invalid="ignore"):
            UhgU = _skew(_mH(U) @ gU) if gU is not None else None
            VhgV = _skew(Vh @ _mH(gVh)) if gVh is not None else None
            if is_complex:
                im_u = _diag(UhgU).imag if UhgU is not None else np.zeros_like(S)
                im_v = _diag(VhgV).imag if VhgV is not None else np.zeros_like(S)
                if not np.allclose(im_u, -im_v, rtol=1e-2, atol=1e-2):
                    raise InvalidArgumentError("svd_backward: the singular vectors in the complex case are specified up "
                                          "to multiplication by e^{i phi}; the loss depends on this phase term, "
                                          "making it ill-defined")
            S2 = S * S
            E = S2[..., None, :] - S2[..., :, None]   # E_jk = s_k^2 - s_j^2, 1 on the diagonal
            E[..., np.arange(E.shape[-1]), np.arange(E.shape[-1])] = 1
            if UhgU is not None and VhgV is not None:
                ret = (UhgU * S[..., None, :] + S[..., :, None] * VhgV) / E
            elif UhgU is not None:
                ret = (UhgU / E) * S[..., None, :]
            else:
                ret = S[..., :, None] * (VhgV / E)
            if gS is not None:
                ret = ret + _diag_embed(gS.astype(ret.dtype))
            if is_complex and UhgU is not None and VhgV is not None:
                ret = ret + _diag_embed(_diag(UhgU) / (2 * S))
            if m > n and gU is not None:
                # gA = [U ret + (I_m - U U^H) gU S^-1] Vh
                gA = U @ ret
                gUSinv = gU / S[..., None, :]
                gA = (gA + gUSinv - U @ (_mH(U) @ gUSinv)) @ Vh
            elif m < n and gVh is not None:
                # gA = U [ret Vh + S^-1 gVh (I_n - V V^H)]
                gA = ret @ Vh
                SinvgVh = gVh / S[..., :, None]
                gA = U @ (gA + SinvgVh - (SinvgVh @ _mH(Vh)) @ Vh)
            else:
                gA = U @ (ret @ Vh) if m >= n else (U @ ret) @ Vh
        return (_as_parent(gA, x),)
    return _joint(x, [U, S, Vh], backward)


def _skew(a: np.ndarray) -> np.ndarray:
    return a - _mH(a)


@op
def eig(x: Tensor) -> tuple[Tensor, Tensor]:
    """Eigenvalues and unit-norm eigenvectors, always complex as torch.linalg.eig (complex64 for float32)."""
    _decomposable(x, "linalg.eig")
    if not np.all(np.isfinite(x.data)):
        raise InvalidArgumentError("linalg.eig: input tensor should not contain infs or NaNs")
    try:
        L, V = np.linalg.eig(x.data)
    except np.linalg.LinAlgError as exc:
        raise InvalidArgumentError(f"linalg.eig: the algorithm failed to converge ({exc})") from None
    out = _COMPLEX_OF[x.dtype]
    L, V = L.astype(out), V.astype(out)   # NumPy returns real arrays when every eigenvalue is real

    def backward(gL, gV):
        # PyTorch's linalg_eig_backward (arXiv:1701.00392, eq. 4.77, plus the unit-norm correction):
        # gA = V^-H (diag(gL) + (V^H gV - V^H V diag(Re(V^H gV))) / conj(E)) V^H, E_ij = L_j - L_i.
        Vh = _mH(V)
        if gV is None:
            if gL is None:
                return (None,)
            return (_as_parent(np.linalg.solve(Vh, gL[..., :, None] * Vh), x),)
        VhgV = Vh @ gV
        diag = _diag(VhgV)
        if not np.allclose(diag.imag, 0, rtol=1e-2, atol=1e-2):
            raise InvalidArgumentError("linalg_eig_backward: the eigenvectors in the complex case are specified up to "
                                  "multiplication by e^{i phi}; the loss depends on this quantity, so it is "
                                  "ill-defined")
        VhgV = VhgV - Vh @ (V * diag.real[..., None, :])
        Lc = np.conj(L)
        Econj = Lc[..., None, :] - Lc[..., :, None]
        k = np.arange(Econj.shape[-1])
        Econj[..., k, k] = 1
        with np.errstate(divide="ignore", invalid="ignore"):
            ret = VhgV / Econj
        if gL is not None:
            ret[..., k, k] = gL
        return (_as_parent(np.linalg.solve(Vh, ret @ Vh), x),)
    return _joint(x, [L, V], backward)


# -- einsum ---------------------------------------------------------------------------------------------------
def _ellipses_as_letters(equation: str, shapes: list[tuple[int, ...]]) -> tuple[list[str], str]:
    """Each operand's labels and the output's, with every ellipsis spelled out in letters the equation does
    not use (NumPy's einsum labels at most 52 dims); the ellipses' dims are aligned from the right."""
    lhs, output = equation.split("->")
    terms = lhs.split(",")
    spans = [len(shape) - len(term.replace("...", "")) for term, shape in zip(terms, shapes) if "..." in term]
    width = max(spans, default=0)
    free = [ch for ch in string.ascii_letters if ch not in equation]
    if width > len(free):
        raise UnsupportedError(f"einsum on the numpy backend names at most 52 dims, ellipses included; "
                               f"{equation!r} needs {52 - len(free) + width}")
    letters = "".join(free[:width])

    def spelled(term: str, ndim: int) -> str:
        covered = ndim - len(term.replace("...", ""))
        return term.replace("...", letters[width - covered:])
    return [spelled(term, len(shape)) for term, shape in zip(terms, shapes)], output.replace("...", letters)


@op
def einsum(equation: str, operands: Sequence[Tensor]) -> Tensor:
    """torch.einsum of an explicit equation the runtime checked. Size-1 dims are broadcast first; the gradient
    of an operand is the einsum of the output's gradient with the other operands (conjugated), broadcast along
    the labels only that operand has and written into its diagonals (repeated labels), then summed back over
    its broadcast dims."""
    terms, output = _ellipses_as_letters(equation, [t.shape for t in operands])
    sizes: dict[str, int] = {}
    for term, t in zip(terms, operands):
        for label, size in zip(term, t.shape):
            sizes[label] = size if sizes.get(label, 1) == 1 else sizes[label]
    out = operands[0].dtype
    work = dtypes.compute(out)
    arrays = [np.broadcast_to(t.data.astype(work, copy=False), tuple(sizes[label] for label in term))
              for term, t in zip(terms, operands)]
    data = np.asarray(np.einsum(f"{','.join(terms)}->{output}", *arrays, optimize=True)).astype(out, copy=False)

    def gradient(g: np.ndarray, k: int) -> np.ndarray:
        own, others = terms[k], [j for j in range(len(terms)) if j != k]
        labels = "".join(dict.fromkeys(own))
        reached = set(output).union(*(terms[j] for j in others))
        present = "".join(label for label in labels if label in reached)
        inputs = ",".join([output, *(terms[j] for j in others)])
        grad = np.einsum(f"{inputs}->{present}", g.astype(work, copy=False), *(np.conj(arrays[j]) for j in others),
                         optimize=True)
        missing = tuple(i for i, label in enumerate(labels) if label not in reached)
        grad = np.broadcast_to(np.expand_dims(grad, missing), tuple(sizes[label] for label in labels))
        if len(labels) < len(own):   # a repeated label reads a diagonal: its gradient goes back there
            full = np.zeros(arrays[k].shape, grad.dtype)
            np.einsum(f"{own}->{labels}", full)[...] = grad
            grad = full
        return unbroadcast(grad, operands[k].shape)

    def backward(g):
        return tuple(gradient(g, k) if t.requires_grad else None for k, t in enumerate(operands))
    return make(data, tuple(operands), backward)


# -- solvers and decompositions --------------------------------------------------------------------------------
def _eps(dtype: np.dtype) -> float:
    return float(np.finfo(dtypes.real(dtype)).eps)


def _finite(a: np.ndarray, message: str) -> None:
    if not np.all(np.isfinite(a)):
        raise InvalidArgumentError(message)


def _solve_right(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """X with X a = b, for batches of matrices."""
    return np.swapaxes(np.linalg.solve(np.swapaxes(a, -1, -2), np.swapaxes(b, -1, -2)), -1, -2)


@op
def solve(a: Tensor, b: Tensor, left: bool) -> Tensor:
    """torch.linalg.solve: X with a X = b (left) or X a = b, batch dims broadcast. Backward (PyTorch's
    linalg_solve_backward): left, gB = a^-H gX and ga = -gB X^H; right, gB = gX a^-H and ga = -X^H gB."""
    _decomposable(a, "linalg.solve")
    vector = b.data.ndim == 1 or (b.data.ndim == a.data.ndim - 1 and b.shape == a.shape[:-1])
    columns = b.data[..., None] if vector else b.data
    batch = np.broadcast_shapes(a.shape[:-2], columns.shape[:-2])
    A = np.broadcast_to(a.data, batch + a.shape[-2:])
    B = np.broadcast_to(columns, batch + columns.shape[-2:])
    try:
        X = np.linalg.solve(A, B) if left else _solve_right(A, B)
    except np.linalg.LinAlgError:
        raise InvalidArgumentError("linalg.solve: The solver failed because the input matrix is singular.") from None

    def backward(g):
        g = g[..., None] if vector else g
        if left:
            gB = np.linalg.solve(_mH(A), g)
            ga = -(gB @ _mH(X))
        else:
            gB = _solve_right(_mH(A), g)
            ga = -(_mH(X) @ gB)
        return unbroadcast(ga, a.shape), unbroadcast(gB, columns.shape).reshape(b.shape)
    return make(X[..., 0] if vector else X, (a, b), backward)


@op
def slogdet(x: Tensor) -> tuple[Tensor, Tensor]:
    """(sign, log|det|): sign 0 and -inf for a singular matrix. Backward (PyTorch's slogdet_backward):
    g A^-H with g = g_logabsdet - i Im(conj(g_sign) sign) (the sign's part only for complex input)."""
    _decomposable(x, "linalg.slogdet")
    with np.errstate(invalid="ignore", divide="ignore"):
        sign, logabsdet = np.linalg.slogdet(x.data)
    sign = np.asarray(sign).astype(x.dtype, copy=False)
    logabsdet = np.asarray(logabsdet).astype(dtypes.real(x.dtype), copy=False)
    is_complex = dtypes.category(x.dtype) == Kind.complex

    def backward(g_sign, g_logabsdet):
        if g_logabsdet is None and (g_sign is None or not is_complex):   # a real sign has no gradient
            return (None,)
        g = np.zeros(sign.shape, x.dtype) if g_logabsdet is None else g_logabsdet.astype(x.dtype)
        if is_complex and g_sign is not None:
            g = g - 1j * np.imag(np.conj(g_sign) * sign)
        # not differentiable at singular matrices: solve fails there, as PyTorch's does
        return (np.linalg.solve(_mH(x.data), g[..., None, None] * np.eye(x.shape[-1], dtype=x.dtype)),)
    return _joint(x, [sign, logabsdet], backward)


@op
def qr(x: Tensor, mode: str) -> tuple[Tensor, Tensor]:
    """torch.linalg.qr: Householder QR as LAPACK's geqrf (the diagonal of R may be negative); mode "r" gives
    an empty Q. Backward: PyTorch's linalg_qr_backward, for Q and R of reduced (or square complete) mode."""
    _decomposable(x, "linalg.qr")
    m, n = x.shape[-2:]
    if x.data.size == 0:
        # nothing to factor (LAPACK's workspace would still grow with the other dim): Q is the identity's columns
        rows = m if mode == "complete" else min(m, n)
        Q = np.zeros((0,), x.dtype) if mode == "r" else np.broadcast_to(np.eye(m, rows, dtype=x.dtype),
                                                                         x.shape[:-2] + (m, rows)).copy()
        R = np.zeros(x.shape[:-2] + (rows, n), x.dtype)
        return _joint(x, [Q, R], lambda gQ, gR: (np.zeros(x.shape, x.dtype),))
    if mode == "r":
        Q, R = np.zeros((0,), x.dtype), np.asarray(np.linalg.qr(x.data, mode="r"), x.dtype)
    else:
        Q, R = np.linalg.qr(x.data, mode=mode)

    def backward(gQ, gR):
        if mode == "r":
            raise InvalidArgumentError("The derivative of linalg.qr depends on Q, which is not computed when "
                                       "mode='r'. Please use linalg.qr(A, mode='reduced') if you are going to "
                                       "differentiate through linalg.qr.")
        if mode == "complete" and m > n:
            raise InvalidArgumentError("The QR decomposition is not differentiable when mode='complete' and "
                                       "nrows > ncols.")
        if gQ is None and gR is None:
            return (None,)
        gA = (gR @ _mH(R) if gR is not None else 0) - (_mH(Q) @ gQ if gQ is not None else 0)
        k = np.arange(min(m, n))
        if m >= n:
            # Q syminvadj(triu(gA)) R^-H: the upper triangle mirrored, its (real) diagonal halved
            sym = np.triu(gA)
            sym = sym + _mH(sym)
            sym[..., k, k] *= 0.5
            return (_as_parent(_solve_right(_mH(R), Q @ sym + (gQ if gQ is not None else 0)), x),)
        # Q trilImInvAdjSkew(-gA) R_1^-H, padded with zero columns, plus Q gR: the diagonal of the skew part
        # is imaginary (zero for real input), and halved
        skew = np.tril(_mH(gA) - gA)
        skew[..., k, k] *= 0.5
        gA = _solve_right(_mH(R[..., :, :m]), Q @ skew)
        gA = np.concatenate([gA, np.zeros(gA.shape[:-1] + (n - m,), gA.dtype)], axis=-1)
        return (_as_parent(gA + (Q @ gR if gR is not None else 0), x),)
    return _joint(x, [Q, R], backward)


def _cholesky_failure(a: np.ndarray, upper: bool) -> str:
    """PyTorch's message for the first matrix LAPACK's potrf cannot factor, with the order it stops at."""
    flat = a.reshape((-1,) + a.shape[-2:])
    for i, matrix in enumerate(flat):
        potrf = scipy.linalg.lapack.get_lapack_funcs("potrf", (matrix,))
        order = potrf(matrix, lower=not upper)[1]
        if order > 0:
            where = f"(Batch element {i}): " if a.ndim > 2 else ""
            return (f"linalg.cholesky: {where}The factorization could not be completed because the input is not "
                    f"positive-definite (the leading minor of order {order} is not positive-definite).")
    return "linalg.cholesky: the input is not positive-definite"


@op
def cholesky(x: Tensor, upper: bool) -> Tensor:
    """L (lower triangle read) or U = L^H (upper triangle read). Backward (PyTorch's cholesky_backward):
    gA = L^-H Phi L^-1 with Phi = tril(L^H gL) halved on the diagonal, mirrored as PyTorch mirrors it."""
    _decomposable(x, "linalg.cholesky")
    try:   # NumPy reads the lower triangle; the upper one is the lower one of the conjugate transpose
        L = np.linalg.cholesky(_mH(x.data) if upper else x.data)
    except np.linalg.LinAlgError:
        L = None
    # LAPACK stops at a NaN pivot, and NumPy's cholesky returns NaNs there instead
    if L is None or np.isnan(L).any():
        raise InvalidArgumentError(_cholesky_failure(x.data, upper))
    factor = _mH(L) if upper else L

    def backward(g):
        gL = _mH(g) if upper else g
        phi = np.tril(_mH(L) @ gL)
        phi = 0.5 * (phi + _mH(np.tril(phi, -1)))
        return (np.linalg.solve(_mH(L), _solve_right(L, phi)),)
    return make(factor, (x,), backward)


def _hermitian_part(a: np.ndarray, upper: bool) -> np.ndarray:
    """The triangle eigh reads."""
    return np.triu(a) if upper else np.tril(a)


def _eigh_backward(L: np.ndarray, V: np.ndarray, gL, gV, parent: Tensor):
    """PyTorch's linalg_eig_backward for Hermitian input: V (skew(V^H gV) / E + diag(gL)) V^H, E_ij = L_j - L_i."""
    if gL is None and gV is None:
        return (None,)
    if gV is None:
        return (_as_parent((V * gL[..., None, :]) @ _mH(V), parent),)
    VhgV = _mH(V) @ gV
    if np.iscomplexobj(V) and not np.allclose(_diag(VhgV).imag, 0, rtol=1e-2, atol=1e-2):
        raise InvalidArgumentError("linalg_eigh_backward: The eigenvectors in the complex case are specified up to "
                                   "multiplication by e^{i phi}. The specified loss function depends on this "
                                   "quantity, so it is ill-defined.")
    VhgV = 0.5 * (VhgV - _mH(VhgV))
    E = L[..., None, :] - L[..., :, None]
    k = np.arange(L.shape[-1])
    E[..., k, k] = 1
    with np.errstate(divide="ignore", invalid="ignore"):
        inner = VhgV / E
    if gL is not None:
        inner[..., k, k] = gL
    return (_as_parent(V @ inner @ _mH(V), parent),)


def _eigh_values(x: Tensor, upper: bool, what: str) -> tuple[np.ndarray, np.ndarray]:
    _decomposable(x, what)
    _finite(_hermitian_part(x.data, upper), f"{what}: The algorithm failed to converge because the input matrix "
                                             f"contains infinities or NaNs")
    L, V = np.linalg.eigh(x.data, UPLO="U" if upper else "L")
    return L.astype(dtypes.real(x.dtype), copy=False), V


@op
def eigh(x: Tensor, upper: bool) -> tuple[Tensor, Tensor]:
    """Ascending eigenvalues (real) and orthonormal eigenvectors of Hermitian matrices, one triangle read."""
    L, V = _eigh_values(x, upper, "linalg.eigh")
    if x.data.size == 0:   # PyTorch's gradient of nothing is an empty one, not none
        return _joint(x, [L, V], lambda gL, gV: (np.zeros(x.shape, x.dtype),))
    return _joint(x, [L, V], lambda gL, gV: _eigh_backward(L, V, gL, gV, x))


@op
def eigvalsh(x: Tensor, upper: bool) -> Tensor:
    """The eigenvalues of eigh; the eigenvectors only when a gradient needs them (V diag(gL) V^H)."""
    if grad_enabled() and x.requires_grad:
        return eigh(x, upper)[0]
    _decomposable(x, "linalg.eigvalsh")
    _finite(_hermitian_part(x.data, upper), "linalg.eigvalsh: The algorithm failed to converge because the input "
                                            "matrix contains infinities or NaNs")
    return Tensor(np.linalg.eigvalsh(x.data, UPLO="U" if upper else "L").astype(dtypes.real(x.dtype), copy=False))


@op
def svdvals(x: Tensor) -> Tensor:
    """The singular values of svd; the singular vectors only when a gradient needs them (U diag(gS) Vh)."""
    if grad_enabled() and x.requires_grad:
        return svd(x)[1]
    _decomposable(x, "linalg.svd")
    _finite(x.data, "linalg.svd: The algorithm failed to converge because the input matrix contained non-finite values")
    k = min(x.shape[-2:])
    if x.data.size == 0:
        return Tensor(np.zeros(x.shape[:-2] + (k,), dtypes.real(x.dtype)))
    return Tensor(np.linalg.svd(x.data, compute_uv=False).astype(dtypes.real(x.dtype), copy=False))


def _pinv_backward(g: np.ndarray, pinvA: np.ndarray, A: np.ndarray) -> np.ndarray:
    """PyTorch's pinv_backward: the adjoint of the differential of A -> A^+, in terms of A^+ itself."""
    m, n = A.shape[-2:]
    pinvAh, gh = _mH(pinvA), _mH(g)
    if m <= n:
        K = gh @ pinvA
        KpinvAh = K @ pinvAh
        return -_mH(pinvA @ K) + KpinvAh - (A @ pinvA) @ KpinvAh + (pinvAh @ pinvA) @ (gh - K @ A)
    K = pinvA @ gh
    pinvAhK = pinvAh @ K
    return -_mH(K @ pinvA) + (gh - A @ K) @ pinvA @ pinvAh + pinvAhK - pinvAhK @ pinvA @ A


def _kept(x: Tensor, atol: float, rtol: float | None, hermitian: bool) -> tuple[np.ndarray, ...]:
    """The spectrum pinv and matrix_rank use, and which of it is above max(atol, rtol * largest): (U, s, Vh,
    kept) from the SVD, or (V, eigenvalues, V^H, kept) from eigh for Hermitian input."""
    m, n = x.shape[-2:]
    if rtol is None:   # PyTorch's default: relative to the dtype's precision unless an absolute tolerance is given
        rtol = 0.0 if atol > 0 else _eps(x.dtype) * max(m, n)
    if hermitian:
        values, V = _eigh_values(x, False, "linalg.eigh")
        magnitude = np.abs(values)
        return V, values, _mH(V), magnitude > np.maximum(atol, rtol * magnitude.max(axis=-1, keepdims=True))
    _finite(x.data, "linalg.svd: The algorithm failed to converge because the input matrix contained non-finite values")
    U, S, Vh = np.linalg.svd(x.data, full_matrices=False)
    return U, S, Vh, S > np.maximum(atol, rtol * S[..., :1])


@op
def pinv(x: Tensor, atol: float, rtol: float | None, hermitian: bool) -> Tensor:
    """Moore-Penrose pseudo-inverse from the SVD (eigh if hermitian), dropping the small singular values.
    Backward: PyTorch's pinv_backward."""
    _decomposable(x, "linalg.pinv")
    m, n = x.shape[-2:]
    if x.data.size == 0:
        return make(np.zeros(x.shape[:-2] + (n, m), x.dtype), (x,), lambda g: (np.zeros(x.shape, x.dtype),))
    left, spectrum, right, kept = _kept(x, atol, rtol, hermitian)
    with np.errstate(divide="ignore"):
        inverted = np.where(kept, 1 / np.where(kept, spectrum, 1), 0).astype(x.dtype)
    P = _mH(right) @ (inverted[..., :, None] * _mH(left))
    return make(P, (x,), lambda g: (_as_parent(_pinv_backward(g, P, x.data), x),))


@op
def matrix_rank(x: Tensor, atol: float, rtol: float | None, hermitian: bool) -> Tensor:
    """int64 count of the singular values (|eigenvalues| if hermitian) pinv keeps."""
    _decomposable(x, "linalg.matrix_rank")
    if x.data.size == 0:
        return constant(np.zeros(x.shape[:-2], dtypes.INT64))
    return constant(np.count_nonzero(_kept(x, atol, rtol, hermitian)[3], axis=-1).astype(dtypes.INT64))


@op
def inv_ex(x: Tensor) -> tuple[Tensor, Tensor]:
    """(inverse, info): info is LAPACK getrf's, 0 or the 1-based pivot that is exactly zero (the inverse of such
    a matrix is left as zeros; PyTorch's holds infinities)."""
    _decomposable(x, "linalg.inv_ex")
    info = np.zeros(x.shape[:-2], np.int32)
    try:
        inv = np.linalg.inv(x.data)
    except np.linalg.LinAlgError:
        flat_info = info.reshape(-1)
        for i, matrix in enumerate(x.data.reshape((-1,) + x.shape[-2:])):
            getrf = scipy.linalg.lapack.get_lapack_funcs("getrf", (matrix,))
            flat_info[i] = getrf(matrix)[2]
        inv = _safe_inverse(np.where(info[..., None, None] > 0, np.eye(x.shape[-1], dtype=x.dtype), x.data))
        inv = np.where(info[..., None, None] > 0, 0, inv).astype(x.dtype)
    return make(inv, (x,), lambda g: (-(_mH(inv) @ g @ _mH(inv)),)), constant(info)


def _lstsq_one(a: np.ndarray, b: np.ndarray, rcond: float, driver: str) -> tuple[np.ndarray, int, np.ndarray]:
    """(solution, rank, singular values) of one problem with a driver of LAPACK (rank -1 for gels, which has none)."""
    m, n = a.shape
    if m == 0 or n == 0:   # LAPACK's quick return: nothing to fit, the minimum-norm solution is 0
        return np.zeros((n, b.shape[1]), a.dtype), 0, np.zeros(0, dtypes.real(a.dtype))
    if driver == "gels":
        gels = scipy.linalg.lapack.get_lapack_funcs("gels", (a, b))
        rows = np.zeros((max(m, n), b.shape[1]), b.dtype)   # gels writes the solution over b's rows
        rows[:m] = b
        return gels(a, rows)[1][:n], -1, np.zeros(0, dtypes.real(a.dtype))
    solution, _, rank, singular = scipy.linalg.lstsq(a, b, cond=rcond, lapack_driver=driver, check_finite=False)
    return solution, int(rank), (np.zeros(0, dtypes.real(a.dtype)) if singular is None else singular)


@op
def lstsq(a: Tensor, b: Tensor, rcond: float | None, driver: str | None) -> tuple[Tensor, Tensor, Tensor, Tensor]:
    """torch.linalg.lstsq on the CPU (default driver gelsy), one LAPACK call per matrix of the broadcast batch.

    As PyTorch: the rank is computed except by gels, the singular values by gelsd and gelss; the residuals
    |a X - b|^2 (per column) when m > n and the driver is not gelsy, and, for gelsd and gelss, every matrix has
    rank n; the others are empty. Backward (PyTorch's linalg_lstsq_backward): through pinv(a) for the solution,
    and 2 Re(r) for the residuals r = a X - b."""
    _decomposable(a, "linalg.lstsq")
    driver = driver or "gelsy"
    vector = b.data.ndim == a.data.ndim - 1
    columns = b.data[..., None] if vector else b.data
    batch = np.broadcast_shapes(a.shape[:-2], columns.shape[:-2])
    A = np.broadcast_to(a.data, batch + a.shape[-2:])
    B = np.broadcast_to(columns, batch + columns.shape[-2:])
    (m, n), k = a.shape[-2:], columns.shape[-1]
    cutoff = _eps(a.dtype) * max(m, n) if rcond is None else rcond
    X = np.zeros(batch + (n, k), a.dtype)
    ranks = np.zeros(batch, dtypes.INT64)
    singular = np.zeros(batch + (min(m, n),), dtypes.real(a.dtype))
    for index in np.ndindex(*batch):
        X[index], ranks[index], values = _lstsq_one(A[index], B[index], cutoff, driver)
        singular[index][:values.size] = values
    with_residuals = m > n and driver != "gelsy" and (driver == "gels" or bool(np.all(ranks == n)))
    real = dtypes.real(a.dtype)
    residuals = np.sum(np.abs(A @ X - B) ** 2, axis=-2).astype(real) if with_residuals else np.zeros(0, real)
    if with_residuals and driver == "gels" and n == 0:
        residuals[...] = 0   # LAPACK's gels zeroes b on its quick return, which PyTorch then reads as residuals
    # the rank and the singular values depend on a alone: PyTorch gives them in a's own batch shape
    lead = len(batch) - len(a.shape[:-2])
    own = tuple(0 if i < lead else slice(0, 1) if a.shape[i - lead] == 1 else slice(None) for i in range(len(batch)))
    rank = ranks[own] if driver != "gels" else np.zeros(0, dtypes.INT64)
    singular = singular[own] if driver in ("gelsd", "gelss") else np.zeros(0, real)

    def backward(gX, gL):
        if gX is None and gL is None:
            return None, None
        ga = gb = 0
        if gX is not None:
            gX = gX[..., None] if vector else gX
            pinvA = np.linalg.pinv(A, rcond=_eps(a.dtype) * max(m, n))
            ga = _pinv_backward(gX @ _mH(B), pinvA, A)
            gb = _mH(pinvA) @ gX
        if gL is not None:
            r = A @ X - B
            ga = ga + 2 * (gL[..., None, :] * r) @ _mH(X)
            gb = gb - 2 * gL[..., None, :] * r
        return (_as_parent(unbroadcast(ga, a.shape), a),
                _as_parent(unbroadcast(gb, columns.shape).reshape(b.shape), b))
    solution, residuals = _joint((a, b), [X[..., 0] if vector else X, residuals], backward)
    return solution, residuals, constant(rank), constant(singular)
