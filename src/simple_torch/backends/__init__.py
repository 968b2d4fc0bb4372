"""Tier 0: the backends that do the work. `load` picks one, once, at start-up."""

from __future__ import annotations

from ..abi.errors import UnsupportedError
from .base import Backend

# Why PyTorch must not be imported in this process, when it must not (set before the first load).
torch_refused: str | None = None


def refuse_torch(reason: str) -> None:
    """Keep `load` from importing PyTorch: "torch" is refused with `reason`, the default picks NumPy."""
    global torch_refused
    torch_refused = reason


def load(name: str | None) -> Backend:
    """The named backend ("torch" or "numpy"), or PyTorch when importable and NumPy otherwise."""
    if name == "torch" and torch_refused:
        raise UnsupportedError(f"the torch backend was requested but cannot be used here: {torch_refused}")
    if name in (None, "torch") and not torch_refused:
        try:
            from .torch_backend import TorchBackend
        except ImportError as exc:
            if name == "torch":
                raise UnsupportedError(f"the torch backend was requested but PyTorch cannot be imported: {exc}") from exc
        else:
            return TorchBackend()
    try:
        from .numpy_backend import NumpyBackend
    except ImportError as exc:
        raise UnsupportedError(f"the numpy backend cannot be loaded: {exc}") from exc
    return NumpyBackend()
