"""torch.autograd's names: grad mode (`no_grad`, `enable_grad`, `set_grad_enabled`, `inference_mode`, from
simple_torch.grad_mode), `grad` and `backward`, the tensor hooks of Tensor.register_hook (simple_torch.autograd_graph
runs them), and `Function`, PyTorch's base for an operation with a hand-written backward.
"""

from __future__ import annotations

from typing import Any

from . import calls
from .autograd_graph import NODES, GradFn, RemovableHandle, refuse_with_hooks, release_functions
from .creation import zeros_like
from .errors import InvalidArgumentError, ShapeError
from .grad_mode import (enable_grad, inference_mode, is_grad_enabled, is_inference_mode_enabled, no_grad,
                        set_grad_enabled)
from .tensor import Tensor, gradient_arg

__all__ = ["no_grad", "enable_grad", "set_grad_enabled", "is_grad_enabled", "inference_mode",
           "is_inference_mode_enabled", "Function", "FunctionCtx", "GradFn",
           "grad", "backward", "RemovableHandle", "release_functions"]


def _as_list(value: Any) -> list[Any]:
    return list(value) if isinstance(value, (list, tuple)) else [value]


def grad(outputs: Any, inputs: Any, grad_outputs: Any = None, retain_graph: bool | None = None,
         create_graph: bool = False, allow_unused: bool | None = None,
         materialize_grads: bool = False) -> tuple[Any, ...]:
    """d(outputs)/d(inputs) weighted by grad_outputs, as torch.autograd.grad: a tuple with one gradient per
    input (None for an unused one when allow_unused; zeros instead with materialize_grads). .grad is not
    touched. retain_graph defaults to create_graph; create_graph makes the gradients differentiable."""
    refuse_with_hooks("autograd.grad")
    outs, ins = _as_list(outputs), _as_list(inputs)
    weights = [None] * len(outs) if grad_outputs is None else _as_list(grad_outputs)
    retain = create_graph if retain_graph is None else retain_graph
    unused_ok = materialize_grads if allow_unused is None else allow_unused
    if materialize_grads and not unused_ok:
        raise ValueError("materialize_grads=True needs allow_unused to be True or None")
    for what, ts in (("outputs", outs), ("inputs", ins)):
        for t in ts:
            if not isinstance(t, Tensor):
                raise TypeError(f"grad's {what} must be tensors, got {type(t).__name__}")
    for weight in weights:   # PyTorch converts no numbers or lists here
        gradient_arg(weight)
    grads = calls.autograd_grad(outs, ins, weights, int(bool(retain)), int(bool(create_graph)), int(bool(unused_ok)),
                                len(ins))
    if materialize_grads:
        grads = [zeros_like(t) if g is None else g for g, t in zip(grads, ins)]
    return tuple(grads)


def backward(tensors: Any, grad_tensors: Any = None, retain_graph: bool | None = None,
             create_graph: bool = False, inputs: Any = None) -> None:
    """torch.autograd.backward: backward from each tensor (with its gradient), accumulating into .grad (of inputs
    only, when given)."""
    roots = _as_list(tensors)
    weights = [None] * len(roots) if grad_tensors is None else _as_list(grad_tensors)
    retain = create_graph if retain_graph is None else retain_graph
    for i, (root, weight) in enumerate(zip(roots, weights)):
        keep = retain or i < len(roots) - 1   # later roots may share the graph
        root.backward(weight, retain_graph=keep, create_graph=create_graph, inputs=inputs)


# -- custom autograd.Function, in Tier 3 ---------------------------------------------------------------------------
# forward runs under no_grad; each output it returns is handed out as a new leaf that requires grad (its
# "cut"), held with the ctx in NODES. autograd_graph.backward_with_hooks's first pass leaves the gradient of the
# graph after the Function in the cuts' .grad; the Function's backward turns it into its inputs' gradients, and
# a backward from each input carries them on (to leaves, or to an older Function's cuts, run later). A
# node is dropped when a backward runs through it without retain_graph, as PyTorch frees its graph; a
# graph never backpropagated keeps its nodes (and what ctx saved) until st.autograd.release_functions() is
# called, so inference that needs no gradient belongs under st.no_grad(), where no node is made.

class FunctionCtx:
    """The ctx of forward and backward: save_for_backward / saved_tensors, needs_input_grad,
    mark_non_differentiable, set_materialize_grads; and any attribute the Function sets."""

    def __init__(self, needs_input_grad: tuple[bool, ...]) -> None:
        self.needs_input_grad = needs_input_grad
        self.saved_tensors: tuple[Any, ...] = ()
        self.materialize_grads = True
        self.non_differentiable: list[Any] = []

    def save_for_backward(self, *tensors: Any) -> None:
        self.saved_tensors = tensors

    def mark_non_differentiable(self, *tensors: Any) -> None:
        self.non_differentiable.extend(tensors)

    def set_materialize_grads(self, value: bool) -> None:
        self.materialize_grads = bool(value)


