"""The backend interface (Tier 0): what the runtime asks of PyTorch or of the NumPy fallback.

The runtime validates handles, enum codes, sizes and dims before it calls a backend, so a backend
receives normalised arguments: shapes as tuples of non-negative ints, dims in range, dtype and device
as the contract's codes, reductions as "none" / "mean" / "sum", absent optional tensors as None.
A backend raises `simple_torch.abi.errors.Error` subclasses for the failures it detects itself and
turns its library's own exceptions into codes in `describe_error`.
Tensors, streams and optimizers are the backend's own objects; the runtime only stores them.

The methods of the spec's `Op` entries (element-wise ops, activations, reductions, ...) are generated from
the spec into `op_methods.py`, which Backend inherits: `check_ops` verifies at import that a backend implements
each with the parameters its C prototype passes.
"""

from __future__ import annotations

import inspect
import math
from abc import abstractmethod
from typing import Any, Callable, Sequence

from ..abi.signature import FUNCTIONS, Function
from .op_methods import OpMethods

# "1" in the environment: every model load trusts its file, as RT_MODEL_LOAD_TRUSTED (read at each load by
# runtime/models.py; named in the PyTorch backend's refusal)
TRUSTED_MODELS_ENV = "SIMPLE_TORCH_TRUSTED_MODELS"
# the model formats rt_torch_model_load tells apart (runtime/models.py) and each backend loads
MODEL_FORMATS = {"aoti": "an AOTInductor package", "export": "a torch.export program",
                 "torchscript": "a TorchScript module"}

Tensor = Any
Shape = tuple[int, ...]


