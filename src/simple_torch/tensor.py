"""The Tensor: an owned runtime tensor handle with PyTorch's methods and operators.

Each Tensor owns one handle and frees it when the object is collected (or at `st.tensor_free`).
A handle never changes shape, dtype or device, so those are read once and cached. Every runtime call
goes through `simple_torch.calls`, which takes the Tensors themselves (they stay alive for the whole call)
and raises the call's error; this module registers Tensor there as the owner of the tensors those calls make.

This is the core of Tier 3: it imports only what stands below it (the binding, grad mode, the autograd graph's
hooks, dtypes, devices, generators, formatting, DLPack export); creation, st.autograd, st.linalg, the legacy
types and the rest of Tier 3 stand on it.
"""

from __future__ import annotations

import functools
import inspect
import math
import numbers
import operator
import warnings
from collections import namedtuple
from typing import TYPE_CHECKING, Any, Callable, Iterator, Sequence, TypeVar, cast

import numpy as np

from . import autograd_graph, calls, devices, dtypes, legacy_type_names
from ._tensor_core import TensorCore, bind_operators
from .abi.dlpack import MAJOR as DLPACK_MAJOR, DeviceType as DLDeviceType
from .abi.enums import QrMode, RoundingMode, ScatterReduce
from .autograd_graph import GradFn, RemovableHandle
from .devices import device
from .dlpack_export import export_capsule
from .size import Size
from .tensor_variants import TensorVariants
from .dtypes import dtype
from .errors import DtypeError, InvalidArgumentError, ShapeError, UnsupportedError
from .formatting import sparse_tensor_repr, tensor_repr
from .layouts import layout, sparse_coo, strided
from .generator import Generator, drawing_from
from .grad_mode import is_grad_enabled, no_grad
from .numpy_aliases import takes_numpy_aliases

__all__ = ["Tensor", "tensor_arg", "int_arg", "checks_tensor_args", "from_array", "as_tensor_operand",
           "size_args", "linalg_svd", "ShapeLike", "Scalar"]

MAX_DIMS = 64            # the runtime's limit on the number of dims
TO_THE_END = 2**63 - 1   # a slice end meaning "to the end" (the runtime clamps bounds like Python)
_BASIC_ITEMS = {int, slice}   # the types of the items of an index of plain ints and slices (bool is no int here)

_PLAIN = {int}   # the type of every size that size_args passes as it is
ShapeLike = int | Sequence[int]
Scalar = bool | int | float | complex
MaxMin = namedtuple("return_types", ["values", "indices"])
SvdResult = namedtuple("svd", ["U", "S", "V"])   # torch.svd's and Tensor.svd's (st.linalg.svd returns Vh)
SlogdetResult = namedtuple("slogdet", ["sign", "logabsdet"])
QrResult = namedtuple("qr", ["Q", "R"])
# ordering: torch.return_types' names
SortResult, TopkResult, KthvalueResult, MedianResult, ModeResult, CummaxResult, CumminResult = (
    namedtuple(name, ["values", "indices"]) for name in ("sort", "topk", "kthvalue", "median", "mode", "cummax",
                                                         "cummin"))


def size_args(shape: tuple[Any, ...]) -> tuple[int, ...]:
    """The sizes of f(2, 3) and of f((2, 3)) alike, as Python ints: anything else (a float, a tensor of
    several elements) is PyTorch's TypeError here, not an object the runtime would call back into Tier 3 for."""
    if type(shape) is tuple and _PLAIN.issuperset(map(type, shape)):   # f(2, 3): plain ints, the common case
        return shape
    if len(shape) == 1 and not isinstance(shape[0], (int, np.integer, Tensor)):
        shape = tuple(shape[0])
    for size in shape:
        if isinstance(size, (bool, np.bool_)) or not hasattr(size, "__index__"):
            raise TypeError(f"sizes must be ints, got {type(size).__name__}")
    return tuple(map(operator.index, shape))


def _is_scalar(value: object) -> bool:
    return isinstance(value, (numbers.Number, np.bool_)) and not isinstance(value, Tensor)


def _is_float(value: Scalar) -> bool:
    return isinstance(value, (float, np.floating))


def _is_complex(value: Scalar) -> bool:
    return isinstance(value, (complex, np.complexfloating))


def _normalized_dims(dims: Sequence[int], ndim: int) -> list[int]:
    """dims with negative ones counted from the end, last first (so that reducing or squeezing them one
    after another leaves the numbers of the others valid); out-of-range dims are the runtime's to report."""
    return sorted((d + ndim if d < 0 else d for d in map(operator.index, dims)), reverse=True)


