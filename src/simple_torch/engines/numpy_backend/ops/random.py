"""Random sampling. Each function takes the backend's `random(draw)`, which runs draw(generator) under the
generator's lock, so every sample comes from the one generator that manual_seed seeds (as dropout's mask).

The runtime has checked sizes, bounds and probabilities before any of these is called. The draws are
NumPy's, not PyTorch's: one seed gives repeatable values on each backend, different values across them.
"""

from __future__ import annotations

from typing import Callable

import numpy as np

from .. import dtypes
from ..tensor import Tensor, constant

Random = Callable[[Callable[[np.random.Generator], np.ndarray]], np.ndarray]


def randint(random: Random, low: int, high: int, shape: tuple[int, ...], dtype: int) -> Tensor:
    """Integers uniform in [low, high)."""
    drawn = random(lambda g: g.integers(low, high, shape, dtype=np.int64))
    return Tensor(drawn.astype(dtypes.BY_CODE[dtype]))


def integers_through(random: Random, low: int, high: int, shape: tuple[int, ...]) -> Tensor:
    """int64 integers uniform in [low, high], high included (int64's largest is a valid high)."""
    return Tensor(random(lambda g: g.integers(low, high, shape, dtype=np.int64, endpoint=True)))


def randperm(random: Random, n: int, dtype: int) -> Tensor:
    """A random permutation of 0..n-1."""
    return Tensor(random(lambda g: g.permutation(n)).astype(dtypes.BY_CODE[dtype]))


def multinomial(random: Random, probs: Tensor, num_samples: int, replacement: bool) -> Tensor:
    """int64 category indices drawn from each row of (unnormalised, non-negative) weights."""
    rows = np.atleast_2d(probs.data).astype(np.float64)
    weights = rows / rows.sum(axis=-1, keepdims=True)
    picks = random(lambda g: np.stack([g.choice(len(w), num_samples, replace=replacement, p=w) for w in weights]))
    picks = picks.reshape(len(weights), num_samples).astype(np.int64)
    return constant(picks if probs.data.ndim == 2 else picks[0])


def bernoulli(random: Random, probs: Tensor) -> Tensor:
    """1 with probability p for each element p, in probs' dtype; never recorded by autograd (as PyTorch)."""
    uniform = random(lambda g: g.random(probs.shape))
    return constant((uniform < probs.data).astype(probs.dtype))
