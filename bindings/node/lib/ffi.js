// ffi.js - the C ABI of simple-torch for koffi: every constant and function of include/simple_torch.h.
// Generated from src/simple_torch/abi/spec.py by `make generate` (src/simple_torch/abi/node_bindings.py);
// do not edit by hand.
'use strict';

/** The ABI version this package was generated for (package.json's version). */
const ABI_VERSION = Object.freeze({ major: 1, minor: 9, patch: 0 });

/** Every constant of the header: error codes, dtypes, devices, creation defaults, named argument values. */
const CONSTANTS = Object.freeze({
  RT_TORCH_ABI_VERSION: 10900,  // MAJOR*10000 + MINOR*100 + PATCH
  RT_OK: 0,  // success
  RT_ERR_INVALID_HANDLE: 1,  // 0, negative, freed or never-issued handle
  RT_ERR_INVALID_ARGUMENT: 2,  // NULL pointer, negative size, bad dim, bad enum value
  RT_ERR_SHAPE: 3,  // shapes incompatible for the operation
  RT_ERR_DTYPE: 4,  // dtype not valid for the operation
  RT_ERR_DEVICE: 5,  // device absent (e.g. CUDA on a CPU-only machine)
  RT_ERR_OUT_OF_MEMORY: 6,  // allocation failed (host or device)
  RT_ERR_UNSUPPORTED: 7,  // operation not available on the active backend
  RT_ERR_BUFFER_TOO_SMALL: 8,  // caller's output buffer is too small
  RT_ERR_INTERNAL: 9,  // anything else; the message carries the backend's text
  RT_UINT8: 0,  // unsigned 8-bit integer
  RT_INT8: 1,  // signed 8-bit integer
  RT_INT16: 2,  // signed 16-bit integer
  RT_INT32: 3,  // signed 32-bit integer
  RT_INT64: 4,  // signed 64-bit integer
  RT_FLOAT16: 5,  // IEEE half precision
  RT_FLOAT32: 6,  // IEEE single precision (the default)
  RT_FLOAT64: 7,  // IEEE double precision
  RT_COMPLEX64: 9,  // two float32: real, imaginary
  RT_COMPLEX128: 10,  // two float64: real, imaginary
  RT_BOOL: 11,  // 0 or 1
  RT_BFLOAT16: 15,  // brain float: float32's exponent, 7-bit mantissa
  RT_CPU: -1,  // the CPU; n >= 0 is cuda:n
  RT_DTYPE_DEFAULT: -1,  // dtype: float32 for a new tensor, the input's dtype for a *_like
  RT_DEVICE_DEFAULT: -3,  // device: the default device for a new tensor, the input's device for a *_like
  RT_REDUCTION_NONE: 0,  // loss per element
  RT_REDUCTION_MEAN: 1,  // mean of the losses
  RT_REDUCTION_SUM: 2,  // sum of the losses
  RT_SCATTER_SUM: 0,  // sum
  RT_SCATTER_PROD: 1,  // product
  RT_SCATTER_MEAN: 2,  // mean (integers: floor division)
  RT_SCATTER_AMAX: 3,  // maximum
  RT_SCATTER_AMIN: 4,  // minimum
  RT_PAD_CONSTANT: 0,  // the value given
  RT_PAD_REFLECT: 1,  // the input mirrored, the edge not repeated
  RT_PAD_REPLICATE: 2,  // the edge element repeated
  RT_PAD_CIRCULAR: 3,  // the input wrapped around
  RT_INTERPOLATE_NEAREST: 0,  // the input element at floor(position * scale)
  RT_INTERPOLATE_LINEAR: 1,  // linear in each resized dim: linear, bilinear, trilinear
  RT_INTERPOLATE_NEAREST_EXACT: 2,  // the input element at floor((position + 0.5) * scale)
  RT_EMBEDDING_BAG_SUM: 0,  // the sum of the rows (each times its per-sample weight, if given)
  RT_EMBEDDING_BAG_MEAN: 1,  // the mean of the rows
  RT_EMBEDDING_BAG_MAX: 2,  // the element-wise maximum of the rows
  RT_DIST_SUM: 0,  // sum
  RT_DIST_AVG: 1,  // mean (floating point only)
  RT_DIST_PRODUCT: 2,  // product
  RT_DIST_MIN: 3,  // minimum
  RT_DIST_MAX: 4,  // maximum
  RT_MODEL_LOAD_DEFAULT: 0,  // untrusted: formats that run code when loaded are refused
  RT_MODEL_LOAD_TRUSTED: 1,  // the caller trusts the file: TorchScript and AOTInductor packages are loaded too
  RT_QR_REDUCED: 0,  // Q of m x k and R of k x n
  RT_QR_COMPLETE: 1,  // Q of m x m and R of m x n
  RT_QR_R: 2,  // R of k x n only; Q is an empty tensor
  RT_LSTSQ_DEFAULT: 0,  // PyTorch's choice: gelsy on the CPU, gels on CUDA
  RT_LSTSQ_GELS: 1,  // QR; A must have full rank; no rank
  RT_LSTSQ_GELSY: 2,  // QR with column pivoting; no residuals
  RT_LSTSQ_GELSD: 3,  // divide-and-conquer SVD; singular values too
  RT_LSTSQ_GELSS: 4,  // SVD; singular values too
  RT_ACTIVATION_RELU: 0,  // max(0, x)
  RT_ACTIVATION_GELU: 1,  // x * Phi(x), exact (erf) form
  RT_ACTIVATION_GELU_TANH: 2,  // GELU's tanh approximation
  RT_CDIST_MM_IF_NECESSARY: 0,  // use_mm_for_euclid_dist_if_necessary: matrix products for p = 2 when either set has more than 25 rows, else differences
  RT_CDIST_MM: 1,  // use_mm_for_euclid_dist: matrix products for p = 2
  RT_CDIST_NO_MM: 2,  // donot_use_mm_for_euclid_dist: differences for every p
  RT_GRID_SAMPLE_BILINEAR: 0,  // the four (2-D) or eight (3-D) neighbours mixed linearly
  RT_GRID_SAMPLE_NEAREST: 1,  // the nearest input element (halves round to even)
  RT_GRID_SAMPLE_BICUBIC: 2,  // the 4 x 4 neighbours mixed by cubic convolution (A = -0.75), each padded on its own; 4-D input only
  RT_GRID_SAMPLE_PAD_ZEROS: 0,  // zeros
  RT_GRID_SAMPLE_PAD_BORDER: 1,  // the position clipped to the border
  RT_GRID_SAMPLE_PAD_REFLECTION: 2,  // the position reflected at the border
  RT_ROUNDING_NONE: 0,  // true division, no rounding (rounding_mode=None)
  RT_ROUNDING_TRUNC: 1,  // toward zero (C's integer division)
  RT_ROUNDING_FLOOR: 2,  // toward negative infinity (Python's //, floor_divide)
  RT_INIT_FAN_IN: 0,  // inputs per unit: keeps the forward pass's variance
  RT_INIT_FAN_OUT: 1,  // outputs per unit: keeps the backward pass's variance
  RT_NONLINEARITY_LINEAR: 0,  // gain 1
  RT_NONLINEARITY_CONV1D: 1,  // gain 1
  RT_NONLINEARITY_CONV2D: 2,  // gain 1
  RT_NONLINEARITY_CONV3D: 3,  // gain 1
  RT_NONLINEARITY_CONV_TRANSPOSE1D: 4,  // gain 1
  RT_NONLINEARITY_CONV_TRANSPOSE2D: 5,  // gain 1
  RT_NONLINEARITY_CONV_TRANSPOSE3D: 6,  // gain 1
  RT_NONLINEARITY_SIGMOID: 7,  // gain 1
  RT_NONLINEARITY_TANH: 8,  // gain 5/3
  RT_NONLINEARITY_RELU: 9,  // gain sqrt(2)
  RT_NONLINEARITY_LEAKY_RELU: 10,  // gain sqrt(2 / (1 + slope ** 2)), slope the param
  RT_NONLINEARITY_SELU: 11,  // gain 3/4
  RT_MESHGRID_IJ: 0,  // matrix indexing: output i runs along dim i
  RT_MESHGRID_XY: 1,  // Cartesian indexing: the first two dims swapped (NumPy's default)
  RT_FFT_NORM_BACKWARD: 0,  // the forward transform unscaled, the inverse scaled by 1/n (PyTorch's default)
  RT_FFT_NORM_ORTHO: 1,  // both scaled by 1/sqrt(n)
  RT_FFT_NORM_FORWARD: 2,  // the forward transform scaled by 1/n, the inverse unscaled
});

/** The dtypes by code: their short name, bytes per element and kind (bool, integer, floating, complex). */
const DTYPES = Object.freeze(new Map([
  [0, Object.freeze({ name: "uint8", size: 1, kind: "integer" })],
  [1, Object.freeze({ name: "int8", size: 1, kind: "integer" })],
  [2, Object.freeze({ name: "int16", size: 2, kind: "integer" })],
  [3, Object.freeze({ name: "int32", size: 4, kind: "integer" })],
  [4, Object.freeze({ name: "int64", size: 8, kind: "integer" })],
  [5, Object.freeze({ name: "float16", size: 2, kind: "floating" })],
  [6, Object.freeze({ name: "float32", size: 4, kind: "floating" })],
  [7, Object.freeze({ name: "float64", size: 8, kind: "floating" })],
  [9, Object.freeze({ name: "complex64", size: 8, kind: "complex" })],
  [10, Object.freeze({ name: "complex128", size: 16, kind: "complex" })],
  [11, Object.freeze({ name: "bool", size: 1, kind: "bool" })],
  [15, Object.freeze({ name: "bfloat16", size: 2, kind: "floating" })],
]));

/** A failed call: `code` is its RT_ERR_* code, `message` the library's message (it names the function). */
class SimpleTorchError extends Error {
  constructor(message, code) {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }
}

/** RT_ERR_INVALID_HANDLE: 0, negative, freed or never-issued handle. */
class InvalidHandleError extends SimpleTorchError {
  constructor(message) { super(message, CONSTANTS.RT_ERR_INVALID_HANDLE); }
}

/** RT_ERR_INVALID_ARGUMENT: NULL pointer, negative size, bad dim, bad enum value. */
class InvalidArgumentError extends SimpleTorchError {
  constructor(message) { super(message, CONSTANTS.RT_ERR_INVALID_ARGUMENT); }
}

/** RT_ERR_SHAPE: shapes incompatible for the operation. */
class ShapeError extends SimpleTorchError {
  constructor(message) { super(message, CONSTANTS.RT_ERR_SHAPE); }
}

/** RT_ERR_DTYPE: dtype not valid for the operation. */
class DtypeError extends SimpleTorchError {
  constructor(message) { super(message, CONSTANTS.RT_ERR_DTYPE); }
}

/** RT_ERR_DEVICE: device absent (e.g. CUDA on a CPU-only machine). */
class DeviceError extends SimpleTorchError {
  constructor(message) { super(message, CONSTANTS.RT_ERR_DEVICE); }
}

/** RT_ERR_OUT_OF_MEMORY: allocation failed (host or device). */
class OutOfMemoryError extends SimpleTorchError {
  constructor(message) { super(message, CONSTANTS.RT_ERR_OUT_OF_MEMORY); }
}

/** RT_ERR_UNSUPPORTED: operation not available on the active backend. */
class UnsupportedError extends SimpleTorchError {
  constructor(message) { super(message, CONSTANTS.RT_ERR_UNSUPPORTED); }
}

/** RT_ERR_BUFFER_TOO_SMALL: caller's output buffer is too small. */
class BufferTooSmallError extends SimpleTorchError {
  constructor(message) { super(message, CONSTANTS.RT_ERR_BUFFER_TOO_SMALL); }
}

/** RT_ERR_INTERNAL: anything else; the message carries the backend's text. */
class InternalError extends SimpleTorchError {
  constructor(message) { super(message, CONSTANTS.RT_ERR_INTERNAL); }
}

