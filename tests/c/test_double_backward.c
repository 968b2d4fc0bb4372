/* Section 36 (higher-order gradients) from C: rt_torch_tensor_backward_ex with create_graph, a second backward
 * through the recorded gradient, inputs restricting which .grad accumulates, and its bad inputs. Known values:
 * for sum(x^3), d/dx = 3 x^2 and d2/dx2 = 6 x. */
#include <string.h>

#include "check.h"

static rt_tensor leaf(const double *data, int64_t n) {
    rt_tensor t = T(rt_torch_tensor_from_data(data, DIMS(n), RT_FLOAT64));
    CHECK(rt_torch_tensor_set_requires_grad(t, 1) == RT_OK);
    return t;
}

static void create_graph(void) {
    rt_tensor x = leaf(F64(1, 2, 3), 3);
    rt_tensor cubed = T(rt_torch_tensor_pow(x, 3));
    rt_tensor loss = T(rt_torch_tensor_sum(cubed));

    /* x.grad = 3 x^2, itself recorded; the graph is kept (retain_graph, as create_graph's default in PyTorch) */
    CHECK(rt_torch_tensor_backward_ex(loss, 0, NULL, 0, 1, 1) == RT_OK);
    rt_tensor first = T(rt_torch_tensor_grad(x));
    CHECK_VALUES(first, 1e-12, 3, 12, 27);
    CHECK(rt_torch_tensor_requires_grad(first) == 1 && rt_torch_tensor_has_grad_fn(first) == 1);

    /* backward through the first gradient: into x.grad only (inputs), after dropping it */
    rt_tensor total = T(rt_torch_tensor_sum(first));
    CHECK(rt_torch_tensor_zero_grad(x) == RT_OK);
    rt_tensor only_x[1] = {x};
    CHECK(rt_torch_tensor_backward_ex(total, 0, only_x, 1, 0, 0) == RT_OK);
    rt_tensor second = T(rt_torch_tensor_grad(x));
    CHECK_VALUES(second, 1e-12, 6, 12, 18);
    CHECK(rt_torch_tensor_requires_grad(second) == 0);

    /* the graph of loss was kept: a plain backward with a gradient still runs, and accumulates */
    rt_tensor seed = T(rt_torch_tensor_from_data(F64(2), DIMS(1), RT_FLOAT64));
    rt_tensor seed0 = T(rt_torch_tensor_reshape(seed, NULL, 0));   /* the 0-dim gradient of a 0-dim loss */
    CHECK(rt_torch_tensor_backward_ex(loss, seed0, NULL, 0, 0, 0) == RT_OK);
    rt_tensor accumulated = T(rt_torch_tensor_grad(x));
    CHECK_VALUES(accumulated, 1e-12, 6 + 6, 12 + 24, 18 + 54);

    rt_tensor all[] = {x, cubed, loss, first, total, second, seed, seed0, accumulated};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        FREE(all[i]);
}

static void inputs_only(void) {
    rt_tensor x = leaf(F64(1, 2), 2);
    rt_tensor w = leaf(F64(3, -1), 2);
    rt_tensor product = T(rt_torch_tensor_mul(x, w));
    rt_tensor loss = T(rt_torch_tensor_sum(product));
    rt_tensor only_w[1] = {w};
    CHECK(rt_torch_tensor_backward_ex(loss, 0, only_w, 1, 0, 0) == RT_OK);
    rt_tensor gw = T(rt_torch_tensor_grad(w));
    CHECK_VALUES(gw, 0, 1, 2);
    CHECK(rt_torch_tensor_grad(x) == 0);   /* not among the inputs: untouched */
    CHECK_OK();

    rt_tensor all[] = {x, w, product, loss, gw};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        FREE(all[i]);
}

static void bad_inputs(void) {
    rt_tensor x = leaf(F64(0.5, 1.5), 2);
    rt_tensor constant = T(rt_torch_tensor_from_data(F64(1, 1), DIMS(2), RT_FLOAT64));
    rt_tensor y = T(rt_torch_tensor_mul(x, x));
    rt_tensor loss = T(rt_torch_tensor_sum(y));
    rt_tensor with_constant[1] = {constant};
    const char *fn = "rt_torch_tensor_backward_ex";

    CHECK_ERR(rt_torch_tensor_backward_ex(0, 0, NULL, 0, 0, 0), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, fn);
    CHECK_ERR(rt_torch_tensor_backward_ex(constant, 0, NULL, 0, 0, 0), RT_ERR_INVALID_ARGUMENT,
              RT_ERR_INVALID_ARGUMENT, fn);
    CHECK_ERR(rt_torch_tensor_backward_ex(y, 0, NULL, 0, 1, 1), RT_ERR_SHAPE, RT_ERR_SHAPE, fn);   /* no gradient */
    CHECK_ERR(rt_torch_tensor_backward_ex(loss, 0, with_constant, 1, 1, 1), RT_ERR_INVALID_ARGUMENT,
              RT_ERR_INVALID_ARGUMENT, fn);
    CHECK_MSG_HAS("inputs[0]");
    CHECK_ERR(rt_torch_tensor_backward_ex(loss, 0, NULL, -1, 1, 1), RT_ERR_INVALID_ARGUMENT,
              RT_ERR_INVALID_ARGUMENT, fn);
    CHECK_ERR(rt_torch_tensor_backward_ex(loss, x, NULL, 0, 1, 1), RT_ERR_SHAPE, RT_ERR_SHAPE, fn);   /* shape [2] */

    /* an op whose backward the NumPy backend does not record: refused by name there, computed by PyTorch */
    rt_tensor running = T(rt_torch_tensor_cumprod(y, 0));
    rt_tensor total = T(rt_torch_tensor_sum(running));
    if (strcmp(rt_torch_backend(), "numpy") == 0) {
        CHECK_ERR(rt_torch_tensor_backward_ex(total, 0, NULL, 0, 1, 1), RT_ERR_UNSUPPORTED, RT_ERR_UNSUPPORTED, fn);
        CHECK_MSG_HAS("cumprod");
    } else {
        CHECK(rt_torch_tensor_backward_ex(total, 0, NULL, 0, 1, 1) == RT_OK);
        rt_tensor g = T(rt_torch_tensor_grad(x));   /* d/dx (x0^2 + x0^2 x1^2) = (2 x0 (1 + x1^2), 2 x0^2 x1) */
        CHECK_VALUES(g, 1e-12, 3.25, 0.75);
        FREE(g);
    }

    rt_tensor all[] = {x, constant, y, loss, running, total};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        FREE(all[i]);
}

int main(void) {
    int64_t live = check_start();
    create_graph();
    inputs_only();
    bad_inputs();
    check_finish("test_double_backward", live);
    return 0;
}
