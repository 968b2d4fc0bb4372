"""st.nn.init: PyTorch's initialisers, writing in place (under no_grad), and `uniform_values`, the
default initialisation of Linear and Conv2d.

Values come from the runtime's generators (the rt_torch_init_* functions draw in PyTorch's order), so manual_seed
makes them repeatable; on the PyTorch backend they are torch.nn.init's own values for the same seed (to the last
bit of float rounding), on NumPy another stream of the same laws.
"""

from __future__ import annotations

import math
import numbers
import warnings
from typing import Sequence

from .. import calls
from ..abi.enums import InitMode, Nonlinearity
from ..autograd import no_grad
from ..creation import rand
from ..generator import Generator, drawing_from
from ..tensor import Tensor

__all__ = ["uniform_values", "calculate_gain", "uniform_", "normal_", "trunc_normal_", "constant_", "zeros_",
           "ones_", "eye_", "dirac_", "xavier_uniform_", "xavier_normal_", "kaiming_uniform_", "kaiming_normal_",
           "orthogonal_", "sparse_", "uniform", "normal", "constant", "eye", "dirac", "xavier_uniform",
           "xavier_normal", "kaiming_uniform", "kaiming_normal", "orthogonal", "sparse"]

_FAN_MODES = ["fan_in", "fan_out"]


def uniform_values(shape: Sequence[int], bound: float) -> Tensor:
    """A new tensor uniform in [-bound, bound): rand * (2 * bound) - bound, the same three runtime calls
    as examples/c/train_digits.c, so that both draw the same values after the same seed."""
    return rand(*shape) * (2.0 * bound) + (-bound)


def _nonlinearity(nonlinearity: str) -> Nonlinearity:
    try:
        return Nonlinearity[nonlinearity]
    except (KeyError, TypeError):
        raise ValueError(f"Unsupported nonlinearity {nonlinearity}") from None


def calculate_gain(nonlinearity: str, param: float | None = None) -> float:
    """The gain PyTorch recommends for a nonlinearity (for the std of initial weights); param is leaky_relu's
    negative slope (default 0.01)."""
    which = _nonlinearity(nonlinearity)
    slope = 0.01
    if which == Nonlinearity.leaky_relu and param is not None:
        if isinstance(param, bool) or not isinstance(param, (int, float)):   # True is an int: refused, as PyTorch
            raise ValueError(f"negative_slope {param} not a valid number")
        slope = float(param)
    return calls.init_calculate_gain(which, slope)


def _real(value: float, what: str) -> float:
    """A number argument: anything else is a TypeError, as PyTorch's arithmetic on it raises."""
    if not isinstance(value, numbers.Real):
        raise TypeError(f"{what} must be a real number, not {type(value).__name__}")
    return float(value)


def _calculate_fan_in_and_fan_out(tensor: Tensor) -> tuple[int, int]:
    """(fan_in, fan_out): inputs and outputs of one unit, counting the receptive field of a kernel."""
    if tensor.dim() < 2:
        raise ValueError("Fan in and fan out can not be computed for tensor with fewer than 2 dimensions")
    receptive = math.prod(tensor.shape[2:])
    return tensor.shape[1] * receptive, tensor.shape[0] * receptive


def uniform_(tensor: Tensor, a: float = 0.0, b: float = 1.0, generator: Generator | None = None) -> Tensor:
    with no_grad():
        return tensor.uniform_(a, b, generator=generator)


def normal_(tensor: Tensor, mean: float = 0.0, std: float = 1.0, generator: Generator | None = None) -> Tensor:
    with no_grad():
        return tensor.normal_(mean, std, generator=generator)


def trunc_normal_(tensor: Tensor, mean: float = 0.0, std: float = 1.0, a: float = -2.0, b: float = 2.0,
                  generator: Generator | None = None) -> Tensor:
    """N(mean, std**2) samples within [a, b] (PyTorch's rejection sampling)."""
    if _real(mean, "mean") < _real(a, "a") - 2 * _real(std, "std") or mean > _real(b, "b") + 2 * std:
        warnings.warn("mean is more than 2 std from [a, b] in nn.init.trunc_normal_. The distribution of values may "
                      "be incorrect.", stacklevel=2)
    with drawing_from(generator):
        calls.init_trunc_normal(tensor, _real(mean, "mean"), _real(std, "std"), _real(a, "a"), _real(b, "b"))
    return tensor


def constant_(tensor: Tensor, val: float) -> Tensor:
    with no_grad():
        return tensor.fill_(val)


def zeros_(tensor: Tensor) -> Tensor:
    return constant_(tensor, 0.0)


def ones_(tensor: Tensor) -> Tensor:
    return constant_(tensor, 1.0)


def eye_(tensor: Tensor) -> Tensor:
    """A 2-D tensor becomes the identity."""
    calls.init_eye(tensor)
    return tensor


def dirac_(tensor: Tensor, groups: int = 1) -> Tensor:
    """A 3-, 4- or 5-D convolution weight becomes the Dirac delta: the convolution keeps each group's input
    channels."""
    calls.init_dirac(tensor, groups)
    return tensor


