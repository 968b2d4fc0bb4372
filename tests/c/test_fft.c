/* Section 32 from C: the Fourier transforms (complex, real-input, real-output) in each norm mode on inputs whose
 * spectra are known exactly, signal sizes and dims, the sample frequencies, the shifts, a gradient through a round
 * trip, the real and imaginary parts of a complex tensor (views, with gradients), and the error codes of bad
 * arguments. */
#include <string.h>

#include "check.h"

#define FN_FFTN "rt_torch_fft_fftn"
#define FN_RFFTN "rt_torch_fft_rfftn"

/* Compares a complex128 tensor with (real, imaginary) pairs. */
static void check_complex(rt_tensor t, const double *want, int64_t n) {
    double got[64];
    int64_t i;
    CHECK(rt_torch_tensor_dtype(t) == RT_COMPLEX128);
    CHECK(rt_torch_tensor_numel(t) == n && n <= 32);
    CHECK(rt_torch_tensor_copy_to(t, got, (int64_t)sizeof got) == 16 * n);
    for (i = 0; i < 2 * n; i++)
        CHECK_NEAR(got[i], want[i], 1e-12);
}

static void complex_transforms(void) {
    rt_tensor x = T(rt_torch_tensor_from_data(F64(1, 2, 3, 4), DIMS(4), RT_FLOAT64));
    rt_tensor y;

    y = T(rt_torch_fft_fftn(x, NULL, 0, NULL, 0, RT_FFT_NORM_BACKWARD, 0));   /* every dim */
    CHECK_SHAPE(y, 4);
    check_complex(y, F64(10, 0, -2, 2, -2, 0, -2, -2), 4);
    FREE(y);
    y = T(rt_torch_fft_fftn(x, NULL, 0, I64(-1), 1, RT_FFT_NORM_ORTHO, 0));   /* scaled by 1 / sqrt(4) */
    check_complex(y, F64(5, 0, -1, 1, -1, 0, -1, -1), 4);
    FREE(y);
    y = T(rt_torch_fft_fftn(x, NULL, 0, I64(0), 1, RT_FFT_NORM_BACKWARD, 1));   /* the inverse, scaled by 1 / 4 */
    check_complex(y, F64(2.5, 0, -0.5, -0.5, -0.5, 0, -0.5, 0.5), 4);
    FREE(y);
    y = T(rt_torch_fft_fftn(x, NULL, 0, I64(0), 1, RT_FFT_NORM_FORWARD, 1));    /* the inverse unscaled */
    check_complex(y, F64(10, 0, -2, -2, -2, 0, -2, 2), 4);
    FREE(y);
    y = T(rt_torch_fft_fftn(x, I64(2), 1, NULL, 0, RT_FFT_NORM_FORWARD, 0));    /* cut to [1, 2], then / 2 */
    CHECK_SHAPE(y, 2);
    check_complex(y, F64(1.5, 0, -0.5, 0), 2);
    FREE(y);
    y = T(rt_torch_fft_fftn(x, I64(6), 1, I64(0), 1, RT_FFT_NORM_BACKWARD, 0));   /* zero-padded to 6 */
    CHECK_SHAPE(y, 6);
    FREE(y);
    FREE(x);

    x = T(rt_torch_tensor_from_data(F64(1, 2, 3, 4), DIMS(2, 2), RT_FLOAT64));
    y = T(rt_torch_fft_fftn(x, NULL, 0, NULL, 0, RT_FFT_NORM_BACKWARD, 0));
    check_complex(y, F64(10, 0, -2, 0, -4, 0, 0, 0), 4);
    FREE(y);
    y = T(rt_torch_fft_fftn(x, NULL, 0, I64(0), 1, RT_FFT_NORM_BACKWARD, 0));   /* down the columns */
    check_complex(y, F64(4, 0, 6, 0, -2, 0, -2, 0), 4);
    FREE(y);
    rt_tensor ints = T(rt_torch_tensor_from_data(I64(1, 2, 3, 4), DIMS(4), RT_INT64));
    y = T(rt_torch_fft_fftn(ints, NULL, 0, NULL, 0, RT_FFT_NORM_BACKWARD, 0));   /* promoted to float32 */
    CHECK(rt_torch_tensor_dtype(y) == RT_COMPLEX64);
    FREE(y);
    FREE(ints);
    FREE(x);
}

