"""torch.nn.modules.loss's classes at its path: the same class objects as st.nn's."""

from __future__ import annotations

from ..loss import (MSELoss, CrossEntropyLoss, NLLLoss, BCELoss, L1Loss, SmoothL1Loss, HuberLoss, BCEWithLogitsLoss,
                    KLDivLoss, MarginRankingLoss, CosineEmbeddingLoss, TripletMarginLoss, SoftMarginLoss, CTCLoss)

__all__ = ["MSELoss", "CrossEntropyLoss", "NLLLoss", "BCELoss", "L1Loss", "SmoothL1Loss", "HuberLoss",
           "BCEWithLogitsLoss", "KLDivLoss", "MarginRankingLoss", "CosineEmbeddingLoss", "TripletMarginLoss",
           "SoftMarginLoss", "CTCLoss"]
