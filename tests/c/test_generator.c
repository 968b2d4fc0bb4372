/* Section 21 (ABI 1.4) from C: generators of their own. Two generators with one seed give the same samples,
 * unaffected by the default generator between them; a thread goes back to the default generator with
 * rt_torch_generator_use(0) or when its generator is freed; seeds read back; bad handles and seeds fail.
 * The samples are drawn on the default device, so both generators are made for it (RT_DEVICE_DEFAULT, and its
 * code: the CPU's, or cuda:0's under make test-gpu, as PyTorch wants a generator of the device it draws on). */
#include "check.h"

static void sample(rt_handle gen, double *out) {
    CHECK(rt_torch_generator_use(gen) == RT_OK);
    rt_tensor r = T(rt_torch_tensor_randn_options(DIMS(4), RT_FLOAT64, RT_DEVICE_DEFAULT));
    CHECK(check_read(r, out, 4) == 4);
    FREE(r);
    CHECK(rt_torch_generator_use(0) == RT_OK);
}

int main(void) {
    int64_t live = check_start();
    rt_handle a = rt_torch_generator_new(RT_DEVICE_DEFAULT), b = rt_torch_generator_new(check_default_device());
    CHECK(a > 0 && b > 0 && a != b);
    int64_t seed = 0;
    CHECK(rt_torch_generator_initial_seed(a, &seed) == RT_OK && seed == 67280421310721LL);   /* PyTorch's default */
    CHECK(rt_torch_generator_manual_seed(a, 42) == RT_OK && rt_torch_generator_manual_seed(b, 42) == RT_OK);
    CHECK(rt_torch_generator_initial_seed(b, &seed) == RT_OK && seed == 42);
    double first[4], second[4], other[4];
    sample(a, first);
    rt_tensor noise = T(rt_torch_tensor_randn(DIMS(100)));   /* the default generator moves on meanwhile */
    FREE(noise);
    sample(b, second);
    for (int i = 0; i < 4; i++) CHECK(first[i] == second[i]);
    sample(a, other);   /* a moved on: new numbers */
    CHECK(other[0] != first[0]);

    /* a permutation and a multinomial draw from the chosen generator too */
    CHECK(rt_torch_generator_manual_seed(a, 7) == RT_OK && rt_torch_generator_manual_seed(b, 7) == RT_OK);
    double pa[5], pb[5];
    CHECK(rt_torch_generator_use(a) == RT_OK);
    rt_tensor perm = T(rt_torch_tensor_randperm(5, RT_FLOAT64, RT_DEVICE_DEFAULT));
    CHECK(check_read(perm, pa, 5) == 5);
    FREE(perm);
    CHECK(rt_torch_generator_use(b) == RT_OK);
    perm = T(rt_torch_tensor_randperm(5, RT_FLOAT64, RT_DEVICE_DEFAULT));
    CHECK(check_read(perm, pb, 5) == 5);
    FREE(perm);
    for (int i = 0; i < 5; i++) CHECK(pa[i] == pb[i]);

    /* freeing the generator in use: back to the default one, and the handle is gone */
    CHECK(rt_torch_generator_free(b) == RT_OK);
    rt_tensor after = T(rt_torch_tensor_rand(DIMS(2)));
    FREE(after);
    CHECK_ERR(rt_torch_generator_use(b), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE, "rt_torch_generator_use");
    CHECK_ERR(rt_torch_generator_initial_seed(b, &seed), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE,
              "rt_torch_generator_initial_seed");
    CHECK_ERR(rt_torch_generator_manual_seed(live + 1000000, 1), RT_ERR_INVALID_HANDLE, RT_ERR_INVALID_HANDLE,
              "rt_torch_generator_manual_seed");
    CHECK_ERR(rt_torch_generator_new(rt_torch_cuda_device_count()), 0, RT_ERR_DEVICE,
              "rt_torch_generator_new");   /* one past the last GPU, if any */
    CHECK(rt_torch_generator_manual_seed(a, -1) == RT_OK);
    CHECK(rt_torch_generator_initial_seed(a, &seed) == RT_OK && seed == -1);
    CHECK(rt_torch_generator_free(a) == RT_OK);
    check_finish("test_generator", live);
    return 0;
}
