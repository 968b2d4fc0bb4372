"""Grad mode: `no_grad`, `enable_grad`, `set_grad_enabled` and `inference_mode`, each a context manager and a
decorator (and `is_inference_mode_enabled`);
`grad` and `backward` (torch.autograd's), the tensor hooks of Tensor.register_hook, and `Function`,
PyTorch's base for an operation with a hand-written backward.

Grad mode lives in the runtime, per thread, and nests (rt_torch_no_grad_begin/end), so these objects
hold no state of their own beyond what they must undo.
"""

from __future__ import annotations

import functools
import inspect
import threading
import weakref
from typing import Any, Callable, TypeVar

from . import calls
from .errors import InvalidArgumentError, ShapeError, UnsupportedError
from .hooks import RemovableHandle

__all__ = ["no_grad", "enable_grad", "set_grad_enabled", "is_grad_enabled", "inference_mode",
           "is_inference_mode_enabled", "Function", "FunctionCtx", "GradFn",
           "grad", "backward", "RemovableHandle", "release_functions"]

Wrapped = TypeVar("Wrapped", bound=Callable[..., Any])


def is_grad_enabled() -> bool:
    """True when operations on this thread are recorded for backward."""
    return calls.is_grad_enabled()


class _GradMode:
    """A change of grad mode for a `with` block, or for every call of a decorated function, used as
    `@no_grad()` or, as PyTorch also allows, `@no_grad`."""

    def __new__(cls, fn: Wrapped | None = None):
        mode = super().__new__(cls)
        return mode if fn is None else mode(fn)

    def __init__(self, fn: Wrapped | None = None) -> None:
        pass   # __new__ took fn

    def __call__(self, fn: Wrapped) -> Wrapped:
        @functools.wraps(fn)
        def with_grad_mode(*args: Any, **kwargs: Any) -> Any:
            with type(self)():
                return fn(*args, **kwargs)
        return with_grad_mode  # type: ignore[return-value]


class no_grad(_GradMode):
    """Stop recording operations on this thread (faster, no graph kept), e.g. for evaluation."""

    def __enter__(self) -> None:
        calls.no_grad_begin()

    def __exit__(self, *exc_info: object) -> None:
        calls.no_grad_end()


class enable_grad(_GradMode):
    """Record operations again inside no_grad blocks: ends the enclosing no_grad levels of this thread
    for the duration, and begins as many again afterwards (the contract has no "enable" call)."""

    def __init__(self, fn: Wrapped | None = None) -> None:
        self._ended: list[int] = []   # a stack: the same object may be entered again while active

    def __enter__(self) -> None:
        ended = 0
        while not is_grad_enabled():
            calls.no_grad_end()
            ended += 1
        self._ended.append(ended)

    def __exit__(self, *exc_info: object) -> None:
        for _ in range(self._ended.pop()):
            calls.no_grad_begin()


class set_grad_enabled:
    """Set grad mode now (as PyTorch's function does), and restore it when used as a context manager."""

    def __init__(self, mode: bool) -> None:
        self._mode = bool(mode)
        self._change: no_grad | enable_grad = no_grad() if not self._mode else enable_grad()
        self._change.__enter__()

    def __enter__(self) -> None:
        pass   # the mode changed when the object was made

    def __exit__(self, *exc_info: object) -> None:
        self._change.__exit__(*exc_info)

    def __call__(self, fn: Wrapped) -> Wrapped:
        self._change.__exit__()   # as a decorator the change is per call, not from now on
        mode = self._mode

        @functools.wraps(fn)
        def with_grad_mode(*args: Any, **kwargs: Any) -> Any:
            with set_grad_enabled(mode):
                return fn(*args, **kwargs)
        return with_grad_mode  # type: ignore[return-value]


_inference = threading.local()   # .enabled: whether this thread is in an inference_mode(True) block


def is_inference_mode_enabled() -> bool:
    """True inside an `inference_mode()` block (or a function it decorates) on this thread."""
    return getattr(_inference, "enabled", False)


