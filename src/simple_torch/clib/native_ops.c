/* The hand-written fast functions, and rt__native_call for those the spec derives (see native.h).
 *
 * Each takes the fast path only where ATen computes exactly what the Python path computes (the same ATen
 * operator, which that path reaches through torch), and leaves everything else to Python: dtypes outside a
 * function's mask, tensors on different devices, autocast regions, any failure (a CUDA error among them, which the
 * Python path then reports and remembers). Element-wise operators, matmul and linear also take tensors that are all
 * on one CUDA device (a tiny op through the Python path cost 2x Python torch's on a GPU); the rest take CPU
 * tensors only (cross entropy reads its classes, copy_to and from_data copy host memory, backward stays with the
 * engine's CPU-proven path). */
#include <string.h>

#include "native.h"

#define FLOATING (RT__DTYPE_BIT(RT_FLOAT32) | RT__DTYPE_BIT(RT_FLOAT64))
#define CPU_ONLY 0u   /* pin_all's on_cuda for the functions that take CPU tensors only */

/* A device: its type (rt__aten.device_cpu or device_cuda) and index (-1 for the CPU). */
typedef struct {
    int32_t type, index;
} place;

/* 1 when ath's dtype is in its mask: dtypes on the CPU, dtypes & on_cuda on a CUDA device (on_cuda 0: CPU tensors
 * only); where it is goes to *at. */
static int placed(rt__ath ath, uint32_t dtypes, uint32_t on_cuda, place *at) {
    int32_t dtype;
    at->index = -1;
    if (rt__aten.get_device_type(ath, &at->type) != 0)
        return 0;
    if (at->type != rt__aten.device_cpu) {
        if (at->type != rt__aten.device_cuda || rt__aten.get_device_index(ath, &at->index) != 0)
            return 0;
        dtypes &= on_cuda;
    }
    return rt__aten.get_dtype(ath, &dtype) == 0 && dtype >= 0 && dtype < 32 && (dtypes & RT__DTYPE_BIT(dtype));
}

static int64_t dims(rt__ath ath) {
    int64_t n = -1;
    return rt__aten.get_dim(ath, &n) == 0 ? n : -1;
}

/* A tensor's shape: its dim count (-1 if unknown) and sizes (borrowed). */
typedef struct {
    int64_t n;
    const int64_t *size;
} shape;

static shape shape_of(rt__ath ath) {
    shape out = {dims(ath), NULL};
    int64_t *sizes;
    if (out.n < 0 || rt__aten.get_sizes(ath, &sizes) != 0)
        out.n = -1;
    else
        out.size = sizes;
    return out;
}

/* 1 when the leading n dims of a and b (aligned at their ends) broadcast, as PyTorch's rule says. */
static int broadcast(const int64_t *a, int64_t na, const int64_t *b, int64_t nb) {
    for (int64_t i = 1; i <= na && i <= nb; i++) {
        int64_t x = a[na - i], y = b[nb - i];
        if (x != y && x != 1 && y != 1)
            return 0;
    }
    return 1;
}

/* 1 when the shapes of the n pinned tensors broadcast together (pairwise against the first is enough for two). */
static int broadcast_all(const rt__pinned *pins, int n) {
    shape first = shape_of(pins[0].ath);
    for (int i = 1; i < n; i++) {
        shape other = shape_of(pins[i].ath);
        if (first.n < 0 || other.n < 0 || !broadcast(first.size, first.n, other.size, other.n))
            return 0;
    }
    return first.n >= 0;
}

/* A new id for the tensor an ATen call returned; 1, or 0 (the tensor deleted) when the table is full. */
static int issue(rt__ath ath, rt_tensor *result) { return (*result = rt__issue_tensor(ath)) != 0; }

/* A new ATen handle of the same tensor, as a dispatcher stack takes it (the call owns it). */
static int stack_tensor(rt__ath ath, rt__stable_ivalue *slot) {
    rt__ath copy;
    if (rt__aten.new_tensor_handle(ath, &copy) != 0)
        return 0;
    *slot = (rt__stable_ivalue)(uintptr_t)copy;
    return 1;
}

static void unpin_all(rt__pinned *pins, int n) {
    while (n-- > 0)
        rt__unpin(&pins[n]);
}

/* Pin the n tensors of ids, all on the CPU (or, for the dtypes in on_cuda, all on one CUDA device), each of a dtype
 * in its mask: 1 with all pinned, else 0 with none. */
static int pin_all(const rt_tensor *ids, int n, const uint32_t *dtypes, uint32_t on_cuda, rt__pinned *pins) {
    place first, at;
    for (int i = 0; i < n; i++) {
        int ok = rt__pin_tensor(ids[i], &pins[i]);
        if (ok && (!placed(pins[i].ath, dtypes[i], on_cuda, i == 0 ? &first : &at)
                   || (i > 0 && (at.type != first.type || at.index != first.index)))) {
            rt__unpin(&pins[i]);
            ok = 0;
        }
        if (!ok) {
            unpin_all(pins, i);
            return 0;
        }
    }
    return 1;
}

/* Put new handles of the n pinned tensors on a dispatcher stack: 1, or 0 with none left behind. */
static int stack_all(const rt__pinned *pins, int n, rt__stable_ivalue *stack) {
    for (int i = 0; i < n; i++)
        if (!stack_tensor(pins[i].ath, &stack[i])) {
            while (i-- > 0)
                rt__aten.delete_tensor((rt__ath)(uintptr_t)stack[i]);
            return 0;
        }
    return 1;
}

/* Run a dispatcher stack whose handles it owns (it deletes them, whether it succeeds or fails); 1 on success. */
static int call(const char *op, const char *overload, rt__stable_ivalue *stack) {
    return rt__aten.call_dispatcher(op, overload, stack, RT__STABLE_ABI_2_13) == 0;
}

/* -- rt__native_call: an ATen operator from a spec row (native.h) --------------------------------------------- */

