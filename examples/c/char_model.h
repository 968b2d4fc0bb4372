/* What the two character-level language models (char_lstm.c, tiny_gpt.c) share: the text and its alphabet,
 * the batches, the parameter table (initialised here or read from a file), the options and the training log.
 *
 * Batches come from a fixed 64-bit linear congruential generator, not from the library's random numbers, so
 * that a program in any language (the test's PyTorch reference) can draw the same windows of the text.
 * run_char_model is the program; each model gives its parameter table, loss, sampler and optimizer.
 * A parameter file (--init) is the parameters' float32 values, little-endian, one after another in the
 * order --params prints them (PyTorch's state-dict names and shapes): the test starts C and PyTorch from the
 * same weights that way.
 * --bench N trains BENCH_WARMUP + N steps and prints only the median time of the last N (`step_ms`), which
 * bench/run.py compares with the same program in Python torch (bench/char_lstm_twin.py, bench/tiny_gpt_twin.py).
 */
#ifndef CHAR_MODEL_H
#define CHAR_MODEL_H

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "simple_torch.h"

#define ALPHABET_MAX 256

static void die(const char *what) {
    fprintf(stderr, "%s failed: %s\n", what, rt_torch_last_error());
    exit(1);
}

static rt_tensor must(rt_tensor t, const char *what) {
    if (t == 0) die(what);
    return t;
}

static void check(int32_t status, const char *what) {
    if (status != RT_OK) die(what);
}

/* -- the text ----------------------------------------------------------------------------------------- */

typedef struct {
    int64_t *ids;                 /* the text as alphabet indices */
    int64_t length;
    int alphabet_size;
    unsigned char chars[ALPHABET_MAX];   /* index -> byte, in byte order */
    int index[ALPHABET_MAX];             /* byte -> index, -1 when absent */
} Text;

static Text read_text(const char *path) {
    Text text = {0};
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        fprintf(stderr, "cannot open %s (run from the repository root, or give the text's path)\n", path);
        exit(1);
    }
    unsigned char *bytes = NULL;
    size_t size = 0, capacity = 0, got;
    do {
        if (size == capacity && (bytes = realloc(bytes, capacity = capacity * 2 + 65536)) == NULL) exit(1);
        got = fread(bytes + size, 1, capacity - size, f);
        size += got;
    } while (got > 0);
    fclose(f);
    int seen[ALPHABET_MAX] = {0};
    for (size_t i = 0; i < size; i++) seen[bytes[i]] = 1;
    for (int c = 0; c < ALPHABET_MAX; c++) {
        text.index[c] = seen[c] ? text.alphabet_size : -1;
        if (seen[c]) text.chars[text.alphabet_size++] = (unsigned char)c;
    }
    if ((text.ids = malloc((size + 1) * sizeof *text.ids)) == NULL) exit(1);
    for (size_t i = 0; i < size; i++) text.ids[i] = text.index[bytes[i]];
    text.length = (int64_t)size;
    free(bytes);
    return text;
}

/* -- batches: inputs are `window` characters from random starts, targets the characters after each --- */

static uint64_t lcg_next(uint64_t *state) {
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return *state >> 33;
}

/* x, y: (batch, window) int64 handles in the current scope */
static void draw_batch(const Text *text, uint64_t *state, int64_t batch, int64_t window, rt_tensor *x,
                       rt_tensor *y) {
    if (text->length <= window + 1) {
        fprintf(stderr, "the text has %lld characters; it needs more than %lld\n", (long long)text->length,
                (long long)window + 1);
        exit(1);
    }
    int64_t *xs = malloc((size_t)(batch * window) * sizeof *xs), *ys = malloc((size_t)(batch * window) * sizeof *ys);
    if (xs == NULL || ys == NULL) exit(1);
    for (int64_t b = 0; b < batch; b++) {
        int64_t start = (int64_t)(lcg_next(state) % (uint64_t)(text->length - window - 1));
        memcpy(xs + b * window, text->ids + start, (size_t)window * sizeof *xs);
        memcpy(ys + b * window, text->ids + start + 1, (size_t)window * sizeof *ys);
    }
    const int64_t dims[2] = {batch, window};
    *x = must(rt_torch_tensor_from_data(xs, dims, 2, RT_INT64), "batch inputs");
    *y = must(rt_torch_tensor_from_data(ys, dims, 2, RT_INT64), "batch targets");
    free(xs);
    free(ys);
}

