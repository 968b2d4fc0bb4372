/* The native optimizer step, zero_grad and gradient clipping (see native.h).
 *
 * The Python side keeps each torch.optim object and its state; for SGD, Adam and AdamW it registers here a plan
 * (ATen handles of the parameters and of their state tensors, and every group's options), which it renews whenever
 * it changes the state or the groups, and updates whenever an option changes. A step runs from the plan with
 * torch.optim's single-tensor algorithm (its CPU default), through PyTorch's dispatcher with grad mode off, as
 * torch.optim's no_grad step does: each operation once per group, on all its parameters at once, through ATen's
 * _foreach_* ops, whose CPU kernels run the single-tensor operator on each tensor in turn. Where an op takes a
 * Scalar, which the 2.13 dispatcher shim cannot pass, it runs the overload that takes 0-dim tensors of the
 * parameters' dtypes (_foreach_mul_.List: the Scalar overloads wrap their number in such a tensor before the same
 * kernel), _foreach_addcmul_/_foreach_addcdiv_.Tensor with a float64 tensor of one value per parameter (their CPU
 * kernels call addcmul_/addcdiv_ with each value as a double Scalar), or subtract with a double alpha (add's kernel
 * with alpha negated), per parameter and unboxed. tests/c/test_fast_optim.c proves the results equal to the Python
 * path's, bit for bit.
 *
 * Everything is checked before the first write: a step that cannot run natively (no plan, a parameter whose state
 * torch.optim has not made yet, a dtype or device it does not take, a step count whose bias correction Python would
 * refuse) returns 0 and the Python path does the whole step. An ATen failure after the first write is reported through
 * the Python side (rt__py_optim_failed), never followed by a second step. */
#pragma GCC optimize("fp-contract=off")   /* the scalar arithmetic rounds as Python's float operations do */

#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "native.h"

#define FLOATING (RT__DTYPE_BIT(RT_FLOAT32) | RT__DTYPE_BIT(RT_FLOAT64))

/* -- what this file looks up beside rt__aten: a missing symbol turns these functions off, nothing else ---------- */

static struct {
    const void *(*grad)(const void *impl);   /* c10::TensorImpl::grad() const: the at::Tensor of its gradient */
    void *(*mutable_grad)(void *impl);       /* c10::TensorImpl::mutable_grad() */
    _Bool (*requires_grad)(const void *impl);   /* c10::TensorImpl::requires_grad() const */
    rt__aoti_error (*assign)(rt__ath src, rt__ath dst);
    void (*grad_mode_set_enabled)(_Bool);
    rt__aoti_error (*is_defined)(rt__ath, _Bool *);
    rt__aoti_error (*get_layout)(rt__ath, int32_t *);
    int32_t layout_strided;
} sym;
static void *undefined_tensor;   /* an at::Tensor is one word, its TensorImpl*: here c10::UndefinedTensorImpl's */
static int bound;

const char *rt__optim_bind(const char *libtorch_cpu, const char *libc10) {
    static char why[512];
    int32_t (*layout_strided)(void);
    void *torch = dlopen(libtorch_cpu, RTLD_NOW | RTLD_NOLOAD), *c10 = dlopen(libc10, RTLD_NOW | RTLD_NOLOAD);
    if (torch == NULL || c10 == NULL) {
        snprintf(why, sizeof why, "%s is not loaded: %s", torch == NULL ? libtorch_cpu : libc10, dlerror());
        return why;
    }
#define FIND(lib, field, symbol) \
    if ((*(void **)&field = dlsym(lib, symbol)) == NULL) { \
        snprintf(why, sizeof why, "the installed torch has no %s", symbol); \
        return why; \
    }
    FIND(c10, sym.grad, "_ZNK3c1010TensorImpl4gradEv")
    FIND(c10, sym.mutable_grad, "_ZN3c1010TensorImpl12mutable_gradEv")
    FIND(c10, sym.requires_grad, "_ZNK3c1010TensorImpl13requires_gradEv")
    FIND(c10, undefined_tensor, "_ZN3c1019UndefinedTensorImpl10_singletonE")
    FIND(torch, sym.assign, "aoti_torch_assign_tensors")
    FIND(torch, sym.grad_mode_set_enabled, "aoti_torch_grad_mode_set_enabled")
    FIND(torch, sym.is_defined, "aoti_torch_is_defined")
    FIND(torch, sym.get_layout, "aoti_torch_get_layout")
    FIND(torch, layout_strided, "aoti_torch_layout_strided")
#undef FIND
    sym.layout_strided = layout_strided();
    __atomic_store_n(&bound, 1, __ATOMIC_RELEASE);
    return NULL;   /* both stay open: torch's libraries are never unloaded while torch is imported */
}

static inline int usable(void) { return rt__usable() && __atomic_load_n(&bound, __ATOMIC_ACQUIRE); }

/* -- tensors ----------------------------------------------------------------------------------------------------- */

/* The gradient of a tensor, borrowed from its TensorImpl (an at::Tensor*, valid while nothing assigns the grad), or
 * NULL when it has none. */
static rt__ath grad_of(rt__ath t) {
    rt__ath g = (rt__ath)sym.grad(*(void **)t);
    _Bool defined = 0;
    return sym.is_defined(g, &defined) == 0 && defined ? g : NULL;
}

/* 1 when t is a dense CPU tensor whose dtype is in dtypes; its dtype goes to *dtype. */
static int dense_cpu(rt__ath t, uint32_t dtypes, int32_t *dtype) {
    int32_t device, layout;
    return t != NULL && rt__aten.get_device_type(t, &device) == 0 && device == rt__aten.device_cpu
           && sym.get_layout(t, &layout) == 0 && layout == sym.layout_strided && rt__aten.get_dtype(t, dtype) == 0
           && *dtype >= 0 && *dtype < 32 && (dtypes & RT__DTYPE_BIT(*dtype));
}

static int64_t numel_of(rt__ath t) {
    int64_t n = -1;
    return rt__aten.get_numel(t, &n) == 0 ? n : -1;
}

