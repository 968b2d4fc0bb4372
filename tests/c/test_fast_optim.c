/* The native optimizers, zero_grad and gradient clipping (clib/native_optim.c): the same parameters, state, gradients
 * and errors whether they run in C or through Python.
 *
 * tests/test_fast_optim.py runs this program with SIMPLE_TORCH_FAST_PATH=1 and =0 and compares what it prints:
 * "value" lines (every element, as C99 hex floats: bit for bit), "state" lines and "error" lines (code and message).
 * Each optimizer and option set the fast path takes runs several steps, with the learning rate changed between steps
 * (by rt_torch_optim_set_option and by a schedule), a parameter group added, a state written, every state read back,
 * a parameter without a gradient until a later step, a frozen one, and clipping before some steps. */
#include "both_paths.h"




/* -- a small model whose parameters get gradients from backward ---------------------------------------------- */

enum { A, B, C, FROZEN, LATE, ADDED, PARAMS };   /* LATE has no gradient before step 3; ADDED joins at step 2 */
static const char *const NAMES[PARAMS] = {"a", "b", "c", "frozen", "late", "added"};

typedef struct {
    rt_tensor p[PARAMS], coef[PARAMS];
} model;

static rt_tensor leaf(rt_tensor t, int requires_grad) {
    CHECK(rt_torch_tensor_set_requires_grad(t, requires_grad) == RT_OK);
    return t;
}

static model make_model(void) {
    model m;
    m.p[A] = leaf(T(rt_torch_tensor_from_data(F32(0.5f, -1.25f, 3.0f, 1e-3f, -7.5f, 2.0f), DIMS(2, 3), RT_FLOAT32)), 1);
    m.p[B] = leaf(T(rt_torch_tensor_from_data(F32(0.1f, 0.2f, -0.3f), DIMS(3), RT_FLOAT32)), 1);
    m.p[C] = leaf(T(rt_torch_tensor_from_data(F64(1.5, -0.25, 2.0, 1e-4), DIMS(4), RT_FLOAT64)), 1);
    m.p[FROZEN] = leaf(T(rt_torch_tensor_from_data(F32(4.0f, -4.0f), DIMS(2), RT_FLOAT32)), 0);
    m.p[LATE] = leaf(T(rt_torch_tensor_from_data(F32(0.75f, -0.5f), DIMS(2), RT_FLOAT32)), 1);
    m.p[ADDED] = leaf(T(rt_torch_tensor_from_data(F64(-2.0, 0.3, 0.9), DIMS(3), RT_FLOAT64)), 1);
    m.coef[A] = T(rt_torch_tensor_from_data(F32(1.0f, -2.0f, 0.5f, 3.0f, -0.25f, 1.5f), DIMS(2, 3), RT_FLOAT32));
    m.coef[B] = T(rt_torch_tensor_from_data(F32(-1.0f, 0.3f, 2.5f), DIMS(3), RT_FLOAT32));
    m.coef[C] = T(rt_torch_tensor_from_data(F64(0.7, 1.1, -0.9, 2.2), DIMS(4), RT_FLOAT64));
    m.coef[FROZEN] = T(rt_torch_tensor_from_data(F32(1.0f, 1.0f), DIMS(2), RT_FLOAT32));
    m.coef[LATE] = T(rt_torch_tensor_from_data(F32(-3.0f, 0.6f), DIMS(2), RT_FLOAT32));
    m.coef[ADDED] = T(rt_torch_tensor_from_data(F64(0.2, -1.7, 0.4), DIMS(3), RT_FLOAT64));
    return m;
}

static void free_model(model *m) {
    for (int i = 0; i < PARAMS; i++) {
        FREE(m->p[i]);
        FREE(m->coef[i]);
    }
}

