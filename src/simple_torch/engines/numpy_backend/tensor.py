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

from ...abi.errors import InvalidArgumentError, UnsupportedError
from . import dtypes
from .ops import OPS

Grads = Sequence["np.ndarray | None"]


class Node:
    """How a tensor was made: backward(grad of output) -> one grad (or None) per parent; saved holds
    (memory owner, version) of each array the backward reads; differentiable (or None) is the backward over
    Tensors, recorded, for create_graph."""
    __slots__ = ("backward", "parents", "saved", "differentiable")

    def __init__(self, backward: Callable[[np.ndarray], Grads], parents: tuple["Tensor", ...],
                 saved: tuple[tuple[np.ndarray, int], ...] = (),
                 differentiable: Callable[["Tensor"], Sequence["Tensor | None"]] | None = None):
        self.backward = backward
        self.parents = parents
        self.saved = saved
        self.differentiable = differentiable


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

    # Arithmetic through the backend's ops, recorded like any op: the Tensor formulas of create_graph are written
    # with it. Numbers go to the *_scalar ops as Python numbers, which keep the tensor's dtype as PyTorch's do (a NumPy
    # float64 scalar would promote a float32 tensor)
    def __add__(self, other):
        if _is_number(other):
            return OPS["add_scalar"](self, _python(other))
        return OPS["add"](self, _tensor(other, self))

    __radd__ = __add__

    def __sub__(self, other):
        if _is_number(other):
            return OPS["add_scalar"](self, -_python(other))
        return OPS["sub"](self, _tensor(other, self))

    def __rsub__(self, other):
        if _is_number(other):
            return OPS["add_scalar"](OPS["neg"](self), _python(other))
        return OPS["sub"](_tensor(other, self), self)

    def __mul__(self, other):
        if _is_number(other):
            return OPS["mul_scalar"](self, _python(other))
        return OPS["mul"](self, _tensor(other, self))

    __rmul__ = __mul__

    def __truediv__(self, other):
        if _is_number(other):
            return OPS["mul_scalar"](self, 1 / _python(other))
        return OPS["div"](self, _tensor(other, self))

    def __rtruediv__(self, other):
        if _is_number(other):
            return OPS["mul_scalar"](OPS["reciprocal"](self), _python(other))
        return OPS["div"](_tensor(other, self), self)

    def __neg__(self):
        return OPS["neg"](self)

    def __pow__(self, other):
        if _is_number(other):
            return OPS["pow"](self, _python(other))
        return OPS["pow_tensor"](self, _tensor(other, self))

    def __matmul__(self, other):
        return OPS["matmul"](self, other)

    # comparisons with a number and their `&`, for the masks of piecewise derivatives (np.where(v > 0, ...)); bool
    # results, which never carry grad. No __eq__: tensors stay hashable by identity
    def __lt__(self, s):
        return OPS["lt_scalar"](self, s)

    def __le__(self, s):
        return OPS["le_scalar"](self, s)

    def __gt__(self, s):
        return OPS["gt_scalar"](self, s)

    def __ge__(self, s):
        return OPS["ge_scalar"](self, s)

    def __and__(self, other):
        return OPS["logical_and"](self, other)

    def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
        """NumPy's functions of Tensors, as the backend's ops: the derivative formulas written for arrays
        (elementwise._math's) then serve Tensors as they are."""
        name = _UFUNC_OPS.get(ufunc.__name__, ufunc.__name__)
        if method != "__call__" or kwargs or not (name in _OPERATORS or name == "conj" or name in OPS):
            raise UnsupportedError(f"create_graph on the NumPy backend: NumPy's {ufunc.__name__} has no recorded "
                                   f"op for Tensors")
        like = next(t for t in inputs if isinstance(t, Tensor))
        if name in _OPERATORS:   # a number or NumPy scalar first takes the Tensor's reflected operator
            inputs = [t if isinstance(t, Tensor) or _is_number(t) else _tensor(t, like) for t in inputs]
            method, reflected = _OPERATORS[name]
            if isinstance(inputs[0], Tensor):
                return getattr(inputs[0], method)(*inputs[1:])
            if reflected is None:
                raise UnsupportedError(f"create_graph on the NumPy backend: a number {name} a Tensor has no "
                                       f"recorded op")
            return getattr(inputs[1], reflected)(inputs[0])
        if name == "conj":   # of a real Tensor (create_graph refuses complex graphs)
            return inputs[0]
        # the other ops take Tensors only: numbers and arrays become constants of the Tensor's dtype
        inputs = [_tensor(np.asarray(t) if _is_number(t) else t, like) for t in inputs]
        return OPS[name](*inputs)

    def __array_function__(self, func, types, args, kwargs):
        """NumPy's shape functions and where of Tensors, as the backend's ops: the backward closures that only
        move, sum or mask the gradient then serve create_graph as they are."""
        handler = _FUNCTIONS.get(func.__name__)
        if handler is None:
            raise UnsupportedError(f"create_graph on the NumPy backend: NumPy's {func.__name__} has no recorded op "
                                   f"for Tensors")
        return handler(*args, **kwargs)


