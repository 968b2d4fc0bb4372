"""Renders runtime/ops.py: the runtime function of each of the spec's Op rows, made from its C prototype.

Each reads its arguments by parameter type and name (`rt_tensor` -> a tensor, `double` -> a number, finite if the
Op says so, `int64_t dim` -> a dim of the first tensor, `int32_t keepdim` -> a flag, `int64_t index` after a dim
-> a position along it, another `int64_t` -> an integer), refuses the dtype kinds its Op names, checks for elements where the Op needs them, then calls the Backend
method of its Op; a reduction over all elements calls it with (x, None, False). runtime/derived.py holds the checks
they share.
"""

from __future__ import annotations

import textwrap

from .signature import FUNCTIONS, Function, Param

WIDTH = 120

_HEAD = '''"""Tier 1's functions of the spec's Op rows: each reads its arguments, refuses what its Op refuses and calls the
Backend method of its Op; the entry-point decorator adds the error model, as for every runtime function.

Generated from src/simple_torch/abi/spec.py by `make generate` (abi/runtime_ops.py); do not edit.
"""

from __future__ import annotations

from . import args
from .args import tensor
from .derived import export_op, finite_number, nonempty, position, refuse, refused_kinds
from .handles import table
from .startup import backend

_tensors = table.tensors
_backend = None   # the active backend, bound by the first call: it never changes once started


def _start():
    global _backend
    _backend = backend()
    return _backend
'''


def docstring(text: str, indent: str) -> list[str]:
    """The lines of a docstring holding text, wrapped to WIDTH."""
    text = text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    return textwrap.wrap(f'"""{text}"""', WIDTH, initial_indent=indent, subsequent_indent=indent,
                         break_long_words=False, break_on_hyphens=False)


def op_functions() -> list[Function]:
    return [decl for decl in FUNCTIONS.values() if decl.op is not None]


def _refused_name(kinds: tuple[str, ...]) -> str:
    return "REFUSES_" + "_".join(kind.upper() for kind in kinds)


def _check(decl: Function) -> None:
    params = decl.inputs
    if not params or params[0].ctype != "rt_tensor" or any(p.kind != "scalar" for p in params) \
            or decl.result != "tensor":
        raise TypeError(f"{decl.name}: an Op needs a tensor first, scalar parameters and a tensor result")


def _read(param: Param, decl: Function, first: str) -> list[str]:
    """The lines that turn one argument into what the Backend takes."""
    name = param.pyname
    if param.ctype == "rt_tensor":
        return [f"    {name}_tensor = _tensors.get({name})",
                f"    if {name}_tensor is None or type({name}) is not int:   # as args.tensor: True, 1.0 are not 1",
                f'        {name}_tensor = tensor({name}, "{param.name}")']
    if param.ctype == "double" and decl.op.finite:
        return [f'    {name} = finite_number({name}, "{param.name}", active, {first})']
    if param.ctype == "double":
        return [f'    {name} = args.number({name}, "{param.name}")']
    if param.name == "keepdim":
        return [f'    {name} = args.flag({name}, "keepdim")']
    if param.name == "index" and param.ctype == "int64_t":   # a position along the dim read before it
        if "dim" not in [p.name for p in decl.inputs[:decl.inputs.index(param)]]:
            raise TypeError(f"{decl.name}: an int64_t index needs a dim before it")
        return [f"    {name} = position(active, {first}, dim, {name})"]
    if param.ctype == "int64_t":
        return [f'    {name} = args.integer({name}, "{param.name}")']
    raise TypeError(f"{decl.name}: no standard check for parameter {param.ctype} {param.name}; "
                    "write the runtime function by hand")


def _checks_and_call(decl: Function) -> tuple[list[str], str]:
    """The lines that check the arguments other than the tensors' handles, and the Backend call. A plain int dim in
    range passes without args.dim's call (a tenth of a softmax's time)."""
    op, params = decl.op, decl.inputs
    first = f"{params[0].pyname}_tensor"
    values = [f"{p.pyname}_tensor" if p.ctype == "rt_tensor" else p.pyname for p in params]
    lines = []
    for param in params:
        if param.ctype == "rt_tensor":
            continue
        if param.name == "dim":
            name = param.pyname
            if "ndim" in (p.pyname for p in params):
                raise TypeError(f"{decl.name}: a parameter named ndim would be hidden by the direct_ twin's local")
            lines += [f"    ndim = len(active.shape({first}))",
                      f"    if type({name}) is not int or not -ndim <= {name} < ndim:   # args.dim's error",
                      f"        {name} = args.dim({name}, ndim)",
                      f"    elif {name} < 0:",
                      f"        {name} += ndim"]
        else:
            lines += _read(param, decl, first)
    if op.refuses:
        for value, param in zip(values, params):
            if param.ctype == "rt_tensor":
                lines.append(f'    refuse(active, {value}, {_refused_name(op.refuses)}, "{op.backend}")')
    if decl.reduces_all:
        if op.nonempty:
            lines.append(f'    nonempty(active, {first}, None, "{op.backend}")')
        return lines, f"active.{op.backend}({first}, None, False)"
    if op.nonempty:   # a reduction along a dim: (x, dim, keepdim)
        lines.append(f'    nonempty(active, {first}, {params[1].pyname}, "{op.backend}")')
    return lines, f"active.{op.backend}({', '.join(values)})"


def checks_arguments(decl: Function) -> bool:
    """Whether the runtime does more with the Op's arguments than look up its tensors and pass them on (then
    Tier 3's direct call goes through the row's `direct_` function, else straight to the Backend method)."""
    return bool(_checks_and_call(decl)[0]) or decl.reduces_all


def direct_name(decl: Function) -> str:
    return "direct_" + decl.name.removeprefix("rt_torch_")


def _function(decl: Function) -> list[str]:
    _check(decl)
    params = decl.inputs
    call = _checks_and_call(decl)[1]
    lines = ["", "", "@export_op", f"def {decl.name}({', '.join(p.pyname for p in params)}):",
             *docstring(decl.doc, "    "), "    active = _backend or _start()"]
    for param in params:
        if param.ctype == "rt_tensor":
            lines += _read(param, decl, "")
    if not checks_arguments(decl):
        return lines + [f"    return table.add({call})"]
    # the checks live once, in the twin on backend objects, which Tier 3's direct call (runtime/direct.py) and this
    # function both run
    arguments = [f"{p.pyname}_tensor" if p.ctype == "rt_tensor" else p.pyname for p in params]
    return lines + [f"    return table.add({direct_name(decl)}(active, {', '.join(arguments)}))",
                    "", "", f"def {direct_name(decl)}(active, {', '.join(arguments)}):",
                    f'    """{decl.name} on backend objects."""', *_checks_and_call(decl)[0],
                    f"    return {call}"]


def _quoted(text: str) -> str:
    return f'"{text}"'


def render() -> str:
    decls = op_functions()
    refused = sorted({decl.op.refuses for decl in decls if decl.op.refuses})
    out = [_HEAD.rstrip("\n"), "", ""]
    out += ["# the dtype codes of the kinds each Op refuses (RT_ERR_DTYPE)"]
    out += [f"{_refused_name(kinds)} = refused_kinds({', '.join(map(_quoted, kinds))})" for kinds in refused]
    for decl in decls:
        out += _function(decl)
    return "\n".join(out) + "\n"
