"""One helper for backend parity: run an op on the PyTorch and NumPy backends from the same fresh random
inputs, compare values, gradients against PyTorch's autograd, and gradients against finite differences.

Inputs are drawn fresh on every call, uniform in +-[0.5, 1.5] (never zero, so ops like div, log of abs,
and kinks at 0 stay away from their singular points unless a test passes its own arrays), from RNG, which
conftest.py reseeds before each test from the test's id, so every case replays (tests/README.md).
"""

from __future__ import annotations

from typing import Callable, Sequence

import numpy as np
import torch

from simple_torch.abi.errors import Error
from simple_torch.engines.numpy_backend import NumpyBackend
from simple_torch.engines.numpy_backend.dtypes import BFLOAT16
from simple_torch.engines.numpy_backend.tensor import Tensor as NTensor
from simple_torch.engines.numpy_backend.tensor import backward as numpy_backward
from simple_torch.engines.torch_backend import TorchBackend

TORCH, NUMPY = TorchBackend(), NumpyBackend()
RNG = np.random.default_rng()   # reseeded for each test (conftest.py)


def fresh(shape: Sequence[int], dtype=np.float32) -> np.ndarray:
    """Random values in +-[0.5, 1.5], new on every call."""
    magnitude = RNG.uniform(0.5, 1.5, size=tuple(shape))
    return np.asarray((magnitude * RNG.choice([-1.0, 1.0], size=tuple(shape))).astype(dtype))


def _as_array(x, dtype) -> np.ndarray:
    return fresh(x, dtype) if isinstance(x, (tuple, list)) else np.asarray(x)


def _outputs(result) -> list:
    return list(result) if isinstance(result, (tuple, list)) else [result]


def _close(actual: np.ndarray, expected: np.ndarray, rtol: float, atol: float, what: str) -> None:
    assert actual.shape == expected.shape, f"{what}: shape {actual.shape} != {expected.shape}"
    assert actual.dtype == expected.dtype, f"{what}: dtype {actual.dtype} != {expected.dtype}"
    np.testing.assert_allclose(actual.astype(np.complex128 if actual.dtype.kind == "c" else np.float64),
                               expected.astype(np.complex128 if expected.dtype.kind == "c" else np.float64),
                               rtol=rtol, atol=atol, err_msg=what, equal_nan=True)


def to_torch(a: np.ndarray) -> torch.Tensor:
    """A torch copy of an array (bfloat16 goes through its bits: torch.from_numpy does not know ml_dtypes)."""
    a = np.asarray(a).copy()
    if a.dtype == BFLOAT16:
        return torch.from_numpy(a.view(np.uint16)).view(torch.bfloat16)
    return torch.from_numpy(a)


def torch_array(t: torch.Tensor) -> np.ndarray:
    t = t.detach()
    if t.dtype == torch.bfloat16:
        return t.view(torch.int16).numpy().view(BFLOAT16)
    return t.numpy()


def check_op(op: str, *inputs, args: tuple = (), grad: bool = True, dtype=np.float32, rtol: float = 1e-5,
             atol: float = 1e-6, fd: bool = True, differentiable: Sequence[int] | None = None,
             outputs: Callable[[list], list] | None = None) -> list[np.ndarray]:
    """Run backend op `op` on both backends and compare everything.

    inputs: a shape (random input of dtype) or an array (used as given) per tensor argument;
    args: the op's other arguments (an array among them becomes each backend's tensor, without gradient);
    differentiable: which inputs get requires_grad (default: all floating);
    outputs: picks the outputs to compare and differentiate (default: all).
    Returns the NumPy backend's output values.
    """
    arrays = [_as_array(x, dtype) for x in inputs]
    if differentiable is None:
        differentiable = [i for i, a in enumerate(arrays) if a.dtype.kind == "f"] if grad else []
    pick = outputs or (lambda outs: outs)

    t_in = [to_torch(a).requires_grad_(i in differentiable) for i, a in enumerate(arrays)]
    n_in = [NTensor(a.copy(), requires_grad=i in differentiable) for i, a in enumerate(arrays)]
    t_out = pick(_outputs(getattr(TORCH, op)(*t_in, *_tensors(args, to_torch))))
    n_out = pick(_outputs(getattr(NUMPY, op)(*n_in, *_tensors(args, _numpy_tensor))))
    assert len(t_out) == len(n_out)
    for k, (t, n) in enumerate(zip(t_out, n_out)):
        _close(n.data, torch_array(t), rtol, atol, f"{op} output {k}")

    if differentiable:
        weights = [fresh(t.shape, np.float64).astype(torch_array(t).dtype) for t in t_out]
        t_loss = sum((t * to_torch(w)).sum() for t, w in zip(t_out, weights) if t.requires_grad)
        t_loss.backward()
        n_seed_backward(n_out, weights)
        for i in differentiable:
            expected = t_in[i].grad
            actual = n_in[i].grad
            assert (actual is None) == (expected is None), f"{op}: grad of input {i} present on one backend only"
            if expected is not None:
                _close(actual.data, torch_array(expected), rtol * 10, atol * 10, f"{op} grad of input {i}")
        if fd:
            check_finite_differences(op, arrays, args, differentiable, pick)
    return [n.data for n in n_out]