/* Gradients for step k: backward of the sum over the parameters in use of sum(tanh(p) * p * coef) * (k + 1). */
static void backward(model *m, int k) {
    rt_tensor loss = 0, scale = T(rt_torch_tensor_from_data(F32((float)(k + 1)), NULL, 0, RT_FLOAT32));
    for (int i = 0; i < PARAMS; i++) {
        if ((i == LATE && k < 3) || (i == ADDED && k < 2))
            continue;
        rt_tensor th = T(rt_torch_tanh(m->p[i])), tp = T(rt_torch_tensor_mul(th, m->p[i]));
        rt_tensor weighted = T(rt_torch_tensor_mul(tp, m->coef[i])), scaled = T(rt_torch_tensor_mul(weighted, scale));
        rt_tensor term = T(rt_torch_tensor_sum(scaled));
        if (loss == 0) {
            loss = term;
        } else {
            rt_tensor both = T(rt_torch_tensor_add(loss, term));
            FREE(loss);
            FREE(term);
            loss = both;
        }
        FREE(th);
        FREE(tp);
        FREE(weighted);
        FREE(scaled);
    }
    CHECK(rt_torch_tensor_backward(loss) == RT_OK);
    FREE(loss);
    FREE(scale);
}

static void print_grads(const model *m, const char *label) {
    char what[96];
    for (int i = 0; i < PARAMS; i++) {
        rt_tensor g = rt_torch_tensor_grad(m->p[i]);
        CHECK_OK();
        snprintf(what, sizeof what, "%s grad %s", label, NAMES[i]);
        if (g == 0) {
            printf("value %s: none\n", what);
        } else {
            print_values(what, g);
            FREE(g);
        }
    }
}

/* Every parameter, and every state tensor the optimizer holds for it, by name. */
static void print_params_and_state(rt_handle opt, const model *m, const char *label, int with_added) {
    char what[128];
    for (int i = 0; i < PARAMS; i++) {
        int32_t count;
        snprintf(what, sizeof what, "%s %s", label, NAMES[i]);
        print_values(what, m->p[i]);
        if (i == ADDED && !with_added)
            continue;
        count = rt_torch_optim_state_count(opt, m->p[i]);
        CHECK(count >= 0);
        printf("state %s count %d\n", what, (int)count);
        for (int32_t s = 0; s < count; s++) {
            const char *name = rt_torch_optim_state_name(opt, m->p[i], s);
            char state_what[192];
            rt_tensor value;
            CHECK_OK();
            snprintf(state_what, sizeof state_what, "%s state %s", what, name);
            value = T(rt_torch_optim_get_state(opt, m->p[i], name));
            print_values(state_what, value);
            FREE(value);
        }
    }
}

/* -- the optimizers --------------------------------------------------------------------------------------------- */

typedef struct {
    const char *name;
    char kind;               /* 's' SGD, 'a' Adam, 'w' AdamW */
    double lr, a, b, eps, weight_decay;   /* SGD: a momentum; Adam: a, b its betas */
    const char *flag;        /* an option set to 1 before the first step, or NULL */
    double dampening;
    int clip, schedule, state_first;   /* clip before each step; an LR schedule; get_state before the first step */
} config;

