/* Section 15 (ABI 1.4) from C: AdamW, RMSprop, Adagrad and Adadelta on a one-parameter problem with known
 * first steps; parameter groups and options by name; reading and writing a parameter's state (a resumed
 * run equals an uninterrupted one); gradient clipping; learning-rate schedules stepped from C (a warm-up
 * then cosine decay, a plateau); and the error codes of bad groups, names, values and handles. */
#include <math.h>

#include "check.h"

/* loss = sum(w * w) / 2, so the gradient is w itself */
static void backward_of_half_square(rt_tensor w) {
    rt_tensor sq = T(rt_torch_tensor_mul(w, w));
    rt_tensor total = T(rt_torch_tensor_sum(sq));
    rt_tensor half = T(rt_torch_tensor_mul_scalar(total, 0.5));
    CHECK(rt_torch_tensor_backward(half) == RT_OK);
    FREE(sq);
    FREE(total);
    FREE(half);
}

static rt_tensor parameter(double a, double b) {
    rt_tensor w = T(rt_torch_tensor_from_data((const double[]){a, b}, DIMS(2), RT_FLOAT64));
    CHECK(rt_torch_tensor_set_requires_grad(w, 1) == RT_OK);
    return w;
}

static void step(rt_handle opt, rt_tensor w) {
    CHECK(rt_torch_optim_zero_grad(opt) == RT_OK);
    backward_of_half_square(w);
    CHECK(rt_torch_optim_step(opt) == RT_OK);
}

