"""What Tier 3 adds to the runtime's autograd graph: the tensor hooks of Tensor.register_hook, the nodes of custom
Functions waiting for their backward (made by st.autograd.Function), and the backward that runs both; GradFn,
what Tensor.grad_fn returns. The Tensor core stands on this module; st.autograd hands its public names on.
"""

from __future__ import annotations

import functools
import weakref
from typing import Any, Callable

from . import calls
from .errors import InvalidArgumentError, UnsupportedError
from .hooks import RemovableHandle

__all__ = ["GradFn", "RemovableHandle", "register_hook", "register_post_accumulate_grad_hook", "queue_callback",
           "backward_with_hooks", "refuse_with_hooks",
           "function_node_name", "release_functions", "NODES"]


class GradFn:
    """What Tensor.grad_fn returns for a tensor a recorded op computed (PyTorch's backward node). The
    contract says whether there is one, not which op it is, so this is a marker to test against None;
    a custom Function's output names its class (`<SquareBackward>`)."""
    __slots__ = ("name",)

    def __init__(self, name: str = "GradFn") -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"<{self.name}>"


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
# id(cut) -> its node (st.autograd's _Node: .function, .newest, .run, .release); the node holds the cut, so the id
# stays its own
NODES: dict[int, Any] = {}


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
    if NODES:
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


# -- Tensor.register_post_accumulate_grad_hook, in Tier 3 --------------------------------------------------------
# A leaf's post-accumulate hooks see the leaf itself once backward has accumulated its gradient into .grad. Here
# backward first sets aside the .grad of every such leaf, so that the pass shows which leaves it reached; then it
# adds the set-aside gradient back and runs their hooks, newest leaf first (the order in which a model's gradients
# become ready: the last layer's first), and last the callbacks the hooks queued (queue_callback), as PyTorch's
# engine runs its final callbacks at the end of a backward.

_POST_ACCUMULATE: dict[int, tuple[Any, dict[int, Callable[[Any], Any]]]] = {}   # as _HOOKED
_FINAL_CALLBACKS: list[list[Callable[[], Any]]] = []   # one list per backward running its post-accumulate hooks


def register_post_accumulate_grad_hook(tensor: Any, hook: Callable[[Any], Any]) -> RemovableHandle:
    """Tensor.register_post_accumulate_grad_hook: hook(tensor) runs after backward accumulated tensor's
    gradient into tensor.grad; its return value is ignored."""
    if not callable(hook):
        raise TypeError(f"hook must be callable, got {type(hook).__name__}")
    if not tensor.requires_grad:
        raise InvalidArgumentError("cannot register a hook on a tensor that doesn't require gradient")
    if not tensor.is_leaf:
        raise InvalidArgumentError("post accumulate grad hooks cannot be registered on non-leaf tensors")
    key = id(tensor)
    if key not in _POST_ACCUMULATE:
        _POST_ACCUMULATE[key] = (weakref.ref(tensor, lambda _, key=key: _POST_ACCUMULATE.pop(key, None)), {})
    return RemovableHandle(_POST_ACCUMULATE[key][1], hook)


def queue_callback(callback: Callable[[], Any]) -> None:
    """Run callback at the end of the backward whose post-accumulate hook calls this (PyTorch's
    Variable._execution_engine.queue_callback)."""
    if not _FINAL_CALLBACKS:
        raise RuntimeError("Final callbacks can only be installed during backward pass.")
    _FINAL_CALLBACKS[-1].append(callback)


def backward_with_hooks(root: Any, seed: Any, retain_graph: bool) -> None:
    """backward from root (seed: the gradient, or None), running the registered hooks, the backward of the custom
    Functions on the way and then the post-accumulate hooks (see the comments above and at st.autograd.Function)."""
    waiting = [(ref(), hooks) for ref, hooks in list(_POST_ACCUMULATE.values()) if hooks and ref() is not None]
    if not waiting:
        _backward_with_tensor_hooks(root, seed, retain_graph)
        return
    set_aside = []
    for tensor, _ in waiting:
        old = tensor.grad
        set_aside.append(old.detach().clone() if old is not None else None)
        tensor.grad = None
    try:
        _backward_with_tensor_hooks(root, seed, retain_graph)
    finally:
        reached = []
        for (tensor, hooks), old in zip(waiting, set_aside):
            if tensor.grad is not None:
                reached.append((tensor, hooks))
            if old is not None:   # accumulated as backward accumulates
                calls.tensor_backward_gradient(tensor, old, 1)
    _FINAL_CALLBACKS.append([])
    try:
        for tensor, hooks in sorted(reached, key=lambda item: item[0].handle, reverse=True):
            for hook in list(hooks.values()):
                hook(tensor)
        callbacks = _FINAL_CALLBACKS[-1]
        while callbacks:   # a callback may queue another
            callbacks.pop(0)()
    finally:
        _FINAL_CALLBACKS.pop()


def _backward_with_tensor_hooks(root: Any, seed: Any, retain_graph: bool) -> None:
    """backward from root (seed: the gradient, or None), running the registered tensor hooks and the backward of
    the custom Functions on the way (see the comments above and at st.autograd.Function)."""
    hooked = _hooked()
    if not hooked and not NODES:
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
    steps += [(node.newest, functools.partial(node.run, retain_graph)) for node in list(NODES.values())]
    for _, step in sorted(steps, key=lambda item: item[0], reverse=True):
        step()
    for tensor, _ in hooked:
        old = earlier[id(tensor)]
        if old is not None:
            calls.tensor_backward_gradient(tensor, old, 1)


def release_functions() -> None:
    """Drop every custom Function graph waiting for a backward (see st.autograd): a later backward through one
    of their outputs then stops at it, as a tensor computed under no_grad would."""
    for node in list(NODES.values()):
        node.release()


def function_node_name(tensor: Any) -> str | None:
    """`NameBackward` when tensor is an output of a custom Function waiting for its backward, else None."""
    node = NODES.get(id(tensor))
    return None if node is None else f"{node.function.__name__}Backward"
