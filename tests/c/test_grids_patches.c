/* Section 34 from C: distances, sampling grids, patches and the NaN-aware ops on inputs whose answers are worked out
 * by hand (every p of cdist and its compute modes, grid_sample's modes, padding and align_corners, an identity
 * affine grid, unfold and fold of a 3 x 3 image), a gradient through each, and the error codes of bad arguments. */
#include <math.h>

#include "check.h"

/* element i of t is NaN */
static void check_nan_at(rt_tensor t, int64_t i) {
    double got[16];
    CHECK(check_read(t, got, 16) > i);
    CHECK(isnan(got[i]));
}

static void distances(void) {
    rt_tensor x1 = T(rt_torch_tensor_from_data(F32(0, 0, 3, 4), DIMS(2, 2), RT_FLOAT32));
    rt_tensor x2 = T(rt_torch_tensor_from_data(F32(0, 0, 1, 1, 3, 0), DIMS(3, 2), RT_FLOAT32));
    rt_tensor d = T(rt_torch_tensor_cdist(x1, x2, 2.0, RT_CDIST_MM_IF_NECESSARY));
    CHECK_SHAPE(d, 2, 3);
    CHECK_VALUES(d, 1e-6, 0, 1.41421356, 3, 5, 3.60555128, 4);
    FREE(d);
    d = T(rt_torch_tensor_cdist(x1, x2, 2.0, RT_CDIST_MM));   /* through matrix products: the same to rounding */
    CHECK_VALUES(d, 1e-5, 0, 1.41421356, 3, 5, 3.60555128, 4);
    FREE(d);
    d = T(rt_torch_tensor_cdist(x1, x2, 1.0, RT_CDIST_NO_MM));
    CHECK_VALUES(d, 1e-6, 0, 2, 3, 7, 5, 4);
    FREE(d);
    d = T(rt_torch_tensor_cdist(x1, x2, INFINITY, RT_CDIST_NO_MM));
    CHECK_VALUES(d, 1e-6, 0, 1, 3, 4, 3, 4);
    FREE(d);
    d = T(rt_torch_tensor_cdist(x1, x2, 0.0, RT_CDIST_NO_MM));   /* entries that differ */
    CHECK_VALUES(d, 0, 0, 2, 1, 2, 2, 1);
    FREE(d);

    /* the gradient of the summed L1 distances: the signs of the differences, added over x2's rows */
    CHECK(rt_torch_tensor_set_requires_grad(x1, 1) == RT_OK);
    d = T(rt_torch_tensor_cdist(x1, x2, 1.0, RT_CDIST_MM_IF_NECESSARY));
    rt_tensor total = T(rt_torch_tensor_sum(d));
    CHECK(rt_torch_tensor_backward(total) == RT_OK);
    rt_tensor grad = T(rt_torch_tensor_grad(x1));
    CHECK_VALUES(grad, 1e-6, -2, -1, 2, 3);
    FREE(grad);
    FREE(total);
    FREE(d);

    rt_tensor wide = T(rt_torch_tensor_zeros(DIMS(3, 3)));
    rt_tensor ints = T(rt_torch_tensor_from_data(I64(1, 2), DIMS(1, 2), RT_INT64));
    CHECK_ERR(rt_torch_tensor_cdist(x1, x2, -1.0, RT_CDIST_NO_MM), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_cdist");
    CHECK_ERR(rt_torch_tensor_cdist(x1, x2, NAN, RT_CDIST_NO_MM), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_cdist");
    CHECK_ERR(rt_torch_tensor_cdist(x1, x2, 2.0, 9), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_cdist");
    CHECK_ERR(rt_torch_tensor_cdist(x1, wide, 2.0, RT_CDIST_NO_MM), 0, RT_ERR_SHAPE, "rt_torch_tensor_cdist");
    CHECK_ERR(rt_torch_tensor_cdist(ints, x2, 2.0, RT_CDIST_NO_MM), 0, RT_ERR_DTYPE, "rt_torch_tensor_cdist");
    CHECK_ERR(rt_torch_tensor_cdist(x1, 0, 2.0, RT_CDIST_NO_MM), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_cdist");
    FREE(ints);
    FREE(wide);
    FREE(x2);
    FREE(x1);
}

static void grids(void) {
    rt_tensor x = T(rt_torch_tensor_from_data(F32(1, 2, 3, 4), DIMS(1, 1, 2, 2), RT_FLOAT32));
    /* (x, y) points: the top-left corner, the centre, the bottom-right corner */
    rt_tensor grid = T(rt_torch_tensor_from_data(F32(-1, -1, 0, 0, 1, 1), DIMS(1, 1, 3, 2), RT_FLOAT32));
    rt_tensor r = T(rt_torch_nn_grid_sample(x, grid, RT_GRID_SAMPLE_BILINEAR, RT_GRID_SAMPLE_PAD_ZEROS, 1));
    CHECK_SHAPE(r, 1, 1, 1, 3);
    CHECK_VALUES(r, 1e-6, 1, 2.5, 4);   /* align_corners: -1 and 1 are the corner elements' centres */
    FREE(r);
    r = T(rt_torch_nn_grid_sample(x, grid, RT_GRID_SAMPLE_BILINEAR, RT_GRID_SAMPLE_PAD_ZEROS, 0));
    CHECK_VALUES(r, 1e-6, 0.25, 2.5, 1);   /* the outer edges: a quarter of the corner, the rest zeros */
    FREE(r);
    r = T(rt_torch_nn_grid_sample(x, grid, RT_GRID_SAMPLE_BILINEAR, RT_GRID_SAMPLE_PAD_BORDER, 0));
    CHECK_VALUES(r, 1e-6, 1, 2.5, 4);
    FREE(r);
    r = T(rt_torch_nn_grid_sample(x, grid, RT_GRID_SAMPLE_BILINEAR, RT_GRID_SAMPLE_PAD_REFLECTION, 0));
    CHECK_VALUES(r, 1e-6, 1, 2.5, 4);
    FREE(r);
    rt_tensor corners = T(rt_torch_tensor_from_data(F32(-1, -1, 1, 1), DIMS(1, 1, 2, 2), RT_FLOAT32));
    r = T(rt_torch_nn_grid_sample(x, corners, RT_GRID_SAMPLE_BICUBIC, RT_GRID_SAMPLE_PAD_BORDER, 1));
    CHECK_VALUES(r, 1e-6, 1, 4);   /* at an element's centre the cubic weights are 0, 1, 0, 0 */
    FREE(r);
    FREE(corners);
    rt_tensor point = T(rt_torch_tensor_from_data(F32(0.2f, -0.6f), DIMS(1, 1, 1, 2), RT_FLOAT32));
    r = T(rt_torch_nn_grid_sample(x, point, RT_GRID_SAMPLE_NEAREST, RT_GRID_SAMPLE_PAD_ZEROS, 1));
    CHECK_VALUES(r, 0, 2);   /* position (0.6, 0.2): column 1, row 0 */
    FREE(r);

    /* the gradient to the input: each corner's weight, added over the points */
    CHECK(rt_torch_tensor_set_requires_grad(x, 1) == RT_OK);
    r = T(rt_torch_nn_grid_sample(x, grid, RT_GRID_SAMPLE_BILINEAR, RT_GRID_SAMPLE_PAD_ZEROS, 1));
    rt_tensor total = T(rt_torch_tensor_sum(r));
    CHECK(rt_torch_tensor_backward(total) == RT_OK);
    rt_tensor grad = T(rt_torch_tensor_grad(x));
    CHECK_VALUES(grad, 1e-6, 1.25, 0.25, 0.25, 1.25);
    FREE(grad);
    FREE(total);
    FREE(r);

    /* an identity affine grid samples the input back, and the gradient to theta counts the grid's points */
    rt_tensor theta = T(rt_torch_tensor_from_data(F32(1, 0, 0, 0, 1, 0), DIMS(1, 2, 3), RT_FLOAT32));
    rt_tensor identity = T(rt_torch_nn_affine_grid(theta, I64(1, 1, 2, 2), 4, 1));
    CHECK_SHAPE(identity, 1, 2, 2, 2);
    CHECK_VALUES(identity, 1e-6, -1, -1, 1, -1, -1, 1, 1, 1);
    r = T(rt_torch_nn_grid_sample(x, identity, RT_GRID_SAMPLE_BILINEAR, RT_GRID_SAMPLE_PAD_ZEROS, 1));
    CHECK_VALUES(r, 1e-6, 1, 2, 3, 4);
    FREE(r);
    FREE(identity);
    identity = T(rt_torch_nn_affine_grid(theta, I64(1, 1, 2, 2), 4, 0));
    CHECK_VALUES(identity, 1e-6, -0.5, -0.5, 0.5, -0.5, -0.5, 0.5, 0.5, 0.5);
    FREE(identity);
    CHECK(rt_torch_tensor_set_requires_grad(theta, 1) == RT_OK);
    identity = T(rt_torch_nn_affine_grid(theta, I64(1, 1, 2, 2), 4, 1));
    total = T(rt_torch_tensor_sum(identity));
    CHECK(rt_torch_tensor_backward(total) == RT_OK);
    grad = T(rt_torch_tensor_grad(theta));
    CHECK_VALUES(grad, 1e-6, 0, 0, 4, 0, 0, 4);
    FREE(grad);
    FREE(total);
    FREE(identity);
    rt_tensor volume = T(rt_torch_tensor_zeros(DIMS(2, 3, 4)));
    identity = T(rt_torch_nn_affine_grid(volume, I64(2, 1, 2, 3, 4), 5, 0));
    CHECK_SHAPE(identity, 2, 2, 3, 4, 3);
    FREE(identity);

    rt_tensor square = T(rt_torch_tensor_zeros(DIMS(1, 3, 3)));
    rt_tensor volume5 = T(rt_torch_tensor_zeros(DIMS(1, 1, 2, 2, 2)));
    rt_tensor grid5 = T(rt_torch_tensor_zeros(DIMS(1, 1, 1, 1, 3)));
    rt_tensor wrong = T(rt_torch_tensor_zeros(DIMS(1, 1, 3, 3)));
    rt_tensor ints = T(rt_torch_tensor_from_data(I64(0, 0, 0, 0, 0, 0), DIMS(1, 2, 3), RT_INT64));
    CHECK_ERR(rt_torch_nn_grid_sample(x, grid, 5, RT_GRID_SAMPLE_PAD_ZEROS, 0), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_grid_sample");
    CHECK_ERR(rt_torch_nn_grid_sample(x, grid, RT_GRID_SAMPLE_NEAREST, 7, 0), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_grid_sample");
    CHECK_ERR(rt_torch_nn_grid_sample(volume5, grid5, RT_GRID_SAMPLE_BICUBIC, RT_GRID_SAMPLE_PAD_ZEROS, 0), 0,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_grid_sample");   /* bicubic is 4-D only */
    CHECK_ERR(rt_torch_nn_grid_sample(x, wrong, RT_GRID_SAMPLE_NEAREST, RT_GRID_SAMPLE_PAD_ZEROS, 0), 0, RT_ERR_SHAPE,
              "rt_torch_nn_grid_sample");   /* a grid of 3 coordinates for a 4-D input */
    CHECK_ERR(rt_torch_nn_affine_grid(square, I64(1, 1, 2, 2), 4, 0), 0, RT_ERR_SHAPE, "rt_torch_nn_affine_grid");
    CHECK_ERR(rt_torch_nn_affine_grid(theta, I64(1, 2, 2), 3, 0), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_affine_grid");
    CHECK_ERR(rt_torch_nn_affine_grid(theta, I64(1, 1, 0, 2), 4, 0), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_affine_grid");
    CHECK_ERR(rt_torch_nn_affine_grid(ints, I64(1, 1, 2, 2), 4, 0), 0, RT_ERR_DTYPE, "rt_torch_nn_affine_grid");
    FREE(ints);
    FREE(grid5);
    FREE(volume5);
    FREE(wrong);
    FREE(square);
    FREE(volume);
    FREE(theta);
    FREE(point);
    FREE(grid);
    FREE(x);
}

static void patches(void) {
    rt_tensor image = T(rt_torch_tensor_from_data(F32(0, 1, 2, 3, 4, 5, 6, 7, 8), DIMS(1, 1, 3, 3), RT_FLOAT32));
    CHECK(rt_torch_tensor_set_requires_grad(image, 1) == RT_OK);
    rt_tensor cols = T(rt_torch_nn_unfold(image, I64(2, 2), I64(1, 1), I64(0, 0), I64(1, 1)));
    CHECK_SHAPE(cols, 1, 4, 4);   /* a row per kernel position, a column per block */
    CHECK_VALUES(cols, 0, 0, 1, 3, 4, 1, 2, 4, 5, 3, 4, 6, 7, 4, 5, 7, 8);
    rt_tensor back = T(rt_torch_nn_fold(cols, I64(3, 3), I64(2, 2), I64(1, 1), I64(0, 0), I64(1, 1)));
    CHECK_SHAPE(back, 1, 1, 3, 3);   /* each element times the number of blocks over it */
    CHECK_VALUES(back, 0, 0, 2, 2, 6, 16, 10, 6, 14, 8);
    rt_tensor total = T(rt_torch_tensor_sum(cols));
    CHECK(rt_torch_tensor_backward(total) == RT_OK);
    rt_tensor grad = T(rt_torch_tensor_grad(image));
    CHECK_VALUES(grad, 0, 1, 2, 1, 2, 4, 2, 1, 2, 1);
    FREE(grad);
    FREE(total);
    FREE(back);
    FREE(cols);
    cols = T(rt_torch_nn_unfold(image, I64(2, 2), I64(1, 1), I64(1, 1), I64(2, 2)));   /* padded and strided */
    CHECK_SHAPE(cols, 1, 4, 4);
    CHECK_VALUES(cols, 0, 0, 0, 0, 4, 0, 0, 3, 5, 0, 1, 0, 7, 0, 2, 6, 8);
    FREE(cols);
    cols = T(rt_torch_nn_unfold(image, I64(2, 2), I64(2, 2), I64(0, 0), I64(1, 1)));   /* dilated: the corners */
    CHECK_SHAPE(cols, 1, 4, 1);
    CHECK_VALUES(cols, 0, 0, 2, 6, 8);
    FREE(cols);

    rt_tensor ints = T(rt_torch_tensor_from_data(I64(0, 1, 2, 3), DIMS(1, 1, 2, 2), RT_INT64));
    rt_tensor odd = T(rt_torch_tensor_zeros(DIMS(1, 4, 3)));
    CHECK_ERR(rt_torch_nn_unfold(image, I64(0, 2), I64(1, 1), I64(0, 0), I64(1, 1)), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_unfold");
    CHECK_ERR(rt_torch_nn_unfold(image, I64(4, 4), I64(1, 1), I64(0, 0), I64(1, 1)), 0, RT_ERR_SHAPE,
              "rt_torch_nn_unfold");
    CHECK_ERR(rt_torch_nn_unfold(ints, I64(1, 1), I64(1, 1), I64(0, 0), I64(1, 1)), 0, RT_ERR_DTYPE,
              "rt_torch_nn_unfold");
    CHECK_ERR(rt_torch_nn_fold(odd, I64(3, 3), I64(2, 2), I64(1, 1), I64(0, 0), I64(1, 1)), 0, RT_ERR_SHAPE,
              "rt_torch_nn_fold");   /* 3 blocks where 3 x 3 with a 2 x 2 kernel has 4 */
    CHECK_ERR(rt_torch_nn_fold(odd, I64(3, 3), I64(2, 2), I64(1, 1), I64(-1, 0), I64(1, 1)), 0,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_fold");
    FREE(odd);
    FREE(ints);
    FREE(image);
}

static void nan_aware(void) {
    rt_tensor a = T(rt_torch_tensor_from_data(F32(1, NAN, 2, NAN), DIMS(4), RT_FLOAT32));
    rt_tensor b = T(rt_torch_tensor_from_data(F32(0, 5, NAN, NAN), DIMS(4), RT_FLOAT32));
    rt_tensor r = T(rt_torch_tensor_fmax(a, b));
    CHECK_SHAPE(r, 4);
    check_nan_at(r, 3);   /* NaN only where both are */
    rt_tensor first = T(rt_torch_tensor_slice(r, 0, 0, 3, 1));
    CHECK_VALUES(first, 0, 1, 5, 2);
    FREE(first);
    FREE(r);
    r = T(rt_torch_tensor_fmin(a, b));
    first = T(rt_torch_tensor_slice(r, 0, 0, 3, 1));
    CHECK_VALUES(first, 0, 0, 5, 2);
    FREE(first);
    FREE(r);

    r = T(rt_torch_tensor_nansum(a));
    CHECK_VALUES(r, 0, 3);
    FREE(r);
    rt_tensor m = T(rt_torch_tensor_from_data(F32(1, NAN, NAN, NAN), DIMS(2, 2), RT_FLOAT32));
    r = T(rt_torch_tensor_nansum_dim(m, 1, 0));
    CHECK_VALUES(r, 0, 1, 0);
    FREE(r);
    r = T(rt_torch_tensor_nanmean(m, I64(1), 1, 1));
    CHECK_SHAPE(r, 2, 1);
    check_nan_at(r, 1);   /* the second row is all NaN; the first's mean is its one number */
    first = T(rt_torch_tensor_slice(r, 0, 0, 1, 1));
    CHECK_VALUES(first, 0, 1);
    FREE(first);
    FREE(r);
    r = T(rt_torch_tensor_nanmean(a, NULL, 0, 0));   /* no dims: all of them */
    CHECK_VALUES(r, 1e-6, 1.5);
    FREE(r);

    /* the NaN's gradient is zero; the others get their share of the mean */
    CHECK(rt_torch_tensor_set_requires_grad(a, 1) == RT_OK);
    r = T(rt_torch_tensor_nanmean(a, I64(0), 1, 0));
    CHECK(rt_torch_tensor_backward(r) == RT_OK);
    rt_tensor grad = T(rt_torch_tensor_grad(a));
    CHECK_VALUES(grad, 1e-6, 0.5, 0, 0.5, 0);
    FREE(grad);
    FREE(r);

    rt_tensor ints = T(rt_torch_tensor_from_data(I64(0, 3, 0, 5), DIMS(2, 2), RT_INT64));
    r = T(rt_torch_tensor_argwhere(ints));
    CHECK_SHAPE(r, 2, 2);
    CHECK(rt_torch_tensor_dtype(r) == RT_INT64);
    CHECK_VALUES(r, 0, 0, 1, 1, 1);
    FREE(r);
    r = T(rt_torch_tensor_nansum(ints));   /* integers sum to int64 */
    CHECK_VALUES(r, 0, 8);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_nanmean(ints, NULL, 0, 0), 0, RT_ERR_DTYPE, "rt_torch_tensor_nanmean");
    CHECK_ERR(rt_torch_tensor_nanmean(m, I64(0, 0), 2, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_nanmean");
    CHECK_ERR(rt_torch_tensor_nanmean(m, I64(2), 1, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_nanmean");
    CHECK_ERR(rt_torch_tensor_nansum_dim(m, 2, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_nansum_dim");
    FREE(ints);
    FREE(m);
    FREE(b);
    FREE(a);
}

int main(void) {
    int64_t live = check_start();
    distances();
    grids();
    patches();
    nan_aware();
    check_finish("test_grids_patches", live);
    return 0;
}
