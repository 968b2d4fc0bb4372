"""torch.optim's optimizers for the torch backend, made and run without importing torch._dynamo, and the plans from
which clib/native_optim.c steps SGD, Adam and AdamW without Python.

torch.optim wraps Optimizer.add_param_group and zero_grad in torch._disable_dynamo, and every step in
_use_grad_for_differentiable, and each wrapper imports torch._dynamo on its first call: about a second of a C
program's start-up. Here the functions under those wrappers run instead, with grad mode as the step's wrapper sets it
(differentiable is never on here, so off): the same ops on the same tensors, hence the same results.

A plan is what the C step needs of an optimizer: ATen handles of its parameters and of their state tensors, and every
group's options. torch.optim's object and state stay the truth: the plan is renewed whenever the Python side changes
the groups or the state (a step on the Python path, which makes the state lazily; add_param_group; set_state; a
get_state that makes the initial state), and an option is written to it whenever one is set (LR schedules)."""

from __future__ import annotations

import inspect
import sys
import types
import weakref
from pathlib import Path

import torch

from ..abi.errors import ErrorCode

NATIVE_KINDS = ("sgd", "adam", "adamw")
_FFI_MODULE = "_simple_torch_ffi"   # the embedded library's cffi module (clib/build.py's MODULE)


def _undecorated(cls, name: str):
    """cls.<name> without the wrappers torch.optim puts around it (functools.wraps keeps each one's __wrapped__)."""
    return inspect.unwrap(getattr(cls, name))


def make(cls, params, kwargs) -> torch.optim.Optimizer:
    """cls(params, **kwargs). Optimizer.__init__ adds each group through self.add_param_group, so an instance
    attribute holding the undecorated function shades the class's wrapper while it runs."""
    opt = cls.__new__(cls)
    opt.add_param_group = types.MethodType(_undecorated(cls, "add_param_group"), opt)
    try:
        cls.__init__(opt, params, **kwargs)
    finally:
        del opt.add_param_group
    return opt


def step(opt) -> None:
    with torch.no_grad():
        _undecorated(type(opt), "step")(opt)
    refresh(opt)


def zero_grad(opt) -> None:
    _undecorated(type(opt), "zero_grad")(opt)


def add_group(opt, params) -> None:
    _undecorated(type(opt), "add_param_group")(opt, {"params": list(params)})
    refresh(opt)


# -- the native plans ----------------------------------------------------------------------------------------------

class _Native:
    """The library's plan functions, once bound (None: not tried yet)."""
    ffi = lib = None
    why_off: str | None = None
    options = states = 0   # a plan's options per group and state tensors per parameter


_native = _Native()


class _Plan:
    def __init__(self, handle: int, kind: str) -> None:
        self.handle, self.kind = handle, kind
        self.signature: tuple | None = None   # what the registered plan was made from; None: none registered


_plans: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()   # optimizer -> _Plan


def native_why_off() -> str | None:
    """Why clib/native_optim.c could not be turned on; None when it is on, or bind has not run."""
    return _native.why_off


def bind(report_failure) -> bool:
    """Turn clib/native_optim.c on (once); False when it cannot be, its reason kept in _native.why_off."""
    if _native.lib is not None:
        return True
    if _native.why_off is not None:
        return False
    module = sys.modules.get(_FFI_MODULE)
    if module is None:
        _native.why_off = "the runtime was not loaded through the C library"
        return False
    lib_dir = Path(torch.__file__).parent / "lib"
    why = module.lib.rt__optim_bind(str(lib_dir / "libtorch_cpu.so").encode(), str(lib_dir / "libc10.so").encode())
    if why != module.ffi.NULL:
        _native.why_off = module.ffi.string(why).decode("utf-8", "replace")
        return False
    module.ffi.def_extern(name="rt__py_optim_failed", error=int(ErrorCode.INTERNAL))(
        lambda function, what: report_failure(module.ffi.string(function).decode(),
                                              module.ffi.string(what).decode("utf-8", "replace")))
    _native.ffi, _native.lib = module.ffi, module.lib
    _native.options, _native.states = module.lib.rt__optim_option_count(), module.lib.rt__optim_state_count()
    return True