/** The Error subclass of each RT_ERR_* code. */
const ERROR_CLASSES = Object.freeze(new Map([
  [CONSTANTS.RT_ERR_INVALID_HANDLE, InvalidHandleError],
  [CONSTANTS.RT_ERR_INVALID_ARGUMENT, InvalidArgumentError],
  [CONSTANTS.RT_ERR_SHAPE, ShapeError],
  [CONSTANTS.RT_ERR_DTYPE, DtypeError],
  [CONSTANTS.RT_ERR_DEVICE, DeviceError],
  [CONSTANTS.RT_ERR_OUT_OF_MEMORY, OutOfMemoryError],
  [CONSTANTS.RT_ERR_UNSUPPORTED, UnsupportedError],
  [CONSTANTS.RT_ERR_BUFFER_TOO_SMALL, BufferTooSmallError],
  [CONSTANTS.RT_ERR_INTERNAL, InternalError],
]));

/** [C name, result kind, koffi prototype] of every function, in the header's order. */
const FUNCTIONS = Object.freeze([
  // ---- 1. Library information and runtime ----
  ["rt_torch_available", "bool", "int32_t rt_torch_available(void)"],
  ["rt_torch_version", "text", "const char* rt_torch_version(void)"],
  ["rt_torch_cuda_available", "bool", "int32_t rt_torch_cuda_available(void)"],
  ["rt_torch_cuda_device_count", "count", "int32_t rt_torch_cuda_device_count(void)"],
  ["rt_torch_backend", "text", "const char* rt_torch_backend(void)"],
  ["rt_torch_abi_version", "count", "int32_t rt_torch_abi_version(void)"],
  ["rt_torch_init", "status", "int32_t rt_torch_init(void)"],
  ["rt_torch_last_error_code", "error", "int32_t rt_torch_last_error_code(void)"],
  ["rt_torch_last_error", "error", "const char* rt_torch_last_error(void)"],
  ["rt_torch_clear_error", "error", "void rt_torch_clear_error(void)"],
  ["rt_torch_manual_seed", "status", "int32_t rt_torch_manual_seed(int64_t seed)"],
  ["rt_torch_live_tensors", "count", "int64_t rt_torch_live_tensors(void)"],
  ["rt_torch_set_default_device", "status", "int32_t rt_torch_set_default_device(int32_t device)"],
  ["rt_torch_default_device", "device", "int32_t rt_torch_default_device(void)"],
  ["rt_torch_set_num_threads", "status", "int32_t rt_torch_set_num_threads(int32_t n)"],
  ["rt_torch_get_num_threads", "count", "int32_t rt_torch_get_num_threads(void)"],
  ["rt_torch_fast_path", "text", "const char* rt_torch_fast_path(void)"],
  // ---- 2. Tensor creation ----
  ["rt_torch_tensor_zeros", "tensor", "rt_tensor rt_torch_tensor_zeros(const int64_t* dims, int32_t ndims)"],
  ["rt_torch_tensor_ones", "tensor", "rt_tensor rt_torch_tensor_ones(const int64_t* dims, int32_t ndims)"],
  ["rt_torch_tensor_randn", "tensor", "rt_tensor rt_torch_tensor_randn(const int64_t* dims, int32_t ndims)"],
  ["rt_torch_tensor_rand", "tensor", "rt_tensor rt_torch_tensor_rand(const int64_t* dims, int32_t ndims)"],
  ["rt_torch_tensor_empty", "tensor", "rt_tensor rt_torch_tensor_empty(const int64_t* dims, int32_t ndims)"],
  ["rt_torch_tensor_full", "tensor", "rt_tensor rt_torch_tensor_full(const int64_t* dims, int32_t ndims, double value)"],
  ["rt_torch_tensor_from_data", "tensor", "rt_tensor rt_torch_tensor_from_data(const void* data, const int64_t* dims, int32_t ndims, int32_t dtype)"],
  ["rt_torch_tensor_arange", "tensor", "rt_tensor rt_torch_tensor_arange(double start, double end, double step, int32_t dtype)"],
  ["rt_torch_tensor_linspace", "tensor", "rt_tensor rt_torch_tensor_linspace(double start, double end, int64_t steps)"],
  ["rt_torch_tensor_eye", "tensor", "rt_tensor rt_torch_tensor_eye(int64_t n, int64_t m)"],
  // ---- 3. Element-wise arithmetic (broadcasting as PyTorch) ----
  ["rt_torch_tensor_add", "tensor", "rt_tensor rt_torch_tensor_add(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_sub", "tensor", "rt_tensor rt_torch_tensor_sub(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_mul", "tensor", "rt_tensor rt_torch_tensor_mul(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_div", "tensor", "rt_tensor rt_torch_tensor_div(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_pow", "tensor", "rt_tensor rt_torch_tensor_pow(rt_tensor a, double exponent)"],
  ["rt_torch_tensor_neg", "tensor", "rt_tensor rt_torch_tensor_neg(rt_tensor a)"],
  ["rt_torch_tensor_abs", "tensor", "rt_tensor rt_torch_tensor_abs(rt_tensor a)"],
  ["rt_torch_tensor_sqrt", "tensor", "rt_tensor rt_torch_tensor_sqrt(rt_tensor a)"],
  ["rt_torch_tensor_exp", "tensor", "rt_tensor rt_torch_tensor_exp(rt_tensor a)"],
  ["rt_torch_tensor_log", "tensor", "rt_tensor rt_torch_tensor_log(rt_tensor a)"],
  ["rt_torch_tensor_add_scalar", "tensor", "rt_tensor rt_torch_tensor_add_scalar(rt_tensor a, double s)"],
  ["rt_torch_tensor_mul_scalar", "tensor", "rt_tensor rt_torch_tensor_mul_scalar(rt_tensor a, double s)"],
  ["rt_torch_tensor_sin", "tensor", "rt_tensor rt_torch_tensor_sin(rt_tensor a)"],
  ["rt_torch_tensor_cos", "tensor", "rt_tensor rt_torch_tensor_cos(rt_tensor a)"],
  ["rt_torch_tensor_tan", "tensor", "rt_tensor rt_torch_tensor_tan(rt_tensor a)"],
  ["rt_torch_tensor_asin", "tensor", "rt_tensor rt_torch_tensor_asin(rt_tensor a)"],
  ["rt_torch_tensor_acos", "tensor", "rt_tensor rt_torch_tensor_acos(rt_tensor a)"],
  ["rt_torch_tensor_atan", "tensor", "rt_tensor rt_torch_tensor_atan(rt_tensor a)"],
  ["rt_torch_tensor_sinh", "tensor", "rt_tensor rt_torch_tensor_sinh(rt_tensor a)"],
  ["rt_torch_tensor_cosh", "tensor", "rt_tensor rt_torch_tensor_cosh(rt_tensor a)"],
  ["rt_torch_tensor_rsqrt", "tensor", "rt_tensor rt_torch_tensor_rsqrt(rt_tensor a)"],
  ["rt_torch_tensor_reciprocal", "tensor", "rt_tensor rt_torch_tensor_reciprocal(rt_tensor a)"],
  ["rt_torch_tensor_log1p", "tensor", "rt_tensor rt_torch_tensor_log1p(rt_tensor a)"],
  ["rt_torch_tensor_expm1", "tensor", "rt_tensor rt_torch_tensor_expm1(rt_tensor a)"],
  ["rt_torch_tensor_log2", "tensor", "rt_tensor rt_torch_tensor_log2(rt_tensor a)"],
  ["rt_torch_tensor_log10", "tensor", "rt_tensor rt_torch_tensor_log10(rt_tensor a)"],
  ["rt_torch_tensor_exp2", "tensor", "rt_tensor rt_torch_tensor_exp2(rt_tensor a)"],
  ["rt_torch_tensor_erf", "tensor", "rt_tensor rt_torch_tensor_erf(rt_tensor a)"],
  ["rt_torch_tensor_erfinv", "tensor", "rt_tensor rt_torch_tensor_erfinv(rt_tensor a)"],
  ["rt_torch_tensor_square", "tensor", "rt_tensor rt_torch_tensor_square(rt_tensor a)"],
  ["rt_torch_tensor_sign", "tensor", "rt_tensor rt_torch_tensor_sign(rt_tensor a)"],
  ["rt_torch_tensor_floor", "tensor", "rt_tensor rt_torch_tensor_floor(rt_tensor a)"],
  ["rt_torch_tensor_ceil", "tensor", "rt_tensor rt_torch_tensor_ceil(rt_tensor a)"],
  ["rt_torch_tensor_round", "tensor", "rt_tensor rt_torch_tensor_round(rt_tensor a)"],
  ["rt_torch_tensor_trunc", "tensor", "rt_tensor rt_torch_tensor_trunc(rt_tensor a)"],
  ["rt_torch_tensor_frac", "tensor", "rt_tensor rt_torch_tensor_frac(rt_tensor a)"],
  ["rt_torch_tensor_maximum", "tensor", "rt_tensor rt_torch_tensor_maximum(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_minimum", "tensor", "rt_tensor rt_torch_tensor_minimum(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_atan2", "tensor", "rt_tensor rt_torch_tensor_atan2(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_pow_tensor", "tensor", "rt_tensor rt_torch_tensor_pow_tensor(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_fmod", "tensor", "rt_tensor rt_torch_tensor_fmod(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_remainder", "tensor", "rt_tensor rt_torch_tensor_remainder(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_fmod_scalar", "tensor", "rt_tensor rt_torch_tensor_fmod_scalar(rt_tensor a, double s)"],
  ["rt_torch_tensor_remainder_scalar", "tensor", "rt_tensor rt_torch_tensor_remainder_scalar(rt_tensor a, double s)"],
  ["rt_torch_tensor_logaddexp", "tensor", "rt_tensor rt_torch_tensor_logaddexp(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_lerp", "tensor", "rt_tensor rt_torch_tensor_lerp(rt_tensor start, rt_tensor end, rt_tensor weight)"],
  ["rt_torch_tensor_lerp_scalar", "tensor", "rt_tensor rt_torch_tensor_lerp_scalar(rt_tensor start, rt_tensor end, double weight)"],
  ["rt_torch_tensor_addcmul", "tensor", "rt_tensor rt_torch_tensor_addcmul(rt_tensor x, rt_tensor tensor1, rt_tensor tensor2, double value)"],
  ["rt_torch_tensor_addcdiv", "tensor", "rt_tensor rt_torch_tensor_addcdiv(rt_tensor x, rt_tensor tensor1, rt_tensor tensor2, double value)"],
  ["rt_torch_tensor_nan_to_num", "tensor", "rt_tensor rt_torch_tensor_nan_to_num(rt_tensor x, double nan, double posinf, double neginf)"],
  ["rt_torch_tensor_softplus", "tensor", "rt_tensor rt_torch_tensor_softplus(rt_tensor x, double beta, double threshold)"],
  // ---- 4. Activations ----
  ["rt_torch_relu", "tensor", "rt_tensor rt_torch_relu(rt_tensor x)"],
  ["rt_torch_sigmoid", "tensor", "rt_tensor rt_torch_sigmoid(rt_tensor x)"],
  ["rt_torch_tanh", "tensor", "rt_tensor rt_torch_tanh(rt_tensor x)"],
  ["rt_torch_leaky_relu", "tensor", "rt_tensor rt_torch_leaky_relu(rt_tensor x, double negative_slope)"],
  ["rt_torch_gelu", "tensor", "rt_tensor rt_torch_gelu(rt_tensor x)"],
  ["rt_torch_softmax", "tensor", "rt_tensor rt_torch_softmax(rt_tensor x, int64_t dim)"],
  ["rt_torch_log_softmax", "tensor", "rt_tensor rt_torch_log_softmax(rt_tensor x, int64_t dim)"],
  ["rt_torch_silu", "tensor", "rt_tensor rt_torch_silu(rt_tensor x)"],
  ["rt_torch_mish", "tensor", "rt_tensor rt_torch_mish(rt_tensor x)"],
  ["rt_torch_hardswish", "tensor", "rt_tensor rt_torch_hardswish(rt_tensor x)"],
  ["rt_torch_hardsigmoid", "tensor", "rt_tensor rt_torch_hardsigmoid(rt_tensor x)"],
  ["rt_torch_elu", "tensor", "rt_tensor rt_torch_elu(rt_tensor x, double alpha)"],
  ["rt_torch_selu", "tensor", "rt_tensor rt_torch_selu(rt_tensor x)"],
  ["rt_torch_celu", "tensor", "rt_tensor rt_torch_celu(rt_tensor x, double alpha)"],
  ["rt_torch_gelu_tanh", "tensor", "rt_tensor rt_torch_gelu_tanh(rt_tensor x)"],
  ["rt_torch_prelu", "tensor", "rt_tensor rt_torch_prelu(rt_tensor x, rt_tensor weight)"],
  ["rt_torch_hardtanh", "tensor", "rt_tensor rt_torch_hardtanh(rt_tensor x, double min_val, double max_val)"],
  ["rt_torch_relu6", "tensor", "rt_tensor rt_torch_relu6(rt_tensor x)"],
  ["rt_torch_logsigmoid", "tensor", "rt_tensor rt_torch_logsigmoid(rt_tensor x)"],
  ["rt_torch_softsign", "tensor", "rt_tensor rt_torch_softsign(rt_tensor x)"],
  ["rt_torch_tanhshrink", "tensor", "rt_tensor rt_torch_tanhshrink(rt_tensor x)"],
  ["rt_torch_glu", "tensor", "rt_tensor rt_torch_glu(rt_tensor x, int64_t dim)"],
  // ---- 5. Linear algebra ----
  ["rt_torch_tensor_matmul", "tensor", "rt_tensor rt_torch_tensor_matmul(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_dot", "tensor", "rt_tensor rt_torch_tensor_dot(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_transpose", "tensor", "rt_tensor rt_torch_tensor_transpose(rt_tensor x, int64_t dim0, int64_t dim1)"],
  ["rt_torch_tensor_t", "tensor", "rt_tensor rt_torch_tensor_t(rt_tensor x)"],
  ["rt_torch_tensor_norm", "tensor", "rt_tensor rt_torch_tensor_norm(rt_tensor x)"],
  ["rt_torch_tensor_det", "tensor", "rt_tensor rt_torch_tensor_det(rt_tensor x)"],
  ["rt_torch_tensor_inverse", "tensor", "rt_tensor rt_torch_tensor_inverse(rt_tensor x)"],
  ["rt_torch_tensor_svd", "status", "int32_t rt_torch_tensor_svd(rt_tensor x, _Out_ rt_tensor* u, _Out_ rt_tensor* s, _Out_ rt_tensor* vh)"],
  ["rt_torch_tensor_eig", "status", "int32_t rt_torch_tensor_eig(rt_tensor x, _Out_ rt_tensor* values, _Out_ rt_tensor* vectors)"],
  // ---- 6. Reductions (std and var use Bessel's correction; max_dim/min_dim return values only) ----
  ["rt_torch_tensor_sum", "tensor", "rt_tensor rt_torch_tensor_sum(rt_tensor x)"],
  ["rt_torch_tensor_sum_dim", "tensor", "rt_tensor rt_torch_tensor_sum_dim(rt_tensor x, int64_t dim, int32_t keepdim)"],
  ["rt_torch_tensor_mean", "tensor", "rt_tensor rt_torch_tensor_mean(rt_tensor x)"],
  ["rt_torch_tensor_mean_dim", "tensor", "rt_tensor rt_torch_tensor_mean_dim(rt_tensor x, int64_t dim, int32_t keepdim)"],
  ["rt_torch_tensor_max", "tensor", "rt_tensor rt_torch_tensor_max(rt_tensor x)"],
  ["rt_torch_tensor_max_dim", "tensor", "rt_tensor rt_torch_tensor_max_dim(rt_tensor x, int64_t dim, int32_t keepdim)"],
  ["rt_torch_tensor_min", "tensor", "rt_tensor rt_torch_tensor_min(rt_tensor x)"],
  ["rt_torch_tensor_min_dim", "tensor", "rt_tensor rt_torch_tensor_min_dim(rt_tensor x, int64_t dim, int32_t keepdim)"],
  ["rt_torch_tensor_argmax", "tensor", "rt_tensor rt_torch_tensor_argmax(rt_tensor x)"],
  ["rt_torch_tensor_argmax_dim", "tensor", "rt_tensor rt_torch_tensor_argmax_dim(rt_tensor x, int64_t dim, int32_t keepdim)"],
  ["rt_torch_tensor_argmin", "tensor", "rt_tensor rt_torch_tensor_argmin(rt_tensor x)"],
  ["rt_torch_tensor_argmin_dim", "tensor", "rt_tensor rt_torch_tensor_argmin_dim(rt_tensor x, int64_t dim, int32_t keepdim)"],
  ["rt_torch_tensor_std", "tensor", "rt_tensor rt_torch_tensor_std(rt_tensor x)"],
  ["rt_torch_tensor_std_dim", "tensor", "rt_tensor rt_torch_tensor_std_dim(rt_tensor x, int64_t dim, int32_t keepdim)"],
  ["rt_torch_tensor_var", "tensor", "rt_tensor rt_torch_tensor_var(rt_tensor x)"],
  ["rt_torch_tensor_var_dim", "tensor", "rt_tensor rt_torch_tensor_var_dim(rt_tensor x, int64_t dim, int32_t keepdim)"],
  // ---- 7. Shape, dtype and data access ----
  ["rt_torch_tensor_reshape", "tensor", "rt_tensor rt_torch_tensor_reshape(rt_tensor x, const int64_t* dims, int32_t ndims)"],
  ["rt_torch_tensor_view", "tensor", "rt_tensor rt_torch_tensor_view(rt_tensor x, const int64_t* dims, int32_t ndims)"],
  ["rt_torch_tensor_permute", "tensor", "rt_tensor rt_torch_tensor_permute(rt_tensor x, const int64_t* order, int32_t ndims)"],
  ["rt_torch_tensor_squeeze", "tensor", "rt_tensor rt_torch_tensor_squeeze(rt_tensor x)"],
  ["rt_torch_tensor_squeeze_dim", "tensor", "rt_tensor rt_torch_tensor_squeeze_dim(rt_tensor x, int64_t dim)"],
  ["rt_torch_tensor_unsqueeze", "tensor", "rt_tensor rt_torch_tensor_unsqueeze(rt_tensor x, int64_t dim)"],
  ["rt_torch_tensor_flatten", "tensor", "rt_tensor rt_torch_tensor_flatten(rt_tensor x, int64_t start_dim, int64_t end_dim)"],
  ["rt_torch_tensor_expand", "tensor", "rt_tensor rt_torch_tensor_expand(rt_tensor x, const int64_t* dims, int32_t ndims)"],
  ["rt_torch_tensor_contiguous", "tensor", "rt_tensor rt_torch_tensor_contiguous(rt_tensor x)"],
  ["rt_torch_tensor_is_contiguous", "bool", "int32_t rt_torch_tensor_is_contiguous(rt_tensor x)"],
  ["rt_torch_tensor_shape", "count", "int32_t rt_torch_tensor_shape(rt_tensor x, _Out_ int64_t* dims_out, int32_t max_dims)"],
  ["rt_torch_tensor_ndim", "count", "int32_t rt_torch_tensor_ndim(rt_tensor x)"],
  ["rt_torch_tensor_numel", "count", "int64_t rt_torch_tensor_numel(rt_tensor x)"],
  ["rt_torch_tensor_size", "count", "int64_t rt_torch_tensor_size(rt_tensor x, int64_t dim)"],
  ["rt_torch_tensor_dtype", "count", "int32_t rt_torch_tensor_dtype(rt_tensor x)"],
  ["rt_torch_tensor_to_dtype", "tensor", "rt_tensor rt_torch_tensor_to_dtype(rt_tensor x, int32_t dtype)"],
  ["rt_torch_tensor_nbytes", "count", "int64_t rt_torch_tensor_nbytes(rt_tensor x)"],
  ["rt_torch_tensor_copy_to", "count", "int64_t rt_torch_tensor_copy_to(rt_tensor x, _Out_ void* out, int64_t out_nbytes)"],
  ["rt_torch_tensor_item", "status", "int32_t rt_torch_tensor_item(rt_tensor x, _Out_ double* out)"],
  ["rt_torch_tensor_copy_from", "status", "int32_t rt_torch_tensor_copy_from(rt_tensor dst, rt_tensor src)"],
  // ---- 8. Indexing and slicing ----
  ["rt_torch_tensor_slice", "tensor", "rt_tensor rt_torch_tensor_slice(rt_tensor x, int64_t dim, int64_t start, int64_t end, int64_t step)"],
  ["rt_torch_tensor_index_select", "tensor", "rt_tensor rt_torch_tensor_index_select(rt_tensor x, int64_t dim, rt_tensor index)"],
  ["rt_torch_tensor_gather", "tensor", "rt_tensor rt_torch_tensor_gather(rt_tensor x, int64_t dim, rt_tensor index)"],
  ["rt_torch_tensor_cat", "tensor", "rt_tensor rt_torch_tensor_cat(const rt_tensor* xs, int32_t n, int64_t dim)"],
  ["rt_torch_tensor_stack", "tensor", "rt_tensor rt_torch_tensor_stack(const rt_tensor* xs, int32_t n, int64_t dim)"],
  ["rt_torch_tensor_chunk", "count", "int32_t rt_torch_tensor_chunk(rt_tensor x, int64_t chunks, int64_t dim, _Out_ rt_tensor* out, int32_t max_out)"],
  // ---- 9. Neural-network operations (a weight or bias handle of 0 means none) ----
  ["rt_torch_nn_linear", "tensor", "rt_tensor rt_torch_nn_linear(rt_tensor x, rt_tensor weight, rt_tensor bias)"],
  ["rt_torch_nn_conv2d", "tensor", "rt_tensor rt_torch_nn_conv2d(rt_tensor x, rt_tensor weight, rt_tensor bias, const int64_t* stride, const int64_t* padding, const int64_t* dilation, int64_t groups)"],
  ["rt_torch_nn_max_pool2d", "tensor", "rt_tensor rt_torch_nn_max_pool2d(rt_tensor x, const int64_t* kernel, const int64_t* stride, const int64_t* padding)"],
  ["rt_torch_nn_avg_pool2d", "tensor", "rt_tensor rt_torch_nn_avg_pool2d(rt_tensor x, const int64_t* kernel, const int64_t* stride, const int64_t* padding)"],
  ["rt_torch_nn_conv1d", "tensor", "rt_tensor rt_torch_nn_conv1d(rt_tensor x, rt_tensor weight, rt_tensor bias, int64_t stride, int64_t padding, int64_t dilation, int64_t groups)"],
  ["rt_torch_nn_conv_transpose2d", "tensor", "rt_tensor rt_torch_nn_conv_transpose2d(rt_tensor x, rt_tensor weight, rt_tensor bias, const int64_t* stride, const int64_t* padding, const int64_t* output_padding, const int64_t* dilation, int64_t groups)"],
  ["rt_torch_nn_conv_transpose1d", "tensor", "rt_tensor rt_torch_nn_conv_transpose1d(rt_tensor x, rt_tensor weight, rt_tensor bias, int64_t stride, int64_t padding, int64_t output_padding, int64_t dilation, int64_t groups)"],
  ["rt_torch_nn_conv3d", "tensor", "rt_tensor rt_torch_nn_conv3d(rt_tensor x, rt_tensor weight, rt_tensor bias, const int64_t* stride, const int64_t* padding, const int64_t* dilation, int64_t groups)"],
  ["rt_torch_nn_max_pool1d", "tensor", "rt_tensor rt_torch_nn_max_pool1d(rt_tensor x, int64_t kernel, int64_t stride, int64_t padding)"],
  ["rt_torch_nn_avg_pool1d", "tensor", "rt_tensor rt_torch_nn_avg_pool1d(rt_tensor x, int64_t kernel, int64_t stride, int64_t padding)"],
  ["rt_torch_nn_max_pool2d_ex", "tensor", "rt_tensor rt_torch_nn_max_pool2d_ex(rt_tensor x, const int64_t* kernel, const int64_t* stride, const int64_t* padding, const int64_t* dilation, int32_t ceil_mode)"],
  ["rt_torch_nn_max_pool2d_with_indices", "status", "int32_t rt_torch_nn_max_pool2d_with_indices(rt_tensor x, const int64_t* kernel, const int64_t* stride, const int64_t* padding, const int64_t* dilation, int32_t ceil_mode, _Out_ rt_tensor* output, _Out_ rt_tensor* indices)"],
  ["rt_torch_nn_max_pool1d_ex", "tensor", "rt_tensor rt_torch_nn_max_pool1d_ex(rt_tensor x, int64_t kernel, int64_t stride, int64_t padding, int64_t dilation, int32_t ceil_mode)"],
  ["rt_torch_nn_max_pool1d_with_indices", "status", "int32_t rt_torch_nn_max_pool1d_with_indices(rt_tensor x, int64_t kernel, int64_t stride, int64_t padding, int64_t dilation, int32_t ceil_mode, _Out_ rt_tensor* output, _Out_ rt_tensor* indices)"],
  ["rt_torch_nn_avg_pool2d_ex", "tensor", "rt_tensor rt_torch_nn_avg_pool2d_ex(rt_tensor x, const int64_t* kernel, const int64_t* stride, const int64_t* padding, int32_t ceil_mode, int32_t count_include_pad, int64_t divisor_override)"],
  ["rt_torch_nn_avg_pool1d_ex", "tensor", "rt_tensor rt_torch_nn_avg_pool1d_ex(rt_tensor x, int64_t kernel, int64_t stride, int64_t padding, int32_t ceil_mode, int32_t count_include_pad, int64_t divisor_override)"],
  ["rt_torch_nn_adaptive_avg_pool2d", "tensor", "rt_tensor rt_torch_nn_adaptive_avg_pool2d(rt_tensor x, const int64_t* output_size)"],
  ["rt_torch_nn_adaptive_avg_pool1d", "tensor", "rt_tensor rt_torch_nn_adaptive_avg_pool1d(rt_tensor x, int64_t output_size)"],
  ["rt_torch_nn_adaptive_max_pool2d", "tensor", "rt_tensor rt_torch_nn_adaptive_max_pool2d(rt_tensor x, const int64_t* output_size)"],
  ["rt_torch_nn_adaptive_max_pool2d_with_indices", "status", "int32_t rt_torch_nn_adaptive_max_pool2d_with_indices(rt_tensor x, const int64_t* output_size, _Out_ rt_tensor* output, _Out_ rt_tensor* indices)"],
  ["rt_torch_nn_adaptive_max_pool1d", "tensor", "rt_tensor rt_torch_nn_adaptive_max_pool1d(rt_tensor x, int64_t output_size)"],
  ["rt_torch_nn_adaptive_max_pool1d_with_indices", "status", "int32_t rt_torch_nn_adaptive_max_pool1d_with_indices(rt_tensor x, int64_t output_size, _Out_ rt_tensor* output, _Out_ rt_tensor* indices)"],
  ["rt_torch_nn_interpolate", "tensor", "rt_tensor rt_torch_nn_interpolate(rt_tensor x, const int64_t* size, int32_t n, const double* scales, int32_t n_scales, int32_t mode, int32_t align_corners)"],
  ["rt_torch_nn_group_norm", "tensor", "rt_tensor rt_torch_nn_group_norm(rt_tensor x, int64_t num_groups, rt_tensor weight, rt_tensor bias, double eps)"],
  ["rt_torch_nn_rms_norm", "tensor", "rt_tensor rt_torch_nn_rms_norm(rt_tensor x, const int64_t* normalized_shape, int32_t ndims, rt_tensor weight, double eps)"],
  ["rt_torch_nn_batch_norm", "tensor", "rt_tensor rt_torch_nn_batch_norm(rt_tensor x, rt_tensor running_mean, rt_tensor running_var, rt_tensor weight, rt_tensor bias, int32_t training, double momentum, double eps)"],
  ["rt_torch_nn_layer_norm", "tensor", "rt_tensor rt_torch_nn_layer_norm(rt_tensor x, const int64_t* normalized_shape, int32_t ndims, rt_tensor weight, rt_tensor bias, double eps)"],
  ["rt_torch_nn_dropout", "tensor", "rt_tensor rt_torch_nn_dropout(rt_tensor x, double p, int32_t training)"],
  ["rt_torch_nn_embedding", "tensor", "rt_tensor rt_torch_nn_embedding(rt_tensor indices, rt_tensor weight)"],
  ["rt_torch_nn_embedding_ex", "tensor", "rt_tensor rt_torch_nn_embedding_ex(rt_tensor indices, rt_tensor weight, int64_t padding_idx, double max_norm, double norm_type)"],
  ["rt_torch_nn_embedding_bag", "tensor", "rt_tensor rt_torch_nn_embedding_bag(rt_tensor indices, rt_tensor weight, rt_tensor offsets, int32_t mode, rt_tensor per_sample_weights, int32_t include_last_offset, int64_t padding_idx, double max_norm, double norm_type)"],
  ["rt_torch_nn_one_hot", "tensor", "rt_tensor rt_torch_nn_one_hot(rt_tensor indices, int64_t num_classes)"],
  ["rt_torch_nn_normalize", "tensor", "rt_tensor rt_torch_nn_normalize(rt_tensor x, double p, int64_t dim, double eps)"],
  ["rt_torch_nn_cosine_similarity", "tensor", "rt_tensor rt_torch_nn_cosine_similarity(rt_tensor x1, rt_tensor x2, int64_t dim, double eps)"],
  // ---- 10. Losses (reduction: 0 none, 1 mean, 2 sum) ----
  ["rt_torch_nn_mse_loss", "tensor", "rt_tensor rt_torch_nn_mse_loss(rt_tensor input, rt_tensor target, int32_t reduction)"],
  ["rt_torch_nn_cross_entropy", "tensor", "rt_tensor rt_torch_nn_cross_entropy(rt_tensor logits, rt_tensor target, int32_t reduction)"],
  ["rt_torch_nn_binary_cross_entropy", "tensor", "rt_tensor rt_torch_nn_binary_cross_entropy(rt_tensor probs, rt_tensor target, int32_t reduction)"],
  ["rt_torch_nn_nll_loss", "tensor", "rt_tensor rt_torch_nn_nll_loss(rt_tensor log_probs, rt_tensor target, int32_t reduction)"],
  ["rt_torch_nn_l1_loss", "tensor", "rt_tensor rt_torch_nn_l1_loss(rt_tensor input, rt_tensor target, int32_t reduction)"],
  ["rt_torch_nn_smooth_l1_loss", "tensor", "rt_tensor rt_torch_nn_smooth_l1_loss(rt_tensor input, rt_tensor target, double beta, int32_t reduction)"],
  ["rt_torch_nn_huber_loss", "tensor", "rt_tensor rt_torch_nn_huber_loss(rt_tensor input, rt_tensor target, double delta, int32_t reduction)"],
  ["rt_torch_nn_soft_margin_loss", "tensor", "rt_tensor rt_torch_nn_soft_margin_loss(rt_tensor input, rt_tensor target, int32_t reduction)"],
  ["rt_torch_nn_binary_cross_entropy_with_logits", "tensor", "rt_tensor rt_torch_nn_binary_cross_entropy_with_logits(rt_tensor input, rt_tensor target, rt_tensor weight, rt_tensor pos_weight, int32_t reduction)"],
  ["rt_torch_nn_kl_div", "tensor", "rt_tensor rt_torch_nn_kl_div(rt_tensor input, rt_tensor target, int32_t log_target, int32_t reduction)"],
  ["rt_torch_nn_cross_entropy_ex", "tensor", "rt_tensor rt_torch_nn_cross_entropy_ex(rt_tensor logits, rt_tensor target, rt_tensor weight, int64_t ignore_index, double label_smoothing, int32_t reduction)"],
  ["rt_torch_nn_nll_loss_ex", "tensor", "rt_tensor rt_torch_nn_nll_loss_ex(rt_tensor log_probs, rt_tensor target, rt_tensor weight, int64_t ignore_index, int32_t reduction)"],
  ["rt_torch_nn_margin_ranking_loss", "tensor", "rt_tensor rt_torch_nn_margin_ranking_loss(rt_tensor input1, rt_tensor input2, rt_tensor target, double margin, int32_t reduction)"],
  ["rt_torch_nn_cosine_embedding_loss", "tensor", "rt_tensor rt_torch_nn_cosine_embedding_loss(rt_tensor input1, rt_tensor input2, rt_tensor target, double margin, int32_t reduction)"],
  ["rt_torch_nn_triplet_margin_loss", "tensor", "rt_tensor rt_torch_nn_triplet_margin_loss(rt_tensor anchor, rt_tensor positive, rt_tensor negative, double margin, double p, double eps, int32_t swap, int32_t reduction)"],
  ["rt_torch_nn_ctc_loss", "tensor", "rt_tensor rt_torch_nn_ctc_loss(rt_tensor log_probs, rt_tensor targets, rt_tensor input_lengths, rt_tensor target_lengths, int64_t blank, int32_t reduction, int32_t zero_infinity)"],
  // ---- 11. Autograd ----
  ["rt_torch_tensor_set_requires_grad", "status", "int32_t rt_torch_tensor_set_requires_grad(rt_tensor x, int32_t flag)"],
  ["rt_torch_tensor_requires_grad", "bool", "int32_t rt_torch_tensor_requires_grad(rt_tensor x)"],
  ["rt_torch_tensor_grad", "tensor", "rt_tensor rt_torch_tensor_grad(rt_tensor x)"],
  ["rt_torch_tensor_backward", "status", "int32_t rt_torch_tensor_backward(rt_tensor loss)"],
  ["rt_torch_tensor_zero_grad", "status", "int32_t rt_torch_tensor_zero_grad(rt_tensor x)"],
  ["rt_torch_tensor_detach", "tensor", "rt_tensor rt_torch_tensor_detach(rt_tensor x)"],
  ["rt_torch_no_grad_begin", "status", "int32_t rt_torch_no_grad_begin(void)"],
  ["rt_torch_no_grad_end", "status", "int32_t rt_torch_no_grad_end(void)"],
  ["rt_torch_is_grad_enabled", "bool", "int32_t rt_torch_is_grad_enabled(void)"],
  // ---- 12. Device management ----
  ["rt_torch_tensor_cuda", "tensor", "rt_tensor rt_torch_tensor_cuda(rt_tensor x, int32_t device_index)"],
  ["rt_torch_tensor_cpu", "tensor", "rt_tensor rt_torch_tensor_cpu(rt_tensor x)"],
  ["rt_torch_tensor_is_cuda", "bool", "int32_t rt_torch_tensor_is_cuda(rt_tensor x)"],
  ["rt_torch_tensor_device", "device", "int32_t rt_torch_tensor_device(rt_tensor x)"],
  ["rt_torch_tensor_to_device", "tensor", "rt_tensor rt_torch_tensor_to_device(rt_tensor x, int32_t device)"],
  ["rt_torch_tensor_to_stream", "tensor", "rt_tensor rt_torch_tensor_to_stream(rt_tensor x, rt_handle stream)"],
  ["rt_torch_tensor_clone", "tensor", "rt_tensor rt_torch_tensor_clone(rt_tensor x)"],
  ["rt_torch_cuda_synchronize", "status", "int32_t rt_torch_cuda_synchronize(int32_t device_index)"],
  // ---- 13. CUDA streams (RT_ERR_DEVICE where CUDA is absent) ----
  ["rt_torch_stream_create", "handle", "rt_handle rt_torch_stream_create(int32_t device_index)"],
  ["rt_torch_stream_synchronize", "status", "int32_t rt_torch_stream_synchronize(rt_handle stream)"],
  ["rt_torch_stream_query", "bool", "int32_t rt_torch_stream_query(rt_handle stream)"],
  ["rt_torch_stream_free", "status", "int32_t rt_torch_stream_free(rt_handle stream)"],
  // ---- 14. Memory management ----
  ["rt_torch_tensor_free", "status", "int32_t rt_torch_tensor_free(rt_tensor x)"],
  ["rt_torch_cuda_memory_allocated", "count", "int64_t rt_torch_cuda_memory_allocated(int32_t device_index)"],
  ["rt_torch_cuda_max_memory_allocated", "count", "int64_t rt_torch_cuda_max_memory_allocated(int32_t device_index)"],
  ["rt_torch_cuda_empty_cache", "status", "int32_t rt_torch_cuda_empty_cache(void)"],
  // ---- 15. Optimizers ----
  ["rt_torch_optim_sgd", "handle", "rt_handle rt_torch_optim_sgd(const rt_tensor* params, int32_t n, double lr, double momentum, double weight_decay)"],
  ["rt_torch_optim_adam", "handle", "rt_handle rt_torch_optim_adam(const rt_tensor* params, int32_t n, double lr, double beta1, double beta2, double eps, double weight_decay)"],
  ["rt_torch_optim_step", "status", "int32_t rt_torch_optim_step(rt_handle opt)"],
  ["rt_torch_optim_zero_grad", "status", "int32_t rt_torch_optim_zero_grad(rt_handle opt)"],
  ["rt_torch_optim_free", "status", "int32_t rt_torch_optim_free(rt_handle opt)"],
  ["rt_torch_optim_adamw", "handle", "rt_handle rt_torch_optim_adamw(const rt_tensor* params, int32_t n, double lr, double beta1, double beta2, double eps, double weight_decay)"],
  ["rt_torch_optim_rmsprop", "handle", "rt_handle rt_torch_optim_rmsprop(const rt_tensor* params, int32_t n, double lr, double alpha, double eps, double weight_decay, double momentum, int32_t centered)"],
  ["rt_torch_optim_adagrad", "handle", "rt_handle rt_torch_optim_adagrad(const rt_tensor* params, int32_t n, double lr, double lr_decay, double weight_decay, double initial_accumulator_value, double eps)"],
  ["rt_torch_optim_adadelta", "handle", "rt_handle rt_torch_optim_adadelta(const rt_tensor* params, int32_t n, double lr, double rho, double eps, double weight_decay)"],
  ["rt_torch_optim_add_param_group", "count", "int32_t rt_torch_optim_add_param_group(rt_handle opt, const rt_tensor* params, int32_t n)"],
  ["rt_torch_optim_param_group_count", "count", "int32_t rt_torch_optim_param_group_count(rt_handle opt)"],
  ["rt_torch_optim_set_option", "status", "int32_t rt_torch_optim_set_option(rt_handle opt, int32_t group, const char* name, double value)"],
  ["rt_torch_optim_get_option", "status", "int32_t rt_torch_optim_get_option(rt_handle opt, int32_t group, const char* name, _Out_ double* value)"],
  ["rt_torch_optim_state_count", "count", "int32_t rt_torch_optim_state_count(rt_handle opt, rt_tensor param)"],
  ["rt_torch_optim_state_name", "text", "const char* rt_torch_optim_state_name(rt_handle opt, rt_tensor param, int32_t index)"],
  ["rt_torch_optim_get_state", "tensor", "rt_tensor rt_torch_optim_get_state(rt_handle opt, rt_tensor param, const char* name)"],
  ["rt_torch_optim_set_state", "status", "int32_t rt_torch_optim_set_state(rt_handle opt, rt_tensor param, const char* name, rt_tensor value)"],
  ["rt_torch_nn_clip_grad_norm", "tensor", "rt_tensor rt_torch_nn_clip_grad_norm(const rt_tensor* params, int32_t n, double max_norm, double norm_type, int32_t error_if_nonfinite)"],
  ["rt_torch_nn_clip_grad_value", "status", "int32_t rt_torch_nn_clip_grad_value(const rt_tensor* params, int32_t n, double clip_value)"],
  ["rt_torch_lr_step", "handle", "rt_handle rt_torch_lr_step(rt_handle opt, int64_t step_size, double gamma)"],
  ["rt_torch_lr_multistep", "handle", "rt_handle rt_torch_lr_multistep(rt_handle opt, const int64_t* milestones, int32_t n, double gamma)"],
  ["rt_torch_lr_exponential", "handle", "rt_handle rt_torch_lr_exponential(rt_handle opt, double gamma)"],
  ["rt_torch_lr_cosine", "handle", "rt_handle rt_torch_lr_cosine(rt_handle opt, int64_t t_max, double eta_min)"],
  ["rt_torch_lr_linear", "handle", "rt_handle rt_torch_lr_linear(rt_handle opt, double start_factor, double end_factor, int64_t total_iters)"],
  ["rt_torch_lr_constant", "handle", "rt_handle rt_torch_lr_constant(rt_handle opt, double factor, int64_t total_iters)"],
  ["rt_torch_lr_polynomial", "handle", "rt_handle rt_torch_lr_polynomial(rt_handle opt, int64_t total_iters, double power)"],
  ["rt_torch_lr_cosine_warm_restarts", "handle", "rt_handle rt_torch_lr_cosine_warm_restarts(rt_handle opt, int64_t t_0, int64_t t_mult, double eta_min)"],
  ["rt_torch_lr_one_cycle", "handle", "rt_handle rt_torch_lr_one_cycle(rt_handle opt, double max_lr, int64_t total_steps, double pct_start, double div_factor, double final_div_factor, int32_t anneal_cos, int32_t three_phase, int32_t cycle_momentum, double base_momentum, double max_momentum)"],
  ["rt_torch_lr_plateau", "handle", "rt_handle rt_torch_lr_plateau(rt_handle opt, int32_t maximize, double factor, int64_t patience, double threshold, int32_t threshold_abs, int64_t cooldown, double min_lr, double eps)"],
  ["rt_torch_lr_scheduler_step", "status", "int32_t rt_torch_lr_scheduler_step(rt_handle sched)"],
  ["rt_torch_lr_scheduler_step_metric", "status", "int32_t rt_torch_lr_scheduler_step_metric(rt_handle sched, double metric)"],
  ["rt_torch_lr_scheduler_restart", "status", "int32_t rt_torch_lr_scheduler_restart(rt_handle sched)"],
  ["rt_torch_lr_scheduler_last_epoch", "count", "int64_t rt_torch_lr_scheduler_last_epoch(rt_handle sched)"],
  ["rt_torch_lr_scheduler_free", "status", "int32_t rt_torch_lr_scheduler_free(rt_handle sched)"],
  ["rt_torch_optim_lbfgs", "handle", "rt_handle rt_torch_optim_lbfgs(const rt_tensor* params, int32_t n, double lr, int64_t max_iter, int64_t max_eval, double tolerance_grad, double tolerance_change, int64_t history_size, const char* line_search_fn)"],
  ["rt_torch_optim_lbfgs_step", "status", "int32_t rt_torch_optim_lbfgs_step(rt_handle opt, rt_closure *closure, void* user_data, _Out_ double* loss)"],
  // ---- 16. Scopes (leak-free C code without bookkeeping) ----
  ["rt_torch_scope_begin", "status", "int32_t rt_torch_scope_begin(void)"],
  ["rt_torch_scope_keep", "status", "int32_t rt_torch_scope_keep(rt_tensor x)"],
  ["rt_torch_scope_end", "status", "int32_t rt_torch_scope_end(void)"],
  // ---- 17. Comparison, logic and masks (results are bool tensors) ----
  ["rt_torch_tensor_eq", "tensor", "rt_tensor rt_torch_tensor_eq(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_ne", "tensor", "rt_tensor rt_torch_tensor_ne(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_lt", "tensor", "rt_tensor rt_torch_tensor_lt(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_le", "tensor", "rt_tensor rt_torch_tensor_le(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_gt", "tensor", "rt_tensor rt_torch_tensor_gt(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_ge", "tensor", "rt_tensor rt_torch_tensor_ge(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_eq_scalar", "tensor", "rt_tensor rt_torch_tensor_eq_scalar(rt_tensor a, double s)"],
  ["rt_torch_tensor_ne_scalar", "tensor", "rt_tensor rt_torch_tensor_ne_scalar(rt_tensor a, double s)"],
  ["rt_torch_tensor_lt_scalar", "tensor", "rt_tensor rt_torch_tensor_lt_scalar(rt_tensor a, double s)"],
  ["rt_torch_tensor_le_scalar", "tensor", "rt_tensor rt_torch_tensor_le_scalar(rt_tensor a, double s)"],
  ["rt_torch_tensor_gt_scalar", "tensor", "rt_tensor rt_torch_tensor_gt_scalar(rt_tensor a, double s)"],
  ["rt_torch_tensor_ge_scalar", "tensor", "rt_tensor rt_torch_tensor_ge_scalar(rt_tensor a, double s)"],
  ["rt_torch_tensor_isnan", "tensor", "rt_tensor rt_torch_tensor_isnan(rt_tensor a)"],
  ["rt_torch_tensor_isinf", "tensor", "rt_tensor rt_torch_tensor_isinf(rt_tensor a)"],
  ["rt_torch_tensor_isfinite", "tensor", "rt_tensor rt_torch_tensor_isfinite(rt_tensor a)"],
  ["rt_torch_tensor_logical_not", "tensor", "rt_tensor rt_torch_tensor_logical_not(rt_tensor a)"],
  ["rt_torch_tensor_logical_and", "tensor", "rt_tensor rt_torch_tensor_logical_and(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_logical_or", "tensor", "rt_tensor rt_torch_tensor_logical_or(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_logical_xor", "tensor", "rt_tensor rt_torch_tensor_logical_xor(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_where", "tensor", "rt_tensor rt_torch_tensor_where(rt_tensor condition, rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_masked_fill", "tensor", "rt_tensor rt_torch_tensor_masked_fill(rt_tensor x, rt_tensor mask, double value)"],
  ["rt_torch_tensor_clamp", "tensor", "rt_tensor rt_torch_tensor_clamp(rt_tensor x, double min, double max)"],
  ["rt_torch_tensor_bitwise_and", "tensor", "rt_tensor rt_torch_tensor_bitwise_and(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_bitwise_or", "tensor", "rt_tensor rt_torch_tensor_bitwise_or(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_bitwise_xor", "tensor", "rt_tensor rt_torch_tensor_bitwise_xor(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_bitwise_not", "tensor", "rt_tensor rt_torch_tensor_bitwise_not(rt_tensor a)"],
  ["rt_torch_tensor_equal", "bool", "int32_t rt_torch_tensor_equal(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_allclose", "bool", "int32_t rt_torch_tensor_allclose(rt_tensor a, rt_tensor b, double rtol, double atol, int32_t equal_nan)"],
  // ---- 18. Indexing with tensors (masks, several index tensors) ----
  ["rt_torch_tensor_nonzero", "tensor", "rt_tensor rt_torch_tensor_nonzero(rt_tensor x)"],
  ["rt_torch_tensor_index", "tensor", "rt_tensor rt_torch_tensor_index(rt_tensor x, const rt_tensor* indices, int32_t n)"],
  ["rt_torch_tensor_index_put", "tensor", "rt_tensor rt_torch_tensor_index_put(rt_tensor x, const rt_tensor* indices, int32_t n, rt_tensor values, int32_t accumulate)"],
  ["rt_torch_tensor_scatter", "tensor", "rt_tensor rt_torch_tensor_scatter(rt_tensor x, int64_t dim, rt_tensor index, rt_tensor src)"],
  ["rt_torch_tensor_scatter_value", "tensor", "rt_tensor rt_torch_tensor_scatter_value(rt_tensor x, int64_t dim, rt_tensor index, double value)"],
  ["rt_torch_tensor_scatter_add", "tensor", "rt_tensor rt_torch_tensor_scatter_add(rt_tensor x, int64_t dim, rt_tensor index, rt_tensor src)"],
  ["rt_torch_tensor_scatter_reduce", "tensor", "rt_tensor rt_torch_tensor_scatter_reduce(rt_tensor x, int64_t dim, rt_tensor index, rt_tensor src, int32_t reduce, int32_t include_self)"],
  ["rt_torch_tensor_index_add", "tensor", "rt_tensor rt_torch_tensor_index_add(rt_tensor x, int64_t dim, rt_tensor index, rt_tensor source, double alpha)"],
  ["rt_torch_tensor_take_along_dim", "tensor", "rt_tensor rt_torch_tensor_take_along_dim(rt_tensor x, rt_tensor indices, int64_t dim)"],
  // ---- 19. More reductions, scans and ordering ----
  ["rt_torch_tensor_prod", "tensor", "rt_tensor rt_torch_tensor_prod(rt_tensor x)"],
  ["rt_torch_tensor_prod_dim", "tensor", "rt_tensor rt_torch_tensor_prod_dim(rt_tensor x, int64_t dim, int32_t keepdim)"],
  ["rt_torch_tensor_all", "tensor", "rt_tensor rt_torch_tensor_all(rt_tensor x)"],
  ["rt_torch_tensor_all_dim", "tensor", "rt_tensor rt_torch_tensor_all_dim(rt_tensor x, int64_t dim, int32_t keepdim)"],
  ["rt_torch_tensor_any", "tensor", "rt_tensor rt_torch_tensor_any(rt_tensor x)"],
  ["rt_torch_tensor_any_dim", "tensor", "rt_tensor rt_torch_tensor_any_dim(rt_tensor x, int64_t dim, int32_t keepdim)"],
  ["rt_torch_tensor_logsumexp", "tensor", "rt_tensor rt_torch_tensor_logsumexp(rt_tensor x, int64_t dim, int32_t keepdim)"],
  ["rt_torch_tensor_cumsum", "tensor", "rt_tensor rt_torch_tensor_cumsum(rt_tensor x, int64_t dim)"],
  ["rt_torch_tensor_cumprod", "tensor", "rt_tensor rt_torch_tensor_cumprod(rt_tensor x, int64_t dim)"],
  ["rt_torch_tensor_cummax", "status", "int32_t rt_torch_tensor_cummax(rt_tensor x, int64_t dim, _Out_ rt_tensor* values, _Out_ rt_tensor* indices)"],
  ["rt_torch_tensor_cummin", "status", "int32_t rt_torch_tensor_cummin(rt_tensor x, int64_t dim, _Out_ rt_tensor* values, _Out_ rt_tensor* indices)"],
  ["rt_torch_tensor_var_correction", "tensor", "rt_tensor rt_torch_tensor_var_correction(rt_tensor x, const int64_t* dims, int32_t n, double correction, int32_t keepdim)"],
  ["rt_torch_tensor_std_correction", "tensor", "rt_tensor rt_torch_tensor_std_correction(rt_tensor x, const int64_t* dims, int32_t n, double correction, int32_t keepdim)"],
  ["rt_torch_tensor_sort", "status", "int32_t rt_torch_tensor_sort(rt_tensor x, int64_t dim, int32_t descending, int32_t stable, _Out_ rt_tensor* values, _Out_ rt_tensor* indices)"],
  ["rt_torch_tensor_argsort", "tensor", "rt_tensor rt_torch_tensor_argsort(rt_tensor x, int64_t dim, int32_t descending, int32_t stable)"],
  ["rt_torch_tensor_topk", "status", "int32_t rt_torch_tensor_topk(rt_tensor x, int64_t k, int64_t dim, int32_t largest, int32_t sorted, _Out_ rt_tensor* values, _Out_ rt_tensor* indices)"],
  ["rt_torch_tensor_kthvalue", "status", "int32_t rt_torch_tensor_kthvalue(rt_tensor x, int64_t k, int64_t dim, int32_t keepdim, _Out_ rt_tensor* values, _Out_ rt_tensor* indices)"],
  ["rt_torch_tensor_median", "tensor", "rt_tensor rt_torch_tensor_median(rt_tensor x)"],
  ["rt_torch_tensor_median_dim", "status", "int32_t rt_torch_tensor_median_dim(rt_tensor x, int64_t dim, int32_t keepdim, _Out_ rt_tensor* values, _Out_ rt_tensor* indices)"],
  ["rt_torch_tensor_mode", "status", "int32_t rt_torch_tensor_mode(rt_tensor x, int64_t dim, int32_t keepdim, _Out_ rt_tensor* values, _Out_ rt_tensor* indices)"],
  ["rt_torch_tensor_unique", "status", "int32_t rt_torch_tensor_unique(rt_tensor x, _Out_ rt_tensor* values, _Out_ rt_tensor* inverse, _Out_ rt_tensor* counts)"],
  ["rt_torch_tensor_searchsorted", "tensor", "rt_tensor rt_torch_tensor_searchsorted(rt_tensor sorted_sequence, rt_tensor values, int32_t out_int32, int32_t right, rt_tensor sorter)"],
  ["rt_torch_tensor_bucketize", "tensor", "rt_tensor rt_torch_tensor_bucketize(rt_tensor input, rt_tensor boundaries, int32_t out_int32, int32_t right)"],
  // ---- 20. More shape operations ----
  ["rt_torch_tensor_tril", "tensor", "rt_tensor rt_torch_tensor_tril(rt_tensor x, int64_t diagonal)"],
  ["rt_torch_tensor_triu", "tensor", "rt_tensor rt_torch_tensor_triu(rt_tensor x, int64_t diagonal)"],
  ["rt_torch_tensor_roll", "tensor", "rt_tensor rt_torch_tensor_roll(rt_tensor x, int64_t shifts, int64_t dim)"],
  ["rt_torch_tensor_flip", "tensor", "rt_tensor rt_torch_tensor_flip(rt_tensor x, int64_t dim)"],
  ["rt_torch_tensor_diag", "tensor", "rt_tensor rt_torch_tensor_diag(rt_tensor x, int64_t diagonal)"],
  ["rt_torch_tensor_diagonal", "tensor", "rt_tensor rt_torch_tensor_diagonal(rt_tensor x, int64_t offset, int64_t dim1, int64_t dim2)"],
  ["rt_torch_tensor_repeat", "tensor", "rt_tensor rt_torch_tensor_repeat(rt_tensor x, const int64_t* repeats, int32_t n)"],
  ["rt_torch_tensor_repeat_interleave", "tensor", "rt_tensor rt_torch_tensor_repeat_interleave(rt_tensor x, int64_t repeats, int64_t dim)"],
  ["rt_torch_tensor_repeat_interleave_tensor", "tensor", "rt_tensor rt_torch_tensor_repeat_interleave_tensor(rt_tensor x, rt_tensor repeats, int64_t dim)"],
  ["rt_torch_tensor_split", "count", "int32_t rt_torch_tensor_split(rt_tensor x, int64_t split_size, int64_t dim, _Out_ rt_tensor* out, int32_t max_out)"],
  ["rt_torch_tensor_split_sizes", "count", "int32_t rt_torch_tensor_split_sizes(rt_tensor x, const int64_t* sizes, int32_t n, int64_t dim, _Out_ rt_tensor* out, int32_t max_out)"],
  ["rt_torch_tensor_tensor_split", "count", "int32_t rt_torch_tensor_tensor_split(rt_tensor x, int64_t sections, int64_t dim, _Out_ rt_tensor* out, int32_t max_out)"],
  ["rt_torch_tensor_tensor_split_indices", "count", "int32_t rt_torch_tensor_tensor_split_indices(rt_tensor x, const int64_t* indices, int32_t n, int64_t dim, _Out_ rt_tensor* out, int32_t max_out)"],
  ["rt_torch_tensor_movedim", "tensor", "rt_tensor rt_torch_tensor_movedim(rt_tensor x, int64_t source, int64_t destination)"],
  ["rt_torch_tensor_unflatten", "tensor", "rt_tensor rt_torch_tensor_unflatten(rt_tensor x, int64_t dim, const int64_t* sizes, int32_t n)"],
  ["rt_torch_nn_pad", "tensor", "rt_tensor rt_torch_nn_pad(rt_tensor x, const int64_t* pad, int32_t n, int32_t mode, double value)"],
  // ---- 21. Random sampling (from the generator rt_torch_manual_seed seeds) ----
  ["rt_torch_tensor_randint", "tensor", "rt_tensor rt_torch_tensor_randint(int64_t low, int64_t high, const int64_t* dims, int32_t ndims, int32_t dtype, int32_t device)"],
  ["rt_torch_tensor_randperm", "tensor", "rt_tensor rt_torch_tensor_randperm(int64_t n, int32_t dtype, int32_t device)"],
  ["rt_torch_tensor_multinomial", "tensor", "rt_tensor rt_torch_tensor_multinomial(rt_tensor probs, int64_t num_samples, int32_t replacement)"],
  ["rt_torch_tensor_bernoulli", "tensor", "rt_tensor rt_torch_tensor_bernoulli(rt_tensor p)"],
  ["rt_torch_tensor_bernoulli_scalar", "tensor", "rt_tensor rt_torch_tensor_bernoulli_scalar(rt_tensor x, double p)"],
  ["rt_torch_tensor_normal_", "status", "int32_t rt_torch_tensor_normal_(rt_tensor x, double mean, double std)"],
  ["rt_torch_tensor_uniform_", "status", "int32_t rt_torch_tensor_uniform_(rt_tensor x, double low, double high)"],
  ["rt_torch_tensor_random_", "status", "int32_t rt_torch_tensor_random_(rt_tensor x)"],
  ["rt_torch_tensor_random_between_", "status", "int32_t rt_torch_tensor_random_between_(rt_tensor x, int64_t low, int64_t high)"],
  ["rt_torch_tensor_random_from_", "status", "int32_t rt_torch_tensor_random_from_(rt_tensor x, int64_t low)"],
  ["rt_torch_generator_new", "handle", "rt_handle rt_torch_generator_new(int32_t device)"],
  ["rt_torch_generator_manual_seed", "status", "int32_t rt_torch_generator_manual_seed(rt_handle gen, int64_t seed)"],
  ["rt_torch_generator_initial_seed", "status", "int32_t rt_torch_generator_initial_seed(rt_handle gen, _Out_ int64_t* seed)"],
  ["rt_torch_generator_use", "status", "int32_t rt_torch_generator_use(rt_handle gen)"],
  ["rt_torch_generator_free", "status", "int32_t rt_torch_generator_free(rt_handle gen)"],
  // ---- 22. More linear algebra ----
  ["rt_torch_tensor_bmm", "tensor", "rt_tensor rt_torch_tensor_bmm(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_outer", "tensor", "rt_tensor rt_torch_tensor_outer(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_addmm", "tensor", "rt_tensor rt_torch_tensor_addmm(rt_tensor input, rt_tensor mat1, rt_tensor mat2, double beta, double alpha)"],
  ["rt_torch_tensor_baddbmm", "tensor", "rt_tensor rt_torch_tensor_baddbmm(rt_tensor input, rt_tensor batch1, rt_tensor batch2, double beta, double alpha)"],
  ["rt_torch_tensor_einsum", "tensor", "rt_tensor rt_torch_tensor_einsum(const char* equation, const rt_tensor* operands, int32_t n)"],
  ["rt_torch_tensor_solve", "tensor", "rt_tensor rt_torch_tensor_solve(rt_tensor a, rt_tensor b, int32_t left)"],
  ["rt_torch_tensor_slogdet", "status", "int32_t rt_torch_tensor_slogdet(rt_tensor x, _Out_ rt_tensor* sign, _Out_ rt_tensor* logabsdet)"],
  ["rt_torch_tensor_qr", "status", "int32_t rt_torch_tensor_qr(rt_tensor x, int32_t mode, _Out_ rt_tensor* q, _Out_ rt_tensor* r)"],
  ["rt_torch_tensor_cholesky", "tensor", "rt_tensor rt_torch_tensor_cholesky(rt_tensor x, int32_t upper)"],
  ["rt_torch_tensor_eigh", "status", "int32_t rt_torch_tensor_eigh(rt_tensor x, int32_t upper, _Out_ rt_tensor* values, _Out_ rt_tensor* vectors)"],
  ["rt_torch_tensor_eigvalsh", "tensor", "rt_tensor rt_torch_tensor_eigvalsh(rt_tensor x, int32_t upper)"],
  ["rt_torch_tensor_svdvals", "tensor", "rt_tensor rt_torch_tensor_svdvals(rt_tensor x)"],
  ["rt_torch_tensor_lstsq", "status", "int32_t rt_torch_tensor_lstsq(rt_tensor a, rt_tensor b, double rcond, int32_t driver, _Out_ rt_tensor* solution, _Out_ rt_tensor* residuals, _Out_ rt_tensor* rank, _Out_ rt_tensor* singular_values)"],
  ["rt_torch_tensor_pinv", "tensor", "rt_tensor rt_torch_tensor_pinv(rt_tensor x, double atol, double rtol, int32_t hermitian)"],
  ["rt_torch_tensor_matrix_rank", "tensor", "rt_tensor rt_torch_tensor_matrix_rank(rt_tensor x, double atol, double rtol, int32_t hermitian)"],
  ["rt_torch_tensor_inv_ex", "status", "int32_t rt_torch_tensor_inv_ex(rt_tensor x, _Out_ rt_tensor* inverse, _Out_ rt_tensor* info)"],
  // ---- 23. More autograd ----
  ["rt_torch_tensor_backward_gradient", "status", "int32_t rt_torch_tensor_backward_gradient(rt_tensor root, rt_tensor gradient, int32_t retain_graph)"],
  ["rt_torch_autograd_grad", "count", "int32_t rt_torch_autograd_grad(const rt_tensor* outputs, int32_t n_outputs, const rt_tensor* inputs, int32_t n_inputs, const rt_tensor* grad_outputs, int32_t n_grad_outputs, int32_t retain_graph, int32_t create_graph, int32_t allow_unused, _Out_ rt_tensor* grads, int32_t max_grads)"],
  ["rt_torch_tensor_retain_grad", "status", "int32_t rt_torch_tensor_retain_grad(rt_tensor x)"],
  ["rt_torch_tensor_is_leaf", "bool", "int32_t rt_torch_tensor_is_leaf(rt_tensor x)"],
  ["rt_torch_tensor_has_grad_fn", "bool", "int32_t rt_torch_tensor_has_grad_fn(rt_tensor x)"],
  // ---- 24. Creation with a dtype and a device ----
  ["rt_torch_tensor_zeros_options", "tensor", "rt_tensor rt_torch_tensor_zeros_options(const int64_t* dims, int32_t ndims, int32_t dtype, int32_t device)"],
  ["rt_torch_tensor_ones_options", "tensor", "rt_tensor rt_torch_tensor_ones_options(const int64_t* dims, int32_t ndims, int32_t dtype, int32_t device)"],
  ["rt_torch_tensor_empty_options", "tensor", "rt_tensor rt_torch_tensor_empty_options(const int64_t* dims, int32_t ndims, int32_t dtype, int32_t device)"],
  ["rt_torch_tensor_rand_options", "tensor", "rt_tensor rt_torch_tensor_rand_options(const int64_t* dims, int32_t ndims, int32_t dtype, int32_t device)"],
  ["rt_torch_tensor_randn_options", "tensor", "rt_tensor rt_torch_tensor_randn_options(const int64_t* dims, int32_t ndims, int32_t dtype, int32_t device)"],
  ["rt_torch_tensor_full_options", "tensor", "rt_tensor rt_torch_tensor_full_options(const int64_t* dims, int32_t ndims, double value, int32_t dtype, int32_t device)"],
  ["rt_torch_tensor_eye_options", "tensor", "rt_tensor rt_torch_tensor_eye_options(int64_t n, int64_t m, int32_t dtype, int32_t device)"],
  ["rt_torch_tensor_linspace_options", "tensor", "rt_tensor rt_torch_tensor_linspace_options(double start, double end, int64_t steps, int32_t dtype, int32_t device)"],
  ["rt_torch_tensor_arange_options", "tensor", "rt_tensor rt_torch_tensor_arange_options(double start, double end, double step, int32_t dtype, int32_t device)"],
  ["rt_torch_tensor_zeros_like", "tensor", "rt_tensor rt_torch_tensor_zeros_like(rt_tensor x, int32_t dtype, int32_t device)"],
  ["rt_torch_tensor_ones_like", "tensor", "rt_tensor rt_torch_tensor_ones_like(rt_tensor x, int32_t dtype, int32_t device)"],
  ["rt_torch_tensor_empty_like", "tensor", "rt_tensor rt_torch_tensor_empty_like(rt_tensor x, int32_t dtype, int32_t device)"],
  ["rt_torch_tensor_rand_like", "tensor", "rt_tensor rt_torch_tensor_rand_like(rt_tensor x, int32_t dtype, int32_t device)"],
  ["rt_torch_tensor_randn_like", "tensor", "rt_tensor rt_torch_tensor_randn_like(rt_tensor x, int32_t dtype, int32_t device)"],
  ["rt_torch_tensor_full_like", "tensor", "rt_tensor rt_torch_tensor_full_like(rt_tensor x, double value, int32_t dtype, int32_t device)"],
  // ---- 25. Attention and recurrent cells ----
  ["rt_torch_nn_scaled_dot_product_attention", "tensor", "rt_tensor rt_torch_nn_scaled_dot_product_attention(rt_tensor query, rt_tensor key, rt_tensor value, rt_tensor attn_mask, double dropout_p, int32_t is_causal, double scale)"],
  ["rt_torch_nn_rnn_cell", "tensor", "rt_tensor rt_torch_nn_rnn_cell(rt_tensor input, rt_tensor hx, rt_tensor w_ih, rt_tensor w_hh, rt_tensor b_ih, rt_tensor b_hh, int32_t relu)"],
  ["rt_torch_nn_lstm_cell", "status", "int32_t rt_torch_nn_lstm_cell(rt_tensor input, rt_tensor hx, rt_tensor cx, rt_tensor w_ih, rt_tensor w_hh, rt_tensor b_ih, rt_tensor b_hh, _Out_ rt_tensor* h, _Out_ rt_tensor* c)"],
  ["rt_torch_nn_gru_cell", "tensor", "rt_tensor rt_torch_nn_gru_cell(rt_tensor input, rt_tensor hx, rt_tensor w_ih, rt_tensor w_hh, rt_tensor b_ih, rt_tensor b_hh)"],
  // ---- 26. Mixed precision ----
  ["rt_torch_autocast_enter", "status", "int32_t rt_torch_autocast_enter(int32_t device, int32_t dtype, int32_t enabled)"],
  ["rt_torch_autocast_exit", "status", "int32_t rt_torch_autocast_exit(void)"],
  ["rt_torch_autocast_enabled", "bool", "int32_t rt_torch_autocast_enabled(int32_t device)"],
  ["rt_torch_autocast_dtype", "count", "int32_t rt_torch_autocast_dtype(int32_t device)"],
  ["rt_torch_grad_scaler_new", "handle", "rt_handle rt_torch_grad_scaler_new(double init_scale, double growth_factor, double backoff_factor, int64_t growth_interval, int32_t enabled)"],
  ["rt_torch_grad_scaler_scale", "tensor", "rt_tensor rt_torch_grad_scaler_scale(rt_handle scaler, rt_tensor x)"],
  ["rt_torch_grad_scaler_unscale", "status", "int32_t rt_torch_grad_scaler_unscale(rt_handle scaler, rt_handle opt)"],
  ["rt_torch_grad_scaler_step", "bool", "int32_t rt_torch_grad_scaler_step(rt_handle scaler, rt_handle opt)"],
  ["rt_torch_grad_scaler_update", "status", "int32_t rt_torch_grad_scaler_update(rt_handle scaler, double new_scale)"],
  ["rt_torch_grad_scaler_get_option", "status", "int32_t rt_torch_grad_scaler_get_option(rt_handle scaler, const char* name, _Out_ double* value)"],
  ["rt_torch_grad_scaler_set_option", "status", "int32_t rt_torch_grad_scaler_set_option(rt_handle scaler, const char* name, double value)"],
  ["rt_torch_grad_scaler_is_enabled", "bool", "int32_t rt_torch_grad_scaler_is_enabled(rt_handle scaler)"],
  ["rt_torch_grad_scaler_free", "status", "int32_t rt_torch_grad_scaler_free(rt_handle scaler)"],
  // ---- 28. Saving and loading tensors (safetensors files) ----
  ["rt_torch_safetensors_new", "handle", "rt_handle rt_torch_safetensors_new(void)"],
  ["rt_torch_safetensors_load", "handle", "rt_handle rt_torch_safetensors_load(const char* path)"],
  ["rt_torch_safetensors_save", "status", "int32_t rt_torch_safetensors_save(rt_handle file, const char* path)"],
  ["rt_torch_safetensors_set", "status", "int32_t rt_torch_safetensors_set(rt_handle file, const char* name, rt_tensor x)"],
  ["rt_torch_safetensors_count", "count", "int32_t rt_torch_safetensors_count(rt_handle file)"],
  ["rt_torch_safetensors_name", "text", "const char* rt_torch_safetensors_name(rt_handle file, int32_t index)"],
  ["rt_torch_safetensors_get", "tensor", "rt_tensor rt_torch_safetensors_get(rt_handle file, const char* name)"],
  ["rt_torch_safetensors_set_metadata", "status", "int32_t rt_torch_safetensors_set_metadata(rt_handle file, const char* key, const char* value)"],
  ["rt_torch_safetensors_metadata_count", "count", "int32_t rt_torch_safetensors_metadata_count(rt_handle file)"],
  ["rt_torch_safetensors_metadata_key", "text", "const char* rt_torch_safetensors_metadata_key(rt_handle file, int32_t index)"],
  ["rt_torch_safetensors_metadata_value", "text", "const char* rt_torch_safetensors_metadata_value(rt_handle file, const char* key)"],
  ["rt_torch_safetensors_free", "status", "int32_t rt_torch_safetensors_free(rt_handle file)"],
  // ---- 29. DLPack (zero-copy exchange) ----
  ["rt_torch_dlpack_version", "count", "int32_t rt_torch_dlpack_version(void)"],
  ["rt_torch_tensor_to_dlpack_versioned", "status", "int32_t rt_torch_tensor_to_dlpack_versioned(rt_tensor x, _Out_ void** out)"],
  ["rt_torch_tensor_from_dlpack_versioned", "tensor", "rt_tensor rt_torch_tensor_from_dlpack_versioned(void* managed)"],
  ["rt_torch_tensor_to_dlpack_legacy", "status", "int32_t rt_torch_tensor_to_dlpack_legacy(rt_tensor x, _Out_ void** out)"],
  ["rt_torch_tensor_from_dlpack_legacy", "tensor", "rt_tensor rt_torch_tensor_from_dlpack_legacy(void* managed)"],
  // ---- 30. Models exported from Python ----
  ["rt_torch_model_load", "handle", "rt_handle rt_torch_model_load(const char* path)"],
  ["rt_torch_model_load_options", "handle", "rt_handle rt_torch_model_load_options(const char* path, int32_t flags)"],
  ["rt_torch_model_forward", "count", "int32_t rt_torch_model_forward(rt_handle model, const rt_tensor* inputs, int32_t n, _Out_ rt_tensor* outputs, int32_t max_outputs)"],
  ["rt_torch_model_format", "text", "const char* rt_torch_model_format(rt_handle model)"],
  ["rt_torch_model_free", "status", "int32_t rt_torch_model_free(rt_handle model)"],
  // ---- 31. Distributed (torch.distributed) ----
  ["rt_torch_dist_is_available", "bool", "int32_t rt_torch_dist_is_available(void)"],
  ["rt_torch_dist_init", "status", "int32_t rt_torch_dist_init(const char* backend, const char* init_method, int32_t world_size, int32_t rank, double timeout_s)"],
  ["rt_torch_dist_is_initialized", "bool", "int32_t rt_torch_dist_is_initialized(void)"],
  ["rt_torch_dist_rank", "count", "int32_t rt_torch_dist_rank(void)"],
  ["rt_torch_dist_world_size", "count", "int32_t rt_torch_dist_world_size(void)"],
  ["rt_torch_dist_get_backend", "text", "const char* rt_torch_dist_get_backend(void)"],
  ["rt_torch_dist_barrier", "status", "int32_t rt_torch_dist_barrier(void)"],
  ["rt_torch_dist_destroy", "status", "int32_t rt_torch_dist_destroy(void)"],
  ["rt_torch_dist_all_reduce", "status", "int32_t rt_torch_dist_all_reduce(rt_tensor x, int32_t op)"],
  ["rt_torch_dist_broadcast", "status", "int32_t rt_torch_dist_broadcast(rt_tensor x, int32_t src)"],
  ["rt_torch_dist_all_gather", "status", "int32_t rt_torch_dist_all_gather(const rt_tensor* outputs, int32_t n_outputs, rt_tensor x)"],
  ["rt_torch_dist_reduce_scatter", "status", "int32_t rt_torch_dist_reduce_scatter(rt_tensor output, const rt_tensor* inputs, int32_t n_inputs, int32_t op)"],
  ["rt_torch_dist_all_reduce_async", "handle", "rt_handle rt_torch_dist_all_reduce_async(rt_tensor x, int32_t op)"],
  ["rt_torch_dist_broadcast_async", "handle", "rt_handle rt_torch_dist_broadcast_async(rt_tensor x, int32_t src)"],
  ["rt_torch_dist_all_gather_async", "handle", "rt_handle rt_torch_dist_all_gather_async(const rt_tensor* outputs, int32_t n_outputs, rt_tensor x)"],
  ["rt_torch_dist_reduce_scatter_async", "handle", "rt_handle rt_torch_dist_reduce_scatter_async(rt_tensor output, const rt_tensor* inputs, int32_t n_inputs, int32_t op)"],
  ["rt_torch_dist_wait", "status", "int32_t rt_torch_dist_wait(rt_handle work)"],
  ["rt_torch_dist_is_completed", "bool", "int32_t rt_torch_dist_is_completed(rt_handle work)"],
  ["rt_torch_dist_work_free", "status", "int32_t rt_torch_dist_work_free(rt_handle work)"],
  ["rt_torch_dist_average_gradients", "status", "int32_t rt_torch_dist_average_gradients(const rt_tensor* params, int32_t n_params, int64_t bucket_bytes)"],
  // ---- 32. Fast Fourier transforms (torch.fft) ----
  ["rt_torch_fft_fftn", "tensor", "rt_tensor rt_torch_fft_fftn(rt_tensor x, const int64_t* s, int32_t n_s, const int64_t* dims, int32_t n_dims, int32_t norm, int32_t inverse)"],
  ["rt_torch_fft_rfftn", "tensor", "rt_tensor rt_torch_fft_rfftn(rt_tensor x, const int64_t* s, int32_t n_s, const int64_t* dims, int32_t n_dims, int32_t norm)"],
  ["rt_torch_fft_irfftn", "tensor", "rt_tensor rt_torch_fft_irfftn(rt_tensor x, const int64_t* s, int32_t n_s, const int64_t* dims, int32_t n_dims, int32_t norm)"],
  ["rt_torch_fft_fftfreq", "tensor", "rt_tensor rt_torch_fft_fftfreq(int64_t n, double d, int32_t dtype, int32_t device)"],
  ["rt_torch_fft_rfftfreq", "tensor", "rt_tensor rt_torch_fft_rfftfreq(int64_t n, double d, int32_t dtype, int32_t device)"],
  ["rt_torch_fft_fftshift", "tensor", "rt_tensor rt_torch_fft_fftshift(rt_tensor x, const int64_t* dims, int32_t n_dims, int32_t inverse)"],
  ["rt_torch_tensor_real", "tensor", "rt_tensor rt_torch_tensor_real(rt_tensor x)"],
  ["rt_torch_tensor_imag", "tensor", "rt_tensor rt_torch_tensor_imag(rt_tensor x)"],
  // ---- 33. Sparse COO tensors ----
  ["rt_torch_sparse_coo_tensor", "tensor", "rt_tensor rt_torch_sparse_coo_tensor(rt_tensor indices, rt_tensor values, const int64_t* size, int32_t ndim, int32_t is_coalesced)"],
  ["rt_torch_tensor_to_sparse", "tensor", "rt_tensor rt_torch_tensor_to_sparse(rt_tensor x, int64_t sparse_dim)"],
  ["rt_torch_tensor_to_dense", "tensor", "rt_tensor rt_torch_tensor_to_dense(rt_tensor x)"],
  ["rt_torch_sparse_coalesce", "tensor", "rt_tensor rt_torch_sparse_coalesce(rt_tensor x)"],
  ["rt_torch_sparse_indices", "tensor", "rt_tensor rt_torch_sparse_indices(rt_tensor x)"],
  ["rt_torch_sparse_values", "tensor", "rt_tensor rt_torch_sparse_values(rt_tensor x)"],
  ["rt_torch_tensor_is_sparse", "bool", "int32_t rt_torch_tensor_is_sparse(rt_tensor x)"],
  ["rt_torch_sparse_is_coalesced", "bool", "int32_t rt_torch_sparse_is_coalesced(rt_tensor x)"],
  ["rt_torch_sparse_nnz", "count", "int64_t rt_torch_sparse_nnz(rt_tensor x)"],
  ["rt_torch_sparse_dim", "count", "int64_t rt_torch_sparse_dim(rt_tensor x)"],
  ["rt_torch_sparse_mm", "tensor", "rt_tensor rt_torch_sparse_mm(rt_tensor sparse, rt_tensor dense)"],
  ["rt_torch_sparse_sum", "tensor", "rt_tensor rt_torch_sparse_sum(rt_tensor x)"],
  // ---- 34. Distances, sampling grids, patches and NaN-aware reductions ----
  ["rt_torch_tensor_cdist", "tensor", "rt_tensor rt_torch_tensor_cdist(rt_tensor x1, rt_tensor x2, double p, int32_t compute_mode)"],
  ["rt_torch_nn_grid_sample", "tensor", "rt_tensor rt_torch_nn_grid_sample(rt_tensor input, rt_tensor grid, int32_t mode, int32_t padding_mode, int32_t align_corners)"],
  ["rt_torch_nn_affine_grid", "tensor", "rt_tensor rt_torch_nn_affine_grid(rt_tensor theta, const int64_t* size, int32_t ndims, int32_t align_corners)"],
  ["rt_torch_nn_unfold", "tensor", "rt_tensor rt_torch_nn_unfold(rt_tensor input, const int64_t* kernel_size, const int64_t* dilation, const int64_t* padding, const int64_t* stride)"],
  ["rt_torch_nn_fold", "tensor", "rt_tensor rt_torch_nn_fold(rt_tensor input, const int64_t* output_size, const int64_t* kernel_size, const int64_t* dilation, const int64_t* padding, const int64_t* stride)"],
  ["rt_torch_tensor_argwhere", "tensor", "rt_tensor rt_torch_tensor_argwhere(rt_tensor x)"],
  ["rt_torch_tensor_fmax", "tensor", "rt_tensor rt_torch_tensor_fmax(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_fmin", "tensor", "rt_tensor rt_torch_tensor_fmin(rt_tensor a, rt_tensor b)"],
  ["rt_torch_tensor_nansum", "tensor", "rt_tensor rt_torch_tensor_nansum(rt_tensor x)"],
  ["rt_torch_tensor_nansum_dim", "tensor", "rt_tensor rt_torch_tensor_nansum_dim(rt_tensor x, int64_t dim, int32_t keepdim)"],
  ["rt_torch_tensor_nanmean", "tensor", "rt_tensor rt_torch_tensor_nanmean(rt_tensor x, const int64_t* dims, int32_t ndims, int32_t keepdim)"],
  // ---- 35. Weight initialisation, rounding division and indexing compositions ----
  ["rt_torch_init_calculate_gain", "status", "int32_t rt_torch_init_calculate_gain(int32_t nonlinearity, double param, _Out_ double* gain)"],
  ["rt_torch_init_xavier_uniform", "status", "int32_t rt_torch_init_xavier_uniform(rt_tensor x, double gain)"],
  ["rt_torch_init_xavier_normal", "status", "int32_t rt_torch_init_xavier_normal(rt_tensor x, double gain)"],
  ["rt_torch_init_kaiming_uniform", "status", "int32_t rt_torch_init_kaiming_uniform(rt_tensor x, double a, int32_t mode, int32_t nonlinearity)"],
  ["rt_torch_init_kaiming_normal", "status", "int32_t rt_torch_init_kaiming_normal(rt_tensor x, double a, int32_t mode, int32_t nonlinearity)"],
  ["rt_torch_init_orthogonal", "status", "int32_t rt_torch_init_orthogonal(rt_tensor x, double gain)"],
  ["rt_torch_init_trunc_normal", "status", "int32_t rt_torch_init_trunc_normal(rt_tensor x, double mean, double std, double a, double b)"],
  ["rt_torch_init_sparse", "status", "int32_t rt_torch_init_sparse(rt_tensor x, double sparsity, double std)"],
  ["rt_torch_init_eye", "status", "int32_t rt_torch_init_eye(rt_tensor x)"],
  ["rt_torch_init_dirac", "status", "int32_t rt_torch_init_dirac(rt_tensor x, int64_t groups)"],
  ["rt_torch_tensor_div_rounding", "tensor", "rt_tensor rt_torch_tensor_div_rounding(rt_tensor a, rt_tensor b, int32_t mode)"],
  ["rt_torch_nn_pixel_shuffle", "tensor", "rt_tensor rt_torch_nn_pixel_shuffle(rt_tensor x, int64_t upscale_factor)"],
  ["rt_torch_nn_pixel_unshuffle", "tensor", "rt_tensor rt_torch_nn_pixel_unshuffle(rt_tensor x, int64_t downscale_factor)"],
  ["rt_torch_tensor_index_fill", "tensor", "rt_tensor rt_torch_tensor_index_fill(rt_tensor x, int64_t dim, rt_tensor index, rt_tensor value)"],
  ["rt_torch_tensor_masked_scatter", "tensor", "rt_tensor rt_torch_tensor_masked_scatter(rt_tensor x, rt_tensor mask, rt_tensor source)"],
  ["rt_torch_tensor_meshgrid", "count", "int32_t rt_torch_tensor_meshgrid(const rt_tensor* tensors, int32_t n, int32_t indexing, _Out_ rt_tensor* out, int32_t max_out)"],
  ["rt_torch_tensor_count_nonzero", "tensor", "rt_tensor rt_torch_tensor_count_nonzero(rt_tensor x, const int64_t* dims, int32_t n)"],
  // ---- 36. Higher-order gradients ----
  ["rt_torch_tensor_backward_ex", "status", "int32_t rt_torch_tensor_backward_ex(rt_tensor root, rt_tensor gradient, const rt_tensor* inputs, int32_t n_inputs, int32_t retain_graph, int32_t create_graph)"],
  // ---- 37. Transformer layers and data loading ----
  ["rt_torch_nn_transformer_encoder_layer", "tensor", "rt_tensor rt_torch_nn_transformer_encoder_layer(rt_tensor src, const rt_tensor* weights, int32_t n_weights, rt_tensor src_mask, rt_tensor src_key_padding_mask, int32_t nhead, int32_t activation, int32_t norm_first, double layer_norm_eps, double dropout, int32_t training, int32_t is_causal, int32_t batch_first)"],
  ["rt_torch_nn_transformer_decoder_layer", "tensor", "rt_tensor rt_torch_nn_transformer_decoder_layer(rt_tensor tgt, rt_tensor memory, const rt_tensor* weights, int32_t n_weights, rt_tensor tgt_mask, rt_tensor memory_mask, rt_tensor tgt_key_padding_mask, rt_tensor memory_key_padding_mask, int32_t nhead, int32_t activation, int32_t norm_first, double layer_norm_eps, double dropout, int32_t training, int32_t tgt_is_causal, int32_t memory_is_causal, int32_t batch_first)"],
  ["rt_torch_data_loader_new", "handle", "rt_handle rt_torch_data_loader_new(const rt_tensor* tensors, int32_t n_tensors, int64_t batch_size, int32_t shuffle, int32_t drop_last, rt_handle gen)"],
  ["rt_torch_data_loader_next", "count", "int32_t rt_torch_data_loader_next(rt_handle loader, _Out_ rt_tensor* batch, int32_t n_batch)"],
  ["rt_torch_data_loader_reset", "status", "int32_t rt_torch_data_loader_reset(rt_handle loader)"],
  ["rt_torch_data_loader_len", "count", "int64_t rt_torch_data_loader_len(rt_handle loader)"],
  ["rt_torch_data_loader_free", "status", "int32_t rt_torch_data_loader_free(rt_handle loader)"],
  // ---- 38. Module-path support ----
  ["rt_torch_backends_flag", "bool", "int32_t rt_torch_backends_flag(const char* name)"],
  ["rt_torch_backends_set_flag", "status", "int32_t rt_torch_backends_set_flag(const char* name, int32_t value)"],
  ["rt_torch_backends_is_available", "bool", "int32_t rt_torch_backends_is_available(const char* name)"],
  ["rt_torch_backends_is_built", "bool", "int32_t rt_torch_backends_is_built(const char* name)"],
  ["rt_torch_backends_cudnn_version", "count", "int64_t rt_torch_backends_cudnn_version(void)"],
  ["rt_torch_backends_cpu_capability", "text", "const char* rt_torch_backends_cpu_capability(void)"],
  // ---- 39. Tensor conveniences real programs use ----
  ["rt_torch_tensor_round_decimals", "tensor", "rt_tensor rt_torch_tensor_round_decimals(rt_tensor x, int64_t decimals)"],
  ["rt_torch_nn_binary_cross_entropy_weighted", "tensor", "rt_tensor rt_torch_nn_binary_cross_entropy_weighted(rt_tensor probs, rt_tensor target, rt_tensor weight, int32_t reduction)"],
  // ---- 40. Indexing by one position ----
  ["rt_torch_tensor_select", "tensor", "rt_tensor rt_torch_tensor_select(rt_tensor x, int64_t dim, int64_t index)"],
]);

module.exports = { ABI_VERSION, CONSTANTS, DTYPES, SimpleTorchError, InvalidHandleError, InvalidArgumentError,
  ShapeError, DtypeError, DeviceError, OutOfMemoryError, UnsupportedError, BufferTooSmallError, InternalError,
  ERROR_CLASSES, FUNCTIONS };