#define MAX_ARGS 16
#define MAX_PINS 128   /* tensors one call pins; a longer list is the Python path's */
#define FLOAT32_MAX 3.4028234663852886e38

/* The tensors of a call, pinned in argument order (a list's in its order). */
typedef struct {
    rt__pinned pins[MAX_PINS];
    int n;
    place at;   /* where the first one is; every other one must be there too */
} pinned_set;

static int pin_one(pinned_set *set, rt_tensor id, uint32_t dtypes, uint32_t on_cuda) {
    place at;
    rt__pinned *p = &set->pins[set->n];
    if (set->n == MAX_PINS || !rt__pin_tensor(id, p))
        return 0;
    if (!placed(p->ath, dtypes, on_cuda, set->n == 0 ? &set->at : &at)
        || (set->n > 0 && (at.type != set->at.type || at.index != set->at.index))) {
        rt__unpin(p);
        return 0;
    }
    set->n++;
    return 1;
}

/* Pin every tensor of args, checking dtypes and places: 1, or 0 with none pinned. */
static int pin_args(const rt__arg *args, int n, uint32_t on_cuda, pinned_set *set) {
    set->n = 0;
    for (int i = 0; i < n; i++) {
        const rt__arg *a = &args[i];
        int ok = 1;
        if (a->kind == RT__ARG_TENSOR || a->kind == RT__ARG_VIEWED
            || (a->kind == RT__ARG_OPTIONAL_TENSOR && a->u.id != 0))
            ok = pin_one(set, a->u.id, a->dtypes, on_cuda);
        if (ok && a->kind == RT__ARG_VIEWED) {   /* dense only: the Python path refuses select of a sparse tensor */
            int32_t layout;
            ok = rt__aten.get_layout(set->pins[set->n - 1].ath, &layout) == 0 && layout == rt__aten.layout_strided;
        }
        else if (a->kind == RT__ARG_TENSORS) {
            const rt_tensor *ids = a->u.many.list;
            ok = a->u.many.count > 0 && ids != NULL;
            for (int64_t k = 0; ok && k < a->u.many.count; k++)
                ok = pin_one(set, ids[k], a->dtypes, on_cuda);
        }
        if (!ok) {
            unpin_all(set->pins, set->n);
            return 0;
        }
    }
    return 1;
}

/* 1 when d is a dim of a tensor of ndim dims (extra more for a new one): in [-n, n), n = max(ndim + extra, 1). */
static int dim_ok(int64_t d, int64_t ndim, int32_t extra) {
    int64_t span = ndim + extra > 1 ? ndim + extra : 1;
    return ndim >= 0 && d >= -span && d < span;
}

/* 1 when the sizes (-1: the first tensor's size there, counted from the end) span under 2**63 bytes of the first
 * tensor's dtype, size-0 dims counted as 1: the runtime's addressability bound (runtime/args.py addressable). */
static int addressable(const int64_t *sizes, int64_t count, rt__ath first) {
    shape s = shape_of(first);
    int32_t dtype;
    int64_t bytes;
    if (s.n < 0 || rt__aten.get_dtype(first, &dtype) != 0)
        return 0;
    bytes = (int64_t)rt__aten.element_size(dtype);
    for (int64_t k = 0; k < count; k++) {
        int64_t at = s.n - (count - k), size = sizes[k];
        if (size < -1)
            return 0;
        if (size == -1)
            size = at >= 0 ? s.size[at] : 1;
        if (__builtin_mul_overflow(bytes, size > 1 ? size : 1, &bytes))
            return 0;
    }
    return 1;
}

/* 1 when the numbers and dims of args are what the Python path takes (the first tensor is pins[0]). */
static int in_range(const rt__arg *args, int n, const pinned_set *set) {
    int64_t ndim = set->n > 0 ? dims(set->pins[0].ath) : -1;
    int32_t first_dtype = -1;
    if (set->n > 0 && rt__aten.get_dtype(set->pins[0].ath, &first_dtype) != 0)
        return 0;
    for (int i = 0; i < n; i++) {
        const rt__arg *a = &args[i];
        if (a->kind == RT__ARG_DIM || a->kind == RT__ARG_OPTIONAL_DIM) {
            if (!dim_ok(a->u.integer, ndim, a->extra))
                return 0;
        } else if (a->kind == RT__ARG_DIMS || a->kind == RT__ARG_OPTIONAL_DIMS) {
            const int64_t *values = a->u.many.list;
            if (a->u.many.count < 0 || a->u.many.count > RT__MAX_DIMS || (a->u.many.count > 0 && values == NULL))
                return 0;
            for (int64_t k = 0; k < a->u.many.count; k++)
                if (!dim_ok(values[k], ndim, 0))
                    return 0;
        } else if (a->kind == RT__ARG_FINITE || a->kind == RT__ARG_NONNEGATIVE || a->kind == RT__ARG_POSITIVE) {
            double v = a->u.number;
            if (v != v || v == __builtin_inf() || v == -__builtin_inf()
                || (first_dtype != RT_FLOAT64 && (v > FLOAT32_MAX || v < -FLOAT32_MAX))
                || (a->kind == RT__ARG_NONNEGATIVE && v < 0) || (a->kind == RT__ARG_POSITIVE && v <= 0))
                return 0;
        } else if ((a->kind == RT__ARG_INTS || a->kind == RT__ARG_OPTIONAL_INTS || a->kind == RT__ARG_INT32S)
                   && (a->u.many.count < 0 || a->u.many.count > RT__MAX_DIMS
                       || (a->u.many.count > 0 && a->u.many.list == NULL))) {
            return 0;
        } else if (a->kind == RT__ARG_STRING && a->u.text == NULL) {
            return 0;
        } else if (a->kind == RT__ARG_VIEWED && !rt__aten.grad_mode_is_enabled()) {
            return 0;
        } else if (a->kind == RT__ARG_SHAPE
                   && (a->u.many.count < 0 || a->u.many.count > RT__MAX_DIMS
                       || (a->u.many.count > 0 && a->u.many.list == NULL) || set->n == 0
                       || !addressable(a->u.many.list, a->u.many.count, set->pins[0].ath))) {
            return 0;
        } else if (a->kind == RT__ARG_DTYPE
                   && (a->u.integer < 0 || a->u.integer >= 32 || !(a->dtypes & RT__DTYPE_BIT(a->u.integer)))) {
            return 0;
        } else if (a->kind == RT__ARG_UNIT) {
            if (!(a->u.number >= 0 && a->u.number <= 1))   /* NaN fails both */
                return 0;
        } else if (a->kind == RT__ARG_REDUCTION && (a->u.integer < 0 || a->u.integer > 2)) {
            return 0;
        } else if (a->kind == RT__ARG_NAN_NONE && (a->u.number == __builtin_inf() || a->u.number == -__builtin_inf())) {
            return 0;
        }
        if (a->kind == RT__ARG_INT32S)
            for (int64_t k = 0; k < a->u.many.count; k++)
                if (((const int64_t *)a->u.many.list)[k] > INT32_MAX)
                    return 0;
    }
    return 1;
}

