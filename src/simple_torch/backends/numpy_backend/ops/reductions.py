"""Reductions over every element (dim None) or along one dim; std and var with Bessel's correction."""

from __future__ import annotations

import numpy as np

from ....abi.enums import Kind
from ....abi.errors import DtypeError
from .. import dtypes
from . import op
from ..tensor import Tensor, constant, make


def _axis(x: Tensor, dim: int | None):
    """NumPy's axis: a 0-dim tensor reduced along dim 0 or -1 is itself, as in PyTorch."""
    return None if dim is None or x.data.ndim == 0 else dim


def _expand_back(g: np.ndarray, x: Tensor, axis, keepdim: bool) -> np.ndarray:
    """A reduced gradient, broadcastable against x again."""
    if axis is not None and not keepdim:
        g = np.expand_dims(g, axis)
    return g


@op
def sum(x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
    """Integers and bool sum to int64, as in PyTorch."""
    axis = _axis(x, dim)
    out = dtypes.INT64 if dtypes.category(x.dtype) < Kind.floating else x.dtype
    data = np.sum(x.data, axis=axis, keepdims=keepdim and axis is not None, dtype=dtypes.compute(out))
    return make(np.asarray(data).astype(out), (x,),
                lambda g: (np.broadcast_to(_expand_back(g, x, axis, keepdim), x.shape),), saved=False)


@op
def mean(x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
    dtypes.require_floating(x.dtype, "mean")
    axis = _axis(x, dim)
    count = x.data.size if axis is None else x.shape[axis]
    with np.errstate(invalid="ignore", divide="ignore"):
        data = np.mean(x.data, axis=axis, keepdims=keepdim and axis is not None, dtype=dtypes.compute(x.dtype))
    return make(np.asarray(data).astype(x.dtype), (x,),
                lambda g: (np.broadcast_to(_expand_back(g, x, axis, keepdim), x.shape) / count,), saved=False)


def _extreme(x: Tensor, dim: int | None, keepdim: bool, pick) -> Tensor:
    """max or min; the gradient is shared evenly between tied extremes, as PyTorch's amax/amin."""
    axis = _axis(x, dim)
    keep = keepdim and axis is not None
    data = np.asarray(pick(x.data, axis=axis, keepdims=keep))

    def backward(g):
        full = data if keep or axis is None else np.expand_dims(data, axis)
        hits = (x.data == full) | (np.isnan(x.data) & np.isnan(full)) if dtypes.category(x.dtype) >= Kind.floating else x.data == full
        count = np.sum(hits, axis=axis, keepdims=True)
        return (hits * _expand_back(g, x, axis, keepdim) / count,)
    return make(data, (x,), backward)


@op
def max(x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
    return _extreme(x, dim, keepdim, np.max)


@op
def min(x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
    return _extreme(x, dim, keepdim, np.min)


def _arg(x: Tensor, dim: int | None, keepdim: bool, pick) -> Tensor:
    axis = _axis(x, dim)
    data = pick(x.data, axis=axis)
    if keepdim and axis is not None:
        data = np.expand_dims(data, axis)
    return constant(np.asarray(data, dtype=dtypes.INT64))


@op
def argmax(x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
    return _arg(x, dim, keepdim, np.argmax)


@op
def argmin(x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
    return _arg(x, dim, keepdim, np.argmin)


@op
def var(x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
    if dtypes.category(x.dtype) < Kind.floating:
        raise DtypeError(f"std and var only support floating point and complex dtypes, got {dtypes.name(x.dtype)}")
    axis = _axis(x, dim)
    work = x.data.astype(dtypes.compute(x.dtype), copy=False)
    count = work.size if axis is None else work.shape[axis]
    centred = work - np.mean(work, axis=axis, keepdims=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        data = np.sum(np.abs(centred) ** 2, axis=axis, keepdims=keepdim and axis is not None) / (count - 1)
    real = dtypes.FLOAT64 if x.dtype == dtypes.COMPLEX128 else (dtypes.FLOAT32 if x.dtype == dtypes.COMPLEX64 else x.dtype)
    return make(np.asarray(data).astype(real), (x,),
                lambda g: (2 * centred * _expand_back(g, x, axis, keepdim) / (count - 1),))


@op
def std(x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
    v = var(x, dim, keepdim)
    data = np.sqrt(v.data)
    axis = _axis(x, dim)

    def backward(g):
        centred = x.data - np.mean(x.data, axis=axis, keepdims=True)
        count = x.data.size if axis is None else x.shape[axis]
        with np.errstate(invalid="ignore", divide="ignore"):
            return (centred * _expand_back(g / data, x, axis, keepdim) / (count - 1),)
    return make(data, (x,), backward)
