/* The native fast path of libsimple_torch_ffi.so: C calls that never enter Python.
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
 * error set by the Python side as that path would set it.
 *
 * The Python side reaches this file's functions through cffi, whose declarations clib/build.py reads from here: those
 * between the comments `cdef: begin` and `cdef: end`, and, between `cdef python: begin` and `cdef python: end`, the
 * functions the Python side implements (cffi's extern "Python+C"). */
#ifndef SIMPLE_TORCH_NATIVE_H
#define SIMPLE_TORCH_NATIVE_H

#include <stddef.h>
#include <stdint.h>

#include "simple_torch.h"

typedef void *rt__ath;   /* an AtenTensorHandle: an owned at::Tensor* */

enum { RT__NATIVE_DONE = 1, RT__NATIVE_REPORTED = 2 };

/* -- the handle table (handle_table.c) ----------------------------------------------------------------- */

/* What the table knows of an id (rt__handle_status: RT__NEVER_ISSUED, RT__FREED, RT__LIVE) and the kinds of object it
 * issues ids of (RT__KIND_TENSOR, ...; RT__KIND_LAST the highest): abi/enums.py's tables, written by clib/build.py. */
#include "handle_kinds.h"

#define RT__KINDS_MAX 255   /* a kind's code fills 8 bits of a slot */
_Static_assert(RT__KIND_LAST <= RT__KINDS_MAX, "a handle kind's code must fit in a slot's 8 bits");

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
/* A new id owning ath, recorded in this thread's scope; 0 when the table is full, ath then deleted (the id would
 * have owned it): a caller never deletes what it gave. */
rt_tensor rt__issue_tensor(rt__ath ath);
int rt__release_tensor(rt_tensor id);      /* 1 when freed here; 0 when Python must (it holds the object) */

/* The Python side (handles.py, entry.py) through cffi. */
/* cdef: begin */
int64_t rt__handle_issue(int32_t kind, uintptr_t ath, int32_t python_holds);
int32_t rt__handle_status(int64_t id, int32_t *kind);
int32_t rt__handle_release(int64_t id, int32_t kind);   /* 1 when a live id of kind was freed, else 0 */
uintptr_t rt__handle_adopt(int64_t id);   /* a new ATen handle of a live tensor, marked as held by Python */
int64_t rt__handle_live(int32_t kind);
/* Scopes (one stack per thread): every id issued while one is open is recorded in the innermost. */
int32_t rt__scope_begin(void);            /* the new depth, or -1 out of memory */
int32_t rt__scope_keep(int64_t id);       /* 1: moved out of the innermost scope; 0: not in it; -1: no scope open */
int32_t rt__scope_size(void);             /* ids in the innermost scope, or -1 with none open */
/* Close the innermost scope: free its live tensors only C holds (their count to *freed), and give the ids Python
 * holds an object for (and those of other kinds) to python_ids, for the Python side to free. Their count; -1 with
 * no scope open; -2 when they do not fit in capacity (the scope stays open, holding just them). */
int32_t rt__scope_close(int64_t *python_ids, int32_t capacity, int32_t *freed);
int32_t rt__native_block(int32_t delta);  /* >0: this thread's calls take the Python path (autocast regions) */
void rt__native_enable(int32_t on);
void rt__native_default_device(int32_t device);   /* the runtime's default device, for creation functions */
/* cdef: end */

/* cdef python: begin */
int32_t rt__py_backward_failed(int64_t loss, const char *what);   /* the Python side (clib/entry.py) */
/* cdef python: end */

extern __thread int rt__native_blocked;
extern __thread int rt__last_native_ok;   /* 1 when this thread's last call was a fast call that succeeded */

/* 1 when the fast path may run on this thread now: on, and not in an autocast region (whose casts the runtime makes). */
static inline int rt__usable(void) {
    return __atomic_load_n(&rt__native_on, __ATOMIC_ACQUIRE) && rt__native_blocked == 0;
}

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
    rt__aoti_error (*list_push_back)(void *, rt__stable_ivalue);
    rt__aoti_error (*list_size)(void *, size_t *);
    rt__aoti_error (*list_get_item)(void *, size_t, rt__stable_ivalue *);
    rt__aoti_error (*delete_list)(void *);
    rt__aoti_error (*new_string_handle)(const char *, size_t, void **);
    rt__aoti_error (*delete_string)(void *);
    const char *(*exception_what)(void);   /* the message of this thread's last ATen error in the shim */
    _Bool (*grad_mode_is_enabled)(void);   /* this thread's autograd grad mode */
    rt__aoti_error (*get_num_threads)(uint32_t *);   /* at::get_num_threads() */
    rt__aoti_error (*item_float64)(rt__ath, double *);   /* Tensor::item() as a double */
    rt__aoti_error (*get_layout)(rt__ath, int32_t *);   /* the tensor's layout code */
    int32_t device_cpu, device_cuda;   /* the device type codes of the CPU and of CUDA */
    int32_t layout_strided;   /* the layout code of a dense tensor */
} rt__shim;

