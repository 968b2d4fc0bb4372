"""examples/c/tiny_gpt.c in plain Python torch, call for call: token and position embeddings (64 wide, a context
of 32) -> 2 pre-norm blocks (4 heads of causal F.scaled_dot_product_attention, a GELU MLP 4x wide, residuals) ->
LayerNorm -> Linear to the alphabet; cross entropy; AdamW (lr 0.003, weight decay 0.1) on a cosine schedule to
lr 0.0003, the gradients' norm clipped to 1. The same seed gives the same weights and the same first loss as the
C program (bench/char_twin.py says how to run it).
"""

from __future__ import annotations

import torch
import torch.nn.functional as F

from char_twin import NORMAL, ONES, ZEROS, CharModel, run_char_model

WIDTH, HEADS, LAYERS, CONTEXT, BATCH = 64, 4, 2, 32, 16
LR, LR_MIN, WEIGHT_DECAY, CLIP, EPS = 3e-3, 3e-4, 0.1, 1.0, 1e-5
STD = 0.02


def table(alphabet: int):
    rows = [("tok_emb.weight", (alphabet, WIDTH), NORMAL, STD), ("pos_emb.weight", (CONTEXT, WIDTH), NORMAL, STD)]
    for layer in range(LAYERS):
        block = [("self_attn.in_proj_weight", (3 * WIDTH, WIDTH), NORMAL), ("self_attn.in_proj_bias", (3 * WIDTH,), ZEROS),
                 ("self_attn.out_proj.weight", (WIDTH, WIDTH), NORMAL), ("self_attn.out_proj.bias", (WIDTH,), ZEROS),
                 ("linear1.weight", (4 * WIDTH, WIDTH), NORMAL), ("linear1.bias", (4 * WIDTH,), ZEROS),
                 ("linear2.weight", (WIDTH, 4 * WIDTH), NORMAL), ("linear2.bias", (WIDTH,), ZEROS),
                 ("norm1.weight", (WIDTH,), ONES), ("norm1.bias", (WIDTH,), ZEROS),
                 ("norm2.weight", (WIDTH,), ONES), ("norm2.bias", (WIDTH,), ZEROS)]
        rows += [(f"blocks.{layer}.{name}", shape, init, STD) for name, shape, init in block]
    return rows + [("ln_f.weight", (WIDTH,), ONES, STD), ("ln_f.bias", (WIDTH,), ZEROS, STD),
                   ("head.weight", (alphabet, WIDTH), NORMAL, STD), ("head.bias", (alphabet,), ZEROS, STD)]


def layer_norm(x, w, b):
    return F.layer_norm(x, (WIDTH,), w, b, EPS)


def split_heads(x, batch: int, length: int):
    """(B, T, C) -> (B, heads, T, C / heads)"""
    return x.reshape(batch, length, HEADS, WIDTH // HEADS).transpose(1, 2)


def block(p, layer: int, x, batch: int, length: int):
    def w(name):
        return p[f"blocks.{layer}.{name}"]
    qkv = F.linear(layer_norm(x, w("norm1.weight"), w("norm1.bias")), w("self_attn.in_proj_weight"),
                   w("self_attn.in_proj_bias"))
    q, k, v = qkv.chunk(3, 2)
    attended = F.scaled_dot_product_attention(split_heads(q, batch, length), split_heads(k, batch, length),
                                              split_heads(v, batch, length), is_causal=True)
    joined = attended.transpose(1, 2).reshape(batch, length, WIDTH)
    x = x + F.linear(joined, w("self_attn.out_proj.weight"), w("self_attn.out_proj.bias"))
    hidden = F.gelu(F.linear(layer_norm(x, w("norm2.weight"), w("norm2.bias")), w("linear1.weight"),
                             w("linear1.bias")))
    return x + F.linear(hidden, w("linear2.weight"), w("linear2.bias"))


def batch_loss(p, x, y, alphabet: int):
    positions = p["pos_emb.weight"][0:CONTEXT]
    h = F.embedding(x, p["tok_emb.weight"]) + positions
    for layer in range(LAYERS):
        h = block(p, layer, h, BATCH, CONTEXT)
    logits = F.linear(layer_norm(h, p["ln_f.weight"], p["ln_f.bias"]), p["head.weight"], p["head.bias"])
    return F.cross_entropy(logits.reshape(BATCH * CONTEXT, alphabet), y.reshape(BATCH * CONTEXT), reduction="mean")


def adamw_cosine(params, steps: int):
    opt = torch.optim.AdamW(params, lr=LR, betas=(0.9, 0.99), eps=1e-8, weight_decay=WEIGHT_DECAY)
    return opt, torch.optim.lr_scheduler.CosineAnnealingLR(opt, steps, LR_MIN)


if __name__ == "__main__":
    run_char_model(CharModel(BATCH, CONTEXT, CLIP, table, batch_loss, adamw_cosine))