def _numpy_tensor(a: np.ndarray) -> NTensor:
    return NTensor(np.asarray(a).copy())


def _tensors(args: tuple, wrap: Callable[[np.ndarray], object]) -> tuple:
    """The op's other arguments with each array made a tensor by wrap."""
    return tuple(wrap(a) if isinstance(a, np.ndarray) else a for a in args)


def n_seed_backward(outs: list, weights: list[np.ndarray]) -> None:
    """Backward of sum(out * weight) over the outputs, on the NumPy backend."""
    total = None
    for out, w in zip(outs, weights):
        if not out.requires_grad:
            continue
        term = NUMPY.sum(NUMPY.mul(out, NTensor(w)), None, False)
        total = term if total is None else NUMPY.add(total, term)
    if total is not None:
        numpy_backward(total)


def check_finite_differences(op: str, arrays: list[np.ndarray], args: tuple, differentiable: Sequence[int],
                             pick, eps: float = 1e-6, rtol: float = 1e-4, atol: float = 1e-6) -> None:
    """The NumPy backend's analytic gradients in float64 against central differences."""
    base = [a.astype(np.float64) if a.dtype.kind == "f" else a for a in arrays]
    args = _tensors(args, lambda a: NTensor(a.astype(np.float64) if a.dtype.kind == "f" else a.copy()))
    n_in = [NTensor(a.copy(), requires_grad=i in differentiable) for i, a in enumerate(base)]
    outs = pick(_outputs(getattr(NUMPY, op)(*n_in, *args)))
    weights = [fresh(o.shape, np.float64) for o in outs]
    n_seed_backward(outs, weights)

    def loss(values: list[np.ndarray]) -> float:
        result = pick(_outputs(getattr(NUMPY, op)(*[NTensor(v) for v in values], *args)))
        return float(sum(np.sum(o.data * w) for o, w in zip(result, weights)))

    for i in differentiable:
        numeric = np.zeros_like(base[i])
        flat = numeric.reshape(-1)
        for j in range(flat.size):
            plus = [a.copy() for a in base]
            minus = [a.copy() for a in base]
            plus[i].reshape(-1)[j] += eps
            minus[i].reshape(-1)[j] -= eps
            flat[j] = (loss(plus) - loss(minus)) / (2 * eps)
        np.testing.assert_allclose(n_in[i].grad.data, numeric, rtol=rtol, atol=atol,
                                   err_msg=f"{op}: analytic grad of input {i} vs finite differences")


def error_code(backend, call: Callable[[], object]) -> int | None:
    """The contract code a backend call fails with (None if it succeeds)."""
    try:
        call()
    except Error as exc:
        return int(exc.code)
    except Exception as exc:   # the backend's own exceptions, as the runtime would describe them
        code = backend.describe_error(exc)
        return int(code[0]) if code else 9
    return None


def check_error(op: str, *arrays: np.ndarray, args: tuple = ()) -> int:
    """Both backends fail the same way for the same inputs; returns the code."""
    t = error_code(TORCH, lambda: getattr(TORCH, op)(*[to_torch(a) for a in arrays], *_tensors(args, to_torch)))
    n = error_code(NUMPY, lambda: getattr(NUMPY, op)(*[_numpy_tensor(a) for a in arrays],
                                                     *_tensors(args, _numpy_tensor)))
    assert t is not None and n is not None, f"{op}: torch code {t}, numpy code {n} (None means it succeeded)"
    assert t == n, f"{op}: torch fails with code {t}, numpy with code {n}"
    return t
