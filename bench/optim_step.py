"""bench/optim_step.c in Python torch: the char-LSTM's 7 parameters, the gradients' norm clipped to 5, Adam's step
(lr 3e-3, torch.optim's default CPU implementation), zero_grad; gradients from backward of sum over the parameters of
sum(p * c) before each update, untimed; each part timed alone, medians over the updates.

    OMP_NUM_THREADS=1 python bench/optim_step.py [ITERATIONS]
"""

from __future__ import annotations

import statistics
import sys
import time

import torch

ALPHABET, EMBED, HIDDEN, CLIP = 58, 32, 128, 5.0
SHAPES = [(ALPHABET, EMBED), (4 * HIDDEN, EMBED), (4 * HIDDEN, HIDDEN), (4 * HIDDEN,), (4 * HIDDEN,),
          (ALPHABET, HIDDEN), (ALPHABET,)]


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    torch.manual_seed(0)
    params = [torch.randn(s, requires_grad=True) for s in SHAPES]
    coefs = [torch.randn(s) for s in SHAPES]
    opt = torch.optim.Adam(params, lr=3e-3)

    def gradients():
        sum((p * c).sum() for p, c in zip(params, coefs)).backward()

    parts = ([], [], [])
    for i in range(-1, n):   # the first update makes Adam's state
        gradients()
        t0 = time.perf_counter()
        torch.nn.utils.clip_grad_norm_(params, CLIP)
        t1 = time.perf_counter()
        opt.step()
        t2 = time.perf_counter()
        opt.zero_grad()
        t3 = time.perf_counter()
        if i >= 0:
            for part, seconds in zip(parts, (t1 - t0, t2 - t1, t3 - t2)):
                part.append(seconds)
    clip, step, zero = (statistics.median(part) * 1e6 for part in parts)
    print(f"optim_step Python torch {torch.__version__}: clip {clip:.1f} us, Adam step {step:.1f} us, "
          f"zero_grad {zero:.1f} us, total {clip + step + zero:.1f} us")


if __name__ == "__main__":
    main()