static void real_transforms(void) {
    rt_tensor x = T(rt_torch_tensor_from_data(F64(1, 2, 3, 4), DIMS(4), RT_FLOAT64));
    rt_tensor spectrum = T(rt_torch_fft_rfftn(x, NULL, 0, NULL, 0, RT_FFT_NORM_BACKWARD));
    CHECK_SHAPE(spectrum, 3);   /* 4 / 2 + 1 frequencies */
    check_complex(spectrum, F64(10, 0, -2, 2, -2, 0), 3);
    rt_tensor back = T(rt_torch_fft_irfftn(spectrum, NULL, 0, NULL, 0, RT_FFT_NORM_BACKWARD));   /* n = 2 * (3 - 1) */
    CHECK(rt_torch_tensor_dtype(back) == RT_FLOAT64);
    CHECK_VALUES(back, 1e-12, 1, 2, 3, 4);
    FREE(back);
    back = T(rt_torch_fft_irfftn(spectrum, I64(5), 1, I64(0), 1, RT_FFT_NORM_FORWARD));   /* 5 points, unscaled */
    CHECK_SHAPE(back, 5);
    FREE(back);
    FREE(spectrum);
    spectrum = T(rt_torch_fft_rfftn(x, NULL, 0, NULL, 0, RT_FFT_NORM_ORTHO));
    back = T(rt_torch_fft_irfftn(spectrum, I64(-1), 1, NULL, 0, RT_FFT_NORM_ORTHO));   /* -1: the default length */
    CHECK_VALUES(back, 1e-12, 1, 2, 3, 4);
    FREE(back);
    FREE(spectrum);

    /* the round trip is the identity, so the gradient of its sum is all ones */
    CHECK(rt_torch_tensor_set_requires_grad(x, 1) == RT_OK);
    spectrum = T(rt_torch_fft_rfftn(x, NULL, 0, NULL, 0, RT_FFT_NORM_FORWARD));
    back = T(rt_torch_fft_irfftn(spectrum, I64(4), 1, NULL, 0, RT_FFT_NORM_FORWARD));
    rt_tensor total = T(rt_torch_tensor_sum(back));
    if (strncmp(rt_torch_version(), "2.6.", 4) == 0) {
        /* PyTorch 2.6's own bug (its PyPI build, Python torch alike): MKL refuses this backward; 2.9 computes it */
        CHECK(rt_torch_tensor_backward(total) == RT_ERR_INTERNAL);
        CHECK_MSG_HAS("MKL FFT error");
    } else {
        CHECK(rt_torch_tensor_backward(total) == RT_OK);
        rt_tensor grad = T(rt_torch_tensor_grad(x));
        CHECK(rt_torch_tensor_dtype(grad) == RT_FLOAT64);
        CHECK_VALUES(grad, 1e-12, 1, 1, 1, 1);
        FREE(grad);
    }
    FREE(total);
    FREE(back);
    FREE(spectrum);
    FREE(x);
}

static void frequencies_and_shifts(void) {
    rt_tensor f = T(rt_torch_fft_fftfreq(5, 1.0, RT_DTYPE_DEFAULT, RT_DEVICE_DEFAULT));
    CHECK(rt_torch_tensor_dtype(f) == RT_FLOAT32);
    CHECK_VALUES(f, 1e-7, 0, 0.2, 0.4, -0.4, -0.2);
    FREE(f);
    f = T(rt_torch_fft_rfftfreq(4, 0.5, RT_FLOAT64, RT_DEVICE_DEFAULT));   /* [0, 1, 2] / (4 * 0.5) */
    CHECK_VALUES(f, 0, 0, 0.5, 1);
    FREE(f);

    rt_tensor x = T(rt_torch_tensor_from_data(I64(0, 1, 2, 3, 4), DIMS(5), RT_INT64));
    rt_tensor s = T(rt_torch_fft_fftshift(x, NULL, 0, 0));
    CHECK_VALUES(s, 0, 3, 4, 0, 1, 2);
    FREE(s);
    s = T(rt_torch_fft_fftshift(x, I64(0), 1, 1));   /* ifftshift */
    CHECK_VALUES(s, 0, 2, 3, 4, 0, 1);
    FREE(s);
    FREE(x);
    x = T(rt_torch_tensor_from_data(F64(0, 1, 2, 3, 4, 5), DIMS(2, 3), RT_FLOAT64));
    s = T(rt_torch_fft_fftshift(x, I64(-1), 1, 0));   /* the rows only */
    CHECK_VALUES(s, 0, 2, 0, 1, 5, 3, 4);
    FREE(s);
    s = T(rt_torch_fft_fftshift(x, NULL, 0, 0));      /* both dims */
    CHECK_VALUES(s, 0, 5, 3, 4, 2, 0, 1);
    FREE(s);
    FREE(x);
}

