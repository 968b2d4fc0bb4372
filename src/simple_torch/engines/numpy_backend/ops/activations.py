"""Activations: each forward beside its backward."""

from __future__ import annotations

import math

import numpy as np
from scipy.special import erf, expit

from ....abi.enums import Kind
from ....abi.errors import DtypeError, InvalidArgumentError, ShapeError
from .. import dtypes
from . import op
from .elementwise import abs as absolute
from .elementwise import add, div, sub
from ..tensor import Tensor, make, reading, refused, unbroadcast


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

    def backward(g):   # the mask read from x: the closure serves create_graph too, linked to x
        return (g * mask,)
    return make(np.where(mask, x.data, 0).astype(x.dtype), (x,), backward, differentiable=reading(backward, x))


@op
def sigmoid(x: Tensor) -> Tensor:
    data = x.data.astype(dtypes.compute(dtypes.floating(x.dtype)), copy=False)
    with np.errstate(over="ignore"):
        y = 1 / (1 + np.exp(-data))
    return make(y.astype(dtypes.floating(x.dtype)), (x,), lambda g: (g * np.conj(y * (1 - y)),),
                differentiable=lambda g: (g * _sigmoid_slope(sigmoid(x)),))


def _sigmoid_slope(s: Tensor) -> Tensor:
    return s * (1 - s)


@op
def tanh(x: Tensor) -> Tensor:
    y = np.tanh(x.data.astype(dtypes.compute(dtypes.floating(x.dtype)), copy=False))
    return make(y.astype(dtypes.floating(x.dtype)), (x,), lambda g: (g * np.conj(1 - y * y),),
                differentiable=lambda g: (g * _tanh_slope(tanh(x)),))


def _tanh_slope(t: Tensor) -> Tensor:
    return 1 - t * t


@op
def leaky_relu(x: Tensor, negative_slope: float) -> Tensor:
    data, out = _floating_input(x, "leaky_relu")
    mask = data > 0
    y = np.where(mask, data, data * negative_slope)

    def backward(g):   # the slope per element, read from x: the closure serves create_graph too, linked to x
        return (g * np.where(mask, 1, negative_slope),)
    return make(y.astype(out), (x,), backward, differentiable=reading(backward, x))


@op
def gelu(x: Tensor) -> Tensor:
    """x * Phi(x) with the exact erf, PyTorch's default."""
    data, out = _floating_input(x, "gelu")
    cdf = 0.5 * (1 + erf(data / math.sqrt(2)))
    pdf = np.exp(-0.5 * data * data) / math.sqrt(2 * math.pi)
    return make((data * cdf).astype(out), (x,), lambda g: (g * (cdf + data * pdf),),
                differentiable=lambda g: (g * _gelu_slope(x),))


def _gelu_slope(x):
    """Phi(x) + x phi(x), written with NumPy's functions: for arrays, or for Tensors (recorded)."""
    return 0.5 * (1 + erf(x * (1 / math.sqrt(2)))) + x * np.exp(x * x * -0.5) * (1 / math.sqrt(2 * math.pi))


def _shifted(data: np.ndarray, dim: int) -> np.ndarray:
    """data minus its maximum along dim, so that exp cannot overflow (a scalar, or no elements: zeros)."""
    return data - np.max(data, axis=dim, keepdims=True) if data.ndim and data.size else data - data


@op
def softmax(x: Tensor, dim: int) -> Tensor:
    data, out = _floating_input(x, "softmax")
    shifted = _shifted(data, dim)
    e = np.exp(shifted)
    y = e / np.sum(e, axis=dim, keepdims=True)
    return make(y.astype(out), (x,), lambda g: (_through_softmax(g, y, dim),),
                differentiable=lambda g: (_through_softmax(g, softmax(x, dim), dim),))


def _through_softmax(g, y, dim: int):
    """The gradient of softmax's input from its output's (g) and the output (y): arrays, or recorded Tensors."""
    return y * (g - np.sum(g * y, axis=dim, keepdims=True))


@op
def log_softmax(x: Tensor, dim: int) -> Tensor:
    data, out = _floating_input(x, "log_softmax")
    shifted = _shifted(data, dim)
    y = shifted - np.log(np.sum(np.exp(shifted), axis=dim, keepdims=True))
    return make(y.astype(out), (x,), lambda g: (g - np.exp(y) * np.sum(g, axis=dim, keepdims=True),),
                differentiable=lambda g: (g - softmax(x, dim) * np.sum(g, axis=dim, keepdims=True),))


