"""Tier 1: the `rt_torch_*` functions as plain Python functions: those of the spec's `Op` rows generated into `ops`,
the others hand-written, one module per section of the contract.

Each takes and returns Python ints and floats (handles, codes), sequences where C passes a pointer and a
length, and returns (result, *outputs) where C writes through pointers; see `simple_torch.abi.signature`.
Every function catches everything: failures come back as the documented value plus the thread's last error.

Generated from src/simple_torch/abi/spec.py and the runtime's modules by `make generate` (abi/runtime_init.py); do
not edit.
"""

from __future__ import annotations

from .amp import (
    rt_torch_autocast_enter, rt_torch_autocast_exit, rt_torch_autocast_enabled, rt_torch_autocast_dtype,
    rt_torch_grad_scaler_new, rt_torch_grad_scaler_scale, rt_torch_grad_scaler_unscale, rt_torch_grad_scaler_step,
    rt_torch_grad_scaler_update, rt_torch_grad_scaler_get_option, rt_torch_grad_scaler_set_option,
    rt_torch_grad_scaler_is_enabled, rt_torch_grad_scaler_free,
)
from .attention import (
    rt_torch_nn_scaled_dot_product_attention, rt_torch_nn_rnn_cell, rt_torch_nn_lstm_cell, rt_torch_nn_gru_cell,
)
from .autograd import (
    rt_torch_tensor_set_requires_grad, rt_torch_tensor_requires_grad, rt_torch_tensor_grad,
    rt_torch_tensor_backward, rt_torch_tensor_zero_grad, rt_torch_tensor_detach, rt_torch_no_grad_begin,
    rt_torch_no_grad_end, rt_torch_is_grad_enabled, rt_torch_tensor_backward_gradient, rt_torch_autograd_grad,
    rt_torch_tensor_retain_grad, rt_torch_tensor_is_leaf, rt_torch_tensor_has_grad_fn, rt_torch_tensor_backward_ex,
)
from .backend_switches import (
    rt_torch_backends_flag, rt_torch_backends_set_flag, rt_torch_backends_is_available, rt_torch_backends_is_built,
    rt_torch_backends_cudnn_version, rt_torch_backends_cpu_capability,
)
from .conveniences import rt_torch_tensor_round_decimals, rt_torch_nn_binary_cross_entropy_weighted
from .creation import (
    rt_torch_tensor_zeros, rt_torch_tensor_ones, rt_torch_tensor_randn, rt_torch_tensor_rand, rt_torch_tensor_empty,
    rt_torch_tensor_full, rt_torch_tensor_from_data, rt_torch_tensor_arange, rt_torch_tensor_linspace,
    rt_torch_tensor_eye, rt_torch_tensor_zeros_options, rt_torch_tensor_ones_options, rt_torch_tensor_empty_options,
    rt_torch_tensor_rand_options, rt_torch_tensor_randn_options, rt_torch_tensor_full_options,
    rt_torch_tensor_eye_options, rt_torch_tensor_linspace_options, rt_torch_tensor_arange_options,
    rt_torch_tensor_zeros_like, rt_torch_tensor_ones_like, rt_torch_tensor_empty_like, rt_torch_tensor_rand_like,
    rt_torch_tensor_randn_like, rt_torch_tensor_full_like,
)
from .data_loader import (
    rt_torch_data_loader_new, rt_torch_data_loader_next, rt_torch_data_loader_reset, rt_torch_data_loader_len,
    rt_torch_data_loader_free,
)
from .devices import (
    rt_torch_tensor_cuda, rt_torch_tensor_cpu, rt_torch_tensor_is_cuda, rt_torch_tensor_device,
    rt_torch_tensor_to_device, rt_torch_tensor_to_stream, rt_torch_tensor_clone, rt_torch_cuda_synchronize,
)
from .distributed import (
    rt_torch_dist_is_available, rt_torch_dist_init, rt_torch_dist_is_initialized, rt_torch_dist_rank,
    rt_torch_dist_world_size, rt_torch_dist_get_backend, rt_torch_dist_barrier, rt_torch_dist_destroy,
    rt_torch_dist_all_reduce, rt_torch_dist_broadcast, rt_torch_dist_all_gather, rt_torch_dist_reduce_scatter,
    rt_torch_dist_all_reduce_async, rt_torch_dist_broadcast_async, rt_torch_dist_all_gather_async,
    rt_torch_dist_reduce_scatter_async, rt_torch_dist_wait, rt_torch_dist_is_completed, rt_torch_dist_work_free,
    rt_torch_dist_average_gradients,
)
from .dlpack import (
    rt_torch_dlpack_version, rt_torch_tensor_to_dlpack_versioned, rt_torch_tensor_from_dlpack_versioned,
    rt_torch_tensor_to_dlpack_legacy, rt_torch_tensor_from_dlpack_legacy,
)
from .fft import (
    rt_torch_fft_fftn, rt_torch_fft_rfftn, rt_torch_fft_irfftn, rt_torch_fft_fftfreq, rt_torch_fft_rfftfreq,
    rt_torch_fft_fftshift, rt_torch_tensor_real, rt_torch_tensor_imag,
)
from .indexing import (
    rt_torch_tensor_slice, rt_torch_tensor_index_select, rt_torch_tensor_gather, rt_torch_tensor_cat,
    rt_torch_tensor_stack, rt_torch_tensor_chunk, rt_torch_tensor_index, rt_torch_tensor_index_put,
    rt_torch_tensor_scatter, rt_torch_tensor_scatter_value, rt_torch_tensor_scatter_add,
    rt_torch_tensor_scatter_reduce, rt_torch_tensor_index_add, rt_torch_tensor_take_along_dim,
)
from .info import (
    rt_torch_available, rt_torch_version, rt_torch_cuda_available, rt_torch_cuda_device_count, rt_torch_backend,
    rt_torch_abi_version, rt_torch_init, rt_torch_last_error_code, rt_torch_last_error, rt_torch_clear_error,
    rt_torch_manual_seed, rt_torch_live_tensors, rt_torch_set_default_device, rt_torch_default_device,
    rt_torch_set_num_threads, rt_torch_get_num_threads, rt_torch_fast_path,
)
from .init_compositions import (
    rt_torch_init_calculate_gain, rt_torch_init_xavier_uniform, rt_torch_init_xavier_normal,
    rt_torch_init_kaiming_uniform, rt_torch_init_kaiming_normal, rt_torch_init_orthogonal,
    rt_torch_init_trunc_normal, rt_torch_init_sparse, rt_torch_init_eye, rt_torch_init_dirac,
    rt_torch_tensor_div_rounding, rt_torch_nn_pixel_shuffle, rt_torch_nn_pixel_unshuffle,
    rt_torch_tensor_index_fill, rt_torch_tensor_masked_scatter, rt_torch_tensor_meshgrid,
    rt_torch_tensor_count_nonzero,
)
from .lbfgs import rt_torch_optim_lbfgs, rt_torch_optim_lbfgs_step
from .linalg import (
    rt_torch_tensor_matmul, rt_torch_tensor_dot, rt_torch_tensor_transpose, rt_torch_tensor_t, rt_torch_tensor_norm,
    rt_torch_tensor_det, rt_torch_tensor_inverse, rt_torch_tensor_svd, rt_torch_tensor_eig, rt_torch_tensor_bmm,
    rt_torch_tensor_outer, rt_torch_tensor_addmm, rt_torch_tensor_baddbmm, rt_torch_tensor_einsum,
    rt_torch_tensor_solve, rt_torch_tensor_slogdet, rt_torch_tensor_qr, rt_torch_tensor_cholesky,
    rt_torch_tensor_eigh, rt_torch_tensor_eigvalsh, rt_torch_tensor_svdvals, rt_torch_tensor_lstsq,
    rt_torch_tensor_pinv, rt_torch_tensor_matrix_rank, rt_torch_tensor_inv_ex,
)
from .logic import rt_torch_tensor_equal, rt_torch_tensor_allclose
from .losses import (
    rt_torch_nn_mse_loss, rt_torch_nn_cross_entropy, rt_torch_nn_binary_cross_entropy, rt_torch_nn_nll_loss,
    rt_torch_nn_l1_loss, rt_torch_nn_smooth_l1_loss, rt_torch_nn_huber_loss, rt_torch_nn_soft_margin_loss,
    rt_torch_nn_binary_cross_entropy_with_logits, rt_torch_nn_kl_div, rt_torch_nn_cross_entropy_ex,
    rt_torch_nn_nll_loss_ex, rt_torch_nn_margin_ranking_loss, rt_torch_nn_cosine_embedding_loss,
    rt_torch_nn_triplet_margin_loss, rt_torch_nn_ctc_loss,
)
from .memory import (
    rt_torch_tensor_free, rt_torch_cuda_memory_allocated, rt_torch_cuda_max_memory_allocated,
    rt_torch_cuda_empty_cache,
)
from .models import (
    rt_torch_model_load, rt_torch_model_load_options, rt_torch_model_forward, rt_torch_model_format,
    rt_torch_model_free,
)
from .nn import (
    rt_torch_celu, rt_torch_prelu, rt_torch_hardtanh, rt_torch_glu, rt_torch_nn_linear, rt_torch_nn_conv2d,
    rt_torch_nn_max_pool2d, rt_torch_nn_avg_pool2d, rt_torch_nn_conv1d, rt_torch_nn_conv_transpose2d,
    rt_torch_nn_conv_transpose1d, rt_torch_nn_conv3d, rt_torch_nn_max_pool1d, rt_torch_nn_avg_pool1d,
    rt_torch_nn_interpolate, rt_torch_nn_group_norm, rt_torch_nn_rms_norm, rt_torch_nn_batch_norm,
    rt_torch_nn_layer_norm, rt_torch_nn_dropout, rt_torch_nn_embedding, rt_torch_nn_embedding_ex,
    rt_torch_nn_embedding_bag, rt_torch_nn_one_hot, rt_torch_nn_normalize, rt_torch_nn_cosine_similarity,
)
from .optim import (
    rt_torch_optim_sgd, rt_torch_optim_adam, rt_torch_optim_step, rt_torch_optim_zero_grad, rt_torch_optim_free,
    rt_torch_optim_adamw, rt_torch_optim_rmsprop, rt_torch_optim_adagrad, rt_torch_optim_adadelta,
    rt_torch_optim_add_param_group, rt_torch_optim_param_group_count, rt_torch_optim_set_option,
    rt_torch_optim_get_option, rt_torch_optim_state_count, rt_torch_optim_state_name, rt_torch_optim_get_state,
    rt_torch_optim_set_state, rt_torch_nn_clip_grad_norm, rt_torch_nn_clip_grad_value,
)
from .ordering import (
    rt_torch_tensor_cummax, rt_torch_tensor_cummin, rt_torch_tensor_var_correction, rt_torch_tensor_std_correction,
    rt_torch_tensor_sort, rt_torch_tensor_argsort, rt_torch_tensor_topk, rt_torch_tensor_kthvalue,
    rt_torch_tensor_median, rt_torch_tensor_median_dim, rt_torch_tensor_mode, rt_torch_tensor_unique,
    rt_torch_tensor_searchsorted, rt_torch_tensor_bucketize,
)
from .pooling import (
    rt_torch_nn_max_pool2d_ex, rt_torch_nn_max_pool2d_with_indices, rt_torch_nn_max_pool1d_ex,
    rt_torch_nn_max_pool1d_with_indices, rt_torch_nn_avg_pool2d_ex, rt_torch_nn_avg_pool1d_ex,
    rt_torch_nn_adaptive_avg_pool2d, rt_torch_nn_adaptive_avg_pool1d, rt_torch_nn_adaptive_max_pool2d,
    rt_torch_nn_adaptive_max_pool2d_with_indices, rt_torch_nn_adaptive_max_pool1d,
    rt_torch_nn_adaptive_max_pool1d_with_indices,
)
from .random import (
    rt_torch_tensor_randint, rt_torch_tensor_randperm, rt_torch_tensor_multinomial, rt_torch_tensor_bernoulli,
    rt_torch_tensor_bernoulli_scalar, rt_torch_tensor_normal_, rt_torch_tensor_uniform_, rt_torch_tensor_random_,
    rt_torch_tensor_random_between_, rt_torch_tensor_random_from_, rt_torch_generator_new,
    rt_torch_generator_manual_seed, rt_torch_generator_initial_seed, rt_torch_generator_use, rt_torch_generator_free,
)
from .sampling import (
    rt_torch_tensor_cdist, rt_torch_nn_grid_sample, rt_torch_nn_affine_grid, rt_torch_nn_unfold, rt_torch_nn_fold,
    rt_torch_tensor_nanmean,
)
from .schedules import (
    rt_torch_lr_step, rt_torch_lr_multistep, rt_torch_lr_exponential, rt_torch_lr_cosine, rt_torch_lr_linear,
    rt_torch_lr_constant, rt_torch_lr_polynomial, rt_torch_lr_cosine_warm_restarts, rt_torch_lr_one_cycle,
    rt_torch_lr_plateau, rt_torch_lr_scheduler_step, rt_torch_lr_scheduler_step_metric,
    rt_torch_lr_scheduler_restart, rt_torch_lr_scheduler_last_epoch, rt_torch_lr_scheduler_free,
)
from .scopes import rt_torch_scope_begin, rt_torch_scope_keep, rt_torch_scope_end
from .serialization import (
    rt_torch_safetensors_new, rt_torch_safetensors_load, rt_torch_safetensors_save, rt_torch_safetensors_set,
    rt_torch_safetensors_count, rt_torch_safetensors_name, rt_torch_safetensors_get,
    rt_torch_safetensors_set_metadata, rt_torch_safetensors_metadata_count, rt_torch_safetensors_metadata_key,
    rt_torch_safetensors_metadata_value, rt_torch_safetensors_free,
)
from .shape import (
    rt_torch_tensor_reshape, rt_torch_tensor_view, rt_torch_tensor_permute, rt_torch_tensor_squeeze,
    rt_torch_tensor_squeeze_dim, rt_torch_tensor_unsqueeze, rt_torch_tensor_flatten, rt_torch_tensor_expand,
    rt_torch_tensor_contiguous, rt_torch_tensor_is_contiguous, rt_torch_tensor_shape, rt_torch_tensor_ndim,
    rt_torch_tensor_numel, rt_torch_tensor_size, rt_torch_tensor_dtype, rt_torch_tensor_to_dtype,
    rt_torch_tensor_nbytes, rt_torch_tensor_copy_to, rt_torch_tensor_item, rt_torch_tensor_copy_from,
    rt_torch_tensor_diag, rt_torch_tensor_diagonal, rt_torch_tensor_repeat, rt_torch_tensor_repeat_interleave,
    rt_torch_tensor_repeat_interleave_tensor, rt_torch_tensor_split, rt_torch_tensor_split_sizes,
    rt_torch_tensor_tensor_split, rt_torch_tensor_tensor_split_indices, rt_torch_tensor_movedim,
    rt_torch_tensor_unflatten, rt_torch_nn_pad,
)
from .sparse import (
    rt_torch_sparse_coo_tensor, rt_torch_tensor_to_sparse, rt_torch_tensor_to_dense, rt_torch_sparse_coalesce,
    rt_torch_sparse_indices, rt_torch_sparse_values, rt_torch_tensor_is_sparse, rt_torch_sparse_is_coalesced,
    rt_torch_sparse_nnz, rt_torch_sparse_dim, rt_torch_sparse_mm, rt_torch_sparse_sum,
)
from .streams import rt_torch_stream_create, rt_torch_stream_synchronize, rt_torch_stream_query, rt_torch_stream_free
from .transformer import rt_torch_nn_transformer_encoder_layer, rt_torch_nn_transformer_decoder_layer
from .ops import (
    rt_torch_tensor_add, rt_torch_tensor_sub, rt_torch_tensor_mul, rt_torch_tensor_div, rt_torch_tensor_pow,
    rt_torch_tensor_neg, rt_torch_tensor_abs, rt_torch_tensor_sqrt, rt_torch_tensor_exp, rt_torch_tensor_log,
    rt_torch_tensor_add_scalar, rt_torch_tensor_mul_scalar, rt_torch_tensor_sin, rt_torch_tensor_cos,
    rt_torch_tensor_tan, rt_torch_tensor_asin, rt_torch_tensor_acos, rt_torch_tensor_atan, rt_torch_tensor_sinh,
    rt_torch_tensor_cosh, rt_torch_tensor_rsqrt, rt_torch_tensor_reciprocal, rt_torch_tensor_log1p,
    rt_torch_tensor_expm1, rt_torch_tensor_log2, rt_torch_tensor_log10, rt_torch_tensor_exp2, rt_torch_tensor_erf,
    rt_torch_tensor_erfinv, rt_torch_tensor_square, rt_torch_tensor_sign, rt_torch_tensor_floor,
    rt_torch_tensor_ceil, rt_torch_tensor_round, rt_torch_tensor_trunc, rt_torch_tensor_frac,
    rt_torch_tensor_maximum, rt_torch_tensor_minimum, rt_torch_tensor_atan2, rt_torch_tensor_pow_tensor,
    rt_torch_tensor_fmod, rt_torch_tensor_remainder, rt_torch_tensor_fmod_scalar, rt_torch_tensor_remainder_scalar,
    rt_torch_tensor_logaddexp, rt_torch_tensor_lerp, rt_torch_tensor_lerp_scalar, rt_torch_tensor_addcmul,
    rt_torch_tensor_addcdiv, rt_torch_tensor_nan_to_num, rt_torch_tensor_softplus, rt_torch_relu, rt_torch_sigmoid,
    rt_torch_tanh, rt_torch_leaky_relu, rt_torch_gelu, rt_torch_softmax, rt_torch_log_softmax, rt_torch_silu,
    rt_torch_mish, rt_torch_hardswish, rt_torch_hardsigmoid, rt_torch_elu, rt_torch_selu, rt_torch_gelu_tanh,
    rt_torch_relu6, rt_torch_logsigmoid, rt_torch_softsign, rt_torch_tanhshrink, rt_torch_tensor_sum,
    rt_torch_tensor_sum_dim, rt_torch_tensor_mean, rt_torch_tensor_mean_dim, rt_torch_tensor_max,
    rt_torch_tensor_max_dim, rt_torch_tensor_min, rt_torch_tensor_min_dim, rt_torch_tensor_argmax,
    rt_torch_tensor_argmax_dim, rt_torch_tensor_argmin, rt_torch_tensor_argmin_dim, rt_torch_tensor_std,
    rt_torch_tensor_std_dim, rt_torch_tensor_var, rt_torch_tensor_var_dim, rt_torch_tensor_eq, rt_torch_tensor_ne,
    rt_torch_tensor_lt, rt_torch_tensor_le, rt_torch_tensor_gt, rt_torch_tensor_ge, rt_torch_tensor_eq_scalar,
    rt_torch_tensor_ne_scalar, rt_torch_tensor_lt_scalar, rt_torch_tensor_le_scalar, rt_torch_tensor_gt_scalar,
    rt_torch_tensor_ge_scalar, rt_torch_tensor_isnan, rt_torch_tensor_isinf, rt_torch_tensor_isfinite,
    rt_torch_tensor_logical_not, rt_torch_tensor_logical_and, rt_torch_tensor_logical_or,
    rt_torch_tensor_logical_xor, rt_torch_tensor_where, rt_torch_tensor_masked_fill, rt_torch_tensor_clamp,
    rt_torch_tensor_bitwise_and, rt_torch_tensor_bitwise_or, rt_torch_tensor_bitwise_xor,
    rt_torch_tensor_bitwise_not, rt_torch_tensor_nonzero, rt_torch_tensor_prod, rt_torch_tensor_prod_dim,
    rt_torch_tensor_all, rt_torch_tensor_all_dim, rt_torch_tensor_any, rt_torch_tensor_any_dim,
    rt_torch_tensor_logsumexp, rt_torch_tensor_cumsum, rt_torch_tensor_cumprod, rt_torch_tensor_tril,
    rt_torch_tensor_triu, rt_torch_tensor_roll, rt_torch_tensor_flip, rt_torch_tensor_argwhere,
    rt_torch_tensor_fmax, rt_torch_tensor_fmin, rt_torch_tensor_nansum, rt_torch_tensor_nansum_dim,
    rt_torch_tensor_select,
)
from .entry import EXPORTED  # noqa: F401  (every function by name: the C entry points look them up)