def _is_number(value) -> bool:
    return isinstance(value, (int, float, np.number))


def _python(number):
    """A Python number: NumPy's scalars are not weak in NumPy's promotion."""
    return number.item() if isinstance(number, np.number) else number


def _tensor(value, like: Tensor) -> Tensor:
    """An operand of a Tensor formula as a Tensor: an array constant (a mask, a saved coefficient) joins no graph
    and takes the other operand's floating dtype, so a float64 constant does not promote a float32 gradient."""
    if isinstance(value, Tensor):
        return value
    data = np.asarray(value)
    if data.dtype.kind == "f" and like.data.dtype.kind in "fc":
        data = data.astype(like.data.dtype)
    return untracked(data)


# NumPy's ufuncs that are Python operators: the Tensor's operator and its reflected one
_OPERATORS = {"add": ("__add__", "__radd__"), "subtract": ("__sub__", "__rsub__"), "multiply": ("__mul__", "__rmul__"),
              "divide": ("__truediv__", "__rtruediv__"), "negative": ("__neg__", None), "power": ("__pow__", None)}
# NumPy's (and SciPy's) ufuncs whose backend op has another name; the others are the op of their own name
_UFUNC_OPS = {"expit": "sigmoid", "arcsin": "asin", "arccos": "acos", "arctan": "atan", "arcsinh": "asinh",
              "arccosh": "acosh", "arctanh": "atanh", "absolute": "abs", "conjugate": "conj"}


def _where(condition, a, b) -> Tensor:
    """np.where with a Tensor among its arguments: the other values become constants of a Tensor branch's dtype (of
    their own common dtype when only the condition is a Tensor)."""
    tensors = [t for t in (a, b) if isinstance(t, Tensor)]
    dtype = tensors[0].data.dtype if tensors else np.result_type(a, b)

    def branch(value) -> Tensor:
        if isinstance(value, Tensor):
            return value
        data = np.asarray(value)
        return untracked(data.astype(dtype) if data.dtype.kind in "biuf" else data)
    condition = condition if isinstance(condition, Tensor) else untracked(np.asarray(condition))
    return OPS["where"](condition, branch(a), branch(b))


def _sum(a: Tensor, axis=None, keepdims: bool = False) -> Tensor:
    if axis is None or isinstance(axis, int):
        return OPS["sum"](a, axis, keepdims)
    for d in sorted((d % a.data.ndim for d in axis), reverse=True):
        a = OPS["sum"](a, d, keepdims)
    return a


def _expand_dims(a: Tensor, axis) -> Tensor:
    for d in sorted([axis] if isinstance(axis, int) else axis):
        a = OPS["unsqueeze"](a, d)
    return a


# NumPy's functions that the backward closures use, and their recorded equivalents
_FUNCTIONS = {"reshape": lambda a, shape: OPS["reshape"](a, tuple(shape) if not isinstance(shape, int) else (shape,)),
              "transpose": lambda a, axes: OPS["permute"](a, tuple(axes)),
              "swapaxes": lambda a, d0, d1: OPS["transpose"](a, d0, d1),
              "expand_dims": _expand_dims,
              "broadcast_to": lambda a, shape: OPS["expand"](a, tuple(shape)),
              "sum": _sum,
              "flip": lambda a, axis: OPS["flip"](a, axis),
              "roll": lambda a, shift, axis: OPS["roll"](a, shift, axis),
              "cumsum": lambda a, axis: OPS["cumsum"](a, axis),
              "where": _where}


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
         saved: bool = True, differentiable: Callable[[Tensor], Sequence[Tensor | None]] | None = None) -> Tensor:
    """The output of an op: it joins the graph when grad is on and a parent requires grad.

    saved=False is for ops whose backward needs only shapes (add, views, sum, ...): PyTorch saves nothing
    for them, so writing into their inputs or output later does not invalidate the graph. differentiable is
    the backward written over Tensors with the backend's ops (see the module's docstring), for create_graph.
    """
    for p in parents:   # the parents first: the thread's grad mode costs more to read than they do
        if p.requires_grad:
            if _mode.enabled:
                if type(data) is not np.ndarray:
                    data = np.asarray(data)
                reads = _snapshot([data, *(p.data for p in parents)]) if saved else ()
                return Tensor(data, True, Node(backward, parents, reads, differentiable))
            break
    return untracked(data)


