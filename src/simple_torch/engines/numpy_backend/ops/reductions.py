"""Reductions over every element (dim None) or along one dim; std and var with Bessel's correction."""

from __future__ import annotations

import numpy as np

from ....abi.enums import Kind
from .. import dtypes
from . import op, ordering
from ..tensor import Tensor, constant, make, untracked


def _axis(x: Tensor, dim: int | None):
    """NumPy's axis: a 0-dim tensor reduced along dim 0 or -1 is itself, as in PyTorch."""
    return None if dim is None or x.data.ndim == 0 else dim


def _expand_back(g: np.ndarray, x: Tensor, axis, keepdim: bool) -> np.ndarray:
    """A reduced gradient, broadcastable against x again."""
    if axis is not None and not keepdim:
        g = np.expand_dims(g, axis)
    return g


# globals: reading an attribute of the numpy module, or a member of an enum, costs more than a tiny sum's other
# Python work
_add_reduce, _asarray = np.add.reduce, np.asarray
_FLOATING = Kind.floating


@op
def sum(x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
    """Integers and bool sum to int64, as in PyTorch."""
    axis = _axis(x, dim)
    out = _integral_to_int64(x.dtype)
    # np.sum's own work, without its Python layer; the result is new, so a cast to its own dtype need not copy it
    data = _add_reduce(x.data, axis, dtypes.compute(out), None, keepdims=keepdim and axis is not None)
    data = _asarray(data).astype(out, copy=False)
    if x.requires_grad:   # the backward built by a function of its own, as elementwise.add's
        backward = _sum_backward(x, axis, keepdim)   # it only moves the gradient: it serves create_graph too
        return make(data, (x,), backward, saved=False, differentiable=backward)
    return untracked(data)


def _sum_backward(x: Tensor, axis, keepdim: bool):
    return lambda g: (np.broadcast_to(_expand_back(g, x, axis, keepdim), x.shape),)


@op
def nansum(x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
    """sum with NaNs as zeros; their gradient is zero."""
    axis = _axis(x, dim)
    out = _integral_to_int64(x.dtype)
    present = ~np.isnan(x.data) if dtypes.category(x.dtype) == _FLOATING else None
    data = x.data if present is None else np.where(present, x.data, 0)
    data = np.asarray(np.sum(data, axis=axis, keepdims=keepdim and axis is not None, dtype=dtypes.compute(out)))

    def backward(g):
        g = np.broadcast_to(_expand_back(g, x, axis, keepdim), x.shape)
        if present is None:
            return (g,)
        with np.errstate(invalid="ignore"):   # as PyTorch's product: an infinite gradient at a NaN gives NaN
            return (g * present,)
    return make(data.astype(out, copy=False), (x,), backward, saved=False)


@op
def mean(x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
    dtypes.require_floating(x.dtype, "mean")
    axis = _axis(x, dim)
    count = x.data.size if axis is None else x.shape[axis]
    with np.errstate(invalid="ignore", divide="ignore"):
        data = np.mean(x.data, axis=axis, keepdims=keepdim and axis is not None, dtype=dtypes.compute(x.dtype))
    def backward(g):   # it only moves and scales the gradient: it serves create_graph too
        return (np.broadcast_to(_expand_back(g, x, axis, keepdim), x.shape) / count,)
    return make(np.asarray(data).astype(x.dtype), (x,), backward, saved=False, differentiable=backward)


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
    # which elements are the extremes is constant where the gradient exists: the closure serves create_graph too
    return make(data, (x,), backward, differentiable=backward)


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
    dtypes.require_floating(x.dtype, "var")
    return ordering.var_correction(x, None if dim is None else (dim,), 1.0, keepdim)


@op
def std(x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
    dtypes.require_floating(x.dtype, "std")
    return ordering.std_correction(x, None if dim is None else (dim,), 1.0, keepdim)


# -- prod, all, any, logsumexp and the scans cumsum, cumprod --------------------------------------------
def _integral_to_int64(dtype: np.dtype) -> np.dtype:
    """sum, prod, cumsum and cumprod of integers and bool give int64, as in PyTorch."""
    return dtypes.INT64 if dtypes.category(dtype) < _FLOATING else dtype


def _products_of_the_others(x: np.ndarray, axis: int) -> np.ndarray:
    """For each element along axis, the product of all the others (exact with zeros, unlike prod / x)."""
    moved = np.moveaxis(x, axis, -1)
    ones = np.ones(moved.shape[:-1] + (1,), moved.dtype)
    before = np.cumprod(np.concatenate([ones, moved[..., :-1]], -1), -1)
    after = np.flip(np.cumprod(np.concatenate([ones, np.flip(moved, -1)[..., :-1]], -1), -1), -1)
    return np.moveaxis(before * after, -1, axis)


@op
def prod(x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
    axis = _axis(x, dim)
    out = _integral_to_int64(x.dtype)
    work = dtypes.compute(out)
    data = x.data.astype(work, copy=False)
    result = np.prod(data, axis=axis, keepdims=keepdim and axis is not None)

    def backward(g):
        flat = data.reshape(-1) if axis is None else data
        others = _products_of_the_others(flat, 0 if axis is None else axis).reshape(data.shape)
        return (_expand_back(g, x, axis, keepdim) * np.conj(others),)

    def differentiable(g):   # the same over the parent, recorded: the products of the others, zeros included, as
        # the products along the last axis of n copies of x's axis with copy i's element i set to 1 (n * n values)
        along = np.reshape(x, (-1,)) if axis is None else np.swapaxes(x, axis, -1)
        n = along.shape[-1]
        copies = np.broadcast_to(np.expand_dims(along, -2), along.shape + (n,))
        others = prod(np.where(np.eye(n, dtype=bool), 1.0, copies), -1, False)
        others = np.reshape(others, x.shape) if axis is None else np.swapaxes(others, axis, -1)
        return (_expand_back(g, x, axis, keepdim) * others,)
    return make(np.asarray(result).astype(out), (x,), backward,
                differentiable=differentiable if dtypes.is_floating(x.dtype) else None)


def _truth(x: Tensor, dim: int | None, keepdim: bool, test) -> Tensor:
    """all or any: bool, except that uint8 gives uint8 (as PyTorch)."""
    axis = _axis(x, dim)
    out = x.dtype if x.dtype == np.uint8 else dtypes.BOOL
    return constant(np.asarray(test(x.data != 0, axis=axis, keepdims=keepdim and axis is not None)).astype(out))


@op
def all(x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
    return _truth(x, dim, keepdim, np.all)


@op
def any(x: Tensor, dim: int | None, keepdim: bool) -> Tensor:
    return _truth(x, dim, keepdim, np.any)


@op
def logsumexp(x: Tensor, dim: int, keepdim: bool) -> Tensor:
    """log(sum(exp(x))) along dim, shifted by the maximum so that it does not overflow."""
    axis = _axis(x, dim)
    out = dtypes.floating(x.dtype)
    data = x.data.astype(dtypes.compute(out), copy=False)
    with np.errstate(all="ignore"):
        top = np.max(data, axis=axis, keepdims=True) if data.size else np.zeros((1,) * data.ndim, data.dtype)
        top = np.where(np.isfinite(top), top, 0)
        kept = np.log(np.sum(np.exp(data - top), axis=axis, keepdims=True)) + top
    result = kept if keepdim or axis is None else np.squeeze(kept, axis)

    def backward(g):
        with np.errstate(all="ignore"):
            return (_expand_back(g, x, axis, keepdim) * np.exp(data - kept),)

    def differentiable(g):   # the same over the parent: the softmax along dim, recorded
        return (_expand_back(g, x, axis, keepdim) * np.exp(x - logsumexp(x, dim, True)),)
    return make(np.asarray(result).astype(out), (x,), backward, differentiable=differentiable)


@op
def cumsum(x: Tensor, dim: int) -> Tensor:
    axis = _axis(x, dim)
    out = _integral_to_int64(x.dtype)
    data = np.cumsum(x.data, axis=axis, dtype=dtypes.compute(out)) if axis is not None else x.data
    def backward(g):   # the reversed running sum of the gradient: it serves create_graph too
        return (np.flip(np.cumsum(np.flip(g, axis), axis), axis) if axis is not None else g,)
    return make(np.asarray(data).astype(out).reshape(x.shape), (x,), backward, saved=False, differentiable=backward)


@op
def cumprod(x: Tensor, dim: int) -> Tensor:
    axis = _axis(x, dim)
    out = _integral_to_int64(x.dtype)
    data = x.data.astype(dtypes.compute(out), copy=False)
    result = np.cumprod(data, axis=axis) if axis is not None else data

    def backward(g):
        """d out_k / d x_i = product of x_j for j <= k, j != i: exact with zeros (one cumprod per i)."""
        if axis is None:
            return (g,)
        moved, grads = np.moveaxis(data, axis, -1), np.moveaxis(g, axis, -1)
        total = np.zeros(moved.shape, np.result_type(moved, grads))
        for i in range(moved.shape[-1]):
            without = moved.copy()
            without[..., i] = 1
            partial = np.cumprod(without, -1)
            total[..., i] = np.sum((grads * np.conj(partial))[..., i:], -1)
        return (np.moveaxis(total, -1, axis),)
    return make(np.asarray(result).astype(out).reshape(x.shape), (x,), backward)
