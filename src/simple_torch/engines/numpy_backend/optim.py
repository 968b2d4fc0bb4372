"""The optimizers over NumPy-backend tensors, with PyTorch's single-tensor update rules (torch/optim/*.py
without foreach, fused, capturable or differentiable): SGD, Adam, AdamW, RMSprop, Adagrad, Adadelta.

Parameters come in groups, each with its own options (PyTorch's param_groups); the state of a parameter
(PyTorch's names: "step", "exp_avg", "momentum_buffer", ...) is made on its first update, or when the
runtime asks for it to write a saved state in, and holds arrays in the parameter's dtype ("step": a 0-dim
float32 array, as PyTorch's step tensor). Parameters without a gradient are skipped and keep their state.

Each PyTorch step is a sequence of in-place tensor ops, each rounded to the parameter's dtype; `_Arith`
does the same, fused multiply-adds included (PyTorch's AVX2 kernels fuse them), so float32 SGD agrees
with PyTorch bit for bit there, and Adam but where PyTorch's vectorised sqrt is not correctly rounded
(1 ulp in the denominator). Parameters are updated in place (p.data[...] = ...), keeping their dtype and
any memory they share.
"""

from __future__ import annotations

from typing import Any, Sequence

import numpy as np

from . import dtypes
from .tensor import Tensor, bump_version


class _Arith:
    """PyTorch's CPU arithmetic for one parameter's dtype.

    Each PyTorch op computes in its "opmath" dtype (float32 for half types) and stores its result in the
    parameter's dtype: `scalar` casts scalars to the opmath dtype and `store` rounds a result as an op would.
    Its vectorised kernels use fused multiply-adds for add(alpha=), lerp and addcmul; `fma` rounds
    a * b + c once (exact in float64 for float32 operands; float64 parameters have no wider type and
    round twice, a difference in the last bit at most).
    """

    def __init__(self, dtype: np.dtype):
        self.dtype, self.op = dtype, dtypes.compute(dtype)

    def scalar(self, value: float):
        return self.op.type(value)

    def load(self, a: np.ndarray) -> np.ndarray:
        return a.astype(self.op)

    def store(self, a) -> np.ndarray:
        a = np.asarray(a, self.op)
        return a if self.dtype == self.op else a.astype(self.dtype).astype(self.op)

    def fma(self, a, b, c) -> np.ndarray:
        if self.op == dtypes.FLOAT64:
            return np.asarray(a * b + c)
        wide = np.asarray(a, np.float64) * np.asarray(b, np.float64) + np.asarray(c, np.float64)
        return wide.astype(self.dtype).astype(self.op)

    def lerp(self, start, end, weight: float) -> np.ndarray:
        """start.lerp_(end, weight): PyTorch picks its formula by the weight's size."""
        w = self.scalar(weight)
        if abs(w) < 0.5:
            return self.fma(w, end - start, start)                        # start + w * (end - start)
        return self.fma(-(end - start), self.scalar(1) - w, end)          # end - (end - start) * (1 - w)

    def sqrt(self, a) -> np.ndarray:
        return self.store(np.sqrt(a))


class _Optimizer:
    """Groups of parameters with their options; `_fresh_state` and `_update` are the rule."""

    def __init__(self, params: Sequence[Tensor], options: dict[str, float]):
        self.defaults = dict(options)
        self.groups: list[dict[str, Any]] = [{"params": list(params), **options}]
        self.state: dict[int, dict[str, np.ndarray]] = {}   # id(parameter) -> its state; the groups keep it alive

    @property
    def params(self) -> list[Tensor]:
        return [p for group in self.groups for p in group["params"]]

    def add_group(self, params: Sequence[Tensor]) -> None:
        """A new group with the constructor's options (PyTorch's add_param_group without overrides)."""
        self.groups.append({"params": list(params), **self.defaults})

    def state_of(self, p: Tensor, group: dict[str, Any]) -> dict[str, np.ndarray]:
        state = self.state.get(id(p))
        if state is None:
            state = self.state[id(p)] = self._fresh_state(p, group)
        return state

    def zero_grad(self) -> None:
        """PyTorch's default set_to_none=True: the next backward starts the gradients afresh."""
        for p in self.params:
            p.grad = None

    def step(self) -> None:
        for group in self.groups:
            for p in group["params"]:
                if p.grad is None:
                    continue
                a = _Arith(p.data.dtype)
                grad = a.load(p.grad.data)
                state = self.state_of(p, group)
                if "step" in state:
                    state["step"] += 1
                param = a.load(p.data)
                p.data[...] = self._update(a, param, -grad if group["maximize"] else grad, group, state)
                bump_version(p.data)

    def _fresh_state(self, p: Tensor, group: dict[str, Any]) -> dict[str, np.ndarray]:
        raise NotImplementedError

    def _update(self, a: _Arith, param: np.ndarray, grad: np.ndarray, group: dict, state: dict) -> np.ndarray:
        """The parameter's new value (state updated in place)."""
        raise NotImplementedError