def constant(data: np.ndarray) -> Tensor:
    """An output that never carries grad (argmax, integer results, ...)."""
    return Tensor(np.asarray(data))


def unbroadcast(grad: np.ndarray, shape: tuple[int, ...]) -> np.ndarray:
    """Sum a broadcast gradient back to the shape of the operand it came from."""
    if grad.shape == shape:
        return grad
    if type(grad) is Tensor:   # a recorded gradient (create_graph)
        return sum_to(grad, shape)
    lead = grad.ndim - len(shape)
    axes = tuple(range(lead)) + tuple(lead + i for i, n in enumerate(shape) if n == 1 and grad.shape[lead + i] != 1)
    return grad.sum(axis=axes, keepdims=True).reshape(shape) if axes else grad.reshape(shape)


def sum_to(grad: Tensor, shape: tuple[int, ...]) -> Tensor:
    """unbroadcast for a Tensor gradient, with the backend's recorded sums."""
    lead = grad.data.ndim - len(shape)
    for _ in range(lead):
        grad = OPS["sum"](grad, 0, False)
    for axis, n in enumerate(shape):
        if n == 1 and grad.shape[axis] != 1:
            grad = OPS["sum"](grad, axis, True)
    return grad


def reading(backward: Callable[[np.ndarray], Grads], x: Tensor) -> Callable[[Tensor], Sequence[Tensor | None]]:
    """The differentiable backward of an op whose backward masks or signs the gradient by x's values (relu, clamp,
    abs, ...): `backward` itself, each gradient linked to x with a zero derivative, as PyTorch's backward formulas
    that read their input are (the gradient requires grad, and x's second-order gradient through it is zeros, not
    absent)."""
    def zero(g):
        return (np.zeros(x.data.shape, g.dtype),)

    def zero_recorded(g: Tensor):
        return (untracked(np.zeros(x.data.shape, g.data.dtype)),)

    def differentiable(g: Tensor):
        return tuple(None if grad is None else
                     OPS["add"](grad, make(np.zeros(x.data.shape, grad.data.dtype), (x,), zero, saved=False,
                                        differentiable=zero_recorded))
                     for grad in backward(g))
    return differentiable


def refused(name: str, backward: Callable[[np.ndarray], Grads],
            parents: tuple[Tensor, ...]) -> Callable[[Tensor], Sequence[Tensor | None]]:
    """The differentiable backward of an op whose backward PyTorch does not differentiate: the gradients are those
    of `backward`, in a graph (as PyTorch's) whose own backward raises as PyTorch's does (there: "derivative for
    aten::<name>_backward is not implemented")."""
    def refuse(g: np.ndarray):
        raise UnsupportedError(f"derivative for {name}_backward is not implemented (nor in PyTorch): a gradient "
                               f"through {name} cannot be differentiated again")

    def differentiable(g: Tensor):
        return tuple(None if grad is None else make(grad, (g, *parents), refuse) for grad in backward(g.data))
    return differentiable


def linear_node(forward: Callable[[np.ndarray], np.ndarray],
                adjoint: Callable[[np.ndarray], np.ndarray]) -> Callable[[Tensor], Tensor]:
    """The recorded op t -> forward(t) of a linear map over arrays with its adjoint (transpose): its backward is
    the adjoint, and its gradient as a function of the output gradient is again such an op (the adjoint's, whose
    own is forward's), so it differentiates to any order. For the gradients of linear ops (pooling, scatters)."""
    def apply(t: Tensor) -> Tensor:
        return make(forward(t.data), (t,), lambda g: (adjoint(g),), saved=False,
                    differentiable=lambda g: (linear_node(adjoint, forward)(g),))
    return apply


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


def _op_name(backward: Callable) -> str:
    """The op a backward closure belongs to: the function it was written in (for the ops that share a helper, the
    helper's: `picked` for sort and topk)."""
    return backward.__qualname__.split(".<locals>")[0].strip("_").removesuffix("_backward")


def _as_dtype(g: Tensor, like: Tensor) -> Tensor:
    """A recorded gradient in the dtype of the tensor it belongs to (a formula's constants may have promoted it)."""
    if g.data.dtype == like.data.dtype:
        return g
    return OPS["to_dtype"](g, dtypes.CODES[like.data.dtype])