/* 1 when the pinned tensor fits its argument's shape rule (native.h), binding the call's symbols in sym. */
static int fits_rule(const int32_t *rule, rt__ath ath, rt__ath first, int64_t *sym, uint32_t *bound) {
    shape s = shape_of(ath), f;
    int32_t dtype, first_dtype, n = rule[2];
    int64_t at;
    if (s.n < 0 || (rule[1] ? s.n < n : s.n != n))
        return 0;
    if ((rule[0] & RT__RULE_DTYPE) && (rt__aten.get_dtype(ath, &dtype) != 0
                                       || rt__aten.get_dtype(first, &first_dtype) != 0 || dtype != first_dtype))
        return 0;
    if (rule[0] & RT__RULE_SHAPE) {
        f = shape_of(first);
        if (f.n != s.n || (s.n > 0 && memcmp(f.size, s.size, (size_t)s.n * sizeof *s.size) != 0))
            return 0;
    }
    at = s.n - n;
    for (int32_t k = 0; k < n; k++) {
        int32_t multiple = rule[3 + 2 * k], symbol = rule[4 + 2 * k];
        int64_t size = s.size[at + k];
        if (symbol == RT__SIZE_LITERAL) {
            if (size != multiple)
                return 0;
        } else if (symbol >= 0 && symbol < RT__RULE_SYMBOLS) {
            if (!(*bound & (1u << symbol))) {   /* its first appearance stands alone (abi/native_call.py) */
                sym[symbol] = size;
                *bound |= 1u << symbol;
            } else if (size != multiple * sym[symbol]) {
                return 0;
            }
        } else if (symbol == RT__SIZE_POSITIVE) {
            if (size == 0)
                return 0;
        } else if (symbol != RT__SIZE_ANY) {
            return 0;
        }
    }
    return 1;
}

/* 1 when every pinned tensor fits its argument's shape rule (the pins in argument order, as pin_args made them). */
static int fits_rules(const rt__arg *args, int n, const pinned_set *set) {
    int64_t sym[RT__RULE_SYMBOLS];
    uint32_t bound = 0;
    int next = 0;
    for (int i = 0; i < n; i++) {
        const rt__arg *a = &args[i];
        int64_t count = a->kind == RT__ARG_TENSOR ? 1 : a->kind == RT__ARG_OPTIONAL_TENSOR ? a->u.id != 0
                        : a->kind == RT__ARG_TENSORS ? a->u.many.count : 0;
        for (int64_t k = 0; k < count; k++, next++)
            if (a->rule != NULL && !fits_rule(a->rule, set->pins[next].ath, set->pins[0].ath, sym, &bound))
                return 0;
    }
    return 1;
}

static void drop_value(rt__arg_kind kind, rt__stable_ivalue v);

/* A boxed optional holding v, a value of kind (the call frees both), or 0 on failure (v dropped as its kind). */
static rt__stable_ivalue boxed(rt__arg_kind kind, rt__stable_ivalue v) {
    rt__stable_ivalue *box;
    if (rt__aten.new_stable_ivalue(&box) != 0) {
        drop_value(kind, v);
        return 0;
    }
    *box = v;
    return (rt__stable_ivalue)(uintptr_t)box;
}

/* A stack value the call did not take (built, then the call not made): free what it owns. */
static void drop_value(rt__arg_kind kind, rt__stable_ivalue v) {
    switch (kind) {
    case RT__ARG_TENSOR: case RT__ARG_SCALAR: case RT__ARG_VIEWED:
        if (v != 0)
            rt__aten.delete_tensor((rt__ath)(uintptr_t)v);
        break;
    case RT__ARG_TENSORS: case RT__ARG_INTS: case RT__ARG_DIMS: case RT__ARG_SHAPE: case RT__ARG_INT32S: {
        size_t size = 0;
        rt__stable_ivalue item;
        if (kind == RT__ARG_TENSORS && rt__aten.list_size((void *)(uintptr_t)v, &size) == 0)
            for (size_t k = 0; k < size; k++)
                if (rt__aten.list_get_item((void *)(uintptr_t)v, k, &item) == 0)
                    rt__aten.delete_tensor((rt__ath)(uintptr_t)item);
        rt__aten.delete_list((void *)(uintptr_t)v);
        break;
    }
    case RT__ARG_OPTIONAL_INT: case RT__ARG_OPTIONAL_DIM: case RT__ARG_OPTIONAL_DOUBLE: case RT__ARG_OPTIONAL_INTS:
    case RT__ARG_OPTIONAL_DIMS: case RT__ARG_NAN_NONE: case RT__ARG_ZERO_NONE: case RT__ARG_OPTIONAL_TENSOR:
    case RT__ARG_SCALAR_NAN_NONE:
        if (v != 0) {   /* a box, holding a value of its own kind */
            rt__stable_ivalue *box = (rt__stable_ivalue *)(uintptr_t)v;
            if (kind == RT__ARG_OPTIONAL_INTS || kind == RT__ARG_OPTIONAL_DIMS)
                drop_value(RT__ARG_INTS, *box);
            else if (kind == RT__ARG_OPTIONAL_TENSOR || kind == RT__ARG_SCALAR_NAN_NONE)
                drop_value(RT__ARG_TENSOR, *box);
            rt__aten.delete_stable_ivalue(box);
        }
        break;
    case RT__ARG_STRING:
        rt__aten.delete_string((void *)(uintptr_t)v);
        break;
    default:
        break;
    }
}

