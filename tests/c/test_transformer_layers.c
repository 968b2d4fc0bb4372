/* Section 37 from C: a tiny Transformer encoder layer trained for a few SGD steps with
 * rt_torch_nn_transformer_encoder_layer (causal, batch_first), its losses falling and equal to PyTorch's; a decoder
 * layer's output and memory gradient (norm_first, gelu, a causal target and a padded memory) equal to PyTorch's; a
 * layer without biases; and the error codes of bad weights, options and masks.
 *
 * The weights, inputs and targets come from closed formulas (fill, sequence), so PyTorch computes the same layer:
 * the TORCH_* numbers are what torch.nn.TransformerEncoderLayer / DecoderLayer give for them, and
 * tests/api/test_transformer_layers.py recomputes them with PyTorch and checks they are the ones written here. */
#include <math.h>

#include "check.h"

#define E 8     /* d_model */
#define H 2     /* nhead */
#define FF 16   /* dim_feedforward */
#define N 2     /* batch */
#define L 4     /* source length */
#define TGT 3   /* target length */
#define STEPS 6
#define LR 0.05
#define EPS 1e-5
#define ENCODER_WEIGHTS 12
#define DECODER_WEIGHTS 18

/* torch.nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0, batch_first=True) with these weights, trained with
 * SGD(lr=0.05) on mse_loss(layer(src, src_mask=causal, is_causal=True), target): the loss before each step */
static const double TORCH_ENCODER_LOSSES[STEPS] = {
    1.56758523, 1.48512161, 1.40286577, 1.32369351, 1.25224435, 1.18630803};
/* torch.nn.TransformerDecoderLayer(8, 2, 16, dropout=0.0, batch_first=True, norm_first=True, activation="gelu")
 * on (tgt, memory=src, causal tgt_mask with tgt_is_causal, the last memory position of batch 1 padded): its first
 * outputs, and the sum and absolute sum of d sum(out**2) / d memory */
static const double TORCH_DECODER_OUTPUTS[6] = {
    1.68831515, 0.584363997, 1.03474665, -1.09409022, -0.106207818, -1.91132045};
static const double TORCH_DECODER_MEMORY_GRAD[2] = {-7.63505983, 14.5891418};

/* the shape of each parameter in named_parameters() order: in_proj, out_proj, linear1, linear2, norms */
static int64_t rows_of(int k, int decoder) {
    static const int64_t encoder_rows[ENCODER_WEIGHTS] = {3 * E, 3 * E, E, E, FF, FF, E, E, E, E, E, E};
    static const int64_t decoder_rows[DECODER_WEIGHTS] = {3 * E, 3 * E, E, E, 3 * E, 3 * E, E, E, FF, FF, E, E,
                                                          E, E, E, E, E, E};
    return decoder ? decoder_rows[k] : encoder_rows[k];
}

static int64_t cols_of(int k, int decoder) {   /* 0: a vector */
    static const int64_t encoder_cols[ENCODER_WEIGHTS] = {E, 0, E, 0, E, 0, FF, 0, 0, 0, 0, 0};
    static const int64_t decoder_cols[DECODER_WEIGHTS] = {E, 0, E, 0, E, 0, E, 0, E, 0, FF, 0, 0, 0, 0, 0, 0, 0};
    return decoder ? decoder_cols[k] : encoder_cols[k];
}

static int is_norm_weight(int k, int decoder) {
    return decoder ? (k == 12 || k == 14 || k == 16) : (k == 8 || k == 10);
}

/* parameter k: 0.3 sin(0.37 i + 1.1 k + 0.2) (plus 1 for a LayerNorm's weight), requiring grad */
static rt_tensor fill(int k, int decoder) {
    static float data[3 * E * FF];
    int64_t rows = rows_of(k, decoder), cols = cols_of(k, decoder);
    int64_t n = rows * (cols ? cols : 1);
    for (int64_t i = 0; i < n; i++)
        data[i] = (float)(0.3 * sin(0.37 * (double)i + 1.1 * k + 0.2) + (is_norm_weight(k, decoder) ? 1.0 : 0.0));
    rt_tensor t = cols ? T(rt_torch_tensor_from_data(data, DIMS(rows, cols), RT_FLOAT32))
                       : T(rt_torch_tensor_from_data(data, DIMS(rows), RT_FLOAT32));
    CHECK(rt_torch_tensor_set_requires_grad(t, 1) == RT_OK);
    return t;
}

