"""The Python side of the C entry points: converts C arguments to the runtime's and back.

`build.py` generates, for every spec function, a C function `rt_torch_X` that starts Python and
calls the cffi `extern "Python+C"` function `rt__py_X`; `attach` implements each `rt__py_X` here,
from the same spec: pointer + length pairs become lists, buffers become cffi buffers, outputs are
written through their pointers. NULL pointers and negative lengths are caught before any read.
"""

from __future__ import annotations

import ctypes
import math
import os
import re
import threading
from pathlib import Path

from .. import engines
from ..abi.errors import ErrorCode
from ..abi.signature import FUNCTIONS, Function, Param
from ..runtime import EXPORTED, fast_path, last_error, startup
from ..runtime.handles import table
from ..runtime.args import MAX_DIMS
from ..runtime.autograd import report_backward_failure
from ..runtime.entry import fail
from ..runtime.lbfgs import closure_error
from ..runtime import optim as runtime_optim
from . import py_name, shim_parts
_text = threading.local()   # keeps each thread's returned strings alive until its next call


class _Reject(Exception):
    """A C argument that cannot be read (NULL pointer, negative length)."""


def _reader(ffi, p: Param):
    """A function (args, i) -> (python value, next i) for one Python-level parameter."""
    if p.kind == "scalar":
        return lambda a, i: (a[i], i + 1)
    if p.kind == "fixed":
        def fixed(a, i):
            if a[i] == ffi.NULL:
                raise _Reject(f"{p.name} is NULL")
            return ffi.unpack(a[i], p.fixed), i + 1
        return fixed
    if p.kind == "data":
        def data(a, i):
            ptr = a[i]
            return (None if ptr == ffi.NULL else lambda nbytes: ffi.buffer(ptr, nbytes)), i + 1
        return data
    if p.kind == "text":
        def text(a, i):
            if a[i] == ffi.NULL:
                raise _Reject(f"{p.name} is NULL")
            try:
                return ffi.string(a[i]).decode("utf-8"), i + 1
            except UnicodeDecodeError as why:
                raise _Reject(f"{p.name} is not UTF-8 text ({why.reason} at byte {why.start})") from None
        return text
    if p.kind == "pointer":   # a struct the runtime reads itself (DLPack's): its address, 0 for NULL
        return lambda a, i: (int(ffi.cast("uintptr_t", a[i])), i + 1)
    if p.kind == "closure":
        def closure(a, i):
            if a[i] == ffi.NULL:
                raise _Reject(f"{p.name} is NULL")
            return _c_closure(ffi, a[i], a[i + 1]), i + 2
        return closure

    def with_length(a, i):
        ptr, n = a[i], a[i + 1]
        if n < 0:
            raise _Reject(f"{p.length} is {n}; it must be non-negative")
        if ptr == ffi.NULL and n > 0:
            raise _Reject(f"{p.name} is NULL but {p.length} is {n}")
        if p.kind == "array":
            if p.ctype == "int64_t" and n > MAX_DIMS:   # never read far past a small dims array
                raise _Reject(f"{p.length} is {n}; at most {MAX_DIMS} dims are supported")
            return (ffi.unpack(ptr, n) if n else []), i + 2
        if p.kind == "buffer":
            return (None if ptr == ffi.NULL else ffi.buffer(ptr, n)), i + 2
        return n, i + 2   # outarr: the capacity; values are written after the call
    return with_length


def _c_closure(ffi, fn, user_data):
    """An rt_closure as the runtime calls closures: () -> the loss, raising the error of a nonzero code. cffi
    lets go of the GIL around the call; the rt_torch_* calls the closure makes come back in through their own
    entry points, on this thread."""
    def call() -> float:
        loss = ffi.new("double *", math.nan)   # NaN if the closure writes none
        code = fn(user_data, loss)
        if code != ErrorCode.OK:
            raise closure_error(code)
        return loss[0]
    return call