class inference_mode:
    """torch.inference_mode(mode=True): a context manager and a decorator (`@inference_mode`,
    `@inference_mode()`, `@inference_mode(False)`) for code that runs the model without training it.

    `inference_mode(True)` turns gradient recording off on this thread, as `no_grad` does, and
    `is_inference_mode_enabled()` is True inside. `inference_mode(False)` turns recording ON and inference
    mode off for the block, even inside `no_grad` or an outer `inference_mode()`, as PyTorch's does. Leaving
    a block restores both as they were, so blocks nest as in PyTorch. Each call of a decorated function (each
    step of a decorated generator) runs in a block of its own.

    How it differs from PyTorch: the contract has no "inference tensors". PyTorch marks every tensor made in
    the block as one, refuses to save it for backward or to update it in place outside the block, and skips
    version counting for speed; here a tensor made inside is an ordinary tensor, which may later take part in
    autograd (`x = model(batch)` inside, `x.requires_grad_()` and a loss through it outside work), where
    PyTorch raises "Inference tensors cannot be saved for backward". There is no `Tensor.is_inference()`, and
    no speed beyond what not recording gives (exactly no_grad's)."""

    def __new__(cls, mode: Any = True):
        if isinstance(mode, bool):
            return super().__new__(cls)
        return cls()(mode)   # @inference_mode without parentheses: mode is the function

    def __init__(self, mode: bool = True) -> None:
        self.mode = mode
        self._entered: list[tuple[no_grad | enable_grad, bool]] = []   # a stack: one object may nest

    def __enter__(self) -> None:
        change: no_grad | enable_grad = no_grad() if self.mode else enable_grad()
        change.__enter__()
        self._entered.append((change, is_inference_mode_enabled()))
        _inference.enabled = bool(self.mode)

    def __exit__(self, *exc_info: object) -> None:
        change, before = self._entered.pop()
        _inference.enabled = before
        change.__exit__(*exc_info)

    def clone(self) -> inference_mode:
        return type(self)(self.mode)

    def __call__(self, fn: Wrapped) -> Wrapped:
        if inspect.isgeneratorfunction(fn):
            return _generator_in(self.clone, fn)  # type: ignore[return-value]

        @functools.wraps(fn)
        def in_inference_mode(*args: Any, **kwargs: Any) -> Any:
            with self.clone():
                return fn(*args, **kwargs)
        return in_inference_mode  # type: ignore[return-value]


def _generator_in(context: Callable[[], Any], fn: Callable[..., Any]) -> Callable[..., Any]:
    """fn, a generator function, with each of its steps run in a fresh context() (PyTorch's way: the code
    between two yields sees the mode, the caller's code between two next() calls does not)."""

    @functools.wraps(fn)
    def generator_in_context(*args: Any, **kwargs: Any) -> Any:
        gen = fn(*args, **kwargs)
        try:
            with context():
                response = gen.send(None)
            while True:
                try:
                    request = yield response
                except GeneratorExit:
                    with context():
                        gen.close()
                    raise
                except BaseException as raised:
                    with context():
                        response = gen.throw(raised)
                else:
                    with context():
                        response = gen.send(request)
        except StopIteration as stop:
            return stop.value
    return generator_in_context


# -- ABI 1.3, more autograd ------------------------------------------------------------------------------------

class GradFn:
    """What Tensor.grad_fn returns for a tensor a recorded op computed (PyTorch's backward node). The
    contract says whether there is one, not which op it is, so this is a marker to test against None;
    a custom Function's output names its class (`<SquareBackward>`)."""
    __slots__ = ("name",)

    def __init__(self, name: str = "GradFn") -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"<{self.name}>"


def _as_list(value: Any) -> list[Any]:
    return list(value) if isinstance(value, (list, tuple)) else [value]


def grad(outputs: Any, inputs: Any, grad_outputs: Any = None, retain_graph: bool | None = None,
         create_graph: bool = False, allow_unused: bool | None = None,
         materialize_grads: bool = False) -> tuple[Any, ...]:
    """d(outputs)/d(inputs) weighted by grad_outputs, as torch.autograd.grad: a tuple with one gradient per
    input (None for an unused one when allow_unused; zeros instead with materialize_grads). .grad is not
    touched. retain_graph defaults to create_graph; create_graph makes the gradients differentiable."""
    from .creation import zeros_like   # creation.py and tensor.py import this module
    from .tensor import Tensor
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


def gradient_arg(value: Any) -> Any:
    """A gradient given to backward or grad: a Tensor or None, else PyTorch's TypeError."""
    from .tensor import Tensor   # tensor.py imports this module
    if value is not None and not isinstance(value, Tensor):
        raise TypeError(f"gradients can be either Tensors or None, but got {type(value).__name__}")
    return value


def backward(tensors: Any, grad_tensors: Any = None, retain_graph: bool | None = None,
             create_graph: bool = False) -> None:
    """torch.autograd.backward: backward from each tensor (with its gradient), accumulating into .grad."""
    roots = _as_list(tensors)
    weights = [None] * len(roots) if grad_tensors is None else _as_list(grad_tensors)
    for i, (root, weight) in enumerate(zip(roots, weights)):
        keep = retain_graph or i < len(roots) - 1   # later roots may share the graph
        root.backward(weight, retain_graph=keep, create_graph=create_graph)


# -- Tensor.register_hook, in Tier 3 -----------------------------------------------------------------------------
# The C ABI cannot call back into the host during backward, so a backward whose graph may reach a hooked
# tensor runs in passes over Tier 1: one pass from the root with the graph kept (the corrections below need
# it again); then, hooked tensors from the newest to the oldest (each tensor is newer than what it was
# computed from, so this is a reverse topological order), the hooks see the gradient the tensor received
# and a second backward from the tensor carries the change (replacement - received) to what it came from.
# Gradients are linear in the seed, so the sums are what a hook inside the graph would give. Consequences:
# the graph is kept after such a backward (a second one is not refused), a hooked non-leaf keeps its last
# gradient in .grad (it retains it), st.autograd.grad refuses to run while hooks are registered, and a hook
# lives as long as the tensor object it was registered on (PyTorch's lives with the graph).