/* A new 0-dim CPU tensor of dtype (float32 or float64) holding value rounded to it, or NULL. */
static rt__ath scalar(int32_t dtype, double value) {
    rt__ath out;
    void *data;
    if (rt__aten.empty_strided(0, NULL, NULL, dtype, rt__aten.device_cpu, 0, &out) != 0)
        return NULL;
    if (rt__aten.get_data_ptr(out, &data) != 0) {
        rt__aten.delete_tensor(out);
        return NULL;
    }
    if (dtype == RT_FLOAT32)
        *(float *)data = (float)value;
    else
        *(double *)data = value;
    return out;
}

/* A new 1-D float64 CPU tensor of the n values: the Scalars, one per tensor, that a _foreach_*.Tensor op reads as
 * doubles. */
static rt__ath doubles(const double *values, int64_t n) {
    rt__ath out;
    void *data;
    if (rt__aten.empty_strided(1, &n, (const int64_t[]){1}, RT_FLOAT64, rt__aten.device_cpu, 0, &out) != 0)
        return NULL;
    if (rt__aten.get_data_ptr(out, &data) != 0) {
        rt__aten.delete_tensor(out);
        return NULL;
    }
    memcpy(data, values, (size_t)n * sizeof *values);
    return out;
}

static void drop(rt__ath t) {
    if (t != NULL)
        rt__aten.delete_tensor(t);
}

/* Delete a list made by list_of with the tensor handles it holds. */
static void drop_list(void *list) {
    size_t n = 0;
    rt__stable_ivalue item;
    if (rt__aten.list_size(list, &n) == 0)
        for (size_t i = 0; i < n; i++)
            if (rt__aten.list_get_item(list, i, &item) == 0)
                rt__aten.delete_tensor((rt__ath)(uintptr_t)item);
    rt__aten.delete_list(list);
}

/* A Tensor[] argument: a list of new handles of the n tensors, or 0. */
static rt__stable_ivalue list_of(rt__ath const *ts, int64_t n) {
    void *list;
    rt__ath copy;
    if (rt__aten.new_list((size_t)n, &list) != 0)
        return 0;
    for (int64_t i = 0; i < n; i++) {
        if (rt__aten.new_tensor_handle(ts[i], &copy) != 0) {
            drop_list(list);
            return 0;
        }
        if (rt__aten.list_push_back(list, (rt__stable_ivalue)(uintptr_t)copy) != 0) {
            rt__aten.delete_tensor(copy);
            drop_list(list);
            return 0;
        }
    }
    return (rt__stable_ivalue)(uintptr_t)list;
}

/* A Tensor argument: a new handle, or 0. */
static rt__stable_ivalue handle_of(rt__ath t) {
    rt__ath copy;
    return rt__aten.new_tensor_handle(t, &copy) == 0 ? (rt__stable_ivalue)(uintptr_t)copy : 0;
}

/* Run op.overload on a stack whose first n entries are Tensor or Tensor[] arguments made by handle_of or list_of (0
 * when one could not be made: then nothing runs; is_list says which are lists, NULL for none) and the rest plain
 * values; the call owns and frees the arguments. An operator that returns a tensor (returns 1) leaves a new one in
 * *result, or deletes it when result is NULL (an in-place operator's self). 1 on success. */
static int dispatch(const char *op, const char *overload, rt__stable_ivalue *stack, int n, const int *is_list,
                    int returns, rt__ath *result) {
    int made = 1;
    for (int i = 0; i < n; i++)
        made = made && stack[i] != 0;
    if (!made) {
        for (int i = 0; i < n; i++)
            if (stack[i] != 0) {
                if (is_list != NULL && is_list[i])
                    drop_list((void *)(uintptr_t)stack[i]);
                else
                    rt__aten.delete_tensor((rt__ath)(uintptr_t)stack[i]);
            }
        return 0;
    }
    if (rt__aten.call_dispatcher(op, overload, stack, RT__STABLE_ABI_2_13) != 0)
        return 0;
    if (returns && result != NULL)
        *result = (rt__ath)(uintptr_t)stack[0];
    else if (returns)
        rt__aten.delete_tensor((rt__ath)(uintptr_t)stack[0]);
    return 1;
}

/* op(a): a new tensor, or NULL. */
static rt__ath unary(const char *op, rt__ath a) {
    rt__stable_ivalue stack[1] = {handle_of(a)};
    rt__ath out = NULL;
    return dispatch(op, "", stack, 1, NULL, 1, &out) ? out : NULL;
}

/* op.overload(a, b) of two tensors, into *result (NULL: an in-place operator on a); 1 on success. */
static int binary(const char *op, const char *overload, rt__ath a, rt__ath b, rt__ath *result) {
    rt__stable_ivalue stack[2] = {handle_of(a), handle_of(b)};
    return dispatch(op, overload, stack, 2, NULL, 1, result);
}

/* a - alpha * b (at::subtract, whose kernel is add's with -alpha): a new tensor, or NULL. */
static rt__ath subtract(rt__ath a, rt__ath b, double alpha) {
    rt__ath out = NULL;
    return rt__aten.subtract(a, b, alpha, &out) == 0 ? out : NULL;
}

/* -- foreach: one dispatcher call runs an operation on every parameter of a group --------------------------------
 * On the CPU, ATen's _foreach_* kernels run the single-tensor operator on each tensor in turn (self[i].mul_(other[i])
 * for _foreach_mul_.List), so a step made of them gives torch.optim's single-tensor results: the same kernels on the
 * same operands. A list argument is n handles; the 0-dim operands are made once per run of equal values. */

/* Delete the tensors of ts made by zero_dims (each run of one tensor once). */
static void drop_zero_dims(rt__ath *ts, int n) {
    for (int i = 0; i < n; i++)
        if (i == 0 || ts[i] != ts[i - 1])
            drop(ts[i]);
}

/* ts[i]: a 0-dim tensor of dtypes[i] holding values[i], shared with ts[i - 1] when both are the same. 1, or 0 with
 * none left. */
static int zero_dims(const int32_t *dtypes, const double *values, int n, rt__ath *ts) {
    for (int i = 0; i < n; i++) {
        if (i > 0 && dtypes[i] == dtypes[i - 1] && memcmp(&values[i], &values[i - 1], sizeof *values) == 0) {
            ts[i] = ts[i - 1];
        } else if ((ts[i] = scalar(dtypes[i], values[i])) == NULL) {
            drop_zero_dims(ts, i);
            return 0;
        }
    }
    return 1;
}

