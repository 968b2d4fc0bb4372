"""`make bench-gpu`: the C ABI on a GPU against Python torch, as ratios with their targets.

    python bench/gpu.py [--device cuda|cpu] [--rounds N] [--matmul-n N]

Sides: bench/gpu_abi.c (the C ABI, tensors made on the device) and this file's --python-side (the same operations in
Python torch), each in its own process, one after the other in a round; a ratio is taken within a round and the
median over the rounds is shown. Every repetition ends with a synchronize of the device on both sides.

  64 MiB host -> device: rt_torch_tensor_from_data vs tensor.cuda() of a CPU tensor (GB/s; target >= 0.9x)
  64 MiB device -> host: rt_torch_tensor_copy_to vs tensor.cpu()                  (GB/s; target >= 0.9x)
  4096^2 matmul, float32 and bfloat16: rt_torch_tensor_matmul vs a @ b             (time; target <= 1.02x)
  tiny op (2x3 float32 add, result freed):  rt_torch_tensor_add vs a + b            (time; target <= 1.2x)

`--device cpu` runs the same programs on the CPU: a check of this benchmark on a machine without a GPU, whose
figures are not GPU figures (the targets' rows compare against tensor.to(device, copy=True), which on a GPU is
tensor.cuda() or tensor.cpu(); its matrices are 512^2 unless --matmul-n says). Only a CUDA run writes bench/results-gpu.md.
"""

from __future__ import annotations

import argparse
import datetime
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from python_torch import REPS, per_call as timed   # make bench's Python side (bench/ is this script's folder)

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "build" / "bench"
RESULTS = ROOT / "bench" / "results-gpu.md"
DATA_BYTES = 64 << 20
MATMUL_N = {"cuda": 4096, "cpu": 512}   # the default side of the multiplied matrices, by device
TINY_CALLS, MATMUL_CALLS, DATA_CALLS = 3000, 10, 3

# (key, what, target, higher is better): the ratio is simple-torch / Python torch for times, and the other way round
# for bandwidths, so that 1.0x is parity and every target reads the same way
ROWS = [
    ("h2d", "64 MiB host -> device, GB/s: C ABI from_data / tensor.cuda()", 0.9, True),
    ("d2h", "64 MiB device -> host, GB/s: C ABI copy_to / tensor.cpu()", 0.9, True),
    ("matmul_f32", "N^2 float32 matmul, time: C ABI / Python torch", 1.02, False),
    ("matmul_bf16", "N^2 bfloat16 matmul, time: C ABI / Python torch", 1.02, False),
    ("tiny_add", "tiny op (2x3 float32 add), time: C ABI / Python torch", 1.2, False),
]


def python_side(device: str, n: int) -> None:
    """The Python torch side: prints `name seconds-per-op` as bench/gpu_abi.c does."""
    import torch
    dev = torch.device(device)

    def per_call(fn, n):
        return timed(fn, n, settle=lambda: torch.cuda.synchronize(dev) if dev.type == "cuda" else None)

    host = torch.arange(DATA_BYTES // 4, dtype=torch.float32)
    print("h2d", per_call(lambda: host.to(dev, copy=True), DATA_CALLS))
    on_device = host.to(dev, copy=True)
    print("d2h", per_call(lambda: on_device.to("cpu", copy=True), DATA_CALLS))
    for name, dtype in (("matmul_f32", torch.float32), ("matmul_bf16", torch.bfloat16)):
        a, b = (torch.randn(n, n, device=dev).to(dtype) for _ in range(2))
        print(name, per_call(lambda: a @ b, MATMUL_CALLS))
    a = torch.tensor([[1, 2, 3], [4, 5, 6]], dtype=torch.float32, device=dev)
    b = torch.tensor([[6, 5, 4], [3, 2, 1]], dtype=torch.float32, device=dev)
    print("tiny_add", per_call(lambda: a + b, TINY_CALLS))


def run(cmd: list[str]) -> dict[str, float]:
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return {k: float(v) for k, v in (line.split() for line in out.splitlines() if line.strip())}


def build() -> Path:
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "simple-torch"], capture_output=True, text=True,
                           check=True, env={**os.environ, "PKG_CONFIG_PATH": str(ROOT / "build/lib/pkgconfig")})
    OUT.mkdir(parents=True, exist_ok=True)
    exe = OUT / "gpu_abi"
    subprocess.run(["cc", "-O2", "-Wall", "-Wextra", "-o", str(exe), str(ROOT / "bench/gpu_abi.c"),
                    *flags.stdout.split()], check=True)
    return exe


