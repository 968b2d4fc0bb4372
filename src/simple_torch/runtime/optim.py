"""Section 15: optimizers over tensor handles (PyTorch's update rules): SGD, Adam, AdamW, RMSprop, Adagrad and
Adadelta, parameter groups with options of their own, reading and writing any option and the state of any
parameter (so a host language writes schedulers, and saves and resumes training), gradient clipping."""

from __future__ import annotations

import math

from ..abi.enums import FLOATING, Dtype
from ..abi.errors import DtypeError, InvalidArgumentError, ShapeError
from . import args, fast_path, last_error
from .args import new, tensor
from .entry import describe, export
from .handles import OPTIMIZER, table
from .lbfgs_state import set_state
from .startup import backend

# Every option of each kind, with PyTorch's names (Adam's betas are beta1 and beta2); the FLAGS are 0 or 1.
OPTIONS = {
    "sgd": ("lr", "momentum", "dampening", "weight_decay", "nesterov", "maximize"),
    "adam": ("lr", "beta1", "beta2", "eps", "weight_decay", "amsgrad", "maximize"),
    "adamw": ("lr", "beta1", "beta2", "eps", "weight_decay", "amsgrad", "maximize"),
    "rmsprop": ("lr", "alpha", "eps", "weight_decay", "momentum", "centered", "maximize"),
    "adagrad": ("lr", "lr_decay", "weight_decay", "initial_accumulator_value", "eps", "maximize"),
    "adadelta": ("lr", "rho", "eps", "weight_decay", "maximize"),
    # strong_wolfe is line_search_fn ("strong_wolfe": 1, None: 0)
    "lbfgs": ("lr", "max_iter", "max_eval", "tolerance_grad", "tolerance_change", "history_size", "strong_wolfe"),
}
FLAGS = frozenset({"nesterov", "amsgrad", "centered", "maximize", "strong_wolfe"})
COUNTS = {"max_iter": 0, "max_eval": 0, "history_size": 1}   # integer options, with their least value
BELOW_ONE = frozenset({"beta1", "beta2"})   # PyTorch: 0 <= beta < 1
AT_MOST_ONE = frozenset({"rho", "dampening"})   # PyTorch: 0 <= rho <= 1
# What a parameter's state may hold, by kind (PyTorch's names); which are there depends on the options
STATE = {
    "sgd": ("momentum_buffer",),
    "adam": ("step", "exp_avg", "exp_avg_sq", "max_exp_avg_sq"),
    "adamw": ("step", "exp_avg", "exp_avg_sq", "max_exp_avg_sq"),
    "rmsprop": ("step", "square_avg", "momentum_buffer", "grad_avg"),
    "adagrad": ("step", "sum"),
    "adadelta": ("step", "square_avg", "acc_delta"),
    # LBFGS keeps one state, on its first parameter (as PyTorch): runtime/lbfgs_state.py says what each holds
    "lbfgs": ("func_evals", "n_iter", "d", "t", "old_dirs", "old_stps", "ro", "H_diag", "prev_flat_grad",
              "prev_loss"),
}


def _params(b, params, taken=()) -> list:
    """The parameter tensors of params, each once, floating point leaves, none of them in taken."""
    if params is None:
        raise InvalidArgumentError("params is NULL")
    handles = list(params)
    if not handles:
        raise InvalidArgumentError("params is empty")
    if len(set(handles)) != len(handles):
        raise InvalidArgumentError("params holds the same handle twice")
    out = [tensor(h, f"params[{i}]") for i, h in enumerate(handles)]
    first: dict[int, int] = {}
    for i, t in enumerate(out):   # two handles can name one tensor (e.g. rt_torch_tensor_cpu of a CPU tensor)
        j = first.setdefault(id(t), i)
        if j != i:
            raise InvalidArgumentError(f"params[{j}] and params[{i}] name the same tensor")
    owned = {id(t) for t in taken}
    for i, t in enumerate(out):
        if b.dtype(t) not in FLOATING:
            raise DtypeError(f"params[{i}] is {Dtype(b.dtype(t)).name}; parameters must be floating point")
        if not b.is_leaf(t):
            raise InvalidArgumentError(f"params[{i}] is computed from other tensors; parameters must be leaves")
        if id(t) in owned:
            raise InvalidArgumentError(f"params[{i}] is already in a parameter group of this optimizer")
    return out


def _option(name: str, value) -> float | bool:
    """value, checked as PyTorch's constructors check it: finite, non-negative, betas below 1, flags 0 or 1."""
    v = args.number(value, name, finite=True)
    if name in COUNTS:
        if v != int(v) or v < COUNTS[name]:
            raise InvalidArgumentError(f"{name} is {v}; it must be an integer of at least {COUNTS[name]}")
        return int(v)
    if name in FLAGS:
        if v not in (0, 1):
            raise InvalidArgumentError(f"{name} is {v}; it must be 0 or 1")
        return bool(v)
    if v < 0:
        raise InvalidArgumentError(f"{name} is {v}; it must be non-negative")
    if name in BELOW_ONE and v >= 1:
        raise InvalidArgumentError(f"{name} is {v}; it must be below 1")
    if name in AT_MOST_ONE and v > 1:
        raise InvalidArgumentError(f"{name} is {v}; it must be at most 1")
    return v


