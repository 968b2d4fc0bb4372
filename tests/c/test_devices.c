/* Sections 12 (device management), 13 (CUDA streams) and 14 (memory management), device-aware: CPU moves work
 * everywhere; where CUDA is (make test-gpu), cuda:0 takes tensors, streams and memory queries; a device this
 * machine lacks (cuda:N for N GPUs, and cuda:0 without one) fails with RT_ERR_DEVICE and its failure value.
 * Tensors made without a device are on the configured default device (check_default_device: the CPU, or cuda:0
 * under make test-gpu), and a test that changes the default device puts that one back. */
#include "check.h"

static int32_t gpus;   /* CUDA devices here */
static int32_t dev;    /* the configured default device */

static void cuda_moves(rt_tensor x) {
    rt_tensor r = T(rt_torch_tensor_cuda(x, 0)), back;
    CHECK(rt_torch_tensor_is_cuda(r) == 1);
    CHECK(rt_torch_tensor_device(r) == 0);
    CHECK_VALUES(r, 0, 1, 2, 3);   /* copy_to reads from any device */
    back = T(rt_torch_tensor_cpu(r));
    CHECK(rt_torch_tensor_device(back) == RT_CPU);
    FREE(back);
    FREE(r);
    r = T(rt_torch_tensor_to_device(x, 0));
    CHECK(rt_torch_tensor_device(r) == 0);
    FREE(r);
    CHECK(rt_torch_cuda_synchronize(0) == RT_OK);
    CHECK_OK();
}