/* op.overload(lists[0], ..., lists[count - 1], then `last` if not NULL), each list n tensors; a trailing bool
 * (_foreach_copy_'s non_blocking) is false, the stack's zero. An operator that returns Tensor[] gives its n new
 * tensors to returned (NULL: an in-place operator, which returns nothing). */
#define FOREACH_MAX_ARGS 4
static int foreach(const char *op, const char *overload, rt__ath *const *lists, int count, int n, rt__ath last,
                   rt__ath *returned) {
    int lists_of[FOREACH_MAX_ARGS + 1] = {0}, args = count + (last != NULL);
    rt__stable_ivalue stack[FOREACH_MAX_ARGS + 2] = {0};
    rt__ath list_returned = NULL;
    size_t size = 0;
    for (int k = 0; k < count; k++) {
        stack[k] = list_of(lists[k], n);
        lists_of[k] = 1;
    }
    if (last != NULL)
        stack[count] = handle_of(last);
    if (!dispatch(op, overload, stack, args, lists_of, returned != NULL, &list_returned))
        return 0;
    if (returned == NULL)
        return 1;
    void *list = list_returned;
    rt__stable_ivalue item;
    int ok = rt__aten.list_size(list, &size) == 0 && size == (size_t)n;
    for (int i = 0; ok && i < n; i++)
        if ((ok = rt__aten.list_get_item(list, (size_t)i, &item) == 0))
            returned[i] = (rt__ath)(uintptr_t)item;
    if (!ok) {
        drop_list(list);
        return 0;
    }
    rt__aten.delete_list(list);   /* its tensors are returned's now */
    return 1;
}

/* op.overload(self, [0-dim tensors of dtypes holding values]): an in-place foreach op of one Tensor[] operand. */
static int with_zero_dims(const char *op, const char *overload, rt__ath *self, const int32_t *dtypes,
                          const double *values, int n) {
    rt__ath *ts = malloc((size_t)n * sizeof *ts);
    int ok = ts != NULL && zero_dims(dtypes, values, n, ts);
    if (ok) {
        ok = foreach(op, overload, (rt__ath *const[]){self, ts}, 2, n, NULL, NULL);
        drop_zero_dims(ts, n);
    }
    free(ts);
    return ok;
}

/* _foreach_<op>_.Tensor(self, a, b, doubles(values)): self[i].<op>_(a[i], b[i], value=values[i]). */
static int foreach_pointwise(const char *op, rt__ath *self, rt__ath *a, rt__ath *b, const double *values, int n) {
    rt__ath scalars = doubles(values, n);
    int ok = scalars != NULL && foreach(op, "Tensor", (rt__ath *const[]){self, a, b}, 3, n, scalars, NULL);
    drop(scalars);
    return ok;
}

/* out[i] = a[i] - alpha * b[i] (at::subtract, unboxed): 1, or 0 with none left. */
static int subtract_each(rt__ath const *a, rt__ath const *b, double alpha, int n, rt__ath *out) {
    for (int i = 0; i < n; i++)
        if ((out[i] = subtract(a[i], b[i], alpha)) == NULL) {
            while (i-- > 0)
                drop(out[i]);
            return 0;
        }
    return 1;
}

/* self[i].copy_(src[i]) for every i (_foreach_copy_, which bumps each self's version as torch's in-place ops do),
 * then the src tensors deleted. */
static int copy_each(rt__ath *self, rt__ath *src, int n) {
    int ok = foreach("aten::_foreach_copy_", "", (rt__ath *const[]){self, src}, 2, n, NULL, NULL);
    for (int i = 0; i < n; i++)
        drop(src[i]);
    return ok;
}

/* -- plans ------------------------------------------------------------------------------------------------------- */

enum { SGD, ADAM, ADAMW };
static const char *const KINDS[] = {"sgd", "adam", "adamw"};

/* The options a plan holds for each group, by PyTorch's names (flags as 0 or 1). */
enum { LR, BETA1, BETA2, EPS, WEIGHT_DECAY, MOMENTUM, DAMPENING, NESTEROV, MAXIMIZE, AMSGRAD, OPTION_COUNT };
static const char *const OPTION_NAMES[OPTION_COUNT] = {"lr", "beta1", "beta2", "eps", "weight_decay", "momentum",
                                                       "dampening", "nesterov", "maximize", "amsgrad"};

/* The state tensors of a parameter, by kind, in the order of runtime/optim.py's STATE. */
#define STATE_COUNT 4
enum { STEP, EXP_AVG, EXP_AVG_SQ, MAX_EXP_AVG_SQ };
enum { MOMENTUM_BUFFER };
static const char *const STATE_NAMES[][STATE_COUNT] = {
    {"momentum_buffer"}, {"step", "exp_avg", "exp_avg_sq", "max_exp_avg_sq"},
    {"step", "exp_avg", "exp_avg_sq", "max_exp_avg_sq"}};
#define TENSORS_PER_PARAM (1 + STATE_COUNT)   /* the parameter, then its state tensors (NULL: none yet) */

typedef struct {
    int64_t opt;
    int kind, refs;
    int32_t groups, params;
    double *options;    /* groups * OPTION_COUNT */
    int32_t *group_of;  /* params */
    rt__ath *tensors;   /* params * TENSORS_PER_PARAM, owned */
} plan;

static pthread_mutex_t plans_lock = PTHREAD_MUTEX_INITIALIZER;
static plan **plans;
static size_t plan_count, plan_capacity;

int32_t rt__optim_option_count(void) { return OPTION_COUNT; }
int32_t rt__optim_state_count(void) { return STATE_COUNT; }

int32_t rt__optim_option_slot(const char *name) {
    for (int i = 0; i < OPTION_COUNT; i++)
        if (strcmp(name, OPTION_NAMES[i]) == 0)
            return i;
    return -1;
}

static int kind_of(const char *kind) {
    for (int i = 0; i < (int)(sizeof KINDS / sizeof *KINDS); i++)
        if (strcmp(kind, KINDS[i]) == 0)
            return i;
    return -1;
}