class Tensor(TensorCore, TensorVariants, dtypes.FloatingConversions):
    """A tensor of the runtime with PyTorch's Tensor API. Where the contract lacks an operation it is
    composed from others (s / t, in-place writes) or raises st.UnsupportedError; results
    are always new tensors except for the in-place methods (copy_, add_, ..., item assignment)."""
    # The handle, its owner flag, the caches of shape, dtype and device, and the free of the handle when the object
    # goes are TensorCore's (simple_torch/tensor_core.c), as is _wrap(handle), which makes every operation's result
    __slots__ = ()

    def __init__(self, *args: Any, device: Any = None) -> None:
        """PyTorch's legacy constructor, common in older code: Tensor(data) is a float32 copy of data
        (nested lists, a NumPy array), Tensor(d0, d1, ...) an uninitialized float32 tensor of that shape,
        Tensor() an empty one, and Tensor(t) a new name for t's values (shared, as in PyTorch).
        The library itself makes tensors with Tensor._wrap(handle)."""
        self._take_over(_legacy_tensor(args, device))

    def _adopt(self, handle: int) -> None:
        self._handle = handle
        self._owned = True
        self._shape: tuple[int, ...] | None = None
        self._dtype: dtype | None = None
        self._device: device | None = None

    def _take_over(self, made: Tensor) -> None:
        """Own made's handle in its place (how a constructor becomes the tensor a call made): made, held by
        the caller, gives it up."""
        self._adopt(made._handle)
        made._owned = False

    @property
    def handle(self) -> int:
        """The Tier 1 handle, borrowed: valid while this tensor lives (keep the tensor in a variable:
        `rt_f(make().handle)` would free the temporary before rt_f runs)."""
        return self._handle

    def _release(self) -> None:
        """Free the handle now (st.tensor_free); the object must not be used afterwards."""
        if self._owned:
            self._owned = False
            calls.tensor_free(self)

    def _take_handle_of(self, other: Tensor) -> None:
        """Make this object name other's tensor, and other this object's old one, freed with other (how
        Module.to moves a parameter to another device or dtype while the module keeps the same Parameter)."""
        self._handle, other._handle = other._handle, self._handle
        self._owned, other._owned = other._owned, self._owned
        self._shape, other._shape = other._shape, self._shape
        self._dtype, other._dtype = other._dtype, self._dtype
        self._device, other._device = other._device, self._device

    # -- properties ---------------------------------------------------------------------------------
    @property
    def shape(self) -> Size:
        if self._shape is None:
            self._shape = Size(calls.tensor_shape(self, MAX_DIMS))
        return self._shape

    @property
    def dtype(self) -> dtype:
        if self._dtype is None:
            self._dtype = dtypes.from_code(calls.tensor_dtype(self))
        return self._dtype

    @property
    def device(self) -> device:
        if self._device is None:
            self._device = devices.from_code(calls.tensor_device(self))
        return self._device

    @property
    def ndim(self) -> int:
        return len(self.shape)

    def dim(self) -> int:
        return len(self.shape)

    @takes_numpy_aliases
    def size(self, dim: int | None = None) -> Size | int:
        return self.shape if dim is None else calls.tensor_size(self, dim)

    def numel(self) -> int:
        return math.prod(self.shape)

    nelement = numel

    @property
    def nbytes(self) -> int:
        return calls.tensor_nbytes(self)

    @property
    def itemsize(self) -> int:
        return self.dtype.itemsize

    def element_size(self) -> int:
        return self.dtype.itemsize

    @property
    def is_cuda(self) -> bool:
        return calls.tensor_is_cuda(self)

    # a tensor here lives on the CPU or a CUDA device, holds plain values, never on these kinds of device
    @property
    def is_xpu(self) -> bool:
        return False

    @property
    def is_mps(self) -> bool:
        return False

    @property
    def is_meta(self) -> bool:
        return False

    @property
    def is_quantized(self) -> bool:
        return False

    # -- new tensors with this one's dtype and device (Tensor.new_*) ----------------------------------
    def _new_codes(self, dtype: dtype | str | None, device: device | str | int | None) -> tuple[int, int]:
        """The C creation functions' dtype and device codes: the given ones, else this tensor's."""
        return (self.dtype if dtype is None else dtypes.as_dtype(dtype)).code, \
            (self.device if device is None else devices.as_device(device)).code

    def new_zeros(self, *size: ShapeLike, dtype: dtype | str | None = None, device: device | str | int | None = None,
                  requires_grad: bool = False) -> Tensor:
        made = calls.tensor_zeros_options(size_args(size), *self._new_codes(dtype, device))
        return made.requires_grad_(True) if requires_grad else made

    def new_ones(self, *size: ShapeLike, dtype: dtype | str | None = None, device: device | str | int | None = None,
                 requires_grad: bool = False) -> Tensor:
        made = calls.tensor_ones_options(size_args(size), *self._new_codes(dtype, device))
        return made.requires_grad_(True) if requires_grad else made

    def new_empty(self, *size: ShapeLike, dtype: dtype | str | None = None, device: device | str | int | None = None,
                  requires_grad: bool = False) -> Tensor:
        made = calls.tensor_empty_options(size_args(size), *self._new_codes(dtype, device))
        return made.requires_grad_(True) if requires_grad else made

    def new_full(self, size: ShapeLike, fill_value: Scalar, *, dtype: dtype | str | None = None,
                 device: device | str | int | None = None, requires_grad: bool = False) -> Tensor:
        """A tensor of size filled with fill_value, in this tensor's dtype (not the value's) unless told."""
        shape = size_args((size,))
        dtype_code, device_code = self._new_codes(dtype, device)
        if _is_complex(fill_value) or (isinstance(fill_value, int) and abs(fill_value) > 2**53):
            kind = dtypes.from_code(dtype_code)   # beyond a C double: exact through NumPy
            made = from_array(np.full(shape, fill_value, dtype=kind.numpy or np.float32), kind)
            made = made.to(devices.from_code(device_code))
        else:
            made = calls.tensor_full_options(shape, float(fill_value), dtype_code, device_code)
        return made.requires_grad_(True) if requires_grad else made

    def new_tensor(self, data: Any, dtype: dtype | str | None = None, device: device | str | int | None = None,
                   requires_grad: bool = False) -> Tensor:
        """A copy of data (a new leaf) in this tensor's dtype and device unless told, as torch.tensor."""
        if isinstance(data, Tensor):
            warnings.warn("To copy construct from a tensor, it is recommended to use sourceTensor.detach().clone() "
                          "or sourceTensor.detach().clone().requires_grad_(True), rather than "
                          "tensor.new_tensor(sourceTensor).", UserWarning, stacklevel=2)
        dtype_code, device_code = self._new_codes(dtype, device)
        kind = dtypes.from_code(dtype_code)
        made = data.detach().clone() if isinstance(data, Tensor) else from_array(*dtypes.as_array(data, kind))
        made = made.to(device=devices.from_code(device_code), dtype=kind)
        return made.requires_grad_(True) if requires_grad else made

    def is_floating_point(self) -> bool:
        return self.dtype.is_floating_point

    def is_complex(self) -> bool:
        return self.dtype.is_complex

    @property
    def real(self) -> Tensor:
        """The real part: a view of a complex tensor's memory; a real tensor itself, as PyTorch's."""
        return calls.tensor_real(self) if self.dtype.is_complex else self

    @property
    def imag(self) -> Tensor:
        """The imaginary part of a complex tensor, a view of its memory (a real tensor: st.DtypeError)."""
        return calls.tensor_imag(self)

    def is_contiguous(self) -> bool:
        return calls.tensor_is_contiguous(self)

    # -- autograd -----------------------------------------------------------------------------------
    @property
    def requires_grad(self) -> bool:
        return calls.tensor_requires_grad(self)

    @requires_grad.setter
    def requires_grad(self, flag: bool) -> None:
        calls.tensor_set_requires_grad(self, int(bool(flag)))

    def requires_grad_(self, requires_grad: bool = True) -> Tensor:
        self.requires_grad = requires_grad
        return self

    @property
    def grad(self) -> Tensor | None:
        """The accumulated gradient (a new object on each access, naming the same tensor), or None."""
        return calls.tensor_grad(self)

    @grad.setter
    def grad(self, value: None) -> None:
        if value is not None:
            raise UnsupportedError("only None can be assigned to .grad (the contract can drop a gradient, "
                                   "not set one)")
        calls.tensor_zero_grad(self)

    # more autograd: is_leaf, grad_fn, retain_grad, backward with gradient and retain_graph
    @property
    def is_leaf(self) -> bool:
        """False only for a tensor computed from tensors that require grad (as in PyTorch)."""
        return autograd_graph.function_node_name(self) is None and calls.tensor_is_leaf(self)

    @property
    def grad_fn(self) -> GradFn | None:
        """A GradFn when a recorded op (or a custom Function) computed this tensor, else None (as PyTorch's)."""
        custom = autograd_graph.function_node_name(self)
        if custom is not None:
            return GradFn(custom)
        return GradFn() if calls.tensor_has_grad_fn(self) else None

    def retain_grad(self) -> None:
        """Keep this non-leaf's gradient in .grad after backward."""
        calls.tensor_retain_grad(self)

    @property
    def data(self) -> Tensor:
        """The same values, cut from the graph (shares the storage)."""
        return self.detach()

    @data.setter
    def data(self, value: Tensor) -> None:
        """x.data = y writes y's values into x, unrecorded (so x.data += d, the old way to update a parameter,
        works). PyTorch swaps x's storage for y's, which may change x's shape; a handle never changes shape,
        so here y must have x's shape, dtype and device."""
        value = tensor_arg(value, "data")
        if (value.shape, value.dtype, value.device) != (self.shape, self.dtype, self.device):
            raise UnsupportedError(f"assigning .data of shape {list(value.shape)}, {value.dtype} on {value.device} to "
                                   f"a tensor of shape {list(self.shape)}, {self.dtype} on {self.device}: a tensor "
                                   f"keeps its shape, dtype and device; make a new tensor instead")
        with no_grad():
            calls.tensor_copy_from(self, value)

    def backward(self, gradient: Tensor | None = None, retain_graph: bool | None = None,
                 create_graph: bool = False, inputs: Tensor | Sequence[Tensor] | None = None) -> None:
        """Accumulate d(self)/d(leaf) into the leaves' .grad (into inputs' only, when given). A non-scalar self
        needs `gradient`, the vector of the vector-Jacobian product. retain_graph keeps the graph for another
        backward (by default when create_graph); create_graph records the backward, so the gradients can be
        differentiated again."""
        keep = create_graph if retain_graph is None else retain_graph
        if not create_graph and inputs is None:
            autograd_graph.backward_with_hooks(self, gradient_arg(gradient), bool(keep))
            return
        chosen = [] if inputs is None else [inputs] if isinstance(inputs, Tensor) else list(inputs)
        if inputs is not None and not chosen:
            raise RuntimeError("'inputs' argument to backward() cannot be empty.")
        autograd_graph.refuse_with_hooks("backward with create_graph or inputs")
        calls.tensor_backward_ex(self, gradient_arg(gradient), chosen, int(bool(keep)), int(bool(create_graph)))

    def register_hook(self, hook: Callable[[Tensor], Tensor | None]) -> RemovableHandle:
        """hook(grad) runs when backward computes this tensor's gradient; a tensor it returns replaces
        it. Run by Tier 3 over Tier 1 (see autograd_graph.backward_with_hooks)."""
        return autograd_graph.register_hook(self, hook)

    def register_post_accumulate_grad_hook(self, hook: Callable[[Tensor], None]) -> RemovableHandle:
        """hook(self) runs after backward has accumulated this leaf's gradient into .grad (see
        autograd_graph.backward_with_hooks)."""
        return autograd_graph.register_post_accumulate_grad_hook(self, hook)

    # DLPack 1.x, as PyTorch's Tensor.__dlpack__ (see simple_torch.utils.dlpack)
    def __dlpack__(self, *, stream: Any = None, max_version: tuple[int, int] | None = None,
                   dl_device: tuple[int, int] | None = None, copy: bool | None = None) -> object:
        """A DLPack capsule over this tensor's memory: the versioned struct when max_version's major is 1 or more,
        else the legacy one. stream is accepted for the protocol; the library's calls have finished on return."""
        if self.requires_grad:   # as PyTorch: the consumer could not record gradients through the memory
            raise RuntimeError("Can't export tensors that require gradient, use tensor.detach()")
        if dl_device is not None and tuple(dl_device) != tuple(self.__dlpack_device__()):
            raise BufferError(f"dl_device {tuple(dl_device)} differs from the tensor's {self.__dlpack_device__()}; "
                              "no copy across devices is made")
        versioned = max_version is not None and max_version[0] >= DLPACK_MAJOR
        return export_capsule(self, versioned, copy)

    def __dlpack_device__(self) -> tuple[DLDeviceType, int]:
        """(DLPack device type, index): (CPU, 0) or (CUDA, n)."""
        where = self.device
        return (DLDeviceType.CPU, 0) if where.type == "cpu" else (DLDeviceType.CUDA, where.index or 0)

    def detach(self) -> Tensor:
        return calls.tensor_detach(self)

    def clone(self) -> Tensor:
        return calls.tensor_clone(self)

    # -- data access --------------------------------------------------------------------------------
    def numpy(self) -> np.ndarray:
        """A copy of the values as a NumPy array (bfloat16, which NumPy lacks, comes back as float32)."""
        source = self if self.dtype.numpy is not None else self.float()
        out = np.empty(source.shape, source.dtype.numpy)
        if out.size:
            calls.tensor_copy_to(source, out)
        return out

    def __array__(self, dtype: Any = None, copy: bool | None = None) -> np.ndarray:
        values = self.numpy()
        return values if dtype is None else values.astype(dtype, copy=False)

    def tolist(self) -> Any:
        return self.numpy().tolist()

    def item(self) -> Scalar:
        """The value of a one-element tensor as a Python number."""
        if self.dtype.is_floating_point:
            return calls.tensor_item(self)
        if self.numel() != 1:   # integers are read exactly through NumPy; this is item's own check
            calls.tensor_item(self)
        return self.numpy().reshape(()).item()

    def __len__(self) -> int:
        if not self.shape:
            raise TypeError("len() of a 0-d tensor")
        return self.shape[0]

    def __iter__(self) -> Iterator[Tensor]:
        if not self.shape:
            raise TypeError("iteration over a 0-d tensor")
        return iter(self.unbind(0))

    def __bool__(self) -> bool:
        return bool(self.item())

    def __float__(self) -> float:
        return float(self.item())

    def __int__(self) -> int:
        return int(self.item())

    def __index__(self) -> int:
        if self.dtype.is_floating_point or self.dtype.is_complex or self.numel() != 1:
            raise TypeError("only integer tensors of a single element can be converted to an index")
        return int(self.item())

    def __format__(self, spec: str) -> str:
        """A 0-dim tensor formats as its value (f"{loss}" prints 2.5, as PyTorch's), others as their repr."""
        if not self.shape and not self.dtype.is_complex:
            return format(self.item(), spec)
        return format(repr(self), spec)

    def __repr__(self) -> str:
        if self.is_sparse:
            return sparse_tensor_repr(self._indices().numpy(), self._values().numpy(), self.shape, self.dtype,
                                      dtypes.int64, self.device, self.grad_fn, self.requires_grad)
        return tensor_repr(self.numpy(), self.dtype, self.device, self.grad_fn, self.requires_grad)

    __hash__ = object.__hash__   # tensors are hashed by identity, as in PyTorch (== is element-wise)

    def __reduce_ex__(self, protocol: int) -> tuple[Any, ...]:
        """Pickle, copy and deepcopy by value: copying the handle would make two owners of it."""
        if self.is_sparse:
            return _rebuild_sparse, (self._indices().numpy(), self._values().numpy(), self.dtype.name,
                                     tuple(self.shape), self.is_coalesced(), self.requires_grad)
        return _rebuild, (type(self), self.numpy(), self.dtype.name, self.requires_grad)

    # -- sparse COO tensors -------------------------------------------------------------------------
    @property
    def is_sparse(self) -> bool:
        return calls.tensor_is_sparse(self)

    @property
    def layout(self) -> layout:
        return sparse_coo if self.is_sparse else strided

    def to_sparse(self, sparseDims: int | None = None, *, layout: layout | None = None,  # noqa: N803 - PyTorch's
                  blocksize: Sequence[int] | None = None, dense_dim: int | None = None) -> Tensor:
        """A sparse COO copy of the nonzero entries over the first sparseDims dims (all by default, or all but
        dense_dim); the other sparse layouts (CSR, CSC, BSR, BSC) are not built."""
        if (layout is not None and layout is not sparse_coo) or blocksize is not None:
            raise UnsupportedError(f"to_sparse: only the sparse COO layout is built, not {layout} (blocksize "
                                   f"{blocksize})")
        if sparseDims is not None and dense_dim is not None:
            raise InvalidArgumentError("to_sparse: give sparseDims or dense_dim, not both")
        sparse_dim = self.ndim - (dense_dim or 0) if sparseDims is None else int_arg(sparseDims, "sparseDims")
        return calls.tensor_to_sparse(self, sparse_dim)

    def to_dense(self, dtype: dtype | None = None, *, masked_grad: bool | None = None) -> Tensor:
        """The dense tensor of a sparse one (duplicates summed; its gradient reaches the stored values only, PyTorch's
        masked_grad=True); a dense tensor itself."""
        if masked_grad is False:
            raise UnsupportedError("to_dense(masked_grad=False): the gradient of a sparse tensor reaches only its "
                                   "stored values here (masked_grad=True)")
        dense = calls.tensor_to_dense(self)
        return dense if dtype is None else dense.to(dtype)

    def coalesce(self) -> Tensor:
        return calls.sparse_coalesce(self)

    def is_coalesced(self) -> bool:
        return calls.sparse_is_coalesced(self)

    def _indices(self) -> Tensor:
        return calls.sparse_indices(self)

    def _values(self) -> Tensor:
        return calls.sparse_values(self).detach()

    def indices(self) -> Tensor:
        self._coalesced_for("indices")
        return calls.sparse_indices(self)

    def values(self) -> Tensor:
        self._coalesced_for("values")
        return calls.sparse_values(self)

    def _coalesced_for(self, what: str) -> None:
        if not calls.sparse_is_coalesced(self):
            raise InvalidArgumentError(f"Cannot get {what} on an uncoalesced tensor, please call .coalesce() first")

    def _nnz(self) -> int:
        return calls.sparse_nnz(self)

    def sparse_dim(self) -> int:
        return calls.sparse_dim(self) if self.is_sparse else 0

    def dense_dim(self) -> int:
        return self.ndim - self.sparse_dim()

    # -- dtype and device ---------------------------------------------------------------------------
    def type(self, dtype: Any = None, non_blocking: bool = False) -> str | Tensor:
        """type(): the legacy type's name ("torch.FloatTensor"); type(t): self as t, where t is a legacy type
        (st.LongTensor, or its name "torch.LongTensor") or a dtype; self when nothing changes."""
        if dtype is None:
            return legacy_type_names.type_name(self.dtype, self.is_cuda)
        legacy = legacy_type_names.legacy_type_dtype(dtype)
        if legacy is None:
            return self.to(dtypes.as_dtype(dtype), non_blocking=non_blocking)
        of, cuda = legacy
        return self.to("cuda" if cuda else "cpu", of, non_blocking=non_blocking)

    def to(self, *args: Any, device: device | str | int | None = None, dtype: dtype | None = None,
           non_blocking: bool = False, copy: bool = False) -> Tensor:
        """to(dtype), to(device), to(device, dtype), to(other_tensor), as PyTorch; self when nothing changes."""
        device, dtype = to_arguments(args, device, dtype)
        result = self
        if dtype is not None and dtypes.as_dtype(dtype) is not result.dtype:
            result = calls.tensor_to_dtype(result, dtypes.as_dtype(dtype).code)
        if device is not None and devices.as_device(device).code != result.device.code:
            result = calls.tensor_to_device(result, devices.as_device(device).code)
        return result.clone() if copy and result is self else result

    def cpu(self) -> Tensor:
        return self if self.device.type == "cpu" else calls.tensor_cpu(self)

    def cuda(self, device: device | str | int | None = None) -> Tensor:
        """A copy on a CUDA device (cuda:0 by default); DeviceError where it is absent."""
        index = 0 if device is None else devices.as_device(device).code
        if self.device.code == index and self.device.type == "cuda":
            return self
        return calls.tensor_cuda(self, index)

    def to_stream(self, stream: Any) -> Tensor:
        """A copy on the stream's device, queued on that stream (st.cuda.Stream)."""
        runtime = getattr(stream, "_runtime", None)
        if type(runtime) is not calls.StreamHandle:
            raise TypeError(f"to_stream(): stream must be a st.cuda.Stream, not {type(stream).__name__}")
        return calls.tensor_to_stream(self, runtime)

    def type_as(self, other: Tensor) -> Tensor:
        return self.to(tensor_arg(other, "type_as(): other").dtype)

    def long(self) -> Tensor:
        return self.to(dtypes.int64)

    def int(self) -> Tensor:
        return self.to(dtypes.int32)

    def short(self) -> Tensor:
        return self.to(dtypes.int16)

    def byte(self) -> Tensor:
        return self.to(dtypes.uint8)

    def bool(self) -> Tensor:
        return self.to(dtypes.bool_)

    # -- arithmetic ---------------------------------------------------------------------------------
    def _scalar_operand(self, value: Scalar) -> Tensor:
        """value as a 0-dim tensor that combines with self as PyTorch combines self with a Python
        number: the result keeps self's dtype unless the number is of a higher kind (a float with an
        integer tensor gives float32, the default dtype)."""
        own = self.dtype
        if _is_complex(value) and not own.is_complex:
            kind = dtypes.complex128 if own is dtypes.float64 else dtypes.complex64
        elif own.is_floating_point or own.is_complex:
            kind = own
        elif _is_float(value):
            kind = dtypes.float32
        elif own is dtypes.bool_ and not isinstance(value, (bool, np.bool_)):
            kind = dtypes.int64
        else:
            kind = own
        return from_array(*dtypes.as_array(value, kind))

    def _takes_scalar_call(self, value: Scalar) -> bool:
        """True when add_scalar / mul_scalar (a double) give what PyTorch gives for self op value: for
        a floating-point self, or a float value; an integer self with an integer keeps its dtype."""
        return not _is_complex(value) and (_is_float(value) or self.dtype.is_floating_point)

    def _operand(self, other: Tensor | Scalar) -> Tensor:
        if isinstance(other, Tensor):
            return other
        if _is_scalar(other):
            return self._scalar_operand(other)
        raise TypeError(f"expected a Tensor or a number, got {type(other).__name__}")

    def add(self, other: Tensor | Scalar, *, alpha: Scalar = 1) -> Tensor:
        if alpha != 1:
            other = self._operand(other) * alpha
        if not isinstance(other, Tensor) and _is_scalar(other) and self._takes_scalar_call(other):
            return calls.tensor_add_scalar(self, float(other))
        return calls.tensor_add(self, self._operand(other))

    def sub(self, other: Tensor | Scalar, *, alpha: Scalar = 1) -> Tensor:
        if alpha != 1:
            other = self._operand(other) * alpha
        if not isinstance(other, Tensor) and _is_scalar(other) and self._takes_scalar_call(other):
            return calls.tensor_add_scalar(self, -float(other))
        return calls.tensor_sub(self, self._operand(other))

    def mul(self, other: Tensor | Scalar) -> Tensor:
        if not isinstance(other, Tensor) and _is_scalar(other) and self._takes_scalar_call(other):
            return calls.tensor_mul_scalar(self, float(other))
        return calls.tensor_mul(self, self._operand(other))

    def div(self, other: Tensor | Scalar, *, rounding_mode: str | None = None) -> Tensor:
        # a number goes in as a 0-dim tensor, not as a multiplication by 1/other, which rounds differently
        if rounding_mode is None:
            return calls.tensor_div(self, self._operand(other))
        if rounding_mode not in _ROUNDING_MODES:
            raise InvalidArgumentError(f"div expected rounding_mode to be one of None, 'trunc', or 'floor' but found "
                                       f"{rounding_mode!r}")
        return calls.tensor_div_rounding(self, self._operand(other), RoundingMode[rounding_mode])

    divide = div

    def true_divide(self, other: Tensor | Scalar) -> Tensor:
        return self.div(other)

    def floor_divide(self, other: Tensor | Scalar) -> Tensor:
        return self.div(other, rounding_mode="floor")

    def round(self, *, decimals: int = 0) -> Tensor:
        """Round half to even (integers unchanged); decimals rounds to that many decimal places (negative: to
        tens, hundreds, ...), as PyTorch's, floating tensors only."""
        if decimals == 0:
            return calls.tensor_round(self)
        return calls.tensor_round_decimals(self, int_arg(decimals, "round(): argument 'decimals'"))

    def __floordiv__(self, other: object) -> Tensor:
        return self.floor_divide(other) if isinstance(other, Tensor) or _is_scalar(other) else NotImplemented

    def __rfloordiv__(self, other: object) -> Tensor:
        return self._scalar_operand(other).floor_divide(self) if _is_scalar(other) else NotImplemented

    def pow(self, exponent: Tensor | Scalar) -> Tensor:
        if isinstance(exponent, Tensor):   # element-wise exponents, broadcast and promoted
            return calls.tensor_pow_tensor(self, exponent)
        if _is_scalar(exponent) and not _is_complex(exponent) and not self._takes_scalar_call(exponent):
            # an integer power of an integer or bool tensor: exact, in PyTorch's dtype (bool ** bool is bool)
            if exponent < 0:
                raise InvalidArgumentError("Integers to negative integer powers are not allowed.")
            if self.dtype is dtypes.bool_:
                power = self.long().pow(int(exponent))
                return power.bool() if isinstance(exponent, (bool, np.bool_)) else power
            return calls.tensor_pow_tensor(self, self._scalar_operand(exponent))
        return calls.tensor_pow(self, float(exponent))

    # a + b, a - b, a * b and a / b are the Tensor core's number slots (simple_torch/tensor_core.c): for two Tensors
    # they call calls.tensor_add, ... with no Python frame in between; with any other operand, the methods below
    # (bind_operators, at the end of this module), which take numbers through add, sub, mul and div
    if TYPE_CHECKING:   # the slots as a type checker sees them
        def __add__(self, other: Tensor | Scalar) -> Tensor: ...
        def __radd__(self, other: Scalar) -> Tensor: ...
        def __sub__(self, other: Tensor | Scalar) -> Tensor: ...
        def __rsub__(self, other: Scalar) -> Tensor: ...
        def __mul__(self, other: Tensor | Scalar) -> Tensor: ...
        def __rmul__(self, other: Scalar) -> Tensor: ...
        def __truediv__(self, other: Tensor | Scalar) -> Tensor: ...
        def __rtruediv__(self, other: Scalar) -> Tensor: ...

    def _add_other(self, other: Scalar) -> Tensor:   # self + other, other + self
        return self.add(other) if _is_scalar(other) else NotImplemented

    def _sub_other(self, other: Scalar) -> Tensor:   # self - other
        return self.sub(other) if _is_scalar(other) else NotImplemented

    def _rsub_other(self, other: Scalar) -> Tensor:   # other - self
        if not _is_scalar(other):
            return NotImplemented
        if self._takes_scalar_call(other):   # other - self == (-self) + other, exactly
            return self.neg().add(other)
        return self._scalar_operand(other).sub(self)

    def _mul_other(self, other: Scalar) -> Tensor:   # self * other, other * self
        return self.mul(other) if _is_scalar(other) else NotImplemented

    def _div_other(self, other: Scalar) -> Tensor:   # self / other
        return self.div(other) if _is_scalar(other) else NotImplemented

    def _rdiv_other(self, other: Scalar) -> Tensor:   # other / self
        # PyTorch's own definition, reciprocal(self) * other, so that the roundings agree (an integer self's
        # reciprocal is floating, as the double power gives it)
        return calls.tensor_pow(self, -1.0).mul(other) if _is_scalar(other) else NotImplemented

    def __pow__(self, exponent: Scalar) -> Tensor:
        return self.pow(exponent) if _is_scalar(exponent) or isinstance(exponent, Tensor) else NotImplemented

    def __rpow__(self, base: Scalar) -> Tensor:
        """base ** self: base as a 0-dim tensor, combining with self as PyTorch's number does."""
        return self._scalar_operand(base).pow(self) if _is_scalar(base) else NotImplemented

    def __matmul__(self, other: Tensor) -> Tensor:
        return calls.tensor_matmul(self, other) if isinstance(other, Tensor) else NotImplemented

    def __neg__(self) -> Tensor:
        return self.neg()

    def __pos__(self) -> Tensor:
        return self

    def __abs__(self) -> Tensor:
        return self.abs()

    # -- comparisons, logic and masks ----------------------------------------------------
    def _comparison(self, name: str, other: Tensor | Scalar) -> Tensor:
        """A tensor operand, or a number: a float (or any number with a floating self) is the C function's
        double, compared as PyTorch does; an integer with an integer self is compared exactly, as a 0-dim
        tensor of self's dtype (a double holds integers exactly only up to 2**53)."""
        if isinstance(other, Tensor):
            return getattr(calls, f"tensor_{name}")(self, other)
        if not _is_scalar(other):
            raise TypeError(f"{name}(): expected a Tensor or a number, got {type(other).__name__}")
        if _is_complex(other) or (not _is_float(other) and not self.dtype.is_floating_point
                                  and not self.dtype.is_complex):
            return getattr(calls, f"tensor_{name}")(self, self._scalar_operand(other))
        return getattr(calls, f"tensor_{name}_scalar")(self, float(other))

    def eq(self, other: Tensor | Scalar) -> Tensor:
        return self._comparison("eq", other)

    def ne(self, other: Tensor | Scalar) -> Tensor:
        return self._comparison("ne", other)

    def lt(self, other: Tensor | Scalar) -> Tensor:
        return self._comparison("lt", other)

    def le(self, other: Tensor | Scalar) -> Tensor:
        return self._comparison("le", other)

    def gt(self, other: Tensor | Scalar) -> Tensor:
        return self._comparison("gt", other)

    def ge(self, other: Tensor | Scalar) -> Tensor:
        return self._comparison("ge", other)

    greater, greater_equal, less, less_equal, not_equal = gt, ge, lt, le, ne

    def where(self, condition: Tensor, other: Tensor | Scalar) -> Tensor:
        """self where condition holds, else other (PyTorch's x.where(condition, y))."""
        return where_values(condition, self, other)

    def masked_fill(self, mask: Tensor, value: Tensor | Scalar) -> Tensor:
        mask = tensor_arg(mask, "masked_fill(): mask")
        if isinstance(value, Tensor):   # a 0-dim tensor value, differentiable through where
            if value.ndim != 0:
                raise InvalidArgumentError(f"masked_fill only supports a 0-dim value tensor, got {value.ndim} dims")
            return where_values(mask, value.to(self.dtype), self)
        if not _is_scalar(value) or _is_complex(value):
            raise TypeError(f"masked_fill(): value must be a real number or a 0-dim tensor, got {type(value).__name__}")
        return calls.tensor_masked_fill(self, mask, float(value))

    def masked_fill_(self, mask: Tensor, value: Tensor | Scalar) -> Tensor:
        return self.copy_(self.masked_fill(mask, value))

    def clamp(self, min: Tensor | Scalar | None = None, max: Tensor | Scalar | None = None) -> Tensor:  # noqa: A002
        """Numbers are the C function's bounds (NaN for none); tensor bounds, and integer bounds of an integer
        tensor (which keep its dtype, as PyTorch's), are maximum and minimum."""
        if min is None and max is None:
            raise InvalidArgumentError("clamp: at least one of 'min' or 'max' must not be None")
        bounds = [bound for bound in (min, max) if bound is not None]
        for bound in bounds:
            if not isinstance(bound, Tensor) and (not _is_scalar(bound) or _is_complex(bound)):
                raise TypeError(f"clamp(): a bound must be a real number or a tensor, got {type(bound).__name__}")
        if any(isinstance(bound, Tensor) or not self._takes_scalar_call(bound) for bound in bounds):
            out = self
            if min is not None:
                out = out.maximum(self._operand(min))
            if max is not None:
                out = out.minimum(self._operand(max))
            return out
        return calls.tensor_clamp(self, math.nan if min is None else float(min),
                                  math.nan if max is None else float(max))

    clip = clamp

    def clamp_min(self, min: Tensor | Scalar) -> Tensor:  # noqa: A002
        return self.clamp(min=min)

    def clamp_max(self, max: Tensor | Scalar) -> Tensor:  # noqa: A002
        return self.clamp(max=max)

    def clamp_(self, min: Tensor | Scalar | None = None, max: Tensor | Scalar | None = None) -> Tensor:  # noqa: A002
        return self.copy_(self.clamp(min, max))

    clip_ = clamp_

    # the rest of the element-wise math and whole-tensor comparisons
    def _by_tensor_or_number(self, name: str, other: Tensor | Scalar) -> Tensor:
        """fmod or remainder: a float (or any number with a floating self) is the C function's double;
        an integer with an integer self is a 0-dim tensor of self's dtype, exact as in PyTorch."""
        if not isinstance(other, Tensor) and _is_scalar(other) and self._takes_scalar_call(other):
            return getattr(calls, f"tensor_{name}_scalar")(self, float(other))
        return getattr(calls, f"tensor_{name}")(self, self._operand(other))

    def fmod(self, other: Tensor | Scalar) -> Tensor:
        return self._by_tensor_or_number("fmod", other)

    def remainder(self, other: Tensor | Scalar) -> Tensor:
        return self._by_tensor_or_number("remainder", other)

    def __mod__(self, other: object) -> Tensor:
        return self.remainder(other) if isinstance(other, Tensor) or _is_scalar(other) else NotImplemented

    def __rmod__(self, other: object) -> Tensor:
        return self._scalar_operand(other).remainder(self) if _is_scalar(other) else NotImplemented

    def fmod_(self, other: Tensor | Scalar) -> Tensor:
        return self.copy_(self.fmod(other))

    def remainder_(self, other: Tensor | Scalar) -> Tensor:
        return self.copy_(self.remainder(other))

    def lerp(self, end: Tensor, weight: Tensor | Scalar) -> Tensor:
        end = tensor_arg(end, "lerp(): end")
        if isinstance(weight, Tensor):
            return calls.tensor_lerp(self, end, weight)
        if not _is_scalar(weight) or _is_complex(weight):
            raise TypeError(f"lerp(): weight must be a Tensor or a real number, got {type(weight).__name__}")
        return calls.tensor_lerp_scalar(self, end, float(weight))

    def lerp_(self, end: Tensor, weight: Tensor | Scalar) -> Tensor:
        return self.copy_(self.lerp(end, weight))

    def addcmul(self, tensor1: Tensor, tensor2: Tensor, *, value: Scalar = 1) -> Tensor:
        return calls.tensor_addcmul(self, tensor_arg(tensor1, "addcmul(): tensor1"),
                                    tensor_arg(tensor2, "addcmul(): tensor2"), float(value))

    def addcdiv(self, tensor1: Tensor, tensor2: Tensor, *, value: Scalar = 1) -> Tensor:
        return calls.tensor_addcdiv(self, tensor_arg(tensor1, "addcdiv(): tensor1"),
                                    tensor_arg(tensor2, "addcdiv(): tensor2"), float(value))

    def addcmul_(self, tensor1: Tensor, tensor2: Tensor, *, value: Scalar = 1) -> Tensor:
        return self.copy_(self.addcmul(tensor1, tensor2, value=value))

    def addcdiv_(self, tensor1: Tensor, tensor2: Tensor, *, value: Scalar = 1) -> Tensor:
        return self.copy_(self.addcdiv(tensor1, tensor2, value=value))

    def nan_to_num(self, nan: Scalar = 0.0, posinf: Scalar | None = None, neginf: Scalar | None = None) -> Tensor:
        """None for posinf or neginf: the dtype's largest or lowest value (NaN in the C call)."""
        return calls.tensor_nan_to_num(self, float(nan), math.nan if posinf is None else float(posinf),
                                       math.nan if neginf is None else float(neginf))

    def nan_to_num_(self, nan: Scalar = 0.0, posinf: Scalar | None = None, neginf: Scalar | None = None) -> Tensor:
        return self.copy_(self.nan_to_num(nan, posinf, neginf))

    def equal(self, other: Tensor) -> bool:
        """Same shape and values; of two dtypes, compared in the promoted one (as PyTorch's)."""
        other = tensor_arg(other, "equal(): other")
        if other.dtype is not self.dtype:
            return self.shape == other.shape and bool(self.eq(other).all())
        return calls.tensor_equal(self, other)

    def allclose(self, other: Tensor, rtol: float = 1e-05, atol: float = 1e-08, equal_nan: bool = False) -> bool:
        return calls.tensor_allclose(self, tensor_arg(other, "allclose(): other"), float(rtol), float(atol),
                                     int(bool(equal_nan)))

    def _bitwise(self, name: str, other: Tensor | Scalar) -> Tensor:
        """&, | and ^: bitwise on integer and bool tensors (logical for bool); floating ones are refused
        with RT_ERR_DTYPE, as PyTorch refuses them."""
        return getattr(calls, f"tensor_bitwise_{name}")(self, self._operand(other))

    def _bitwise_operator(name: str):  # noqa: N805 - builds the operators below
        def operator_method(self: Tensor, other: object) -> Tensor:
            if isinstance(other, Tensor) or (_is_scalar(other) and not _is_float(other) and not _is_complex(other)):
                return self._bitwise(name, other)
            return NotImplemented
        operator_method.__name__ = f"__{name}__"
        return operator_method

    __and__, __or__, __xor__ = _bitwise_operator("and"), _bitwise_operator("or"), _bitwise_operator("xor")
    __rand__, __ror__, __rxor__ = __and__, __or__, __xor__
    del _bitwise_operator

    def bitwise_and(self, other: Tensor | Scalar) -> Tensor:
        return self._bitwise("and", other)

    def bitwise_or(self, other: Tensor | Scalar) -> Tensor:
        return self._bitwise("or", other)

    def bitwise_xor(self, other: Tensor | Scalar) -> Tensor:
        return self._bitwise("xor", other)

    def __invert__(self) -> Tensor:
        return self.bitwise_not()

    def _compare(name: str):  # noqa: N805 - builds the operators below
        def operator_method(self: Tensor, other: object) -> Tensor:
            if isinstance(other, Tensor) or _is_scalar(other):
                return getattr(self, name)(other)
            return NotImplemented
        operator_method.__name__ = f"__{name}__"
        return operator_method

    __eq__, __ne__ = _compare("eq"), _compare("ne")   # type: ignore[assignment]
    __lt__, __le__, __gt__, __ge__ = _compare("lt"), _compare("le"), _compare("gt"), _compare("ge")
    del _compare

    # -- activations --------------------------------------------------------------------------------
    @takes_numpy_aliases
    def softmax(self, dim: int) -> Tensor:
        return calls.softmax(self, dim)

    @takes_numpy_aliases
    def log_softmax(self, dim: int) -> Tensor:
        return calls.log_softmax(self, dim)

    # -- linear algebra -----------------------------------------------------------------------------
    def matmul(self, other: Tensor) -> Tensor:
        return calls.tensor_matmul(self, tensor_arg(other, "matmul(): other"))

    mm = matmul

    def dot(self, other: Tensor) -> Tensor:
        return calls.tensor_dot(self, tensor_arg(other, "dot(): other"))

    # more linear algebra
    def bmm(self, mat2: Tensor) -> Tensor:
        return calls.tensor_bmm(self, tensor_arg(mat2, "bmm(): mat2"))

    def outer(self, vec2: Tensor) -> Tensor:
        return calls.tensor_outer(self, tensor_arg(vec2, "outer(): vec2"))

    ger = outer

    def addmm(self, mat1: Tensor, mat2: Tensor, *, beta: Scalar = 1, alpha: Scalar = 1) -> Tensor:
        return calls.tensor_addmm(self, tensor_arg(mat1, "addmm(): mat1"), tensor_arg(mat2, "addmm(): mat2"),
                                  float(beta), float(alpha))

    def baddbmm(self, batch1: Tensor, batch2: Tensor, *, beta: Scalar = 1, alpha: Scalar = 1) -> Tensor:
        return calls.tensor_baddbmm(self, tensor_arg(batch1, "baddbmm(): batch1"),
                                    tensor_arg(batch2, "baddbmm(): batch2"), float(beta), float(alpha))

    @takes_numpy_aliases
    def cross(self, other: Tensor, dim: int | None = None) -> Tensor:
        """Cross product of 3-vectors along dim (None: the first dim of size 3), broadcast. Component i is
        a[i+1] b[i+2] - a[i+2] b[i+1], which rolling the vectors by one and two places gives for all i."""
        other = tensor_arg(other, "cross(): other")
        if self.dtype != other.dtype:
            raise DtypeError(f"cross: expected both inputs to have the same dtype, got {self.dtype} and {other.dtype}")
        if self.ndim != other.ndim:
            raise ShapeError(f"cross: inputs must have the same number of dims, got shapes {list(self.shape)} and "
                             f"{list(other.shape)}")
        shape = _broadcast_shape(self.shape, other.shape, what="cross")
        if dim is None:
            dim = next((d for d, n in enumerate(shape) if n == 3), None)
            if dim is None:
                raise ShapeError(f"cross: no dim of size 3 in the broadcast shape {list(shape)}")
        if not -len(shape) <= dim < len(shape):
            raise InvalidArgumentError(f"cross: dim {dim} out of range for {len(shape)} dims")
        if self.shape[dim] != 3 or other.shape[dim] != 3:
            raise ShapeError(f"cross: inputs dim {dim} must have length 3, got shapes {list(self.shape)} and "
                             f"{list(other.shape)}")
        a, b = self.broadcast_to(shape), other.broadcast_to(shape)
        return a.roll(-1, dim) * b.roll(-2, dim) - a.roll(-2, dim) * b.roll(-1, dim)

    def t(self) -> Tensor:
        return calls.tensor_t(self)

    def transpose(self, dim0: int, dim1: int) -> Tensor:
        return calls.tensor_transpose(self, dim0, dim1)

    @property
    def T(self) -> Tensor:
        """The transpose; for more than 2 dims, all dims reversed (as PyTorch's deprecated .T)."""
        return self.t() if self.ndim <= 2 else self.permute(*reversed(range(self.ndim)))

    @property
    def mT(self) -> Tensor:
        return self.transpose(-2, -1)

    @takes_numpy_aliases
    def norm(self, p: str | float | None = "fro", dim: int | Sequence[int] | None = None,
             keepdim: bool = False) -> Tensor:
        """As torch.norm: the p-norm of all elements, or along dims ("fro" and None are the 2-norm; p any real
        number, inf and -inf included, as st.linalg.vector_norm); the nuclear norm is st.linalg.matrix_norm's."""
        # any real p through vector_norm
        if p in ("fro", 2, None) and dim is None and not keepdim:
            return calls.tensor_norm(self)
        if isinstance(p, str) and p != "fro":
            raise UnsupportedError(f"norm with p={p!r}: use st.linalg.matrix_norm for matrix norms")
        return vector_norm(self, 2 if p in ("fro", None) else p, dim, keepdim)

    def det(self) -> Tensor:
        return calls.tensor_det(self)

    def inverse(self) -> Tensor:
        return calls.tensor_inverse(self)

    def svd(self, some: bool = True) -> tuple[Tensor, Tensor, Tensor]:
        """(U, S, V) with self = U diag(S) V^T, as PyTorch's Tensor.svd (st.linalg.svd returns Vh)."""
        u, s, vh = linalg_svd(self, full_matrices=not some)
        return SvdResult(u, s, vh.mT)

    # PyTorch's older names for st.linalg's decompositions
    def slogdet(self) -> tuple[Tensor, Tensor]:
        return SlogdetResult(*calls.tensor_slogdet(self))

    def logdet(self) -> Tensor:
        """log det, as PyTorch: NaN for a negative determinant of a real matrix, -inf for a singular one."""
        sign, logabsdet = self.slogdet()
        if self.dtype.is_complex:
            return sign.log() + logabsdet
        return where_values(sign == -1, math.nan, logabsdet)

    def cholesky(self, upper: bool = False) -> Tensor:
        return calls.tensor_cholesky(self, int(upper))

    def pinverse(self, rcond: float = 1e-15) -> Tensor:
        """st.linalg.pinv(self, rcond): singular values at most rcond * the largest count as 0."""
        return calls.tensor_pinv(self, 0.0, tolerance_arg(rcond, "rtol"), 0)

    def qr(self, some: bool = True) -> tuple[Tensor, Tensor]:
        return QrResult(*calls.tensor_qr(self, QrMode.reduced if some else QrMode.complete))

    # -- reductions ---------------------------------------------------------------------------------
    def _reduce(self, whole: Callable[[Tensor], Tensor], along: Callable[[Tensor, int, int], Tensor],
                dim: int | Sequence[int] | None, keepdim: bool) -> Tensor:
        """A reduction (whole, along: its functions of simple_torch.calls) of all elements, or along one dim, or
        along several one after another (from the last, so that the earlier dims keep their numbers)."""
        if dim is None:
            result = whole(self)
            return result.reshape([1] * self.ndim) if keepdim else result
        if isinstance(dim, (int, np.integer)):
            return along(self, dim, int(keepdim))
        result = self
        for d in _normalized_dims(dim, self.ndim):
            result = along(result, d, int(keepdim))
        return result

    @takes_numpy_aliases
    def sum(self, dim: int | Sequence[int] | None = None, keepdim: bool = False, *,
            dtype: dtype | None = None) -> Tensor:
        source = self if dtype is None else self.to(dtype)
        return source._reduce(calls.tensor_sum, calls.tensor_sum_dim, dim, keepdim)

    @takes_numpy_aliases
    def count_nonzero(self, dim: int | Sequence[int] | None = None) -> Tensor:
        """int64 count of the non-zero elements, over all or along dim (an int or several; no keepdim, as in
        PyTorch)."""
        dims = () if dim is None else (dim,) if isinstance(dim, int) else tuple(dim)
        return calls.tensor_count_nonzero(self, dims)

    @takes_numpy_aliases
    def mean(self, dim: int | Sequence[int] | None = None, keepdim: bool = False, *,
             dtype: dtype | None = None) -> Tensor:
        source = self if dtype is None else self.to(dtype)
        return source._reduce(calls.tensor_mean, calls.tensor_mean_dim, dim, keepdim)

    @takes_numpy_aliases
    def nansum(self, dim: int | Sequence[int] | None = None, keepdim: bool = False, *,
               dtype: dtype | None = None) -> Tensor:
        """sum with NaNs counted as zero; with dtype, the sum of the tensor converted to it, in it."""
        source = self if dtype is None else self.to(dtype)
        if isinstance(dim, Sequence) and not dim:   # PyTorch: no dims are all of them
            dim = None
        result = source._reduce(calls.tensor_nansum, calls.tensor_nansum_dim, dim, keepdim)
        return result if dtype is None else result.to(dtype)

    @takes_numpy_aliases
    def nanmean(self, dim: int | Sequence[int] | None = None, keepdim: bool = False, *,
                dtype: dtype | None = None) -> Tensor:
        """The mean of the non-NaN elements (NaN where all are); dtype converts a floating input first."""
        source = self if dtype is None or not self.is_floating_point() else self.to(dtype)
        dims = [] if dim is None else [dim] if isinstance(dim, (int, np.integer)) else list(dim)
        return calls.tensor_nanmean(source, dims, int(keepdim))

    @takes_numpy_aliases
    def max(self, dim: int | Tensor | None = None, keepdim: bool = False) -> Tensor | MaxMin:
        """The maximum; along a dim, (values, indices) as PyTorch; of two tensors, maximum."""
        if isinstance(dim, Tensor):
            return self.maximum(dim)
        if dim is None:
            return calls.tensor_max(self)
        return MaxMin(calls.tensor_max_dim(self, dim, int(keepdim)),
                      calls.tensor_argmax_dim(self, dim, int(keepdim)))

    @takes_numpy_aliases
    def min(self, dim: int | Tensor | None = None, keepdim: bool = False) -> Tensor | MaxMin:
        """The minimum; along a dim, (values, indices) as PyTorch; of two tensors, minimum."""
        if isinstance(dim, Tensor):
            return self.minimum(dim)
        if dim is None:
            return calls.tensor_min(self)
        return MaxMin(calls.tensor_min_dim(self, dim, int(keepdim)),
                      calls.tensor_argmin_dim(self, dim, int(keepdim)))

    @takes_numpy_aliases
    def var(self, dim: int | Sequence[int] | None = None, unbiased: bool = True, keepdim: bool = False, *,
            correction: float | None = None) -> Tensor:
        """Variance over dim (one, several or all), dividing by N - correction (default 1, Bessel's;
        unbiased=False means 0), as PyTorch."""
        return self._spread(calls.tensor_var_correction, dim, unbiased, keepdim, correction)

    @takes_numpy_aliases
    def std(self, dim: int | Sequence[int] | None = None, unbiased: bool = True, keepdim: bool = False, *,
            correction: float | None = None) -> Tensor:
        return self._spread(calls.tensor_std_correction, dim, unbiased, keepdim, correction)

    def _spread(self, function: Callable[..., Tensor], dim, unbiased: bool, keepdim: bool,
                correction: float | None) -> Tensor:
        dims = () if dim is None else ((dim,) if isinstance(dim, (int, np.integer)) else tuple(dim))
        c = (1 if unbiased else 0) if correction is None else correction
        return function(self, dims, float(c), int(keepdim))

    # ordering: PyTorch's argument names and defaults, results as its named tuples

    @takes_numpy_aliases
    def sort(self, dim: int = -1, descending: bool = False, *, stable: bool = False) -> tuple[Tensor, Tensor]:
        """(values, indices) along dim; equal values always keep their order (stable is accepted)."""
        return SortResult._make(calls.tensor_sort(self, dim, int(descending), int(stable)))

    @takes_numpy_aliases
    def argsort(self, dim: int = -1, descending: bool = False, *, stable: bool = False) -> Tensor:
        return calls.tensor_argsort(self, dim, int(descending), int(stable))

    def msort(self) -> Tensor:
        return self.sort(0).values

    @takes_numpy_aliases
    def topk(self, k: int, dim: int = -1, largest: bool = True, sorted: bool = True) -> tuple[Tensor, Tensor]:
        return TopkResult._make(calls.tensor_topk(self, k, dim, int(largest), int(sorted)))

    @takes_numpy_aliases
    def kthvalue(self, k: int, dim: int = -1, keepdim: bool = False) -> tuple[Tensor, Tensor]:
        return KthvalueResult._make(calls.tensor_kthvalue(self, k, dim, int(keepdim)))

    @takes_numpy_aliases
    def median(self, dim: int | None = None, keepdim: bool = False) -> Tensor | tuple[Tensor, Tensor]:
        """The lower median of all elements, or (values, indices) along dim."""
        if dim is None:
            return calls.tensor_median(self)
        return MedianResult._make(calls.tensor_median_dim(self, dim, int(keepdim)))

    @takes_numpy_aliases
    def mode(self, dim: int = -1, keepdim: bool = False) -> tuple[Tensor, Tensor]:
        return ModeResult._make(calls.tensor_mode(self, dim, int(keepdim)))

    @takes_numpy_aliases
    def cummax(self, dim: int) -> tuple[Tensor, Tensor]:
        return CummaxResult._make(calls.tensor_cummax(self, dim))

    @takes_numpy_aliases
    def cummin(self, dim: int) -> tuple[Tensor, Tensor]:
        return CumminResult._make(calls.tensor_cummin(self, dim))

    @takes_numpy_aliases
    def unique(self, sorted: bool = True, return_inverse: bool = False, return_counts: bool = False,
               dim: int | None = None) -> Tensor | tuple[Tensor, ...]:
        """The distinct elements, ascending whatever sorted says (as PyTorch on the CPU), with the inverse
        indices and counts if asked."""
        if dim is not None:
            raise UnsupportedError("unique(dim=...), distinct slices along a dim, is not in the contract; "
                                   "unique of all elements is")
        values, inverse, counts = calls.tensor_unique(self)
        extra = ((inverse,) if return_inverse else ()) + ((counts,) if return_counts else ())
        return (values, *extra) if extra else values

    # -- shape --------------------------------------------------------------------------------------
    # size_args' first test in place: plain ints, as x.view(8, 4) gives them, need nothing else
    def reshape(self, *shape: ShapeLike) -> Tensor:
        return calls.tensor_reshape(self, shape if _PLAIN.issuperset(map(type, shape)) else size_args(shape))

    def view(self, *shape: ShapeLike) -> Tensor:
        return calls.tensor_view(self, shape if _PLAIN.issuperset(map(type, shape)) else size_args(shape))

    def reshape_as(self, other: Tensor) -> Tensor:
        return self.reshape(tensor_arg(other, "reshape_as(): other").shape)

    def view_as(self, other: Tensor) -> Tensor:
        return self.view(tensor_arg(other, "view_as(): other").shape)

    def permute(self, *dims: ShapeLike) -> Tensor:
        return calls.tensor_permute(self, size_args(dims))

    @takes_numpy_aliases
    def squeeze(self, dim: int | Sequence[int] | None = None) -> Tensor:
        if dim is None:
            return calls.tensor_squeeze(self)
        if isinstance(dim, (int, np.integer)):
            return calls.tensor_squeeze_dim(self, dim)
        result = self
        for d in _normalized_dims(dim, self.ndim):
            result = calls.tensor_squeeze_dim(result, d)
        return result

    @takes_numpy_aliases
    def unsqueeze(self, dim: int) -> Tensor:
        return calls.tensor_unsqueeze(self, dim)

    def flatten(self, start_dim: int = 0, end_dim: int = -1) -> Tensor:
        return calls.tensor_flatten(self, start_dim, end_dim)

    def expand(self, *sizes: ShapeLike) -> Tensor:
        return calls.tensor_expand(self, size_args(sizes))

    def expand_as(self, other: Tensor) -> Tensor:
        return self.expand(tensor_arg(other, "expand_as(): other").shape)

    def contiguous(self) -> Tensor:
        return self if self.is_contiguous() else calls.tensor_contiguous(self)

    def flip(self, *dims: int | Sequence[int]) -> Tensor:
        """Reversed along each of dims (one C call per dim)."""
        out = self
        for d in _dims_arg(dims, "flip"):
            out = calls.tensor_flip(out, d)
        return out

    def roll(self, shifts: int | Sequence[int], dims: int | Sequence[int] | None = None) -> Tensor:
        """Shifted along dims, wrapping around; without dims, over the flattened tensor (shape kept)."""
        if dims is None:
            flat = calls.tensor_roll(self.reshape(-1), _one_shift(shifts), 0)
            return flat.reshape(self.shape)
        shifts_list = [shifts] if isinstance(shifts, int) else list(shifts)
        dims_list = [dims] if isinstance(dims, int) else list(dims)
        if len(shifts_list) != len(dims_list):
            raise InvalidArgumentError(f"roll: {len(shifts_list)} shifts for {len(dims_list)} dims")
        out = self
        for shift, d in zip(shifts_list, dims_list):
            out = calls.tensor_roll(out, shift, d)
        return out

    # more shape operations and random sampling (group H4)
    def repeat(self, *sizes: ShapeLike) -> Tensor:
        return calls.tensor_repeat(self, size_args(sizes))

    @takes_numpy_aliases
    def repeat_interleave(self, repeats: int | Tensor, dim: int | None = None) -> Tensor:
        """Without dim, over the flattened tensor, as PyTorch."""
        source, along = (self.reshape(-1), 0) if dim is None else (self, dim)
        if isinstance(repeats, Tensor):
            return calls.tensor_repeat_interleave_tensor(source, repeats, along)
        return calls.tensor_repeat_interleave(source, operator.index(repeats), along)

    @takes_numpy_aliases
    def split(self, split_size: int | Sequence[int], dim: int = 0) -> tuple[Tensor, ...]:
        """Parts of split_size along dim (the last may be shorter), or of the listed sizes."""
        if isinstance(split_size, (int, np.integer)):
            most = max((*self.shape, 1))   # never more parts than the longest dim holds (one for an empty dim)
            return calls.tensor_split(self, int(split_size), dim, most)
        sizes = list(split_size)
        return calls.tensor_split_sizes(self, sizes, dim, len(sizes))

    @takes_numpy_aliases
    def tensor_split(self, indices_or_sections: int | Sequence[int] | Tensor, dim: int = 0) -> tuple[Tensor, ...]:
        """sections parts (the first ones one longer), or the parts between the given indices."""
        if isinstance(indices_or_sections, Tensor):   # PyTorch: a 0-dim tensor counts sections, 1-D lists indices
            indices_or_sections = indices_or_sections.tolist()
        if isinstance(indices_or_sections, (int, np.integer)):
            sections = int(indices_or_sections)
            return calls.tensor_tensor_split(self, sections, dim, max(sections, 0))
        cuts = list(indices_or_sections)
        return calls.tensor_tensor_split_indices(self, cuts, dim, len(cuts) + 1)

    def diag(self, diagonal: int = 0) -> Tensor:
        return calls.tensor_diag(self, diagonal)

    def diagonal(self, offset: int = 0, dim1: int = 0, dim2: int = 1) -> Tensor:
        return calls.tensor_diagonal(self, offset, dim1, dim2)

    def movedim(self, source: int | Sequence[int], destination: int | Sequence[int]) -> Tensor:
        if isinstance(source, (int, np.integer)) and isinstance(destination, (int, np.integer)):
            return calls.tensor_movedim(self, source, destination)
        sources = [source] if isinstance(source, (int, np.integer)) else list(source)
        destinations = [destination] if isinstance(destination, (int, np.integer)) else list(destination)
        n = self.ndim
        if len(sources) != len(destinations):
            raise InvalidArgumentError(f"movedim: {len(sources)} source dims for {len(destinations)} destinations")
        for d in (*sources, *destinations):
            if not -max(n, 1) <= d < max(n, 1):
                raise InvalidArgumentError(f"movedim: dim {d} is out of range for a tensor of {n} dims")
        src, dst = [d % n for d in sources], [d % n for d in destinations]
        if len(set(src)) != len(src) or len(set(dst)) != len(dst):
            raise InvalidArgumentError(f"movedim: repeated dims in source {sources} or destination {destinations}")
        # moving one dim after another would shift the later positions: the whole permutation at once
        order: list[int | None] = [None] * n
        for s, d in zip(src, dst):
            order[d] = s
        rest = iter(d for d in range(n) if d not in src)
        return self.permute([next(rest) if d is None else d for d in order])

    moveaxis = movedim

    @takes_numpy_aliases
    def unflatten(self, dim: int, sizes: Sequence[int]) -> Tensor:
        return calls.tensor_unflatten(self, dim, list(sizes))

    def broadcast_to(self, *size: ShapeLike) -> Tensor:
        """PyTorch's method takes the sizes spread (x.broadcast_to(2, 3)) or as one sequence, as expand does."""
        return self.expand(*size)

    # composed over slice and index_select: no C function of their own
    @takes_numpy_aliases
    def narrow(self, dim: int, start: int | Tensor, length: int) -> Tensor:
        """length elements of dim from start (negative counts from the end; a 0-dim integer tensor too), with
        PyTorch's checks in its order. One slice, so a view of self, as PyTorch's."""
        if self.ndim == 0:
            raise ShapeError("narrow() cannot be applied to a 0-dim tensor.")
        start, length = _narrow_start(start), int_arg(length, "narrow(): argument 'length'")
        if length < 0:
            raise InvalidArgumentError("narrow(): length must be non-negative.")
        size = self.size(dim)   # the runtime checks the dim
        if not -size <= start <= size:
            raise IndexError(f"start out of range (expected to be in range of [{-size}, {size}], but got {start})")
        start += size if start < 0 else 0
        if start + length > size:
            raise InvalidArgumentError(f"start ({start}) + length ({length}) exceeds dimension size ({size}).")
        return calls.tensor_slice(self, dim, start, start + length, 1)

    def unfold(self, dimension: int, size: int, step: int) -> Tensor:
        """The windows of size elements of dimension, step apart, as a new last dim; dimension keeps one entry
        per window. PyTorch's is a view; this is one index_select of every window's positions (a copy), whose
        gradient adds up where windows overlap, as the view's does."""
        size, step = int_arg(size, "unfold(): argument 'size'"), int_arg(step, "unfold(): argument 'step'")
        if self.ndim == 0:   # PyTorch: a 0-dim tensor unfolds as one element along dim 0 (or -1)
            return self.reshape(1).unfold(dimension, size, step).reshape(size)
        length, dim = self.size(dimension), dimension % self.ndim   # size() checks the dim
        if size > length:
            raise ShapeError(f"maximum size for tensor at dimension {dim} is {length} but size is {size}")
        if size < 0:
            raise InvalidArgumentError(f"size is {size} but must be >= 0")
        if step <= 0:
            raise InvalidArgumentError(f"step is {step} but must be > 0")
        device_code = self.device.code
        starts = calls.tensor_arange_options(0, length - size + 1, step, dtypes.int64.code, device_code)
        positions = starts.unsqueeze(1) + calls.tensor_arange_options(0, size, 1, dtypes.int64.code, device_code)
        windows = self.index_select(dim, positions.reshape(-1))
        shape = self.shape
        return windows.reshape(*shape[:dim], starts.numel(), size, *shape[dim + 1:]).movedim(dim + 1, -1)

    def multinomial(self, num_samples: int, replacement: bool = False, *,
                    generator: Generator | None = None) -> Tensor:
        with drawing_from(generator):
            return calls.tensor_multinomial(self, num_samples, int(bool(replacement)))

    def bernoulli(self, p: float | None = None, *, generator: Generator | None = None) -> Tensor:
        """1 with probability self (or p, in self's shape), else 0."""
        with drawing_from(generator):
            if p is None:
                return calls.tensor_bernoulli(self)
            return calls.tensor_bernoulli_scalar(self, float(p))

    # -- indexing -----------------------------------------------------------------------------------
    @takes_numpy_aliases
    def index_select(self, dim: int, index: Tensor) -> Tensor:
        index = tensor_arg(index, "index_select(): index")
        return calls.tensor_index_select(self, dim, index)

    @takes_numpy_aliases
    def gather(self, dim: int, index: Tensor) -> Tensor:
        return calls.tensor_gather(self, dim, tensor_arg(index, "gather(): index"))

    @takes_numpy_aliases
    def chunk(self, chunks: int, dim: int = 0) -> tuple[Tensor, ...]:
        return calls.tensor_chunk(self, chunks, dim, max(chunks, 0))

    @takes_numpy_aliases
    def unbind(self, dim: int = 0) -> tuple[Tensor, ...]:
        """The slices along dim, without it."""
        size = self.size(dim)
        return tuple(part.squeeze(dim) for part in self.chunk(size, dim)) if size else ()

    def _select(self, dim: int, index: int) -> Tensor:
        size = self.shape[dim]
        if not -size <= index < size:
            raise IndexError(f"index {index} is out of range for dim {dim} of size {size}")
        return calls.tensor_select(self, dim, index)

    def _slice(self, dim: int, s: slice) -> Tensor:
        step = 1 if s.step is None else operator.index(s.step)
        if step <= 0:
            raise ValueError("step must be greater than zero")
        if s.start is None and s.stop is None and step == 1:
            return self
        start = 0 if s.start is None else operator.index(s.start)
        stop = TO_THE_END if s.stop is None else operator.index(s.stop)
        return calls.tensor_slice(self, dim, start, stop, step)

    def _take(self, dim: int, index: Tensor) -> Tensor:
        """self indexed along dim by an integer tensor: its shape replaces the dim."""
        if index.ndim == 1:
            return self.index_select(dim, index)
        picked = self.index_select(dim, index.flatten())
        shape = self.shape
        return picked.reshape(shape[:dim] + index.shape + shape[dim + 1:])

    def nonzero(self, *, as_tuple: bool = False) -> Tensor | tuple[Tensor, ...]:
        """[n, ndim] int64 coordinates of the non-zero elements; as_tuple: one 1-D tensor per dim."""
        coordinates = calls.tensor_nonzero(self)
        if not as_tuple:
            return coordinates
        return tuple(coordinates._select(1, d) for d in range(self.ndim)) if self.ndim else (coordinates.reshape(-1),)

    def _mask_positions(self, mask: Tensor, dim: int) -> Tensor:
        """1-D int64 positions, in self flattened over dims dim.. dim+mask.ndim-1, of mask's True elements."""
        if mask.shape != self.shape[dim:dim + mask.ndim]:
            raise IndexError(f"the shape of the mask {list(mask.shape)} does not match the shape of the indexed "
                             f"tensor {list(self.shape)} at dim {dim}")
        return mask.reshape(-1).nonzero().reshape(-1)

    def masked_select(self, mask: Tensor) -> Tensor:
        """The elements where mask holds (self and mask broadcast together), as a 1-D tensor."""
        mask = tensor_arg(mask, "masked_select(): mask")
        if mask.dtype is not dtypes.bool_:
            raise DtypeError(f"masked_select expects a bool mask, got {mask.dtype}")
        shape = _broadcast_shape(self.shape, mask.shape)
        return self.expand(*shape).reshape(-1).index_select(0, _flat_positions(mask, shape))

    def _take_together(self, dim: int, indices: list[Tensor]) -> Tensor:
        """self indexed at dims dim.. by several integer tensors at once (PyTorch's advanced indexing with
        adjacent index tensors): they broadcast together, and their shape replaces those dims."""
        sizes = self.shape[dim:dim + len(indices)]
        if len(sizes) < len(indices):
            raise IndexError(f"too many indices for a tensor of {self.ndim} dims")
        shape = _broadcast_shape(*(i.shape for i in indices))
        linear = None
        for index, size in zip(indices, sizes):
            if index.dtype.is_floating_point or index.dtype.is_complex or index.dtype is dtypes.bool_:
                raise IndexError(f"tensors used as indices must be integer (or one bool mask), got {index.dtype}")
            if ((index >= size) | (index < -size)).any().item():
                raise IndexError(f"index out of range for dim of size {size}")
            wrapped = where_values(index < 0, index + size, index).long().expand(*shape)
            linear = wrapped if linear is None else linear * size + wrapped
        flat = self.flatten(dim, dim + len(indices) - 1) if len(indices) > 1 else self
        return flat._take(dim, linear) if linear.ndim else flat._select(dim, int(linear.item()))

    def __getitem__(self, index: Any) -> Tensor:
        """Basic indexing (ints, slices with a positive step, None, ...), integer tensors or lists (several
        adjacent ones index together, as PyTorch's advanced indexing) and bool masks."""
        items = index if type(index) is tuple else (index,)
        if _BASIC_ITEMS.issuperset(map(type, items)) and len(items) <= self.ndim:   # x[:, t]: what the loop does
            result, dim = self, 0
            for item in items:
                if type(item) is int:
                    result = result._select(dim, item)
                else:
                    result, dim = result._slice(dim, item), dim + 1
            return result
        items = _index_items(index, self.ndim)
        tensors = [k for k, item in enumerate(items) if isinstance(item, Tensor) and item.ndim > 0
                   and item.dtype is not dtypes.bool_]
        if len(tensors) > 1 and tensors != list(range(tensors[0], tensors[0] + len(tensors))):
            raise UnsupportedError("index tensors separated by a slice (PyTorch moves their dims to the front); "
                                   "index in two steps")
        result, dim, k = self, 0, 0
        while k < len(items):
            item = items[k]
            if item is None:
                result, dim = result.unsqueeze(dim), dim + 1
            elif isinstance(item, slice):
                result, dim = result._slice(dim, item), dim + 1
            elif isinstance(item, Tensor) and item.dtype is dtypes.bool_ and item.ndim > 0:
                flat = result.flatten(dim, dim + item.ndim - 1) if item.ndim > 1 else result
                result, dim = flat.index_select(dim, result._mask_positions(item, dim)), dim + 1
            elif len(tensors) > 1 and k == tensors[0]:
                together = [items[j] for j in tensors]
                result = result._take_together(dim, together)
                dim += _broadcast_ndim(together)
                k += len(tensors)
                continue
            elif isinstance(item, Tensor) and item.ndim > 0:   # _take_together counts negative entries from the end
                result, dim = result._take_together(dim, [item]), dim + item.ndim
            else:
                result = result._select(dim, operator.index(item))
            k += 1
        return result

    def __setitem__(self, index: Any, value: Tensor | Scalar | np.ndarray) -> None:
        """Write through basic indexing (ints, slices, None, ...: the indexed part is a view of self), or
        through a bool mask of self's shape or of its leading dims (x[mask] = value, value broadcast). value is
        a tensor, a number or a NumPy array: PyTorch assigns no list or tuple."""
        if isinstance(value, (list, tuple)):
            raise TypeError(f"can't assign a {type(value).__name__} to a {self.type()}")
        self._check_in_place("__setitem__")
        if isinstance(index, Tensor) and index.dtype is dtypes.bool_ and index.ndim > 0:
            if index.shape != self.shape[:index.ndim]:
                raise IndexError(f"the shape of the mask {list(index.shape)} does not match the shape of the "
                                 f"indexed tensor {list(self.shape)}")
            mask = index.reshape(*index.shape, *([1] * (self.ndim - index.ndim))).expand(*self.shape)
            if isinstance(value, Tensor) and value.ndim > 0 and value.numel() > 1:   # one value per selected row
                self.copy_(self.index_put((index,), value.to(self.dtype)))
                return
            self.copy_(where_values(mask, value if isinstance(value, Tensor) else self._operand(value), self))
            return
        items = _index_items(index, self.ndim)
        if any(isinstance(item, Tensor) and item.ndim > 0 for item in items):
            self.copy_(self.index_put(_leading_indices(items, self.ndim), as_tensor_operand(value).to(self.dtype)))
            return
        self[index].copy_(value)

    # indexing with tensors: out-of-place writes (the in-place forms copy the result back)
    def index_put(self, indices: Sequence[Tensor], values: Tensor, accumulate: bool = False) -> Tensor:
        """self with self[indices] = values (integer index tensors or bool masks for the leading dims)."""
        indices = [tensor_arg(i, "index_put(): indices") for i in indices]
        values = tensor_arg(values, "index_put(): values")
        return calls.tensor_index_put(self, indices, values, int(bool(accumulate)))

    def index_put_(self, indices: Sequence[Tensor], values: Tensor, accumulate: bool = False) -> Tensor:
        return self.copy_(self.index_put(indices, values, accumulate))

    @takes_numpy_aliases
    def scatter(self, dim: int, index: Tensor, src: Tensor | Scalar | None = None, *,
                value: Scalar | None = None) -> Tensor:
        """self with src's values (or one value) written at index along dim."""
        index = tensor_arg(index, "scatter(): index")
        src = value if src is None else src
        if isinstance(src, Tensor):
            return calls.tensor_scatter(self, dim, index, src)
        if not _is_scalar(src) or _is_complex(src):
            raise TypeError(f"scatter(): src must be a Tensor or a real number, got {type(src).__name__}")
        return calls.tensor_scatter_value(self, dim, index, float(src))

    @takes_numpy_aliases
    def scatter_(self, dim: int, index: Tensor, src: Tensor | Scalar | None = None, *,
                 value: Scalar | None = None) -> Tensor:
        return self.copy_(self.scatter(dim, index, src, value=value))

    @takes_numpy_aliases
    def scatter_add(self, dim: int, index: Tensor, src: Tensor) -> Tensor:
        index, src = tensor_arg(index, "scatter_add(): index"), tensor_arg(src, "scatter_add(): src")
        return calls.tensor_scatter_add(self, dim, index, src)

    @takes_numpy_aliases
    def scatter_add_(self, dim: int, index: Tensor, src: Tensor) -> Tensor:
        return self.copy_(self.scatter_add(dim, index, src))

    @takes_numpy_aliases
    def scatter_reduce(self, dim: int, index: Tensor, src: Tensor, reduce: str, *, include_self: bool = True) -> Tensor:
        """self with src's values combined at index along dim by reduce ("sum", "prod", "mean", "amax", "amin")."""
        index, src = tensor_arg(index, "scatter_reduce(): index"), tensor_arg(src, "scatter_reduce(): src")
        if reduce not in ScatterReduce.__members__:
            raise InvalidArgumentError(f"scatter_reduce: reduce must be one of {list(ScatterReduce.__members__)}, "
                                       f"got {reduce!r}")
        return calls.tensor_scatter_reduce(self, dim, index, src, ScatterReduce[reduce], int(bool(include_self)))

    @takes_numpy_aliases
    def scatter_reduce_(self, dim: int, index: Tensor, src: Tensor, reduce: str, *,
                        include_self: bool = True) -> Tensor:
        return self.copy_(self.scatter_reduce(dim, index, src, reduce, include_self=include_self))

    @takes_numpy_aliases
    def index_add(self, dim: int, index: Tensor, source: Tensor, *, alpha: Scalar = 1) -> Tensor:
        index, source = tensor_arg(index, "index_add(): index"), tensor_arg(source, "index_add(): source")
        return calls.tensor_index_add(self, dim, index, source, float(alpha))

    @takes_numpy_aliases
    def index_add_(self, dim: int, index: Tensor, source: Tensor, *, alpha: Scalar = 1) -> Tensor:
        return self.copy_(self.index_add(dim, index, source, alpha=alpha))

    @takes_numpy_aliases
    def take_along_dim(self, indices: Tensor, dim: int | None = None) -> Tensor:
        """Values picked along dim by indices (broadcast with self in the other dims); without dim, from
        self flattened."""
        indices = tensor_arg(indices, "take_along_dim(): indices")
        if dim is None:
            return self.reshape(-1).take_along_dim(indices.reshape(-1), 0)
        return calls.tensor_take_along_dim(self, indices, dim)

    @takes_numpy_aliases
    def index_fill(self, dim: int, index: Tensor, value: Tensor | Scalar) -> Tensor:
        """self with value at the positions index names along dim (negative ones count from the end); a 0-dim
        tensor value gets its gradient, as in PyTorch."""
        index = tensor_arg(index, "index_fill(): index")
        if index.dtype is not dtypes.int64:
            raise IndexError("index_fill_(): Expected dtype int64 for index.")
        if not isinstance(value, Tensor):
            if not _is_scalar(value):
                raise TypeError(f"index_fill(): argument 'value' must be Number or Tensor, not {type(value).__name__}")
            value = self._scalar_operand(value)
        try:
            return calls.tensor_index_fill(self, dim, index, value)
        except InvalidArgumentError as exc:   # PyTorch's class for an index out of range
            if "is out of bounds for dimension" in str(exc):   # rt_torch_tensor_index_fill's words, PyTorch's
                raise IndexError(str(exc)) from None
            raise

    @takes_numpy_aliases
    def index_fill_(self, dim: int, index: Tensor, value: Tensor | Scalar) -> Tensor:
        return self.copy_(self.index_fill(dim, index, value))

    def masked_scatter(self, mask: Tensor, source: Tensor) -> Tensor:
        """self (broadcast with mask) with source's first elements, in row-major order, where mask holds; self's
        gradient is zero there and source's is the gradient of the position each of its elements went to (zero for
        those left over)."""
        mask, source = tensor_arg(mask, "masked_scatter(): mask"), tensor_arg(source, "masked_scatter(): source")
        return calls.tensor_masked_scatter(self, mask, source)

    def masked_scatter_(self, mask: Tensor, source: Tensor) -> Tensor:
        """In place: mask must broadcast to self's shape (self cannot grow)."""
        mask = tensor_arg(mask, "masked_scatter_(): mask")
        if _broadcast_shape(self.shape, mask.shape, what="masked_scatter_") != self.shape:
            raise ShapeError(f"masked_scatter_: a mask of shape {list(mask.shape)} does not broadcast to the shape "
                             f"{list(self.shape)} of the tensor written in place")
        return self.copy_(self.masked_scatter(mask, source))

    # -- in-place operations: rt_torch_tensor_copy_from writes into a tensor's storage ------------
    def _check_in_place(self, what: str) -> None:
        if self.requires_grad and is_grad_enabled():
            raise InvalidArgumentError(f"{what}: a tensor that requires grad cannot be modified in place "
                                       "while grad is enabled (use st.no_grad())")

    def copy_(self, src: Tensor | Scalar | np.ndarray) -> Tensor:
        """Overwrite self's values with src's (a tensor, a number or a NumPy array), broadcast to self's shape and
        converted to its dtype, in place: views of self, and optimizers holding it, see the new values."""
        if isinstance(src, (list, tuple)):   # as PyTorch, which converts no sequence here
            raise TypeError(f"copy_(): argument 'other' (position 1) must be Tensor, not {type(src).__name__}")
        self._check_in_place("copy_")
        calls.tensor_copy_from(self, as_tensor_operand(src))
        return self

    def zero_(self) -> Tensor:
        return self.copy_(0)

    def fill_(self, value: Scalar) -> Tensor:
        return self.copy_(value)

    def uniform_(self, a: float = 0.0, b: float = 1.0, *, generator: Generator | None = None) -> Tensor:
        self._check_in_place("uniform_")
        with drawing_from(generator):
            calls.tensor_uniform_(self, a, b)
        return self

    def normal_(self, mean: float = 0.0, std: float = 1.0, *, generator: Generator | None = None) -> Tensor:
        self._check_in_place("normal_")
        with drawing_from(generator):
            calls.tensor_normal_(self, mean, std)
        return self

    def random_(self, *bounds: int | None, generator: Generator | None = None, **named: int | None) -> Tensor:
        """PyTorch's forms: random_() draws integers from 0 up to the largest the dtype holds exactly (floating:
        2**significand bits); random_(to) in [0, to); random_(from, to) in [from, to), and to None means "up to
        the largest". `from` is a Python keyword: by name only through **{"from": ...}, with to, as PyTorch's."""
        self._check_in_place("random_")
        alone = len(bounds) == 1 and "to" not in named   # random_(to)
        given = {"to": bounds[0]} if alone else dict(zip(("from", "to"), bounds))
        for name in named:
            if name not in ("from", "to") or name in given:
                raise TypeError(f"random_() got an unexpected or repeated argument '{name}'")
        given.update(named)
        if len(bounds) > 2 or ("from" in given and "to" not in given) or (alone and bounds[0] is None):
            raise TypeError("random_() takes (*, generator=None), (to, *, generator=None) or (from, to, *, "
                            "generator=None), to an int or (with from) None")
        low, high = int_arg(given.get("from", 0), "from"), given.get("to")
        with drawing_from(generator):
            if not given:
                calls.tensor_random_(self)
            elif high is None:
                calls.tensor_random_from_(self, low)
            else:
                calls.tensor_random_between_(self, low, int_arg(high, "to"))
        return self

    def add_(self, other: Tensor | Scalar, *, alpha: Scalar = 1) -> Tensor:
        return self.copy_(self.add(other, alpha=alpha))

    def sub_(self, other: Tensor | Scalar, *, alpha: Scalar = 1) -> Tensor:
        return self.copy_(self.sub(other, alpha=alpha))

    def mul_(self, other: Tensor | Scalar) -> Tensor:
        return self.copy_(self.mul(other))

    def div_(self, other: Tensor | Scalar, *, rounding_mode: str | None = None) -> Tensor:
        return self.copy_(self.div(other, rounding_mode=rounding_mode))

    divide_ = div_

    def true_divide_(self, other: Tensor | Scalar) -> Tensor:
        return self.div_(other)

    def floor_divide_(self, other: Tensor | Scalar) -> Tensor:
        return self.copy_(self.floor_divide(other))

    __iadd__ = add_
    __isub__ = sub_
    __imul__ = mul_
    __itruediv__ = div_
    __ifloordiv__ = floor_divide_


