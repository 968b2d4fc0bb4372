"""The leak check: tests/c/soak.c runs create / compute / free cycles and measures resident memory.

In `make test`: 20,000 cycles on each backend (the torch backend only when it is there), checked to exit 0 with
the live tensor count back at its start and RSS growth under the program's bound, and a run with a deliberate
leak (SOAK_LEAK_BYTES) checked to fail, so the bound is known to bite. `make soak` runs a million cycles on each
backend with the same program.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from .conftest import FAST_PATH, backend_configurations, child_env

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "tests" / "c" / "soak.c"
LIB = ROOT / "build" / "lib" / "libsimple_torch_ffi.so"
PKGCONFIG_DIR = ROOT / "build" / "lib" / "pkgconfig"
SHORT_CYCLES = 20000
RUN_TIMEOUT = 300

RUN_LINE = re.compile(r"^soak: backend (\w+), (\d+) cycles \(after (\d+) warm-up cycles\) in ([\d.]+) s, "
                      r"(\d+) cycles/s$", re.M)
RSS_LINE = re.compile(r"^soak: RSS start (\d+) KB, end (\d+) KB, growth (-?\d+) KB \((-?[\d.]+) bytes/cycle\), "
                      r"peak (\d+) KB, bound (\d+) KB \((\d+) KB \+ (\d+) bytes/cycle\)$", re.M)
LIVE_LINE = re.compile(r"^soak: live tensors (\d+) at the start, (\d+) at the end$", re.M)


def _backends() -> list[str]:
    forced = os.environ.get("SIMPLE_TORCH_BACKEND")
    if forced:
        return [forced]
    return (["torch"] if importlib.util.find_spec("torch") is not None else []) + ["numpy"]


def _report(done: subprocess.CompletedProcess) -> str:
    return f"exit {done.returncode}\n--- stdout\n{done.stdout}\n--- stderr\n{done.stderr[-4000:]}"


@pytest.fixture(scope="module")
def soak_exe(tmp_path_factory) -> Path:
    if not LIB.exists():
        subprocess.run(["make", "lib"], cwd=ROOT, check=True, timeout=900)
    env = {**os.environ, "PKG_CONFIG_PATH": str(PKGCONFIG_DIR)}
    flags = subprocess.run([shutil.which("pkg-config") or "pkg-config", "--cflags", "--libs", "simple-torch"],
                           env=env, check=True, capture_output=True, text=True).stdout.split()
    exe = tmp_path_factory.mktemp("soak") / "soak"
    cmd = [shutil.which("cc") or "cc", "-O2", "-Wall", "-Wextra", "-Werror", str(SOURCE), "-o", str(exe), *flags]
    done = subprocess.run(cmd, capture_output=True, text=True)
    assert done.returncode == 0, f"{' '.join(cmd)}\n{done.stdout}{done.stderr}"
    return exe


def run_soak(exe: Path, cycles: int, backend: str, extra: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([str(exe), str(cycles)], env=child_env({"SIMPLE_TORCH_BACKEND": backend, **(extra or {})}),
                          capture_output=True, text=True, timeout=RUN_TIMEOUT, cwd=exe.parent)


@pytest.mark.parametrize("backend, fast", backend_configurations(_backends()),
                         ids=lambda value: {"1": "fast-path", "0": "python-path"}.get(value, value))
def test_short_soak(soak_exe, backend, fast):
    done = run_soak(soak_exe, SHORT_CYCLES, backend, {FAST_PATH: fast})
    assert done.returncode == 0, _report(done)
    run, rss, live = RUN_LINE.search(done.stdout), RSS_LINE.search(done.stdout), LIVE_LINE.search(done.stdout)
    assert run and rss and live, _report(done)
    assert run[1] == backend and int(run[2]) == SHORT_CYCLES and int(run[3]) >= 1000
    assert float(run[4]) > 0 and int(run[5]) > 0
    start, end, growth, _per_cycle, peak, bound, slack_kb, bytes_per_cycle = (float(v) for v in rss.groups())
    assert end - start == growth and peak >= max(start, end) and start > 0
    assert bound == slack_kb + int(SHORT_CYCLES * bytes_per_cycle / 1024)
    assert growth < bound, _report(done)
    million = slack_kb * 1024 + 1_000_000 * bytes_per_cycle
    assert million < 100 * 1_000_000, "a leak of 100 bytes/cycle over a million cycles must exceed the bound"
    assert live[1] == live[2], _report(done)
    assert done.stdout.endswith("soak: ok\n"), _report(done)


def test_a_leak_fails_the_soak(soak_exe):
    """4,000 bytes leaked per cycle (about 20 MB over 5,000 cycles) exceed the bound: the check bites."""
    done = run_soak(soak_exe, 5000, _backends()[-1], {"SOAK_LEAK_BYTES": "4000"})
    assert done.returncode == 1, _report(done)
    assert "soak: FAILED" in done.stderr and "RSS grew beyond the bound" in done.stderr, _report(done)
    rss = RSS_LINE.search(done.stdout)
    assert rss and float(rss[4]) >= 3900, _report(done)   # the measured growth per cycle is the leak
