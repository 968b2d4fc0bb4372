/* Section 9 (ABI 1.4) from C: group and RMS normalisation, and embedding's padding_idx and max_norm, on
 * inputs whose answers are known, gradients, and the error codes of bad groups, shapes and dtypes. */
#include <math.h>

#include "check.h"

int main(void) {
    int64_t live = check_start();
    /* one sample, 2 channels of 2 positions: groups of one channel normalise (1, 3) and (2, 6) */
    rt_tensor x = T(rt_torch_tensor_from_data(F32(1, 3, 2, 6), DIMS(1, 2, 2), RT_FLOAT32));
    rt_tensor w = T(rt_torch_tensor_from_data(F32(2, 1), DIMS(2), RT_FLOAT32));
    rt_tensor b = T(rt_torch_tensor_from_data(F32(0, 10), DIMS(2), RT_FLOAT32));
    rt_tensor r = T(rt_torch_nn_group_norm(x, 2, w, b, 0.0));
    CHECK_VALUES(r, 1e-5, -2, 2, 9, 11);
    FREE(r);
    r = T(rt_torch_nn_group_norm(x, 1, 0, 0, 0.0));   /* one group: mean 3, variance 3.5 */
    CHECK_VALUES(r, 1e-5, -2 / sqrt(3.5), 0, -1 / sqrt(3.5), 3 / sqrt(3.5));
    FREE(r);

    /* RMS over the last dim: rows (1, 3) and (2, 6) have mean squares 5 and 20 */
    r = T(rt_torch_nn_rms_norm(x, I64(2), 1, 0, 0.0));
    CHECK_VALUES(r, 1e-5, 1 / sqrt(5.0), 3 / sqrt(5.0), 2 / sqrt(20.0), 6 / sqrt(20.0));
    FREE(r);
    rt_tensor w2 = T(rt_torch_tensor_from_data(F32(10, 100), DIMS(2), RT_FLOAT32));
    r = T(rt_torch_nn_rms_norm(x, I64(2), 1, w2, NAN));   /* NaN: float32's epsilon */
    CHECK_VALUES(r, 1e-4, 10 / sqrt(5.0), 300 / sqrt(5.0), 20 / sqrt(20.0), 600 / sqrt(20.0));
    FREE(r);

    CHECK(rt_torch_tensor_set_requires_grad(w, 1) == RT_OK);
    r = T(rt_torch_nn_group_norm(x, 2, w, b, 0.0));
    rt_tensor total = T(rt_torch_tensor_sum(r));
    CHECK(rt_torch_tensor_backward(total) == RT_OK);
    rt_tensor grad = T(rt_torch_tensor_grad(w));   /* the normalised values of each channel sum to 0 */
    CHECK_VALUES(grad, 1e-5, 0, 0);
    FREE(grad);
    FREE(total);
    FREE(r);

    CHECK_ERR(rt_torch_nn_group_norm(x, 3, 0, 0, 1e-5), 0, RT_ERR_SHAPE, "rt_torch_nn_group_norm");
    CHECK_ERR(rt_torch_nn_group_norm(x, 2, w2, w, -1.0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_group_norm");
    CHECK_ERR(rt_torch_nn_rms_norm(x, I64(3), 1, 0, 1e-5), 0, RT_ERR_SHAPE, "rt_torch_nn_rms_norm");
    rt_tensor ints = T(rt_torch_tensor_from_data(I64(1, 2, 3, 4), DIMS(1, 2, 2), RT_INT64));
    CHECK_ERR(rt_torch_nn_rms_norm(ints, I64(2), 1, 0, 1e-5), 0, RT_ERR_DTYPE, "rt_torch_nn_rms_norm");
    FREE(ints);

    /* embedding: row 0 is padding (no gradient); max_norm 1 rescales row 1 (3, 4) to (0.6, 0.8) in place */
    rt_tensor table = T(rt_torch_tensor_from_data(F32(0, 0, 3, 4, 0.5, 0), DIMS(3, 2), RT_FLOAT32));
    rt_tensor ids = T(rt_torch_tensor_from_data(I64(1, 0, 1), DIMS(3), RT_INT64));
    CHECK(rt_torch_tensor_set_requires_grad(table, 1) == RT_OK);
    r = T(rt_torch_nn_embedding_ex(ids, table, 0, 1.0, 2.0));
    CHECK_VALUES(r, 1e-6, 0.6, 0.8, 0, 0, 0.6, 0.8);
    total = T(rt_torch_tensor_sum(r));
    CHECK(rt_torch_tensor_backward(total) == RT_OK);
    grad = T(rt_torch_tensor_grad(table));
    CHECK_VALUES(grad, 0, 0, 0, 2, 2, 0, 0);   /* the padding row gets none */
    FREE(grad);
    FREE(total);
    FREE(r);
    CHECK_ERR(rt_torch_nn_embedding_ex(ids, table, 3, 0.0, 2.0), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_embedding_ex");   /* no row 3 */
    FREE(ids);
    FREE(table);
    FREE(w2);
    FREE(x);
    FREE(w);
    FREE(b);
    check_finish("test_norms", live);
    return 0;
}