/* f(scale * i) for i in 0..n-1, shaped (batch, length, E) */
static rt_tensor sequence(int64_t length, double (*f)(double), double scale) {
    static float data[N * L * E];
    for (int64_t i = 0; i < N * length * E; i++)
        data[i] = (float)f(scale * (double)i);
    return T(rt_torch_tensor_from_data(data, DIMS(N, length, E), RT_FLOAT32));
}

static double scalar(rt_tensor t) {
    double v = NAN;
    CHECK(rt_torch_tensor_item(t, &v) == RT_OK);
    return v;
}

static void train_an_encoder(void) {
    rt_tensor w[ENCODER_WEIGHTS];
    for (int k = 0; k < ENCODER_WEIGHTS; k++)
        w[k] = fill(k, 0);
    rt_tensor src = sequence(L, sin, 0.5), target = sequence(L, cos, 0.3);
    rt_handle opt = rt_torch_optim_sgd(w, ENCODER_WEIGHTS, LR, 0.0, 0.0);
    CHECK(opt > 0);
    double first = 0, last = 0;
    for (int step = 0; step < STEPS; step++) {
        CHECK(rt_torch_optim_zero_grad(opt) == RT_OK);
        /* is_causal with no mask: the layer makes the causal mask PyTorch's hint stands for */
        rt_tensor out = T(rt_torch_nn_transformer_encoder_layer(src, w, ENCODER_WEIGHTS, 0, 0, H, RT_ACTIVATION_RELU,
                                                                0, EPS, 0.0, 1, 1, 1));
        CHECK_SHAPE(out, N, L, E);
        rt_tensor loss = T(rt_torch_nn_mse_loss(out, target, RT_REDUCTION_MEAN));
        CHECK(rt_torch_tensor_backward(loss) == RT_OK);
        double value = scalar(loss);
        CHECK_NEAR(value, TORCH_ENCODER_LOSSES[step], check_tol(2e-5, 1e-4));
        if (step == 0) first = value;
        last = value;
        CHECK(rt_torch_optim_step(opt) == RT_OK);
        FREE(loss);
        FREE(out);
    }
    CHECK(last < first - 0.3);   /* learning: 1.57 down to 1.19 */
    /* every parameter got a gradient */
    for (int k = 0; k < ENCODER_WEIGHTS; k++) {
        rt_tensor g = T(rt_torch_tensor_grad(w[k]));
        rt_tensor a = T(rt_torch_tensor_abs(g));
        rt_tensor s = T(rt_torch_tensor_sum(a));
        CHECK(scalar(s) > 0);
        FREE(s);
        FREE(a);
        FREE(g);
    }

    /* the weights alone (a layer made with bias=False): biases are 0 slots of the full list, or left out */
    rt_tensor no_bias[ENCODER_WEIGHTS], weights_only[ENCODER_WEIGHTS / 2];
    for (int k = 0; k < ENCODER_WEIGHTS; k++) {
        no_bias[k] = k % 2 ? 0 : w[k];
        if (k % 2 == 0) weights_only[k / 2] = w[k];
    }
    rt_tensor a = T(rt_torch_nn_transformer_encoder_layer(src, no_bias, ENCODER_WEIGHTS, 0, 0, H, RT_ACTIVATION_GELU,
                                                          1, EPS, 0.0, 0, 0, 1));
    rt_tensor b = T(rt_torch_nn_transformer_encoder_layer(src, weights_only, ENCODER_WEIGHTS / 2, 0, 0, H,
                                                          RT_ACTIVATION_GELU, 1, EPS, 0.0, 0, 0, 1));
    CHECK(rt_torch_tensor_equal(a, b) == 1);
    FREE(a);
    FREE(b);

    /* dropout 1 while training zeroes both blocks: post-norm makes the output norm2(norm1(src)) */
    rt_tensor dropped = T(rt_torch_nn_transformer_encoder_layer(src, w, ENCODER_WEIGHTS, 0, 0, H, RT_ACTIVATION_RELU,
                                                                0, EPS, 1.0, 1, 0, 1));
    rt_tensor n1 = T(rt_torch_nn_layer_norm(src, I64(E), 1, w[8], w[9], EPS));
    rt_tensor n2 = T(rt_torch_nn_layer_norm(n1, I64(E), 1, w[10], w[11], EPS));
    CHECK(rt_torch_tensor_allclose(dropped, n2, 1e-5, 1e-6, 0) == 1);
    FREE(n2);
    FREE(n1);
    FREE(dropped);

    CHECK(rt_torch_optim_free(opt) == RT_OK);
    for (int k = 0; k < ENCODER_WEIGHTS; k++)
        FREE(w[k]);
    FREE(src);
    FREE(target);
}

