/* numpy_overhead.c - the C side of bench/numpy_overhead.py: tiny ops through the C ABI on the NumPy backend.
 *
 * Run with SIMPLE_TORCH_BACKEND=numpy. Prints `name nanoseconds-per-call` for a tiny op and the free of its
 * result (2x3 float32 operands), and for free(0), a call that enters Python and does nothing there. Each figure
 * is the fastest of ROUNDS rounds of CALLS calls: short rounds, so that a neighbour's burst on a shared machine
 * spoils a few rounds rather than every one.
 */
#include <stdint.h>

#define PROGRAM "numpy_overhead"
#include "timing.h"

#define ROUNDS 300
#define CALLS 500

typedef struct { rt_tensor a, b; } operands;

static void add(void *p) {
    operands *o = p;
    CHECK(rt_torch_tensor_free(NEW(rt_torch_tensor_add(o->a, o->b))));
}

static void mul_scalar(void *p) {
    operands *o = p;
    CHECK(rt_torch_tensor_free(NEW(rt_torch_tensor_mul_scalar(o->a, 2.0))));
}

static void sum(void *p) {
    operands *o = p;
    CHECK(rt_torch_tensor_free(NEW(rt_torch_tensor_sum(o->a))));
}

static void free_null(void *p) {
    (void)p;
    CHECK(rt_torch_tensor_free(0));
}

static double fastest(void (*fn)(void *), void *ctx) {
    double best = 1e9;
    for (int i = 0; i < CALLS; i++) fn(ctx);   /* warm-up */
    for (int r = 0; r < ROUNDS; r++) {
        double t0 = now();
        for (int i = 0; i < CALLS; i++) fn(ctx);
        double t = (now() - t0) / CALLS;
        if (t < best) best = t;
    }
    return best * 1e9;
}

int main(void) {
    static const float a[6] = {1, 2, 3, 4, 5, 6}, b[6] = {6, 5, 4, 3, 2, 1};
    const int64_t dims[2] = {2, 3};
    operands o = {NEW(rt_torch_tensor_from_data(a, dims, 2, RT_FLOAT32)),
                  NEW(rt_torch_tensor_from_data(b, dims, 2, RT_FLOAT32))};
    printf("add %.1f\n", fastest(add, &o));
    printf("mul_scalar %.1f\n", fastest(mul_scalar, &o));
    printf("sum %.1f\n", fastest(sum, &o));
    printf("free_null %.1f\n", fastest(free_null, &o));
    CHECK(rt_torch_tensor_free(o.a));
    CHECK(rt_torch_tensor_free(o.b));
    return 0;
}