/* -- parameters --------------------------------------------------------------------------------------- */

typedef enum { INIT_NORMAL, INIT_UNIFORM, INIT_ZEROS, INIT_ONES } InitKind;

typedef struct {
    char name[64];        /* PyTorch's state-dict name in the reference model */
    int ndim;
    int64_t dims[2];
    InitKind init;
    double scale;         /* the normal's std, or the uniform's bound */
    rt_tensor tensor;
} Param;

typedef struct {
    Param items[64];
    int count;
} Params;

static Param *add_param(Params *ps, const char *name, int ndim, int64_t d0, int64_t d1, InitKind init,
                        double scale) {
    if (ps->count == (int)(sizeof ps->items / sizeof ps->items[0])) {
        fprintf(stderr, "too many parameters\n");
        exit(1);
    }
    Param *p = &ps->items[ps->count++];
    snprintf(p->name, sizeof p->name, "%s", name);
    p->ndim = ndim;
    p->dims[0] = d0;
    p->dims[1] = d1;
    p->init = init;
    p->scale = scale;
    return p;
}

static int64_t param_numel(const Param *p) {
    return p->ndim == 1 ? p->dims[0] : p->dims[0] * p->dims[1];
}

/* Creates every parameter: from the file when init_path is given, else as the table says (PyTorch's
 * defaults for these layers); then marks it as requiring gradients. */
static void create_params(Params *ps, const char *init_path) {
    FILE *f = NULL;
    if (init_path != NULL && (f = fopen(init_path, "rb")) == NULL) {
        fprintf(stderr, "cannot open %s\n", init_path);
        exit(1);
    }
    for (int i = 0; i < ps->count; i++) {
        Param *p = &ps->items[i];
        if (f != NULL) {
            int64_t n = param_numel(p);
            float *values = malloc((size_t)n * sizeof *values);
            if (values == NULL) exit(1);
            if (fread(values, sizeof *values, (size_t)n, f) != (size_t)n) {
                fprintf(stderr, "%s ends before parameter %s\n", init_path, p->name);
                exit(1);
            }
            p->tensor = must(rt_torch_tensor_from_data(values, p->dims, p->ndim, RT_FLOAT32), p->name);
            free(values);
            continue;
        }
        switch (p->init) {
        case INIT_NORMAL: {
            rt_tensor standard = must(rt_torch_tensor_randn(p->dims, p->ndim), p->name);
            p->tensor = must(rt_torch_tensor_mul_scalar(standard, p->scale), p->name);
            rt_torch_tensor_free(standard);
            break;
        }
        case INIT_UNIFORM:
            p->tensor = must(rt_torch_tensor_zeros(p->dims, p->ndim), p->name);
            check(rt_torch_tensor_uniform_(p->tensor, -p->scale, p->scale), p->name);
            break;
        case INIT_ZEROS:
            p->tensor = must(rt_torch_tensor_zeros(p->dims, p->ndim), p->name);
            break;
        case INIT_ONES:
            p->tensor = must(rt_torch_tensor_ones(p->dims, p->ndim), p->name);
            break;
        }
    }
    if (f != NULL) {
        int extra = fgetc(f);
        fclose(f);
        if (extra != EOF) {
            fprintf(stderr, "%s holds more values than the model's parameters\n", init_path);
            exit(1);
        }
    }
    for (int i = 0; i < ps->count; i++) check(rt_torch_tensor_set_requires_grad(ps->items[i].tensor, 1), "requires_grad");
}

static void print_params(const Params *ps) {
    for (int i = 0; i < ps->count; i++) {
        const Param *p = &ps->items[i];
        if (p->ndim == 1)
            printf("%s %lld\n", p->name, (long long)p->dims[0]);
        else
            printf("%s %lld %lld\n", p->name, (long long)p->dims[0], (long long)p->dims[1]);
    }
}

static void free_params(Params *ps) {
    for (int i = 0; i < ps->count; i++) rt_torch_tensor_free(ps->items[i].tensor);
}

/* -- options ------------------------------------------------------------------------------------------ */

