/* cpp_checks.cpp - what tests/bindings/test_cpp.py checks of include/simple_torch.hpp, as one program.
 *
 * Each check prints one line, "ok NAME" or "FAIL NAME: why"; an expected failure prints "error NAME CODE MESSAGE"
 * first, so the test compares the codes and messages with the library's. The exit status is 1 if any check failed.
 */
#include <cmath>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "simple_torch.hpp"

namespace st = simple_torch;

namespace {

int failures = 0;

void report(const char* name, bool ok, const std::string& why = "") {
    if (ok)
        std::printf("ok %s\n", name);
    else {
        std::printf("FAIL %s: %s\n", name, why.c_str());
        failures++;
    }
}

/* f must throw st::Error with the code; prints its message for the test to compare. */
template <class F>
void expect_error(const char* name, int32_t code, F f) {
    try {
        f();
        report(name, false, "no exception");
    } catch (const st::Error& e) {
        std::printf("error %s %d %s\n", name, e.code(), e.what());
        report(name, e.code() == code, "code " + std::to_string(e.code()));
    }
}

template <class F>
void expect_no_error(const char* name, F f) {
    try {
        report(name, f());
    } catch (const st::Error& e) {
        report(name, false, std::string("threw ") + std::to_string(e.code()) + " " + e.what());
    }
}

bool same(const std::vector<float>& got, const std::vector<float>& want) {
    if (got.size() != want.size())
        return false;
    for (std::size_t i = 0; i < got.size(); i++)
        if (std::fabs(got[i] - want[i]) > 1e-6f)
            return false;
    return true;
}

}  // namespace

