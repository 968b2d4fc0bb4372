/* train_digits.c - train a small neural network on 8x8 handwritten digits, in C, through the
 * simple-torch C ABI (PyTorch underneath, nothing but "simple_torch.h" and the C library here).
 *
 *   Build:  cc -O2 -o train_digits train_digits.c \
 *               $(PKG_CONFIG_PATH=build/lib/pkgconfig pkg-config --cflags --libs simple-torch) -lm
 *   Run:    ./train_digits [examples/data/digits.u8] [--cnn] [--epochs N] [--distributed] [--params-out PREFIX]
 *   Data-parallel on 4 local processes (torch.distributed's gloo):
 *           python -m simple_torch.launch --nproc 4 ./train_digits examples/data/digits.u8 --distributed
 *
 * What it does:
 *   1. reads the data set (1797 records of 65 bytes: 64 pixels 0..16, then the label 0..9),
 *      scales the pixels to [0, 1] and splits it 80% / 20% into a training and a test set, after a
 *      shuffle by a small fixed-seed PRNG (so every run sees the same split);
 *   2. builds a multi-layer perceptron 64 -> 128 -> ReLU -> 10 (or, with --cnn, a small convolutional
 *      network: conv 3x3 -> ReLU -> max-pool -> conv 3x3 -> ReLU -> max-pool -> linear);
 *   3. trains it with mini-batches, cross-entropy loss and Adam, one progress line per epoch;
 *   4. measures the accuracy on the held-out test set and prints `test accuracy: 0.xxxx`.
 *
 * With --distributed, each of the launcher's processes (a "rank") joins torch.distributed's group from the
 * standard variables (MASTER_ADDR, MASTER_PORT, RANK, WORLD_SIZE), starts from rank 0's weights (broadcast),
 * takes its slice of every mini-batch, and after backward averages the gradients over the ranks
 * (rt_torch_dist_average_gradients, bucketed as PyTorch's DistributedDataParallel): so every rank takes the
 * same optimizer step on the gradient of the whole batch, and all end with the same parameters, which each
 * prints as a hash (and with --params-out PREFIX writes to PREFIX.rank<N>).
 *
 * Ownership: every tensor or optimizer handle a function returns belongs to us and must be freed
 * (rt_torch_tensor_free / rt_torch_optim_free). At the end the program checks that the number of
 * live tensors is back where it started, and exits non-zero if anything leaked.
 *
 * Errors: no library call ever crashes or throws. A failing call returns 0 (handles), a non-zero
 * status (int32_t status functions) or -1 (counts), and rt_torch_last_error() says why. The CHECK
 * macros below turn any failure into a message on stderr and exit status 1.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simple_torch.h"

/* ---- Error checking ------------------------------------------------------------------------- */

/* Report the calling thread's last error and exit. The code is read first: the message string is
 * only valid until the next library call on this thread. */
static void fail(const char *call, const char *file, int line) {
    int code = (int)rt_torch_last_error_code();
    const char *message = rt_torch_last_error();
    fprintf(stderr, "%s:%d: %s failed: [%d] %s\n", file, line, call, code, message);
    exit(1);
}

static rt_tensor check_handle(rt_tensor h, const char *call, const char *file, int line) {
    if (h == 0)
        fail(call, file, line);
    return h;
}