calls.register_tensor_class(Tensor)   # the calls that make a tensor hand it out as a Tensor
bind_operators(add=(calls.tensor_add, Tensor._add_other, Tensor._add_other),
               sub=(calls.tensor_sub, Tensor._sub_other, Tensor._rsub_other),
               mul=(calls.tensor_mul, Tensor._mul_other, Tensor._mul_other),
               truediv=(calls.tensor_div, Tensor._div_other, Tensor._rdiv_other))


def to_arguments(args: tuple[Any, ...], device: Any, dtype: Any) -> tuple[Any, Any]:
    """The device and dtype a to(*args, device=, dtype=) call asks for (Tensor.to, Module.to): each positional
    argument is a tensor (its device and dtype), a dtype or a device."""
    for arg in args:
        if isinstance(arg, Tensor):
            device, dtype = arg.device, arg.dtype
        elif isinstance(arg, dtypes.dtype):
            dtype = arg
        else:
            device = arg
    return device, dtype


def tensor_arg(value: Any, what: str) -> Tensor:
    """value, which must be a Tensor: PyTorch's TypeError otherwise, rather than an AttributeError from
    deep inside the call."""
    if not isinstance(value, Tensor):
        raise TypeError(f"{what} must be a Tensor, not {type(value).__name__}")
    return value


