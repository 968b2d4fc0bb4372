"""Linear algebra: products, norms, determinants, inverses and decompositions, with their backwards.

Gradients follow PyTorch's conventions, complex ones included: for y = f(x) the gradient handed back is
dL/d(conj x), so a product a @ b sends g @ b^H to a, as `elementwise.mul` sends g * conj(y).
The backwards of svd and eig are PyTorch's own formulas (FunctionsManual.cpp: svd_backward and
linalg_eig_backward), written with NumPy.
"""

from __future__ import annotations

import numpy as np

from ....abi.enums import Kind
from ....abi.errors import DtypeError, InvalidArgumentError, ShapeError
from .. import dtypes
from . import op
from ..tensor import Tensor, grad_enabled, make, unbroadcast

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


def _real_of(dtype: np.dtype) -> np.dtype:
    """The real dtype of a complex one (abs, norm and singular values are real)."""
    return {dtypes.COMPLEX64: dtypes.FLOAT32, dtypes.COMPLEX128: dtypes.FLOAT64}.get(dtype, dtype)


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
    return make(data, (a, b), backward)


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
    return make(data, (a, b), lambda g: (g * np.conj(y), g * np.conj(x)))


@op
def transpose(x: Tensor, dim0: int, dim1: int) -> Tensor:
    """A view with two dims swapped (a 0-dim tensor, with dims 0 and 0, is itself)."""
    if x.data.ndim == 0:
        return make(x.data.view(), (x,), lambda g: (g,), saved=False)
    return make(np.swapaxes(x.data, dim0, dim1), (x,), lambda g: (np.swapaxes(g, dim0, dim1),), saved=False)


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
    return make(np.asarray(n).astype(_real_of(x.dtype)), (x,), backward)


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
def _joint(parent: Tensor, outs: list[np.ndarray], backward) -> tuple[Tensor, ...]:
    """Tensors for several outputs of one op whose backward needs all their gradients at once.

    The engine gives each tensor one backward, so the outputs share a hidden parent ("hub") holding them
    packed into one flat array: each output's backward puts its gradient in its own segment of a flat
    zero gradient, the engine sums those into the hub's gradient, and the hub's backward unpacks them as
    backward(*grads), an all-zero segment standing for "no gradient" (PyTorch's undefined grad).
    """
    if not (grad_enabled() and parent.requires_grad):
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
    hub = make(np.concatenate([o.reshape(-1).astype(kind) for o in outs]), (parent,), unpack)

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
        return _joint(x, [np.zeros(batch + (m, k), x.dtype), np.zeros(batch + (k,), _real_of(x.dtype)),
                          np.zeros(batch + (k, n), x.dtype)], lambda gU, gS, gVh: (np.zeros(x.shape, x.dtype),))
    try:
        U, S, Vh = np.linalg.svd(x.data, full_matrices=False)
    except np.linalg.LinAlgError as exc:
        raise InvalidArgumentError(f"linalg.svd: the algorithm failed to converge ({exc})") from None
    S = S.astype(_real_of(x.dtype), copy=False)
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
