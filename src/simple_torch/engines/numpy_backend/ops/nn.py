"""Neural-network operations: linear, conv2d, pooling, normalisation, dropout, embedding, and one_hot,
p-norm normalisation and cosine similarity.

Convolution and pooling see the input through `sliding_window_view` (im2col without Python loops over
pixels): a (N, C, out_h, out_w, kh, kw) view of every window. Convolution copies it once into a
matrix with a row per output position and multiplies it with the kernels as a matrix (per group);
pooling reduces over the window axes. The backwards scatter window gradients back with one strided
add per kernel position (kh * kw vectorised adds), which is what im2col's transpose (col2im) is.
"""

from __future__ import annotations

import math

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from ....abi.enums import Kind
from ....abi.errors import DtypeError, InvalidArgumentError, ShapeError
from .. import dtypes
from . import elementwise, indexing, linalg, op, reductions, shape
from ..tensor import Tensor, bump_version, linear_node, make, sum_to, unbroadcast, untracked


def _conj(a: np.ndarray) -> np.ndarray:
    """The conjugate for complex data (their gradients use it), the array itself otherwise."""
    return np.conj(a) if a.dtype.kind == "c" else a


def _work_dtype(dtype: np.dtype) -> np.dtype:
    """Half types compute in float32; integers in int64 (PyTorch's results wrap around modulo the
    integer width, and so does casting int64 sums back)."""
    return dtypes.INT64 if dtypes.category(dtype) == Kind.integer else dtypes.compute(dtype)


def _work(t: Tensor) -> np.ndarray:
    return t.data.astype(_work_dtype(t.dtype), copy=False)


def _same_dtype(x: Tensor, other: Tensor | None, what: str) -> None:
    """PyTorch's linear and conv2d insist the weight and bias have the input's dtype (no promotion)."""
    if other is not None and other.dtype != x.dtype:
        raise DtypeError(f"expected {what} to have the input's dtype {dtypes.name(x.dtype)}, "
                         f"got {dtypes.name(other.dtype)}")


def _batched(x: Tensor, what: str) -> tuple[np.ndarray, bool]:
    """(N, C, H, W) data of a 3-D or 4-D input, and whether the batch dim was added (unbatched CHW)."""
    if x.data.ndim == 3:
        return x.data[None], True
    if x.data.ndim != 4:
        raise ShapeError(f"{what} expects a 3-D (C, H, W) or 4-D (N, C, H, W) input, got shape {list(x.shape)}")
    return x.data, False


def _pad_hw(a: np.ndarray, padding, value=0) -> np.ndarray:
    ph, pw = padding
    if ph == 0 and pw == 0:
        return a
    return np.pad(a, ((0, 0), (0, 0), (ph, ph), (pw, pw)), constant_values=value)


def _windows(padded: np.ndarray, kernel, stride, dilation, out_hw) -> np.ndarray:
    """(N, C, out_h, out_w, kh, kw) view: the padded input under each kernel position, no copy."""
    (kh, kw), (sh, sw), (dh, dw), (oh, ow) = kernel, stride, dilation, out_hw
    span = ((kh - 1) * dh + 1, (kw - 1) * dw + 1)   # what a dilated kernel covers
    win = sliding_window_view(padded, span, axis=(2, 3))
    return win[:, :, ::sh, ::sw, ::dh, ::dw][:, :, :oh, :ow]


def _col2im(cols: np.ndarray, padded_shape, stride, dilation) -> np.ndarray:
    """The transpose of `_windows`: add each window element's gradient back where it was read from.

    cols is (N, C, out_h, out_w, kh, kw); one vectorised strided add per kernel position."""
    (sh, sw), (dh, dw) = stride, dilation
    oh, ow, kh, kw = cols.shape[2:]
    out = np.zeros(padded_shape, cols.dtype)
    for i in range(kh):
        for j in range(kw):
            out[:, :, i * dh: i * dh + sh * (oh - 1) + 1: sh, j * dw: j * dw + sw * (ow - 1) + 1: sw] += cols[..., i, j]
    return out


def _unpad(a: np.ndarray, padding, hw) -> np.ndarray:
    (ph, pw), (h, w) = padding, hw
    return a[:, :, ph:ph + h, pw:pw + w]


def _out_size(size: int, kernel: int, stride: int, padding: int, dilation: int = 1) -> int:
    """PyTorch's output size (floor mode)."""
    return (size + 2 * padding - dilation * (kernel - 1) - 1) // stride + 1


# -- linear -------------------------------------------------------------------------------------------

@op
def linear(x: Tensor, weight: Tensor, bias: Tensor | None) -> Tensor:
    """x @ weight.T + bias over any leading dims of x; a 1-D weight gives a dot product per row."""
    _same_dtype(x, weight, "weight")
    _same_dtype(x, bias, "bias")
    if x.dtype == dtypes.BOOL:
        raise DtypeError("linear is not implemented for bool")
    if x.data.ndim == 0:
        raise ShapeError("linear needs an input of at least 1 dim, got a scalar")
    if x.shape[-1] != weight.shape[-1]:
        raise ShapeError(f"linear: input shape {list(x.shape)} and weight shape {list(weight.shape)} "
                         f"cannot be multiplied (in_features {x.shape[-1]} != {weight.shape[-1]})")
    xd, wd = _work(x), _work(weight)
    y = np.asarray(xd @ (wd.T if wd.ndim == 2 else wd))   # an array even when two vectors give a scalar
    parents = (x, weight) if bias is None else (x, weight, bias)
    if bias is not None:
        if np.broadcast_shapes(y.shape, bias.shape) != y.shape:   # added in place into the output
            raise ShapeError(f"linear: bias shape {list(bias.shape)} does not broadcast to the output "
                             f"shape {list(y.shape)}")
        y = y + _work(bias)

    def backward(g):
        g = g if g.flags.c_contiguous else g.copy()   # maybe broadcast (zero strides): BLAS needs real ones
        if wd.ndim == 1:   # y = x . w along the last dim
            gx = g[..., None] * _conj(wd) if x.requires_grad else None
            gw = np.tensordot(g, _conj(xd), axes=g.ndim) if weight.requires_grad else None
        else:
            gx = g @ _conj(wd) if x.requires_grad else None
            gw = (g.reshape(-1, g.shape[-1]).T @ _conj(xd).reshape(-1, xd.shape[-1])
                  if weight.requires_grad else None)
        grads = [gx, gw]
        if bias is not None:
            grads.append(unbroadcast(g, bias.shape))
        return grads

    def differentiable(g):   # the same over the parents, with the backend's ops (a matrix weight)
        gx = linalg.matmul(g, weight)
        rows = shape.reshape(g, (-1, weight.shape[0]))
        gw = linalg.matmul(linalg.transpose(rows, 0, 1), shape.reshape(x, (-1, x.shape[-1])))
        return (gx, gw) if bias is None else (gx, gw, sum_to(g, bias.shape))
    return make(y.astype(x.dtype, copy=False), parents, backward,
                differentiable=differentiable if wd.ndim == 2 else None)


