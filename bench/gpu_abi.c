/* gpu_abi.c - the C side of `make bench-gpu`: times calls through the simple-torch C ABI on a device.
 *
 *   gpu_abi DEVICE N   DEVICE: 0 for cuda:0 (the benchmark), -1 for the CPU (a check of this program, no GPU
 *                      figure); N: the side of the square matrices multiplied (4096 on a GPU)
 *
 * Tensors are made on DEVICE (it is set as the default device). Prints `name seconds-per-op`, each the median of
 * REPS repetitions after a warm-up, every repetition ending with rt_torch_cuda_synchronize on a GPU, so that work
 * still queued counts. bench/gpu.py runs it beside the same operations in Python torch and prints the ratios.
 */
#include <stdint.h>

#define PROGRAM "gpu_abi"
#include "timing.h"

#define DATA_BYTES (64u << 20)   /* the 64 MiB copies of bench/gpu.py */
#define TINY_CALLS 3000
#define MATMUL_CALLS 10

static int32_t device;
static int64_t matmul_n;

static void settle(void *unused) {
    (void)unused;
    if (device >= 0) CHECK(rt_torch_cuda_synchronize(device));
}

/* ---- host to device and back ------------------------------------------------------------------ */

typedef struct { float *host; rt_tensor on_device; } data_ctx;

static void host_to_device(void *p) {
    data_ctx *d = p;
    const int64_t dims[1] = {DATA_BYTES / 4};
    CHECK(rt_torch_tensor_free(NEW(rt_torch_tensor_from_data(d->host, dims, 1, RT_FLOAT32))));
}

static void device_to_host(void *p) {
    data_ctx *d = p;
    if (rt_torch_tensor_copy_to(d->on_device, d->host, DATA_BYTES) != DATA_BYTES) die("rt_torch_tensor_copy_to");
}

static void data(void) {
    data_ctx d = {malloc(DATA_BYTES), 0};
    if (!d.host) die("malloc");
    for (size_t i = 0; i < DATA_BYTES / 4; i++) d.host[i] = (float)i;   /* pages touched before timing */
    printf("h2d %.9g\n", per_call_settled(host_to_device, &d, 3, settle));
    const int64_t dims[1] = {DATA_BYTES / 4};
    d.on_device = NEW(rt_torch_tensor_from_data(d.host, dims, 1, RT_FLOAT32));
    printf("d2h %.9g\n", per_call_settled(device_to_host, &d, 3, settle));
    for (size_t i = 0; i < DATA_BYTES / 4; i += 4099)   /* what came back is what went in */
        if (d.host[i] != (float)i) die("the values copied back");
    CHECK(rt_torch_tensor_free(d.on_device));
    free(d.host);
}

/* ---- products and a tiny op --------------------------------------------------------------------- */

typedef struct { rt_tensor a, b; rt_tensor (*op)(rt_tensor, rt_tensor); } pair;

static void apply(void *p) {
    pair *ab = p;
    CHECK(rt_torch_tensor_free(NEW(ab->op(ab->a, ab->b))));
}

static double timed_pair(rt_tensor a, rt_tensor b, rt_tensor (*op)(rt_tensor, rt_tensor), int calls) {
    pair p = {a, b, op};
    double seconds = per_call_settled(apply, &p, calls, settle);
    CHECK(rt_torch_tensor_free(a));
    CHECK(rt_torch_tensor_free(b));
    return seconds;
}

static rt_tensor square(int32_t dtype) {
    const int64_t dims[2] = {matmul_n, matmul_n};
    rt_tensor x = NEW(rt_torch_tensor_randn(dims, 2));
    if (dtype == RT_FLOAT32) return x;
    rt_tensor cast = NEW(rt_torch_tensor_to_dtype(x, dtype));
    CHECK(rt_torch_tensor_free(x));
    return cast;
}

static void compute(void) {
    printf("matmul_f32 %.9g\n", timed_pair(square(RT_FLOAT32), square(RT_FLOAT32), rt_torch_tensor_matmul, MATMUL_CALLS));
    printf("matmul_bf16 %.9g\n", timed_pair(square(RT_BFLOAT16), square(RT_BFLOAT16), rt_torch_tensor_matmul,
                                            MATMUL_CALLS));
    static const float a[6] = {1, 2, 3, 4, 5, 6}, b[6] = {6, 5, 4, 3, 2, 1};
    const int64_t dims[2] = {2, 3};
    printf("tiny_add %.9g\n", timed_pair(NEW(rt_torch_tensor_from_data(a, dims, 2, RT_FLOAT32)),
                                         NEW(rt_torch_tensor_from_data(b, dims, 2, RT_FLOAT32)), rt_torch_tensor_add,
                                         TINY_CALLS));
}

int main(int argc, char **argv) {
    if (argc != 3 || atoll(argv[2]) < 1) {
        fprintf(stderr, "usage: gpu_abi DEVICE N (DEVICE 0: cuda:0, -1: the CPU; N: the matrices' side)\n");
        return 2;
    }
    device = (int32_t)atoi(argv[1]);
    matmul_n = atoll(argv[2]);
    CHECK(rt_torch_set_default_device(device));
    data();
    compute();
    return 0;
}
