"""A makemore-style transformer's training step, the same model written once over either library: simple_torch or
Python torch (`lib`, with its `nn` and `optim`). Token and position embeddings (width 32, context 16) -> 2 pre-norm
blocks (4 heads of causal self-attention spelled out with matmul, masked_fill and softmax; an MLP 4x wide with
GELU; residuals) -> LayerNorm -> Linear to the vocabulary; cross entropy; AdamW. One step: forward, zero_grad,
backward, step, on a batch of 16 random token windows.

    python bench/transformer_step.py [--steps N]      (prints `st_ms`, `torch_ms` and their ratio)

bench/tier3_overhead.py times it beside the per-call figures, the two sides in alternate rounds.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time

WIDTH, HEADS, LAYERS, CONTEXT, BATCH, VOCAB = 32, 4, 2, 16, 16, 65
LR = 3e-3
SEED = 1337


def model_class(lib):
    """The model's class for lib (simple_torch or torch): the same code on both."""
    nn, F = lib.nn, lib.nn.functional

    class Attention(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.qkv = nn.Linear(WIDTH, 3 * WIDTH)
            self.proj = nn.Linear(WIDTH, WIDTH)
            self.register_buffer("future", lib.tril(lib.ones(CONTEXT, CONTEXT)) == 0)

        def forward(self, x):
            batch, length, width = x.shape
            head = width // HEADS
            q, k, v = self.qkv(x).split(width, dim=2)
            q = q.view(batch, length, HEADS, head).transpose(1, 2)
            k = k.view(batch, length, HEADS, head).transpose(1, 2)
            v = v.view(batch, length, HEADS, head).transpose(1, 2)
            scores = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(head))
            scores = scores.masked_fill(self.future[:length, :length], float("-inf"))
            attended = F.softmax(scores, dim=-1) @ v
            return self.proj(attended.transpose(1, 2).contiguous().view(batch, length, width))

    class Block(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.norm1, self.attention = nn.LayerNorm(WIDTH), Attention()
            self.norm2 = nn.LayerNorm(WIDTH)
            self.up, self.down = nn.Linear(WIDTH, 4 * WIDTH), nn.Linear(4 * WIDTH, WIDTH)

        def forward(self, x):
            x = x + self.attention(self.norm1(x))
            return x + self.down(F.gelu(self.up(self.norm2(x))))

    class Transformer(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.tokens, self.positions = nn.Embedding(VOCAB, WIDTH), nn.Embedding(CONTEXT, WIDTH)
            self.blocks = nn.ModuleList([Block() for _ in range(LAYERS)])
            self.norm, self.head = nn.LayerNorm(WIDTH), nn.Linear(WIDTH, VOCAB)
            self.register_buffer("places", lib.arange(CONTEXT))

        def forward(self, idx, targets):
            x = self.tokens(idx) + self.positions(self.places)
            for block in self.blocks:
                x = block(x)
            logits = self.head(self.norm(x))
            return F.cross_entropy(logits.view(-1, VOCAB), targets.view(-1))

    return Transformer


def trainer(lib):
    """step(): one training step of a fresh model on lib, on batches drawn from lib's seeded generator."""
    lib.manual_seed(SEED)
    model = model_class(lib)()
    optimizer = lib.optim.AdamW(model.parameters(), lr=LR)
    windows = [(lib.randint(0, VOCAB, (BATCH, CONTEXT)), lib.randint(0, VOCAB, (BATCH, CONTEXT))) for _ in range(4)]
    drawn = [0]

    def step() -> float:
        idx, targets = windows[drawn[0] % len(windows)]
        drawn[0] += 1
        loss = model(idx, targets)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        return loss.item()
    return step


def step_ms(step, steps: int, clock=time.perf_counter) -> list[float]:
    """ms of each of `steps` calls of step, by clock."""
    times = []
    for _ in range(steps):
        started = clock()
        step()
        times.append((clock() - started) * 1e3)
    return times


def main() -> None:
    import torch

    import simple_torch as st
    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", type=int, default=30)
    ns = ap.parse_args()
    torch.set_num_threads(1)
    sides = {"st": trainer(st), "torch": trainer(torch)}
    for step in sides.values():
        step_ms(step, 5)   # warm-up
    figures = {name: statistics.median(step_ms(step, ns.steps)) for name, step in sides.items()}
    for name, ms in figures.items():
        print(f"{name}_ms {ms:.4g}")
    print(f"ratio {figures['st'] / figures['torch']:.3g}")


if __name__ == "__main__":
    main()