/* A list of int64 values, or 0. */
static rt__stable_ivalue int_list(const int64_t *values, int64_t count) {
    void *list;
    if (rt__aten.new_list((size_t)count, &list) != 0)
        return 0;
    for (int64_t k = 0; k < count; k++)
        if (rt__aten.list_push_back(list, (rt__stable_ivalue)values[k]) != 0) {
            rt__aten.delete_list(list);
            return 0;
        }
    return (rt__stable_ivalue)(uintptr_t)list;
}

/* The stack value of one argument (its tensors taken from the pinned set, from *next on), or 0 on failure, which
 * *ok tells from a None. */
static rt__stable_ivalue stack_value(const rt__arg *a, const pinned_set *set, int *next, int *ok) {
    rt__stable_ivalue v = 0;
    *ok = 1;
    switch (a->kind) {
    case RT__ARG_TENSOR: case RT__ARG_VIEWED:
        *ok = stack_tensor(set->pins[(*next)++].ath, &v);
        return v;
    case RT__ARG_OPTIONAL_TENSOR:
        if (a->u.id == 0)
            return 0;
        *ok = stack_tensor(set->pins[(*next)++].ath, &v) && (v = boxed(RT__ARG_TENSOR, v)) != 0;
        return v;
    case RT__ARG_TENSORS: {
        void *list;
        if (rt__aten.new_list((size_t)a->u.many.count, &list) != 0) {
            *ok = 0;
            return 0;
        }
        for (int64_t k = 0; k < a->u.many.count; k++) {
            rt__stable_ivalue t;
            if (!stack_tensor(set->pins[(*next)++].ath, &t)) {
                *ok = 0;
            } else if (rt__aten.list_push_back(list, t) != 0) {
                rt__aten.delete_tensor((rt__ath)(uintptr_t)t);
                *ok = 0;
            }
            if (!*ok) {
                drop_value(RT__ARG_TENSORS, (rt__stable_ivalue)(uintptr_t)list);
                return 0;
            }
        }
        return (rt__stable_ivalue)(uintptr_t)list;
    }
    case RT__ARG_INT: case RT__ARG_DIM: case RT__ARG_DTYPE: case RT__ARG_REDUCTION:
        return (rt__stable_ivalue)a->u.integer;
    case RT__ARG_OPTIONAL_INT: case RT__ARG_OPTIONAL_DIM: case RT__ARG_ZERO_NONE:
        if (a->kind == RT__ARG_ZERO_NONE && a->u.integer == 0)
            return 0;
        *ok = (v = boxed(RT__ARG_INT, (rt__stable_ivalue)a->u.integer)) != 0;
        return v;
    case RT__ARG_DOUBLE: case RT__ARG_FINITE: case RT__ARG_NONNEGATIVE: case RT__ARG_UNIT: case RT__ARG_POSITIVE:
        memcpy(&v, &a->u.number, sizeof v);   /* a float is its double's bits */
        return v;
    case RT__ARG_OPTIONAL_DOUBLE: case RT__ARG_NAN_NONE:
        if (a->kind == RT__ARG_NAN_NONE && a->u.number != a->u.number)
            return 0;
        memcpy(&v, &a->u.number, sizeof v);
        *ok = (v = boxed(RT__ARG_DOUBLE, v)) != 0;
        return v;
    case RT__ARG_SCALAR: case RT__ARG_SCALAR_NAN_NONE: {
        rt__ath scalar;
        void *data;
        if (a->kind == RT__ARG_SCALAR_NAN_NONE && a->u.number != a->u.number)
            return 0;   /* None */
        if (rt__aten.empty_strided(0, NULL, NULL, RT_FLOAT64, rt__aten.device_cpu, 0, &scalar) != 0) {
            *ok = 0;
            return 0;
        }
        if (rt__aten.get_data_ptr(scalar, &data) != 0) {
            rt__aten.delete_tensor(scalar);
            *ok = 0;
            return 0;
        }
        memcpy(data, &a->u.number, sizeof(double));
        v = (rt__stable_ivalue)(uintptr_t)scalar;
        if (a->kind == RT__ARG_SCALAR_NAN_NONE)
            *ok = (v = boxed(RT__ARG_TENSOR, v)) != 0;
        return v;
    }
    case RT__ARG_BOOL:
        return a->u.integer != 0;
    case RT__ARG_NONE:
        return 0;
    case RT__ARG_INTS: case RT__ARG_DIMS: case RT__ARG_SHAPE: case RT__ARG_INT32S:
        *ok = (v = int_list(a->u.many.list, a->u.many.count)) != 0;
        return v;
    case RT__ARG_OPTIONAL_INTS: case RT__ARG_OPTIONAL_DIMS:
        *ok = (v = int_list(a->u.many.list, a->u.many.count)) != 0 && (v = boxed(RT__ARG_INTS, v)) != 0;
        return v;
    case RT__ARG_STRING: {
        void *text;
        *ok = rt__aten.new_string_handle(a->u.text, strlen(a->u.text), &text) == 0;
        return *ok ? (rt__stable_ivalue)(uintptr_t)text : 0;
    }
    }
    *ok = 0;
    return 0;
}

