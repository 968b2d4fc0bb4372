"""The runtime functions of the spec's `Op` entries, made from their C prototypes (see `spec.Op`).

Each checks its arguments by parameter type and name, refuses the dtype kinds its Op names, then calls
the Backend method of its Op; the entry-point decorator adds the error model as for every function.
A hand-written runtime function of the same name would be a second definition: import refuses it.
"""

from __future__ import annotations

import inspect
from typing import Callable

from ..abi.enums import DTYPE_KIND, Dtype
from ..abi.errors import DtypeError, ShapeError
from ..abi.signature import FUNCTIONS, Function, Param
from . import args
from .args import new, tensor
from .entry import EXPORTED, export
from .startup import backend


def _reader(param: Param) -> Callable:
    """What turns the C argument into the Backend's: a tensor, a number, a dim (of the first tensor) or a flag."""
    if param.ctype == "rt_tensor":
        return lambda value, tensors, b: tensor(value, param.name)
    if param.ctype == "double":
        return None   # numbers are read with the Op's finiteness, below
    if param.name == "dim":
        return lambda value, tensors, b: args.dim(value, len(b.shape(tensors[0])))
    if param.name == "keepdim":
        return lambda value, tensors, b: args.flag(value, "keepdim")
    raise TypeError(f"no standard check for parameter {param.ctype} {param.name}; write the runtime function by hand")


def _refuse(decl: Function, b, t) -> None:
    code = b.dtype(t)
    if DTYPE_KIND[Dtype(code)].name in decl.op.refuses:
        raise DtypeError(f"{decl.op.backend} does not support {Dtype(code).name} tensors")


def _nonempty(decl: Function, b, t, dim: int | None) -> None:
    shape = b.shape(t)
    if dim is None and 0 in shape:
        raise ShapeError(f"{decl.op.backend} of an empty tensor (shape {list(shape)}) is undefined")
    if dim is not None and shape and shape[dim] == 0:
        raise ShapeError(f"{decl.op.backend} along dim {dim} of size 0 (shape {list(shape)}) is undefined")


def _derive(decl: Function) -> Callable:
    op, params = decl.op, decl.inputs
    if any(p.kind != "scalar" for p in params) or decl.result != "tensor":
        raise TypeError(f"{decl.name}: an Op needs scalar parameters and a tensor result")
    whole_reduction = decl.reduces_all   # the Backend reduces with (x, None, False)
    readers = [_reader(p) for p in params]

    def implementation(*values):
        b = backend()
        tensors: list = []
        for value, param, read in zip(values, params, readers):
            if read is None:
                tensors.append(args.number(value, param.name, finite=op.finite))
            else:
                tensors.append(read(value, tensors, b))
        if op.refuses:
            _refuse(decl, b, tensors[0])
        if whole_reduction:
            if op.nonempty:
                _nonempty(decl, b, tensors[0], None)
            return new(getattr(b, op.backend)(tensors[0], None, False))
        if op.nonempty:
            _nonempty(decl, b, tensors[0], tensors[1])
        return new(getattr(b, op.backend)(*tensors))

    implementation.__name__ = implementation.__qualname__ = decl.name
    implementation.__signature__ = inspect.Signature(
        [inspect.Parameter(p.pyname, inspect.Parameter.POSITIONAL_OR_KEYWORD) for p in params])
    return export(implementation)


for _decl in FUNCTIONS.values():
    if _decl.op is not None:
        if _decl.name in EXPORTED:
            raise ImportError(f"{_decl.name} has an Op in the spec and a hand-written runtime function")
        globals()[_decl.name] = _derive(_decl)
