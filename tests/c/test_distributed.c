/* test_distributed.c - one rank of a process group (section 31), run by tests/test_distributed.py through
 * `python -m simple_torch.launch --nproc N`, or beside a Python rank doing the same calls (tests/dist_peer.py):
 * the state errors before init, init from the standard variables, every collective with values that depend on
 * the rank (so each rank checks what the others sent), the gradient helper over several buckets, destroy. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simple_torch.h"
#include "check.h"

#define TIMEOUT_S 30.0   /* bounds the wait for the peers; the test driver's own timeout is longer */
#define MAX_WORLD 8

static rt_tensor vec(const float *values, int64_t n) {
    rt_tensor t = T(rt_torch_tensor_from_data(values, (const int64_t[]){n}, 1, RT_FLOAT32));
    return t;
}

int main(void) {
    int64_t live = check_start();
    int32_t r, w, i;
    const char *fn_rank = "rt_torch_dist_rank";

    /* before init: a clear error, no crash, no wait */
    CHECK(rt_torch_dist_is_available() == 1);
    CHECK(rt_torch_dist_is_initialized() == 0);
    CHECK_ERR(rt_torch_dist_rank(), -1, RT_ERR_INVALID_ARGUMENT, fn_rank);
    CHECK_MSG_HAS("rt_torch_dist_init first");
    CHECK_ERR(rt_torch_dist_world_size(), -1, RT_ERR_INVALID_ARGUMENT, "rt_torch_dist_world_size");
    CHECK_ERR(rt_torch_dist_barrier(), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT, "rt_torch_dist_barrier");
    CHECK_ERR(rt_torch_dist_destroy(), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT, "rt_torch_dist_destroy");
    CHECK(strcmp(rt_torch_dist_get_backend(), "") == 0);
    CHECK(rt_torch_last_error_code() == RT_ERR_INVALID_ARGUMENT);
    {
        rt_tensor x = vec(F32(1), 1);
        CHECK_ERR(rt_torch_dist_all_reduce(x, RT_DIST_SUM), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
                  "rt_torch_dist_all_reduce");
        CHECK_ERR(rt_torch_dist_broadcast(x, 0), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
                  "rt_torch_dist_broadcast");
        FREE(x);
    }
    /* bad arguments are refused before any connection is tried */
    CHECK_ERR(rt_torch_dist_init("mpi-ish", "env://", -1, -1, TIMEOUT_S), RT_ERR_INVALID_ARGUMENT,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_dist_init");
    CHECK_MSG_HAS("gloo");
    CHECK_ERR(rt_torch_dist_init("gloo", "udp://127.0.0.1:1", 2, 0, TIMEOUT_S), RT_ERR_INVALID_ARGUMENT,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_dist_init");
    CHECK_ERR(rt_torch_dist_init("gloo", "env://", -1, -1, -1.0), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_dist_init");
    CHECK_ERR(rt_torch_dist_init("gloo", NULL, -1, -1, TIMEOUT_S), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_dist_init");
    CHECK(rt_torch_dist_is_initialized() == 0);

    /* join: MASTER_ADDR, MASTER_PORT, RANK and WORLD_SIZE come from the launcher */
    CHECK(rt_torch_dist_init("gloo", "env://", -1, -1, TIMEOUT_S) == RT_OK);
    CHECK(rt_torch_dist_is_initialized() == 1);
    CHECK_ERR(rt_torch_dist_init("gloo", "env://", -1, -1, TIMEOUT_S), RT_ERR_INVALID_ARGUMENT,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_dist_init");
    CHECK_MSG_HAS("already initialized");
    r = rt_torch_dist_rank();
    w = rt_torch_dist_world_size();
    CHECK(w >= 2 && w <= MAX_WORLD && r >= 0 && r < w);
    CHECK(r == atoi(getenv("RANK")) && w == atoi(getenv("WORLD_SIZE")));
    CHECK(strcmp(rt_torch_dist_get_backend(), "gloo") == 0);

    /* all_reduce: rank r sends (r + 1, 2 (r + 1)) */
    {
        double s = w * (w + 1) / 2.0, fact = 1;
        for (i = 2; i <= w; i++)
            fact *= i;
        const int32_t ops[5] = {RT_DIST_SUM, RT_DIST_AVG, RT_DIST_PRODUCT, RT_DIST_MIN, RT_DIST_MAX};
        const double want[5] = {s, s / w, fact, 1, w};
        for (i = 0; i < 5; i++) {
            rt_tensor x = vec(F32((float)(r + 1), (float)(2 * (r + 1))), 2);
            CHECK(rt_torch_dist_all_reduce(x, ops[i]) == RT_OK);
            double second = ops[i] == RT_DIST_PRODUCT ? fact * pow(2, w) : 2 * want[i];
            CHECK_VALUES(x, 1e-5, want[i], second);
            FREE(x);
        }
        rt_tensor x = vec(F32(1), 1);
        CHECK_ERR(rt_torch_dist_all_reduce(x, 99), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
                  "rt_torch_dist_all_reduce");
        FREE(x);
    }
    /* the asynchronous all_reduce: a work handle to wait on */
    {
        rt_tensor x = vec(F32((float)(r + 1)), 1);
        rt_handle work = rt_torch_dist_all_reduce_async(x, RT_DIST_SUM);
        CHECK(work > 0);
        CHECK(rt_torch_dist_wait(work) == RT_OK);
        CHECK(rt_torch_dist_is_completed(work) == 1);
        CHECK_VALUES(x, 0, w * (w + 1) / 2.0);
        CHECK(rt_torch_dist_work_free(work) == RT_OK);
        CHECK_ERR(rt_torch_dist_wait(work), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_dist_wait");
        CHECK_ERR(rt_torch_dist_is_completed(x), -1, RT_ERR_INVALID_HANDLE, "rt_torch_dist_is_completed");
        CHECK_MSG_HAS("a tensor handle, not a work handle");
        CHECK_ERR(rt_torch_dist_work_free(work), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE,
                  "rt_torch_dist_work_free");
        CHECK_ERR(rt_torch_dist_all_reduce_async(x, -1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_dist_all_reduce_async");
        FREE(x);
    }
    /* broadcast from the last rank */
    {
        rt_tensor x = vec(F32((float)r, (float)(-r)), 2);
        CHECK(rt_torch_dist_broadcast(x, w - 1) == RT_OK);
        CHECK_VALUES(x, 0, (double)(w - 1), (double)(1 - w));
        CHECK_ERR(rt_torch_dist_broadcast(x, w), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
                  "rt_torch_dist_broadcast");
        /* asynchronous, from rank 0 */
        rt_tensor y = vec(F32((float)(r + 7)), 1);
        rt_handle work = rt_torch_dist_broadcast_async(y, 0);
        CHECK(work > 0);
        CHECK(rt_torch_dist_wait(work) == RT_OK);
        CHECK_VALUES(y, 0, 7.0);
        CHECK(rt_torch_dist_work_free(work) == RT_OK);
        CHECK_ERR(rt_torch_dist_broadcast_async(y, -1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_dist_broadcast_async");
        FREE(y);
        FREE(x);
    }
    /* all_gather: outputs[q] becomes rank q's (q, 10 q) */
    {
        rt_tensor outs[MAX_WORLD];
        rt_tensor x = vec(F32((float)r, (float)(10 * r)), 2);
        for (i = 0; i < w; i++)
            outs[i] = T(rt_torch_tensor_zeros((const int64_t[]){2}, 1));
        CHECK(rt_torch_dist_all_gather(outs, w, x) == RT_OK);
        for (i = 0; i < w; i++)
            CHECK_VALUES(outs[i], 0, (double)i, (double)(10 * i));
        CHECK_ERR(rt_torch_dist_all_gather(outs, w - 1, x), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
                  "rt_torch_dist_all_gather");
        /* asynchronous: the outputs filled once the work is done */
        rt_tensor doubled = T(rt_torch_tensor_mul_scalar(x, 2.0));
        rt_handle work = rt_torch_dist_all_gather_async(outs, w, doubled);
        CHECK(work > 0);
        CHECK(rt_torch_dist_wait(work) == RT_OK);
        CHECK(rt_torch_dist_is_completed(work) == 1);
        for (i = 0; i < w; i++)
            CHECK_VALUES(outs[i], 0, (double)(2 * i), (double)(20 * i));
        CHECK(rt_torch_dist_work_free(work) == RT_OK);
        CHECK_ERR(rt_torch_dist_all_gather_async(outs, w - 1, x), 0, RT_ERR_INVALID_ARGUMENT,
                  "rt_torch_dist_all_gather_async");
        FREE(doubled);
        for (i = 0; i < w; i++)
            FREE(outs[i]);
        FREE(x);
    }
    /* reduce_scatter: rank r sends inputs[q] = (r + q); rank r receives the sum over ranks of (q' + r) */
    {
        rt_tensor ins[MAX_WORLD];
        rt_tensor out = T(rt_torch_tensor_zeros((const int64_t[]){1}, 1));
        for (i = 0; i < w; i++)
            ins[i] = vec(F32((float)(r + i)), 1);
        CHECK(rt_torch_dist_reduce_scatter(out, ins, w, RT_DIST_SUM) == RT_OK);
        CHECK_VALUES(out, 0, w * (w - 1) / 2.0 + (double)w * r);
        rt_handle work = rt_torch_dist_reduce_scatter_async(out, ins, w, RT_DIST_MAX);   /* the largest: (w-1) + r */
        CHECK(work > 0);
        CHECK(rt_torch_dist_wait(work) == RT_OK);
        CHECK_VALUES(out, 0, (double)(w - 1 + r));
        CHECK(rt_torch_dist_work_free(work) == RT_OK);
        CHECK_ERR(rt_torch_dist_reduce_scatter_async(out, ins, w, -1), 0, RT_ERR_INVALID_ARGUMENT,
                  "rt_torch_dist_reduce_scatter_async");
        for (i = 0; i < w; i++)
            FREE(ins[i]);
        FREE(out);
    }
    /* average_gradients: rank r's gradient of sum(p * (r + 1)) is r + 1 everywhere; q gets none (zeros); a
     * 4-byte bucket puts every parameter in a bucket of its own, the default one bucket for all */
    {
        int pass;
        for (pass = 0; pass < 2; pass++) {
            rt_tensor p = vec(F32(1, 2, 3), 3), q = vec(F32(5, 6), 2);
            CHECK(rt_torch_tensor_set_requires_grad(p, 1) == RT_OK);
            CHECK(rt_torch_tensor_set_requires_grad(q, 1) == RT_OK);
            rt_tensor scaled = T(rt_torch_tensor_mul_scalar(p, (double)(r + 1)));
            rt_tensor loss = T(rt_torch_tensor_sum(scaled));
            CHECK(rt_torch_tensor_backward(loss) == RT_OK);
            rt_tensor params[2] = {p, q};
            CHECK(rt_torch_dist_average_gradients(params, 2, pass == 0 ? 4 : 0) == RT_OK);
            rt_tensor gp = T(rt_torch_tensor_grad(p)), gq = T(rt_torch_tensor_grad(q));
            double m = (w + 1) / 2.0;
            CHECK_VALUES(gp, 1e-6, m, m, m);
            CHECK_VALUES(gq, 0, 0, 0);
            FREE(gp);
            FREE(gq);
            FREE(loss);
            FREE(scaled);
            FREE(p);
            FREE(q);
        }
        rt_tensor p = vec(F32(1), 1);
        CHECK_ERR(rt_torch_dist_average_gradients(&p, 1, -1), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
                  "rt_torch_dist_average_gradients");
        FREE(p);
    }

    CHECK(rt_torch_dist_barrier() == RT_OK);
    CHECK(rt_torch_dist_destroy() == RT_OK);
    CHECK(rt_torch_dist_is_initialized() == 0);
    CHECK_ERR(rt_torch_dist_rank(), -1, RT_ERR_INVALID_ARGUMENT, fn_rank);
    check_finish("test_distributed", live);
    return 0;
}
