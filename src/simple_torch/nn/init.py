"""st.nn.init: PyTorch's initialisers, writing in place (under no_grad), and `uniform_values`, the
default initialisation of Linear and Conv2d.

Values come from the runtime's generators (rand, randn), so manual_seed makes them repeatable; they
differ from PyTorch's own draws for the same seed.
"""

from __future__ import annotations

import math
from typing import Sequence

from ..autograd import no_grad
from ..creation import rand
from ..errors import InvalidArgumentError
from ..tensor import Tensor

__all__ = ["uniform_values", "calculate_gain", "uniform_", "normal_", "constant_", "zeros_", "ones_",
           "xavier_uniform_", "xavier_normal_", "kaiming_uniform_", "kaiming_normal_"]


def uniform_values(shape: Sequence[int], bound: float) -> Tensor:
    """A new tensor uniform in [-bound, bound): rand * (2 * bound) - bound, the same three runtime calls
    as examples/c/train_digits.c, so that both draw the same values after the same seed."""
    return rand(*shape) * (2.0 * bound) + (-bound)


def calculate_gain(nonlinearity: str, param: float | None = None) -> float:
    """The gain PyTorch recommends for a nonlinearity (for the std of initial weights)."""
    if nonlinearity in ("linear", "conv1d", "conv2d", "conv3d", "sigmoid"):
        return 1.0
    if nonlinearity == "tanh":
        return 5.0 / 3
    if nonlinearity == "relu":
        return math.sqrt(2.0)
    if nonlinearity == "leaky_relu":
        slope = 0.01 if param is None else param
        return math.sqrt(2.0 / (1 + slope ** 2))
    if nonlinearity == "selu":
        return 3.0 / 4
    raise InvalidArgumentError(f"unsupported nonlinearity {nonlinearity!r}")


def _fans(tensor: Tensor) -> tuple[int, int]:
    """(fan_in, fan_out): inputs and outputs of one unit, counting the receptive field of a kernel."""
    if tensor.ndim < 2:
        raise InvalidArgumentError("fan in and fan out need a tensor of at least 2 dims")
    receptive = math.prod(tensor.shape[2:])
    return tensor.shape[1] * receptive, tensor.shape[0] * receptive


def uniform_(tensor: Tensor, a: float = 0.0, b: float = 1.0) -> Tensor:
    with no_grad():
        return tensor.uniform_(a, b)


def normal_(tensor: Tensor, mean: float = 0.0, std: float = 1.0) -> Tensor:
    with no_grad():
        return tensor.normal_(mean, std)


def constant_(tensor: Tensor, val: float) -> Tensor:
    with no_grad():
        return tensor.fill_(val)


def zeros_(tensor: Tensor) -> Tensor:
    return constant_(tensor, 0.0)


def ones_(tensor: Tensor) -> Tensor:
    return constant_(tensor, 1.0)


def xavier_uniform_(tensor: Tensor, gain: float = 1.0) -> Tensor:
    fan_in, fan_out = _fans(tensor)
    bound = gain * math.sqrt(6.0 / (fan_in + fan_out))
    return uniform_(tensor, -bound, bound)


def xavier_normal_(tensor: Tensor, gain: float = 1.0) -> Tensor:
    fan_in, fan_out = _fans(tensor)
    return normal_(tensor, 0.0, gain * math.sqrt(2.0 / (fan_in + fan_out)))


def _kaiming_std(tensor: Tensor, a: float, mode: str, nonlinearity: str) -> float:
    if mode not in ("fan_in", "fan_out"):
        raise InvalidArgumentError(f"mode must be 'fan_in' or 'fan_out', got {mode!r}")
    fan_in, fan_out = _fans(tensor)
    return calculate_gain(nonlinearity, a) / math.sqrt(fan_in if mode == "fan_in" else fan_out)


def kaiming_uniform_(tensor: Tensor, a: float = 0.0, mode: str = "fan_in",
                     nonlinearity: str = "leaky_relu") -> Tensor:
    bound = math.sqrt(3.0) * _kaiming_std(tensor, a, mode, nonlinearity)
    return uniform_(tensor, -bound, bound)


def kaiming_normal_(tensor: Tensor, a: float = 0.0, mode: str = "fan_in", nonlinearity: str = "leaky_relu") -> Tensor:
    return normal_(tensor, 0.0, _kaiming_std(tensor, a, mode, nonlinearity))
