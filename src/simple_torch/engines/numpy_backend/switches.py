"""torch.backends' flags and facts for section 38 on the NumPy backend, which has none of PyTorch's libraries: the
flags are stored, starting at PyTorch's defaults (spec.BACKEND_FLAGS), and change nothing NumPy computes; the facts
are NumPy's own (no cuDNN, MPS, oneDNN or CUDA; MKL and OpenMP where NumPy's BLAS uses them; the CPU's vector
instructions as NumPy detects them)."""

from __future__ import annotations

import importlib.util
import platform

import threadpoolctl

from ...abi import spec

try:   # NumPy 2 and NumPy 1 keep the CPU features under different names
    from numpy._core._multiarray_umath import __cpu_features__ as _CPU_FEATURES
except ImportError:   # pragma: no cover - NumPy 1
    from numpy.core._multiarray_umath import __cpu_features__ as _CPU_FEATURES

# PyTorch's levels (aten/src/ATen/native/DispatchStub.cpp): AVX512 needs F, BW, VL and DQ; AVX2 needs FMA3 too
_AVX512 = ("AVX512F", "AVX512BW", "AVX512VL", "AVX512DQ")
_AVX2 = ("AVX2", "FMA3")
_X86 = ("x86_64", "amd64", "i386", "i686", "x86")


def _has_opt_einsum() -> bool:
    return importlib.util.find_spec("opt_einsum") is not None


def _blas_pools() -> list[dict]:
    return [pool for pool in threadpoolctl.threadpool_info() if pool["user_api"] == "blas"]


class NumpySwitches:
    def __init__(self) -> None:
        self._flags = {name: bool(default) for name, default, _ in spec.BACKEND_FLAGS}
        self._flags["opt_einsum.enabled"] = _has_opt_einsum()   # PyTorch's: enabled where it is installed

    def flag(self, name: str) -> bool:
        return self._flags[name]

    def set_flag(self, name: str, value: bool) -> None:
        self._flags[name] = value

    def is_available(self, name: str) -> bool:
        if name == "mkl":
            return any(pool["internal_api"] == "mkl" for pool in _blas_pools())
        if name == "openmp":
            return any(pool.get("threading_layer") == "openmp" for pool in _blas_pools())
        if name == "opt_einsum":
            return _has_opt_einsum()
        return False   # cuDNN, MPS, oneDNN: not used by NumPy

    def is_built(self, name: str) -> bool:
        return False   # NumPy computes on the CPU only

    def cudnn_version(self) -> int:
        return 0

    def cpu_capability(self) -> str:
        if platform.machine().lower() not in _X86:
            return "DEFAULT"
        if all(_CPU_FEATURES.get(f) for f in _AVX512):
            return "AVX512"
        if all(_CPU_FEATURES.get(f) for f in _AVX2):
            return "AVX2"
        return "NO AVX"
