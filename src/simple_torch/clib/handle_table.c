/* The handle table in C (see native.h): every id the library issues, of every kind, once the fast path is on.
 *
 * An id is (generation << 32) | slot: a slot is used again only with the next generation, so an id is never
 * issued twice (a slot whose generation reaches GEN_MAX is retired), and ids stay below 2**53 (a JavaScript
 * number holds them exactly). Each slot has one atomic state word, so issuing, reading and freeing need no
 * lock: only taking slots from the shared free list does, a few dozen at a time per thread.
 *
 * A tensor slot owns an ATen tensor. A call that uses it pins the slot (a count in the state word); freeing
 * marks the slot dead, and whoever drops the last pin (or the freeing call itself, when there is none) deletes
 * the tensor and opens the slot for its next generation. The Python side keeps its own object of a tensor once
 * it has used it (PY_HOLDS): freeing such an id must go through Python, which drops that object too. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "native.h"

#define PINS_MASK 0xFFFFFull          /* calls using the slot's tensor now */
#define LIVE (1ull << 20)             /* issued and not freed */
#define DEAD (1ull << 21)             /* freed, its tensor not yet deleted (pins remain) */
#define PY_HOLDS (1ull << 22)         /* the Python side holds an object for this id */
#define KIND_SHIFT 24                 /* 8 bits of kind */
#define GEN_SHIFT 32                  /* 21 bits of generation: ids below 2**53 */
#define GEN_MAX ((1ull << 21) - 1)
#define SLOT_MASK 0xFFFFFFFFull

#define CHUNK_BITS 12                 /* slots are made 4096 at a time */
#define CHUNK_SLOTS (1u << CHUNK_BITS)
#define MAX_CHUNKS (1u << 16)         /* at most 2**28 handles live at once */
#define CACHE_SLOTS 64                /* free slots a thread keeps for itself */

typedef struct {
    uint64_t state;   /* atomic: generation, kind, flags, pins */
    rt__ath ath;      /* the tensor of a tensor slot, or NULL */
} slot;

int rt__native_on;
int rt__native_default_cpu = 1;
__thread int rt__native_blocked;
__thread int rt__last_native_ok;

static slot *chunks[MAX_CHUNKS];
static uint32_t slots_made;              /* slots 0 .. slots_made-1 exist (atomic) */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;   /* the free list and making chunks */
static uint32_t *free_list;
static size_t free_count, free_capacity;
#define STRIPES 16                        /* live counts per thread stripe: no cache line every thread writes */
static struct {
    int64_t count[RT__KINDS_MAX + 1];     /* atomic: handles issued less handles freed, per kind */
} __attribute__((aligned(64))) live[STRIPES];
static unsigned stripes_given;
static __thread int stripe = -1;

static int64_t *my_live(uint32_t kind) {
    if (stripe < 0)
        stripe = (int)(__atomic_fetch_add(&stripes_given, 1, __ATOMIC_RELAXED) % STRIPES);
    return &live[stripe].count[kind];
}

static __thread uint32_t cache[CACHE_SLOTS];
static __thread int cached;
static pthread_key_t cache_key;           /* returns a thread's cache to the free list when it ends */
static pthread_once_t cache_key_once = PTHREAD_ONCE_INIT;

/* This thread's open scopes: the ids issued while one is open, in order, and where each scope's ids begin. */
static __thread int32_t scope_depth, scope_starts_capacity;
static __thread int32_t *scope_starts;
static __thread int64_t *scope_ids;
static __thread int32_t scope_count, scope_capacity;

static inline uint64_t gen_of(uint64_t s) { return s >> GEN_SHIFT; }
static inline uint32_t kind_of(uint64_t s) { return (uint32_t)(s >> KIND_SHIFT) & 0xFFu; }

static slot *slot_at(uint32_t index) {
    if (index >= __atomic_load_n(&slots_made, __ATOMIC_ACQUIRE))
        return NULL;
    return &__atomic_load_n(&chunks[index >> CHUNK_BITS], __ATOMIC_ACQUIRE)[index & (CHUNK_SLOTS - 1)];
}

