"""PyTorch's free functions over tensors (st.add(a, b), st.relu(x), st.sum(x, dim), ...): each is the
Tensor method of the same name, which holds the work. Those of the spec's Op entries (st.sqrt,
st.argmax, ...) are generated in function_variants.py and listed here too."""

from __future__ import annotations

import functools
import numbers
import warnings
from typing import Any, Sequence

from . import calls, creation
from .abi.enums import CdistComputeMode
from .abi.enums import MeshgridIndexing
from .dtypes import dtype, float64, int64
from .errors import InvalidArgumentError
from .numpy_aliases import takes_numpy_aliases
from .tensor import (MaxMin, Scalar, ShapeLike, Tensor, broadcast_shapes, checks_tensor_args, tensor_arg,
                     where_values)
from . import function_variants
from .function_variants import *  # noqa: F403 - listed in function_variants.__all__

__all__ = ["is_tensor", "numel", "add", "sub", "mul", "div", "pow", "eq", "ne", "lt", "le", "gt", "ge", "softmax",
           "log_softmax", "matmul", "mm", "dot", "t", "transpose", "norm", "det", "inverse", "svd", "sum", "mean",
           "max", "min", "std", "var", "reshape", "flatten", "squeeze", "unsqueeze", "permute", "clone", "detach",
           "index_select", "gather", "chunk", "unbind"]

Dims = int | Sequence[int] | None


def is_tensor(obj: object) -> bool:
    return isinstance(obj, Tensor)


@checks_tensor_args
def numel(input: Tensor) -> int:
    return input.numel()


def _input_of(input: Tensor | Scalar, other: Tensor | Scalar, what: str) -> Tensor:
    """input, or a number input with a tensor other as the 0-dim tensor PyTorch makes of it (torch.sub(2, x))."""
    if isinstance(input, Tensor):
        return input
    if isinstance(input, numbers.Number) and isinstance(other, Tensor):
        return other._scalar_operand(input)
    raise TypeError(f"{what}(): argument 'input' must be Tensor, not {type(input).__name__}")


def add(input: Tensor | Scalar, other: Tensor | Scalar, *, alpha: Scalar = 1) -> Tensor:
    return _input_of(input, other, "add").add(other, alpha=alpha)


def sub(input: Tensor | Scalar, other: Tensor | Scalar, *, alpha: Scalar = 1) -> Tensor:
    return _input_of(input, other, "sub").sub(other, alpha=alpha)


def mul(input: Tensor | Scalar, other: Tensor | Scalar) -> Tensor:
    return _input_of(input, other, "mul").mul(other)


def div(input: Tensor | Scalar, other: Tensor | Scalar, *, rounding_mode: str | None = None) -> Tensor:
    return _input_of(input, other, "div").div(other, rounding_mode=rounding_mode)


__all__ += ["divide", "true_divide", "floor_divide", "round"]


@checks_tensor_args
def round(input: Tensor, *, decimals: int = 0) -> Tensor:  # noqa: A001 - PyTorch's name
    return input.round(decimals=decimals)


def divide(input: Tensor | Scalar, other: Tensor | Scalar, *, rounding_mode: str | None = None) -> Tensor:
    return _input_of(input, other, "divide").div(other, rounding_mode=rounding_mode)


def true_divide(dividend: Tensor | Scalar, divisor: Tensor | Scalar) -> Tensor:
    return _input_of(dividend, divisor, "true_divide").div(divisor)


def floor_divide(input: Tensor | Scalar, other: Tensor | Scalar) -> Tensor:
    return _input_of(input, other, "floor_divide").floor_divide(other)


def pow(input: Tensor | Scalar, exponent: Tensor | Scalar) -> Tensor:
    if isinstance(input, Tensor):
        return input.pow(exponent)
    if not isinstance(exponent, Tensor):
        raise TypeError(f"pow(): a number base needs a Tensor exponent, got {type(exponent).__name__}")
    return exponent.__rpow__(input)


@checks_tensor_args
def eq(input: Tensor, other: Tensor | Scalar) -> Tensor:
    return input.eq(other)


@checks_tensor_args
def ne(input: Tensor, other: Tensor | Scalar) -> Tensor:
    return input.ne(other)


