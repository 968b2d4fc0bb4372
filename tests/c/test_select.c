/* Section 40: rt_torch_tensor_select, a view of one position along a dim (negative positions count from the end),
 * with known values, its gradient, and the bad inputs it refuses with their codes. */
#include "check.h"

static void selects(void) {
    /* [[1, 2, 3], [4, 5, 6]] */
    rt_tensor x = T(rt_torch_tensor_from_data(F32(1, 2, 3, 4, 5, 6), DIMS(2, 3), RT_FLOAT32));
    rt_tensor r;

    r = T(rt_torch_tensor_select(x, 0, 1));
    CHECK_SHAPE(r, 3);
    CHECK_VALUES(r, 0, 4, 5, 6);
    FREE(r);
    r = T(rt_torch_tensor_select(x, 1, -1));   /* the last column */
    CHECK_SHAPE(r, 2);
    CHECK_VALUES(r, 0, 3, 6);
    FREE(r);
    r = T(rt_torch_tensor_select(x, -1, -3));   /* dim -1, the first column */
    CHECK_VALUES(r, 0, 1, 4);
    /* a view: writing into it writes x */
    rt_tensor nines = T(rt_torch_tensor_from_data(F32(9, 9), DIMS(2), RT_FLOAT32));
    CHECK(rt_torch_tensor_copy_from(r, nines) == RT_OK);
    CHECK_VALUES(x, 0, 9, 2, 3, 9, 5, 6);
    FREE(nines);
    FREE(r);
    FREE(x);
}

static void its_gradient(void) {
    rt_tensor x = T(rt_torch_tensor_from_data(F32(1, 2, 3, 4, 5, 6), DIMS(2, 3), RT_FLOAT32));
    CHECK(rt_torch_tensor_set_requires_grad(x, 1) == RT_OK);
    rt_tensor row = T(rt_torch_tensor_select(x, 1, 1));
    rt_tensor loss = T(rt_torch_tensor_sum(row));
    CHECK(rt_torch_tensor_backward(loss) == RT_OK);
    rt_tensor grad = T(rt_torch_tensor_grad(x));
    CHECK_VALUES(grad, 0, 0, 1, 0, 0, 1, 0);
    FREE(grad);
    FREE(loss);
    FREE(row);
    FREE(x);
}

static void bad_input(void) {
    rt_tensor x = T(rt_torch_tensor_from_data(F32(1, 2, 3, 4, 5, 6), DIMS(2, 3), RT_FLOAT32));
    rt_tensor scalar = T(rt_torch_tensor_full(NULL, 0, 1.0));

    CHECK_ERR(rt_torch_tensor_select(x, 1, 3), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_select");
    CHECK_MSG_HAS("index 3 is out of range for dim 1 of size 3");
    CHECK_ERR(rt_torch_tensor_select(x, 0, -3), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_select");
    CHECK_MSG_HAS("index -3");
    CHECK_ERR(rt_torch_tensor_select(x, 2, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_select");
    CHECK_MSG_HAS("dim 2");
    CHECK_ERR(rt_torch_tensor_select(scalar, 0, 0), 0, RT_ERR_SHAPE, "rt_torch_tensor_select");
    CHECK_MSG_HAS("0-dim");
    CHECK_ERR(rt_torch_tensor_select(0, 0, 0), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_select");
    FREE(scalar);
    FREE(x);
}

int main(void) {
    int64_t live = check_start();
    selects();
    its_gradient();
    bad_input();
    check_finish("test_select", live);
    return 0;
}
