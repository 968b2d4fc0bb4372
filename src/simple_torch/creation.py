"""Creation functions with PyTorch's signatures: st.tensor, zeros, ones, randn, rand, full, empty,
arange, linspace, eye, the *_like variants, randint, randperm, from_numpy, cat and stack.

Each is one runtime call that takes the dtype and the device, or RT_DTYPE_DEFAULT and
RT_DEVICE_DEFAULT: no float32 CPU tensor is made and converted. `requires_grad=True` makes the result a
leaf that records.
"""

from __future__ import annotations

import operator
from typing import Any, Sequence

import numpy as np

from . import calls, dtypes
from .abi.enums import DEVICE_DEFAULT, DTYPE_DEFAULT
from .generator import Generator, drawing_from
from .numpy_aliases import takes_numpy_aliases
from .devices import as_device, device
from .dtypes import dtype
from .errors import InvalidArgumentError
from .tensor import (ShapeLike, Tensor, broadcast_shapes, checks_tensor_args, from_array,
                     size_args)

__all__ = ["tensor", "as_tensor", "from_numpy", "zeros", "ones", "randn", "rand", "empty", "full", "arange",
           "linspace", "eye", "zeros_like", "ones_like", "randn_like", "rand_like", "empty_like", "full_like",
           "randint", "randperm", "normal", "cat", "stack"]

DeviceLike = device | str | int | None
DOUBLE_EXACT_INT = 2**53   # every integer up to this magnitude is exact as a C double


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


def _codes(dtype: dtype | str | None, device: DeviceLike) -> tuple[int, int]:
    """The C creation functions' dtype and device arguments: a code, or the default."""
    return (DTYPE_DEFAULT if dtype is None else dtypes.as_dtype(dtype).code,
            DEVICE_DEFAULT if device is None else as_device(device).code)


def _made(made: Tensor, requires_grad: bool) -> Tensor:
    return made.requires_grad_(True) if requires_grad else made


def _filled(function, size: tuple[Any, ...], dtype: dtype | str | None, device: DeviceLike,
            requires_grad: bool) -> Tensor:
    if dtype is None and device is None:   # st.zeros(16, 128): the default codes, without _codes' call
        made = function(size_args(size), DTYPE_DEFAULT, DEVICE_DEFAULT)
    else:
        made = function(size_args(size), *_codes(dtype, device))
    return made.requires_grad_(True) if requires_grad else made


def zeros(*size: ShapeLike, dtype: dtype | str | None = None, device: DeviceLike = None,
          requires_grad: bool = False) -> Tensor:
    return _filled(calls.tensor_zeros_options, size, dtype, device, requires_grad)


def ones(*size: ShapeLike, dtype: dtype | str | None = None, device: DeviceLike = None,
         requires_grad: bool = False) -> Tensor:
    return _filled(calls.tensor_ones_options, size, dtype, device, requires_grad)


def randn(*size: ShapeLike, generator: Generator | None = None, dtype: dtype | str | None = None,
          device: DeviceLike = None, requires_grad: bool = False) -> Tensor:
    """Samples of N(0, 1) (floating and complex dtypes only, as in PyTorch)."""
    with drawing_from(generator):
        return _filled(calls.tensor_randn_options, size, dtype, device, requires_grad)


def rand(*size: ShapeLike, generator: Generator | None = None, dtype: dtype | str | None = None,
         device: DeviceLike = None, requires_grad: bool = False) -> Tensor:
    """Samples of U[0, 1) (floating and complex dtypes only, as in PyTorch)."""
    with drawing_from(generator):
        return _filled(calls.tensor_rand_options, size, dtype, device, requires_grad)


def empty(*size: ShapeLike, dtype: dtype | str | None = None, device: DeviceLike = None,
          requires_grad: bool = False) -> Tensor:
    return _filled(calls.tensor_empty_options, size, dtype, device, requires_grad)


