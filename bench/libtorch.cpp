// libtorch.cpp - the raw libtorch C++ side of `make bench`: the same tiny add and 1024x1024 matmul,
// compiled against the headers and libraries inside the pip torch wheel (see bench/run.py).
// Prints `name seconds-per-op`, each the median of REPS repetitions after a warm-up.
#include <torch/torch.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <vector>

static const int REPS = 7;

static double per_call(const std::function<void()> &fn, int n) {
    std::vector<double> t;
    for (int i = 0; i < n; i++) fn();   // warm-up
    for (int r = 0; r < REPS; r++) {
        auto t0 = std::chrono::steady_clock::now();
        for (int i = 0; i < n; i++) fn();
        t.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() / n);
    }
    std::sort(t.begin(), t.end());
    return t[REPS / 2];
}

int main() {
    // grad mode stays on, as on the other sides (no input requires grad, so nothing is recorded)
    float av[6] = {1, 2, 3, 4, 5, 6}, bv[6] = {6, 5, 4, 3, 2, 1};
    auto a = torch::from_blob(av, {2, 3}, torch::kFloat32).clone();
    auto b = torch::from_blob(bv, {2, 3}, torch::kFloat32).clone();
    std::printf("tiny_add %.9g\n", per_call([&] { auto c = torch::add(a, b); }, 3000));
    std::printf("numel %.9g\n", per_call([&] { volatile int64_t n = a.numel(); (void)n; }, 3000));
    auto x = torch::randn({1024, 1024}), y = torch::randn({1024, 1024});
    std::printf("matmul1024 %.9g\n", per_call([&] { auto z = torch::matmul(x, y); }, 5));
    std::printf("threads %d\n", torch::get_num_threads());
    return 0;
}
