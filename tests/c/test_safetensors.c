/* Section 28 (ABI 1.5) from C: safetensors files. A set of named tensors (float32, bfloat16, int64, bool, 0-dim,
 * empty) with metadata is saved, loaded back bit for bit in order, changed and saved again; tensors taken from a
 * set outlive it; malformed files, missing paths, complex128 and bad handles fail with their codes and make
 * nothing. Issue 27: headers of every length modulo 256 load (a first byte 0x80 is no pickle), from this writer
 * and unpadded; names C cannot read back (a NUL, a lone surrogate) are refused; a FIFO is refused at once, not
 * waited on. (The program runs in its build folder: the files it writes stay there.) */
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"

#define FILE_A "test_safetensors_a.safetensors"
#define FILE_B "test_safetensors_b.safetensors"

static void write_bytes(const char *path, const void *bytes, size_t n) {
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    CHECK(fwrite(bytes, 1, n, f) == n);
    fclose(f);
}

/* a file of an 8-byte little-endian header length, the header, then data */
static void write_file(const char *path, const char *header, const void *data, size_t ndata) {
    unsigned char buf[512];
    size_t n = strlen(header);
    for (int i = 0; i < 8; i++)
        buf[i] = (unsigned char)((uint64_t)n >> (8 * i));
    memcpy(buf + 8, header, n);
    memcpy(buf + 8 + n, data, ndata);
    write_bytes(path, buf, 8 + n + ndata);
}

/* A file holding one uint8 tensor of value `value`, named by name_length 'n's, its header unpadded */
static void write_named(const char *path, size_t name_length, unsigned char value) {
    static const char before[] = "{\"", after[] = "\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1]}}";
    size_t n = strlen(before) + name_length + strlen(after);
    unsigned char *buf = malloc(8 + n + 1);
    CHECK(buf != NULL);
    for (int i = 0; i < 8; i++)
        buf[i] = (unsigned char)((uint64_t)n >> (8 * i));
    memcpy(buf + 8, before, strlen(before));
    memset(buf + 8 + strlen(before), 'n', name_length);
    memcpy(buf + 8 + strlen(before) + name_length, after, strlen(after));
    buf[8 + n] = value;
    write_bytes(path, buf, 8 + n + 1);
    free(buf);
}

