/* first_result.c - the start-up race of `make bench` (bench/run.py): a whole C process to its first result,
 * two ones plus one, printed. Python's side is `python -c "import torch; torch.ones(2)+1"`, libtorch's
 * bench/first_result.cpp. The library starts its runtime (the embedded Python and the backend) on this first call. */
#include <stdio.h>

#include "simple_torch.h"

int main(void) {
    const int64_t dims[1] = {2};
    float values[2];
    rt_tensor ones = rt_torch_tensor_ones(dims, 1), sum = ones ? rt_torch_tensor_add_scalar(ones, 1.0) : 0;
    if (sum == 0 || rt_torch_tensor_copy_to(sum, values, sizeof values) != (int64_t)sizeof values) {
        fprintf(stderr, "first_result: %s\n", rt_torch_last_error());
        return 1;
    }
    printf("%g %g\n", values[0], values[1]);
    return 0;
}
