"""The NumPy backend's tensor and its reverse-mode autograd engine.

A Tensor holds an ndarray and, when it was computed with grad enabled from tensors that require grad,
the Node that made it: the backward function of the op and its parents. `backward` walks the graph in
reverse topological order and accumulates gradients into the leaves, as PyTorch does.

In-place writes (copy_from, optimizer steps) bump a version counter per block of memory, shared by a
tensor and its views as PyTorch's is. A node records the versions of what its backward reads, and a
backward through a node whose inputs were overwritten since is refused, as PyTorch refuses it, instead
of silently using the new values.
"""

from __future__ import annotations

import threading
import weakref
from typing import Callable, Sequence

import numpy as np

from ...abi.errors import InvalidArgumentError

Grads = Sequence["np.ndarray | None"]


class Node:
    """How a tensor was made: backward(grad of output) -> one grad (or None) per parent; saved holds
    (memory owner, version) of each array the backward reads."""
    __slots__ = ("backward", "parents", "saved")

    def __init__(self, backward: Callable[[np.ndarray], Grads], parents: tuple["Tensor", ...],
                 saved: tuple[tuple[np.ndarray, int], ...] = ()):
        self.backward = backward
        self.parents = parents
        self.saved = saved


class Tensor:
    __slots__ = ("data", "requires_grad", "grad", "node", "retains_grad", "__weakref__")

    def __init__(self, data: np.ndarray, requires_grad: bool = False, node: Node | None = None):
        # NumPy's 0-dim arithmetic gives scalars, which have no memory to share (DLPack, copy_from): always an array
        self.data = data if isinstance(data, np.ndarray) else np.asarray(data)
        self.requires_grad = requires_grad
        self.grad: Tensor | None = None
        self.node = node
        self.retains_grad = False   # a non-leaf that keeps its grad (retain_grad)

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


class _Mode(threading.local):
    # on in every thread until that thread turns it off: a class default, because a missing attribute
    # read through getattr(..., default) cost each op 0.3 us
    enabled = True


_mode = _Mode()


def grad_enabled() -> bool:
    return _mode.enabled


def set_grad_enabled(flag: bool) -> None:
    _mode.enabled = flag


# -- version counters ------------------------------------------------------------------------------------
_versions: dict[int, int] = {}   # id(memory owner) -> in-place writes so far; absent means 0
_versions_lock = threading.Lock()


def _owner(data: np.ndarray) -> np.ndarray:
    """The array that owns data's memory: views share their owner's version."""
    while isinstance(data.base, np.ndarray):
        data = data.base
    return data


def bump_version(data: np.ndarray) -> None:
    """Record an in-place write into data (and so into every view of its memory)."""
    owner = _owner(data)
    key = id(owner)
    with _versions_lock:
        if key not in _versions:   # forget the count when the memory goes, so a reused id starts at 0
            weakref.finalize(owner, _versions.pop, key, None)
        _versions[key] = _versions.get(key, 0) + 1


def _snapshot(arrays) -> tuple[tuple[np.ndarray, int], ...]:
    return tuple((o, _versions.get(id(o), 0)) for o in map(_owner, arrays))


def _check_saved(node: Node) -> None:
    for owner, version in node.saved:
        now = _versions.get(id(owner), 0)
        if now != version:
            raise InvalidArgumentError(f"one of the tensors needed for gradient computation has been modified by an "
                                  f"inplace operation (copy_from or an optimizer step): it is at version {now}; "
                                  f"expected version {version} instead")


_allocate = Tensor.__new__
# A global: reading an attribute of the numpy module costs a tiny op about a fifth of NumPy's own add
_NDARRAY = np.ndarray


def untracked(data) -> Tensor:
    """The output of an op that joins no graph: Tensor(data), built without calling __init__ (calling a class with
    a Python __init__ costs about as much as NumPy's add of two small arrays)."""
    if type(data) is not _NDARRAY:   # NumPy turns 0-dim results into scalars
        data = np.asarray(data)
    t = _allocate(Tensor)
    t.data = data
    t.requires_grad = False
    t.grad = None
    t.node = None
    t.retains_grad = False
    return t


def make(data: np.ndarray, parents: tuple[Tensor, ...], backward: Callable[[np.ndarray], Grads],
         saved: bool = True) -> Tensor:
    """The output of an op: it joins the graph when grad is on and a parent requires grad.

    saved=False is for ops whose backward needs only shapes (add, views, sum, ...): PyTorch saves nothing
    for them, so writing into their inputs or output later does not invalidate the graph.
    """
    for p in parents:   # the parents first: the thread's grad mode costs more to read than they do
        if p.requires_grad:
            if _mode.enabled:
                if type(data) is not np.ndarray:
                    data = np.asarray(data)
                reads = _snapshot([data, *(p.data for p in parents)]) if saved else ()
                return Tensor(data, True, Node(backward, parents, reads))
            break
    return untracked(data)


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


