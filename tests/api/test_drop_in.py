"""A PyTorch user's training script runs unchanged but for its import line.

The script text below is run twice: as written, against PyTorch, and with `import torch` replaced by
`import simple_torch as torch`. The simple_torch model starts from the PyTorch model's initial
weights (through load_state_dict), so both must then agree step by step: every loss to float32
tolerance, the final weights and the accuracy.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import torch

from .conftest import TORCH_DEVICE, on_torch_device

SCRIPT = '''
import torch


class MLP(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = torch.nn.Linear(64, 32)
        self.fc2 = torch.nn.Linear(32, 10)

    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x)))


class CNN(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = torch.nn.Conv2d(1, 8, kernel_size=3, padding=1)
        self.bn1 = torch.nn.BatchNorm2d(8)
        self.conv2 = torch.nn.Conv2d(8, 16, 3, padding=1)
        self.pool = torch.nn.MaxPool2d(2)
        self.head = torch.nn.Sequential(torch.nn.Flatten(), torch.nn.Dropout(0.0), torch.nn.Linear(16 * 2 * 2, 10))

    def forward(self, x):
        x = self.pool(torch.relu(self.bn1(self.conv1(x))))
        x = self.pool(torch.nn.functional.relu(self.conv2(x)))
        return self.head(x)


def train(model, images, labels, steps, optimizer_name, batch_size=64):
    x = torch.tensor(images)
    y = torch.tensor(labels)
    if optimizer_name == "adam":
        optimizer = torch.optim.Adam(model.parameters(), lr=0.01)
    else:
        optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9, weight_decay=1e-4)
    loss_fn = torch.nn.CrossEntropyLoss()
    losses = []
    model.train()
    for step in range(steps):
        start = (step * batch_size) % (len(x) - batch_size)
        xb, yb = x[start:start + batch_size], y[start:start + batch_size]
        optimizer.zero_grad()
        loss = loss_fn(model(xb), yb)
        loss.backward()
        optimizer.step()
        losses.append(loss.item())
    model.eval()
    with torch.no_grad():
        predictions = model(x).argmax(dim=1)
        accuracy = (predictions == y).float().mean().item()
        first_logit = model(x[0:1])[0, predictions[0]].item()
    return losses, accuracy, first_logit
'''

DIGITS = Path(__file__).resolve().parents[2] / "examples" / "data" / "digits.u8"


def run_script(import_line: str) -> dict:
    namespace: dict = {}
    exec(compile(SCRIPT.replace("import torch", import_line, 1), f"<script: {import_line}>", "exec"), namespace)
    return namespace


@pytest.fixture(scope="module")
def digits() -> tuple[np.ndarray, np.ndarray]:
    """The first 640 digits: pixels scaled to [0, 1] (float32), labels (int64)."""
    records = np.frombuffer(DIGITS.read_bytes(), dtype=np.uint8).reshape(-1, 65)[:640]
    return records[:, :64].astype(np.float32) / 16, records[:, 64].astype(np.int64)


@pytest.mark.parametrize("model_name, image_shape, optimizer_name, steps",
                         [("MLP", (-1, 64), "adam", 40), ("CNN", (-1, 1, 8, 8), "sgd", 30)])
def test_script_trains_the_same_under_both_libraries(digits, one_torch_thread, model_name, image_shape,
                                                      optimizer_name, steps):
    theirs, ours = run_script("import torch"), run_script("import simple_torch as torch")
    assert ours["torch"].__name__ == "simple_torch" and theirs["torch"] is torch
    images, labels = digits[0].reshape(image_shape), digits[1]

    torch.manual_seed(0)
    their_model = theirs[model_name]()
    our_model = ours[model_name]()
    our_model.load_state_dict({key: value.numpy() for key, value in their_model.state_dict().items()})

    # the script under PyTorch runs where ours does (its model moved there, its tensors made there), as a script
    # run with torch.set_default_device would: a GPU's kernels round otherwise than the CPU's (convolutions in TF32)
    their_model.to(TORCH_DEVICE)
    with on_torch_device():
        their_losses, their_accuracy, their_logit = theirs["train"](their_model, images, labels, steps, optimizer_name)
    our_losses, our_accuracy, our_logit = ours["train"](our_model, images, labels, steps, optimizer_name)

    assert their_losses[-1] < their_losses[0] / 3 and their_accuracy > 0.85   # the script does train
    np.testing.assert_allclose(our_losses, their_losses, rtol=2e-4, atol=1e-5)
    assert our_accuracy == pytest.approx(their_accuracy, abs=2 / len(labels))
    assert our_logit == pytest.approx(their_logit, rel=1e-3)
    for (key, value), (their_key, their_value) in zip(our_model.state_dict().items(),
                                                      their_model.state_dict().items()):
        assert key == their_key
        np.testing.assert_allclose(value.numpy(), their_value.cpu().numpy(), rtol=1e-3, atol=1e-4, err_msg=key)
