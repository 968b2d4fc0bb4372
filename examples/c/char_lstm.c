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
 *   ./char_lstm [TEXT] [--steps 600] [--log-every 25] [--sample 400] [--seed 0] [--init FILE] [--params]
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

/* Characters drawn one at a time from the model's distribution (sharpened by TEMPERATURE). */
static void generate(const Params *ps, const Text *text, int count) {
    check(rt_torch_no_grad_begin(), "no_grad_begin");
    const int64_t state_dims[2] = {1, HIDDEN}, one[1] = {1};
    rt_tensor h = must(rt_torch_tensor_zeros(state_dims, 2), "h0"), c = must(rt_torch_tensor_zeros(state_dims, 2), "c0");
    int64_t current = text->index['\n'] >= 0 ? text->index['\n'] : 0;
    for (int i = 0; i < count; i++) {
        rt_tensor h_old = h, c_old = c;
        rt_torch_scope_begin();
        rt_tensor x = must(rt_torch_nn_embedding(must(rt_torch_tensor_from_data(&current, one, 1, RT_INT64), "id"),
                                                 P(EMBEDDING)), "embedding");
        lstm_step(ps, x, &h, &c);
        rt_tensor logits = must(rt_torch_nn_linear(h, P(HEAD_W), P(HEAD_B)), "linear");
        rt_tensor probs = must(rt_torch_softmax(must(rt_torch_tensor_mul_scalar(logits, 1.0 / TEMPERATURE), "scale"),
                                                1), "softmax");
        double drawn;
        check(rt_torch_tensor_item(must(rt_torch_tensor_multinomial(probs, 1, 0), "multinomial"), &drawn), "item");
        current = (int64_t)drawn;
        check(rt_torch_scope_keep(h), "scope_keep");
        check(rt_torch_scope_keep(c), "scope_keep");
        rt_torch_scope_end();
        rt_torch_tensor_free(h_old);
        rt_torch_tensor_free(c_old);
        putchar(text->chars[current]);
    }
    rt_torch_tensor_free(h);
    rt_torch_tensor_free(c);
    check(rt_torch_no_grad_end(), "no_grad_end");
}

int main(int argc, char **argv) {
    Options o = parse_options(argc, argv, 600);
    Text text = read_text(o.text_path);
    Params params = model(text.alphabet_size), *ps = &params;
    if (o.list_params) {
        print_params(ps);
        return 0;
    }
    check(rt_torch_manual_seed(o.seed), "manual_seed");
    int64_t live_at_start = rt_torch_live_tensors();
    create_params(ps, o.init_path);
    rt_tensor all[7];
    for (int i = 0; i < ps->count; i++) all[i] = ps->items[i].tensor;
    rt_handle opt = rt_torch_optim_adam(all, ps->count, LR, 0.9, 0.999, 1e-8, 0.0);
    if (opt == 0) die("optim_adam");
    printf("backend: %s; text: %lld characters, alphabet of %d\n", rt_torch_backend(), (long long)text.length,
           text.alphabet_size);

    uint64_t batches = 1;
    for (int step = 1; step <= o.steps; step++) {
        rt_torch_scope_begin();
        rt_tensor x, y;
        draw_batch(&text, &batches, BATCH, WINDOW, &x, &y);
        rt_tensor loss = batch_loss(ps, x, y, text.alphabet_size);
        check(rt_torch_optim_zero_grad(opt), "zero_grad");
        check(rt_torch_tensor_backward(loss), "backward");
        must(rt_torch_nn_clip_grad_norm(all, ps->count, CLIP, 2.0, 0), "clip_grad_norm");
        check(rt_torch_optim_step(opt), "optim_step");
        double value;
        check(rt_torch_tensor_item(loss, &value), "item");
        log_step(&o, step, value, LR);
        rt_torch_scope_end();
    }
    if (o.sample > 0) {
        printf("--- %d characters sampled at temperature %.1f:\n", o.sample, TEMPERATURE);
        generate(ps, &text, o.sample);
        printf("\n---\n");
    }
    rt_torch_optim_free(opt);
    free_params(ps);
    free(text.ids);
    printf("live tensors: %lld at start, %lld at end\n", (long long)live_at_start, (long long)rt_torch_live_tensors());
    return 0;
}