int32_t rt__optim_state_slot(const char *kind, const char *name) {
    int k = kind_of(kind);
    for (int i = 0; k >= 0 && i < STATE_COUNT; i++)
        if (STATE_NAMES[k][i] != NULL && strcmp(name, STATE_NAMES[k][i]) == 0)
            return i;
    return -1;
}

static void free_plan(plan *p) {
    for (int64_t i = 0; i < (int64_t)p->params * TENSORS_PER_PARAM; i++)
        drop(p->tensors[i]);
    free(p->tensors);
    free(p->group_of);
    free(p->options);
    free(p);
}

static void release(plan *p) {
    int last;
    pthread_mutex_lock(&plans_lock);
    last = --p->refs == 0;
    pthread_mutex_unlock(&plans_lock);
    if (last)
        free_plan(p);
}

/* The index of opt's plan in plans, or plan_count (under plans_lock). */
static size_t find(int64_t opt) {
    size_t i = 0;
    while (i < plan_count && plans[i]->opt != opt)
        i++;
    return i;
}

/* Remove opt's plan (under plans_lock); the plan to release, or NULL. */
static plan *unlink_plan(int64_t opt) {
    size_t i = find(opt);
    plan *p;
    if (i == plan_count)
        return NULL;
    p = plans[i];
    plans[i] = plans[--plan_count];
    return p;
}

void rt__optim_plan_drop(int64_t opt) {
    plan *old;
    pthread_mutex_lock(&plans_lock);
    old = unlink_plan(opt);
    pthread_mutex_unlock(&plans_lock);
    if (old != NULL)
        release(old);
}

/* Register (or replace) opt's plan: kind "sgd", "adam" or "adamw"; options[groups * OPTION_COUNT]; for each parameter
 * its group and TENSORS_PER_PARAM ATen handles (the parameter, then its state by rt__optim_state_slot, 0 for none),
 * which the plan owns from now on, whatever it returns. 1 on success. */
int32_t rt__optim_plan_set(int64_t opt, const char *kind, int32_t groups, const double *options, int32_t params,
                           const int32_t *group_of, const uintptr_t *tensors) {
    size_t n = (size_t)params * TENSORS_PER_PARAM;
    plan *p = calloc(1, sizeof *p), *old;
    int ok = p != NULL && kind_of(kind) >= 0 && groups > 0 && params > 0;
    if (ok) {
        p->tensors = calloc(n, sizeof *p->tensors);
        p->group_of = malloc((size_t)params * sizeof *p->group_of);
        p->options = malloc((size_t)groups * OPTION_COUNT * sizeof *p->options);
        ok = p->tensors != NULL && p->group_of != NULL && p->options != NULL;
    }
    if (!ok) {
        for (size_t i = 0; i < n; i++)
            drop((rt__ath)tensors[i]);
        if (p != NULL)
            free_plan(p);   /* its tensors are NULL or empty here */
        return 0;
    }
    for (size_t i = 0; i < n; i++)
        p->tensors[i] = (rt__ath)tensors[i];
    p->params = params;
    for (int32_t i = 0; i < params; i++)
        ok = ok && group_of[i] >= 0 && group_of[i] < groups && p->tensors[(size_t)i * TENSORS_PER_PARAM] != NULL;
    if (!ok) {
        free_plan(p);
        return 0;
    }
    memcpy(p->group_of, group_of, (size_t)params * sizeof *group_of);
    memcpy(p->options, options, (size_t)groups * OPTION_COUNT * sizeof *options);
    p->opt = opt;
    p->kind = kind_of(kind);
    p->groups = groups;
    p->refs = 1;   /* the registry's */
    pthread_mutex_lock(&plans_lock);
    old = unlink_plan(opt);
    if (plan_count == plan_capacity) {
        size_t want = plan_capacity ? plan_capacity * 2 : 16;
        plan **grown = realloc(plans, want * sizeof *grown);
        if (grown == NULL) {
            pthread_mutex_unlock(&plans_lock);
            if (old != NULL)
                release(old);
            free_plan(p);
            return 0;
        }
        plans = grown;
        plan_capacity = want;
    }
    plans[plan_count++] = p;
    pthread_mutex_unlock(&plans_lock);
    if (old != NULL)
        release(old);
    return 1;
}

/* A group's option changed (an LR schedule's step, rt_torch_optim_set_option). */
void rt__optim_plan_option(int64_t opt, int32_t group, int32_t slot, double value) {
    size_t i;
    pthread_mutex_lock(&plans_lock);
    i = find(opt);
    if (i < plan_count && group >= 0 && group < plans[i]->groups && slot >= 0 && slot < OPTION_COUNT)
        plans[i]->options[(size_t)group * OPTION_COUNT + slot] = value;
    pthread_mutex_unlock(&plans_lock);
}

/* opt's plan, held (release it), with a copy of its options in *options (free it); NULL if none or opt is not live. */
static plan *acquire(int64_t opt, double **options) {
    plan *p = NULL;
    int32_t kind;
    size_t i;
    if (rt__handle_status(opt, &kind) != RT__LIVE)
        return NULL;
    pthread_mutex_lock(&plans_lock);
    i = find(opt);
    if (i < plan_count) {
        p = plans[i];
        *options = malloc((size_t)p->groups * OPTION_COUNT * sizeof **options);
        if (*options != NULL) {
            memcpy(*options, p->options, (size_t)p->groups * OPTION_COUNT * sizeof **options);
            p->refs++;
        } else {
            p = NULL;
        }
    }
    pthread_mutex_unlock(&plans_lock);
    return p;
}

/* -- the step ---------------------------------------------------------------------------------------------------- */

/* What phase one found for each parameter. */
typedef struct {
    rt__ath grad;    /* borrowed; NULL: no gradient, the step leaves the parameter alone */
    int32_t dtype;
    double step;     /* Adam: the step count after this step, as step_t.item() reads it */
} checked;

/* 1 when state tensor t is a dense CPU tensor of dtype. */
static int state_fits(rt__ath t, int32_t dtype) {
    int32_t d;
    return dense_cpu(t, FLOATING, &d) && d == dtype;
}

