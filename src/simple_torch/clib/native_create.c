/* The creation functions on the fast path: zeros, ones, empty and full, plain, with a dtype and a device, and *_like.
 *
 * A new contiguous CPU tensor (empty_strided, as torch.empty makes it), zeroed, or filled element by element with the
 * value converted as PyTorch's fill converts a Python number (a C cast). Only where the Python path would make a CPU
 * tensor of a dtype taken here: the default device is the CPU (or the call names the CPU); a *_like takes a
 * contiguous CPU tensor, whose preserved memory format is then the contiguous one. Everything else, and every
 * refusal (a negative size, a shape past 2**63 bytes, a value the dtype cannot hold), is the Python path's. */
#include <string.h>

#include "native.h"

#define CREATED (RT__DTYPE_BIT(RT_UINT8) | RT__DTYPE_BIT(RT_INT8) | RT__DTYPE_BIT(RT_INT16) | RT__DTYPE_BIT(RT_INT32) \
                 | RT__DTYPE_BIT(RT_INT64) | RT__DTYPE_BIT(RT_FLOAT32) | RT__DTYPE_BIT(RT_FLOAT64) \
                 | RT__DTYPE_BIT(RT_BOOL))
#define FILLED (RT__DTYPE_BIT(RT_FLOAT32) | RT__DTYPE_BIT(RT_FLOAT64))   /* full: what a double converts to exactly */
#define FLOAT32_MAX 3.4028234663852886e38

typedef enum { LEFT, ZEROS, FILL } filling;

/* value written to each of n elements of dtype at data (ones are a fill of 1). */
static void fill(void *data, int64_t n, int32_t dtype, double value) {
    switch (dtype) {
#define FILL_AS(code, type) \
    case code: { type v = (type)value, *at = data; for (int64_t i = 0; i < n; i++) at[i] = v; break; }
    FILL_AS(RT_UINT8, uint8_t)
    FILL_AS(RT_INT8, int8_t)
    FILL_AS(RT_INT16, int16_t)
    FILL_AS(RT_INT32, int32_t)
    FILL_AS(RT_INT64, int64_t)
    FILL_AS(RT_FLOAT32, float)
    FILL_AS(RT_FLOAT64, double)
#undef FILL_AS
    case RT_BOOL: memset(data, value != 0, (size_t)n); break;
    default: break;
    }
}

/* A new contiguous CPU tensor of dims and dtype, left, zeroed or filled with value: 1 with its id, or 0. */
static int created(const int64_t *dims, int32_t ndims, int32_t dtype, filling how, double value, rt_tensor *result) {
    int64_t strides[RT__MAX_DIMS], numel;
    rt__ath out;
    void *data = NULL;
    int64_t size;
    if (dtype < 0 || dtype >= 32 || !(CREATED & RT__DTYPE_BIT(dtype)))
        return 0;
    size = (int64_t)rt__aten.element_size(dtype);
    if (!rt__contiguous_strides(dims, ndims, size, strides, &numel)
        || rt__aten.empty_strided(ndims, dims, strides, dtype, rt__aten.device_cpu, 0, &out) != 0)
        return 0;
    if (how != LEFT && numel > 0) {
        if (rt__aten.get_data_ptr(out, &data) != 0) {
            rt__aten.delete_tensor(out);
            return 0;
        }
        if (how == ZEROS)
            memset(data, 0, (size_t)(numel * size));   /* 0, 0.0 and false are all-zero bytes */
        else
            fill(data, numel, dtype, value);
    }
    return (*result = rt__issue_tensor(out)) != 0;
}

/* 1 when a new tensor on `device` is a CPU one: RT_CPU, or the default device while that is the CPU. */
static int on_cpu(int32_t device) {
    return device == RT_CPU || (device == RT_DEVICE_DEFAULT && __atomic_load_n(&rt__native_default_cpu, __ATOMIC_ACQUIRE));
}

/* full's value, when the Python path takes it for dtype: float32 refuses a finite value past its range. */
static int fill_value_fits(double value, int32_t dtype) {
    return dtype == RT_FLOAT64 || value != value || !(value > FLOAT32_MAX || value < -FLOAT32_MAX)
           || value == __builtin_inf() || value == -__builtin_inf();
}

/* -- section 2: float32 on the default device ------------------------------------------------------------------ */

int rt__native_tensor_zeros(const int64_t *dims, int32_t ndims, rt_tensor *result) {
    return rt__usable() && on_cpu(RT_DEVICE_DEFAULT) && created(dims, ndims, RT_FLOAT32, ZEROS, 0.0, result);
}

