"""st.nn's names: each nn module lists its own public names (__all__), and st.nn hands them all on, the same names
as before the package was built from the modules' lists."""

from __future__ import annotations

import importlib
from pathlib import Path

import simple_torch as st

NN = Path(st.nn.__file__).resolve().parent
# st.nn.__all__ as it was, recorded before the change
PUBLIC = {
    "AdaptiveAvgPool1d", "AdaptiveAvgPool2d", "AdaptiveMaxPool1d", "AdaptiveMaxPool2d", "AvgPool1d",
    "AvgPool2d", "BCELoss", "BCEWithLogitsLoss", "BatchNorm1d", "BatchNorm2d", "BatchNorm3d", "CELU", "CTCLoss",
    "Conv1d", "Conv2d", "Conv3d", "ConvTranspose1d", "ConvTranspose2d", "CosineEmbeddingLoss",
    "CrossEntropyLoss", "Dropout", "Dropout1d", "Dropout2d", "Dropout3d", "ELU", "Embedding", "EmbeddingBag",
    "Flatten", "Fold", "GELU", "GLU", "GRU", "GRUCell", "GroupNorm", "Hardsigmoid", "Hardswish", "Hardtanh",
    "HuberLoss", "Identity", "InstanceNorm1d", "InstanceNorm2d", "KLDivLoss", "L1Loss", "LSTM", "LSTMCell",
    "LayerNorm", "LeakyReLU", "Linear", "LogSigmoid", "LogSoftmax", "MSELoss", "MarginRankingLoss", "MaxPool1d",
    "MaxPool2d", "Mish", "Module", "ModuleDict", "ModuleList", "MultiheadAttention", "NLLLoss", "PReLU",
    "Parameter", "ParameterDict", "ParameterList", "PixelShuffle", "PixelUnshuffle", "RMSNorm", "RNN",
    "RNNCell", "ReLU", "ReLU6", "SELU", "Sequential", "SiLU", "Sigmoid", "SmoothL1Loss", "SoftMarginLoss",
    "Softmax", "Softplus", "Softsign", "Tanh", "Tanhshrink", "Transformer", "TransformerDecoder", "TransformerDecoderLayer",
    "TransformerEncoder", "TransformerEncoderLayer", "TripletMarginLoss", "Unfold", "Upsample", "functional", "init",
    "utils", "modules", "parallel", "DataParallel"
}
# the rest of dir(st.nn): the package's own attributes and its module files
OTHER = {
    "__all__", "__builtins__", "__cached__", "__doc__", "__file__", "__loader__", "__name__", "__package__",
    "__path__", "__spec__", "activation", "annotations", "container", "conv", "dropout", "flatten", "fold",
    "functional_variants", "linear",
    "loss", "module", "norm", "parameter", "pixelshuffle", "pooling", "rnn", "sparse", "transformer"
}
SUBPACKAGES = {"functional", "init", "utils", "modules", "parallel"}   # handed on as modules, not their names
FROM_SUBPACKAGES = {"DataParallel"}   # torch.nn's own name for nn.parallel.DataParallel
FUNCTIONAL_PARTS = {"functional_variants"}   # st.nn.functional's generated defs, handed on by functional


def _module_files() -> list[str]:
    return sorted(path.stem for path in NN.glob("*.py") if path.stem not in {"__init__", *SUBPACKAGES, *FUNCTIONAL_PARTS})


def test_st_nn_names_are_unchanged():
    assert set(st.nn.__all__) == PUBLIC and len(st.nn.__all__) == len(PUBLIC)
    assert set(dir(st.nn)) == PUBLIC | OTHER


def test_each_nn_module_declares_its_own_names_and_st_nn_hands_on_every_one():
    handed_on = SUBPACKAGES | FROM_SUBPACKAGES
    for name in _module_files():
        module = importlib.import_module(f"simple_torch.nn.{name}")
        assert module.__all__, name
        for public in module.__all__:
            assert getattr(module, public).__module__ == module.__name__, (name, public)   # defined there
            assert getattr(st.nn, public) is getattr(module, public)
        handed_on |= set(module.__all__)
    assert set(st.nn.__all__) == handed_on
