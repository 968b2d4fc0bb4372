/* Shuffling and batching a data set held in tensor handles from C, training with AdamW, clipping and a schedule.
 *
 * The data set (256 samples of y = x . w + 0.5 + noise, w = (1, -2, 3, -4)) lives in two handles. A data loader
 * (rt_torch_data_loader_new) hands out shuffled mini-batches of both, a new permutation each epoch, drawn from a
 * generator seeded here, so every run is the same: the batches torch.utils.data.DataLoader(TensorDataset(x, y),
 * batch_size=32, shuffle=True, generator=torch.Generator().manual_seed(0)) yields on the PyTorch backend. The
 * model is one linear layer, trained with AdamW, gradient clipping and a one-cycle learning-rate schedule stepped
 * every batch.
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
    int64_t live_at_start = rt_torch_live_tensors();
    rt_tensor data[2] = {must(rt_torch_tensor_from_data(xs, (const int64_t[]){SAMPLES, FEATURES}, 2, RT_FLOAT32), "x"),
                         must(rt_torch_tensor_from_data(ys, (const int64_t[]){SAMPLES, 1}, 2, RT_FLOAT32), "y")};
    rt_handle gen = rt_torch_generator_new(RT_DEVICE_DEFAULT);
    if (gen == 0 || rt_torch_generator_manual_seed(gen, 0) != RT_OK) die("generator");
    rt_handle loader = rt_torch_data_loader_new(data, 2, BATCH, 1, 0, gen);   /* shuffled, the last batch kept */
    if (loader == 0) die("data_loader_new");
    rt_tensor params[2] = {must(rt_torch_tensor_zeros((const int64_t[]){1, FEATURES}, 2), "w"),
                           must(rt_torch_tensor_zeros((const int64_t[]){1}, 1), "b")};
    for (int i = 0; i < 2; i++)
        if (rt_torch_tensor_set_requires_grad(params[i], 1) != RT_OK) die("set_requires_grad");

    rt_handle opt = rt_torch_optim_adamw(params, 2, 0.05, 0.9, 0.999, 1e-8, 0.0);
    if (opt == 0) die("optim_adamw");
    int64_t steps = (int64_t)EPOCHS * rt_torch_data_loader_len(loader);
    rt_handle schedule = rt_torch_lr_one_cycle(opt, 0.1, steps, 0.3, 25.0, 1e4, 1, 0, 1, 0.85, 0.95);
    if (schedule == 0) die("lr_one_cycle");

    double loss_value = 0;
    for (int epoch = 1; epoch <= EPOCHS; epoch++) {
        rt_torch_scope_begin();   /* every handle of the epoch is freed at its end */
        double total = 0;
        int batches = 0;
        rt_tensor batch[2];   /* features and targets: the next batch's rows of x and y */
        int32_t more;
        while ((more = rt_torch_data_loader_next(loader, batch, 2)) == 2) {   /* 0: the epoch is over */
            rt_tensor pred = must(rt_torch_nn_linear(batch[0], params[0], params[1]), "linear");
            rt_tensor loss = must(rt_torch_nn_mse_loss(pred, batch[1], RT_REDUCTION_MEAN), "mse_loss");
            if (rt_torch_optim_zero_grad(opt) != RT_OK || rt_torch_tensor_backward(loss) != RT_OK) die("backward");
            must(rt_torch_nn_clip_grad_norm(params, 2, 1.0, 2.0, 0), "clip_grad_norm");
            if (rt_torch_optim_step(opt) != RT_OK) die("optim_step");
            if (rt_torch_lr_scheduler_step(schedule) != RT_OK) die("lr_scheduler_step");
            if (rt_torch_tensor_item(loss, &loss_value) != RT_OK) die("item");
            total += loss_value;
            batches++;
        }
        if (more != 0) die("data_loader_next");
        double lr = 0;
        rt_torch_optim_get_option(opt, 0, "lr", &lr);
        printf("epoch %2d/%d  loss %.4f  lr %.5f\n", epoch, EPOCHS, total / batches, lr);
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
    rt_torch_data_loader_free(loader);
    rt_torch_generator_free(gen);
    for (int i = 0; i < 2; i++) rt_torch_tensor_free(data[i]);
    printf("live tensors: %lld at start, %lld at end\n", (long long)live_at_start, (long long)rt_torch_live_tensors());
    return 0;
}
