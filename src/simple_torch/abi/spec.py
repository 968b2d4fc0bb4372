"""The one declaration of the C ABI: every constant and every function signature.

Everything else is derived from this table: the runtime checks its functions against it at import,
the C header, the cffi entry points and the Simple `extern fn` declarations are generated from it.
A function's C prototype is written here exactly as in ABI.md; `signature.py` parses it into the
Python-level view (which parameters are sequences, buffers or outputs).

Each entry is (result kind, C prototype, one-line doc[, Op]). The result kind (RESULT_KINDS) fixes what
the function returns on failure. `enums.py` turns these tables into the IntEnums every layer uses.

An entry with an `Op` is an operation whose layers are all derived (as torchgen's native_functions.yaml
rows are): the runtime function (argument checks, then the Backend method `Op.backend`), the abstract
Backend method both backends implement, and the Tier 3 variants it names (`Tensor.method`, `st.function`,
`st.nn.functional.functional`). Entries without one have hand-written runtime functions, because their
arguments need more than the standard checks (shapes to match, buffers, handles of other kinds, ...).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

ABI_MAJOR, ABI_PATCH = 1, 0   # the minor version is the newest `since` of the functions (see ABI_VERSION below)

ERROR_CODES = (
    ("RT_OK", 0, "success"),
    ("RT_ERR_INVALID_HANDLE", 1, "0, negative, freed or never-issued handle"),
    ("RT_ERR_INVALID_ARGUMENT", 2, "NULL pointer, negative size, bad dim, bad enum value"),
    ("RT_ERR_SHAPE", 3, "shapes incompatible for the operation"),
    ("RT_ERR_DTYPE", 4, "dtype not valid for the operation"),
    ("RT_ERR_DEVICE", 5, "device absent (e.g. CUDA on a CPU-only machine)"),
    ("RT_ERR_OUT_OF_MEMORY", 6, "allocation failed (host or device)"),
    ("RT_ERR_UNSUPPORTED", 7, "operation not available on the active backend"),
    ("RT_ERR_BUFFER_TOO_SMALL", 8, "caller's output buffer is too small"),
    ("RT_ERR_INTERNAL", 9, "anything else; the message carries the backend's text"),
)

# (C name, code, short name used in messages and Python, bytes per element, kind, doc); kind is one of
# DTYPE_KINDS, the order PyTorch promotes along
DTYPE_KINDS = ("bool", "integer", "floating", "complex")
DTYPES = (
    ("RT_UINT8", 0, "uint8", 1, "integer", "unsigned 8-bit integer"),
    ("RT_INT8", 1, "int8", 1, "integer", "signed 8-bit integer"),
    ("RT_INT16", 2, "int16", 2, "integer", "signed 16-bit integer"),
    ("RT_INT32", 3, "int32", 4, "integer", "signed 32-bit integer"),
    ("RT_INT64", 4, "int64", 8, "integer", "signed 64-bit integer"),
    ("RT_FLOAT16", 5, "float16", 2, "floating", "IEEE half precision"),
    ("RT_FLOAT32", 6, "float32", 4, "floating", "IEEE single precision (the default)"),
    ("RT_FLOAT64", 7, "float64", 8, "floating", "IEEE double precision"),
    ("RT_COMPLEX64", 9, "complex64", 8, "complex", "two float32: real, imaginary"),
    ("RT_COMPLEX128", 10, "complex128", 16, "complex", "two float64: real, imaginary"),
    ("RT_BOOL", 11, "bool", 1, "bool", "0 or 1"),
    ("RT_BFLOAT16", 15, "bfloat16", 2, "floating", "brain float: float32's exponent, 7-bit mantissa"),
)

DEVICES = (("RT_CPU", -1, "the CPU; n >= 0 is cuda:n"),)

# what a creation function's dtype and device parameters take besides a code. -3, not -2: -2 is
# what rt_torch_tensor_device returns on failure, which must not pass for "the default"
CREATION_DEFAULTS = (
    ("RT_DTYPE_DEFAULT", -1, "dtype: float32 for a new tensor, the input's dtype for a *_like"),
    ("RT_DEVICE_DEFAULT", -3, "device: the default device for a new tensor, the input's device for a *_like"),
)

REDUCTIONS = (
    ("RT_REDUCTION_NONE", 0, "loss per element"),
    ("RT_REDUCTION_MEAN", 1, "mean of the losses"),
    ("RT_REDUCTION_SUM", 2, "sum of the losses"),
)

# how rt_torch_tensor_scatter_reduce combines the values written at one position
SCATTER_REDUCTIONS = (
    ("RT_SCATTER_SUM", 0, "sum"),
    ("RT_SCATTER_PROD", 1, "product"),
    ("RT_SCATTER_MEAN", 2, "mean (integers: floor division)"),
    ("RT_SCATTER_AMAX", 3, "maximum"),
    ("RT_SCATTER_AMIN", 4, "minimum"),
)

# how rt_torch_nn_pad fills the border (PyTorch's F.pad modes)
PAD_MODES = (
    ("RT_PAD_CONSTANT", 0, "the value given"),
    ("RT_PAD_REFLECT", 1, "the input mirrored, the edge not repeated"),
    ("RT_PAD_REPLICATE", 2, "the edge element repeated"),
    ("RT_PAD_CIRCULAR", 3, "the input wrapped around"),
)

# how rt_torch_nn_interpolate picks or mixes the input (PyTorch's F.interpolate modes)
INTERPOLATE_MODES = (
    ("RT_INTERPOLATE_NEAREST", 0, "the input element at floor(position * scale)"),
    ("RT_INTERPOLATE_LINEAR", 1, "linear in each resized dim: linear, bilinear, trilinear"),
    ("RT_INTERPOLATE_NEAREST_EXACT", 2, "the input element at floor((position + 0.5) * scale)"),
)
# how rt_torch_nn_embedding_bag combines the rows of a bag (PyTorch's EmbeddingBag modes, its numbering)
EMBEDDING_BAG_MODES = (
    ("RT_EMBEDDING_BAG_SUM", 0, "the sum of the rows (each times its per-sample weight, if given)"),
    ("RT_EMBEDDING_BAG_MEAN", 1, "the mean of the rows"),
    ("RT_EMBEDDING_BAG_MAX", 2, "the element-wise maximum of the rows"),
)
# what rt_torch_tensor_qr returns (PyTorch's modes; k = min(m, n) for an m x n matrix)
QR_MODES = (
    ("RT_QR_REDUCED", 0, "Q of m x k and R of k x n"),
    ("RT_QR_COMPLETE", 1, "Q of m x m and R of m x n"),
    ("RT_QR_R", 2, "R of k x n only; Q is an empty tensor"),
)

# the LAPACK driver of rt_torch_tensor_lstsq (PyTorch's `driver`)
LSTSQ_DRIVERS = (
    ("RT_LSTSQ_DEFAULT", 0, "PyTorch's choice: gelsy on the CPU, gels on CUDA"),
    ("RT_LSTSQ_GELS", 1, "QR; A must have full rank; no rank"),
    ("RT_LSTSQ_GELSY", 2, "QR with column pivoting; no residuals"),
    ("RT_LSTSQ_GELSD", 3, "divide-and-conquer SVD; singular values too"),
    ("RT_LSTSQ_GELSS", 4, "SVD; singular values too"),
)

# the feed-forward activation of rt_torch_nn_transformer_encoder_layer and _decoder_layer (PyTorch's activation="relu"
# or "gelu", and nn.GELU(approximate="tanh"))
TRANSFORMER_ACTIVATIONS = (
    ("RT_ACTIVATION_RELU", 0, "max(0, x)"),
    ("RT_ACTIVATION_GELU", 1, "x * Phi(x), exact (erf) form"),
    ("RT_ACTIVATION_GELU_TANH", 2, "GELU's tanh approximation"),
)

# how rt_torch_tensor_div_rounding rounds the quotient (PyTorch's div rounding_mode)
ROUNDING_MODES = (
    ("RT_ROUNDING_NONE", 0, "true division, no rounding (rounding_mode=None)"),
    ("RT_ROUNDING_TRUNC", 1, "toward zero (C's integer division)"),
    ("RT_ROUNDING_FLOOR", 2, "toward negative infinity (Python's //, floor_divide)"),
)

# which fan rt_torch_init_kaiming_* scales by (nn.init's mode)
INIT_MODES = (
    ("RT_INIT_FAN_IN", 0, "inputs per unit: keeps the forward pass's variance"),
    ("RT_INIT_FAN_OUT", 1, "outputs per unit: keeps the backward pass's variance"),
)

# the nonlinearities of rt_torch_init_calculate_gain and rt_torch_init_kaiming_* (nn.init.calculate_gain's names)
NONLINEARITIES = (
    ("RT_NONLINEARITY_LINEAR", 0, "gain 1"),
    ("RT_NONLINEARITY_CONV1D", 1, "gain 1"),
    ("RT_NONLINEARITY_CONV2D", 2, "gain 1"),
    ("RT_NONLINEARITY_CONV3D", 3, "gain 1"),
    ("RT_NONLINEARITY_CONV_TRANSPOSE1D", 4, "gain 1"),
    ("RT_NONLINEARITY_CONV_TRANSPOSE2D", 5, "gain 1"),
    ("RT_NONLINEARITY_CONV_TRANSPOSE3D", 6, "gain 1"),
    ("RT_NONLINEARITY_SIGMOID", 7, "gain 1"),
    ("RT_NONLINEARITY_TANH", 8, "gain 5/3"),
    ("RT_NONLINEARITY_RELU", 9, "gain sqrt(2)"),
    ("RT_NONLINEARITY_LEAKY_RELU", 10, "gain sqrt(2 / (1 + slope ** 2)), slope the param"),
    ("RT_NONLINEARITY_SELU", 11, "gain 3/4"),
)

# how rt_torch_tensor_meshgrid lays out its grids (PyTorch's indexing)
MESHGRID_INDEXINGS = (
    ("RT_MESHGRID_IJ", 0, "matrix indexing: output i runs along dim i"),
    ("RT_MESHGRID_XY", 1, "Cartesian indexing: the first two dims swapped (NumPy's default)"),
)

# how rt_torch_fft_fftn, rt_torch_fft_rfftn and rt_torch_fft_irfftn scale a transform of n points (PyTorch's `norm`)
FFT_NORMS = (
    ("RT_FFT_NORM_BACKWARD", 0, "the forward transform unscaled, the inverse scaled by 1/n (PyTorch's default)"),
    ("RT_FFT_NORM_ORTHO", 1, "both scaled by 1/sqrt(n)"),
    ("RT_FFT_NORM_FORWARD", 2, "the forward transform scaled by 1/n, the inverse unscaled"),
)

# how rt_torch_dist_all_reduce and rt_torch_dist_reduce_scatter combine the ranks' values (PyTorch's
# torch.distributed.ReduceOp numbering)
DIST_REDUCE_OPS = (
    ("RT_DIST_SUM", 0, "sum"),
    ("RT_DIST_AVG", 1, "mean (floating point only)"),
    ("RT_DIST_PRODUCT", 2, "product"),
    ("RT_DIST_MIN", 3, "minimum"),
    ("RT_DIST_MAX", 4, "maximum"),
)

# how rt_torch_model_load_options loads a file (bits). Without RT_MODEL_LOAD_TRUSTED only data is
# loaded: a torch.export program; a TorchScript module (its code runs at load) and an AOTInductor package (machine
# code) are refused
MODEL_LOAD_FLAGS = (
    ("RT_MODEL_LOAD_DEFAULT", 0, "untrusted: formats that run code when loaded are refused"),
    ("RT_MODEL_LOAD_TRUSTED", 1, "the caller trusts the file: TorchScript and AOTInductor packages are loaded too"),
)

# how rt_torch_tensor_cdist computes Euclidean distances (PyTorch's compute_mode, its numbering)
CDIST_COMPUTE_MODES = (
    ("RT_CDIST_MM_IF_NECESSARY", 0, "use_mm_for_euclid_dist_if_necessary: matrix products for p = 2 when either "
                                    "set has more than 25 rows, else differences"),
    ("RT_CDIST_MM", 1, "use_mm_for_euclid_dist: matrix products for p = 2"),
    ("RT_CDIST_NO_MM", 2, "donot_use_mm_for_euclid_dist: differences for every p"),
)
# how rt_torch_nn_grid_sample reads the input at a grid point (PyTorch's F.grid_sample modes, its numbering)
GRID_SAMPLE_MODES = (
    ("RT_GRID_SAMPLE_BILINEAR", 0, "the four (2-D) or eight (3-D) neighbours mixed linearly"),
    ("RT_GRID_SAMPLE_NEAREST", 1, "the nearest input element (halves round to even)"),
    ("RT_GRID_SAMPLE_BICUBIC", 2, "the 4 x 4 neighbours mixed by cubic convolution (A = -0.75), each padded on its "
                                  "own; 4-D input only"),
)
# what rt_torch_nn_grid_sample reads outside the input (PyTorch's padding_mode, its numbering)
GRID_SAMPLE_PADDINGS = (
    ("RT_GRID_SAMPLE_PAD_ZEROS", 0, "zeros"),
    ("RT_GRID_SAMPLE_PAD_BORDER", 1, "the position clipped to the border"),
    ("RT_GRID_SAMPLE_PAD_REFLECTION", 2, "the position reflected at the border"),
)

# The tables of named argument values, in the header's order. Each is a C enum in the header (under its comment),
# `val`s in the Simple bindings and a Python enum in abi/enums.py (its name; members: the C names without the
# prefix, lower-cased; an IntFlag where the values are bits). A new table is one line here.
CONSTANT_TABLES = (
    # (table, Python enum, prefix, bits, the header's comment)
    (REDUCTIONS, "Reduction", "RT_REDUCTION_", False, "Loss reductions (PyTorch's numbering)."),
    (SCATTER_REDUCTIONS, "ScatterReduce", "RT_SCATTER_", False,
     "rt_torch_tensor_scatter_reduce's ways to combine the values written at one position."),
    (PAD_MODES, "PadMode", "RT_PAD_", False, "rt_torch_nn_pad's ways to fill the border."),
    (INTERPOLATE_MODES, "InterpolateMode", "RT_INTERPOLATE_", False, "rt_torch_nn_interpolate's modes."),
    (EMBEDDING_BAG_MODES, "EmbeddingBagMode", "RT_EMBEDDING_BAG_", False,
     "rt_torch_nn_embedding_bag's ways to combine a bag's rows."),
    (DIST_REDUCE_OPS, "DistReduceOp", "RT_DIST_", False,
     "rt_torch_dist_all_reduce's and rt_torch_dist_reduce_scatter's reduce ops (torch.distributed.ReduceOp's)."),
    (MODEL_LOAD_FLAGS, "ModelLoadFlag", "RT_MODEL_LOAD_", True, "rt_torch_model_load_options's flags (bits)."),
    (QR_MODES, "QrMode", "RT_QR_", False, "rt_torch_tensor_qr's modes."),
    (LSTSQ_DRIVERS, "LstsqDriver", "RT_LSTSQ_", False, "rt_torch_tensor_lstsq's LAPACK drivers."),
    (TRANSFORMER_ACTIVATIONS, "TransformerActivation", "RT_ACTIVATION_", False,
     "rt_torch_nn_transformer_encoder_layer's and _decoder_layer's feed-forward activations."),
    (CDIST_COMPUTE_MODES, "CdistComputeMode", "RT_CDIST_", False,
     "rt_torch_tensor_cdist's compute modes (PyTorch's compute_mode)."),
    (GRID_SAMPLE_MODES, "GridSampleMode", "RT_GRID_SAMPLE_", False, "rt_torch_nn_grid_sample's modes."),
    (GRID_SAMPLE_PADDINGS, "GridSamplePadding", "RT_GRID_SAMPLE_PAD_", False,
     "rt_torch_nn_grid_sample's padding modes."),
    (ROUNDING_MODES, "RoundingMode", "RT_ROUNDING_", False, "rt_torch_tensor_div_rounding's rounding modes."),
    (INIT_MODES, "InitMode", "RT_INIT_", False, "rt_torch_init_kaiming_*'s modes."),
    (NONLINEARITIES, "Nonlinearity", "RT_NONLINEARITY_", False,
     "rt_torch_init_calculate_gain's and rt_torch_init_kaiming_*'s nonlinearities."),
    (MESHGRID_INDEXINGS, "MeshgridIndexing", "RT_MESHGRID_", False, "rt_torch_tensor_meshgrid's indexings."),
    (FFT_NORMS, "FftNorm", "RT_FFT_NORM_", False,
     "rt_torch_fft_fftn's, rt_torch_fft_rfftn's and rt_torch_fft_irfftn's scalings (PyTorch's norm)."),
)

# the switches of PyTorch's torch.backends that rt_torch_backends_flag and rt_torch_backends_set_flag name, as
# (name, PyTorch's default, what it switches): on the PyTorch backend they are torch's own; on NumPy, which has
# none of these libraries, stored flags starting at PyTorch's defaults ("opt_einsum.enabled" starts as whether the
# opt_einsum package is installed; set without it, it changes nothing, as PyTorch's)
BACKEND_FLAGS = (
    ("cudnn.enabled", 1, "cuDNN runs the convolutions, RNNs and normalisations it can"),
    ("cudnn.benchmark", 0, "cuDNN times its algorithms for each new shape and keeps the fastest"),
    ("cudnn.deterministic", 0, "cuDNN uses deterministic algorithms only"),
    ("cudnn.allow_tf32", 1, "cuDNN convolutions may compute in TF32 on Ampere and newer GPUs"),
    ("cuda.matmul.allow_tf32", 0, "CUDA float32 matrix products may compute in TF32"),
    ("cuda.matmul.allow_fp16_reduced_precision_reduction", 1, "float16 GEMMs may reduce in float16"),
    ("cuda.matmul.allow_bf16_reduced_precision_reduction", 1, "bfloat16 GEMMs may reduce in bfloat16"),
    ("cuda.flash_sdp", 1, "scaled_dot_product_attention may use the FlashAttention kernel"),
    ("cuda.mem_efficient_sdp", 1, "scaled_dot_product_attention may use the memory-efficient kernel"),
    ("cuda.math_sdp", 1, "scaled_dot_product_attention may use the plain (math) computation"),
    ("cuda.cudnn_sdp", 1, "scaled_dot_product_attention may use cuDNN's kernel"),
    ("mkldnn.enabled", 1, "oneDNN (MKL-DNN) runs the CPU operations it can"),
    ("mkldnn.deterministic", 0, "oneDNN uses deterministic algorithms only"),
    ("opt_einsum.enabled", 1, "einsum contracts in the order opt_einsum computes (needs the opt_einsum package)"),
)
# what rt_torch_backends_is_available and rt_torch_backends_is_built name (torch.backends.<name>.is_available(),
# torch.backends.<name>.is_built()): (name, availability asked, doc)
BACKEND_LIBRARIES = (
    ("cudnn", "available", "PyTorch was built with cuDNN (torch.backends.cudnn.is_available())"),
    ("mps", "available", "Apple's Metal Performance Shaders can run"),
    ("mkldnn", "available", "oneDNN (MKL-DNN) runs CPU operations"),
    ("mkl", "available", "Intel MKL computes the CPU linear algebra"),
    ("openmp", "available", "operations run in parallel through OpenMP"),
    ("opt_einsum", "available", "the opt_einsum package is installed for einsum's contraction order"),
    ("cuda", "built", "the library was built with CUDA (a GPU need not be present)"),
    ("mps", "built", "the library was built with MPS"),
)

# (kind, what C returns when the embedded Python cannot start, what the runtime returns on failure, doc);
# a status function returns the error code itself, and the error readers never fail
RESULT_KINDS = (
    ("tensor", "0", 0, "a new tensor handle, owned by the caller"),
    ("handle", "0", 0, "a new stream or optimizer handle"),
    ("status", "RT_ERR_INTERNAL", None, "RT_OK or an error code"),
    ("bool", "-1", -1, "1 or 0"),
    ("count", "-1", -1, "a number of dims, elements, bytes, ..."),
    ("device", "-2", -2, "a device code (-1 is the CPU)"),
    ("text", '""', "", "a NUL-terminated string owned by the library"),
    ("void", "", None, "nothing"),
    ("error", None, None, "the thread's last error, read without changing it"),
)



# The native fast path: a function with `native` set also runs in C without entering Python, for tensors of the
# dtypes it takes (clib/native.h); any other call, and any failure, takes the Python path.
#   native="aten::op.overload(arguments)"  the ATen operator it runs through PyTorch's dispatcher (so autograd records
#                                          it), with what each schema argument is (abi/native_call.py); the C is
#                                          generated (build/gen/native_ops_generated.c)
#   native=NATIVE_C                        hand-written in clib/native_*.c as rt__native_<name without rt_torch_>
NATIVE_C = "c"

# The PyTorch backend: an Op's TorchBackend method is generated (engines/torch_ops.py) as one call of the PyTorch
# function `Op.torch` with the C arguments in order; by default the function of `native`'s ATen operator
# ("aten::sin(a)": torch.sin), else torch.<Op.backend>. An Op whose method does more is marked
#   torch=TORCH_HAND_WRITTEN                 written in engines/torch_backend.py
# (as is every reduction over all elements: the Backend gets (x, None, False), which no PyTorch function takes)
TORCH_HAND_WRITTEN = "hand-written"


@dataclass(frozen=True)
class Added:
    """The ABI version that added a function whose runtime is hand-written (an Op says its own)."""
    since: tuple[int, int]
    native: str | None = None           # the fast path (see NATIVE_C)


@dataclass(frozen=True)
class Op:
    """The layers of one operation, derived from its C prototype by the parameter names and types:
    `rt_tensor` -> a tensor, `double` -> a number (finite if `finite`), `int64_t dim` -> a dim of the first
    tensor, `int32_t keepdim` -> a flag. A reduction over all elements calls the Backend with (x, None,
    False), its `_dim` twin with (x, dim, keepdim)."""
    backend: str                        # the Backend method (the NumPy op and the PyTorch line of that name)
    since: tuple[int, int] = (1, 0)     # the ABI version that added the function
    method: str | None = None           # Tier 3: Tensor.<method>
    function: str | None = None         # Tier 3: st.<function>
    functional: str | None = None       # Tier 3: st.nn.functional.<functional>
    refuses: tuple[str, ...] = ()       # dtype kinds (DTYPE_KINDS) refused with RT_ERR_DTYPE, as PyTorch does
    finite: bool = False                # every double argument must be finite (and fit float32 but for float64)
    nonempty: bool = False              # undefined without elements (a max of nothing): RT_ERR_SHAPE
    multi_dim: bool = False             # Tier 3 reduces over several dims, one after another
    native: str | None = None           # the fast path (see NATIVE_C)
    torch: str | None = None            # TorchBackend's PyTorch function (see TORCH_HAND_WRITTEN)


def unary(name: str, doc: str, param: str = "a", **tier3) -> tuple[str, str, str, Op]:
    """An element-wise op of one tensor, named rt_torch_tensor_<name> (the same name in every layer)."""
    return ("tensor", f"rt_tensor rt_torch_tensor_{name}(rt_tensor {param})", doc,
            Op(name, **{"method": name, "function": name, **tier3}))


def binary(name: str, doc: str, **tier3) -> tuple[str, str, str, Op]:
    """An element-wise op of two tensors, broadcast and promoted as PyTorch does, rt_torch_tensor_<name>."""
    return ("tensor", f"rt_tensor rt_torch_tensor_{name}(rt_tensor a, rt_tensor b)", doc,
            Op(name, **{"method": name, "function": name, **tier3}))


# (name, operator, refused dtype kinds): PyTorch orders no complex numbers
_COMPARISONS = (("eq", "==", ()), ("ne", "!=", ()), ("lt", "<", ("complex",)), ("le", "<=", ("complex",)),
                ("gt", ">", ("complex",)), ("ge", ">=", ("complex",)))

_REDUCE = "rt_tensor rt_torch_tensor_{0}(rt_tensor x)"
_REDUCE_DIM = "rt_tensor rt_torch_tensor_{0}_dim(rt_tensor x, int64_t dim, int32_t keepdim)"


def _reductions(*rows: tuple[str, str, Op, str, str]) -> list[tuple[str, str, str, Op]]:
    """Each reduction is one row: its C functions over all elements and along one dim, with the ATen call of each
    (their Ops differ only in `native`)."""
    out = []
    for name, what, op, native_all, native_dim in rows:
        out.append(("tensor", _REDUCE.format(name), f"{what} of all elements, as a scalar tensor",
                    replace(op, native=native_all)))
        out.append(("tensor", _REDUCE_DIM.format(name), f"{what} along dim; keepdim keeps it as size 1",
                    replace(op, native=native_dim)))
    return out


SECTIONS: tuple[tuple[int, str, list[tuple[str, str, str]]], ...] = (
    (1, "Library information and runtime", [
        ("bool", "int32_t rt_torch_available(void)", "1 when the PyTorch backend is active", Added((1, 0), native=NATIVE_C)),
        ("text", "const char* rt_torch_version(void)", 'backend version, e.g. "2.13.0+cpu" or "numpy 2.4.6"'),
        ("bool", "int32_t rt_torch_cuda_available(void)", "1 when a CUDA device can be used"),
        ("count", "int32_t rt_torch_cuda_device_count(void)", "number of CUDA devices (0 without CUDA)"),
        ("text", "const char* rt_torch_backend(void)", '"torch" or "numpy"', Added((1, 0), native=NATIVE_C)),
        ("count", "int32_t rt_torch_abi_version(void)", "MAJOR*10000 + MINOR*100 + PATCH", Added((1, 0), native=NATIVE_C)),
        ("status", "int32_t rt_torch_init(void)", "start the runtime now (else on the first call); status", Added((1, 0), native=NATIVE_C)),
        ("error", "int32_t rt_torch_last_error_code(void)", "code of this thread's last call"),
        ("error", "const char* rt_torch_last_error(void)", "message of this thread's last call; valid until its next call"),
        ("error", "void rt_torch_clear_error(void)", "reset this thread's last error to RT_OK"),
        ("status", "int32_t rt_torch_manual_seed(int64_t seed)", "seed every random generator of the backend"),
        ("count", "int64_t rt_torch_live_tensors(void)", "tensor handles not yet freed", Added((1, 0), native=NATIVE_C)),
        ("status", "int32_t rt_torch_set_default_device(int32_t device)", "device for creation functions"),
        ("device", "int32_t rt_torch_default_device(void)", "device code used by creation functions"),
        # small operations pay for threads they cannot use, so a host sets the count
        ("status", "int32_t rt_torch_set_num_threads(int32_t n)",
         "threads for one operation's parallel work, process-wide, 1 to 1024 (PyTorch's set_num_threads; NumPy: "
         "the size of its BLAS pool); status", Added((1, 5))),
        ("count", "int32_t rt_torch_get_num_threads(void)", "the thread count rt_torch_set_num_threads sets",
         Added((1, 5), native=NATIVE_C)),
        # whether hot calls run in C without entering Python
        ("text", "const char* rt_torch_fast_path(void)",
         '"on" when the native fast path runs the functions the header marks [fast] (on CPU tensors; element-wise '
         'ones, matmul and linear also on CUDA ones); "on for N of M functions; off for ..." when the torch lacks '
         'the shim functions some of them need (which, and what it lacks); else "off: " and why (NumPy backend, '
         'SIMPLE_TORCH_FAST_PATH=0, a torch without the shim functions the fast path needs)',
         Added((1, 6), native=NATIVE_C)),
    ]),
    (2, "Tensor creation", [
        ("tensor", "rt_tensor rt_torch_tensor_zeros(const int64_t* dims, int32_t ndims)", "float32 zeros",
         Added((1, 0), native=NATIVE_C)),
        ("tensor", "rt_tensor rt_torch_tensor_ones(const int64_t* dims, int32_t ndims)", "float32 ones",
         Added((1, 0), native=NATIVE_C)),
        ("tensor", "rt_tensor rt_torch_tensor_randn(const int64_t* dims, int32_t ndims)", "float32 samples of N(0, 1)"),
        ("tensor", "rt_tensor rt_torch_tensor_rand(const int64_t* dims, int32_t ndims)", "float32 samples of U[0, 1)"),
        ("tensor", "rt_tensor rt_torch_tensor_empty(const int64_t* dims, int32_t ndims)", "float32, contents unspecified",
         Added((1, 0), native=NATIVE_C)),
        ("tensor", "rt_tensor rt_torch_tensor_full(const int64_t* dims, int32_t ndims, double value)",
         "float32 filled with value", Added((1, 0), native=NATIVE_C)),
        ("tensor", "rt_tensor rt_torch_tensor_from_data(const void* data, const int64_t* dims, int32_t ndims, int32_t dtype)",
         "copy of row-major data of the given dtype", Added((1, 0), native=NATIVE_C)),
        ("tensor", "rt_tensor rt_torch_tensor_arange(double start, double end, double step, int32_t dtype)", "[start, end) by step"),
        ("tensor", "rt_tensor rt_torch_tensor_linspace(double start, double end, int64_t steps)", "steps evenly spaced float32 values"),
        ("tensor", "rt_tensor rt_torch_tensor_eye(int64_t n, int64_t m)", "n x m float32 identity"),
    ]),
    (3, "Element-wise arithmetic (broadcasting as PyTorch)", [
        # Tier 3's +, -, *, / and ** take scalars, alpha and reflected operands: hand-written over these
        ("tensor", "rt_tensor rt_torch_tensor_add(rt_tensor a, rt_tensor b)", "a + b", Op("add", native=NATIVE_C, torch=TORCH_HAND_WRITTEN)),
        ("tensor", "rt_tensor rt_torch_tensor_sub(rt_tensor a, rt_tensor b)", "a - b", Op("sub", native=NATIVE_C, torch=TORCH_HAND_WRITTEN)),
        ("tensor", "rt_tensor rt_torch_tensor_mul(rt_tensor a, rt_tensor b)", "a * b", Op("mul", native="aten::mul.Tensor(a, b)", torch=TORCH_HAND_WRITTEN)),
        ("tensor", "rt_tensor rt_torch_tensor_div(rt_tensor a, rt_tensor b)", "a / b (true division)", Op("div", native="aten::div.Tensor(a, b)", torch=TORCH_HAND_WRITTEN)),
        ("tensor", "rt_tensor rt_torch_tensor_pow(rt_tensor a, double exponent)", "a ** exponent", Op("pow")),
        unary("neg", "-a", native="aten::neg(a)"),
        unary("abs", "|a|", refuses=("bool",), native="aten::abs(a)"),
        unary("sqrt", "square root", native="aten::sqrt(a)"),
        unary("exp", "e ** a", native="aten::exp(a)"),
        unary("log", "natural logarithm", native="aten::log(a)"),
        ("tensor", "rt_tensor rt_torch_tensor_add_scalar(rt_tensor a, double s)", "a + s",
         Op("add_scalar", native=NATIVE_C, torch="torch.add")),
        ("tensor", "rt_tensor rt_torch_tensor_mul_scalar(rt_tensor a, double s)", "a * s",
         Op("mul_scalar", native="aten::mul.Tensor(a:floating, scalar(s))")),
        # the element-wise math of PyTorch; integers and bool give float32 unless said otherwise
        unary("sin", "sine", since=(1, 3), native="aten::sin(a)"),
        unary("cos", "cosine", since=(1, 3), native="aten::cos(a)"),
        unary("tan", "tangent", since=(1, 3), native="aten::tan(a)"),
        unary("asin", "arcsine", since=(1, 3), native="aten::asin(a)"),
        unary("acos", "arccosine", since=(1, 3), native="aten::acos(a)"),
        unary("atan", "arctangent", since=(1, 3), native="aten::atan(a)"),
        unary("sinh", "hyperbolic sine", since=(1, 3), native="aten::sinh(a)"),
        unary("cosh", "hyperbolic cosine", since=(1, 3), native="aten::cosh(a)"),
        unary("rsqrt", "1 / sqrt(a)", since=(1, 3), native="aten::rsqrt(a)"),
        unary("reciprocal", "1 / a", since=(1, 3), native="aten::reciprocal(a)"),
        unary("log1p", "log(1 + a), exact near 0", since=(1, 3), native="aten::log1p(a)"),
        unary("expm1", "e ** a - 1, exact near 0", since=(1, 3), native="aten::expm1(a)"),
        unary("log2", "base-2 logarithm", since=(1, 3), native="aten::log2(a)"),
        unary("log10", "base-10 logarithm", since=(1, 3), native="aten::log10(a)"),
        unary("exp2", "2 ** a", since=(1, 3), native="aten::exp2(a)"),
        unary("erf", "error function", since=(1, 3), refuses=("complex",), native="aten::erf(a)"),
        unary("erfinv", "inverse error function", since=(1, 3), refuses=("complex",), native="aten::erfinv(a)"),
        unary("square", "a * a (integers stay integers; bool gives int64)", since=(1, 3), native="aten::square(a)"),
        unary("sign", "-1, 0 or 1 (in a's dtype)", since=(1, 3), refuses=("complex",), native="aten::sign(a)"),
        unary("floor", "round down (integers unchanged)", since=(1, 3), refuses=("bool", "complex"), native="aten::floor(a)"),
        unary("ceil", "round up (integers unchanged)", since=(1, 3), refuses=("bool", "complex"), native="aten::ceil(a)"),
        # Tier 3's round takes decimals (rt_torch_tensor_round_decimals)
        unary("round", "round half to even (integers unchanged)", since=(1, 3), refuses=("bool", "complex"), native="aten::round(a)",
              method=None, function=None),
        unary("trunc", "round toward zero (integers unchanged)", since=(1, 3), refuses=("bool", "complex"), native="aten::trunc(a)"),
        unary("frac", "a - trunc(a)", since=(1, 3), refuses=("bool", "integer", "complex"), native="aten::frac(a)"),
        binary("maximum", "larger of a and b, broadcast (NaN wins)", since=(1, 3), refuses=("complex",),
               native="aten::maximum(a, b)"),
        binary("minimum", "smaller of a and b, broadcast (NaN wins)", since=(1, 3), refuses=("complex",),
               native="aten::minimum(a, b)"),
        binary("atan2", "angle of (b, a): atan(a / b) in the right quadrant, broadcast", since=(1, 3),
               refuses=("complex",), native="aten::atan2(a, b)"),
        binary("pow_tensor", "a ** b element-wise, broadcast and promoted (an integer to a negative power is "
               "0 unless a is 1 or -1, as PyTorch); Tier 3's pow picks this or the number form",
               since=(1, 3), method=None, function=None, refuses=("bool",), native="aten::pow.Tensor_Tensor(a, b)",
               torch=TORCH_HAND_WRITTEN),
        # the rest of the element-wise math. Tier 3's fmod, remainder and lerp pick the tensor or the
        # number form, and addcmul, addcdiv, nan_to_num and softplus take PyTorch's defaults: hand-written there
        *(binary(name, f"{what}, broadcast and promoted (integers: RT_ERR_INVALID_ARGUMENT for a zero b)",
                 since=(1, 3), method=None, function=None, refuses=("bool", "complex"),
                 native=f"aten::{name}.Tensor(a, b)", torch=TORCH_HAND_WRITTEN)
          for name, what in (("fmod", "a - trunc(a / b) * b (the sign of a)"),
                             ("remainder", "a - floor(a / b) * b (the sign of b)"))),
        *(("tensor", f"rt_tensor rt_torch_tensor_{name}_scalar(rt_tensor a, double s)",
           f"{name} of a by the number s (converted to the dtype of a with a float first, as PyTorch)",
           Op(f"{name}_scalar", since=(1, 3), refuses=("bool", "complex"),
              native=f"aten::{name}.Tensor(a:floating, scalar(s))", torch=TORCH_HAND_WRITTEN)) for name in ("fmod", "remainder")),
        binary("logaddexp", "log(exp(a) + exp(b)) without overflow, broadcast", since=(1, 3),
               refuses=("bool", "integer", "complex"), native="aten::logaddexp(a, b)"),
        ("tensor", "rt_tensor rt_torch_tensor_lerp(rt_tensor start, rt_tensor end, rt_tensor weight)",
         "start + weight * (end - start), broadcast; the three of one floating dtype",
         Op("lerp", since=(1, 3), refuses=("bool", "integer"), native="aten::lerp.Tensor(start, end, weight)")),
        ("tensor", "rt_tensor rt_torch_tensor_lerp_scalar(rt_tensor start, rt_tensor end, double weight)",
         "start + weight * (end - start), broadcast; start and end of one floating dtype",
         Op("lerp_scalar", since=(1, 3), refuses=("bool", "integer"), torch="torch.lerp")),
        *(("tensor", f"rt_tensor rt_torch_tensor_{name}(rt_tensor x, rt_tensor tensor1, rt_tensor tensor2, double value)",
           f"x + value * tensor1 {sign} tensor2, the three broadcast and promoted",
           Op(name, since=(1, 3), torch=TORCH_HAND_WRITTEN))
          for name, sign in (("addcmul", "*"), ("addcdiv", "/"))),
        ("tensor", "rt_tensor rt_torch_tensor_nan_to_num(rt_tensor x, double nan, double posinf, double neginf)",
         "x with NaN, +inf and -inf replaced; a NaN posinf or neginf is the dtype's largest or lowest value",
         Op("nan_to_num", since=(1, 3), native="aten::nan_to_num(x, nan?, nan_none(posinf), nan_none(neginf))",
            torch=TORCH_HAND_WRITTEN)),
        ("tensor", "rt_tensor rt_torch_tensor_softplus(rt_tensor x, double beta, double threshold)",
         "log(1 + exp(beta * x)) / beta, and x where beta * x > threshold",
         Op("softplus", since=(1, 3), refuses=("bool", "integer", "complex"), finite=True, torch="F.softplus")),
    ]),
    (4, "Activations", [
        # F.relu's inplace, F.gelu's approximate and softmax's implicit dim are Tier 3's own
        ("tensor", "rt_tensor rt_torch_relu(rt_tensor x)", "max(x, 0)",
         Op("relu", method="relu", function="relu", refuses=("complex",), native="aten::relu(x)")),
        ("tensor", "rt_tensor rt_torch_sigmoid(rt_tensor x)", "1 / (1 + e ** -x)",
         Op("sigmoid", method="sigmoid", function="sigmoid", functional="sigmoid", native="aten::sigmoid(x)")),
        ("tensor", "rt_tensor rt_torch_tanh(rt_tensor x)", "hyperbolic tangent",
         Op("tanh", method="tanh", function="tanh", functional="tanh", native="aten::tanh(x)")),
        ("tensor", "rt_tensor rt_torch_leaky_relu(rt_tensor x, double negative_slope)", "x, or negative_slope * x below 0",
         Op("leaky_relu", finite=True, torch="F.leaky_relu")),
        ("tensor", "rt_tensor rt_torch_gelu(rt_tensor x)", "x * Phi(x), exact (erf) form",
         Op("gelu", native="aten::gelu(x, 'none')", torch="F.gelu")),
        ("tensor", "rt_tensor rt_torch_softmax(rt_tensor x, int64_t dim)", "softmax along dim",
         Op("softmax", native="aten::softmax.int(x, dim, None)")),
        ("tensor", "rt_tensor rt_torch_log_softmax(rt_tensor x, int64_t dim)", "log of softmax along dim",
         Op("log_softmax", native="aten::log_softmax.int(x, dim, None)")),
        # more activations. Tier 3's F.silu(inplace=), F.elu(alpha, inplace=), ... and the modules
        # are hand-written over these; those of floating tensors refuse the rest as PyTorch does
        # (PyTorch computes silu of complex numbers but cannot differentiate it: refused here)
        ("tensor", "rt_tensor rt_torch_silu(rt_tensor x)", "x * sigmoid(x)",
         Op("silu", since=(1, 4), refuses=("bool", "integer", "complex"), native="aten::silu(x)",
            torch="F.silu")),
        ("tensor", "rt_tensor rt_torch_mish(rt_tensor x)", "x * tanh(softplus(x))",
         Op("mish", since=(1, 4), refuses=("bool", "integer", "complex"), native="aten::mish(x)",
            torch="F.mish")),
        ("tensor", "rt_tensor rt_torch_hardswish(rt_tensor x)", "x * min(max(x + 3, 0), 6) / 6",
         Op("hardswish", since=(1, 4), refuses=("bool", "integer", "complex"), native="aten::hardswish(x)",
            torch="F.hardswish")),
        ("tensor", "rt_tensor rt_torch_hardsigmoid(rt_tensor x)", "min(max(x + 3, 0), 6) / 6",
         Op("hardsigmoid", since=(1, 4), refuses=("bool", "integer", "complex"), native="aten::hardsigmoid(x)",
            torch="F.hardsigmoid")),
        ("tensor", "rt_tensor rt_torch_elu(rt_tensor x, double alpha)", "x above 0, else alpha * (exp(x) - 1)",
         Op("elu", since=(1, 4), refuses=("bool", "integer", "complex"), finite=True, torch="F.elu")),
        ("tensor", "rt_tensor rt_torch_selu(rt_tensor x)",
         "1.0507... * elu(x, 1.6732...): PyTorch's self-normalising constants",
         Op("selu", since=(1, 4), refuses=("bool", "integer", "complex"), native="aten::selu(x)",
            torch="F.selu")),
        ("tensor", "rt_tensor rt_torch_celu(rt_tensor x, double alpha)",
         "x above 0, else alpha * (exp(x / alpha) - 1); alpha finite and not 0", Added((1, 4))),
        ("tensor", "rt_tensor rt_torch_gelu_tanh(rt_tensor x)",
         "GELU's tanh approximation: x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x ** 3)))",
         Op("gelu_tanh", since=(1, 4), refuses=("bool", "integer", "complex"), native="aten::gelu(x, 'tanh')",
            torch=TORCH_HAND_WRITTEN)),
        ("tensor", "rt_tensor rt_torch_prelu(rt_tensor x, rt_tensor weight)",
         "x above 0, else weight * x: a 0-dim or 1-D weight of x's dtype with 1 element or one per channel "
         "(dim 1 of an x of 2 or more dims)", Added((1, 4), native="aten::prelu(x:floating, weight:same)")),
        ("tensor", "rt_tensor rt_torch_hardtanh(rt_tensor x, double min_val, double max_val)",
         "x limited to [min_val, max_val] (not NaN, min_val <= max_val; integers keep their dtype), gradient "
         "1 strictly inside", Added((1, 4))),
        ("tensor", "rt_tensor rt_torch_relu6(rt_tensor x)", "hardtanh(x, 0, 6) (integers keep their dtype)",
         Op("relu6", since=(1, 4), refuses=("bool", "complex"), native="aten::relu6(x)", torch="F.relu6")),
        ("tensor", "rt_tensor rt_torch_logsigmoid(rt_tensor x)", "log(sigmoid(x)) without overflow",
         Op("logsigmoid", since=(1, 4), functional="logsigmoid", refuses=("bool", "integer", "complex"),
            native="aten::log_sigmoid(x)", torch="F.logsigmoid")),
        ("tensor", "rt_tensor rt_torch_softsign(rt_tensor x)", "x / (|x| + 1) (integers give float32)",
         Op("softsign", since=(1, 4), functional="softsign", refuses=("bool",), torch="F.softsign")),
        ("tensor", "rt_tensor rt_torch_tanhshrink(rt_tensor x)", "x - tanh(x) (integers give float32)",
         Op("tanhshrink", since=(1, 4), functional="tanhshrink", refuses=("bool",), native=NATIVE_C,
            torch="F.tanhshrink")),
        ("tensor", "rt_tensor rt_torch_glu(rt_tensor x, int64_t dim)",
         "the first half of x along dim times the sigmoid of the second (size(dim) even)",
         Added((1, 4), native="aten::glu(x:floating, dim)")),
    ]),
    (5, "Linear algebra", [
        ("tensor", "rt_tensor rt_torch_tensor_matmul(rt_tensor a, rt_tensor b)", "matrix product, batched and broadcast as PyTorch",
         Added((1, 0), native=NATIVE_C)),
        ("tensor", "rt_tensor rt_torch_tensor_dot(rt_tensor a, rt_tensor b)", "dot product of two 1-D tensors",
         Added((1, 0), native="aten::dot(a(N), b(N))")),
        ("tensor", "rt_tensor rt_torch_tensor_transpose(rt_tensor x, int64_t dim0, int64_t dim1)", "swap two dims",
         Added((1, 0), native="aten::transpose.int(view(x:any), dim(dim0), dim(dim1))")),
        ("tensor", "rt_tensor rt_torch_tensor_t(rt_tensor x)", "transpose of a tensor of at most 2 dims",
         Added((1, 0), native="aten::t(view(x:any))")),
        ("tensor", "rt_tensor rt_torch_tensor_norm(rt_tensor x)", "2-norm of all elements"),
        ("tensor", "rt_tensor rt_torch_tensor_det(rt_tensor x)", "determinant of square matrices",
         Added((1, 0), native="aten::linalg_det(x:floating(..., N, N))")),
        ("tensor", "rt_tensor rt_torch_tensor_inverse(rt_tensor x)", "inverse of square matrices",
         Added((1, 0), native="aten::linalg_inv(x:floating(..., N, N))")),
        ("status", "int32_t rt_torch_tensor_svd(rt_tensor x, rt_tensor* u, rt_tensor* s, rt_tensor* vh)",
         "reduced SVD x = u diag(s) vh; status",
         Added((1, 0), native="aten::linalg_svd(x:floating(..., _, _), False, None)")),
        ("status", "int32_t rt_torch_tensor_eig(rt_tensor x, rt_tensor* values, rt_tensor* vectors)",
         "eigen-decomposition with complex outputs; status",
         Added((1, 0), native="aten::linalg_eig(x:floating(..., N, N))")),
    ]),
    # Tier 3's sum and mean take dtype=, max and min return (values, indices) along a dim, std and var
    # take a correction: hand-written over these
    (6, "Reductions (std and var use Bessel's correction; max_dim/min_dim return values only)", _reductions(
        ("sum", "sum", Op("sum"), "aten::sum(x:any, None)", "aten::sum.dim_IntList(x:any, [dim]?, bool(keepdim), None)"),
        ("mean", "mean", Op("mean"), "aten::mean(x, None)", "aten::mean.dim(x, [dim]?, bool(keepdim), None)"),
        ("max", "maximum", Op("max", method="amax", function="amax", refuses=("complex",), nonempty=True,
                              multi_dim=True), "aten::max(x:any)", "aten::amax(x:any, [dim], bool(keepdim))"),
        ("min", "minimum", Op("min", method="amin", function="amin", refuses=("complex",), nonempty=True,
                              multi_dim=True), "aten::min(x:any)", "aten::amin(x:any, [dim], bool(keepdim))"),
        ("argmax", "int64 index of the maximum",
         Op("argmax", method="argmax", function="argmax", refuses=("bool", "complex"), nonempty=True),
         "aten::argmax(x:any, None, False)", "aten::argmax(x:any, dim?, bool(keepdim))"),
        ("argmin", "int64 index of the minimum",
         Op("argmin", method="argmin", function="argmin", refuses=("bool", "complex"), nonempty=True),
         "aten::argmin(x:any, None, False)", "aten::argmin(x:any, dim?, bool(keepdim))"),
        ("std", "standard deviation", Op("std"), "aten::std(x, True)", "aten::std.dim(x, [dim]?, True, bool(keepdim))"),
        ("var", "variance", Op("var"), "aten::var(x, True)", "aten::var.dim(x, [dim]?, True, bool(keepdim))"),
    )),
    (7, "Shape, dtype and data access", [
        ("tensor", "rt_tensor rt_torch_tensor_reshape(rt_tensor x, const int64_t* dims, int32_t ndims)", "same data, new shape (one dim may be -1)",
         Added((1, 0), native="aten::reshape(view(x:any), shape(dims))")),
        ("tensor", "rt_tensor rt_torch_tensor_view(rt_tensor x, const int64_t* dims, int32_t ndims)", "reshape without copying; needs compatible strides",
         Added((1, 0), native="aten::view(view(x:any), shape(dims))")),
        ("tensor", "rt_tensor rt_torch_tensor_permute(rt_tensor x, const int64_t* order, int32_t ndims)", "reorder the dims",
         Added((1, 0), native="aten::permute(view(x:any), dims(order))")),
        ("tensor", "rt_tensor rt_torch_tensor_squeeze(rt_tensor x)", "drop every dim of size 1",
         Added((1, 0), native="aten::squeeze(view(x:any))")),
        ("tensor", "rt_tensor rt_torch_tensor_squeeze_dim(rt_tensor x, int64_t dim)", "drop dim if its size is 1",
         Added((1, 0), native="aten::squeeze.dim(view(x:any), dim)")),
        ("tensor", "rt_tensor rt_torch_tensor_unsqueeze(rt_tensor x, int64_t dim)", "insert a dim of size 1",
         Added((1, 0), native="aten::unsqueeze(view(x:any), newdim(dim))")),
        ("tensor", "rt_tensor rt_torch_tensor_flatten(rt_tensor x, int64_t start_dim, int64_t end_dim)", "merge dims start_dim..end_dim", Added((1, 0), native=NATIVE_C)),
        ("tensor", "rt_tensor rt_torch_tensor_expand(rt_tensor x, const int64_t* dims, int32_t ndims)", "broadcast to a shape (-1 keeps a dim)",
         Added((1, 0), native="aten::expand(view(x:any), shape(dims), False)")),
        ("tensor", "rt_tensor rt_torch_tensor_contiguous(rt_tensor x)", "row-major copy (or the same data if already so)", Added((1, 0), native=NATIVE_C)),
        ("bool", "int32_t rt_torch_tensor_is_contiguous(rt_tensor x)", "1 when the data is row-major without gaps", Added((1, 0), native=NATIVE_C)),
        ("count", "int32_t rt_torch_tensor_shape(rt_tensor x, int64_t* dims_out, int32_t max_dims)",
         "writes the dims, returns ndim; RT_ERR_BUFFER_TOO_SMALL when max_dims < ndim", Added((1, 0), native=NATIVE_C)),
        ("count", "int32_t rt_torch_tensor_ndim(rt_tensor x)", "number of dims", Added((1, 0), native=NATIVE_C)),
        ("count", "int64_t rt_torch_tensor_numel(rt_tensor x)", "number of elements", Added((1, 0), native=NATIVE_C)),
        ("count", "int64_t rt_torch_tensor_size(rt_tensor x, int64_t dim)", "size of one dim", Added((1, 0), native=NATIVE_C)),
        ("count", "int32_t rt_torch_tensor_dtype(rt_tensor x)", "dtype code", Added((1, 0), native=NATIVE_C)),
        ("tensor", "rt_tensor rt_torch_tensor_to_dtype(rt_tensor x, int32_t dtype)", "copy converted to dtype",
         Added((1, 0), native="aten::to.dtype(x:any, dtype(dtype), False, True, None)")),
        ("count", "int64_t rt_torch_tensor_nbytes(rt_tensor x)", "numel * element size", Added((1, 0), native=NATIVE_C)),
        ("count", "int64_t rt_torch_tensor_copy_to(rt_tensor x, void* out, int64_t out_nbytes)",
         "row-major copy of the data in its own dtype, from any device; returns bytes written",
         Added((1, 0), native=NATIVE_C)),
        ("status", "int32_t rt_torch_tensor_item(rt_tensor x, double* out)", "one-element tensor to double; status", Added((1, 0), native=NATIVE_C)),
        ("status", "int32_t rt_torch_tensor_copy_from(rt_tensor dst, rt_tensor src)",
         "write src's values into dst in place (broadcast, converted to dst's dtype; not recorded by autograd)",
         Added((1, 2))),
    ]),
    (8, "Indexing and slicing", [
        ("tensor", "rt_tensor rt_torch_tensor_slice(rt_tensor x, int64_t dim, int64_t start, int64_t end, int64_t step)",
         "x[start:end:step] along dim (step > 0; bounds clamp as in Python)", Added((1, 0), native=NATIVE_C)),
        ("tensor", "rt_tensor rt_torch_tensor_index_select(rt_tensor x, int64_t dim, rt_tensor index)", "rows of dim picked by a 1-D int64 index",
         Added((1, 0), native="aten::index_select(x:any, dim, index:index)")),
        ("tensor", "rt_tensor rt_torch_tensor_gather(rt_tensor x, int64_t dim, rt_tensor index)", "values picked along dim by an int64 index",
         Added((1, 0), native="aten::gather(x:any, dim, index:index, False)")),
        ("tensor", "rt_tensor rt_torch_tensor_cat(const rt_tensor* xs, int32_t n, int64_t dim)", "join along an existing dim",
         Added((1, 0), native="aten::cat(xs, dim)")),
        ("tensor", "rt_tensor rt_torch_tensor_stack(const rt_tensor* xs, int32_t n, int64_t dim)", "join along a new dim",
         Added((1, 0), native="aten::stack(xs, newdim(dim))")),
        ("count", "int32_t rt_torch_tensor_chunk(rt_tensor x, int64_t chunks, int64_t dim, rt_tensor* out, int32_t max_out)",
         "split into at most chunks parts; returns the count written", Added((1, 0), native=NATIVE_C)),
    ]),
    (9, "Neural-network operations (a weight or bias handle of 0 means none)", [
        ("tensor", "rt_tensor rt_torch_nn_linear(rt_tensor x, rt_tensor weight, rt_tensor bias)", "x @ weight.T + bias",
         Added((1, 0), native=NATIVE_C)),
        ("tensor", "rt_tensor rt_torch_nn_conv2d(rt_tensor x, rt_tensor weight, rt_tensor bias, const int64_t stride[2], "
                   "const int64_t padding[2], const int64_t dilation[2], int64_t groups)", "2-D convolution of NCHW input",
         Added((1, 0), native="aten::conv2d(x, weight, bias?, int32s(stride), int32s(padding), int32s(dilation), "
                              "groups)")),
        ("tensor", "rt_tensor rt_torch_nn_max_pool2d(rt_tensor x, const int64_t kernel[2], const int64_t stride[2], "
                   "const int64_t padding[2])", "2-D max pooling",
         Added((1, 0), native="aten::max_pool2d(x, int32s(kernel), int32s(stride), int32s(padding), [1, 1], False)")),
        ("tensor", "rt_tensor rt_torch_nn_avg_pool2d(rt_tensor x, const int64_t kernel[2], const int64_t stride[2], "
                   "const int64_t padding[2])", "2-D average pooling (padding counted)",
         Added((1, 0), native="aten::avg_pool2d(x, int32s(kernel), int32s(stride), int32s(padding), False, True, "
                              "None)")),
        # the 1-D forms, each the 2-D one over a height of 1 (views in and out, so gradients follow)
        ("tensor", "rt_tensor rt_torch_nn_conv1d(rt_tensor x, rt_tensor weight, rt_tensor bias, int64_t stride, "
                   "int64_t padding, int64_t dilation, int64_t groups)",
         "1-D convolution of (N, C, L) or (C, L) input, weight (out_channels, in_channels / groups, k)", Added((1, 4))),
        ("tensor", "rt_tensor rt_torch_nn_conv_transpose2d(rt_tensor x, rt_tensor weight, rt_tensor bias, "
                   "const int64_t stride[2], const int64_t padding[2], const int64_t output_padding[2], "
                   "const int64_t dilation[2], int64_t groups)",
         "transposed 2-D convolution (the gradient of conv2d's input) of NCHW input, weight (in_channels, "
         "out_channels / groups, kH, kW); output_padding below stride or dilation adds to one side", Added((1, 4))),
        ("tensor", "rt_tensor rt_torch_nn_conv_transpose1d(rt_tensor x, rt_tensor weight, rt_tensor bias, "
                   "int64_t stride, int64_t padding, int64_t output_padding, int64_t dilation, int64_t groups)",
         "transposed 1-D convolution of (N, C, L) or (C, L) input, weight (in_channels, out_channels / groups, k)",
         Added((1, 4))),
        # the 3-D convolution; the NumPy backend makes it of 2-D ones, one per kernel depth
        ("tensor", "rt_tensor rt_torch_nn_conv3d(rt_tensor x, rt_tensor weight, rt_tensor bias, const int64_t stride[3], "
                   "const int64_t padding[3], const int64_t dilation[3], int64_t groups)",
         "3-D convolution of (N, C, D, H, W) or (C, D, H, W) input, weight (out_channels, in_channels / groups, kD, "
         "kH, kW)", Added((1, 5))),
        ("tensor", "rt_tensor rt_torch_nn_max_pool1d(rt_tensor x, int64_t kernel, int64_t stride, int64_t padding)",
         "1-D max pooling of (N, C, L) or (C, L) input", Added((1, 4))),
        ("tensor", "rt_tensor rt_torch_nn_avg_pool1d(rt_tensor x, int64_t kernel, int64_t stride, int64_t padding)",
         "1-D average pooling (padding counted) of (N, C, L) or (C, L) input", Added((1, 4))),
        # pooling with all of PyTorch's options. Padding at most half the kernel; ceil_mode
        # keeps a last window that starts inside the input or its left padding; an output size under 1 (or a
        # window over padding alone) is RT_ERR_SHAPE. Indices are int64 flat positions in each input plane
        # (h * W + w), the first maximum of a window (the last NaN if any), as PyTorch picks. Adaptive pooling
        # reduces window i of a dim of size L pooled to o over floor(i * L / o) .. ceil((i + 1) * L / o)
        ("tensor", "rt_tensor rt_torch_nn_max_pool2d_ex(rt_tensor x, const int64_t kernel[2], const int64_t stride[2], "
                   "const int64_t padding[2], const int64_t dilation[2], int32_t ceil_mode)",
         "2-D max pooling of (N, C, H, W) or (C, H, W) input with dilation and ceil_mode", Added((1, 5))),
        ("status", "int32_t rt_torch_nn_max_pool2d_with_indices(rt_tensor x, const int64_t kernel[2], "
                   "const int64_t stride[2], const int64_t padding[2], const int64_t dilation[2], int32_t ceil_mode, "
                   "rt_tensor* output, rt_tensor* indices)",
         "rt_torch_nn_max_pool2d_ex's output and the int64 index of each maximum in its plane; status", Added((1, 5))),
        ("tensor", "rt_tensor rt_torch_nn_max_pool1d_ex(rt_tensor x, int64_t kernel, int64_t stride, int64_t padding, "
                   "int64_t dilation, int32_t ceil_mode)",
         "1-D max pooling of (N, C, L) or (C, L) input with dilation and ceil_mode", Added((1, 5))),
        ("status", "int32_t rt_torch_nn_max_pool1d_with_indices(rt_tensor x, int64_t kernel, int64_t stride, "
                   "int64_t padding, int64_t dilation, int32_t ceil_mode, rt_tensor* output, rt_tensor* indices)",
         "rt_torch_nn_max_pool1d_ex's output and the int64 position of each maximum along L; status", Added((1, 5))),
        ("tensor", "rt_tensor rt_torch_nn_avg_pool2d_ex(rt_tensor x, const int64_t kernel[2], const int64_t stride[2], "
                   "const int64_t padding[2], int32_t ceil_mode, int32_t count_include_pad, int64_t divisor_override)",
         "2-D average pooling: each window's sum over divisor_override (0: none), else over its size (the padding "
         "counted if count_include_pad, never what lies past it)",
         Added((1, 5), native="aten::avg_pool2d(x, int32s(kernel), int32s(stride), int32s(padding), bool(ceil_mode), "
                              "bool(count_include_pad), zero_none(divisor_override))")),
        ("tensor", "rt_tensor rt_torch_nn_avg_pool1d_ex(rt_tensor x, int64_t kernel, int64_t stride, int64_t padding, "
                   "int32_t ceil_mode, int32_t count_include_pad, int64_t divisor_override)",
         "1-D average pooling of (N, C, L) or (C, L) input, options as rt_torch_nn_avg_pool2d_ex", Added((1, 5))),
        ("tensor", "rt_tensor rt_torch_nn_adaptive_avg_pool2d(rt_tensor x, const int64_t output_size[2])",
         "mean of (N, C, H, W) or (C, H, W) floating x over adaptive windows, to output_size (0 allowed)",
         Added((1, 5), native="aten::adaptive_avg_pool2d(x:floating(..., +, +), int32s(output_size))")),
        ("tensor", "rt_tensor rt_torch_nn_adaptive_avg_pool1d(rt_tensor x, int64_t output_size)",
         "mean of (N, C, L) or (C, L) floating x over adaptive windows, to output_size (0 allowed)", Added((1, 5))),
        ("tensor", "rt_tensor rt_torch_nn_adaptive_max_pool2d(rt_tensor x, const int64_t output_size[2])",
         "maximum of (N, C, H, W) or (C, H, W) floating x over adaptive windows, to output_size (0 allowed)",
         Added((1, 5))),
        ("status", "int32_t rt_torch_nn_adaptive_max_pool2d_with_indices(rt_tensor x, const int64_t output_size[2], "
                   "rt_tensor* output, rt_tensor* indices)",
         "rt_torch_nn_adaptive_max_pool2d's output and the int64 index of each maximum in its plane; status",
         Added((1, 5), native="aten::adaptive_max_pool2d(x:floating, int32s(output_size))")),
        ("tensor", "rt_tensor rt_torch_nn_adaptive_max_pool1d(rt_tensor x, int64_t output_size)",
         "maximum of (N, C, L) or (C, L) floating x over adaptive windows, to output_size (0 allowed)", Added((1, 5))),
        ("status", "int32_t rt_torch_nn_adaptive_max_pool1d_with_indices(rt_tensor x, int64_t output_size, "
                   "rt_tensor* output, rt_tensor* indices)",
         "rt_torch_nn_adaptive_max_pool1d's output and the int64 position of each maximum along L; status",
         Added((1, 5))),
        # normalisations made of the operations above in the runtime (one code path for both backends)
        ("tensor", "rt_tensor rt_torch_nn_interpolate(rt_tensor x, const int64_t* size, int32_t n, const double* scales, "
                   "int32_t n_scales, int32_t mode, int32_t align_corners)",
         "(N, C, *) x resized to size over its last n dims by mode (RT_INTERPOLATE_*); scales (n_scales 0 or n): "
         "the scale factors a caller gave, used for the positions as PyTorch does; align_corners for LINEAR",
         Added((1, 4))),
        ("tensor", "rt_tensor rt_torch_nn_group_norm(rt_tensor x, int64_t num_groups, rt_tensor weight, rt_tensor bias, "
                   "double eps)",
         "each group of channels of (N, C, *) x normalised over its channels and positions (biased variance), "
         "then weight * . + bias per channel (0: none; of x's dtype, or float32 with a half or bfloat16 x, as "
         "PyTorch's CPU kernel takes); instance norm is num_groups = C", Added((1, 4))),
        ("tensor", "rt_tensor rt_torch_nn_rms_norm(rt_tensor x, const int64_t* normalized_shape, int32_t ndims, "
                   "rt_tensor weight, double eps)",
         "x / sqrt(mean(x ** 2) + eps) over the trailing dims of normalized_shape, times weight (0: none); eps NaN: "
         "the dtype's machine epsilon", Added((1, 4))),
        ("tensor", "rt_tensor rt_torch_nn_batch_norm(rt_tensor x, rt_tensor running_mean, rt_tensor running_var, "
                   "rt_tensor weight, rt_tensor bias, int32_t training, double momentum, double eps)",
         "batch norm over dim 1; updates the running stats in place when training"),
        ("tensor", "rt_tensor rt_torch_nn_layer_norm(rt_tensor x, const int64_t* normalized_shape, int32_t ndims, "
                   "rt_tensor weight, rt_tensor bias, double eps)", "normalise over the trailing dims",
         Added((1, 0), native="aten::layer_norm(x:floating, normalized_shape, weight:same?, bias:same?, nonneg(eps), "
                              "True)")),
        ("tensor", "rt_tensor rt_torch_nn_dropout(rt_tensor x, double p, int32_t training)", "zero elements with probability p, scale by 1/(1-p)",
         Added((1, 0), native="aten::dropout(x:floating, unit(p), bool(training))")),
        ("tensor", "rt_tensor rt_torch_nn_embedding(rt_tensor indices, rt_tensor weight)", "rows of weight picked by int64 indices",
         Added((1, 0), native="aten::embedding(weight(_, _), indices:index, -1, False, False)")),
        ("tensor", "rt_tensor rt_torch_nn_embedding_ex(rt_tensor indices, rt_tensor weight, int64_t padding_idx, "
                   "double max_norm, double norm_type)",
         "rt_torch_nn_embedding with PyTorch's options: row padding_idx (-1: none) gets no gradient; max_norm > 0 "
         "first scales the named rows whose norm_type-norm exceeds it, in place (0: none)", Added((1, 4))),
        # bags of rows reduced without the (bags, length, dim) intermediate
        ("tensor", "rt_tensor rt_torch_nn_embedding_bag(rt_tensor indices, rt_tensor weight, rt_tensor offsets, "
                   "int32_t mode, rt_tensor per_sample_weights, int32_t include_last_offset, int64_t padding_idx, "
                   "double max_norm, double norm_type)",
         "(bags, embedding_dim): each bag's rows of weight combined by mode (RT_EMBEDDING_BAG_*); 1-D indices cut "
         "into bags at offsets (starts from 0, non-decreasing; include_last_offset: offsets ends with the length), "
         "or 2-D indices of one bag a row (offsets 0); per_sample_weights (0: none) of indices' shape, SUM only; "
         "padding_idx (-1: none) rows are left out; an empty bag gives zeros; max_norm > 0 renormalises the rows "
         "used in place as rt_torch_nn_embedding_ex", Added((1, 5))),
        # encodings and normalisation by a norm (p >= 0, inf allowed; not NaN)
        ("tensor", "rt_tensor rt_torch_nn_one_hot(rt_tensor indices, int64_t num_classes)",
         "int64 of indices' shape plus a last dim of num_classes (-1: the largest index + 1), 1 at each index",
         Added((1, 4))),
        ("tensor", "rt_tensor rt_torch_nn_normalize(rt_tensor x, double p, int64_t dim, double eps)",
         "x divided by max(its p-norm along dim, eps), floating x", Added((1, 4))),
        ("tensor", "rt_tensor rt_torch_nn_cosine_similarity(rt_tensor x1, rt_tensor x2, int64_t dim, double eps)",
         "cosine of the angle between x1 and x2 along dim (broadcast; promoted to a floating dtype), each norm "
         "at least eps", Added((1, 4), native="aten::cosine_similarity(x1:floating, x2:same, dim, nonneg(eps))")),
    ]),
    (10, "Losses (reduction: 0 none, 1 mean, 2 sum)", [
        ("tensor", "rt_tensor rt_torch_nn_mse_loss(rt_tensor input, rt_tensor target, int32_t reduction)", "squared error",
         Added((1, 0), native="aten::mse_loss(input:floating, target(=), reduction(reduction))")),
        ("tensor", "rt_tensor rt_torch_nn_cross_entropy(rt_tensor logits, rt_tensor target, int32_t reduction)", "cross entropy on int64 class indices",
         Added((1, 0), native=NATIVE_C)),
        ("tensor", "rt_tensor rt_torch_nn_binary_cross_entropy(rt_tensor probs, rt_tensor target, int32_t reduction)", "BCE on probabilities",
         Added((1, 0), native="aten::binary_cross_entropy(probs:floating, target(=), None, reduction(reduction))")),
        ("tensor", "rt_tensor rt_torch_nn_nll_loss(rt_tensor log_probs, rt_tensor target, int32_t reduction)", "negative log likelihood on class indices",
         Added((1, 0), native="aten::nll_loss_nd(log_probs:floating(N, _), target:long(N), None, "
                              "reduction(reduction), -100)")),
        # more losses. Unless said otherwise input and target have one shape and promote together
        # (PyTorch's rules) to a floating dtype: integer, bool or complex is RT_ERR_DTYPE
        ("tensor", "rt_tensor rt_torch_nn_l1_loss(rt_tensor input, rt_tensor target, int32_t reduction)",
         "absolute error", Added((1, 4), native="aten::l1_loss(input:floating, target:same(=), reduction(reduction))")),
        ("tensor", "rt_tensor rt_torch_nn_smooth_l1_loss(rt_tensor input, rt_tensor target, double beta, "
                   "int32_t reduction)",
         "0.5 * d ** 2 / beta where |d| < beta, else |d| - 0.5 * beta, d = input - target (beta >= 0; 0: l1)",
         Added((1, 4), native="aten::smooth_l1_loss(input:floating, target:same(=), reduction(reduction), "
                              "positive(beta))")),
        ("tensor", "rt_tensor rt_torch_nn_huber_loss(rt_tensor input, rt_tensor target, double delta, "
                   "int32_t reduction)",
         "0.5 * d ** 2 where |d| < delta, else delta * (|d| - 0.5 * delta), d = input - target (delta > 0)",
         Added((1, 4), native="aten::huber_loss(input:floating, target:same(=), reduction(reduction), "
                              "positive(delta))")),
        ("tensor", "rt_tensor rt_torch_nn_soft_margin_loss(rt_tensor input, rt_tensor target, int32_t reduction)",
         "log(1 + exp(-target * input)); target takes no gradient", Added((1, 4))),
        ("tensor", "rt_tensor rt_torch_nn_binary_cross_entropy_with_logits(rt_tensor input, rt_tensor target, "
                   "rt_tensor weight, rt_tensor pos_weight, int32_t reduction)",
         "BCE of sigmoid(input), computed without overflow; weight (0: none) scales each element's loss and "
         "pos_weight (0: none) the positive term; both broadcast to input's shape and take no gradient",
         Added((1, 4), native="aten::binary_cross_entropy_with_logits(input:floating, target:same(=), weight:none?, "
                              "pos_weight:none?, reduction(reduction))")),
        ("tensor", "rt_tensor rt_torch_nn_kl_div(rt_tensor input, rt_tensor target, int32_t log_target, "
                   "int32_t reduction)",
         "target * (log(target) - input) of log-probabilities input (log_target: target holds log-probabilities "
         "too); RT_REDUCTION_MEAN averages over every element", Added((1, 4))),
        ("tensor", "rt_tensor rt_torch_nn_cross_entropy_ex(rt_tensor logits, rt_tensor target, rt_tensor weight, "
                   "int64_t ignore_index, double label_smoothing, int32_t reduction)",
         "cross entropy with PyTorch's options: target int64 class indices, or class probabilities of logits' "
         "shape; weight (0: none) one per class, of logits' dtype, taking no gradient with indices; "
         "ignore_index a class index left out (mean: of the weighted count); label_smoothing in [0, 1]",
         Added((1, 4), native="aten::cross_entropy_loss(logits:floating, target, weight:none?, reduction(reduction), "
                              "ignore_index, unit(label_smoothing))")),
        ("tensor", "rt_tensor rt_torch_nn_nll_loss_ex(rt_tensor log_probs, rt_tensor target, rt_tensor weight, "
                   "int64_t ignore_index, int32_t reduction)",
         "negative log likelihood with class weights (0: none; mean divides by the weights of the counted "
         "targets) and an ignore_index",
         Added((1, 4), native="aten::nll_loss_nd(log_probs:floating(N, _), target:long(N), weight:none?, "
                              "reduction(reduction), ignore_index)")),
        ("tensor", "rt_tensor rt_torch_nn_margin_ranking_loss(rt_tensor input1, rt_tensor input2, rt_tensor target, "
                   "double margin, int32_t reduction)",
         "max(0, -target * (input1 - input2) + margin); the three have one number of dims and broadcast "
         "(promoted; integers give float32, bool and complex are refused)",
         Added((1, 4), native="aten::margin_ranking_loss(input1:floating, input2:same(=), target:same(=), "
                              "finite(margin), reduction(reduction))")),
        ("tensor", "rt_tensor rt_torch_nn_cosine_embedding_loss(rt_tensor input1, rt_tensor input2, rt_tensor target, "
                   "double margin, int32_t reduction)",
         "1 - cos(input1, input2) where target is 1, max(0, cos - margin) where it is -1, else 0: inputs (N, D) "
         "with target (N), or (D) with a 0-dim target (inputs broadcast; integers give float32)",
         Added((1, 4), native="aten::cosine_embedding_loss(input1:floating(N, D), input2:same(N, D), target:same(N), "
                              "finite(margin), reduction(reduction))")),
        ("tensor", "rt_tensor rt_torch_nn_triplet_margin_loss(rt_tensor anchor, rt_tensor positive, "
                   "rt_tensor negative, double margin, double p, double eps, int32_t swap, int32_t reduction)",
         "max(0, margin + d(anchor, positive) - d(anchor, negative)), d(a, b) the p-norm of a - b + eps over the "
         "last dim (swap: the smaller of d(anchor, negative) and d(positive, negative)); margin > 0, p >= 0; "
         "the three have one number of dims and broadcast",
         Added((1, 4), native="aten::triplet_margin_loss(anchor:floating, positive:same(=), negative:same(=), "
                              "positive(margin), nonneg(p), finite(eps), bool(swap), reduction(reduction))")),
        # connectionist temporal classification
        ("tensor", "rt_tensor rt_torch_nn_ctc_loss(rt_tensor log_probs, rt_tensor targets, rt_tensor input_lengths, "
                   "rt_tensor target_lengths, int64_t blank, int32_t reduction, int32_t zero_infinity)",
         "CTC loss: log_probs (T, N, C) or unbatched (T, C), float32 or float64; targets integer classes other "
         "than blank, (N, S) padded or 1-D one after another; input_lengths, target_lengths integer (N) (0-dim unbatched); mean divides each "
         "loss by its target length (at least 1), then averages; zero_infinity: impossible alignments give 0 "
         "and no gradient; the gradient is PyTorch's (made for log_softmax input)", Added((1, 5))),
    ]),
    (11, "Autograd", [
        ("status", "int32_t rt_torch_tensor_set_requires_grad(rt_tensor x, int32_t flag)", "start or stop recording ops on a leaf", Added((1, 0), native=NATIVE_C)),
        ("bool", "int32_t rt_torch_tensor_requires_grad(rt_tensor x)", "1 when ops on x are recorded",
         Added((1, 0), native=NATIVE_C)),
        ("tensor", "rt_tensor rt_torch_tensor_grad(rt_tensor x)", "new handle to x.grad; 0 with RT_OK when x has no grad",
         Added((1, 0), native=NATIVE_C)),
        ("status", "int32_t rt_torch_tensor_backward(rt_tensor loss)", "accumulate d(loss)/d(leaf) into the leaves' grads; loss is real and holds one element",
         Added((1, 0), native=NATIVE_C)),
        ("status", "int32_t rt_torch_tensor_zero_grad(rt_tensor x)", "drop x.grad",
         Added((1, 0), native=NATIVE_C)),
        ("tensor", "rt_tensor rt_torch_tensor_detach(rt_tensor x)", "same data, cut from the graph",
         Added((1, 0), native="aten::detach(x:any)")),
        ("status", "int32_t rt_torch_no_grad_begin(void)", "stop recording on this thread; nests"),
        ("status", "int32_t rt_torch_no_grad_end(void)", "end the innermost no_grad_begin"),
        ("bool", "int32_t rt_torch_is_grad_enabled(void)", "1 when this thread records ops", Added((1, 0), native=NATIVE_C)),
    ]),
    (12, "Device management", [
        ("tensor", "rt_tensor rt_torch_tensor_cuda(rt_tensor x, int32_t device_index)", "copy on cuda:device_index"),
        ("tensor", "rt_tensor rt_torch_tensor_cpu(rt_tensor x)", "copy on the CPU (same data when already there)",
         Added((1, 0), native=NATIVE_C)),
        ("bool", "int32_t rt_torch_tensor_is_cuda(rt_tensor x)", "1 when x lives on a CUDA device", Added((1, 0), native=NATIVE_C)),
        ("device", "int32_t rt_torch_tensor_device(rt_tensor x)", "device code of x; -2 on error", Added((1, 0), native=NATIVE_C)),
        ("tensor", "rt_tensor rt_torch_tensor_to_device(rt_tensor x, int32_t device)", "copy on a device code",
         Added((1, 0), native=NATIVE_C)),
        ("tensor", "rt_tensor rt_torch_tensor_to_stream(rt_tensor x, rt_handle stream)",
         "copy to the stream's device, queued on it, not blocking the caller"),
        ("tensor", "rt_tensor rt_torch_tensor_clone(rt_tensor x)", "copy with its own storage, kept in the graph",
         Added((1, 0), native="aten::clone(x:any, None)")),
        ("status", "int32_t rt_torch_cuda_synchronize(int32_t device_index)",
         "wait until all work queued on cuda:device_index (every stream) is done; a device fault that work hit is "
         "reported here as RT_ERR_DEVICE; status", Added((1, 5))),
    ]),
    (13, "CUDA streams (RT_ERR_DEVICE where CUDA is absent)", [
        ("handle", "rt_handle rt_torch_stream_create(int32_t device_index)", "new stream on cuda:device_index"),
        ("status", "int32_t rt_torch_stream_synchronize(rt_handle stream)", "wait for the stream's work"),
        ("bool", "int32_t rt_torch_stream_query(rt_handle stream)", "1 all work done, 0 pending"),
        ("status", "int32_t rt_torch_stream_free(rt_handle stream)", "release a stream handle"),
    ]),
    (14, "Memory management", [
        ("status", "int32_t rt_torch_tensor_free(rt_tensor x)", "release a tensor handle; 0 is a no-op",
         Added((1, 0), native=NATIVE_C)),
        ("count", "int64_t rt_torch_cuda_memory_allocated(int32_t device_index)", "bytes held by tensors on the device"),
        ("count", "int64_t rt_torch_cuda_max_memory_allocated(int32_t device_index)", "peak of the above"),
        ("status", "int32_t rt_torch_cuda_empty_cache(void)", "return cached CUDA memory to the driver"),
    ]),
    (15, "Optimizers", [
        ("handle", "rt_handle rt_torch_optim_sgd(const rt_tensor* params, int32_t n, double lr, double momentum, double weight_decay)",
         "SGD with momentum and weight decay (PyTorch's rule)"),
        ("handle", "rt_handle rt_torch_optim_adam(const rt_tensor* params, int32_t n, double lr, double beta1, double beta2, "
                   "double eps, double weight_decay)", "Adam (PyTorch's rule, L2 weight decay)"),
        ("status", "int32_t rt_torch_optim_step(rt_handle opt)", "update the parameters in place from their grads",
         Added((1, 0), native=NATIVE_C)),
        ("status", "int32_t rt_torch_optim_zero_grad(rt_handle opt)", "drop the parameters' grads",
         Added((1, 0), native=NATIVE_C)),
        ("status", "int32_t rt_torch_optim_free(rt_handle opt)", "release an optimizer handle"),
        # more optimizers; every option of every group, and every parameter's state, by PyTorch's name
        ("handle", "rt_handle rt_torch_optim_adamw(const rt_tensor* params, int32_t n, double lr, double beta1, "
                   "double beta2, double eps, double weight_decay)",
         "AdamW: Adam with decoupled weight decay (p *= 1 - lr * weight_decay), PyTorch's rule", Added((1, 4))),
        ("handle", "rt_handle rt_torch_optim_rmsprop(const rt_tensor* params, int32_t n, double lr, double alpha, "
                   "double eps, double weight_decay, double momentum, int32_t centered)",
         "RMSprop, PyTorch's rule (centered: divide by the gradient's estimated variance)", Added((1, 4))),
        ("handle", "rt_handle rt_torch_optim_adagrad(const rt_tensor* params, int32_t n, double lr, double lr_decay, "
                   "double weight_decay, double initial_accumulator_value, double eps)",
         "Adagrad, PyTorch's rule", Added((1, 4))),
        ("handle", "rt_handle rt_torch_optim_adadelta(const rt_tensor* params, int32_t n, double lr, double rho, "
                   "double eps, double weight_decay)", "Adadelta, PyTorch's rule", Added((1, 4))),
        ("count", "int32_t rt_torch_optim_add_param_group(rt_handle opt, const rt_tensor* params, int32_t n)",
         "a new parameter group with the optimizer's first options (change them with rt_torch_optim_set_option); "
         "returns its index", Added((1, 4))),
        ("count", "int32_t rt_torch_optim_param_group_count(rt_handle opt)", "number of parameter groups",
         Added((1, 4))),
        ("status", "int32_t rt_torch_optim_set_option(rt_handle opt, int32_t group, const char* name, double value)",
         "set a group's option by PyTorch's name (\"lr\", \"momentum\", \"beta1\", \"nesterov\" as 0 or 1, ...): "
         "what a learning-rate schedule writes; status", Added((1, 4))),
        ("status", "int32_t rt_torch_optim_get_option(rt_handle opt, int32_t group, const char* name, double* value)",
         "read a group's option; status", Added((1, 4), native=NATIVE_C)),
        ("count", "int32_t rt_torch_optim_state_count(rt_handle opt, rt_tensor param)",
         "how many state tensors the optimizer holds for param (0 before its first step)", Added((1, 4))),
        ("text", "const char* rt_torch_optim_state_name(rt_handle opt, rt_tensor param, int32_t index)",
         "the name of param's state tensor number index (from 0, in PyTorch's order)", Added((1, 4))),
        ("tensor", "rt_tensor rt_torch_optim_get_state(rt_handle opt, rt_tensor param, const char* name)",
         "a copy of one of param's state tensors (\"step\", \"exp_avg\", \"momentum_buffer\", ...; before the "
         "first step, the initial value)", Added((1, 4))),
        ("status", "int32_t rt_torch_optim_set_state(rt_handle opt, rt_tensor param, const char* name, rt_tensor value)",
         "write one of param's state tensors (same shape, converted to its dtype), e.g. to resume training; status",
         Added((1, 4))),
        ("tensor", "rt_tensor rt_torch_nn_clip_grad_norm(const rt_tensor* params, int32_t n, double max_norm, "
                   "double norm_type, int32_t error_if_nonfinite)",
         "scale the params' gradients in place so that their joint norm_type-norm (inf for the largest) is at "
         "most max_norm; returns that norm before clipping", Added((1, 4), native=NATIVE_C)),
        ("status", "int32_t rt_torch_nn_clip_grad_value(const rt_tensor* params, int32_t n, double clip_value)",
         "clamp the params' gradients in place to [-clip_value, clip_value]; status", Added((1, 4))),
        # learning-rate schedules (torch.optim.lr_scheduler's); each takes its first step at once
        ("handle", "rt_handle rt_torch_lr_step(rt_handle opt, int64_t step_size, double gamma)",
         "StepLR: lr *= gamma every step_size steps", Added((1, 4))),
        ("handle", "rt_handle rt_torch_lr_multistep(rt_handle opt, const int64_t* milestones, int32_t n, double gamma)",
         "MultiStepLR: lr *= gamma at each milestone step", Added((1, 4))),
        ("handle", "rt_handle rt_torch_lr_exponential(rt_handle opt, double gamma)", "ExponentialLR: lr *= gamma each step",
         Added((1, 4))),
        ("handle", "rt_handle rt_torch_lr_cosine(rt_handle opt, int64_t t_max, double eta_min)",
         "CosineAnnealingLR: from the base lr down to eta_min over t_max steps along a cosine (and back up)",
         Added((1, 4))),
        ("handle", "rt_handle rt_torch_lr_linear(rt_handle opt, double start_factor, double end_factor, "
                   "int64_t total_iters)",
         "LinearLR: the base lr times a factor going linearly from start_factor to end_factor over total_iters",
         Added((1, 4))),
        ("handle", "rt_handle rt_torch_lr_constant(rt_handle opt, double factor, int64_t total_iters)",
         "ConstantLR: the base lr times factor for total_iters steps", Added((1, 4))),
        ("handle", "rt_handle rt_torch_lr_polynomial(rt_handle opt, int64_t total_iters, double power)",
         "PolynomialLR: the base lr times (1 - step / total_iters) ** power", Added((1, 4))),
        ("handle", "rt_handle rt_torch_lr_cosine_warm_restarts(rt_handle opt, int64_t t_0, int64_t t_mult, "
                   "double eta_min)",
         "CosineAnnealingWarmRestarts: cosine cycles of t_0, t_0 * t_mult, ... steps", Added((1, 4))),
        ("handle", "rt_handle rt_torch_lr_one_cycle(rt_handle opt, double max_lr, int64_t total_steps, double pct_start, "
                   "double div_factor, double final_div_factor, int32_t anneal_cos, int32_t three_phase, "
                   "int32_t cycle_momentum, double base_momentum, double max_momentum)",
         "OneCycleLR: up to max_lr and down over total_steps (cos or linear); momentum or beta1 cycles the other "
         "way when cycle_momentum", Added((1, 4))),
        ("handle", "rt_handle rt_torch_lr_plateau(rt_handle opt, int32_t maximize, double factor, int64_t patience, "
                   "double threshold, int32_t threshold_abs, int64_t cooldown, double min_lr, double eps)",
         "ReduceLROnPlateau: lr *= factor once the metric has not improved for more than patience steps",
         Added((1, 4))),
        ("status", "int32_t rt_torch_lr_scheduler_step(rt_handle sched)",
         "one step: write the next lr into every group; status", Added((1, 4))),
        ("status", "int32_t rt_torch_lr_scheduler_step_metric(rt_handle sched, double metric)",
         "one step of a plateau schedule, on the metric just measured; status", Added((1, 4))),
        ("status", "int32_t rt_torch_lr_scheduler_restart(rt_handle sched)",
         "back to step 0 from the base lrs (what SequentialLR does at a milestone); status", Added((1, 4))),
        ("count", "int64_t rt_torch_lr_scheduler_last_epoch(rt_handle sched)", "steps taken, the first counting 0",
         Added((1, 4))),
        ("status", "int32_t rt_torch_lr_scheduler_free(rt_handle sched)", "release a schedule handle", Added((1, 4))),
        # LBFGS: its step calls back a closure of the caller's that re-evaluates the model
        ("handle", "rt_handle rt_torch_optim_lbfgs(const rt_tensor* params, int32_t n, double lr, int64_t max_iter, "
                   "int64_t max_eval, double tolerance_grad, double tolerance_change, int64_t history_size, "
                   "const char* line_search_fn)",
         "L-BFGS, PyTorch's algorithm (one parameter group; state on the first parameter); max_eval 0: "
         "max_iter * 5 / 4; line_search_fn \"strong_wolfe\" or \"\" (none); step it with rt_torch_optim_lbfgs_step",
         Added((1, 5))),
        ("status", "int32_t rt_torch_optim_lbfgs_step(rt_handle opt, rt_closure closure, void* user_data, "
                   "double* loss)",
         "one L-BFGS step: calls closure(user_data, &loss) (zero grads, forward, backward, write the loss, return "
         "RT_OK) up to max_eval times; loss: the first loss. A closure's nonzero RT_ERR_* code fails the step with "
         "that code (any other value: RT_ERR_INVALID_ARGUMENT) and leaves the parameters and the state as before "
         "the step; status", Added((1, 5))),
    ]),
    (16, "Scopes (leak-free C code without bookkeeping)", [
        ("status", "int32_t rt_torch_scope_begin(void)", "open a scope on this thread; scopes nest",
         Added((1, 1), native=NATIVE_C)),
        ("status", "int32_t rt_torch_scope_keep(rt_tensor x)", "x survives the innermost scope (moves to the outer one)",
         Added((1, 1), native=NATIVE_C)),
        ("status", "int32_t rt_torch_scope_end(void)",
         "free every handle this thread created in the innermost scope, except those kept",
         Added((1, 1), native=NATIVE_C)),
    ]),
    # the operations real programs call, one section per group
    (17, "Comparison, logic and masks (results are bool tensors)", [
        # Tier 3's x == y, x < 2.5, ... pick the tensor or the number form: hand-written in tensor.py
        *(binary(name, f"a {sign} b, broadcast and promoted", since=(1, 3), method=None, function=None,
                 refuses=refused, native=f"aten::{name}.Tensor(a:any, b:any)") for name, sign, refused in _COMPARISONS),
        *(("tensor", f"rt_tensor rt_torch_tensor_{name}_scalar(rt_tensor a, double s)",
           f"a {sign} s (s converted to the dtype of a with a float first, as PyTorch)",
           Op(f"{name}_scalar", since=(1, 3), refuses=refused, native=f"aten::{name}.Tensor(a:floating, scalar(s))"))
          for name, sign, refused in _COMPARISONS),
        unary("isnan", "a is NaN", since=(1, 3), native="aten::isnan(a)"),
        unary("isinf", "a is infinite", since=(1, 3), native="aten::isinf(a)"),
        unary("isfinite", "a is neither infinite nor NaN", since=(1, 3), native="aten::isfinite(a)"),
        unary("logical_not", "a is zero", since=(1, 3), native="aten::logical_not(a:any)"),
        binary("logical_and", "a and b are non-zero, broadcast", since=(1, 3), native="aten::logical_and(a:any, b:any)"),
        binary("logical_or", "a or b is non-zero, broadcast", since=(1, 3), native="aten::logical_or(a:any, b:any)"),
        binary("logical_xor", "exactly one of a and b is non-zero, broadcast", since=(1, 3),
               native="aten::logical_xor(a:any, b:any)"),
        # st.where(c) (nonzero) and number operands are Tier 3's own
        ("tensor", "rt_tensor rt_torch_tensor_where(rt_tensor condition, rt_tensor a, rt_tensor b)",
         "a where the bool condition holds, else b; all three broadcast, a and b promoted",
         Op("where", since=(1, 3), native="aten::where.self(condition:bool, a:any, b:any)", torch=TORCH_HAND_WRITTEN)),
        ("tensor", "rt_tensor rt_torch_tensor_masked_fill(rt_tensor x, rt_tensor mask, double value)",
         "x with value where the bool mask holds (x and mask broadcast together)",
         Op("masked_fill", since=(1, 3), native="aten::masked_fill.Tensor(x, mask:bool, scalar(value))",
            torch=TORCH_HAND_WRITTEN)),
        ("tensor", "rt_tensor rt_torch_tensor_clamp(rt_tensor x, double min, double max)",
         "x limited to [min, max]; a NaN bound is no bound (one must be given)",
         Op("clamp", since=(1, 3), refuses=("complex",), torch=TORCH_HAND_WRITTEN,
            native="aten::clamp.Tensor(x:floating, scalar_nan_none(min), scalar_nan_none(max))")),
        # comparison and logic: bitwise operations and whole-tensor tests. Tier 3's bitwise_and/or/xor
        # (and & | ^ ~) also take a number: hand-written in tensor.py
        *(binary(f"bitwise_{name}", f"bitwise {name} of integer or bool tensors, broadcast and promoted", since=(1, 3),
                 method=None, function=None, refuses=("floating", "complex"),
                 native=f"aten::bitwise_{name}.Tensor(a:any, b:any)") for name in ("and", "or", "xor")),
        unary("bitwise_not", "bitwise complement of an integer tensor (logical not of a bool one)", since=(1, 3),
              refuses=("floating", "complex"), native="aten::bitwise_not(a:any)"),
        ("bool", "int32_t rt_torch_tensor_equal(rt_tensor a, rt_tensor b)",
         "1 when a and b have the same shape, dtype and elements (NaN is never equal)", Added((1, 3), native="aten::equal(a:any, b:same)")),
        ("bool", "int32_t rt_torch_tensor_allclose(rt_tensor a, rt_tensor b, double rtol, double atol, "
                 "int32_t equal_nan)",
         "1 when |a - b| <= atol + rtol * |b| everywhere (broadcast; one dtype); equal_nan: NaNs match",
         Added((1, 3), native="aten::allclose(a, b:same, nonneg(rtol), nonneg(atol), bool(equal_nan))")),
    ]),
    (18, "Indexing with tensors (masks, several index tensors)", [
        # Tier 3's x[mask], masked_select and nonzero(as_tuple=True) are made from it and index_select
        ("tensor", "rt_tensor rt_torch_tensor_nonzero(rt_tensor x)",
         "int64 indices of the non-zero elements, one row of ndim coordinates each, in row-major order",
         Op("nonzero", since=(1, 3), native="aten::nonzero(x:any)")),
        # writes are out of place (differentiable); Tier 3's in-place forms copy the result back
        ("tensor", "rt_tensor rt_torch_tensor_index(rt_tensor x, const rt_tensor* indices, int32_t n)",
         "x[indices[0], ..., indices[n-1]]: int32/int64 tensors for x's leading dims (broadcast together; "
         "negative from the end) or bool masks (one per dims they cover)", Added((1, 3))),
        ("tensor", "rt_tensor rt_torch_tensor_index_put(rt_tensor x, const rt_tensor* indices, int32_t n, "
                   "rt_tensor values, int32_t accumulate)",
         "x with x[indices] = values (broadcast, x's dtype); accumulate: += (repeats add up)", Added((1, 3))),
        ("tensor", "rt_tensor rt_torch_tensor_scatter(rt_tensor x, int64_t dim, rt_tensor index, rt_tensor src)",
         "x with x[index[i][j]][j] = src[i][j] for dim 0 (and so on)", Added((1, 3), native="aten::scatter.src(x:any, dim, index:index, src:any)")),
        ("tensor", "rt_tensor rt_torch_tensor_scatter_value(rt_tensor x, int64_t dim, rt_tensor index, double value)",
         "x with value written at index along dim", Added((1, 3))),
        ("tensor", "rt_tensor rt_torch_tensor_scatter_add(rt_tensor x, int64_t dim, rt_tensor index, rt_tensor src)",
         "x with x[index[i][j]][j] += src[i][j] for dim 0 (and so on)", Added((1, 3), native="aten::scatter_add(x:any, dim, index:index, src:any)")),
        ("tensor", "rt_tensor rt_torch_tensor_scatter_reduce(rt_tensor x, int64_t dim, rt_tensor index, rt_tensor src, "
                   "int32_t reduce, int32_t include_self)",
         "x with src's values combined at index along dim by reduce (RT_SCATTER_*); include_self: x's own value "
         "takes part", Added((1, 3), native="aten::scatter_reduce.two(x, dim, index:long, src:same, choice(reduce, 'sum', 'prod', 'mean', 'amax', 'amin'), bool(include_self))")),
        ("tensor", "rt_tensor rt_torch_tensor_index_add(rt_tensor x, int64_t dim, rt_tensor index, rt_tensor source, "
                   "double alpha)", "x with alpha * source's slices added at the 1-D index along dim", Added((1, 3))),
        ("tensor", "rt_tensor rt_torch_tensor_take_along_dim(rt_tensor x, rt_tensor indices, int64_t dim)",
         "values picked along dim (x and indices broadcast in the other dims)", Added((1, 3))),
    ]),
    (19, "More reductions, scans and ordering", [
        *_reductions(
            ("prod", "product (integers and bool give int64)",
             Op("prod", since=(1, 3), method="prod", function="prod"),
             "aten::prod(x:any, None)", "aten::prod.dim_int(x:any, dim, bool(keepdim), None)"),
            ("all", "1 when every element is non-zero (bool; uint8 for uint8)",
             Op("all", since=(1, 3), method="all", function="all"),
             "aten::all(x:any)", "aten::all.dim(x:any, dim, bool(keepdim))"),
            ("any", "1 when some element is non-zero (bool; uint8 for uint8)",
             Op("any", since=(1, 3), method="any", function="any"),
             "aten::any(x:any)", "aten::any.dim(x:any, dim, bool(keepdim))"),
        ),
        ("tensor", "rt_tensor rt_torch_tensor_logsumexp(rt_tensor x, int64_t dim, int32_t keepdim)",
         "log of the sum of exp along dim, without overflow",
         Op("logsumexp", since=(1, 3), method="logsumexp", function="logsumexp", refuses=("complex",),
            native="aten::logsumexp(x, [dim], bool(keepdim))")),
        ("tensor", "rt_tensor rt_torch_tensor_cumsum(rt_tensor x, int64_t dim)",
         "running sum along dim (integers and bool give int64)",
         Op("cumsum", since=(1, 3), method="cumsum", function="cumsum", native="aten::cumsum(x:any, dim, None)")),
        ("tensor", "rt_tensor rt_torch_tensor_cumprod(rt_tensor x, int64_t dim)",
         "running product along dim (integers and bool give int64)",
         Op("cumprod", since=(1, 3), method="cumprod", function="cumprod", native="aten::cumprod(x:any, dim, None)")),
        # ordering: values with the int64 positions they came from. NaN orders above everything
        # (as PyTorch's); complex numbers have no order (RT_ERR_DTYPE)
        ("status", "int32_t rt_torch_tensor_cummax(rt_tensor x, int64_t dim, rt_tensor* values, rt_tensor* indices)",
         "running maximum along dim and where it was (the latest of ties; a NaN stays); status", Added((1, 3), native="aten::cummax(x:any, dim); elements")),
        ("status", "int32_t rt_torch_tensor_cummin(rt_tensor x, int64_t dim, rt_tensor* values, rt_tensor* indices)",
         "running minimum along dim and where it was (the latest of ties; a NaN stays); status", Added((1, 3), native="aten::cummin(x:any, dim); elements")),
        ("tensor", "rt_tensor rt_torch_tensor_var_correction(rt_tensor x, const int64_t* dims, int32_t n, "
                   "double correction, int32_t keepdim)",
         "variance over n dims (n 0: all elements): squared deviations summed / max(0, N - correction)",
         Added((1, 3))),
        ("tensor", "rt_tensor rt_torch_tensor_std_correction(rt_tensor x, const int64_t* dims, int32_t n, "
                   "double correction, int32_t keepdim)",
         "square root of rt_torch_tensor_var_correction", Added((1, 3))),
        ("status", "int32_t rt_torch_tensor_sort(rt_tensor x, int64_t dim, int32_t descending, int32_t stable, "
                   "rt_tensor* values, rt_tensor* indices)",
         "x sorted along dim and where each value came from (equal values keep their order whatever stable "
         "says, which PyTorch allows); status", Added((1, 3), native="aten::sort.stable(x:any, True?, dim, bool(descending)); elements; ignores stable")),
        ("tensor", "rt_tensor rt_torch_tensor_argsort(rt_tensor x, int64_t dim, int32_t descending, int32_t stable)",
         "the indices of rt_torch_tensor_sort alone", Added((1, 3), native="aten::argsort.stable(x:any, True, dim, bool(descending)); elements; ignores stable")),
        ("status", "int32_t rt_torch_tensor_topk(rt_tensor x, int64_t k, int64_t dim, int32_t largest, int32_t sorted, "
                   "rt_tensor* values, rt_tensor* indices)",
         "the k largest (largest 0: smallest) along dim and their indices, ordered from the extreme "
         "whatever sorted says (which PyTorch allows); status", Added((1, 3), native="aten::topk(x, k, dim, bool(largest), True); elements; ignores sorted")),
        ("status", "int32_t rt_torch_tensor_kthvalue(rt_tensor x, int64_t k, int64_t dim, int32_t keepdim, "
                   "rt_tensor* values, rt_tensor* indices)",
         "the k-th smallest (k from 1) along dim and its index; status", Added((1, 3), native="aten::kthvalue(x, k, dim, bool(keepdim)); elements")),
        ("tensor", "rt_tensor rt_torch_tensor_median(rt_tensor x)",
         "the lower median of all elements (NaN if one is NaN or there are none)", Added((1, 3), native="aten::median(x); elements")),
        ("status", "int32_t rt_torch_tensor_median_dim(rt_tensor x, int64_t dim, int32_t keepdim, rt_tensor* values, "
                   "rt_tensor* indices)",
         "the lower median along dim and its index (a NaN and its index if the row has one); status",
         Added((1, 3), native="aten::median.dim(x, dim, bool(keepdim)); elements")),
        ("status", "int32_t rt_torch_tensor_mode(rt_tensor x, int64_t dim, int32_t keepdim, rt_tensor* values, "
                   "rt_tensor* indices)",
         "the most frequent value along dim (the smallest of ties) and its last index; status", Added((1, 3), native="aten::mode(x:any, dim, bool(keepdim)); elements")),
        ("status", "int32_t rt_torch_tensor_unique(rt_tensor x, rt_tensor* values, rt_tensor* inverse, "
                   "rt_tensor* counts)",
         "the distinct elements ascending (each NaN distinct), the int64 position in values of each element "
         "of x (x's shape) and how often each occurs; status", Added((1, 3), native="aten::_unique2(x:any, True, True, True)")),
        ("tensor", "rt_tensor rt_torch_tensor_searchsorted(rt_tensor sorted_sequence, rt_tensor values, "
                   "int32_t out_int32, int32_t right, rt_tensor sorter)",
         "where values would be inserted into the innermost dim of sorted_sequence (1-D, or its leading dims "
         "those of values) to keep it sorted: the first such place (right: the last); sorter (0: none) "
         "the int64 argsort of an unsorted sequence; int64 (out_int32: int32) positions", Added((1, 3), native="aten::searchsorted.Tensor(sorted_sequence, values, bool(out_int32), bool(right), None, sorter:none?)")),
        ("tensor", "rt_tensor rt_torch_tensor_bucketize(rt_tensor input, rt_tensor boundaries, int32_t out_int32, "
                   "int32_t right)",
         "the index of the bucket of 1-D ascending boundaries each element falls in: boundaries[i-1] < v <= "
         "boundaries[i] (right: boundaries[i-1] <= v < boundaries[i])", Added((1, 3), native="aten::bucketize.Tensor(input, boundaries(_), bool(out_int32), bool(right))")),
    ]),
    (20, "More shape operations", [
        ("tensor", "rt_tensor rt_torch_tensor_tril(rt_tensor x, int64_t diagonal)",
         "lower triangle of the last two dims (above diagonal set to 0)",
         Op("tril", since=(1, 3), method="tril", function="tril", native="aten::tril(x:any, diagonal)")),
        ("tensor", "rt_tensor rt_torch_tensor_triu(rt_tensor x, int64_t diagonal)",
         "upper triangle of the last two dims (below diagonal set to 0)",
         Op("triu", since=(1, 3), method="triu", function="triu", native="aten::triu(x:any, diagonal)")),
        # Tier 3's roll and flip take several dims: one call per dim
        ("tensor", "rt_tensor rt_torch_tensor_roll(rt_tensor x, int64_t shifts, int64_t dim)",
         "elements shifted along dim, wrapping around", Op("roll", since=(1, 3), torch=TORCH_HAND_WRITTEN)),
        ("tensor", "rt_tensor rt_torch_tensor_flip(rt_tensor x, int64_t dim)", "order reversed along dim",
         Op("flip", since=(1, 3), native="aten::flip(x:any, [dim])", torch=TORCH_HAND_WRITTEN)),
        # more shape operations: repeats, splits, diagonals, moved dims and padding
        ("tensor", "rt_tensor rt_torch_tensor_diag(rt_tensor x, int64_t diagonal)",
         "1-D x: square matrix with x on the diagonal; 2-D x: that diagonal (0 main, > 0 above, < 0 below)",
         Added((1, 3), native="aten::diag(x:any, diagonal)")),
        ("tensor", "rt_tensor rt_torch_tensor_diagonal(rt_tensor x, int64_t offset, int64_t dim1, int64_t dim2)",
         "the diagonals of the (dim1, dim2) planes as a new last dim (a view)", Added((1, 3), native="aten::diagonal(view(x:any), offset, dim(dim1), dim(dim2))")),
        ("tensor", "rt_tensor rt_torch_tensor_repeat(rt_tensor x, const int64_t* repeats, int32_t n)",
         "x tiled repeats[i] times along dim i (n >= ndim; extra repeats add leading dims)", Added((1, 3))),
        ("tensor", "rt_tensor rt_torch_tensor_repeat_interleave(rt_tensor x, int64_t repeats, int64_t dim)",
         "each slice along dim repeated repeats times in place", Added((1, 3))),
        ("tensor", "rt_tensor rt_torch_tensor_repeat_interleave_tensor(rt_tensor x, rt_tensor repeats, int64_t dim)",
         "slice i along dim repeated repeats[i] times (an integer tensor of 1 or size(dim) counts)", Added((1, 3))),
        ("count", "int32_t rt_torch_tensor_split(rt_tensor x, int64_t split_size, int64_t dim, rt_tensor* out, "
                  "int32_t max_out)", "views of split_size along dim (the last may be shorter); returns the count",
         Added((1, 3), native=NATIVE_C)),
        ("count", "int32_t rt_torch_tensor_split_sizes(rt_tensor x, const int64_t* sizes, int32_t n, int64_t dim, "
                  "rt_tensor* out, int32_t max_out)", "views of the given sizes (summing to size(dim)); returns n",
         Added((1, 3), native=NATIVE_C)),
        ("count", "int32_t rt_torch_tensor_tensor_split(rt_tensor x, int64_t sections, int64_t dim, rt_tensor* out, "
                  "int32_t max_out)", "sections views along dim, the first size(dim) % sections one longer; "
                                      "returns sections", Added((1, 3), native=NATIVE_C)),
        ("count", "int32_t rt_torch_tensor_tensor_split_indices(rt_tensor x, const int64_t* indices, int32_t n, "
                  "int64_t dim, rt_tensor* out, int32_t max_out)",
         "the n + 1 views between the indices along dim (bounds as Python slices); returns n + 1", Added((1, 3), native=NATIVE_C)),
        ("tensor", "rt_tensor rt_torch_tensor_movedim(rt_tensor x, int64_t source, int64_t destination)",
         "x with dim source moved to position destination (a view)", Added((1, 3), native="aten::movedim.int(view(x:any), dim(source), dim(destination))")),
        ("tensor", "rt_tensor rt_torch_tensor_unflatten(rt_tensor x, int64_t dim, const int64_t* sizes, int32_t n)",
         "dim split into dims of the given sizes (one may be -1)", Added((1, 3))),
        ("tensor", "rt_tensor rt_torch_nn_pad(rt_tensor x, const int64_t* pad, int32_t n, int32_t mode, double value)",
         "x padded by (before, after) pairs, the last dim first (negative crops); mode RT_PAD_*, value for "
         "RT_PAD_CONSTANT", Added((1, 3))),
    ]),
    (21, "Random sampling (from the generator rt_torch_manual_seed seeds)", [
        ("tensor", "rt_tensor rt_torch_tensor_randint(int64_t low, int64_t high, const int64_t* dims, int32_t ndims, "
                   "int32_t dtype, int32_t device)", "integers uniform in [low, high) (dtype default int64)",
         Added((1, 3))),
        ("tensor", "rt_tensor rt_torch_tensor_randperm(int64_t n, int32_t dtype, int32_t device)",
         "a random permutation of 0..n-1 (dtype default int64)", Added((1, 3))),
        ("tensor", "rt_tensor rt_torch_tensor_multinomial(rt_tensor probs, int64_t num_samples, int32_t replacement)",
         "int64 indices drawn from each row of non-negative weights (1-D or 2-D)", Added((1, 3))),
        ("tensor", "rt_tensor rt_torch_tensor_bernoulli(rt_tensor p)",
         "1 with probability p, else 0, per element of a floating p in [0, 1] (p's dtype; no gradient)",
         Added((1, 3))),
        ("tensor", "rt_tensor rt_torch_tensor_bernoulli_scalar(rt_tensor x, double p)",
         "1 with probability p, else 0, in x's shape and floating dtype", Added((1, 3))),
        ("status", "int32_t rt_torch_tensor_normal_(rt_tensor x, double mean, double std)",
         "overwrite a floating x with samples of N(mean, std**2) (not recorded by autograd)", Added((1, 3))),
        ("status", "int32_t rt_torch_tensor_uniform_(rt_tensor x, double low, double high)",
         "overwrite a floating x with samples of U[low, high) (not recorded by autograd)", Added((1, 3))),
        # PyTorch's Tensor.random_ in its three forms (each draws its own way), which PyTorch's samplers
        # draw their seeds with. x is not complex; a bound must be within what x's dtype holds exactly
        # (floating: +-2**significand bits); not recorded by autograd
        ("status", "int32_t rt_torch_tensor_random_(rt_tensor x)",
         "overwrite x with integers uniform from 0 to the largest its dtype holds exactly (floating: "
         "2**significand bits), PyTorch's random_(); status", Added((1, 7))),
        ("status", "int32_t rt_torch_tensor_random_between_(rt_tensor x, int64_t low, int64_t high)",
         "overwrite x with integers uniform in [low, high), PyTorch's random_(low, high); status", Added((1, 7))),
        ("status", "int32_t rt_torch_tensor_random_from_(rt_tensor x, int64_t low)",
         "overwrite x with integers uniform from low to the largest its dtype holds exactly, PyTorch's "
         "random_(low, None); status", Added((1, 7))),
        # generators of their own (torch.Generator); a thread chooses the one its sampling draws from
        ("handle", "rt_handle rt_torch_generator_new(int32_t device)",
         "a new generator for a device (RT_DEVICE_DEFAULT: the default one), seeded as PyTorch's are "
         "(67280421310721)", Added((1, 4))),
        ("status", "int32_t rt_torch_generator_manual_seed(rt_handle gen, int64_t seed)", "reseed gen; status",
         Added((1, 4))),
        ("status", "int32_t rt_torch_generator_initial_seed(rt_handle gen, int64_t* seed)",
         "the seed gen was last given (its 64 bits: a seed above INT64_MAX reads back negative); status",
         Added((1, 4))),
        ("status", "int32_t rt_torch_generator_use(rt_handle gen)",
         "from now on the calling thread's sampling (rand, randn, randint, randperm, multinomial, bernoulli, normal_, "
         "uniform_; not dropout) draws from gen; 0: from the default generator again; status", Added((1, 4))),
        ("status", "int32_t rt_torch_generator_free(rt_handle gen)",
         "release gen (a thread still using it draws from the default generator again); status", Added((1, 4))),
    ]),
    (22, "More linear algebra", [
        ("tensor", "rt_tensor rt_torch_tensor_bmm(rt_tensor a, rt_tensor b)",
         "batched matrix product of two 3-D tensors with the same batch size (no broadcasting)",
         Added((1, 3), native="aten::matmul(a(B, N, K), b(B, K, M))")),
        ("tensor", "rt_tensor rt_torch_tensor_outer(rt_tensor a, rt_tensor b)",
         "outer product of two 1-D tensors, promoted", Added((1, 3), native="aten::outer(a(_), b(_))")),
        ("tensor", "rt_tensor rt_torch_tensor_addmm(rt_tensor input, rt_tensor mat1, rt_tensor mat2, double beta, "
                   "double alpha)", "beta * input + alpha * (mat1 @ mat2), input broadcast; beta 0 ignores input",
         Added((1, 3))),
        ("tensor", "rt_tensor rt_torch_tensor_baddbmm(rt_tensor input, rt_tensor batch1, rt_tensor batch2, "
                   "double beta, double alpha)",
         "beta * input + alpha * bmm(batch1, batch2), input broadcast; beta 0 ignores input", Added((1, 3))),
        # decompositions and solvers (torch.linalg): batched over leading dims, floating or complex
        # input (float32/64, complex64/128); a singular or non-positive-definite matrix is
        # RT_ERR_INVALID_ARGUMENT, as is non-finite input where LAPACK cannot converge
        ("tensor", "rt_tensor rt_torch_tensor_einsum(const char* equation, const rt_tensor* operands, int32_t n)",
         "Einstein sum of n operands of one dtype, e.g. \"ij,jk->ik\" (letters, ... for broadcast dims, implicit "
         "output as PyTorch; size-1 dims broadcast)", Added((1, 3))),
        ("tensor", "rt_tensor rt_torch_tensor_solve(rt_tensor a, rt_tensor b, int32_t left)",
         "X with a X = b (left 0: X a = b), a square, b a matrix or a vector (batch dims broadcast)", Added((1, 3))),
        ("status", "int32_t rt_torch_tensor_slogdet(rt_tensor x, rt_tensor* sign, rt_tensor* logabsdet)",
         "sign (0 if singular) and log |det| of square matrices; status",
         Added((1, 3), native="aten::linalg_slogdet(x:floating(..., N, N))")),
        ("status", "int32_t rt_torch_tensor_qr(rt_tensor x, int32_t mode, rt_tensor* q, rt_tensor* r)",
         "QR decomposition x = q r, mode RT_QR_*; status", Added((1, 3), native="aten::linalg_qr(x:floating(..., _, _), choice(mode, 'reduced', 'complete', 'r')); elements")),
        ("tensor", "rt_tensor rt_torch_tensor_cholesky(rt_tensor x, int32_t upper)",
         "L with x = L L^H of Hermitian positive-definite matrices, read from the lower triangle (upper: U with "
         "x = U^H U, from the upper one)",
         Added((1, 3), native="aten::linalg_cholesky(x:floating(..., N, N), bool(upper))")),
        ("status", "int32_t rt_torch_tensor_eigh(rt_tensor x, int32_t upper, rt_tensor* values, rt_tensor* vectors)",
         "ascending real eigenvalues and orthonormal eigenvectors of Hermitian matrices, read from the lower "
         "triangle (upper: the upper one); status", Added((1, 3), native="aten::linalg_eigh(x:floating(..., N, N), choice(upper, 'L', 'U'))")),
        ("tensor", "rt_tensor rt_torch_tensor_eigvalsh(rt_tensor x, int32_t upper)",
         "the eigenvalues of rt_torch_tensor_eigh alone", Added((1, 3), native="aten::linalg_eigvalsh(x:floating(..., N, N), choice(upper, 'L', 'U'))")),
        ("tensor", "rt_tensor rt_torch_tensor_svdvals(rt_tensor x)", "singular values, descending (real)",
         Added((1, 3), native="aten::linalg_svdvals(x:floating(..., _, _), None)")),
        ("status", "int32_t rt_torch_tensor_lstsq(rt_tensor a, rt_tensor b, double rcond, int32_t driver, "
                   "rt_tensor* solution, rt_tensor* residuals, rt_tensor* rank, rt_tensor* singular_values)",
         "least-squares solution of a X = b (b a matrix, or a vector of a's rows), driver RT_LSTSQ_*, rcond < 0 "
         "for eps * max(m, n); residuals, rank and singular values as PyTorch's driver gives them (else empty); "
         "status", Added((1, 3))),
        ("tensor", "rt_tensor rt_torch_tensor_pinv(rt_tensor x, double atol, double rtol, int32_t hermitian)",
         "pseudo-inverse, dropping singular values <= max(atol, rtol * largest) (rtol < 0: eps * max(m, n) if "
         "atol is 0, else 0); hermitian: through eigh", Added((1, 3))),
        ("tensor", "rt_tensor rt_torch_tensor_matrix_rank(rt_tensor x, double atol, double rtol, int32_t hermitian)",
         "int64 count of the singular values above the tolerance of rt_torch_tensor_pinv", Added((1, 3))),
        ("status", "int32_t rt_torch_tensor_inv_ex(rt_tensor x, rt_tensor* inverse, rt_tensor* info)",
         "inverse without failing on singular matrices: info (int32, per matrix) is 0 or the LAPACK pivot that "
         "was 0 (then inverse is unspecified); status",
         Added((1, 3), native="aten::linalg_inv_ex(x:floating(..., N, N), False)")),
    ]),
    (23, "More autograd", [
        ("status", "int32_t rt_torch_tensor_backward_gradient(rt_tensor root, rt_tensor gradient, int32_t retain_graph)",
         "backward from any root, seeded with gradient (0: ones, for a root of one element); retain_graph keeps the "
         "graph for another backward", Added((1, 3))),
        ("count", "int32_t rt_torch_autograd_grad(const rt_tensor* outputs, int32_t n_outputs, const rt_tensor* inputs, "
                  "int32_t n_inputs, const rt_tensor* grad_outputs, int32_t n_grad_outputs, int32_t retain_graph, "
                  "int32_t create_graph, int32_t allow_unused, rt_tensor* grads, int32_t max_grads)",
         "d(outputs)/d(inputs) weighted by grad_outputs (none, or 0 entries: ones) into grads, without touching "
         ".grad; 0 for an unused input when allow_unused; create_graph makes them differentiable (the NumPy "
         "backend: RT_ERR_UNSUPPORTED naming an op whose backward it does not record); returns n_inputs", Added((1, 3))),
        ("status", "int32_t rt_torch_tensor_retain_grad(rt_tensor x)",
         "keep x's gradient after backward although x is not a leaf", Added((1, 3), native=NATIVE_C)),
        ("bool", "int32_t rt_torch_tensor_is_leaf(rt_tensor x)",
         "1 unless x was computed by a recorded op (PyTorch's is_leaf)", Added((1, 3))),
        ("bool", "int32_t rt_torch_tensor_has_grad_fn(rt_tensor x)",
         "1 when x was computed by a recorded op (PyTorch's grad_fn is not None)", Added((1, 3))),
    ]),
    (24, "Creation with a dtype and a device", [
        # dtype RT_DTYPE_DEFAULT and device RT_DEVICE_DEFAULT: float32 on the default device (a *_like: x's)
        *(("tensor", f"rt_tensor rt_torch_tensor_{kind}_options(const int64_t* dims, int32_t ndims, int32_t dtype, "
                     "int32_t device)", f"{what} of a dtype on a device",
           Added((1, 3), native=None if kind in ("rand", "randn") else NATIVE_C))
          for kind, what in (("zeros", "zeros"), ("ones", "ones"), ("empty", "contents unspecified"),
                             ("rand", "samples of U[0, 1) (floating or complex dtypes)"),
                             ("randn", "samples of N(0, 1) (floating or complex dtypes)"))),
        ("tensor", "rt_tensor rt_torch_tensor_full_options(const int64_t* dims, int32_t ndims, double value, "
                   "int32_t dtype, int32_t device)", "filled with value (which the dtype must hold)",
         Added((1, 3), native=NATIVE_C)),
        ("tensor", "rt_tensor rt_torch_tensor_eye_options(int64_t n, int64_t m, int32_t dtype, int32_t device)",
         "n x m identity of a dtype on a device", Added((1, 3))),
        ("tensor", "rt_tensor rt_torch_tensor_linspace_options(double start, double end, int64_t steps, int32_t dtype, "
                   "int32_t device)", "steps evenly spaced values (integer dtypes truncate them)", Added((1, 3))),
        ("tensor", "rt_tensor rt_torch_tensor_arange_options(double start, double end, double step, int32_t dtype, "
                   "int32_t device)", "[start, end) by step on a device", Added((1, 3))),
        *(("tensor", f"rt_tensor rt_torch_tensor_{kind}_like(rt_tensor x, int32_t dtype, int32_t device)",
           f"{what} of x's shape (and dtype and device, unless given)",
           Added((1, 3), native=None if kind in ("rand", "randn") else NATIVE_C))
          for kind, what in (("zeros", "zeros"), ("ones", "ones"), ("empty", "contents unspecified"),
                             ("rand", "samples of U[0, 1)"), ("randn", "samples of N(0, 1)"))),
        ("tensor", "rt_tensor rt_torch_tensor_full_like(rt_tensor x, double value, int32_t dtype, int32_t device)",
         "value in x's shape (and dtype and device, unless given)", Added((1, 3), native=NATIVE_C)),
    ]),
    # the compute of transformers and recurrent nets; modules (MultiheadAttention, LSTM, ...) are
    # Tier 3 compositions over these, with PyTorch's parameter names and layouts
    (25, "Attention and recurrent cells", [
        ("tensor", "rt_tensor rt_torch_nn_scaled_dot_product_attention(rt_tensor query, rt_tensor key, rt_tensor value, "
                   "rt_tensor attn_mask, double dropout_p, int32_t is_causal, double scale)",
         "softmax(query key^T * scale + mask) value over the last two dims (..., L, E), (..., S, E), (..., S, Ev), "
         "batch dims broadcast; attn_mask (0: none) bool (1 takes part) or of query's dtype (added), broadcast to "
         "(..., L, S); is_causal: the lower triangle takes part (not with a mask); scale NaN: 1 / sqrt(E); a row "
         "that takes nothing gives 0",
         Added((1, 4), native="aten::scaled_dot_product_attention(query:floating(..., L, E), key:same(..., S, E), "
                              "value:same(..., S, _), attn_mask:none?, unit(dropout_p), bool(is_causal), "
                              "nan_none(scale), False)")),
        ("tensor", "rt_tensor rt_torch_nn_rnn_cell(rt_tensor input, rt_tensor hx, rt_tensor w_ih, rt_tensor w_hh, "
                   "rt_tensor b_ih, rt_tensor b_hh, int32_t relu)",
         "one Elman step: tanh (relu: max(0, .)) of input w_ih^T + b_ih + hx w_hh^T + b_hh; input (N, I) or (I), "
         "hx (N, H) or (H); biases may be 0", Added((1, 4))),
        ("status", "int32_t rt_torch_nn_lstm_cell(rt_tensor input, rt_tensor hx, rt_tensor cx, rt_tensor w_ih, "
                   "rt_tensor w_hh, rt_tensor b_ih, rt_tensor b_hh, rt_tensor* h, rt_tensor* c)",
         "one LSTM step with PyTorch's gate order (input, forget, cell, output) in w_ih (4H, I) and w_hh (4H, H); "
         "status",
         Added((1, 4), native="aten::lstm_cell(input:floating(N, I), [hx, cx]:same(N, H), w_ih:same(4H, I), "
                              "w_hh:same(4H, H), b_ih:same?(4H), b_hh:same?(4H))")),
        ("tensor", "rt_tensor rt_torch_nn_gru_cell(rt_tensor input, rt_tensor hx, rt_tensor w_ih, rt_tensor w_hh, "
                   "rt_tensor b_ih, rt_tensor b_hh)",
         "one GRU step with PyTorch's gate order (reset, update, new) in w_ih (3H, I) and w_hh (3H, H)",
         Added((1, 4), native="aten::gru_cell(input:floating(N, I), hx:same(N, H), w_ih:same(3H, I), "
                              "w_hh:same(3H, H), b_ih:same?(3H), b_hh:same?(3H))")),
    ]),
    # mixed precision, PyTorch's torch.autocast and torch.amp.GradScaler. Autocast is a state
    # of the calling thread, as PyTorch's: C calls run in the caller's thread, so a region entered on one thread
    # changes no other. Inside a region the functions of PyTorch's CPU autocast lists run as under
    # torch.autocast("cpu", dtype): matrix products, linear, convolutions, prelu and attention cast their float
    # inputs (not float64) to the region's dtype; the losses and the decompositions to float32; gradients flow
    # back to the original dtypes. The NumPy backend emulates the same casts (README, "Mixed precision").
    (26, "Mixed precision", [
        ("status", "int32_t rt_torch_autocast_enter(int32_t device, int32_t dtype, int32_t enabled)",
         "open an autocast region for device (RT_CPU, or n >= 0: CUDA) on the calling thread: enabled 1 casts to "
         "dtype (RT_BFLOAT16 or RT_FLOAT16; RT_DTYPE_DEFAULT: the device's current one), 0 turns autocast off "
         "inside (a nested enabled=False region); regions nest, each rt_torch_autocast_exit restores the state "
         "before its enter; CUDA on a machine without it: RT_ERR_DEVICE; status", Added((1, 5))),
        ("status", "int32_t rt_torch_autocast_exit(void)",
         "close the calling thread's innermost autocast region, restoring the state before it (none open: "
         "RT_ERR_INVALID_ARGUMENT); status", Added((1, 5))),
        ("bool", "int32_t rt_torch_autocast_enabled(int32_t device)",
         "1 while autocast is on for device on the calling thread (PyTorch's torch.is_autocast_enabled)",
         Added((1, 5))),
        ("count", "int32_t rt_torch_autocast_dtype(int32_t device)",
         "the dtype code autocast casts to for device on the calling thread (RT_BFLOAT16 for the CPU unless set; "
         "PyTorch's torch.get_autocast_dtype)", Added((1, 5))),
        ("handle", "rt_handle rt_torch_grad_scaler_new(double init_scale, double growth_factor, "
                   "double backoff_factor, int64_t growth_interval, int32_t enabled)",
         "a gradient scaler as torch.amp.GradScaler(init_scale, growth_factor > 1, backoff_factor < 1, "
         "growth_interval >= 1, enabled); a disabled one passes everything through", Added((1, 5))),
        ("tensor", "rt_tensor rt_torch_grad_scaler_scale(rt_handle scaler, rt_tensor x)",
         "x times the scale (a float32 scalar: a half or bfloat16 x stays so), recorded by autograd; disabled: a "
         "new handle to x itself", Added((1, 5))),
        ("status", "int32_t rt_torch_grad_scaler_unscale(rt_handle scaler, rt_handle opt)",
         "divide the gradients of opt's parameters by the scale in place and note whether any is inf or NaN; "
         "once per optimizer between updates, before step (else RT_ERR_INVALID_ARGUMENT); float16 gradients: "
         "RT_ERR_DTYPE; status", Added((1, 5))),
        ("bool", "int32_t rt_torch_grad_scaler_step(rt_handle scaler, rt_handle opt)",
         "unscale (unless done) and run opt's step unless a gradient was inf or NaN: 1 stepped, 0 skipped; once "
         "per optimizer between updates", Added((1, 5))),
        ("status", "int32_t rt_torch_grad_scaler_update(rt_handle scaler, double new_scale)",
         "end the iteration: new_scale NaN: back off the scale after a skipped step, grow it after "
         "growth_interval steps without one (PyTorch's rule); else set the scale to new_scale; status",
         Added((1, 5))),
        ("status", "int32_t rt_torch_grad_scaler_get_option(rt_handle scaler, const char* name, double* value)",
         "read \"scale\", \"growth_factor\", \"backoff_factor\", \"growth_interval\" or \"growth_tracker\" (the "
         "steps since the scale last changed), the entries of PyTorch's state_dict; status", Added((1, 5))),
        ("status", "int32_t rt_torch_grad_scaler_set_option(rt_handle scaler, const char* name, double value)",
         "write one of those, checked as the constructor checks it (PyTorch's set_growth_factor, ..., "
         "load_state_dict); status", Added((1, 5))),
        ("bool", "int32_t rt_torch_grad_scaler_is_enabled(rt_handle scaler)", "1 for an enabled scaler",
         Added((1, 5))),
        ("status", "int32_t rt_torch_grad_scaler_free(rt_handle scaler)", "release a gradient scaler",
         Added((1, 5))),
    ]),
    # safetensors: a handle holds named tensors and text metadata, as a safetensors file does.
    # It is filled one tensor at a time (set) and saved, or loaded whole and read by name: so a C program adds its
    # parameters in a loop, a checkpoint can be loaded, changed and saved again, and no function takes an array
    # of strings. Any dtype but complex128 (the format has none); a malformed file, a missing or unwritable path:
    # RT_ERR_INVALID_ARGUMENT; a dtype of the format the ABI lacks (U16, U32, U64, F8...): RT_ERR_DTYPE
    (28, "Saving and loading tensors (safetensors files)", [
        ("handle", "rt_handle rt_torch_safetensors_new(void)",
         "an empty set of named tensors and metadata, to fill with rt_torch_safetensors_set and save", Added((1, 5))),
        ("handle", "rt_handle rt_torch_safetensors_load(const char* path)",
         "read a whole safetensors file (each tensor read straight into its memory, no copy beside it): the set of "
         "its tensors, on the CPU whatever the default device (as safetensors.torch.load_file's default; "
         "rt_torch_tensor_to_device moves one), and metadata; a malformed file (truncated, offsets that overlap or leave gaps or go past the "
         "end, an unknown dtype, a name twice, a header that is not UTF-8 JSON or over 100 MB) gives nothing",
         Added((1, 5))),
        ("status", "int32_t rt_torch_safetensors_save(rt_handle file, const char* path)",
         "write the set to path (replaced whole: written to a temporary file beside it, then renamed); status",
         Added((1, 5))),
        ("status", "int32_t rt_torch_safetensors_set(rt_handle file, const char* name, rt_tensor x)",
         "add x under name (replacing a tensor of that name, keeping its place): the tensor itself, as a Python "
         "dict holds it, so a save writes its values at that time; a CPU copy is saved from another device; status",
         Added((1, 5))),
        ("count", "int32_t rt_torch_safetensors_count(rt_handle file)", "number of tensors", Added((1, 5))),
        ("text", "const char* rt_torch_safetensors_name(rt_handle file, int32_t index)",
         "the name of tensor number index (from 0: a loaded file's in the order of their data, else the order they "
         "were first set)", Added((1, 5))),
        ("tensor", "rt_tensor rt_torch_safetensors_get(rt_handle file, const char* name)",
         "a new handle to the tensor of that name (the set's own tensor, not a copy: loading a large file and "
         "taking its tensors holds them once)", Added((1, 5))),
        ("status", "int32_t rt_torch_safetensors_set_metadata(rt_handle file, const char* key, const char* value)",
         "add or replace a text entry of the file's __metadata__; status", Added((1, 5))),
        ("count", "int32_t rt_torch_safetensors_metadata_count(rt_handle file)", "number of metadata entries",
         Added((1, 5))),
        ("text", "const char* rt_torch_safetensors_metadata_key(rt_handle file, int32_t index)",
         "the key of metadata entry number index (from 0, in the file's or the setting order)", Added((1, 5))),
        ("text", "const char* rt_torch_safetensors_metadata_value(rt_handle file, const char* key)",
         "the value of a metadata key (a missing key: \"\" and RT_ERR_INVALID_ARGUMENT)", Added((1, 5))),
        ("status", "int32_t rt_torch_safetensors_free(rt_handle file)",
         "release the set (tensors taken from it with rt_torch_safetensors_get stay valid)", Added((1, 5))),
    ]),
    # DLPack 1.x: zero-copy exchange with any DLPack producer or consumer (NumPy, PyTorch, JAX,
    # CuPy, a C program). The structs are dlpack.h's and are passed as void*: a program includes its own dlpack.h
    # (the header does not declare them, so the two cannot clash). An export hands the caller a struct it owns:
    # the caller calls its deleter once, whenever it likes (before or after freeing the handle). An import always
    # takes the struct over, as DLPack's consumers do: on success its deleter runs when the last tensor over that
    # memory is freed, on any failure (but a NULL pointer) it has run before the call returns; the caller never
    # touches the struct again. Read-only memory, and memory a backend cannot view (negative strides on PyTorch),
    # is imported as a copy, the deleter called before the import returns. Devices: CPU (and CUDA on the PyTorch
    # backend with CUDA); others RT_ERR_DEVICE. A dtype without an ABI code (uint16, float8, lanes > 1, ...):
    # RT_ERR_DTYPE. A versioned struct of another major version: RT_ERR_UNSUPPORTED, deleter called.
    (29, "DLPack (zero-copy exchange)", [
        ("count", "int32_t rt_torch_dlpack_version(void)",
         "the DLPack version the library makes, MAJOR * 100 + MINOR (101: 1.1); imports read any 1.x", Added((1, 5))),
        ("status", "int32_t rt_torch_tensor_to_dlpack_versioned(rt_tensor x, void** out)",
         "write to *out a new DLManagedTensorVersioned* over x's memory (the caller calls its deleter once); a tensor "
         "the backend cannot lend (PyTorch's lazy conj or neg) is copied, DLPACK_FLAG_BITMASK_IS_COPIED set; memory "
         "x must not write (a NumPy broadcast view) has DLPACK_FLAG_BITMASK_READ_ONLY; *out is NULL on failure",
         Added((1, 5))),
        ("tensor", "rt_tensor rt_torch_tensor_from_dlpack_versioned(void* managed)",
         "a tensor over a DLManagedTensorVersioned's memory; it takes managed over: the deleter runs when the last "
         "tensor over the memory is freed, or, on any failure but NULL, before the return (never touch managed "
         "again); another major version: RT_ERR_UNSUPPORTED; read-only memory is copied", Added((1, 5))),
        ("status", "int32_t rt_torch_tensor_to_dlpack_legacy(rt_tensor x, void** out)",
         "write to *out a new legacy DLManagedTensor* over x's memory; it has no flags, so a tensor that would need "
         "a copy or is read-only is refused (RT_ERR_UNSUPPORTED): use the versioned export; NULL on failure",
         Added((1, 5))),
        ("tensor", "rt_tensor rt_torch_tensor_from_dlpack_legacy(void* managed)",
         "a tensor over a legacy DLManagedTensor's memory; it takes managed over as the versioned import does",
         Added((1, 5))),
    ]),
    # programs saved in Python run from C (PyTorch backend; NumPy: RT_ERR_UNSUPPORTED). The format is
    # read from the archive: an AOTInductor package, a torch.export program (.pt2) or a TorchScript module;
    # pickled .pth files are refused (unpickling runs code). A file is data unless the caller
    # trusts it. A torch.export program is loaded without unpickling anything, after its pickled parts, code
    # strings, side-effecting operators and out-of-bounds tensors are refused; TorchScript (its code runs at load)
    # and AOTInductor (machine code) are loaded only with RT_MODEL_LOAD_TRUSTED or SIMPLE_TORCH_TRUSTED_MODELS=1,
    # and TorchScript's tensors are checked against their records even then. Anything refused or malformed:
    # RT_ERR_INVALID_ARGUMENT naming the file and the part; PyTorch's warnings join the message, not stderr
    (30, "Models exported from Python", [
        ("handle", "rt_handle rt_torch_model_load(const char* path)",
         "rt_torch_model_load_options(path, RT_MODEL_LOAD_DEFAULT): a torch.export program from path; a TorchScript "
         "module or AOTInductor package only with SIMPLE_TORCH_TRUSTED_MODELS=1 in the environment", Added((1, 5))),
        ("handle", "rt_handle rt_torch_model_load_options(const char* path, int32_t flags)",
         "load the program in the regular file at path (a FIFO, device or folder is refused without being opened "
         "for reading); flags: RT_MODEL_LOAD_* bits (RT_MODEL_LOAD_TRUSTED: TorchScript and AOTInductor too; an "
         "unknown bit: RT_ERR_INVALID_ARGUMENT); an untrusted file of a format that runs code: "
         "RT_ERR_INVALID_ARGUMENT saying how to opt in", Added((1, 7))),
        ("count", "int32_t rt_torch_model_forward(rt_handle model, const rt_tensor* inputs, int32_t n, "
                  "rt_tensor* outputs, int32_t max_outputs)",
         "call the model on n input handles; writes its result's tensors (flattened in PyTorch's pytree order) "
         "as new handles to outputs and returns their count; more than max_outputs: RT_ERR_BUFFER_TOO_SMALL and "
         "none made; records gradients when grad mode is on", Added((1, 5))),
        ("text", "const char* rt_torch_model_format(rt_handle model)",
         "\"aoti\", \"export\" or \"torchscript\"", Added((1, 5))),
        ("status", "int32_t rt_torch_model_free(rt_handle model)", "release a model handle", Added((1, 5))),
    ]),
    # data-parallel training: PyTorch's own torch.distributed (gloo on the CPU, NCCL on GPUs), or on the NumPy
    # backend its own group over TCP sockets; one process group per process. Errors: a call in the wrong state
    # (before init, init twice), a bad backend, address, rank or world size: RT_ERR_INVALID_ARGUMENT; a peer that
    # does not come within the timeout, or that fails during a collective: RT_ERR_DEVICE (the network and the
    # other processes are the "device" a collective runs on); a collective the backend lacks, and on NumPy NCCL
    # and file:// rendezvous: RT_ERR_UNSUPPORTED
    (31, "Distributed (torch.distributed)", [
        ("bool", "int32_t rt_torch_dist_is_available(void)",
         "1 when this build can run process groups (torch.distributed, or the NumPy backend's own group)", Added((1, 5))),
        ("status", "int32_t rt_torch_dist_init(const char* backend, const char* init_method, int32_t world_size, "
                   "int32_t rank, double timeout_s)",
         "join the process group: backend \"gloo\", \"nccl\" or \"\" (PyTorch's default: gloo for CPU tensors, NCCL "
         "for CUDA ones); init_method \"\" or \"env://\" (MASTER_ADDR, MASTER_PORT, and RANK and WORLD_SIZE where "
         "rank and world_size are -1) or \"tcp://host:port\" with 0 <= rank < world_size; timeout_s (> 0 and at "
         "most a week, or 0: PyTorch's 30 minutes) bounds the wait for the peers and every later collective; status", Added((1, 5))),
        ("bool", "int32_t rt_torch_dist_is_initialized(void)", "1 between a successful init and destroy",
         Added((1, 5))),
        ("count", "int32_t rt_torch_dist_rank(void)", "this process's rank in the group", Added((1, 5))),
        ("count", "int32_t rt_torch_dist_world_size(void)", "the number of processes in the group", Added((1, 5))),
        ("text", "const char* rt_torch_dist_get_backend(void)", "the group's backend: \"gloo\" or \"nccl\"",
         Added((1, 5))),
        ("status", "int32_t rt_torch_dist_barrier(void)", "wait until every rank has called it; status",
         Added((1, 5))),
        ("status", "int32_t rt_torch_dist_destroy(void)",
         "leave the group and free its resources (init may then be called again); status", Added((1, 5))),
        ("status", "int32_t rt_torch_dist_all_reduce(rt_tensor x, int32_t op)",
         "x on every rank becomes op (RT_DIST_*) of the ranks' x, in place; status", Added((1, 5))),
        ("status", "int32_t rt_torch_dist_broadcast(rt_tensor x, int32_t src)",
         "x on every rank becomes rank src's x, in place; status", Added((1, 5))),
        ("status", "int32_t rt_torch_dist_all_gather(const rt_tensor* outputs, int32_t n_outputs, rt_tensor x)",
         "outputs[r] (world-size tensors of x's shape and dtype) becomes rank r's x, in place; status",
         Added((1, 5))),
        ("status", "int32_t rt_torch_dist_reduce_scatter(rt_tensor output, const rt_tensor* inputs, int32_t n_inputs, "
                   "int32_t op)",
         "output on rank r becomes op of the ranks' inputs[r] (world-size tensors of output's shape and dtype); "
         "a backend without it: RT_ERR_UNSUPPORTED; status", Added((1, 5))),
        ("handle", "rt_handle rt_torch_dist_all_reduce_async(rt_tensor x, int32_t op)",
         "start rt_torch_dist_all_reduce and return at once: a work handle to wait on (x must not be read or "
         "written until then); free it with rt_torch_dist_work_free", Added((1, 5))),
        ("handle", "rt_handle rt_torch_dist_broadcast_async(rt_tensor x, int32_t src)",
         "start rt_torch_dist_broadcast and return at once: a work handle, as rt_torch_dist_all_reduce_async's",
         Added((1, 5))),
        ("handle", "rt_handle rt_torch_dist_all_gather_async(const rt_tensor* outputs, int32_t n_outputs, rt_tensor x)",
         "start rt_torch_dist_all_gather and return at once: a work handle (outputs filled once it is done)",
         Added((1, 5))),
        ("handle", "rt_handle rt_torch_dist_reduce_scatter_async(rt_tensor output, const rt_tensor* inputs, "
                   "int32_t n_inputs, int32_t op)",
         "start rt_torch_dist_reduce_scatter and return at once: a work handle (output written once it is done)",
         Added((1, 5))),
        ("status", "int32_t rt_torch_dist_wait(rt_handle work)",
         "block until the work is done; status (the collective's error, if it failed)", Added((1, 5))),
        ("bool", "int32_t rt_torch_dist_is_completed(rt_handle work)", "1 when the work is done (without waiting)",
         Added((1, 5))),
        ("status", "int32_t rt_torch_dist_work_free(rt_handle work)",
         "release a work handle (an unfinished collective goes on)", Added((1, 5))),
        ("status", "int32_t rt_torch_dist_average_gradients(const rt_tensor* params, int32_t n_params, "
                   "int64_t bucket_bytes)",
         "average the gradients of params over the ranks, as PyTorch's DistributedDataParallel does: flattened "
         "into buckets of about bucket_bytes (0: DDP's 25 MiB), one all-reduce per bucket; a parameter without a "
         "gradient counts as zeros and gets one (so every rank makes the same calls); the same params, in the "
         "same order, on every rank; status", Added((1, 5))),
    ]),
    (32, "Fast Fourier transforms (torch.fft)", [
        # the transformed dims: dims (n_dims 0: every dim, or the last n_s when s is given, as PyTorch's dim=None);
        # s (n_s 0: none) the signal size along each, the input cut or zero-padded to it (-1: the input's size)
        ("tensor", "rt_tensor rt_torch_fft_fftn(rt_tensor x, const int64_t* s, int32_t n_s, const int64_t* dims, "
                   "int32_t n_dims, int32_t norm, int32_t inverse)",
         "discrete Fourier transform of x over dims (inverse: the inverse transform), scaled as norm (RT_FFT_NORM_*); "
         "complex64 (complex128 for float64 or complex128 x; integers and bool are promoted to float32)",
         Added((1, 8))),
        ("tensor", "rt_tensor rt_torch_fft_rfftn(rt_tensor x, const int64_t* s, int32_t n_s, const int64_t* dims, "
                   "int32_t n_dims, int32_t norm)",
         "rt_torch_fft_fftn of a real x, keeping the n / 2 + 1 non-negative frequencies of the last dim transformed",
         Added((1, 8))),
        ("tensor", "rt_tensor rt_torch_fft_irfftn(rt_tensor x, const int64_t* s, int32_t n_s, const int64_t* dims, "
                   "int32_t n_dims, int32_t norm)",
         "the inverse of rt_torch_fft_rfftn: a real signal (float32, float64 for complex128 x) from the non-negative "
         "frequencies of x; s's last entry is the length of the last dim transformed (absent or -1: 2 * (m - 1) for "
         "its m frequencies)", Added((1, 8))),
        ("tensor", "rt_tensor rt_torch_fft_fftfreq(int64_t n, double d, int32_t dtype, int32_t device)",
         "the sample frequencies of a length-n transform with spacing d: [0, 1, ..., (n - 1) / 2, -(n / 2), ..., -1] "
         "/ (d n), of a floating dtype (RT_DTYPE_DEFAULT: float32)", Added((1, 8))),
        ("tensor", "rt_tensor rt_torch_fft_rfftfreq(int64_t n, double d, int32_t dtype, int32_t device)",
         "the non-negative sample frequencies [0, 1, ..., n / 2] / (d n) of rt_torch_fft_rfftn's last dim",
         Added((1, 8))),
        ("tensor", "rt_tensor rt_torch_fft_fftshift(rt_tensor x, const int64_t* dims, int32_t n_dims, int32_t inverse)",
         "x rolled by size / 2 along each of dims (n_dims 0: every dim), which moves the zero frequency to the "
         "centre; inverse (ifftshift): rolled by -(size / 2), which undoes it", Added((1, 8))),
        # the parts of a complex spectrum
        ("tensor", "rt_tensor rt_torch_tensor_real(rt_tensor x)",
         "the real part of a complex x, a view of its memory (float32 for complex64, float64 for complex128); a real "
         "x: x itself", Added((1, 8))),
        ("tensor", "rt_tensor rt_torch_tensor_imag(rt_tensor x)",
         "the imaginary part of a complex x, a view of its memory (a real x: RT_ERR_DTYPE)", Added((1, 8))),
    ]),
    # sparse COO tensors (PyTorch's torch.sparse_coo layout): int64 indices of (sparse_dim, nnz) and values of
    # (nnz, *dense dims), duplicates allowed until coalesced (sorted, duplicates summed). A handle holds one as it
    # holds a dense tensor; the functions below take either layout as their docs say, and every other function given
    # a sparse tensor fails (the PyTorch backend runs those PyTorch runs on the layout; the NumPy backend only these,
    # matmul with a dense operand, dense + sparse, transpose, clone, detach and to_dtype): RT_ERR_UNSUPPORTED.
    # Indices are checked before use (in range, non-negative): PyTorch's sparse kernels do not check them
    (33, "Sparse COO tensors", [
        ("tensor", "rt_tensor rt_torch_sparse_coo_tensor(rt_tensor indices, rt_tensor values, const int64_t* size, "
                   "int32_t ndim, int32_t is_coalesced)",
         "a sparse COO tensor of int64 indices (sparse_dim, nnz) and values (nnz, *dense dims), of shape size (ndim "
         "0: each sparse dim one past its largest index, then the values' dense dims, PyTorch's size=None); "
         "is_coalesced 1 declares the indices sorted and unique (checked); values' gradients flow through it",
         Added((1, 8))),
        ("tensor", "rt_tensor rt_torch_tensor_to_sparse(rt_tensor x, int64_t sparse_dim)",
         "dense x as a coalesced sparse COO tensor of its nonzero entries over its first sparse_dim dims "
         "(1..ndim; the others become dense dims of the values); differentiable", Added((1, 8))),
        ("tensor", "rt_tensor rt_torch_tensor_to_dense(rt_tensor x)",
         "sparse x as a dense tensor (duplicates summed); a dense x itself; differentiable", Added((1, 8))),
        ("tensor", "rt_tensor rt_torch_sparse_coalesce(rt_tensor x)",
         "sparse x with sorted, unique indices, the values of duplicates summed; differentiable", Added((1, 8))),
        ("tensor", "rt_tensor rt_torch_sparse_indices(rt_tensor x)",
         "the int64 indices (sparse_dim, nnz) sparse x stores, in its order (PyTorch's _indices())", Added((1, 8))),
        ("tensor", "rt_tensor rt_torch_sparse_values(rt_tensor x)",
         "the values (nnz, *dense dims) sparse x stores: recorded by autograd when x is coalesced (PyTorch's "
         "values()), detached otherwise (its _values())", Added((1, 8))),
        ("bool", "int32_t rt_torch_tensor_is_sparse(rt_tensor x)", "1 for a sparse COO tensor, 0 for a dense one",
         Added((1, 8))),
        ("bool", "int32_t rt_torch_sparse_is_coalesced(rt_tensor x)",
         "1 when sparse x is known to have sorted, unique indices", Added((1, 8))),
        ("count", "int64_t rt_torch_sparse_nnz(rt_tensor x)", "the number of entries sparse x stores (duplicates "
         "counted), PyTorch's _nnz()", Added((1, 8))),
        ("count", "int64_t rt_torch_sparse_dim(rt_tensor x)",
         "the number of sparse dims of sparse x (its dense dims are the others)", Added((1, 8))),
        ("tensor", "rt_tensor rt_torch_sparse_mm(rt_tensor sparse, rt_tensor dense)",
         "the dense product of a sparse (n, m) matrix and a dense (m, p) one of the same dtype (PyTorch's "
         "torch.sparse.mm); gradients flow to dense and to the sparse operand's values", Added((1, 8))),
        ("tensor", "rt_tensor rt_torch_sparse_sum(rt_tensor x)",
         "the sum of every element of sparse x, a dense 0-dim tensor (PyTorch's torch.sparse.sum); differentiable",
         Added((1, 8))),
    ]),
    # distances, sampling grids and patches: floating inputs, checked here in PyTorch's terms, gradients to every
    # floating input; the NaN-aware reductions skip NaNs as if they were absent
    (34, "Distances, sampling grids, patches and NaN-aware reductions", [
        ("tensor", "rt_tensor rt_torch_tensor_cdist(rt_tensor x1, rt_tensor x2, double p, int32_t compute_mode)",
         "p-norm distances between the rows of x1 (*, P, M) and x2 (*, R, M), batch dims broadcast: (*, P, R); p >= "
         "0 (0: count of differing entries, INFINITY: largest difference); compute_mode RT_CDIST_*", Added((1, 8))),
        ("tensor", "rt_tensor rt_torch_nn_grid_sample(rt_tensor input, rt_tensor grid, int32_t mode, "
                   "int32_t padding_mode, int32_t align_corners)",
         "input (N, C, H, W) read at grid (N, H', W', 2) of (x, y) positions in [-1, 1] (or (N, C, D, H, W) at (N, "
         "D', H', W', 3)): (N, C, H', W'); mode RT_GRID_SAMPLE_*, padding_mode RT_GRID_SAMPLE_PAD_*; align_corners: "
         "-1 and 1 are the corner elements' centres, else their outer edges", Added((1, 8))),
        ("tensor", "rt_tensor rt_torch_nn_affine_grid(rt_tensor theta, const int64_t* size, int32_t ndims, "
                   "int32_t align_corners)",
         "the grid of rt_torch_nn_grid_sample that affine matrices theta (N, 2, 3) make for size (N, C, H, W): (N, "
         "H, W, 2); or theta (N, 3, 4) for (N, C, D, H, W): (N, D, H, W, 3)", Added((1, 8))),
        ("tensor", "rt_tensor rt_torch_nn_unfold(rt_tensor input, const int64_t kernel_size[2], "
                   "const int64_t dilation[2], const int64_t padding[2], const int64_t stride[2])",
         "the sliding blocks of (N, C, H, W) or (C, H, W) input as columns: (N, C * kh * kw, L), L the number of "
         "blocks (im2col)", Added((1, 8))),
        ("tensor", "rt_tensor rt_torch_nn_fold(rt_tensor input, const int64_t output_size[2], "
                   "const int64_t kernel_size[2], const int64_t dilation[2], const int64_t padding[2], "
                   "const int64_t stride[2])",
         "the columns of (N, C * kh * kw, L) or (C * kh * kw, L) input summed back into (N, C, *output_size) "
         "(col2im, rt_torch_nn_unfold's adjoint)", Added((1, 8))),
        ("tensor", "rt_tensor rt_torch_tensor_argwhere(rt_tensor x)",
         "int64 (n, ndim) coordinates of the non-zero elements, in row-major order (as rt_torch_tensor_nonzero)",
         Op("argwhere", since=(1, 8), method="argwhere", function="argwhere", native="aten::argwhere(x:any)")),
        binary("fmax", "larger of a and b, broadcast; a NaN loses to a number (NaN only where both are)",
               since=(1, 8), refuses=("complex",), native="aten::fmax(a, b)"),
        binary("fmin", "smaller of a and b, broadcast; a NaN loses to a number (NaN only where both are)",
               since=(1, 8), refuses=("complex",), native="aten::fmin(a, b)"),
        # Tier 3's nansum takes dtype= and several dims: hand-written over these
        *_reductions(
            ("nansum", "sum with NaNs counted as zero (integers and bool give int64)",
             Op("nansum", since=(1, 8), refuses=("complex",), torch=TORCH_HAND_WRITTEN),
             "aten::nansum(x:any, None, False, None)", "aten::nansum(x:any, [dim]?, bool(keepdim), None)"),
        ),
        ("tensor", "rt_tensor rt_torch_tensor_nanmean(rt_tensor x, const int64_t* dims, int32_t ndims, "
                   "int32_t keepdim)",
         "mean of the non-NaN elements of floating x over dims (ndims 0: all of them), NaN where all are NaN; "
         "keepdim keeps them as size 1", Added((1, 8))),
    ]),
    (35, "Weight initialisation, rounding division and indexing compositions", [
        # nn.init, in place on a floating tensor and not recorded by autograd (a leaf that requires grad is
        # written as under no_grad); random ones draw from the thread's generator, as PyTorch's own functions
        # draw on the PyTorch backend (the same calls, so the same values after the same seed)
        ("status", "int32_t rt_torch_init_calculate_gain(int32_t nonlinearity, double param, double* gain)",
         "nn.init.calculate_gain: the recommended gain of a RT_NONLINEARITY_* (param: leaky_relu's negative slope, "
         "finite; ignored by the others) into *gain; status", Added((1, 8))),
        *(("status", f"int32_t rt_torch_init_xavier_{kind}(rt_tensor x, double gain)",
           f"x filled from {law} with std gain * sqrt(2 / (fan_in + fan_out)) (x of 2 or more dims; fans count "
           f"the receptive field of dims 2..); status", Added((1, 8)))
          for kind, law in (("uniform", "a uniform law"), ("normal", "N(0, std**2)"))),
        *(("status", f"int32_t rt_torch_init_kaiming_{kind}(rt_tensor x, double a, int32_t mode, "
                     f"int32_t nonlinearity)",
           f"x filled from {law} with std gain / sqrt(fan), gain that of nonlinearity (RT_NONLINEARITY_*, a its "
           f"leaky_relu slope) and fan the RT_INIT_* mode's; no elements: nothing written; status", Added((1, 8)))
          for kind, law in (("uniform", "a uniform law"), ("normal", "N(0, std**2)"))),
        ("status", "int32_t rt_torch_init_orthogonal(rt_tensor x, double gain)",
         "x (2 or more dims, flattened after dim 0) becomes gain times a (semi-)orthogonal matrix: the Q of the QR "
         "of N(0, 1) samples, its columns signed by R's diagonal, as PyTorch's; status", Added((1, 8))),
        ("status", "int32_t rt_torch_init_trunc_normal(rt_tensor x, double mean, double std, double a, double b)",
         "x filled from N(mean, std**2) truncated to [a, b] (std > 0, a <= b), by PyTorch's rejection sampling: "
         "normal samples redrawn until inside when [a, b] holds more than 0.3 of the law, else uniform ones "
         "accepted by their density (tested in float64), refused (RT_ERR_INVALID_ARGUMENT) where one is accepted "
         "with probability below 1e-4; status", Added((1, 8))),
        ("status", "int32_t rt_torch_init_sparse(rt_tensor x, double sparsity, double std)",
         "a 2-D x filled from N(0, std**2), then ceil(sparsity * rows) random rows of each column zeroed "
         "(sparsity in [0, 1]); status", Added((1, 8))),
        ("status", "int32_t rt_torch_init_eye(rt_tensor x)", "a 2-D x becomes the identity (ones on the diagonal); "
         "status", Added((1, 8))),
        ("status", "int32_t rt_torch_init_dirac(rt_tensor x, int64_t groups)",
         "a 3-, 4- or 5-D convolution weight becomes the Dirac delta that keeps each of groups groups' input "
         "channels (size(0) divisible by groups); status", Added((1, 8))),
        # division with PyTorch's rounding modes; floor_divide is RT_ROUNDING_FLOOR. Integer division by zero:
        # RT_ERR_INVALID_ARGUMENT ("ZeroDivisionError"), as PyTorch raises; the lowest integer by -1 wraps
        ("tensor", "rt_tensor rt_torch_tensor_div_rounding(rt_tensor a, rt_tensor b, int32_t mode)",
         "a / b rounded by mode (RT_ROUNDING_*), broadcast and promoted (integers stay integers but for "
         "RT_ROUNDING_NONE); gradient zero but for RT_ROUNDING_NONE", Added((1, 8))),
        # compositions of existing operations, one path for both backends
        ("tensor", "rt_tensor rt_torch_nn_pixel_shuffle(rt_tensor x, int64_t upscale_factor)",
         "(*, C r^2, H, W) to (*, C, H r, W r), r the upscale_factor (> 0)", Added((1, 8))),
        ("tensor", "rt_tensor rt_torch_nn_pixel_unshuffle(rt_tensor x, int64_t downscale_factor)",
         "(*, C, H r, W r) to (*, C r^2, H, W), r the downscale_factor (> 0): pixel_shuffle's inverse", Added((1, 8))),
        ("tensor", "rt_tensor rt_torch_tensor_index_fill(rt_tensor x, int64_t dim, rt_tensor index, rt_tensor value)",
         "x with the 0-dim value (converted to x's dtype) at the positions the int64 index (0-D or 1-D; negative "
         "ones count from the end) names along dim; value gets its gradient", Added((1, 8))),
        ("tensor", "rt_tensor rt_torch_tensor_masked_scatter(rt_tensor x, rt_tensor mask, rt_tensor source)",
         "x broadcast with the bool mask, with source's first elements (row-major) where mask holds (source of x's "
         "dtype and at least as many elements as mask's True)", Added((1, 8))),
        ("count", "int32_t rt_torch_tensor_meshgrid(const rt_tensor* tensors, int32_t n, int32_t indexing, "
                  "rt_tensor* out, int32_t max_out)",
         "coordinate grids of n 0-D or 1-D tensors of one dtype and device (indexing RT_MESHGRID_*): writes n "
         "tensors, views expanded to every length, and returns n; n > max_out: RT_ERR_BUFFER_TOO_SMALL",
         Added((1, 8))),
        ("tensor", "rt_tensor rt_torch_tensor_count_nonzero(rt_tensor x, const int64_t* dims, int32_t n)",
         "int64 count of the non-zero elements along the n distinct dims (n 0: of all elements)", Added((1, 8))),
    ]),
    (36, "Higher-order gradients", [
        ("status", "int32_t rt_torch_tensor_backward_ex(rt_tensor root, rt_tensor gradient, const rt_tensor* inputs, "
                   "int32_t n_inputs, int32_t retain_graph, int32_t create_graph)",
         "rt_torch_tensor_backward_gradient with PyTorch's other options: the .grad of inputs only accumulates "
         "(none: every leaf); create_graph records the backward itself, so the gradients in .grad require grad and "
         "can be differentiated again (pass retain_graph too, as PyTorch's default does then); status",
         Added((1, 8))),
    ]),
    # one Transformer layer's forward in one call, as PyTorch's nn.TransformerEncoderLayer / DecoderLayer computes it
    # (their non-fused path, with autograd), from the layer's parameters in the order of its named_parameters():
    # self_attn.in_proj_weight (3E, E), self_attn.in_proj_bias (3E), self_attn.out_proj.weight (E, E), .bias (E),
    # [decoder: multihead_attn's four likewise,] linear1.weight (F, E), .bias (F), linear2.weight (E, F), .bias (E),
    # norm1.weight (E), .bias (E), norm2's [, norm3's]. A layer made with bias=False passes only the weights (6 or
    # 9, as its named_parameters() has), and a bias slot of the full list may be 0 (none). Inputs (L, N, E), or
    # (N, L, E) with batch_first, or unbatched (L, E), all of one floating dtype with the weights. Masks as
    # PyTorch's: an attention mask (L, S) or (N * nhead, L, S), a key padding mask (N, S) (unbatched: (S)); bool
    # (1: may not attend) or floating (added); 0: none. is_causal: attend causally; with no attention mask the
    # causal mask is made, a mask given is PyTorch's hint and is used as given. dropout p (in [0, 1]) applies when
    # training is 1, at PyTorch's places: the attention weights, after each block, inside the feed-forward block
    (37, "Transformer layers and data loading", [
        ("tensor", "rt_tensor rt_torch_nn_transformer_encoder_layer(rt_tensor src, const rt_tensor* weights, "
                   "int32_t n_weights, rt_tensor src_mask, rt_tensor src_key_padding_mask, int32_t nhead, "
                   "int32_t activation, int32_t norm_first, double layer_norm_eps, double dropout, int32_t training, "
                   "int32_t is_causal, int32_t batch_first)",
         "nn.TransformerEncoderLayer's forward: self-attention and a feed-forward block (activation "
         "RT_ACTIVATION_*), each with dropout, a residual and a LayerNorm (after them, or before with norm_first); "
         "weights: the layer's 12 named_parameters (6 without biases); shape errors: RT_ERR_SHAPE", Added((1, 8))),
        ("tensor", "rt_tensor rt_torch_nn_transformer_decoder_layer(rt_tensor tgt, rt_tensor memory, "
                   "const rt_tensor* weights, int32_t n_weights, rt_tensor tgt_mask, rt_tensor memory_mask, "
                   "rt_tensor tgt_key_padding_mask, rt_tensor memory_key_padding_mask, int32_t nhead, "
                   "int32_t activation, int32_t norm_first, double layer_norm_eps, double dropout, int32_t training, "
                   "int32_t tgt_is_causal, int32_t memory_is_causal, int32_t batch_first)",
         "nn.TransformerDecoderLayer's forward: self-attention over tgt, attention over memory (S, N, E) and a "
         "feed-forward block, as the encoder layer's; weights: the layer's 18 named_parameters (9 without biases)",
         Added((1, 8))),
        # shuffled mini-batches of tensors that share their first dim, in the order of PyTorch's
        # DataLoader(TensorDataset(*tensors), batch_size, shuffle, drop_last=drop_last, generator=g): each epoch
        # draws what PyTorch's loader draws, from gen (0: the default generator), when the epoch's first batch is
        # asked for: the iterator's base seed (an int64 random_), then, shuffled, the sampler's randperm (with the
        # default generator: a seed drawn from it for a generator of its own, as RandomSampler), and one more
        # randperm when the epoch runs out, as RandomSampler's generator does. On the PyTorch backend the batches
        # are PyTorch's for the same seed; the NumPy backend draws from its own generator
        ("handle", "rt_handle rt_torch_data_loader_new(const rt_tensor* tensors, int32_t n_tensors, "
                   "int64_t batch_size, int32_t shuffle, int32_t drop_last, rt_handle gen)",
         "a loader over n_tensors (>= 1) tensors of one length (else RT_ERR_SHAPE), batch_size >= 1; it keeps the "
         "tensors (and gen, which must stay alive while it draws); free it with rt_torch_data_loader_free",
         Added((1, 8))),
        ("count", "int32_t rt_torch_data_loader_next(rt_handle loader, rt_tensor* batch, int32_t n_batch)",
         "write the next batch (new handles, the rows of each tensor, in order) to batch[0..n_tensors) and return "
         "n_tensors, the entries written; at the end of the epoch write nothing and return 0, and the next call "
         "starts a new epoch; n_batch less than the loader's n_tensors: RT_ERR_BUFFER_TOO_SMALL", Added((1, 8))),
        ("status", "int32_t rt_torch_data_loader_reset(rt_handle loader)",
         "end the current epoch early (as leaving PyTorch's loop does): the next call starts a new epoch; status",
         Added((1, 8))),
        ("count", "int64_t rt_torch_data_loader_len(rt_handle loader)",
         "batches per epoch: n / batch_size with drop_last, else rounded up", Added((1, 8))),
        ("status", "int32_t rt_torch_data_loader_free(rt_handle loader)", "release a loader (its batches stay); status",
         Added((1, 8))),
    ]),
    # the switches and facts of PyTorch's torch.backends (st.backends): flags and libraries are named by text,
    # BACKEND_FLAGS and BACKEND_LIBRARIES above; an unknown name is RT_ERR_INVALID_ARGUMENT
    (38, "Module-path support", [
        ("bool", "int32_t rt_torch_backends_flag(const char* name)",
         "the torch.backends flag name (BACKEND_FLAGS: \"cudnn.benchmark\", ...): 1 or 0", Added((1, 8))),
        ("status", "int32_t rt_torch_backends_set_flag(const char* name, int32_t value)",
         "set the torch.backends flag name to value (0 or 1); status", Added((1, 8))),
        ("bool", "int32_t rt_torch_backends_is_available(const char* name)",
         "1 when the library name (\"cudnn\", \"mps\", \"mkldnn\", \"mkl\", \"openmp\", \"opt_einsum\") can run "
         "here, as torch.backends.<name>.is_available() (NumPy: what NumPy itself uses)", Added((1, 8))),
        ("bool", "int32_t rt_torch_backends_is_built(const char* name)",
         "1 when the library was built with name (\"cuda\", \"mps\"), as torch.backends.<name>.is_built()",
         Added((1, 8))),
        ("count", "int64_t rt_torch_backends_cudnn_version(void)",
         "cuDNN's version number, as torch.backends.cudnn.version() (90100 for 9.1.0); 0 where cuDNN is not "
         "available", Added((1, 8))),
        ("text", "const char* rt_torch_backends_cpu_capability(void)",
         "the CPU's vector instructions that the CPU kernels use, as torch.backends.cpu.get_cpu_capability(): "
         "\"AVX512\", \"AVX2\", \"NO AVX\", \"DEFAULT\", ... (NumPy: the best of these levels NumPy detects)",
         Added((1, 8))),
    ]),
    (39, "Tensor conveniences real programs use", [
        ("tensor", "rt_tensor rt_torch_tensor_round_decimals(rt_tensor x, int64_t decimals)",
         "x rounded half to even to decimals decimal places (negative: to tens, hundreds, ...), as PyTorch's "
         "round(decimals=): x * 10**decimals rounded, divided by 10**decimals (negative decimals: x / 10**-decimals "
         "rounded, times 10**-decimals), in x's floating dtype (float32 math for the half types); integer, bool and "
         "complex x: RT_ERR_DTYPE; gradient zero", Added((1, 8))),
        ("tensor", "rt_tensor rt_torch_nn_binary_cross_entropy_weighted(rt_tensor probs, rt_tensor target, "
                   "rt_tensor weight, int32_t reduction)",
         "binary cross entropy of probs against target (one shape), each element's loss times weight (NULL: 1; "
         "broadcast to probs' shape, converted to its dtype, not differentiable: RT_ERR_INVALID_ARGUMENT if it "
         "requires grad while grad is enabled) before the RT_REDUCTION_* reduction, as PyTorch's", Added((1, 8))),
    ]),
    (40, "Indexing by one position", [
        ("tensor", "rt_tensor rt_torch_tensor_select(rt_tensor x, int64_t dim, int64_t index)",
         "the part of x at index along dim, which drops out (a view, as torch.select); index in [-size, size), "
         "negative counting from the end, else RT_ERR_INVALID_ARGUMENT; a 0-dim x: RT_ERR_SHAPE",
         Op("select", since=(1, 9), method="select", function="select", torch=TORCH_HAND_WRITTEN,
            native="aten::select.int(view(x:any), dim, index)")),
    ]),
)


def _since(row: tuple) -> tuple[int, int]:
    return row[3].since if len(row) > 3 else (ABI_MAJOR, 0)


# MAJOR, MINOR, PATCH: every addition declares the version that added it, so the minor version follows
ABI_VERSION = (ABI_MAJOR, max(_since(row)[1] for _, _, rows in SECTIONS for row in rows), ABI_PATCH)