/* The count after step_t += 1 in step_t's dtype, 1 when Python would compute Adam's bias corrections from it without
 * an error: step_t.item() of a one-element tensor, 1 - beta ** step nonzero for the step size and non-negative for
 * its square root, the betas as runtime/optim.py takes them. */
static int next_step(rt__ath step_t, const double *o, double *next) {
    int32_t dtype;
    void *data;
    double bc1, bc2;
    if (!dense_cpu(step_t, FLOATING, &dtype) || numel_of(step_t) != 1 || rt__aten.get_data_ptr(step_t, &data) != 0)
        return 0;
    *next = dtype == RT_FLOAT32 ? (double)(*(float *)data + 1.0f) : *(double *)data + 1.0;
    if (!(*next >= 1.0) || isinf(*next) || !(o[BETA1] >= 0.0 && o[BETA1] < 1.0) || !(o[BETA2] >= 0.0 && o[BETA2] < 1.0))
        return 0;
    bc1 = 1 - pow(o[BETA1], *next);
    bc2 = 1 - pow(o[BETA2], *next);
    return bc1 != 0.0 && bc2 >= 0.0;
}

/* Phase one: every parameter with a gradient can take the step natively. */
static int check_all(const plan *p, const double *options, checked *c) {
    for (int32_t i = 0; i < p->params; i++) {
        rt__ath *t = &p->tensors[(size_t)i * TENSORS_PER_PARAM];
        const double *o = &options[(size_t)p->group_of[i] * OPTION_COUNT];
        int32_t gdtype;
        c[i].grad = grad_of(t[0]);
        if (c[i].grad == NULL)
            continue;
        if (!dense_cpu(t[0], FLOATING, &c[i].dtype) || !dense_cpu(c[i].grad, FLOATING, &gdtype)
            || gdtype != c[i].dtype)
            return 0;
        if (p->kind == SGD) {
            if (o[MOMENTUM] != 0.0 && !state_fits(t[1 + MOMENTUM_BUFFER], c[i].dtype))
                return 0;
        } else if (!state_fits(t[1 + EXP_AVG], c[i].dtype) || !state_fits(t[1 + EXP_AVG_SQ], c[i].dtype)
                   || (o[AMSGRAD] != 0.0 && !state_fits(t[1 + MAX_EXP_AVG_SQ], c[i].dtype))
                   || !next_step(t[1 + STEP], o, &c[i].step)) {
            return 0;
        }
    }
    return 1;
}

/* One group's parameters that have a gradient, by role (each array n long), for the foreach operations. */
typedef struct {
    int n;
    rt__ath *param, *grad, *state[STATE_COUNT];   /* borrowed from the plan and the parameters */
    int32_t *dtype, *step_dtype;
    double *step;                 /* Adam: each parameter's count after this step */
    double *value;                /* a value per parameter, for the operation at hand */
    rt__ath *g;                   /* the gradients as the step uses them: grad, a state, or new tensors */
    int g_owned;                  /* 1 when g's tensors are new ones (in own) */
    rt__ath *own, *made[3];       /* new tensors of the step */
} batch;

#define BATCH_ARRAYS (2 + STATE_COUNT + 4)   /* the rt__ath arrays of a batch: param, grad, state, own, made */

/* Arrays for up to capacity parameters, in one block (free it), or NULL. */
static batch *new_batch(int32_t capacity) {
    size_t n = (size_t)capacity, athx = BATCH_ARRAYS * n * sizeof(rt__ath);
    batch *b = calloc(1, sizeof *b + athx + 2 * n * sizeof(int32_t) + 2 * n * sizeof(double));
    rt__ath *next;
    if (b == NULL)
        return NULL;
    next = (rt__ath *)(b + 1);
    b->param = next, next += n;
    b->grad = next, next += n;
    for (int k = 0; k < STATE_COUNT; k++)
        b->state[k] = next, next += n;
    b->own = next, next += n;
    for (int k = 0; k < 3; k++)
        b->made[k] = next, next += n;
    b->step = (double *)next;
    b->value = b->step + n;
    b->dtype = (int32_t *)(b->value + n);
    b->step_dtype = b->dtype + n;
    return b;
}

/* The parameters of group that have a gradient, in the plan's order. */
static void gather(batch *b, const plan *p, const checked *c, int32_t group) {
    b->n = 0;
    b->g_owned = 0;
    for (int32_t i = 0; i < p->params; i++) {
        const rt__ath *t = &p->tensors[(size_t)i * TENSORS_PER_PARAM];
        int k = b->n;
        if (p->group_of[i] != group || c[i].grad == NULL)
            continue;
        b->param[k] = t[0];
        b->grad[k] = c[i].grad;
        for (int s = 0; s < STATE_COUNT; s++)
            b->state[s][k] = t[1 + s];
        b->dtype[k] = c[i].dtype;
        b->step[k] = c[i].step;
        b->n++;
    }
    b->g = b->grad;
}

static void fill(double *values, int n, double value) {
    for (int i = 0; i < n; i++)
        values[i] = value;
}

/* The step's gradients become next (n new tensors, or a state the batch borrows when owned is 0); the old ones are
 * deleted if they were new. */
static void use_gradients(batch *b, rt__ath *next, int owned) {
    if (b->g_owned)
        for (int i = 0; i < b->n; i++)
            drop(b->own[i]);
    if (owned)
        memcpy(b->own, next, (size_t)b->n * sizeof *next);
    b->g = owned ? b->own : next;
    b->g_owned = owned;
}

