"""DLPack 1.x (https://dmlc.github.io/dlpack/latest/): its C structs and constants as ctypes, structs made
here over memory a Python object owns, and the PyCapsule protocol of Python's `__dlpack__`. The runtime
(section 29), the backends and Tier 3 share this one description.

The layouts are dlpack.h's (v1.1). The ABI's header does not declare them: a C program includes its own
dlpack.h, and section 29 passes the structs as `void*` (two definitions of one struct would clash).

A struct made here (`make`) lives in `_made` until its deleter runs: the deleter, a ctypes callback, takes the
GIL itself, so a C program may call it from any thread, before or after the tensor it came from is freed.
"""

from __future__ import annotations

import ctypes
import functools
import sysconfig
import threading
from ctypes import CFUNCTYPE, POINTER, Structure, c_int, c_int32, c_int64, c_uint8, c_uint16, c_uint32
from ctypes import c_uint64, c_void_p, py_object
from enum import IntEnum
from typing import Callable, Sequence

from .enums import Dtype

VERSION = (1, 1)   # the dlpack.h followed; any 1.x is read (a minor version only adds enum values)
MAJOR = VERSION[0]

FLAG_READ_ONLY = 1 << 0     # DLPACK_FLAG_BITMASK_READ_ONLY: the consumer must not write the memory
FLAG_IS_COPIED = 1 << 1     # DLPACK_FLAG_BITMASK_IS_COPIED: the producer made a copy the consumer owns alone
FLAG_IS_SUBBYTE_TYPE_PADDED = 1 << 2   # DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED (no dtype here is sub-byte)


class DeviceType(IntEnum):
    """DLDeviceType."""
    CPU = 1
    CUDA = 2
    CUDA_HOST = 3
    OPENCL = 4
    VULKAN = 7
    METAL = 8
    VPI = 9
    ROCM = 10
    ROCM_HOST = 11
    EXT_DEV = 12
    CUDA_MANAGED = 13
    ONE_API = 14
    WEBGPU = 15
    HEXAGON = 16
    MAIA = 17
    TRN = 18


class TypeCode(IntEnum):
    """DLDataTypeCode."""
    INT = 0
    UINT = 1
    FLOAT = 2
    OPAQUE_HANDLE = 3
    BFLOAT = 4
    COMPLEX = 5
    BOOL = 6
    FLOAT8_E3M4 = 7
    FLOAT8_E4M3 = 8
    FLOAT8_E4M3B11FNUZ = 9
    FLOAT8_E4M3FN = 10
    FLOAT8_E4M3FNUZ = 11
    FLOAT8_E5M2 = 12
    FLOAT8_E5M2FNUZ = 13
    FLOAT8_E8M0FNU = 14
    FLOAT6_E2M3FN = 15
    FLOAT6_E3M2FN = 16
    FLOAT4_E2M1FN = 17


# The ABI's dtypes as DLPack (type code, bits); lanes is always 1
DTYPES: dict[Dtype, tuple[TypeCode, int]] = {
    Dtype.uint8: (TypeCode.UINT, 8), Dtype.int8: (TypeCode.INT, 8), Dtype.int16: (TypeCode.INT, 16),
    Dtype.int32: (TypeCode.INT, 32), Dtype.int64: (TypeCode.INT, 64), Dtype.float16: (TypeCode.FLOAT, 16),
    Dtype.float32: (TypeCode.FLOAT, 32), Dtype.float64: (TypeCode.FLOAT, 64),
    Dtype.complex64: (TypeCode.COMPLEX, 64), Dtype.complex128: (TypeCode.COMPLEX, 128),
    Dtype.bool: (TypeCode.BOOL, 8), Dtype.bfloat16: (TypeCode.BFLOAT, 16),
}
BY_TYPE: dict[tuple[int, int], Dtype] = {pair: dtype for dtype, pair in DTYPES.items()}


class DLDevice(Structure):
    _fields_ = [("device_type", c_int32), ("device_id", c_int32)]


class DLDataType(Structure):
    _fields_ = [("code", c_uint8), ("bits", c_uint8), ("lanes", c_uint16)]


class DLTensor(Structure):
    _fields_ = [("data", c_void_p), ("device", DLDevice), ("ndim", c_int32), ("dtype", DLDataType),
                ("shape", POINTER(c_int64)), ("strides", POINTER(c_int64)), ("byte_offset", c_uint64)]


class DLPackVersion(Structure):
    _fields_ = [("major", c_uint32), ("minor", c_uint32)]


