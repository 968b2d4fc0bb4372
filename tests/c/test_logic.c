/* Sections 17 (comparison, logic and masks, bitwise operations, equal and allclose), 18 (nonzero), 19 (prod,
 * all, any, logsumexp, scans), 20 (triangles, roll, flip) and the element-wise math section 3 gained in ABI 1.3
 * (fmod, remainder, logaddexp, lerp, addcmul, addcdiv, nan_to_num, softplus), with known inputs, the dtypes
 * PyTorch gives, and one bad input each. */
#include <float.h>

#include "check.h"

static rt_tensor f32(const float *data, const int64_t *dims, int32_t ndims) {
    return T(rt_torch_tensor_from_data(data, dims, ndims, RT_FLOAT32));
}

static void check_dtype(rt_tensor t, int32_t dtype) {
    CHECK(rt_torch_tensor_dtype(t) == dtype);
}

static void section17_comparison_logic_masks(void) {
    rt_tensor a = f32(F32(1, -2, 3.5, 0), DIMS(4));
    rt_tensor b = f32(F32(1, 2, -3.5, 0.5), DIMS(4));
    rt_tensor nans = f32(F32(1, NAN, INFINITY, -INFINITY), DIMS(4));
    rt_tensor flags = T(rt_torch_tensor_from_data(U8(1, 0, 1, 0), DIMS(4), RT_BOOL));
    rt_tensor ints = T(rt_torch_tensor_from_data(I64(3, 0, -1, 7), DIMS(4), RT_INT64));
    rt_tensor r;

    r = T(rt_torch_tensor_eq(a, b));
    check_dtype(r, RT_BOOL);
    CHECK_VALUES(r, 0, 1, 0, 0, 0);
    FREE(r);
    r = T(rt_torch_tensor_lt(a, b));
    CHECK_VALUES(r, 0, 0, 1, 0, 1);
    FREE(r);
    r = T(rt_torch_tensor_ne(a, b));
    CHECK_VALUES(r, 0, 0, 1, 1, 1);
    FREE(r);
    r = T(rt_torch_tensor_le(a, b));
    CHECK_VALUES(r, 0, 1, 1, 0, 1);
    FREE(r);
    r = T(rt_torch_tensor_gt(a, b));
    CHECK_VALUES(r, 0, 0, 0, 1, 0);
    FREE(r);
    r = T(rt_torch_tensor_eq_scalar(ints, 7));
    CHECK_VALUES(r, 0, 0, 0, 0, 1);
    FREE(r);
    r = T(rt_torch_tensor_lt_scalar(a, 1));
    CHECK_VALUES(r, 0, 0, 1, 0, 1);
    FREE(r);
    r = T(rt_torch_tensor_le_scalar(a, 1));
    CHECK_VALUES(r, 0, 1, 1, 0, 1);
    FREE(r);
    r = T(rt_torch_tensor_ge_scalar(ints, 0.5));
    CHECK_VALUES(r, 0, 1, 0, 0, 1);
    FREE(r);
    r = T(rt_torch_tensor_logical_or(flags, ints));
    CHECK_VALUES(r, 0, 1, 0, 1, 1);
    FREE(r);
    r = T(rt_torch_tensor_ge(ints, a));   /* int64 with float32: compared as float32 */
    CHECK_VALUES(r, 0, 1, 1, 0, 1);
    FREE(r);
    r = T(rt_torch_tensor_gt_scalar(a, 0.5));
    CHECK_VALUES(r, 0, 1, 0, 1, 0);
    FREE(r);
    r = T(rt_torch_tensor_ne_scalar(nans, NAN));   /* NaN equals nothing */
    CHECK_VALUES(r, 0, 1, 1, 1, 1);
    FREE(r);
    r = T(rt_torch_tensor_isnan(nans));
    CHECK_VALUES(r, 0, 0, 1, 0, 0);
    FREE(r);
    r = T(rt_torch_tensor_isinf(nans));
    CHECK_VALUES(r, 0, 0, 0, 1, 1);
    FREE(r);
    r = T(rt_torch_tensor_isfinite(nans));
    CHECK_VALUES(r, 0, 1, 0, 0, 0);
    FREE(r);
    r = T(rt_torch_tensor_logical_and(flags, ints));
    CHECK_VALUES(r, 0, 1, 0, 1, 0);
    FREE(r);
    r = T(rt_torch_tensor_logical_xor(flags, ints));
    CHECK_VALUES(r, 0, 0, 0, 0, 1);
    FREE(r);
    r = T(rt_torch_tensor_logical_not(ints));
    CHECK_VALUES(r, 0, 0, 1, 0, 0);
    FREE(r);
    r = T(rt_torch_tensor_where(flags, a, ints));   /* float32 and int64: float32 */
    check_dtype(r, RT_FLOAT32);
    CHECK_VALUES(r, 0, 1, 0, 3.5, 7);
    FREE(r);
    r = T(rt_torch_tensor_masked_fill(ints, flags, 9.9));   /* int64 kept: 9.9 becomes 9 */
    check_dtype(r, RT_INT64);
    CHECK_VALUES(r, 0, 9, 0, 9, 7);
    FREE(r);
    r = T(rt_torch_tensor_clamp(a, -1, NAN));   /* NaN: no upper bound */
    CHECK_VALUES(r, 0, 1, -1, 3.5, 0);
    FREE(r);
    r = T(rt_torch_tensor_clamp(ints, NAN, 2.5));   /* integers with a float bound: float32 */
    check_dtype(r, RT_FLOAT32);
    CHECK_VALUES(r, 0, 2.5, 0, -1, 2.5);
    FREE(r);

    r = f32(F32(1, 2), DIMS(2));
    CHECK_ERR(rt_torch_tensor_eq(a, r), 0, RT_ERR_SHAPE, "rt_torch_tensor_eq");
    FREE(r);
    CHECK_ERR(rt_torch_tensor_where(ints, a, b), 0, RT_ERR_DTYPE, "rt_torch_tensor_where");
    CHECK_ERR(rt_torch_tensor_clamp(a, NAN, NAN), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_clamp");
    CHECK_ERR(rt_torch_tensor_isnan(0), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_isnan");
    FREE(a);
    FREE(b);
    FREE(nans);
    FREE(flags);
    FREE(ints);
}

static void section18_nonzero(void) {
    rt_tensor m = T(rt_torch_tensor_from_data(U8(0, 1, 1, 0, 0, 1), DIMS(2, 3), RT_BOOL));
    rt_tensor r = T(rt_torch_tensor_nonzero(m));
    check_dtype(r, RT_INT64);
    CHECK_SHAPE(r, 3, 2);
    CHECK_VALUES(r, 0, 0, 1, 0, 2, 1, 2);
    FREE(r);
    FREE(m);
    CHECK_ERR(rt_torch_tensor_nonzero(-4), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_nonzero");
}

static void section19_reductions_scans(void) {
    rt_tensor x = f32(F32(1, 2, 3, 4, 0.5, -1), DIMS(2, 3));
    rt_tensor ints = T(rt_torch_tensor_from_data(I32(2, 3, 4), DIMS(3), RT_INT32));
    rt_tensor r;

    r = T(rt_torch_tensor_prod(x));
    CHECK_VALUES(r, 1e-6, -12);
    FREE(r);
    r = T(rt_torch_tensor_prod_dim(x, 1, 0));
    CHECK_VALUES(r, 1e-6, 6, -2);
    FREE(r);
    r = T(rt_torch_tensor_prod(ints));   /* integers give int64 */
    check_dtype(r, RT_INT64);
    CHECK_VALUES(r, 0, 24);
    FREE(r);
    r = T(rt_torch_tensor_all_dim(x, 0, 1));
    check_dtype(r, RT_BOOL);
    CHECK_SHAPE(r, 1, 3);
    CHECK_VALUES(r, 0, 1, 1, 1);
    FREE(r);
    r = T(rt_torch_tensor_any(x));
    CHECK_VALUES(r, 0, 1);
    FREE(r);
    r = T(rt_torch_tensor_all(x));
    CHECK_VALUES(r, 0, 1);
    FREE(r);
    r = T(rt_torch_tensor_any_dim(x, -1, 0));
    CHECK_SHAPE(r, 2);
    CHECK_VALUES(r, 0, 1, 1);
    FREE(r);
    r = T(rt_torch_tensor_logsumexp(x, 1, 0));
    CHECK_VALUES(r, 1e-5, log(exp(1) + exp(2) + exp(3)), log(exp(4) + exp(0.5) + exp(-1)));
    FREE(r);
    r = T(rt_torch_tensor_cumsum(x, 1));
    CHECK_VALUES(r, 1e-6, 1, 3, 6, 4, 4.5, 3.5);
    FREE(r);
    r = T(rt_torch_tensor_cumprod(ints, 0));
    check_dtype(r, RT_INT64);
    CHECK_VALUES(r, 0, 2, 6, 24);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_cumsum(x, 2), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_cumsum");
    CHECK_ERR(rt_torch_tensor_prod_dim(x, -3, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_prod_dim");
    FREE(x);
    FREE(ints);
}

static void section20_shape(void) {
    rt_tensor x = f32(F32(1, 2, 3, 4, 5, 6), DIMS(2, 3));
    rt_tensor line = f32(F32(1, 2, 3), DIMS(3));
    rt_tensor r;

    r = T(rt_torch_tensor_tril(x, 0));
    CHECK_VALUES(r, 0, 1, 0, 0, 4, 5, 0);
    FREE(r);
    r = T(rt_torch_tensor_triu(x, 1));
    CHECK_VALUES(r, 0, 0, 2, 3, 0, 0, 6);
    FREE(r);
    r = T(rt_torch_tensor_roll(x, 1, 1));
    CHECK_VALUES(r, 0, 3, 1, 2, 6, 4, 5);
    FREE(r);
    r = T(rt_torch_tensor_flip(x, 0));
    CHECK_VALUES(r, 0, 4, 5, 6, 1, 2, 3);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_tril(line, 0), 0, RT_ERR_SHAPE, "rt_torch_tensor_tril");
    CHECK_ERR(rt_torch_tensor_flip(x, 2), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_flip");
    FREE(x);
    FREE(line);
}

/* ABI 1.3, comparison and logic: bitwise operations and whole-tensor tests; the rest of the element-wise
 * math (fmod, remainder, logaddexp, lerp, addcmul, addcdiv, nan_to_num, softplus) */
static void section17_bitwise_and_whole_tensor_tests(void) {
    rt_tensor ints = T(rt_torch_tensor_from_data(I64(6, -3, 0, 5), DIMS(4), RT_INT64));
    rt_tensor other = T(rt_torch_tensor_from_data(I64(4, 2, 3, 4), DIMS(4), RT_INT64));
    rt_tensor a = f32(F32(5.5, -5.5, 0.25, 3), DIMS(4));
    rt_tensor close_to_a = f32(F32(5.5, -5.5, 0.25, 3.000001f), DIMS(4));
    rt_tensor r;

    r = T(rt_torch_tensor_bitwise_and(ints, other));
    check_dtype(r, RT_INT64);
    CHECK_VALUES(r, 0, 4, 0, 0, 4);
    FREE(r);
    r = T(rt_torch_tensor_bitwise_or(ints, other));
    CHECK_VALUES(r, 0, 6, -1, 3, 5);
    FREE(r);
    r = T(rt_torch_tensor_bitwise_xor(ints, other));
    CHECK_VALUES(r, 0, 2, -1, 3, 1);
    FREE(r);
    r = T(rt_torch_tensor_bitwise_not(ints));
    CHECK_VALUES(r, 0, -7, 2, -1, -6);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_bitwise_and(a, ints), 0, RT_ERR_DTYPE, "rt_torch_tensor_bitwise_and");

    CHECK(rt_torch_tensor_equal(a, a) == 1);
    CHECK(rt_torch_tensor_equal(a, close_to_a) == 0);
    CHECK(rt_torch_tensor_equal(ints, a) == 0);   /* another dtype is never equal */
    CHECK(rt_torch_tensor_allclose(a, close_to_a, 1e-5, 1e-8, 0) == 1);
    CHECK(rt_torch_tensor_allclose(a, close_to_a, 0, 0, 0) == 0);
    CHECK_ERR(rt_torch_tensor_allclose(a, ints, 1e-5, 1e-8, 0), -1, RT_ERR_DTYPE, "rt_torch_tensor_allclose");
    CHECK_ERR(rt_torch_tensor_allclose(a, a, -1, 1e-8, 0), -1, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_allclose");
    FREE(ints);
    FREE(other);
    FREE(a);
    FREE(close_to_a);
}

static void section3_more_elementwise_math(void) {
    rt_tensor ints = T(rt_torch_tensor_from_data(I64(6, -3, 0, 5), DIMS(4), RT_INT64));
    rt_tensor other = T(rt_torch_tensor_from_data(I64(4, 2, 3, 4), DIMS(4), RT_INT64));
    rt_tensor zeros = T(rt_torch_tensor_from_data(I64(1, 0, 1, 1), DIMS(4), RT_INT64));
    rt_tensor a = f32(F32(5.5, -5.5, 0.25, 3), DIMS(4));
    rt_tensor start = f32(F32(0, 10), DIMS(2));
    rt_tensor end = f32(F32(10, 20), DIMS(2));
    rt_tensor weight = f32(F32(0.5, 1), DIMS(2));
    rt_tensor nans = f32(F32(1, NAN, INFINITY, -INFINITY), DIMS(4));
    rt_tensor r;

    r = T(rt_torch_tensor_fmod(ints, other));
    check_dtype(r, RT_INT64);
    CHECK_VALUES(r, 0, 2, -1, 0, 1);
    FREE(r);
    r = T(rt_torch_tensor_remainder(ints, other));
    CHECK_VALUES(r, 0, 2, 1, 0, 1);
    FREE(r);
    r = T(rt_torch_tensor_fmod_scalar(a, -1.5));
    CHECK_VALUES(r, 0, 1, -1, 0.25, 0);
    FREE(r);
    r = T(rt_torch_tensor_remainder_scalar(a, -1.5));
    CHECK_VALUES(r, 0, -0.5, -1, -1.25, 0);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_fmod(ints, zeros), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_fmod");

    r = T(rt_torch_tensor_logaddexp(start, start));
    CHECK_VALUES(r, 1e-6, 0.69314718, 10.69314718);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_logaddexp(ints, ints), 0, RT_ERR_DTYPE, "rt_torch_tensor_logaddexp");
    r = T(rt_torch_tensor_lerp_scalar(start, end, 0.25));
    CHECK_VALUES(r, 0, 2.5, 12.5);
    FREE(r);
    r = T(rt_torch_tensor_lerp(start, end, weight));
    CHECK_VALUES(r, 0, 5, 20);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_lerp_scalar(ints, ints, 0.5), 0, RT_ERR_DTYPE, "rt_torch_tensor_lerp_scalar");
    r = T(rt_torch_tensor_addcmul(start, end, end, 0.5));
    CHECK_VALUES(r, 0, 50, 210);
    FREE(r);
    r = T(rt_torch_tensor_addcdiv(start, end, weight, 2));
    CHECK_VALUES(r, 0, 40, 50);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_addcdiv(start, ints, ints, 1), 0, RT_ERR_DTYPE, "rt_torch_tensor_addcdiv");
    r = T(rt_torch_tensor_nan_to_num(nans, 0, NAN, NAN));   /* NaN bounds: float32's largest and lowest */
    CHECK_VALUES(r, 0, 1, 0, FLT_MAX, -FLT_MAX);
    FREE(r);
    r = T(rt_torch_tensor_nan_to_num(nans, 2, 100, -100));
    CHECK_VALUES(r, 0, 1, 2, 100, -100);
    FREE(r);
    r = T(rt_torch_tensor_softplus(start, 1, 5));   /* 10 is past the threshold: x itself */
    CHECK_VALUES(r, 1e-6, 0.69314718, 10);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_softplus(ints, 1, 20), 0, RT_ERR_DTYPE, "rt_torch_tensor_softplus");
    FREE(ints);
    FREE(other);
    FREE(zeros);
    FREE(a);
    FREE(start);
    FREE(end);
    FREE(weight);
    FREE(nans);
}

int main(void) {
    int64_t live = check_start();
    section17_comparison_logic_masks();
    section18_nonzero();
    section19_reductions_scans();
    section20_shape();
    section17_bitwise_and_whole_tensor_tests();
    section3_more_elementwise_math();
    check_finish("test_logic", live);
    return 0;
}