int main() {
    const int64_t live_at_start = st::live_tensors();

    // Bad input: each a thrown Error with the library's code and message, never a crash.
    expect_error("wrong_shape", RT_ERR_SHAPE, [] { st::matmul(st::ones({2, 3}), st::ones({2, 3})); });
    expect_error("moved_from", RT_ERR_INVALID_HANDLE, [] {
        st::Tensor a = st::ones({2});
        st::Tensor b = std::move(a);
        a.sum();
    });
    expect_error("reset", RT_ERR_INVALID_HANDLE, [] {
        st::Tensor a = st::ones({2});
        a.reset();
        a.sum();
    });
    expect_error("freed_by_scope", RT_ERR_INVALID_HANDLE, [] {
        st::Tensor t;
        {
            st::Scope scope;
            t = st::ones({2});
        }
        t.sum();
    });
    expect_error("freed_handle", RT_ERR_INVALID_HANDLE, [] {
        st::Tensor a = st::ones({2});
        const rt_tensor raw = a.release();
        rt_torch_tensor_free(raw);
        st::Tensor stale(raw);   // its destructor's second free is refused by the library, harmlessly
        stale.sum();
    });
    expect_error("undefined_in_list", RT_ERR_INVALID_HANDLE, [] { st::cat({st::ones({2}), st::Tensor()}, 0); });
    expect_error("negative_size", RT_ERR_INVALID_ARGUMENT, [] { st::ones({-1}); });
    expect_error("fixed_array", RT_ERR_INVALID_ARGUMENT,
                 [] { st::nn_max_pool2d(st::ones({1, 1, 4, 4}), {2, 2}, {0, 0}, {0, 0}); });
    expect_error("capacity", RT_ERR_BUFFER_TOO_SMALL, [] { st::shape(st::ones({2, 2}), 1); });
    expect_error("empty_text_failure", RT_ERR_INVALID_ARGUMENT, [] {
        st::Safetensors file = st::safetensors_new();
        file.metadata_value("missing");
    });
    expect_error("to_vector_dtype", RT_ERR_DTYPE, [] { st::ones({2}).to_vector<int64_t>(); });
    expect_error("abi_major", RT_ERR_UNSUPPORTED,
                 [] { st::detail::check_abi_version(SIMPLE_TORCH_HPP_VERSION + 10000); });
    expect_error("abi_older_minor", RT_ERR_UNSUPPORTED,
                 [] { st::detail::check_abi_version(SIMPLE_TORCH_HPP_VERSION - 100); });
    expect_no_error("abi_same", [] {
        st::detail::check_abi_version(SIMPLE_TORCH_HPP_VERSION);
        st::detail::check_abi_version(SIMPLE_TORCH_HPP_VERSION + 99);   // a newer patch or minor of one major
        return st::abi_version() == SIMPLE_TORCH_HPP_VERSION;
    });

    // Values through the wrappers' forms of argument and result.
    expect_no_error("operators", [] {
        const st::Tensor a = st::from_vector(std::vector<float>{1, 2, 3, 4}, {2, 2});
        const st::Tensor b = st::full({2, 2}, 2.0);
        return same((a + b).to_vector<float>(), {3, 4, 5, 6}) && same((a - b).to_vector<float>(), {-1, 0, 1, 2}) &&
               same((a * b).to_vector<float>(), {2, 4, 6, 8}) && same((a / b).to_vector<float>(), {0.5f, 1, 1.5f, 2}) &&
               same((-a).to_vector<float>(), {-1, -2, -3, -4}) && same((a * 3.0).to_vector<float>(), {3, 6, 9, 12}) &&
               same((1.0 - a).to_vector<float>(), {0, -1, -2, -3}) &&
               same(st::matmul(a, a).to_vector<float>(), {7, 10, 15, 22});
    });
    expect_no_error("methods_and_item", [] {
        const st::Tensor a = st::arange(0, 6, 1, RT_INT64).reshape({2, 3});
        return a.sizes() == std::vector<int64_t>{2, 3} && a.sum().item<int64_t>() == 15 && a.ndim() == 2 &&
               a.is_contiguous() && a.dtype() == RT_INT64;
    });
    expect_no_error("outputs", [] {
        const st::Tensor x = st::from_vector(std::vector<float>{3, 1, 2}, {3});
        auto [values, indices] = st::sort(x, 0, 0, 0);
        const std::vector<st::Tensor> parts = st::chunk(st::ones({6}), 3, 0, 3);
        return same(values.to_vector<float>(), {1, 2, 3}) &&
               indices.to_vector<int64_t>() == std::vector<int64_t>{1, 2, 0} && parts.size() == 3 &&
               parts[2].numel() == 2;
    });
    expect_no_error("optimizer", [] {
        const st::Tensor w = st::ones({2});
        w.set_requires_grad(1);
        st::Optimizer sgd = st::optim_sgd({w}, 0.5, 0.0, 0.0);
        (w * w).sum().backward();   // gradient 2 w = 2
        sgd.step();
        return same(w.to_vector<float>(), {0, 0}) && sgd.param_group_count() == 1 && sgd.get_option(0, "lr") == 0.5;
    });
    expect_no_error("lbfgs_closure", [] {
        const st::Tensor w = st::zeros({1});
        w.set_requires_grad(1);
        st::Optimizer lbfgs = st::optim_lbfgs({w}, 1.0, 20, 0, 1e-7, 1e-9, 10, "strong_wolfe");
        const double first = st::optim_lbfgs_step(lbfgs, [&] {   // minimises (w - 3)^2 from w = 0
            lbfgs.zero_grad();
            const st::Tensor loss = ((w - 3.0) * (w - 3.0)).sum();
            loss.backward();
            return loss.item<double>();
        });
        return first == 9.0 && std::fabs(w.item<double>() - 3.0) < 1e-4;
    });
    expect_error("lbfgs_closure_throws", RT_ERR_SHAPE, [] {
        const st::Tensor w = st::zeros({1});
        w.set_requires_grad(1);
        st::Optimizer lbfgs = st::optim_lbfgs({w}, 1.0, 20, 0, 1e-7, 1e-9, 10, "");
        st::optim_lbfgs_step(lbfgs, [] { return st::matmul(st::ones({2, 3}), st::ones({2, 3})).item<double>(); });
    });
    expect_no_error("guards", [] {
        bool inside;
        {
            st::NoGradGuard no_grad;
            inside = st::is_grad_enabled();
        }
        st::Tensor kept;
        {
            st::Scope scope;
            kept = st::ones({3});
            scope.keep(kept);
            st::Tensor dropped = st::ones({3});
            dropped.release();   // the scope frees it
        }
        return !inside && st::is_grad_enabled() && kept.numel() == 3 && !st::backend().empty();
    });

    const int64_t live_at_end = st::live_tensors();
    report("no_leaks", live_at_end == live_at_start,
           std::to_string(live_at_start) + " live tensors at start, " + std::to_string(live_at_end) + " at end");
    return failures == 0 ? 0 : 1;
}
