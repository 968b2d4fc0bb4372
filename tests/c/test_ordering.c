/* Section 19 (ABI 1.3): sort, argsort, topk, kthvalue, median, mode, cummax/cummin, unique, searchsorted,
 * bucketize and variance with a correction, from C, on inputs whose answers are known exactly; a gradient
 * through sorted values; the error codes of bad dims, k, dtypes and shapes, with no output handle left. */
#include "check.h"

static rt_tensor f32(const float *data, const int64_t *dims, int32_t ndims) {
    return T(rt_torch_tensor_from_data(data, dims, ndims, RT_FLOAT32));
}

static void sorting(void) {
    rt_tensor x = f32(F32(3, 1, 4, 1.5, 9, 2), DIMS(2, 3));
    rt_tensor values, indices, r;

    CHECK(rt_torch_tensor_sort(x, 1, 0, 1, &values, &indices) == RT_OK);
    CHECK_VALUES(values, 0, 1, 3, 4, 1.5, 2, 9);
    CHECK(rt_torch_tensor_dtype(indices) == RT_INT64);
    CHECK_VALUES(indices, 0, 1, 0, 2, 0, 2, 1);
    FREE(values);
    FREE(indices);
    CHECK(rt_torch_tensor_sort(x, -2, 1, 0, &values, &indices) == RT_OK);   /* descending down the columns */
    CHECK_VALUES(values, 0, 3, 9, 4, 1.5, 1, 2);
    CHECK_VALUES(indices, 0, 0, 1, 0, 1, 0, 1);
    FREE(values);
    FREE(indices);
    r = T(rt_torch_tensor_argsort(x, 1, 1, 0));
    CHECK_VALUES(r, 0, 2, 0, 1, 1, 2, 0);
    FREE(r);

    CHECK(rt_torch_tensor_topk(x, 2, 1, 1, 1, &values, &indices) == RT_OK);
    CHECK_SHAPE(values, 2, 2);
    CHECK_VALUES(values, 0, 4, 3, 9, 2);
    CHECK_VALUES(indices, 0, 2, 0, 1, 2);
    FREE(values);
    FREE(indices);
    CHECK(rt_torch_tensor_kthvalue(x, 2, 1, 1, &values, &indices) == RT_OK);
    CHECK_SHAPE(values, 2, 1);
    CHECK_VALUES(values, 0, 3, 2);
    CHECK_VALUES(indices, 0, 0, 2);
    FREE(values);
    FREE(indices);

    /* sum of the sorted values: every element gets 1 back, wherever it was moved */
    CHECK(rt_torch_tensor_set_requires_grad(x, 1) == RT_OK);
    CHECK(rt_torch_tensor_sort(x, 0, 1, 0, &values, &indices) == RT_OK);
    r = T(rt_torch_tensor_sum(values));
    CHECK(rt_torch_tensor_backward(r) == RT_OK);
    rt_tensor grad = T(rt_torch_tensor_grad(x));
    CHECK_VALUES(grad, 0, 1, 1, 1, 1, 1, 1);
    FREE(grad);
    FREE(r);
    FREE(values);
    FREE(indices);

    values = indices = 7;   /* a failure writes 0 to the outputs */
    CHECK_ERR(rt_torch_tensor_sort(x, 2, 0, 0, &values, &indices), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_sort");
    CHECK(values == 0 && indices == 0);
    CHECK_ERR(rt_torch_tensor_topk(x, 4, 1, 1, 1, &values, &indices), RT_ERR_INVALID_ARGUMENT,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_topk");
    CHECK_ERR(rt_torch_tensor_kthvalue(x, 0, 1, 0, &values, &indices), RT_ERR_INVALID_ARGUMENT,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_kthvalue");
    CHECK_MSG_HAS("counts from 1");
    CHECK_ERR(rt_torch_tensor_sort(x, 0, 0, 0, NULL, &indices), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_sort");
    rt_tensor z = T(rt_torch_tensor_from_data(F32(1, 2, 3, 4), DIMS(2), RT_COMPLEX64));
    CHECK_ERR(rt_torch_tensor_argsort(z, 0, 0, 0), 0, RT_ERR_DTYPE, "rt_torch_tensor_argsort");
    FREE(z);
    FREE(x);
}

static void statistics(void) {
    rt_tensor x = f32(F32(5, 1, 4, 2, 3, 7), DIMS(2, 3));
    rt_tensor counts = T(rt_torch_tensor_from_data(I64(2, 7, 2, 7, 1, 1), DIMS(6), RT_INT64));
    rt_tensor values, indices, r;

    r = T(rt_torch_tensor_median(x));   /* the lower of 3 and 4 */
    CHECK_VALUES(r, 0, 3);
    FREE(r);
    CHECK(rt_torch_tensor_median_dim(x, 1, 0, &values, &indices) == RT_OK);
    CHECK_VALUES(values, 0, 4, 3);
    CHECK_VALUES(indices, 0, 2, 1);
    FREE(values);
    FREE(indices);
    CHECK(rt_torch_tensor_mode(counts, 0, 0, &values, &indices) == RT_OK);   /* 1, 2 and 7 twice: the smallest */
    CHECK_SHAPE(values);
    CHECK_VALUES(values, 0, 1);
    CHECK_VALUES(indices, 0, 5);   /* its last position */
    FREE(values);
    FREE(indices);

    CHECK(rt_torch_tensor_cummax(x, 1, &values, &indices) == RT_OK);
    CHECK_VALUES(values, 0, 5, 5, 5, 2, 3, 7);
    CHECK_VALUES(indices, 0, 0, 0, 0, 0, 1, 2);
    FREE(values);
    FREE(indices);
    CHECK(rt_torch_tensor_cummin(counts, 0, &values, &indices) == RT_OK);
    CHECK_VALUES(values, 0, 2, 2, 2, 2, 1, 1);
    CHECK_VALUES(indices, 0, 0, 0, 2, 2, 4, 5);   /* the latest of ties */
    FREE(values);
    FREE(indices);

    rt_tensor inverse, how_many;
    CHECK(rt_torch_tensor_unique(counts, &values, &inverse, &how_many) == RT_OK);
    CHECK_VALUES(values, 0, 1, 2, 7);
    CHECK_VALUES(inverse, 0, 1, 2, 1, 2, 0, 0);
    CHECK_VALUES(how_many, 0, 2, 2, 2);
    FREE(values);
    FREE(inverse);
    FREE(how_many);

    /* rows [5 1 4] and [2 3 7]: means 10/3 and 4, squared deviations 26/3 and 14 */
    r = T(rt_torch_tensor_var_correction(x, I64(1), 1, 0.0, 0));
    CHECK_VALUES(r, 1e-5, 26.0 / 9, 14.0 / 3);
    FREE(r);
    r = T(rt_torch_tensor_std_correction(x, I64(-1), 1, 1.0, 1));
    CHECK_SHAPE(r, 2, 1);
    CHECK_VALUES(r, 1e-5, 2.0816659994661326, 2.6457513110645907);
    FREE(r);
    r = T(rt_torch_tensor_var_correction(x, NULL, 0, 1.0, 0));   /* n 0: every element */
    CHECK_SHAPE(r);
    CHECK_VALUES(r, 1e-5, 4.666666666666667);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_var_correction(x, I64(0, -2), 2, 1.0, 0), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_var_correction");
    CHECK_ERR(rt_torch_tensor_var_correction(counts, NULL, 0, 1.0, 0), 0, RT_ERR_DTYPE,
              "rt_torch_tensor_var_correction");
    CHECK_ERR(rt_torch_tensor_median_dim(x, 2, 0, &values, &indices), RT_ERR_INVALID_ARGUMENT,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_median_dim");
    FREE(counts);
    FREE(x);
}

static void searching(void) {
    rt_tensor edges = f32(F32(1, 3, 5), DIMS(3));
    rt_tensor v = f32(F32(3, 0, 6, 4.5), DIMS(2, 2));
    rt_tensor r;

    r = T(rt_torch_tensor_searchsorted(edges, v, 0, 0, 0));
    CHECK(rt_torch_tensor_dtype(r) == RT_INT64);
    CHECK_VALUES(r, 0, 1, 0, 3, 2);
    FREE(r);
    r = T(rt_torch_tensor_searchsorted(edges, v, 1, 1, 0));
    CHECK(rt_torch_tensor_dtype(r) == RT_INT32);
    CHECK_VALUES(r, 0, 2, 0, 3, 2);
    FREE(r);
    rt_tensor shuffled = f32(F32(5, 1, 3), DIMS(3));
    rt_tensor order = T(rt_torch_tensor_from_data(I64(1, 2, 0), DIMS(3), RT_INT64));
    r = T(rt_torch_tensor_searchsorted(shuffled, v, 0, 0, order));   /* sorted through the sorter */
    CHECK_VALUES(r, 0, 1, 0, 3, 2);
    FREE(r);
    r = T(rt_torch_tensor_bucketize(v, edges, 0, 1));
    CHECK_SHAPE(r, 2, 2);
    CHECK_VALUES(r, 0, 2, 0, 3, 2);
    FREE(r);

    CHECK_ERR(rt_torch_tensor_bucketize(v, v, 0, 0), 0, RT_ERR_SHAPE, "rt_torch_tensor_bucketize");
    CHECK_ERR(rt_torch_tensor_searchsorted(shuffled, v, 0, 0, edges), 0, RT_ERR_DTYPE, "rt_torch_tensor_searchsorted");
    CHECK_ERR(rt_torch_tensor_searchsorted(edges, v, 0, 0, -4), 0, RT_ERR_INVALID_HANDLE,
              "rt_torch_tensor_searchsorted");
    FREE(order);
    FREE(shuffled);
    FREE(v);
    FREE(edges);
}

int main(void) {
    int64_t live = check_start();
    sorting();
    statistics();
    searching();
    check_finish("test_ordering", live);
    return 0;
}
