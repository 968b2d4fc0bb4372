"""What Tier 3 (`import simple_torch as st`, on the PyTorch backend) costs over Python torch, per call and per step.

    .venv/bin/python bench/tier3_overhead.py [--rounds N] [--number N] [--steps N] [--clock wall|cpu]

Per call (2x3 `a + b`, 4x8 `F.softmax(x, dim=-1)` and `x.view(8, 4)`, `lin(y)` of an nn.Linear(32, 32) on a
4x32 y; the result freed each time): each round times --number calls of each side, the sides alternating, on one
thread. Per training step, the same model on both sides, alternating in rounds of --steps steps after a warm-up:
bench/transformer_step.py's makemore-style transformer (2 layers, width 32, batch 16) and a character LSTM (an
Embedding(65, 32), an LSTMCell(32, 128) unrolled over 32 characters, a Linear(128, 65), cross entropy, Adam,
the gradients' norm clipped to 5; batch 16).

--clock cpu times with this thread's CPU time instead of the wall clock: on a machine shared with other work, the
time this process waited for a core is left out (every side runs on this one thread).

Prints one `name value` line per figure (bench/run.py reads them): `<call>_st_us`, `<call>_torch_us` (the
median over rounds) and `<call>_st_us_min`, `<call>_torch_us_min` (the best round), and the same as `<model>_st_ms`,
... for the steps; each `<name>_ratio` is st / torch of the medians, `<name>_ratio_min` of the minima.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import timeit
from pathlib import Path

import torch

import simple_torch as st

sys.path.insert(0, str(Path(__file__).resolve().parent))
from transformer_step import step_ms, trainer   # noqa: E402  (bench/ is no package)

CLOCKS = {"wall": time.perf_counter, "cpu": time.thread_time}
VOCAB, EMBED, HIDDEN, BATCH, WINDOW, CLIP, LR = 65, 32, 128, 16, 32, 5.0, 3e-3


def call_statements(lib) -> dict[str, tuple[str, dict]]:
    """name -> (statement, its names) of each timed call on lib."""
    lib.manual_seed(0)
    a, b, x, y = lib.randn(2, 3), lib.randn(2, 3), lib.randn(4, 8), lib.randn(4, 32)
    names = {"a": a, "b": b, "x": x, "y": y, "F": lib.nn.functional, "lin": lib.nn.Linear(32, 32)}
    return {"add": ("a + b", names), "softmax": ("F.softmax(x, dim=-1)", names), "view": ("x.view(8, 4)", names),
            "linear": ("lin(y)", names)}


def lstm_trainer(lib):
    """step(): one training step of the character LSTM on lib."""
    nn, F = lib.nn, lib.nn.functional
    lib.manual_seed(0)
    embedding, cell, head = nn.Embedding(VOCAB, EMBED), nn.LSTMCell(EMBED, HIDDEN), nn.Linear(HIDDEN, VOCAB)
    params = [*embedding.parameters(), *cell.parameters(), *head.parameters()]
    optimizer = lib.optim.Adam(params, lr=LR)
    batches = [(lib.randint(0, VOCAB, (BATCH, WINDOW)), lib.randint(0, VOCAB, (BATCH, WINDOW))) for _ in range(4)]
    drawn = [0]

    def step() -> float:
        x, y = batches[drawn[0] % len(batches)]
        drawn[0] += 1
        embedded = embedding(x)
        h, c = lib.zeros(BATCH, HIDDEN), lib.zeros(BATCH, HIDDEN)
        outputs = []
        for t in range(WINDOW):
            h, c = cell(embedded[:, t], (h, c))
            outputs.append(h)
        logits = head(lib.stack(outputs, 1))
        loss = F.cross_entropy(logits.reshape(BATCH * WINDOW, VOCAB), y.reshape(BATCH * WINDOW))
        optimizer.zero_grad()
        loss.backward()
        lib.nn.utils.clip_grad_norm_(params, CLIP)
        optimizer.step()
        return loss.item()
    return step


def report(name: str, unit: str, st_times: list[float], torch_times: list[float]) -> None:
    for side, times in (("st", st_times), ("torch", torch_times)):
        print(f"{name}_{side}_{unit} {statistics.median(times):.4g}")
        print(f"{name}_{side}_{unit}_min {min(times):.4g}")
    print(f"{name}_ratio {statistics.median(st_times) / statistics.median(torch_times):.3g}")
    print(f"{name}_ratio_min {min(st_times) / min(torch_times):.3g}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--number", type=int, default=20000, help="calls of each statement a round")
    ap.add_argument("--steps", type=int, default=10, help="training steps of each side a round")
    ap.add_argument("--clock", choices=sorted(CLOCKS), default="wall")
    ns = ap.parse_args()
    clock = CLOCKS[ns.clock]
    if min(ns.rounds, ns.number, ns.steps) < 1:
        ap.error("--rounds, --number and --steps must be at least 1")
    torch.set_num_threads(1)   # st on the PyTorch backend runs in this process's torch
    if st.get_backend() != "torch":
        raise SystemExit("Tier 3's overhead is measured against torch: run it on the PyTorch backend")

    sides = {"st": call_statements(st), "torch": call_statements(torch)}
    for name in sides["st"]:
        per_call: dict[str, list[float]] = {"st": [], "torch": []}
        for _ in range(ns.rounds):
            for side, statements in sides.items():
                statement, names = statements[name]
                per_call[side].append(timeit.timeit(statement, globals=names, number=ns.number, timer=clock)
                                      / ns.number * 1e6)
        report(name, "us", per_call["st"], per_call["torch"])

    for name, make in (("transformer_step", trainer), ("lstm_step", lstm_trainer)):
        steps = {"st": make(st), "torch": make(torch)}
        for step in steps.values():
            step_ms(step, 3, clock)   # warm-up
        times: dict[str, list[float]] = {"st": [], "torch": []}
        for _ in range(ns.rounds):
            for side, step in steps.items():
                times[side] += step_ms(step, ns.steps, clock)
        report(name, "ms", times["st"], times["torch"])


if __name__ == "__main__":
    main()
