/* Process life: fork() while other threads call the library, and calls made after exit() has begun.
 *
 *   test_process_life fork   3 threads call the library (mixed operations and errors) while the main thread
 *                            forks 5 times. Each child, under alarm(30), creates tensors, multiplies them,
 *                            sums, reads back with copy_to, checks the values and an error, runs a backward
 *                            pass, calls from a new thread, frees everything, checks the live count and
 *                            _exit(0)s. The parent checks every child's exit status, then keeps working.
 *                            Where the default device is a GPU (make test-gpu), the parent has used CUDA, which
 *                            PyTorch refuses in a forked child: the child checks that its first tensor on the
 *                            default device fails cleanly (RT_ERR_DEVICE), then does the same work on the CPU.
 *                            Prints "test_process_life fork: 5 children exited 0" and the check_finish line.
 *   test_process_life exit   an atexit handler registered before the library starts calls the library during
 *                            exit, while 2 threads are still calling it when main returns. The handler's calls
 *                            must fail cleanly (failure value, RT_ERR_INTERNAL, "process is exiting"); nothing
 *                            may crash. Prints "test_process_life exit: ..." from the handler; exits 0.
 *
 * tests/test_reliability.py runs both on each backend (the exit test 10 times). */
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "check.h"

#define FORKS 5
#define WORKERS 3
#define EXIT_WORKERS 2
#define EXITING "process is exiting"

static volatile int stop;
static long worker_rounds;   /* atomic */
static int32_t configured;   /* the default device, worked out before any fork */

static void pause_ms(long ms) {
    struct timespec ts;
    ts.tv_sec = ms / 1000;
    ts.tv_nsec = (ms % 1000) * 1000000L;
    nanosleep(&ts, NULL);
}

/* -- fork ------------------------------------------------------------------------------------------- */

/* One round of mixed work in the parent's threads, with an error of the thread's own. */
static void parent_round(int id, long round) {
    float a = (float)(id + 1), v[4];
    rt_tensor x = T(rt_torch_tensor_from_data(F32(a, 0, 0, a), DIMS(2, 2), RT_FLOAT32));
    rt_tensor y = T(rt_torch_tensor_full(DIMS(2, 2), (double)(round % 7)));
    rt_tensor m = T(rt_torch_tensor_matmul(x, y));
    rt_tensor s = T(rt_torch_tensor_sum(m));
    double total;
    CHECK(rt_torch_tensor_copy_to(m, v, sizeof v) == (int64_t)sizeof v);
    CHECK(v[0] == a * (float)(round % 7) && v[3] == a * (float)(round % 7));
    CHECK(rt_torch_tensor_item(s, &total) == RT_OK);
    CHECK(total == 4.0 * a * (double)(round % 7));
    CHECK_ERR(rt_torch_tensor_reshape(m, DIMS(5 + id)), 0, RT_ERR_SHAPE, "rt_torch_tensor_reshape");
    if (round % 4 == 0) {   /* autograd too */
        rt_tensor p, q, l, g;
        CHECK(rt_torch_tensor_set_requires_grad(x, 1) == RT_OK);
        q = T(rt_torch_tensor_mul(x, x));
        l = T(rt_torch_tensor_sum(q));
        CHECK(rt_torch_tensor_backward(l) == RT_OK);
        g = T(rt_torch_tensor_grad(x));
        CHECK_VALUES(g, 0, 2 * a, 0, 0, 2 * a);
        p = T(rt_torch_tensor_detach(g));
        FREE(p);
        FREE(g);
        FREE(l);
        FREE(q);
    }
    FREE(s);
    FREE(m);
    FREE(y);
    FREE(x);
}

static void *parent_worker(void *arg) {
    int id = (int)(intptr_t)arg;
    long round = 0;
    while (!stop) {
        parent_round(id, round++);
        __atomic_fetch_add(&worker_rounds, 1, __ATOMIC_RELAXED);
    }
    return NULL;
}