static void optimizers(void) {
    rt_tensor w = parameter(1.0, -2.0);
    /* AdamW's first step: w *= 1 - lr * wd, then w -= lr * sign(g) (m / sqrt(v) = g / |g| after bias correction) */
    rt_handle opt = rt_torch_optim_adamw(&w, 1, 0.1, 0.9, 0.999, 1e-8, 0.5);
    CHECK(opt > 0);
    step(opt, w);
    CHECK_VALUES(w, 1e-6, 1.0 * 0.95 - 0.1, -2.0 * 0.95 + 0.1);
    CHECK(rt_torch_optim_state_count(opt, w) == 3);
    CHECK(strcmp(rt_torch_optim_state_name(opt, w, 0), "step") == 0);
    CHECK(strcmp(rt_torch_optim_state_name(opt, w, 2), "exp_avg_sq") == 0);
    CHECK_ERR(rt_torch_optim_state_name(opt, w, 3)[0], 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_optim_state_name");
    rt_tensor count = T(rt_torch_optim_get_state(opt, w, "step"));
    CHECK(rt_torch_tensor_dtype(count) == RT_FLOAT32);
    CHECK_VALUES(count, 0, 1);
    FREE(count);
    CHECK(rt_torch_optim_free(opt) == RT_OK);
    FREE(w);

    /* Adagrad's first step: w -= lr * g / sqrt(g * g) = lr * sign(g) */
    w = parameter(3.0, -0.5);
    opt = rt_torch_optim_adagrad(&w, 1, 0.25, 0.0, 0.0, 0.0, 1e-10);
    step(opt, w);
    CHECK_VALUES(w, 1e-9, 2.75, -0.25);
    CHECK(rt_torch_optim_free(opt) == RT_OK);
    FREE(w);

    /* RMSprop's first step: square_avg = (1 - alpha) g^2, so w -= lr * g / (sqrt(1 - alpha) |g|) */
    w = parameter(2.0, -1.0);
    opt = rt_torch_optim_rmsprop(&w, 1, 0.01, 0.99, 0.0, 0.0, 0.0, 0);
    step(opt, w);
    CHECK_VALUES(w, 1e-9, 2.0 - 0.1, -1.0 + 0.1);
    CHECK(rt_torch_optim_free(opt) == RT_OK);
    FREE(w);

    /* Adadelta's first step: delta = sqrt(eps) / sqrt((1 - rho) g^2 + eps) * g */
    w = parameter(1.0, 1.0);
    opt = rt_torch_optim_adadelta(&w, 1, 1.0, 0.9, 1e-6, 0.0);
    step(opt, w);
    double delta = sqrt(1e-6) / sqrt(0.1 + 1e-6);
    CHECK_VALUES(w, 1e-9, 1.0 - delta, 1.0 - delta);
    CHECK(rt_torch_optim_free(opt) == RT_OK);
    FREE(w);
}

static void groups_and_state(void) {
    rt_tensor a = parameter(1.0, 1.0), b = parameter(1.0, 1.0);
    rt_handle opt = rt_torch_optim_sgd(&a, 1, 0.1, 0.0, 0.0);
    CHECK(rt_torch_optim_add_param_group(opt, &b, 1) == 1);
    CHECK(rt_torch_optim_param_group_count(opt) == 2);
    CHECK(rt_torch_optim_set_option(opt, 1, "lr", 0.5) == RT_OK);
    CHECK(rt_torch_optim_set_option(opt, 1, "momentum", 0.9) == RT_OK);
    CHECK(rt_torch_optim_set_option(opt, 1, "nesterov", 1) == RT_OK);
    double value = -1;
    CHECK(rt_torch_optim_get_option(opt, 1, "lr", &value) == RT_OK && value == 0.5);
    CHECK(rt_torch_optim_get_option(opt, 0, "lr", &value) == RT_OK && value == 0.1);
    CHECK(rt_torch_optim_zero_grad(opt) == RT_OK);
    backward_of_half_square(a);
    backward_of_half_square(b);
    CHECK(rt_torch_optim_step(opt) == RT_OK);
    CHECK_VALUES(a, 1e-12, 0.9, 0.9);
    CHECK_VALUES(b, 1e-12, 1.0 - 0.5 * 1.9, 1.0 - 0.5 * 1.9);   /* nesterov: g + momentum * buf, buf = g */
    CHECK(rt_torch_optim_state_count(opt, b) == 1);
    CHECK(strcmp(rt_torch_optim_state_name(opt, b, 0), "momentum_buffer") == 0);
    CHECK(rt_torch_optim_state_count(opt, a) == 0);

    CHECK_ERR(rt_torch_optim_set_option(opt, 2, "lr", 0.1), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_optim_set_option");
    CHECK_ERR(rt_torch_optim_set_option(opt, 0, "beta1", 0.1), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_optim_set_option");
    CHECK_MSG_HAS("sgd has no option 'beta1'");
    CHECK_ERR(rt_torch_optim_set_option(opt, 0, "lr", -1), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_optim_set_option");
    CHECK_ERR(rt_torch_optim_get_option(opt, 0, NULL, &value), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_optim_get_option");
    CHECK_ERR(rt_torch_optim_add_param_group(opt, &a, 1), -1, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_optim_add_param_group");
    CHECK_ERR(rt_torch_optim_get_state(opt, a, "momentum_buffer"), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_optim_get_state");
    rt_tensor wrong = T(rt_torch_tensor_zeros(DIMS(3)));
    CHECK_ERR(rt_torch_optim_set_state(opt, b, "momentum_buffer", wrong), RT_ERR_SHAPE, RT_ERR_SHAPE,
              "rt_torch_optim_set_state");
    FREE(wrong);
    CHECK(rt_torch_optim_free(opt) == RT_OK);
    CHECK_ERR(rt_torch_optim_param_group_count(opt), -1, RT_ERR_INVALID_HANDLE, "rt_torch_optim_param_group_count");
    FREE(a);
    FREE(b);
}

static void resume(void) {
    /* three steps, save w and Adam's state, three more; a fresh optimizer over a copy given that state
     * must take the same three more */
    rt_tensor w = parameter(0.5, -1.5), copy = parameter(0, 0);
    rt_handle first = rt_torch_optim_adam(&w, 1, 0.05, 0.9, 0.999, 1e-8, 0.0);
    rt_handle second = rt_torch_optim_adam(&copy, 1, 0.05, 0.9, 0.999, 1e-8, 0.0);
    for (int i = 0; i < 3; i++) step(first, w);
    CHECK(rt_torch_no_grad_begin() == RT_OK);
    CHECK(rt_torch_tensor_copy_from(copy, w) == RT_OK);
    CHECK(rt_torch_no_grad_end() == RT_OK);
    const char *names[] = {"step", "exp_avg", "exp_avg_sq"};
    for (int i = 0; i < 3; i++) {
        rt_tensor saved = T(rt_torch_optim_get_state(first, w, names[i]));
        CHECK(rt_torch_optim_set_state(second, copy, names[i], saved) == RT_OK);
        FREE(saved);
    }
    double ours[2], theirs[2];
    for (int i = 0; i < 3; i++) {
        step(first, w);
        step(second, copy);
    }
    CHECK(check_read(w, ours, 2) == 2 && check_read(copy, theirs, 2) == 2);
    CHECK(ours[0] == theirs[0] && ours[1] == theirs[1]);
    CHECK(rt_torch_optim_free(first) == RT_OK && rt_torch_optim_free(second) == RT_OK);
    FREE(w);
    FREE(copy);
}

static void clipping(void) {
    rt_tensor a = parameter(3.0, 0.0), b = parameter(4.0, 0.0);
    backward_of_half_square(a);
    backward_of_half_square(b);
    rt_tensor both[2] = {a, b};
    rt_tensor norm = T(rt_torch_nn_clip_grad_norm(both, 2, 1.0, 2.0, 0));
    CHECK_VALUES(norm, 1e-12, 5.0);
    rt_tensor grad = T(rt_torch_tensor_grad(b));
    CHECK_VALUES(grad, 1e-6, 4.0 / (5.0 + 1e-6), 0.0);
    FREE(grad);
    FREE(norm);
    CHECK(rt_torch_nn_clip_grad_value(both, 2, 0.5) == RT_OK);
    grad = T(rt_torch_tensor_grad(a));
    CHECK_VALUES(grad, 1e-12, 0.5, 0.0);
    FREE(grad);
    CHECK_ERR(rt_torch_nn_clip_grad_norm(both, 2, NAN, 2.0, 0), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_clip_grad_norm");
    FREE(a);
    FREE(b);
}

static void schedules(void) {
    rt_tensor w = parameter(1.0, 1.0);
    rt_handle opt = rt_torch_optim_sgd(&w, 1, 1.0, 0.9, 0.0);
    double lr = 0;
    /* a linear warm-up from 0.1 over 4 steps: lr 0.1, 0.325, 0.55, 0.775, 1.0, 1.0 */
    rt_handle warmup = rt_torch_lr_linear(opt, 0.1, 1.0, 4);
    CHECK(warmup > 0);
    CHECK(rt_torch_optim_get_option(opt, 0, "lr", &lr) == RT_OK);
    CHECK_NEAR(lr, 0.1, 1e-12);
    for (int i = 0; i < 4; i++) CHECK(rt_torch_lr_scheduler_step(warmup) == RT_OK);
    CHECK(rt_torch_optim_get_option(opt, 0, "lr", &lr) == RT_OK);
    CHECK_NEAR(lr, 1.0, 1e-12);
    CHECK(rt_torch_lr_scheduler_last_epoch(warmup) == 4);
    /* then a cosine over 10 steps from the base lr: after 5 steps, half way down */
    rt_handle cosine = rt_torch_lr_cosine(opt, 10, 0.0);
    for (int i = 0; i < 5; i++) CHECK(rt_torch_lr_scheduler_step(cosine) == RT_OK);
    CHECK(rt_torch_optim_get_option(opt, 0, "lr", &lr) == RT_OK);
    CHECK_NEAR(lr, 0.5, 1e-12);
    CHECK(rt_torch_lr_scheduler_restart(cosine) == RT_OK);
    CHECK(rt_torch_optim_get_option(opt, 0, "lr", &lr) == RT_OK);
    CHECK_NEAR(lr, 1.0, 1e-12);

    /* a plateau: patience 1, so the second step without improvement halves the lr */
    rt_handle plateau = rt_torch_lr_plateau(opt, 0, 0.5, 1, 0.0, 0, 0, 0.0, 1e-8);
    CHECK(rt_torch_lr_scheduler_step_metric(plateau, 1.0) == RT_OK);
    CHECK(rt_torch_lr_scheduler_step_metric(plateau, 1.0) == RT_OK);
    CHECK(rt_torch_lr_scheduler_step_metric(plateau, 1.0) == RT_OK);
    CHECK(rt_torch_optim_get_option(opt, 0, "lr", &lr) == RT_OK);
    CHECK_NEAR(lr, 0.5, 1e-12);

    CHECK_ERR(rt_torch_lr_scheduler_step(plateau), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_lr_scheduler_step");
    CHECK_ERR(rt_torch_lr_scheduler_step_metric(cosine, 1.0), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_lr_scheduler_step_metric");
    CHECK_ERR(rt_torch_lr_step(opt, 0, 0.5), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_lr_step");
    CHECK_ERR(rt_torch_lr_step(w, 3, 0.5), 0, RT_ERR_INVALID_HANDLE, "rt_torch_lr_step");   /* a tensor */
    CHECK_ERR(rt_torch_lr_scheduler_step(opt), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE,
              "rt_torch_lr_scheduler_step");   /* an optimizer, not a schedule */
    CHECK(rt_torch_optim_free(opt) == RT_OK);
    CHECK_ERR(rt_torch_lr_scheduler_step(warmup), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE,
              "rt_torch_lr_scheduler_step");   /* its optimizer is gone */
    CHECK_MSG_HAS("optimizer");
    CHECK(rt_torch_lr_scheduler_free(warmup) == RT_OK);
    CHECK(rt_torch_lr_scheduler_free(cosine) == RT_OK);
    CHECK(rt_torch_lr_scheduler_free(plateau) == RT_OK);
    CHECK_ERR(rt_torch_lr_scheduler_free(plateau), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE,
              "rt_torch_lr_scheduler_free");
    FREE(w);
}

/* each of the other schedules on a fresh SGD (lr 1, momentum 0.9): the lr (and momentum) after `steps` steps */
static void one_schedule(const char *what, rt_handle (*make)(rt_handle), int steps, double lr_after,
                         double momentum_after) {
    rt_tensor w = parameter(1.0, 1.0);
    rt_handle opt = rt_torch_optim_sgd(&w, 1, 1.0, 0.9, 0.0);
    rt_handle sched = make(opt);
    if (sched <= 0) printf("%s: %s\n", what, rt_torch_last_error());
    CHECK(sched > 0);
    for (int i = 0; i < steps; i++) CHECK(rt_torch_lr_scheduler_step(sched) == RT_OK);
    double value = 0;
    CHECK(rt_torch_optim_get_option(opt, 0, "lr", &value) == RT_OK);
    CHECK_NEAR(value, lr_after, 1e-12);
    CHECK(rt_torch_optim_get_option(opt, 0, "momentum", &value) == RT_OK);
    CHECK_NEAR(value, momentum_after, 1e-12);
    CHECK(rt_torch_lr_scheduler_free(sched) == RT_OK);
    CHECK(rt_torch_optim_free(opt) == RT_OK);
    FREE(w);
}

static rt_handle multistep(rt_handle opt) { return rt_torch_lr_multistep(opt, (const int64_t[]){2, 4}, 2, 0.5); }
static rt_handle exponential(rt_handle opt) { return rt_torch_lr_exponential(opt, 0.5); }
static rt_handle constant(rt_handle opt) { return rt_torch_lr_constant(opt, 0.5, 2); }
static rt_handle polynomial(rt_handle opt) { return rt_torch_lr_polynomial(opt, 4, 1.0); }
static rt_handle warm_restarts(rt_handle opt) { return rt_torch_lr_cosine_warm_restarts(opt, 2, 1, 0.0); }
static rt_handle one_cycle(rt_handle opt) {
    return rt_torch_lr_one_cycle(opt, 1.0, 10, 0.3, 25.0, 1e4, 1, 0, 1, 0.85, 0.95);
}

static void more_schedules(void) {
    one_schedule("multistep", multistep, 4, 0.25, 0.9);       /* halved at steps 2 and 4 */
    one_schedule("exponential", exponential, 2, 0.25, 0.9);
    one_schedule("constant", constant, 2, 1.0, 0.9);          /* 0.5 for 2 steps, then the base lr */
    one_schedule("polynomial", polynomial, 2, 0.5, 0.9);      /* 1 - 2 / 4 */
    one_schedule("warm restarts", warm_restarts, 2, 1.0, 0.9);   /* a cycle of 2 steps: back to the top */
    one_schedule("warm restarts", warm_restarts, 1, 0.5, 0.9);
    one_schedule("one cycle", one_cycle, 0, 0.04, 0.95);      /* starts at max_lr / 25, momentum at its max */
    one_schedule("one cycle", one_cycle, 2, 1.0, 0.85);       /* the peak at 0.3 * 10 - 1 steps */
}

int main(void) {
    int64_t live = check_start();
    optimizers();
    groups_and_state();
    resume();
    clipping();
    schedules();
    more_schedules();
    check_finish("test_optim_more", live);
    return 0;
}