@checks_tensor_args
def lt(input: Tensor, other: Tensor | Scalar) -> Tensor:
    return input.lt(other)


@checks_tensor_args
def le(input: Tensor, other: Tensor | Scalar) -> Tensor:
    return input.le(other)


@checks_tensor_args
def gt(input: Tensor, other: Tensor | Scalar) -> Tensor:
    return input.gt(other)


@checks_tensor_args
def ge(input: Tensor, other: Tensor | Scalar) -> Tensor:
    return input.ge(other)


@takes_numpy_aliases
@checks_tensor_args
def softmax(input: Tensor, dim: int) -> Tensor:
    return input.softmax(dim)


@takes_numpy_aliases
@checks_tensor_args
def log_softmax(input: Tensor, dim: int) -> Tensor:
    return input.log_softmax(dim)


@checks_tensor_args
def matmul(input: Tensor, other: Tensor) -> Tensor:
    return input.matmul(other)


@checks_tensor_args
def mm(input: Tensor, mat2: Tensor) -> Tensor:
    return input.matmul(mat2)


@checks_tensor_args
def dot(input: Tensor, other: Tensor) -> Tensor:
    return input.dot(other)


@checks_tensor_args
def t(input: Tensor) -> Tensor:
    return input.t()


@checks_tensor_args
def transpose(input: Tensor, dim0: int, dim1: int) -> Tensor:
    return input.transpose(dim0, dim1)


@takes_numpy_aliases
@checks_tensor_args
def norm(input: Tensor, p: str | float | None = "fro", dim: Dims = None, keepdim: bool = False) -> Tensor:
    return input.norm(p, dim, keepdim)


@checks_tensor_args
def det(input: Tensor) -> Tensor:
    return input.det()


@checks_tensor_args
def inverse(input: Tensor) -> Tensor:
    return input.inverse()


@checks_tensor_args
def svd(input: Tensor, some: bool = True) -> tuple[Tensor, Tensor, Tensor]:
    return input.svd(some)


@takes_numpy_aliases
@checks_tensor_args
def sum(input: Tensor, dim: Dims = None, keepdim: bool = False, *, dtype: dtype | None = None) -> Tensor:
    return input.sum(dim, keepdim, dtype=dtype)


@takes_numpy_aliases
@checks_tensor_args
def mean(input: Tensor, dim: Dims = None, keepdim: bool = False, *, dtype: dtype | None = None) -> Tensor:
    return input.mean(dim, keepdim, dtype=dtype)


@takes_numpy_aliases
@checks_tensor_args
def max(input: Tensor, dim: int | None = None, keepdim: bool = False) -> Tensor | MaxMin:
    return input.max(dim, keepdim)


@takes_numpy_aliases
@checks_tensor_args
def min(input: Tensor, dim: int | None = None, keepdim: bool = False) -> Tensor | MaxMin:
    return input.min(dim, keepdim)


@takes_numpy_aliases
@checks_tensor_args
def std(input: Tensor, dim: int | None = None, unbiased: bool = True, keepdim: bool = False, *,
        correction: float | None = None) -> Tensor:
    return input.std(dim, unbiased, keepdim, correction=correction)


@takes_numpy_aliases
@checks_tensor_args
def var(input: Tensor, dim: int | None = None, unbiased: bool = True, keepdim: bool = False, *,
        correction: float | None = None) -> Tensor:
    return input.var(dim, unbiased, keepdim, correction=correction)


@checks_tensor_args
def reshape(input: Tensor, shape: ShapeLike) -> Tensor:
    return input.reshape(shape)


@checks_tensor_args
def flatten(input: Tensor, start_dim: int = 0, end_dim: int = -1) -> Tensor:
    return input.flatten(start_dim, end_dim)


@takes_numpy_aliases
@checks_tensor_args
def squeeze(input: Tensor, dim: Dims = None) -> Tensor:
    return input.squeeze(dim)


@takes_numpy_aliases
@checks_tensor_args
def unsqueeze(input: Tensor, dim: int) -> Tensor:
    return input.unsqueeze(dim)


@checks_tensor_args
def permute(input: Tensor, dims: ShapeLike) -> Tensor:
    return input.permute(dims)


@checks_tensor_args
def clone(input: Tensor) -> Tensor:
    return input.clone()


