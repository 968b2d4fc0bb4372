"""nn.GroupNorm, InstanceNorm1d/2d and RMSNorm and their functionals against torch.nn from the same weights:
outputs and the gradients of the input and the parameters, on whichever backend the suite runs."""

from __future__ import annotations

import numpy as np
import pytest
import torch

import simple_torch as st

from .conftest import assert_same

TOL = dict(rtol=1e-4, atol=1e-5)


def _twins(make):
    torch.manual_seed(0)
    theirs = make(torch)
    ours = make(st)
    with torch.no_grad():
        for p in theirs.parameters():
            p.uniform_(0.5, 1.5)   # not the ones and zeros both start from
    ours.load_state_dict({k: st.tensor(v.detach().numpy()) for k, v in theirs.state_dict().items()})
    return ours, theirs


@pytest.mark.parametrize("make, shape", [
    (lambda m: m.nn.GroupNorm(2, 6), (3, 6, 5)), (lambda m: m.nn.GroupNorm(3, 6, eps=1e-3), (2, 6, 4, 3)),
    (lambda m: m.nn.GroupNorm(1, 4, affine=False), (2, 4)), (lambda m: m.nn.InstanceNorm1d(4), (2, 4, 7)),
    (lambda m: m.nn.InstanceNorm2d(3, affine=True), (2, 3, 4, 5)), (lambda m: m.nn.InstanceNorm1d(4), (4, 7)),
    (lambda m: m.nn.RMSNorm(6), (3, 6)), (lambda m: m.nn.RMSNorm((4, 5), eps=1e-6), (2, 3, 4, 5)),
    (lambda m: m.nn.RMSNorm(5, elementwise_affine=False), (5,)),
], ids=["group", "group-4d", "layer-like", "instance1d", "instance2d-affine", "instance-unbatched", "rms",
        "rms-2dims", "rms-plain"])
def test_normalisations_like_pytorch(make, shape):
    ours, theirs = _twins(make)
    x = np.random.default_rng(1).standard_normal(shape).astype(np.float32) * 3 + 1
    sx, tx = st.tensor(x, requires_grad=True), torch.tensor(x, requires_grad=True)
    out, t_out = ours(sx), theirs(tx)
    assert_same(out, t_out, **TOL)
    (out * out).sum().backward()
    (t_out * t_out).sum().backward()
    assert_same(sx.grad, tx.grad, **TOL)
    for a, b in zip(ours.parameters(), theirs.parameters()):
        assert_same(a.grad, b.grad, **TOL)


def test_normalisation_errors():
    with pytest.raises(st.ShapeError, match="divide"):
        st.nn.functional.group_norm(st.zeros(2, 5, 3), 2)
    with pytest.raises(st.ShapeError):
        st.nn.functional.rms_norm(st.zeros(2, 3), (4,))
    with pytest.raises(st.DtypeError):
        st.nn.functional.group_norm(st.zeros(2, 4, dtype=st.int64), 2)
    with pytest.raises(st.InvalidArgumentError, match="running"):
        st.nn.InstanceNorm2d(3, track_running_stats=True)
    with pytest.raises(ValueError):
        st.nn.GroupNorm(4, 6)
