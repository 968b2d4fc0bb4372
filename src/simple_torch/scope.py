"""`with st.scope():` frees every tensor made inside the block when it ends (rt_torch_scope_*).

Handles are then freed at once instead of when Python collects their objects, which bounds memory in
long loops. A tensor made inside and used afterwards must be kept: `result = s.keep(t)`. Any other
tensor made inside is dead after the block: using it raises InvalidHandleError ("freed").
"""

from __future__ import annotations

from typing import TypeVar

from . import calls
from .tensor import Tensor

__all__ = ["scope"]

T = TypeVar("T", bound=Tensor)


class scope:
    """A scope of this thread; scopes nest, and keep moves a tensor to the enclosing one."""

    def __enter__(self) -> scope:
        calls.scope_begin()
        return self

    def __exit__(self, *exc_info: object) -> None:
        calls.scope_end()

    def keep(self, tensor: T) -> T:
        """tensor, which now outlives this scope."""
        calls.scope_keep(tensor)
        return tensor
