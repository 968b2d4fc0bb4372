"""st.cuda: CUDA queries, streams and memory figures. Where CUDA is absent the runtime reports
RT_ERR_DEVICE, raised here as st.DeviceError (is_available and device_count just say so)."""

from __future__ import annotations

import sys

from . import calls
from . import dtypes as _dtypes
from .amp import _legacy
from .devices import device as _device
from .legacy_types import CUDA_TYPES

amp = _legacy.names("cuda", _dtypes.float16)
# `from simple_torch.cuda.amp import GradScaler` as from torch.cuda.amp: this module is no package
sys.modules[f"{__name__}.amp"] = amp

__all__ = ["amp", "is_available", "device_count", "Stream", "memory_allocated", "max_memory_allocated", "empty_cache",
           "synchronize", "manual_seed", "manual_seed_all", "FloatTensor", "DoubleTensor", "HalfTensor",
           "BFloat16Tensor", "ByteTensor", "CharTensor", "ShortTensor", "IntTensor", "LongTensor", "BoolTensor"]
# st.cuda.FloatTensor, ...: the legacy types of CUDA tensors
FloatTensor = CUDA_TYPES["FloatTensor"]
DoubleTensor = CUDA_TYPES["DoubleTensor"]
HalfTensor = CUDA_TYPES["HalfTensor"]
BFloat16Tensor = CUDA_TYPES["BFloat16Tensor"]
ByteTensor = CUDA_TYPES["ByteTensor"]
CharTensor = CUDA_TYPES["CharTensor"]
ShortTensor = CUDA_TYPES["ShortTensor"]
IntTensor = CUDA_TYPES["IntTensor"]
LongTensor = CUDA_TYPES["LongTensor"]
BoolTensor = CUDA_TYPES["BoolTensor"]

DeviceLike = _device | str | int | None


def _index(device: DeviceLike) -> int:
    """The CUDA index of a device argument: None and 'cuda' are cuda:0."""
    return 0 if device is None else _device(device).code


def is_available() -> bool:
    return calls.cuda_available()


def device_count() -> int:
    return calls.cuda_device_count()


def memory_allocated(device: DeviceLike = None) -> int:
    """Bytes held by tensors on the device."""
    return calls.cuda_memory_allocated(_index(device))


def max_memory_allocated(device: DeviceLike = None) -> int:
    return calls.cuda_max_memory_allocated(_index(device))


def synchronize(device: DeviceLike = None) -> None:
    """Wait until all work queued on the device (every stream) is done."""
    calls.cuda_synchronize(_index(device))


def empty_cache() -> None:
    """Return cached CUDA memory to the driver."""
    calls.cuda_empty_cache()


def manual_seed(seed: int) -> None:
    """Seed the random generators (the runtime seeds all of them at once, CPU and CUDA)."""
    calls.manual_seed(int(seed))


manual_seed_all = manual_seed


class Stream:
    """A CUDA stream on a device (cuda:0 by default), freed when collected. Tensor.to_stream(stream)
    copies a tensor onto the stream's device, queued on it."""

    def __init__(self, device: DeviceLike = None) -> None:
        self._runtime = calls.stream_create(_index(device))   # the handle's owner frees it with this object
        self.device = _device("cuda", _index(device))

    def synchronize(self) -> None:
        """Wait until the work queued on the stream is done."""
        calls.stream_synchronize(self._runtime)

    def query(self) -> bool:
        """True when all work queued on the stream is done."""
        return calls.stream_query(self._runtime)

    @property
    def handle(self) -> int:
        """The stream's integer handle, for the C library."""
        return self._runtime.handle

    def __repr__(self) -> str:
        return f"<simple_torch.cuda.Stream device={self.device} handle={self.handle}>"
