"""Models exported from Python, in Tier 3: `st.jit.load`, `st.export.load(...).module()` and
`st._inductor.aoti_load_package` load what torch.jit.save, torch.export.save and AOTInductor wrote (PyTorch backend), as
callables over the contract's section 30 (rt_torch_model_*). Which format a file holds is read from it, so the
three loaders differ only in refusing the other formats, as PyTorch's do. A file is data unless the caller trusts
it: TorchScript and AOTInductor packages run code when loaded, so st.jit.load and st._inductor.aoti_load_package
load them only with trusted=True (or SIMPLE_TORCH_TRUSTED_MODELS=1); a torch.export program needs no trust.
"""

from __future__ import annotations

import os
from typing import Any

from . import calls
from .abi.enums import ModelLoadFlag
from .errors import BufferTooSmallError, InvalidArgumentError
from .tensor import Tensor, tensor_arg


class LoadedModel:
    """A loaded program: call it on tensors; returns a tensor, or a tuple of them when the program returns several
    (its result's tensors in pytree order)."""

    def __init__(self, path: str | os.PathLike, expected: str, trusted: bool = False) -> None:
        flags = ModelLoadFlag.trusted if trusted else ModelLoadFlag.default
        runtime = calls.model_load_options(os.fspath(path), flags)
        found = calls.model_format(runtime)
        if found != expected:
            calls.model_free(runtime)
            raise InvalidArgumentError(f"{os.fspath(path)!r} holds a program of format {found!r}, not {expected!r}")
        self._runtime, self.format = runtime, found   # the handle's owner frees it with this object

    def __call__(self, *inputs: Any) -> Tensor | tuple[Tensor, ...]:
        tensors = [tensor_arg(x, f"inputs[{i}]") for i, x in enumerate(inputs)]
        capacity = 8
        while True:   # a program with more outputs says how many: ask again with room for them
            try:
                results = calls.model_forward(self._runtime, tensors, capacity)
                break
            except BufferTooSmallError:
                capacity *= 8
        return results[0] if len(results) == 1 else results

    forward = __call__

    def __repr__(self) -> str:
        return f"LoadedModel(format={self.format!r})"


class ExportedProgram:
    """What st.export.load returns: .module() is the callable, as in PyTorch."""

    def __init__(self, path: str | os.PathLike) -> None:
        self._model = LoadedModel(path, "export")

    def module(self) -> LoadedModel:
        return self._model


def aoti_load_package(path: str | os.PathLike, *, trusted: bool = False) -> LoadedModel:
    """An AOTInductor package (torch._inductor.aoti_compile_and_package): compiled machine code, loaded as a shared
    library, so only with trusted=True (or SIMPLE_TORCH_TRUSTED_MODELS=1); otherwise InvalidArgumentError."""
    return LoadedModel(path, "aoti", trusted)
