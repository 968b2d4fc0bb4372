/* The information functions and hand-written views of clib/native_info.c, and the view rows under no_grad: the same
 * results, errors and handles whether a call runs in C or in Python.
 *
 * tests/test_fast_info.py runs this program with SIMPLE_TORCH_FAST_PATH=1 and =0 and compares what it prints
 * ("value" lines bit for bit as hex floats, "error" lines with code and message). The checks hold on either path. */
#include <stdint.h>
#include <string.h>

#include "both_paths.h"

/* print_values, after the flags a view or a copy must keep. */
static void print_described(const char *name, rt_tensor t) {
    printf("flags %s requires_grad %d contiguous %d\n", name, (int)rt_torch_tensor_requires_grad(t),
           (int)rt_torch_tensor_is_contiguous(t));
    print_values(name, t);
}



/* The gradient the sum of y sends to the leaf x, then x's gradient dropped. */
static void print_gradient(const char *name, rt_tensor y, rt_tensor x) {
    rt_tensor total = T(rt_torch_tensor_sum(y)), grad;
    CHECK(rt_torch_tensor_backward(total) == RT_OK);
    grad = T(rt_torch_tensor_grad(x));
    print_described(name, grad);
    FREE(grad);
    FREE(total);
    CHECK(rt_torch_tensor_zero_grad(x) == RT_OK);
}

static void library(void) {
    CHECK(rt_torch_set_num_threads(1) == RT_OK);
    printf("value available %d backend %s abi %d threads %d grad %d\n", (int)rt_torch_available(), rt_torch_backend(),
           (int)rt_torch_abi_version(), (int)rt_torch_get_num_threads(), (int)rt_torch_is_grad_enabled());
    CHECK(rt_torch_abi_version() == RT_TORCH_ABI_VERSION && rt_torch_init() == RT_OK);
    CHECK(rt_torch_no_grad_begin() == RT_OK);
    printf("value grad in no_grad %d\n", (int)rt_torch_is_grad_enabled());
    CHECK(rt_torch_no_grad_end() == RT_OK);
    CHECK(rt_torch_is_grad_enabled() == 1);
}

static void tensors(void) {
    int64_t live = rt_torch_live_tensors(), dims[8] = {0};
    rt_tensor x = T(rt_torch_tensor_from_data(F32(0.5f, -1.25f, 3.0f, 1e-3f, -7.5f, 2.0f), DIMS(2, 1, 3), RT_FLOAT32));
    rt_tensor h = T(rt_torch_tensor_to_dtype(x, RT_FLOAT16));
    rt_tensor one = T(rt_torch_tensor_from_data(I64(9007199254740993LL), DIMS(1), RT_INT64));
    rt_tensor flag = T(rt_torch_tensor_from_data((const uint8_t[]){1}, (const int64_t[]){0}, 0, RT_BOOL));
    double item = 0.0;
    int32_t ndim;
    printf("value live %lld\n", (long long)(rt_torch_live_tensors() - live));
    CHECK(rt_torch_live_tensors() - live == 4);
    ndim = rt_torch_tensor_shape(x, dims, 8);
    CHECK(ndim == 3);
    printf("value shape %d [%lld %lld %lld] size %lld %lld nbytes %lld %lld dtype %d device %d cuda %d\n",
           (int)ndim, (long long)dims[0], (long long)dims[1], (long long)dims[2],
           (long long)rt_torch_tensor_size(x, -1), (long long)rt_torch_tensor_size(x, 0),
           (long long)rt_torch_tensor_nbytes(x), (long long)rt_torch_tensor_nbytes(h), (int)rt_torch_tensor_dtype(h),
           (int)rt_torch_tensor_device(x), (int)rt_torch_tensor_is_cuda(x));
    CHECK(rt_torch_tensor_item(one, &item) == RT_OK);
    printf("value item int64 %a", item);
    CHECK(rt_torch_tensor_item(flag, &item) == RT_OK);
    printf(" bool %a\n", item);
    CHECK(rt_torch_tensor_shape(x, dims, 2) == -1);
    print_error("shape into 2");
    CHECK(rt_torch_tensor_size(flag, 0) == -1);
    print_error("size of a 0-dim tensor");
    CHECK(rt_torch_tensor_item(x, &item) == RT_ERR_SHAPE);
    print_error("item of 6 elements");
    FREE(x);
    FREE(h);
    FREE(one);
    FREE(flag);
    CHECK(rt_torch_live_tensors() == live);
}