static void give_back(uint32_t *indices, int n) {   /* under lock */
    if (free_count + (size_t)n > free_capacity) {
        size_t want = free_capacity ? free_capacity * 2 : 1024;
        uint32_t *grown;
        while (want < free_count + (size_t)n)
            want *= 2;
        grown = realloc(free_list, want * sizeof *grown);
        if (grown == NULL)
            return;   /* the slots are lost, not reused: never wrong, only wasteful */
        free_list = grown;
        free_capacity = want;
    }
    memcpy(free_list + free_count, indices, (size_t)n * sizeof *indices);
    free_count += (size_t)n;
}

static void return_cache(void *unused) {
    (void)unused;
    pthread_mutex_lock(&lock);
    give_back(cache, cached);
    pthread_mutex_unlock(&lock);
    cached = 0;
    free(scope_ids);
    free(scope_starts);
    scope_ids = NULL;
    scope_starts = NULL;
    scope_count = scope_capacity = scope_depth = scope_starts_capacity = 0;
}

static void make_cache_key(void) { pthread_key_create(&cache_key, return_cache); }

/* This thread's cache goes back to the free list when the thread ends (any non-NULL value runs the destructor). */
static void return_cache_at_exit(void) {
    pthread_once(&cache_key_once, make_cache_key);
    pthread_setspecific(cache_key, cache);
}

/* Fill this thread's cache from the free list, or with new slots; 0 when the table is full. */
static int refill(void) {
    return_cache_at_exit();
    pthread_mutex_lock(&lock);
    while (cached < CACHE_SLOTS / 2 && free_count > 0)
        cache[cached++] = free_list[--free_count];
    while (cached < CACHE_SLOTS / 2) {
        uint32_t index = slots_made;
        if ((index & (CHUNK_SLOTS - 1)) == 0) {
            slot *chunk;
            if ((index >> CHUNK_BITS) >= MAX_CHUNKS || (chunk = calloc(CHUNK_SLOTS, sizeof *chunk)) == NULL)
                break;
            __atomic_store_n(&chunks[index >> CHUNK_BITS], chunk, __ATOMIC_RELEASE);
        }
        __atomic_store_n(&slots_made, index + 1, __ATOMIC_RELEASE);
        cache[cached++] = index;
    }
    pthread_mutex_unlock(&lock);
    return cached > 0;
}

/* The slot of a freed id is done: its tensor deleted, open for the next generation (or retired). */
static void finish(slot *s, uint64_t state, uint32_t index) {
    rt__ath ath = s->ath;
    uint64_t gen = gen_of(state);
    s->ath = NULL;
    /* a retired slot stays dead, so that its last id still reads as freed */
    __atomic_store_n(&s->state, gen < GEN_MAX ? (gen + 1) << GEN_SHIFT : (gen << GEN_SHIFT) | DEAD, __ATOMIC_RELEASE);
    if (ath != NULL)
        rt__aten.delete_tensor(ath);
    if (gen >= GEN_MAX)
        return;
    if (cached == CACHE_SLOTS) {
        pthread_mutex_lock(&lock);
        give_back(cache + CACHE_SLOTS / 2, CACHE_SLOTS / 2);
        pthread_mutex_unlock(&lock);
        cached = CACHE_SLOTS / 2;
    } else if (cached == 0) {   /* a thread that frees (or drops the last pin) without ever having issued */
        return_cache_at_exit();
    }
    cache[cached++] = index;
}

static void record_in_scope(int64_t id) {
    if (scope_count == scope_capacity) {
        int32_t want = scope_capacity ? scope_capacity * 2 : 64;
        int64_t *grown = realloc(scope_ids, (size_t)want * sizeof *grown);
        if (grown == NULL)
            return;   /* the handle then outlives the scope, as one made before it would */
        scope_ids = grown;
        scope_capacity = want;
    }
    scope_ids[scope_count++] = id;
}

int64_t rt__handle_issue(int32_t kind, uintptr_t ath, int32_t python_holds) {
    uint32_t index;
    uint64_t gen;
    slot *s;
    if (kind < 1 || kind > RT__KINDS_MAX || (cached == 0 && !refill())) {
        if (ath != 0)   /* the id would have owned it */
            rt__aten.delete_tensor((rt__ath)ath);
        return 0;
    }
    index = cache[--cached];
    s = slot_at(index);
    gen = gen_of(__atomic_load_n(&s->state, __ATOMIC_ACQUIRE));
    if (gen == 0)
        gen = 1;   /* a new slot's first generation: ids are never 0 or below 2**32 */
    s->ath = (rt__ath)ath;
    __atomic_store_n(&s->state, (gen << GEN_SHIFT) | ((uint64_t)kind << KIND_SHIFT) | LIVE
                     | (python_holds ? PY_HOLDS : 0), __ATOMIC_RELEASE);
    __atomic_fetch_add(my_live((uint32_t)kind), 1, __ATOMIC_RELAXED);
    if (scope_depth > 0)
        record_in_scope((int64_t)((gen << GEN_SHIFT) | index));
    return (int64_t)((gen << GEN_SHIFT) | index);
}

