"""Section 4: activations (named without `tensor_`, as in the seeds)."""

from __future__ import annotations

from ..abi.enums import COMPLEX, Dtype
from ..abi.errors import DtypeError
from . import args
from .args import new, tensor
from .entry import export
from .startup import backend


@export
def rt_torch_relu(x):
    b, t = backend(), tensor(x)
    if b.dtype(t) in COMPLEX:   # complex numbers have no order (PyTorch: "clamp is not supported for complex types")
        raise DtypeError(f"relu does not support {Dtype(b.dtype(t)).name} tensors")
    return new(b.relu(t))


@export
def rt_torch_sigmoid(x):
    return new(backend().sigmoid(tensor(x)))


@export
def rt_torch_tanh(x):
    return new(backend().tanh(tensor(x)))


@export
def rt_torch_leaky_relu(x, negative_slope):
    return new(backend().leaky_relu(tensor(x), args.number(negative_slope, "negative_slope", finite=True)))


@export
def rt_torch_gelu(x):
    return new(backend().gelu(tensor(x)))


@export
def rt_torch_softmax(x, dim):
    b, t = backend(), tensor(x)
    return new(b.softmax(t, args.dim(dim, len(b.shape(t)))))


@export
def rt_torch_log_softmax(x, dim):
    b, t = backend(), tensor(x)
    return new(b.log_softmax(t, args.dim(dim, len(b.shape(t)))))