def gradient_arg(value: Any) -> Tensor | None:
    """A gradient given to backward or st.autograd.grad: a Tensor or None, else PyTorch's TypeError."""
    if value is not None and not isinstance(value, Tensor):
        raise TypeError(f"gradients can be either Tensors or None, but got {type(value).__name__}")
    return value


CheckedFunction = TypeVar("CheckedFunction", bound=Callable[..., Any])


def checks_tensor_args(function: CheckedFunction) -> CheckedFunction:
    """function, raising PyTorch's TypeError when an argument annotated `Tensor` (or `Tensor | None` and
    not None) is something else, instead of an AttributeError from deep inside the call."""
    wanted = [(at, p.name, p.annotation == "Tensor | None")
              for at, p in enumerate(inspect.signature(function).parameters.values())
              if p.annotation in ("Tensor", "Tensor | None")]

    @functools.wraps(function)
    def checked(*args: Any, **kwargs: Any) -> Any:
        for at, name, optional in wanted:
            value = args[at] if at < len(args) else kwargs.get(name)
            if not isinstance(value, Tensor) and not (value is None and (optional or at >= len(args))):
                raise TypeError(f"{function.__name__}(): argument '{name}' must be Tensor, not {type(value).__name__}")
        return function(*args, **kwargs)
    return cast(CheckedFunction, checked)


