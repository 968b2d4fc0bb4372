"""Section 29: DLPack 1.x, zero-copy exchange with any producer or consumer, on both backends.

An export is the backend's (`Backend.to_dlpack`). An import is checked here, once for both backends, before any
backend reads the struct: the version, the device, the dtype, ndim, the shape and the strides (PyTorch aborts the
process on strides whose extent overflows, or on negative ones), the data pointer. Then the struct goes to the
backend in a PyCapsule, as Python's __dlpack__ protocol passes it, and the backend takes it by renaming the capsule.

Ownership (the spec's section 29): an import takes the struct over whatever happens. On failure the struct's
deleter has run before the call returns, unless the pointer was NULL; DLPack asks the same of a consumer that meets
a major version it cannot read. Read-only memory is imported as a copy (no backend has read-only tensors: in-place
ops would write the producer's memory), and on PyTorch so are negative strides of a dim of 2 or more elements
(PyTorch has none); in both the producer's deleter runs before the import returns. A byte_offset, which PyTorch
refuses, is folded into the data pointer of a struct of ours (still no copy).
"""

from __future__ import annotations

import math

from ..abi import dlpack
from ..abi.enums import CPU, DTYPE_SIZES
from ..abi.errors import DeviceError, DtypeError, InvalidArgumentError, UnsupportedError
from . import args
from .args import MAX_DIMS, new, tensor
from .entry import export
from .startup import backend

BYTES_LIMIT = 2**63   # the extent of the memory a tensor addresses must fit int64, as the backends count it


@export
def rt_torch_dlpack_version():
    major, minor = dlpack.VERSION
    return major * 100 + minor


@export
def rt_torch_tensor_to_dlpack_versioned(x):
    t = _strided(x)
    if backend().dlpack_versioned_missing:
        raise UnsupportedError(backend().dlpack_versioned_missing)
    return (backend().to_dlpack(t, True),)


@export
def rt_torch_tensor_to_dlpack_legacy(x):
    return (backend().to_dlpack(_strided(x), False),)


def _strided(x):
    """The tensor of handle x, which DLPack can describe: a sparse one has no strides (PyTorch refuses it too)."""
    t = tensor(x)
    if backend().is_sparse(t):
        raise UnsupportedError("DLPack describes strided tensors only; call rt_torch_tensor_to_dense first")
    return t


@export
def rt_torch_tensor_from_dlpack_versioned(managed):
    return _import(managed, True)


@export
def rt_torch_tensor_from_dlpack_legacy(managed):
    return _import(managed, False)


def _import(managed, versioned: bool) -> int:
    address = args.integer(managed, "managed")
    if address == 0:
        raise InvalidArgumentError(f"managed is NULL (a {dlpack.struct_name(versioned)}* is needed)")
    if address < 0:
        raise InvalidArgumentError(f"managed is {address}, not an address")
    capsule = dlpack.to_capsule(address, versioned, owning=False)
    try:
        return new(_checked_import(capsule, address, versioned))
    except BaseException:
        if not dlpack.consumed(capsule):   # not taken by a backend: give it back to its producer now
            dlpack.take(capsule, versioned)
            dlpack.call_deleter(address, versioned)
        raise


