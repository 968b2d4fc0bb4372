/* Section 22 (more linear algebra, ABI 1.3): bmm, outer, addmm and baddbmm with known inputs and values
 * read back through copy_to, and one bad input each. */
#include "check.h"

static rt_tensor f32(const float *data, const int64_t *dims, int32_t ndims) {
    return T(rt_torch_tensor_from_data(data, dims, ndims, RT_FLOAT32));
}

static void section22_products(void) {
    /* two batches of 2x2 matrices: [[1,2],[3,4]] and the identity, times [[1,0],[0,2]] and [[5,6],[7,8]] */
    rt_tensor a = f32(F32(1, 2, 3, 4, 1, 0, 0, 1), DIMS(2, 2, 2));
    rt_tensor b = f32(F32(1, 0, 0, 2, 5, 6, 7, 8), DIMS(2, 2, 2));
    rt_tensor v = f32(F32(1, 2, 3), DIMS(3));
    rt_tensor w = f32(F32(-1, 0.5), DIMS(2));
    rt_tensor row = f32(F32(10, 20), DIMS(2));
    rt_tensor r;

    r = T(rt_torch_tensor_bmm(a, b));
    CHECK_SHAPE(r, 2, 2, 2);
    CHECK_VALUES(r, 0, 1, 4, 3, 8, 5, 6, 7, 8);
    FREE(r);
    r = T(rt_torch_tensor_outer(v, w));
    CHECK_SHAPE(r, 3, 2);
    CHECK_VALUES(r, 0, -1, 0.5, -2, 1, -3, 1.5);
    FREE(r);

    /* 0.5 * row + 2 * (a[0] @ b[0]): the row broadcast over both rows of the product */
    rt_tensor a0 = f32(F32(1, 2, 3, 4), DIMS(2, 2));
    rt_tensor b0 = f32(F32(1, 0, 0, 2), DIMS(2, 2));
    r = T(rt_torch_tensor_addmm(row, a0, b0, 0.5, 2.0));
    CHECK_SHAPE(r, 2, 2);
    CHECK_VALUES(r, 0, 7, 18, 11, 26);
    FREE(r);
    r = T(rt_torch_tensor_baddbmm(row, a, b, 1.0, -1.0));
    CHECK_SHAPE(r, 2, 2, 2);
    CHECK_VALUES(r, 0, 9, 16, 7, 12, 5, 14, 3, 12);
    FREE(r);

    CHECK_ERR(rt_torch_tensor_bmm(a0, b0), 0, RT_ERR_SHAPE, "rt_torch_tensor_bmm");   /* 2-D operands */
    CHECK_ERR(rt_torch_tensor_outer(a0, v), 0, RT_ERR_SHAPE, "rt_torch_tensor_outer");
    CHECK_ERR(rt_torch_tensor_addmm(v, a0, b0, 1.0, 1.0), 0, RT_ERR_SHAPE, "rt_torch_tensor_addmm");
    CHECK_MSG_HAS("broadcast");
    rt_tensor ints = T(rt_torch_tensor_from_data(I64(1, 2), DIMS(2), RT_INT64));
    CHECK_ERR(rt_torch_tensor_baddbmm(ints, a, b, 1.0, 1.0), 0, RT_ERR_DTYPE, "rt_torch_tensor_baddbmm");
    CHECK_ERR(rt_torch_tensor_bmm(0, b), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_bmm");

    FREE(ints);
    FREE(a0);
    FREE(b0);
    FREE(a);
    FREE(b);
    FREE(v);
    FREE(w);
    FREE(row);
}

int main(void) {
    int64_t live = check_start();
    section22_products();
    check_finish("test_linalg_more", live);
    return 0;
}
