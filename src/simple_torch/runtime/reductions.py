"""Section 6: reductions over all elements or along one dim (std and var with Bessel's correction)."""

from __future__ import annotations

from ..abi.enums import COMPLEX, Dtype
from ..abi.errors import DtypeError, ShapeError
from . import args
from .args import new, tensor
from .entry import export
from .startup import backend

_NEEDS_ELEMENTS = {"max", "min", "argmax", "argmin"}   # undefined on an empty tensor or dim
_NO_BOOL = {"argmax", "argmin"}                        # PyTorch: "does not support bool input"
_ORDERED = {"max", "min", "argmax", "argmin"}         # complex numbers have no order


def _check_dtype(b, t, op: str) -> None:
    code = b.dtype(t)
    if (op in _NO_BOOL and code == Dtype.bool) or (op in _ORDERED and code in COMPLEX):
        raise DtypeError(f"{op} does not support {Dtype(code).name} tensors")


def _whole(op: str):
    def reduce(x):
        b, t = backend(), tensor(x)
        _check_dtype(b, t, op)
        if op in _NEEDS_ELEMENTS and 0 in b.shape(t):
            raise ShapeError(f"{op} of an empty tensor (shape {list(b.shape(t))}) is undefined")
        return new(getattr(b, op)(t, None, False))
    reduce.__name__ = reduce.__qualname__ = f"rt_torch_tensor_{op}"
    return export(reduce)


def _along(op: str):
    def reduce(x, dim, keepdim):
        b, t = backend(), tensor(x)
        shape = b.shape(t)
        d = args.dim(dim, len(shape))
        _check_dtype(b, t, op)
        if op in _NEEDS_ELEMENTS and shape and shape[d] == 0:
            raise ShapeError(f"{op} along dim {d} of size 0 (shape {list(shape)}) is undefined")
        return new(getattr(b, op)(t, d, args.flag(keepdim, "keepdim")))
    reduce.__name__ = reduce.__qualname__ = f"rt_torch_tensor_{op}_dim"
    return export(reduce)


rt_torch_tensor_sum, rt_torch_tensor_sum_dim = _whole("sum"), _along("sum")
rt_torch_tensor_mean, rt_torch_tensor_mean_dim = _whole("mean"), _along("mean")
rt_torch_tensor_max, rt_torch_tensor_max_dim = _whole("max"), _along("max")
rt_torch_tensor_min, rt_torch_tensor_min_dim = _whole("min"), _along("min")
rt_torch_tensor_argmax, rt_torch_tensor_argmax_dim = _whole("argmax"), _along("argmax")
rt_torch_tensor_argmin, rt_torch_tensor_argmin_dim = _whole("argmin"), _along("argmin")
rt_torch_tensor_std, rt_torch_tensor_std_dim = _whole("std"), _along("std")
rt_torch_tensor_var, rt_torch_tensor_var_dim = _whole("var"), _along("var")
