"""DataParallel as torch.nn.parallel.DataParallel behaves with one device: a wrapper whose forward runs the module.

Without CUDA (PyTorch's case on the CPU) the wrapper holds the module and `device_ids` is [], and forward calls
the module on the inputs as they are. With one CUDA device it moves the module there and the inputs' tensors
(inside lists, tuples and dicts too) before calling it, as PyTorch's scatter over one device does. Replicating
the module over several GPUs is not done: more than one device id is an UnsupportedError naming
DistributedDataParallel, which trains data-parallel over processes.
"""

from __future__ import annotations

from typing import Any

from ... import cuda
from ...devices import device
from ...errors import UnsupportedError
from ...tensor import Tensor
from ..module import Module

__all__ = ["DataParallel"]


def _device_index(d: Any) -> int:
    return d if isinstance(d, int) else device(d).index or 0


def _moved(obj: Any, to: device) -> Any:
    """obj with its tensors moved to the device (PyTorch's scatter of obj over one device)."""
    if isinstance(obj, Tensor):
        return obj.to(to)
    if isinstance(obj, (list, tuple)):
        return type(obj)(_moved(x, to) for x in obj)
    if isinstance(obj, dict):
        return {k: _moved(v, to) for k, v in obj.items()}
    return obj


class DataParallel(Module):
    """module on one device; calling the wrapper calls it (its state_dict keys start with `module.`)."""

    def __init__(self, module: Module, device_ids: list[Any] | None = None, output_device: Any = None,
                 dim: int = 0) -> None:
        super().__init__()
        if not cuda.is_available():   # PyTorch's: no accelerator, the module runs where it is
            self.module = module
            self.device_ids: list[int] = []
            return
        if device_ids is None:
            device_ids = list(range(cuda.device_count()))
        self.device_ids = [_device_index(d) for d in device_ids]
        if len(self.device_ids) > 1:
            raise UnsupportedError(f"DataParallel over {len(self.device_ids)} devices ({self.device_ids}) would "
                                   "replicate the module on each; simple_torch's DataParallel runs on one device "
                                   "(pass device_ids=[k]); use DistributedDataParallel to train over several")
        self.dim = dim
        self.module = module
        self.output_device = _device_index(self.device_ids[0] if output_device is None else output_device)
        self.src_device_obj = device("cuda", self.device_ids[0])
        self.module.to(self.src_device_obj)

    def forward(self, *inputs: Any, **kwargs: Any) -> Any:
        if not self.device_ids:
            return self.module(*inputs, **kwargs)
        for t in [*self.module.parameters(), *self.module.buffers()]:
            if t.device != self.src_device_obj:
                raise RuntimeError(f"module must have its parameters and buffers on device {self.src_device_obj} "
                                   f"(device_ids[0]) but found one of them on device: {t.device}")
        return self.module(*_moved(inputs, self.src_device_obj), **_moved(kwargs, self.src_device_obj))