extern rt__shim rt__aten;

/* The parts of the shim beyond its core (RT__SHIM_DISPATCHER, ...: clib/shim_parts.py's table, written by
 * clib/build.py): a release without one leaves the fields of its symbols NULL, and entries.c sends the functions
 * that need it to the Python path. */
#include "shim_parts.h"

extern uint32_t rt__shim_parts;   /* the parts the loaded torch has */

static inline int rt__shim_has(uint32_t parts) { return (rt__shim_parts & parts) == parts; }

/* The stable ABI version the dispatcher calls are built for (2.13's encoding of StableIValues), which
 * torch_call_dispatcher takes; aoti_torch_call_dispatcher (the releases before it) takes none (aten_shim.c). */
#define RT__STABLE_ABI_2_13 ((2ull << 56) | (13ull << 48))
const char *rt__fast_path_text(void);   /* "on", or what rt__fast_path_describe set */
/* cdef: begin */
/* NULL when the core was found (the fast path can go on), else why not; the parts found go to rt__shim_parts */
const char *rt__shim_bind(const char *libtorch_cpu);
uint32_t rt__shim_found(void);                    /* rt__shim_parts */
void rt__shim_drop(uint32_t part);                /* a part the loaded torch gets wrong: its functions stay off */
const char *rt__shim_missing(uint32_t part);      /* the first symbol of a part the loaded torch lacks, or NULL */
void rt__fast_path_describe(const char *text);    /* what rt_torch_fast_path() says while the fast path is on */
uintptr_t rt__capsule_pointer(void *capsule);   /* the handle in a torch._C._aoti capsule (Python side, GIL held) */
/* cdef: end */

/* -- the fast functions (native_ops.c) ----------------------------------------------------------------- */

#define RT__MAX_DIMS 64   /* the ABI's limit: more dims are the Python path's to refuse */

/* Contiguous strides of dims (size-0 dims counted as 1, as torch.empty makes them) for elements of size bytes, and
 * the element count: 1, or 0 when a size is negative, there are more than RT__MAX_DIMS dims, or the bytes reach
 * 2**63 (the runtime's bound). */
int rt__contiguous_strides(const int64_t *dims, int32_t ndims, int64_t size, int64_t *strides, int64_t *numel);

/* dtype masks: bit RT_<dtype> set when a fast function takes that dtype (RT dtype codes are ATen's) */
#define RT__DTYPE_BIT(code) (1u << (code))
/* Checked in C before ATen runs: an ATen error on the fast path costs milliseconds (the shim asks the exception for
 * its what(), whose C++ backtrace is then symbolized) before the Python path re-runs the call for its message. */
#define RT__NATIVE_DTYPES (RT__DTYPE_BIT(RT_INT32) | RT__DTYPE_BIT(RT_INT64) | RT__DTYPE_BIT(RT_FLOAT32) \
                           | RT__DTYPE_BIT(RT_FLOAT64))

/* One argument of an ATen operator's schema, as a generated fast function passes it (rt__native_call). */
typedef enum {
    RT__ARG_TENSOR,            /* Tensor: a live tensor id, of a dtype in `dtypes` */
    RT__ARG_OPTIONAL_TENSOR,   /* Tensor?: an id, or 0 for None */
    RT__ARG_TENSORS,           /* Tensor[]: `count` ids at `list`, each of a dtype in `dtypes` */
    RT__ARG_INT,               /* int / SymInt */
    RT__ARG_DIM,               /* int: a dim of the first tensor, in [-n, n) with n = max(its dims + extra, 1) */
    RT__ARG_OPTIONAL_INT,      /* int? holding a value */
    RT__ARG_DOUBLE,            /* float */
    RT__ARG_FINITE,            /* float: finite, and within float32's range unless the first tensor is float64 */
    RT__ARG_OPTIONAL_DOUBLE,   /* float? holding a value */
    RT__ARG_SCALAR,            /* a Tensor overload's stand-in for a Scalar: a 0-dim float64 tensor of `number` */
    RT__ARG_BOOL,              /* bool: 0 is false, anything else true */
    RT__ARG_NONE,              /* None, for an optional the row leaves out */
    RT__ARG_INTS,              /* int[] / SymInt[]: `count` int64 values at `list` */
    RT__ARG_OPTIONAL_INTS,     /* int[]? holding a list */
    RT__ARG_STRING,            /* str: the NUL-terminated `text` */
    RT__ARG_DIMS,              /* int[]: as RT__ARG_INTS, each a dim of the first tensor (extra 0) */
    RT__ARG_OPTIONAL_DIM,      /* int? holding a dim, checked as RT__ARG_DIM */
    RT__ARG_OPTIONAL_DIMS,     /* int[]? holding dims, checked as RT__ARG_DIMS */
    RT__ARG_VIEWED,            /* Tensor: as RT__ARG_TENSOR, taken only while grad mode is on (a view is made of it) */
    RT__ARG_SHAPE,             /* int[]: sizes or -1 (the first tensor's size there, from the end), addressable:
                                * under 2**63 bytes of the first tensor's dtype, size-0 dims counted as 1 */
    RT__ARG_DTYPE,             /* ScalarType: a dtype code in `dtypes`, passed as an int */
    RT__ARG_NONNEGATIVE,       /* float: >= 0, and finite as RT__ARG_FINITE */
    RT__ARG_UNIT,              /* float: in [0, 1] */
    RT__ARG_NAN_NONE,          /* float?: None when `number` is NaN, else it (finite) */
    RT__ARG_ZERO_NONE,         /* int?: None when `integer` is 0, else it */
    RT__ARG_INT32S,            /* int[]: as RT__ARG_INTS, each at most INT32_MAX (what pooling kernels index with) */
    RT__ARG_POSITIVE,          /* float: > 0, and finite as RT__ARG_FINITE */
    RT__ARG_REDUCTION,         /* int: 0, 1 or 2 (ATen's Reduction: none, mean, sum) */
    RT__ARG_SCALAR_NAN_NONE,   /* Tensor?: None when `number` is NaN, else as RT__ARG_SCALAR */
} rt__arg_kind;

