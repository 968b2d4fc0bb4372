"""Activations: each forward beside its backward."""

from __future__ import annotations

import math

import numpy as np
from scipy.special import erf

from ....abi.errors import DtypeError
from .. import dtypes
from . import op
from ..tensor import Tensor, make


def _floating_input(x: Tensor, what: str):
    """Activations that PyTorch only defines for floating point (it raises for integers)."""
    if not dtypes.is_floating(x.dtype):
        raise DtypeError(f"{what} is not implemented for {dtypes.name(x.dtype)}")
    return x.data.astype(dtypes.compute(x.dtype), copy=False), x.dtype


@op
def relu(x: Tensor) -> Tensor:
    if x.dtype == dtypes.BOOL:
        raise DtypeError("relu does not support bool")
    mask = x.data > 0
    return make(np.where(mask, x.data, 0).astype(x.dtype), (x,), lambda g: (g * mask,))


@op
def sigmoid(x: Tensor) -> Tensor:
    data = x.data.astype(dtypes.compute(dtypes.floating(x.dtype)), copy=False)
    with np.errstate(over="ignore"):
        y = 1 / (1 + np.exp(-data))
    return make(y.astype(dtypes.floating(x.dtype)), (x,), lambda g: (g * y * (1 - y),))


@op
def tanh(x: Tensor) -> Tensor:
    y = np.tanh(x.data.astype(dtypes.compute(dtypes.floating(x.dtype)), copy=False))
    return make(y.astype(dtypes.floating(x.dtype)), (x,), lambda g: (g * (1 - y * y),))


@op
def leaky_relu(x: Tensor, negative_slope: float) -> Tensor:
    data, out = _floating_input(x, "leaky_relu")
    mask = data > 0
    y = np.where(mask, data, data * negative_slope)
    return make(y.astype(out), (x,), lambda g: (g * np.where(mask, 1, negative_slope),))


@op
def gelu(x: Tensor) -> Tensor:
    """x * Phi(x) with the exact erf, PyTorch's default."""
    data, out = _floating_input(x, "gelu")
    cdf = 0.5 * (1 + erf(data / math.sqrt(2)))
    pdf = np.exp(-0.5 * data * data) / math.sqrt(2 * math.pi)
    return make((data * cdf).astype(out), (x,), lambda g: (g * (cdf + data * pdf),))


def _shifted(data: np.ndarray, dim: int) -> np.ndarray:
    """data minus its maximum along dim, so that exp cannot overflow (a scalar, or no elements: zeros)."""
    return data - np.max(data, axis=dim, keepdims=True) if data.ndim and data.size else data - data


@op
def softmax(x: Tensor, dim: int) -> Tensor:
    data, out = _floating_input(x, "softmax")
    shifted = _shifted(data, dim)
    e = np.exp(shifted)
    y = e / np.sum(e, axis=dim, keepdims=True)
    return make(y.astype(out), (x,), lambda g: (y * (g - np.sum(g * y, axis=dim, keepdims=True)),))


@op
def log_softmax(x: Tensor, dim: int) -> Tensor:
    data, out = _floating_input(x, "log_softmax")
    shifted = _shifted(data, dim)
    y = shifted - np.log(np.sum(np.exp(shifted), axis=dim, keepdims=True))
    return make(y.astype(out), (x,), lambda g: (g - np.exp(y) * np.sum(g, axis=dim, keepdims=True),))
