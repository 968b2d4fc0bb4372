/* Section 33: sparse COO tensors. Creation (duplicates kept, inferred size), coalescing, indices and values,
 * to_sparse and to_dense, sparse.sum, the product with a dense matrix (sparse.mm and matmul) and its gradients to
 * the values and to the dense operand, with known values; then bad indices, shapes and layouts, and an operation
 * the layout lacks. The sparse tensor throughout is [[0, 0, 4], [4, 0, 5]], stored with (0, 2) twice (3 and 1). */
#include "check.h"

static rt_tensor int64s(const int64_t *data, const int64_t *dims, int32_t ndims) {
    return T(rt_torch_tensor_from_data(data, dims, ndims, RT_INT64));
}

static rt_tensor f32(const float *data, const int64_t *dims, int32_t ndims) {
    return T(rt_torch_tensor_from_data(data, dims, ndims, RT_FLOAT32));
}

static rt_tensor stored_indices(void) {
    return int64s(I64(0, 1, 1, 0, 2, 0, 2, 2), DIMS(2, 4));
}

static void creation_and_coalescing(void) {
    rt_tensor idx = stored_indices(), vals = f32(F32(3, 4, 5, 1), DIMS(4));
    rt_tensor s = T(rt_torch_sparse_coo_tensor(idx, vals, DIMS(2, 3), 0));
    rt_tensor r, c, inferred;

    CHECK(rt_torch_tensor_is_sparse(s) == 1);
    CHECK(rt_torch_tensor_is_sparse(vals) == 0);
    CHECK(rt_torch_sparse_is_coalesced(s) == 0);
    CHECK(rt_torch_sparse_nnz(s) == 4);
    CHECK(rt_torch_sparse_dim(s) == 2);
    CHECK(rt_torch_tensor_dtype(s) == RT_FLOAT32);
    CHECK_SHAPE(s, 2, 3);
    r = T(rt_torch_tensor_to_dense(s));
    CHECK_VALUES(r, 0, 0, 0, 4, 4, 0, 5);
    FREE(r);
    r = T(rt_torch_sparse_indices(s));   /* as stored: duplicates and order kept */
    CHECK_VALUES(r, 0, 0, 1, 1, 0, 2, 0, 2, 2);
    FREE(r);
    r = T(rt_torch_sparse_sum(s));
    CHECK(rt_torch_tensor_ndim(r) == 0);
    CHECK_VALUES(r, 0, 13);
    FREE(r);

    c = T(rt_torch_sparse_coalesce(s));
    CHECK(rt_torch_sparse_is_coalesced(c) == 1);
    CHECK(rt_torch_sparse_nnz(c) == 3);
    r = T(rt_torch_sparse_indices(c));
    CHECK_SHAPE(r, 2, 3);
    CHECK_VALUES(r, 0, 0, 1, 1, 2, 0, 2);
    FREE(r);
    r = T(rt_torch_sparse_values(c));
    CHECK_VALUES(r, 0, 4, 4, 5);
    FREE(r);

    inferred = T(rt_torch_sparse_coo_tensor(idx, vals, NULL, 0, 0));   /* each dim one past its largest index */
    CHECK_SHAPE(inferred, 2, 3);
    FREE(inferred);
    {
        rt_tensor sorted = int64s(I64(0, 2), DIMS(1, 2)), pair = f32(F32(1, 2), DIMS(2));
        r = T(rt_torch_sparse_coo_tensor(sorted, pair, DIMS(3), 1));
        CHECK(rt_torch_sparse_is_coalesced(r) == 1);   /* declared, and it is */
        FREE(r);
        FREE(sorted);
        FREE(pair);
    }

    r = T(rt_torch_tensor_to_dense(c));
    {
        rt_tensor all = T(rt_torch_tensor_to_sparse(r, 2)), rows = T(rt_torch_tensor_to_sparse(r, 1));
        rt_tensor same = T(rt_torch_tensor_to_dense(r));   /* a dense tensor's is itself */
        CHECK(rt_torch_sparse_nnz(all) == 3 && rt_torch_sparse_is_coalesced(all) == 1);
        CHECK(rt_torch_sparse_dim(rows) == 1 && rt_torch_sparse_nnz(rows) == 2);
        FREE(all);
        all = T(rt_torch_sparse_values(rows));   /* whole rows: (2, 3) */
        CHECK_SHAPE(all, 2, 3);
        CHECK_VALUES(all, 0, 0, 0, 4, 4, 0, 5);
        CHECK_VALUES(same, 0, 0, 0, 4, 4, 0, 5);
        FREE(all);
        FREE(rows);
        FREE(same);
    }
    FREE(r);
    FREE(c);
    FREE(s);
    FREE(idx);
    FREE(vals);
}

