/* dist_bench.c - one rank of bench/distributed.py's measurements through the C ABI (section 31):
 *
 *   dist_bench allreduce BYTES ITERS all-reduce (sum) of a float32 tensor of BYTES bytes (at least one element),
 *                                    ITERS times after a warm-up; prints "allreduce_s <seconds per call>" (rank 0)
 *   dist_bench step BATCH ITERS      an MLP 64-512-512-10 training step (forward, cross-entropy, backward, the
 *                                    gradient average when in a group, SGD) on BATCH / world-size examples per
 *                                    rank; prints "step_s <seconds per step>" (rank 0)
 *
 * In a group when WORLD_SIZE is set (python -m simple_torch.launch), else alone. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "simple_torch.h"

#define WARMUP 3

static void die(const char *what) {
    fprintf(stderr, "dist_bench: %s failed: [%d] %s\n", what, (int)rt_torch_last_error_code(), rt_torch_last_error());
    exit(1);
}
#define OK(call) do { if ((call) != RT_OK) die(#call); } while (0)
#define NEW(call) ({ int64_t h_ = (call); if (h_ == 0) die(#call); h_; })

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static rt_tensor param(int64_t rows, int64_t cols) {
    const int64_t dims[2] = {rows, cols};
    rt_tensor r = NEW(rt_torch_tensor_randn(dims, cols ? 2 : 1));
    rt_tensor p = NEW(rt_torch_tensor_mul_scalar(r, 0.05));
    OK(rt_torch_tensor_free(r));
    OK(rt_torch_tensor_set_requires_grad(p, 1));
    return p;
}

int main(int argc, char **argv) {
    if (argc != 4 || (strcmp(argv[1], "allreduce") != 0 && strcmp(argv[1], "step") != 0)) {
        fprintf(stderr, "usage: dist_bench allreduce BYTES ITERS | step BATCH ITERS\n");
        return 2;
    }
    long size = atol(argv[2]), iters = atol(argv[3]);
    int grouped = getenv("WORLD_SIZE") != NULL, rank = 0, world = 1;
    OK(rt_torch_init());
    OK(rt_torch_manual_seed(7));
    if (grouped) {
        OK(rt_torch_dist_init("gloo", "env://", -1, -1, 300.0));
        rank = rt_torch_dist_rank();
        world = rt_torch_dist_world_size();
    }
    if (strcmp(argv[1], "allreduce") == 0) {
        const int64_t dims[1] = {size / 4 > 0 ? size / 4 : 1};
        rt_tensor x = NEW(rt_torch_tensor_ones(dims, 1));
        double start = 0;
        for (long i = 0; i < WARMUP + iters; i++) {
            if (i == WARMUP) {
                OK(rt_torch_dist_barrier());
                start = now();
            }
            OK(rt_torch_dist_all_reduce(x, RT_DIST_SUM));
        }
        double per_call = (now() - start) / (double)iters;
        if (rank == 0)
            printf("allreduce_s %.6f\n", per_call);
        OK(rt_torch_tensor_free(x));
    } else {
        int64_t n = size / world;
        rt_tensor w1 = param(512, 64), b1 = param(512, 0), w2 = param(512, 512), b2 = param(512, 0);
        rt_tensor w3 = param(10, 512), b3 = param(10, 0);
        rt_tensor params[6] = {w1, b1, w2, b2, w3, b3};
        for (int i = 0; grouped && i < 6; i++)
            OK(rt_torch_dist_broadcast(params[i], 0));
        rt_handle opt = NEW(rt_torch_optim_sgd(params, 6, 0.01, 0.9, 0.0));
        const int64_t xd[2] = {n, 64};
        rt_tensor x = NEW(rt_torch_tensor_randn(xd, 2));
        rt_tensor y = NEW(rt_torch_tensor_randint(0, 10, (const int64_t[]){n}, 1, RT_INT64, RT_DEVICE_DEFAULT));
        double start = 0;
        for (long i = 0; i < WARMUP + iters; i++) {
            if (i == WARMUP) {
                if (grouped)
                    OK(rt_torch_dist_barrier());
                start = now();
            }
            rt_tensor h1 = NEW(rt_torch_nn_linear(x, w1, b1)), a1 = NEW(rt_torch_relu(h1));
            rt_tensor h2 = NEW(rt_torch_nn_linear(a1, w2, b2)), a2 = NEW(rt_torch_relu(h2));
            rt_tensor logits = NEW(rt_torch_nn_linear(a2, w3, b3));
            rt_tensor loss = NEW(rt_torch_nn_cross_entropy(logits, y, RT_REDUCTION_MEAN));
            OK(rt_torch_optim_zero_grad(opt));
            OK(rt_torch_tensor_backward(loss));
            if (grouped)
                OK(rt_torch_dist_average_gradients(params, 6, 0));
            OK(rt_torch_optim_step(opt));
            rt_tensor made[6] = {h1, a1, h2, a2, logits, loss};
            for (int k = 0; k < 6; k++)
                OK(rt_torch_tensor_free(made[k]));
        }
        double per_step = (now() - start) / (double)iters;
        if (rank == 0)
            printf("step_s %.6f\n", per_step);
        OK(rt_torch_optim_free(opt));
        OK(rt_torch_tensor_free(x));
        OK(rt_torch_tensor_free(y));
        for (int i = 0; i < 6; i++)
            OK(rt_torch_tensor_free(params[i]));
    }
    if (grouped)
        OK(rt_torch_dist_destroy());
    return 0;
}
