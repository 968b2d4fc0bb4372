/* Sections 20 (more shape operations of ABI 1.3) and 21 (random sampling): known inputs, exact values
 * read back through copy_to, one bad input each; the samplers repeat under rt_torch_manual_seed and stay
 * in range (their values differ between the backends, so none is written here). */
#include "check.h"

#define PARTS 8

static rt_tensor f32(const float *data, const int64_t *dims, int32_t ndims) {
    return T(rt_torch_tensor_from_data(data, dims, ndims, RT_FLOAT32));
}

static void free_parts(rt_tensor *parts, int32_t n) {
    for (int32_t i = 0; i < n; i++)
        FREE(parts[i]);
}

static void repeats_and_splits(void) {
    rt_tensor x = f32(F32(1, 2, 3, 4, 5, 6), DIMS(2, 3));
    rt_tensor counts = T(rt_torch_tensor_from_data(I64(0, 2), DIMS(2), RT_INT64));
    rt_tensor r, parts[PARTS];

    r = T(rt_torch_tensor_repeat(x, DIMS(1, 2)));
    CHECK_SHAPE(r, 2, 6);
    CHECK_VALUES(r, 0, 1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_repeat(x, DIMS(2)), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_repeat");

    r = T(rt_torch_tensor_repeat_interleave(x, 2, 0));
    CHECK_SHAPE(r, 4, 3);
    CHECK_VALUES(r, 0, 1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6);
    FREE(r);
    r = T(rt_torch_tensor_repeat_interleave_tensor(x, counts, 0));
    CHECK_SHAPE(r, 2, 3);
    CHECK_VALUES(r, 0, 4, 5, 6, 4, 5, 6);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_repeat_interleave_tensor(x, counts, 1), 0, RT_ERR_SHAPE,
              "rt_torch_tensor_repeat_interleave_tensor");

    CHECK(rt_torch_tensor_split(x, 2, 1, parts, PARTS) == 2);
    CHECK_SHAPE(parts[0], 2, 2);
    CHECK_VALUES(parts[0], 0, 1, 2, 4, 5);
    CHECK_VALUES(parts[1], 0, 3, 6);
    free_parts(parts, 2);
    CHECK_ERR(rt_torch_tensor_split(x, 1, 1, parts, 2), -1, RT_ERR_BUFFER_TOO_SMALL, "rt_torch_tensor_split");

    CHECK(rt_torch_tensor_split_sizes(x, I64(1, 2), 2, 1, parts, PARTS) == 2);
    CHECK_VALUES(parts[1], 0, 2, 3, 5, 6);
    free_parts(parts, 2);
    CHECK_ERR(rt_torch_tensor_split_sizes(x, I64(1, 1), 2, 1, parts, PARTS), -1, RT_ERR_SHAPE,
              "rt_torch_tensor_split_sizes");

    CHECK(rt_torch_tensor_tensor_split(x, 2, 1, parts, PARTS) == 2);   /* 3 = 2 + 1: the first is longer */
    CHECK_VALUES(parts[0], 0, 1, 2, 4, 5);
    free_parts(parts, 2);
    CHECK_ERR(rt_torch_tensor_tensor_split(x, 0, 1, parts, PARTS), -1, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_tensor_split");

    CHECK(rt_torch_tensor_tensor_split_indices(x, I64(1, -1), 2, 1, parts, PARTS) == 3);
    CHECK_VALUES(parts[0], 0, 1, 4);
    CHECK_VALUES(parts[1], 0, 2, 5);
    CHECK_VALUES(parts[2], 0, 3, 6);
    free_parts(parts, 3);
    CHECK_ERR(rt_torch_tensor_tensor_split_indices(x, I64(1), 1, 2, parts, PARTS), -1, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_tensor_split_indices");
    FREE(counts);
    FREE(x);
}

static void diagonals_dims_and_padding(void) {
    rt_tensor x = f32(F32(1, 2, 3, 4, 5, 6), DIMS(2, 3));
    rt_tensor v = f32(F32(7, 8), DIMS(2));
    rt_tensor row = f32(F32(1, 2, 3), DIMS(1, 3));
    rt_tensor r;

    r = T(rt_torch_tensor_diag(v, 1));
    CHECK_SHAPE(r, 3, 3);
    CHECK_VALUES(r, 0, 0, 7, 0, 0, 0, 8, 0, 0, 0);
    FREE(r);
    r = T(rt_torch_tensor_diag(x, 0));
    CHECK_VALUES(r, 0, 1, 5);
    FREE(r);
    r = T(rt_torch_tensor_diagonal(x, -1, 0, 1));
    CHECK_SHAPE(r, 1);
    CHECK_VALUES(r, 0, 4);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_diagonal(x, 0, 1, -1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_diagonal");

    r = T(rt_torch_tensor_movedim(x, 0, 1));
    CHECK_SHAPE(r, 3, 2);
    CHECK_VALUES(r, 0, 1, 4, 2, 5, 3, 6);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_movedim(x, 2, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_movedim");

    r = T(rt_torch_tensor_unflatten(v, 0, DIMS(2, 1)));
    CHECK_SHAPE(r, 2, 1);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_unflatten(x, 1, DIMS(2, 2)), 0, RT_ERR_SHAPE, "rt_torch_tensor_unflatten");

    r = T(rt_torch_nn_pad(row, DIMS(1, 2), RT_PAD_CONSTANT, 9));
    CHECK_SHAPE(r, 1, 6);
    CHECK_VALUES(r, 0, 9, 1, 2, 3, 9, 9);
    FREE(r);
    r = T(rt_torch_nn_pad(row, DIMS(2, 1), RT_PAD_REFLECT, 0));
    CHECK_VALUES(r, 0, 3, 2, 1, 2, 3, 2);
    FREE(r);
    r = T(rt_torch_nn_pad(row, DIMS(1, 2), RT_PAD_REPLICATE, 0));
    CHECK_VALUES(r, 0, 1, 1, 2, 3, 3, 3);
    FREE(r);
    r = T(rt_torch_nn_pad(row, DIMS(-1, 2), RT_PAD_CIRCULAR, 0));   /* crop first, then wrap what is left */
    CHECK_VALUES(r, 0, 2, 3, 2, 3);
    FREE(r);
    CHECK_ERR(rt_torch_nn_pad(row, DIMS(3, 0), RT_PAD_REFLECT, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_pad");
    CHECK_ERR(rt_torch_nn_pad(row, DIMS(1, 1), RT_PAD_CIRCULAR + 1, 0), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_nn_pad");
    FREE(row);
    FREE(v);
    FREE(x);
}

/* Two tensors of the same shape and dtype hold the same bytes. */
static int same_values(rt_tensor a, rt_tensor b) {
    int64_t n = rt_torch_tensor_nbytes(a);
    char *pa = malloc((size_t)n + 1), *pb = malloc((size_t)n + 1);
    int same = rt_torch_tensor_nbytes(b) == n && rt_torch_tensor_copy_to(a, pa, n) == n &&
               rt_torch_tensor_copy_to(b, pb, n) == n && memcmp(pa, pb, (size_t)n) == 0;
    free(pa);
    free(pb);
    return same;
}

static void sampling(void) {
    rt_tensor first, again, probs = f32(F32(0, 1, 0, 3), DIMS(4)), x = f32(F32(0, 0, 0, 0), DIMS(4));
    int64_t ints[64];
    float values[4];

    CHECK(rt_torch_manual_seed(11) == RT_OK);
    first = T(rt_torch_tensor_randint(-2, 2, DIMS(64), RT_DTYPE_DEFAULT, RT_DEVICE_DEFAULT));
    CHECK(rt_torch_manual_seed(11) == RT_OK);
    again = T(rt_torch_tensor_randint(-2, 2, DIMS(64), RT_DTYPE_DEFAULT, RT_DEVICE_DEFAULT));
    CHECK(rt_torch_tensor_dtype(first) == RT_INT64);
    CHECK(same_values(first, again));
    CHECK(rt_torch_tensor_copy_to(first, ints, sizeof ints) == sizeof ints);
    for (int i = 0; i < 64; i++)
        CHECK(ints[i] >= -2 && ints[i] < 2);
    FREE(first);
    FREE(again);
    CHECK_ERR(rt_torch_tensor_randint(2, 2, DIMS(1), RT_DTYPE_DEFAULT, RT_DEVICE_DEFAULT), 0,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_randint");

    first = T(rt_torch_tensor_randperm(5, RT_INT32, RT_DEVICE_DEFAULT));
    CHECK_SHAPE(first, 5);
    again = T(rt_torch_tensor_randperm(0, RT_DTYPE_DEFAULT, RT_DEVICE_DEFAULT));
    CHECK_SHAPE(again, 0);
    FREE(first);
    FREE(again);
    CHECK_ERR(rt_torch_tensor_randperm(-1, RT_DTYPE_DEFAULT, RT_DEVICE_DEFAULT), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_randperm");

    first = T(rt_torch_tensor_multinomial(probs, 2, 0));   /* only categories 1 and 3 have weight */
    CHECK(rt_torch_tensor_copy_to(first, ints, 2 * sizeof(int64_t)) == 2 * sizeof(int64_t));
    CHECK(ints[0] + ints[1] == 4 && ints[0] != ints[1]);
    FREE(first);
    CHECK_ERR(rt_torch_tensor_multinomial(probs, 3, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_multinomial");

    first = T(rt_torch_tensor_bernoulli(x));   /* p = 0 everywhere */
    CHECK_VALUES(first, 0, 0, 0, 0, 0);
    FREE(first);
    first = T(rt_torch_tensor_bernoulli_scalar(x, 1.0));
    CHECK_VALUES(first, 0, 1, 1, 1, 1);
    FREE(first);
    CHECK_ERR(rt_torch_tensor_bernoulli(probs), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_bernoulli");

    CHECK(rt_torch_tensor_uniform_(x, 2, 3) == RT_OK);
    CHECK(rt_torch_tensor_copy_to(x, values, sizeof values) == sizeof values);
    for (int i = 0; i < 4; i++)
        CHECK(values[i] >= 2 && values[i] < 3);
    CHECK(rt_torch_tensor_normal_(x, 5, 0) == RT_OK);   /* std 0: every sample is the mean */
    CHECK_VALUES(x, 0, 5, 5, 5, 5);
    CHECK_ERR(rt_torch_tensor_normal_(x, 0, -1), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_normal_");
    /* ABI 1.7: PyTorch's random_ forms, integers in x's (float32's) exact range */
    CHECK(rt_torch_tensor_random_between_(x, 7, 8) == RT_OK);
    CHECK_VALUES(x, 0, 7, 7, 7, 7);
    CHECK(rt_torch_tensor_random_from_(x, 16777215) == RT_OK);   /* 2**24 - 1 and 2**24, the top */
    CHECK(rt_torch_tensor_copy_to(x, values, sizeof values) == sizeof values);
    for (int i = 0; i < 4; i++)
        CHECK(values[i] == 16777215 || values[i] == 16777216);
    CHECK(rt_torch_tensor_random_(x) == RT_OK);
    CHECK(rt_torch_tensor_copy_to(x, values, sizeof values) == sizeof values);
    for (int i = 0; i < 4; i++)
        CHECK(values[i] >= 0 && values[i] <= 16777216 && values[i] == floorf(values[i]));
    CHECK_ERR(rt_torch_tensor_random_between_(x, 3, 3), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_random_between_");
    CHECK_ERR(rt_torch_tensor_random_from_(x, 16777216), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_random_from_");
    FREE(x);
    FREE(probs);
}

int main(void) {
    int64_t live = check_start();
    repeats_and_splits();
    diagonals_dims_and_padding();
    sampling();
    check_finish("test_shape_random", live);
    return 0;
}
