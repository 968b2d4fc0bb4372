/* Section 39: round to decimal places (half to even, negative decimals to tens) and binary cross entropy with a
 * per-element weight (NULL: unweighted; broadcast; each reduction), with known values, and the bad inputs each
 * refuses with its code. */
#include "check.h"

static void round_decimals(void) {
    rt_tensor x = T(rt_torch_tensor_from_data(F32(1.25, 2.5, -0.35, 1234.5, 0.125), DIMS(5), RT_FLOAT32));
    rt_tensor d = T(rt_torch_tensor_from_data(F64(0.125, 2.675, -1.5), DIMS(3), RT_FLOAT64));
    rt_tensor ints = T(rt_torch_tensor_from_data(I64(15, 25), DIMS(2), RT_INT64));
    rt_tensor r;

    r = T(rt_torch_tensor_round_decimals(x, 1));
    CHECK(rt_torch_tensor_dtype(r) == RT_FLOAT32);
    CHECK_VALUES(r, 1e-6, 1.2, 2.5, -0.4, 1234.5, 0.1);   /* 1.25 and 0.125 round half to even */
    FREE(r);
    r = T(rt_torch_tensor_round_decimals(x, -1));
    CHECK_VALUES(r, 0, 0, 0, 0, 1230, 0);
    FREE(r);
    r = T(rt_torch_tensor_round_decimals(x, 0));
    CHECK_VALUES(r, 0, 1, 2, 0, 1234, 0);
    FREE(r);
    r = T(rt_torch_tensor_round_decimals(d, 2));
    CHECK(rt_torch_tensor_dtype(r) == RT_FLOAT64);
    CHECK_VALUES(r, 1e-15, 0.12, 2.68, -1.5);   /* 2.675 * 100 rounds to 267.5 in double, then to even: 2.68 */
    FREE(r);

    CHECK_ERR(rt_torch_tensor_round_decimals(ints, 1), 0, RT_ERR_DTYPE, "rt_torch_tensor_round_decimals");
    CHECK_MSG_HAS("int64");
    CHECK_ERR(rt_torch_tensor_round_decimals(0, 1), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_round_decimals");
    FREE(x);
    FREE(d);
    FREE(ints);
}

static void weighted_binary_cross_entropy(void) {
    rt_tensor p = T(rt_torch_tensor_from_data(F32(0.5, 0.25), DIMS(2), RT_FLOAT32));
    rt_tensor t = T(rt_torch_tensor_from_data(F32(1, 0), DIMS(2), RT_FLOAT32));
    rt_tensor w = T(rt_torch_tensor_from_data(F32(2, 4), DIMS(2), RT_FLOAT32));
    rt_tensor one_weight = T(rt_torch_tensor_from_data(F64(3), DIMS(1), RT_FLOAT64));
    rt_tensor wrong = T(rt_torch_tensor_from_data(F32(1, 1, 1), DIMS(3), RT_FLOAT32));
    rt_tensor learned = T(rt_torch_tensor_from_data(F32(1, 1), DIMS(2), RT_FLOAT32));
    rt_tensor r;
    double a = -log(0.5), b = -log(0.75);

    r = T(rt_torch_nn_binary_cross_entropy_weighted(p, t, w, RT_REDUCTION_NONE));
    CHECK_VALUES(r, 1e-6, 2 * a, 4 * b);
    FREE(r);
    r = T(rt_torch_nn_binary_cross_entropy_weighted(p, t, w, RT_REDUCTION_SUM));
    CHECK_VALUES(r, 1e-6, 2 * a + 4 * b);
    FREE(r);
    r = T(rt_torch_nn_binary_cross_entropy_weighted(p, t, w, RT_REDUCTION_MEAN));
    CHECK_VALUES(r, 1e-6, (2 * a + 4 * b) / 2);
    FREE(r);
    r = T(rt_torch_nn_binary_cross_entropy_weighted(p, t, 0, RT_REDUCTION_MEAN));   /* no weight */
    CHECK_VALUES(r, 1e-6, (a + b) / 2);
    FREE(r);
    r = T(rt_torch_nn_binary_cross_entropy_weighted(p, t, one_weight, RT_REDUCTION_SUM));   /* broadcast */
    CHECK(rt_torch_tensor_dtype(r) == RT_FLOAT32);
    CHECK_VALUES(r, 1e-6, 3 * (a + b));
    FREE(r);

    CHECK_ERR(rt_torch_nn_binary_cross_entropy_weighted(p, t, wrong, RT_REDUCTION_MEAN), 0, RT_ERR_SHAPE,
              "rt_torch_nn_binary_cross_entropy_weighted");
    CHECK_ERR(rt_torch_nn_binary_cross_entropy_weighted(p, wrong, w, RT_REDUCTION_MEAN), 0, RT_ERR_SHAPE,
              "rt_torch_nn_binary_cross_entropy_weighted");
    CHECK_ERR(rt_torch_nn_binary_cross_entropy_weighted(p, t, w, 7), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_binary_cross_entropy_weighted");
    CHECK(rt_torch_tensor_set_requires_grad(learned, 1) == RT_OK);
    CHECK_ERR(rt_torch_nn_binary_cross_entropy_weighted(p, t, learned, RT_REDUCTION_MEAN), 0,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_binary_cross_entropy_weighted");
    CHECK_MSG_HAS("not differentiable with respect to weight");
    FREE(p);
    FREE(t);
    FREE(w);
    FREE(one_weight);
    FREE(wrong);
    FREE(learned);
}

int main(void) {
    int64_t live = check_start();
    round_decimals();
    weighted_binary_cross_entropy();
    check_finish("test_conveniences", live);
    return 0;
}
