"""Issue 27, item 11: Tier 3 keeps every operand alive for the whole runtime call.

A Tensor owns its handle and frees it when the object dies, so a call that took the handle of a temporary
(`rt_f(x.reshape(-1)._handle)`) handed the runtime a freed handle; and a finalizer's free that ran between a
failed call and the reading of its error reset the error, so the failure passed for a success. The sweep calls
the public Tier 3 surface (st, st.nn.functional, st.linalg, nn.init, nn.utils, Tensor methods and operators,
nn modules, optimizers with their schedulers) with fresh temporaries, Python numbers and lists as operands,
while a garbage collection runs at almost every allocation (gc.set_threshold(1)) and each tensor's death runs
one more (a Tensor.__del__ collects the youngest generation as each tensor dies), and checks against PyTorch:

    freed     no call reports a freed (or otherwise invalid) handle: InvalidHandleError;
    differ    where PyTorch and the library both run the call, the results match;
    untyped   where PyTorch's TypeError says a number or list stood for a tensor, the library's is a TypeError;
    escaped   the library raises no exception nobody classified (AttributeError, st.InternalError, ...),
              unless PyTorch raises that very class for the call.

About 39,000 calls, some 20 s per backend on 2 cores. Run as a script, it lists what it found, and the calls
PyTorch runs and the library refuses (its documented gaps):
    SIMPLE_TORCH_BACKEND=numpy .venv/bin/python -m tests.api.test_operand_lifetimes
"""

from __future__ import annotations

import gc
import inspect
import warnings
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

import numpy as np
import pytest
import torch

import simple_torch as st
from simple_torch._tensor_core import TensorCore

SEED = 27

# -- operands ----------------------------------------------------------------------------------------------------
# Each is made afresh for every call, in the library m (torch or simple_torch): a tensor nobody else holds, a
# Python number or a list. Values lie in (0.1, 0.9) and matrices are well-conditioned, so that most operations are
# defined (log, sqrt, acos, inverse, cholesky, ...).
_RNG = np.random.default_rng(SEED)
X = [[0.25, 0.5, 0.75], [0.125, 0.375, 0.625]]
Y = [[0.5, 0.25, 0.875], [0.75, 0.125, 0.25]]
SPD = [[4.0, 1.0, 0.5], [1.0, 3.0, 0.25], [0.5, 0.25, 2.0]]
BATCH = [[[1.0, 0.5, 0.25], [0.5, 2.0, 0.125], [0.25, 0.125, 3.0]],
         [[2.0, 0.25, 0.5], [0.25, 1.0, 0.75], [0.5, 0.75, 4.0]]]
IMAGE = _RNG.uniform(0.1, 0.9, (1, 2, 4, 4)).astype(np.float32)
SEQUENCE = _RNG.uniform(0.1, 0.9, (1, 2, 5)).astype(np.float32)
TENSORS: dict[str, Callable[[Any], Any]] = {
    "x": lambda m: m.tensor(X),                                    # float32 2x3
    "y": lambda m: m.tensor(Y),
    "v": lambda m: m.tensor([0.5, 0.25, 0.75]),                    # float32 3
    "sq": lambda m: m.tensor(SPD),                                 # symmetric positive definite 3x3
    "b": lambda m: m.tensor(BATCH),                                # 2x3x3
    "d": lambda m: m.tensor(X, dtype=m.float64),
    "i": lambda m: m.tensor([[0, 1, 1], [1, 0, 1]]),              # int64 2x3, an index along either dim
    "iv": lambda m: m.tensor([2, 0]),                              # int64 2, an index along dim 1
    "cls": lambda m: m.tensor([0, 2]),                             # class targets of x's rows
    "mask": lambda m: m.tensor([[True, False, True], [False, True, False]]),
    "img": lambda m: m.tensor(IMAGE),                              # N, C, H, W
    "seq": lambda m: m.tensor(SEQUENCE),                           # N, C, L
    "x.T": lambda m: m.tensor(Y).t(),                              # a non-contiguous view 3x2
}
OPERANDS: dict[str, Callable[[Any], Any]] = {
    **TENSORS,
    "0": lambda m: 0, "1": lambda m: 1, "2": lambda m: 2, "-1": lambda m: -1, "0.5": lambda m: 0.5,
    "True": lambda m: True,
    "list": lambda m: [0.5, 1.5, 2.5],
    "nested": lambda m: [[0.5, 1.0, 1.5], [2.0, 2.5, 3.0]],
    "ints": lambda m: [1, 0],
    "(3, 2)": lambda m: (3, 2),
}

