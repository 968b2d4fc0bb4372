/* Bad input, table-driven, across all 16 sections of the contract: zero, negative, freed and never-issued
 * handles, handles of the wrong kind, double frees, NULL for every pointer kind, negative and huge sizes,
 * ndims over 64, out-of-range dims, shape and dtype mismatches, buffers too small, unbalanced no_grad_end
 * and scope_end, bad enum values, allocations too large for memory, NaN and infinity where they matter.
 *
 * Every row names a case, its section, the function it calls, the call, the failure value, the error code
 * and a piece of the message. For each row the runner checks: the exact failure value, the exact code, a
 * message that starts with "<function>: " followed by a cause and contains the piece, that the call left
 * rt_torch_live_tensors() unchanged, and (by getting to the next row) that the process survived.
 * Rows marked NO_CUDA expect CUDA to be absent and are skipped where it is present; rows marked BIG ask for
 * 4 to 16 TiB and are skipped where the kernel always overcommits (the 512 TiB rows run everywhere).
 * Prints "test_bad_input: section S: N cases" for each section, "test_bad_input: N cases run" and the
 * check_finish line; tests/test_reliability.py runs it on each backend. */
#include <stdint.h>

#include "check.h"

#define NEVER ((rt_tensor)1 << 50)   /* a handle never issued */
#define INT32_LOW (-2147483647 - 1)
#define BIG_DIM ((int64_t)1 << 40)   /* 4 TiB of float32: more than any test machine has */

/* fixtures, made in main */
static rt_tensor g;       /* float32 [2, 2] {1, 2, 3, 4} */
static rt_tensor gv;      /* float32 [3] */
static rt_tensor g2;      /* float32 [2] {0.5, 0.25} */
static rt_tensor g3;      /* float32 [2, 2, 2] */
static rt_tensor g23;     /* float32 [2, 3] */
static rt_tensor gt;      /* g transposed: not contiguous */
static rt_tensor gs;      /* float32 scalar */
static rt_tensor gempty;  /* float32 [0] */
static rt_tensor gempty2; /* float32 [2, 0] */
static rt_tensor gi;      /* int64 [2] {1, 0} */
static rt_tensor gli;     /* int64 [2, 2] */
static rt_tensor goob;    /* int64 [2] {0, 5}: a class index out of range for 2 classes */
static rt_tensor gneg;    /* int64 [1] {-1} */
static rt_tensor gb;      /* bool [2] */
static rt_tensor gc;      /* complex64 [2] */
static rt_tensor gp;      /* float32 [2] parameter (requires_grad) */
static rt_tensor gnl;     /* gp * 2: computed, not a leaf */
static rt_tensor img;     /* float32 [1, 1, 3, 3] */
static rt_tensor img2;    /* float32 [1, 2, 3, 3] */
static rt_tensor ker;     /* float32 [1, 1, 2, 2] */
static rt_tensor ker5;    /* float32 [1, 1, 5, 5] */
static rt_tensor freed;   /* made and freed */

/* scratch space for the calls */
static const int64_t one2[2] = {1, 1}, zero2[2] = {0, 0}, two2[2] = {2, 2}, minus_pad[2] = {-1, 0};
static int64_t many[70];                   /* 70 ones: more dims than PyTorch supports */
static int64_t dims_out[8];
static float fbuf[16];
static double dval;
static rt_tensor u_, s_, vh_, parts[8];

/* -- helpers for the rows that need set-up (and clean-up, run after the checks) ------------------------ */

static void (*after)(void);   /* set by a helper; run once its row is checked */
static rt_handle pending_opt;

static void end_scope(void) {
    CHECK(rt_torch_scope_end() == RT_OK);
}

static void free_pending_opt(void) {
    CHECK(rt_torch_optim_free(pending_opt) == RT_OK);
    pending_opt = 0;
}

static rt_handle make_opt(void) {
    rt_handle opt = rt_torch_optim_sgd(&gp, 1, 0.1, 0.0, 0.0);
    CHECK(opt > 0);
    return opt;
}

static int32_t double_free(void) {
    rt_tensor t = T(rt_torch_tensor_ones(DIMS(2)));
    FREE(t);
    return rt_torch_tensor_free(t);
}

static int32_t optim_double_free(void) {
    rt_handle opt = make_opt();
    CHECK(rt_torch_optim_free(opt) == RT_OK);
    return rt_torch_optim_free(opt);
}

static int32_t tensor_free_of_optimizer(void) {
    pending_opt = make_opt();
    after = free_pending_opt;
    return rt_torch_tensor_free(pending_opt);
}

static rt_tensor exp_of_optimizer(void) {
    pending_opt = make_opt();
    after = free_pending_opt;
    return rt_torch_tensor_exp(pending_opt);
}

static int32_t step_freed_optimizer(void) {
    rt_handle opt = make_opt();
    CHECK(rt_torch_optim_free(opt) == RT_OK);
    return rt_torch_optim_step(opt);
}

static int32_t no_grad_end_twice(void) {
    CHECK(rt_torch_no_grad_begin() == RT_OK);
    CHECK(rt_torch_no_grad_end() == RT_OK);
    return rt_torch_no_grad_end();
}

static int32_t scope_end_twice(void) {
    CHECK(rt_torch_scope_begin() == RT_OK);
    CHECK(rt_torch_scope_end() == RT_OK);
    return rt_torch_scope_end();
}

static int32_t scope_keep_null(void) {
    CHECK(rt_torch_scope_begin() == RT_OK);
    after = end_scope;
    return rt_torch_scope_keep(0);
}

static int32_t scope_keep_freed(void) {
    CHECK(rt_torch_scope_begin() == RT_OK);
    after = end_scope;
    return rt_torch_scope_keep(freed);
}

static int32_t scope_keep_never(void) {
    CHECK(rt_torch_scope_begin() == RT_OK);
    after = end_scope;
    return rt_torch_scope_keep(NEVER);
}

static rt_tensor cat_with_freed(void) {
    rt_tensor xs[2];
    xs[0] = g;
    xs[1] = freed;
    return rt_torch_tensor_cat(xs, 2, 0);
}

static rt_tensor cat_shapes(void) {
    rt_tensor xs[2];
    xs[0] = g;
    xs[1] = g3;
    return rt_torch_tensor_cat(xs, 2, 0);
}

static rt_tensor stack_shapes(void) {
    rt_tensor xs[2];
    xs[0] = g;
    xs[1] = g2;
    return rt_torch_tensor_stack(xs, 2, 0);
}

static rt_tensor stack_bad_dim(void) {
    rt_tensor xs[2];
    xs[0] = g;
    xs[1] = g;
    return rt_torch_tensor_stack(xs, 2, 3);
}

static rt_handle sgd_duplicate(void) {
    rt_tensor ps[2];
    ps[0] = gp;
    ps[1] = gp;
    return rt_torch_optim_sgd(ps, 2, 0.1, 0.0, 0.0);
}

static rt_handle adam_with_negative(void) {
    rt_tensor ps[2];
    ps[0] = gp;
    ps[1] = -4;
    return rt_torch_optim_adam(ps, 2, 0.1, 0.9, 0.999, 1e-8, 0.0);
}

/* -- the table --------------------------------------------------------------------------------------- */