def _entry(ffi, fn: Function, impl):
    """The extern "Python" implementation of one function."""
    impl = getattr(impl, "from_c", impl)   # it always gets every argument
    readers = [(_reader(ffi, p), p) for p in fn.params if p.is_input]
    out_slots = []   # (position of the pointer among the C args, Param)
    position = 0
    for p in fn.params:
        if p.kind in ("out", "outarr"):
            out_slots.append((position, p))
        position += 2 if p.length else 1
    text = fn.ctype == "const char*"

    def entry(*a):
        try:
            values, i = [], 0
            for read, _ in readers:
                value, i = read(a, i)
                values.append(value)
            for pos, p in out_slots:
                if p.kind == "out" and a[pos] == ffi.NULL:
                    raise _Reject(f"{p.name} is NULL")
        except _Reject as why:
            result = fail(fn.name, ErrorCode.INVALID_ARGUMENT, str(why))
            if text:   # "" goes back as C text, kept alive like any text result (a NULL key of a text function)
                result = ffi.new("char[]", result.encode())
                setattr(_text, fn.name, result)
                return result
            return result[0] if out_slots else result
        result = impl(*values)
        if out_slots:
            for (pos, p), value in zip(out_slots, result[1:]):
                if p.kind == "out" and p.ctype == "void*":   # an address (0: NULL)
                    a[pos][0] = ffi.cast("void *", value or 0)
                elif p.kind == "out" and value is not None:
                    a[pos][0] = value
                elif p.kind == "outarr" and value:
                    a[pos][0:len(value)] = value
            result = result[0]
        if text:
            result = ffi.new("char[]", result.encode("utf-8", "replace"))
            setattr(_text, fn.name, result)
        return result

    simple = all(p.kind == "scalar" for p in fn.params) and not text
    return impl if simple else entry


def _on_glue_error(name: str):
    """cffi calls this if converting a result to C fails; the caller then gets the spec's failure value."""
    def onerror(exc_type, exc, tb):
        last_error.set_error(ErrorCode.INTERNAL, f"{name}: {exc_type.__name__} while returning to C: {exc}")
    return onerror


class NativeTable:
    """The C handle table and fast-path switches (clib/native.h), as runtime/handles.py and fast_path.py use them:
    tensors cross as ATen handles, through the capsules of torch._C._aoti (no copy, the same TensorImpl)."""

    def __init__(self, ffi, lib, aoti) -> None:
        self._ffi, self._lib = ffi, lib
        self._to_capsule = aoti.unsafe_alloc_void_ptr_from_tensor
        # the plural form: it deletes the handle it takes (the singular one copies the tensor out and leaks it)
        self._from_capsules = aoti.alloc_tensors_by_stealing_from_void_ptrs
        new_capsule = ctypes.pythonapi.PyCapsule_New   # torch's capsules: a NULL name, no destructor
        new_capsule.restype = ctypes.py_object
        new_capsule.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p]
        self._new_capsule = new_capsule
        self.release, self.live, self.block = lib.rt__handle_release, lib.rt__handle_live, lib.rt__native_block
        self.scope_begin, self.scope_keep, self.scope_size = lib.rt__scope_begin, lib.rt__scope_keep, lib.rt__scope_size
        self.default_device = lib.rt__native_default_device

    def issue(self, kind: int, tensor) -> int:
        """A new id of kind; a tensor's id owns a new ATen handle of it (marked as held by Python)."""
        ath = 0
        if tensor is not None:
            capsule = self._to_capsule(tensor)   # kept alive through the call that reads it
            ath = self._lib.rt__capsule_pointer(self._ffi.cast("void *", id(capsule)))
        return self._lib.rt__handle_issue(kind, ath, 1)

    def status(self, handle: int) -> tuple[int, int]:
        kind = self._ffi.new("int32_t *")
        return self._lib.rt__handle_status(handle, kind), kind[0]

    def adopt(self, handle: int):
        """The torch tensor of a live tensor id, or None."""
        ath = self._lib.rt__handle_adopt(handle)
        return self._from_capsules([self._new_capsule(ath, None, None)])[0] if ath else None

    def scope_close(self, capacity: int) -> tuple[int, list[int], int]:
        """Close the innermost scope (rt__scope_close): its result, the ids Python must free, the count C freed."""
        ids, freed = self._ffi.new("int64_t[]", max(capacity, 1)), self._ffi.new("int32_t *")
        n = self._lib.rt__scope_close(ids, capacity, freed)
        return n, self._ffi.unpack(ids, n) if n > 0 else [], freed[0]