class DLManagedTensor(Structure):
    """The legacy struct (DLPack before 1.0): no version, no flags. The deleter is kept as an address."""
    _fields_ = [("dl_tensor", DLTensor), ("manager_ctx", c_void_p), ("deleter", c_void_p)]


class DLManagedTensorVersioned(Structure):
    _fields_ = [("version", DLPackVersion), ("manager_ctx", c_void_p), ("deleter", c_void_p),
                ("flags", c_uint64), ("dl_tensor", DLTensor)]


Deleter = CFUNCTYPE(None, c_void_p)   # void (*)(DLManagedTensor[Versioned]* self)


def struct_type(versioned: bool) -> type[Structure]:
    return DLManagedTensorVersioned if versioned else DLManagedTensor


def struct_name(versioned: bool) -> str:
    return "DLManagedTensorVersioned" if versioned else "DLManagedTensor"


def view(address: int, versioned: bool) -> Structure:
    """The struct at address (not copied: reads and writes go to its memory)."""
    return struct_type(versioned).from_address(address)


def call_deleter(address: int, versioned: bool) -> None:
    """Give the struct back to its producer (a NULL deleter means there is nothing to free)."""
    deleter = view(address, versioned).deleter
    if deleter:
        Deleter(deleter)(address)


# -- structs made here ----------------------------------------------------------------------------------------

class _Made:
    """What a struct made here keeps alive until its deleter runs."""
    __slots__ = ("struct", "shape", "strides", "owner", "on_delete")

    def __init__(self, struct, shape, strides, owner, on_delete):
        self.struct, self.shape, self.strides, self.owner, self.on_delete = struct, shape, strides, owner, on_delete


_made: dict[int, _Made] = {}
_made_lock = threading.Lock()


def _delete_made(address: int) -> None:
    with _made_lock:
        made = _made.pop(address, None)
    if made is not None and made.on_delete is not None:
        made.on_delete()


_DELETER = Deleter(_delete_made)   # one callback for every struct made here, alive as long as the module
_DELETER_ADDRESS = ctypes.cast(_DELETER, c_void_p).value


def make(data: int, shape: Sequence[int], strides: Sequence[int] | None, type_code: int, bits: int,
         device: tuple[int, int], *, versioned: bool, flags: int = 0, byte_offset: int = 0, owner: object = None,
         on_delete: Callable[[], None] | None = None) -> int:
    """A new struct over memory that owner keeps alive (strides in elements; None: row-major); its deleter
    drops owner and then calls on_delete. Returns its address."""
    struct = struct_type(versioned)()
    ndim = len(shape)
    shape_array = (c_int64 * max(ndim, 1))(*shape)
    strides_array = None if strides is None else (c_int64 * max(ndim, 1))(*strides)
    tensor = struct.dl_tensor
    tensor.data = data or None
    tensor.device = DLDevice(*device)
    tensor.ndim = ndim
    tensor.dtype = DLDataType(type_code, bits, 1)
    tensor.shape = ctypes.cast(shape_array, POINTER(c_int64))
    tensor.strides = None if strides_array is None else ctypes.cast(strides_array, POINTER(c_int64))
    tensor.byte_offset = byte_offset
    struct.deleter = _DELETER_ADDRESS
    if versioned:
        struct.version = DLPackVersion(*VERSION)
        struct.flags = flags
    address = ctypes.addressof(struct)
    with _made_lock:
        _made[address] = _Made(struct, shape_array, strides_array, owner, on_delete)
    return address


def rewrap(address: int, versioned: bool, *, type_code: int | None = None, bits: int | None = None,
           flags: int | None = None, data: int | None = None, strides: Sequence[int] | None = None,
           into_versioned: bool = True) -> int:
    """A new struct (versioned unless into_versioned is False, for a consumer that reads legacy ones only) over
    the memory of the struct at address, which it takes over: its deleter calls that struct's. Type, flags (of a
    versioned one), data pointer (byte_offset then 0) and strides may be changed."""
    tensor = view(address, versioned).dl_tensor
    shape = [tensor.shape[i] for i in range(tensor.ndim)]
    if strides is None and tensor.strides:
        strides = [tensor.strides[i] for i in range(tensor.ndim)]
    old_flags = view(address, True).flags if versioned else 0
    return make((tensor.data or 0) if data is None else data, shape, strides,
                tensor.dtype.code if type_code is None else type_code,
                tensor.dtype.bits if bits is None else bits,
                (tensor.device.device_type, tensor.device.device_id), versioned=into_versioned,
                flags=old_flags if flags is None else flags, byte_offset=tensor.byte_offset if data is None else 0,
                on_delete=lambda: call_deleter(address, versioned))


