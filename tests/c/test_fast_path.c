/* Issue 17's fast path: the same results, errors and handles whether a call runs in C or in Python.
 *
 * tests/test_fast_path.py runs this program with SIMPLE_TORCH_FAST_PATH=1 and =0 and compares what it prints:
 * "value" lines (every element, as C99 hex floats: bit for bit) and "error" lines (code and message). The checks
 * here hold on either path and on either backend. */
#include <pthread.h>
#include <stdint.h>

#include "both_paths.h"

/* Every element of t as hex floats, after its name. */


/* Each function the spec marks native, on inputs it takes in C and on some it leaves to Python. */
static void results(void) {
    int64_t live = rt_torch_live_tensors();
    rt_tensor a = T(rt_torch_tensor_from_data(F32(0.5f, -1.25f, 3.0f, 1e-3f, -7.5f, 2.0f), DIMS(2, 3), RT_FLOAT32));
    rt_tensor b = T(rt_torch_tensor_from_data(F32(1.5f, 0.25f, -2.0f, 4.0f, 0.1f, -0.3f), DIMS(2, 3), RT_FLOAT32));
    rt_tensor d = T(rt_torch_tensor_from_data(F64(0.5, -1.25, 3.0, 1e-3, -7.5, 2.0), DIMS(2, 3), RT_FLOAT64));
    rt_tensor i = T(rt_torch_tensor_from_data(I64(1, -2, 3, 4, 5, -6), DIMS(2, 3), RT_INT64));
    rt_tensor h = T(rt_torch_tensor_to_dtype(a, RT_FLOAT16));
    rt_tensor row = T(rt_torch_tensor_from_data(F32(1.0f, 2.0f, 3.0f), DIMS(3), RT_FLOAT32));
    rt_tensor bt = T(rt_torch_tensor_transpose(b, 0, 1));
    rt_tensor sq = T(rt_torch_tensor_from_data(F32(0.1f, 0.2f, -0.3f, 0.4f, -0.5f, 0.6f, 0.7f, -0.8f, 0.9f), DIMS(3, 3),
                                               RT_FLOAT32));
    struct { const char *name; rt_tensor t; } cases[] = {
        {"add", rt_torch_tensor_add(a, b)}, {"add_f64_f32", rt_torch_tensor_add(d, a)},
        {"add_int64", rt_torch_tensor_add(i, i)}, {"add_half", rt_torch_tensor_add(h, h)},
        {"add_broadcast", rt_torch_tensor_add(a, row)}, {"sub", rt_torch_tensor_sub(a, b)},
        {"sub_int_float", rt_torch_tensor_sub(i, a)}, {"mul", rt_torch_tensor_mul(a, b)},
        {"mul_int64", rt_torch_tensor_mul(i, i)}, {"div", rt_torch_tensor_div(a, b)},
        {"div_int64", rt_torch_tensor_div(i, i)}, {"neg", rt_torch_tensor_neg(a)}, {"exp", rt_torch_tensor_exp(d)},
        {"exp_int64", rt_torch_tensor_exp(i)}, {"relu", rt_torch_relu(a)}, {"relu_int64", rt_torch_relu(i)},
        {"sigmoid", rt_torch_sigmoid(a)}, {"tanh", rt_torch_tanh(d)},
        {"matmul", rt_torch_tensor_matmul(a, bt)},
        {"matmul_vector", rt_torch_tensor_matmul(a, row)},
        {"linear", rt_torch_nn_linear(a, sq, row)}, {"linear_no_bias", rt_torch_nn_linear(a, b, 0)},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        CHECK(cases[k].t != 0);
        print_values(cases[k].name, cases[k].t);
    }
    printf("value numel %lld ndim %d\n", (long long)rt_torch_tensor_numel(a), (int)rt_torch_tensor_ndim(a));
    CHECK(rt_torch_tensor_numel(a) == 6 && rt_torch_tensor_ndim(a) == 2);
    {
        rt_tensor logits = T(rt_torch_tensor_from_data(F32(1, 2, 3, 0.5f, -1, 2, 0, 0, 0), DIMS(3, 3), RT_FLOAT32));
        rt_tensor target = T(rt_torch_tensor_from_data(I64(2, 0, -100), DIMS(3), RT_INT64));
        for (int32_t reduction = RT_REDUCTION_NONE; reduction <= RT_REDUCTION_SUM; reduction++) {
            rt_tensor loss = T(rt_torch_nn_cross_entropy(logits, target, reduction));
            print_values("cross_entropy", loss);
            FREE(loss);
        }
        FREE(logits);
        FREE(target);
    }
    FREE(a); FREE(b); FREE(d); FREE(i); FREE(h); FREE(row); FREE(bt); FREE(sq);
    CHECK(rt_torch_live_tensors() == live + (int64_t)(sizeof cases / sizeof cases[0]));
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++)
        FREE(cases[k].t);
    CHECK(rt_torch_live_tensors() == live);
}

