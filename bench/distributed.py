"""Distributed figures, on this machine's CPU with gloo over 127.0.0.1:

  1. all-reduce (sum) of 64 MiB of float32 between 2 processes: C ranks through the ABI (bench/dist_bench.c)
     against Python ranks calling torch.distributed directly, alternated ROUNDS times in one run; the ratio of
     the medians (ABI bandwidth / Python bandwidth; the target is >= 0.95), and of the best runs (the least disturbed by other
     work on a shared machine);
  2. the same for one float32 (the latency of a call: where the ABI's own cost per call would show), 200 calls;
  3. a training step (MLP 64-512-512-10, forward, backward, gradient average, SGD) on a global batch of
     STEP_BATCH: 1 process against 2 processes of half the batch each (bench/dist_bench.c step).

    .venv/bin/python bench/distributed.py      (after `make lib`)

Every group is started by python -m simple_torch.launch with a free port and a timeout.
"""

from __future__ import annotations

import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PYTHON = sys.executable
MIB, ITERS = 64, 10
ROUNDS = int(os.environ.get("DIST_BENCH_ROUNDS", "5"))
STEP_BATCH, STEP_ITERS = 512, 30
TIMEOUT_S = 300

SMALL_ITERS = 200
PYTHON_RANK = """
import datetime, sys, time, torch, torch.distributed as dist
size, iters = int(sys.argv[1]), int(sys.argv[2])
dist.init_process_group("gloo", timeout=datetime.timedelta(seconds=300))
x = torch.ones(max(1, size // 4))
for i in range(3 + iters):
    if i == 3:
        dist.barrier()
        start = time.perf_counter()
    dist.all_reduce(x, op=dist.ReduceOp.SUM)
if dist.get_rank() == 0:
    print("allreduce_s %.6f" % ((time.perf_counter() - start) / iters))
dist.destroy_process_group()
"""


def build(out: Path) -> Path:
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "simple-torch"], capture_output=True, text=True,
                           check=True, env={**os.environ, "PKG_CONFIG_PATH": str(ROOT / "build/lib/pkgconfig")})
    exe = out / "dist_bench"
    subprocess.run(["cc", "-O2", str(ROOT / "bench/dist_bench.c"), "-o", str(exe), *flags.stdout.split(), "-lm"],
                   check=True)
    return exe


def run(nproc: int, *cmd: str) -> dict[str, float]:
    args = [PYTHON, "-m", "simple_torch.launch", "--nproc", str(nproc), "--timeout", str(TIMEOUT_S), *cmd]
    done = subprocess.run(args, capture_output=True, text=True, timeout=TIMEOUT_S + 30, cwd=ROOT)
    if done.returncode != 0:
        sys.exit(f"{' '.join(args)}: exit {done.returncode}\n{done.stdout}\n{done.stderr[-3000:]}")
    return {k: float(v) for k, v in re.findall(r"^(\w+_s) ([\d.]+)$", done.stdout, re.M)}


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        exe = str(build(Path(tmp)))
        abi, py, abi_small, py_small = [], [], [], []
        big = str(MIB * 1024 * 1024)
        for _ in range(ROUNDS):   # alternated, so a slow spell of the shared machine hits both
            abi.append(run(2, exe, "allreduce", big, str(ITERS))["allreduce_s"])
            py.append(run(2, PYTHON, "-c", PYTHON_RANK, big, str(ITERS))["allreduce_s"])
            abi_small.append(run(2, exe, "allreduce", "4", str(SMALL_ITERS))["allreduce_s"])
            py_small.append(run(2, PYTHON, "-c", PYTHON_RANK, "4", str(SMALL_ITERS))["allreduce_s"])
        one = run(1, exe, "step", str(STEP_BATCH), str(STEP_ITERS))["step_s"]
        two = run(2, exe, "step", str(STEP_BATCH), str(STEP_ITERS))["step_s"]
    gib = MIB / 1024
    a, p = statistics.median(abi), statistics.median(py)
    print(f"all-reduce of {MIB} MiB float32, 2 processes, gloo on 127.0.0.1 (median of {ROUNDS} runs of {ITERS}):")
    print(f"  through the C ABI:             {a * 1e3:8.1f} ms  {gib / a:6.2f} GiB/s")
    print(f"  Python torch.distributed:      {p * 1e3:8.1f} ms  {gib / p:6.2f} GiB/s")
    print(f"  ratio (ABI / Python bandwidth): {p / a:.3f} of the medians, {min(py) / min(abi):.3f} of the best runs")
    print(f"  each run, ms: ABI {' '.join(f'{t * 1e3:.1f}' for t in abi)}; Python {' '.join(f'{t * 1e3:.1f}' for t in py)}")
    a, p = statistics.median(abi_small), statistics.median(py_small)
    print(f"all-reduce of one float32 (median of {ROUNDS} runs of {SMALL_ITERS}): through the C ABI {a * 1e6:.0f} us, "
          f"Python torch.distributed {p * 1e6:.0f} us (best runs: {min(abi_small) * 1e6:.0f} us, "
          f"{min(py_small) * 1e6:.0f} us)")
    print(f"training step, MLP 64-512-512-10, global batch {STEP_BATCH} (mean of {STEP_ITERS}):")
    print(f"  1 process:                     {one * 1e3:8.2f} ms")
    print(f"  2 processes (half each):       {two * 1e3:8.2f} ms  ({one / two:.2f}x the speed of 1)")


if __name__ == "__main__":
    main()
