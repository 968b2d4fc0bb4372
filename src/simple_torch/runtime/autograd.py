"""Section 11: autograd on handles. Grad mode (no_grad) is per thread."""

from __future__ import annotations

import math
import threading

from ..abi.enums import COMPLEX, Dtype
from ..abi.errors import DtypeError, InvalidArgumentError, ShapeError
from . import args
from .args import new, tensor
from .entry import export
from .startup import backend

_no_grad = threading.local()   # depth of nested no_grad_begin, and the grad mode to restore


@export
def rt_torch_tensor_set_requires_grad(x, flag):
    backend().set_requires_grad(tensor(x), args.flag(flag, "flag"))


@export
def rt_torch_tensor_requires_grad(x):
    return int(backend().requires_grad(tensor(x)))


@export
def rt_torch_tensor_grad(x):
    grad = backend().grad(tensor(x))
    return 0 if grad is None else new(grad)


@export
def rt_torch_tensor_backward(loss):
    b, t = backend(), tensor(loss, "loss")
    shape = b.shape(t)
    if math.prod(shape) != 1:
        raise ShapeError(f"backward needs a loss of one element, got shape {list(shape)}")
    if b.dtype(t) in COMPLEX:
        raise DtypeError(f"backward needs a real loss (its implicit gradient is 1), got "
                         f"{Dtype(b.dtype(t)).name}")
    if not b.requires_grad(t):
        raise InvalidArgumentError("loss does not require grad: no tensor in its graph has requires_grad set "
                              "(or it was computed under no_grad)")
    b.backward(t)


@export
def rt_torch_tensor_zero_grad(x):
    backend().zero_grad(tensor(x))


@export
def rt_torch_tensor_detach(x):
    return new(backend().detach(tensor(x)))


@export
def rt_torch_no_grad_begin():
    b = backend()
    depth = getattr(_no_grad, "depth", 0)
    if depth == 0:
        _no_grad.saved = b.is_grad_enabled()
        b.set_grad_enabled(False)
    _no_grad.depth = depth + 1


@export
def rt_torch_no_grad_end():
    depth = getattr(_no_grad, "depth", 0)
    if depth == 0:
        raise InvalidArgumentError("no_grad_end without a matching no_grad_begin on this thread")
    _no_grad.depth = depth - 1
    if depth == 1:
        backend().set_grad_enabled(_no_grad.saved)


@export
def rt_torch_is_grad_enabled():
    return int(backend().is_grad_enabled())
