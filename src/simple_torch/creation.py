"""Creation functions with PyTorch's signatures: st.tensor, zeros, ones, randn, rand, full, empty,
arange, linspace, eye, the *_like variants, randint, randperm, from_numpy, cat and stack.

The runtime creates float32 on the default device; a `dtype=` is applied by conversion after
creation, a `device=` by a move, and `requires_grad=True` makes the result a leaf that records.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

import numpy as np

from . import dtypes
from . import runtime as rt
from .devices import device
from .dtypes import dtype
from .errors import check
from .tensor import ShapeLike, Tensor, as_tensor_operand, checks_tensor_args, from_array, op_result, size_args

__all__ = ["tensor", "as_tensor", "from_numpy", "zeros", "ones", "randn", "rand", "empty", "full", "arange",
           "linspace", "eye", "zeros_like", "ones_like", "randn_like", "rand_like", "empty_like", "full_like",
           "randint", "randperm", "cat", "stack"]

DeviceLike = device | str | int | None


def _finish(t: Tensor, dtype: dtype | str | None, device: DeviceLike, requires_grad: bool) -> Tensor:
    if dtype is not None:
        t = t.to(dtypes.as_dtype(dtype))
    if device is not None:
        t = t.to(device)
    if requires_grad:
        t.requires_grad_(True)
    return t


def tensor(data: Any, dtype: dtype | str | None = None, device: DeviceLike = None,
           requires_grad: bool = False) -> Tensor:
    """A new tensor holding a copy of data: nested lists, a number, a NumPy array or any buffer. Without
    dtype, Python floats give float32, ints int64, bools bool; NumPy data keeps its dtype."""
    if isinstance(data, Tensor):
        made = data.detach().clone()
    else:
        made = from_array(*dtypes.as_array(data, dtype))
    return _finish(made, dtype, device, requires_grad)


def as_tensor(data: Any, dtype: dtype | str | None = None, device: DeviceLike = None) -> Tensor:
    """data itself when it is a tensor of that dtype and device, else a converted copy."""
    if isinstance(data, Tensor):
        return _finish(data, dtype, device, False)
    return tensor(data, dtype, device)


def from_numpy(array: np.ndarray) -> Tensor:
    """A tensor of the array's values and dtype. Unlike PyTorch's, it is a copy: memory is not shared."""
    if not isinstance(array, np.ndarray):
        raise TypeError(f"expected np.ndarray, got {type(array).__name__}")
    return from_array(*dtypes.as_array(array))


def _filled(function, size: tuple[Any, ...], dtype: dtype | str | None, device: DeviceLike,
            requires_grad: bool) -> Tensor:
    return _finish(Tensor._wrap(check(function(size_args(size)))), dtype, device, requires_grad)


def zeros(*size: ShapeLike, dtype: dtype | str | None = None, device: DeviceLike = None,
          requires_grad: bool = False) -> Tensor:
    return _filled(rt.rt_torch_tensor_zeros, size, dtype, device, requires_grad)


def ones(*size: ShapeLike, dtype: dtype | str | None = None, device: DeviceLike = None,
         requires_grad: bool = False) -> Tensor:
    return _filled(rt.rt_torch_tensor_ones, size, dtype, device, requires_grad)


def randn(*size: ShapeLike, dtype: dtype | str | None = None, device: DeviceLike = None,
          requires_grad: bool = False) -> Tensor:
    """Samples of N(0, 1), drawn as float32 (then converted to dtype)."""
    return _filled(rt.rt_torch_tensor_randn, size, dtype, device, requires_grad)


def rand(*size: ShapeLike, dtype: dtype | str | None = None, device: DeviceLike = None,
         requires_grad: bool = False) -> Tensor:
    """Samples of U[0, 1), drawn as float32 (then converted to dtype)."""
    return _filled(rt.rt_torch_tensor_rand, size, dtype, device, requires_grad)


def empty(*size: ShapeLike, dtype: dtype | str | None = None, device: DeviceLike = None,
          requires_grad: bool = False) -> Tensor:
    return _filled(rt.rt_torch_tensor_empty, size, dtype, device, requires_grad)


def full(size: ShapeLike, fill_value: bool | int | float | complex, *, dtype: dtype | str | None = None,
         device: DeviceLike = None, requires_grad: bool = False) -> Tensor:
    """A tensor filled with fill_value; without dtype, the dtype of the value (int64 for an int, ...)."""
    shape = size_args((size,))
    kind = dtypes.as_array(fill_value)[1] if dtype is None else dtypes.as_dtype(dtype)
    if kind is dtypes.float32:
        made = Tensor._wrap(check(rt.rt_torch_tensor_full(shape, float(fill_value))))
    else:   # through NumPy, so that large integers stay exact
        made = from_array(np.full(shape, fill_value, dtype=kind.numpy or np.float32), kind)
    return _finish(made, None, device, requires_grad)


def arange(start: float, end: float | None = None, step: float = 1, *, dtype: dtype | str | None = None,
           device: DeviceLike = None, requires_grad: bool = False) -> Tensor:
    """[start, end) by step; arange(n) is [0, n). int64 when every bound is an integer, else float32."""
    if end is None:
        start, end = 0, start
    if dtype is None:
        integral = all(isinstance(v, (int, np.integer)) and not isinstance(v, bool) for v in (start, end, step))
        dtype = dtypes.int64 if integral else dtypes.float32
    made = Tensor._wrap(check(rt.rt_torch_tensor_arange(start, end, step, dtypes.as_dtype(dtype).code)))
    return _finish(made, None, device, requires_grad)


def linspace(start: float, end: float, steps: int, *, dtype: dtype | str | None = None,
             device: DeviceLike = None, requires_grad: bool = False) -> Tensor:
    made = Tensor._wrap(check(rt.rt_torch_tensor_linspace(start, end, steps)))
    return _finish(made, dtype, device, requires_grad)


def eye(n: int, m: int | None = None, *, dtype: dtype | str | None = None, device: DeviceLike = None,
        requires_grad: bool = False) -> Tensor:
    made = Tensor._wrap(check(rt.rt_torch_tensor_eye(n, n if m is None else m)))
    return _finish(made, dtype, device, requires_grad)


def _like(function, input: Tensor, dtype: dtype | str | None, device: DeviceLike, requires_grad: bool) -> Tensor:
    return function(input.shape, dtype=dtype or input.dtype, device=device or input.device,
                    requires_grad=requires_grad)


def zeros_like(input: Tensor, *, dtype: dtype | str | None = None, device: DeviceLike = None,
               requires_grad: bool = False) -> Tensor:
    return _like(zeros, input, dtype, device, requires_grad)


def ones_like(input: Tensor, *, dtype: dtype | str | None = None, device: DeviceLike = None,
              requires_grad: bool = False) -> Tensor:
    return _like(ones, input, dtype, device, requires_grad)


def randn_like(input: Tensor, *, dtype: dtype | str | None = None, device: DeviceLike = None,
               requires_grad: bool = False) -> Tensor:
    return _like(randn, input, dtype, device, requires_grad)


def rand_like(input: Tensor, *, dtype: dtype | str | None = None, device: DeviceLike = None,
              requires_grad: bool = False) -> Tensor:
    return _like(rand, input, dtype, device, requires_grad)


def empty_like(input: Tensor, *, dtype: dtype | str | None = None, device: DeviceLike = None,
               requires_grad: bool = False) -> Tensor:
    return _like(empty, input, dtype, device, requires_grad)


def full_like(input: Tensor, fill_value: bool | int | float | complex, *, dtype: dtype | str | None = None,
              device: DeviceLike = None, requires_grad: bool = False) -> Tensor:
    return full(input.shape, fill_value, dtype=dtype or input.dtype, device=device or input.device,
                requires_grad=requires_grad)


def randint(low: int, high: int | Sequence[int] | None = None, size: Sequence[int] = (), *,
            dtype: dtype | str | None = None, device: DeviceLike = None) -> Tensor:
    """Integers uniform in [low, high) (randint(high, size) counts from 0), from the runtime's U[0, 1)
    samples scaled and truncated. The draw is not PyTorch's, so its values differ for one seed."""
    if high is None or not isinstance(high, (int, np.integer)):   # randint(high, size)
        low, high, size = 0, low, size if high is None else high
    if isinstance(size, int):
        raise TypeError("randint's size must be a tuple of ints, e.g. (3,)")
    scaled = rand(*size, dtype=dtypes.float64) * (high - low)
    return _finish(scaled.long() + low, dtype, device, False)


def randperm(n: int, *, dtype: dtype | str | None = None, device: DeviceLike = None) -> Tensor:
    """A random permutation of 0..n-1: the order that sorts n runtime U[0, 1) samples (so manual_seed
    makes it repeatable). The draw is not PyTorch's, so the permutation differs for one seed."""
    order = np.argsort(rand(n).numpy(), kind="stable")
    return _finish(from_array(order.astype(np.int64), dtypes.int64), dtype, device, False)


def cat(tensors: Iterable[Tensor], dim: int = 0) -> Tensor:
    parts = [as_tensor_operand(t) for t in tensors]
    return op_result(rt.rt_torch_tensor_cat([t.handle for t in parts], dim))


def stack(tensors: Iterable[Tensor], dim: int = 0) -> Tensor:
    parts = [as_tensor_operand(t) for t in tensors]
    return op_result(rt.rt_torch_tensor_stack([t.handle for t in parts], dim))


for _name in __all__:   # every function here: a wrong type for a tensor argument is a TypeError
    globals()[_name] = checks_tensor_args(globals()[_name])
del _name
