"""The names of `import simple_torch` (Tier 3, PyTorch's Python API): the package binds them from here, at its
import, or at the first look-up of one when the C library loaded the package for its runtime alone (see
`simple_torch/__init__.py`)."""

from __future__ import annotations

import builtins

from . import accelerator, autograd, cuda, functions, linalg, nn, optim, utils
from . import backends, onnx, serialization  # torch.backends' switches, torch.onnx, torch.serialization
from . import fft  # torch.fft
from . import _inductor, export, jit  # models exported from Python
from . import amp, cpu  # mixed precision
from .amp import autocast, get_autocast_cpu_dtype, get_autocast_dtype, is_autocast_cpu_enabled, is_autocast_enabled
from . import distributed  # data-parallel training on torch.distributed
from .autograd import (enable_grad, inference_mode, is_grad_enabled, is_inference_mode_enabled, no_grad,
                       set_grad_enabled)
from ._compile import compile  # noqa: A001 - torch.compile's name; the model runs eagerly
from .creation import (arange, as_tensor, cat, empty, empty_like, eye, from_numpy, full, full_like, linspace, normal,
                       ones, ones_like, rand, rand_like, randint, randn, randn_like, randperm, stack, tensor, zeros,
                       zeros_like)
from .devices import device, get_default_device, load_local_config, set_default_device
from .dtypes import (bfloat16, complex64, complex128, dtype, float16, float32, float64, get_default_dtype, int8,
                     int16, int32, int64, uint8)
from .dtypes import bool_ as bool  # noqa: A001 - PyTorch's name for the type
from .errors import (BufferTooSmallError, DeviceError, DtypeError, Error, ErrorCode, InternalError,
                     InvalidArgumentError, InvalidHandleError, OutOfMemoryError, ShapeError, UnsupportedError)
from .functions import *  # noqa: F403 - PyTorch's free functions, listed in functions.__all__
from .info import (abi_version, backend, fast_path, get_backend, get_num_threads, live_tensors, manual_seed,
                   set_num_threads, tensor_free, torch_available, torch_cuda_available, torch_ones, torch_randn,
                   torch_version, torch_zeros)
from .legacy_types import (BFloat16Tensor, BoolTensor, ByteTensor, CharTensor, DoubleTensor, FloatTensor, HalfTensor,
                           IntTensor, LongTensor, ShortTensor)
from .generator import Generator
from .nn.functional import pixel_shuffle, pixel_unshuffle  # torch.pixel_shuffle is F.pixel_shuffle
from .scope import scope
from .serialization import load, save  # safetensors files, never pickle
from .utils.dlpack import from_dlpack  # DLPack 1.x, zero copy
from .size import Size
from . import sparse  # sparse COO tensors: st.sparse.mm, st.sparse.sum
from .layouts import layout, sparse_coo, strided
from .sparse import sparse_coo_tensor, spmm
from .tensor import Tensor

# PyTorch's other names for dtypes
float = float32  # noqa: A001
double = float64
half = float16
long = int64
int = int32  # noqa: A001
short = int16
cfloat = complex64
cdouble = complex128
concat = concatenate = cat

# what `from simple_torch import *` gives: all but the names that would hide Python's builtins
# (bool, float, int, abs, max, min, pow, sum), which stay attributes: st.float, st.max, ...
__all__ = ["amp", "cpu", "autocast", "get_autocast_dtype", "is_autocast_enabled", "get_autocast_cpu_dtype",
           "is_autocast_cpu_enabled",
           "accelerator", "autograd", "cuda", "distributed", "export", "fft", "jit", "linalg", "nn", "optim", "utils", "enable_grad", "is_grad_enabled",
           "no_grad", "set_grad_enabled", "inference_mode", "is_inference_mode_enabled", "save", "load",
           "arange", "as_tensor", "from_dlpack", "cat", "empty", "empty_like", "eye", "from_numpy", "full", "full_like", "linspace",
           "ones", "ones_like", "rand", "rand_like", "randint", "randn", "randn_like", "randperm", "normal", "stack", "tensor",
           "zeros", "zeros_like", "device", "get_default_device", "load_local_config", "set_default_device",
           "bfloat16", "complex64", "complex128", "dtype", "float16", "float32", "float64", "get_default_dtype",
           "int8", "int16", "int32", "int64", "uint8", "BufferTooSmallError", "DeviceError", "DtypeError", "Error",
           "ErrorCode", "InternalError", "InvalidArgumentError", "InvalidHandleError", "OutOfMemoryError",
           "ShapeError", "UnsupportedError", "abi_version", "backend", "fast_path", "get_backend", "live_tensors",
           "manual_seed", "set_num_threads", "get_num_threads",
           "tensor_free", "torch_available", "torch_cuda_available", "torch_ones", "torch_randn", "torch_version",
           "torch_zeros", "Tensor", "scope", "double", "half", "long", "short", "cfloat", "cdouble", "concat",
           "concatenate", "BFloat16Tensor", "BoolTensor", "ByteTensor", "CharTensor", "DoubleTensor", "FloatTensor",
           "HalfTensor", "IntTensor", "LongTensor", "ShortTensor", "Size", "Generator", "pixel_shuffle",
           "pixel_unshuffle", "sparse", "sparse_coo_tensor", "spmm", "layout", "sparse_coo", "strided"]
__all__ += ["backends", "onnx", "serialization"]   # the modules at torch.backends, torch.onnx, torch.serialization
# functions.__all__ holds the functions of the spec's Op entries too (st.sqrt, st.argmax, ...: function_variants.py)
__all__ += [name for name in functions.__all__ if not hasattr(builtins, name)]
