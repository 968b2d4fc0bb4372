/* The hand-written fast functions of the information rows (sections 1, 7, 11 and 12) and of the shape rows a spec row
 * cannot express (slice, flatten, contiguous): see native.h.
 *
 * Each answers what the Python path answers, from the same ATen state: a tensor's sizes, dtype, device and
 * contiguity through the shim's getters, the library's constants, this thread's grad mode, ATen's thread count.
 * Anything else (a freed or unknown handle, a dim out of range, a buffer too small, a dtype the ABI does not name,
 * a device other than the CPU or CUDA) is the Python path's, which reports it. */
#include <string.h>

#include "native.h"

/* The dtype codes the ABI names (simple_torch.h's rt_dtype), and their sizes in bytes. */
#define NAMED_DTYPES (RT__DTYPE_BIT(RT_UINT8) | RT__DTYPE_BIT(RT_INT8) | RT__DTYPE_BIT(RT_INT16) \
                      | RT__DTYPE_BIT(RT_INT32) | RT__DTYPE_BIT(RT_INT64) | RT__DTYPE_BIT(RT_FLOAT16) \
                      | RT__DTYPE_BIT(RT_FLOAT32) | RT__DTYPE_BIT(RT_FLOAT64) | RT__DTYPE_BIT(RT_COMPLEX64) \
                      | RT__DTYPE_BIT(RT_COMPLEX128) | RT__DTYPE_BIT(RT_BOOL) | RT__DTYPE_BIT(RT_BFLOAT16))
#define COMPLEX (RT__DTYPE_BIT(RT_COMPLEX64) | RT__DTYPE_BIT(RT_COMPLEX128))
#define DIFFERENTIABLE (RT__DTYPE_BIT(RT_FLOAT16) | RT__DTYPE_BIT(RT_FLOAT32) | RT__DTYPE_BIT(RT_FLOAT64) \
                        | RT__DTYPE_BIT(RT_BFLOAT16) | COMPLEX)
#define ANY_DTYPE NAMED_DTYPES   /* shape operations move elements of every dtype alike */

/* The dtype code of a pinned tensor, if the ABI names it; else -1. */
static int32_t named_dtype(rt__ath ath) {
    int32_t dtype;
    if (rt__aten.get_dtype(ath, &dtype) != 0 || dtype < 0 || dtype >= 32 || !(NAMED_DTYPES & RT__DTYPE_BIT(dtype)))
        return -1;
    return dtype;
}

/* -- section 1: the library ------------------------------------------------------------------------------------ */

int rt__native_available(int32_t *result) {
    if (!rt__usable())
        return 0;
    *result = 1;   /* the fast path runs on the PyTorch backend only */
    return 1;
}

int rt__native_backend(const char **result) {
    if (!rt__usable())
        return 0;
    *result = "torch";
    return 1;
}

int rt__native_abi_version(int32_t *result) {
    if (!rt__usable())
        return 0;
    *result = RT_TORCH_ABI_VERSION;
    return 1;
}

int rt__native_init(int32_t *result) {
    if (!rt__usable())   /* on once the runtime has started */
        return 0;
    *result = RT_OK;
    return 1;
}

int rt__native_fast_path(const char **result) {
    if (!rt__usable())
        return 0;
    *result = rt__fast_path_text();
    return 1;
}

int rt__native_live_tensors(int64_t *result) {
    if (!rt__usable())
        return 0;
    *result = rt__handle_live(RT__KIND_TENSOR);
    return *result >= 0;
}

int rt__native_get_num_threads(int32_t *result) {
    uint32_t n;
    if (!rt__usable() || rt__aten.get_num_threads(&n) != 0)
        return 0;
    *result = (int32_t)n;
    return 1;
}

/* -- section 11: grad mode, requires_grad ---------------------------------------------------------------------- */

int rt__native_is_grad_enabled(int32_t *result) {
    if (!rt__usable())
        return 0;
    *result = rt__aten.grad_mode_is_enabled() ? 1 : 0;
    return 1;
}