/* Issue ids for the n tensors ATen returned: 1, or 0 with every one deleted or freed. */
static int issue_all(rt__stable_ivalue *values, int n, rt_tensor *ids) {
    for (int i = 0; i < n; i++)
        if ((ids[i] = rt__issue_tensor((rt__ath)(uintptr_t)values[i])) == 0) {   /* values[i] deleted with it */
            for (int k = i + 1; k < n; k++)
                rt__aten.delete_tensor((rt__ath)(uintptr_t)values[k]);
            while (i-- > 0)
                rt__release_tensor(ids[i]);
            return 0;
        }
    return 1;
}

/* The tensors of a returned Tensor[], given ids in outs (at most capacity): 1, or 0 with none left behind. */
static int issue_list(rt__stable_ivalue list, rt_tensor *outs, int32_t capacity, int32_t *count) {
    rt__stable_ivalue values[MAX_PINS];
    size_t size = 0;
    int ok = rt__aten.list_size((void *)(uintptr_t)list, &size) == 0 && size <= (size_t)capacity && size <= MAX_PINS;
    for (size_t k = 0; ok && k < size; k++)
        ok = rt__aten.list_get_item((void *)(uintptr_t)list, k, &values[k]) == 0;
    if (!ok) {
        drop_value(RT__ARG_TENSORS, list);
        return 0;
    }
    rt__aten.delete_list((void *)(uintptr_t)list);   /* the items are ours now */
    *count = (int32_t)size;
    return issue_all(values, (int)size, outs);
}

/* 1 when the first tensor has elements: along the first dim argument, when there is one and the tensor has dims. */
static int nonempty(const rt__arg *args, int n, const pinned_set *set) {
    shape s;
    int64_t numel;
    if (set->n == 0)
        return 0;
    s = shape_of(set->pins[0].ath);
    for (int i = 0; i < n; i++)
        if (args[i].kind == RT__ARG_DIM || args[i].kind == RT__ARG_OPTIONAL_DIM) {   /* in range: checked */
            int64_t d = args[i].u.integer;
            return s.n == 0 || s.size[d < 0 ? d + s.n : d] > 0;
        }
    return rt__aten.get_numel(set->pins[0].ath, &numel) == 0 && numel > 0;
}

/* The shim parts a call of these arguments and results needs (entries.c checks the same before calling a fast
 * function; the hand-written ones reach this function too). */
static uint32_t shim_parts_of(const rt__arg *args, int n, rt__returns returns) {
    uint32_t parts = RT__SHIM_DISPATCHER | (returns == RT__RETURNS_TENSOR_LIST ? RT__SHIM_LISTS : 0);
    for (int k = 0; k < n; k++)
        switch (args[k].kind) {
        case RT__ARG_OPTIONAL_INTS: case RT__ARG_OPTIONAL_DIMS:
            parts |= RT__SHIM_LISTS | RT__SHIM_BOXES;
            break;
        case RT__ARG_TENSORS: case RT__ARG_INTS: case RT__ARG_DIMS: case RT__ARG_SHAPE: case RT__ARG_INT32S:
            parts |= RT__SHIM_LISTS;
            break;
        case RT__ARG_STRING:
            parts |= RT__SHIM_STRINGS;
            break;
        case RT__ARG_OPTIONAL_TENSOR: case RT__ARG_OPTIONAL_INT: case RT__ARG_OPTIONAL_DIM: case RT__ARG_ZERO_NONE:
        case RT__ARG_OPTIONAL_DOUBLE: case RT__ARG_NAN_NONE: case RT__ARG_SCALAR_NAN_NONE:
            parts |= RT__SHIM_BOXES;
            break;
        default:
            break;
        }
    return parts;
}

int rt__native_call(const char *op, const char *overload, const rt__arg *args, int n, uint32_t on_cuda,
                    int checks, rt__returns returns, void *result, rt_tensor *const *outs, int32_t capacity) {
    pinned_set set;
    rt__stable_ivalue stack[MAX_ARGS];
    int64_t numel;
    int built = 0, next = 0, ok;
    if (!rt__usable() || n > MAX_ARGS || !rt__shim_has(shim_parts_of(args, n, returns))
        || !pin_args(args, n, on_cuda, &set))
        return 0;
    ok = in_range(args, n, &set) && fits_rules(args, n, &set)
         && (!(checks & RT__CHECK_BROADCAST) || set.n < 2 || broadcast_all(set.pins, set.n))
         && (!(checks & RT__CHECK_NONEMPTY) || nonempty(args, n, &set))
         && (!(checks & RT__CHECK_ELEMENTS) || (set.n > 0 && rt__aten.get_numel(set.pins[0].ath, &numel) == 0
                                                 && numel > 0));
    for (; ok && built < n; built++)
        stack[built] = stack_value(&args[built], &set, &next, &ok);
    if (!ok) {   /* the one that failed left nothing behind */
        while (--built >= 0)
            drop_value(args[built].kind, stack[built]);
        unpin_all(set.pins, set.n);
        return 0;
    }
    ok = call(op, overload, stack);
    unpin_all(set.pins, set.n);
    if (!ok)
        return 0;
    switch (returns) {
    case RT__RETURNS_TENSOR:
        return issue_all(stack, 1, (rt_tensor *)result);
    case RT__RETURNS_TENSORS: {
        rt_tensor ids[MAX_ARGS];
        if (!issue_all(stack, capacity, ids))
            return 0;
        for (int32_t i = 0; i < capacity; i++)
            *outs[i] = ids[i];
        return 1;
    }
    case RT__RETURNS_TENSOR_LIST:
        return issue_list(stack[0], outs[0], capacity, (int32_t *)result);
    case RT__RETURNS_BOOL:
        *(int32_t *)result = (int32_t)(stack[0] & 0xFF);   /* a bool's byte */
        return 1;
    case RT__RETURNS_INT:
        *(int64_t *)result = (int64_t)stack[0];
        return 1;
    case RT__RETURNS_NOTHING:
        return 1;
    }
    return 0;
}

/* -- section 7: the shape of a tensor ------------------------------------------------------------------------------ */

