"""torch.nn.modules.transformer's classes at its path: the same class objects as st.nn's."""

from __future__ import annotations

from ..transformer import (Transformer, TransformerEncoderLayer, TransformerEncoder, TransformerDecoderLayer,
                           TransformerDecoder)

__all__ = ["Transformer", "TransformerEncoderLayer", "TransformerEncoder", "TransformerDecoderLayer",
           "TransformerDecoder"]
