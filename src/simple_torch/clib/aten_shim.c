/* PyTorch's stable C shim, found in the loaded libtorch_cpu.so (see native.h).
 *
 * The library is not linked to PyTorch (the NumPy backend needs none): once the Python side has imported
 * torch, it passes the path of the libtorch_cpu.so that import loaded, and every function the fast path calls is
 * looked up there. The core (what every release from 2.6 on has) turns the fast path on: one missing core name
 * keeps it off, with that name as the reason. Each part beyond it (shim_parts.h) is found or not on its own. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

#include "native.h"

rt__shim rt__aten;
uint32_t rt__shim_parts;

static const char *missing[32];   /* per part (by bit), the first of its symbols the loaded torch lacks */
static char *described;           /* what rt_torch_fast_path() says while on (rt__fast_path_describe) */

/* Contiguity as TensorImpl computes it for the default memory format (releases before aoti_torch_is_contiguous):
 * an empty tensor is contiguous; otherwise each dim of size above 1 has the stride of the dims after it. */
static rt__aoti_error computed_is_contiguous(rt__ath t, _Bool *out) {
    int64_t n, numel, *sizes, *strides, expected = 1;
    if (rt__aten.get_dim(t, &n) != 0 || rt__aten.get_numel(t, &numel) != 0 || rt__aten.get_sizes(t, &sizes) != 0
        || rt__aten.get_strides(t, &strides) != 0)
        return 1;
    *out = 1;
    if (numel == 0)
        return 0;
    for (int64_t d = n - 1; d >= 0; d--) {
        if (sizes[d] == 1)
            continue;
        if (strides[d] != expected) {
            *out = 0;
            return 0;
        }
        expected *= sizes[d];
    }
    return 0;
}

/* The layout (releases before aoti_torch_get_layout: 2.6): strided where the tensor has strides; a sparse or mkldnn
 * tensor has none (ATen throws, the shim returns an error), which leaves the call to the Python path. */
static rt__aoti_error computed_get_layout(rt__ath t, int32_t *out) {
    int64_t *strides;
    if (rt__aten.get_strides(t, &strides) != 0)
        return 1;
    *out = rt__aten.layout_strided;
    return 0;
}

/* Bytes of an element of a dtype code (ATen's ScalarType; releases before aoti_torch_dtype_element_size): those of
 * the ABI's dtypes; 0 for another, which the callers leave to the Python path. */
static size_t computed_element_size(int32_t dtype) {
    switch (dtype) {
    case RT_UINT8: case RT_INT8: case RT_BOOL: return 1;
    case RT_INT16: case RT_FLOAT16: case RT_BFLOAT16: return 2;
    case RT_INT32: case RT_FLOAT32: return 4;
    case RT_INT64: case RT_FLOAT64: case RT_COMPLEX64: return 8;
    case RT_COMPLEX128: return 16;
    default: return 0;
    }
}

static rt__aoti_error (*unversioned_dispatcher)(const char *, const char *, rt__stable_ivalue *);

static rt__aoti_error call_unversioned(const char *op, const char *overload, rt__stable_ivalue *stack,
                                       uint64_t version) {
    (void)version;
    return unversioned_dispatcher(op, overload, stack);
}

static int bit_of(uint32_t part) {
    int k = 0;
    while (k < 31 && (1u << k) != part)
        k++;
    return k;
}

