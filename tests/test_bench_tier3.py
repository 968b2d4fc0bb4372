"""bench/tier3_overhead.py and bench/transformer_step.py, checked without timing anything (no timed tests): the
benchmark prints every figure bench/run.py reads, and its models train on both sides, from the same code."""

from __future__ import annotations

import math
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import child_env

torch = pytest.importorskip("torch", reason="Tier 3 is measured against Python torch")

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "bench"
sys.path.insert(0, str(BENCH))
import tier3_overhead  # noqa: E402  (bench/ is no package)
import transformer_step  # noqa: E402

import simple_torch as st  # noqa: E402

pytestmark = pytest.mark.skipif(st.get_backend() != "torch", reason="Tier 3 is measured on the PyTorch backend")


def test_it_prints_every_figure_run_py_reads():
    done = subprocess.run([sys.executable, str(BENCH / "tier3_overhead.py"), "--rounds", "1", "--number", "20",
                           "--steps", "1"], capture_output=True, text=True, cwd=ROOT, timeout=300,
                          env=child_env({"OMP_NUM_THREADS": "1", "SIMPLE_TORCH_BACKEND": "torch"}))
    assert done.returncode == 0, done.stderr
    figures = {name: float(value) for name, value in (line.split() for line in done.stdout.splitlines())}
    for call, unit in (("add", "us"), ("softmax", "us"), ("view", "us"), ("linear", "us"),
                       ("transformer_step", "ms"), ("lstm_step", "ms")):
        for side in ("st", "torch"):
            assert figures[f"{call}_{side}_{unit}"] > 0 and figures[f"{call}_{side}_{unit}_min"] > 0
        assert figures[f"{call}_ratio"] == pytest.approx(
            figures[f"{call}_st_{unit}"] / figures[f"{call}_torch_{unit}"], rel=0.01)


def test_refuses_other_arguments():
    done = subprocess.run([sys.executable, str(BENCH / "tier3_overhead.py"), "--rounds", "0"], capture_output=True,
                          text=True, cwd=ROOT, timeout=300, env=child_env({"SIMPLE_TORCH_BACKEND": "torch"}))
    assert done.returncode == 2 and "must be at least 1" in done.stderr


@pytest.mark.parametrize("make", [transformer_step.trainer, tier3_overhead.lstm_trainer], ids=["transformer", "lstm"])
def test_both_sides_train_the_same_model(make):
    """The first loss of an untrained model is about the cross entropy of a uniform guess, ln 65, on both
    sides, and a few steps on the same batches lower it."""
    for lib in (st, torch):
        step = make(lib)
        losses = [step() for _ in range(6)]
        assert abs(losses[0] - math.log(transformer_step.VOCAB)) < 0.5, (lib.__name__, losses)
        assert losses[-1] < losses[0], (lib.__name__, losses)
