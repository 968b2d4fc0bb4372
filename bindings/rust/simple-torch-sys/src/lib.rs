//! simple-torch-sys: the raw C ABI of simple-torch (`include/simple_torch.h`), every constant and function.
//! Generated from src/simple_torch/abi/spec.py by `make generate` (abi/rust_bindings.py); do not edit.
//!
//! Handles are positive ids, never reused; a returned handle is the caller's, freed with
//! rt_torch_tensor_free (tensors) or the matching _free. On failure a function returns the value its
//! doc names (`fails:`) and sets the calling thread's last error (rt_torch_last_error_code, _last_error).
//! Every function may be called from any thread. build.rs links libsimple_torch_ffi.so.
#![no_std]
#![allow(non_camel_case_types)]

use core::ffi::{c_char, c_void};

/// A tensor handle; 0 is never a valid handle.
pub type rt_tensor = i64;
/// A stream, optimizer, scheduler, generator, model, ... handle; 0 is never valid.
pub type rt_handle = i64;
/// rt_torch_optim_lbfgs_step's closure: re-evaluate the model, write the loss into *loss and return RT_OK,
/// or return an error code; user_data is the step's, passed through.
pub type rt_closure = Option<unsafe extern "C" fn(user_data: *mut c_void, loss: *mut f64) -> i32>;

/// the ABI's major version
pub const RT_TORCH_ABI_VERSION_MAJOR: i32 = 1;
/// the ABI's minor version
pub const RT_TORCH_ABI_VERSION_MINOR: i32 = 9;
/// the ABI's patch version
pub const RT_TORCH_ABI_VERSION_PATCH: i32 = 0;
/// what rt_torch_abi_version() returns for a library of this crate: MAJOR*10000 + MINOR*100 + PATCH
pub const RT_TORCH_ABI_VERSION: i32 = 10900;
/// success
pub const RT_OK: i32 = 0;
/// 0, negative, freed or never-issued handle
pub const RT_ERR_INVALID_HANDLE: i32 = 1;
/// NULL pointer, negative size, bad dim, bad enum value
pub const RT_ERR_INVALID_ARGUMENT: i32 = 2;
/// shapes incompatible for the operation
pub const RT_ERR_SHAPE: i32 = 3;
/// dtype not valid for the operation
pub const RT_ERR_DTYPE: i32 = 4;
/// device absent (e.g. CUDA on a CPU-only machine)
pub const RT_ERR_DEVICE: i32 = 5;
/// allocation failed (host or device)
pub const RT_ERR_OUT_OF_MEMORY: i32 = 6;
/// operation not available on the active backend
pub const RT_ERR_UNSUPPORTED: i32 = 7;
/// caller's output buffer is too small
pub const RT_ERR_BUFFER_TOO_SMALL: i32 = 8;
/// anything else; the message carries the backend's text
pub const RT_ERR_INTERNAL: i32 = 9;
/// unsigned 8-bit integer, 1 byte
pub const RT_UINT8: i32 = 0;
/// signed 8-bit integer, 1 byte
pub const RT_INT8: i32 = 1;
/// signed 16-bit integer, 2 bytes
pub const RT_INT16: i32 = 2;
/// signed 32-bit integer, 4 bytes
pub const RT_INT32: i32 = 3;
/// signed 64-bit integer, 8 bytes
pub const RT_INT64: i32 = 4;
/// IEEE half precision, 2 bytes
pub const RT_FLOAT16: i32 = 5;
/// IEEE single precision (the default), 4 bytes
pub const RT_FLOAT32: i32 = 6;
/// IEEE double precision, 8 bytes
pub const RT_FLOAT64: i32 = 7;
/// two float32: real, imaginary, 8 bytes
pub const RT_COMPLEX64: i32 = 9;
/// two float64: real, imaginary, 16 bytes
pub const RT_COMPLEX128: i32 = 10;
/// 0 or 1, 1 byte
pub const RT_BOOL: i32 = 11;
/// brain float: float32's exponent, 7-bit mantissa, 2 bytes
pub const RT_BFLOAT16: i32 = 15;
/// the CPU; n >= 0 is cuda:n
pub const RT_CPU: i32 = -1;
/// dtype: float32 for a new tensor, the input's dtype for a *_like
pub const RT_DTYPE_DEFAULT: i32 = -1;
/// device: the default device for a new tensor, the input's device for a *_like
pub const RT_DEVICE_DEFAULT: i32 = -3;
/// loss per element
pub const RT_REDUCTION_NONE: i32 = 0;
/// mean of the losses
pub const RT_REDUCTION_MEAN: i32 = 1;
/// sum of the losses
pub const RT_REDUCTION_SUM: i32 = 2;
/// sum
pub const RT_SCATTER_SUM: i32 = 0;
/// product
pub const RT_SCATTER_PROD: i32 = 1;
/// mean (integers: floor division)
pub const RT_SCATTER_MEAN: i32 = 2;
/// maximum
pub const RT_SCATTER_AMAX: i32 = 3;
/// minimum
pub const RT_SCATTER_AMIN: i32 = 4;
/// the value given
pub const RT_PAD_CONSTANT: i32 = 0;
/// the input mirrored, the edge not repeated
pub const RT_PAD_REFLECT: i32 = 1;
/// the edge element repeated
pub const RT_PAD_REPLICATE: i32 = 2;
/// the input wrapped around
pub const RT_PAD_CIRCULAR: i32 = 3;
/// the input element at floor(position * scale)
pub const RT_INTERPOLATE_NEAREST: i32 = 0;
/// linear in each resized dim: linear, bilinear, trilinear
pub const RT_INTERPOLATE_LINEAR: i32 = 1;
/// the input element at floor((position + 0.5) * scale)
pub const RT_INTERPOLATE_NEAREST_EXACT: i32 = 2;
/// the sum of the rows (each times its per-sample weight, if given)
pub const RT_EMBEDDING_BAG_SUM: i32 = 0;
/// the mean of the rows
pub const RT_EMBEDDING_BAG_MEAN: i32 = 1;
/// the element-wise maximum of the rows
pub const RT_EMBEDDING_BAG_MAX: i32 = 2;
/// sum
pub const RT_DIST_SUM: i32 = 0;
/// mean (floating point only)
pub const RT_DIST_AVG: i32 = 1;
/// product
pub const RT_DIST_PRODUCT: i32 = 2;
/// minimum
pub const RT_DIST_MIN: i32 = 3;
/// maximum
pub const RT_DIST_MAX: i32 = 4;
/// untrusted: formats that run code when loaded are refused
pub const RT_MODEL_LOAD_DEFAULT: i32 = 0;
/// the caller trusts the file: TorchScript and AOTInductor packages are loaded too
pub const RT_MODEL_LOAD_TRUSTED: i32 = 1;
/// Q of m x k and R of k x n
pub const RT_QR_REDUCED: i32 = 0;
/// Q of m x m and R of m x n
pub const RT_QR_COMPLETE: i32 = 1;
/// R of k x n only; Q is an empty tensor
pub const RT_QR_R: i32 = 2;
/// PyTorch's choice: gelsy on the CPU, gels on CUDA
pub const RT_LSTSQ_DEFAULT: i32 = 0;
/// QR; A must have full rank; no rank
pub const RT_LSTSQ_GELS: i32 = 1;
/// QR with column pivoting; no residuals
pub const RT_LSTSQ_GELSY: i32 = 2;
/// divide-and-conquer SVD; singular values too
pub const RT_LSTSQ_GELSD: i32 = 3;
/// SVD; singular values too
pub const RT_LSTSQ_GELSS: i32 = 4;
/// max(0, x)
pub const RT_ACTIVATION_RELU: i32 = 0;
/// x * Phi(x), exact (erf) form
pub const RT_ACTIVATION_GELU: i32 = 1;
/// GELU's tanh approximation
pub const RT_ACTIVATION_GELU_TANH: i32 = 2;
/// use_mm_for_euclid_dist_if_necessary: matrix products for p = 2 when either set has more than 25 rows, else differences
pub const RT_CDIST_MM_IF_NECESSARY: i32 = 0;
/// use_mm_for_euclid_dist: matrix products for p = 2
pub const RT_CDIST_MM: i32 = 1;
/// donot_use_mm_for_euclid_dist: differences for every p
pub const RT_CDIST_NO_MM: i32 = 2;
/// the four (2-D) or eight (3-D) neighbours mixed linearly
pub const RT_GRID_SAMPLE_BILINEAR: i32 = 0;
/// the nearest input element (halves round to even)
pub const RT_GRID_SAMPLE_NEAREST: i32 = 1;
/// the 4 x 4 neighbours mixed by cubic convolution (A = -0.75), each padded on its own; 4-D input only
pub const RT_GRID_SAMPLE_BICUBIC: i32 = 2;
/// zeros
pub const RT_GRID_SAMPLE_PAD_ZEROS: i32 = 0;
/// the position clipped to the border
pub const RT_GRID_SAMPLE_PAD_BORDER: i32 = 1;
/// the position reflected at the border
pub const RT_GRID_SAMPLE_PAD_REFLECTION: i32 = 2;
/// true division, no rounding (rounding_mode=None)
pub const RT_ROUNDING_NONE: i32 = 0;
/// toward zero (C's integer division)
pub const RT_ROUNDING_TRUNC: i32 = 1;
/// toward negative infinity (Python's //, floor_divide)
pub const RT_ROUNDING_FLOOR: i32 = 2;
/// inputs per unit: keeps the forward pass's variance
pub const RT_INIT_FAN_IN: i32 = 0;
/// outputs per unit: keeps the backward pass's variance
pub const RT_INIT_FAN_OUT: i32 = 1;
/// gain 1
pub const RT_NONLINEARITY_LINEAR: i32 = 0;
/// gain 1
pub const RT_NONLINEARITY_CONV1D: i32 = 1;
/// gain 1
pub const RT_NONLINEARITY_CONV2D: i32 = 2;
/// gain 1
pub const RT_NONLINEARITY_CONV3D: i32 = 3;
/// gain 1
pub const RT_NONLINEARITY_CONV_TRANSPOSE1D: i32 = 4;
/// gain 1
pub const RT_NONLINEARITY_CONV_TRANSPOSE2D: i32 = 5;
/// gain 1
pub const RT_NONLINEARITY_CONV_TRANSPOSE3D: i32 = 6;
/// gain 1
pub const RT_NONLINEARITY_SIGMOID: i32 = 7;
/// gain 5/3
pub const RT_NONLINEARITY_TANH: i32 = 8;
/// gain sqrt(2)
pub const RT_NONLINEARITY_RELU: i32 = 9;
/// gain sqrt(2 / (1 + slope ** 2)), slope the param
pub const RT_NONLINEARITY_LEAKY_RELU: i32 = 10;
/// gain 3/4
pub const RT_NONLINEARITY_SELU: i32 = 11;
/// matrix indexing: output i runs along dim i
pub const RT_MESHGRID_IJ: i32 = 0;
/// Cartesian indexing: the first two dims swapped (NumPy's default)
pub const RT_MESHGRID_XY: i32 = 1;
/// the forward transform unscaled, the inverse scaled by 1/n (PyTorch's default)
pub const RT_FFT_NORM_BACKWARD: i32 = 0;
/// both scaled by 1/sqrt(n)
pub const RT_FFT_NORM_ORTHO: i32 = 1;
/// the forward transform scaled by 1/n, the inverse unscaled
pub const RT_FFT_NORM_FORWARD: i32 = 2;

