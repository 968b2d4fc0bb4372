"""Start-up: read the configuration and load the backend, once, on the first call that needs it."""

from __future__ import annotations

import threading
import warnings

from .. import engines
from ..abi.enums import CPU
from ..engines.base import Backend
from . import config

_lock = threading.Lock()
_backend: Backend | None = None
on_start: list = []   # functions of the backend, run once it is chosen, before any call uses it (clib/entry.py's)
default_device = -1   # device code used by creation functions


def backend() -> Backend:
    """The active backend, starting the runtime on first use."""
    return _backend or _start()


def loaded() -> Backend | None:
    """The backend if the runtime has started, without starting it."""
    return _backend


def _start() -> Backend:
    global _backend, default_device
    with _lock:
        if _backend is None:
            cfg = config.load()
            chosen = engines.load(cfg.backend)
            default_device = _usable_device(chosen, cfg)
            for hook in on_start:
                hook(chosen)
            _backend = chosen
    return _backend


def _usable_device(chosen: Backend, cfg: config.Config) -> int:
    """The configured device, or the CPU with one warning when it is absent."""
    if cfg.device == CPU:
        return CPU
    count = chosen.cuda_device_count()
    if cfg.device < count:
        return cfg.device
    warnings.warn(f"simple_torch: {cfg.device_source} asks for cuda:{cfg.device}, but this machine has "
                  f"{count} CUDA device(s) on the {chosen.name} backend; using the CPU", RuntimeWarning, stacklevel=2)
    return -1
