/* What the fast-path tests print: lines that tests/test_fast_path.py, test_fast_optim.py and test_fast_info.py compare
 * between a run with the native fast path and one through the embedded Python. */
#ifndef SIMPLE_TORCH_TESTS_BOTH_PATHS_H
#define SIMPLE_TORCH_TESTS_BOTH_PATHS_H

#include "check.h"

#define MAX_VALUES 64   /* the most values a printed tensor holds */

/* "value NAME dtype D: v0 v1 ...", each value as float64 in hex (bit for bit). */
static inline void print_values(const char *name, rt_tensor t) {
    double v[MAX_VALUES];
    int64_t n = rt_torch_tensor_numel(t);
    rt_tensor d = T(rt_torch_tensor_to_dtype(t, RT_FLOAT64));
    CHECK(n >= 0 && n <= MAX_VALUES);
    CHECK(rt_torch_tensor_copy_to(d, v, (int64_t)sizeof v) == n * 8);
    printf("value %s dtype %d:", name, (int)rt_torch_tensor_dtype(t));
    for (int64_t i = 0; i < n; i++)
        printf(" %a", v[i]);
    printf("\n");
    FREE(d);
}

/* "error WHAT CODE MESSAGE": this thread's last error. */
static inline void print_error(const char *what) {
    printf("error %s %d %s\n", what, (int)rt_torch_last_error_code(), rt_torch_last_error());
}

#endif
