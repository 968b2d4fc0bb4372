"""torch.backends' flags and facts for section 38 (rt_torch_backends_*): PyTorch's own, read and set in place, so
that st.backends.cudnn.benchmark = True is torch.backends.cudnn.benchmark = True. The runtime has checked the
names (spec.BACKEND_FLAGS, spec.BACKEND_LIBRARIES) and the values."""

from __future__ import annotations

from typing import Callable

import torch
import torch.backends.cpu
import torch.backends.cuda
import torch.backends.cudnn
import torch.backends.mkl
import torch.backends.mkldnn
import torch.backends.mps
import torch.backends.openmp
import torch.backends.opt_einsum


def _attribute(module: object, name: str) -> tuple[Callable[[], bool], Callable[[bool], None]]:
    """The getter and setter of a torch.backends module attribute (a property of PyTorch's module class)."""
    return (lambda: bool(getattr(module, name)), lambda value: setattr(module, name, value))


_CUDA = torch.backends.cuda
_FLAGS: dict[str, tuple[Callable[[], bool], Callable[[bool], None]]] = {
    "cudnn.enabled": _attribute(torch.backends.cudnn, "enabled"),
    "cudnn.benchmark": _attribute(torch.backends.cudnn, "benchmark"),
    "cudnn.deterministic": _attribute(torch.backends.cudnn, "deterministic"),
    "cudnn.allow_tf32": _attribute(torch.backends.cudnn, "allow_tf32"),
    "cuda.matmul.allow_tf32": _attribute(_CUDA.matmul, "allow_tf32"),
    "cuda.matmul.allow_fp16_reduced_precision_reduction":
        _attribute(_CUDA.matmul, "allow_fp16_reduced_precision_reduction"),
    "cuda.matmul.allow_bf16_reduced_precision_reduction":
        _attribute(_CUDA.matmul, "allow_bf16_reduced_precision_reduction"),
    "cuda.flash_sdp": (_CUDA.flash_sdp_enabled, _CUDA.enable_flash_sdp),
    "cuda.mem_efficient_sdp": (_CUDA.mem_efficient_sdp_enabled, _CUDA.enable_mem_efficient_sdp),
    "cuda.math_sdp": (_CUDA.math_sdp_enabled, _CUDA.enable_math_sdp),
    "cuda.cudnn_sdp": (_CUDA.cudnn_sdp_enabled, _CUDA.enable_cudnn_sdp),
    "mkldnn.enabled": _attribute(torch.backends.mkldnn, "enabled"),
    "mkldnn.deterministic": _attribute(torch.backends.mkldnn, "deterministic"),
    "opt_einsum.enabled": _attribute(torch.backends.opt_einsum, "enabled"),
}
_AVAILABLE: dict[str, Callable[[], bool]] = {
    "cudnn": torch.backends.cudnn.is_available, "mps": torch.backends.mps.is_available,
    "mkldnn": torch.backends.mkldnn.is_available, "mkl": torch.backends.mkl.is_available,
    "openmp": torch.backends.openmp.is_available, "opt_einsum": torch.backends.opt_einsum.is_available,
}
_BUILT: dict[str, Callable[[], bool]] = {"cuda": _CUDA.is_built, "mps": torch.backends.mps.is_built}


class TorchSwitches:
    def flag(self, name: str) -> bool:
        return bool(_FLAGS[name][0]())

    def set_flag(self, name: str, value: bool) -> None:
        _FLAGS[name][1](value)

    def is_available(self, name: str) -> bool:
        return bool(_AVAILABLE[name]())

    def is_built(self, name: str) -> bool:
        return bool(_BUILT[name]())

    def cudnn_version(self) -> int:
        return (torch.backends.cudnn.version() or 0) if torch.backends.cudnn.is_available() else 0

    def cpu_capability(self) -> str:
        return torch.backends.cpu.get_cpu_capability()