def attach(opt, handle: int, kind: str, report_failure) -> None:
    """Give the optimizer of handle a native plan (SGD, Adam and AdamW). report_failure(function, what) sets the
    thread's last error for a native call that failed in ATen after it had begun to write, and returns the code."""
    if kind not in NATIVE_KINDS or not bind(report_failure):
        return
    _plans[opt] = _Plan(handle, kind)
    weakref.finalize(opt, _native.lib.rt__optim_plan_drop, handle).atexit = False   # freed with the optimizer
    refresh(opt)


def detach(opt) -> None:
    plan = _plans.pop(opt, None)
    if plan is not None:
        _native.lib.rt__optim_plan_drop(plan.handle)


def _options(kind: str, group: dict) -> dict[str, float] | None:
    """The group's options as a plan holds them, or None if torch.optim would not run its single-tensor CPU
    algorithm for it (foreach, fused, capturable, differentiable, a tensor lr: never set through the ABI)."""
    if group.get("foreach") or group.get("fused") or group.get("capturable") or group.get("differentiable"):
        return None
    if kind != "sgd" and group.get("decoupled_weight_decay", kind == "adamw") != (kind == "adamw"):
        return None
    values = {name: group[name] for name in ("lr", "weight_decay", "maximize")}
    if kind == "sgd":
        values.update({name: group[name] for name in ("momentum", "dampening", "nesterov")})
    else:
        values.update(beta1=group["betas"][0], beta2=group["betas"][1], eps=group["eps"], amsgrad=group["amsgrad"])
    if not all(isinstance(v, (int, float)) for v in values.values()):   # bool is an int
        return None
    return {name: float(v) for name, v in values.items()}


def _ath(tensor) -> int:
    """A new ATen handle of tensor (the same TensorImpl), owned by whoever it is given to."""
    capsule = torch._C._aoti.unsafe_alloc_void_ptr_from_tensor(tensor)
    return _native.lib.rt__capsule_pointer(_native.ffi.cast("void *", id(capsule)))


def refresh(opt) -> None:
    """Register the optimizer's plan again if its groups, parameters or state tensors changed since the last one."""
    plan = _plans.get(opt)
    if plan is None:
        return
    groups = opt.param_groups
    params = [(g, p) for g, group in enumerate(groups) for p in group["params"]]
    states = [opt.state.get(p, {}) for _, p in params]
    signature = ([id(p) for _, p in params], [[id(t) for t in s.values()] for s in states],
                 [{k: v for k, v in group.items() if k != "params"} for group in groups])
    if signature == plan.signature:
        return
    plan.signature = signature
    lib, ffi, width = _native.lib, _native.ffi, 1 + _native.states
    options = ffi.new("double[]", len(groups) * _native.options)
    for g, group in enumerate(groups):
        values = _options(plan.kind, group)
        if values is None:
            lib.rt__optim_plan_drop(plan.handle)
            return
        for name, value in values.items():
            options[g * _native.options + lib.rt__optim_option_slot(name.encode())] = value
    group_of = ffi.new("int32_t[]", [g for g, _ in params])
    tensors = ffi.new("uintptr_t[]", len(params) * width)
    for i, ((_, p), state) in enumerate(zip(params, states)):
        tensors[i * width] = _ath(p)
        for name, value in state.items():
            slot = lib.rt__optim_state_slot(plan.kind.encode(), name.encode())
            if slot >= 0 and isinstance(value, torch.Tensor):
                tensors[i * width + 1 + slot] = _ath(value)
    lib.rt__optim_plan_set(plan.handle, plan.kind.encode(), len(groups), options, len(params), group_of, tensors)


def option_changed(opt, group: int, name: str, value) -> None:
    """A group's option was set (rt_torch_optim_set_option, an LR schedule's step)."""
    plan = _plans.get(opt)
    if plan is None or plan.signature is None:
        return
    slot = _native.lib.rt__optim_option_slot(name.encode())
    if slot >= 0 and isinstance(value, (int, float)):
        _native.lib.rt__optim_plan_option(plan.handle, group, slot, float(value))
    else:
        plan.signature = None
        refresh(opt)

