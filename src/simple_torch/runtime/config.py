"""Start-up configuration: environment variables over the `dl.config.sdn` file.

    SIMPLE_TORCH_BACKEND   torch | numpy          (file key: backend)
    SIMPLE_TORCH_DEVICE    cpu | cuda | cuda:N    (file key: device)
    SIMPLE_TORCH_CONFIG    path of the config file (default: ./dl.config.sdn, if present)

The file holds `key: value` lines; `#` starts a comment. Unknown keys and bad values are errors,
so a typo is reported instead of silently ignored.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from ..abi.errors import InvalidArgumentError
from .files import open_regular

CONFIG_FILE = "dl.config.sdn"
BACKENDS = ("torch", "numpy")
KEYS = ("backend", "device")
_DEVICE = re.compile(r"^(cpu|cuda)(?::(\d+))?$")
MAX_CONFIG_BYTES = 1 << 20   # a few `key: value` lines; a larger file is a wrong path, and is not read whole


@dataclass(frozen=True)
class Config:
    backend: str | None       # None: PyTorch when importable, else NumPy
    device: int               # device code: -1 CPU, n >= 0 cuda:n
    device_source: str | None  # where a non-default device came from, for messages


def parse_device(text: str, where: str) -> int:
    """`cpu` -> -1, `cuda` -> 0, `cuda:N` -> N."""
    m = _DEVICE.match(text.strip().lower())
    if not m or (m[1] == "cpu" and m[2] is not None):
        raise InvalidArgumentError(f"{where}: bad device {text!r} (expected cpu, cuda or cuda:N)")
    return -1 if m[1] == "cpu" else int(m[2] or 0)


def parse_backend(text: str, where: str) -> str:
    name = text.strip().lower()
    if name not in BACKENDS:
        raise InvalidArgumentError(f"{where}: bad backend {text!r} (expected torch or numpy)")
    return name


def read_sdn(path: Path) -> dict[str, tuple[str, str]]:
    """key -> (value, 'file:line') of a flat SDN file."""
    try:
        with open_regular(str(path), "config file") as f:
            size = os.fstat(f.fileno()).st_size
            if size > MAX_CONFIG_BYTES:
                raise InvalidArgumentError(f"{path}: the config file holds {size} bytes; a config file holds at "
                                           f"most {MAX_CONFIG_BYTES}")
            raw = f.read(MAX_CONFIG_BYTES + 1)
        # utf-8-sig: an editor's byte-order mark must not become part of the first key
        text = raw.decode("utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidArgumentError(f"{path}: cannot read the config file: {exc}") from None
    out = {}
    for number, line in enumerate(text.splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        where = f"{path}:{number}"
        key, sep, value = line.partition(":")
        key, value = key.strip(), value.strip().strip("\"'")
        if not sep or not key:
            raise InvalidArgumentError(f"{where}: expected 'key: value', got {line!r}")
        if key not in KEYS:
            raise InvalidArgumentError(f"{where}: unknown key {key!r} (known: {', '.join(KEYS)})")
        out[key] = (value, where)
    return out


def load(environ=os.environ, cwd: Path | None = None) -> Config:
    explicit = environ.get("SIMPLE_TORCH_CONFIG")
    path = Path(cwd or os.getcwd()) / (explicit or CONFIG_FILE)   # an absolute explicit path wins the join
    if explicit and not path.exists():
        raise InvalidArgumentError(f"SIMPLE_TORCH_CONFIG={explicit}: no such file")
    settings = read_sdn(path) if explicit or path.is_file() else {}
    for key in KEYS:
        env = f"SIMPLE_TORCH_{key.upper()}"
        if environ.get(env):
            settings[key] = (environ[env], env)
    backend = parse_backend(*settings["backend"]) if "backend" in settings else None
    if "device" in settings:
        return Config(backend, parse_device(*settings["device"]), settings["device"][1])
    return Config(backend, -1, None)
