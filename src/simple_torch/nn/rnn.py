"""Recurrent layers: RNN, LSTM and GRU (num_layers, bidirectional, batch_first, dropout between layers,
initial states) and their cells, with PyTorch's parameter names, layouts and initialisation (uniform in
+-1/sqrt(hidden_size)), so a PyTorch state dict loads 1:1. Each step is one C call of the contract
(rt_torch_nn_rnn_cell, _lstm_cell, _gru_cell); the layers loop over time here, as a C program would."""

from __future__ import annotations

import math
from typing import Any

from .. import calls, dtypes
from ..amp import get_autocast_dtype, is_autocast_enabled
from ..creation import cat, empty, stack, zeros
from ..errors import InvalidArgumentError
from ..tensor import Tensor
from . import functional as F
from .init import uniform_
from .module import Module
from .parameter import Parameter

__all__ = ["RNNCell", "LSTMCell", "GRUCell", "RNN", "LSTM", "GRU"]

_GATES = {"RNN_TANH": 1, "RNN_RELU": 1, "LSTM": 4, "GRU": 3}


def _step(mode: str, x: Tensor, state: Any, w_ih: Tensor, w_hh: Tensor, b_ih: Tensor | None,
          b_hh: Tensor | None) -> Any:
    """One step of a cell: the new hidden state (LSTM: (h, c))."""
    weights = (w_ih, w_hh, b_ih, b_hh)
    if mode == "LSTM":
        h, c = state
        return calls.nn_lstm_cell(x, h, c, *weights)
    if mode == "GRU":
        return calls.nn_gru_cell(x, state, *weights)
    return calls.nn_rnn_cell(x, state, *weights, int(mode == "RNN_RELU"))


class _CellBase(Module):
    def __init__(self, mode: str, input_size: int, hidden_size: int, bias: bool, device: Any = None,
                 dtype: Any = None) -> None:
        super().__init__()
        self.input_size, self.hidden_size, self.bias, self._mode = input_size, hidden_size, bias, mode
        gates = _GATES[mode] * hidden_size
        self.weight_ih = Parameter(empty(gates, input_size, device=device, dtype=dtype))
        self.weight_hh = Parameter(empty(gates, hidden_size, device=device, dtype=dtype))
        self.bias_ih = Parameter(empty(gates, device=device, dtype=dtype)) if bias else None
        self.bias_hh = Parameter(empty(gates, device=device, dtype=dtype)) if bias else None
        self.reset_parameters()

    def reset_parameters(self) -> None:
        bound = 1.0 / math.sqrt(self.hidden_size) if self.hidden_size > 0 else 0
        for p in self.parameters():
            uniform_(p, -bound, bound)

    def _zeros(self, input: Tensor) -> Tensor:
        shape = (input.size(0), self.hidden_size) if input.ndim == 2 else (self.hidden_size,)
        return zeros(*shape, dtype=input.dtype, device=input.device)

    def extra_repr(self) -> str:
        text = f"{self.input_size}, {self.hidden_size}"
        if not self.bias:
            text += ", bias=False"
        if self._mode == "RNN_RELU":
            text += ", nonlinearity='relu'"
        return text


class RNNCell(_CellBase):
    def __init__(self, input_size: int, hidden_size: int, bias: bool = True, nonlinearity: str = "tanh",
                 device: Any = None, dtype: Any = None) -> None:
        if nonlinearity not in ("tanh", "relu"):
            raise ValueError(f"Unknown nonlinearity: {nonlinearity}")
        self.nonlinearity = nonlinearity
        super().__init__("RNN_TANH" if nonlinearity == "tanh" else "RNN_RELU", input_size, hidden_size, bias,
                         device, dtype)

    def forward(self, input: Tensor, hx: Tensor | None = None) -> Tensor:
        hx = self._zeros(input) if hx is None else hx
        return _step(self._mode, input, hx, self.weight_ih, self.weight_hh, self.bias_ih, self.bias_hh)


class LSTMCell(_CellBase):
    def __init__(self, input_size: int, hidden_size: int, bias: bool = True, device: Any = None,
                 dtype: Any = None) -> None:
        super().__init__("LSTM", input_size, hidden_size, bias, device, dtype)

    def forward(self, input: Tensor, hx: tuple[Tensor, Tensor] | None = None) -> tuple[Tensor, Tensor]:
        hx = (self._zeros(input), self._zeros(input)) if hx is None else hx
        return _step("LSTM", input, hx, self.weight_ih, self.weight_hh, self.bias_ih, self.bias_hh)