rt_tensor rt__issue_tensor(rt__ath ath) { return rt__handle_issue(RT__KIND_TENSOR, (uintptr_t)ath, 0); }

static inline uint64_t gen_of_id(int64_t id) { return (uint64_t)id >> GEN_SHIFT; }

/* The slot an id names, whatever its generation now, or NULL for an id no slot could have issued. */
static slot *slot_of(int64_t id, uint64_t *state) {
    uint64_t gen = gen_of_id(id);
    slot *s;
    if (id <= 0 || gen == 0 || gen > GEN_MAX || (s = slot_at((uint32_t)(id & SLOT_MASK))) == NULL)
        return NULL;
    *state = __atomic_load_n(&s->state, __ATOMIC_ACQUIRE);
    return s;
}

/* The slot of id when its generation is the slot's, else NULL. */
static slot *lookup(int64_t id, uint64_t *state) {
    slot *s = slot_of(id, state);
    return s != NULL && gen_of(*state) == gen_of_id(id) ? s : NULL;
}

int32_t rt__handle_status(int64_t id, int32_t *kind) {
    uint64_t gen = gen_of_id(id), state;
    *kind = 0;
    if (slot_of(id, &state) == NULL)
        return RT__NEVER_ISSUED;
    if (gen_of(state) > gen)
        return RT__FREED;
    if (gen_of(state) < gen)
        return RT__NEVER_ISSUED;
    if (state & LIVE) {
        *kind = (int32_t)kind_of(state);
        return RT__LIVE;
    }
    return (state & DEAD) ? RT__FREED : RT__NEVER_ISSUED;
}

int rt__pin_tensor(rt_tensor id, rt__pinned *out) {
    uint64_t state;
    slot *s = lookup(id, &state);
    if (s == NULL)
        return 0;
    for (;;) {
        if (!(state & LIVE) || kind_of(state) != RT__KIND_TENSOR || (state & PINS_MASK) == PINS_MASK
            || gen_of(state) != gen_of_id(id))
            return 0;
        if (__atomic_compare_exchange_n(&s->state, &state, state + 1, 1, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE))
            break;
    }
    out->slot = s;
    out->ath = s->ath;
    out->index = (uint32_t)(id & SLOT_MASK);
    if (out->ath == NULL) {   /* a tensor the Python side issued without one */
        rt__unpin(out);
        return 0;
    }
    return 1;
}

void rt__unpin(rt__pinned *p) {
    slot *s = p->slot;
    uint64_t before = __atomic_fetch_sub(&s->state, 1, __ATOMIC_ACQ_REL);
    if ((before & DEAD) && (before & PINS_MASK) == 1)   /* freed meanwhile: the last user finishes it */
        finish(s, before - 1, p->index);
}

