"""`make bench-gpu` (issue 19) checked without a GPU: bench/gpu.py --device cpu builds bench/gpu_abi.c, runs both
sides on the CPU and prints every row (its figures are not checked: no timed tests). gpu_abi.c itself checks that
what copy_to brings back is what from_data took. On a machine without CUDA, the default (--device cuda) run says
so and exits non-zero."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import child_env

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "bench" / "gpu.py"

pytest.importorskip("torch", reason="the benchmark compares against Python torch")
import torch  # noqa: E402


def bench(*options: str) -> subprocess.CompletedProcess:
    env = child_env({"PATH": "/usr/bin:/bin", "OMP_NUM_THREADS": "1"})
    env.pop("SIMPLE_TORCH_DEVICE", None)   # the benchmark picks its device itself
    return subprocess.run([sys.executable, str(BENCH), *options], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=300)


def test_the_benchmark_runs_every_row_on_the_cpu():
    done = bench("--device", "cpu", "--rounds", "1", "--matmul-n", "64")
    assert done.returncode == 0, done.stderr
    rows = [line for line in done.stdout.splitlines() if line.startswith("| ") and "x |" in line]
    assert [row.split(" | ")[3].split(",")[0] for row in rows] == [
        "64 MiB host -> device", "64 MiB device -> host", "64^2 float32 matmul", "64^2 bfloat16 matmul",
        "tiny op (2x3 float32 add)"]
    for row in rows:   # a ratio, and both sides' figures, each a positive number
        ratio, *_, ours, theirs, _unit = (cell.strip() for cell in row.strip("|").split("|"))
        assert float(ratio.removesuffix("x")) > 0 and float(ours) > 0 and float(theirs) > 0, row
    assert "GPU: none (--device cpu" in done.stdout


@pytest.mark.skipif(torch.cuda.is_available(), reason="the refusal of a machine without CUDA")
def test_without_cuda_the_gpu_run_says_why():
    done = bench()
    assert done.returncode != 0
    assert "bench-gpu: CUDA is not available here" in done.stderr and "--device cpu" in done.stderr
