/* Shuffling and batching a data set held in tensor handles from C, training with AdamW, clipping and a schedule.
 *
 * The data set (256 samples of y = x . w + 0.5 + noise, w = (1, -2, 3, -4)) lives in two handles. Each epoch
 * draws a permutation with rt_torch_tensor_randperm (seeded by rt_torch_manual_seed, so every run is the
 * same), and each batch is rt_torch_tensor_index_select of the rows named by a slice of it: what
 * torch.utils.data.DataLoader(shuffle=True) does, without copying the data set. The model is one linear
 * layer, trained with AdamW, gradient clipping and a one-cycle learning-rate schedule stepped every batch.
 *
 *   cc -O2 -o shuffle_batches examples/c/shuffle_batches.c $(pkg-config --cflags --libs simple-torch) -lm
 *   ./shuffle_batches   # one line per epoch, the learned weights, "final loss: ..." and the live tensor count
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "simple_torch.h"

#define SAMPLES 256
#define FEATURES 4
#define BATCH 32
#define EPOCHS 30

static void die(const char *what) {
    fprintf(stderr, "%s failed: %s\n", what, rt_torch_last_error());
    exit(1);
}

static rt_tensor must(rt_tensor t, const char *what) {
    if (t == 0) die(what);
    return t;
}

/* The data: a fixed linear congruential generator, so the set is the same on every platform. */
static double uniform(uint64_t *state) {
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (double)(*state >> 11) / 9007199254740992.0 * 2.0 - 1.0;
}

int main(void) {
    static const double true_w[FEATURES] = {1.0, -2.0, 3.0, -4.0};
    static float xs[SAMPLES * FEATURES], ys[SAMPLES];
    uint64_t state = 42;
    for (int i = 0; i < SAMPLES; i++) {
        double y = 0.5;
        for (int j = 0; j < FEATURES; j++) {
            xs[i * FEATURES + j] = (float)uniform(&state);
            y += true_w[j] * xs[i * FEATURES + j];
        }
        ys[i] = (float)(y + 0.05 * uniform(&state));
    }
    if (rt_torch_manual_seed(0) != RT_OK) die("manual_seed");
    int64_t live_at_start = rt_torch_live_tensors();
    rt_tensor x = must(rt_torch_tensor_from_data(xs, (const int64_t[]){SAMPLES, FEATURES}, 2, RT_FLOAT32), "x");
    rt_tensor y = must(rt_torch_tensor_from_data(ys, (const int64_t[]){SAMPLES, 1}, 2, RT_FLOAT32), "y");
    rt_tensor params[2] = {must(rt_torch_tensor_zeros((const int64_t[]){1, FEATURES}, 2), "w"),
                           must(rt_torch_tensor_zeros((const int64_t[]){1}, 1), "b")};
    for (int i = 0; i < 2; i++)
        if (rt_torch_tensor_set_requires_grad(params[i], 1) != RT_OK) die("set_requires_grad");

    rt_handle opt = rt_torch_optim_adamw(params, 2, 0.05, 0.9, 0.999, 1e-8, 0.0);
    if (opt == 0) die("optim_adamw");
    int64_t steps = (int64_t)EPOCHS * (SAMPLES / BATCH);
    rt_handle schedule = rt_torch_lr_one_cycle(opt, 0.1, steps, 0.3, 25.0, 1e4, 1, 0, 1, 0.85, 0.95);
    if (schedule == 0) die("lr_one_cycle");

    double loss_value = 0;
    for (int epoch = 1; epoch <= EPOCHS; epoch++) {
        rt_torch_scope_begin();   /* every handle of the epoch is freed at its end */
        rt_tensor order = must(rt_torch_tensor_randperm(SAMPLES, RT_INT64, RT_DEVICE_DEFAULT), "randperm");
        double total = 0;
        for (int start = 0; start < SAMPLES; start += BATCH) {
            rt_tensor rows = must(rt_torch_tensor_slice(order, 0, start, start + BATCH, 1), "slice");
            rt_tensor xb = must(rt_torch_tensor_index_select(x, 0, rows), "index_select");
            rt_tensor yb = must(rt_torch_tensor_index_select(y, 0, rows), "index_select");
            rt_tensor pred = must(rt_torch_nn_linear(xb, params[0], params[1]), "linear");
            rt_tensor loss = must(rt_torch_nn_mse_loss(pred, yb, RT_REDUCTION_MEAN), "mse_loss");
            if (rt_torch_optim_zero_grad(opt) != RT_OK || rt_torch_tensor_backward(loss) != RT_OK) die("backward");
            must(rt_torch_nn_clip_grad_norm(params, 2, 1.0, 2.0, 0), "clip_grad_norm");
            if (rt_torch_optim_step(opt) != RT_OK) die("optim_step");
            if (rt_torch_lr_scheduler_step(schedule) != RT_OK) die("lr_scheduler_step");
            if (rt_torch_tensor_item(loss, &loss_value) != RT_OK) die("item");
            total += loss_value;
        }
        double lr = 0;
        rt_torch_optim_get_option(opt, 0, "lr", &lr);
        printf("epoch %2d/%d  loss %.4f  lr %.5f\n", epoch, EPOCHS, total / (SAMPLES / BATCH), lr);
        rt_torch_scope_end();
    }
    double w[FEATURES], b;
    rt_tensor w64 = must(rt_torch_tensor_to_dtype(params[0], RT_FLOAT64), "to_dtype");
    if (rt_torch_tensor_copy_to(w64, w, sizeof w) < 0) die("copy_to");
    if (rt_torch_tensor_item(params[1], &b) != RT_OK) die("item");
    printf("learned w = (%.3f, %.3f, %.3f, %.3f), b = %.3f (true: 1, -2, 3, -4 and 0.5)\n",
           w[0], w[1], w[2], w[3], b);
    printf("final loss: %.4f\n", loss_value);
    rt_torch_tensor_free(w64);
    rt_torch_lr_scheduler_free(schedule);
    rt_torch_optim_free(opt);
    for (int i = 0; i < 2; i++) rt_torch_tensor_free(params[i]);
    rt_torch_tensor_free(x);
    rt_torch_tensor_free(y);
    printf("live tensors: %lld at start, %lld at end\n", (long long)live_at_start, (long long)rt_torch_live_tensors());
    return 0;
}
