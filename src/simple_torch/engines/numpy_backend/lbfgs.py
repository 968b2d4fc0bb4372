"""L-BFGS over NumPy-backend tensors: torch/optim/lbfgs.py (PyTorch 2.13) line for line, with its two-loop
recursion, its update, tolerance and stopping rules and its strong Wolfe line search (_strong_wolfe,
_cubic_interpolate).

PyTorch's 0-dim tensors (dot products, ys, ro, H_diag, the interpolated step lengths) are NumPy scalars of the
flat gradient's dtype here, and its Python numbers (losses, lr, tolerances) Python floats: NumPy's promotion
of a Python number with a NumPy scalar (NEP 50) is PyTorch's of a wrapped number with a tensor, so every
expression computes and compares in the dtype PyTorch's does. `p.add_(update, alpha=t)` fuses its multiply-add
as PyTorch's CPU kernel does (`_Arith.fma`). What remains is the order of summation inside dot products and
sums (BLAS against PyTorch's kernels): the last bits of a float32 result.

The state is PyTorch's, on the first parameter: func_evals, n_iter, d, t, old_dirs, old_stps, ro, H_diag,
prev_flat_grad, prev_loss (PyTorch's scratch list `al` is a local here). `named_state` and `set_named_state`
read and write it in the runtime's layout (runtime/lbfgs.py).
"""

from __future__ import annotations

import math
from typing import Callable

import numpy as np

from . import dtypes
from .optim import _Arith, _Optimizer
from .tensor import Tensor, bump_version, grad_enabled, set_grad_enabled

COUNTERS = ("func_evals", "n_iter")
SCALARS = ("t", "H_diag", "prev_loss")
MATRICES = ("old_dirs", "old_stps")
NAMES = ("func_evals", "n_iter", "d", "t", "old_dirs", "old_stps", "ro", "H_diag", "prev_flat_grad", "prev_loss")
C1, C2, MAX_LS = 1e-4, 0.9, 25   # _strong_wolfe's defaults (LBFGS passes max_ls itself)


def _cubic_interpolate(x1, f1, g1, x2, f2, g2, bounds=None):
    if bounds is not None:
        xmin_bound, xmax_bound = bounds
    else:
        xmin_bound, xmax_bound = (x1, x2) if x1 <= x2 else (x2, x1)
    d1 = g1 + g2 - 3 * (f1 - f2) / (x1 - x2)
    d2_square = d1**2 - g1 * g2
    if d2_square >= 0:
        d2 = np.sqrt(d2_square)
        if x1 <= x2:
            min_pos = x2 - (x2 - x1) * ((g2 + d2 - d1) / (g2 - g1 + 2 * d2))
        else:
            min_pos = x1 - (x1 - x2) * ((g1 + d2 - d1) / (g1 - g2 + 2 * d2))
        return min(max(min_pos, xmin_bound), xmax_bound)
    return (xmin_bound + xmax_bound) / 2.0