/* In a child: a failed check exits with its own status (no atexit handlers, no stdio flushing). */
#define CHILD_CHECK(cond, status)                                                                   \
    do {                                                                                            \
        if (!(cond)) {                                                                              \
            fprintf(stderr, "FAIL child %d, %s:%d: %s (last error %d: %s)\n", (int)getpid(), __FILE__, \
                    __LINE__, #cond, (int)rt_torch_last_error_code(), rt_torch_last_error());       \
            _exit(status);                                                                          \
        }                                                                                           \
    } while (0)

static void *child_thread(void *arg) {
    rt_tensor t = rt_torch_tensor_arange(0, 4, 1, RT_INT64);
    int64_t out[4];
    (void)arg;
    if (t <= 0 || rt_torch_tensor_copy_to(t, out, sizeof out) != (int64_t)sizeof out || out[3] != 3
        || rt_torch_tensor_free(t) != RT_OK)
        return (void *)1;
    return NULL;
}

static void child(int n) {
    const float k = (float)(n + 1);
    float out[4];
    double total;
    int64_t live;
    rt_tensor a, b, c, s, bad, p, q, l, g;
    pthread_t thread;
    void *thread_result = (void *)1;

    alarm(30);   /* a child that hangs dies of SIGALRM, which the parent reports */
    live = rt_torch_live_tensors();
    CHILD_CHECK(live >= 0, 10);
    if (configured >= 0) {   /* CUDA, initialised in the parent: "Cannot re-initialize CUDA in forked subprocess" */
        CHILD_CHECK(rt_torch_tensor_ones(DIMS(3)) == 0 && rt_torch_last_error_code() == RT_ERR_DEVICE, 29);
        CHILD_CHECK(rt_torch_set_default_device(RT_CPU) == RT_OK && rt_torch_live_tensors() == live, 30);
    }
    a = rt_torch_tensor_from_data(F32(1, 2, 3, 4), DIMS(2, 2), RT_FLOAT32);
    b = rt_torch_tensor_full(DIMS(2, 2), k);
    CHILD_CHECK(a > 0 && b > 0, 11);
    c = rt_torch_tensor_matmul(a, b);
    CHILD_CHECK(c > 0, 12);
    s = rt_torch_tensor_sum(c);
    CHILD_CHECK(s > 0, 13);
    CHILD_CHECK(rt_torch_tensor_copy_to(c, out, sizeof out) == (int64_t)sizeof out, 14);
    CHILD_CHECK(out[0] == 3 * k && out[1] == 3 * k && out[2] == 7 * k && out[3] == 7 * k, 15);
    CHILD_CHECK(rt_torch_tensor_item(s, &total) == RT_OK && total == 20.0 * k, 16);
    /* an error, with this process's own last error */
    bad = rt_torch_tensor_ones(DIMS(3));
    CHILD_CHECK(rt_torch_tensor_matmul(a, bad) == 0, 17);
    CHILD_CHECK(rt_torch_last_error_code() == RT_ERR_SHAPE, 18);
    CHILD_CHECK(strncmp(rt_torch_last_error(), "rt_torch_tensor_matmul: ", 24) == 0, 19);
    /* autograd */
    p = rt_torch_tensor_full(DIMS(2), k);
    CHILD_CHECK(rt_torch_tensor_set_requires_grad(p, 1) == RT_OK, 20);
    q = rt_torch_tensor_mul(p, p);
    l = rt_torch_tensor_sum(q);
    CHILD_CHECK(rt_torch_tensor_backward(l) == RT_OK, 21);
    g = rt_torch_tensor_grad(p);
    CHILD_CHECK(rt_torch_tensor_copy_to(g, out, 2 * sizeof(float)) == 2 * (int64_t)sizeof(float), 22);
    CHILD_CHECK(out[0] == 2 * k && out[1] == 2 * k, 23);
    /* a new thread of the child calls too */
    CHILD_CHECK(pthread_create(&thread, NULL, child_thread, NULL) == 0, 24);
    CHILD_CHECK(pthread_join(thread, &thread_result) == 0 && thread_result == NULL, 25);
    /* free, and the count is back */
    CHILD_CHECK(rt_torch_tensor_free(a) == RT_OK && rt_torch_tensor_free(b) == RT_OK, 26);
    CHILD_CHECK(rt_torch_tensor_free(c) == RT_OK && rt_torch_tensor_free(s) == RT_OK, 26);
    CHILD_CHECK(rt_torch_tensor_free(bad) == RT_OK && rt_torch_tensor_free(p) == RT_OK, 26);
    CHILD_CHECK(rt_torch_tensor_free(q) == RT_OK && rt_torch_tensor_free(l) == RT_OK, 26);
    CHILD_CHECK(rt_torch_tensor_free(g) == RT_OK, 26);
    CHILD_CHECK(rt_torch_tensor_free(g) == RT_ERR_INVALID_HANDLE, 27);
    CHILD_CHECK(rt_torch_live_tensors() == live, 28);
    _exit(0);
}

static int fork_test(void) {
    pthread_t threads[WORKERS];
    int64_t live;
    int i, ok = 0;
    CHECK(rt_torch_init() == RT_OK);
    live = check_start();
    configured = check_default_device();
    CHECK(rt_torch_default_device() == configured);
    for (i = 0; i < WORKERS; i++)
        CHECK(pthread_create(&threads[i], NULL, parent_worker, (void *)(intptr_t)i) == 0);
    while (__atomic_load_n(&worker_rounds, __ATOMIC_RELAXED) < 3 * WORKERS)
        pause_ms(1);
    for (i = 0; i < FORKS; i++) {
        int status = 0;
        pid_t pid;
        long before = __atomic_load_n(&worker_rounds, __ATOMIC_RELAXED);
        pause_ms(5 + 7 * i);   /* the workers are somewhere in their calls */
        fflush(stdout);
        fflush(stderr);
        pid = fork();
        CHECK(pid >= 0);
        if (pid == 0)
            child(i);
        CHECK(waitpid(pid, &status, 0) == pid);
        if (WIFSIGNALED(status))
            fprintf(stderr, "FAIL: child %d (fork %d) died of signal %d%s\n", (int)pid, i, WTERMSIG(status),
                    WTERMSIG(status) == SIGALRM ? " (it hung for 30 s)" : "");
        else if (WEXITSTATUS(status) != 0)
            fprintf(stderr, "FAIL: child %d (fork %d) exited %d\n", (int)pid, i, WEXITSTATUS(status));
        else
            ok++;
        CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
        /* the parent's threads went on working */
        while (__atomic_load_n(&worker_rounds, __ATOMIC_RELAXED) < before + WORKERS)
            pause_ms(1);
    }
    /* the parent keeps working: more rounds from the workers and from this thread */
    {
        long at = __atomic_load_n(&worker_rounds, __ATOMIC_RELAXED);
        while (__atomic_load_n(&worker_rounds, __ATOMIC_RELAXED) < at + 10)
            pause_ms(1);
    }
    stop = 1;
    for (i = 0; i < WORKERS; i++)
        CHECK(pthread_join(threads[i], NULL) == 0);
    for (i = 0; i < 5; i++)
        parent_round(WORKERS, i);
    CHECK_OK();
    printf("test_process_life fork: %d children exited 0\n", ok);
    check_finish("test_process_life", live);
    return 0;
}

/* -- exit ------------------------------------------------------------------------------------------- */

/* During exit, a failed check cannot call exit() again: it says why and ends the process with _exit. */
#define EXIT_CHECK(cond)                                                                             \
    do {                                                                                             \
        if (!(cond)) {                                                                               \
            const char *m_ = rt_torch_last_error();                                                  \
            fprintf(stderr, "FAIL %s:%d: %s (last error %d: %s)\n", __FILE__, __LINE__, #cond,       \
                    (int)rt_torch_last_error_code(), m_ ? m_ : "(NULL)");                           \
            fflush(stderr);                                                                          \
            _exit(3);                                                                                \
        }                                                                                            \
    } while (0)

static rt_tensor kept_for_exit;   /* a tensor made before exit, freed (or not) during it */

/* Registered before the library starts, so it runs after the library's own exit hook. */
static void host_at_exit(void) {
    rt_tensor t = rt_torch_tensor_ones(DIMS(2));
    int32_t code = rt_torch_last_error_code();
    const char *message = rt_torch_last_error();
    EXIT_CHECK(t == 0);
    EXIT_CHECK(code == RT_ERR_INTERNAL);
    EXIT_CHECK(message != NULL && strstr(message, EXITING) != NULL);
    EXIT_CHECK(rt_torch_tensor_free(kept_for_exit) == RT_ERR_INTERNAL);
    EXIT_CHECK(rt_torch_live_tensors() == -1);
    EXIT_CHECK(rt_torch_tensor_numel(kept_for_exit) == -1);
    EXIT_CHECK(rt_torch_tensor_device(kept_for_exit) == -2);
    EXIT_CHECK(rt_torch_no_grad_begin() == RT_ERR_INTERNAL);
    EXIT_CHECK(rt_torch_last_error_code() == RT_ERR_INTERNAL);
    printf("test_process_life exit: calls during exit failed cleanly: code %d: %s\n", (int)code, message);
    fflush(stdout);
}

/* The calls of a worker, checked; once exit has begun every call fails with RT_ERR_INTERNAL. */
static int exiting(void) {
    const char *m = rt_torch_last_error();
    return rt_torch_last_error_code() == RT_ERR_INTERNAL && m != NULL && strstr(m, EXITING) != NULL;
}

static void *exit_worker(void *arg) {
    int id = (int)(intptr_t)arg;
    long round = 0;
    for (;;) {
        float v[4];
        rt_tensor x = rt_torch_tensor_full(DIMS(2, 2), id + 1);
        rt_tensor m, s;
        if (x == 0) {
            EXIT_CHECK(exiting());
            continue;
        }
        m = rt_torch_tensor_matmul(x, x);
        if (m == 0) {
            EXIT_CHECK(exiting());
            continue;
        }
        if (rt_torch_tensor_copy_to(m, v, sizeof v) == (int64_t)sizeof v)
            EXIT_CHECK(v[0] == 2.0f * (float)((id + 1) * (id + 1)));
        else
            EXIT_CHECK(exiting());
        s = rt_torch_tensor_sum(m);
        if (s == 0)
            EXIT_CHECK(exiting());
        if (rt_torch_tensor_reshape(x, DIMS(5)) == 0)   /* an error of its own, or the exit refusal */
            EXIT_CHECK(rt_torch_last_error_code() == RT_ERR_SHAPE || exiting());
        if (rt_torch_tensor_free(s) != RT_OK && s != 0)
            EXIT_CHECK(exiting());
        if (rt_torch_tensor_free(m) != RT_OK)
            EXIT_CHECK(exiting());
        if (rt_torch_tensor_free(x) != RT_OK)
            EXIT_CHECK(exiting());
        round++;
        __atomic_fetch_add(&worker_rounds, 1, __ATOMIC_RELAXED);
    }
    return NULL;
}

static int exit_test(void) {
    pthread_t threads[EXIT_WORKERS];
    int i;
    CHECK(atexit(host_at_exit) == 0);   /* before the library's first call */
    CHECK(rt_torch_init() == RT_OK);
    kept_for_exit = T(rt_torch_tensor_ones(DIMS(3)));
    for (i = 0; i < EXIT_WORKERS; i++) {
        CHECK(pthread_create(&threads[i], NULL, exit_worker, (void *)(intptr_t)i) == 0);
        CHECK(pthread_detach(threads[i]) == 0);
    }
    while (__atomic_load_n(&worker_rounds, __ATOMIC_RELAXED) < 20)
        pause_ms(1);
    return 0;   /* the workers are still calling */
}

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "fork") == 0)
        return fork_test();
    if (argc > 1 && strcmp(argv[1], "exit") == 0)
        return exit_test();
    fprintf(stderr, "usage: %s fork|exit\n", argv[0]);
    return 2;
}
