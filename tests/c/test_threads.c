/* Threads: 4 pthreads each run many mixed operations (create, compute, read back and check, provoke errors
 * and check that the last error is their own, free). The handle table is shared: a tensor made on one
 * thread is used and freed on another. Grad mode and the last error are per thread.
 * With the argument "cold" nothing is called before the threads start, so they race to start the runtime. */
#include <pthread.h>
#include <stdint.h>

#include "check.h"

#define THREADS 4
#define ROUNDS 150

static pthread_barrier_t barrier;
static rt_tensor handoff[THREADS];   /* made by thread i, used and freed by thread i + 1 */

static void sync_all(void) {
    int rc = pthread_barrier_wait(&barrier);
    CHECK(rc == 0 || rc == PTHREAD_BARRIER_SERIAL_THREAD);
}

/* Each thread fails in its own way; returns the function it names. */
static const char *provoke(int id, rt_tensor mine) {
    switch (id) {
    case 0:
        CHECK_ERR(rt_torch_tensor_numel(-1 - id), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_numel");
        return "rt_torch_tensor_numel";
    case 1:
        CHECK_ERR(rt_torch_tensor_zeros(NULL, 3), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_zeros");
        return "rt_torch_tensor_zeros";
    case 2:
        CHECK_ERR(rt_torch_tensor_matmul(mine, mine), 0, RT_ERR_SHAPE, "rt_torch_tensor_matmul");
        return "rt_torch_tensor_matmul";
    default: {
        float small[1];
        CHECK_ERR(rt_torch_tensor_copy_to(mine, small, sizeof small), -1, RT_ERR_BUFFER_TOO_SMALL,
                  "rt_torch_tensor_copy_to");
        return "rt_torch_tensor_copy_to";
    }
    }
}

static int32_t expected_code(int id) {
    static const int32_t codes[THREADS] = {RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_ARGUMENT, RT_ERR_SHAPE,
                                           RT_ERR_BUFFER_TOO_SMALL};
    return codes[id];
}

static void check_still_mine(int id, const char *fname) {
    size_t n = strlen(fname);
    CHECK(rt_torch_last_error_code() == expected_code(id));
    CHECK(strncmp(rt_torch_last_error(), fname, n) == 0 && rt_torch_last_error()[n] == ':');
}

static void one_round(int id, int round) {
    double a = id + 1, b = round % 7;
    rt_tensor x = T(rt_torch_tensor_from_data(F32((float)a, (float)b, 1, 2, 3, 4), DIMS(2, 3), RT_FLOAT32));
    rt_tensor w = T(rt_torch_tensor_ones(DIMS(3, 2)));
    rt_tensor y = T(rt_torch_tensor_matmul(x, w));   /* row sums, twice */
    rt_tensor s = T(rt_torch_tensor_sum(y));
    rt_tensor r = T(rt_torch_tensor_reshape(x, DIMS(3, 2)));
    rt_tensor parts[2];
    double total;
    CHECK_SHAPE(y, 2, 2);
    CHECK_VALUES(y, 0, a + b + 1, a + b + 1, 9, 9);
    CHECK(rt_torch_tensor_item(s, &total) == RT_OK);
    CHECK(total == 2 * (a + b + 1) + 18);
    CHECK_SHAPE(r, 3, 2);
    CHECK(rt_torch_tensor_chunk(r, 2, 0, parts, 2) == 2);
    CHECK_VALUES(parts[1], 0, 3, 4);
    /* an error, then a success that resets it, both this thread's */
    CHECK_ERR(rt_torch_tensor_add(x, w), 0, RT_ERR_SHAPE, "rt_torch_tensor_add");
    CHECK(rt_torch_tensor_ndim(x) == 2);
    CHECK_OK();
    if (round % 10 == 0) {   /* autograd on the thread's own tensor */
        rt_tensor p = T(rt_torch_tensor_full(DIMS(2), a));
        rt_tensor q, l, g;
        CHECK(rt_torch_tensor_set_requires_grad(p, 1) == RT_OK);
        q = T(rt_torch_tensor_mul(p, p));
        l = T(rt_torch_tensor_sum(q));
        CHECK(rt_torch_tensor_backward(l) == RT_OK);
        g = T(rt_torch_tensor_grad(p));
        CHECK_VALUES(g, 0, 2 * a, 2 * a);
        FREE(g);
        FREE(l);
        FREE(q);
        FREE(p);
    }
    FREE(parts[0]);
    FREE(parts[1]);
    FREE(r);
    FREE(s);
    FREE(y);
    FREE(w);
    FREE(x);
}

static void *worker(void *arg) {
    int id = (int)(intptr_t)arg, round, other = (id + 1) % THREADS;
    rt_tensor mine, got, sum;
    const char *fname;

    sync_all();   /* all at once: in the cold run, this is the first call into the library */
    mine = T(rt_torch_tensor_full(DIMS(2, 3), id + 1));

    /* 1. hand a tensor to the next thread */
    handoff[id] = T(rt_torch_tensor_full(DIMS(4), 10 * (id + 1)));
    sync_all();
    got = handoff[(id + THREADS - 1) % THREADS];
    CHECK_VALUES(got, 0, 10 * ((id + THREADS - 1) % THREADS + 1), 10 * ((id + THREADS - 1) % THREADS + 1),
                 10 * ((id + THREADS - 1) % THREADS + 1), 10 * ((id + THREADS - 1) % THREADS + 1));
    sum = T(rt_torch_tensor_add_scalar(got, id));
    CHECK_VALUES(sum, 0, 10 * ((id + THREADS - 1) % THREADS + 1) + id, 10 * ((id + THREADS - 1) % THREADS + 1) + id,
                 10 * ((id + THREADS - 1) % THREADS + 1) + id, 10 * ((id + THREADS - 1) % THREADS + 1) + id);
    FREE(sum);
    FREE(got);   /* freed by another thread than the one that made it */
    sync_all();
    CHECK_ERR(rt_torch_tensor_numel(handoff[other]), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_numel");
    CHECK_MSG_HAS("freed");

    /* 2. last errors are per thread: even threads work while odd threads hold an error, then swap */
    fname = provoke(id, mine);
    sync_all();
    if (id % 2 == 0)
        for (round = 0; round < 5; round++)
            one_round(id, round);
    sync_all();
    if (id % 2 == 1)
        check_still_mine(id, fname);
    fname = provoke(id, mine);
    sync_all();
    if (id % 2 == 1)
        for (round = 0; round < 5; round++)
            one_round(id, round);
    sync_all();
    if (id % 2 == 0)
        check_still_mine(id, fname);

    /* 3. grad mode is per thread: even threads enter no_grad, odd threads keep recording */
    if (id % 2 == 0)
        CHECK(rt_torch_no_grad_begin() == RT_OK);
    sync_all();
    CHECK(rt_torch_is_grad_enabled() == (id % 2));
    {
        rt_tensor p = T(rt_torch_tensor_ones(DIMS(2)));
        rt_tensor q;
        CHECK(rt_torch_tensor_set_requires_grad(p, 1) == RT_OK);
        q = T(rt_torch_tensor_mul_scalar(p, 2));
        CHECK(rt_torch_tensor_requires_grad(q) == (id % 2));
        FREE(q);
        FREE(p);
    }
    sync_all();
    if (id % 2 == 0) {
        CHECK(rt_torch_no_grad_end() == RT_OK);
        CHECK(rt_torch_is_grad_enabled() == 1);
        CHECK_ERR(rt_torch_no_grad_end(), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT, "rt_torch_no_grad_end");
    }

    /* 4. many mixed rounds, all threads at once */
    for (round = 0; round < ROUNDS; round++) {
        one_round(id, round);
        if (round % 25 == 0) {
            fname = provoke(id, mine);
            check_still_mine(id, fname);
        }
    }
    FREE(mine);
    return NULL;
}

int main(int argc, char **argv) {
    pthread_t threads[THREADS];
    int64_t live = 0;   /* a fresh process has no tensors */
    int i, cold = argc > 1 && strcmp(argv[1], "cold") == 0;
    if (!cold) {
        CHECK(rt_torch_init() == RT_OK);   /* start the runtime first */
        live = check_start();
    }
    CHECK(pthread_barrier_init(&barrier, NULL, THREADS) == 0);
    for (i = 0; i < THREADS; i++)
        CHECK(pthread_create(&threads[i], NULL, worker, (void *)(intptr_t)i) == 0);
    for (i = 0; i < THREADS; i++)
        CHECK(pthread_join(threads[i], NULL) == 0);
    CHECK(pthread_barrier_destroy(&barrier) == 0);
    /* the main thread's own last error was never touched by the workers */
    CHECK_OK();
    if (cold)
        CHECK(rt_torch_init() == RT_OK);
    check_finish("test_threads", live);
    return 0;
}
