"""st.backends.cudnn, as torch.backends.cudnn: its switches `enabled`, `benchmark`, `deterministic`, `allow_tf32`
(module attributes: `cudnn.benchmark = True` sets PyTorch's on the PyTorch backend; on NumPy a stored flag with
PyTorch's default, which changes nothing), is_available(), version() and flags()."""

from __future__ import annotations

import contextlib
import sys
import types
from typing import Iterator

from .. import calls
from ._flags import Flag, flags_set

__all__ = ["is_available", "version", "flags"]


def is_available() -> bool:
    """Whether PyTorch was built with cuDNN (False on NumPy)."""
    return calls.backends_is_available("cudnn")


def version() -> int | None:
    """cuDNN's version number (90100 for 9.1.0), or None without cuDNN, as PyTorch's."""
    return calls.backends_cudnn_version() or None


@contextlib.contextmanager
def flags(enabled: bool = False, benchmark: bool = False, deterministic: bool = False,
          allow_tf32: bool = True) -> Iterator[None]:
    """The switches set for the block (PyTorch's defaults here are its flags()'s), restored after it."""
    with flags_set({"cudnn.enabled": enabled, "cudnn.benchmark": benchmark, "cudnn.deterministic": deterministic,
                    "cudnn.allow_tf32": allow_tf32}):
        yield


class CudnnModule(types.ModuleType):
    """This module's class: its switches are attributes that read and set the runtime's flags."""
    enabled = Flag("cudnn.enabled")
    benchmark = Flag("cudnn.benchmark")
    deterministic = Flag("cudnn.deterministic")
    allow_tf32 = Flag("cudnn.allow_tf32")


sys.modules[__name__].__class__ = CudnnModule
