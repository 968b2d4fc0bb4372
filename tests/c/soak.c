/* soak.c - leak check: many create / compute / free cycles, resident memory measured as they run.
 *
 *   soak CYCLES [WARMUP]
 *
 * One cycle: two tensors from data, add, matmul, sum, item, copy_to; a small autograd graph (a leaf with
 * requires_grad, mul, sum, backward, grad, copy_to of the grad), and on every 8th cycle an SGD optimizer made,
 * stepped and freed (on torch it costs as much as the rest of the cycle); DLPack (section 29): a result exported and
 * imported back, an input exported as the legacy struct whose deleter runs before or after the input is freed
 * (alternate cycles); a call that fails (so error messages
 * are made and dropped too); every handle freed. Then a scope cycle: scope_begin, a chain of ops
 * inside a nested scope, scope_keep, scope_end twice, the kept tensor freed.
 *
 * After WARMUP cycles (default: a tenth, from 1,000 to 20,000; the allocators and the backend's caches settle) it
 * reads the resident set size from /proc/self/statm, then again at ten checkpoints. It asserts that the live
 * tensor count is back where it started, and that RSS grew by less than SLACK + BYTES_PER_CYCLE * cycles:
 * a fixed slack for the allocators' own fluctuations, and a per-cycle bound well below 100 bytes, so that a leak of
 * even 100 bytes per cycle over a million cycles (100 MB) fails. It prints cycles, seconds, cycles/s and the RSS
 * figures: "soak: ..." lines, exit 0 on success, 1 on a failed check.
 *
 * SOAK_LEAK_BYTES=N leaks N bytes (touched, never freed) per cycle on purpose: tests/test_soak.py checks that
 * the bound catches it.
 */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "simple_torch.h"

#define SLACK_KB (16 * 1024)        /* allocator noise after the warm-up (measured: 0 to a few hundred KB) */
#define BYTES_PER_CYCLE 16          /* with the slack, 31 MB over a million cycles; 100 bytes/cycle is 95 MB */
#define CHECKPOINTS 10

static long cycle_no = -1;
static long leak_bytes;   /* SOAK_LEAK_BYTES: a deliberate leak per cycle, to test the check itself */

static void fail(const char *what) {
    fprintf(stderr, "soak: FAILED at cycle %ld: %s\n  last error: code %d: %s\n", cycle_no, what,
            (int)rt_torch_last_error_code(), rt_torch_last_error());
    exit(1);
}

#define OK(expr) do { if ((expr) != RT_OK) fail(#expr); } while (0)

static rt_tensor tensor_ok(rt_tensor t, const char *what) {
    if (t <= 0 || rt_torch_last_error_code() != RT_OK)
        fail(what);
    return t;
}
#define T(expr) tensor_ok((expr), #expr)

