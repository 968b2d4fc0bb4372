"""torch.optim.LBFGS behind the Backend's optimizer methods: its options by the runtime's names (line_search_fn
as the flag strong_wolfe), its state in the runtime's layout (runtime/lbfgs.py), and a step that puts the
parameters and the state back when the closure fails."""

from __future__ import annotations

import functools
from typing import Callable

import torch

COUNTERS = ("func_evals", "n_iter")
SCALARS = ("t", "H_diag", "prev_loss")
MATRICES = ("old_dirs", "old_stps")
NAMES = ("func_evals", "n_iter", "d", "t", "old_dirs", "old_stps", "ro", "H_diag", "prev_flat_grad", "prev_loss")
STRONG_WOLFE = "strong_wolfe"


def make(params, options: dict) -> torch.optim.LBFGS:
    return torch.optim.LBFGS(params, lr=options["lr"], max_iter=options["max_iter"], max_eval=options["max_eval"],
                             tolerance_grad=options["tolerance_grad"], tolerance_change=options["tolerance_change"],
                             history_size=options["history_size"],
                             line_search_fn=STRONG_WOLFE if options["strong_wolfe"] else None)


def option(opt: torch.optim.LBFGS, name: str):
    group = opt.param_groups[0]
    return group["line_search_fn"] == STRONG_WOLFE if name == "strong_wolfe" else group[name]


def set_option(opt: torch.optim.LBFGS, name: str, value) -> None:
    group = opt.param_groups[0]
    if name == "strong_wolfe":
        group["line_search_fn"] = STRONG_WOLFE if value else None
    else:
        group[name] = value


def step(opt: torch.optim.LBFGS, closure: Callable[[], float]) -> float:
    params = opt.param_groups[0]["params"]
    state = opt.state[params[0]]
    # PyTorch's step replaces d, t, H_diag and the lists' entries, and writes in place only prev_flat_grad and
    # the lists: a copy of those is enough to undo a failed step
    saved = {name: value.clone() if isinstance(value, torch.Tensor) else list(value) if isinstance(value, list)
             else value for name, value in state.items()}
    with torch.no_grad():
        saved_params = [p.clone() for p in params]
    # PyTorch makes its scratch list al as [None] * history_size: a dict holds the entries it uses without
    # allocating a huge history_size's slots
    state["al"] = {}
    try:
        return float(opt.step(closure))
    except BaseException:
        with torch.no_grad():
            for p, value in zip(params, saved_params):
                p.copy_(value)
        state.clear()
        state.update(saved)
        raise
    finally:
        state.pop("al", None)


def _flat_dtype(opt) -> torch.dtype:
    return functools.reduce(torch.promote_types, (p.dtype for p in opt.param_groups[0]["params"]))


def named_state(opt: torch.optim.LBFGS, param) -> dict[str, torch.Tensor]:
    params = opt.param_groups[0]["params"]
    if param is not params[0] or param not in opt.state:
        return {}
    state, flat = opt.state[param], _flat_dtype(opt)
    numel = sum(p.numel() for p in params)
    out = {}
    for name in NAMES:
        value = state.get(name)
        if value is None:
            continue
        if name in COUNTERS:
            out[name] = torch.tensor(value, dtype=torch.int64)
        elif name in SCALARS:
            out[name] = torch.tensor(float(value), dtype=torch.float64)
        elif name in MATRICES:
            out[name] = torch.stack(value) if value else torch.zeros((0, numel), dtype=flat)
        elif name == "ro":
            out[name] = torch.stack(value).reshape(len(value)) if value else torch.zeros(0, dtype=flat)
        else:
            out[name] = value
    return out


def set_named_state(opt: torch.optim.LBFGS, param, name: str, value: torch.Tensor) -> None:
    state, flat = opt.state[param], _flat_dtype(opt)
    value = value.detach()
    if name in COUNTERS:
        state[name] = int(value.item())
    elif name in SCALARS:
        state[name] = float(value.item())
    elif name in MATRICES:
        state[name] = [row.clone() for row in value.to(flat)]
    elif name == "ro":
        state[name] = [x.clone() for x in value.to(flat)]
    else:
        state[name] = value.to(flat, copy=True)