static void a_decoder_layer(void) {
    rt_tensor w[DECODER_WEIGHTS];
    for (int k = 0; k < DECODER_WEIGHTS; k++)
        w[k] = fill(k, 1);
    rt_tensor tgt = sequence(TGT, cos, 0.7), memory = sequence(L, sin, 0.5);
    CHECK(rt_torch_tensor_set_requires_grad(memory, 1) == RT_OK);
    rt_tensor pad = T(rt_torch_tensor_from_data(U8(0, 0, 0, 0, 0, 0, 0, 1), DIMS(N, L), RT_BOOL));
    rt_tensor out = T(rt_torch_nn_transformer_decoder_layer(tgt, memory, w, DECODER_WEIGHTS, 0, 0, 0, pad, H,
                                                            RT_ACTIVATION_GELU, 1, EPS, 0.0, 0, 1, 0, 1));
    CHECK_SHAPE(out, N, TGT, E);
    const double tol = check_tol(2e-5, 1e-4);
    rt_tensor flat = T(rt_torch_tensor_reshape(out, I64(-1), 1));
    rt_tensor head = T(rt_torch_tensor_slice(flat, 0, 0, 6, 1));
    CHECK_VALUES(head, tol, TORCH_DECODER_OUTPUTS[0], TORCH_DECODER_OUTPUTS[1], TORCH_DECODER_OUTPUTS[2],
                 TORCH_DECODER_OUTPUTS[3], TORCH_DECODER_OUTPUTS[4], TORCH_DECODER_OUTPUTS[5]);
    rt_tensor squares = T(rt_torch_tensor_mul(out, out));
    rt_tensor total = T(rt_torch_tensor_sum(squares));
    CHECK(rt_torch_tensor_backward(total) == RT_OK);
    rt_tensor g = T(rt_torch_tensor_grad(memory));
    rt_tensor g_sum = T(rt_torch_tensor_sum(g));
    rt_tensor g_abs = T(rt_torch_tensor_abs(g));
    rt_tensor g_abs_sum = T(rt_torch_tensor_sum(g_abs));
    CHECK_NEAR(scalar(g_sum), TORCH_DECODER_MEMORY_GRAD[0], 1e-3);
    CHECK_NEAR(scalar(g_abs_sum), TORCH_DECODER_MEMORY_GRAD[1], 1e-3);

    /* bad input: a clear code, never a crash */
    CHECK_ERR(rt_torch_nn_transformer_decoder_layer(tgt, memory, w, 17, 0, 0, 0, 0, H, RT_ACTIVATION_GELU, 1, EPS,
                                                    0.0, 0, 0, 0, 1),
              0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_transformer_decoder_layer");
    CHECK_MSG_HAS("18 parameters");
    rt_tensor short_memory = T(rt_torch_tensor_slice(memory, 0, 0, 1, 1));   /* a batch of 1 against 2 */
    CHECK_ERR(rt_torch_nn_transformer_decoder_layer(tgt, short_memory, w, DECODER_WEIGHTS, 0, 0, 0, 0, H,
                                                    RT_ACTIVATION_GELU, 1, EPS, 0.0, 0, 0, 0, 1),
              0, RT_ERR_SHAPE, "rt_torch_nn_transformer_decoder_layer");
    FREE(short_memory);
    rt_tensor wide_pad = T(rt_torch_tensor_zeros_options(DIMS(N, L + 1), RT_BOOL, RT_DEVICE_DEFAULT));
    CHECK_ERR(rt_torch_nn_transformer_decoder_layer(tgt, memory, w, DECODER_WEIGHTS, 0, 0, 0, wide_pad, H,
                                                    RT_ACTIVATION_GELU, 1, EPS, 0.0, 0, 0, 0, 1),
              0, RT_ERR_SHAPE, "rt_torch_nn_transformer_decoder_layer");
    CHECK_MSG_HAS("memory_key_padding_mask");
    FREE(wide_pad);

    FREE(g_abs_sum);
    FREE(g_abs);
    FREE(g_sum);
    FREE(g);
    FREE(total);
    FREE(squares);
    FREE(head);
    FREE(flat);
    FREE(out);
    FREE(pad);
    FREE(tgt);
    FREE(memory);
    for (int k = 0; k < DECODER_WEIGHTS; k++)
        FREE(w[k]);
}

static void encoder_errors(void) {
    rt_tensor w[ENCODER_WEIGHTS];
    for (int k = 0; k < ENCODER_WEIGHTS; k++)
        w[k] = fill(k, 0);
    rt_tensor src = sequence(L, sin, 0.5);
    const char *fn = "rt_torch_nn_transformer_encoder_layer";
    /* nhead 3 does not divide d_model 8 */
    CHECK_ERR(rt_torch_nn_transformer_encoder_layer(src, w, ENCODER_WEIGHTS, 0, 0, 3, RT_ACTIVATION_RELU, 0, EPS,
                                                    0.0, 0, 0, 1),
              0, RT_ERR_SHAPE, fn);
    CHECK_ERR(rt_torch_nn_transformer_encoder_layer(src, w, ENCODER_WEIGHTS, 0, 0, 0, RT_ACTIVATION_RELU, 0, EPS,
                                                    0.0, 0, 0, 1),
              0, RT_ERR_INVALID_ARGUMENT, fn);
    CHECK_ERR(rt_torch_nn_transformer_encoder_layer(src, w, ENCODER_WEIGHTS, 0, 0, H, 7, 0, EPS, 0.0, 0, 0, 1),
              0, RT_ERR_INVALID_ARGUMENT, fn);
    CHECK_MSG_HAS("RT_ACTIVATION_GELU");
    CHECK_ERR(rt_torch_nn_transformer_encoder_layer(src, w, ENCODER_WEIGHTS, 0, 0, H, RT_ACTIVATION_RELU, 0, EPS,
                                                    1.5, 1, 0, 1),
              0, RT_ERR_INVALID_ARGUMENT, fn);
    /* the weights swapped: linear1.weight where linear2.weight belongs */
    rt_tensor swapped[ENCODER_WEIGHTS];
    for (int k = 0; k < ENCODER_WEIGHTS; k++)
        swapped[k] = w[k];
    swapped[6] = w[4];
    CHECK_ERR(rt_torch_nn_transformer_encoder_layer(src, swapped, ENCODER_WEIGHTS, 0, 0, H, RT_ACTIVATION_RELU, 0,
                                                    EPS, 0.0, 0, 0, 1),
              0, RT_ERR_SHAPE, fn);
    CHECK_MSG_HAS("linear2.weight");
    /* a mask of the wrong shape, and of an integer dtype */
    rt_tensor bad_mask = T(rt_torch_tensor_zeros_options(DIMS(L, L + 1), RT_BOOL, RT_DEVICE_DEFAULT));
    CHECK_ERR(rt_torch_nn_transformer_encoder_layer(src, w, ENCODER_WEIGHTS, bad_mask, 0, H, RT_ACTIVATION_RELU, 0,
                                                    EPS, 0.0, 0, 0, 1),
              0, RT_ERR_SHAPE, fn);
    CHECK_MSG_HAS("src_mask");
    rt_tensor int_mask = T(rt_torch_tensor_zeros_options(DIMS(L, L), RT_INT64, RT_DEVICE_DEFAULT));
    CHECK_ERR(rt_torch_nn_transformer_encoder_layer(src, w, ENCODER_WEIGHTS, int_mask, 0, H, RT_ACTIVATION_RELU, 0,
                                                    EPS, 0.0, 0, 0, 1),
              0, RT_ERR_DTYPE, fn);
    /* a float64 input against float32 weights */
    rt_tensor src64 = T(rt_torch_tensor_to_dtype(src, RT_FLOAT64));
    CHECK_ERR(rt_torch_nn_transformer_encoder_layer(src64, w, ENCODER_WEIGHTS, 0, 0, H, RT_ACTIVATION_RELU, 0, EPS,
                                                    0.0, 0, 0, 1),
              0, RT_ERR_DTYPE, fn);
    CHECK_ERR(rt_torch_nn_transformer_encoder_layer(src, NULL, ENCODER_WEIGHTS, 0, 0, H, RT_ACTIVATION_RELU, 0, EPS,
                                                    0.0, 0, 0, 1),
              0, RT_ERR_INVALID_ARGUMENT, fn);
    FREE(src64);
    FREE(int_mask);
    FREE(bad_mask);
    FREE(src);
    for (int k = 0; k < ENCODER_WEIGHTS; k++)
        FREE(w[k]);
}

int main(void) {
    int64_t start = check_start();
    train_an_encoder();
    a_decoder_layer();
    encoder_errors();
    check_finish("test_transformer_layers", start);
    return 0;
}
