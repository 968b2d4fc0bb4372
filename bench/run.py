"""`make bench`: build the benchmark programs, run every side, print one table, write results.md + ratios.png.

    python bench/run.py [--rounds N]

Sides: bench/c_abi.c (the C ABI, torch backend and NumPy backend), bench/libtorch.cpp (raw libtorch
C++, built against the pip wheel), bench/python_torch.py (Python torch), bench/numpy_side.py (raw
NumPy), plus a start-up race (C program to its first tensor value vs `python -c "import torch"`).
The C ABI on the torch backend runs twice a round: with issue 17's native fast path (the default) and with
SIMPLE_TORCH_FAST_PATH=0 (every call through the embedded Python); the table shows both side by side.

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


def build() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    pkg = sh(["pkg-config", "--cflags", "--libs", "simple-torch"],
             env={**os.environ, "PKG_CONFIG_PATH": str(ROOT / "build/lib/pkgconfig")}).split()
    subprocess.run(["gcc", "-O2", "-Wall", "-Wextra", "-o", str(OUT / "c_abi"), str(BENCH / "c_abi.c"), *pkg,
                    "-lpthread"], check=True)
    target, source = OUT / "libtorch", BENCH / "libtorch.cpp"
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


def startup(reps: int = 5) -> tuple[float, float]:
    """(C program start -> first tensor value read back, `python -c "import torch"`), median seconds."""
    c, p = [], []
    for _ in range(reps + 1):   # the first of each warms the page cache and is dropped
        t0 = time.time_ns()
        first = run([str(OUT / "c_abi"), "startup"])["first_value_at_ns"]
        c.append((first - t0) / 1e9)
        t0 = time.perf_counter()
        subprocess.run([PY, "-c", "import torch"], check=True, env=ENV)
        p.append(time.perf_counter() - t0)
    return statistics.median(c[1:]), statistics.median(p[1:])


# (key, what, unit, target, lower is better); the ratio is simple-torch / baseline. A target on the value itself
# rather than on the ratio (issue 17's no-op call) is in ABSOLUTE.
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
    ("startup", "start-up: C program to first value / python -c 'import torch'", "ms", None, True),
    ("threads", "4 C threads, tiny ops: throughput 4 threads / 1 thread", "kcalls/s", 1.6, False),
]
ABSOLUTE = {"numel"}
# rows measured on the torch backend's C ABI: shown for the fast path and for the Python path
BOTH_PATHS = {"tiny", "tiny_lt", "numel", "numel_py", "matmul", "data", "train", "threads"}



def one_round() -> dict[str, tuple[float, float]]:
    """key -> (simple-torch, baseline) in this round; "python:" + key: the same with the fast path off."""
    c = run([str(OUT / "c_abi"), "torch"])
    c_slow = run([str(OUT / "c_abi"), "torch"], env={**ENV, "SIMPLE_TORCH_FAST_PATH": "0"})
    lt = run([str(OUT / "libtorch")])
    pt = run([PY, str(BENCH / "python_torch.py")])
    cn = run([str(OUT / "c_abi"), "numpy"], env={**ENV, "SIMPLE_TORCH_BACKEND": "numpy"})
    rn = run([PY, str(BENCH / "numpy_side.py")], cwd=BENCH)
    st = startup()
    us, ms = 1e6, 1e3

    def torch_rows(c: dict[str, float]) -> dict[str, tuple[float, float]]:
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
        }

    return {
        **torch_rows(c),
        **{f"python:{key}": value for key, value in torch_rows(c_slow).items()},
        "np_tiny": (cn["tiny_add"] * us, rn["tiny_add"] * us),
        "np_matmul": (cn["matmul1024"] * ms, rn["matmul1024"] * ms),
        "startup": (st[0] * ms, st[1] * ms),
    }


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
    ns = ap.parse_args()
    t0 = time.perf_counter()
    build()
    rounds = []
    for i in range(ns.rounds):
        print(f"round {i + 1}/{ns.rounds}", flush=True)
        rounds.append(one_round())
    lines, plot = table(rounds)
    text = "\n".join(["# simple-torch benchmark (`make bench`)", "", *lines, "", "Machine:", "", *machine(), "",
                      f"{ns.rounds} rounds; each program reports the median of 7 repetitions after a warm-up; "
                      f"the ratio column is the median over rounds of the ratio within each round. "
                      f"Total time {time.perf_counter() - t0:.0f} s.", ""])
    print("\n".join(lines))
    (BENCH / "results.md").write_text(text)
    if draw(plot, BENCH / "ratios.png"):
        print("wrote bench/results.md and bench/ratios.png")


if __name__ == "__main__":
    main()