# -- convolution --------------------------------------------------------------------------------------

@op
def conv2d(x: Tensor, weight: Tensor, bias: Tensor | None, stride, padding, dilation, groups: int) -> Tensor:
    """Cross-correlation of an (N, C, H, W) or (C, H, W) input with (O, C / groups, kh, kw) kernels."""
    if x.dtype == dtypes.BOOL:
        raise DtypeError("conv2d is not implemented for bool")
    _same_dtype(x, weight, "weight")
    _same_dtype(x, bias, "bias")
    xd4, unbatched = _batched(x, "conv2d")
    if weight.data.ndim != 4:
        raise ShapeError(f"conv2d expects a 4-D weight (out, in / groups, kh, kw), got {list(weight.shape)}")
    n, c, h, w = xd4.shape
    o, cg, kh, kw = weight.shape
    if o == 0 or o % groups:
        raise ShapeError(f"given groups={groups}, expected weight to be at least 1 and divisible by {groups} "
                         f"at dimension 0, but got weight of size {list(weight.shape)}")
    if kh == 0 or kw == 0:
        raise ShapeError(f"kernel size should be greater than zero, got weight of size {list(weight.shape)}")
    if c != cg * groups:
        raise ShapeError(f"given groups={groups}, weight of size {list(weight.shape)}, expected input "
                         f"{list(x.shape)} to have {cg * groups} channels, but got {c} channels instead")
    if bias is not None and bias.shape != (o,):
        raise ShapeError(f"given weight of size {list(weight.shape)}, expected bias to be 1-dimensional with "
                         f"{o} elements, but got bias of size {list(bias.shape)} instead")
    (ph, pw), (dh, dw) = padding, dilation
    if h + 2 * ph < dh * (kh - 1) + 1 or w + 2 * pw < dw * (kw - 1) + 1:
        raise ShapeError(f"calculated padded input size per channel: ({h + 2 * ph} x {w + 2 * pw}); kernel "
                         f"size: ({dh * (kh - 1) + 1} x {dw * (kw - 1) + 1}); kernel size can't be greater "
                         f"than actual input size")
    cfg = (tuple(stride), tuple(padding), tuple(dilation), groups)
    xd4 = xd4.astype(_work_dtype(x.dtype), copy=False)
    wd = _work(weight)
    y = _conv_forward(xd4, wd, cfg)
    if bias is not None:
        y += _work(bias)[:, None, None]

    def backward(g):
        g4 = g[None] if unbatched else g
        gx = gw = None
        if x.requires_grad:
            gx = _conv_grad_input(g4, wd, xd4.shape, cfg)
            gx = gx[0] if unbatched else gx
        if weight.requires_grad:
            gw = _conv_grad_weight(g4, xd4, wd.shape, cfg)
        grads = [gx, gw]
        if bias is not None:
            grads.append(g4.sum(axis=(0, 2, 3)))
        return grads

    def differentiable(g):   # the same with recorded nodes (conv2d is bilinear: see _conv_recorded)
        x4, g4 = (shape.unsqueeze(x, 0), shape.unsqueeze(g, 0)) if unbatched else (x, g)
        gx = _input_grad_recorded(g4, weight, x4.shape, cfg) if x.requires_grad else None
        if gx is not None and unbatched:
            gx = shape.squeeze(gx, 0)
        gw = _weight_grad_recorded(g4, x4, weight.shape, cfg) if weight.requires_grad else None
        if bias is None:
            return gx, gw
        gb = g4
        for axis in (3, 2, 0):
            gb = reductions.sum(gb, axis, False)
        return gx, gw, gb

    parents = (x, weight) if bias is None else (x, weight, bias)
    return make((y[0] if unbatched else y).astype(x.dtype, copy=False), parents, backward,
                differentiable=differentiable)


def _conv_forward(xd4: np.ndarray, wd: np.ndarray, cfg) -> np.ndarray:
    """conv2d without bias over arrays: (N, C, H, W) and (O, C / groups, kh, kw) -> (N, O, oh, ow)."""
    stride, padding, dilation, groups = cfg
    n, c, h, w = xd4.shape
    o, cg, kh, kw = wd.shape
    og = o // groups
    out_hw = (_out_size(h, kh, stride[0], padding[0], dilation[0]), _out_size(w, kw, stride[1], padding[1], dilation[1]))
    rows = n * out_hw[0] * out_hw[1]   # one row per output position
    # per group, the (rows, cg * kh * kw) matrix of the windows it reads (rows in (N, oh, ow) order), times
    # the group's kernels: channels of group k only meet kernels of group k
    cols = _windows(_pad_hw(xd4, padding), (kh, kw), stride, dilation, out_hw).transpose(0, 2, 3, 1, 4, 5)
    parts = [cols[:, :, :, k * cg:(k + 1) * cg].reshape(rows, cg * kh * kw)
             @ wd[k * og:(k + 1) * og].reshape(og, cg * kh * kw).T for k in range(groups)]   # (rows, og) each
    y = (parts[0] if groups == 1 else np.concatenate(parts, axis=1)).reshape(n, *out_hw, o)
    return np.ascontiguousarray(y.transpose(0, 3, 1, 2))   # (N, O, oh, ow)


