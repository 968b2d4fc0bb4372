"""Where a process group meets, and the deadline of joining it: the init arguments both engines read the same
way (engines/torch_rendezvous.py for PyTorch's group, engines/numpy_backend/distributed.py for the NumPy backend's),
with no PyTorch import, so that the NumPy backend's group works where torch is not installed."""

from __future__ import annotations

import datetime
import os
import time
from urllib.parse import urlparse

from ..abi.errors import InvalidArgumentError

_ENV_NEEDED = ("MASTER_ADDR", "MASTER_PORT")
_METHODS = ("env://", "tcp://", "file://")
_MIN_WAIT_S = 1e-3   # the shortest wait: c10d reads a zero timeout as "wait without end", a socket as "do not wait"


class Deadline:
    """The end of one init: `seconds` from now."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self._end = time.monotonic() + seconds

    def left(self) -> float:
        return max(0.0, self._end - time.monotonic())

    def wait_s(self) -> float:
        """What is left, as a wait's timeout: never zero."""
        return max(self.left(), _MIN_WAIT_S)

    def timedelta(self) -> datetime.timedelta:
        """What is left, as torch.distributed takes a timeout: never zero."""
        return datetime.timedelta(seconds=self.wait_s())

    def __str__(self) -> str:
        return f"the {self.seconds:g} s timeout"


def resolve(init_method: str, world_size: int, rank: int) -> tuple[str, tuple[str, int] | str, int, int]:
    """The init method ("" is env://), where the group meets (as address() gives it), the world size and the rank
    (-1: the WORLD_SIZE and RANK variables, for env://), each checked; InvalidArgumentError saying what is wrong."""
    method = init_method or "env://"
    if not method.startswith(_METHODS):
        raise InvalidArgumentError(f"init_method is {init_method!r}; it must be \"\" or \"env://\" (the "
                                   f"MASTER_ADDR/MASTER_PORT/RANK/WORLD_SIZE variables), \"tcp://host:port\" "
                                   f"or \"file:///path\"")
    where = address(method)
    if method.startswith("env://"):
        world_size = world_size if world_size >= 0 else env_int("WORLD_SIZE")
        rank = rank if rank >= 0 else env_int("RANK")
    elif world_size < 0 or rank < 0:
        raise InvalidArgumentError(f"init_method {method!r} needs an explicit rank and world_size (got rank "
                                   f"{rank}, world_size {world_size})")
    if world_size < 1:
        raise InvalidArgumentError(f"world_size is {world_size}; it must be at least 1")
    if not 0 <= rank < world_size:
        raise InvalidArgumentError(f"rank is {rank}; it must be in [0, {world_size}) for world_size {world_size}")
    return method, where, world_size, rank


def env_int(name: str) -> int:
    value = os.environ.get(name)
    if value is None:
        raise InvalidArgumentError(f"init_method env:// with {name.lower()} -1 needs the variable {name}")
    try:
        return int(value)
    except ValueError:
        raise InvalidArgumentError(f"the variable {name} is {value!r}, not an integer") from None


def address(method: str) -> tuple[str, int] | str:
    """Where the store is: (host, port) for "tcp://host:port", and for "env://" from MASTER_ADDR and MASTER_PORT;
    the file's path for "file:///path"."""
    if method.startswith("file://"):
        path = urlparse(method).path
        if not path:
            raise InvalidArgumentError(f"init_method {method!r} needs a path: file:///path")
        return path
    if method.startswith("env://"):
        missing = [name for name in _ENV_NEEDED if not os.environ.get(name)]
        if missing:
            raise InvalidArgumentError(f"init_method env:// needs the variable(s) {', '.join(missing)} (set by "
                                       f"python -m simple_torch.launch or torchrun)")
        host, port = os.environ["MASTER_ADDR"], env_int("MASTER_PORT")
    else:
        url = urlparse(method)
        if url.query or url.path or url.fragment:
            raise InvalidArgumentError(f"init_method {method!r} has more than tcp://host:port")
        try:
            host, port = url.hostname, url.port
        except ValueError as e:   # a port that is not a number, or past 65535
            raise InvalidArgumentError(f"init_method {method!r}: {e}") from None
        if not host or port is None:
            raise InvalidArgumentError(f"init_method {method!r} needs a host and a port: tcp://host:port")
    if not 0 < port < 2 ** 16:
        raise InvalidArgumentError(f"the store's port is {port}; it must be in [1, 65535]")
    return host, port


def first_line(exc: BaseException) -> str:
    """The first line of an error's message (c10d's run on with C++ stack traces), or its type's name."""
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__
