/* A small GPT trained from C on Shakespeare, character by character, then sampled.
 *
 * Token and position embeddings (64 wide, a context of 32) -> 2 pre-norm transformer blocks (4 heads of causal
 * rt_torch_nn_scaled_dot_product_attention, a GELU MLP 4x wide, residuals) -> LayerNorm -> Linear to the
 * alphabet; cross entropy on the next character. AdamW (lr 0.003, weight decay 0.1) on a cosine schedule to
 * lr 0.0003, the gradients' norm clipped to 1. The parameters carry the state-dict names of the PyTorch model
 * the test builds from nn.Embedding, nn.TransformerEncoderLayer(norm_first=True, activation="gelu") with a
 * causal mask, nn.LayerNorm and nn.Linear, so a weight file maps 1:1 (tests/test_examples.py trains both from
 * the same weights and compares the losses step by step).
 *
 *   cc -O2 -o tiny_gpt examples/c/tiny_gpt.c $(pkg-config --cflags --libs simple-torch) -lm
 *   ./tiny_gpt [TEXT] [--steps 600] [--log-every 25] [--sample 400] [--seed 0] [--init FILE] [--params] [--bench N]
 */
#include "char_model.h"

#define WIDTH 64
#define HEADS 4
#define LAYERS 2
#define CONTEXT 32
#define BATCH 16
#define LR 3e-3
#define LR_MIN 3e-4
#define WEIGHT_DECAY 0.1
#define CLIP 1.0
#define EPS 1e-5        /* LayerNorm's */
#define TEMPERATURE 0.8

/* the parameters of one block, in the table's order (nn.TransformerEncoderLayer's) */
enum { QKV_W, QKV_B, PROJ_W, PROJ_B, FC_W, FC_B, OUT_W, OUT_B, LN1_W, LN1_B, LN2_W, LN2_B, PER_BLOCK };
enum { TOKENS, POSITIONS, FIRST_BLOCK };
#define LNF_W (FIRST_BLOCK + LAYERS * PER_BLOCK)
#define LNF_B (LNF_W + 1)
#define HEAD_W (LNF_W + 2)
#define HEAD_B (LNF_W + 3)

static Params model(int alphabet) {
    Params ps = {0};
    const double std = 0.02;   /* GPT-2's initialisation: small normal weights, zero biases, unit norms */
    add_param(&ps, "tok_emb.weight", 2, alphabet, WIDTH, INIT_NORMAL, std);
    add_param(&ps, "pos_emb.weight", 2, CONTEXT, WIDTH, INIT_NORMAL, std);
    for (int l = 0; l < LAYERS; l++) {
        char name[64];
#define BLOCK_PARAM(suffix, ndim, d0, d1, init) \
        (snprintf(name, sizeof name, "blocks.%d.%s", l, suffix), add_param(&ps, name, ndim, d0, d1, init, std))
        BLOCK_PARAM("self_attn.in_proj_weight", 2, 3 * WIDTH, WIDTH, INIT_NORMAL);
        BLOCK_PARAM("self_attn.in_proj_bias", 1, 3 * WIDTH, 0, INIT_ZEROS);
        BLOCK_PARAM("self_attn.out_proj.weight", 2, WIDTH, WIDTH, INIT_NORMAL);
        BLOCK_PARAM("self_attn.out_proj.bias", 1, WIDTH, 0, INIT_ZEROS);
        BLOCK_PARAM("linear1.weight", 2, 4 * WIDTH, WIDTH, INIT_NORMAL);
        BLOCK_PARAM("linear1.bias", 1, 4 * WIDTH, 0, INIT_ZEROS);
        BLOCK_PARAM("linear2.weight", 2, WIDTH, 4 * WIDTH, INIT_NORMAL);
        BLOCK_PARAM("linear2.bias", 1, WIDTH, 0, INIT_ZEROS);
        BLOCK_PARAM("norm1.weight", 1, WIDTH, 0, INIT_ONES);
        BLOCK_PARAM("norm1.bias", 1, WIDTH, 0, INIT_ZEROS);
        BLOCK_PARAM("norm2.weight", 1, WIDTH, 0, INIT_ONES);
        BLOCK_PARAM("norm2.bias", 1, WIDTH, 0, INIT_ZEROS);
#undef BLOCK_PARAM
    }
    add_param(&ps, "ln_f.weight", 1, WIDTH, 0, INIT_ONES, std);
    add_param(&ps, "ln_f.bias", 1, WIDTH, 0, INIT_ZEROS, std);
    add_param(&ps, "head.weight", 2, alphabet, WIDTH, INIT_NORMAL, std);
    add_param(&ps, "head.bias", 1, alphabet, 0, INIT_ZEROS, std);
    return ps;
}

#define P(i) (ps->items[i].tensor)

static rt_tensor layer_norm(rt_tensor x, rt_tensor w, rt_tensor b) {
    const int64_t width[1] = {WIDTH};
    return must(rt_torch_nn_layer_norm(x, width, 1, w, b, EPS), "layer_norm");
}

/* (B, T, C) -> (B, heads, T, C / heads) */
static rt_tensor split_heads(rt_tensor x, int64_t batch, int64_t length) {
    const int64_t dims[4] = {batch, length, HEADS, WIDTH / HEADS};
    return must(rt_torch_tensor_transpose(must(rt_torch_tensor_reshape(x, dims, 4), "reshape"), 1, 2), "transpose");
}