int rt__native_tensor_numel(rt_tensor x, int64_t *result) {
    rt__pinned p;
    int ok;
    if (!rt__usable() || !rt__pin_tensor(x, &p))
        return 0;
    ok = rt__aten.get_numel(p.ath, result) == 0;
    rt__unpin(&p);
    return ok;
}

int rt__native_tensor_ndim(rt_tensor x, int32_t *result) {
    rt__pinned p;
    int64_t n;
    if (!rt__usable() || !rt__pin_tensor(x, &p))
        return 0;
    n = dims(p.ath);
    rt__unpin(&p);
    *result = (int32_t)n;
    return n >= 0;
}

/* -- section 14: freeing ------------------------------------------------------------------------------------------- */

int rt__native_tensor_free(rt_tensor x, int32_t *result) {
    if (!rt__usable() || x == 0 || !rt__release_tensor(x))   /* 0 (a no-op) and every error: the Python path */
        return 0;
    *result = RT_OK;
    return 1;
}

/* -- section 16: scopes, kept in the C table (handle_table.c) -------------------------------------------------------
 * scope_end frees in C the tensors only C holds; when the scope also holds ids Python has an object for (or of
 * other kinds) the Python path closes it: they stay recorded, so nothing is lost. Every refusal (no scope open, a
 * handle that is not a live tensor) is the Python path's to report. */

int rt__native_scope_begin(int32_t *result) {
    if (!rt__usable() || rt__scope_begin() < 0)
        return 0;
    *result = RT_OK;
    return 1;
}

int rt__native_scope_keep(rt_tensor x, int32_t *result) {
    int32_t kind;
    if (!rt__usable() || rt__handle_status(x, &kind) != RT__LIVE || kind != RT__KIND_TENSOR || rt__scope_keep(x) < 0)
        return 0;
    *result = RT_OK;
    return 1;
}

int rt__native_scope_end(int32_t *result) {
    int32_t freed;
    if (!rt__usable() || rt__scope_close(NULL, 0, &freed) < 0)
        return 0;
    *result = RT_OK;
    return 1;
}

/* -- section 3: a + b and a - b ------------------------------------------------------------------------------
 * PyTorch 2.13's dispatcher shim cannot pass a Scalar (add's alpha), but its ATen shim has at::subtract with alpha
 * as a double: a - (-1) * b runs add's kernel with alpha 1 (sub negates alpha and calls add's kernel), so the values
 * and gradients are a + b's, bit for bit. An integer alpha of type double is refused for integer tensors, hence
 * floating dtypes only. */

static int subtract(rt_tensor a, rt_tensor b, double alpha, rt_tensor *result) {
    static const uint32_t masks[2] = {FLOATING, FLOATING};
    rt__pinned p[2];
    const rt_tensor ids[2] = {a, b};
    rt__ath out = NULL;
    int ok;
    if (!rt__usable() || !pin_all(ids, 2, masks, FLOATING, p))
        return 0;
    ok = broadcast_all(p, 2) && rt__aten.subtract(p[0].ath, p[1].ath, alpha, &out) == 0;
    unpin_all(p, 2);
    return ok && issue(out, result);
}

int rt__native_tensor_add(rt_tensor a, rt_tensor b, rt_tensor *result) { return subtract(a, b, -1.0, result); }

int rt__native_tensor_sub(rt_tensor a, rt_tensor b, rt_tensor *result) { return subtract(a, b, 1.0, result); }

/* a + s: the same subtraction of a 0-dim float64 tensor of s (the Tensor stand-in for add's Scalar, as
 * rt__native_call's RT__ARG_SCALAR). Floating tensors only: a 0-dim float64 tensor would promote an integer one to
 * float64, where PyTorch's number gives float32. */
int rt__native_tensor_add_scalar(rt_tensor a, double s, rt_tensor *result) {
    static const uint32_t masks[1] = {FLOATING};
    rt__pinned p;
    rt__ath scalar, out = NULL;
    void *data;
    int ok;
    if (!rt__usable() || !pin_all(&a, 1, masks, FLOATING, &p))
        return 0;
    ok = rt__aten.empty_strided(0, NULL, NULL, RT_FLOAT64, rt__aten.device_cpu, 0, &scalar) == 0;
    if (ok) {
        ok = rt__aten.get_data_ptr(scalar, &data) == 0;
        if (ok) {
            memcpy(data, &s, sizeof s);
            ok = rt__aten.subtract(p.ath, scalar, -1.0, &out) == 0;
        }
        rt__aten.delete_tensor(scalar);
    }
    unpin_all(&p, 1);
    return ok && issue(out, result);
}

/* -- section 4: tanhshrink, F.tanhshrink's x - x.tanh(): tanh through the dispatcher, then the subtraction with alpha
 * 1 (subtract, as for a - b). Floating tensors only, as for a - b. */

int rt__native_tanhshrink(rt_tensor x, rt_tensor *result) {
    static const uint32_t masks[1] = {FLOATING};
    rt__pinned p;
    rt__stable_ivalue stack[1];
    rt__ath out = NULL;
    int ok;
    if (!rt__usable() || !pin_all(&x, 1, masks, FLOATING, &p))
        return 0;
    ok = stack_tensor(p.ath, &stack[0]) && call("aten::tanh", "", stack);
    if (ok) {
        ok = rt__aten.subtract(p.ath, (rt__ath)(uintptr_t)stack[0], 1.0, &out) == 0;
        rt__aten.delete_tensor((rt__ath)(uintptr_t)stack[0]);
    }
    unpin_all(&p, 1);
    return ok && issue(out, result);
}

/* -- section 9: linear layer -----------------------------------------------------------------------------------
 * aten::linear(input, weight, bias?), which F.linear calls, where it cannot fail: x at least 1-D with the weight's
 * in_features last, a 2-D weight (a 1-D one has rules of its own), a 1-D bias of out_features in x's dtype. */