const char *rt__shim_bind(const char *libtorch_cpu) {
    static char why[512];
    int32_t (*device_cpu)(void), (*device_cuda)(void), (*layout_strided)(void);
    void *lib = dlopen(libtorch_cpu, RTLD_NOW | RTLD_NOLOAD);   /* only the copy torch's import loaded */
    if (lib == NULL) {
        snprintf(why, sizeof why, "%s is not loaded: %s", libtorch_cpu, dlerror());
        return why;
    }
    rt__shim_parts = 0;
#define FIND(field, symbol) \
    if ((*(void **)&rt__aten.field = dlsym(lib, symbol)) == NULL) { \
        snprintf(why, sizeof why, "the installed torch has no %s", symbol); \
        return why; \
    }
/* a core symbol with an older release's equivalent: the later name when present */
#define FIND_EITHER(field, symbol, older) \
    if ((*(void **)&rt__aten.field = dlsym(lib, symbol)) == NULL) { \
        FIND(field, older) \
    }
    FIND(delete_tensor, "aoti_torch_delete_tensor_object")
    /* 2.6 and 2.7 have no aoti_torch_new_tensor_handle: assign_tensors_out makes the same shallow copy (a new
     * at::Tensor of the same TensorImpl) */
    FIND_EITHER(new_tensor_handle, "aoti_torch_new_tensor_handle", "aoti_torch_assign_tensors_out")
    FIND(get_dim, "aoti_torch_get_dim")
    FIND(get_numel, "aoti_torch_get_numel")
    FIND(get_sizes, "aoti_torch_get_sizes")
    FIND(get_strides, "aoti_torch_get_strides")
    FIND(get_data_ptr, "aoti_torch_get_data_ptr")
    if ((*(void **)&rt__aten.is_contiguous = dlsym(lib, "aoti_torch_is_contiguous")) == NULL)
        rt__aten.is_contiguous = computed_is_contiguous;
    FIND(empty_strided, "aoti_torch_empty_strided")
    if ((*(void **)&rt__aten.element_size = dlsym(lib, "aoti_torch_dtype_element_size")) == NULL)
        rt__aten.element_size = computed_element_size;
    FIND(get_dtype, "aoti_torch_get_dtype")
    FIND(get_device_type, "aoti_torch_get_device_type")
    FIND(get_device_index, "aoti_torch_get_device_index")
    FIND(grad_mode_is_enabled, "aoti_torch_grad_mode_is_enabled")
    FIND(item_float64, "aoti_torch_item_float64")
    if ((*(void **)&rt__aten.get_layout = dlsym(lib, "aoti_torch_get_layout")) == NULL)
        rt__aten.get_layout = computed_get_layout;
    if ((*(void **)&device_cpu = dlsym(lib, "aoti_torch_device_type_cpu")) == NULL
        || (*(void **)&device_cuda = dlsym(lib, "aoti_torch_device_type_cuda")) == NULL) {
        snprintf(why, sizeof why, "the installed torch has no aoti_torch_device_type_%s", device_cpu ? "cuda" : "cpu");
        return why;
    }
    if ((*(void **)&layout_strided = dlsym(lib, "aoti_torch_layout_strided")) == NULL) {
        snprintf(why, sizeof why, "the installed torch has no aoti_torch_layout_strided");
        return why;
    }
#undef FIND_EITHER
#undef FIND
    /* A part is found when all its symbols are; otherwise its fields are cleared and its first missing name kept. */
    uint32_t found = RT__SHIM_ALL;
    memset(missing, 0, sizeof missing);
#define PART(part, field, symbol) \
    if ((*(void **)&rt__aten.field = dlsym(lib, symbol)) == NULL && (found & (part))) { \
        found &= ~(uint32_t)(part); \
        missing[bit_of(part)] = symbol; \
    }
    /* 2.7 to 2.9 call the dispatcher as aoti_torch_call_dispatcher, without the version of the caller's encoding
     * (theirs is 2.13's for every argument kind the fast path passes unboxed) */
    if ((*(void **)&unversioned_dispatcher = dlsym(lib, "aoti_torch_call_dispatcher")) != NULL
        && dlsym(lib, "torch_call_dispatcher") == NULL)
        rt__aten.call_dispatcher = call_unversioned;
    else
        PART(RT__SHIM_DISPATCHER, call_dispatcher, "torch_call_dispatcher")
    PART(RT__SHIM_BOXES, new_stable_ivalue, "torch_new_stable_ivalue")
    PART(RT__SHIM_BOXES, delete_stable_ivalue, "torch_delete_stable_ivalue")
    PART(RT__SHIM_LISTS, new_list, "torch_new_list_reserve_size")
    PART(RT__SHIM_LISTS, list_push_back, "torch_list_push_back")
    PART(RT__SHIM_LISTS, list_size, "torch_list_size")
    PART(RT__SHIM_LISTS, list_get_item, "torch_list_get_item")
    PART(RT__SHIM_LISTS, delete_list, "torch_delete_list")
    PART(RT__SHIM_STRINGS, new_string_handle, "torch_new_string_handle")
    PART(RT__SHIM_STRINGS, delete_string, "torch_delete_string")
    PART(RT__SHIM_SUBTRACT, subtract, "aoti_torch_aten_subtract_Tensor")
    PART(RT__SHIM_THREADS, get_num_threads, "torch_get_num_threads")
    PART(RT__SHIM_ERRORS, exception_what, "torch_exception_get_what_without_backtrace")
#undef PART
    rt__aten.device_cpu = device_cpu();
    rt__aten.device_cuda = device_cuda();
    rt__aten.layout_strided = layout_strided();
    rt__shim_parts = found;
    return NULL;   /* the handle stays open: libtorch_cpu.so is never unloaded while torch is imported */
}

uint32_t rt__shim_found(void) { return rt__shim_parts; }

void rt__shim_drop(uint32_t part) { rt__shim_parts &= ~part; }   /* before the fast path goes on */

const char *rt__shim_missing(uint32_t part) { return missing[bit_of(part)]; }

void rt__fast_path_describe(const char *text) {
    if (described == NULL)   /* set once, before the fast path goes on: readers on other threads never see it change */
        described = strdup(text);
}

const char *rt__fast_path_text(void) { return described != NULL ? described : "on"; }

/* The ATen handle in one of torch._C._aoti's capsules (torch makes them without a destructor: the caller owns the
 * handle). Called from Python, with the GIL, given the capsule object's address; 0 for anything else. */
uintptr_t rt__capsule_pointer(void *capsule) {
    void *ath;
    if (!PyCapsule_CheckExact((PyObject *)capsule))
        return 0;
    ath = PyCapsule_GetPointer((PyObject *)capsule, NULL);
    if (ath == NULL)
        PyErr_Clear();
    return (uintptr_t)ath;
}
