/* check.h - a tiny assertion helper for the C tests of the rt_torch_* ABI (tests/test_c_abi.py runs them).
 *
 *   CHECK(cond)                                 cond must hold
 *   CHECK_OK()                                  the last call succeeded (code RT_OK, message "")
 *   CHECK_ERR(expr, value, code, "rt_torch_x")  expr returns value, the last error code is code and its
 *                                               message starts with "rt_torch_x:"
 *   CHECK_MSG_HAS("text")                       the last error message contains text
 *   CHECK_NEAR(a, b, tol)                       |a - b| <= tol
 *   T(expr)                                     expr returns a valid handle with RT_OK; yields the handle
 *   CHECK_SHAPE(t, d0, d1, ...)                 t has exactly these dims
 *   CHECK_VALUES(t, tol, v0, v1, ...)           t holds exactly these values (any real dtype), within tol
 *   FREE(t)                                     rt_torch_tensor_free(t) == RT_OK
 *   DIMS(d0, d1, ...)                           expands to `dims, ndims` for the shape parameters
 *   F32(v0, ...) / F64(...) / I64(...) / I32(...) / U8(...)   typed data arrays for rt_torch_tensor_from_data
 *   check_default_device()                      the device the runtime starts with (issue 19, see below)
 *   check_tol(cpu, cuda)                        a tolerance by the default device: cpu on the CPU, cuda on a GPU
 *
 * A failed check prints file:line, the failed expression and the thread's last error to stderr, and exits 1.
 * check_start() returns the live tensor count; check_finish(name, start) checks it is back and prints
 * "<name>: N checks passed". Counting is atomic, so the macros work from several threads.
 */
#ifndef SIMPLE_TORCH_TESTS_CHECK_H
#define SIMPLE_TORCH_TESTS_CHECK_H

#include <ctype.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simple_torch.h"

static inline long *check__counter(void) {
    static long count;
    return &count;
}

static inline void check__pass(void) {
    __atomic_fetch_add(check__counter(), 1, __ATOMIC_RELAXED);
}

static inline long check_count(void) {
    return __atomic_load_n(check__counter(), __ATOMIC_RELAXED);
}

static inline void check__fail(const char *file, int line, const char *fmt, const char *a, const char *b) {
    int32_t code = rt_torch_last_error_code();
    const char *message = rt_torch_last_error();
    fprintf(stderr, "FAIL %s:%d: ", file, line);
    fprintf(stderr, fmt, a, b);
    fprintf(stderr, "\n  last error: code %d: %s\n", (int)code, message ? message : "(NULL)");
    fflush(stderr);
    exit(1);
}

static inline void check__true(int ok, const char *what, const char *file, int line) {
    if (!ok)
        check__fail(file, line, "CHECK(%s)%s", what, "");
    check__pass();
}

static inline void check__ok(const char *file, int line) {
    const char *message = rt_torch_last_error();
    if (rt_torch_last_error_code() != RT_OK || message == NULL || message[0] != '\0')
        check__fail(file, line, "CHECK_OK(): the last call failed%s%s", "", "");
    check__pass();
}

static inline void check__err(long long got, long long want, int32_t code, const char *fname,
                              const char *what, const char *file, int line) {
    char text[512];
    int32_t got_code = rt_torch_last_error_code();
    const char *message = rt_torch_last_error();
    size_t n = strlen(fname);
    if (got != want) {
        snprintf(text, sizeof text, "%s returned %lld, expected the failure value %lld", what, got, want);
        check__fail(file, line, "CHECK_ERR: %s%s", text, "");
    }
    if (got_code != code) {
        snprintf(text, sizeof text, "%s set code %d, expected %d", what, (int)got_code, (int)code);
        check__fail(file, line, "CHECK_ERR: %s%s", text, "");
    }
    if (message == NULL || strncmp(message, fname, n) != 0 || message[n] != ':' || message[n + 1] != ' '
        || message[n + 2] == '\0')
        check__fail(file, line, "CHECK_ERR: %s: the message does not start with \"%s: \" and a cause", what, fname);
    check__pass();
}

static inline void check__msg_has(const char *text, const char *file, int line) {
    const char *message = rt_torch_last_error();
    if (message == NULL || strstr(message, text) == NULL)
        check__fail(file, line, "CHECK_MSG_HAS(\"%s\")%s", text, "");
    check__pass();
}

static inline void check__near(double a, double b, double tol, const char *what, const char *file, int line) {
    char text[512];
    if (!(fabs(a - b) <= tol)) {
        snprintf(text, sizeof text, "%s: %.9g vs %.9g (tol %g)", what, a, b, tol);
        check__fail(file, line, "CHECK_NEAR(%s)%s", text, "");
    }
    check__pass();
}

