"""`make bench`: build the benchmark programs, run every side, print one table, write results.md + ratios.png.

    python bench/run.py [--rounds N] [--steps N] [--starts N] [--pairs N]

Sides, per call:
- bench/c_abi.c (the C ABI, torch backend and NumPy backend), bench/libtorch.cpp (raw libtorch C++, built
  against the pip wheel), bench/python_torch.py (Python torch), bench/numpy_side.py (raw NumPy).

Per training step, real programs against the same program in Python torch:
- examples/c/char_lstm.c and examples/c/tiny_gpt.c run with --bench N (N timed steps after 5 warm-up ones; the
  median ms of a step; --pairs runs of each side a round, C and twin alternating and taking turns to go first, the
  median of their medians), against their Python twins bench/char_lstm_twin.py and bench/tiny_gpt_twin.py (the same
  model, calls, optimizer, clipping and schedule, and from the same seed the same weights and losses;
  bench/char_twin.py holds what the two share, as examples/c/char_model.h does for the C programs).

Start-up, whole processes from start to exit, the sides of a race alternating (--starts runs each a round):
- bench/first_result.c (ones + add, printed) against `python -c "import torch; torch.ones(2)+1"` and against
  bench/first_result.cpp (the same in libtorch C++);
- examples/c/char_lstm.c with one training step (--steps 1 --sample 0: Adam, clipping) against its twin's one step.

Tier 3 in Python against Python torch, in one process on the PyTorch backend (bench/tier3_overhead.py, the sides
alternating): per call `a + b`, `F.softmax`, `x.view` and an nn.Linear(32, 32); per training step
bench/transformer_step.py's makemore-style transformer and a character LSTM, the same code on both sides.

Which calls of those steps still go through the embedded Python with the fast path on: bench/python_path_calls.py
(the examples built as shared objects, their main called from a Python host that counts the runtime's calls).

Threads: bench/threads_lstm.c runs examples/c/char_lstm.c's training step (and its forward + backward alone) on
1, 2 and 4 C threads, each thread training its own copy of the model; the figure is steps per second of all
threads together. The machine may have fewer cores than 4 (2 here): the 2-thread row shows what it allows.

The C programs on the torch backend run twice a round: with the native fast path (the default) and with
SIMPLE_TORCH_FAST_PATH=0 (every call through the embedded Python); the table shows both side by side (the start-up
races run with the default only).

Each program reports medians of several repetitions after a warm-up. The sides run one after the
other in a round, a ratio is taken between sides of the same round, and the table shows the median
of each ratio over ROUNDS rounds (so a noisy neighbour slows both sides of a ratio alike).
Every side runs with one intra-op thread: OMP_NUM_THREADS=MKL_NUM_THREADS=OPENBLAS_NUM_THREADS=1.
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "bench"
OUT = ROOT / "build" / "bench"
PY = sys.executable
THREADS = {"OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1"}
ENV = {**os.environ, **THREADS}
ENV.pop("SIMPLE_TORCH_BACKEND", None)


def sh(cmd, **kw) -> str:
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw).stdout


# the C programs: build/bench/<name> from its source
C_PROGRAMS = {"c_abi": BENCH / "c_abi.c", "first_result": BENCH / "first_result.c",
              "threads_lstm": BENCH / "threads_lstm.c", "char_lstm": ROOT / "examples/c/char_lstm.c",
              "tiny_gpt": ROOT / "examples/c/tiny_gpt.c"}
CPP_PROGRAMS = {"libtorch": BENCH / "libtorch.cpp", "first_result_cpp": BENCH / "first_result.cpp"}
EXAMPLES_AS_LIBRARIES = ("char_lstm", "tiny_gpt")
TEXT = ROOT / "examples" / "data" / "shakespeare.txt"


def build() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    pkg = sh(["pkg-config", "--cflags", "--libs", "simple-torch"],
             env={**os.environ, "PKG_CONFIG_PATH": str(ROOT / "build/lib/pkgconfig")}).split()
    for name, source in C_PROGRAMS.items():
        subprocess.run(["gcc", "-O2", "-Wall", "-Wextra", "-o", str(OUT / name), str(source), *pkg, "-lm",
                        "-lpthread"], check=True)
    for name in EXAMPLES_AS_LIBRARIES:   # for bench/python_path_calls.py, which calls their main
        subprocess.run(["gcc", "-O2", "-Wall", "-Wextra", "-shared", "-fPIC", "-Dmain=example_main", "-o",
                        str(OUT / f"{name}.so"), str(C_PROGRAMS[name]), *pkg, "-lm"], check=True)
    for name, source in CPP_PROGRAMS.items():
        target = OUT / name
        if not target.exists() or target.stat().st_mtime < source.stat().st_mtime:
            import torch
            tp = Path(torch.__file__).parent
            abi = int(torch._C._GLIBCXX_USE_CXX11_ABI)
            cmd = ["g++", "-O2", "-std=c++20", f"-D_GLIBCXX_USE_CXX11_ABI={abi}", f"-I{tp}/include",
                   f"-I{tp}/include/torch/csrc/api/include", str(source), f"-L{tp}/lib", "-ltorch", "-ltorch_cpu",
                   "-lc10", f"-Wl,-rpath,{tp}/lib", "-o", str(target)]
            print("building", target.relative_to(ROOT), "(about 30 s, once)", flush=True)
            subprocess.run(cmd, check=True)


def run(cmd, env=None, cwd=None) -> dict[str, float]:
    out = sh(cmd, env=env or ENV, cwd=cwd)
    return {k: float(v) for k, v in (line.split() for line in out.splitlines() if line.strip())}


def whole_process(cmd) -> float:
    """Seconds from the start of cmd's process to its exit (it must succeed; what it prints is dropped)."""
    t0 = time.perf_counter()
    subprocess.run(cmd, check=True, env=ENV, cwd=ROOT, stdout=subprocess.DEVNULL)
    return time.perf_counter() - t0