def _nesterov_fits(options: dict) -> None:
    if options.get("nesterov") and (options["momentum"] <= 0 or options["dampening"] != 0):
        raise InvalidArgumentError("nesterov momentum needs a momentum above 0 and a dampening of 0")


def _create(kind: str, params, **values) -> int:
    """A new optimizer of kind; values hold the options the C function takes, the others are PyTorch's
    defaults (flags off, dampening 0)."""
    b = backend()
    ps = _params(b, params)
    options = {name: _option(name, values.get(name, 0)) for name in OPTIONS[kind]}
    _nesterov_fits(options)
    o = b.optimizer(kind, ps, options)
    handle = table.add(o, OPTIMIZER)
    if fast_path.describe() == "on":   # the torch backend, loaded through the C library
        from ..engines import torch_optim
        torch_optim.attach(o, handle, kind, _report_native_failure)
    return handle


def bind_native() -> None:
    """With the fast path: clib/native_optim.c's functions (steps, clipping, zero_grad) on from the start."""
    from ..engines import torch_optim
    torch_optim.bind(_report_native_failure)


def _report_native_failure(function: str, what: str) -> int:
    """clib/native_optim.c: a native step or clipping failed in ATen after it had begun to write, so it is not run
    again: the thread's last error is set as this path sets it for ATen's error. Returns the code."""
    code, message = describe(RuntimeError(what))
    last_error.set_error(code, f"{function}: {message}")
    return int(code)


@export
def rt_torch_optim_sgd(params, lr, momentum, weight_decay):
    return _create("sgd", params, lr=lr, momentum=momentum, weight_decay=weight_decay)


@export
def rt_torch_optim_adam(params, lr, beta1, beta2, eps, weight_decay):
    return _create("adam", params, lr=lr, beta1=beta1, beta2=beta2, eps=eps, weight_decay=weight_decay)


@export
def rt_torch_optim_adamw(params, lr, beta1, beta2, eps, weight_decay):
    return _create("adamw", params, lr=lr, beta1=beta1, beta2=beta2, eps=eps, weight_decay=weight_decay)


@export
def rt_torch_optim_rmsprop(params, lr, alpha, eps, weight_decay, momentum, centered):
    return _create("rmsprop", params, lr=lr, alpha=alpha, eps=eps, weight_decay=weight_decay, momentum=momentum,
                   centered=centered)


@export
def rt_torch_optim_adagrad(params, lr, lr_decay, weight_decay, initial_accumulator_value, eps):
    return _create("adagrad", params, lr=lr, lr_decay=lr_decay, weight_decay=weight_decay,
                   initial_accumulator_value=initial_accumulator_value, eps=eps)


@export
def rt_torch_optim_adadelta(params, lr, rho, eps, weight_decay):
    return _create("adadelta", params, lr=lr, rho=rho, eps=eps, weight_decay=weight_decay)


def _optimizer(opt):
    return table.get(opt, OPTIMIZER, "opt: handle")


@export
def rt_torch_optim_step(opt):
    b, o = backend(), _optimizer(opt)
    if b.optimizer_kind(o) == "lbfgs":
        raise InvalidArgumentError("opt is an LBFGS optimizer, whose step evaluates the model several times: call "
                                   "rt_torch_optim_lbfgs_step with a closure")
    b.optimizer_step(o)


@export
def rt_torch_optim_zero_grad(opt):
    backend().optimizer_zero_grad(_optimizer(opt))


@export
def rt_torch_optim_free(opt):
    o = table.remove(opt, OPTIMIZER, "opt: handle")
    if fast_path.describe() == "on":
        from ..engines import torch_optim
        torch_optim.detach(o)


# -- parameter groups, options and state ------------------------------------------------------------

def _group(b, o, group) -> int:
    count = b.optimizer_group_count(o)
    g = args.integer(group, "group")
    if not 0 <= g < count:
        raise InvalidArgumentError(f"group {g} is out of range: the optimizer has {count} parameter group"
                                   + ("s" if count != 1 else ""))
    return g


def _option_name(b, o, name) -> str:
    name, kind = args.text(name, "name"), b.optimizer_kind(o)
    if name not in OPTIONS[kind]:
        raise InvalidArgumentError(f"{kind} has no option {name!r}; its options are {', '.join(OPTIONS[kind])}")
    return name


@export
def rt_torch_optim_add_param_group(opt, params):
    b, o = backend(), _optimizer(opt)
    if b.optimizer_kind(o) == "lbfgs":
        raise InvalidArgumentError("LBFGS has one parameter group (PyTorch's LBFGS doesn't support per-parameter "
                                   "options)")
    taken = [p for g in range(b.optimizer_group_count(o)) for p in b.optimizer_group_params(o, g)]
    b.optimizer_add_group(o, _params(b, params, taken))
    return b.optimizer_group_count(o) - 1