def _topological(roots: Sequence[Tensor]) -> list[Tensor]:
    """Tensors of the graph, each after every tensor it was computed from (iterative: graphs can be deep).

    A tensor is marked when it is expanded, not when it is first pushed: one reached by several paths
    (a + a*2, residuals, tied weights) must come after everything that uses it in reversed order, so its
    gradient is complete before its own backward runs.
    """
    order, done, stack = [], set(), [(root, False) for root in roots]
    while stack:
        t, expanded = stack.pop()
        if expanded:
            order.append(t)
            continue
        if id(t) in done:
            continue
        done.add(id(t))
        stack.append((t, True))
        if t.node is not None:
            stack.extend((p, False) for p in t.node.parents if p.requires_grad and id(p) not in done)
    return order


def _propagate(roots: Sequence[Tensor], seeds: Sequence[np.ndarray], retain_graph: bool,
               wanted: Sequence[Tensor] | None) -> dict[int, np.ndarray]:
    """Run the graph's backward functions from roots seeded with their gradients.

    wanted=None is `backward`: gradients accumulate into the leaves (and the non-leaves that retain
    theirs). Otherwise it is `autograd.grad`: no .grad changes; the gradient reaching each wanted tensor is
    returned by id. Without retain_graph each backward function is dropped after its use, as PyTorch frees
    the graph, and a second pass through it is refused.
    """
    order = _topological(roots)
    for t in order:   # refuse before any gradient is accumulated
        if t.node is not None:
            _check_saved(t.node)
    grads: dict[int, np.ndarray] = {}
    for root, seed in zip(roots, seeds):
        grads[id(root)] = grads[id(root)] + seed if id(root) in grads else seed
    wanted_ids = None if wanted is None else {id(t) for t in wanted}
    found: dict[int, np.ndarray] = {}
    for t in reversed(order):
        g = grads.pop(id(t), None)
        if g is None:
            continue
        if wanted_ids is not None and id(t) in wanted_ids:
            found[id(t)] = g
        elif wanted_ids is None and (t.node is None or t.retains_grad):
            _accumulate(t, g)
        if t.node is None:
            continue
        if t.node.backward is None:
            raise InvalidArgumentError("trying to backward through the graph a second time (or directly access "
                                       "saved tensors after they have already been freed); specify "
                                       "retain_graph=True the first time")
        parent_grads = t.node.backward(g)
        if not retain_graph:
            t.node.backward = None   # free what the closure saved, as PyTorch does without retain_graph
        for p, pg in zip(t.node.parents, parent_grads):
            if pg is None or not p.requires_grad:
                continue
            pg = np.asarray(pg)
            if pg.dtype.kind == "c" and p.data.dtype.kind != "c":
                pg = pg.real   # a real tensor's gradient is the real part, as PyTorch's (x.real * 2 - x: x's real part)
            grads[id(p)] = grads[id(p)] + pg if id(p) in grads else pg
    return found


def backward(root: Tensor, gradient: np.ndarray | None = None, retain_graph: bool = False) -> None:
    """Accumulate d(root)/d(leaf) (times gradient, ones by default) into every leaf that requires grad."""
    seed = np.ones_like(root.data) if gradient is None else gradient.astype(root.data.dtype, copy=False)
    _propagate([root], [seed], retain_graph, None)


def grad(outputs: Sequence[Tensor], inputs: Sequence[Tensor], grad_outputs: Sequence[np.ndarray | None],
         retain_graph: bool) -> list[np.ndarray | None]:
    """d(outputs)/d(inputs) weighted by grad_outputs (None: ones); None for an input the outputs do not use."""
    seeds = [np.ones_like(o.data) if g is None else g.astype(o.data.dtype, copy=False)
             for o, g in zip(outputs, grad_outputs)]
    found = _propagate(outputs, seeds, retain_graph, inputs)
    # copies: a gradient may be a seed itself (the grad of an output with respect to itself)
    return [None if id(t) not in found else np.asarray(found[id(t)]).astype(t.data.dtype) for t in inputs]


def _accumulate(leaf: Tensor, g: np.ndarray) -> None:
    g = g.astype(leaf.data.dtype, copy=False)
    if leaf.grad is None:
        leaf.grad = Tensor(np.array(g, copy=True))
    else:
        leaf.grad.data = leaf.grad.data + g