class GRUCell(_CellBase):
    def __init__(self, input_size: int, hidden_size: int, bias: bool = True, device: Any = None,
                 dtype: Any = None) -> None:
        super().__init__("GRU", input_size, hidden_size, bias, device, dtype)

    def forward(self, input: Tensor, hx: Tensor | None = None) -> Tensor:
        hx = self._zeros(input) if hx is None else hx
        return _step("GRU", input, hx, self.weight_ih, self.weight_hh, self.bias_ih, self.bias_hh)


class _RNNBase(Module):
    def __init__(self, mode: str, input_size: int, hidden_size: int, num_layers: int = 1, bias: bool = True,
                 batch_first: bool = False, dropout: float = 0.0, bidirectional: bool = False, proj_size: int = 0,
                 device: Any = None, dtype: Any = None) -> None:
        super().__init__()
        if proj_size:
            raise InvalidArgumentError("proj_size (LSTM projections) is not supported: pass proj_size=0")
        if not isinstance(num_layers, int) or num_layers < 1:
            raise ValueError(f"num_layers must be a positive integer, got {num_layers}")
        if not 0 <= dropout <= 1:
            raise ValueError("dropout should be a number in range [0, 1] representing the probability of an element "
                             "being zeroed")
        self.mode, self.input_size, self.hidden_size, self.num_layers = mode, input_size, hidden_size, num_layers
        self.bias, self.batch_first, self.dropout, self.bidirectional = bias, batch_first, float(dropout), bidirectional
        self.proj_size = 0
        gates = _GATES[mode] * hidden_size
        directions = 2 if bidirectional else 1
        self._flat_weights_names = []
        for layer in range(num_layers):
            for direction in range(directions):
                suffix = f"_l{layer}" + ("_reverse" if direction else "")
                size_in = input_size if layer == 0 else hidden_size * directions
                names = [f"weight_ih{suffix}", f"weight_hh{suffix}"] + \
                    ([f"bias_ih{suffix}", f"bias_hh{suffix}"] if bias else [])
                shapes = [(gates, size_in), (gates, hidden_size), (gates,), (gates,)]
                for name, shape in zip(names, shapes):
                    setattr(self, name, Parameter(empty(*shape, device=device, dtype=dtype)))
                self._flat_weights_names += names
        self.reset_parameters()

    def reset_parameters(self) -> None:
        bound = 1.0 / math.sqrt(self.hidden_size) if self.hidden_size > 0 else 0
        for p in self.parameters():
            uniform_(p, -bound, bound)

    def flatten_parameters(self) -> None:
        """Nothing to do, as PyTorch's on the CPU: only cuDNN wants the weights in one contiguous buffer."""

    def _weights(self, layer: int, direction: int) -> tuple[Tensor, ...]:
        suffix = f"_l{layer}" + ("_reverse" if direction else "")
        names = ("weight_ih", "weight_hh", "bias_ih", "bias_hh")
        return tuple(getattr(self, name + suffix, None) for name in names)

    def forward(self, input: Tensor, hx: Any = None) -> tuple[Tensor, Any]:
        """(output, h_n) (LSTM: (output, (h_n, c_n))); input (L, N, H_in), (N, L, H_in) with batch_first, or
        unbatched (L, H_in); states (D * num_layers, N, H_out)."""
        batched = input.ndim == 3
        if input.ndim not in (2, 3):
            raise ValueError(f"{type(self).__name__}: Expected input to be 2D or 3D, got {input.ndim}D instead")
        if input.size(-1) != self.input_size:
            raise RuntimeError(f"input.size(-1) must be equal to input_size. Expected {self.input_size}, got "
                               f"{input.size(-1)}")
        x = input if batched else input.unsqueeze(1)
        if batched and self.batch_first:
            x = x.transpose(0, 1)
        directions = 2 if self.bidirectional else 1
        shape = (self.num_layers * directions, x.size(1), self.hidden_size)
        lstm = self.mode == "LSTM"
        if hx is None:
            h0 = zeros(*shape, dtype=x.dtype, device=x.device)
            states = (h0, zeros(*shape, dtype=x.dtype, device=x.device)) if lstm else h0
        else:
            states = tuple(s if batched else s.unsqueeze(1) for s in hx) if lstm else \
                (hx if batched else hx.unsqueeze(1))
        for s in (states if lstm else (states,)):
            if tuple(s.shape) != shape:
                raise RuntimeError(f"Expected hidden size {shape}, got {list(s.shape)}")
        # PyTorch's LSTM runs on the CPU as oneDNN's layer, on CPU autocast's lower-precision list: under autocast
        # its input, states and weights are cast to the region's dtype, and so are its outputs (GRU and RNN have
        # no such layer: their cells decide, and the runtime casts an RNN cell's operands itself)
        low = None
        if lstm and x.device.type == "cpu" and x.dtype in (dtypes.float32, dtypes.bfloat16, dtypes.float16) \
                and is_autocast_enabled("cpu"):
            low = get_autocast_dtype("cpu")
            states = tuple(s.to(low) for s in states)
            x = x.to(low)
        finals_h, finals_c = [], []
        layer_input = x
        for layer in range(self.num_layers):
            outputs = []
            for direction in range(directions):
                index = layer * directions + direction
                state = (states[0][index], states[1][index]) if lstm else states[index]
                steps = range(x.size(0) - 1, -1, -1) if direction else range(x.size(0))
                out = [None] * x.size(0)
                weights = self._weights(layer, direction)
                if low is not None:
                    weights = tuple(None if w is None else w.to(low) for w in weights)
                for t in steps:
                    state = _step(self.mode, layer_input[t], state, *weights)
                    out[t] = state[0] if lstm else state
                outputs.append(stack(out, 0))
                finals_h.append(state[0] if lstm else state)
                if lstm:
                    finals_c.append(state[1])
            layer_input = outputs[0] if directions == 1 else cat(outputs, 2)
            if self.dropout and self.training and layer < self.num_layers - 1:
                layer_input = F.dropout(layer_input, self.dropout, True)
        output = layer_input
        if batched and self.batch_first:
            output = output.transpose(0, 1)
        h_n = stack(finals_h, 0)
        c_n = stack(finals_c, 0) if lstm else None
        if not batched:
            output, h_n = output.squeeze(1), h_n.squeeze(1)
            c_n = c_n.squeeze(1) if lstm else None
        return output, ((h_n, c_n) if lstm else h_n)

    def extra_repr(self) -> str:
        text = f"{self.input_size}, {self.hidden_size}"
        if self.num_layers != 1:
            text += f", num_layers={self.num_layers}"
        for name, default in (("bias", True), ("batch_first", False), ("dropout", 0.0), ("bidirectional", False)):
            if getattr(self, name) != default:
                text += f", {name}={getattr(self, name)}"
        return text