def from_array(array: np.ndarray, dtype_: dtype) -> Tensor:
    """A new tensor on the default device holding the values of array (as `dtypes.as_array` makes it)."""
    stored = dtype_ if dtype_.numpy is not None else dtypes.float32
    data = array if array.size else b""   # NumPy cannot export a buffer with a zero in its shape
    made = calls.tensor_from_data(data, array.shape, stored.code)
    return made if stored is dtype_ else made.to(dtype_)


def _legacy_tensor(args: tuple[Any, ...], device_: Any) -> Tensor:
    """The tensor Tensor(*args, device=...) becomes, by PyTorch's legacy rules (always float32 but for
    Tensor(t), which keeps t's dtype)."""
    if len(args) == 1 and isinstance(args[0], Tensor):
        if device_ is not None and devices.as_device(device_) != args[0].device:
            raise InvalidArgumentError(f"Tensor(t, device={device_!r}): t is on {args[0].device}")
        return calls.tensor_detach(args[0])
    if all(isinstance(a, (int, np.integer)) and not isinstance(a, (bool, np.bool_)) for a in args):
        made = calls.tensor_empty(tuple(map(int, args)) if args else (0,))
    elif len(args) == 1 and (isinstance(args[0], (Sequence, np.ndarray)) and not isinstance(args[0], (str, bytes))):
        made = from_array(*dtypes.as_array(args[0], dtypes.float32))
    else:
        kinds = ", ".join(type(a).__name__ for a in args)
        raise TypeError(f"Tensor() takes data (a sequence or an array), sizes (ints) or a tensor; got ({kinds}). "
                        "For a tensor of a number use st.tensor(value)")
    return made if device_ is None else made.to(device_)


