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
from .args import tensor
from .entry import EXPORTED, export
from .handles import table
from .startup import backend


def _reader(param: Param, op) -> Callable:
    """What turns one C argument after the first tensor into the Backend's: (value, first tensor, backend)
    -> a tensor, a number (if the Op says so, finite and within the range the first tensor's kernel computes in),
    a dim of the first tensor, a flag, or an integer."""
    name = param.name
    if param.ctype == "rt_tensor":
        return lambda value, first, b: tensor(value, name)
    if param.ctype == "double" and op.finite:   # finite, and what PyTorch's kernel can take for the first tensor
        def finite(value, first, b):
            number = args.number(value, name, finite=True)
            if abs(number) > args.FLOAT32_MAX:   # only then can the first tensor's dtype refuse it
                args.computable(number, (b.dtype(first),), name)
            return number
        return finite
    if param.ctype == "double":
        return lambda value, first, b: args.number(value, name)
    if name == "dim":
        return lambda value, first, b: args.dim(value, len(b.shape(first)))
    if name == "keepdim":
        return lambda value, first, b: args.flag(value, "keepdim")
    if param.ctype == "int64_t":
        return lambda value, first, b: args.integer(value, name)
    raise TypeError(f"no standard check for parameter {param.ctype} {name}; write the runtime function by hand")


def _refuser(decl: Function) -> Callable | None:
    """A check that raises RT_ERR_DTYPE for the dtype kinds the Op refuses, or None."""
    refused = {d for d, kind in DTYPE_KIND.items() if kind.name in decl.op.refuses}
    if not refused:
        return None

    def refuse(b, t) -> None:
        code = b.dtype(t)
        if code in refused:
            raise DtypeError(f"{decl.op.backend} does not support {Dtype(code).name} tensors")
    return refuse


def _nonempty(decl: Function, b, t, dim: int | None) -> None:
    shape = b.shape(t)
    if dim is None and 0 in shape:
        raise ShapeError(f"{decl.op.backend} of an empty tensor (shape {list(shape)}) is undefined")
    if dim is not None and shape and shape[dim] == 0:
        raise ShapeError(f"{decl.op.backend} along dim {dim} of size 0 (shape {list(shape)}) is undefined")


def _bind(bound: list, method: str) -> list:
    """bound, filled with the backend (started on this first call) and its method: the backend never changes
    once started, and a getattr per call costs a tiny op more than the list does."""
    b = backend()
    bound[:] = b, getattr(b, method)
    return bound


def _derive(decl: Function) -> Callable:
    op, params = decl.op, decl.inputs
    if not params or params[0].ctype != "rt_tensor" or any(p.kind != "scalar" for p in params) \
            or decl.result != "tensor":
        raise TypeError(f"{decl.name}: an Op needs a tensor first, scalar parameters and a tensor result")
    method, first_name, nonempty = op.backend, params[0].name, op.nonempty
    readers = [_reader(p, op) for p in params[1:]]
    refuse = _refuser(decl)
    # The common shapes of function are spelled out, as short as hand-written ones: args.tensor (one dict lookup) and
    # args.new inlined, since a function call costs as much as a dict lookup.
    tensors, bound = table.tensors, []

    if decl.reduces_all:   # the Backend reduces every element with (x, None, False)
        def implementation(x):
            b, run = bound or _bind(bound, method)
            t = tensors.get(x)
            if t is None or type(x) is not int:   # as args.tensor: the slow path tells True and 1.0 from 1
                t = tensor(x, first_name)
            if refuse is not None:
                refuse(b, t)
            if nonempty:
                _nonempty(decl, b, t, None)
            return table.add(run(t, None, False))
    elif len(params) == 1:   # the element-wise ops of one tensor
        def implementation(x):
            b, run = bound or _bind(bound, method)
            t = tensors.get(x)
            if t is None or type(x) is not int:
                t = tensor(x, first_name)
            if refuse is not None:
                refuse(b, t)
            return table.add(run(t))
    elif len(params) == 2 and params[1].ctype == "rt_tensor":   # add, mul, eq, ...
        second_name = params[1].name

        def implementation(x, y):
            b, run = bound or _bind(bound, method)
            t, u = tensors.get(x), tensors.get(y)
            if t is None or type(x) is not int:
                t = tensor(x, first_name)
            if u is None or type(y) is not int:
                u = tensor(y, second_name)
            if refuse is not None:
                refuse(b, t)
                refuse(b, u)
            return table.add(run(t, u))
    else:
        def implementation(x, *values):
            b, run = bound or _bind(bound, method)
            t = tensor(x, first_name)
            rest = [read(value, t, b) for read, value in zip(readers, values)]
            if refuse is not None:
                for operand in (t, *(r for r, p in zip(rest, params[1:]) if p.ctype == "rt_tensor")):
                    refuse(b, operand)
            if nonempty:   # a reduction along a dim: (x, dim, keepdim)
                _nonempty(decl, b, t, rest[0])
            return table.add(run(t, *rest))

        if len(params) == 2:   # a tensor and a number, dim or flag (mul_scalar, softmax, ...): one value, spelled out
            general, read = implementation, readers[0]

            def implementation(x, *values):
                if len(values) != 1:   # only from a Python caller's wrong count: the general path fails as before
                    return general(x, *values)
                b, run = bound or _bind(bound, method)
                t = tensors.get(x)
                if t is None or type(x) is not int:
                    t = tensor(x, first_name)
                value = read(values[0], t, b)
                if refuse is not None:
                    refuse(b, t)
                if nonempty:
                    _nonempty(decl, b, t, value)
                return table.add(run(t, value))

    implementation.__name__ = implementation.__qualname__ = decl.name
    implementation.__signature__ = inspect.Signature(
        [inspect.Parameter(p.pyname, inspect.Parameter.POSITIONAL_OR_KEYWORD) for p in params])
    return export(implementation)


for _decl in FUNCTIONS.values():
    if _decl.op is not None:
        if _decl.name in EXPORTED:
            raise ImportError(f"{_decl.name} has an Op in the spec and a hand-written runtime function")
        globals()[_decl.name] = _derive(_decl)
