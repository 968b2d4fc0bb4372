"""Section 26: mixed precision, PyTorch's torch.autocast and torch.amp.GradScaler, once for both backends.

Autocast: the backend holds the calling thread's state (the torch backend PyTorch's own, so that every op runs as
under torch.autocast); this module keeps the thread's stack of regions, so that enter and exit can be two C calls,
and casts the operands of the functions on PyTorch's CPU autocast lists (aten/src/ATen/autocast_mode.cpp,
AutocastCPU) before they reach the backend: `lower_precision` for the lower_precision_fp list, `float32` for the
fp32 list. On the torch backend PyTorch would make the same casts (they are ordinary casts autograd records);
doing them here also gives the NumPy backend the same dtypes, and makes the runtime's composed functions (addmm
is matmul, mul and add here) give torch.addmm's bfloat16 result rather than the promoted one of its parts.

GradScaler: the logic of torch/amp/grad_scaler.py over backend operations (a product for scale, isfinite and a
product written in place for unscale, the optimizer's step), its scale a float32 value and its growth tracker an
int32, updated by the rule of PyTorch's _amp_update_scale_ CPU kernel.
"""

from __future__ import annotations

import math
import threading

import numpy as np

from ..abi.enums import CPU, DTYPE_DEFAULT, FLOATING, Dtype
from ..abi.errors import DtypeError, InvalidArgumentError
from . import args, fast_path
from .args import new, tensor
from .autograd import grad_disabled
from .entry import export
from .handles import GRAD_SCALER, OPTIMIZER, table
from .startup import backend

# what CPU autocast accepts (torch.autocast warns and turns itself off for other dtypes; a C caller sees no
# warning, so the runtime refuses them)
AUTOCAST_DTYPES = (Dtype.bfloat16, Dtype.float16)


class _Regions(threading.local):
    stack: list | None = None   # the thread's open regions, innermost last: (device, what the backend restores)


_regions = _Regions()


def _eligible(b, t, target: int) -> bool:
    """PyTorch's is_eligible for CPU autocast: a CPU floating tensor, not float64, not of the target dtype yet."""
    code = b.dtype(t)
    return code in FLOATING and code != Dtype.float64 and code != target and b.device(t) == CPU


def _cast(b, target: int, tensors: tuple) -> tuple:
    return tuple(t if t is None or not _eligible(b, t, target) else b.to_dtype(t, target) for t in tensors)


def promote(b, tensors):
    """tensors cast to one dtype when CPU autocast is on (the promote policy of cat and stack): PyTorch's
    at::autocast::prioritize from the region's dtype over the CPU floating operands (float64 ones are left out and
    kept), float32 if any is, and a floating dtype that is neither float32 nor the region's refused."""
    enabled, region = b.autocast_state(CPU)
    if not enabled:
        return tensors
    widest = region
    for t in tensors:
        code = b.dtype(t)
        if code not in FLOATING or code == Dtype.float64 or b.device(t) != CPU:
            continue
        if Dtype.float32 in (widest, code):
            widest = Dtype.float32
        elif not widest == code == region:
            raise DtypeError(f"in an autocast region of {Dtype(region).name} a {Dtype(code).name} tensor cannot be "
                             f"joined to others: PyTorch's autocast promotes only {Dtype(region).name} to float32 "
                             f"(Unexpected floating ScalarType in at::autocast::prioritize)")
    return list(_cast(b, widest, tuple(tensors)))


def lower_precision(b, *tensors):
    """tensors cast to the region's dtype when CPU autocast is on (the lower_precision_fp policy); None stays."""
    enabled, dtype = b.autocast_state(CPU)
    return _cast(b, dtype, tensors) if enabled else tensors


def float32(b, *tensors):
    """tensors cast to float32 when CPU autocast is on (the fp32 policy: losses, decompositions)."""
    enabled, _ = b.autocast_state(CPU)
    return _cast(b, Dtype.float32, tensors) if enabled else tensors


def _autocast_device(device) -> int:
    return args.device(device)   # CUDA where it is absent: RT_ERR_DEVICE (torch.autocast only warns)


@export
def rt_torch_autocast_enter(device, dtype, enabled):
    b, device = backend(), _autocast_device(device)
    code = args.integer(dtype, "dtype")
    on = args.integer(enabled, "enabled")
    if on not in (0, 1):
        raise InvalidArgumentError(f"enabled is {on}; it must be 0 or 1")
    if code == DTYPE_DEFAULT:
        code = b.autocast_state(device)[1]
    code = args.dtype(code)
    if code not in AUTOCAST_DTYPES:
        raise DtypeError(f"autocast casts to {' or '.join(d.name for d in AUTOCAST_DTYPES)}, not {code.name} "
                         f"(PyTorch's autocast turns itself off for other dtypes)")
    saved = b.autocast_enter(device, code, bool(on))
    if _regions.stack is None:
        _regions.stack = []
    _regions.stack.append((device, saved))
    fast_path.block(1)   # the runtime makes autocast's casts: its calls take the Python path in the region


