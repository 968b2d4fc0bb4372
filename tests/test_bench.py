"""The programs of `make bench` that issue 28 added, checked without timing anything (no timed tests: their figures
are only checked to be positive numbers). The Python twins of the C examples are the same programs: from the same
seed, the same first losses as examples/c/char_lstm.c and tiny_gpt.c. The examples' --bench option prints its
figures and refuses --steps. bench/first_result.c prints its result, bench/threads_lstm.c runs every thread count,
and bench/python_path_calls.py counts a training step's calls on the Python path."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import child_env

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "bench"
TEXT = ROOT / "examples" / "data" / "shakespeare.txt"
LIBRARY = ROOT / "build" / "lib" / "libsimple_torch_ffi.so"

pytest.importorskip("torch", reason="the twins are Python torch programs")

ENV = {"OMP_NUM_THREADS": "1", "SIMPLE_TORCH_BACKEND": "torch"}


def _pkg_config() -> list[str]:
    return subprocess.run(["pkg-config", "--cflags", "--libs", "simple-torch"], check=True, capture_output=True,
                          text=True, env={"PKG_CONFIG_PATH": str(ROOT / "build/lib/pkgconfig"), "PATH": "/usr/bin:/bin"}
                          ).stdout.split()


def _compile(source: Path, out: Path, *options: str) -> Path:
    subprocess.run(["cc", "-O2", "-Wall", "-Wextra", "-Werror", *options, "-o", str(out), str(source), *_pkg_config(),
                    "-lm", "-lpthread"], check=True)
    return out


def _run(cmd, extra: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    env = child_env({**ENV, **(extra or {})})
    env.pop("SIMPLE_TORCH_DEVICE", None)   # the benchmarks compare CPU programs
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True, cwd=ROOT, env=env, timeout=300)


def _figures(stdout: str) -> dict[str, float]:
    return {name: float(value) for name, value in (line.split() for line in stdout.splitlines())}


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("bench")
    for name in ("char_lstm", "tiny_gpt"):
        _compile(ROOT / "examples" / "c" / f"{name}.c", out / name)
        _compile(ROOT / "examples" / "c" / f"{name}.c", out / f"{name}.so", "-shared", "-fPIC", "-Dmain=example_main")
    _compile(BENCH / "first_result.c", out / "first_result")
    _compile(BENCH / "threads_lstm.c", out / "threads_lstm")
    return out


def _losses(stdout: str) -> list[tuple[int, float]]:
    return [(int(step), float(loss)) for step, loss in re.findall(r"^step +(\d+)/\d+  loss (\S+)", stdout, re.M)]


@pytest.mark.parametrize("name", ["char_lstm", "tiny_gpt"])
def test_the_twin_is_the_same_program(built, name):
    """Same seed, same weights, same calls: the first losses of the twin are the C program's."""
    c = _run([built / name, TEXT, "--steps", "3", "--log-every", "1", "--sample", "0"])
    twin = _run([sys.executable, BENCH / f"{name}_twin.py", TEXT, "--steps", "3", "--log-every", "1"])
    assert c.returncode == 0 and twin.returncode == 0, c.stderr + twin.stderr
    ours, theirs = _losses(c.stdout), _losses(twin.stdout)
    assert [s for s, _ in ours] == [s for s, _ in theirs] == [1, 2, 3], c.stdout + twin.stdout
    assert ours[0] == theirs[0], (ours, theirs)   # printed to 6 decimals: the same numbers
    assert all(abs(a - b) < 1e-5 for (_, a), (_, b) in zip(ours, theirs)), (ours, theirs)


@pytest.mark.parametrize("name", ["char_lstm", "tiny_gpt"])
def test_bench_option_prints_the_step_time(built, name):
    for cmd in ([built / name, TEXT, "--bench", "2"], [sys.executable, BENCH / f"{name}_twin.py", TEXT, "--bench", "2"]):
        done = _run(cmd)
        assert done.returncode == 0, done.stderr
        figures = _figures(done.stdout)
        assert set(figures) == {"step_ms", "step_ms_min"}, done.stdout
        assert 0 < figures["step_ms_min"] <= figures["step_ms"], done.stdout
    refused = _run([built / name, TEXT, "--bench", "2", "--steps", "3"])
    assert refused.returncode == 2 and "it takes no --steps" in refused.stderr, refused.stderr
    refused = _run([built / name, TEXT, "--bench", "-1"])
    assert refused.returncode == 2 and "--bench at least 0" in refused.stderr, refused.stderr


def test_first_result_prints_it(built):
    done = _run([built / "first_result"])
    assert done.returncode == 0 and done.stdout == "2 2\n", done.stdout + done.stderr


def test_threads_run_every_count(built):
    done = _run([built / "threads_lstm", TEXT, "1", "1"])
    assert done.returncode == 0, done.stderr
    figures = _figures(done.stdout)
    assert sorted(figures) == sorted(f"steps_per_s_{mode}_{n}" for mode in ("train_step", "forward_backward")
                                     for n in (1, 2, 4)), done.stdout
    assert all(value > 0 for value in figures.values()), done.stdout
    refused = _run([built / "threads_lstm", TEXT, "0"])
    assert refused.returncode == 2 and "usage" in refused.stderr


def test_python_path_calls_are_counted(built):
    """A training step makes dozens of calls; what the count names is a function of the ABI, with a positive count
    and a positive time per call (which functions are still on the Python path changes as the fast path grows)."""
    from simple_torch.abi.signature import FUNCTIONS
    done = _run([sys.executable, BENCH / "python_path_calls.py", LIBRARY, built / "char_lstm.so", built / "tiny_gpt.so"],
                {"SIMPLE_TORCH_FAST_PATH": "1"})
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "fast path on", done.stdout
    totals = {line.split()[0]: float(line.split()[2]) for line in lines if "calls_per_step" in line}
    assert set(totals) == {"char_lstm", "tiny_gpt"}, done.stdout
    counts = [line.split() for line in lines if line.startswith("  ")]
    assert counts and all(name in FUNCTIONS and float(n) > 0 and float(us) > 0 for name, n, us in counts), done.stdout
    assert sum(float(n) for _, n, _ in counts) == sum(totals.values()), done.stdout
