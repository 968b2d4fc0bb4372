"""examples/python/train_digits.py: the C demo's training through the Python API reaches >= 0.95."""

from __future__ import annotations

import re
import runpy
from pathlib import Path

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "python" / "train_digits.py"


def test_train_digits_example(capsys, one_torch_thread):
    main = runpy.run_path(str(EXAMPLE), run_name="train_digits")["main"]
    assert main([]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("simple-torch: backend ")
    assert lines[1] == f"data: 1437 training and 360 test examples from {EXAMPLE.parents[1] / 'data' / 'digits.u8'}"
    epochs = [line for line in lines if line.startswith("epoch ")]
    assert len(epochs) == 20 and re.fullmatch(r"epoch  1/20  train loss \d\.\d{4}  train accuracy 0\.\d{4}", epochs[0])
    losses = [float(line.split()[4]) for line in epochs]
    assert losses[-1] < losses[0] / 10
    assert re.fullmatch(r"live tensors: (\d+) at start, \1 at end", lines[-2])
    accuracy = re.fullmatch(r"test accuracy: (0\.\d{4})", lines[-1])
    assert accuracy and float(accuracy[1]) >= 0.95