int rt__native_nn_linear(rt_tensor x, rt_tensor weight, rt_tensor bias, rt_tensor *result) {
    static const uint32_t masks[3] = {RT__NATIVE_DTYPES, RT__NATIVE_DTYPES, RT__NATIVE_DTYPES};
    rt__pinned p[3];
    rt__stable_ivalue stack[3], *boxed = NULL;
    const rt_tensor ids[3] = {x, weight, bias};
    int n = bias != 0 ? 3 : 2, ok;
    int32_t xdtype = -1, bdtype = -2;
    shape sx, sw;
    if (!rt__usable() || !pin_all(ids, n, masks, FLOATING, p))   /* PyTorch's CUDA has no integer products */
        return 0;
    sx = shape_of(p[0].ath);
    sw = shape_of(p[1].ath);
    ok = sx.n >= 1 && sw.n == 2 && sx.size[sx.n - 1] == sw.size[1];
    if (ok && n == 3) {
        shape sb = shape_of(p[2].ath);
        ok = sb.n == 1 && sb.size[0] == sw.size[0] && rt__aten.get_dtype(p[0].ath, &xdtype) == 0
             && rt__aten.get_dtype(p[2].ath, &bdtype) == 0 && xdtype == bdtype
             && rt__aten.new_stable_ivalue(&boxed) == 0;
    }
    if (ok && !stack_all(p, n, stack)) {
        if (boxed != NULL)
            rt__aten.delete_stable_ivalue(boxed);
        ok = 0;
    }
    if (ok) {   /* an optional argument is 0 for None, else a boxed value the call frees */
        if (n == 3) {
            *boxed = stack[2];
            stack[2] = (rt__stable_ivalue)(uintptr_t)boxed;
        } else {
            stack[2] = 0;
        }
        ok = call("aten::linear", "", stack);
    }
    unpin_all(p, n);
    return ok && issue((rt__ath)(uintptr_t)stack[0], result);
}

/* -- section 10: cross entropy -----------------------------------------------------------------------------------
 * aten::cross_entropy_loss, which F.cross_entropy calls, for (N, C) float scores and (N,) int64 classes, each a
 * class or -100 (PyTorch's ignore_index, which both paths leave out); a class out of range is the Python path's to
 * report. */

#define IGNORE_INDEX (-100)

/* 1 when each of the n int64 class indices of target is in [0, classes) or PyTorch's ignore_index. */
static int classes_in_range(rt__ath target, int64_t n, int64_t classes) {
    const int64_t *value;
    int64_t *stride;
    if (rt__aten.get_data_ptr(target, (void **)&value) != 0 || rt__aten.get_strides(target, &stride) != 0)
        return 0;
    for (int64_t i = 0; i < n; i++) {
        int64_t c = value[i * stride[0]];
        if ((c < 0 || c >= classes) && c != IGNORE_INDEX)
            return 0;
    }
    return 1;
}

int rt__native_nn_cross_entropy(rt_tensor logits, rt_tensor target, int32_t reduction, rt_tensor *result) {
    static const uint32_t masks[2] = {FLOATING, RT__DTYPE_BIT(RT_INT64)};
    rt__pinned p[2];
    rt__stable_ivalue stack[6];
    const rt_tensor ids[2] = {logits, target};
    shape scores, classes;
    double no_smoothing = 0.0;
    int ok;
    if (!rt__usable() || reduction < RT_REDUCTION_NONE || reduction > RT_REDUCTION_SUM
        || !pin_all(ids, 2, masks, CPU_ONLY, p))
        return 0;
    scores = shape_of(p[0].ath);
    classes = shape_of(p[1].ath);
    ok = scores.n == 2 && classes.n == 1 && scores.size[0] == classes.size[0]
         && classes_in_range(p[1].ath, classes.size[0], scores.size[1]) && stack_all(p, 2, stack);
    if (ok) {
        stack[2] = 0;                                   /* weight: None */
        stack[3] = (rt__stable_ivalue)reduction;        /* ATen's Reduction values are the ABI's */
        stack[4] = (rt__stable_ivalue)(int64_t)IGNORE_INDEX;
        __builtin_memcpy(&stack[5], &no_smoothing, sizeof no_smoothing);   /* label_smoothing: a double's bits */
        ok = call("aten::cross_entropy_loss", "", stack);
    }
    unpin_all(p, 2);
    return ok && issue((rt__ath)(uintptr_t)stack[0], result);
}

/* -- section 5: matmul ---------------------------------------------------------------------------------------------
 * aten::matmul where its shapes multiply: the last dim of a meets b's second to last (its only one if 1-D), and the
 * batch dims in front broadcast. */

int rt__native_tensor_matmul(rt_tensor a, rt_tensor b, rt_tensor *result) {
    static const uint32_t masks[2] = {RT__NATIVE_DTYPES, RT__NATIVE_DTYPES};
    rt__pinned p[2];
    rt__stable_ivalue stack[2];
    const rt_tensor ids[2] = {a, b};
    shape sa, sb;
    int ok;
    if (!rt__usable() || !pin_all(ids, 2, masks, FLOATING, p))   /* PyTorch's CUDA has no integer products */
        return 0;
    sa = shape_of(p[0].ath);
    sb = shape_of(p[1].ath);
    ok = sa.n >= 1 && sb.n >= 1 && sa.size[sa.n - 1] == sb.size[sb.n > 1 ? sb.n - 2 : 0]
         && broadcast(sa.size, sa.n > 2 ? sa.n - 2 : 0, sb.size, sb.n > 2 ? sb.n - 2 : 0)
         && stack_all(p, 2, stack) && call("aten::matmul", "", stack);
    unpin_all(p, 2);
    return ok && issue((rt__ath)(uintptr_t)stack[0], result);
}

/* -- sections 2 and 7: data in and out ---------------------------------------------------------------------------
 * One memcpy, for a new contiguous CPU tensor (when the default device is the CPU) or from a contiguous CPU tensor,
 * of a real dtype. Not bool into a tensor: the runtime reads any non-zero byte as true. Not out of a negative
 * view (PyTorch's x.conj().imag), whose memory holds the values negated. */