def _step() -> np.ndarray:
    return np.zeros((), np.float32)


def _decayed(a: _Arith, grad: np.ndarray, param: np.ndarray, weight_decay: float) -> np.ndarray:
    """grad.add(param, alpha=weight_decay): L2 decay through the gradient."""
    return a.fma(a.scalar(weight_decay), param, grad) if weight_decay != 0 else grad


class SGD(_Optimizer):
    """g = grad + weight_decay * p; with momentum buf = g on the first step, then buf = momentum * buf +
    (1 - dampening) * g, and g = g + momentum * buf (nesterov) or buf; finally p -= lr * g."""

    def _fresh_state(self, p, group):
        return {}   # the momentum buffer is the first gradient, made by the first update

    def _update(self, a, param, grad, group, state):
        grad = _decayed(a, grad, param, group["weight_decay"])
        momentum = group["momentum"]
        if momentum != 0:
            if "momentum_buffer" not in state:
                buf = grad.copy()                                             # torch.clone(grad).detach()
            else:
                buf = a.store(a.load(state["momentum_buffer"]) * a.scalar(momentum))   # buf.mul_(momentum)
                if group["dampening"] == 0:
                    buf = a.store(buf + grad)                                 # .add_(grad, alpha=1)
                else:
                    buf = a.fma(a.scalar(1 - group["dampening"]), grad, buf)
            state["momentum_buffer"] = buf.astype(a.dtype)
            grad = a.fma(a.scalar(momentum), buf, grad) if group["nesterov"] else buf
        return a.fma(a.scalar(-group["lr"]), grad, param).astype(a.dtype)  # param.add_(grad, alpha=-lr)


class Adam(_Optimizer):
    """Adam (Kingma & Ba): L2 weight decay through the gradient, or decoupled (AdamW: p *= 1 - lr * wd
    first); amsgrad keeps the largest second moment."""
    decoupled = False

    def _fresh_state(self, p, group):
        state = {"step": _step(), "exp_avg": np.zeros_like(p.data), "exp_avg_sq": np.zeros_like(p.data)}
        if group["amsgrad"]:
            state["max_exp_avg_sq"] = np.zeros_like(p.data)
        return state

    def _update(self, a, param, grad, group, state):
        lr, b1, b2, step = group["lr"], group["beta1"], group["beta2"], float(state["step"])
        if group["weight_decay"] != 0 and self.decoupled:
            param = a.store(param * a.scalar(1 - lr * group["weight_decay"]))   # param.mul_(1 - lr * wd)
        elif not self.decoupled:
            grad = _decayed(a, grad, param, group["weight_decay"])
        m = a.lerp(a.load(state["exp_avg"]), grad, 1 - b1)                     # exp_avg.lerp_(grad, 1 - beta1)
        v = a.store(a.load(state["exp_avg_sq"]) * a.scalar(b2))                 # exp_avg_sq.mul_(beta2)
        v = a.fma(a.scalar(1 - b2) * grad, grad, v)                             # .addcmul_(grad, grad, 1 - beta2)
        state["exp_avg"][...] = m.astype(a.dtype)
        state["exp_avg_sq"][...] = v.astype(a.dtype)
        if group["amsgrad"]:
            v = np.maximum(a.load(state["max_exp_avg_sq"]), v)
            state["max_exp_avg_sq"][...] = v.astype(a.dtype)
        # the bias corrections in Python floats (double), as PyTorch computes them
        step_size = lr / (1 - b1 ** step)
        bias_correction2_sqrt = (1 - b2 ** step) ** 0.5
        # denom = (exp_avg_sq.sqrt() / bias_correction2_sqrt).add_(eps)
        denom = a.store(a.store(a.sqrt(v) / a.scalar(bias_correction2_sqrt)) + a.scalar(group["eps"]))
        # param.addcdiv_(exp_avg, denom, value=-step_size): param + (value * m) / denom, unfused
        return (param + a.scalar(-step_size) * m / denom).astype(a.dtype)