class RNN(_RNNBase):
    def __init__(self, input_size: int, hidden_size: int, num_layers: int = 1, nonlinearity: str = "tanh",
                 bias: bool = True, batch_first: bool = False, dropout: float = 0.0, bidirectional: bool = False,
                 device: Any = None, dtype: Any = None) -> None:
        if nonlinearity not in ("tanh", "relu"):
            raise ValueError(f"Unknown nonlinearity '{nonlinearity}'. Select from 'tanh' or 'relu'.")
        self.nonlinearity = nonlinearity
        super().__init__("RNN_TANH" if nonlinearity == "tanh" else "RNN_RELU", input_size, hidden_size, num_layers,
                         bias, batch_first, dropout, bidirectional, 0, device, dtype)


class LSTM(_RNNBase):
    def __init__(self, input_size: int, hidden_size: int, num_layers: int = 1, bias: bool = True,
                 batch_first: bool = False, dropout: float = 0.0, bidirectional: bool = False, proj_size: int = 0,
                 device: Any = None, dtype: Any = None) -> None:
        super().__init__("LSTM", input_size, hidden_size, num_layers, bias, batch_first, dropout, bidirectional,
                         proj_size, device, dtype)


class GRU(_RNNBase):
    def __init__(self, input_size: int, hidden_size: int, num_layers: int = 1, bias: bool = True,
                 batch_first: bool = False, dropout: float = 0.0, bidirectional: bool = False,
                 device: Any = None, dtype: Any = None) -> None:
        super().__init__("GRU", input_size, hidden_size, num_layers, bias, batch_first, dropout, bidirectional, 0,
                         device, dtype)
