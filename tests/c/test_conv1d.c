/* Section 9 (ABI 1.4) from C: the 1-D convolution and pooling, and the transposed convolutions, on inputs
 * whose answers are known, a gradient through the convolution, and the error codes of bad shapes and
 * arguments. */
#include "check.h"

int main(void) {
    int64_t live = check_start();
    rt_tensor x = T(rt_torch_tensor_from_data(F32(1, 2, 3, 4, 5, 6), DIMS(1, 1, 6), RT_FLOAT32));
    rt_tensor w = T(rt_torch_tensor_from_data(F32(1, 0, -1), DIMS(1, 1, 3), RT_FLOAT32));
    rt_tensor bias = T(rt_torch_tensor_from_data(F32(0.5), DIMS(1), RT_FLOAT32));
    rt_tensor r = T(rt_torch_nn_conv1d(x, w, bias, 1, 0, 1, 1));   /* x[i] - x[i + 2] + 0.5 */
    CHECK_SHAPE(r, 1, 1, 4);
    CHECK_VALUES(r, 1e-6, -1.5, -1.5, -1.5, -1.5);
    FREE(r);
    r = T(rt_torch_nn_conv1d(x, w, 0, 2, 1, 2, 1));   /* padded by 1, dilation 2: x[i-1] - x[i+3], every other */
    CHECK_SHAPE(r, 1, 1, 2);
    CHECK_VALUES(r, 1e-6, -4, -4);
    FREE(r);
    r = T(rt_torch_nn_max_pool1d(x, 2, 2, 0));
    CHECK_VALUES(r, 0, 2, 4, 6);
    FREE(r);
    r = T(rt_torch_nn_avg_pool1d(x, 3, 3, 1));   /* padding counted: (0 + 1 + 2) / 3, (3 + 4 + 5) / 3 */
    CHECK_VALUES(r, 1e-6, 1, 4);
    FREE(r);

    CHECK(rt_torch_tensor_set_requires_grad(w, 1) == RT_OK);
    r = T(rt_torch_nn_conv1d(x, w, 0, 1, 0, 1, 1));
    rt_tensor total = T(rt_torch_tensor_sum(r));
    CHECK(rt_torch_tensor_backward(total) == RT_OK);
    rt_tensor grad = T(rt_torch_tensor_grad(w));   /* each tap sees four inputs */
    CHECK_VALUES(grad, 1e-6, 1 + 2 + 3 + 4, 2 + 3 + 4 + 5, 3 + 4 + 5 + 6);
    FREE(grad);
    FREE(total);
    FREE(r);

    /* transposed: each input element stamps the kernel, the stamps 2 apart (stride 2) */
    rt_tensor two = T(rt_torch_tensor_from_data(F32(1, 10), DIMS(1, 1, 2), RT_FLOAT32));
    rt_tensor ones = T(rt_torch_tensor_from_data(F32(1, 1, 1), DIMS(1, 1, 3), RT_FLOAT32));
    r = T(rt_torch_nn_conv_transpose1d(two, ones, 0, 2, 0, 0, 1, 1));
    CHECK_SHAPE(r, 1, 1, 5);
    CHECK_VALUES(r, 1e-6, 1, 1, 11, 10, 10);
    FREE(r);
    rt_tensor square = T(rt_torch_tensor_from_data(F32(1, 2, 3, 4), DIMS(1, 1, 2, 2), RT_FLOAT32));
    rt_tensor stamp = T(rt_torch_tensor_from_data(F32(1, 1, 1, 1), DIMS(1, 1, 2, 2), RT_FLOAT32));
    r = T(rt_torch_nn_conv_transpose2d(square, stamp, 0, I64(2, 2), I64(0, 0), I64(0, 0), I64(1, 1), 1));
    CHECK_SHAPE(r, 1, 1, 4, 4);   /* each value becomes a 2 x 2 block */
    CHECK_VALUES(r, 0, 1, 1, 2, 2, 1, 1, 2, 2, 3, 3, 4, 4, 3, 3, 4, 4);
    FREE(r);
    CHECK_ERR(rt_torch_nn_conv_transpose2d(square, stamp, 0, I64(2, 2), I64(0, 0), I64(2, 0), I64(1, 1), 1), 0,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_conv_transpose2d");   /* output_padding not below stride */
    CHECK_ERR(rt_torch_nn_conv_transpose1d(two, square, 0, 1, 0, 0, 1, 1), 0, RT_ERR_SHAPE,
              "rt_torch_nn_conv_transpose1d");   /* a 4-D weight */
    FREE(two);
    FREE(ones);
    FREE(square);
    FREE(stamp);

    CHECK_ERR(rt_torch_nn_conv1d(w, x, 0, 1, 0, 1, 1), 0, RT_ERR_SHAPE, "rt_torch_nn_conv1d");   /* kernel too long */
    CHECK_ERR(rt_torch_nn_conv1d(x, w, 0, 0, 0, 1, 1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_conv1d");
    CHECK_ERR(rt_torch_nn_conv1d(x, w, 0, 1, 0, 1, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_conv1d");
    CHECK_ERR(rt_torch_nn_max_pool1d(x, 2, 2, 2), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_max_pool1d");
    CHECK_ERR(rt_torch_nn_avg_pool1d(bias, 1, 1, 0), 0, RT_ERR_SHAPE, "rt_torch_nn_avg_pool1d");   /* 1-D input */
    FREE(x);
    FREE(w);
    FREE(bias);
    check_finish("test_conv1d", live);
    return 0;
}
