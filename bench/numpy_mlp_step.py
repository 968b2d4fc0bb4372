"""One training step of a small MLP on the NumPy backend through Tier 3: what plain backward costs there.

    SIMPLE_TORCH_BACKEND=numpy .venv/bin/python bench/numpy_mlp_step.py [--rounds N] [--steps N] [--width N]

Linear(width, 2 width), ReLU, Linear(2 width, 10), cross entropy, SGD; batch 32, float32 (width 64 by default; a
small width leaves mostly the per-op Python work). Each round times --steps steps after a warm-up, in this thread's
CPU time (a busy machine's waits left out); prints `mlp_step_us <median over rounds>` and `mlp_step_us_min <best
round>`, per step. Run it against two source trees (PYTHONPATH=<tree>/src) in alternation to compare them.
"""

from __future__ import annotations

import argparse
import statistics
import time

import simple_torch as st


def trainer(width: int):
    st.manual_seed(0)
    model = st.nn.Sequential(st.nn.Linear(width, 2 * width), st.nn.ReLU(), st.nn.Linear(2 * width, 10))
    optimizer = st.optim.SGD(model.parameters(), lr=0.01)
    x, y = st.randn(32, width), st.randint(0, 10, (32,))

    def step() -> None:
        optimizer.zero_grad()
        st.nn.functional.cross_entropy(model(x), y).backward()
        optimizer.step()
    return step


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--width", type=int, default=64)
    options = parser.parse_args()
    assert st.get_backend() == "numpy", "set SIMPLE_TORCH_BACKEND=numpy"
    step = trainer(options.width)
    for _ in range(50):
        step()
    rounds = []
    for _ in range(options.rounds):
        start = time.thread_time()
        for _ in range(options.steps):
            step()
        rounds.append((time.thread_time() - start) / options.steps * 1e6)
    print(f"mlp_step_us {statistics.median(rounds):.1f}")
    print(f"mlp_step_us_min {min(rounds):.1f}")


if __name__ == "__main__":
    main()