/* A tensor argument's shape rule (rt__arg.rule): {flags, leading, n, then n terms of (multiple, symbol)}. flags:
 * RT__RULE_DTYPE its dtype is the call's first tensor's, RT__RULE_SHAPE its shape too; leading: any number of dims
 * come before the n the terms describe (else the tensor has exactly n dims). A term's symbol is an index into the call's symbols (the size must be the multiple
 * times the symbol's value, the first appearance binding it), or one of these: */
enum { RT__SIZE_LITERAL = -1,   /* the size is the multiple itself */
       RT__SIZE_ANY = -2,       /* any size */
       RT__SIZE_POSITIVE = -3 };   /* any size but 0 */
#define RT__RULE_SYMBOLS 16     /* symbols one call binds */
enum { RT__RULE_DTYPE = 1, RT__RULE_SHAPE = 2 };

/* What rt__native_call checks besides each argument's own: the tensors' shapes broadcast together; the first tensor
 * has elements (along the first dim argument, when there is one and the tensor has dims); it has elements at all. */
enum { RT__CHECK_BROADCAST = 1, RT__CHECK_NONEMPTY = 2, RT__CHECK_ELEMENTS = 4 };

typedef struct {
    rt__arg_kind kind;
    int32_t extra;             /* RT__ARG_DIM: 1 for a dim that a new dim makes valid (unsqueeze's) */
    uint32_t dtypes;           /* tensors: the dtype mask they must be in */
    union {
        rt_tensor id;
        int64_t integer;
        double number;
        const char *text;
        struct {
            const void *list;
            int64_t count;
        } many;
    } u;
    const int32_t *rule;       /* tensors (each of a list): a shape rule, or NULL */
} rt__arg;

/* What a generated fast function's ATen operator returns, and where the results go. */
typedef enum {
    RT__RETURNS_TENSOR,        /* one tensor: its new id to *result */
    RT__RETURNS_TENSORS,       /* `n_out` tensors: their new ids to outs[0..n_out) */
    RT__RETURNS_TENSOR_LIST,   /* Tensor[]: the count to *result (int32_t), ids to outs[0..capacity) */
    RT__RETURNS_BOOL,          /* bool: 0 or 1 to *result (int32_t) */
    RT__RETURNS_INT,           /* int: to *result (int64_t) */
    RT__RETURNS_NOTHING,       /* () */
} rt__returns;

/* Run ATen's op.overload on args (every argument of its schema, in order) through PyTorch's dispatcher, when
 * every tensor is live and of a dtype its argument takes, all on the CPU (or all on one CUDA device, for the
 * dtypes in on_cuda), every dim in range, every finite number finite, and the RT__CHECK_* in checks hold. 1 when done (results written), 0 for the Python path. A check only chooses the path: an
 * argument it refuses goes to the Python path, which reports what it reports today. */
int rt__native_call(const char *op, const char *overload, const rt__arg *args, int n, uint32_t on_cuda,
                    int checks, rt__returns returns, void *result, rt_tensor *const *outs, int32_t capacity);

/* -- native optimizers and gradient clipping (native_optim.c) ------------------------------------------ */

/* x.requires_grad (libc10's TensorImpl::requires_grad): 1 or 0, or -1 while native_optim.c is not bound. */
int rt__requires_grad(rt__ath t);

/* cdef: begin */
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
/* cdef: end */

/* The Python side (engines/torch_optim.py): a native step failed in ATen after it had begun to write; sets the
 * thread's last error as the Python path would and returns its code. */
/* cdef python: begin */
int32_t rt__py_optim_failed(const char *function, const char *what);
/* cdef python: end */

#endif
