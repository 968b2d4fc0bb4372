/* train_digits.cpp - the digits MLP of examples/c/train_digits.c, in C++ over simple_torch.hpp.
 *
 *   Build:  c++ -std=c++17 -O2 -o train_digits_cpp examples/cpp/train_digits.cpp \
 *               $(PKG_CONFIG_PATH=build/lib/pkgconfig pkg-config --cflags --libs simple-torch)
 *   Run:    ./train_digits_cpp [examples/data/digits.u8] [--epochs N]
 *
 * The same data, split, model (64 -> 128 -> ReLU -> 10), initialisation, Adam and output as the C program, so the
 * two print the same figures. What C++ changes: every Tensor owns its handle and frees it when it goes out of
 * scope (no free calls, no leak on an early exit), and a failing call throws simple_torch::Error with the code and
 * the message instead of returning 0 or -1.
 */
#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "simple_torch.hpp"

namespace st = simple_torch;

namespace {

constexpr int64_t PIXELS = 64, RECORD = PIXELS + 1, CLASSES = 10, HIDDEN = 128;
constexpr uint64_t SEED = 20240607u;   // one seed for the split, the batch order and the initial weights
constexpr double TRAIN_FRACTION = 0.8;
constexpr std::size_t BATCH_SIZE = 32;
constexpr std::size_t EVAL_BATCH_SIZE = 512;
constexpr int EPOCHS = 20;
constexpr double LEARNING_RATE = 2e-3;

/* splitmix64, the C program's PRNG: the same shuffles, so the same split and batch order. */
uint64_t prng_state = SEED;

uint64_t prng_next() {
    uint64_t z = (prng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

void shuffle(std::vector<std::size_t>& idx) {
    for (std::size_t i = idx.size(); i > 1; i--)
        std::swap(idx[i - 1], idx[static_cast<std::size_t>(prng_next() % i)]);
}

struct Dataset {
    std::vector<float> pixels;    // n * 64 values in [0, 1]
    std::vector<int64_t> labels;  // n labels 0..9
    std::size_t size() const { return labels.size(); }
};

[[noreturn]] void die(const std::string& message) {
    std::fprintf(stderr, "%s\n", message.c_str());
    std::exit(1);
}

Dataset load_digits(const char* path) {
    std::FILE* f = std::fopen(path, "rb");
    if (f == nullptr)
        die(std::string(path) + ": " + std::strerror(errno));
    std::vector<unsigned char> raw;
    unsigned char chunk[4096];
    for (std::size_t n; (n = std::fread(chunk, 1, sizeof chunk, f)) > 0;)
        raw.insert(raw.end(), chunk, chunk + n);
    std::fclose(f);
    if (raw.empty() || raw.size() % RECORD != 0)
        die(std::string(path) + ": " + std::to_string(raw.size()) + " bytes is not a whole number of 65-byte records");
    Dataset all;
    for (std::size_t i = 0; i < raw.size() / RECORD; i++) {
        const unsigned char* rec = raw.data() + i * RECORD;
        for (int64_t p = 0; p < PIXELS; p++) {
            if (rec[p] > 16)
                die(std::string(path) + ": record " + std::to_string(i) + ": pixel value over 16");
            all.pixels.push_back(static_cast<float>(rec[p]) / 16.0f);
        }
        if (rec[PIXELS] >= CLASSES)
            die(std::string(path) + ": record " + std::to_string(i) + ": label is not a digit");
        all.labels.push_back(rec[PIXELS]);
    }
    return all;
}

Dataset subset(const Dataset& src, const std::size_t* idx, std::size_t n) {
    Dataset out;
    for (std::size_t i = 0; i < n; i++) {
        const float* row = src.pixels.data() + idx[i] * PIXELS;
        out.pixels.insert(out.pixels.end(), row, row + PIXELS);
        out.labels.push_back(src.labels[idx[i]]);
    }
    return out;
}

/* Inputs (n, 64) and int64 targets (n) of examples [start, start + n): from_vector copies. */
std::pair<st::Tensor, st::Tensor> batch(const Dataset& d, std::size_t start, std::size_t n) {
    const auto rows = static_cast<int64_t>(n);
    std::vector<float> x(d.pixels.begin() + static_cast<std::ptrdiff_t>(start * PIXELS),
                         d.pixels.begin() + static_cast<std::ptrdiff_t>((start + n) * PIXELS));
    std::vector<int64_t> y(d.labels.begin() + static_cast<std::ptrdiff_t>(start),
                           d.labels.begin() + static_cast<std::ptrdiff_t>(start + n));
    return {st::from_vector(x, {rows, PIXELS}), st::from_vector(y, {rows})};
}

/* PyTorch's default initialisation of nn.Linear: weight and bias uniform in [-1/sqrt(fan_in), 1/sqrt(fan_in)]. */
struct Linear {
    st::Tensor weight, bias;

    Linear(int64_t in, int64_t out) {
        const double bound = 1.0 / std::sqrt(static_cast<double>(in));
        weight = st::rand({out, in}) * (2.0 * bound) - bound;
        bias = st::rand({out}) * (2.0 * bound) - bound;
        weight.set_requires_grad(1);
        bias.set_requires_grad(1);
    }
    st::Tensor operator()(const st::Tensor& x) const { return st::nn_linear(x, weight, bias); }
};

struct Mlp {
    Linear hidden{PIXELS, HIDDEN}, output{HIDDEN, CLASSES};
    st::Tensor operator()(const st::Tensor& x) const { return output(st::relu(hidden(x))); }
};

std::size_t count_correct(const st::Tensor& logits, const int64_t* labels) {
    const std::vector<int64_t> predicted = logits.argmax_dim(1, 0).to_vector<int64_t>();
    std::size_t correct = 0;
    for (std::size_t i = 0; i < predicted.size(); i++)
        correct += predicted[i] == labels[i];
    return correct;
}

double evaluate(const Mlp& model, const Dataset& d) {
    st::NoGradGuard no_grad;   // no autograd graph to keep while measuring
    std::size_t correct = 0;
    for (std::size_t start = 0; start < d.size(); start += EVAL_BATCH_SIZE) {
        const std::size_t n = d.size() - start < EVAL_BATCH_SIZE ? d.size() - start : EVAL_BATCH_SIZE;
        const auto xy = batch(d, start, n);
        correct += count_correct(model(xy.first), d.labels.data() + start);
    }
    return static_cast<double>(correct) / static_cast<double>(d.size());
}

int run(const char* path, int epochs) {
    Dataset all = load_digits(path);
    std::vector<std::size_t> idx(all.size());
    for (std::size_t i = 0; i < idx.size(); i++)
        idx[i] = i;
    shuffle(idx);
    const auto n_train = static_cast<std::size_t>(static_cast<double>(all.size()) * TRAIN_FRACTION);
    const Dataset train = subset(all, idx.data(), n_train);
    const Dataset test = subset(all, idx.data() + n_train, all.size() - n_train);

    st::init();   // starts the runtime now rather than in the first tensor call
    const int64_t live_at_start = st::live_tensors();
    std::printf("simple-torch: backend %s %s, ABI %d (simple_torch.hpp %d)\n", st::backend().c_str(),
                st::version().c_str(), st::abi_version(), SIMPLE_TORCH_HPP_VERSION);
    std::printf("data: %zu training and %zu test examples from %s\n", train.size(), test.size(), path);
    st::manual_seed(static_cast<int64_t>(SEED));
    double test_accuracy;
    {
        Mlp model;
        st::Optimizer adam = st::optim_adam({model.hidden.weight, model.hidden.bias, model.output.weight,
                                             model.output.bias},
                                            LEARNING_RATE, 0.9, 0.999, 1e-8, 0.0);
        std::printf("model: MLP 64-128-10, 4 parameter tensors, Adam lr %g, batch %zu\n", LEARNING_RATE, BATCH_SIZE);
        for (int epoch = 1; epoch <= epochs; epoch++) {
            std::vector<std::size_t> order(train.size());
            for (std::size_t i = 0; i < order.size(); i++)
                order[i] = i;
            shuffle(order);
            const Dataset shuffled = subset(train, order.data(), train.size());
            double loss_sum = 0.0;
            std::size_t correct = 0;
            for (std::size_t start = 0; start < shuffled.size(); start += BATCH_SIZE) {
                const std::size_t n = shuffled.size() - start < BATCH_SIZE ? shuffled.size() - start : BATCH_SIZE;
                const auto xy = batch(shuffled, start, n);
                adam.zero_grad();
                const st::Tensor logits = model(xy.first);
                const st::Tensor loss = st::nn_cross_entropy(logits, xy.second, RT_REDUCTION_MEAN);
                loss.backward();
                adam.step();
                loss_sum += loss.item<double>() * static_cast<double>(n);
                correct += count_correct(logits, shuffled.labels.data() + start);
            }
            std::printf("epoch %2d/%d  train loss %.4f  train accuracy %.4f\n", epoch, epochs,
                        loss_sum / static_cast<double>(shuffled.size()),
                        static_cast<double>(correct) / static_cast<double>(shuffled.size()));
            std::fflush(stdout);
        }
        test_accuracy = evaluate(model, test);
    }   // the model's tensors and the optimizer are freed here
    const int64_t live_at_end = st::live_tensors();
    std::printf("live tensors: %lld at start, %lld at end\n", static_cast<long long>(live_at_start),
                static_cast<long long>(live_at_end));
    if (live_at_end != live_at_start) {
        std::fprintf(stderr, "error: %lld tensor handle(s) leaked\n",
                     static_cast<long long>(live_at_end - live_at_start));
        return 1;
    }
    std::printf("test accuracy: %.4f\n", test_accuracy);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const char* path = "examples/data/digits.u8";
    int epochs = EPOCHS;
    for (int i = 1; i < argc; i++) {
        if (std::strcmp(argv[i], "--epochs") == 0 && i + 1 < argc)
            epochs = std::atoi(argv[++i]);
        else
            path = argv[i];
    }
    if (epochs < 1)
        die("--epochs must be at least 1");
    try {
        return run(path, epochs);
    } catch (const st::Error& e) {   // a failing library call: its RT_ERR_* code and message
        std::fprintf(stderr, "simple-torch error %d: %s\n", e.code(), e.what());
        return 1;
    }
}
