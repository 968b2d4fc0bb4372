"""examples/c/char_lstm.c in plain Python torch, call for call: Embedding(alphabet, 32) -> an LSTM cell
(torch.lstm_cell, as the library's rt_torch_nn_lstm_cell) unrolled over 32 characters -> Linear(128, alphabet);
cross entropy; Adam (lr 0.003) with the gradients' norm clipped to 5. The same seed gives the same weights and the
same losses as the C program (bench/char_twin.py says how to run it).
"""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F

from char_twin import NORMAL, UNIFORM, CharModel, run_char_model

EMBED, HIDDEN, BATCH, WINDOW = 32, 128, 16, 32
LR, CLIP = 3e-3, 5.0


def table(alphabet: int):
    bound = 1.0 / math.sqrt(HIDDEN)
    return [("embedding.weight", (alphabet, EMBED), NORMAL, 1.0),
            ("lstm.weight_ih_l0", (4 * HIDDEN, EMBED), UNIFORM, bound),
            ("lstm.weight_hh_l0", (4 * HIDDEN, HIDDEN), UNIFORM, bound),
            ("lstm.bias_ih_l0", (4 * HIDDEN,), UNIFORM, bound),
            ("lstm.bias_hh_l0", (4 * HIDDEN,), UNIFORM, bound),
            ("head.weight", (alphabet, HIDDEN), UNIFORM, bound),
            ("head.bias", (alphabet,), UNIFORM, bound)]


def batch_loss(p, x, y, alphabet: int):
    embedded = F.embedding(x, p["embedding.weight"])                       # (B, T, E)
    h, c = torch.zeros(BATCH, HIDDEN), torch.zeros(BATCH, HIDDEN)
    outputs = []
    for t in range(WINDOW):
        column = embedded[:, t:t + 1]
        h, c = torch.lstm_cell(column.reshape(BATCH, EMBED), (h, c), p["lstm.weight_ih_l0"], p["lstm.weight_hh_l0"],
                               p["lstm.bias_ih_l0"], p["lstm.bias_hh_l0"])
        outputs.append(h)
    hidden = torch.stack(outputs, 1)                                        # (B, T, H)
    logits = F.linear(hidden, p["head.weight"], p["head.bias"])            # (B, T, V)
    return F.cross_entropy(logits.reshape(BATCH * WINDOW, alphabet), y.reshape(BATCH * WINDOW), reduction="mean")


def adam(params, steps: int):
    return torch.optim.Adam(params, lr=LR, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0), None


if __name__ == "__main__":
    run_char_model(CharModel(BATCH, WINDOW, CLIP, table, batch_loss, adam))
