"""A 1-D convolutional network tells sine, square and sawtooth waves apart, with simple_torch written as PyTorch.

    .venv/bin/python examples/python/conv1d_classifier.py [--steps 300] [--torch]

Each signal is 128 samples of one of the three wave forms, with a random frequency (2 to 8 periods), phase
and amplitude, plus noise. The network: three Conv1d layers (the first two with BatchNorm1d, ReLU and
MaxPool1d), a global average over time and a Linear layer to the three classes; CrossEntropyLoss with label
smoothing, Adam with a StepLR schedule. It prints the loss every 50 steps and the held-out accuracy.
`--torch` runs the same code on PyTorch itself.
"""

from __future__ import annotations

import argparse
import importlib
import sys

import numpy as np

LENGTH, CLASSES = 128, ("sine", "square", "sawtooth")
TRAIN_SIGNALS, TEST_SIGNALS = 1536, 600
BATCH = 32
SEED = 11


def make_signals(rng: np.random.Generator, count: int) -> tuple[np.ndarray, np.ndarray]:
    """(count, 1, LENGTH) float32 signals and their int64 classes."""
    labels = rng.integers(0, len(CLASSES), count)
    periods = rng.uniform(2, 8, (count, 1))
    phase = rng.uniform(0, 1, (count, 1))
    cycles = periods * np.arange(LENGTH) / LENGTH + phase          # position in the wave, in periods
    waves = np.stack([np.sin(2 * np.pi * cycles),                  # sine
                      np.sign(np.sin(2 * np.pi * cycles)),         # square
                      2 * (cycles % 1.0) - 1])                     # sawtooth
    signals = waves[labels, np.arange(count)] * rng.uniform(0.5, 1.5, (count, 1))
    signals += rng.normal(0, 0.3, signals.shape)
    return signals[:, None, :].astype(np.float32), labels.astype(np.int64)


def build(torch):
    """The classifier as a module of `torch` (PyTorch or simple_torch)."""
    nn = torch.nn

    class WaveNet(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.features = nn.Sequential(
                nn.Conv1d(1, 16, 7, padding=3), nn.BatchNorm1d(16), nn.ReLU(), nn.MaxPool1d(2),
                nn.Conv1d(16, 32, 5, padding=2), nn.BatchNorm1d(32), nn.ReLU(), nn.MaxPool1d(2),
                nn.Conv1d(32, 32, 3, padding=1), nn.ReLU())
            self.classify = nn.Linear(32, len(CLASSES))

        def forward(self, x):
            return self.classify(self.features(x).mean(dim=-1))   # the average over time

    return WaveNet()


def train(torch, model, signals: np.ndarray, labels: np.ndarray, steps: int):
    """Yields the loss of every step; batches go round the signals in order."""
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    schedule = torch.optim.lr_scheduler.StepLR(optimizer, step_size=100, gamma=0.5)
    loss_fn = torch.nn.CrossEntropyLoss(label_smoothing=0.05)
    model.train()
    for step in range(steps):
        start = step * BATCH % len(signals)
        x, y = torch.tensor(signals[start:start + BATCH]), torch.tensor(labels[start:start + BATCH])
        loss = loss_fn(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        schedule.step()
        yield loss.item()


def accuracy(torch, model, signals: np.ndarray, labels: np.ndarray) -> float:
    model.eval()
    with torch.no_grad():
        predicted = model(torch.tensor(signals)).argmax(dim=1).numpy()
    return float((predicted == labels).mean())


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=300)
    parser.add_argument("--torch", action="store_true", help="run on PyTorch itself, for comparison")
    args = parser.parse_args(argv)
    torch = importlib.import_module("torch" if args.torch else "simple_torch")
    rng = np.random.default_rng(SEED)
    train_set, test_set = make_signals(rng, TRAIN_SIGNALS), make_signals(rng, TEST_SIGNALS)
    torch.manual_seed(SEED)
    model = build(torch)
    print(f"{torch.__name__}: 1-D conv classifier of {sum(p.numel() for p in model.parameters())} parameters, "
          f"{TRAIN_SIGNALS} training and {TEST_SIGNALS} test signals")
    for step, loss in enumerate(train(torch, model, *train_set, args.steps), 1):
        if step % 50 == 0 or step in (1, args.steps):
            print(f"step {step:4d}/{args.steps}  loss {loss:.4f}")
    print(f"test accuracy: {accuracy(torch, model, *test_set):.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
