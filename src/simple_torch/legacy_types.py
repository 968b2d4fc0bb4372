"""PyTorch's legacy tensor types, still common in older scripts: `torch.FloatTensor(data)` makes a float32
tensor, `x.type(torch.LongTensor)` converts, `x.type()` names the type ("torch.FloatTensor") and
`isinstance(x, torch.FloatTensor)` asks for a float32 CPU tensor. Each type is a dtype and a device kind
over the one Tensor class (as in PyTorch, where they are not real subclasses either); their names and dtypes,
which Tensor.type() reads, are in simple_torch.legacy_type_names."""

from __future__ import annotations

from typing import Any

from .creation import empty, tensor
from .dtypes import dtype
from .legacy_type_names import NAMES, LegacyType, legacy_type_dtype, qualified_name, type_name
from .tensor import Tensor

__all__ = ["FloatTensor", "DoubleTensor", "HalfTensor", "BFloat16Tensor", "ByteTensor", "CharTensor", "ShortTensor",
           "IntTensor", "LongTensor", "BoolTensor", "type_name", "legacy_type_dtype"]


class _LegacyType(LegacyType):
    """The metaclass: calling a type makes a tensor, isinstance checks dtype and device."""

    def __call__(cls, *args: Any, device: Any = None) -> Any:
        """As Tensor(...) (data, sizes, another tensor or nothing), of this type's dtype and device."""
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
        return isinstance(value, Tensor) and value.dtype is cls.dtype and value.is_cuda == cls.is_cuda


def _legacy_type(name: str, of: dtype, cuda: bool = False) -> _LegacyType:
    qualname = qualified_name(name, cuda)
    return _LegacyType(name, (), {"dtype": of, "is_cuda": cuda, "__qualname__": qualname,
                                  "__doc__": f"{qualname}: a {of.name} tensor on the {'GPU' if cuda else 'CPU'}"})


CPU_TYPES = {name: _legacy_type(name, of) for name, of in NAMES.items()}
CUDA_TYPES = {name: _legacy_type(name, of, cuda=True) for name, of in NAMES.items()}
FloatTensor, DoubleTensor, HalfTensor, BFloat16Tensor, ByteTensor, CharTensor, ShortTensor, IntTensor, LongTensor, \
    BoolTensor = CPU_TYPES.values()
