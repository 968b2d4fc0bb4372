"""Section 15: L-BFGS, whose step calls back a closure of the caller's (torch.optim.LBFGS).

A closure is, to the runtime, a Python callable taking no argument and returning the loss as a number; it
fails by raising an `Error`. The C library turns an `rt_closure` and its user_data into one (clib/entry.py,
with `closure_error` below for a nonzero code), Tier 3 turns a Python closure into one. The callable runs on
the calling thread and the rt_torch_* functions it calls come back in through their own entry points: the
runtime holds no lock across it, and whatever last error those calls leave, the step sets its own.

A step that fails (its closure fails, or returns no number) leaves the parameters and the optimizer's
state as they were before it (PyTorch leaves both where the failed evaluation found them); the gradients
are what the closure's last backward made.

The state, as PyTorch keeps it on the first parameter, is laid out as runtime/lbfgs_state.py says.
"""

from __future__ import annotations

import math
import threading

from ..abi.errors import Error, ErrorCode, InvalidArgumentError, ShapeError, error_for
from . import args, last_error
from .entry import export
from .handles import OPTIMIZER, table
from .lbfgs_state import HISTORY, SCALARS
from .optim import OPTIONS, _optimizer, _option, _params
from .startup import backend

LINE_SEARCHES = ("", "strong_wolfe")   # PyTorch's line_search_fn: None (written "" in C) or "strong_wolfe"
_STEPPING: set[int] = set()   # the optimizers in a step (ids of the backend's objects, which the handles keep)
_STEPPING_LOCK = threading.Lock()


@export
def rt_torch_optim_lbfgs(params, lr, max_iter, max_eval, tolerance_grad, tolerance_change, history_size,
                         line_search_fn):
    b = backend()
    ps = _params(b, params)
    if sum(math.prod(b.shape(p)) for p in ps) == 0:   # PyTorch's step fails taking the largest gradient
        raise InvalidArgumentError("the params hold no elements; LBFGS needs at least one")
    search = args.text(line_search_fn, "line_search_fn")
    if search not in LINE_SEARCHES:
        raise InvalidArgumentError(f"line_search_fn is {search!r}; it must be \"strong_wolfe\" or \"\" (none)")
    iterations = _option("max_iter", args.integer(max_iter, "max_iter"))
    evaluations = args.integer(max_eval, "max_eval")
    values = {"lr": lr, "max_iter": iterations,
              "max_eval": evaluations if evaluations != 0 else iterations * 5 // 4,   # PyTorch's default
              "tolerance_grad": tolerance_grad, "tolerance_change": tolerance_change,
              "history_size": args.integer(history_size, "history_size"), "strong_wolfe": int(bool(search))}
    options = {name: _option(name, values[name]) for name in OPTIONS["lbfgs"]}
    return table.add(b.optimizer("lbfgs", ps, options), OPTIMIZER)


def closure_error(code: int) -> Error:
    """The error of a C closure that returned code: that code when it is one of the contract's, else
    RT_ERR_INVALID_ARGUMENT; the message carries the last error the closure's own calls left on this thread,
    which usually says why."""
    known = code in ErrorCode.__members__.values() and code != ErrorCode.OK
    what = f"the closure returned {code}" + (f" (RT_ERR_{ErrorCode(code).name})" if known else
                                              ", which is not an RT_ERR_* code")
    if last_error.code() != ErrorCode.OK:
        what += f"; this thread's last error then: {last_error.message()}"
    return error_for(code if known else ErrorCode.INVALID_ARGUMENT, what)


class _Evaluations:
    """The caller's closure as the backend calls it: returns the loss as a float; a failure names the
    evaluation that failed."""

    def __init__(self, closure) -> None:
        self.closure, self.count = closure, 0

    def __call__(self) -> float:
        self.count += 1
        try:
            loss = self.closure()
        except Error as why:
            raise error_for(why.code, f"evaluation {self.count} of the closure failed ({why}); the parameters and "
                                      f"the optimizer's state are as before the step") from why
        if isinstance(loss, (str, bytes, bool)) or not isinstance(loss, (int, float)):
            raise InvalidArgumentError(f"evaluation {self.count} of the closure returned {type(loss).__name__}, "
                                       f"not the loss as a number")
        return float(loss)


@export
def rt_torch_optim_lbfgs_step(opt, closure):
    b, o = backend(), _optimizer(opt)
    if b.optimizer_kind(o) != "lbfgs":
        raise InvalidArgumentError(f"opt is {b.optimizer_kind(o)}, not LBFGS: step it with rt_torch_optim_step")
    if not callable(closure):
        raise InvalidArgumentError("closure is NULL" if closure is None else "closure must be callable")
    first = b.optimizer_group_params(o, 0)[0]
    _check_resumable(b, b.optimizer_state(o, first, create=False))
    if b.optimizer_option(o, 0, "strong_wolfe") and b.optimizer_option(o, 0, "max_iter") > 0 \
            and b.optimizer_option(o, 0, "max_eval") < 1:
        raise InvalidArgumentError("max_eval is 0; the strong Wolfe line search needs at least 1 evaluation")
    with _STEPPING_LOCK:
        if id(o) in _STEPPING:
            raise InvalidArgumentError("opt is taking a step already (a closure stepping its own optimizer, or "
                                       "two threads stepping one): PyTorch's state cannot take two at once")
        _STEPPING.add(id(o))
    try:
        return (b.optimizer_lbfgs_step(o, _Evaluations(closure)),)
    finally:
        _STEPPING.discard(id(o))


def _check_resumable(b, state: dict) -> None:
    """A state written by name must be one PyTorch's step can go on from: after an iteration, every entry, and
    as many of each history entry."""
    if "n_iter" not in state or b.item(state["n_iter"]) == 0:
        return
    missing = [name for name in (*SCALARS, "d", "prev_flat_grad", *HISTORY) if name not in state]
    if missing:
        raise InvalidArgumentError(f"the LBFGS state has n_iter above 0 but no {', '.join(missing)}: write every "
                                   f"state tensor to resume")
    lengths = [b.shape(state[name])[0] for name in HISTORY]
    if len(set(lengths)) != 1:
        raise ShapeError(f"the LBFGS state holds {lengths[0]}, {lengths[1]} and {lengths[2]} entries of old_dirs, "
                         f"old_stps and ro: write them of one length")