def _grad_rows(g4: np.ndarray) -> np.ndarray:
    """The output gradient, one row per position; a real copy (g may be broadcast with zero strides, which
    NumPy's matrix product would not hand to BLAS)."""
    return np.ascontiguousarray(g4.transpose(0, 2, 3, 1)).reshape(-1, g4.shape[1])


def _conv_grad_input(g4: np.ndarray, wd: np.ndarray, x_shape, cfg) -> np.ndarray:
    """d loss / d window element, then added back where each was read from."""
    stride, padding, dilation, groups = cfg
    n, c, h, w = x_shape
    o, cg, kh, kw = wd.shape
    og, out_hw = o // groups, g4.shape[2:]
    grows = _grad_rows(g4)
    gcols = np.empty((n, *out_hw, c, kh, kw), np.result_type(grows, wd))
    for k in range(groups):
        gpart = grows[:, k * og:(k + 1) * og] @ _conj(wd[k * og:(k + 1) * og].reshape(og, cg * kh * kw))
        gcols[:, :, :, k * cg:(k + 1) * cg] = gpart.reshape(n, *out_hw, cg, kh, kw)
    padded_shape = (n, c, h + 2 * padding[0], w + 2 * padding[1])
    gx = _col2im(gcols.transpose(0, 3, 1, 2, 4, 5), padded_shape, stride, dilation)
    return _unpad(gx, padding, (h, w))


def _conv_grad_weight(g4: np.ndarray, xd4: np.ndarray, w_shape, cfg) -> np.ndarray:
    stride, padding, dilation, groups = cfg
    o, cg, kh, kw = w_shape
    og, out_hw, rows = o // groups, g4.shape[2:], g4.shape[0] * g4.shape[2] * g4.shape[3]
    grows = _grad_rows(g4)
    cols = _windows(_pad_hw(xd4, padding), (kh, kw), stride, dilation, out_hw).transpose(0, 2, 3, 1, 4, 5)
    gw = np.concatenate([grows[:, k * og:(k + 1) * og].T
                         @ _conj(cols[:, :, :, k * cg:(k + 1) * cg].reshape(rows, cg * kh * kw))
                         for k in range(groups)])
    return gw.reshape(w_shape)


# conv2d is bilinear: y = F(x, w), and its gradients are bilinear too, gx = Bx(g, w) and gw = Bw(g, x), with
# <v, Bx(g, w)> = <F(v, w), g> = <Bw(g, v), w>. So the three, recorded over 4-D Tensors, are each other's backwards,
# to any order (create_graph).

def _conv_recorded(x4: Tensor, w: Tensor, cfg) -> Tensor:
    def backward(g):
        return (_conv_grad_input(g, w.data, x4.shape, cfg) if x4.requires_grad else None,
                _conv_grad_weight(g, x4.data, w.shape, cfg) if w.requires_grad else None)

    def differentiable(g):
        return (_input_grad_recorded(g, w, x4.shape, cfg) if x4.requires_grad else None,
                _weight_grad_recorded(g, x4, w.shape, cfg) if w.requires_grad else None)
    return make(_conv_forward(x4.data, w.data, cfg), (x4, w), backward, differentiable=differentiable)


def _input_grad_recorded(g: Tensor, w: Tensor, x_shape, cfg) -> Tensor:
    def backward(v):
        return (_conv_forward(v, w.data, cfg) if g.requires_grad else None,
                _conv_grad_weight(g.data, v, w.shape, cfg) if w.requires_grad else None)

    def differentiable(v):
        return (_conv_recorded(v, w, cfg) if g.requires_grad else None,
                _weight_grad_recorded(g, v, w.shape, cfg) if w.requires_grad else None)
    return make(_conv_grad_input(g.data, w.data, x_shape, cfg), (g, w), backward, differentiable=differentiable)


def _weight_grad_recorded(g: Tensor, x4: Tensor, w_shape, cfg) -> Tensor:
    def backward(u):
        return (_conv_forward(x4.data, u, cfg) if g.requires_grad else None,
                _conv_grad_input(g.data, u, x4.shape, cfg) if x4.requires_grad else None)

    def differentiable(u):
        return (_conv_recorded(x4, u, cfg) if g.requires_grad else None,
                _input_grad_recorded(g, u, x4.shape, cfg) if x4.requires_grad else None)
    return make(_conv_grad_weight(g.data, x4.data, w_shape, cfg), (g, x4), backward, differentiable=differentiable)


@op
def conv3d(x: Tensor, weight: Tensor, bias: Tensor | None, stride, padding, dilation, groups: int) -> Tensor:
    """Made of the ops above, so autograd needs nothing more: for each kernel depth i, the input planes that
    output depth z reads (z * stride + i * dilation, after padding) go through conv2d as a batch of N * out_depth,
    and the kd results add up. Computed in the work dtype and rounded once, as conv2d."""
    work = dtypes.CODES[_work_dtype(x.dtype)]
    xw, ww = shape.to_dtype(x, work), shape.to_dtype(weight, work)
    unbatched = x.data.ndim == 4
    if unbatched:
        xw = shape.unsqueeze(xw, 0)
    n, c, depth, h, w = xw.shape
    out_channels, kd = weight.shape[0], weight.shape[2]
    (sd, sh, sw), (pd, ph, pw), (dd, dh, dw) = stride, padding, dilation
    out_depth = _out_size(depth, kd, sd, pd, dd)
    if pd:
        xw = shape.pad(xw, (0, 0, 0, 0, pd, pd), "constant", 0.0)
    total = None
    for i in range(kd):
        planes = indexing.slice(xw, 2, i * dd, i * dd + sd * (out_depth - 1) + 1, sd)   # (N, C, out_depth, H, W)
        planes = shape.reshape(shape.permute(planes, (0, 2, 1, 3, 4)), (n * out_depth, c, h, w))
        kernel = shape.squeeze(indexing.slice(ww, 2, i, i + 1, 1), 2)
        part = conv2d(planes, kernel, None, (sh, sw), (ph, pw), (dh, dw), groups)
        total = part if total is None else elementwise.add(total, part)
    y = shape.permute(shape.reshape(total, (n, out_depth, out_channels, *total.shape[2:])), (0, 2, 1, 3, 4))
    if bias is not None:
        y = elementwise.add(y, shape.reshape(shape.to_dtype(bias, work), (out_channels, 1, 1, 1)))
    y = shape.to_dtype(shape.contiguous(y), dtypes.CODES[x.dtype])
    return shape.squeeze(y, 0) if unbatched else y