#define T0 0LL          /* failure value of tensor and handle results */
#define M1 (-1LL)       /* of counts and booleans */
#define M2 (-2LL)       /* of device codes */
#define HANDLE RT_ERR_INVALID_HANDLE
#define ARG RT_ERR_INVALID_ARGUMENT
#define SHAPE RT_ERR_SHAPE
#define DTYPE RT_ERR_DTYPE
#define DEVICE RT_ERR_DEVICE
#define OOM RT_ERR_OUT_OF_MEMORY
#define SMALL RT_ERR_BUFFER_TOO_SMALL
#define ANY 0           /* runs everywhere */
#define NO_CUDA 1       /* expects CUDA to be absent */
#define BIG 2           /* 4 to 16 TiB: fails unless the kernel overcommits always (vm.overcommit_memory 1) */

/* X(name, section, function, call, failure value, code, piece of the message, where) */
#define CASES(X) \
    /* 1: library information and runtime */ \
    X(default_device_negative, 1, rt_torch_set_default_device, rt_torch_set_default_device(-7), ARG, ARG, "-7", ANY) \
    X(default_device_int32_min, 1, rt_torch_set_default_device, rt_torch_set_default_device(INT32_LOW), ARG, ARG, "not a device code", ANY) \
    X(default_device_absent_cuda, 1, rt_torch_set_default_device, rt_torch_set_default_device(3), DEVICE, DEVICE, "cuda:3", NO_CUDA) \
    /* 2: creation */ \
    X(zeros_4tib, 2, rt_torch_tensor_zeros, rt_torch_tensor_zeros(DIMS(BIG_DIM)), T0, OOM, "", BIG) \
    X(ones_4tib_2d, 2, rt_torch_tensor_ones, rt_torch_tensor_ones(DIMS((int64_t)1 << 38, 4)), T0, OOM, "", BIG) \
    X(randn_4tib, 2, rt_torch_tensor_randn, rt_torch_tensor_randn(DIMS(BIG_DIM)), T0, OOM, "", BIG) \
    X(empty_16tib, 2, rt_torch_tensor_empty, rt_torch_tensor_empty(DIMS((int64_t)1 << 20, (int64_t)1 << 20, 4)), T0, OOM, "", BIG) \
    X(eye_16tib, 2, rt_torch_tensor_eye, rt_torch_tensor_eye((int64_t)1 << 21, (int64_t)1 << 21), T0, OOM, "", BIG) \
    X(from_data_4tib, 2, rt_torch_tensor_from_data, rt_torch_tensor_from_data(fbuf, DIMS(BIG_DIM), RT_FLOAT32), T0, OOM, "", BIG) \
    X(arange_1e12, 2, rt_torch_tensor_arange, rt_torch_tensor_arange(0, 1e12, 1, RT_FLOAT32), T0, OOM, "", BIG) \
    X(linspace_2_pow_40, 2, rt_torch_tensor_linspace, rt_torch_tensor_linspace(0, 1, BIG_DIM), T0, OOM, "", BIG) \
    X(zeros_512tib, 2, rt_torch_tensor_zeros, rt_torch_tensor_zeros(DIMS((int64_t)1 << 45, 4)), T0, OOM, "", ANY) \
    X(full_512tib, 2, rt_torch_tensor_full, rt_torch_tensor_full(DIMS(4, (int64_t)1 << 45), 1.0), T0, OOM, "", ANY) \
    X(zeros_over_2_pow_63, 2, rt_torch_tensor_zeros, rt_torch_tensor_zeros(DIMS((int64_t)1 << 62, 4)), T0, ARG, "2**63", ANY) \
    X(full_exactly_2_pow_63, 2, rt_torch_tensor_full, rt_torch_tensor_full(DIMS((int64_t)1 << 61), 0), T0, ARG, "2**63", ANY) \
    X(eye_over_2_pow_63, 2, rt_torch_tensor_eye, rt_torch_tensor_eye((int64_t)1 << 62, 4), T0, ARG, "2**63", ANY) \
    X(zeros_65_dims, 2, rt_torch_tensor_zeros, rt_torch_tensor_zeros(many, 65), T0, ARG, "64", ANY) \
    X(ones_dims_null, 2, rt_torch_tensor_ones, rt_torch_tensor_ones(NULL, 2), T0, ARG, "NULL", ANY) \
    X(rand_ndims_negative, 2, rt_torch_tensor_rand, rt_torch_tensor_rand(many, -1), T0, ARG, "-1", ANY) \
    X(empty_negative_dim, 2, rt_torch_tensor_empty, rt_torch_tensor_empty(DIMS(2, -3)), T0, ARG, "-3", ANY) \
    X(full_1e40, 2, rt_torch_tensor_full, rt_torch_tensor_full(DIMS(2), 1e40), T0, ARG, "overflows", ANY) \
    X(full_minus_1e40, 2, rt_torch_tensor_full, rt_torch_tensor_full(DIMS(2), -1e40), T0, ARG, "overflows", ANY) \
    X(from_data_null, 2, rt_torch_tensor_from_data, rt_torch_tensor_from_data(NULL, DIMS(2), RT_FLOAT32), T0, ARG, "NULL", ANY) \
    X(from_data_dtype_8, 2, rt_torch_tensor_from_data, rt_torch_tensor_from_data(fbuf, DIMS(2), 8), T0, ARG, "dtype 8", ANY) \
    X(from_data_dtype_12, 2, rt_torch_tensor_from_data, rt_torch_tensor_from_data(fbuf, DIMS(2), 12), T0, ARG, "dtype 12", ANY) \
    X(from_data_dtype_99, 2, rt_torch_tensor_from_data, rt_torch_tensor_from_data(fbuf, DIMS(2), 99), T0, ARG, "dtype 99", ANY) \
    X(from_data_dtype_minus_1, 2, rt_torch_tensor_from_data, rt_torch_tensor_from_data(fbuf, DIMS(2), -1), T0, ARG, "dtype -1", ANY) \
    X(arange_nan_start, 2, rt_torch_tensor_arange, rt_torch_tensor_arange(NAN, 1, 1, RT_FLOAT32), T0, ARG, "start", ANY) \
    X(arange_inf_end, 2, rt_torch_tensor_arange, rt_torch_tensor_arange(0, INFINITY, 1, RT_FLOAT32), T0, ARG, "end", ANY) \
    X(arange_nan_step, 2, rt_torch_tensor_arange, rt_torch_tensor_arange(0, 1, NAN, RT_FLOAT32), T0, ARG, "step", ANY) \
    X(arange_minus_inf_step, 2, rt_torch_tensor_arange, rt_torch_tensor_arange(0, 1, -INFINITY, RT_FLOAT64), T0, ARG, "step", ANY) \
    X(arange_zero_step, 2, rt_torch_tensor_arange, rt_torch_tensor_arange(0, 1, 0, RT_INT64), T0, ARG, "non-zero", ANY) \
    X(arange_wrong_direction, 2, rt_torch_tensor_arange, rt_torch_tensor_arange(0, 2, -1, RT_FLOAT32), T0, ARG, "away", ANY) \
    X(arange_1e30_elements, 2, rt_torch_tensor_arange, rt_torch_tensor_arange(0, 1e30, 1, RT_FLOAT32), T0, ARG, "2**63", ANY) \
    X(arange_bool, 2, rt_torch_tensor_arange, rt_torch_tensor_arange(0, 2, 1, RT_BOOL), T0, DTYPE, "bool", ANY) \
    X(arange_dtype_99, 2, rt_torch_tensor_arange, rt_torch_tensor_arange(0, 2, 1, 99), T0, ARG, "dtype 99", ANY) \
    X(linspace_nan_start, 2, rt_torch_tensor_linspace, rt_torch_tensor_linspace(NAN, 1, 5), T0, ARG, "start", ANY) \
    X(linspace_inf_end, 2, rt_torch_tensor_linspace, rt_torch_tensor_linspace(0, INFINITY, 5), T0, ARG, "end", ANY) \
    X(linspace_negative_steps, 2, rt_torch_tensor_linspace, rt_torch_tensor_linspace(0, 1, -1), T0, ARG, "steps", ANY) \
    X(eye_negative_n, 2, rt_torch_tensor_eye, rt_torch_tensor_eye(-1, 2), T0, ARG, "n is -1", ANY) \
    X(eye_negative_m, 2, rt_torch_tensor_eye, rt_torch_tensor_eye(2, -3), T0, ARG, "m is -3", ANY) \
    /* 3: element-wise arithmetic */ \
    X(add_shapes, 3, rt_torch_tensor_add, rt_torch_tensor_add(g, gv), T0, SHAPE, "", ANY) \
    X(sub_bools, 3, rt_torch_tensor_sub, rt_torch_tensor_sub(gb, gb), T0, DTYPE, "", ANY) \
    X(mul_null_handle, 3, rt_torch_tensor_mul, rt_torch_tensor_mul(0, g), T0, HANDLE, "null handle", ANY) \
    X(div_freed, 3, rt_torch_tensor_div, rt_torch_tensor_div(g, freed), T0, HANDLE, "freed", ANY) \
    X(pow_never_issued, 3, rt_torch_tensor_pow, rt_torch_tensor_pow(NEVER, 2), T0, HANDLE, "never issued", ANY) \
    X(neg_bool, 3, rt_torch_tensor_neg, rt_torch_tensor_neg(gb), T0, DTYPE, "bool", ANY) \
    X(abs_bool, 3, rt_torch_tensor_abs, rt_torch_tensor_abs(gb), T0, DTYPE, "", ANY) \
    X(sqrt_negative_handle, 3, rt_torch_tensor_sqrt, rt_torch_tensor_sqrt(-3), T0, HANDLE, "negative", ANY) \
    X(exp_optimizer_handle, 3, rt_torch_tensor_exp, exp_of_optimizer(), T0, HANDLE, "an optimizer handle, not a tensor handle", ANY) \
    X(log_freed, 3, rt_torch_tensor_log, rt_torch_tensor_log(freed), T0, HANDLE, "freed", ANY) \
    X(add_scalar_negative_handle, 3, rt_torch_tensor_add_scalar, rt_torch_tensor_add_scalar(-1, NAN), T0, HANDLE, "negative", ANY) \
    X(mul_scalar_never_issued, 3, rt_torch_tensor_mul_scalar, rt_torch_tensor_mul_scalar(NEVER + 1, 2), T0, HANDLE, "never issued", ANY) \
    /* 4: activations */ \
    X(softmax_dim_2, 4, rt_torch_softmax, rt_torch_softmax(g, 2), T0, ARG, "dim 2", ANY) \
    X(log_softmax_dim_minus_3, 4, rt_torch_log_softmax, rt_torch_log_softmax(g, -3), T0, ARG, "dim -3", ANY) \
    X(softmax_int, 4, rt_torch_softmax, rt_torch_softmax(gi, 0), T0, DTYPE, "", ANY) \
    X(leaky_relu_nan_slope, 4, rt_torch_leaky_relu, rt_torch_leaky_relu(g, NAN), T0, ARG, "negative_slope", ANY) \
    X(leaky_relu_inf_slope, 4, rt_torch_leaky_relu, rt_torch_leaky_relu(g, -INFINITY), T0, ARG, "negative_slope", ANY) \
    X(relu_bool, 4, rt_torch_relu, rt_torch_relu(gb), T0, DTYPE, "", ANY) \
    X(relu_complex, 4, rt_torch_relu, rt_torch_relu(gc), T0, DTYPE, "", ANY) \
    X(gelu_int, 4, rt_torch_gelu, rt_torch_gelu(gi), T0, DTYPE, "", ANY) \
    X(sigmoid_freed, 4, rt_torch_sigmoid, rt_torch_sigmoid(freed), T0, HANDLE, "freed", ANY) \
    X(tanh_never_issued, 4, rt_torch_tanh, rt_torch_tanh(NEVER), T0, HANDLE, "never issued", ANY) \
    /* 5: linear algebra */ \
    X(matmul_shapes, 5, rt_torch_tensor_matmul, rt_torch_tensor_matmul(g, gv), T0, SHAPE, "cannot be multiplied", ANY) \
    X(matmul_dtypes, 5, rt_torch_tensor_matmul, rt_torch_tensor_matmul(gli, g), T0, DTYPE, "", ANY) \
    X(matmul_scalar, 5, rt_torch_tensor_matmul, rt_torch_tensor_matmul(gs, g), T0, SHAPE, "", ANY) \
    X(dot_lengths, 5, rt_torch_tensor_dot, rt_torch_tensor_dot(g2, gv), T0, SHAPE, "", ANY) \
    X(transpose_dim1_2, 5, rt_torch_tensor_transpose, rt_torch_tensor_transpose(g, 0, 2), T0, ARG, "dim1 2", ANY) \
    X(transpose_dim0_minus_3, 5, rt_torch_tensor_transpose, rt_torch_tensor_transpose(g, -3, 0), T0, ARG, "dim0 -3", ANY) \
    X(t_of_3d, 5, rt_torch_tensor_t, rt_torch_tensor_t(g3), T0, SHAPE, "", ANY) \
    X(norm_int, 5, rt_torch_tensor_norm, rt_torch_tensor_norm(gi), T0, DTYPE, "", ANY) \
    X(det_int, 5, rt_torch_tensor_det, rt_torch_tensor_det(gli), T0, DTYPE, "int64", ANY) \
    X(inverse_not_square, 5, rt_torch_tensor_inverse, rt_torch_tensor_inverse(g23), T0, SHAPE, "square", ANY) \
    X(svd_u_null, 5, rt_torch_tensor_svd, rt_torch_tensor_svd(g, NULL, &s_, &vh_), ARG, ARG, "u is NULL", ANY) \
    X(svd_vh_null, 5, rt_torch_tensor_svd, rt_torch_tensor_svd(g, &u_, &s_, NULL), ARG, ARG, "vh is NULL", ANY) \
    X(svd_of_1d, 5, rt_torch_tensor_svd, rt_torch_tensor_svd(g2, &u_, &s_, &vh_), SHAPE, SHAPE, "", ANY) \
    X(eig_vectors_null, 5, rt_torch_tensor_eig, rt_torch_tensor_eig(g, &u_, NULL), ARG, ARG, "vectors is NULL", ANY) \
    X(eig_not_square, 5, rt_torch_tensor_eig, rt_torch_tensor_eig(g23, &u_, &s_), SHAPE, SHAPE, "square", ANY) \
    /* 6: reductions */ \
    X(sum_dim_2, 6, rt_torch_tensor_sum_dim, rt_torch_tensor_sum_dim(g, 2, 0), T0, ARG, "dim 2", ANY) \
    X(mean_dim_minus_3, 6, rt_torch_tensor_mean_dim, rt_torch_tensor_mean_dim(g, -3, 1), T0, ARG, "dim -3", ANY) \
    X(max_dim_huge, 6, rt_torch_tensor_max_dim, rt_torch_tensor_max_dim(g, BIG_DIM, 0), T0, ARG, "out of range", ANY) \
    X(var_dim_int64_min, 6, rt_torch_tensor_var_dim, rt_torch_tensor_var_dim(g, INT64_MIN, 0), T0, ARG, "out of range", ANY) \
    X(max_of_empty, 6, rt_torch_tensor_max, rt_torch_tensor_max(gempty), T0, SHAPE, "empty", ANY) \
    X(argmin_dim_of_empty_dim, 6, rt_torch_tensor_argmin_dim, rt_torch_tensor_argmin_dim(gempty2, 1, 0), T0, SHAPE, "size 0", ANY) \
    X(argmax_bool, 6, rt_torch_tensor_argmax, rt_torch_tensor_argmax(gb), T0, DTYPE, "bool", ANY) \
    X(min_complex, 6, rt_torch_tensor_min, rt_torch_tensor_min(gc), T0, DTYPE, "complex64", ANY) \
    X(mean_int, 6, rt_torch_tensor_mean, rt_torch_tensor_mean(gi), T0, DTYPE, "", ANY) \
    X(std_dim_int, 6, rt_torch_tensor_std_dim, rt_torch_tensor_std_dim(gli, 0, 0), T0, DTYPE, "", ANY) \
    X(sum_freed, 6, rt_torch_tensor_sum, rt_torch_tensor_sum(freed), T0, HANDLE, "freed", ANY) \
    /* 7: shape, dtype and data access */ \
    X(reshape_count, 7, rt_torch_tensor_reshape, rt_torch_tensor_reshape(g, DIMS(3)), T0, SHAPE, "", ANY) \
    X(reshape_two_minus_1, 7, rt_torch_tensor_reshape, rt_torch_tensor_reshape(g, DIMS(-1, -1)), T0, ARG, "more than one -1", ANY) \
    X(reshape_dims_null, 7, rt_torch_tensor_reshape, rt_torch_tensor_reshape(g, NULL, 1), T0, ARG, "NULL", ANY) \
    X(view_65_dims, 7, rt_torch_tensor_view, rt_torch_tensor_view(g, many, 65), T0, ARG, "64", ANY) \
    X(view_not_contiguous, 7, rt_torch_tensor_view, rt_torch_tensor_view(gt, DIMS(4)), T0, SHAPE, "", ANY) \
    X(permute_repeated, 7, rt_torch_tensor_permute, rt_torch_tensor_permute(g, DIMS(0, 0)), T0, ARG, "permutation", ANY) \
    X(permute_order_null, 7, rt_torch_tensor_permute, rt_torch_tensor_permute(g, NULL, 2), T0, ARG, "NULL", ANY) \
    X(squeeze_dim_2, 7, rt_torch_tensor_squeeze_dim, rt_torch_tensor_squeeze_dim(g, 2), T0, ARG, "dim 2", ANY) \
    X(unsqueeze_dim_3, 7, rt_torch_tensor_unsqueeze, rt_torch_tensor_unsqueeze(g, 3), T0, ARG, "dim 3", ANY) \
    X(unsqueeze_dim_minus_4, 7, rt_torch_tensor_unsqueeze, rt_torch_tensor_unsqueeze(g, -4), T0, ARG, "dim -4", ANY) \
    X(flatten_start_after_end, 7, rt_torch_tensor_flatten, rt_torch_tensor_flatten(g3, 2, 0), T0, ARG, "", ANY) \
    X(expand_fewer_dims, 7, rt_torch_tensor_expand, rt_torch_tensor_expand(g3, DIMS(2, 2)), T0, SHAPE, "", ANY) \
    X(expand_minus_2, 7, rt_torch_tensor_expand, rt_torch_tensor_expand(g, DIMS(-2, 2)), T0, ARG, "-2", ANY) \
    X(expand_incompatible, 7, rt_torch_tensor_expand, rt_torch_tensor_expand(g, DIMS(3, 3)), T0, SHAPE, "", ANY) \
    X(shape_buffer_too_small, 7, rt_torch_tensor_shape, rt_torch_tensor_shape(g3, dims_out, 2), M1, SMALL, "max_dims", ANY) \
    X(shape_out_null, 7, rt_torch_tensor_shape, rt_torch_tensor_shape(g, NULL, 2), M1, ARG, "NULL", ANY) \
    X(shape_max_dims_negative, 7, rt_torch_tensor_shape, rt_torch_tensor_shape(g, dims_out, -1), M1, ARG, "-1", ANY) \
    X(size_dim_5, 7, rt_torch_tensor_size, rt_torch_tensor_size(g, 5), M1, ARG, "dim 5", ANY) \
    X(size_of_scalar, 7, rt_torch_tensor_size, rt_torch_tensor_size(gs, 0), M1, ARG, "0-dim", ANY) \
    X(to_dtype_8, 7, rt_torch_tensor_to_dtype, rt_torch_tensor_to_dtype(g, 8), T0, ARG, "dtype 8", ANY) \
    X(to_dtype_99, 7, rt_torch_tensor_to_dtype, rt_torch_tensor_to_dtype(g, 99), T0, ARG, "dtype 99", ANY) \
    X(copy_to_too_small, 7, rt_torch_tensor_copy_to, rt_torch_tensor_copy_to(g, fbuf, 15), M1, SMALL, "15", ANY) \
    X(copy_to_zero_bytes, 7, rt_torch_tensor_copy_to, rt_torch_tensor_copy_to(g3, fbuf, 0), M1, SMALL, "", ANY) \
    X(copy_to_null, 7, rt_torch_tensor_copy_to, rt_torch_tensor_copy_to(g, NULL, 16), M1, ARG, "NULL", ANY) \
    X(copy_to_negative_size, 7, rt_torch_tensor_copy_to, rt_torch_tensor_copy_to(g, fbuf, -16), M1, ARG, "-16", ANY) \
    X(copy_from_shapes, 7, rt_torch_tensor_copy_from, rt_torch_tensor_copy_from(g, gv), SHAPE, SHAPE, "broadcast", ANY) \
    X(copy_from_into_param, 7, rt_torch_tensor_copy_from, rt_torch_tensor_copy_from(gp, g), ARG, ARG, "requires grad", ANY) \
    X(copy_from_null_dst, 7, rt_torch_tensor_copy_from, rt_torch_tensor_copy_from(0, g), HANDLE, HANDLE, "dst", ANY) \
    X(copy_from_freed_src, 7, rt_torch_tensor_copy_from, rt_torch_tensor_copy_from(g, freed), HANDLE, HANDLE, "src", ANY) \
    X(item_null, 7, rt_torch_tensor_item, rt_torch_tensor_item(gs, NULL), ARG, ARG, "NULL", ANY) \
    X(item_of_four, 7, rt_torch_tensor_item, rt_torch_tensor_item(g, &dval), SHAPE, SHAPE, "one element", ANY) \
    X(item_of_empty, 7, rt_torch_tensor_item, rt_torch_tensor_item(gempty, &dval), SHAPE, SHAPE, "one element", ANY) \
    X(ndim_freed, 7, rt_torch_tensor_ndim, rt_torch_tensor_ndim(freed), M1, HANDLE, "freed", ANY) \
    X(numel_never_issued, 7, rt_torch_tensor_numel, rt_torch_tensor_numel(NEVER), M1, HANDLE, "never issued", ANY) \
    X(dtype_null_handle, 7, rt_torch_tensor_dtype, rt_torch_tensor_dtype(0), M1, HANDLE, "null handle", ANY) \
    X(nbytes_negative_handle, 7, rt_torch_tensor_nbytes, rt_torch_tensor_nbytes(-9), M1, HANDLE, "negative", ANY) \
    X(is_contiguous_freed, 7, rt_torch_tensor_is_contiguous, rt_torch_tensor_is_contiguous(freed), M1, HANDLE, "freed", ANY) \
    /* 8: indexing and slicing */ \
    X(slice_step_0, 8, rt_torch_tensor_slice, rt_torch_tensor_slice(g, 0, 0, 2, 0), T0, ARG, "step", ANY) \
    X(slice_step_negative, 8, rt_torch_tensor_slice, rt_torch_tensor_slice(g, 0, 0, 2, -1), T0, ARG, "step", ANY) \
    X(slice_dim_2, 8, rt_torch_tensor_slice, rt_torch_tensor_slice(g, 2, 0, 1, 1), T0, ARG, "dim 2", ANY) \
    X(slice_scalar, 8, rt_torch_tensor_slice, rt_torch_tensor_slice(gs, 0, 0, 1, 1), T0, SHAPE, "0-dim", ANY) \
    X(index_select_float_index, 8, rt_torch_tensor_index_select, rt_torch_tensor_index_select(g, 0, g2), T0, DTYPE, "float32", ANY) \
    X(index_select_out_of_range, 8, rt_torch_tensor_index_select, rt_torch_tensor_index_select(g, 0, goob), T0, ARG, "5", ANY) \
    X(index_select_negative_index, 8, rt_torch_tensor_index_select, rt_torch_tensor_index_select(g, 1, gneg), T0, ARG, "-1", ANY) \
    X(index_select_2d_index, 8, rt_torch_tensor_index_select, rt_torch_tensor_index_select(g, 0, gli), T0, SHAPE, "1-D", ANY) \
    X(gather_dims, 8, rt_torch_tensor_gather, rt_torch_tensor_gather(g, 0, gi), T0, SHAPE, "", ANY) \
    X(gather_float_index, 8, rt_torch_tensor_gather, rt_torch_tensor_gather(g, 0, g), T0, DTYPE, "", ANY) \
    X(cat_null, 8, rt_torch_tensor_cat, rt_torch_tensor_cat(NULL, 2, 0), T0, ARG, "NULL", ANY) \
    X(cat_none, 8, rt_torch_tensor_cat, rt_torch_tensor_cat(parts, 0, 0), T0, ARG, "at least one", ANY) \
    X(cat_n_negative, 8, rt_torch_tensor_cat, rt_torch_tensor_cat(parts, -1, 0), T0, ARG, "-1", ANY) \
    X(cat_freed_member, 8, rt_torch_tensor_cat, cat_with_freed(), T0, HANDLE, "xs[1]", ANY) \
    X(cat_dims_differ, 8, rt_torch_tensor_cat, cat_shapes(), T0, SHAPE, "", ANY) \
    X(stack_null, 8, rt_torch_tensor_stack, rt_torch_tensor_stack(NULL, 1, 0), T0, ARG, "NULL", ANY) \
    X(stack_shapes_differ, 8, rt_torch_tensor_stack, stack_shapes(), T0, SHAPE, "", ANY) \
    X(stack_dim_3, 8, rt_torch_tensor_stack, stack_bad_dim(), T0, ARG, "dim 3", ANY) \
    X(chunk_out_null, 8, rt_torch_tensor_chunk, rt_torch_tensor_chunk(g, 2, 0, NULL, 2), M1, ARG, "NULL", ANY) \
    X(chunk_out_too_small, 8, rt_torch_tensor_chunk, rt_torch_tensor_chunk(g, 2, 0, parts, 1), M1, SMALL, "max_out", ANY) \
    X(chunk_max_out_negative, 8, rt_torch_tensor_chunk, rt_torch_tensor_chunk(g, 2, 0, parts, -2), M1, ARG, "-2", ANY) \
    X(chunk_zero_chunks, 8, rt_torch_tensor_chunk, rt_torch_tensor_chunk(g, 0, 0, parts, 8), M1, ARG, "chunks", ANY) \
    X(chunk_dim_2, 8, rt_torch_tensor_chunk, rt_torch_tensor_chunk(g, 2, 2, parts, 8), M1, ARG, "dim 2", ANY) \
    /* 9: neural-network operations */ \
    X(linear_shapes, 9, rt_torch_nn_linear, rt_torch_nn_linear(g, g23, 0), T0, SHAPE, "", ANY) \
    X(linear_weight_dtype, 9, rt_torch_nn_linear, rt_torch_nn_linear(g, gli, 0), T0, DTYPE, "", ANY) \
    X(linear_bias_freed, 9, rt_torch_nn_linear, rt_torch_nn_linear(g, g, freed), T0, HANDLE, "bias", ANY) \
    X(conv2d_stride_null, 9, rt_torch_nn_conv2d, rt_torch_nn_conv2d(img, ker, 0, NULL, zero2, one2, 1), T0, ARG, "stride is NULL", ANY) \
    X(conv2d_padding_null, 9, rt_torch_nn_conv2d, rt_torch_nn_conv2d(img, ker, 0, one2, NULL, one2, 1), T0, ARG, "padding is NULL", ANY) \
    X(conv2d_dilation_null, 9, rt_torch_nn_conv2d, rt_torch_nn_conv2d(img, ker, 0, one2, zero2, NULL, 1), T0, ARG, "dilation is NULL", ANY) \
    X(conv2d_groups_0, 9, rt_torch_nn_conv2d, rt_torch_nn_conv2d(img, ker, 0, one2, zero2, one2, 0), T0, ARG, "groups", ANY) \
    X(conv2d_stride_0, 9, rt_torch_nn_conv2d, rt_torch_nn_conv2d(img, ker, 0, zero2, zero2, one2, 1), T0, ARG, "stride", ANY) \
    X(conv2d_padding_negative, 9, rt_torch_nn_conv2d, rt_torch_nn_conv2d(img, ker, 0, one2, minus_pad, one2, 1), T0, ARG, "padding", ANY) \
    X(conv2d_channels, 9, rt_torch_nn_conv2d, rt_torch_nn_conv2d(img2, ker, 0, one2, zero2, one2, 1), T0, SHAPE, "channels", ANY) \
    X(conv2d_kernel_too_big, 9, rt_torch_nn_conv2d, rt_torch_nn_conv2d(img, ker5, 0, one2, zero2, one2, 1), T0, SHAPE, "", ANY) \
    X(max_pool2d_kernel_null, 9, rt_torch_nn_max_pool2d, rt_torch_nn_max_pool2d(img, NULL, one2, zero2), T0, ARG, "kernel is NULL", ANY) \
    X(max_pool2d_kernel_0, 9, rt_torch_nn_max_pool2d, rt_torch_nn_max_pool2d(img, zero2, one2, zero2), T0, ARG, "kernel", ANY) \
    X(max_pool2d_padding_over_half, 9, rt_torch_nn_max_pool2d, rt_torch_nn_max_pool2d(img, two2, one2, two2), T0, ARG, "half", ANY) \
    X(avg_pool2d_stride_null, 9, rt_torch_nn_avg_pool2d, rt_torch_nn_avg_pool2d(img, two2, NULL, zero2), T0, ARG, "stride is NULL", ANY) \
    X(avg_pool2d_of_2d, 9, rt_torch_nn_avg_pool2d, rt_torch_nn_avg_pool2d(g, one2, one2, zero2), T0, SHAPE, "3-D", ANY) \
    X(batch_norm_inf_eps, 9, rt_torch_nn_batch_norm, rt_torch_nn_batch_norm(g, 0, 0, 0, 0, 1, 0.1, INFINITY), T0, ARG, "eps", ANY) \
    X(batch_norm_nan_momentum, 9, rt_torch_nn_batch_norm, rt_torch_nn_batch_norm(g, 0, 0, 0, 0, 1, NAN, 1e-5), T0, ARG, "momentum", ANY) \
    X(batch_norm_negative_eps, 9, rt_torch_nn_batch_norm, rt_torch_nn_batch_norm(g, 0, 0, 0, 0, 1, 0.1, -1), T0, ARG, "eps", ANY) \
    X(batch_norm_eval_without_stats, 9, rt_torch_nn_batch_norm, rt_torch_nn_batch_norm(g, 0, 0, 0, 0, 0, 0.1, 1e-5), T0, ARG, "running", ANY) \
    X(batch_norm_1d, 9, rt_torch_nn_batch_norm, rt_torch_nn_batch_norm(g2, 0, 0, 0, 0, 1, 0.1, 1e-5), T0, SHAPE, "2-D", ANY) \
    X(batch_norm_weight_size, 9, rt_torch_nn_batch_norm, rt_torch_nn_batch_norm(g, 0, 0, gv, 0, 1, 0.1, 1e-5), T0, SHAPE, "", ANY) \
    X(layer_norm_shape_null, 9, rt_torch_nn_layer_norm, rt_torch_nn_layer_norm(g, NULL, 1, 0, 0, 1e-5), T0, ARG, "NULL", ANY) \
    X(layer_norm_65_dims, 9, rt_torch_nn_layer_norm, rt_torch_nn_layer_norm(g, many, 65, 0, 0, 1e-5), T0, ARG, "64", ANY) \
    X(layer_norm_shape_mismatch, 9, rt_torch_nn_layer_norm, rt_torch_nn_layer_norm(g, DIMS(3), 0, 0, 1e-5), T0, SHAPE, "", ANY) \
    X(layer_norm_nan_eps, 9, rt_torch_nn_layer_norm, rt_torch_nn_layer_norm(g, DIMS(2), 0, 0, NAN), T0, ARG, "eps", ANY) \
    X(dropout_nan_p, 9, rt_torch_nn_dropout, rt_torch_nn_dropout(g, NAN, 1), T0, ARG, "p is nan", ANY) \
    X(dropout_p_above_1, 9, rt_torch_nn_dropout, rt_torch_nn_dropout(g, 1.5, 0), T0, ARG, "p is 1.5", ANY) \
    X(dropout_p_minus_inf, 9, rt_torch_nn_dropout, rt_torch_nn_dropout(g, -INFINITY, 1), T0, ARG, "p is -inf", ANY) \
    X(dropout_int, 9, rt_torch_nn_dropout, rt_torch_nn_dropout(gli, 0.5, 1), T0, DTYPE, "", ANY) \
    X(embedding_float_indices, 9, rt_torch_nn_embedding, rt_torch_nn_embedding(g2, g), T0, DTYPE, "indices", ANY) \
    X(embedding_index_out_of_range, 9, rt_torch_nn_embedding, rt_torch_nn_embedding(goob, g), T0, ARG, "", ANY) \
    X(embedding_weight_1d, 9, rt_torch_nn_embedding, rt_torch_nn_embedding(gi, g2), T0, SHAPE, "2-D", ANY) \
    /* 10: losses */ \
    X(mse_reduction_3, 10, rt_torch_nn_mse_loss, rt_torch_nn_mse_loss(g, g, 3), T0, ARG, "reduction 3", ANY) \
    X(mse_shapes, 10, rt_torch_nn_mse_loss, rt_torch_nn_mse_loss(g, g2, 1), T0, SHAPE, "", ANY) \
    X(cross_entropy_reduction_minus_1, 10, rt_torch_nn_cross_entropy, rt_torch_nn_cross_entropy(g, gi, -1), T0, ARG, "reduction -1", ANY) \
    X(cross_entropy_float_target, 10, rt_torch_nn_cross_entropy, rt_torch_nn_cross_entropy(g, g2, 1), T0, DTYPE, "int64", ANY) \
    X(cross_entropy_class_out_of_range, 10, rt_torch_nn_cross_entropy, rt_torch_nn_cross_entropy(g, goob, 1), T0, ARG, "", ANY) \
    X(cross_entropy_batch_mismatch, 10, rt_torch_nn_cross_entropy, rt_torch_nn_cross_entropy(g23, gneg, 0), T0, SHAPE, "", ANY) \
    X(bce_reduction_99, 10, rt_torch_nn_binary_cross_entropy, rt_torch_nn_binary_cross_entropy(g2, g2, 99), T0, ARG, "reduction 99", ANY) \
    X(bce_probs_above_1, 10, rt_torch_nn_binary_cross_entropy, rt_torch_nn_binary_cross_entropy(g, g, 1), T0, ARG, "", ANY) \
    X(nll_reduction_3, 10, rt_torch_nn_nll_loss, rt_torch_nn_nll_loss(g, gi, 3), T0, ARG, "reduction 3", ANY) \
    X(nll_class_out_of_range, 10, rt_torch_nn_nll_loss, rt_torch_nn_nll_loss(g, goob, 2), T0, ARG, "", ANY) \
    /* 11: autograd */ \
    X(backward_of_four, 11, rt_torch_tensor_backward, rt_torch_tensor_backward(gnl), SHAPE, SHAPE, "one element", ANY) \
    X(backward_without_grad, 11, rt_torch_tensor_backward, rt_torch_tensor_backward(gs), ARG, ARG, "require grad", ANY) \
    X(backward_freed, 11, rt_torch_tensor_backward, rt_torch_tensor_backward(freed), HANDLE, HANDLE, "freed", ANY) \
    X(set_requires_grad_int, 11, rt_torch_tensor_set_requires_grad, rt_torch_tensor_set_requires_grad(gi, 1), DTYPE, DTYPE, "floating point", ANY) \
    X(requires_grad_never_issued, 11, rt_torch_tensor_requires_grad, rt_torch_tensor_requires_grad(NEVER), M1, HANDLE, "never issued", ANY) \
    X(grad_freed, 11, rt_torch_tensor_grad, rt_torch_tensor_grad(freed), T0, HANDLE, "freed", ANY) \
    X(zero_grad_negative, 11, rt_torch_tensor_zero_grad, rt_torch_tensor_zero_grad(-2), HANDLE, HANDLE, "negative", ANY) \
    X(detach_null, 11, rt_torch_tensor_detach, rt_torch_tensor_detach(0), T0, HANDLE, "null handle", ANY) \
    X(no_grad_end_unbalanced, 11, rt_torch_no_grad_end, rt_torch_no_grad_end(), ARG, ARG, "no_grad_begin", ANY) \
    X(no_grad_end_twice, 11, rt_torch_no_grad_end, no_grad_end_twice(), ARG, ARG, "no_grad_begin", ANY) \
    /* 12: device management */ \
    X(to_device_minus_7, 12, rt_torch_tensor_to_device, rt_torch_tensor_to_device(g, -7), T0, ARG, "device -7", ANY) \
    X(to_device_absent_cuda, 12, rt_torch_tensor_to_device, rt_torch_tensor_to_device(g, 0), T0, DEVICE, "cuda:0", NO_CUDA) \
    X(cuda_index_negative, 12, rt_torch_tensor_cuda, rt_torch_tensor_cuda(g, -1), T0, ARG, "-1", ANY) \
    X(cuda_absent, 12, rt_torch_tensor_cuda, rt_torch_tensor_cuda(g, 0), T0, DEVICE, "cuda:0", NO_CUDA) \
    X(cuda_index_99, 12, rt_torch_tensor_cuda, rt_torch_tensor_cuda(g, 99), T0, DEVICE, "cuda:99", ANY) \
    X(to_stream_tensor_as_stream, 12, rt_torch_tensor_to_stream, rt_torch_tensor_to_stream(g, g), T0, HANDLE, "a tensor handle, not a stream handle", ANY) \
    X(to_stream_null_stream, 12, rt_torch_tensor_to_stream, rt_torch_tensor_to_stream(g, 0), T0, HANDLE, "null handle", ANY) \
    X(cpu_freed, 12, rt_torch_tensor_cpu, rt_torch_tensor_cpu(freed), T0, HANDLE, "freed", ANY) \
    X(is_cuda_never_issued, 12, rt_torch_tensor_is_cuda, rt_torch_tensor_is_cuda(NEVER), M1, HANDLE, "never issued", ANY) \
    X(device_freed, 12, rt_torch_tensor_device, rt_torch_tensor_device(freed), M2, HANDLE, "freed", ANY) \
    X(clone_negative, 12, rt_torch_tensor_clone, rt_torch_tensor_clone(-5), T0, HANDLE, "negative", ANY) \
    /* 13: CUDA streams */ \
    X(stream_create_negative, 13, rt_torch_stream_create, rt_torch_stream_create(-1), T0, ARG, "-1", ANY) \
    X(stream_create_absent_cuda, 13, rt_torch_stream_create, rt_torch_stream_create(0), T0, DEVICE, "cuda:0", NO_CUDA) \
    X(stream_synchronize_null, 13, rt_torch_stream_synchronize, rt_torch_stream_synchronize(0), HANDLE, HANDLE, "null handle", ANY) \
    X(stream_query_tensor, 13, rt_torch_stream_query, rt_torch_stream_query(g), M1, HANDLE, "a tensor handle, not a stream handle", ANY) \
    X(stream_free_never_issued, 13, rt_torch_stream_free, rt_torch_stream_free(NEVER), HANDLE, HANDLE, "never issued", ANY) \
    /* 14: memory management */ \
    X(double_free, 14, rt_torch_tensor_free, double_free(), HANDLE, HANDLE, "freed", ANY) \
    X(free_negative, 14, rt_torch_tensor_free, rt_torch_tensor_free(-1), HANDLE, HANDLE, "negative", ANY) \
    X(free_never_issued, 14, rt_torch_tensor_free, rt_torch_tensor_free(NEVER), HANDLE, HANDLE, "never issued", ANY) \
    X(free_optimizer_handle, 14, rt_torch_tensor_free, tensor_free_of_optimizer(), HANDLE, HANDLE, "an optimizer handle, not a tensor handle", ANY) \
    X(cuda_memory_negative_index, 14, rt_torch_cuda_memory_allocated, rt_torch_cuda_memory_allocated(-1), M1, ARG, "-1", ANY) \
    X(cuda_max_memory_absent, 14, rt_torch_cuda_max_memory_allocated, rt_torch_cuda_max_memory_allocated(0), M1, DEVICE, "cuda:0", NO_CUDA) \
    X(cuda_empty_cache_absent, 14, rt_torch_cuda_empty_cache, rt_torch_cuda_empty_cache(), DEVICE, DEVICE, "CUDA", NO_CUDA) \
    /* 15: optimizers */ \
    X(sgd_nan_lr, 15, rt_torch_optim_sgd, rt_torch_optim_sgd(&gp, 1, NAN, 0, 0), T0, ARG, "lr", ANY) \
    X(sgd_inf_lr, 15, rt_torch_optim_sgd, rt_torch_optim_sgd(&gp, 1, INFINITY, 0, 0), T0, ARG, "lr", ANY) \
    X(adam_inf_lr, 15, rt_torch_optim_adam, rt_torch_optim_adam(&gp, 1, INFINITY, 0.9, 0.999, 1e-8, 0), T0, ARG, "lr", ANY) \
    X(adam_nan_lr, 15, rt_torch_optim_adam, rt_torch_optim_adam(&gp, 1, NAN, 0.9, 0.999, 1e-8, 0), T0, ARG, "lr", ANY) \
    X(sgd_negative_momentum, 15, rt_torch_optim_sgd, rt_torch_optim_sgd(&gp, 1, 0.1, -1, 0), T0, ARG, "momentum", ANY) \
    X(adam_beta1_1, 15, rt_torch_optim_adam, rt_torch_optim_adam(&gp, 1, 0.1, 1.0, 0.999, 1e-8, 0), T0, ARG, "beta1", ANY) \
    X(adam_nan_beta2, 15, rt_torch_optim_adam, rt_torch_optim_adam(&gp, 1, 0.1, 0.9, NAN, 1e-8, 0), T0, ARG, "beta2", ANY) \
    X(sgd_params_null, 15, rt_torch_optim_sgd, rt_torch_optim_sgd(NULL, 1, 0.1, 0, 0), T0, ARG, "NULL", ANY) \
    X(sgd_no_params, 15, rt_torch_optim_sgd, rt_torch_optim_sgd(&gp, 0, 0.1, 0, 0), T0, ARG, "empty", ANY) \
    X(adam_n_negative, 15, rt_torch_optim_adam, rt_torch_optim_adam(&gp, -1, 0.1, 0.9, 0.999, 1e-8, 0), T0, ARG, "-1", ANY) \
    X(sgd_same_param_twice, 15, rt_torch_optim_sgd, sgd_duplicate(), T0, ARG, "twice", ANY) \
    X(sgd_int_param, 15, rt_torch_optim_sgd, rt_torch_optim_sgd(&gi, 1, 0.1, 0, 0), T0, DTYPE, "floating point", ANY) \
    X(sgd_non_leaf_param, 15, rt_torch_optim_sgd, rt_torch_optim_sgd(&gnl, 1, 0.1, 0, 0), T0, ARG, "leaves", ANY) \
    X(sgd_freed_param, 15, rt_torch_optim_sgd, rt_torch_optim_sgd(&freed, 1, 0.1, 0, 0), T0, HANDLE, "params[0]", ANY) \
    X(adam_negative_param, 15, rt_torch_optim_adam, adam_with_negative(), T0, HANDLE, "params[1]", ANY) \
    X(step_tensor_handle, 15, rt_torch_optim_step, rt_torch_optim_step(g), HANDLE, HANDLE, "a tensor handle, not an optimizer handle", ANY) \
    X(step_freed_optimizer, 15, rt_torch_optim_step, step_freed_optimizer(), HANDLE, HANDLE, "freed", ANY) \
    X(optim_zero_grad_null, 15, rt_torch_optim_zero_grad, rt_torch_optim_zero_grad(0), HANDLE, HANDLE, "null handle", ANY) \
    X(optim_double_free, 15, rt_torch_optim_free, optim_double_free(), HANDLE, HANDLE, "freed", ANY) \
    /* 16: scopes */ \
    X(scope_end_unbalanced, 16, rt_torch_scope_end, rt_torch_scope_end(), ARG, ARG, "scope_begin", ANY) \
    X(scope_end_twice, 16, rt_torch_scope_end, scope_end_twice(), ARG, ARG, "scope_begin", ANY) \
    X(scope_keep_without_scope, 16, rt_torch_scope_keep, rt_torch_scope_keep(g), ARG, ARG, "no scope", ANY) \
    X(scope_keep_null, 16, rt_torch_scope_keep, scope_keep_null(), HANDLE, HANDLE, "null handle", ANY) \
    X(scope_keep_freed, 16, rt_torch_scope_keep, scope_keep_freed(), HANDLE, HANDLE, "freed", ANY) \
    X(scope_keep_never_issued, 16, rt_torch_scope_keep, scope_keep_never(), HANDLE, HANDLE, "never issued", ANY)