@export
def rt_torch_autocast_exit():
    stack = _regions.stack
    if not stack:
        raise InvalidArgumentError("no autocast region is open on this thread (autocast_exit without autocast_enter)")
    device, saved = stack.pop()
    fast_path.block(-1)
    backend().autocast_exit(device, saved)


@export
def rt_torch_autocast_enabled(device):
    b = backend()
    return int(b.autocast_state(_autocast_device(device))[0])


@export
def rt_torch_autocast_dtype(device):
    b = backend()
    return int(b.autocast_state(_autocast_device(device))[1])


# -- the gradient scaler ---------------------------------------------------------------------------------------

READY, UNSCALED, STEPPED = "ready", "unscaled", "stepped"   # PyTorch's OptState, per optimizer
OPTIONS = ("scale", "growth_factor", "backoff_factor", "growth_interval", "growth_tracker")
INT32_MAX = 2**31 - 1   # the growth tracker is an int32 tensor in PyTorch


def _f32(value: float) -> float:
    """value rounded to float32, as PyTorch's scale tensor holds it (inf past float32's range)."""
    with np.errstate(over="ignore"):
        return float(np.float32(value))


class GradScaler:
    """PyTorch's GradScaler state: scale and growth_tracker are None until the first scale (its lazily made
    tensors); per_optimizer maps an optimizer handle to [stage, found_inf], found_inf None while no gradient was
    checked (PyTorch's empty found_inf_per_device)."""

    def __init__(self, init_scale: float, growth_factor: float, backoff_factor: float, growth_interval: int,
                 enabled: bool) -> None:
        self.enabled = enabled
        self.init_scale, self.growth_factor, self.backoff_factor = init_scale, growth_factor, backoff_factor
        self.growth_interval, self.init_growth_tracker = growth_interval, 0
        self.scale: float | None = None
        self.growth_tracker: int | None = None
        self.device = CPU
        self.per_optimizer: dict[int, list] = {}

    def state(self, opt: int) -> list:
        return self.per_optimizer.setdefault(opt, [READY, None])

    def check_started(self, what: str) -> None:
        if self.scale is None:
            raise InvalidArgumentError(f"Attempted {what} but the scale is not made yet. This may indicate your "
                                       f"program did not use rt_torch_grad_scaler_scale(loss) earlier in the "
                                       f"iteration.")


def _check_factor(name: str, value) -> float:
    v = args.number(value, name, finite=True)
    if name == "growth_factor" and v <= 1.0:
        raise InvalidArgumentError(f"The growth factor must be > 1.0, got {v}")
    if name == "backoff_factor" and not 0.0 < v < 1.0:
        raise InvalidArgumentError(f"The backoff factor must be < 1.0 (and positive), got {v}")
    return v


def _check_interval(value) -> int:
    v = args.number(value, "growth_interval", finite=True)
    if v != int(v) or not 1 <= v <= INT32_MAX:
        raise InvalidArgumentError(f"growth_interval is {value}; it must be an integer in [1, {INT32_MAX}]")
    return int(v)


def _check_scale(value, what: str) -> float:
    v = args.number(value, what)
    if not math.isfinite(v) or v <= 0 or not math.isfinite(_f32(v)):
        raise InvalidArgumentError(f"{what} is {v}; it must be positive and finite in float32")
    return v


@export
def rt_torch_grad_scaler_new(init_scale, growth_factor, backoff_factor, growth_interval, enabled):
    on = args.integer(enabled, "enabled")
    if on not in (0, 1):
        raise InvalidArgumentError(f"enabled is {on}; it must be 0 or 1")
    scaler = GradScaler(_check_scale(init_scale, "init_scale"), _check_factor("growth_factor", growth_factor),
                        _check_factor("backoff_factor", backoff_factor), _check_interval(growth_interval), bool(on))
    return table.add(scaler, GRAD_SCALER)


def _scaler(handle) -> GradScaler:
    return table.get(handle, GRAD_SCALER, "scaler: handle")


def _optimizer(b, opt) -> tuple[int, object]:
    o = table.get(opt, OPTIMIZER, "opt: handle")
    if b.optimizer_kind(o) == "lbfgs":   # PyTorch: "Closure use is not currently supported if GradScaler is enabled"
        raise InvalidArgumentError("opt is an LBFGS optimizer, whose step needs a closure: a gradient scaler "
                                   "cannot step it (as PyTorch's GradScaler)")
    return int(opt), o


@export
def rt_torch_grad_scaler_scale(scaler, x):
    b, s, t = backend(), _scaler(scaler), tensor(x)
    if not s.enabled:
        return new(t)
    if s.scale is None:   # PyTorch makes its scale and growth tracker on the first output's device
        s.scale, s.growth_tracker, s.device = _f32(s.init_scale), s.init_growth_tracker, b.device(t)
    factor = b.create("full", (), Dtype.float32, b.device(t), s.scale)
    return new(b.mul(t, factor))


