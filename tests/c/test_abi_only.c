/* A C program written only from the contract (docs/ABI-1.0.md): nothing but <simple_torch.h>, the C
 * library and the names it defines; built with the pkg-config line alone (no -lm, no -pthread):
 *
 *     cc test_abi_only.c $(pkg-config --cflags --libs simple-torch)
 *
 * It fits y = 3x - 2 with SGD, checks a few results and errors, and prints "abi_only: ok". */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simple_torch.h"

static int failures;

#define EXPECT(cond)                                                                        \
    do {                                                                                    \
        if (!(cond)) {                                                                      \
            printf("abi_only: FAILED line %d: %s (last error %d: %s)\n", __LINE__, #cond,   \
                   (int)rt_torch_last_error_code(), rt_torch_last_error());                 \
            failures++;                                                                     \
        }                                                                                   \
    } while (0)

static double absolute(double v) { return v < 0 ? -v : v; }

/* The default device the contract's configuration asks for: SIMPLE_TORCH_DEVICE cpu, cuda or cuda:N (any case;
 * unset or empty: the CPU), the CPU where this machine lacks that CUDA device (the library warns and uses the
 * CPU); -2 for any other value (the library does not start). */
static int32_t configured_device(void) {
    const char *text = getenv("SIMPLE_TORCH_DEVICE"), *end;
    long index = 0;
    if (text == NULL || text[0] == '\0')
        return RT_CPU;
    while (isspace((unsigned char)*text))
        text++;
    end = text + strlen(text);
    while (end > text && isspace((unsigned char)end[-1]))
        end--;
    if (end - text == 3 && tolower((unsigned char)text[0]) == 'c' && tolower((unsigned char)text[1]) == 'p'
        && tolower((unsigned char)text[2]) == 'u')
        return RT_CPU;
    if (end - text < 4 || tolower((unsigned char)text[0]) != 'c' || tolower((unsigned char)text[1]) != 'u'
        || tolower((unsigned char)text[2]) != 'd' || tolower((unsigned char)text[3]) != 'a')
        return -2;
    text += 4;
    if (text < end && (*text++ != ':' || text == end))
        return -2;
    for (; text < end; text++) {
        if (!isdigit((unsigned char)*text))
            return -2;
        index = index < 1000000 ? index * 10 + (*text - '0') : index;   /* past any device count */
    }
    return index < rt_torch_cuda_device_count() ? (int32_t)index : RT_CPU;
}

int main(void) {
    const float xs[4] = {-1, 0, 1, 2};
    const float ys[4] = {-5, -2, 1, 4};
    const int64_t column[2] = {4, 1}, wshape[2] = {1, 1}, bshape[1] = {1};
    int64_t dims[4], live;
    rt_tensor x, y, w, b, params[2], bad;
    rt_handle opt;
    float wb[2];
    double loss_value = -1;
    int step;

    EXPECT(rt_torch_init() == RT_OK);
    EXPECT(rt_torch_available() == (strcmp(rt_torch_backend(), "torch") == 0));
    EXPECT(strcmp(rt_torch_backend(), "torch") == 0 || strcmp(rt_torch_backend(), "numpy") == 0);
    EXPECT(rt_torch_abi_version() >= 10000);
    EXPECT(rt_torch_default_device() == configured_device());   /* RT_CPU unless configured (make test-gpu) */
    live = rt_torch_live_tensors();

    x = rt_torch_tensor_from_data(xs, column, 2, RT_FLOAT32);
    y = rt_torch_tensor_from_data(ys, column, 2, RT_FLOAT32);
    w = rt_torch_tensor_zeros(wshape, 2);
    b = rt_torch_tensor_zeros(bshape, 1);
    EXPECT(x > 0 && y > 0 && w > 0 && b > 0);
    EXPECT(rt_torch_tensor_shape(x, dims, 4) == 2 && dims[0] == 4 && dims[1] == 1);
    EXPECT(rt_torch_tensor_set_requires_grad(w, 1) == RT_OK);
    EXPECT(rt_torch_tensor_set_requires_grad(b, 1) == RT_OK);
    params[0] = w;
    params[1] = b;
    opt = rt_torch_optim_sgd(params, 2, 0.1, 0.0, 0.0);
    EXPECT(opt > 0);

    for (step = 0; step < 300; step++) {
        rt_tensor out = rt_torch_nn_linear(x, w, b);
        rt_tensor loss = rt_torch_nn_mse_loss(out, y, 1);   /* 1: mean */
        EXPECT(out > 0 && loss > 0);
        EXPECT(rt_torch_optim_zero_grad(opt) == RT_OK);
        EXPECT(rt_torch_tensor_backward(loss) == RT_OK);
        EXPECT(rt_torch_optim_step(opt) == RT_OK);
        EXPECT(rt_torch_tensor_item(loss, &loss_value) == RT_OK);
        EXPECT(rt_torch_tensor_free(out) == RT_OK);
        EXPECT(rt_torch_tensor_free(loss) == RT_OK);
    }
    EXPECT(rt_torch_tensor_copy_to(w, &wb[0], sizeof(float)) == (int64_t)sizeof(float));
    EXPECT(rt_torch_tensor_copy_to(b, &wb[1], sizeof(float)) == (int64_t)sizeof(float));
    EXPECT(absolute(wb[0] - 3.0) < 1e-3);
    EXPECT(absolute(wb[1] + 2.0) < 1e-3);
    EXPECT(loss_value >= 0 && loss_value < 1e-6);
    printf("abi_only: w=%.3f b=%.3f\n", wb[0], wb[1]);

    /* errors as the contract describes them */
    bad = rt_torch_tensor_matmul(x, x);
    EXPECT(bad == 0);
    EXPECT(rt_torch_last_error_code() == RT_ERR_SHAPE);
    EXPECT(strcmp(rt_torch_last_error(), "rt_torch_tensor_matmul: shapes [4, 1] and [4, 1] cannot be multiplied") == 0);
    EXPECT(rt_torch_tensor_copy_to(x, wb, 4) == -1);
    EXPECT(rt_torch_last_error_code() == RT_ERR_BUFFER_TOO_SMALL);
    EXPECT(rt_torch_tensor_cuda(x, rt_torch_cuda_device_count()) == 0);   /* one past the last GPU, if any */
    EXPECT(rt_torch_last_error_code() == RT_ERR_DEVICE);
    rt_torch_clear_error();
    EXPECT(rt_torch_last_error_code() == RT_OK);

    EXPECT(rt_torch_optim_free(opt) == RT_OK);
    EXPECT(rt_torch_tensor_free(x) == RT_OK);
    EXPECT(rt_torch_tensor_free(y) == RT_OK);
    EXPECT(rt_torch_tensor_free(w) == RT_OK);
    EXPECT(rt_torch_tensor_free(b) == RT_OK);
    EXPECT(rt_torch_tensor_free(b) == RT_ERR_INVALID_HANDLE);
    EXPECT(rt_torch_live_tensors() == live);
    if (failures) {
        printf("abi_only: %d failures\n", failures);
        return 1;
    }
    printf("abi_only: ok\n");
    return 0;
}