static void products_and_gradients(void) {
    rt_tensor idx = stored_indices(), vals = f32(F32(3, 4, 5, 1), DIMS(4));
    rt_tensor d = f32(F32(1, 2, 3, 4, 5, 6), DIMS(3, 2));
    rt_tensor s, out, loss, g, m;

    CHECK(rt_torch_tensor_set_requires_grad(vals, 1) == RT_OK);
    CHECK(rt_torch_tensor_set_requires_grad(d, 1) == RT_OK);
    s = T(rt_torch_sparse_coo_tensor(idx, vals, DIMS(2, 3), 0));
    out = T(rt_torch_sparse_mm(s, d));
    CHECK_SHAPE(out, 2, 2);
    CHECK_VALUES(out, 0, 20, 24, 29, 38);
    m = T(rt_torch_tensor_matmul(s, d));   /* mm with a sparse left operand, as PyTorch's */
    CHECK_VALUES(m, 0, 20, 24, 29, 38);
    FREE(m);
    loss = T(rt_torch_tensor_sum(out));
    CHECK(rt_torch_tensor_backward(loss) == RT_OK);
    g = T(rt_torch_tensor_grad(d));   /* S^T @ ones */
    CHECK_VALUES(g, 0, 4, 4, 0, 0, 9, 9);
    FREE(g);
    g = T(rt_torch_tensor_grad(vals));   /* each stored entry: the row of d its column picks, summed */
    CHECK_VALUES(g, 0, 11, 3, 11, 11);
    FREE(g);
    FREE(loss);
    FREE(out);
    FREE(s);
    FREE(d);
    FREE(idx);
    FREE(vals);
}

static void bad_input(void) {
    rt_tensor idx = stored_indices(), vals = f32(F32(3, 4, 5, 1), DIMS(4));
    rt_tensor floats = f32(F32(0, 1), DIMS(1, 2)), dense = f32(F32(1, 2, 3, 4), DIMS(2, 2));
    rt_tensor s = T(rt_torch_sparse_coo_tensor(idx, vals, DIMS(2, 3), 0));

    CHECK_ERR(rt_torch_sparse_coo_tensor(idx, vals, DIMS(2, 2), 0), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_sparse_coo_tensor");
    CHECK_MSG_HAS("for dim 1, size is 2 but found index 2");
    CHECK_ERR(rt_torch_sparse_coo_tensor(idx, dense, DIMS(2, 3), 0), 0, RT_ERR_SHAPE, "rt_torch_sparse_coo_tensor");
    CHECK_ERR(rt_torch_sparse_coo_tensor(idx, vals, DIMS(2, 3, 1), 0), 0, RT_ERR_SHAPE, "rt_torch_sparse_coo_tensor");
    CHECK_ERR(rt_torch_sparse_coo_tensor(floats, vals, DIMS(3), 0), 0, RT_ERR_DTYPE, "rt_torch_sparse_coo_tensor");
    CHECK_ERR(rt_torch_sparse_coo_tensor(idx, vals, DIMS(2, 3), 1), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_sparse_coo_tensor");
    CHECK_MSG_HAS("cannot set is_coalesced to true");
    CHECK_ERR(rt_torch_sparse_coo_tensor(idx, vals, DIMS(2, -3), 0), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_sparse_coo_tensor");
    CHECK_ERR(rt_torch_sparse_coalesce(dense), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_sparse_coalesce");
    CHECK_MSG_HAS("expected sparse coordinate tensor layout");
    CHECK_ERR(rt_torch_sparse_nnz(dense), -1, RT_ERR_INVALID_ARGUMENT, "rt_torch_sparse_nnz");
    CHECK_ERR(rt_torch_sparse_mm(s, dense), 0, RT_ERR_SHAPE, "rt_torch_sparse_mm");
    CHECK_ERR(rt_torch_sparse_mm(dense, dense), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_sparse_mm");
    CHECK_ERR(rt_torch_tensor_to_sparse(dense, 3), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_to_sparse");
    CHECK_ERR(rt_torch_tensor_is_sparse(0), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_is_sparse");
    CHECK_ERR(rt_torch_tensor_exp(s), 0, RT_ERR_UNSUPPORTED, "rt_torch_tensor_exp");   /* never densified */
    CHECK_ERR(rt_torch_tensor_select(s, 0, 0), 0, RT_ERR_UNSUPPORTED, "rt_torch_tensor_select");   /* as slicing */
    CHECK_ERR(rt_torch_tensor_zeros_like(s, RT_DTYPE_DEFAULT, RT_DEVICE_DEFAULT), 0, RT_ERR_UNSUPPORTED,
              "rt_torch_tensor_zeros_like");
    FREE(s);
    FREE(idx);
    FREE(vals);
    FREE(floats);
    FREE(dense);
}

int main(void) {
    int64_t live = check_start();
    creation_and_coalescing();
    products_and_gradients();
    bad_input();
    check_finish("test_sparse", live);
    return 0;
}