static void parts(void) {
    rt_tensor z = T(rt_torch_tensor_from_data(F64(1, 2, 3, -4), DIMS(2), RT_COMPLEX128));   /* 1 + 2i, 3 - 4i */
    rt_tensor re = T(rt_torch_tensor_real(z)), im = T(rt_torch_tensor_imag(z));
    CHECK(rt_torch_tensor_dtype(re) == RT_FLOAT64 && rt_torch_tensor_dtype(im) == RT_FLOAT64);
    CHECK_VALUES(re, 0, 1, 3);
    CHECK_VALUES(im, 0, 2, -4);
    rt_tensor values = T(rt_torch_tensor_from_data(F64(5, 6), DIMS(2), RT_FLOAT64));
    CHECK(rt_torch_tensor_copy_from(im, values) == RT_OK);   /* a view: the write reaches z */
    check_complex(z, F64(1, 5, 3, 6), 2);
    FREE(values);
    FREE(im);
    FREE(re);

    /* the gradient of the sum of a part: 1 for the real part, i for the imaginary one */
    CHECK(rt_torch_tensor_set_requires_grad(z, 1) == RT_OK);
    im = T(rt_torch_tensor_imag(z));
    rt_tensor total = T(rt_torch_tensor_sum(im));
    CHECK(rt_torch_tensor_backward(total) == RT_OK);
    rt_tensor grad = T(rt_torch_tensor_grad(z));
    check_complex(grad, F64(0, 1, 0, 1), 2);
    FREE(grad);
    FREE(total);
    FREE(im);
    FREE(z);

    rt_tensor x = T(rt_torch_tensor_from_data(F64(1, 2), DIMS(2), RT_FLOAT64));
    re = T(rt_torch_tensor_real(x));   /* a real tensor is its own real part */
    CHECK_VALUES(re, 0, 1, 2);
    FREE(re);
    CHECK_ERR(rt_torch_tensor_imag(x), 0, RT_ERR_DTYPE, "rt_torch_tensor_imag");
    CHECK_ERR(rt_torch_tensor_real(0), 0, RT_ERR_INVALID_HANDLE, "rt_torch_tensor_real");
    FREE(x);
}

