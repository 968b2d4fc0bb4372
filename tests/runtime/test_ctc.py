"""rt_torch_nn_ctc_loss against torch.nn.functional.ctc_loss: values for each reduction and target layout, and
every argument check with its code (gradients: tests/api/test_ctc.py)."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

import simple_torch.runtime as rt
from simple_torch.abi.errors import ErrorCode

from .conftest import assert_error, close, on_device, put, take

REDUCTIONS = {0: "none", 1: "mean", 2: "sum"}
T, N, C = 10, 3, 5


def _case(padded: bool, seed: int = 0):
    """log_probs (T, N, C), targets (padded or 1-D), input and target lengths; some alignments impossible."""
    g = torch.Generator().manual_seed(seed)
    log_probs = torch.randn(T, N, C, generator=g).log_softmax(-1)
    ins, outs = torch.tensor([10, 7, 2]), torch.tensor([3, 0, 4])   # the last one cannot fit 4 labels in 2 steps
    padded_targets = torch.randint(1, C, (N, 4), generator=g)
    targets = padded_targets if padded else torch.cat([padded_targets[n, :outs[n]] for n in range(N)])
    return log_probs, targets, ins, outs


@pytest.mark.parametrize("padded", [True, False], ids=["padded", "concatenated"])
@pytest.mark.parametrize("reduction", [0, 1, 2])
@pytest.mark.parametrize("zero_infinity", [0, 1])
def test_ctc_loss_like_torch(padded, reduction, zero_infinity, handles):
    case = _case(padded)
    handles += [put(t) for t in case]
    out = take(rt.rt_torch_nn_ctc_loss(*handles, 0, reduction, zero_infinity))
    expected = F.ctc_loss(*case, blank=0, reduction=REDUCTIONS[reduction], zero_infinity=bool(zero_infinity))
    close(out, expected, rtol=1e-5, atol=1e-5)


def test_ctc_loss_unbatched_float64_and_another_blank(handles):
    log_probs = torch.randn(8, 4, dtype=torch.float64).log_softmax(-1)
    case = (log_probs, torch.tensor([1, 1, 3], dtype=torch.int32), torch.tensor(8), torch.tensor(3))
    handles += [put(t) for t in case]
    for reduction in REDUCTIONS:   # nearly exact: PyTorch's where the runtime computes (a GPU's rounds otherwise)
        close(take(rt.rt_torch_nn_ctc_loss(*handles, 2, reduction, 0)),
              on_device(F.ctc_loss, *case, blank=2, reduction=REDUCTIONS[reduction]), rtol=1e-12, atol=1e-12)


def _call(handles, log_probs, targets, ins, outs, blank=0, reduction=1):
    """The call on new handles (freed by the fixture, after the error has been read)."""
    handles += [put(t) for t in (log_probs, targets, ins, outs)]
    return rt.rt_torch_nn_ctc_loss(*handles[-4:], blank, reduction, 0)


@pytest.mark.parametrize("change, code, words", [
    (lambda c: (c[0].half(), *c[1:]), ErrorCode.DTYPE, ("float32 or float64",)),
    (lambda c: (c[0], c[1].float(), *c[2:]), ErrorCode.DTYPE, ("targets", "integer")),
    (lambda c: (*c[:2], c[2].float(), c[3]), ErrorCode.DTYPE, ("input_lengths", "integer")),
    (lambda c: (c[0][None], *c[1:]), ErrorCode.SHAPE, ("(T, N, C)",)),
    (lambda c: (*c[:2], c[2][:2], c[3]), ErrorCode.SHAPE, ("input_lengths", "one length per sample")),
    (lambda c: (*c[:2], torch.tensor([11, 7, 2]), c[3]), ErrorCode.INVALID_ARGUMENT, ("input_lengths", "[0, 10]")),
    (lambda c: (*c[:3], torch.tensor([3, -1, 4])), ErrorCode.INVALID_ARGUMENT, ("negative",)),
    (lambda c: (*c[:3], torch.tensor([3, 0, 5])), ErrorCode.SHAPE, ("longest target length",)),
    (lambda c: (c[0], c[1].clone().index_fill_(1, torch.tensor([0]), C), *c[2:]), ErrorCode.INVALID_ARGUMENT,
     ("classes in [0, 5)",)),
    (lambda c: (c[0], c[1].clone().index_fill_(1, torch.tensor([1]), 0), *c[2:]), ErrorCode.INVALID_ARGUMENT,
     ("other than the blank (0)",)),
    (lambda c: (c[0], c[1].reshape(-1)[:5], *c[2:]), ErrorCode.SHAPE, ("one after another", "add up to 7")),
    (lambda c: (c[0], c[1][None], *c[2:]), ErrorCode.SHAPE, ("(N, S) or 1-D",)),
])
def test_ctc_loss_refuses(change, code, words, handles):
    assert_error(_call(handles, *change(_case(padded=True))), 0, code, "rt_torch_nn_ctc_loss", *words)


def test_ctc_loss_refuses_a_blank_outside_the_classes(handles):
    for blank in (-1, C):
        assert_error(_call(handles, *_case(padded=True), blank=blank), 0, ErrorCode.INVALID_ARGUMENT, "rt_torch_nn_ctc_loss",
                     "blank", "[0, 5)")
    assert_error(_call(handles, *_case(padded=True), reduction=3), 0, ErrorCode.INVALID_ARGUMENT, "rt_torch_nn_ctc_loss")
