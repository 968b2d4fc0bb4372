/* ABI 1.5's mixed precision (section 26) from C: autocast regions (state, nesting, errors), a two-layer net
 * trained under bfloat16 autocast with a gradient scaler (the dtypes PyTorch gives, the scale sequence of
 * torch.amp.GradScaler with growth_interval 2, a step skipped for an overflowing batch and the weights left as
 * they were), the scaler's options and its errors.
 *
 * Autocast is per device type and casts only tensors of its type: the regions are opened for the default device,
 * where the tensors are made (the CPU, or cuda:0 under make test-gpu, whose autocast dtype is float16 until set).
 * The net's weights and inputs are drawn on the CPU and moved there, so the seed gives the same net anywhere. */
#include "check.h"

#define STEPS 6
#define POISONED 3   /* this batch holds an inf: its loss and gradients are NaN, the step is skipped */

static double item(rt_tensor x) {
    double v = NAN;
    CHECK(rt_torch_tensor_item(x, &v) == RT_OK);
    return v;
}

static void regions(void) {
    const int32_t dev = check_default_device();
    /* PyTorch's own choice: bfloat16 for the CPU, float16 for CUDA */
    CHECK(rt_torch_autocast_enabled(dev) == 0);
    CHECK(rt_torch_autocast_dtype(dev) == (dev == RT_CPU ? RT_BFLOAT16 : RT_FLOAT16));
    CHECK(rt_torch_autocast_enter(dev, RT_BFLOAT16, 1) == RT_OK);
    CHECK(rt_torch_autocast_enabled(dev) == 1);
    CHECK(rt_torch_autocast_enter(dev, RT_DTYPE_DEFAULT, 0) == RT_OK);   /* autocast(enabled=False) inside */
    CHECK(rt_torch_autocast_enabled(dev) == 0);
    CHECK(rt_torch_autocast_dtype(dev) == RT_BFLOAT16);
    CHECK(rt_torch_autocast_enter(dev, RT_FLOAT16, 1) == RT_OK);
    CHECK(rt_torch_autocast_dtype(dev) == RT_FLOAT16);

    rt_tensor a = T(rt_torch_tensor_ones(DIMS(2, 3))), b = T(rt_torch_tensor_ones(DIMS(3, 2)));
    rt_tensor p = T(rt_torch_tensor_matmul(a, b));
    CHECK(rt_torch_tensor_dtype(p) == RT_FLOAT16);
    rt_tensor wide = T(rt_torch_tensor_to_dtype(p, RT_FLOAT32));
    CHECK_VALUES(wide, 0, 3, 3, 3, 3);
    FREE(wide);
    FREE(p);
    CHECK(rt_torch_autocast_exit() == RT_OK);
    CHECK(rt_torch_autocast_exit() == RT_OK);
    p = T(rt_torch_tensor_matmul(a, b));
    CHECK(rt_torch_tensor_dtype(p) == RT_BFLOAT16);
    FREE(p);
    CHECK(rt_torch_autocast_exit() == RT_OK);
    p = T(rt_torch_tensor_matmul(a, b));
    CHECK(rt_torch_tensor_dtype(p) == RT_FLOAT32);
    FREE(p);
    FREE(a);
    FREE(b);

    CHECK_ERR(rt_torch_autocast_exit(), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT, "rt_torch_autocast_exit");
    CHECK_MSG_HAS("no autocast region");
    CHECK_ERR(rt_torch_autocast_enter(RT_CPU, RT_FLOAT32, 1), RT_ERR_DTYPE, RT_ERR_DTYPE, "rt_torch_autocast_enter");
    CHECK_ERR(rt_torch_autocast_enter(RT_CPU, RT_BFLOAT16, 7), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_autocast_enter");
    if (!rt_torch_cuda_available()) {
        CHECK_ERR(rt_torch_autocast_enter(0, RT_FLOAT16, 1), RT_ERR_DEVICE, RT_ERR_DEVICE, "rt_torch_autocast_enter");
        CHECK_ERR(rt_torch_autocast_enabled(0), -1, RT_ERR_DEVICE, "rt_torch_autocast_enabled");
        CHECK_ERR(rt_torch_autocast_dtype(0), -1, RT_ERR_DEVICE, "rt_torch_autocast_dtype");
    }
    CHECK(rt_torch_autocast_enabled(RT_CPU) == 0);   /* the refused enters opened nothing */
    CHECK(rt_torch_autocast_enabled(dev) == 0);
}

/* N(0, 1) samples drawn on the CPU (by the seeded generator), moved to the default device */
static rt_tensor drawn(const int64_t *dims, int32_t ndims) {
    rt_tensor here = T(rt_torch_tensor_randn_options(dims, ndims, RT_FLOAT32, RT_CPU));
    rt_tensor there = T(rt_torch_tensor_to_device(here, check_default_device()));
    FREE(here);
    return there;
}

static double option(rt_handle scaler, const char *name) {
    double v = NAN;
    CHECK(rt_torch_grad_scaler_get_option(scaler, name, &v) == RT_OK);
    return v;
}

static void training(void) {
    /* 8 samples of 4 features, 3 classes; weights from a seeded generator */
    CHECK(rt_torch_manual_seed(3) == RT_OK);
    const int32_t dev = check_default_device();
    rt_tensor w1 = drawn(DIMS(16, 4)), b1 = T(rt_torch_tensor_zeros(DIMS(16)));
    rt_tensor w2 = drawn(DIMS(3, 16)), b2 = T(rt_torch_tensor_zeros(DIMS(3)));
    rt_tensor params[] = {w1, b1, w2, b2};
    for (int i = 0; i < 4; i++)
        CHECK(rt_torch_tensor_set_requires_grad(params[i], 1) == RT_OK);
    rt_tensor x = drawn(DIMS(8, 4));
    float poisoned[32];
    CHECK(rt_torch_tensor_copy_to(x, poisoned, sizeof poisoned) == (int64_t)sizeof poisoned);
    poisoned[5] = INFINITY;
    rt_tensor bad = T(rt_torch_tensor_from_data(poisoned, DIMS(8, 4), RT_FLOAT32));
    rt_tensor y = T(rt_torch_tensor_from_data(I64(0, 1, 2, 0, 1, 2, 0, 1), DIMS(8), RT_INT64));

    rt_handle opt = rt_torch_optim_sgd(params, 4, 0.1, 0.0, 0.0);
    CHECK(opt > 0);
    rt_handle scaler = rt_torch_grad_scaler_new(1024.0, 2.0, 0.5, 2, 1);
    CHECK(scaler > 0);
    CHECK(rt_torch_grad_scaler_is_enabled(scaler) == 1);

    /* torch.amp.GradScaler(init_scale=1024, growth_interval=2): grows every 2 good steps, halves on the bad one */
    const double scales[STEPS] = {1024, 2048, 2048, 1024, 1024, 2048};
    const int stepped[STEPS] = {1, 1, 1, 0, 1, 1};
    double losses[STEPS];
    for (int step = 0; step < STEPS; step++) {
        float before[64], after[64];
        CHECK(rt_torch_tensor_copy_to(w1, before, sizeof before) == (int64_t)sizeof before);
        CHECK(rt_torch_optim_zero_grad(opt) == RT_OK);

        CHECK(rt_torch_autocast_enter(dev, RT_BFLOAT16, 1) == RT_OK);
        rt_tensor h = T(rt_torch_nn_linear(step == POISONED ? bad : x, w1, b1));
        rt_tensor r = T(rt_torch_relu(h));
        rt_tensor logits = T(rt_torch_nn_linear(r, w2, b2));
        rt_tensor loss = T(rt_torch_nn_cross_entropy(logits, y, RT_REDUCTION_MEAN));
        CHECK(rt_torch_autocast_exit() == RT_OK);
        CHECK(rt_torch_tensor_dtype(h) == RT_BFLOAT16);        /* linear: autocast's lower-precision list */
        CHECK(rt_torch_tensor_dtype(r) == RT_BFLOAT16);        /* relu: no list, its input's dtype */
        CHECK(rt_torch_tensor_dtype(logits) == RT_BFLOAT16);
        CHECK(rt_torch_tensor_dtype(loss) == RT_FLOAT32);      /* the losses: the fp32 list */
        losses[step] = item(loss);

        rt_tensor scaled = T(rt_torch_grad_scaler_scale(scaler, loss));
        if (step != POISONED)
            CHECK_NEAR(item(scaled), losses[step] * option(scaler, "scale"), 1e-3 * option(scaler, "scale"));
        CHECK(rt_torch_tensor_backward(scaled) == RT_OK);
        rt_tensor g = T(rt_torch_tensor_grad(w1));
        CHECK(rt_torch_tensor_dtype(g) == RT_FLOAT32);         /* gradients reach the float32 leaves */
        FREE(g);
        int32_t done = rt_torch_grad_scaler_step(scaler, opt);
        CHECK_OK();
        CHECK(done == stepped[step]);
        CHECK(rt_torch_grad_scaler_update(scaler, NAN) == RT_OK);
        CHECK(option(scaler, "scale") == scales[step]);
        CHECK(rt_torch_tensor_copy_to(w1, after, sizeof after) == (int64_t)sizeof after);
        CHECK((memcmp(before, after, sizeof before) == 0) == !stepped[step]);
        FREE(scaled);
        FREE(loss);
        FREE(logits);
        FREE(r);
        FREE(h);
    }
    CHECK(isnan(losses[POISONED]));
    CHECK(losses[STEPS - 1] < losses[0]);
    CHECK(option(scaler, "growth_tracker") == 0);
    CHECK(rt_torch_tensor_dtype(w1) == RT_FLOAT32);

    /* call order: unscale once per iteration, before step */
    rt_tensor total = T(rt_torch_tensor_sum(w2));
    rt_tensor scaled = T(rt_torch_grad_scaler_scale(scaler, total));
    CHECK(rt_torch_optim_zero_grad(opt) == RT_OK);
    CHECK(rt_torch_tensor_backward(scaled) == RT_OK);
    CHECK(rt_torch_grad_scaler_unscale(scaler, opt) == RT_OK);
    rt_tensor g = T(rt_torch_tensor_grad(w2));
    float grads[48];   /* d sum / d w2 is 1: scaled by 2048 in backward, divided by it in unscale */
    CHECK(rt_torch_tensor_copy_to(g, grads, sizeof grads) == (int64_t)sizeof grads);
    for (int i = 0; i < 48; i++)
        CHECK(grads[i] == 1.0f);
    FREE(g);
    CHECK_ERR(rt_torch_grad_scaler_unscale(scaler, opt), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_grad_scaler_unscale");
    CHECK_MSG_HAS("already been called");
    CHECK(rt_torch_grad_scaler_step(scaler, opt) == 1);
    CHECK_ERR(rt_torch_grad_scaler_step(scaler, opt), -1, RT_ERR_INVALID_ARGUMENT, "rt_torch_grad_scaler_step");
    CHECK(rt_torch_grad_scaler_update(scaler, 512.0) == RT_OK);   /* update(new_scale) */
    CHECK(option(scaler, "scale") == 512.0);
    FREE(scaled);
    FREE(total);

    /* options, as PyTorch's setters and load_state_dict */
    CHECK(rt_torch_grad_scaler_set_option(scaler, "growth_interval", 100) == RT_OK);
    CHECK(option(scaler, "growth_interval") == 100);
    CHECK(option(scaler, "backoff_factor") == 0.5 && option(scaler, "growth_factor") == 2.0);
    CHECK_ERR(rt_torch_grad_scaler_set_option(scaler, "growth_factor", 0.5), RT_ERR_INVALID_ARGUMENT,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_grad_scaler_set_option");
    double v;
    CHECK_ERR(rt_torch_grad_scaler_get_option(scaler, "speed", &v), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_grad_scaler_get_option");
    CHECK_ERR(rt_torch_grad_scaler_get_option(scaler, "scale", NULL), RT_ERR_INVALID_ARGUMENT,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_grad_scaler_get_option");
    CHECK_ERR(rt_torch_grad_scaler_unscale(opt, opt), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE,
              "rt_torch_grad_scaler_unscale");
    CHECK_ERR(rt_torch_grad_scaler_new(1024.0, 1.0, 0.5, 2, 1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_grad_scaler_new");
    CHECK_ERR(rt_torch_grad_scaler_new(1024.0, 2.0, 0.5, 0, 1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_grad_scaler_new");

    /* a disabled scaler passes everything through */
    rt_handle off = rt_torch_grad_scaler_new(1024.0, 2.0, 0.5, 2, 0);
    CHECK(off > 0 && rt_torch_grad_scaler_is_enabled(off) == 0);
    rt_tensor same = T(rt_torch_grad_scaler_scale(off, x));
    CHECK(same != x && rt_torch_tensor_numel(same) == 32);
    CHECK(option(off, "scale") == 1.0);
    FREE(same);
    CHECK(rt_torch_grad_scaler_free(off) == RT_OK);

    CHECK(rt_torch_grad_scaler_free(scaler) == RT_OK);
    CHECK_ERR(rt_torch_grad_scaler_free(scaler), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE,
              "rt_torch_grad_scaler_free");
    CHECK(rt_torch_optim_free(opt) == RT_OK);
    FREE(bad);
    FREE(x);
    FREE(y);
    for (int i = 0; i < 4; i++)
        FREE(params[i]);
}

int main(void) {
    int64_t live = check_start();
    regions();
    training();
    check_finish("test_amp", live);
    return 0;
}
