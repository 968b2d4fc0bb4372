"""Shared by every test directory: the environment for child processes."""

from __future__ import annotations

import os

# What selects the configuration under test (`make test` runs the suite on each backend, and once with
# torch hidden); every other variable is dropped, so C programs run as under `env -i`.
PASSED_THROUGH = ("SIMPLE_TORCH_BACKEND", "PYTHONPATH")


def child_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    """An otherwise empty environment for a child process."""
    env = {name: os.environ[name] for name in PASSED_THROUGH if os.environ.get(name)}
    env.update(extra or {})
    return env