class AdamW(Adam):
    decoupled = True


class RMSprop(_Optimizer):
    """square_avg = alpha * square_avg + (1 - alpha) * g^2; centered subtracts the squared mean gradient;
    with momentum buf = momentum * buf + g / avg and p -= lr * buf, else p -= lr * g / avg."""

    def _fresh_state(self, p, group):
        state = {"step": _step(), "square_avg": np.zeros_like(p.data)}
        if group["momentum"] > 0:
            state["momentum_buffer"] = np.zeros_like(p.data)
        if group["centered"]:
            state["grad_avg"] = np.zeros_like(p.data)
        return state

    def _update(self, a, param, grad, group, state):
        alpha = group["alpha"]
        grad = _decayed(a, grad, param, group["weight_decay"])
        square_avg = a.store(a.load(state["square_avg"]) * a.scalar(alpha))
        square_avg = a.fma(a.scalar(1 - alpha) * grad, grad, square_avg)
        state["square_avg"][...] = square_avg.astype(a.dtype)
        if group["centered"]:
            grad_avg = a.lerp(a.load(state["grad_avg"]), grad, 1 - alpha)
            state["grad_avg"][...] = grad_avg.astype(a.dtype)
            avg = a.sqrt(a.fma(-grad_avg, grad_avg, square_avg))             # addcmul(value=-1).sqrt_()
        else:
            avg = a.sqrt(square_avg)
        avg = a.store(avg + a.scalar(group["eps"]))
        if group["momentum"] > 0:
            buf = a.store(a.load(state["momentum_buffer"]) * a.scalar(group["momentum"]))
            buf = a.store(buf + grad / avg)                                   # .addcdiv_(grad, avg)
            state["momentum_buffer"][...] = buf.astype(a.dtype)
            return a.fma(a.scalar(-group["lr"]), buf, param).astype(a.dtype)
        return (param + a.scalar(-group["lr"]) * grad / avg).astype(a.dtype)


class Adagrad(_Optimizer):
    """sum += g^2; p -= lr / (1 + (step - 1) * lr_decay) * g / (sqrt(sum) + eps)."""

    def _fresh_state(self, p, group):
        return {"step": _step(), "sum": np.full_like(p.data, group["initial_accumulator_value"])}

    def _update(self, a, param, grad, group, state):
        grad = _decayed(a, grad, param, group["weight_decay"])
        clr = group["lr"] / (1 + (float(state["step"]) - 1) * group["lr_decay"])
        total = a.fma(grad, grad, a.load(state["sum"]))                      # state_sum.addcmul_(grad, grad)
        state["sum"][...] = total.astype(a.dtype)
        std = a.store(a.sqrt(total) + a.scalar(group["eps"]))
        return (param + a.scalar(-clr) * grad / std).astype(a.dtype)


class Adadelta(_Optimizer):
    """square_avg = rho * square_avg + (1 - rho) * g^2; delta = sqrt(acc_delta + eps) / sqrt(square_avg +
    eps) * g; acc_delta = rho * acc_delta + (1 - rho) * delta^2; p -= lr * delta."""

    def _fresh_state(self, p, group):
        return {"step": _step(), "square_avg": np.zeros_like(p.data), "acc_delta": np.zeros_like(p.data)}

    def _update(self, a, param, grad, group, state):
        rho, eps = group["rho"], a.scalar(group["eps"])
        grad = _decayed(a, grad, param, group["weight_decay"])
        square_avg = a.store(a.load(state["square_avg"]) * a.scalar(rho))
        square_avg = a.fma(a.scalar(1 - rho) * grad, grad, square_avg)
        state["square_avg"][...] = square_avg.astype(a.dtype)
        std = a.sqrt(a.store(square_avg + eps))
        acc_delta = a.load(state["acc_delta"])
        delta = a.store(a.store(a.sqrt(a.store(acc_delta + eps)) / std) * grad)
        acc_delta = a.fma(a.scalar(1 - rho) * delta, delta, a.store(acc_delta * a.scalar(rho)))
        state["acc_delta"][...] = acc_delta.astype(a.dtype)
        return a.fma(a.scalar(-group["lr"]), delta, param).astype(a.dtype)


OPTIMIZERS = {"sgd": SGD, "adam": Adam, "adamw": AdamW, "rmsprop": RMSprop, "adagrad": Adagrad, "adadelta": Adadelta}
