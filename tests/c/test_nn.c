/* Sections 9 (neural-network operations), 10 (losses), 11 (autograd) and 15 (optimizers):
 * known inputs, values read back, gradients checked, optimizer steps checked against PyTorch's rules. */
#include "check.h"

static rt_tensor f32(const float *data, const int64_t *dims, int32_t ndims) {
    return T(rt_torch_tensor_from_data(data, dims, ndims, RT_FLOAT32));
}

static rt_tensor grad_of(rt_tensor x) {
    rt_tensor g = rt_torch_tensor_grad(x);
    CHECK(g > 0);
    CHECK_OK();
    return g;
}

static void section9_nn(void) {
    static const int64_t one[2] = {1, 1}, two[2] = {2, 2}, zero[2] = {0, 0};
    rt_tensor x, w, b, r, img, k, rm, rv, idx;

    /* linear: x @ w.T + b */
    x = f32(F32(1, 2), DIMS(1, 2));
    w = f32(F32(1, 0, 0, 1, 1, 1), DIMS(3, 2));
    b = f32(F32(0.5, 0.5, -1), DIMS(3));
    r = T(rt_torch_nn_linear(x, w, b));
    CHECK_SHAPE(r, 1, 3);
    CHECK_VALUES(r, 1e-6, 1.5, 2.5, 2);
    FREE(r);
    r = T(rt_torch_nn_linear(x, w, 0));   /* no bias */
    CHECK_VALUES(r, 1e-6, 1, 2, 3);
    FREE(r);
    CHECK_ERR(rt_torch_nn_linear(x, 0, b), 0, RT_ERR_INVALID_HANDLE, "rt_torch_nn_linear");
    CHECK_ERR(rt_torch_nn_linear(b, w, 0), 0, RT_ERR_SHAPE, "rt_torch_nn_linear");   /* 3 inputs, weight takes 2 */
    FREE(x);
    FREE(w);
    FREE(b);

    /* conv2d of a 3x3 image with a 2x2 kernel of ones */
    img = f32(F32(1, 2, 3, 4, 5, 6, 7, 8, 9), DIMS(1, 1, 3, 3));
    k = T(rt_torch_tensor_ones(DIMS(1, 1, 2, 2)));
    b = f32(F32(1), DIMS(1));
    r = T(rt_torch_nn_conv2d(img, k, 0, one, zero, one, 1));
    CHECK_SHAPE(r, 1, 1, 2, 2);
    CHECK_VALUES(r, 0, 12, 16, 24, 28);
    FREE(r);
    r = T(rt_torch_nn_conv2d(img, k, b, one, zero, one, 1));
    CHECK_VALUES(r, 0, 13, 17, 25, 29);
    FREE(r);
    r = T(rt_torch_nn_conv2d(img, k, 0, two, one, one, 1));   /* stride 2, padding 1 */
    CHECK_SHAPE(r, 1, 1, 2, 2);
    CHECK_VALUES(r, 0, 1, 5, 11, 28);
    FREE(r);
    r = T(rt_torch_nn_conv2d(img, k, 0, one, zero, two, 1));   /* dilation 2: corners */
    CHECK_SHAPE(r, 1, 1, 1, 1);
    CHECK_VALUES(r, 0, 20);
    FREE(r);
    CHECK_ERR(rt_torch_nn_conv2d(img, k, 0, NULL, zero, one, 1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_conv2d");
    CHECK_ERR(rt_torch_nn_conv2d(img, k, 0, one, NULL, one, 1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_conv2d");
    CHECK_ERR(rt_torch_nn_conv2d(img, k, 0, one, zero, NULL, 1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_conv2d");
    CHECK_ERR(rt_torch_nn_conv2d(img, k, 0, zero, zero, one, 1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_conv2d");
    CHECK_ERR(rt_torch_nn_conv2d(img, k, 0, one, zero, one, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_conv2d");
    {   /* a kernel for 2 input channels on a 1-channel image */
        rt_tensor k2 = T(rt_torch_tensor_ones(DIMS(1, 2, 2, 2)));
        CHECK_ERR(rt_torch_nn_conv2d(img, k2, 0, one, zero, one, 1), 0, RT_ERR_SHAPE, "rt_torch_nn_conv2d");
        FREE(k2);
    }
    CHECK_ERR(rt_torch_nn_conv2d(k, b, 0, one, zero, one, 1), 0, RT_ERR_SHAPE, "rt_torch_nn_conv2d");
    FREE(img);
    FREE(k);
    FREE(b);

    /* pooling of a 4x4 image 1..16 */
    img = T(rt_torch_tensor_arange(1, 17, 1, RT_FLOAT32));
    x = T(rt_torch_tensor_reshape(img, DIMS(1, 1, 4, 4)));
    FREE(img);
    r = T(rt_torch_nn_max_pool2d(x, two, two, zero));
    CHECK_SHAPE(r, 1, 1, 2, 2);
    CHECK_VALUES(r, 0, 6, 8, 14, 16);
    FREE(r);
    r = T(rt_torch_nn_avg_pool2d(x, two, two, zero));
    CHECK_VALUES(r, 0, 3.5, 5.5, 11.5, 13.5);
    FREE(r);
    r = T(rt_torch_nn_max_pool2d(x, two, one, zero));
    CHECK_SHAPE(r, 1, 1, 3, 3);
    CHECK_VALUES(r, 0, 6, 7, 8, 10, 11, 12, 14, 15, 16);
    FREE(r);
    r = T(rt_torch_nn_avg_pool2d(x, two, two, one));   /* padding counted: corner 1/4 */
    CHECK_SHAPE(r, 1, 1, 3, 3);
    CHECK_VALUES(r, 1e-6, 0.25, (2 + 3) / 4.0, 1, (5 + 9) / 4.0, (6 + 7 + 10 + 11) / 4.0, (8 + 12) / 4.0,
                 13 / 4.0, (14 + 15) / 4.0, 4);
    FREE(r);
    CHECK_ERR(rt_torch_nn_max_pool2d(x, NULL, two, zero), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_max_pool2d");
    CHECK_ERR(rt_torch_nn_max_pool2d(x, two, NULL, zero), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_max_pool2d");
    CHECK_ERR(rt_torch_nn_avg_pool2d(x, two, two, NULL), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_avg_pool2d");
    CHECK_ERR(rt_torch_nn_avg_pool2d(x, zero, two, zero), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_avg_pool2d");
    CHECK_ERR(rt_torch_nn_max_pool2d(0, two, two, zero), 0, RT_ERR_INVALID_HANDLE, "rt_torch_nn_max_pool2d");
    FREE(x);

    /* batch norm over dim 1, training: normalise with the batch stats, update the running stats */
    x = f32(F32(1, 2, 3, 6), DIMS(2, 2));
    rm = T(rt_torch_tensor_zeros(DIMS(2)));
    rv = T(rt_torch_tensor_ones(DIMS(2)));
    r = T(rt_torch_nn_batch_norm(x, rm, rv, 0, 0, 1, 0.1, 1e-5));
    CHECK_SHAPE(r, 2, 2);
    CHECK_VALUES(r, 1e-4, -1, -1, 1, 1);
    FREE(r);
    CHECK_VALUES(rm, 1e-6, 0.2, 0.4);          /* 0.9 * 0 + 0.1 * mean */
    CHECK_VALUES(rv, 1e-6, 1.1, 1.7);          /* 0.9 * 1 + 0.1 * unbiased var (2, 8) */
    w = f32(F32(2, 3), DIMS(2));
    b = f32(F32(1, -1), DIMS(2));
    r = T(rt_torch_nn_batch_norm(x, 0, 0, w, b, 1, 0.1, 1e-5));   /* training without running stats */
    CHECK_VALUES(r, 1e-4, -1, -4, 3, 2);
    FREE(r);
    r = T(rt_torch_nn_batch_norm(x, rm, rv, w, b, 0, 0.1, 1e-3));   /* eval: the running stats */
    CHECK_VALUES(r, 1e-5, 2 * (1 - 0.2) / sqrt(1.101) + 1, 3 * (2 - 0.4) / sqrt(1.701) - 1,
                 2 * (3 - 0.2) / sqrt(1.101) + 1, 3 * (6 - 0.4) / sqrt(1.701) - 1);
    FREE(r);
    CHECK_VALUES(rm, 1e-6, 0.2, 0.4);   /* eval leaves them alone */
    CHECK_ERR(rt_torch_nn_batch_norm(x, 0, 0, 0, 0, 0, 0.1, 1e-5), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_batch_norm");
    CHECK_ERR(rt_torch_nn_batch_norm(x, rm, rv, 0, 0, 1, 0.1, -1), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_batch_norm");
    FREE(rm);
    FREE(rv);

    /* layer norm over the last dim */
    r = T(rt_torch_nn_layer_norm(x, DIMS(2), 0, 0, 0));
    CHECK_VALUES(r, 1e-5, -1, 1, -1, 1);
    FREE(r);
    r = T(rt_torch_nn_layer_norm(x, DIMS(2), w, b, 0));
    CHECK_VALUES(r, 1e-5, -1, 2, -1, 2);
    FREE(r);
    r = T(rt_torch_nn_layer_norm(x, DIMS(2, 2), 0, 0, 0));   /* over all 4: mean 3, var 3.5 */
    CHECK_VALUES(r, 1e-5, -2 / sqrt(3.5), -1 / sqrt(3.5), 0, 3 / sqrt(3.5));
    FREE(r);
    CHECK_ERR(rt_torch_nn_layer_norm(x, NULL, 1, 0, 0, 1e-5), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_layer_norm");
    CHECK_ERR(rt_torch_nn_layer_norm(x, DIMS(3), 0, 0, 1e-5), 0, RT_ERR_SHAPE, "rt_torch_nn_layer_norm");
    FREE(w);
    FREE(b);

    /* dropout */
    r = T(rt_torch_nn_dropout(x, 0.5, 0));   /* not training: identity */
    CHECK_VALUES(r, 0, 1, 2, 3, 6);
    FREE(r);
    r = T(rt_torch_nn_dropout(x, 1.0, 1));
    CHECK_VALUES(r, 0, 0, 0, 0, 0);
    FREE(r);
    CHECK(rt_torch_manual_seed(7) == RT_OK);
    w = T(rt_torch_tensor_ones(DIMS(1000)));
    r = T(rt_torch_nn_dropout(w, 0.5, 1));
    {
        double v[1000];
        int i, zeros = 0, twos = 0;
        CHECK(check_read(r, v, 1000) == 1000);
        for (i = 0; i < 1000; i++) {
            zeros += v[i] == 0;
            twos += v[i] == 2;
        }
        CHECK(zeros + twos == 1000);   /* kept elements scaled by 1 / (1 - p) */
        CHECK(zeros > 400 && zeros < 600);
    }
    FREE(r);
    FREE(w);
    CHECK_ERR(rt_torch_nn_dropout(x, 1.5, 1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_dropout");
    CHECK_ERR(rt_torch_nn_dropout(x, -0.1, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_dropout");
    FREE(x);

    /* embedding */
    w = f32(F32(0, 1, 2, 3, 4, 5), DIMS(3, 2));
    idx = T(rt_torch_tensor_from_data(I64(2, 0, 2), DIMS(3), RT_INT64));
    r = T(rt_torch_nn_embedding(idx, w));
    CHECK_SHAPE(r, 3, 2);
    CHECK_VALUES(r, 0, 4, 5, 0, 1, 4, 5);
    FREE(r);
    CHECK_ERR(rt_torch_nn_embedding(w, w), 0, RT_ERR_DTYPE, "rt_torch_nn_embedding");
    CHECK_ERR(rt_torch_nn_embedding(idx, 0), 0, RT_ERR_INVALID_HANDLE, "rt_torch_nn_embedding");
    FREE(idx);
    idx = T(rt_torch_tensor_from_data(I64(3), DIMS(1), RT_INT64));
    CHECK_ERR(rt_torch_nn_embedding(idx, w), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_embedding");
    FREE(idx);
    FREE(w);
}

static void section10_losses(void) {
    rt_tensor in = f32(F32(1, 2, 3), DIMS(3));
    rt_tensor tg = f32(F32(1, 1, 1), DIMS(3));
    rt_tensor logits = f32(F32(1, 2, 3, 0, 0, 0), DIMS(2, 3));
    rt_tensor cls = T(rt_torch_tensor_from_data(I64(2, 0), DIMS(2), RT_INT64));
    rt_tensor lp = f32(F32(-1, -2, -3, -4), DIMS(2, 2));
    rt_tensor cls2 = T(rt_torch_tensor_from_data(I64(0, 1), DIMS(2), RT_INT64));
    rt_tensor pr = f32(F32(0.5, 0.8), DIMS(2));
    rt_tensor pt = f32(F32(1, 0), DIMS(2));
    rt_tensor r, bad;
    double lse = log(exp(1) + exp(2) + exp(3));

    r = T(rt_torch_nn_mse_loss(in, tg, RT_REDUCTION_MEAN));
    CHECK(rt_torch_tensor_ndim(r) == 0);
    CHECK_VALUES(r, 1e-6, 5.0 / 3);
    FREE(r);
    r = T(rt_torch_nn_mse_loss(in, tg, RT_REDUCTION_SUM));
    CHECK_VALUES(r, 1e-6, 5);
    FREE(r);
    r = T(rt_torch_nn_mse_loss(in, tg, RT_REDUCTION_NONE));
    CHECK_SHAPE(r, 3);
    CHECK_VALUES(r, 0, 0, 1, 4);
    FREE(r);
    CHECK_ERR(rt_torch_nn_mse_loss(in, tg, 3), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_mse_loss");
    CHECK_ERR(rt_torch_nn_mse_loss(in, tg, -1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_mse_loss");
    CHECK_ERR(rt_torch_nn_mse_loss(in, pt, 1), 0, RT_ERR_SHAPE, "rt_torch_nn_mse_loss");
    CHECK_ERR(rt_torch_nn_mse_loss(in, 0, 1), 0, RT_ERR_INVALID_HANDLE, "rt_torch_nn_mse_loss");

    r = T(rt_torch_nn_cross_entropy(logits, cls, RT_REDUCTION_NONE));
    CHECK_SHAPE(r, 2);
    CHECK_VALUES(r, 1e-5, lse - 3, log(3));
    FREE(r);
    r = T(rt_torch_nn_cross_entropy(logits, cls, RT_REDUCTION_MEAN));
    CHECK_VALUES(r, 1e-5, (lse - 3 + log(3)) / 2);
    FREE(r);
    r = T(rt_torch_nn_cross_entropy(logits, cls, RT_REDUCTION_SUM));
    CHECK_VALUES(r, 1e-5, lse - 3 + log(3));
    FREE(r);
    CHECK_ERR(rt_torch_nn_cross_entropy(logits, in, 1), 0, RT_ERR_DTYPE, "rt_torch_nn_cross_entropy");
    bad = T(rt_torch_tensor_from_data(I64(0, 1, 2), DIMS(3), RT_INT64));
    CHECK_ERR(rt_torch_nn_cross_entropy(logits, bad, 1), 0, RT_ERR_SHAPE, "rt_torch_nn_cross_entropy");
    FREE(bad);
    bad = T(rt_torch_tensor_from_data(I64(0, 3), DIMS(2), RT_INT64));   /* class 3 of 3 */
    CHECK_ERR(rt_torch_nn_cross_entropy(logits, bad, 1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_cross_entropy");
    FREE(bad);

    r = T(rt_torch_nn_nll_loss(lp, cls2, RT_REDUCTION_MEAN));
    CHECK_VALUES(r, 1e-6, 2.5);
    FREE(r);
    r = T(rt_torch_nn_nll_loss(lp, cls2, RT_REDUCTION_SUM));
    CHECK_VALUES(r, 1e-6, 5);
    FREE(r);
    r = T(rt_torch_nn_nll_loss(lp, cls2, RT_REDUCTION_NONE));
    CHECK_VALUES(r, 1e-6, 1, 4);
    FREE(r);
    CHECK_ERR(rt_torch_nn_nll_loss(lp, cls2, 7), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_nll_loss");
    CHECK_ERR(rt_torch_nn_nll_loss(lp, lp, 1), 0, RT_ERR_DTYPE, "rt_torch_nn_nll_loss");

    r = T(rt_torch_nn_binary_cross_entropy(pr, pt, RT_REDUCTION_MEAN));
    CHECK_VALUES(r, 1e-6, (log(2) - log(0.2)) / 2);
    FREE(r);
    r = T(rt_torch_nn_binary_cross_entropy(pr, pt, RT_REDUCTION_NONE));
    CHECK_VALUES(r, 1e-6, log(2), -log(0.2));
    FREE(r);
    r = T(rt_torch_nn_binary_cross_entropy(pr, pt, RT_REDUCTION_SUM));
    CHECK_VALUES(r, 1e-6, log(2) - log(0.2));
    FREE(r);
    CHECK_ERR(rt_torch_nn_binary_cross_entropy(pr, in, 1), 0, RT_ERR_SHAPE, "rt_torch_nn_binary_cross_entropy");
    CHECK_ERR(rt_torch_nn_binary_cross_entropy(pr, pt, 9), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_binary_cross_entropy");

    FREE(in);
    FREE(tg);
    FREE(logits);
    FREE(cls);
    FREE(lp);
    FREE(cls2);
    FREE(pr);
    FREE(pt);
}

static void section11_autograd(void) {
    rt_tensor w = f32(F32(1, 2, 3), DIMS(3));
    rt_tensor c = f32(F32(1, 1, 1), DIMS(3));
    rt_tensor y, s, g, d, n, wi;

    CHECK(rt_torch_tensor_requires_grad(w) == 0);
    CHECK_OK();
    CHECK(rt_torch_tensor_set_requires_grad(w, 1) == RT_OK);
    CHECK_OK();
    CHECK(rt_torch_tensor_requires_grad(w) == 1);
    CHECK(rt_torch_tensor_grad(w) == 0);   /* no grad yet: 0 with RT_OK */
    CHECK_OK();

    /* d/dw sum(w * w) = 2 w */
    y = T(rt_torch_tensor_mul(w, w));
    CHECK(rt_torch_tensor_requires_grad(y) == 1);
    s = T(rt_torch_tensor_sum(y));
    CHECK(rt_torch_tensor_backward(s) == RT_OK);
    CHECK_OK();
    g = grad_of(w);
    CHECK_VALUES(g, 1e-6, 2, 4, 6);
    FREE(g);
    CHECK(rt_torch_tensor_grad(c) == 0);   /* c never required grad */
    CHECK_OK();
    FREE(y);
    FREE(s);
    /* a second backward accumulates */
    y = T(rt_torch_tensor_mul_scalar(w, 3));
    s = T(rt_torch_tensor_sum(y));
    CHECK(rt_torch_tensor_backward(s) == RT_OK);
    g = grad_of(w);
    CHECK_VALUES(g, 1e-6, 5, 7, 9);
    FREE(g);
    FREE(y);
    FREE(s);
    CHECK(rt_torch_tensor_zero_grad(w) == RT_OK);
    CHECK_OK();
    CHECK(rt_torch_tensor_grad(w) == 0);
    CHECK_OK();

    /* a chain through several ops: d/dw mean(exp(w) * c + w) = (exp(w) + 1) / 3 */
    y = T(rt_torch_tensor_exp(w));
    d = T(rt_torch_tensor_mul(y, c));
    FREE(y);
    y = T(rt_torch_tensor_add(d, w));
    FREE(d);
    s = T(rt_torch_tensor_mean(y));
    FREE(y);   /* the graph lives on without the intermediate handles */
    CHECK(rt_torch_tensor_backward(s) == RT_OK);
    FREE(s);
    g = grad_of(w);
    CHECK_VALUES(g, 1e-5, (exp(1) + 1) / 3, (exp(2) + 1) / 3, (exp(3) + 1) / 3);
    FREE(g);
    CHECK(rt_torch_tensor_zero_grad(w) == RT_OK);

    /* detach cuts the graph */
    d = T(rt_torch_tensor_detach(w));
    CHECK(rt_torch_tensor_requires_grad(d) == 0);
    CHECK_VALUES(d, 0, 1, 2, 3);
    FREE(d);

    /* no_grad nests, per thread */
    CHECK(rt_torch_is_grad_enabled() == 1);
    CHECK(rt_torch_no_grad_begin() == RT_OK);
    CHECK_OK();
    CHECK(rt_torch_is_grad_enabled() == 0);
    CHECK(rt_torch_no_grad_begin() == RT_OK);
    CHECK(rt_torch_is_grad_enabled() == 0);
    n = T(rt_torch_tensor_mul(w, w));
    CHECK(rt_torch_tensor_requires_grad(n) == 0);
    s = T(rt_torch_tensor_sum(n));
    CHECK_ERR(rt_torch_tensor_backward(s), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_backward");
    FREE(s);
    FREE(n);
    CHECK(rt_torch_no_grad_end() == RT_OK);
    CHECK(rt_torch_is_grad_enabled() == 0);   /* still inside the outer one */
    CHECK(rt_torch_no_grad_end() == RT_OK);
    CHECK(rt_torch_is_grad_enabled() == 1);
    CHECK_ERR(rt_torch_no_grad_end(), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT, "rt_torch_no_grad_end");
    CHECK(rt_torch_is_grad_enabled() == 1);
    n = T(rt_torch_tensor_mul(w, w));
    CHECK(rt_torch_tensor_requires_grad(n) == 1);
    FREE(n);

    /* errors */
    CHECK_ERR(rt_torch_tensor_backward(w), RT_ERR_SHAPE, RT_ERR_SHAPE, "rt_torch_tensor_backward");   /* 3 elements */
    s = T(rt_torch_tensor_sum(c));
    CHECK_ERR(rt_torch_tensor_backward(s), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_backward");
    FREE(s);
    CHECK_ERR(rt_torch_tensor_backward(0), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_backward");
    CHECK_ERR(rt_torch_tensor_set_requires_grad(0, 1), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE,
              "rt_torch_tensor_set_requires_grad");
    CHECK_ERR(rt_torch_tensor_requires_grad(0), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_requires_grad");
    CHECK_ERR(rt_torch_tensor_grad(0), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_grad");
    CHECK_ERR(rt_torch_tensor_zero_grad(0), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_zero_grad");
    CHECK_ERR(rt_torch_tensor_detach(0), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_detach");
    wi = T(rt_torch_tensor_from_data(I64(1, 2), DIMS(2), RT_INT64));
    CHECK_ERR(rt_torch_tensor_set_requires_grad(wi, 1), RT_ERR_DTYPE, RT_ERR_DTYPE, "rt_torch_tensor_set_requires_grad");
    CHECK(rt_torch_tensor_requires_grad(wi) == 0);
    FREE(wi);
    y = T(rt_torch_tensor_mul(w, w));
    CHECK_ERR(rt_torch_tensor_set_requires_grad(y, 0), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_set_requires_grad");   /* not a leaf */
    FREE(y);
    CHECK(rt_torch_tensor_set_requires_grad(w, 0) == RT_OK);
    CHECK(rt_torch_tensor_requires_grad(w) == 0);

    /* gradients through nn ops: y = linear(x, W, b), W.grad = x, b.grad = 1 */
    {
        rt_tensor x = f32(F32(1, 2), DIMS(1, 2));
        rt_tensor W = f32(F32(3, 4), DIMS(1, 2));
        rt_tensor b = f32(F32(0.5), DIMS(1));
        rt_tensor out, loss, tgt;
        CHECK(rt_torch_tensor_set_requires_grad(W, 1) == RT_OK);
        CHECK(rt_torch_tensor_set_requires_grad(b, 1) == RT_OK);
        out = T(rt_torch_nn_linear(x, W, b));
        CHECK_VALUES(out, 1e-6, 11.5);
        tgt = f32(F32(10.5), DIMS(1, 1));
        loss = T(rt_torch_nn_mse_loss(out, tgt, RT_REDUCTION_MEAN));   /* (out - 10.5)^2: d/dout = 2 */
        CHECK_VALUES(loss, 1e-6, 1);
        CHECK(rt_torch_tensor_backward(loss) == RT_OK);
        g = grad_of(W);
        CHECK_SHAPE(g, 1, 2);
        CHECK_VALUES(g, 1e-6, 2, 4);
        FREE(g);
        g = grad_of(b);
        CHECK_VALUES(g, 1e-6, 2);
        FREE(g);
        CHECK(rt_torch_tensor_grad(x) == 0);
        CHECK_OK();
        FREE(loss);
        FREE(tgt);
        FREE(out);
        FREE(x);
        FREE(W);
        FREE(b);
    }
    FREE(w);
    FREE(c);
}

/* loss = sum(p * p) (grad 2p) or sum(p) (grad 1), recomputed for each step */
static void backward_sum(rt_tensor p, int squared) {
    rt_tensor y = squared ? T(rt_torch_tensor_mul(p, p)) : T(rt_torch_tensor_mul_scalar(p, 1));
    rt_tensor s = T(rt_torch_tensor_sum(y));
    CHECK(rt_torch_tensor_backward(s) == RT_OK);
    FREE(y);
    FREE(s);
}

static void section15_optimizers(void) {
    rt_tensor p = f32(F32(1, 2), DIMS(2));
    rt_tensor q = f32(F32(1, -2), DIMS(2));
    rt_tensor params[2];
    rt_handle opt, opt2;
    rt_tensor g;
    int step;

    CHECK(rt_torch_tensor_set_requires_grad(p, 1) == RT_OK);
    CHECK(rt_torch_tensor_set_requires_grad(q, 1) == RT_OK);
    params[0] = p;
    params[1] = q;

    /* plain SGD: p -= lr * 2p */
    opt = rt_torch_optim_sgd(params, 1, 0.1, 0, 0);
    CHECK(opt > 0);
    CHECK_OK();
    backward_sum(p, 1);
    CHECK(rt_torch_optim_step(opt) == RT_OK);
    CHECK_OK();
    CHECK_VALUES(p, 1e-6, 0.8, 1.6);   /* the same handle sees the in-place update */
    CHECK(rt_torch_optim_zero_grad(opt) == RT_OK);
    CHECK_OK();
    CHECK(rt_torch_tensor_grad(p) == 0);
    CHECK_OK();
    CHECK(rt_torch_optim_step(opt) == RT_OK);   /* no grads: nothing moves */
    CHECK_VALUES(p, 1e-6, 0.8, 1.6);
    CHECK(rt_torch_optim_free(opt) == RT_OK);
    CHECK_OK();
    CHECK_ERR(rt_torch_optim_free(opt), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_optim_free");
    CHECK_ERR(rt_torch_optim_step(opt), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_optim_step");
    CHECK_MSG_HAS("freed");
    CHECK_ERR(rt_torch_optim_zero_grad(opt), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_optim_zero_grad");

    /* SGD with momentum 0.9 on a constant gradient 1: steps of 0.1, then 0.19 */
    opt = rt_torch_optim_sgd(params, 1, 0.1, 0.9, 0);
    CHECK(opt > 0);
    backward_sum(p, 0);
    CHECK(rt_torch_optim_step(opt) == RT_OK);
    CHECK_VALUES(p, 1e-6, 0.7, 1.5);
    CHECK(rt_torch_optim_zero_grad(opt) == RT_OK);
    backward_sum(p, 0);
    CHECK(rt_torch_optim_step(opt) == RT_OK);
    CHECK_VALUES(p, 1e-6, 0.51, 1.31);
    CHECK(rt_torch_optim_free(opt) == RT_OK);
    CHECK(rt_torch_tensor_zero_grad(p) == RT_OK);

    /* SGD with weight decay 0.5: g = 1 + 0.5 p */
    opt = rt_torch_optim_sgd(params, 1, 0.1, 0, 0.5);
    CHECK(opt > 0);
    backward_sum(p, 0);
    CHECK(rt_torch_optim_step(opt) == RT_OK);
    CHECK_VALUES(p, 1e-6, 0.51 - 0.1 * (1 + 0.255), 1.31 - 0.1 * (1 + 0.655));
    CHECK(rt_torch_optim_free(opt) == RT_OK);
    CHECK(rt_torch_tensor_zero_grad(p) == RT_OK);

    /* Adam: the first step moves each parameter by lr against the sign of its gradient */
    opt = rt_torch_optim_adam(params + 1, 1, 0.1, 0.9, 0.999, 1e-8, 0);
    CHECK(opt > 0);
    CHECK_OK();
    backward_sum(q, 1);
    CHECK(rt_torch_optim_step(opt) == RT_OK);
    CHECK_VALUES(q, 1e-5, 0.9, -1.9);
    CHECK(rt_torch_optim_zero_grad(opt) == RT_OK);
    CHECK(rt_torch_tensor_grad(q) == 0);
    CHECK_OK();
    CHECK(rt_torch_optim_free(opt) == RT_OK);

    /* two params in one optimizer, both updated */
    opt = rt_torch_optim_sgd(params, 2, 0.5, 0, 0);
    CHECK(opt > 0);
    backward_sum(p, 0);
    backward_sum(q, 0);
    CHECK(rt_torch_optim_step(opt) == RT_OK);
    CHECK_VALUES(q, 1e-5, 0.4, -2.4);
    g = grad_of(p);
    CHECK_VALUES(g, 0, 1, 1);
    FREE(g);
    CHECK(rt_torch_optim_zero_grad(opt) == RT_OK);
    CHECK(rt_torch_tensor_grad(p) == 0 && rt_torch_tensor_grad(q) == 0);
    CHECK(rt_torch_optim_free(opt) == RT_OK);

    /* a small training loop: fit y = 2x + 1 with Adam */
    {
        rt_tensor x = f32(F32(-1, 0, 1, 2), DIMS(4, 1));
        rt_tensor y = f32(F32(-1, 1, 3, 5), DIMS(4, 1));
        rt_tensor W = T(rt_torch_tensor_zeros(DIMS(1, 1)));
        rt_tensor b = T(rt_torch_tensor_zeros(DIMS(1)));
        rt_tensor wb[2];
        double first = 0, last = 0;
        CHECK(rt_torch_tensor_set_requires_grad(W, 1) == RT_OK);
        CHECK(rt_torch_tensor_set_requires_grad(b, 1) == RT_OK);
        wb[0] = W;
        wb[1] = b;
        opt2 = rt_torch_optim_adam(wb, 2, 0.1, 0.9, 0.999, 1e-8, 0);
        CHECK(opt2 > 0);
        for (step = 0; step < 300; step++) {
            rt_tensor out = T(rt_torch_nn_linear(x, W, b));
            rt_tensor loss = T(rt_torch_nn_mse_loss(out, y, RT_REDUCTION_MEAN));
            double value;
            CHECK(rt_torch_optim_zero_grad(opt2) == RT_OK);
            CHECK(rt_torch_tensor_backward(loss) == RT_OK);
            CHECK(rt_torch_optim_step(opt2) == RT_OK);
            CHECK(rt_torch_tensor_item(loss, &value) == RT_OK);
            if (step == 0)
                first = value;
            last = value;
            FREE(out);
            FREE(loss);
        }
        CHECK_NEAR(first, 9.0, 1e-5);   /* mean of (-1, 1, 3, 5)^2 */
        CHECK(last < 1e-3);
        CHECK_VALUES(W, 0.05, 2);
        CHECK_VALUES(b, 0.05, 1);
        CHECK(rt_torch_optim_free(opt2) == RT_OK);
        FREE(x);
        FREE(y);
        FREE(W);
        FREE(b);
    }

    /* errors */
    CHECK_ERR(rt_torch_optim_sgd(NULL, 1, 0.1, 0, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_optim_sgd");
    CHECK_ERR(rt_torch_optim_sgd(params, 0, 0.1, 0, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_optim_sgd");
    CHECK_ERR(rt_torch_optim_sgd(params, -1, 0.1, 0, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_optim_sgd");
    CHECK_ERR(rt_torch_optim_sgd(params, 1, -0.1, 0, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_optim_sgd");
    CHECK_ERR(rt_torch_optim_adam(NULL, 2, 0.1, 0.9, 0.999, 1e-8, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_optim_adam");
    CHECK_ERR(rt_torch_optim_adam(params, 2, 0.1, 1.0, 0.999, 1e-8, 0), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_optim_adam");
    CHECK_ERR(rt_torch_optim_adam(params, 2, 0.1, 0.9, 0.999, -1, 0), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_optim_adam");
    {
        rt_tensor bad[2];
        bad[0] = p;
        bad[1] = 0;
        CHECK_ERR(rt_torch_optim_sgd(bad, 2, 0.1, 0, 0), 0, RT_ERR_INVALID_HANDLE, "rt_torch_optim_sgd");
        bad[1] = p;
        CHECK_ERR(rt_torch_optim_sgd(bad, 2, 0.1, 0, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_optim_sgd");
        bad[0] = T(rt_torch_tensor_from_data(I64(1), DIMS(1), RT_INT64));
        CHECK_ERR(rt_torch_optim_sgd(bad, 1, 0.1, 0, 0), 0, RT_ERR_DTYPE, "rt_torch_optim_sgd");
        FREE(bad[0]);
    }
    CHECK_ERR(rt_torch_optim_step(0), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_optim_step");
    CHECK_ERR(rt_torch_optim_step(p), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_optim_step");
    CHECK_MSG_HAS("tensor");   /* a tensor handle is not an optimizer handle */
    CHECK_ERR(rt_torch_optim_free(-2), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_optim_free");
    CHECK_ERR(rt_torch_tensor_free(opt), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_free");

    FREE(p);
    FREE(q);
}

int main(void) {
    int64_t live = check_start();
    section9_nn();
    section10_losses();
    section11_autograd();
    section15_optimizers();
    check_finish("test_nn", live);
    return 0;
}