/* The hand-written views and contiguous: values, gradients, and a handle of its own (not x's tensor object). */
static void views(void) {
    rt_tensor x = T(rt_torch_tensor_from_data(F32(0.5f, -1.25f, 3.0f, 1e-3f, -7.5f, 2.0f), DIMS(2, 3), RT_FLOAT32));
    rt_tensor xt, parts[6];
    int n = 0;
    CHECK(rt_torch_tensor_set_requires_grad(x, 1) == RT_OK);
    xt = T(rt_torch_tensor_t(x));   /* (3, 2), not contiguous */
    parts[n++] = T(rt_torch_tensor_contiguous(xt));
    parts[n++] = T(rt_torch_tensor_slice(xt, 0, 0, 3, 2));
    parts[n++] = T(rt_torch_tensor_slice(xt, 1, -1, 5, 1));
    parts[n++] = T(rt_torch_tensor_slice(x, 0, 0, 2, 1));   /* the whole dim: an alias */
    parts[n++] = T(rt_torch_tensor_flatten(xt, 0, 1));      /* not a view: a copy */
    parts[n++] = T(rt_torch_tensor_flatten(x, 1, 1));       /* x's shape: a view of its own */
    for (int k = 0; k < n; k++) {
        char name[32];
        snprintf(name, sizeof name, "view %d", k);
        print_described(name, parts[k]);
        snprintf(name, sizeof name, "view %d grad", k);
        print_gradient(name, parts[k], x);
        FREE(parts[k]);
    }
    /* a result that were x itself would share requires_grad with it */
    {
        rt_tensor y = T(rt_torch_tensor_from_data(F32(1.0f, 2.0f), DIMS(2), RT_FLOAT32));
        rt_tensor same = T(rt_torch_tensor_contiguous(y)), flat = T(rt_torch_tensor_flatten(y, 0, 0));
        CHECK(rt_torch_tensor_set_requires_grad(same, 1) == RT_OK);
        CHECK(rt_torch_tensor_set_requires_grad(flat, 1) == RT_OK);
        printf("value own objects: y %d contiguous %d flatten %d\n", (int)rt_torch_tensor_requires_grad(y),
               (int)rt_torch_tensor_requires_grad(same), (int)rt_torch_tensor_requires_grad(flat));
        CHECK(rt_torch_tensor_requires_grad(y) == 0);
        FREE(same);
        FREE(flat);
        FREE(y);
    }
    /* set_requires_grad: a non-leaf cannot stop, an integer tensor cannot start */
    {
        rt_tensor product = T(rt_torch_tensor_mul(x, x));
        rt_tensor count = T(rt_torch_tensor_from_data(I64(1, 2), DIMS(2), RT_INT64));
        CHECK(rt_torch_tensor_set_requires_grad(product, 1) == RT_OK);
        CHECK(rt_torch_tensor_set_requires_grad(product, 0) != RT_OK);
        print_error("set_requires_grad(non-leaf, 0)");
        CHECK(rt_torch_tensor_set_requires_grad(count, 1) != RT_OK);
        print_error("set_requires_grad(int64, 1)");
        CHECK(rt_torch_tensor_set_requires_grad(count, 0) == RT_OK);
        FREE(product);
        FREE(count);
    }
    FREE(xt);
    FREE(x);
}

/* Views made under no_grad of a tensor that requires grad: the Python path views x.detach() (the fast path leaves
 * them to it), so they do not require grad and writing into them leaves x's graph alone. */
static void views_without_grad(void) {
    rt_tensor x = T(rt_torch_tensor_from_data(F32(0.5f, -1.25f, 3.0f, 1e-3f, -7.5f, 2.0f), DIMS(2, 3), RT_FLOAT32));
    rt_tensor ones = T(rt_torch_tensor_ones(DIMS(3, 2))), made[8];
    int n = 0;
    CHECK(rt_torch_tensor_set_requires_grad(x, 1) == RT_OK);
    CHECK(rt_torch_no_grad_begin() == RT_OK);
    made[n++] = T(rt_torch_tensor_reshape(x, DIMS(3, 2)));
    made[n++] = T(rt_torch_tensor_view(x, DIMS(3, -1)));
    made[n++] = T(rt_torch_tensor_t(x));
    made[n++] = T(rt_torch_tensor_unsqueeze(x, 0));
    made[n++] = T(rt_torch_tensor_slice(x, 1, 0, 2, 1));
    made[n++] = T(rt_torch_tensor_flatten(x, 0, 0));
    made[n++] = T(rt_torch_tensor_contiguous(x));
    made[n++] = T(rt_torch_tensor_expand(x, DIMS(2, 2, 3)));
    CHECK(rt_torch_no_grad_end() == RT_OK);
    for (int k = 0; k < n; k++) {
        char name[32];
        snprintf(name, sizeof name, "no_grad view %d", k);
        print_described(name, made[k]);
        CHECK(rt_torch_tensor_requires_grad(made[k]) == 0);
    }
    CHECK(rt_torch_tensor_copy_from(made[0], ones) == RT_OK);   /* x's data, through a view that does not record */
    print_described("x after writing the view", x);
    {
        rt_tensor after = T(rt_torch_tensor_reshape(x, DIMS(6)));
        print_described("x reshaped with grad on", after);
        print_gradient("x reshaped grad", after, x);
        FREE(after);
    }
    for (int k = 0; k < n; k++)
        FREE(made[k]);
    FREE(ones);
    FREE(x);
}

int main(void) {
    const char *fast = rt_torch_fast_path();
    long start = check_start();
    CHECK(strcmp(fast, "on") == 0 || strncmp(fast, "off: ", 5) == 0);
    printf("fast path: %s\n", fast);
    library();
    tensors();
    views();
    views_without_grad();
    check_finish("test_fast_info", start);
    return 0;
}
