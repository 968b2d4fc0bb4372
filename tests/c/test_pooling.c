/* ABI 1.5's pooling (section 9) from C: max pooling with dilation, ceil_mode and indices, average pooling with
 * ceil_mode, count_include_pad and divisor_override, adaptive average and max pooling to any size, on inputs
 * whose answers PyTorch gives (to 1e-5; ties pick the first maximum), a gradient through the picks, and the
 * error codes of bad arguments. */
#include "check.h"

static rt_tensor f32(const float *data, const int64_t *dims, int32_t ndims) {
    return T(rt_torch_tensor_from_data(data, dims, ndims, RT_FLOAT32));
}

#define TOL 1e-5

/* a 4 x 5 plane with ties (the two 7s, the two 4s) */
static rt_tensor plane(void) {
    return f32(F32(1, 3, 2, 5, 4, 0, 7, 7, 1, 2, 6, 2, 9, 3, 8, 4, 4, 1, 0, 5), DIMS(1, 1, 4, 5));
}

static rt_tensor sequence(void) {
    return f32(F32(3, 1, 4, 1, 5, 9, 2, 6), DIMS(1, 8));
}

static void max_pooling(void) {
    rt_tensor x = plane(), r, indices;

    /* ceil_mode keeps the last window that starts inside the input */
    r = T(rt_torch_nn_max_pool2d_ex(x, I64(2, 2), I64(2, 2), I64(0, 0), I64(1, 1), 1));
    CHECK_SHAPE(r, 1, 1, 2, 3);
    CHECK_VALUES(r, TOL, 7, 7, 4, 6, 9, 8);
    FREE(r);
    r = T(rt_torch_nn_max_pool2d_ex(x, I64(2, 2), I64(1, 1), I64(0, 0), I64(2, 2), 0));   /* dilation 2 */
    CHECK_SHAPE(r, 1, 1, 2, 3);
    CHECK_VALUES(r, TOL, 9, 5, 9, 7, 7, 7);
    FREE(r);

    /* indices: flat in the plane (h * 5 + w), the first of tied maxima */
    CHECK(rt_torch_nn_max_pool2d_with_indices(x, I64(2, 2), I64(1, 2), I64(1, 1), I64(1, 1), 0, &r, &indices) == RT_OK);
    CHECK_OK();
    CHECK_SHAPE(r, 1, 1, 5, 3);
    CHECK_VALUES(r, TOL, 1, 3, 5, 1, 7, 5, 6, 9, 8, 6, 9, 8, 4, 4, 5);
    CHECK(rt_torch_tensor_dtype(indices) == RT_INT64);
    CHECK_VALUES(indices, 0, 0, 1, 3, 0, 6, 3, 10, 12, 14, 10, 12, 14, 15, 16, 19);
    FREE(indices);
    FREE(r);

    /* the gradient goes to each window's pick, summed where windows share one */
    CHECK(rt_torch_tensor_set_requires_grad(x, 1) == RT_OK);
    r = T(rt_torch_nn_max_pool2d_ex(x, I64(2, 2), I64(1, 1), I64(0, 0), I64(1, 1), 0));
    rt_tensor total = T(rt_torch_tensor_sum(r));
    CHECK(rt_torch_tensor_backward(total) == RT_OK);
    rt_tensor grad = T(rt_torch_tensor_grad(x));
    CHECK_VALUES(grad, 0, 0, 0, 0, 1, 0, 0, 3, 1, 0, 0, 1, 0, 4, 0, 2, 0, 0, 0, 0, 0);
    FREE(grad);
    FREE(total);
    FREE(r);

    /* 1-D, unbatched (C, L) */
    rt_tensor s = sequence();
    r = T(rt_torch_nn_max_pool1d_ex(s, 3, 2, 1, 2, 1));
    CHECK_SHAPE(r, 1, 4);
    CHECK_VALUES(r, TOL, 1, 9, 9, 9);
    FREE(r);
    CHECK(rt_torch_nn_max_pool1d_with_indices(s, 2, 3, 1, 1, 1, &r, &indices) == RT_OK);
    CHECK_VALUES(r, TOL, 3, 4, 9);
    CHECK_VALUES(indices, 0, 0, 2, 5);
    FREE(indices);
    FREE(r);

    /* bad arguments */
    CHECK_ERR(rt_torch_nn_max_pool2d_ex(x, I64(3, 3), I64(1, 1), I64(2, 1), I64(1, 1), 0), 0,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_max_pool2d_ex");
    CHECK_MSG_HAS("half of kernel");
    CHECK_ERR(rt_torch_nn_max_pool2d_ex(x, I64(3, 3), I64(1, 1), I64(0, 0), I64(3, 1), 0), 0, RT_ERR_SHAPE,
              "rt_torch_nn_max_pool2d_ex");
    CHECK_MSG_HAS("too small");
    CHECK_ERR(rt_torch_nn_max_pool2d_ex(x, I64(2, 2), I64(0, 1), I64(0, 0), I64(1, 1), 0), 0,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_max_pool2d_ex");
    CHECK_ERR(rt_torch_nn_max_pool2d_ex(s, I64(2, 2), I64(1, 1), I64(0, 0), I64(1, 1), 0), 0, RT_ERR_SHAPE,
              "rt_torch_nn_max_pool2d_ex");   /* 2-D input */
    rt_tensor one = f32(F32(1), DIMS(1, 1));
    CHECK_ERR(rt_torch_nn_max_pool1d_ex(one, 2, 1, 1, 2, 0), 0, RT_ERR_SHAPE, "rt_torch_nn_max_pool1d_ex");
    CHECK_MSG_HAS("padding alone");   /* taps at -1 and 1 of a length of 1 */
    FREE(one);
    CHECK_ERR(rt_torch_nn_max_pool1d_with_indices(s, 2, 2, 0, 1, 0, NULL, &indices), RT_ERR_INVALID_ARGUMENT,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_max_pool1d_with_indices");
    CHECK_ERR(rt_torch_nn_max_pool1d_with_indices(0, 2, 2, 0, 1, 0, &r, &indices), RT_ERR_INVALID_HANDLE,
              RT_ERR_INVALID_HANDLE, "rt_torch_nn_max_pool1d_with_indices");
    FREE(s);
    FREE(x);
}

static void average_pooling(void) {
    rt_tensor x = plane(), r;

    r = T(rt_torch_nn_avg_pool2d_ex(x, I64(3, 3), I64(2, 2), I64(1, 1), 1, 0, 0));   /* padding not counted */
    CHECK_SHAPE(r, 1, 1, 3, 3);
    CHECK_VALUES(r, TOL, 2.75, 4.166667, 3.0, 3.833333, 3.777778, 3.166667, 4.0, 1.666667, 2.5);
    FREE(r);
    r = T(rt_torch_nn_avg_pool2d_ex(x, I64(3, 3), I64(2, 2), I64(1, 1), 1, 1, 0));   /* counted, not past it */
    CHECK_VALUES(r, TOL, 1.222222, 2.777778, 1.333333, 2.555556, 3.777778, 2.111111, 1.333333, 0.833333, 0.833333);
    FREE(r);
    r = T(rt_torch_nn_avg_pool2d_ex(x, I64(2, 2), I64(2, 2), I64(0, 0), 0, 1, 2));   /* sums over 2 */
    CHECK_SHAPE(r, 1, 1, 2, 2);
    CHECK_VALUES(r, TOL, 5.5, 7.5, 8.0, 6.5);
    FREE(r);

    rt_tensor s = sequence();
    r = T(rt_torch_nn_avg_pool1d_ex(s, 3, 2, 1, 1, 0, 0));
    CHECK_SHAPE(r, 1, 5);
    CHECK_VALUES(r, TOL, 2.0, 2.0, 5.0, 5.666667, 6.0);
    FREE(r);

    rt_tensor ints = T(rt_torch_tensor_to_dtype(x, RT_INT32));
    CHECK_ERR(rt_torch_nn_avg_pool2d_ex(ints, I64(2, 2), I64(2, 2), I64(0, 0), 0, 1, 0), 0, RT_ERR_DTYPE,
              "rt_torch_nn_avg_pool2d_ex");
    FREE(ints);
    CHECK_ERR(rt_torch_nn_avg_pool1d_ex(s, 2, 1, 2, 0, 1, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_avg_pool1d_ex");
    CHECK_ERR(rt_torch_nn_avg_pool1d_ex(s, 9, 1, 0, 0, 1, 0), 0, RT_ERR_SHAPE, "rt_torch_nn_avg_pool1d_ex");
    FREE(s);
    FREE(x);
}

static void adaptive_pooling(void) {
    rt_tensor x = plane(), s = sequence(), r, indices;

    /* windows floor(i * L / n) .. ceil((i + 1) * L / n): overlapping where n does not divide L */
    CHECK(rt_torch_tensor_set_requires_grad(x, 1) == RT_OK);
    r = T(rt_torch_nn_adaptive_avg_pool2d(x, I64(3, 2)));
    CHECK_SHAPE(r, 1, 1, 3, 2);
    CHECK_VALUES(r, TOL, 3.333333, 3.5, 5.166667, 5.0, 4.333333, 4.333333);
    rt_tensor total = T(rt_torch_tensor_sum(r));
    CHECK(rt_torch_tensor_backward(total) == RT_OK);
    rt_tensor grad = T(rt_torch_tensor_grad(x));
    CHECK_VALUES(grad, TOL, 0.166667, 0.166667, 0.333333, 0.166667, 0.166667, 0.333333, 0.333333, 0.666667, 0.333333,
                 0.333333, 0.333333, 0.333333, 0.666667, 0.333333, 0.333333, 0.166667, 0.166667, 0.333333, 0.166667,
                 0.166667);
    FREE(grad);
    FREE(total);
    FREE(r);
    r = T(rt_torch_nn_adaptive_avg_pool1d(s, 3));
    CHECK_VALUES(r, TOL, 2.666667, 4.75, 5.666667);
    FREE(r);
    r = T(rt_torch_nn_adaptive_avg_pool2d(x, I64(0, 2)));   /* an output size of 0: an empty result */
    CHECK_SHAPE(r, 1, 1, 0, 2);
    FREE(r);

    r = T(rt_torch_nn_adaptive_max_pool2d(x, I64(2, 3)));
    CHECK_VALUES(r, TOL, 7, 7, 5, 6, 9, 8);
    FREE(r);
    CHECK(rt_torch_nn_adaptive_max_pool2d_with_indices(x, I64(2, 3), &r, &indices) == RT_OK);
    CHECK_VALUES(r, TOL, 7, 7, 5, 6, 9, 8);
    CHECK_VALUES(indices, 0, 6, 6, 3, 10, 12, 14);
    FREE(indices);
    FREE(r);
    r = T(rt_torch_nn_adaptive_max_pool1d(s, 3));
    CHECK_VALUES(r, TOL, 4, 9, 9);
    FREE(r);
    CHECK(rt_torch_nn_adaptive_max_pool1d_with_indices(s, 3, &r, &indices) == RT_OK);
    CHECK_VALUES(indices, 0, 2, 5, 5);
    FREE(indices);
    FREE(r);

    rt_tensor longs = T(rt_torch_tensor_to_dtype(s, RT_INT64));
    CHECK_ERR(rt_torch_nn_adaptive_max_pool1d(longs, 2), 0, RT_ERR_DTYPE, "rt_torch_nn_adaptive_max_pool1d");
    CHECK_ERR(rt_torch_nn_adaptive_avg_pool1d(longs, 2), 0, RT_ERR_DTYPE, "rt_torch_nn_adaptive_avg_pool1d");
    FREE(longs);
    CHECK_ERR(rt_torch_nn_adaptive_avg_pool2d(x, I64(-1, 2)), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_adaptive_avg_pool2d");
    CHECK_ERR(rt_torch_nn_adaptive_max_pool2d(s, I64(1, 1)), 0, RT_ERR_SHAPE, "rt_torch_nn_adaptive_max_pool2d");
    CHECK_ERR(rt_torch_nn_adaptive_max_pool2d_with_indices(x, I64(1, 1), &r, NULL), RT_ERR_INVALID_ARGUMENT,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_adaptive_max_pool2d_with_indices");
    FREE(s);
    FREE(x);
}

int main(void) {
    int64_t live = check_start();
    max_pooling();
    average_pooling();
    adaptive_pooling();
    check_finish("test_pooling", live);
    return 0;
}
