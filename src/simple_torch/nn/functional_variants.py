"""The st.nn.functional functions of the spec's Op rows (F.sigmoid(x), F.logsigmoid(x), ...).

Generated from src/simple_torch/abi/spec.py by `make generate` (simple_torch/abi/python_variants.py); do not edit.
"""

from __future__ import annotations

from .. import calls
from ..tensor import Tensor, tensor_arg

__all__ = ["sigmoid", "tanh", "logsigmoid", "softsign", "tanhshrink"]


def sigmoid(input: Tensor) -> Tensor:
    """1 / (1 + e ** -x) (rt_torch_sigmoid)."""
    return calls.sigmoid(tensor_arg(input, "sigmoid(): argument 'input'"))


def tanh(input: Tensor) -> Tensor:
    """Hyperbolic tangent (rt_torch_tanh)."""
    return calls.tanh(tensor_arg(input, "tanh(): argument 'input'"))


def logsigmoid(input: Tensor) -> Tensor:
    """Log(sigmoid(x)) without overflow (rt_torch_logsigmoid)."""
    return calls.logsigmoid(tensor_arg(input, "logsigmoid(): argument 'input'"))


def softsign(input: Tensor) -> Tensor:
    """X / (|x| + 1) (integers give float32) (rt_torch_softsign)."""
    return calls.softsign(tensor_arg(input, "softsign(): argument 'input'"))


def tanhshrink(input: Tensor) -> Tensor:
    """X - tanh(x) (integers give float32) (rt_torch_tanhshrink)."""
    return calls.tanhshrink(tensor_arg(input, "tanhshrink(): argument 'input'"))