#define COPIED_IN (RT__DTYPE_BIT(RT_UINT8) | RT__DTYPE_BIT(RT_INT8) | RT__DTYPE_BIT(RT_INT16) \
                   | RT__DTYPE_BIT(RT_INT32) | RT__DTYPE_BIT(RT_INT64) | RT__DTYPE_BIT(RT_FLOAT16) \
                   | RT__DTYPE_BIT(RT_FLOAT32) | RT__DTYPE_BIT(RT_FLOAT64) | RT__DTYPE_BIT(RT_BFLOAT16))
#define COPIED_OUT (COPIED_IN | RT__DTYPE_BIT(RT_BOOL))

int rt__contiguous_strides(const int64_t *dims, int32_t ndims, int64_t size, int64_t *strides, int64_t *numel) {
    int64_t span = 1;
    if (ndims < 0 || ndims > RT__MAX_DIMS || (ndims > 0 && dims == NULL))
        return 0;
    *numel = 1;
    for (int32_t i = ndims - 1; i >= 0; i--) {   /* contiguous strides, as torch.empty makes them */
        int64_t at_least_one = dims[i] > 1 ? dims[i] : 1;
        if (dims[i] < 0 || span > INT64_MAX / at_least_one / size)   /* the runtime's bound: its bytes under 2**63 */
            return 0;
        strides[i] = span;
        span *= at_least_one;
        *numel *= dims[i];
    }
    return 1;
}

int rt__native_tensor_from_data(const void *data, const int64_t *dims, int32_t ndims, int32_t dtype,
                                rt_tensor *result) {
    int64_t strides[RT__MAX_DIMS], numel, size;
    rt__ath out;
    void *into;
    if (!rt__usable() || !__atomic_load_n(&rt__native_default_cpu, __ATOMIC_ACQUIRE) || dtype < 0 || dtype >= 32
        || !(COPIED_IN & RT__DTYPE_BIT(dtype)))
        return 0;
    size = (int64_t)rt__aten.element_size(dtype);
    if (!rt__contiguous_strides(dims, ndims, size, strides, &numel))
        return 0;
    if (numel > 0 && data == NULL)
        return 0;
    if (rt__aten.empty_strided(ndims, dims, strides, dtype, rt__aten.device_cpu, 0, &out) != 0)
        return 0;
    if (numel > 0) {
        if (rt__aten.get_data_ptr(out, &into) != 0) {
            rt__aten.delete_tensor(out);
            return 0;
        }
        memcpy(into, data, (size_t)(numel * size));
    }
    return issue(out, result);
}

/* 1 when the tensor is a negative view (aten::is_neg, through the dispatcher; the shim has no getter for it). */
static int negative_view(rt__ath ath, int *is_neg) {
    rt__stable_ivalue stack[1];
    if (!stack_tensor(ath, &stack[0]) || !call("aten::is_neg", "", stack))
        return 0;
    *is_neg = (stack[0] & 0xFF) != 0;   /* a bool's byte */
    return 1;
}

int rt__native_tensor_copy_to(rt_tensor x, void *out, int64_t out_nbytes, int64_t *result) {
    static const uint32_t masks[1] = {COPIED_OUT};
    rt__pinned p;
    _Bool contiguous = 0;
    int32_t dtype;
    int64_t numel, need;
    void *from;
    int ok, is_neg = 1;
    if (!rt__usable() || out == NULL || out_nbytes < 0 || !pin_all(&x, 1, masks, CPU_ONLY, &p))
        return 0;
    ok = rt__aten.get_numel(p.ath, &numel) == 0 && rt__aten.get_dtype(p.ath, &dtype) == 0
         && rt__aten.is_contiguous(p.ath, &contiguous) == 0 && contiguous && negative_view(p.ath, &is_neg) && !is_neg
         && rt__aten.get_data_ptr(p.ath, &from) == 0;
    need = ok ? numel * (int64_t)rt__aten.element_size(dtype) : 0;
    ok = ok && need <= out_nbytes;
    if (ok && need > 0)
        memcpy(out, from, (size_t)need);
    unpin_all(&p, 1);
    *result = need;
    return ok;
}

/* -- section 12: backward ----------------------------------------------------------------------------------------
 * aten::_backward(loss, inputs=[], gradient=None, retain_graph=None, create_graph=False): torch::autograd::backward,
 * on the engine torch's Python side installs, as loss.backward() runs it. For a float32 or float64 loss of one
 * element. When ATen fails (a loss that does not require grad, a graph already freed), the Python side reports it
 * as its path would, without running backward again. */

int rt__native_tensor_backward(rt_tensor loss, int32_t *result) {
    static const uint32_t masks[1] = {FLOATING};
    rt__pinned p;
    rt__stable_ivalue stack[5];
    void *no_inputs;
    int64_t numel = 0;
    int ok;
    if (!rt__usable() || !pin_all(&loss, 1, masks, CPU_ONLY, &p))
        return 0;
    ok = rt__aten.get_numel(p.ath, &numel) == 0 && numel == 1 && stack_tensor(p.ath, &stack[0]);
    if (ok && rt__aten.new_list(0, &no_inputs) != 0) {
        rt__aten.delete_tensor((rt__ath)(uintptr_t)stack[0]);
        ok = 0;
    }
    if (ok) {
        stack[1] = (rt__stable_ivalue)(uintptr_t)no_inputs;   /* the call frees the list, as the tensor */
        stack[2] = stack[3] = stack[4] = 0;   /* gradient None, retain_graph None, create_graph false */
        if (!call("aten::_backward", "", stack)) {
            unpin_all(&p, 1);
            const char *what = rt__aten.exception_what();
            *result = rt__py_backward_failed(loss, what != NULL ? what : "an ATen error without a message");
            return RT__NATIVE_REPORTED;
        }
    }
    unpin_all(&p, 1);
    *result = RT_OK;
    return ok;
}
