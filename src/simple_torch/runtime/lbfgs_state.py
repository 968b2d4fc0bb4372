"""The state of an L-BFGS optimizer (runtime/lbfgs.py) and rt_torch_optim_set_state's check of a value for it, which
runtime/optim.py and runtime/lbfgs.py share.

The state, as PyTorch keeps it on the first parameter, read and written by name as tensors:
    func_evals, n_iter            int64 scalars: evaluations and iterations over every step so far
    d, prev_flat_grad             (N,): the last direction and flat gradient (N: the parameters' elements)
    old_dirs, old_stps, ro        (k, N), (k, N), (k,): the k <= history_size curvature pairs and 1 / (y s)
    t, H_diag, prev_loss          float64 scalars: the last step length, Hessian scale and loss
"""

from __future__ import annotations

import math

from ..abi.enums import FLOATING, INTEGRAL, Dtype
from ..abi.errors import DtypeError, InvalidArgumentError, ShapeError

COUNTERS = ("func_evals", "n_iter")
SCALARS = ("t", "H_diag", "prev_loss")
HISTORY = ("old_dirs", "old_stps", "ro")


def set_state(b, o, param, name: str, value) -> None:
    """rt_torch_optim_set_state for LBFGS: the state of the first parameter, in the layout of the module doc."""
    params = b.optimizer_group_params(o, 0)
    if param is not params[0]:
        raise InvalidArgumentError("LBFGS keeps its state on its first parameter, as PyTorch: write it there")
    numel = sum(math.prod(b.shape(p)) for p in params)
    dtype = Dtype(b.dtype(value))
    if dtype not in FLOATING and not (name in COUNTERS and dtype in INTEGRAL):
        raise DtypeError(f"value is {dtype.name}; LBFGS's {name!r} is "
                         + ("an integer" if name in COUNTERS else "floating point"))
    shape = tuple(b.shape(value))
    if name in (*COUNTERS, *SCALARS):
        want = ()
    elif name in ("d", "prev_flat_grad"):
        want = (numel,)
    else:
        history = b.optimizer_option(o, 0, "history_size")
        k = shape[0] if shape else -1
        if not 0 <= k <= history:
            raise ShapeError(f"value of shape {list(shape)} cannot be {name!r}: it holds k <= history_size "
                             f"({history}) entries")
        want = (k,) if name == "ro" else (k, numel)
    if shape != want:
        raise ShapeError(f"value of shape {list(shape)} cannot be LBFGS's {name!r} of shape {list(want)}")
    if name in COUNTERS:
        count = b.item(value)
        if count != int(count) or count < 0:
            raise InvalidArgumentError(f"{name} is {count}; it must be a non-negative integer")
    b.optimizer_set_state(o, param, name, value)
