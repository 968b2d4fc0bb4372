/* Error paths across the whole ABI: every function that takes a handle is called with the null handle,
 * a negative one, a freed one and one never issued, and must return its failure value (tensor/handle 0,
 * status RT_ERR_INVALID_HANDLE, bool/count -1, device -2) with RT_ERR_INVALID_HANDLE and a message that
 * names the function and says which. Every pointer parameter kind is then passed NULL, every length negative. */
#include "check.h"

static rt_tensor g;      /* a valid float32 [2, 2] tensor */
static rt_tensor gi;     /* a valid int64 [2] index tensor */
static rt_tensor gl;     /* a valid int64 [2] class-index tensor */

static const char *const WHY[4] = {"null handle", "negative", "freed", "never issued"};

#define BAD(expr, value, fname)                  \
    do {                                         \
        CHECK_ERR(expr, value, RT_ERR_INVALID_HANDLE, fname); \
        CHECK_MSG_HAS(WHY[i]);                   \
    } while (0)

static void bad_handles(void) {
    static const int64_t one[2] = {1, 1}, zero[2] = {0, 0};
    rt_tensor freed = T(rt_torch_tensor_ones(DIMS(2, 2)));
    rt_tensor bad[4];
    rt_tensor u, s, vh, parts[4], list[2];
    int64_t dims[4];
    double item;
    float buf[4];
    int i;

    FREE(freed);
    bad[0] = 0;
    bad[1] = -7;
    bad[2] = freed;
    bad[3] = (rt_tensor)1 << 40;

    for (i = 0; i < 4; i++) {
        rt_tensor h = bad[i];
        int64_t live = rt_torch_live_tensors();
        /* 3: arithmetic */
        BAD(rt_torch_tensor_add(h, g), 0, "rt_torch_tensor_add");
        BAD(rt_torch_tensor_add(g, h), 0, "rt_torch_tensor_add");
        BAD(rt_torch_tensor_sub(h, g), 0, "rt_torch_tensor_sub");
        BAD(rt_torch_tensor_mul(g, h), 0, "rt_torch_tensor_mul");
        BAD(rt_torch_tensor_div(h, g), 0, "rt_torch_tensor_div");
        BAD(rt_torch_tensor_pow(h, 2), 0, "rt_torch_tensor_pow");
        BAD(rt_torch_tensor_neg(h), 0, "rt_torch_tensor_neg");
        BAD(rt_torch_tensor_abs(h), 0, "rt_torch_tensor_abs");
        BAD(rt_torch_tensor_sqrt(h), 0, "rt_torch_tensor_sqrt");
        BAD(rt_torch_tensor_exp(h), 0, "rt_torch_tensor_exp");
        BAD(rt_torch_tensor_log(h), 0, "rt_torch_tensor_log");
        BAD(rt_torch_tensor_add_scalar(h, 1), 0, "rt_torch_tensor_add_scalar");
        BAD(rt_torch_tensor_mul_scalar(h, 1), 0, "rt_torch_tensor_mul_scalar");
        /* 4: activations */
        BAD(rt_torch_relu(h), 0, "rt_torch_relu");
        BAD(rt_torch_sigmoid(h), 0, "rt_torch_sigmoid");
        BAD(rt_torch_tanh(h), 0, "rt_torch_tanh");
        BAD(rt_torch_leaky_relu(h, 0.1), 0, "rt_torch_leaky_relu");
        BAD(rt_torch_gelu(h), 0, "rt_torch_gelu");
        BAD(rt_torch_softmax(h, 0), 0, "rt_torch_softmax");
        BAD(rt_torch_log_softmax(h, 0), 0, "rt_torch_log_softmax");
        /* 5: linear algebra */
        BAD(rt_torch_tensor_matmul(h, g), 0, "rt_torch_tensor_matmul");
        BAD(rt_torch_tensor_matmul(g, h), 0, "rt_torch_tensor_matmul");
        BAD(rt_torch_tensor_dot(h, g), 0, "rt_torch_tensor_dot");
        BAD(rt_torch_tensor_transpose(h, 0, 1), 0, "rt_torch_tensor_transpose");
        BAD(rt_torch_tensor_t(h), 0, "rt_torch_tensor_t");
        BAD(rt_torch_tensor_norm(h), 0, "rt_torch_tensor_norm");
        BAD(rt_torch_tensor_det(h), 0, "rt_torch_tensor_det");
        BAD(rt_torch_tensor_inverse(h), 0, "rt_torch_tensor_inverse");
        BAD(rt_torch_tensor_svd(h, &u, &s, &vh), RT_ERR_INVALID_HANDLE, "rt_torch_tensor_svd");
        BAD(rt_torch_tensor_eig(h, &u, &s), RT_ERR_INVALID_HANDLE, "rt_torch_tensor_eig");
        /* 6: reductions */
        BAD(rt_torch_tensor_sum(h), 0, "rt_torch_tensor_sum");
        BAD(rt_torch_tensor_sum_dim(h, 0, 0), 0, "rt_torch_tensor_sum_dim");
        BAD(rt_torch_tensor_mean(h), 0, "rt_torch_tensor_mean");
        BAD(rt_torch_tensor_mean_dim(h, 0, 1), 0, "rt_torch_tensor_mean_dim");
        BAD(rt_torch_tensor_max(h), 0, "rt_torch_tensor_max");
        BAD(rt_torch_tensor_max_dim(h, 0, 0), 0, "rt_torch_tensor_max_dim");
        BAD(rt_torch_tensor_min(h), 0, "rt_torch_tensor_min");
        BAD(rt_torch_tensor_min_dim(h, 0, 0), 0, "rt_torch_tensor_min_dim");
        BAD(rt_torch_tensor_argmax(h), 0, "rt_torch_tensor_argmax");
        BAD(rt_torch_tensor_argmax_dim(h, 0, 0), 0, "rt_torch_tensor_argmax_dim");
        BAD(rt_torch_tensor_argmin(h), 0, "rt_torch_tensor_argmin");
        BAD(rt_torch_tensor_argmin_dim(h, 0, 0), 0, "rt_torch_tensor_argmin_dim");
        BAD(rt_torch_tensor_std(h), 0, "rt_torch_tensor_std");
        BAD(rt_torch_tensor_std_dim(h, 0, 0), 0, "rt_torch_tensor_std_dim");
        BAD(rt_torch_tensor_var(h), 0, "rt_torch_tensor_var");
        BAD(rt_torch_tensor_var_dim(h, 0, 0), 0, "rt_torch_tensor_var_dim");
        /* 7: shape, dtype and data */
        BAD(rt_torch_tensor_reshape(h, DIMS(4)), 0, "rt_torch_tensor_reshape");
        BAD(rt_torch_tensor_view(h, DIMS(4)), 0, "rt_torch_tensor_view");
        BAD(rt_torch_tensor_permute(h, DIMS(1, 0)), 0, "rt_torch_tensor_permute");
        BAD(rt_torch_tensor_squeeze(h), 0, "rt_torch_tensor_squeeze");
        BAD(rt_torch_tensor_squeeze_dim(h, 0), 0, "rt_torch_tensor_squeeze_dim");
        BAD(rt_torch_tensor_unsqueeze(h, 0), 0, "rt_torch_tensor_unsqueeze");
        BAD(rt_torch_tensor_flatten(h, 0, -1), 0, "rt_torch_tensor_flatten");
        BAD(rt_torch_tensor_expand(h, DIMS(2, 2)), 0, "rt_torch_tensor_expand");
        BAD(rt_torch_tensor_contiguous(h), 0, "rt_torch_tensor_contiguous");
        BAD(rt_torch_tensor_is_contiguous(h), -1, "rt_torch_tensor_is_contiguous");
        BAD(rt_torch_tensor_shape(h, dims, 4), -1, "rt_torch_tensor_shape");
        BAD(rt_torch_tensor_ndim(h), -1, "rt_torch_tensor_ndim");
        BAD(rt_torch_tensor_numel(h), -1, "rt_torch_tensor_numel");
        BAD(rt_torch_tensor_size(h, 0), -1, "rt_torch_tensor_size");
        BAD(rt_torch_tensor_dtype(h), -1, "rt_torch_tensor_dtype");
        BAD(rt_torch_tensor_to_dtype(h, RT_FLOAT64), 0, "rt_torch_tensor_to_dtype");
        BAD(rt_torch_tensor_nbytes(h), -1, "rt_torch_tensor_nbytes");
        BAD(rt_torch_tensor_copy_to(h, buf, sizeof buf), -1, "rt_torch_tensor_copy_to");
        BAD(rt_torch_tensor_item(h, &item), RT_ERR_INVALID_HANDLE, "rt_torch_tensor_item");
        /* 8: indexing */
        BAD(rt_torch_tensor_slice(h, 0, 0, 1, 1), 0, "rt_torch_tensor_slice");
        BAD(rt_torch_tensor_index_select(h, 0, gi), 0, "rt_torch_tensor_index_select");
        BAD(rt_torch_tensor_index_select(g, 0, h), 0, "rt_torch_tensor_index_select");
        BAD(rt_torch_tensor_gather(h, 0, gi), 0, "rt_torch_tensor_gather");
        BAD(rt_torch_tensor_gather(g, 0, h), 0, "rt_torch_tensor_gather");
        list[0] = g;
        list[1] = h;
        BAD(rt_torch_tensor_cat(list, 2, 0), 0, "rt_torch_tensor_cat");
        BAD(rt_torch_tensor_stack(list, 2, 0), 0, "rt_torch_tensor_stack");
        BAD(rt_torch_tensor_chunk(h, 2, 0, parts, 4), -1, "rt_torch_tensor_chunk");
        /* 9: nn (a bias or weight of 0 means none, so only the other bad handles apply to them) */
        BAD(rt_torch_nn_linear(h, g, 0), 0, "rt_torch_nn_linear");
        BAD(rt_torch_nn_linear(g, h, 0), 0, "rt_torch_nn_linear");
        BAD(rt_torch_nn_conv2d(h, g, 0, one, zero, one, 1), 0, "rt_torch_nn_conv2d");
        BAD(rt_torch_nn_max_pool2d(h, one, one, zero), 0, "rt_torch_nn_max_pool2d");
        BAD(rt_torch_nn_avg_pool2d(h, one, one, zero), 0, "rt_torch_nn_avg_pool2d");
        BAD(rt_torch_nn_batch_norm(h, 0, 0, 0, 0, 1, 0.1, 1e-5), 0, "rt_torch_nn_batch_norm");
        BAD(rt_torch_nn_layer_norm(h, DIMS(2), 0, 0, 1e-5), 0, "rt_torch_nn_layer_norm");
        BAD(rt_torch_nn_dropout(h, 0.5, 0), 0, "rt_torch_nn_dropout");
        BAD(rt_torch_nn_embedding(h, g), 0, "rt_torch_nn_embedding");
        BAD(rt_torch_nn_embedding(gi, h), 0, "rt_torch_nn_embedding");
        if (h != 0) {
            BAD(rt_torch_nn_linear(g, g, h), 0, "rt_torch_nn_linear");
            BAD(rt_torch_nn_batch_norm(g, h, 0, 0, 0, 1, 0.1, 1e-5), 0, "rt_torch_nn_batch_norm");
            BAD(rt_torch_nn_batch_norm(g, 0, 0, h, 0, 1, 0.1, 1e-5), 0, "rt_torch_nn_batch_norm");
            BAD(rt_torch_nn_layer_norm(g, DIMS(2), h, 0, 1e-5), 0, "rt_torch_nn_layer_norm");
            BAD(rt_torch_nn_layer_norm(g, DIMS(2), 0, h, 1e-5), 0, "rt_torch_nn_layer_norm");
        }
        /* 10: losses */
        BAD(rt_torch_nn_mse_loss(h, g, 1), 0, "rt_torch_nn_mse_loss");
        BAD(rt_torch_nn_mse_loss(g, h, 1), 0, "rt_torch_nn_mse_loss");
        BAD(rt_torch_nn_cross_entropy(h, gl, 1), 0, "rt_torch_nn_cross_entropy");
        BAD(rt_torch_nn_cross_entropy(g, h, 1), 0, "rt_torch_nn_cross_entropy");
        BAD(rt_torch_nn_binary_cross_entropy(h, g, 1), 0, "rt_torch_nn_binary_cross_entropy");
        BAD(rt_torch_nn_nll_loss(g, h, 1), 0, "rt_torch_nn_nll_loss");
        /* 11: autograd */
        BAD(rt_torch_tensor_set_requires_grad(h, 1), RT_ERR_INVALID_HANDLE, "rt_torch_tensor_set_requires_grad");
        BAD(rt_torch_tensor_requires_grad(h), -1, "rt_torch_tensor_requires_grad");
        BAD(rt_torch_tensor_grad(h), 0, "rt_torch_tensor_grad");
        BAD(rt_torch_tensor_backward(h), RT_ERR_INVALID_HANDLE, "rt_torch_tensor_backward");
        BAD(rt_torch_tensor_zero_grad(h), RT_ERR_INVALID_HANDLE, "rt_torch_tensor_zero_grad");
        BAD(rt_torch_tensor_detach(h), 0, "rt_torch_tensor_detach");
        /* 12-14: devices, streams, memory */
        BAD(rt_torch_tensor_cuda(h, 0), 0, "rt_torch_tensor_cuda");
        BAD(rt_torch_tensor_cpu(h), 0, "rt_torch_tensor_cpu");
        BAD(rt_torch_tensor_is_cuda(h), -1, "rt_torch_tensor_is_cuda");
        BAD(rt_torch_tensor_device(h), -2, "rt_torch_tensor_device");
        BAD(rt_torch_tensor_to_device(h, RT_CPU), 0, "rt_torch_tensor_to_device");
        BAD(rt_torch_tensor_clone(h), 0, "rt_torch_tensor_clone");
        BAD(rt_torch_stream_synchronize(h), RT_ERR_INVALID_HANDLE, "rt_torch_stream_synchronize");
        BAD(rt_torch_stream_query(h), -1, "rt_torch_stream_query");
        BAD(rt_torch_tensor_to_stream(g, h), 0, "rt_torch_tensor_to_stream");
        if (h != 0) {
            BAD(rt_torch_tensor_free(h), RT_ERR_INVALID_HANDLE, "rt_torch_tensor_free");
            BAD(rt_torch_stream_free(h), RT_ERR_INVALID_HANDLE, "rt_torch_stream_free");
        }
        /* 15: optimizers */
        list[0] = g;
        list[1] = h;
        BAD(rt_torch_optim_sgd(list, 2, 0.1, 0, 0), 0, "rt_torch_optim_sgd");
        BAD(rt_torch_optim_adam(list, 2, 0.1, 0.9, 0.999, 1e-8, 0), 0, "rt_torch_optim_adam");
        BAD(rt_torch_optim_step(h), RT_ERR_INVALID_HANDLE, "rt_torch_optim_step");
        BAD(rt_torch_optim_zero_grad(h), RT_ERR_INVALID_HANDLE, "rt_torch_optim_zero_grad");
        BAD(rt_torch_optim_free(h), RT_ERR_INVALID_HANDLE, "rt_torch_optim_free");
        /* no failure created a handle */
        CHECK(rt_torch_live_tensors() == live);
    }
}