@checks_tensor_args
def detach(input: Tensor) -> Tensor:
    return input.detach()


@takes_numpy_aliases
@checks_tensor_args
def index_select(input: Tensor, dim: int, index: Tensor) -> Tensor:
    return input.index_select(dim, index)


@takes_numpy_aliases
@checks_tensor_args
def gather(input: Tensor, dim: int, index: Tensor) -> Tensor:
    return input.gather(dim, index)


@takes_numpy_aliases
@checks_tensor_args
def chunk(input: Tensor, chunks: int, dim: int = 0) -> tuple[Tensor, ...]:
    return input.chunk(chunks, dim)


@takes_numpy_aliases
@checks_tensor_args
def unbind(input: Tensor, dim: int = 0) -> tuple[Tensor, ...]:
    return input.unbind(dim)


# -- comparison aliases, masks and the shape ops with several dims --------------------------
__all__ += ["greater", "greater_equal", "less", "less_equal", "not_equal", "where", "masked_fill", "clamp", "clip",
            "clamp_min", "clamp_max", "flip", "roll", "nonzero", "masked_select"]


@checks_tensor_args
def greater(input: Tensor, other: Tensor | Scalar) -> Tensor:
    return input.gt(other)


@checks_tensor_args
def greater_equal(input: Tensor, other: Tensor | Scalar) -> Tensor:
    return input.ge(other)


@checks_tensor_args
def less(input: Tensor, other: Tensor | Scalar) -> Tensor:
    return input.lt(other)


@checks_tensor_args
def less_equal(input: Tensor, other: Tensor | Scalar) -> Tensor:
    return input.le(other)


@checks_tensor_args
def not_equal(input: Tensor, other: Tensor | Scalar) -> Tensor:
    return input.ne(other)


@checks_tensor_args
def where(condition: Tensor, input: Tensor | Scalar | None = None, other: Tensor | Scalar | None = None):
    """where(c, x, y): x where c holds, else y (a number for one of them); where(c): c.nonzero(as_tuple=True)."""
    if input is None and other is None:
        return condition.nonzero(as_tuple=True)
    if input is None or other is None:
        raise TypeError("where() takes a condition alone, or a condition and two values")
    return where_values(condition, input, other)


@checks_tensor_args
def masked_fill(input: Tensor, mask: Tensor, value: Tensor | Scalar) -> Tensor:
    return input.masked_fill(mask, value)


@checks_tensor_args
def clamp(input: Tensor, min: Tensor | Scalar | None = None, max: Tensor | Scalar | None = None) -> Tensor:  # noqa: A002
    return input.clamp(min, max)


clip = clamp


@checks_tensor_args
def clamp_min(input: Tensor, min: Tensor | Scalar) -> Tensor:  # noqa: A002
    return input.clamp(min=min)


@checks_tensor_args
def clamp_max(input: Tensor, max: Tensor | Scalar) -> Tensor:  # noqa: A002
    return input.clamp(max=max)


@checks_tensor_args
def flip(input: Tensor, dims: int | Sequence[int]) -> Tensor:
    return input.flip(dims)


@checks_tensor_args
def roll(input: Tensor, shifts: int | Sequence[int], dims: int | Sequence[int] | None = None) -> Tensor:
    return input.roll(shifts, dims)


@checks_tensor_args
def nonzero(input: Tensor, *, as_tuple: bool = False) -> Tensor | tuple[Tensor, ...]:
    return input.nonzero(as_tuple=as_tuple)


@checks_tensor_args
def masked_select(input: Tensor, mask: Tensor) -> Tensor:
    return input.masked_select(mask)


# -- comparison and logic, and the rest of the element-wise math ----------------------------
__all__ += ["fmod", "remainder", "lerp", "addcmul", "addcdiv", "nan_to_num", "equal", "allclose", "bitwise_and",
            "bitwise_or", "bitwise_xor"]


@checks_tensor_args
def bitwise_and(input: Tensor, other: Tensor | Scalar) -> Tensor:
    return input.bitwise_and(other)


@checks_tensor_args
def bitwise_or(input: Tensor, other: Tensor | Scalar) -> Tensor:
    return input.bitwise_or(other)


@checks_tensor_args
def bitwise_xor(input: Tensor, other: Tensor | Scalar) -> Tensor:
    return input.bitwise_xor(other)


