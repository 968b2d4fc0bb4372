/* Section 10 (ABI 1.5) from C: the CTC loss on alignments that can be counted by hand (every class equally
 * likely, so a target's probability is its number of alignments over 2^T), its gradient, and the error codes.
 *
 * Three samples, T = 3 steps of 2 classes (blank 0, label 1), all of probability 1/2:
 *   sample 0: target [1] in 2 steps: alignments 11, 01, 10    -> loss log(4/3)
 *   sample 1: target [1, 1] in 3 steps: only 101              -> loss log(8)
 *   sample 2: the empty target in 2 steps: only 00             -> loss log(4)
 */
#include <math.h>

#include "check.h"

int main(void) {
    int64_t live = check_start();
    const double h = log(0.5);
    rt_tensor lp = T(rt_torch_tensor_full_options(DIMS(3, 3, 2), h, RT_FLOAT32, RT_DEVICE_DEFAULT));
    rt_tensor padded = T(rt_torch_tensor_from_data(I64(1, 1, 1, 1, 1, 1), DIMS(3, 2), RT_INT64));
    rt_tensor flat = T(rt_torch_tensor_from_data(I32(1, 1, 1), DIMS(3), RT_INT32));
    rt_tensor ins = T(rt_torch_tensor_from_data(I64(2, 3, 2), DIMS(3), RT_INT64));
    rt_tensor outs = T(rt_torch_tensor_from_data(I64(1, 2, 0), DIMS(3), RT_INT64));
    const double l0 = log(4.0 / 3.0), l1 = log(8.0), l2 = log(4.0);

    rt_tensor r = T(rt_torch_nn_ctc_loss(lp, padded, ins, outs, 0, RT_REDUCTION_NONE, 0));
    CHECK_SHAPE(r, 3);
    CHECK_VALUES(r, 1e-5, l0, l1, l2);
    FREE(r);
    r = T(rt_torch_nn_ctc_loss(lp, flat, ins, outs, 0, RT_REDUCTION_NONE, 0));   /* the same targets, 1-D */
    CHECK_VALUES(r, 1e-5, l0, l1, l2);
    FREE(r);
    r = T(rt_torch_nn_ctc_loss(lp, padded, ins, outs, 0, RT_REDUCTION_MEAN, 0));   /* each over its length */
    CHECK_SHAPE(r);
    CHECK_VALUES(r, 1e-5, (l0 / 1 + l1 / 2 + l2 / 1) / 3);
    FREE(r);
    r = T(rt_torch_nn_ctc_loss(lp, padded, ins, outs, 0, RT_REDUCTION_SUM, 0));
    CHECK_VALUES(r, 1e-5, l0 + l1 + l2);
    FREE(r);

    /* [1, 1] in 2 steps has no alignment: an infinite loss, or 0 with zero_infinity */
    rt_tensor short_ins = T(rt_torch_tensor_from_data(I64(2, 2, 2), DIMS(3), RT_INT64));
    r = T(rt_torch_nn_ctc_loss(lp, padded, short_ins, outs, 0, RT_REDUCTION_NONE, 0));
    double values[3];
    CHECK(check_read(r, values, 3) == 3);
    CHECK(isinf(values[1]) && values[1] > 0);
    FREE(r);
    r = T(rt_torch_nn_ctc_loss(lp, padded, short_ins, outs, 0, RT_REDUCTION_NONE, 1));
    CHECK_VALUES(r, 1e-5, l0, 0, l2);
    FREE(r);
    FREE(short_ins);

    /* PyTorch's gradient, exp(lp) minus each class's share of the alignments: the empty target's only
     * alignment is blank, blank, so its gradient is -1/2 for the blank and 1/2 for the label, and 0 past its end */
    CHECK(rt_torch_tensor_set_requires_grad(lp, 1) == RT_OK);
    r = T(rt_torch_nn_ctc_loss(lp, padded, ins, outs, 0, RT_REDUCTION_SUM, 0));
    CHECK(rt_torch_tensor_backward(r) == RT_OK);
    rt_tensor grad = T(rt_torch_tensor_grad(lp));
    rt_tensor last = T(rt_torch_tensor_slice(grad, 1, 2, 3, 1));
    CHECK_SHAPE(last, 3, 1, 2);
    CHECK_VALUES(last, 1e-5, -0.5, 0.5, -0.5, 0.5, 0, 0);
    /* sample 1 has one alignment, 1 0 1: -1/2 where it goes, 1/2 elsewhere */
    rt_tensor middle = T(rt_torch_tensor_slice(grad, 1, 1, 2, 1));
    CHECK_VALUES(middle, 1e-5, 0.5, -0.5, -0.5, 0.5, 0.5, -0.5);
    FREE(middle);
    FREE(last);
    FREE(grad);
    FREE(r);

    /* errors */
    rt_tensor ints = T(rt_torch_tensor_zeros_options(DIMS(3, 3, 2), RT_INT64, RT_DEVICE_DEFAULT));
    CHECK_ERR(rt_torch_nn_ctc_loss(ints, padded, ins, outs, 0, RT_REDUCTION_MEAN, 0), 0, RT_ERR_DTYPE,
              "rt_torch_nn_ctc_loss");
    CHECK_MSG_HAS("float32 or float64");
    CHECK_ERR(rt_torch_nn_ctc_loss(lp, lp, ins, outs, 0, RT_REDUCTION_MEAN, 0), 0, RT_ERR_DTYPE,
              "rt_torch_nn_ctc_loss");   /* float targets */
    CHECK_ERR(rt_torch_nn_ctc_loss(lp, padded, ins, outs, 2, RT_REDUCTION_MEAN, 0), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_ctc_loss");   /* blank outside the classes */
    CHECK_ERR(rt_torch_nn_ctc_loss(lp, padded, ins, outs, 1, RT_REDUCTION_MEAN, 0), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_ctc_loss");   /* the targets are the blank */
    CHECK_MSG_HAS("other than the blank");
    CHECK_ERR(rt_torch_nn_ctc_loss(lp, padded, outs, ins, 0, RT_REDUCTION_MEAN, 0), 0, RT_ERR_SHAPE,
              "rt_torch_nn_ctc_loss");   /* a target length of 3 in rows of 2 */
    rt_tensor long_ins = T(rt_torch_tensor_from_data(I64(4, 3, 2), DIMS(3), RT_INT64));
    CHECK_ERR(rt_torch_nn_ctc_loss(lp, padded, long_ins, outs, 0, RT_REDUCTION_MEAN, 0), 0,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_ctc_loss");   /* longer than T */
    CHECK_ERR(rt_torch_nn_ctc_loss(lp, padded, outs, outs, 0, 7, 0), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_ctc_loss");   /* no reduction 7 */
    CHECK_ERR(rt_torch_nn_ctc_loss(lp, padded, padded, outs, 0, RT_REDUCTION_MEAN, 0), 0, RT_ERR_SHAPE,
              "rt_torch_nn_ctc_loss");   /* lengths of the wrong shape */
    CHECK_ERR(rt_torch_nn_ctc_loss(lp, padded, ins, 0, 0, RT_REDUCTION_MEAN, 0), 0, RT_ERR_INVALID_HANDLE,
              "rt_torch_nn_ctc_loss");
    FREE(long_ins);
    FREE(ints);

    FREE(lp);
    FREE(padded);
    FREE(flat);
    FREE(ins);
    FREE(outs);
    check_finish("test_ctc", live);
    return 0;
}