def _unscale(b, s: GradScaler, opt: int, o) -> None:
    """PyTorch's unscale_: every gradient times the float32 reciprocal of the scale, in place, noting inf/NaN."""
    s.check_started("unscale")
    state = s.state(opt)
    if state[0] == UNSCALED:
        raise InvalidArgumentError("unscale has already been called on this optimizer since the last update")
    if state[0] == STEPPED:
        raise InvalidArgumentError("unscale is being called after step")
    grads = []
    for g in range(b.optimizer_group_count(o)):
        for p in b.optimizer_group_params(o, g):
            grad = b.grad(p)
            if grad is None:
                continue
            if b.dtype(grad) == Dtype.float16:
                raise DtypeError("Attempting to unscale FP16 gradients.")
            grads.append(grad)
    found_inf = None
    if grads:
        inverse = _f32(1.0 / s.scale)   # PyTorch: scale.double().reciprocal().float()
        found_inf = 0.0
        with grad_disabled(b):
            for grad in grads:
                if not b.item(b.all(b.isfinite(grad), None, False)):   # checked before scaling, as the kernel
                    found_inf = 1.0
                if inverse != 1.0:   # the kernel leaves the gradients as they are for 1
                    b.copy_from(grad, b.mul(grad, b.create("full", (), Dtype.float32, b.device(grad), inverse)))
    state[0], state[1] = UNSCALED, found_inf


@export
def rt_torch_grad_scaler_unscale(scaler, opt):
    b, s = backend(), _scaler(scaler)
    key, o = _optimizer(b, opt)
    if s.enabled:
        _unscale(b, s, key, o)


@export
def rt_torch_grad_scaler_step(scaler, opt):
    b, s = backend(), _scaler(scaler)
    key, o = _optimizer(b, opt)
    if not s.enabled:
        b.optimizer_step(o)
        return 1
    s.check_started("step")
    state = s.state(key)
    if state[0] == STEPPED:
        raise InvalidArgumentError("step has already been called since the last update")
    if state[0] == READY:
        _unscale(b, s, key, o)
    if state[1] is None:
        raise InvalidArgumentError("No inf checks were recorded for this optimizer: none of its parameters has a "
                                   "gradient")
    stepped = state[1] == 0.0
    if stepped:
        b.optimizer_step(o)
    state[0] = STEPPED
    return int(stepped)


@export
def rt_torch_grad_scaler_update(scaler, new_scale):
    s = _scaler(scaler)
    value = args.number(new_scale, "new_scale")
    if not s.enabled:
        return
    s.check_started("update")
    if not math.isnan(value):
        s.scale = _f32(_check_scale(value, "new_scale"))
    else:
        found = [state[1] for state in s.per_optimizer.values() if state[1] is not None]
        if not found:
            raise InvalidArgumentError("No inf checks were recorded prior to update: no optimizer was unscaled "
                                       "or stepped with this scaler since the last update")
        if sum(found):   # PyTorch's _amp_update_scale_ CPU kernel: double products stored as float32
            s.scale, s.growth_tracker = _f32(s.scale * s.backoff_factor), 0
        else:
            successful = s.growth_tracker + 1
            if successful == s.growth_interval:
                grown = _f32(s.scale * s.growth_factor)
                if math.isfinite(grown):   # the scale never grows past float32's range to inf
                    s.scale = grown
                s.growth_tracker = 0
            else:
                s.growth_tracker = successful
    s.per_optimizer = {}


def _option(name) -> str:
    name = args.text(name, "name")
    if name not in OPTIONS:
        raise InvalidArgumentError(f"a gradient scaler has no option {name!r}; its options are {', '.join(OPTIONS)}")
    return name


@export
def rt_torch_grad_scaler_get_option(scaler, name):
    s, name = _scaler(scaler), _option(name)
    if name == "scale":   # PyTorch's get_scale: 1 when disabled, the initial scale before the first scale
        value = (s.init_scale if s.scale is None else s.scale) if s.enabled else 1.0
    elif name == "growth_tracker":
        value = (s.init_growth_tracker if s.growth_tracker is None else s.growth_tracker) if s.enabled else 0
    else:
        value = getattr(s, name)
    return (float(value),)


@export
def rt_torch_grad_scaler_set_option(scaler, name, value):
    s, name = _scaler(scaler), _option(name)
    if name == "scale":   # load_state_dict: the initial scale, and the scale itself once made
        v = _check_scale(value, "scale")
        s.init_scale = v
        if s.scale is not None:
            s.scale = _f32(v)
    elif name == "growth_tracker":
        v = args.number(value, "growth_tracker", finite=True)
        if v != int(v) or not 0 <= v <= INT32_MAX:
            raise InvalidArgumentError(f"growth_tracker is {value}; it must be an integer in [0, {INT32_MAX}]")
        s.init_growth_tracker = int(v)
        if s.growth_tracker is not None:
            s.growth_tracker = int(v)
    elif name == "growth_interval":
        s.growth_interval = _check_interval(value)
    else:
        setattr(s, name, _check_factor(name, value))


@export
def rt_torch_grad_scaler_is_enabled(scaler):
    return int(_scaler(scaler).enabled)


@export
def rt_torch_grad_scaler_free(scaler):
    table.remove(scaler, GRAD_SCALER, "scaler: handle")