@checks_tensor_args
def fmod(input: Tensor, other: Tensor | Scalar) -> Tensor:
    return input.fmod(other)


def remainder(input: Tensor | Scalar, other: Tensor | Scalar) -> Tensor:
    return _input_of(input, other, "remainder").remainder(other)


@checks_tensor_args
def lerp(input: Tensor, end: Tensor, weight: Tensor | Scalar) -> Tensor:
    return input.lerp(end, weight)


@checks_tensor_args
def addcmul(input: Tensor, tensor1: Tensor, tensor2: Tensor, *, value: Scalar = 1) -> Tensor:
    return input.addcmul(tensor1, tensor2, value=value)


@checks_tensor_args
def addcdiv(input: Tensor, tensor1: Tensor, tensor2: Tensor, *, value: Scalar = 1) -> Tensor:
    return input.addcdiv(tensor1, tensor2, value=value)


@checks_tensor_args
def nan_to_num(input: Tensor, nan: Scalar = 0.0, posinf: Scalar | None = None, neginf: Scalar | None = None) -> Tensor:
    return input.nan_to_num(nan, posinf, neginf)


@checks_tensor_args
def equal(input: Tensor, other: Tensor) -> bool:
    return input.equal(other)


@checks_tensor_args
def allclose(input: Tensor, other: Tensor, rtol: float = 1e-05, atol: float = 1e-08, equal_nan: bool = False) -> bool:
    return input.allclose(other, rtol, atol, equal_nan)


# indexing with tensors
__all__ += ["scatter", "scatter_add", "scatter_reduce", "index_add", "index_put", "take_along_dim"]


@takes_numpy_aliases
@checks_tensor_args
def scatter(input: Tensor, dim: int, index: Tensor, src: Tensor | Scalar | None = None, *,
            value: Scalar | None = None) -> Tensor:
    return input.scatter(dim, index, src, value=value)


@takes_numpy_aliases
@checks_tensor_args
def scatter_add(input: Tensor, dim: int, index: Tensor, src: Tensor) -> Tensor:
    return input.scatter_add(dim, index, src)


@takes_numpy_aliases
@checks_tensor_args
def scatter_reduce(input: Tensor, dim: int, index: Tensor, src: Tensor, reduce: str, *,
                   include_self: bool = True) -> Tensor:
    return input.scatter_reduce(dim, index, src, reduce, include_self=include_self)


@takes_numpy_aliases
@checks_tensor_args
def index_add(input: Tensor, dim: int, index: Tensor, source: Tensor, *, alpha: Scalar = 1) -> Tensor:
    return input.index_add(dim, index, source, alpha=alpha)


@checks_tensor_args
def index_put(input: Tensor, indices: Sequence[Tensor], values: Tensor, accumulate: bool = False) -> Tensor:
    return input.index_put(indices, values, accumulate)


@takes_numpy_aliases
@checks_tensor_args
def take_along_dim(input: Tensor, indices: Tensor, dim: int | None = None) -> Tensor:
    return input.take_along_dim(indices, dim)



# more shape operations and random sampling (group H4)
__all__ += ["repeat_interleave", "split", "tensor_split", "diag", "diagonal", "movedim", "moveaxis", "unflatten",
            "broadcast_to", "multinomial", "bernoulli"]


@takes_numpy_aliases
@checks_tensor_args
def repeat_interleave(input: Tensor, repeats: int | Tensor, dim: int | None = None) -> Tensor:
    return input.repeat_interleave(repeats, dim)


@takes_numpy_aliases
@checks_tensor_args
def split(tensor: Tensor, split_size_or_sections: int | Sequence[int], dim: int = 0) -> tuple[Tensor, ...]:
    return tensor.split(split_size_or_sections, dim)


@takes_numpy_aliases
@checks_tensor_args
def tensor_split(input: Tensor, indices_or_sections: int | Sequence[int] | Tensor, dim: int = 0) -> tuple[Tensor, ...]:
    return input.tensor_split(indices_or_sections, dim)


@checks_tensor_args
def diag(input: Tensor, diagonal: int = 0) -> Tensor:
    return input.diag(diagonal)


