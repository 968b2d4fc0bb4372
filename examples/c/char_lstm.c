/* A character-level LSTM language model trained from C on Shakespeare, then sampled.
 *
 * Embedding(alphabet, 32) -> LSTM(32, 128), unrolled with rt_torch_nn_lstm_cell over 32 characters ->
 * Linear(128, alphabet); cross entropy on the next character; Adam (lr 0.003) with the gradients' norm clipped
 * to 5. Every training step runs inside a scope, so its dozens of intermediate handles go at its end.
 * The parameters carry the state-dict names of the PyTorch model nn.Embedding + nn.LSTM(batch_first=True) +
 * nn.Linear, so a weight file maps 1:1 (tests/test_examples.py trains both from the same weights and compares
 * the losses step by step).
 *
 *   cc -O2 -o char_lstm examples/c/char_lstm.c $(pkg-config --cflags --libs simple-torch) -lm
 *   ./char_lstm [TEXT] [--steps 600] [--log-every 25] [--sample 400] [--seed 0] [--init FILE] [--params] [--bench N]
 */
#include "char_model.h"

#define EMBED 32
#define HIDDEN 128
#define BATCH 16
#define WINDOW 32
#define LR 3e-3
#define CLIP 5.0
#define TEMPERATURE 0.8

enum { EMBEDDING, W_IH, W_HH, B_IH, B_HH, HEAD_W, HEAD_B };

static Params model(int alphabet) {
    Params ps = {0};
    double bound = 1.0 / sqrt(HIDDEN);   /* PyTorch's default for the LSTM's and the head's weights */
    add_param(&ps, "embedding.weight", 2, alphabet, EMBED, INIT_NORMAL, 1.0);
    add_param(&ps, "lstm.weight_ih_l0", 2, 4 * HIDDEN, EMBED, INIT_UNIFORM, bound);
    add_param(&ps, "lstm.weight_hh_l0", 2, 4 * HIDDEN, HIDDEN, INIT_UNIFORM, bound);
    add_param(&ps, "lstm.bias_ih_l0", 1, 4 * HIDDEN, 0, INIT_UNIFORM, bound);
    add_param(&ps, "lstm.bias_hh_l0", 1, 4 * HIDDEN, 0, INIT_UNIFORM, bound);
    add_param(&ps, "head.weight", 2, alphabet, HIDDEN, INIT_UNIFORM, bound);
    add_param(&ps, "head.bias", 1, alphabet, 0, INIT_UNIFORM, bound);
    return ps;
}

#define P(i) (ps->items[i].tensor)

/* One LSTM step from (h, c): the new state replaces it. */
static void lstm_step(const Params *ps, rt_tensor x, rt_tensor *h, rt_tensor *c) {
    rt_tensor h_next, c_next;
    check(rt_torch_nn_lstm_cell(x, *h, *c, P(W_IH), P(W_HH), P(B_IH), P(B_HH), &h_next, &c_next), "lstm_cell");
    *h = h_next;
    *c = c_next;
}

/* The mean cross entropy of a batch; every handle is in the caller's scope. */
static rt_tensor batch_loss(const Params *ps, rt_tensor x, rt_tensor y, int alphabet) {
    rt_tensor embedded = must(rt_torch_nn_embedding(x, P(EMBEDDING)), "embedding");   /* (B, T, E) */
    const int64_t state_dims[2] = {BATCH, HIDDEN}, step_dims[2] = {BATCH, EMBED};
    rt_tensor h = must(rt_torch_tensor_zeros(state_dims, 2), "h0"), c = must(rt_torch_tensor_zeros(state_dims, 2), "c0");
    rt_tensor outputs[WINDOW];
    for (int t = 0; t < WINDOW; t++) {
        rt_tensor column = must(rt_torch_tensor_slice(embedded, 1, t, t + 1, 1), "slice");
        lstm_step(ps, must(rt_torch_tensor_reshape(column, step_dims, 2), "reshape"), &h, &c);
        outputs[t] = h;
    }
    rt_tensor hidden = must(rt_torch_tensor_stack(outputs, WINDOW, 1), "stack");              /* (B, T, H) */
    rt_tensor logits = must(rt_torch_nn_linear(hidden, P(HEAD_W), P(HEAD_B)), "linear");      /* (B, T, V) */
    const int64_t flat_logits[2] = {BATCH * WINDOW, alphabet}, flat_targets[1] = {BATCH * WINDOW};
    return must(rt_torch_nn_cross_entropy(must(rt_torch_tensor_reshape(logits, flat_logits, 2), "reshape"),
                                          must(rt_torch_tensor_reshape(y, flat_targets, 1), "reshape"),
                                          RT_REDUCTION_MEAN), "cross_entropy");
}

/* Characters drawn one at a time from the model's distribution, the state carried from each to the next. */
static void generate(const Params *ps, const Text *text, int count, double temperature) {
    const int64_t state_dims[2] = {1, HIDDEN}, one[1] = {1};
    rt_tensor h = must(rt_torch_tensor_zeros(state_dims, 2), "h0"), c = must(rt_torch_tensor_zeros(state_dims, 2), "c0");
    int64_t current = text->index['\n'] >= 0 ? text->index['\n'] : 0;
    for (int i = 0; i < count; i++) {
        rt_tensor h_old = h, c_old = c;
        rt_torch_scope_begin();
        rt_tensor x = must(rt_torch_nn_embedding(must(rt_torch_tensor_from_data(&current, one, 1, RT_INT64), "id"),
                                                 P(EMBEDDING)), "embedding");
        lstm_step(ps, x, &h, &c);
        current = draw_next(must(rt_torch_nn_linear(h, P(HEAD_W), P(HEAD_B)), "linear"), temperature);
        check(rt_torch_scope_keep(h), "scope_keep");   /* the new state outlives the scope, the old one goes */
        check(rt_torch_scope_keep(c), "scope_keep");
        rt_torch_scope_end();
        rt_torch_tensor_free(h_old);
        rt_torch_tensor_free(c_old);
        putchar(text->chars[current]);
    }
    rt_torch_tensor_free(h);
    rt_torch_tensor_free(c);
}

static rt_handle adam(const rt_tensor *params, int n, int steps, rt_handle *schedule) {
    (void)steps;
    *schedule = 0;   /* a constant learning rate */
    return rt_torch_optim_adam(params, n, LR, 0.9, 0.999, 1e-8, 0.0);
}

int main(int argc, char **argv) {
    const CharModel lstm = {BATCH, WINDOW, CLIP, TEMPERATURE, model, batch_loss, generate, adam};
    return run_char_model(&lstm, argc, argv);
}
