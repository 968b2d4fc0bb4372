/* timing.h - what the C benchmark programs share: a clock, medians, per-call timing, and dying with the ABI's
 * error. The program defines PROGRAM (its name, for messages) before including it. */
#ifndef BENCH_TIMING_H
#define BENCH_TIMING_H

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "simple_torch.h"

#define REPS 7

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void die(const char *what) {
    fprintf(stderr, "%s: %s failed: [%d] %s\n", PROGRAM, what, (int)rt_torch_last_error_code(), rt_torch_last_error());
    exit(1);
}

#define NEW(call) ({ rt_tensor h_ = (call); if (h_ == 0) die(#call); h_; })
#define CHECK(call) do { if ((call) != RT_OK) die(#call); } while (0)

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n) {
    qsort(v, n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/* Seconds per call of fn(ctx), median of REPS repetitions of n calls, after one warm-up repetition; settle (when
 * not NULL) runs at the end of each repetition inside its time (a GPU's synchronize: work queued counts). */
static double per_call_settled(void (*fn)(void *), void *ctx, int n, void (*settle)(void *)) {
    double t[REPS];
    for (int i = 0; i < n; i++) fn(ctx);   /* warm-up */
    if (settle) settle(ctx);
    for (int r = 0; r < REPS; r++) {
        double t0 = now();
        for (int i = 0; i < n; i++) fn(ctx);
        if (settle) settle(ctx);
        t[r] = (now() - t0) / n;
    }
    return median(t, REPS);
}

static inline double per_call(void (*fn)(void *), void *ctx, int n) {
    return per_call_settled(fn, ctx, n, NULL);
}

#endif
