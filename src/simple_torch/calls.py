"""Tier 3's calls into the runtime: one def per rt_torch_* function of the C ABI, taking Tensors.

Generated from src/simple_torch/abi/spec.py by `make generate` (simple_torch/abi/python_calls.py); do not edit.

Tier 3 calls the runtime only through these. A tensor parameter takes the Tensor itself, not its handle, and
a `const rt_tensor*` a sequence of Tensors (held as a tuple): the def's frame keeps them alive until the
runtime function has returned, which a handle taken from a temporary, `rt_f(x.reshape(-1)._handle)`, does
not (the temporary, and with it the handle, is freed before rt_f runs). None stands for the handle 0: "none"
where a function takes none (a missing bias, a default gradient), refused with InvalidHandleError elsewhere.
An `rt_handle` parameter takes the owner of its kind (an OptimizerHandle for `opt`, ...; handle_owners.py) or
None, and a function making one returns its owner, which frees the handle when collected (or when given to the
kind's free def here, which frees it then).
Other parameters pass through as the runtime takes them (simple_torch.abi.signature).

A def of the spec's Op rows makes the call itself where it can (runtime/direct.py): while no thread has a scope
open, with every operand's backend object found, it runs the row's checks and Backend method, lists the result under
a new id as the runtime function would, and reports a failure with the runtime function's code and message.

Each def raises the call's error (an st.Error, see errors.check) and returns:
    a new tensor handle      a Tensor owning it (None for a 0 that is no failure: a gradient x lacks)
    a new rt_handle          the owner of its kind
    a status                 nothing; a function with outputs returns them (a tuple if several)
    a count with outputs     the outputs (a tuple of Tensors, or a list of ints)
    anything else            the checked value (bool for a flag)
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from . import runtime as rt
from ._tensor_core import bind as _bind_core, direct as _direct
from .errors import WAITING, check, error_for, free_waiting, release_tensor
from .handle_owners import RuntimeHandle, freeing, handle_of
from .runtime.direct import (backend as _active_backend, failing as _failing, failure as _direct_failure, ids as _ids,
                             listed as _listed, listing_required as _listing_required, set_ok as _set_ok)
from .runtime.direct import (indexing as runtime_indexing, linalg as runtime_linalg, ops as runtime_ops,
                             shape as runtime_shape)

# simple_torch.tensor's Tensor, which stands above this module and registers itself (register_tensor_class): to a
# type checker here, any object
Tensor = Any
Buffer = Any   # anything with the buffer protocol: bytes, bytearray, memoryview, a NumPy array


def _handle(x: Tensor | None, what: str) -> int:
    """x's handle (0 for None); PyTorch's TypeError for what is no Tensor."""
    if x is None:
        return 0
    try:
        return x._handle
    except AttributeError:
        raise TypeError(f"{what} must be a Tensor, not {type(x).__name__}") from None


def _handles(xs: tuple[Tensor | None, ...], what: str) -> list[int]:
    return [_handle(x, f"{what}[{k}]") for k, x in enumerate(xs)]


def _tensor(handle: int) -> Tensor | None:
    """The Tensor that owns a new handle; the call's error for 0, or None when 0 was no failure."""
    if handle:
        return _wrap(handle)
    check(handle)
    return None


def _no_tensor_class(handle: int) -> Tensor:
    """What wraps a new handle until a Tensor class is registered: nothing can own it, so it is freed."""
    rt.rt_torch_tensor_free(handle)
    raise RuntimeError("simple_torch.calls: no Tensor class to own a new tensor (import simple_torch.tensor first)")


_wrap: Callable[[int], Tensor] = _no_tensor_class   # a new handle -> the Tensor that owns it


def register_tensor_class(cls: type) -> None:
    """Make cls (simple_torch.tensor's Tensor, a subclass of the Tensor core, which does this when it is imported)
    the owner of every new tensor handle these defs return: cls._wrap(handle) makes it, and so does the core's
    direct(), to which the runtime's table, flags and frees are given here."""
    global _wrap
    _wrap = cls._wrap
    _bind_core(result_type=cls, listed=_listed, listing_required=_listing_required, failing=_failing,
               waiting=WAITING, release_tensor=release_tensor, free_waiting=free_waiting, set_ok=_set_ok,
               ids=_ids, start=_active_backend, failure=_failure)


# The direct calls (runtime/direct.py), made by the Tensor core (simple_torch/tensor_core.c)
def _failure(name: str, exc: BaseException) -> BaseException:
    """The error the runtime function name reports for exc, which the Tensor core raises in its place; as reading it
    does, the thread's last error is cleared and the frees that waited for it are made (errors.check)."""
    code, message = _direct_failure(name, exc)
    free_waiting()
    return error_for(code, message)


def _tensors(handles: list[int]) -> tuple[Tensor | None, ...]:
    """The Tensors owning the handles an output array got (None for a 0: an input without a gradient)."""
    return tuple(_wrap(h) if h else None for h in handles)


# ---- The kinds of rt_handle, each owner freeing its handle ----
class StreamHandle(RuntimeHandle):
    """Owns a stream handle (`rt_handle stream`), freed by rt_torch_stream_free."""
    __slots__ = ()
    free_function = staticmethod(rt.rt_torch_stream_free)


class OptimizerHandle(RuntimeHandle):
    """Owns an optimizer handle (`rt_handle opt`), freed by rt_torch_optim_free."""
    __slots__ = ()
    free_function = staticmethod(rt.rt_torch_optim_free)


class SchedulerHandle(RuntimeHandle):
    """Owns a scheduler handle (`rt_handle sched`), freed by rt_torch_lr_scheduler_free."""
    __slots__ = ()
    free_function = staticmethod(rt.rt_torch_lr_scheduler_free)


class GeneratorHandle(RuntimeHandle):
    """Owns a generator handle (`rt_handle gen`), freed by rt_torch_generator_free."""
    __slots__ = ()
    free_function = staticmethod(rt.rt_torch_generator_free)


class ModelHandle(RuntimeHandle):
    """Owns a model handle (`rt_handle model`), freed by rt_torch_model_free."""
    __slots__ = ()
    free_function = staticmethod(rt.rt_torch_model_free)


class SafetensorsHandle(RuntimeHandle):
    """Owns a safetensors handle (`rt_handle file`), freed by rt_torch_safetensors_free."""
    __slots__ = ()
    free_function = staticmethod(rt.rt_torch_safetensors_free)


class GradientScalerHandle(RuntimeHandle):
    """Owns a gradient scaler handle (`rt_handle scaler`), freed by rt_torch_grad_scaler_free."""
    __slots__ = ()
    free_function = staticmethod(rt.rt_torch_grad_scaler_free)


class WorkHandle(RuntimeHandle):
    """Owns a work handle (`rt_handle work`), freed by rt_torch_dist_work_free."""
    __slots__ = ()
    free_function = staticmethod(rt.rt_torch_dist_work_free)


class DataLoaderHandle(RuntimeHandle):
    """Owns a data loader handle (`rt_handle loader`), freed by rt_torch_data_loader_free."""
    __slots__ = ()
    free_function = staticmethod(rt.rt_torch_data_loader_free)


# ---- 1. Library information and runtime ----
def available() -> bool:
    """1 when the PyTorch backend is active (rt_torch_available)."""
    return bool(check(rt.rt_torch_available()))


def version() -> str:
    """backend version, e.g. "2.13.0+cpu" or "numpy 2.4.6" (rt_torch_version)."""
    return check(rt.rt_torch_version())


def cuda_available() -> bool:
    """1 when a CUDA device can be used (rt_torch_cuda_available)."""
    return bool(check(rt.rt_torch_cuda_available()))


def cuda_device_count() -> int:
    """number of CUDA devices (0 without CUDA) (rt_torch_cuda_device_count)."""
    return check(rt.rt_torch_cuda_device_count())


def backend() -> str:
    """"torch" or "numpy" (rt_torch_backend)."""
    return check(rt.rt_torch_backend())


def abi_version() -> int:
    """MAJOR*10000 + MINOR*100 + PATCH (rt_torch_abi_version)."""
    return check(rt.rt_torch_abi_version())


def init() -> None:
    """start the runtime now (else on the first call); status (rt_torch_init)."""
    check(rt.rt_torch_init())


def last_error_code() -> int:
    """code of this thread's last call (rt_torch_last_error_code)."""
    return rt.rt_torch_last_error_code()


def last_error() -> str:
    """message of this thread's last call; valid until its next call (rt_torch_last_error)."""
    return rt.rt_torch_last_error()


def clear_error() -> None:
    """reset this thread's last error to RT_OK (rt_torch_clear_error)."""
    rt.rt_torch_clear_error()


def manual_seed(seed: int) -> None:
    """seed every random generator of the backend (rt_torch_manual_seed)."""
    check(rt.rt_torch_manual_seed(seed))


def live_tensors() -> int:
    """tensor handles not yet freed (rt_torch_live_tensors)."""
    return check(rt.rt_torch_live_tensors())


def set_default_device(device: int) -> None:
    """device for creation functions (rt_torch_set_default_device)."""
    check(rt.rt_torch_set_default_device(device))


def default_device() -> int:
    """device code used by creation functions (rt_torch_default_device)."""
    return check(rt.rt_torch_default_device())


def set_num_threads(n: int) -> None:
    """threads for one operation's parallel work, process-wide, 1 to 1024 (PyTorch's set_num_threads; NumPy: the size of
    its BLAS pool); status (rt_torch_set_num_threads)."""
    check(rt.rt_torch_set_num_threads(n))


def get_num_threads() -> int:
    """the thread count rt_torch_set_num_threads sets (rt_torch_get_num_threads)."""
    return check(rt.rt_torch_get_num_threads())


def fast_path() -> str:
    """"on" when the native fast path runs the functions the header marks [fast] (on CPU tensors; element-wise ones,
    matmul and linear also on CUDA ones); "on for N of M functions; off for ..." when the torch lacks the shim functions
    some of them need (which, and what it lacks); else "off: " and why (NumPy backend, SIMPLE_TORCH_FAST_PATH=0, a torch
    without the shim functions the fast path needs) (rt_torch_fast_path)."""
    return check(rt.rt_torch_fast_path())


# ---- 2. Tensor creation ----
def tensor_zeros(dims: Sequence[int]) -> Tensor:
    """float32 zeros (rt_torch_tensor_zeros)."""
    return _tensor(rt.rt_torch_tensor_zeros(dims))


def tensor_ones(dims: Sequence[int]) -> Tensor:
    """float32 ones (rt_torch_tensor_ones)."""
    return _tensor(rt.rt_torch_tensor_ones(dims))


def tensor_randn(dims: Sequence[int]) -> Tensor:
    """float32 samples of N(0, 1) (rt_torch_tensor_randn)."""
    return _tensor(rt.rt_torch_tensor_randn(dims))


def tensor_rand(dims: Sequence[int]) -> Tensor:
    """float32 samples of U[0, 1) (rt_torch_tensor_rand)."""
    return _tensor(rt.rt_torch_tensor_rand(dims))


def tensor_empty(dims: Sequence[int]) -> Tensor:
    """float32, contents unspecified (rt_torch_tensor_empty)."""
    return _tensor(rt.rt_torch_tensor_empty(dims))


def tensor_full(dims: Sequence[int], value: float) -> Tensor:
    """float32 filled with value (rt_torch_tensor_full)."""
    return _tensor(rt.rt_torch_tensor_full(dims, value))


def tensor_from_data(data: Buffer, dims: Sequence[int], dtype: int) -> Tensor:
    """copy of row-major data of the given dtype (rt_torch_tensor_from_data)."""
    return _tensor(rt.rt_torch_tensor_from_data(data, dims, dtype))


def tensor_arange(start: float, end: float, step: float, dtype: int) -> Tensor:
    """[start, end) by step (rt_torch_tensor_arange)."""
    return _tensor(rt.rt_torch_tensor_arange(start, end, step, dtype))


def tensor_linspace(start: float, end: float, steps: int) -> Tensor:
    """steps evenly spaced float32 values (rt_torch_tensor_linspace)."""
    return _tensor(rt.rt_torch_tensor_linspace(start, end, steps))


def tensor_eye(n: int, m: int) -> Tensor:
    """n x m float32 identity (rt_torch_tensor_eye)."""
    return _tensor(rt.rt_torch_tensor_eye(n, m))