/* torch.optim.sgd's _single_tensor_sgd, each operation on the whole batch. */
static int sgd_batch(batch *b, const double *o) {
    int n = b->n, ok = 1;
    rt__ath *buf = b->state[MOMENTUM_BUFFER], *made = b->made[0];
    if (o[MAXIMIZE] != 0.0 && (ok = foreach("aten::_foreach_neg", "", (rt__ath *const[]){b->grad}, 1, n, NULL, made)))
        use_gradients(b, made, 1);
    /* grad = grad.add(param, alpha=weight_decay) */
    if (ok && o[WEIGHT_DECAY] != 0.0 && (ok = subtract_each(b->g, b->param, -o[WEIGHT_DECAY], n, made)))
        use_gradients(b, made, 1);
    if (ok && o[MOMENTUM] != 0.0) {   /* buf.mul_(momentum).add_(grad, alpha=1 - dampening) */
        fill(b->value, n, o[MOMENTUM]);
        ok = with_zero_dims("aten::_foreach_mul_", "List", buf, b->dtype, b->value, n)
             && subtract_each(buf, b->g, -(1 - o[DAMPENING]), n, made) && copy_each(buf, made, n);
        if (ok && o[NESTEROV] != 0.0) {   /* grad = grad.add(buf, alpha=momentum) */
            if ((ok = subtract_each(b->g, buf, -o[MOMENTUM], n, made)))
                use_gradients(b, made, 1);
        } else if (ok) {
            use_gradients(b, buf, 0);
        }
    }
    /* param.add_(grad, alpha=-lr) */
    ok = ok && subtract_each(b->param, b->g, o[LR], n, made) && copy_each(b->param, made, n);
    use_gradients(b, b->grad, 0);
    return ok;
}

/* torch.optim.adam's _single_tensor_adam (capturable and differentiable off), each operation on the whole batch;
 * AdamW's decay is decoupled. */
static int adam_batch(batch *b, const double *o, int decoupled) {
    int n = b->n, ok = 1, amsgrad = o[AMSGRAD] != 0.0;
    rt__ath *exp_avg = b->state[EXP_AVG], *exp_avg_sq = b->state[EXP_AVG_SQ], *max_sq = b->state[MAX_EXP_AVG_SQ];
    rt__ath *roots = b->made[0], *eps = b->made[1], *denom = b->made[2];
    if (o[MAXIMIZE] != 0.0 && (ok = foreach("aten::_foreach_neg", "", (rt__ath *const[]){b->grad}, 1, n, NULL, roots)))
        use_gradients(b, roots, 1);
    for (int i = 0; ok && i < n; i++)
        ok = rt__aten.get_dtype(b->state[STEP][i], &b->step_dtype[i]) == 0;
    /* step_t += 1 */
    ok = ok && with_zero_dims("aten::_foreach_copy_", "", b->state[STEP], b->step_dtype, b->step, n);
    if (ok && o[WEIGHT_DECAY] != 0.0) {
        if (decoupled) {   /* param.mul_(1 - lr * weight_decay) */
            fill(b->value, n, 1 - o[LR] * o[WEIGHT_DECAY]);
            ok = with_zero_dims("aten::_foreach_mul_", "List", b->param, b->dtype, b->value, n);
        } else if ((ok = subtract_each(b->g, b->param, -o[WEIGHT_DECAY], n, roots))) {
            use_gradients(b, roots, 1);   /* grad = grad.add(param, alpha=weight_decay) */
        }
    }
    /* exp_avg.lerp_(grad, 1 - beta1) */
    fill(b->value, n, 1 - o[BETA1]);
    if (ok && (ok = zero_dims(b->dtype, b->value, n, eps))) {
        ok = foreach("aten::_foreach_lerp_", "List", (rt__ath *const[]){exp_avg, b->g, eps}, 3, n, NULL, NULL);
        drop_zero_dims(eps, n);
    }
    /* exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2) */
    fill(b->value, n, o[BETA2]);
    ok = ok && with_zero_dims("aten::_foreach_mul_", "List", exp_avg_sq, b->dtype, b->value, n);
    fill(b->value, n, 1 - o[BETA2]);
    ok = ok && foreach_pointwise("aten::_foreach_addcmul_", exp_avg_sq, b->g, b->g, b->value, n);
    /* torch.maximum(max_exp_avg_sq, exp_avg_sq, out=max_exp_avg_sq) */
    ok = ok && (!amsgrad
                || foreach("aten::_foreach_maximum_", "List", (rt__ath *const[]){max_sq, exp_avg_sq}, 2, n, NULL, NULL));
    use_gradients(b, b->grad, 0);
    /* denom = (exp_avg_sq.sqrt() / bias_correction2 ** 0.5).add_(eps) */
    if (!ok || !foreach("aten::_foreach_sqrt", "", (rt__ath *const[]){amsgrad ? max_sq : exp_avg_sq}, 1, n, NULL, roots))
        return 0;
    for (int i = 0; i < n; i++)
        b->value[i] = pow(1 - pow(o[BETA2], b->step[i]), 0.5);
    ok = with_zero_dims("aten::_foreach_div_", "List", roots, b->dtype, b->value, n);
    fill(b->value, n, o[EPS]);
    if (ok && (ok = zero_dims(b->dtype, b->value, n, eps))) {
        ok = subtract_each(roots, eps, -1.0, n, denom);
        drop_zero_dims(eps, n);
    }
    for (int i = 0; i < n; i++)
        drop(roots[i]);
    if (!ok)
        return 0;
    /* param.addcdiv_(exp_avg, denom, value=-step_size) */
    for (int i = 0; i < n; i++)
        b->value[i] = -(o[LR] / (1 - pow(o[BETA1], b->step[i])));
    ok = foreach_pointwise("aten::_foreach_addcdiv_", b->param, exp_avg, denom, b->value, n);
    for (int i = 0; i < n; i++)
        drop(denom[i]);
    return ok;
}

/* An ATen failure after the step had begun to write: reported by the Python side (runtime/optim.py), not retried. */
static int failed(const char *function, int32_t *result) {
    const char *what = rt__aten.exception_what();
    *result = rt__py_optim_failed(function, what != NULL ? what : "an ATen error without a message");
    return RT__NATIVE_REPORTED;
}

int rt__native_optim_step(rt_handle opt, int32_t *result) {
    double *options = NULL;
    plan *p;
    checked *c;
    batch *b;
    _Bool grad_mode;
    int ok = 1;
    if (!usable() || (p = acquire(opt, &options)) == NULL)
        return 0;
    c = malloc((size_t)p->params * sizeof *c);
    b = new_batch(p->params);
    if (c == NULL || b == NULL || !check_all(p, options, c)) {
        free(b);
        free(c);
        free(options);
        release(p);
        return 0;
    }
    grad_mode = rt__aten.grad_mode_is_enabled();
    sym.grad_mode_set_enabled(0);   /* torch.optim steps under no_grad */
    for (int32_t group = 0; ok && group < p->groups; group++) {
        const double *o = &options[(size_t)group * OPTION_COUNT];
        gather(b, p, c, group);
        if (b->n > 0)
            ok = p->kind == SGD ? sgd_batch(b, o) : adam_batch(b, o, p->kind == ADAMW);
    }
    sym.grad_mode_set_enabled(grad_mode);
    free(b);
    free(c);
    free(options);
    release(p);
    if (!ok)
        return failed("rt_torch_optim_step", result);
    *result = RT_OK;
    return RT__NATIVE_DONE;
}

