"""Parameter: a tensor that a Module lists in parameters() and that requires grad by default."""

from __future__ import annotations

from .. import calls
from ..creation import empty
from ..tensor import Tensor, tensor_arg

__all__ = ["Parameter"]


class Parameter(Tensor):
    """A leaf tensor registered by the Module it is assigned to. Parameter(t) shares t's values (its
    own handle names a detached view of them), as PyTorch's does."""

    def __init__(self, data: Tensor | None = None, requires_grad: bool = True) -> None:
        source = empty(0) if data is None else tensor_arg(data, "Parameter(): data")
        self._take_over(calls.tensor_detach(source))
        self.requires_grad = requires_grad

    def __repr__(self) -> str:
        return "Parameter containing:\n" + super().__repr__()
