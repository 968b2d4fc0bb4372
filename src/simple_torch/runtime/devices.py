"""Section 12: moving tensors between devices."""

from __future__ import annotations

from ..abi.enums import CPU
from ..abi.errors import InvalidArgumentError
from . import args
from .args import new, tensor
from .entry import export
from .handles import STREAM, table
from .startup import backend


@export
def rt_torch_tensor_cuda(x, device_index):
    index = args.integer(device_index, "device_index")
    if index < 0:
        raise InvalidArgumentError(f"device_index is {index}; CUDA devices are numbered from 0")
    t = tensor(x)
    return new(backend().to_device(t, args.device(index)))


@export
def rt_torch_tensor_cpu(x):
    return new(backend().to_device(tensor(x), -1))


@export
def rt_torch_tensor_is_cuda(x):
    return int(backend().device(tensor(x)) != CPU)


@export
def rt_torch_tensor_device(x):
    return backend().device(tensor(x))


@export
def rt_torch_tensor_to_device(x, device):
    t = tensor(x)
    return new(backend().to_device(t, args.device(device)))


@export
def rt_torch_tensor_to_stream(x, stream):
    t = tensor(x)
    return new(backend().to_stream(t, table.get(stream, STREAM, "stream: handle")))


@export
def rt_torch_tensor_clone(x):
    return new(backend().clone(tensor(x)))


@export
def rt_torch_cuda_synchronize(device_index):
    backend().cuda_synchronize(args.cuda_index(device_index))
