"""st.nn: modules, parameters, initialisers and the functional API, as torch.nn."""

from __future__ import annotations

from . import functional, init, utils
from .activation import GELU, LeakyReLU, LogSoftmax, ReLU, Sigmoid, Softmax, Tanh
from .container import ModuleList, Sequential
from .conv import Conv2d
from .dropout import Dropout
from .flatten import Flatten
from .linear import Identity, Linear
from .loss import BCELoss, CrossEntropyLoss, MSELoss, NLLLoss
from .module import Module
from .norm import BatchNorm1d, BatchNorm2d, LayerNorm
from .parameter import Parameter
from .pooling import AdaptiveAvgPool2d, AvgPool2d, MaxPool2d
from .sparse import Embedding

__all__ = ["functional", "init", "utils", "Module", "Parameter", "Linear", "Identity", "Conv2d", "MaxPool2d",
           "AvgPool2d", "AdaptiveAvgPool2d", "BatchNorm1d", "BatchNorm2d", "LayerNorm", "Dropout", "Embedding", "ReLU",
           "LeakyReLU", "Sigmoid", "Tanh", "GELU", "Softmax", "LogSoftmax", "Flatten", "Sequential", "ModuleList",
           "MSELoss", "CrossEntropyLoss", "NLLLoss", "BCELoss"]