static inline rt_tensor check__tensor(rt_tensor t, const char *what, const char *file, int line) {
    if (t <= 0)
        check__fail(file, line, "T(%s): no tensor%s", what, "");
    if (rt_torch_last_error_code() != RT_OK)
        check__fail(file, line, "T(%s): a handle, but the last error is not RT_OK%s", what, "");
    check__pass();
    return t;
}

static inline void check__shape(rt_tensor t, const int64_t *dims, int32_t ndims, const char *what,
                                const char *file, int line) {
    int64_t got[16];
    int32_t i, n = rt_torch_tensor_shape(t, got, 16);
    if (n != ndims)
        check__fail(file, line, "CHECK_SHAPE(%s): wrong number of dims%s", what, "");
    for (i = 0; i < n; i++)
        if (got[i] != dims[i])
            check__fail(file, line, "CHECK_SHAPE(%s): wrong dims%s", what, "");
    check__pass();
}

/* Reads any real-valued tensor into doubles; returns the element count (at most max). */
static inline int64_t check_read(rt_tensor t, double *out, int64_t max) {
    int64_t i, n = rt_torch_tensor_numel(t), nbytes = rt_torch_tensor_nbytes(t);
    int32_t dtype = rt_torch_tensor_dtype(t);
    unsigned char *buf;
    if (n < 0 || n > max || nbytes < 0)
        return -1;
    buf = (unsigned char *)malloc((size_t)nbytes + 1);
    if (buf == NULL || rt_torch_tensor_copy_to(t, buf, nbytes) != nbytes) {
        free(buf);
        return -1;
    }
    for (i = 0; i < n; i++) {
        switch (dtype) {
        case RT_FLOAT32: out[i] = ((const float *)(const void *)buf)[i]; break;
        case RT_FLOAT64: out[i] = ((const double *)(const void *)buf)[i]; break;
        case RT_INT64: out[i] = (double)((const int64_t *)(const void *)buf)[i]; break;
        case RT_INT32: out[i] = ((const int32_t *)(const void *)buf)[i]; break;
        case RT_INT16: out[i] = ((const int16_t *)(const void *)buf)[i]; break;
        case RT_INT8: out[i] = ((const int8_t *)(const void *)buf)[i]; break;
        case RT_UINT8: case RT_BOOL: out[i] = buf[i]; break;
        default: free(buf); return -1;
        }
    }
    free(buf);
    return n;
}

static inline void check__values(rt_tensor t, double tol, const double *want, int64_t n, const char *what,
                                 const char *file, int line) {
    double got[4096];
    char text[512];
    int64_t i, count = check_read(t, got, 4096);
    if (count != n) {
        snprintf(text, sizeof text, "%s: read %lld values, expected %lld", what, (long long)count, (long long)n);
        check__fail(file, line, "CHECK_VALUES(%s)%s", text, "");
    }
    for (i = 0; i < n; i++) {
        if (!(fabs(got[i] - want[i]) <= tol) && !(isinf(want[i]) && got[i] == want[i])) {
            snprintf(text, sizeof text, "%s: element %lld is %.9g, expected %.9g (tol %g)", what,
                     (long long)i, got[i], want[i], tol);
            check__fail(file, line, "CHECK_VALUES(%s)%s", text, "");
        }
    }
    check__pass();
}

static inline int64_t check_start(void) {
    int64_t live = rt_torch_live_tensors();
    if (live < 0)
        check__fail(__FILE__, __LINE__, "rt_torch_live_tensors() failed%s%s", "", "");
    return live;
}

static inline void check_finish(const char *name, int64_t live_at_start) {
    char text[128];
    int64_t live = rt_torch_live_tensors();
    if (live != live_at_start) {
        snprintf(text, sizeof text, "%lld live tensors at the end, %lld at the start", (long long)live,
                 (long long)live_at_start);
        check__fail(__FILE__, __LINE__, "%s: %s", name, text);
    }
    check__pass();
    printf("%s: %ld checks passed\n", name, check_count());
    fflush(stdout);
}

