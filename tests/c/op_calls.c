/* Every function of the spec's Op rows, called from C on small tensors: one line per call with the result's
 * dtype code, shape and values (or the error), and the gradients its sum sends to each floating input.
 * tests/test_op_calls.py compares the lines with the same calls made through the Python runtime.
 *
 * Generated from src/simple_torch/abi/spec.py by `make generate` (abi/op_calls.py); do not edit. */
#include <math.h>
#include <stdio.h>

#include "simple_torch.h"

#define NUMEL 6
#define MAX_DIMS 8
#define MAX_NUMEL 64   /* a result's elements: nonzero's indices of six elements are 12 */

/* A 2 x 3 tensor of dtype holding values; a floating one requires grad. */
static rt_tensor input(int32_t dtype, const double *values) {
    const int64_t dims[] = {2, 3};
    rt_tensor wide = rt_torch_tensor_from_data(values, dims, 2, RT_FLOAT64);
    rt_tensor t = rt_torch_tensor_to_dtype(wide, dtype);
    rt_torch_tensor_free(wide);
    if (dtype == RT_FLOAT32)
        rt_torch_tensor_set_requires_grad(t, 1);
    return t;
}

static void print_tensor(const char *label, rt_tensor t) {
    int64_t dims[MAX_DIMS];
    int32_t ndim = rt_torch_tensor_shape(t, dims, MAX_DIMS);
    printf(" %s dtype=%d shape=[", label, (int)rt_torch_tensor_dtype(t));
    for (int32_t i = 0; i < ndim; i++)
        printf(i ? ", %lld" : "%lld", (long long)dims[i]);
    printf("]");
    rt_tensor wide = rt_torch_tensor_to_dtype(t, RT_FLOAT64);
    int64_t n = rt_torch_tensor_numel(wide);
    double values[MAX_NUMEL];
    if (n > MAX_NUMEL || rt_torch_tensor_copy_to(wide, values, (int64_t)sizeof values) < 0) {
        printf(" unreadable: %s", rt_torch_last_error());
        n = 0;
    }
    for (int64_t i = 0; i < n; i++)
        if (isnan(values[i]))   /* glibc writes a negative NaN as -nan, Python as nan */
            printf(" nan");
        else
            printf(" %.17g", values[i]);
    rt_torch_tensor_free(wide);
}

/* The line of one call: y (0 when it failed), then the gradient of sum(y) for each floating input. */
static void report(const char *name, rt_tensor y, const rt_tensor *inputs, const int32_t *dtypes, int n) {
    printf("%s:", name);
    if (!y) {
        printf(" error %d: %s\n", (int)rt_torch_last_error_code(), rt_torch_last_error());
    } else {
        print_tensor("result", y);
        if (rt_torch_tensor_requires_grad(y) == 1) {
            rt_tensor total = rt_torch_tensor_sum(y);
            if (rt_torch_tensor_backward(total) != RT_OK)
                printf(" backward error %d: %s", (int)rt_torch_last_error_code(), rt_torch_last_error());
            rt_torch_tensor_free(total);
            for (int i = 0; i < n; i++) {
                rt_tensor grad = dtypes[i] == RT_FLOAT32 ? rt_torch_tensor_grad(inputs[i]) : 0;
                if (grad) {
                    print_tensor("grad", grad);
                    rt_torch_tensor_free(grad);
                }
            }
        }
        rt_torch_tensor_free(y);
        printf("\n");
    }
    for (int i = 0; i < n; i++)
        rt_torch_tensor_free(inputs[i]);
}

