"""Typed user code over simple_torch, checked by mypy in tests/test_typing.py (and run there too): each name below
must be found, with the types its def declares, by a type checker reading the installed package."""

from __future__ import annotations

import simple_torch as st
import simple_torch.nn.functional as F
from simple_torch import nn, optim


def generated_variants(x: st.Tensor) -> list[st.Tensor]:
    """The functions and methods of the spec's Op rows (function_variants.py, tensor_variants.py)."""
    return [st.sin(x), x.sin(), st.argmax(x, dim=1), x.amax(dim=(0, 1), keepdim=True), x.logsumexp(1),
            st.maximum(x, x), x.tril(diagonal=1), F.sigmoid(x), F.logsigmoid(x), st.all(x > 0), st.round(x)]


def hand_written(x: st.Tensor) -> list[st.Tensor]:
    """Functions and methods written by hand (functions.py, tensor.py, nn/functional.py)."""
    return [st.add(x, 1.0), st.sum(x, 0), x.sum(), F.relu(x), F.softmax(x, dim=-1), st.cat([x, x]), x @ x.t()]


def train_step() -> float:
    model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))
    optimizer = optim.Adam(model.parameters(), lr=1e-2)
    inputs, targets = st.randn(16, 4), st.randint(0, 2, (16,))
    loss = F.cross_entropy(model(inputs), targets)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    with st.no_grad():
        accuracy: float = (model(inputs).argmax(dim=1) == targets).float().mean().item()
    return accuracy


if __name__ == "__main__":
    x = st.randn(3, 3)
    assert all(isinstance(t, st.Tensor) for t in generated_variants(x) + hand_written(x))
    print(f"accuracy {train_step():.2f}")