static long rss_kb(void) {
    long pages = 0, resident = 0;
    FILE *f = fopen("/proc/self/statm", "r");
    if (f == NULL || fscanf(f, "%ld %ld", &pages, &resident) != 2)
        fail("cannot read /proc/self/statm");
    fclose(f);
    return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static const float A[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
static const float B[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
static const float W[4] = {0.5f, -1.0f, 2.0f, 0.25f};
static const int64_t D44[2] = {4, 4}, D4[1] = {4}, D3[1] = {3};

/* DLPack's legacy DLManagedTensor, as dlpack.h lays it out (simple_torch.h declares no DLPack struct) */
typedef struct SoakLegacy {
    struct { void *data; int32_t device_type, device_id, ndim; uint8_t code, bits; uint16_t lanes; int64_t *shape,
             *strides; uint64_t byte_offset; } dl_tensor;
    void *manager_ctx;
    void (*deleter)(struct SoakLegacy *self);
} SoakLegacy;

static void one_cycle(void) {
    float out[16], grad[4];
    double value = 0;
    rt_tensor a = T(rt_torch_tensor_from_data(A, D44, 2, RT_FLOAT32));
    rt_tensor b = T(rt_torch_tensor_from_data(B, D44, 2, RT_FLOAT32));
    rt_tensor c = T(rt_torch_tensor_add(a, b));
    rt_tensor d = T(rt_torch_tensor_matmul(c, b));
    rt_tensor s = T(rt_torch_tensor_sum(d));
    OK(rt_torch_tensor_item(s, &value));
    if (value != 136.0 + 4.0)
        fail("sum(matmul(a + I, I)) is not 140");
    if (rt_torch_tensor_copy_to(d, out, sizeof out) != (int64_t)sizeof out || out[5] != 7.0f)
        fail("copy_to");

    /* a small graph: loss = sum(w * w), grad = 2 w, one SGD step */
    rt_tensor w = T(rt_torch_tensor_from_data(W, D4, 1, RT_FLOAT32));
    OK(rt_torch_tensor_set_requires_grad(w, 1));
    rt_tensor y = T(rt_torch_tensor_mul(w, w));
    rt_tensor loss = T(rt_torch_tensor_sum(y));
    OK(rt_torch_tensor_backward(loss));
    rt_tensor g = T(rt_torch_tensor_grad(w));
    if (rt_torch_tensor_copy_to(g, grad, sizeof grad) != (int64_t)sizeof grad || grad[2] != 4.0f)
        fail("grad of sum(w * w) is not 2 w");
    if (cycle_no % 8 == 0) {
        rt_handle opt = rt_torch_optim_sgd(&w, 1, 0.1, 0.0, 0.0);
        if (opt <= 0)
            fail("rt_torch_optim_sgd");
        OK(rt_torch_optim_step(opt));
        OK(rt_torch_optim_zero_grad(opt));
        OK(rt_torch_optim_free(opt));
    }

    /* a failing call: its message is made and replaced */
    rt_tensor v = T(rt_torch_tensor_ones(D3, 1));
    if (rt_torch_tensor_matmul(a, v) != 0 || rt_torch_last_error_code() != RT_ERR_SHAPE)
        fail("matmul of [4, 4] and [3] must fail with RT_ERR_SHAPE");
    if (strncmp(rt_torch_last_error(), "rt_torch_tensor_matmul: ", 24) != 0)
        fail("the message of the failed matmul");

    void *dl = NULL;   /* DLPack: d and back share memory; the import owns its struct */
    OK(rt_torch_tensor_to_dlpack_versioned(d, &dl));
    rt_tensor back = T(rt_torch_tensor_from_dlpack_versioned(dl));
    if (rt_torch_tensor_copy_to(back, out, sizeof out) != (int64_t)sizeof out || out[5] != 7.0f)
        fail("the DLPack round trip of d");
    OK(rt_torch_tensor_to_dlpack_legacy(a, &dl));
    SoakLegacy *legacy = dl;
    if (legacy->dl_tensor.device_type == 1) {   /* kDLCPU: host memory, read here */
        if (((const float *)legacy->dl_tensor.data)[15] != 16.0f)
            fail("the legacy DLPack struct's data");
    } else if (legacy->dl_tensor.device_type != 2 || legacy->dl_tensor.device_id != rt_torch_tensor_device(a)) {
        fail("the legacy DLPack struct's device");   /* a on the default device, a GPU (make test-gpu): kDLCUDA */
    }
    if (cycle_no % 2)
        legacy->deleter(legacy);

    rt_tensor all[] = {a, b, c, d, s, w, y, loss, g, v, back};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        OK(rt_torch_tensor_free(all[i]));
    if (cycle_no % 2 == 0)   /* the struct outlived its tensor's handle */
        legacy->deleter(legacy);

    /* scopes: everything made inside is freed at scope_end, except what is kept */
    OK(rt_torch_scope_begin());
    rt_tensor x = T(rt_torch_tensor_ones(D44, 2));
    OK(rt_torch_scope_begin());
    rt_tensor z = T(rt_torch_relu(T(rt_torch_tensor_add_scalar(T(rt_torch_tensor_mul_scalar(x, 2.0)), -1.0))));
    rt_tensor m = T(rt_torch_tensor_mean(z));
    OK(rt_torch_scope_keep(m));
    OK(rt_torch_scope_end());
    OK(rt_torch_scope_keep(m));
    OK(rt_torch_scope_end());
    OK(rt_torch_tensor_item(m, &value));
    if (value != 1.0)
        fail("mean(relu(2 * ones - 1)) is not 1");
    OK(rt_torch_tensor_free(m));
    if (leak_bytes > 0) {
        char *lost = malloc((size_t)leak_bytes);
        if (lost == NULL)
            fail("malloc");
        memset(lost, 1, (size_t)leak_bytes);
    }
}

int main(int argc, char **argv) {
    long cycles, warmup, checkpoint[CHECKPOINTS + 1], peak;
    double start, seconds;
    int64_t live;
    if (argc < 2 || argc > 3 || (cycles = atol(argv[1])) < CHECKPOINTS) {
        fprintf(stderr, "usage: %s CYCLES [WARMUP]  (CYCLES >= %d)\n", argv[0], CHECKPOINTS);
        return 2;
    }
    warmup = argc == 3 ? atol(argv[2]) : cycles / 10 < 1000 ? 1000 : cycles / 10 > 20000 ? 20000 : cycles / 10;
    if (getenv("SOAK_LEAK_BYTES") != NULL)
        leak_bytes = atol(getenv("SOAK_LEAK_BYTES"));
    if (rt_torch_init() != RT_OK)
        fail("rt_torch_init");
    live = rt_torch_live_tensors();

    for (cycle_no = 0; cycle_no < warmup; cycle_no++)
        one_cycle();
    if (rt_torch_live_tensors() != live)
        fail("live tensors after the warm-up differ from the start");

    checkpoint[0] = peak = rss_kb();
    start = now();
    for (int k = 1; k <= CHECKPOINTS; k++) {
        long until = cycles * k / CHECKPOINTS;
        for (cycle_no = cycles * (k - 1) / CHECKPOINTS; cycle_no < until; cycle_no++)
            one_cycle();
        checkpoint[k] = rss_kb();
        if (checkpoint[k] > peak)
            peak = checkpoint[k];
    }
    seconds = now() - start;
    cycle_no = cycles;

    long growth = checkpoint[CHECKPOINTS] - checkpoint[0];
    long bound = SLACK_KB + (long)((double)cycles * BYTES_PER_CYCLE / 1024);
    printf("soak: backend %s, %ld cycles (after %ld warm-up cycles) in %.1f s, %.0f cycles/s\n",
           rt_torch_backend(), cycles, warmup, seconds, (double)cycles / seconds);
    printf("soak: RSS start %ld KB, end %ld KB, growth %ld KB (%.2f bytes/cycle), peak %ld KB, bound %ld KB "
           "(%d KB + %d bytes/cycle)\n", checkpoint[0], checkpoint[CHECKPOINTS], growth,
           growth * 1024.0 / (double)cycles, peak, bound, SLACK_KB, BYTES_PER_CYCLE);
    printf("soak: RSS at checkpoints (KB):");
    for (int k = 0; k <= CHECKPOINTS; k++)
        printf(" %ld", checkpoint[k]);
    printf("\n");
    printf("soak: live tensors %" PRId64 " at the start, %" PRId64 " at the end\n", live, rt_torch_live_tensors());
    if (rt_torch_live_tensors() != live)
        fail("live tensors are not back at their start");
    if (growth >= bound)
        fail("RSS grew beyond the bound: a leak");
    printf("soak: ok\n");
    return 0;
}