static void null_pointers(void) {
    static const int64_t one[2] = {1, 1}, zero[2] = {0, 0};
    int64_t dims[4] = {2, 2, 2, 2};
    rt_tensor parts[4], list[2], u, s, vh, img, k;
    double item;
    float buf[4];
    rt_tensor sq;
    int32_t n;

    /* dims NULL with ndims > 0, and negative ndims, for every shape parameter */
    for (n = 1; n <= 2; n++) {
        CHECK_ERR(rt_torch_tensor_zeros(NULL, n), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_zeros");
        CHECK_ERR(rt_torch_tensor_ones(NULL, n), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_ones");
        CHECK_ERR(rt_torch_tensor_randn(NULL, n), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_randn");
        CHECK_ERR(rt_torch_tensor_rand(NULL, n), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_rand");
        CHECK_ERR(rt_torch_tensor_empty(NULL, n), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_empty");
        CHECK_ERR(rt_torch_tensor_full(NULL, n, 1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_full");
        CHECK_ERR(rt_torch_tensor_from_data(buf, NULL, n, RT_FLOAT32), 0, RT_ERR_INVALID_ARGUMENT,
                  "rt_torch_tensor_from_data");
        CHECK_ERR(rt_torch_tensor_reshape(g, NULL, n), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_reshape");
        CHECK_ERR(rt_torch_tensor_view(g, NULL, n), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_view");
        CHECK_ERR(rt_torch_tensor_permute(g, NULL, n), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_permute");
        CHECK_ERR(rt_torch_tensor_expand(g, NULL, n), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_expand");
        CHECK_ERR(rt_torch_nn_layer_norm(g, NULL, n, 0, 0, 1e-5), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_layer_norm");
    }
    for (n = -1; n >= -2; n--) {
        CHECK_ERR(rt_torch_tensor_zeros(dims, n), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_zeros");
        CHECK_ERR(rt_torch_tensor_ones(dims, n), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_ones");
        CHECK_ERR(rt_torch_tensor_randn(dims, n), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_randn");
        CHECK_ERR(rt_torch_tensor_rand(dims, n), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_rand");
        CHECK_ERR(rt_torch_tensor_empty(dims, n), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_empty");
        CHECK_ERR(rt_torch_tensor_full(dims, n, 1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_full");
        CHECK_ERR(rt_torch_tensor_from_data(buf, dims, n, RT_FLOAT32), 0, RT_ERR_INVALID_ARGUMENT,
                  "rt_torch_tensor_from_data");
        CHECK_ERR(rt_torch_tensor_reshape(g, dims, n), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_reshape");
        CHECK_ERR(rt_torch_tensor_view(g, dims, n), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_view");
        CHECK_ERR(rt_torch_tensor_permute(g, dims, n), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_permute");
        CHECK_ERR(rt_torch_tensor_expand(g, dims, n), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_expand");
        CHECK_ERR(rt_torch_nn_layer_norm(g, dims, n, 0, 0, 1e-5), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_layer_norm");
        CHECK_ERR(rt_torch_tensor_shape(g, dims, n), -1, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_shape");
        CHECK_ERR(rt_torch_tensor_chunk(g, 2, 0, parts, n), -1, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_chunk");
        CHECK_ERR(rt_torch_tensor_copy_to(g, buf, n), -1, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_copy_to");
        CHECK_ERR(rt_torch_tensor_cat(list, n, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_cat");
        CHECK_ERR(rt_torch_tensor_stack(list, n, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_stack");
        CHECK_ERR(rt_torch_optim_sgd(list, n, 0.1, 0, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_optim_sgd");
        CHECK_ERR(rt_torch_optim_adam(list, n, 0.1, 0.9, 0.999, 1e-8, 0), 0, RT_ERR_INVALID_ARGUMENT,
                  "rt_torch_optim_adam");
    }
    /* more dims than PyTorch supports: rejected before the array is read past its end */
    {
        int64_t many[100];
        int i;
        for (i = 0; i < 100; i++)
            many[i] = 1;
        CHECK_ERR(rt_torch_tensor_zeros(many, 100), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_zeros");
        CHECK_ERR(rt_torch_tensor_reshape(g, many, 100), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_reshape");
    }
    /* dims NULL with ndims 0 is a scalar */
    sq = T(rt_torch_tensor_zeros(NULL, 0));
    CHECK(rt_torch_tensor_ndim(sq) == 0);
    FREE(sq);
    sq = T(rt_torch_tensor_ones(DIMS(1, 1)));
    u = T(rt_torch_tensor_reshape(sq, NULL, 0));
    CHECK(rt_torch_tensor_ndim(u) == 0);
    FREE(u);
    FREE(sq);

    /* data, buffers, output arrays and output pointers */
    CHECK_ERR(rt_torch_tensor_from_data(NULL, DIMS(2), RT_FLOAT32), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_from_data");
    CHECK_ERR(rt_torch_tensor_copy_to(g, NULL, 16), -1, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_copy_to");
    CHECK_ERR(rt_torch_tensor_copy_to(g, buf, 15), -1, RT_ERR_BUFFER_TOO_SMALL, "rt_torch_tensor_copy_to");
    CHECK_ERR(rt_torch_tensor_shape(g, NULL, 4), -1, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_shape");
    CHECK_ERR(rt_torch_tensor_shape(g, dims, 1), -1, RT_ERR_BUFFER_TOO_SMALL, "rt_torch_tensor_shape");
    CHECK_ERR(rt_torch_tensor_chunk(g, 2, 0, NULL, 4), -1, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_chunk");
    CHECK_ERR(rt_torch_tensor_chunk(g, 2, 0, parts, 1), -1, RT_ERR_BUFFER_TOO_SMALL, "rt_torch_tensor_chunk");
    CHECK_ERR(rt_torch_tensor_item(g, NULL), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_item");
    CHECK_ERR(rt_torch_tensor_item(g, &item), RT_ERR_SHAPE, RT_ERR_SHAPE, "rt_torch_tensor_item");
    CHECK_ERR(rt_torch_tensor_svd(g, NULL, &s, &vh), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_svd");
    CHECK_ERR(rt_torch_tensor_svd(g, &u, NULL, &vh), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_svd");
    CHECK_ERR(rt_torch_tensor_svd(g, &u, &s, NULL), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_svd");
    CHECK_ERR(rt_torch_tensor_eig(g, NULL, &s), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_eig");
    CHECK_ERR(rt_torch_tensor_eig(g, &u, NULL), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_eig");
    /* handle arrays */
    CHECK_ERR(rt_torch_tensor_cat(NULL, 1, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_cat");
    CHECK_ERR(rt_torch_tensor_stack(NULL, 1, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_stack");
    CHECK_ERR(rt_torch_optim_sgd(NULL, 1, 0.1, 0, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_optim_sgd");
    CHECK_ERR(rt_torch_optim_adam(NULL, 1, 0.1, 0.9, 0.999, 1e-8, 0), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_optim_adam");
    /* fixed [2] arrays */
    img = T(rt_torch_tensor_ones(DIMS(1, 1, 3, 3)));
    k = T(rt_torch_tensor_ones(DIMS(1, 1, 2, 2)));
    CHECK_ERR(rt_torch_nn_conv2d(img, k, 0, NULL, zero, one, 1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_conv2d");
    CHECK_ERR(rt_torch_nn_conv2d(img, k, 0, one, NULL, one, 1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_conv2d");
    CHECK_ERR(rt_torch_nn_conv2d(img, k, 0, one, zero, NULL, 1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_conv2d");
    CHECK_ERR(rt_torch_nn_max_pool2d(img, NULL, one, zero), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_max_pool2d");
    CHECK_ERR(rt_torch_nn_max_pool2d(img, one, NULL, zero), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_max_pool2d");
    CHECK_ERR(rt_torch_nn_max_pool2d(img, one, one, NULL), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_max_pool2d");
    CHECK_ERR(rt_torch_nn_avg_pool2d(img, NULL, one, zero), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_avg_pool2d");
    CHECK_ERR(rt_torch_nn_avg_pool2d(img, one, NULL, zero), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_avg_pool2d");
    CHECK_ERR(rt_torch_nn_avg_pool2d(img, one, one, NULL), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_avg_pool2d");
    FREE(img);
    FREE(k);
}

static void bad_enums_and_sizes(void) {
    CHECK_ERR(rt_torch_tensor_from_data(F32(1), DIMS(1), 8), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_from_data");
    CHECK_ERR(rt_torch_tensor_from_data(F32(1), DIMS(1), 16), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_from_data");
    CHECK_ERR(rt_torch_tensor_to_dtype(g, -1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_to_dtype");
    CHECK_ERR(rt_torch_tensor_arange(0, 1, 1, 13), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_arange");
    CHECK_ERR(rt_torch_nn_mse_loss(g, g, 3), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_mse_loss");
    CHECK_ERR(rt_torch_nn_cross_entropy(g, gl, -1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_cross_entropy");
    CHECK_ERR(rt_torch_nn_nll_loss(g, gl, 3), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_nll_loss");
    CHECK_ERR(rt_torch_nn_binary_cross_entropy(g, g, 4), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_nn_binary_cross_entropy");
    CHECK_ERR(rt_torch_set_default_device(-2), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_set_default_device");
    CHECK_ERR(rt_torch_tensor_to_device(g, -3), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_to_device");
    CHECK_ERR(rt_torch_tensor_zeros(DIMS(2, -1)), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_zeros");
}

int main(void) {
    int64_t live = check_start();
    g = T(rt_torch_tensor_from_data(F32(1, 2, 3, 4), DIMS(2, 2), RT_FLOAT32));
    gi = T(rt_torch_tensor_from_data(I64(1, 0), DIMS(2), RT_INT64));
    gl = T(rt_torch_tensor_from_data(I64(0, 1), DIMS(2), RT_INT64));
    bad_handles();
    null_pointers();
    bad_enums_and_sizes();
    CHECK_VALUES(g, 0, 1, 2, 3, 4);   /* no failure touched the valid input */
    FREE(g);
    FREE(gi);
    FREE(gl);
    check_finish("test_errors", live);
    return 0;
}