/* aten::requires_grad_, which torch's Tensor.requires_grad_ runs (the same checks: a non-leaf cannot stop, an integer
 * tensor cannot start; either refusal goes to the Python path for its message, the second before ATen runs). */
int rt__native_tensor_set_requires_grad(rt_tensor x, int32_t flag, int32_t *result) {
    rt__pinned p;
    rt__ath self;
    rt__stable_ivalue stack[2];
    int ok;
    if (!rt__usable() || !rt__pin_tensor(x, &p))
        return 0;
    ok = !flag || (named_dtype(p.ath) >= 0 && (DIFFERENTIABLE & RT__DTYPE_BIT(named_dtype(p.ath))));
    ok = ok && rt__aten.new_tensor_handle(p.ath, &self) == 0;
    if (ok) {
        stack[0] = (rt__stable_ivalue)(uintptr_t)self;
        stack[1] = flag != 0;
        ok = rt__aten.call_dispatcher("aten::requires_grad_", "", stack, RT__STABLE_ABI_2_13) == 0;
        if (ok)   /* the operator returns its input: a handle of our own to let go */
            rt__aten.delete_tensor((rt__ath)(uintptr_t)stack[0]);
    }
    rt__unpin(&p);
    *result = RT_OK;
    return ok;
}

/* -- sections 7 and 12: what a tensor is ------------------------------------------------------------------------- */

int rt__native_tensor_size(rt_tensor x, int64_t dim, int64_t *result) {
    rt__pinned p;
    int64_t n = -1, *sizes;
    int ok;
    if (!rt__usable() || !rt__pin_tensor(x, &p))
        return 0;
    ok = rt__aten.get_dim(p.ath, &n) == 0 && n > 0 && dim >= -n && dim < n && rt__aten.get_sizes(p.ath, &sizes) == 0;
    if (ok)
        *result = sizes[dim < 0 ? dim + n : dim];
    rt__unpin(&p);
    return ok;
}

int rt__native_tensor_shape(rt_tensor x, int64_t *dims_out, int32_t max_dims, int32_t *result) {
    rt__pinned p;
    int64_t n = -1, *sizes;
    int ok;
    if (!rt__usable() || dims_out == NULL || !rt__pin_tensor(x, &p))
        return 0;
    ok = rt__aten.get_dim(p.ath, &n) == 0 && n >= 0 && n <= max_dims && rt__aten.get_sizes(p.ath, &sizes) == 0;
    if (ok) {
        memcpy(dims_out, sizes, (size_t)n * sizeof *sizes);
        *result = (int32_t)n;
    }
    rt__unpin(&p);
    return ok;
}

int rt__native_tensor_dtype(rt_tensor x, int32_t *result) {
    rt__pinned p;
    if (!rt__usable() || !rt__pin_tensor(x, &p))
        return 0;
    *result = named_dtype(p.ath);
    rt__unpin(&p);
    return *result >= 0;
}

int rt__native_tensor_nbytes(rt_tensor x, int64_t *result) {
    rt__pinned p;
    int32_t dtype;
    int64_t numel;
    int ok;
    if (!rt__usable() || !rt__pin_tensor(x, &p))
        return 0;
    dtype = named_dtype(p.ath);
    ok = dtype >= 0 && rt__aten.get_numel(p.ath, &numel) == 0 && rt__aten.element_size(dtype) > 0;
    if (ok)
        *result = numel * (int64_t)rt__aten.element_size(dtype);
    rt__unpin(&p);
    return ok;
}

int rt__native_tensor_is_contiguous(rt_tensor x, int32_t *result) {
    rt__pinned p;
    _Bool contiguous;
    int ok;
    if (!rt__usable() || !rt__pin_tensor(x, &p))
        return 0;
    ok = rt__aten.is_contiguous(p.ath, &contiguous) == 0;
    rt__unpin(&p);
    *result = contiguous ? 1 : 0;
    return ok;
}