# The arguments each function is tried with (a method's first one is self); PyTorch's answer decides what the
# library's must be.
PATTERNS: list[tuple[str, ...]] = [
    (), ("x",), ("y",), ("v",), ("sq",), ("d",), ("i",), ("mask",), ("img",), ("seq",), ("x.T",), ("b",),
    ("list",), ("nested",), ("0.5",), ("2",),
    ("x", "y"), ("x", "v"), ("x", "d"), ("x", "x.T"), ("x.T", "x"), ("v", "v"), ("sq", "sq"), ("sq", "v"),
    ("b", "b"), ("x", "mask"), ("x", "cls"), ("i", "x"), ("x", "i"),
    ("x", "0"), ("x", "1"), ("x", "-1"), ("x", "2"), ("x", "0.5"), ("x", "True"), ("i", "2"), ("mask", "True"),
    ("x", "list"), ("x", "nested"), ("x", "ints"), ("x", "(3, 2)"), ("nested", "x"), ("list", "v"),
    ("0.5", "x"), ("2", "x"), ("img", "2"), ("seq", "2"), ("sq", "True"),
    ("x", "1", "iv"), ("x", "1", "i"), ("x", "0", "i"), ("x", "1", "i", "y"), ("x", "1", "i", "0.5"),
    ("x", "0", "1"), ("x", "1", "0"), ("x", "1", "2"), ("x", "y", "0.5"), ("x", "y", "y"), ("x", "mask", "0.5"),
    ("x", "mask", "y"), ("mask", "x", "y"), ("mask", "x", "0.5"), ("x", "0.5", "list"), ("x", "nested", "0.5"),
    ("x", "sq", "sq"), ("v", "x.T", "v"), ("b", "b", "b"), ("x", "1", "0", "2"), ("x", "1", "iv", "0.5"),
]

# Values drawn from a generator (or left uninitialized): shape and dtype are compared, not values.
RANDOM_WORDS = ("rand", "dropout", "bernoulli", "multinomial", "normal", "uniform", "empty", "rrelu", "gumbel",
                "exponential", "cauchy", "geometric", "poisson", "kaiming", "xavier", "orthogonal", "sparse_",
                "random_")
RANDOM_NAMES = {"sparse"}   # nn.init.sparse, sparse_'s deprecated name (the word alone would take in to_sparse)
# Results that are one of many: decompositions unique only up to the signs (phases) of their vectors, which LAPACK
# builds choose differently, and lstsq, whose solution for a rank-deficient rcond is one basic solution of many
# (PyTorch's own differs from run to run): shape and dtype are compared.
NOT_UNIQUE = {"svd", "eig", "eigh", "qr", "lstsq"}
# Calls that change the process (grad mode, threads, defaults, files, the RNG) rather than compute.
SKIP = {"set_default_device", "set_num_threads", "set_grad_enabled", "load_local_config", "save", "load",
        "manual_seed", "scope", "cuda", "tensor_free", "get_backend", "backend", "to_stream", "share_memory_",
        "pin_memory", "register_hook", "retain_grad", "backward", "requires_grad_", "set_", "record_stream",
        "__init__", "__del__", "__new__", "__reduce_ex__", "__dlpack__", "__setattr__", "__init_subclass__",
        "__class_getitem__", "__iter__"}
