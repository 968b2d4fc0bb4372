"""Section 38: torch.backends' flags and facts (st.backends). The names and values are checked here against the
spec's tables (BACKEND_FLAGS, BACKEND_LIBRARIES); the backend's `switches()` reads and sets the flags: torch's own
(engines/torch_switches.py), or flags stored with PyTorch's defaults on NumPy (engines/numpy_backend/switches.py).
"""

from __future__ import annotations

from ..abi.errors import InvalidArgumentError
from ..abi.spec import BACKEND_FLAGS, BACKEND_LIBRARIES
from . import args
from .entry import export
from .startup import backend

_FLAG_NAMES = tuple(name for name, _, _ in BACKEND_FLAGS)


def _known(value, what: str, names: tuple[str, ...]) -> str:
    name = args.text(value, what)
    if name not in names:
        raise InvalidArgumentError(f"{what} is {name!r}; it must be one of {', '.join(map(repr, names))}")
    return name


def _library(value, asked: str) -> str:
    return _known(value, "name", tuple(name for name, kind, _ in BACKEND_LIBRARIES if kind == asked))


@export
def rt_torch_backends_flag(name):
    return int(backend().switches().flag(_known(name, "name", _FLAG_NAMES)))


@export
def rt_torch_backends_set_flag(name, value):
    flag = _known(name, "name", _FLAG_NAMES)
    number = args.integer(value, "value")
    if number not in (0, 1):
        raise InvalidArgumentError(f"value is {number}; it must be 0 or 1")
    backend().switches().set_flag(flag, bool(number))


@export
def rt_torch_backends_is_available(name):
    return int(backend().switches().is_available(_library(name, "available")))


@export
def rt_torch_backends_is_built(name):
    return int(backend().switches().is_built(_library(name, "built")))


@export
def rt_torch_backends_cudnn_version():
    return backend().switches().cudnn_version()


@export
def rt_torch_backends_cpu_capability():
    return backend().switches().cpu_capability()
