/* Load model files through the C ABI, one after another, for tests/test_malicious_models.py: crafted and randomly
 * mutated files must be refused with a code (or load and run) without crashing, hanging or writing to stderr.
 *
 *   model_files FLAGS FILE...      FLAGS: RT_MODEL_LOAD_DEFAULT (0) or RT_MODEL_LOAD_TRUSTED (1)
 *
 * For each FILE it prints "I start" before loading (a crash leaves it as the last line), then one of
 *   I refused CODE MESSAGE           rt_torch_model_load_options failed
 *   I loaded FORMAT ran N            the model ran on a (2, 4) float32 input of ones and returned N tensors
 *   I loaded FORMAT failed CODE MESSAGE   the model loaded but its forward call failed
 * and at the end "live tensors A at start, B at end". Messages are printed on one line. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simple_torch.h"

#define MAX_OUTPUTS 8

static void print_error(void) {
    printf(" %d ", (int)rt_torch_last_error_code());
    for (const char *c = rt_torch_last_error(); *c; c++) putchar(*c == '\n' || *c == '\r' ? ' ' : *c);
    putchar('\n');
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s FLAGS FILE...\n", argv[0]);
        return 2;
    }
    int32_t flags = (int32_t)strtol(argv[1], NULL, 10);
    int64_t live_at_start = rt_torch_live_tensors();
    const float ones[2 * 4] = {1, 1, 1, 1, 1, 1, 1, 1};
    rt_tensor x = rt_torch_tensor_from_data(ones, (const int64_t[]){2, 4}, 2, RT_FLOAT32);
    if (x == 0) {
        printf("from_data failed:");
        print_error();
        return 1;
    }
    for (int i = 2; i < argc; i++) {
        printf("%d start\n", i - 2);
        fflush(stdout);
        rt_handle model = rt_torch_model_load_options(argv[i], flags);
        if (model == 0) {
            printf("%d refused", i - 2);
            print_error();
            continue;
        }
        printf("%d loaded %s", i - 2, rt_torch_model_format(model));
        rt_tensor outputs[MAX_OUTPUTS];
        int32_t count = rt_torch_model_forward(model, &x, 1, outputs, MAX_OUTPUTS);
        if (count < 0) {
            printf(" failed");
            print_error();
        } else {
            printf(" ran %d\n", (int)count);
            for (int32_t k = 0; k < count; k++) rt_torch_tensor_free(outputs[k]);
        }
        rt_torch_model_free(model);
        fflush(stdout);
    }
    rt_torch_tensor_free(x);
    printf("live tensors %lld at start, %lld at end\n", (long long)live_at_start, (long long)rt_torch_live_tensors());
    return 0;
}
