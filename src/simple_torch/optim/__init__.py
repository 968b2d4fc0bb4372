"""st.optim: optimizers over the runtime's (PyTorch's update rules)."""

from __future__ import annotations

from .adam import Adam
from .optimizer import Optimizer
from .sgd import SGD

__all__ = ["Optimizer", "SGD", "Adam"]
