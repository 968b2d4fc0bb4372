/* The README's C example: a sum, an error that names its cause, and a gradient, with every handle freed.
 *
 *     make lib && export PKG_CONFIG_PATH=$PWD/build/lib/pkgconfig
 *     cc examples/c/quickstart.c $(pkg-config --cflags --libs simple-torch) -o quickstart && ./quickstart */
#include <stdio.h>
#include "simple_torch.h"

int main(void) {
    int64_t dims[2] = {2, 3};
    rt_tensor a = rt_torch_tensor_ones(dims, 2);
    rt_tensor b = rt_torch_tensor_full(dims, 2, 2.5);
    rt_tensor c = rt_torch_tensor_add(a, b);
    float out[6];
    if (rt_torch_tensor_copy_to(c, out, sizeof out) < 0) {
        fprintf(stderr, "%s\n", rt_torch_last_error());
        return 1;
    }
    printf("a + b = %.1f ... %.1f\n", out[0], out[5]);

    rt_tensor bad = rt_torch_tensor_matmul(a, b);   /* 0: the shapes do not fit */
    printf("error %d: %s\n", rt_torch_last_error_code(), rt_torch_last_error());

    /* Every handle made between begin and end is freed at the end, except those passed to scope_keep. */
    rt_torch_scope_begin();
    rt_torch_tensor_set_requires_grad(a, 1);
    rt_tensor loss = rt_torch_tensor_sum(rt_torch_tensor_mul(a, b));
    rt_torch_tensor_backward(loss);
    rt_tensor grad = rt_torch_tensor_grad(a);       /* d loss / d a = b */
    rt_torch_scope_keep(grad);
    rt_torch_scope_end();                           /* frees the product and the loss */
    rt_torch_tensor_copy_to(grad, out, sizeof out);
    printf("grad = %.1f ... %.1f\n", out[0], out[5]);

    rt_torch_tensor_free(a); rt_torch_tensor_free(b); rt_torch_tensor_free(c);
    rt_torch_tensor_free(bad); rt_torch_tensor_free(grad);
    return rt_torch_live_tensors() == 0 ? 0 : 1;
}