def _strong_wolfe(obj_func, x, t, d, f, g, gtd, c1=C1, c2=C2, tolerance_change=1e-9, max_ls=MAX_LS):
    d_norm = np.abs(d).max()
    g = g.copy()
    f_new, g_new = obj_func(x, t, d)
    ls_func_evals = 1
    gtd_new = g_new.dot(d)

    # bracket an interval containing a point satisfying the Wolfe criteria
    t_prev, f_prev, g_prev, gtd_prev = 0, f, g, gtd
    done = False
    ls_iter = 0
    while ls_iter < max_ls:
        if f_new > (f + c1 * t * gtd) or (ls_iter > 1 and f_new >= f_prev):
            bracket, bracket_f = [t_prev, t], [f_prev, f_new]
            bracket_g, bracket_gtd = [g_prev, g_new.copy()], [gtd_prev, gtd_new]
            break
        if abs(gtd_new) <= -c2 * gtd:
            bracket, bracket_f, bracket_g = [t], [f_new], [g_new]
            done = True
            break
        if gtd_new >= 0:
            bracket, bracket_f = [t_prev, t], [f_prev, f_new]
            bracket_g, bracket_gtd = [g_prev, g_new.copy()], [gtd_prev, gtd_new]
            break
        # interpolate
        min_step = t + 0.01 * (t - t_prev)
        max_step = t * 10
        tmp = t
        t = _cubic_interpolate(t_prev, f_prev, gtd_prev, t, f_new, gtd_new, bounds=(min_step, max_step))
        # next step
        t_prev, f_prev, g_prev, gtd_prev = tmp, f_new, g_new.copy(), gtd_new
        f_new, g_new = obj_func(x, t, d)
        ls_func_evals += 1
        gtd_new = g_new.dot(d)
        ls_iter += 1

    # reached max number of iterations?
    if ls_iter == max_ls:
        bracket, bracket_f, bracket_g = [0, t], [f, f_new], [g, g_new]

    # zoom phase: refine the bracket until a point satisfies the criteria
    insuf_progress = False
    low_pos, high_pos = (0, 1) if bracket_f[0] <= bracket_f[-1] else (1, 0)
    while not done and ls_iter < max_ls:
        if abs(bracket[1] - bracket[0]) * d_norm < tolerance_change:
            break
        t = _cubic_interpolate(bracket[0], bracket_f[0], bracket_gtd[0], bracket[1], bracket_f[1], bracket_gtd[1])
        # too close to a boundary, twice or at it: 0.1 of the bracket away from it
        eps = 0.1 * (max(bracket) - min(bracket))
        if min(max(bracket) - t, t - min(bracket)) < eps:
            if insuf_progress or t >= max(bracket) or t <= min(bracket):
                if abs(t - max(bracket)) < abs(t - min(bracket)):
                    t = max(bracket) - eps
                else:
                    t = min(bracket) + eps
                insuf_progress = False
            else:
                insuf_progress = True
        else:
            insuf_progress = False

        f_new, g_new = obj_func(x, t, d)
        ls_func_evals += 1
        gtd_new = g_new.dot(d)
        ls_iter += 1

        if f_new > (f + c1 * t * gtd) or f_new >= bracket_f[low_pos]:
            # Armijo condition not satisfied or not lower than lowest point
            bracket[high_pos], bracket_f[high_pos] = t, f_new
            bracket_g[high_pos], bracket_gtd[high_pos] = g_new.copy(), gtd_new
            low_pos, high_pos = (0, 1) if bracket_f[0] <= bracket_f[1] else (1, 0)
        else:
            if abs(gtd_new) <= -c2 * gtd:
                done = True   # Wolfe conditions satisfied
            elif gtd_new * (bracket[high_pos] - bracket[low_pos]) >= 0:
                # old high becomes new low
                bracket[high_pos], bracket_f[high_pos] = bracket[low_pos], bracket_f[low_pos]
                bracket_g[high_pos], bracket_gtd[high_pos] = bracket_g[low_pos], bracket_gtd[low_pos]
            # new point becomes new low
            bracket[low_pos], bracket_f[low_pos] = t, f_new
            bracket_g[low_pos], bracket_gtd[low_pos] = g_new.copy(), gtd_new

    return bracket_f[low_pos], bracket_g[low_pos], bracket[low_pos], ls_func_evals


