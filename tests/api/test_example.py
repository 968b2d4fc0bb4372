"""examples/python: train_digits.py (the C demo's training through the Python API reaches >= 0.95), and the
U-Net and 1-D conv classifier of issue 15, against PyTorch from the same weights."""

from __future__ import annotations

import re
import runpy
from pathlib import Path

import numpy as np
import pytest
import torch

import simple_torch as st

from .conftest import TORCH_DEVICE, on_torch_device

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


# -- examples/python/unet.py and conv1d_classifier.py: issue 15's Python proofs --------------------------

MODEL_EXAMPLES = {"unet": ("make_images", "disc_iou", r"disc IoU on the test images: (0\.\d{4})"),
                  "conv1d_classifier": ("make_signals", "accuracy", r"test accuracy: (0\.\d{4})")}


def _example(name: str) -> dict:
    return runpy.run_path(str(EXAMPLE.parent / f"{name}.py"), run_name=name)


@pytest.mark.parametrize("name", MODEL_EXAMPLES)
def test_model_example_trains_as_pytorch_does(name, one_torch_thread):
    """The example's model built by PyTorch and by simple_torch from the same state dict: the losses of eight
    training steps (AdamW or Adam with their schedules, GroupNorm or BatchNorm1d in training mode) and the
    held-out metric agree. PyTorch trains where ours does (a GPU's convolutions round otherwise: TF32); its metric
    is read on the CPU, where the example's .numpy() can read it."""
    example = _example(name)
    make_data, metric, _ = MODEL_EXAMPLES[name]
    train_set = example[make_data](np.random.default_rng(0), 64)
    test_set = example[make_data](np.random.default_rng(1), 32)
    torch.manual_seed(0)
    theirs, ours = example["build"](torch), example["build"](st)
    ours.load_state_dict({k: st.tensor(v.numpy()) for k, v in theirs.state_dict().items()})
    losses = [list(example["train"](st, ours, *train_set, 8))]
    theirs.to(TORCH_DEVICE)
    with on_torch_device():
        losses.append(list(example["train"](torch, theirs, *train_set, 8)))
    theirs.to("cpu")
    np.testing.assert_allclose(*losses, rtol=1e-4)
    assert losses[1][-1] < losses[1][0]
    assert abs(example[metric](st, ours, *test_set) - example[metric](torch, theirs, *test_set)) < 0.01


@pytest.mark.parametrize("name, steps", [("unet", 12), ("conv1d_classifier", 60)])
def test_model_example_runs(name, steps, capsys, one_torch_thread):
    assert _example(name)["main"](["--steps", str(steps)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("simple_torch: ")
    losses = [float(m[1]) for m in map(re.compile(r"step +\d+/\d+  loss (\d+\.\d{4})$").match, lines) if m]
    assert len(losses) >= 2 and losses[-1] < losses[0], lines
    assert re.fullmatch(MODEL_EXAMPLES[name][2], lines[-1]), lines[-1]
