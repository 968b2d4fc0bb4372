/* fuzz.c - random call sequences over the whole rt_torch_* ABI, every call checked.
 *
 *   fuzz SEED CALLS
 *
 * tests/test_fuzz.py builds it (`make test` runs it short, `make fuzz` long). The dispatch table, one case per
 * spec function, is generated from the spec into fuzz_calls.h, so no function is missed; each argument is
 * drawn here by the generator for its kind:
 *   tensor / stream / optimizer / scheduler / generator handles: live ones (often the most recent, to build
 *     chains), freed ones, 0, negative, never issued, and handles of another kind;
 *   dims arrays: NULL, too many (> 64), a negative count, random small shapes, shapes of live tensors (whole,
 *     a suffix, with a -1), entries that are negative or huge; ints and doubles from pools per parameter name
 *     (dims in range and far out, dtypes and devices valid and not, NaN, infinities, huge, tiny);
 *   pointers: NULL or valid buffers of random (possibly too small) sizes, never garbage addresses; arrays
 *     passed with a count never larger than the array; text (einsum's equation): NULL, valid and malformed
 *     equations, bytes that are not UTF-8, random characters.
 * Every handle returned goes into the pools; tensors over CAP_ELEMS elements are freed at once (so a valid
 * call never allocates more than a few MB), and the pool is trimmed by freeing at random. For the functions that
 * random arguments almost never satisfy (conv2d, pooling, batch/layer norm, losses, gather, linalg, backward,
 * optimizer steps), half the calls first run a recipe: the harness makes fitting inputs with its own checked
 * calls and queues them, and the drawers take them 92% of the time, so the success paths are fuzzed too.
 *
 * After every call: the process is alive; the result agrees with the last error (failure value <=> code !=
 * RT_OK; status == code); a failing call's message starts with "<function>: " and a cause, a succeeding one
 * leaves RT_OK and ""; a call given an invalid handle fails; new handles are none seen before (never reused); outputs are written only on success; oracles where the answer is known (free of a live
 * handle succeeds, scope_end succeeds iff a scope is open, is_grad_enabled follows no_grad depth, ndim/numel/
 * dtype/shape of a tensor never change, ...); and rt_torch_live_tensors() equals the number of tensor handles
 * the harness believes live (tracking creations, frees, scope_begin/keep/end). At the end every handle is
 * freed and the live count must be 0.
 *
 * On a broken invariant (or a crash or hang: signal handlers) it prints the seed, the call index, the call
 * with its arguments and the calls before it, and exits 1. It prints the seed, the throughput and a
 * per-function tally ("tally NAME CALLS FAILURES") at the end.
 *
 * RT_ERR_INTERNAL is a broken invariant too: it means an exception the runtime did not classify.
 *
 * Environment: FUZZ_TRACE prints every call to stderr; FUZZ_PROFILE prints the seconds spent in each function;
 * FUZZ_BREAK=N treats call N as a broken invariant (to test the report); FUZZ_INTERNAL=report prints each
 * RT_ERR_INTERNAL call ("internal: ...") and goes on, to list them all in one run.
 */
#include <inttypes.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "simple_torch.h"
#include "check.h"   /* check_default_device() alone: the harness checks with its own fail() */

#define CAP_ELEMS 1024          /* tensors kept in the pool hold at most this many elements */
#define POOL_HIGH 160           /* above this many live tensors the pool is trimmed ... */
#define POOL_LOW 120            /* ... down to this many */
#define MAX_REC_DIMS 8          /* shapes remembered for tensors of up to this many dims */
#define MAX_DATA_BYTES (1 << 20)
#define HUGE_HANDLE ((int64_t)1 << 40)
#define SENTINEL ((int64_t)-7777777)
#define CALL_SECONDS 60         /* one call taking longer than this is a hang */
#define FUZZ_FILE "fuzz.safetensors"   /* the file the safetensors recipes save and load */

enum { K_TENSOR, K_STREAM, K_OPT, K_SCHED, K_GEN, K_ST, K_MODEL, K_SCALER, K_WORK, K_LOADER, K_NONE };
static const char *const KIND_NAMES[] = {"tensor", "stream", "optimizer", "scheduler", "generator", "safetensors",
                                         "model", "scaler", "work", "data loader", "none"};
enum { R_TENSOR, R_HANDLE, R_STATUS, R_BOOL, R_COUNT, R_DEVICE, R_TEXT, R_VOID, R_ERROR };
enum { G_ANY, G_DIM, G_FLAG, G_DTYPE, G_DEVICE, G_REDUCTION, G_SIZE, G_INDEX };
enum { G_ANYD, G_PROB, G_RATE, G_RANGE };
enum { A_SHAPE, A_ORDER };

/* ---- random numbers (splitmix64: the seed fixes the whole run) ---- */

static uint64_t rng_state;