def _rebuild(cls: type[Tensor], values: np.ndarray, dtype_name: str, requires_grad: bool) -> Tensor:
    """A tensor (or a subclass, such as Parameter, made from one) from pickled values."""
    made = from_array(*dtypes.as_array(values, dtype_name))
    if cls is not Tensor:
        return cls(made, requires_grad)
    return made.requires_grad_(True) if requires_grad else made


def _rebuild_sparse(indices: np.ndarray, values: np.ndarray, dtype_name: str, shape: tuple[int, ...],
                    coalesced: bool, requires_grad: bool) -> Tensor:
    """A sparse COO tensor from pickled indices and values."""
    made = calls.sparse_coo_tensor(from_array(*dtypes.as_array(indices, "int64")),
                                   from_array(*dtypes.as_array(values, dtype_name)), shape, int(coalesced))
    return made.requires_grad_(True) if requires_grad else made


def as_tensor_operand(value: Tensor | Scalar | Sequence[Any] | np.ndarray) -> Tensor:
    """value itself if it is a Tensor, else a new tensor of it (the dtype PyTorch infers)."""
    return value if isinstance(value, Tensor) else from_array(*dtypes.as_array(value))


def _index_tensor(index: list | range | np.ndarray) -> Tensor:
    """A list, range or array used as an index, as a tensor (an empty one of int64, as PyTorch)."""
    if isinstance(index, range) or (isinstance(index, list) and not index):
        return from_array(np.asarray(index, dtype=np.int64), dtypes.int64)
    return as_tensor_operand(index)


