/* Section 37 from C: the data loader (rt_torch_data_loader_*). Shuffled batches of a features tensor and a
 * labels tensor, epoch after epoch: rows stay together, each epoch is a permutation, the same seed repeats the
 * order, and on the PyTorch backend the order is torch.utils.data.DataLoader's for that seed (TORCH_ORDER, which
 * tests/api/test_data_loader_calls.py recomputes with PyTorch); drop_last, no shuffling, reset, len, batches that
 * outlive the loader, and the error codes of bad input. */
#include <string.h>

#include "check.h"

#define SAMPLES 10
#define BATCH 4
#define SEED 0

/* torch.utils.data.DataLoader(TensorDataset(torch.arange(10)), batch_size=4, shuffle=True,
 * generator=torch.Generator().manual_seed(0)): its first two epochs' samples */
static const int64_t TORCH_ORDER[2][SAMPLES] = {{3, 7, 5, 2, 0, 8, 1, 6, 9, 4}, {1, 3, 2, 7, 5, 9, 0, 6, 4, 8}};

static rt_tensor features, labels;

static void make_data(void) {
    float xs[SAMPLES * 2];
    int64_t ys[SAMPLES];
    for (int i = 0; i < SAMPLES; i++) {
        xs[2 * i] = (float)(2 * i);
        xs[2 * i + 1] = (float)(2 * i + 1);
        ys[i] = i;
    }
    features = T(rt_torch_tensor_from_data(xs, DIMS(SAMPLES, 2), RT_FLOAT32));
    labels = T(rt_torch_tensor_from_data(ys, DIMS(SAMPLES), RT_INT64));
}

/* one epoch's labels into order (returns how many), checking each batch's size and that its rows are its labels' */
static int64_t run_epoch(rt_handle loader, int64_t *order, int drop_last) {
    int64_t seen = 0;
    rt_tensor batch[2];
    int32_t more;
    while ((more = rt_torch_data_loader_next(loader, batch, 2)) == 2) {
        int64_t rows = rt_torch_tensor_size(batch[1], 0);
        CHECK(rows == BATCH || (!drop_last && rows == SAMPLES % BATCH && seen + rows == SAMPLES));
        CHECK(rt_torch_tensor_dtype(batch[0]) == RT_FLOAT32 && rt_torch_tensor_dtype(batch[1]) == RT_INT64);
        float x[BATCH * 2];
        CHECK(rt_torch_tensor_copy_to(batch[1], order + seen, (int64_t)sizeof(int64_t) * rows) >= 0);
        CHECK(rt_torch_tensor_copy_to(batch[0], x, (int64_t)sizeof(float) * 2 * rows) >= 0);
        for (int64_t r = 0; r < rows; r++)
            CHECK(x[2 * r] == (float)(2 * order[seen + r]) && x[2 * r + 1] == (float)(2 * order[seen + r] + 1));
        seen += rows;
        FREE(batch[0]);
        FREE(batch[1]);
    }
    CHECK(more == 0);
    CHECK_OK();
    return seen;
}

static int is_permutation(const int64_t *order, int64_t n) {
    int hits[SAMPLES] = {0};
    for (int64_t i = 0; i < n; i++) {
        if (order[i] < 0 || order[i] >= SAMPLES || hits[order[i]]++) return 0;
    }
    return 1;
}

static void shuffled_epochs(void) {
    int on_torch = strcmp(rt_torch_backend(), "torch") == 0;
    rt_handle gen = rt_torch_generator_new(RT_DEVICE_DEFAULT);
    CHECK(gen > 0 && rt_torch_generator_manual_seed(gen, SEED) == RT_OK);
    rt_tensor data[2] = {features, labels};
    rt_handle loader = rt_torch_data_loader_new(data, 2, BATCH, 1, 0, gen);
    CHECK(loader > 0);
    CHECK(rt_torch_data_loader_len(loader) == 3);
    int64_t epochs[2][SAMPLES];
    for (int e = 0; e < 2; e++) {
        CHECK(run_epoch(loader, epochs[e], 0) == SAMPLES);
        CHECK(is_permutation(epochs[e], SAMPLES));
        if (on_torch)
            CHECK(memcmp(epochs[e], TORCH_ORDER[e], sizeof epochs[e]) == 0);
    }
    CHECK(memcmp(epochs[0], epochs[1], sizeof epochs[0]) != 0);   /* a new permutation each epoch */

    /* the same seed gives the same epochs */
    rt_handle again = rt_torch_data_loader_new(data, 2, BATCH, 1, 0, gen);
    CHECK(rt_torch_generator_manual_seed(gen, SEED) == RT_OK);
    int64_t repeat[SAMPLES];
    CHECK(run_epoch(again, repeat, 0) == SAMPLES);
    CHECK(memcmp(repeat, epochs[0], sizeof repeat) == 0);

    /* reset leaves the epoch: the next call starts a new one, all of it */
    rt_tensor batch[2];
    CHECK(rt_torch_data_loader_next(again, batch, 2) == 2);
    FREE(batch[0]);
    FREE(batch[1]);
    CHECK(rt_torch_data_loader_reset(again) == RT_OK);
    CHECK(run_epoch(again, repeat, 0) == SAMPLES && is_permutation(repeat, SAMPLES));

    /* drop_last: two full batches of distinct samples */
    rt_handle dropping = rt_torch_data_loader_new(data, 2, BATCH, 1, 1, gen);
    CHECK(rt_torch_data_loader_len(dropping) == 2);
    int64_t dropped[SAMPLES];
    CHECK(run_epoch(dropping, dropped, 1) == 2 * BATCH);
    CHECK(is_permutation(dropped, 2 * BATCH));

    /* a batch outlives its loader, and the generator freed under a loader is an error, not another stream */
    CHECK(rt_torch_data_loader_next(dropping, batch, 2) == 2);
    CHECK(rt_torch_data_loader_free(dropping) == RT_OK);
    CHECK_SHAPE(batch[0], BATCH, 2);
    FREE(batch[0]);
    FREE(batch[1]);
    CHECK(rt_torch_data_loader_reset(loader) == RT_OK);
    CHECK(rt_torch_generator_free(gen) == RT_OK);
    CHECK_ERR(rt_torch_data_loader_next(loader, batch, 2), -1, RT_ERR_INVALID_HANDLE, "rt_torch_data_loader_next");
    CHECK_MSG_HAS("gen");
    CHECK(rt_torch_data_loader_free(loader) == RT_OK);
    CHECK(rt_torch_data_loader_free(again) == RT_OK);
}