class Backend(OpMethods):
    name: str  # "torch" or "numpy"

    # -- library information ----------------------------------------------------------------------
    @abstractmethod
    def version(self) -> str: """Version text of the library behind the backend."""
    @abstractmethod
    def cuda_device_count(self) -> int: """Usable CUDA devices (0 without CUDA)."""
    @abstractmethod
    def manual_seed(self, seed: int) -> None: """Seed every random generator."""
    @abstractmethod
    def describe_error(self, exc: BaseException) -> tuple[int, str] | None:
        """(code, message) for an exception of the backend's library, None if unknown."""
    @abstractmethod
    def check_device(self, device: int) -> None: """Raise DeviceError unless the device code is usable."""

    # -- properties of a tensor ---------------------------------------------------------------------
    @abstractmethod
    def shape(self, x: Tensor) -> Shape: ...
    def ndim(self, x: Tensor) -> int:
        """The number of dims (len(shape), which a backend can give without making the shape)."""
        return len(self.shape(x))
    def numel(self, x: Tensor) -> int:
        """The number of elements (the product of the shape, which a backend can give without making it)."""
        return math.prod(self.shape(x))
    @abstractmethod
    def dtype(self, x: Tensor) -> int: """dtype code."""
    @abstractmethod
    def device(self, x: Tensor) -> int: """device code."""
    @abstractmethod
    def is_contiguous(self, x: Tensor) -> bool: ...

    # -- creation (float32 unless a dtype code is given) -----------------------------------------------
    @abstractmethod
    def zeros(self, shape: Shape, device: int) -> Tensor: ...
    @abstractmethod
    def ones(self, shape: Shape, device: int) -> Tensor: ...
    @abstractmethod
    def randn(self, shape: Shape, device: int) -> Tensor: ...
    @abstractmethod
    def rand(self, shape: Shape, device: int) -> Tensor: ...
    @abstractmethod
    def empty(self, shape: Shape, device: int) -> Tensor: ...
    @abstractmethod
    def full(self, shape: Shape, value: float, device: int) -> Tensor: ...
    @abstractmethod
    def from_bytes(self, data: memoryview, shape: Shape, dtype: int, device: int) -> Tensor:
        """Copy of row-major bytes (exactly numel * itemsize of them)."""
    @abstractmethod
    def from_reader(self, shape: Shape, dtype: int, read_into: Callable[[memoryview], None]) -> Tensor:
        """A CPU tensor whose row-major bytes read_into writes into the writable byte view it is given: the
        tensor's own memory, so a file is read with no copy beside it (a bool byte other than 0 is true)."""
    # DLPack (section 29; the structs and capsules: simple_torch.abi.dlpack)
    # Why this backend can neither make nor read DLPack 1.0 (versioned) structs; None when it can.
    dlpack_versioned_missing: str | None = None

    @abstractmethod
    def to_dlpack(self, x: Tensor, versioned: bool) -> int:
        """The address of a new DLManagedTensorVersioned (versioned) or DLManagedTensor over x's memory, the
        caller's to delete. Versioned: a copy made because the memory cannot be lent has FLAG_IS_COPIED, memory x
        must not write FLAG_READ_ONLY; legacy (no flags): UnsupportedError for either."""
    @abstractmethod
    def from_dlpack(self, capsule: object, dtype: int) -> Tensor:
        """A tensor over the memory of an unconsumed capsule's struct, which the runtime checked (a dtype of
        the ABI, the device usable, a shape and strides that fit int64, memory writable, strides the backend
        can view: see `negative_strides`). The backend takes the struct by renaming the capsule, as Python's
        protocol does, and the struct's deleter runs when the tensor's memory is freed."""
    negative_strides: bool = True   # False: the runtime imports negative strides as a copy (PyTorch has none)

    @abstractmethod
    def arange(self, start: float, end: float, step: float, dtype: int, device: int) -> Tensor: ...
    @abstractmethod
    def linspace(self, start: float, end: float, steps: int, device: int) -> Tensor: ...
    @abstractmethod
    def eye(self, n: int, m: int, device: int) -> Tensor: ...

    # creation with a dtype and a device (the runtime refuses the dtypes PyTorch refuses)
    @abstractmethod
    def create(self, kind: str, shape: Shape, dtype: int, device: int, value: float = 0.0) -> Tensor:
        """kind is "zeros", "ones", "empty", "rand", "randn" or "full" (filled with value)."""

    @abstractmethod
    def create_eye(self, n: int, m: int, dtype: int, device: int) -> Tensor: ...

    @abstractmethod
    def create_linspace(self, start: float, end: float, steps: int, dtype: int, device: int) -> Tensor: ...

    # -- linear algebra -------------------------------------------------------------------------------
    @abstractmethod
    def matmul(self, a: Tensor, b: Tensor) -> Tensor: ...
    @abstractmethod
    def dot(self, a: Tensor, b: Tensor) -> Tensor: ...
    @abstractmethod
    def transpose(self, x: Tensor, dim0: int, dim1: int) -> Tensor: ...
    @abstractmethod
    def norm(self, x: Tensor) -> Tensor: ...
    @abstractmethod
    def det(self, x: Tensor) -> Tensor: ...
    @abstractmethod
    def inverse(self, x: Tensor) -> Tensor: ...
    @abstractmethod
    def svd(self, x: Tensor) -> tuple[Tensor, Tensor, Tensor]: """Reduced SVD: u, s, vh."""
    @abstractmethod
    def eig(self, x: Tensor) -> tuple[Tensor, Tensor]: """Complex eigenvalues and eigenvectors."""

    # decompositions and solvers: the runtime checks dtypes (floating or complex, one dtype),
    # shapes (square where needed, batch dims that broadcast) and enum values; modes and drivers are names
    @abstractmethod
    def einsum(self, equation: str, operands: Sequence[Tensor]) -> Tensor:
        """equation explicit ("ij,jk->ik", maybe with "..."), spaces removed, valid for the operands (one dtype,
        not bool; a label's sizes agree or are 1)."""
    @abstractmethod
    def solve(self, a: Tensor, b: Tensor, left: bool) -> Tensor:
        """torch.linalg.solve: b a (batch of) vector(s) when 1-D or shaped as a without its last dim."""
    @abstractmethod
    def slogdet(self, x: Tensor) -> tuple[Tensor, Tensor]: """sign (x's dtype) and log|det| (real)."""
    @abstractmethod
    def qr(self, x: Tensor, mode: str) -> tuple[Tensor, Tensor]:
        """mode "reduced", "complete" or "r" (Q then an empty tensor)."""
    @abstractmethod
    def cholesky(self, x: Tensor, upper: bool) -> Tensor: ...
    @abstractmethod
    def eigh(self, x: Tensor, upper: bool) -> tuple[Tensor, Tensor]:
        """Ascending real eigenvalues and eigenvectors, from the lower (upper) triangle."""
    @abstractmethod
    def eigvalsh(self, x: Tensor, upper: bool) -> Tensor: ...
    @abstractmethod
    def svdvals(self, x: Tensor) -> Tensor: ...
    @abstractmethod
    def lstsq(self, a: Tensor, b: Tensor, rcond: float | None, driver: str | None) \
            -> tuple[Tensor, Tensor, Tensor, Tensor]:
        """(solution, residuals, rank, singular values) as torch.linalg.lstsq; a finite, b with at least one
        column (or a vector); driver a LstsqDriver name, None for the device's default."""
    @abstractmethod
    def pinv(self, x: Tensor, atol: float, rtol: float | None, hermitian: bool) -> Tensor:
        """rtol None: PyTorch's default (eps * max(m, n) unless atol > 0)."""
    @abstractmethod
    def matrix_rank(self, x: Tensor, atol: float, rtol: float | None, hermitian: bool) -> Tensor: ...
    @abstractmethod
    def inv_ex(self, x: Tensor) -> tuple[Tensor, Tensor]: """(inverse, int32 LAPACK info per matrix)."""

    # ordering: the runtime refuses complex (and bool where PyTorch does), checks dims, k and shapes.
    # Indices are int64; equal values keep their order (a stable sort), NaN orders above everything
    @abstractmethod
    def cummax(self, x: Tensor, dim: int) -> tuple[Tensor, Tensor]: """Running max and its latest index."""
    @abstractmethod
    def cummin(self, x: Tensor, dim: int) -> tuple[Tensor, Tensor]: """Running min and its latest index."""
    @abstractmethod
    def var_correction(self, x: Tensor, dims: Shape | None, correction: float, keepdim: bool) -> Tensor:
        """Floating or complex x; dims distinct (None: all); divides by max(0, N - correction)."""
    @abstractmethod
    def std_correction(self, x: Tensor, dims: Shape | None, correction: float, keepdim: bool) -> Tensor: ...
    @abstractmethod
    def sort(self, x: Tensor, dim: int, descending: bool) -> tuple[Tensor, Tensor]: """Stable."""
    @abstractmethod
    def topk(self, x: Tensor, k: int, dim: int, largest: bool) -> tuple[Tensor, Tensor]:
        """0 <= k <= size; ordered from the extreme, ties by position."""
    @abstractmethod
    def kthvalue(self, x: Tensor, k: int, dim: int, keepdim: bool) -> tuple[Tensor, Tensor]:
        """1 <= k <= size (not 0)."""
    @abstractmethod
    def median(self, x: Tensor) -> Tensor: """Lower median of all elements (NaN: the result; none: NaN)."""
    @abstractmethod
    def median_dim(self, x: Tensor, dim: int, keepdim: bool) -> tuple[Tensor, Tensor]: ...
    @abstractmethod
    def mode(self, x: Tensor, dim: int, keepdim: bool) -> tuple[Tensor, Tensor]:
        """The smallest of the most frequent values (each NaN counted alone) and its last index."""
    @abstractmethod
    def unique(self, x: Tensor) -> tuple[Tensor, Tensor, Tensor]:
        """Sorted distinct values (each NaN distinct), inverse of x's shape, counts."""
    @abstractmethod
    def searchsorted(self, sequence: Tensor, values: Tensor, out_int32: bool, right: bool,
                     sorter: Tensor | None) -> Tensor:
        """Over the last dim of sequence (1-D, or the leading dims of values); sorter in range."""

    # -- fast Fourier transforms: the runtime resolves and checks the sizes and dims (distinct, in range, one size
    # >= 1 per dim), promotes integer and bool x to float32 and refuses the dtypes PyTorch refuses; norm is
    # "backward", "ortho" or "forward" ------------------------------------------------------------------------
    @abstractmethod
    def fftn(self, x: Tensor, sizes: Shape, dims: Shape, norm: str, inverse: bool) -> Tensor:
        """Complex transform of floating or complex x over dims (none: x as complex), each cut or zero-padded to its
        size first; a real x gets a real gradient."""
    @abstractmethod
    def rfftn(self, x: Tensor, sizes: Shape, dims: Shape, norm: str) -> Tensor:
        """fftn of a floating x (at least one dim) keeping sizes[-1] // 2 + 1 frequencies of the last dim."""
    @abstractmethod
    def irfftn(self, x: Tensor, sizes: Shape, dims: Shape, norm: str) -> Tensor:
        """The real inverse of rfftn for a complex x (at least one dim): sizes are the output's; the last dim
        of x is cut or zero-padded to sizes[-1] // 2 + 1 first."""
    @abstractmethod
    def real(self, x: Tensor) -> Tensor: """The real part of a complex x, a view (a real x: x itself)."""
    @abstractmethod
    def imag(self, x: Tensor) -> Tensor: """The imaginary part of a complex x, a view."""

    # -- shape, dtype and data -------------------------------------------------------------------------
    @abstractmethod
    def reshape(self, x: Tensor, shape: Shape) -> Tensor: """shape may hold one -1."""
    @abstractmethod
    def view(self, x: Tensor, shape: Shape) -> Tensor: ...
    @abstractmethod
    def permute(self, x: Tensor, order: Shape) -> Tensor: ...
    @abstractmethod
    def squeeze(self, x: Tensor, dim: int | None) -> Tensor: ...
    @abstractmethod
    def unsqueeze(self, x: Tensor, dim: int) -> Tensor: ...
    @abstractmethod
    def flatten(self, x: Tensor, start_dim: int, end_dim: int) -> Tensor: ...
    @abstractmethod
    def expand(self, x: Tensor, shape: Shape) -> Tensor: ...
    @abstractmethod
    def contiguous(self, x: Tensor) -> Tensor: ...
    @abstractmethod
    def to_dtype(self, x: Tensor, dtype: int) -> Tensor: ...
    @abstractmethod
    def copy_into(self, x: Tensor, out: memoryview) -> None:
        """Write x's row-major bytes to the start of out (which holds at least that many)."""
    @abstractmethod
    def item(self, x: Tensor) -> float: ...
    @abstractmethod
    def copy_from(self, dst: Tensor, src: Tensor) -> None:
        """Write src (broadcastable to dst's shape) into dst's storage, converted to dst's dtype."""

    # -- indexing -------------------------------------------------------------------------------------
    @abstractmethod
    def slice(self, x: Tensor, dim: int, start: int, end: int, step: int) -> Tensor: ...
    @abstractmethod
    def index_select(self, x: Tensor, dim: int, index: Tensor) -> Tensor: ...
    @abstractmethod
    def gather(self, x: Tensor, dim: int, index: Tensor) -> Tensor: ...
    @abstractmethod
    def cat(self, xs: Sequence[Tensor], dim: int) -> Tensor: ...
    @abstractmethod
    def stack(self, xs: Sequence[Tensor], dim: int) -> Tensor: ...
    @abstractmethod
    def chunk(self, x: Tensor, chunks: int, dim: int) -> list[Tensor]: ...

    # more shape operations (the runtime checks counts, dims and pad sizes)
    @abstractmethod
    def repeat(self, x: Tensor, repeats: Shape) -> Tensor: """len(repeats) >= ndim, each >= 0."""
    @abstractmethod
    def repeat_interleave(self, x: Tensor, repeats: Shape, dim: int) -> Tensor:
        """repeats: one count for every slice along dim, or one count per slice."""
    @abstractmethod
    def diag(self, x: Tensor, diagonal: int) -> Tensor: """x 1-D (to a matrix) or 2-D (to its diagonal)."""
    @abstractmethod
    def diagonal(self, x: Tensor, offset: int, dim1: int, dim2: int) -> Tensor: """dim1 != dim2, both normalised."""
    @abstractmethod
    def pad(self, x: Tensor, pads: Shape, mode: str, value: float) -> Tensor:
        """pads in PyTorch's order (last dim first); mode a PadMode name."""

    # random sampling, from the generator manual_seed seeds
    @abstractmethod
    def randint(self, low: int, high: int, shape: Shape, dtype: int, device: int) -> Tensor: ...
    @abstractmethod
    def randperm(self, n: int, dtype: int, device: int) -> Tensor: ...
    @abstractmethod
    def multinomial(self, probs: Tensor, num_samples: int, replacement: bool) -> Tensor:
        """probs 1-D or 2-D, rows of non-negative weights with a positive sum (enough non-zero ones)."""
    @abstractmethod
    def bernoulli(self, probs: Tensor) -> Tensor: """probs floating, in [0, 1]; not recorded by autograd."""
    # Tensor.random_: integers drawn in place
    @abstractmethod
    def random_(self, x: Tensor, low: int | None, high: int | None) -> None:
        """x's values replaced by integers, as PyTorch's random_() (low None), random_(low, None) (high None: up to
        the largest x's dtype holds exactly, inclusive) and random_(low, high) do; bounds checked by the runtime;
        not recorded by autograd."""

    # indexing with tensors: out-of-place writes (the runtime checks dtypes, shapes, index ranges)
    @abstractmethod
    def scatter(self, x: Tensor, dim: int, index: Tensor, src: Tensor) -> Tensor: ...

    @abstractmethod
    def scatter_add(self, x: Tensor, dim: int, index: Tensor, src: Tensor) -> Tensor: ...

    @abstractmethod
    def index_add(self, x: Tensor, dim: int, index: Tensor, source: Tensor, alpha: float) -> Tensor: ...

    @abstractmethod
    def index_put(self, x: Tensor, indices: Sequence[Tensor], values: Tensor, accumulate: bool) -> Tensor:
        """indices: integer tensors for x's leading dims, broadcast together, in range (negative from the end)."""

    @abstractmethod
    def index(self, x: Tensor, indices: Sequence[Tensor]) -> Tensor:
        """x[indices], indices as for index_put."""

    @abstractmethod
    def scatter_reduce(self, x: Tensor, dim: int, index: Tensor, src: Tensor, reduce: str,
                       include_self: bool) -> Tensor:
        """reduce: a ScatterReduce name ("sum", "prod", "mean", "amax", "amin")."""

    # comparison and logic: whole-tensor tests
    @abstractmethod
    def equal(self, a: Tensor, b: Tensor) -> bool: """Same shape, dtype and elements."""
    @abstractmethod
    def allclose(self, a: Tensor, b: Tensor, rtol: float, atol: float, equal_nan: bool) -> bool:
        """|a - b| <= atol + rtol * |b| everywhere; a and b of one dtype (RT_ERR_DTYPE otherwise)."""

    # -- neural-network operations and losses ----------------------------------------------------------
    @abstractmethod
    def linear(self, x: Tensor, weight: Tensor, bias: Tensor | None) -> Tensor: ...
    @abstractmethod
    def conv2d(self, x: Tensor, weight: Tensor, bias: Tensor | None, stride: Shape, padding: Shape,
               dilation: Shape, groups: int) -> Tensor: ...
    @abstractmethod
    def conv3d(self, x: Tensor, weight: Tensor, bias: Tensor | None, stride: Shape, padding: Shape,
               dilation: Shape, groups: int) -> Tensor:
        """(N, C, D, H, W) or (C, D, H, W) x, arguments checked by the runtime."""
    @abstractmethod
    def max_pool2d(self, x: Tensor, kernel: Shape, stride: Shape, padding: Shape) -> Tensor: ...
    @abstractmethod
    def avg_pool2d(self, x: Tensor, kernel: Shape, stride: Shape, padding: Shape) -> Tensor: ...
    # pooling with all of PyTorch's options; (N, C, H, W) or (C, H, W) x, windows checked by the runtime
    @abstractmethod
    def max_pool2d_with_indices(self, x: Tensor, kernel: Shape, stride: Shape, padding: Shape, dilation: Shape,
                                ceil_mode: bool) -> tuple[Tensor, Tensor]:
        """(output, int64 indices h * W + w in each plane), as F.max_pool2d(..., return_indices=True)."""
    @abstractmethod
    def avg_pool2d_ex(self, x: Tensor, kernel: Shape, stride: Shape, padding: Shape, ceil_mode: bool,
                      count_include_pad: bool, divisor_override: int | None) -> Tensor: ...
    @abstractmethod
    def adaptive_avg_pool2d(self, x: Tensor, output_size: Shape) -> Tensor: ...
    @abstractmethod
    def adaptive_max_pool2d(self, x: Tensor, output_size: Shape) -> tuple[Tensor, Tensor]:
        """(output, int64 indices h * W + w in each plane)."""
    @abstractmethod
    def batch_norm(self, x: Tensor, running_mean: Tensor | None, running_var: Tensor | None,
                   weight: Tensor | None, bias: Tensor | None, training: bool, momentum: float,
                   eps: float) -> Tensor: ...
    @abstractmethod
    def layer_norm(self, x: Tensor, normalized_shape: Shape, weight: Tensor | None, bias: Tensor | None,
                   eps: float) -> Tensor: ...
    @abstractmethod
    def dropout(self, x: Tensor, p: float, training: bool) -> Tensor: ...
    @abstractmethod
    def embedding(self, indices: Tensor, weight: Tensor, padding_idx: int | None = None) -> Tensor:
        """padding_idx: the row that gets no gradient (in range)."""
    @abstractmethod
    def embedding_bag(self, indices: Tensor, weight: Tensor, offsets: Tensor | None, mode: str,
                      per_sample_weights: Tensor | None, include_last_offset: bool,
                      padding_idx: int | None) -> Tensor:
        """F.embedding_bag (mode "sum", "mean" or "max"); offsets None for 2-D indices; all checked by the runtime."""
    @abstractmethod
    def embedding_renorm_(self, weight: Tensor, indices: Tensor, max_norm: float, norm_type: float) -> None:
        """The rows indices name, scaled in place (unrecorded) to norm_type-norm max_norm where above it."""
    @abstractmethod
    def mse_loss(self, input: Tensor, target: Tensor, reduction: str) -> Tensor: ...
    @abstractmethod
    def cross_entropy(self, logits: Tensor, target: Tensor, reduction: str, weight: Tensor | None = None,
                      ignore_index: int = -100, label_smoothing: float = 0.0) -> Tensor:
        """target: int64 class indices, or floating class probabilities of logits' shape."""
    @abstractmethod
    def binary_cross_entropy(self, probs: Tensor, target: Tensor, reduction: str) -> Tensor: ...
    @abstractmethod
    def nll_loss(self, log_probs: Tensor, target: Tensor, reduction: str, weight: Tensor | None = None,
                 ignore_index: int = -100) -> Tensor: ...

    # activations whose arguments need more than an Op's checks, encodings, normalisation, losses.
    # Loss inputs and targets arrive with one shape (unless said otherwise) and a floating promoted dtype
    @abstractmethod
    def celu(self, x: Tensor, alpha: float) -> Tensor: """alpha finite, not 0."""
    @abstractmethod
    def prelu(self, x: Tensor, weight: Tensor) -> Tensor: """weight of x's dtype: 1 element or one per channel."""
    @abstractmethod
    def hardtanh(self, x: Tensor, min_val: float, max_val: float) -> Tensor:
        """min_val <= max_val, neither NaN; for integer x both fit its dtype once truncated."""
    @abstractmethod
    def glu(self, x: Tensor, dim: int) -> Tensor: """size(dim) even."""
    @abstractmethod
    def round_decimals(self, a: Tensor, decimals: int) -> Tensor:
        """A floating a rounded half to even to decimals decimal places (negative: tens, ...); gradient zero."""
    @abstractmethod
    def div_rounding(self, a: Tensor, b: Tensor, mode: str) -> Tensor:
        """a / b rounded ("trunc" or "floor"), broadcast and promoted; not complex, not both bool. Integers: a zero b
        is InvalidArgumentError (PyTorch's ZeroDivisionError), the lowest value by -1 wraps; gradient zero."""
    @abstractmethod
    def one_hot(self, indices: Tensor, num_classes: int) -> Tensor:
        """int64 indices, each in [0, num_classes)."""
    @abstractmethod
    def normalize(self, x: Tensor, p: float, dim: int, eps: float) -> Tensor:
        """p >= 0 (inf allowed, but not over a dim of size 0)."""
    @abstractmethod
    def cosine_similarity(self, x1: Tensor, x2: Tensor, dim: int, eps: float) -> Tensor:
        """x1 and x2 broadcast; dim normalised for their broadcast shape."""
    @abstractmethod
    def l1_loss(self, input: Tensor, target: Tensor, reduction: str) -> Tensor: ...
    @abstractmethod
    def smooth_l1_loss(self, input: Tensor, target: Tensor, beta: float, reduction: str) -> Tensor: ...
    @abstractmethod
    def huber_loss(self, input: Tensor, target: Tensor, delta: float, reduction: str) -> Tensor: ...
    @abstractmethod
    def soft_margin_loss(self, input: Tensor, target: Tensor, reduction: str) -> Tensor: ...
    @abstractmethod
    def binary_cross_entropy_with_logits(self, input: Tensor, target: Tensor, weight: Tensor | None,
                                         pos_weight: Tensor | None, reduction: str) -> Tensor:
        """weight and pos_weight broadcast to input's shape and do not require grad."""
    @abstractmethod
    def kl_div(self, input: Tensor, target: Tensor, log_target: bool, reduction: str) -> Tensor: ...
    @abstractmethod
    def margin_ranking_loss(self, input1: Tensor, input2: Tensor, target: Tensor, margin: float,
                            reduction: str) -> Tensor:
        """The three broadcast, none bool or complex."""
    @abstractmethod
    def cosine_embedding_loss(self, input1: Tensor, input2: Tensor, target: Tensor, margin: float,
                              reduction: str) -> Tensor:
        """inputs (N, D) with target (N,), or (D,) with a 0-dim target; inputs broadcast."""
    @abstractmethod
    def triplet_margin_loss(self, anchor: Tensor, positive: Tensor, negative: Tensor, margin: float, p: float,
                            eps: float, swap: bool, reduction: str) -> Tensor:
        """The three of one number of dims, broadcast; margin > 0, p >= 0."""
    @abstractmethod
    def ctc_loss(self, log_probs: Tensor, targets: Tensor, input_lengths: Tensor, target_lengths: Tensor,
                 blank: int, reduction: str, zero_infinity: bool) -> Tensor:
        """Shapes, dtypes, lengths, blank and target values checked (the runtime read them on the host)."""

    # -- models exported from Python ----------------------------------------------------------
    @abstractmethod
    def model_load(self, path: str, data: bytes, format: str, trusted: bool) -> Any:
        """The program of format "aoti", "export" or "torchscript" (already told from the archive) in the file at
        path, whose bytes are data; trusted: the caller opted in to formats that run code when loaded."""
    @abstractmethod
    def model_forward(self, model: Any, inputs: Sequence[Tensor]) -> list[Tensor]:
        """The tensors of the model's result, in pytree order."""
    @abstractmethod
    def model_format(self, model: Any) -> str: ...
    @abstractmethod
    def model_release(self, model: Any) -> None: ...

    # -- sparse COO tensors: arguments checked by the runtime (indices in range, layouts, shapes) -------------
    @abstractmethod
    def is_sparse(self, x: Tensor) -> bool: """True for a sparse COO tensor."""
    @abstractmethod
    def sparse_coo_tensor(self, indices: Tensor, values: Tensor, shape: Shape, is_coalesced: bool) -> Tensor:
        """A sparse tensor of int64 indices (sparse_dim, nnz) and values (nnz, *dense dims); values' gradients flow."""
    @abstractmethod
    def to_sparse(self, x: Tensor, sparse_dim: int) -> Tensor: """Dense x's nonzero entries, coalesced."""
    @abstractmethod
    def to_dense(self, x: Tensor) -> Tensor: """Sparse x as a dense tensor, duplicates summed."""
    @abstractmethod
    def sparse_coalesce(self, x: Tensor) -> Tensor: ...
    @abstractmethod
    def sparse_indices(self, x: Tensor) -> Tensor: """The stored indices, as PyTorch's _indices()."""
    @abstractmethod
    def sparse_values(self, x: Tensor) -> Tensor:
        """The stored values: recorded by autograd when x is coalesced, detached otherwise."""
    @abstractmethod
    def sparse_is_coalesced(self, x: Tensor) -> bool: ...
    @abstractmethod
    def sparse_nnz(self, x: Tensor) -> int: ...
    @abstractmethod
    def sparse_dim(self, x: Tensor) -> int: ...
    @abstractmethod
    def sparse_mm(self, sparse: Tensor, dense: Tensor) -> Tensor: """torch.sparse.mm of a 2-D sparse and a dense."""
    @abstractmethod
    def sparse_sum(self, x: Tensor) -> Tensor: """The sum of every element, a dense 0-dim tensor."""

    # -- distributed ----------------------------------------------------------------------------
    @abstractmethod
    def distributed(self) -> Any:
        """The process group's operations: engines/torch_distributed.py, or engines/numpy_backend/distributed.py."""

    # -- torch.backends --------------------------------------------------------------------------
    @abstractmethod
    def switches(self) -> Any:
        """torch.backends' flags and facts (section 38): flag(name), set_flag(name, value), is_available(name),
        is_built(name), cudnn_version(), cpu_capability(); names already checked against the spec."""

    # -- autograd ---------------------------------------------------------------------------------------
    @abstractmethod
    def set_requires_grad(self, x: Tensor, flag: bool) -> None: ...
    @abstractmethod
    def requires_grad(self, x: Tensor) -> bool: ...
    @abstractmethod
    def is_leaf(self, x: Tensor) -> bool: ...
    @abstractmethod
    def grad(self, x: Tensor) -> Tensor | None: ...
    @abstractmethod
    def backward(self, loss: Tensor) -> None: ...
    @abstractmethod
    def zero_grad(self, x: Tensor) -> None: ...
    @abstractmethod
    def detach(self, x: Tensor) -> Tensor: ...
    @abstractmethod
    def set_grad_enabled(self, flag: bool) -> None: """For the calling thread only."""
    @abstractmethod
    def is_grad_enabled(self) -> bool: ...

    # more autograd
    @abstractmethod
    def backward_from(self, root: Tensor, gradient: Tensor | None, retain_graph: bool) -> None:
        """backward of any root, seeded with gradient (None: ones for a one-element root)."""

    @abstractmethod
    def backward_ex(self, root: Tensor, gradient: Tensor | None, inputs: Sequence[Tensor] | None,
                    retain_graph: bool, create_graph: bool) -> None:
        """backward_from accumulating into the .grad of inputs only (None: every leaf); create_graph records the
        backward itself, so the gradients can be differentiated again."""

    @abstractmethod
    def autograd_grad(self, outputs: Sequence[Tensor], inputs: Sequence[Tensor],
                      grad_outputs: Sequence[Tensor | None], retain_graph: bool, create_graph: bool,
                      allow_unused: bool) -> list[Tensor | None]:
        """torch.autograd.grad: d(outputs)/d(inputs), without touching any .grad."""

    @abstractmethod
    def retain_grad(self, x: Tensor) -> None: """Keep x.grad after backward, for a non-leaf too."""

    @abstractmethod
    def has_grad_fn(self, x: Tensor) -> bool: """True when x was computed by a recorded op."""

    # mixed precision: the calling thread's autocast state of a device type (CPU, or any n >= 0: CUDA).
    # The runtime keeps the stack of regions and casts the operands of PyTorch's autocast lists itself; a backend
    # only holds the state (PyTorch's own, so that every op of the torch backend runs as under torch.autocast).
    @abstractmethod
    def autocast_enter(self, device: int, dtype: int, enabled: bool) -> Any:
        """Set device's autocast to (enabled, dtype) for this thread; returns what autocast_exit restores."""

    @abstractmethod
    def autocast_exit(self, device: int, saved: Any) -> None: """Restore the state autocast_enter returned."""

    @abstractmethod
    def autocast_state(self, device: int) -> tuple[bool, int]: """(enabled, dtype code) for this thread."""

    # -- devices, streams and device memory --------------------------------------------------------------
    @abstractmethod
    def to_device(self, x: Tensor, device: int) -> Tensor: ...
    @abstractmethod
    def clone(self, x: Tensor) -> Tensor: ...
    @abstractmethod
    def to_stream(self, x: Tensor, stream: Any) -> Tensor: ...
    @abstractmethod
    def stream_create(self, device: int) -> Any: ...
    @abstractmethod
    def stream_synchronize(self, stream: Any) -> None: ...
    @abstractmethod
    def stream_query(self, stream: Any) -> bool: ...
    @abstractmethod
    def cuda_memory_allocated(self, device: int) -> int: ...
    @abstractmethod
    def cuda_max_memory_allocated(self, device: int) -> int: ...
    @abstractmethod
    def cuda_empty_cache(self) -> None: ...
    @abstractmethod
    def cuda_synchronize(self, device: int) -> None: """Wait for all of cuda:device's work (a checked code)."""
    @abstractmethod
    def set_num_threads(self, n: int) -> None: """Intra-op threads, process-wide (n checked by the runtime)."""
    @abstractmethod
    def get_num_threads(self) -> int: ...

    # -- optimizers: the runtime checks kinds, option names and values, groups and state names -------------
    @abstractmethod
    def optimizer(self, kind: str, params: Sequence[Tensor], options: dict[str, float | bool]) -> Any:
        """kind one of runtime.optim.OPTIONS, with every option it names (flags as bools)."""
    @abstractmethod
    def optimizer_kind(self, opt: Any) -> str: ...
    @abstractmethod
    def optimizer_step(self, opt: Any) -> None: ...
    @abstractmethod
    def optimizer_lbfgs_step(self, opt: Any, closure: Callable[[], float]) -> float:
        """One step of an "lbfgs" optimizer (PyTorch's), calling closure() for the loss; returns the first loss.
        If the closure raises, the parameters and the state are put back as before the step, and it re-raises."""
    @abstractmethod
    def optimizer_zero_grad(self, opt: Any) -> None: ...
    @abstractmethod
    def optimizer_add_group(self, opt: Any, params: Sequence[Tensor]) -> None:
        """A new group with the options the optimizer was made with."""
    @abstractmethod
    def optimizer_group_count(self, opt: Any) -> int: ...
    @abstractmethod
    def optimizer_group_params(self, opt: Any, group: int) -> list[Tensor]: ...
    @abstractmethod
    def optimizer_option(self, opt: Any, group: int, name: str) -> float | bool: ...
    @abstractmethod
    def optimizer_set_option(self, opt: Any, group: int, name: str, value: float | bool) -> None: ...
    @abstractmethod
    def optimizer_state(self, opt: Any, param: Tensor, create: bool) -> dict[str, Tensor]:
        """param's state by name (tensors that share its memory); create: if it has none, make the state its
        first step would make (PyTorch's _init_group) first."""
    @abstractmethod
    def optimizer_set_state(self, opt: Any, param: Tensor, name: str, value: Tensor) -> None:
        """Write value into the named state (made, in param's shape and dtype, if absent)."""
    @abstractmethod
    def grad_norm(self, params: Sequence[Tensor], norm_type: float) -> Tensor:
        """The norm of the norms of the params' gradients (those that have one), as a 0-dim tensor (0.0 if none)."""
    @abstractmethod
    def clip_grads_with_norm(self, params: Sequence[Tensor], max_norm: float, total_norm: Tensor) -> None:
        """Multiply every gradient by min(1, max_norm / (total_norm + 1e-6)), as PyTorch."""
    @abstractmethod
    def clip_grad_value(self, params: Sequence[Tensor], clip_value: float) -> None: ...

    @abstractmethod
    def interpolate(self, x: Tensor, size: Shape, scales: tuple[float, ...] | None, mode: str,
                    align_corners: bool) -> Tensor:
        """Floating (N, C, *) x, size one positive size per trailing dim; mode "nearest", "linear" or
        "nearest_exact" (linear over every resized dim); scales None or one positive factor per dim."""

    # distances, sampling grids and patches (arguments checked by the runtime)
    @abstractmethod
    def cdist(self, x1: Tensor, x2: Tensor, p: float, use_mm: bool) -> Tensor:
        """Floating (*, P, M) x1 and (*, R, M) x2 of one dtype, batch dims broadcast: (*, P, R) p-norm distances,
        p >= 0 (inf too); use_mm (p = 2 only): Euclidean distances through matrix products, else differences."""
    @abstractmethod
    def grid_sample(self, x: Tensor, grid: Tensor, mode: str, padding_mode: str, align_corners: bool) -> Tensor:
        """Floating (N, C, *in) x read at (N, *out, d) grid of one dtype, d = len(in) (2 or 3), sizes non-zero but
        N and out; mode a GridSampleMode name, padding_mode a GridSamplePadding name."""
    @abstractmethod
    def im2col(self, x: Tensor, kernel: Shape, dilation: Shape, padding: Shape, stride: Shape) -> Tensor:
        """Floating (N, C, H, W) x: (N, C * kh * kw, L), its blocks as columns (F.unfold); at least one block."""
    @abstractmethod
    def col2im(self, x: Tensor, output_size: Shape, kernel: Shape, dilation: Shape, padding: Shape,
               stride: Shape) -> Tensor:
        """Floating (N, C * kh * kw, L) x, L the blocks of output_size: (N, C, *output_size) (F.fold)."""

    # -- generators: each thread samples from the default generator or the one it chose ---------
    @abstractmethod
    def generator_new(self, device: int) -> Any: ...
    @abstractmethod
    def generator_manual_seed(self, gen: Any, seed: int) -> None: """seed in [-2**63, 2**64)."""
    @abstractmethod
    def generator_initial_seed(self, gen: Any) -> int: ...
    @abstractmethod
    def generator_use(self, gen: Any | None) -> None: """The calling thread's sampling source (None: default)."""
    @abstractmethod
    def generator_chosen(self) -> Any | None: """What the calling thread's generator_use chose last (None: default)."""
    @abstractmethod
    def generator_release(self, gen: Any) -> None: """gen is freed: no thread samples from it any more."""

    # -- attention and recurrent cells: shapes and dtypes checked by the runtime -------------------
    @abstractmethod
    def scaled_dot_product_attention(self, q: Tensor, k: Tensor, v: Tensor, mask: Tensor | None, dropout_p: float,
                                     is_causal: bool, scale: float) -> Tensor:
        """A row whose mask takes nothing gives 0 (PyTorch's CPU kernel)."""
    @abstractmethod
    def rnn_cell(self, x: Tensor, h: Tensor, w_ih: Tensor, w_hh: Tensor, b_ih: Tensor | None, b_hh: Tensor | None,
                 relu: bool) -> Tensor: ...
    @abstractmethod
    def lstm_cell(self, x: Tensor, h: Tensor, c: Tensor, w_ih: Tensor, w_hh: Tensor, b_ih: Tensor | None,
                  b_hh: Tensor | None) -> tuple[Tensor, Tensor]: ...
    @abstractmethod
    def gru_cell(self, x: Tensor, h: Tensor, w_ih: Tensor, w_hh: Tensor, b_ih: Tensor | None,
                 b_hh: Tensor | None) -> Tensor: ...


