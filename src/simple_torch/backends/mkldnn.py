"""st.backends.mkldnn, as torch.backends.mkldnn: the switches `enabled` and `deterministic` (module attributes,
PyTorch's own on the PyTorch backend, stored flags on NumPy), is_available() and flags()."""

from __future__ import annotations

import contextlib
import sys
import types
from typing import Iterator

from .. import calls
from ._flags import Flag, flags_set

__all__ = ["is_available", "flags"]


def is_available() -> bool:
    """Whether oneDNN (MKL-DNN) runs CPU operations (False on NumPy)."""
    return calls.backends_is_available("mkldnn")


@contextlib.contextmanager
def flags(enabled: bool = False, deterministic: bool = False) -> Iterator[None]:
    with flags_set({"mkldnn.enabled": enabled, "mkldnn.deterministic": deterministic}):
        yield


class MkldnnModule(types.ModuleType):
    """This module's class: its switches are attributes that read and set the runtime's flags."""
    enabled = Flag("mkldnn.enabled")
    deterministic = Flag("mkldnn.deterministic")


sys.modules[__name__].__class__ = MkldnnModule
