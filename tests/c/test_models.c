/* Section 30 (ABI 1.5, 1.7) from C, what needs no exported file: every refusal of rt_torch_model_load and
 * rt_torch_model_load_options (no file, a directory, a FIFO, a device, not a zip, a zip of something else, NULL,
 * unknown flags) and of the other model functions on handles that are not models. Running real programs from C:
 * tests/test_exported_models.py with examples/c/run_exported.c; crafted malicious files:
 * tests/test_malicious_models.py. */
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"

static const char *write_file(const char *path, const char *bytes, size_t n) {
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    if (f != NULL) {
        CHECK(fwrite(bytes, 1, n, f) == n);
        fclose(f);
    }
    return path;
}

int main(void) {
    int64_t live = check_start();
    CHECK_ERR(rt_torch_model_load(NULL), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_model_load");
    CHECK_MSG_HAS("NULL");
    CHECK_ERR(rt_torch_model_load("no/such/model.pt2"), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_model_load");
    CHECK_MSG_HAS("No such file or directory");
    CHECK_ERR(rt_torch_model_load("."), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_model_load");
    CHECK_MSG_HAS("it is a directory, not a regular file");
    /* a pickle's first bytes: refused before anything is read as a program */
    const char *pickle = write_file("test_models_pickle.pth", "\x80\x02}q\x00.", 6);
    CHECK_ERR(rt_torch_model_load(pickle), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_model_load");
    CHECK_MSG_HAS("not a zip archive");
    CHECK_MSG_HAS("pickled .pth files are not loaded");
    /* an empty zip archive (its end-of-central-directory record alone) holds no program */
    static const char empty_zip[22] = {'P', 'K', 5, 6};
    const char *zip = write_file("test_models_empty.zip", empty_zip, sizeof empty_zip);
    CHECK_ERR(rt_torch_model_load(zip), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_model_load");
    CHECK_MSG_HAS("not one of");
    /* ABI 1.7: the same refusals with flags, trusted or not (trust opens no other door for what is not a model) */
    const int32_t flags[] = {RT_MODEL_LOAD_DEFAULT, RT_MODEL_LOAD_TRUSTED};
    for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++) {
        CHECK_ERR(rt_torch_model_load_options(NULL, flags[i]), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_model_load_options");
        CHECK_MSG_HAS("NULL");
        CHECK_ERR(rt_torch_model_load_options(".", flags[i]), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_model_load_options");
        CHECK_MSG_HAS("it is a directory, not a regular file");
        CHECK_ERR(rt_torch_model_load_options("/dev/zero", flags[i]), 0, RT_ERR_INVALID_ARGUMENT,
                  "rt_torch_model_load_options");
        CHECK_MSG_HAS("it is a character device, not a regular file");
        CHECK_ERR(rt_torch_model_load_options(pickle, flags[i]), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_model_load_options");
        CHECK_MSG_HAS("pickled .pth files are not loaded");
        CHECK_ERR(rt_torch_model_load_options(zip, flags[i]), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_model_load_options");
        CHECK_MSG_HAS("not one of");
    }
    /* a FIFO with no writer: opening it to read would block for ever; it is refused at once */
    const char *fifo = "test_models_fifo.pt2";
    remove(fifo);
    CHECK(mkfifo(fifo, 0600) == 0);
    CHECK_ERR(rt_torch_model_load_options(fifo, RT_MODEL_LOAD_TRUSTED), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_model_load_options");
    CHECK_MSG_HAS("it is a FIFO, not a regular file");
    CHECK_ERR(rt_torch_model_load(fifo), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_model_load");
    CHECK_MSG_HAS("it is a FIFO, not a regular file");
    /* flags: only the RT_MODEL_LOAD_* bits, checked before the path */
    const int32_t unknown[] = {2, 3, -1, 1 << 30};
    for (size_t i = 0; i < sizeof unknown / sizeof unknown[0]; i++) {
        CHECK_ERR(rt_torch_model_load_options(pickle, unknown[i]), 0, RT_ERR_INVALID_ARGUMENT,
                  "rt_torch_model_load_options");
        CHECK_MSG_HAS("it must combine RT_MODEL_LOAD_DEFAULT (0), RT_MODEL_LOAD_TRUSTED (1)");
    }
    remove(fifo);
    remove(pickle);
    remove(zip);

    /* handles that are not models: 0, negative, never issued, and a tensor */
    rt_tensor x = T(rt_torch_tensor_zeros(DIMS(2, 3)));
    rt_tensor out[2] = {0, 0};
    const rt_handle bad[] = {0, -5, (rt_handle)1 << 50, x};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK_ERR(rt_torch_model_forward(bad[i], &x, 1, out, 2), -1, RT_ERR_INVALID_HANDLE, "rt_torch_model_forward");
        CHECK(out[0] == 0 && out[1] == 0);
        CHECK(strcmp(rt_torch_model_format(bad[i]), "") == 0);
        CHECK(rt_torch_last_error_code() == RT_ERR_INVALID_HANDLE);
        CHECK_ERR(rt_torch_model_free(bad[i]), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_model_free");
    }
    FREE(x);
    check_finish("test_models", live);
    return 0;
}
