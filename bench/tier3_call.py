"""The cost of one tiny operation through Tier 3, whose generated calls hold their operands for the whole call.

    .venv/bin/python bench/tier3_call.py            (SIMPLE_TORCH_BACKEND=numpy for the NumPy backend)

Prints ns per call of `a + b` on two 2-element float32 tensors and of `x.sin()`, the result freed each time: the
best of ROUNDS rounds of NUMBER calls (the least disturbed by other work on a shared machine), and their median.
"""

from __future__ import annotations

import statistics
import timeit

import simple_torch as st

ROUNDS, NUMBER = 15, 20000


def per_call(statement: str, names: dict[str, object]) -> tuple[float, float]:
    """(best, median) ns per call of statement."""
    times = timeit.repeat(statement, globals=names, repeat=ROUNDS, number=NUMBER)
    return min(times) / NUMBER * 1e9, statistics.median(times) / NUMBER * 1e9


def main() -> None:
    a, b = st.tensor([1.0, 2.0]), st.tensor([3.0, 4.0])
    print(f"backend {st.get_backend()}, fast path {st.fast_path()}")
    for label, statement in (("a + b", "a + b"), ("x.sin()", "a.sin()")):
        best, median = per_call(statement, {"a": a, "b": b})
        print(f"{label:10} {best:8.0f} ns best, {median:8.0f} ns median per call")


if __name__ == "__main__":
    main()