extern "C" {

    // ---- 1. Library information and runtime ----
    /// 1 when the PyTorch backend is active; fails: -1
    pub fn rt_torch_available() -> i32;
    /// backend version, e.g. "2.13.0+cpu" or "numpy 2.4.6"; fails: ""
    pub fn rt_torch_version() -> *const c_char;
    /// 1 when a CUDA device can be used; fails: -1
    pub fn rt_torch_cuda_available() -> i32;
    /// number of CUDA devices (0 without CUDA); fails: -1
    pub fn rt_torch_cuda_device_count() -> i32;
    /// "torch" or "numpy"; fails: ""
    pub fn rt_torch_backend() -> *const c_char;
    /// MAJOR*10000 + MINOR*100 + PATCH; fails: -1
    pub fn rt_torch_abi_version() -> i32;
    /// start the runtime now (else on the first call); status; fails: the error code
    pub fn rt_torch_init() -> i32;
    /// code of this thread's last call
    pub fn rt_torch_last_error_code() -> i32;
    /// message of this thread's last call; valid until its next call
    pub fn rt_torch_last_error() -> *const c_char;
    /// reset this thread's last error to RT_OK
    pub fn rt_torch_clear_error();
    /// seed every random generator of the backend; fails: the error code
    pub fn rt_torch_manual_seed(seed: i64) -> i32;
    /// tensor handles not yet freed; fails: -1
    pub fn rt_torch_live_tensors() -> i64;
    /// device for creation functions; fails: the error code
    pub fn rt_torch_set_default_device(device: i32) -> i32;
    /// device code used by creation functions; fails: -2
    pub fn rt_torch_default_device() -> i32;
    /// threads for one operation's parallel work, process-wide, 1 to 1024 (PyTorch's set_num_threads; NumPy: the size of its BLAS pool); status; fails: the error code
    pub fn rt_torch_set_num_threads(n: i32) -> i32;
    /// the thread count rt_torch_set_num_threads sets; fails: -1
    pub fn rt_torch_get_num_threads() -> i32;
    /// "on" when the native fast path runs the functions the header marks [fast] (on CPU tensors; element-wise ones, matmul and linear also on CUDA ones); "on for N of M functions; off for ..." when the torch lacks the shim functions some of them need (which, and what it lacks); else "off: " and why (NumPy backend, SIMPLE_TORCH_FAST_PATH=0, a torch without the shim functions the fast path needs); fails: ""
    pub fn rt_torch_fast_path() -> *const c_char;

    // ---- 2. Tensor creation ----
    /// float32 zeros; fails: 0
    pub fn rt_torch_tensor_zeros(dims: *const i64, ndims: i32) -> rt_tensor;
    /// float32 ones; fails: 0
    pub fn rt_torch_tensor_ones(dims: *const i64, ndims: i32) -> rt_tensor;
    /// float32 samples of N(0, 1); fails: 0
    pub fn rt_torch_tensor_randn(dims: *const i64, ndims: i32) -> rt_tensor;
    /// float32 samples of U[0, 1); fails: 0
    pub fn rt_torch_tensor_rand(dims: *const i64, ndims: i32) -> rt_tensor;
    /// float32, contents unspecified; fails: 0
    pub fn rt_torch_tensor_empty(dims: *const i64, ndims: i32) -> rt_tensor;
    /// float32 filled with value; fails: 0
    pub fn rt_torch_tensor_full(dims: *const i64, ndims: i32, value: f64) -> rt_tensor;
    /// copy of row-major data of the given dtype; fails: 0
    pub fn rt_torch_tensor_from_data(data: *const c_void, dims: *const i64, ndims: i32, dtype: i32) -> rt_tensor;
    /// [start, end) by step; fails: 0
    pub fn rt_torch_tensor_arange(start: f64, end: f64, step: f64, dtype: i32) -> rt_tensor;
    /// steps evenly spaced float32 values; fails: 0
    pub fn rt_torch_tensor_linspace(start: f64, end: f64, steps: i64) -> rt_tensor;
    /// n x m float32 identity; fails: 0
    pub fn rt_torch_tensor_eye(n: i64, m: i64) -> rt_tensor;

    // ---- 3. Element-wise arithmetic (broadcasting as PyTorch) ----
    /// a + b; fails: 0
    pub fn rt_torch_tensor_add(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// a - b; fails: 0
    pub fn rt_torch_tensor_sub(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// a * b; fails: 0
    pub fn rt_torch_tensor_mul(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// a / b (true division); fails: 0
    pub fn rt_torch_tensor_div(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// a ** exponent; fails: 0
    pub fn rt_torch_tensor_pow(a: rt_tensor, exponent: f64) -> rt_tensor;
    /// -a; fails: 0
    pub fn rt_torch_tensor_neg(a: rt_tensor) -> rt_tensor;
    /// |a|; fails: 0
    pub fn rt_torch_tensor_abs(a: rt_tensor) -> rt_tensor;
    /// square root; fails: 0
    pub fn rt_torch_tensor_sqrt(a: rt_tensor) -> rt_tensor;
    /// e ** a; fails: 0
    pub fn rt_torch_tensor_exp(a: rt_tensor) -> rt_tensor;
    /// natural logarithm; fails: 0
    pub fn rt_torch_tensor_log(a: rt_tensor) -> rt_tensor;
    /// a + s; fails: 0
    pub fn rt_torch_tensor_add_scalar(a: rt_tensor, s: f64) -> rt_tensor;
    /// a * s; fails: 0
    pub fn rt_torch_tensor_mul_scalar(a: rt_tensor, s: f64) -> rt_tensor;
    /// sine; fails: 0
    pub fn rt_torch_tensor_sin(a: rt_tensor) -> rt_tensor;
    /// cosine; fails: 0
    pub fn rt_torch_tensor_cos(a: rt_tensor) -> rt_tensor;
    /// tangent; fails: 0
    pub fn rt_torch_tensor_tan(a: rt_tensor) -> rt_tensor;
    /// arcsine; fails: 0
    pub fn rt_torch_tensor_asin(a: rt_tensor) -> rt_tensor;
    /// arccosine; fails: 0
    pub fn rt_torch_tensor_acos(a: rt_tensor) -> rt_tensor;
    /// arctangent; fails: 0
    pub fn rt_torch_tensor_atan(a: rt_tensor) -> rt_tensor;
    /// hyperbolic sine; fails: 0
    pub fn rt_torch_tensor_sinh(a: rt_tensor) -> rt_tensor;
    /// hyperbolic cosine; fails: 0
    pub fn rt_torch_tensor_cosh(a: rt_tensor) -> rt_tensor;
    /// 1 / sqrt(a); fails: 0
    pub fn rt_torch_tensor_rsqrt(a: rt_tensor) -> rt_tensor;
    /// 1 / a; fails: 0
    pub fn rt_torch_tensor_reciprocal(a: rt_tensor) -> rt_tensor;
    /// log(1 + a), exact near 0; fails: 0
    pub fn rt_torch_tensor_log1p(a: rt_tensor) -> rt_tensor;
    /// e ** a - 1, exact near 0; fails: 0
    pub fn rt_torch_tensor_expm1(a: rt_tensor) -> rt_tensor;
    /// base-2 logarithm; fails: 0
    pub fn rt_torch_tensor_log2(a: rt_tensor) -> rt_tensor;
    /// base-10 logarithm; fails: 0
    pub fn rt_torch_tensor_log10(a: rt_tensor) -> rt_tensor;
    /// 2 ** a; fails: 0
    pub fn rt_torch_tensor_exp2(a: rt_tensor) -> rt_tensor;
    /// error function; fails: 0
    pub fn rt_torch_tensor_erf(a: rt_tensor) -> rt_tensor;
    /// inverse error function; fails: 0
    pub fn rt_torch_tensor_erfinv(a: rt_tensor) -> rt_tensor;
    /// a * a (integers stay integers; bool gives int64); fails: 0
    pub fn rt_torch_tensor_square(a: rt_tensor) -> rt_tensor;
    /// -1, 0 or 1 (in a's dtype); fails: 0
    pub fn rt_torch_tensor_sign(a: rt_tensor) -> rt_tensor;
    /// round down (integers unchanged); fails: 0
    pub fn rt_torch_tensor_floor(a: rt_tensor) -> rt_tensor;
    /// round up (integers unchanged); fails: 0
    pub fn rt_torch_tensor_ceil(a: rt_tensor) -> rt_tensor;
    /// round half to even (integers unchanged); fails: 0
    pub fn rt_torch_tensor_round(a: rt_tensor) -> rt_tensor;
    /// round toward zero (integers unchanged); fails: 0
    pub fn rt_torch_tensor_trunc(a: rt_tensor) -> rt_tensor;
    /// a - trunc(a); fails: 0
    pub fn rt_torch_tensor_frac(a: rt_tensor) -> rt_tensor;
    /// larger of a and b, broadcast (NaN wins); fails: 0
    pub fn rt_torch_tensor_maximum(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// smaller of a and b, broadcast (NaN wins); fails: 0
    pub fn rt_torch_tensor_minimum(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// angle of (b, a): atan(a / b) in the right quadrant, broadcast; fails: 0
    pub fn rt_torch_tensor_atan2(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// a ** b element-wise, broadcast and promoted (an integer to a negative power is 0 unless a is 1 or -1, as PyTorch); Tier 3's pow picks this or the number form; fails: 0
    pub fn rt_torch_tensor_pow_tensor(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// a - trunc(a / b) * b (the sign of a), broadcast and promoted (integers: RT_ERR_INVALID_ARGUMENT for a zero b); fails: 0
    pub fn rt_torch_tensor_fmod(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// a - floor(a / b) * b (the sign of b), broadcast and promoted (integers: RT_ERR_INVALID_ARGUMENT for a zero b); fails: 0
    pub fn rt_torch_tensor_remainder(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// fmod of a by the number s (converted to the dtype of a with a float first, as PyTorch); fails: 0
    pub fn rt_torch_tensor_fmod_scalar(a: rt_tensor, s: f64) -> rt_tensor;
    /// remainder of a by the number s (converted to the dtype of a with a float first, as PyTorch); fails: 0
    pub fn rt_torch_tensor_remainder_scalar(a: rt_tensor, s: f64) -> rt_tensor;
    /// log(exp(a) + exp(b)) without overflow, broadcast; fails: 0
    pub fn rt_torch_tensor_logaddexp(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// start + weight * (end - start), broadcast; the three of one floating dtype; fails: 0
    pub fn rt_torch_tensor_lerp(start: rt_tensor, end: rt_tensor, weight: rt_tensor) -> rt_tensor;
    /// start + weight * (end - start), broadcast; start and end of one floating dtype; fails: 0
    pub fn rt_torch_tensor_lerp_scalar(start: rt_tensor, end: rt_tensor, weight: f64) -> rt_tensor;
    /// x + value * tensor1 * tensor2, the three broadcast and promoted; fails: 0
    pub fn rt_torch_tensor_addcmul(x: rt_tensor, tensor1: rt_tensor, tensor2: rt_tensor, value: f64) -> rt_tensor;
    /// x + value * tensor1 / tensor2, the three broadcast and promoted; fails: 0
    pub fn rt_torch_tensor_addcdiv(x: rt_tensor, tensor1: rt_tensor, tensor2: rt_tensor, value: f64) -> rt_tensor;
    /// x with NaN, +inf and -inf replaced; a NaN posinf or neginf is the dtype's largest or lowest value; fails: 0
    pub fn rt_torch_tensor_nan_to_num(x: rt_tensor, nan: f64, posinf: f64, neginf: f64) -> rt_tensor;
    /// log(1 + exp(beta * x)) / beta, and x where beta * x > threshold; fails: 0
    pub fn rt_torch_tensor_softplus(x: rt_tensor, beta: f64, threshold: f64) -> rt_tensor;

    // ---- 4. Activations ----
    /// max(x, 0); fails: 0
    pub fn rt_torch_relu(x: rt_tensor) -> rt_tensor;
    /// 1 / (1 + e ** -x); fails: 0
    pub fn rt_torch_sigmoid(x: rt_tensor) -> rt_tensor;
    /// hyperbolic tangent; fails: 0
    pub fn rt_torch_tanh(x: rt_tensor) -> rt_tensor;
    /// x, or negative_slope * x below 0; fails: 0
    pub fn rt_torch_leaky_relu(x: rt_tensor, negative_slope: f64) -> rt_tensor;
    /// x * Phi(x), exact (erf) form; fails: 0
    pub fn rt_torch_gelu(x: rt_tensor) -> rt_tensor;
    /// softmax along dim; fails: 0
    pub fn rt_torch_softmax(x: rt_tensor, dim: i64) -> rt_tensor;
    /// log of softmax along dim; fails: 0
    pub fn rt_torch_log_softmax(x: rt_tensor, dim: i64) -> rt_tensor;
    /// x * sigmoid(x); fails: 0
    pub fn rt_torch_silu(x: rt_tensor) -> rt_tensor;
    /// x * tanh(softplus(x)); fails: 0
    pub fn rt_torch_mish(x: rt_tensor) -> rt_tensor;
    /// x * min(max(x + 3, 0), 6) / 6; fails: 0
    pub fn rt_torch_hardswish(x: rt_tensor) -> rt_tensor;
    /// min(max(x + 3, 0), 6) / 6; fails: 0
    pub fn rt_torch_hardsigmoid(x: rt_tensor) -> rt_tensor;
    /// x above 0, else alpha * (exp(x) - 1); fails: 0
    pub fn rt_torch_elu(x: rt_tensor, alpha: f64) -> rt_tensor;
    /// 1.0507... * elu(x, 1.6732...): PyTorch's self-normalising constants; fails: 0
    pub fn rt_torch_selu(x: rt_tensor) -> rt_tensor;
    /// x above 0, else alpha * (exp(x / alpha) - 1); alpha finite and not 0; fails: 0
    pub fn rt_torch_celu(x: rt_tensor, alpha: f64) -> rt_tensor;
    /// GELU's tanh approximation: x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x ** 3))); fails: 0
    pub fn rt_torch_gelu_tanh(x: rt_tensor) -> rt_tensor;
    /// x above 0, else weight * x: a 0-dim or 1-D weight of x's dtype with 1 element or one per channel (dim 1 of an x of 2 or more dims); fails: 0
    pub fn rt_torch_prelu(x: rt_tensor, weight: rt_tensor) -> rt_tensor;
    /// x limited to [min_val, max_val] (not NaN, min_val <= max_val; integers keep their dtype), gradient 1 strictly inside; fails: 0
    pub fn rt_torch_hardtanh(x: rt_tensor, min_val: f64, max_val: f64) -> rt_tensor;
    /// hardtanh(x, 0, 6) (integers keep their dtype); fails: 0
    pub fn rt_torch_relu6(x: rt_tensor) -> rt_tensor;
    /// log(sigmoid(x)) without overflow; fails: 0
    pub fn rt_torch_logsigmoid(x: rt_tensor) -> rt_tensor;
    /// x / (|x| + 1) (integers give float32); fails: 0
    pub fn rt_torch_softsign(x: rt_tensor) -> rt_tensor;
    /// x - tanh(x) (integers give float32); fails: 0
    pub fn rt_torch_tanhshrink(x: rt_tensor) -> rt_tensor;
    /// the first half of x along dim times the sigmoid of the second (size(dim) even); fails: 0
    pub fn rt_torch_glu(x: rt_tensor, dim: i64) -> rt_tensor;

    // ---- 5. Linear algebra ----
    /// matrix product, batched and broadcast as PyTorch; fails: 0
    pub fn rt_torch_tensor_matmul(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// dot product of two 1-D tensors; fails: 0
    pub fn rt_torch_tensor_dot(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// swap two dims; fails: 0
    pub fn rt_torch_tensor_transpose(x: rt_tensor, dim0: i64, dim1: i64) -> rt_tensor;
    /// transpose of a tensor of at most 2 dims; fails: 0
    pub fn rt_torch_tensor_t(x: rt_tensor) -> rt_tensor;
    /// 2-norm of all elements; fails: 0
    pub fn rt_torch_tensor_norm(x: rt_tensor) -> rt_tensor;
    /// determinant of square matrices; fails: 0
    pub fn rt_torch_tensor_det(x: rt_tensor) -> rt_tensor;
    /// inverse of square matrices; fails: 0
    pub fn rt_torch_tensor_inverse(x: rt_tensor) -> rt_tensor;
    /// reduced SVD x = u diag(s) vh; status; fails: the error code
    pub fn rt_torch_tensor_svd(x: rt_tensor, u: *mut rt_tensor, s: *mut rt_tensor, vh: *mut rt_tensor) -> i32;
    /// eigen-decomposition with complex outputs; status; fails: the error code
    pub fn rt_torch_tensor_eig(x: rt_tensor, values: *mut rt_tensor, vectors: *mut rt_tensor) -> i32;

    // ---- 6. Reductions (std and var use Bessel's correction; max_dim/min_dim return values only) ----
    /// sum of all elements, as a scalar tensor; fails: 0
    pub fn rt_torch_tensor_sum(x: rt_tensor) -> rt_tensor;
    /// sum along dim; keepdim keeps it as size 1; fails: 0
    pub fn rt_torch_tensor_sum_dim(x: rt_tensor, dim: i64, keepdim: i32) -> rt_tensor;
    /// mean of all elements, as a scalar tensor; fails: 0
    pub fn rt_torch_tensor_mean(x: rt_tensor) -> rt_tensor;
    /// mean along dim; keepdim keeps it as size 1; fails: 0
    pub fn rt_torch_tensor_mean_dim(x: rt_tensor, dim: i64, keepdim: i32) -> rt_tensor;
    /// maximum of all elements, as a scalar tensor; fails: 0
    pub fn rt_torch_tensor_max(x: rt_tensor) -> rt_tensor;
    /// maximum along dim; keepdim keeps it as size 1; fails: 0
    pub fn rt_torch_tensor_max_dim(x: rt_tensor, dim: i64, keepdim: i32) -> rt_tensor;
    /// minimum of all elements, as a scalar tensor; fails: 0
    pub fn rt_torch_tensor_min(x: rt_tensor) -> rt_tensor;
    /// minimum along dim; keepdim keeps it as size 1; fails: 0
    pub fn rt_torch_tensor_min_dim(x: rt_tensor, dim: i64, keepdim: i32) -> rt_tensor;
    /// int64 index of the maximum of all elements, as a scalar tensor; fails: 0
    pub fn rt_torch_tensor_argmax(x: rt_tensor) -> rt_tensor;
    /// int64 index of the maximum along dim; keepdim keeps it as size 1; fails: 0
    pub fn rt_torch_tensor_argmax_dim(x: rt_tensor, dim: i64, keepdim: i32) -> rt_tensor;
    /// int64 index of the minimum of all elements, as a scalar tensor; fails: 0
    pub fn rt_torch_tensor_argmin(x: rt_tensor) -> rt_tensor;
    /// int64 index of the minimum along dim; keepdim keeps it as size 1; fails: 0
    pub fn rt_torch_tensor_argmin_dim(x: rt_tensor, dim: i64, keepdim: i32) -> rt_tensor;
    /// standard deviation of all elements, as a scalar tensor; fails: 0
    pub fn rt_torch_tensor_std(x: rt_tensor) -> rt_tensor;
    /// standard deviation along dim; keepdim keeps it as size 1; fails: 0
    pub fn rt_torch_tensor_std_dim(x: rt_tensor, dim: i64, keepdim: i32) -> rt_tensor;
    /// variance of all elements, as a scalar tensor; fails: 0
    pub fn rt_torch_tensor_var(x: rt_tensor) -> rt_tensor;
    /// variance along dim; keepdim keeps it as size 1; fails: 0
    pub fn rt_torch_tensor_var_dim(x: rt_tensor, dim: i64, keepdim: i32) -> rt_tensor;

    // ---- 7. Shape, dtype and data access ----
    /// same data, new shape (one dim may be -1); fails: 0
    pub fn rt_torch_tensor_reshape(x: rt_tensor, dims: *const i64, ndims: i32) -> rt_tensor;
    /// reshape without copying; needs compatible strides; fails: 0
    pub fn rt_torch_tensor_view(x: rt_tensor, dims: *const i64, ndims: i32) -> rt_tensor;
    /// reorder the dims; fails: 0
    pub fn rt_torch_tensor_permute(x: rt_tensor, order: *const i64, ndims: i32) -> rt_tensor;
    /// drop every dim of size 1; fails: 0
    pub fn rt_torch_tensor_squeeze(x: rt_tensor) -> rt_tensor;
    /// drop dim if its size is 1; fails: 0
    pub fn rt_torch_tensor_squeeze_dim(x: rt_tensor, dim: i64) -> rt_tensor;
    /// insert a dim of size 1; fails: 0
    pub fn rt_torch_tensor_unsqueeze(x: rt_tensor, dim: i64) -> rt_tensor;
    /// merge dims start_dim..end_dim; fails: 0
    pub fn rt_torch_tensor_flatten(x: rt_tensor, start_dim: i64, end_dim: i64) -> rt_tensor;
    /// broadcast to a shape (-1 keeps a dim); fails: 0
    pub fn rt_torch_tensor_expand(x: rt_tensor, dims: *const i64, ndims: i32) -> rt_tensor;
    /// row-major copy (or the same data if already so); fails: 0
    pub fn rt_torch_tensor_contiguous(x: rt_tensor) -> rt_tensor;
    /// 1 when the data is row-major without gaps; fails: -1
    pub fn rt_torch_tensor_is_contiguous(x: rt_tensor) -> i32;
    /// writes the dims, returns ndim; RT_ERR_BUFFER_TOO_SMALL when max_dims < ndim; fails: -1
    pub fn rt_torch_tensor_shape(x: rt_tensor, dims_out: *mut i64, max_dims: i32) -> i32;
    /// number of dims; fails: -1
    pub fn rt_torch_tensor_ndim(x: rt_tensor) -> i32;
    /// number of elements; fails: -1
    pub fn rt_torch_tensor_numel(x: rt_tensor) -> i64;
    /// size of one dim; fails: -1
    pub fn rt_torch_tensor_size(x: rt_tensor, dim: i64) -> i64;
    /// dtype code; fails: -1
    pub fn rt_torch_tensor_dtype(x: rt_tensor) -> i32;
    /// copy converted to dtype; fails: 0
    pub fn rt_torch_tensor_to_dtype(x: rt_tensor, dtype: i32) -> rt_tensor;
    /// numel * element size; fails: -1
    pub fn rt_torch_tensor_nbytes(x: rt_tensor) -> i64;
    /// row-major copy of the data in its own dtype, from any device; returns bytes written; fails: -1
    pub fn rt_torch_tensor_copy_to(x: rt_tensor, out: *mut c_void, out_nbytes: i64) -> i64;
    /// one-element tensor to double; status; fails: the error code
    pub fn rt_torch_tensor_item(x: rt_tensor, out: *mut f64) -> i32;
    /// write src's values into dst in place (broadcast, converted to dst's dtype; not recorded by autograd); fails: the error code
    pub fn rt_torch_tensor_copy_from(dst: rt_tensor, src: rt_tensor) -> i32;

    // ---- 8. Indexing and slicing ----
    /// x[start:end:step] along dim (step > 0; bounds clamp as in Python); fails: 0
    pub fn rt_torch_tensor_slice(x: rt_tensor, dim: i64, start: i64, end: i64, step: i64) -> rt_tensor;
    /// rows of dim picked by a 1-D int64 index; fails: 0
    pub fn rt_torch_tensor_index_select(x: rt_tensor, dim: i64, index: rt_tensor) -> rt_tensor;
    /// values picked along dim by an int64 index; fails: 0
    pub fn rt_torch_tensor_gather(x: rt_tensor, dim: i64, index: rt_tensor) -> rt_tensor;
    /// join along an existing dim; fails: 0
    pub fn rt_torch_tensor_cat(xs: *const rt_tensor, n: i32, dim: i64) -> rt_tensor;
    /// join along a new dim; fails: 0
    pub fn rt_torch_tensor_stack(xs: *const rt_tensor, n: i32, dim: i64) -> rt_tensor;
    /// split into at most chunks parts; returns the count written; fails: -1
    pub fn rt_torch_tensor_chunk(x: rt_tensor, chunks: i64, dim: i64, out: *mut rt_tensor, max_out: i32) -> i32;

    // ---- 9. Neural-network operations (a weight or bias handle of 0 means none) ----
    /// x @ weight.T + bias; fails: 0
    pub fn rt_torch_nn_linear(x: rt_tensor, weight: rt_tensor, bias: rt_tensor) -> rt_tensor;
    /// 2-D convolution of NCHW input; fails: 0
    pub fn rt_torch_nn_conv2d(x: rt_tensor, weight: rt_tensor, bias: rt_tensor, stride: *const i64, padding: *const i64, dilation: *const i64, groups: i64) -> rt_tensor;
    /// 2-D max pooling; fails: 0
    pub fn rt_torch_nn_max_pool2d(x: rt_tensor, kernel: *const i64, stride: *const i64, padding: *const i64) -> rt_tensor;
    /// 2-D average pooling (padding counted); fails: 0
    pub fn rt_torch_nn_avg_pool2d(x: rt_tensor, kernel: *const i64, stride: *const i64, padding: *const i64) -> rt_tensor;
    /// 1-D convolution of (N, C, L) or (C, L) input, weight (out_channels, in_channels / groups, k); fails: 0
    pub fn rt_torch_nn_conv1d(x: rt_tensor, weight: rt_tensor, bias: rt_tensor, stride: i64, padding: i64, dilation: i64, groups: i64) -> rt_tensor;
    /// transposed 2-D convolution (the gradient of conv2d's input) of NCHW input, weight (in_channels, out_channels / groups, kH, kW); output_padding below stride or dilation adds to one side; fails: 0
    pub fn rt_torch_nn_conv_transpose2d(x: rt_tensor, weight: rt_tensor, bias: rt_tensor, stride: *const i64, padding: *const i64, output_padding: *const i64, dilation: *const i64, groups: i64) -> rt_tensor;
    /// transposed 1-D convolution of (N, C, L) or (C, L) input, weight (in_channels, out_channels / groups, k); fails: 0
    pub fn rt_torch_nn_conv_transpose1d(x: rt_tensor, weight: rt_tensor, bias: rt_tensor, stride: i64, padding: i64, output_padding: i64, dilation: i64, groups: i64) -> rt_tensor;
    /// 3-D convolution of (N, C, D, H, W) or (C, D, H, W) input, weight (out_channels, in_channels / groups, kD, kH, kW); fails: 0
    pub fn rt_torch_nn_conv3d(x: rt_tensor, weight: rt_tensor, bias: rt_tensor, stride: *const i64, padding: *const i64, dilation: *const i64, groups: i64) -> rt_tensor;
    /// 1-D max pooling of (N, C, L) or (C, L) input; fails: 0
    pub fn rt_torch_nn_max_pool1d(x: rt_tensor, kernel: i64, stride: i64, padding: i64) -> rt_tensor;
    /// 1-D average pooling (padding counted) of (N, C, L) or (C, L) input; fails: 0
    pub fn rt_torch_nn_avg_pool1d(x: rt_tensor, kernel: i64, stride: i64, padding: i64) -> rt_tensor;
    /// 2-D max pooling of (N, C, H, W) or (C, H, W) input with dilation and ceil_mode; fails: 0
    pub fn rt_torch_nn_max_pool2d_ex(x: rt_tensor, kernel: *const i64, stride: *const i64, padding: *const i64, dilation: *const i64, ceil_mode: i32) -> rt_tensor;
    /// rt_torch_nn_max_pool2d_ex's output and the int64 index of each maximum in its plane; status; fails: the error code
    pub fn rt_torch_nn_max_pool2d_with_indices(x: rt_tensor, kernel: *const i64, stride: *const i64, padding: *const i64, dilation: *const i64, ceil_mode: i32, output: *mut rt_tensor, indices: *mut rt_tensor) -> i32;
    /// 1-D max pooling of (N, C, L) or (C, L) input with dilation and ceil_mode; fails: 0
    pub fn rt_torch_nn_max_pool1d_ex(x: rt_tensor, kernel: i64, stride: i64, padding: i64, dilation: i64, ceil_mode: i32) -> rt_tensor;
    /// rt_torch_nn_max_pool1d_ex's output and the int64 position of each maximum along L; status; fails: the error code
    pub fn rt_torch_nn_max_pool1d_with_indices(x: rt_tensor, kernel: i64, stride: i64, padding: i64, dilation: i64, ceil_mode: i32, output: *mut rt_tensor, indices: *mut rt_tensor) -> i32;
    /// 2-D average pooling: each window's sum over divisor_override (0: none), else over its size (the padding counted if count_include_pad, never what lies past it); fails: 0
    pub fn rt_torch_nn_avg_pool2d_ex(x: rt_tensor, kernel: *const i64, stride: *const i64, padding: *const i64, ceil_mode: i32, count_include_pad: i32, divisor_override: i64) -> rt_tensor;
    /// 1-D average pooling of (N, C, L) or (C, L) input, options as rt_torch_nn_avg_pool2d_ex; fails: 0
    pub fn rt_torch_nn_avg_pool1d_ex(x: rt_tensor, kernel: i64, stride: i64, padding: i64, ceil_mode: i32, count_include_pad: i32, divisor_override: i64) -> rt_tensor;
    /// mean of (N, C, H, W) or (C, H, W) floating x over adaptive windows, to output_size (0 allowed); fails: 0
    pub fn rt_torch_nn_adaptive_avg_pool2d(x: rt_tensor, output_size: *const i64) -> rt_tensor;
    /// mean of (N, C, L) or (C, L) floating x over adaptive windows, to output_size (0 allowed); fails: 0
    pub fn rt_torch_nn_adaptive_avg_pool1d(x: rt_tensor, output_size: i64) -> rt_tensor;
    /// maximum of (N, C, H, W) or (C, H, W) floating x over adaptive windows, to output_size (0 allowed); fails: 0
    pub fn rt_torch_nn_adaptive_max_pool2d(x: rt_tensor, output_size: *const i64) -> rt_tensor;
    /// rt_torch_nn_adaptive_max_pool2d's output and the int64 index of each maximum in its plane; status; fails: the error code
    pub fn rt_torch_nn_adaptive_max_pool2d_with_indices(x: rt_tensor, output_size: *const i64, output: *mut rt_tensor, indices: *mut rt_tensor) -> i32;
    /// maximum of (N, C, L) or (C, L) floating x over adaptive windows, to output_size (0 allowed); fails: 0
    pub fn rt_torch_nn_adaptive_max_pool1d(x: rt_tensor, output_size: i64) -> rt_tensor;
    /// rt_torch_nn_adaptive_max_pool1d's output and the int64 position of each maximum along L; status; fails: the error code
    pub fn rt_torch_nn_adaptive_max_pool1d_with_indices(x: rt_tensor, output_size: i64, output: *mut rt_tensor, indices: *mut rt_tensor) -> i32;
    /// (N, C, *) x resized to size over its last n dims by mode (RT_INTERPOLATE_*); scales (n_scales 0 or n): the scale factors a caller gave, used for the positions as PyTorch does; align_corners for LINEAR; fails: 0
    pub fn rt_torch_nn_interpolate(x: rt_tensor, size: *const i64, n: i32, scales: *const f64, n_scales: i32, mode: i32, align_corners: i32) -> rt_tensor;
    /// each group of channels of (N, C, *) x normalised over its channels and positions (biased variance), then weight * . + bias per channel (0: none; of x's dtype, or float32 with a half or bfloat16 x, as PyTorch's CPU kernel takes); instance norm is num_groups = C; fails: 0
    pub fn rt_torch_nn_group_norm(x: rt_tensor, num_groups: i64, weight: rt_tensor, bias: rt_tensor, eps: f64) -> rt_tensor;
    /// x / sqrt(mean(x ** 2) + eps) over the trailing dims of normalized_shape, times weight (0: none); eps NaN: the dtype's machine epsilon; fails: 0
    pub fn rt_torch_nn_rms_norm(x: rt_tensor, normalized_shape: *const i64, ndims: i32, weight: rt_tensor, eps: f64) -> rt_tensor;
    /// batch norm over dim 1; updates the running stats in place when training; fails: 0
    pub fn rt_torch_nn_batch_norm(x: rt_tensor, running_mean: rt_tensor, running_var: rt_tensor, weight: rt_tensor, bias: rt_tensor, training: i32, momentum: f64, eps: f64) -> rt_tensor;
    /// normalise over the trailing dims; fails: 0
    pub fn rt_torch_nn_layer_norm(x: rt_tensor, normalized_shape: *const i64, ndims: i32, weight: rt_tensor, bias: rt_tensor, eps: f64) -> rt_tensor;
    /// zero elements with probability p, scale by 1/(1-p); fails: 0
    pub fn rt_torch_nn_dropout(x: rt_tensor, p: f64, training: i32) -> rt_tensor;
    /// rows of weight picked by int64 indices; fails: 0
    pub fn rt_torch_nn_embedding(indices: rt_tensor, weight: rt_tensor) -> rt_tensor;
    /// rt_torch_nn_embedding with PyTorch's options: row padding_idx (-1: none) gets no gradient; max_norm > 0 first scales the named rows whose norm_type-norm exceeds it, in place (0: none); fails: 0
    pub fn rt_torch_nn_embedding_ex(indices: rt_tensor, weight: rt_tensor, padding_idx: i64, max_norm: f64, norm_type: f64) -> rt_tensor;
    /// (bags, embedding_dim): each bag's rows of weight combined by mode (RT_EMBEDDING_BAG_*); 1-D indices cut into bags at offsets (starts from 0, non-decreasing; include_last_offset: offsets ends with the length), or 2-D indices of one bag a row (offsets 0); per_sample_weights (0: none) of indices' shape, SUM only; padding_idx (-1: none) rows are left out; an empty bag gives zeros; max_norm > 0 renormalises the rows used in place as rt_torch_nn_embedding_ex; fails: 0
    pub fn rt_torch_nn_embedding_bag(indices: rt_tensor, weight: rt_tensor, offsets: rt_tensor, mode: i32, per_sample_weights: rt_tensor, include_last_offset: i32, padding_idx: i64, max_norm: f64, norm_type: f64) -> rt_tensor;
    /// int64 of indices' shape plus a last dim of num_classes (-1: the largest index + 1), 1 at each index; fails: 0
    pub fn rt_torch_nn_one_hot(indices: rt_tensor, num_classes: i64) -> rt_tensor;
    /// x divided by max(its p-norm along dim, eps), floating x; fails: 0
    pub fn rt_torch_nn_normalize(x: rt_tensor, p: f64, dim: i64, eps: f64) -> rt_tensor;
    /// cosine of the angle between x1 and x2 along dim (broadcast; promoted to a floating dtype), each norm at least eps; fails: 0
    pub fn rt_torch_nn_cosine_similarity(x1: rt_tensor, x2: rt_tensor, dim: i64, eps: f64) -> rt_tensor;

    // ---- 10. Losses (reduction: 0 none, 1 mean, 2 sum) ----
    /// squared error; fails: 0
    pub fn rt_torch_nn_mse_loss(input: rt_tensor, target: rt_tensor, reduction: i32) -> rt_tensor;
    /// cross entropy on int64 class indices; fails: 0
    pub fn rt_torch_nn_cross_entropy(logits: rt_tensor, target: rt_tensor, reduction: i32) -> rt_tensor;
    /// BCE on probabilities; fails: 0
    pub fn rt_torch_nn_binary_cross_entropy(probs: rt_tensor, target: rt_tensor, reduction: i32) -> rt_tensor;
    /// negative log likelihood on class indices; fails: 0
    pub fn rt_torch_nn_nll_loss(log_probs: rt_tensor, target: rt_tensor, reduction: i32) -> rt_tensor;
    /// absolute error; fails: 0
    pub fn rt_torch_nn_l1_loss(input: rt_tensor, target: rt_tensor, reduction: i32) -> rt_tensor;
    /// 0.5 * d ** 2 / beta where |d| < beta, else |d| - 0.5 * beta, d = input - target (beta >= 0; 0: l1); fails: 0
    pub fn rt_torch_nn_smooth_l1_loss(input: rt_tensor, target: rt_tensor, beta: f64, reduction: i32) -> rt_tensor;
    /// 0.5 * d ** 2 where |d| < delta, else delta * (|d| - 0.5 * delta), d = input - target (delta > 0); fails: 0
    pub fn rt_torch_nn_huber_loss(input: rt_tensor, target: rt_tensor, delta: f64, reduction: i32) -> rt_tensor;
    /// log(1 + exp(-target * input)); target takes no gradient; fails: 0
    pub fn rt_torch_nn_soft_margin_loss(input: rt_tensor, target: rt_tensor, reduction: i32) -> rt_tensor;
    /// BCE of sigmoid(input), computed without overflow; weight (0: none) scales each element's loss and pos_weight (0: none) the positive term; both broadcast to input's shape and take no gradient; fails: 0
    pub fn rt_torch_nn_binary_cross_entropy_with_logits(input: rt_tensor, target: rt_tensor, weight: rt_tensor, pos_weight: rt_tensor, reduction: i32) -> rt_tensor;
    /// target * (log(target) - input) of log-probabilities input (log_target: target holds log-probabilities too); RT_REDUCTION_MEAN averages over every element; fails: 0
    pub fn rt_torch_nn_kl_div(input: rt_tensor, target: rt_tensor, log_target: i32, reduction: i32) -> rt_tensor;
    /// cross entropy with PyTorch's options: target int64 class indices, or class probabilities of logits' shape; weight (0: none) one per class, of logits' dtype, taking no gradient with indices; ignore_index a class index left out (mean: of the weighted count); label_smoothing in [0, 1]; fails: 0
    pub fn rt_torch_nn_cross_entropy_ex(logits: rt_tensor, target: rt_tensor, weight: rt_tensor, ignore_index: i64, label_smoothing: f64, reduction: i32) -> rt_tensor;
    /// negative log likelihood with class weights (0: none; mean divides by the weights of the counted targets) and an ignore_index; fails: 0
    pub fn rt_torch_nn_nll_loss_ex(log_probs: rt_tensor, target: rt_tensor, weight: rt_tensor, ignore_index: i64, reduction: i32) -> rt_tensor;
    /// max(0, -target * (input1 - input2) + margin); the three have one number of dims and broadcast (promoted; integers give float32, bool and complex are refused); fails: 0
    pub fn rt_torch_nn_margin_ranking_loss(input1: rt_tensor, input2: rt_tensor, target: rt_tensor, margin: f64, reduction: i32) -> rt_tensor;
    /// 1 - cos(input1, input2) where target is 1, max(0, cos - margin) where it is -1, else 0: inputs (N, D) with target (N), or (D) with a 0-dim target (inputs broadcast; integers give float32); fails: 0
    pub fn rt_torch_nn_cosine_embedding_loss(input1: rt_tensor, input2: rt_tensor, target: rt_tensor, margin: f64, reduction: i32) -> rt_tensor;
    /// max(0, margin + d(anchor, positive) - d(anchor, negative)), d(a, b) the p-norm of a - b + eps over the last dim (swap: the smaller of d(anchor, negative) and d(positive, negative)); margin > 0, p >= 0; the three have one number of dims and broadcast; fails: 0
    pub fn rt_torch_nn_triplet_margin_loss(anchor: rt_tensor, positive: rt_tensor, negative: rt_tensor, margin: f64, p: f64, eps: f64, swap: i32, reduction: i32) -> rt_tensor;
    /// CTC loss: log_probs (T, N, C) or unbatched (T, C), float32 or float64; targets integer classes other than blank, (N, S) padded or 1-D one after another; input_lengths, target_lengths integer (N) (0-dim unbatched); mean divides each loss by its target length (at least 1), then averages; zero_infinity: impossible alignments give 0 and no gradient; the gradient is PyTorch's (made for log_softmax input); fails: 0
    pub fn rt_torch_nn_ctc_loss(log_probs: rt_tensor, targets: rt_tensor, input_lengths: rt_tensor, target_lengths: rt_tensor, blank: i64, reduction: i32, zero_infinity: i32) -> rt_tensor;

    // ---- 11. Autograd ----
    /// start or stop recording ops on a leaf; fails: the error code
    pub fn rt_torch_tensor_set_requires_grad(x: rt_tensor, flag: i32) -> i32;
    /// 1 when ops on x are recorded; fails: -1
    pub fn rt_torch_tensor_requires_grad(x: rt_tensor) -> i32;
    /// new handle to x.grad; 0 with RT_OK when x has no grad; fails: 0
    pub fn rt_torch_tensor_grad(x: rt_tensor) -> rt_tensor;
    /// accumulate d(loss)/d(leaf) into the leaves' grads; loss is real and holds one element; fails: the error code
    pub fn rt_torch_tensor_backward(loss: rt_tensor) -> i32;
    /// drop x.grad; fails: the error code
    pub fn rt_torch_tensor_zero_grad(x: rt_tensor) -> i32;
    /// same data, cut from the graph; fails: 0
    pub fn rt_torch_tensor_detach(x: rt_tensor) -> rt_tensor;
    /// stop recording on this thread; nests; fails: the error code
    pub fn rt_torch_no_grad_begin() -> i32;
    /// end the innermost no_grad_begin; fails: the error code
    pub fn rt_torch_no_grad_end() -> i32;
    /// 1 when this thread records ops; fails: -1
    pub fn rt_torch_is_grad_enabled() -> i32;

    // ---- 12. Device management ----
    /// copy on cuda:device_index; fails: 0
    pub fn rt_torch_tensor_cuda(x: rt_tensor, device_index: i32) -> rt_tensor;
    /// copy on the CPU (same data when already there); fails: 0
    pub fn rt_torch_tensor_cpu(x: rt_tensor) -> rt_tensor;
    /// 1 when x lives on a CUDA device; fails: -1
    pub fn rt_torch_tensor_is_cuda(x: rt_tensor) -> i32;
    /// device code of x; -2 on error; fails: -2
    pub fn rt_torch_tensor_device(x: rt_tensor) -> i32;
    /// copy on a device code; fails: 0
    pub fn rt_torch_tensor_to_device(x: rt_tensor, device: i32) -> rt_tensor;
    /// copy to the stream's device, queued on it, not blocking the caller; fails: 0
    pub fn rt_torch_tensor_to_stream(x: rt_tensor, stream: rt_handle) -> rt_tensor;
    /// copy with its own storage, kept in the graph; fails: 0
    pub fn rt_torch_tensor_clone(x: rt_tensor) -> rt_tensor;
    /// wait until all work queued on cuda:device_index (every stream) is done; a device fault that work hit is reported here as RT_ERR_DEVICE; status; fails: the error code
    pub fn rt_torch_cuda_synchronize(device_index: i32) -> i32;

    // ---- 13. CUDA streams (RT_ERR_DEVICE where CUDA is absent) ----
    /// new stream on cuda:device_index; fails: 0
    pub fn rt_torch_stream_create(device_index: i32) -> rt_handle;
    /// wait for the stream's work; fails: the error code
    pub fn rt_torch_stream_synchronize(stream: rt_handle) -> i32;
    /// 1 all work done, 0 pending; fails: -1
    pub fn rt_torch_stream_query(stream: rt_handle) -> i32;
    /// release a stream handle; fails: the error code
    pub fn rt_torch_stream_free(stream: rt_handle) -> i32;

    // ---- 14. Memory management ----
    /// release a tensor handle; 0 is a no-op; fails: the error code
    pub fn rt_torch_tensor_free(x: rt_tensor) -> i32;
    /// bytes held by tensors on the device; fails: -1
    pub fn rt_torch_cuda_memory_allocated(device_index: i32) -> i64;
    /// peak of the above; fails: -1
    pub fn rt_torch_cuda_max_memory_allocated(device_index: i32) -> i64;
    /// return cached CUDA memory to the driver; fails: the error code
    pub fn rt_torch_cuda_empty_cache() -> i32;

    // ---- 15. Optimizers ----
    /// SGD with momentum and weight decay (PyTorch's rule); fails: 0
    pub fn rt_torch_optim_sgd(params: *const rt_tensor, n: i32, lr: f64, momentum: f64, weight_decay: f64) -> rt_handle;
    /// Adam (PyTorch's rule, L2 weight decay); fails: 0
    pub fn rt_torch_optim_adam(params: *const rt_tensor, n: i32, lr: f64, beta1: f64, beta2: f64, eps: f64, weight_decay: f64) -> rt_handle;
    /// update the parameters in place from their grads; fails: the error code
    pub fn rt_torch_optim_step(opt: rt_handle) -> i32;
    /// drop the parameters' grads; fails: the error code
    pub fn rt_torch_optim_zero_grad(opt: rt_handle) -> i32;
    /// release an optimizer handle; fails: the error code
    pub fn rt_torch_optim_free(opt: rt_handle) -> i32;
    /// AdamW: Adam with decoupled weight decay (p *= 1 - lr * weight_decay), PyTorch's rule; fails: 0
    pub fn rt_torch_optim_adamw(params: *const rt_tensor, n: i32, lr: f64, beta1: f64, beta2: f64, eps: f64, weight_decay: f64) -> rt_handle;
    /// RMSprop, PyTorch's rule (centered: divide by the gradient's estimated variance); fails: 0
    pub fn rt_torch_optim_rmsprop(params: *const rt_tensor, n: i32, lr: f64, alpha: f64, eps: f64, weight_decay: f64, momentum: f64, centered: i32) -> rt_handle;
    /// Adagrad, PyTorch's rule; fails: 0
    pub fn rt_torch_optim_adagrad(params: *const rt_tensor, n: i32, lr: f64, lr_decay: f64, weight_decay: f64, initial_accumulator_value: f64, eps: f64) -> rt_handle;
    /// Adadelta, PyTorch's rule; fails: 0
    pub fn rt_torch_optim_adadelta(params: *const rt_tensor, n: i32, lr: f64, rho: f64, eps: f64, weight_decay: f64) -> rt_handle;
    /// a new parameter group with the optimizer's first options (change them with rt_torch_optim_set_option); returns its index; fails: -1
    pub fn rt_torch_optim_add_param_group(opt: rt_handle, params: *const rt_tensor, n: i32) -> i32;
    /// number of parameter groups; fails: -1
    pub fn rt_torch_optim_param_group_count(opt: rt_handle) -> i32;
    /// set a group's option by PyTorch's name ("lr", "momentum", "beta1", "nesterov" as 0 or 1, ...): what a learning-rate schedule writes; status; fails: the error code
    pub fn rt_torch_optim_set_option(opt: rt_handle, group: i32, name: *const c_char, value: f64) -> i32;
    /// read a group's option; status; fails: the error code
    pub fn rt_torch_optim_get_option(opt: rt_handle, group: i32, name: *const c_char, value: *mut f64) -> i32;
    /// how many state tensors the optimizer holds for param (0 before its first step); fails: -1
    pub fn rt_torch_optim_state_count(opt: rt_handle, param: rt_tensor) -> i32;
    /// the name of param's state tensor number index (from 0, in PyTorch's order); fails: ""
    pub fn rt_torch_optim_state_name(opt: rt_handle, param: rt_tensor, index: i32) -> *const c_char;
    /// a copy of one of param's state tensors ("step", "exp_avg", "momentum_buffer", ...; before the first step, the initial value); fails: 0
    pub fn rt_torch_optim_get_state(opt: rt_handle, param: rt_tensor, name: *const c_char) -> rt_tensor;
    /// write one of param's state tensors (same shape, converted to its dtype), e.g. to resume training; status; fails: the error code
    pub fn rt_torch_optim_set_state(opt: rt_handle, param: rt_tensor, name: *const c_char, value: rt_tensor) -> i32;
    /// scale the params' gradients in place so that their joint norm_type-norm (inf for the largest) is at most max_norm; returns that norm before clipping; fails: 0
    pub fn rt_torch_nn_clip_grad_norm(params: *const rt_tensor, n: i32, max_norm: f64, norm_type: f64, error_if_nonfinite: i32) -> rt_tensor;
    /// clamp the params' gradients in place to [-clip_value, clip_value]; status; fails: the error code
    pub fn rt_torch_nn_clip_grad_value(params: *const rt_tensor, n: i32, clip_value: f64) -> i32;
    /// StepLR: lr *= gamma every step_size steps; fails: 0
    pub fn rt_torch_lr_step(opt: rt_handle, step_size: i64, gamma: f64) -> rt_handle;
    /// MultiStepLR: lr *= gamma at each milestone step; fails: 0
    pub fn rt_torch_lr_multistep(opt: rt_handle, milestones: *const i64, n: i32, gamma: f64) -> rt_handle;
    /// ExponentialLR: lr *= gamma each step; fails: 0
    pub fn rt_torch_lr_exponential(opt: rt_handle, gamma: f64) -> rt_handle;
    /// CosineAnnealingLR: from the base lr down to eta_min over t_max steps along a cosine (and back up); fails: 0
    pub fn rt_torch_lr_cosine(opt: rt_handle, t_max: i64, eta_min: f64) -> rt_handle;
    /// LinearLR: the base lr times a factor going linearly from start_factor to end_factor over total_iters; fails: 0
    pub fn rt_torch_lr_linear(opt: rt_handle, start_factor: f64, end_factor: f64, total_iters: i64) -> rt_handle;
    /// ConstantLR: the base lr times factor for total_iters steps; fails: 0
    pub fn rt_torch_lr_constant(opt: rt_handle, factor: f64, total_iters: i64) -> rt_handle;
    /// PolynomialLR: the base lr times (1 - step / total_iters) ** power; fails: 0
    pub fn rt_torch_lr_polynomial(opt: rt_handle, total_iters: i64, power: f64) -> rt_handle;
    /// CosineAnnealingWarmRestarts: cosine cycles of t_0, t_0 * t_mult, ... steps; fails: 0
    pub fn rt_torch_lr_cosine_warm_restarts(opt: rt_handle, t_0: i64, t_mult: i64, eta_min: f64) -> rt_handle;
    /// OneCycleLR: up to max_lr and down over total_steps (cos or linear); momentum or beta1 cycles the other way when cycle_momentum; fails: 0
    pub fn rt_torch_lr_one_cycle(opt: rt_handle, max_lr: f64, total_steps: i64, pct_start: f64, div_factor: f64, final_div_factor: f64, anneal_cos: i32, three_phase: i32, cycle_momentum: i32, base_momentum: f64, max_momentum: f64) -> rt_handle;
    /// ReduceLROnPlateau: lr *= factor once the metric has not improved for more than patience steps; fails: 0
    pub fn rt_torch_lr_plateau(opt: rt_handle, maximize: i32, factor: f64, patience: i64, threshold: f64, threshold_abs: i32, cooldown: i64, min_lr: f64, eps: f64) -> rt_handle;
    /// one step: write the next lr into every group; status; fails: the error code
    pub fn rt_torch_lr_scheduler_step(sched: rt_handle) -> i32;
    /// one step of a plateau schedule, on the metric just measured; status; fails: the error code
    pub fn rt_torch_lr_scheduler_step_metric(sched: rt_handle, metric: f64) -> i32;
    /// back to step 0 from the base lrs (what SequentialLR does at a milestone); status; fails: the error code
    pub fn rt_torch_lr_scheduler_restart(sched: rt_handle) -> i32;
    /// steps taken, the first counting 0; fails: -1
    pub fn rt_torch_lr_scheduler_last_epoch(sched: rt_handle) -> i64;
    /// release a schedule handle; fails: the error code
    pub fn rt_torch_lr_scheduler_free(sched: rt_handle) -> i32;
    /// L-BFGS, PyTorch's algorithm (one parameter group; state on the first parameter); max_eval 0: max_iter * 5 / 4; line_search_fn "strong_wolfe" or "" (none); step it with rt_torch_optim_lbfgs_step; fails: 0
    pub fn rt_torch_optim_lbfgs(params: *const rt_tensor, n: i32, lr: f64, max_iter: i64, max_eval: i64, tolerance_grad: f64, tolerance_change: f64, history_size: i64, line_search_fn: *const c_char) -> rt_handle;
    /// one L-BFGS step: calls closure(user_data, &loss) (zero grads, forward, backward, write the loss, return RT_OK) up to max_eval times; loss: the first loss. A closure's nonzero RT_ERR_* code fails the step with that code (any other value: RT_ERR_INVALID_ARGUMENT) and leaves the parameters and the state as before the step; status; fails: the error code
    pub fn rt_torch_optim_lbfgs_step(opt: rt_handle, closure: rt_closure, user_data: *mut c_void, loss: *mut f64) -> i32;

    // ---- 16. Scopes (leak-free C code without bookkeeping) ----
    /// open a scope on this thread; scopes nest; fails: the error code
    pub fn rt_torch_scope_begin() -> i32;
    /// x survives the innermost scope (moves to the outer one); fails: the error code
    pub fn rt_torch_scope_keep(x: rt_tensor) -> i32;
    /// free every handle this thread created in the innermost scope, except those kept; fails: the error code
    pub fn rt_torch_scope_end() -> i32;

    // ---- 17. Comparison, logic and masks (results are bool tensors) ----
    /// a == b, broadcast and promoted; fails: 0
    pub fn rt_torch_tensor_eq(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// a != b, broadcast and promoted; fails: 0
    pub fn rt_torch_tensor_ne(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// a < b, broadcast and promoted; fails: 0
    pub fn rt_torch_tensor_lt(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// a <= b, broadcast and promoted; fails: 0
    pub fn rt_torch_tensor_le(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// a > b, broadcast and promoted; fails: 0
    pub fn rt_torch_tensor_gt(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// a >= b, broadcast and promoted; fails: 0
    pub fn rt_torch_tensor_ge(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// a == s (s converted to the dtype of a with a float first, as PyTorch); fails: 0
    pub fn rt_torch_tensor_eq_scalar(a: rt_tensor, s: f64) -> rt_tensor;
    /// a != s (s converted to the dtype of a with a float first, as PyTorch); fails: 0
    pub fn rt_torch_tensor_ne_scalar(a: rt_tensor, s: f64) -> rt_tensor;
    /// a < s (s converted to the dtype of a with a float first, as PyTorch); fails: 0
    pub fn rt_torch_tensor_lt_scalar(a: rt_tensor, s: f64) -> rt_tensor;
    /// a <= s (s converted to the dtype of a with a float first, as PyTorch); fails: 0
    pub fn rt_torch_tensor_le_scalar(a: rt_tensor, s: f64) -> rt_tensor;
    /// a > s (s converted to the dtype of a with a float first, as PyTorch); fails: 0
    pub fn rt_torch_tensor_gt_scalar(a: rt_tensor, s: f64) -> rt_tensor;
    /// a >= s (s converted to the dtype of a with a float first, as PyTorch); fails: 0
    pub fn rt_torch_tensor_ge_scalar(a: rt_tensor, s: f64) -> rt_tensor;
    /// a is NaN; fails: 0
    pub fn rt_torch_tensor_isnan(a: rt_tensor) -> rt_tensor;
    /// a is infinite; fails: 0
    pub fn rt_torch_tensor_isinf(a: rt_tensor) -> rt_tensor;
    /// a is neither infinite nor NaN; fails: 0
    pub fn rt_torch_tensor_isfinite(a: rt_tensor) -> rt_tensor;
    /// a is zero; fails: 0
    pub fn rt_torch_tensor_logical_not(a: rt_tensor) -> rt_tensor;
    /// a and b are non-zero, broadcast; fails: 0
    pub fn rt_torch_tensor_logical_and(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// a or b is non-zero, broadcast; fails: 0
    pub fn rt_torch_tensor_logical_or(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// exactly one of a and b is non-zero, broadcast; fails: 0
    pub fn rt_torch_tensor_logical_xor(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// a where the bool condition holds, else b; all three broadcast, a and b promoted; fails: 0
    pub fn rt_torch_tensor_where(condition: rt_tensor, a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// x with value where the bool mask holds (x and mask broadcast together); fails: 0
    pub fn rt_torch_tensor_masked_fill(x: rt_tensor, mask: rt_tensor, value: f64) -> rt_tensor;
    /// x limited to [min, max]; a NaN bound is no bound (one must be given); fails: 0
    pub fn rt_torch_tensor_clamp(x: rt_tensor, min: f64, max: f64) -> rt_tensor;
    /// bitwise and of integer or bool tensors, broadcast and promoted; fails: 0
    pub fn rt_torch_tensor_bitwise_and(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// bitwise or of integer or bool tensors, broadcast and promoted; fails: 0
    pub fn rt_torch_tensor_bitwise_or(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// bitwise xor of integer or bool tensors, broadcast and promoted; fails: 0
    pub fn rt_torch_tensor_bitwise_xor(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// bitwise complement of an integer tensor (logical not of a bool one); fails: 0
    pub fn rt_torch_tensor_bitwise_not(a: rt_tensor) -> rt_tensor;
    /// 1 when a and b have the same shape, dtype and elements (NaN is never equal); fails: -1
    pub fn rt_torch_tensor_equal(a: rt_tensor, b: rt_tensor) -> i32;
    /// 1 when |a - b| <= atol + rtol * |b| everywhere (broadcast; one dtype); equal_nan: NaNs match; fails: -1
    pub fn rt_torch_tensor_allclose(a: rt_tensor, b: rt_tensor, rtol: f64, atol: f64, equal_nan: i32) -> i32;

    // ---- 18. Indexing with tensors (masks, several index tensors) ----
    /// int64 indices of the non-zero elements, one row of ndim coordinates each, in row-major order; fails: 0
    pub fn rt_torch_tensor_nonzero(x: rt_tensor) -> rt_tensor;
    /// x[indices[0], ..., indices[n-1]]: int32/int64 tensors for x's leading dims (broadcast together; negative from the end) or bool masks (one per dims they cover); fails: 0
    pub fn rt_torch_tensor_index(x: rt_tensor, indices: *const rt_tensor, n: i32) -> rt_tensor;
    /// x with x[indices] = values (broadcast, x's dtype); accumulate: += (repeats add up); fails: 0
    pub fn rt_torch_tensor_index_put(x: rt_tensor, indices: *const rt_tensor, n: i32, values: rt_tensor, accumulate: i32) -> rt_tensor;
    /// x with x[index[i][j]][j] = src[i][j] for dim 0 (and so on); fails: 0
    pub fn rt_torch_tensor_scatter(x: rt_tensor, dim: i64, index: rt_tensor, src: rt_tensor) -> rt_tensor;
    /// x with value written at index along dim; fails: 0
    pub fn rt_torch_tensor_scatter_value(x: rt_tensor, dim: i64, index: rt_tensor, value: f64) -> rt_tensor;
    /// x with x[index[i][j]][j] += src[i][j] for dim 0 (and so on); fails: 0
    pub fn rt_torch_tensor_scatter_add(x: rt_tensor, dim: i64, index: rt_tensor, src: rt_tensor) -> rt_tensor;
    /// x with src's values combined at index along dim by reduce (RT_SCATTER_*); include_self: x's own value takes part; fails: 0
    pub fn rt_torch_tensor_scatter_reduce(x: rt_tensor, dim: i64, index: rt_tensor, src: rt_tensor, reduce: i32, include_self: i32) -> rt_tensor;
    /// x with alpha * source's slices added at the 1-D index along dim; fails: 0
    pub fn rt_torch_tensor_index_add(x: rt_tensor, dim: i64, index: rt_tensor, source: rt_tensor, alpha: f64) -> rt_tensor;
    /// values picked along dim (x and indices broadcast in the other dims); fails: 0
    pub fn rt_torch_tensor_take_along_dim(x: rt_tensor, indices: rt_tensor, dim: i64) -> rt_tensor;

    // ---- 19. More reductions, scans and ordering ----
    /// product (integers and bool give int64) of all elements, as a scalar tensor; fails: 0
    pub fn rt_torch_tensor_prod(x: rt_tensor) -> rt_tensor;
    /// product (integers and bool give int64) along dim; keepdim keeps it as size 1; fails: 0
    pub fn rt_torch_tensor_prod_dim(x: rt_tensor, dim: i64, keepdim: i32) -> rt_tensor;
    /// 1 when every element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor; fails: 0
    pub fn rt_torch_tensor_all(x: rt_tensor) -> rt_tensor;
    /// 1 when every element is non-zero (bool; uint8 for uint8) along dim; keepdim keeps it as size 1; fails: 0
    pub fn rt_torch_tensor_all_dim(x: rt_tensor, dim: i64, keepdim: i32) -> rt_tensor;
    /// 1 when some element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor; fails: 0
    pub fn rt_torch_tensor_any(x: rt_tensor) -> rt_tensor;
    /// 1 when some element is non-zero (bool; uint8 for uint8) along dim; keepdim keeps it as size 1; fails: 0
    pub fn rt_torch_tensor_any_dim(x: rt_tensor, dim: i64, keepdim: i32) -> rt_tensor;
    /// log of the sum of exp along dim, without overflow; fails: 0
    pub fn rt_torch_tensor_logsumexp(x: rt_tensor, dim: i64, keepdim: i32) -> rt_tensor;
    /// running sum along dim (integers and bool give int64); fails: 0
    pub fn rt_torch_tensor_cumsum(x: rt_tensor, dim: i64) -> rt_tensor;
    /// running product along dim (integers and bool give int64); fails: 0
    pub fn rt_torch_tensor_cumprod(x: rt_tensor, dim: i64) -> rt_tensor;
    /// running maximum along dim and where it was (the latest of ties; a NaN stays); status; fails: the error code
    pub fn rt_torch_tensor_cummax(x: rt_tensor, dim: i64, values: *mut rt_tensor, indices: *mut rt_tensor) -> i32;
    /// running minimum along dim and where it was (the latest of ties; a NaN stays); status; fails: the error code
    pub fn rt_torch_tensor_cummin(x: rt_tensor, dim: i64, values: *mut rt_tensor, indices: *mut rt_tensor) -> i32;
    /// variance over n dims (n 0: all elements): squared deviations summed / max(0, N - correction); fails: 0
    pub fn rt_torch_tensor_var_correction(x: rt_tensor, dims: *const i64, n: i32, correction: f64, keepdim: i32) -> rt_tensor;
    /// square root of rt_torch_tensor_var_correction; fails: 0
    pub fn rt_torch_tensor_std_correction(x: rt_tensor, dims: *const i64, n: i32, correction: f64, keepdim: i32) -> rt_tensor;
    /// x sorted along dim and where each value came from (equal values keep their order whatever stable says, which PyTorch allows); status; fails: the error code
    pub fn rt_torch_tensor_sort(x: rt_tensor, dim: i64, descending: i32, stable: i32, values: *mut rt_tensor, indices: *mut rt_tensor) -> i32;
    /// the indices of rt_torch_tensor_sort alone; fails: 0
    pub fn rt_torch_tensor_argsort(x: rt_tensor, dim: i64, descending: i32, stable: i32) -> rt_tensor;
    /// the k largest (largest 0: smallest) along dim and their indices, ordered from the extreme whatever sorted says (which PyTorch allows); status; fails: the error code
    pub fn rt_torch_tensor_topk(x: rt_tensor, k: i64, dim: i64, largest: i32, sorted: i32, values: *mut rt_tensor, indices: *mut rt_tensor) -> i32;
    /// the k-th smallest (k from 1) along dim and its index; status; fails: the error code
    pub fn rt_torch_tensor_kthvalue(x: rt_tensor, k: i64, dim: i64, keepdim: i32, values: *mut rt_tensor, indices: *mut rt_tensor) -> i32;
    /// the lower median of all elements (NaN if one is NaN or there are none); fails: 0
    pub fn rt_torch_tensor_median(x: rt_tensor) -> rt_tensor;
    /// the lower median along dim and its index (a NaN and its index if the row has one); status; fails: the error code
    pub fn rt_torch_tensor_median_dim(x: rt_tensor, dim: i64, keepdim: i32, values: *mut rt_tensor, indices: *mut rt_tensor) -> i32;
    /// the most frequent value along dim (the smallest of ties) and its last index; status; fails: the error code
    pub fn rt_torch_tensor_mode(x: rt_tensor, dim: i64, keepdim: i32, values: *mut rt_tensor, indices: *mut rt_tensor) -> i32;
    /// the distinct elements ascending (each NaN distinct), the int64 position in values of each element of x (x's shape) and how often each occurs; status; fails: the error code
    pub fn rt_torch_tensor_unique(x: rt_tensor, values: *mut rt_tensor, inverse: *mut rt_tensor, counts: *mut rt_tensor) -> i32;
    /// where values would be inserted into the innermost dim of sorted_sequence (1-D, or its leading dims those of values) to keep it sorted: the first such place (right: the last); sorter (0: none) the int64 argsort of an unsorted sequence; int64 (out_int32: int32) positions; fails: 0
    pub fn rt_torch_tensor_searchsorted(sorted_sequence: rt_tensor, values: rt_tensor, out_int32: i32, right: i32, sorter: rt_tensor) -> rt_tensor;
    /// the index of the bucket of 1-D ascending boundaries each element falls in: boundaries[i-1] < v <= boundaries[i] (right: boundaries[i-1] <= v < boundaries[i]); fails: 0
    pub fn rt_torch_tensor_bucketize(input: rt_tensor, boundaries: rt_tensor, out_int32: i32, right: i32) -> rt_tensor;

    // ---- 20. More shape operations ----
    /// lower triangle of the last two dims (above diagonal set to 0); fails: 0
    pub fn rt_torch_tensor_tril(x: rt_tensor, diagonal: i64) -> rt_tensor;
    /// upper triangle of the last two dims (below diagonal set to 0); fails: 0
    pub fn rt_torch_tensor_triu(x: rt_tensor, diagonal: i64) -> rt_tensor;
    /// elements shifted along dim, wrapping around; fails: 0
    pub fn rt_torch_tensor_roll(x: rt_tensor, shifts: i64, dim: i64) -> rt_tensor;
    /// order reversed along dim; fails: 0
    pub fn rt_torch_tensor_flip(x: rt_tensor, dim: i64) -> rt_tensor;
    /// 1-D x: square matrix with x on the diagonal; 2-D x: that diagonal (0 main, > 0 above, < 0 below); fails: 0
    pub fn rt_torch_tensor_diag(x: rt_tensor, diagonal: i64) -> rt_tensor;
    /// the diagonals of the (dim1, dim2) planes as a new last dim (a view); fails: 0
    pub fn rt_torch_tensor_diagonal(x: rt_tensor, offset: i64, dim1: i64, dim2: i64) -> rt_tensor;
    /// x tiled repeats[i] times along dim i (n >= ndim; extra repeats add leading dims); fails: 0
    pub fn rt_torch_tensor_repeat(x: rt_tensor, repeats: *const i64, n: i32) -> rt_tensor;
    /// each slice along dim repeated repeats times in place; fails: 0
    pub fn rt_torch_tensor_repeat_interleave(x: rt_tensor, repeats: i64, dim: i64) -> rt_tensor;
    /// slice i along dim repeated repeats[i] times (an integer tensor of 1 or size(dim) counts); fails: 0
    pub fn rt_torch_tensor_repeat_interleave_tensor(x: rt_tensor, repeats: rt_tensor, dim: i64) -> rt_tensor;
    /// views of split_size along dim (the last may be shorter); returns the count; fails: -1
    pub fn rt_torch_tensor_split(x: rt_tensor, split_size: i64, dim: i64, out: *mut rt_tensor, max_out: i32) -> i32;
    /// views of the given sizes (summing to size(dim)); returns n; fails: -1
    pub fn rt_torch_tensor_split_sizes(x: rt_tensor, sizes: *const i64, n: i32, dim: i64, out: *mut rt_tensor, max_out: i32) -> i32;
    /// sections views along dim, the first size(dim) % sections one longer; returns sections; fails: -1
    pub fn rt_torch_tensor_tensor_split(x: rt_tensor, sections: i64, dim: i64, out: *mut rt_tensor, max_out: i32) -> i32;
    /// the n + 1 views between the indices along dim (bounds as Python slices); returns n + 1; fails: -1
    pub fn rt_torch_tensor_tensor_split_indices(x: rt_tensor, indices: *const i64, n: i32, dim: i64, out: *mut rt_tensor, max_out: i32) -> i32;
    /// x with dim source moved to position destination (a view); fails: 0
    pub fn rt_torch_tensor_movedim(x: rt_tensor, source: i64, destination: i64) -> rt_tensor;
    /// dim split into dims of the given sizes (one may be -1); fails: 0
    pub fn rt_torch_tensor_unflatten(x: rt_tensor, dim: i64, sizes: *const i64, n: i32) -> rt_tensor;
    /// x padded by (before, after) pairs, the last dim first (negative crops); mode RT_PAD_*, value for RT_PAD_CONSTANT; fails: 0
    pub fn rt_torch_nn_pad(x: rt_tensor, pad: *const i64, n: i32, mode: i32, value: f64) -> rt_tensor;

    // ---- 21. Random sampling (from the generator rt_torch_manual_seed seeds) ----
    /// integers uniform in [low, high) (dtype default int64); fails: 0
    pub fn rt_torch_tensor_randint(low: i64, high: i64, dims: *const i64, ndims: i32, dtype: i32, device: i32) -> rt_tensor;
    /// a random permutation of 0..n-1 (dtype default int64); fails: 0
    pub fn rt_torch_tensor_randperm(n: i64, dtype: i32, device: i32) -> rt_tensor;
    /// int64 indices drawn from each row of non-negative weights (1-D or 2-D); fails: 0
    pub fn rt_torch_tensor_multinomial(probs: rt_tensor, num_samples: i64, replacement: i32) -> rt_tensor;
    /// 1 with probability p, else 0, per element of a floating p in [0, 1] (p's dtype; no gradient); fails: 0
    pub fn rt_torch_tensor_bernoulli(p: rt_tensor) -> rt_tensor;
    /// 1 with probability p, else 0, in x's shape and floating dtype; fails: 0
    pub fn rt_torch_tensor_bernoulli_scalar(x: rt_tensor, p: f64) -> rt_tensor;
    /// overwrite a floating x with samples of N(mean, std**2) (not recorded by autograd); fails: the error code
    pub fn rt_torch_tensor_normal_(x: rt_tensor, mean: f64, std: f64) -> i32;
    /// overwrite a floating x with samples of U[low, high) (not recorded by autograd); fails: the error code
    pub fn rt_torch_tensor_uniform_(x: rt_tensor, low: f64, high: f64) -> i32;
    /// overwrite x with integers uniform from 0 to the largest its dtype holds exactly (floating: 2**significand bits), PyTorch's random_(); status; fails: the error code
    pub fn rt_torch_tensor_random_(x: rt_tensor) -> i32;
    /// overwrite x with integers uniform in [low, high), PyTorch's random_(low, high); status; fails: the error code
    pub fn rt_torch_tensor_random_between_(x: rt_tensor, low: i64, high: i64) -> i32;
    /// overwrite x with integers uniform from low to the largest its dtype holds exactly, PyTorch's random_(low, None); status; fails: the error code
    pub fn rt_torch_tensor_random_from_(x: rt_tensor, low: i64) -> i32;
    /// a new generator for a device (RT_DEVICE_DEFAULT: the default one), seeded as PyTorch's are (67280421310721); fails: 0
    pub fn rt_torch_generator_new(device: i32) -> rt_handle;
    /// reseed gen; status; fails: the error code
    pub fn rt_torch_generator_manual_seed(r#gen: rt_handle, seed: i64) -> i32;
    /// the seed gen was last given (its 64 bits: a seed above INT64_MAX reads back negative); status; fails: the error code
    pub fn rt_torch_generator_initial_seed(r#gen: rt_handle, seed: *mut i64) -> i32;
    /// from now on the calling thread's sampling (rand, randn, randint, randperm, multinomial, bernoulli, normal_, uniform_; not dropout) draws from gen; 0: from the default generator again; status; fails: the error code
    pub fn rt_torch_generator_use(r#gen: rt_handle) -> i32;
    /// release gen (a thread still using it draws from the default generator again); status; fails: the error code
    pub fn rt_torch_generator_free(r#gen: rt_handle) -> i32;

    // ---- 22. More linear algebra ----
    /// batched matrix product of two 3-D tensors with the same batch size (no broadcasting); fails: 0
    pub fn rt_torch_tensor_bmm(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// outer product of two 1-D tensors, promoted; fails: 0
    pub fn rt_torch_tensor_outer(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// beta * input + alpha * (mat1 @ mat2), input broadcast; beta 0 ignores input; fails: 0
    pub fn rt_torch_tensor_addmm(input: rt_tensor, mat1: rt_tensor, mat2: rt_tensor, beta: f64, alpha: f64) -> rt_tensor;
    /// beta * input + alpha * bmm(batch1, batch2), input broadcast; beta 0 ignores input; fails: 0
    pub fn rt_torch_tensor_baddbmm(input: rt_tensor, batch1: rt_tensor, batch2: rt_tensor, beta: f64, alpha: f64) -> rt_tensor;
    /// Einstein sum of n operands of one dtype, e.g. "ij,jk->ik" (letters, ... for broadcast dims, implicit output as PyTorch; size-1 dims broadcast); fails: 0
    pub fn rt_torch_tensor_einsum(equation: *const c_char, operands: *const rt_tensor, n: i32) -> rt_tensor;
    /// X with a X = b (left 0: X a = b), a square, b a matrix or a vector (batch dims broadcast); fails: 0
    pub fn rt_torch_tensor_solve(a: rt_tensor, b: rt_tensor, left: i32) -> rt_tensor;
    /// sign (0 if singular) and log |det| of square matrices; status; fails: the error code
    pub fn rt_torch_tensor_slogdet(x: rt_tensor, sign: *mut rt_tensor, logabsdet: *mut rt_tensor) -> i32;
    /// QR decomposition x = q r, mode RT_QR_*; status; fails: the error code
    pub fn rt_torch_tensor_qr(x: rt_tensor, mode: i32, q: *mut rt_tensor, r: *mut rt_tensor) -> i32;
    /// L with x = L L^H of Hermitian positive-definite matrices, read from the lower triangle (upper: U with x = U^H U, from the upper one); fails: 0
    pub fn rt_torch_tensor_cholesky(x: rt_tensor, upper: i32) -> rt_tensor;
    /// ascending real eigenvalues and orthonormal eigenvectors of Hermitian matrices, read from the lower triangle (upper: the upper one); status; fails: the error code
    pub fn rt_torch_tensor_eigh(x: rt_tensor, upper: i32, values: *mut rt_tensor, vectors: *mut rt_tensor) -> i32;
    /// the eigenvalues of rt_torch_tensor_eigh alone; fails: 0
    pub fn rt_torch_tensor_eigvalsh(x: rt_tensor, upper: i32) -> rt_tensor;
    /// singular values, descending (real); fails: 0
    pub fn rt_torch_tensor_svdvals(x: rt_tensor) -> rt_tensor;
    /// least-squares solution of a X = b (b a matrix, or a vector of a's rows), driver RT_LSTSQ_*, rcond < 0 for eps * max(m, n); residuals, rank and singular values as PyTorch's driver gives them (else empty); status; fails: the error code
    pub fn rt_torch_tensor_lstsq(a: rt_tensor, b: rt_tensor, rcond: f64, driver: i32, solution: *mut rt_tensor, residuals: *mut rt_tensor, rank: *mut rt_tensor, singular_values: *mut rt_tensor) -> i32;
    /// pseudo-inverse, dropping singular values <= max(atol, rtol * largest) (rtol < 0: eps * max(m, n) if atol is 0, else 0); hermitian: through eigh; fails: 0
    pub fn rt_torch_tensor_pinv(x: rt_tensor, atol: f64, rtol: f64, hermitian: i32) -> rt_tensor;
    /// int64 count of the singular values above the tolerance of rt_torch_tensor_pinv; fails: 0
    pub fn rt_torch_tensor_matrix_rank(x: rt_tensor, atol: f64, rtol: f64, hermitian: i32) -> rt_tensor;
    /// inverse without failing on singular matrices: info (int32, per matrix) is 0 or the LAPACK pivot that was 0 (then inverse is unspecified); status; fails: the error code
    pub fn rt_torch_tensor_inv_ex(x: rt_tensor, inverse: *mut rt_tensor, info: *mut rt_tensor) -> i32;

    // ---- 23. More autograd ----
    /// backward from any root, seeded with gradient (0: ones, for a root of one element); retain_graph keeps the graph for another backward; fails: the error code
    pub fn rt_torch_tensor_backward_gradient(root: rt_tensor, gradient: rt_tensor, retain_graph: i32) -> i32;
    /// d(outputs)/d(inputs) weighted by grad_outputs (none, or 0 entries: ones) into grads, without touching .grad; 0 for an unused input when allow_unused; create_graph makes them differentiable (the NumPy backend: RT_ERR_UNSUPPORTED naming an op whose backward it does not record); returns n_inputs; fails: -1
    pub fn rt_torch_autograd_grad(outputs: *const rt_tensor, n_outputs: i32, inputs: *const rt_tensor, n_inputs: i32, grad_outputs: *const rt_tensor, n_grad_outputs: i32, retain_graph: i32, create_graph: i32, allow_unused: i32, grads: *mut rt_tensor, max_grads: i32) -> i32;
    /// keep x's gradient after backward although x is not a leaf; fails: the error code
    pub fn rt_torch_tensor_retain_grad(x: rt_tensor) -> i32;
    /// 1 unless x was computed by a recorded op (PyTorch's is_leaf); fails: -1
    pub fn rt_torch_tensor_is_leaf(x: rt_tensor) -> i32;
    /// 1 when x was computed by a recorded op (PyTorch's grad_fn is not None); fails: -1
    pub fn rt_torch_tensor_has_grad_fn(x: rt_tensor) -> i32;

    // ---- 24. Creation with a dtype and a device ----
    /// zeros of a dtype on a device; fails: 0
    pub fn rt_torch_tensor_zeros_options(dims: *const i64, ndims: i32, dtype: i32, device: i32) -> rt_tensor;
    /// ones of a dtype on a device; fails: 0
    pub fn rt_torch_tensor_ones_options(dims: *const i64, ndims: i32, dtype: i32, device: i32) -> rt_tensor;
    /// contents unspecified of a dtype on a device; fails: 0
    pub fn rt_torch_tensor_empty_options(dims: *const i64, ndims: i32, dtype: i32, device: i32) -> rt_tensor;
    /// samples of U[0, 1) (floating or complex dtypes) of a dtype on a device; fails: 0
    pub fn rt_torch_tensor_rand_options(dims: *const i64, ndims: i32, dtype: i32, device: i32) -> rt_tensor;
    /// samples of N(0, 1) (floating or complex dtypes) of a dtype on a device; fails: 0
    pub fn rt_torch_tensor_randn_options(dims: *const i64, ndims: i32, dtype: i32, device: i32) -> rt_tensor;
    /// filled with value (which the dtype must hold); fails: 0
    pub fn rt_torch_tensor_full_options(dims: *const i64, ndims: i32, value: f64, dtype: i32, device: i32) -> rt_tensor;
    /// n x m identity of a dtype on a device; fails: 0
    pub fn rt_torch_tensor_eye_options(n: i64, m: i64, dtype: i32, device: i32) -> rt_tensor;
    /// steps evenly spaced values (integer dtypes truncate them); fails: 0
    pub fn rt_torch_tensor_linspace_options(start: f64, end: f64, steps: i64, dtype: i32, device: i32) -> rt_tensor;
    /// [start, end) by step on a device; fails: 0
    pub fn rt_torch_tensor_arange_options(start: f64, end: f64, step: f64, dtype: i32, device: i32) -> rt_tensor;
    /// zeros of x's shape (and dtype and device, unless given); fails: 0
    pub fn rt_torch_tensor_zeros_like(x: rt_tensor, dtype: i32, device: i32) -> rt_tensor;
    /// ones of x's shape (and dtype and device, unless given); fails: 0
    pub fn rt_torch_tensor_ones_like(x: rt_tensor, dtype: i32, device: i32) -> rt_tensor;
    /// contents unspecified of x's shape (and dtype and device, unless given); fails: 0
    pub fn rt_torch_tensor_empty_like(x: rt_tensor, dtype: i32, device: i32) -> rt_tensor;
    /// samples of U[0, 1) of x's shape (and dtype and device, unless given); fails: 0
    pub fn rt_torch_tensor_rand_like(x: rt_tensor, dtype: i32, device: i32) -> rt_tensor;
    /// samples of N(0, 1) of x's shape (and dtype and device, unless given); fails: 0
    pub fn rt_torch_tensor_randn_like(x: rt_tensor, dtype: i32, device: i32) -> rt_tensor;
    /// value in x's shape (and dtype and device, unless given); fails: 0
    pub fn rt_torch_tensor_full_like(x: rt_tensor, value: f64, dtype: i32, device: i32) -> rt_tensor;

    // ---- 25. Attention and recurrent cells ----
    /// softmax(query key^T * scale + mask) value over the last two dims (..., L, E), (..., S, E), (..., S, Ev), batch dims broadcast; attn_mask (0: none) bool (1 takes part) or of query's dtype (added), broadcast to (..., L, S); is_causal: the lower triangle takes part (not with a mask); scale NaN: 1 / sqrt(E); a row that takes nothing gives 0; fails: 0
    pub fn rt_torch_nn_scaled_dot_product_attention(query: rt_tensor, key: rt_tensor, value: rt_tensor, attn_mask: rt_tensor, dropout_p: f64, is_causal: i32, scale: f64) -> rt_tensor;
    /// one Elman step: tanh (relu: max(0, .)) of input w_ih^T + b_ih + hx w_hh^T + b_hh; input (N, I) or (I), hx (N, H) or (H); biases may be 0; fails: 0
    pub fn rt_torch_nn_rnn_cell(input: rt_tensor, hx: rt_tensor, w_ih: rt_tensor, w_hh: rt_tensor, b_ih: rt_tensor, b_hh: rt_tensor, relu: i32) -> rt_tensor;
    /// one LSTM step with PyTorch's gate order (input, forget, cell, output) in w_ih (4H, I) and w_hh (4H, H); status; fails: the error code
    pub fn rt_torch_nn_lstm_cell(input: rt_tensor, hx: rt_tensor, cx: rt_tensor, w_ih: rt_tensor, w_hh: rt_tensor, b_ih: rt_tensor, b_hh: rt_tensor, h: *mut rt_tensor, c: *mut rt_tensor) -> i32;
    /// one GRU step with PyTorch's gate order (reset, update, new) in w_ih (3H, I) and w_hh (3H, H); fails: 0
    pub fn rt_torch_nn_gru_cell(input: rt_tensor, hx: rt_tensor, w_ih: rt_tensor, w_hh: rt_tensor, b_ih: rt_tensor, b_hh: rt_tensor) -> rt_tensor;

    // ---- 26. Mixed precision ----
    /// open an autocast region for device (RT_CPU, or n >= 0: CUDA) on the calling thread: enabled 1 casts to dtype (RT_BFLOAT16 or RT_FLOAT16; RT_DTYPE_DEFAULT: the device's current one), 0 turns autocast off inside (a nested enabled=False region); regions nest, each rt_torch_autocast_exit restores the state before its enter; CUDA on a machine without it: RT_ERR_DEVICE; status; fails: the error code
    pub fn rt_torch_autocast_enter(device: i32, dtype: i32, enabled: i32) -> i32;
    /// close the calling thread's innermost autocast region, restoring the state before it (none open: RT_ERR_INVALID_ARGUMENT); status; fails: the error code
    pub fn rt_torch_autocast_exit() -> i32;
    /// 1 while autocast is on for device on the calling thread (PyTorch's torch.is_autocast_enabled); fails: -1
    pub fn rt_torch_autocast_enabled(device: i32) -> i32;
    /// the dtype code autocast casts to for device on the calling thread (RT_BFLOAT16 for the CPU unless set; PyTorch's torch.get_autocast_dtype); fails: -1
    pub fn rt_torch_autocast_dtype(device: i32) -> i32;
    /// a gradient scaler as torch.amp.GradScaler(init_scale, growth_factor > 1, backoff_factor < 1, growth_interval >= 1, enabled); a disabled one passes everything through; fails: 0
    pub fn rt_torch_grad_scaler_new(init_scale: f64, growth_factor: f64, backoff_factor: f64, growth_interval: i64, enabled: i32) -> rt_handle;
    /// x times the scale (a float32 scalar: a half or bfloat16 x stays so), recorded by autograd; disabled: a new handle to x itself; fails: 0
    pub fn rt_torch_grad_scaler_scale(scaler: rt_handle, x: rt_tensor) -> rt_tensor;
    /// divide the gradients of opt's parameters by the scale in place and note whether any is inf or NaN; once per optimizer between updates, before step (else RT_ERR_INVALID_ARGUMENT); float16 gradients: RT_ERR_DTYPE; status; fails: the error code
    pub fn rt_torch_grad_scaler_unscale(scaler: rt_handle, opt: rt_handle) -> i32;
    /// unscale (unless done) and run opt's step unless a gradient was inf or NaN: 1 stepped, 0 skipped; once per optimizer between updates; fails: -1
    pub fn rt_torch_grad_scaler_step(scaler: rt_handle, opt: rt_handle) -> i32;
    /// end the iteration: new_scale NaN: back off the scale after a skipped step, grow it after growth_interval steps without one (PyTorch's rule); else set the scale to new_scale; status; fails: the error code
    pub fn rt_torch_grad_scaler_update(scaler: rt_handle, new_scale: f64) -> i32;
    /// read "scale", "growth_factor", "backoff_factor", "growth_interval" or "growth_tracker" (the steps since the scale last changed), the entries of PyTorch's state_dict; status; fails: the error code
    pub fn rt_torch_grad_scaler_get_option(scaler: rt_handle, name: *const c_char, value: *mut f64) -> i32;
    /// write one of those, checked as the constructor checks it (PyTorch's set_growth_factor, ..., load_state_dict); status; fails: the error code
    pub fn rt_torch_grad_scaler_set_option(scaler: rt_handle, name: *const c_char, value: f64) -> i32;
    /// 1 for an enabled scaler; fails: -1
    pub fn rt_torch_grad_scaler_is_enabled(scaler: rt_handle) -> i32;
    /// release a gradient scaler; fails: the error code
    pub fn rt_torch_grad_scaler_free(scaler: rt_handle) -> i32;

    // ---- 28. Saving and loading tensors (safetensors files) ----
    /// an empty set of named tensors and metadata, to fill with rt_torch_safetensors_set and save; fails: 0
    pub fn rt_torch_safetensors_new() -> rt_handle;
    /// read a whole safetensors file (each tensor read straight into its memory, no copy beside it): the set of its tensors, on the CPU whatever the default device (as safetensors.torch.load_file's default; rt_torch_tensor_to_device moves one), and metadata; a malformed file (truncated, offsets that overlap or leave gaps or go past the end, an unknown dtype, a name twice, a header that is not UTF-8 JSON or over 100 MB) gives nothing; fails: 0
    pub fn rt_torch_safetensors_load(path: *const c_char) -> rt_handle;
    /// write the set to path (replaced whole: written to a temporary file beside it, then renamed); status; fails: the error code
    pub fn rt_torch_safetensors_save(file: rt_handle, path: *const c_char) -> i32;
    /// add x under name (replacing a tensor of that name, keeping its place): the tensor itself, as a Python dict holds it, so a save writes its values at that time; a CPU copy is saved from another device; status; fails: the error code
    pub fn rt_torch_safetensors_set(file: rt_handle, name: *const c_char, x: rt_tensor) -> i32;
    /// number of tensors; fails: -1
    pub fn rt_torch_safetensors_count(file: rt_handle) -> i32;
    /// the name of tensor number index (from 0: a loaded file's in the order of their data, else the order they were first set); fails: ""
    pub fn rt_torch_safetensors_name(file: rt_handle, index: i32) -> *const c_char;
    /// a new handle to the tensor of that name (the set's own tensor, not a copy: loading a large file and taking its tensors holds them once); fails: 0
    pub fn rt_torch_safetensors_get(file: rt_handle, name: *const c_char) -> rt_tensor;
    /// add or replace a text entry of the file's __metadata__; status; fails: the error code
    pub fn rt_torch_safetensors_set_metadata(file: rt_handle, key: *const c_char, value: *const c_char) -> i32;
    /// number of metadata entries; fails: -1
    pub fn rt_torch_safetensors_metadata_count(file: rt_handle) -> i32;
    /// the key of metadata entry number index (from 0, in the file's or the setting order); fails: ""
    pub fn rt_torch_safetensors_metadata_key(file: rt_handle, index: i32) -> *const c_char;
    /// the value of a metadata key (a missing key: "" and RT_ERR_INVALID_ARGUMENT); fails: ""
    pub fn rt_torch_safetensors_metadata_value(file: rt_handle, key: *const c_char) -> *const c_char;
    /// release the set (tensors taken from it with rt_torch_safetensors_get stay valid); fails: the error code
    pub fn rt_torch_safetensors_free(file: rt_handle) -> i32;

    // ---- 29. DLPack (zero-copy exchange) ----
    /// the DLPack version the library makes, MAJOR * 100 + MINOR (101: 1.1); imports read any 1.x; fails: -1
    pub fn rt_torch_dlpack_version() -> i32;
    /// write to *out a new DLManagedTensorVersioned* over x's memory (the caller calls its deleter once); a tensor the backend cannot lend (PyTorch's lazy conj or neg) is copied, DLPACK_FLAG_BITMASK_IS_COPIED set; memory x must not write (a NumPy broadcast view) has DLPACK_FLAG_BITMASK_READ_ONLY; *out is NULL on failure; fails: the error code
    pub fn rt_torch_tensor_to_dlpack_versioned(x: rt_tensor, out: *mut *mut c_void) -> i32;
    /// a tensor over a DLManagedTensorVersioned's memory; it takes managed over: the deleter runs when the last tensor over the memory is freed, or, on any failure but NULL, before the return (never touch managed again); another major version: RT_ERR_UNSUPPORTED; read-only memory is copied; fails: 0
    pub fn rt_torch_tensor_from_dlpack_versioned(managed: *mut c_void) -> rt_tensor;
    /// write to *out a new legacy DLManagedTensor* over x's memory; it has no flags, so a tensor that would need a copy or is read-only is refused (RT_ERR_UNSUPPORTED): use the versioned export; NULL on failure; fails: the error code
    pub fn rt_torch_tensor_to_dlpack_legacy(x: rt_tensor, out: *mut *mut c_void) -> i32;
    /// a tensor over a legacy DLManagedTensor's memory; it takes managed over as the versioned import does; fails: 0
    pub fn rt_torch_tensor_from_dlpack_legacy(managed: *mut c_void) -> rt_tensor;

    // ---- 30. Models exported from Python ----
    /// rt_torch_model_load_options(path, RT_MODEL_LOAD_DEFAULT): a torch.export program from path; a TorchScript module or AOTInductor package only with SIMPLE_TORCH_TRUSTED_MODELS=1 in the environment; fails: 0
    pub fn rt_torch_model_load(path: *const c_char) -> rt_handle;
    /// load the program in the regular file at path (a FIFO, device or folder is refused without being opened for reading); flags: RT_MODEL_LOAD_* bits (RT_MODEL_LOAD_TRUSTED: TorchScript and AOTInductor too; an unknown bit: RT_ERR_INVALID_ARGUMENT); an untrusted file of a format that runs code: RT_ERR_INVALID_ARGUMENT saying how to opt in; fails: 0
    pub fn rt_torch_model_load_options(path: *const c_char, flags: i32) -> rt_handle;
    /// call the model on n input handles; writes its result's tensors (flattened in PyTorch's pytree order) as new handles to outputs and returns their count; more than max_outputs: RT_ERR_BUFFER_TOO_SMALL and none made; records gradients when grad mode is on; fails: -1
    pub fn rt_torch_model_forward(model: rt_handle, inputs: *const rt_tensor, n: i32, outputs: *mut rt_tensor, max_outputs: i32) -> i32;
    /// "aoti", "export" or "torchscript"; fails: ""
    pub fn rt_torch_model_format(model: rt_handle) -> *const c_char;
    /// release a model handle; fails: the error code
    pub fn rt_torch_model_free(model: rt_handle) -> i32;

    // ---- 31. Distributed (torch.distributed) ----
    /// 1 when this build can run process groups (torch.distributed, or the NumPy backend's own group); fails: -1
    pub fn rt_torch_dist_is_available() -> i32;
    /// join the process group: backend "gloo", "nccl" or "" (PyTorch's default: gloo for CPU tensors, NCCL for CUDA ones); init_method "" or "env://" (MASTER_ADDR, MASTER_PORT, and RANK and WORLD_SIZE where rank and world_size are -1) or "tcp://host:port" with 0 <= rank < world_size; timeout_s (> 0 and at most a week, or 0: PyTorch's 30 minutes) bounds the wait for the peers and every later collective; status; fails: the error code
    pub fn rt_torch_dist_init(backend: *const c_char, init_method: *const c_char, world_size: i32, rank: i32, timeout_s: f64) -> i32;
    /// 1 between a successful init and destroy; fails: -1
    pub fn rt_torch_dist_is_initialized() -> i32;
    /// this process's rank in the group; fails: -1
    pub fn rt_torch_dist_rank() -> i32;
    /// the number of processes in the group; fails: -1
    pub fn rt_torch_dist_world_size() -> i32;
    /// the group's backend: "gloo" or "nccl"; fails: ""
    pub fn rt_torch_dist_get_backend() -> *const c_char;
    /// wait until every rank has called it; status; fails: the error code
    pub fn rt_torch_dist_barrier() -> i32;
    /// leave the group and free its resources (init may then be called again); status; fails: the error code
    pub fn rt_torch_dist_destroy() -> i32;
    /// x on every rank becomes op (RT_DIST_*) of the ranks' x, in place; status; fails: the error code
    pub fn rt_torch_dist_all_reduce(x: rt_tensor, op: i32) -> i32;
    /// x on every rank becomes rank src's x, in place; status; fails: the error code
    pub fn rt_torch_dist_broadcast(x: rt_tensor, src: i32) -> i32;
    /// outputs[r] (world-size tensors of x's shape and dtype) becomes rank r's x, in place; status; fails: the error code
    pub fn rt_torch_dist_all_gather(outputs: *const rt_tensor, n_outputs: i32, x: rt_tensor) -> i32;
    /// output on rank r becomes op of the ranks' inputs[r] (world-size tensors of output's shape and dtype); a backend without it: RT_ERR_UNSUPPORTED; status; fails: the error code
    pub fn rt_torch_dist_reduce_scatter(output: rt_tensor, inputs: *const rt_tensor, n_inputs: i32, op: i32) -> i32;
    /// start rt_torch_dist_all_reduce and return at once: a work handle to wait on (x must not be read or written until then); free it with rt_torch_dist_work_free; fails: 0
    pub fn rt_torch_dist_all_reduce_async(x: rt_tensor, op: i32) -> rt_handle;
    /// start rt_torch_dist_broadcast and return at once: a work handle, as rt_torch_dist_all_reduce_async's; fails: 0
    pub fn rt_torch_dist_broadcast_async(x: rt_tensor, src: i32) -> rt_handle;
    /// start rt_torch_dist_all_gather and return at once: a work handle (outputs filled once it is done); fails: 0
    pub fn rt_torch_dist_all_gather_async(outputs: *const rt_tensor, n_outputs: i32, x: rt_tensor) -> rt_handle;
    /// start rt_torch_dist_reduce_scatter and return at once: a work handle (output written once it is done); fails: 0
    pub fn rt_torch_dist_reduce_scatter_async(output: rt_tensor, inputs: *const rt_tensor, n_inputs: i32, op: i32) -> rt_handle;
    /// block until the work is done; status (the collective's error, if it failed); fails: the error code
    pub fn rt_torch_dist_wait(work: rt_handle) -> i32;
    /// 1 when the work is done (without waiting); fails: -1
    pub fn rt_torch_dist_is_completed(work: rt_handle) -> i32;
    /// release a work handle (an unfinished collective goes on); fails: the error code
    pub fn rt_torch_dist_work_free(work: rt_handle) -> i32;
    /// average the gradients of params over the ranks, as PyTorch's DistributedDataParallel does: flattened into buckets of about bucket_bytes (0: DDP's 25 MiB), one all-reduce per bucket; a parameter without a gradient counts as zeros and gets one (so every rank makes the same calls); the same params, in the same order, on every rank; status; fails: the error code
    pub fn rt_torch_dist_average_gradients(params: *const rt_tensor, n_params: i32, bucket_bytes: i64) -> i32;

    // ---- 32. Fast Fourier transforms (torch.fft) ----
    /// discrete Fourier transform of x over dims (inverse: the inverse transform), scaled as norm (RT_FFT_NORM_*); complex64 (complex128 for float64 or complex128 x; integers and bool are promoted to float32); fails: 0
    pub fn rt_torch_fft_fftn(x: rt_tensor, s: *const i64, n_s: i32, dims: *const i64, n_dims: i32, norm: i32, inverse: i32) -> rt_tensor;
    /// rt_torch_fft_fftn of a real x, keeping the n / 2 + 1 non-negative frequencies of the last dim transformed; fails: 0
    pub fn rt_torch_fft_rfftn(x: rt_tensor, s: *const i64, n_s: i32, dims: *const i64, n_dims: i32, norm: i32) -> rt_tensor;
    /// the inverse of rt_torch_fft_rfftn: a real signal (float32, float64 for complex128 x) from the non-negative frequencies of x; s's last entry is the length of the last dim transformed (absent or -1: 2 * (m - 1) for its m frequencies); fails: 0
    pub fn rt_torch_fft_irfftn(x: rt_tensor, s: *const i64, n_s: i32, dims: *const i64, n_dims: i32, norm: i32) -> rt_tensor;
    /// the sample frequencies of a length-n transform with spacing d: [0, 1, ..., (n - 1) / 2, -(n / 2), ..., -1] / (d n), of a floating dtype (RT_DTYPE_DEFAULT: float32); fails: 0
    pub fn rt_torch_fft_fftfreq(n: i64, d: f64, dtype: i32, device: i32) -> rt_tensor;
    /// the non-negative sample frequencies [0, 1, ..., n / 2] / (d n) of rt_torch_fft_rfftn's last dim; fails: 0
    pub fn rt_torch_fft_rfftfreq(n: i64, d: f64, dtype: i32, device: i32) -> rt_tensor;
    /// x rolled by size / 2 along each of dims (n_dims 0: every dim), which moves the zero frequency to the centre; inverse (ifftshift): rolled by -(size / 2), which undoes it; fails: 0
    pub fn rt_torch_fft_fftshift(x: rt_tensor, dims: *const i64, n_dims: i32, inverse: i32) -> rt_tensor;
    /// the real part of a complex x, a view of its memory (float32 for complex64, float64 for complex128); a real x: x itself; fails: 0
    pub fn rt_torch_tensor_real(x: rt_tensor) -> rt_tensor;
    /// the imaginary part of a complex x, a view of its memory (a real x: RT_ERR_DTYPE); fails: 0
    pub fn rt_torch_tensor_imag(x: rt_tensor) -> rt_tensor;

    // ---- 33. Sparse COO tensors ----
    /// a sparse COO tensor of int64 indices (sparse_dim, nnz) and values (nnz, *dense dims), of shape size (ndim 0: each sparse dim one past its largest index, then the values' dense dims, PyTorch's size=None); is_coalesced 1 declares the indices sorted and unique (checked); values' gradients flow through it; fails: 0
    pub fn rt_torch_sparse_coo_tensor(indices: rt_tensor, values: rt_tensor, size: *const i64, ndim: i32, is_coalesced: i32) -> rt_tensor;
    /// dense x as a coalesced sparse COO tensor of its nonzero entries over its first sparse_dim dims (1..ndim; the others become dense dims of the values); differentiable; fails: 0
    pub fn rt_torch_tensor_to_sparse(x: rt_tensor, sparse_dim: i64) -> rt_tensor;
    /// sparse x as a dense tensor (duplicates summed); a dense x itself; differentiable; fails: 0
    pub fn rt_torch_tensor_to_dense(x: rt_tensor) -> rt_tensor;
    /// sparse x with sorted, unique indices, the values of duplicates summed; differentiable; fails: 0
    pub fn rt_torch_sparse_coalesce(x: rt_tensor) -> rt_tensor;
    /// the int64 indices (sparse_dim, nnz) sparse x stores, in its order (PyTorch's _indices()); fails: 0
    pub fn rt_torch_sparse_indices(x: rt_tensor) -> rt_tensor;
    /// the values (nnz, *dense dims) sparse x stores: recorded by autograd when x is coalesced (PyTorch's values()), detached otherwise (its _values()); fails: 0
    pub fn rt_torch_sparse_values(x: rt_tensor) -> rt_tensor;
    /// 1 for a sparse COO tensor, 0 for a dense one; fails: -1
    pub fn rt_torch_tensor_is_sparse(x: rt_tensor) -> i32;
    /// 1 when sparse x is known to have sorted, unique indices; fails: -1
    pub fn rt_torch_sparse_is_coalesced(x: rt_tensor) -> i32;
    /// the number of entries sparse x stores (duplicates counted), PyTorch's _nnz(); fails: -1
    pub fn rt_torch_sparse_nnz(x: rt_tensor) -> i64;
    /// the number of sparse dims of sparse x (its dense dims are the others); fails: -1
    pub fn rt_torch_sparse_dim(x: rt_tensor) -> i64;
    /// the dense product of a sparse (n, m) matrix and a dense (m, p) one of the same dtype (PyTorch's torch.sparse.mm); gradients flow to dense and to the sparse operand's values; fails: 0
    pub fn rt_torch_sparse_mm(sparse: rt_tensor, dense: rt_tensor) -> rt_tensor;
    /// the sum of every element of sparse x, a dense 0-dim tensor (PyTorch's torch.sparse.sum); differentiable; fails: 0
    pub fn rt_torch_sparse_sum(x: rt_tensor) -> rt_tensor;

    // ---- 34. Distances, sampling grids, patches and NaN-aware reductions ----
    /// p-norm distances between the rows of x1 (*, P, M) and x2 (*, R, M), batch dims broadcast: (*, P, R); p >= 0 (0: count of differing entries, INFINITY: largest difference); compute_mode RT_CDIST_*; fails: 0
    pub fn rt_torch_tensor_cdist(x1: rt_tensor, x2: rt_tensor, p: f64, compute_mode: i32) -> rt_tensor;
    /// input (N, C, H, W) read at grid (N, H', W', 2) of (x, y) positions in [-1, 1] (or (N, C, D, H, W) at (N, D', H', W', 3)): (N, C, H', W'); mode RT_GRID_SAMPLE_*, padding_mode RT_GRID_SAMPLE_PAD_*; align_corners: -1 and 1 are the corner elements' centres, else their outer edges; fails: 0
    pub fn rt_torch_nn_grid_sample(input: rt_tensor, grid: rt_tensor, mode: i32, padding_mode: i32, align_corners: i32) -> rt_tensor;
    /// the grid of rt_torch_nn_grid_sample that affine matrices theta (N, 2, 3) make for size (N, C, H, W): (N, H, W, 2); or theta (N, 3, 4) for (N, C, D, H, W): (N, D, H, W, 3); fails: 0
    pub fn rt_torch_nn_affine_grid(theta: rt_tensor, size: *const i64, ndims: i32, align_corners: i32) -> rt_tensor;
    /// the sliding blocks of (N, C, H, W) or (C, H, W) input as columns: (N, C * kh * kw, L), L the number of blocks (im2col); fails: 0
    pub fn rt_torch_nn_unfold(input: rt_tensor, kernel_size: *const i64, dilation: *const i64, padding: *const i64, stride: *const i64) -> rt_tensor;
    /// the columns of (N, C * kh * kw, L) or (C * kh * kw, L) input summed back into (N, C, *output_size) (col2im, rt_torch_nn_unfold's adjoint); fails: 0
    pub fn rt_torch_nn_fold(input: rt_tensor, output_size: *const i64, kernel_size: *const i64, dilation: *const i64, padding: *const i64, stride: *const i64) -> rt_tensor;
    /// int64 (n, ndim) coordinates of the non-zero elements, in row-major order (as rt_torch_tensor_nonzero); fails: 0
    pub fn rt_torch_tensor_argwhere(x: rt_tensor) -> rt_tensor;
    /// larger of a and b, broadcast; a NaN loses to a number (NaN only where both are); fails: 0
    pub fn rt_torch_tensor_fmax(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// smaller of a and b, broadcast; a NaN loses to a number (NaN only where both are); fails: 0
    pub fn rt_torch_tensor_fmin(a: rt_tensor, b: rt_tensor) -> rt_tensor;
    /// sum with NaNs counted as zero (integers and bool give int64) of all elements, as a scalar tensor; fails: 0
    pub fn rt_torch_tensor_nansum(x: rt_tensor) -> rt_tensor;
    /// sum with NaNs counted as zero (integers and bool give int64) along dim; keepdim keeps it as size 1; fails: 0
    pub fn rt_torch_tensor_nansum_dim(x: rt_tensor, dim: i64, keepdim: i32) -> rt_tensor;
    /// mean of the non-NaN elements of floating x over dims (ndims 0: all of them), NaN where all are NaN; keepdim keeps them as size 1; fails: 0
    pub fn rt_torch_tensor_nanmean(x: rt_tensor, dims: *const i64, ndims: i32, keepdim: i32) -> rt_tensor;

    // ---- 35. Weight initialisation, rounding division and indexing compositions ----
    /// nn.init.calculate_gain: the recommended gain of a RT_NONLINEARITY_* (param: leaky_relu's negative slope, finite; ignored by the others) into *gain; status; fails: the error code
    pub fn rt_torch_init_calculate_gain(nonlinearity: i32, param: f64, gain: *mut f64) -> i32;
    /// x filled from a uniform law with std gain * sqrt(2 / (fan_in + fan_out)) (x of 2 or more dims; fans count the receptive field of dims 2..); status; fails: the error code
    pub fn rt_torch_init_xavier_uniform(x: rt_tensor, gain: f64) -> i32;
    /// x filled from N(0, std**2) with std gain * sqrt(2 / (fan_in + fan_out)) (x of 2 or more dims; fans count the receptive field of dims 2..); status; fails: the error code
    pub fn rt_torch_init_xavier_normal(x: rt_tensor, gain: f64) -> i32;
    /// x filled from a uniform law with std gain / sqrt(fan), gain that of nonlinearity (RT_NONLINEARITY_*, a its leaky_relu slope) and fan the RT_INIT_* mode's; no elements: nothing written; status; fails: the error code
    pub fn rt_torch_init_kaiming_uniform(x: rt_tensor, a: f64, mode: i32, nonlinearity: i32) -> i32;
    /// x filled from N(0, std**2) with std gain / sqrt(fan), gain that of nonlinearity (RT_NONLINEARITY_*, a its leaky_relu slope) and fan the RT_INIT_* mode's; no elements: nothing written; status; fails: the error code
    pub fn rt_torch_init_kaiming_normal(x: rt_tensor, a: f64, mode: i32, nonlinearity: i32) -> i32;
    /// x (2 or more dims, flattened after dim 0) becomes gain times a (semi-)orthogonal matrix: the Q of the QR of N(0, 1) samples, its columns signed by R's diagonal, as PyTorch's; status; fails: the error code
    pub fn rt_torch_init_orthogonal(x: rt_tensor, gain: f64) -> i32;
    /// x filled from N(mean, std**2) truncated to [a, b] (std > 0, a <= b), by PyTorch's rejection sampling: normal samples redrawn until inside when [a, b] holds more than 0.3 of the law, else uniform ones accepted by their density (tested in float64), refused (RT_ERR_INVALID_ARGUMENT) where one is accepted with probability below 1e-4; status; fails: the error code
    pub fn rt_torch_init_trunc_normal(x: rt_tensor, mean: f64, std: f64, a: f64, b: f64) -> i32;
    /// a 2-D x filled from N(0, std**2), then ceil(sparsity * rows) random rows of each column zeroed (sparsity in [0, 1]); status; fails: the error code
    pub fn rt_torch_init_sparse(x: rt_tensor, sparsity: f64, std: f64) -> i32;
    /// a 2-D x becomes the identity (ones on the diagonal); status; fails: the error code
    pub fn rt_torch_init_eye(x: rt_tensor) -> i32;
    /// a 3-, 4- or 5-D convolution weight becomes the Dirac delta that keeps each of groups groups' input channels (size(0) divisible by groups); status; fails: the error code
    pub fn rt_torch_init_dirac(x: rt_tensor, groups: i64) -> i32;
    /// a / b rounded by mode (RT_ROUNDING_*), broadcast and promoted (integers stay integers but for RT_ROUNDING_NONE); gradient zero but for RT_ROUNDING_NONE; fails: 0
    pub fn rt_torch_tensor_div_rounding(a: rt_tensor, b: rt_tensor, mode: i32) -> rt_tensor;
    /// (*, C r^2, H, W) to (*, C, H r, W r), r the upscale_factor (> 0); fails: 0
    pub fn rt_torch_nn_pixel_shuffle(x: rt_tensor, upscale_factor: i64) -> rt_tensor;
    /// (*, C, H r, W r) to (*, C r^2, H, W), r the downscale_factor (> 0): pixel_shuffle's inverse; fails: 0
    pub fn rt_torch_nn_pixel_unshuffle(x: rt_tensor, downscale_factor: i64) -> rt_tensor;
    /// x with the 0-dim value (converted to x's dtype) at the positions the int64 index (0-D or 1-D; negative ones count from the end) names along dim; value gets its gradient; fails: 0
    pub fn rt_torch_tensor_index_fill(x: rt_tensor, dim: i64, index: rt_tensor, value: rt_tensor) -> rt_tensor;
    /// x broadcast with the bool mask, with source's first elements (row-major) where mask holds (source of x's dtype and at least as many elements as mask's True); fails: 0
    pub fn rt_torch_tensor_masked_scatter(x: rt_tensor, mask: rt_tensor, source: rt_tensor) -> rt_tensor;
    /// coordinate grids of n 0-D or 1-D tensors of one dtype and device (indexing RT_MESHGRID_*): writes n tensors, views expanded to every length, and returns n; n > max_out: RT_ERR_BUFFER_TOO_SMALL; fails: -1
    pub fn rt_torch_tensor_meshgrid(tensors: *const rt_tensor, n: i32, indexing: i32, out: *mut rt_tensor, max_out: i32) -> i32;
    /// int64 count of the non-zero elements along the n distinct dims (n 0: of all elements); fails: 0
    pub fn rt_torch_tensor_count_nonzero(x: rt_tensor, dims: *const i64, n: i32) -> rt_tensor;

    // ---- 36. Higher-order gradients ----
    /// rt_torch_tensor_backward_gradient with PyTorch's other options: the .grad of inputs only accumulates (none: every leaf); create_graph records the backward itself, so the gradients in .grad require grad and can be differentiated again (pass retain_graph too, as PyTorch's default does then); status; fails: the error code
    pub fn rt_torch_tensor_backward_ex(root: rt_tensor, gradient: rt_tensor, inputs: *const rt_tensor, n_inputs: i32, retain_graph: i32, create_graph: i32) -> i32;

    // ---- 37. Transformer layers and data loading ----
    /// nn.TransformerEncoderLayer's forward: self-attention and a feed-forward block (activation RT_ACTIVATION_*), each with dropout, a residual and a LayerNorm (after them, or before with norm_first); weights: the layer's 12 named_parameters (6 without biases); shape errors: RT_ERR_SHAPE; fails: 0
    pub fn rt_torch_nn_transformer_encoder_layer(src: rt_tensor, weights: *const rt_tensor, n_weights: i32, src_mask: rt_tensor, src_key_padding_mask: rt_tensor, nhead: i32, activation: i32, norm_first: i32, layer_norm_eps: f64, dropout: f64, training: i32, is_causal: i32, batch_first: i32) -> rt_tensor;
    /// nn.TransformerDecoderLayer's forward: self-attention over tgt, attention over memory (S, N, E) and a feed-forward block, as the encoder layer's; weights: the layer's 18 named_parameters (9 without biases); fails: 0
    pub fn rt_torch_nn_transformer_decoder_layer(tgt: rt_tensor, memory: rt_tensor, weights: *const rt_tensor, n_weights: i32, tgt_mask: rt_tensor, memory_mask: rt_tensor, tgt_key_padding_mask: rt_tensor, memory_key_padding_mask: rt_tensor, nhead: i32, activation: i32, norm_first: i32, layer_norm_eps: f64, dropout: f64, training: i32, tgt_is_causal: i32, memory_is_causal: i32, batch_first: i32) -> rt_tensor;
    /// a loader over n_tensors (>= 1) tensors of one length (else RT_ERR_SHAPE), batch_size >= 1; it keeps the tensors (and gen, which must stay alive while it draws); free it with rt_torch_data_loader_free; fails: 0
    pub fn rt_torch_data_loader_new(tensors: *const rt_tensor, n_tensors: i32, batch_size: i64, shuffle: i32, drop_last: i32, r#gen: rt_handle) -> rt_handle;
    /// write the next batch (new handles, the rows of each tensor, in order) to batch[0..n_tensors) and return n_tensors, the entries written; at the end of the epoch write nothing and return 0, and the next call starts a new epoch; n_batch less than the loader's n_tensors: RT_ERR_BUFFER_TOO_SMALL; fails: -1
    pub fn rt_torch_data_loader_next(loader: rt_handle, batch: *mut rt_tensor, n_batch: i32) -> i32;
    /// end the current epoch early (as leaving PyTorch's loop does): the next call starts a new epoch; status; fails: the error code
    pub fn rt_torch_data_loader_reset(loader: rt_handle) -> i32;
    /// batches per epoch: n / batch_size with drop_last, else rounded up; fails: -1
    pub fn rt_torch_data_loader_len(loader: rt_handle) -> i64;
    /// release a loader (its batches stay); status; fails: the error code
    pub fn rt_torch_data_loader_free(loader: rt_handle) -> i32;

    // ---- 38. Module-path support ----
    /// the torch.backends flag name (BACKEND_FLAGS: "cudnn.benchmark", ...): 1 or 0; fails: -1
    pub fn rt_torch_backends_flag(name: *const c_char) -> i32;
    /// set the torch.backends flag name to value (0 or 1); status; fails: the error code
    pub fn rt_torch_backends_set_flag(name: *const c_char, value: i32) -> i32;
    /// 1 when the library name ("cudnn", "mps", "mkldnn", "mkl", "openmp", "opt_einsum") can run here, as torch.backends.<name>.is_available() (NumPy: what NumPy itself uses); fails: -1
    pub fn rt_torch_backends_is_available(name: *const c_char) -> i32;
    /// 1 when the library was built with name ("cuda", "mps"), as torch.backends.<name>.is_built(); fails: -1
    pub fn rt_torch_backends_is_built(name: *const c_char) -> i32;
    /// cuDNN's version number, as torch.backends.cudnn.version() (90100 for 9.1.0); 0 where cuDNN is not available; fails: -1
    pub fn rt_torch_backends_cudnn_version() -> i64;
    /// the CPU's vector instructions that the CPU kernels use, as torch.backends.cpu.get_cpu_capability(): "AVX512", "AVX2", "NO AVX", "DEFAULT", ... (NumPy: the best of these levels NumPy detects); fails: ""
    pub fn rt_torch_backends_cpu_capability() -> *const c_char;

    // ---- 39. Tensor conveniences real programs use ----
    /// x rounded half to even to decimals decimal places (negative: to tens, hundreds, ...), as PyTorch's round(decimals=): x * 10**decimals rounded, divided by 10**decimals (negative decimals: x / 10**-decimals rounded, times 10**-decimals), in x's floating dtype (float32 math for the half types); integer, bool and complex x: RT_ERR_DTYPE; gradient zero; fails: 0
    pub fn rt_torch_tensor_round_decimals(x: rt_tensor, decimals: i64) -> rt_tensor;
    /// binary cross entropy of probs against target (one shape), each element's loss times weight (NULL: 1; broadcast to probs' shape, converted to its dtype, not differentiable: RT_ERR_INVALID_ARGUMENT if it requires grad while grad is enabled) before the RT_REDUCTION_* reduction, as PyTorch's; fails: 0
    pub fn rt_torch_nn_binary_cross_entropy_weighted(probs: rt_tensor, target: rt_tensor, weight: rt_tensor, reduction: i32) -> rt_tensor;

    // ---- 40. Indexing by one position ----
    /// the part of x at index along dim, which drops out (a view, as torch.select); index in [-size, size), negative counting from the end, else RT_ERR_INVALID_ARGUMENT; a 0-dim x: RT_ERR_SHAPE; fails: 0
    pub fn rt_torch_tensor_select(x: rt_tensor, dim: i64, index: i64) -> rt_tensor;
}
