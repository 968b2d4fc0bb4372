"""F.ctc_loss and nn.CTCLoss against PyTorch: losses and the gradients of log_probs (PyTorch's own formula, made
for log_softmax input) and of the logits before a log_softmax, over random lengths, layouts, blanks and
reductions — impossible alignments, empty targets and empty inputs included."""

from __future__ import annotations

import contextlib
import itertools

import numpy as np
import pytest
import torch

import simple_torch as st

from .conftest import on_torch_device

SIZES = [(1, 1, 3, 1), (5, 2, 4, 2), (12, 3, 5, 4), (20, 4, 6, 8)]   # T, N, C, longest target


def _losses(lib, logits, targets, ins, outs, **options):
    x = lib.tensor(logits, requires_grad=True)
    log_probs = x.log_softmax(-1)
    log_probs.retain_grad()
    loss = lib.nn.CTCLoss(**options)(log_probs, lib.tensor(targets), ins, outs)
    (loss.sum() if options["reduction"] == "none" else loss).backward()
    return loss.detach().cpu().numpy(), log_probs.grad.cpu().numpy(), x.grad.cpu().numpy()


@pytest.mark.parametrize("size", SIZES, ids=[f"T{s[0]}-N{s[1]}-C{s[2]}-S{s[3]}" for s in SIZES])
@pytest.mark.parametrize("padded, reduction, zero_infinity, blank",
                         list(itertools.product((True, False), ("none", "mean", "sum"), (False, True), (0, 2)))[::3])
def test_ctc_like_pytorch(size, padded, reduction, zero_infinity, blank):
    steps, batch, classes, longest = size
    rng = np.random.default_rng(steps * 100 + batch)
    logits = rng.standard_normal((steps, batch, classes)).astype(np.float32)
    ins, outs = rng.integers(0, steps + 1, batch), rng.integers(0, longest + 1, batch)
    blank = blank % classes
    labels = (blank + rng.integers(1, classes, (batch, longest))) % classes   # any class but the blank
    targets = labels if padded else np.concatenate([labels[n, :outs[n]] for n in range(batch)])
    # lengths as tensors and as lists of ints, as PyTorch takes both
    lengths = (torch.tensor(ins), torch.tensor(outs)), (st.tensor(ins), outs.tolist())
    options = dict(blank=blank, reduction=reduction, zero_infinity=zero_infinity)
    with on_torch_device():   # where ours runs: a GPU's kernel, with its own ways at impossible alignments
        theirs = _losses(torch, logits, targets, *lengths[0], **options)
    ours = _losses(st, logits, targets, *lengths[1], **options)
    for a, b, what in zip(ours, theirs, ("loss", "grad of log_probs", "grad of logits")):
        np.testing.assert_allclose(a, b, rtol=1e-4, atol=1e-5, equal_nan=True, err_msg=what)


def test_ctc_unbatched_and_float64():
    log_probs = np.log(np.random.default_rng(3).dirichlet(np.ones(4), 9))
    for lib in (st, torch):
        with on_torch_device() if lib is torch else contextlib.nullcontext():   # PyTorch's where ours runs
            lp = lib.tensor(log_probs, requires_grad=True)
            loss = lib.nn.functional.ctc_loss(lp, lib.tensor([1, 3, 3]), lib.tensor(9), lib.tensor(3),
                                              reduction="sum")
            loss.backward()
        if lib is st:
            ours = loss.item(), lp.grad.numpy()
        else:
            np.testing.assert_allclose(ours[0], loss.item(), rtol=1e-12)
            np.testing.assert_allclose(ours[1], lp.grad.cpu().numpy(), rtol=1e-10, atol=1e-12)
    assert loss.dtype == torch.float64


def test_ctc_errors_are_pytorch_classes():
    lp = st.randn(6, 2, 4).log_softmax(-1)
    with pytest.raises(st.InvalidArgumentError, match="other than the blank"):   # PyTorch: "cannot be blank"
        st.nn.functional.ctc_loss(lp, st.tensor([[1, 0], [2, 3]]), [6, 6], [2, 2])
    with pytest.raises(st.InvalidArgumentError, match="input_lengths must be in"):
        st.nn.functional.ctc_loss(lp, st.tensor([[1, 2], [2, 3]]), [7, 6], [2, 2])
    with pytest.raises(st.ShapeError, match="add up to 4"):
        st.nn.functional.ctc_loss(lp, st.tensor([1, 2, 3]), [6, 6], [2, 2])
    with pytest.raises(st.DtypeError, match="float32 or float64"):
        st.nn.functional.ctc_loss(lp.to(st.float16), st.tensor([[1, 2], [2, 3]]), [6, 6], [2, 2])