def xavier_uniform_(tensor: Tensor, gain: float = 1.0, generator: Generator | None = None) -> Tensor:
    with drawing_from(generator):
        calls.init_xavier_uniform(tensor, _real(gain, "gain"))
    return tensor


def xavier_normal_(tensor: Tensor, gain: float = 1.0, generator: Generator | None = None) -> Tensor:
    with drawing_from(generator):
        calls.init_xavier_normal(tensor, _real(gain, "gain"))
    return tensor


def _kaiming(fill, tensor: Tensor, a: float, mode: str, nonlinearity: str, generator: Generator | None) -> Tensor:
    """PyTorch's checks in its order (a zero-element tensor warns and stays), then the runtime's fill."""
    if 0 in tensor.shape:
        warnings.warn("Initializing zero-element tensors is a no-op", stacklevel=3)
        return tensor
    mode = mode.lower()
    if mode not in _FAN_MODES:
        raise ValueError(f"Mode {mode} not supported, please use one of {_FAN_MODES}")
    _calculate_fan_in_and_fan_out(tensor)
    calculate_gain(nonlinearity, a)   # PyTorch's errors for the nonlinearity and its slope
    with drawing_from(generator):
        fill(tensor, _real(a, "a"), InitMode[mode], _nonlinearity(nonlinearity))
    return tensor


def kaiming_uniform_(tensor: Tensor, a: float = 0, mode: str = "fan_in", nonlinearity: str = "leaky_relu",
                     generator: Generator | None = None) -> Tensor:
    return _kaiming(calls.init_kaiming_uniform, tensor, a, mode, nonlinearity, generator)


def kaiming_normal_(tensor: Tensor, a: float = 0, mode: str = "fan_in", nonlinearity: str = "leaky_relu",
                    generator: Generator | None = None) -> Tensor:
    return _kaiming(calls.init_kaiming_normal, tensor, a, mode, nonlinearity, generator)


def orthogonal_(tensor: Tensor, gain: float = 1, generator: Generator | None = None) -> Tensor:
    """gain times a (semi-)orthogonal matrix, the tensor flattened after dim 0."""
    with drawing_from(generator):
        calls.init_orthogonal(tensor, _real(gain, "gain"))
    return tensor


def sparse_(tensor: Tensor, sparsity: float, std: float = 0.01, generator: Generator | None = None) -> Tensor:
    """A 2-D tensor from N(0, std**2) with ceil(sparsity * rows) random rows of each column zeroed."""
    with drawing_from(generator):
        calls.init_sparse(tensor, _real(sparsity, "sparsity"), _real(std, "std"))
    return tensor


# the un-suffixed names PyTorch still has, deprecated in favour of the in-place ones
def _deprecated(old: str) -> None:
    warnings.warn(f"`nn.init.{old}` is now deprecated in favor of `nn.init.{old}_`.", FutureWarning, stacklevel=3)


def uniform(tensor: Tensor, a: float = 0.0, b: float = 1.0, generator: Generator | None = None) -> Tensor:
    _deprecated("uniform")
    return uniform_(tensor, a, b, generator)


def normal(tensor: Tensor, mean: float = 0.0, std: float = 1.0, generator: Generator | None = None) -> Tensor:
    _deprecated("normal")
    return normal_(tensor, mean, std, generator)


def constant(tensor: Tensor, val: float) -> Tensor:
    _deprecated("constant")
    return constant_(tensor, val)


def eye(tensor: Tensor) -> Tensor:
    _deprecated("eye")
    return eye_(tensor)


def dirac(tensor: Tensor, groups: int = 1) -> Tensor:
    _deprecated("dirac")
    return dirac_(tensor, groups)


def xavier_uniform(tensor: Tensor, gain: float = 1.0, generator: Generator | None = None) -> Tensor:
    _deprecated("xavier_uniform")
    return xavier_uniform_(tensor, gain, generator)


def xavier_normal(tensor: Tensor, gain: float = 1.0, generator: Generator | None = None) -> Tensor:
    _deprecated("xavier_normal")
    return xavier_normal_(tensor, gain, generator)


def kaiming_uniform(tensor: Tensor, a: float = 0, mode: str = "fan_in", nonlinearity: str = "leaky_relu",
                    generator: Generator | None = None) -> Tensor:
    _deprecated("kaiming_uniform")
    return kaiming_uniform_(tensor, a, mode, nonlinearity, generator)


def kaiming_normal(tensor: Tensor, a: float = 0, mode: str = "fan_in", nonlinearity: str = "leaky_relu",
                   generator: Generator | None = None) -> Tensor:
    _deprecated("kaiming_normal")
    return kaiming_normal_(tensor, a, mode, nonlinearity, generator)


def orthogonal(tensor: Tensor, gain: float = 1, generator: Generator | None = None) -> Tensor:
    _deprecated("orthogonal")
    return orthogonal_(tensor, gain, generator)


def sparse(tensor: Tensor, sparsity: float, std: float = 0.01, generator: Generator | None = None) -> Tensor:
    _deprecated("sparse")
    return sparse_(tensor, sparsity, std, generator)