/* Data in and out: one memcpy where the fast path takes it, the Python path's conversions elsewhere. */
static void data_in_out(void) {
    static const uint8_t bytes[6] = {0, 1, 2, 255, 0, 7};
    static const uint16_t halves[4] = {0x3C00, 0xC000, 0x7BFF, 0x0001};   /* 1, -2, 65504, the smallest subnormal */
    uint8_t back[16];
    int64_t wide[6];
    rt_tensor flags = T(rt_torch_tensor_from_data(bytes, DIMS(6), RT_BOOL));   /* any non-zero byte is true */
    rt_tensor u8 = T(rt_torch_tensor_from_data(bytes, DIMS(2, 3), RT_UINT8));
    rt_tensor half = T(rt_torch_tensor_from_data(halves, DIMS(4), RT_FLOAT16));
    rt_tensor brain = T(rt_torch_tensor_from_data(halves, DIMS(2, 2), RT_BFLOAT16));
    rt_tensor empty = T(rt_torch_tensor_from_data(NULL, DIMS(3, 0, 2), RT_INT64));
    rt_tensor wide_t = T(rt_torch_tensor_from_data(I64(1, -2, 3, INT64_MAX, INT64_MIN, 0), DIMS(3, 2), RT_INT64));
    rt_tensor across = T(rt_torch_tensor_transpose(wide_t, 0, 1));   /* not contiguous: copied by the Python path */
    print_values("from_data_bool", flags);
    print_values("from_data_uint8", u8);
    print_values("from_data_float16", half);
    print_values("from_data_bfloat16", brain);
    CHECK(rt_torch_tensor_numel(empty) == 0 && rt_torch_tensor_ndim(empty) == 3);
    CHECK(rt_torch_tensor_copy_to(flags, back, sizeof back) == 6);
    CHECK(back[0] == 0 && back[1] == 1 && back[2] == 1 && back[3] == 1 && back[5] == 1);
    CHECK(rt_torch_tensor_copy_to(half, back, sizeof back) == 8 && memcmp(back, halves, 8) == 0);
    CHECK(rt_torch_tensor_copy_to(empty, back, 0) == 0);
    CHECK(rt_torch_tensor_copy_to(across, wide, sizeof wide) == (int64_t)sizeof wide);
    CHECK(wide[0] == 1 && wide[1] == 3 && wide[2] == INT64_MIN && wide[3] == -2 && wide[4] == INT64_MAX);
    CHECK_ERR(rt_torch_tensor_copy_to(wide_t, wide, 40), -1, RT_ERR_BUFFER_TOO_SMALL, "rt_torch_tensor_copy_to");
    print_error("copy_to_small");
    CHECK_ERR(rt_torch_tensor_copy_to(wide_t, NULL, 48), -1, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_copy_to");
    print_error("copy_to_null");
    CHECK_ERR(rt_torch_tensor_from_data(NULL, DIMS(2), RT_FLOAT32), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_from_data");
    print_error("from_data_null");
    CHECK_ERR(rt_torch_tensor_from_data(bytes, DIMS(2, -1), RT_UINT8), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_from_data");
    print_error("from_data_negative");
    CHECK_ERR(rt_torch_tensor_from_data(bytes, DIMS(INT64_C(1) << 40, INT64_C(1) << 40), RT_FLOAT64), 0,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_from_data");
    print_error("from_data_huge");
    CHECK_ERR(rt_torch_tensor_from_data(bytes, DIMS(2), 99), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_from_data");
    print_error("from_data_dtype");
    FREE(flags); FREE(u8); FREE(half); FREE(brain); FREE(empty); FREE(wide_t); FREE(across);
}

/* A gradient through fast calls is the one the Python path records (in a scope, which frees what they made). */
static void gradients(void) {
    int64_t live = rt_torch_live_tensors();
    CHECK(rt_torch_scope_begin() == RT_OK);
    rt_tensor x = T(rt_torch_tensor_from_data(F32(0.5f, -1.0f, 2.0f, 0.25f, 1.5f, -0.5f), DIMS(2, 3), RT_FLOAT32));
    rt_tensor w = T(rt_torch_tensor_from_data(F32(0.1f, 0.2f, -0.3f, 0.4f, -0.5f, 0.6f, 0.7f, -0.8f, 0.9f),
                                              DIMS(3, 3), RT_FLOAT32));
    rt_tensor bias = T(rt_torch_tensor_from_data(F32(0.01f, -0.02f, 0.03f), DIMS(3), RT_FLOAT32));
    rt_tensor target = T(rt_torch_tensor_from_data(I64(1, 2), DIMS(2), RT_INT64));
    CHECK(rt_torch_tensor_set_requires_grad(w, 1) == RT_OK);
    CHECK(rt_torch_tensor_set_requires_grad(bias, 1) == RT_OK);
    CHECK(rt_torch_tensor_set_requires_grad(x, 1) == RT_OK);
    rt_tensor hidden = T(rt_torch_nn_linear(x, w, bias));
    rt_tensor act = T(rt_torch_tanh(T(rt_torch_tensor_mul(T(rt_torch_relu(hidden)), x))));
    rt_tensor mixed = T(rt_torch_tensor_sub(T(rt_torch_tensor_add(act, x)), T(rt_torch_sigmoid(x))));
    rt_tensor loss = T(rt_torch_nn_cross_entropy(mixed, target, RT_REDUCTION_MEAN));
    CHECK(rt_torch_tensor_requires_grad(loss) == 1);
    CHECK(rt_torch_tensor_has_grad_fn(loss) == 1);
    CHECK(rt_torch_tensor_backward(loss) == RT_OK);
    print_values("loss", loss);
    print_values("grad_w", T(rt_torch_tensor_grad(w)));
    print_values("grad_bias", T(rt_torch_tensor_grad(bias)));
    print_values("grad_x", T(rt_torch_tensor_grad(x)));
    CHECK(rt_torch_scope_end() == RT_OK);
    CHECK(rt_torch_live_tensors() == live);
}

/* Errors: the code and message of today's Python path, and a fast success clears the last error. */
static void errors(void) {
    rt_tensor a = T(rt_torch_tensor_ones(DIMS(2, 3)));
    rt_tensor c = T(rt_torch_tensor_ones(DIMS(4)));
    rt_tensor labels = T(rt_torch_tensor_from_data(I64(0, 7), DIMS(2), RT_INT64));
    rt_tensor freed = T(rt_torch_tensor_add(a, a));
    rt_handle opt;
    FREE(freed);
    CHECK((opt = rt_torch_optim_sgd(&a, 1, 0.1, 0.0, 0.0)) != 0);
    CHECK_ERR(rt_torch_tensor_add(a, c), 0, RT_ERR_SHAPE, "rt_torch_tensor_add");
    print_error("add_shapes");
    CHECK(rt_torch_tensor_numel(a) == 6);   /* a fast call that succeeds leaves no error behind */
    CHECK_OK();
    CHECK_ERR(rt_torch_tensor_numel(freed), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_numel");
    CHECK_MSG_HAS("was freed");
    print_error("numel_freed");
    CHECK_ERR(rt_torch_tensor_free(freed), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_free");
    CHECK_MSG_HAS("was freed");
    print_error("free_freed");
    CHECK_ERR(rt_torch_tensor_ndim(0), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_ndim");
    print_error("ndim_null");
    CHECK_ERR(rt_torch_tensor_mul(a, -5), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_mul");
    print_error("mul_negative");
    CHECK_ERR(rt_torch_tensor_add(a, opt), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_add");
    CHECK_MSG_HAS("is an optimizer handle, not a tensor handle");
    CHECK_ERR(rt_torch_tensor_free(opt), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_free");
    CHECK_MSG_HAS("is an optimizer handle, not a tensor handle");
    CHECK_ERR(rt_torch_tensor_numel(INT64_MAX), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_numel");
    CHECK_MSG_HAS("was never issued");
    CHECK_ERR(rt_torch_nn_cross_entropy(a, labels, RT_REDUCTION_MEAN), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_cross_entropy");
    print_error("cross_entropy_class");
    CHECK_ERR(rt_torch_nn_cross_entropy(a, labels, 7), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_cross_entropy");
    print_error("cross_entropy_reduction");
    CHECK_ERR(rt_torch_nn_linear(a, c, 0), 0, RT_ERR_SHAPE, "rt_torch_nn_linear");
    print_error("linear_weight");
    CHECK_ERR(rt_torch_tensor_matmul(a, a), 0, RT_ERR_SHAPE, "rt_torch_tensor_matmul");
    print_error("matmul_shapes");
    {   /* backward that fails: before the engine runs, and after it has accumulated part of the gradients */
        CHECK(rt_torch_scope_begin() == RT_OK);
        rt_tensor w = T(rt_torch_tensor_from_data(F32(1.5f, -2.0f), DIMS(2), RT_FLOAT32));
        rt_tensor c = T(rt_torch_tensor_from_data(F32(0.5f, 0.25f), DIMS(2), RT_FLOAT32));
        rt_tensor plain = T(rt_torch_tensor_sum(w));
        rt_tensor loss;
        CHECK_ERR(rt_torch_tensor_backward(plain), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
                  "rt_torch_tensor_backward");
        print_error("backward_no_grad");
        CHECK(rt_torch_tensor_set_requires_grad(w, 1) == RT_OK && rt_torch_tensor_set_requires_grad(c, 1) == RT_OK);
        loss = T(rt_torch_tensor_sum(T(rt_torch_tensor_add(T(rt_torch_tensor_mul(w, w)), c))));
        CHECK(rt_torch_tensor_backward(loss) == RT_OK);
        CHECK(rt_torch_tensor_backward(loss) != RT_OK);   /* w*w's saved tensors are gone; c's gradient came first */
        print_error("backward_twice");
        print_values("grad_c_after_failure", T(rt_torch_tensor_grad(c)));
        print_values("grad_w_after_failure", T(rt_torch_tensor_grad(w)));
        CHECK(rt_torch_scope_end() == RT_OK);
    }
    CHECK(rt_torch_tensor_free(0) == RT_OK);   /* as free(NULL) */
    CHECK_OK();
    CHECK(rt_torch_optim_free(opt) == RT_OK);
    FREE(a); FREE(c); FREE(labels);
}

/* Ids are never issued twice, whichever path frees them. */
static int cmp_id(const void *x, const void *y) {
    int64_t a = *(const int64_t *)x, b = *(const int64_t *)y;
    return (a > b) - (a < b);
}

#define CYCLES 20000

static void ids_never_reused(void) {
    static int64_t ids[CYCLES];
    rt_tensor a = T(rt_torch_tensor_ones(DIMS(2)));
    for (int k = 0; k < CYCLES; k++) {
        ids[k] = T(k % 3 == 0 ? rt_torch_tensor_add_scalar(a, 1.0) : rt_torch_tensor_add(a, a));
        if (k % 5 == 0)
            CHECK_VALUES(ids[k], 0.0, 2, 2);   /* the Python path has used this one */
        FREE(ids[k]);
        CHECK(ids[k] > 0 && ids[k] < (INT64_C(1) << 53));   /* exact in a JavaScript number */
    }
    qsort(ids, CYCLES, sizeof ids[0], cmp_id);
    for (int k = 1; k < CYCLES; k++)
        if (ids[k] == ids[k - 1])
            CHECK(!"an id was issued twice");
    CHECK_ERR(rt_torch_tensor_numel(ids[0]), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_numel");
    CHECK_MSG_HAS("was freed");
    FREE(a);
}

/* Inside an autocast region the runtime makes the casts: the calls there take the Python path. The region is the
 * default device's, where x and w are (autocast casts only tensors of its device type). */
static void autocast_region(void) {
    int64_t live = rt_torch_live_tensors();
    CHECK(rt_torch_scope_begin() == RT_OK);
    rt_tensor x = T(rt_torch_tensor_ones(DIMS(2, 4)));
    rt_tensor w = T(rt_torch_tensor_ones(DIMS(3, 4)));
    CHECK(rt_torch_autocast_enter(check_default_device(), RT_BFLOAT16, 1) == RT_OK);
    rt_tensor y = T(rt_torch_nn_linear(x, w, 0));
    rt_tensor z = T(rt_torch_tensor_matmul(x, T(rt_torch_tensor_transpose(w, 0, 1))));
    CHECK(rt_torch_autocast_exit() == RT_OK);
    CHECK(rt_torch_tensor_dtype(y) == RT_BFLOAT16 && rt_torch_tensor_dtype(z) == RT_BFLOAT16);
    rt_tensor after = T(rt_torch_nn_linear(x, w, 0));
    CHECK(rt_torch_tensor_dtype(after) == RT_FLOAT32);
    CHECK_VALUES(after, 0.0, 4, 4, 4, 4, 4, 4);
    CHECK(rt_torch_scope_end() == RT_OK);
    CHECK(rt_torch_live_tensors() == live);
}

/* Threads: fast calls on their own tensors and on shared ones, while one thread frees a tensor the others use. */
#define THREADS 4
#define ROUNDS 5000

static rt_tensor shared_x, doomed;

static void *worker(void *arg) {
    rt_tensor own = T(rt_torch_tensor_full(DIMS(2, 2), (double)(intptr_t)arg));
    for (int k = 0; k < ROUNDS; k++) {
        rt_tensor r = rt_torch_tensor_mul(doomed, own);   /* succeeds, or fails cleanly once doomed is freed */
        CHECK(r != 0 || rt_torch_last_error_code() == RT_ERR_INVALID_HANDLE);
        rt_tensor s = rt_torch_tensor_add(own, shared_x);
        rt_tensor m = rt_torch_tensor_mul(s, own);
        CHECK(s != 0 && m != 0 && rt_torch_tensor_numel(m) == 4);
        CHECK(rt_torch_tensor_free(s) == RT_OK && rt_torch_tensor_free(m) == RT_OK && rt_torch_tensor_free(r) == RT_OK);
    }
    CHECK_VALUES(own, 0.0, (double)(intptr_t)arg, (double)(intptr_t)arg, (double)(intptr_t)arg,
                 (double)(intptr_t)arg);
    FREE(own);
    return NULL;
}

static void *freer(void *unused) {
    (void)unused;
    for (volatile int spin = 0; spin < 200000; spin++)
        ;
    FREE(doomed);
    return NULL;
}

static void threads(void) {
    pthread_t th[THREADS + 1];
    int64_t live = rt_torch_live_tensors();
    shared_x = T(rt_torch_tensor_ones(DIMS(2, 2)));
    doomed = T(rt_torch_tensor_add(shared_x, shared_x));   /* made by a fast call, freed by one */
    for (intptr_t k = 0; k < THREADS; k++)
        CHECK(pthread_create(&th[k], NULL, worker, (void *)(k + 1)) == 0);
    CHECK(pthread_create(&th[THREADS], NULL, freer, NULL) == 0);
    for (int k = 0; k <= THREADS; k++)
        CHECK(pthread_join(th[k], NULL) == 0);
    FREE(shared_x);
    CHECK(rt_torch_live_tensors() == live);
}

int main(void) {
    const char *fast = rt_torch_fast_path();
    long start = check_start();
    CHECK(strcmp(fast, "on") == 0 || strncmp(fast, "off: ", 5) == 0);
    printf("fast path: %s\n", fast);
    results();
    data_in_out();
    gradients();
    errors();
    ids_never_reused();
    autocast_region();
    threads();
    check_finish("test_fast_path", start);
    return 0;
}
