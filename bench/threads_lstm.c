/* threads_lstm.c - the char-LSTM's op mix on several C threads at once (`make bench`, bench/run.py).
 *
 *   threads_lstm [TEXT [STEPS_PER_THREAD [REPS]]]     (defaults: examples/data/shakespeare.txt 16 5)
 *
 * Each thread trains its own copy of examples/c/char_lstm.c's model (its own parameters, Adam optimizer and
 * batches) with that program's training step (char_model.h's train_step: forward, backward, clipping, Adam), or
 * runs only the forward and backward part of it (no clipping, no optimizer). Throughput is training steps per
 * second of all threads together, for 1, 2 and 4 threads, the counts alternating within each repetition.
 * Prints `name value`: steps_per_s_<mode>_<threads>, each the median of REPS repetitions after a warm-up.
 * Every call a thread makes that the native fast path does not run goes through the embedded Python, whose
 * lock lets one thread in at a time; run with OMP_NUM_THREADS=1 (one intra-op thread per C thread).
 */
#include <pthread.h>

#define main char_lstm_main   /* the example's model, loss and optimizer, without its program */
#include "../examples/c/char_lstm.c"
#undef main

#define PROGRAM "threads_lstm"
#define MAX_THREADS 4
#define MAX_REPS 99

static int steps_per_thread = 16, reps = 5;

typedef enum { TRAIN_STEP, FORWARD_BACKWARD } Mode;
static const char *const MODE_NAMES[] = {"train_step", "forward_backward"};

typedef struct {
    const CharModel *model;
    const Text *text;
    Params params;
    rt_tensor all[sizeof ((Params *)0)->items / sizeof ((Params *)0)->items[0]];
    rt_handle opt;
    uint64_t batches;   /* this thread's batch generator */
    Mode mode;
} Worker;

/* char_model.h's train_step without clipping and optimizer: the batch, the loss and its gradients */
static void forward_backward(Worker *w) {
    rt_torch_scope_begin();
    rt_tensor x, y;
    draw_batch(w->text, &w->batches, w->model->batch, w->model->window, &x, &y);
    rt_tensor loss = w->model->loss(&w->params, x, y, w->text->alphabet_size);
    check(rt_torch_tensor_backward(loss), "backward");
    rt_torch_scope_end();
}

static void *work(void *arg) {
    Worker *w = arg;
    double loss, lr;
    for (int i = 0; i < steps_per_thread; i++) {
        if (w->mode == TRAIN_STEP)
            train_step(w->model, &w->params, w->all, w->opt, 0, w->text, &w->batches, &loss, &lr);
        else
            forward_backward(w);
    }
    return NULL;
}

static double seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* Steps per second of the first n workers, each running steps_per_thread steps on a thread of its own. */
static double throughput(Worker *workers, int n, Mode mode) {
    pthread_t threads[MAX_THREADS];
    double t0 = seconds();
    for (int i = 0; i < n; i++) {
        workers[i].mode = mode;
        if (pthread_create(&threads[i], NULL, work, &workers[i]) != 0) {
            fprintf(stderr, "%s: pthread_create failed\n", PROGRAM);
            exit(1);
        }
    }
    for (int i = 0; i < n; i++) pthread_join(threads[i], NULL);
    return n * (double)steps_per_thread / (seconds() - t0);
}

static double median_of(double *v, int n) {
    qsort(v, (size_t)n, sizeof *v, compare_doubles);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

int main(int argc, char **argv) {
    const char *path = argc > 1 ? argv[1] : "examples/data/shakespeare.txt";
    if (argc > 2) steps_per_thread = atoi(argv[2]);
    if (argc > 3) reps = atoi(argv[3]);
    if (argc > 4 || steps_per_thread < 1 || reps < 1 || reps > MAX_REPS) {
        fprintf(stderr, "usage: %s [TEXT [STEPS_PER_THREAD [REPS]]] (steps at least 1, reps 1 to %d)\n", PROGRAM,
                MAX_REPS);
        return 2;
    }
    const CharModel lstm = {BATCH, WINDOW, CLIP, TEMPERATURE, model, batch_loss, generate, adam};
    static const int counts[] = {1, 2, 4};
    enum { COUNTS = sizeof counts / sizeof counts[0] };
    Text text = read_text(path);
    static Worker workers[MAX_THREADS];
    check(rt_torch_manual_seed(0), "manual_seed");
    for (int i = 0; i < MAX_THREADS; i++) {
        Worker *w = &workers[i];
        w->model = &lstm;
        w->text = &text;
        w->params = model(text.alphabet_size);
        create_params(&w->params, NULL);
        for (int p = 0; p < w->params.count; p++) w->all[p] = w->params.items[p].tensor;
        w->opt = adam(w->all, w->params.count, steps_per_thread, &(rt_handle){0});
        if (w->opt == 0) die("the optimizer");
        w->batches = (uint64_t)i + 1;
    }
    for (Mode mode = TRAIN_STEP; mode <= FORWARD_BACKWARD; mode++) {
        double figures[COUNTS][MAX_REPS];
        for (int c = 0; c < COUNTS; c++) throughput(workers, counts[c], mode);   /* warm-up */
        for (int r = 0; r < reps; r++)
            for (int c = 0; c < COUNTS; c++) figures[c][r] = throughput(workers, counts[c], mode);
        for (int c = 0; c < COUNTS; c++)
            printf("steps_per_s_%s_%d %.6g\n", MODE_NAMES[mode], counts[c], median_of(figures[c], reps));
        fflush(stdout);
    }
    for (int i = 0; i < MAX_THREADS; i++) {
        rt_torch_optim_free(workers[i].opt);
        free_params(&workers[i].params);
    }
    free(text.ids);
    return 0;
}
