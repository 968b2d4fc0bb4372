"""What st.backends' modules share: a flag that reads and sets one of torch.backends' switches through the runtime
(rt_torch_backends_flag and _set_flag: PyTorch's own on the PyTorch backend, stored on NumPy), and the context
manager that sets several for a block."""

from __future__ import annotations

import contextlib
from typing import Iterator

from .. import calls


class Flag:
    """A module attribute backed by the flag name: reading it asks the runtime, assigning a bool sets it (anything
    else is PyTorch's RuntimeError, as torch.backends.cudnn.benchmark = 1 raises)."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __get__(self, module: object, owner: type | None = None) -> bool:
        return calls.backends_flag(self.name)

    def __set__(self, module: object, value: bool) -> None:
        set_flag(self.name, value)


def set_flag(name: str, value: bool) -> None:
    if not isinstance(value, bool):
        raise RuntimeError(f"{name} expects a bool, but got {type(value).__name__}")
    calls.backends_set_flag(name, int(value))


@contextlib.contextmanager
def flags_set(values: dict[str, bool | None]) -> Iterator[None]:
    """Set each flag whose value is not None for the block, and restore every one after it."""
    before = {name: calls.backends_flag(name) for name in values}
    try:
        for name, value in values.items():
            if value is not None:
                set_flag(name, value)
        yield
    finally:
        for name, value in before.items():
            calls.backends_set_flag(name, int(value))
