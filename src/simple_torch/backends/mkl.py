"""st.backends.mkl, as torch.backends.mkl: whether Intel MKL computes the CPU linear algebra (on NumPy: whether
NumPy's BLAS is MKL)."""

from __future__ import annotations

from .. import calls

__all__ = ["is_available"]


def is_available() -> bool:
    return calls.backends_is_available("mkl")