@export
def rt_torch_optim_param_group_count(opt):
    b = backend()
    return b.optimizer_group_count(_optimizer(opt))


@export
def rt_torch_optim_set_option(opt, group, name, value):
    b, o = backend(), _optimizer(opt)
    g, name = _group(b, o, group), _option_name(b, o, name)
    value = _option(name, value)
    if name in ("nesterov", "momentum", "dampening"):
        options = {n: b.optimizer_option(o, g, n) for n in ("nesterov", "momentum", "dampening")
                   if n in OPTIONS[b.optimizer_kind(o)]}
        _nesterov_fits({**options, name: value})
    b.optimizer_set_option(o, g, name, value)


@export
def rt_torch_optim_get_option(opt, group, name):
    b, o = backend(), _optimizer(opt)
    g, name = _group(b, o, group), _option_name(b, o, name)
    return (float(b.optimizer_option(o, g, name)),)


def _parameter(b, o, param):
    """The backend tensor of param, which must be one of the optimizer's parameters."""
    t = tensor(param, "param")
    for g in range(b.optimizer_group_count(o)):
        if any(p is t for p in b.optimizer_group_params(o, g)):
            return t
    raise InvalidArgumentError("param is not a parameter of this optimizer")


def _state_name(b, o, name) -> str:
    name, kind = args.text(name, "name"), b.optimizer_kind(o)
    if name not in STATE[kind]:
        raise InvalidArgumentError(f"{kind} keeps no state {name!r}; it keeps {', '.join(STATE[kind])}")
    return name


def _state_names(opt, param) -> list[str]:
    b, o = backend(), _optimizer(opt)
    return list(b.optimizer_state(o, _parameter(b, o, param), create=False))


@export
def rt_torch_optim_state_count(opt, param):
    return len(_state_names(opt, param))


@export
def rt_torch_optim_state_name(opt, param, index):
    names, i = _state_names(opt, param), args.integer(index, "index")
    if not 0 <= i < len(names):
        raise InvalidArgumentError(f"index {i} is out of range: the optimizer holds {len(names)} state tensors for "
                                   f"param")
    return names[i]


@export
def rt_torch_optim_get_state(opt, param, name):
    b, o = backend(), _optimizer(opt)
    t, name = _parameter(b, o, param), _state_name(b, o, name)
    state = b.optimizer_state(o, t, create=True)
    if name not in state:
        raise InvalidArgumentError(f"this parameter's {b.optimizer_kind(o)} state has no {name!r} (it holds "
                                   f"{', '.join(state) or 'nothing'}: which it holds depends on the options, and "
                                   f"SGD's momentum buffer is made by its first step)")
    return new(b.clone(state[name]))


@export
def rt_torch_optim_set_state(opt, param, name, value):
    b, o = backend(), _optimizer(opt)
    t, name = _parameter(b, o, param), _state_name(b, o, name)
    v = tensor(value, "value")
    if b.optimizer_kind(o) == "lbfgs":
        return set_state(b, o, t, name, v)
    state = b.optimizer_state(o, t, create=True)
    want = tuple(b.shape(state[name])) if name in state else (() if name == "step" else tuple(b.shape(t)))
    if tuple(b.shape(v)) != want:
        raise ShapeError(f"value of shape {list(b.shape(v))} cannot be the state {name!r} of shape {list(want)}")
    if b.dtype(v) not in FLOATING:
        raise DtypeError(f"value is {Dtype(b.dtype(v)).name}; optimizer state is floating point")
    b.optimizer_set_state(o, t, name, v)


# -- gradient clipping (torch.nn.utils.clip_grad_norm_ / clip_grad_value_) ---------------------------

def _with_grads(b, params) -> list:
    """The tensors of params; the backend leaves a parameter without a gradient alone, as PyTorch."""
    if params is None:
        raise InvalidArgumentError("params is NULL")
    return [tensor(h, f"params[{i}]") for i, h in enumerate(params)]


@export
def rt_torch_nn_clip_grad_norm(params, max_norm, norm_type, error_if_nonfinite):
    b = backend()
    max_norm, norm_type = args.number(max_norm, "max_norm"), args.number(norm_type, "norm_type")
    if math.isnan(max_norm) or math.isnan(norm_type):
        raise InvalidArgumentError(f"max_norm and norm_type must not be NaN, got {max_norm} and {norm_type}")
    ps = _with_grads(b, params)
    total = b.grad_norm(ps, norm_type)
    if args.flag(error_if_nonfinite, "error_if_nonfinite") and not math.isfinite(b.item(total)):
        raise InvalidArgumentError(f"the total norm of order {norm_type} of the gradients is non-finite, so it cannot "
                                   f"be clipped (error_if_nonfinite 0 clips anyway)")
    b.clip_grads_with_norm(ps, max_norm, total)
    return new(total)


@export
def rt_torch_nn_clip_grad_value(params, clip_value):
    b = backend()
    clip_value = args.number(clip_value, "clip_value")
    if math.isnan(clip_value):
        raise InvalidArgumentError("clip_value must not be NaN")
    b.clip_grad_value(_with_grads(b, params), clip_value)
