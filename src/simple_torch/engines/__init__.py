"""Tier 0: the engines (backends) that do the work: PyTorch or NumPy. `load` picks one, once, at start-up.

Named engines so that `simple_torch.backends` can mean what `torch.backends` means."""

from __future__ import annotations

import os
import sys
import warnings

from ..abi.errors import UnsupportedError
from .base import Backend

# Why PyTorch must not be imported in this process, when it must not (set before the first load).
torch_refused: str | None = None


def refuse_torch(reason: str) -> None:
    """Keep `load` from importing PyTorch: "torch" is refused with `reason`, the default picks NumPy."""
    global torch_refused
    torch_refused = reason


def load(name: str | None) -> Backend:
    """The named backend ("torch" or "numpy"), or PyTorch when importable and supported, else NumPy."""
    if name == "torch" and torch_refused:
        raise UnsupportedError(f"the torch backend was requested but cannot be used here: {torch_refused}")
    if name in (None, "torch") and not torch_refused:
        from .torch_support import notice, problem   # here: `python -m` of it imports this package first

        os.environ.setdefault("THP_MEM_ALLOC_ENABLE", "1")   # before torch's first allocation (torch_backend.py)
        try:
            import torch
            # Checked before the backend module runs: it reads dtypes and functions an unsupported release may lack.
            version = getattr(torch, "__version__", "unknown")
            reason = problem(version)
            if reason is None:
                from .torch_backend import TorchBackend
                backend = TorchBackend()
                newer = notice(version)
                if newer:   # a release newer than the tested ones is used, and said so once
                    print(newer, file=sys.stderr, flush=True)
                return backend
        except ImportError as exc:
            if name == "torch":
                raise UnsupportedError(f"the torch backend was requested but PyTorch cannot be imported: {exc}") \
                    from exc
            # one line, so that a plain `pip install .` does not run on NumPy unawares (README "Installing")
            print(f"simple_torch: PyTorch cannot be imported ({exc}), so the NumPy backend runs; install PyTorch "
                  f"(the package's [torch] extra) or set SIMPLE_TORCH_BACKEND=numpy to choose NumPy without this "
                  f"line", file=sys.stderr, flush=True)
        else:
            if name == "torch":
                raise UnsupportedError(f"the torch backend was requested but cannot be used: {reason}")
            warnings.warn(f"simple_torch: {reason}; using the NumPy backend", RuntimeWarning, stacklevel=3)
    try:
        from .numpy_backend import NumpyBackend
    except ImportError as exc:
        raise UnsupportedError(f"the numpy backend cannot be loaded: {exc}") from exc
    return NumpyBackend()
