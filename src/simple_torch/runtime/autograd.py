"""Section 11: autograd on handles. Grad mode (no_grad) is per thread. Section 23: backward with a
gradient and retain_graph, autograd.grad, retain_grad, is_leaf and grad_fn. Section 36: backward with inputs and
create_graph."""

from __future__ import annotations

import contextlib
import math
import threading
from typing import Iterator

from ..abi.enums import COMPLEX, Dtype
from ..abi.errors import BufferTooSmallError, DtypeError, InvalidArgumentError, ShapeError
from . import args, last_error
from .args import new, tensor
from .entry import describe, export
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


def _backward_loss(loss):
    """The backend, and the loss tensor once backward's checks pass."""
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
    return b, t


@export
def rt_torch_tensor_backward(loss):
    b, t = _backward_loss(loss)
    b.backward(t)


def report_backward_failure(loss: int, what: str) -> int:
    """The native fast path's backward failed in ATen with the message `what`, perhaps after the engine had
    accumulated some gradients, so it is not run again: the thread's last error is set as this path would set it
    (its own checks first, else ATen's error as the backend describes it). Returns the code."""
    try:
        _backward_loss(loss)
        raise RuntimeError(what)
    except Exception as exc:
        code, message = describe(exc)
        last_error.set_error(code, f"rt_torch_tensor_backward: {message}")
        return int(code)


@export
def rt_torch_tensor_zero_grad(x):
    backend().zero_grad(tensor(x))


@export
def rt_torch_tensor_detach(x):
    return new(backend().detach(tensor(x)))


@contextlib.contextmanager
def grad_disabled(b) -> Iterator[None]:
    """Grad mode off for the calling thread in the block, restored after: for runtime functions that write into
    tensors that require grad (an initialiser into a parameter, the gradient scaler into gradients), as PyTorch's
    do under no_grad."""
    enabled = b.is_grad_enabled()
    b.set_grad_enabled(False)
    try:
        yield
    finally:
        b.set_grad_enabled(enabled)


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


# -- more autograd (section 23) -------------------------------------------------------------------------------

def _handles(values, what: str, allow_empty: bool = False) -> list[int]:
    """A C array of handles, as a list (NULL is empty where allowed)."""
    if values is None and allow_empty:
        return []
    if values is None:
        raise InvalidArgumentError(f"{what} is NULL")
    handles = list(values)
    if not handles and not allow_empty:
        raise InvalidArgumentError(f"{what} needs at least one tensor")
    return handles


def _seed(b, root, gradient, what: str, index: int):
    """The gradient a backward starts from at root: the given one, or ones (None) for a one-element real root.
    The checks are PyTorch's, before anything runs."""
    root_dtype = b.dtype(root)
    if gradient is None:
        shape = b.shape(root)
        if math.prod(shape) != 1:
            raise ShapeError(f"grad can be implicitly created only for outputs of one element; {what}[{index}] "
                             f"has shape {list(shape)}: pass a gradient")
        if root_dtype in COMPLEX:
            raise DtypeError(f"grad can be implicitly created only for real outputs; {what}[{index}] is "
                             f"{Dtype(root_dtype).name}")
        return None
    if b.shape(gradient) != b.shape(root):
        raise ShapeError(f"mismatch in shape: the gradient of {what}[{index}] has shape {list(b.shape(gradient))} "
                         f"and the output has shape {list(b.shape(root))}")
    grad_dtype = b.dtype(gradient)
    if (grad_dtype in COMPLEX or root_dtype in COMPLEX) and grad_dtype != root_dtype:
        raise DtypeError(f"for complex tensors the gradient and the output need the same dtype: the gradient of "
                         f"{what}[{index}] is {Dtype(grad_dtype).name}, the output {Dtype(root_dtype).name}")
    return gradient


@export
def rt_torch_tensor_backward_gradient(root, gradient, retain_graph):
    b, t = backend(), tensor(root, "root")
    if not b.requires_grad(t):   # PyTorch's first check
        raise InvalidArgumentError("root does not require grad: no tensor in its graph has requires_grad set "
                                   "(or it was computed under no_grad)")
    seed = _seed(b, t, args.optional_tensor(gradient, "gradient"), "root", 0)
    b.backward_from(t, seed, args.flag(retain_graph, "retain_graph"))


@export
def rt_torch_tensor_backward_ex(root, gradient, inputs, retain_graph, create_graph):
    b, t = backend(), tensor(root, "root")
    if not b.requires_grad(t):
        raise InvalidArgumentError("root does not require grad: no tensor in its graph has requires_grad set "
                                   "(or it was computed under no_grad)")
    seed = _seed(b, t, args.optional_tensor(gradient, "gradient"), "root", 0)
    handles = _handles(inputs, "inputs", allow_empty=True)
    chosen = [tensor(h, f"inputs[{i}]") for i, h in enumerate(handles)]
    for i, x in enumerate(chosen):   # PyTorch's check of backward(inputs=...)
        if not b.requires_grad(x):
            raise InvalidArgumentError(f"inputs[{i}] does not require grad: backward's inputs must")
    retain, create = args.flag(retain_graph, "retain_graph"), args.flag(create_graph, "create_graph")
    b.backward_ex(t, seed, chosen or None, retain, create)


@export
def rt_torch_autograd_grad(outputs, inputs, grad_outputs, retain_graph, create_graph, allow_unused, max_grads):
    b = backend()
    outs = [tensor(h, f"outputs[{i}]") for i, h in enumerate(_handles(outputs, "outputs"))]
    ins = [tensor(h, f"inputs[{i}]") for i, h in enumerate(_handles(inputs, "inputs"))]
    given = _handles(grad_outputs, "grad_outputs", allow_empty=True)
    if given and len(given) != len(outs):
        raise InvalidArgumentError(f"grad_outputs holds {len(given)} tensors for {len(outs)} outputs "
                                   "(pass none for ones everywhere)")
    seeds = [_seed(b, o, args.optional_tensor(given[i] if given else 0, f"grad_outputs[{i}]"), "outputs", i)
             for i, o in enumerate(outs)]
    retain, create = args.flag(retain_graph, "retain_graph"), args.flag(create_graph, "create_graph")
    unused_ok, capacity = args.flag(allow_unused, "allow_unused"), args.integer(max_grads, "max_grads")
    if capacity < len(ins):
        raise BufferTooSmallError(f"{len(ins)} gradients but max_grads is {capacity}")
    for what, ts in (("outputs", outs), ("inputs", ins)):
        for i, t in enumerate(ts):
            if not b.requires_grad(t):
                raise InvalidArgumentError(f"{what}[{i}] does not require grad and has no grad_fn")
    grads = b.autograd_grad(outs, ins, seeds, retain, create, True)
    missing = [i for i, g in enumerate(grads) if g is None]
    if missing and not unused_ok:
        raise InvalidArgumentError(f"inputs[{missing[0]}] appears not to have been used in the graph; set "
                                   "allow_unused to get 0 for it")
    return len(grads), [0 if g is None else new(g) for g in grads]


@export
def rt_torch_tensor_retain_grad(x):
    b, t = backend(), tensor(x)
    if not b.requires_grad(t):
        raise InvalidArgumentError("can't retain_grad on a tensor that has requires_grad=False")
    b.retain_grad(t)


@export
def rt_torch_tensor_is_leaf(x):
    return int(backend().is_leaf(tensor(x)))


@export
def rt_torch_tensor_has_grad_fn(x):
    return int(backend().has_grad_fn(tensor(x)))