static const config CONFIGS[] = {
    {"sgd", 's', 0.1, 0.0, 0, 0, 0.0, NULL, 0, 0, 0, 0},
    {"sgd_decay", 's', 0.05, 0.0, 0, 0, 0.01, NULL, 0, 1, 0, 0},
    {"sgd_momentum", 's', 0.1, 0.9, 0, 0, 0.0, NULL, 0, 0, 0, 0},
    {"sgd_dampening", 's', 0.1, 0.9, 0, 0, 0.0, NULL, 0.3, 0, 1, 0},
    {"sgd_nesterov", 's', 0.05, 0.8, 0, 0, 0.001, "nesterov", 0, 1, 0, 0},
    {"sgd_maximize", 's', 0.02, 0.5, 0, 0, 0.01, "maximize", 0, 0, 1, 0},
    {"adam", 'a', 0.01, 0.9, 0.999, 1e-8, 0.0, NULL, 0, 0, 0, 1},
    {"adam_decay", 'a', 0.003, 0.8, 0.95, 1e-6, 0.01, NULL, 0, 1, 1, 0},
    {"adam_amsgrad", 'a', 0.01, 0.9, 0.99, 1e-8, 0.0, "amsgrad", 0, 1, 0, 0},
    {"adam_maximize", 'a', 0.02, 0.0, 0.5, 1e-3, 0.1, "maximize", 0, 0, 0, 1},
    {"adamw", 'w', 0.01, 0.9, 0.999, 1e-8, 0.01, NULL, 0, 1, 0, 0},
    {"adamw_amsgrad", 'w', 0.005, 0.85, 0.9, 1e-7, 0.1, "amsgrad", 0, 0, 1, 1},
    {"adamw_maximize", 'w', 0.01, 0.9, 0.999, 1e-8, 0.0, "maximize", 0, 1, 0, 0},
};

#define STEPS 6

/* Every option of every group, as rt_torch_optim_get_option reads it, and the reads it refuses: an option of
 * another kind, a group out of range, no name, no place for the value. */
