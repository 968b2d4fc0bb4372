/* Section 35: nn.init's initialisers (rt_torch_init_*), division with rounding modes, and pixel_shuffle/unshuffle,
 * index_fill, masked_scatter, meshgrid and count_nonzero. Known values where they are deterministic, the laws'
 * properties where they are random (bounds, orthogonality, zeros per column), the integer division cases that must
 * not crash (by zero, the lowest integer by -1, also through fmod and remainder's fast path), and one bad input
 * each. */
#include <float.h>

#include "check.h"

enum { ROWS = 20, COLS = 30, MAX_VALUES = ROWS * COLS };

static rt_tensor f32_zeros(const int64_t *dims, int32_t ndims) {
    return T(rt_torch_tensor_zeros(dims, ndims));
}

/* the largest |value| of t, and its elements' standard deviation (the mean taken as 0) */
static void spread(rt_tensor t, double *largest, double *std) {
    double values[MAX_VALUES];
    int64_t i, n = check_read(t, values, MAX_VALUES);
    double squares = 0;
    CHECK(n > 0);
    *largest = 0;
    for (i = 0; i < n; i++) {
        *largest = fmax(*largest, fabs(values[i]));
        squares += values[i] * values[i];
    }
    *std = sqrt(squares / (double)n);
}

static void gains(void) {
    double gain = 0;
    CHECK(rt_torch_init_calculate_gain(RT_NONLINEARITY_RELU, 0, &gain) == RT_OK);
    CHECK_NEAR(gain, sqrt(2.0), 1e-12);
    CHECK(rt_torch_init_calculate_gain(RT_NONLINEARITY_LEAKY_RELU, 0.2, &gain) == RT_OK);
    CHECK_NEAR(gain, sqrt(2.0 / 1.04), 1e-12);
    CHECK(rt_torch_init_calculate_gain(RT_NONLINEARITY_TANH, 0, &gain) == RT_OK);
    CHECK_NEAR(gain, 5.0 / 3, 1e-12);
    CHECK(rt_torch_init_calculate_gain(RT_NONLINEARITY_SELU, 0, &gain) == RT_OK);
    CHECK_NEAR(gain, 0.75, 1e-12);
    CHECK(rt_torch_init_calculate_gain(RT_NONLINEARITY_CONV_TRANSPOSE3D, 7, &gain) == RT_OK);
    CHECK_NEAR(gain, 1.0, 0);
    CHECK_ERR(rt_torch_init_calculate_gain(99, 0, &gain), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_init_calculate_gain");
    CHECK_MSG_HAS("nonlinearity 99");
    CHECK_ERR(rt_torch_init_calculate_gain(RT_NONLINEARITY_LEAKY_RELU, NAN, &gain), RT_ERR_INVALID_ARGUMENT,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_init_calculate_gain");
}

static void uniform_and_normal_laws(void) {
    rt_tensor w = f32_zeros(DIMS(ROWS, COLS));
    rt_tensor ints = T(rt_torch_tensor_from_data(I64(1, 2), DIMS(1, 2), RT_INT64));
    rt_tensor vector = f32_zeros(DIMS(4));
    rt_tensor empty = f32_zeros(DIMS(0, 3));
    double largest, std, xavier = sqrt(2.0 / (ROWS + COLS)), kaiming = sqrt(2.0 / COLS);

    CHECK(rt_torch_init_xavier_uniform(w, 2.0) == RT_OK);
    spread(w, &largest, &std);
    CHECK(largest <= 2 * sqrt(3.0) * xavier && largest > 1.5 * sqrt(3.0) * xavier);
    CHECK_NEAR(std / (2 * xavier), 1, 0.15);
    CHECK(rt_torch_init_xavier_normal(w, 1.0) == RT_OK);
    spread(w, &largest, &std);
    CHECK_NEAR(std / xavier, 1, 0.15);
    /* fan_in = COLS, gain sqrt(2) for relu */
    CHECK(rt_torch_init_kaiming_uniform(w, 0, RT_INIT_FAN_IN, RT_NONLINEARITY_RELU) == RT_OK);
    spread(w, &largest, &std);
    CHECK(largest <= sqrt(3.0) * kaiming);
    CHECK_NEAR(std / kaiming, 1, 0.15);
    CHECK(rt_torch_init_kaiming_normal(w, 0, RT_INIT_FAN_OUT, RT_NONLINEARITY_LINEAR) == RT_OK);
    spread(w, &largest, &std);
    CHECK_NEAR(std * sqrt((double)ROWS), 1, 0.15);
    CHECK(rt_torch_init_kaiming_normal(empty, 0, RT_INIT_FAN_IN, RT_NONLINEARITY_RELU) == RT_OK);   /* no-op */

    CHECK_ERR(rt_torch_init_xavier_uniform(ints, 1.0), RT_ERR_DTYPE, RT_ERR_DTYPE, "rt_torch_init_xavier_uniform");
    CHECK_ERR(rt_torch_init_xavier_normal(vector, 1.0), RT_ERR_SHAPE, RT_ERR_SHAPE, "rt_torch_init_xavier_normal");
    CHECK_MSG_HAS("fewer than 2 dimensions");
    CHECK_ERR(rt_torch_init_kaiming_uniform(w, 0, 2, RT_NONLINEARITY_RELU), RT_ERR_INVALID_ARGUMENT,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_init_kaiming_uniform");
    CHECK_ERR(rt_torch_init_kaiming_normal(w, 0, RT_INIT_FAN_IN, -1), RT_ERR_INVALID_ARGUMENT,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_init_kaiming_normal");
    CHECK_ERR(rt_torch_init_xavier_uniform(0, 1.0), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE,
              "rt_torch_init_xavier_uniform");
    FREE(w);
    FREE(ints);
    FREE(vector);
    FREE(empty);
}

static void orthogonal_trunc_normal_sparse(void) {
    rt_tensor w = f32_zeros(DIMS(3, 5)), wt, gram;
    rt_tensor bounded = f32_zeros(DIMS(ROWS, COLS)), sparse = f32_zeros(DIMS(10, 4)), zero, per_column;
    rt_tensor half = T(rt_torch_tensor_to_dtype(w, RT_FLOAT16));
    double values[MAX_VALUES];
    int64_t i, n;

    /* rows < cols: orthonormal rows, times the gain */
    CHECK(rt_torch_init_orthogonal(w, 2.0) == RT_OK);
    wt = T(rt_torch_tensor_transpose(w, 0, 1));
    gram = T(rt_torch_tensor_matmul(w, wt));
    CHECK_VALUES(gram, 1e-5, 4, 0, 0, 0, 4, 0, 0, 0, 4);
    CHECK_ERR(rt_torch_init_orthogonal(half, 1.0), RT_ERR_DTYPE, RT_ERR_DTYPE, "rt_torch_init_orthogonal");

    CHECK(rt_torch_init_trunc_normal(bounded, 0.0, 1.0, -0.5, 1.0) == RT_OK);
    n = check_read(bounded, values, MAX_VALUES);
    CHECK(n == ROWS * COLS);
    for (i = 0; i < n; i++)
        CHECK(values[i] >= -0.5 && values[i] <= 1.0);
    CHECK(rt_torch_init_trunc_normal(bounded, 0.0, 1.0, 2.0, 3.0) == RT_OK);   /* a tail: accepted by density */
    CHECK(check_read(bounded, values, MAX_VALUES) == n);
    for (i = 0; i < n; i++)
        CHECK(values[i] >= 2.0 && values[i] <= 3.0);
    CHECK_ERR(rt_torch_init_trunc_normal(bounded, 0.0, 0.0, -1, 1), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_init_trunc_normal");
    CHECK_ERR(rt_torch_init_trunc_normal(bounded, 0.0, 1.0, 1, -1), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_init_trunc_normal");

    /* ceil(0.3 * 10) = 3 zeros in each of the 4 columns */
    CHECK(rt_torch_init_sparse(sparse, 0.3, 0.5) == RT_OK);
    zero = T(rt_torch_tensor_eq_scalar(sparse, 0));
    per_column = T(rt_torch_tensor_sum_dim(zero, 0, 0));
    CHECK_VALUES(per_column, 0, 3, 3, 3, 3);
    CHECK_ERR(rt_torch_init_sparse(bounded, 1.5, 0.01), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_init_sparse");
    FREE(per_column);
    FREE(zero);
    FREE(gram);
    FREE(wt);
    FREE(w);
    FREE(half);
    FREE(bounded);
    FREE(sparse);
}

static void eye_and_dirac(void) {
    rt_tensor eye = f32_zeros(DIMS(2, 3)), weight = f32_zeros(DIMS(2, 2, 3)), cube = f32_zeros(DIMS(2, 2, 2, 2, 2));
    CHECK(rt_torch_init_eye(eye) == RT_OK);
    CHECK_VALUES(eye, 0, 1, 0, 0, 0, 1, 0);
    CHECK(rt_torch_init_dirac(weight, 1) == RT_OK);   /* a one at (d, d, centre) */
    CHECK_VALUES(weight, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0);
    CHECK(rt_torch_init_dirac(weight, 2) == RT_OK);   /* one output channel per group: (g, 0, centre) */
    CHECK_VALUES(weight, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0);
    CHECK_ERR(rt_torch_init_dirac(weight, 3), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT, "rt_torch_init_dirac");
    CHECK_MSG_HAS("dim 0 must be divisible by groups");
    CHECK_ERR(rt_torch_init_dirac(eye, 1), RT_ERR_SHAPE, RT_ERR_SHAPE, "rt_torch_init_dirac");
    CHECK_ERR(rt_torch_init_eye(cube), RT_ERR_SHAPE, RT_ERR_SHAPE, "rt_torch_init_eye");
    CHECK(rt_torch_init_dirac(cube, 1) == RT_OK);
    FREE(eye);
    FREE(weight);
    FREE(cube);
}

static void rounding_division(void) {
    rt_tensor a = T(rt_torch_tensor_from_data(I32(-7, 7, INT32_MIN, 6), DIMS(4), RT_INT32));
    rt_tensor b = T(rt_torch_tensor_from_data(I32(2, -2, -1, 3), DIMS(4), RT_INT32));
    rt_tensor zero = T(rt_torch_tensor_from_data(I32(1, 0, 1, 1), DIMS(4), RT_INT32));
    rt_tensor big = T(rt_torch_tensor_from_data(I64(INT64_MIN, 9), DIMS(2), RT_INT64));
    rt_tensor minus_one = T(rt_torch_tensor_from_data(I64(-1, -1), DIMS(2), RT_INT64));
    rt_tensor x = T(rt_torch_tensor_from_data(F32(-7.5, 7.5, 1, -1), DIMS(4), RT_FLOAT32));
    rt_tensor y = T(rt_torch_tensor_from_data(F32(2, 2, 0, 0), DIMS(4), RT_FLOAT32));
    rt_tensor r;

    r = T(rt_torch_tensor_div_rounding(a, b, RT_ROUNDING_TRUNC));
    CHECK(rt_torch_tensor_dtype(r) == RT_INT32);
    CHECK_VALUES(r, 0, -3, -3, INT32_MIN, 2);   /* the lowest by -1 wraps */
    FREE(r);
    r = T(rt_torch_tensor_div_rounding(a, b, RT_ROUNDING_FLOOR));
    CHECK_VALUES(r, 0, -4, -4, INT32_MIN, 2);
    FREE(r);
    r = T(rt_torch_tensor_div_rounding(a, b, RT_ROUNDING_NONE));
    CHECK(rt_torch_tensor_dtype(r) == RT_FLOAT32);
    CHECK_VALUES(r, 0, -3.5, -3.5, 2147483648.0, 2);
    FREE(r);
    r = T(rt_torch_tensor_div_rounding(big, minus_one, RT_ROUNDING_TRUNC));
    CHECK_VALUES(r, 0, (double)INT64_MIN, -9);
    FREE(r);
    r = T(rt_torch_tensor_div_rounding(x, y, RT_ROUNDING_FLOOR));   /* floats by zero: infinities, as PyTorch */
    CHECK_VALUES(r, 0, -4, 3, INFINITY, -INFINITY);
    FREE(r);
    r = T(rt_torch_tensor_div_rounding(x, y, RT_ROUNDING_TRUNC));
    CHECK_VALUES(r, 0, -3, 3, INFINITY, -INFINITY);
    FREE(r);
    /* fmod and remainder of the lowest integer by -1 (their fast path runs ATen directly): 0, no crash */
    r = T(rt_torch_tensor_remainder(big, minus_one));
    CHECK_VALUES(r, 0, 0, 0);
    FREE(r);
    r = T(rt_torch_tensor_fmod(a, b));
    CHECK_VALUES(r, 0, -1, 1, 0, 0);
    FREE(r);

    CHECK_ERR(rt_torch_tensor_div_rounding(a, zero, RT_ROUNDING_TRUNC), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_div_rounding");
    CHECK_MSG_HAS("ZeroDivisionError");
    CHECK_ERR(rt_torch_tensor_div_rounding(a, zero, RT_ROUNDING_FLOOR), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_div_rounding");
    CHECK_ERR(rt_torch_tensor_remainder(a, zero), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_remainder");
    CHECK_ERR(rt_torch_tensor_fmod(a, zero), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_fmod");
    CHECK_ERR(rt_torch_tensor_div_rounding(a, b, 3), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_div_rounding");
    CHECK_ERR(rt_torch_tensor_div_rounding(a, big, RT_ROUNDING_FLOOR), 0, RT_ERR_SHAPE,
              "rt_torch_tensor_div_rounding");
    FREE(a);
    FREE(b);
    FREE(zero);
    FREE(big);
    FREE(minus_one);
    FREE(x);
    FREE(y);
}

static void pixel_shuffles(void) {
    rt_tensor range = T(rt_torch_tensor_arange(0, 8, 1, RT_FLOAT32));
    rt_tensor x = T(rt_torch_tensor_reshape(range, DIMS(1, 4, 1, 2)));
    rt_tensor up = T(rt_torch_nn_pixel_shuffle(x, 2)), down;
    CHECK_SHAPE(up, 1, 1, 2, 4);
    CHECK_VALUES(up, 0, 0, 2, 1, 3, 4, 6, 5, 7);
    down = T(rt_torch_nn_pixel_unshuffle(up, 2));
    CHECK_SHAPE(down, 1, 4, 1, 2);
    CHECK_VALUES(down, 0, 0, 1, 2, 3, 4, 5, 6, 7);
    CHECK_ERR(rt_torch_nn_pixel_shuffle(range, 2), 0, RT_ERR_SHAPE, "rt_torch_nn_pixel_shuffle");
    CHECK_ERR(rt_torch_nn_pixel_shuffle(x, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_pixel_shuffle");
    CHECK_ERR(rt_torch_nn_pixel_shuffle(x, 3), 0, RT_ERR_SHAPE, "rt_torch_nn_pixel_shuffle");
    CHECK_MSG_HAS("divisible by the square of upscale_factor");
    CHECK_ERR(rt_torch_nn_pixel_unshuffle(x, 2), 0, RT_ERR_SHAPE, "rt_torch_nn_pixel_unshuffle");
    FREE(range);
    FREE(x);
    FREE(up);
    FREE(down);
}

static void index_fill_and_masked_scatter(void) {
    rt_tensor x = f32_zeros(DIMS(2, 3));
    rt_tensor index = T(rt_torch_tensor_from_data(I64(0, -1), DIMS(2), RT_INT64));
    rt_tensor far = T(rt_torch_tensor_from_data(I64(3), DIMS(1), RT_INT64));
    rt_tensor index32 = T(rt_torch_tensor_from_data(I32(0), DIMS(1), RT_INT32));
    rt_tensor five = T(rt_torch_tensor_full(DIMS(1), 5.5));
    rt_tensor value = T(rt_torch_tensor_sum(five));   /* 0-dim */
    rt_tensor mask = T(rt_torch_tensor_from_data(U8(1, 0, 1, 1, 0, 1), DIMS(2, 3), RT_BOOL));
    rt_tensor source = T(rt_torch_tensor_arange(1, 7, 1, RT_FLOAT32));
    rt_tensor r;

    r = T(rt_torch_tensor_index_fill(x, 1, index, value));
    CHECK_VALUES(r, 0, 5.5, 0, 5.5, 5.5, 0, 5.5);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_index_fill(x, 1, far, value), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_index_fill");
    CHECK_MSG_HAS("index 3 is out of bounds for dimension 1 with size 3");
    CHECK_ERR(rt_torch_tensor_index_fill(x, 1, index32, value), 0, RT_ERR_DTYPE, "rt_torch_tensor_index_fill");
    CHECK_ERR(rt_torch_tensor_index_fill(x, 1, index, five), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_index_fill");
    CHECK_ERR(rt_torch_tensor_index_fill(x, 2, index, value), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_index_fill");

    r = T(rt_torch_tensor_masked_scatter(x, mask, source));   /* source's first four, in row-major order */
    CHECK_VALUES(r, 0, 1, 0, 2, 3, 0, 4);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_masked_scatter(x, mask, value), 0, RT_ERR_SHAPE, "rt_torch_tensor_masked_scatter");
    CHECK_MSG_HAS("Number of elements of source < number of ones in mask");
    CHECK_ERR(rt_torch_tensor_masked_scatter(x, source, source), 0, RT_ERR_DTYPE, "rt_torch_tensor_masked_scatter");
    CHECK_ERR(rt_torch_tensor_masked_scatter(x, mask, index), 0, RT_ERR_DTYPE, "rt_torch_tensor_masked_scatter");
    FREE(x);
    FREE(index);
    FREE(far);
    FREE(index32);
    FREE(five);
    FREE(value);
    FREE(mask);
    FREE(source);
}

static void meshgrid_and_count_nonzero(void) {
    rt_tensor xs = T(rt_torch_tensor_arange(0, 3, 1, RT_INT64)), ys = T(rt_torch_tensor_arange(5, 7, 1, RT_INT64));
    rt_tensor inputs[2] = {xs, ys}, grids[2] = {0, 0};
    rt_tensor matrix = T(rt_torch_tensor_from_data(F32(0, 1, 2, 0, 0, 3), DIMS(2, 3), RT_FLOAT32));
    rt_tensor bad[2] = {matrix, xs}, r;

    CHECK(rt_torch_tensor_meshgrid(inputs, 2, RT_MESHGRID_IJ, grids, 2) == 2);
    CHECK_SHAPE(grids[0], 3, 2);
    CHECK_VALUES(grids[0], 0, 0, 0, 1, 1, 2, 2);
    CHECK_VALUES(grids[1], 0, 5, 6, 5, 6, 5, 6);
    FREE(grids[0]);
    FREE(grids[1]);
    CHECK(rt_torch_tensor_meshgrid(inputs, 2, RT_MESHGRID_XY, grids, 2) == 2);
    CHECK_SHAPE(grids[0], 2, 3);
    CHECK_VALUES(grids[0], 0, 0, 1, 2, 0, 1, 2);
    CHECK_VALUES(grids[1], 0, 5, 5, 5, 6, 6, 6);
    FREE(grids[0]);
    FREE(grids[1]);
    CHECK_ERR(rt_torch_tensor_meshgrid(inputs, 2, RT_MESHGRID_IJ, grids, 1), -1, RT_ERR_BUFFER_TOO_SMALL,
              "rt_torch_tensor_meshgrid");
    CHECK_ERR(rt_torch_tensor_meshgrid(inputs, 0, RT_MESHGRID_IJ, grids, 2), -1, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_meshgrid");
    CHECK_ERR(rt_torch_tensor_meshgrid(inputs, 2, 2, grids, 2), -1, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_meshgrid");
    CHECK_ERR(rt_torch_tensor_meshgrid(bad, 2, RT_MESHGRID_IJ, grids, 2), -1, RT_ERR_SHAPE,
              "rt_torch_tensor_meshgrid");

    r = T(rt_torch_tensor_count_nonzero(matrix, NULL, 0));
    CHECK(rt_torch_tensor_dtype(r) == RT_INT64 && rt_torch_tensor_ndim(r) == 0);
    CHECK_VALUES(r, 0, 3);
    FREE(r);
    r = T(rt_torch_tensor_count_nonzero(matrix, I64(-1), 1));
    CHECK_VALUES(r, 0, 2, 1);
    FREE(r);
    r = T(rt_torch_tensor_count_nonzero(matrix, I64(1, 0), 2));
    CHECK_VALUES(r, 0, 3);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_count_nonzero(matrix, I64(0, -2), 2), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_count_nonzero");
    CHECK_MSG_HAS("appears multiple times");
    CHECK_ERR(rt_torch_tensor_count_nonzero(matrix, I64(2), 1), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_count_nonzero");
    FREE(xs);
    FREE(ys);
    FREE(matrix);
}

int main(void) {
    int64_t live = check_start();
    CHECK(rt_torch_manual_seed(0) == RT_OK);
    gains();
    uniform_and_normal_laws();
    orthogonal_trunc_normal_sparse();
    eye_and_dirac();
    rounding_division();
    pixel_shuffles();
    index_fill_and_masked_scatter();
    meshgrid_and_count_nonzero();
    check_finish("test_init_division", live);
    return 0;
}
