/* Stress: 8 pthreads run rounds of mixed operations at once (creation, arithmetic, matmul, reductions,
 * joins, autograd with backward and an SGD step on each thread's own parameter, nested no_grad, scopes,
 * deliberate errors, frees), reading every result back with copy_to and checking it. Each thread provokes
 * errors that carry a number only it uses, lets the others run, then checks that its last error code and
 * message are still its own. Tensors are also handed between threads through a shared queue: made on one
 * thread, checked, used and freed on another. At the end the live tensor count is back where it started.
 *
 *   test_stress [multiplier]    the rounds per thread are ROUNDS * multiplier (default 1)
 *
 * Prints "test_stress: T threads x R rounds, H hand-offs (C across threads)" and the check_finish line. */
#include <pthread.h>
#include <sched.h>
#include <stdint.h>

#include "check.h"

#define THREADS 8
#define ROUNDS 60
#define NEVER ((rt_tensor)1 << 52)

static long rounds = ROUNDS;

/* -- the hand-off queue ------------------------------------------------------------------------------ */

struct item {
    rt_tensor handle;
    float value;   /* every element of the tensor */
    int producer;
};

static pthread_mutex_t queue_lock = PTHREAD_MUTEX_INITIALIZER;
static struct item *queue;
static long queued, pushed, popped, crossed;

static void push(rt_tensor handle, float value, int producer) {
    CHECK(pthread_mutex_lock(&queue_lock) == 0);
    queue[queued].handle = handle;
    queue[queued].value = value;
    queue[queued].producer = producer;
    queued++;
    pushed++;
    CHECK(pthread_mutex_unlock(&queue_lock) == 0);
}

/* Takes an item made by another thread, if there is one. */
static int pop_foreign(int me, struct item *out) {
    long i;
    int found = 0;
    CHECK(pthread_mutex_lock(&queue_lock) == 0);
    for (i = 0; i < queued; i++) {
        if (queue[i].producer != me) {
            *out = queue[i];
            queue[i] = queue[--queued];
            popped++;
            crossed++;
            found = 1;
            break;
        }
    }
    CHECK(pthread_mutex_unlock(&queue_lock) == 0);
    return found;
}

/* -- per-thread errors ------------------------------------------------------------------------------- */

/* Provokes an error whose message holds a number only this thread and round use; returns its code and
 * copies the message to saved. */