# What PyTorch's TypeError says when a number or list stands where it takes a tensor
TENSOR_EXPECTED = ("must be Tensor, not", "expected Tensor as element", "Tensors or None, but got",
                   "must be tuple of Tensors, not")
# Exceptions a wrong argument may raise (tests/test_error_classes.py's list): anything else escaped from inside
CLASSIFIED = (TypeError, ValueError, IndexError, NotImplementedError, st.DeviceError, st.OutOfMemoryError)

TOLERANCE = {"rtol": 1e-4, "atol": 1e-5}


def _compares_values(name: str) -> bool:
    last = name.rsplit(".", 1)[-1]
    return last not in NOT_UNIQUE and last not in RANDOM_NAMES and not any(word in last for word in RANDOM_WORDS)


# -- the public surface ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Target:
    """A public callable of the library and PyTorch's of the same name (None where PyTorch lacks it)."""
    name: str
    ours: Callable[..., Any]
    theirs: Callable[..., Any] | None
    method: bool = False   # called on its first argument


def _functions(module: Any, names: Any, prefix: str, torch_module: Any) -> Iterator[Target]:
    for name in sorted(set(names) - SKIP):
        obj = getattr(module, name, None)
        if inspect.isfunction(obj):
            theirs = getattr(torch_module, name, None)
            yield Target(f"{prefix}.{name}", obj, theirs if callable(theirs) else None)


def _public(module: Any) -> list[str]:
    return [n for n in getattr(module, "__all__", dir(module)) if not n.startswith("_")]


def targets() -> list[Target]:
    """st, F, st.linalg, nn.init and nn.utils functions, and Tensor's public methods and operators."""
    found = [*_functions(st, st.__all__, "st", torch),
             *_functions(st.nn.functional, st.nn.functional.__all__, "F", torch.nn.functional),
             *_functions(st.linalg, st.linalg.__all__, "st.linalg", torch.linalg),
             *_functions(st.nn.init, _public(st.nn.init), "nn.init", torch.nn.init),
             *_functions(st.nn.utils, _public(st.nn.utils), "nn.utils", torch.nn.utils)]
    core = {name: member for name, member in vars(TensorCore).items()   # its operators
            if name.startswith("__") and name not in vars(object)}
    methods = {name: member for name, member in vars(st.Tensor).items() if inspect.isfunction(member)}
    for name, member in sorted({**core, **methods}.items()):
        if name in SKIP or (name.startswith("_") and not name.startswith("__")):
            continue
        theirs = getattr(torch.Tensor, name, None)
        found.append(Target(f"Tensor.{name}", member, theirs if callable(theirs) else None, method=True))
    return found


# -- comparing results -------------------------------------------------------------------------------------------


def canonical(value: Any) -> Any:
    """A result in a form both libraries share: tensors as (shape, dtype, values), containers as lists."""
    if isinstance(value, st.Tensor):
        return ("tensor", tuple(value.shape), value.dtype.name, np.asarray(value.numpy(), dtype=np.complex128))
    if isinstance(value, torch.Tensor):
        values = value.detach().cpu()
        values = values.float() if values.dtype is torch.bfloat16 else values
        return ("tensor", tuple(value.shape), str(value.dtype).removeprefix("torch."),
                np.asarray(values.resolve_conj().numpy(), dtype=np.complex128))
    if isinstance(value, (st.dtype, torch.dtype)):
        return ("dtype", str(value).removeprefix("torch."))
    if isinstance(value, (st.device, torch.device)):
        return ("device", str(value))
    if isinstance(value, (bool, np.bool_)):
        return ("bool", bool(value))
    if isinstance(value, (int, float, complex, np.number)):
        return ("number", complex(value))
    if isinstance(value, (tuple, list)):
        return ("sequence", [canonical(v) for v in value])
    if value is None or isinstance(value, str):
        return value
    return ("object",)   # modules, generators, context managers: made, not compared


