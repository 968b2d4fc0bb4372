"""st.nn: modules, parameters, initialisers and the functional API, as torch.nn."""

from __future__ import annotations

from . import functional, init, utils
from .activation import GELU, LeakyReLU, LogSoftmax, ReLU, Sigmoid, Softmax, Tanh
from .container import ModuleList, Sequential
from .conv import Conv2d, Conv3d
from .dropout import Dropout
from .flatten import Flatten
from .linear import Identity, Linear
from .loss import BCELoss, CrossEntropyLoss, MSELoss, NLLLoss
from .module import Module
from .norm import BatchNorm1d, BatchNorm2d, LayerNorm
from .parameter import Parameter
from .pooling import AdaptiveAvgPool2d, AvgPool2d, MaxPool2d
from .sparse import Embedding, EmbeddingBag

__all__ = ["functional", "init", "utils", "Module", "Parameter", "Linear", "Identity", "Conv2d", "MaxPool2d",
           "AvgPool2d", "AdaptiveAvgPool2d", "BatchNorm1d", "BatchNorm2d", "LayerNorm", "Dropout", "Embedding", "ReLU",
           "LeakyReLU", "Sigmoid", "Tanh", "GELU", "Softmax", "LogSoftmax", "Flatten", "Sequential", "ModuleList",
           "MSELoss", "CrossEntropyLoss", "NLLLoss", "BCELoss"]

# ABI 1.4: more activations and losses, and the dict and parameter containers; ABI 1.5: CTCLoss
from .activation import (CELU, ELU, GLU, SELU, Hardsigmoid, Hardswish, Hardtanh, LogSigmoid, Mish, PReLU,  # noqa: E402
                         ReLU6, SiLU, Softplus, Softsign, Tanhshrink)
from .container import ModuleDict, ParameterDict, ParameterList  # noqa: E402
from .loss import (BCEWithLogitsLoss, CosineEmbeddingLoss, CTCLoss, HuberLoss, KLDivLoss, L1Loss,  # noqa: E402
                   MarginRankingLoss, SmoothL1Loss, SoftMarginLoss, TripletMarginLoss)

__all__ += ["SiLU", "Mish", "Hardswish", "Hardsigmoid", "ELU", "SELU", "CELU", "Softplus", "PReLU", "Hardtanh", "ReLU6",
            "LogSigmoid", "Softsign", "Tanhshrink", "GLU", "ModuleDict", "ParameterList", "ParameterDict", "L1Loss",
            "SmoothL1Loss", "HuberLoss", "BCEWithLogitsLoss", "KLDivLoss", "MarginRankingLoss", "CosineEmbeddingLoss",
            "TripletMarginLoss", "SoftMarginLoss", "CTCLoss"]

# ABI 1.4: recurrent and attention layers over the contract's cells and attention
from .rnn import GRU, LSTM, RNN, GRUCell, LSTMCell, RNNCell  # noqa: E402
from .transformer import (MultiheadAttention, TransformerDecoder, TransformerDecoderLayer,  # noqa: E402
                          TransformerEncoder, TransformerEncoderLayer)

__all__ += ["RNN", "LSTM", "GRU", "RNNCell", "LSTMCell", "GRUCell", "MultiheadAttention", "TransformerEncoderLayer",
            "TransformerEncoder", "TransformerDecoderLayer", "TransformerDecoder"]

# ABI 1.4: the 1-D convolution and pooling
from .conv import Conv1d  # noqa: E402
from .pooling import AvgPool1d, MaxPool1d  # noqa: E402

__all__ += ["Conv1d", "MaxPool1d", "AvgPool1d"]
from .pooling import AdaptiveAvgPool1d, AdaptiveMaxPool1d, AdaptiveMaxPool2d  # noqa: E402  (ABI 1.5)
__all__ += ["AdaptiveAvgPool1d", "AdaptiveMaxPool1d", "AdaptiveMaxPool2d"]
from .norm import GroupNorm, InstanceNorm1d, InstanceNorm2d, RMSNorm  # noqa: E402

__all__ += ["GroupNorm", "InstanceNorm1d", "InstanceNorm2d", "RMSNorm"]
from .pooling import Upsample  # noqa: E402

__all__ += ["Upsample"]
from .conv import ConvTranspose1d, ConvTranspose2d  # noqa: E402

__all__ += ["ConvTranspose1d", "ConvTranspose2d"]
__all__ += ["Conv3d", "EmbeddingBag"]
from .pixelshuffle import PixelShuffle, PixelUnshuffle  # noqa: E402  (composed of reshape and permute)

__all__ += ["PixelShuffle", "PixelUnshuffle"]
from .dropout import Dropout1d, Dropout2d, Dropout3d  # noqa: E402
from .norm import BatchNorm3d  # noqa: E402

__all__ += ["BatchNorm3d", "Dropout1d", "Dropout2d", "Dropout3d"]
