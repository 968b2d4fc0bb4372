"""st.jit: loading TorchScript modules that torch.jit.save wrote (PyTorch backend), and trace.

st.jit.trace returns a module or function that runs the traced Python code itself on each call: no graph is
recorded. For code whose operations do not depend on the values it computes, its outputs are what
torch.jit.trace's TracedModule / ScriptFunction gives; unlike those, control flow that depends on values (an `if`
on a tensor's value) is taken afresh on each call, not frozen as traced, and there is no TorchScript to show or save:
`graph`, `code` and `save` raise UnsupportedError."""

from __future__ import annotations

import os
import warnings
from typing import Any, Callable

from .errors import UnsupportedError
from .exported import LoadedModel
from .nn.module import Module
from .tensor import Tensor

__all__ = ["load", "trace", "TracedModule", "ScriptFunction"]

_NO_GRAPH = ("st.jit.trace records no graph: the traced {what} runs its Python code on each call, so there is no "
             "TorchScript {part}; save the model's state_dict() (st.save) or export it (st.export) instead")


def load(f: str | os.PathLike, map_location: object = None, *, trusted: bool = False) -> LoadedModel:
    """The TorchScript module in file f, callable on tensors; map_location must be None (the module loads onto
    the devices it was saved from). Loading TorchScript runs the code the file carries, so it needs trusted=True
    (or SIMPLE_TORCH_TRUSTED_MODELS=1); otherwise InvalidArgumentError. Its tensors are checked against the
    file's records either way."""
    if map_location is not None:
        raise NotImplementedError("st.jit.load: map_location is not supported; move the inputs instead")
    return LoadedModel(f, "torchscript", trusted)


def _traced_repr(module: Module) -> str:
    """torch.jit's repr of a traced module: each module shown by its original class name."""
    name = type(module).__name__
    children = [f"({child_name}): " + _traced_repr(child).replace("\n", "\n  ")
                for child_name, child in module.named_children()]
    if not children:
        return f"{name}(original_name={name})"
    return f"{name}(\n  original_name={name}\n  " + "\n  ".join(children) + "\n)"


class TracedModule(Module):
    """What st.jit.trace makes of a module: the same parameters, buffers and submodules (shared with it, so
    state_dict, to(), train() and optimizers see one model), its forward run on each call."""

    def __init__(self, original: Module) -> None:
        super().__init__()
        for registry in ("_parameters", "_buffers", "_non_persistent_buffers", "_modules"):
            object.__setattr__(self, registry, getattr(original, registry))
        object.__setattr__(self, "_original", original)
        object.__setattr__(self, "original_name", type(original).__name__)
        object.__setattr__(self, "training", original.training)

    def __getattr__(self, name: str) -> Any:
        registries = self.__dict__.get("_parameters"), self.__dict__.get("_buffers"), self.__dict__.get("_modules")
        for registry in registries:
            if registry is not None and name in registry:
                return registry[name]
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")

    def forward(self, *args: Any, **kwargs: Any) -> Any:
        return self._original(*args, **kwargs)

    def train(self, mode: bool = True) -> Module:
        self._original.train(mode)
        object.__setattr__(self, "training", bool(mode))
        return self

    def __repr__(self) -> str:
        return _traced_repr(self._original)

    @property
    def graph(self) -> Any:
        raise UnsupportedError(_NO_GRAPH.format(what="module", part="graph"))

    @property
    def code(self) -> str:
        raise UnsupportedError(_NO_GRAPH.format(what="module", part="code"))

    def save(self, f: Any, **kwargs: Any) -> None:
        raise UnsupportedError(_NO_GRAPH.format(what="module", part="to save"))


class ScriptFunction:
    """What st.jit.trace makes of a function: the function, called on each call."""

    def __init__(self, function: Callable[..., Any]) -> None:
        self._function = function
        self.name = getattr(function, "__name__", type(function).__name__).replace("<lambda>", "_lambda")

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self._function(*args, **kwargs)

    @property
    def graph(self) -> Any:
        raise UnsupportedError(_NO_GRAPH.format(what="function", part="graph"))

    @property
    def code(self) -> str:
        raise UnsupportedError(_NO_GRAPH.format(what="function", part="code"))

    def save(self, f: Any, **kwargs: Any) -> None:
        raise UnsupportedError(_NO_GRAPH.format(what="function", part="to save"))


def trace(func: Module | Callable[..., Any], example_inputs: Any = None, optimize: Any = None,
          check_trace: bool = True, check_inputs: Any = None, check_tolerance: float = 1e-5, strict: bool = True,
          _force_outplace: bool = False, _module_class: Any = None, _compilation_unit: Any = None,
          example_kwarg_inputs: dict[str, Any] | None = None, _store_inputs: bool = True) -> TracedModule | ScriptFunction:
    """func (a Module or a function) run once on example_inputs (a tensor or a tuple of them) and
    example_kwarg_inputs, as torch.jit.trace runs it, and returned as a TracedModule or ScriptFunction that runs it
    again on each call. The checks of a recorded graph against the code (check_trace, check_inputs,
    check_tolerance, strict) have no graph to check: the code itself runs."""
    if example_inputs is None and example_kwarg_inputs is None:
        raise RuntimeError("example_kwarg_inputs or example_inputs must be provided")
    if isinstance(func, TracedModule | ScriptFunction):
        warnings.warn("The input to trace is already a ScriptModule, tracing it is a no-op. Returning the object as is.",
                      stacklevel=2)
        return func
    inputs = (example_inputs,) if isinstance(example_inputs, Tensor) else tuple(example_inputs or ())
    func(*inputs, **(example_kwarg_inputs or {}))
    if isinstance(func, Module):
        return TracedModule(func)
    if not callable(func):
        raise RuntimeError(f"st.jit.trace: {type(func).__name__} is neither a module nor a function")
    return ScriptFunction(func)