static void print_options(rt_handle opt, char kind, int32_t groups, const char *label) {
    static const char *const sgd[] = {"lr", "momentum", "dampening", "weight_decay", "nesterov", "maximize", NULL};
    static const char *const adam[] = {"lr", "beta1", "beta2", "eps", "weight_decay", "amsgrad", "maximize", NULL};
    const char *const *names = kind == 's' ? sgd : adam;
    char what[160];
    double value;
    for (int32_t g = 0; g < groups; g++)
        for (int i = 0; names[i] != NULL; i++) {
            CHECK(rt_torch_optim_get_option(opt, g, names[i], &value) == RT_OK);
            printf("value %s group %d %s %a\n", label, (int)g, names[i], value);
        }
    CHECK_ERR(rt_torch_optim_get_option(opt, 0, kind == 's' ? "beta1" : "momentum", &value), RT_ERR_INVALID_ARGUMENT,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_optim_get_option");
    snprintf(what, sizeof what, "%s option of another kind", label);
    print_error(what);
    CHECK_ERR(rt_torch_optim_get_option(opt, groups, "lr", &value), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_optim_get_option");
    snprintf(what, sizeof what, "%s group out of range", label);
    print_error(what);
    CHECK_ERR(rt_torch_optim_get_option(opt, -1, "lr", &value), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_optim_get_option");
    snprintf(what, sizeof what, "%s negative group", label);
    print_error(what);
    CHECK_ERR(rt_torch_optim_get_option(opt, 0, NULL, &value), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_optim_get_option");
    snprintf(what, sizeof what, "%s no name", label);
    print_error(what);
    CHECK_ERR(rt_torch_optim_get_option(opt, 0, "lr", NULL), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_optim_get_option");
    snprintf(what, sizeof what, "%s no value", label);
    print_error(what);
}

static void train(const config *c) {
    model m = make_model();
    rt_tensor first[5] = {m.p[A], m.p[B], m.p[C], m.p[FROZEN], m.p[LATE]}, all[PARAMS];
    rt_handle opt = 0, sched = 0;
    char label[96];
    for (int i = 0; i < PARAMS; i++)
        all[i] = m.p[i];
    if (c->kind == 's')
        opt = rt_torch_optim_sgd(first, 5, c->lr, c->a, c->weight_decay);
    else if (c->kind == 'a')
        opt = rt_torch_optim_adam(first, 5, c->lr, c->a, c->b, c->eps, c->weight_decay);
    else
        opt = rt_torch_optim_adamw(first, 5, c->lr, c->a, c->b, c->eps, c->weight_decay);
    CHECK(opt > 0);
    if (c->dampening != 0.0)
        CHECK(rt_torch_optim_set_option(opt, 0, "dampening", c->dampening) == RT_OK);
    if (c->flag != NULL)
        CHECK(rt_torch_optim_set_option(opt, 0, c->flag, 1.0) == RT_OK);
    if (c->state_first) {   /* the initial state, made before any step */
        rt_tensor s = T(rt_torch_optim_get_state(opt, m.p[A], "exp_avg"));
        FREE(s);
    }
    if (c->schedule)
        CHECK((sched = rt_torch_lr_step(opt, 2, 0.5)) > 0);
    for (int k = 0; k < STEPS; k++) {
        double lr;
        if (k == 1)
            CHECK(rt_torch_optim_set_option(opt, 0, "lr", c->lr * 0.5) == RT_OK);
        if (k == 2) {
            CHECK(rt_torch_optim_add_param_group(opt, &m.p[ADDED], 1) == 1);
            CHECK(rt_torch_optim_set_option(opt, 1, "lr", c->lr * 2.0) == RT_OK);
            CHECK(rt_torch_optim_set_option(opt, 1, "weight_decay", 0.05) == RT_OK);
            if (c->kind != 's')
                CHECK(rt_torch_optim_set_option(opt, 1, "beta1", 0.5) == RT_OK);
        }
        if (k == 4) {   /* a state written, e.g. resumed training */
            rt_tensor v = T(rt_torch_tensor_from_data(F32(0.01f, -0.02f, 0.03f), DIMS(3), RT_FLOAT32));
            CHECK(rt_torch_optim_set_state(opt, m.p[B], c->kind == 's' ? "momentum_buffer" : "exp_avg", v) == RT_OK
                  || (c->kind == 's' && c->a == 0.0));
            FREE(v);
        }
        backward(&m, k);
        if (c->clip) {
            rt_tensor total = T(rt_torch_nn_clip_grad_norm(all, PARAMS, 0.5, 2.0, 1));
            snprintf(label, sizeof label, "%s step %d clip total", c->name, k);
            print_values(label, total);
            FREE(total);
        }
        CHECK(rt_torch_optim_step(opt) == RT_OK);
        CHECK_OK();
        if (sched != 0)
            CHECK(rt_torch_lr_scheduler_step(sched) == RT_OK);
        CHECK(rt_torch_optim_get_option(opt, 0, "lr", &lr) == RT_OK);
        snprintf(label, sizeof label, "%s step %d", c->name, k);
        printf("value %s lr %a\n", label, lr);
        print_options(opt, c->kind, k >= 2 ? 2 : 1, label);
        print_params_and_state(opt, &m, label, k >= 2);
        CHECK(rt_torch_optim_zero_grad(opt) == RT_OK);
        CHECK_OK();
        print_grads(&m, label);
    }
    if (sched != 0)
        CHECK(rt_torch_lr_scheduler_free(sched) == RT_OK);
    CHECK(rt_torch_optim_free(opt) == RT_OK);
    CHECK_ERR(rt_torch_optim_step(opt), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_optim_step");
    print_error("step of a freed optimizer");
    CHECK_ERR(rt_torch_optim_zero_grad(opt), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE,
              "rt_torch_optim_zero_grad");
    print_error("zero_grad of a freed optimizer");
    free_model(&m);
}

/* zero_grad leaves the gradients of other tensors, and of parameters of other optimizers, alone. */
static void zero_grad_scope(void) {
    model m = make_model();
    rt_handle one = rt_torch_optim_adam(&m.p[A], 1, 0.01, 0.9, 0.999, 1e-8, 0.0);
    rt_handle other = rt_torch_optim_sgd(&m.p[B], 1, 0.1, 0.0, 0.0);
    CHECK(one > 0 && other > 0);
    backward(&m, 3);
    CHECK(rt_torch_optim_zero_grad(one) == RT_OK);
    print_grads(&m, "zero_grad one optimizer");
    CHECK(rt_torch_optim_zero_grad(one) == RT_OK);   /* no gradients left: nothing to do */
    CHECK(rt_torch_optim_zero_grad(other) == RT_OK);
    print_grads(&m, "zero_grad both optimizers");
    CHECK(rt_torch_optim_free(one) == RT_OK);
    CHECK(rt_torch_optim_free(other) == RT_OK);
    free_model(&m);
}

/* -- clipping --------------------------------------------------------------------------------------------------- */

static void clip(const char *name, int k, double max_norm, double norm_type, int32_t error_if_nonfinite, int with_c,
                 int poison) {
    model m = make_model();
    rt_tensor params[PARAMS], total;
    char label[128];
    int n = 0;
    for (int i = 0; i < PARAMS; i++)
        if (i != C || with_c)   /* C is float64: mixed dtypes */
            params[n++] = m.p[i];
    backward(&m, k);
    if (poison) {   /* an inf in a's gradient */
        rt_tensor g = T(rt_torch_tensor_grad(m.p[A])), inf = T(rt_torch_tensor_from_data(F32(INFINITY), NULL, 0,
                                                                                          RT_FLOAT32));
        rt_tensor bad = T(rt_torch_tensor_mul(g, inf));
        CHECK(rt_torch_tensor_copy_from(g, bad) == RT_OK);
        FREE(g);
        FREE(inf);
        FREE(bad);
    }
    total = rt_torch_nn_clip_grad_norm(params, n, max_norm, norm_type, error_if_nonfinite);
    snprintf(label, sizeof label, "clip %s", name);
    if (total == 0) {
        print_error(label);
    } else {
        print_values(label, total);
        FREE(total);
    }
    print_grads(&m, label);
    free_model(&m);
}

static void clipping(void) {
    static const double orders[] = {2.0, 1.0, INFINITY, -INFINITY, 3.0, 0.0, -1.0, 0.5};
    char name[64];
    for (size_t i = 0; i < sizeof orders / sizeof orders[0]; i++) {
        snprintf(name, sizeof name, "order %g below", orders[i]);
        clip(name, 1, 1e-3, orders[i], 0, 0, 0);
        snprintf(name, sizeof name, "order %g above", orders[i]);
        clip(name, 1, 1e3, orders[i], 1, 0, 0);
    }
    clip("mixed dtypes", 2, 0.1, 2.0, 0, 1, 0);
    clip("no gradient yet", 0, 0.1, 2.0, 0, 0, 0);   /* late and added have none */
    clip("nonfinite error", 1, 1.0, 2.0, 1, 0, 1);
    clip("nonfinite clipped anyway", 1, 1.0, 2.0, 0, 0, 1);
    clip("nonfinite inf order", 1, 1.0, INFINITY, 1, 0, 1);
    clip("nan max_norm", 1, NAN, 2.0, 0, 0, 0);
    clip("bad flag", 1, 1.0, 2.0, 2, 0, 0);
    {   /* parameters of which none has a gradient */
        model m = make_model();
        rt_tensor total = T(rt_torch_nn_clip_grad_norm(&m.p[FROZEN], 1, 1.0, 2.0, 0));
        print_values("clip without gradients", total);
        FREE(total);
        free_model(&m);
    }
    {
        rt_tensor none[1] = {0};
        CHECK(rt_torch_nn_clip_grad_norm(none, 1, 1.0, 2.0, 0) == 0);
        print_error("clip of handle 0");
        CHECK(rt_torch_nn_clip_grad_norm(NULL, 1, 1.0, 2.0, 0) == 0);
        print_error("clip of NULL");
    }
}

int main(void) {
    int64_t live = check_start();
    printf("fast path: %s\n", rt_torch_fast_path());
    for (size_t i = 0; i < sizeof CONFIGS / sizeof CONFIGS[0]; i++)
        train(&CONFIGS[i]);
    zero_grad_scope();
    clipping();
    check_finish("test_fast_optim", live);
    return 0;
}
