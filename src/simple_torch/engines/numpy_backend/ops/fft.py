"""The NumPy backend's fast Fourier transforms (numpy.fft), each with its backward side by side.

A transform is linear, so the gradient of its input is the adjoint applied to the output's gradient (PyTorch's
convention, the conjugate Wirtinger derivative, as elementwise.mul's g * conj(y)): the transform of the other
direction with the dual scaling, since an unscaled forward transform's adjoint is the unscaled inverse. A real
input gets the real part. Cutting a dim to a size and zero-padding it are each other's adjoints.
"""

from __future__ import annotations

import numpy as np

from ....abi.enums import Kind
from .. import dtypes
from ..tensor import Tensor, make
from . import op

# the scaling of the adjoint transform: norm "backward" leaves the forward transform unscaled, whose adjoint is the
# unscaled inverse transform, i.e. the inverse's norm "forward"
_DUAL = {"backward": "forward", "ortho": "ortho", "forward": "backward"}


def _complex_of(dtype: np.dtype) -> np.dtype:
    return dtypes.COMPLEX128 if dtype in (dtypes.FLOAT64, dtypes.COMPLEX128) else dtypes.COMPLEX64


def _real_of(dtype: np.dtype) -> np.dtype:
    return dtypes.FLOAT64 if dtype in (dtypes.FLOAT64, dtypes.COMPLEX128) else dtypes.FLOAT32


def _resized(data: np.ndarray, dims, sizes) -> np.ndarray:
    """data cut, or zero-padded at the end, to sizes[i] along dims[i]."""
    if all(data.shape[d] == n for d, n in zip(dims, sizes)):
        return data
    keep, widths = [slice(None)] * data.ndim, [(0, 0)] * data.ndim
    for d, n in zip(dims, sizes):
        keep[d], widths[d] = slice(0, n), (0, max(0, n - data.shape[d]))
    return np.pad(data[tuple(keep)], widths)


def _to_input(g: np.ndarray, x: Tensor, dims) -> tuple[np.ndarray]:
    """A gradient in the transformed signal's shape back to x's: resized to x's sizes, real for a real x."""
    g = _resized(g, dims, tuple(x.shape[d] for d in dims))
    if dtypes.category(x.dtype) < Kind.complex:
        g = g.real
    return (g.astype(x.dtype, copy=False),)


@op
def fftn(x: Tensor, sizes, dims, norm: str, inverse: bool) -> Tensor:
    out = _complex_of(x.dtype)
    transform, adjoint = (np.fft.ifftn, np.fft.fftn) if inverse else (np.fft.fftn, np.fft.ifftn)
    signal = _resized(x.data, dims, sizes)
    # no dims: x as complex, a copy as PyTorch's
    y = transform(signal, axes=dims, norm=norm) if dims else np.array(signal, dtype=out)

    def backward(g):
        return _to_input(adjoint(g, axes=dims, norm=_DUAL[norm]) if dims else g, x, dims)
    return make(y.astype(out, copy=False), (x,), backward, saved=False)


@op
def rfftn(x: Tensor, sizes, dims, norm: str) -> Tensor:
    y = np.fft.rfftn(_resized(x.data, dims, sizes), axes=dims, norm=norm)

    def backward(g):
        # the output is the first n // 2 + 1 rows of fftn's along the last dim: its adjoint pads the rest with zeros
        full = _resized(g, dims[-1:], sizes[-1:])
        return _to_input(np.fft.ifftn(full, axes=dims, norm=_DUAL[norm]), x, dims)
    return make(y.astype(_complex_of(x.dtype), copy=False), (x,), backward, saved=False)


@op
def irfftn(x: Tensor, sizes, dims, norm: str) -> Tensor:
    last, n = dims[-1], sizes[-1]
    half = n // 2 + 1
    y = np.fft.irfftn(_resized(x.data, dims, (*sizes[:-1], half)), s=sizes, axes=dims, norm=norm)

    def backward(g):
        gx = np.fft.rfftn(g, axes=dims, norm=_DUAL[norm])
        # each frequency but the zero one (and n / 2 for an even n) stands for itself and its conjugate, the
        # negative frequency left out: it counts twice (PyTorch's _fft_c2r backward)
        twice = [slice(None)] * gx.ndim
        twice[last] = slice(1, n - half + 1)
        gx[tuple(twice)] *= 2
        return _to_input(gx, x, dims)
    return make(y.astype(_real_of(x.dtype), copy=False), (x,), backward, saved=False)


# -- the parts of a complex tensor: views of its memory, so that writing into one writes into the tensor (as in
# PyTorch); the gradient of a part is the complex number it is the coefficient of
@op
def real(x: Tensor) -> Tensor:
    if dtypes.category(x.dtype) < Kind.complex:
        return x
    return make(x.data.real, (x,), lambda g: (g.astype(x.dtype),), saved=False)


@op
def imag(x: Tensor) -> Tensor:
    return make(x.data.imag, (x,), lambda g: (g * np.asarray(1j, x.dtype),), saved=False)