int rt__native_tensor_ones(const int64_t *dims, int32_t ndims, rt_tensor *result) {
    return rt__usable() && on_cpu(RT_DEVICE_DEFAULT) && created(dims, ndims, RT_FLOAT32, FILL, 1.0, result);
}

int rt__native_tensor_empty(const int64_t *dims, int32_t ndims, rt_tensor *result) {
    return rt__usable() && on_cpu(RT_DEVICE_DEFAULT) && created(dims, ndims, RT_FLOAT32, LEFT, 0.0, result);
}

int rt__native_tensor_full(const int64_t *dims, int32_t ndims, double value, rt_tensor *result) {
    return rt__usable() && on_cpu(RT_DEVICE_DEFAULT) && fill_value_fits(value, RT_FLOAT32)
           && created(dims, ndims, RT_FLOAT32, FILL, value, result);
}

/* -- section 24: a dtype and a device -------------------------------------------------------------------------- */

static int32_t dtype_or_float32(int32_t dtype) { return dtype == RT_DTYPE_DEFAULT ? RT_FLOAT32 : dtype; }

int rt__native_tensor_zeros_options(const int64_t *dims, int32_t ndims, int32_t dtype, int32_t device,
                                    rt_tensor *result) {
    return rt__usable() && on_cpu(device) && created(dims, ndims, dtype_or_float32(dtype), ZEROS, 0.0, result);
}

int rt__native_tensor_ones_options(const int64_t *dims, int32_t ndims, int32_t dtype, int32_t device,
                                   rt_tensor *result) {
    return rt__usable() && on_cpu(device) && created(dims, ndims, dtype_or_float32(dtype), FILL, 1.0, result);
}

int rt__native_tensor_empty_options(const int64_t *dims, int32_t ndims, int32_t dtype, int32_t device,
                                    rt_tensor *result) {
    return rt__usable() && on_cpu(device) && created(dims, ndims, dtype_or_float32(dtype), LEFT, 0.0, result);
}

int rt__native_tensor_full_options(const int64_t *dims, int32_t ndims, double value, int32_t dtype, int32_t device,
                                   rt_tensor *result) {
    dtype = dtype_or_float32(dtype);
    return rt__usable() && on_cpu(device) && dtype >= 0 && dtype < 32 && (FILLED & RT__DTYPE_BIT(dtype))
           && fill_value_fits(value, dtype) && created(dims, ndims, dtype, FILL, value, result);
}

/* -- section 24: in x's shape (and dtype and device, unless given) ---------------------------------------------- */

static int like(rt_tensor x, int32_t dtype, int32_t device, filling how, double value, uint32_t dtypes,
                rt_tensor *result) {
    rt__pinned p;
    int32_t own_dtype, type;
    int64_t ndim, *sizes, copy[RT__MAX_DIMS];
    _Bool contiguous = 0;
    int ok;
    if (!rt__usable() || (device != RT_DEVICE_DEFAULT && device != RT_CPU) || !rt__pin_tensor(x, &p))
        return 0;
    ok = rt__aten.get_device_type(p.ath, &type) == 0 && type == rt__aten.device_cpu
         && rt__aten.get_dtype(p.ath, &own_dtype) == 0 && rt__aten.is_contiguous(p.ath, &contiguous) == 0
         && contiguous && rt__aten.get_dim(p.ath, &ndim) == 0 && ndim <= RT__MAX_DIMS
         && rt__aten.get_sizes(p.ath, &sizes) == 0;
    if (ok)
        memcpy(copy, sizes, (size_t)ndim * sizeof *copy);
    rt__unpin(&p);
    if (!ok)
        return 0;
    dtype = dtype == RT_DTYPE_DEFAULT ? own_dtype : dtype;
    return dtype >= 0 && dtype < 32 && (dtypes & RT__DTYPE_BIT(dtype)) && (how != FILL || fill_value_fits(value, dtype))
           && created(copy, (int32_t)ndim, dtype, how, value, result);
}

int rt__native_tensor_zeros_like(rt_tensor x, int32_t dtype, int32_t device, rt_tensor *result) {
    return like(x, dtype, device, ZEROS, 0.0, CREATED, result);
}

int rt__native_tensor_ones_like(rt_tensor x, int32_t dtype, int32_t device, rt_tensor *result) {
    return like(x, dtype, device, FILL, 1.0, CREATED, result);
}

int rt__native_tensor_empty_like(rt_tensor x, int32_t dtype, int32_t device, rt_tensor *result) {
    return like(x, dtype, device, LEFT, 0.0, CREATED, result);
}

int rt__native_tensor_full_like(rt_tensor x, double value, int32_t dtype, int32_t device, rt_tensor *result) {
    return like(x, dtype, device, FILL, value, FILLED, result);
}
