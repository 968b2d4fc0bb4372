"""torch.nn.modules.transformer's classes at its path: the same class objects as st.nn's."""

from __future__ import annotations

from ..transformer import TransformerEncoderLayer, TransformerEncoder, TransformerDecoderLayer, TransformerDecoder

__all__ = ["TransformerEncoderLayer", "TransformerEncoder", "TransformerDecoderLayer", "TransformerDecoder"]