def differences(ours: Any, theirs: Any, values: bool, where: str = "result") -> list[str]:
    """How two canonical results differ (values too, if values)."""
    if ("object",) in (ours, theirs):
        return []
    kinds = (ours[0] if isinstance(ours, tuple) else None, theirs[0] if isinstance(theirs, tuple) else None)
    if kinds == ("tensor", "tensor"):
        if ours[1:3] != theirs[1:3]:
            return [f"{where}: shape, dtype {ours[1:3]} != PyTorch's {theirs[1:3]}"]
        if values and not np.allclose(ours[3], theirs[3], equal_nan=True, **TOLERANCE):
            return [f"{where}: values {ours[3].real.ravel()[:6]} != PyTorch's {theirs[3].real.ravel()[:6]}"]
        return []
    if kinds == ("sequence", "sequence"):
        if len(ours[1]) != len(theirs[1]):
            return [f"{where}: {len(ours[1])} items != PyTorch's {len(theirs[1])}"]
        return [d for k, (a, b) in enumerate(zip(ours[1], theirs[1]))
                for d in differences(a, b, values, f"{where}[{k}]")]
    if kinds == ("number", "number"):
        same = not values or np.allclose(ours[1], theirs[1], equal_nan=True, **TOLERANCE)
        return [] if same else [f"{where}: {ours[1]} != PyTorch's {theirs[1]}"]
    if ours != theirs and (values or kinds[0] != kinds[1]):
        return [f"{where}: {str(ours)[:80]} != PyTorch's {str(theirs)[:80]}"]
    return []


# -- running the calls -------------------------------------------------------------------------------------------


@dataclass
class Findings:
    calls: int = 0
    names: set[str] = field(default_factory=set)          # the functions called
    freed: list[str] = field(default_factory=list)
    differ: list[str] = field(default_factory=list)
    untyped: list[str] = field(default_factory=list)
    escaped: list[str] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)   # PyTorch ran it, the library raised: reported, not failed


def _call(target: Target, m: Any, pattern: tuple[str, ...]) -> Any:
    args = [OPERANDS[name](m) for name in pattern]
    if m is st:
        return target.ours(*args)
    if target.method:
        return getattr(args[0], target.name.rsplit(".", 1)[1])(*args[1:])
    return target.theirs(*args)