class LBFGS(_Optimizer):
    """One parameter group (options: the runtime's names, line_search_fn as the flag strong_wolfe)."""

    @property
    def _params(self) -> list[Tensor]:
        return self.groups[0]["params"]

    def _gather_flat_grad(self) -> np.ndarray:
        return np.concatenate([(p.grad.data if p.grad is not None else np.zeros(p.data.shape, p.data.dtype))
                               .reshape(-1) for p in self._params])

    def _add_grad(self, step_size, update: np.ndarray) -> None:
        offset = 0
        for p in self._params:
            a, numel = _Arith(p.data.dtype), p.data.size
            segment = a.load(update[offset:offset + numel].reshape(p.data.shape))
            p.data[...] = a.fma(a.scalar(float(step_size)), segment, a.load(p.data)).astype(p.data.dtype)
            bump_version(p.data)
            offset += numel

    def _clone_param(self) -> list[np.ndarray]:
        return [p.data.copy() for p in self._params]

    def _set_param(self, params_data: list[np.ndarray]) -> None:
        for p, data in zip(self._params, params_data, strict=True):
            p.data[...] = data
            bump_version(p.data)

    @staticmethod
    def _evaluate(closure: Callable[[], float]) -> float:
        """closure() with grad enabled, as PyTorch's step calls it."""
        mode = grad_enabled()
        set_grad_enabled(True)
        try:
            return float(closure())
        finally:
            set_grad_enabled(mode)

    def _directional_evaluate(self, closure, x, t, d):
        self._add_grad(t, d)
        loss = self._evaluate(closure)
        flat_grad = self._gather_flat_grad()
        self._set_param(x)
        return loss, flat_grad

    def step(self, closure: Callable[[], float]) -> float:
        """One step; if the closure fails, the parameters and the state are put back as they were."""
        saved_params, saved_state = self._clone_param(), {k: dict(v) for k, v in self.state.items()}
        try:
            with np.errstate(all="ignore"):   # PyTorch's infinities and NaNs, without warnings
                return self._step(closure)
        except BaseException:
            self._set_param(saved_params)
            self.state = saved_state
            raise

    def _step(self, closure: Callable[[], float]) -> float:
        group = self.groups[0]
        lr, max_iter, max_eval = group["lr"], group["max_iter"], group["max_eval"]
        tolerance_grad, tolerance_change = group["tolerance_grad"], group["tolerance_change"]
        history_size, strong_wolfe = group["history_size"], group["strong_wolfe"]

        # PyTorch keeps the one state on the first parameter; the lists are copied so a failed step
        # cannot reach the saved state through them
        state = self.state.setdefault(id(self._params[0]), {})
        for name in ("old_dirs", "old_stps", "ro"):
            if name in state:
                state[name] = list(state[name])
        state.setdefault("func_evals", 0)
        state.setdefault("n_iter", 0)

        # evaluate initial f(x) and df/dx
        orig_loss = loss = self._evaluate(closure)
        current_evals = 1
        state["func_evals"] += 1

        flat_grad = self._gather_flat_grad()
        opt_cond = np.abs(flat_grad).max(initial=-math.inf) <= tolerance_grad
        if opt_cond:
            return orig_loss

        d, t = state.get("d"), state.get("t")
        old_dirs, old_stps, ro = state.get("old_dirs"), state.get("old_stps"), state.get("ro")
        H_diag, prev_flat_grad, prev_loss = state.get("H_diag"), state.get("prev_flat_grad"), state.get("prev_loss")
        arith = _Arith(flat_grad.dtype)

        n_iter = 0
        while n_iter < max_iter:
            n_iter += 1
            state["n_iter"] += 1

            # compute the descent direction
            if state["n_iter"] == 1:
                d = -flat_grad
                old_dirs, old_stps, ro = [], [], []
                H_diag = 1
            else:
                # update the memory
                y = flat_grad - prev_flat_grad
                s = arith.store(arith.load(d) * t).astype(d.dtype)
                ys = y.dot(s)
                if ys > 1e-10:
                    if len(old_dirs) == history_size:   # shift the history by one
                        old_dirs.pop(0)
                        old_stps.pop(0)
                        ro.pop(0)
                    old_dirs.append(y)
                    old_stps.append(s)
                    ro.append(1.0 / ys)
                    H_diag = ys / y.dot(y)   # scale of the initial Hessian approximation

                # the L-BFGS inverse Hessian times the gradient: the two-loop recursion in one buffer
                num_old = len(old_dirs)
                al: dict[int, np.generic] = {}
                q = -flat_grad
                for i in range(num_old - 1, -1, -1):
                    al[i] = old_stps[i].dot(q) * ro[i]
                    q = arith.fma(arith.scalar(float(-al[i])), old_dirs[i], q).astype(q.dtype)
                d = r = arith.store(arith.load(q) * H_diag).astype(q.dtype)
                for i in range(num_old):
                    be_i = old_dirs[i].dot(r) * ro[i]
                    r = arith.fma(arith.scalar(float(al[i] - be_i)), old_stps[i], r).astype(r.dtype)
                d = r

            prev_flat_grad = flat_grad.copy()
            prev_loss = loss

            # the step length: reset its first guess
            if state["n_iter"] == 1:
                t = min(1.0, 1.0 / np.abs(flat_grad).sum()) * lr
            else:
                t = lr

            gtd = flat_grad.dot(d)   # the directional derivative
            if gtd > -tolerance_change:
                break

            ls_func_evals = 0
            if strong_wolfe:
                x_init = self._clone_param()

                def obj_func(x, t, d):
                    return self._directional_evaluate(closure, x, t, d)

                loss, flat_grad, t, ls_func_evals = _strong_wolfe(obj_func, x_init, t, d, loss, flat_grad, gtd,
                                                                  max_ls=max_eval - current_evals)
                self._add_grad(t, d)
                opt_cond = np.abs(flat_grad).max() <= tolerance_grad
            else:
                # a fixed step; the function is evaluated again but after the last iteration
                self._add_grad(t, d)
                if n_iter != max_iter:
                    loss = self._evaluate(closure)
                    flat_grad = self._gather_flat_grad()
                    opt_cond = np.abs(flat_grad).max() <= tolerance_grad
                    ls_func_evals = 1

            current_evals += ls_func_evals
            state["func_evals"] += ls_func_evals

            # the stopping conditions
            if n_iter == max_iter or current_evals >= max_eval or opt_cond:
                break
            if np.abs(arith.store(arith.load(d) * t)).max() <= tolerance_change:   # lack of progress
                break
            if abs(loss - prev_loss) < tolerance_change:
                break

        state.update(d=d, t=t, old_dirs=old_dirs, old_stps=old_stps, ro=ro, H_diag=H_diag,
                     prev_flat_grad=prev_flat_grad, prev_loss=prev_loss)
        return orig_loss

    # -- the state in the runtime's layout ---------------------------------------------------------------------
    def _flat_dtype(self) -> np.dtype:
        return np.result_type(*(p.data.dtype for p in self._params))

    def named_state(self, param: Tensor) -> dict[str, np.ndarray]:
        if param is not self._params[0]:
            return {}
        state, flat = self.state.get(id(param), {}), self._flat_dtype()
        numel = sum(p.data.size for p in self._params)
        out = {}
        for name in NAMES:
            value = state.get(name)
            if value is None:
                continue
            if name in COUNTERS:
                out[name] = np.array(value, dtypes.INT64)
            elif name in SCALARS:
                out[name] = np.array(float(value), dtypes.FLOAT64)
            elif name in MATRICES:
                out[name] = np.stack(value) if value else np.zeros((0, numel), flat)
            elif name == "ro":
                out[name] = np.array(value, flat).reshape(len(value))
            else:
                out[name] = value
        return out

    def set_named_state(self, param: Tensor, name: str, value: np.ndarray) -> None:
        state, flat = self.state.setdefault(id(param), {}), self._flat_dtype()
        if name in COUNTERS:
            state[name] = int(value)
        elif name in SCALARS:
            state[name] = float(value)
        elif name in MATRICES:
            state[name] = [row.astype(flat) for row in value]
        elif name == "ro":
            state[name] = [flat.type(x) for x in value]
        else:
            state[name] = value.astype(flat)