# -- pooling ---------------------------------------------------------------------------------------------

def _pool_input(x: Tensor, what: str, allowed) -> tuple[np.ndarray, bool]:
    if not allowed(x.dtype):
        raise DtypeError(f"{what} is not implemented for {dtypes.name(x.dtype)}")
    xd4, unbatched = _batched(x, what)
    if 0 in xd4.shape[1:]:
        raise ShapeError(f"{what} expects a 3-D or 4-D input with only the batch dim allowed to be 0, "
                         f"got shape {list(x.shape)}")
    return xd4, unbatched


def _pool_out(x: Tensor, what: str, hw, kernel, stride, padding) -> tuple[int, int]:
    out_hw = tuple(_out_size(s, k, st, p) for s, k, st, p in zip(hw, kernel, stride, padding))
    if min(out_hw) < 1:
        raise ShapeError(f"{what}: given input size {list(x.shape)}, the calculated output size "
                         f"{list(out_hw)} is too small")
    return out_hw


@op
def max_pool2d(x: Tensor, kernel, stride, padding) -> Tensor:
    """Max over each window; padding never wins (it is -inf). The gradient goes to the element PyTorch
    picks: the first maximum in the window in row-major order, or the last NaN if there is one."""
    xd4, unbatched = _pool_input(x, "max_pool2d", lambda d: dtypes.category(d) in (Kind.integer, Kind.floating))
    n, c, h, w = xd4.shape
    out_hw = _pool_out(x, "max_pool2d", (h, w), kernel, stride, padding)
    floating = dtypes.is_floating(x.dtype)
    data = xd4.astype(dtypes.compute(x.dtype), copy=False)
    lowest = -np.inf if floating else np.iinfo(data.dtype).min
    padded = _pad_hw(data, padding, lowest)
    win = _windows(padded, kernel, stride, (1, 1), out_hw).reshape(n, c, *out_hw, kernel[0] * kernel[1])   # a copy
    # which window elements are real input (padding is skipped, as PyTorch's loop never visits it)
    real = _windows(_pad_hw(np.ones((1, 1, h, w), bool), padding, False), kernel, stride, (1, 1), out_hw)
    real = real.reshape(*out_hw, -1)
    y = win.max(axis=-1)

    def picks():
        hits = (win == y[..., None]) & real
        first = np.argmax(hits, axis=-1)                # PyTorch keeps the first maximum (strict >)
        nan = np.isnan(win) if floating else None
        if floating and nan.any():                      # ... but every NaN replaces the current pick
            last_nan = nan.shape[-1] - 1 - np.argmax(nan[..., ::-1], axis=-1)
            first = np.where(nan.any(axis=-1), last_nan, first)
        return first

    def scatter(g):   # the gradient: each output's g added into the input element it picked
        first = picks()
        g4 = g[None] if unbatched else g
        kh, kw = kernel
        cols = np.zeros(g4.shape + (kh * kw,), g4.dtype)
        np.put_along_axis(cols, first[..., None], g4[..., None], axis=-1)
        gx = _unpad(_col2im(cols.reshape(g4.shape + (kh, kw)), padded.shape, stride, (1, 1)), padding, (h, w))
        return gx[0] if unbatched else gx

    def gather(v):   # scatter's adjoint: the picked elements of an input-shaped v
        v4 = _pad_hw(v[None] if unbatched else v, padding)
        cols = _windows(v4, kernel, stride, (1, 1), out_hw).reshape(n, c, *out_hw, kernel[0] * kernel[1])
        picked = np.take_along_axis(cols, picks()[..., None], axis=-1)[..., 0]
        return picked[0] if unbatched else picked

    def backward(g):
        return (scatter(g),)
    return make((y[0] if unbatched else y).astype(x.dtype, copy=False), (x,), backward,
                differentiable=lambda g: (linear_node(scatter, gather)(g),))