def _outcome(run: Callable[[], Any]) -> tuple[Any, Exception | None]:
    """(canonical result, None) or (None, the exception raised)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return canonical(run()), None
    except Exception as exc:   # what was raised is the outcome
        return None, exc


def _label(target: Target, pattern: tuple[str, ...]) -> str:
    return f"{target.name}({', '.join(pattern)})"


def check_call(target: Target, pattern: tuple[str, ...], found: Findings) -> None:
    """One call in both libraries, its findings recorded."""
    if target.method and (not pattern or pattern[0] not in TENSORS):
        return
    label = _label(target, pattern)
    ours, raised = _outcome(lambda: _call(target, st, pattern))
    found.calls += 1
    found.names.add(target.name)
    if isinstance(raised, st.InvalidHandleError):
        found.freed.append(f"{label}: {raised}")
        return
    if target.theirs is None:
        if raised is not None and (not isinstance(raised, CLASSIFIED) or isinstance(raised, st.InternalError)):
            found.escaped.append(f"{label}: {type(raised).__name__}: {raised}")
        return
    theirs, refused = _outcome(lambda: _call(target, torch, pattern))
    if raised is not None and type(raised) is not type(refused) and (
            not isinstance(raised, CLASSIFIED) or isinstance(raised, st.InternalError)):
        found.escaped.append(f"{label}: {type(raised).__name__}: {raised}")
    elif refused is None and raised is None:
        found.differ += [f"{label}: {d}" for d in differences(ours, theirs, _compares_values(target.name))]
    elif refused is None:
        found.refused.append(f"{label}: {type(raised).__name__}: {str(raised)[:120]}")
    elif (isinstance(refused, TypeError) and any(text in str(refused) for text in TENSOR_EXPECTED)
          and not isinstance(raised, TypeError) and any(name not in TENSORS for name in pattern)):
        found.untyped.append(f"{label}: {'ran' if raised is None else type(raised).__name__}; PyTorch: {refused}")


# nn modules: made with the first constructor arguments PyTorch takes, PyTorch's given the library's weights, then
# called with every input (eval mode: dropout and batch statistics off)
MODULE_ARGS: list[tuple[Any, ...]] = [(), (3,), (2,), (3, 4), (2, 3), (2, 2), (3, 3), (2, 4, 3), (2, 2, 2), (6, 2),
                                      (0.5,), ((2, 3),), (3, 2, 2)]
MODULE_INPUTS: list[tuple[str, ...]] = [("x",), ("img",), ("seq",), ("i",), ("x", "y"), ("x", "cls"), ("v",),
                                        ("b",), ("x", "i"), ("b", "b", "b"), ("list",)]


def _modules() -> Iterator[tuple[str, type, type]]:
    for name in sorted(st.nn.__all__):
        ours, theirs = getattr(st.nn, name), getattr(torch.nn, name, None)
        if inspect.isclass(ours) and issubclass(ours, st.nn.Module) and ours is not st.nn.Module and theirs is not None:
            yield name, ours, theirs


def _same_weights(ours: Any, theirs: Any) -> bool:
    """PyTorch's module gets the library's weights and buffers; False if their names or shapes differ."""
    state = {k: torch.from_numpy(np.array(v.numpy())).to(getattr(torch, v.dtype.name))
             for k, v in ours.state_dict().items()}
    try:
        theirs.load_state_dict(state, strict=True)
    except (RuntimeError, KeyError, TypeError):
        return False
    return True


def check_module(name: str, ours_cls: type, theirs_cls: type, found: Findings) -> None:
    for args in MODULE_ARGS:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                theirs = theirs_cls(*args)
        except Exception:   # PyTorch takes no such arguments
            continue
        label = f"nn.{name}{args}"
        found.calls += 1
        try:
            ours = ours_cls(*args)
        except st.InvalidHandleError as exc:
            found.freed.append(f"{label}: {exc}")
            return
        except Exception as exc:   # a documented gap
            found.refused.append(f"{label}: {type(exc).__name__}: {str(exc)[:120]}")
            return
        compared = _same_weights(ours, theirs) and _compares_values(name.lower())
        ours.eval(), theirs.eval()
        for pattern in MODULE_INPUTS:
            check_call(Target(label, ours, theirs if compared else None), pattern, found)
        return


# optimizers: two steps over the same parameters and gradients, with a schedule stepped after each where given
OPTIMIZERS = {"SGD": {"lr": 0.1, "momentum": 0.9}, "Adam": {"lr": 0.1}, "AdamW": {"lr": 0.1}, "RMSprop": {"lr": 0.1},
              "Adagrad": {"lr": 0.1}, "Adadelta": {"lr": 1.0}, "LBFGS": {"lr": 0.5}}
SCHEDULERS = {"StepLR": {"step_size": 1}, "ExponentialLR": {"gamma": 0.5}, "CosineAnnealingLR": {"T_max": 4},
              "LinearLR": {}, "MultiStepLR": {"milestones": [1]}, "LambdaLR": {"lr_lambda": lambda epoch: 0.5 ** epoch},
              "OneCycleLR": {"max_lr": 0.5, "total_steps": 4}, "CosineAnnealingWarmRestarts": {"T_0": 2},
              "PolynomialLR": {"total_iters": 4}, "ConstantLR": {}, "MultiplicativeLR": {"lr_lambda": lambda e: 0.5}}


def _train(m: Any, optimizer: str, scheduler: str | None) -> list[Any]:
    weight = m.tensor(X, requires_grad=True)
    opt = getattr(m.optim, optimizer)([weight], **OPTIMIZERS[optimizer])
    schedule = None if scheduler is None else getattr(m.optim.lr_scheduler, scheduler)(opt, **SCHEDULERS[scheduler])

    def closure() -> Any:
        opt.zero_grad()
        loss = (weight * m.tensor(Y)).sum() + (weight * weight).sum() * 0.5
        loss.backward()
        return loss
    for _ in range(2):
        if optimizer == "LBFGS":
            opt.step(closure)
        else:
            closure()
            opt.step()
        if schedule is not None:
            schedule.step()
    return [weight.detach(), *([] if schedule is None else schedule.get_last_lr())]


def check_optimizers(found: Findings) -> None:
    for optimizer in OPTIMIZERS:
        for scheduler in (None, *(() if optimizer == "LBFGS" else SCHEDULERS)):
            label = f"optim.{optimizer}" + ("" if scheduler is None else f" + lr_scheduler.{scheduler}")
            ours, raised = _outcome(lambda: _train(st, optimizer, scheduler))
            theirs, refused = _outcome(lambda: _train(torch, optimizer, scheduler))
            found.calls += 1
            if isinstance(raised, st.InvalidHandleError):
                found.freed.append(f"{label}: {raised}")
            elif refused is None and raised is None:
                found.differ += [f"{label}: {d}" for d in differences(ours, theirs, True)]
            elif refused is None:
                found.refused.append(f"{label}: {type(raised).__name__}: {str(raised)[:120]}")


# -- the sweep -----------------------------------------------------------------------------------------------


def _collecting_del(self: Any) -> None:
    """A Tensor.__del__ that collects the youngest generation as a tensor dies (its handle is freed right after, by
    the Tensor core): a tensor's death may then finalize other objects at any point of any call, the runtime's own
    code included."""
    gc.collect(0)


def sweep() -> Findings:
    """Every target with every pattern, every nn module and every optimizer, under collections at almost every
    allocation."""
    found = Findings()
    threshold = gc.get_threshold()
    st.Tensor.__del__ = _collecting_del
    gc.set_threshold(1)
    try:
        for target in targets():
            for pattern in PATTERNS:
                check_call(target, pattern, found)
        for name, ours, theirs in _modules():
            check_module(name, ours, theirs, found)
        check_optimizers(found)
    finally:
        gc.set_threshold(*threshold)
        del st.Tensor.__del__
    return found


@pytest.fixture(scope="module")
def findings() -> Findings:
    return sweep()


def test_the_sweep_covers_the_surface(findings):
    assert findings.calls > 35000
    assert {"Tensor.roll", "Tensor.__add__", "st.cat", "F.cross_entropy", "st.linalg.svd", "nn.init.normal_",
            "nn.Linear(3, 4)", "nn.LSTM(3, 4)"} <= findings.names


def test_no_call_uses_a_freed_handle(findings):
    assert not findings.freed, f"{len(findings.freed)} calls reported a freed handle: {findings.freed[:20]}"


def test_results_match_pytorch(findings):
    assert not findings.differ, f"{len(findings.differ)} results differ from PyTorch's: {findings.differ[:20]}"


def test_a_number_or_list_for_a_tensor_is_a_type_error_as_in_pytorch(findings):
    assert not findings.untyped, f"{len(findings.untyped)} calls: {findings.untyped[:20]}"


def test_no_exception_escapes(findings):
    assert not findings.escaped, f"{len(findings.escaped)} calls: {findings.escaped[:20]}"


def _report(found: Findings) -> None:
    for title in ("freed", "differ", "untyped", "escaped", "refused"):
        items = getattr(found, title)
        print(f"== {title}: {len(items)}")
        for item in items:
            print("  ", item)
    print(f"calls: {found.calls}")


if __name__ == "__main__":
    _report(sweep())
