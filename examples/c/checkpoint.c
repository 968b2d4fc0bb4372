/* checkpoint.c - train a small model from C, save it to a safetensors file, and in a later process load it to
 * predict or to go on training exactly where it stopped.
 *
 *   checkpoint train   FILE STEPS   start from seeded weights, take STEPS Adam steps, save FILE
 *   checkpoint resume  FILE STEPS   load FILE (weights, Adam's moments and step count), take STEPS more, save FILE
 *   checkpoint predict FILE         load FILE and print the model's outputs for three inputs
 *
 * The model is y = w2 tanh(w1 x + b1) + b2 (2 -> 8 -> 1) fitted to y = 3 x0 - 2 x1 + 0.5 on a fixed grid. The
 * file holds the parameters under PyTorch's names ("0.weight", ...: a torch.nn.Sequential's state_dict, which
 * Python reads with safetensors.torch.load_file), Adam's state of each ("optim.0.weight.exp_avg", ...) and the
 * step count in the metadata. "train 3" then "resume 3" prints the same losses, bit for bit, as "train 6". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simple_torch.h"

#define NPARAMS 4
#define NPOINTS 16
#define LR 0.05

static const char *const NAMES[NPARAMS] = {"0.weight", "0.bias", "2.weight", "2.bias"};
static const char *const STATE[3] = {"step", "exp_avg", "exp_avg_sq"};   /* Adam's, by PyTorch's names */
static const int64_t SHAPES[NPARAMS][2] = {{8, 2}, {8, 0}, {1, 8}, {1, 0}};   /* 0: a 1-D bias */

static void die(const char *what) {
    fprintf(stderr, "checkpoint: %s: %s\n", what, rt_torch_last_error());
    exit(1);
}

static int64_t ok(int64_t handle, const char *what) {
    if (handle <= 0 || rt_torch_last_error_code() != RT_OK)
        die(what);
    return handle;
}

static void status(int32_t code, const char *what) {
    if (code != RT_OK)
        die(what);
}

static rt_tensor forward(const rt_tensor *p, rt_tensor x) {
    rt_tensor h = ok(rt_torch_nn_linear(x, p[0], p[1]), "linear");
    rt_tensor a = ok(rt_torch_tanh(h), "tanh");
    rt_tensor y = ok(rt_torch_nn_linear(a, p[2], p[3]), "linear");
    rt_torch_tensor_free(h);
    rt_torch_tensor_free(a);
    return y;
}

static void data(rt_tensor *x, rt_tensor *y) {
    float xs[NPOINTS * 2], ys[NPOINTS];
    for (int i = 0; i < NPOINTS; i++) {
        xs[2 * i] = (float)(i % 4) / 3.0f - 0.5f;
        xs[2 * i + 1] = (float)(i / 4) / 3.0f - 0.5f;
        ys[i] = 3.0f * xs[2 * i] - 2.0f * xs[2 * i + 1] + 0.5f;
    }
    *x = ok(rt_torch_tensor_from_data(xs, (int64_t[]){NPOINTS, 2}, 2, RT_FLOAT32), "x");
    *y = ok(rt_torch_tensor_from_data(ys, (int64_t[]){NPOINTS, 1}, 2, RT_FLOAT32), "y");
}

/* the parameters of a loaded file, or seeded ones */
static void parameters(rt_handle file, rt_tensor *p) {
    if (!file)
        rt_torch_manual_seed(0);
    for (int i = 0; i < NPARAMS; i++) {
        if (file) {
            p[i] = ok(rt_torch_safetensors_get(file, NAMES[i]), NAMES[i]);
        } else {
            rt_tensor r = ok(rt_torch_tensor_randn(SHAPES[i], SHAPES[i][1] ? 2 : 1), "randn");
            p[i] = ok(rt_torch_tensor_mul_scalar(r, 0.5), "mul_scalar");
            rt_torch_tensor_free(r);
        }
        status(rt_torch_tensor_set_requires_grad(p[i], 1), "requires_grad");
    }
}

