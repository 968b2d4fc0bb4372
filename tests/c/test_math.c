/* Sections 3 (the element-wise math of ABI 1.3), 4 (activations), 5 (linear algebra), 6 (reductions) and
 * 8 (indexing and slicing), with known inputs and values read back through copy_to. */
#include "check.h"

static rt_tensor f32(const float *data, const int64_t *dims, int32_t ndims) {
    return T(rt_torch_tensor_from_data(data, dims, ndims, RT_FLOAT32));
}

static void section4_activations(void) {
    rt_tensor x = f32(F32(-2, -0.5, 0, 1, 3), DIMS(5));
    rt_tensor m = f32(F32(1, 2, 3, 1, 1, 1), DIMS(2, 3));
    rt_tensor r;
    double e1 = exp(1), e2 = exp(2), e3 = exp(3), z = e1 + e2 + e3;

    r = T(rt_torch_relu(x));
    CHECK_SHAPE(r, 5);
    CHECK_VALUES(r, 0, 0, 0, 0, 1, 3);
    FREE(r);
    r = T(rt_torch_sigmoid(x));
    CHECK_VALUES(r, 1e-6, 1 / (1 + exp(2)), 1 / (1 + exp(0.5)), 0.5, 1 / (1 + exp(-1)), 1 / (1 + exp(-3)));
    FREE(r);
    r = T(rt_torch_tanh(x));
    CHECK_VALUES(r, 1e-6, tanh(-2), tanh(-0.5), 0, tanh(1), tanh(3));
    FREE(r);
    r = T(rt_torch_leaky_relu(x, 0.1));
    CHECK_VALUES(r, 1e-7, -0.2, -0.05, 0, 1, 3);
    FREE(r);
    r = T(rt_torch_leaky_relu(x, 0.0));
    CHECK_VALUES(r, 0, 0, 0, 0, 1, 3);
    FREE(r);
    r = T(rt_torch_gelu(x));   /* exact form: x * Phi(x) */
    CHECK_VALUES(r, 1e-6, -2 * 0.5 * erfc(2 / sqrt(2)), -0.5 * 0.5 * erfc(0.5 / sqrt(2)), 0,
                 0.5 * erfc(-1 / sqrt(2)), 3 * 0.5 * erfc(-3 / sqrt(2)));
    FREE(r);
    r = T(rt_torch_softmax(m, 1));
    CHECK_SHAPE(r, 2, 3);
    CHECK_VALUES(r, 1e-6, e1 / z, e2 / z, e3 / z, 1.0 / 3, 1.0 / 3, 1.0 / 3);
    FREE(r);
    r = T(rt_torch_softmax(m, -1));
    CHECK_VALUES(r, 1e-6, e1 / z, e2 / z, e3 / z, 1.0 / 3, 1.0 / 3, 1.0 / 3);
    FREE(r);
    r = T(rt_torch_softmax(m, 0));
    CHECK_VALUES(r, 1e-6, 0.5, e2 / (e2 + e1), e3 / (e3 + e1), 0.5, e1 / (e2 + e1), e1 / (e3 + e1));
    FREE(r);
    r = T(rt_torch_log_softmax(m, 1));
    CHECK_VALUES(r, 1e-5, 1 - log(z), 2 - log(z), 3 - log(z), -log(3), -log(3), -log(3));
    FREE(r);

    r = T(rt_torch_tensor_arange(0, 3, 1, RT_INT64));
    CHECK_ERR(rt_torch_softmax(r, 0), 0, RT_ERR_DTYPE, "rt_torch_softmax");   /* PyTorch: not for integers */
    FREE(r);
    CHECK_ERR(rt_torch_relu(0), 0, RT_ERR_INVALID_HANDLE, "rt_torch_relu");
    CHECK_ERR(rt_torch_sigmoid(-1), 0, RT_ERR_INVALID_HANDLE, "rt_torch_sigmoid");
    CHECK_ERR(rt_torch_tanh(0), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tanh");
    CHECK_ERR(rt_torch_leaky_relu(0, 0.1), 0, RT_ERR_INVALID_HANDLE, "rt_torch_leaky_relu");
    CHECK_ERR(rt_torch_gelu(0), 0, RT_ERR_INVALID_HANDLE, "rt_torch_gelu");
    CHECK_ERR(rt_torch_softmax(m, 2), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_softmax");
    CHECK_ERR(rt_torch_log_softmax(m, -3), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_log_softmax");
    FREE(x);
    FREE(m);
}

static void section5_linalg(void) {
    rt_tensor a = f32(F32(1, 2, 3, 4, 5, 6), DIMS(2, 3));
    rt_tensor b = f32(F32(7, 8, 9, 10, 11, 12), DIMS(3, 2));
    rt_tensor v = f32(F32(1, 2, 3), DIMS(3));
    rt_tensor w = f32(F32(4, 5, 6), DIMS(3));
    rt_tensor sq = f32(F32(1, 2, 3, 4), DIMS(2, 2));
    rt_tensor r, u = 0, s = 0, vh = 0, vals = 0, vecs = 0, t1, t2;
    rt_tensor bad = f32(F32(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20), DIMS(4, 5));
    float c[8];

    r = T(rt_torch_tensor_matmul(a, b));
    CHECK_SHAPE(r, 2, 2);
    CHECK_VALUES(r, 0, 58, 64, 139, 154);
    FREE(r);
    r = T(rt_torch_tensor_matmul(a, v));   /* matrix @ vector */
    CHECK_SHAPE(r, 2);
    CHECK_VALUES(r, 0, 14, 32);
    FREE(r);
    t1 = T(rt_torch_tensor_reshape(a, DIMS(1, 2, 3)));   /* batched, broadcast */
    r = T(rt_torch_tensor_matmul(t1, b));
    CHECK_SHAPE(r, 1, 2, 2);
    CHECK_VALUES(r, 0, 58, 64, 139, 154);
    FREE(r);
    FREE(t1);
    CHECK_ERR(rt_torch_tensor_matmul(a, a), 0, RT_ERR_SHAPE, "rt_torch_tensor_matmul");
    CHECK_ERR(rt_torch_tensor_matmul(a, bad), 0, RT_ERR_SHAPE, "rt_torch_tensor_matmul");
    CHECK(strcmp(rt_torch_last_error(), "rt_torch_tensor_matmul: shapes [2, 3] and [4, 5] cannot be multiplied") == 0);
    CHECK_ERR(rt_torch_tensor_matmul(a, 0), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_matmul");

    r = T(rt_torch_tensor_dot(v, w));
    CHECK(rt_torch_tensor_ndim(r) == 0);
    CHECK_VALUES(r, 0, 32);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_dot(v, a), 0, RT_ERR_SHAPE, "rt_torch_tensor_dot");

    r = T(rt_torch_tensor_transpose(a, 0, 1));
    CHECK_SHAPE(r, 3, 2);
    CHECK_VALUES(r, 0, 1, 4, 2, 5, 3, 6);
    FREE(r);
    r = T(rt_torch_tensor_transpose(a, -1, -2));
    CHECK_VALUES(r, 0, 1, 4, 2, 5, 3, 6);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_transpose(a, 0, 2), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_transpose");
    r = T(rt_torch_tensor_t(a));
    CHECK_SHAPE(r, 3, 2);
    CHECK_VALUES(r, 0, 1, 4, 2, 5, 3, 6);
    FREE(r);
    r = T(rt_torch_tensor_t(v));   /* 1-D: unchanged */
    CHECK_SHAPE(r, 3);
    FREE(r);
    t1 = T(rt_torch_tensor_ones(DIMS(2, 2, 2)));
    CHECK_ERR(rt_torch_tensor_t(t1), 0, RT_ERR_SHAPE, "rt_torch_tensor_t");
    FREE(t1);

    t1 = f32(F32(3, 4), DIMS(2));
    r = T(rt_torch_tensor_norm(t1));
    CHECK(rt_torch_tensor_ndim(r) == 0);
    CHECK_VALUES(r, 1e-6, 5);
    FREE(r);
    FREE(t1);
    r = T(rt_torch_tensor_norm(a));
    CHECK_VALUES(r, 1e-5, sqrt(91));
    FREE(r);

    r = T(rt_torch_tensor_det(sq));
    CHECK_VALUES(r, 1e-5, -2);
    FREE(r);
    r = T(rt_torch_tensor_inverse(sq));
    CHECK_SHAPE(r, 2, 2);
    CHECK_VALUES(r, 1e-5, -2, 1, 1.5, -0.5);
    t1 = T(rt_torch_tensor_matmul(sq, r));
    CHECK_VALUES(t1, 1e-5, 1, 0, 0, 1);
    FREE(t1);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_det(a), 0, RT_ERR_SHAPE, "rt_torch_tensor_det");
    CHECK_ERR(rt_torch_tensor_inverse(a), 0, RT_ERR_SHAPE, "rt_torch_tensor_inverse");
    t1 = T(rt_torch_tensor_from_data(I64(1, 2, 3, 4), DIMS(2, 2), RT_INT64));
    CHECK_ERR(rt_torch_tensor_det(t1), 0, RT_ERR_DTYPE, "rt_torch_tensor_det");
    CHECK_ERR(rt_torch_tensor_svd(t1, &u, &s, &vh), RT_ERR_DTYPE, RT_ERR_DTYPE, "rt_torch_tensor_svd");
    FREE(t1);

    /* reduced SVD: shapes, singular values, and u diag(s) vh == a */
    CHECK(rt_torch_tensor_svd(a, &u, &s, &vh) == RT_OK);
    CHECK_OK();
    CHECK(u > 0 && s > 0 && vh > 0 && u != s && s != vh);
    CHECK_SHAPE(u, 2, 2);
    CHECK_SHAPE(s, 2);
    CHECK_SHAPE(vh, 2, 3);
    {
        double sv[2];
        CHECK(check_read(s, sv, 2) == 2);
        CHECK(sv[0] >= sv[1] && sv[1] > 0);
        CHECK_NEAR(sv[0] * sv[0] + sv[1] * sv[1], 91.0, 1e-3);   /* sum of squares = Frobenius norm^2 */
        CHECK_NEAR(sv[0] * sv[1], sqrt(54.0), 1e-3);             /* sqrt(det(a a^T)) */
    }
    t1 = T(rt_torch_tensor_mul(u, s));   /* u * s broadcasts s over columns: u diag(s) */
    t2 = T(rt_torch_tensor_matmul(t1, vh));
    CHECK_VALUES(t2, 1e-4, 1, 2, 3, 4, 5, 6);
    FREE(t1);
    FREE(t2);
    FREE(u);
    FREE(s);
    FREE(vh);
    CHECK_ERR(rt_torch_tensor_svd(a, NULL, &s, &vh), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_svd");
    CHECK_ERR(rt_torch_tensor_svd(a, &u, NULL, &vh), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_svd");
    CHECK_ERR(rt_torch_tensor_svd(a, &u, &s, NULL), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_svd");
    CHECK_ERR(rt_torch_tensor_svd(v, &u, &s, &vh), RT_ERR_SHAPE, RT_ERR_SHAPE, "rt_torch_tensor_svd");
    CHECK_ERR(rt_torch_tensor_svd(0, &u, &s, &vh), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE,
              "rt_torch_tensor_svd");

    /* eig of an upper-triangular matrix: eigenvalues 2 and 3, complex64 outputs */
    t1 = f32(F32(2, 1, 0, 3), DIMS(2, 2));
    CHECK(rt_torch_tensor_eig(t1, &vals, &vecs) == RT_OK);
    CHECK_OK();
    CHECK(vals > 0 && vecs > 0 && vals != vecs);
    CHECK(rt_torch_tensor_dtype(vals) == RT_COMPLEX64);
    CHECK(rt_torch_tensor_dtype(vecs) == RT_COMPLEX64);
    CHECK_SHAPE(vals, 2);
    CHECK_SHAPE(vecs, 2, 2);
    CHECK(rt_torch_tensor_nbytes(vals) == 16);
    CHECK(rt_torch_tensor_copy_to(vals, c, 16) == 16);   /* (re, im) pairs */
    CHECK(fabsf(c[1]) < 1e-6f && fabsf(c[3]) < 1e-6f);
    CHECK((fabsf(c[0] - 2) < 1e-5f && fabsf(c[2] - 3) < 1e-5f) || (fabsf(c[0] - 3) < 1e-5f && fabsf(c[2] - 2) < 1e-5f));
    {   /* each column k of vecs is an eigenvector: t1 @ v_k == lambda_k v_k (real here) */
        double lam0 = c[0], lam1 = c[2];
        float vv[8];
        CHECK(rt_torch_tensor_copy_to(vecs, vv, 32) == 32);
        /* vv = [v00, v01; v10, v11] as (re, im): column 0 is (vv[0], vv[4]), column 1 is (vv[2], vv[6]) */
        CHECK_NEAR(2 * vv[0] + 1 * vv[4], lam0 * vv[0], 1e-5);
        CHECK_NEAR(3 * vv[4], lam0 * vv[4], 1e-5);
        CHECK_NEAR(2 * vv[2] + 1 * vv[6], lam1 * vv[2], 1e-5);
        CHECK_NEAR(3 * vv[6], lam1 * vv[6], 1e-5);
    }
    {
        double re;
        CHECK_ERR(rt_torch_tensor_item(vals, &re), RT_ERR_SHAPE, RT_ERR_SHAPE, "rt_torch_tensor_item");
    }
    FREE(vals);
    FREE(vecs);
    CHECK_ERR(rt_torch_tensor_eig(t1, NULL, &vecs), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_eig");
    CHECK_ERR(rt_torch_tensor_eig(t1, &vals, NULL), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_eig");
    CHECK_ERR(rt_torch_tensor_eig(a, &vals, &vecs), RT_ERR_SHAPE, RT_ERR_SHAPE, "rt_torch_tensor_eig");
    FREE(t1);
    /* a rotation: eigenvalues +i and -i */
    t1 = f32(F32(0, -1, 1, 0), DIMS(2, 2));
    CHECK(rt_torch_tensor_eig(t1, &vals, &vecs) == RT_OK);
    CHECK(rt_torch_tensor_copy_to(vals, c, 16) == 16);
    CHECK(fabsf(c[0]) < 1e-6f && fabsf(c[2]) < 1e-6f && fabsf(fabsf(c[1]) - 1) < 1e-6f && fabsf(c[1] + c[3]) < 1e-6f);
    FREE(vals);
    FREE(vecs);
    FREE(t1);
    /* a batch of two matrices */
    t1 = f32(F32(1, 2, 3, 4, 2, 0, 0, 5), DIMS(2, 2, 2));
    r = T(rt_torch_tensor_det(t1));
    CHECK_SHAPE(r, 2);
    CHECK_VALUES(r, 1e-5, -2, 10);
    FREE(r);
    FREE(t1);

    FREE(a);
    FREE(b);
    FREE(v);
    FREE(w);
    FREE(sq);
    FREE(bad);
}

static void section6_reductions(void) {
    rt_tensor x = f32(F32(1, 5, 3, 4, 2, 6), DIMS(2, 3));
    rt_tensor r, e;

    r = T(rt_torch_tensor_sum(x));
    CHECK(rt_torch_tensor_ndim(r) == 0);
    CHECK_VALUES(r, 0, 21);
    FREE(r);
    r = T(rt_torch_tensor_sum_dim(x, 0, 0));
    CHECK_SHAPE(r, 3);
    CHECK_VALUES(r, 0, 5, 7, 9);
    FREE(r);
    r = T(rt_torch_tensor_sum_dim(x, 1, 1));
    CHECK_SHAPE(r, 2, 1);
    CHECK_VALUES(r, 0, 9, 12);
    FREE(r);
    r = T(rt_torch_tensor_sum_dim(x, -1, 0));
    CHECK_SHAPE(r, 2);
    CHECK_VALUES(r, 0, 9, 12);
    FREE(r);
    r = T(rt_torch_tensor_mean(x));
    CHECK_VALUES(r, 1e-6, 3.5);
    FREE(r);
    r = T(rt_torch_tensor_mean_dim(x, 0, 1));
    CHECK_SHAPE(r, 1, 3);
    CHECK_VALUES(r, 1e-6, 2.5, 3.5, 4.5);
    FREE(r);
    r = T(rt_torch_tensor_max(x));
    CHECK_VALUES(r, 0, 6);
    FREE(r);
    r = T(rt_torch_tensor_max_dim(x, 1, 0));
    CHECK_SHAPE(r, 2);
    CHECK(rt_torch_tensor_dtype(r) == RT_FLOAT32);   /* values only */
    CHECK_VALUES(r, 0, 5, 6);
    FREE(r);
    r = T(rt_torch_tensor_min(x));
    CHECK_VALUES(r, 0, 1);
    FREE(r);
    r = T(rt_torch_tensor_min_dim(x, 0, 1));
    CHECK_SHAPE(r, 1, 3);
    CHECK_VALUES(r, 0, 1, 2, 3);
    FREE(r);
    r = T(rt_torch_tensor_argmax(x));
    CHECK(rt_torch_tensor_dtype(r) == RT_INT64);
    CHECK_VALUES(r, 0, 5);
    FREE(r);
    r = T(rt_torch_tensor_argmax_dim(x, 1, 0));
    CHECK(rt_torch_tensor_dtype(r) == RT_INT64);
    CHECK_VALUES(r, 0, 1, 2);
    FREE(r);
    r = T(rt_torch_tensor_argmin(x));
    CHECK(rt_torch_tensor_dtype(r) == RT_INT64);
    CHECK_VALUES(r, 0, 0);
    FREE(r);
    r = T(rt_torch_tensor_argmin_dim(x, 0, 1));
    CHECK_SHAPE(r, 1, 3);
    CHECK_VALUES(r, 0, 0, 1, 0);
    FREE(r);
    /* Bessel's correction: var(1..6) = 3.5 */
    r = T(rt_torch_tensor_var(x));
    CHECK_VALUES(r, 1e-5, 3.5);
    FREE(r);
    r = T(rt_torch_tensor_std(x));
    CHECK_VALUES(r, 1e-5, sqrt(3.5));
    FREE(r);
    r = T(rt_torch_tensor_var_dim(x, 1, 0));   /* rows [1,5,3] and [4,2,6]: variance 4 each */
    CHECK_VALUES(r, 1e-5, 4, 4);
    FREE(r);
    r = T(rt_torch_tensor_std_dim(x, 0, 0));   /* columns [1,4] [5,2] [3,6]: std sqrt(4.5) */
    CHECK_SHAPE(r, 3);
    CHECK_VALUES(r, 1e-5, sqrt(4.5), sqrt(4.5), sqrt(4.5));
    FREE(r);
    r = T(rt_torch_tensor_std_dim(x, 1, 1));
    CHECK_SHAPE(r, 2, 1);
    CHECK_VALUES(r, 1e-5, 2, 2);
    FREE(r);

    e = T(rt_torch_tensor_arange(0, 4, 1, RT_INT64));
    r = T(rt_torch_tensor_sum(e));   /* integer sums stay int64 */
    CHECK(rt_torch_tensor_dtype(r) == RT_INT64);
    CHECK_VALUES(r, 0, 6);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_mean(e), 0, RT_ERR_DTYPE, "rt_torch_tensor_mean");   /* PyTorch: floating only */
    CHECK_ERR(rt_torch_tensor_var(e), 0, RT_ERR_DTYPE, "rt_torch_tensor_var");
    FREE(e);
    CHECK_ERR(rt_torch_tensor_sum_dim(x, 2, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_sum_dim");
    CHECK_ERR(rt_torch_tensor_mean_dim(x, -3, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_mean_dim");
    CHECK_ERR(rt_torch_tensor_argmax_dim(x, 5, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_argmax_dim");
    CHECK_ERR(rt_torch_tensor_sum(0), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_sum");
    CHECK_ERR(rt_torch_tensor_var_dim(0, 0, 0), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_var_dim");
    e = T(rt_torch_tensor_zeros(DIMS(0)));
    CHECK_ERR(rt_torch_tensor_max(e), 0, RT_ERR_SHAPE, "rt_torch_tensor_max");
    CHECK_ERR(rt_torch_tensor_argmin(e), 0, RT_ERR_SHAPE, "rt_torch_tensor_argmin");
    r = T(rt_torch_tensor_sum(e));   /* the empty sum is 0 */
    CHECK_VALUES(r, 0, 0);
    FREE(r);
    FREE(e);
    e = T(rt_torch_tensor_from_data(U8(0, 1, 1), DIMS(3), RT_BOOL));
    CHECK_ERR(rt_torch_tensor_argmax(e), 0, RT_ERR_DTYPE, "rt_torch_tensor_argmax");
    FREE(e);
    FREE(x);
}

static void section8_indexing(void) {
    rt_tensor x = T(rt_torch_tensor_arange(0, 10, 1, RT_FLOAT32));
    rt_tensor m = f32(F32(1, 2, 3, 4, 5, 6), DIMS(2, 3));
    rt_tensor n = f32(F32(7, 8, 9, 10, 11, 12), DIMS(2, 3));
    rt_tensor r, idx, parts[4] = {0, 0, 0, 0}, list[3];
    int i;

    r = T(rt_torch_tensor_slice(x, 0, 2, 8, 3));
    CHECK_SHAPE(r, 2);
    CHECK_VALUES(r, 0, 2, 5);
    FREE(r);
    r = T(rt_torch_tensor_slice(x, 0, -3, 10, 1));
    CHECK_VALUES(r, 0, 7, 8, 9);
    FREE(r);
    r = T(rt_torch_tensor_slice(x, -1, 8, 100, 1));   /* bounds clamp */
    CHECK_VALUES(r, 0, 8, 9);
    FREE(r);
    r = T(rt_torch_tensor_slice(x, 0, 5, 2, 1));      /* empty */
    CHECK_SHAPE(r, 0);
    FREE(r);
    r = T(rt_torch_tensor_slice(m, 1, 1, 3, 1));
    CHECK_SHAPE(r, 2, 2);
    CHECK_VALUES(r, 0, 2, 3, 5, 6);
    FREE(r);
    r = T(rt_torch_tensor_slice(m, 1, 0, 3, 2));   /* strided columns, read back row-major */
    CHECK_SHAPE(r, 2, 2);
    CHECK(rt_torch_tensor_is_contiguous(r) == 0);
    CHECK_VALUES(r, 0, 1, 3, 4, 6);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_slice(x, 0, 0, 5, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_slice");
    CHECK_ERR(rt_torch_tensor_slice(x, 0, 0, 5, -1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_slice");
    CHECK_ERR(rt_torch_tensor_slice(x, 1, 0, 5, 1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_slice");

    idx = T(rt_torch_tensor_from_data(I64(1, 0, 1), DIMS(3), RT_INT64));
    r = T(rt_torch_tensor_index_select(m, 0, idx));
    CHECK_SHAPE(r, 3, 3);
    CHECK_VALUES(r, 0, 4, 5, 6, 1, 2, 3, 4, 5, 6);
    FREE(r);
    r = T(rt_torch_tensor_index_select(m, 1, idx));
    CHECK_SHAPE(r, 2, 3);
    CHECK_VALUES(r, 0, 2, 1, 2, 5, 4, 5);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_index_select(m, 0, 0), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_index_select");
    CHECK_ERR(rt_torch_tensor_index_select(m, 0, x), 0, RT_ERR_DTYPE, "rt_torch_tensor_index_select");
    CHECK_ERR(rt_torch_tensor_index_select(m, 2, idx), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_index_select");
    FREE(idx);
    idx = T(rt_torch_tensor_from_data(I64(5), DIMS(1), RT_INT64));
    CHECK_ERR(rt_torch_tensor_index_select(m, 0, idx), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_index_select");
    FREE(idx);

    idx = T(rt_torch_tensor_from_data(I64(2, 0, 1, 1), DIMS(2, 2), RT_INT64));
    r = T(rt_torch_tensor_gather(m, 1, idx));
    CHECK_SHAPE(r, 2, 2);
    CHECK_VALUES(r, 0, 3, 1, 5, 5);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_gather(x, 0, idx), 0, RT_ERR_SHAPE, "rt_torch_tensor_gather");
    CHECK_ERR(rt_torch_tensor_gather(m, 1, m), 0, RT_ERR_DTYPE, "rt_torch_tensor_gather");
    FREE(idx);

    list[0] = m;
    list[1] = n;
    list[2] = m;
    r = T(rt_torch_tensor_cat(list, 2, 0));
    CHECK_SHAPE(r, 4, 3);
    CHECK_VALUES(r, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);
    FREE(r);
    r = T(rt_torch_tensor_cat(list, 3, -1));
    CHECK_SHAPE(r, 2, 9);
    CHECK_VALUES(r, 0, 1, 2, 3, 7, 8, 9, 1, 2, 3, 4, 5, 6, 10, 11, 12, 4, 5, 6);
    FREE(r);
    r = T(rt_torch_tensor_stack(list, 2, 0));
    CHECK_SHAPE(r, 2, 2, 3);
    CHECK_VALUES(r, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);
    FREE(r);
    r = T(rt_torch_tensor_stack(list, 2, 2));
    CHECK_SHAPE(r, 2, 3, 2);
    CHECK_VALUES(r, 0, 1, 7, 2, 8, 3, 9, 4, 10, 5, 11, 6, 12);
    FREE(r);
    r = T(rt_torch_tensor_cat(list, 1, 0));   /* one tensor: a copy of it */
    CHECK_SHAPE(r, 2, 3);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_cat(NULL, 2, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_cat");
    CHECK_ERR(rt_torch_tensor_cat(list, 0, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_cat");
    CHECK_ERR(rt_torch_tensor_cat(list, -1, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_cat");
    CHECK_ERR(rt_torch_tensor_stack(NULL, 1, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_stack");
    CHECK_ERR(rt_torch_tensor_stack(list, 2, 3), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_stack");
    {
        rt_tensor sc = T(rt_torch_tensor_full(NULL, 0, 1));
        rt_tensor two[2];
        two[0] = sc;
        two[1] = sc;
        CHECK_ERR(rt_torch_tensor_cat(two, 2, 0), 0, RT_ERR_SHAPE, "rt_torch_tensor_cat");   /* 0-dim */
        r = T(rt_torch_tensor_stack(two, 2, 0));   /* stacking scalars is fine */
        CHECK_SHAPE(r, 2);
        FREE(r);
        FREE(sc);
    }
    list[1] = x;
    CHECK_ERR(rt_torch_tensor_cat(list, 2, 0), 0, RT_ERR_SHAPE, "rt_torch_tensor_cat");
    CHECK_ERR(rt_torch_tensor_stack(list, 2, 0), 0, RT_ERR_SHAPE, "rt_torch_tensor_stack");
    list[1] = 0;
    CHECK_ERR(rt_torch_tensor_cat(list, 2, 0), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_cat");
    CHECK_MSG_HAS("xs[1]");

    /* chunk into a caller's array */
    CHECK(rt_torch_tensor_chunk(x, 3, 0, parts, 4) == 3);
    CHECK_OK();
    CHECK(parts[0] > 0 && parts[1] > 0 && parts[2] > 0 && parts[3] == 0);
    CHECK_SHAPE(parts[0], 4);
    CHECK_SHAPE(parts[1], 4);
    CHECK_SHAPE(parts[2], 2);
    CHECK_VALUES(parts[0], 0, 0, 1, 2, 3);
    CHECK_VALUES(parts[1], 0, 4, 5, 6, 7);
    CHECK_VALUES(parts[2], 0, 8, 9);
    for (i = 0; i < 3; i++)
        FREE(parts[i]);
    CHECK(rt_torch_tensor_chunk(m, 3, 1, parts, 3) == 3);   /* exactly enough room */
    CHECK_VALUES(parts[0], 0, 1, 4);
    CHECK_VALUES(parts[1], 0, 2, 5);
    CHECK_VALUES(parts[2], 0, 3, 6);
    for (i = 0; i < 3; i++)
        FREE(parts[i]);
    CHECK(rt_torch_tensor_chunk(m, 5, 0, parts, 4) == 2);   /* at most chunks parts */
    CHECK_VALUES(parts[1], 0, 4, 5, 6);
    FREE(parts[0]);
    FREE(parts[1]);
    {
        int64_t live = rt_torch_live_tensors();
        CHECK_ERR(rt_torch_tensor_chunk(x, 3, 0, parts, 2), -1, RT_ERR_BUFFER_TOO_SMALL, "rt_torch_tensor_chunk");
        CHECK(rt_torch_live_tensors() == live);   /* nothing leaked on failure */
    }
    CHECK_ERR(rt_torch_tensor_chunk(x, 3, 0, NULL, 4), -1, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_chunk");
    CHECK_ERR(rt_torch_tensor_chunk(x, 3, 0, parts, -1), -1, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_chunk");
    CHECK_ERR(rt_torch_tensor_chunk(x, 0, 0, parts, 4), -1, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_chunk");
    CHECK_ERR(rt_torch_tensor_chunk(x, 2, 1, parts, 4), -1, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_chunk");
    CHECK_ERR(rt_torch_tensor_chunk(0, 2, 0, parts, 4), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_chunk");

    FREE(x);
    FREE(m);
    FREE(n);
}

/* The element-wise math of ABI 1.3 against the C library's own functions. */
static void section3_math_1_3(void) {
    rt_tensor x = f32(F32(-0.75, -0.25, 0.5), DIMS(3));
    rt_tensor p = f32(F32(0.25, 1, 4), DIMS(3));
    rt_tensor steps = f32(F32(-1.5, -0.5, 0.5, 2.5, 2.7), DIMS(5));
    rt_tensor ints = T(rt_torch_tensor_from_data(I64(-2, 0, 3), DIMS(3), RT_INT64));
    rt_tensor flags = T(rt_torch_tensor_from_data(U8(1, 0), DIMS(2), RT_BOOL));
    rt_tensor r, back;

    r = T(rt_torch_tensor_sin(x));
    CHECK_VALUES(r, 1e-6, sin(-0.75), sin(-0.25), sin(0.5));
    FREE(r);
    r = T(rt_torch_tensor_cos(x));
    CHECK_VALUES(r, 1e-6, cos(-0.75), cos(-0.25), cos(0.5));
    FREE(r);
    r = T(rt_torch_tensor_tan(x));
    CHECK_VALUES(r, 1e-6, tan(-0.75), tan(-0.25), tan(0.5));
    FREE(r);
    r = T(rt_torch_tensor_asin(x));
    CHECK_VALUES(r, 1e-6, asin(-0.75), asin(-0.25), asin(0.5));
    FREE(r);
    r = T(rt_torch_tensor_acos(x));
    CHECK_VALUES(r, 1e-6, acos(-0.75), acos(-0.25), acos(0.5));
    FREE(r);
    r = T(rt_torch_tensor_atan(x));
    CHECK_VALUES(r, 1e-6, atan(-0.75), atan(-0.25), atan(0.5));
    FREE(r);
    r = T(rt_torch_tensor_sinh(x));
    CHECK_VALUES(r, 1e-6, sinh(-0.75), sinh(-0.25), sinh(0.5));
    FREE(r);
    r = T(rt_torch_tensor_cosh(x));
    CHECK_VALUES(r, 1e-6, cosh(-0.75), cosh(-0.25), cosh(0.5));
    FREE(r);
    r = T(rt_torch_tensor_expm1(x));
    CHECK_VALUES(r, 1e-6, expm1(-0.75), expm1(-0.25), expm1(0.5));
    FREE(r);
    r = T(rt_torch_tensor_exp2(x));
    CHECK_VALUES(r, 1e-6, exp2(-0.75), exp2(-0.25), exp2(0.5));
    FREE(r);
    r = T(rt_torch_tensor_erf(x));
    CHECK_VALUES(r, 1e-6, erf(-0.75), erf(-0.25), erf(0.5));
    FREE(r);
    r = T(rt_torch_tensor_log1p(p));
    CHECK_VALUES(r, 1e-6, log1p(0.25), log1p(1.0), log1p(4.0));
    FREE(r);
    r = T(rt_torch_tensor_log2(p));
    CHECK_VALUES(r, 1e-6, log2(0.25), log2(1.0), log2(4.0));
    FREE(r);
    r = T(rt_torch_tensor_log10(p));
    CHECK_VALUES(r, 1e-6, log10(0.25), log10(1.0), log10(4.0));
    FREE(r);
    r = T(rt_torch_tensor_rsqrt(p));
    CHECK_VALUES(r, 1e-6, 2, 1, 0.5);
    FREE(r);
    r = T(rt_torch_tensor_reciprocal(p));
    CHECK_VALUES(r, 1e-6, 4, 1, 0.25);
    FREE(r);
    r = T(rt_torch_tensor_erfinv(x));   /* erf(erfinv(x)) = x */
    back = T(rt_torch_tensor_erf(r));
    CHECK_VALUES(back, 1e-5, -0.75, -0.25, 0.5);
    FREE(back);
    FREE(r);
    r = T(rt_torch_tensor_square(x));
    CHECK_VALUES(r, 1e-7, 0.5625, 0.0625, 0.25);
    FREE(r);
    r = T(rt_torch_tensor_square(ints));   /* integers stay integers */
    CHECK(rt_torch_tensor_dtype(r) == RT_INT64);
    CHECK_VALUES(r, 0, 4, 0, 9);
    FREE(r);
    r = T(rt_torch_tensor_sign(steps));
    CHECK_VALUES(r, 0, -1, -1, 1, 1, 1);
    FREE(r);
    r = T(rt_torch_tensor_floor(steps));
    CHECK_VALUES(r, 0, -2, -1, 0, 2, 2);
    FREE(r);
    r = T(rt_torch_tensor_ceil(steps));
    CHECK_VALUES(r, 0, -1, 0, 1, 3, 3);
    FREE(r);
    r = T(rt_torch_tensor_round(steps));   /* half to even */
    CHECK_VALUES(r, 0, -2, 0, 0, 2, 3);
    FREE(r);
    r = T(rt_torch_tensor_trunc(steps));
    CHECK_VALUES(r, 0, -1, 0, 0, 2, 2);
    FREE(r);
    r = T(rt_torch_tensor_frac(steps));
    CHECK_VALUES(r, 1e-6, -0.5, -0.5, 0.5, 0.5, 0.7);
    FREE(r);
    r = T(rt_torch_tensor_sin(ints));      /* integers give float32 */
    CHECK(rt_torch_tensor_dtype(r) == RT_FLOAT32);
    CHECK_VALUES(r, 1e-6, sin(-2.0), 0, sin(3.0));
    FREE(r);

    r = T(rt_torch_tensor_maximum(x, p));
    CHECK_VALUES(r, 0, 0.25, 1, 4);
    FREE(r);
    r = T(rt_torch_tensor_minimum(x, p));
    CHECK_VALUES(r, 0, -0.75, -0.25, 0.5);
    FREE(r);
    r = T(rt_torch_tensor_atan2(x, p));
    CHECK_VALUES(r, 1e-6, atan2(-0.75, 0.25), atan2(-0.25, 1.0), atan2(0.5, 4.0));
    FREE(r);
    r = T(rt_torch_tensor_pow_tensor(p, x));   /* element-wise exponents */
    CHECK_VALUES(r, 1e-6, pow(0.25, -0.75), 1.0, 2.0);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_pow_tensor(flags, flags), 0, RT_ERR_DTYPE, "rt_torch_tensor_pow_tensor");
    CHECK_ERR(rt_torch_tensor_maximum(x, steps), 0, RT_ERR_SHAPE, "rt_torch_tensor_maximum");
    CHECK_ERR(rt_torch_tensor_frac(ints), 0, RT_ERR_DTYPE, "rt_torch_tensor_frac");
    CHECK_MSG_HAS("frac does not support int64 tensors");
    CHECK_ERR(rt_torch_tensor_floor(flags), 0, RT_ERR_DTYPE, "rt_torch_tensor_floor");
    CHECK_ERR(rt_torch_tensor_ceil(flags), 0, RT_ERR_DTYPE, "rt_torch_tensor_ceil");
    CHECK_ERR(rt_torch_tensor_round(flags), 0, RT_ERR_DTYPE, "rt_torch_tensor_round");
    CHECK_ERR(rt_torch_tensor_trunc(flags), 0, RT_ERR_DTYPE, "rt_torch_tensor_trunc");
    CHECK_ERR(rt_torch_tensor_cos(0), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_cos");
    CHECK_ERR(rt_torch_tensor_sign(-5), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_sign");
    FREE(x);
    FREE(p);
    FREE(steps);
    FREE(ints);
    FREE(flags);
}

int main(void) {
    int64_t live = check_start();
    section3_math_1_3();
    section4_activations();
    section5_linalg();
    section6_reductions();
    section8_indexing();
    check_finish("test_math", live);
    return 0;
}