def _exact_in_c(value: bool | int | float | complex) -> bool:
    """True when the C functions' double argument holds value exactly (not a complex, not a huge int)."""
    return not isinstance(value, complex) and (not isinstance(value, int) or abs(value) <= DOUBLE_EXACT_INT)


def full(size: ShapeLike, fill_value: bool | int | float | complex, *, dtype: dtype | str | None = None,
         device: DeviceLike = None, requires_grad: bool = False) -> Tensor:
    """A tensor filled with fill_value; without dtype, the dtype of the value (int64 for an int, ...)."""
    shape = size_args((size,))
    kind = dtypes.as_array(fill_value)[1] if dtype is None else dtypes.as_dtype(dtype)
    if _exact_in_c(fill_value):
        return _made(calls.tensor_full_options(shape, float(fill_value), *_codes(kind, device)), requires_grad)
    made = from_array(np.full(shape, fill_value, dtype=kind.numpy or np.float32), kind)   # exact through NumPy
    return _finish(made, None, device, requires_grad)


def arange(start: float, end: float | None = None, step: float = 1, *, dtype: dtype | str | None = None,
           device: DeviceLike = None, requires_grad: bool = False) -> Tensor:
    """[start, end) by step; arange(n) is [0, n). int64 when every bound is an integer, else float32."""
    if end is None:
        start, end = 0, start
    if dtype is None:
        integral = all(isinstance(v, (int, np.integer)) and not isinstance(v, bool) for v in (start, end, step))
        dtype = dtypes.int64 if integral else dtypes.float32
    return _made(calls.tensor_arange_options(start, end, step, *_codes(dtype, device)), requires_grad)


def linspace(start: float, end: float, steps: int, *, dtype: dtype | str | None = None,
             device: DeviceLike = None, requires_grad: bool = False) -> Tensor:
    return _made(calls.tensor_linspace_options(start, end, steps, *_codes(dtype, device)), requires_grad)


def eye(n: int, m: int | None = None, *, dtype: dtype | str | None = None, device: DeviceLike = None,
        requires_grad: bool = False) -> Tensor:
    return _made(calls.tensor_eye_options(n, n if m is None else m, *_codes(dtype, device)), requires_grad)


def _like(function, input: Tensor, dtype: dtype | str | None, device: DeviceLike, requires_grad: bool) -> Tensor:
    return _made(function(input, *_codes(dtype, device)), requires_grad)


@checks_tensor_args
def zeros_like(input: Tensor, *, dtype: dtype | str | None = None, device: DeviceLike = None,
               requires_grad: bool = False) -> Tensor:
    return _like(calls.tensor_zeros_like, input, dtype, device, requires_grad)


@checks_tensor_args
def ones_like(input: Tensor, *, dtype: dtype | str | None = None, device: DeviceLike = None,
              requires_grad: bool = False) -> Tensor:
    return _like(calls.tensor_ones_like, input, dtype, device, requires_grad)


@checks_tensor_args
def randn_like(input: Tensor, *, dtype: dtype | str | None = None, device: DeviceLike = None,
               requires_grad: bool = False) -> Tensor:
    return _like(calls.tensor_randn_like, input, dtype, device, requires_grad)


@checks_tensor_args
def rand_like(input: Tensor, *, dtype: dtype | str | None = None, device: DeviceLike = None,
              requires_grad: bool = False) -> Tensor:
    return _like(calls.tensor_rand_like, input, dtype, device, requires_grad)


@checks_tensor_args
def empty_like(input: Tensor, *, dtype: dtype | str | None = None, device: DeviceLike = None,
               requires_grad: bool = False) -> Tensor:
    return _like(calls.tensor_empty_like, input, dtype, device, requires_grad)


@checks_tensor_args
def full_like(input: Tensor, fill_value: bool | int | float | complex, *, dtype: dtype | str | None = None,
              device: DeviceLike = None, requires_grad: bool = False) -> Tensor:
    if not _exact_in_c(fill_value):
        return full(input.shape, fill_value, dtype=dtype or input.dtype, device=device or input.device,
                    requires_grad=requires_grad)
    return _made(calls.tensor_full_like(input, float(fill_value), *_codes(dtype, device)), requires_grad)


