// first_result.cpp - libtorch's side of the start-up race of `make bench` (bench/first_result.c): a whole C++
// process to its first result, two ones plus one, printed. Built against the pip wheel's libtorch (bench/run.py).
#include <torch/torch.h>

#include <cstdio>

int main() {
    auto sum = torch::ones({2}) + 1;
    std::printf("%g %g\n", sum[0].item<float>(), sum[1].item<float>());
    return 0;
}
