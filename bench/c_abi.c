/* c_abi.c - the C side of `make bench`: times calls through the simple-torch C ABI.
 *
 *   c_abi torch      tiny add, numel, matmul 1024, data in/out vs memcpy, MLP training step, 4 threads
 *   c_abi numpy      tiny add and matmul 1024 (run with SIMPLE_TORCH_BACKEND=numpy)
 *
 * Every measurement is printed as `name value` (seconds per operation, or GB/s), each the median of
 * REPS repetitions after a warm-up. bench/run.py runs it and collects the lines.
 */
#include <pthread.h>
#include <stdint.h>
#include <string.h>

#define PROGRAM "c_abi"
#include "timing.h"

/* ---- tiny op and no-op ---------------------------------------------------------------------- */

typedef struct { rt_tensor a, b; } pair;

static void tiny_add(void *p) {
    pair *ab = p;
    rt_tensor c = rt_torch_tensor_add(ab->a, ab->b);
    if (c == 0) die("rt_torch_tensor_add");
    if (rt_torch_tensor_free(c) != RT_OK) die("rt_torch_tensor_free");
}

static void numel(void *p) {
    if (rt_torch_tensor_numel(((pair *)p)->a) != 6) die("rt_torch_tensor_numel");
}

static void matmul(void *p) {
    pair *ab = p;
    rt_tensor c = rt_torch_tensor_matmul(ab->a, ab->b);
    if (c == 0) die("rt_torch_tensor_matmul");
    if (rt_torch_tensor_free(c) != RT_OK) die("rt_torch_tensor_free");
}

static pair tiny_pair(void) {
    static const float a[6] = {1, 2, 3, 4, 5, 6}, b[6] = {6, 5, 4, 3, 2, 1};
    const int64_t dims[2] = {2, 3};
    pair p = {NEW(rt_torch_tensor_from_data(a, dims, 2, RT_FLOAT32)), NEW(rt_torch_tensor_from_data(b, dims, 2, RT_FLOAT32))};
    return p;
}

static pair big_pair(void) {
    const int64_t dims[2] = {1024, 1024};
    pair p = {NEW(rt_torch_tensor_randn(dims, 2)), NEW(rt_torch_tensor_randn(dims, 2))};
    return p;
}

static void tiny_and_matmul(int tiny_calls) {
    pair t = tiny_pair();
    printf("tiny_add %.9g\n", per_call(tiny_add, &t, tiny_calls));
    printf("numel %.9g\n", per_call(numel, &t, tiny_calls));
    pair m = big_pair();
    printf("matmul1024 %.9g\n", per_call(matmul, &m, 5));
    CHECK(rt_torch_tensor_free(t.a)); CHECK(rt_torch_tensor_free(t.b));
    CHECK(rt_torch_tensor_free(m.a)); CHECK(rt_torch_tensor_free(m.b));
}

/* ---- moving data ---------------------------------------------------------------------------- */

#define DATA_BYTES (64u << 20)

typedef struct { float *src, *dst; rt_tensor held; } data_ctx;

static void data_in_out(void *p) {
    data_ctx *d = p;
    const int64_t dims[1] = {DATA_BYTES / 4};
    rt_tensor t = NEW(rt_torch_tensor_from_data(d->src, dims, 1, RT_FLOAT32));
    if (rt_torch_tensor_copy_to(t, d->dst, DATA_BYTES) != DATA_BYTES) die("rt_torch_tensor_copy_to");
    CHECK(rt_torch_tensor_free(t));
}

static void data_in(void *p) {
    data_ctx *d = p;
    const int64_t dims[1] = {DATA_BYTES / 4};
    CHECK(rt_torch_tensor_free(NEW(rt_torch_tensor_from_data(d->src, dims, 1, RT_FLOAT32))));
}

static void data_out(void *p) {
    data_ctx *d = p;
    if (rt_torch_tensor_copy_to(d->held, d->dst, DATA_BYTES) != DATA_BYTES) die("rt_torch_tensor_copy_to");
}

static void do_memcpy(void *p) {
    data_ctx *d = p;
    memcpy(d->dst, d->src, DATA_BYTES);
    __asm__ volatile("" ::: "memory");
}

static void data(void) {
    data_ctx d = {malloc(DATA_BYTES), malloc(DATA_BYTES), 0};
    for (size_t i = 0; i < DATA_BYTES / 4; i++) d.src[i] = (float)i;
    memset(d.dst, 0, DATA_BYTES);
    const int64_t dims[1] = {DATA_BYTES / 4};
    d.held = NEW(rt_torch_tensor_from_data(d.src, dims, 1, RT_FLOAT32));
    double gb = DATA_BYTES / 1e9;
    printf("memcpy_gbs %.6g\n", gb / per_call(do_memcpy, &d, 3));
    printf("data_in_out_gbs %.6g\n", 2 * gb / per_call(data_in_out, &d, 3));   /* 64 MiB in, 64 MiB out */
    printf("data_in_gbs %.6g\n", gb / per_call(data_in, &d, 3));
    printf("data_out_gbs %.6g\n", gb / per_call(data_out, &d, 3));
    if (memcmp(d.src, d.dst, DATA_BYTES) != 0) { fprintf(stderr, "c_abi: data came back different\n"); exit(1); }
    CHECK(rt_torch_tensor_free(d.held));
    free(d.src); free(d.dst);
}