_HOOKED: dict[int, tuple[Any, dict[int, Callable[[Any], Any]]]] = {}   # id(tensor) -> (weak ref, handle id -> hook)


def register_hook(tensor: Any, hook: Callable[[Any], Any]) -> RemovableHandle:
    """Tensor.register_hook: hook(grad) runs when backward computes the gradient of tensor; a tensor it
    returns replaces that gradient (None keeps it)."""
    if not callable(hook):
        raise TypeError(f"hook must be callable, got {type(hook).__name__}")
    if not tensor.requires_grad:
        raise InvalidArgumentError("cannot register a hook on a tensor that doesn't require gradient")
    if not tensor.is_leaf:   # its gradient must be readable after the first pass
        tensor.retain_grad()
    key = id(tensor)
    if key not in _HOOKED:
        _HOOKED[key] = (weakref.ref(tensor, lambda _, key=key: _HOOKED.pop(key, None)), {})
    return RemovableHandle(_HOOKED[key][1], hook)


def _hooked() -> list[tuple[Any, dict[int, Callable[[Any], Any]]]]:
    """The live hooked tensors with hooks."""
    return [(ref(), hooks) for ref, hooks in list(_HOOKED.values()) if hooks and ref() is not None]


def refuse_with_hooks(what: str) -> None:
    if _hooked():
        raise UnsupportedError(f"{what} while tensor hooks are registered: hooks run in Tensor.backward only "
                               "(remove them first)")
    if _NODES:
        raise UnsupportedError(f"{what} while a custom autograd.Function's graph waits for its backward: its "
                               "backward runs in Tensor.backward only (compute under st.no_grad() what needs no "
                               "gradient, or run that backward first)")


def _run_hooks(tensor: Any, hooks: dict[int, Callable[[Any], Any]]) -> None:
    """The hooks of tensor see the gradient it received; a replacement's change goes on backward."""
    received = tensor.grad
    if received is None:   # not in this graph
        return
    grad = received
    for hook in list(hooks.values()):
        replaced = hook(grad)
        grad = grad if replaced is None else replaced
    if tensor.is_leaf:   # .grad is the replacement: dropped, then accumulated again
        tensor.grad = None
        calls.tensor_backward_gradient(tensor, grad, 1)
    elif grad is not received:
        change = grad - received
        calls.tensor_backward_gradient(tensor, change, 1)


def backward_with_hooks(root: Any, seed: Any, retain_graph: bool) -> None:
    """backward from root (seed: the gradient, or None), running the registered hooks and the backward of
    the custom Functions on the way (see the comments above and at Function)."""
    hooked = _hooked()
    if not hooked and not _NODES:
        calls.tensor_backward_gradient(root, seed, int(retain_graph))
        return
    earlier = {}   # a hooked leaf's gradient from earlier backwards: the hooks see only this one's
    for tensor, _ in hooked:
        old = tensor.grad
        earlier[id(tensor)] = old.detach().clone() if old is not None and tensor.is_leaf else None
        tensor.grad = None
    calls.tensor_backward_gradient(root, seed, 1)
    # newest first: each tensor is newer than what it was computed from (a reverse topological order)
    steps = [(tensor.handle, functools.partial(_run_hooks, tensor, hooks)) for tensor, hooks in hooked]
    steps += [(node.newest, functools.partial(node.run, retain_graph)) for node in list(_NODES.values())]
    for _, step in sorted(steps, key=lambda item: item[0], reverse=True):
        step()
    for tensor, _ in hooked:
        old = earlier[id(tensor)]
        if old is not None:
            calls.tensor_backward_gradient(tensor, old, 1)


# -- custom autograd.Function, in Tier 3 ---------------------------------------------------------------------------
# forward runs under no_grad; each output it returns is handed out as a new leaf that requires grad (its
# "cut"), held with the ctx in _NODES. backward_with_hooks's first pass leaves the gradient of the graph
# after the Function in the cuts' .grad; the Function's backward turns it into its inputs' gradients, and
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
        from .creation import zeros_like   # creation.py and tensor.py import this module
        from .tensor import Tensor
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
                _NODES.pop(id(cut), None)


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


_NODES: dict[int, _Node] = {}   # id(cut) -> its node; the node holds the cut, so the id stays its own


def release_functions() -> None:
    """Drop every custom Function graph waiting for a backward (see above): a later backward through one
    of their outputs then stops at it, as a tensor computed under no_grad would."""
    for node in list(_NODES.values()):
        node.release()


def function_node_name(tensor: Any) -> str | None:
    """`NameBackward` when tensor is an output of a custom Function waiting for its backward, else None."""
    node = _NODES.get(id(tensor))
    return None if node is None else f"{node.function.__name__}Backward"


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
        from .tensor import Tensor
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
                _NODES[id(cut)] = node
        handed = [o if c is None else c for o, c in zip(outputs, cuts)]
        return tuple(handed) if isinstance(output, tuple) else handed[0]
