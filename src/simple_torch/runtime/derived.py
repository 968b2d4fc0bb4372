"""What the runtime functions of the spec's `Op` rows share (runtime/ops.py, generated from the spec by
abi/runtime_ops.py): the registration that refuses a second definition, and the checks of dtype kinds, finite
numbers, elements and positions.
"""

from __future__ import annotations

from typing import Callable

from ..abi.enums import DTYPE_KIND, Dtype
from ..abi.errors import DtypeError, InvalidArgumentError, ShapeError
from . import args
from .entry import EXPORTED, export


def export_op(fn: Callable) -> Callable:
    """export(fn), refusing a function that is also written by hand: an Op's runtime function is generated."""
    if fn.__name__ in EXPORTED:
        raise ImportError(f"{fn.__name__} has an Op in the spec and a hand-written runtime function")
    return export(fn)


def refused_kinds(*kinds: str) -> frozenset[int]:
    """The dtype codes of the given kinds (DTYPE_KINDS)."""
    return frozenset(code for code, kind in DTYPE_KIND.items() if kind.name in kinds)


def refuse(backend, t, refused: frozenset[int], op: str) -> None:
    """RT_ERR_DTYPE when t's dtype is one the op refuses."""
    code = backend.dtype(t)
    if code in refused:
        raise DtypeError(f"{op} does not support {Dtype(code).name} tensors")


def finite_number(value, name: str, backend, first) -> float:
    """A finite number that the first tensor's kernel can compute in (only a value beyond float32 can fail that)."""
    number = args.number(value, name, finite=True)
    if abs(number) > args.FLOAT32_MAX:
        args.computable(number, (backend.dtype(first),), name)
    return number


def nonempty(backend, t, dim: int | None, op: str) -> None:
    """RT_ERR_SHAPE for a reduction of no elements (dim None: of all elements; else along dim)."""
    shape = backend.shape(t)
    if dim is None and 0 in shape:
        raise ShapeError(f"{op} of an empty tensor (shape {list(shape)}) is undefined")
    if dim is not None and shape and shape[dim] == 0:
        raise ShapeError(f"{op} along dim {dim} of size 0 (shape {list(shape)}) is undefined")


def position(backend, t, dim: int, index) -> int:
    """index along dim of t (a dim already checked) in [-size, size), counted from the end when negative, as
    PyTorch's select: RT_ERR_INVALID_ARGUMENT outside it (as index_select's entries), RT_ERR_SHAPE for a 0-dim t."""
    index = args.integer(index, "index")
    shape = backend.shape(t)
    if not shape:
        raise ShapeError("cannot select from a 0-dim tensor")
    size = shape[dim]
    if not -size <= index < size:
        raise InvalidArgumentError(f"index {index} is out of range for dim {dim} of size {size}")
    return index + size if index < 0 else index
