/* L-BFGS from C (ABI 1.5): fit a line with a C closure (fixed step and strong Wolfe line search), the first
 * loss returned, options and state by name (a resumed optimizer steps as the original), a failing closure
 * (its code, the parameters put back), a closure whose own calls fail but which succeeds, and the error codes
 * of NULL closures, wrong handles and bad options. */
#include "check.h"

typedef struct {
    rt_tensor x, y, w, b;    /* data (8, 1), (8, 1); parameters (1, 1), (1) */
    rt_handle opt;
    int calls;               /* evaluations so far */
    int fail_at;             /* the evaluation that fails (0: none) */
    int32_t fail_code;       /* what it returns then */
    int stray_error;         /* make one failing call each evaluation, and succeed anyway */
} Fit;

/* zero the grads, loss = mean((x w + b - y)^2), backward, *loss = its value */
static int32_t fit_closure(void *user_data, double *loss) {
    Fit *f = user_data;
    f->calls++;
    if (f->fail_at == f->calls) {
        if (f->fail_code == RT_ERR_SHAPE) {   /* a real failure: its message must reach the step's */
            rt_tensor bad = rt_torch_tensor_matmul(f->w, f->x);
            return bad == 0 ? rt_torch_last_error_code() : RT_OK;
        }
        return f->fail_code;
    }
    if (f->stray_error && rt_torch_tensor_sum(-5) != 0)
        return RT_ERR_INTERNAL;
    if (rt_torch_scope_begin() != RT_OK || rt_torch_optim_zero_grad(f->opt) != RT_OK)
        return rt_torch_last_error_code();
    rt_tensor pred = rt_torch_tensor_add(rt_torch_tensor_matmul(f->x, f->w), f->b);
    rt_tensor diff = rt_torch_tensor_sub(pred, f->y);
    rt_tensor value = rt_torch_tensor_mean(rt_torch_tensor_mul(diff, diff));
    int32_t status = value != 0 && rt_torch_tensor_backward(value) == RT_OK ? rt_torch_tensor_item(value, loss)
                                                                             : rt_torch_last_error_code();
    rt_torch_scope_end();
    return status;
}

static rt_tensor param(rt_tensor values) {
    CHECK(rt_torch_tensor_set_requires_grad(values, 1) == RT_OK);
    return values;
}

static void make_fit(Fit *f) {
    memset(f, 0, sizeof *f);
    f->x = T(rt_torch_tensor_from_data(F32(-1.5, -1, -0.5, 0, 0.5, 1, 1.5, 2), DIMS(8, 1), RT_FLOAT32));
    f->y = T(rt_torch_tensor_from_data(F32(-4, -3, -2, -1, 0, 1, 2, 3), DIMS(8, 1), RT_FLOAT32));   /* 2x - 1 */
    f->w = param(T(rt_torch_tensor_from_data(F32(0.3), DIMS(1, 1), RT_FLOAT32)));
    f->b = param(T(rt_torch_tensor_from_data(F32(0.2), DIMS(1), RT_FLOAT32)));
}

static void free_fit(Fit *f) {
    CHECK(rt_torch_optim_free(f->opt) == RT_OK);
    FREE(f->x);
    FREE(f->y);
    FREE(f->w);
    FREE(f->b);
}

static double value_of(rt_tensor t) {
    double v = NAN;
    CHECK(rt_torch_tensor_item(t, &v) == RT_OK);
    return v;
}

static void fits(const char *line_search, int max_eval_expected) {
    Fit f;
    make_fit(&f);
    rt_tensor params[2] = {f.w, f.b};
    f.opt = rt_torch_optim_lbfgs(params, 2, 1.0, 20, 0, 1e-7, 1e-9, 100, line_search);
    CHECK(f.opt > 0);
    double max_eval = 0;
    CHECK(rt_torch_optim_get_option(f.opt, 0, "max_eval", &max_eval) == RT_OK);
    CHECK(max_eval == max_eval_expected);   /* max_eval 0: PyTorch's max_iter * 5 / 4 */
    /* the first loss of the step is the loss at the starting point: mean((0.3 x + 0.2 - y)^2) */
    double expected = 0, loss = -1;
    for (int i = 0; i < 8; i++) {
        double x = -1.5 + 0.5 * i, r = 0.3 * x + 0.2 - (2 * x - 1);
        expected += r * r / 8;
    }
    CHECK(rt_torch_optim_lbfgs_step(f.opt, fit_closure, &f, &loss) == RT_OK);
    CHECK_OK();
    CHECK_NEAR(loss, expected, 1e-5);
    CHECK(f.calls > 1 && f.calls <= 25);   /* several evaluations, at most max_eval */
    CHECK(rt_torch_optim_lbfgs_step(f.opt, fit_closure, &f, &loss) == RT_OK);
    CHECK(loss < 1e-6);
    CHECK_NEAR(value_of(f.w), 2.0, 1e-3);
    CHECK_NEAR(value_of(f.b), -1.0, 1e-3);
    free_fit(&f);
}

