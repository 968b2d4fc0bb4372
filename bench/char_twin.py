"""What the Python twins of examples/c/char_lstm.c and tiny_gpt.c share, as examples/c/char_model.h does for the C
programs: the text and its alphabet, the batches from the same 64-bit linear congruential generator, the parameter
table initialised with the same calls in the same order (so the same seed gives the same weights, bit for bit, as
the C program's), the options, and the training loop with the same calls in each step.

    python bench/char_lstm_twin.py [TEXT] [--steps N] [--log-every K] [--seed S] [--bench N]

Without --bench: trains --steps steps (default 1) and prints the C program's loss lines (`step 1/1  loss ...`,
every K steps, the first and the last).
With --bench N: trains BENCH_WARMUP + N steps and prints `step_ms` (the median of the last N steps' times, in ms)
and `step_ms_min`, as the C program's --bench does. Each twin is plain Python torch: functional calls, a
torch.optim optimizer, torch.nn.utils.clip_grad_norm_ and a torch.optim.lr_scheduler, on one intra-op thread when
OMP_NUM_THREADS=1 (bench/run.py sets it on every side).
"""

from __future__ import annotations

import argparse
import statistics
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import torch

ROOT = Path(__file__).resolve().parents[1]
BENCH_WARMUP = 5   # char_model.h's: the steps --bench does not time
MASK64 = (1 << 64) - 1


@dataclass
class Text:
    ids: np.ndarray        # the text as alphabet indices, int64
    alphabet: bytes        # index -> byte, in byte order


def read_text(path: str) -> Text:
    data = Path(path).read_bytes()
    alphabet = bytes(sorted(set(data)))
    index = np.full(256, -1, dtype=np.int64)
    index[list(alphabet)] = np.arange(len(alphabet))
    return Text(index[np.frombuffer(data, dtype=np.uint8)], alphabet)


class Batches:
    """char_model.h's draw_batch: `window` characters from random starts, targets the characters after each."""

    def __init__(self, text: Text, batch: int, window: int) -> None:
        if len(text.ids) <= window + 1:
            raise SystemExit(f"the text has {len(text.ids)} characters; it needs more than {window + 1}")
        self.text, self.batch, self.window, self.state = text, batch, window, 1
        self.offsets = np.arange(window)

    def _next(self) -> int:
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) & MASK64
        return self.state >> 33

    def draw(self) -> tuple[torch.Tensor, torch.Tensor]:
        span = len(self.text.ids) - self.window - 1
        starts = np.array([self._next() % span for _ in range(self.batch)], dtype=np.int64)
        rows = starts[:, None] + self.offsets
        return torch.from_numpy(self.text.ids[rows]), torch.from_numpy(self.text.ids[rows + 1])


# char_model.h's InitKind
NORMAL, UNIFORM, ZEROS, ONES = "normal", "uniform", "zeros", "ones"


def create_params(table: list[tuple[str, tuple[int, ...], str, float]]) -> dict[str, torch.Tensor]:
    """name -> parameter, made as char_model.h's create_params makes them (the library's randn, mul_scalar,
    zeros + uniform_, zeros, ones), in the table's order, then marked as requiring gradients."""
    params = {}
    for name, shape, init, scale in table:
        if init == NORMAL:
            params[name] = torch.mul(torch.randn(shape, dtype=torch.float32), scale)
        elif init == UNIFORM:
            params[name] = torch.zeros(shape, dtype=torch.float32).uniform_(-scale, scale)
        elif init == ZEROS:
            params[name] = torch.zeros(shape, dtype=torch.float32)
        else:
            params[name] = torch.ones(shape, dtype=torch.float32)
    for p in params.values():
        p.requires_grad_(True)
    return params


@dataclass
class CharModel:
    """What differs between the two twins, as char_model.h's CharModel."""
    batch: int
    window: int
    clip: float
    table: object      # alphabet size -> [(name, shape, init, scale)]
    loss: object       # (params, x, y, alphabet) -> the mean cross entropy
    optimizer: object  # (params list, steps) -> (optimizer, schedule or None)


def run_char_model(model: CharModel, argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("text", nargs="?", default=str(ROOT / "examples" / "data" / "shakespeare.txt"))
    ap.add_argument("--steps", type=int, default=None)
    ap.add_argument("--log-every", type=int, default=25)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--bench", type=int, default=0)
    ns = ap.parse_args(argv)
    if ns.bench < 0 or ns.log_every < 1 or (ns.steps is not None and ns.steps < 1):
        ap.error("--steps and --log-every must be at least 1, --bench at least 0")
    if ns.bench and ns.steps is not None:
        ap.error(f"--bench N runs {BENCH_WARMUP} + N steps; it takes no --steps")
    steps = BENCH_WARMUP + ns.bench if ns.bench else (ns.steps or 1)

    text = read_text(ns.text)
    alphabet = len(text.alphabet)
    torch.manual_seed(ns.seed)
    params = create_params(model.table(alphabet))
    every = list(params.values())
    opt, schedule = model.optimizer(every, steps)
    batches = Batches(text, model.batch, model.window)
    times = []
    for step in range(1, steps + 1):
        started = time.perf_counter()
        x, y = batches.draw()
        loss = model.loss(params, x, y, alphabet)
        opt.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(every, model.clip, 2.0)
        lr = opt.param_groups[0]["lr"]   # the lr this step uses
        opt.step()
        if schedule is not None:
            schedule.step()
        value = loss.item()
        if not ns.bench and (step % ns.log_every == 0 or step == steps or step == 1):
            print(f"step {step:4d}/{steps}  loss {value:.6f}  lr {lr:.6f}")
        del x, y, loss   # the step's tensors go at its end, as the C program's scope
        times.append((time.perf_counter() - started) * 1e3)
    if ns.bench:
        timed = times[BENCH_WARMUP:]
        print(f"step_ms {statistics.median(timed):.6g}")
        print(f"step_ms_min {min(timed):.6g}")
