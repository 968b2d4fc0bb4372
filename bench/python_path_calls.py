"""Which calls of a training step still go through the embedded Python, with the native fast path on.

    python bench/python_path_calls.py LIBRARY PROGRAM.so [PROGRAM.so ...]

Each PROGRAM.so is an example of examples/c built as a shared object with its main renamed (bench/run.py builds
build/bench/char_lstm.so and tiny_gpt.so with -Dmain=example_main). This script is their host: it loads the library,
wraps every rt_torch_* function of the runtime with a counter before the library binds them (so only the calls
that reach Python are counted: a call the fast path completes never does), starts the library, then runs each
program's main twice, with 2 and with 2 + STEPS training steps. The difference divided by STEPS is what one step
calls on the Python path. Prints, per program, `NAME calls_per_step TOTAL` and an indented `FUNCTION COUNT US` line
per function, most calls first: US is the median time of one of its calls in the longer run, in microseconds, from
the runtime function's entry to its return (the call into the interpreter before it is not counted). Inside a
training loop that time is many times a call's in a tight loop: each call finds the interpreter's code and data
evicted from the caches by the step's kernels.
"""

from __future__ import annotations

import collections
import ctypes
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEXT = ROOT / "examples" / "data" / "shakespeare.txt"
STEPS = 4
COUNTS: collections.Counter = collections.Counter()
SECONDS: dict[str, list[float]] = collections.defaultdict(list)   # function -> each call's time


def counted(name: str, fn):
    def call(*args):
        COUNTS[name] += 1
        started = time.perf_counter()
        try:
            return fn(*args)
        finally:
            SECONDS[name].append(time.perf_counter() - started)
    return call


def run_main(program, steps: int) -> None:
    """The program's main with `steps` training steps, what it prints dropped."""
    args = [b"example", str(TEXT).encode(), b"--steps", str(steps).encode(), b"--sample", b"0"]
    argv = (ctypes.c_char_p * len(args))(*args)
    libc = ctypes.CDLL(None)
    sys.stdout.flush()
    kept = os.dup(1)
    with open(os.devnull, "wb") as devnull:
        os.dup2(devnull.fileno(), 1)
        try:
            status = program.example_main(len(args), argv)
            libc.fflush(None)
        finally:
            os.dup2(kept, 1)
            os.close(kept)
    if status != 0:
        raise SystemExit(f"{program._name}: its main failed")


def main() -> None:
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    library = ctypes.CDLL(sys.argv[1], mode=ctypes.RTLD_GLOBAL)
    from simple_torch.runtime.entry import EXPORTED   # this interpreter's runtime, which the library binds
    for name, fn in list(EXPORTED.items()):
        EXPORTED[name] = counted(name, fn)
    library.rt_torch_fast_path.restype = ctypes.c_char_p
    if library.rt_torch_init() != 0:
        raise SystemExit("rt_torch_init failed")
    print("fast path", library.rt_torch_fast_path().decode())
    for path in sys.argv[2:]:
        program = ctypes.CDLL(path)
        program.example_main.argtypes = [ctypes.c_int, ctypes.POINTER(ctypes.c_char_p)]
        run_main(program, 2)   # warms up, and what a run calls outside its steps
        before = COUNTS.copy()
        run_main(program, 2)
        short = COUNTS - before
        before = COUNTS.copy()
        SECONDS.clear()
        run_main(program, 2 + STEPS)
        per_step = {name: (n - short[name]) / STEPS for name, n in (COUNTS - before).items() if n != short[name]}
        print(f"{Path(path).stem} calls_per_step {sum(per_step.values()):g}")
        for name, n in sorted(per_step.items(), key=lambda item: (-item[1], item[0])):
            print(f"  {name} {n:g} {statistics.median(SECONDS[name]) * 1e6:.1f}")


if __name__ == "__main__":
    main()
