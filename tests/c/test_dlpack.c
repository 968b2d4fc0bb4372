/* Section 29 (ABI 1.5) from C: DLPack 1.x, zero copy. A foreign producer written here (its own DLPack structs, as
 * a program with its own dlpack.h has them: simple_torch.h declares none) lends a malloc'd buffer; the library
 * computes on it, sees the producer's writes and writes it, and calls the producer's deleter exactly once when the
 * last handle over it is freed, or at once when it refuses the struct (another major version, a dtype or device it
 * lacks, NULL data) or copies it (read-only). An exported handle is read and written through its struct, and its
 * deleter is called before or after the handle is freed. The legacy DLManagedTensor, both ways. The exports read
 * and written through their data pointers here are of CPU tensors (moved there from the default device); one of the
 * default device says where it is (kDLCUDA under make test-gpu). */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "check.h"

/* -- DLPack 1.1's structs and constants (dlpack.h), as a foreign producer defines them -- */
typedef struct { uint32_t major, minor; } DLPackVersion;
typedef enum { kDLCPU = 1, kDLCUDA = 2, kDLOpenCL = 4 } DLDeviceType;
typedef struct { int32_t device_type; int32_t device_id; } DLDevice;
typedef enum { kDLInt = 0, kDLUInt = 1, kDLFloat = 2, kDLBfloat = 4, kDLComplex = 5, kDLBool = 6 } DLDataTypeCode;
typedef struct { uint8_t code; uint8_t bits; uint16_t lanes; } DLDataType;
typedef struct {
    void *data;
    DLDevice device;
    int32_t ndim;
    DLDataType dtype;
    int64_t *shape;
    int64_t *strides;
    uint64_t byte_offset;
} DLTensor;
typedef struct DLManagedTensor {
    DLTensor dl_tensor;
    void *manager_ctx;
    void (*deleter)(struct DLManagedTensor *self);
} DLManagedTensor;
typedef struct DLManagedTensorVersioned {
    DLPackVersion version;
    void *manager_ctx;
    void (*deleter)(struct DLManagedTensorVersioned *self);
    uint64_t flags;
    DLTensor dl_tensor;
} DLManagedTensorVersioned;
#define DLPACK_FLAG_BITMASK_READ_ONLY (1UL << 0UL)
#define DLPACK_FLAG_BITMASK_IS_COPIED (1UL << 1UL)

/* -- the foreign producer: a struct over its own buffer; manager_ctx counts the deleter's calls -- */
typedef struct {
    int deleted;
    float *buffer;   /* stays readable after the deleter (freed at the end): the test checks writes land */
} Producer;

static int64_t shape_2x3[2] = {2, 3};

static void delete_versioned(DLManagedTensorVersioned *self) {
    ((Producer *)self->manager_ctx)->deleted++;
    free(self);
}

static void delete_legacy(DLManagedTensor *self) {
    ((Producer *)self->manager_ctx)->deleted++;
    free(self);
}

static void fill_tensor(DLTensor *t, Producer *p) {
    t->data = p->buffer;
    t->device.device_type = kDLCPU;
    t->device.device_id = 0;
    t->ndim = 2;
    t->dtype.code = kDLFloat;
    t->dtype.bits = 32;
    t->dtype.lanes = 1;
    t->shape = shape_2x3;
    t->strides = NULL;   /* row-major */
    t->byte_offset = 0;
}

static DLManagedTensorVersioned *make_versioned(Producer *p) {
    DLManagedTensorVersioned *m = calloc(1, sizeof *m);
    CHECK(m != NULL);
    m->version.major = 1;
    m->version.minor = 1;
    m->manager_ctx = p;
    m->deleter = delete_versioned;
    m->flags = 0;
    fill_tensor(&m->dl_tensor, p);
    return m;
}

static DLManagedTensor *make_legacy(Producer *p) {
    DLManagedTensor *m = calloc(1, sizeof *m);
    CHECK(m != NULL);
    m->manager_ctx = p;
    m->deleter = delete_legacy;
    fill_tensor(&m->dl_tensor, p);
    return m;
}

static Producer *new_producer(void) {
    Producer *p = calloc(1, sizeof *p);
    CHECK(p != NULL);
    p->buffer = malloc(6 * sizeof(float));
    CHECK(p->buffer != NULL);
    for (int i = 0; i < 6; i++)
        p->buffer[i] = (float)(i + 1);
    return p;
}

static void free_producer(Producer *p) {
    free(p->buffer);
    free(p);
}

