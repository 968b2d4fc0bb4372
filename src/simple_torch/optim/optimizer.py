"""Optimizer: the base of every st.optim optimizer, each a runtime optimizer handle over the parameters'
handles, with PyTorch's param_groups, add_param_group, state, state_dict and load_state_dict."""

from __future__ import annotations

import weakref
from typing import Any, Callable, Iterable

from .. import calls
from ..autograd import enable_grad, no_grad
from ..creation import tensor
from ..errors import InvalidArgumentError
from ..tensor import Tensor

__all__ = ["Optimizer"]

# PyTorch's options that the runtime's optimizers do not have: accepted at their defaults, which are what the
# runtime does (no multi-tensor or fused kernels, no CUDA graphs, no differentiation through the step)
_IGNORED = {"foreach": None, "fused": None, "capturable": False, "differentiable": False}


class ParamGroup(dict):
    """One of param_groups: a dict whose writes of an option the runtime knows ("lr", "betas", ...) reach
    the runtime's optimizer, so a schedule written as PyTorch's (group["lr"] = ...) works. Other keys
    ("params", "initial_lr", a user's own) live in the dict only."""

    def __init__(self, optimizer: Optimizer, index: int, values: dict[str, Any]) -> None:
        super().__init__(values)
        # a weak reference: a cycle would keep the parameters alive; once the optimizer (and its handle) is gone,
        # a write changes the dict only
        self._optimizer, self._options, self._index = weakref.ref(optimizer), optimizer._options, index
        for key, value in values.items():
            self._write(key, value)

    def __setitem__(self, key: str, value: Any) -> None:
        self._write(key, value)
        super().__setitem__(key, value)

    def _write(self, key: str, value: Any) -> None:
        optimizer = self._optimizer()
        if optimizer is None:
            return
        runtime = optimizer._runtime
        if key == "betas":
            beta1, beta2 = value
            calls.optim_set_option(runtime, self._index, "beta1", float(beta1))
            calls.optim_set_option(runtime, self._index, "beta2", float(beta2))
        elif key == "line_search_fn" and "strong_wolfe" in self._options:   # LBFGS's, the runtime's flag
            if value not in (None, "strong_wolfe"):
                raise InvalidArgumentError(f"line_search_fn={value!r}: only 'strong_wolfe' is supported")
            calls.optim_set_option(runtime, self._index, "strong_wolfe", float(value is not None))
        elif key in self._options:
            calls.optim_set_option(runtime, self._index, key, float(value))


