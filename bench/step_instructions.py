"""Instructions per training step of examples/c/char_lstm.c and tiny_gpt.c against their Python torch twins,
counted by valgrind's callgrind: a count does not depend on the load of a shared machine, as a time does.

    python bench/step_instructions.py [--steps N] [--library DIR] [char_lstm] [tiny_gpt]

Each side trains BENCH_WARMUP + N steps (--bench N) on one thread and counts only the last N (the timed ones):
- the C example, built with its train_step kept a function (-fno-inline-functions-called-once), runs with
  callgrind's --toggle-collect=train_step and --dump-after=train_step (a file per step; the last N are summed);
- the twin runs with collection off at the start; char_twin's time.perf_counter, which each step calls at its
  start and end, is wrapped to toggle collection (bench/cg_toggle.c) once the warm-up steps are past.
--library DIR takes libsimple_torch_ffi.so and its pkgconfig from DIR (another checkout's build/lib, to count a
before and an after). A run takes minutes (the interpreter starts under valgrind). Prints
`MODEL c_ir_per_step X twin_ir_per_step Y ratio Z` per model.
"""

from __future__ import annotations

import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "bench"
TEXT = ROOT / "examples" / "data" / "shakespeare.txt"
ENV = {**os.environ, "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1",
       "PYTHONHASHSEED": "0"}
ENV.pop("SIMPLE_TORCH_BACKEND", None)
WARMUP = 5   # char_model.h's and char_twin.py's BENCH_WARMUP


def build(model: str, library: Path, work: str) -> tuple[str, str]:
    """The C example over library's build, and cg_toggle.so, in work."""
    pkg = subprocess.run(["pkg-config", "--cflags", "--libs", "simple-torch"], check=True, capture_output=True,
                         text=True, env={**os.environ, "PKG_CONFIG_PATH": str(library / "pkgconfig")}).stdout.split()
    program, toggle = f"{work}/{model}", f"{work}/cg_toggle.so"
    subprocess.run(["gcc", "-O2", "-fno-inline-functions-called-once", "-o", program,
                    str(ROOT / "examples" / "c" / f"{model}.c"), *pkg, "-lm"], check=True)
    subprocess.run(["gcc", "-O2", "-shared", "-fPIC", "-o", toggle, str(BENCH / "cg_toggle.c")], check=True)
    return program, toggle


def total(path: str) -> int:
    found = re.search(r"^(?:totals|summary): (\d+)", Path(path).read_text(), re.M)
    if found is None:
        raise SystemExit(f"{path}: no callgrind totals")
    return int(found.group(1))


def callgrind(args: list[str], out: str) -> None:
    done = subprocess.run(["valgrind", "--tool=callgrind", "--collect-atstart=no", f"--callgrind-out-file={out}",
                           *args], env=ENV, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(args)} failed under valgrind:\n{done.stderr[-2000:]}")


def c_side(program: str, steps: int, work: str) -> float:
    out = f"{work}/c.out"
    callgrind(["--toggle-collect=train_step", "--dump-after=train_step", program, str(TEXT), "--bench",
               str(steps)], out)
    dumps = sorted(glob.glob(out + ".*"), key=lambda f: int(f.rsplit(".", 1)[1]))
    if len(dumps) != WARMUP + steps:
        raise SystemExit(f"{program}: {len(dumps)} step dumps, expected {WARMUP + steps}")
    return sum(total(f) for f in dumps[-steps:]) / steps


def twin_side(model: str, steps: int, toggle: str, work: str) -> float:
    out = f"{work}/twin.out"
    callgrind([sys.executable, __file__, "--twin-child", model, "--toggle", toggle, "--steps", str(steps)], out)
    return total(out) / steps


def twin_child(model: str, steps: int, toggle_library: str) -> None:
    """Run the twin with collection toggled around each timed step (under valgrind, from twin_side)."""
    import ctypes
    import runpy
    import time
    import types
    toggle = ctypes.CDLL(toggle_library).cg_toggle
    sys.path.insert(0, str(BENCH))
    import char_twin
    clock, calls = time.perf_counter, [0]

    def perf_counter() -> float:
        calls[0] += 1
        if calls[0] > 2 * char_twin.BENCH_WARMUP:   # a step's start and end, past the warm-up
            toggle()
        return clock()
    char_twin.time = types.SimpleNamespace(perf_counter=perf_counter)
    sys.argv = [str(BENCH / f"{model}_twin.py"), str(TEXT), "--bench", str(steps)]
    runpy.run_path(sys.argv[0], run_name="__main__")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("models", nargs="*", default=["char_lstm", "tiny_gpt"])
    ap.add_argument("--steps", type=int, default=5)
    ap.add_argument("--library", type=Path, default=ROOT / "build" / "lib")
    ap.add_argument("--twin-child", help=argparse.SUPPRESS)
    ap.add_argument("--toggle", help=argparse.SUPPRESS)
    ns = ap.parse_args()
    if ns.twin_child:
        return twin_child(ns.twin_child, ns.steps, ns.toggle)
    for model in ns.models:
        with tempfile.TemporaryDirectory() as work:
            program, toggle = build(model, ns.library.resolve(), work)
            c = c_side(program, ns.steps, work)
            twin = twin_side(model, ns.steps, toggle, work)
        print(f"{model} c_ir_per_step {c:.0f} twin_ir_per_step {twin:.0f} ratio {c / twin:.4f}", flush=True)


if __name__ == "__main__":
    main()
