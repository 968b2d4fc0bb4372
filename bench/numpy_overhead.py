"""The NumPy backend's tiny op, layer by layer: where the time between raw NumPy and the C ABI goes.

    .venv/bin/python bench/numpy_overhead.py        (after `make lib`; it builds build/bench/numpy_overhead)

For a tiny op and the free of its result (2x3 float32 operands: add, mul_scalar by 2.0, sum), each row adds one
layer to the row above and shows what that layer costs, in nanoseconds per op + free:

    raw NumPy          x + y, x * 2.0, x.sum() on the arrays themselves
    backend op         the NumPy backend's op: dtype checks and the Tensor of the result (no input requires grad)
    handle table       issuing the result's handle, and removing it
    runtime functions  rt_torch_tensor_add's checks and handle lookups, and rt_torch_tensor_free's
    entry decorator    the error model around both (try, the thread's last error)
    C ABI              the C entry points and cffi's two calls into the embedded Python (bench/numpy_overhead.c)

Every figure is the fastest of many short rounds, which a shared machine's noise spoils less than a median; the
Python layers are timed in this process, with the cost of the timing loop's own call taken off. The ratio is the
C ABI's time over raw NumPy's in a process of its own with the timing loop's call left in, as bench/numpy_side.py
times it: the quantity of `make bench`'s "NumPy backend tiny op" row, which takes medians instead. (NumPy's add
runs a few percent slower in a process where the runtime has started, as in the C program.)
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
THREADS = {"OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1"}
os.environ.update(THREADS, SIMPLE_TORCH_BACKEND="numpy")

import numpy as np  # noqa: E402  (after the thread counts are set)

ROUNDS, CALLS = 200, 1000
PROGRAM = ROOT / "build" / "bench" / "numpy_overhead"
LAYERS = ("raw NumPy", "backend op", "handle table", "runtime functions", "entry decorator", "C ABI")


def fastest(fn) -> float:
    """Nanoseconds per call of fn: the fastest of ROUNDS rounds of CALLS calls, after one round of warm-up."""
    for _ in range(CALLS):
        fn()
    best = float("inf")
    for _ in range(ROUNDS):
        t0 = time.perf_counter_ns()
        for _ in range(CALLS):
            fn()
        best = min(best, (time.perf_counter_ns() - t0) / CALLS)
    return best


def c_figures() -> dict[str, float]:
    source = ROOT / "bench" / "numpy_overhead.c"
    if not PROGRAM.exists() or PROGRAM.stat().st_mtime < source.stat().st_mtime:
        PROGRAM.parent.mkdir(parents=True, exist_ok=True)
        flags = subprocess.run(["pkg-config", "--cflags", "--libs", "simple-torch"], check=True, capture_output=True,
                               text=True, env={**os.environ, "PKG_CONFIG_PATH": str(ROOT / "build/lib/pkgconfig")})
        subprocess.run(["gcc", "-O2", "-Wall", "-Wextra", "-o", str(PROGRAM), str(source), *flags.stdout.split()],
                       check=True)
    out = subprocess.run([str(PROGRAM)], check=True, capture_output=True, text=True, env=os.environ).stdout
    return {name: float(value) for name, value in (line.split() for line in out.splitlines())}


def tiny_arrays() -> tuple[np.ndarray, np.ndarray]:
    return (np.array([[1, 2, 3], [4, 5, 6]], dtype=np.float32), np.array([[6, 5, 4], [3, 2, 1]], dtype=np.float32))


def raw_numpy() -> dict[str, float]:
    """Raw NumPy's ops, timed as bench/numpy_side.py times its add (the lambda's call included)."""
    x, y = tiny_arrays()
    return {"add": fastest(lambda: x + y), "mul_scalar": fastest(lambda: x * 2.0), "sum": fastest(lambda: x.sum())}


def entry_of(function):
    """What the C entry points call for a runtime function (a runtime without the variant: the function itself)."""
    return getattr(function, "from_c", function)


def main() -> None:
    if sys.argv[1:] == ["--raw"]:   # the process of its own for the ratio
        for name, ns in raw_numpy().items():
            print(name, ns)
        return
    alone = subprocess.run([sys.executable, __file__, "--raw"], check=True, capture_output=True, text=True).stdout
    raw_alone = {name: float(value) for name, value in (line.split() for line in alone.splitlines())}

    from simple_torch.abi.enums import Dtype
    from simple_torch.runtime import EXPORTED, args, startup
    from simple_torch.runtime.handles import table

    b = startup.backend()
    x, y = tiny_arrays()
    from_data = EXPORTED["rt_torch_tensor_from_data"]
    ha, hb = (from_data(array.tobytes(), list(array.shape), Dtype.float32) for array in (x, y))
    t, u = args.tensor(ha), args.tensor(hb)
    free = EXPORTED["rt_torch_tensor_free"]
    free_body, free_entry = free.__wrapped__, entry_of(free)
    ops = {   # name: (raw NumPy, backend op, runtime function's arguments)
        "add": (lambda: x + y, lambda: b.add(t, u), (ha, hb)),
        "mul_scalar": (lambda: x * 2.0, lambda: b.mul_scalar(t, 2.0), (ha, 2.0)),
        "sum": (lambda: x.sum(), lambda: b.sum(t, None, False), (ha,)),
    }
    loop = fastest(lambda: None)   # the timing loop's own call of a lambda, taken off every Python figure
    c = c_figures()
    totals, rows = {}, {layer: {} for layer in LAYERS}
    for name, (raw, op, operands) in ops.items():
        function = EXPORTED[f"rt_torch_tensor_{name}"]
        body, entry = function.__wrapped__, entry_of(function)
        cumulative = {
            "raw NumPy": fastest(raw) - loop,
            "backend op": fastest(op) - loop,
            "handle table": fastest(lambda: table.remove(table.add(op()))) - loop,
            "runtime functions": fastest(lambda: free_body(body(*operands))) - loop,
            "entry decorator": fastest(lambda: free_entry(entry(*operands))) - loop,
            "C ABI": c[name],
        }
        previous = 0.0
        for layer in LAYERS:
            rows[layer][name] = cumulative[layer] - previous
            previous = cumulative[layer]
        totals[name] = (c[name], raw_alone[name])
    print("NumPy backend, a tiny op + the free of its result (2x3 float32), ns per call "
          f"(fastest of {ROUNDS} rounds of {CALLS}):")
    print(f"{'layer':<22}" + "".join(f"{name:>12}" for name in ops))
    for layer in LAYERS:
        sign = "" if layer == "raw NumPy" else "+"
        print(f"{sign + layer:<22}" + "".join(f"{rows[layer][name]:>12.0f}" for name in ops))
    print(f"{'= C ABI':<22}" + "".join(f"{totals[name][0]:>12.0f}" for name in ops))
    print(f"{'raw NumPy, as make bench':<22}" + "".join(f"{raw:>12.0f}" for _, raw in totals.values())
          + "   (a process of its own, the lambda's call included)")
    print(f"{'ratio C ABI / NumPy':<22}" + "".join(f"{c_abi / raw:>11.2f}x" for c_abi, raw in totals.values()))
    crossing = c["free_null"] - (fastest(lambda: free_entry(0)) - loop)
    print(f"one call into Python and back (free(0) from C, less its Python side): {crossing:.0f} ns")


if __name__ == "__main__":
    sys.exit(main())
