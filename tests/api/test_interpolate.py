"""F.interpolate and nn.Upsample against PyTorch: every mode, sizes and scale factors (integer and not, with
and without recompute_scale_factor), align_corners, 1-D to 3-D; values and input gradients; and the errors."""

from __future__ import annotations

import numpy as np
import pytest
import torch
import torch.nn.functional as F

import simple_torch as st

from .conftest import assert_same

TOL = dict(rtol=1e-4, atol=1e-5)
CASES = [
    ((1, 2, 5), dict(size=9, mode="nearest")), ((1, 2, 5), dict(scale_factor=2, mode="nearest")),
    ((1, 2, 5), dict(scale_factor=1.7, mode="nearest")), ((2, 1, 6), dict(size=4, mode="nearest-exact")),
    ((1, 2, 5), dict(size=8, mode="linear")), ((1, 2, 5), dict(size=8, mode="linear", align_corners=True)),
    ((2, 3, 4, 5), dict(size=(7, 3), mode="bilinear")), ((2, 3, 4, 5), dict(scale_factor=2, mode="bilinear")),
    ((1, 1, 4, 5), dict(scale_factor=(1.5, 0.6), mode="bilinear", align_corners=True)),
    ((1, 2, 4, 5), dict(scale_factor=2.5, mode="bilinear", recompute_scale_factor=True)),
    ((1, 2, 3, 4), dict(scale_factor=3, mode="nearest")), ((1, 1, 2, 3, 4), dict(size=(3, 5, 2), mode="trilinear")),
    ((1, 1, 2, 3, 4), dict(scale_factor=2, mode="nearest")),
]


@pytest.mark.parametrize("shape, options", CASES,
                         ids=[f"{len(s) - 2}d-{o['mode']}-{i}" for i, (s, o) in enumerate(CASES)])
def test_interpolate_like_pytorch(shape, options):
    x = np.random.default_rng(0).standard_normal(shape).astype(np.float32)
    sx, tx = st.tensor(x, requires_grad=True), torch.tensor(x, requires_grad=True)
    out, t_out = st.nn.functional.interpolate(sx, **options), F.interpolate(tx, **options)
    assert_same(out, t_out, **TOL)
    weights = np.random.default_rng(1).standard_normal(tuple(t_out.shape)).astype(np.float32)
    (out * st.tensor(weights)).sum().backward()
    (t_out * torch.tensor(weights)).sum().backward()
    assert_same(sx.grad, tx.grad, **TOL)


def test_upsample_module_and_errors():
    x = st.arange(6.0).reshape(1, 1, 2, 3)
    assert_same(st.nn.Upsample(scale_factor=2, mode="bilinear")(x),
                torch.nn.Upsample(scale_factor=2, mode="bilinear")(torch.arange(6.0).reshape(1, 1, 2, 3)))
    with pytest.raises(NotImplementedError, match="bilinear mode needs 4D"):
        st.nn.functional.interpolate(st.zeros(1, 1, 3), size=4, mode="bilinear")
    with pytest.raises(ValueError, match="align_corners"):
        st.nn.functional.interpolate(x, size=4, align_corners=True)
    with pytest.raises(ValueError, match="only one"):
        st.nn.functional.interpolate(x)
    with pytest.raises(st.UnsupportedError):
        st.nn.functional.interpolate(x, size=4, mode="bicubic")
    with pytest.raises(st.DtypeError):
        st.nn.functional.interpolate(st.zeros(1, 1, 3, dtype=st.int64), size=4)
