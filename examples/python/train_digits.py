"""Train a small neural network on 8x8 handwritten digits with simple_torch's PyTorch-style API: the
same training as examples/c/train_digits.c (same data, split, network, seed and batches, so the same
numbers), written as a PyTorch user would.

    .venv/bin/python examples/python/train_digits.py [examples/data/digits.u8] [--cnn]

1. reads the data set (1797 records of 65 bytes: 64 pixels 0..16, then the label 0..9), scales the
   pixels to [0, 1] and splits it 80% / 20% after a shuffle by a small fixed-seed PRNG;
2. builds a multi-layer perceptron 64 -> 128 -> ReLU -> 10 (or, with --cnn, conv 3x3 -> ReLU ->
   max-pool -> conv 3x3 -> ReLU -> max-pool -> linear);
3. trains it with mini-batches, cross-entropy loss and Adam, one progress line per epoch;
4. prints the accuracy on the held-out test set: `test accuracy: 0.xxxx`.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Iterator

import numpy as np

import simple_torch as st
from simple_torch import nn

PIXELS, RECORD, CLASSES, HIDDEN = 64, 65, 10, 128
SEED = 20240607          # one seed for the split, the batch order and the initial weights
TRAIN_FRACTION = 0.8
BATCH_SIZE = 32
EVAL_BATCH_SIZE = 512
EPOCHS = 20
LEARNING_RATE = 2e-3
DEFAULT_DATA = Path(__file__).resolve().parents[1] / "data" / "digits.u8"
MASK64 = (1 << 64) - 1


class SplitMix64:
    """The C program's PRNG (Steele, Lea & Flood, 2014), so that both shuffle the same way."""

    def __init__(self, seed: int) -> None:
        self.state = seed

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def shuffle(self, order: np.ndarray) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(order), 1, -1):
            j = self.next() % i
            order[i - 1], order[j] = order[j], order[i - 1]


def load_digits(path: Path) -> tuple[np.ndarray, np.ndarray]:
    """(pixels (n, 64) float32 in [0, 1], labels (n,) int64)."""
    raw = np.frombuffer(path.read_bytes(), dtype=np.uint8)
    if raw.size == 0 or raw.size % RECORD:
        raise SystemExit(f"{path}: {raw.size} bytes is not a whole number of {RECORD}-byte records")
    records = raw.reshape(-1, RECORD)
    if records[:, :PIXELS].max() > 16 or records[:, PIXELS].max() >= CLASSES:
        raise SystemExit(f"{path}: a pixel is over 16 or a label is not a digit")
    return records[:, :PIXELS].astype(np.float32) / np.float32(16), records[:, PIXELS].astype(np.int64)


class MLP(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.hidden = nn.Linear(PIXELS, HIDDEN)
        self.out = nn.Linear(HIDDEN, CLASSES)

    def forward(self, x: st.Tensor) -> st.Tensor:
        return self.out(st.relu(self.hidden(x)))


class CNN(nn.Module):
    """(n, 1, 8, 8) -> (n, 16, 4, 4) -> (n, 32, 2, 2) -> (n, 128) -> (n, 10)."""

    def __init__(self) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(1, 16, 3, padding=1)
        self.conv2 = nn.Conv2d(16, 32, 3, padding=1)
        self.fc = nn.Linear(32 * 2 * 2, CLASSES)

    def forward(self, x: st.Tensor) -> st.Tensor:
        x = nn.functional.max_pool2d(st.relu(self.conv1(x)), 2)
        x = nn.functional.max_pool2d(st.relu(self.conv2(x)), 2)
        return self.fc(x.flatten(1))


def batches(pixels: np.ndarray, labels: np.ndarray, size: int, images: bool) -> Iterator[tuple[st.Tensor, st.Tensor]]:
    """(inputs, targets) tensors of consecutive examples; inputs (n, 64), or (n, 1, 8, 8) for the CNN."""
    for start in range(0, len(labels), size):
        x = pixels[start:start + size]
        yield st.tensor(x.reshape(-1, 1, 8, 8) if images else x), st.tensor(labels[start:start + size])


def train_epoch(model: nn.Module, optimizer: st.optim.Optimizer, pixels: np.ndarray, labels: np.ndarray,
                prng: SplitMix64, images: bool) -> tuple[float, float]:
    """One pass in a fresh random order; (mean loss, accuracy seen during the pass)."""
    order = np.arange(len(labels))
    prng.shuffle(order)
    loss_fn = nn.CrossEntropyLoss()
    loss_sum, correct = 0.0, 0
    for x, y in batches(pixels[order], labels[order], BATCH_SIZE, images):
        logits = model(x)
        loss = loss_fn(logits, y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        loss_sum += loss.item() * len(y)
        correct += (logits.argmax(dim=1) == y).sum().item()
    return loss_sum / len(labels), correct / len(labels)


@st.no_grad()
def evaluate(model: nn.Module, pixels: np.ndarray, labels: np.ndarray, images: bool) -> float:
    correct = sum((model(x).argmax(dim=1) == y).sum().item()
                  for x, y in batches(pixels, labels, EVAL_BATCH_SIZE, images))
    return correct / len(labels)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data", nargs="?", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--cnn", action="store_true", help="a small convolutional network instead of the MLP")
    args = parser.parse_args(argv)

    live_at_start = st.live_tensors()
    print(f"simple-torch: backend {st.backend()} {st.torch_version()}, ABI {st.abi_version()}")

    pixels, labels = load_digits(args.data)
    prng = SplitMix64(SEED)
    order = np.arange(len(labels))
    prng.shuffle(order)
    n_train = int(len(labels) * TRAIN_FRACTION)
    train, test = order[:n_train], order[n_train:]
    print(f"data: {len(train)} training and {len(test)} test examples from {args.data}")

    st.manual_seed(SEED)   # the same initial weights on every run
    model = CNN() if args.cnn else MLP()
    optimizer = st.optim.Adam(model.parameters(), lr=LEARNING_RATE)
    print(f"model: {'CNN conv16-conv32-linear' if args.cnn else 'MLP 64-128-10'}, "
          f"{len(list(model.parameters()))} parameter tensors, Adam lr {LEARNING_RATE:g}, batch {BATCH_SIZE}")

    for epoch in range(1, EPOCHS + 1):
        model.train()
        loss, accuracy = train_epoch(model, optimizer, pixels[train], labels[train], prng, args.cnn)
        print(f"epoch {epoch:2d}/{EPOCHS}  train loss {loss:.4f}  train accuracy {accuracy:.4f}", flush=True)

    model.eval()
    test_accuracy = evaluate(model, pixels[test], labels[test], args.cnn)

    del model, optimizer
    live_at_end = st.live_tensors()
    print(f"live tensors: {live_at_start} at start, {live_at_end} at end")
    if live_at_end != live_at_start:
        print(f"error: {live_at_end - live_at_start} tensor handle(s) leaked", file=sys.stderr)
        return 1
    print(f"test accuracy: {test_accuracy:.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
