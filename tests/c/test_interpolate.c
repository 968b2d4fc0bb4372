/* Section 9 (ABI 1.4) from C: interpolation on inputs whose answers are known (nearest doubling, linear with
 * and without align_corners, a given scale factor), a gradient, and the error codes of bad arguments. */
#include "check.h"

int main(void) {
    int64_t live = check_start();
    rt_tensor x = T(rt_torch_tensor_from_data(F32(0, 4, 8), DIMS(1, 1, 3), RT_FLOAT32));
    rt_tensor r = T(rt_torch_nn_interpolate(x, I64(6), 1, NULL, 0, RT_INTERPOLATE_NEAREST, 0));
    CHECK_SHAPE(r, 1, 1, 6);
    CHECK_VALUES(r, 0, 0, 0, 4, 4, 8, 8);
    FREE(r);
    r = T(rt_torch_nn_interpolate(x, I64(5), 1, NULL, 0, RT_INTERPOLATE_LINEAR, 1));   /* corners kept: step 2 */
    CHECK_SHAPE(r, 1, 1, 5);
    CHECK_VALUES(r, 1e-6, 0, 2, 4, 6, 8);
    FREE(r);
    r = T(rt_torch_nn_interpolate(x, I64(6), 1, NULL, 0, RT_INTERPOLATE_LINEAR, 0));   /* half-pixel centres */
    CHECK_VALUES(r, 1e-6, 0, 1, 3, 5, 7, 8);
    FREE(r);
    r = T(rt_torch_nn_interpolate(x, I64(4), 1, (const double[]){1.5}, 1, RT_INTERPOLATE_NEAREST_EXACT, 0));
    CHECK_VALUES(r, 0, 0, 4, 4, 8);   /* floor((i + 0.5) / 1.5) */
    FREE(r);

    CHECK(rt_torch_tensor_set_requires_grad(x, 1) == RT_OK);
    r = T(rt_torch_nn_interpolate(x, I64(6), 1, NULL, 0, RT_INTERPOLATE_LINEAR, 0));
    rt_tensor total = T(rt_torch_tensor_sum(r));
    CHECK(rt_torch_tensor_backward(total) == RT_OK);
    rt_tensor grad = T(rt_torch_tensor_grad(x));   /* each input gets weights summing to 2 */
    CHECK_VALUES(grad, 1e-6, 2, 2, 2);
    FREE(grad);
    FREE(total);
    FREE(r);

    CHECK_ERR(rt_torch_nn_interpolate(x, I64(6), 1, NULL, 0, 7, 0), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_interpolate");
    CHECK_ERR(rt_torch_nn_interpolate(x, I64(6, 6), 2, NULL, 0, RT_INTERPOLATE_NEAREST, 0), 0, RT_ERR_SHAPE,
              "rt_torch_nn_interpolate");
    CHECK_ERR(rt_torch_nn_interpolate(x, I64(6), 1, NULL, 0, RT_INTERPOLATE_NEAREST, 1), 0,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_interpolate");   /* align_corners for nearest */
    CHECK_ERR(rt_torch_nn_interpolate(x, I64(5), 1, (const double[]){2.0}, 1, RT_INTERPOLATE_NEAREST, 0), 0,
              RT_ERR_SHAPE, "rt_torch_nn_interpolate");   /* 5 is not floor(3 * 2) */
    CHECK_ERR(rt_torch_nn_interpolate(x, I64(6), 1, (const double[]){-2.0}, 1, RT_INTERPOLATE_NEAREST, 0), 0,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_interpolate");
    FREE(x);
    check_finish("test_interpolate", live);
    return 0;
}