@op
def avg_pool2d(x: Tensor, kernel, stride, padding) -> Tensor:
    """Mean over each window, padding counted as zeros (count_include_pad=True, PyTorch's default).
    int64 is supported as in PyTorch: the window sum divided with truncation toward zero."""
    xd4, unbatched = _pool_input(x, "avg_pool2d",
                                 lambda d: dtypes.is_floating(d) or d == dtypes.INT64)
    n, c, h, w = xd4.shape
    out_hw = _pool_out(x, "avg_pool2d", (h, w), kernel, stride, padding)
    area = kernel[0] * kernel[1]
    floating = dtypes.is_floating(x.dtype)
    data = xd4.astype(dtypes.compute(x.dtype) if floating else dtypes.INT64, copy=False)
    padded = _pad_hw(data, padding)
    total = _windows(padded, kernel, stride, (1, 1), out_hw).sum(axis=(-2, -1))
    if floating:
        y = total / np.asarray(area, total.dtype)
    else:
        y = np.sign(total) * (np.abs(total) // area)   # C++ integer division truncates

    def spread(g):   # the gradient: each output's g / area added into its window
        g4 = (g[None] if unbatched else g) / area
        cols = np.broadcast_to(g4[..., None, None], g4.shape + tuple(kernel))
        gx = _unpad(_col2im(cols, padded.shape, stride, (1, 1)), padding, (h, w))
        return gx[0] if unbatched else gx

    def averages(v):   # spread's adjoint: the forward over an input-shaped v (floating)
        v4 = _pad_hw(v[None] if unbatched else v, padding)
        means = _windows(v4, kernel, stride, (1, 1), out_hw).sum(axis=(-2, -1)) / np.asarray(area, v.dtype)
        return means[0] if unbatched else means

    def backward(g):
        return (spread(g),)
    return make((y[0] if unbatched else y).astype(x.dtype, copy=False), (x,), backward,
                differentiable=(lambda g: (linear_node(spread, averages)(g),)) if floating else None)


# -- normalisation -----------------------------------------------------------------------------------------

def _check_param_dtypes(x: Tensor, params: dict, what: str) -> None:
    """PyTorch's CPU rule: parameters have the input's dtype; a half input may instead have float32 ones
    (all of them)."""
    present = {name: t.dtype for name, t in params.items() if t is not None}
    if not dtypes.is_floating(x.dtype):
        raise DtypeError(f"{what} is not implemented for {dtypes.name(x.dtype)}")
    kinds = set(present.values())
    if not kinds or kinds == {x.dtype}:
        return
    if x.dtype in (dtypes.FLOAT16, dtypes.BFLOAT16) and kinds == {dtypes.FLOAT32}:
        return
    raise DtypeError(f"{what}: mixed dtypes; parameters must all be {dtypes.name(x.dtype)}"
                     + (" (or all float32)" if x.dtype.itemsize == 2 else "")
                     + f", got {', '.join(f'{k} {dtypes.name(v)}' for k, v in present.items())}")


@op
def batch_norm(x: Tensor, running_mean: Tensor | None, running_var: Tensor | None, weight: Tensor | None,
               bias: Tensor | None, training: bool, momentum: float, eps: float) -> Tensor:
    """Normalise over every dim but the channel dim 1 of (N, C, ...).

    Training uses the batch's mean and biased variance and, when running stats are given, updates them
    in place as PyTorch does: r = (1 - momentum) * r + momentum * stat, with the unbiased variance.
    Evaluation uses the running stats.
    """
    params = {"running_mean": running_mean, "running_var": running_var, "weight": weight, "bias": bias}
    if (running_mean is None) != (running_var is None):
        raise InvalidArgumentError("running_mean and running_var must either both be None or neither be None")
    if x.data.ndim < 2:
        raise ShapeError(f"batch_norm expects an (N, C, ...) input, got shape {list(x.shape)}")
    c = x.shape[1]
    for name, t in params.items():
        if t is not None and t.data.size != c:
            raise ShapeError(f"{name} should contain {c} elements not {t.data.size}")
        if t is not None and name.startswith("running") and t.data.ndim != 1:
            raise ShapeError(f"{name} must be 1-D, got shape {list(t.shape)}")
    _check_param_dtypes(x, params, "batch_norm")
    count = x.data.size // c if c else x.shape[0] * math.prod(x.shape[2:])
    if training and count == 1:
        raise ShapeError(f"expected more than 1 value per channel when training, got input size {list(x.shape)}")

    axes = (0,) + tuple(range(2, x.data.ndim))
    bshape = (1, c) + (1,) * (x.data.ndim - 2)   # a per-channel array broadcast against x
    # PyTorch's CPU kernel, whose float32 roundings matter when a channel's values are close together:
    # mean and the sum of squared deviations are accumulated in double and stored in the compute
    # dtype `op`, invstd likewise; the output is x * alpha + beta with per-channel alpha and beta (fused
    # multiply-adds, emulated in float64)
    op = dtypes.compute(x.dtype)
    xop = x.data.astype(op, copy=False)
    use_batch = training and x.data.size > 0
    if x.data.size == 0:   # PyTorch returns early: an empty result, running stats untouched
        mean = invstd = np.zeros(bshape, op)
    elif training:
        mean = (xop.sum(axis=axes, keepdims=True, dtype=np.float64) / count).astype(op)
        dev = xop - mean
        var_sum = (dev * dev).sum(axis=axes, keepdims=True, dtype=np.float64).astype(op)
        invstd = (1 / np.sqrt((var_sum / op.type(count)).astype(np.float64) + eps)).astype(op)   # biased
        if running_mean is not None:   # r = momentum * stat + (1 - momentum) * r, rounded as PyTorch's kernel
            m, keep = op.type(momentum), op.type(1 - momentum)
            unbiased = (var_sum / op.type(count - 1)).reshape(-1)
            old_mean, old_var = running_mean.data.astype(op), running_var.data.astype(op)
            running_mean.data[...] = (m * mean.reshape(-1) + keep * old_mean).astype(running_mean.dtype)
            fused = m * unbiased.astype(np.float64) + (keep * old_var).astype(np.float64)   # one rounding
            running_var.data[...] = fused.astype(op).astype(running_var.dtype)
    else:
        mean = running_mean.data.astype(op).reshape(bshape)
        invstd = op.type(1) / np.sqrt(running_var.data.astype(op).reshape(bshape) + op.type(eps))
    w = weight.data.astype(op).reshape(bshape) if weight is not None else None
    alpha = invstd if w is None else invstd * w
    beta = -mean.astype(np.float64) * alpha
    if bias is not None:
        beta = beta + bias.data.astype(np.float64).reshape(bshape)
    beta = beta.astype(op)
    y = xop.astype(np.float64) * alpha + beta
    # the backward in float64 from the same rounded statistics, as PyTorch's uses its saved ones
    xhat = (x.data.astype(np.float64) - mean) * invstd.astype(np.float64)
    invstd = invstd.astype(np.float64)
    w = w.astype(np.float64) if w is not None else None
    out_work = op

    def backward(g):
        g = g.astype(np.float64)
        dxhat = g if w is None else g * w
        gx = None
        if x.requires_grad:
            if use_batch:   # mean and variance depend on x too
                gx = invstd * (dxhat - dxhat.mean(axis=axes, keepdims=True)
                               - xhat * (dxhat * xhat).mean(axis=axes, keepdims=True))
            else:
                gx = dxhat * invstd
            gx = gx.astype(out_work)
        grads = [gx]
        if weight is not None:
            grads.append((g * xhat).sum(axis=axes).reshape(weight.shape).astype(dtypes.compute(weight.dtype)))
        if bias is not None:
            grads.append(g.sum(axis=axes).reshape(bias.shape).astype(dtypes.compute(bias.dtype)))
        return grads

    def differentiable(g):   # the same formula over the parents, recorded (evaluation: the running stats constant)
        if use_batch:
            centred = x - np.sum(x, axis=axes, keepdims=True) * (1 / count)
            rstd = (np.sum(centred * centred, axis=axes, keepdims=True) * (1 / count) + eps) ** -0.5
            normalized = centred * rstd
        else:
            rstd = invstd
            normalized = (x - mean.astype(np.float64)) * invstd
        dxhat = g if weight is None else g * np.reshape(weight, bshape)
        if use_batch:
            gx = rstd * (dxhat - np.sum(dxhat, axis=axes, keepdims=True) * (1 / count)
                         - normalized * np.sum(dxhat * normalized, axis=axes, keepdims=True) * (1 / count))
        else:
            gx = dxhat * rstd
        grads = [gx]
        if weight is not None:
            grads.append(np.reshape(np.sum(g * normalized, axis=axes), weight.shape))
        if bias is not None:
            grads.append(np.reshape(np.sum(g, axis=axes), bias.shape))
        return grads

    parents = (x,) + tuple(t for t in (weight, bias) if t is not None)
    return make(y.astype(x.dtype), parents, backward, differentiable=differentiable if x.data.size else None)


@op
def layer_norm(x: Tensor, normalized_shape, weight: Tensor | None, bias: Tensor | None, eps: float) -> Tensor:
    """Normalise over the last len(normalized_shape) dims with their biased variance."""
    shape = tuple(normalized_shape)
    if not shape:
        raise ShapeError("expected normalized_shape to be at least 1-dimensional, got []")
    k = len(shape)
    if x.data.ndim < k or x.shape[-k:] != shape:
        raise ShapeError(f"given normalized_shape={list(shape)}, expected input with shape [*, "
                         f"{', '.join(map(str, shape))}], but got input of size {list(x.shape)}")
    for name, t in (("weight", weight), ("bias", bias)):
        if t is not None and t.shape != shape:
            raise ShapeError(f"expected {name} to be of same shape as normalized_shape, but got {name} of "
                             f"shape {list(t.shape)} and normalized_shape = {list(shape)}")
    _check_param_dtypes(x, {"weight": weight, "bias": bias}, "layer_norm")

    axes = tuple(range(x.data.ndim - k, x.data.ndim))
    xd = x.data.astype(np.float64)
    w = weight.data.astype(np.float64) if weight is not None else None
    lead = tuple(range(x.data.ndim - k))   # what the weight's gradient sums over
    if x.data.size:
        mean = xd.mean(axis=axes, keepdims=True)
        var = np.mean((xd - mean) ** 2, axis=axes, keepdims=True)
    else:
        mean = var = np.zeros(x.shape[:-k] + (1,) * k)
    invstd = 1 / np.sqrt(var + eps)
    xhat = (xd - mean) * invstd
    y = xhat if w is None else xhat * w
    if bias is not None:
        y = y + bias.data.astype(np.float64)

    def backward(g):
        g = g.astype(np.float64)
        grads = [None]
        if x.requires_grad:
            dxhat = g if w is None else g * w
            if x.data.size:
                grads[0] = (invstd * (dxhat - dxhat.mean(axis=axes, keepdims=True)
                                      - xhat * (dxhat * xhat).mean(axis=axes, keepdims=True)))
            else:
                grads[0] = dxhat
            grads[0] = grads[0].astype(dtypes.compute(x.dtype))
        if weight is not None:
            grads.append((g * xhat).sum(axis=lead).astype(dtypes.compute(weight.dtype)))
        if bias is not None:
            grads.append(g.sum(axis=lead).astype(dtypes.compute(bias.dtype)))
        return grads

    def differentiable(g):   # the same formula over the parents, recorded
        count = math.prod(shape)
        centred = x - np.sum(x, axis=axes, keepdims=True) * (1 / count)
        rstd = (np.sum(centred * centred, axis=axes, keepdims=True) * (1 / count) + eps) ** -0.5
        normalized = centred * rstd
        dxhat = g if weight is None else g * weight
        grads = [rstd * (dxhat - np.sum(dxhat, axis=axes, keepdims=True) * (1 / count)
                         - normalized * np.sum(dxhat * normalized, axis=axes, keepdims=True) * (1 / count))]
        if weight is not None:
            grads.append(np.sum(g * normalized, axis=lead) if lead else g * normalized)
        if bias is not None:
            grads.append(np.sum(g, axis=lead) if lead else g)
        return grads

    parents = (x,) + tuple(t for t in (weight, bias) if t is not None)
    return make(y.astype(x.dtype), parents, backward, differentiable=differentiable if x.data.size else None)


# -- dropout and embedding ------------------------------------------------------------------------------------

def dropout(x: Tensor, p: float, training: bool, random) -> Tensor:
    """Zero each element with probability p and scale the rest by 1 / (1 - p) (inverted dropout).

    Not training, p == 0 or an empty input return x itself, as PyTorch does. The mask comes from the
    backend's generator through random(draw), so manual_seed makes it reproducible.
    """
    if not training or p == 0 or x.data.size == 0:
        return x
    work = dtypes.compute(x.dtype)
    if p == 1:   # PyTorch multiplies by zero: NaN stays NaN, signs of zero follow x
        zero = np.zeros((), work)
        def zeroed(g):   # constant: it serves create_graph too
            return (g * zero,)
        return make(np.asarray(x.data.astype(work, copy=False) * zero).astype(x.dtype), (x,), zeroed, saved=False,
                    differentiable=zeroed)
    keep = np.asarray(random(lambda gen: gen.random(x.shape) >= p))
    # PyTorch's noise tensor: the kept mask divided by (1 - p), stored in x's dtype, then x * noise
    noise = (keep.astype(work) / work.type(1 - p)).astype(x.dtype).astype(work)
    y = np.asarray(x.data.astype(work, copy=False) * noise)   # 0-dim arithmetic gives NumPy scalars
    def backward(g):   # the mask is constant: it serves create_graph too
        return (g * noise,)
    return make(y.astype(x.dtype), (x,), backward, saved=False, differentiable=backward)


@op
def embedding(indices: Tensor, weight: Tensor, padding_idx: int | None = None) -> Tensor:
    """Rows of weight picked by integer indices: shape indices.shape + (embedding_dim,); the row padding_idx
    gets no gradient."""
    if dtypes.category(indices.dtype) != Kind.integer:
        raise DtypeError(f"embedding indices must be integers, got {dtypes.name(indices.dtype)}")
    if weight.data.ndim != 2:
        raise ShapeError(f"embedding weight must be 2-D, got shape {list(weight.shape)}")
    idx = indices.data.astype(np.int64, copy=False)
    rows = weight.shape[0]
    if idx.size and (idx.min() < 0 or idx.max() >= rows):
        raise InvalidArgumentError(f"index out of range in self: indices must be in [0, {rows}), "
                              f"got {int(idx.min()) if idx.min() < 0 else int(idx.max())}")
    y = np.take(weight.data, idx, axis=0)   # a copy, even for a single index

    def backward(g):
        gw = np.zeros(weight.shape, g.dtype)
        np.add.at(gw, idx.reshape(-1), g.reshape(-1, weight.shape[1]))   # repeated indices add up
        if padding_idx is not None:
            gw[padding_idx] = 0
        return (gw,)

    def differentiable(g):   # the rows' gradients added into zeros, recorded
        rows = shape.reshape(g, (-1, weight.shape[1]))
        if padding_idx is not None:
            rows = rows * (idx.reshape(-1, 1) != padding_idx)
        return (indexing.index_add(untracked(np.zeros(weight.shape, g.data.dtype)), 0, untracked(idx.reshape(-1)),
                                   rows, 1.0),)
    return make(y, (weight,), backward, saved=False, differentiable=differentiable)


@op
def embedding_bag(indices: Tensor, weight: Tensor, offsets: Tensor | None, mode: str,
                  per_sample_weights: Tensor | None, include_last_offset: bool, padding_idx: int | None) -> Tensor:
    """Each bag's rows of weight summed (times their per-sample weights), averaged or maxed; rows padding_idx are
    left out and an empty bag is zeros, as PyTorch. Indices and offsets are valid (the runtime checked them)."""
    idx = indices.data.astype(np.int64)
    if idx.ndim == 2:
        bags = idx.shape[0]
        bag_of = np.repeat(np.arange(bags), idx.shape[1])
    else:
        starts = offsets.data.astype(np.int64)[:-1 if include_last_offset else None]   # the last: the length
        bags = len(starts)
        bag_of = np.searchsorted(starts, np.arange(idx.size), side="right") - 1   # the last bag that starts at or before
    idx = idx.reshape(-1)
    keep = np.ones(idx.size, bool) if padding_idx is None else idx != padding_idx
    kept, work = np.flatnonzero(keep), dtypes.compute(weight.dtype)
    rows = weight.data[idx[kept]].astype(work)                   # (kept, dim)
    scales = None if per_sample_weights is None else per_sample_weights.data.reshape(-1)[kept].astype(work)
    counts = np.bincount(bag_of[kept], minlength=bags)
    out = np.zeros((bags, weight.shape[1]), work)
    if mode == "max":
        out[counts > 0] = -np.inf
        np.maximum.at(out, bag_of[kept], rows)
        # the first kept position holding each maximum gets its gradient, as PyTorch's max_indices
        hits = np.where(rows == out[bag_of[kept]], np.arange(kept.size)[:, None], kept.size)
        winner = np.full(out.shape, kept.size)
        np.minimum.at(winner, bag_of[kept], hits)
    else:
        np.add.at(out, bag_of[kept], rows if scales is None else rows * scales[:, None])
        if mode == "mean":
            out /= np.maximum(counts, 1)[:, None]

    def backward(g):
        gw = np.zeros(weight.shape, g.dtype)
        if mode == "max":
            bag, col = np.nonzero(winner < kept.size)
            np.add.at(gw, (idx[kept][winner[bag, col]], col), g[bag, col])
            return (gw,)
        per_row = g[bag_of[kept]]                                # each kept position's share of its bag's gradient
        if mode == "mean":
            per_row = per_row / counts[bag_of[kept]][:, None]
        np.add.at(gw, idx[kept], per_row if scales is None else per_row * scales[:, None])
        if per_sample_weights is None:
            return (gw,)
        gs = np.zeros(idx.size, g.dtype)
        gs[kept] = np.sum(per_row * rows, axis=1)
        return gw, gs.reshape(per_sample_weights.shape)
    parents = (weight,) if per_sample_weights is None else (weight, per_sample_weights)
    return make(out.astype(weight.dtype), parents, backward, saved=per_sample_weights is not None)


def embedding_renorm_(weight: Tensor, indices: Tensor, max_norm: float, norm_type: float) -> None:
    """PyTorch's embedding_renorm_: each row named by indices whose norm_type-norm exceeds max_norm is scaled
    in place to max_norm / (norm + 1e-7) of itself (not recorded)."""
    rows = np.unique(indices.data.astype(np.int64).reshape(-1))
    work = dtypes.compute(weight.dtype)
    picked = weight.data[rows].astype(work)
    magnitude = np.abs(picked)
    if norm_type == np.inf:
        norms = magnitude.max(axis=1, initial=0)
    elif norm_type == 0:
        norms = np.count_nonzero(magnitude, axis=1).astype(work)
    else:
        norms = np.sum(magnitude ** norm_type, axis=1) ** (1 / norm_type)
    over = norms > max_norm
    scale = (work.type(max_norm) / (norms[over] + work.type(1e-7))).astype(work)
    weight.data[rows[over]] = (picked[over] * scale[:, None]).astype(weight.dtype)
    bump_version(weight.data)


# -- one_hot, p-norms, normalize, cosine_similarity ----------------------------------------------------------

@op
def one_hot(indices: Tensor, num_classes: int) -> Tensor:
    """int64 of indices.shape + (num_classes,), 1 at each index (the runtime has checked the values)."""
    out = np.zeros(indices.shape + (num_classes,), np.int64)
    np.put_along_axis(out, indices.data[..., None], 1, axis=-1)
    return Tensor(out)


def vector_norm(v: np.ndarray, p: float, axis: int):
    """The p-norm of v along axis, kept as a size-1 dim (p >= 0; 0 counts the non-zeros, inf is the largest
    magnitude), and its backward: the gradient of v from the norm's, by PyTorch's norm_backward (0 where the
    norm is 0; ties of the inf-norm share the gradient)."""
    a = np.abs(v)
    with np.errstate(all="ignore"):
        if p != 0 and (v.ndim == 0 or v.shape[axis] == 1):   # PyTorch's shortcut: one element's norm is |v|
            norm = a
        elif p == 0:
            norm = np.sum(a != 0, axis=axis, keepdims=True).astype(v.dtype)
        elif p == math.inf:
            if v.ndim and v.shape[axis] == 0:
                raise ShapeError(f"cannot compute the inf norm over dim {axis}: it has size 0")
            norm = np.max(a, axis=axis, keepdims=True)
        elif p == 1:
            norm = np.sum(a, axis=axis, keepdims=True)
        elif p == 2:
            norm = np.sqrt(np.sum(a * a, axis=axis, keepdims=True))
        else:   # in v's dtype with p converted to it first, as PyTorch's kernel (a float32 p of 1e39 is inf)
            order = a.dtype.type(p)
            norm = np.sum(a ** order, axis=axis, keepdims=True) ** (a.dtype.type(1) / order)

    def backward(g: np.ndarray) -> np.ndarray:
        with np.errstate(all="ignore"):
            if p == 0:
                return np.zeros_like(v)
            if p == 1:
                return np.sign(v) * g
            if p == math.inf:
                mask = (a == norm) | np.isnan(a)
                return np.sign(v) * g / np.sum(mask, axis=axis, keepdims=True) * mask
            if p < 1:
                return np.sign(v) * np.where(v == 0, 0, a ** (p - 1)) * g * norm ** (1 - p)
            scaled = v / norm if p == 2 else (np.sign(v) * a ** (p - 1) if p < 2 else v * a ** (p - 2)) / norm ** (p - 1)
            return np.where(norm == 0, 0, scaled * g)
    return norm, backward


@op
def normalize(x: Tensor, p: float, dim: int, eps: float) -> Tensor:
    """x / max(norm, eps) along dim; the norm gets a gradient only where it is at least eps (clamp_min's)."""
    if not dtypes.is_floating(x.dtype):
        raise DtypeError(f"normalize: expected a floating point tensor as input, got {dtypes.name(x.dtype)}")
    v = x.data.astype(dtypes.compute(x.dtype), copy=False)
    axis = dim if v.ndim else None
    norm, norm_backward = vector_norm(v, p, axis)
    denom = np.maximum(norm, v.dtype.type(eps))
    with np.errstate(all="ignore"):
        y = v / denom

    def backward(g):
        with np.errstate(all="ignore"):
            g_denom = -np.sum(g * v / (denom * denom), axis=axis, keepdims=True)
            return (g / denom + norm_backward(np.where(norm >= eps, g_denom, 0)),)
    return make(y.astype(x.dtype), (x,), backward)


@op
def cosine_similarity(x1: Tensor, x2: Tensor, dim: int, eps: float) -> Tensor:
    """sum((x1 / max(|x1|, eps)) * (x2 / max(|x2|, eps))) along dim, as PyTorch computes it: the norms are
    clamped under no_grad, so their gradient is that of the unclamped norm."""
    out = dtypes.result_type(x1.data, x2.data)
    if not dtypes.is_floating(out):
        raise DtypeError(f"cosine_similarity: expected common dtype to be floating point, got {dtypes.name(out)}")
    work = dtypes.compute(out)
    shape = np.broadcast_shapes(x1.shape, x2.shape)
    v1, v2 = (np.broadcast_to(t.data.astype(work, copy=False), shape) for t in (x1, x2))
    axis = dim if v1.ndim else None
    (n1, back1), (n2, back2) = vector_norm(v1, 2, axis), vector_norm(v2, 2, axis)
    c1, c2 = np.maximum(n1, work.type(eps)), np.maximum(n2, work.type(eps))
    y = np.sum((v1 / c1) * (v2 / c2), axis=axis)

    def backward(g):
        ge = np.expand_dims(g, axis) if axis is not None else g
        both = ge * v1 * v2 / (c1 * c2)
        g1 = ge * v2 / (c1 * c2) + back1(-np.sum(both, axis=axis, keepdims=True) / c1)
        g2 = ge * v1 / (c1 * c2) + back2(-np.sum(both, axis=axis, keepdims=True) / c2)
        return unbroadcast(g1, x1.shape), unbroadcast(g2, x2.shape)
    return make(np.asarray(y).astype(out), (x1, x2), backward)
