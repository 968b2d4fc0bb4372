"""torch.nn.modules.activation's classes at its path: the same class objects as st.nn's."""

from __future__ import annotations

from ..activation import (ReLU, LeakyReLU, Sigmoid, Tanh, GELU, Softmax, LogSoftmax, SiLU, Mish, Hardswish,
                          Hardsigmoid, ELU, SELU, CELU, Softplus, PReLU, Hardtanh, ReLU6, LogSigmoid, Softsign,
                          Tanhshrink, GLU)
from ..transformer import MultiheadAttention

__all__ = ["ReLU", "LeakyReLU", "Sigmoid", "Tanh", "GELU", "Softmax", "LogSoftmax", "SiLU", "Mish", "Hardswish",
           "Hardsigmoid", "ELU", "SELU", "CELU", "Softplus", "PReLU", "Hardtanh", "ReLU6", "LogSigmoid", "Softsign",
           "Tanhshrink", "GLU", "MultiheadAttention"]