/* The device code of a pinned CPU or CUDA tensor (RT_CPU, or the CUDA index), or -2 for any other device. */
static int32_t device_code(rt__ath ath) {
    int32_t type, index;
    if (rt__aten.get_device_type(ath, &type) != 0)
        return -2;
    if (type == rt__aten.device_cpu)
        return RT_CPU;
    return type == rt__aten.device_cuda && rt__aten.get_device_index(ath, &index) == 0 && index >= 0 ? index : -2;
}

int rt__native_tensor_device(rt_tensor x, int32_t *result) {
    rt__pinned p;
    if (!rt__usable() || !rt__pin_tensor(x, &p))
        return 0;
    *result = device_code(p.ath);
    rt__unpin(&p);
    return *result != -2;
}

int rt__native_tensor_is_cuda(rt_tensor x, int32_t *result) {
    int32_t device;
    if (!rt__native_tensor_device(x, &device))
        return 0;
    *result = device != RT_CPU;
    return 1;
}

/* Tensor::item(), which torch's Tensor.item() runs, as a double (Python's float() of it: the same rounding of an
 * int64 as C's conversion). Not complex (the Python path refuses it), one element only. */
int rt__native_tensor_item(rt_tensor x, double *out, int32_t *result) {
    rt__pinned p;
    int32_t dtype;
    int64_t numel;
    int ok;
    if (!rt__usable() || out == NULL || !rt__pin_tensor(x, &p))
        return 0;
    dtype = named_dtype(p.ath);
    ok = dtype >= 0 && !(COMPLEX & RT__DTYPE_BIT(dtype)) && rt__aten.get_numel(p.ath, &numel) == 0 && numel == 1
         && rt__aten.item_float64(p.ath, out) == 0;
    rt__unpin(&p);
    *result = RT_OK;
    return ok;
}

/* -- sections 7 and 8: views a row cannot express --------------------------------------------------------------
 * Through rt__native_call, with x as a view(x) argument: only while grad mode is on (see native_call.py). */

#define MAX_VIEW_INTS 4   /* slice's dim, start, end and step */

/* A view of x: op.overload(x, ints...) with n (at most MAX_VIEW_INTS) integer arguments of the given kinds. */
static int view_of(rt_tensor x, const char *op, const char *overload, const int64_t *ints, const rt__arg_kind *kinds,
                   int n, rt_tensor *result) {
    rt__arg args[1 + MAX_VIEW_INTS] = {{RT__ARG_VIEWED, 0, ANY_DTYPE, {.id = x}, NULL}};
    for (int i = 0; i < n && i < MAX_VIEW_INTS; i++)
        args[1 + i] = (rt__arg){kinds[i], 0, 0, {.integer = ints[i]}, NULL};
    return rt__native_call(op, overload, args, 1 + n, 0, 0, RT__RETURNS_TENSOR, result, NULL, 0);
}

/* aten::view(x, x's own sizes): the Python path's new tensor object where ATen would return x itself. */
static int same_view(rt_tensor x, rt__ath ath, rt_tensor *result) {
    int64_t n, *sizes;
    rt__arg args[2] = {{RT__ARG_VIEWED, 0, ANY_DTYPE, {.id = x}, NULL}, {RT__ARG_INTS, 0, 0, {.integer = 0}, NULL}};
    if (rt__aten.get_dim(ath, &n) != 0 || rt__aten.get_sizes(ath, &sizes) != 0)
        return 0;
    args[1].u.many.list = sizes;
    args[1].u.many.count = n;
    return rt__native_call("aten::view", "", args, 2, 0, 0, RT__RETURNS_TENSOR, result, NULL, 0);
}

/* x[start:end:step] along dim as the Python path indexes it: the bounds clamped as Python's slice.indices clamps
 * them, a step past the size cut to it, and the whole dim (0, size, 1) an alias, as torch's indexing returns it. */
