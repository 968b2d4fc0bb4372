/* Run a model exported from Python on the digits, from C: a torch.export program (.pt2), an AOTInductor
 * package or a TorchScript file, loaded with rt_torch_model_load_options (PyTorch backend).
 *
 * A file is data unless the caller trusts it: a torch.export program loads as it is, but a TorchScript file runs
 * the code it carries when loaded and an AOTInductor package is machine code, so those two load only with
 * --trusted (RT_MODEL_LOAD_TRUSTED), for files from a source you trust; without it they are refused with
 * RT_ERR_INVALID_ARGUMENT and a message saying how to opt in.
 *
 * The model takes a (N, 64) float32 batch of pixels scaled to [0, 1] and returns (N, 10) class scores, as the
 * digits MLP of examples/python/export_digits.py, which trains one and writes it in all three formats:
 *
 *   .venv/bin/python examples/python/export_digits.py build/exported
 *   cc -O2 -o run_exported examples/c/run_exported.c $(pkg-config --cflags --libs simple-torch) -lm
 *   ./run_exported build/exported/digits_mlp.pt2 [examples/data/digits.u8] [--scores N]
 *   ./run_exported build/exported/digits_mlp.ts --trusted
 *
 * It prints the format, the accuracy over the whole data set and, with --scores N, the first N rows of scores
 * (what the test compares with the same model run in Python).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simple_torch.h"

#define PIXELS 64
#define RECORD 65
#define CLASSES 10

static void die(const char *what) {
    int32_t code = rt_torch_last_error_code();
    fprintf(stderr, "%s failed (error %d): %s\n", what, code, rt_torch_last_error());
    exit(1);
}

int main(int argc, char **argv) {
    const char *model_path = NULL, *data_path = "examples/data/digits.u8";
    int show = 0;
    int32_t flags = RT_MODEL_LOAD_DEFAULT;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--scores") == 0 && i + 1 < argc) show = atoi(argv[++i]);
        else if (strcmp(argv[i], "--trusted") == 0) flags |= RT_MODEL_LOAD_TRUSTED;
        else if (model_path == NULL) model_path = argv[i];
        else data_path = argv[i];
    }
    if (model_path == NULL) {
        fprintf(stderr, "usage: %s MODEL [DIGITS] [--scores N] [--trusted]\n", argv[0]);
        return 2;
    }
    FILE *f = fopen(data_path, "rb");
    if (f == NULL) {
        fprintf(stderr, "cannot open %s\n", data_path);
        return 1;
    }
    static unsigned char records[4096 * RECORD];
    size_t n = fread(records, RECORD, sizeof records / RECORD, f);
    fclose(f);
    float *pixels = malloc(n * PIXELS * sizeof *pixels);
    if (pixels == NULL) return 1;
    for (size_t i = 0; i < n; i++)
        for (int j = 0; j < PIXELS; j++) pixels[i * PIXELS + j] = records[i * RECORD + j] / 16.0f;

    int64_t live_at_start = rt_torch_live_tensors();
    rt_handle model = rt_torch_model_load_options(model_path, flags);
    if (model == 0) die("rt_torch_model_load_options");
    printf("format: %s\n", rt_torch_model_format(model));
    if (rt_torch_no_grad_begin() != RT_OK) die("no_grad_begin");   /* inference: record nothing */
    rt_tensor x = rt_torch_tensor_from_data(pixels, (const int64_t[]){(int64_t)n, PIXELS}, 2, RT_FLOAT32);
    if (x == 0) die("from_data");
    rt_tensor scores;
    int32_t count = rt_torch_model_forward(model, &x, 1, &scores, 1);
    if (count != 1) die("rt_torch_model_forward");
    rt_tensor predicted = rt_torch_tensor_argmax_dim(scores, 1, 0);
    if (predicted == 0) die("argmax_dim");
    int64_t *labels = malloc(n * sizeof *labels);
    if (labels == NULL || rt_torch_tensor_copy_to(predicted, labels, (int64_t)(n * sizeof *labels)) < 0)
        die("copy_to");
    size_t right = 0;
    for (size_t i = 0; i < n; i++) right += labels[i] == records[i * RECORD + PIXELS];
    printf("accuracy on the %zu digits: %.4f\n", n, (double)right / (double)n);

    float *values = malloc(n * CLASSES * sizeof *values);
    if (values == NULL || rt_torch_tensor_copy_to(scores, values, (int64_t)(n * CLASSES * sizeof *values)) < 0)
        die("copy_to");
    for (int i = 0; i < show && (size_t)i < n; i++) {
        printf("scores %d:", i);
        for (int c = 0; c < CLASSES; c++) printf(" %.9g", values[i * CLASSES + c]);
        printf("\n");
    }
    rt_torch_no_grad_end();
    rt_torch_tensor_free(predicted);
    rt_torch_tensor_free(scores);
    rt_torch_tensor_free(x);
    rt_torch_model_free(model);
    free(values);
    free(labels);
    free(pixels);
    printf("live tensors: %lld at start, %lld at end\n", (long long)live_at_start, (long long)rt_torch_live_tensors());
    return 0;
}