def _index_items(index: Any, ndim: int) -> tuple[Any, ...]:
    """The items of an index with Ellipsis expanded into full slices and lists turned into tensors."""
    items = index if isinstance(index, tuple) else (index,)
    items = tuple(_index_tensor(i) if isinstance(i, (list, range, np.ndarray)) else i for i in items)
    for item in items:
        if isinstance(item, (bool, np.bool_)) or (isinstance(item, Tensor) and item.dtype is dtypes.bool_
                                                  and item.ndim == 0):
            raise UnsupportedError("indexing with True / False (a 0-dim mask adds a dim)")
    ellipses = [at for at, i in enumerate(items) if i is Ellipsis]   # by identity: == on a tensor is element-wise
    used = sum(i.ndim if isinstance(i, Tensor) and i.dtype is dtypes.bool_ else 1   # a mask covers its dims
               for i in items if i is not None and i is not Ellipsis)
    if len(ellipses) > 1:
        raise IndexError("an index can only have a single ellipsis ('...')")
    if used > ndim:
        raise IndexError(f"too many indices for a tensor of {ndim} dims")
    if ellipses:
        at = ellipses[0]
        items = items[:at] + (slice(None),) * (ndim - used) + items[at + 1:]
    return items


def _leading_indices(items: tuple[Any, ...], ndim: int) -> list[Tensor]:
    """The index tensors of a write x[items] = v through index tensors (ints as 0-dim ones): they must
    lead, and only full slices may follow (what index_put takes)."""
    indices = []
    for at, item in enumerate(items):
        if isinstance(item, slice) and item == slice(None):
            if any(not (isinstance(rest, slice) and rest == slice(None)) for rest in items[at:]):
                raise UnsupportedError("assignment through index tensors after a slice; index tensors must lead")
            break
        if isinstance(item, Tensor):
            indices.append(item)
        elif isinstance(item, (int, np.integer)):
            indices.append(as_tensor_operand(int(item)))
        else:
            raise UnsupportedError(f"assignment through index tensors mixed with {item!r}")
    return indices