int rt__native_tensor_slice(rt_tensor x, int64_t dim, int64_t start, int64_t end, int64_t step, rt_tensor *result) {
    rt__pinned p;
    int64_t n = -1, *sizes, size;
    if (!rt__usable() || step <= 0 || !rt__pin_tensor(x, &p))
        return 0;
    if (rt__aten.get_dim(p.ath, &n) != 0 || n <= 0 || dim < -n || dim >= n || rt__aten.get_sizes(p.ath, &sizes) != 0) {
        rt__unpin(&p);
        return 0;
    }
    dim = dim < 0 ? dim + n : dim;
    size = sizes[dim];
    rt__unpin(&p);
    start = start < 0 ? (start < -size ? 0 : start + size) : (start > size ? size : start);
    end = end < 0 ? (end < -size ? 0 : end + size) : (end > size ? size : end);
    step = step < (size > 1 ? size : 1) ? step : (size > 1 ? size : 1);
    if (start == 0 && end == size && step == 1)
        return view_of(x, "aten::alias", "", NULL, NULL, 0, result);
    /* slice.Tensor(self, int dim, SymInt? start, SymInt? end, SymInt step) */
    return view_of(x, "aten::slice", "Tensor", (const int64_t[]){dim, start, end, step},
                   (const rt__arg_kind[]){RT__ARG_INT, RT__ARG_OPTIONAL_INT, RT__ARG_OPTIONAL_INT, RT__ARG_INT}, 4, result);
}

/* torch.flatten, which returns x itself when start_dim and end_dim are one dim: then a view of x's own shape, as
 * the Python path makes it. */
int rt__native_tensor_flatten(rt_tensor x, int64_t start_dim, int64_t end_dim, rt_tensor *result) {
    rt__pinned p;
    int64_t n = -1, span;
    int ok;
    if (!rt__usable() || !rt__pin_tensor(x, &p))
        return 0;
    ok = rt__aten.get_dim(p.ath, &n) == 0;
    span = n > 1 ? n : 1;
    ok = ok && start_dim >= -span && start_dim < span && end_dim >= -span && end_dim < span;
    start_dim = start_dim < 0 ? start_dim + span : start_dim;
    end_dim = end_dim < 0 ? end_dim + span : end_dim;
    ok = ok && start_dim <= end_dim;
    if (ok && n > 0 && start_dim == end_dim)
        ok = same_view(x, p.ath, result);
    else if (ok)
        ok = view_of(x, "aten::flatten", "using_ints", (const int64_t[]){start_dim, end_dim},
                     (const rt__arg_kind[]){RT__ARG_INT, RT__ARG_INT}, 2, result);
    rt__unpin(&p);
    return ok;
}

/* x.contiguous(): for a contiguous x (which torch returns itself) a view of its own shape, as the Python path makes
 * it; else aten::clone(x, memory_format=torch.contiguous_format), what contiguous() runs. */
#define CONTIGUOUS_FORMAT 0   /* c10::MemoryFormat::Contiguous */

int rt__native_tensor_contiguous(rt_tensor x, rt_tensor *result) {
    rt__pinned p;
    _Bool contiguous = 0;
    int ok;
    rt__arg args[2] = {{RT__ARG_TENSOR, 0, ANY_DTYPE, {.id = x}, NULL}, {RT__ARG_OPTIONAL_INT, 0, 0, {.integer = 0}, NULL}};
    if (!rt__usable() || !rt__pin_tensor(x, &p))
        return 0;
    ok = rt__aten.is_contiguous(p.ath, &contiguous) == 0;
    if (ok && contiguous) {
        ok = same_view(x, p.ath, result);
    } else if (ok) {
        args[1].u.integer = CONTIGUOUS_FORMAT;
        ok = rt__native_call("aten::clone", "", args, 2, 0, 0, RT__RETURNS_TENSOR, result, NULL, 0);
    }
    rt__unpin(&p);
    return ok;
}

/* x.to("cpu") of a CPU tensor, as the Python path's x.cpu() and x.to(device) run it: torch returns x itself, so the
 * new id names the same tensor (its requires_grad and grad shared), as the Python path's does. A move between
 * devices is the Python path's. */