typedef struct {
    const char *text_path;
    const char *init_path;   /* --init FILE: start from these weights */
    int steps;               /* --steps N */
    int log_every;           /* --log-every K: a loss line every K steps (and the last) */
    int sample;              /* --sample N: characters generated after training */
    int64_t seed;            /* --seed S: the library's generator (initial weights, sampling) */
    int list_params;         /* --params: print the parameter table and stop */
    int bench;               /* --bench N: time N training steps after BENCH_WARMUP ones (bench/run.py) */
} Options;

/* --bench's untimed first steps: the first step of a process pays for loading code and first allocations */
#define BENCH_WARMUP 5

static Options parse_options(int argc, char **argv, int default_steps) {
    Options o = {"examples/data/shakespeare.txt", NULL, default_steps, 25, 400, 0, 0, 0};
    int steps_given = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
        int takes_value = strcmp(a, "--init") == 0 || strcmp(a, "--steps") == 0 || strcmp(a, "--log-every") == 0 ||
                          strcmp(a, "--sample") == 0 || strcmp(a, "--seed") == 0 || strcmp(a, "--bench") == 0;
        if (takes_value && value == NULL) {
            fprintf(stderr, "%s needs a value\n", a);
            exit(2);
        }
        if (strcmp(a, "--init") == 0) o.init_path = value;
        else if (strcmp(a, "--steps") == 0) o.steps = atoi(value), steps_given = 1;
        else if (strcmp(a, "--log-every") == 0) o.log_every = atoi(value);
        else if (strcmp(a, "--sample") == 0) o.sample = atoi(value);
        else if (strcmp(a, "--seed") == 0) o.seed = atoll(value);
        else if (strcmp(a, "--params") == 0) o.list_params = 1;
        else if (strcmp(a, "--bench") == 0) o.bench = atoi(value);
        else if (a[0] == '-') {
            fprintf(stderr, "unknown option %s (options: TEXT --steps N --log-every K --sample N --seed S "
                            "--init FILE --params --bench N)\n", a);
            exit(2);
        } else o.text_path = a;
        i += takes_value;
    }
    if (o.steps < 1 || o.log_every < 1 || o.sample < 0 || o.bench < 0) {
        fprintf(stderr, "--steps and --log-every must be at least 1, --sample and --bench at least 0\n");
        exit(2);
    }
    if (o.bench > 0) {   /* a timed run: its own number of steps, no sample, no log */
        if (steps_given) {
            fprintf(stderr, "--bench N runs %d + N steps; it takes no --steps\n", BENCH_WARMUP);
            exit(2);
        }
        o.steps = BENCH_WARMUP + o.bench;
        o.sample = 0;
    }
    return o;
}

static double bench_clock_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* --bench's figures as bench/run.py reads them, `name value`: the median and the fastest step, in ms */
static void print_bench(double *step_ms, int n) {
    qsort(step_ms, (size_t)n, sizeof *step_ms, compare_doubles);
    printf("step_ms %.6g\n", n % 2 ? step_ms[n / 2] : 0.5 * (step_ms[n / 2 - 1] + step_ms[n / 2]));
    printf("step_ms_min %.6g\n", step_ms[0]);
}

static void log_step(const Options *o, int step, double loss, double lr) {
    if (o->bench == 0 && (step % o->log_every == 0 || step == o->steps || step == 1))
        printf("step %4d/%d  loss %.6f  lr %.6f\n", step, o->steps, loss, lr);
}

/* -- the program: what differs between the two models, and the rest ------------------------------------ */

typedef struct {
    int64_t batch, window;   /* sequences a step, characters each */
    double clip;             /* the gradients' norm is clipped to this */
    double temperature;      /* sampling: the logits are divided by it */
    Params (*model)(int alphabet);
    /* the mean cross entropy of predicting y from x, both (batch, window); its handles in the caller's scope */
    rt_tensor (*loss)(const Params *ps, rt_tensor x, rt_tensor y, int alphabet);
    void (*generate)(const Params *ps, const Text *text, int count, double temperature);
    /* the optimizer of params for a run of steps, and its learning-rate schedule (0: none) */
    rt_handle (*optimizer)(const rt_tensor *params, int n, int steps, rt_handle *schedule);
} CharModel;