static void errors(void) {
    rt_tensor x = T(rt_torch_tensor_from_data(F64(1, 2, 3, 4, 5, 6), DIMS(2, 3), RT_FLOAT64));
    rt_tensor scalar = T(rt_torch_tensor_from_data(F64(1), NULL, 0, RT_FLOAT64));
    CHECK_ERR(rt_torch_fft_fftn(x, NULL, 0, NULL, 0, 7, 0), 0, RT_ERR_INVALID_ARGUMENT, FN_FFTN);   /* norm */
    CHECK_ERR(rt_torch_fft_fftn(x, NULL, 0, I64(1, -1), 2, RT_FFT_NORM_BACKWARD, 0), 0, RT_ERR_INVALID_ARGUMENT,
              FN_FFTN);   /* a dim twice */
    CHECK_MSG_HAS("unique");
    CHECK_ERR(rt_torch_fft_fftn(x, NULL, 0, I64(2), 1, RT_FFT_NORM_BACKWARD, 0), 0, RT_ERR_INVALID_ARGUMENT, FN_FFTN);
    CHECK_ERR(rt_torch_fft_fftn(x, I64(2, 2), 2, I64(0), 1, RT_FFT_NORM_BACKWARD, 0), 0, RT_ERR_INVALID_ARGUMENT,
              FN_FFTN);   /* s and dims of different lengths */
    CHECK_ERR(rt_torch_fft_fftn(x, I64(2, 2, 2), 3, NULL, 0, RT_FFT_NORM_BACKWARD, 0), 0, RT_ERR_SHAPE, FN_FFTN);
    CHECK_ERR(rt_torch_fft_fftn(x, I64(0), 1, NULL, 0, RT_FFT_NORM_BACKWARD, 0), 0, RT_ERR_INVALID_ARGUMENT, FN_FFTN);
    CHECK_MSG_HAS("invalid number of data points (0)");
    CHECK_ERR(rt_torch_fft_fftn(x, NULL, 2, NULL, 0, RT_FFT_NORM_BACKWARD, 0), 0, RT_ERR_INVALID_ARGUMENT, FN_FFTN);
    CHECK_ERR(rt_torch_fft_fftn(scalar, NULL, 0, I64(0), 1, RT_FFT_NORM_BACKWARD, 0), 0, RT_ERR_INVALID_ARGUMENT,
              FN_FFTN);
    CHECK_ERR(rt_torch_fft_fftn(0, NULL, 0, NULL, 0, RT_FFT_NORM_BACKWARD, 0), 0, RT_ERR_INVALID_HANDLE, FN_FFTN);
    rt_tensor empty = T(rt_torch_tensor_zeros(DIMS(0, 4)));   /* no signals to transform */
    CHECK_ERR(rt_torch_fft_fftn(empty, NULL, 0, I64(1), 1, RT_FFT_NORM_BACKWARD, 0), 0, RT_ERR_SHAPE, FN_FFTN);
    FREE(empty);
    rt_tensor spectrum = T(rt_torch_fft_fftn(x, NULL, 0, NULL, 0, RT_FFT_NORM_BACKWARD, 0));
    CHECK_ERR(rt_torch_fft_rfftn(spectrum, NULL, 0, NULL, 0, RT_FFT_NORM_BACKWARD), 0, RT_ERR_DTYPE, FN_RFFTN);
    CHECK_ERR(rt_torch_fft_rfftn(scalar, NULL, 0, NULL, 0, RT_FFT_NORM_BACKWARD), 0, RT_ERR_INVALID_ARGUMENT,
              FN_RFFTN);   /* no dim to transform */
    rt_tensor column = T(rt_torch_tensor_from_data(F64(1, 2), DIMS(2, 1), RT_FLOAT64));
    CHECK_ERR(rt_torch_fft_irfftn(column, NULL, 0, NULL, 0, RT_FFT_NORM_BACKWARD), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_fft_irfftn");   /* 2 * (1 - 1) = 0 points */
    if (check_default_device() == RT_CPU) {   /* PyTorch's CUDA transforms take half types */
        rt_tensor half = T(rt_torch_tensor_to_dtype(x, RT_FLOAT16));
        CHECK_ERR(rt_torch_fft_fftn(half, NULL, 0, NULL, 0, RT_FFT_NORM_BACKWARD, 0), 0, RT_ERR_DTYPE, FN_FFTN);
        FREE(half);
    }
    CHECK_ERR(rt_torch_fft_fftfreq(4, 1.0, RT_INT64, RT_DEVICE_DEFAULT), 0, RT_ERR_DTYPE, "rt_torch_fft_fftfreq");
    CHECK_ERR(rt_torch_fft_rfftfreq(-1, 1.0, RT_DTYPE_DEFAULT, RT_DEVICE_DEFAULT), 0, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_fft_rfftfreq");
    CHECK_ERR(rt_torch_fft_fftshift(scalar, NULL, 0, 0), 0, RT_ERR_SHAPE, "rt_torch_fft_fftshift");
    CHECK_ERR(rt_torch_fft_fftshift(x, I64(5), 1, 1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_fft_fftshift");
    FREE(column);
    FREE(spectrum);
    FREE(scalar);
    FREE(x);
}

int main(void) {
    int64_t live = check_start();
    complex_transforms();
    real_transforms();
    frequencies_and_shifts();
    parts();
    errors();
    check_finish("test_fft", live);
    return 0;
}