static int same_tensor(rt_tensor x, rt_tensor *result) {
    rt__pinned p;
    rt__ath copy = NULL;
    int ok;
    if (!rt__usable() || !rt__pin_tensor(x, &p))
        return 0;
    ok = device_code(p.ath) == RT_CPU && rt__aten.new_tensor_handle(p.ath, &copy) == 0;
    rt__unpin(&p);
    if (!ok)
        return 0;
    return (*result = rt__issue_tensor(copy)) != 0;
}

int rt__native_tensor_cpu(rt_tensor x, rt_tensor *result) { return same_tensor(x, result); }

int rt__native_tensor_to_device(rt_tensor x, int32_t device, rt_tensor *result) {
    return device == RT_CPU && same_tensor(x, result);
}

/* -- split, split_sizes, tensor_split(_indices): slices along dim, as the Python path makes them ------------------
 * The runtime cuts these parts itself (runtime/shape.py), each x[start:end] along dim (rt__native_tensor_slice's
 * view), so the fast path computes the same bounds and makes the same slices. A 0-dim x, a refused argument, parts
 * past max_out or past MAX_PARTS take the Python path, which reports the error. */
#define MAX_PARTS 1024

/* The size of dim of x (normalised into *dim) when x has dims: 1, or 0. */
static int dim_size(rt_tensor x, int64_t *dim, int64_t *size) {
    rt__pinned p;
    int64_t n = -1, *sizes;
    int ok;
    if (!rt__pin_tensor(x, &p))
        return 0;
    ok = rt__aten.get_dim(p.ath, &n) == 0 && n > 0 && *dim >= -n && *dim < n && rt__aten.get_sizes(p.ath, &sizes) == 0;
    if (ok) {
        *dim = *dim < 0 ? *dim + n : *dim;
        *size = sizes[*dim];
    }
    rt__unpin(&p);
    return ok;
}

/* The slices [starts[i], ends[i]) of x along dim into out: the count, or 0 with none left behind. */
static int parts(rt_tensor x, int64_t dim, const int64_t *starts, const int64_t *ends, int32_t count, rt_tensor *out,
                 int32_t *result) {
    for (int32_t i = 0; i < count; i++)
        if (!rt__native_tensor_slice(x, dim, starts[i], ends[i], 1, &out[i])) {
            while (i-- > 0)
                rt__release_tensor(out[i]);
            return 0;
        }
    *result = count;
    return 1;
}

int rt__native_tensor_split(rt_tensor x, int64_t split_size, int64_t dim, rt_tensor *out, int32_t max_out,
                            int32_t *result) {
    int64_t starts[MAX_PARTS], ends[MAX_PARTS], size, count;
    if (!rt__usable() || out == NULL || !dim_size(x, &dim, &size) || split_size < 0 || (split_size == 0 && size))
        return 0;
    count = size ? (size - 1) / split_size + 1 : 1;   /* ceil(size / split_size), without overflowing */
    if (count > max_out || count > MAX_PARTS)
        return 0;
    for (int64_t i = 0; i < count; i++) {
        starts[i] = i * split_size;
        ends[i] = split_size < size - starts[i] ? starts[i] + split_size : size;
    }
    return parts(x, dim, starts, ends, (int32_t)count, out, result);
}

int rt__native_tensor_split_sizes(rt_tensor x, const int64_t *sizes, int32_t n, int64_t dim, rt_tensor *out,
                                  int32_t max_out, int32_t *result) {
    int64_t starts[MAX_PARTS], ends[MAX_PARTS], size, at = 0;
    if (!rt__usable() || out == NULL || (n > 0 && sizes == NULL) || n < 0 || n > max_out || n > MAX_PARTS
        || n > RT__MAX_DIMS || !dim_size(x, &dim, &size))   /* the runtime reads sizes as a list of dims */
        return 0;
    for (int32_t i = 0; i < n; i++) {
        if (sizes[i] < 0 || sizes[i] > size - at)
            return 0;
        starts[i] = at;
        ends[i] = at += sizes[i];
    }
    return at == size && parts(x, dim, starts, ends, n, out, result);
}

