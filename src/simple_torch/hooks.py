"""RemovableHandle, what every register_*_hook returns (Tensor.register_hook, Module.register_forward_hook, ...),
as torch.utils.hooks.RemovableHandle.

It stands alone, importing nothing of the package, so that autograd and nn.module can both import it. (Not in
utils/: importing simple_torch.utils runs its __init__, which imports the tensor layers that autograd is part of.)
"""

from __future__ import annotations

import itertools
from collections import OrderedDict
from typing import Any

__all__ = ["RemovableHandle"]


class RemovableHandle:
    """A hook's registration in hooks (a dict from handle id to the hook's entry): made by registering it,
    removed by remove() or at the end of a `with` block. Each registration has its own id, so removing one of two
    registrations of the same hook leaves the other; removing twice does nothing."""
    __slots__ = ("hooks_dict_ref", "id")
    _ids = itertools.count()   # one counter for every handle, as PyTorch's

    def __init__(self, hooks: dict[int, Any] | OrderedDict[int, Any], entry: Any, prepend: bool = False) -> None:
        """Register entry in hooks: last, or first with prepend (hooks then must be an OrderedDict)."""
        self.hooks_dict_ref, self.id = hooks, next(RemovableHandle._ids)
        hooks[self.id] = entry
        if prepend:
            hooks.move_to_end(self.id, last=False)

    def remove(self) -> None:
        self.hooks_dict_ref.pop(self.id, None)

    def __enter__(self) -> RemovableHandle:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.remove()