/* torch.optim's zero_grad(set_to_none=True): p.grad = None for every parameter that has one. */
int rt__native_optim_zero_grad(rt_handle opt, int32_t *result) {
    double *options = NULL;
    plan *p;
    rt__ath none = (rt__ath)&undefined_tensor;
    if (!usable() || (p = acquire(opt, &options)) == NULL)
        return 0;
    free(options);
    for (int32_t i = 0; i < p->params; i++) {
        void *impl = *(void **)p->tensors[(size_t)i * TENSORS_PER_PARAM];
        if (grad_of(p->tensors[(size_t)i * TENSORS_PER_PARAM]) != NULL)
            sym.assign(none, (rt__ath)sym.mutable_grad(impl));
    }
    release(p);
    *result = RT_OK;
    return RT__NATIVE_DONE;
}

/* The options runtime/optim.py's OPTIONS names for each kind a plan is made for: the ones its get_option reads. */
#define KIND_OPTIONS 7
static const char *const OPTIONS_OF[][KIND_OPTIONS] = {
    {"lr", "momentum", "dampening", "weight_decay", "nesterov", "maximize"},
    {"lr", "beta1", "beta2", "eps", "weight_decay", "amsgrad", "maximize"},
    {"lr", "beta1", "beta2", "eps", "weight_decay", "amsgrad", "maximize"}};

/* rt_torch_optim_get_option of an option the plan holds: its copy in the plan, which the Python side writes whenever
 * the option is set (rt__optim_plan_option). A group out of range, another name, or no plan: the Python path. */
int rt__native_optim_get_option(rt_handle opt, int32_t group, const char *name, double *value, int32_t *result) {
    double *options = NULL;
    plan *p;
    int32_t slot = -1;
    if (!usable() || name == NULL || value == NULL || (p = acquire(opt, &options)) == NULL)
        return 0;
    for (int i = 0; group >= 0 && group < p->groups && i < KIND_OPTIONS && slot < 0; i++)
        if (OPTIONS_OF[p->kind][i] != NULL && strcmp(name, OPTIONS_OF[p->kind][i]) == 0)
            slot = rt__optim_option_slot(name);
    if (slot >= 0)
        *value = options[(size_t)group * OPTION_COUNT + slot];
    free(options);
    release(p);
    if (slot < 0)
        return 0;
    *result = RT_OK;
    return RT__NATIVE_DONE;
}

int rt__requires_grad(rt__ath t) { return usable() ? sym.requires_grad(*(void **)t) : -1; }

/* rt_torch_tensor_grad: a new id of x.grad (the same tensor, as the Python path's), or 0 when x has none. A non-leaf
 * has one only when it retains it, which is when the Python path reads it. */
int rt__native_tensor_grad(rt_tensor x, rt_tensor *result) {
    rt__pinned p;
    rt__ath grad, copy = NULL;
    if (!usable() || !rt__pin_tensor(x, &p))
        return 0;
    grad = grad_of(p.ath);
    if (grad != NULL && rt__aten.new_tensor_handle(grad, &copy) != 0) {
        rt__unpin(&p);
        return 0;
    }
    rt__unpin(&p);
    if (copy == NULL)
        *result = 0;
    else if ((*result = rt__issue_tensor(copy)) == 0)
        return 0;
    return RT__NATIVE_DONE;
}

/* rt_torch_tensor_zero_grad: x.grad = None, as the Python path sets it. */
int rt__native_tensor_zero_grad(rt_tensor x, int32_t *result) {
    rt__pinned p;
    if (!usable() || !rt__pin_tensor(x, &p))
        return 0;
    if (grad_of(p.ath) != NULL)
        sym.assign((rt__ath)&undefined_tensor, (rt__ath)sym.mutable_grad(*(void **)p.ath));
    rt__unpin(&p);
    *result = RT_OK;
    return RT__NATIVE_DONE;
}

/* -- gradient clipping ------------------------------------------------------------------------------------------
 * torch.nn.utils.get_total_norm and clip_grads_with_norm_ on the CPU: each gradient's norm (_foreach_norm, which is
 * linalg_vector_norm per tensor there), the norm of their stack, then every gradient times
 * clamp(max_norm / (total + 1e-6), max=1). Norms through ops without a Scalar: the 2-norm is linalg_norm with ord None,
 * another integer order norm_except_dim(g, order, -1) (g.norm(order)), +-inf the amax / amin of abs(g) (a maximum is
 * exact in any order). A fractional order, an empty gradient, mixed dtypes and error_if_nonfinite with a non-finite
 * norm take the Python path, which reports that error. */

#define CLIP_EPS 1e-6   /* torch.nn.utils.clip_grads_with_norm_'s */
#define INT_ORDER_MAX 1e15   /* integer orders an int64 holds, far inside double's exact integers */

/* The norm of order of x, as linalg_vector_norm(x, order) computes it: a new 0-dim tensor, or NULL. */
static rt__ath vector_norm(rt__ath x, double order) {
    rt__ath out = NULL;
    if (isinf(order)) {
        rt__ath magnitude = unary("aten::abs", x);
        void *all_dims;
        if (magnitude != NULL && rt__aten.new_list(0, &all_dims) == 0) {
            rt__stable_ivalue stack[3] = {handle_of(magnitude), (rt__stable_ivalue)(uintptr_t)all_dims, 0};
            if (stack[0] == 0)   /* keepdim false */
                rt__aten.delete_list(all_dims);
            else
                dispatch(order > 0 ? "aten::amax" : "aten::amin", "", stack, 1, NULL, 1, &out);
        }
        drop(magnitude);
        return out;
    }
    if (order == 2.0) {   /* ord, dim and dtype None, keepdim false */
        rt__stable_ivalue stack[5] = {handle_of(x), 0, 0, 0, 0};
        return dispatch("aten::linalg_norm", "", stack, 1, NULL, 1, &out) ? out : NULL;
    }
    rt__stable_ivalue stack[3] = {handle_of(x), (rt__stable_ivalue)(int64_t)order, (rt__stable_ivalue)(int64_t)-1};
    return dispatch("aten::norm_except_dim", "", stack, 1, NULL, 1, &out) ? out : NULL;
}