# -- more activations ------------------------------------------------------------------------------------
# Each backward follows PyTorch's formula, including which side of a kink gets which slope.

def _pointwise(x: Tensor, what: str, forward, derivative, differentiated: bool = True) -> Tensor:
    """A floating activation computed in float32 for half types: y = forward(v), grad g * derivative(v). The
    derivative is written with NumPy's functions, which a Tensor maps to the backend's ops: the same formula over
    the parent gives create_graph's backward (unless not `differentiated`, as PyTorch's is not)."""
    data, out = _floating_input(x, what)
    with np.errstate(all="ignore"):   # inf * 0 is NaN, as in PyTorch
        y = forward(data)

    def backward(g):
        with np.errstate(all="ignore"):
            return (g * derivative(data),)
    return make(y.astype(out), (x,), backward,
                differentiable=(lambda g: (g * derivative(x),)) if differentiated else refused(what, backward, (x,)))


@op
def silu(x: Tensor) -> Tensor:
    return _pointwise(x, "silu", lambda v: v * expit(v), lambda v: expit(v) * (1 + v * (1 - expit(v))))


def _mish_derivative(v: np.ndarray) -> np.ndarray:
    t = np.tanh(np.logaddexp(0, v))
    return t + v * expit(v) * (1 - t * t)


@op
def mish(x: Tensor) -> Tensor:
    return _pointwise(x, "mish", lambda v: v * np.tanh(np.logaddexp(0, v)), _mish_derivative)


@op
def hardswish(x: Tensor) -> Tensor:
    return _pointwise(x, "hardswish", lambda v: v * np.clip(v + 3, 0, 6) / 6,
                      lambda v: np.where(v <= -3, 0, np.where(v < 3, v / 3 + 0.5, 1)))


@op
def hardsigmoid(x: Tensor) -> Tensor:
    # PyTorch's backward multiplies by the float32 constant 1.0f / 6.0f, in float64 too; it has no double backward
    return _pointwise(x, "hardsigmoid", lambda v: np.clip(v + 3, 0, 6) / 6,
                      lambda v: np.where((v > -3) & (v < 3), v.dtype.type(np.float32(1) / np.float32(6)), 0),
                      differentiated=False)


def _elu(x: Tensor, what: str, alpha: float, scale: float, input_scale: float) -> Tensor:
    """PyTorch's elu family: scale * x above 0, else scale * alpha * (exp(x * input_scale) - 1)."""
    return _pointwise(x, what, lambda v: np.where(v > 0, scale * v, scale * alpha * np.expm1(v * input_scale)),
                      lambda v: np.where(v > 0, scale, scale * alpha * input_scale * np.exp(v * input_scale)))


SELU_ALPHA, SELU_SCALE = 1.6732632423543772848170429916717, 1.0507009873554804934193349852946


@op
def elu(x: Tensor, alpha: float) -> Tensor:
    return _elu(x, "elu", alpha, 1.0, 1.0)


@op
def selu(x: Tensor) -> Tensor:
    return _elu(x, "selu", SELU_ALPHA, SELU_SCALE, 1.0)


@op
def celu(x: Tensor, alpha: float) -> Tensor:
    if alpha == 0:
        raise InvalidArgumentError("ZeroDivisionError: alpha cannot be 0 for CELU")
    return _elu(x, "celu", alpha, 1.0, 1.0 / alpha)


_GELU_BETA, _GELU_KAPPA = math.sqrt(2 / math.pi), 0.044715


def _gelu_tanh_derivative(v: np.ndarray) -> np.ndarray:
    t = np.tanh(_GELU_BETA * (v + _GELU_KAPPA * v ** 3))
    return 0.5 * (1 + t) + 0.5 * v * (1 - t * t) * _GELU_BETA * (1 + 3 * _GELU_KAPPA * v * v)


@op
def gelu_tanh(x: Tensor) -> Tensor:
    return _pointwise(x, "gelu", lambda v: 0.5 * v * (1 + np.tanh(_GELU_BETA * (v + _GELU_KAPPA * v ** 3))),
                      _gelu_tanh_derivative)


