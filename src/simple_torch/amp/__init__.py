"""st.amp: mixed precision as torch.amp, over the runtime's autocast regions and gradient scaler.

    with st.autocast("cpu", dtype=st.bfloat16):     # matmul, linear, conv... in bfloat16; losses in float32
        loss = loss_fn(model(x), y)
    scaler = st.amp.GradScaler("cpu")
    scaler.scale(loss).backward(); scaler.step(optimizer); scaler.update()

The region is the calling thread's, as PyTorch's. Where PyTorch only warns and turns autocast off (CUDA absent, a
dtype autocast does not take), so does this module; the runtime itself refuses those with an error code, because
a C caller sees no warning.
"""

from __future__ import annotations

import functools
import warnings
from collections import abc
from typing import Any, Callable

from .. import calls, dtypes
from ..abi.enums import CPU, DTYPE_DEFAULT
from ..errors import DeviceError, InvalidArgumentError
from ..tensor import Tensor

# torch.amp's names; is_autocast_enabled and get_autocast_dtype are PyTorch's top-level ones (st.*), defined here
__all__ = ["autocast", "GradScaler", "is_autocast_available"]

_DEVICE_TYPES = {"cpu": CPU, "cuda": 0}   # autocast's state is per device type: any CUDA index names it
_SUPPORTED = (dtypes.bfloat16, dtypes.float16)
_CUDA_DEFAULT = dtypes.float16   # torch.get_autocast_dtype("cuda") unless set


def is_autocast_available(device_type: str) -> bool:
    """True for the device types the runtime's autocast has: "cpu" and "cuda" (CUDA present or not, as PyTorch)."""
    return device_type in _DEVICE_TYPES


def _cuda_present() -> bool:
    return calls.cuda_available()


def _device_code(device_type: str) -> int:
    # PyTorch's ValueError and RuntimeError, as the st classes deriving from them
    if not isinstance(device_type, str):
        raise InvalidArgumentError(f"Expected `device_type` of type `str`, got: `{type(device_type)}`")
    if device_type not in _DEVICE_TYPES:
        raise DeviceError(f"User specified an unsupported autocast device_type '{device_type}'")
    return _DEVICE_TYPES[device_type]


def is_autocast_enabled(device_type: str = "cuda") -> bool:
    """torch.is_autocast_enabled: whether autocast is on for device_type on this thread (no argument: CUDA, as
    PyTorch's legacy form)."""
    code = _device_code(device_type)
    if code != CPU and not _cuda_present():
        return False
    return calls.autocast_enabled(code)


def get_autocast_dtype(device_type: str) -> dtypes.dtype:
    """torch.get_autocast_dtype: the dtype autocast casts to on device_type (bfloat16 on the CPU unless set)."""
    code = _device_code(device_type)
    if code != CPU and not _cuda_present():
        return _CUDA_DEFAULT
    return dtypes.from_code(calls.autocast_dtype(code))


def is_autocast_cpu_enabled() -> bool:
    """PyTorch's deprecated form of is_autocast_enabled("cpu"), with its warning."""
    warnings.warn("torch.is_autocast_cpu_enabled() is deprecated. Please use torch.is_autocast_enabled('cpu') "
                  "instead.", DeprecationWarning, stacklevel=2)
    return is_autocast_enabled("cpu")


def get_autocast_cpu_dtype() -> dtypes.dtype:
    """PyTorch's deprecated form of get_autocast_dtype("cpu"), with its warning."""
    warnings.warn("torch.get_autocast_cpu_dtype() is deprecated. Please use torch.get_autocast_dtype('cpu') "
                  "instead.", DeprecationWarning, stacklevel=2)
    return get_autocast_dtype("cpu")


class autocast:
    """torch.autocast: a context manager (and decorator) in which the operations on PyTorch's autocast lists run
    in lower precision (matrix products, linear, convolutions, attention) or float32 (losses, decompositions).
    cache_enabled is accepted for PyTorch's signature; the runtime keeps PyTorch's cache setting as it is."""

    def __init__(self, device_type: str, dtype: dtypes.dtype | None = None, enabled: bool = True,
                 cache_enabled: bool | None = None) -> None:
        self.device = device_type
        self._code = _device_code(device_type)
        self.fast_dtype = get_autocast_dtype(device_type) if dtype is None else dtypes.as_dtype(dtype)
        self._cache_enabled = cache_enabled
        self._present = self._code == CPU or _cuda_present()
        if enabled:
            if not self._present:
                warnings.warn("CUDA is not available or torch_xla is imported. Disabling autocast.", stacklevel=2)
                enabled = False
            elif self.fast_dtype not in _SUPPORTED:
                name = device_type.upper()
                warnings.warn(f"In {name} autocast, but the target dtype is not supported. Disabling autocast.\n"
                              f"{name} Autocast only supports dtypes of "
                              + ", ".join(f"torch.{d.name}" for d in _SUPPORTED) + " currently.", stacklevel=2)
                enabled = False
        self._enabled = enabled

    def __enter__(self) -> autocast:
        if self._present:   # without CUDA, a CUDA region changes nothing (PyTorch's holds no CUDA state then)
            # a dtype autocast does not take only comes with enabled=False: the region keeps the current dtype
            code = self.fast_dtype.code if self.fast_dtype in _SUPPORTED else DTYPE_DEFAULT
            calls.autocast_enter(self._code, code, int(self._enabled))
        return self

    def __exit__(self, *exc: Any) -> bool:
        if self._present:
            calls.autocast_exit()
        return False

    def __call__(self, func: Callable) -> Callable:
        @functools.wraps(func)
        def decorate_autocast(*args, **kwargs):
            with self:
                return func(*args, **kwargs)
        return decorate_autocast