static uint64_t rnd(void) {
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static int64_t below(int64_t n) { return n > 0 ? (int64_t)(rnd() % (uint64_t)n) : 0; }
static int chance(int percent) { return below(100) < percent; }
static int64_t between(int64_t lo, int64_t hi) { return lo + below(hi - lo + 1); }

/* ---- the model: every handle the harness has seen ---- */

typedef struct {
    int64_t id;
    int kind, live, scope;       /* scope: index of the open scope that holds it, -1 for none */
    int64_t pos;                 /* index in live_list[kind] while live */
    int inspected, dtype, ndim;  /* filled by inspect() after the call that made it */
    int device;                  /* its device code, also from inspect(): it never changes */
    int sparse;                  /* a sparse COO tensor, also from inspect(): most functions refuse one */
    int64_t numel, shape[MAX_REC_DIMS];
} Rec;

typedef struct {
    int64_t *items, n, cap;
} List;

static Rec *recs;                /* in the order they were made */
static int64_t nrecs, caprecs;
static int64_t *rec_of, rec_slots;   /* open addressing: id -> 1 + its rec index (0: empty) */
/* A handle never issued, whichever table issues them: the Python one counts up from 1, the C one of the fast path
 * stays below 2**53 (clib/handle_table.c). */
#define NEVER_ISSUED (INT64_C(1) << 62)
static List live_list[K_NONE];   /* rec indices of live handles, by kind */
static List *scopes;             /* open scopes, innermost last: rec indices made in each */
static int depth, scopes_cap;
static int no_grad_depth;
static int32_t default_device = RT_CPU;   /* set_default_device's, from the configured one (main) */
static int32_t gpus;                      /* CUDA devices here: a tensor's device is RT_CPU or below this */
static int64_t recent[8];        /* rec indices of the most recent tensors (chains of ops) */
static int nrecent;
static List pending;             /* new handles not yet inspected */
static int torch_backend;

static void *xrealloc(void *p, size_t n) {
    void *q = realloc(p, n ? n : 1);
    if (q == NULL) {
        fprintf(stderr, "fuzz: out of memory\n");
        exit(2);
    }
    return q;
}

static void list_push(List *l, int64_t v) {
    if (l->n == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 16;
        l->items = xrealloc(l->items, (size_t)l->cap * sizeof *l->items);
    }
    l->items[l->n++] = v;
}

static int64_t slot_of(int64_t id) {
    uint64_t h = (uint64_t)id * 0x9E3779B97F4A7C15ull;
    int64_t i = (int64_t)(h >> 17) & (rec_slots - 1);
    while (rec_of[i] != 0 && recs[rec_of[i] - 1].id != id)
        i = (i + 1) & (rec_slots - 1);
    return i;
}

static int64_t find_rec(int64_t id) {
    return rec_slots ? rec_of[slot_of(id)] - 1 : -1;
}

static void index_rec(int64_t r) {
    if (2 * (nrecs + 1) > rec_slots) {   /* keep the table at most half full */
        int64_t *old = rec_of, old_slots = rec_slots;
        rec_slots = rec_slots ? rec_slots * 2 : 4096;
        rec_of = xrealloc(NULL, (size_t)rec_slots * sizeof *rec_of);
        memset(rec_of, 0, (size_t)rec_slots * sizeof *rec_of);
        for (int64_t i = 0; i < old_slots; i++)
            if (old[i] != 0)
                rec_of[slot_of(recs[old[i] - 1].id)] = old[i];
        free(old);
    }
    rec_of[slot_of(recs[r].id)] = r + 1;
}

static int is_live(int64_t id, int kind) {
    int64_t r = find_rec(id);
    return r >= 0 && recs[r].live && recs[r].kind == kind;
}

static void mark_dead(int64_t r) {
    Rec *rec = &recs[r];
    List *l = &live_list[rec->kind];
    int64_t last = l->items[--l->n];
    l->items[rec->pos] = last;
    recs[last].pos = rec->pos;
    rec->live = 0;
}

static int64_t add_rec(int64_t id, int kind) {
    Rec *rec;
    if (nrecs == caprecs) {
        caprecs = caprecs ? caprecs * 2 : 1024;
        recs = xrealloc(recs, (size_t)caprecs * sizeof *recs);
    }
    rec = &recs[nrecs];
    memset(rec, 0, sizeof *rec);
    rec->id = id;
    rec->kind = kind;
    rec->live = 1;
    rec->scope = depth - 1;
    rec->pos = live_list[kind].n;
    list_push(&live_list[kind], nrecs);
    if (depth > 0)
        list_push(&scopes[depth - 1], nrecs);
    if (kind == K_TENSOR) {
        recent[nrecent++ % 8] = nrecs;
        list_push(&pending, nrecs);
    }
    index_rec(nrecs);
    return nrecs++;
}

static void describe_rec(char *out, size_t size, int64_t id) {
    static const char *const dtypes[] = {"u8", "i8", "i16", "i32", "i64", "f16", "f32", "f64", "?8", "c64", "c128",
                                         "bool", "?12", "?13", "?14", "bf16"};
    int64_t r = find_rec(id);
    if (id == 0) {
        snprintf(out, size, "0");
    } else if (id < 0) {
        snprintf(out, size, "%" PRId64 " (negative)", id);
    } else if (r < 0) {
        snprintf(out, size, "%" PRId64 " (never issued)", id);
    } else if (!recs[r].live) {
        snprintf(out, size, "%" PRId64 " (freed %s)", id, KIND_NAMES[recs[r].kind]);
    } else if (recs[r].kind != K_TENSOR) {
        snprintf(out, size, "%" PRId64 " (%s)", id, KIND_NAMES[recs[r].kind]);
    } else if (!recs[r].inspected) {
        snprintf(out, size, "%" PRId64 " (tensor)", id);
    } else {
        int n = snprintf(out, size, "%" PRId64 " (%s [", id, dtypes[recs[r].dtype & 15]);
        for (int i = 0; i < recs[r].ndim && i < MAX_REC_DIMS && n < (int)size; i++)
            n += snprintf(out + n, size - (size_t)n, "%s%" PRId64, i ? "," : "", recs[r].shape[i]);
        if (n < (int)size)
            snprintf(out + n, size - (size_t)n, "%s])", recs[r].ndim > MAX_REC_DIMS ? ",..." : "");
    }
}

/* ---- one call ---- */

#define MAX_HANDLE_ARGS 16
#define MAX_OUTS 4
#define MAX_ALLOCS 16

typedef struct {
    int fn, recipe;                      /* recipe: run_recipe prepared the inputs */
    char desc[3072];
    size_t len;
    int must_fail;                       /* a required handle argument is not a live handle of its kind */
    int nh;
    int64_t hval[MAX_HANDLE_ARGS];       /* the handle arguments, in order */
    int hkind[MAX_HANDLE_ARGS];
    int64_t ints[8];                     /* the integer arguments, in order */
    int nints;
    int64_t result;
    const char *text;                    /* a text result, copied at once (valid only until the next call) */
    char text_copy[4096];
    int nouts;
    int64_t outs[MAX_OUTS];              /* the `rt_tensor* u` outputs, preset to SENTINEL */
    int out_null[MAX_OUTS];
    void *outarr;                        /* an output array and its capacity (rt_torch_tensor_shape, chunk) */
    int64_t outarr_cap;
    int outarr_handles;
    int64_t buffer_len;                  /* a `void* out` buffer's length */
    int has_buffer;
    double item;                         /* a `double*` or `int64_t*` output */
    int64_t item64;
    int item_null, has_item;
    void *dl_out;                        /* a `void** out` DLPack export (section 29), preset to a sentinel */
    int has_dl_out, dl_out_null, dl_versioned;
    void *allocs[MAX_ALLOCS];
    int nallocs;
} Call;

static void say(Call *c, const char *fmt, ...) {
    va_list ap;
    int n;
    if (c->len >= sizeof c->desc - 1)
        return;
    va_start(ap, fmt);
    n = vsnprintf(c->desc + c->len, sizeof c->desc - c->len, fmt, ap);
    va_end(ap);
    if (n > 0)
        c->len += (size_t)n;
    if (c->len >= sizeof c->desc)
        c->len = sizeof c->desc - 1;
}

static void arg_sep(Call *c, const char *name) {
    say(c, "%s%s=", c->desc[c->len - 1] == '(' ? "" : ", ", name);
}

/* Preferred arguments, queued by a recipe (see run_recipe) for the next call: each drawer takes the next one
 * of its kind 92% of the time, else draws as usual. */
typedef struct {
    int64_t v[8], n, at;
} Queue;
static Queue q_tensor, q_handle, q_int, q_fixed, q_dims;   /* q_fixed: pairs; q_dims: one shape */
static double q_double[8];
static int64_t nq_double, q_double_at;
static int64_t q_dims_len = -1;
static const char *q_text;   /* an equation for rt_torch_tensor_einsum */

static void q_push(Queue *q, int64_t v) {
    if (q->n < 8)
        q->v[q->n++] = v;
}

static int q_take(Queue *q, int64_t *v) {
    if (q->at >= q->n)
        return 0;
    *v = q->v[q->at++];
    return chance(92);
}

static void q_clear(void) {
    memset(&q_tensor, 0, sizeof q_tensor);
    memset(&q_handle, 0, sizeof q_handle);
    memset(&q_int, 0, sizeof q_int);
    memset(&q_fixed, 0, sizeof q_fixed);
    memset(&q_dims, 0, sizeof q_dims);
    nq_double = q_double_at = 0;
    q_dims_len = -1;
    q_text = NULL;
}

static void *call_alloc(Call *c, size_t n) {
    void *p;
    if (c->nallocs == MAX_ALLOCS) {
        fprintf(stderr, "fuzz: too many buffers in one call\n");
        exit(2);
    }
    p = calloc(n ? n : 1, 1);
    if (p == NULL) {
        fprintf(stderr, "fuzz: out of memory\n");
        exit(2);
    }
    c->allocs[c->nallocs++] = p;
    return p;
}

static void note_handle(Call *c, int64_t h, int kind, int optional) {
    if (c->nh < MAX_HANDLE_ARGS) {
        c->hval[c->nh] = h;
        c->hkind[c->nh] = kind;
        c->nh++;
    }
    if (!(h == 0 && optional) && !is_live(h, kind))
        c->must_fail = 1;
}

static int64_t pick_live(int kind) {
    List *l = &live_list[kind];
    return l->n ? recs[l->items[below(l->n)]].id : 0;
}

static int64_t pick_dead(void) {
    for (int tries = 0; tries < 8 && nrecs; tries++) {
        int64_t r = below(nrecs);
        if (!recs[r].live)
            return recs[r].id;
    }
    return 0;
}

static int64_t pick_tensor(void) {
    if (nrecent && chance(40)) {
        int64_t r = recent[below(nrecent < 8 ? nrecent : 8)];
        if (recs[r].live)
            return recs[r].id;
    }
    return pick_live(K_TENSOR);
}

/* A handle that is not a live one of `kind` (made up, freed, or of another kind). */
static int64_t bad_handle(int kind) {
    static const int64_t made_up[] = {0, -1, -2, INT64_MIN, INT64_MAX, HUGE_HANDLE, -HUGE_HANDLE};
    int64_t h;
    switch (below(4)) {
    case 0:
        if ((h = pick_dead()) != 0)
            return h;
        break;
    case 1:
        for (int k = 0; k < K_NONE; k++)
            if (k != kind && (h = pick_live(k)) != 0 && chance(50))
                return h;
        break;
    case 2:
        return NEVER_ISSUED + below(1000);
    default:
        break;
    }
    return made_up[below(sizeof made_up / sizeof *made_up)];
}

static rt_tensor arg_tensor(Call *c, const char *name, int optional) {
    char text[96];
    int64_t h;
    if (q_take(&q_tensor, &h))
        ;
    else if (optional && chance(15))
        h = 0;
    else if (chance(88) && live_list[K_TENSOR].n)
        h = pick_tensor();
    else
        h = bad_handle(K_TENSOR);
    note_handle(c, h, K_TENSOR, optional);
    describe_rec(text, sizeof text, h);
    arg_sep(c, name);
    say(c, "%s", text);
    return h;
}

static rt_handle arg_handle(Call *c, const char *name, int kind, int optional) {
    char text[96];
    int64_t h;
    if (!q_take(&q_handle, &h))
        h = optional && chance(15) ? 0 : chance(80) && live_list[kind].n ? pick_live(kind) : bad_handle(kind);
    note_handle(c, h, kind, optional);
    describe_rec(text, sizeof text, h);
    arg_sep(c, name);
    say(c, "%s", text);
    return h;
}

static int64_t pick(const int64_t *values, size_t n) { return values[below((int64_t)n)]; }
#define PICK(...) pick((const int64_t[]){__VA_ARGS__}, sizeof((const int64_t[]){__VA_ARGS__}) / sizeof(int64_t))

static int64_t huge_size(void) {
    /* sizes whose tensors cannot be allocated (>= 2**45 elements) or cannot even be addressed */
    return PICK((int64_t)1 << 45, (int64_t)1 << 53, (int64_t)1 << 62, INT64_MAX, (int64_t)3 << 50);
}

static int64_t arg_int(Call *c, const char *name, int pool, int bits) {
    int64_t v;
    if (q_take(&q_int, &v))
        pool = -1;
    switch (pool) {
    case -1:
        break;
    case G_DIM:
        v = chance(90) ? between(-4, 4) : PICK(64, -65, 100, (int64_t)1 << 31, INT64_MAX, INT64_MIN, -5);
        break;
    case G_FLAG:
        v = chance(92) ? below(2) : PICK(-1, 2, 7, INT32_MIN, INT32_MAX);
        break;
    case G_DTYPE:
        v = chance(90) ? PICK(0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 15, 6, 6, 4, 7)
                       : PICK(8, 12, 13, 14, 16, -1, 100, INT32_MAX, INT32_MIN);
        break;
    case G_DEVICE:
        v = chance(70) ? RT_CPU : PICK(0, 1, 7, -2, -3, INT32_MAX, INT32_MIN);
        break;
    case G_REDUCTION:
        v = chance(90) ? below(3) : PICK(3, -1, 100, INT32_MIN);
        break;
    case G_SIZE:
        v = chance(88) ? between(0, 6) : chance(50) ? PICK(-1, -2, INT64_MIN) : huge_size();
        break;
    case G_INDEX:
        v = chance(85) ? between(-6, 6) : PICK(INT64_MIN, INT64_MAX, (int64_t)1 << 40, -((int64_t)1 << 40), 0);
        break;
    default:
        v = chance(70) ? between(-3, 50) : chance(50) ? PICK(INT64_MIN, INT64_MAX, -1, 0, 1) : (int64_t)rnd();
        break;
    }
    if (bits == 32 && (v < INT32_MIN || v > INT32_MAX))
        v = v < 0 ? INT32_MIN : INT32_MAX;
    if (c->nints < 8)
        c->ints[c->nints++] = v;
    arg_sep(c, name);
    say(c, "%" PRId64, v);
    return v;
}

static double arg_double(Call *c, const char *name, int pool) {
    static const double odd[] = {NAN, INFINITY, -INFINITY, 1e308, -1e308, 5e-324, 3.5e38, -3.5e38, 1e20, -0.0};
    double v = 0;
    if (q_double_at < nq_double && (v = q_double[q_double_at++], chance(92)))
        pool = -1;
    switch (pool) {
    case -1:
        break;
    case G_PROB:
        v = chance(85) ? (double)below(11) / 10.0 : chance(50) ? odd[below(10)] : (double)between(-2, 3) * 0.75;
        break;
    case G_RATE:
        v = chance(85) ? ((const double[]){0.0, 0.001, 0.01, 0.1, 0.5, 0.9, 0.999, 1e-8, 1.0})[below(9)]
                       : chance(60) ? ((const double[]){-0.1, 2.0, 1.0, 1e10, -1.0})[below(5)] : odd[below(10)];
        break;
    case G_RANGE:   /* arange: small ranges, or counts far beyond what can be allocated (rejected) */
        if (strcmp(name, "step") == 0)
            v = chance(85) ? ((const double[]){1, 2, 0.5, -1, -0.5, 3, 1, 1})[below(8)]
                           : ((const double[]){0, 1e-300, NAN, INFINITY, -INFINITY, 5e-324})[below(6)];
        else
            v = chance(85) ? (double)between(-5, 5) + (chance(20) ? 0.5 : 0.0)
                           : ((const double[]){1e300, -1e300, NAN, INFINITY, -INFINITY})[below(5)];
        break;
    default:
        v = chance(75) ? (double)between(-40, 40) / 8.0 : odd[below(10)];
        break;
    }
    arg_sep(c, name);
    say(c, "%.17g", v);
    return v;
}

/* A random shape of at most 4 small dims. */
static int64_t random_shape(int64_t *dims) {
    int64_t n = chance(10) ? 0 : between(1, 4);
    for (int64_t i = 0; i < n; i++)
        dims[i] = chance(8) ? 0 : between(1, 4);
    return n;
}

/* An array of doubles (scale factors): NULL, a negative count, or up to 4 values, ordinary or odd. */
static const double *arg_doubles(Call *c, const char *name, int64_t *count, int bits) {
    static const double odd[] = {NAN, INFINITY, -INFINITY, 0.0, -1.0, 1e308, 5e-324};
    int64_t r = below(100), n;
    double *values;
    arg_sep(c, name);
    if (r < 5) {
        *count = chance(50) ? 0 : between(1, 3);
        say(c, "NULL, %" PRId64, *count);
        return NULL;
    }
    if (r < 8) {
        *count = bits == 32 ? PICK(-1, INT32_MIN) : PICK(-1, INT64_MIN);
        values = call_alloc(c, sizeof *values);
        values[0] = 2.0;
        say(c, "{2.0}, %" PRId64, *count);
        return values;
    }
    n = between(0, 4);
    values = call_alloc(c, 4 * sizeof *values);
    say(c, "{");
    for (int64_t i = 0; i < n; i++) {
        values[i] = chance(85) ? (double)between(1, 16) / 4.0 : odd[below(7)];
        say(c, "%s%g", i ? "," : "", values[i]);
    }
    say(c, "}, %" PRId64, n);
    *count = n;
    return values;
}

static const int64_t *arg_dims(Call *c, const char *name, int pool, int64_t *count, int bits) {
    int64_t *dims, n, r = below(100);
    arg_sep(c, name);
    if (r < 4) {                                    /* NULL, with a count that may be 0 */
        *count = chance(50) ? 0 : between(1, 3);
        say(c, "NULL, %" PRId64, *count);
        return NULL;
    }
    if (r < 7) {                                    /* more than 64 dims */
        n = between(65, 100);
        dims = call_alloc(c, (size_t)n * sizeof *dims);
        for (int64_t i = 0; i < n; i++)
            dims[i] = 1;
        *count = n;
        say(c, "{1 x %" PRId64 "}, %" PRId64, n, n);
        return dims;
    }
    dims = call_alloc(c, 8 * sizeof *dims);
    if (q_dims_len >= 0 && chance(92)) {           /* a recipe's shape */
        n = q_dims_len;
        memcpy(dims, q_dims.v, (size_t)n * sizeof *dims);
        q_dims_len = -1;
        goto done;
    }
    if (r < 10) {                                   /* a negative count */
        *count = bits == 32 ? PICK(-1, INT32_MIN) : PICK(-1, INT64_MIN);
        dims[0] = 2;
        say(c, "{2}, %" PRId64, *count);
        return dims;
    }
    n = 0;
    if (pool == A_ORDER && chance(70)) {            /* a permutation, maybe with negative entries */
        n = between(0, 4);
        for (int64_t i = 0; i < n; i++)
            dims[i] = i;
        for (int64_t i = n - 1; i > 0; i--) {
            int64_t j = below(i + 1), t = dims[i];
            dims[i] = dims[j];
            dims[j] = t;
        }
        for (int64_t i = 0; i < n; i++)
            if (chance(15))
                dims[i] -= n;
    } else if (r < 50 && live_list[K_TENSOR].n) {   /* the shape of a live tensor: whole, a suffix, a -1 */
        int64_t rr = find_rec(pick_tensor());
        if (rr >= 0 && recs[rr].inspected && recs[rr].ndim <= MAX_REC_DIMS) {
            int64_t skip = chance(30) ? below(recs[rr].ndim + 1) : 0;
            for (int64_t i = skip; i < recs[rr].ndim; i++)
                dims[n++] = recs[rr].shape[i];
            if (n && chance(25))
                dims[below(n)] = -1;
            if (n < 8 && chance(10))
                dims[n++] = 1;
        } else {
            n = random_shape(dims);
        }
    } else {
        n = random_shape(dims);
        for (int64_t i = 0; i < n; i++)
            if (chance(6))
                dims[i] = chance(50) ? PICK(-1, -2, INT64_MIN) : huge_size();
    }
done:
    *count = n;
    say(c, "{");
    for (int64_t i = 0; i < n; i++)
        say(c, "%s%" PRId64, i ? "," : "", dims[i]);
    say(c, "}, %" PRId64, n);
    return dims;
}

static const int64_t *arg_fixed(Call *c, const char *name, int n) {
    int64_t *v;
    arg_sep(c, name);
    if (chance(4)) {
        say(c, "NULL");
        return NULL;
    }
    v = call_alloc(c, (size_t)n * sizeof *v);
    int64_t pair = 0;
    int use = n == 2 && q_take(&q_fixed, &pair);
    say(c, "{");
    for (int i = 0; i < n; i++) {
        if (use)
            v[i] = i ? pair % 16 : pair / 16;
        else if (chance(92))
            v[i] = between(0, 3);
        else if (strcmp(name, "padding") != 0 && strcmp(name, "output_size") != 0 && chance(30))
            v[i] = PICK(INT32_MAX, (int64_t)INT32_MAX + 1);   /* around the int32 limit (a valid padding or
                                                                 output_size there would allocate gigabytes) */
        else
            v[i] = chance(50) ? PICK(-1, INT64_MIN) : huge_size();
        say(c, "%s%" PRId64, i ? "," : "", v[i]);
    }
    say(c, "}");
    return v;
}

static const int64_t *arg_handles(Call *c, const char *name, int64_t *count, int bits) {
    int64_t *hs, n;
    char text[96];
    arg_sep(c, name);
    if (chance(5)) {
        *count = below(3);
        say(c, "NULL, %" PRId64, *count);
        if (*count)
            c->must_fail = 1;
        return NULL;
    }
    hs = call_alloc(c, 5 * sizeof *hs);
    if (chance(4)) {
        *count = bits == 32 ? PICK(-1, INT32_MIN) : PICK(-1, INT64_MIN);
        hs[0] = pick_tensor();
        say(c, "{%" PRId64 "}, %" PRId64, hs[0], *count);
        c->must_fail = 1;
        return hs;
    }
    n = chance(5) ? 0 : between(1, 4);
    int same = chance(40), queued = q_tensor.at < q_tensor.n && chance(92);   /* a recipe's operands */
    if (queued)
        n = q_tensor.n - q_tensor.at < 5 ? q_tensor.n - q_tensor.at : 5;
    say(c, "{");
    for (int64_t i = 0; i < n; i++) {
        if (queued)
            hs[i] = q_tensor.v[q_tensor.at++];
        else if (i > 0 && same)
            hs[i] = hs[0];
        else if (chance(92) && live_list[K_TENSOR].n)
            hs[i] = pick_tensor();
        else
            hs[i] = bad_handle(K_TENSOR);
        note_handle(c, hs[i], K_TENSOR, 0);
        describe_rec(text, sizeof text, hs[i]);
        say(c, "%s%s", i ? ", " : "", text);
    }
    say(c, "}, %" PRId64, n);
    *count = n;
    return hs;
}

/* A file path (safetensors files; no model file, so rt_torch_model_load always fails): relative to the harness's working folder (its build folder), a missing folder,
 * a folder, "", NULL or bytes that are not UTF-8; what is written there stays there. */
static const char *arg_path(Call *c) {
    static const char *const pool[] = {FUZZ_FILE, "fuzz-other.safetensors", "no/such/folder/x.safetensors", ".", "",
                                       "\xff\xfe.safetensors"};
    if (chance(4)) {
        say(c, "NULL");
        c->must_fail = 1;
        return NULL;
    }
    const char *picked = pool[below((int64_t)(sizeof pool / sizeof *pool))];
    say(c, "\"%s\"", picked);
    return picked;
}

/* Text (einsum's equation): NULL, valid equations, malformed ones, bytes that are not UTF-8, random characters. */
static const char *arg_text(Call *c, const char *name) {
    static const char *const pool[] = {
        "ij,jk->ik", "ij,jk", "ii", "ii->i", "ij->", "i,i->", "i,j->ij", "...ij->...ji", "...ij,...jk->...ik",
        "bij,bjk->bik", "ij,ij->ij", "i", "->", "", " i j -> j i ", "ijk->kji", "ab...,b->a...", "aA->Aa",
        /* malformed: two arrows, a stray dot or arrow, digits, a repeated or unknown output label, 3 ellipses */
        "ij->i->j", "i.j", "ij-k", "ij>k", "i1", "ij->ii", "ij->k", ".........", "...i,...->...j", "i,,j", ",",
        "\xff\xfe", "\t i", "ij,jk,kl,lm,mn->in",
    };
    static const char alphabet[] = "ijkab.,->ABZ 1";
    char *text;
    arg_sep(c, name);
    if (q_text != NULL && chance(92)) {
        say(c, "\"%s\"", q_text);
        return q_text;
    }
    if (strcmp(name, "path") == 0)
        return arg_path(c);
    if (chance(4)) {
        say(c, "NULL");
        c->must_fail = 1;
        return NULL;
    }
    if (chance(80)) {
        const char *picked = pool[below((int64_t)(sizeof pool / sizeof *pool))];
        say(c, "\"%s\"", picked);
        return picked;
    }
    int64_t n = between(0, 12);
    text = call_alloc(c, (size_t)n + 1);
    for (int64_t i = 0; i < n; i++)
        text[i] = alphabet[below((int64_t)sizeof alphabet - 1)];
    say(c, "\"%s\"", text);
    return text;
}

/* rt_torch_optim_lbfgs_step's closure: NULL (the call must fail), or one that writes a loss and counts its calls
 * in its user_data, failing past FUZZ_CLOSURE_CALLS of them so that a step of any max_iter or max_eval ends soon */
#define FUZZ_CLOSURE_CALLS 12

static int32_t fuzz_closure(void *user_data, double *loss) {
    int *calls = user_data;
    if (++*calls > FUZZ_CLOSURE_CALLS)
        return RT_ERR_INVALID_ARGUMENT;
    *loss = 1.0 / *calls;
    return RT_OK;
}

static rt_closure arg_closure(Call *c, const char *name, void **user_data) {
    arg_sep(c, name);
    if (chance(8)) {
        say(c, "NULL, NULL");
        c->must_fail = 1;
        *user_data = NULL;
        return NULL;
    }
    int *calls = call_alloc(c, sizeof *calls);
    *calls = 0;
    *user_data = calls;
    say(c, "fuzz_closure, &calls");
    return fuzz_closure;
}

static void *arg_buffer(Call *c, const char *name, int64_t *len) {
    void *p;
    arg_sep(c, name);
    if (chance(5)) {
        *len = chance(50) ? 0 : between(1, 64);
        say(c, "NULL, %" PRId64, *len);
        return NULL;
    }
    int64_t size = PICK(0, 1, 3, 4, 8, 16, 24, 64, 256, 4096, 16384, 16384, 16384);
    p = call_alloc(c, (size_t)size);
    *len = chance(5) ? PICK(-1, INT64_MIN) : chance(10) ? below(size + 1) : size;
    c->buffer_len = *len;
    c->has_buffer = 1;
    say(c, "buf[%" PRId64 "], %" PRId64, size, *len);
    return p;
}

static void *arg_outarr(Call *c, const char *name, size_t elem, int handles, int64_t *cap, int bits) {
    int64_t *p;
    arg_sep(c, name);
    if (chance(5)) {
        *cap = chance(50) ? 0 : between(1, 8);
        say(c, "NULL, %" PRId64, *cap);
        return NULL;
    }
    if (elem != sizeof(int64_t)) {
        fprintf(stderr, "fuzz: output arrays of %zu-byte elements are not supported\n", elem);
        exit(2);
    }
    int64_t size = chance(80) ? between(0, 8) : 70;
    p = call_alloc(c, (size_t)size * sizeof *p);
    for (int64_t i = 0; i < size; i++)
        p[i] = SENTINEL;
    *cap = chance(5) ? (bits == 32 ? PICK(-1, INT32_MIN) : PICK(-1, INT64_MIN)) : chance(10) ? below(size + 1) : size;
    c->outarr = p;
    c->outarr_cap = *cap;
    c->outarr_handles = handles;
    say(c, "out[%" PRId64 "], %" PRId64, size, *cap);
    return p;
}

static rt_tensor *arg_out_handle(Call *c, const char *name) {
    int i = c->nouts++;
    if (i >= MAX_OUTS) {
        fprintf(stderr, "fuzz: too many outputs\n");
        exit(2);
    }
    c->outs[i] = SENTINEL;
    c->out_null[i] = chance(4);
    arg_sep(c, name);
    say(c, "%s", c->out_null[i] ? "NULL" : "&out");
    return c->out_null[i] ? NULL : &c->outs[i];
}

static double *arg_out_double(Call *c, const char *name) {
    c->has_item = 1;
    c->item_null = chance(4);
    c->item = -12345.0;
    arg_sep(c, name);
    say(c, "%s", c->item_null ? "NULL" : "&out");
    return c->item_null ? NULL : &c->item;
}

static int64_t *arg_out_int64(Call *c, const char *name) {
    c->has_item = 1;
    c->item_null = chance(4);
    c->item64 = -12345;
    arg_sep(c, name);
    say(c, "%s", c->item_null ? "NULL" : "&out");
    return c->item_null ? NULL : &c->item64;
}

/* ---- DLPack structs (section 29). Exports go to a pool per kind (versioned, legacy); an import gets one of them
 * (it takes it over, failing or not) or NULL, never a made-up address: a struct pointer is the caller's contract,
 * as in any C library. A full pool gives back its oldest struct (its deleter called, the handle maybe long freed);
 * the rest are given back at the end. Only the deleter is touched, so only the fields before it are declared. ---- */
typedef struct FuzzVersioned {
    uint32_t major, minor;
    void *manager_ctx;
    void (*deleter)(struct FuzzVersioned *self);
} FuzzVersioned;
typedef struct FuzzLegacy {
    struct { void *data; int32_t device_type, device_id, ndim; uint8_t code, bits; uint16_t lanes; int64_t *shape,
             *strides; uint64_t byte_offset; } dl_tensor;
    void *manager_ctx;
    void (*deleter)(struct FuzzLegacy *self);
} FuzzLegacy;

#define DL_POOL 8
static void *dl_pool[2][DL_POOL];   /* [1]: DLManagedTensorVersioned*, [0]: DLManagedTensor* */
static int dl_count[2];
static int64_t dl_deleted;

static void dl_delete(int versioned, void *p) {
    if (versioned)
        ((FuzzVersioned *)p)->deleter((FuzzVersioned *)p);
    else
        ((FuzzLegacy *)p)->deleter((FuzzLegacy *)p);
    dl_deleted++;
}

static void dl_push(int versioned, void *p) {
    if (dl_count[versioned] == DL_POOL) {
        dl_delete(versioned, dl_pool[versioned][0]);
        memmove(dl_pool[versioned], dl_pool[versioned] + 1, (DL_POOL - 1) * sizeof(void *));
        dl_count[versioned]--;
    }
    dl_pool[versioned][dl_count[versioned]++] = p;
}

static void *arg_dlpack(Call *c, const char *name, int versioned) {
    arg_sep(c, name);
    if (dl_count[versioned] == 0 || chance(10)) {
        say(c, "NULL");
        return NULL;
    }
    int i = (int)below(dl_count[versioned]);
    void *p = dl_pool[versioned][i];
    dl_pool[versioned][i] = dl_pool[versioned][--dl_count[versioned]];
    say(c, "exported struct %p", p);
    return p;
}

static void **arg_out_dlpack(Call *c, const char *name, int versioned) {
    c->has_dl_out = 1;
    c->dl_versioned = versioned;
    c->dl_out_null = chance(4);
    c->dl_out = &c->dl_out;   /* a sentinel: a success writes the struct, a failure NULL */
    arg_sep(c, name);
    say(c, "%s", c->dl_out_null ? "NULL" : "&out");
    return c->dl_out_null ? NULL : &c->dl_out;
}

static int dtype_size(int64_t dtype) {
    switch (dtype) {
    case RT_UINT8: case RT_INT8: case RT_BOOL: return 1;
    case RT_INT16: case RT_FLOAT16: case RT_BFLOAT16: return 2;
    case RT_INT32: case RT_FLOAT32: return 4;
    case RT_INT64: case RT_FLOAT64: case RT_COMPLEX64: return 8;
    case RT_COMPLEX128: return 16;
    default: return 0;
    }
}

/* Data for rt_torch_tensor_from_data: NULL, or a buffer holding exactly what dims and dtype need (the
 * library cannot know the buffer's size, so a smaller one would be the caller's bug). Small values, so that
 * integer tensors make valid indices. */
static const void *arg_data(Call *c, const char *name, const int64_t *dims, int64_t ndims, int64_t dtype) {
    int64_t need = dtype_size(dtype);
    int valid = need > 0 && ndims >= 0 && ndims <= 64 && (dims != NULL || ndims == 0);
    unsigned char *p;
    for (int64_t i = 0; valid && i < ndims; i++) {
        if (dims[i] < 0)
            valid = 0;
        else if (dims[i] == 0)
            need = 0;
        else if (need > 0 && dims[i] > MAX_DATA_BYTES / need + 1)
            need = MAX_DATA_BYTES + 1;   /* saturate: too large to pass */
        else
            need *= dims[i];
        if (need > MAX_DATA_BYTES)
            need = MAX_DATA_BYTES + 1;
    }
    arg_sep(c, name);
    if (chance(5) || (valid && need > MAX_DATA_BYTES)) {
        say(c, "NULL");
        return NULL;
    }
    if (!valid)   /* the library rejects dims or dtype before it reads data */
        need = 16;
    p = call_alloc(c, (size_t)need);
    for (int64_t i = 0; i < need; i++) {
        switch (dtype) {
        case RT_FLOAT32: case RT_COMPLEX64:
            if (i % 4 == 0 && i + 4 <= need) {
                float f = (float)between(-24, 24) / 8.0f;
                memcpy(p + i, &f, 4);
                i += 3;
            }
            break;
        case RT_FLOAT64: case RT_COMPLEX128:
            if (i % 8 == 0 && i + 8 <= need) {
                double d = (double)between(-24, 24) / 8.0;
                memcpy(p + i, &d, 8);
                i += 7;
            }
            break;
        case RT_BOOL: p[i] = (unsigned char)(chance(90) ? below(2) : below(256)); break;
        case RT_FLOAT16: case RT_BFLOAT16: p[i] = (unsigned char)rnd(); break;
        default:   /* integers, little-endian: a small value in the low byte (nothing for a bad dtype) */
            p[i] = (unsigned char)(valid && i % dtype_size(dtype) == 0 ? below(4) : 0);
            break;
        }
    }
    say(c, "data[%" PRId64 "]", need);
    return p;
}

/* ---- failing: the seed, the call, the calls before it ---- */

static uint64_t seed;
static int64_t call_index = -1;
static Call *current;
static char history[8][3200];
static int64_t history_index[8];

static void print_history(void) {
    fprintf(stderr, "  calls before it:\n");
    for (int64_t i = call_index - 8; i < call_index; i++)
        if (i >= 0 && history_index[i % 8] == i)
            fprintf(stderr, "    #%" PRId64 " %s\n", i, history[i % 8]);
}

static void fail(const char *fmt, ...) {
    va_list ap;
    fprintf(stderr, "fuzz: FAILED at seed %" PRIu64 ", call %" PRId64 ": ", seed, call_index);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\n");
    if (current)
        fprintf(stderr, "  call: %s)%s\n  returned %" PRId64 "; last error: code %d: %s\n", current->desc,
                current->recipe ? " [inputs made by a recipe]" : "", current->result,
                (int)rt_torch_last_error_code(), rt_torch_last_error());
    print_history();
    fprintf(stderr, "  reproduce: fuzz %" PRIu64 " %" PRId64 "\n", seed, call_index + 1);
    fflush(stderr);
    exit(1);
}

static void on_signal(int sig) {
    /* not async-signal-safe, but the process is dying anyway: say which call killed it */
    fprintf(stderr, "fuzz: FAILED at seed %" PRIu64 ", call %" PRId64 ": %s\n", seed, call_index,
            sig == SIGALRM ? "the call hangs" : strsignal(sig));
    if (current)
        fprintf(stderr, "  call: %s)\n", current->desc);
    print_history();
    fflush(stderr);
    signal(sig, SIG_DFL);
    _exit(1);
}

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static double call_started;

static void fuzz_before_call(Call *c) {
    current = c;
    alarm(CALL_SECONDS);
    call_started = now();
}

static const char *keep_text(Call *c, const char *text) {
    if (text == NULL)
        return NULL;
    snprintf(c->text_copy, sizeof c->text_copy, "%s", text);
    return c->text_copy;
}

#include "fuzz_calls.h"

/* ---- after each call ---- */

static int32_t last_code;        /* the model of this thread's last error */
static char last_msg[4096];
static int64_t live_checks;

static int is_reader(int fn) { return fuzz_results[fn] == R_ERROR; }

static void expect_ok(const char *what) {
    if (rt_torch_last_error_code() != RT_OK)
        fail("the harness's own %s failed", what);
}

static void free_quietly(int64_t r) {
    int32_t st;
    Rec *rec = &recs[r];
    if (rec->kind == K_TENSOR)
        st = rt_torch_tensor_free(rec->id);
    else if (rec->kind == K_OPT)
        st = rt_torch_optim_free(rec->id);
    else if (rec->kind == K_SCHED)
        st = rt_torch_lr_scheduler_free(rec->id);
    else if (rec->kind == K_GEN)
        st = rt_torch_generator_free(rec->id);
    else if (rec->kind == K_ST)
        st = rt_torch_safetensors_free(rec->id);
    else if (rec->kind == K_MODEL)
        st = rt_torch_model_free(rec->id);
    else if (rec->kind == K_SCALER)
        st = rt_torch_grad_scaler_free(rec->id);
    else if (rec->kind == K_WORK)
        st = rt_torch_dist_work_free(rec->id);
    else if (rec->kind == K_LOADER)
        st = rt_torch_data_loader_free(rec->id);
    else
        st = rt_torch_stream_free(rec->id);
    if (st != RT_OK)
        fail("freeing live %s %" PRId64 " failed: %s", KIND_NAMES[rec->kind], rec->id, rt_torch_last_error());
    mark_dead(r);
}

/* Read the shape of new tensors; free those too large to keep. */
static void inspect(void) {
    int64_t dims[64];
    for (int64_t k = 0; k < pending.n; k++) {
        int64_t r = pending.items[k];
        Rec *rec = &recs[r];
        if (!rec->live)
            continue;
        int32_t ndim = rt_torch_tensor_shape(rec->id, dims, 64);
        expect_ok("rt_torch_tensor_shape");
        int32_t dtype = rt_torch_tensor_dtype(rec->id);
        expect_ok("rt_torch_tensor_dtype");
        int64_t numel = rt_torch_tensor_numel(rec->id), product = 1;
        expect_ok("rt_torch_tensor_numel");
        int64_t nbytes = rt_torch_tensor_nbytes(rec->id);
        expect_ok("rt_torch_tensor_nbytes");
        int32_t device = rt_torch_tensor_device(rec->id);
        expect_ok("rt_torch_tensor_device");
        if (device != RT_CPU && (device < 0 || device >= gpus))
            fail("tensor %" PRId64 " is on device %d, with %d CUDA devices here", rec->id, (int)device, (int)gpus);
        int saturated = 0;
        for (int i = 0; i < ndim; i++) {
            if (dims[i] < 0)
                fail("tensor %" PRId64 " has a negative size", rec->id);
            if (dims[i] && product > INT64_MAX / dims[i])
                saturated = 1;
            else
                product *= dims[i];
        }
        if (ndim < 0 || ndim > 64 || dtype_size(dtype) == 0 || (!saturated && numel != product) ||
            (!saturated && numel <= INT64_MAX / 16 && nbytes != numel * dtype_size(dtype)))
            fail("tensor %" PRId64 ": inconsistent ndim %d, dtype %d, numel %" PRId64 ", nbytes %" PRId64, rec->id,
                 (int)ndim, (int)dtype, numel, nbytes);
        int32_t sparse = rt_torch_tensor_is_sparse(rec->id);
        expect_ok("rt_torch_tensor_is_sparse");
        rec->inspected = 1;
        rec->sparse = sparse;
        rec->ndim = ndim;
        rec->dtype = dtype;
        rec->device = device;
        rec->numel = numel;
        for (int i = 0; i < ndim && i < MAX_REC_DIMS; i++)
            rec->shape[i] = dims[i];
        if (numel > CAP_ELEMS || ndim > 6)
            free_quietly(r);
    }
    pending.n = 0;
}

static void check_live_count(void) {
    int64_t live = rt_torch_live_tensors();
    expect_ok("rt_torch_live_tensors");
    live_checks++;
    if (live != live_list[K_TENSOR].n)
        fail("rt_torch_live_tensors() is %" PRId64 ", the harness holds %" PRId64 " live tensors", live,
             live_list[K_TENSOR].n);
}

static void trim_pool(void) {
    if (live_list[K_TENSOR].n > POOL_HIGH)
        while (live_list[K_TENSOR].n > POOL_LOW)
            free_quietly(live_list[K_TENSOR].items[below(live_list[K_TENSOR].n)]);
    while (live_list[K_OPT].n > 12)
        free_quietly(live_list[K_OPT].items[below(live_list[K_OPT].n)]);
    while (live_list[K_SCHED].n > 12)
        free_quietly(live_list[K_SCHED].items[below(live_list[K_SCHED].n)]);
    while (live_list[K_GEN].n > 12)
        free_quietly(live_list[K_GEN].items[below(live_list[K_GEN].n)]);
    while (live_list[K_ST].n > 12)
        free_quietly(live_list[K_ST].items[below(live_list[K_ST].n)]);
}

static Rec *live_tensor_arg(Call *c) {
    if (c->nh < 1 || c->hkind[0] != K_TENSOR || !is_live(c->hval[0], K_TENSOR))
        return NULL;
    return &recs[find_rec(c->hval[0])];
}

/* Outcomes known in advance: the model says the call must succeed (1), must fail (0), or cannot tell (-1). */
static int expected_success(Call *c) {
    Rec *x = live_tensor_arg(c);
    if (x != NULL && x->sparse)   /* what runs on a sparse tensor is the backend's (docs/python-api.md) */
        return -1;
    switch (c->fn) {
    case FN_rt_torch_available: case FN_rt_torch_version: case FN_rt_torch_cuda_available:
    case FN_rt_torch_cuda_device_count: case FN_rt_torch_backend: case FN_rt_torch_abi_version:
    case FN_rt_torch_init: case FN_rt_torch_live_tensors: case FN_rt_torch_default_device:
    case FN_rt_torch_scope_begin: case FN_rt_torch_no_grad_begin: case FN_rt_torch_is_grad_enabled:
        return 1;
    case FN_rt_torch_scope_end:
        return depth > 0;
    case FN_rt_torch_no_grad_end:
        return no_grad_depth > 0;
    case FN_rt_torch_scope_keep:
        return x != NULL && depth > 0;
    case FN_rt_torch_tensor_free:
        return c->hval[0] == 0 || x != NULL;
    case FN_rt_torch_optim_free:
        return is_live(c->hval[0], K_OPT);
    case FN_rt_torch_lr_scheduler_free:
        return is_live(c->hval[0], K_SCHED);
    case FN_rt_torch_generator_free:
        return is_live(c->hval[0], K_GEN);
    case FN_rt_torch_safetensors_free:
        return is_live(c->hval[0], K_ST);
    case FN_rt_torch_model_free:
        return is_live(c->hval[0], K_MODEL);
    case FN_rt_torch_grad_scaler_free:
        return is_live(c->hval[0], K_SCALER);
    case FN_rt_torch_dist_work_free:
        return is_live(c->hval[0], K_WORK);
    case FN_rt_torch_data_loader_free:
        return is_live(c->hval[0], K_LOADER);
    case FN_rt_torch_stream_free:
        return is_live(c->hval[0], K_STREAM);
    case FN_rt_torch_tensor_ndim: case FN_rt_torch_tensor_numel: case FN_rt_torch_tensor_dtype:
    case FN_rt_torch_tensor_nbytes: case FN_rt_torch_tensor_is_contiguous: case FN_rt_torch_tensor_requires_grad:
    case FN_rt_torch_tensor_is_cuda: case FN_rt_torch_tensor_device: case FN_rt_torch_tensor_clone:
    case FN_rt_torch_tensor_detach: case FN_rt_torch_tensor_contiguous: case FN_rt_torch_tensor_cpu:
    case FN_rt_torch_tensor_grad: case FN_rt_torch_tensor_zero_grad: case FN_rt_torch_tensor_squeeze:
        return x != NULL ? 1 : -1;
    default:
        return -1;
    }
}

static int report_internal;   /* FUZZ_INTERNAL=report: print RT_ERR_INTERNAL calls and go on (for triage) */

static void check_result(Call *c, int32_t code, const char *msg) {
    const char *name = fuzz_names[c->fn];
    size_t n = strlen(name);
    int ok = code == RT_OK, kind = fuzz_results[c->fn], expect;
    int64_t r = c->result;
    if (code < RT_OK || code > RT_ERR_INTERNAL)
        fail("unknown error code %d", (int)code);
    if (code == RT_ERR_INTERNAL) {   /* an exception nobody classified: a bug, or a code the contract lacks */
        if (!report_internal)
            fail("RT_ERR_INTERNAL");
        fprintf(stderr, "internal: %s)%s: %s\n", c->desc, c->recipe ? " [recipe]" : "", msg);
    }
    if (ok && msg[0] != '\0')
        fail("RT_OK with a message");
    if (!ok && (strncmp(msg, name, n) != 0 || msg[n] != ':' || msg[n + 1] != ' ' || msg[n + 2] == '\0'))
        fail("the message does not start with \"%s: \" and a cause", name);
    switch (kind) {
    case R_TENSOR:
        if (ok ? (r < 0 || (r == 0 && c->fn != FN_rt_torch_tensor_grad)) : r != 0)
            fail("tensor result %" PRId64 " with code %d", r, (int)code);
        break;
    case R_HANDLE:
        if (ok ? r <= 0 : r != 0)
            fail("handle result %" PRId64 " with code %d", r, (int)code);
        break;
    case R_STATUS:
        if (r != code)
            fail("status %" PRId64 " but last error code %d", r, (int)code);
        break;
    case R_BOOL:
        if (ok ? (r != 0 && r != 1) : r != -1)
            fail("bool result %" PRId64 " with code %d", r, (int)code);
        break;
    case R_COUNT:
        if (ok ? r < 0 : r != -1)
            fail("count result %" PRId64 " with code %d", r, (int)code);
        break;
    case R_DEVICE:
        if (ok ? r < -1 : r != -2)
            fail("device result %" PRId64 " with code %d", r, (int)code);
        break;
    case R_TEXT:   /* a safetensors set's names, keys and values are the caller's text, which may be empty */
        if (c->text == NULL || (!ok && c->text[0] != '\0') ||
            (ok && c->text[0] == '\0' && strncmp(name, "rt_torch_safetensors_", strlen("rt_torch_safetensors_")) != 0))
            fail("text result \"%s\" with code %d", c->text ? c->text : "(NULL)", (int)code);
        break;
    default:
        break;
    }
    if (c->must_fail && ok)
        fail("succeeded with an invalid handle argument");
    expect = expected_success(c);
    if (expect >= 0 && expect != ok)
        fail(expect ? "the harness knows this call must succeed" : "the harness knows this call must fail");
    /* outputs: written only on success */
    for (int i = 0; i < c->nouts; i++) {
        if (ok && (c->out_null[i] || c->outs[i] <= 0))
            fail("succeeded without output %d", i);
        if (!ok && c->outs[i] != SENTINEL && c->outs[i] != 0)
            fail("failed but wrote handle %" PRId64 " to output %d", c->outs[i], i);
    }
    if (c->has_item && ok && c->item_null)
        fail("succeeded with a NULL output");
    if (c->outarr) {
        const int64_t *a = c->outarr;
        int64_t written = ok ? r : 0;
        if (ok && r > c->outarr_cap)
            fail("returned %" PRId64 " entries for capacity %" PRId64, r, c->outarr_cap);
        for (int64_t i = written; i < c->outarr_cap; i++)
            if (a[i] != SENTINEL)
                fail("wrote entry %" PRId64 " of the output array beyond the %" PRId64 " returned", i, written);
        for (int64_t i = 0; i < written && c->outarr_handles; i++)
            if (a[i] <= 0)
                fail("output array entry %" PRId64 " is %" PRId64, i, a[i]);
    }
    if (c->has_buffer && ok && r > c->buffer_len)
        fail("wrote %" PRId64 " bytes into a buffer of %" PRId64, r, c->buffer_len);
    /* what the model knows about the tensor argument */
    Rec *x = live_tensor_arg(c);
    if (ok && x != NULL && x->inspected) {
        int64_t want = -1;
        switch (c->fn) {
        case FN_rt_torch_tensor_ndim: want = x->ndim; break;
        case FN_rt_torch_tensor_numel: want = x->numel; break;
        case FN_rt_torch_tensor_dtype: want = x->dtype; break;
        case FN_rt_torch_tensor_nbytes: case FN_rt_torch_tensor_copy_to: want = x->numel * dtype_size(x->dtype); break;
        case FN_rt_torch_tensor_shape: want = x->ndim; break;
        case FN_rt_torch_tensor_is_cuda: want = x->device >= 0; break;
        default: break;
        }
        if (want >= 0 && r != want)
            fail("returned %" PRId64 ", the tensor's figures say %" PRId64, r, want);
        if (c->fn == FN_rt_torch_tensor_device && r != x->device)   /* RT_CPU is -1: not a `want` */
            fail("device %" PRId64 ", the tensor was made on %d", r, x->device);
        if (c->fn == FN_rt_torch_tensor_shape)
            for (int i = 0; i < x->ndim && i < MAX_REC_DIMS; i++)
                if (((const int64_t *)c->outarr)[i] != x->shape[i])
                    fail("dim %d is %" PRId64 ", was %" PRId64, i, ((const int64_t *)c->outarr)[i], x->shape[i]);
        if (c->fn == FN_rt_torch_tensor_item && x->numel != 1)
            fail("item of a tensor of %" PRId64 " elements", x->numel);
    }
    if (ok) {
        switch (c->fn) {
        case FN_rt_torch_abi_version:
            if (r != RT_TORCH_ABI_VERSION)
                fail("abi version %" PRId64, r);
            break;
        case FN_rt_torch_available:
            if (r != torch_backend)
                fail("available() is %" PRId64 " on this backend", r);
            break;
        case FN_rt_torch_is_grad_enabled:
            if (r != (no_grad_depth == 0))
                fail("is_grad_enabled() is %" PRId64 " at no_grad depth %d", r, no_grad_depth);
            break;
        case FN_rt_torch_default_device:
            if (r != default_device)
                fail("default device %" PRId64 ", set to %d", r, (int)default_device);
            break;
        case FN_rt_torch_live_tensors:
            if (r != live_list[K_TENSOR].n)
                fail("live_tensors() is %" PRId64 ", the harness holds %" PRId64, r, live_list[K_TENSOR].n);
            break;
        default:
            break;
        }
    }
}

/* The error readers: they report the previous call's error and leave it as it is. */
static void check_reader(Call *c, int32_t code, const char *msg) {
    if (c->fn == FN_rt_torch_last_error_code && c->result != last_code)
        fail("last_error_code() is %" PRId64 ", the last call set %d", c->result, (int)last_code);
    if (c->fn == FN_rt_torch_last_error && (c->text == NULL || strcmp(c->text, last_msg) != 0))
        fail("last_error() is \"%s\", the last call set \"%s\"", c->text ? c->text : "(NULL)", last_msg);
    if (c->fn == FN_rt_torch_clear_error) {
        last_code = RT_OK;
        last_msg[0] = '\0';
    }
    if (code != last_code || strcmp(msg, last_msg) != 0)
        fail("reading the last error changed it: code %d \"%s\", was %d \"%s\"", (int)code, msg, (int)last_code,
             last_msg);
}

/* The handles a call returned: none seen before (never reused), distinct; recorded in the order the call returns
 * them (not by id: the ids of the fast path's C table do not grow, and a run must not depend on which table). */
static void new_handles(Call *c) {
    int64_t (*made)[2], n = 0, cap = 1 + c->nouts + (c->outarr && c->outarr_handles ? c->result : 0);
    int kind = fuzz_returns[c->fn];
    made = xrealloc(NULL, (size_t)cap * sizeof *made);
    if (kind != K_NONE && c->result > 0) {
        made[n][0] = c->result;
        made[n++][1] = kind;
    }
    for (int i = 0; i < c->nouts; i++) {
        made[n][0] = c->outs[i];
        made[n++][1] = K_TENSOR;
    }
    if (c->outarr && c->outarr_handles)
        for (int64_t i = 0; i < c->result; i++) {
            made[n][0] = ((const int64_t *)c->outarr)[i];
            made[n++][1] = K_TENSOR;
        }
    for (int64_t i = 0; i < n; i++) {
        if (find_rec(made[i][0]) >= 0)
            fail("new handle %" PRId64 " was issued before", made[i][0]);
        add_rec(made[i][0], (int)made[i][1]);
    }
    free(made);
}

/* An empty tensor's memory is whatever the allocator returns: zero it, so that what later calls compute from it
 * (a multinomial of its values, say) is the same on every run of a seed. */
static void define_empty(Call *c) {
    if ((c->fn != FN_rt_torch_tensor_empty && c->fn != FN_rt_torch_tensor_empty_options
         && c->fn != FN_rt_torch_tensor_empty_like) || c->result <= 0)
        return;
    static const int64_t scalar[1] = {0};   /* 0 dims: one zero, broadcast by copy_from (nothing big allocated) */
    rt_tensor zeros = rt_torch_tensor_zeros(scalar, 0);
    if (zeros == 0 || rt_torch_tensor_copy_from(c->result, zeros) != RT_OK || rt_torch_tensor_free(zeros) != RT_OK)
        fail("zeroing the empty tensor %" PRId64 " failed: %s", c->result, rt_torch_last_error());
}

static void update_model(Call *c) {
    new_handles(c);
    define_empty(c);
    if (fuzz_frees[c->fn] != K_NONE && c->hval[0] != 0)
        mark_dead(find_rec(c->hval[0]));
    switch (c->fn) {
    case FN_rt_torch_scope_begin:
        if (depth == scopes_cap) {
            scopes_cap = scopes_cap ? scopes_cap * 2 : 8;
            scopes = xrealloc(scopes, (size_t)scopes_cap * sizeof *scopes);
        }
        memset(&scopes[depth++], 0, sizeof *scopes);
        break;
    case FN_rt_torch_scope_end: {
        List *l = &scopes[depth - 1];
        for (int64_t i = 0; i < l->n; i++)
            if (recs[l->items[i]].live && recs[l->items[i]].scope == depth - 1)
                mark_dead(l->items[i]);
        free(l->items);
        depth--;
        break;
    }
    case FN_rt_torch_scope_keep: {
        int64_t r = find_rec(c->hval[0]);
        if (recs[r].scope == depth - 1) {
            recs[r].scope = depth - 2;
            if (depth > 1)
                list_push(&scopes[depth - 2], r);
        }
        break;
    }
    case FN_rt_torch_no_grad_begin: no_grad_depth++; break;
    case FN_rt_torch_no_grad_end: no_grad_depth--; break;
    case FN_rt_torch_set_default_device: default_device = (int32_t)c->ints[0]; break;
    default: break;
    }
}

/* ---- recipes: inputs that fit, for the functions random arguments rarely satisfy ---- */

#define SHAPE(...) (const int64_t[]){__VA_ARGS__}, (int32_t)(sizeof((const int64_t[]){__VA_ARGS__}) / sizeof(int64_t))

/* A handle the harness made for itself: must have succeeded; recorded like any other. */
static int64_t own(int64_t h, int kind, const char *what) {
    if (h <= 0 || rt_torch_last_error_code() != RT_OK)
        fail("the harness's own %s failed: %s", what, rt_torch_last_error());
    if (find_rec(h) >= 0)
        fail("new handle %" PRId64 " was issued before", h);
    add_rec(h, kind);
    return h;
}

static rt_tensor randn_(const int64_t *dims, int32_t n) {
    return own(rt_torch_tensor_randn(dims, n), K_TENSOR, "rt_torch_tensor_randn");
}

static rt_tensor rand_(const int64_t *dims, int32_t n) {
    return own(rt_torch_tensor_rand(dims, n), K_TENSOR, "rt_torch_tensor_rand");
}

/* An int64 tensor of the given shape with values in [0, bound). */
static rt_tensor indices_(int64_t bound, const int64_t *dims, int32_t n) {
    int64_t data[64], count = 1;
    for (int i = 0; i < n; i++)
        count *= dims[i];
    for (int64_t i = 0; i < count && i < 64; i++)
        data[i] = below(bound);
    return own(rt_torch_tensor_from_data(data, dims, n, RT_INT64), K_TENSOR, "rt_torch_tensor_from_data");
}

static void recipe_loss(rt_tensor p, int backward) {
    rt_tensor sq, loss;
    if (rt_torch_tensor_set_requires_grad(p, 1) != RT_OK)
        fail("the harness's own rt_torch_tensor_set_requires_grad failed: %s", rt_torch_last_error());
    sq = own(rt_torch_tensor_mul(p, p), K_TENSOR, "rt_torch_tensor_mul");
    loss = own(rt_torch_tensor_sum(sq), K_TENSOR, "rt_torch_tensor_sum");
    if (backward && no_grad_depth == 0 && rt_torch_tensor_backward(loss) != RT_OK)
        fail("the harness's own rt_torch_tensor_backward failed: %s", rt_torch_last_error());
    q_push(&q_tensor, loss);
}

static void run_recipe(int fn) {
    int64_t n = between(1, 3), c = between(1, 4), h = between(1, 6), w = between(1, 6), k = between(1, 3);
    switch (fn) {
    case FN_rt_torch_nn_conv2d: {
        int64_t g = between(1, 2), o = between(1, 3), kh = between(1, h), kw = between(1, w);
        q_push(&q_tensor, chance(80) ? randn_(SHAPE(n, c * g, h, w)) : randn_(SHAPE(c * g, h, w)));
        q_push(&q_tensor, randn_(SHAPE(o * g, c, kh, kw)));
        q_push(&q_tensor, chance(50) ? randn_(SHAPE(o * g)) : 0);
        q_push(&q_fixed, between(1, 2) * 16 + between(1, 2));   /* stride */
        q_push(&q_fixed, between(0, 1) * 16 + between(0, 1));   /* padding */
        q_push(&q_fixed, between(1, 2) * 16 + 1);               /* dilation */
        q_push(&q_int, g);
        break;
    }
    case FN_rt_torch_nn_max_pool2d: case FN_rt_torch_nn_avg_pool2d:
        q_push(&q_tensor, chance(80) ? randn_(SHAPE(n, c, k + between(0, 3), k + between(0, 3)))
                                     : randn_(SHAPE(c, k + between(0, 3), k + between(0, 3))));
        q_push(&q_fixed, k * 16 + k);
        q_push(&q_fixed, between(1, 2) * 16 + between(1, 2));
        q_push(&q_fixed, between(0, k / 2) * 16 + between(0, k / 2));
        break;
    case FN_rt_torch_nn_batch_norm:
        q_push(&q_tensor, chance(60) ? randn_(SHAPE(n + 1, c)) : randn_(SHAPE(n, c, h)));
        q_push(&q_tensor, chance(85) ? randn_(SHAPE(c)) : 0);
        q_push(&q_tensor, chance(85) ? rand_(SHAPE(c)) : 0);
        q_push(&q_tensor, chance(50) ? randn_(SHAPE(c)) : 0);
        q_push(&q_tensor, chance(50) ? randn_(SHAPE(c)) : 0);
        q_push(&q_int, below(2));
        q_double[nq_double++] = 0.1;
        q_double[nq_double++] = 1e-5;
        break;
    case FN_rt_torch_nn_layer_norm: {
        int64_t shape[3] = {n, c, h}, tail = between(1, 3);
        q_push(&q_tensor, randn_(shape, 3));
        q_push(&q_tensor, chance(50) ? randn_(shape + 3 - tail, (int32_t)tail) : 0);
        q_push(&q_tensor, chance(50) ? randn_(shape + 3 - tail, (int32_t)tail) : 0);
        memcpy(q_dims.v, shape + 3 - tail, (size_t)tail * sizeof *shape);
        q_dims_len = tail;
        q_double[nq_double++] = 1e-5;
        break;
    }
    case FN_rt_torch_nn_cross_entropy: case FN_rt_torch_nn_nll_loss:
        q_push(&q_tensor, randn_(SHAPE(n, c)));
        q_push(&q_tensor, indices_(c, SHAPE(n)));
        break;
    case FN_rt_torch_nn_binary_cross_entropy:
        q_push(&q_tensor, rand_(SHAPE(n, c)));
        q_push(&q_tensor, rand_(SHAPE(n, c)));
        break;
    case FN_rt_torch_nn_mse_loss: case FN_rt_torch_tensor_dot:
        q_push(&q_tensor, randn_(SHAPE(h)));
        q_push(&q_tensor, randn_(SHAPE(h)));
        break;
    case FN_rt_torch_tensor_gather: {
        int64_t dim = below(2);
        q_push(&q_tensor, randn_(SHAPE(h, w)));
        q_push(&q_int, dim);
        q_push(&q_tensor, indices_(dim ? w : h, SHAPE(h, w)));
        break;
    }
    case FN_rt_torch_tensor_index_select: {
        int64_t dim = below(2);
        q_push(&q_tensor, randn_(SHAPE(h, w)));
        q_push(&q_int, dim);
        q_push(&q_tensor, indices_(dim ? w : h, SHAPE(k)));
        break;
    }
    case FN_rt_torch_nn_embedding:
        q_push(&q_tensor, indices_(h, SHAPE(n, k)));
        q_push(&q_tensor, randn_(SHAPE(h, c)));
        break;
    case FN_rt_torch_nn_linear:
        q_push(&q_tensor, randn_(SHAPE(n, c)));
        q_push(&q_tensor, randn_(SHAPE(h, c)));
        q_push(&q_tensor, chance(50) ? randn_(SHAPE(h)) : 0);
        break;
    case FN_rt_torch_tensor_matmul:
        q_push(&q_tensor, chance(70) ? randn_(SHAPE(n, c)) : randn_(SHAPE(k, n, c)));
        q_push(&q_tensor, randn_(SHAPE(c, h)));
        break;
    case FN_rt_torch_tensor_inverse: case FN_rt_torch_tensor_det: case FN_rt_torch_tensor_eig:
    case FN_rt_torch_tensor_slogdet: case FN_rt_torch_tensor_cholesky: case FN_rt_torch_tensor_eigh:
    case FN_rt_torch_tensor_eigvalsh: case FN_rt_torch_tensor_svdvals: case FN_rt_torch_tensor_inv_ex:
        q_push(&q_tensor, chance(80) ? randn_(SHAPE(c, c)) : randn_(SHAPE(n, c, c)));
        break;
    case FN_rt_torch_tensor_qr:
        q_push(&q_tensor, chance(80) ? randn_(SHAPE(h, w)) : randn_(SHAPE(n, h, w)));
        q_push(&q_int, below(3));
        break;
    case FN_rt_torch_tensor_pinv: case FN_rt_torch_tensor_matrix_rank:
        q_push(&q_tensor, randn_(SHAPE(c, chance(50) ? c : w)));
        q_double[nq_double++] = chance(70) ? 0.0 : 0.5;
        q_double[nq_double++] = chance(70) ? -1.0 : 0.1;
        break;
    case FN_rt_torch_tensor_solve:
        q_push(&q_tensor, chance(80) ? randn_(SHAPE(c, c)) : randn_(SHAPE(n, c, c)));
        q_push(&q_tensor, chance(50) ? randn_(SHAPE(c)) : randn_(SHAPE(c, k)));
        break;
    case FN_rt_torch_tensor_lstsq:
        q_push(&q_tensor, randn_(SHAPE(h, c)));
        q_push(&q_tensor, chance(50) ? randn_(SHAPE(h)) : randn_(SHAPE(h, k - 1)));
        q_double[nq_double++] = chance(70) ? -1.0 : 0.1;
        q_push(&q_int, below(5));
        break;
    case FN_rt_torch_safetensors_load: case FN_rt_torch_safetensors_save: {   /* a set of a tensor, saved */
        rt_handle set = own(rt_torch_safetensors_new(), K_ST, "rt_torch_safetensors_new");
        if (rt_torch_safetensors_set(set, "w", randn_(SHAPE(n, c))) != RT_OK ||
            rt_torch_safetensors_set_metadata(set, "step", "1") != RT_OK ||
            rt_torch_safetensors_save(set, FUZZ_FILE) != RT_OK)
            fail("the harness's own safetensors calls failed: %s", rt_torch_last_error());
        q_push(&q_handle, set);
        q_text = FUZZ_FILE;
        break;
    }
    case FN_rt_torch_tensor_einsum:
        q_push(&q_tensor, randn_(SHAPE(n, c)));
        q_push(&q_tensor, randn_(SHAPE(c, h)));
        q_text = chance(50) ? "ij,jk->ik" : "ij,jk";
        break;
    case FN_rt_torch_tensor_backward: case FN_rt_torch_tensor_grad: {
        rt_tensor leaf = randn_(SHAPE(c));
        recipe_loss(leaf, fn == FN_rt_torch_tensor_grad);
        if (fn == FN_rt_torch_tensor_grad)   /* the grad of the leaf, not of the loss */
            q_tensor.v[0] = leaf;
        break;
    }
    case FN_rt_torch_optim_step: case FN_rt_torch_optim_zero_grad: {
        rt_tensor p = randn_(SHAPE(c, 2));
        if (rt_torch_tensor_set_requires_grad(p, 1) != RT_OK)
            fail("the harness's own rt_torch_tensor_set_requires_grad failed: %s", rt_torch_last_error());
        q_push(&q_handle, own(chance(50) ? rt_torch_optim_sgd(&p, 1, 0.1, 0.9, 0.01)
                                         : rt_torch_optim_adam(&p, 1, 0.01, 0.9, 0.999, 1e-8, 0.0),
                              K_OPT, "optimizer"));
        recipe_loss(p, 1);
        break;
    }
    case FN_rt_torch_optim_lbfgs_step: {   /* a parameter with a grad; a fixed step or the line search */
        rt_tensor p = randn_(SHAPE(c, 2));
        if (rt_torch_tensor_set_requires_grad(p, 1) != RT_OK)
            fail("the harness's own rt_torch_tensor_set_requires_grad failed: %s", rt_torch_last_error());
        q_push(&q_handle, own(rt_torch_optim_lbfgs(&p, 1, 1.0, 3, 0, 1e-7, 1e-9, 4, chance(50) ? "strong_wolfe" : ""),
                              K_OPT, "optimizer"));
        recipe_loss(p, 1);
        break;
    }
    default:
        break;
    }
}

/* ---- the run ---- */

static int trace;   /* FUZZ_TRACE set: print every call to stderr */
static int64_t calls_of[FUZZ_NFUNCS], failures_of[FUZZ_NFUNCS];
static double seconds_of[FUZZ_NFUNCS];
static int perm[FUZZ_NFUNCS], perm_at = FUZZ_NFUNCS;

static int next_function(int64_t i) {
    if (i < 40) {   /* start by filling the pool */
        int fn;
        do
            fn = (int)below(FUZZ_NFUNCS);
        while (!fuzz_creates[fn]);
        return fn;
    }
    if (chance(30))
        return (int)below(FUZZ_NFUNCS);
    if (perm_at == FUZZ_NFUNCS) {   /* a fresh random order of every function */
        for (int k = 0; k < FUZZ_NFUNCS; k++)
            perm[k] = k;
        for (int k = FUZZ_NFUNCS - 1; k > 0; k--) {
            int j = (int)below(k + 1), t = perm[k];
            perm[k] = perm[j];
            perm[j] = t;
        }
        perm_at = 0;
    }
    return perm[perm_at++];
}

int main(int argc, char **argv) {
    int64_t calls, failed = 0, break_at = -1;
    const char *env_break = getenv("FUZZ_BREAK");
    char *end;
    if (argc != 3) {
        fprintf(stderr, "usage: %s SEED CALLS\n", argv[0]);
        return 2;
    }
    seed = strtoull(argv[1], &end, 10);
    calls = strtoll(argv[2], NULL, 10);
    if (*end != '\0' || calls < 0) {
        fprintf(stderr, "usage: %s SEED CALLS\n", argv[0]);
        return 2;
    }
    if (env_break != NULL)
        break_at = strtoll(env_break, NULL, 10);
    trace = getenv("FUZZ_TRACE") != NULL;
    report_internal = getenv("FUZZ_INTERNAL") != NULL && strcmp(getenv("FUZZ_INTERNAL"), "report") == 0;
    rng_state = seed;
    signal(SIGSEGV, on_signal);
    signal(SIGBUS, on_signal);
    signal(SIGABRT, on_signal);
    signal(SIGFPE, on_signal);
    signal(SIGILL, on_signal);
    signal(SIGALRM, on_signal);

    if (rt_torch_init() != RT_OK) {
        fprintf(stderr, "fuzz: rt_torch_init failed: %s\n", rt_torch_last_error());
        return 2;
    }
    torch_backend = strcmp(rt_torch_backend(), "torch") == 0;
    gpus = rt_torch_cuda_device_count();
    default_device = check_default_device();   /* SIMPLE_TORCH_DEVICE's: cuda:0 under make test-gpu */
    if (gpus < 0 || default_device < RT_CPU) {
        fprintf(stderr, "fuzz: no device count (%d) or default device (%d)\n", (int)gpus, (int)default_device);
        return 2;
    }
    rt_torch_manual_seed((int64_t)seed);
    if (rt_torch_live_tensors() != 0) {
        fprintf(stderr, "fuzz: tensors are live before the first call\n");
        return 2;
    }
    double start = now();
    int fn = next_function(0);
    for (call_index = 0; call_index < calls; call_index++) {
        Call *c = calloc(1, sizeof *c);
        if (c == NULL)
            return 2;
        c->fn = fn;
        if (!is_reader(fn) && chance(50)) {
            run_recipe(fn);
            inspect();   /* so that the call's description shows the shapes */
            c->recipe = 1;
        }
        current = c;
        say(c, "%s(", fuzz_names[fn]);
        fuzz_call(c);
        seconds_of[fn] += now() - call_started;
        alarm(0);
        q_clear();
        int32_t code = rt_torch_last_error_code();
        const char *m = rt_torch_last_error();
        char msg[sizeof last_msg];
        snprintf(msg, sizeof msg, "%s", m ? m : "(NULL)");
        if (call_index == break_at)
            fail("FUZZ_BREAK asked to fail here");
        calls_of[fn]++;
        if (is_reader(fn)) {
            check_reader(c, code, msg);
        } else {
            check_result(c, code, msg);
            if (c->has_dl_out && !c->dl_out_null) {   /* an export: the struct on success, NULL on failure */
                if (code == RT_OK && c->dl_out == NULL)
                    fail("an export succeeded without writing its struct");
                if (code != RT_OK && c->dl_out != NULL)
                    fail("a failed export did not write NULL");
                if (code == RT_OK)
                    dl_push(c->dl_versioned, c->dl_out);
            }
            if (code != RT_OK) {
                failures_of[fn]++;
                failed++;
            } else {
                update_model(c);
            }
            last_code = code;
            memcpy(last_msg, msg, sizeof msg);
        }
        snprintf(history[call_index % 8], sizeof history[0], "%s)%s -> %" PRId64 ", code %d", c->desc,
                 c->recipe ? " [recipe]" : "", c->result, (int)code);
        history_index[call_index % 8] = call_index;
        if (trace)
            fprintf(stderr, "#%" PRId64 " %s\n", call_index, history[call_index % 8]);
        fn = next_function(call_index + 1);
        if (!is_reader(fn)) {   /* the harness's own calls would reset the last error a reader is to read */
            inspect();
            trim_pool();
            check_live_count();
            last_code = RT_OK;
            last_msg[0] = '\0';
        }
        current = NULL;
        for (int k = 0; k < c->nallocs; k++)
            free(c->allocs[k]);
        free(c);
    }
    double seconds = now() - start;

    /* the end: close what is open, free every handle, nothing may be left */
    inspect();
    check_live_count();
    while (depth > 0) {
        if (rt_torch_scope_end() != RT_OK)
            fail("closing scope %d failed", depth);
        List *l = &scopes[depth - 1];
        for (int64_t i = 0; i < l->n; i++)
            if (recs[l->items[i]].live && recs[l->items[i]].scope == depth - 1)
                mark_dead(l->items[i]);
        free(l->items);
        depth--;
        check_live_count();
    }
    for (; no_grad_depth > 0; no_grad_depth--)
        if (rt_torch_no_grad_end() != RT_OK)
            fail("closing no_grad failed");
    for (int v = 0; v < 2; v++)   /* the DLPack structs still held go back to the library */
        while (dl_count[v])
            dl_delete(v, dl_pool[v][--dl_count[v]]);
    for (int k = 0; k < 3; k++)
        while (live_list[k].n)
            free_quietly(live_list[k].items[live_list[k].n - 1]);
    if (rt_torch_live_tensors() != 0)
        fail("%" PRId64 " tensors live after freeing every handle", rt_torch_live_tensors());

    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    for (int k = 0; k < FUZZ_NFUNCS; k++)
        printf("tally %s %" PRId64 " %" PRId64 "\n", fuzz_names[k], calls_of[k], failures_of[k]);
    if (getenv("FUZZ_PROFILE") != NULL)   /* where the time goes: seconds inside each function */
        for (int k = 0; k < FUZZ_NFUNCS; k++)
            printf("time %s %.3f\n", fuzz_names[k], seconds_of[k]);
    printf("fuzz: seed %" PRIu64 ", %" PRId64 " calls (%" PRId64 " failed) in %.2f s, %.0f calls/s, backend %s, "
           "max RSS %ld MB\n", seed, calls, failed, seconds, seconds > 0 ? (double)calls / seconds : 0.0,
           rt_torch_backend(), ru.ru_maxrss / 1024);
    printf("fuzz: %" PRId64 " handles issued, %" PRId64 " live-count checks, every handle freed, %" PRId64
           " DLPack structs deleted by the harness\n", nrecs, live_checks, dl_deleted);
    return 0;
}