__all__ = [
    "rt_torch_abi_version", "rt_torch_autocast_dtype", "rt_torch_autocast_enabled", "rt_torch_autocast_enter",
    "rt_torch_autocast_exit", "rt_torch_autograd_grad", "rt_torch_available", "rt_torch_backend",
    "rt_torch_backends_cpu_capability", "rt_torch_backends_cudnn_version", "rt_torch_backends_flag",
    "rt_torch_backends_is_available", "rt_torch_backends_is_built", "rt_torch_backends_set_flag", "rt_torch_celu",
    "rt_torch_clear_error", "rt_torch_cuda_available", "rt_torch_cuda_device_count", "rt_torch_cuda_empty_cache",
    "rt_torch_cuda_max_memory_allocated", "rt_torch_cuda_memory_allocated", "rt_torch_cuda_synchronize",
    "rt_torch_data_loader_free", "rt_torch_data_loader_len", "rt_torch_data_loader_new",
    "rt_torch_data_loader_next", "rt_torch_data_loader_reset", "rt_torch_default_device",
    "rt_torch_dist_all_gather", "rt_torch_dist_all_gather_async", "rt_torch_dist_all_reduce",
    "rt_torch_dist_all_reduce_async", "rt_torch_dist_average_gradients", "rt_torch_dist_barrier",
    "rt_torch_dist_broadcast", "rt_torch_dist_broadcast_async", "rt_torch_dist_destroy",
    "rt_torch_dist_get_backend", "rt_torch_dist_init", "rt_torch_dist_is_available", "rt_torch_dist_is_completed",
    "rt_torch_dist_is_initialized", "rt_torch_dist_rank", "rt_torch_dist_reduce_scatter",
    "rt_torch_dist_reduce_scatter_async", "rt_torch_dist_wait", "rt_torch_dist_work_free",
    "rt_torch_dist_world_size", "rt_torch_dlpack_version", "rt_torch_elu", "rt_torch_fast_path",
    "rt_torch_fft_fftfreq", "rt_torch_fft_fftn", "rt_torch_fft_fftshift", "rt_torch_fft_irfftn",
    "rt_torch_fft_rfftfreq", "rt_torch_fft_rfftn", "rt_torch_gelu", "rt_torch_gelu_tanh", "rt_torch_generator_free",
    "rt_torch_generator_initial_seed", "rt_torch_generator_manual_seed", "rt_torch_generator_new",
    "rt_torch_generator_use", "rt_torch_get_num_threads", "rt_torch_glu", "rt_torch_grad_scaler_free",
    "rt_torch_grad_scaler_get_option", "rt_torch_grad_scaler_is_enabled", "rt_torch_grad_scaler_new",
    "rt_torch_grad_scaler_scale", "rt_torch_grad_scaler_set_option", "rt_torch_grad_scaler_step",
    "rt_torch_grad_scaler_unscale", "rt_torch_grad_scaler_update", "rt_torch_hardsigmoid", "rt_torch_hardswish",
    "rt_torch_hardtanh", "rt_torch_init", "rt_torch_init_calculate_gain", "rt_torch_init_dirac",
    "rt_torch_init_eye", "rt_torch_init_kaiming_normal", "rt_torch_init_kaiming_uniform",
    "rt_torch_init_orthogonal", "rt_torch_init_sparse", "rt_torch_init_trunc_normal", "rt_torch_init_xavier_normal",
    "rt_torch_init_xavier_uniform", "rt_torch_is_grad_enabled", "rt_torch_last_error", "rt_torch_last_error_code",
    "rt_torch_leaky_relu", "rt_torch_live_tensors", "rt_torch_log_softmax", "rt_torch_logsigmoid",
    "rt_torch_lr_constant", "rt_torch_lr_cosine", "rt_torch_lr_cosine_warm_restarts", "rt_torch_lr_exponential",
    "rt_torch_lr_linear", "rt_torch_lr_multistep", "rt_torch_lr_one_cycle", "rt_torch_lr_plateau",
    "rt_torch_lr_polynomial", "rt_torch_lr_scheduler_free", "rt_torch_lr_scheduler_last_epoch",
    "rt_torch_lr_scheduler_restart", "rt_torch_lr_scheduler_step", "rt_torch_lr_scheduler_step_metric",
    "rt_torch_lr_step", "rt_torch_manual_seed", "rt_torch_mish", "rt_torch_model_format", "rt_torch_model_forward",
    "rt_torch_model_free", "rt_torch_model_load", "rt_torch_model_load_options", "rt_torch_nn_adaptive_avg_pool1d",
    "rt_torch_nn_adaptive_avg_pool2d", "rt_torch_nn_adaptive_max_pool1d",
    "rt_torch_nn_adaptive_max_pool1d_with_indices", "rt_torch_nn_adaptive_max_pool2d",
    "rt_torch_nn_adaptive_max_pool2d_with_indices", "rt_torch_nn_affine_grid", "rt_torch_nn_avg_pool1d",
    "rt_torch_nn_avg_pool1d_ex", "rt_torch_nn_avg_pool2d", "rt_torch_nn_avg_pool2d_ex", "rt_torch_nn_batch_norm",
    "rt_torch_nn_binary_cross_entropy", "rt_torch_nn_binary_cross_entropy_weighted",
    "rt_torch_nn_binary_cross_entropy_with_logits", "rt_torch_nn_clip_grad_norm", "rt_torch_nn_clip_grad_value",
    "rt_torch_nn_conv1d", "rt_torch_nn_conv2d", "rt_torch_nn_conv3d", "rt_torch_nn_conv_transpose1d",
    "rt_torch_nn_conv_transpose2d", "rt_torch_nn_cosine_embedding_loss", "rt_torch_nn_cosine_similarity",
    "rt_torch_nn_cross_entropy", "rt_torch_nn_cross_entropy_ex", "rt_torch_nn_ctc_loss", "rt_torch_nn_dropout",
    "rt_torch_nn_embedding", "rt_torch_nn_embedding_bag", "rt_torch_nn_embedding_ex", "rt_torch_nn_fold",
    "rt_torch_nn_grid_sample", "rt_torch_nn_group_norm", "rt_torch_nn_gru_cell", "rt_torch_nn_huber_loss",
    "rt_torch_nn_interpolate", "rt_torch_nn_kl_div", "rt_torch_nn_l1_loss", "rt_torch_nn_layer_norm",
    "rt_torch_nn_linear", "rt_torch_nn_lstm_cell", "rt_torch_nn_margin_ranking_loss", "rt_torch_nn_max_pool1d",
    "rt_torch_nn_max_pool1d_ex", "rt_torch_nn_max_pool1d_with_indices", "rt_torch_nn_max_pool2d",
    "rt_torch_nn_max_pool2d_ex", "rt_torch_nn_max_pool2d_with_indices", "rt_torch_nn_mse_loss",
    "rt_torch_nn_nll_loss", "rt_torch_nn_nll_loss_ex", "rt_torch_nn_normalize", "rt_torch_nn_one_hot",
    "rt_torch_nn_pad", "rt_torch_nn_pixel_shuffle", "rt_torch_nn_pixel_unshuffle", "rt_torch_nn_rms_norm",
    "rt_torch_nn_rnn_cell", "rt_torch_nn_scaled_dot_product_attention", "rt_torch_nn_smooth_l1_loss",
    "rt_torch_nn_soft_margin_loss", "rt_torch_nn_transformer_decoder_layer",
    "rt_torch_nn_transformer_encoder_layer", "rt_torch_nn_triplet_margin_loss", "rt_torch_nn_unfold",
    "rt_torch_no_grad_begin", "rt_torch_no_grad_end", "rt_torch_optim_adadelta", "rt_torch_optim_adagrad",
    "rt_torch_optim_adam", "rt_torch_optim_adamw", "rt_torch_optim_add_param_group", "rt_torch_optim_free",
    "rt_torch_optim_get_option", "rt_torch_optim_get_state", "rt_torch_optim_lbfgs", "rt_torch_optim_lbfgs_step",
    "rt_torch_optim_param_group_count", "rt_torch_optim_rmsprop", "rt_torch_optim_set_option",
    "rt_torch_optim_set_state", "rt_torch_optim_sgd", "rt_torch_optim_state_count", "rt_torch_optim_state_name",
    "rt_torch_optim_step", "rt_torch_optim_zero_grad", "rt_torch_prelu", "rt_torch_relu", "rt_torch_relu6",
    "rt_torch_safetensors_count", "rt_torch_safetensors_free", "rt_torch_safetensors_get",
    "rt_torch_safetensors_load", "rt_torch_safetensors_metadata_count", "rt_torch_safetensors_metadata_key",
    "rt_torch_safetensors_metadata_value", "rt_torch_safetensors_name", "rt_torch_safetensors_new",
    "rt_torch_safetensors_save", "rt_torch_safetensors_set", "rt_torch_safetensors_set_metadata",
    "rt_torch_scope_begin", "rt_torch_scope_end", "rt_torch_scope_keep", "rt_torch_selu",
    "rt_torch_set_default_device", "rt_torch_set_num_threads", "rt_torch_sigmoid", "rt_torch_silu",
    "rt_torch_softmax", "rt_torch_softsign", "rt_torch_sparse_coalesce", "rt_torch_sparse_coo_tensor",
    "rt_torch_sparse_dim", "rt_torch_sparse_indices", "rt_torch_sparse_is_coalesced", "rt_torch_sparse_mm",
    "rt_torch_sparse_nnz", "rt_torch_sparse_sum", "rt_torch_sparse_values", "rt_torch_stream_create",
    "rt_torch_stream_free", "rt_torch_stream_query", "rt_torch_stream_synchronize", "rt_torch_tanh",
    "rt_torch_tanhshrink", "rt_torch_tensor_abs", "rt_torch_tensor_acos", "rt_torch_tensor_add",
    "rt_torch_tensor_add_scalar", "rt_torch_tensor_addcdiv", "rt_torch_tensor_addcmul", "rt_torch_tensor_addmm",
    "rt_torch_tensor_all", "rt_torch_tensor_all_dim", "rt_torch_tensor_allclose", "rt_torch_tensor_any",
    "rt_torch_tensor_any_dim", "rt_torch_tensor_arange", "rt_torch_tensor_arange_options", "rt_torch_tensor_argmax",
    "rt_torch_tensor_argmax_dim", "rt_torch_tensor_argmin", "rt_torch_tensor_argmin_dim", "rt_torch_tensor_argsort",
    "rt_torch_tensor_argwhere", "rt_torch_tensor_asin", "rt_torch_tensor_atan", "rt_torch_tensor_atan2",
    "rt_torch_tensor_backward", "rt_torch_tensor_backward_ex", "rt_torch_tensor_backward_gradient",
    "rt_torch_tensor_baddbmm", "rt_torch_tensor_bernoulli", "rt_torch_tensor_bernoulli_scalar",
    "rt_torch_tensor_bitwise_and", "rt_torch_tensor_bitwise_not", "rt_torch_tensor_bitwise_or",
    "rt_torch_tensor_bitwise_xor", "rt_torch_tensor_bmm", "rt_torch_tensor_bucketize", "rt_torch_tensor_cat",
    "rt_torch_tensor_cdist", "rt_torch_tensor_ceil", "rt_torch_tensor_cholesky", "rt_torch_tensor_chunk",
    "rt_torch_tensor_clamp", "rt_torch_tensor_clone", "rt_torch_tensor_contiguous", "rt_torch_tensor_copy_from",
    "rt_torch_tensor_copy_to", "rt_torch_tensor_cos", "rt_torch_tensor_cosh", "rt_torch_tensor_count_nonzero",
    "rt_torch_tensor_cpu", "rt_torch_tensor_cuda", "rt_torch_tensor_cummax", "rt_torch_tensor_cummin",
    "rt_torch_tensor_cumprod", "rt_torch_tensor_cumsum", "rt_torch_tensor_det", "rt_torch_tensor_detach",
    "rt_torch_tensor_device", "rt_torch_tensor_diag", "rt_torch_tensor_diagonal", "rt_torch_tensor_div",
    "rt_torch_tensor_div_rounding", "rt_torch_tensor_dot", "rt_torch_tensor_dtype", "rt_torch_tensor_eig",
    "rt_torch_tensor_eigh", "rt_torch_tensor_eigvalsh", "rt_torch_tensor_einsum", "rt_torch_tensor_empty",
    "rt_torch_tensor_empty_like", "rt_torch_tensor_empty_options", "rt_torch_tensor_eq",
    "rt_torch_tensor_eq_scalar", "rt_torch_tensor_equal", "rt_torch_tensor_erf", "rt_torch_tensor_erfinv",
    "rt_torch_tensor_exp", "rt_torch_tensor_exp2", "rt_torch_tensor_expand", "rt_torch_tensor_expm1",
    "rt_torch_tensor_eye", "rt_torch_tensor_eye_options", "rt_torch_tensor_flatten", "rt_torch_tensor_flip",
    "rt_torch_tensor_floor", "rt_torch_tensor_fmax", "rt_torch_tensor_fmin", "rt_torch_tensor_fmod",
    "rt_torch_tensor_fmod_scalar", "rt_torch_tensor_frac", "rt_torch_tensor_free", "rt_torch_tensor_from_data",
    "rt_torch_tensor_from_dlpack_legacy", "rt_torch_tensor_from_dlpack_versioned", "rt_torch_tensor_full",
    "rt_torch_tensor_full_like", "rt_torch_tensor_full_options", "rt_torch_tensor_gather", "rt_torch_tensor_ge",
    "rt_torch_tensor_ge_scalar", "rt_torch_tensor_grad", "rt_torch_tensor_gt", "rt_torch_tensor_gt_scalar",
    "rt_torch_tensor_has_grad_fn", "rt_torch_tensor_imag", "rt_torch_tensor_index", "rt_torch_tensor_index_add",
    "rt_torch_tensor_index_fill", "rt_torch_tensor_index_put", "rt_torch_tensor_index_select",
    "rt_torch_tensor_inv_ex", "rt_torch_tensor_inverse", "rt_torch_tensor_is_contiguous", "rt_torch_tensor_is_cuda",
    "rt_torch_tensor_is_leaf", "rt_torch_tensor_is_sparse", "rt_torch_tensor_isfinite", "rt_torch_tensor_isinf",
    "rt_torch_tensor_isnan", "rt_torch_tensor_item", "rt_torch_tensor_kthvalue", "rt_torch_tensor_le",
    "rt_torch_tensor_le_scalar", "rt_torch_tensor_lerp", "rt_torch_tensor_lerp_scalar", "rt_torch_tensor_linspace",
    "rt_torch_tensor_linspace_options", "rt_torch_tensor_log", "rt_torch_tensor_log10", "rt_torch_tensor_log1p",
    "rt_torch_tensor_log2", "rt_torch_tensor_logaddexp", "rt_torch_tensor_logical_and",
    "rt_torch_tensor_logical_not", "rt_torch_tensor_logical_or", "rt_torch_tensor_logical_xor",
    "rt_torch_tensor_logsumexp", "rt_torch_tensor_lstsq", "rt_torch_tensor_lt", "rt_torch_tensor_lt_scalar",
    "rt_torch_tensor_masked_fill", "rt_torch_tensor_masked_scatter", "rt_torch_tensor_matmul",
    "rt_torch_tensor_matrix_rank", "rt_torch_tensor_max", "rt_torch_tensor_max_dim", "rt_torch_tensor_maximum",
    "rt_torch_tensor_mean", "rt_torch_tensor_mean_dim", "rt_torch_tensor_median", "rt_torch_tensor_median_dim",
    "rt_torch_tensor_meshgrid", "rt_torch_tensor_min", "rt_torch_tensor_min_dim", "rt_torch_tensor_minimum",
    "rt_torch_tensor_mode", "rt_torch_tensor_movedim", "rt_torch_tensor_mul", "rt_torch_tensor_mul_scalar",
    "rt_torch_tensor_multinomial", "rt_torch_tensor_nan_to_num", "rt_torch_tensor_nanmean",
    "rt_torch_tensor_nansum", "rt_torch_tensor_nansum_dim", "rt_torch_tensor_nbytes", "rt_torch_tensor_ndim",
    "rt_torch_tensor_ne", "rt_torch_tensor_ne_scalar", "rt_torch_tensor_neg", "rt_torch_tensor_nonzero",
    "rt_torch_tensor_norm", "rt_torch_tensor_normal_", "rt_torch_tensor_numel", "rt_torch_tensor_ones",
    "rt_torch_tensor_ones_like", "rt_torch_tensor_ones_options", "rt_torch_tensor_outer", "rt_torch_tensor_permute",
    "rt_torch_tensor_pinv", "rt_torch_tensor_pow", "rt_torch_tensor_pow_tensor", "rt_torch_tensor_prod",
    "rt_torch_tensor_prod_dim", "rt_torch_tensor_qr", "rt_torch_tensor_rand", "rt_torch_tensor_rand_like",
    "rt_torch_tensor_rand_options", "rt_torch_tensor_randint", "rt_torch_tensor_randn",
    "rt_torch_tensor_randn_like", "rt_torch_tensor_randn_options", "rt_torch_tensor_random_",
    "rt_torch_tensor_random_between_", "rt_torch_tensor_random_from_", "rt_torch_tensor_randperm",
    "rt_torch_tensor_real", "rt_torch_tensor_reciprocal", "rt_torch_tensor_remainder",
    "rt_torch_tensor_remainder_scalar", "rt_torch_tensor_repeat", "rt_torch_tensor_repeat_interleave",
    "rt_torch_tensor_repeat_interleave_tensor", "rt_torch_tensor_requires_grad", "rt_torch_tensor_reshape",
    "rt_torch_tensor_retain_grad", "rt_torch_tensor_roll", "rt_torch_tensor_round",
    "rt_torch_tensor_round_decimals", "rt_torch_tensor_rsqrt", "rt_torch_tensor_scatter",
    "rt_torch_tensor_scatter_add", "rt_torch_tensor_scatter_reduce", "rt_torch_tensor_scatter_value",
    "rt_torch_tensor_searchsorted", "rt_torch_tensor_select", "rt_torch_tensor_set_requires_grad",
    "rt_torch_tensor_shape", "rt_torch_tensor_sign", "rt_torch_tensor_sin", "rt_torch_tensor_sinh",
    "rt_torch_tensor_size", "rt_torch_tensor_slice", "rt_torch_tensor_slogdet", "rt_torch_tensor_softplus",
    "rt_torch_tensor_solve", "rt_torch_tensor_sort", "rt_torch_tensor_split", "rt_torch_tensor_split_sizes",
    "rt_torch_tensor_sqrt", "rt_torch_tensor_square", "rt_torch_tensor_squeeze", "rt_torch_tensor_squeeze_dim",
    "rt_torch_tensor_stack", "rt_torch_tensor_std", "rt_torch_tensor_std_correction", "rt_torch_tensor_std_dim",
    "rt_torch_tensor_sub", "rt_torch_tensor_sum", "rt_torch_tensor_sum_dim", "rt_torch_tensor_svd",
    "rt_torch_tensor_svdvals", "rt_torch_tensor_t", "rt_torch_tensor_take_along_dim", "rt_torch_tensor_tan",
    "rt_torch_tensor_tensor_split", "rt_torch_tensor_tensor_split_indices", "rt_torch_tensor_to_dense",
    "rt_torch_tensor_to_device", "rt_torch_tensor_to_dlpack_legacy", "rt_torch_tensor_to_dlpack_versioned",
    "rt_torch_tensor_to_dtype", "rt_torch_tensor_to_sparse", "rt_torch_tensor_to_stream", "rt_torch_tensor_topk",
    "rt_torch_tensor_transpose", "rt_torch_tensor_tril", "rt_torch_tensor_triu", "rt_torch_tensor_trunc",
    "rt_torch_tensor_unflatten", "rt_torch_tensor_uniform_", "rt_torch_tensor_unique", "rt_torch_tensor_unsqueeze",
    "rt_torch_tensor_var", "rt_torch_tensor_var_correction", "rt_torch_tensor_var_dim", "rt_torch_tensor_view",
    "rt_torch_tensor_where", "rt_torch_tensor_zero_grad", "rt_torch_tensor_zeros", "rt_torch_tensor_zeros_like",
    "rt_torch_tensor_zeros_options", "rt_torch_version",
]