def _checked_import(capsule, address: int, versioned: bool):
    if versioned and backend().dlpack_versioned_missing:   # the struct goes back to its producer (_import)
        raise UnsupportedError(backend().dlpack_versioned_missing)
    struct = dlpack.view(address, versioned)
    flags = 0
    if versioned:
        major, minor = struct.version.major, struct.version.minor
        if major != dlpack.MAJOR:   # dlpack.h: no other field may be read, the deleter may be called
            raise UnsupportedError(f"managed is a DLPack {major}.{minor} struct; this library reads DLPack "
                                   f"{dlpack.MAJOR}.x (its deleter has been called)")
        flags = struct.flags
    t = struct.dl_tensor
    _device(t.device.device_type, t.device.device_id)
    dtype = _dtype(t.dtype)
    if not 0 <= t.ndim <= MAX_DIMS:
        raise InvalidArgumentError(f"dl_tensor.ndim is {t.ndim}; 0 to {MAX_DIMS} dims are supported")
    if t.ndim and not t.shape:
        raise InvalidArgumentError(f"dl_tensor.shape is NULL with ndim {t.ndim}")
    shape = [t.shape[i] for i in range(t.ndim)]
    if any(size < 0 for size in shape):
        raise InvalidArgumentError(f"dl_tensor.shape {shape} has a negative size")
    strides = [t.strides[i] for i in range(t.ndim)] if t.strides else _row_major(shape)
    numel = math.prod(shape)
    itemsize = DTYPE_SIZES[dtype]
    if numel:
        if not t.data:
            raise InvalidArgumentError(f"dl_tensor.data is NULL with {numel} elements")
        span = sum((size - 1) * abs(stride) for size, stride in zip(shape, strides)) + 1
        if span * itemsize + t.byte_offset >= BYTES_LIMIT:
            raise InvalidArgumentError(f"dl_tensor.shape {shape} and strides {strides} address more than 2**63 bytes")
    read_only = bool(flags & dlpack.FLAG_READ_ONLY)
    negative = any(stride < 0 for stride in strides) and not backend().negative_strides
    if not read_only and not negative and not t.byte_offset:
        return backend().from_dlpack(capsule, dtype)
    # A view through a struct of ours: byte_offset folded into the data pointer (PyTorch reads none), flags cleared,
    # strides made positive from the lowest element; the flips and the copy made from it leave the producer's
    # memory, whose deleter then runs as the view is dropped
    low = (t.data or 0) + t.byte_offset
    if negative:
        low += itemsize * sum(stride * (size - 1) for size, stride in zip(shape, strides) if stride < 0 and size > 0)
    positive = [abs(stride) for stride in strides] if negative else strides
    into_versioned = not backend().dlpack_versioned_missing   # a torch without DLPack 1.0 reads legacy structs
    inner = dlpack.rewrap(dlpack.take(capsule, versioned), versioned, flags=0, data=low, strides=positive,
                          into_versioned=into_versioned)
    view = backend().from_dlpack(dlpack.to_capsule(inner, into_versioned, owning=True), dtype)
    flips = [dim for dim, (size, stride) in enumerate(zip(shape, strides)) if negative and stride < 0 and size > 1]
    for dim in flips:   # PyTorch's flip makes a copy
        view = backend().flip(view, dim)
    return backend().clone(view) if read_only and not flips else view


def _row_major(shape: list[int]) -> list[int]:
    strides, step = [], 1
    for size in reversed(shape):
        strides.append(step)
        step *= max(size, 1)
    return strides[::-1]


def _device(device_type: int, index: int) -> int:
    """The ABI's device code of a DLDevice the active backend can use."""
    if device_type == dlpack.DeviceType.CPU:
        return CPU
    if device_type == dlpack.DeviceType.CUDA:
        if index < 0:   # -1 would read as the ABI's CPU
            raise DeviceError(f"dl_tensor.device is CUDA device {index}")
        backend().check_device(index)
        return index
    known = device_type in dlpack.DeviceType.__members__.values()
    name = dlpack.DeviceType(device_type).name if known else "unknown"
    raise DeviceError(f"dl_tensor.device is DLPack device type {device_type} ({name}); the library reads CPU memory "
                      f"and, on the PyTorch backend with CUDA, CUDA memory")


def _dtype(dt) -> int:
    """The ABI's dtype of a DLDataType."""
    if dt.lanes != 1:
        raise DtypeError(f"dl_tensor.dtype has {dt.lanes} lanes; the ABI's dtypes have 1")
    found = dlpack.BY_TYPE.get((dt.code, dt.bits))
    if found is None:
        known = dt.code in dlpack.TypeCode.__members__.values()
        name = dlpack.TypeCode(dt.code).name.lower() if known else f"type code {dt.code}"
        raise DtypeError(f"dl_tensor.dtype is {name} of {dt.bits} bits, which the ABI has no dtype for")
    return found
