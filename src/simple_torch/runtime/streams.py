"""Section 13: CUDA streams (RT_ERR_DEVICE where CUDA is absent)."""

from __future__ import annotations

from ..abi.errors import InvalidArgumentError
from . import args
from .entry import export
from .handles import STREAM, table
from .startup import backend


@export
def rt_torch_stream_create(device_index):
    index = args.integer(device_index, "device_index")
    if index < 0:
        raise InvalidArgumentError(f"device_index is {index}; CUDA devices are numbered from 0")
    return table.add(backend().stream_create(args.device(index)), STREAM)


@export
def rt_torch_stream_synchronize(stream):
    backend().stream_synchronize(table.get(stream, STREAM, "stream: handle"))


@export
def rt_torch_stream_query(stream):
    return int(backend().stream_query(table.get(stream, STREAM, "stream: handle")))


@export
def rt_torch_stream_free(stream):
    table.remove(stream, STREAM, "stream: handle")
