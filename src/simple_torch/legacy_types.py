"""PyTorch's legacy tensor types, still common in older scripts: `torch.FloatTensor(data)` makes a float32
tensor, `x.type(torch.LongTensor)` converts, `x.type()` names the type ("torch.FloatTensor") and
`isinstance(x, torch.FloatTensor)` asks for a float32 CPU tensor. Each type is a dtype and a device kind
over the one Tensor class (as in PyTorch, where they are not real subclasses either)."""

from __future__ import annotations

from typing import Any

from . import dtypes
from .dtypes import dtype

__all__ = ["FloatTensor", "DoubleTensor", "HalfTensor", "BFloat16Tensor", "ByteTensor", "CharTensor", "ShortTensor",
           "IntTensor", "LongTensor", "BoolTensor", "type_name", "legacy_type_dtype"]


class _LegacyType(type):
    """The metaclass: calling a type makes a tensor, isinstance checks dtype and device."""
    dtype: dtype
    is_cuda: bool

    def __call__(cls, *args: Any, device: Any = None) -> Any:
        """As Tensor(...) (data, sizes, another tensor or nothing), of this type's dtype and device."""
        from .creation import empty, tensor
        from .tensor import Tensor
        place = device if device is not None else ("cuda" if cls.is_cuda else "cpu")
        if len(args) == 1 and isinstance(args[0], Tensor):
            if not isinstance(args[0], cls):
                raise TypeError(f"expected {cls.__qualname__} (got {args[0].type()})")
            return Tensor(args[0])
        if all(isinstance(a, int) and not isinstance(a, bool) for a in args):
            return empty(*args, dtype=cls.dtype, device=place) if args else empty(0, dtype=cls.dtype, device=place)
        if len(args) == 1:
            return tensor(args[0], dtype=cls.dtype, device=place)
        return Tensor(*args)   # its TypeError names what it takes

    def __instancecheck__(cls, value: Any) -> bool:
        from .tensor import Tensor
        return isinstance(value, Tensor) and value.dtype is cls.dtype and value.is_cuda == cls.is_cuda

    def __repr__(cls) -> str:
        return f"<class '{cls.__qualname__}'>"


def _legacy_type(name: str, of: dtype, cuda: bool = False) -> _LegacyType:
    qualname = f"torch.{'cuda.' if cuda else ''}{name}"
    return _LegacyType(name, (), {"dtype": of, "is_cuda": cuda, "__qualname__": qualname,
                                  "__doc__": f"{qualname}: a {of.name} tensor on the {'GPU' if cuda else 'CPU'}"})


_NAMES = {"FloatTensor": dtypes.float32, "DoubleTensor": dtypes.float64, "HalfTensor": dtypes.float16,
          "BFloat16Tensor": dtypes.bfloat16, "ByteTensor": dtypes.uint8, "CharTensor": dtypes.int8,
          "ShortTensor": dtypes.int16, "IntTensor": dtypes.int32, "LongTensor": dtypes.int64,
          "BoolTensor": dtypes.bool_}
CPU_TYPES = {name: _legacy_type(name, of) for name, of in _NAMES.items()}
CUDA_TYPES = {name: _legacy_type(name, of, cuda=True) for name, of in _NAMES.items()}
FloatTensor, DoubleTensor, HalfTensor, BFloat16Tensor, ByteTensor, CharTensor, ShortTensor, IntTensor, LongTensor, \
    BoolTensor = CPU_TYPES.values()
_BY_QUALNAME = {t.__qualname__: t for t in (*CPU_TYPES.values(), *CUDA_TYPES.values())}
_NAME_OF_DTYPE = {of: name for name, of in _NAMES.items()}


def type_name(of: dtype, cuda: bool) -> str:
    """What Tensor.type() returns: "torch.FloatTensor", "torch.cuda.LongTensor", ..."""
    return f"torch.{'cuda.' if cuda else ''}{_NAME_OF_DTYPE[of]}"


def legacy_type_dtype(value: Any) -> tuple[dtype, bool] | None:
    """(dtype, on CUDA) of a legacy type or its name ("torch.FloatTensor"), else None."""
    if isinstance(value, str):
        value = _BY_QUALNAME.get(value)
    return (value.dtype, value.is_cuda) if isinstance(value, _LegacyType) else None
