"""st.backends.mps, as torch.backends.mps: whether Apple's Metal Performance Shaders are built in and can run
(False on NumPy, and on the PyTorch backend wherever PyTorch says so)."""

from __future__ import annotations

from .. import calls

__all__ = ["is_available", "is_built"]


def is_available() -> bool:
    return calls.backends_is_available("mps")


def is_built() -> bool:
    return calls.backends_is_built("mps")
