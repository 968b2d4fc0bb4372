"""st._inductor.aoti_load_package, PyTorch's name for loading an AOTInductor package (PyTorch backend)."""

from .exported import aoti_load_package

__all__ = ["aoti_load_package"]