# ---- 3. Element-wise arithmetic (broadcasting as PyTorch) ----
def tensor_add(a: Tensor | None, b: Tensor | None) -> Tensor:
    """a + b (rt_torch_tensor_add)."""
    made = _direct("add", 0b11, "rt_torch_tensor_add", a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_add(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_add(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_sub(a: Tensor | None, b: Tensor | None) -> Tensor:
    """a - b (rt_torch_tensor_sub)."""
    made = _direct("sub", 0b11, "rt_torch_tensor_sub", a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_sub(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_sub(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_mul(a: Tensor | None, b: Tensor | None) -> Tensor:
    """a * b (rt_torch_tensor_mul)."""
    made = _direct("mul", 0b11, "rt_torch_tensor_mul", a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_mul(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_mul(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_div(a: Tensor | None, b: Tensor | None) -> Tensor:
    """a / b (true division) (rt_torch_tensor_div)."""
    made = _direct("div", 0b11, "rt_torch_tensor_div", a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_div(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_div(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_pow(a: Tensor | None, exponent: float) -> Tensor:
    """a ** exponent (rt_torch_tensor_pow)."""
    made = _direct(runtime_ops.direct_tensor_pow, 0b1, "rt_torch_tensor_pow", a, exponent)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_pow(0 if a is None else a._handle, exponent)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_pow(_handle(a, "a"), exponent)
    return _wrap(result) if result else _tensor(result)


def tensor_neg(a: Tensor | None) -> Tensor:
    """-a (rt_torch_tensor_neg)."""
    made = _direct("neg", 0b1, "rt_torch_tensor_neg", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_neg(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_neg(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_abs(a: Tensor | None) -> Tensor:
    """|a| (rt_torch_tensor_abs)."""
    made = _direct(runtime_ops.direct_tensor_abs, 0b1, "rt_torch_tensor_abs", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_abs(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_abs(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_sqrt(a: Tensor | None) -> Tensor:
    """square root (rt_torch_tensor_sqrt)."""
    made = _direct("sqrt", 0b1, "rt_torch_tensor_sqrt", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_sqrt(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_sqrt(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_exp(a: Tensor | None) -> Tensor:
    """e ** a (rt_torch_tensor_exp)."""
    made = _direct("exp", 0b1, "rt_torch_tensor_exp", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_exp(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_exp(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_log(a: Tensor | None) -> Tensor:
    """natural logarithm (rt_torch_tensor_log)."""
    made = _direct("log", 0b1, "rt_torch_tensor_log", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_log(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_log(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_add_scalar(a: Tensor | None, s: float) -> Tensor:
    """a + s (rt_torch_tensor_add_scalar)."""
    made = _direct(runtime_ops.direct_tensor_add_scalar, 0b1, "rt_torch_tensor_add_scalar", a, s)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_add_scalar(0 if a is None else a._handle, s)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_add_scalar(_handle(a, "a"), s)
    return _wrap(result) if result else _tensor(result)


def tensor_mul_scalar(a: Tensor | None, s: float) -> Tensor:
    """a * s (rt_torch_tensor_mul_scalar)."""
    made = _direct(runtime_ops.direct_tensor_mul_scalar, 0b1, "rt_torch_tensor_mul_scalar", a, s)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_mul_scalar(0 if a is None else a._handle, s)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_mul_scalar(_handle(a, "a"), s)
    return _wrap(result) if result else _tensor(result)


def tensor_sin(a: Tensor | None) -> Tensor:
    """sine (rt_torch_tensor_sin)."""
    made = _direct("sin", 0b1, "rt_torch_tensor_sin", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_sin(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_sin(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_cos(a: Tensor | None) -> Tensor:
    """cosine (rt_torch_tensor_cos)."""
    made = _direct("cos", 0b1, "rt_torch_tensor_cos", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_cos(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_cos(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_tan(a: Tensor | None) -> Tensor:
    """tangent (rt_torch_tensor_tan)."""
    made = _direct("tan", 0b1, "rt_torch_tensor_tan", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_tan(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_tan(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_asin(a: Tensor | None) -> Tensor:
    """arcsine (rt_torch_tensor_asin)."""
    made = _direct("asin", 0b1, "rt_torch_tensor_asin", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_asin(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_asin(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_acos(a: Tensor | None) -> Tensor:
    """arccosine (rt_torch_tensor_acos)."""
    made = _direct("acos", 0b1, "rt_torch_tensor_acos", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_acos(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_acos(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_atan(a: Tensor | None) -> Tensor:
    """arctangent (rt_torch_tensor_atan)."""
    made = _direct("atan", 0b1, "rt_torch_tensor_atan", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_atan(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_atan(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_sinh(a: Tensor | None) -> Tensor:
    """hyperbolic sine (rt_torch_tensor_sinh)."""
    made = _direct("sinh", 0b1, "rt_torch_tensor_sinh", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_sinh(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_sinh(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_cosh(a: Tensor | None) -> Tensor:
    """hyperbolic cosine (rt_torch_tensor_cosh)."""
    made = _direct("cosh", 0b1, "rt_torch_tensor_cosh", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_cosh(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_cosh(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_rsqrt(a: Tensor | None) -> Tensor:
    """1 / sqrt(a) (rt_torch_tensor_rsqrt)."""
    made = _direct("rsqrt", 0b1, "rt_torch_tensor_rsqrt", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_rsqrt(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_rsqrt(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_reciprocal(a: Tensor | None) -> Tensor:
    """1 / a (rt_torch_tensor_reciprocal)."""
    made = _direct("reciprocal", 0b1, "rt_torch_tensor_reciprocal", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_reciprocal(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_reciprocal(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_log1p(a: Tensor | None) -> Tensor:
    """log(1 + a), exact near 0 (rt_torch_tensor_log1p)."""
    made = _direct("log1p", 0b1, "rt_torch_tensor_log1p", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_log1p(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_log1p(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_expm1(a: Tensor | None) -> Tensor:
    """e ** a - 1, exact near 0 (rt_torch_tensor_expm1)."""
    made = _direct("expm1", 0b1, "rt_torch_tensor_expm1", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_expm1(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_expm1(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_log2(a: Tensor | None) -> Tensor:
    """base-2 logarithm (rt_torch_tensor_log2)."""
    made = _direct("log2", 0b1, "rt_torch_tensor_log2", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_log2(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_log2(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_log10(a: Tensor | None) -> Tensor:
    """base-10 logarithm (rt_torch_tensor_log10)."""
    made = _direct("log10", 0b1, "rt_torch_tensor_log10", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_log10(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_log10(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_exp2(a: Tensor | None) -> Tensor:
    """2 ** a (rt_torch_tensor_exp2)."""
    made = _direct("exp2", 0b1, "rt_torch_tensor_exp2", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_exp2(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_exp2(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_erf(a: Tensor | None) -> Tensor:
    """error function (rt_torch_tensor_erf)."""
    made = _direct(runtime_ops.direct_tensor_erf, 0b1, "rt_torch_tensor_erf", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_erf(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_erf(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_erfinv(a: Tensor | None) -> Tensor:
    """inverse error function (rt_torch_tensor_erfinv)."""
    made = _direct(runtime_ops.direct_tensor_erfinv, 0b1, "rt_torch_tensor_erfinv", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_erfinv(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_erfinv(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_square(a: Tensor | None) -> Tensor:
    """a * a (integers stay integers; bool gives int64) (rt_torch_tensor_square)."""
    made = _direct("square", 0b1, "rt_torch_tensor_square", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_square(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_square(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_sign(a: Tensor | None) -> Tensor:
    """-1, 0 or 1 (in a's dtype) (rt_torch_tensor_sign)."""
    made = _direct(runtime_ops.direct_tensor_sign, 0b1, "rt_torch_tensor_sign", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_sign(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_sign(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_floor(a: Tensor | None) -> Tensor:
    """round down (integers unchanged) (rt_torch_tensor_floor)."""
    made = _direct(runtime_ops.direct_tensor_floor, 0b1, "rt_torch_tensor_floor", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_floor(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_floor(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_ceil(a: Tensor | None) -> Tensor:
    """round up (integers unchanged) (rt_torch_tensor_ceil)."""
    made = _direct(runtime_ops.direct_tensor_ceil, 0b1, "rt_torch_tensor_ceil", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_ceil(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_ceil(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_round(a: Tensor | None) -> Tensor:
    """round half to even (integers unchanged) (rt_torch_tensor_round)."""
    made = _direct(runtime_ops.direct_tensor_round, 0b1, "rt_torch_tensor_round", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_round(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_round(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_trunc(a: Tensor | None) -> Tensor:
    """round toward zero (integers unchanged) (rt_torch_tensor_trunc)."""
    made = _direct(runtime_ops.direct_tensor_trunc, 0b1, "rt_torch_tensor_trunc", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_trunc(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_trunc(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_frac(a: Tensor | None) -> Tensor:
    """a - trunc(a) (rt_torch_tensor_frac)."""
    made = _direct(runtime_ops.direct_tensor_frac, 0b1, "rt_torch_tensor_frac", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_frac(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_frac(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_maximum(a: Tensor | None, b: Tensor | None) -> Tensor:
    """larger of a and b, broadcast (NaN wins) (rt_torch_tensor_maximum)."""
    made = _direct(runtime_ops.direct_tensor_maximum, 0b11, "rt_torch_tensor_maximum", a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_maximum(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_maximum(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_minimum(a: Tensor | None, b: Tensor | None) -> Tensor:
    """smaller of a and b, broadcast (NaN wins) (rt_torch_tensor_minimum)."""
    made = _direct(runtime_ops.direct_tensor_minimum, 0b11, "rt_torch_tensor_minimum", a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_minimum(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_minimum(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_atan2(a: Tensor | None, b: Tensor | None) -> Tensor:
    """angle of (b, a): atan(a / b) in the right quadrant, broadcast (rt_torch_tensor_atan2)."""
    made = _direct(runtime_ops.direct_tensor_atan2, 0b11, "rt_torch_tensor_atan2", a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_atan2(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_atan2(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_pow_tensor(a: Tensor | None, b: Tensor | None) -> Tensor:
    """a ** b element-wise, broadcast and promoted (an integer to a negative power is 0 unless a is 1 or -1, as
    PyTorch); Tier 3's pow picks this or the number form (rt_torch_tensor_pow_tensor)."""
    made = _direct(runtime_ops.direct_tensor_pow_tensor, 0b11, "rt_torch_tensor_pow_tensor", a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_pow_tensor(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_pow_tensor(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_fmod(a: Tensor | None, b: Tensor | None) -> Tensor:
    """a - trunc(a / b) * b (the sign of a), broadcast and promoted (integers: RT_ERR_INVALID_ARGUMENT for a zero b)
    (rt_torch_tensor_fmod)."""
    made = _direct(runtime_ops.direct_tensor_fmod, 0b11, "rt_torch_tensor_fmod", a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_fmod(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_fmod(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_remainder(a: Tensor | None, b: Tensor | None) -> Tensor:
    """a - floor(a / b) * b (the sign of b), broadcast and promoted (integers: RT_ERR_INVALID_ARGUMENT for a zero b)
    (rt_torch_tensor_remainder)."""
    made = _direct(runtime_ops.direct_tensor_remainder, 0b11, "rt_torch_tensor_remainder", a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_remainder(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_remainder(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_fmod_scalar(a: Tensor | None, s: float) -> Tensor:
    """fmod of a by the number s (converted to the dtype of a with a float first, as PyTorch)
    (rt_torch_tensor_fmod_scalar)."""
    made = _direct(runtime_ops.direct_tensor_fmod_scalar, 0b1, "rt_torch_tensor_fmod_scalar", a, s)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_fmod_scalar(0 if a is None else a._handle, s)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_fmod_scalar(_handle(a, "a"), s)
    return _wrap(result) if result else _tensor(result)


def tensor_remainder_scalar(a: Tensor | None, s: float) -> Tensor:
    """remainder of a by the number s (converted to the dtype of a with a float first, as PyTorch)
    (rt_torch_tensor_remainder_scalar)."""
    made = _direct(runtime_ops.direct_tensor_remainder_scalar, 0b1, "rt_torch_tensor_remainder_scalar", a, s)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_remainder_scalar(0 if a is None else a._handle, s)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_remainder_scalar(_handle(a, "a"), s)
    return _wrap(result) if result else _tensor(result)


def tensor_logaddexp(a: Tensor | None, b: Tensor | None) -> Tensor:
    """log(exp(a) + exp(b)) without overflow, broadcast (rt_torch_tensor_logaddexp)."""
    made = _direct(runtime_ops.direct_tensor_logaddexp, 0b11, "rt_torch_tensor_logaddexp", a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_logaddexp(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_logaddexp(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_lerp(start: Tensor | None, end: Tensor | None, weight: Tensor | None) -> Tensor:
    """start + weight * (end - start), broadcast; the three of one floating dtype (rt_torch_tensor_lerp)."""
    made = _direct(runtime_ops.direct_tensor_lerp, 0b111, "rt_torch_tensor_lerp", start, end, weight)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_lerp(0 if start is None else start._handle, 0 if end is None else end._handle,
                                         0 if weight is None else weight._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_lerp(_handle(start, "start"), _handle(end, "end"), _handle(weight, "weight"))
    return _wrap(result) if result else _tensor(result)


def tensor_lerp_scalar(start: Tensor | None, end: Tensor | None, weight: float) -> Tensor:
    """start + weight * (end - start), broadcast; start and end of one floating dtype (rt_torch_tensor_lerp_scalar)."""
    made = _direct(runtime_ops.direct_tensor_lerp_scalar, 0b11, "rt_torch_tensor_lerp_scalar", start, end, weight)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_lerp_scalar(0 if start is None else start._handle,
                                                0 if end is None else end._handle, weight)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_lerp_scalar(_handle(start, "start"), _handle(end, "end"), weight)
    return _wrap(result) if result else _tensor(result)


def tensor_addcmul(x: Tensor | None, tensor1: Tensor | None, tensor2: Tensor | None, value: float) -> Tensor:
    """x + value * tensor1 * tensor2, the three broadcast and promoted (rt_torch_tensor_addcmul)."""
    made = _direct(runtime_ops.direct_tensor_addcmul, 0b111, "rt_torch_tensor_addcmul", x, tensor1, tensor2, value)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_addcmul(0 if x is None else x._handle, 0 if tensor1 is None else tensor1._handle,
                                            0 if tensor2 is None else tensor2._handle, value)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_addcmul(_handle(x, "x"), _handle(tensor1, "tensor1"), _handle(tensor2, "tensor2"),
                                            value)
    return _wrap(result) if result else _tensor(result)


def tensor_addcdiv(x: Tensor | None, tensor1: Tensor | None, tensor2: Tensor | None, value: float) -> Tensor:
    """x + value * tensor1 / tensor2, the three broadcast and promoted (rt_torch_tensor_addcdiv)."""
    made = _direct(runtime_ops.direct_tensor_addcdiv, 0b111, "rt_torch_tensor_addcdiv", x, tensor1, tensor2, value)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_addcdiv(0 if x is None else x._handle, 0 if tensor1 is None else tensor1._handle,
                                            0 if tensor2 is None else tensor2._handle, value)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_addcdiv(_handle(x, "x"), _handle(tensor1, "tensor1"), _handle(tensor2, "tensor2"),
                                            value)
    return _wrap(result) if result else _tensor(result)


def tensor_nan_to_num(x: Tensor | None, nan: float, posinf: float, neginf: float) -> Tensor:
    """x with NaN, +inf and -inf replaced; a NaN posinf or neginf is the dtype's largest or lowest value
    (rt_torch_tensor_nan_to_num)."""
    made = _direct(runtime_ops.direct_tensor_nan_to_num, 0b1, "rt_torch_tensor_nan_to_num", x, nan, posinf, neginf)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_nan_to_num(0 if x is None else x._handle, nan, posinf, neginf)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_nan_to_num(_handle(x, "x"), nan, posinf, neginf)
    return _wrap(result) if result else _tensor(result)


def tensor_softplus(x: Tensor | None, beta: float, threshold: float) -> Tensor:
    """log(1 + exp(beta * x)) / beta, and x where beta * x > threshold (rt_torch_tensor_softplus)."""
    made = _direct(runtime_ops.direct_tensor_softplus, 0b1, "rt_torch_tensor_softplus", x, beta, threshold)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_softplus(0 if x is None else x._handle, beta, threshold)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_softplus(_handle(x, "x"), beta, threshold)
    return _wrap(result) if result else _tensor(result)


# ---- 4. Activations ----
def relu(x: Tensor | None) -> Tensor:
    """max(x, 0) (rt_torch_relu)."""
    made = _direct(runtime_ops.direct_relu, 0b1, "rt_torch_relu", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_relu(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_relu(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def sigmoid(x: Tensor | None) -> Tensor:
    """1 / (1 + e ** -x) (rt_torch_sigmoid)."""
    made = _direct("sigmoid", 0b1, "rt_torch_sigmoid", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_sigmoid(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_sigmoid(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tanh(x: Tensor | None) -> Tensor:
    """hyperbolic tangent (rt_torch_tanh)."""
    made = _direct("tanh", 0b1, "rt_torch_tanh", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tanh(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tanh(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def leaky_relu(x: Tensor | None, negative_slope: float) -> Tensor:
    """x, or negative_slope * x below 0 (rt_torch_leaky_relu)."""
    made = _direct(runtime_ops.direct_leaky_relu, 0b1, "rt_torch_leaky_relu", x, negative_slope)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_leaky_relu(0 if x is None else x._handle, negative_slope)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_leaky_relu(_handle(x, "x"), negative_slope)
    return _wrap(result) if result else _tensor(result)


def gelu(x: Tensor | None) -> Tensor:
    """x * Phi(x), exact (erf) form (rt_torch_gelu)."""
    made = _direct("gelu", 0b1, "rt_torch_gelu", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_gelu(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_gelu(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def softmax(x: Tensor | None, dim: int) -> Tensor:
    """softmax along dim (rt_torch_softmax)."""
    made = _direct(runtime_ops.direct_softmax, 0b1, "rt_torch_softmax", x, dim)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_softmax(0 if x is None else x._handle, dim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_softmax(_handle(x, "x"), dim)
    return _wrap(result) if result else _tensor(result)


def log_softmax(x: Tensor | None, dim: int) -> Tensor:
    """log of softmax along dim (rt_torch_log_softmax)."""
    made = _direct(runtime_ops.direct_log_softmax, 0b1, "rt_torch_log_softmax", x, dim)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_log_softmax(0 if x is None else x._handle, dim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_log_softmax(_handle(x, "x"), dim)
    return _wrap(result) if result else _tensor(result)


def silu(x: Tensor | None) -> Tensor:
    """x * sigmoid(x) (rt_torch_silu)."""
    made = _direct(runtime_ops.direct_silu, 0b1, "rt_torch_silu", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_silu(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_silu(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def mish(x: Tensor | None) -> Tensor:
    """x * tanh(softplus(x)) (rt_torch_mish)."""
    made = _direct(runtime_ops.direct_mish, 0b1, "rt_torch_mish", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_mish(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_mish(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def hardswish(x: Tensor | None) -> Tensor:
    """x * min(max(x + 3, 0), 6) / 6 (rt_torch_hardswish)."""
    made = _direct(runtime_ops.direct_hardswish, 0b1, "rt_torch_hardswish", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_hardswish(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_hardswish(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def hardsigmoid(x: Tensor | None) -> Tensor:
    """min(max(x + 3, 0), 6) / 6 (rt_torch_hardsigmoid)."""
    made = _direct(runtime_ops.direct_hardsigmoid, 0b1, "rt_torch_hardsigmoid", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_hardsigmoid(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_hardsigmoid(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def elu(x: Tensor | None, alpha: float) -> Tensor:
    """x above 0, else alpha * (exp(x) - 1) (rt_torch_elu)."""
    made = _direct(runtime_ops.direct_elu, 0b1, "rt_torch_elu", x, alpha)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_elu(0 if x is None else x._handle, alpha)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_elu(_handle(x, "x"), alpha)
    return _wrap(result) if result else _tensor(result)


def selu(x: Tensor | None) -> Tensor:
    """1.0507... * elu(x, 1.6732...): PyTorch's self-normalising constants (rt_torch_selu)."""
    made = _direct(runtime_ops.direct_selu, 0b1, "rt_torch_selu", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_selu(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_selu(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def celu(x: Tensor | None, alpha: float) -> Tensor:
    """x above 0, else alpha * (exp(x / alpha) - 1); alpha finite and not 0 (rt_torch_celu)."""
    try:
        result = rt.rt_torch_celu(0 if x is None else x._handle, alpha)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_celu(_handle(x, "x"), alpha)
    return _wrap(result) if result else _tensor(result)


def gelu_tanh(x: Tensor | None) -> Tensor:
    """GELU's tanh approximation: x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x ** 3))) (rt_torch_gelu_tanh)."""
    made = _direct(runtime_ops.direct_gelu_tanh, 0b1, "rt_torch_gelu_tanh", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_gelu_tanh(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_gelu_tanh(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def prelu(x: Tensor | None, weight: Tensor | None) -> Tensor:
    """x above 0, else weight * x: a 0-dim or 1-D weight of x's dtype with 1 element or one per channel (dim 1 of an x
    of 2 or more dims) (rt_torch_prelu)."""
    try:
        result = rt.rt_torch_prelu(0 if x is None else x._handle, 0 if weight is None else weight._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_prelu(_handle(x, "x"), _handle(weight, "weight"))
    return _wrap(result) if result else _tensor(result)


def hardtanh(x: Tensor | None, min_val: float, max_val: float) -> Tensor:
    """x limited to [min_val, max_val] (not NaN, min_val <= max_val; integers keep their dtype), gradient 1 strictly
    inside (rt_torch_hardtanh)."""
    try:
        result = rt.rt_torch_hardtanh(0 if x is None else x._handle, min_val, max_val)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_hardtanh(_handle(x, "x"), min_val, max_val)
    return _wrap(result) if result else _tensor(result)


def relu6(x: Tensor | None) -> Tensor:
    """hardtanh(x, 0, 6) (integers keep their dtype) (rt_torch_relu6)."""
    made = _direct(runtime_ops.direct_relu6, 0b1, "rt_torch_relu6", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_relu6(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_relu6(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def logsigmoid(x: Tensor | None) -> Tensor:
    """log(sigmoid(x)) without overflow (rt_torch_logsigmoid)."""
    made = _direct(runtime_ops.direct_logsigmoid, 0b1, "rt_torch_logsigmoid", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_logsigmoid(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_logsigmoid(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def softsign(x: Tensor | None) -> Tensor:
    """x / (|x| + 1) (integers give float32) (rt_torch_softsign)."""
    made = _direct(runtime_ops.direct_softsign, 0b1, "rt_torch_softsign", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_softsign(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_softsign(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tanhshrink(x: Tensor | None) -> Tensor:
    """x - tanh(x) (integers give float32) (rt_torch_tanhshrink)."""
    made = _direct(runtime_ops.direct_tanhshrink, 0b1, "rt_torch_tanhshrink", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tanhshrink(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tanhshrink(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def glu(x: Tensor | None, dim: int) -> Tensor:
    """the first half of x along dim times the sigmoid of the second (size(dim) even) (rt_torch_glu)."""
    try:
        result = rt.rt_torch_glu(0 if x is None else x._handle, dim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_glu(_handle(x, "x"), dim)
    return _wrap(result) if result else _tensor(result)


# ---- 5. Linear algebra ----
def tensor_matmul(a: Tensor | None, b: Tensor | None) -> Tensor:
    """matrix product, batched and broadcast as PyTorch (rt_torch_tensor_matmul)."""
    try:
        result = rt.rt_torch_tensor_matmul(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_matmul(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_dot(a: Tensor | None, b: Tensor | None) -> Tensor:
    """dot product of two 1-D tensors (rt_torch_tensor_dot)."""
    try:
        result = rt.rt_torch_tensor_dot(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_dot(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_transpose(x: Tensor | None, dim0: int, dim1: int) -> Tensor:
    """swap two dims (rt_torch_tensor_transpose)."""
    made = _direct(runtime_linalg.direct_tensor_transpose, 0b1, "rt_torch_tensor_transpose", x, dim0, dim1)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_transpose(0 if x is None else x._handle, dim0, dim1)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_transpose(_handle(x, "x"), dim0, dim1)
    return _wrap(result) if result else _tensor(result)


def tensor_t(x: Tensor | None) -> Tensor:
    """transpose of a tensor of at most 2 dims (rt_torch_tensor_t)."""
    try:
        result = rt.rt_torch_tensor_t(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_t(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_norm(x: Tensor | None) -> Tensor:
    """2-norm of all elements (rt_torch_tensor_norm)."""
    try:
        result = rt.rt_torch_tensor_norm(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_norm(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_det(x: Tensor | None) -> Tensor:
    """determinant of square matrices (rt_torch_tensor_det)."""
    try:
        result = rt.rt_torch_tensor_det(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_det(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_inverse(x: Tensor | None) -> Tensor:
    """inverse of square matrices (rt_torch_tensor_inverse)."""
    try:
        result = rt.rt_torch_tensor_inverse(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_inverse(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_svd(x: Tensor | None) -> tuple[Tensor, Tensor, Tensor]:
    """reduced SVD x = u diag(s) vh; status (rt_torch_tensor_svd)."""
    result, u, s, vh = rt.rt_torch_tensor_svd(_handle(x, "x"))
    check(result)
    return _tensor(u), _tensor(s), _tensor(vh)


def tensor_eig(x: Tensor | None) -> tuple[Tensor, Tensor]:
    """eigen-decomposition with complex outputs; status (rt_torch_tensor_eig)."""
    result, values, vectors = rt.rt_torch_tensor_eig(_handle(x, "x"))
    check(result)
    return _tensor(values), _tensor(vectors)


# ---- 6. Reductions (std and var use Bessel's correction; max_dim/min_dim return values only) ----
def tensor_sum(x: Tensor | None) -> Tensor:
    """sum of all elements, as a scalar tensor (rt_torch_tensor_sum)."""
    made = _direct(runtime_ops.direct_tensor_sum, 0b1, "rt_torch_tensor_sum", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_sum(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_sum(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_sum_dim(x: Tensor | None, dim: int, keepdim: int) -> Tensor:
    """sum along dim; keepdim keeps it as size 1 (rt_torch_tensor_sum_dim)."""
    made = _direct(runtime_ops.direct_tensor_sum_dim, 0b1, "rt_torch_tensor_sum_dim", x, dim, keepdim)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_sum_dim(0 if x is None else x._handle, dim, keepdim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_sum_dim(_handle(x, "x"), dim, keepdim)
    return _wrap(result) if result else _tensor(result)


def tensor_mean(x: Tensor | None) -> Tensor:
    """mean of all elements, as a scalar tensor (rt_torch_tensor_mean)."""
    made = _direct(runtime_ops.direct_tensor_mean, 0b1, "rt_torch_tensor_mean", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_mean(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_mean(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_mean_dim(x: Tensor | None, dim: int, keepdim: int) -> Tensor:
    """mean along dim; keepdim keeps it as size 1 (rt_torch_tensor_mean_dim)."""
    made = _direct(runtime_ops.direct_tensor_mean_dim, 0b1, "rt_torch_tensor_mean_dim", x, dim, keepdim)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_mean_dim(0 if x is None else x._handle, dim, keepdim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_mean_dim(_handle(x, "x"), dim, keepdim)
    return _wrap(result) if result else _tensor(result)


def tensor_max(x: Tensor | None) -> Tensor:
    """maximum of all elements, as a scalar tensor (rt_torch_tensor_max)."""
    made = _direct(runtime_ops.direct_tensor_max, 0b1, "rt_torch_tensor_max", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_max(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_max(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_max_dim(x: Tensor | None, dim: int, keepdim: int) -> Tensor:
    """maximum along dim; keepdim keeps it as size 1 (rt_torch_tensor_max_dim)."""
    made = _direct(runtime_ops.direct_tensor_max_dim, 0b1, "rt_torch_tensor_max_dim", x, dim, keepdim)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_max_dim(0 if x is None else x._handle, dim, keepdim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_max_dim(_handle(x, "x"), dim, keepdim)
    return _wrap(result) if result else _tensor(result)


def tensor_min(x: Tensor | None) -> Tensor:
    """minimum of all elements, as a scalar tensor (rt_torch_tensor_min)."""
    made = _direct(runtime_ops.direct_tensor_min, 0b1, "rt_torch_tensor_min", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_min(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_min(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_min_dim(x: Tensor | None, dim: int, keepdim: int) -> Tensor:
    """minimum along dim; keepdim keeps it as size 1 (rt_torch_tensor_min_dim)."""
    made = _direct(runtime_ops.direct_tensor_min_dim, 0b1, "rt_torch_tensor_min_dim", x, dim, keepdim)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_min_dim(0 if x is None else x._handle, dim, keepdim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_min_dim(_handle(x, "x"), dim, keepdim)
    return _wrap(result) if result else _tensor(result)


def tensor_argmax(x: Tensor | None) -> Tensor:
    """int64 index of the maximum of all elements, as a scalar tensor (rt_torch_tensor_argmax)."""
    made = _direct(runtime_ops.direct_tensor_argmax, 0b1, "rt_torch_tensor_argmax", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_argmax(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_argmax(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_argmax_dim(x: Tensor | None, dim: int, keepdim: int) -> Tensor:
    """int64 index of the maximum along dim; keepdim keeps it as size 1 (rt_torch_tensor_argmax_dim)."""
    made = _direct(runtime_ops.direct_tensor_argmax_dim, 0b1, "rt_torch_tensor_argmax_dim", x, dim, keepdim)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_argmax_dim(0 if x is None else x._handle, dim, keepdim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_argmax_dim(_handle(x, "x"), dim, keepdim)
    return _wrap(result) if result else _tensor(result)


def tensor_argmin(x: Tensor | None) -> Tensor:
    """int64 index of the minimum of all elements, as a scalar tensor (rt_torch_tensor_argmin)."""
    made = _direct(runtime_ops.direct_tensor_argmin, 0b1, "rt_torch_tensor_argmin", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_argmin(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_argmin(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_argmin_dim(x: Tensor | None, dim: int, keepdim: int) -> Tensor:
    """int64 index of the minimum along dim; keepdim keeps it as size 1 (rt_torch_tensor_argmin_dim)."""
    made = _direct(runtime_ops.direct_tensor_argmin_dim, 0b1, "rt_torch_tensor_argmin_dim", x, dim, keepdim)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_argmin_dim(0 if x is None else x._handle, dim, keepdim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_argmin_dim(_handle(x, "x"), dim, keepdim)
    return _wrap(result) if result else _tensor(result)


def tensor_std(x: Tensor | None) -> Tensor:
    """standard deviation of all elements, as a scalar tensor (rt_torch_tensor_std)."""
    made = _direct(runtime_ops.direct_tensor_std, 0b1, "rt_torch_tensor_std", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_std(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_std(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_std_dim(x: Tensor | None, dim: int, keepdim: int) -> Tensor:
    """standard deviation along dim; keepdim keeps it as size 1 (rt_torch_tensor_std_dim)."""
    made = _direct(runtime_ops.direct_tensor_std_dim, 0b1, "rt_torch_tensor_std_dim", x, dim, keepdim)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_std_dim(0 if x is None else x._handle, dim, keepdim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_std_dim(_handle(x, "x"), dim, keepdim)
    return _wrap(result) if result else _tensor(result)


def tensor_var(x: Tensor | None) -> Tensor:
    """variance of all elements, as a scalar tensor (rt_torch_tensor_var)."""
    made = _direct(runtime_ops.direct_tensor_var, 0b1, "rt_torch_tensor_var", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_var(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_var(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_var_dim(x: Tensor | None, dim: int, keepdim: int) -> Tensor:
    """variance along dim; keepdim keeps it as size 1 (rt_torch_tensor_var_dim)."""
    made = _direct(runtime_ops.direct_tensor_var_dim, 0b1, "rt_torch_tensor_var_dim", x, dim, keepdim)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_var_dim(0 if x is None else x._handle, dim, keepdim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_var_dim(_handle(x, "x"), dim, keepdim)
    return _wrap(result) if result else _tensor(result)


# ---- 7. Shape, dtype and data access ----
def tensor_reshape(x: Tensor | None, dims: Sequence[int]) -> Tensor:
    """same data, new shape (one dim may be -1) (rt_torch_tensor_reshape)."""
    made = _direct(runtime_shape.direct_tensor_reshape, 0b1, "rt_torch_tensor_reshape", x, dims)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_reshape(0 if x is None else x._handle, dims)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_reshape(_handle(x, "x"), dims)
    return _wrap(result) if result else _tensor(result)


def tensor_view(x: Tensor | None, dims: Sequence[int]) -> Tensor:
    """reshape without copying; needs compatible strides (rt_torch_tensor_view)."""
    made = _direct(runtime_shape.direct_tensor_view, 0b1, "rt_torch_tensor_view", x, dims)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_view(0 if x is None else x._handle, dims)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_view(_handle(x, "x"), dims)
    return _wrap(result) if result else _tensor(result)


def tensor_permute(x: Tensor | None, order: Sequence[int]) -> Tensor:
    """reorder the dims (rt_torch_tensor_permute)."""
    try:
        result = rt.rt_torch_tensor_permute(0 if x is None else x._handle, order)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_permute(_handle(x, "x"), order)
    return _wrap(result) if result else _tensor(result)


def tensor_squeeze(x: Tensor | None) -> Tensor:
    """drop every dim of size 1 (rt_torch_tensor_squeeze)."""
    try:
        result = rt.rt_torch_tensor_squeeze(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_squeeze(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_squeeze_dim(x: Tensor | None, dim: int) -> Tensor:
    """drop dim if its size is 1 (rt_torch_tensor_squeeze_dim)."""
    try:
        result = rt.rt_torch_tensor_squeeze_dim(0 if x is None else x._handle, dim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_squeeze_dim(_handle(x, "x"), dim)
    return _wrap(result) if result else _tensor(result)


def tensor_unsqueeze(x: Tensor | None, dim: int) -> Tensor:
    """insert a dim of size 1 (rt_torch_tensor_unsqueeze)."""
    try:
        result = rt.rt_torch_tensor_unsqueeze(0 if x is None else x._handle, dim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_unsqueeze(_handle(x, "x"), dim)
    return _wrap(result) if result else _tensor(result)


def tensor_flatten(x: Tensor | None, start_dim: int, end_dim: int) -> Tensor:
    """merge dims start_dim..end_dim (rt_torch_tensor_flatten)."""
    try:
        result = rt.rt_torch_tensor_flatten(0 if x is None else x._handle, start_dim, end_dim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_flatten(_handle(x, "x"), start_dim, end_dim)
    return _wrap(result) if result else _tensor(result)


def tensor_expand(x: Tensor | None, dims: Sequence[int]) -> Tensor:
    """broadcast to a shape (-1 keeps a dim) (rt_torch_tensor_expand)."""
    try:
        result = rt.rt_torch_tensor_expand(0 if x is None else x._handle, dims)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_expand(_handle(x, "x"), dims)
    return _wrap(result) if result else _tensor(result)


def tensor_contiguous(x: Tensor | None) -> Tensor:
    """row-major copy (or the same data if already so) (rt_torch_tensor_contiguous)."""
    try:
        result = rt.rt_torch_tensor_contiguous(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_contiguous(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_is_contiguous(x: Tensor | None) -> bool:
    """1 when the data is row-major without gaps (rt_torch_tensor_is_contiguous)."""
    try:
        result = rt.rt_torch_tensor_is_contiguous(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_is_contiguous(_handle(x, "x"))
    return bool(check(result))


def tensor_shape(x: Tensor | None, max_dims: int) -> list[int]:
    """writes the dims, returns ndim; RT_ERR_BUFFER_TOO_SMALL when max_dims < ndim (rt_torch_tensor_shape)."""
    result, dims_out = rt.rt_torch_tensor_shape(_handle(x, "x"), max_dims)
    check(result)
    return dims_out


def tensor_ndim(x: Tensor | None) -> int:
    """number of dims (rt_torch_tensor_ndim)."""
    try:
        result = rt.rt_torch_tensor_ndim(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_ndim(_handle(x, "x"))
    return check(result)


def tensor_numel(x: Tensor | None) -> int:
    """number of elements (rt_torch_tensor_numel)."""
    try:
        result = rt.rt_torch_tensor_numel(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_numel(_handle(x, "x"))
    return check(result)


def tensor_size(x: Tensor | None, dim: int) -> int:
    """size of one dim (rt_torch_tensor_size)."""
    try:
        result = rt.rt_torch_tensor_size(0 if x is None else x._handle, dim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_size(_handle(x, "x"), dim)
    return check(result)


def tensor_dtype(x: Tensor | None) -> int:
    """dtype code (rt_torch_tensor_dtype)."""
    try:
        result = rt.rt_torch_tensor_dtype(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_dtype(_handle(x, "x"))
    return check(result)


def tensor_to_dtype(x: Tensor | None, dtype: int) -> Tensor:
    """copy converted to dtype (rt_torch_tensor_to_dtype)."""
    try:
        result = rt.rt_torch_tensor_to_dtype(0 if x is None else x._handle, dtype)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_to_dtype(_handle(x, "x"), dtype)
    return _wrap(result) if result else _tensor(result)


def tensor_nbytes(x: Tensor | None) -> int:
    """numel * element size (rt_torch_tensor_nbytes)."""
    try:
        result = rt.rt_torch_tensor_nbytes(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_nbytes(_handle(x, "x"))
    return check(result)


def tensor_copy_to(x: Tensor | None, out: Buffer) -> int:
    """row-major copy of the data in its own dtype, from any device; returns bytes written (rt_torch_tensor_copy_to)."""
    try:
        result = rt.rt_torch_tensor_copy_to(0 if x is None else x._handle, out)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_copy_to(_handle(x, "x"), out)
    return check(result)


def tensor_item(x: Tensor | None) -> float:
    """one-element tensor to double; status (rt_torch_tensor_item)."""
    result, out = rt.rt_torch_tensor_item(_handle(x, "x"))
    check(result)
    return out


def tensor_copy_from(dst: Tensor | None, src: Tensor | None) -> None:
    """write src's values into dst in place (broadcast, converted to dst's dtype; not recorded by autograd)
    (rt_torch_tensor_copy_from)."""
    try:
        result = rt.rt_torch_tensor_copy_from(0 if dst is None else dst._handle, 0 if src is None else src._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_copy_from(_handle(dst, "dst"), _handle(src, "src"))
    check(result)


# ---- 8. Indexing and slicing ----
def tensor_slice(x: Tensor | None, dim: int, start: int, end: int, step: int) -> Tensor:
    """x[start:end:step] along dim (step > 0; bounds clamp as in Python) (rt_torch_tensor_slice)."""
    made = _direct(runtime_indexing.direct_tensor_slice, 0b1, "rt_torch_tensor_slice", x, dim, start, end, step)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_slice(0 if x is None else x._handle, dim, start, end, step)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_slice(_handle(x, "x"), dim, start, end, step)
    return _wrap(result) if result else _tensor(result)


def tensor_index_select(x: Tensor | None, dim: int, index: Tensor | None) -> Tensor:
    """rows of dim picked by a 1-D int64 index (rt_torch_tensor_index_select)."""
    try:
        result = rt.rt_torch_tensor_index_select(0 if x is None else x._handle, dim,
                                                 0 if index is None else index._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_index_select(_handle(x, "x"), dim, _handle(index, "index"))
    return _wrap(result) if result else _tensor(result)


def tensor_gather(x: Tensor | None, dim: int, index: Tensor | None) -> Tensor:
    """values picked along dim by an int64 index (rt_torch_tensor_gather)."""
    try:
        result = rt.rt_torch_tensor_gather(0 if x is None else x._handle, dim, 0 if index is None else index._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_gather(_handle(x, "x"), dim, _handle(index, "index"))
    return _wrap(result) if result else _tensor(result)


def tensor_cat(xs: Sequence[Tensor | None], dim: int) -> Tensor:
    """join along an existing dim (rt_torch_tensor_cat)."""
    xs = tuple(xs)
    return _tensor(rt.rt_torch_tensor_cat(_handles(xs, "xs"), dim))


def tensor_stack(xs: Sequence[Tensor | None], dim: int) -> Tensor:
    """join along a new dim (rt_torch_tensor_stack)."""
    xs = tuple(xs)
    return _tensor(rt.rt_torch_tensor_stack(_handles(xs, "xs"), dim))


def tensor_chunk(x: Tensor | None, chunks: int, dim: int, max_out: int) -> tuple[Tensor | None, ...]:
    """split into at most chunks parts; returns the count written (rt_torch_tensor_chunk)."""
    result, out = rt.rt_torch_tensor_chunk(_handle(x, "x"), chunks, dim, max_out)
    check(result)
    return _tensors(out)


# ---- 9. Neural-network operations (a weight or bias handle of 0 means none) ----
def nn_linear(x: Tensor | None, weight: Tensor | None, bias: Tensor | None) -> Tensor:
    """x @ weight.T + bias (rt_torch_nn_linear)."""
    try:
        result = rt.rt_torch_nn_linear(0 if x is None else x._handle, 0 if weight is None else weight._handle,
                                       0 if bias is None else bias._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_linear(_handle(x, "x"), _handle(weight, "weight"), _handle(bias, "bias"))
    return _wrap(result) if result else _tensor(result)


def nn_conv2d(x: Tensor | None, weight: Tensor | None, bias: Tensor | None, stride: Sequence[int],
              padding: Sequence[int], dilation: Sequence[int], groups: int) -> Tensor:
    """2-D convolution of NCHW input (rt_torch_nn_conv2d)."""
    try:
        result = rt.rt_torch_nn_conv2d(0 if x is None else x._handle, 0 if weight is None else weight._handle,
                                       0 if bias is None else bias._handle, stride, padding, dilation, groups)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_conv2d(_handle(x, "x"), _handle(weight, "weight"), _handle(bias, "bias"), stride,
                                       padding, dilation, groups)
    return _wrap(result) if result else _tensor(result)


def nn_max_pool2d(x: Tensor | None, kernel: Sequence[int], stride: Sequence[int], padding: Sequence[int]) -> Tensor:
    """2-D max pooling (rt_torch_nn_max_pool2d)."""
    try:
        result = rt.rt_torch_nn_max_pool2d(0 if x is None else x._handle, kernel, stride, padding)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_max_pool2d(_handle(x, "x"), kernel, stride, padding)
    return _wrap(result) if result else _tensor(result)


def nn_avg_pool2d(x: Tensor | None, kernel: Sequence[int], stride: Sequence[int], padding: Sequence[int]) -> Tensor:
    """2-D average pooling (padding counted) (rt_torch_nn_avg_pool2d)."""
    try:
        result = rt.rt_torch_nn_avg_pool2d(0 if x is None else x._handle, kernel, stride, padding)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_avg_pool2d(_handle(x, "x"), kernel, stride, padding)
    return _wrap(result) if result else _tensor(result)


def nn_conv1d(x: Tensor | None, weight: Tensor | None, bias: Tensor | None, stride: int, padding: int, dilation: int,
              groups: int) -> Tensor:
    """1-D convolution of (N, C, L) or (C, L) input, weight (out_channels, in_channels / groups, k)
    (rt_torch_nn_conv1d)."""
    try:
        result = rt.rt_torch_nn_conv1d(0 if x is None else x._handle, 0 if weight is None else weight._handle,
                                       0 if bias is None else bias._handle, stride, padding, dilation, groups)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_conv1d(_handle(x, "x"), _handle(weight, "weight"), _handle(bias, "bias"), stride,
                                       padding, dilation, groups)
    return _wrap(result) if result else _tensor(result)


def nn_conv_transpose2d(x: Tensor | None, weight: Tensor | None, bias: Tensor | None, stride: Sequence[int],
                        padding: Sequence[int], output_padding: Sequence[int], dilation: Sequence[int],
                        groups: int) -> Tensor:
    """transposed 2-D convolution (the gradient of conv2d's input) of NCHW input, weight (in_channels, out_channels /
    groups, kH, kW); output_padding below stride or dilation adds to one side (rt_torch_nn_conv_transpose2d)."""
    try:
        result = rt.rt_torch_nn_conv_transpose2d(0 if x is None else x._handle, 0 if weight is None else weight._handle,
                                                 0 if bias is None else bias._handle, stride, padding, output_padding,
                                                 dilation, groups)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_conv_transpose2d(_handle(x, "x"), _handle(weight, "weight"), _handle(bias, "bias"),
                                                 stride, padding, output_padding, dilation, groups)
    return _wrap(result) if result else _tensor(result)


def nn_conv_transpose1d(x: Tensor | None, weight: Tensor | None, bias: Tensor | None, stride: int, padding: int,
                        output_padding: int, dilation: int, groups: int) -> Tensor:
    """transposed 1-D convolution of (N, C, L) or (C, L) input, weight (in_channels, out_channels / groups, k)
    (rt_torch_nn_conv_transpose1d)."""
    try:
        result = rt.rt_torch_nn_conv_transpose1d(0 if x is None else x._handle, 0 if weight is None else weight._handle,
                                                 0 if bias is None else bias._handle, stride, padding, output_padding,
                                                 dilation, groups)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_conv_transpose1d(_handle(x, "x"), _handle(weight, "weight"), _handle(bias, "bias"),
                                                 stride, padding, output_padding, dilation, groups)
    return _wrap(result) if result else _tensor(result)


def nn_conv3d(x: Tensor | None, weight: Tensor | None, bias: Tensor | None, stride: Sequence[int],
              padding: Sequence[int], dilation: Sequence[int], groups: int) -> Tensor:
    """3-D convolution of (N, C, D, H, W) or (C, D, H, W) input, weight (out_channels, in_channels / groups, kD, kH, kW)
    (rt_torch_nn_conv3d)."""
    try:
        result = rt.rt_torch_nn_conv3d(0 if x is None else x._handle, 0 if weight is None else weight._handle,
                                       0 if bias is None else bias._handle, stride, padding, dilation, groups)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_conv3d(_handle(x, "x"), _handle(weight, "weight"), _handle(bias, "bias"), stride,
                                       padding, dilation, groups)
    return _wrap(result) if result else _tensor(result)


def nn_max_pool1d(x: Tensor | None, kernel: int, stride: int, padding: int) -> Tensor:
    """1-D max pooling of (N, C, L) or (C, L) input (rt_torch_nn_max_pool1d)."""
    try:
        result = rt.rt_torch_nn_max_pool1d(0 if x is None else x._handle, kernel, stride, padding)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_max_pool1d(_handle(x, "x"), kernel, stride, padding)
    return _wrap(result) if result else _tensor(result)


def nn_avg_pool1d(x: Tensor | None, kernel: int, stride: int, padding: int) -> Tensor:
    """1-D average pooling (padding counted) of (N, C, L) or (C, L) input (rt_torch_nn_avg_pool1d)."""
    try:
        result = rt.rt_torch_nn_avg_pool1d(0 if x is None else x._handle, kernel, stride, padding)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_avg_pool1d(_handle(x, "x"), kernel, stride, padding)
    return _wrap(result) if result else _tensor(result)


def nn_max_pool2d_ex(x: Tensor | None, kernel: Sequence[int], stride: Sequence[int], padding: Sequence[int],
                     dilation: Sequence[int], ceil_mode: int) -> Tensor:
    """2-D max pooling of (N, C, H, W) or (C, H, W) input with dilation and ceil_mode (rt_torch_nn_max_pool2d_ex)."""
    try:
        result = rt.rt_torch_nn_max_pool2d_ex(0 if x is None else x._handle, kernel, stride, padding, dilation,
                                              ceil_mode)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_max_pool2d_ex(_handle(x, "x"), kernel, stride, padding, dilation, ceil_mode)
    return _wrap(result) if result else _tensor(result)


def nn_max_pool2d_with_indices(x: Tensor | None, kernel: Sequence[int], stride: Sequence[int], padding: Sequence[int],
                               dilation: Sequence[int], ceil_mode: int) -> tuple[Tensor, Tensor]:
    """rt_torch_nn_max_pool2d_ex's output and the int64 index of each maximum in its plane; status
    (rt_torch_nn_max_pool2d_with_indices)."""
    result, output, indices = rt.rt_torch_nn_max_pool2d_with_indices(_handle(x, "x"), kernel, stride, padding, dilation,
                                                                     ceil_mode)
    check(result)
    return _tensor(output), _tensor(indices)


def nn_max_pool1d_ex(x: Tensor | None, kernel: int, stride: int, padding: int, dilation: int, ceil_mode: int) -> Tensor:
    """1-D max pooling of (N, C, L) or (C, L) input with dilation and ceil_mode (rt_torch_nn_max_pool1d_ex)."""
    try:
        result = rt.rt_torch_nn_max_pool1d_ex(0 if x is None else x._handle, kernel, stride, padding, dilation,
                                              ceil_mode)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_max_pool1d_ex(_handle(x, "x"), kernel, stride, padding, dilation, ceil_mode)
    return _wrap(result) if result else _tensor(result)


def nn_max_pool1d_with_indices(x: Tensor | None, kernel: int, stride: int, padding: int, dilation: int,
                               ceil_mode: int) -> tuple[Tensor, Tensor]:
    """rt_torch_nn_max_pool1d_ex's output and the int64 position of each maximum along L; status
    (rt_torch_nn_max_pool1d_with_indices)."""
    result, output, indices = rt.rt_torch_nn_max_pool1d_with_indices(_handle(x, "x"), kernel, stride, padding, dilation,
                                                                     ceil_mode)
    check(result)
    return _tensor(output), _tensor(indices)


def nn_avg_pool2d_ex(x: Tensor | None, kernel: Sequence[int], stride: Sequence[int], padding: Sequence[int],
                     ceil_mode: int, count_include_pad: int, divisor_override: int) -> Tensor:
    """2-D average pooling: each window's sum over divisor_override (0: none), else over its size (the padding counted
    if count_include_pad, never what lies past it) (rt_torch_nn_avg_pool2d_ex)."""
    try:
        result = rt.rt_torch_nn_avg_pool2d_ex(0 if x is None else x._handle, kernel, stride, padding, ceil_mode,
                                              count_include_pad, divisor_override)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_avg_pool2d_ex(_handle(x, "x"), kernel, stride, padding, ceil_mode, count_include_pad,
                                              divisor_override)
    return _wrap(result) if result else _tensor(result)


def nn_avg_pool1d_ex(x: Tensor | None, kernel: int, stride: int, padding: int, ceil_mode: int, count_include_pad: int,
                     divisor_override: int) -> Tensor:
    """1-D average pooling of (N, C, L) or (C, L) input, options as rt_torch_nn_avg_pool2d_ex
    (rt_torch_nn_avg_pool1d_ex)."""
    try:
        result = rt.rt_torch_nn_avg_pool1d_ex(0 if x is None else x._handle, kernel, stride, padding, ceil_mode,
                                              count_include_pad, divisor_override)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_avg_pool1d_ex(_handle(x, "x"), kernel, stride, padding, ceil_mode, count_include_pad,
                                              divisor_override)
    return _wrap(result) if result else _tensor(result)


def nn_adaptive_avg_pool2d(x: Tensor | None, output_size: Sequence[int]) -> Tensor:
    """mean of (N, C, H, W) or (C, H, W) floating x over adaptive windows, to output_size (0 allowed)
    (rt_torch_nn_adaptive_avg_pool2d)."""
    try:
        result = rt.rt_torch_nn_adaptive_avg_pool2d(0 if x is None else x._handle, output_size)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_adaptive_avg_pool2d(_handle(x, "x"), output_size)
    return _wrap(result) if result else _tensor(result)


def nn_adaptive_avg_pool1d(x: Tensor | None, output_size: int) -> Tensor:
    """mean of (N, C, L) or (C, L) floating x over adaptive windows, to output_size (0 allowed)
    (rt_torch_nn_adaptive_avg_pool1d)."""
    try:
        result = rt.rt_torch_nn_adaptive_avg_pool1d(0 if x is None else x._handle, output_size)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_adaptive_avg_pool1d(_handle(x, "x"), output_size)
    return _wrap(result) if result else _tensor(result)


def nn_adaptive_max_pool2d(x: Tensor | None, output_size: Sequence[int]) -> Tensor:
    """maximum of (N, C, H, W) or (C, H, W) floating x over adaptive windows, to output_size (0 allowed)
    (rt_torch_nn_adaptive_max_pool2d)."""
    try:
        result = rt.rt_torch_nn_adaptive_max_pool2d(0 if x is None else x._handle, output_size)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_adaptive_max_pool2d(_handle(x, "x"), output_size)
    return _wrap(result) if result else _tensor(result)


def nn_adaptive_max_pool2d_with_indices(x: Tensor | None, output_size: Sequence[int]) -> tuple[Tensor, Tensor]:
    """rt_torch_nn_adaptive_max_pool2d's output and the int64 index of each maximum in its plane; status
    (rt_torch_nn_adaptive_max_pool2d_with_indices)."""
    result, output, indices = rt.rt_torch_nn_adaptive_max_pool2d_with_indices(_handle(x, "x"), output_size)
    check(result)
    return _tensor(output), _tensor(indices)


def nn_adaptive_max_pool1d(x: Tensor | None, output_size: int) -> Tensor:
    """maximum of (N, C, L) or (C, L) floating x over adaptive windows, to output_size (0 allowed)
    (rt_torch_nn_adaptive_max_pool1d)."""
    try:
        result = rt.rt_torch_nn_adaptive_max_pool1d(0 if x is None else x._handle, output_size)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_adaptive_max_pool1d(_handle(x, "x"), output_size)
    return _wrap(result) if result else _tensor(result)


def nn_adaptive_max_pool1d_with_indices(x: Tensor | None, output_size: int) -> tuple[Tensor, Tensor]:
    """rt_torch_nn_adaptive_max_pool1d's output and the int64 position of each maximum along L; status
    (rt_torch_nn_adaptive_max_pool1d_with_indices)."""
    result, output, indices = rt.rt_torch_nn_adaptive_max_pool1d_with_indices(_handle(x, "x"), output_size)
    check(result)
    return _tensor(output), _tensor(indices)


def nn_interpolate(x: Tensor | None, size: Sequence[int], scales: Sequence[float], mode: int,
                   align_corners: int) -> Tensor:
    """(N, C, *) x resized to size over its last n dims by mode (RT_INTERPOLATE_*); scales (n_scales 0 or n): the scale
    factors a caller gave, used for the positions as PyTorch does; align_corners for LINEAR
    (rt_torch_nn_interpolate)."""
    try:
        result = rt.rt_torch_nn_interpolate(0 if x is None else x._handle, size, scales, mode, align_corners)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_interpolate(_handle(x, "x"), size, scales, mode, align_corners)
    return _wrap(result) if result else _tensor(result)


def nn_group_norm(x: Tensor | None, num_groups: int, weight: Tensor | None, bias: Tensor | None, eps: float) -> Tensor:
    """each group of channels of (N, C, *) x normalised over its channels and positions (biased variance), then weight *
    . + bias per channel (0: none; of x's dtype, or float32 with a half or bfloat16 x, as PyTorch's CPU kernel takes);
    instance norm is num_groups = C (rt_torch_nn_group_norm)."""
    try:
        result = rt.rt_torch_nn_group_norm(0 if x is None else x._handle, num_groups,
                                           0 if weight is None else weight._handle, 0 if bias is None else bias._handle,
                                           eps)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_group_norm(_handle(x, "x"), num_groups, _handle(weight, "weight"),
                                           _handle(bias, "bias"), eps)
    return _wrap(result) if result else _tensor(result)


def nn_rms_norm(x: Tensor | None, normalized_shape: Sequence[int], weight: Tensor | None, eps: float) -> Tensor:
    """x / sqrt(mean(x ** 2) + eps) over the trailing dims of normalized_shape, times weight (0: none); eps NaN: the
    dtype's machine epsilon (rt_torch_nn_rms_norm)."""
    try:
        result = rt.rt_torch_nn_rms_norm(0 if x is None else x._handle, normalized_shape,
                                         0 if weight is None else weight._handle, eps)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_rms_norm(_handle(x, "x"), normalized_shape, _handle(weight, "weight"), eps)
    return _wrap(result) if result else _tensor(result)


def nn_batch_norm(x: Tensor | None, running_mean: Tensor | None, running_var: Tensor | None, weight: Tensor | None,
                  bias: Tensor | None, training: int, momentum: float, eps: float) -> Tensor:
    """batch norm over dim 1; updates the running stats in place when training (rt_torch_nn_batch_norm)."""
    try:
        result = rt.rt_torch_nn_batch_norm(0 if x is None else x._handle,
                                           0 if running_mean is None else running_mean._handle,
                                           0 if running_var is None else running_var._handle,
                                           0 if weight is None else weight._handle, 0 if bias is None else bias._handle,
                                           training, momentum, eps)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_batch_norm(_handle(x, "x"), _handle(running_mean, "running_mean"),
                                           _handle(running_var, "running_var"), _handle(weight, "weight"),
                                           _handle(bias, "bias"), training, momentum, eps)
    return _wrap(result) if result else _tensor(result)


def nn_layer_norm(x: Tensor | None, normalized_shape: Sequence[int], weight: Tensor | None, bias: Tensor | None,
                  eps: float) -> Tensor:
    """normalise over the trailing dims (rt_torch_nn_layer_norm)."""
    try:
        result = rt.rt_torch_nn_layer_norm(0 if x is None else x._handle, normalized_shape,
                                           0 if weight is None else weight._handle, 0 if bias is None else bias._handle,
                                           eps)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_layer_norm(_handle(x, "x"), normalized_shape, _handle(weight, "weight"),
                                           _handle(bias, "bias"), eps)
    return _wrap(result) if result else _tensor(result)


def nn_dropout(x: Tensor | None, p: float, training: int) -> Tensor:
    """zero elements with probability p, scale by 1/(1-p) (rt_torch_nn_dropout)."""
    try:
        result = rt.rt_torch_nn_dropout(0 if x is None else x._handle, p, training)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_dropout(_handle(x, "x"), p, training)
    return _wrap(result) if result else _tensor(result)


def nn_embedding(indices: Tensor | None, weight: Tensor | None) -> Tensor:
    """rows of weight picked by int64 indices (rt_torch_nn_embedding)."""
    try:
        result = rt.rt_torch_nn_embedding(0 if indices is None else indices._handle,
                                          0 if weight is None else weight._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_embedding(_handle(indices, "indices"), _handle(weight, "weight"))
    return _wrap(result) if result else _tensor(result)


def nn_embedding_ex(indices: Tensor | None, weight: Tensor | None, padding_idx: int, max_norm: float,
                    norm_type: float) -> Tensor:
    """rt_torch_nn_embedding with PyTorch's options: row padding_idx (-1: none) gets no gradient; max_norm > 0 first
    scales the named rows whose norm_type-norm exceeds it, in place (0: none) (rt_torch_nn_embedding_ex)."""
    try:
        result = rt.rt_torch_nn_embedding_ex(0 if indices is None else indices._handle,
                                             0 if weight is None else weight._handle, padding_idx, max_norm, norm_type)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_embedding_ex(_handle(indices, "indices"), _handle(weight, "weight"), padding_idx,
                                             max_norm, norm_type)
    return _wrap(result) if result else _tensor(result)


def nn_embedding_bag(indices: Tensor | None, weight: Tensor | None, offsets: Tensor | None, mode: int,
                     per_sample_weights: Tensor | None, include_last_offset: int, padding_idx: int, max_norm: float,
                     norm_type: float) -> Tensor:
    """(bags, embedding_dim): each bag's rows of weight combined by mode (RT_EMBEDDING_BAG_*); 1-D indices cut into bags
    at offsets (starts from 0, non-decreasing; include_last_offset: offsets ends with the length), or 2-D indices of one
    bag a row (offsets 0); per_sample_weights (0: none) of indices' shape, SUM only; padding_idx (-1: none) rows are
    left out; an empty bag gives zeros; max_norm > 0 renormalises the rows used in place as rt_torch_nn_embedding_ex
    (rt_torch_nn_embedding_bag)."""
    try:
        result = rt.rt_torch_nn_embedding_bag(0 if indices is None else indices._handle,
                                              0 if weight is None else weight._handle,
                                              0 if offsets is None else offsets._handle, mode,
                                              0 if per_sample_weights is None else per_sample_weights._handle,
                                              include_last_offset, padding_idx, max_norm, norm_type)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_embedding_bag(_handle(indices, "indices"), _handle(weight, "weight"),
                                              _handle(offsets, "offsets"), mode,
                                              _handle(per_sample_weights, "per_sample_weights"), include_last_offset,
                                              padding_idx, max_norm, norm_type)
    return _wrap(result) if result else _tensor(result)


def nn_one_hot(indices: Tensor | None, num_classes: int) -> Tensor:
    """int64 of indices' shape plus a last dim of num_classes (-1: the largest index + 1), 1 at each index
    (rt_torch_nn_one_hot)."""
    try:
        result = rt.rt_torch_nn_one_hot(0 if indices is None else indices._handle, num_classes)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_one_hot(_handle(indices, "indices"), num_classes)
    return _wrap(result) if result else _tensor(result)


def nn_normalize(x: Tensor | None, p: float, dim: int, eps: float) -> Tensor:
    """x divided by max(its p-norm along dim, eps), floating x (rt_torch_nn_normalize)."""
    try:
        result = rt.rt_torch_nn_normalize(0 if x is None else x._handle, p, dim, eps)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_normalize(_handle(x, "x"), p, dim, eps)
    return _wrap(result) if result else _tensor(result)


def nn_cosine_similarity(x1: Tensor | None, x2: Tensor | None, dim: int, eps: float) -> Tensor:
    """cosine of the angle between x1 and x2 along dim (broadcast; promoted to a floating dtype), each norm at least eps
    (rt_torch_nn_cosine_similarity)."""
    try:
        result = rt.rt_torch_nn_cosine_similarity(0 if x1 is None else x1._handle, 0 if x2 is None else x2._handle, dim,
                                                  eps)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_cosine_similarity(_handle(x1, "x1"), _handle(x2, "x2"), dim, eps)
    return _wrap(result) if result else _tensor(result)


# ---- 10. Losses (reduction: 0 none, 1 mean, 2 sum) ----
def nn_mse_loss(input: Tensor | None, target: Tensor | None, reduction: int) -> Tensor:
    """squared error (rt_torch_nn_mse_loss)."""
    try:
        result = rt.rt_torch_nn_mse_loss(0 if input is None else input._handle, 0 if target is None else target._handle,
                                         reduction)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_mse_loss(_handle(input, "input"), _handle(target, "target"), reduction)
    return _wrap(result) if result else _tensor(result)


def nn_cross_entropy(logits: Tensor | None, target: Tensor | None, reduction: int) -> Tensor:
    """cross entropy on int64 class indices (rt_torch_nn_cross_entropy)."""
    try:
        result = rt.rt_torch_nn_cross_entropy(0 if logits is None else logits._handle,
                                              0 if target is None else target._handle, reduction)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_cross_entropy(_handle(logits, "logits"), _handle(target, "target"), reduction)
    return _wrap(result) if result else _tensor(result)


def nn_binary_cross_entropy(probs: Tensor | None, target: Tensor | None, reduction: int) -> Tensor:
    """BCE on probabilities (rt_torch_nn_binary_cross_entropy)."""
    try:
        result = rt.rt_torch_nn_binary_cross_entropy(0 if probs is None else probs._handle,
                                                     0 if target is None else target._handle, reduction)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_binary_cross_entropy(_handle(probs, "probs"), _handle(target, "target"), reduction)
    return _wrap(result) if result else _tensor(result)


def nn_nll_loss(log_probs: Tensor | None, target: Tensor | None, reduction: int) -> Tensor:
    """negative log likelihood on class indices (rt_torch_nn_nll_loss)."""
    try:
        result = rt.rt_torch_nn_nll_loss(0 if log_probs is None else log_probs._handle,
                                         0 if target is None else target._handle, reduction)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_nll_loss(_handle(log_probs, "log_probs"), _handle(target, "target"), reduction)
    return _wrap(result) if result else _tensor(result)


def nn_l1_loss(input: Tensor | None, target: Tensor | None, reduction: int) -> Tensor:
    """absolute error (rt_torch_nn_l1_loss)."""
    try:
        result = rt.rt_torch_nn_l1_loss(0 if input is None else input._handle, 0 if target is None else target._handle,
                                        reduction)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_l1_loss(_handle(input, "input"), _handle(target, "target"), reduction)
    return _wrap(result) if result else _tensor(result)


def nn_smooth_l1_loss(input: Tensor | None, target: Tensor | None, beta: float, reduction: int) -> Tensor:
    """0.5 * d ** 2 / beta where |d| < beta, else |d| - 0.5 * beta, d = input - target (beta >= 0; 0: l1)
    (rt_torch_nn_smooth_l1_loss)."""
    try:
        result = rt.rt_torch_nn_smooth_l1_loss(0 if input is None else input._handle,
                                               0 if target is None else target._handle, beta, reduction)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_smooth_l1_loss(_handle(input, "input"), _handle(target, "target"), beta, reduction)
    return _wrap(result) if result else _tensor(result)


def nn_huber_loss(input: Tensor | None, target: Tensor | None, delta: float, reduction: int) -> Tensor:
    """0.5 * d ** 2 where |d| < delta, else delta * (|d| - 0.5 * delta), d = input - target (delta > 0)
    (rt_torch_nn_huber_loss)."""
    try:
        result = rt.rt_torch_nn_huber_loss(0 if input is None else input._handle,
                                           0 if target is None else target._handle, delta, reduction)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_huber_loss(_handle(input, "input"), _handle(target, "target"), delta, reduction)
    return _wrap(result) if result else _tensor(result)


def nn_soft_margin_loss(input: Tensor | None, target: Tensor | None, reduction: int) -> Tensor:
    """log(1 + exp(-target * input)); target takes no gradient (rt_torch_nn_soft_margin_loss)."""
    try:
        result = rt.rt_torch_nn_soft_margin_loss(0 if input is None else input._handle,
                                                 0 if target is None else target._handle, reduction)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_soft_margin_loss(_handle(input, "input"), _handle(target, "target"), reduction)
    return _wrap(result) if result else _tensor(result)


def nn_binary_cross_entropy_with_logits(input: Tensor | None, target: Tensor | None, weight: Tensor | None,
                                        pos_weight: Tensor | None, reduction: int) -> Tensor:
    """BCE of sigmoid(input), computed without overflow; weight (0: none) scales each element's loss and pos_weight (0:
    none) the positive term; both broadcast to input's shape and take no gradient
    (rt_torch_nn_binary_cross_entropy_with_logits)."""
    try:
        result = rt.rt_torch_nn_binary_cross_entropy_with_logits(0 if input is None else input._handle,
                                                                 0 if target is None else target._handle,
                                                                 0 if weight is None else weight._handle,
                                                                 0 if pos_weight is None else pos_weight._handle,
                                                                 reduction)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_binary_cross_entropy_with_logits(_handle(input, "input"), _handle(target, "target"),
                                                                 _handle(weight, "weight"),
                                                                 _handle(pos_weight, "pos_weight"), reduction)
    return _wrap(result) if result else _tensor(result)


def nn_kl_div(input: Tensor | None, target: Tensor | None, log_target: int, reduction: int) -> Tensor:
    """target * (log(target) - input) of log-probabilities input (log_target: target holds log-probabilities too);
    RT_REDUCTION_MEAN averages over every element (rt_torch_nn_kl_div)."""
    try:
        result = rt.rt_torch_nn_kl_div(0 if input is None else input._handle, 0 if target is None else target._handle,
                                       log_target, reduction)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_kl_div(_handle(input, "input"), _handle(target, "target"), log_target, reduction)
    return _wrap(result) if result else _tensor(result)


def nn_cross_entropy_ex(logits: Tensor | None, target: Tensor | None, weight: Tensor | None, ignore_index: int,
                        label_smoothing: float, reduction: int) -> Tensor:
    """cross entropy with PyTorch's options: target int64 class indices, or class probabilities of logits' shape; weight
    (0: none) one per class, of logits' dtype, taking no gradient with indices; ignore_index a class index left out
    (mean: of the weighted count); label_smoothing in [0, 1] (rt_torch_nn_cross_entropy_ex)."""
    try:
        result = rt.rt_torch_nn_cross_entropy_ex(0 if logits is None else logits._handle,
                                                 0 if target is None else target._handle,
                                                 0 if weight is None else weight._handle, ignore_index, label_smoothing,
                                                 reduction)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_cross_entropy_ex(_handle(logits, "logits"), _handle(target, "target"),
                                                 _handle(weight, "weight"), ignore_index, label_smoothing, reduction)
    return _wrap(result) if result else _tensor(result)


def nn_nll_loss_ex(log_probs: Tensor | None, target: Tensor | None, weight: Tensor | None, ignore_index: int,
                   reduction: int) -> Tensor:
    """negative log likelihood with class weights (0: none; mean divides by the weights of the counted targets) and an
    ignore_index (rt_torch_nn_nll_loss_ex)."""
    try:
        result = rt.rt_torch_nn_nll_loss_ex(0 if log_probs is None else log_probs._handle,
                                            0 if target is None else target._handle,
                                            0 if weight is None else weight._handle, ignore_index, reduction)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_nll_loss_ex(_handle(log_probs, "log_probs"), _handle(target, "target"),
                                            _handle(weight, "weight"), ignore_index, reduction)
    return _wrap(result) if result else _tensor(result)


def nn_margin_ranking_loss(input1: Tensor | None, input2: Tensor | None, target: Tensor | None, margin: float,
                           reduction: int) -> Tensor:
    """max(0, -target * (input1 - input2) + margin); the three have one number of dims and broadcast (promoted; integers
    give float32, bool and complex are refused) (rt_torch_nn_margin_ranking_loss)."""
    try:
        result = rt.rt_torch_nn_margin_ranking_loss(0 if input1 is None else input1._handle,
                                                    0 if input2 is None else input2._handle,
                                                    0 if target is None else target._handle, margin, reduction)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_margin_ranking_loss(_handle(input1, "input1"), _handle(input2, "input2"),
                                                    _handle(target, "target"), margin, reduction)
    return _wrap(result) if result else _tensor(result)


def nn_cosine_embedding_loss(input1: Tensor | None, input2: Tensor | None, target: Tensor | None, margin: float,
                             reduction: int) -> Tensor:
    """1 - cos(input1, input2) where target is 1, max(0, cos - margin) where it is -1, else 0: inputs (N, D) with target
    (N), or (D) with a 0-dim target (inputs broadcast; integers give float32) (rt_torch_nn_cosine_embedding_loss)."""
    try:
        result = rt.rt_torch_nn_cosine_embedding_loss(0 if input1 is None else input1._handle,
                                                      0 if input2 is None else input2._handle,
                                                      0 if target is None else target._handle, margin, reduction)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_cosine_embedding_loss(_handle(input1, "input1"), _handle(input2, "input2"),
                                                      _handle(target, "target"), margin, reduction)
    return _wrap(result) if result else _tensor(result)


def nn_triplet_margin_loss(anchor: Tensor | None, positive: Tensor | None, negative: Tensor | None, margin: float,
                           p: float, eps: float, swap: int, reduction: int) -> Tensor:
    """max(0, margin + d(anchor, positive) - d(anchor, negative)), d(a, b) the p-norm of a - b + eps over the last dim
    (swap: the smaller of d(anchor, negative) and d(positive, negative)); margin > 0, p >= 0; the three have one number
    of dims and broadcast (rt_torch_nn_triplet_margin_loss)."""
    try:
        result = rt.rt_torch_nn_triplet_margin_loss(0 if anchor is None else anchor._handle,
                                                    0 if positive is None else positive._handle,
                                                    0 if negative is None else negative._handle, margin, p, eps, swap,
                                                    reduction)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_triplet_margin_loss(_handle(anchor, "anchor"), _handle(positive, "positive"),
                                                    _handle(negative, "negative"), margin, p, eps, swap, reduction)
    return _wrap(result) if result else _tensor(result)


def nn_ctc_loss(log_probs: Tensor | None, targets: Tensor | None, input_lengths: Tensor | None,
                target_lengths: Tensor | None, blank: int, reduction: int, zero_infinity: int) -> Tensor:
    """CTC loss: log_probs (T, N, C) or unbatched (T, C), float32 or float64; targets integer classes other than blank,
    (N, S) padded or 1-D one after another; input_lengths, target_lengths integer (N) (0-dim unbatched); mean divides
    each loss by its target length (at least 1), then averages; zero_infinity: impossible alignments give 0 and no
    gradient; the gradient is PyTorch's (made for log_softmax input) (rt_torch_nn_ctc_loss)."""
    try:
        result = rt.rt_torch_nn_ctc_loss(0 if log_probs is None else log_probs._handle,
                                         0 if targets is None else targets._handle,
                                         0 if input_lengths is None else input_lengths._handle,
                                         0 if target_lengths is None else target_lengths._handle, blank, reduction,
                                         zero_infinity)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_ctc_loss(_handle(log_probs, "log_probs"), _handle(targets, "targets"),
                                         _handle(input_lengths, "input_lengths"),
                                         _handle(target_lengths, "target_lengths"), blank, reduction, zero_infinity)
    return _wrap(result) if result else _tensor(result)


# ---- 11. Autograd ----
def tensor_set_requires_grad(x: Tensor | None, flag: int) -> None:
    """start or stop recording ops on a leaf (rt_torch_tensor_set_requires_grad)."""
    try:
        result = rt.rt_torch_tensor_set_requires_grad(0 if x is None else x._handle, flag)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_set_requires_grad(_handle(x, "x"), flag)
    check(result)


def tensor_requires_grad(x: Tensor | None) -> bool:
    """1 when ops on x are recorded (rt_torch_tensor_requires_grad)."""
    try:
        result = rt.rt_torch_tensor_requires_grad(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_requires_grad(_handle(x, "x"))
    return bool(check(result))


def tensor_grad(x: Tensor | None) -> Tensor | None:
    """new handle to x.grad; 0 with RT_OK when x has no grad (rt_torch_tensor_grad)."""
    try:
        result = rt.rt_torch_tensor_grad(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_grad(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_backward(loss: Tensor | None) -> None:
    """accumulate d(loss)/d(leaf) into the leaves' grads; loss is real and holds one element
    (rt_torch_tensor_backward)."""
    try:
        result = rt.rt_torch_tensor_backward(0 if loss is None else loss._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_backward(_handle(loss, "loss"))
    check(result)


def tensor_zero_grad(x: Tensor | None) -> None:
    """drop x.grad (rt_torch_tensor_zero_grad)."""
    try:
        result = rt.rt_torch_tensor_zero_grad(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_zero_grad(_handle(x, "x"))
    check(result)


def tensor_detach(x: Tensor | None) -> Tensor:
    """same data, cut from the graph (rt_torch_tensor_detach)."""
    try:
        result = rt.rt_torch_tensor_detach(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_detach(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def no_grad_begin() -> None:
    """stop recording on this thread; nests (rt_torch_no_grad_begin)."""
    check(rt.rt_torch_no_grad_begin())


def no_grad_end() -> None:
    """end the innermost no_grad_begin (rt_torch_no_grad_end)."""
    check(rt.rt_torch_no_grad_end())


def is_grad_enabled() -> bool:
    """1 when this thread records ops (rt_torch_is_grad_enabled)."""
    return bool(check(rt.rt_torch_is_grad_enabled()))


# ---- 12. Device management ----
def tensor_cuda(x: Tensor | None, device_index: int) -> Tensor:
    """copy on cuda:device_index (rt_torch_tensor_cuda)."""
    try:
        result = rt.rt_torch_tensor_cuda(0 if x is None else x._handle, device_index)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_cuda(_handle(x, "x"), device_index)
    return _wrap(result) if result else _tensor(result)


def tensor_cpu(x: Tensor | None) -> Tensor:
    """copy on the CPU (same data when already there) (rt_torch_tensor_cpu)."""
    try:
        result = rt.rt_torch_tensor_cpu(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_cpu(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_is_cuda(x: Tensor | None) -> bool:
    """1 when x lives on a CUDA device (rt_torch_tensor_is_cuda)."""
    try:
        result = rt.rt_torch_tensor_is_cuda(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_is_cuda(_handle(x, "x"))
    return bool(check(result))


def tensor_device(x: Tensor | None) -> int:
    """device code of x; -2 on error (rt_torch_tensor_device)."""
    try:
        result = rt.rt_torch_tensor_device(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_device(_handle(x, "x"))
    return check(result)


def tensor_to_device(x: Tensor | None, device: int) -> Tensor:
    """copy on a device code (rt_torch_tensor_to_device)."""
    try:
        result = rt.rt_torch_tensor_to_device(0 if x is None else x._handle, device)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_to_device(_handle(x, "x"), device)
    return _wrap(result) if result else _tensor(result)


def tensor_to_stream(x: Tensor | None, stream: StreamHandle | None) -> Tensor:
    """copy to the stream's device, queued on it, not blocking the caller (rt_torch_tensor_to_stream)."""
    return _tensor(rt.rt_torch_tensor_to_stream(_handle(x, "x"), handle_of(stream, StreamHandle, "stream")))


def tensor_clone(x: Tensor | None) -> Tensor:
    """copy with its own storage, kept in the graph (rt_torch_tensor_clone)."""
    try:
        result = rt.rt_torch_tensor_clone(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_clone(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def cuda_synchronize(device_index: int) -> None:
    """wait until all work queued on cuda:device_index (every stream) is done; a device fault that work hit is reported
    here as RT_ERR_DEVICE; status (rt_torch_cuda_synchronize)."""
    check(rt.rt_torch_cuda_synchronize(device_index))


# ---- 13. CUDA streams (RT_ERR_DEVICE where CUDA is absent) ----
def stream_create(device_index: int) -> StreamHandle:
    """new stream on cuda:device_index (rt_torch_stream_create)."""
    return StreamHandle(check(rt.rt_torch_stream_create(device_index)))


def stream_synchronize(stream: StreamHandle | None) -> None:
    """wait for the stream's work (rt_torch_stream_synchronize)."""
    check(rt.rt_torch_stream_synchronize(handle_of(stream, StreamHandle, "stream")))


def stream_query(stream: StreamHandle | None) -> bool:
    """1 all work done, 0 pending (rt_torch_stream_query)."""
    return bool(check(rt.rt_torch_stream_query(handle_of(stream, StreamHandle, "stream"))))


def stream_free(stream: StreamHandle | None) -> None:
    """release a stream handle (rt_torch_stream_free)."""
    check(rt.rt_torch_stream_free(freeing(stream, StreamHandle, "stream")))


# ---- 14. Memory management ----
def tensor_free(x: Tensor | None) -> None:
    """release a tensor handle; 0 is a no-op (rt_torch_tensor_free)."""
    try:
        result = rt.rt_torch_tensor_free(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_free(_handle(x, "x"))
    check(result)


def cuda_memory_allocated(device_index: int) -> int:
    """bytes held by tensors on the device (rt_torch_cuda_memory_allocated)."""
    return check(rt.rt_torch_cuda_memory_allocated(device_index))


def cuda_max_memory_allocated(device_index: int) -> int:
    """peak of the above (rt_torch_cuda_max_memory_allocated)."""
    return check(rt.rt_torch_cuda_max_memory_allocated(device_index))


def cuda_empty_cache() -> None:
    """return cached CUDA memory to the driver (rt_torch_cuda_empty_cache)."""
    check(rt.rt_torch_cuda_empty_cache())


# ---- 15. Optimizers ----
def optim_sgd(params: Sequence[Tensor | None], lr: float, momentum: float, weight_decay: float) -> OptimizerHandle:
    """SGD with momentum and weight decay (PyTorch's rule) (rt_torch_optim_sgd)."""
    params = tuple(params)
    return OptimizerHandle(check(rt.rt_torch_optim_sgd(_handles(params, "params"), lr, momentum, weight_decay)))


def optim_adam(params: Sequence[Tensor | None], lr: float, beta1: float, beta2: float, eps: float,
               weight_decay: float) -> OptimizerHandle:
    """Adam (PyTorch's rule, L2 weight decay) (rt_torch_optim_adam)."""
    params = tuple(params)
    return OptimizerHandle(check(rt.rt_torch_optim_adam(_handles(params, "params"), lr, beta1, beta2, eps,
                                                        weight_decay)))


def optim_step(opt: OptimizerHandle | None) -> None:
    """update the parameters in place from their grads (rt_torch_optim_step)."""
    check(rt.rt_torch_optim_step(handle_of(opt, OptimizerHandle, "opt")))


def optim_zero_grad(opt: OptimizerHandle | None) -> None:
    """drop the parameters' grads (rt_torch_optim_zero_grad)."""
    check(rt.rt_torch_optim_zero_grad(handle_of(opt, OptimizerHandle, "opt")))


def optim_free(opt: OptimizerHandle | None) -> None:
    """release an optimizer handle (rt_torch_optim_free)."""
    check(rt.rt_torch_optim_free(freeing(opt, OptimizerHandle, "opt")))


def optim_adamw(params: Sequence[Tensor | None], lr: float, beta1: float, beta2: float, eps: float,
                weight_decay: float) -> OptimizerHandle:
    """AdamW: Adam with decoupled weight decay (p *= 1 - lr * weight_decay), PyTorch's rule (rt_torch_optim_adamw)."""
    params = tuple(params)
    return OptimizerHandle(check(rt.rt_torch_optim_adamw(_handles(params, "params"), lr, beta1, beta2, eps,
                                                         weight_decay)))


def optim_rmsprop(params: Sequence[Tensor | None], lr: float, alpha: float, eps: float, weight_decay: float,
                  momentum: float, centered: int) -> OptimizerHandle:
    """RMSprop, PyTorch's rule (centered: divide by the gradient's estimated variance) (rt_torch_optim_rmsprop)."""
    params = tuple(params)
    return OptimizerHandle(check(rt.rt_torch_optim_rmsprop(_handles(params, "params"), lr, alpha, eps, weight_decay,
                                                           momentum, centered)))


def optim_adagrad(params: Sequence[Tensor | None], lr: float, lr_decay: float, weight_decay: float,
                  initial_accumulator_value: float, eps: float) -> OptimizerHandle:
    """Adagrad, PyTorch's rule (rt_torch_optim_adagrad)."""
    params = tuple(params)
    return OptimizerHandle(check(rt.rt_torch_optim_adagrad(_handles(params, "params"), lr, lr_decay, weight_decay,
                                                           initial_accumulator_value, eps)))


def optim_adadelta(params: Sequence[Tensor | None], lr: float, rho: float, eps: float,
                   weight_decay: float) -> OptimizerHandle:
    """Adadelta, PyTorch's rule (rt_torch_optim_adadelta)."""
    params = tuple(params)
    return OptimizerHandle(check(rt.rt_torch_optim_adadelta(_handles(params, "params"), lr, rho, eps, weight_decay)))


def optim_add_param_group(opt: OptimizerHandle | None, params: Sequence[Tensor | None]) -> int:
    """a new parameter group with the optimizer's first options (change them with rt_torch_optim_set_option); returns
    its index (rt_torch_optim_add_param_group)."""
    params = tuple(params)
    return check(rt.rt_torch_optim_add_param_group(handle_of(opt, OptimizerHandle, "opt"), _handles(params, "params")))


def optim_param_group_count(opt: OptimizerHandle | None) -> int:
    """number of parameter groups (rt_torch_optim_param_group_count)."""
    return check(rt.rt_torch_optim_param_group_count(handle_of(opt, OptimizerHandle, "opt")))


def optim_set_option(opt: OptimizerHandle | None, group: int, name: str, value: float) -> None:
    """set a group's option by PyTorch's name ("lr", "momentum", "beta1", "nesterov" as 0 or 1, ...): what a
    learning-rate schedule writes; status (rt_torch_optim_set_option)."""
    check(rt.rt_torch_optim_set_option(handle_of(opt, OptimizerHandle, "opt"), group, name, value))


def optim_get_option(opt: OptimizerHandle | None, group: int, name: str) -> float:
    """read a group's option; status (rt_torch_optim_get_option)."""
    result, value = rt.rt_torch_optim_get_option(handle_of(opt, OptimizerHandle, "opt"), group, name)
    check(result)
    return value


def optim_state_count(opt: OptimizerHandle | None, param: Tensor | None) -> int:
    """how many state tensors the optimizer holds for param (0 before its first step) (rt_torch_optim_state_count)."""
    return check(rt.rt_torch_optim_state_count(handle_of(opt, OptimizerHandle, "opt"), _handle(param, "param")))


def optim_state_name(opt: OptimizerHandle | None, param: Tensor | None, index: int) -> str:
    """the name of param's state tensor number index (from 0, in PyTorch's order) (rt_torch_optim_state_name)."""
    return check(rt.rt_torch_optim_state_name(handle_of(opt, OptimizerHandle, "opt"), _handle(param, "param"), index))


def optim_get_state(opt: OptimizerHandle | None, param: Tensor | None, name: str) -> Tensor:
    """a copy of one of param's state tensors ("step", "exp_avg", "momentum_buffer", ...; before the first step, the
    initial value) (rt_torch_optim_get_state)."""
    return _tensor(rt.rt_torch_optim_get_state(handle_of(opt, OptimizerHandle, "opt"), _handle(param, "param"), name))


def optim_set_state(opt: OptimizerHandle | None, param: Tensor | None, name: str, value: Tensor | None) -> None:
    """write one of param's state tensors (same shape, converted to its dtype), e.g. to resume training; status
    (rt_torch_optim_set_state)."""
    check(rt.rt_torch_optim_set_state(handle_of(opt, OptimizerHandle, "opt"), _handle(param, "param"), name,
                                      _handle(value, "value")))


def nn_clip_grad_norm(params: Sequence[Tensor | None], max_norm: float, norm_type: float,
                      error_if_nonfinite: int) -> Tensor:
    """scale the params' gradients in place so that their joint norm_type-norm (inf for the largest) is at most
    max_norm; returns that norm before clipping (rt_torch_nn_clip_grad_norm)."""
    params = tuple(params)
    return _tensor(rt.rt_torch_nn_clip_grad_norm(_handles(params, "params"), max_norm, norm_type, error_if_nonfinite))


def nn_clip_grad_value(params: Sequence[Tensor | None], clip_value: float) -> None:
    """clamp the params' gradients in place to [-clip_value, clip_value]; status (rt_torch_nn_clip_grad_value)."""
    params = tuple(params)
    check(rt.rt_torch_nn_clip_grad_value(_handles(params, "params"), clip_value))


def lr_step(opt: OptimizerHandle | None, step_size: int, gamma: float) -> SchedulerHandle:
    """StepLR: lr *= gamma every step_size steps (rt_torch_lr_step)."""
    return SchedulerHandle(check(rt.rt_torch_lr_step(handle_of(opt, OptimizerHandle, "opt"), step_size, gamma)))


def lr_multistep(opt: OptimizerHandle | None, milestones: Sequence[int], gamma: float) -> SchedulerHandle:
    """MultiStepLR: lr *= gamma at each milestone step (rt_torch_lr_multistep)."""
    return SchedulerHandle(check(rt.rt_torch_lr_multistep(handle_of(opt, OptimizerHandle, "opt"), milestones, gamma)))


def lr_exponential(opt: OptimizerHandle | None, gamma: float) -> SchedulerHandle:
    """ExponentialLR: lr *= gamma each step (rt_torch_lr_exponential)."""
    return SchedulerHandle(check(rt.rt_torch_lr_exponential(handle_of(opt, OptimizerHandle, "opt"), gamma)))


def lr_cosine(opt: OptimizerHandle | None, t_max: int, eta_min: float) -> SchedulerHandle:
    """CosineAnnealingLR: from the base lr down to eta_min over t_max steps along a cosine (and back up)
    (rt_torch_lr_cosine)."""
    return SchedulerHandle(check(rt.rt_torch_lr_cosine(handle_of(opt, OptimizerHandle, "opt"), t_max, eta_min)))


def lr_linear(opt: OptimizerHandle | None, start_factor: float, end_factor: float, total_iters: int) -> SchedulerHandle:
    """LinearLR: the base lr times a factor going linearly from start_factor to end_factor over total_iters
    (rt_torch_lr_linear)."""
    return SchedulerHandle(check(rt.rt_torch_lr_linear(handle_of(opt, OptimizerHandle, "opt"), start_factor, end_factor,
                                                       total_iters)))


def lr_constant(opt: OptimizerHandle | None, factor: float, total_iters: int) -> SchedulerHandle:
    """ConstantLR: the base lr times factor for total_iters steps (rt_torch_lr_constant)."""
    return SchedulerHandle(check(rt.rt_torch_lr_constant(handle_of(opt, OptimizerHandle, "opt"), factor, total_iters)))


def lr_polynomial(opt: OptimizerHandle | None, total_iters: int, power: float) -> SchedulerHandle:
    """PolynomialLR: the base lr times (1 - step / total_iters) ** power (rt_torch_lr_polynomial)."""
    return SchedulerHandle(check(rt.rt_torch_lr_polynomial(handle_of(opt, OptimizerHandle, "opt"), total_iters, power)))


def lr_cosine_warm_restarts(opt: OptimizerHandle | None, t_0: int, t_mult: int, eta_min: float) -> SchedulerHandle:
    """CosineAnnealingWarmRestarts: cosine cycles of t_0, t_0 * t_mult, ... steps (rt_torch_lr_cosine_warm_restarts)."""
    return SchedulerHandle(check(rt.rt_torch_lr_cosine_warm_restarts(handle_of(opt, OptimizerHandle, "opt"), t_0,
                                                                     t_mult, eta_min)))


def lr_one_cycle(opt: OptimizerHandle | None, max_lr: float, total_steps: int, pct_start: float, div_factor: float,
                 final_div_factor: float, anneal_cos: int, three_phase: int, cycle_momentum: int, base_momentum: float,
                 max_momentum: float) -> SchedulerHandle:
    """OneCycleLR: up to max_lr and down over total_steps (cos or linear); momentum or beta1 cycles the other way when
    cycle_momentum (rt_torch_lr_one_cycle)."""
    return SchedulerHandle(check(rt.rt_torch_lr_one_cycle(handle_of(opt, OptimizerHandle, "opt"), max_lr, total_steps,
                                                          pct_start, div_factor, final_div_factor, anneal_cos,
                                                          three_phase, cycle_momentum, base_momentum, max_momentum)))


def lr_plateau(opt: OptimizerHandle | None, maximize: int, factor: float, patience: int, threshold: float,
               threshold_abs: int, cooldown: int, min_lr: float, eps: float) -> SchedulerHandle:
    """ReduceLROnPlateau: lr *= factor once the metric has not improved for more than patience steps
    (rt_torch_lr_plateau)."""
    return SchedulerHandle(check(rt.rt_torch_lr_plateau(handle_of(opt, OptimizerHandle, "opt"), maximize, factor,
                                                        patience, threshold, threshold_abs, cooldown, min_lr, eps)))


def lr_scheduler_step(sched: SchedulerHandle | None) -> None:
    """one step: write the next lr into every group; status (rt_torch_lr_scheduler_step)."""
    check(rt.rt_torch_lr_scheduler_step(handle_of(sched, SchedulerHandle, "sched")))


def lr_scheduler_step_metric(sched: SchedulerHandle | None, metric: float) -> None:
    """one step of a plateau schedule, on the metric just measured; status (rt_torch_lr_scheduler_step_metric)."""
    check(rt.rt_torch_lr_scheduler_step_metric(handle_of(sched, SchedulerHandle, "sched"), metric))


def lr_scheduler_restart(sched: SchedulerHandle | None) -> None:
    """back to step 0 from the base lrs (what SequentialLR does at a milestone); status
    (rt_torch_lr_scheduler_restart)."""
    check(rt.rt_torch_lr_scheduler_restart(handle_of(sched, SchedulerHandle, "sched")))


def lr_scheduler_last_epoch(sched: SchedulerHandle | None) -> int:
    """steps taken, the first counting 0 (rt_torch_lr_scheduler_last_epoch)."""
    return check(rt.rt_torch_lr_scheduler_last_epoch(handle_of(sched, SchedulerHandle, "sched")))


def lr_scheduler_free(sched: SchedulerHandle | None) -> None:
    """release a schedule handle (rt_torch_lr_scheduler_free)."""
    check(rt.rt_torch_lr_scheduler_free(freeing(sched, SchedulerHandle, "sched")))


def optim_lbfgs(params: Sequence[Tensor | None], lr: float, max_iter: int, max_eval: int, tolerance_grad: float,
                tolerance_change: float, history_size: int, line_search_fn: str) -> OptimizerHandle:
    """L-BFGS, PyTorch's algorithm (one parameter group; state on the first parameter); max_eval 0: max_iter * 5 / 4;
    line_search_fn "strong_wolfe" or "" (none); step it with rt_torch_optim_lbfgs_step (rt_torch_optim_lbfgs)."""
    params = tuple(params)
    return OptimizerHandle(check(rt.rt_torch_optim_lbfgs(_handles(params, "params"), lr, max_iter, max_eval,
                                                         tolerance_grad, tolerance_change, history_size,
                                                         line_search_fn)))


def optim_lbfgs_step(opt: OptimizerHandle | None, closure: Callable[[], float]) -> float:
    """one L-BFGS step: calls closure(user_data, &loss) (zero grads, forward, backward, write the loss, return RT_OK) up
    to max_eval times; loss: the first loss. A closure's nonzero RT_ERR_* code fails the step with that code (any other
    value: RT_ERR_INVALID_ARGUMENT) and leaves the parameters and the state as before the step; status
    (rt_torch_optim_lbfgs_step)."""
    result, loss = rt.rt_torch_optim_lbfgs_step(handle_of(opt, OptimizerHandle, "opt"), closure)
    check(result)
    return loss


# ---- 16. Scopes (leak-free C code without bookkeeping) ----
def scope_begin() -> None:
    """open a scope on this thread; scopes nest (rt_torch_scope_begin)."""
    check(rt.rt_torch_scope_begin())


def scope_keep(x: Tensor | None) -> None:
    """x survives the innermost scope (moves to the outer one) (rt_torch_scope_keep)."""
    try:
        result = rt.rt_torch_scope_keep(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_scope_keep(_handle(x, "x"))
    check(result)


def scope_end() -> None:
    """free every handle this thread created in the innermost scope, except those kept (rt_torch_scope_end)."""
    check(rt.rt_torch_scope_end())


# ---- 17. Comparison, logic and masks (results are bool tensors) ----
def tensor_eq(a: Tensor | None, b: Tensor | None) -> Tensor:
    """a == b, broadcast and promoted (rt_torch_tensor_eq)."""
    made = _direct("eq", 0b11, "rt_torch_tensor_eq", a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_eq(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_eq(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_ne(a: Tensor | None, b: Tensor | None) -> Tensor:
    """a != b, broadcast and promoted (rt_torch_tensor_ne)."""
    made = _direct("ne", 0b11, "rt_torch_tensor_ne", a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_ne(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_ne(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_lt(a: Tensor | None, b: Tensor | None) -> Tensor:
    """a < b, broadcast and promoted (rt_torch_tensor_lt)."""
    made = _direct(runtime_ops.direct_tensor_lt, 0b11, "rt_torch_tensor_lt", a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_lt(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_lt(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_le(a: Tensor | None, b: Tensor | None) -> Tensor:
    """a <= b, broadcast and promoted (rt_torch_tensor_le)."""
    made = _direct(runtime_ops.direct_tensor_le, 0b11, "rt_torch_tensor_le", a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_le(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_le(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_gt(a: Tensor | None, b: Tensor | None) -> Tensor:
    """a > b, broadcast and promoted (rt_torch_tensor_gt)."""
    made = _direct(runtime_ops.direct_tensor_gt, 0b11, "rt_torch_tensor_gt", a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_gt(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_gt(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_ge(a: Tensor | None, b: Tensor | None) -> Tensor:
    """a >= b, broadcast and promoted (rt_torch_tensor_ge)."""
    made = _direct(runtime_ops.direct_tensor_ge, 0b11, "rt_torch_tensor_ge", a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_ge(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_ge(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_eq_scalar(a: Tensor | None, s: float) -> Tensor:
    """a == s (s converted to the dtype of a with a float first, as PyTorch) (rt_torch_tensor_eq_scalar)."""
    made = _direct(runtime_ops.direct_tensor_eq_scalar, 0b1, "rt_torch_tensor_eq_scalar", a, s)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_eq_scalar(0 if a is None else a._handle, s)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_eq_scalar(_handle(a, "a"), s)
    return _wrap(result) if result else _tensor(result)


def tensor_ne_scalar(a: Tensor | None, s: float) -> Tensor:
    """a != s (s converted to the dtype of a with a float first, as PyTorch) (rt_torch_tensor_ne_scalar)."""
    made = _direct(runtime_ops.direct_tensor_ne_scalar, 0b1, "rt_torch_tensor_ne_scalar", a, s)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_ne_scalar(0 if a is None else a._handle, s)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_ne_scalar(_handle(a, "a"), s)
    return _wrap(result) if result else _tensor(result)


def tensor_lt_scalar(a: Tensor | None, s: float) -> Tensor:
    """a < s (s converted to the dtype of a with a float first, as PyTorch) (rt_torch_tensor_lt_scalar)."""
    made = _direct(runtime_ops.direct_tensor_lt_scalar, 0b1, "rt_torch_tensor_lt_scalar", a, s)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_lt_scalar(0 if a is None else a._handle, s)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_lt_scalar(_handle(a, "a"), s)
    return _wrap(result) if result else _tensor(result)


def tensor_le_scalar(a: Tensor | None, s: float) -> Tensor:
    """a <= s (s converted to the dtype of a with a float first, as PyTorch) (rt_torch_tensor_le_scalar)."""
    made = _direct(runtime_ops.direct_tensor_le_scalar, 0b1, "rt_torch_tensor_le_scalar", a, s)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_le_scalar(0 if a is None else a._handle, s)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_le_scalar(_handle(a, "a"), s)
    return _wrap(result) if result else _tensor(result)


def tensor_gt_scalar(a: Tensor | None, s: float) -> Tensor:
    """a > s (s converted to the dtype of a with a float first, as PyTorch) (rt_torch_tensor_gt_scalar)."""
    made = _direct(runtime_ops.direct_tensor_gt_scalar, 0b1, "rt_torch_tensor_gt_scalar", a, s)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_gt_scalar(0 if a is None else a._handle, s)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_gt_scalar(_handle(a, "a"), s)
    return _wrap(result) if result else _tensor(result)


def tensor_ge_scalar(a: Tensor | None, s: float) -> Tensor:
    """a >= s (s converted to the dtype of a with a float first, as PyTorch) (rt_torch_tensor_ge_scalar)."""
    made = _direct(runtime_ops.direct_tensor_ge_scalar, 0b1, "rt_torch_tensor_ge_scalar", a, s)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_ge_scalar(0 if a is None else a._handle, s)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_ge_scalar(_handle(a, "a"), s)
    return _wrap(result) if result else _tensor(result)


def tensor_isnan(a: Tensor | None) -> Tensor:
    """a is NaN (rt_torch_tensor_isnan)."""
    made = _direct("isnan", 0b1, "rt_torch_tensor_isnan", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_isnan(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_isnan(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_isinf(a: Tensor | None) -> Tensor:
    """a is infinite (rt_torch_tensor_isinf)."""
    made = _direct("isinf", 0b1, "rt_torch_tensor_isinf", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_isinf(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_isinf(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_isfinite(a: Tensor | None) -> Tensor:
    """a is neither infinite nor NaN (rt_torch_tensor_isfinite)."""
    made = _direct("isfinite", 0b1, "rt_torch_tensor_isfinite", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_isfinite(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_isfinite(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_logical_not(a: Tensor | None) -> Tensor:
    """a is zero (rt_torch_tensor_logical_not)."""
    made = _direct("logical_not", 0b1, "rt_torch_tensor_logical_not", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_logical_not(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_logical_not(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_logical_and(a: Tensor | None, b: Tensor | None) -> Tensor:
    """a and b are non-zero, broadcast (rt_torch_tensor_logical_and)."""
    made = _direct("logical_and", 0b11, "rt_torch_tensor_logical_and", a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_logical_and(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_logical_and(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_logical_or(a: Tensor | None, b: Tensor | None) -> Tensor:
    """a or b is non-zero, broadcast (rt_torch_tensor_logical_or)."""
    made = _direct("logical_or", 0b11, "rt_torch_tensor_logical_or", a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_logical_or(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_logical_or(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_logical_xor(a: Tensor | None, b: Tensor | None) -> Tensor:
    """exactly one of a and b is non-zero, broadcast (rt_torch_tensor_logical_xor)."""
    made = _direct("logical_xor", 0b11, "rt_torch_tensor_logical_xor", a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_logical_xor(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_logical_xor(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_where(condition: Tensor | None, a: Tensor | None, b: Tensor | None) -> Tensor:
    """a where the bool condition holds, else b; all three broadcast, a and b promoted (rt_torch_tensor_where)."""
    made = _direct("where", 0b111, "rt_torch_tensor_where", condition, a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_where(0 if condition is None else condition._handle, 0 if a is None else a._handle,
                                          0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_where(_handle(condition, "condition"), _handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_masked_fill(x: Tensor | None, mask: Tensor | None, value: float) -> Tensor:
    """x with value where the bool mask holds (x and mask broadcast together) (rt_torch_tensor_masked_fill)."""
    made = _direct(runtime_ops.direct_tensor_masked_fill, 0b11, "rt_torch_tensor_masked_fill", x, mask, value)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_masked_fill(0 if x is None else x._handle, 0 if mask is None else mask._handle,
                                                value)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_masked_fill(_handle(x, "x"), _handle(mask, "mask"), value)
    return _wrap(result) if result else _tensor(result)


def tensor_clamp(x: Tensor | None, min: float, max: float) -> Tensor:
    """x limited to [min, max]; a NaN bound is no bound (one must be given) (rt_torch_tensor_clamp)."""
    made = _direct(runtime_ops.direct_tensor_clamp, 0b1, "rt_torch_tensor_clamp", x, min, max)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_clamp(0 if x is None else x._handle, min, max)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_clamp(_handle(x, "x"), min, max)
    return _wrap(result) if result else _tensor(result)


def tensor_bitwise_and(a: Tensor | None, b: Tensor | None) -> Tensor:
    """bitwise and of integer or bool tensors, broadcast and promoted (rt_torch_tensor_bitwise_and)."""
    made = _direct(runtime_ops.direct_tensor_bitwise_and, 0b11, "rt_torch_tensor_bitwise_and", a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_bitwise_and(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_bitwise_and(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_bitwise_or(a: Tensor | None, b: Tensor | None) -> Tensor:
    """bitwise or of integer or bool tensors, broadcast and promoted (rt_torch_tensor_bitwise_or)."""
    made = _direct(runtime_ops.direct_tensor_bitwise_or, 0b11, "rt_torch_tensor_bitwise_or", a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_bitwise_or(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_bitwise_or(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_bitwise_xor(a: Tensor | None, b: Tensor | None) -> Tensor:
    """bitwise xor of integer or bool tensors, broadcast and promoted (rt_torch_tensor_bitwise_xor)."""
    made = _direct(runtime_ops.direct_tensor_bitwise_xor, 0b11, "rt_torch_tensor_bitwise_xor", a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_bitwise_xor(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_bitwise_xor(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_bitwise_not(a: Tensor | None) -> Tensor:
    """bitwise complement of an integer tensor (logical not of a bool one) (rt_torch_tensor_bitwise_not)."""
    made = _direct(runtime_ops.direct_tensor_bitwise_not, 0b1, "rt_torch_tensor_bitwise_not", a)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_bitwise_not(0 if a is None else a._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_bitwise_not(_handle(a, "a"))
    return _wrap(result) if result else _tensor(result)


def tensor_equal(a: Tensor | None, b: Tensor | None) -> bool:
    """1 when a and b have the same shape, dtype and elements (NaN is never equal) (rt_torch_tensor_equal)."""
    try:
        result = rt.rt_torch_tensor_equal(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_equal(_handle(a, "a"), _handle(b, "b"))
    return bool(check(result))


def tensor_allclose(a: Tensor | None, b: Tensor | None, rtol: float, atol: float, equal_nan: int) -> bool:
    """1 when |a - b| <= atol + rtol * |b| everywhere (broadcast; one dtype); equal_nan: NaNs match
    (rt_torch_tensor_allclose)."""
    try:
        result = rt.rt_torch_tensor_allclose(0 if a is None else a._handle, 0 if b is None else b._handle, rtol, atol,
                                             equal_nan)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_allclose(_handle(a, "a"), _handle(b, "b"), rtol, atol, equal_nan)
    return bool(check(result))


# ---- 18. Indexing with tensors (masks, several index tensors) ----
def tensor_nonzero(x: Tensor | None) -> Tensor:
    """int64 indices of the non-zero elements, one row of ndim coordinates each, in row-major order
    (rt_torch_tensor_nonzero)."""
    made = _direct("nonzero", 0b1, "rt_torch_tensor_nonzero", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_nonzero(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_nonzero(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_index(x: Tensor | None, indices: Sequence[Tensor | None]) -> Tensor:
    """x[indices[0], ..., indices[n-1]]: int32/int64 tensors for x's leading dims (broadcast together; negative from the
    end) or bool masks (one per dims they cover) (rt_torch_tensor_index)."""
    indices = tuple(indices)
    return _tensor(rt.rt_torch_tensor_index(_handle(x, "x"), _handles(indices, "indices")))


def tensor_index_put(x: Tensor | None, indices: Sequence[Tensor | None], values: Tensor | None,
                     accumulate: int) -> Tensor:
    """x with x[indices] = values (broadcast, x's dtype); accumulate: += (repeats add up)
    (rt_torch_tensor_index_put)."""
    indices = tuple(indices)
    return _tensor(rt.rt_torch_tensor_index_put(_handle(x, "x"), _handles(indices, "indices"),
                                                _handle(values, "values"), accumulate))


def tensor_scatter(x: Tensor | None, dim: int, index: Tensor | None, src: Tensor | None) -> Tensor:
    """x with x[index[i][j]][j] = src[i][j] for dim 0 (and so on) (rt_torch_tensor_scatter)."""
    try:
        result = rt.rt_torch_tensor_scatter(0 if x is None else x._handle, dim, 0 if index is None else index._handle,
                                            0 if src is None else src._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_scatter(_handle(x, "x"), dim, _handle(index, "index"), _handle(src, "src"))
    return _wrap(result) if result else _tensor(result)


def tensor_scatter_value(x: Tensor | None, dim: int, index: Tensor | None, value: float) -> Tensor:
    """x with value written at index along dim (rt_torch_tensor_scatter_value)."""
    try:
        result = rt.rt_torch_tensor_scatter_value(0 if x is None else x._handle, dim,
                                                  0 if index is None else index._handle, value)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_scatter_value(_handle(x, "x"), dim, _handle(index, "index"), value)
    return _wrap(result) if result else _tensor(result)


def tensor_scatter_add(x: Tensor | None, dim: int, index: Tensor | None, src: Tensor | None) -> Tensor:
    """x with x[index[i][j]][j] += src[i][j] for dim 0 (and so on) (rt_torch_tensor_scatter_add)."""
    try:
        result = rt.rt_torch_tensor_scatter_add(0 if x is None else x._handle, dim,
                                                0 if index is None else index._handle,
                                                0 if src is None else src._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_scatter_add(_handle(x, "x"), dim, _handle(index, "index"), _handle(src, "src"))
    return _wrap(result) if result else _tensor(result)


def tensor_scatter_reduce(x: Tensor | None, dim: int, index: Tensor | None, src: Tensor | None, reduce: int,
                          include_self: int) -> Tensor:
    """x with src's values combined at index along dim by reduce (RT_SCATTER_*); include_self: x's own value takes part
    (rt_torch_tensor_scatter_reduce)."""
    try:
        result = rt.rt_torch_tensor_scatter_reduce(0 if x is None else x._handle, dim,
                                                   0 if index is None else index._handle,
                                                   0 if src is None else src._handle, reduce, include_self)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_scatter_reduce(_handle(x, "x"), dim, _handle(index, "index"), _handle(src, "src"),
                                                   reduce, include_self)
    return _wrap(result) if result else _tensor(result)


def tensor_index_add(x: Tensor | None, dim: int, index: Tensor | None, source: Tensor | None, alpha: float) -> Tensor:
    """x with alpha * source's slices added at the 1-D index along dim (rt_torch_tensor_index_add)."""
    try:
        result = rt.rt_torch_tensor_index_add(0 if x is None else x._handle, dim, 0 if index is None else index._handle,
                                              0 if source is None else source._handle, alpha)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_index_add(_handle(x, "x"), dim, _handle(index, "index"), _handle(source, "source"),
                                              alpha)
    return _wrap(result) if result else _tensor(result)


def tensor_take_along_dim(x: Tensor | None, indices: Tensor | None, dim: int) -> Tensor:
    """values picked along dim (x and indices broadcast in the other dims) (rt_torch_tensor_take_along_dim)."""
    try:
        result = rt.rt_torch_tensor_take_along_dim(0 if x is None else x._handle,
                                                   0 if indices is None else indices._handle, dim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_take_along_dim(_handle(x, "x"), _handle(indices, "indices"), dim)
    return _wrap(result) if result else _tensor(result)


# ---- 19. More reductions, scans and ordering ----
def tensor_prod(x: Tensor | None) -> Tensor:
    """product (integers and bool give int64) of all elements, as a scalar tensor (rt_torch_tensor_prod)."""
    made = _direct(runtime_ops.direct_tensor_prod, 0b1, "rt_torch_tensor_prod", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_prod(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_prod(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_prod_dim(x: Tensor | None, dim: int, keepdim: int) -> Tensor:
    """product (integers and bool give int64) along dim; keepdim keeps it as size 1 (rt_torch_tensor_prod_dim)."""
    made = _direct(runtime_ops.direct_tensor_prod_dim, 0b1, "rt_torch_tensor_prod_dim", x, dim, keepdim)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_prod_dim(0 if x is None else x._handle, dim, keepdim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_prod_dim(_handle(x, "x"), dim, keepdim)
    return _wrap(result) if result else _tensor(result)


def tensor_all(x: Tensor | None) -> Tensor:
    """1 when every element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor
    (rt_torch_tensor_all)."""
    made = _direct(runtime_ops.direct_tensor_all, 0b1, "rt_torch_tensor_all", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_all(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_all(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_all_dim(x: Tensor | None, dim: int, keepdim: int) -> Tensor:
    """1 when every element is non-zero (bool; uint8 for uint8) along dim; keepdim keeps it as size 1
    (rt_torch_tensor_all_dim)."""
    made = _direct(runtime_ops.direct_tensor_all_dim, 0b1, "rt_torch_tensor_all_dim", x, dim, keepdim)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_all_dim(0 if x is None else x._handle, dim, keepdim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_all_dim(_handle(x, "x"), dim, keepdim)
    return _wrap(result) if result else _tensor(result)


def tensor_any(x: Tensor | None) -> Tensor:
    """1 when some element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor
    (rt_torch_tensor_any)."""
    made = _direct(runtime_ops.direct_tensor_any, 0b1, "rt_torch_tensor_any", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_any(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_any(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_any_dim(x: Tensor | None, dim: int, keepdim: int) -> Tensor:
    """1 when some element is non-zero (bool; uint8 for uint8) along dim; keepdim keeps it as size 1
    (rt_torch_tensor_any_dim)."""
    made = _direct(runtime_ops.direct_tensor_any_dim, 0b1, "rt_torch_tensor_any_dim", x, dim, keepdim)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_any_dim(0 if x is None else x._handle, dim, keepdim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_any_dim(_handle(x, "x"), dim, keepdim)
    return _wrap(result) if result else _tensor(result)


def tensor_logsumexp(x: Tensor | None, dim: int, keepdim: int) -> Tensor:
    """log of the sum of exp along dim, without overflow (rt_torch_tensor_logsumexp)."""
    made = _direct(runtime_ops.direct_tensor_logsumexp, 0b1, "rt_torch_tensor_logsumexp", x, dim, keepdim)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_logsumexp(0 if x is None else x._handle, dim, keepdim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_logsumexp(_handle(x, "x"), dim, keepdim)
    return _wrap(result) if result else _tensor(result)


def tensor_cumsum(x: Tensor | None, dim: int) -> Tensor:
    """running sum along dim (integers and bool give int64) (rt_torch_tensor_cumsum)."""
    made = _direct(runtime_ops.direct_tensor_cumsum, 0b1, "rt_torch_tensor_cumsum", x, dim)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_cumsum(0 if x is None else x._handle, dim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_cumsum(_handle(x, "x"), dim)
    return _wrap(result) if result else _tensor(result)


def tensor_cumprod(x: Tensor | None, dim: int) -> Tensor:
    """running product along dim (integers and bool give int64) (rt_torch_tensor_cumprod)."""
    made = _direct(runtime_ops.direct_tensor_cumprod, 0b1, "rt_torch_tensor_cumprod", x, dim)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_cumprod(0 if x is None else x._handle, dim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_cumprod(_handle(x, "x"), dim)
    return _wrap(result) if result else _tensor(result)


def tensor_cummax(x: Tensor | None, dim: int) -> tuple[Tensor, Tensor]:
    """running maximum along dim and where it was (the latest of ties; a NaN stays); status (rt_torch_tensor_cummax)."""
    result, values, indices = rt.rt_torch_tensor_cummax(_handle(x, "x"), dim)
    check(result)
    return _tensor(values), _tensor(indices)


def tensor_cummin(x: Tensor | None, dim: int) -> tuple[Tensor, Tensor]:
    """running minimum along dim and where it was (the latest of ties; a NaN stays); status (rt_torch_tensor_cummin)."""
    result, values, indices = rt.rt_torch_tensor_cummin(_handle(x, "x"), dim)
    check(result)
    return _tensor(values), _tensor(indices)


def tensor_var_correction(x: Tensor | None, dims: Sequence[int], correction: float, keepdim: int) -> Tensor:
    """variance over n dims (n 0: all elements): squared deviations summed / max(0, N - correction)
    (rt_torch_tensor_var_correction)."""
    try:
        result = rt.rt_torch_tensor_var_correction(0 if x is None else x._handle, dims, correction, keepdim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_var_correction(_handle(x, "x"), dims, correction, keepdim)
    return _wrap(result) if result else _tensor(result)


def tensor_std_correction(x: Tensor | None, dims: Sequence[int], correction: float, keepdim: int) -> Tensor:
    """square root of rt_torch_tensor_var_correction (rt_torch_tensor_std_correction)."""
    try:
        result = rt.rt_torch_tensor_std_correction(0 if x is None else x._handle, dims, correction, keepdim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_std_correction(_handle(x, "x"), dims, correction, keepdim)
    return _wrap(result) if result else _tensor(result)


def tensor_sort(x: Tensor | None, dim: int, descending: int, stable: int) -> tuple[Tensor, Tensor]:
    """x sorted along dim and where each value came from (equal values keep their order whatever stable says, which
    PyTorch allows); status (rt_torch_tensor_sort)."""
    result, values, indices = rt.rt_torch_tensor_sort(_handle(x, "x"), dim, descending, stable)
    check(result)
    return _tensor(values), _tensor(indices)


def tensor_argsort(x: Tensor | None, dim: int, descending: int, stable: int) -> Tensor:
    """the indices of rt_torch_tensor_sort alone (rt_torch_tensor_argsort)."""
    try:
        result = rt.rt_torch_tensor_argsort(0 if x is None else x._handle, dim, descending, stable)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_argsort(_handle(x, "x"), dim, descending, stable)
    return _wrap(result) if result else _tensor(result)


def tensor_topk(x: Tensor | None, k: int, dim: int, largest: int, sorted: int) -> tuple[Tensor, Tensor]:
    """the k largest (largest 0: smallest) along dim and their indices, ordered from the extreme whatever sorted says
    (which PyTorch allows); status (rt_torch_tensor_topk)."""
    result, values, indices = rt.rt_torch_tensor_topk(_handle(x, "x"), k, dim, largest, sorted)
    check(result)
    return _tensor(values), _tensor(indices)


def tensor_kthvalue(x: Tensor | None, k: int, dim: int, keepdim: int) -> tuple[Tensor, Tensor]:
    """the k-th smallest (k from 1) along dim and its index; status (rt_torch_tensor_kthvalue)."""
    result, values, indices = rt.rt_torch_tensor_kthvalue(_handle(x, "x"), k, dim, keepdim)
    check(result)
    return _tensor(values), _tensor(indices)


def tensor_median(x: Tensor | None) -> Tensor:
    """the lower median of all elements (NaN if one is NaN or there are none) (rt_torch_tensor_median)."""
    try:
        result = rt.rt_torch_tensor_median(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_median(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_median_dim(x: Tensor | None, dim: int, keepdim: int) -> tuple[Tensor, Tensor]:
    """the lower median along dim and its index (a NaN and its index if the row has one); status
    (rt_torch_tensor_median_dim)."""
    result, values, indices = rt.rt_torch_tensor_median_dim(_handle(x, "x"), dim, keepdim)
    check(result)
    return _tensor(values), _tensor(indices)


def tensor_mode(x: Tensor | None, dim: int, keepdim: int) -> tuple[Tensor, Tensor]:
    """the most frequent value along dim (the smallest of ties) and its last index; status (rt_torch_tensor_mode)."""
    result, values, indices = rt.rt_torch_tensor_mode(_handle(x, "x"), dim, keepdim)
    check(result)
    return _tensor(values), _tensor(indices)


def tensor_unique(x: Tensor | None) -> tuple[Tensor, Tensor, Tensor]:
    """the distinct elements ascending (each NaN distinct), the int64 position in values of each element of x (x's
    shape) and how often each occurs; status (rt_torch_tensor_unique)."""
    result, values, inverse, counts = rt.rt_torch_tensor_unique(_handle(x, "x"))
    check(result)
    return _tensor(values), _tensor(inverse), _tensor(counts)


def tensor_searchsorted(sorted_sequence: Tensor | None, values: Tensor | None, out_int32: int, right: int,
                        sorter: Tensor | None) -> Tensor:
    """where values would be inserted into the innermost dim of sorted_sequence (1-D, or its leading dims those of
    values) to keep it sorted: the first such place (right: the last); sorter (0: none) the int64 argsort of an unsorted
    sequence; int64 (out_int32: int32) positions (rt_torch_tensor_searchsorted)."""
    try:
        result = rt.rt_torch_tensor_searchsorted(0 if sorted_sequence is None else sorted_sequence._handle,
                                                 0 if values is None else values._handle, out_int32, right,
                                                 0 if sorter is None else sorter._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_searchsorted(_handle(sorted_sequence, "sorted_sequence"), _handle(values, "values"),
                                                 out_int32, right, _handle(sorter, "sorter"))
    return _wrap(result) if result else _tensor(result)


def tensor_bucketize(input: Tensor | None, boundaries: Tensor | None, out_int32: int, right: int) -> Tensor:
    """the index of the bucket of 1-D ascending boundaries each element falls in: boundaries[i-1] < v <= boundaries[i]
    (right: boundaries[i-1] <= v < boundaries[i]) (rt_torch_tensor_bucketize)."""
    try:
        result = rt.rt_torch_tensor_bucketize(0 if input is None else input._handle,
                                              0 if boundaries is None else boundaries._handle, out_int32, right)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_bucketize(_handle(input, "input"), _handle(boundaries, "boundaries"), out_int32,
                                              right)
    return _wrap(result) if result else _tensor(result)


# ---- 20. More shape operations ----
def tensor_tril(x: Tensor | None, diagonal: int) -> Tensor:
    """lower triangle of the last two dims (above diagonal set to 0) (rt_torch_tensor_tril)."""
    made = _direct(runtime_ops.direct_tensor_tril, 0b1, "rt_torch_tensor_tril", x, diagonal)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_tril(0 if x is None else x._handle, diagonal)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_tril(_handle(x, "x"), diagonal)
    return _wrap(result) if result else _tensor(result)


def tensor_triu(x: Tensor | None, diagonal: int) -> Tensor:
    """upper triangle of the last two dims (below diagonal set to 0) (rt_torch_tensor_triu)."""
    made = _direct(runtime_ops.direct_tensor_triu, 0b1, "rt_torch_tensor_triu", x, diagonal)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_triu(0 if x is None else x._handle, diagonal)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_triu(_handle(x, "x"), diagonal)
    return _wrap(result) if result else _tensor(result)


def tensor_roll(x: Tensor | None, shifts: int, dim: int) -> Tensor:
    """elements shifted along dim, wrapping around (rt_torch_tensor_roll)."""
    made = _direct(runtime_ops.direct_tensor_roll, 0b1, "rt_torch_tensor_roll", x, shifts, dim)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_roll(0 if x is None else x._handle, shifts, dim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_roll(_handle(x, "x"), shifts, dim)
    return _wrap(result) if result else _tensor(result)


def tensor_flip(x: Tensor | None, dim: int) -> Tensor:
    """order reversed along dim (rt_torch_tensor_flip)."""
    made = _direct(runtime_ops.direct_tensor_flip, 0b1, "rt_torch_tensor_flip", x, dim)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_flip(0 if x is None else x._handle, dim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_flip(_handle(x, "x"), dim)
    return _wrap(result) if result else _tensor(result)


def tensor_diag(x: Tensor | None, diagonal: int) -> Tensor:
    """1-D x: square matrix with x on the diagonal; 2-D x: that diagonal (0 main, > 0 above, < 0 below)
    (rt_torch_tensor_diag)."""
    try:
        result = rt.rt_torch_tensor_diag(0 if x is None else x._handle, diagonal)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_diag(_handle(x, "x"), diagonal)
    return _wrap(result) if result else _tensor(result)


def tensor_diagonal(x: Tensor | None, offset: int, dim1: int, dim2: int) -> Tensor:
    """the diagonals of the (dim1, dim2) planes as a new last dim (a view) (rt_torch_tensor_diagonal)."""
    try:
        result = rt.rt_torch_tensor_diagonal(0 if x is None else x._handle, offset, dim1, dim2)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_diagonal(_handle(x, "x"), offset, dim1, dim2)
    return _wrap(result) if result else _tensor(result)


def tensor_repeat(x: Tensor | None, repeats: Sequence[int]) -> Tensor:
    """x tiled repeats[i] times along dim i (n >= ndim; extra repeats add leading dims) (rt_torch_tensor_repeat)."""
    try:
        result = rt.rt_torch_tensor_repeat(0 if x is None else x._handle, repeats)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_repeat(_handle(x, "x"), repeats)
    return _wrap(result) if result else _tensor(result)


def tensor_repeat_interleave(x: Tensor | None, repeats: int, dim: int) -> Tensor:
    """each slice along dim repeated repeats times in place (rt_torch_tensor_repeat_interleave)."""
    try:
        result = rt.rt_torch_tensor_repeat_interleave(0 if x is None else x._handle, repeats, dim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_repeat_interleave(_handle(x, "x"), repeats, dim)
    return _wrap(result) if result else _tensor(result)


def tensor_repeat_interleave_tensor(x: Tensor | None, repeats: Tensor | None, dim: int) -> Tensor:
    """slice i along dim repeated repeats[i] times (an integer tensor of 1 or size(dim) counts)
    (rt_torch_tensor_repeat_interleave_tensor)."""
    try:
        result = rt.rt_torch_tensor_repeat_interleave_tensor(0 if x is None else x._handle,
                                                             0 if repeats is None else repeats._handle, dim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_repeat_interleave_tensor(_handle(x, "x"), _handle(repeats, "repeats"), dim)
    return _wrap(result) if result else _tensor(result)


def tensor_split(x: Tensor | None, split_size: int, dim: int, max_out: int) -> tuple[Tensor | None, ...]:
    """views of split_size along dim (the last may be shorter); returns the count (rt_torch_tensor_split)."""
    result, out = rt.rt_torch_tensor_split(_handle(x, "x"), split_size, dim, max_out)
    check(result)
    return _tensors(out)


def tensor_split_sizes(x: Tensor | None, sizes: Sequence[int], dim: int, max_out: int) -> tuple[Tensor | None, ...]:
    """views of the given sizes (summing to size(dim)); returns n (rt_torch_tensor_split_sizes)."""
    result, out = rt.rt_torch_tensor_split_sizes(_handle(x, "x"), sizes, dim, max_out)
    check(result)
    return _tensors(out)


def tensor_tensor_split(x: Tensor | None, sections: int, dim: int, max_out: int) -> tuple[Tensor | None, ...]:
    """sections views along dim, the first size(dim) % sections one longer; returns sections
    (rt_torch_tensor_tensor_split)."""
    result, out = rt.rt_torch_tensor_tensor_split(_handle(x, "x"), sections, dim, max_out)
    check(result)
    return _tensors(out)


def tensor_tensor_split_indices(x: Tensor | None, indices: Sequence[int], dim: int,
                                max_out: int) -> tuple[Tensor | None, ...]:
    """the n + 1 views between the indices along dim (bounds as Python slices); returns n + 1
    (rt_torch_tensor_tensor_split_indices)."""
    result, out = rt.rt_torch_tensor_tensor_split_indices(_handle(x, "x"), indices, dim, max_out)
    check(result)
    return _tensors(out)


def tensor_movedim(x: Tensor | None, source: int, destination: int) -> Tensor:
    """x with dim source moved to position destination (a view) (rt_torch_tensor_movedim)."""
    try:
        result = rt.rt_torch_tensor_movedim(0 if x is None else x._handle, source, destination)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_movedim(_handle(x, "x"), source, destination)
    return _wrap(result) if result else _tensor(result)


def tensor_unflatten(x: Tensor | None, dim: int, sizes: Sequence[int]) -> Tensor:
    """dim split into dims of the given sizes (one may be -1) (rt_torch_tensor_unflatten)."""
    try:
        result = rt.rt_torch_tensor_unflatten(0 if x is None else x._handle, dim, sizes)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_unflatten(_handle(x, "x"), dim, sizes)
    return _wrap(result) if result else _tensor(result)


def nn_pad(x: Tensor | None, pad: Sequence[int], mode: int, value: float) -> Tensor:
    """x padded by (before, after) pairs, the last dim first (negative crops); mode RT_PAD_*, value for RT_PAD_CONSTANT
    (rt_torch_nn_pad)."""
    try:
        result = rt.rt_torch_nn_pad(0 if x is None else x._handle, pad, mode, value)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_pad(_handle(x, "x"), pad, mode, value)
    return _wrap(result) if result else _tensor(result)


# ---- 21. Random sampling (from the generator rt_torch_manual_seed seeds) ----
def tensor_randint(low: int, high: int, dims: Sequence[int], dtype: int, device: int) -> Tensor:
    """integers uniform in [low, high) (dtype default int64) (rt_torch_tensor_randint)."""
    return _tensor(rt.rt_torch_tensor_randint(low, high, dims, dtype, device))


def tensor_randperm(n: int, dtype: int, device: int) -> Tensor:
    """a random permutation of 0..n-1 (dtype default int64) (rt_torch_tensor_randperm)."""
    return _tensor(rt.rt_torch_tensor_randperm(n, dtype, device))


def tensor_multinomial(probs: Tensor | None, num_samples: int, replacement: int) -> Tensor:
    """int64 indices drawn from each row of non-negative weights (1-D or 2-D) (rt_torch_tensor_multinomial)."""
    try:
        result = rt.rt_torch_tensor_multinomial(0 if probs is None else probs._handle, num_samples, replacement)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_multinomial(_handle(probs, "probs"), num_samples, replacement)
    return _wrap(result) if result else _tensor(result)


def tensor_bernoulli(p: Tensor | None) -> Tensor:
    """1 with probability p, else 0, per element of a floating p in [0, 1] (p's dtype; no gradient)
    (rt_torch_tensor_bernoulli)."""
    try:
        result = rt.rt_torch_tensor_bernoulli(0 if p is None else p._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_bernoulli(_handle(p, "p"))
    return _wrap(result) if result else _tensor(result)


def tensor_bernoulli_scalar(x: Tensor | None, p: float) -> Tensor:
    """1 with probability p, else 0, in x's shape and floating dtype (rt_torch_tensor_bernoulli_scalar)."""
    try:
        result = rt.rt_torch_tensor_bernoulli_scalar(0 if x is None else x._handle, p)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_bernoulli_scalar(_handle(x, "x"), p)
    return _wrap(result) if result else _tensor(result)


def tensor_normal_(x: Tensor | None, mean: float, std: float) -> None:
    """overwrite a floating x with samples of N(mean, std**2) (not recorded by autograd) (rt_torch_tensor_normal_)."""
    try:
        result = rt.rt_torch_tensor_normal_(0 if x is None else x._handle, mean, std)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_normal_(_handle(x, "x"), mean, std)
    check(result)


def tensor_uniform_(x: Tensor | None, low: float, high: float) -> None:
    """overwrite a floating x with samples of U[low, high) (not recorded by autograd) (rt_torch_tensor_uniform_)."""
    try:
        result = rt.rt_torch_tensor_uniform_(0 if x is None else x._handle, low, high)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_uniform_(_handle(x, "x"), low, high)
    check(result)


def tensor_random_(x: Tensor | None) -> None:
    """overwrite x with integers uniform from 0 to the largest its dtype holds exactly (floating: 2**significand bits),
    PyTorch's random_(); status (rt_torch_tensor_random_)."""
    try:
        result = rt.rt_torch_tensor_random_(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_random_(_handle(x, "x"))
    check(result)


def tensor_random_between_(x: Tensor | None, low: int, high: int) -> None:
    """overwrite x with integers uniform in [low, high), PyTorch's random_(low, high); status
    (rt_torch_tensor_random_between_)."""
    try:
        result = rt.rt_torch_tensor_random_between_(0 if x is None else x._handle, low, high)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_random_between_(_handle(x, "x"), low, high)
    check(result)


def tensor_random_from_(x: Tensor | None, low: int) -> None:
    """overwrite x with integers uniform from low to the largest its dtype holds exactly, PyTorch's random_(low, None);
    status (rt_torch_tensor_random_from_)."""
    try:
        result = rt.rt_torch_tensor_random_from_(0 if x is None else x._handle, low)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_random_from_(_handle(x, "x"), low)
    check(result)


def generator_new(device: int) -> GeneratorHandle:
    """a new generator for a device (RT_DEVICE_DEFAULT: the default one), seeded as PyTorch's are (67280421310721)
    (rt_torch_generator_new)."""
    return GeneratorHandle(check(rt.rt_torch_generator_new(device)))


def generator_manual_seed(gen: GeneratorHandle | None, seed: int) -> None:
    """reseed gen; status (rt_torch_generator_manual_seed)."""
    check(rt.rt_torch_generator_manual_seed(handle_of(gen, GeneratorHandle, "gen"), seed))


def generator_initial_seed(gen: GeneratorHandle | None) -> int:
    """the seed gen was last given (its 64 bits: a seed above INT64_MAX reads back negative); status
    (rt_torch_generator_initial_seed)."""
    result, seed = rt.rt_torch_generator_initial_seed(handle_of(gen, GeneratorHandle, "gen"))
    check(result)
    return seed


def generator_use(gen: GeneratorHandle | None) -> None:
    """from now on the calling thread's sampling (rand, randn, randint, randperm, multinomial, bernoulli, normal_,
    uniform_; not dropout) draws from gen; 0: from the default generator again; status (rt_torch_generator_use)."""
    check(rt.rt_torch_generator_use(handle_of(gen, GeneratorHandle, "gen")))


def generator_free(gen: GeneratorHandle | None) -> None:
    """release gen (a thread still using it draws from the default generator again); status
    (rt_torch_generator_free)."""
    check(rt.rt_torch_generator_free(freeing(gen, GeneratorHandle, "gen")))


# ---- 22. More linear algebra ----
def tensor_bmm(a: Tensor | None, b: Tensor | None) -> Tensor:
    """batched matrix product of two 3-D tensors with the same batch size (no broadcasting) (rt_torch_tensor_bmm)."""
    try:
        result = rt.rt_torch_tensor_bmm(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_bmm(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_outer(a: Tensor | None, b: Tensor | None) -> Tensor:
    """outer product of two 1-D tensors, promoted (rt_torch_tensor_outer)."""
    try:
        result = rt.rt_torch_tensor_outer(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_outer(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_addmm(input: Tensor | None, mat1: Tensor | None, mat2: Tensor | None, beta: float, alpha: float) -> Tensor:
    """beta * input + alpha * (mat1 @ mat2), input broadcast; beta 0 ignores input (rt_torch_tensor_addmm)."""
    try:
        result = rt.rt_torch_tensor_addmm(0 if input is None else input._handle, 0 if mat1 is None else mat1._handle,
                                          0 if mat2 is None else mat2._handle, beta, alpha)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_addmm(_handle(input, "input"), _handle(mat1, "mat1"), _handle(mat2, "mat2"), beta,
                                          alpha)
    return _wrap(result) if result else _tensor(result)


def tensor_baddbmm(input: Tensor | None, batch1: Tensor | None, batch2: Tensor | None, beta: float,
                   alpha: float) -> Tensor:
    """beta * input + alpha * bmm(batch1, batch2), input broadcast; beta 0 ignores input (rt_torch_tensor_baddbmm)."""
    try:
        result = rt.rt_torch_tensor_baddbmm(0 if input is None else input._handle,
                                            0 if batch1 is None else batch1._handle,
                                            0 if batch2 is None else batch2._handle, beta, alpha)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_baddbmm(_handle(input, "input"), _handle(batch1, "batch1"),
                                            _handle(batch2, "batch2"), beta, alpha)
    return _wrap(result) if result else _tensor(result)


def tensor_einsum(equation: str, operands: Sequence[Tensor | None]) -> Tensor:
    """Einstein sum of n operands of one dtype, e.g. "ij,jk->ik" (letters, ... for broadcast dims, implicit output as
    PyTorch; size-1 dims broadcast) (rt_torch_tensor_einsum)."""
    operands = tuple(operands)
    return _tensor(rt.rt_torch_tensor_einsum(equation, _handles(operands, "operands")))


def tensor_solve(a: Tensor | None, b: Tensor | None, left: int) -> Tensor:
    """X with a X = b (left 0: X a = b), a square, b a matrix or a vector (batch dims broadcast)
    (rt_torch_tensor_solve)."""
    try:
        result = rt.rt_torch_tensor_solve(0 if a is None else a._handle, 0 if b is None else b._handle, left)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_solve(_handle(a, "a"), _handle(b, "b"), left)
    return _wrap(result) if result else _tensor(result)


def tensor_slogdet(x: Tensor | None) -> tuple[Tensor, Tensor]:
    """sign (0 if singular) and log |det| of square matrices; status (rt_torch_tensor_slogdet)."""
    result, sign, logabsdet = rt.rt_torch_tensor_slogdet(_handle(x, "x"))
    check(result)
    return _tensor(sign), _tensor(logabsdet)


def tensor_qr(x: Tensor | None, mode: int) -> tuple[Tensor, Tensor]:
    """QR decomposition x = q r, mode RT_QR_*; status (rt_torch_tensor_qr)."""
    result, q, r = rt.rt_torch_tensor_qr(_handle(x, "x"), mode)
    check(result)
    return _tensor(q), _tensor(r)


def tensor_cholesky(x: Tensor | None, upper: int) -> Tensor:
    """L with x = L L^H of Hermitian positive-definite matrices, read from the lower triangle (upper: U with x = U^H U,
    from the upper one) (rt_torch_tensor_cholesky)."""
    try:
        result = rt.rt_torch_tensor_cholesky(0 if x is None else x._handle, upper)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_cholesky(_handle(x, "x"), upper)
    return _wrap(result) if result else _tensor(result)


def tensor_eigh(x: Tensor | None, upper: int) -> tuple[Tensor, Tensor]:
    """ascending real eigenvalues and orthonormal eigenvectors of Hermitian matrices, read from the lower triangle
    (upper: the upper one); status (rt_torch_tensor_eigh)."""
    result, values, vectors = rt.rt_torch_tensor_eigh(_handle(x, "x"), upper)
    check(result)
    return _tensor(values), _tensor(vectors)


def tensor_eigvalsh(x: Tensor | None, upper: int) -> Tensor:
    """the eigenvalues of rt_torch_tensor_eigh alone (rt_torch_tensor_eigvalsh)."""
    try:
        result = rt.rt_torch_tensor_eigvalsh(0 if x is None else x._handle, upper)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_eigvalsh(_handle(x, "x"), upper)
    return _wrap(result) if result else _tensor(result)


def tensor_svdvals(x: Tensor | None) -> Tensor:
    """singular values, descending (real) (rt_torch_tensor_svdvals)."""
    try:
        result = rt.rt_torch_tensor_svdvals(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_svdvals(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_lstsq(a: Tensor | None, b: Tensor | None, rcond: float,
                 driver: int) -> tuple[Tensor, Tensor, Tensor, Tensor]:
    """least-squares solution of a X = b (b a matrix, or a vector of a's rows), driver RT_LSTSQ_*, rcond < 0 for eps *
    max(m, n); residuals, rank and singular values as PyTorch's driver gives them (else empty); status
    (rt_torch_tensor_lstsq)."""
    result, solution, residuals, rank, singular_values = rt.rt_torch_tensor_lstsq(_handle(a, "a"), _handle(b, "b"),
                                                                                  rcond, driver)
    check(result)
    return _tensor(solution), _tensor(residuals), _tensor(rank), _tensor(singular_values)


def tensor_pinv(x: Tensor | None, atol: float, rtol: float, hermitian: int) -> Tensor:
    """pseudo-inverse, dropping singular values <= max(atol, rtol * largest) (rtol < 0: eps * max(m, n) if atol is 0,
    else 0); hermitian: through eigh (rt_torch_tensor_pinv)."""
    try:
        result = rt.rt_torch_tensor_pinv(0 if x is None else x._handle, atol, rtol, hermitian)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_pinv(_handle(x, "x"), atol, rtol, hermitian)
    return _wrap(result) if result else _tensor(result)


def tensor_matrix_rank(x: Tensor | None, atol: float, rtol: float, hermitian: int) -> Tensor:
    """int64 count of the singular values above the tolerance of rt_torch_tensor_pinv (rt_torch_tensor_matrix_rank)."""
    try:
        result = rt.rt_torch_tensor_matrix_rank(0 if x is None else x._handle, atol, rtol, hermitian)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_matrix_rank(_handle(x, "x"), atol, rtol, hermitian)
    return _wrap(result) if result else _tensor(result)


def tensor_inv_ex(x: Tensor | None) -> tuple[Tensor, Tensor]:
    """inverse without failing on singular matrices: info (int32, per matrix) is 0 or the LAPACK pivot that was 0 (then
    inverse is unspecified); status (rt_torch_tensor_inv_ex)."""
    result, inverse, info = rt.rt_torch_tensor_inv_ex(_handle(x, "x"))
    check(result)
    return _tensor(inverse), _tensor(info)


# ---- 23. More autograd ----
def tensor_backward_gradient(root: Tensor | None, gradient: Tensor | None, retain_graph: int) -> None:
    """backward from any root, seeded with gradient (0: ones, for a root of one element); retain_graph keeps the graph
    for another backward (rt_torch_tensor_backward_gradient)."""
    try:
        result = rt.rt_torch_tensor_backward_gradient(0 if root is None else root._handle,
                                                      0 if gradient is None else gradient._handle, retain_graph)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_backward_gradient(_handle(root, "root"), _handle(gradient, "gradient"),
                                                      retain_graph)
    check(result)


def autograd_grad(outputs: Sequence[Tensor | None], inputs: Sequence[Tensor | None],
                  grad_outputs: Sequence[Tensor | None], retain_graph: int, create_graph: int, allow_unused: int,
                  max_grads: int) -> tuple[Tensor | None, ...]:
    """d(outputs)/d(inputs) weighted by grad_outputs (none, or 0 entries: ones) into grads, without touching .grad; 0
    for an unused input when allow_unused; create_graph makes them differentiable (the NumPy backend: RT_ERR_UNSUPPORTED
    naming an op whose backward it does not record); returns n_inputs (rt_torch_autograd_grad)."""
    outputs = tuple(outputs)
    inputs = tuple(inputs)
    grad_outputs = tuple(grad_outputs)
    result, grads = rt.rt_torch_autograd_grad(_handles(outputs, "outputs"), _handles(inputs, "inputs"),
                                              _handles(grad_outputs, "grad_outputs"), retain_graph, create_graph,
                                              allow_unused, max_grads)
    check(result)
    return _tensors(grads)


def tensor_retain_grad(x: Tensor | None) -> None:
    """keep x's gradient after backward although x is not a leaf (rt_torch_tensor_retain_grad)."""
    try:
        result = rt.rt_torch_tensor_retain_grad(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_retain_grad(_handle(x, "x"))
    check(result)


def tensor_is_leaf(x: Tensor | None) -> bool:
    """1 unless x was computed by a recorded op (PyTorch's is_leaf) (rt_torch_tensor_is_leaf)."""
    try:
        result = rt.rt_torch_tensor_is_leaf(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_is_leaf(_handle(x, "x"))
    return bool(check(result))


def tensor_has_grad_fn(x: Tensor | None) -> bool:
    """1 when x was computed by a recorded op (PyTorch's grad_fn is not None) (rt_torch_tensor_has_grad_fn)."""
    try:
        result = rt.rt_torch_tensor_has_grad_fn(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_has_grad_fn(_handle(x, "x"))
    return bool(check(result))


# ---- 24. Creation with a dtype and a device ----
def tensor_zeros_options(dims: Sequence[int], dtype: int, device: int) -> Tensor:
    """zeros of a dtype on a device (rt_torch_tensor_zeros_options)."""
    return _tensor(rt.rt_torch_tensor_zeros_options(dims, dtype, device))


def tensor_ones_options(dims: Sequence[int], dtype: int, device: int) -> Tensor:
    """ones of a dtype on a device (rt_torch_tensor_ones_options)."""
    return _tensor(rt.rt_torch_tensor_ones_options(dims, dtype, device))


def tensor_empty_options(dims: Sequence[int], dtype: int, device: int) -> Tensor:
    """contents unspecified of a dtype on a device (rt_torch_tensor_empty_options)."""
    return _tensor(rt.rt_torch_tensor_empty_options(dims, dtype, device))


def tensor_rand_options(dims: Sequence[int], dtype: int, device: int) -> Tensor:
    """samples of U[0, 1) (floating or complex dtypes) of a dtype on a device (rt_torch_tensor_rand_options)."""
    return _tensor(rt.rt_torch_tensor_rand_options(dims, dtype, device))


def tensor_randn_options(dims: Sequence[int], dtype: int, device: int) -> Tensor:
    """samples of N(0, 1) (floating or complex dtypes) of a dtype on a device (rt_torch_tensor_randn_options)."""
    return _tensor(rt.rt_torch_tensor_randn_options(dims, dtype, device))


def tensor_full_options(dims: Sequence[int], value: float, dtype: int, device: int) -> Tensor:
    """filled with value (which the dtype must hold) (rt_torch_tensor_full_options)."""
    return _tensor(rt.rt_torch_tensor_full_options(dims, value, dtype, device))


def tensor_eye_options(n: int, m: int, dtype: int, device: int) -> Tensor:
    """n x m identity of a dtype on a device (rt_torch_tensor_eye_options)."""
    return _tensor(rt.rt_torch_tensor_eye_options(n, m, dtype, device))


def tensor_linspace_options(start: float, end: float, steps: int, dtype: int, device: int) -> Tensor:
    """steps evenly spaced values (integer dtypes truncate them) (rt_torch_tensor_linspace_options)."""
    return _tensor(rt.rt_torch_tensor_linspace_options(start, end, steps, dtype, device))


def tensor_arange_options(start: float, end: float, step: float, dtype: int, device: int) -> Tensor:
    """[start, end) by step on a device (rt_torch_tensor_arange_options)."""
    return _tensor(rt.rt_torch_tensor_arange_options(start, end, step, dtype, device))


def tensor_zeros_like(x: Tensor | None, dtype: int, device: int) -> Tensor:
    """zeros of x's shape (and dtype and device, unless given) (rt_torch_tensor_zeros_like)."""
    try:
        result = rt.rt_torch_tensor_zeros_like(0 if x is None else x._handle, dtype, device)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_zeros_like(_handle(x, "x"), dtype, device)
    return _wrap(result) if result else _tensor(result)


def tensor_ones_like(x: Tensor | None, dtype: int, device: int) -> Tensor:
    """ones of x's shape (and dtype and device, unless given) (rt_torch_tensor_ones_like)."""
    try:
        result = rt.rt_torch_tensor_ones_like(0 if x is None else x._handle, dtype, device)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_ones_like(_handle(x, "x"), dtype, device)
    return _wrap(result) if result else _tensor(result)


def tensor_empty_like(x: Tensor | None, dtype: int, device: int) -> Tensor:
    """contents unspecified of x's shape (and dtype and device, unless given) (rt_torch_tensor_empty_like)."""
    try:
        result = rt.rt_torch_tensor_empty_like(0 if x is None else x._handle, dtype, device)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_empty_like(_handle(x, "x"), dtype, device)
    return _wrap(result) if result else _tensor(result)


def tensor_rand_like(x: Tensor | None, dtype: int, device: int) -> Tensor:
    """samples of U[0, 1) of x's shape (and dtype and device, unless given) (rt_torch_tensor_rand_like)."""
    try:
        result = rt.rt_torch_tensor_rand_like(0 if x is None else x._handle, dtype, device)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_rand_like(_handle(x, "x"), dtype, device)
    return _wrap(result) if result else _tensor(result)


def tensor_randn_like(x: Tensor | None, dtype: int, device: int) -> Tensor:
    """samples of N(0, 1) of x's shape (and dtype and device, unless given) (rt_torch_tensor_randn_like)."""
    try:
        result = rt.rt_torch_tensor_randn_like(0 if x is None else x._handle, dtype, device)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_randn_like(_handle(x, "x"), dtype, device)
    return _wrap(result) if result else _tensor(result)


def tensor_full_like(x: Tensor | None, value: float, dtype: int, device: int) -> Tensor:
    """value in x's shape (and dtype and device, unless given) (rt_torch_tensor_full_like)."""
    try:
        result = rt.rt_torch_tensor_full_like(0 if x is None else x._handle, value, dtype, device)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_full_like(_handle(x, "x"), value, dtype, device)
    return _wrap(result) if result else _tensor(result)


# ---- 25. Attention and recurrent cells ----
def nn_scaled_dot_product_attention(query: Tensor | None, key: Tensor | None, value: Tensor | None,
                                    attn_mask: Tensor | None, dropout_p: float, is_causal: int, scale: float) -> Tensor:
    """softmax(query key^T * scale + mask) value over the last two dims (..., L, E), (..., S, E), (..., S, Ev), batch
    dims broadcast; attn_mask (0: none) bool (1 takes part) or of query's dtype (added), broadcast to (..., L, S);
    is_causal: the lower triangle takes part (not with a mask); scale NaN: 1 / sqrt(E); a row that takes nothing gives 0
    (rt_torch_nn_scaled_dot_product_attention)."""
    try:
        result = rt.rt_torch_nn_scaled_dot_product_attention(0 if query is None else query._handle,
                                                             0 if key is None else key._handle,
                                                             0 if value is None else value._handle,
                                                             0 if attn_mask is None else attn_mask._handle, dropout_p,
                                                             is_causal, scale)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_scaled_dot_product_attention(_handle(query, "query"), _handle(key, "key"),
                                                             _handle(value, "value"), _handle(attn_mask, "attn_mask"),
                                                             dropout_p, is_causal, scale)
    return _wrap(result) if result else _tensor(result)


def nn_rnn_cell(input: Tensor | None, hx: Tensor | None, w_ih: Tensor | None, w_hh: Tensor | None, b_ih: Tensor | None,
                b_hh: Tensor | None, relu: int) -> Tensor:
    """one Elman step: tanh (relu: max(0, .)) of input w_ih^T + b_ih + hx w_hh^T + b_hh; input (N, I) or (I), hx (N, H)
    or (H); biases may be 0 (rt_torch_nn_rnn_cell)."""
    try:
        result = rt.rt_torch_nn_rnn_cell(0 if input is None else input._handle, 0 if hx is None else hx._handle,
                                         0 if w_ih is None else w_ih._handle, 0 if w_hh is None else w_hh._handle,
                                         0 if b_ih is None else b_ih._handle, 0 if b_hh is None else b_hh._handle, relu)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_rnn_cell(_handle(input, "input"), _handle(hx, "hx"), _handle(w_ih, "w_ih"),
                                         _handle(w_hh, "w_hh"), _handle(b_ih, "b_ih"), _handle(b_hh, "b_hh"), relu)
    return _wrap(result) if result else _tensor(result)


def nn_lstm_cell(input: Tensor | None, hx: Tensor | None, cx: Tensor | None, w_ih: Tensor | None, w_hh: Tensor | None,
                 b_ih: Tensor | None, b_hh: Tensor | None) -> tuple[Tensor, Tensor]:
    """one LSTM step with PyTorch's gate order (input, forget, cell, output) in w_ih (4H, I) and w_hh (4H, H); status
    (rt_torch_nn_lstm_cell)."""
    result, h, c = rt.rt_torch_nn_lstm_cell(_handle(input, "input"), _handle(hx, "hx"), _handle(cx, "cx"),
                                            _handle(w_ih, "w_ih"), _handle(w_hh, "w_hh"), _handle(b_ih, "b_ih"),
                                            _handle(b_hh, "b_hh"))
    check(result)
    return _tensor(h), _tensor(c)


def nn_gru_cell(input: Tensor | None, hx: Tensor | None, w_ih: Tensor | None, w_hh: Tensor | None, b_ih: Tensor | None,
                b_hh: Tensor | None) -> Tensor:
    """one GRU step with PyTorch's gate order (reset, update, new) in w_ih (3H, I) and w_hh (3H, H)
    (rt_torch_nn_gru_cell)."""
    try:
        result = rt.rt_torch_nn_gru_cell(0 if input is None else input._handle, 0 if hx is None else hx._handle,
                                         0 if w_ih is None else w_ih._handle, 0 if w_hh is None else w_hh._handle,
                                         0 if b_ih is None else b_ih._handle, 0 if b_hh is None else b_hh._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_gru_cell(_handle(input, "input"), _handle(hx, "hx"), _handle(w_ih, "w_ih"),
                                         _handle(w_hh, "w_hh"), _handle(b_ih, "b_ih"), _handle(b_hh, "b_hh"))
    return _wrap(result) if result else _tensor(result)


# ---- 26. Mixed precision ----
def autocast_enter(device: int, dtype: int, enabled: int) -> None:
    """open an autocast region for device (RT_CPU, or n >= 0: CUDA) on the calling thread: enabled 1 casts to dtype
    (RT_BFLOAT16 or RT_FLOAT16; RT_DTYPE_DEFAULT: the device's current one), 0 turns autocast off inside (a nested
    enabled=False region); regions nest, each rt_torch_autocast_exit restores the state before its enter; CUDA on a
    machine without it: RT_ERR_DEVICE; status (rt_torch_autocast_enter)."""
    check(rt.rt_torch_autocast_enter(device, dtype, enabled))


def autocast_exit() -> None:
    """close the calling thread's innermost autocast region, restoring the state before it (none open:
    RT_ERR_INVALID_ARGUMENT); status (rt_torch_autocast_exit)."""
    check(rt.rt_torch_autocast_exit())


def autocast_enabled(device: int) -> bool:
    """1 while autocast is on for device on the calling thread (PyTorch's torch.is_autocast_enabled)
    (rt_torch_autocast_enabled)."""
    return bool(check(rt.rt_torch_autocast_enabled(device)))


def autocast_dtype(device: int) -> int:
    """the dtype code autocast casts to for device on the calling thread (RT_BFLOAT16 for the CPU unless set; PyTorch's
    torch.get_autocast_dtype) (rt_torch_autocast_dtype)."""
    return check(rt.rt_torch_autocast_dtype(device))


def grad_scaler_new(init_scale: float, growth_factor: float, backoff_factor: float, growth_interval: int,
                    enabled: int) -> GradientScalerHandle:
    """a gradient scaler as torch.amp.GradScaler(init_scale, growth_factor > 1, backoff_factor < 1, growth_interval >=
    1, enabled); a disabled one passes everything through (rt_torch_grad_scaler_new)."""
    return GradientScalerHandle(check(rt.rt_torch_grad_scaler_new(init_scale, growth_factor, backoff_factor,
                                                                  growth_interval, enabled)))


def grad_scaler_scale(scaler: GradientScalerHandle | None, x: Tensor | None) -> Tensor:
    """x times the scale (a float32 scalar: a half or bfloat16 x stays so), recorded by autograd; disabled: a new handle
    to x itself (rt_torch_grad_scaler_scale)."""
    return _tensor(rt.rt_torch_grad_scaler_scale(handle_of(scaler, GradientScalerHandle, "scaler"), _handle(x, "x")))


def grad_scaler_unscale(scaler: GradientScalerHandle | None, opt: OptimizerHandle | None) -> None:
    """divide the gradients of opt's parameters by the scale in place and note whether any is inf or NaN; once per
    optimizer between updates, before step (else RT_ERR_INVALID_ARGUMENT); float16 gradients: RT_ERR_DTYPE; status
    (rt_torch_grad_scaler_unscale)."""
    check(rt.rt_torch_grad_scaler_unscale(handle_of(scaler, GradientScalerHandle, "scaler"),
                                          handle_of(opt, OptimizerHandle, "opt")))


def grad_scaler_step(scaler: GradientScalerHandle | None, opt: OptimizerHandle | None) -> bool:
    """unscale (unless done) and run opt's step unless a gradient was inf or NaN: 1 stepped, 0 skipped; once per
    optimizer between updates (rt_torch_grad_scaler_step)."""
    return bool(check(rt.rt_torch_grad_scaler_step(handle_of(scaler, GradientScalerHandle, "scaler"),
                                                   handle_of(opt, OptimizerHandle, "opt"))))


def grad_scaler_update(scaler: GradientScalerHandle | None, new_scale: float) -> None:
    """end the iteration: new_scale NaN: back off the scale after a skipped step, grow it after growth_interval steps
    without one (PyTorch's rule); else set the scale to new_scale; status (rt_torch_grad_scaler_update)."""
    check(rt.rt_torch_grad_scaler_update(handle_of(scaler, GradientScalerHandle, "scaler"), new_scale))


def grad_scaler_get_option(scaler: GradientScalerHandle | None, name: str) -> float:
    """read "scale", "growth_factor", "backoff_factor", "growth_interval" or "growth_tracker" (the steps since the scale
    last changed), the entries of PyTorch's state_dict; status (rt_torch_grad_scaler_get_option)."""
    result, value = rt.rt_torch_grad_scaler_get_option(handle_of(scaler, GradientScalerHandle, "scaler"), name)
    check(result)
    return value


def grad_scaler_set_option(scaler: GradientScalerHandle | None, name: str, value: float) -> None:
    """write one of those, checked as the constructor checks it (PyTorch's set_growth_factor, ..., load_state_dict);
    status (rt_torch_grad_scaler_set_option)."""
    check(rt.rt_torch_grad_scaler_set_option(handle_of(scaler, GradientScalerHandle, "scaler"), name, value))


def grad_scaler_is_enabled(scaler: GradientScalerHandle | None) -> bool:
    """1 for an enabled scaler (rt_torch_grad_scaler_is_enabled)."""
    return bool(check(rt.rt_torch_grad_scaler_is_enabled(handle_of(scaler, GradientScalerHandle, "scaler"))))


def grad_scaler_free(scaler: GradientScalerHandle | None) -> None:
    """release a gradient scaler (rt_torch_grad_scaler_free)."""
    check(rt.rt_torch_grad_scaler_free(freeing(scaler, GradientScalerHandle, "scaler")))


# ---- 28. Saving and loading tensors (safetensors files) ----
def safetensors_new() -> SafetensorsHandle:
    """an empty set of named tensors and metadata, to fill with rt_torch_safetensors_set and save
    (rt_torch_safetensors_new)."""
    return SafetensorsHandle(check(rt.rt_torch_safetensors_new()))


def safetensors_load(path: str) -> SafetensorsHandle:
    """read a whole safetensors file (each tensor read straight into its memory, no copy beside it): the set of its
    tensors, on the CPU whatever the default device (as safetensors.torch.load_file's default; rt_torch_tensor_to_device
    moves one), and metadata; a malformed file (truncated, offsets that overlap or leave gaps or go past the end, an
    unknown dtype, a name twice, a header that is not UTF-8 JSON or over 100 MB) gives nothing
    (rt_torch_safetensors_load)."""
    return SafetensorsHandle(check(rt.rt_torch_safetensors_load(path)))


def safetensors_save(file: SafetensorsHandle | None, path: str) -> None:
    """write the set to path (replaced whole: written to a temporary file beside it, then renamed); status
    (rt_torch_safetensors_save)."""
    check(rt.rt_torch_safetensors_save(handle_of(file, SafetensorsHandle, "file"), path))


def safetensors_set(file: SafetensorsHandle | None, name: str, x: Tensor | None) -> None:
    """add x under name (replacing a tensor of that name, keeping its place): the tensor itself, as a Python dict holds
    it, so a save writes its values at that time; a CPU copy is saved from another device; status
    (rt_torch_safetensors_set)."""
    check(rt.rt_torch_safetensors_set(handle_of(file, SafetensorsHandle, "file"), name, _handle(x, "x")))


def safetensors_count(file: SafetensorsHandle | None) -> int:
    """number of tensors (rt_torch_safetensors_count)."""
    return check(rt.rt_torch_safetensors_count(handle_of(file, SafetensorsHandle, "file")))


def safetensors_name(file: SafetensorsHandle | None, index: int) -> str:
    """the name of tensor number index (from 0: a loaded file's in the order of their data, else the order they were
    first set) (rt_torch_safetensors_name)."""
    return check(rt.rt_torch_safetensors_name(handle_of(file, SafetensorsHandle, "file"), index))


def safetensors_get(file: SafetensorsHandle | None, name: str) -> Tensor:
    """a new handle to the tensor of that name (the set's own tensor, not a copy: loading a large file and taking its
    tensors holds them once) (rt_torch_safetensors_get)."""
    return _tensor(rt.rt_torch_safetensors_get(handle_of(file, SafetensorsHandle, "file"), name))


def safetensors_set_metadata(file: SafetensorsHandle | None, key: str, value: str) -> None:
    """add or replace a text entry of the file's __metadata__; status (rt_torch_safetensors_set_metadata)."""
    check(rt.rt_torch_safetensors_set_metadata(handle_of(file, SafetensorsHandle, "file"), key, value))


def safetensors_metadata_count(file: SafetensorsHandle | None) -> int:
    """number of metadata entries (rt_torch_safetensors_metadata_count)."""
    return check(rt.rt_torch_safetensors_metadata_count(handle_of(file, SafetensorsHandle, "file")))


def safetensors_metadata_key(file: SafetensorsHandle | None, index: int) -> str:
    """the key of metadata entry number index (from 0, in the file's or the setting order)
    (rt_torch_safetensors_metadata_key)."""
    return check(rt.rt_torch_safetensors_metadata_key(handle_of(file, SafetensorsHandle, "file"), index))


def safetensors_metadata_value(file: SafetensorsHandle | None, key: str) -> str:
    """the value of a metadata key (a missing key: "" and RT_ERR_INVALID_ARGUMENT)
    (rt_torch_safetensors_metadata_value)."""
    return check(rt.rt_torch_safetensors_metadata_value(handle_of(file, SafetensorsHandle, "file"), key))


def safetensors_free(file: SafetensorsHandle | None) -> None:
    """release the set (tensors taken from it with rt_torch_safetensors_get stay valid) (rt_torch_safetensors_free)."""
    check(rt.rt_torch_safetensors_free(freeing(file, SafetensorsHandle, "file")))


# ---- 29. DLPack (zero-copy exchange) ----
def dlpack_version() -> int:
    """the DLPack version the library makes, MAJOR * 100 + MINOR (101: 1.1); imports read any 1.x
    (rt_torch_dlpack_version)."""
    return check(rt.rt_torch_dlpack_version())


def tensor_to_dlpack_versioned(x: Tensor | None) -> int:
    """write to *out a new DLManagedTensorVersioned* over x's memory (the caller calls its deleter once); a tensor the
    backend cannot lend (PyTorch's lazy conj or neg) is copied, DLPACK_FLAG_BITMASK_IS_COPIED set; memory x must not
    write (a NumPy broadcast view) has DLPACK_FLAG_BITMASK_READ_ONLY; *out is NULL on failure
    (rt_torch_tensor_to_dlpack_versioned)."""
    result, out = rt.rt_torch_tensor_to_dlpack_versioned(_handle(x, "x"))
    check(result)
    return out


def tensor_from_dlpack_versioned(managed: int) -> Tensor:
    """a tensor over a DLManagedTensorVersioned's memory; it takes managed over: the deleter runs when the last tensor
    over the memory is freed, or, on any failure but NULL, before the return (never touch managed again); another major
    version: RT_ERR_UNSUPPORTED; read-only memory is copied (rt_torch_tensor_from_dlpack_versioned)."""
    return _tensor(rt.rt_torch_tensor_from_dlpack_versioned(managed))


def tensor_to_dlpack_legacy(x: Tensor | None) -> int:
    """write to *out a new legacy DLManagedTensor* over x's memory; it has no flags, so a tensor that would need a copy
    or is read-only is refused (RT_ERR_UNSUPPORTED): use the versioned export; NULL on failure
    (rt_torch_tensor_to_dlpack_legacy)."""
    result, out = rt.rt_torch_tensor_to_dlpack_legacy(_handle(x, "x"))
    check(result)
    return out


def tensor_from_dlpack_legacy(managed: int) -> Tensor:
    """a tensor over a legacy DLManagedTensor's memory; it takes managed over as the versioned import does
    (rt_torch_tensor_from_dlpack_legacy)."""
    return _tensor(rt.rt_torch_tensor_from_dlpack_legacy(managed))


# ---- 30. Models exported from Python ----
def model_load(path: str) -> ModelHandle:
    """rt_torch_model_load_options(path, RT_MODEL_LOAD_DEFAULT): a torch.export program from path; a TorchScript module
    or AOTInductor package only with SIMPLE_TORCH_TRUSTED_MODELS=1 in the environment (rt_torch_model_load)."""
    return ModelHandle(check(rt.rt_torch_model_load(path)))


def model_load_options(path: str, flags: int) -> ModelHandle:
    """load the program in the regular file at path (a FIFO, device or folder is refused without being opened for
    reading); flags: RT_MODEL_LOAD_* bits (RT_MODEL_LOAD_TRUSTED: TorchScript and AOTInductor too; an unknown bit:
    RT_ERR_INVALID_ARGUMENT); an untrusted file of a format that runs code: RT_ERR_INVALID_ARGUMENT saying how to opt in
    (rt_torch_model_load_options)."""
    return ModelHandle(check(rt.rt_torch_model_load_options(path, flags)))


def model_forward(model: ModelHandle | None, inputs: Sequence[Tensor | None],
                  max_outputs: int) -> tuple[Tensor | None, ...]:
    """call the model on n input handles; writes its result's tensors (flattened in PyTorch's pytree order) as new
    handles to outputs and returns their count; more than max_outputs: RT_ERR_BUFFER_TOO_SMALL and none made; records
    gradients when grad mode is on (rt_torch_model_forward)."""
    inputs = tuple(inputs)
    result, outputs = rt.rt_torch_model_forward(handle_of(model, ModelHandle, "model"), _handles(inputs, "inputs"),
                                                max_outputs)
    check(result)
    return _tensors(outputs)


def model_format(model: ModelHandle | None) -> str:
    """"aoti", "export" or "torchscript" (rt_torch_model_format)."""
    return check(rt.rt_torch_model_format(handle_of(model, ModelHandle, "model")))


def model_free(model: ModelHandle | None) -> None:
    """release a model handle (rt_torch_model_free)."""
    check(rt.rt_torch_model_free(freeing(model, ModelHandle, "model")))


# ---- 31. Distributed (torch.distributed) ----
def dist_is_available() -> bool:
    """1 when this build can run process groups (torch.distributed, or the NumPy backend's own group)
    (rt_torch_dist_is_available)."""
    return bool(check(rt.rt_torch_dist_is_available()))


def dist_init(backend: str, init_method: str, world_size: int, rank: int, timeout_s: float) -> None:
    """join the process group: backend "gloo", "nccl" or "" (PyTorch's default: gloo for CPU tensors, NCCL for CUDA
    ones); init_method "" or "env://" (MASTER_ADDR, MASTER_PORT, and RANK and WORLD_SIZE where rank and world_size are
    -1) or "tcp://host:port" with 0 <= rank < world_size; timeout_s (> 0 and at most a week, or 0: PyTorch's 30 minutes)
    bounds the wait for the peers and every later collective; status (rt_torch_dist_init)."""
    check(rt.rt_torch_dist_init(backend, init_method, world_size, rank, timeout_s))


def dist_is_initialized() -> bool:
    """1 between a successful init and destroy (rt_torch_dist_is_initialized)."""
    return bool(check(rt.rt_torch_dist_is_initialized()))


def dist_rank() -> int:
    """this process's rank in the group (rt_torch_dist_rank)."""
    return check(rt.rt_torch_dist_rank())


def dist_world_size() -> int:
    """the number of processes in the group (rt_torch_dist_world_size)."""
    return check(rt.rt_torch_dist_world_size())


def dist_get_backend() -> str:
    """the group's backend: "gloo" or "nccl" (rt_torch_dist_get_backend)."""
    return check(rt.rt_torch_dist_get_backend())


def dist_barrier() -> None:
    """wait until every rank has called it; status (rt_torch_dist_barrier)."""
    check(rt.rt_torch_dist_barrier())


def dist_destroy() -> None:
    """leave the group and free its resources (init may then be called again); status (rt_torch_dist_destroy)."""
    check(rt.rt_torch_dist_destroy())


def dist_all_reduce(x: Tensor | None, op: int) -> None:
    """x on every rank becomes op (RT_DIST_*) of the ranks' x, in place; status (rt_torch_dist_all_reduce)."""
    try:
        result = rt.rt_torch_dist_all_reduce(0 if x is None else x._handle, op)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_dist_all_reduce(_handle(x, "x"), op)
    check(result)


def dist_broadcast(x: Tensor | None, src: int) -> None:
    """x on every rank becomes rank src's x, in place; status (rt_torch_dist_broadcast)."""
    try:
        result = rt.rt_torch_dist_broadcast(0 if x is None else x._handle, src)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_dist_broadcast(_handle(x, "x"), src)
    check(result)


def dist_all_gather(outputs: Sequence[Tensor | None], x: Tensor | None) -> None:
    """outputs[r] (world-size tensors of x's shape and dtype) becomes rank r's x, in place; status
    (rt_torch_dist_all_gather)."""
    outputs = tuple(outputs)
    check(rt.rt_torch_dist_all_gather(_handles(outputs, "outputs"), _handle(x, "x")))


def dist_reduce_scatter(output: Tensor | None, inputs: Sequence[Tensor | None], op: int) -> None:
    """output on rank r becomes op of the ranks' inputs[r] (world-size tensors of output's shape and dtype); a backend
    without it: RT_ERR_UNSUPPORTED; status (rt_torch_dist_reduce_scatter)."""
    inputs = tuple(inputs)
    check(rt.rt_torch_dist_reduce_scatter(_handle(output, "output"), _handles(inputs, "inputs"), op))


def dist_all_reduce_async(x: Tensor | None, op: int) -> WorkHandle:
    """start rt_torch_dist_all_reduce and return at once: a work handle to wait on (x must not be read or written until
    then); free it with rt_torch_dist_work_free (rt_torch_dist_all_reduce_async)."""
    return WorkHandle(check(rt.rt_torch_dist_all_reduce_async(_handle(x, "x"), op)))


def dist_broadcast_async(x: Tensor | None, src: int) -> WorkHandle:
    """start rt_torch_dist_broadcast and return at once: a work handle, as rt_torch_dist_all_reduce_async's
    (rt_torch_dist_broadcast_async)."""
    return WorkHandle(check(rt.rt_torch_dist_broadcast_async(_handle(x, "x"), src)))


def dist_all_gather_async(outputs: Sequence[Tensor | None], x: Tensor | None) -> WorkHandle:
    """start rt_torch_dist_all_gather and return at once: a work handle (outputs filled once it is done)
    (rt_torch_dist_all_gather_async)."""
    outputs = tuple(outputs)
    return WorkHandle(check(rt.rt_torch_dist_all_gather_async(_handles(outputs, "outputs"), _handle(x, "x"))))


def dist_reduce_scatter_async(output: Tensor | None, inputs: Sequence[Tensor | None], op: int) -> WorkHandle:
    """start rt_torch_dist_reduce_scatter and return at once: a work handle (output written once it is done)
    (rt_torch_dist_reduce_scatter_async)."""
    inputs = tuple(inputs)
    return WorkHandle(check(rt.rt_torch_dist_reduce_scatter_async(_handle(output, "output"), _handles(inputs, "inputs"),
                                                                  op)))


def dist_wait(work: WorkHandle | None) -> None:
    """block until the work is done; status (the collective's error, if it failed) (rt_torch_dist_wait)."""
    check(rt.rt_torch_dist_wait(handle_of(work, WorkHandle, "work")))


def dist_is_completed(work: WorkHandle | None) -> bool:
    """1 when the work is done (without waiting) (rt_torch_dist_is_completed)."""
    return bool(check(rt.rt_torch_dist_is_completed(handle_of(work, WorkHandle, "work"))))


def dist_work_free(work: WorkHandle | None) -> None:
    """release a work handle (an unfinished collective goes on) (rt_torch_dist_work_free)."""
    check(rt.rt_torch_dist_work_free(freeing(work, WorkHandle, "work")))


def dist_average_gradients(params: Sequence[Tensor | None], bucket_bytes: int) -> None:
    """average the gradients of params over the ranks, as PyTorch's DistributedDataParallel does: flattened into buckets
    of about bucket_bytes (0: DDP's 25 MiB), one all-reduce per bucket; a parameter without a gradient counts as zeros
    and gets one (so every rank makes the same calls); the same params, in the same order, on every rank; status
    (rt_torch_dist_average_gradients)."""
    params = tuple(params)
    check(rt.rt_torch_dist_average_gradients(_handles(params, "params"), bucket_bytes))


# ---- 32. Fast Fourier transforms (torch.fft) ----
def fft_fftn(x: Tensor | None, s: Sequence[int], dims: Sequence[int], norm: int, inverse: int) -> Tensor:
    """discrete Fourier transform of x over dims (inverse: the inverse transform), scaled as norm (RT_FFT_NORM_*);
    complex64 (complex128 for float64 or complex128 x; integers and bool are promoted to float32)
    (rt_torch_fft_fftn)."""
    try:
        result = rt.rt_torch_fft_fftn(0 if x is None else x._handle, s, dims, norm, inverse)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_fft_fftn(_handle(x, "x"), s, dims, norm, inverse)
    return _wrap(result) if result else _tensor(result)


def fft_rfftn(x: Tensor | None, s: Sequence[int], dims: Sequence[int], norm: int) -> Tensor:
    """rt_torch_fft_fftn of a real x, keeping the n / 2 + 1 non-negative frequencies of the last dim transformed
    (rt_torch_fft_rfftn)."""
    try:
        result = rt.rt_torch_fft_rfftn(0 if x is None else x._handle, s, dims, norm)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_fft_rfftn(_handle(x, "x"), s, dims, norm)
    return _wrap(result) if result else _tensor(result)


def fft_irfftn(x: Tensor | None, s: Sequence[int], dims: Sequence[int], norm: int) -> Tensor:
    """the inverse of rt_torch_fft_rfftn: a real signal (float32, float64 for complex128 x) from the non-negative
    frequencies of x; s's last entry is the length of the last dim transformed (absent or -1: 2 * (m - 1) for its m
    frequencies) (rt_torch_fft_irfftn)."""
    try:
        result = rt.rt_torch_fft_irfftn(0 if x is None else x._handle, s, dims, norm)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_fft_irfftn(_handle(x, "x"), s, dims, norm)
    return _wrap(result) if result else _tensor(result)


def fft_fftfreq(n: int, d: float, dtype: int, device: int) -> Tensor:
    """the sample frequencies of a length-n transform with spacing d: [0, 1, ..., (n - 1) / 2, -(n / 2), ..., -1] / (d
    n), of a floating dtype (RT_DTYPE_DEFAULT: float32) (rt_torch_fft_fftfreq)."""
    return _tensor(rt.rt_torch_fft_fftfreq(n, d, dtype, device))


def fft_rfftfreq(n: int, d: float, dtype: int, device: int) -> Tensor:
    """the non-negative sample frequencies [0, 1, ..., n / 2] / (d n) of rt_torch_fft_rfftn's last dim
    (rt_torch_fft_rfftfreq)."""
    return _tensor(rt.rt_torch_fft_rfftfreq(n, d, dtype, device))


def fft_fftshift(x: Tensor | None, dims: Sequence[int], inverse: int) -> Tensor:
    """x rolled by size / 2 along each of dims (n_dims 0: every dim), which moves the zero frequency to the centre;
    inverse (ifftshift): rolled by -(size / 2), which undoes it (rt_torch_fft_fftshift)."""
    try:
        result = rt.rt_torch_fft_fftshift(0 if x is None else x._handle, dims, inverse)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_fft_fftshift(_handle(x, "x"), dims, inverse)
    return _wrap(result) if result else _tensor(result)


def tensor_real(x: Tensor | None) -> Tensor:
    """the real part of a complex x, a view of its memory (float32 for complex64, float64 for complex128); a real x: x
    itself (rt_torch_tensor_real)."""
    try:
        result = rt.rt_torch_tensor_real(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_real(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_imag(x: Tensor | None) -> Tensor:
    """the imaginary part of a complex x, a view of its memory (a real x: RT_ERR_DTYPE) (rt_torch_tensor_imag)."""
    try:
        result = rt.rt_torch_tensor_imag(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_imag(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


# ---- 33. Sparse COO tensors ----
def sparse_coo_tensor(indices: Tensor | None, values: Tensor | None, size: Sequence[int], is_coalesced: int) -> Tensor:
    """a sparse COO tensor of int64 indices (sparse_dim, nnz) and values (nnz, *dense dims), of shape size (ndim 0: each
    sparse dim one past its largest index, then the values' dense dims, PyTorch's size=None); is_coalesced 1 declares
    the indices sorted and unique (checked); values' gradients flow through it (rt_torch_sparse_coo_tensor)."""
    try:
        result = rt.rt_torch_sparse_coo_tensor(0 if indices is None else indices._handle,
                                               0 if values is None else values._handle, size, is_coalesced)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_sparse_coo_tensor(_handle(indices, "indices"), _handle(values, "values"), size,
                                               is_coalesced)
    return _wrap(result) if result else _tensor(result)


def tensor_to_sparse(x: Tensor | None, sparse_dim: int) -> Tensor:
    """dense x as a coalesced sparse COO tensor of its nonzero entries over its first sparse_dim dims (1..ndim; the
    others become dense dims of the values); differentiable (rt_torch_tensor_to_sparse)."""
    try:
        result = rt.rt_torch_tensor_to_sparse(0 if x is None else x._handle, sparse_dim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_to_sparse(_handle(x, "x"), sparse_dim)
    return _wrap(result) if result else _tensor(result)


def tensor_to_dense(x: Tensor | None) -> Tensor:
    """sparse x as a dense tensor (duplicates summed); a dense x itself; differentiable (rt_torch_tensor_to_dense)."""
    try:
        result = rt.rt_torch_tensor_to_dense(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_to_dense(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def sparse_coalesce(x: Tensor | None) -> Tensor:
    """sparse x with sorted, unique indices, the values of duplicates summed; differentiable
    (rt_torch_sparse_coalesce)."""
    try:
        result = rt.rt_torch_sparse_coalesce(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_sparse_coalesce(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def sparse_indices(x: Tensor | None) -> Tensor:
    """the int64 indices (sparse_dim, nnz) sparse x stores, in its order (PyTorch's _indices())
    (rt_torch_sparse_indices)."""
    try:
        result = rt.rt_torch_sparse_indices(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_sparse_indices(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def sparse_values(x: Tensor | None) -> Tensor:
    """the values (nnz, *dense dims) sparse x stores: recorded by autograd when x is coalesced (PyTorch's values()),
    detached otherwise (its _values()) (rt_torch_sparse_values)."""
    try:
        result = rt.rt_torch_sparse_values(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_sparse_values(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_is_sparse(x: Tensor | None) -> bool:
    """1 for a sparse COO tensor, 0 for a dense one (rt_torch_tensor_is_sparse)."""
    try:
        result = rt.rt_torch_tensor_is_sparse(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_is_sparse(_handle(x, "x"))
    return bool(check(result))


def sparse_is_coalesced(x: Tensor | None) -> bool:
    """1 when sparse x is known to have sorted, unique indices (rt_torch_sparse_is_coalesced)."""
    try:
        result = rt.rt_torch_sparse_is_coalesced(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_sparse_is_coalesced(_handle(x, "x"))
    return bool(check(result))


def sparse_nnz(x: Tensor | None) -> int:
    """the number of entries sparse x stores (duplicates counted), PyTorch's _nnz() (rt_torch_sparse_nnz)."""
    try:
        result = rt.rt_torch_sparse_nnz(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_sparse_nnz(_handle(x, "x"))
    return check(result)


def sparse_dim(x: Tensor | None) -> int:
    """the number of sparse dims of sparse x (its dense dims are the others) (rt_torch_sparse_dim)."""
    try:
        result = rt.rt_torch_sparse_dim(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_sparse_dim(_handle(x, "x"))
    return check(result)


def sparse_mm(sparse: Tensor | None, dense: Tensor | None) -> Tensor:
    """the dense product of a sparse (n, m) matrix and a dense (m, p) one of the same dtype (PyTorch's torch.sparse.mm);
    gradients flow to dense and to the sparse operand's values (rt_torch_sparse_mm)."""
    try:
        result = rt.rt_torch_sparse_mm(0 if sparse is None else sparse._handle, 0 if dense is None else dense._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_sparse_mm(_handle(sparse, "sparse"), _handle(dense, "dense"))
    return _wrap(result) if result else _tensor(result)


def sparse_sum(x: Tensor | None) -> Tensor:
    """the sum of every element of sparse x, a dense 0-dim tensor (PyTorch's torch.sparse.sum); differentiable
    (rt_torch_sparse_sum)."""
    try:
        result = rt.rt_torch_sparse_sum(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_sparse_sum(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


# ---- 34. Distances, sampling grids, patches and NaN-aware reductions ----
def tensor_cdist(x1: Tensor | None, x2: Tensor | None, p: float, compute_mode: int) -> Tensor:
    """p-norm distances between the rows of x1 (*, P, M) and x2 (*, R, M), batch dims broadcast: (*, P, R); p >= 0 (0:
    count of differing entries, INFINITY: largest difference); compute_mode RT_CDIST_* (rt_torch_tensor_cdist)."""
    try:
        result = rt.rt_torch_tensor_cdist(0 if x1 is None else x1._handle, 0 if x2 is None else x2._handle, p,
                                          compute_mode)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_cdist(_handle(x1, "x1"), _handle(x2, "x2"), p, compute_mode)
    return _wrap(result) if result else _tensor(result)


def nn_grid_sample(input: Tensor | None, grid: Tensor | None, mode: int, padding_mode: int,
                   align_corners: int) -> Tensor:
    """input (N, C, H, W) read at grid (N, H', W', 2) of (x, y) positions in [-1, 1] (or (N, C, D, H, W) at (N, D', H',
    W', 3)): (N, C, H', W'); mode RT_GRID_SAMPLE_*, padding_mode RT_GRID_SAMPLE_PAD_*; align_corners: -1 and 1 are the
    corner elements' centres, else their outer edges (rt_torch_nn_grid_sample)."""
    try:
        result = rt.rt_torch_nn_grid_sample(0 if input is None else input._handle, 0 if grid is None else grid._handle,
                                            mode, padding_mode, align_corners)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_grid_sample(_handle(input, "input"), _handle(grid, "grid"), mode, padding_mode,
                                            align_corners)
    return _wrap(result) if result else _tensor(result)


def nn_affine_grid(theta: Tensor | None, size: Sequence[int], align_corners: int) -> Tensor:
    """the grid of rt_torch_nn_grid_sample that affine matrices theta (N, 2, 3) make for size (N, C, H, W): (N, H, W,
    2); or theta (N, 3, 4) for (N, C, D, H, W): (N, D, H, W, 3) (rt_torch_nn_affine_grid)."""
    try:
        result = rt.rt_torch_nn_affine_grid(0 if theta is None else theta._handle, size, align_corners)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_affine_grid(_handle(theta, "theta"), size, align_corners)
    return _wrap(result) if result else _tensor(result)


def nn_unfold(input: Tensor | None, kernel_size: Sequence[int], dilation: Sequence[int], padding: Sequence[int],
              stride: Sequence[int]) -> Tensor:
    """the sliding blocks of (N, C, H, W) or (C, H, W) input as columns: (N, C * kh * kw, L), L the number of blocks
    (im2col) (rt_torch_nn_unfold)."""
    try:
        result = rt.rt_torch_nn_unfold(0 if input is None else input._handle, kernel_size, dilation, padding, stride)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_unfold(_handle(input, "input"), kernel_size, dilation, padding, stride)
    return _wrap(result) if result else _tensor(result)


def nn_fold(input: Tensor | None, output_size: Sequence[int], kernel_size: Sequence[int], dilation: Sequence[int],
            padding: Sequence[int], stride: Sequence[int]) -> Tensor:
    """the columns of (N, C * kh * kw, L) or (C * kh * kw, L) input summed back into (N, C, *output_size) (col2im,
    rt_torch_nn_unfold's adjoint) (rt_torch_nn_fold)."""
    try:
        result = rt.rt_torch_nn_fold(0 if input is None else input._handle, output_size, kernel_size, dilation, padding,
                                     stride)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_fold(_handle(input, "input"), output_size, kernel_size, dilation, padding, stride)
    return _wrap(result) if result else _tensor(result)


def tensor_argwhere(x: Tensor | None) -> Tensor:
    """int64 (n, ndim) coordinates of the non-zero elements, in row-major order (as rt_torch_tensor_nonzero)
    (rt_torch_tensor_argwhere)."""
    made = _direct("argwhere", 0b1, "rt_torch_tensor_argwhere", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_argwhere(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_argwhere(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_fmax(a: Tensor | None, b: Tensor | None) -> Tensor:
    """larger of a and b, broadcast; a NaN loses to a number (NaN only where both are) (rt_torch_tensor_fmax)."""
    made = _direct(runtime_ops.direct_tensor_fmax, 0b11, "rt_torch_tensor_fmax", a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_fmax(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_fmax(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_fmin(a: Tensor | None, b: Tensor | None) -> Tensor:
    """smaller of a and b, broadcast; a NaN loses to a number (NaN only where both are) (rt_torch_tensor_fmin)."""
    made = _direct(runtime_ops.direct_tensor_fmin, 0b11, "rt_torch_tensor_fmin", a, b)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_fmin(0 if a is None else a._handle, 0 if b is None else b._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_fmin(_handle(a, "a"), _handle(b, "b"))
    return _wrap(result) if result else _tensor(result)


def tensor_nansum(x: Tensor | None) -> Tensor:
    """sum with NaNs counted as zero (integers and bool give int64) of all elements, as a scalar tensor
    (rt_torch_tensor_nansum)."""
    made = _direct(runtime_ops.direct_tensor_nansum, 0b1, "rt_torch_tensor_nansum", x)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_nansum(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_nansum(_handle(x, "x"))
    return _wrap(result) if result else _tensor(result)


def tensor_nansum_dim(x: Tensor | None, dim: int, keepdim: int) -> Tensor:
    """sum with NaNs counted as zero (integers and bool give int64) along dim; keepdim keeps it as size 1
    (rt_torch_tensor_nansum_dim)."""
    made = _direct(runtime_ops.direct_tensor_nansum_dim, 0b1, "rt_torch_tensor_nansum_dim", x, dim, keepdim)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_nansum_dim(0 if x is None else x._handle, dim, keepdim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_nansum_dim(_handle(x, "x"), dim, keepdim)
    return _wrap(result) if result else _tensor(result)


def tensor_nanmean(x: Tensor | None, dims: Sequence[int], keepdim: int) -> Tensor:
    """mean of the non-NaN elements of floating x over dims (ndims 0: all of them), NaN where all are NaN; keepdim keeps
    them as size 1 (rt_torch_tensor_nanmean)."""
    try:
        result = rt.rt_torch_tensor_nanmean(0 if x is None else x._handle, dims, keepdim)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_nanmean(_handle(x, "x"), dims, keepdim)
    return _wrap(result) if result else _tensor(result)


# ---- 35. Weight initialisation, rounding division and indexing compositions ----
def init_calculate_gain(nonlinearity: int, param: float) -> float:
    """nn.init.calculate_gain: the recommended gain of a RT_NONLINEARITY_* (param: leaky_relu's negative slope, finite;
    ignored by the others) into *gain; status (rt_torch_init_calculate_gain)."""
    result, gain = rt.rt_torch_init_calculate_gain(nonlinearity, param)
    check(result)
    return gain


def init_xavier_uniform(x: Tensor | None, gain: float) -> None:
    """x filled from a uniform law with std gain * sqrt(2 / (fan_in + fan_out)) (x of 2 or more dims; fans count the
    receptive field of dims 2..); status (rt_torch_init_xavier_uniform)."""
    try:
        result = rt.rt_torch_init_xavier_uniform(0 if x is None else x._handle, gain)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_init_xavier_uniform(_handle(x, "x"), gain)
    check(result)


def init_xavier_normal(x: Tensor | None, gain: float) -> None:
    """x filled from N(0, std**2) with std gain * sqrt(2 / (fan_in + fan_out)) (x of 2 or more dims; fans count the
    receptive field of dims 2..); status (rt_torch_init_xavier_normal)."""
    try:
        result = rt.rt_torch_init_xavier_normal(0 if x is None else x._handle, gain)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_init_xavier_normal(_handle(x, "x"), gain)
    check(result)


def init_kaiming_uniform(x: Tensor | None, a: float, mode: int, nonlinearity: int) -> None:
    """x filled from a uniform law with std gain / sqrt(fan), gain that of nonlinearity (RT_NONLINEARITY_*, a its
    leaky_relu slope) and fan the RT_INIT_* mode's; no elements: nothing written; status
    (rt_torch_init_kaiming_uniform)."""
    try:
        result = rt.rt_torch_init_kaiming_uniform(0 if x is None else x._handle, a, mode, nonlinearity)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_init_kaiming_uniform(_handle(x, "x"), a, mode, nonlinearity)
    check(result)


def init_kaiming_normal(x: Tensor | None, a: float, mode: int, nonlinearity: int) -> None:
    """x filled from N(0, std**2) with std gain / sqrt(fan), gain that of nonlinearity (RT_NONLINEARITY_*, a its
    leaky_relu slope) and fan the RT_INIT_* mode's; no elements: nothing written; status
    (rt_torch_init_kaiming_normal)."""
    try:
        result = rt.rt_torch_init_kaiming_normal(0 if x is None else x._handle, a, mode, nonlinearity)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_init_kaiming_normal(_handle(x, "x"), a, mode, nonlinearity)
    check(result)


def init_orthogonal(x: Tensor | None, gain: float) -> None:
    """x (2 or more dims, flattened after dim 0) becomes gain times a (semi-)orthogonal matrix: the Q of the QR of N(0,
    1) samples, its columns signed by R's diagonal, as PyTorch's; status (rt_torch_init_orthogonal)."""
    try:
        result = rt.rt_torch_init_orthogonal(0 if x is None else x._handle, gain)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_init_orthogonal(_handle(x, "x"), gain)
    check(result)


def init_trunc_normal(x: Tensor | None, mean: float, std: float, a: float, b: float) -> None:
    """x filled from N(mean, std**2) truncated to [a, b] (std > 0, a <= b), by PyTorch's rejection sampling: normal
    samples redrawn until inside when [a, b] holds more than 0.3 of the law, else uniform ones accepted by their density
    (tested in float64), refused (RT_ERR_INVALID_ARGUMENT) where one is accepted with probability below 1e-4; status
    (rt_torch_init_trunc_normal)."""
    try:
        result = rt.rt_torch_init_trunc_normal(0 if x is None else x._handle, mean, std, a, b)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_init_trunc_normal(_handle(x, "x"), mean, std, a, b)
    check(result)


def init_sparse(x: Tensor | None, sparsity: float, std: float) -> None:
    """a 2-D x filled from N(0, std**2), then ceil(sparsity * rows) random rows of each column zeroed (sparsity in [0,
    1]); status (rt_torch_init_sparse)."""
    try:
        result = rt.rt_torch_init_sparse(0 if x is None else x._handle, sparsity, std)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_init_sparse(_handle(x, "x"), sparsity, std)
    check(result)


def init_eye(x: Tensor | None) -> None:
    """a 2-D x becomes the identity (ones on the diagonal); status (rt_torch_init_eye)."""
    try:
        result = rt.rt_torch_init_eye(0 if x is None else x._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_init_eye(_handle(x, "x"))
    check(result)


def init_dirac(x: Tensor | None, groups: int) -> None:
    """a 3-, 4- or 5-D convolution weight becomes the Dirac delta that keeps each of groups groups' input channels
    (size(0) divisible by groups); status (rt_torch_init_dirac)."""
    try:
        result = rt.rt_torch_init_dirac(0 if x is None else x._handle, groups)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_init_dirac(_handle(x, "x"), groups)
    check(result)


def tensor_div_rounding(a: Tensor | None, b: Tensor | None, mode: int) -> Tensor:
    """a / b rounded by mode (RT_ROUNDING_*), broadcast and promoted (integers stay integers but for RT_ROUNDING_NONE);
    gradient zero but for RT_ROUNDING_NONE (rt_torch_tensor_div_rounding)."""
    try:
        result = rt.rt_torch_tensor_div_rounding(0 if a is None else a._handle, 0 if b is None else b._handle, mode)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_div_rounding(_handle(a, "a"), _handle(b, "b"), mode)
    return _wrap(result) if result else _tensor(result)


def nn_pixel_shuffle(x: Tensor | None, upscale_factor: int) -> Tensor:
    """(*, C r^2, H, W) to (*, C, H r, W r), r the upscale_factor (> 0) (rt_torch_nn_pixel_shuffle)."""
    try:
        result = rt.rt_torch_nn_pixel_shuffle(0 if x is None else x._handle, upscale_factor)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_pixel_shuffle(_handle(x, "x"), upscale_factor)
    return _wrap(result) if result else _tensor(result)


def nn_pixel_unshuffle(x: Tensor | None, downscale_factor: int) -> Tensor:
    """(*, C, H r, W r) to (*, C r^2, H, W), r the downscale_factor (> 0): pixel_shuffle's inverse
    (rt_torch_nn_pixel_unshuffle)."""
    try:
        result = rt.rt_torch_nn_pixel_unshuffle(0 if x is None else x._handle, downscale_factor)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_pixel_unshuffle(_handle(x, "x"), downscale_factor)
    return _wrap(result) if result else _tensor(result)


def tensor_index_fill(x: Tensor | None, dim: int, index: Tensor | None, value: Tensor | None) -> Tensor:
    """x with the 0-dim value (converted to x's dtype) at the positions the int64 index (0-D or 1-D; negative ones count
    from the end) names along dim; value gets its gradient (rt_torch_tensor_index_fill)."""
    try:
        result = rt.rt_torch_tensor_index_fill(0 if x is None else x._handle, dim,
                                               0 if index is None else index._handle,
                                               0 if value is None else value._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_index_fill(_handle(x, "x"), dim, _handle(index, "index"), _handle(value, "value"))
    return _wrap(result) if result else _tensor(result)


def tensor_masked_scatter(x: Tensor | None, mask: Tensor | None, source: Tensor | None) -> Tensor:
    """x broadcast with the bool mask, with source's first elements (row-major) where mask holds (source of x's dtype
    and at least as many elements as mask's True) (rt_torch_tensor_masked_scatter)."""
    try:
        result = rt.rt_torch_tensor_masked_scatter(0 if x is None else x._handle, 0 if mask is None else mask._handle,
                                                   0 if source is None else source._handle)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_masked_scatter(_handle(x, "x"), _handle(mask, "mask"), _handle(source, "source"))
    return _wrap(result) if result else _tensor(result)


def tensor_meshgrid(tensors: Sequence[Tensor | None], indexing: int, max_out: int) -> tuple[Tensor | None, ...]:
    """coordinate grids of n 0-D or 1-D tensors of one dtype and device (indexing RT_MESHGRID_*): writes n tensors,
    views expanded to every length, and returns n; n > max_out: RT_ERR_BUFFER_TOO_SMALL (rt_torch_tensor_meshgrid)."""
    tensors = tuple(tensors)
    result, out = rt.rt_torch_tensor_meshgrid(_handles(tensors, "tensors"), indexing, max_out)
    check(result)
    return _tensors(out)


def tensor_count_nonzero(x: Tensor | None, dims: Sequence[int]) -> Tensor:
    """int64 count of the non-zero elements along the n distinct dims (n 0: of all elements)
    (rt_torch_tensor_count_nonzero)."""
    try:
        result = rt.rt_torch_tensor_count_nonzero(0 if x is None else x._handle, dims)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_count_nonzero(_handle(x, "x"), dims)
    return _wrap(result) if result else _tensor(result)


# ---- 36. Higher-order gradients ----
def tensor_backward_ex(root: Tensor | None, gradient: Tensor | None, inputs: Sequence[Tensor | None], retain_graph: int,
                       create_graph: int) -> None:
    """rt_torch_tensor_backward_gradient with PyTorch's other options: the .grad of inputs only accumulates (none: every
    leaf); create_graph records the backward itself, so the gradients in .grad require grad and can be differentiated
    again (pass retain_graph too, as PyTorch's default does then); status (rt_torch_tensor_backward_ex)."""
    inputs = tuple(inputs)
    check(rt.rt_torch_tensor_backward_ex(_handle(root, "root"), _handle(gradient, "gradient"),
                                         _handles(inputs, "inputs"), retain_graph, create_graph))


# ---- 37. Transformer layers and data loading ----
def nn_transformer_encoder_layer(src: Tensor | None, weights: Sequence[Tensor | None], src_mask: Tensor | None,
                                 src_key_padding_mask: Tensor | None, nhead: int, activation: int, norm_first: int,
                                 layer_norm_eps: float, dropout: float, training: int, is_causal: int,
                                 batch_first: int) -> Tensor:
    """nn.TransformerEncoderLayer's forward: self-attention and a feed-forward block (activation RT_ACTIVATION_*), each
    with dropout, a residual and a LayerNorm (after them, or before with norm_first); weights: the layer's 12
    named_parameters (6 without biases); shape errors: RT_ERR_SHAPE (rt_torch_nn_transformer_encoder_layer)."""
    weights = tuple(weights)
    return _tensor(rt.rt_torch_nn_transformer_encoder_layer(_handle(src, "src"), _handles(weights, "weights"),
                                                            _handle(src_mask, "src_mask"),
                                                            _handle(src_key_padding_mask, "src_key_padding_mask"),
                                                            nhead, activation, norm_first, layer_norm_eps, dropout,
                                                            training, is_causal, batch_first))


def nn_transformer_decoder_layer(tgt: Tensor | None, memory: Tensor | None, weights: Sequence[Tensor | None],
                                 tgt_mask: Tensor | None, memory_mask: Tensor | None,
                                 tgt_key_padding_mask: Tensor | None, memory_key_padding_mask: Tensor | None,
                                 nhead: int, activation: int, norm_first: int, layer_norm_eps: float, dropout: float,
                                 training: int, tgt_is_causal: int, memory_is_causal: int, batch_first: int) -> Tensor:
    """nn.TransformerDecoderLayer's forward: self-attention over tgt, attention over memory (S, N, E) and a feed-forward
    block, as the encoder layer's; weights: the layer's 18 named_parameters (9 without biases)
    (rt_torch_nn_transformer_decoder_layer)."""
    weights = tuple(weights)
    return _tensor(rt.rt_torch_nn_transformer_decoder_layer(_handle(tgt, "tgt"), _handle(memory, "memory"),
                                                            _handles(weights, "weights"), _handle(tgt_mask, "tgt_mask"),
                                                            _handle(memory_mask, "memory_mask"),
                                                            _handle(tgt_key_padding_mask, "tgt_key_padding_mask"),
                                                            _handle(memory_key_padding_mask, "memory_key_padding_mask"),
                                                            nhead, activation, norm_first, layer_norm_eps, dropout,
                                                            training, tgt_is_causal, memory_is_causal, batch_first))


def data_loader_new(tensors: Sequence[Tensor | None], batch_size: int, shuffle: int, drop_last: int,
                    gen: GeneratorHandle | None) -> DataLoaderHandle:
    """a loader over n_tensors (>= 1) tensors of one length (else RT_ERR_SHAPE), batch_size >= 1; it keeps the tensors
    (and gen, which must stay alive while it draws); free it with rt_torch_data_loader_free
    (rt_torch_data_loader_new)."""
    tensors = tuple(tensors)
    return DataLoaderHandle(check(rt.rt_torch_data_loader_new(_handles(tensors, "tensors"), batch_size, shuffle,
                                                              drop_last, handle_of(gen, GeneratorHandle, "gen"))))


def data_loader_next(loader: DataLoaderHandle | None, n_batch: int) -> tuple[Tensor | None, ...]:
    """write the next batch (new handles, the rows of each tensor, in order) to batch[0..n_tensors) and return
    n_tensors, the entries written; at the end of the epoch write nothing and return 0, and the next call starts a new
    epoch; n_batch less than the loader's n_tensors: RT_ERR_BUFFER_TOO_SMALL (rt_torch_data_loader_next)."""
    result, batch = rt.rt_torch_data_loader_next(handle_of(loader, DataLoaderHandle, "loader"), n_batch)
    check(result)
    return _tensors(batch)


def data_loader_reset(loader: DataLoaderHandle | None) -> None:
    """end the current epoch early (as leaving PyTorch's loop does): the next call starts a new epoch; status
    (rt_torch_data_loader_reset)."""
    check(rt.rt_torch_data_loader_reset(handle_of(loader, DataLoaderHandle, "loader")))


def data_loader_len(loader: DataLoaderHandle | None) -> int:
    """batches per epoch: n / batch_size with drop_last, else rounded up (rt_torch_data_loader_len)."""
    return check(rt.rt_torch_data_loader_len(handle_of(loader, DataLoaderHandle, "loader")))


def data_loader_free(loader: DataLoaderHandle | None) -> None:
    """release a loader (its batches stay); status (rt_torch_data_loader_free)."""
    check(rt.rt_torch_data_loader_free(freeing(loader, DataLoaderHandle, "loader")))


# ---- 38. Module-path support ----
def backends_flag(name: str) -> bool:
    """the torch.backends flag name (BACKEND_FLAGS: "cudnn.benchmark", ...): 1 or 0 (rt_torch_backends_flag)."""
    return bool(check(rt.rt_torch_backends_flag(name)))


def backends_set_flag(name: str, value: int) -> None:
    """set the torch.backends flag name to value (0 or 1); status (rt_torch_backends_set_flag)."""
    check(rt.rt_torch_backends_set_flag(name, value))


def backends_is_available(name: str) -> bool:
    """1 when the library name ("cudnn", "mps", "mkldnn", "mkl", "openmp", "opt_einsum") can run here, as
    torch.backends.<name>.is_available() (NumPy: what NumPy itself uses) (rt_torch_backends_is_available)."""
    return bool(check(rt.rt_torch_backends_is_available(name)))


def backends_is_built(name: str) -> bool:
    """1 when the library was built with name ("cuda", "mps"), as torch.backends.<name>.is_built()
    (rt_torch_backends_is_built)."""
    return bool(check(rt.rt_torch_backends_is_built(name)))


def backends_cudnn_version() -> int:
    """cuDNN's version number, as torch.backends.cudnn.version() (90100 for 9.1.0); 0 where cuDNN is not available
    (rt_torch_backends_cudnn_version)."""
    return check(rt.rt_torch_backends_cudnn_version())


def backends_cpu_capability() -> str:
    """the CPU's vector instructions that the CPU kernels use, as torch.backends.cpu.get_cpu_capability(): "AVX512",
    "AVX2", "NO AVX", "DEFAULT", ... (NumPy: the best of these levels NumPy detects)
    (rt_torch_backends_cpu_capability)."""
    return check(rt.rt_torch_backends_cpu_capability())


# ---- 39. Tensor conveniences real programs use ----
def tensor_round_decimals(x: Tensor | None, decimals: int) -> Tensor:
    """x rounded half to even to decimals decimal places (negative: to tens, hundreds, ...), as PyTorch's
    round(decimals=): x * 10**decimals rounded, divided by 10**decimals (negative decimals: x / 10**-decimals rounded,
    times 10**-decimals), in x's floating dtype (float32 math for the half types); integer, bool and complex x:
    RT_ERR_DTYPE; gradient zero (rt_torch_tensor_round_decimals)."""
    try:
        result = rt.rt_torch_tensor_round_decimals(0 if x is None else x._handle, decimals)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_round_decimals(_handle(x, "x"), decimals)
    return _wrap(result) if result else _tensor(result)


def nn_binary_cross_entropy_weighted(probs: Tensor | None, target: Tensor | None, weight: Tensor | None,
                                     reduction: int) -> Tensor:
    """binary cross entropy of probs against target (one shape), each element's loss times weight (NULL: 1; broadcast to
    probs' shape, converted to its dtype, not differentiable: RT_ERR_INVALID_ARGUMENT if it requires grad while grad is
    enabled) before the RT_REDUCTION_* reduction, as PyTorch's (rt_torch_nn_binary_cross_entropy_weighted)."""
    try:
        result = rt.rt_torch_nn_binary_cross_entropy_weighted(0 if probs is None else probs._handle,
                                                              0 if target is None else target._handle,
                                                              0 if weight is None else weight._handle, reduction)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_nn_binary_cross_entropy_weighted(_handle(probs, "probs"), _handle(target, "target"),
                                                              _handle(weight, "weight"), reduction)
    return _wrap(result) if result else _tensor(result)


# ---- 40. Indexing by one position ----
def tensor_select(x: Tensor | None, dim: int, index: int) -> Tensor:
    """the part of x at index along dim, which drops out (a view, as torch.select); index in [-size, size), negative
    counting from the end, else RT_ERR_INVALID_ARGUMENT; a 0-dim x: RT_ERR_SHAPE (rt_torch_tensor_select)."""
    made = _direct(runtime_ops.direct_tensor_select, 0b1, "rt_torch_tensor_select", x, dim, index)
    if made is not None:
        return made
    try:
        result = rt.rt_torch_tensor_select(0 if x is None else x._handle, dim, index)
    except AttributeError:   # an argument that is no Tensor: _handle's TypeError names it
        result = rt.rt_torch_tensor_select(_handle(x, "x"), dim, index)
    return _wrap(result) if result else _tensor(result)