def races() -> dict[str, list[str]]:
    """The start-up races: side -> command."""
    return {"first_c": [str(OUT / "first_result")],
            "first_py": [PY, "-c", "import torch; torch.ones(2)+1"],
            "first_lt": [str(OUT / "first_result_cpp")],
            "step_c": [str(OUT / "char_lstm"), str(TEXT), "--steps", "1", "--sample", "0"],
            "step_py": [PY, str(BENCH / "char_lstm_twin.py"), str(TEXT), "--steps", "1"]}


def startup(starts: int) -> dict[str, float]:
    """Side -> median whole-process seconds of `starts` runs, the sides in turn (A B C A B C ...)."""
    times: dict[str, list[float]] = {}
    for _ in range(starts):
        for side, cmd in races().items():
            times.setdefault(side, []).append(whole_process(cmd))
    return {side: statistics.median(t) for side, t in times.items()}


def per_step(program: str, steps: int, env: dict[str, str]) -> float:
    """Median ms of a training step: the C example's --bench, or its Python twin's."""
    if program.endswith("_twin"):
        return run([PY, str(BENCH / f"{program}.py"), str(TEXT), "--bench", str(steps)])["step_ms"]
    return run([str(OUT / program), str(TEXT), "--bench", str(steps)], env=env)["step_ms"]


def step_race(model: str, steps: int, pairs: int) -> tuple[float, float]:
    """(C, twin) median ms of a training step over `pairs` runs of each side, the two alternating and taking turns
    to go first (C twin, twin C, ...), so that a slow stretch of the shared machine falls on both sides alike."""
    sides: dict[str, list[float]] = {model: [], model + "_twin": []}
    for i in range(pairs):
        for program in (model, model + "_twin")[::1 if i % 2 == 0 else -1]:
            sides[program].append(per_step(program, steps, ENV))
    return statistics.median(sides[model]), statistics.median(sides[model + "_twin"])


