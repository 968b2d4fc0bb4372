"""st.compile: torch.compile's signature and checks, running the model eagerly.

Nothing is compiled: the contract has no graph capture, so `st.compile(model)` gives what
`torch.compile(model, backend="eager")` gives, the same computation run operation by operation through the
rt_torch_* functions. A module comes back wrapped as PyTorch wraps it (an `OptimizedModule` whose state_dict keys
start with `_orig_mod.`), so a state dict saved from a compiled PyTorch model loads into a compiled st model.
"""

from __future__ import annotations

import functools
from typing import Any, Callable

from .nn.module import Module

__all__ = ["compile", "OptimizedModule"]

# torch._dynamo.list_backends(None) of PyTorch 2.x: the names torch.compile accepts for backend=
BACKENDS = frozenset({"inductor", "eager", "aot_eager", "aot_eager_decomp_partition", "aot_eager_default_partitioner",
                      "aot_eager_decomp_partition_crossref", "aot_eager_decomp_partition_with_mode", "aot_ts",
                      "cudagraphs", "onnxrt", "openxla", "openxla_eval", "tvm", "ts", "eager_debug",
                      "eager_noexcept", "pre_dispatch_eager", "invoke_subgraph"})
# torch._inductor.list_mode_options(): the modes the inductor backend takes
MODES = ("default", "lite", "reduce-overhead", "max-autotune-no-cudagraphs", "max-autotune")


class OptimizedModule(Module):
    """What compiling a module returns, as PyTorch's torch._dynamo.eval_frame.OptimizedModule: the module is
    its submodule `_orig_mod` (so state_dict keys start with `_orig_mod.`), calling it calls the module, and
    other attributes are read from and written to the module."""

    _opt_mod_attributes = frozenset({"_orig_mod", "dynamo_ctx", "_torchdynamo_orig_callable", "get_compiler_config",
                                     "forward", "_forward", "__dict__", "named_children_walk",
                                     "_super_module_initialized"})

    def __init__(self, mod: Module) -> None:
        super().__init__()
        self._orig_mod = mod
        object.__setattr__(self, "training", mod.training)

    def forward(self, *args: Any, **kwargs: Any) -> Any:
        return self._orig_mod(*args, **kwargs)

    def __getattr__(self, name: str) -> Any:   # only for names this object lacks
        modules = self.__dict__.get("_modules")
        if modules is None or "_orig_mod" not in modules:
            raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")
        return getattr(modules["_orig_mod"], name)

    def __setattr__(self, name: str, value: Any) -> None:
        if hasattr(type(self), name) or name in self._opt_mod_attributes or "_orig_mod" not in self.__dict__:
            super().__setattr__(name, value)
        else:
            setattr(self._orig_mod, name, value)


def _check_backend(backend: Any, mode: str | None) -> None:
    """PyTorch's checks of backend and mode, made when the model is given (as PyTorch makes them)."""
    if isinstance(backend, str):
        if backend not in BACKENDS:
            raise RuntimeError(f"Invalid backend: {backend!r}, see `torch._dynamo.list_backends()` for available "
                               "backends.")
        if backend == "inductor" and mode is not None and mode not in MODES:
            raise RuntimeError(f"Unrecognized mode={mode}, should be one of: {', '.join(MODES)}")
    elif not callable(backend):
        raise TypeError(f"backend must be a str or a callable, got {type(backend).__name__}")


def compile(model: Callable[..., Any] | None = None, *, fullgraph: bool = False, dynamic: bool | None = None,
            backend: str | Callable[..., Any] = "inductor", mode: str | None = None,
            options: dict[str, Any] | None = None, disable: bool = False) -> Any:
    """torch.compile's signature; NOTHING IS COMPILED: the model runs eagerly, operation by operation, exactly
    as without st.compile (what torch.compile(model, backend="eager") does).

    A module comes back as an `OptimizedModule` holding it (`compiled._orig_mod is model`; parameters, buffers
    and attributes shared; state_dict keys prefixed `_orig_mod.`, as PyTorch's), a function as a wrapper that
    calls it (`_torchdynamo_orig_callable` is the function); with disable=True the model itself. Without a model
    it is a decorator: `@st.compile` and `@st.compile(mode="max-autotune")` both work.

    Checked as PyTorch checks them: mode and options together (RuntimeError), an unknown backend name, an
    unknown mode for the inductor backend, a model that is not callable. fullgraph, dynamic, options and a
    callable backend are accepted and have no effect (the backend is never called; options' names are not
    checked against inductor's configuration)."""
    if model is None:   # decorator mode
        def decorate(model: Callable[..., Any] | None) -> Any:
            if model is None:
                raise RuntimeError("Model can't be None")
            return compile(model, fullgraph=fullgraph, dynamic=dynamic, backend=backend, mode=mode,
                           options=options, disable=disable)
        return decorate
    if mode is not None and options is not None:
        raise RuntimeError("Either mode or options can be specified, but both can't be specified at the same time.")
    if not callable(model):
        raise TypeError(f"A callable function is expected, but {type(model)} is provided.")
    _check_backend("inductor" if backend is None else backend, mode)
    if disable:
        return model
    if isinstance(model, Module):
        return OptimizedModule(model)

    @functools.wraps(model)
    def run_eagerly(*args: Any, **kwargs: Any) -> Any:
        return model(*args, **kwargs)
    run_eagerly._torchdynamo_orig_callable = model  # type: ignore[attr-defined]
    return run_eagerly