/* Issue 27: every header length modulo 256 reads back; text C cannot read back and FIFOs are refused */
static void lengths_text_and_files(void) {
    char name[320];
    for (int residue = 0; residue < 256; residue++) {   /* unpadded headers: all 256 */
        size_t name_length = (size_t)(512 + residue) - strlen("{\"\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1]}}");
        write_named("residue.safetensors", name_length, (unsigned char)residue);
        rt_handle file = rt_torch_safetensors_load("residue.safetensors");
        CHECK(file > 0 && rt_torch_safetensors_count(file) == 1);
        CHECK(strlen(rt_torch_safetensors_name(file, 0)) == name_length);
        rt_tensor value = T(rt_torch_safetensors_get(file, rt_torch_safetensors_name(file, 0)));
        CHECK_VALUES(value, 0, residue);
        FREE(value);
        CHECK(rt_torch_safetensors_free(file) == RT_OK);
    }
    rt_tensor one = T(rt_torch_tensor_from_data(F32(2.5f), DIMS(1), RT_FLOAT32));
    int first_bytes[256] = {0};
    for (size_t length = 1; length < sizeof name; length++) {   /* this writer's padded headers: 32 of them */
        memset(name, 'w', length);
        name[length] = '\0';
        rt_handle set = rt_torch_safetensors_new();
        CHECK(rt_torch_safetensors_set(set, name, one) == RT_OK);
        CHECK(rt_torch_safetensors_save(set, "written.safetensors") == RT_OK);
        CHECK(rt_torch_safetensors_free(set) == RT_OK);
        FILE *f = fopen("written.safetensors", "rb");
        CHECK(f != NULL);
        first_bytes[fgetc(f)] = 1;
        fclose(f);
        rt_handle file = rt_torch_safetensors_load("written.safetensors");
        CHECK(file > 0 && strcmp(rt_torch_safetensors_name(file, 0), name) == 0);
        CHECK(rt_torch_safetensors_free(file) == RT_OK);
    }
    for (int byte = 0; byte < 256; byte++)
        CHECK(first_bytes[byte] == (byte % 8 == 0));
    FREE(one);

    const unsigned char zero = 0;
    write_file("text.safetensors", "{\"a\\u0000b\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1]}}", &zero, 1);
    CHECK_ERR(rt_torch_safetensors_load("text.safetensors"), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_safetensors_load");
    CHECK_MSG_HAS("NUL character");   /* it would read back as "a" */
    write_file("text.safetensors", "{\"\\ud800\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1]}}", &zero, 1);
    CHECK_ERR(rt_torch_safetensors_load("text.safetensors"), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_safetensors_load");
    CHECK_MSG_HAS("lone surrogate");   /* it would read back as "?" */
    write_file("text.safetensors", "{\"__metadata__\":{\"k\":\"v\\u0000\"}}", &zero, 0);
    CHECK_ERR(rt_torch_safetensors_load("text.safetensors"), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_safetensors_load");
    CHECK_MSG_HAS("NUL character");

    unlink("fifo.safetensors");
    CHECK(mkfifo("fifo.safetensors", 0600) == 0);
    alarm(60);   /* a load that waits for a writer fails the test instead of hanging it */
    CHECK_ERR(rt_torch_safetensors_load("fifo.safetensors"), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_safetensors_load");
    CHECK_MSG_HAS("a FIFO, not a regular file");
    CHECK_ERR(rt_torch_safetensors_load("."), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_safetensors_load");
    CHECK_MSG_HAS("a directory");
    CHECK_ERR(rt_torch_safetensors_load("/dev/zero"), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_safetensors_load");
    CHECK_MSG_HAS("a character device");
    alarm(0);
    unlink("fifo.safetensors");
}

int main(void) {
    int64_t live = check_start();

    /* -- a set made in C, saved -- */
    rt_handle set = rt_torch_safetensors_new();
    CHECK(set > 0);
    CHECK_OK();
    rt_tensor w = T(rt_torch_tensor_from_data(F32(1.5f, -2.0f, 3.25f, 0.0f, 1e-30f, -7.0f), DIMS(2, 3), RT_FLOAT32));
    rt_tensor half = T(rt_torch_tensor_to_dtype(w, RT_BFLOAT16));
    rt_tensor steps = T(rt_torch_tensor_from_data(I64(9007199254740993LL, -1), DIMS(2), RT_INT64));
    rt_tensor scalar = T(rt_torch_tensor_from_data(F64(0.1), NULL, 0, RT_FLOAT64));
    rt_tensor flags = T(rt_torch_tensor_from_data(U8(1, 0, 1), DIMS(3), RT_BOOL));
    rt_tensor none = T(rt_torch_tensor_zeros(DIMS(0, 4)));
    CHECK(rt_torch_safetensors_set(set, "layer.weight", w) == RT_OK);
    CHECK(rt_torch_safetensors_set(set, "layer.weight_bf16", half) == RT_OK);
    CHECK(rt_torch_safetensors_set(set, "steps", steps) == RT_OK);
    CHECK(rt_torch_safetensors_set(set, "scalar", scalar) == RT_OK);
    CHECK(rt_torch_safetensors_set(set, "flags", flags) == RT_OK);
    CHECK(rt_torch_safetensors_set(set, "none", none) == RT_OK);
    CHECK(rt_torch_safetensors_set_metadata(set, "epoch", "3") == RT_OK);
    CHECK(rt_torch_safetensors_set_metadata(set, "model", "tiny") == RT_OK);
    CHECK(rt_torch_safetensors_count(set) == 6 && rt_torch_safetensors_metadata_count(set) == 2);
    CHECK(rt_torch_safetensors_save(set, FILE_A) == RT_OK);
    CHECK(rt_torch_safetensors_free(set) == RT_OK);
    FREE(half); FREE(steps); FREE(scalar); FREE(flags); FREE(none);

    /* -- loaded back: the order, the values, the metadata -- */
    rt_handle file = rt_torch_safetensors_load(FILE_A);
    CHECK(file > 0);
    CHECK(rt_torch_safetensors_count(file) == 6);
    CHECK(strcmp(rt_torch_safetensors_name(file, 0), "layer.weight") == 0);
    CHECK(strcmp(rt_torch_safetensors_name(file, 5), "none") == 0);
    CHECK(strcmp(rt_torch_safetensors_metadata_key(file, 1), "model") == 0);
    CHECK(strcmp(rt_torch_safetensors_metadata_value(file, "epoch"), "3") == 0);
    rt_tensor got = T(rt_torch_safetensors_get(file, "layer.weight"));
    CHECK_SHAPE(got, 2, 3);
    CHECK(rt_torch_tensor_dtype(got) == RT_FLOAT32);
    CHECK_VALUES(got, 0, 1.5, -2.0, 3.25, 0.0, 1e-30f, -7.0);
    rt_tensor b16 = T(rt_torch_safetensors_get(file, "layer.weight_bf16"));
    CHECK(rt_torch_tensor_dtype(b16) == RT_BFLOAT16);
    rt_tensor widened = T(rt_torch_tensor_to_dtype(b16, RT_FLOAT32));
    CHECK_VALUES(widened, 1e-32, 1.5, -2.0, 3.25, 0.0, 1e-30, -7.0);   /* 1e-30 rounded to bf16 */
    FREE(widened);
    rt_tensor i64 = T(rt_torch_safetensors_get(file, "steps"));
    int64_t back[2] = {0, 0};
    CHECK(rt_torch_tensor_copy_to(i64, back, sizeof back) == (int64_t)sizeof back);
    CHECK(back[0] == 9007199254740993LL && back[1] == -1);   /* above 2**53: not through a double */
    rt_tensor zero_dim = T(rt_torch_safetensors_get(file, "scalar"));
    CHECK(rt_torch_tensor_ndim(zero_dim) == 0);
    CHECK_VALUES(zero_dim, 0, 0.1);
    rt_tensor bools = T(rt_torch_safetensors_get(file, "flags"));
    CHECK(rt_torch_tensor_dtype(bools) == RT_BOOL);
    CHECK_VALUES(bools, 0, 1, 0, 1);
    rt_tensor empty = T(rt_torch_safetensors_get(file, "none"));
    CHECK_SHAPE(empty, 0, 4);

    /* -- changed and saved again over another file; the taken tensors outlive the set -- */
    CHECK(rt_torch_safetensors_set(file, "layer.weight", zero_dim) == RT_OK);   /* replaced, in its place */
    CHECK(rt_torch_safetensors_set_metadata(file, "epoch", "4") == RT_OK);
    CHECK(rt_torch_safetensors_save(file, FILE_B) == RT_OK);
    CHECK(rt_torch_safetensors_free(file) == RT_OK);
    CHECK_VALUES(got, 0, 1.5, -2.0, 3.25, 0.0, 1e-30f, -7.0);
    rt_handle again = rt_torch_safetensors_load(FILE_B);
    CHECK(again > 0 && strcmp(rt_torch_safetensors_name(again, 0), "layer.weight") == 0);
    CHECK(strcmp(rt_torch_safetensors_metadata_value(again, "epoch"), "4") == 0);
    rt_tensor replaced = T(rt_torch_safetensors_get(again, "layer.weight"));
    CHECK(rt_torch_tensor_ndim(replaced) == 0);
    FREE(replaced); FREE(got); FREE(b16); FREE(i64); FREE(zero_dim); FREE(bools); FREE(empty);

    /* -- errors: bad arguments and handles -- */
    CHECK_ERR(rt_torch_safetensors_get(again, "missing"), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_safetensors_get");
    CHECK_ERR(rt_torch_safetensors_name(again, 6)[0], '\0', RT_ERR_INVALID_ARGUMENT, "rt_torch_safetensors_name");
    CHECK_ERR(rt_torch_safetensors_metadata_key(again, -1)[0], '\0', RT_ERR_INVALID_ARGUMENT,
              "rt_torch_safetensors_metadata_key");
    CHECK_ERR(rt_torch_safetensors_metadata_value(again, NULL)[0], '\0', RT_ERR_INVALID_ARGUMENT,
              "rt_torch_safetensors_metadata_value");
    rt_tensor complex = T(rt_torch_tensor_zeros_options(DIMS(2), RT_COMPLEX128, RT_DEVICE_DEFAULT));
    CHECK_ERR(rt_torch_safetensors_set(again, "c", complex), RT_ERR_DTYPE, RT_ERR_DTYPE, "rt_torch_safetensors_set");
    CHECK_MSG_HAS("complex128");
    FREE(complex);
    CHECK_ERR(rt_torch_safetensors_set(again, "__metadata__", w), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_safetensors_set");
    CHECK_ERR(rt_torch_safetensors_save(again, "no/such/folder/x.safetensors"), RT_ERR_INVALID_ARGUMENT,
              RT_ERR_INVALID_ARGUMENT, "rt_torch_safetensors_save");
    CHECK_ERR(rt_torch_safetensors_count(w), -1, RT_ERR_INVALID_HANDLE, "rt_torch_safetensors_count");
    CHECK_MSG_HAS("not a safetensors handle");
    CHECK_ERR(rt_torch_safetensors_metadata_count(0), -1, RT_ERR_INVALID_HANDLE,
              "rt_torch_safetensors_metadata_count");
    CHECK_ERR(rt_torch_safetensors_set_metadata(again, "k", NULL), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_safetensors_set_metadata");
    CHECK(rt_torch_safetensors_free(again) == RT_OK);
    CHECK_ERR(rt_torch_safetensors_free(again), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE,
              "rt_torch_safetensors_free");
    CHECK_MSG_HAS("freed");
    FREE(w);

    /* -- malformed files and paths: an error and nothing made -- */
    int64_t before = rt_torch_live_tensors();
    CHECK_ERR(rt_torch_safetensors_load("no/such/file.safetensors"), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_safetensors_load");
    CHECK_MSG_HAS("No such file");
    const float two[2] = {1.0f, 2.0f};
    write_file("bad.safetensors", "{\"a\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]}}", two, 4);
    CHECK_ERR(rt_torch_safetensors_load("bad.safetensors"), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_safetensors_load");
    CHECK_MSG_HAS("truncated");
    write_file("bad.safetensors", "{\"a\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[0,4]},"
               "\"b\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[0,4]}}", two, 4);
    CHECK_ERR(rt_torch_safetensors_load("bad.safetensors"), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_safetensors_load");
    CHECK_MSG_HAS("overlaps");
    write_file("bad.safetensors", "{\"a\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[0,4]},"
               "\"a\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[4,8]}}", two, 8);
    CHECK_ERR(rt_torch_safetensors_load("bad.safetensors"), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_safetensors_load");
    CHECK_MSG_HAS("twice");
    write_file("bad.safetensors", "{\"a\":{\"dtype\":\"U16\",\"shape\":[2],\"data_offsets\":[0,4]}}", two, 4);
    CHECK_ERR(rt_torch_safetensors_load("bad.safetensors"), 0, RT_ERR_DTYPE, "rt_torch_safetensors_load");
    write_file("bad.safetensors", "{\"\xff\":{}}", two, 0);
    CHECK_ERR(rt_torch_safetensors_load("bad.safetensors"), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_safetensors_load");
    CHECK_MSG_HAS("not UTF-8");
    const unsigned char huge[16] = {0, 0, 0, 0, 0, 1, 0, 0, '{', '}'};   /* a header length of 2**40 */
    write_bytes("bad.safetensors", huge, sizeof huge);
    CHECK_ERR(rt_torch_safetensors_load("bad.safetensors"), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_safetensors_load");
    CHECK_MSG_HAS("limit");
    CHECK(rt_torch_live_tensors() == before);

    lengths_text_and_files();
    CHECK(rt_torch_live_tensors() == before);

    check_finish("test_safetensors", live);
    return 0;
}