def coverage(version: str, missing: dict[str, str]) -> str:
    """What rt_torch_fast_path() says when on: "on", or which fast functions a torch without some shim parts
    (part name -> why: "has no <its first symbol that torch lacks>", or the fault of a behaviour) leaves on the
    Python path."""
    if not missing:
        return "on"
    fast = [fn for fn in FUNCTIONS.values() if fn.native]
    off: dict[str, list[str]] = {name: [] for name in missing}
    for fn in fast:
        lacking = [part for part in shim_parts.needs(fn) if part in missing]
        if lacking:
            off[lacking[0]].append(fn.name)
    what = dict(shim_parts.PARTS)
    groups = [f"off for {len(names)} (torch {version} {missing[part]}: {what[part]}): {', '.join(names)}"
              for part, names in off.items() if names]
    return "; ".join([f"on for {len(fast) - sum(map(len, off.values()))} of {len(fast)} functions", *groups])


def _missing_parts(ffi, lib, version: str) -> dict[str, str]:
    """The shim parts (shim_parts.PARTS) this torch lacks, each with why; those it gets wrong dropped first."""
    from ..engines import torch_optim
    release = tuple(int(part) for part in re.findall(r"\d+", version)[:2])
    why = shim_parts.faults(release)
    if torch_optim.native_why_off() is not None:
        why["GRADIENTS"] = f"gives no gradient getters ({torch_optim.native_why_off()})"
    for name in why:
        lib.rt__shim_drop(shim_parts.BITS[name])
    return {name: why.get(name) or "has no " + ffi.string(lib.rt__shim_missing(bit)).decode()
            for name, bit in shim_parts.BITS.items() if not lib.rt__shim_found() & bit}


def _start_fast_path(ffi, lib):
    """The backend's start hook: the fast path goes on for the torch backend unless SIMPLE_TORCH_FAST_PATH=0 or the
    installed torch lacks a shim function it calls."""
    def start(chosen) -> None:
        if os.environ.get(fast_path.ENV, "1") == "0":
            return fast_path.turn_off(f"{fast_path.ENV}=0")
        if chosen.name != "torch":
            return fast_path.turn_off(f"the {chosen.name} backend is active; the fast path runs PyTorch's operators")
        import torch
        libtorch_cpu = Path(torch.__file__).parent / "lib" / "libtorch_cpu.so"
        why = lib.rt__shim_bind(str(libtorch_cpu).encode())
        if why != ffi.NULL:
            return fast_path.turn_off(ffi.string(why).decode("utf-8", "replace"))
        try:
            native = NativeTable(ffi, lib, torch._C._aoti)
            table.use_native(native)
        except (AttributeError, RuntimeError) as why:   # a torch without _aoti's capsules; handles issued already
            return fast_path.turn_off(f"{type(why).__name__}: {why}")
        runtime_optim.bind_native()
        lib.rt__fast_path_describe(coverage(torch.__version__, _missing_parts(ffi, lib, torch.__version__)).encode())
        fast_path.turn_on(native)
        native.default_device(startup.default_device)
        lib.rt__native_enable(1)
    return start


def attach(ffi, lib) -> None:
    """Implement every `rt__py_*` function of the built library from the spec."""
    if lib.rt__in_new_namespace():
        engines.refuse_torch("the library was loaded with dlmopen into a link-map namespace of its own, "
                              "where glibc cannot make the RTLD_GLOBAL dlopen that importing PyTorch makes; "
                              "load it with dlopen, or use SIMPLE_TORCH_BACKEND=numpy")
    for fn in FUNCTIONS.values():
        options = {"name": py_name(fn), "onerror": _on_glue_error(fn.name)}
        if fn.ctype not in ("void", "const char*"):   # those fail as NULL, which the C side maps to ""
            options["error"] = int(ErrorCode.INTERNAL) if fn.result == "status" else (fn.failure or 0)
        ffi.def_extern(**options)(_entry(ffi, fn, EXPORTED[fn.name]))
    if startup.loaded() is None:
        startup.on_start.append(_start_fast_path(ffi, lib))
    else:   # a Python host that used the runtime before it loaded the library: its ids come from the Python table
        fast_path.turn_off("the runtime had started in this Python process before the library was loaded")
    ffi.def_extern(name="rt__py_backward_failed", error=int(ErrorCode.INTERNAL))(
        lambda loss, what: report_backward_failure(loss, ffi.string(what).decode("utf-8", "replace")))
    ffi.def_extern(name="rt__py_ready")(lambda: 1)
