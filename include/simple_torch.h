/* simple_torch.h - the stable C ABI of simple-torch: PyTorch for any language.
 *
 * Generated from src/simple_torch/abi/spec.py by `make generate`; do not edit by hand.
 * Link with libsimple_torch_ffi.so (`pkg-config --cflags --libs simple-torch`).
 *
 * Handles are positive ids, never reused; every returned handle is owned by the caller and freed
 * with rt_torch_tensor_free (tensors) or the matching _free. Input handles are borrowed.
 * No function lets an error escape: on failure it returns the value named in its comment
 * ('fails:') and sets the calling thread's last error (rt_torch_last_error_code/_last_error).
 * Every function may be called from any thread.
 */
#ifndef SIMPLE_TORCH_H
#define SIMPLE_TORCH_H

#include <stdint.h>

#define RT_TORCH_ABI_VERSION_MAJOR 1
#define RT_TORCH_ABI_VERSION_MINOR 9
#define RT_TORCH_ABI_VERSION_PATCH 0
/* What rt_torch_abi_version() returns for a library of this header: MAJOR*10000 + MINOR*100 + PATCH. */
#define RT_TORCH_ABI_VERSION 10900

#ifdef __cplusplus
extern "C" {
#endif

typedef int64_t rt_tensor;   /* tensor handle; 0 is never a valid handle */
typedef int64_t rt_handle;   /* stream / optimizer handle; 0 is never valid */
/* rt_torch_optim_lbfgs_step's closure: re-evaluate the model (zero the grads, forward, backward), write the
 * loss into *loss and return RT_OK, or return an error code; user_data is the step's, passed through. */
typedef int32_t (*rt_closure)(void *user_data, double *loss);

/* Error codes: what rt_torch_last_error_code() returns; status functions return them too. */
enum {
  RT_OK = 0,                    /* success */
  RT_ERR_INVALID_HANDLE = 1,    /* 0, negative, freed or never-issued handle */
  RT_ERR_INVALID_ARGUMENT = 2,  /* NULL pointer, negative size, bad dim, bad enum value */
  RT_ERR_SHAPE = 3,             /* shapes incompatible for the operation */
  RT_ERR_DTYPE = 4,             /* dtype not valid for the operation */
  RT_ERR_DEVICE = 5,            /* device absent (e.g. CUDA on a CPU-only machine) */
  RT_ERR_OUT_OF_MEMORY = 6,     /* allocation failed (host or device) */
  RT_ERR_UNSUPPORTED = 7,       /* operation not available on the active backend */
  RT_ERR_BUFFER_TOO_SMALL = 8,  /* caller's output buffer is too small */
  RT_ERR_INTERNAL = 9           /* anything else; the message carries the backend's text */
};

/* Dtype codes (PyTorch's ScalarType numbering). */
enum {
  RT_UINT8 = 0,        /* unsigned 8-bit integer, 1 byte */
  RT_INT8 = 1,         /* signed 8-bit integer, 1 byte */
  RT_INT16 = 2,        /* signed 16-bit integer, 2 bytes */
  RT_INT32 = 3,        /* signed 32-bit integer, 4 bytes */
  RT_INT64 = 4,        /* signed 64-bit integer, 8 bytes */
  RT_FLOAT16 = 5,      /* IEEE half precision, 2 bytes */
  RT_FLOAT32 = 6,      /* IEEE single precision (the default), 4 bytes */
  RT_FLOAT64 = 7,      /* IEEE double precision, 8 bytes */
  RT_COMPLEX64 = 9,    /* two float32: real, imaginary, 8 bytes */
  RT_COMPLEX128 = 10,  /* two float64: real, imaginary, 16 bytes */
  RT_BOOL = 11,        /* 0 or 1, 1 byte */
  RT_BFLOAT16 = 15     /* brain float: float32's exponent, 7-bit mantissa, 2 bytes */
};

/* Device codes: RT_CPU, or n >= 0 for cuda:n. */
#define RT_CPU (-1)  /* the CPU; n >= 0 is cuda:n */

/* Creation functions' dtype and device arguments: the default instead of a code. */
#define RT_DTYPE_DEFAULT (-1)  /* dtype: float32 for a new tensor, the input's dtype for a *_like */
#define RT_DEVICE_DEFAULT (-3)  /* device: the default device for a new tensor, the input's device for a *_like */

/* Loss reductions (PyTorch's numbering). */
enum {
  RT_REDUCTION_NONE = 0,  /* loss per element */
  RT_REDUCTION_MEAN = 1,  /* mean of the losses */
  RT_REDUCTION_SUM = 2    /* sum of the losses */
};

/* rt_torch_tensor_scatter_reduce's ways to combine the values written at one position. */
enum {
  RT_SCATTER_SUM = 0,   /* sum */
  RT_SCATTER_PROD = 1,  /* product */
  RT_SCATTER_MEAN = 2,  /* mean (integers: floor division) */
  RT_SCATTER_AMAX = 3,  /* maximum */
  RT_SCATTER_AMIN = 4   /* minimum */
};

/* rt_torch_nn_pad's ways to fill the border. */
enum {
  RT_PAD_CONSTANT = 0,   /* the value given */
  RT_PAD_REFLECT = 1,    /* the input mirrored, the edge not repeated */
  RT_PAD_REPLICATE = 2,  /* the edge element repeated */
  RT_PAD_CIRCULAR = 3    /* the input wrapped around */
};

/* rt_torch_nn_interpolate's modes. */
enum {
  RT_INTERPOLATE_NEAREST = 0,        /* the input element at floor(position * scale) */
  RT_INTERPOLATE_LINEAR = 1,         /* linear in each resized dim: linear, bilinear, trilinear */
  RT_INTERPOLATE_NEAREST_EXACT = 2   /* the input element at floor((position + 0.5) * scale) */
};

/* rt_torch_nn_embedding_bag's ways to combine a bag's rows. */
enum {
  RT_EMBEDDING_BAG_SUM = 0,   /* the sum of the rows (each times its per-sample weight, if given) */
  RT_EMBEDDING_BAG_MEAN = 1,  /* the mean of the rows */
  RT_EMBEDDING_BAG_MAX = 2    /* the element-wise maximum of the rows */
};

/* rt_torch_dist_all_reduce's and rt_torch_dist_reduce_scatter's reduce ops (torch.distributed.ReduceOp's). */
enum {
  RT_DIST_SUM = 0,      /* sum */
  RT_DIST_AVG = 1,      /* mean (floating point only) */
  RT_DIST_PRODUCT = 2,  /* product */
  RT_DIST_MIN = 3,      /* minimum */
  RT_DIST_MAX = 4       /* maximum */
};

/* rt_torch_model_load_options's flags (bits). */
enum {
  RT_MODEL_LOAD_DEFAULT = 0,  /* untrusted: formats that run code when loaded are refused */
  RT_MODEL_LOAD_TRUSTED = 1   /* the caller trusts the file: TorchScript and AOTInductor packages are loaded too */
};

/* rt_torch_tensor_qr's modes. */
enum {
  RT_QR_REDUCED = 0,   /* Q of m x k and R of k x n */
  RT_QR_COMPLETE = 1,  /* Q of m x m and R of m x n */
  RT_QR_R = 2          /* R of k x n only; Q is an empty tensor */
};

/* rt_torch_tensor_lstsq's LAPACK drivers. */
enum {
  RT_LSTSQ_DEFAULT = 0,  /* PyTorch's choice: gelsy on the CPU, gels on CUDA */
  RT_LSTSQ_GELS = 1,     /* QR; A must have full rank; no rank */
  RT_LSTSQ_GELSY = 2,    /* QR with column pivoting; no residuals */
  RT_LSTSQ_GELSD = 3,    /* divide-and-conquer SVD; singular values too */
  RT_LSTSQ_GELSS = 4     /* SVD; singular values too */
};

/* rt_torch_nn_transformer_encoder_layer's and _decoder_layer's feed-forward activations. */
enum {
  RT_ACTIVATION_RELU = 0,       /* max(0, x) */
  RT_ACTIVATION_GELU = 1,       /* x * Phi(x), exact (erf) form */
  RT_ACTIVATION_GELU_TANH = 2   /* GELU's tanh approximation */
};

/* rt_torch_tensor_cdist's compute modes (PyTorch's compute_mode). */
enum {
  RT_CDIST_MM_IF_NECESSARY = 0,  /* use_mm_for_euclid_dist_if_necessary: matrix products for p = 2 when either set has more than 25 rows, else differences */
  RT_CDIST_MM = 1,               /* use_mm_for_euclid_dist: matrix products for p = 2 */
  RT_CDIST_NO_MM = 2             /* donot_use_mm_for_euclid_dist: differences for every p */
};

/* rt_torch_nn_grid_sample's modes. */
enum {
  RT_GRID_SAMPLE_BILINEAR = 0,  /* the four (2-D) or eight (3-D) neighbours mixed linearly */
  RT_GRID_SAMPLE_NEAREST = 1,   /* the nearest input element (halves round to even) */
  RT_GRID_SAMPLE_BICUBIC = 2    /* the 4 x 4 neighbours mixed by cubic convolution (A = -0.75), each padded on its own; 4-D input only */
};

/* rt_torch_nn_grid_sample's padding modes. */
enum {
  RT_GRID_SAMPLE_PAD_ZEROS = 0,       /* zeros */
  RT_GRID_SAMPLE_PAD_BORDER = 1,      /* the position clipped to the border */
  RT_GRID_SAMPLE_PAD_REFLECTION = 2   /* the position reflected at the border */
};

/* rt_torch_tensor_div_rounding's rounding modes. */
enum {
  RT_ROUNDING_NONE = 0,   /* true division, no rounding (rounding_mode=None) */
  RT_ROUNDING_TRUNC = 1,  /* toward zero (C's integer division) */
  RT_ROUNDING_FLOOR = 2   /* toward negative infinity (Python's //, floor_divide) */
};

/* rt_torch_init_kaiming_*'s modes. */
enum {
  RT_INIT_FAN_IN = 0,   /* inputs per unit: keeps the forward pass's variance */
  RT_INIT_FAN_OUT = 1   /* outputs per unit: keeps the backward pass's variance */
};

/* rt_torch_init_calculate_gain's and rt_torch_init_kaiming_*'s nonlinearities. */
enum {
  RT_NONLINEARITY_LINEAR = 0,            /* gain 1 */
  RT_NONLINEARITY_CONV1D = 1,            /* gain 1 */
  RT_NONLINEARITY_CONV2D = 2,            /* gain 1 */
  RT_NONLINEARITY_CONV3D = 3,            /* gain 1 */
  RT_NONLINEARITY_CONV_TRANSPOSE1D = 4,  /* gain 1 */
  RT_NONLINEARITY_CONV_TRANSPOSE2D = 5,  /* gain 1 */
  RT_NONLINEARITY_CONV_TRANSPOSE3D = 6,  /* gain 1 */
  RT_NONLINEARITY_SIGMOID = 7,           /* gain 1 */
  RT_NONLINEARITY_TANH = 8,              /* gain 5/3 */
  RT_NONLINEARITY_RELU = 9,              /* gain sqrt(2) */
  RT_NONLINEARITY_LEAKY_RELU = 10,       /* gain sqrt(2 / (1 + slope ** 2)), slope the param */
  RT_NONLINEARITY_SELU = 11              /* gain 3/4 */
};

/* rt_torch_tensor_meshgrid's indexings. */
enum {
  RT_MESHGRID_IJ = 0,  /* matrix indexing: output i runs along dim i */
  RT_MESHGRID_XY = 1   /* Cartesian indexing: the first two dims swapped (NumPy's default) */
};

/* rt_torch_fft_fftn's, rt_torch_fft_rfftn's and rt_torch_fft_irfftn's scalings (PyTorch's norm). */
enum {
  RT_FFT_NORM_BACKWARD = 0,  /* the forward transform unscaled, the inverse scaled by 1/n (PyTorch's default) */
  RT_FFT_NORM_ORTHO = 1,     /* both scaled by 1/sqrt(n) */
  RT_FFT_NORM_FORWARD = 2    /* the forward transform scaled by 1/n, the inverse unscaled */
};

/* ---- 1. Library information and runtime ---- */

/* 1 when the PyTorch backend is active; fails: -1 [fast] */
int32_t rt_torch_available(void);
/* backend version, e.g. "2.13.0+cpu" or "numpy 2.4.6"; fails: "" */
const char* rt_torch_version(void);
/* 1 when a CUDA device can be used; fails: -1 */
int32_t rt_torch_cuda_available(void);
/* number of CUDA devices (0 without CUDA); fails: -1 */
int32_t rt_torch_cuda_device_count(void);
/* "torch" or "numpy"; fails: "" [fast] */
const char* rt_torch_backend(void);
/* MAJOR*10000 + MINOR*100 + PATCH; fails: -1 [fast] */
int32_t rt_torch_abi_version(void);
/* start the runtime now (else on the first call); status; fails: the error code [fast] */
int32_t rt_torch_init(void);
/* code of this thread's last call */
int32_t rt_torch_last_error_code(void);
/* message of this thread's last call; valid until its next call */
const char* rt_torch_last_error(void);
/* reset this thread's last error to RT_OK */
void rt_torch_clear_error(void);
/* seed every random generator of the backend; fails: the error code */
int32_t rt_torch_manual_seed(int64_t seed);
/* tensor handles not yet freed; fails: -1 [fast] */
int64_t rt_torch_live_tensors(void);
/* device for creation functions; fails: the error code */
int32_t rt_torch_set_default_device(int32_t device);
/* device code used by creation functions; fails: -2 */
int32_t rt_torch_default_device(void);
/* threads for one operation's parallel work, process-wide, 1 to 1024 (PyTorch's set_num_threads; NumPy: the size of its BLAS pool); status; fails: the error code */
int32_t rt_torch_set_num_threads(int32_t n);
/* the thread count rt_torch_set_num_threads sets; fails: -1 [fast] */
int32_t rt_torch_get_num_threads(void);
/* "on" when the native fast path runs the functions the header marks [fast] (on CPU tensors; element-wise ones, matmul and linear also on CUDA ones); "on for N of M functions; off for ..." when the torch lacks the shim functions some of them need (which, and what it lacks); else "off: " and why (NumPy backend, SIMPLE_TORCH_FAST_PATH=0, a torch without the shim functions the fast path needs); fails: "" [fast] */
const char* rt_torch_fast_path(void);

/* ---- 2. Tensor creation ---- */

/* float32 zeros; fails: 0 [fast] */
rt_tensor rt_torch_tensor_zeros(const int64_t* dims, int32_t ndims);
/* float32 ones; fails: 0 [fast] */
rt_tensor rt_torch_tensor_ones(const int64_t* dims, int32_t ndims);
/* float32 samples of N(0, 1); fails: 0 */
rt_tensor rt_torch_tensor_randn(const int64_t* dims, int32_t ndims);
/* float32 samples of U[0, 1); fails: 0 */
rt_tensor rt_torch_tensor_rand(const int64_t* dims, int32_t ndims);
/* float32, contents unspecified; fails: 0 [fast] */
rt_tensor rt_torch_tensor_empty(const int64_t* dims, int32_t ndims);
/* float32 filled with value; fails: 0 [fast] */
rt_tensor rt_torch_tensor_full(const int64_t* dims, int32_t ndims, double value);
/* copy of row-major data of the given dtype; fails: 0 [fast] */
rt_tensor rt_torch_tensor_from_data(const void* data, const int64_t* dims, int32_t ndims, int32_t dtype);
/* [start, end) by step; fails: 0 */
rt_tensor rt_torch_tensor_arange(double start, double end, double step, int32_t dtype);
/* steps evenly spaced float32 values; fails: 0 */
rt_tensor rt_torch_tensor_linspace(double start, double end, int64_t steps);
/* n x m float32 identity; fails: 0 */
rt_tensor rt_torch_tensor_eye(int64_t n, int64_t m);

/* ---- 3. Element-wise arithmetic (broadcasting as PyTorch) ---- */

/* a + b; fails: 0 [fast] */
rt_tensor rt_torch_tensor_add(rt_tensor a, rt_tensor b);
/* a - b; fails: 0 [fast] */
rt_tensor rt_torch_tensor_sub(rt_tensor a, rt_tensor b);
/* a * b; fails: 0 [fast] */
rt_tensor rt_torch_tensor_mul(rt_tensor a, rt_tensor b);
/* a / b (true division); fails: 0 [fast] */
rt_tensor rt_torch_tensor_div(rt_tensor a, rt_tensor b);
/* a ** exponent; fails: 0 */
rt_tensor rt_torch_tensor_pow(rt_tensor a, double exponent);
/* -a; fails: 0 [fast] */
rt_tensor rt_torch_tensor_neg(rt_tensor a);
/* |a|; fails: 0 [fast] */
rt_tensor rt_torch_tensor_abs(rt_tensor a);
/* square root; fails: 0 [fast] */
rt_tensor rt_torch_tensor_sqrt(rt_tensor a);
/* e ** a; fails: 0 [fast] */
rt_tensor rt_torch_tensor_exp(rt_tensor a);
/* natural logarithm; fails: 0 [fast] */
rt_tensor rt_torch_tensor_log(rt_tensor a);
/* a + s; fails: 0 [fast] */
rt_tensor rt_torch_tensor_add_scalar(rt_tensor a, double s);
/* a * s; fails: 0 [fast] */
rt_tensor rt_torch_tensor_mul_scalar(rt_tensor a, double s);
/* sine; fails: 0 [fast] */
rt_tensor rt_torch_tensor_sin(rt_tensor a);
/* cosine; fails: 0 [fast] */
rt_tensor rt_torch_tensor_cos(rt_tensor a);
/* tangent; fails: 0 [fast] */
rt_tensor rt_torch_tensor_tan(rt_tensor a);
/* arcsine; fails: 0 [fast] */
rt_tensor rt_torch_tensor_asin(rt_tensor a);
/* arccosine; fails: 0 [fast] */
rt_tensor rt_torch_tensor_acos(rt_tensor a);
/* arctangent; fails: 0 [fast] */
rt_tensor rt_torch_tensor_atan(rt_tensor a);
/* hyperbolic sine; fails: 0 [fast] */
rt_tensor rt_torch_tensor_sinh(rt_tensor a);
/* hyperbolic cosine; fails: 0 [fast] */
rt_tensor rt_torch_tensor_cosh(rt_tensor a);
/* 1 / sqrt(a); fails: 0 [fast] */
rt_tensor rt_torch_tensor_rsqrt(rt_tensor a);
/* 1 / a; fails: 0 [fast] */
rt_tensor rt_torch_tensor_reciprocal(rt_tensor a);
/* log(1 + a), exact near 0; fails: 0 [fast] */
rt_tensor rt_torch_tensor_log1p(rt_tensor a);
/* e ** a - 1, exact near 0; fails: 0 [fast] */
rt_tensor rt_torch_tensor_expm1(rt_tensor a);
/* base-2 logarithm; fails: 0 [fast] */
rt_tensor rt_torch_tensor_log2(rt_tensor a);
/* base-10 logarithm; fails: 0 [fast] */
rt_tensor rt_torch_tensor_log10(rt_tensor a);
/* 2 ** a; fails: 0 [fast] */
rt_tensor rt_torch_tensor_exp2(rt_tensor a);
/* error function; fails: 0 [fast] */
rt_tensor rt_torch_tensor_erf(rt_tensor a);
/* inverse error function; fails: 0 [fast] */
rt_tensor rt_torch_tensor_erfinv(rt_tensor a);
/* a * a (integers stay integers; bool gives int64); fails: 0 [fast] */
rt_tensor rt_torch_tensor_square(rt_tensor a);
/* -1, 0 or 1 (in a's dtype); fails: 0 [fast] */
rt_tensor rt_torch_tensor_sign(rt_tensor a);
/* round down (integers unchanged); fails: 0 [fast] */
rt_tensor rt_torch_tensor_floor(rt_tensor a);
/* round up (integers unchanged); fails: 0 [fast] */
rt_tensor rt_torch_tensor_ceil(rt_tensor a);
/* round half to even (integers unchanged); fails: 0 [fast] */
rt_tensor rt_torch_tensor_round(rt_tensor a);
/* round toward zero (integers unchanged); fails: 0 [fast] */
rt_tensor rt_torch_tensor_trunc(rt_tensor a);
/* a - trunc(a); fails: 0 [fast] */
rt_tensor rt_torch_tensor_frac(rt_tensor a);
/* larger of a and b, broadcast (NaN wins); fails: 0 [fast] */
rt_tensor rt_torch_tensor_maximum(rt_tensor a, rt_tensor b);
/* smaller of a and b, broadcast (NaN wins); fails: 0 [fast] */
rt_tensor rt_torch_tensor_minimum(rt_tensor a, rt_tensor b);
/* angle of (b, a): atan(a / b) in the right quadrant, broadcast; fails: 0 [fast] */
rt_tensor rt_torch_tensor_atan2(rt_tensor a, rt_tensor b);
/* a ** b element-wise, broadcast and promoted (an integer to a negative power is 0 unless a is 1 or -1, as PyTorch); Tier 3's pow picks this or the number form; fails: 0 [fast] */
rt_tensor rt_torch_tensor_pow_tensor(rt_tensor a, rt_tensor b);
/* a - trunc(a / b) * b (the sign of a), broadcast and promoted (integers: RT_ERR_INVALID_ARGUMENT for a zero b); fails: 0 [fast] */
rt_tensor rt_torch_tensor_fmod(rt_tensor a, rt_tensor b);
/* a - floor(a / b) * b (the sign of b), broadcast and promoted (integers: RT_ERR_INVALID_ARGUMENT for a zero b); fails: 0 [fast] */
rt_tensor rt_torch_tensor_remainder(rt_tensor a, rt_tensor b);
/* fmod of a by the number s (converted to the dtype of a with a float first, as PyTorch); fails: 0 [fast] */
rt_tensor rt_torch_tensor_fmod_scalar(rt_tensor a, double s);
/* remainder of a by the number s (converted to the dtype of a with a float first, as PyTorch); fails: 0 [fast] */
rt_tensor rt_torch_tensor_remainder_scalar(rt_tensor a, double s);
/* log(exp(a) + exp(b)) without overflow, broadcast; fails: 0 [fast] */
rt_tensor rt_torch_tensor_logaddexp(rt_tensor a, rt_tensor b);
/* start + weight * (end - start), broadcast; the three of one floating dtype; fails: 0 [fast] */
rt_tensor rt_torch_tensor_lerp(rt_tensor start, rt_tensor end, rt_tensor weight);
/* start + weight * (end - start), broadcast; start and end of one floating dtype; fails: 0 */
rt_tensor rt_torch_tensor_lerp_scalar(rt_tensor start, rt_tensor end, double weight);
/* x + value * tensor1 * tensor2, the three broadcast and promoted; fails: 0 */
rt_tensor rt_torch_tensor_addcmul(rt_tensor x, rt_tensor tensor1, rt_tensor tensor2, double value);
/* x + value * tensor1 / tensor2, the three broadcast and promoted; fails: 0 */
rt_tensor rt_torch_tensor_addcdiv(rt_tensor x, rt_tensor tensor1, rt_tensor tensor2, double value);
/* x with NaN, +inf and -inf replaced; a NaN posinf or neginf is the dtype's largest or lowest value; fails: 0 [fast] */
rt_tensor rt_torch_tensor_nan_to_num(rt_tensor x, double nan, double posinf, double neginf);
/* log(1 + exp(beta * x)) / beta, and x where beta * x > threshold; fails: 0 */
rt_tensor rt_torch_tensor_softplus(rt_tensor x, double beta, double threshold);

/* ---- 4. Activations ---- */

/* max(x, 0); fails: 0 [fast] */
rt_tensor rt_torch_relu(rt_tensor x);
/* 1 / (1 + e ** -x); fails: 0 [fast] */
rt_tensor rt_torch_sigmoid(rt_tensor x);
/* hyperbolic tangent; fails: 0 [fast] */
rt_tensor rt_torch_tanh(rt_tensor x);
/* x, or negative_slope * x below 0; fails: 0 */
rt_tensor rt_torch_leaky_relu(rt_tensor x, double negative_slope);
/* x * Phi(x), exact (erf) form; fails: 0 [fast] */
rt_tensor rt_torch_gelu(rt_tensor x);
/* softmax along dim; fails: 0 [fast] */
rt_tensor rt_torch_softmax(rt_tensor x, int64_t dim);
/* log of softmax along dim; fails: 0 [fast] */
rt_tensor rt_torch_log_softmax(rt_tensor x, int64_t dim);
/* x * sigmoid(x); fails: 0 [fast] */
rt_tensor rt_torch_silu(rt_tensor x);
/* x * tanh(softplus(x)); fails: 0 [fast] */
rt_tensor rt_torch_mish(rt_tensor x);
/* x * min(max(x + 3, 0), 6) / 6; fails: 0 [fast] */
rt_tensor rt_torch_hardswish(rt_tensor x);
/* min(max(x + 3, 0), 6) / 6; fails: 0 [fast] */
rt_tensor rt_torch_hardsigmoid(rt_tensor x);
/* x above 0, else alpha * (exp(x) - 1); fails: 0 */
rt_tensor rt_torch_elu(rt_tensor x, double alpha);
/* 1.0507... * elu(x, 1.6732...): PyTorch's self-normalising constants; fails: 0 [fast] */
rt_tensor rt_torch_selu(rt_tensor x);
/* x above 0, else alpha * (exp(x / alpha) - 1); alpha finite and not 0; fails: 0 */
rt_tensor rt_torch_celu(rt_tensor x, double alpha);
/* GELU's tanh approximation: x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x ** 3))); fails: 0 [fast] */
rt_tensor rt_torch_gelu_tanh(rt_tensor x);
/* x above 0, else weight * x: a 0-dim or 1-D weight of x's dtype with 1 element or one per channel (dim 1 of an x of 2 or more dims); fails: 0 [fast] */
rt_tensor rt_torch_prelu(rt_tensor x, rt_tensor weight);
/* x limited to [min_val, max_val] (not NaN, min_val <= max_val; integers keep their dtype), gradient 1 strictly inside; fails: 0 */
rt_tensor rt_torch_hardtanh(rt_tensor x, double min_val, double max_val);
/* hardtanh(x, 0, 6) (integers keep their dtype); fails: 0 [fast] */
rt_tensor rt_torch_relu6(rt_tensor x);
/* log(sigmoid(x)) without overflow; fails: 0 [fast] */
rt_tensor rt_torch_logsigmoid(rt_tensor x);
/* x / (|x| + 1) (integers give float32); fails: 0 */
rt_tensor rt_torch_softsign(rt_tensor x);
/* x - tanh(x) (integers give float32); fails: 0 [fast] */
rt_tensor rt_torch_tanhshrink(rt_tensor x);
/* the first half of x along dim times the sigmoid of the second (size(dim) even); fails: 0 [fast] */
rt_tensor rt_torch_glu(rt_tensor x, int64_t dim);

/* ---- 5. Linear algebra ---- */

/* matrix product, batched and broadcast as PyTorch; fails: 0 [fast] */
rt_tensor rt_torch_tensor_matmul(rt_tensor a, rt_tensor b);
/* dot product of two 1-D tensors; fails: 0 [fast] */
rt_tensor rt_torch_tensor_dot(rt_tensor a, rt_tensor b);
/* swap two dims; fails: 0 [fast] */
rt_tensor rt_torch_tensor_transpose(rt_tensor x, int64_t dim0, int64_t dim1);
/* transpose of a tensor of at most 2 dims; fails: 0 [fast] */
rt_tensor rt_torch_tensor_t(rt_tensor x);
/* 2-norm of all elements; fails: 0 */
rt_tensor rt_torch_tensor_norm(rt_tensor x);
/* determinant of square matrices; fails: 0 [fast] */
rt_tensor rt_torch_tensor_det(rt_tensor x);
/* inverse of square matrices; fails: 0 [fast] */
rt_tensor rt_torch_tensor_inverse(rt_tensor x);
/* reduced SVD x = u diag(s) vh; status; fails: the error code [fast] */
int32_t rt_torch_tensor_svd(rt_tensor x, rt_tensor* u, rt_tensor* s, rt_tensor* vh);
/* eigen-decomposition with complex outputs; status; fails: the error code [fast] */
int32_t rt_torch_tensor_eig(rt_tensor x, rt_tensor* values, rt_tensor* vectors);

/* ---- 6. Reductions (std and var use Bessel's correction; max_dim/min_dim return values only) ---- */

/* sum of all elements, as a scalar tensor; fails: 0 [fast] */
rt_tensor rt_torch_tensor_sum(rt_tensor x);
/* sum along dim; keepdim keeps it as size 1; fails: 0 [fast] */
rt_tensor rt_torch_tensor_sum_dim(rt_tensor x, int64_t dim, int32_t keepdim);
/* mean of all elements, as a scalar tensor; fails: 0 [fast] */
rt_tensor rt_torch_tensor_mean(rt_tensor x);
/* mean along dim; keepdim keeps it as size 1; fails: 0 [fast] */
rt_tensor rt_torch_tensor_mean_dim(rt_tensor x, int64_t dim, int32_t keepdim);
/* maximum of all elements, as a scalar tensor; fails: 0 [fast] */
rt_tensor rt_torch_tensor_max(rt_tensor x);
/* maximum along dim; keepdim keeps it as size 1; fails: 0 [fast] */
rt_tensor rt_torch_tensor_max_dim(rt_tensor x, int64_t dim, int32_t keepdim);
/* minimum of all elements, as a scalar tensor; fails: 0 [fast] */
rt_tensor rt_torch_tensor_min(rt_tensor x);
/* minimum along dim; keepdim keeps it as size 1; fails: 0 [fast] */
rt_tensor rt_torch_tensor_min_dim(rt_tensor x, int64_t dim, int32_t keepdim);
/* int64 index of the maximum of all elements, as a scalar tensor; fails: 0 [fast] */
rt_tensor rt_torch_tensor_argmax(rt_tensor x);
/* int64 index of the maximum along dim; keepdim keeps it as size 1; fails: 0 [fast] */
rt_tensor rt_torch_tensor_argmax_dim(rt_tensor x, int64_t dim, int32_t keepdim);
/* int64 index of the minimum of all elements, as a scalar tensor; fails: 0 [fast] */
rt_tensor rt_torch_tensor_argmin(rt_tensor x);
/* int64 index of the minimum along dim; keepdim keeps it as size 1; fails: 0 [fast] */
rt_tensor rt_torch_tensor_argmin_dim(rt_tensor x, int64_t dim, int32_t keepdim);
/* standard deviation of all elements, as a scalar tensor; fails: 0 [fast] */
rt_tensor rt_torch_tensor_std(rt_tensor x);
/* standard deviation along dim; keepdim keeps it as size 1; fails: 0 [fast] */
rt_tensor rt_torch_tensor_std_dim(rt_tensor x, int64_t dim, int32_t keepdim);
/* variance of all elements, as a scalar tensor; fails: 0 [fast] */
rt_tensor rt_torch_tensor_var(rt_tensor x);
/* variance along dim; keepdim keeps it as size 1; fails: 0 [fast] */
rt_tensor rt_torch_tensor_var_dim(rt_tensor x, int64_t dim, int32_t keepdim);

/* ---- 7. Shape, dtype and data access ---- */

/* same data, new shape (one dim may be -1); fails: 0 [fast] */
rt_tensor rt_torch_tensor_reshape(rt_tensor x, const int64_t* dims, int32_t ndims);
/* reshape without copying; needs compatible strides; fails: 0 [fast] */
rt_tensor rt_torch_tensor_view(rt_tensor x, const int64_t* dims, int32_t ndims);
/* reorder the dims; fails: 0 [fast] */
rt_tensor rt_torch_tensor_permute(rt_tensor x, const int64_t* order, int32_t ndims);
/* drop every dim of size 1; fails: 0 [fast] */
rt_tensor rt_torch_tensor_squeeze(rt_tensor x);
/* drop dim if its size is 1; fails: 0 [fast] */
rt_tensor rt_torch_tensor_squeeze_dim(rt_tensor x, int64_t dim);
/* insert a dim of size 1; fails: 0 [fast] */
rt_tensor rt_torch_tensor_unsqueeze(rt_tensor x, int64_t dim);
/* merge dims start_dim..end_dim; fails: 0 [fast] */
rt_tensor rt_torch_tensor_flatten(rt_tensor x, int64_t start_dim, int64_t end_dim);
/* broadcast to a shape (-1 keeps a dim); fails: 0 [fast] */
rt_tensor rt_torch_tensor_expand(rt_tensor x, const int64_t* dims, int32_t ndims);
/* row-major copy (or the same data if already so); fails: 0 [fast] */
rt_tensor rt_torch_tensor_contiguous(rt_tensor x);
/* 1 when the data is row-major without gaps; fails: -1 [fast] */
int32_t rt_torch_tensor_is_contiguous(rt_tensor x);
/* writes the dims, returns ndim; RT_ERR_BUFFER_TOO_SMALL when max_dims < ndim; fails: -1 [fast] */
int32_t rt_torch_tensor_shape(rt_tensor x, int64_t* dims_out, int32_t max_dims);
/* number of dims; fails: -1 [fast] */
int32_t rt_torch_tensor_ndim(rt_tensor x);
/* number of elements; fails: -1 [fast] */
int64_t rt_torch_tensor_numel(rt_tensor x);
/* size of one dim; fails: -1 [fast] */
int64_t rt_torch_tensor_size(rt_tensor x, int64_t dim);
/* dtype code; fails: -1 [fast] */
int32_t rt_torch_tensor_dtype(rt_tensor x);
/* copy converted to dtype; fails: 0 [fast] */
rt_tensor rt_torch_tensor_to_dtype(rt_tensor x, int32_t dtype);
/* numel * element size; fails: -1 [fast] */
int64_t rt_torch_tensor_nbytes(rt_tensor x);
/* row-major copy of the data in its own dtype, from any device; returns bytes written; fails: -1 [fast] */
int64_t rt_torch_tensor_copy_to(rt_tensor x, void* out, int64_t out_nbytes);
/* one-element tensor to double; status; fails: the error code [fast] */
int32_t rt_torch_tensor_item(rt_tensor x, double* out);
/* write src's values into dst in place (broadcast, converted to dst's dtype; not recorded by autograd); fails: the error code */
int32_t rt_torch_tensor_copy_from(rt_tensor dst, rt_tensor src);

/* ---- 8. Indexing and slicing ---- */

/* x[start:end:step] along dim (step > 0; bounds clamp as in Python); fails: 0 [fast] */
rt_tensor rt_torch_tensor_slice(rt_tensor x, int64_t dim, int64_t start, int64_t end, int64_t step);
/* rows of dim picked by a 1-D int64 index; fails: 0 [fast] */
rt_tensor rt_torch_tensor_index_select(rt_tensor x, int64_t dim, rt_tensor index);
/* values picked along dim by an int64 index; fails: 0 [fast] */
rt_tensor rt_torch_tensor_gather(rt_tensor x, int64_t dim, rt_tensor index);
/* join along an existing dim; fails: 0 [fast] */
rt_tensor rt_torch_tensor_cat(const rt_tensor* xs, int32_t n, int64_t dim);
/* join along a new dim; fails: 0 [fast] */
rt_tensor rt_torch_tensor_stack(const rt_tensor* xs, int32_t n, int64_t dim);
/* split into at most chunks parts; returns the count written; fails: -1 [fast] */
int32_t rt_torch_tensor_chunk(rt_tensor x, int64_t chunks, int64_t dim, rt_tensor* out, int32_t max_out);

/* ---- 9. Neural-network operations (a weight or bias handle of 0 means none) ---- */

/* x @ weight.T + bias; fails: 0 [fast] */
rt_tensor rt_torch_nn_linear(rt_tensor x, rt_tensor weight, rt_tensor bias);
/* 2-D convolution of NCHW input; fails: 0 [fast] */
rt_tensor rt_torch_nn_conv2d(rt_tensor x, rt_tensor weight, rt_tensor bias, const int64_t stride[2], const int64_t padding[2], const int64_t dilation[2], int64_t groups);
/* 2-D max pooling; fails: 0 [fast] */
rt_tensor rt_torch_nn_max_pool2d(rt_tensor x, const int64_t kernel[2], const int64_t stride[2], const int64_t padding[2]);
/* 2-D average pooling (padding counted); fails: 0 [fast] */
rt_tensor rt_torch_nn_avg_pool2d(rt_tensor x, const int64_t kernel[2], const int64_t stride[2], const int64_t padding[2]);
/* 1-D convolution of (N, C, L) or (C, L) input, weight (out_channels, in_channels / groups, k); fails: 0 */
rt_tensor rt_torch_nn_conv1d(rt_tensor x, rt_tensor weight, rt_tensor bias, int64_t stride, int64_t padding, int64_t dilation, int64_t groups);
/* transposed 2-D convolution (the gradient of conv2d's input) of NCHW input, weight (in_channels, out_channels / groups, kH, kW); output_padding below stride or dilation adds to one side; fails: 0 */
rt_tensor rt_torch_nn_conv_transpose2d(rt_tensor x, rt_tensor weight, rt_tensor bias, const int64_t stride[2], const int64_t padding[2], const int64_t output_padding[2], const int64_t dilation[2], int64_t groups);
/* transposed 1-D convolution of (N, C, L) or (C, L) input, weight (in_channels, out_channels / groups, k); fails: 0 */
rt_tensor rt_torch_nn_conv_transpose1d(rt_tensor x, rt_tensor weight, rt_tensor bias, int64_t stride, int64_t padding, int64_t output_padding, int64_t dilation, int64_t groups);
/* 3-D convolution of (N, C, D, H, W) or (C, D, H, W) input, weight (out_channels, in_channels / groups, kD, kH, kW); fails: 0 */
rt_tensor rt_torch_nn_conv3d(rt_tensor x, rt_tensor weight, rt_tensor bias, const int64_t stride[3], const int64_t padding[3], const int64_t dilation[3], int64_t groups);
/* 1-D max pooling of (N, C, L) or (C, L) input; fails: 0 */
rt_tensor rt_torch_nn_max_pool1d(rt_tensor x, int64_t kernel, int64_t stride, int64_t padding);
/* 1-D average pooling (padding counted) of (N, C, L) or (C, L) input; fails: 0 */
rt_tensor rt_torch_nn_avg_pool1d(rt_tensor x, int64_t kernel, int64_t stride, int64_t padding);
/* 2-D max pooling of (N, C, H, W) or (C, H, W) input with dilation and ceil_mode; fails: 0 */
rt_tensor rt_torch_nn_max_pool2d_ex(rt_tensor x, const int64_t kernel[2], const int64_t stride[2], const int64_t padding[2], const int64_t dilation[2], int32_t ceil_mode);
/* rt_torch_nn_max_pool2d_ex's output and the int64 index of each maximum in its plane; status; fails: the error code */
int32_t rt_torch_nn_max_pool2d_with_indices(rt_tensor x, const int64_t kernel[2], const int64_t stride[2], const int64_t padding[2], const int64_t dilation[2], int32_t ceil_mode, rt_tensor* output, rt_tensor* indices);
/* 1-D max pooling of (N, C, L) or (C, L) input with dilation and ceil_mode; fails: 0 */
rt_tensor rt_torch_nn_max_pool1d_ex(rt_tensor x, int64_t kernel, int64_t stride, int64_t padding, int64_t dilation, int32_t ceil_mode);
/* rt_torch_nn_max_pool1d_ex's output and the int64 position of each maximum along L; status; fails: the error code */
int32_t rt_torch_nn_max_pool1d_with_indices(rt_tensor x, int64_t kernel, int64_t stride, int64_t padding, int64_t dilation, int32_t ceil_mode, rt_tensor* output, rt_tensor* indices);
/* 2-D average pooling: each window's sum over divisor_override (0: none), else over its size (the padding counted if count_include_pad, never what lies past it); fails: 0 [fast] */
rt_tensor rt_torch_nn_avg_pool2d_ex(rt_tensor x, const int64_t kernel[2], const int64_t stride[2], const int64_t padding[2], int32_t ceil_mode, int32_t count_include_pad, int64_t divisor_override);
/* 1-D average pooling of (N, C, L) or (C, L) input, options as rt_torch_nn_avg_pool2d_ex; fails: 0 */
rt_tensor rt_torch_nn_avg_pool1d_ex(rt_tensor x, int64_t kernel, int64_t stride, int64_t padding, int32_t ceil_mode, int32_t count_include_pad, int64_t divisor_override);
/* mean of (N, C, H, W) or (C, H, W) floating x over adaptive windows, to output_size (0 allowed); fails: 0 [fast] */
rt_tensor rt_torch_nn_adaptive_avg_pool2d(rt_tensor x, const int64_t output_size[2]);
/* mean of (N, C, L) or (C, L) floating x over adaptive windows, to output_size (0 allowed); fails: 0 */
rt_tensor rt_torch_nn_adaptive_avg_pool1d(rt_tensor x, int64_t output_size);
/* maximum of (N, C, H, W) or (C, H, W) floating x over adaptive windows, to output_size (0 allowed); fails: 0 */
rt_tensor rt_torch_nn_adaptive_max_pool2d(rt_tensor x, const int64_t output_size[2]);
/* rt_torch_nn_adaptive_max_pool2d's output and the int64 index of each maximum in its plane; status; fails: the error code [fast] */
int32_t rt_torch_nn_adaptive_max_pool2d_with_indices(rt_tensor x, const int64_t output_size[2], rt_tensor* output, rt_tensor* indices);
/* maximum of (N, C, L) or (C, L) floating x over adaptive windows, to output_size (0 allowed); fails: 0 */
rt_tensor rt_torch_nn_adaptive_max_pool1d(rt_tensor x, int64_t output_size);
/* rt_torch_nn_adaptive_max_pool1d's output and the int64 position of each maximum along L; status; fails: the error code */
int32_t rt_torch_nn_adaptive_max_pool1d_with_indices(rt_tensor x, int64_t output_size, rt_tensor* output, rt_tensor* indices);
/* (N, C, *) x resized to size over its last n dims by mode (RT_INTERPOLATE_*); scales (n_scales 0 or n): the scale factors a caller gave, used for the positions as PyTorch does; align_corners for LINEAR; fails: 0 */
rt_tensor rt_torch_nn_interpolate(rt_tensor x, const int64_t* size, int32_t n, const double* scales, int32_t n_scales, int32_t mode, int32_t align_corners);
/* each group of channels of (N, C, *) x normalised over its channels and positions (biased variance), then weight * . + bias per channel (0: none; of x's dtype, or float32 with a half or bfloat16 x, as PyTorch's CPU kernel takes); instance norm is num_groups = C; fails: 0 */
rt_tensor rt_torch_nn_group_norm(rt_tensor x, int64_t num_groups, rt_tensor weight, rt_tensor bias, double eps);
/* x / sqrt(mean(x ** 2) + eps) over the trailing dims of normalized_shape, times weight (0: none); eps NaN: the dtype's machine epsilon; fails: 0 */
rt_tensor rt_torch_nn_rms_norm(rt_tensor x, const int64_t* normalized_shape, int32_t ndims, rt_tensor weight, double eps);
/* batch norm over dim 1; updates the running stats in place when training; fails: 0 */
rt_tensor rt_torch_nn_batch_norm(rt_tensor x, rt_tensor running_mean, rt_tensor running_var, rt_tensor weight, rt_tensor bias, int32_t training, double momentum, double eps);
/* normalise over the trailing dims; fails: 0 [fast] */
rt_tensor rt_torch_nn_layer_norm(rt_tensor x, const int64_t* normalized_shape, int32_t ndims, rt_tensor weight, rt_tensor bias, double eps);
/* zero elements with probability p, scale by 1/(1-p); fails: 0 [fast] */
rt_tensor rt_torch_nn_dropout(rt_tensor x, double p, int32_t training);
/* rows of weight picked by int64 indices; fails: 0 [fast] */
rt_tensor rt_torch_nn_embedding(rt_tensor indices, rt_tensor weight);
/* rt_torch_nn_embedding with PyTorch's options: row padding_idx (-1: none) gets no gradient; max_norm > 0 first scales the named rows whose norm_type-norm exceeds it, in place (0: none); fails: 0 */
rt_tensor rt_torch_nn_embedding_ex(rt_tensor indices, rt_tensor weight, int64_t padding_idx, double max_norm, double norm_type);
/* (bags, embedding_dim): each bag's rows of weight combined by mode (RT_EMBEDDING_BAG_*); 1-D indices cut into bags at offsets (starts from 0, non-decreasing; include_last_offset: offsets ends with the length), or 2-D indices of one bag a row (offsets 0); per_sample_weights (0: none) of indices' shape, SUM only; padding_idx (-1: none) rows are left out; an empty bag gives zeros; max_norm > 0 renormalises the rows used in place as rt_torch_nn_embedding_ex; fails: 0 */
rt_tensor rt_torch_nn_embedding_bag(rt_tensor indices, rt_tensor weight, rt_tensor offsets, int32_t mode, rt_tensor per_sample_weights, int32_t include_last_offset, int64_t padding_idx, double max_norm, double norm_type);
/* int64 of indices' shape plus a last dim of num_classes (-1: the largest index + 1), 1 at each index; fails: 0 */
rt_tensor rt_torch_nn_one_hot(rt_tensor indices, int64_t num_classes);
/* x divided by max(its p-norm along dim, eps), floating x; fails: 0 */
rt_tensor rt_torch_nn_normalize(rt_tensor x, double p, int64_t dim, double eps);
/* cosine of the angle between x1 and x2 along dim (broadcast; promoted to a floating dtype), each norm at least eps; fails: 0 [fast] */
rt_tensor rt_torch_nn_cosine_similarity(rt_tensor x1, rt_tensor x2, int64_t dim, double eps);

/* ---- 10. Losses (reduction: 0 none, 1 mean, 2 sum) ---- */

/* squared error; fails: 0 [fast] */
rt_tensor rt_torch_nn_mse_loss(rt_tensor input, rt_tensor target, int32_t reduction);
/* cross entropy on int64 class indices; fails: 0 [fast] */
rt_tensor rt_torch_nn_cross_entropy(rt_tensor logits, rt_tensor target, int32_t reduction);
/* BCE on probabilities; fails: 0 [fast] */
rt_tensor rt_torch_nn_binary_cross_entropy(rt_tensor probs, rt_tensor target, int32_t reduction);
/* negative log likelihood on class indices; fails: 0 [fast] */
rt_tensor rt_torch_nn_nll_loss(rt_tensor log_probs, rt_tensor target, int32_t reduction);
/* absolute error; fails: 0 [fast] */
rt_tensor rt_torch_nn_l1_loss(rt_tensor input, rt_tensor target, int32_t reduction);
/* 0.5 * d ** 2 / beta where |d| < beta, else |d| - 0.5 * beta, d = input - target (beta >= 0; 0: l1); fails: 0 [fast] */
rt_tensor rt_torch_nn_smooth_l1_loss(rt_tensor input, rt_tensor target, double beta, int32_t reduction);
/* 0.5 * d ** 2 where |d| < delta, else delta * (|d| - 0.5 * delta), d = input - target (delta > 0); fails: 0 [fast] */
rt_tensor rt_torch_nn_huber_loss(rt_tensor input, rt_tensor target, double delta, int32_t reduction);
/* log(1 + exp(-target * input)); target takes no gradient; fails: 0 */
rt_tensor rt_torch_nn_soft_margin_loss(rt_tensor input, rt_tensor target, int32_t reduction);
/* BCE of sigmoid(input), computed without overflow; weight (0: none) scales each element's loss and pos_weight (0: none) the positive term; both broadcast to input's shape and take no gradient; fails: 0 [fast] */
rt_tensor rt_torch_nn_binary_cross_entropy_with_logits(rt_tensor input, rt_tensor target, rt_tensor weight, rt_tensor pos_weight, int32_t reduction);
/* target * (log(target) - input) of log-probabilities input (log_target: target holds log-probabilities too); RT_REDUCTION_MEAN averages over every element; fails: 0 */
rt_tensor rt_torch_nn_kl_div(rt_tensor input, rt_tensor target, int32_t log_target, int32_t reduction);
/* cross entropy with PyTorch's options: target int64 class indices, or class probabilities of logits' shape; weight (0: none) one per class, of logits' dtype, taking no gradient with indices; ignore_index a class index left out (mean: of the weighted count); label_smoothing in [0, 1]; fails: 0 [fast] */
rt_tensor rt_torch_nn_cross_entropy_ex(rt_tensor logits, rt_tensor target, rt_tensor weight, int64_t ignore_index, double label_smoothing, int32_t reduction);
/* negative log likelihood with class weights (0: none; mean divides by the weights of the counted targets) and an ignore_index; fails: 0 [fast] */
rt_tensor rt_torch_nn_nll_loss_ex(rt_tensor log_probs, rt_tensor target, rt_tensor weight, int64_t ignore_index, int32_t reduction);
/* max(0, -target * (input1 - input2) + margin); the three have one number of dims and broadcast (promoted; integers give float32, bool and complex are refused); fails: 0 [fast] */
rt_tensor rt_torch_nn_margin_ranking_loss(rt_tensor input1, rt_tensor input2, rt_tensor target, double margin, int32_t reduction);
/* 1 - cos(input1, input2) where target is 1, max(0, cos - margin) where it is -1, else 0: inputs (N, D) with target (N), or (D) with a 0-dim target (inputs broadcast; integers give float32); fails: 0 [fast] */
rt_tensor rt_torch_nn_cosine_embedding_loss(rt_tensor input1, rt_tensor input2, rt_tensor target, double margin, int32_t reduction);
/* max(0, margin + d(anchor, positive) - d(anchor, negative)), d(a, b) the p-norm of a - b + eps over the last dim (swap: the smaller of d(anchor, negative) and d(positive, negative)); margin > 0, p >= 0; the three have one number of dims and broadcast; fails: 0 [fast] */
rt_tensor rt_torch_nn_triplet_margin_loss(rt_tensor anchor, rt_tensor positive, rt_tensor negative, double margin, double p, double eps, int32_t swap, int32_t reduction);
/* CTC loss: log_probs (T, N, C) or unbatched (T, C), float32 or float64; targets integer classes other than blank, (N, S) padded or 1-D one after another; input_lengths, target_lengths integer (N) (0-dim unbatched); mean divides each loss by its target length (at least 1), then averages; zero_infinity: impossible alignments give 0 and no gradient; the gradient is PyTorch's (made for log_softmax input); fails: 0 */
rt_tensor rt_torch_nn_ctc_loss(rt_tensor log_probs, rt_tensor targets, rt_tensor input_lengths, rt_tensor target_lengths, int64_t blank, int32_t reduction, int32_t zero_infinity);

/* ---- 11. Autograd ---- */

/* start or stop recording ops on a leaf; fails: the error code [fast] */
int32_t rt_torch_tensor_set_requires_grad(rt_tensor x, int32_t flag);
/* 1 when ops on x are recorded; fails: -1 [fast] */
int32_t rt_torch_tensor_requires_grad(rt_tensor x);
/* new handle to x.grad; 0 with RT_OK when x has no grad; fails: 0 [fast] */
rt_tensor rt_torch_tensor_grad(rt_tensor x);
/* accumulate d(loss)/d(leaf) into the leaves' grads; loss is real and holds one element; fails: the error code [fast] */
int32_t rt_torch_tensor_backward(rt_tensor loss);
/* drop x.grad; fails: the error code [fast] */
int32_t rt_torch_tensor_zero_grad(rt_tensor x);
/* same data, cut from the graph; fails: 0 [fast] */
rt_tensor rt_torch_tensor_detach(rt_tensor x);
/* stop recording on this thread; nests; fails: the error code */
int32_t rt_torch_no_grad_begin(void);
/* end the innermost no_grad_begin; fails: the error code */
int32_t rt_torch_no_grad_end(void);
/* 1 when this thread records ops; fails: -1 [fast] */
int32_t rt_torch_is_grad_enabled(void);

/* ---- 12. Device management ---- */

/* copy on cuda:device_index; fails: 0 */
rt_tensor rt_torch_tensor_cuda(rt_tensor x, int32_t device_index);
/* copy on the CPU (same data when already there); fails: 0 [fast] */
rt_tensor rt_torch_tensor_cpu(rt_tensor x);
/* 1 when x lives on a CUDA device; fails: -1 [fast] */
int32_t rt_torch_tensor_is_cuda(rt_tensor x);
/* device code of x; -2 on error; fails: -2 [fast] */
int32_t rt_torch_tensor_device(rt_tensor x);
/* copy on a device code; fails: 0 [fast] */
rt_tensor rt_torch_tensor_to_device(rt_tensor x, int32_t device);
/* copy to the stream's device, queued on it, not blocking the caller; fails: 0 */
rt_tensor rt_torch_tensor_to_stream(rt_tensor x, rt_handle stream);
/* copy with its own storage, kept in the graph; fails: 0 [fast] */
rt_tensor rt_torch_tensor_clone(rt_tensor x);
/* wait until all work queued on cuda:device_index (every stream) is done; a device fault that work hit is reported here as RT_ERR_DEVICE; status; fails: the error code */
int32_t rt_torch_cuda_synchronize(int32_t device_index);

/* ---- 13. CUDA streams (RT_ERR_DEVICE where CUDA is absent) ---- */

/* new stream on cuda:device_index; fails: 0 */
rt_handle rt_torch_stream_create(int32_t device_index);
/* wait for the stream's work; fails: the error code */
int32_t rt_torch_stream_synchronize(rt_handle stream);
/* 1 all work done, 0 pending; fails: -1 */
int32_t rt_torch_stream_query(rt_handle stream);
/* release a stream handle; fails: the error code */
int32_t rt_torch_stream_free(rt_handle stream);

/* ---- 14. Memory management ---- */

/* release a tensor handle; 0 is a no-op; fails: the error code [fast] */
int32_t rt_torch_tensor_free(rt_tensor x);
/* bytes held by tensors on the device; fails: -1 */
int64_t rt_torch_cuda_memory_allocated(int32_t device_index);
/* peak of the above; fails: -1 */
int64_t rt_torch_cuda_max_memory_allocated(int32_t device_index);
/* return cached CUDA memory to the driver; fails: the error code */
int32_t rt_torch_cuda_empty_cache(void);

/* ---- 15. Optimizers ---- */

/* SGD with momentum and weight decay (PyTorch's rule); fails: 0 */
rt_handle rt_torch_optim_sgd(const rt_tensor* params, int32_t n, double lr, double momentum, double weight_decay);
/* Adam (PyTorch's rule, L2 weight decay); fails: 0 */
rt_handle rt_torch_optim_adam(const rt_tensor* params, int32_t n, double lr, double beta1, double beta2, double eps, double weight_decay);
/* update the parameters in place from their grads; fails: the error code [fast] */
int32_t rt_torch_optim_step(rt_handle opt);
/* drop the parameters' grads; fails: the error code [fast] */
int32_t rt_torch_optim_zero_grad(rt_handle opt);
/* release an optimizer handle; fails: the error code */
int32_t rt_torch_optim_free(rt_handle opt);
/* AdamW: Adam with decoupled weight decay (p *= 1 - lr * weight_decay), PyTorch's rule; fails: 0 */
rt_handle rt_torch_optim_adamw(const rt_tensor* params, int32_t n, double lr, double beta1, double beta2, double eps, double weight_decay);
/* RMSprop, PyTorch's rule (centered: divide by the gradient's estimated variance); fails: 0 */
rt_handle rt_torch_optim_rmsprop(const rt_tensor* params, int32_t n, double lr, double alpha, double eps, double weight_decay, double momentum, int32_t centered);
/* Adagrad, PyTorch's rule; fails: 0 */
rt_handle rt_torch_optim_adagrad(const rt_tensor* params, int32_t n, double lr, double lr_decay, double weight_decay, double initial_accumulator_value, double eps);
/* Adadelta, PyTorch's rule; fails: 0 */
rt_handle rt_torch_optim_adadelta(const rt_tensor* params, int32_t n, double lr, double rho, double eps, double weight_decay);
/* a new parameter group with the optimizer's first options (change them with rt_torch_optim_set_option); returns its index; fails: -1 */
int32_t rt_torch_optim_add_param_group(rt_handle opt, const rt_tensor* params, int32_t n);
/* number of parameter groups; fails: -1 */
int32_t rt_torch_optim_param_group_count(rt_handle opt);
/* set a group's option by PyTorch's name ("lr", "momentum", "beta1", "nesterov" as 0 or 1, ...): what a learning-rate schedule writes; status; fails: the error code */
int32_t rt_torch_optim_set_option(rt_handle opt, int32_t group, const char* name, double value);
/* read a group's option; status; fails: the error code [fast] */
int32_t rt_torch_optim_get_option(rt_handle opt, int32_t group, const char* name, double* value);
/* how many state tensors the optimizer holds for param (0 before its first step); fails: -1 */
int32_t rt_torch_optim_state_count(rt_handle opt, rt_tensor param);
/* the name of param's state tensor number index (from 0, in PyTorch's order); fails: "" */
const char* rt_torch_optim_state_name(rt_handle opt, rt_tensor param, int32_t index);
/* a copy of one of param's state tensors ("step", "exp_avg", "momentum_buffer", ...; before the first step, the initial value); fails: 0 */
rt_tensor rt_torch_optim_get_state(rt_handle opt, rt_tensor param, const char* name);
/* write one of param's state tensors (same shape, converted to its dtype), e.g. to resume training; status; fails: the error code */
int32_t rt_torch_optim_set_state(rt_handle opt, rt_tensor param, const char* name, rt_tensor value);
/* scale the params' gradients in place so that their joint norm_type-norm (inf for the largest) is at most max_norm; returns that norm before clipping; fails: 0 [fast] */
rt_tensor rt_torch_nn_clip_grad_norm(const rt_tensor* params, int32_t n, double max_norm, double norm_type, int32_t error_if_nonfinite);
/* clamp the params' gradients in place to [-clip_value, clip_value]; status; fails: the error code */
int32_t rt_torch_nn_clip_grad_value(const rt_tensor* params, int32_t n, double clip_value);
/* StepLR: lr *= gamma every step_size steps; fails: 0 */
rt_handle rt_torch_lr_step(rt_handle opt, int64_t step_size, double gamma);
/* MultiStepLR: lr *= gamma at each milestone step; fails: 0 */
rt_handle rt_torch_lr_multistep(rt_handle opt, const int64_t* milestones, int32_t n, double gamma);
/* ExponentialLR: lr *= gamma each step; fails: 0 */
rt_handle rt_torch_lr_exponential(rt_handle opt, double gamma);
/* CosineAnnealingLR: from the base lr down to eta_min over t_max steps along a cosine (and back up); fails: 0 */
rt_handle rt_torch_lr_cosine(rt_handle opt, int64_t t_max, double eta_min);
/* LinearLR: the base lr times a factor going linearly from start_factor to end_factor over total_iters; fails: 0 */
rt_handle rt_torch_lr_linear(rt_handle opt, double start_factor, double end_factor, int64_t total_iters);
/* ConstantLR: the base lr times factor for total_iters steps; fails: 0 */
rt_handle rt_torch_lr_constant(rt_handle opt, double factor, int64_t total_iters);
/* PolynomialLR: the base lr times (1 - step / total_iters) ** power; fails: 0 */
rt_handle rt_torch_lr_polynomial(rt_handle opt, int64_t total_iters, double power);
/* CosineAnnealingWarmRestarts: cosine cycles of t_0, t_0 * t_mult, ... steps; fails: 0 */
rt_handle rt_torch_lr_cosine_warm_restarts(rt_handle opt, int64_t t_0, int64_t t_mult, double eta_min);
/* OneCycleLR: up to max_lr and down over total_steps (cos or linear); momentum or beta1 cycles the other way when cycle_momentum; fails: 0 */
rt_handle rt_torch_lr_one_cycle(rt_handle opt, double max_lr, int64_t total_steps, double pct_start, double div_factor, double final_div_factor, int32_t anneal_cos, int32_t three_phase, int32_t cycle_momentum, double base_momentum, double max_momentum);
/* ReduceLROnPlateau: lr *= factor once the metric has not improved for more than patience steps; fails: 0 */
rt_handle rt_torch_lr_plateau(rt_handle opt, int32_t maximize, double factor, int64_t patience, double threshold, int32_t threshold_abs, int64_t cooldown, double min_lr, double eps);
/* one step: write the next lr into every group; status; fails: the error code */
int32_t rt_torch_lr_scheduler_step(rt_handle sched);
/* one step of a plateau schedule, on the metric just measured; status; fails: the error code */
int32_t rt_torch_lr_scheduler_step_metric(rt_handle sched, double metric);
/* back to step 0 from the base lrs (what SequentialLR does at a milestone); status; fails: the error code */
int32_t rt_torch_lr_scheduler_restart(rt_handle sched);
/* steps taken, the first counting 0; fails: -1 */
int64_t rt_torch_lr_scheduler_last_epoch(rt_handle sched);
/* release a schedule handle; fails: the error code */
int32_t rt_torch_lr_scheduler_free(rt_handle sched);
/* L-BFGS, PyTorch's algorithm (one parameter group; state on the first parameter); max_eval 0: max_iter * 5 / 4; line_search_fn "strong_wolfe" or "" (none); step it with rt_torch_optim_lbfgs_step; fails: 0 */
rt_handle rt_torch_optim_lbfgs(const rt_tensor* params, int32_t n, double lr, int64_t max_iter, int64_t max_eval, double tolerance_grad, double tolerance_change, int64_t history_size, const char* line_search_fn);
/* one L-BFGS step: calls closure(user_data, &loss) (zero grads, forward, backward, write the loss, return RT_OK) up to max_eval times; loss: the first loss. A closure's nonzero RT_ERR_* code fails the step with that code (any other value: RT_ERR_INVALID_ARGUMENT) and leaves the parameters and the state as before the step; status; fails: the error code */
int32_t rt_torch_optim_lbfgs_step(rt_handle opt, rt_closure closure, void* user_data, double* loss);

/* ---- 16. Scopes (leak-free C code without bookkeeping) ---- */

/* open a scope on this thread; scopes nest; fails: the error code [fast] */
int32_t rt_torch_scope_begin(void);
/* x survives the innermost scope (moves to the outer one); fails: the error code [fast] */
int32_t rt_torch_scope_keep(rt_tensor x);
/* free every handle this thread created in the innermost scope, except those kept; fails: the error code [fast] */
int32_t rt_torch_scope_end(void);

/* ---- 17. Comparison, logic and masks (results are bool tensors) ---- */

/* a == b, broadcast and promoted; fails: 0 [fast] */
rt_tensor rt_torch_tensor_eq(rt_tensor a, rt_tensor b);
/* a != b, broadcast and promoted; fails: 0 [fast] */
rt_tensor rt_torch_tensor_ne(rt_tensor a, rt_tensor b);
/* a < b, broadcast and promoted; fails: 0 [fast] */
rt_tensor rt_torch_tensor_lt(rt_tensor a, rt_tensor b);
/* a <= b, broadcast and promoted; fails: 0 [fast] */
rt_tensor rt_torch_tensor_le(rt_tensor a, rt_tensor b);
/* a > b, broadcast and promoted; fails: 0 [fast] */
rt_tensor rt_torch_tensor_gt(rt_tensor a, rt_tensor b);
/* a >= b, broadcast and promoted; fails: 0 [fast] */
rt_tensor rt_torch_tensor_ge(rt_tensor a, rt_tensor b);
/* a == s (s converted to the dtype of a with a float first, as PyTorch); fails: 0 [fast] */
rt_tensor rt_torch_tensor_eq_scalar(rt_tensor a, double s);
/* a != s (s converted to the dtype of a with a float first, as PyTorch); fails: 0 [fast] */
rt_tensor rt_torch_tensor_ne_scalar(rt_tensor a, double s);
/* a < s (s converted to the dtype of a with a float first, as PyTorch); fails: 0 [fast] */
rt_tensor rt_torch_tensor_lt_scalar(rt_tensor a, double s);
/* a <= s (s converted to the dtype of a with a float first, as PyTorch); fails: 0 [fast] */
rt_tensor rt_torch_tensor_le_scalar(rt_tensor a, double s);
/* a > s (s converted to the dtype of a with a float first, as PyTorch); fails: 0 [fast] */
rt_tensor rt_torch_tensor_gt_scalar(rt_tensor a, double s);
/* a >= s (s converted to the dtype of a with a float first, as PyTorch); fails: 0 [fast] */
rt_tensor rt_torch_tensor_ge_scalar(rt_tensor a, double s);
/* a is NaN; fails: 0 [fast] */
rt_tensor rt_torch_tensor_isnan(rt_tensor a);
/* a is infinite; fails: 0 [fast] */
rt_tensor rt_torch_tensor_isinf(rt_tensor a);
/* a is neither infinite nor NaN; fails: 0 [fast] */
rt_tensor rt_torch_tensor_isfinite(rt_tensor a);
/* a is zero; fails: 0 [fast] */
rt_tensor rt_torch_tensor_logical_not(rt_tensor a);
/* a and b are non-zero, broadcast; fails: 0 [fast] */
rt_tensor rt_torch_tensor_logical_and(rt_tensor a, rt_tensor b);
/* a or b is non-zero, broadcast; fails: 0 [fast] */
rt_tensor rt_torch_tensor_logical_or(rt_tensor a, rt_tensor b);
/* exactly one of a and b is non-zero, broadcast; fails: 0 [fast] */
rt_tensor rt_torch_tensor_logical_xor(rt_tensor a, rt_tensor b);
/* a where the bool condition holds, else b; all three broadcast, a and b promoted; fails: 0 [fast] */
rt_tensor rt_torch_tensor_where(rt_tensor condition, rt_tensor a, rt_tensor b);
/* x with value where the bool mask holds (x and mask broadcast together); fails: 0 [fast] */
rt_tensor rt_torch_tensor_masked_fill(rt_tensor x, rt_tensor mask, double value);
/* x limited to [min, max]; a NaN bound is no bound (one must be given); fails: 0 [fast] */
rt_tensor rt_torch_tensor_clamp(rt_tensor x, double min, double max);
/* bitwise and of integer or bool tensors, broadcast and promoted; fails: 0 [fast] */
rt_tensor rt_torch_tensor_bitwise_and(rt_tensor a, rt_tensor b);
/* bitwise or of integer or bool tensors, broadcast and promoted; fails: 0 [fast] */
rt_tensor rt_torch_tensor_bitwise_or(rt_tensor a, rt_tensor b);
/* bitwise xor of integer or bool tensors, broadcast and promoted; fails: 0 [fast] */
rt_tensor rt_torch_tensor_bitwise_xor(rt_tensor a, rt_tensor b);
/* bitwise complement of an integer tensor (logical not of a bool one); fails: 0 [fast] */
rt_tensor rt_torch_tensor_bitwise_not(rt_tensor a);
/* 1 when a and b have the same shape, dtype and elements (NaN is never equal); fails: -1 [fast] */
int32_t rt_torch_tensor_equal(rt_tensor a, rt_tensor b);
/* 1 when |a - b| <= atol + rtol * |b| everywhere (broadcast; one dtype); equal_nan: NaNs match; fails: -1 [fast] */
int32_t rt_torch_tensor_allclose(rt_tensor a, rt_tensor b, double rtol, double atol, int32_t equal_nan);

/* ---- 18. Indexing with tensors (masks, several index tensors) ---- */

/* int64 indices of the non-zero elements, one row of ndim coordinates each, in row-major order; fails: 0 [fast] */
rt_tensor rt_torch_tensor_nonzero(rt_tensor x);
/* x[indices[0], ..., indices[n-1]]: int32/int64 tensors for x's leading dims (broadcast together; negative from the end) or bool masks (one per dims they cover); fails: 0 */
rt_tensor rt_torch_tensor_index(rt_tensor x, const rt_tensor* indices, int32_t n);
/* x with x[indices] = values (broadcast, x's dtype); accumulate: += (repeats add up); fails: 0 */
rt_tensor rt_torch_tensor_index_put(rt_tensor x, const rt_tensor* indices, int32_t n, rt_tensor values, int32_t accumulate);
/* x with x[index[i][j]][j] = src[i][j] for dim 0 (and so on); fails: 0 [fast] */
rt_tensor rt_torch_tensor_scatter(rt_tensor x, int64_t dim, rt_tensor index, rt_tensor src);
/* x with value written at index along dim; fails: 0 */
rt_tensor rt_torch_tensor_scatter_value(rt_tensor x, int64_t dim, rt_tensor index, double value);
/* x with x[index[i][j]][j] += src[i][j] for dim 0 (and so on); fails: 0 [fast] */
rt_tensor rt_torch_tensor_scatter_add(rt_tensor x, int64_t dim, rt_tensor index, rt_tensor src);
/* x with src's values combined at index along dim by reduce (RT_SCATTER_*); include_self: x's own value takes part; fails: 0 [fast] */
rt_tensor rt_torch_tensor_scatter_reduce(rt_tensor x, int64_t dim, rt_tensor index, rt_tensor src, int32_t reduce, int32_t include_self);
/* x with alpha * source's slices added at the 1-D index along dim; fails: 0 */
rt_tensor rt_torch_tensor_index_add(rt_tensor x, int64_t dim, rt_tensor index, rt_tensor source, double alpha);
/* values picked along dim (x and indices broadcast in the other dims); fails: 0 */
rt_tensor rt_torch_tensor_take_along_dim(rt_tensor x, rt_tensor indices, int64_t dim);

/* ---- 19. More reductions, scans and ordering ---- */

/* product (integers and bool give int64) of all elements, as a scalar tensor; fails: 0 [fast] */
rt_tensor rt_torch_tensor_prod(rt_tensor x);
/* product (integers and bool give int64) along dim; keepdim keeps it as size 1; fails: 0 [fast] */
rt_tensor rt_torch_tensor_prod_dim(rt_tensor x, int64_t dim, int32_t keepdim);
/* 1 when every element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor; fails: 0 [fast] */
rt_tensor rt_torch_tensor_all(rt_tensor x);
/* 1 when every element is non-zero (bool; uint8 for uint8) along dim; keepdim keeps it as size 1; fails: 0 [fast] */
rt_tensor rt_torch_tensor_all_dim(rt_tensor x, int64_t dim, int32_t keepdim);
/* 1 when some element is non-zero (bool; uint8 for uint8) of all elements, as a scalar tensor; fails: 0 [fast] */
rt_tensor rt_torch_tensor_any(rt_tensor x);
/* 1 when some element is non-zero (bool; uint8 for uint8) along dim; keepdim keeps it as size 1; fails: 0 [fast] */
rt_tensor rt_torch_tensor_any_dim(rt_tensor x, int64_t dim, int32_t keepdim);
/* log of the sum of exp along dim, without overflow; fails: 0 [fast] */
rt_tensor rt_torch_tensor_logsumexp(rt_tensor x, int64_t dim, int32_t keepdim);
/* running sum along dim (integers and bool give int64); fails: 0 [fast] */
rt_tensor rt_torch_tensor_cumsum(rt_tensor x, int64_t dim);
/* running product along dim (integers and bool give int64); fails: 0 [fast] */
rt_tensor rt_torch_tensor_cumprod(rt_tensor x, int64_t dim);
/* running maximum along dim and where it was (the latest of ties; a NaN stays); status; fails: the error code [fast] */
int32_t rt_torch_tensor_cummax(rt_tensor x, int64_t dim, rt_tensor* values, rt_tensor* indices);
/* running minimum along dim and where it was (the latest of ties; a NaN stays); status; fails: the error code [fast] */
int32_t rt_torch_tensor_cummin(rt_tensor x, int64_t dim, rt_tensor* values, rt_tensor* indices);
/* variance over n dims (n 0: all elements): squared deviations summed / max(0, N - correction); fails: 0 */
rt_tensor rt_torch_tensor_var_correction(rt_tensor x, const int64_t* dims, int32_t n, double correction, int32_t keepdim);
/* square root of rt_torch_tensor_var_correction; fails: 0 */
rt_tensor rt_torch_tensor_std_correction(rt_tensor x, const int64_t* dims, int32_t n, double correction, int32_t keepdim);
/* x sorted along dim and where each value came from (equal values keep their order whatever stable says, which PyTorch allows); status; fails: the error code [fast] */
int32_t rt_torch_tensor_sort(rt_tensor x, int64_t dim, int32_t descending, int32_t stable, rt_tensor* values, rt_tensor* indices);
/* the indices of rt_torch_tensor_sort alone; fails: 0 [fast] */
rt_tensor rt_torch_tensor_argsort(rt_tensor x, int64_t dim, int32_t descending, int32_t stable);
/* the k largest (largest 0: smallest) along dim and their indices, ordered from the extreme whatever sorted says (which PyTorch allows); status; fails: the error code [fast] */
int32_t rt_torch_tensor_topk(rt_tensor x, int64_t k, int64_t dim, int32_t largest, int32_t sorted, rt_tensor* values, rt_tensor* indices);
/* the k-th smallest (k from 1) along dim and its index; status; fails: the error code [fast] */
int32_t rt_torch_tensor_kthvalue(rt_tensor x, int64_t k, int64_t dim, int32_t keepdim, rt_tensor* values, rt_tensor* indices);
/* the lower median of all elements (NaN if one is NaN or there are none); fails: 0 [fast] */
rt_tensor rt_torch_tensor_median(rt_tensor x);
/* the lower median along dim and its index (a NaN and its index if the row has one); status; fails: the error code [fast] */
int32_t rt_torch_tensor_median_dim(rt_tensor x, int64_t dim, int32_t keepdim, rt_tensor* values, rt_tensor* indices);
/* the most frequent value along dim (the smallest of ties) and its last index; status; fails: the error code [fast] */
int32_t rt_torch_tensor_mode(rt_tensor x, int64_t dim, int32_t keepdim, rt_tensor* values, rt_tensor* indices);
/* the distinct elements ascending (each NaN distinct), the int64 position in values of each element of x (x's shape) and how often each occurs; status; fails: the error code [fast] */
int32_t rt_torch_tensor_unique(rt_tensor x, rt_tensor* values, rt_tensor* inverse, rt_tensor* counts);
/* where values would be inserted into the innermost dim of sorted_sequence (1-D, or its leading dims those of values) to keep it sorted: the first such place (right: the last); sorter (0: none) the int64 argsort of an unsorted sequence; int64 (out_int32: int32) positions; fails: 0 [fast] */
rt_tensor rt_torch_tensor_searchsorted(rt_tensor sorted_sequence, rt_tensor values, int32_t out_int32, int32_t right, rt_tensor sorter);
/* the index of the bucket of 1-D ascending boundaries each element falls in: boundaries[i-1] < v <= boundaries[i] (right: boundaries[i-1] <= v < boundaries[i]); fails: 0 [fast] */
rt_tensor rt_torch_tensor_bucketize(rt_tensor input, rt_tensor boundaries, int32_t out_int32, int32_t right);

/* ---- 20. More shape operations ---- */

/* lower triangle of the last two dims (above diagonal set to 0); fails: 0 [fast] */
rt_tensor rt_torch_tensor_tril(rt_tensor x, int64_t diagonal);
/* upper triangle of the last two dims (below diagonal set to 0); fails: 0 [fast] */
rt_tensor rt_torch_tensor_triu(rt_tensor x, int64_t diagonal);
/* elements shifted along dim, wrapping around; fails: 0 */
rt_tensor rt_torch_tensor_roll(rt_tensor x, int64_t shifts, int64_t dim);
/* order reversed along dim; fails: 0 [fast] */
rt_tensor rt_torch_tensor_flip(rt_tensor x, int64_t dim);
/* 1-D x: square matrix with x on the diagonal; 2-D x: that diagonal (0 main, > 0 above, < 0 below); fails: 0 [fast] */
rt_tensor rt_torch_tensor_diag(rt_tensor x, int64_t diagonal);
/* the diagonals of the (dim1, dim2) planes as a new last dim (a view); fails: 0 [fast] */
rt_tensor rt_torch_tensor_diagonal(rt_tensor x, int64_t offset, int64_t dim1, int64_t dim2);
/* x tiled repeats[i] times along dim i (n >= ndim; extra repeats add leading dims); fails: 0 */
rt_tensor rt_torch_tensor_repeat(rt_tensor x, const int64_t* repeats, int32_t n);
/* each slice along dim repeated repeats times in place; fails: 0 */
rt_tensor rt_torch_tensor_repeat_interleave(rt_tensor x, int64_t repeats, int64_t dim);
/* slice i along dim repeated repeats[i] times (an integer tensor of 1 or size(dim) counts); fails: 0 */
rt_tensor rt_torch_tensor_repeat_interleave_tensor(rt_tensor x, rt_tensor repeats, int64_t dim);
/* views of split_size along dim (the last may be shorter); returns the count; fails: -1 [fast] */
int32_t rt_torch_tensor_split(rt_tensor x, int64_t split_size, int64_t dim, rt_tensor* out, int32_t max_out);
/* views of the given sizes (summing to size(dim)); returns n; fails: -1 [fast] */
int32_t rt_torch_tensor_split_sizes(rt_tensor x, const int64_t* sizes, int32_t n, int64_t dim, rt_tensor* out, int32_t max_out);
/* sections views along dim, the first size(dim) % sections one longer; returns sections; fails: -1 [fast] */
int32_t rt_torch_tensor_tensor_split(rt_tensor x, int64_t sections, int64_t dim, rt_tensor* out, int32_t max_out);
/* the n + 1 views between the indices along dim (bounds as Python slices); returns n + 1; fails: -1 [fast] */
int32_t rt_torch_tensor_tensor_split_indices(rt_tensor x, const int64_t* indices, int32_t n, int64_t dim, rt_tensor* out, int32_t max_out);
/* x with dim source moved to position destination (a view); fails: 0 [fast] */
rt_tensor rt_torch_tensor_movedim(rt_tensor x, int64_t source, int64_t destination);
/* dim split into dims of the given sizes (one may be -1); fails: 0 */
rt_tensor rt_torch_tensor_unflatten(rt_tensor x, int64_t dim, const int64_t* sizes, int32_t n);
/* x padded by (before, after) pairs, the last dim first (negative crops); mode RT_PAD_*, value for RT_PAD_CONSTANT; fails: 0 */
rt_tensor rt_torch_nn_pad(rt_tensor x, const int64_t* pad, int32_t n, int32_t mode, double value);

/* ---- 21. Random sampling (from the generator rt_torch_manual_seed seeds) ---- */

/* integers uniform in [low, high) (dtype default int64); fails: 0 */
rt_tensor rt_torch_tensor_randint(int64_t low, int64_t high, const int64_t* dims, int32_t ndims, int32_t dtype, int32_t device);
/* a random permutation of 0..n-1 (dtype default int64); fails: 0 */
rt_tensor rt_torch_tensor_randperm(int64_t n, int32_t dtype, int32_t device);
/* int64 indices drawn from each row of non-negative weights (1-D or 2-D); fails: 0 */
rt_tensor rt_torch_tensor_multinomial(rt_tensor probs, int64_t num_samples, int32_t replacement);
/* 1 with probability p, else 0, per element of a floating p in [0, 1] (p's dtype; no gradient); fails: 0 */
rt_tensor rt_torch_tensor_bernoulli(rt_tensor p);
/* 1 with probability p, else 0, in x's shape and floating dtype; fails: 0 */
rt_tensor rt_torch_tensor_bernoulli_scalar(rt_tensor x, double p);
/* overwrite a floating x with samples of N(mean, std**2) (not recorded by autograd); fails: the error code */
int32_t rt_torch_tensor_normal_(rt_tensor x, double mean, double std);
/* overwrite a floating x with samples of U[low, high) (not recorded by autograd); fails: the error code */
int32_t rt_torch_tensor_uniform_(rt_tensor x, double low, double high);
/* overwrite x with integers uniform from 0 to the largest its dtype holds exactly (floating: 2**significand bits), PyTorch's random_(); status; fails: the error code */
int32_t rt_torch_tensor_random_(rt_tensor x);
/* overwrite x with integers uniform in [low, high), PyTorch's random_(low, high); status; fails: the error code */
int32_t rt_torch_tensor_random_between_(rt_tensor x, int64_t low, int64_t high);
/* overwrite x with integers uniform from low to the largest its dtype holds exactly, PyTorch's random_(low, None); status; fails: the error code */
int32_t rt_torch_tensor_random_from_(rt_tensor x, int64_t low);
/* a new generator for a device (RT_DEVICE_DEFAULT: the default one), seeded as PyTorch's are (67280421310721); fails: 0 */
rt_handle rt_torch_generator_new(int32_t device);
/* reseed gen; status; fails: the error code */
int32_t rt_torch_generator_manual_seed(rt_handle gen, int64_t seed);
/* the seed gen was last given (its 64 bits: a seed above INT64_MAX reads back negative); status; fails: the error code */
int32_t rt_torch_generator_initial_seed(rt_handle gen, int64_t* seed);
/* from now on the calling thread's sampling (rand, randn, randint, randperm, multinomial, bernoulli, normal_, uniform_; not dropout) draws from gen; 0: from the default generator again; status; fails: the error code */
int32_t rt_torch_generator_use(rt_handle gen);
/* release gen (a thread still using it draws from the default generator again); status; fails: the error code */
int32_t rt_torch_generator_free(rt_handle gen);

/* ---- 22. More linear algebra ---- */

/* batched matrix product of two 3-D tensors with the same batch size (no broadcasting); fails: 0 [fast] */
rt_tensor rt_torch_tensor_bmm(rt_tensor a, rt_tensor b);
/* outer product of two 1-D tensors, promoted; fails: 0 [fast] */
rt_tensor rt_torch_tensor_outer(rt_tensor a, rt_tensor b);
/* beta * input + alpha * (mat1 @ mat2), input broadcast; beta 0 ignores input; fails: 0 */
rt_tensor rt_torch_tensor_addmm(rt_tensor input, rt_tensor mat1, rt_tensor mat2, double beta, double alpha);
/* beta * input + alpha * bmm(batch1, batch2), input broadcast; beta 0 ignores input; fails: 0 */
rt_tensor rt_torch_tensor_baddbmm(rt_tensor input, rt_tensor batch1, rt_tensor batch2, double beta, double alpha);
/* Einstein sum of n operands of one dtype, e.g. "ij,jk->ik" (letters, ... for broadcast dims, implicit output as PyTorch; size-1 dims broadcast); fails: 0 */
rt_tensor rt_torch_tensor_einsum(const char* equation, const rt_tensor* operands, int32_t n);
/* X with a X = b (left 0: X a = b), a square, b a matrix or a vector (batch dims broadcast); fails: 0 */
rt_tensor rt_torch_tensor_solve(rt_tensor a, rt_tensor b, int32_t left);
/* sign (0 if singular) and log |det| of square matrices; status; fails: the error code [fast] */
int32_t rt_torch_tensor_slogdet(rt_tensor x, rt_tensor* sign, rt_tensor* logabsdet);
/* QR decomposition x = q r, mode RT_QR_*; status; fails: the error code [fast] */
int32_t rt_torch_tensor_qr(rt_tensor x, int32_t mode, rt_tensor* q, rt_tensor* r);
/* L with x = L L^H of Hermitian positive-definite matrices, read from the lower triangle (upper: U with x = U^H U, from the upper one); fails: 0 [fast] */
rt_tensor rt_torch_tensor_cholesky(rt_tensor x, int32_t upper);
/* ascending real eigenvalues and orthonormal eigenvectors of Hermitian matrices, read from the lower triangle (upper: the upper one); status; fails: the error code [fast] */
int32_t rt_torch_tensor_eigh(rt_tensor x, int32_t upper, rt_tensor* values, rt_tensor* vectors);
/* the eigenvalues of rt_torch_tensor_eigh alone; fails: 0 [fast] */
rt_tensor rt_torch_tensor_eigvalsh(rt_tensor x, int32_t upper);
/* singular values, descending (real); fails: 0 [fast] */
rt_tensor rt_torch_tensor_svdvals(rt_tensor x);
/* least-squares solution of a X = b (b a matrix, or a vector of a's rows), driver RT_LSTSQ_*, rcond < 0 for eps * max(m, n); residuals, rank and singular values as PyTorch's driver gives them (else empty); status; fails: the error code */
int32_t rt_torch_tensor_lstsq(rt_tensor a, rt_tensor b, double rcond, int32_t driver, rt_tensor* solution, rt_tensor* residuals, rt_tensor* rank, rt_tensor* singular_values);
/* pseudo-inverse, dropping singular values <= max(atol, rtol * largest) (rtol < 0: eps * max(m, n) if atol is 0, else 0); hermitian: through eigh; fails: 0 */
rt_tensor rt_torch_tensor_pinv(rt_tensor x, double atol, double rtol, int32_t hermitian);
/* int64 count of the singular values above the tolerance of rt_torch_tensor_pinv; fails: 0 */
rt_tensor rt_torch_tensor_matrix_rank(rt_tensor x, double atol, double rtol, int32_t hermitian);
/* inverse without failing on singular matrices: info (int32, per matrix) is 0 or the LAPACK pivot that was 0 (then inverse is unspecified); status; fails: the error code [fast] */
int32_t rt_torch_tensor_inv_ex(rt_tensor x, rt_tensor* inverse, rt_tensor* info);

/* ---- 23. More autograd ---- */

/* backward from any root, seeded with gradient (0: ones, for a root of one element); retain_graph keeps the graph for another backward; fails: the error code */
int32_t rt_torch_tensor_backward_gradient(rt_tensor root, rt_tensor gradient, int32_t retain_graph);
/* d(outputs)/d(inputs) weighted by grad_outputs (none, or 0 entries: ones) into grads, without touching .grad; 0 for an unused input when allow_unused; create_graph makes them differentiable (the NumPy backend: RT_ERR_UNSUPPORTED naming an op whose backward it does not record); returns n_inputs; fails: -1 */
int32_t rt_torch_autograd_grad(const rt_tensor* outputs, int32_t n_outputs, const rt_tensor* inputs, int32_t n_inputs, const rt_tensor* grad_outputs, int32_t n_grad_outputs, int32_t retain_graph, int32_t create_graph, int32_t allow_unused, rt_tensor* grads, int32_t max_grads);
/* keep x's gradient after backward although x is not a leaf; fails: the error code [fast] */
int32_t rt_torch_tensor_retain_grad(rt_tensor x);
/* 1 unless x was computed by a recorded op (PyTorch's is_leaf); fails: -1 */
int32_t rt_torch_tensor_is_leaf(rt_tensor x);
/* 1 when x was computed by a recorded op (PyTorch's grad_fn is not None); fails: -1 */
int32_t rt_torch_tensor_has_grad_fn(rt_tensor x);

/* ---- 24. Creation with a dtype and a device ---- */

/* zeros of a dtype on a device; fails: 0 [fast] */
rt_tensor rt_torch_tensor_zeros_options(const int64_t* dims, int32_t ndims, int32_t dtype, int32_t device);
/* ones of a dtype on a device; fails: 0 [fast] */
rt_tensor rt_torch_tensor_ones_options(const int64_t* dims, int32_t ndims, int32_t dtype, int32_t device);
/* contents unspecified of a dtype on a device; fails: 0 [fast] */
rt_tensor rt_torch_tensor_empty_options(const int64_t* dims, int32_t ndims, int32_t dtype, int32_t device);
/* samples of U[0, 1) (floating or complex dtypes) of a dtype on a device; fails: 0 */
rt_tensor rt_torch_tensor_rand_options(const int64_t* dims, int32_t ndims, int32_t dtype, int32_t device);
/* samples of N(0, 1) (floating or complex dtypes) of a dtype on a device; fails: 0 */
rt_tensor rt_torch_tensor_randn_options(const int64_t* dims, int32_t ndims, int32_t dtype, int32_t device);
/* filled with value (which the dtype must hold); fails: 0 [fast] */
rt_tensor rt_torch_tensor_full_options(const int64_t* dims, int32_t ndims, double value, int32_t dtype, int32_t device);
/* n x m identity of a dtype on a device; fails: 0 */
rt_tensor rt_torch_tensor_eye_options(int64_t n, int64_t m, int32_t dtype, int32_t device);
/* steps evenly spaced values (integer dtypes truncate them); fails: 0 */
rt_tensor rt_torch_tensor_linspace_options(double start, double end, int64_t steps, int32_t dtype, int32_t device);
/* [start, end) by step on a device; fails: 0 */
rt_tensor rt_torch_tensor_arange_options(double start, double end, double step, int32_t dtype, int32_t device);
/* zeros of x's shape (and dtype and device, unless given); fails: 0 [fast] */
rt_tensor rt_torch_tensor_zeros_like(rt_tensor x, int32_t dtype, int32_t device);
/* ones of x's shape (and dtype and device, unless given); fails: 0 [fast] */
rt_tensor rt_torch_tensor_ones_like(rt_tensor x, int32_t dtype, int32_t device);
/* contents unspecified of x's shape (and dtype and device, unless given); fails: 0 [fast] */
rt_tensor rt_torch_tensor_empty_like(rt_tensor x, int32_t dtype, int32_t device);
/* samples of U[0, 1) of x's shape (and dtype and device, unless given); fails: 0 */
rt_tensor rt_torch_tensor_rand_like(rt_tensor x, int32_t dtype, int32_t device);
/* samples of N(0, 1) of x's shape (and dtype and device, unless given); fails: 0 */
rt_tensor rt_torch_tensor_randn_like(rt_tensor x, int32_t dtype, int32_t device);
/* value in x's shape (and dtype and device, unless given); fails: 0 [fast] */
rt_tensor rt_torch_tensor_full_like(rt_tensor x, double value, int32_t dtype, int32_t device);

/* ---- 25. Attention and recurrent cells ---- */

/* softmax(query key^T * scale + mask) value over the last two dims (..., L, E), (..., S, E), (..., S, Ev), batch dims broadcast; attn_mask (0: none) bool (1 takes part) or of query's dtype (added), broadcast to (..., L, S); is_causal: the lower triangle takes part (not with a mask); scale NaN: 1 / sqrt(E); a row that takes nothing gives 0; fails: 0 [fast] */
rt_tensor rt_torch_nn_scaled_dot_product_attention(rt_tensor query, rt_tensor key, rt_tensor value, rt_tensor attn_mask, double dropout_p, int32_t is_causal, double scale);
/* one Elman step: tanh (relu: max(0, .)) of input w_ih^T + b_ih + hx w_hh^T + b_hh; input (N, I) or (I), hx (N, H) or (H); biases may be 0; fails: 0 */
rt_tensor rt_torch_nn_rnn_cell(rt_tensor input, rt_tensor hx, rt_tensor w_ih, rt_tensor w_hh, rt_tensor b_ih, rt_tensor b_hh, int32_t relu);
/* one LSTM step with PyTorch's gate order (input, forget, cell, output) in w_ih (4H, I) and w_hh (4H, H); status; fails: the error code [fast] */
int32_t rt_torch_nn_lstm_cell(rt_tensor input, rt_tensor hx, rt_tensor cx, rt_tensor w_ih, rt_tensor w_hh, rt_tensor b_ih, rt_tensor b_hh, rt_tensor* h, rt_tensor* c);
/* one GRU step with PyTorch's gate order (reset, update, new) in w_ih (3H, I) and w_hh (3H, H); fails: 0 [fast] */
rt_tensor rt_torch_nn_gru_cell(rt_tensor input, rt_tensor hx, rt_tensor w_ih, rt_tensor w_hh, rt_tensor b_ih, rt_tensor b_hh);

/* ---- 26. Mixed precision ---- */

/* open an autocast region for device (RT_CPU, or n >= 0: CUDA) on the calling thread: enabled 1 casts to dtype (RT_BFLOAT16 or RT_FLOAT16; RT_DTYPE_DEFAULT: the device's current one), 0 turns autocast off inside (a nested enabled=False region); regions nest, each rt_torch_autocast_exit restores the state before its enter; CUDA on a machine without it: RT_ERR_DEVICE; status; fails: the error code */
int32_t rt_torch_autocast_enter(int32_t device, int32_t dtype, int32_t enabled);
/* close the calling thread's innermost autocast region, restoring the state before it (none open: RT_ERR_INVALID_ARGUMENT); status; fails: the error code */
int32_t rt_torch_autocast_exit(void);
/* 1 while autocast is on for device on the calling thread (PyTorch's torch.is_autocast_enabled); fails: -1 */
int32_t rt_torch_autocast_enabled(int32_t device);
/* the dtype code autocast casts to for device on the calling thread (RT_BFLOAT16 for the CPU unless set; PyTorch's torch.get_autocast_dtype); fails: -1 */
int32_t rt_torch_autocast_dtype(int32_t device);
/* a gradient scaler as torch.amp.GradScaler(init_scale, growth_factor > 1, backoff_factor < 1, growth_interval >= 1, enabled); a disabled one passes everything through; fails: 0 */
rt_handle rt_torch_grad_scaler_new(double init_scale, double growth_factor, double backoff_factor, int64_t growth_interval, int32_t enabled);
/* x times the scale (a float32 scalar: a half or bfloat16 x stays so), recorded by autograd; disabled: a new handle to x itself; fails: 0 */
rt_tensor rt_torch_grad_scaler_scale(rt_handle scaler, rt_tensor x);
/* divide the gradients of opt's parameters by the scale in place and note whether any is inf or NaN; once per optimizer between updates, before step (else RT_ERR_INVALID_ARGUMENT); float16 gradients: RT_ERR_DTYPE; status; fails: the error code */
int32_t rt_torch_grad_scaler_unscale(rt_handle scaler, rt_handle opt);
/* unscale (unless done) and run opt's step unless a gradient was inf or NaN: 1 stepped, 0 skipped; once per optimizer between updates; fails: -1 */
int32_t rt_torch_grad_scaler_step(rt_handle scaler, rt_handle opt);
/* end the iteration: new_scale NaN: back off the scale after a skipped step, grow it after growth_interval steps without one (PyTorch's rule); else set the scale to new_scale; status; fails: the error code */
int32_t rt_torch_grad_scaler_update(rt_handle scaler, double new_scale);
/* read "scale", "growth_factor", "backoff_factor", "growth_interval" or "growth_tracker" (the steps since the scale last changed), the entries of PyTorch's state_dict; status; fails: the error code */
int32_t rt_torch_grad_scaler_get_option(rt_handle scaler, const char* name, double* value);
/* write one of those, checked as the constructor checks it (PyTorch's set_growth_factor, ..., load_state_dict); status; fails: the error code */
int32_t rt_torch_grad_scaler_set_option(rt_handle scaler, const char* name, double value);
/* 1 for an enabled scaler; fails: -1 */
int32_t rt_torch_grad_scaler_is_enabled(rt_handle scaler);
/* release a gradient scaler; fails: the error code */
int32_t rt_torch_grad_scaler_free(rt_handle scaler);

/* ---- 28. Saving and loading tensors (safetensors files) ---- */

/* an empty set of named tensors and metadata, to fill with rt_torch_safetensors_set and save; fails: 0 */
rt_handle rt_torch_safetensors_new(void);
/* read a whole safetensors file (each tensor read straight into its memory, no copy beside it): the set of its tensors, on the CPU whatever the default device (as safetensors.torch.load_file's default; rt_torch_tensor_to_device moves one), and metadata; a malformed file (truncated, offsets that overlap or leave gaps or go past the end, an unknown dtype, a name twice, a header that is not UTF-8 JSON or over 100 MB) gives nothing; fails: 0 */
rt_handle rt_torch_safetensors_load(const char* path);
/* write the set to path (replaced whole: written to a temporary file beside it, then renamed); status; fails: the error code */
int32_t rt_torch_safetensors_save(rt_handle file, const char* path);
/* add x under name (replacing a tensor of that name, keeping its place): the tensor itself, as a Python dict holds it, so a save writes its values at that time; a CPU copy is saved from another device; status; fails: the error code */
int32_t rt_torch_safetensors_set(rt_handle file, const char* name, rt_tensor x);
/* number of tensors; fails: -1 */
int32_t rt_torch_safetensors_count(rt_handle file);
/* the name of tensor number index (from 0: a loaded file's in the order of their data, else the order they were first set); fails: "" */
const char* rt_torch_safetensors_name(rt_handle file, int32_t index);
/* a new handle to the tensor of that name (the set's own tensor, not a copy: loading a large file and taking its tensors holds them once); fails: 0 */
rt_tensor rt_torch_safetensors_get(rt_handle file, const char* name);
/* add or replace a text entry of the file's __metadata__; status; fails: the error code */
int32_t rt_torch_safetensors_set_metadata(rt_handle file, const char* key, const char* value);
/* number of metadata entries; fails: -1 */
int32_t rt_torch_safetensors_metadata_count(rt_handle file);
/* the key of metadata entry number index (from 0, in the file's or the setting order); fails: "" */
const char* rt_torch_safetensors_metadata_key(rt_handle file, int32_t index);
/* the value of a metadata key (a missing key: "" and RT_ERR_INVALID_ARGUMENT); fails: "" */
const char* rt_torch_safetensors_metadata_value(rt_handle file, const char* key);
/* release the set (tensors taken from it with rt_torch_safetensors_get stay valid); fails: the error code */
int32_t rt_torch_safetensors_free(rt_handle file);

/* ---- 29. DLPack (zero-copy exchange) ---- */

/* the DLPack version the library makes, MAJOR * 100 + MINOR (101: 1.1); imports read any 1.x; fails: -1 */
int32_t rt_torch_dlpack_version(void);
/* write to *out a new DLManagedTensorVersioned* over x's memory (the caller calls its deleter once); a tensor the backend cannot lend (PyTorch's lazy conj or neg) is copied, DLPACK_FLAG_BITMASK_IS_COPIED set; memory x must not write (a NumPy broadcast view) has DLPACK_FLAG_BITMASK_READ_ONLY; *out is NULL on failure; fails: the error code */
int32_t rt_torch_tensor_to_dlpack_versioned(rt_tensor x, void** out);
/* a tensor over a DLManagedTensorVersioned's memory; it takes managed over: the deleter runs when the last tensor over the memory is freed, or, on any failure but NULL, before the return (never touch managed again); another major version: RT_ERR_UNSUPPORTED; read-only memory is copied; fails: 0 */
rt_tensor rt_torch_tensor_from_dlpack_versioned(void* managed);
/* write to *out a new legacy DLManagedTensor* over x's memory; it has no flags, so a tensor that would need a copy or is read-only is refused (RT_ERR_UNSUPPORTED): use the versioned export; NULL on failure; fails: the error code */
int32_t rt_torch_tensor_to_dlpack_legacy(rt_tensor x, void** out);
/* a tensor over a legacy DLManagedTensor's memory; it takes managed over as the versioned import does; fails: 0 */
rt_tensor rt_torch_tensor_from_dlpack_legacy(void* managed);

/* ---- 30. Models exported from Python ---- */

/* rt_torch_model_load_options(path, RT_MODEL_LOAD_DEFAULT): a torch.export program from path; a TorchScript module or AOTInductor package only with SIMPLE_TORCH_TRUSTED_MODELS=1 in the environment; fails: 0 */
rt_handle rt_torch_model_load(const char* path);
/* load the program in the regular file at path (a FIFO, device or folder is refused without being opened for reading); flags: RT_MODEL_LOAD_* bits (RT_MODEL_LOAD_TRUSTED: TorchScript and AOTInductor too; an unknown bit: RT_ERR_INVALID_ARGUMENT); an untrusted file of a format that runs code: RT_ERR_INVALID_ARGUMENT saying how to opt in; fails: 0 */
rt_handle rt_torch_model_load_options(const char* path, int32_t flags);
/* call the model on n input handles; writes its result's tensors (flattened in PyTorch's pytree order) as new handles to outputs and returns their count; more than max_outputs: RT_ERR_BUFFER_TOO_SMALL and none made; records gradients when grad mode is on; fails: -1 */
int32_t rt_torch_model_forward(rt_handle model, const rt_tensor* inputs, int32_t n, rt_tensor* outputs, int32_t max_outputs);
/* "aoti", "export" or "torchscript"; fails: "" */
const char* rt_torch_model_format(rt_handle model);
/* release a model handle; fails: the error code */
int32_t rt_torch_model_free(rt_handle model);

/* ---- 31. Distributed (torch.distributed) ---- */

/* 1 when this build can run process groups (torch.distributed, or the NumPy backend's own group); fails: -1 */
int32_t rt_torch_dist_is_available(void);
/* join the process group: backend "gloo", "nccl" or "" (PyTorch's default: gloo for CPU tensors, NCCL for CUDA ones); init_method "" or "env://" (MASTER_ADDR, MASTER_PORT, and RANK and WORLD_SIZE where rank and world_size are -1) or "tcp://host:port" with 0 <= rank < world_size; timeout_s (> 0 and at most a week, or 0: PyTorch's 30 minutes) bounds the wait for the peers and every later collective; status; fails: the error code */
int32_t rt_torch_dist_init(const char* backend, const char* init_method, int32_t world_size, int32_t rank, double timeout_s);
/* 1 between a successful init and destroy; fails: -1 */
int32_t rt_torch_dist_is_initialized(void);
/* this process's rank in the group; fails: -1 */
int32_t rt_torch_dist_rank(void);
/* the number of processes in the group; fails: -1 */
int32_t rt_torch_dist_world_size(void);
/* the group's backend: "gloo" or "nccl"; fails: "" */
const char* rt_torch_dist_get_backend(void);
/* wait until every rank has called it; status; fails: the error code */
int32_t rt_torch_dist_barrier(void);
/* leave the group and free its resources (init may then be called again); status; fails: the error code */
int32_t rt_torch_dist_destroy(void);
/* x on every rank becomes op (RT_DIST_*) of the ranks' x, in place; status; fails: the error code */
int32_t rt_torch_dist_all_reduce(rt_tensor x, int32_t op);
/* x on every rank becomes rank src's x, in place; status; fails: the error code */
int32_t rt_torch_dist_broadcast(rt_tensor x, int32_t src);
/* outputs[r] (world-size tensors of x's shape and dtype) becomes rank r's x, in place; status; fails: the error code */
int32_t rt_torch_dist_all_gather(const rt_tensor* outputs, int32_t n_outputs, rt_tensor x);
/* output on rank r becomes op of the ranks' inputs[r] (world-size tensors of output's shape and dtype); a backend without it: RT_ERR_UNSUPPORTED; status; fails: the error code */
int32_t rt_torch_dist_reduce_scatter(rt_tensor output, const rt_tensor* inputs, int32_t n_inputs, int32_t op);
/* start rt_torch_dist_all_reduce and return at once: a work handle to wait on (x must not be read or written until then); free it with rt_torch_dist_work_free; fails: 0 */
rt_handle rt_torch_dist_all_reduce_async(rt_tensor x, int32_t op);
/* start rt_torch_dist_broadcast and return at once: a work handle, as rt_torch_dist_all_reduce_async's; fails: 0 */
rt_handle rt_torch_dist_broadcast_async(rt_tensor x, int32_t src);
/* start rt_torch_dist_all_gather and return at once: a work handle (outputs filled once it is done); fails: 0 */
rt_handle rt_torch_dist_all_gather_async(const rt_tensor* outputs, int32_t n_outputs, rt_tensor x);
/* start rt_torch_dist_reduce_scatter and return at once: a work handle (output written once it is done); fails: 0 */
rt_handle rt_torch_dist_reduce_scatter_async(rt_tensor output, const rt_tensor* inputs, int32_t n_inputs, int32_t op);
/* block until the work is done; status (the collective's error, if it failed); fails: the error code */
int32_t rt_torch_dist_wait(rt_handle work);
/* 1 when the work is done (without waiting); fails: -1 */
int32_t rt_torch_dist_is_completed(rt_handle work);
/* release a work handle (an unfinished collective goes on); fails: the error code */
int32_t rt_torch_dist_work_free(rt_handle work);
/* average the gradients of params over the ranks, as PyTorch's DistributedDataParallel does: flattened into buckets of about bucket_bytes (0: DDP's 25 MiB), one all-reduce per bucket; a parameter without a gradient counts as zeros and gets one (so every rank makes the same calls); the same params, in the same order, on every rank; status; fails: the error code */
int32_t rt_torch_dist_average_gradients(const rt_tensor* params, int32_t n_params, int64_t bucket_bytes);

/* ---- 32. Fast Fourier transforms (torch.fft) ---- */

/* discrete Fourier transform of x over dims (inverse: the inverse transform), scaled as norm (RT_FFT_NORM_*); complex64 (complex128 for float64 or complex128 x; integers and bool are promoted to float32); fails: 0 */
rt_tensor rt_torch_fft_fftn(rt_tensor x, const int64_t* s, int32_t n_s, const int64_t* dims, int32_t n_dims, int32_t norm, int32_t inverse);
/* rt_torch_fft_fftn of a real x, keeping the n / 2 + 1 non-negative frequencies of the last dim transformed; fails: 0 */
rt_tensor rt_torch_fft_rfftn(rt_tensor x, const int64_t* s, int32_t n_s, const int64_t* dims, int32_t n_dims, int32_t norm);
/* the inverse of rt_torch_fft_rfftn: a real signal (float32, float64 for complex128 x) from the non-negative frequencies of x; s's last entry is the length of the last dim transformed (absent or -1: 2 * (m - 1) for its m frequencies); fails: 0 */
rt_tensor rt_torch_fft_irfftn(rt_tensor x, const int64_t* s, int32_t n_s, const int64_t* dims, int32_t n_dims, int32_t norm);
/* the sample frequencies of a length-n transform with spacing d: [0, 1, ..., (n - 1) / 2, -(n / 2), ..., -1] / (d n), of a floating dtype (RT_DTYPE_DEFAULT: float32); fails: 0 */
rt_tensor rt_torch_fft_fftfreq(int64_t n, double d, int32_t dtype, int32_t device);
/* the non-negative sample frequencies [0, 1, ..., n / 2] / (d n) of rt_torch_fft_rfftn's last dim; fails: 0 */
rt_tensor rt_torch_fft_rfftfreq(int64_t n, double d, int32_t dtype, int32_t device);
/* x rolled by size / 2 along each of dims (n_dims 0: every dim), which moves the zero frequency to the centre; inverse (ifftshift): rolled by -(size / 2), which undoes it; fails: 0 */
rt_tensor rt_torch_fft_fftshift(rt_tensor x, const int64_t* dims, int32_t n_dims, int32_t inverse);
/* the real part of a complex x, a view of its memory (float32 for complex64, float64 for complex128); a real x: x itself; fails: 0 */
rt_tensor rt_torch_tensor_real(rt_tensor x);
/* the imaginary part of a complex x, a view of its memory (a real x: RT_ERR_DTYPE); fails: 0 */
rt_tensor rt_torch_tensor_imag(rt_tensor x);

/* ---- 33. Sparse COO tensors ---- */

/* a sparse COO tensor of int64 indices (sparse_dim, nnz) and values (nnz, *dense dims), of shape size (ndim 0: each sparse dim one past its largest index, then the values' dense dims, PyTorch's size=None); is_coalesced 1 declares the indices sorted and unique (checked); values' gradients flow through it; fails: 0 */
rt_tensor rt_torch_sparse_coo_tensor(rt_tensor indices, rt_tensor values, const int64_t* size, int32_t ndim, int32_t is_coalesced);
/* dense x as a coalesced sparse COO tensor of its nonzero entries over its first sparse_dim dims (1..ndim; the others become dense dims of the values); differentiable; fails: 0 */
rt_tensor rt_torch_tensor_to_sparse(rt_tensor x, int64_t sparse_dim);
/* sparse x as a dense tensor (duplicates summed); a dense x itself; differentiable; fails: 0 */
rt_tensor rt_torch_tensor_to_dense(rt_tensor x);
/* sparse x with sorted, unique indices, the values of duplicates summed; differentiable; fails: 0 */
rt_tensor rt_torch_sparse_coalesce(rt_tensor x);
/* the int64 indices (sparse_dim, nnz) sparse x stores, in its order (PyTorch's _indices()); fails: 0 */
rt_tensor rt_torch_sparse_indices(rt_tensor x);
/* the values (nnz, *dense dims) sparse x stores: recorded by autograd when x is coalesced (PyTorch's values()), detached otherwise (its _values()); fails: 0 */
rt_tensor rt_torch_sparse_values(rt_tensor x);
/* 1 for a sparse COO tensor, 0 for a dense one; fails: -1 */
int32_t rt_torch_tensor_is_sparse(rt_tensor x);
/* 1 when sparse x is known to have sorted, unique indices; fails: -1 */
int32_t rt_torch_sparse_is_coalesced(rt_tensor x);
/* the number of entries sparse x stores (duplicates counted), PyTorch's _nnz(); fails: -1 */
int64_t rt_torch_sparse_nnz(rt_tensor x);
/* the number of sparse dims of sparse x (its dense dims are the others); fails: -1 */
int64_t rt_torch_sparse_dim(rt_tensor x);
/* the dense product of a sparse (n, m) matrix and a dense (m, p) one of the same dtype (PyTorch's torch.sparse.mm); gradients flow to dense and to the sparse operand's values; fails: 0 */
rt_tensor rt_torch_sparse_mm(rt_tensor sparse, rt_tensor dense);
/* the sum of every element of sparse x, a dense 0-dim tensor (PyTorch's torch.sparse.sum); differentiable; fails: 0 */
rt_tensor rt_torch_sparse_sum(rt_tensor x);

/* ---- 34. Distances, sampling grids, patches and NaN-aware reductions ---- */

/* p-norm distances between the rows of x1 (*, P, M) and x2 (*, R, M), batch dims broadcast: (*, P, R); p >= 0 (0: count of differing entries, INFINITY: largest difference); compute_mode RT_CDIST_*; fails: 0 */
rt_tensor rt_torch_tensor_cdist(rt_tensor x1, rt_tensor x2, double p, int32_t compute_mode);
/* input (N, C, H, W) read at grid (N, H', W', 2) of (x, y) positions in [-1, 1] (or (N, C, D, H, W) at (N, D', H', W', 3)): (N, C, H', W'); mode RT_GRID_SAMPLE_*, padding_mode RT_GRID_SAMPLE_PAD_*; align_corners: -1 and 1 are the corner elements' centres, else their outer edges; fails: 0 */
rt_tensor rt_torch_nn_grid_sample(rt_tensor input, rt_tensor grid, int32_t mode, int32_t padding_mode, int32_t align_corners);
/* the grid of rt_torch_nn_grid_sample that affine matrices theta (N, 2, 3) make for size (N, C, H, W): (N, H, W, 2); or theta (N, 3, 4) for (N, C, D, H, W): (N, D, H, W, 3); fails: 0 */
rt_tensor rt_torch_nn_affine_grid(rt_tensor theta, const int64_t* size, int32_t ndims, int32_t align_corners);
/* the sliding blocks of (N, C, H, W) or (C, H, W) input as columns: (N, C * kh * kw, L), L the number of blocks (im2col); fails: 0 */
rt_tensor rt_torch_nn_unfold(rt_tensor input, const int64_t kernel_size[2], const int64_t dilation[2], const int64_t padding[2], const int64_t stride[2]);
/* the columns of (N, C * kh * kw, L) or (C * kh * kw, L) input summed back into (N, C, *output_size) (col2im, rt_torch_nn_unfold's adjoint); fails: 0 */
rt_tensor rt_torch_nn_fold(rt_tensor input, const int64_t output_size[2], const int64_t kernel_size[2], const int64_t dilation[2], const int64_t padding[2], const int64_t stride[2]);
/* int64 (n, ndim) coordinates of the non-zero elements, in row-major order (as rt_torch_tensor_nonzero); fails: 0 [fast] */
rt_tensor rt_torch_tensor_argwhere(rt_tensor x);
/* larger of a and b, broadcast; a NaN loses to a number (NaN only where both are); fails: 0 [fast] */
rt_tensor rt_torch_tensor_fmax(rt_tensor a, rt_tensor b);
/* smaller of a and b, broadcast; a NaN loses to a number (NaN only where both are); fails: 0 [fast] */
rt_tensor rt_torch_tensor_fmin(rt_tensor a, rt_tensor b);
/* sum with NaNs counted as zero (integers and bool give int64) of all elements, as a scalar tensor; fails: 0 [fast] */
rt_tensor rt_torch_tensor_nansum(rt_tensor x);
/* sum with NaNs counted as zero (integers and bool give int64) along dim; keepdim keeps it as size 1; fails: 0 [fast] */
rt_tensor rt_torch_tensor_nansum_dim(rt_tensor x, int64_t dim, int32_t keepdim);
/* mean of the non-NaN elements of floating x over dims (ndims 0: all of them), NaN where all are NaN; keepdim keeps them as size 1; fails: 0 */
rt_tensor rt_torch_tensor_nanmean(rt_tensor x, const int64_t* dims, int32_t ndims, int32_t keepdim);

/* ---- 35. Weight initialisation, rounding division and indexing compositions ---- */

/* nn.init.calculate_gain: the recommended gain of a RT_NONLINEARITY_* (param: leaky_relu's negative slope, finite; ignored by the others) into *gain; status; fails: the error code */
int32_t rt_torch_init_calculate_gain(int32_t nonlinearity, double param, double* gain);
/* x filled from a uniform law with std gain * sqrt(2 / (fan_in + fan_out)) (x of 2 or more dims; fans count the receptive field of dims 2..); status; fails: the error code */
int32_t rt_torch_init_xavier_uniform(rt_tensor x, double gain);
/* x filled from N(0, std**2) with std gain * sqrt(2 / (fan_in + fan_out)) (x of 2 or more dims; fans count the receptive field of dims 2..); status; fails: the error code */
int32_t rt_torch_init_xavier_normal(rt_tensor x, double gain);
/* x filled from a uniform law with std gain / sqrt(fan), gain that of nonlinearity (RT_NONLINEARITY_*, a its leaky_relu slope) and fan the RT_INIT_* mode's; no elements: nothing written; status; fails: the error code */
int32_t rt_torch_init_kaiming_uniform(rt_tensor x, double a, int32_t mode, int32_t nonlinearity);
/* x filled from N(0, std**2) with std gain / sqrt(fan), gain that of nonlinearity (RT_NONLINEARITY_*, a its leaky_relu slope) and fan the RT_INIT_* mode's; no elements: nothing written; status; fails: the error code */
int32_t rt_torch_init_kaiming_normal(rt_tensor x, double a, int32_t mode, int32_t nonlinearity);
/* x (2 or more dims, flattened after dim 0) becomes gain times a (semi-)orthogonal matrix: the Q of the QR of N(0, 1) samples, its columns signed by R's diagonal, as PyTorch's; status; fails: the error code */
int32_t rt_torch_init_orthogonal(rt_tensor x, double gain);
/* x filled from N(mean, std**2) truncated to [a, b] (std > 0, a <= b), by PyTorch's rejection sampling: normal samples redrawn until inside when [a, b] holds more than 0.3 of the law, else uniform ones accepted by their density (tested in float64), refused (RT_ERR_INVALID_ARGUMENT) where one is accepted with probability below 1e-4; status; fails: the error code */
int32_t rt_torch_init_trunc_normal(rt_tensor x, double mean, double std, double a, double b);
/* a 2-D x filled from N(0, std**2), then ceil(sparsity * rows) random rows of each column zeroed (sparsity in [0, 1]); status; fails: the error code */
int32_t rt_torch_init_sparse(rt_tensor x, double sparsity, double std);
/* a 2-D x becomes the identity (ones on the diagonal); status; fails: the error code */
int32_t rt_torch_init_eye(rt_tensor x);
/* a 3-, 4- or 5-D convolution weight becomes the Dirac delta that keeps each of groups groups' input channels (size(0) divisible by groups); status; fails: the error code */
int32_t rt_torch_init_dirac(rt_tensor x, int64_t groups);
/* a / b rounded by mode (RT_ROUNDING_*), broadcast and promoted (integers stay integers but for RT_ROUNDING_NONE); gradient zero but for RT_ROUNDING_NONE; fails: 0 */
rt_tensor rt_torch_tensor_div_rounding(rt_tensor a, rt_tensor b, int32_t mode);
/* (*, C r^2, H, W) to (*, C, H r, W r), r the upscale_factor (> 0); fails: 0 */
rt_tensor rt_torch_nn_pixel_shuffle(rt_tensor x, int64_t upscale_factor);
/* (*, C, H r, W r) to (*, C r^2, H, W), r the downscale_factor (> 0): pixel_shuffle's inverse; fails: 0 */
rt_tensor rt_torch_nn_pixel_unshuffle(rt_tensor x, int64_t downscale_factor);
/* x with the 0-dim value (converted to x's dtype) at the positions the int64 index (0-D or 1-D; negative ones count from the end) names along dim; value gets its gradient; fails: 0 */
rt_tensor rt_torch_tensor_index_fill(rt_tensor x, int64_t dim, rt_tensor index, rt_tensor value);
/* x broadcast with the bool mask, with source's first elements (row-major) where mask holds (source of x's dtype and at least as many elements as mask's True); fails: 0 */
rt_tensor rt_torch_tensor_masked_scatter(rt_tensor x, rt_tensor mask, rt_tensor source);
/* coordinate grids of n 0-D or 1-D tensors of one dtype and device (indexing RT_MESHGRID_*): writes n tensors, views expanded to every length, and returns n; n > max_out: RT_ERR_BUFFER_TOO_SMALL; fails: -1 */
int32_t rt_torch_tensor_meshgrid(const rt_tensor* tensors, int32_t n, int32_t indexing, rt_tensor* out, int32_t max_out);
/* int64 count of the non-zero elements along the n distinct dims (n 0: of all elements); fails: 0 */
rt_tensor rt_torch_tensor_count_nonzero(rt_tensor x, const int64_t* dims, int32_t n);

/* ---- 36. Higher-order gradients ---- */

/* rt_torch_tensor_backward_gradient with PyTorch's other options: the .grad of inputs only accumulates (none: every leaf); create_graph records the backward itself, so the gradients in .grad require grad and can be differentiated again (pass retain_graph too, as PyTorch's default does then); status; fails: the error code */
int32_t rt_torch_tensor_backward_ex(rt_tensor root, rt_tensor gradient, const rt_tensor* inputs, int32_t n_inputs, int32_t retain_graph, int32_t create_graph);

/* ---- 37. Transformer layers and data loading ---- */

/* nn.TransformerEncoderLayer's forward: self-attention and a feed-forward block (activation RT_ACTIVATION_*), each with dropout, a residual and a LayerNorm (after them, or before with norm_first); weights: the layer's 12 named_parameters (6 without biases); shape errors: RT_ERR_SHAPE; fails: 0 */
rt_tensor rt_torch_nn_transformer_encoder_layer(rt_tensor src, const rt_tensor* weights, int32_t n_weights, rt_tensor src_mask, rt_tensor src_key_padding_mask, int32_t nhead, int32_t activation, int32_t norm_first, double layer_norm_eps, double dropout, int32_t training, int32_t is_causal, int32_t batch_first);
/* nn.TransformerDecoderLayer's forward: self-attention over tgt, attention over memory (S, N, E) and a feed-forward block, as the encoder layer's; weights: the layer's 18 named_parameters (9 without biases); fails: 0 */
rt_tensor rt_torch_nn_transformer_decoder_layer(rt_tensor tgt, rt_tensor memory, const rt_tensor* weights, int32_t n_weights, rt_tensor tgt_mask, rt_tensor memory_mask, rt_tensor tgt_key_padding_mask, rt_tensor memory_key_padding_mask, int32_t nhead, int32_t activation, int32_t norm_first, double layer_norm_eps, double dropout, int32_t training, int32_t tgt_is_causal, int32_t memory_is_causal, int32_t batch_first);
/* a loader over n_tensors (>= 1) tensors of one length (else RT_ERR_SHAPE), batch_size >= 1; it keeps the tensors (and gen, which must stay alive while it draws); free it with rt_torch_data_loader_free; fails: 0 */
rt_handle rt_torch_data_loader_new(const rt_tensor* tensors, int32_t n_tensors, int64_t batch_size, int32_t shuffle, int32_t drop_last, rt_handle gen);
/* write the next batch (new handles, the rows of each tensor, in order) to batch[0..n_tensors) and return n_tensors, the entries written; at the end of the epoch write nothing and return 0, and the next call starts a new epoch; n_batch less than the loader's n_tensors: RT_ERR_BUFFER_TOO_SMALL; fails: -1 */
int32_t rt_torch_data_loader_next(rt_handle loader, rt_tensor* batch, int32_t n_batch);
/* end the current epoch early (as leaving PyTorch's loop does): the next call starts a new epoch; status; fails: the error code */
int32_t rt_torch_data_loader_reset(rt_handle loader);
/* batches per epoch: n / batch_size with drop_last, else rounded up; fails: -1 */
int64_t rt_torch_data_loader_len(rt_handle loader);
/* release a loader (its batches stay); status; fails: the error code */
int32_t rt_torch_data_loader_free(rt_handle loader);

/* ---- 38. Module-path support ---- */

/* the torch.backends flag name (BACKEND_FLAGS: "cudnn.benchmark", ...): 1 or 0; fails: -1 */
int32_t rt_torch_backends_flag(const char* name);
/* set the torch.backends flag name to value (0 or 1); status; fails: the error code */
int32_t rt_torch_backends_set_flag(const char* name, int32_t value);
/* 1 when the library name ("cudnn", "mps", "mkldnn", "mkl", "openmp", "opt_einsum") can run here, as torch.backends.<name>.is_available() (NumPy: what NumPy itself uses); fails: -1 */
int32_t rt_torch_backends_is_available(const char* name);
/* 1 when the library was built with name ("cuda", "mps"), as torch.backends.<name>.is_built(); fails: -1 */
int32_t rt_torch_backends_is_built(const char* name);
/* cuDNN's version number, as torch.backends.cudnn.version() (90100 for 9.1.0); 0 where cuDNN is not available; fails: -1 */
int64_t rt_torch_backends_cudnn_version(void);
/* the CPU's vector instructions that the CPU kernels use, as torch.backends.cpu.get_cpu_capability(): "AVX512", "AVX2", "NO AVX", "DEFAULT", ... (NumPy: the best of these levels NumPy detects); fails: "" */
const char* rt_torch_backends_cpu_capability(void);

/* ---- 39. Tensor conveniences real programs use ---- */

/* x rounded half to even to decimals decimal places (negative: to tens, hundreds, ...), as PyTorch's round(decimals=): x * 10**decimals rounded, divided by 10**decimals (negative decimals: x / 10**-decimals rounded, times 10**-decimals), in x's floating dtype (float32 math for the half types); integer, bool and complex x: RT_ERR_DTYPE; gradient zero; fails: 0 */
rt_tensor rt_torch_tensor_round_decimals(rt_tensor x, int64_t decimals);
/* binary cross entropy of probs against target (one shape), each element's loss times weight (NULL: 1; broadcast to probs' shape, converted to its dtype, not differentiable: RT_ERR_INVALID_ARGUMENT if it requires grad while grad is enabled) before the RT_REDUCTION_* reduction, as PyTorch's; fails: 0 */
rt_tensor rt_torch_nn_binary_cross_entropy_weighted(rt_tensor probs, rt_tensor target, rt_tensor weight, int32_t reduction);

/* ---- 40. Indexing by one position ---- */

/* the part of x at index along dim, which drops out (a view, as torch.select); index in [-size, size), negative counting from the end, else RT_ERR_INVALID_ARGUMENT; a 0-dim x: RT_ERR_SHAPE; fails: 0 [fast] */
rt_tensor rt_torch_tensor_select(rt_tensor x, int64_t dim, int64_t index);

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif /* SIMPLE_TORCH_H */
