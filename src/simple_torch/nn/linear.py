"""Linear and Identity."""

from __future__ import annotations

import math
from typing import Any

from .. import calls
from ..tensor import Tensor
from .init import uniform_values
from .module import Module
from .parameter import Parameter

# NonDynamicallyQuantizableLinear is at nn.modules.linear only, as in PyTorch
__all__ = ["Linear", "Identity"]


class Linear(Module):
    """y = x @ weight.T + bias, with weight (out_features, in_features).

    Initialised as PyTorch does (kaiming-uniform with a = sqrt(5)): weight and bias uniform in
    [-1/sqrt(in_features), 1/sqrt(in_features)).
    """

    def __init__(self, in_features: int, out_features: int, bias: bool = True, device: Any = None,
                 dtype: Any = None) -> None:
        super().__init__()
        self.in_features, self.out_features = in_features, out_features
        bound = 1.0 / math.sqrt(in_features) if in_features > 0 else 0.0
        self.weight = Parameter(uniform_values((out_features, in_features), bound))
        self.register_parameter("bias", Parameter(uniform_values((out_features,), bound)) if bias else None)
        self.to(device=device, dtype=dtype)

    def forward(self, input: Tensor) -> Tensor:
        return calls.nn_linear(input, self.weight, self.bias)   # F.linear's call, one frame less

    def extra_repr(self) -> str:
        return f"in_features={self.in_features}, out_features={self.out_features}, bias={self.bias is not None}"


class NonDynamicallyQuantizableLinear(Linear):
    """MultiheadAttention's out_proj: a Linear under PyTorch's name for it (in its repr and state-dict users'
    type checks); quantization, which the name is about, does not exist here."""


class Identity(Module):
    """Returns its input (a placeholder that keeps a model's structure)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__()

    def forward(self, input: Tensor) -> Tensor:
        return input