class Optimizer:
    """Updates the given parameters in place from their .grad at each step(). The runtime holds the
    update rule, the options of every group and the state (momentum, Adam's moments); its handle's owner,
    _runtime, frees it with this object. `state[p]` is a copy of p's state, read from the runtime.

    The parameters are fixed at creation, so make the optimizer after moving a model (Module.to).
    """
    _options: tuple[str, ...] = ()   # the options the runtime's optimizer of this kind has (betas: one option)

    def __init__(self, params: Iterable[Tensor] | Iterable[dict], defaults: dict[str, Any]) -> None:
        if isinstance(params, (Tensor, str)):
            raise TypeError("params argument given to the optimizer should be an iterable of Tensors or dicts, "
                            f"but got {type(params).__name__}")
        groups = list(params)
        if not groups:
            raise InvalidArgumentError("optimizer got an empty parameter list")
        if not isinstance(groups[0], dict):
            groups = [{"params": groups}]
        for option, default in _IGNORED.items():
            value = defaults.pop(option, default)
            if value not in (default, False):
                raise InvalidArgumentError(f"{option}={value!r}: the runtime's optimizers have one single-tensor "
                                           f"implementation")
        self.defaults = defaults
        self.param_groups: list[ParamGroup] = []
        first = self._filled(groups[0])
        self._runtime = self._create(first["params"])
        self.param_groups.append(ParamGroup(self, 0, first))
        for group in groups[1:]:
            self.add_param_group(group)

    def _create(self, params: list[Tensor]) -> calls.OptimizerHandle:
        """A new runtime optimizer over params."""
        raise NotImplementedError

    def _filled(self, group: dict) -> dict[str, Any]:
        """group with its params as a list of tensors and every missing option from the defaults."""
        if not isinstance(group, dict):
            raise TypeError(f"param_group must be a dict, but got {type(group).__name__}")
        params = group.get("params")
        params = [params] if isinstance(params, Tensor) else list(params if params is not None else ())
        for p in params:
            if not isinstance(p, Tensor):
                raise TypeError(f"optimizer can only optimize Tensors, but one of the params is {type(p).__name__}")
        if not params:
            raise InvalidArgumentError("optimizer got an empty parameter list")
        return {**self.defaults, **group, "params": params}

    def add_param_group(self, param_group: dict) -> None:
        """Another group of parameters, with its own options (the defaults fill the others)."""
        group = self._filled(param_group)
        index = calls.optim_add_param_group(self._runtime, group["params"])
        self.param_groups.append(ParamGroup(self, index, group))

    def _refresh(self) -> None:
        """Read back the options a schedule of the runtime wrote (lr; momentum or betas for OneCycleLR)."""
        for index, group in enumerate(self.param_groups):
            def read(name: str) -> float:
                return calls.optim_get_option(self._runtime, index, name)
            for name in self._options:
                if name in group and not isinstance(group[name], bool):
                    dict.__setitem__(group, name, read(name))
            if "betas" in group:
                dict.__setitem__(group, "betas", (read("beta1"), read("beta2")))

    @property
    def _params(self) -> list[Tensor]:
        return [p for group in self.param_groups for p in group["params"]]

    def step(self, closure: Callable[[], Tensor] | None = None) -> Tensor | None:
        """One update. closure, if given, recomputes the loss (with grad enabled) first; it is returned."""
        loss = None
        if closure is not None:
            with enable_grad():
                loss = closure()
        calls.optim_step(self._runtime)
        return loss

    def zero_grad(self, set_to_none: bool = True) -> None:
        """Drop the parameters' gradients (set_to_none=False: write zeros into them instead)."""
        if set_to_none:
            calls.optim_zero_grad(self._runtime)
            return
        with no_grad():
            for parameter in self._params:
                grad = parameter.grad
                if grad is not None:
                    grad.zero_()

    # -- state ------------------------------------------------------------------------------------------
    def _state_of(self, p: Tensor) -> dict[str, Tensor]:
        count = calls.optim_state_count(self._runtime, p)
        names = [calls.optim_state_name(self._runtime, p, i) for i in range(count)]
        return {name: calls.optim_get_state(self._runtime, p, name) for name in names}

    @property
    def state(self) -> dict[Tensor, dict[str, Tensor]]:
        """Each parameter that has state, with copies of its state tensors ("step", "exp_avg", ...)."""
        out = {}
        for p in self._params:
            state = self._state_of(p)
            if state:
                out[p] = state
        return out

    def state_dict(self) -> dict[str, Any]:
        """PyTorch's layout: "state" maps a parameter's position (over all groups, in order) to its state,
        "param_groups" lists each group's options with its parameters' positions."""
        positions, groups = {}, []
        for group in self.param_groups:
            own = [positions.setdefault(id(p), len(positions)) for p in group["params"]]
            groups.append({**{k: v for k, v in group.items() if k != "params"}, "params": own})
        state = {}
        for p in self._params:
            values = self._state_of(p)
            if values:
                state[positions[id(p)]] = values
        return {"state": state, "param_groups": groups}

    def load_state_dict(self, state_dict: dict[str, Any]) -> None:
        """The options and the state of a state_dict of an optimizer of the same kind over parameters of the
        same shapes, in the same groups."""
        groups = state_dict["param_groups"]
        if len(groups) != len(self.param_groups):
            raise ValueError("loaded state dict has a different number of parameter groups")
        for ours, theirs in zip(self.param_groups, groups):
            if len(ours["params"]) != len(theirs["params"]):
                raise ValueError("loaded state dict contains a parameter group that doesn't match the size of "
                                 "optimizer's group")
        for ours, theirs in zip(self.param_groups, groups):
            for key, value in theirs.items():
                if key != "params":
                    ours[key] = value
            for p, position in zip(ours["params"], theirs["params"]):
                for name, value in state_dict["state"].get(position, {}).items():
                    value = value if isinstance(value, Tensor) else tensor(value)
                    calls.optim_set_state(self._runtime, p, name, value)

    def __repr__(self) -> str:
        text = f"{type(self).__name__} ("
        for i, group in enumerate(self.param_groups):
            text += f"\nParameter Group {i}\n"
            text += "".join(f"    {key}: {value}\n" for key, value in sorted(group.items()) if key != "params")
        return text + ")"