/* Mark a live id of kind dead: 1 when this call did it (the slot then finished now or by its last pin). */
static int kill(int64_t id, uint32_t kind, int python) {
    uint64_t state, dead;
    slot *s = lookup(id, &state);
    if (s == NULL)
        return 0;
    for (;;) {
        if (!(state & LIVE) || kind_of(state) != kind || gen_of(state) != gen_of_id(id))
            return 0;
        if ((state & PY_HOLDS) && !python)
            return -1;
        dead = (state & ~(LIVE | PY_HOLDS)) | DEAD;
        if (__atomic_compare_exchange_n(&s->state, &state, dead, 1, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
            break;
    }
    __atomic_fetch_sub(my_live(kind), 1, __ATOMIC_RELAXED);
    if ((dead & PINS_MASK) == 0)
        finish(s, dead, (uint32_t)(id & SLOT_MASK));
    return 1;
}

int rt__release_tensor(rt_tensor id) { return kill(id, RT__KIND_TENSOR, 0) == 1; }

int32_t rt__handle_release(int64_t id, int32_t kind) {
    return kind >= 1 && kind <= RT__KINDS_MAX && kill(id, (uint32_t)kind, 1) == 1;
}

uintptr_t rt__handle_adopt(int64_t id) {
    rt__pinned p;
    rt__ath copy = NULL;
    uint64_t state;
    slot *s;
    if (!rt__pin_tensor(id, &p))
        return 0;
    s = p.slot;
    if (rt__aten.new_tensor_handle(p.ath, &copy) != 0)
        copy = NULL;
    state = __atomic_load_n(&s->state, __ATOMIC_ACQUIRE);
    while (copy != NULL && !(state & PY_HOLDS)) {
        if (!(state & LIVE)) {   /* freed meanwhile by a fast call */
            rt__aten.delete_tensor(copy);
            copy = NULL;
        } else if (__atomic_compare_exchange_n(&s->state, &state, state | PY_HOLDS, 1, __ATOMIC_ACQ_REL,
                                               __ATOMIC_ACQUIRE)) {
            break;
        }
    }
    rt__unpin(&p);
    return (uintptr_t)copy;
}

int64_t rt__handle_live(int32_t kind) {
    int64_t total = 0;
    if (kind < 1 || kind > RT__KINDS_MAX)
        return -1;
    for (int i = 0; i < STRIPES; i++)
        total += __atomic_load_n(&live[i].count[kind], __ATOMIC_RELAXED);
    return total;
}

/* -- scopes: every id a thread issues while one is open is recorded in its innermost one -------------------------- */

int32_t rt__scope_begin(void) {
    if (scope_depth == scope_starts_capacity) {
        int32_t want = scope_starts_capacity ? scope_starts_capacity * 2 : 16;
        int32_t *grown = realloc(scope_starts, (size_t)want * sizeof *grown);
        if (grown == NULL)
            return -1;
        scope_starts = grown;
        scope_starts_capacity = want;
    }
    if (scope_depth == 0)
        scope_count = 0;
    scope_starts[scope_depth++] = scope_count;
    return scope_depth;
}

int32_t rt__scope_keep(int64_t id) {
    int32_t start;
    if (scope_depth == 0)
        return -1;
    start = scope_starts[scope_depth - 1];
    for (int32_t i = scope_count - 1; i >= start; i--)
        if (scope_ids[i] == id) {
            if (scope_depth > 1) {   /* to the outer scope, whose ids end where the innermost's begin */
                scope_ids[i] = scope_ids[start];
                scope_ids[start] = id;
                scope_starts[scope_depth - 1]++;
            } else {
                scope_ids[i] = scope_ids[--scope_count];
            }
            return 1;
        }
    return 0;
}

int32_t rt__scope_size(void) { return scope_depth == 0 ? -1 : scope_count - scope_starts[scope_depth - 1]; }

int32_t rt__scope_close(int64_t *python_ids, int32_t capacity, int32_t *freed) {
    int32_t start, kept = 0, kind;
    *freed = 0;
    if (scope_depth == 0)
        return -1;
    start = scope_starts[scope_depth - 1];
    for (int32_t i = start; i < scope_count; i++) {
        int64_t id = scope_ids[i];
        int done = kill(id, RT__KIND_TENSOR, 0);
        if (done == 1)
            (*freed)++;
        else if (done == -1 || rt__handle_status(id, &kind) == RT__LIVE)   /* Python holds it, or no tensor */
            scope_ids[start + kept++] = id;
    }
    scope_count = start + kept;
    if (kept > capacity)
        return -2;
    if (kept > 0)
        memcpy(python_ids, scope_ids + start, (size_t)kept * sizeof *python_ids);
    scope_count = start;
    scope_depth--;
    return kept;
}

int32_t rt__native_block(int32_t delta) {
    rt__native_blocked += delta;
    return rt__native_blocked;
}

void rt__native_enable(int32_t on) { __atomic_store_n(&rt__native_on, on != 0, __ATOMIC_RELEASE); }

void rt__native_default_device(int32_t device) {
    __atomic_store_n(&rt__native_default_cpu, device == RT_CPU, __ATOMIC_RELEASE);
}

/* A fork while another thread holds the lock must not leave the child's copy locked. */
static void lock_for_fork(void) { pthread_mutex_lock(&lock); }
static void unlock_after_fork(void) { pthread_mutex_unlock(&lock); }

__attribute__((constructor)) static void register_fork_handlers(void) {
    pthread_atfork(lock_for_fork, unlock_after_fork, unlock_after_fork);
}
