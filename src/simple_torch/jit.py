"""st.jit: loading TorchScript modules that torch.jit.save wrote (PyTorch backend); scripting and tracing stay in
PyTorch."""

from __future__ import annotations

import os

from .exported import LoadedModel


def load(f: str | os.PathLike, map_location: object = None, *, trusted: bool = False) -> LoadedModel:
    """The TorchScript module in file f, callable on tensors; map_location must be None (the module loads onto
    the devices it was saved from). Loading TorchScript runs the code the file carries, so it needs trusted=True
    (or SIMPLE_TORCH_TRUSTED_MODELS=1); otherwise InvalidArgumentError. Its tensors are checked against the
    file's records either way."""
    if map_location is not None:
        raise NotImplementedError("st.jit.load: map_location is not supported; move the inputs instead")
    return LoadedModel(f, "torchscript", trusted)
