"""Sequential, ModuleList, ModuleDict, ParameterList and ParameterDict, as torch.nn's: what they hold is
registered under its index or key, so parameters(), state_dict() and to() see it."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Mapping
from typing import Any, Iterator, overload

from ..tensor import Tensor
from .module import Module, _indent
from .parameter import Parameter

__all__ = ["Sequential", "ModuleList", "ModuleDict", "ParameterList", "ParameterDict"]


def _position(index: int, length: int) -> int:
    if not -length <= index < length:
        raise IndexError(f"index {index} is out of range for {length} modules")
    return index % length


class Sequential(Module):
    """Modules applied one after another. Sequential(a, b) names them "0", "1"; Sequential(OrderedDict)
    keeps the given names. Indexable (an int gives a module, a slice a Sequential) and sized."""

    def __init__(self, *args: Module | OrderedDict[str, Module]) -> None:
        super().__init__()
        if len(args) == 1 and isinstance(args[0], OrderedDict):
            for name, module in args[0].items():
                self.add_module(name, module)
        else:
            for position, module in enumerate(args):
                self.add_module(str(position), module)  # type: ignore[arg-type]

    @overload
    def __getitem__(self, index: int) -> Module: ...

    @overload
    def __getitem__(self, index: slice) -> Sequential: ...

    def __getitem__(self, index: int | slice) -> Module | Sequential:
        items = list(self._modules.items())
        if isinstance(index, slice):
            return Sequential(OrderedDict(items[index]))
        return items[_position(index, len(items))][1]

    def __len__(self) -> int:
        return len(self._modules)

    def __iter__(self) -> Iterator[Module]:
        return iter(self._modules.values())

    def append(self, module: Module) -> Sequential:
        self.add_module(str(len(self)), module)
        return self

    def forward(self, input: Any) -> Any:
        for module in self:
            input = module(input)
        return input


def _iterable(values: Any, what: str) -> Iterable[Any]:
    if not isinstance(values, Iterable):
        raise TypeError(f"{what} should be called with an iterable, but got {type(values).__name__}")
    return values


class ModuleList(Module):
    """A list of modules, registered as "0", "1", ... (so their parameters are the list's); no forward."""

    def __init__(self, modules: Iterable[Module] | None = None) -> None:
        super().__init__()
        if modules is not None:
            self.extend(modules)

    def __getitem__(self, index: int | slice) -> Module | ModuleList:
        modules = list(self._modules.values())
        if isinstance(index, slice):
            return ModuleList(modules[index])
        return modules[_position(index, len(modules))]

    def __setitem__(self, index: int, module: Module) -> None:
        self.add_module(str(_position(index, len(self))), module)

    def __delitem__(self, index: int | slice) -> None:
        modules = list(self._modules.values())
        if isinstance(index, slice):
            del modules[index]
        else:
            del modules[_position(index, len(modules))]
        self._renumber(modules)

    def __repr__(self) -> str:
        """PyTorch 2's: a run of children with the same repr is one line, `(0-2): 3 x Linear(...)`."""
        runs: list[tuple[int, int, str]] = []   # (first position, last position, the repr they share)
        for position, module in enumerate(self._modules.values()):
            text = repr(module)
            if runs and runs[-1][2] == text:
                runs[-1] = (runs[-1][0], position, text)
            else:
                runs.append((position, position, text))
        if not runs:
            return f"{type(self).__name__}()"
        lines = [_indent(f"({first}): {text}" if first == last else f"({first}-{last}): {last - first + 1} x {text}", 2)
                 for first, last, text in runs]
        return f"{type(self).__name__}(\n  " + "\n  ".join(lines) + "\n)"

    def _renumber(self, modules: list[Module]) -> None:
        """Register modules as "0", "1", ... in place of the current ones (keys follow positions, as PyTorch's)."""
        for name in list(self._modules):
            delattr(self, name)
        for position, module in enumerate(modules):
            self.add_module(str(position), module)

    def __len__(self) -> int:
        return len(self._modules)

    def __iter__(self) -> Iterator[Module]:
        return iter(self._modules.values())

    def __iadd__(self, modules: Iterable[Module]) -> ModuleList:
        return self.extend(modules)

    def __add__(self, other: Iterable[Module]) -> ModuleList:
        return ModuleList([*self, *_iterable(other, "ModuleList.__add__")])

    def append(self, module: Module) -> ModuleList:
        self.add_module(str(len(self)), module)
        return self

    def extend(self, modules: Iterable[Module]) -> ModuleList:
        for module in _iterable(modules, "ModuleList.extend"):
            self.append(module)
        return self

    def insert(self, index: int, module: Module) -> None:
        """module placed before position index (PyTorch's list.insert, negative from the end)."""
        modules = list(self._modules.values())
        modules.insert(index, module)
        self._renumber(modules)

    def pop(self, index: int | slice = -1) -> Module:
        module = self[index]
        del self[index]
        return module


def _pairs(values: Any, what: str) -> Iterable[tuple[Any, Any]]:
    """The (key, value) pairs of a mapping or of an iterable of pairs, checked as PyTorch's update checks them."""
    if isinstance(values, Mapping):
        return list(values.items())
    pairs = []
    for j, pair in enumerate(_iterable(values, f"{what}.update")):
        if not isinstance(pair, Iterable):
            raise TypeError(f"{what} update sequence element #{j} should be Iterable; is {type(pair).__name__}")
        pair = tuple(pair)
        if len(pair) != 2:
            raise ValueError(f"{what} update sequence element #{j} has length {len(pair)}; 2 is required")
        pairs.append(pair)
    return pairs


def _key(key: Any, what: str) -> str:
    if not isinstance(key, str):
        raise TypeError(f"{what} keys must be strings, got {type(key).__name__}")
    return key


class ModuleDict(Module):
    """An ordered dict of modules, registered under their keys; no forward."""

    def __init__(self, modules: Mapping[str, Module] | Iterable[tuple[str, Module]] | None = None) -> None:
        super().__init__()
        if modules is not None:
            self.update(modules)

    def __getitem__(self, key: str) -> Module:
        return self._modules[key]

    def __setitem__(self, key: str, module: Module) -> None:
        self.add_module(_key(key, "ModuleDict"), module)

    def __delitem__(self, key: str) -> None:
        if key not in self._modules:
            raise KeyError(key)
        delattr(self, key)

    def __len__(self) -> int:
        return len(self._modules)

    def __iter__(self) -> Iterator[str]:
        return iter(self._modules)

    def __contains__(self, key: object) -> bool:
        return key in self._modules

    def clear(self) -> None:
        for key in list(self._modules):
            del self[key]

    def pop(self, key: str) -> Module:
        module = self[key]
        del self[key]
        return module

    def keys(self) -> Iterable[str]:
        return self._modules.keys()

    def items(self) -> Iterable[tuple[str, Module]]:
        return self._modules.items()

    def values(self) -> Iterable[Module]:
        return self._modules.values()

    def update(self, modules: Mapping[str, Module] | Iterable[tuple[str, Module]]) -> None:
        """Add or replace entries, in the order given (a dict's, or the pairs')."""
        for key, module in _pairs(modules, "ModuleDict"):
            self[key] = module


def _as_parameter(value: Any) -> Any:
    """A tensor that is not a Parameter becomes one (PyTorch's containers wrap them); other values stay."""
    return Parameter(value) if isinstance(value, Tensor) and not isinstance(value, Parameter) else value


def _describe(value: Any, legacy_type: bool) -> str:
    """One entry of a parameter container's repr, as PyTorch writes it: the dtype (ParameterList) or the legacy
    type name (ParameterDict, "torch.FloatTensor")."""
    if not isinstance(value, Tensor):
        return f"Object of type: {type(value).__name__}"
    kind = "Parameter" if isinstance(value, Parameter) else "Tensor"
    device = f" ({value.device})" if value.device.type == "cuda" else ""
    of = value.type() if legacy_type else value.dtype
    return f"{kind} containing: [{of} of size {'x'.join(str(n) for n in value.shape)}{device}]"


class ParameterList(Module):
    """A list of parameters registered as "0", "1", ...; a tensor put in becomes a Parameter."""

    def __init__(self, values: Iterable[Any] | None = None) -> None:
        super().__init__()
        self._size = 0
        if values is not None:
            self.extend(values)

    def __getitem__(self, index: int | slice) -> Any:
        if isinstance(index, slice):
            return ParameterList([self[i] for i in range(self._size)[index]])
        return getattr(self, str(_position(index, self._size)))

    def __setitem__(self, index: int, value: Any) -> None:
        setattr(self, str(_position(index, self._size)), _as_parameter(value))

    def __len__(self) -> int:
        return self._size

    def __iter__(self) -> Iterator[Any]:
        return (self[i] for i in range(self._size))

    def __iadd__(self, values: Iterable[Any]) -> ParameterList:
        return self.extend(values)

    def append(self, value: Any) -> ParameterList:
        self._size += 1
        self[self._size - 1] = value
        return self

    def extend(self, values: Iterable[Any]) -> ParameterList:
        for value in _iterable(values, "ParameterList.extend"):
            self.append(value)
        return self

    def extra_repr(self) -> str:
        return "\n".join(f"  ({i}): {_describe(value, legacy_type=False)}" for i, value in enumerate(self))


class ParameterDict(Module):
    """An ordered dict of parameters registered under their keys; a tensor put in becomes a Parameter. A plain
    dict given to the constructor or to update() is added in sorted key order, as PyTorch does."""

    def __init__(self, parameters: Mapping[str, Any] | Iterable[tuple[str, Any]] | None = None) -> None:
        super().__init__()
        self._keys: dict[str, None] = {}
        if parameters is not None:
            self.update(parameters)

    def __getitem__(self, key: str) -> Any:
        if key not in self._keys:
            raise KeyError(key)
        return getattr(self, key)

    def __setitem__(self, key: str, value: Any) -> None:
        self._keys[_key(key, "ParameterDict")] = None
        setattr(self, key, _as_parameter(value))

    def __delitem__(self, key: str) -> None:
        del self._keys[key]
        delattr(self, key)

    def __len__(self) -> int:
        return len(self._keys)

    def __iter__(self) -> Iterator[str]:
        return iter(self._keys)

    def __contains__(self, key: object) -> bool:
        return key in self._keys

    def clear(self) -> None:
        for key in list(self._keys):
            del self[key]

    def pop(self, key: str) -> Any:
        value = self[key]
        del self[key]
        return value

    def get(self, key: str, default: Any = None) -> Any:
        return self[key] if key in self else default

    def setdefault(self, key: str, default: Any = None) -> Any:
        if key not in self:
            self[key] = default
        return self[key]

    def keys(self) -> Iterable[str]:
        return self._keys.keys()

    def items(self) -> Iterable[tuple[str, Any]]:
        return [(key, self[key]) for key in self._keys]

    def values(self) -> Iterable[Any]:
        return [self[key] for key in self._keys]

    def update(self, parameters: Mapping[str, Any] | Iterable[tuple[str, Any]]) -> None:
        pairs = _pairs(parameters, "ParameterDict")
        if isinstance(parameters, Mapping) and not isinstance(parameters, (OrderedDict, ParameterDict)):
            pairs = sorted(pairs, key=lambda pair: pair[0])
        for key, value in pairs:
            self[key] = value

    def extra_repr(self) -> str:
        return "\n".join(f"  ({key}): {_describe(value, legacy_type=True)}" for key, value in self.items())
