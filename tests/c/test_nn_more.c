/* ABI 1.4's activations (section 4), one_hot, normalize and cosine_similarity (section 9) and losses (section 10),
 * from C, on inputs whose answers PyTorch gives (to 1e-5): values, a gradient through prelu, class weights,
 * ignore_index, label smoothing and probability targets, and the error codes of bad arguments. */
#include "check.h"

#include <math.h>

static rt_tensor f32(const float *data, const int64_t *dims, int32_t ndims) {
    return T(rt_torch_tensor_from_data(data, dims, ndims, RT_FLOAT32));
}

static rt_tensor i64(const int64_t *data, const int64_t *dims, int32_t ndims) {
    return T(rt_torch_tensor_from_data(data, dims, ndims, RT_INT64));
}

#define TOL 1e-5

static void activations(void) {
    rt_tensor x = f32(F32(-2, -0.5, 0, 1, 4), DIMS(5));
    rt_tensor r;

    r = T(rt_torch_silu(x));
    CHECK_VALUES(r, TOL, -0.2384058, -0.1887703, 0, 0.7310586, 3.928055);
    FREE(r);
    r = T(rt_torch_mish(x));
    CHECK_VALUES(r, TOL, -0.2525015, -0.2207438, 0, 0.8650984, 3.997413);
    FREE(r);
    r = T(rt_torch_hardswish(x));
    CHECK_VALUES(r, TOL, -0.3333333, -0.2083333, 0, 0.6666667, 4);
    FREE(r);
    r = T(rt_torch_hardsigmoid(x));
    CHECK_VALUES(r, TOL, 0.1666667, 0.4166667, 0.5, 0.6666667, 1);
    FREE(r);
    r = T(rt_torch_elu(x, 0.5));
    CHECK_VALUES(r, TOL, -0.4323324, -0.1967347, 0, 1, 4);
    FREE(r);
    r = T(rt_torch_selu(x));
    CHECK_VALUES(r, TOL, -1.520167, -0.6917582, 0, 1.050701, 4.202804);
    FREE(r);
    r = T(rt_torch_celu(x, 2.0));
    CHECK_VALUES(r, TOL, -1.264241, -0.4423984, 0, 1, 4);
    FREE(r);
    r = T(rt_torch_gelu_tanh(x));
    CHECK_VALUES(r, TOL, -0.04540229, -0.154286, 0, 0.841192, 3.99993);
    FREE(r);
    r = T(rt_torch_hardtanh(x, -1, 2));
    CHECK_VALUES(r, TOL, -1, -0.5, 0, 1, 2);
    FREE(r);
    r = T(rt_torch_relu6(x));
    CHECK_VALUES(r, TOL, 0, 0, 0, 1, 4);
    FREE(r);
    r = T(rt_torch_logsigmoid(x));
    CHECK_VALUES(r, TOL, -2.126928, -0.974077, -0.6931472, -0.3132617, -0.01814993);
    FREE(r);
    r = T(rt_torch_softsign(x));
    CHECK_VALUES(r, TOL, -0.6666667, -0.3333333, 0, 0.5, 0.8);
    FREE(r);
    r = T(rt_torch_tanhshrink(x));
    CHECK_VALUES(r, TOL, -1.035972, -0.03788283, 0, 0.2384058, 3.000671);
    FREE(r);

    /* integers: relu6 keeps them, a floating-only activation refuses them */
    rt_tensor ints = i64(I64(-3, 2, 9), DIMS(3));
    r = T(rt_torch_relu6(ints));
    CHECK(rt_torch_tensor_dtype(r) == RT_INT64);
    CHECK_VALUES(r, 0, 0, 2, 6);
    FREE(r);
    CHECK_ERR(rt_torch_silu(ints), 0, RT_ERR_DTYPE, "rt_torch_silu");
    CHECK_MSG_HAS("int64");
    CHECK_ERR(rt_torch_celu(x, 0.0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_celu");
    CHECK_ERR(rt_torch_elu(x, NAN), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_elu");
    CHECK_ERR(rt_torch_hardtanh(x, 1, -1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_hardtanh");
    CHECK_ERR(rt_torch_hardtanh(ints, -1e30, 1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_hardtanh");
    CHECK_MSG_HAS("overflow");
    FREE(ints);

    /* glu halves dim 1: a * sigmoid(b) */
    rt_tensor g = f32(F32(1, 2, 0, -1), DIMS(1, 4));
    r = T(rt_torch_glu(g, 1));
    CHECK_SHAPE(r, 1, 2);
    CHECK_VALUES(r, TOL, 0.5, 0.5378829);
    FREE(r);
    CHECK_ERR(rt_torch_glu(g, 0), 0, RT_ERR_SHAPE, "rt_torch_glu");   /* size 1 is odd */
    CHECK_ERR(rt_torch_glu(g, 2), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_glu");
    FREE(g);

    /* prelu: one weight per channel (dim 1), and the gradient of x through a single weight */
    rt_tensor xp = f32(F32(-1, 2, 3, -4), DIMS(1, 2, 2));
    rt_tensor w = f32(F32(0.1, 0.5), DIMS(2));
    r = T(rt_torch_prelu(xp, w));
    CHECK_VALUES(r, TOL, -0.1, 2, 3, -2);
    FREE(r);
    rt_tensor one = f32(F32(0.25), DIMS(1));
    CHECK(rt_torch_tensor_set_requires_grad(xp, 1) == RT_OK);
    r = T(rt_torch_prelu(xp, one));
    rt_tensor total = T(rt_torch_tensor_sum(r));
    CHECK(rt_torch_tensor_backward(total) == RT_OK);
    rt_tensor grad = T(rt_torch_tensor_grad(xp));
    CHECK_VALUES(grad, TOL, 0.25, 1, 1, 0.25);
    FREE(grad);
    FREE(total);
    FREE(r);
    rt_tensor three = f32(F32(1, 1, 1), DIMS(3));
    CHECK_ERR(rt_torch_prelu(xp, three), 0, RT_ERR_SHAPE, "rt_torch_prelu");
    CHECK_ERR(rt_torch_prelu(xp, 0), 0, RT_ERR_INVALID_HANDLE, "rt_torch_prelu");
    FREE(three);
    FREE(one);
    FREE(w);
    FREE(xp);
    FREE(x);
}

static void encodings(void) {
    rt_tensor idx = i64(I64(0, 2), DIMS(2));
    rt_tensor r = T(rt_torch_nn_one_hot(idx, -1));   /* 3 classes, inferred */
    CHECK_SHAPE(r, 2, 3);
    CHECK(rt_torch_tensor_dtype(r) == RT_INT64);
    CHECK_VALUES(r, 0, 1, 0, 0, 0, 0, 1);
    FREE(r);
    r = T(rt_torch_nn_one_hot(idx, 4));
    CHECK_SHAPE(r, 2, 4);
    FREE(r);
    CHECK_ERR(rt_torch_nn_one_hot(idx, 2), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_one_hot");
    CHECK_ERR(rt_torch_nn_one_hot(idx, -2), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_one_hot");
    rt_tensor floats = f32(F32(0, 1), DIMS(2));
    CHECK_ERR(rt_torch_nn_one_hot(floats, 3), 0, RT_ERR_DTYPE, "rt_torch_nn_one_hot");
    FREE(floats);
    FREE(idx);

    rt_tensor v = f32(F32(3, 4, 1, 0), DIMS(2, 2));
    r = T(rt_torch_nn_normalize(v, 2.0, 1, 1e-12));
    CHECK_VALUES(r, TOL, 0.6, 0.8, 1, 0);
    FREE(r);
    r = T(rt_torch_nn_normalize(v, INFINITY, -1, 1e-12));
    CHECK_VALUES(r, TOL, 0.75, 1, 1, 0);
    FREE(r);
    CHECK_ERR(rt_torch_nn_normalize(v, -1.0, 1, 1e-12), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_normalize");

    rt_tensor a = f32(F32(1, 0, 1, 1), DIMS(2, 2));
    rt_tensor b = f32(F32(0, 1), DIMS(1, 2));   /* broadcast over the rows */
    r = T(rt_torch_nn_cosine_similarity(a, b, 1, 1e-8));
    CHECK_SHAPE(r, 2);
    CHECK_VALUES(r, TOL, 0, 0.7071068);
    FREE(r);
    rt_tensor c = f32(F32(1, 2, 3), DIMS(3));
    CHECK_ERR(rt_torch_nn_cosine_similarity(a, c, 1, 1e-8), 0, RT_ERR_SHAPE, "rt_torch_nn_cosine_similarity");
    FREE(c);
    FREE(a);
    FREE(b);
    FREE(v);
}

static void regression_losses(void) {
    rt_tensor a = f32(F32(1, -2, 3), DIMS(3));
    rt_tensor b = f32(F32(0.5, 0, 1), DIMS(3));
    rt_tensor r;

    r = T(rt_torch_nn_l1_loss(a, b, RT_REDUCTION_NONE));
    CHECK_VALUES(r, TOL, 0.5, 2, 2);
    FREE(r);
    r = T(rt_torch_nn_smooth_l1_loss(a, b, 1.0, RT_REDUCTION_SUM));
    CHECK_VALUES(r, TOL, 3.125);
    FREE(r);
    r = T(rt_torch_nn_huber_loss(a, b, 1.0, RT_REDUCTION_MEAN));
    CHECK_VALUES(r, TOL, 1.041667);
    FREE(r);
    CHECK_ERR(rt_torch_nn_smooth_l1_loss(a, b, -1.0, RT_REDUCTION_SUM), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_smooth_l1_loss");
    CHECK_ERR(rt_torch_nn_huber_loss(a, b, 0.0, RT_REDUCTION_SUM), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_huber_loss");
    CHECK_ERR(rt_torch_nn_l1_loss(a, b, 7), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_l1_loss");

    rt_tensor signs = f32(F32(1, -1, 1), DIMS(3));
    r = T(rt_torch_nn_soft_margin_loss(a, signs, RT_REDUCTION_MEAN));
    CHECK_VALUES(r, TOL, 0.1629257);
    FREE(r);

    rt_tensor p = f32(F32(1, 0, 0.5), DIMS(3));
    r = T(rt_torch_nn_binary_cross_entropy_with_logits(a, p, 0, 0, RT_REDUCTION_NONE));
    CHECK_VALUES(r, TOL, 0.3132617, 0.1269281, 1.548587);
    FREE(r);
    rt_tensor w = f32(F32(2), DIMS(1)), pw = f32(F32(3), DIMS(1));
    r = T(rt_torch_nn_binary_cross_entropy_with_logits(a, p, w, pw, RT_REDUCTION_SUM));
    CHECK_VALUES(r, TOL, 5.327775);
    FREE(r);
    rt_tensor wide = T(rt_torch_tensor_ones(DIMS(2, 3)));
    CHECK_ERR(rt_torch_nn_binary_cross_entropy_with_logits(a, p, wide, 0, RT_REDUCTION_SUM), 0, RT_ERR_SHAPE,
              "rt_torch_nn_binary_cross_entropy_with_logits");
    FREE(wide);
    FREE(w);
    FREE(pw);

    /* kl_div of log(0.25, 0.25, 0.5) from (0.5, 0.25, 0.25), target as probabilities or as their logs */
    rt_tensor probs = f32(F32(0.25, 0.25, 0.5), DIMS(3)), q = f32(F32(0.5, 0.25, 0.25), DIMS(3));
    rt_tensor lp = T(rt_torch_tensor_log(probs)), lq = T(rt_torch_tensor_log(q));
    r = T(rt_torch_nn_kl_div(lp, q, 0, RT_REDUCTION_SUM));
    CHECK_VALUES(r, TOL, 0.1732868);
    FREE(r);
    r = T(rt_torch_nn_kl_div(lp, lq, 1, RT_REDUCTION_SUM));
    CHECK_VALUES(r, TOL, 0.1732868);
    FREE(r);
    rt_tensor ints = i64(I64(1, 2, 3), DIMS(3));
    CHECK_ERR(rt_torch_nn_kl_div(ints, ints, 0, RT_REDUCTION_SUM), 0, RT_ERR_DTYPE, "rt_torch_nn_kl_div");
    FREE(ints);
    rt_tensor two = f32(F32(1, 2), DIMS(2));
    CHECK_ERR(rt_torch_nn_l1_loss(a, two, RT_REDUCTION_SUM), 0, RT_ERR_SHAPE, "rt_torch_nn_l1_loss");
    FREE(two);
    FREE(lp);
    FREE(lq);
    FREE(probs);
    FREE(q);
    FREE(p);
    FREE(signs);
    FREE(a);
    FREE(b);
}

static void classification(void) {
    rt_tensor logits = f32(F32(0, 0, 0, 1, 2, 3), DIMS(2, 3));
    rt_tensor cls = i64(I64(2, 0), DIMS(2));
    rt_tensor w = f32(F32(1, 2, 3), DIMS(3));
    rt_tensor r;

    r = T(rt_torch_nn_cross_entropy_ex(logits, cls, w, -100, 0.0, RT_REDUCTION_NONE));
    CHECK_VALUES(r, TOL, 3.295837, 2.407606);
    FREE(r);
    r = T(rt_torch_nn_cross_entropy_ex(logits, cls, w, -100, 0.0, RT_REDUCTION_MEAN));   /* / (3 + 1) */
    CHECK_VALUES(r, TOL, 1.425861);
    FREE(r);
    r = T(rt_torch_nn_cross_entropy_ex(logits, cls, 0, 0, 0.3, RT_REDUCTION_MEAN));
    CHECK_VALUES(r, TOL, 1.098612);
    FREE(r);
    rt_tensor soft = f32(F32(0.5, 0.5, 0, 0, 0, 1), DIMS(2, 3));
    r = T(rt_torch_nn_cross_entropy_ex(logits, soft, 0, -100, 0.0, RT_REDUCTION_SUM));
    CHECK_VALUES(r, TOL, 1.506218);
    FREE(r);
    CHECK_ERR(rt_torch_nn_cross_entropy_ex(logits, cls, 0, -100, 1.5, RT_REDUCTION_SUM), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_cross_entropy_ex");
    CHECK_ERR(rt_torch_nn_cross_entropy_ex(logits, soft, 0, 1, 0.0, RT_REDUCTION_SUM), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_cross_entropy_ex");
    FREE(soft);

    rt_tensor log_p = T(rt_torch_log_softmax(logits, 1));
    r = T(rt_torch_nn_nll_loss_ex(log_p, cls, w, -100, RT_REDUCTION_SUM));
    CHECK_VALUES(r, TOL, 5.703443);
    FREE(r);
    r = T(rt_torch_nn_nll_loss_ex(log_p, cls, 0, 2, RT_REDUCTION_MEAN));   /* class 2 ignored */
    CHECK_VALUES(r, TOL, 2.407606);
    FREE(r);
    rt_tensor short_w = f32(F32(1, 2), DIMS(2));
    CHECK_ERR(rt_torch_nn_nll_loss_ex(log_p, cls, short_w, -100, RT_REDUCTION_SUM), 0, RT_ERR_SHAPE,
              "rt_torch_nn_nll_loss_ex");
    FREE(short_w);
    rt_tensor bad = i64(I64(5, 0), DIMS(2));
    CHECK_ERR(rt_torch_nn_nll_loss_ex(log_p, bad, 0, -100, RT_REDUCTION_SUM), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_nll_loss_ex");
    FREE(bad);
    FREE(log_p);
    FREE(w);
    FREE(cls);
    FREE(logits);
}

static void margin_losses(void) {
    rt_tensor x1 = f32(F32(1, 2), DIMS(2)), x2 = f32(F32(2, 1), DIMS(2)), y = f32(F32(1, 1), DIMS(2));
    rt_tensor r = T(rt_torch_nn_margin_ranking_loss(x1, x2, y, 0.5, RT_REDUCTION_NONE));
    CHECK_VALUES(r, TOL, 1.5, 0);
    FREE(r);
    rt_tensor column = f32(F32(1, 2), DIMS(2, 1));
    CHECK_ERR(rt_torch_nn_margin_ranking_loss(x1, column, y, 0.5, RT_REDUCTION_NONE), 0, RT_ERR_SHAPE,
              "rt_torch_nn_margin_ranking_loss");
    FREE(column);

    rt_tensor a = f32(F32(1, 0, 1, 1), DIMS(2, 2)), b = f32(F32(0, 1, 1, 1), DIMS(2, 2));
    rt_tensor t = f32(F32(1, -1), DIMS(2));
    r = T(rt_torch_nn_cosine_embedding_loss(a, b, t, 0.5, RT_REDUCTION_NONE));
    CHECK_VALUES(r, TOL, 1, 0.5);
    FREE(r);
    rt_tensor t3 = f32(F32(1, 1, 1), DIMS(3));   /* one target per row of 2 */
    CHECK_ERR(rt_torch_nn_cosine_embedding_loss(a, b, t3, 0.5, RT_REDUCTION_NONE), 0, RT_ERR_SHAPE,
              "rt_torch_nn_cosine_embedding_loss");
    FREE(t3);

    rt_tensor anchor = f32(F32(0, 0), DIMS(1, 2)), pos = f32(F32(3, 4), DIMS(1, 2));
    rt_tensor neg = f32(F32(1, 0), DIMS(1, 2)), neg2 = f32(F32(3, 3), DIMS(1, 2));
    r = T(rt_torch_nn_triplet_margin_loss(anchor, pos, neg, 1.0, 2.0, 0.0, 0, RT_REDUCTION_NONE));
    CHECK_VALUES(r, TOL, 5);
    FREE(r);
    r = T(rt_torch_nn_triplet_margin_loss(anchor, pos, neg2, 1.0, 1.0, 0.0, 1, RT_REDUCTION_NONE));
    CHECK_VALUES(r, TOL, 7);   /* swap: d(positive, negative) = 1 is the smaller */
    FREE(r);
    CHECK_ERR(rt_torch_nn_triplet_margin_loss(anchor, pos, neg, 0.0, 2.0, 0.0, 0, RT_REDUCTION_NONE), 0,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_triplet_margin_loss");
    FREE(anchor);
    FREE(pos);
    FREE(neg);
    FREE(neg2);
    FREE(a);
    FREE(b);
    FREE(t);
    FREE(x1);
    FREE(x2);
    FREE(y);
}

int main(void) {
    int64_t live = check_start();
    activations();
    encodings();
    regression_losses();
    classification();
    margin_losses();
    check_finish("test_nn_more", live);
    return 0;
}
