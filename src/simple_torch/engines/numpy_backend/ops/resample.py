"""Interpolation: F.interpolate's nearest, nearest-exact and (bi/tri)linear modes, one resized dim at
a time (separable), each step a gather with its scatter-add backward. Positions are computed as PyTorch's CPU
kernels compute them: nearest in float32, linear in the input's compute dtype."""

from __future__ import annotations

import numpy as np

from .. import dtypes
from . import op
from ..tensor import Tensor, make


def _scale(size_in: int, size_out: int, factor: float | None, align_corners: bool, work) -> float:
    """PyTorch's area_pixel_compute_scale: the input step per output step."""
    if align_corners:
        return work.type((size_in - 1) / (size_out - 1)) if size_out > 1 else work.type(0)
    return work.type(1.0 / factor) if factor else work.type(size_in) / work.type(size_out)


def _resample(x: Tensor, axis: int, size_out: int, factor: float | None, mode: str, align_corners: bool) -> Tensor:
    size_in = x.shape[axis]
    positions = np.arange(size_out)
    if mode != "linear":
        if size_out == size_in:
            source = positions
        elif size_out == 2 * size_in and mode == "nearest":
            source = positions >> 1
        else:
            scale = _scale(size_in, size_out, factor, False, np.dtype(np.float32))
            shift = np.float32(0.5) if mode == "nearest_exact" else np.float32(0)
            source = np.minimum(np.floor((positions.astype(np.float32) + shift) * scale).astype(np.int64),
                                size_in - 1)

        def backward(g):
            grad = np.zeros(x.shape, g.dtype)
            np.add.at(grad, (slice(None),) * axis + (source,), g)
            return (grad,)
        return make(np.take(x.data, source, axis=axis), (x,), backward, saved=False)

    work = dtypes.compute(x.dtype)
    scale = _scale(size_in, size_out, factor, align_corners, work)
    if align_corners:
        real = scale * positions.astype(work)
    else:
        real = np.maximum(scale * (positions.astype(work) + work.type(0.5)) - work.type(0.5), work.type(0))
    low = real.astype(np.int64)
    high = low + (low < size_in - 1)
    upper = (real - low.astype(work)).astype(work)
    lower = (work.type(1) - upper).astype(work)
    shape = (1,) * axis + (size_out,) + (1,) * (x.data.ndim - axis - 1)
    data = x.data.astype(work, copy=False)
    out = np.take(data, low, axis=axis) * lower.reshape(shape) + np.take(data, high, axis=axis) * upper.reshape(shape)

    def backward(g):
        grad = np.zeros(x.shape, work)
        where = (slice(None),) * axis
        np.add.at(grad, where + (low,), g * lower.reshape(shape))
        np.add.at(grad, where + (high,), g * upper.reshape(shape))
        return (grad.astype(x.dtype),)
    return make(out.astype(x.dtype), (x,), backward, saved=False)


@op
def interpolate(x: Tensor, size: tuple[int, ...], scales: tuple[float, ...] | None, mode: str,
                align_corners: bool) -> Tensor:
    for i, size_out in enumerate(size):
        x = _resample(x, 2 + i, size_out, scales[i] if scales else None, mode, align_corners)
    return x
