"""Devices: `st.device('cpu' | 'cuda' | 'cuda:1')`, the default device of creation functions, and
`load_local_config`, which applies a `dl.config.sdn` file after start-up."""

from __future__ import annotations

import os
import warnings
from pathlib import Path

from . import calls
from .abi.enums import CPU
from .abi.errors import Error
from .errors import InvalidArgumentError, error_for
from .runtime.config import CONFIG_FILE, parse_device, read_sdn

__all__ = ["device", "as_device", "from_code", "set_default_device", "get_default_device", "load_local_config"]

class device:
    """A device as PyTorch names it: type 'cpu' or 'cuda', and for CUDA an optional index."""
    __slots__ = ("type", "index")

    def __init__(self, type: str | device | int, index: int | None = None) -> None:
        if isinstance(type, device):
            type, index = type.type, type.index if index is None else index
        elif isinstance(type, int):   # PyTorch reads a bare number as a CUDA index
            type, index = "cuda", type
        elif ":" in type:
            if index is not None:
                raise InvalidArgumentError(f"device {type!r} already has an index; got index={index} too")
            type, _, number = type.partition(":")
            if not number.isdigit():
                raise InvalidArgumentError(f"bad device index {number!r} (expected cuda:N)")
            index = int(number)
        if type not in ("cpu", "cuda"):
            raise InvalidArgumentError(f"unknown device type {type!r} (expected cpu or cuda)")
        if type == "cpu" and index not in (None, 0):
            raise InvalidArgumentError(f"the CPU has no index {index}")
        if index is not None and index < 0:
            raise InvalidArgumentError(f"device index {index} is negative")
        self.type = type
        self.index = None if type == "cpu" else index

    @property
    def code(self) -> int:
        """The contract's device code: -1 for the CPU, n for cuda:n ('cuda' alone is cuda:0)."""
        return CPU if self.type == "cpu" else (self.index or 0)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, device) and (self.type, self.index) == (other.type, other.index)

    def __hash__(self) -> int:
        return hash((self.type, self.index))

    def __str__(self) -> str:
        return self.type if self.index is None else f"{self.type}:{self.index}"

    def __repr__(self) -> str:
        if self.index is None:
            return f"device(type={self.type!r})"
        return f"device(type={self.type!r}, index={self.index})"


_CPU = device("cpu")


def from_code(code: int) -> device:
    return _CPU if code == CPU else device("cuda", code)


def as_device(value: device | str | int) -> device:
    return value if isinstance(value, device) else device(value)


def set_default_device(dev: device | str | int | None) -> None:
    """Make creation functions allocate on dev (None: the CPU). DeviceError if dev is absent."""
    calls.set_default_device(CPU if dev is None else as_device(dev).code)


def get_default_device() -> device:
    return from_code(calls.default_device())


def load_local_config(path: str | os.PathLike | None = None) -> device:
    """Apply the `device:` of a dl.config.sdn file (default: $SIMPLE_TORCH_CONFIG or ./dl.config.sdn,
    if present) as the default device, and return the device now in use.

    A CUDA device this machine lacks gives one RuntimeWarning and the CPU. The `backend:` key cannot
    take effect any more (the runtime picks its backend when it starts); a different one is warned about.
    """
    chosen = Path(path if path is not None else os.environ.get("SIMPLE_TORCH_CONFIG") or CONFIG_FILE)
    if path is None and not chosen.is_file():
        return get_default_device()
    try:
        settings = read_sdn(chosen)
        device_code = parse_device(*settings["device"]) if "device" in settings else None
    except Error as exc:
        raise error_for(exc.code, str(exc)) from None
    # Starting the runtime applies the same file when it is the working directory's: its warning about
    # an absent device would repeat the one given below, so it is held back until we know.
    with warnings.catch_warnings(record=True) as startup_warnings:
        warnings.simplefilter("always")
        calls.init()
    if "backend" in settings and settings["backend"][0].strip().lower() != calls.backend():
        warnings.warn(f"{settings['backend'][1]}: backend {settings['backend'][0]!r} is not applied: the runtime "
                      f"started with {calls.backend()!r} (set SIMPLE_TORCH_BACKEND before the first call)",
                      RuntimeWarning, stacklevel=2)
    if device_code is not None and device_code >= calls.cuda_device_count():
        warnings.warn(f"{settings['device'][1]}: cuda:{device_code} is not available on this machine; "
                      "using the CPU", RuntimeWarning, stacklevel=2)
        device_code = CPU
    else:
        for w in startup_warnings:
            warnings.warn_explicit(w.message, w.category, w.filename, w.lineno)
    if device_code is not None:
        calls.set_default_device(device_code)
    return get_default_device()