static int32_t provoke(int id, long round, rt_tensor x, char *saved, size_t size, char *token, size_t tsize) {
    int kind = (int)((id + round) % 5);
    int64_t unique = 1000 * (int64_t)id + round % 1000;
    int32_t code;
    float small[1];
    switch (kind) {
    case 0:
        CHECK_ERR(rt_torch_tensor_numel(NEVER + unique), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_numel");
        snprintf(token, tsize, "handle %lld was never issued", (long long)(NEVER + unique));
        code = RT_ERR_INVALID_HANDLE;
        break;
    case 1:
        CHECK_ERR(rt_torch_tensor_reshape(x, DIMS(100000 + unique)), 0, RT_ERR_SHAPE, "rt_torch_tensor_reshape");
        snprintf(token, tsize, "[%lld]", (long long)(100000 + unique));
        code = RT_ERR_SHAPE;
        break;
    case 2:
        CHECK_ERR(rt_torch_tensor_zeros(DIMS(2, -1 - unique)), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_zeros");
        snprintf(token, tsize, "is %lld", (long long)(-1 - unique));
        code = RT_ERR_INVALID_ARGUMENT;
        break;
    case 3:
        CHECK_ERR(rt_torch_tensor_copy_to(x, small, 1 + id), -1, RT_ERR_BUFFER_TOO_SMALL, "rt_torch_tensor_copy_to");
        snprintf(token, tsize, "out holds %d bytes", 1 + id);
        code = RT_ERR_BUFFER_TOO_SMALL;
        break;
    default:
        CHECK_ERR(rt_torch_tensor_sum_dim(x, 10 + unique, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_sum_dim");
        snprintf(token, tsize, "dim %lld is out of range", (long long)(10 + unique));
        code = RT_ERR_INVALID_ARGUMENT;
        break;
    }
    CHECK_MSG_HAS(token);
    snprintf(saved, size, "%s", rt_torch_last_error());
    return code;
}

static void check_still_mine(int32_t code, const char *saved, const char *token) {
    CHECK(rt_torch_last_error_code() == code);
    CHECK(strcmp(rt_torch_last_error(), saved) == 0);
    CHECK_MSG_HAS(token);
}

/* -- one thread ------------------------------------------------------------------------------------- */

static pthread_barrier_t barrier;

static void sync_all(void) {
    int rc = pthread_barrier_wait(&barrier);
    CHECK(rc == 0 || rc == PTHREAD_BARRIER_SERIAL_THREAD);
}

static void one_round(int id, long round, rt_tensor w, rt_handle opt, double expect_w[2]) {
    const double target[2] = {0.5, 2.0};
    float a = (float)(id + 1), b = (float)(round % 11), buf[6];
    char saved[512], token[128];
    int32_t code;
    double value;
    rt_tensor x, ones, y, s, m, mx, am, tmp, d, q, parts[3], joined, ar, ey, e;

    /* creation and arithmetic, read back through copy_to */
    x = T(rt_torch_tensor_from_data(F32(a, b, 1, 2, 3, 4), DIMS(2, 3), RT_FLOAT32));
    ones = T(rt_torch_tensor_ones(DIMS(3, 2)));
    y = T(rt_torch_tensor_matmul(x, ones));   /* row sums, twice */
    CHECK(rt_torch_tensor_copy_to(y, buf, sizeof buf) == 4 * (int64_t)sizeof(float));
    CHECK(buf[0] == a + b + 1 && buf[1] == a + b + 1 && buf[2] == 9 && buf[3] == 9);
    s = T(rt_torch_tensor_sum(y));
    CHECK(rt_torch_tensor_item(s, &value) == RT_OK);
    CHECK(value == 2.0 * (a + b + 1) + 18);
    m = T(rt_torch_tensor_mean_dim(x, 1, 0));
    CHECK_VALUES(m, 1e-5, (a + b + 1) / 3.0, 3);
    mx = T(rt_torch_tensor_max(x));
    CHECK_VALUES(mx, 0, a > 4 || b > 4 ? (a > b ? a : b) : 4);
    am = T(rt_torch_tensor_argmin_dim(x, 1, 0));   /* the first smallest of row 0 {a, b, 1}; row 1 is {2, 3, 4} */
    CHECK_VALUES(am, 0, b < 1 ? 1 : (a == 1 ? 0 : (b == 1 ? 1 : 2)), 0);
    tmp = T(rt_torch_tensor_mul_scalar(x, 2));
    d = T(rt_torch_tensor_sub(tmp, x));
    CHECK_VALUES(d, 0, a, b, 1, 2, 3, 4);
    FREE(tmp);
    tmp = T(rt_torch_tensor_add_scalar(x, 1));
    q = T(rt_torch_tensor_div(tmp, x));
    FREE(tmp);
    CHECK(rt_torch_tensor_copy_to(q, buf, sizeof buf) == 6 * (int64_t)sizeof(float));
    CHECK_NEAR(buf[2], 2.0, 1e-6);
    CHECK_NEAR(buf[5], 1.25, 1e-6);
    CHECK(rt_torch_tensor_chunk(x, 3, 1, parts, 3) == 3);
    joined = T(rt_torch_tensor_cat(parts, 3, 1));
    CHECK_VALUES(joined, 0, a, b, 1, 2, 3, 4);
    ar = T(rt_torch_tensor_arange(0, 4, 1, RT_INT64));
    CHECK_VALUES(ar, 0, 0, 1, 2, 3);
    ey = T(rt_torch_tensor_eye(2, 2));
    e = T(rt_torch_tensor_matmul(ey, y));
    CHECK_VALUES(e, 0, a + b + 1, a + b + 1, 9, 9);

    /* a deliberate error; the others keep calling meanwhile; it stays this thread's */
    code = provoke(id, round, x, saved, sizeof saved, token, sizeof token);
    sched_yield();
    sched_yield();
    check_still_mine(code, saved, token);
    CHECK(rt_torch_tensor_ndim(x) == 2);
    CHECK_OK();

    /* autograd on the thread's own parameter: loss = sum((w - t)^2), grad 2 (w - t), one SGD step */
    {
        rt_tensor t = T(rt_torch_tensor_from_data(F32((float)target[0], (float)target[1]), DIMS(2), RT_FLOAT32));
        rt_tensor diff = T(rt_torch_tensor_sub(w, t));
        rt_tensor sq = T(rt_torch_tensor_mul(diff, diff));
        rt_tensor loss = T(rt_torch_tensor_sum(sq));
        rt_tensor grad;
        int i;
        CHECK(rt_torch_tensor_requires_grad(loss) == 1);
        CHECK(rt_torch_tensor_backward(loss) == RT_OK);
        grad = T(rt_torch_tensor_grad(w));
        CHECK_VALUES(grad, 1e-3, 2 * (expect_w[0] - target[0]), 2 * (expect_w[1] - target[1]));
        CHECK(rt_torch_optim_step(opt) == RT_OK);
        CHECK(rt_torch_optim_zero_grad(opt) == RT_OK);
        for (i = 0; i < 2; i++)
            expect_w[i] = expect_w[i] - 0.1 * 2 * (expect_w[i] - target[i]);
        CHECK_VALUES(w, 1e-3, expect_w[0], expect_w[1]);
        FREE(grad);
        FREE(loss);
        FREE(sq);
        FREE(diff);
        FREE(t);
    }

    /* nested no_grad: nothing recorded inside, grad mode back after the outer end */
    CHECK(rt_torch_no_grad_begin() == RT_OK);
    CHECK(rt_torch_no_grad_begin() == RT_OK);
    {
        rt_tensor p = T(rt_torch_tensor_mul_scalar(w, 2));
        CHECK(rt_torch_tensor_requires_grad(p) == 0);
        FREE(p);
    }
    CHECK(rt_torch_no_grad_end() == RT_OK);
    CHECK(rt_torch_is_grad_enabled() == 0);
    CHECK(rt_torch_no_grad_end() == RT_OK);
    CHECK(rt_torch_is_grad_enabled() == 1);
    {
        rt_tensor p = T(rt_torch_tensor_mul_scalar(w, 2));
        CHECK(rt_torch_tensor_requires_grad(p) == 1);
        FREE(p);
    }

    /* a scope frees what this thread made in it, except what it keeps */
    {
        rt_tensor inner, kept;
        CHECK(rt_torch_scope_begin() == RT_OK);
        inner = T(rt_torch_tensor_full(DIMS(2), a));
        kept = T(rt_torch_tensor_add_scalar(inner, round % 5));
        T(rt_torch_relu(kept));   /* dropped with the scope */
        CHECK(rt_torch_scope_keep(kept) == RT_OK);
        CHECK(rt_torch_scope_end() == RT_OK);
        CHECK_ERR(rt_torch_tensor_numel(inner), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_numel");
        CHECK_MSG_HAS("freed");
        CHECK_VALUES(kept, 0, a + round % 5, a + round % 5);
        FREE(kept);
    }

    /* hand a tensor to another thread, and take one from another */
    {
        float v = (float)(id + THREADS * round);
        struct item got;
        push(T(rt_torch_tensor_full(DIMS(3), v)), v, id);
        if (pop_foreign(id, &got)) {
            rt_tensor plus;
            CHECK(got.producer != id);
            CHECK_VALUES(got.handle, 0, got.value, got.value, got.value);
            plus = T(rt_torch_tensor_add_scalar(got.handle, 1));
            CHECK_VALUES(plus, 0, got.value + 1, got.value + 1, got.value + 1);
            FREE(plus);
            FREE(got.handle);
            CHECK_ERR(rt_torch_tensor_free(got.handle), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE,
                      "rt_torch_tensor_free");
        }
    }

    FREE(e);
    FREE(ey);
    FREE(ar);
    FREE(joined);
    FREE(parts[0]);
    FREE(parts[1]);
    FREE(parts[2]);
    FREE(q);
    FREE(d);
    FREE(am);
    FREE(mx);
    FREE(m);
    FREE(s);
    FREE(y);
    FREE(ones);
    FREE(x);
}

static void *worker(void *arg) {
    int id = (int)(intptr_t)arg;
    long round;
    double expect_w[2];
    rt_tensor w;
    rt_handle opt;

    expect_w[0] = id + 1;
    expect_w[1] = -(id + 1);
    w = T(rt_torch_tensor_from_data(F32((float)expect_w[0], (float)expect_w[1]), DIMS(2), RT_FLOAT32));
    CHECK(rt_torch_tensor_set_requires_grad(w, 1) == RT_OK);
    opt = rt_torch_optim_sgd(&w, 1, 0.1, 0.0, 0.0);
    CHECK(opt > 0);
    sync_all();   /* all threads start their rounds together */
    for (round = 0; round < rounds; round++)
        one_round(id, round, w, opt, expect_w);
    CHECK(rt_torch_optim_free(opt) == RT_OK);
    FREE(w);
    return NULL;
}

int main(int argc, char **argv) {
    pthread_t threads[THREADS];
    int64_t live;
    long i;
    if (argc > 1) {
        long multiplier = strtol(argv[1], NULL, 10);
        CHECK(multiplier >= 1);
        rounds = ROUNDS * multiplier;
    }
    queue = (struct item *)calloc((size_t)(THREADS * rounds + 1), sizeof *queue);
    CHECK(queue != NULL);
    CHECK(rt_torch_init() == RT_OK);
    live = check_start();
    CHECK(pthread_barrier_init(&barrier, NULL, THREADS) == 0);
    for (i = 0; i < THREADS; i++)
        CHECK(pthread_create(&threads[i], NULL, worker, (void *)(intptr_t)i) == 0);
    for (i = 0; i < THREADS; i++)
        CHECK(pthread_join(threads[i], NULL) == 0);
    CHECK(pthread_barrier_destroy(&barrier) == 0);

    /* what is left in the queue is freed here, on yet another thread */
    for (i = 0; i < queued; i++) {
        CHECK_VALUES(queue[i].handle, 0, queue[i].value, queue[i].value, queue[i].value);
        FREE(queue[i].handle);
    }
    CHECK(pushed == THREADS * rounds);
    CHECK(popped + queued == pushed);
    CHECK(crossed > 0);
    CHECK_OK();   /* the main thread's last error was never touched by the workers */
    free(queue);
    printf("test_stress: %d threads x %ld rounds, %ld hand-offs (%ld across threads)\n", THREADS, rounds, pushed,
           crossed);
    check_finish("test_stress", live);
    return 0;
}
