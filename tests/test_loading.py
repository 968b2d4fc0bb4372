"""The library starts whichever way a host loads it, on both backends.

- tests/c/load_modes.c loads it with dlopen as foreign-language FFIs do: RTLD_LOCAL (koffi, Rust's
  libloading, LuaJIT, Julia), RTLD_GLOBAL, RTLD_LAZY, RTLD_DEEPBIND, first from a second thread, twice,
  and dlclose then dlopen again; each time it computes a matmul, a backward and a bad-handle error.
- tests/ctypes_host.py trains through it from Python's ctypes, RTLD_LOCAL and RTLD_GLOBAL: in the venv's
  interpreter (the library's own) and in the system's python3, another interpreter already running.
- examples/node/train.js trains through it from Node.js with the koffi package (npm; RTLD_LOCAL).
Each program runs with an otherwise empty environment, as in tests/test_c_abi.py.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from .conftest import child_env
from .test_c_abi import C_DIR, LIB, PYTHON, ROOT, _report, library  # noqa: F401 (fixture)

BACKENDS = ["torch", "numpy"]
MODES = ["local", "global", "lazy", "deepbind", "thread", "twice", "reopen"]
NODE_EXAMPLE = ROOT / "examples" / "node"
SYSTEM_PYTHON = Path("/usr/bin/python3")
TIMEOUT = 300


def _run(cmd: list[str], backend: str, **extra: str) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, env=child_env({"SIMPLE_TORCH_BACKEND": backend, **extra}), capture_output=True,
                          text=True, timeout=TIMEOUT)


@pytest.fixture(scope="module")
def load_modes(library, tmp_path_factory) -> Path:
    """tests/c/load_modes.c, built with the header alone (no link against the library)."""
    exe = tmp_path_factory.mktemp("loading") / "load_modes"
    done = subprocess.run(["cc", "-Wall", "-Wextra", "-Werror", "-pthread", f"-I{ROOT / 'include'}",
                           str(C_DIR / "load_modes.c"), "-o", str(exe), "-ldl", "-lm"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return exe


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("mode", MODES)
def test_dlopen_mode(load_modes, mode, backend):
    done = _run([str(load_modes), str(LIB), mode], backend)
    assert done.returncode == 0, _report(done)
    match = re.fullmatch(rf"load_modes {mode}: (\d+) checks passed \({backend}\)\n", done.stdout)
    assert match, _report(done)
    assert int(match[1]) >= 29, _report(done)   # one round of work; two in the modes that work twice


def _pythons() -> list[str]:
    """The venv's interpreter, and the system's when it is another one."""
    found = [PYTHON]
    if SYSTEM_PYTHON.exists() and SYSTEM_PYTHON.resolve() != Path(PYTHON).resolve():
        found.append(str(SYSTEM_PYTHON))
    return found


def test_the_system_python_is_another_interpreter():
    """Else the next test would load the library only into its own interpreter."""
    if not SYSTEM_PYTHON.exists():
        pytest.skip(f"{SYSTEM_PYTHON} is not on this machine")
    assert len(_pythons()) == 2, "the venv's python is the system's: no second interpreter to test in"


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("mode", ["local", "global"])
@pytest.mark.parametrize("python", _pythons(), ids=["venv-python", "system-python"][:len(_pythons())])
def test_ctypes_in_a_running_python(library, python, mode, backend):
    done = _run([python, str(ROOT / "tests" / "ctypes_host.py"), str(LIB), mode], backend)
    assert done.returncode == 0, _report(done)
    assert re.fullmatch(rf"ctypes host \({mode}, .*\): loss [\d.]+ -> [\d.]+, live tensors 0 \({backend}\)\n",
                        done.stdout), _report(done)


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_node_program_trains_through_koffi(library, backend):
    node = shutil.which("node")
    assert node is not None, "node is needed (it is on every machine of this project)"
    assert (NODE_EXAMPLE / "node_modules" / "koffi").is_dir(), "run `make test` (it runs npm ci in examples/node)"
    done = _run([node, str(NODE_EXAMPLE / "train.js"), str(LIB)], backend, PATH=os.environ.get("PATH", ""))
    assert done.returncode == 0, _report(done)
    last = done.stdout.strip().splitlines()[-1]
    match = re.fullmatch(rf"node: backend {backend}, final loss ([\d.]+) \(first ([\d.]+)\), weights "
                         r"\[([-\d.]+), ([-\d.]+)\], bias ([-\d.]+), live tensors 0", last)
    assert match, _report(done)
    assert float(match[1]) < 1e-3 and abs(float(match[3]) - 3) < 0.05 and abs(float(match[4]) + 2) < 0.05, last
