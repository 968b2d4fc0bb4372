"""Sequential and ModuleList."""

from __future__ import annotations

from collections import OrderedDict
from typing import Any, Iterable, Iterator, overload

from .module import Module

__all__ = ["Sequential", "ModuleList"]


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


class ModuleList(Module):
    """A list of modules, registered (so their parameters are the list's); it has no forward."""

    def __init__(self, modules: Iterable[Module] | None = None) -> None:
        super().__init__()
        self.extend(modules or ())

    def __getitem__(self, index: int | slice) -> Module | ModuleList:
        modules = list(self._modules.values())
        if isinstance(index, slice):
            return ModuleList(modules[index])
        return modules[_position(index, len(modules))]

    def __len__(self) -> int:
        return len(self._modules)

    def __iter__(self) -> Iterator[Module]:
        return iter(self._modules.values())

    def append(self, module: Module) -> ModuleList:
        self.add_module(str(len(self)), module)
        return self

    def extend(self, modules: Iterable[Module]) -> ModuleList:
        for module in modules:
            self.append(module)
        return self