/* x + causal self-attention of norm1(x), then + MLP of norm2(.): one pre-norm block. */
static rt_tensor block(const Params *ps, int l, rt_tensor x, int64_t batch, int64_t length) {
    const int first = FIRST_BLOCK + l * PER_BLOCK;
#define B(i) P(first + (i))
    rt_tensor qkv = must(rt_torch_nn_linear(layer_norm(x, B(LN1_W), B(LN1_B)), B(QKV_W), B(QKV_B)), "linear");
    rt_tensor parts[3];
    if (rt_torch_tensor_chunk(qkv, 3, 2, parts, 3) != 3) die("chunk");
    rt_tensor attended = must(rt_torch_nn_scaled_dot_product_attention(
        split_heads(parts[0], batch, length), split_heads(parts[1], batch, length), split_heads(parts[2], batch, length),
        0, 0.0, 1, NAN), "scaled_dot_product_attention");                                   /* (B, heads, T, d) */
    const int64_t merged[3] = {batch, length, WIDTH};
    rt_tensor joined = must(rt_torch_tensor_reshape(must(rt_torch_tensor_transpose(attended, 1, 2), "transpose"),
                                                    merged, 3), "reshape");
    x = must(rt_torch_tensor_add(x, must(rt_torch_nn_linear(joined, B(PROJ_W), B(PROJ_B)), "linear")), "add");
    rt_tensor hidden = must(rt_torch_gelu(must(rt_torch_nn_linear(layer_norm(x, B(LN2_W), B(LN2_B)), B(FC_W),
                                                                  B(FC_B)), "linear")), "gelu");
    return must(rt_torch_tensor_add(x, must(rt_torch_nn_linear(hidden, B(OUT_W), B(OUT_B)), "linear")), "add");
#undef B
}

/* logits (B, T, alphabet) of ids (B, T), T <= CONTEXT; every handle is in the caller's scope */
static rt_tensor forward(const Params *ps, rt_tensor ids, int64_t batch, int64_t length) {
    rt_tensor positions = must(rt_torch_tensor_slice(P(POSITIONS), 0, 0, length, 1), "slice");
    rt_tensor x = must(rt_torch_tensor_add(must(rt_torch_nn_embedding(ids, P(TOKENS)), "embedding"), positions), "add");
    for (int l = 0; l < LAYERS; l++) x = block(ps, l, x, batch, length);
    return must(rt_torch_nn_linear(layer_norm(x, P(LNF_W), P(LNF_B)), P(HEAD_W), P(HEAD_B)), "linear");
}

/* The mean cross entropy of predicting y from x, both (BATCH, CONTEXT). */
static rt_tensor batch_loss(const Params *ps, rt_tensor x, rt_tensor y, int alphabet) {
    const int64_t flat_logits[2] = {BATCH * CONTEXT, alphabet}, flat_targets[1] = {BATCH * CONTEXT};
    rt_tensor logits = must(rt_torch_tensor_reshape(forward(ps, x, BATCH, CONTEXT), flat_logits, 2), "reshape");
    return must(rt_torch_nn_cross_entropy(logits, must(rt_torch_tensor_reshape(y, flat_targets, 1), "reshape"),
                                          RT_REDUCTION_MEAN), "cross_entropy");
}

/* Characters drawn one at a time, each from the model's view of the last CONTEXT characters. */
static void generate(const Params *ps, const Text *text, int count, double temperature) {
    int64_t window[CONTEXT], length = 1;
    window[0] = text->index['\n'] >= 0 ? text->index['\n'] : 0;
    for (int i = 0; i < count; i++) {
        rt_torch_scope_begin();
        const int64_t dims[2] = {1, length}, last_dims[2] = {1, text->alphabet_size};
        rt_tensor logits = forward(ps, must(rt_torch_tensor_from_data(window, dims, 2, RT_INT64), "ids"), 1, length);
        rt_tensor last = must(rt_torch_tensor_reshape(must(rt_torch_tensor_slice(logits, 1, length - 1, length, 1),
                                                           "slice"), last_dims, 2), "reshape");
        int64_t next = draw_next(last, temperature);
        rt_torch_scope_end();
        if (length == CONTEXT) memmove(window, window + 1, (CONTEXT - 1) * sizeof *window);
        else length++;
        window[length - 1] = next;
        putchar(text->chars[next]);
    }
}

/* AdamW on a cosine schedule from LR down to LR_MIN over the run */
static rt_handle adamw_cosine(const rt_tensor *params, int n, int steps, rt_handle *schedule) {
    rt_handle opt = rt_torch_optim_adamw(params, n, LR, 0.9, 0.99, 1e-8, WEIGHT_DECAY);
    *schedule = opt != 0 ? rt_torch_lr_cosine(opt, steps, LR_MIN) : 0;
    if (opt != 0 && *schedule == 0) die("lr_cosine");
    return opt;
}

int main(int argc, char **argv) {
    const CharModel gpt = {BATCH, CONTEXT, CLIP, TEMPERATURE, model, batch_loss, generate, adamw_cosine};
    return run_char_model(&gpt, argc, argv);
}