def randint(low: int, high: int | Sequence[int] | None = None, size: Sequence[int] = (), *,
            generator: Generator | None = None, dtype: dtype | str | None = None, device: DeviceLike = None) -> Tensor:
    """Integers uniform in [low, high) (randint(high, size) counts from 0), int64 unless told, from the
    backend's generator (manual_seed repeats them; the NumPy backend's values differ from PyTorch's)."""
    if high is None or not isinstance(high, (int, np.integer)):   # randint(high, size)
        low, high, size = 0, low, size if high is None else high
    if isinstance(size, int):
        raise TypeError("randint's size must be a tuple of ints, e.g. (3,)")
    with drawing_from(generator):
        return _made(calls.tensor_randint(operator.index(low), operator.index(high), size_args(tuple(size)),
                                          *_codes(dtype, device)), False)


def randperm(n: int, *, generator: Generator | None = None, dtype: dtype | str | None = None,
             device: DeviceLike = None) -> Tensor:
    """A random permutation of 0..n-1, int64 unless told, from the backend's generator (or generator)."""
    with drawing_from(generator):
        return _made(calls.tensor_randperm(operator.index(n), *_codes(dtype, device)), False)


def normal(mean: Tensor | float = 0.0, std: Tensor | float = 1.0, size: ShapeLike | None = None, *,
           generator: Generator | None = None, dtype: dtype | str | None = None, device: DeviceLike = None,
           requires_grad: bool = False) -> Tensor:
    """Samples of N(mean, std) from the backend's generator, as torch.normal: a tensor mean or std (broadcast
    together) gives the shape and dtype; two numbers need size. Drawn as PyTorch draws them (normal_(0, std)
    plus mean, or normal_(0, 1) times std plus mean), so gradients reach a mean or std that requires grad."""
    if not isinstance(mean, Tensor) and not isinstance(std, Tensor):
        if size is None:
            raise TypeError("normal() with a number mean and std needs a size")
        return _finish(empty(*size_args((size,)), dtype=dtype, device=device).normal_(mean, std, generator=generator),
                       None, None, requires_grad)
    if size is not None:
        raise TypeError("normal() takes a size only with a number mean and std")
    model = mean if isinstance(mean, Tensor) else std
    shape = broadcast_shapes(*(t.shape for t in (mean, std) if isinstance(t, Tensor)))
    noise = empty(*shape, dtype=model.dtype, device=model.device)
    if isinstance(std, Tensor):   # in mean's dtype (std's for a number mean), as PyTorch's
        if (std < 0).any().item():
            raise InvalidArgumentError("normal expects all elements of std >= 0.0")
        return (noise.normal_(0.0, 1.0, generator=generator) * std + mean).to(model.dtype)
    return (noise.normal_(0.0, std, generator=generator) + mean).to(model.dtype)


def _tensors_arg(tensors: Sequence[Tensor], what: str) -> Sequence[Tensor]:
    """A sequence of Tensors, else PyTorch's TypeError (it converts no numbers or lists here)."""
    if isinstance(tensors, Tensor) or not isinstance(tensors, Sequence):
        raise TypeError(f"{what}(): argument 'tensors' (position 1) must be tuple of Tensors, not "
                        f"{type(tensors).__name__}")
    for k, t in enumerate(tensors):
        if not isinstance(t, Tensor):
            raise TypeError(f"expected Tensor as element {k} in argument 0, but got {type(t).__name__}")
    return tensors


@takes_numpy_aliases
def cat(tensors: Sequence[Tensor], dim: int = 0) -> Tensor:
    return calls.tensor_cat(_tensors_arg(tensors, "cat"), dim)


@takes_numpy_aliases
def stack(tensors: Sequence[Tensor], dim: int = 0) -> Tensor:
    return calls.tensor_stack(_tensors_arg(tensors, "stack"), dim)
