/* Section 16: scopes free what a thread made inside them, keep what it asks to keep, nest, and stay
 * per thread. */
#include <pthread.h>

#include "check.h"

static void scope_frees_what_it_made(void) {
    int64_t live = rt_torch_live_tensors();
    rt_tensor outside = T(rt_torch_tensor_ones(DIMS(2, 3)));
    CHECK(rt_torch_scope_begin() == RT_OK);
    CHECK_OK();
    rt_tensor a = T(rt_torch_tensor_full(DIMS(2, 3), 2.0));
    rt_tensor b = T(rt_torch_tensor_add(a, outside));
    rt_tensor c = T(rt_torch_tensor_mul(b, b));
    CHECK(rt_torch_live_tensors() == live + 4);
    CHECK(rt_torch_scope_end() == RT_OK);
    CHECK(rt_torch_live_tensors() == live + 1);
    CHECK_ERR(rt_torch_tensor_numel(c), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_numel");
    CHECK_MSG_HAS("freed");
    CHECK_VALUES(outside, 0.0, 1, 1, 1, 1, 1, 1);
    FREE(outside);
}

static void keep_moves_to_the_outer_scope(void) {
    int64_t live = rt_torch_live_tensors();
    rt_tensor kept_outer, kept_inner;
    CHECK(rt_torch_scope_begin() == RT_OK);
    {
        rt_tensor x = T(rt_torch_tensor_ones(DIMS(3)));
        CHECK(rt_torch_scope_begin() == RT_OK);
        kept_inner = T(rt_torch_tensor_add_scalar(x, 1.0));
        T(rt_torch_tensor_mul_scalar(x, 5.0));               /* dropped by the inner scope */
        CHECK(rt_torch_scope_keep(kept_inner) == RT_OK);
        CHECK(rt_torch_scope_end() == RT_OK);
        CHECK(rt_torch_live_tensors() == live + 2);           /* x and kept_inner */
        CHECK_VALUES(kept_inner, 0.0, 2, 2, 2);
        kept_outer = T(rt_torch_tensor_add(kept_inner, x));
        CHECK(rt_torch_scope_keep(kept_outer) == RT_OK);
    }
    CHECK(rt_torch_scope_end() == RT_OK);                      /* frees x and kept_inner */
    CHECK(rt_torch_live_tensors() == live + 1);
    CHECK_VALUES(kept_outer, 0.0, 3, 3, 3);
    CHECK_ERR(rt_torch_tensor_numel(kept_inner), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_numel");
    FREE(kept_outer);
}

static void explicit_frees_and_other_handles_inside_a_scope(void) {
    int64_t live = rt_torch_live_tensors();
    rt_tensor made_before = T(rt_torch_tensor_zeros(DIMS(2)));
    CHECK(rt_torch_scope_begin() == RT_OK);
    rt_tensor early = T(rt_torch_tensor_ones(DIMS(2)));
    FREE(early);                                               /* already freed: scope_end skips it */
    CHECK(rt_torch_scope_keep(made_before) == RT_OK);          /* outlives the scope anyway */
    CHECK(rt_torch_tensor_set_requires_grad(made_before, 1) == RT_OK);
    rt_handle opt = rt_torch_optim_sgd(&made_before, 1, 0.1, 0.0, 0.0);
    CHECK(opt > 0);
    CHECK(rt_torch_scope_end() == RT_OK);                      /* frees the optimizer too */
    CHECK_ERR(rt_torch_optim_step(opt), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_optim_step");
    CHECK(rt_torch_live_tensors() == live + 1);
    FREE(made_before);
}

static void errors(void) {
    CHECK_ERR(rt_torch_scope_end(), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT, "rt_torch_scope_end");
    CHECK_MSG_HAS("without a matching scope_begin");
    rt_tensor t = T(rt_torch_tensor_ones(DIMS(1)));
    CHECK_ERR(rt_torch_scope_keep(t), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT, "rt_torch_scope_keep");
    CHECK_MSG_HAS("no scope is open");
    CHECK(rt_torch_scope_begin() == RT_OK);
    CHECK_ERR(rt_torch_scope_keep(0), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_scope_keep");
    CHECK_ERR(rt_torch_scope_keep(-3), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_scope_keep");
    CHECK_ERR(rt_torch_scope_keep(t + 1000000), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_scope_keep");
    CHECK(rt_torch_scope_end() == RT_OK);
    FREE(t);
}

/* Each thread's scope holds only that thread's handles. */
static void *worker(void *arg) {
    rt_tensor shared = *(rt_tensor *)arg;
    for (int round = 0; round < 50; round++) {
        CHECK(rt_torch_scope_begin() == RT_OK);
        rt_tensor s = T(rt_torch_tensor_add_scalar(shared, (double)round));
        rt_tensor m = T(rt_torch_tensor_sum(s));
        double value = 0;
        CHECK(rt_torch_tensor_item(m, &value) == RT_OK);
        CHECK_NEAR(value, 4.0 * (1.0 + round), 1e-6);
        CHECK(rt_torch_scope_end() == RT_OK);
    }
    return NULL;
}

static void scopes_are_per_thread(void) {
    int64_t live = rt_torch_live_tensors();
    rt_tensor shared = T(rt_torch_tensor_ones(DIMS(4)));
    CHECK(rt_torch_scope_begin() == RT_OK);                   /* the main thread's scope stays open */
    rt_tensor mine = T(rt_torch_tensor_ones(DIMS(2)));
    pthread_t threads[4];
    for (int i = 0; i < 4; i++)
        CHECK(pthread_create(&threads[i], NULL, worker, &shared) == 0);
    for (int i = 0; i < 4; i++)
        CHECK(pthread_join(threads[i], NULL) == 0);
    CHECK(rt_torch_live_tensors() == live + 2);              /* no worker handle survived, none of ours died */
    CHECK_VALUES(mine, 0.0, 1, 1);
    CHECK(rt_torch_scope_end() == RT_OK);
    CHECK(rt_torch_live_tensors() == live + 1);
    FREE(shared);
}

int main(void) {
    int64_t live = check_start();
    scope_frees_what_it_made();
    keep_moves_to_the_outer_scope();
    explicit_frees_and_other_handles_inside_a_scope();
    errors();
    scopes_are_per_thread();
    check_finish("test_scopes", live);
    return 0;
}
