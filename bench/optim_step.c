/* One optimizer update of the char-LSTM's 7 parameters from C: the gradients' norm clipped to 5, Adam's step
 * (lr 3e-3), zero_grad, as examples/c/char_lstm.c does each step, each timed alone (medians over the updates);
 * before each update, untimed, backward of sum over the parameters of sum(p * c) makes the gradients.
 * bench/optim_step.py is the same in Python torch. Run with SIMPLE_TORCH_FAST_PATH=1 and =0 (and OMP_NUM_THREADS=1)
 * to compare.
 *
 *   cc -O2 -Ibench -o optim_step bench/optim_step.c $(pkg-config --cflags --libs simple-torch)
 *   OMP_NUM_THREADS=1 ./optim_step [ITERATIONS] */
#define PROGRAM "optim_step"
#include "timing.h"

#define ALPHABET 58   /* Shakespeare's, in examples/data */
#define EMBED 32
#define HIDDEN 128
#define PARAMS 7
#define CLIP 5.0

typedef struct {
    rt_tensor p[PARAMS], c[PARAMS];
    rt_handle opt;
} model;

static void gradients(model *m) {
    rt_tensor loss = 0;
    CHECK(rt_torch_scope_begin());
    for (int i = 0; i < PARAMS; i++) {
        rt_tensor term = NEW(rt_torch_tensor_sum(NEW(rt_torch_tensor_mul(m->p[i], m->c[i]))));
        loss = loss == 0 ? term : NEW(rt_torch_tensor_add(loss, term));
    }
    CHECK(rt_torch_tensor_backward(loss));
    CHECK(rt_torch_scope_end());
}

/* Seconds of each part of one update, medians over n updates (after one), gradients made untimed before each. */
static void time_updates(model *m, int n, double *clip, double *step, double *zero) {
    double *t = malloc(3 * (size_t)n * sizeof *t);
    if (t == NULL)
        die("malloc");
    for (int i = -1; i < n; i++) {
        double t0, t1, t2, t3;
        gradients(m);
        t0 = now();
        CHECK(rt_torch_tensor_free(NEW(rt_torch_nn_clip_grad_norm(m->p, PARAMS, CLIP, 2.0, 0))));
        t1 = now();
        CHECK(rt_torch_optim_step(m->opt));
        t2 = now();
        CHECK(rt_torch_optim_zero_grad(m->opt));
        t3 = now();
        if (i >= 0) {
            t[i] = t1 - t0;
            t[n + i] = t2 - t1;
            t[2 * n + i] = t3 - t2;
        }
    }
    *clip = median(t, n);
    *step = median(t + n, n);
    *zero = median(t + 2 * n, n);
    free(t);
}

int main(int argc, char **argv) {
    const int64_t dims[PARAMS][2] = {{ALPHABET, EMBED}, {4 * HIDDEN, EMBED}, {4 * HIDDEN, HIDDEN}, {4 * HIDDEN, 0},
                                     {4 * HIDDEN, 0}, {ALPHABET, HIDDEN}, {ALPHABET, 0}};
    int n = argc > 1 ? atoi(argv[1]) : 200;
    model m;
    double clip, step, zero;
    CHECK(rt_torch_manual_seed(0));
    for (int i = 0; i < PARAMS; i++) {
        int32_t nd = dims[i][1] ? 2 : 1;
        m.p[i] = NEW(rt_torch_tensor_randn(dims[i], nd));
        m.c[i] = NEW(rt_torch_tensor_randn(dims[i], nd));
        CHECK(rt_torch_tensor_set_requires_grad(m.p[i], 1));
    }
    if ((m.opt = rt_torch_optim_adam(m.p, PARAMS, 3e-3, 0.9, 0.999, 1e-8, 0.0)) == 0)
        die("rt_torch_optim_adam");
    time_updates(&m, n, &clip, &step, &zero);
    printf("optim_step C, fast path %s: clip %.1f us, Adam step %.1f us, zero_grad %.1f us, total %.1f us\n",
           rt_torch_fast_path(), clip * 1e6, step * 1e6, zero * 1e6, (clip + step + zero) * 1e6);
    return 0;
}