static int train(const char *path, int steps, int resume) {
    rt_handle file = resume ? ok(rt_torch_safetensors_load(path), path) : 0;
    rt_tensor p[NPARAMS], x, y;
    parameters(file, p);
    data(&x, &y);
    rt_handle adam = ok(rt_torch_optim_adam(p, NPARAMS, LR, 0.9, 0.999, 1e-8, 0.0), "adam");
    int done = 0;
    char key[128];
    if (file) {   /* Adam's state as it was: moments and step count */
        done = atoi(rt_torch_safetensors_metadata_value(file, "step"));
        for (int i = 0; i < NPARAMS; i++)
            for (int k = 0; k < 3; k++) {
                snprintf(key, sizeof key, "optim.%s.%s", NAMES[i], STATE[k]);
                rt_tensor value = ok(rt_torch_safetensors_get(file, key), key);
                status(rt_torch_optim_set_state(adam, p[i], STATE[k], value), "set_state");
                rt_torch_tensor_free(value);
            }
        status(rt_torch_safetensors_free(file), "free");
    }
    for (int s = 1; s <= steps; s++) {
        status(rt_torch_optim_zero_grad(adam), "zero_grad");
        rt_tensor out = forward(p, x);
        rt_tensor loss = ok(rt_torch_nn_mse_loss(out, y, RT_REDUCTION_MEAN), "mse_loss");
        status(rt_torch_tensor_backward(loss), "backward");
        status(rt_torch_optim_step(adam), "step");
        double value;
        status(rt_torch_tensor_item(loss, &value), "item");
        printf("step %d loss %.9e\n", done + s, value);
        rt_torch_tensor_free(out);
        rt_torch_tensor_free(loss);
    }
    rt_handle save = ok(rt_torch_safetensors_new(), "new");
    rt_tensor kept[NPARAMS * 3];
    int nkept = 0;
    for (int i = 0; i < NPARAMS; i++) {
        status(rt_torch_safetensors_set(save, NAMES[i], p[i]), "set");
        for (int k = 0; k < 3; k++) {
            snprintf(key, sizeof key, "optim.%s.%s", NAMES[i], STATE[k]);
            kept[nkept] = ok(rt_torch_optim_get_state(adam, p[i], STATE[k]), "get_state");
            status(rt_torch_safetensors_set(save, key, kept[nkept++]), "set");
        }
    }
    snprintf(key, sizeof key, "%d", done + steps);
    status(rt_torch_safetensors_set_metadata(save, "step", key), "set_metadata");
    status(rt_torch_safetensors_save(save, path), path);
    printf("saved %s after step %d\n", path, done + steps);
    rt_torch_safetensors_free(save);
    for (int i = 0; i < nkept; i++)
        rt_torch_tensor_free(kept[i]);
    for (int i = 0; i < NPARAMS; i++)
        rt_torch_tensor_free(p[i]);
    rt_torch_optim_free(adam);
    rt_torch_tensor_free(x);
    rt_torch_tensor_free(y);
    return 0;
}

static int predict(const char *path) {
    rt_handle file = ok(rt_torch_safetensors_load(path), path);
    rt_tensor p[NPARAMS];
    parameters(file, p);
    status(rt_torch_safetensors_free(file), "free");
    const float xs[6] = {0.0f, 0.0f, 0.5f, -0.5f, -0.25f, 0.25f};
    rt_tensor x = ok(rt_torch_tensor_from_data(xs, (int64_t[]){3, 2}, 2, RT_FLOAT32), "x");
    status(rt_torch_no_grad_begin(), "no_grad");
    rt_tensor y = forward(p, x);
    float out[3];
    if (rt_torch_tensor_copy_to(y, out, sizeof out) != (int64_t)sizeof out)
        die("copy_to");
    for (int i = 0; i < 3; i++)
        printf("predict %g %g -> %.6f (true %.6f)\n", xs[2 * i], xs[2 * i + 1], out[i],
               3.0 * xs[2 * i] - 2.0 * xs[2 * i + 1] + 0.5);
    rt_torch_no_grad_end();
    rt_torch_tensor_free(x);
    rt_torch_tensor_free(y);
    for (int i = 0; i < NPARAMS; i++)
        rt_torch_tensor_free(p[i]);
    return rt_torch_live_tensors() == 0 ? 0 : 1;
}

int main(int argc, char **argv) {
    if (argc == 4 && (strcmp(argv[1], "train") == 0 || strcmp(argv[1], "resume") == 0) && atoi(argv[3]) > 0)
        return train(argv[2], atoi(argv[3]), argv[1][0] == 'r');
    if (argc == 3 && strcmp(argv[1], "predict") == 0)
        return predict(argv[2]);
    fprintf(stderr, "usage: checkpoint train|resume FILE STEPS | checkpoint predict FILE\n");
    return 2;
}
