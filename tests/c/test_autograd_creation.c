/* Sections 23 (more autograd) and 24 (creation with a dtype and a device) of ABI 1.3, from C: known
 * values read back through copy_to, and one bad input each. */
#include "check.h"

static void section24_creation(void) {
    rt_tensor r;

    r = T(rt_torch_tensor_zeros_options(DIMS(2, 3), RT_INT64, RT_CPU));
    CHECK(rt_torch_tensor_dtype(r) == RT_INT64);
    CHECK_SHAPE(r, 2, 3);
    CHECK_VALUES(r, 0, 0, 0, 0, 0, 0, 0);
    FREE(r);
    r = T(rt_torch_tensor_ones_options(DIMS(2), RT_DTYPE_DEFAULT, RT_DEVICE_DEFAULT));
    CHECK(rt_torch_tensor_dtype(r) == RT_FLOAT32 && rt_torch_tensor_device(r) == rt_torch_default_device());
    CHECK_VALUES(r, 0, 1, 1);
    FREE(r);
    r = T(rt_torch_tensor_empty_options(DIMS(4), RT_BOOL, RT_CPU));
    CHECK(rt_torch_tensor_dtype(r) == RT_BOOL && rt_torch_tensor_numel(r) == 4);
    FREE(r);
    r = T(rt_torch_tensor_full_options(DIMS(3), 7.9, RT_INT32, RT_CPU));   /* truncated, as PyTorch */
    CHECK(rt_torch_tensor_dtype(r) == RT_INT32);
    CHECK_VALUES(r, 0, 7, 7, 7);
    FREE(r);
    r = T(rt_torch_tensor_eye_options(2, 3, RT_FLOAT64, RT_CPU));
    CHECK(rt_torch_tensor_dtype(r) == RT_FLOAT64);
    CHECK_VALUES(r, 0, 1, 0, 0, 0, 1, 0);
    FREE(r);
    r = T(rt_torch_tensor_linspace_options(0, 10, 4, RT_INT64, RT_CPU));
    CHECK_VALUES(r, 0, 0, 3, 6, 10);
    FREE(r);
    r = T(rt_torch_tensor_linspace_options(0, 1, 5, RT_FLOAT64, RT_CPU));
    CHECK_VALUES(r, 0, 0, 0.25, 0.5, 0.75, 1);
    FREE(r);
    r = T(rt_torch_tensor_arange_options(1, 7, 2, RT_INT16, RT_CPU));
    CHECK(rt_torch_tensor_dtype(r) == RT_INT16);
    CHECK_VALUES(r, 0, 1, 3, 5);
    FREE(r);
    r = T(rt_torch_tensor_rand_options(DIMS(100), RT_FLOAT64, RT_CPU));
    CHECK(rt_torch_tensor_dtype(r) == RT_FLOAT64);
    FREE(r);
    r = T(rt_torch_tensor_randn_options(DIMS(3), RT_COMPLEX64, RT_CPU));
    CHECK(rt_torch_tensor_dtype(r) == RT_COMPLEX64);
    FREE(r);

    rt_tensor x = T(rt_torch_tensor_from_data(I64(1, 2, 3, 4), DIMS(2, 2), RT_INT64));
    r = T(rt_torch_tensor_zeros_like(x, RT_DTYPE_DEFAULT, RT_DEVICE_DEFAULT));
    CHECK(rt_torch_tensor_dtype(r) == RT_INT64);
    CHECK_SHAPE(r, 2, 2);
    CHECK_VALUES(r, 0, 0, 0, 0, 0);
    FREE(r);
    r = T(rt_torch_tensor_ones_like(x, RT_FLOAT32, RT_CPU));
    CHECK(rt_torch_tensor_dtype(r) == RT_FLOAT32);
    CHECK_VALUES(r, 0, 1, 1, 1, 1);
    FREE(r);
    r = T(rt_torch_tensor_full_like(x, -2.5, RT_FLOAT64, RT_DEVICE_DEFAULT));
    CHECK_VALUES(r, 0, -2.5, -2.5, -2.5, -2.5);
    FREE(r);
    r = T(rt_torch_tensor_empty_like(x, RT_DTYPE_DEFAULT, RT_CPU));
    CHECK(rt_torch_tensor_dtype(r) == RT_INT64);
    FREE(r);
    r = T(rt_torch_tensor_randn_like(x, RT_FLOAT32, RT_CPU));
    CHECK_SHAPE(r, 2, 2);
    FREE(r);

    /* bad inputs: one per function */
    CHECK_ERR(rt_torch_tensor_zeros_options(DIMS(2), 8, RT_CPU), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_zeros_options");
    CHECK_ERR(rt_torch_tensor_ones_options(DIMS(2), RT_FLOAT32, -2), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_ones_options");
    CHECK_ERR(rt_torch_tensor_empty_options(NULL, 1, RT_FLOAT32, RT_CPU), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_empty_options");
    CHECK_ERR(rt_torch_tensor_rand_options(DIMS(2), RT_INT64, RT_CPU), 0, RT_ERR_DTYPE, "rt_torch_tensor_rand_options");
    CHECK_ERR(rt_torch_tensor_randn_options(DIMS(2), RT_BOOL, RT_CPU), 0, RT_ERR_DTYPE, "rt_torch_tensor_randn_options");
    CHECK_ERR(rt_torch_tensor_full_options(DIMS(2), 256, RT_UINT8, RT_CPU), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_full_options");
    CHECK_MSG_HAS("overflow");
    CHECK_ERR(rt_torch_tensor_eye_options(-1, 2, RT_FLOAT32, RT_CPU), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_eye_options");
    CHECK_ERR(rt_torch_tensor_linspace_options(0, 1, 3, RT_BOOL, RT_CPU), 0, RT_ERR_DTYPE, "rt_torch_tensor_linspace_options");
    CHECK_ERR(rt_torch_tensor_arange_options(0, 1, 0, RT_FLOAT32, RT_CPU), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_arange_options");
    CHECK_ERR(rt_torch_tensor_zeros_like(0, RT_DTYPE_DEFAULT, RT_DEVICE_DEFAULT), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_zeros_like");
    CHECK_ERR(rt_torch_tensor_ones_like(x, 99, RT_CPU), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_ones_like");
    CHECK_ERR(rt_torch_tensor_empty_like(-3, RT_FLOAT32, RT_CPU), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_empty_like");
    CHECK_ERR(rt_torch_tensor_rand_like(x, RT_DTYPE_DEFAULT, RT_DEVICE_DEFAULT), 0, RT_ERR_DTYPE, "rt_torch_tensor_rand_like");
    CHECK_ERR(rt_torch_tensor_randn_like(x, RT_INT32, RT_CPU), 0, RT_ERR_DTYPE, "rt_torch_tensor_randn_like");
    CHECK_ERR(rt_torch_tensor_full_like(x, 1e300, RT_DTYPE_DEFAULT, RT_CPU), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_full_like");
    FREE(x);
}

static rt_tensor leaf(const float *data, const int64_t *dims, int32_t ndims) {
    rt_tensor t = T(rt_torch_tensor_from_data(data, dims, ndims, RT_FLOAT32));
    CHECK(rt_torch_tensor_set_requires_grad(t, 1) == RT_OK);
    return t;
}

static void section23_autograd(void) {
    rt_tensor x = leaf(F32(1, 2, 3), DIMS(3));
    rt_tensor w = leaf(F32(0.5, -1, 2), DIMS(3));
    rt_tensor constant = T(rt_torch_tensor_from_data(F32(1, 1, 1), DIMS(3), RT_FLOAT32));
    rt_tensor seed = T(rt_torch_tensor_from_data(F32(1, 10, 100), DIMS(3), RT_FLOAT32));
    rt_tensor xx = T(rt_torch_tensor_mul(x, x));
    rt_tensor g, grads[2];

    CHECK(rt_torch_tensor_is_leaf(x) == 1 && rt_torch_tensor_is_leaf(xx) == 0 && rt_torch_tensor_is_leaf(constant) == 1);
    CHECK(rt_torch_tensor_has_grad_fn(xx) == 1 && rt_torch_tensor_has_grad_fn(x) == 0);
    CHECK(rt_torch_tensor_retain_grad(xx) == RT_OK);

    /* backward of a non-scalar root with a gradient, twice with retain_graph: d(x*x)/dx * seed = 2 x seed */
    CHECK(rt_torch_tensor_backward_gradient(xx, seed, 1) == RT_OK);
    CHECK(rt_torch_tensor_backward_gradient(xx, seed, 0) == RT_OK);
    g = T(rt_torch_tensor_grad(x));
    CHECK_VALUES(g, 1e-6, 4, 80, 1200);
    FREE(g);
    g = T(rt_torch_tensor_grad(xx));   /* retained: the seed, twice */
    CHECK_VALUES(g, 1e-6, 2, 20, 200);
    FREE(g);
    CHECK_ERR(rt_torch_tensor_backward_gradient(xx, seed, 0), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_backward_gradient");
    CHECK_MSG_HAS("second time");

    /* autograd.grad of sum(x * w) for x, w and an unused input */
    rt_tensor xw = T(rt_torch_tensor_mul(x, w));
    rt_tensor loss = T(rt_torch_tensor_sum(xw));
    rt_tensor outputs[1] = {loss}, inputs[2] = {x, w}, unused[2] = {x, constant};
    rt_tensor with_unused[2] = {w, T(rt_torch_tensor_detach(x))};
    CHECK(rt_torch_tensor_set_requires_grad(with_unused[1], 1) == RT_OK);
    CHECK(rt_torch_autograd_grad(outputs, 1, inputs, 2, NULL, 0, 1, 0, 0, grads, 2) == 2);
    CHECK_OK();
    CHECK_VALUES(grads[0], 0, 0.5, -1, 2);
    CHECK_VALUES(grads[1], 0, 1, 2, 3);
    FREE(grads[0]);
    FREE(grads[1]);
    CHECK(rt_torch_autograd_grad(outputs, 1, with_unused, 2, NULL, 0, 1, 0, 1, grads, 2) == 2);
    CHECK(grads[1] == 0);
    CHECK_VALUES(grads[0], 0, 1, 2, 3);
    FREE(grads[0]);
    CHECK_ERR(rt_torch_autograd_grad(outputs, 1, with_unused, 2, NULL, 0, 1, 0, 0, grads, 2), -1,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_autograd_grad");
    CHECK_ERR(rt_torch_autograd_grad(outputs, 1, unused, 2, NULL, 0, 1, 0, 1, grads, 2), -1,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_autograd_grad");   /* constant does not require grad */
    CHECK_ERR(rt_torch_autograd_grad(outputs, 1, inputs, 2, NULL, 0, 1, 0, 0, grads, 1), -1,
              RT_ERR_BUFFER_TOO_SMALL, "rt_torch_autograd_grad");
    CHECK_ERR(rt_torch_autograd_grad(outputs, 1, inputs, -1, NULL, 0, 1, 0, 0, grads, 2), -1,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_autograd_grad");

    /* second derivative of sum(x ** 3), on both backends */
    rt_tensor cubed = T(rt_torch_tensor_pow(x, 3));
    rt_tensor cube = T(rt_torch_tensor_sum(cubed));
    rt_tensor cube_out[1] = {cube}, x_in[1] = {x};
    CHECK(rt_torch_autograd_grad(cube_out, 1, x_in, 1, NULL, 0, 0, 1, 0, grads, 1) == 1);
    CHECK_VALUES(grads[0], 1e-5, 3, 12, 27);
    rt_tensor first[1] = {T(rt_torch_tensor_sum(grads[0]))};
    rt_tensor second;
    CHECK(rt_torch_autograd_grad(first, 1, x_in, 1, NULL, 0, 0, 0, 0, &second, 1) == 1);
    CHECK_VALUES(second, 1e-5, 6, 12, 18);
    FREE(second);
    FREE(first[0]);
    FREE(grads[0]);

    CHECK_ERR(rt_torch_tensor_retain_grad(constant), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_retain_grad");
    CHECK_ERR(rt_torch_tensor_is_leaf(0), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_is_leaf");
    CHECK_ERR(rt_torch_tensor_has_grad_fn(0), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_has_grad_fn");
    rt_tensor all[] = {x, w, constant, seed, xx, xw, loss, with_unused[1], cubed, cube};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        FREE(all[i]);
}

int main(void) {
    int64_t live = check_start();
    section24_creation();
    section23_autograd();
    check_finish("test_autograd_creation", live);
    return 0;
}