@checks_tensor_args
def diagonal(input: Tensor, offset: int = 0, dim1: int = 0, dim2: int = 1) -> Tensor:
    return input.diagonal(offset, dim1, dim2)


@checks_tensor_args
def movedim(input: Tensor, source: int | Sequence[int], destination: int | Sequence[int]) -> Tensor:
    return input.movedim(source, destination)


moveaxis = movedim


@takes_numpy_aliases
@checks_tensor_args
def unflatten(input: Tensor, dim: int, sizes: Sequence[int]) -> Tensor:
    return input.unflatten(dim, sizes)


@checks_tensor_args
def broadcast_to(input: Tensor, size: Sequence[int]) -> Tensor:
    return input.broadcast_to(size)


@checks_tensor_args
def multinomial(input: Tensor, num_samples: int, replacement: bool = False, *, generator: Any = None) -> Tensor:
    return input.multinomial(num_samples, replacement, generator=generator)


@checks_tensor_args
def bernoulli(input: Tensor, p: float | None = None, *, generator: Any = None) -> Tensor:
    return input.bernoulli(p, generator=generator)


# more linear algebra
__all__ += ["bmm", "outer", "ger", "addmm", "baddbmm", "cross"]


@checks_tensor_args
def bmm(input: Tensor, mat2: Tensor) -> Tensor:
    return input.bmm(mat2)


@checks_tensor_args
def outer(input: Tensor, vec2: Tensor) -> Tensor:
    return input.outer(vec2)


ger = outer


@checks_tensor_args
def addmm(input: Tensor, mat1: Tensor, mat2: Tensor, *, beta: Scalar = 1, alpha: Scalar = 1) -> Tensor:
    return input.addmm(mat1, mat2, beta=beta, alpha=alpha)


@checks_tensor_args
def baddbmm(input: Tensor, batch1: Tensor, batch2: Tensor, *, beta: Scalar = 1, alpha: Scalar = 1) -> Tensor:
    return input.baddbmm(batch1, batch2, beta=beta, alpha=alpha)


@takes_numpy_aliases
@checks_tensor_args
def cross(input: Tensor, other: Tensor, dim: int | None = None) -> Tensor:
    return input.cross(other, dim)


# shapes (the function is tensor.py's)
__all__ += ["broadcast_shapes"]

# reductions
__all__ += ["count_nonzero"]


@takes_numpy_aliases
@checks_tensor_args
def count_nonzero(input: Tensor, dim: Dims = None) -> Tensor:
    return input.count_nonzero(dim)


# ordering
__all__ += ["sort", "argsort", "msort", "topk", "kthvalue", "median", "mode", "cummax", "cummin", "unique",
            "searchsorted", "bucketize"]


@takes_numpy_aliases
@checks_tensor_args
def sort(input: Tensor, dim: int = -1, descending: bool = False, *, stable: bool = False) -> tuple[Tensor, Tensor]:
    return input.sort(dim, descending, stable=stable)


@takes_numpy_aliases
@checks_tensor_args
def argsort(input: Tensor, dim: int = -1, descending: bool = False, *, stable: bool = False) -> Tensor:
    return input.argsort(dim, descending, stable=stable)


@checks_tensor_args
def msort(input: Tensor) -> Tensor:
    return input.msort()


@takes_numpy_aliases
@checks_tensor_args
def topk(input: Tensor, k: int, dim: int = -1, largest: bool = True, sorted: bool = True) -> tuple[Tensor, Tensor]:
    return input.topk(k, dim, largest, sorted)


@takes_numpy_aliases
@checks_tensor_args
def kthvalue(input: Tensor, k: int, dim: int = -1, keepdim: bool = False) -> tuple[Tensor, Tensor]:
    return input.kthvalue(k, dim, keepdim)


@takes_numpy_aliases
@checks_tensor_args
def median(input: Tensor, dim: int | None = None, keepdim: bool = False) -> Tensor | tuple[Tensor, Tensor]:
    return input.median(dim, keepdim)


@takes_numpy_aliases
@checks_tensor_args
def mode(input: Tensor, dim: int = -1, keepdim: bool = False) -> tuple[Tensor, Tensor]:
    return input.mode(dim, keepdim)


@takes_numpy_aliases
@checks_tensor_args
def cummax(input: Tensor, dim: int) -> tuple[Tensor, Tensor]:
    return input.cummax(dim)