/* clamp(max_norm / (total + 1e-6), max=1.0) as Python computes it: (total + 1e-6).reciprocal() times max_norm
 * (Tensor.__rtruediv__), then clamp with a 0-dim max. A new tensor, or NULL. */
static rt__ath clip_coefficient(rt__ath total, int32_t dtype, double max_norm) {
    rt__ath eps = scalar(dtype, CLIP_EPS), shifted = NULL, inverse = NULL, most = NULL, coef = NULL, one = NULL;
    rt__ath clamped = NULL;
    rt__stable_ivalue *boxed = NULL;
    if (eps != NULL && (shifted = subtract(total, eps, -1.0)) != NULL
        && (inverse = unary("aten::reciprocal", shifted)) != NULL && (most = scalar(dtype, max_norm)) != NULL
        && binary("aten::mul", "Tensor", inverse, most, &coef) && (one = scalar(dtype, 1.0)) != NULL
        && rt__aten.new_stable_ivalue(&boxed) == 0) {
        rt__stable_ivalue stack[3] = {handle_of(coef), 0, (rt__stable_ivalue)(uintptr_t)boxed};   /* min None */
        if ((*boxed = handle_of(one)) == 0 || stack[0] == 0) {
            drop((rt__ath)(uintptr_t)*boxed);
            rt__aten.delete_stable_ivalue(boxed);
            drop((rt__ath)(uintptr_t)stack[0]);
        } else {
            dispatch("aten::clamp", "Tensor", stack, 1, NULL, 1, &clamped);
        }
    }
    drop(eps);
    drop(shifted);
    drop(inverse);
    drop(most);
    drop(coef);
    drop(one);
    return clamped;
}

/* The total norm of the n gradients (a new 0-dim tensor) or NULL. */
static rt__ath total_norm(rt__ath const *grads, int n, double order) {
    static const int lists[1] = {1};
    rt__ath *norms = calloc((size_t)n, sizeof *norms), stacked = NULL, total = NULL;
    int ok = norms != NULL;
    for (int i = 0; ok && i < n; i++)
        ok = (norms[i] = vector_norm(grads[i], order)) != NULL;
    if (ok) {
        rt__stable_ivalue stack[2] = {list_of(norms, n), 0};   /* dim 0 */
        if (dispatch("aten::stack", "", stack, 1, lists, 1, &stacked))
            total = vector_norm(stacked, order);
    }
    for (int i = 0; norms != NULL && i < n; i++)
        drop(norms[i]);
    free(norms);
    drop(stacked);
    return total;
}

/* A 0-dim tensor's value. */
static double value_of(rt__ath t, int32_t dtype) {
    void *data;
    if (rt__aten.get_data_ptr(t, &data) != 0)
        return NAN;
    return dtype == RT_FLOAT32 ? (double)*(float *)data : *(double *)data;
}

int rt__native_nn_clip_grad_norm(const rt_tensor *params, int32_t n, double max_norm, double norm_type,
                                 int32_t error_if_nonfinite, rt_tensor *result) {
    static const int lists[2] = {1, 0};
    rt__pinned *pins;
    rt__ath *grads, total = NULL, coef = NULL;
    int32_t dtype = -1, d;
    int pinned = 0, count = 0, ok = 1, taken = 0;
    _Bool grad_mode;
    if (!usable() || params == NULL || n <= 0 || isnan(max_norm) || isnan(norm_type)
        || (error_if_nonfinite != 0 && error_if_nonfinite != 1)
        || (!isinf(norm_type) && (norm_type != floor(norm_type) || fabs(norm_type) > INT_ORDER_MAX)))
        return 0;
    pins = malloc((size_t)n * sizeof *pins);
    grads = malloc((size_t)n * sizeof *grads);
    for (; ok && pins != NULL && grads != NULL && pinned < n && rt__pin_tensor(params[pinned], &pins[pinned]);
         pinned++) {
        rt__ath g = grad_of(pins[pinned].ath);
        if (g == NULL)
            continue;
        ok = dense_cpu(g, FLOATING, &d) && (dtype < 0 || d == dtype) && numel_of(g) > 0;
        dtype = d;
        grads[count++] = g;
    }
    ok = ok && pinned == n && count > 0;
    grad_mode = rt__aten.grad_mode_is_enabled();
    sym.grad_mode_set_enabled(0);   /* torch.nn.utils clips under no_grad */
    ok = ok && (total = total_norm(grads, count, norm_type)) != NULL
         && (!error_if_nonfinite || isfinite(value_of(total, dtype)))   /* else the Python path reports it */
         && (coef = clip_coefficient(total, dtype, max_norm)) != NULL;
    if (ok) {   /* the id first: once the gradients are scaled, the Python path cannot run again */
        rt__ath issued = NULL;
        ok = rt__aten.new_tensor_handle(total, &issued) == 0 && (*result = rt__issue_tensor(issued)) != 0;
        if (ok) {   /* torch._foreach_mul_(grads, clip_coef_clamped) */
            rt__stable_ivalue stack[2] = {list_of(grads, count), handle_of(coef)};
            taken = RT__NATIVE_DONE;
            if (!dispatch("aten::_foreach_mul_", "Tensor", stack, 2, lists, 0, NULL)) {
                rt__release_tensor(*result);
                taken = failed("rt_torch_nn_clip_grad_norm", &d);
                *result = 0;
            }
        }
    }
    sym.grad_mode_set_enabled(grad_mode);
    drop(total);
    drop(coef);
    while (pinned-- > 0)
        rt__unpin(&pins[pinned]);
    free(pins);
    free(grads);
    return taken;
}
