"""st.Generator: a random generator of its own (the contract's rt_torch_generator_*), as torch.Generator.
A sampling function given generator=g draws from g: Tier 3 makes g the thread's choice for that one call."""

from __future__ import annotations

import contextlib
import os
import threading
from typing import Iterator

from . import calls
from .devices import as_device

__all__ = ["Generator"]

_chosen = threading.local()   # .generator: what this thread's Tier 3 calls draw from (None: the default)


class Generator:
    """Samples of its own stream: manual_seed(s) makes it repeat; on the PyTorch backend its numbers are a
    torch.Generator's, so a script seeding one gets PyTorch's values."""

    def __init__(self, device: str | int | object = "cpu") -> None:
        self.device = as_device(device)
        self._runtime = calls.generator_new(self.device.code)   # the handle's owner frees it with this object

    def manual_seed(self, seed: int) -> Generator:
        calls.generator_manual_seed(self._runtime, int(seed))
        return self

    def initial_seed(self) -> int:
        """The seed last given, as PyTorch reports it (an unsigned 64-bit number)."""
        return calls.generator_initial_seed(self._runtime) % 2**64

    def seed(self) -> int:
        """Reseed from the operating system's entropy; returns the new seed."""
        value = int.from_bytes(os.urandom(8), "little") >> 1   # within int64, as PyTorch's seeds
        self.manual_seed(value)
        return value

    def __repr__(self) -> str:
        return f"<simple_torch.Generator object on {self.device}>"


@contextlib.contextmanager
def drawing_from(generator: Generator | None) -> Iterator[None]:
    """The calls in the block draw from generator (None: as they would anyway)."""
    if generator is None:
        yield
        return
    if not isinstance(generator, Generator):
        raise TypeError(f"generator must be a Generator, not {type(generator).__name__}")
    before = getattr(_chosen, "generator", None)
    calls.generator_use(generator._runtime)
    _chosen.generator = generator._runtime
    try:
        yield
    finally:
        _chosen.generator = before
        calls.generator_use(before)
