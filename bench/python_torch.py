"""The Python torch side of `make bench`: tiny add, numel, 1024 matmul and the MLP training step.

Prints `name seconds-per-op`, each the median of REPS repetitions after a warm-up (as bench/c_abi.c).
"""

import statistics
import sys
import time

import torch
import torch.nn.functional as F

REPS = 7


def per_call(fn, n, settle=lambda: None):
    """Seconds per call of fn, the median of REPS repetitions of n calls after a warm-up; settle (a GPU's
    synchronize, for bench/gpu.py) runs at the end of each repetition, inside its time."""
    for _ in range(n):   # warm-up
        fn()
    settle()
    times = []
    for _ in range(REPS):
        t0 = time.perf_counter()
        for _ in range(n):
            fn()
        settle()
        times.append((time.perf_counter() - t0) / n)
    return statistics.median(times)


def tiny():
    a = torch.tensor([[1, 2, 3], [4, 5, 6]], dtype=torch.float32)
    b = torch.tensor([[6, 5, 4], [3, 2, 1]], dtype=torch.float32)

    def add():
        a + b   # result dropped, as rt_torch_tensor_free drops it on the C side

    print("tiny_add", per_call(add, 3000))
    print("numel", per_call(a.numel, 3000))
    x, y = torch.randn(1024, 1024), torch.randn(1024, 1024)
    print("matmul1024", per_call(lambda: x @ y, 5))


def training():
    torch.manual_seed(0)
    x = torch.randn(128, 64)
    y = torch.tensor([(i * 7) % 10 for i in range(128)])
    params = [(torch.randn(*shape) * 0.1).requires_grad_() for shape in ((128, 64), (128,), (10, 128), (10,))]
    w1, b1, w2, b2 = params
    opt = torch.optim.SGD(params, lr=0.01, momentum=0.0, weight_decay=0.0)

    def step():
        loss = F.cross_entropy(F.linear(F.relu(F.linear(x, w1, b1)), w2, b2), y)
        opt.zero_grad()
        loss.backward()
        opt.step()

    print("train_step", per_call(step, 100))


if __name__ == "__main__":
    print("threads", torch.get_num_threads())
    tiny()
    training()
    sys.stdout.flush()
