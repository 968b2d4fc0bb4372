"""How long a C++ program over include/simple_torch.hpp takes to compile, against the same program in C.

    .venv/bin/python bench/cpp_compile.py [--rounds N]

Compiles examples/cpp/train_digits.cpp (g++ -std=c++17 -O2) and examples/c/train_digits.c (cc -O2) in alternating
rounds, and prints the wall and CPU seconds of each (minimum and median). For comparison, libtorch's
`#include <torch/torch.h>` alone takes about 49 s on the 2-core development machine (issue 31's figure).
"""

from __future__ import annotations

import argparse
import os
import resource
import shlex
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PKG_CONFIG_PATH = ROOT / "build" / "lib" / "pkgconfig"
PROGRAMS = {
    "C++ (simple_torch.hpp)": ("g++", "-std=c++17", ROOT / "examples" / "cpp" / "train_digits.cpp"),
    "C (simple_torch.h)": ("cc", "-std=c11", ROOT / "examples" / "c" / "train_digits.c"),
}


def pkg_config() -> list[str]:
    out = subprocess.run(["pkg-config", "--cflags", "--libs", "simple-torch"], check=True, capture_output=True,
                         text=True, env=dict(os.environ, PKG_CONFIG_PATH=str(PKG_CONFIG_PATH))).stdout
    return shlex.split(out)


def compile_once(compiler: str, std: str, source: Path, exe: Path, flags: list[str]) -> tuple[float, float]:
    """(wall s, CPU s of the compiler and its children) for one build."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([compiler, std, "-O2", "-o", str(exe), str(source), *flags, "-lm"], check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    rounds = parser.parse_args().rounds
    flags = pkg_config()
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in PROGRAMS}
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(rounds):
            for name, (compiler, std, source) in PROGRAMS.items():
                times[name].append(compile_once(compiler, std, source, Path(tmp) / "program", flags))
    print(f"compile time of the digits MLP example, {rounds} alternating rounds (seconds)")
    for name, runs in times.items():
        walls, cpus = [w for w, _ in runs], [c for _, c in runs]
        print(f"{name:24} wall min {min(walls):5.2f} median {statistics.median(walls):5.2f}   "
              f"CPU min {min(cpus):5.2f} median {statistics.median(cpus):5.2f}")


if __name__ == "__main__":
    main()
