/* Loads libsimple_torch_ffi.so at run time, the way foreign-language FFIs do, and does real work
 * through it: `load_modes LIB MODE`, MODE one of
 *   local     dlopen(RTLD_NOW | RTLD_LOCAL): koffi, Rust's libloading, LuaJIT, Julia, ctypes' default
 *   global    dlopen(RTLD_NOW | RTLD_GLOBAL)
 *   lazy      dlopen(RTLD_LAZY | RTLD_LOCAL)
 *   deepbind  dlopen(RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND)
 *   thread    the first dlopen and the first call in a second thread, then the main thread calls
 *   twice     dlopen twice (two references), work through each handle
 *   reopen    dlopen, work, dlclose, dlopen again, work again
 *   dlmopen   dlmopen(LM_ID_NEWLM, RTLD_NOW | RTLD_LOCAL): the library and its libpython in a new link-map
 *             namespace, where PyTorch cannot be imported: the NumPy backend works, the torch backend is
 *             refused (init returns RT_ERR_UNSUPPORTED with a reason: prints "load_modes dlmopen:
 *             refused: MESSAGE" and exits 0)
 * Not linked against the library: only the header's types and constants. Prints
 * "load_modes MODE: N checks passed (BACKEND)" and exits 0, or names the failed check and exits 1. */
#define _GNU_SOURCE   /* dlmopen, LM_ID_NEWLM */
#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simple_torch.h"

static int checks;

#define CHECK(cond, ...) do {                                               \
        if (!(cond)) {                                                      \
            fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);             \
            fprintf(stderr, __VA_ARGS__);                                   \
            fprintf(stderr, "\n");                                          \
            exit(1);                                                        \
        }                                                                   \
        checks++;                                                           \
    } while (0)

struct api {   /* the functions this program resolves with dlsym */
    int32_t (*init)(void);
    const char *(*backend)(void);
    const char *(*last_error)(void);
    int32_t (*last_error_code)(void);
    int64_t (*live_tensors)(void);
    rt_tensor (*from_data)(const void *, const int64_t *, int32_t, int32_t);
    rt_tensor (*matmul)(rt_tensor, rt_tensor);
    rt_tensor (*sum)(rt_tensor);
    int32_t (*set_requires_grad)(rt_tensor, int32_t);
    int32_t (*backward)(rt_tensor);
    rt_tensor (*grad)(rt_tensor);
    int64_t (*copy_to)(rt_tensor, void *, int64_t);
    int32_t (*item)(rt_tensor, double *);
    int32_t (*tensor_free)(rt_tensor);
};

static void *symbol(void *lib, const char *name) {
    void *f = dlsym(lib, name);
    CHECK(f != NULL, "dlsym(%s): %s", name, dlerror());
    return f;
}

static struct api resolve(void *lib) {
    struct api a;
    /* POSIX dlsym returns object pointers; converting them to function pointers is what dlsym is for */
#define RESOLVE(field, name) do { void *f = symbol(lib, name); memcpy(&a.field, &f, sizeof f); } while (0)
    RESOLVE(init, "rt_torch_init");
    RESOLVE(backend, "rt_torch_backend");
    RESOLVE(last_error, "rt_torch_last_error");
    RESOLVE(last_error_code, "rt_torch_last_error_code");
    RESOLVE(live_tensors, "rt_torch_live_tensors");
    RESOLVE(from_data, "rt_torch_tensor_from_data");
    RESOLVE(matmul, "rt_torch_tensor_matmul");
    RESOLVE(sum, "rt_torch_tensor_sum");
    RESOLVE(set_requires_grad, "rt_torch_tensor_set_requires_grad");
    RESOLVE(backward, "rt_torch_tensor_backward");
    RESOLVE(grad, "rt_torch_tensor_grad");
    RESOLVE(copy_to, "rt_torch_tensor_copy_to");
    RESOLVE(item, "rt_torch_tensor_item");
    RESOLVE(tensor_free, "rt_torch_tensor_free");
#undef RESOLVE
    return a;
}

