"""torch.Size: the tuple of a tensor's sizes that Tensor.shape and Tensor.size() return."""

from __future__ import annotations

import math
import operator
from typing import Any, Iterable, SupportsIndex


class Size(tuple):
    """A tuple of ints that prints as PyTorch's (`torch.Size([2, 3])`), so a script's output reads the same;
    slicing gives a Size, numel() the product."""
    __slots__ = ()

    def __new__(cls, sizes: Iterable[SupportsIndex] = ()) -> Size:
        return super().__new__(cls, (operator.index(s) for s in sizes))

    def __repr__(self) -> str:
        return f"torch.Size({list(self)})"

    def __getitem__(self, index: Any) -> Any:
        item = super().__getitem__(index)
        return Size(item) if isinstance(index, slice) else item

    def __add__(self, other: tuple) -> Size:
        return Size(tuple(self) + tuple(other))

    def __radd__(self, other: tuple) -> Size:
        return Size(tuple(other) + tuple(self))

    def numel(self) -> int:
        return math.prod(self)