/* a refused struct: the import returns 0 with code, and the deleter has run exactly once */
static void check_refused(DLManagedTensorVersioned *m, Producer *p, int32_t code, const char *fragment) {
    CHECK_ERR(rt_torch_tensor_from_dlpack_versioned(m), 0, code, "rt_torch_tensor_from_dlpack_versioned");
    CHECK_MSG_HAS(fragment);
    CHECK(p->deleted == 1);
}

static void foreign_producer(void) {
    /* imported, computed on, shared both ways; the deleter runs when the last handle goes */
    Producer *p = new_producer();
    rt_tensor x = T(rt_torch_tensor_from_dlpack_versioned(make_versioned(p)));
    CHECK_SHAPE(x, 2, 3);
    CHECK(rt_torch_tensor_dtype(x) == RT_FLOAT32);
    rt_tensor total = T(rt_torch_tensor_sum(x));
    CHECK_VALUES(total, 0, 21);
    p->buffer[0] = 100.0f;   /* the producer writes: the tensor sees it */
    CHECK_VALUES(x, 0, 100, 2, 3, 4, 5, 6);
    rt_tensor twice = T(rt_torch_tensor_mul_scalar(x, 2.0));
    CHECK(rt_torch_tensor_copy_from(x, twice) == RT_OK);   /* the library writes: the buffer holds it */
    CHECK(p->buffer[0] == 200.0f && p->buffer[5] == 12.0f);
    rt_tensor row = T(rt_torch_tensor_slice(x, 0, 1, 2, 1));   /* a view keeps the memory after x goes */
    FREE(x);
    CHECK(p->deleted == 0);
    CHECK_VALUES(row, 0, 8, 10, 12);
    FREE(row);
    CHECK(p->deleted == 1);
    FREE(total);
    FREE(twice);
    free_producer(p);

    /* refused structs go back to the producer at once */
    p = new_producer();
    DLManagedTensorVersioned *m = make_versioned(p);
    m->version.major = 2;
    check_refused(m, p, RT_ERR_UNSUPPORTED, "DLPack 2.");
    free_producer(p);

    p = new_producer();
    m = make_versioned(p);
    m->dl_tensor.dtype.code = kDLUInt;
    m->dl_tensor.dtype.bits = 16;
    check_refused(m, p, RT_ERR_DTYPE, "uint of 16 bits");
    free_producer(p);

    p = new_producer();
    m = make_versioned(p);
    m->dl_tensor.device.device_type = kDLOpenCL;
    check_refused(m, p, RT_ERR_DEVICE, "OPENCL");
    free_producer(p);

    p = new_producer();
    m = make_versioned(p);
    m->dl_tensor.data = NULL;
    check_refused(m, p, RT_ERR_INVALID_ARGUMENT, "data is NULL");
    free_producer(p);

    CHECK_ERR(rt_torch_tensor_from_dlpack_versioned(NULL), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_from_dlpack_versioned");
    CHECK_ERR(rt_torch_tensor_from_dlpack_legacy(NULL), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_from_dlpack_legacy");

    /* read-only memory is copied and given back before the import returns */
    p = new_producer();
    m = make_versioned(p);
    m->flags = DLPACK_FLAG_BITMASK_READ_ONLY;
    x = T(rt_torch_tensor_from_dlpack_versioned(m));
    CHECK(p->deleted == 1);
    p->buffer[0] = -1.0f;
    CHECK_VALUES(x, 0, 1, 2, 3, 4, 5, 6);
    FREE(x);
    free_producer(p);

    /* strides and a byte offset: the second column, read in place */
    p = new_producer();
    m = make_versioned(p);
    int64_t column_shape[1] = {2}, column_strides[1] = {3};
    m->dl_tensor.ndim = 1;
    m->dl_tensor.shape = column_shape;
    m->dl_tensor.strides = column_strides;
    m->dl_tensor.byte_offset = sizeof(float);
    x = T(rt_torch_tensor_from_dlpack_versioned(m));
    CHECK_VALUES(x, 0, 2, 5);
    p->buffer[4] = 50.0f;
    CHECK_VALUES(x, 0, 2, 50);
    FREE(x);
    CHECK(p->deleted == 1);
    free_producer(p);

    /* no elements: NULL data is allowed (dlpack.h asks for it) */
    p = new_producer();
    m = make_versioned(p);
    int64_t empty_shape[2] = {0, 3};
    m->dl_tensor.shape = empty_shape;
    m->dl_tensor.data = NULL;
    x = T(rt_torch_tensor_from_dlpack_versioned(m));
    CHECK_SHAPE(x, 0, 3);
    CHECK(rt_torch_tensor_numel(x) == 0);
    FREE(x);
    CHECK(p->deleted == 1);
    free_producer(p);

    /* the legacy struct */
    p = new_producer();
    x = T(rt_torch_tensor_from_dlpack_legacy(make_legacy(p)));
    p->buffer[5] = 60.0f;
    CHECK_VALUES(x, 0, 1, 2, 3, 4, 5, 60);
    FREE(x);
    CHECK(p->deleted == 1);
    free_producer(p);
}

/* t moved to the CPU (its handle freed), for an export whose data this program reads */
static rt_tensor on_cpu(rt_tensor t) {
    rt_tensor here = T(rt_torch_tensor_cpu(t));
    FREE(t);
    return here;
}

static void *delete_in_thread(void *managed) {
    DLManagedTensorVersioned *m = managed;
    m->deleter(m);
    return NULL;
}

static void exports(void) {
    CHECK(rt_torch_dlpack_version() == 101);
    rt_tensor x = on_cpu(T(rt_torch_tensor_from_data(F32(1, 2, 3, 4, 5, 6), DIMS(2, 3), RT_FLOAT32)));

    /* versioned: read and written through the struct, the handle freed first */
    void *out = NULL;
    CHECK(rt_torch_tensor_to_dlpack_versioned(x, &out) == RT_OK);
    CHECK_OK();
    DLManagedTensorVersioned *m = out;
    CHECK(m != NULL && m->version.major == 1 && m->deleter != NULL);
    CHECK((m->flags & DLPACK_FLAG_BITMASK_IS_COPIED) == 0 && (m->flags & DLPACK_FLAG_BITMASK_READ_ONLY) == 0);
    DLTensor *t = &m->dl_tensor;
    CHECK(t->device.device_type == kDLCPU && t->ndim == 2 && t->shape[0] == 2 && t->shape[1] == 3);
    CHECK(t->dtype.code == kDLFloat && t->dtype.bits == 32 && t->dtype.lanes == 1);
    float *data = (float *)((char *)t->data + t->byte_offset);
    int64_t s0 = t->strides ? t->strides[0] : 3, s1 = t->strides ? t->strides[1] : 1;
    CHECK(data[1 * s0 + 2 * s1] == 6.0f);
    data[0] = 42.0f;   /* written through the struct: the handle sees it */
    CHECK_VALUES(x, 0, 42, 2, 3, 4, 5, 6);
    rt_tensor ones = on_cpu(T(rt_torch_tensor_ones(DIMS(2, 3))));
    CHECK(rt_torch_tensor_copy_from(x, ones) == RT_OK);   /* written by the library: the struct sees it */
    CHECK(data[0] == 1.0f && data[1 * s0 + 2 * s1] == 1.0f);

    /* imported back: the same memory */
    void *again = NULL;
    CHECK(rt_torch_tensor_to_dlpack_versioned(x, &again) == RT_OK);
    rt_tensor y = T(rt_torch_tensor_from_dlpack_versioned(again));
    data[1] = 7.0f;
    CHECK_VALUES(y, 0, 1, 7, 1, 1, 1, 1);
    FREE(y);
    FREE(x);
    CHECK(data[1] == 7.0f);   /* the struct still holds the memory */
    m->deleter(m);

    /* legacy, deleted before the handle is freed; bool and bfloat16 keep their DLPack types */
    rt_tensor b = on_cpu(T(rt_torch_tensor_from_data(U8(1, 0, 1), DIMS(3), RT_BOOL)));
    CHECK(rt_torch_tensor_to_dlpack_legacy(b, &out) == RT_OK);
    DLManagedTensor *legacy = out;
    CHECK(legacy->dl_tensor.dtype.code == kDLBool && legacy->dl_tensor.dtype.bits == 8);
    CHECK(((uint8_t *)legacy->dl_tensor.data)[2] == 1);
    legacy->deleter(legacy);
    CHECK_VALUES(b, 0, 1, 0, 1);
    rt_tensor h = T(rt_torch_tensor_to_dtype(ones, RT_BFLOAT16));
    CHECK(rt_torch_tensor_to_dlpack_versioned(h, &out) == RT_OK);
    m = out;
    CHECK(m->dl_tensor.dtype.code == kDLBfloat && m->dl_tensor.dtype.bits == 16);
    CHECK(*(uint16_t *)m->dl_tensor.data == 0x3F80);   /* 1.0 */
    m->deleter(m);
    FREE(h);
    FREE(b);
    FREE(ones);

    /* the deleter called from a thread that never called the library; q is on the default device, and says so */
    const int32_t dev = check_default_device();
    rt_tensor q = T(rt_torch_tensor_ones(DIMS(4)));
    CHECK(rt_torch_tensor_to_dlpack_versioned(q, &out) == RT_OK);
    m = out;
    CHECK(m->dl_tensor.device.device_type == (dev == RT_CPU ? kDLCPU : kDLCUDA));
    CHECK(dev == RT_CPU || m->dl_tensor.device.device_id == dev);
    FREE(q);
    pthread_t thread;
    CHECK(pthread_create(&thread, NULL, delete_in_thread, out) == 0);
    CHECK(pthread_join(thread, NULL) == 0);

    /* failures write NULL */
    out = &out;
    CHECK_ERR(rt_torch_tensor_to_dlpack_versioned(0, &out), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE,
              "rt_torch_tensor_to_dlpack_versioned");
    CHECK(out == NULL);
    rt_tensor z = T(rt_torch_tensor_zeros(DIMS(2)));
    CHECK_ERR(rt_torch_tensor_to_dlpack_legacy(z, NULL), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_tensor_to_dlpack_legacy");
    FREE(z);
}

/* PyTorch 2.6 has no DLPack 1.0 (versioned) structs: both versioned functions are RT_ERR_UNSUPPORTED, naming the
 * release, and a struct given to the import goes back to its producer. */
static void versioned_unsupported(void) {
    char version[64];   /* read first: a call that succeeds clears the last error */
    snprintf(version, sizeof version, "%s", rt_torch_version());
    Producer *p = new_producer();
    check_refused(make_versioned(p), p, RT_ERR_UNSUPPORTED, "has no DLPack 1.0 (versioned) structs");
    CHECK_MSG_HAS(version);
    free_producer(p);
    rt_tensor x = T(rt_torch_tensor_zeros(DIMS(2)));
    void *out = NULL;
    CHECK_ERR(rt_torch_tensor_to_dlpack_versioned(x, &out), RT_ERR_UNSUPPORTED, RT_ERR_UNSUPPORTED,
              "rt_torch_tensor_to_dlpack_versioned");
    CHECK_MSG_HAS(version);
    CHECK(out == NULL);
    FREE(x);
}

/* The legacy struct both ways, which every release has: the import over the producer's memory, the export's
 * fields and memory, each deleter called once. */
static void legacy_both_ways(void) {
    Producer *p = new_producer();
    rt_tensor x = T(rt_torch_tensor_from_dlpack_legacy(make_legacy(p)));
    CHECK_SHAPE(x, 2, 3);
    CHECK(rt_torch_tensor_dtype(x) == RT_FLOAT32);
    p->buffer[5] = 60.0f;   /* no copy: the producer's memory */
    CHECK_VALUES(x, 0, 1, 2, 3, 4, 5, 60);
    CHECK(p->deleted == 0);
    FREE(x);
    CHECK(p->deleted == 1);
    free_producer(p);
    CHECK_ERR(rt_torch_tensor_from_dlpack_legacy(NULL), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_from_dlpack_legacy");

    void *out = NULL;
    rt_tensor y = T(rt_torch_tensor_from_data(F32(1, 2, 3, 4, 5, 6), DIMS(3, 2), RT_FLOAT32));
    CHECK(rt_torch_tensor_to_dlpack_legacy(y, &out) == RT_OK);
    DLManagedTensor *legacy = out;
    CHECK(legacy != NULL && legacy->dl_tensor.ndim == 2);
    CHECK(legacy->dl_tensor.shape[0] == 3 && legacy->dl_tensor.shape[1] == 2);
    CHECK(legacy->dl_tensor.dtype.code == kDLFloat && legacy->dl_tensor.dtype.bits == 32);
    CHECK(legacy->dl_tensor.device.device_type == kDLCPU);
    ((float *)legacy->dl_tensor.data)[0] = 10.0f;   /* the tensor's own memory */
    CHECK_VALUES(y, 0, 10, 2, 3, 4, 5, 6);
    FREE(y);
    CHECK(((float *)legacy->dl_tensor.data)[5] == 6.0f);   /* the struct still holds the memory */
    legacy->deleter(legacy);
}

int main(void) {
    int64_t live = check_start();
    if (strncmp(rt_torch_version(), "2.6.", 4) == 0) {
        versioned_unsupported();
        legacy_both_ways();
        check_finish("test_dlpack", live);
        return 0;
    }
    foreign_producer();
    exports();
    check_finish("test_dlpack", live);
    return 0;
}
