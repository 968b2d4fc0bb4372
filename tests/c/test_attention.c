/* Section 25 (ABI 1.4) from C: scaled dot-product attention on inputs whose answer is known (equal scores
 * average the values; a causal mask averages a prefix; a row that takes nothing is 0), a gradient through
 * it, the RNN, LSTM and GRU cells with zero weights (so the gates are the biases), and the error codes of
 * bad shapes, dtypes and arguments. */
#include <math.h>

#include "check.h"

static double sigmoid(double x) { return 1.0 / (1.0 + exp(-x)); }

static void attention(void) {
    /* weights of 1/3 times values up to 60: 1e-6 is under float32's step at 30, which a GPU's other order of
     * summing may take */
    const double tol = check_tol(1e-6, 1e-5);
    rt_tensor q = T(rt_torch_tensor_zeros(DIMS(3, 2)));
    rt_tensor k = T(rt_torch_tensor_zeros(DIMS(3, 2)));
    rt_tensor v = T(rt_torch_tensor_from_data(F32(1, 10, 2, 20, 6, 60), DIMS(3, 2), RT_FLOAT32));
    rt_tensor r = T(rt_torch_nn_scaled_dot_product_attention(q, k, v, 0, 0.0, 0, NAN));
    CHECK_SHAPE(r, 3, 2);
    CHECK_VALUES(r, tol, 3, 30, 3, 30, 3, 30);   /* equal scores: the mean of the values */
    FREE(r);
    r = T(rt_torch_nn_scaled_dot_product_attention(q, k, v, 0, 0.0, 1, NAN));
    CHECK_VALUES(r, tol, 1, 10, 1.5, 15, 3, 30);   /* causal: the mean of a growing prefix */
    FREE(r);
    rt_tensor mask = T(rt_torch_tensor_from_data(U8(0, 0, 1, 0, 0, 0, 1, 1, 0), DIMS(3, 3), RT_BOOL));
    r = T(rt_torch_nn_scaled_dot_product_attention(q, k, v, mask, 0.0, 0, 1.0));
    CHECK_VALUES(r, 1e-6, 6, 60, 0, 0, 1.5, 15);   /* the second row takes nothing: 0 */
    FREE(r);

    /* d sum(out) / d v: each output row spreads 1 evenly over the values it averages */
    CHECK(rt_torch_tensor_set_requires_grad(v, 1) == RT_OK);
    r = T(rt_torch_nn_scaled_dot_product_attention(q, k, v, 0, 0.0, 1, NAN));
    rt_tensor total = T(rt_torch_tensor_sum(r));
    CHECK(rt_torch_tensor_backward(total) == RT_OK);
    rt_tensor grad = T(rt_torch_tensor_grad(v));
    CHECK_VALUES(grad, 1e-6, 1 + 0.5 + 1.0 / 3, 1 + 0.5 + 1.0 / 3, 0.5 + 1.0 / 3, 0.5 + 1.0 / 3, 1.0 / 3, 1.0 / 3);
    FREE(grad);
    FREE(total);
    FREE(r);

    CHECK_ERR(rt_torch_nn_scaled_dot_product_attention(q, k, v, mask, 0.0, 1, NAN), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_scaled_dot_product_attention");   /* a mask and is_causal */
    CHECK_ERR(rt_torch_nn_scaled_dot_product_attention(q, k, v, 0, 1.5, 0, NAN), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_scaled_dot_product_attention");
    CHECK_ERR(rt_torch_nn_scaled_dot_product_attention(q, k, v, 0, 0.0, 0, INFINITY), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_scaled_dot_product_attention");
    rt_tensor wide = T(rt_torch_tensor_zeros(DIMS(3, 5)));
    CHECK_ERR(rt_torch_nn_scaled_dot_product_attention(q, wide, v, 0, 0.0, 0, NAN), 0, RT_ERR_SHAPE,
              "rt_torch_nn_scaled_dot_product_attention");
    rt_tensor ints = T(rt_torch_tensor_from_data(I64(1, 2, 3, 4, 5, 6), DIMS(3, 2), RT_INT64));
    CHECK_ERR(rt_torch_nn_scaled_dot_product_attention(ints, ints, ints, 0, 0.0, 0, NAN), 0, RT_ERR_DTYPE,
              "rt_torch_nn_scaled_dot_product_attention");
    FREE(ints);
    FREE(wide);
    FREE(mask);
    FREE(q);
    FREE(k);
    FREE(v);
}

static void cells(void) {
    rt_tensor x = T(rt_torch_tensor_from_data(F32(1, 2, 3), DIMS(1, 3), RT_FLOAT32));
    rt_tensor h = T(rt_torch_tensor_from_data(F32(0.5, -0.5), DIMS(1, 2), RT_FLOAT32));
    rt_tensor c = T(rt_torch_tensor_from_data(F32(1, 2), DIMS(1, 2), RT_FLOAT32));
    rt_tensor r;

    /* the RNN cell: tanh(b_ih + b_hh) with zero weights */
    rt_tensor wi = T(rt_torch_tensor_zeros(DIMS(2, 3))), wh = T(rt_torch_tensor_zeros(DIMS(2, 2)));
    rt_tensor bi = T(rt_torch_tensor_from_data(F32(0.25, -1), DIMS(2), RT_FLOAT32));
    r = T(rt_torch_nn_rnn_cell(x, h, wi, wh, bi, bi, 0));
    CHECK_VALUES(r, 1e-6, tanh(0.5), tanh(-2.0));
    FREE(r);
    r = T(rt_torch_nn_rnn_cell(x, h, wi, wh, bi, 0, 1));   /* relu, one bias */
    CHECK_VALUES(r, 1e-6, 0.25, 0.0);
    FREE(r);
    FREE(wi);
    FREE(wh);
    FREE(bi);

    /* the LSTM cell: gates i, f, g, o are the biases 0, 1, 2, -1 (per unit) */
    wi = T(rt_torch_tensor_zeros(DIMS(8, 3)));
    wh = T(rt_torch_tensor_zeros(DIMS(8, 2)));
    bi = T(rt_torch_tensor_from_data(F32(0, 0, 1, 1, 2, 2, -1, -1), DIMS(8), RT_FLOAT32));
    rt_tensor hn, cn;
    CHECK(rt_torch_nn_lstm_cell(x, h, c, wi, wh, bi, 0, &hn, &cn) == RT_OK);
    double c0 = sigmoid(1) * 1 + sigmoid(0) * tanh(2), c1 = sigmoid(1) * 2 + sigmoid(0) * tanh(2);
    CHECK_VALUES(cn, 1e-6, c0, c1);
    CHECK_VALUES(hn, 1e-6, sigmoid(-1) * tanh(c0), sigmoid(-1) * tanh(c1));
    FREE(hn);
    FREE(cn);
    CHECK_ERR(rt_torch_nn_lstm_cell(x, h, c, wh, wh, bi, 0, &hn, &cn), RT_ERR_SHAPE, RT_ERR_SHAPE,
              "rt_torch_nn_lstm_cell");   /* w_ih of the wrong shape */
    FREE(wi);
    FREE(wh);
    FREE(bi);

    /* the GRU cell: r, z = sigmoid(biases), n = tanh(b_in + r * b_hn), h' = n + z (h - n) */
    wi = T(rt_torch_tensor_zeros(DIMS(6, 3)));
    wh = T(rt_torch_tensor_zeros(DIMS(6, 2)));
    bi = T(rt_torch_tensor_from_data(F32(0, 0, 1, 1, 0.5, 0.5), DIMS(6), RT_FLOAT32));
    rt_tensor bh = T(rt_torch_tensor_from_data(F32(0, 0, 0, 0, 1, 1), DIMS(6), RT_FLOAT32));
    r = T(rt_torch_nn_gru_cell(x, h, wi, wh, bi, bh));
    double n = tanh(0.5 + sigmoid(0) * 1), z = sigmoid(1);
    CHECK_VALUES(r, 1e-6, n + z * (0.5 - n), n + z * (-0.5 - n));
    FREE(r);
    rt_tensor ints = T(rt_torch_tensor_from_data(I64(1, 2, 3), DIMS(1, 3), RT_INT64));
    CHECK_ERR(rt_torch_nn_gru_cell(ints, h, wi, wh, bi, bh), 0, RT_ERR_DTYPE, "rt_torch_nn_gru_cell");
    FREE(ints);
    FREE(wi);
    FREE(wh);
    FREE(bi);
    FREE(bh);
    FREE(x);
    FREE(h);
    FREE(c);
}

int main(void) {
    int64_t live = check_start();
    attention();
    cells();
    check_finish("test_attention", live);
    return 0;
}
