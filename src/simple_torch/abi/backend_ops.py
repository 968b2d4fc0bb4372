"""Renders engines/op_methods.py: the Backend method of each of the spec's Op rows, abstract, with the parameters
its C prototype passes (a reduction's over all elements and along a dim: (x, dim, keepdim), dim None for all)."""

from __future__ import annotations

from .runtime_ops import docstring
from .signature import FUNCTIONS, Function, Param

_TYPES = {"rt_tensor": "Tensor", "double": "float"}


def methods() -> dict[str, Function]:
    """Backend method -> the first C function of its Op (a reduction's: over all elements), in spec order."""
    out: dict[str, Function] = {}
    for decl in FUNCTIONS.values():
        if decl.op is not None and decl.op.backend not in out:
            out[decl.op.backend] = decl
    return out


def _param(param: Param) -> str:
    kind = "bool" if param.name == "keepdim" else _TYPES.get(param.ctype, "int")
    return f"{param.pyname}: {kind}"


def render() -> str:
    out = ['"""The Backend methods of the spec\'s Op rows, abstract: each backend implements them with the parameters',
           "below, which its runtime function passes (engines/base.py's check_ops verifies it at import).",
           "",
           "Generated from src/simple_torch/abi/spec.py by `make generate` (abi/backend_ops.py); do not edit.",
           '"""',
           "",
           "from __future__ import annotations",
           "",
           "from abc import ABC, abstractmethod",
           "from typing import Any",
           "",
           "Tensor = Any",
           "",
           "",
           "class OpMethods(ABC):"]
    for name, decl in methods().items():
        params, doc, names = [_param(p) for p in decl.inputs], decl.doc, decl.name
        if decl.reduces_all:
            params += ["dim: int | None", "keepdim: bool"]
            doc, names = f"{doc}; along dim when dim is not None", f"{decl.name}, {decl.name}_dim"
        out += ["    @abstractmethod", f"    def {name}(self, {', '.join(params)}) -> Tensor:",
                *docstring(f"{doc} ({names})", "        ")]
    return "\n".join(out) + "\n"