/* CHECK(status_call): the call returns an int32_t status, RT_OK (0) on success. */
#define CHECK(call)                                                                                  \
    do {                                                                                             \
        if ((call) != RT_OK)                                                                         \
            fail(#call, __FILE__, __LINE__);                                                         \
    } while (0)

/* NEW(handle_call): the call returns a new tensor or optimizer handle, 0 on failure. */
#define NEW(call) check_handle((call), #call, __FILE__, __LINE__)

/* ---- Settings ------------------------------------------------------------------------------- */

enum { PIXELS = 64, RECORD = PIXELS + 1, CLASSES = 10, HIDDEN = 128, MAX_LAYERS = 3 };

#define SEED 20240607u       /* one seed for the split, the batch order and PyTorch's initial weights */
#define TRAIN_FRACTION 0.8
#define BATCH_SIZE 32
#define EVAL_BATCH_SIZE 512  /* no gradients to keep: bigger batches are fine */
#define EPOCHS 20
#define LEARNING_RATE 2e-3
#define DIST_TIMEOUT_S 120.0 /* how long a rank waits for the others (to join, or in a collective) */

/* Data-parallel training: this process's rank and the number of ranks (0 and 1 when not distributed). */
static int32_t dist_rank = 0, dist_world = 1;

/* ---- A tiny deterministic PRNG ----------------------------------------------------------------
 * splitmix64 (Steele, Lea & Flood, 2014): a 64-bit state advanced by a constant, then mixed. Good
 * enough to shuffle a data set, identical on every platform, and independent of rand(). */

static uint64_t prng_state = SEED;

static uint64_t prng_next(void) {
    uint64_t z = (prng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* A uniform integer in [0, n), n > 0 (the modulo bias is negligible for n this small). */
static size_t prng_below(size_t n) { return (size_t)(prng_next() % n); }

/* Fisher-Yates shuffle of an index array. */
static void shuffle(size_t *idx, size_t n) {
    for (size_t i = n; i > 1; i--) {
        size_t j = prng_below(i);
        size_t tmp = idx[i - 1];
        idx[i - 1] = idx[j];
        idx[j] = tmp;
    }
}

/* ---- The data set --------------------------------------------------------------------------- */

typedef struct {
    size_t n;        /* number of examples */
    float *pixels;   /* n * 64 floats in [0, 1], row-major */
    int64_t *labels; /* n labels 0..9 (int64: what cross-entropy wants for class indices) */
} Dataset;

/* Read the whole file and check every record. Exits with a message on any problem. */
static Dataset load_digits(const char *path) {
    Dataset all = {0, NULL, NULL};
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        perror(path);
        exit(1);
    }
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    if (size <= 0 || size % RECORD != 0) {
        fprintf(stderr, "%s: %ld bytes is not a whole number of %d-byte records\n", path, size, RECORD);
        exit(1);
    }
    all.n = (size_t)size / RECORD;
    unsigned char *raw = malloc((size_t)size);
    all.pixels = malloc(all.n * PIXELS * sizeof *all.pixels);
    all.labels = malloc(all.n * sizeof *all.labels);
    if (raw == NULL || all.pixels == NULL || all.labels == NULL) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    if (fread(raw, 1, (size_t)size, f) != (size_t)size) {
        fprintf(stderr, "%s: short read\n", path);
        exit(1);
    }
    fclose(f);
    for (size_t i = 0; i < all.n; i++) {
        const unsigned char *rec = raw + i * RECORD;
        for (size_t p = 0; p < PIXELS; p++) {
            if (rec[p] > 16) {
                fprintf(stderr, "%s: record %zu: pixel value %d is over 16\n", path, i, rec[p]);
                exit(1);
            }
            all.pixels[i * PIXELS + p] = (float)rec[p] / 16.0f;   /* 0..16 -> [0, 1] */
        }
        if (rec[PIXELS] >= CLASSES) {
            fprintf(stderr, "%s: record %zu: label %d is not a digit\n", path, i, rec[PIXELS]);
            exit(1);
        }
        all.labels[i] = rec[PIXELS];
    }
    free(raw);
    return all;
}

/* Copy the examples idx[0..n) of src into a new data set. */
static Dataset subset(const Dataset *src, const size_t *idx, size_t n) {
    Dataset out = {n, malloc(n * PIXELS * sizeof(float)), malloc(n * sizeof(int64_t))};
    if (out.pixels == NULL || out.labels == NULL) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    for (size_t i = 0; i < n; i++) {
        memcpy(out.pixels + i * PIXELS, src->pixels + idx[i] * PIXELS, PIXELS * sizeof(float));
        out.labels[i] = src->labels[idx[i]];
    }
    return out;
}

/* Shuffle all examples with the fixed-seed PRNG, then cut: the first 80% train, the rest test. */
static void split(const Dataset *all, Dataset *train, Dataset *test) {
    size_t *idx = malloc(all->n * sizeof *idx);
    if (idx == NULL) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    for (size_t i = 0; i < all->n; i++)
        idx[i] = i;
    shuffle(idx, all->n);
    size_t n_train = (size_t)((double)all->n * TRAIN_FRACTION);
    *train = subset(all, idx, n_train);
    *test = subset(all, idx + n_train, all->n - n_train);
    free(idx);
}

static void free_dataset(Dataset *d) {
    free(d->pixels);
    free(d->labels);
    d->pixels = NULL;
    d->labels = NULL;
    d->n = 0;
}

/* Turn examples [start, start + n) into tensors: inputs (n, 64), or (n, 1, 8, 8) for the CNN, and,
 * unless y is NULL, int64 targets (n). from_data copies, so the C arrays stay ours. */
static void make_batch(const Dataset *d, size_t start, size_t n, int as_images, rt_tensor *x,
                       rt_tensor *y) {
    const int64_t flat[2] = {(int64_t)n, PIXELS};
    const int64_t images[4] = {(int64_t)n, 1, 8, 8};
    const int64_t targets[1] = {(int64_t)n};
    *x = as_images ? NEW(rt_torch_tensor_from_data(d->pixels + start * PIXELS, images, 4, RT_FLOAT32))
                   : NEW(rt_torch_tensor_from_data(d->pixels + start * PIXELS, flat, 2, RT_FLOAT32));
    if (y != NULL)
        *y = NEW(rt_torch_tensor_from_data(d->labels + start, targets, 1, RT_INT64));
}

/* ---- The model ------------------------------------------------------------------------------ */

typedef struct {
    rt_tensor weight, bias;
} Layer;

typedef struct {
    int cnn;         /* 0: MLP of two linear layers; 1: two convolutions and a linear layer */
    int n_layers;
    Layer layers[MAX_LAYERS];
} Model;

/* A tensor of the given shape, uniform in [-bound, bound): rand is uniform in [0, 1), so scale by
 * 2 * bound and shift by -bound. Each step makes a new handle; the intermediates are freed. */
static rt_tensor uniform(const int64_t *dims, int32_t ndims, double bound) {
    rt_tensor u = NEW(rt_torch_tensor_rand(dims, ndims));
    rt_tensor scaled = NEW(rt_torch_tensor_mul_scalar(u, 2.0 * bound));
    rt_tensor shifted = NEW(rt_torch_tensor_add_scalar(scaled, -bound));
    CHECK(rt_torch_tensor_free(u));
    CHECK(rt_torch_tensor_free(scaled));
    return shifted;
}

/* PyTorch's default initialisation of nn.Linear and nn.Conv2d (kaiming-uniform with a = sqrt(5)):
 * weight and bias both uniform in [-1/sqrt(fan_in), 1/sqrt(fan_in)], where fan_in is the number of
 * inputs of one output unit. The tensors are leaves, marked as needing gradients: they are what
 * the optimizer updates. */
static Layer init_layer(const int64_t *weight_dims, int32_t ndims) {
    int64_t fan_in = 1;
    for (int32_t i = 1; i < ndims; i++)
        fan_in *= weight_dims[i];
    double bound = 1.0 / sqrt((double)fan_in);
    Layer layer;
    layer.weight = uniform(weight_dims, ndims, bound);
    layer.bias = uniform(weight_dims, 1, bound);   /* shape (out_features) */
    CHECK(rt_torch_tensor_set_requires_grad(layer.weight, 1));
    CHECK(rt_torch_tensor_set_requires_grad(layer.bias, 1));
    return layer;
}

static Model init_model(int cnn) {
    Model m;
    memset(&m, 0, sizeof m);
    m.cnn = cnn;
    if (!cnn) {
        const int64_t w1[2] = {HIDDEN, PIXELS}, w2[2] = {CLASSES, HIDDEN};  /* (out, in) */
        m.layers[0] = init_layer(w1, 2);
        m.layers[1] = init_layer(w2, 2);
        m.n_layers = 2;
    } else {
        const int64_t c1[4] = {16, 1, 3, 3}, c2[4] = {32, 16, 3, 3};        /* (out, in, kH, kW) */
        const int64_t fc[2] = {CLASSES, 32 * 2 * 2};
        m.layers[0] = init_layer(c1, 4);
        m.layers[1] = init_layer(c2, 4);
        m.layers[2] = init_layer(fc, 2);
        m.n_layers = 3;
    }
    return m;
}

/* The parameter handles, for the optimizer. Returns their count. */
static int32_t model_parameters(const Model *m, rt_tensor *out) {
    int32_t n = 0;
    for (int i = 0; i < m->n_layers; i++) {
        out[n++] = m->layers[i].weight;
        out[n++] = m->layers[i].bias;
    }
    return n;
}

static void free_model(Model *m) {
    for (int i = 0; i < m->n_layers; i++) {
        CHECK(rt_torch_tensor_free(m->layers[i].weight));
        CHECK(rt_torch_tensor_free(m->layers[i].bias));
    }
    m->n_layers = 0;
}

/* MLP: logits = linear(relu(linear(x, W1, b1)), W2, b2). */
static rt_tensor forward_mlp(const Model *m, rt_tensor x) {
    rt_tensor h = NEW(rt_torch_nn_linear(x, m->layers[0].weight, m->layers[0].bias));
    rt_tensor a = NEW(rt_torch_relu(h));
    rt_tensor logits = NEW(rt_torch_nn_linear(a, m->layers[1].weight, m->layers[1].bias));
    /* Freeing a handle does not break autograd: the graph keeps what backward needs. */
    CHECK(rt_torch_tensor_free(h));
    CHECK(rt_torch_tensor_free(a));
    return logits;
}

/* One conv block: conv 3x3 (padding 1, keeps the size) -> ReLU -> 2x2 max-pool (halves it). */
static rt_tensor conv_block(const Layer *layer, rt_tensor x) {
    const int64_t one[2] = {1, 1}, two[2] = {2, 2}, none[2] = {0, 0};
    rt_tensor c = NEW(rt_torch_nn_conv2d(x, layer->weight, layer->bias, one, one, one, 1));
    rt_tensor a = NEW(rt_torch_relu(c));
    rt_tensor p = NEW(rt_torch_nn_max_pool2d(a, two, two, none));
    CHECK(rt_torch_tensor_free(c));
    CHECK(rt_torch_tensor_free(a));
    return p;
}

/* CNN: (n, 1, 8, 8) -> (n, 16, 4, 4) -> (n, 32, 2, 2) -> flatten (n, 128) -> linear -> (n, 10). */
static rt_tensor forward_cnn(const Model *m, rt_tensor x) {
    rt_tensor b1 = conv_block(&m->layers[0], x);
    rt_tensor b2 = conv_block(&m->layers[1], b1);
    rt_tensor flat = NEW(rt_torch_tensor_flatten(b2, 1, -1));
    rt_tensor logits = NEW(rt_torch_nn_linear(flat, m->layers[2].weight, m->layers[2].bias));
    CHECK(rt_torch_tensor_free(b1));
    CHECK(rt_torch_tensor_free(b2));
    CHECK(rt_torch_tensor_free(flat));
    return logits;
}

/* Logits (n, 10) for a batch of inputs. */
static rt_tensor forward(const Model *m, rt_tensor x) {
    return m->cnn ? forward_cnn(m, x) : forward_mlp(m, x);
}

/* How many rows of logits (n, 10) have their largest score at the right label. */
static size_t count_correct(rt_tensor logits, const int64_t *labels, size_t n) {
    int64_t *pred = malloc(n * sizeof *pred);
    if (pred == NULL) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    rt_tensor argmax = NEW(rt_torch_tensor_argmax_dim(logits, 1, 0));   /* (n) int64 */
    int64_t nbytes = (int64_t)(n * sizeof *pred);
    if (rt_torch_tensor_copy_to(argmax, pred, nbytes) != nbytes)      /* bytes written; -1 on error */
        fail("rt_torch_tensor_copy_to(argmax, pred, nbytes)", __FILE__, __LINE__);
    CHECK(rt_torch_tensor_free(argmax));
    size_t correct = 0;
    for (size_t i = 0; i < n; i++)
        correct += pred[i] == labels[i];
    free(pred);
    return correct;
}

/* ---- Training and evaluation ---------------------------------------------------------------- */

/* One pass over the training set in a fresh random order (from the fixed-seed PRNG), one optimizer
 * step per mini-batch. Reports the mean loss and the accuracy seen during the pass. */
static void train_epoch(const Model *m, rt_handle opt, const rt_tensor *params, int32_t n_params,
                        const Dataset *train, double *mean_loss, double *accuracy) {
    size_t *order = malloc(train->n * sizeof *order);
    if (order == NULL) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    for (size_t i = 0; i < train->n; i++)
        order[i] = i;
    shuffle(order, train->n);
    Dataset shuffled = subset(train, order, train->n);
    free(order);

    double loss_sum = 0.0;
    size_t correct = 0;
    for (size_t batch = 0; batch < shuffled.n; batch += BATCH_SIZE) {
        size_t whole = shuffled.n - batch < BATCH_SIZE ? shuffled.n - batch : BATCH_SIZE;
        /* this rank's slice of the batch (all of it when not distributed): every rank shuffled alike */
        size_t start = batch + whole * (size_t)dist_rank / (size_t)dist_world;
        size_t n = batch + whole * (size_t)(dist_rank + 1) / (size_t)dist_world - start;
        CHECK(rt_torch_optim_zero_grad(opt));   /* clear the gradients of the last step */
        if (n == 0) {   /* a batch smaller than the world: no slice here, but the rank joins the averaging */
            if (dist_world > 1)
                CHECK(rt_torch_dist_average_gradients(params, n_params, 0));
            CHECK(rt_torch_optim_step(opt));
            continue;
        }
        rt_tensor x, y;
        make_batch(&shuffled, start, n, m->cnn, &x, &y);

        rt_tensor logits = forward(m, x);
        rt_tensor loss = NEW(rt_torch_nn_cross_entropy(logits, y, RT_REDUCTION_MEAN));
        CHECK(rt_torch_tensor_backward(loss));  /* fill .grad of every parameter */
        if (dist_world > 1)                     /* the mean of the ranks' gradients: the whole batch's */
            CHECK(rt_torch_dist_average_gradients(params, n_params, 0));
        CHECK(rt_torch_optim_step(opt));        /* update the parameters in place */

        double value;
        CHECK(rt_torch_tensor_item(loss, &value));
        loss_sum += value * (double)n;
        correct += count_correct(logits, shuffled.labels + start, n);

        CHECK(rt_torch_tensor_free(loss));
        CHECK(rt_torch_tensor_free(logits));
        CHECK(rt_torch_tensor_free(x));
        CHECK(rt_torch_tensor_free(y));
    }
    if (dist_world > 1) {   /* the epoch's figures over every rank's examples: one sum of (loss, correct) */
        const int64_t two[1] = {2};
        double sums[2] = {loss_sum, (double)correct};
        rt_tensor t = NEW(rt_torch_tensor_from_data(sums, two, 1, RT_FLOAT64));
        CHECK(rt_torch_dist_all_reduce(t, RT_DIST_SUM));
        if (rt_torch_tensor_copy_to(t, sums, (int64_t)sizeof sums) != (int64_t)sizeof sums)
            fail("rt_torch_tensor_copy_to(t, sums, sizeof sums)", __FILE__, __LINE__);
        CHECK(rt_torch_tensor_free(t));
        loss_sum = sums[0];
        correct = (size_t)sums[1];
    }
    *mean_loss = loss_sum / (double)shuffled.n;
    *accuracy = (double)correct / (double)shuffled.n;
    free_dataset(&shuffled);
}

/* Accuracy on a data set, without recording an autograd graph (no_grad: faster, less memory). */
static double evaluate(const Model *m, const Dataset *d) {
    size_t correct = 0;
    CHECK(rt_torch_no_grad_begin());
    for (size_t start = 0; start < d->n; start += EVAL_BATCH_SIZE) {
        size_t n = d->n - start < EVAL_BATCH_SIZE ? d->n - start : EVAL_BATCH_SIZE;
        rt_tensor x;
        make_batch(d, start, n, m->cnn, &x, NULL);   /* the labels are compared in C */
        rt_tensor logits = forward(m, x);
        correct += count_correct(logits, d->labels + start, n);
        CHECK(rt_torch_tensor_free(logits));
        CHECK(rt_torch_tensor_free(x));
    }
    CHECK(rt_torch_no_grad_end());
    return (double)correct / (double)d->n;
}

/* Print a hash of the parameters' bytes (FNV-1a, 64 bits), the same on every rank when data-parallel training
 * kept them in step; with a prefix, also write the bytes to PREFIX.rank<N> for an exact comparison. */
static void report_parameters(const rt_tensor *params, int32_t n_params, const char *prefix) {
    uint64_t hash = 0xcbf29ce484222325ull;   /* FNV-1a's offset basis */
    FILE *out = NULL;
    if (prefix != NULL) {
        char path[4096];
        snprintf(path, sizeof path, "%s.rank%d", prefix, (int)dist_rank);
        out = fopen(path, "wb");
        if (out == NULL) {
            perror(path);
            exit(1);
        }
    }
    for (int32_t i = 0; i < n_params; i++) {
        int64_t nbytes = rt_torch_tensor_nbytes(params[i]);
        if (nbytes < 0)
            fail("rt_torch_tensor_nbytes(params[i])", __FILE__, __LINE__);
        unsigned char *bytes = malloc((size_t)nbytes);
        if (bytes == NULL) {
            fprintf(stderr, "out of memory\n");
            exit(1);
        }
        if (rt_torch_tensor_copy_to(params[i], bytes, nbytes) != nbytes)
            fail("rt_torch_tensor_copy_to(params[i], bytes, nbytes)", __FILE__, __LINE__);
        for (int64_t k = 0; k < nbytes; k++)
            hash = (hash ^ bytes[k]) * 0x100000001b3ull;   /* FNV-1a's prime */
        if (out != NULL && fwrite(bytes, 1, (size_t)nbytes, out) != (size_t)nbytes) {
            perror(prefix);
            exit(1);
        }
        free(bytes);
    }
    if (out != NULL && fclose(out) != 0) {
        perror(prefix);
        exit(1);
    }
    printf("rank %d parameters fnv1a64 %016llx\n", (int)dist_rank, (unsigned long long)hash);
}

/* ---- Main ----------------------------------------------------------------------------------- */

int main(int argc, char **argv) {
    const char *path = "examples/data/digits.u8";
    const char *params_out = NULL;
    int cnn = 0, distributed = 0, epochs = EPOCHS;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--cnn") == 0)
            cnn = 1;
        else if (strcmp(argv[i], "--distributed") == 0)
            distributed = 1;
        else if (strcmp(argv[i], "--epochs") == 0 && i + 1 < argc)
            epochs = atoi(argv[++i]);
        else if (strcmp(argv[i], "--params-out") == 0 && i + 1 < argc)
            params_out = argv[++i];
        else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            printf("usage: %s [digits.u8] [--cnn] [--epochs N] [--distributed] [--params-out PREFIX]\n", argv[0]);
            return 0;
        } else
            path = argv[i];
    }

    /* The data first: a bad file is reported before the runtime takes its time to start. */
    Dataset all = load_digits(path), train, test;
    split(&all, &train, &test);
    free_dataset(&all);

    /* The first call starts the runtime (an embedded Python running PyTorch); init does it now. */
    CHECK(rt_torch_init());
    const int64_t live_at_start = rt_torch_live_tensors();   /* -1 on error */
    if (live_at_start < 0)
        fail("rt_torch_live_tensors()", __FILE__, __LINE__);
    printf("simple-torch: backend %s %s, ABI %d\n", rt_torch_backend(), rt_torch_version(),
           (int)rt_torch_abi_version());
    printf("data: %zu training and %zu test examples from %s\n", train.n, test.n, path);

    if (epochs < 1) {
        fprintf(stderr, "--epochs must be at least 1\n");
        return 1;
    }
    if (distributed) {   /* the launcher's variables say who we are; gloo: the CPU backend */
        CHECK(rt_torch_dist_init("gloo", "env://", -1, -1, DIST_TIMEOUT_S));
        dist_rank = rt_torch_dist_rank();
        dist_world = rt_torch_dist_world_size();
        if (dist_rank < 0 || dist_world < 1)
            fail("rt_torch_dist_rank()", __FILE__, __LINE__);
        printf("distributed: rank %d of %d\n", (int)dist_rank, (int)dist_world);
    }

    CHECK(rt_torch_manual_seed(SEED));   /* the same initial weights on every run */
    Model model = init_model(cnn);
    rt_tensor params[2 * MAX_LAYERS];   /* a weight and a bias per layer */
    int32_t n_params = model_parameters(&model, params);
    for (int32_t i = 0; dist_world > 1 && i < n_params; i++)   /* rank 0's weights, whatever the others drew */
        CHECK(rt_torch_dist_broadcast(params[i], 0));
    rt_handle opt = NEW(rt_torch_optim_adam(params, n_params, LEARNING_RATE, 0.9, 0.999, 1e-8, 0.0));
    printf("model: %s, %d parameter tensors, Adam lr %g, batch %d\n",
           cnn ? "CNN conv16-conv32-linear" : "MLP 64-128-10", (int)n_params, LEARNING_RATE, BATCH_SIZE);

    for (int epoch = 1; epoch <= epochs; epoch++) {
        double loss, acc;
        train_epoch(&model, opt, params, n_params, &train, &loss, &acc);
        if (dist_rank == 0)
            printf("epoch %2d/%d  train loss %.4f  train accuracy %.4f\n", epoch, epochs, loss, acc);
        fflush(stdout);
    }

    double test_acc = evaluate(&model, &test);
    report_parameters(params, n_params, params_out);
    if (distributed)
        CHECK(rt_torch_dist_destroy());

    CHECK(rt_torch_optim_free(opt));
    free_model(&model);
    free_dataset(&train);
    free_dataset(&test);

    const int64_t live_at_end = rt_torch_live_tensors();
    printf("live tensors: %lld at start, %lld at end\n", (long long)live_at_start, (long long)live_at_end);
    if (live_at_end != live_at_start) {
        fprintf(stderr, "error: %lld tensor handle(s) leaked\n", (long long)(live_at_end - live_at_start));
        return 1;
    }
    printf("test accuracy: %.4f\n", test_acc);
    return 0;
}