int main(void) {
    int64_t live = rt_torch_live_tensors();
    {   /* rt_tensor rt_torch_tensor_add(rt_tensor a, rt_tensor b) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double b_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        rt_tensor b = input(dtypes[1], b_values);
        const rt_tensor inputs[] = {a, b};
        report("rt_torch_tensor_add", rt_torch_tensor_add(a, b), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_sub(rt_tensor a, rt_tensor b) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double b_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        rt_tensor b = input(dtypes[1], b_values);
        const rt_tensor inputs[] = {a, b};
        report("rt_torch_tensor_sub", rt_torch_tensor_sub(a, b), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_mul(rt_tensor a, rt_tensor b) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double b_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        rt_tensor b = input(dtypes[1], b_values);
        const rt_tensor inputs[] = {a, b};
        report("rt_torch_tensor_mul", rt_torch_tensor_mul(a, b), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_div(rt_tensor a, rt_tensor b) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double b_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        rt_tensor b = input(dtypes[1], b_values);
        const rt_tensor inputs[] = {a, b};
        report("rt_torch_tensor_div", rt_torch_tensor_div(a, b), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_pow(rt_tensor a, double exponent) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_pow", rt_torch_tensor_pow(a, 0.5), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_neg(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_neg", rt_torch_tensor_neg(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_abs(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_abs", rt_torch_tensor_abs(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_sqrt(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_sqrt", rt_torch_tensor_sqrt(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_exp(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_exp", rt_torch_tensor_exp(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_log(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_log", rt_torch_tensor_log(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_add_scalar(rt_tensor a, double s) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_add_scalar", rt_torch_tensor_add_scalar(a, 0.5), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_mul_scalar(rt_tensor a, double s) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_mul_scalar", rt_torch_tensor_mul_scalar(a, 0.5), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_sin(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_sin", rt_torch_tensor_sin(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_cos(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_cos", rt_torch_tensor_cos(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_tan(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_tan", rt_torch_tensor_tan(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_asin(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_asin", rt_torch_tensor_asin(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_acos(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_acos", rt_torch_tensor_acos(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_atan(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_atan", rt_torch_tensor_atan(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_sinh(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_sinh", rt_torch_tensor_sinh(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_cosh(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_cosh", rt_torch_tensor_cosh(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_rsqrt(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_rsqrt", rt_torch_tensor_rsqrt(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_reciprocal(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_reciprocal", rt_torch_tensor_reciprocal(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_log1p(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_log1p", rt_torch_tensor_log1p(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_expm1(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_expm1", rt_torch_tensor_expm1(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_log2(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_log2", rt_torch_tensor_log2(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_log10(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_log10", rt_torch_tensor_log10(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_exp2(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_exp2", rt_torch_tensor_exp2(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_erf(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_erf", rt_torch_tensor_erf(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_erfinv(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_erfinv", rt_torch_tensor_erfinv(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_square(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_square", rt_torch_tensor_square(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_sign(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_sign", rt_torch_tensor_sign(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_floor(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_floor", rt_torch_tensor_floor(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_ceil(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_ceil", rt_torch_tensor_ceil(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_round(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_round", rt_torch_tensor_round(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_trunc(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_trunc", rt_torch_tensor_trunc(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_frac(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_frac", rt_torch_tensor_frac(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_maximum(rt_tensor a, rt_tensor b) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double b_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        rt_tensor b = input(dtypes[1], b_values);
        const rt_tensor inputs[] = {a, b};
        report("rt_torch_tensor_maximum", rt_torch_tensor_maximum(a, b), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_minimum(rt_tensor a, rt_tensor b) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double b_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        rt_tensor b = input(dtypes[1], b_values);
        const rt_tensor inputs[] = {a, b};
        report("rt_torch_tensor_minimum", rt_torch_tensor_minimum(a, b), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_atan2(rt_tensor a, rt_tensor b) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double b_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        rt_tensor b = input(dtypes[1], b_values);
        const rt_tensor inputs[] = {a, b};
        report("rt_torch_tensor_atan2", rt_torch_tensor_atan2(a, b), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_pow_tensor(rt_tensor a, rt_tensor b) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double b_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        rt_tensor b = input(dtypes[1], b_values);
        const rt_tensor inputs[] = {a, b};
        report("rt_torch_tensor_pow_tensor", rt_torch_tensor_pow_tensor(a, b), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_fmod(rt_tensor a, rt_tensor b) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double b_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        rt_tensor b = input(dtypes[1], b_values);
        const rt_tensor inputs[] = {a, b};
        report("rt_torch_tensor_fmod", rt_torch_tensor_fmod(a, b), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_remainder(rt_tensor a, rt_tensor b) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double b_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        rt_tensor b = input(dtypes[1], b_values);
        const rt_tensor inputs[] = {a, b};
        report("rt_torch_tensor_remainder", rt_torch_tensor_remainder(a, b), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_fmod_scalar(rt_tensor a, double s) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_fmod_scalar", rt_torch_tensor_fmod_scalar(a, 0.5), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_remainder_scalar(rt_tensor a, double s) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_remainder_scalar", rt_torch_tensor_remainder_scalar(a, 0.5), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_logaddexp(rt_tensor a, rt_tensor b) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double b_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        rt_tensor b = input(dtypes[1], b_values);
        const rt_tensor inputs[] = {a, b};
        report("rt_torch_tensor_logaddexp", rt_torch_tensor_logaddexp(a, b), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_lerp(rt_tensor start, rt_tensor end, rt_tensor weight) */
        const double start_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double end_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const double weight_values[NUMEL] = {0.375, 0.125, 0.5, 0.875, 0.25, 0.75};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32, RT_FLOAT32};
        rt_tensor start = input(dtypes[0], start_values);
        rt_tensor end = input(dtypes[1], end_values);
        rt_tensor weight = input(dtypes[2], weight_values);
        const rt_tensor inputs[] = {start, end, weight};
        report("rt_torch_tensor_lerp", rt_torch_tensor_lerp(start, end, weight), inputs, dtypes, 3);
    }
    {   /* rt_tensor rt_torch_tensor_lerp_scalar(rt_tensor start, rt_tensor end, double weight) */
        const double start_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double end_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32};
        rt_tensor start = input(dtypes[0], start_values);
        rt_tensor end = input(dtypes[1], end_values);
        const rt_tensor inputs[] = {start, end};
        report("rt_torch_tensor_lerp_scalar", rt_torch_tensor_lerp_scalar(start, end, 0.5), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_addcmul(rt_tensor x, rt_tensor tensor1, rt_tensor tensor2, double value) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double tensor1_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const double tensor2_values[NUMEL] = {0.375, 0.125, 0.5, 0.875, 0.25, 0.75};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32, RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        rt_tensor tensor1 = input(dtypes[1], tensor1_values);
        rt_tensor tensor2 = input(dtypes[2], tensor2_values);
        const rt_tensor inputs[] = {x, tensor1, tensor2};
        report("rt_torch_tensor_addcmul", rt_torch_tensor_addcmul(x, tensor1, tensor2, 0.5), inputs, dtypes, 3);
    }
    {   /* rt_tensor rt_torch_tensor_addcdiv(rt_tensor x, rt_tensor tensor1, rt_tensor tensor2, double value) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double tensor1_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const double tensor2_values[NUMEL] = {0.375, 0.125, 0.5, 0.875, 0.25, 0.75};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32, RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        rt_tensor tensor1 = input(dtypes[1], tensor1_values);
        rt_tensor tensor2 = input(dtypes[2], tensor2_values);
        const rt_tensor inputs[] = {x, tensor1, tensor2};
        report("rt_torch_tensor_addcdiv", rt_torch_tensor_addcdiv(x, tensor1, tensor2, 0.5), inputs, dtypes, 3);
    }
    {   /* rt_tensor rt_torch_tensor_nan_to_num(rt_tensor x, double nan, double posinf, double neginf) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_nan_to_num", rt_torch_tensor_nan_to_num(x, 0.5, 0.5, 0.5), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_softplus(rt_tensor x, double beta, double threshold) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_softplus", rt_torch_tensor_softplus(x, 0.5, 0.5), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_relu(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_relu", rt_torch_relu(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_sigmoid(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_sigmoid", rt_torch_sigmoid(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tanh(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tanh", rt_torch_tanh(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_leaky_relu(rt_tensor x, double negative_slope) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_leaky_relu", rt_torch_leaky_relu(x, 0.5), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_gelu(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_gelu", rt_torch_gelu(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_softmax(rt_tensor x, int64_t dim) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_softmax", rt_torch_softmax(x, -1), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_log_softmax(rt_tensor x, int64_t dim) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_log_softmax", rt_torch_log_softmax(x, -1), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_silu(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_silu", rt_torch_silu(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_mish(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_mish", rt_torch_mish(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_hardswish(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_hardswish", rt_torch_hardswish(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_hardsigmoid(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_hardsigmoid", rt_torch_hardsigmoid(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_elu(rt_tensor x, double alpha) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_elu", rt_torch_elu(x, 0.5), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_selu(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_selu", rt_torch_selu(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_gelu_tanh(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_gelu_tanh", rt_torch_gelu_tanh(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_relu6(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_relu6", rt_torch_relu6(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_logsigmoid(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_logsigmoid", rt_torch_logsigmoid(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_softsign(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_softsign", rt_torch_softsign(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tanhshrink(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tanhshrink", rt_torch_tanhshrink(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_sum(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_sum", rt_torch_tensor_sum(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_sum_dim(rt_tensor x, int64_t dim, int32_t keepdim) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_sum_dim", rt_torch_tensor_sum_dim(x, -1, 1), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_mean(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_mean", rt_torch_tensor_mean(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_mean_dim(rt_tensor x, int64_t dim, int32_t keepdim) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_mean_dim", rt_torch_tensor_mean_dim(x, -1, 1), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_max(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_max", rt_torch_tensor_max(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_max_dim(rt_tensor x, int64_t dim, int32_t keepdim) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_max_dim", rt_torch_tensor_max_dim(x, -1, 1), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_min(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_min", rt_torch_tensor_min(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_min_dim(rt_tensor x, int64_t dim, int32_t keepdim) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_min_dim", rt_torch_tensor_min_dim(x, -1, 1), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_argmax(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_argmax", rt_torch_tensor_argmax(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_argmax_dim(rt_tensor x, int64_t dim, int32_t keepdim) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_argmax_dim", rt_torch_tensor_argmax_dim(x, -1, 1), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_argmin(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_argmin", rt_torch_tensor_argmin(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_argmin_dim(rt_tensor x, int64_t dim, int32_t keepdim) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_argmin_dim", rt_torch_tensor_argmin_dim(x, -1, 1), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_std(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_std", rt_torch_tensor_std(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_std_dim(rt_tensor x, int64_t dim, int32_t keepdim) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_std_dim", rt_torch_tensor_std_dim(x, -1, 1), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_var(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_var", rt_torch_tensor_var(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_var_dim(rt_tensor x, int64_t dim, int32_t keepdim) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_var_dim", rt_torch_tensor_var_dim(x, -1, 1), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_eq(rt_tensor a, rt_tensor b) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double b_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        rt_tensor b = input(dtypes[1], b_values);
        const rt_tensor inputs[] = {a, b};
        report("rt_torch_tensor_eq", rt_torch_tensor_eq(a, b), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_ne(rt_tensor a, rt_tensor b) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double b_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        rt_tensor b = input(dtypes[1], b_values);
        const rt_tensor inputs[] = {a, b};
        report("rt_torch_tensor_ne", rt_torch_tensor_ne(a, b), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_lt(rt_tensor a, rt_tensor b) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double b_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        rt_tensor b = input(dtypes[1], b_values);
        const rt_tensor inputs[] = {a, b};
        report("rt_torch_tensor_lt", rt_torch_tensor_lt(a, b), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_le(rt_tensor a, rt_tensor b) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double b_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        rt_tensor b = input(dtypes[1], b_values);
        const rt_tensor inputs[] = {a, b};
        report("rt_torch_tensor_le", rt_torch_tensor_le(a, b), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_gt(rt_tensor a, rt_tensor b) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double b_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        rt_tensor b = input(dtypes[1], b_values);
        const rt_tensor inputs[] = {a, b};
        report("rt_torch_tensor_gt", rt_torch_tensor_gt(a, b), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_ge(rt_tensor a, rt_tensor b) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double b_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        rt_tensor b = input(dtypes[1], b_values);
        const rt_tensor inputs[] = {a, b};
        report("rt_torch_tensor_ge", rt_torch_tensor_ge(a, b), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_eq_scalar(rt_tensor a, double s) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_eq_scalar", rt_torch_tensor_eq_scalar(a, 0.5), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_ne_scalar(rt_tensor a, double s) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_ne_scalar", rt_torch_tensor_ne_scalar(a, 0.5), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_lt_scalar(rt_tensor a, double s) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_lt_scalar", rt_torch_tensor_lt_scalar(a, 0.5), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_le_scalar(rt_tensor a, double s) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_le_scalar", rt_torch_tensor_le_scalar(a, 0.5), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_gt_scalar(rt_tensor a, double s) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_gt_scalar", rt_torch_tensor_gt_scalar(a, 0.5), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_ge_scalar(rt_tensor a, double s) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_ge_scalar", rt_torch_tensor_ge_scalar(a, 0.5), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_isnan(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_isnan", rt_torch_tensor_isnan(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_isinf(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_isinf", rt_torch_tensor_isinf(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_isfinite(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_isfinite", rt_torch_tensor_isfinite(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_logical_not(rt_tensor a) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_logical_not", rt_torch_tensor_logical_not(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_logical_and(rt_tensor a, rt_tensor b) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double b_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        rt_tensor b = input(dtypes[1], b_values);
        const rt_tensor inputs[] = {a, b};
        report("rt_torch_tensor_logical_and", rt_torch_tensor_logical_and(a, b), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_logical_or(rt_tensor a, rt_tensor b) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double b_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        rt_tensor b = input(dtypes[1], b_values);
        const rt_tensor inputs[] = {a, b};
        report("rt_torch_tensor_logical_or", rt_torch_tensor_logical_or(a, b), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_logical_xor(rt_tensor a, rt_tensor b) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double b_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        rt_tensor b = input(dtypes[1], b_values);
        const rt_tensor inputs[] = {a, b};
        report("rt_torch_tensor_logical_xor", rt_torch_tensor_logical_xor(a, b), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_where(rt_tensor condition, rt_tensor a, rt_tensor b) */
        const double condition_values[NUMEL] = {1.0, 0.0, 1.0, 1.0, 0.0, 0.0};
        const double a_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const double b_values[NUMEL] = {0.375, 0.125, 0.5, 0.875, 0.25, 0.75};
        const int32_t dtypes[] = {RT_BOOL, RT_FLOAT32, RT_FLOAT32};
        rt_tensor condition = input(dtypes[0], condition_values);
        rt_tensor a = input(dtypes[1], a_values);
        rt_tensor b = input(dtypes[2], b_values);
        const rt_tensor inputs[] = {condition, a, b};
        report("rt_torch_tensor_where", rt_torch_tensor_where(condition, a, b), inputs, dtypes, 3);
    }
    {   /* rt_tensor rt_torch_tensor_masked_fill(rt_tensor x, rt_tensor mask, double value) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double mask_values[NUMEL] = {1.0, 0.0, 1.0, 1.0, 0.0, 0.0};
        const int32_t dtypes[] = {RT_FLOAT32, RT_BOOL};
        rt_tensor x = input(dtypes[0], x_values);
        rt_tensor mask = input(dtypes[1], mask_values);
        const rt_tensor inputs[] = {x, mask};
        report("rt_torch_tensor_masked_fill", rt_torch_tensor_masked_fill(x, mask, 0.5), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_clamp(rt_tensor x, double min, double max) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_clamp", rt_torch_tensor_clamp(x, 0.5, 0.5), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_bitwise_and(rt_tensor a, rt_tensor b) */
        const double a_values[NUMEL] = {3.0, 1.0, 2.0, 5.0, 4.0, 6.0};
        const double b_values[NUMEL] = {1.0, 2.0, 3.0, 1.0, 2.0, 3.0};
        const int32_t dtypes[] = {RT_INT32, RT_INT32};
        rt_tensor a = input(dtypes[0], a_values);
        rt_tensor b = input(dtypes[1], b_values);
        const rt_tensor inputs[] = {a, b};
        report("rt_torch_tensor_bitwise_and", rt_torch_tensor_bitwise_and(a, b), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_bitwise_or(rt_tensor a, rt_tensor b) */
        const double a_values[NUMEL] = {3.0, 1.0, 2.0, 5.0, 4.0, 6.0};
        const double b_values[NUMEL] = {1.0, 2.0, 3.0, 1.0, 2.0, 3.0};
        const int32_t dtypes[] = {RT_INT32, RT_INT32};
        rt_tensor a = input(dtypes[0], a_values);
        rt_tensor b = input(dtypes[1], b_values);
        const rt_tensor inputs[] = {a, b};
        report("rt_torch_tensor_bitwise_or", rt_torch_tensor_bitwise_or(a, b), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_bitwise_xor(rt_tensor a, rt_tensor b) */
        const double a_values[NUMEL] = {3.0, 1.0, 2.0, 5.0, 4.0, 6.0};
        const double b_values[NUMEL] = {1.0, 2.0, 3.0, 1.0, 2.0, 3.0};
        const int32_t dtypes[] = {RT_INT32, RT_INT32};
        rt_tensor a = input(dtypes[0], a_values);
        rt_tensor b = input(dtypes[1], b_values);
        const rt_tensor inputs[] = {a, b};
        report("rt_torch_tensor_bitwise_xor", rt_torch_tensor_bitwise_xor(a, b), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_bitwise_not(rt_tensor a) */
        const double a_values[NUMEL] = {3.0, 1.0, 2.0, 5.0, 4.0, 6.0};
        const int32_t dtypes[] = {RT_INT32};
        rt_tensor a = input(dtypes[0], a_values);
        const rt_tensor inputs[] = {a};
        report("rt_torch_tensor_bitwise_not", rt_torch_tensor_bitwise_not(a), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_nonzero(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_nonzero", rt_torch_tensor_nonzero(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_prod(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_prod", rt_torch_tensor_prod(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_prod_dim(rt_tensor x, int64_t dim, int32_t keepdim) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_prod_dim", rt_torch_tensor_prod_dim(x, -1, 1), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_all(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_all", rt_torch_tensor_all(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_all_dim(rt_tensor x, int64_t dim, int32_t keepdim) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_all_dim", rt_torch_tensor_all_dim(x, -1, 1), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_any(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_any", rt_torch_tensor_any(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_any_dim(rt_tensor x, int64_t dim, int32_t keepdim) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_any_dim", rt_torch_tensor_any_dim(x, -1, 1), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_logsumexp(rt_tensor x, int64_t dim, int32_t keepdim) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_logsumexp", rt_torch_tensor_logsumexp(x, -1, 1), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_cumsum(rt_tensor x, int64_t dim) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_cumsum", rt_torch_tensor_cumsum(x, -1), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_cumprod(rt_tensor x, int64_t dim) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_cumprod", rt_torch_tensor_cumprod(x, -1), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_tril(rt_tensor x, int64_t diagonal) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_tril", rt_torch_tensor_tril(x, 1), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_triu(rt_tensor x, int64_t diagonal) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_triu", rt_torch_tensor_triu(x, 1), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_roll(rt_tensor x, int64_t shifts, int64_t dim) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_roll", rt_torch_tensor_roll(x, 1, -1), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_flip(rt_tensor x, int64_t dim) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_flip", rt_torch_tensor_flip(x, -1), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_argwhere(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_argwhere", rt_torch_tensor_argwhere(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_fmax(rt_tensor a, rt_tensor b) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double b_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        rt_tensor b = input(dtypes[1], b_values);
        const rt_tensor inputs[] = {a, b};
        report("rt_torch_tensor_fmax", rt_torch_tensor_fmax(a, b), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_fmin(rt_tensor a, rt_tensor b) */
        const double a_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const double b_values[NUMEL] = {0.5, 0.875, 0.25, 0.75, 0.125, 0.625};
        const int32_t dtypes[] = {RT_FLOAT32, RT_FLOAT32};
        rt_tensor a = input(dtypes[0], a_values);
        rt_tensor b = input(dtypes[1], b_values);
        const rt_tensor inputs[] = {a, b};
        report("rt_torch_tensor_fmin", rt_torch_tensor_fmin(a, b), inputs, dtypes, 2);
    }
    {   /* rt_tensor rt_torch_tensor_nansum(rt_tensor x) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_nansum", rt_torch_tensor_nansum(x), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_nansum_dim(rt_tensor x, int64_t dim, int32_t keepdim) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_nansum_dim", rt_torch_tensor_nansum_dim(x, -1, 1), inputs, dtypes, 1);
    }
    {   /* rt_tensor rt_torch_tensor_select(rt_tensor x, int64_t dim, int64_t index) */
        const double x_values[NUMEL] = {0.25, 0.5, 0.75, 0.125, 0.625, 0.375};
        const int32_t dtypes[] = {RT_FLOAT32};
        rt_tensor x = input(dtypes[0], x_values);
        const rt_tensor inputs[] = {x};
        report("rt_torch_tensor_select", rt_torch_tensor_select(x, -1, 1), inputs, dtypes, 1);
    }
    printf("live tensors: %lld at the start, %lld at the end\n", (long long)live,
           (long long)rt_torch_live_tensors());
    return 0;
}
