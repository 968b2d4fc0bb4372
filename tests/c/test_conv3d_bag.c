/* ABI 1.5's 3-D convolution and embedding bags (section 9) from C: values and gradients PyTorch gives for small
 * inputs (to 1e-5), unbatched and grouped convolutions, the three bag modes, padding_idx, per-sample weights,
 * fixed-length bags, and the error codes of bad arguments. */
#include "check.h"

static rt_tensor f32(const float *data, const int64_t *dims, int32_t ndims) {
    return T(rt_torch_tensor_from_data(data, dims, ndims, RT_FLOAT32));
}

static rt_tensor i64(const int64_t *data, const int64_t *dims, int32_t ndims) {
    return T(rt_torch_tensor_from_data(data, dims, ndims, RT_INT64));
}

#define TOL 1e-5

static void conv3d(void) {
    /* a 3x3x3 cube of 0..26 under a 2x2x2 kernel of ones: each output is the sum of a 2x2x2 block */
    rt_tensor x = T(rt_torch_tensor_arange(0, 27, 1, RT_FLOAT32));
    rt_tensor cube = T(rt_torch_tensor_reshape(x, DIMS(1, 1, 3, 3, 3)));
    rt_tensor ones = T(rt_torch_tensor_ones(DIMS(1, 1, 2, 2, 2)));
    CHECK(rt_torch_tensor_set_requires_grad(cube, 1) == RT_OK);
    rt_tensor y = T(rt_torch_nn_conv3d(cube, ones, 0, I64(1, 1, 1), I64(0, 0, 0), I64(1, 1, 1), 1));
    CHECK_SHAPE(y, 1, 1, 2, 2, 2);
    CHECK_VALUES(y, TOL, 52, 60, 76, 84, 124, 132, 148, 156);
    rt_tensor total = T(rt_torch_tensor_sum(y));
    CHECK(rt_torch_tensor_backward(total) == RT_OK);
    rt_tensor grad = T(rt_torch_tensor_grad(cube));   /* how many windows read each element */
    CHECK_VALUES(grad, 0, 1, 2, 1, 2, 4, 2, 1, 2, 1, 2, 4, 2, 4, 8, 4, 2, 4, 2, 1, 2, 1, 2, 4, 2, 1, 2, 1);
    FREE(grad);
    FREE(total);
    FREE(y);

    /* unbatched (C, D, H, W), two groups, a bias, depth padding and a height stride */
    rt_tensor r = T(rt_torch_tensor_arange(0, 24, 1, RT_FLOAT32));
    rt_tensor x2 = T(rt_torch_tensor_reshape(r, DIMS(2, 2, 3, 2)));
    rt_tensor w2 = f32(F32(1, 1, -1, 2), DIMS(2, 1, 1, 2, 1));
    rt_tensor b2 = f32(F32(0.5f, -0.5f), DIMS(2));
    y = T(rt_torch_nn_conv3d(x2, w2, b2, I64(1, 2, 1), I64(1, 0, 0), I64(1, 1, 1), 2));
    CHECK_SHAPE(y, 2, 4, 1, 2);
    CHECK_VALUES(y, TOL, 0.5, 0.5, 2.5, 4.5, 14.5, 16.5, 0.5, 0.5, -0.5, -0.5, 15.5, 16.5, 21.5, 22.5, -0.5, -0.5);
    FREE(y);

    /* bad arguments */
    CHECK_ERR(rt_torch_nn_conv3d(x2, w2, b2, I64(1, 2, 1), I64(1, 0, 0), I64(1, 1, 1), 1), 0, RT_ERR_SHAPE,
              "rt_torch_nn_conv3d");   /* 2 channels, the weight wants 1 */
    CHECK_MSG_HAS("channels");
    CHECK_ERR(rt_torch_nn_conv3d(x2, w2, b2, I64(0, 1, 1), I64(0, 0, 0), I64(1, 1, 1), 2), 0,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_conv3d");   /* stride 0 */
    CHECK_ERR(rt_torch_nn_conv3d(x2, ones, 0, I64(1, 1, 1), I64(0, 0, 0), I64(1, 1, 1), 0), 0,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_conv3d");   /* groups 0 */
    CHECK_ERR(rt_torch_nn_conv3d(cube, ones, 0, I64(1, 1, 1), I64(0, 0, 0), I64(3, 1, 1), 1), 0, RT_ERR_SHAPE,
              "rt_torch_nn_conv3d");   /* the dilated kernel is deeper than the input */
    CHECK_MSG_HAS("dilated kernel");
    CHECK_ERR(rt_torch_nn_conv3d(b2, w2, 0, I64(1, 1, 1), I64(0, 0, 0), I64(1, 1, 1), 1), 0, RT_ERR_SHAPE,
              "rt_torch_nn_conv3d");   /* a 1-D input */
    CHECK_ERR(rt_torch_nn_conv3d(cube, ones, 0, NULL, I64(0, 0, 0), I64(1, 1, 1), 1), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_conv3d");
    rt_tensor halves = T(rt_torch_tensor_to_dtype(ones, RT_FLOAT64));
    CHECK_ERR(rt_torch_nn_conv3d(cube, halves, 0, I64(1, 1, 1), I64(0, 0, 0), I64(1, 1, 1), 1), 0, RT_ERR_DTYPE,
              "rt_torch_nn_conv3d");
    FREE(halves);
    FREE(b2);
    FREE(w2);
    FREE(x2);
    FREE(r);
    FREE(ones);
    FREE(cube);
    FREE(x);
}

static void embedding_bag(void) {
    rt_tensor range = T(rt_torch_tensor_arange(0, 12, 1, RT_FLOAT32));
    rt_tensor w = T(rt_torch_tensor_reshape(range, DIMS(4, 3)));
    rt_tensor idx = i64(I64(0, 2, 1, 3, 3), DIMS(5));
    rt_tensor offsets = i64(I64(0, 2, 2), DIMS(3));   /* bags {0, 2}, {}, {1, 3, 3} */
    rt_tensor y = T(rt_torch_nn_embedding_bag(idx, w, offsets, RT_EMBEDDING_BAG_SUM, 0, 0, -1, 0, 2));
    CHECK_SHAPE(y, 3, 3);
    CHECK_VALUES(y, TOL, 6, 8, 10, 0, 0, 0, 21, 24, 27);
    FREE(y);
    y = T(rt_torch_nn_embedding_bag(idx, w, offsets, RT_EMBEDDING_BAG_MEAN, 0, 0, -1, 0, 2));
    CHECK_VALUES(y, TOL, 3, 4, 5, 0, 0, 0, 7, 8, 9);
    FREE(y);
    y = T(rt_torch_nn_embedding_bag(idx, w, offsets, RT_EMBEDDING_BAG_MAX, 0, 0, -1, 0, 2));
    CHECK_VALUES(y, TOL, 6, 7, 8, 0, 0, 0, 9, 10, 11);
    FREE(y);
    y = T(rt_torch_nn_embedding_bag(idx, w, offsets, RT_EMBEDDING_BAG_MEAN, 0, 0, 3, 0, 2));   /* row 3 left out */
    CHECK_VALUES(y, TOL, 3, 4, 5, 0, 0, 0, 3, 4, 5);
    FREE(y);

    /* per-sample weights, and the gradient of the weight through them */
    CHECK(rt_torch_tensor_set_requires_grad(w, 1) == RT_OK);
    rt_tensor scales = f32(F32(1, 2, 3, 0.5f, -1), DIMS(5));
    y = T(rt_torch_nn_embedding_bag(idx, w, offsets, RT_EMBEDDING_BAG_SUM, scales, 0, -1, 0, 2));
    CHECK_VALUES(y, TOL, 12, 15, 18, 0, 0, 0, 4.5, 7, 9.5);
    rt_tensor total = T(rt_torch_tensor_sum(y));
    CHECK(rt_torch_tensor_backward(total) == RT_OK);
    rt_tensor grad = T(rt_torch_tensor_grad(w));
    CHECK_VALUES(grad, TOL, 1, 1, 1, 3, 3, 3, 2, 2, 2, -0.5, -0.5, -0.5);
    FREE(grad);
    FREE(total);
    FREE(y);

    /* include_last_offset: offsets end with the number of indices */
    rt_tensor closed = i64(I64(0, 2, 2, 5), DIMS(4));
    y = T(rt_torch_nn_embedding_bag(idx, w, closed, RT_EMBEDDING_BAG_SUM, 0, 1, -1, 0, 2));
    CHECK_SHAPE(y, 3, 3);
    CHECK_VALUES(y, TOL, 6, 8, 10, 0, 0, 0, 21, 24, 27);
    FREE(y);

    /* 2-D indices: one bag a row, no offsets */
    rt_tensor rows = i64(I64(0, 1, 2, 3), DIMS(2, 2));
    y = T(rt_torch_nn_embedding_bag(rows, w, 0, RT_EMBEDDING_BAG_MAX, 0, 0, -1, 0, 2));
    CHECK_VALUES(y, TOL, 3, 4, 5, 9, 10, 11);
    FREE(y);

    /* bad arguments */
    const char *fn = "rt_torch_nn_embedding_bag";
    rt_tensor late = i64(I64(1, 2), DIMS(2)), back = i64(I64(0, 3, 2), DIMS(3)), far = i64(I64(0, 6), DIMS(2));
    CHECK_ERR(rt_torch_nn_embedding_bag(idx, w, late, RT_EMBEDDING_BAG_SUM, 0, 0, -1, 0, 2), 0,
              RT_ERR_INVALID_ARGUMENT, fn);
    CHECK_MSG_HAS("offsets[0]");
    CHECK_ERR(rt_torch_nn_embedding_bag(idx, w, back, RT_EMBEDDING_BAG_SUM, 0, 0, -1, 0, 2), 0,
              RT_ERR_INVALID_ARGUMENT, fn);
    CHECK_ERR(rt_torch_nn_embedding_bag(idx, w, far, RT_EMBEDDING_BAG_SUM, 0, 0, -1, 0, 2), 0,
              RT_ERR_INVALID_ARGUMENT, fn);
    CHECK_ERR(rt_torch_nn_embedding_bag(idx, w, offsets, RT_EMBEDDING_BAG_SUM, 0, 1, -1, 0, 2), 0,
              RT_ERR_INVALID_ARGUMENT, fn);   /* the last offset is not the length */
    CHECK_ERR(rt_torch_nn_embedding_bag(idx, w, 0, RT_EMBEDDING_BAG_SUM, 0, 0, -1, 0, 2), 0,
              RT_ERR_INVALID_ARGUMENT, fn);   /* 1-D indices need offsets */
    CHECK_ERR(rt_torch_nn_embedding_bag(rows, w, offsets, RT_EMBEDDING_BAG_SUM, 0, 0, -1, 0, 2), 0,
              RT_ERR_INVALID_ARGUMENT, fn);   /* 2-D indices take none */
    CHECK_ERR(rt_torch_nn_embedding_bag(idx, w, offsets, 7, 0, 0, -1, 0, 2), 0, RT_ERR_INVALID_ARGUMENT, fn);
    CHECK_ERR(rt_torch_nn_embedding_bag(idx, w, offsets, RT_EMBEDDING_BAG_MEAN, scales, 0, -1, 0, 2), 0,
              RT_ERR_INVALID_ARGUMENT, fn);   /* per-sample weights with a mean */
    CHECK_ERR(rt_torch_nn_embedding_bag(idx, w, offsets, RT_EMBEDDING_BAG_SUM, 0, 0, 4, 0, 2), 0,
              RT_ERR_INVALID_ARGUMENT, fn);   /* padding_idx past the rows */
    CHECK_ERR(rt_torch_nn_embedding_bag(far, w, offsets, RT_EMBEDDING_BAG_SUM, 0, 0, -1, 0, 2), 0,
              RT_ERR_INVALID_ARGUMENT, fn);   /* index 6 of 4 rows */
    CHECK_ERR(rt_torch_nn_embedding_bag(scales, w, offsets, RT_EMBEDDING_BAG_SUM, 0, 0, -1, 0, 2), 0, RT_ERR_DTYPE,
              fn);   /* float indices */
    CHECK_ERR(rt_torch_nn_embedding_bag(idx, closed, offsets, RT_EMBEDDING_BAG_SUM, 0, 0, -1, 0, 2), 0,
              RT_ERR_SHAPE, fn);   /* a 1-D weight */
    FREE(far);
    FREE(back);
    FREE(late);
    FREE(rows);
    FREE(closed);
    FREE(scales);
    FREE(offsets);
    FREE(idx);
    FREE(w);
    FREE(range);
}

int main(void) {
    int64_t live = check_start();
    conv3d();
    embedding_bag();
    check_finish("test_conv3d_bag", live);
    return 0;
}
