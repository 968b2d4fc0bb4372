"""Section 3: element-wise arithmetic, broadcasting and promoting types as PyTorch does."""

from __future__ import annotations

from ..abi.enums import Dtype
from ..abi.errors import DtypeError
from . import args
from .args import new, tensor
from .entry import export
from .startup import backend


@export
def rt_torch_tensor_add(a, b):
    return new(backend().add(tensor(a, "a"), tensor(b, "b")))


@export
def rt_torch_tensor_sub(a, b):
    return new(backend().sub(tensor(a, "a"), tensor(b, "b")))


@export
def rt_torch_tensor_mul(a, b):
    return new(backend().mul(tensor(a, "a"), tensor(b, "b")))


@export
def rt_torch_tensor_div(a, b):
    return new(backend().div(tensor(a, "a"), tensor(b, "b")))


@export
def rt_torch_tensor_pow(a, exponent):
    return new(backend().pow(tensor(a, "a"), args.number(exponent, "exponent")))


@export
def rt_torch_tensor_neg(a):
    return new(backend().neg(tensor(a, "a")))


@export
def rt_torch_tensor_abs(a):
    b, t = backend(), tensor(a, "a")
    if b.dtype(t) == Dtype.bool:   # PyTorch has no abs kernel for bool; checked here so that every backend says so
        raise DtypeError("abs does not support bool tensors")
    return new(b.abs(t))


@export
def rt_torch_tensor_sqrt(a):
    return new(backend().sqrt(tensor(a, "a")))


@export
def rt_torch_tensor_exp(a):
    return new(backend().exp(tensor(a, "a")))


@export
def rt_torch_tensor_log(a):
    return new(backend().log(tensor(a, "a")))


@export
def rt_torch_tensor_add_scalar(a, s):
    return new(backend().add_scalar(tensor(a, "a"), args.number(s, "s")))


@export
def rt_torch_tensor_mul_scalar(a, s):
    return new(backend().mul_scalar(tensor(a, "a"), args.number(s, "s")))