# (key, what, unit, target, lower is better); the ratio is simple-torch / baseline. A target on the value itself
# rather than on the ratio (the no-op call) is in ABSOLUTE.
ROWS = [
    ("tiny", "tiny op (2x3 f32 add + free) per call: C ABI / Python torch", "us", 1.0, True),
    ("tiny_lt", "tiny op per call: C ABI / libtorch C++", "us", 1.6, True),
    ("numel", "no-op call (tensor_numel): C ABI / libtorch C++ (target: the C ABI's time)", "us", 0.05, True),
    ("numel_py", "no-op call (tensor_numel): C ABI / Python torch x.numel()", "us", None, True),
    ("matmul", "1024^2 f32 matmul: C ABI / libtorch C++", "ms", 1.02, True),
    ("data", "64 MiB from_data + copy_to vs memcpy (GB/s): C ABI / memcpy", "GB/s", 0.8, False),
    ("train", "MLP 64-128-10 train step, batch 128: C ABI / Python torch", "us", 1.0, True),
    ("np_tiny", "NumPy backend tiny op: C ABI / raw NumPy", "us", 6.0, True),
    ("np_matmul", "NumPy backend 1024^2 matmul: C ABI / raw NumPy", "ms", 1.05, True),
    ("threads", "4 C threads, tiny ops: throughput 4 threads / 1 thread", "kcalls/s", 1.6, False),
    ("lstm_step", "char-LSTM training step (examples/c/char_lstm.c): C / its Python torch twin", "ms", 0.9, True),
    ("gpt_step", "tiny-GPT training step (examples/c/tiny_gpt.c): C / its Python torch twin", "ms", 0.9, True),
    ("first", "start-up to a first result (ones + add), whole process: C / python -c 'import torch; "
              "torch.ones(2)+1'", "ms", 1.0, True),
    ("first_lt", "start-up to a first result, whole process: C / libtorch C++ (stretch target)", "ms", 2.0, True),
    ("one_step", "char-LSTM with 1 training step (Adam, clipping), whole process: C / its Python twin", "ms", 1.0,
     True),
    ("t3_add", "Tier 3 `a + b` (2x3): st / Python torch", "us", 1.5, True),
    ("t3_softmax", "Tier 3 `F.softmax(x, dim=-1)` (4x8): st / Python torch", "us", 1.5, True),
    ("t3_view", "Tier 3 `x.view(8, 4)`: st / Python torch", "us", 1.5, True),
    ("t3_linear", "Tier 3 nn.Linear(32, 32) on 4x32: st / Python torch", "us", 1.5, True),
    ("t3_transformer", "Tier 3 transformer training step (bench/transformer_step.py): st / Python torch", "ms", 1.25,
     True),
    ("t3_lstm", "Tier 3 char-LSTM training step in Python: st / Python torch", "ms", 1.1, True),
    ("lstm_threads4", "char-LSTM training steps on 4 C threads / on 1 thread (throughput)", "steps/s", 1.6, False),
    ("lstm_threads2", "char-LSTM training steps on 2 C threads / on 1 thread (throughput)", "steps/s", None, False),
    ("lstm_fb_threads4", "char-LSTM forward + backward on 4 C threads / on 1 thread (throughput)", "steps/s", None,
     False),
]
ABSOLUTE = {"numel"}
# the Tier 3 rows: (row key without "t3_", figure of bench/tier3_overhead.py, its unit)
TIER3_ROWS = [("add", "add", "us"), ("softmax", "softmax", "us"), ("view", "view", "us"), ("linear", "linear", "us"),
              ("transformer", "transformer_step", "ms"), ("lstm", "lstm_step", "ms")]
# rows measured on the torch backend's C ABI: shown for the fast path and for the Python path
BOTH_PATHS = {"tiny", "tiny_lt", "numel", "numel_py", "matmul", "data", "train", "threads", "lstm_step", "gpt_step",
              "lstm_threads4", "lstm_threads2", "lstm_fb_threads4"}



