"""Render the Tier 3 variants of the spec's `Op` rows (torchgen's variants): one def per Tensor method, st function
and st.nn.functional function a row names, over its def in simple_torch/calls.py.

    an element-wise op of one tensor   x.sqrt()  st.sqrt(x)
    a reduction (and its _dim twin)    x.argmax(dim=None, keepdim=False)  st.argmax(x, dim, keepdim)
    any other prototype                the C arguments after the tensor, in order: x.op(a, b)

Names whose PyTorch signature needs more (scalars for +, dtype= for sum, (values, indices) for max) are
hand-written in tensor.py and functions.py, and the spec's Op rows for them name no variant.
"""

from __future__ import annotations

import textwrap

from .python_calls import LINE_WIDTH, PREFIX, _wrapped
from .signature import FUNCTIONS, Function, Param

# PyTorch's names for the C parameters after the first tensor, where they differ
PYTORCH_NAMES = {"b": "other"}
# PyTorch's defaults for these parameter names, the same in every function that has them
PYTORCH_DEFAULTS = {"keepdim": "False", "diagonal": "0"}
_TYPES = {"rt_tensor": "Tensor", "int64_t": "int", "int32_t": "int", "double": "float"}
_FLAG = "keepdim"   # an int32_t flag of C, a bool of Python
_DIMS = "dim: int | Sequence[int] | None = None"

METHODS_PREAMBLE = '''"""The Tensor methods of the spec's Op rows (x.sin(), x.argmax(dim), ...): Tensor inherits them.

Generated from src/simple_torch/abi/spec.py by `make generate` (simple_torch/abi/python_variants.py); do not edit.
"""

from __future__ import annotations

from typing import Self, Sequence, cast

from . import calls
from .numpy_aliases import takes_numpy_aliases


class TensorVariants:
    """The methods of Tensor that the spec's Op rows declare; each calls its def of simple_torch.calls. Tensor (which
    imports this module) is Self here, so the methods type as Tensor's without an import back up."""
    __slots__ = ()

    def _tensor_arg(self, value: object, what: str) -> Self:
        """value, which must be a Tensor (every Tensor is a TensorVariants): PyTorch's TypeError otherwise."""
        if not isinstance(value, TensorVariants):
            raise TypeError(f"{what} must be a Tensor, not {type(value).__name__}")
        return cast(Self, value)
'''

FUNCTIONS_PREAMBLE = '''"""The {what} of the spec's Op rows ({example}, ...).

Generated from src/simple_torch/abi/spec.py by `make generate` (simple_torch/abi/python_variants.py); do not edit.
"""

from __future__ import annotations
{typing}
from {up} import calls
{aliases}from {up}tensor import Tensor, tensor_arg
'''


def _along(whole: Function) -> Function:
    return FUNCTIONS[f"{whole.name}_dim"]


_ALONG = {f"{fn.name}_dim" for fn in FUNCTIONS.values() if fn.reduces_all}   # made with their whole twin
# the functions of the Op rows that name a variant, in the spec's order
VARIANTS: list[Function] = [fn for fn in FUNCTIONS.values() if fn.op is not None and fn.name not in _ALONG
                            and (fn.op.method or fn.op.function or fn.op.functional)]
# what the generated bodies use: no variant or parameter may take these names
HELPERS = {"calls", "Tensor", "Self", "tensor_arg", "_tensor_arg", "takes_numpy_aliases", "cast", "Sequence", "input", "self"}


def _name(p: Param) -> str:
    return PYTORCH_NAMES.get(p.pyname, p.pyname)


def _parameters(fn: Function) -> list[str]:
    """The parameters after the tensor, annotated, with PyTorch's names and defaults."""
    if fn.reduces_all:
        return [_DIMS, f"{_FLAG}: bool = False"]
    out = []
    for p in fn.inputs[1:]:
        kind = "bool" if p.pyname == _FLAG else _TYPES[p.ctype]
        default = PYTORCH_DEFAULTS.get(p.pyname)
        out.append(f"{_name(p)}: {kind}" + (f" = {default}" if default is not None else ""))
    return out


def _takes_dim(fn: Function) -> bool:
    return fn.reduces_all or any(p.pyname in ("dim", _FLAG) for p in fn.inputs[1:])


def _call(fn: Function) -> str:
    return f"calls.{fn.name.removeprefix(PREFIX)}"