/* Issue 19: the default device the runtime starts with, worked out from SIMPLE_TORCH_DEVICE as the runtime does
 * (src/simple_torch/runtime/config.py and startup.py), so that a test expects what the configuration says rather
 * than RT_CPU (`make test-gpu` runs every suite with SIMPLE_TORCH_DEVICE=cuda):
 *   unset or empty, or "cpu"           RT_CPU
 *   "cuda"                             0
 *   "cuda:N"                           N          (case and surrounding white space ignored)
 *   a CUDA device this machine lacks   RT_CPU     (the runtime warns and uses the CPU; the NumPy backend has none)
 *   any other value                    -2         (the runtime refuses to start: rt_torch_default_device's failure)
 * The config file (dl.config.sdn, SIMPLE_TORCH_CONFIG) is not read: the test drivers run the programs in a build
 * folder without one and pass on SIMPLE_TORCH_DEVICE alone. The first call asks the library how many CUDA devices
 * there are (which leaves RT_OK as the last error); later calls return the same answer without calling it. */
static inline int32_t check__parse_device(const char *text) {
    char word[16];
    size_t n = 0;
    const char *end;
    long long index = 0;
    if (text == NULL || text[0] == '\0')
        return RT_CPU;
    while (isspace((unsigned char)*text))
        text++;
    end = text + strlen(text);
    while (end > text && isspace((unsigned char)end[-1]))
        end--;
    while (text + n < end && text[n] != ':' && n < sizeof word - 1) {
        word[n] = (char)tolower((unsigned char)text[n]);
        n++;
    }
    word[n] = '\0';
    text += n;
    if (strcmp(word, "cpu") == 0 && text == end)
        return RT_CPU;
    if (strcmp(word, "cuda") != 0)
        return -2;
    if (text == end)
        return 0;
    if (*text++ != ':' || text == end)
        return -2;
    for (; text < end; text++) {
        if (!isdigit((unsigned char)*text))
            return -2;
        if (index < INT32_MAX)   /* larger than any device count: saturated */
            index = index * 10 + (*text - '0');
    }
    return index < INT32_MAX ? (int32_t)index : INT32_MAX;
}

static inline int32_t check_default_device(void) {
    static int32_t known = -3;   /* -3: not worked out yet */
    int32_t device = __atomic_load_n(&known, __ATOMIC_RELAXED);
    if (device != -3)
        return device;
    device = check__parse_device(getenv("SIMPLE_TORCH_DEVICE"));
    if (device >= 0) {
        int32_t count = rt_torch_cuda_device_count();
        device = count < 0 ? -2 : device < count ? device : RT_CPU;
    }
    __atomic_store_n(&known, device, __ATOMIC_RELAXED);
    return device;
}

/* A tolerance for a value computed on the default device and compared with one worked out beforehand: cpu where
 * the default device is the CPU, cuda where it is a GPU (whose kernels add up in another order). */
static inline double check_tol(double cpu, double cuda) {
    return check_default_device() == RT_CPU ? cpu : cuda;
}

#define CHECK(cond) check__true((cond) ? 1 : 0, #cond, __FILE__, __LINE__)
#define CHECK_OK() check__ok(__FILE__, __LINE__)
#define CHECK_ERR(expr, value, code, fname) \
    check__err((long long)(expr), (long long)(value), (code), (fname), #expr, __FILE__, __LINE__)
#define CHECK_MSG_HAS(text) check__msg_has((text), __FILE__, __LINE__)
#define CHECK_NEAR(a, b, tol) check__near((a), (b), (tol), #a " ~ " #b, __FILE__, __LINE__)
#define T(expr) check__tensor((expr), #expr, __FILE__, __LINE__)
#define CHECK_SHAPE(t, ...) \
    check__shape((t), (const int64_t[]){__VA_ARGS__}, \
                 (int32_t)(sizeof((const int64_t[]){__VA_ARGS__}) / sizeof(int64_t)), #t, __FILE__, __LINE__)
#define CHECK_VALUES(t, tol, ...) \
    check__values((t), (tol), (const double[]){__VA_ARGS__}, \
                  (int64_t)(sizeof((const double[]){__VA_ARGS__}) / sizeof(double)), #t, __FILE__, __LINE__)
#define FREE(t) CHECK(rt_torch_tensor_free(t) == RT_OK)
#define DIMS(...) (const int64_t[]){__VA_ARGS__}, (int32_t)(sizeof((const int64_t[]){__VA_ARGS__}) / sizeof(int64_t))
#define F32(...) ((const float[]){__VA_ARGS__})
#define F64(...) ((const double[]){__VA_ARGS__})
#define I64(...) ((const int64_t[]){__VA_ARGS__})
#define I32(...) ((const int32_t[]){__VA_ARGS__})
#define U8(...) ((const uint8_t[]){__VA_ARGS__})

#endif /* SIMPLE_TORCH_TESTS_CHECK_H */
