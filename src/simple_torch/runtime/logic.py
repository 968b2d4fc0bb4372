"""Section 17: the comparisons of whole tensors, with one answer each (the element-wise
comparisons and logic are the spec's Op rows, generated into `ops`)."""

from __future__ import annotations

from ..abi.errors import InvalidArgumentError
from . import args
from .args import tensor
from .entry import export
from .startup import backend


@export
def rt_torch_tensor_equal(a, b):
    return int(backend().equal(tensor(a, "a"), tensor(b, "b")))


@export
def rt_torch_tensor_allclose(a, b, rtol, atol, equal_nan):
    tolerances = {"rtol": args.number(rtol, "rtol", finite=True), "atol": args.number(atol, "atol", finite=True)}
    for name, value in tolerances.items():
        if value < 0:   # as PyTorch: a negative tolerance is an error, not an empty test
            raise InvalidArgumentError(f"allclose: {name} must be non-negative, got {value}")
    return int(backend().allclose(tensor(a, "a"), tensor(b, "b"), tolerances["rtol"], tolerances["atol"],
                                  args.flag(equal_nan, "equal_nan")))
