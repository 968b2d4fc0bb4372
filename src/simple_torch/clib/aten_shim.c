/* PyTorch's stable C shim, found in the loaded libtorch_cpu.so (see native.h).
 *
 * The library is not linked to PyTorch (the NumPy backend needs none): once the Python side has imported
 * torch, it passes the path of the libtorch_cpu.so that import loaded, and every function the fast path calls is
 * looked up there. A missing one keeps the whole fast path off, with its name as the reason. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <dlfcn.h>
#include <stdio.h>

#include "native.h"

rt__shim rt__aten;

const char *rt__shim_bind(const char *libtorch_cpu) {
    static char why[512];
    int32_t (*device_cpu)(void), (*device_cuda)(void), (*layout_strided)(void);
    void *lib = dlopen(libtorch_cpu, RTLD_NOW | RTLD_NOLOAD);   /* only the copy torch's import loaded */
    if (lib == NULL) {
        snprintf(why, sizeof why, "%s is not loaded: %s", libtorch_cpu, dlerror());
        return why;
    }
#define FIND(field, symbol) \
    if ((*(void **)&rt__aten.field = dlsym(lib, symbol)) == NULL) { \
        snprintf(why, sizeof why, "the installed torch has no %s", symbol); \
        return why; \
    }
    FIND(delete_tensor, "aoti_torch_delete_tensor_object")
    FIND(new_tensor_handle, "aoti_torch_new_tensor_handle")
    FIND(get_dim, "aoti_torch_get_dim")
    FIND(get_numel, "aoti_torch_get_numel")
    FIND(get_sizes, "aoti_torch_get_sizes")
    FIND(get_strides, "aoti_torch_get_strides")
    FIND(get_data_ptr, "aoti_torch_get_data_ptr")
    FIND(is_contiguous, "aoti_torch_is_contiguous")
    FIND(empty_strided, "aoti_torch_empty_strided")
    FIND(element_size, "aoti_torch_dtype_element_size")
    FIND(get_dtype, "aoti_torch_get_dtype")
    FIND(get_device_type, "aoti_torch_get_device_type")
    FIND(get_device_index, "aoti_torch_get_device_index")
    FIND(subtract, "aoti_torch_aten_subtract_Tensor")
    FIND(call_dispatcher, "torch_call_dispatcher")
    FIND(new_stable_ivalue, "torch_new_stable_ivalue")
    FIND(delete_stable_ivalue, "torch_delete_stable_ivalue")
    FIND(new_list, "torch_new_list_reserve_size")
    FIND(list_push_back, "torch_list_push_back")
    FIND(list_size, "torch_list_size")
    FIND(list_get_item, "torch_list_get_item")
    FIND(delete_list, "torch_delete_list")
    FIND(new_string_handle, "torch_new_string_handle")
    FIND(delete_string, "torch_delete_string")
    FIND(exception_what, "torch_exception_get_what_without_backtrace")
    FIND(grad_mode_is_enabled, "aoti_torch_grad_mode_is_enabled")
    FIND(get_num_threads, "torch_get_num_threads")
    FIND(item_float64, "aoti_torch_item_float64")
    FIND(get_layout, "aoti_torch_get_layout")
    if ((*(void **)&device_cpu = dlsym(lib, "aoti_torch_device_type_cpu")) == NULL
        || (*(void **)&device_cuda = dlsym(lib, "aoti_torch_device_type_cuda")) == NULL) {
        snprintf(why, sizeof why, "the installed torch has no aoti_torch_device_type_%s", device_cpu ? "cuda" : "cpu");
        return why;
    }
    if ((*(void **)&layout_strided = dlsym(lib, "aoti_torch_layout_strided")) == NULL) {
        snprintf(why, sizeof why, "the installed torch has no aoti_torch_layout_strided");
        return why;
    }
#undef FIND
    rt__aten.device_cpu = device_cpu();
    rt__aten.device_cuda = device_cuda();
    rt__aten.layout_strided = layout_strided();
    return NULL;   /* the handle stays open: libtorch_cpu.so is never unloaded while torch is imported */
}

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
