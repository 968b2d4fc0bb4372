"""st.backends, as torch.backends: the switches and facts of the libraries PyTorch computes with, for programs that
set them (`import torch.backends.cudnn as cudnn; cudnn.benchmark = True`). On the PyTorch backend each switch is
PyTorch's own (setting it here sets torch's), read and set through the contract's section 38; on NumPy, which uses
none of these libraries, the switches are stored flags starting at PyTorch's defaults and change nothing, and the
is_available() functions say what NumPy itself uses (no cuDNN, MPS or oneDNN)."""

from __future__ import annotations

from . import cpu, cuda, cudnn, mkl, mkldnn, mps, openmp, opt_einsum

__all__ = ["cpu", "cuda", "cudnn", "mkl", "mkldnn", "mps", "openmp", "opt_einsum"]