def _propagate_recorded(roots: Sequence[Tensor], seeds: Sequence[Tensor], retain_graph: bool,
                        wanted: Sequence[Tensor] | None) -> dict[int, Tensor]:
    """_propagate for create_graph: the gradients are Tensors computed by the nodes' differentiable functions with
    grad mode on, so they join the graph and can be differentiated again (as PyTorch's create_graph)."""
    order = _topological(roots)
    for t in order:   # refuse before any gradient is accumulated
        if t.data.dtype.kind == "c":
            raise UnsupportedError("create_graph on the NumPy backend is for real tensors: the recorded backwards "
                                   "leave out the conjugations of complex gradients")
        if t.node is not None:
            _check_saved(t.node)
            if t.node.differentiable is None and t.node.backward is not None:
                raise UnsupportedError(f"create_graph on the NumPy backend: the backward of "
                                       f"{_op_name(t.node.backward)} is computed with arrays only, so its gradient "
                                       f"cannot be differentiated again (the PyTorch backend records it)")
    grads: dict[int, Tensor] = {}
    for root, seed in zip(roots, seeds):
        grads[id(root)] = OPS["add"](grads[id(root)], seed) if id(root) in grads else seed
    wanted_ids = None if wanted is None else {id(t) for t in wanted}
    found: dict[int, Tensor] = {}
    mode = _mode.enabled
    _mode.enabled = True
    try:
        for t in reversed(order):
            g = grads.pop(id(t), None)
            if g is None:
                continue
            if wanted_ids is not None and id(t) in wanted_ids:
                found[id(t)] = g
            elif wanted_ids is None and (t.node is None or t.retains_grad):
                _accumulate_recorded(t, g)
            node = t.node
            if node is None:
                continue
            if node.backward is None:
                raise InvalidArgumentError("trying to backward through the graph a second time (or directly access "
                                           "saved tensors after they have already been freed); specify "
                                           "retain_graph=True the first time")
            parent_grads = node.differentiable(g)
            if not retain_graph:
                node.backward = node.differentiable = None
            for p, pg in zip(node.parents, parent_grads):
                if pg is None or not p.requires_grad:
                    continue
                pg = _as_dtype(pg, p)
                grads[id(p)] = OPS["add"](grads[id(p)], pg) if id(p) in grads else pg
    finally:
        _mode.enabled = mode
    return found


def _accumulate_recorded(t: Tensor, g: Tensor) -> None:
    g = _as_dtype(g, t)
    t.grad = OPS["clone"](g) if t.grad is None else OPS["add"](t.grad, g)


def _recorded_seeds(roots: Sequence[Tensor], seeds: Sequence[Tensor | None]) -> list[Tensor]:
    return [untracked(np.ones_like(r.data)) if s is None else _as_dtype(s, r) for r, s in zip(roots, seeds)]


def backward_recorded(root: Tensor, gradient: Tensor | None, inputs: Sequence[Tensor] | None,
                      retain_graph: bool) -> None:
    """backward with create_graph: .grad of the leaves (or of inputs only, when given) accumulates recorded
    gradients."""
    seeds = _recorded_seeds([root], [gradient])
    if inputs is None:
        _propagate_recorded([root], seeds, retain_graph, None)
        return
    found = _propagate_recorded([root], seeds, retain_graph, inputs)
    for t in inputs:
        t.retains_grad = t.retains_grad or t.node is not None   # a non-leaf input keeps its grad, as in PyTorch
        if id(t) in found:
            _accumulate_recorded(t, found[id(t)])


def grad_recorded(outputs: Sequence[Tensor], inputs: Sequence[Tensor], grad_outputs: Sequence[Tensor | None],
                  retain_graph: bool) -> list[Tensor | None]:
    """grad with create_graph: the gradients are recorded Tensors."""
    found = _propagate_recorded(outputs, _recorded_seeds(outputs, grad_outputs), retain_graph, inputs)
    return [_as_dtype(found[id(t)], t) if id(t) in found else None for t in inputs]


def backward_inputs(root: Tensor, gradient: np.ndarray | None, inputs: Sequence[Tensor], retain_graph: bool) -> None:
    """backward(inputs=...): accumulate into the .grad of inputs only."""
    seed = np.ones_like(root.data) if gradient is None else gradient.astype(root.data.dtype, copy=False)
    found = _propagate([root], [seed], retain_graph, inputs)
    for t in inputs:
        t.retains_grad = t.retains_grad or t.node is not None   # a non-leaf input keeps its grad, as in PyTorch
        if id(t) in found:
            _accumulate(t, found[id(t)])


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