def ratio(key: str, abi: dict[str, float], python: dict[str, float]) -> float:
    higher_is_better = next(row[3] for row in ROWS if row[0] == key)
    return python[key] / abi[key] if higher_is_better else abi[key] / python[key]


def machine(device: str) -> list[str]:
    import torch
    gpu = torch.cuda.get_device_name(0) if device == "cuda" else "none (--device cpu: a check, not the issue's figures)"
    return [f"date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC", f"GPU: {gpu}",
            f"torch {torch.__version__} (CUDA {torch.version.cuda}), Python {sys.version.split()[0]}",
            f"CPU cores: {os.cpu_count()}"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--device", choices=("cuda", "cpu"), default="cuda")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--matmul-n", type=int, help="the side of the multiplied matrices (4096 on cuda, 512 on cpu)")
    parser.add_argument("--python-side", action="store_true", help=argparse.SUPPRESS)
    options = parser.parse_args()
    n = options.matmul_n or MATMUL_N[options.device]
    if options.python_side:
        python_side(options.device, n)
        return
    import torch
    if options.device == "cuda" and not torch.cuda.is_available():
        sys.exit(f"bench-gpu: CUDA is not available here (torch {torch.__version__}"
                 f"{'' if torch.version.cuda else ', a build without CUDA'}); run it on a machine with a GPU, or "
                 f"`python bench/gpu.py --device cpu` to check the benchmark itself")
    exe = build()
    code = "0" if options.device == "cuda" else "-1"
    rounds = []
    started = time.perf_counter()
    for _ in range(options.rounds):
        rounds.append((run([str(exe), code, str(n)]),
                       run([sys.executable, __file__, "--python-side", "--device", options.device, "--matmul-n", str(n)])))
    lines = ["| ratio | target | met | measurement | simple-torch | Python torch | unit |", "|---:|---:|:-:|---|---:|---:|---|"]
    for key, what, target, higher in ROWS:
        value = statistics.median(ratio(key, abi, python) for abi, python in rounds)
        met = value >= target if higher else value <= target
        abi = statistics.median(a[key] for a, _ in rounds)
        python = statistics.median(p[key] for _, p in rounds)
        if higher:
            abi, python, unit = DATA_BYTES / 1e9 / abi, DATA_BYTES / 1e9 / python, "GB/s"
        else:
            abi, python, unit = abi * 1e6, python * 1e6, "us"
        lines.append(f"| {value:.3g}x | {'>=' if higher else '<='} {target}x | {'yes' if met else '**no**'} | "
                     f"{what.replace('N^2', f'{n}^2')} "
                     f"| {abi:.4g} | {python:.4g} | {unit} |")
    report = [*lines, "", *(f"- {line}" for line in machine(options.device)),
              f"- {options.rounds} rounds; each side reports the median of {REPS} repetitions after a warm-up; the "
              f"ratio is the median over rounds of the ratio within a round. Total {time.perf_counter() - started:.0f} s."]
    print("\n".join(report))
    if options.device == "cuda":
        RESULTS.write_text("# simple-torch on a GPU (`make bench-gpu`)\n\n" + "\n".join(report) + "\n")
        print(f"\nwritten: {RESULTS.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
