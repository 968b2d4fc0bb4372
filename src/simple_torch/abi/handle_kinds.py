"""The kinds of `rt_handle` in the spec: a stream, an optimizer, a schedule, a generator, a loaded model, a
safetensors file, a gradient scaler, a collective's work, a data loader.

The spec names a kind by the C parameter that takes such a handle (`opt`, `sched`, ...), and frees each kind with
the one `rt_torch_*_free` function whose only parameter is that one; both are read from the spec's rows. What the
rows do not say is which kind a function returning an rt_handle makes: KINDS says it by the creators' name prefix.
"""

from __future__ import annotations

from dataclasses import dataclass

from .signature import FUNCTIONS, Function

HANDLE_TYPE = "rt_handle"
FREE_SUFFIX = "_free"


@dataclass(frozen=True)
class HandleKind:
    param: str     # the C parameter that takes such a handle: "opt"
    noun: str      # what it is, as runtime/handles.py's KINDS names it: "optimizer"
    prefix: str    # the name prefix of the functions that make one: "rt_torch_optim_"
    free: str      # the function that frees one: "rt_torch_optim_free"

    @property
    def class_name(self) -> str:
        """The Python owner's class: "OptimizerHandle"."""
        return "".join(word.capitalize() for word in self.noun.split()) + "Handle"


# (the C parameter, the noun, the creators' name prefix) of each kind
_DECLARED = (("stream", "stream", "rt_torch_stream_"),
             ("opt", "optimizer", "rt_torch_optim_"),
             ("sched", "scheduler", "rt_torch_lr_"),
             ("gen", "generator", "rt_torch_generator_"),
             ("model", "model", "rt_torch_model_"),
             ("file", "safetensors", "rt_torch_safetensors_"),
             ("scaler", "gradient scaler", "rt_torch_grad_scaler_"),
             ("work", "work", "rt_torch_dist_"),
             ("loader", "data loader", "rt_torch_data_loader_"))


def _free_functions(functions: dict[str, Function]) -> dict[str, str]:
    """Each handle parameter's free function: a `*_free` function taking that one rt_handle."""
    found: dict[str, str] = {}
    for fn in functions.values():
        if fn.name.endswith(FREE_SUFFIX) and len(fn.cparams) == 1 and fn.cparams[0].ctype == HANDLE_TYPE:
            param = fn.cparams[0].name
            if param in found:
                raise ValueError(f"{param!r} handles are freed by both {found[param]} and {fn.name}")
            found[param] = fn.name
    return found


def kinds_of(functions: dict[str, Function]) -> dict[str, HandleKind]:
    """The kinds by C parameter name, checked against the functions: each is freed by one function, every
    rt_handle parameter names a kind, and every function returning an rt_handle makes exactly one kind."""
    frees = _free_functions(functions)
    kinds = {}
    for param, noun, prefix in _DECLARED:
        if param not in frees:
            raise ValueError(f"no rt_torch_*{FREE_SUFFIX}({HANDLE_TYPE} {param}) frees {noun} handles")
        kinds[param] = HandleKind(param, noun, prefix, frees.pop(param))
    if frees:
        raise ValueError(f"{sorted(frees.values())} free handles of no declared kind")
    for fn in functions.values():
        for c in fn.cparams:
            if c.ctype == HANDLE_TYPE and c.name not in kinds:
                raise ValueError(f"{fn.name}: the rt_handle parameter {c.name!r} names no kind of handle")
        if fn.ctype == HANDLE_TYPE:
            made_by(fn, kinds)
    return kinds


def made_by(fn: Function, kinds: dict[str, HandleKind]) -> HandleKind:
    """The kind of handle fn returns."""
    matches = [kind for kind in kinds.values() if fn.name.startswith(kind.prefix)]
    if len(matches) != 1:
        raise ValueError(f"{fn.name} returns an rt_handle of {len(matches)} declared kinds, not of one")
    return matches[0]


KINDS: dict[str, HandleKind] = kinds_of(FUNCTIONS)
FREED_BY = {kind.free: kind for kind in KINDS.values()}
