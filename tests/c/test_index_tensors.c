/* Section 18 (indexing with tensors, ABI 1.3): reads and out-of-place writes through several index tensors
 * and bool masks, scatter, scatter_value, scatter_add, scatter_reduce, index_add and take_along_dim, with
 * known values; each refuses a bad index with the documented code. */
#include "check.h"

static rt_tensor f32(const float *data, const int64_t *dims, int32_t ndims) {
    return T(rt_torch_tensor_from_data(data, dims, ndims, RT_FLOAT32));
}

static rt_tensor i64(const int64_t *data, const int64_t *dims, int32_t ndims) {
    return T(rt_torch_tensor_from_data(data, dims, ndims, RT_INT64));
}

int main(void) {
    long start = check_start();
    rt_tensor x = f32(F32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11), DIMS(3, 4));
    rt_tensor rows = i64(I64(2, 0, -1), DIMS(3));
    rt_tensor cols = i64(I64(3, 1, 0), DIMS(3));
    rt_tensor both[2] = {rows, cols};
    rt_tensor r;

    /* x[rows, cols] and x[rows] */
    r = T(rt_torch_tensor_index(x, both, 2));
    CHECK_SHAPE(r, 3);
    CHECK_VALUES(r, 0, 11, 1, 8);
    FREE(r);
    r = T(rt_torch_tensor_index(x, both, 1));
    CHECK_SHAPE(r, 3, 4);
    CHECK_VALUES(r, 0, 8, 9, 10, 11, 0, 1, 2, 3, 8, 9, 10, 11);
    FREE(r);

    /* x[mask] with a mask over the leading dim */
    uint8_t mask_data[3] = {1, 0, 1};
    rt_tensor mask = T(rt_torch_tensor_from_data(mask_data, DIMS(3), RT_BOOL));
    r = T(rt_torch_tensor_index(x, &mask, 1));
    CHECK_SHAPE(r, 2, 4);
    CHECK_VALUES(r, 0, 0, 1, 2, 3, 8, 9, 10, 11);
    FREE(r);

    /* x[rows, cols] = -1 and += 10 (a 0-dim value broadcast) */
    rt_tensor minus_one = f32(F32(-1), NULL, 0);
    r = T(rt_torch_tensor_index_put(x, both, 2, minus_one, 0));
    CHECK_VALUES(r, 0, 0, -1, 2, 3, 4, 5, 6, 7, -1, 9, 10, -1);
    FREE(r);
    rt_tensor ten = f32(F32(10), NULL, 0);
    rt_tensor same_row[1] = {i64(I64(1, 1), DIMS(2))};
    r = T(rt_torch_tensor_index_put(x, same_row, 1, ten, 1));   /* a repeated row adds twice */
    CHECK_VALUES(r, 0, 0, 1, 2, 3, 24, 25, 26, 27, 8, 9, 10, 11);
    FREE(r);

    /* scatter, scatter_value, scatter_add along dim 0; index_add and take_along_dim along dim 1 */
    rt_tensor index = i64(I64(2, 0, 1, 0), DIMS(1, 4));
    rt_tensor src = f32(F32(100, 200, 300, 400), DIMS(1, 4));
    r = T(rt_torch_tensor_scatter(x, 0, index, src));
    CHECK_VALUES(r, 0, 0, 200, 2, 400, 4, 5, 300, 7, 100, 9, 10, 11);
    FREE(r);
    r = T(rt_torch_tensor_scatter_value(x, 0, index, 0.5));
    CHECK_VALUES(r, 0, 0, 0.5, 2, 0.5, 4, 5, 0.5, 7, 0.5, 9, 10, 11);
    FREE(r);
    r = T(rt_torch_tensor_scatter_add(x, -2, index, src));
    CHECK_VALUES(r, 0, 0, 201, 2, 403, 4, 5, 306, 7, 108, 9, 10, 11);
    FREE(r);
    r = T(rt_torch_tensor_scatter_reduce(x, 0, index, src, RT_SCATTER_AMIN, 0));   /* x, smaller, left out */
    CHECK_VALUES(r, 0, 0, 200, 2, 400, 4, 5, 300, 7, 100, 9, 10, 11);
    FREE(r);
    r = T(rt_torch_tensor_scatter_reduce(x, 0, index, src, RT_SCATTER_MEAN, 1));
    CHECK_VALUES(r, 0, 0, 100.5, 2, 201.5, 4, 5, 153, 7, 54, 9, 10, 11);
    FREE(r);
    rt_tensor two = i64(I64(3, 3), DIMS(2));
    rt_tensor ones = f32(F32(1, 1, 1, 1, 1, 1), DIMS(3, 2));
    r = T(rt_torch_tensor_index_add(x, 1, two, ones, 2.0));
    CHECK_VALUES(r, 0, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15);
    FREE(r);
    rt_tensor picks = i64(I64(3, 0, 1), DIMS(3, 1));
    r = T(rt_torch_tensor_take_along_dim(x, picks, 1));
    CHECK_SHAPE(r, 3, 1);
    CHECK_VALUES(r, 0, 3, 4, 9);
    FREE(r);

    /* bad indices: out of range, a float index, a mask of the wrong shape, values of another dtype */
    rt_tensor far = i64(I64(3), DIMS(1));
    rt_tensor halves = f32(F32(0.5), DIMS(1));
    rt_tensor big_index = i64(I64(3, 0, 0, 0), DIMS(1, 4));
    rt_tensor doubles = T(rt_torch_tensor_from_data(F64(1), NULL, 0, RT_FLOAT64));
    CHECK_ERR(rt_torch_tensor_index(x, &far, 1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_index");
    CHECK_MSG_HAS("out of range");
    CHECK_ERR(rt_torch_tensor_index(x, &halves, 1), 0, RT_ERR_DTYPE, "rt_torch_tensor_index");
    CHECK_ERR(rt_torch_tensor_index(x, NULL, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_index");
    CHECK_ERR(rt_torch_tensor_index_put(x, &far, 1, minus_one, 0), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_index_put");
    CHECK_ERR(rt_torch_tensor_index_put(x, both, 2, doubles, 0), 0, RT_ERR_DTYPE, "rt_torch_tensor_index_put");
    CHECK_ERR(rt_torch_tensor_scatter(x, 0, big_index, src), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_scatter");
    CHECK_ERR(rt_torch_tensor_scatter_value(x, 2, index, 1.0), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_scatter_value");
    CHECK_ERR(rt_torch_tensor_scatter_add(x, 0, big_index, src), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_scatter_add");
    CHECK_ERR(rt_torch_tensor_scatter_reduce(x, 0, index, src, RT_SCATTER_AMIN + 1, 1), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_scatter_reduce");
    CHECK_ERR(rt_torch_tensor_index_add(x, 0, two, src, 1.0), 0, RT_ERR_SHAPE, "rt_torch_tensor_index_add");
    CHECK_ERR(rt_torch_tensor_take_along_dim(x, far, 1), 0, RT_ERR_SHAPE, "rt_torch_tensor_take_along_dim");
    CHECK_ERR(rt_torch_tensor_take_along_dim(x, picks, 0), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_take_along_dim");

    rt_tensor all[] = {x, rows, cols, mask, minus_one, ten, same_row[0], index, src, two, ones, picks, far, halves,
                       big_index, doubles};
    for (size_t k = 0; k < sizeof all / sizeof all[0]; k++)
        FREE(all[k]);
    check_finish("test_index_tensors", start);
    return 0;
}
