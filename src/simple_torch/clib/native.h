/* The native fast path of libsimple_torch_ffi.so (issue 17): C calls that never enter Python.
 *
 * handle_table.c  the handle table, in C: ids of every kind, and for tensors the ATen tensor they name
 * aten_shim.c     PyTorch's stable C shim (aoti_torch_* in libtorch_cpu.so), found at run time with dlsym
 * native_ops.c    the hand-written fast functions and the one that runs an ATen operator by name
 * native_ops_generated.c (build/gen) the fast functions the spec derives from an ATen operator name
 *
 * A fast function returns RT__NATIVE_DONE when it did the call (its result written), and 0 when the Python path
 * must do it: the fast path is off, a handle is not a live tensor the table knows, a tensor is not a CPU tensor
 * of a dtype it takes, or ATen refused. The Python path then gives today's result, code and message. Backward,
 * which ATen may fail after accumulating gradients, is not run twice: it returns RT__NATIVE_REPORTED with the
 * error set by the Python side as that path would set it. */
#ifndef SIMPLE_TORCH_NATIVE_H
#define SIMPLE_TORCH_NATIVE_H

#include <stddef.h>
#include <stdint.h>

#include "simple_torch.h"

typedef void *rt__ath;   /* an AtenTensorHandle: an owned at::Tensor* */

enum { RT__NATIVE_DONE = 1, RT__NATIVE_REPORTED = 2 };

/* -- the handle table (handle_table.c) ----------------------------------------------------------------- */

/* What the table knows of an id (rt__handle_status). */
enum { RT__NEVER_ISSUED = 0, RT__FREED = 1, RT__LIVE = 2 };

/* Kinds are the positions in runtime/handles.py KINDS, plus one; the tensor kind is first. */
enum { RT__KIND_TENSOR = 1, RT__KINDS_MAX = 255 };

/* A tensor slot in use by one call: the ATen tensor stays valid until rt__unpin, whoever frees the id. */
typedef struct {
    void *slot;
    rt__ath ath;
    uint32_t index;
} rt__pinned;

extern int rt__native_on;   /* 1 once the Python side turned the fast path on (torch backend, shim found) */
extern int rt__native_default_cpu;   /* 1 while the runtime's default device is the CPU */

int rt__pin_tensor(rt_tensor id, rt__pinned *out);   /* 1, or 0: not a live tensor with an ATen tensor */
void rt__unpin(rt__pinned *p);
rt_tensor rt__issue_tensor(rt__ath ath);   /* a new id owning ath, recorded in this thread's scope; 0 if full */
int rt__release_tensor(rt_tensor id);      /* 1 when freed here; 0 when Python must (it holds the object) */

/* The Python side (handles.py, entry.py) through cffi. */
int64_t rt__handle_issue(int32_t kind, uintptr_t ath, int32_t python_holds);
int32_t rt__handle_status(int64_t id, int32_t *kind);
int32_t rt__handle_release(int64_t id, int32_t kind);   /* 1 when a live id of kind was freed, else 0 */
uintptr_t rt__handle_adopt(int64_t id);   /* a new ATen handle of a live tensor, marked as held by Python */
int64_t rt__handle_live(int32_t kind);
int32_t rt__scope_open(int32_t delta);    /* this thread's scope depth, changed by delta */
int32_t rt__scope_drain(int64_t *ids, int32_t capacity);   /* ids the fast path made in the open scope */
int32_t rt__native_block(int32_t delta);  /* >0: this thread's calls take the Python path (autocast regions) */
void rt__native_enable(int32_t on);
void rt__native_default_device(int32_t device);   /* the runtime's default device, for creation functions */

int32_t rt__py_backward_failed(int64_t loss, const char *what);   /* the Python side (clib/entry.py) */

extern __thread int rt__native_blocked;
extern __thread int rt__last_native_ok;   /* 1 when this thread's last call was a fast call that succeeded */

/* -- PyTorch's stable C shim (aten_shim.c) ------------------------------------------------------------- */

typedef int32_t rt__aoti_error;
typedef uint64_t rt__stable_ivalue;

