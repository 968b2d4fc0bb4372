"""The NumPy backend's tensor and its reverse-mode autograd engine.

A Tensor holds an ndarray and, when it was computed with grad enabled from tensors that require grad,
the Node that made it: the backward function of the op and its parents. `backward` walks the graph in
reverse topological order and accumulates gradients into the leaves, as PyTorch does.
"""

from __future__ import annotations

import threading
from typing import Callable, Sequence

import numpy as np

from ...abi.errors import InvalidArgument

Grads = Sequence["np.ndarray | None"]


class Node:
    """How a tensor was made: backward(grad of output) -> one grad (or None) per parent."""
    __slots__ = ("backward", "parents")

    def __init__(self, backward: Callable[[np.ndarray], Grads], parents: tuple["Tensor", ...]):
        self.backward = backward
        self.parents = parents


class Tensor:
    __slots__ = ("data", "requires_grad", "grad", "node", "__weakref__")

    def __init__(self, data: np.ndarray, requires_grad: bool = False, node: Node | None = None):
        self.data = data
        self.requires_grad = requires_grad
        self.grad: Tensor | None = None
        self.node = node

    @property
    def is_leaf(self) -> bool:
        return self.node is None

    @property
    def shape(self) -> tuple[int, ...]:
        return self.data.shape

    @property
    def dtype(self) -> np.dtype:
        return self.data.dtype

    def __repr__(self) -> str:
        return f"Tensor({self.data!r}, requires_grad={self.requires_grad})"


_mode = threading.local()


def grad_enabled() -> bool:
    return getattr(_mode, "enabled", True)


def set_grad_enabled(flag: bool) -> None:
    _mode.enabled = flag


def make(data: np.ndarray, parents: tuple[Tensor, ...], backward: Callable[[np.ndarray], Grads]) -> Tensor:
    """The output of an op: it joins the graph when grad is on and a parent requires grad."""
    data = np.asarray(data)   # NumPy turns 0-dim results into scalars
    if grad_enabled() and any(p.requires_grad for p in parents):
        return Tensor(data, True, Node(backward, parents))
    return Tensor(data)


def constant(data: np.ndarray) -> Tensor:
    """An output that never carries grad (argmax, integer results, ...)."""
    return Tensor(np.asarray(data))


def unbroadcast(grad: np.ndarray, shape: tuple[int, ...]) -> np.ndarray:
    """Sum a broadcast gradient back to the shape of the operand it came from."""
    if grad.shape == shape:
        return grad
    lead = grad.ndim - len(shape)
    axes = tuple(range(lead)) + tuple(lead + i for i, n in enumerate(shape) if n == 1 and grad.shape[lead + i] != 1)
    return grad.sum(axis=axes, keepdims=True).reshape(shape) if axes else grad.reshape(shape)


def _topological(root: Tensor) -> list[Tensor]:
    """Tensors of the graph, each after every tensor it was computed from (iterative: graphs can be deep)."""
    order, seen, stack = [], {id(root)}, [(root, False)]
    while stack:
        t, expanded = stack.pop()
        if expanded:
            order.append(t)
            continue
        stack.append((t, True))
        if t.node is not None:
            for p in t.node.parents:
                if p.requires_grad and id(p) not in seen:
                    seen.add(id(p))
                    stack.append((p, False))
    return order


def backward(loss: Tensor) -> None:
    """Accumulate d(loss)/d(leaf) into every leaf that requires grad; frees the graph like PyTorch."""
    order = _topological(loss)
    grads: dict[int, np.ndarray] = {id(loss): np.ones_like(loss.data)}
    for t in reversed(order):
        g = grads.pop(id(t), None)
        if g is None:
            continue
        if t.node is None:
            _accumulate(t, g)
            continue
        if t.node.backward is None:
            raise InvalidArgument("trying to backward through the graph a second time; "
                                  "it is freed after the first backward")
        parent_grads = t.node.backward(g)
        t.node.backward = None   # free what the closure saved, as PyTorch does without retain_graph
        for p, pg in zip(t.node.parents, parent_grads):
            if pg is None or not p.requires_grad:
                continue
            pg = np.asarray(pg)
            grads[id(p)] = grads[id(p)] + pg if id(p) in grads else pg


def _accumulate(leaf: Tensor, g: np.ndarray) -> None:
    g = g.astype(leaf.data.dtype, copy=False)
    if leaf.grad is None:
        leaf.grad = Tensor(np.array(g, copy=True))
    else:
        leaf.grad.data = leaf.grad.data + g
