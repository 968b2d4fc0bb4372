"""ABI 1.3's bmm, outer, addmm and baddbmm through the runtime, against PyTorch: values, dtypes, the
shape and dtype errors with their codes. Gradients on both backends: tests/api/test_linalg_more.py."""

from __future__ import annotations

import torch

import simple_torch.runtime as rt
from simple_torch.abi.enums import ErrorCode

from .conftest import assert_error, put, take


def _call(fn, *tensors_and_numbers):
    """fn on handles of the tensors (numbers after them, as passed); frees the inputs."""
    tensors = [put(x) for x in tensors_and_numbers if isinstance(x, torch.Tensor)]
    numbers = [x for x in tensors_and_numbers if not isinstance(x, torch.Tensor)]
    try:
        return fn(*tensors, *numbers)
    finally:
        for h in tensors:
            rt.rt_torch_tensor_free(h)


def test_bmm_and_outer_compute_what_pytorch_computes():
    a, b = torch.randn(3, 2, 4, dtype=torch.float64), torch.randn(3, 4, 5, dtype=torch.float64)
    torch.testing.assert_close(take(_call(rt.rt_torch_tensor_bmm, a, b)), torch.bmm(a, b))
    ints = torch.arange(3), torch.tensor([0.5, -2.0])
    out = take(_call(rt.rt_torch_tensor_outer, *ints))
    assert out.dtype == torch.float32   # promoted as torch.outer
    torch.testing.assert_close(out, torch.outer(*ints))


def test_addmm_and_baddbmm_scale_and_broadcast_the_input():
    m1, m2 = torch.randn(2, 3), torch.randn(3, 4)
    row = torch.randn(4)
    torch.testing.assert_close(take(_call(rt.rt_torch_tensor_addmm, row, m1, m2, 0.5, -2.0)),
                               torch.addmm(row, m1, m2, beta=0.5, alpha=-2.0))
    b1, b2, base = torch.randn(2, 2, 3), torch.randn(2, 3, 4), torch.randn(1, 4)
    torch.testing.assert_close(take(_call(rt.rt_torch_tensor_baddbmm, base, b1, b2, 2.0, 3.0)),
                               torch.baddbmm(base, b1, b2, beta=2.0, alpha=3.0))
    # beta 0: the input is ignored, NaN included
    nan = torch.full((2, 4), float("nan"))
    torch.testing.assert_close(take(_call(rt.rt_torch_tensor_addmm, nan, m1, m2, 0.0, 1.0)), m1 @ m2)
    # integers: the factors are truncated and the dtype kept, as PyTorch
    i, i1, i2 = torch.ones(2, 2, dtype=torch.int64), torch.ones(2, 3, dtype=torch.int64), torch.ones(3, 2, dtype=torch.int64)
    out = take(_call(rt.rt_torch_tensor_addmm, i, i1, i2, 2.5, 3.0))
    assert out.dtype == torch.int64 and torch.equal(out, torch.addmm(i, i1, i2, beta=2.5, alpha=3.0))


def test_bad_shapes_and_dtypes_fail_with_their_codes():
    m = torch.ones(2, 3)
    cases = [
        (rt.rt_torch_tensor_bmm, (torch.ones(2, 3, 4), torch.ones(3, 4, 5)), ErrorCode.SHAPE, "bmm", "[3, 4, 5]"),
        (rt.rt_torch_tensor_bmm, (m, m.T), ErrorCode.SHAPE, "bmm", "3-D"),
        (rt.rt_torch_tensor_outer, (m, torch.ones(2)), ErrorCode.SHAPE, "outer", "1-D"),
        (rt.rt_torch_tensor_addmm, (torch.ones(3), m, m.T.contiguous(), 1.0, 1.0), ErrorCode.SHAPE, "addmm", "broadcast"),
        (rt.rt_torch_tensor_addmm, (torch.ones(2, 2, dtype=torch.int64), m, m.T.contiguous(), 1.0, 1.0),
         ErrorCode.DTYPE, "addmm", "int64"),
        (rt.rt_torch_tensor_baddbmm, (torch.ones(2, 2), torch.ones(2, 2, 3), torch.ones(3, 3, 2), 1.0, 1.0),
         ErrorCode.SHAPE, "baddbmm", "[3, 3, 2]"),
    ]
    for fn, inputs, code, name, word in cases:
        tensors = [put(x) for x in inputs if isinstance(x, torch.Tensor)]
        numbers = [x for x in inputs if not isinstance(x, torch.Tensor)]
        assert_error(fn(*tensors, *numbers), 0, code, f"rt_torch_tensor_{name}", word)
        for h in tensors:   # after the check: a successful call clears the last error
            rt.rt_torch_tensor_free(h)
