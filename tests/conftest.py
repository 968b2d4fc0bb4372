"""Shared by every test directory: the environment for child processes."""

from __future__ import annotations

import gc
import importlib.util
import os

# What selects the configuration under test (`make test` runs the suite on each backend, and once with
# torch hidden); every other variable is dropped, so C programs run as under `env -i`.
PASSED_THROUGH = ("SIMPLE_TORCH_BACKEND", "SIMPLE_TORCH_DEVICE", "SIMPLE_TORCH_FAST_PATH", "PYTHONPATH")
FAST_PATH = "SIMPLE_TORCH_FAST_PATH"


def pytest_collection_finish(session) -> None:
    """What collection imported (PyTorch, NumPy, SciPy, Hypothesis, the test modules) lives for the whole run:
    frozen, it is left out of every later collection, and the suite calls gc.collect() thousands of times (after
    each DLPack test, in leak checks), each a walk over millions of objects otherwise. What tests make is still
    collected."""
    gc.collect()
    gc.freeze()


def torch_importable() -> bool:
    try:
        return importlib.util.find_spec("torch") is not None
    except ImportError:   # hidden, as by tests/no_torch
        return False


def fast_path_modes(backend: str | None = None) -> list[str]:
    """Issue 17: the values of SIMPLE_TORCH_FAST_PATH a C program runs with on backend (default: the one under
    test): on the torch backend with the fast path on ("1") and off ("0"), unless the environment names one;
    elsewhere it is off anyway, and once is enough."""
    if os.environ.get(FAST_PATH):
        return [os.environ[FAST_PATH]]
    backend = backend or os.environ.get("SIMPLE_TORCH_BACKEND") or ("torch" if torch_importable() else "numpy")
    return ["1", "0"] if backend == "torch" else ["1"]


def backend_configurations(backends: list[str]) -> list[tuple[str, str]]:
    """(backend, SIMPLE_TORCH_FAST_PATH) pairs to run C programs on: each backend, the torch one both ways."""
    return [(backend, fast) for backend in backends for fast in fast_path_modes(backend)]


def child_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    """An otherwise empty environment for a child process."""
    env = {name: os.environ[name] for name in PASSED_THROUGH if os.environ.get(name)}
    env.update(extra or {})
    return env
