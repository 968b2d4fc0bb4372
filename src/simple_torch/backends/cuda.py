"""st.backends.cuda, as torch.backends.cuda: `matmul.allow_tf32`, `matmul.allow_fp16_reduced_precision_reduction`
and `matmul.allow_bf16_reduced_precision_reduction`; which kernels scaled_dot_product_attention may use
(flash_sdp_enabled() / enable_flash_sdp(enabled), and the memory-efficient, math and cuDNN ones; sdp_kernel() for a
block); is_built(). On the PyTorch backend these are PyTorch's own switches; on NumPy, stored flags with PyTorch's
defaults that change nothing NumPy computes."""

from __future__ import annotations

import contextlib
import warnings
from typing import Any, Iterator

from .. import calls
from ._flags import flags_set, set_flag

__all__ = ["is_built", "matmul", "flash_sdp_enabled", "enable_flash_sdp", "mem_efficient_sdp_enabled",
           "enable_mem_efficient_sdp", "math_sdp_enabled", "enable_math_sdp", "cudnn_sdp_enabled",
           "enable_cudnn_sdp", "sdp_kernel"]

_MATMUL_FLAGS = ("allow_tf32", "allow_fp16_reduced_precision_reduction", "allow_bf16_reduced_precision_reduction")


def is_built() -> bool:
    """Whether the library was built with CUDA (a GPU need not be present: st.cuda.is_available() says that)."""
    return calls.backends_is_built("cuda")


class cuBLASModule:  # noqa: N801 - PyTorch's class name
    """torch.backends.cuda.matmul: attributes that read and set the cuBLAS switches."""

    def __getattr__(self, name: str) -> bool:
        if name in _MATMUL_FLAGS:
            return calls.backends_flag(f"cuda.matmul.{name}")
        raise AttributeError("Unknown attribute " + name)

    def __setattr__(self, name: str, value: Any) -> None:
        if name not in _MATMUL_FLAGS:
            raise AttributeError("Unknown attribute " + name)
        if name != "allow_tf32" and not isinstance(value, bool):   # PyTorch's checks
            raise TypeError(f"{name} expects a bool, but got {type(value)!r}" + (
                " (the (allow_reduced_precision, allow_splitk) form is not supported: split-K is not a switch here)"
                if isinstance(value, (list, tuple)) else ""))
        set_flag(f"cuda.matmul.{name}", value)


matmul = cuBLASModule()


def flash_sdp_enabled() -> bool:
    return calls.backends_flag("cuda.flash_sdp")


def enable_flash_sdp(enabled: bool) -> None:
    set_flag("cuda.flash_sdp", enabled)


def mem_efficient_sdp_enabled() -> bool:
    return calls.backends_flag("cuda.mem_efficient_sdp")


def enable_mem_efficient_sdp(enabled: bool) -> None:
    set_flag("cuda.mem_efficient_sdp", enabled)


def math_sdp_enabled() -> bool:
    return calls.backends_flag("cuda.math_sdp")


def enable_math_sdp(enabled: bool) -> None:
    set_flag("cuda.math_sdp", enabled)


def cudnn_sdp_enabled() -> bool:
    return calls.backends_flag("cuda.cudnn_sdp")


def enable_cudnn_sdp(enabled: bool) -> None:
    set_flag("cuda.cudnn_sdp", enabled)


@contextlib.contextmanager
def sdp_kernel(enable_flash: bool = True, enable_math: bool = True, enable_mem_efficient: bool = True,
               enable_cudnn: bool = True) -> Iterator[None]:
    """Which attention kernels may run in the block (deprecated in PyTorch for torch.nn.attention.sdpa_kernel)."""
    warnings.warn("`torch.backends.cuda.sdp_kernel()` is deprecated. In the future, this context manager will be "
                  "removed. Please see `torch.nn.attention.sdpa_kernel()` for the new context manager, with updated "
                  "signature.", FutureWarning, stacklevel=3)
    with flags_set({"cuda.flash_sdp": enable_flash, "cuda.math_sdp": enable_math,
                    "cuda.mem_efficient_sdp": enable_mem_efficient, "cuda.cudnn_sdp": enable_cudnn}):
        yield