@takes_numpy_aliases
@checks_tensor_args
def cummin(input: Tensor, dim: int) -> tuple[Tensor, Tensor]:
    return input.cummin(dim)


@takes_numpy_aliases
@checks_tensor_args
def unique(input: Tensor, sorted: bool = True, return_inverse: bool = False, return_counts: bool = False,
           dim: int | None = None) -> Tensor | tuple[Tensor, ...]:
    return input.unique(sorted, return_inverse, return_counts, dim)


def _search_operand(value: Tensor | Scalar, what: str) -> Tensor:
    """A tensor operand, or a Python number as a 0-dim int64 or float64 tensor (compared exactly, as PyTorch
    compares its Scalar overload)."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return creation.tensor(value, dtype=float64 if isinstance(value, float) else int64)
    return tensor_arg(value, what)


@checks_tensor_args
def searchsorted(sorted_sequence: Tensor, input: Tensor | Scalar, *, out_int32: bool = False, right: bool = False,
                 side: str | None = None, sorter: Tensor | None = None) -> Tensor:
    """Where input's values would go in the innermost dim of sorted_sequence; side "left" or "right" is the
    newer spelling of right (both given must agree)."""
    if side is not None:
        if side not in ("left", "right"):
            raise ValueError(f"torch.searchsorted(): side can only be 'left' or 'right' but got {side!r}")
        if right and side == "left":
            raise ValueError("torch.searchsorted(): side and right can't be set to opposites, got side of left "
                             "while right was True")
        right = side == "right"
    values = _search_operand(input, "searchsorted(): input")
    order = None if sorter is None else tensor_arg(sorter, "searchsorted(): sorter")
    return calls.tensor_searchsorted(sorted_sequence, values, int(out_int32), int(right), order)


@checks_tensor_args
def bucketize(input: Tensor | Scalar, boundaries: Tensor, *, out_int32: bool = False, right: bool = False) -> Tensor:
    values = _search_operand(input, "bucketize(): input")
    return calls.tensor_bucketize(values, boundaries, int(out_int32), int(right))


# einsum and decompositions (st.linalg holds the rest)
__all__ += ["einsum", "slogdet", "logdet", "cholesky", "pinverse", "qr"]


def _sublist_subscripts(sublist: Sequence[Any]) -> str:
    """A subscript list as equation text, as PyTorch reads it: 0-25 are A-Z, 26-51 a-z, Ellipsis is '...'."""
    letters = []
    for item in sublist:
        if item is Ellipsis:
            letters.append("...")
        elif isinstance(item, int) and not isinstance(item, bool) and 0 <= item < 52:
            letters.append(chr(ord("A") + item) if item < 26 else chr(ord("a") + item - 26))
        else:
            raise ValueError(f"einsum(): subscript in subscript list is not within the valid range [0, 52): {item!r}")
    return "".join(letters)


def einsum(*args: Any) -> Tensor:
    """einsum(equation, *operands), einsum(equation, [operands]) or the sublist form einsum(op0, sublist0, op1,
    sublist1, ..., [output sublist])."""
    if not args:
        raise TypeError("einsum(): must specify the equation string and at least one operand")
    if isinstance(args[0], str):
        equation, operands = args[0], args[1:]
        if len(operands) == 1 and isinstance(operands[0], (list, tuple)):
            operands = tuple(operands[0])
    else:
        operands = args[0:len(args) - len(args) % 2:2]
        inputs = ",".join(_sublist_subscripts(sublist) for sublist in args[1::2][:len(operands)])
        equation = inputs + (f"->{_sublist_subscripts(args[-1])}" if len(args) % 2 else "")
    for i, operand in enumerate(operands):
        tensor_arg(operand, f"einsum(): operand {i}")
    return calls.tensor_einsum(equation, operands)


@checks_tensor_args
def slogdet(input: Tensor) -> tuple[Tensor, Tensor]:
    return input.slogdet()


@checks_tensor_args
def logdet(input: Tensor) -> Tensor:
    return input.logdet()


@checks_tensor_args
def cholesky(input: Tensor, upper: bool = False) -> Tensor:
    return input.cholesky(upper)


@checks_tensor_args
def pinverse(input: Tensor, rcond: float = 1e-15) -> Tensor:
    return input.pinverse(rcond)


@checks_tensor_args
def qr(input: Tensor, some: bool = True) -> tuple[Tensor, Tensor]:
    return input.qr(some)


# composed in Tier 3 over existing C functions (slice, reshape, expand, scatter, masked_fill, index_put)
__all__ += ["narrow", "meshgrid", "index_fill", "masked_scatter"]


@takes_numpy_aliases
@checks_tensor_args
def narrow(input: Tensor, dim: int, start: int | Tensor, length: int) -> Tensor:
    return input.narrow(dim, start, length)


@functools.cache
def _warn_meshgrid_indexing() -> None:
    """PyTorch's warning for a meshgrid without indexing, once per process as its TORCH_WARN_ONCE, in its words
    (scripts silence it by that text)."""
    warnings.warn("torch.meshgrid: in an upcoming release, it will be required to pass the indexing argument.",
                  UserWarning, stacklevel=3)   # the caller of meshgrid


def meshgrid(*tensors: Tensor | Sequence[Tensor], indexing: str | None = None) -> tuple[Tensor, ...]:
    """Coordinate grids of 1-D (or 0-dim) tensors, given one by one or as a list: output i holds tensors[i]
    along dim i, expanded to every tensor's length (views, so its gradient sums over the other dims). indexing
    "xy" swaps the first two dims (Cartesian, NumPy's default); without indexing, PyTorch's "ij" and its
    warning."""
    if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)):
        tensors = tuple(tensors[0])
    if indexing is None:
        _warn_meshgrid_indexing()
        indexing = "ij"
    if indexing not in ("ij", "xy"):
        raise InvalidArgumentError(f'torch.meshgrid: indexing must be one of "xy" or "ij", but received: {indexing}')
    for i, t in enumerate(tensors):   # every type first, as PyTorch
        if not isinstance(t, Tensor):
            raise TypeError(f"expected Tensor as element {i} in argument 0, but got {type(t).__name__}")
    return calls.tensor_meshgrid(tensors, MeshgridIndexing[indexing], len(tensors))


@takes_numpy_aliases
@checks_tensor_args
def index_fill(input: Tensor, dim: int, index: Tensor, value: Tensor | Scalar) -> Tensor:
    return input.index_fill(dim, index, value)


@checks_tensor_args
def masked_scatter(input: Tensor, mask: Tensor, source: Tensor) -> Tensor:
    return input.masked_scatter(mask, source)


__all__ += ["real", "imag"]


@checks_tensor_args
def real(input: Tensor) -> Tensor:
    return input.real


@checks_tensor_args
def imag(input: Tensor) -> Tensor:
    return input.imag


__all__ += function_variants.__all__


# distances and the NaN-aware sum and mean
__all__ += ["cdist", "nansum", "nanmean"]

_CDIST_COMPUTE_MODES = {"use_mm_for_euclid_dist_if_necessary": CdistComputeMode.mm_if_necessary,
                        "use_mm_for_euclid_dist": CdistComputeMode.mm,
                        "donot_use_mm_for_euclid_dist": CdistComputeMode.no_mm}


@checks_tensor_args
def cdist(x1: Tensor, x2: Tensor, p: float = 2.0,
          compute_mode: str = "use_mm_for_euclid_dist_if_necessary") -> Tensor:
    """p-norm distances between the rows of x1 (*, P, M) and x2 (*, R, M): (*, P, R), batch dims broadcast."""
    if compute_mode not in _CDIST_COMPUTE_MODES:
        raise InvalidArgumentError(f"{compute_mode} is not a valid value for compute_mode")
    return calls.tensor_cdist(x1, x2, float(p), _CDIST_COMPUTE_MODES[compute_mode])


@takes_numpy_aliases
@checks_tensor_args
def nansum(input: Tensor, dim: Dims = None, keepdim: bool = False, *, dtype: dtype | None = None) -> Tensor:
    return input.nansum(dim, keepdim, dtype=dtype)


@takes_numpy_aliases
@checks_tensor_args
def nanmean(input: Tensor, dim: Dims = None, keepdim: bool = False, *, dtype: dtype | None = None) -> Tensor:
    return input.nanmean(dim, keepdim, dtype=dtype)