OPS: dict[str, tuple[Function, int]] = {}   # Backend method -> (its first C function, arguments passed)
for _decl in FUNCTIONS.values():
    if _decl.op is not None and _decl.op.backend not in OPS:   # a reduction's first function: over all elements
        OPS[_decl.op.backend] = (_decl, 3 if _decl.reduces_all else len(_decl.inputs))   # (x, dim, keepdim)



def check_ops(cls: type[Backend]) -> type[Backend]:
    """cls, once every Op method is implemented with the arguments the runtime passes (import fails else)."""
    for name, (decl, arity) in OPS.items():
        method = inspect.getattr_static(cls, name)
        function = method.__func__ if isinstance(method, (staticmethod, classmethod)) else method
        if getattr(function, "__isabstractmethod__", False):
            raise TypeError(f"{cls.__name__} does not implement {name} (the Op of {decl.name})")
        params = list(inspect.signature(function).parameters.values())
        if not isinstance(method, staticmethod):
            params = params[1:]   # self
        if any(p.kind is p.VAR_POSITIONAL for p in params):
            continue
        required = [p for p in params if p.default is p.empty and p.kind is not p.VAR_KEYWORD]
        if not len(required) <= arity <= len(params):
            raise TypeError(f"{cls.__name__}.{name} takes {len(params)} arguments; {decl.name} passes {arity}")
    return cls