class GradScaler:
    """torch.amp.GradScaler: scales the loss so that low-precision gradients do not underflow, unscales them
    before the optimizer's step, skips the step when one is inf or NaN, and grows or backs off the scale. The
    logic is the runtime's (rt_torch_grad_scaler_*), the same from C. The call-order errors PyTorch raises as
    RuntimeError or AssertionError come as st.InvalidArgumentError (a ValueError) with PyTorch's words."""

    def __init__(self, device: str = "cuda", init_scale: float = 2.0**16, growth_factor: float = 2.0,
                 backoff_factor: float = 0.5, growth_interval: int = 2000, enabled: bool = True) -> None:
        self._device = device
        self._enabled = bool(enabled)
        if device == "cuda" and self._enabled and not _cuda_present():
            warnings.warn("torch.cuda.amp.GradScaler is enabled, but CUDA is not available.  Disabling.", stacklevel=2)
            self._enabled = False
        if self._enabled:
            if growth_factor <= 1.0:
                raise AssertionError("The growth factor must be > 1.0.")
            if backoff_factor >= 1.0:
                raise AssertionError("The backoff factor must be < 1.0.")
        else:   # PyTorch checks nothing for a disabled scaler, which never uses its options: PyTorch's defaults
            init_scale, growth_factor, backoff_factor, growth_interval = 2.0**16, 2.0, 0.5, 2000
        self._runtime = calls.grad_scaler_new(float(init_scale), float(growth_factor), float(backoff_factor),
                                              int(growth_interval), int(self._enabled))   # frees it with self

    def scale(self, outputs):
        """outputs (a tensor, or tensors in lists, tuples and other iterables) times the scale."""
        if not self._enabled:
            return outputs

        def apply(value):
            if isinstance(value, Tensor):
                return calls.grad_scaler_scale(self._runtime, value)
            if isinstance(value, abc.Iterable):
                mapped = map(apply, value)
                return type(value)(mapped) if isinstance(value, (list, tuple)) else mapped
            raise ValueError("outputs must be a Tensor or an iterable of Tensors")
        return apply(outputs)

    def unscale_(self, optimizer) -> None:
        """Divide optimizer's gradients by the scale in place (once per optimizer between updates)."""
        if self._enabled:
            calls.grad_scaler_unscale(self._runtime, optimizer._runtime)

    def step(self, optimizer, *args: Any, **kwargs: Any):
        """optimizer.step() unless a gradient is inf or NaN (after unscale_, unless done); returns None then, and
        what optimizer.step returns otherwise (None without a closure, which a scaler does not take)."""
        if not self._enabled:
            return optimizer.step(*args, **kwargs)
        if "closure" in kwargs or args:
            raise RuntimeError("Closure use is not currently supported if GradScaler is enabled.")
        calls.grad_scaler_step(self._runtime, optimizer._runtime)
        return None

    def update(self, new_scale: float | Any | None = None) -> None:
        """Back off the scale after a skipped step, grow it after growth_interval good ones; or set new_scale."""
        if not self._enabled:
            return
        if new_scale is None:
            value = float("nan")
        elif isinstance(new_scale, float):
            value = new_scale
        else:   # PyTorch's other form: a one-element float tensor that does not require grad
            reason = ("new_scale should be a float or a 1-element torch.cuda.FloatTensor or torch.FloatTensor with "
                      "requires_grad=False.")
            if new_scale.numel() != 1 or new_scale.requires_grad:
                raise AssertionError(reason)
            value = float(new_scale.item())
        calls.grad_scaler_update(self._runtime, value)

    def _get(self, name: str) -> float:
        return calls.grad_scaler_get_option(self._runtime, name)

    def _set(self, name: str, value: float) -> None:
        calls.grad_scaler_set_option(self._runtime, name, float(value))

    def get_scale(self) -> float:
        return self._get("scale")

    def get_growth_factor(self) -> float:
        return self._get("growth_factor")

    def set_growth_factor(self, new_factor: float) -> None:
        self._set("growth_factor", new_factor)

    def get_backoff_factor(self) -> float:
        return self._get("backoff_factor")

    def set_backoff_factor(self, new_factor: float) -> None:
        self._set("backoff_factor", new_factor)

    def get_growth_interval(self) -> int:
        return int(self._get("growth_interval"))

    def set_growth_interval(self, new_interval: int) -> None:
        self._set("growth_interval", new_interval)

    def _get_growth_tracker(self) -> int:
        return int(self._get("growth_tracker"))

    def is_enabled(self) -> bool:
        return self._enabled

    def state_dict(self) -> dict[str, Any]:
        """PyTorch's keys: scale, growth_factor, backoff_factor, growth_interval, _growth_tracker ({} disabled)."""
        if not self._enabled:
            return {}
        return {"scale": self.get_scale(), "growth_factor": self.get_growth_factor(),
                "backoff_factor": self.get_backoff_factor(), "growth_interval": self.get_growth_interval(),
                "_growth_tracker": self._get_growth_tracker()}

    def load_state_dict(self, state_dict: dict[str, Any]) -> None:
        if not self._enabled:
            return
        if len(state_dict) == 0:
            raise RuntimeError("The source state dict is empty, possibly because it was saved from a disabled "
                               "instance of GradScaler.")
        for name, key in (("scale", "scale"), ("growth_factor", "growth_factor"), ("backoff_factor", "backoff_factor"),
                          ("growth_interval", "growth_interval"), ("growth_tracker", "_growth_tracker")):
            self._set(name, state_dict[key])
