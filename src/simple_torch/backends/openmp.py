"""st.backends.openmp, as torch.backends.openmp: whether operations run in parallel through OpenMP (on NumPy:
whether NumPy's BLAS threads with OpenMP)."""

from __future__ import annotations

from .. import calls

__all__ = ["is_available"]


def is_available() -> bool:
    return calls.backends_is_available("openmp")