static void section12_devices(void) {
    rt_tensor x = T(rt_torch_tensor_from_data(F32(1, 2, 3), DIMS(3), RT_FLOAT32));
    rt_tensor r, s, g;

    CHECK(rt_torch_cuda_available() == (gpus > 0));
    CHECK(rt_torch_tensor_device(x) == dev);
    CHECK_OK();
    CHECK(rt_torch_tensor_is_cuda(x) == (dev >= 0));
    CHECK_OK();

    r = T(rt_torch_tensor_cpu(x));
    CHECK(rt_torch_tensor_device(r) == RT_CPU);
    CHECK_VALUES(r, 0, 1, 2, 3);
    FREE(r);
    r = T(rt_torch_tensor_to_device(x, RT_CPU));
    CHECK(rt_torch_tensor_device(r) == RT_CPU);
    CHECK_VALUES(r, 0, 1, 2, 3);
    FREE(r);
    CHECK_VALUES(x, 0, 1, 2, 3);   /* x is still there and valid */

    if (gpus > 0)
        cuda_moves(x);
    else {
        CHECK_ERR(rt_torch_tensor_cuda(x, 0), 0, RT_ERR_DEVICE, "rt_torch_tensor_cuda");
        CHECK_MSG_HAS("cuda:0");
        CHECK_ERR(rt_torch_tensor_to_device(x, 0), 0, RT_ERR_DEVICE, "rt_torch_tensor_to_device");
        CHECK_ERR(rt_torch_cuda_synchronize(0), RT_ERR_DEVICE, RT_ERR_DEVICE, "rt_torch_cuda_synchronize");
        CHECK_MSG_HAS("cuda:0");
    }
    CHECK_ERR(rt_torch_tensor_cuda(x, gpus), 0, RT_ERR_DEVICE, "rt_torch_tensor_cuda");   /* one past the last */
    CHECK_ERR(rt_torch_tensor_to_device(x, gpus + 2), 0, RT_ERR_DEVICE, "rt_torch_tensor_to_device");
    CHECK_ERR(rt_torch_cuda_synchronize(gpus), RT_ERR_DEVICE, RT_ERR_DEVICE, "rt_torch_cuda_synchronize");
    CHECK_ERR(rt_torch_cuda_synchronize(-1), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_cuda_synchronize");
    CHECK_ERR(rt_torch_tensor_cuda(x, -1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_cuda");
    CHECK_ERR(rt_torch_tensor_cuda(0, 0), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_cuda");
    CHECK_ERR(rt_torch_tensor_to_device(x, -2), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_to_device");
    CHECK_ERR(rt_torch_tensor_to_device(-5, RT_CPU), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_to_device");
    CHECK_ERR(rt_torch_tensor_cpu(0), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_cpu");
    CHECK_ERR(rt_torch_tensor_is_cuda(0), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_is_cuda");
    CHECK_ERR(rt_torch_tensor_device(0), -2, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_device");
    CHECK_ERR(rt_torch_tensor_device(-9), -2, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_device");

    /* the default device: a device this machine lacks cannot be chosen, creation stays where it was */
    CHECK_ERR(rt_torch_set_default_device(gpus), RT_ERR_DEVICE, RT_ERR_DEVICE, "rt_torch_set_default_device");
    CHECK(rt_torch_default_device() == dev);
    r = T(rt_torch_tensor_zeros(DIMS(2)));
    CHECK(rt_torch_tensor_device(r) == dev);
    FREE(r);
    if (gpus > 0) {   /* creation follows the default device */
        CHECK(rt_torch_set_default_device(0) == RT_OK);
        r = T(rt_torch_tensor_zeros(DIMS(2)));
        CHECK(rt_torch_tensor_device(r) == 0);
        FREE(r);
    }
    CHECK(rt_torch_set_default_device(RT_CPU) == RT_OK);
    r = T(rt_torch_tensor_zeros(DIMS(2)));
    CHECK(rt_torch_tensor_device(r) == RT_CPU);
    FREE(r);
    CHECK(rt_torch_set_default_device(dev) == RT_OK);   /* the configured one back */
    CHECK(rt_torch_default_device() == dev);

    /* clone: its own storage, values equal, kept in the graph */
    r = T(rt_torch_tensor_clone(x));
    CHECK(r != x);
    CHECK_VALUES(r, 0, 1, 2, 3);
    CHECK(rt_torch_tensor_device(r) == dev);   /* where x is */
    FREE(r);
    CHECK_ERR(rt_torch_tensor_clone(0), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_clone");
    CHECK(rt_torch_tensor_set_requires_grad(x, 1) == RT_OK);
    r = T(rt_torch_tensor_clone(x));
    CHECK(rt_torch_tensor_requires_grad(r) == 1);
    s = T(rt_torch_tensor_mul(r, r));
    FREE(r);
    r = T(rt_torch_tensor_sum(s));
    CHECK(rt_torch_tensor_backward(r) == RT_OK);
    g = T(rt_torch_tensor_grad(x));
    CHECK_VALUES(g, 1e-6, 2, 4, 6);
    FREE(g);
    FREE(r);
    FREE(s);
    /* a CPU copy of a grad-requiring tensor still feeds the graph */
    CHECK(rt_torch_tensor_zero_grad(x) == RT_OK);
    r = T(rt_torch_tensor_to_device(x, RT_CPU));
    s = T(rt_torch_tensor_sum(r));
    CHECK(rt_torch_tensor_backward(s) == RT_OK);
    g = T(rt_torch_tensor_grad(x));
    CHECK_VALUES(g, 0, 1, 1, 1);
    FREE(g);
    FREE(s);
    FREE(r);
    FREE(x);
}

static void section13_streams(void) {
    rt_tensor x = T(rt_torch_tensor_ones(DIMS(2)));
    if (gpus > 0) {   /* a stream: a copy queued on it, waited for */
        rt_handle stream = rt_torch_stream_create(0);
        CHECK(stream > 0);
        rt_tensor r = T(rt_torch_tensor_to_stream(x, stream));
        CHECK(rt_torch_stream_synchronize(stream) == RT_OK);
        CHECK(rt_torch_stream_query(stream) == 1);
        CHECK(rt_torch_tensor_device(r) == 0);
        CHECK_VALUES(r, 0, 1, 1);
        FREE(r);
        CHECK(rt_torch_stream_free(stream) == RT_OK);
    } else
        CHECK_ERR(rt_torch_stream_create(0), 0, RT_ERR_DEVICE, "rt_torch_stream_create");
    CHECK_ERR(rt_torch_stream_create(gpus), 0, RT_ERR_DEVICE, "rt_torch_stream_create");
    CHECK_ERR(rt_torch_stream_create(-1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_stream_create");
    CHECK_ERR(rt_torch_stream_synchronize(0), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE,
              "rt_torch_stream_synchronize");
    CHECK_ERR(rt_torch_stream_synchronize(123456789), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE,
              "rt_torch_stream_synchronize");
    CHECK_MSG_HAS("never issued");
    CHECK_ERR(rt_torch_stream_synchronize(x), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE,
              "rt_torch_stream_synchronize");   /* a tensor is not a stream */
    CHECK_ERR(rt_torch_stream_query(0), -1, RT_ERR_INVALID_HANDLE, "rt_torch_stream_query");
    CHECK_ERR(rt_torch_stream_query(-4), -1, RT_ERR_INVALID_HANDLE, "rt_torch_stream_query");
    CHECK_MSG_HAS("negative");
    CHECK_ERR(rt_torch_stream_free(123456789), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_stream_free");
    CHECK_ERR(rt_torch_stream_free(x), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_stream_free");
    CHECK_VALUES(x, 0, 1, 1);   /* the tensor survived the wrong-kind free */
    CHECK_ERR(rt_torch_tensor_to_stream(x, 0), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_to_stream");
    CHECK_ERR(rt_torch_tensor_to_stream(x, 123456789), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_to_stream");
    CHECK_ERR(rt_torch_tensor_to_stream(0, 1), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_to_stream");
    FREE(x);
}

static void section14_memory(void) {
    rt_tensor x, y;
    int64_t live = rt_torch_live_tensors();
    if (gpus > 0) {
        CHECK(rt_torch_cuda_memory_allocated(0) >= 0);
        CHECK(rt_torch_cuda_max_memory_allocated(0) >= rt_torch_cuda_memory_allocated(0));
        CHECK(rt_torch_cuda_empty_cache() == RT_OK);
    } else {
        CHECK_ERR(rt_torch_cuda_memory_allocated(0), -1, RT_ERR_DEVICE, "rt_torch_cuda_memory_allocated");
        CHECK_ERR(rt_torch_cuda_max_memory_allocated(0), -1, RT_ERR_DEVICE, "rt_torch_cuda_max_memory_allocated");
        CHECK_ERR(rt_torch_cuda_empty_cache(), RT_ERR_DEVICE, RT_ERR_DEVICE, "rt_torch_cuda_empty_cache");
    }
    CHECK_ERR(rt_torch_cuda_memory_allocated(gpus + 1), -1, RT_ERR_DEVICE, "rt_torch_cuda_memory_allocated");

    /* free: live count, 0 is a no-op, double free / never issued / negative / wrong kind are errors */
    x = T(rt_torch_tensor_ones(DIMS(4)));
    y = T(rt_torch_tensor_clone(x));
    CHECK(rt_torch_live_tensors() == live + 2);
    CHECK(rt_torch_tensor_free(x) == RT_OK);
    CHECK_OK();
    CHECK(rt_torch_live_tensors() == live + 1);
    CHECK_VALUES(y, 0, 1, 1, 1, 1);   /* freeing x leaves its clone alone */
    CHECK_ERR(rt_torch_tensor_free(x), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_free");
    CHECK_MSG_HAS("freed");
    CHECK_ERR(rt_torch_tensor_numel(x), -1, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_numel");
    CHECK_MSG_HAS("freed");
    CHECK(rt_torch_live_tensors() == live + 1);
    CHECK(rt_torch_tensor_free(0) == RT_OK);
    CHECK_OK();
    CHECK(rt_torch_live_tensors() == live + 1);
    CHECK_ERR(rt_torch_tensor_free(y + 1000), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_free");
    CHECK_MSG_HAS("never issued");
    CHECK_ERR(rt_torch_tensor_free(-y), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_free");
    CHECK_MSG_HAS("negative");
    CHECK_ERR(rt_torch_tensor_free(INT64_MIN), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_free");
    CHECK_ERR(rt_torch_tensor_free(INT64_MAX), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_free");
    FREE(y);
    CHECK(rt_torch_live_tensors() == live);
}

int main(void) {
    int64_t live = check_start();
    gpus = rt_torch_cuda_device_count();
    CHECK(gpus >= 0);
    dev = check_default_device();
    CHECK(rt_torch_default_device() == dev);
    section12_devices();
    section13_streams();
    section14_memory();
    check_finish("test_devices", live);
    return 0;
}
