"""Whole computation graphs against PyTorch: gradients where values are shared, and training runs.

Single-op parity (tests/parity) cannot see a wrong walk of the graph: `a + a*2` once gave a.grad 1 on
the NumPy backend (PyTorch: 3) while every op passed alone. So here:

- seeded random programs over a pool of values: shared sub-expressions, diamonds, residuals (h + f(h)),
  a value used by several ops and several times by one op (a * a, a @ a.T, cat([a, a])), broadcasts of
  reductions, several roots summed into the loss, and leaves the loss does not reach (their grad stays
  None). Each program runs on simple_torch and on torch from the same leaves; leaf gradients are compared
  with PyTorch's, and on simple_torch in float64 with central finite differences. The leaves are then
  updated in place under no_grad, and a second forward and two backwards (gradients accumulate) are
  compared again.
- the reported shapes by name: a + a*2, a*2 + a, the residual h + h @ V, a weight used twice.
- training runs: a residual MLP with SGD (momentum) and a weight-tied language model with Adam, 50 steps
  each from the same initial weights and data; the losses step by step and the final weights.

Run on each backend by `make test`. A failure names its seed; rerun exactly that case with
    SIMPLE_TORCH_BACKEND=numpy .venv/bin/python -m pytest 'tests/api/test_graph_parity.py::test_random_graph[17]'
GRAPH_SEEDS=N runs N seeds instead of the default 40.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np
import pytest
import torch

import simple_torch as st
import simple_torch.runtime as rt

SEEDS = range(int(os.environ.get("GRAPH_SEEDS", "40")))
SIZE = 4          # every value is SIZE x SIZE, so that any two compose
LEAVES = 3

# (name, number of operands, how): `L` is the library (torch or simple_torch); every op is smooth, so
# finite differences hold, and scaled so that values stay of order 1 over long chains.
OPS: list[tuple[str, int, Callable[..., Any]]] = [
    ("add", 2, lambda L, a, b: a + b),
    ("sub", 2, lambda L, a, b: a - b),
    ("mul", 2, lambda L, a, b: a * b),
    ("square", 1, lambda L, a: a * a),
    ("matmul", 2, lambda L, a, b: (a @ b) * 0.25),
    ("gram", 1, lambda L, a: (a @ a.t()) * 0.25),
    ("residual", 2, lambda L, a, b: a + L.tanh(a @ b) * 0.5),
    ("tanh", 1, lambda L, a: L.tanh(a)),
    ("sigmoid", 1, lambda L, a: L.sigmoid(a)),
    ("exp_tanh", 1, lambda L, a: L.exp(L.tanh(a))),
    ("transpose", 1, lambda L, a: a.t()),
    ("reshape", 1, lambda L, a: a.reshape(2, 8).reshape(SIZE, SIZE)),
    ("row_mean", 1, lambda L, a: a + a.mean(1, keepdim=True)),
    ("col_sum", 1, lambda L, a: a * 0.5 + a.sum(0, keepdim=True) * 0.1),
    ("cat_self", 1, lambda L, a: L.cat([a, a * 2.0], 0)[1:SIZE + 1]),
    ("slice_mix", 2, lambda L, a, b: L.cat([a[:, :2], b[:, 2:]], 1)),
    ("scale", 1, lambda L, a: a * -1.5 + 0.25),
]


@dataclass
class Program:
    steps: list[tuple[int, tuple[int, ...]]]   # (op, operand indices into the pool)
    roots: list[tuple[int, np.ndarray]]        # (pool index, weights) summed into the loss
    leaves: list[np.ndarray]


def make_program(seed: int) -> Program:
    rng = np.random.default_rng(seed)
    leaves = [rng.uniform(-1, 1, (SIZE, SIZE)) for _ in range(LEAVES)]
    steps, pool = [], LEAVES
    for _ in range(rng.integers(6, 18)):
        op = int(rng.integers(len(OPS)))
        # later values are likelier operands: long chains, and early values reused across the graph
        weights = np.arange(1, pool + 1, dtype=float) ** 1.5
        operands = tuple(int(i) for i in rng.choice(pool, size=OPS[op][1], p=weights / weights.sum()))
        if OPS[op][1] == 2 and rng.random() < 0.25:
            operands = (operands[0], operands[0])   # one value twice in one op
        steps.append((op, operands))
        pool += 1
    candidates = list(range(LEAVES, pool))
    count = min(len(candidates), int(rng.integers(1, 4)))
    chosen = rng.choice(candidates, size=count, replace=False)
    roots = [(int(i), rng.uniform(-1, 1, (SIZE, SIZE))) for i in chosen]
    return Program(steps, roots, leaves)


def run(program: Program, L, leaves: list) -> Any:
    pool = list(leaves)
    for op, operands in program.steps:
        pool.append(OPS[op][2](L, *(pool[i] for i in operands)))
    total = None
    for index, weights in program.roots:
        term = (pool[index] * L.tensor(weights, dtype=leaves[0].dtype)).sum()
        total = term if total is None else total + term
    return total


def _leaves(L, arrays: list[np.ndarray], dtype) -> list:
    return [L.tensor(a, dtype=dtype, requires_grad=True) for a in arrays]


def _grads(leaves: list) -> list[np.ndarray | None]:
    return [None if t.grad is None else t.grad.detach().numpy().astype(np.float64) for t in leaves]


def _compare(ours: list, theirs: list, what: str) -> None:
    for i, (g, h) in enumerate(zip(ours, theirs)):
        assert (g is None) == (h is None), f"{what}: leaf {i} grad is {g} here, {h} in PyTorch"
        if g is not None:
            np.testing.assert_allclose(g, h, rtol=1e-4, atol=1e-5, err_msg=f"{what}: leaf {i}")


def _finite_differences(program: Program, seed: int) -> None:
    """d loss / d leaf on simple_torch in float64, against central differences at 6 elements per leaf."""
    leaves = _leaves(st, program.leaves, st.float64)
    run(program, st, leaves).backward()
    grads = _grads(leaves)
    rng, h = np.random.default_rng(seed + 10_000), 1e-6
    for i, base in enumerate(program.leaves):
        for flat in rng.choice(base.size, size=6, replace=False):
            values = []
            for sign in (1, -1):
                moved = [a.copy() for a in program.leaves]
                moved[i].flat[flat] += sign * h
                with st.no_grad():
                    values.append(run(program, st, [st.tensor(a, dtype=st.float64) for a in moved]).item())
            numeric = (values[0] - values[1]) / (2 * h)
            analytic = 0.0 if grads[i] is None else grads[i].flat[flat]
            assert abs(numeric - analytic) <= 1e-5 + 1e-5 * abs(numeric), \
                f"seed {seed}: leaf {i}[{flat}]: finite differences {numeric}, autograd {analytic}"


@pytest.mark.parametrize("seed", SEEDS)
def test_random_graph(seed):
    program = make_program(seed)
    ours, theirs = _leaves(st, program.leaves, st.float32), _leaves(torch, program.leaves, torch.float32)
    loss, reference = run(program, st, ours), run(program, torch, theirs)
    np.testing.assert_allclose(loss.item(), reference.item(), rtol=1e-5, atol=1e-5, err_msg=f"seed {seed}: loss")
    loss.backward()
    reference.backward()
    _compare(_grads(ours), _grads(theirs), f"seed {seed}, first backward")

    # in place, as an optimizer step does; then two passes whose gradients accumulate
    with st.no_grad(), torch.no_grad():
        for a, b in zip(ours, theirs):
            if a.grad is not None:
                a.sub_(a.grad * 0.1)
                b.sub_(b.grad * 0.1)
    for a, b in zip(ours, theirs):
        a.grad, b.grad = None, None
    for _ in range(2):
        run(program, st, ours).backward()
        run(program, torch, theirs).backward()
    _compare(_grads(ours), _grads(theirs), f"seed {seed}, after an in-place update, accumulated")

    _finite_differences(program, seed)


def test_the_random_programs_cover_the_shapes_that_matter():
    """Across the default seeds: diamonds (a value used by two ops), one value twice in one op, long
    chains, several roots, and leaves the loss does not reach."""
    programs = [make_program(seed) for seed in range(40)]
    uses = [np.bincount([i for _, operands in p.steps for i in operands], minlength=LEAVES + len(p.steps))
            for p in programs]
    assert sum(any(u >= 2) for u in uses) >= 30
    assert sum(any(len(o) == 2 and o[0] == o[1] for _, o in p.steps) for p in programs) >= 10
    assert sum(len(p.roots) >= 2 for p in programs) >= 15
    assert max(len(p.steps) for p in programs) >= 15
    unreached = 0
    for p in programs:
        reached, stack = set(), [i for i, _ in p.roots]
        while stack:
            i = stack.pop()
            if i not in reached:
                reached.add(i)
                if i >= LEAVES:
                    stack.extend(p.steps[i - LEAVES][1])
        unreached += any(leaf not in reached for leaf in range(LEAVES))
    assert unreached >= 5


# -- the reported cases ---------------------------------------------------------------------------------

@pytest.mark.parametrize("expression", [lambda a: a + a * 2, lambda a: a * 2 + a, lambda a: a * a + a,
                                        lambda a: (a + a) * (a - a * 3)], ids=["a+a*2", "a*2+a", "a*a+a", "mixed"])
def test_one_value_on_several_paths(expression):
    a, b = st.tensor([-4.0, 0.5], requires_grad=True), torch.tensor([-4.0, 0.5], requires_grad=True)
    expression(a).sum().backward()
    expression(b).sum().backward()
    _compare(_grads([a]), _grads([b]), "expression")


def test_the_same_through_tier1():
    """add(d, mul_scalar(d, 2)) with the rt_torch_* functions: d.grad is 3."""
    d = st.tensor([-4.0], requires_grad=True)
    twice = rt.rt_torch_tensor_mul_scalar(d.handle, 2.0)
    total = rt.rt_torch_tensor_add(d.handle, twice)
    loss = rt.rt_torch_tensor_sum(total)
    assert rt.rt_torch_tensor_backward(loss) == 0
    assert d.grad.tolist() == [3.0]
    for h in (loss, total, twice):
        assert rt.rt_torch_tensor_free(h) == 0


def test_residual_block_weight_gradients():
    rng = np.random.default_rng(3)
    h0, v0 = rng.standard_normal((5, 4)), rng.standard_normal((4, 4))
    grads = []
    for L in (st, torch):
        h = L.tensor(h0, dtype=L.float32, requires_grad=True)
        v = L.tensor(v0, dtype=L.float32, requires_grad=True)
        out = h + h @ v
        (out + out @ v).tanh().sum().backward()
        grads.append(_grads([h, v]))
    _compare(grads[0], grads[1], "residual")


def test_a_weight_used_twice():
    rng = np.random.default_rng(4)
    x0, w0 = rng.standard_normal((3, 4)), rng.standard_normal((4, 4)) * 0.5
    grads = []
    for L in (st, torch):
        x = L.tensor(x0, dtype=L.float32)
        w = L.tensor(w0, dtype=L.float32, requires_grad=True)
        (L.tanh(L.tanh(x @ w.t()) @ w.t()) ** 2).mean().backward()
        grads.append(_grads([w]))
    _compare(grads[0], grads[1], "tied")


# -- training runs ---------------------------------------------------------------------------------------

class ResidualMLP:
    """x -> Linear -> tanh -> h; two blocks h = h + tanh(Linear(h)); -> Linear -> logits."""

    def __init__(self, nn, width: int = 16) -> None:
        self.layers = [nn.Linear(8, width), nn.Linear(width, width), nn.Linear(width, width), nn.Linear(width, 3)]

    def parameters(self) -> list:
        return [p for layer in self.layers for p in (layer.weight, layer.bias)]

    def __call__(self, L, x):
        first, block1, block2, last = self.layers
        h = L.tanh(first(x))
        h = h + L.tanh(block1(h))
        h = h + L.tanh(block2(h))
        return last(h)


class TiedLM:
    """Tokens -> embedding -> tanh(Linear) -> logits against the same embedding matrix (weight tying)."""

    def __init__(self, nn, vocab: int = 12, width: int = 8) -> None:
        self.embedding, self.hidden = nn.Embedding(vocab, width), nn.Linear(width, width)

    def parameters(self) -> list:
        return [self.embedding.weight, self.hidden.weight, self.hidden.bias]

    def __call__(self, L, tokens):
        h = L.tanh(self.hidden(self.embedding(tokens)))
        return h @ self.embedding.weight.t()


def _copy_weights(ours, theirs) -> None:
    with st.no_grad():
        for a, b in zip(ours.parameters(), theirs.parameters()):
            a.copy_(st.tensor(b.detach().numpy()))


def _train(model, L, make_optimizer, inputs, targets, steps: int = 50) -> list[float]:
    opt, losses = make_optimizer(model.parameters()), []
    for step in range(steps):
        opt.zero_grad()
        loss = L.nn.functional.cross_entropy(model(L, inputs[step % len(inputs)]), targets[step % len(targets)])
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return losses


# float32 on both: the NumPy backend sums in another order than PyTorch's kernels. Measured over these 50
# steps (2026-11-23): identical on the torch backend; on NumPy at most 2.3e-7 relative (residual MLP) and
# 1.5e-7 (tied LM). The tolerance leaves a margin of 400x for other BLAS builds.
TRAINING_RTOL = 1e-4


@pytest.mark.parametrize("model, make_data, optimizer", [
    (ResidualMLP, lambda rng: ([rng.standard_normal((16, 8)) for _ in range(4)],
                               [rng.integers(0, 3, 16) for _ in range(4)]),
     lambda L, params: L.optim.SGD(params, lr=0.1, momentum=0.9)),
    (TiedLM, lambda rng: ([rng.integers(0, 12, 10) for _ in range(4)], [rng.integers(0, 12, 10) for _ in range(4)]),
     lambda L, params: L.optim.Adam(params, lr=0.02)),
], ids=["residual-mlp-sgd", "tied-lm-adam"])
def test_training_matches_pytorch_step_by_step(one_torch_thread, model, make_data, optimizer):
    torch.manual_seed(0)
    theirs = model(torch.nn)
    ours = model(st.nn)
    _copy_weights(ours, theirs)
    inputs, targets = make_data(np.random.default_rng(5))
    floats = inputs[0].dtype.kind == "f"
    ours_losses = _train(ours, st, lambda p: optimizer(st, p),
                         [st.tensor(x, dtype=st.float32 if floats else st.int64) for x in inputs],
                         [st.tensor(y) for y in targets])
    theirs_losses = _train(theirs, torch, lambda p: optimizer(torch, p),
                           [torch.tensor(x, dtype=torch.float32 if floats else torch.int64) for x in inputs],
                           [torch.tensor(y) for y in targets])
    np.testing.assert_allclose(ours_losses, theirs_losses, rtol=TRAINING_RTOL, atol=1e-6)
    assert ours_losses[-1] < ours_losses[0] * 0.7, "the model did not learn"
    for a, b in zip(ours.parameters(), theirs.parameters()):
        np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=1e-3, atol=1e-4)