/* One training step, in a scope of its own (every handle of the step goes at its end): a batch drawn with the
 * generator state *batches, the loss, its gradients, clipped, the optimizer's step and the schedule's (0: none).
 * Gives the loss and the lr the step used. all: the parameters' tensors, in ps's order. */
static void train_step(const CharModel *m, const Params *ps, const rt_tensor *all, rt_handle opt, rt_handle schedule,
                       const Text *text, uint64_t *batches, double *loss_value, double *lr) {
    rt_torch_scope_begin();
    rt_tensor x, y;
    draw_batch(text, batches, m->batch, m->window, &x, &y);
    rt_tensor loss = m->loss(ps, x, y, text->alphabet_size);
    check(rt_torch_optim_zero_grad(opt), "zero_grad");
    check(rt_torch_tensor_backward(loss), "backward");
    must(rt_torch_nn_clip_grad_norm(all, ps->count, m->clip, 2.0, 0), "clip_grad_norm");
    check(rt_torch_optim_get_option(opt, 0, "lr", lr), "get_option");   /* the lr this step uses */
    check(rt_torch_optim_step(opt), "optim_step");
    if (schedule != 0) check(rt_torch_lr_scheduler_step(schedule), "lr_scheduler_step");
    check(rt_torch_tensor_item(loss, loss_value), "item");
    rt_torch_scope_end();
}

static int run_char_model(const CharModel *m, int argc, char **argv) {
    Options o = parse_options(argc, argv, 600);
    Text text = read_text(o.text_path);
    Params params = m->model(text.alphabet_size), *ps = &params;
    if (o.list_params) {
        print_params(ps);
        return 0;
    }
    check(rt_torch_manual_seed(o.seed), "manual_seed");
    int64_t live_at_start = rt_torch_live_tensors();
    create_params(ps, o.init_path);
    rt_tensor all[sizeof ps->items / sizeof ps->items[0]];
    for (int i = 0; i < ps->count; i++) all[i] = ps->items[i].tensor;
    rt_handle schedule = 0, opt = m->optimizer(all, ps->count, o.steps, &schedule);
    if (opt == 0) die("the optimizer");
    if (o.bench == 0)
        printf("backend: %s; text: %lld characters, alphabet of %d\n", rt_torch_backend(), (long long)text.length,
               text.alphabet_size);

    double *step_ms = o.bench > 0 ? malloc((size_t)o.bench * sizeof *step_ms) : NULL;
    if (o.bench > 0 && step_ms == NULL) exit(1);
    uint64_t batches = 1;
    for (int step = 1; step <= o.steps; step++) {
        double started = bench_clock_ms(), value, lr;
        train_step(m, ps, all, opt, schedule, &text, &batches, &value, &lr);
        log_step(&o, step, value, lr);
        if (step > BENCH_WARMUP && step_ms != NULL) step_ms[step - BENCH_WARMUP - 1] = bench_clock_ms() - started;
    }
    if (step_ms != NULL) {
        print_bench(step_ms, o.bench);
        free(step_ms);
    }
    if (o.sample > 0) {
        printf("--- %d characters sampled at temperature %.1f:\n", o.sample, m->temperature);
        check(rt_torch_no_grad_begin(), "no_grad_begin");
        m->generate(ps, &text, o.sample, m->temperature);
        check(rt_torch_no_grad_end(), "no_grad_end");
        printf("\n---\n");
    }
    if (schedule != 0) rt_torch_lr_scheduler_free(schedule);
    rt_torch_optim_free(opt);
    free_params(ps);
    free(text.ids);
    if (o.bench == 0)
        printf("live tensors: %lld at start, %lld at end\n", (long long)live_at_start,
               (long long)rt_torch_live_tensors());
    return 0;
}

/* The next character drawn from logits (1, alphabet) divided by temperature; handles in the caller's scope. */
static int64_t draw_next(rt_tensor logits, double temperature) {
    rt_tensor probs = must(rt_torch_softmax(must(rt_torch_tensor_mul_scalar(logits, 1.0 / temperature), "scale"), 1),
                           "softmax");
    double drawn;
    check(rt_torch_tensor_item(must(rt_torch_tensor_multinomial(probs, 1, 0), "multinomial"), &drawn), "item");
    return (int64_t)drawn;
}

#endif
