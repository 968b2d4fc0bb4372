/* Section 38 (ABI 1.8) from C: torch.backends' switches and facts, on either backend. Every flag reads PyTorch's
 * default in a fresh process, can be set to the other value and back; the libraries' facts are 0 or 1 and agree
 * with each other (a cuDNN version only with cuDNN); the CPU capability is one of PyTorch's names; unknown names,
 * NULL and values other than 0 and 1 are RT_ERR_INVALID_ARGUMENT. */
#include <string.h>

#include "check.h"

/* spec.BACKEND_FLAGS and PyTorch's defaults ("opt_einsum.enabled" is checked on its own: it starts as whether the
 * opt_einsum package is installed) */
static const struct {
    const char *name;
    int32_t pytorch_default;
} FLAGS[] = {
    {"cudnn.enabled", 1},
    {"cudnn.benchmark", 0},
    {"cudnn.deterministic", 0},
    {"cudnn.allow_tf32", 1},
    {"cuda.matmul.allow_tf32", 0},
    {"cuda.matmul.allow_fp16_reduced_precision_reduction", 1},
    {"cuda.matmul.allow_bf16_reduced_precision_reduction", 1},
    {"cuda.flash_sdp", 1},
    {"cuda.mem_efficient_sdp", 1},
    {"cuda.math_sdp", 1},
    {"cuda.cudnn_sdp", 1},
    {"mkldnn.enabled", 1},
    {"mkldnn.deterministic", 0},
};

static const char *const AVAILABLE[] = {"cudnn", "mps", "mkldnn", "mkl", "openmp", "opt_einsum"};
static const char *const BUILT[] = {"cuda", "mps"};
static const char *const CAPABILITIES[] = {"DEFAULT", "VSX", "Z VECTOR", "NO AVX", "AVX2", "AVX512", "SVE256"};

#define COUNT(array) (sizeof(array) / sizeof((array)[0]))

int main(void) {
    int64_t live = check_start();
    const char *fn_flag = "rt_torch_backends_flag", *fn_set = "rt_torch_backends_set_flag";

    for (size_t i = 0; i < COUNT(FLAGS); i++) {
        int32_t value = rt_torch_backends_flag(FLAGS[i].name);
        CHECK(value == FLAGS[i].pytorch_default);
        CHECK(rt_torch_backends_set_flag(FLAGS[i].name, !value) == RT_OK);
        CHECK(rt_torch_backends_flag(FLAGS[i].name) == !value);
        CHECK(rt_torch_backends_set_flag(FLAGS[i].name, value) == RT_OK);
        CHECK(rt_torch_backends_flag(FLAGS[i].name) == value);
    }

    for (size_t i = 0; i < COUNT(AVAILABLE); i++) {
        int32_t available = rt_torch_backends_is_available(AVAILABLE[i]);
        CHECK(available == 0 || available == 1);
    }
    for (size_t i = 0; i < COUNT(BUILT); i++) {
        int32_t built = rt_torch_backends_is_built(BUILT[i]);
        CHECK(built == 0 || built == 1);
    }
#ifndef __APPLE__
    CHECK(rt_torch_backends_is_available("mps") == 0 && rt_torch_backends_is_built("mps") == 0);
#endif
    int64_t version = rt_torch_backends_cudnn_version();
    CHECK(rt_torch_backends_is_available("cudnn") ? version > 0 : version == 0);

    const char *capability = rt_torch_backends_cpu_capability();
    int known = 0;
    for (size_t i = 0; i < COUNT(CAPABILITIES); i++)
        known |= capability != NULL && strcmp(capability, CAPABILITIES[i]) == 0;
    CHECK(known);

    /* opt_einsum: on by default where its package is; set, as PyTorch's, either way */
    int32_t opt_einsum = rt_torch_backends_is_available("opt_einsum");
    CHECK(rt_torch_backends_flag("opt_einsum.enabled") == opt_einsum);
    CHECK(rt_torch_backends_set_flag("opt_einsum.enabled", !opt_einsum) == RT_OK);
    CHECK(rt_torch_backends_flag("opt_einsum.enabled") == !opt_einsum);
    CHECK(rt_torch_backends_set_flag("opt_einsum.enabled", opt_einsum) == RT_OK);
    CHECK(rt_torch_backends_flag("opt_einsum.enabled") == opt_einsum);

    /* bad names and values */
    CHECK_ERR(rt_torch_backends_flag("cudnn.fast"), -1, RT_ERR_INVALID_ARGUMENT, fn_flag);
    CHECK_MSG_HAS("cudnn.benchmark");   /* the message lists the names */
    CHECK_ERR(rt_torch_backends_flag(NULL), -1, RT_ERR_INVALID_ARGUMENT, fn_flag);
    CHECK_ERR(rt_torch_backends_set_flag("cudnn.benchmark", 2), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT,
              fn_set);
    CHECK(rt_torch_backends_flag("cudnn.benchmark") == 0);   /* unchanged */
    CHECK_ERR(rt_torch_backends_set_flag("", 1), RT_ERR_INVALID_ARGUMENT, RT_ERR_INVALID_ARGUMENT, fn_set);
    CHECK_ERR(rt_torch_backends_is_available("cuda"), -1, RT_ERR_INVALID_ARGUMENT,
              "rt_torch_backends_is_available");   /* "cuda" is asked with is_built */
    CHECK_ERR(rt_torch_backends_is_built("cudnn"), -1, RT_ERR_INVALID_ARGUMENT, "rt_torch_backends_is_built");
    CHECK_ERR(rt_torch_backends_is_built(NULL), -1, RT_ERR_INVALID_ARGUMENT, "rt_torch_backends_is_built");

    check_finish("test_backend_switches", live);
    return 0;
}