@op
def prelu(x: Tensor, weight: Tensor) -> Tensor:
    """x above 0, else weight * x, weight broadcast along dim 1 (the channels) when it has one per channel."""
    data, out = _floating_input(x, "prelu")
    if weight.dtype != x.dtype:
        raise DtypeError(f"prelu: type promoting not supported: got {dtypes.name(x.dtype)} and "
                         f"{dtypes.name(weight.dtype)}")
    channels = x.shape[1] if x.data.ndim >= 2 else 1
    if weight.data.ndim > 1 or weight.data.size not in (1, channels):
        raise ShapeError(f"prelu: weight of shape {list(weight.shape)} has neither 1 element nor one per channel "
                         f"({channels})")
    w = weight.data.astype(data.dtype, copy=False).reshape(-1)
    if x.data.ndim >= 2 and w.size != 1:
        w = w.reshape((1, -1) + (1,) * (x.data.ndim - 2))
    elif x.data.ndim == 0:
        w = w.reshape(())
    positive = data > 0

    def backward(g):
        gx = np.where(positive, g, w * g)
        gw = np.where(positive, 0, data * g)
        return gx, unbroadcast(gw, w.shape).reshape(weight.shape)
    return make(np.where(positive, data, w * data).astype(out), (x, weight), backward)


def _hardtanh(x: Tensor, low: float, high: float, what: str) -> Tensor:
    """x limited to [low, high] in x's own dtype (integer bounds truncated, as PyTorch converts them; a bound
    beyond a half type's range is the runtime's RT_ERR_INVALID_ARGUMENT); the gradient passes strictly inside."""
    if x.dtype == dtypes.BOOL or dtypes.category(x.dtype) == Kind.complex:
        raise DtypeError(f"{what} does not support {dtypes.name(x.dtype)} tensors")
    if dtypes.is_floating(x.dtype):
        data = x.data.astype(dtypes.compute(x.dtype), copy=False)
        lo, hi = data.dtype.type(low), data.dtype.type(high)
    else:
        if x.dtype.kind == "u" and min(low, high) < 0:
            raise InvalidArgumentError(f"cannot do {what} on an unsigned type with negative limits")
        info = np.iinfo(x.dtype)
        for bound in (low, high):
            if not info.min <= bound <= info.max:   # PyTorch's overflow check of the conversion (not NaN)
                raise InvalidArgumentError(f"{what}: value {bound} cannot be converted to type "
                                           f"{dtypes.name(x.dtype)} without overflow")
        data, lo, hi = x.data, x.dtype.type(math.trunc(low)), x.dtype.type(math.trunc(high))
    inside = (data > lo) & (data < hi)

    def backward(g):   # the mask read from x: the closure serves create_graph too, linked to x
        return (np.where(inside, g, 0),)
    return make(np.minimum(np.maximum(data, lo), hi).astype(x.dtype), (x,), backward,
                differentiable=reading(backward, x))


@op
def hardtanh(x: Tensor, min_val: float, max_val: float) -> Tensor:
    return _hardtanh(x, min_val, max_val, "hardtanh")


@op
def relu6(x: Tensor) -> Tensor:
    return _hardtanh(x, 0.0, 6.0, "relu6")


@op
def logsigmoid(x: Tensor) -> Tensor:
    """min(x, 0) - log1p(exp(-|x|)), PyTorch's overflow-free form; its derivative is sigmoid(-x)."""
    return _pointwise(x, "log_sigmoid", lambda v: np.minimum(v, 0) - np.log1p(np.exp(-np.abs(v))),
                      lambda v: expit(-v))


@op
def softsign(x: Tensor) -> Tensor:
    """x / (|x| + 1) made of the element-wise ops, as PyTorch composes it: the same roundings and dtypes
    (integers give float32, and |x| + 1 stays in x's integer dtype)."""
    if x.dtype == dtypes.BOOL:
        raise DtypeError("softsign (abs) is not implemented for bool")
    one = Tensor(np.ones((), x.dtype))
    return div(x, add(absolute(x), one))


@op
def tanhshrink(x: Tensor) -> Tensor:
    """x - tanh(x), composed as PyTorch does."""
    return sub(x, tanh(x))


@op
def glu(x: Tensor, dim: int) -> Tensor:
    """a * sigmoid(b) for the halves a and b of x along dim."""
    data, out = _floating_input(x, "glu")
    if x.data.ndim == 0 or x.shape[dim] % 2:
        raise ShapeError(f"glu: halving dimension must be even, but dimension {dim} has size "
                         f"{x.shape[dim] if x.data.ndim else 'none (a scalar)'}")
    a, b = np.split(data, 2, axis=dim)
    s = expit(b)
    return make((a * s).astype(out), (x,), lambda g: (np.concatenate([g * s, g * a * s * (1 - s)], axis=dim),))