def one_round(steps: int, starts: int, pairs: int) -> dict[str, tuple[float, float]]:
    """key -> (simple-torch, baseline) in this round; "python:" + key: the same with the fast path off."""
    slow = {**ENV, "SIMPLE_TORCH_FAST_PATH": "0"}
    c = run([str(OUT / "c_abi"), "torch"])
    c_slow = run([str(OUT / "c_abi"), "torch"], env=slow)
    lt = run([str(OUT / "libtorch")])
    pt = run([PY, str(BENCH / "python_torch.py")])
    cn = run([str(OUT / "c_abi"), "numpy"], env={**ENV, "SIMPLE_TORCH_BACKEND": "numpy"})
    rn = run([PY, str(BENCH / "numpy_side.py")], cwd=BENCH)
    step_ms = {}
    for model in ("char_lstm", "tiny_gpt"):   # the C / twin race, then C on the Python path once
        step_ms[model], step_ms[model + "_twin"] = step_race(model, steps, pairs)
        step_ms["python:" + model] = per_step(model, steps, slow)
    threads = {"": run([str(OUT / "threads_lstm"), str(TEXT)]),
               "python:": run([str(OUT / "threads_lstm"), str(TEXT)], env=slow)}
    st = startup(starts)
    t3 = run([PY, str(BENCH / "tier3_overhead.py"), "--rounds", "3", "--steps", str(max(1, steps // 4))])
    us, ms = 1e6, 1e3

    def torch_rows(c: dict[str, float], path: str) -> dict[str, tuple[float, float]]:
        th = threads[path]
        return {
            "tiny": (c["tiny_add"] * us, pt["tiny_add"] * us),
            "tiny_lt": (c["tiny_add"] * us, lt["tiny_add"] * us),
            "numel": (c["numel"] * us, lt["numel"] * us),
            "numel_py": (c["numel"] * us, pt["numel"] * us),
            "matmul": (c["matmul1024"] * ms, lt["matmul1024"] * ms),
            "data": (c["data_in_out_gbs"], c["memcpy_gbs"]),
            "train": (c["train_step"] * us, pt["train_step"] * us),
            "threads": (c["threads4_calls_per_s"] / 1e3, c["threads1_calls_per_s"] / 1e3),
            "_data_in": (c["data_in_gbs"], c["memcpy_gbs"]),
            "_data_out": (c["data_out_gbs"], c["memcpy_gbs"]),
            "lstm_step": (step_ms[path + "char_lstm"], step_ms["char_lstm_twin"]),
            "gpt_step": (step_ms[path + "tiny_gpt"], step_ms["tiny_gpt_twin"]),
            "lstm_threads4": (th["steps_per_s_train_step_4"], th["steps_per_s_train_step_1"]),
            "lstm_threads2": (th["steps_per_s_train_step_2"], th["steps_per_s_train_step_1"]),
            "lstm_fb_threads4": (th["steps_per_s_forward_backward_4"], th["steps_per_s_forward_backward_1"]),
        }

    return {
        **torch_rows(c, ""),
        **{f"python:{key}": value for key, value in torch_rows(c_slow, "python:").items()},
        "np_tiny": (cn["tiny_add"] * us, rn["tiny_add"] * us),
        "np_matmul": (cn["matmul1024"] * ms, rn["matmul1024"] * ms),
        "first": (st["first_c"] * ms, st["first_py"] * ms),
        "first_lt": (st["first_c"] * ms, st["first_lt"] * ms),
        "one_step": (st["step_c"] * ms, st["step_py"] * ms),
        **{f"t3_{name}": (t3[f"{call}_st_{unit}"], t3[f"{call}_torch_{unit}"]) for name, call, unit in TIER3_ROWS},
    }


def python_path_calls() -> list[str]:
    """The calls of a training step of each example that the fast path leaves to the embedded Python."""
    out = sh([PY, str(BENCH / "python_path_calls.py"), str(ROOT / "build/lib/libsimple_torch_ffi.so"),
              *(str(OUT / f"{name}.so") for name in EXAMPLES_AS_LIBRARIES)], env=ENV)
    lines = ["Calls of one training step that still go through the embedded Python with the fast path on "
             "(bench/python_path_calls.py; each takes the interpreter's lock; in brackets the median time of one "
             "in the training loop, where it finds the interpreter's code and data out of the caches):", ""]
    for line in out.splitlines():
        if line.startswith("  "):
            name, count, us = line.split()
            lines[-1] += f" `{name.removeprefix('rt_torch_')}` {float(count):g} ({float(us):.0f} µs),"
        elif "calls_per_step" in line:
            program, _, total = line.split()
            lines.append(f"- {program}: {float(total):g} calls:")
    return [line.rstrip(",") for line in lines]


def machine() -> list[str]:
    import numpy
    import torch
    cpu = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")), platform.processor() or "unknown")
    return [f"- date: {datetime.datetime.now().astimezone().strftime('%Y-%m-%d %H:%M %Z')}",
            f"- CPU: {cpu}, {os.cpu_count()} cores (shared with other jobs: medians, ratios within a round)",
            f"- {platform.system()} {platform.release()}, {platform.machine()}",
            f"- Python {platform.python_version()}, torch {torch.__version__}, numpy {numpy.__version__}, "
            f"gcc {sh(['gcc', '-dumpversion']).strip()}",
            "- threads: " + " ".join(f"{k}={v}" for k, v in THREADS.items())
            + " on every side (torch.get_num_threads() == 1 in Python and C++)"]


def table(rounds: list[dict]) -> tuple[list[str], list[tuple[str, float, float | None, bool]]]:
    lines = ["| ratio | ratio, Python path | target | met | measurement | simple-torch | Python path | baseline "
             "| unit |",
             "|---:|---:|---:|:-:|---|---:|---:|---:|---|"]
    plot = []
    for key, what, unit, target, lower in ROWS:
        ratio = statistics.median(r[key][0] / r[key][1] for r in rounds)
        ours = statistics.median(r[key][0] for r in rounds)
        base = statistics.median(r[key][1] for r in rounds)
        slow_ratio, slow = "-", "-"
        if key in BOTH_PATHS:
            slow_ratio = f"{statistics.median(r['python:' + key][0] / r['python:' + key][1] for r in rounds):.3g}x"
            slow = f"{statistics.median(r['python:' + key][0] for r in rounds):.4g}"
        judged = ours if key in ABSOLUTE else ratio
        if target is None:
            met, tgt = "", "-"
        else:
            ok = judged <= target if lower else judged >= target
            met = "yes" if ok else "**no**"
            tgt = (f"<= {target}" if lower else f">= {target}") + (f" {unit}" if key in ABSOLUTE else "x")
        lines.append(f"| {ratio:.3g}x | {slow_ratio} | {tgt} | {met} | {what} | {ours:.4g} | {slow} | {base:.4g} | "
                     f"{unit} |")
        plot.append((key, ratio, None if key in ABSOLUTE else target, lower))
    extra = {k: statistics.median(r[k][0] for r in rounds) for k in ("_data_in", "_data_out")}
    lines.append("")
    lines.append(f"Data, each way alone: from_data {extra['_data_in']:.3g} GB/s, copy_to {extra['_data_out']:.3g} GB/s "
                 f"(memcpy into a warm buffer: {statistics.median(r['data'][1] for r in rounds):.3g} GB/s). "
                 "In + out counts 2 x 64 MiB moved; from_data includes faulting in the fresh tensor's pages.")
    return lines, plot


def draw(plot, path: Path) -> bool:
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("matplotlib missing: no plot (pip install -e '.[bench]')", file=sys.stderr)
        return False
    fig, ax = plt.subplots(figsize=(9, 4.8))
    names = [k for k, *_ in plot]
    ratios = [r for _, r, *_ in plot]
    colors = []
    for _, r, target, lower in plot:
        colors.append("grey" if target is None else ("tab:green" if (r <= target if lower else r >= target) else "tab:red"))
    ax.barh(names, ratios, color=colors)
    for i, (_, r, target, _) in enumerate(plot):
        if target is not None:
            ax.plot([target, target], [i - 0.4, i + 0.4], color="black", linewidth=2)
        ax.text(r, i, f" {r:.3g}x", va="center", fontsize=8)
    ax.set_xscale("log")
    ax.axvline(1, color="grey", linestyle=":")
    ax.invert_yaxis()
    ax.set_xlabel("ratio simple-torch / baseline (log; black tick = target; green met, red missed, grey no target)")
    ax.set_title("simple-torch overheads (bench/results.md)")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    return True


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--steps", type=int, default=100, help="timed training steps of each per-step side, a round")
    ap.add_argument("--starts", type=int, default=3, help="runs of each start-up side, a round")
    ap.add_argument("--pairs", type=int, default=3, help="runs of each side of a per-step race (C, twin), a round")
    ns = ap.parse_args()
    if min(ns.rounds, ns.steps, ns.starts, ns.pairs) < 1:
        ap.error("--rounds, --steps, --starts and --pairs must be at least 1")
    t0 = time.perf_counter()
    build()
    for cmd in races().values():   # warms the page cache for every whole-process side
        whole_process(cmd)
    rounds = []
    for i in range(ns.rounds):
        print(f"round {i + 1}/{ns.rounds}", flush=True)
        rounds.append(one_round(ns.steps, ns.starts, ns.pairs))
    lines, plot = table(rounds)
    lines += ["", *python_path_calls()]
    text = "\n".join(["# simple-torch benchmark (`make bench`)", "", *lines, "", "Machine:", "", *machine(), "",
                      f"{ns.rounds} rounds; each per-call program reports the median of 7 repetitions after a "
                      f"warm-up, each per-step side the median of {ns.steps} steps after 5 warm-up steps (in a round "
                      f"{ns.pairs} runs of each side of a C / twin race, alternating, the median of their medians), "
                      f"each start-up side the median of {ns.starts} whole-process runs (the sides of a race in turn); "
                      f"the ratio column is the median over rounds of the ratio within each round. "
                      f"Total time {time.perf_counter() - t0:.0f} s.", ""])
    print("\n".join(lines))
    (BENCH / "results.md").write_text(text)
    if draw(plot, BENCH / "ratios.png"):
        print("wrote bench/results.md and bench/ratios.png")


if __name__ == "__main__":
    main()
