"""st.backends.cpu, as torch.backends.cpu: the vector instructions the CPU kernels use."""

from __future__ import annotations

from .. import calls

__all__ = ["get_cpu_capability"]


def get_cpu_capability() -> str:
    """"AVX512", "AVX2", "NO AVX", "DEFAULT", ... (PyTorch's value; on NumPy the same levels, as NumPy detects the
    CPU's features)."""
    return calls.backends_cpu_capability()