def _body(fn: Function, subject: str, tensor_check: str, name: str, indent: str) -> list[str]:
    """The statements of a variant of fn whose first tensor is the expression `subject`."""
    if fn.reduces_all:
        whole, along = _call(fn), _call(_along(fn))
        if fn.op.multi_dim:   # several dims, one after another
            return [f"{indent}return {subject}._reduce({whole}, {along}, dim, keepdim)"]
        return [f"{indent}if dim is None:",
                f"{indent}    return {subject}._reduce({whole}, {along}, dim, keepdim)",
                f"{indent}return {along}({subject}, dim, int(keepdim))   # the runtime checks the dim"]
    arguments = [subject]
    for p in fn.inputs[1:]:
        given = _name(p)
        if p.ctype == "rt_tensor":
            arguments.append(f"{tensor_check}({given}, \"{name}(): argument '{given}'\")")
        elif p.pyname == _FLAG:
            arguments.append(f"int({given}) if isinstance({given}, bool) else {given}")
        else:
            arguments.append(given)
    return _wrapped(f"{indent}return {_call(fn)}", arguments, "")


def _doc(fn: Function) -> str:
    return f"{fn.doc[:1].upper()}{fn.doc[1:]} ({fn.name})."


def _def(name: str, head: list[str], body: list[str], doc: str, aliases: bool, indent: str,
         tensor: str = "Tensor") -> list[str]:
    signature = f"def {name}({', '.join(head)}) -> {tensor}:"
    lines = [f"{indent}@takes_numpy_aliases"] if aliases else []
    if len(indent) + len(signature) > LINE_WIDTH:
        signature = f"def {name}({head[0]},\n{indent}{' ' * (len(name) + 5)}{', '.join(head[1:])}) -> {tensor}:"
    lines += [indent + line for line in signature.split("\n")]
    lines += textwrap.wrap(f'"""{doc}"""', LINE_WIDTH, initial_indent=indent + "    ",
                           subsequent_indent=indent + "    ", break_on_hyphens=False)
    return lines + body


def render_methods() -> str:
    _check_names()
    out = [METHODS_PREAMBLE.rstrip("\n")]
    for fn in VARIANTS:
        if fn.op.method is None:
            continue
        out.append("")
        parameters = [p.replace(": Tensor", ": Self") for p in _parameters(fn)]
        out += _def(fn.op.method, ["self", *parameters], _body(fn, "self", "self._tensor_arg", fn.op.method, " " * 8),
                    _doc(fn), _takes_dim(fn), "    ", "Self")
    return "\n".join(out) + "\n"


def _check_names() -> None:
    for fn in VARIANTS:
        for name in (fn.op.method, fn.op.function, fn.op.functional, *(_name(p) for p in fn.inputs[1:])):
            if name in HELPERS:
                raise ValueError(f"{fn.name}: the name {name!r} would hide what the generated defs use")


def _render_functions(attribute: str, what: str, example: str, up: str) -> str:
    _check_names()
    chosen = [fn for fn in VARIANTS if getattr(fn.op, attribute) is not None]
    names = [getattr(fn.op, attribute) for fn in chosen]
    takes_dim = any(_takes_dim(fn) for fn in chosen)
    preamble = FUNCTIONS_PREAMBLE.format(
        what=what, example=example, up=up,
        typing="\nfrom typing import Sequence\n" if any(fn.reduces_all for fn in chosen) else "",
        aliases=f"from {up}numpy_aliases import takes_numpy_aliases\n" if takes_dim else "")
    out = [preamble.rstrip("\n"), "",
           *textwrap.wrap("__all__ = [" + ", ".join(f'"{n}"' for n in names) + "]", LINE_WIDTH,
                          subsequent_indent="           ", break_on_hyphens=False)]
    for fn in VARIANTS:
        name = getattr(fn.op, attribute)
        if name is None:
            continue
        check = f"tensor_arg(input, \"{name}(): argument 'input'\")"
        if fn.reduces_all:   # input, checked, is used twice
            body = [f"    input = {check}", *_body(fn, "input", "tensor_arg", name, "    ")]
        else:
            body = _body(fn, check, "tensor_arg", name, "    ")
        out += ["", ""]
        out += _def(name, ["input: Tensor", *_parameters(fn)], body, _doc(fn), _takes_dim(fn), "")
    return "\n".join(out) + "\n"


def render_functions() -> str:
    """st.<function>: simple_torch/function_variants.py."""
    return _render_functions("function", "st functions", "st.sin(x), st.argmax(x, dim)", ".")


def render_functional() -> str:
    """st.nn.functional.<functional>: simple_torch/nn/functional_variants.py."""
    return _render_functions("functional", "st.nn.functional functions", "F.sigmoid(x), F.logsigmoid(x)", "..")