static void in_order_with_the_default_generator(void) {
    rt_tensor data[1] = {labels};
    rt_handle loader = rt_torch_data_loader_new(data, 1, 3, 0, 0, 0);
    CHECK(loader > 0 && rt_torch_data_loader_len(loader) == 4);
    rt_tensor batch[1];
    for (int64_t start = 0; start < SAMPLES; start += 3) {
        CHECK(rt_torch_data_loader_next(loader, batch, 1) == 1);
        if (start + 3 <= SAMPLES) {
            CHECK_VALUES(batch[0], 0, (double)start, (double)start + 1, (double)start + 2);
        } else {
            CHECK_VALUES(batch[0], 0, (double)start);
        }
        FREE(batch[0]);
    }
    CHECK(rt_torch_data_loader_next(loader, batch, 1) == 0);
    CHECK(rt_torch_data_loader_free(loader) == RT_OK);

    /* shuffled from the default generator: rt_torch_manual_seed repeats it */
    int64_t first[SAMPLES], second[SAMPLES];
    CHECK(rt_torch_manual_seed(7) == RT_OK);
    loader = rt_torch_data_loader_new(data, 1, BATCH, 1, 0, 0);
    int64_t n = 0;
    while (rt_torch_data_loader_next(loader, batch, 1) == 1) {
        int64_t rows = rt_torch_tensor_size(batch[0], 0);
        CHECK(rt_torch_tensor_copy_to(batch[0], first + n, (int64_t)sizeof(int64_t) * rows) >= 0);
        n += rows;
        FREE(batch[0]);
    }
    CHECK(n == SAMPLES && is_permutation(first, SAMPLES));
    CHECK(rt_torch_manual_seed(7) == RT_OK);
    n = 0;
    while (rt_torch_data_loader_next(loader, batch, 1) == 1) {
        int64_t rows = rt_torch_tensor_size(batch[0], 0);
        CHECK(rt_torch_tensor_copy_to(batch[0], second + n, (int64_t)sizeof(int64_t) * rows) >= 0);
        n += rows;
        FREE(batch[0]);
    }
    CHECK(memcmp(first, second, sizeof first) == 0);
    CHECK(rt_torch_data_loader_free(loader) == RT_OK);
}

static void bad_input(void) {
    rt_tensor data[2] = {features, labels};
    CHECK_ERR(rt_torch_data_loader_new(data, 2, 0, 1, 0, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_data_loader_new");
    CHECK_MSG_HAS("batch_size");
    rt_tensor shorter = T(rt_torch_tensor_slice(labels, 0, 0, SAMPLES - 1, 1));
    rt_tensor mismatched[2] = {features, shorter};
    CHECK_ERR(rt_torch_data_loader_new(mismatched, 2, BATCH, 1, 0, 0), 0, RT_ERR_SHAPE, "rt_torch_data_loader_new");
    CHECK_ERR(rt_torch_data_loader_new(data, 0, BATCH, 1, 0, 0), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_data_loader_new");
    CHECK_ERR(rt_torch_data_loader_new(NULL, 2, BATCH, 1, 0, 0), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_data_loader_new");
    CHECK_ERR(rt_torch_data_loader_new(data, 2, BATCH, 1, 0, features), 0, RT_ERR_INVALID_HANDLE,
              "rt_torch_data_loader_new");
    rt_handle loader = rt_torch_data_loader_new(data, 2, BATCH, 1, 0, 0);
    rt_tensor batch[2];
    CHECK_ERR(rt_torch_data_loader_next(loader, batch, 1), -1, RT_ERR_BUFFER_TOO_SMALL, "rt_torch_data_loader_next");
    CHECK_ERR(rt_torch_data_loader_next(features, batch, 2), -1, RT_ERR_INVALID_HANDLE, "rt_torch_data_loader_next");
    CHECK_ERR(rt_torch_data_loader_next(loader, NULL, 2), -1, RT_ERR_INVALID_ARGUMENT, "rt_torch_data_loader_next");
    CHECK(rt_torch_data_loader_free(loader) == RT_OK);
    CHECK_ERR(rt_torch_data_loader_len(loader), -1, RT_ERR_INVALID_HANDLE, "rt_torch_data_loader_len");
    CHECK_ERR(rt_torch_data_loader_reset(loader), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE,
              "rt_torch_data_loader_reset");
    CHECK_ERR(rt_torch_data_loader_free(loader), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE,
              "rt_torch_data_loader_free");
    FREE(shorter);
}

int main(void) {
    int64_t start = check_start();
    make_data();
    shuffled_epochs();
    in_order_with_the_default_generator();
    bad_input();
    FREE(features);
    FREE(labels);
    check_finish("test_data_loader", start);
    return 0;
}