class _Node:
    """One call of a custom Function in the graph: its cuts (None for an output with no gradient)."""

    def __init__(self, function: type, ctx: FunctionCtx, inputs: tuple[Any, ...], outputs: list[Any],
                 cuts: list[Any]) -> None:
        self.function, self.ctx, self.inputs, self.outputs, self.cuts = function, ctx, inputs, outputs, cuts
        self.newest = max(c.handle for c in cuts if c is not None)

    def run(self, retain_graph: bool) -> None:
        grads = [None if c is None else c.grad for c in self.cuts]
        if all(g is None for g in grads):   # not in this graph
            return
        if not retain_graph:
            self.release()
        for cut in self.cuts:
            if cut is not None:
                cut.grad = None   # PyTorch keeps no .grad on a non-leaf
        if self.ctx.materialize_grads:
            grads = [zeros_like(o) if g is None and isinstance(o, Tensor) else g for g, o in zip(grads, self.outputs)]
        with no_grad():
            result = self.function.backward(self.ctx, *grads)
        result = result if isinstance(result, tuple) else (result,)
        name = self.function.__name__
        if len(result) != len(self.inputs):
            raise InvalidArgumentError(f"{name}.backward returned {len(result)} gradients for {len(self.inputs)} "
                                       "inputs of forward (one per input, None for a non-tensor)")
        for k, (value, gradient) in enumerate(zip(self.inputs, result)):
            if gradient is None or not (isinstance(value, Tensor) and value.requires_grad):
                continue
            if not isinstance(gradient, Tensor):
                raise TypeError(f"{name}.backward: gradient {k} must be a tensor or None, got "
                                f"{type(gradient).__name__}")
            if gradient.shape != value.shape:
                gradient = _sum_to(gradient, tuple(value.shape), f"{name}.backward: gradient {k}")
            calls.tensor_backward_gradient(value, gradient.to(value.dtype), 1)

    def release(self) -> None:
        for cut in self.cuts:
            if cut is not None:
                NODES.pop(id(cut), None)


def _sum_to(gradient: Any, shape: tuple[int, ...], what: str) -> Any:
    """gradient summed over the dims broadcasting added to an input of shape (PyTorch accepts that)."""
    lead = gradient.ndim - len(shape)
    ones = [lead + d for d, n in enumerate(shape) if n == 1 and gradient.shape[lead + d] != 1] if lead >= 0 else []
    if lead < 0 or any(gradient.shape[lead + d] not in (n, 1) for d, n in enumerate(shape) if n != 1):
        raise ShapeError(f"{what} has shape {list(gradient.shape)}, the input has {list(shape)}")
    if ones:
        gradient = gradient.sum(ones, keepdim=True)
    if lead:
        gradient = gradient.sum(list(range(lead)))
    return gradient.expand(*shape) if gradient.shape != shape else gradient


class Function:
    """PyTorch's base for an operation with a hand-written backward: `class F(Function)` with static
    forward(ctx, *args) and backward(ctx, *grads) (or forward(*args) and setup_context(ctx, inputs,
    output)), called as F.apply(*args). Runs in Tier 3 over Tier 1, see the comments above."""

    @staticmethod
    def forward(ctx: Any, *args: Any) -> Any:
        raise NotImplementedError("a Function subclass must define forward")

    @staticmethod
    def backward(ctx: Any, *grads: Any) -> Any:
        raise NotImplementedError("a Function subclass must define backward to be differentiated")

    @staticmethod
    def setup_context(ctx: Any, inputs: tuple[Any, ...], output: Any) -> None:
        raise NotImplementedError

    @classmethod
    def apply(cls, *args: Any, **kwargs: Any) -> Any:
        if kwargs:
            raise TypeError(f"{cls.__name__}.apply takes positional arguments only (as PyTorch's)")
        ctx = FunctionCtx(tuple(isinstance(a, Tensor) and a.requires_grad for a in args))
        separate = cls.setup_context is not Function.setup_context   # PyTorch 2's style: forward has no ctx
        with no_grad():
            output = cls.forward(*args) if separate else cls.forward(ctx, *args)
            if separate:
                cls.setup_context(ctx, args, output)
        if not (is_grad_enabled() and any(ctx.needs_input_grad)):
            return output
        outputs = list(output) if isinstance(output, tuple) else [output]
        skip = {id(t) for t in ctx.non_differentiable}
        cuts = [o.detach().requires_grad_() if isinstance(o, Tensor) and id(o) not in skip and
                (o.dtype.is_floating_point or o.dtype.is_complex) else None for o in outputs]
        if all(c is None for c in cuts):
            return output
        node = _Node(cls, ctx, args, outputs, cuts)
        for cut in cuts:
            if cut is not None:
                NODES[id(cut)] = node
        handed = [o if c is None else c for o, c in zip(outputs, cuts)]
        return tuple(handed) if isinstance(output, tuple) else handed[0]