/* ---- training step: MLP 64-128-10, batch 128, SGD ------------------------------------------- */

typedef struct { rt_tensor x, y, w1, b1, w2, b2; rt_handle opt; } mlp;

static void train_step(void *p) {
    mlp *m = p;
    rt_tensor h = NEW(rt_torch_nn_linear(m->x, m->w1, m->b1));
    rt_tensor r = NEW(rt_torch_relu(h));
    rt_tensor o = NEW(rt_torch_nn_linear(r, m->w2, m->b2));
    rt_tensor loss = NEW(rt_torch_nn_cross_entropy(o, m->y, 1 /* mean */));
    CHECK(rt_torch_optim_zero_grad(m->opt));
    CHECK(rt_torch_tensor_backward(loss));
    CHECK(rt_torch_optim_step(m->opt));
    CHECK(rt_torch_tensor_free(h)); CHECK(rt_torch_tensor_free(r));
    CHECK(rt_torch_tensor_free(o)); CHECK(rt_torch_tensor_free(loss));
}

static rt_tensor param(int64_t d0, int64_t d1, int nd) {
    const int64_t dims[2] = {d0, d1};
    rt_tensor raw = NEW(rt_torch_tensor_randn(dims, nd));
    rt_tensor t = NEW(rt_torch_tensor_mul_scalar(raw, 0.1));
    CHECK(rt_torch_tensor_free(raw));
    CHECK(rt_torch_tensor_set_requires_grad(t, 1));
    return t;
}

static void training(void) {
    CHECK(rt_torch_manual_seed(0));
    mlp m;
    const int64_t xd[2] = {128, 64};
    int64_t labels[128];
    for (int i = 0; i < 128; i++) labels[i] = (i * 7) % 10;
    const int64_t yd[1] = {128};
    m.x = NEW(rt_torch_tensor_randn(xd, 2));
    m.y = NEW(rt_torch_tensor_from_data(labels, yd, 1, RT_INT64));
    m.w1 = param(128, 64, 2); m.b1 = param(128, 0, 1);
    m.w2 = param(10, 128, 2); m.b2 = param(10, 0, 1);
    rt_tensor ps[4] = {m.w1, m.b1, m.w2, m.b2};
    m.opt = rt_torch_optim_sgd(ps, 4, 0.01, 0.0, 0.0);
    if (m.opt == 0) die("rt_torch_optim_sgd");
    printf("train_step %.9g\n", per_call(train_step, &m, 100));
    CHECK(rt_torch_optim_free(m.opt));
    for (int i = 0; i < 4; i++) CHECK(rt_torch_tensor_free(ps[i]));
    CHECK(rt_torch_tensor_free(m.x)); CHECK(rt_torch_tensor_free(m.y));
}

/* ---- threads -------------------------------------------------------------------------------- */

#define THREAD_CALLS 40000

static void *thread_body(void *p) {
    pair t = tiny_pair();
    for (int i = 0; i < THREAD_CALLS; i++) tiny_add(&t);
    rt_torch_tensor_free(t.a); rt_torch_tensor_free(t.b);
    (void)p;
    return NULL;
}

/* Calls per second of n threads, each making THREAD_CALLS tiny adds. */
static double throughput(int n) {
    pthread_t th[8];
    double t0 = now();
    for (int i = 0; i < n; i++) pthread_create(&th[i], NULL, thread_body, NULL);
    for (int i = 0; i < n; i++) pthread_join(th[i], NULL);
    return n * (double)THREAD_CALLS / (now() - t0);
}

static void threads(void) {
    double one[REPS], four[REPS];
    throughput(1); throughput(4);   /* warm-up */
    for (int r = 0; r < REPS; r++) {   /* alternate, so both see the same machine */
        one[r] = throughput(1);
        four[r] = throughput(4);
    }
    printf("threads1_calls_per_s %.6g\n", median(one, REPS));
    printf("threads4_calls_per_s %.6g\n", median(four, REPS));
}

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "torch";
    if (rt_torch_init() != RT_OK) die("rt_torch_init");
    if (!strcmp(mode, "numpy")) {
        tiny_and_matmul(30000);
    } else if (!strcmp(mode, "torch")) {
        tiny_and_matmul(30000);
        data();
        training();
        threads();
    } else {
        fprintf(stderr, "usage: c_abi torch|numpy\n");
        return 2;
    }
    return 0;
}
