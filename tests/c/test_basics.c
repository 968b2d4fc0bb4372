/* Sections 1 (library information and runtime), 2 (creation), 3 (element-wise arithmetic) and
 * 7 (shape, dtype and data access), with the last-error machinery, through the C library. */
#include "check.h"

static void section1_info(void) {
    const char *text;
    CHECK(rt_torch_init() == RT_OK);
    CHECK_OK();
    CHECK(rt_torch_init() == RT_OK);   /* a second init is harmless */
    text = rt_torch_backend();   /* make test runs this on both backends */
    CHECK(text != NULL && (strcmp(text, "torch") == 0 || strcmp(text, "numpy") == 0));
    CHECK(rt_torch_available() == (strcmp(text, "torch") == 0));
    CHECK_OK();
    text = rt_torch_version();
    CHECK(text != NULL && (strncmp(text, "2.", 2) == 0 || strncmp(text, "numpy ", 6) == 0));
    CHECK_OK();
    CHECK(rt_torch_abi_version() == RT_TORCH_ABI_VERSION);
    CHECK(rt_torch_abi_version() == RT_TORCH_ABI_VERSION_MAJOR * 10000 + RT_TORCH_ABI_VERSION_MINOR * 100
                                    + RT_TORCH_ABI_VERSION_PATCH);
    int32_t gpus = rt_torch_cuda_device_count();   /* device-aware: make test-gpu runs this where CUDA is */
    int32_t configured = check_default_device();   /* SIMPLE_TORCH_DEVICE's: cuda:0 under make test-gpu */
    CHECK(gpus >= 0);
    CHECK(rt_torch_cuda_available() == (gpus > 0));
    CHECK_OK();
    CHECK(configured == RT_CPU || (configured >= 0 && configured < gpus));
    CHECK(rt_torch_default_device() == configured);
    CHECK_OK();
    CHECK_ERR(rt_torch_set_default_device(gpus), RT_ERR_DEVICE, RT_ERR_DEVICE, "rt_torch_set_default_device");
    CHECK(rt_torch_default_device() == configured);   /* unchanged by the failure */
    if (gpus > 0) {
        CHECK(rt_torch_set_default_device(0) == RT_OK);
        CHECK(rt_torch_default_device() == 0);
    }
    CHECK_ERR(rt_torch_set_default_device(-5), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_set_default_device");
    CHECK(rt_torch_set_default_device(RT_CPU) == RT_OK);
    CHECK_OK();
    CHECK(rt_torch_default_device() == RT_CPU);
    CHECK(rt_torch_set_default_device(configured) == RT_OK);   /* the rest runs on the configured device */

    /* ABI 1.5: the thread count, set and read back, and restored */
    int32_t threads = rt_torch_get_num_threads();
    CHECK(threads >= 1);
    CHECK(rt_torch_set_num_threads(1) == RT_OK);
    CHECK_OK();
    CHECK(rt_torch_get_num_threads() == 1);
    CHECK_ERR(rt_torch_set_num_threads(0), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT, "rt_torch_set_num_threads");
    CHECK_ERR(rt_torch_set_num_threads(1025), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_set_num_threads");
    CHECK(rt_torch_get_num_threads() == 1);
    CHECK(rt_torch_set_num_threads(threads) == RT_OK);
    CHECK(rt_torch_default_device() == configured);
}

static void section1_seed_and_live(void) {
    float a[6], b[6];
    int64_t live = rt_torch_live_tensors();
    rt_tensor x, y;
    CHECK(live >= 0);
    CHECK(rt_torch_manual_seed(1234) == RT_OK);
    CHECK_OK();
    x = T(rt_torch_tensor_randn(DIMS(2, 3)));
    CHECK(rt_torch_live_tensors() == live + 1);
    CHECK(rt_torch_manual_seed(1234) == RT_OK);
    y = T(rt_torch_tensor_randn(DIMS(2, 3)));
    CHECK(rt_torch_live_tensors() == live + 2);
    CHECK(rt_torch_tensor_copy_to(x, a, sizeof a) == (int64_t)sizeof a);
    CHECK(rt_torch_tensor_copy_to(y, b, sizeof b) == (int64_t)sizeof b);
    CHECK(memcmp(a, b, sizeof a) == 0);   /* same seed, same samples */
    CHECK(rt_torch_manual_seed(99) == RT_OK);
    FREE(y);
    y = T(rt_torch_tensor_randn(DIMS(2, 3)));
    CHECK(rt_torch_tensor_copy_to(y, b, sizeof b) == (int64_t)sizeof b);
    CHECK(memcmp(a, b, sizeof a) != 0);
    FREE(x);
    FREE(y);
    CHECK(rt_torch_live_tensors() == live);
}

static void section1_last_error(void) {
    const char *message;
    rt_tensor x;
    /* an error names the function, its code stays until the next call, reading it does not reset it */
    CHECK_ERR(rt_torch_tensor_zeros(NULL, 2), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_zeros");
    CHECK(rt_torch_last_error_code() == RT_ERR_INVALID_ARGUMENT);
    CHECK(rt_torch_last_error_code() == RT_ERR_INVALID_ARGUMENT);
    message = rt_torch_last_error();
    CHECK(strcmp(message, "rt_torch_tensor_zeros: dims is NULL but ndims is 2") == 0);
    CHECK(strcmp(rt_torch_last_error(), message) == 0);
    /* clear_error resets it */
    rt_torch_clear_error();
    CHECK(rt_torch_last_error_code() == RT_OK);
    CHECK(strcmp(rt_torch_last_error(), "") == 0);
    /* a successful call resets it too */
    CHECK_ERR(rt_torch_tensor_numel(-4), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_numel");
    x = T(rt_torch_tensor_zeros(DIMS(3)));
    CHECK_OK();
    CHECK_ERR(rt_torch_tensor_numel(-4), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_numel");
    CHECK(rt_torch_tensor_numel(x) == 3);
    CHECK_OK();
    CHECK_ERR(rt_torch_tensor_numel(-4), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_numel");
    CHECK(rt_torch_abi_version() == RT_TORCH_ABI_VERSION);
    CHECK_OK();
    CHECK_ERR(rt_torch_tensor_numel(-4), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_numel");
    CHECK(rt_torch_tensor_free(0) == RT_OK);   /* a no-op that succeeds */
    CHECK_OK();
    /* the second of two errors replaces the first */
    CHECK_ERR(rt_torch_tensor_numel(-4), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_numel");
    CHECK_ERR(rt_torch_tensor_add(x, 0), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_add");
    CHECK_MSG_HAS("b");
    FREE(x);
}

static void section2_creation(void) {
    int64_t dims[4] = {2, 2, 2, 2};
    double v;
    float buf[6];
    rt_tensor t, s;
    int i;

    t = T(rt_torch_tensor_zeros(DIMS(2, 3)));
    CHECK_SHAPE(t, 2, 3);
    CHECK(rt_torch_tensor_dtype(t) == RT_FLOAT32);
    CHECK(rt_torch_tensor_device(t) == check_default_device());   /* made on the default device */
    CHECK_VALUES(t, 0, 0, 0, 0, 0, 0, 0);
    FREE(t);

    t = T(rt_torch_tensor_ones(DIMS(3, 1)));
    CHECK_SHAPE(t, 3, 1);
    CHECK(rt_torch_tensor_dtype(t) == RT_FLOAT32);
    CHECK_VALUES(t, 0, 1, 1, 1);
    FREE(t);

    t = T(rt_torch_tensor_full(DIMS(2, 2), 2.5));
    CHECK_VALUES(t, 0, 2.5, 2.5, 2.5, 2.5);
    CHECK(rt_torch_tensor_dtype(t) == RT_FLOAT32);
    FREE(t);

    t = T(rt_torch_tensor_empty(DIMS(4, 0, 2)));
    CHECK_SHAPE(t, 4, 0, 2);
    CHECK(rt_torch_tensor_numel(t) == 0);
    CHECK(rt_torch_tensor_nbytes(t) == 0);
    CHECK(rt_torch_tensor_copy_to(t, buf, 0) == 0);
    CHECK_OK();
    FREE(t);

    t = T(rt_torch_tensor_rand(DIMS(2, 3)));
    CHECK(rt_torch_tensor_copy_to(t, buf, sizeof buf) == 24);
    for (i = 0; i < 6; i++)
        CHECK(buf[i] >= 0.0f && buf[i] < 1.0f);
    FREE(t);

    t = T(rt_torch_tensor_randn(DIMS(3, 2)));
    CHECK(rt_torch_tensor_copy_to(t, buf, sizeof buf) == 24);
    for (i = 0; i < 6; i++)
        CHECK(isfinite(buf[i]) && fabsf(buf[i]) < 10.0f);
    FREE(t);

    /* scalars: ndims 0, dims may be NULL */
    t = T(rt_torch_tensor_full(NULL, 0, -7.0));
    CHECK(rt_torch_tensor_ndim(t) == 0);
    CHECK(rt_torch_tensor_numel(t) == 1);
    CHECK(rt_torch_tensor_shape(t, dims, 4) == 0);
    CHECK(rt_torch_tensor_item(t, &v) == RT_OK);
    CHECK(v == -7.0);
    FREE(t);

    /* from_data copies, in every common dtype */
    {
        float f[6] = {1, 2, 3, 4, 5, 6};
        t = T(rt_torch_tensor_from_data(f, DIMS(2, 3), RT_FLOAT32));
        f[0] = 100;   /* the tensor holds its own copy */
        CHECK_SHAPE(t, 2, 3);
        CHECK(rt_torch_tensor_dtype(t) == RT_FLOAT32);
        CHECK(rt_torch_tensor_device(t) == check_default_device());
        CHECK_VALUES(t, 0, 1, 2, 3, 4, 5, 6);
        FREE(t);
    }
    t = T(rt_torch_tensor_from_data(F64(1.5, -2.25), DIMS(2), RT_FLOAT64));
    CHECK(rt_torch_tensor_dtype(t) == RT_FLOAT64);
    CHECK(rt_torch_tensor_nbytes(t) == 16);
    CHECK_VALUES(t, 0, 1.5, -2.25);
    FREE(t);
    t = T(rt_torch_tensor_from_data(I64(7, -8, 9000000000LL), DIMS(3), RT_INT64));
    CHECK(rt_torch_tensor_dtype(t) == RT_INT64);
    {
        int64_t back[3];
        CHECK(rt_torch_tensor_copy_to(t, back, sizeof back) == 24);
        CHECK(back[0] == 7 && back[1] == -8 && back[2] == 9000000000LL);
    }
    FREE(t);
    t = T(rt_torch_tensor_from_data(I32(1, -2, 3, -4), DIMS(2, 2), RT_INT32));
    CHECK(rt_torch_tensor_dtype(t) == RT_INT32);
    CHECK(rt_torch_tensor_nbytes(t) == 16);
    CHECK_VALUES(t, 0, 1, -2, 3, -4);
    FREE(t);
    t = T(rt_torch_tensor_from_data(U8(0, 255, 3), DIMS(3), RT_UINT8));
    CHECK(rt_torch_tensor_dtype(t) == RT_UINT8);
    CHECK_VALUES(t, 0, 0, 255, 3);
    FREE(t);
    t = T(rt_torch_tensor_from_data(U8(0, 1, 1), DIMS(3), RT_BOOL));
    CHECK(rt_torch_tensor_dtype(t) == RT_BOOL);
    CHECK_VALUES(t, 0, 0, 1, 1);
    FREE(t);
    {   /* half precision, bfloat16 and complex, read back bit for bit */
        const uint16_t half[2] = {0x3C00, 0xC000};   /* 1.0, -2.0 */
        const uint16_t brain[2] = {0x3F80, 0x4040};  /* 1.0, 3.0 */
        const float cplx[4] = {1, 2, -3, 0.5};       /* 1+2i, -3+0.5i */
        uint16_t bits[2] = {0, 0};
        float back[4] = {0, 0, 0, 0};
        double re;
        t = T(rt_torch_tensor_from_data(half, DIMS(2), RT_FLOAT16));
        CHECK(rt_torch_tensor_dtype(t) == RT_FLOAT16);
        CHECK(rt_torch_tensor_nbytes(t) == 4);
        CHECK(rt_torch_tensor_copy_to(t, bits, sizeof bits) == 4);
        CHECK(bits[0] == 0x3C00 && bits[1] == 0xC000);
        s = T(rt_torch_tensor_to_dtype(t, RT_FLOAT32));
        CHECK_VALUES(s, 0, 1, -2);
        FREE(s);
        FREE(t);
        t = T(rt_torch_tensor_from_data(brain, DIMS(2), RT_BFLOAT16));
        CHECK(rt_torch_tensor_dtype(t) == RT_BFLOAT16);
        s = T(rt_torch_tensor_to_dtype(t, RT_FLOAT64));
        CHECK_VALUES(s, 0, 1, 3);
        FREE(s);
        FREE(t);
        t = T(rt_torch_tensor_from_data(cplx, DIMS(2), RT_COMPLEX64));
        CHECK(rt_torch_tensor_dtype(t) == RT_COMPLEX64);
        CHECK(rt_torch_tensor_nbytes(t) == 16);
        CHECK(rt_torch_tensor_copy_to(t, back, sizeof back) == 16);
        CHECK(memcmp(back, cplx, sizeof back) == 0);
        s = T(rt_torch_tensor_slice(t, 0, 0, 1, 1));
        CHECK_ERR(rt_torch_tensor_item(s, &re), RT_ERR_DTYPE, RT_ERR_DTYPE, "rt_torch_tensor_item");   /* would drop the imaginary part */
        FREE(s);
        s = T(rt_torch_tensor_to_dtype(t, RT_COMPLEX128));
        CHECK(rt_torch_tensor_nbytes(s) == 32);
        FREE(s);
        FREE(t);
    }
    t = T(rt_torch_tensor_from_data(NULL, DIMS(0), RT_FLOAT32));   /* no data needed for no elements */
    CHECK(rt_torch_tensor_numel(t) == 0);
    FREE(t);

    t = T(rt_torch_tensor_arange(0, 5, 1, RT_INT64));
    CHECK(rt_torch_tensor_dtype(t) == RT_INT64);
    CHECK_SHAPE(t, 5);
    CHECK_VALUES(t, 0, 0, 1, 2, 3, 4);
    FREE(t);
    t = T(rt_torch_tensor_arange(0, 1, 0.25, RT_FLOAT32));
    CHECK_VALUES(t, 0, 0, 0.25, 0.5, 0.75);
    FREE(t);
    t = T(rt_torch_tensor_arange(3, 0, -1, RT_FLOAT64));
    CHECK(rt_torch_tensor_dtype(t) == RT_FLOAT64);
    CHECK_VALUES(t, 0, 3, 2, 1);
    FREE(t);
    t = T(rt_torch_tensor_linspace(0, 1, 5));
    CHECK(rt_torch_tensor_dtype(t) == RT_FLOAT32);
    CHECK_VALUES(t, 1e-7, 0, 0.25, 0.5, 0.75, 1);
    FREE(t);
    t = T(rt_torch_tensor_eye(2, 3));
    CHECK_SHAPE(t, 2, 3);
    CHECK_VALUES(t, 0, 1, 0, 0, 0, 1, 0);
    FREE(t);
    s = T(rt_torch_tensor_eye(3, 3));
    CHECK_VALUES(s, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1);
    FREE(s);

    /* creation errors */
    CHECK_ERR(rt_torch_tensor_zeros(NULL, 1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_zeros");
    CHECK_ERR(rt_torch_tensor_ones(dims, -1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_ones");
    CHECK_MSG_HAS("-1");
    CHECK_ERR(rt_torch_tensor_randn(DIMS(2, -3)), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_randn");
    CHECK_ERR(rt_torch_tensor_rand(NULL, 3), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_rand");
    CHECK_ERR(rt_torch_tensor_empty(NULL, 1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_empty");
    CHECK_ERR(rt_torch_tensor_full(NULL, 2, 1.0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_full");
    CHECK_ERR(rt_torch_tensor_full(dims, -2, 1.0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_full");
    CHECK_ERR(rt_torch_tensor_from_data(NULL, DIMS(2), RT_FLOAT32), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_from_data");
    CHECK_ERR(rt_torch_tensor_from_data(F32(1, 2), NULL, 1, RT_FLOAT32), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_from_data");
    CHECK_ERR(rt_torch_tensor_from_data(F32(1, 2), DIMS(2), 8), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_from_data");   /* 8 is not a dtype code */
    CHECK_ERR(rt_torch_tensor_from_data(F32(1, 2), DIMS(2), -1), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_from_data");
    CHECK_ERR(rt_torch_tensor_arange(0, 5, 0, RT_FLOAT32), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_arange");
    CHECK_ERR(rt_torch_tensor_arange(0, 5, -1, RT_FLOAT32), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_arange");
    CHECK_ERR(rt_torch_tensor_arange(0, 5, 1, 99), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_arange");
    CHECK_ERR(rt_torch_tensor_linspace(0, 1, -1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_linspace");
    CHECK_ERR(rt_torch_tensor_eye(-1, 2), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_eye");
    CHECK_ERR(rt_torch_tensor_eye(2, -2), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_eye");
}

static void section3_arithmetic(void) {
    rt_tensor a = T(rt_torch_tensor_from_data(F32(1, 2, 3, 4, 5, 6), DIMS(2, 3), RT_FLOAT32));
    rt_tensor b = T(rt_torch_tensor_from_data(F32(6, 5, 4, 3, 2, 1), DIMS(2, 3), RT_FLOAT32));
    rt_tensor row = T(rt_torch_tensor_from_data(F32(10, 20, 30), DIMS(3), RT_FLOAT32));
    rt_tensor col = T(rt_torch_tensor_from_data(F32(100, 200), DIMS(2, 1), RT_FLOAT32));
    rt_tensor n = T(rt_torch_tensor_from_data(F32(-1.5, 0, 2, -4), DIMS(4), RT_FLOAT32));
    rt_tensor ints = T(rt_torch_tensor_from_data(I64(7, 8, 9), DIMS(3), RT_INT64));
    rt_tensor two = T(rt_torch_tensor_from_data(I64(2, 2, 2), DIMS(3), RT_INT64));
    rt_tensor r, freed;

    r = T(rt_torch_tensor_add(a, b));
    CHECK_SHAPE(r, 2, 3);
    CHECK_VALUES(r, 0, 7, 7, 7, 7, 7, 7);
    FREE(r);
    r = T(rt_torch_tensor_sub(a, b));
    CHECK_VALUES(r, 0, -5, -3, -1, 1, 3, 5);
    FREE(r);
    r = T(rt_torch_tensor_mul(a, b));
    CHECK_VALUES(r, 0, 6, 10, 12, 12, 10, 6);
    FREE(r);
    r = T(rt_torch_tensor_div(a, b));
    CHECK_VALUES(r, 1e-6, 1.0 / 6, 0.4, 0.75, 4.0 / 3, 2.5, 6);
    FREE(r);
    /* broadcasting */
    r = T(rt_torch_tensor_add(a, row));
    CHECK_SHAPE(r, 2, 3);
    CHECK_VALUES(r, 0, 11, 22, 33, 14, 25, 36);
    FREE(r);
    r = T(rt_torch_tensor_add(row, col));
    CHECK_SHAPE(r, 2, 3);
    CHECK_VALUES(r, 0, 110, 120, 130, 210, 220, 230);
    FREE(r);
    r = T(rt_torch_tensor_mul(a, col));
    CHECK_VALUES(r, 0, 100, 200, 300, 800, 1000, 1200);
    FREE(r);
    r = T(rt_torch_tensor_pow(a, 2));
    CHECK_VALUES(r, 0, 1, 4, 9, 16, 25, 36);
    FREE(r);
    r = T(rt_torch_tensor_pow(a, 0.5));
    CHECK_VALUES(r, 1e-6, 1, sqrt(2), sqrt(3), 2, sqrt(5), sqrt(6));
    FREE(r);
    r = T(rt_torch_tensor_neg(n));
    CHECK_VALUES(r, 0, 1.5, 0, -2, 4);
    FREE(r);
    r = T(rt_torch_tensor_abs(n));
    CHECK_VALUES(r, 0, 1.5, 0, 2, 4);
    FREE(r);
    r = T(rt_torch_tensor_sqrt(a));
    CHECK_VALUES(r, 1e-6, 1, sqrt(2), sqrt(3), 2, sqrt(5), sqrt(6));
    FREE(r);
    r = T(rt_torch_tensor_exp(n));
    CHECK_VALUES(r, 1e-5, exp(-1.5), 1, exp(2), exp(-4));
    FREE(r);
    r = T(rt_torch_tensor_log(a));
    CHECK_VALUES(r, 1e-6, 0, log(2), log(3), log(4), log(5), log(6));
    FREE(r);
    r = T(rt_torch_tensor_sqrt(n));   /* NaN for negatives, as PyTorch */
    {
        float v[4];
        CHECK(rt_torch_tensor_copy_to(r, v, sizeof v) == 16);
        CHECK(isnan(v[0]) && v[1] == 0 && fabsf(v[2] - 1.4142135f) < 1e-6f && isnan(v[3]));
    }
    FREE(r);
    r = T(rt_torch_tensor_add_scalar(a, -1.5));
    CHECK_VALUES(r, 0, -0.5, 0.5, 1.5, 2.5, 3.5, 4.5);
    FREE(r);
    r = T(rt_torch_tensor_mul_scalar(a, 3));
    CHECK_VALUES(r, 0, 3, 6, 9, 12, 15, 18);
    FREE(r);
    /* type promotion as PyTorch: int64 + float32 -> float32, int64 / int64 -> float32 */
    r = T(rt_torch_tensor_add(ints, row));
    CHECK(rt_torch_tensor_dtype(r) == RT_FLOAT32);
    CHECK_VALUES(r, 0, 17, 28, 39);
    FREE(r);
    r = T(rt_torch_tensor_add(ints, two));
    CHECK(rt_torch_tensor_dtype(r) == RT_INT64);
    CHECK_VALUES(r, 0, 9, 10, 11);
    FREE(r);
    r = T(rt_torch_tensor_div(ints, two));
    CHECK(rt_torch_tensor_dtype(r) == RT_FLOAT32);
    CHECK_VALUES(r, 0, 3.5, 4, 4.5);
    FREE(r);
    /* inputs are borrowed, never changed */
    CHECK_VALUES(a, 0, 1, 2, 3, 4, 5, 6);

    /* dtypes PyTorch refuses */
    r = T(rt_torch_tensor_from_data(U8(1, 0, 1), DIMS(3), RT_BOOL));
    CHECK_ERR(rt_torch_tensor_neg(r), 0, RT_ERR_DTYPE, "rt_torch_tensor_neg");
    CHECK_ERR(rt_torch_tensor_sub(r, r), 0, RT_ERR_DTYPE, "rt_torch_tensor_sub");
    FREE(r);
    r = T(rt_torch_tensor_sqrt(ints));   /* integers promote to float32 */
    CHECK(rt_torch_tensor_dtype(r) == RT_FLOAT32);
    CHECK_VALUES(r, 1e-6, sqrt(7), sqrt(8), 3);
    FREE(r);

    /* errors */
    r = T(rt_torch_tensor_from_data(F32(1, 2, 3, 4), DIMS(4), RT_FLOAT32));
    CHECK_ERR(rt_torch_tensor_add(a, r), 0, RT_ERR_SHAPE, "rt_torch_tensor_add");
    CHECK_ERR(rt_torch_tensor_sub(a, r), 0, RT_ERR_SHAPE, "rt_torch_tensor_sub");
    CHECK_ERR(rt_torch_tensor_mul(r, a), 0, RT_ERR_SHAPE, "rt_torch_tensor_mul");
    CHECK_ERR(rt_torch_tensor_div(r, a), 0, RT_ERR_SHAPE, "rt_torch_tensor_div");
    FREE(r);
    CHECK_ERR(rt_torch_tensor_add(a, 0), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_add");
    CHECK_ERR(rt_torch_tensor_add(0, a), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_add");
    CHECK_ERR(rt_torch_tensor_neg(-3), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_neg");
    CHECK_MSG_HAS("negative");
    CHECK_ERR(rt_torch_tensor_abs((rt_tensor)1 << 50), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_abs");
    CHECK_MSG_HAS("never issued");
    freed = T(rt_torch_tensor_ones(DIMS(3)));
    FREE(freed);
    CHECK_ERR(rt_torch_tensor_exp(freed), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_exp");
    CHECK_MSG_HAS("freed");
    CHECK_ERR(rt_torch_tensor_mul_scalar(freed, 2), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_mul_scalar");
    CHECK_ERR(rt_torch_tensor_pow(freed, 2), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_pow");

    FREE(a);
    FREE(b);
    FREE(row);
    FREE(col);
    FREE(n);
    FREE(ints);
    FREE(two);
}

static void section7_shape(void) {
    int64_t dims[8] = {0};
    double item;
    float out[12];
    rt_tensor x = T(rt_torch_tensor_arange(0, 12, 1, RT_FLOAT32));
    rt_tensor r, s, u, tr, c;

    r = T(rt_torch_tensor_reshape(x, DIMS(3, 4)));
    CHECK_SHAPE(r, 3, 4);
    CHECK(rt_torch_tensor_ndim(r) == 2);
    CHECK(rt_torch_tensor_numel(r) == 12);
    CHECK(rt_torch_tensor_size(r, 0) == 3);
    CHECK(rt_torch_tensor_size(r, 1) == 4);
    CHECK(rt_torch_tensor_size(r, -1) == 4);
    CHECK(rt_torch_tensor_size(r, -2) == 3);
    CHECK(rt_torch_tensor_shape(r, dims, 8) == 2);
    CHECK(dims[0] == 3 && dims[1] == 4);
    CHECK(rt_torch_tensor_shape(r, dims, 2) == 2);   /* exactly enough room */
    CHECK_ERR(rt_torch_tensor_shape(r, dims, 1), -1, RT_ERR_BUFFER_TOO_SMALL, "rt_torch_tensor_shape");
    CHECK_ERR(rt_torch_tensor_shape(r, NULL, 2), -1, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_shape");
    CHECK_ERR(rt_torch_tensor_shape(r, dims, -1), -1, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_shape");
    CHECK_ERR(rt_torch_tensor_size(r, 2), -1, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_size");
    CHECK_ERR(rt_torch_tensor_size(r, -3), -1, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_size");
    CHECK_VALUES(r, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11);

    s = T(rt_torch_tensor_reshape(x, DIMS(2, -1, 2)));
    CHECK_SHAPE(s, 2, 3, 2);
    FREE(s);
    CHECK_ERR(rt_torch_tensor_reshape(x, DIMS(5, 2)), 0, RT_ERR_SHAPE, "rt_torch_tensor_reshape");
    CHECK_ERR(rt_torch_tensor_reshape(x, NULL, 2), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_reshape");
    CHECK_ERR(rt_torch_tensor_reshape(x, dims, -2), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_reshape");
    CHECK_ERR(rt_torch_tensor_reshape(x, DIMS(-1, -1)), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_reshape");

    s = T(rt_torch_tensor_view(x, DIMS(4, 3)));
    CHECK_SHAPE(s, 4, 3);
    CHECK_VALUES(s, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11);
    FREE(s);
    CHECK_ERR(rt_torch_tensor_view(x, NULL, 1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_view");
    CHECK_ERR(rt_torch_tensor_view(x, DIMS(7)), 0, RT_ERR_SHAPE, "rt_torch_tensor_view");

    /* permute / transpose give a non-contiguous view; contiguous and copy_to give row-major data */
    tr = T(rt_torch_tensor_permute(r, DIMS(1, 0)));
    CHECK_SHAPE(tr, 4, 3);
    CHECK(rt_torch_tensor_is_contiguous(r) == 1);
    CHECK(rt_torch_tensor_is_contiguous(tr) == 0);
    CHECK_OK();
    CHECK_VALUES(tr, 0, 0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11);
    c = T(rt_torch_tensor_contiguous(tr));
    CHECK(rt_torch_tensor_is_contiguous(c) == 1);
    CHECK_VALUES(c, 0, 0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11);
    s = T(rt_torch_tensor_view(c, DIMS(12)));
    CHECK_VALUES(s, 0, 0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11);
    FREE(s);
    CHECK_ERR(rt_torch_tensor_view(tr, DIMS(12)), 0, RT_ERR_SHAPE, "rt_torch_tensor_view");   /* strides */
    s = T(rt_torch_tensor_reshape(tr, DIMS(12)));   /* reshape copies when it must */
    CHECK_VALUES(s, 0, 0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11);
    FREE(s);
    FREE(c);
    CHECK_ERR(rt_torch_tensor_permute(r, NULL, 2), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_permute");
    CHECK_ERR(rt_torch_tensor_permute(r, DIMS(0, 0)), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_permute");
    CHECK_ERR(rt_torch_tensor_permute(r, DIMS(0)), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_permute");
    CHECK_ERR(rt_torch_tensor_is_contiguous(-1), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_is_contiguous");

    /* squeeze / unsqueeze / flatten / expand */
    s = T(rt_torch_tensor_reshape(x, DIMS(1, 3, 1, 4)));
    u = T(rt_torch_tensor_squeeze(s));
    CHECK_SHAPE(u, 3, 4);
    FREE(u);
    u = T(rt_torch_tensor_squeeze_dim(s, 2));
    CHECK_SHAPE(u, 1, 3, 4);
    FREE(u);
    u = T(rt_torch_tensor_squeeze_dim(s, -4));
    CHECK_SHAPE(u, 3, 1, 4);
    FREE(u);
    u = T(rt_torch_tensor_squeeze_dim(s, 1));   /* size 3: nothing to drop */
    CHECK_SHAPE(u, 1, 3, 1, 4);
    FREE(u);
    CHECK_ERR(rt_torch_tensor_squeeze_dim(s, 4), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_squeeze_dim");
    u = T(rt_torch_tensor_flatten(s, 1, 3));
    CHECK_SHAPE(u, 1, 12);
    FREE(u);
    u = T(rt_torch_tensor_flatten(s, 0, -1));
    CHECK_SHAPE(u, 12);
    CHECK_VALUES(u, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11);
    FREE(u);
    CHECK_ERR(rt_torch_tensor_flatten(s, 2, 1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_flatten");
    CHECK_ERR(rt_torch_tensor_flatten(s, 0, 9), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_flatten");
    FREE(s);
    u = T(rt_torch_tensor_unsqueeze(x, 0));
    CHECK_SHAPE(u, 1, 12);
    FREE(u);
    u = T(rt_torch_tensor_unsqueeze(x, -1));
    CHECK_SHAPE(u, 12, 1);
    FREE(u);
    CHECK_ERR(rt_torch_tensor_unsqueeze(x, 3), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_unsqueeze");
    s = T(rt_torch_tensor_from_data(F32(1, 2, 3), DIMS(3, 1), RT_FLOAT32));
    u = T(rt_torch_tensor_expand(s, DIMS(2, 3, 4)));
    CHECK_SHAPE(u, 2, 3, 4);
    CHECK_VALUES(u, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3);
    FREE(u);
    u = T(rt_torch_tensor_expand(s, DIMS(-1, 2)));
    CHECK_SHAPE(u, 3, 2);
    CHECK_VALUES(u, 0, 1, 1, 2, 2, 3, 3);
    FREE(u);
    CHECK_ERR(rt_torch_tensor_expand(s, DIMS(4, 2)), 0, RT_ERR_SHAPE, "rt_torch_tensor_expand");
    CHECK_ERR(rt_torch_tensor_expand(s, DIMS(3)), 0, RT_ERR_SHAPE, "rt_torch_tensor_expand");
    CHECK_ERR(rt_torch_tensor_expand(s, NULL, 2), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_expand");
    FREE(s);

    /* dtype conversion, nbytes, copy_to, item */
    s = T(rt_torch_tensor_to_dtype(r, RT_INT32));
    CHECK(rt_torch_tensor_dtype(s) == RT_INT32);
    CHECK(rt_torch_tensor_nbytes(s) == 48);
    CHECK_VALUES(s, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11);
    FREE(s);
    s = T(rt_torch_tensor_to_dtype(r, RT_FLOAT64));
    CHECK(rt_torch_tensor_dtype(s) == RT_FLOAT64);
    CHECK(rt_torch_tensor_nbytes(s) == 96);
    FREE(s);
    s = T(rt_torch_tensor_to_dtype(r, RT_FLOAT16));
    CHECK(rt_torch_tensor_dtype(s) == RT_FLOAT16);
    CHECK(rt_torch_tensor_nbytes(s) == 24);
    FREE(s);
    s = T(rt_torch_tensor_to_dtype(r, RT_BOOL));
    CHECK_VALUES(s, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
    FREE(s);
    s = T(rt_torch_tensor_to_dtype(r, RT_FLOAT32));   /* a copy even to the same dtype */
    CHECK(s != r);
    FREE(s);
    CHECK_VALUES(r, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11);
    CHECK_ERR(rt_torch_tensor_to_dtype(r, 12), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_to_dtype");
    CHECK(rt_torch_tensor_nbytes(r) == 48);
    CHECK(rt_torch_tensor_copy_to(r, out, sizeof out) == 48);
    CHECK(out[0] == 0 && out[5] == 5 && out[11] == 11);
    {
        float big[16];
        big[12] = -1;
        CHECK(rt_torch_tensor_copy_to(r, big, sizeof big) == 48);   /* a larger buffer: only nbytes written */
        CHECK(big[11] == 11 && big[12] == -1);
    }
    CHECK_ERR(rt_torch_tensor_copy_to(r, out, 47), -1, RT_ERR_BUFFER_TOO_SMALL, "rt_torch_tensor_copy_to");
    CHECK_ERR(rt_torch_tensor_copy_to(r, out, 0), -1, RT_ERR_BUFFER_TOO_SMALL, "rt_torch_tensor_copy_to");
    CHECK_ERR(rt_torch_tensor_copy_to(r, NULL, 48), -1, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_copy_to");
    CHECK_ERR(rt_torch_tensor_copy_to(r, out, -1), -1, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_copy_to");
    CHECK_ERR(rt_torch_tensor_copy_to(0, out, 48), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_copy_to");
    s = T(rt_torch_tensor_full(DIMS(1, 1), 4.25));
    CHECK(rt_torch_tensor_item(s, &item) == RT_OK);
    CHECK_OK();
    CHECK(item == 4.25);
    CHECK_ERR(rt_torch_tensor_item(s, NULL), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_item");
    FREE(s);
    item = 123;
    CHECK_ERR(rt_torch_tensor_item(r, &item), RT_ERR_SHAPE, RT_ERR_SHAPE, "rt_torch_tensor_item");
    CHECK(item == 123);   /* untouched on failure */
    s = T(rt_torch_tensor_from_data(I64(-42), NULL, 0, RT_INT64));
    CHECK(rt_torch_tensor_item(s, &item) == RT_OK && item == -42);
    FREE(s);
    CHECK_ERR(rt_torch_tensor_item(0, &item), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_item");
    CHECK_ERR(rt_torch_tensor_ndim(0), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_ndim");
    CHECK_ERR(rt_torch_tensor_dtype(0), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_dtype");
    CHECK_ERR(rt_torch_tensor_nbytes(0), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_nbytes");

    FREE(tr);
    FREE(r);
    FREE(x);
}

/* rt_torch_tensor_copy_from: writes in place, broadcasting and converting, also through a view. */
static void section7_copy_from(void) {
    rt_tensor dst = T(rt_torch_tensor_zeros(DIMS(2, 3)));
    rt_tensor row = T(rt_torch_tensor_from_data(I64(1, 2, 3), DIMS(3), RT_INT64));
    CHECK(rt_torch_tensor_copy_from(dst, row) == RT_OK);
    CHECK_OK();
    CHECK(rt_torch_tensor_dtype(dst) == RT_FLOAT32);
    CHECK_VALUES(dst, 0.0, 1, 2, 3, 1, 2, 3);
    rt_tensor column = T(rt_torch_tensor_slice(dst, 1, 2, 3, 1));   /* a view of dst */
    rt_tensor nine = T(rt_torch_tensor_full(DIMS(1), 9.0));
    CHECK(rt_torch_tensor_copy_from(column, nine) == RT_OK);
    CHECK_VALUES(dst, 0.0, 1, 2, 9, 1, 2, 9);
    CHECK_ERR(rt_torch_tensor_copy_from(row, dst), RT_ERR_SHAPE, RT_ERR_SHAPE, "rt_torch_tensor_copy_from");
    CHECK_ERR(rt_torch_tensor_copy_from(dst, 0), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE,
              "rt_torch_tensor_copy_from");
    CHECK(rt_torch_tensor_set_requires_grad(dst, 1) == RT_OK);
    CHECK_ERR(rt_torch_tensor_copy_from(dst, nine), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_copy_from");
    CHECK(rt_torch_no_grad_begin() == RT_OK);
    CHECK(rt_torch_tensor_copy_from(dst, nine) == RT_OK);   /* allowed without grad, as in PyTorch */
    CHECK(rt_torch_no_grad_end() == RT_OK);
    CHECK_VALUES(dst, 0.0, 9, 9, 9, 9, 9, 9);
    FREE(dst); FREE(row); FREE(column); FREE(nine);
}

static void section14_free(void) {
    rt_tensor t = T(rt_torch_tensor_ones(DIMS(2)));
    int64_t live = rt_torch_live_tensors();
    CHECK(rt_torch_tensor_free(t) == RT_OK);
    CHECK_OK();
    CHECK(rt_torch_live_tensors() == live - 1);
    CHECK_ERR(rt_torch_tensor_free(t), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_free");
    CHECK_MSG_HAS("freed");
    CHECK(rt_torch_live_tensors() == live - 1);
    CHECK_ERR(rt_torch_tensor_free(t), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_free");
    CHECK_ERR(rt_torch_tensor_free(t + 1000000), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_free");
    CHECK_MSG_HAS("never issued");
    CHECK_ERR(rt_torch_tensor_free(-1), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_free");
    CHECK_MSG_HAS("negative");
    CHECK(rt_torch_tensor_free(0) == RT_OK);
    CHECK_OK();
    /* handles are never reused */
    {
        rt_tensor again = T(rt_torch_tensor_ones(DIMS(2)));
        CHECK(again > t);
        FREE(again);
    }
}

int main(void) {
    int64_t live;
    section1_info();
    live = check_start();
    section1_seed_and_live();
    section1_last_error();
    section2_creation();
    section3_arithmetic();
    section7_shape();
    section7_copy_from();
    section14_free();
    check_finish("test_basics", live);
    return 0;
}
