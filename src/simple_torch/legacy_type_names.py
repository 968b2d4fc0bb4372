"""What the Tensor core knows of PyTorch's legacy tensor types (simple_torch.legacy_types makes them): each type's
name, dtype and device kind, and LegacyType, the metaclass they share. Tensor.type() reads and writes these names."""

from __future__ import annotations

from typing import Any

from . import dtypes
from .dtypes import dtype

__all__ = ["LegacyType", "NAMES", "qualified_name", "type_name", "legacy_type_dtype"]


class LegacyType(type):
    """A legacy type: a dtype and a device kind over the one Tensor class (as in PyTorch, where they are not real
    subclasses either)."""
    dtype: dtype
    is_cuda: bool

    def __repr__(cls) -> str:
        return f"<class '{cls.__qualname__}'>"


NAMES = {"FloatTensor": dtypes.float32, "DoubleTensor": dtypes.float64, "HalfTensor": dtypes.float16,
         "BFloat16Tensor": dtypes.bfloat16, "ByteTensor": dtypes.uint8, "CharTensor": dtypes.int8,
         "ShortTensor": dtypes.int16, "IntTensor": dtypes.int32, "LongTensor": dtypes.int64,
         "BoolTensor": dtypes.bool_}
_NAME_OF_DTYPE = {of: name for name, of in NAMES.items()}


def qualified_name(name: str, cuda: bool) -> str:
    """PyTorch's name of a legacy type: "torch.FloatTensor", "torch.cuda.LongTensor", ..."""
    return f"torch.{'cuda.' if cuda else ''}{name}"


_BY_QUALIFIED_NAME = {qualified_name(name, cuda): (of, cuda) for name, of in NAMES.items() for cuda in (False, True)}


def type_name(of: dtype, cuda: bool) -> str:
    """What Tensor.type() returns: "torch.FloatTensor", "torch.cuda.LongTensor", ..."""
    return qualified_name(_NAME_OF_DTYPE[of], cuda)


def legacy_type_dtype(value: Any) -> tuple[dtype, bool] | None:
    """(dtype, on CUDA) of a legacy type or its name ("torch.FloatTensor"), else None."""
    if isinstance(value, str):
        return _BY_QUALIFIED_NAME.get(value)
    return (value.dtype, value.is_cuda) if isinstance(value, LegacyType) else None
