/* Section 30 (ABI 1.5) from C, what needs no exported file: every refusal of rt_torch_model_load (no file, a
 * directory, not a zip, a zip of something else, NULL) and of the other model functions on handles that are not
 * models. Running real programs from C: tests/test_exported_models.py with examples/c/run_exported.c. */
#include <stdio.h>
#include <string.h>

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
    CHECK_MSG_HAS("is not a file");
    CHECK_ERR(rt_torch_model_load("."), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_model_load");
    CHECK_MSG_HAS("is not a file");
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