def made_count() -> int:
    """Structs made here whose deleter has not run (the tests check none is left behind)."""
    with _made_lock:
        return len(_made)


# -- PyCapsules, as Python's __dlpack__ protocol passes the structs ------------------------------------------------

# The names must outlive every capsule (PyCapsule keeps the pointer): module-lifetime buffers
_NAMES = {True: ctypes.create_string_buffer(b"dltensor_versioned"), False: ctypes.create_string_buffer(b"dltensor")}
_USED = {True: ctypes.create_string_buffer(b"used_dltensor_versioned"),
         False: ctypes.create_string_buffer(b"used_dltensor")}

class _CapsuleAPI:
    """PyCapsule's C functions, looked up on first use: ctypes.pythonapi is the process's symbols, which hold
    another interpreter's (or none) when the C library was loaded with dlmopen into a namespace of its own; there
    the libpython loaded beside the library is the running one."""

    def __init__(self) -> None:
        try:
            ctypes.pythonapi.PyCapsule_New
            api = ctypes.pythonapi
        except AttributeError:
            api = ctypes.PyDLL(sysconfig.get_config_var("LDLIBRARY"))
        self.new = ctypes.PYFUNCTYPE(py_object, c_void_p, c_void_p, c_void_p)(("PyCapsule_New", api))
        self.is_valid = ctypes.PYFUNCTYPE(c_int, py_object, c_void_p)(("PyCapsule_IsValid", api))
        self.pointer = ctypes.PYFUNCTYPE(c_void_p, py_object, c_void_p)(("PyCapsule_GetPointer", api))
        self.set_name = ctypes.PYFUNCTYPE(c_int, py_object, c_void_p)(("PyCapsule_SetName", api))
        # the destructor's view: the capsule as a bare address (its reference count is 0 while it is destroyed)
        self.raw_is_valid = ctypes.PYFUNCTYPE(c_int, c_void_p, c_void_p)(("PyCapsule_IsValid", api))
        self.raw_pointer = ctypes.PYFUNCTYPE(c_void_p, c_void_p, c_void_p)(("PyCapsule_GetPointer", api))


@functools.cache
def _capsules() -> _CapsuleAPI:
    return _CapsuleAPI()


def _destroy_unused(capsule: int) -> None:
    """A capsule's destructor: a struct no consumer took (the name is unchanged) goes back to its producer."""
    api = _capsules()
    for versioned in (True, False):
        if api.raw_is_valid(capsule, ctypes.addressof(_NAMES[versioned])):
            call_deleter(api.raw_pointer(capsule, ctypes.addressof(_NAMES[versioned])), versioned)
            return


_DESTRUCTOR = CFUNCTYPE(None, c_void_p)(_destroy_unused)
_DESTRUCTOR_ADDRESS = ctypes.cast(_DESTRUCTOR, c_void_p).value


def to_capsule(address: int, versioned: bool, owning: bool) -> object:
    """A capsule named as the protocol says for the struct at address; if owning, destroying it unconsumed
    calls the struct's deleter (a producer's capsule), else it only lends the struct (a consumer's own)."""
    return _capsules().new(address, ctypes.addressof(_NAMES[versioned]), _DESTRUCTOR_ADDRESS if owning else None)


def capsule_kind(capsule: object) -> bool | None:
    """True for an unconsumed versioned capsule, False for a legacy one, None for anything else."""
    for versioned in (True, False):
        if type(capsule).__name__ == "PyCapsule" and _capsules().is_valid(capsule, ctypes.addressof(_NAMES[versioned])):
            return versioned
    return None


def consumed(capsule: object) -> bool:
    """Whether a consumer has taken the capsule's struct (renamed it "used_...")."""
    return capsule_kind(capsule) is None


def take(capsule: object, versioned: bool) -> int:
    """Take the struct out of an unconsumed capsule: its address, now the caller's to delete."""
    address = _capsules().pointer(capsule, ctypes.addressof(_NAMES[versioned]))
    _capsules().set_name(capsule, ctypes.addressof(_USED[versioned]))
    return address


__all__ = ["VERSION", "MAJOR", "FLAG_READ_ONLY", "FLAG_IS_COPIED", "FLAG_IS_SUBBYTE_TYPE_PADDED", "DeviceType",
           "TypeCode", "DTYPES", "BY_TYPE", "DLDevice", "DLDataType", "DLTensor", "DLPackVersion", "DLManagedTensor",
           "DLManagedTensorVersioned", "Deleter", "struct_type", "struct_name", "view", "call_deleter", "make",
           "rewrap", "made_count", "to_capsule", "capsule_kind", "consumed", "take"]