def _broadcast_shape(*shapes: tuple[int, ...], what: str = "broadcast") -> tuple[int, ...]:
    """PyTorch's broadcast of several shapes (dims aligned from the right, a 1 stretches; an error names them)."""
    try:
        return tuple(np.broadcast_shapes(*shapes))
    except ValueError:
        raise ShapeError(f"{what}: shapes {[list(s) for s in shapes]} cannot be broadcast together") from None


def broadcast_shapes(*shapes: int | Sequence[int]) -> Size:
    """st.broadcast_shapes: the shape tensors of these shapes broadcast to (ShapeError if they do not); an int is
    a 1-D shape, as in PyTorch."""
    return Size(_broadcast_shape(*(size_args((s,)) for s in shapes)))


def _broadcast_ndim(tensors: list[Tensor]) -> int:
    return len(_broadcast_shape(*(t.shape for t in tensors)))


def _dims_arg(dims: tuple[Any, ...], what: str) -> list[int]:
    """f(0, 1) or f((0, 1)) or f([0, 1]): PyTorch's ways to pass several dims."""
    if len(dims) == 1 and not isinstance(dims[0], int):
        dims = tuple(dims[0])
    if not dims:
        raise InvalidArgumentError(f"{what}: dims must not be empty")
    return list(dims)


def _one_shift(shifts: int | Sequence[int]) -> int:
    if isinstance(shifts, int):
        return shifts
    if len(shifts) != 1:
        raise InvalidArgumentError(f"roll: {len(shifts)} shifts need as many dims")
    return shifts[0]


_ROUNDING_MODES = ("trunc", "floor")   # div's rounding_mode besides None


def _flat_positions(mask: Tensor, shape: tuple[int, ...]) -> Tensor:
    """1-D int64 positions of mask's True elements in a tensor of shape flattened (mask broadcast to it)."""
    return mask.expand(*shape).reshape(-1).nonzero().reshape(-1)


def _narrow_start(start: int | Tensor) -> int:
    """narrow's start: an int, or a 0-dim integer tensor (not a bool, as PyTorch)."""
    if isinstance(start, Tensor):
        kind = start.dtype
        if start.ndim or kind.is_floating_point or kind.is_complex or kind is dtypes.bool_:
            raise InvalidArgumentError("start must be an 0-dim integral Tensor.")
        return int(start.item())
    return int_arg(start, "narrow(): argument 'start'")


def int_arg(value: Any, what: str) -> int:
    """An int argument (anything with __index__ but a bool), else PyTorch's TypeError naming it."""
    if isinstance(value, (bool, np.bool_)) or not hasattr(value, "__index__"):
        raise TypeError(f"{what} must be int, not {type(value).__name__}")
    return operator.index(value)


def where_values(condition: Tensor, a: Tensor | Scalar, b: Tensor | Scalar) -> Tensor:
    """st.where(condition, a, b): a number operand becomes a 0-dim tensor combining as PyTorch's does."""
    condition = tensor_arg(condition, "where(): condition")
    if not isinstance(a, Tensor) and not isinstance(b, Tensor):
        raise TypeError("where(): at least one of the values must be a tensor here")
    a = a if isinstance(a, Tensor) else b._operand(a)
    b = b if isinstance(b, Tensor) else a._operand(b)
    return calls.tensor_where(condition, a, b)


def linalg_svd(x: Tensor, full_matrices: bool) -> tuple[Tensor, Tensor, Tensor]:
    """(U, S, Vh), reduced; full matrices only where they are the same (square matrices)."""
    if full_matrices and x.ndim >= 2 and x.shape[-1] != x.shape[-2]:
        raise UnsupportedError("full_matrices=True for a non-square matrix (the contract computes the "
                               "reduced SVD); pass full_matrices=False")
    return calls.tensor_svd(x)


@takes_numpy_aliases
@checks_tensor_args
def vector_norm(x: Tensor, ord: float = 2, dim: int | Sequence[int] | None = None, keepdim: bool = False) -> Tensor:
    """PyTorch's vector norm of a floating or complex tensor over dim (default: all elements): sum(|x|^ord)^(1/ord);
    inf and -inf the largest and smallest |x|, 0 the count of non-zeros (st.linalg.vector_norm and Tensor.norm)."""
    if not (x.dtype.is_floating_point or x.dtype.is_complex):
        raise DtypeError(f"linalg.vector_norm: expected a floating point or complex tensor as input, got {x.dtype}")
    if isinstance(ord, bool) or not isinstance(ord, (int, float)):
        raise TypeError(f"linalg.vector_norm: ord must be a real number, got {type(ord).__name__}")
    dims = tuple(range(x.ndim)) if dim is None else dim
    magnitude = x.abs()
    if ord == math.inf:
        return magnitude.amax(dims, keepdim)
    if ord == -math.inf:
        return magnitude.amin(dims, keepdim)
    if ord == 0:
        return magnitude.ne(0).to(magnitude.dtype).sum(dims, keepdim)
    return magnitude.pow(ord).sum(dims, keepdim).pow(1 / ord)


def tolerance_arg(value: float | None, what: str) -> float:
    """A tolerance of st.linalg's pinv, matrix_rank and lstsq (and Tensor.pinverse) as the runtime takes it: -1 for
    None (the default), else the number."""
    if isinstance(value, Tensor):
        raise TypeError(f"{what} must be a number here (tolerances per matrix are not supported)")
    return -1.0 if value is None else float(value)
