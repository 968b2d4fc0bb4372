"""torch.nn.modules.rnn's classes at its path: the same class objects as st.nn's."""

from __future__ import annotations

from ..rnn import RNNCell, LSTMCell, GRUCell, RNN, LSTM, GRU

__all__ = ["RNNCell", "LSTMCell", "GRUCell", "RNN", "LSTM", "GRU"]