typedef struct {
    rt__aoti_error (*delete_tensor)(rt__ath);
    rt__aoti_error (*new_tensor_handle)(rt__ath, rt__ath *);
    rt__aoti_error (*get_dim)(rt__ath, int64_t *);
    rt__aoti_error (*get_numel)(rt__ath, int64_t *);
    rt__aoti_error (*get_sizes)(rt__ath, int64_t **);
    rt__aoti_error (*get_strides)(rt__ath, int64_t **);
    rt__aoti_error (*get_data_ptr)(rt__ath, void **);
    rt__aoti_error (*is_contiguous)(rt__ath, _Bool *);
    rt__aoti_error (*empty_strided)(int64_t, const int64_t *, const int64_t *, int32_t, int32_t, int32_t, rt__ath *);
    size_t (*element_size)(int32_t);
    rt__aoti_error (*get_dtype)(rt__ath, int32_t *);
    rt__aoti_error (*get_device_type)(rt__ath, int32_t *);
    rt__aoti_error (*get_device_index)(rt__ath, int32_t *);
    rt__aoti_error (*subtract)(rt__ath, rt__ath, double, rt__ath *);
    rt__aoti_error (*call_dispatcher)(const char *, const char *, rt__stable_ivalue *, uint64_t);
    rt__aoti_error (*new_stable_ivalue)(rt__stable_ivalue **);
    rt__aoti_error (*delete_stable_ivalue)(rt__stable_ivalue *);
    rt__aoti_error (*new_list)(size_t, void **);
    const char *(*exception_what)(void);   /* the message of this thread's last ATen error in the shim */
    int32_t device_cpu, device_cuda;   /* the device type codes of the CPU and of CUDA */
} rt__shim;

extern rt__shim rt__aten;
const char *rt__shim_bind(const char *libtorch_cpu);   /* NULL when every symbol was found, else why not */
uintptr_t rt__capsule_pointer(void *capsule);   /* the handle in a torch._C._aoti capsule (Python side, GIL held) */

/* -- the fast functions (native_ops.c) ----------------------------------------------------------------- */

/* dtype masks: bit RT_<dtype> set when a fast function takes that dtype (RT dtype codes are ATen's) */
#define RT__DTYPE_BIT(code) (1u << (code))
/* Checked in C before ATen runs: an ATen error on the fast path costs milliseconds (the shim asks the exception for
 * its what(), whose C++ backtrace is then symbolized) before the Python path re-runs the call for its message. */
#define RT__NATIVE_DTYPES (RT__DTYPE_BIT(RT_INT32) | RT__DTYPE_BIT(RT_INT64) | RT__DTYPE_BIT(RT_FLOAT32) \
                           | RT__DTYPE_BIT(RT_FLOAT64))

/* Run the element-wise ATen operator op.overload on the tensors of ids (every argument of its schema, in order), when
 * all are on the CPU or all on one CUDA device, each of a dtype in dtypes, and their shapes broadcast; the one
 * tensor it returns gets a new id. */
int rt__native_dispatch(const char *op, const char *overload, const rt_tensor *ids, int n, uint32_t dtypes,
                        rt_tensor *result);

/* -- native optimizers and gradient clipping (native_optim.c) ------------------------------------------ */

/* Look up what these functions need beyond rt__aten (libc10's gradient getters among it): NULL when all was found,
 * else why not (then they take the Python path; the rest of the fast path is unaffected). */
const char *rt__optim_bind(const char *libtorch_cpu, const char *libc10);
int32_t rt__optim_option_count(void);   /* the options a plan holds per group */
int32_t rt__optim_state_count(void);    /* the state tensors a plan holds per parameter */
int32_t rt__optim_option_slot(const char *name);                   /* -1 for an option no plan holds */
int32_t rt__optim_state_slot(const char *kind, const char *name);  /* -1 for a state no plan holds */
int32_t rt__optim_plan_set(int64_t opt, const char *kind, int32_t groups, const double *options, int32_t params,
                           const int32_t *group_of, const uintptr_t *tensors);
void rt__optim_plan_option(int64_t opt, int32_t group, int32_t slot, double value);
void rt__optim_plan_drop(int64_t opt);

/* The Python side (runtime/optim.py): a native step failed in ATen after it had begun to write; sets the thread's last
 * error as the Python path would and returns its code. */
int32_t rt__py_optim_failed(const char *function, const char *what);

#endif