int rt__native_tensor_tensor_split(rt_tensor x, int64_t sections, int64_t dim, rt_tensor *out, int32_t max_out,
                                   int32_t *result) {
    int64_t starts[MAX_PARTS], ends[MAX_PARTS], size, at = 0;
    if (!rt__usable() || out == NULL || sections <= 0 || sections > max_out || sections > MAX_PARTS
        || !dim_size(x, &dim, &size))
        return 0;
    for (int64_t i = 0; i < sections; i++) {   /* PyTorch's rule: the first size % sections parts hold one more */
        starts[i] = at;
        ends[i] = at += size / sections + (i < size % sections);
    }
    return parts(x, dim, starts, ends, (int32_t)sections, out, result);
}

int rt__native_tensor_tensor_split_indices(rt_tensor x, const int64_t *indices, int32_t n, int64_t dim,
                                           rt_tensor *out, int32_t max_out, int32_t *result) {
    int64_t starts[MAX_PARTS], ends[MAX_PARTS], size, previous = 0;
    if (!rt__usable() || out == NULL || (n > 0 && indices == NULL) || n < 0 || n + 1 > max_out || n + 1 > MAX_PARTS
        || n > RT__MAX_DIMS || !dim_size(x, &dim, &size))
        return 0;
    for (int32_t i = 0; i <= n; i++) {   /* each cut a Python slice bound: from the end if negative, clamped */
        int64_t cut = i < n ? indices[i] : size;
        cut = cut < 0 ? (cut + size < 0 ? 0 : cut + size) : (cut > size ? size : cut);
        starts[i] = previous;
        ends[i] = cut > previous ? cut : previous;   /* a part never runs backwards */
        previous = cut;
    }
    return parts(x, dim, starts, ends, n + 1, out, result);
}

/* x.chunk(chunks, dim) as the torch backend makes it: parts of ceil(size / chunks) along dim, the last shorter, each
 * x.narrow(dim, start, length), an ordinary view (ATen's chunk marks its parts as views of one multi-output op, which
 * PyTorch refuses to use with grad on once their memory is written); chunks empty parts of an empty dim. */
int rt__native_tensor_chunk(rt_tensor x, int64_t chunks, int64_t dim, rt_tensor *out, int32_t max_out, int32_t *result) {
    int64_t size, step, count;
    if (!rt__usable() || out == NULL || chunks <= 0 || !dim_size(x, &dim, &size))
        return 0;
    step = size ? (size - 1) / chunks + 1 : 0;   /* ceil(size / chunks), without overflowing */
    count = size ? (size - 1) / step + 1 : chunks;
    if (count > max_out || count > MAX_PARTS)
        return 0;
    for (int64_t i = 0; i < count; i++) {
        int64_t start = i * step, length = step < size - start ? step : size - start;
        /* narrow(Tensor(a) self, int dim, SymInt start, SymInt length) */
        if (!view_of(x, "aten::narrow", "", (const int64_t[]){dim, start, length},
                     (const rt__arg_kind[]){RT__ARG_INT, RT__ARG_INT, RT__ARG_INT}, 3, &out[i])) {
            while (i-- > 0)
                rt__release_tensor(out[i]);
            return 0;
        }
    }
    *result = (int32_t)count;
    return 1;
}

/* -- requires_grad, and retain_grad, which the Python path refuses for a tensor that does not require grad ------- */

int rt__native_tensor_requires_grad(rt_tensor x, int32_t *result) {
    rt__pinned p;
    int flag;
    if (!rt__usable() || !rt__pin_tensor(x, &p))
        return 0;
    flag = rt__requires_grad(p.ath);
    rt__unpin(&p);
    *result = flag;
    return flag >= 0;
}

int rt__native_tensor_retain_grad(rt_tensor x, int32_t *result) {
    int32_t requires = 0;
    const rt__arg args[1] = {{RT__ARG_TENSOR, 0, ANY_DTYPE, {.id = x}, NULL}};
    if (!rt__native_tensor_requires_grad(x, &requires) || !requires
        || !rt__native_call("aten::retain_grad", "", args, 1, 0, 0, RT__RETURNS_NOTHING, NULL, NULL, 0))
        return 0;
    *result = RT_OK;
    return 1;
}