#define DEFINE_CASE(name, section, fn, call, value, code, has, where) \
    static long long case_##name(void) { return (long long)(call); }
CASES(DEFINE_CASE)

struct bad_case {
    const char *name;
    int section;
    const char *fn;
    const char *call;
    long long (*run)(void);
    long long value;
    int32_t code;
    const char *has;
    int where;
};

#define ROW(name, section, fn, call, value, code, has, where) \
    {#name, section, #fn, #call, case_##name, (long long)(value), (code), (has), (where)},
static const struct bad_case CASES_TABLE[] = {CASES(ROW)};
#define N_CASES ((int)(sizeof CASES_TABLE / sizeof CASES_TABLE[0]))

static void case_fail(const struct bad_case *c, const char *why, long long got) {
    const char *message = rt_torch_last_error();
    fprintf(stderr, "FAIL case %s (section %d): %s\n  call: %s\n  returned %lld (expected %lld), code %d "
            "(expected %d)\n  message: %s\n", c->name, c->section, why, c->call, got, c->value,
            (int)rt_torch_last_error_code(), (int)c->code, message ? message : "(NULL)");
    fflush(stderr);
    exit(1);
}

/* Runs one row; returns 1 if it ran, 0 if skipped. */
static int run_case(const struct bad_case *c, int cuda, int overcommit_always) {
    int64_t live_before, live_after;
    long long got;
    const char *message;
    size_t n = strlen(c->fn);
    if ((c->where == NO_CUDA && cuda) || (c->where == BIG && overcommit_always))
        return 0;
    live_before = rt_torch_live_tensors();   /* also leaves RT_OK as the last error */
    CHECK(live_before >= 0);
    got = c->run();
    message = rt_torch_last_error();
    if (got != c->value)
        case_fail(c, "wrong failure value", got);
    if (rt_torch_last_error_code() != c->code)
        case_fail(c, "wrong error code", got);
    if (message == NULL || strncmp(message, c->fn, n) != 0 || message[n] != ':' || message[n + 1] != ' '
        || message[n + 2] == '\0')
        case_fail(c, "the message does not start with the function's name, \": \" and a cause", got);
    if (strstr(message + n, c->has) == NULL)
        case_fail(c, "the message lacks the expected words", got);
    check__pass();
    if (after != NULL) {   /* the helper's clean-up, after the checks (it sets the last error itself) */
        void (*cleanup)(void) = after;
        after = NULL;
        cleanup();
    }
    live_after = rt_torch_live_tensors();
    if (live_after != live_before) {
        fprintf(stderr, "FAIL case %s (section %d): %lld live tensors before, %lld after\n  call: %s\n", c->name,
                c->section, (long long)live_before, (long long)live_after, c->call);
        exit(1);
    }
    check__pass();
    return 1;
}

/* Every row is distinct (by name and by call) and every section of the contract has rows. */
static void check_table(void) {
    int i, j;
    for (i = 0; i < N_CASES; i++) {
        CHECK(CASES_TABLE[i].section >= 1 && CASES_TABLE[i].section <= 16);
        CHECK(strncmp(CASES_TABLE[i].fn, "rt_torch_", 9) == 0);
        for (j = 0; j < i; j++) {
            if (strcmp(CASES_TABLE[i].name, CASES_TABLE[j].name) == 0
                || strcmp(CASES_TABLE[i].call, CASES_TABLE[j].call) == 0) {
                fprintf(stderr, "FAIL: cases %s and %s are the same\n", CASES_TABLE[j].name, CASES_TABLE[i].name);
                exit(1);
            }
        }
    }
}

static rt_tensor f32(const float *data, const int64_t *dims, int32_t ndims) {
    return T(rt_torch_tensor_from_data(data, dims, ndims, RT_FLOAT32));
}

/* 1 when vm.overcommit_memory is 1: then any allocation within the address space succeeds at first. */
static int overcommits_always(void) {
    FILE *f = fopen("/proc/sys/vm/overcommit_memory", "r");
    int mode = 0;
    if (f != NULL) {
        if (fscanf(f, "%d", &mode) != 1)
            mode = 0;
        fclose(f);
    }
    return mode == 1;
}

int main(void) {
    int64_t live;
    int i, ran = 0, cuda, overcommit_always = overcommits_always(), per_section[17] = {0};

    check_table();
    CHECK(rt_torch_init() == RT_OK);
    live = check_start();
    cuda = rt_torch_cuda_available() == 1;
    for (i = 0; i < 70; i++)
        many[i] = 1;

    g = f32(F32(1, 2, 3, 4), DIMS(2, 2));
    gv = T(rt_torch_tensor_ones(DIMS(3)));
    g2 = f32(F32(0.5f, 0.25f), DIMS(2));
    g3 = T(rt_torch_tensor_ones(DIMS(2, 2, 2)));
    g23 = T(rt_torch_tensor_ones(DIMS(2, 3)));
    gt = T(rt_torch_tensor_t(g));
    gs = T(rt_torch_tensor_full(NULL, 0, 2.0));
    gempty = T(rt_torch_tensor_zeros(DIMS(0)));
    gempty2 = T(rt_torch_tensor_zeros(DIMS(2, 0)));
    gi = T(rt_torch_tensor_from_data(I64(1, 0), DIMS(2), RT_INT64));
    gli = T(rt_torch_tensor_from_data(I64(1, 2, 3, 4), DIMS(2, 2), RT_INT64));
    goob = T(rt_torch_tensor_from_data(I64(0, 5), DIMS(2), RT_INT64));
    gneg = T(rt_torch_tensor_from_data(I64(-1), DIMS(1), RT_INT64));
    gb = T(rt_torch_tensor_from_data(U8(1, 0), DIMS(2), RT_BOOL));
    gc = T(rt_torch_tensor_to_dtype(g2, RT_COMPLEX64));
    gp = T(rt_torch_tensor_ones(DIMS(2, 2)));
    CHECK(rt_torch_tensor_set_requires_grad(gp, 1) == RT_OK);
    gnl = T(rt_torch_tensor_mul_scalar(gp, 2));
    img = T(rt_torch_tensor_ones(DIMS(1, 1, 3, 3)));
    img2 = T(rt_torch_tensor_ones(DIMS(1, 2, 3, 3)));
    ker = T(rt_torch_tensor_ones(DIMS(1, 1, 2, 2)));
    ker5 = T(rt_torch_tensor_ones(DIMS(1, 1, 5, 5)));
    freed = T(rt_torch_tensor_ones(DIMS(2)));
    FREE(freed);

    for (i = 0; i < N_CASES; i++) {
        if (run_case(&CASES_TABLE[i], cuda, overcommit_always)) {
            ran++;
            per_section[CASES_TABLE[i].section]++;
        }
    }

    /* the process still works, the inputs are untouched and the per-thread states are balanced */
    CHECK_VALUES(g, 0, 1, 2, 3, 4);
    CHECK_VALUES(gp, 0, 1, 1, 1, 1);
    CHECK_VALUES(goob, 0, 0, 5);
    CHECK(rt_torch_is_grad_enabled() == 1);
    CHECK(rt_torch_default_device() == check_default_device());   /* the configured one, never changed here */
    {
        rt_tensor m = T(rt_torch_tensor_matmul(g, g));
        CHECK_VALUES(m, 1e-6, 7, 10, 15, 22);
        FREE(m);
    }
    FREE(g);
    FREE(gv);
    FREE(g2);
    FREE(g3);
    FREE(g23);
    FREE(gt);
    FREE(gs);
    FREE(gempty);
    FREE(gempty2);
    FREE(gi);
    FREE(gli);
    FREE(goob);
    FREE(gneg);
    FREE(gb);
    FREE(gc);
    FREE(gnl);
    FREE(gp);
    FREE(img);
    FREE(img2);
    FREE(ker);
    FREE(ker5);

    for (i = 1; i <= 16; i++)
        printf("test_bad_input: section %d: %d cases\n", i, per_section[i]);
    printf("test_bad_input: %d cases run\n", ran);
    check_finish("test_bad_input", live);
    return 0;
}