/* sum(a @ b) and its gradient for a, checked against the values worked out by hand; a bad handle. */
static void work(const struct api *rt) {
    const float a_values[] = {1, 2, 3, 4}, b_values[] = {5, 6, 7, 8};
    const int64_t dims[] = {2, 2};
    float grad_values[4];
    double total = 0;
    rt_tensor a, b, product, loss, grad;

    CHECK(rt->init() == RT_OK, "init: %s", rt->last_error());
    CHECK(rt->live_tensors() == 0, "live tensors %lld before any was made", (long long)rt->live_tensors());
    a = rt->from_data(a_values, dims, 2, RT_FLOAT32);
    b = rt->from_data(b_values, dims, 2, RT_FLOAT32);
    CHECK(a > 0 && b > 0, "from_data: %s", rt->last_error());
    CHECK(rt->set_requires_grad(a, 1) == RT_OK, "set_requires_grad: %s", rt->last_error());
    product = rt->matmul(a, b);
    loss = rt->sum(product);
    CHECK(product > 0 && loss > 0, "matmul/sum: %s", rt->last_error());
    CHECK(rt->item(loss, &total) == RT_OK && fabs(total - 134.0) < 1e-4, "sum(a @ b) = %g, expected 134", total);
    CHECK(rt->backward(loss) == RT_OK, "backward: %s", rt->last_error());
    grad = rt->grad(a);
    CHECK(grad > 0, "grad: %s", rt->last_error());
    CHECK(rt->copy_to(grad, grad_values, sizeof grad_values) == (int64_t)sizeof grad_values, "copy_to");
    /* d sum(a @ b) / d a[i][k] = sum_j b[k][j]: the row sums of b */
    CHECK(grad_values[0] == 11 && grad_values[1] == 15 && grad_values[2] == 11 && grad_values[3] == 15,
          "grad of a: %g %g %g %g", grad_values[0], grad_values[1], grad_values[2], grad_values[3]);
    CHECK(rt->tensor_free(987654321) == RT_ERR_INVALID_HANDLE, "a never-issued handle");
    CHECK(rt->last_error_code() == RT_ERR_INVALID_HANDLE && strstr(rt->last_error(), "never issued") != NULL,
          "its message: %s", rt->last_error());
    CHECK(rt->tensor_free(grad) == RT_OK && rt->tensor_free(loss) == RT_OK && rt->tensor_free(product) == RT_OK
          && rt->tensor_free(a) == RT_OK && rt->tensor_free(b) == RT_OK, "free: %s", rt->last_error());
    CHECK(rt->live_tensors() == 0, "live tensors %lld after freeing all, expected 0", (long long)rt->live_tensors());
}

static const char *library_path;
static char backend_name[32];
static int new_namespace;   /* dlmopen mode */

static void *open_and_work(void *mode) {
    void *lib = new_namespace ? dlmopen(LM_ID_NEWLM, library_path, *(int *)mode)
                              : dlopen(library_path, *(int *)mode);
    struct api rt;
    CHECK(lib != NULL, "dlopen: %s", dlerror());
    rt = resolve(lib);
    if (new_namespace && rt.init() != RT_OK) {
        CHECK(rt.last_error_code() == RT_ERR_UNSUPPORTED && strstr(rt.last_error(), "dlmopen") != NULL,
              "a refusal with a reason: %s", rt.last_error());
        printf("load_modes dlmopen: refused: %s\n", rt.last_error());
        exit(0);
    }
    work(&rt);
    snprintf(backend_name, sizeof backend_name, "%s", rt.backend());
    return lib;
}

int main(int argc, char **argv) {
    const char *mode;
    int flags = RTLD_NOW | RTLD_LOCAL;
    void *lib;
    struct api rt;
    if (argc != 3) {
        fprintf(stderr, "usage: %s LIBRARY local|global|lazy|deepbind|thread|twice|reopen|dlmopen\n", argv[0]);
        return 2;
    }
    library_path = argv[1];
    mode = argv[2];
    if (strcmp(mode, "global") == 0)
        flags = RTLD_NOW | RTLD_GLOBAL;
    else if (strcmp(mode, "lazy") == 0)
        flags = RTLD_LAZY | RTLD_LOCAL;
    else if (strcmp(mode, "deepbind") == 0)
        flags = RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND;
    new_namespace = strcmp(mode, "dlmopen") == 0;

    if (strcmp(mode, "thread") == 0) {
        pthread_t first;
        void *opened = NULL;
        CHECK(pthread_create(&first, NULL, open_and_work, &flags) == 0, "pthread_create");
        CHECK(pthread_join(first, &opened) == 0 && opened != NULL, "pthread_join");
        rt = resolve(opened);
        work(&rt);   /* the main thread, after the library started in another one */
    } else if (strcmp(mode, "twice") == 0) {
        void *again;
        lib = open_and_work(&flags);
        again = dlopen(library_path, flags);
        CHECK(again == lib, "a second dlopen gives the same library");
        rt = resolve(again);
        work(&rt);
        CHECK(dlclose(again) == 0, "dlclose");
    } else if (strcmp(mode, "reopen") == 0) {
        lib = open_and_work(&flags);
        CHECK(dlclose(lib) == 0, "dlclose");
        open_and_work(&flags);   /* the interpreter stays in the process (libpython is never unloaded) */
    } else {
        CHECK(strcmp(mode, "local") == 0 || strcmp(mode, "global") == 0 || strcmp(mode, "lazy") == 0
              || strcmp(mode, "deepbind") == 0 || new_namespace, "unknown mode %s", mode);
        open_and_work(&flags);
    }
    printf("load_modes %s: %d checks passed (%s)\n", mode, checks, backend_name);
    return 0;
}
