/* Section 22 (ABI 1.3): einsum, the solvers (solve, lstsq, pinv) and the decompositions (slogdet, qr, cholesky,
 * eigh, svdvals, matrix_rank, inv_ex) with small inputs whose answers are known exactly, read back through
 * copy_to; the error codes of malformed equations, singular and non-positive-definite matrices, bad enums. */
#include "check.h"

static rt_tensor f64(const double *data, const int64_t *dims, int32_t ndims) {
    return T(rt_torch_tensor_from_data(data, dims, ndims, RT_FLOAT64));
}

static void einsum(void) {
    rt_tensor a = f64(F64(1, 2, 3, 4, 5, 6), DIMS(2, 3));
    rt_tensor b = f64(F64(1, 0, 0, 1, 1, 1), DIMS(3, 2));
    rt_tensor sq = f64(F64(1, 2, 3, 4), DIMS(2, 2));
    rt_tensor ab[2] = {a, b}, r;

    r = T(rt_torch_tensor_einsum("ij,jk->ik", ab, 2));   /* a @ b */
    CHECK_SHAPE(r, 2, 2);
    CHECK_VALUES(r, 1e-12, 4, 5, 10, 11);
    FREE(r);
    r = T(rt_torch_tensor_einsum(" ij , jk ", ab, 2));   /* implicit output, spaces ignored */
    CHECK_VALUES(r, 1e-12, 4, 5, 10, 11);
    FREE(r);
    r = T(rt_torch_tensor_einsum("ii", &sq, 1));         /* the trace */
    CHECK_SHAPE(r);
    CHECK_VALUES(r, 1e-12, 5);
    FREE(r);
    r = T(rt_torch_tensor_einsum("...j->j...", &a, 1));  /* an ellipsis moved behind */
    CHECK_SHAPE(r, 3, 2);
    CHECK_VALUES(r, 1e-12, 1, 4, 2, 5, 3, 6);
    FREE(r);

    /* gradient of sum(a @ b) with respect to a: every row is b's row sums */
    CHECK(rt_torch_tensor_set_requires_grad(a, 1) == RT_OK);
    r = T(rt_torch_tensor_einsum("ij,jk->", ab, 2));
    CHECK(rt_torch_tensor_backward(r) == RT_OK);
    rt_tensor grad = T(rt_torch_tensor_grad(a));
    CHECK_VALUES(grad, 1e-12, 1, 1, 2, 1, 1, 2);
    FREE(grad);
    FREE(r);

    CHECK_ERR(rt_torch_tensor_einsum("ij,jk->ik->", ab, 2), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_einsum");
    CHECK_ERR(rt_torch_tensor_einsum("i1,1k", ab, 2), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_einsum");
    CHECK_ERR(rt_torch_tensor_einsum("ij,jk->ik", ab, 1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_einsum");
    CHECK_ERR(rt_torch_tensor_einsum(NULL, ab, 2), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_einsum");
    CHECK_ERR(rt_torch_tensor_einsum("ij,kj->ik", ab, 2), 0, RT_ERR_SHAPE, "rt_torch_tensor_einsum");
    CHECK_MSG_HAS("subscript j");
    CHECK_ERR(rt_torch_tensor_einsum("ijk", &a, 1), 0, RT_ERR_SHAPE, "rt_torch_tensor_einsum");
    rt_tensor ints = T(rt_torch_tensor_from_data(I64(1, 2, 3), DIMS(3), RT_INT64));
    rt_tensor mixed[2] = {ints, a};
    CHECK_ERR(rt_torch_tensor_einsum("i,ij->j", mixed, 2), 0, RT_ERR_DTYPE, "rt_torch_tensor_einsum");
    FREE(ints);
    FREE(a);
    FREE(b);
    FREE(sq);
}

static void solvers(void) {
    rt_tensor a = f64(F64(2, 1, 1, 3), DIMS(2, 2));
    rt_tensor v = f64(F64(3, 5), DIMS(2));
    rt_tensor singular = f64(F64(1, 2, 2, 4), DIMS(2, 2));
    rt_tensor wide = f64(F64(1, 2, 3, 4, 5, 6), DIMS(2, 3));
    rt_tensor r, outs[4];

    r = T(rt_torch_tensor_solve(a, v, 1));   /* 2x + y = 3, x + 3y = 5 */
    CHECK_SHAPE(r, 2);
    CHECK_VALUES(r, 1e-12, 0.8, 1.4);
    FREE(r);
    rt_tensor row = f64(F64(3, 5), DIMS(1, 2));
    r = T(rt_torch_tensor_solve(a, row, 0));   /* X a = [3, 5]: X = [0.8, 1.4] too, a being symmetric */
    CHECK_SHAPE(r, 1, 2);
    CHECK_VALUES(r, 1e-12, 0.8, 1.4);
    FREE(r);
    FREE(row);
    CHECK_ERR(rt_torch_tensor_solve(singular, v, 1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_solve");
    CHECK_MSG_HAS("singular");
    CHECK_ERR(rt_torch_tensor_solve(wide, v, 1), 0, RT_ERR_SHAPE, "rt_torch_tensor_solve");
    rt_tensor ints = T(rt_torch_tensor_from_data(I64(1, 0, 0, 1), DIMS(2, 2), RT_INT64));
    CHECK_ERR(rt_torch_tensor_solve(ints, v, 1), 0, RT_ERR_DTYPE, "rt_torch_tensor_solve");
    FREE(ints);

    /* least squares: y = x1 + 2 x2 fitted exactly by 3 points. gelsd, gelsy and gelss are LAPACK's, on the CPU:
     * gelsd runs on CPU copies; RT_LSTSQ_DEFAULT is PyTorch's driver for the default device, gelsy on the CPU,
     * gels on CUDA (make test-gpu), where the others are refused */
    const int32_t dev = check_default_device();
    rt_tensor tall = f64(F64(1, 0, 0, 1, 1, 1), DIMS(3, 2));
    rt_tensor y = f64(F64(1, 2, 3), DIMS(3));
    rt_tensor tall_cpu = T(rt_torch_tensor_cpu(tall)), y_cpu = T(rt_torch_tensor_cpu(y));
    CHECK(rt_torch_tensor_lstsq(tall_cpu, y_cpu, -1.0, RT_LSTSQ_GELSD, &outs[0], &outs[1], &outs[2], &outs[3])
          == RT_OK);
    CHECK_VALUES(outs[0], 1e-10, 1, 2);
    CHECK_VALUES(outs[1], 1e-10, 0);                   /* the residual, as gelsd gives it for a tall full-rank a */
    CHECK_VALUES(outs[2], 0, 2);                       /* the rank */
    CHECK_VALUES(outs[3], 1e-10, 1.7320508075688772, 1);   /* singular values sqrt(3), 1 */
    for (int i = 0; i < 4; i++)
        FREE(outs[i]);
    FREE(tall_cpu);
    FREE(y_cpu);
    CHECK(rt_torch_tensor_lstsq(tall, y, -1.0, RT_LSTSQ_DEFAULT, &outs[0], &outs[1], &outs[2], &outs[3]) == RT_OK);
    CHECK_VALUES(outs[0], 1e-10, 1, 2);
    if (dev == RT_CPU) {
        CHECK(rt_torch_tensor_numel(outs[1]) == 0 && rt_torch_tensor_numel(outs[3]) == 0);   /* gelsy: neither */
    } else {   /* gels: the residual of a tall a, no rank, no singular values */
        CHECK_VALUES(outs[1], 1e-10, 0);
        CHECK(rt_torch_tensor_numel(outs[2]) == 0 && rt_torch_tensor_numel(outs[3]) == 0);
    }
    for (int i = 0; i < 4; i++)
        FREE(outs[i]);
    if (dev != RT_CPU) {   /* PyTorch's CUDA lstsq has gels alone: "`driver` other than `gels` is not supported" */
        int32_t refused = rt_torch_tensor_lstsq(tall, y, -1.0, RT_LSTSQ_GELSD, &outs[0], &outs[1], &outs[2], &outs[3]);
        CHECK((refused == RT_ERR_DEVICE || refused == RT_ERR_UNSUPPORTED) && rt_torch_last_error_code() == refused);
        CHECK(strncmp(rt_torch_last_error(), "rt_torch_tensor_lstsq: ", 23) == 0);
        CHECK_MSG_HAS("gels");
    }
    CHECK_ERR(rt_torch_tensor_lstsq(tall, y, -1.0, 9, &outs[0], &outs[1], &outs[2], &outs[3]), RT_ERR_INVALID_ARGUMENT,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_lstsq");
    CHECK_ERR(rt_torch_tensor_lstsq(tall, v, -1.0, RT_LSTSQ_GELSY, &outs[0], &outs[1], &outs[2], &outs[3]),
              RT_ERR_SHAPE, RT_ERR_SHAPE, "rt_torch_tensor_lstsq");
    rt_tensor nan = f64(F64(1, NAN, 0, 1, 1, 1), DIMS(3, 2));
    CHECK_ERR(rt_torch_tensor_lstsq(nan, y, -1.0, RT_LSTSQ_GELSY, &outs[0], &outs[1], &outs[2], &outs[3]),
              RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_lstsq");
    FREE(nan);

    /* the pseudo-inverse of diag(2, 0) is diag(0.5, 0); its rank is 1 */
    rt_tensor d = f64(F64(2, 0, 0, 0), DIMS(2, 2));
    r = T(rt_torch_tensor_pinv(d, 0.0, -1.0, 0));
    CHECK_VALUES(r, 1e-12, 0.5, 0, 0, 0);
    FREE(r);
    r = T(rt_torch_tensor_pinv(d, 0.0, -1.0, 1));
    CHECK_VALUES(r, 1e-12, 0.5, 0, 0, 0);
    FREE(r);
    r = T(rt_torch_tensor_matrix_rank(singular, 0.0, -1.0, 0));
    CHECK(rt_torch_tensor_dtype(r) == RT_INT64);
    CHECK_VALUES(r, 0, 1);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_pinv(d, NAN, -1.0, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_pinv");
    CHECK_ERR(rt_torch_tensor_pinv(wide, 0.0, -1.0, 1), 0, RT_ERR_SHAPE, "rt_torch_tensor_pinv");
    FREE(d);
    FREE(tall);
    FREE(y);
    FREE(a);
    FREE(v);
    FREE(singular);
    FREE(wide);
}

static void decompositions(void) {
    rt_tensor spd = f64(F64(4, 2, 2, 3), DIMS(2, 2));
    rt_tensor flip = f64(F64(0, 1, 1, 0), DIMS(2, 2));
    rt_tensor singular = f64(F64(1, 2, 2, 4), DIMS(2, 2));
    rt_tensor tall = f64(F64(3, 0, 4, 0, 0, 2), DIMS(3, 2));
    rt_tensor r, first, second;

    CHECK(rt_torch_tensor_slogdet(flip, &first, &second) == RT_OK);   /* det -1 */
    CHECK_VALUES(first, 0, -1);
    CHECK_VALUES(second, 1e-12, 0);
    FREE(first);
    FREE(second);
    CHECK(rt_torch_tensor_slogdet(singular, &first, &second) == RT_OK);
    CHECK_VALUES(first, 0, 0);
    CHECK_VALUES(second, 0, -INFINITY);
    FREE(first);
    FREE(second);

    /* qr of [[3, 0], [4, 0], [0, 2]]: |R| = [[5, 0], [0, 2]] whatever the signs */
    CHECK(rt_torch_tensor_qr(tall, RT_QR_REDUCED, &first, &second) == RT_OK);
    CHECK_SHAPE(first, 3, 2);
    CHECK_SHAPE(second, 2, 2);
    r = T(rt_torch_tensor_abs(second));
    CHECK_VALUES(r, 1e-12, 5, 0, 0, 2);
    FREE(r);
    r = T(rt_torch_tensor_matmul(first, second));
    CHECK_VALUES(r, 1e-12, 3, 0, 4, 0, 0, 2);
    FREE(r);
    FREE(first);
    FREE(second);
    CHECK(rt_torch_tensor_qr(tall, RT_QR_COMPLETE, &first, &second) == RT_OK);
    CHECK_SHAPE(first, 3, 3);
    CHECK_SHAPE(second, 3, 2);
    FREE(first);
    FREE(second);
    CHECK(rt_torch_tensor_qr(tall, RT_QR_R, &first, &second) == RT_OK);
    CHECK(rt_torch_tensor_numel(first) == 0);
    CHECK_SHAPE(second, 2, 2);
    FREE(first);
    FREE(second);
    CHECK_ERR(rt_torch_tensor_qr(tall, 7, &first, &second), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_qr");

    /* [[4, 2], [2, 3]] = L L^T with L = [[2, 0], [1, sqrt 2]] */
    r = T(rt_torch_tensor_cholesky(spd, 0));
    CHECK_VALUES(r, 1e-12, 2, 0, 1, 1.4142135623730951);
    FREE(r);
    r = T(rt_torch_tensor_cholesky(spd, 1));
    CHECK_VALUES(r, 1e-12, 2, 1, 0, 1.4142135623730951);
    FREE(r);
    CHECK_ERR(rt_torch_tensor_cholesky(flip, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_cholesky");
    CHECK_MSG_HAS("positive-definite");
    CHECK_ERR(rt_torch_tensor_cholesky(tall, 0), 0, RT_ERR_SHAPE, "rt_torch_tensor_cholesky");

    /* eigenvalues of [[0, 1], [1, 0]]: -1 and 1, eigenvectors (1, -1) and (1, 1) up to sign */
    CHECK(rt_torch_tensor_eigh(flip, 0, &first, &second) == RT_OK);
    CHECK_VALUES(first, 1e-12, -1, 1);
    r = T(rt_torch_tensor_abs(second));
    CHECK_VALUES(r, 1e-12, 0.7071067811865476, 0.7071067811865476, 0.7071067811865476, 0.7071067811865476);
    FREE(r);
    FREE(first);
    FREE(second);
    r = T(rt_torch_tensor_eigvalsh(spd, 1));   /* (7 -+ sqrt 17) / 2 */
    CHECK_VALUES(r, 1e-12, 1.4384471871911697, 5.561552812808830);
    FREE(r);
    r = T(rt_torch_tensor_svdvals(tall));
    CHECK_VALUES(r, 1e-12, 5, 2);
    FREE(r);

    CHECK(rt_torch_tensor_inv_ex(singular, &first, &second) == RT_OK);
    CHECK(rt_torch_tensor_dtype(second) == RT_INT32);
    CHECK_VALUES(second, 0, 2);   /* LAPACK's second pivot is 0 */
    FREE(first);
    FREE(second);
    CHECK(rt_torch_tensor_inv_ex(spd, &first, &second) == RT_OK);
    CHECK_VALUES(first, 1e-12, 0.375, -0.25, -0.25, 0.5);
    CHECK_VALUES(second, 0, 0);
    FREE(first);
    FREE(second);

    FREE(spd);
    FREE(flip);
    FREE(singular);
    FREE(tall);
}

int main(void) {
    int64_t live = check_start();
    einsum();
    solvers();
    decompositions();
    check_finish("test_linalg_decompositions", live);
    return 0;
}