/* a's parameters and every state tensor after one step, written into a fresh b: both then take the same step */
static void resumes(void) {
    Fit a, b;
    double loss_a, loss_b, n;
    make_fit(&a);
    make_fit(&b);
    rt_tensor pa[2] = {a.w, a.b}, pb[2] = {b.w, b.b};
    a.opt = rt_torch_optim_lbfgs(pa, 2, 0.5, 4, 0, 1e-7, 1e-9, 2, "");
    b.opt = rt_torch_optim_lbfgs(pb, 2, 0.5, 4, 0, 1e-7, 1e-9, 2, "");
    CHECK(a.opt > 0 && b.opt > 0);
    CHECK(rt_torch_optim_state_count(a.opt, a.w) == 0);   /* no state before the first step */
    CHECK(rt_torch_optim_lbfgs_step(a.opt, fit_closure, &a, &loss_a) == RT_OK);
    CHECK(rt_torch_optim_state_count(a.opt, a.w) == 10);
    CHECK(rt_torch_optim_state_count(a.opt, a.b) == 0);   /* kept on the first parameter, as PyTorch */
    CHECK(strcmp(rt_torch_optim_state_name(a.opt, a.w, 0), "func_evals") == 0);
    CHECK(strcmp(rt_torch_optim_state_name(a.opt, a.w, 4), "old_dirs") == 0);
    rt_tensor n_iter = T(rt_torch_optim_get_state(a.opt, a.w, "n_iter"));
    CHECK(rt_torch_tensor_dtype(n_iter) == RT_INT64);
    CHECK_VALUES(n_iter, 0, 4);   /* max_iter 4 iterations (max_eval 5 evaluations) */
    FREE(n_iter);
    rt_tensor dirs = T(rt_torch_optim_get_state(a.opt, a.w, "old_dirs"));
    CHECK_SHAPE(dirs, 2, 2);   /* history_size 2 pairs of the 2 parameters' elements */
    FREE(dirs);
    CHECK(rt_torch_no_grad_begin() == RT_OK);
    CHECK(rt_torch_tensor_copy_from(b.w, a.w) == RT_OK && rt_torch_tensor_copy_from(b.b, a.b) == RT_OK);
    CHECK(rt_torch_no_grad_end() == RT_OK);
    for (int i = 0; i < 10; i++) {
        const char *name = rt_torch_optim_state_name(a.opt, a.w, i);
        rt_tensor value = T(rt_torch_optim_get_state(a.opt, a.w, name));
        CHECK(rt_torch_optim_set_state(b.opt, b.w, name, value) == RT_OK);
        FREE(value);
    }
    CHECK(rt_torch_optim_lbfgs_step(a.opt, fit_closure, &a, &loss_a) == RT_OK);
    CHECK(rt_torch_optim_lbfgs_step(b.opt, fit_closure, &b, &loss_b) == RT_OK);
    CHECK(loss_a == loss_b);
    CHECK(value_of(a.w) == value_of(b.w) && value_of(a.b) == value_of(b.b));
    /* writing the state of another parameter, or of a wrong shape */
    rt_tensor d = T(rt_torch_optim_get_state(a.opt, a.w, "d"));
    CHECK_ERR(rt_torch_optim_set_state(a.opt, a.b, "d", d), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_optim_set_state");
    CHECK_MSG_HAS("first parameter");
    CHECK_ERR(rt_torch_optim_set_state(a.opt, a.w, "prev_loss", d), RT_ERR_SHAPE, RT_ERR_SHAPE,
              "rt_torch_optim_set_state");
    FREE(d);
    rt_tensor count = T(rt_torch_tensor_from_data(F64(2.5), NULL, 0, RT_FLOAT64));
    CHECK_ERR(rt_torch_optim_set_state(a.opt, a.w, "n_iter", count), RT_ERR_INVALID_ARGUMENT,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_optim_set_state");
    FREE(count);
    CHECK(rt_torch_optim_get_option(b.opt, 0, "func_evals", &n) == RT_ERR_INVALID_ARGUMENT);   /* state, not option */
    free_fit(&a);
    free_fit(&b);
}

static void failures(void) {
    Fit f;
    double loss = -1, w0, b0;
    make_fit(&f);
    rt_tensor params[2] = {f.w, f.b};
    f.opt = rt_torch_optim_lbfgs(params, 2, 1.0, 20, 0, 1e-7, 1e-9, 100, "strong_wolfe");
    w0 = value_of(f.w);
    b0 = value_of(f.b);
    /* evaluation 3 fails with a real shape error: the step fails with its code and message, the
     * parameters are as before the step */
    f.fail_at = 3;
    f.fail_code = RT_ERR_SHAPE;
    CHECK_ERR(rt_torch_optim_lbfgs_step(f.opt, fit_closure, &f, &loss), RT_ERR_SHAPE, RT_ERR_SHAPE,
              "rt_torch_optim_lbfgs_step");
    CHECK_MSG_HAS("evaluation 3 of the closure failed");
    CHECK_MSG_HAS("rt_torch_tensor_matmul");
    CHECK(loss == -1);   /* not written on failure */
    CHECK(value_of(f.w) == w0 && value_of(f.b) == b0);
    CHECK(rt_torch_optim_state_count(f.opt, f.w) == 0);
    /* a code that is no RT_ERR_* code */
    f.calls = 0;
    f.fail_at = 1;
    f.fail_code = 42;
    CHECK_ERR(rt_torch_optim_lbfgs_step(f.opt, fit_closure, &f, &loss), RT_ERR_INVALID_ARGUMENT,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_optim_lbfgs_step");
    CHECK_MSG_HAS("not an RT_ERR_* code");
    /* the closure's own failed calls do not make the step fail, nor leave their error */
    f.calls = 0;
    f.fail_at = 0;
    f.stray_error = 1;
    CHECK(rt_torch_optim_lbfgs_step(f.opt, fit_closure, &f, &loss) == RT_OK);
    CHECK_OK();
    CHECK(value_of(f.w) != w0);
    /* NULL closure, NULL loss; the other step; a closure for another optimizer */
    CHECK_ERR(rt_torch_optim_lbfgs_step(f.opt, NULL, &f, &loss), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_optim_lbfgs_step");
    CHECK_ERR(rt_torch_optim_lbfgs_step(f.opt, fit_closure, &f, NULL), RT_ERR_INVALID_ARGUMENT,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_optim_lbfgs_step");
    CHECK_ERR(rt_torch_optim_step(f.opt), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT, "rt_torch_optim_step");
    CHECK_MSG_HAS("rt_torch_optim_lbfgs_step");
    rt_handle sgd = rt_torch_optim_sgd(params, 2, 0.1, 0, 0);
    CHECK_ERR(rt_torch_optim_lbfgs_step(sgd, fit_closure, &f, &loss), RT_ERR_INVALID_ARGUMENT,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_optim_lbfgs_step");
    CHECK(rt_torch_optim_free(sgd) == RT_OK);
    CHECK_ERR(rt_torch_optim_lbfgs_step(sgd, fit_closure, &f, &loss), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE,
              "rt_torch_optim_lbfgs_step");
    /* options by name; one parameter group */
    double value = 0;
    CHECK(rt_torch_optim_get_option(f.opt, 0, "strong_wolfe", &value) == RT_OK && value == 1);
    CHECK(rt_torch_optim_set_option(f.opt, 0, "lr", 0.5) == RT_OK);
    CHECK(rt_torch_optim_get_option(f.opt, 0, "lr", &value) == RT_OK && value == 0.5);
    CHECK(rt_torch_optim_set_option(f.opt, 0, "max_iter", 5) == RT_OK);
    CHECK_ERR(rt_torch_optim_set_option(f.opt, 0, "history_size", 0), RT_ERR_INVALID_ARGUMENT,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_optim_set_option");
    CHECK_ERR(rt_torch_optim_set_option(f.opt, 0, "max_iter", 2.5), RT_ERR_INVALID_ARGUMENT,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_optim_set_option");
    CHECK_ERR(rt_torch_optim_add_param_group(f.opt, &f.x, 1), -1, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_optim_add_param_group");
    CHECK(rt_torch_optim_param_group_count(f.opt) == 1);
    CHECK(rt_torch_optim_zero_grad(f.opt) == RT_OK);
    free_fit(&f);
    /* bad creation arguments */
    rt_tensor w = param(T(rt_torch_tensor_zeros(DIMS(2))));
    CHECK_ERR(rt_torch_optim_lbfgs(&w, 1, 1.0, 20, 0, 1e-7, 1e-9, 100, "wolfe"), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_optim_lbfgs");
    CHECK_ERR(rt_torch_optim_lbfgs(&w, 1, 1.0, 20, 0, 1e-7, 1e-9, 100, NULL), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_optim_lbfgs");
    CHECK_ERR(rt_torch_optim_lbfgs(&w, 1, -1.0, 20, 0, 1e-7, 1e-9, 100, ""), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_optim_lbfgs");
    CHECK_ERR(rt_torch_optim_lbfgs(&w, 1, 1.0, -1, 0, 1e-7, 1e-9, 100, ""), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_optim_lbfgs");
    CHECK_ERR(rt_torch_optim_lbfgs(NULL, 1, 1.0, 20, 0, 1e-7, 1e-9, 100, ""), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_optim_lbfgs");
    rt_tensor empty = param(T(rt_torch_tensor_zeros(DIMS(0))));
    CHECK_ERR(rt_torch_optim_lbfgs(&empty, 1, 1.0, 20, 0, 1e-7, 1e-9, 100, ""), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_optim_lbfgs");
    FREE(empty);
    FREE(w);
}

int main(void) {
    int64_t live = check_start();
    fits("", 25);
    fits("strong_wolfe", 25);
    resumes();
    failures();
    check_finish("test_lbfgs", live);
    return 0;
}
