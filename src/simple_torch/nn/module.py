"""Module: the base class of layers and models, as PyTorch's nn.Module.

Assigning a Parameter, a Module or a registered buffer to an attribute registers it (the object also
stays a plain attribute, so `self.fc1` is an ordinary lookup in forward).
"""

from __future__ import annotations

from collections import OrderedDict, namedtuple
from typing import Any, Callable, Iterator, Mapping

from ..autograd import no_grad
from ..devices import as_device
from .. import dtypes
from ..dtypes import as_dtype, dtype
from ..errors import InvalidArgumentError, ShapeError
from ..hooks import RemovableHandle
from ..tensor import Tensor, as_tensor_operand, to_arguments
from .parameter import Parameter

__all__ = ["Module"]

IncompatibleKeys = namedtuple("IncompatibleKeys", ["missing_keys", "unexpected_keys"])


def _indent(text: str, spaces: int) -> str:
    """Every line of text but the first indented by spaces (how a child appears in its parent's repr)."""
    first, *rest = text.split("\n")
    return "\n".join([first] + [" " * spaces + line for line in rest])


class Module(dtypes.FloatingConversions):
    """Base class of layers and models. Subclasses set attributes in __init__ (after super().__init__())
    and define forward; calling the module calls forward."""

    training: bool

    def __init__(self) -> None:
        object.__setattr__(self, "training", True)
        object.__setattr__(self, "_parameters", {})
        object.__setattr__(self, "_buffers", {})
        object.__setattr__(self, "_non_persistent_buffers", set())
        object.__setattr__(self, "_modules", {})
        object.__setattr__(self, "_forward_pre_hooks", OrderedDict())   # id -> (hook, with_kwargs)
        object.__setattr__(self, "_forward_hooks", OrderedDict())       # id -> (hook, with_kwargs, always_call)

    def forward(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError(f'module {type(self).__name__} is missing the required "forward" function')

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        pre, post = self.__dict__.get("_forward_pre_hooks"), self.__dict__.get("_forward_hooks")
        if not pre and not post:
            return self.forward(*args, **kwargs)
        for hook, with_kwargs in list(pre.values()):   # PyTorch's order; a hook may replace the inputs
            if with_kwargs:
                changed = hook(self, args, kwargs)
                if changed is not None:
                    if not (isinstance(changed, tuple) and len(changed) == 2):
                        raise RuntimeError("forward pre-hook must return None or a tuple of (new_args, new_kwargs), "
                                           f"but got {changed}.")
                    args, kwargs = changed
            else:
                changed = hook(self, args)
                if changed is not None:
                    args = changed if isinstance(changed, tuple) else (changed,)
        try:
            result = self.forward(*args, **kwargs)
        except Exception:
            for hook, with_kwargs, always_call in list(post.values()):
                if always_call:
                    hook(self, args, kwargs, None) if with_kwargs else hook(self, args, None)
            raise
        for hook, with_kwargs, _ in list(post.values()):
            changed = hook(self, args, kwargs, result) if with_kwargs else hook(self, args, result)
            if changed is not None:
                result = changed
        return result

    # -- hooks --------------------------------------------------------------------------------------
    def register_forward_pre_hook(self, hook: Callable[..., Any], *, prepend: bool = False,
                                  with_kwargs: bool = False) -> RemovableHandle:
        """hook(module, args) (with_kwargs: hook(module, args, kwargs)) before each forward; what it
        returns, if not None, replaces the inputs."""
        return RemovableHandle(self._forward_pre_hooks, (hook, with_kwargs), prepend)

    def register_forward_hook(self, hook: Callable[..., Any], *, prepend: bool = False, with_kwargs: bool = False,
                              always_call: bool = False) -> RemovableHandle:
        """hook(module, args, output) (with_kwargs: hook(module, args, kwargs, output)) after each forward;
        what it returns, if not None, replaces the output; always_call: also when forward raised."""
        return RemovableHandle(self._forward_hooks, (hook, with_kwargs, always_call), prepend)

    # -- registration -------------------------------------------------------------------------------
    def _registries(self) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
        if "_parameters" not in self.__dict__:
            raise AttributeError(f"cannot assign to {type(self).__name__} before Module.__init__() was called")
        return self._parameters, self._buffers, self._modules

    def __setattr__(self, name: str, value: Any) -> None:
        if isinstance(value, (Parameter, Module)):
            parameters, buffers, modules = self._registries()
            for registry in (parameters, buffers, modules):
                registry.pop(name, None)
            (parameters if isinstance(value, Parameter) else modules)[name] = value
        elif "_parameters" in self.__dict__:
            for registry, kind, allowed in ((self._parameters, "parameter", (Parameter,)),
                                            (self._modules, "module", (Module,)),
                                            (self._buffers, "buffer", (Tensor,))):
                if name in registry:
                    if value is not None and not isinstance(value, allowed):
                        raise TypeError(f"cannot assign {type(value).__name__} as {kind} {name!r} "
                                        f"({allowed[0].__name__} or None expected)")
                    registry[name] = value
        object.__setattr__(self, name, value)

    def __delattr__(self, name: str) -> None:
        if "_parameters" in self.__dict__:
            for registry in (self._parameters, self._buffers, self._modules):
                registry.pop(name, None)
            self._non_persistent_buffers.discard(name)
        object.__delattr__(self, name)

    def register_parameter(self, name: str, param: Parameter | None) -> None:
        if param is not None and not isinstance(param, Parameter):
            raise TypeError(f"cannot register {type(param).__name__} as parameter {name!r} (Parameter expected)")
        self._registries()[0][name] = param
        object.__setattr__(self, name, param)

    def register_buffer(self, name: str, tensor: Tensor | None, persistent: bool = True) -> None:
        """A tensor that belongs to the module's state (state_dict, to()) but is not trained."""
        if tensor is not None and not isinstance(tensor, Tensor):
            raise TypeError(f"cannot register {type(tensor).__name__} as buffer {name!r} (Tensor expected)")
        self._registries()[1][name] = tensor
        if persistent:
            self._non_persistent_buffers.discard(name)
        else:
            self._non_persistent_buffers.add(name)
        object.__setattr__(self, name, tensor)

    def add_module(self, name: str, module: Module | None) -> None:
        if module is not None and not isinstance(module, Module):
            raise TypeError(f"{type(module).__name__} is not a Module")
        self._registries()[2][name] = module
        object.__setattr__(self, name, module)

    register_module = add_module

    # -- traversal ----------------------------------------------------------------------------------
    def named_children(self) -> Iterator[tuple[str, Module]]:
        seen: set[int] = set()
        for name, module in self._modules.items():
            if module is not None and id(module) not in seen:
                seen.add(id(module))
                yield name, module

    def children(self) -> Iterator[Module]:
        for _, module in self.named_children():
            yield module

    def named_modules(self, memo: set[int] | None = None, prefix: str = "") -> Iterator[tuple[str, Module]]:
        """This module and every submodule, depth first, each once."""
        memo = set() if memo is None else memo
        if id(self) in memo:
            return
        memo.add(id(self))
        yield prefix, self
        for name, module in self._modules.items():
            if module is not None:
                yield from module.named_modules(memo, f"{prefix}.{name}" if prefix else name)

    def modules(self) -> Iterator[Module]:
        for _, module in self.named_modules():
            yield module

    def _named_members(self, registry: str, prefix: str, recurse: bool) -> Iterator[tuple[str, Tensor]]:
        seen: set[int] = set()
        owners = self.named_modules(prefix=prefix) if recurse else [(prefix, self)]
        for owner_name, owner in owners:
            for name, member in getattr(owner, registry).items():
                if member is not None and id(member) not in seen:
                    seen.add(id(member))
                    yield (f"{owner_name}.{name}" if owner_name else name), member

    def named_parameters(self, prefix: str = "", recurse: bool = True) -> Iterator[tuple[str, Parameter]]:
        yield from self._named_members("_parameters", prefix, recurse)  # type: ignore[misc]

    def parameters(self, recurse: bool = True) -> Iterator[Parameter]:
        """Every parameter of this module and (recurse) its submodules, each once."""
        for _, parameter in self.named_parameters(recurse=recurse):
            yield parameter

    def named_buffers(self, prefix: str = "", recurse: bool = True) -> Iterator[tuple[str, Tensor]]:
        yield from self._named_members("_buffers", prefix, recurse)

    def buffers(self, recurse: bool = True) -> Iterator[Tensor]:
        for _, buffer in self.named_buffers(recurse=recurse):
            yield buffer

    def apply(self, fn: Callable[[Module], None]) -> Module:
        for module in self.children():
            module.apply(fn)
        fn(self)
        return self

    # -- modes and gradients ------------------------------------------------------------------------
    def train(self, mode: bool = True) -> Module:
        for module in self.modules():
            object.__setattr__(module, "training", bool(mode))
        return self

    def eval(self) -> Module:
        return self.train(False)

    def requires_grad_(self, requires_grad: bool = True) -> Module:
        for parameter in self.parameters():
            parameter.requires_grad_(requires_grad)
        return self

    def zero_grad(self, set_to_none: bool = True) -> None:
        """Drop every parameter's gradient (set_to_none=False: write zeros into it instead)."""
        for parameter in self.parameters():
            if set_to_none:
                parameter.grad = None
            else:
                grad = parameter.grad
                if grad is not None:
                    with no_grad():
                        grad.zero_()

    # -- state ----------------------------------------------------------------------------------------
    def _state_members(self, prefix: str) -> Iterator[tuple[str, Tensor]]:
        """(key, tensor) of the state: this module's parameters, then its persistent buffers, then
        each child's, under the child's name (PyTorch's order)."""
        for name, parameter in self._parameters.items():
            if parameter is not None:
                yield prefix + name, parameter
        for name, buffer in self._buffers.items():
            if buffer is not None and name not in self._non_persistent_buffers:
                yield prefix + name, buffer
        for name, module in self._modules.items():
            if module is not None:
                yield from module._state_members(f"{prefix}{name}.")

    def state_dict(self, destination: dict[str, Tensor] | None = None, prefix: str = "",
                   keep_vars: bool = False) -> dict[str, Tensor]:
        """key -> tensor of every parameter and persistent buffer; detached, sharing the values, unless
        keep_vars (then the objects themselves)."""
        state = OrderedDict() if destination is None else destination
        for key, member in self._state_members(prefix):
            state[key] = member if keep_vars else member.detach()
        return state

    def load_state_dict(self, state_dict: Mapping[str, Any], strict: bool = True) -> IncompatibleKeys:
        """Copy values (tensors or array-likes, e.g. NumPy arrays) into the parameters and buffers, in
        place. Every shape must match; with strict, the keys must match too. Nothing is copied when
        something does not fit."""
        targets = dict(self._state_members(""))
        missing = [key for key in targets if key not in state_dict]
        unexpected = [key for key in state_dict if key not in targets]
        values = {key: as_tensor_operand(state_dict[key]) for key in targets if key in state_dict}
        mismatched = [f"size mismatch for {key}: copying a param with shape {list(value.shape)} from "
                      f"checkpoint, the shape in current model is {list(targets[key].shape)}."
                      for key, value in values.items() if value.shape != targets[key].shape]
        problems = list(mismatched)
        if strict and unexpected:
            problems.insert(0, "Unexpected key(s) in state_dict: " + ", ".join(f'"{k}"' for k in unexpected) + ".")
        if strict and missing:
            problems.insert(0, "Missing key(s) in state_dict: " + ", ".join(f'"{k}"' for k in missing) + ".")
        if problems:
            error = ShapeError if mismatched else InvalidArgumentError
            raise error(f"Error(s) in loading state_dict for {type(self).__name__}:\n\t" + "\n\t".join(problems))
        with no_grad():
            for key, value in values.items():
                targets[key].copy_(value)
        return IncompatibleKeys(missing, unexpected)

    # -- devices and dtypes -------------------------------------------------------------------------
    def to(self, *args: Any, device: Any = None, dtype: dtype | str | None = None) -> Module:
        """Move (and, for a dtype, convert the floating-point) parameters and buffers, keeping the same
        Parameter objects. An optimizer made before keeps the old tensors: make it after moving."""
        device, dtype = to_arguments(args, device, dtype)
        target_dtype = None if dtype is None else as_dtype(dtype)
        target_device = None if device is None else as_device(device)
        for member in [*self.parameters(), *self.buffers()]:
            converts = target_dtype is not None and member.dtype.is_floating_point
            moved = member.to(device=target_device, dtype=target_dtype if converts else None)
            if moved is not member:
                replacement = moved.detach()
                if isinstance(member, Parameter):
                    replacement.requires_grad_(member.requires_grad)
                member._take_handle_of(replacement)
        return self

    def cpu(self) -> Module:
        return self.to("cpu")

    def cuda(self, device: Any = None) -> Module:
        return self.to(0 if device is None else device)

    def get_submodule(self, target: str) -> Module:
        """The submodule at a dotted path ("" is this module), as PyTorch."""
        module = self
        for name in target.split(".") if target else ():
            if name not in module._modules:
                raise AttributeError(f"{type(module).__name__} has no attribute `{name}`")
            module = module._modules[name]
        return module

    def get_parameter(self, target: str) -> Parameter:
        path, _, name = target.rpartition(".")
        module = self.get_submodule(path)
        if name not in module._parameters:
            raise AttributeError(f"{type(module).__name__} has no parameter `{name}`")
        return module._parameters[name]

    # -- repr -----------------------------------------------------------------------------------------
    def extra_repr(self) -> str:
        """The module's settings, shown inside the parentheses of its repr."""
        return ""

    def __repr__(self) -> str:
        extra = self.extra_repr().split("\n") if self.extra_repr() else []
        children = [f"({name}): {_indent(repr(module), 2)}" for name, module in self._modules.items()]
        if len(extra) == 1 and not children:
            return f"{type(self).__name__}({extra[0]})"
        lines = extra + children
        return f"{type(self).__name__}(" + ("\n  " + "\n  ".join(lines) + "\n" if lines else "") + ")"
