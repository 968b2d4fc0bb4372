"""SGD and Adam over NumPy-backend tensors, with PyTorch's single-tensor update rules (torch/optim/sgd.py
and adam.py without foreach, fused, nesterov, amsgrad, dampening or maximize).

Each PyTorch step is a sequence of in-place tensor ops, each rounded to the parameter's dtype; `_Arith`
does the same, fused multiply-adds included (PyTorch's AVX2 kernels fuse them), so float32 SGD agrees
with PyTorch bit for bit there, and Adam but where PyTorch's vectorised sqrt is not correctly rounded
(1 ulp in the denominator). Parameters
are updated in place (p.data[...] = ...), keeping their dtype and any memory they share.
Parameters without a gradient are skipped and keep their state, as in PyTorch.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from . import dtypes
from .tensor import Tensor, bump_version


class _Optimizer:
    def __init__(self, params: Sequence[Tensor]):
        self.params = list(params)

    def zero_grad(self) -> None:
        """PyTorch's default set_to_none=True: the next backward starts the gradients afresh."""
        for p in self.params:
            p.grad = None


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


class SGD(_Optimizer):
    """g = grad + weight_decay * p; with momentum buf = g on the first step, then buf = momentum * buf + g,
    and g = buf; finally p -= lr * g."""

    def __init__(self, params: Sequence[Tensor], lr: float, momentum: float = 0.0, weight_decay: float = 0.0):
        super().__init__(params)
        self.lr, self.momentum, self.weight_decay = lr, momentum, weight_decay
        self.buffers: list[np.ndarray | None] = [None] * len(self.params)   # momentum buffers, in p's dtype

    def step(self) -> None:
        for i, p in enumerate(self.params):
            if p.grad is None:
                continue
            a = _Arith(p.data.dtype)
            param, grad = a.load(p.data), a.load(p.grad.data)
            if self.weight_decay != 0:
                grad = a.fma(a.scalar(self.weight_decay), param, grad)   # grad.add(param, alpha=wd)
            if self.momentum != 0:
                if self.buffers[i] is None:
                    buf = grad.copy()                                     # torch.clone(grad).detach()
                else:
                    buf = a.store(a.load(self.buffers[i]) * a.scalar(self.momentum))   # buf.mul_(momentum)
                    buf = a.store(buf + grad)                             # .add_(grad, alpha=1 - dampening)
                self.buffers[i] = buf.astype(p.data.dtype)
                grad = buf
            p.data[...] = a.fma(a.scalar(-self.lr), grad, param).astype(p.data.dtype)   # param.add_(grad, alpha=-lr)
            bump_version(p.data)


class Adam(_Optimizer):
    """Adam (Kingma & Ba) with L2 weight decay added to the gradient, as torch.optim.Adam."""

    def __init__(self, params: Sequence[Tensor], lr: float = 1e-3, beta1: float = 0.9, beta2: float = 0.999,
                 eps: float = 1e-8, weight_decay: float = 0.0):
        super().__init__(params)
        self.lr, self.beta1, self.beta2, self.eps, self.weight_decay = lr, beta1, beta2, eps, weight_decay
        # per parameter: step count, exp_avg (m) and exp_avg_sq (v) in the parameter's dtype
        self.state: list[dict | None] = [None] * len(self.params)

    def step(self) -> None:
        b1, b2 = self.beta1, self.beta2
        for i, p in enumerate(self.params):
            if p.grad is None:
                continue
            state = self.state[i]
            if state is None:   # lazily, on the parameter's first gradient, as PyTorch
                state = self.state[i] = {"step": 0.0, "exp_avg": np.zeros_like(p.data),
                                         "exp_avg_sq": np.zeros_like(p.data)}
            a = _Arith(p.data.dtype)
            param, grad = a.load(p.data), a.load(p.grad.data)
            state["step"] += 1
            step = state["step"]
            if self.weight_decay != 0:
                grad = a.fma(a.scalar(self.weight_decay), param, grad)   # grad.add(param, alpha=wd)

            # exp_avg.lerp_(grad, 1 - beta1): PyTorch's lerp picks its formula by the weight's size
            m, weight = a.load(state["exp_avg"]), a.scalar(1 - b1)
            if abs(weight) < 0.5:
                m = a.fma(weight, grad - m, m)                            # m + w * (grad - m)
            else:
                m = a.fma(-(grad - m), a.scalar(1) - weight, grad)         # grad - (grad - m) * (1 - w)
            # exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)
            v = a.store(a.load(state["exp_avg_sq"]) * a.scalar(b2))
            v = a.fma(a.scalar(1 - b2) * grad, grad, v)
            state["exp_avg"][...] = m.astype(p.data.dtype)
            state["exp_avg_sq"][...] = v.astype(p.data.dtype)

            # the bias corrections in Python floats (double), as PyTorch computes them
            bias_correction1 = 1 - b1 ** step
            bias_correction2 = 1 - b2 ** step
            step_size = self.lr / bias_correction1
            bias_correction2_sqrt = bias_correction2 ** 0.5
            # denom = (exp_avg_sq.sqrt() / bias_correction2_sqrt).add_(eps)
            denom = a.store(a.store(a.store(np.sqrt(v)) / a.scalar(bias_correction2_sqrt)) + a.scalar(self.eps))
            # param.addcdiv_(exp_avg, denom, value=-step_size): param + (value * m) / denom, unfused
            p.data[...] = (param + a.scalar(-step_size) * m / denom).astype(p.data.dtype)
            bump_version(p.data)
