"""ABI 1.5's LBFGS through the runtime, against torch.optim.LBFGS: a step calling a Python closure (as the C
library's rt_closure arrives), the parameters after each step with and without the line search, the state by
name, a failing or raising closure (the parameters and state put back), the closure's own errors kept out of
the step's result, and the error code of every bad argument."""

from __future__ import annotations

import pytest
import torch

import simple_torch.runtime as rt
from simple_torch.abi.errors import ErrorCode, InvalidArgumentError, ShapeError

from .conftest import TORCH_DEVICE, get, put, take

STATE = ["func_evals", "n_iter", "d", "t", "old_dirs", "old_stps", "ro", "H_diag", "prev_flat_grad", "prev_loss"]


def _problem(dtype=torch.float64):
    g = torch.Generator().manual_seed(3)
    x = torch.randn(12, 3, generator=g, dtype=dtype)
    y = x @ torch.tensor([[1.5], [-2.0], [0.25]], dtype=dtype) + 0.5 + 0.01 * torch.randn(12, 1, generator=g,
                                                                                            dtype=dtype)
    return x, y, torch.zeros(3, 1, dtype=dtype), torch.zeros(1, dtype=dtype)


class Model:
    """x, y, w, b as handles; closure() is the loss of the runtime's model, with its gradients."""

    def __init__(self, dtype=torch.float64):
        self.x, self.y, w, b = _problem(dtype)
        self.hx, self.hy, self.hw, self.hb = put(self.x), put(self.y), put(w), put(b)
        for h in (self.hw, self.hb):
            assert rt.rt_torch_tensor_set_requires_grad(h, 1) == 0
        self.opt, self.calls = 0, 0

    def closure(self) -> float:
        self.calls += 1
        assert rt.rt_torch_scope_begin() == 0
        try:
            assert rt.rt_torch_optim_zero_grad(self.opt) == 0
            pred = rt.rt_torch_tensor_add(rt.rt_torch_tensor_matmul(self.hx, self.hw), self.hb)
            diff = rt.rt_torch_tensor_sub(pred, self.hy)
            loss = rt.rt_torch_tensor_mean(rt.rt_torch_tensor_mul(diff, diff))
            assert rt.rt_torch_tensor_backward(loss) == 0
            status, value = rt.rt_torch_tensor_item(loss)
            assert status == 0
            return value
        finally:
            assert rt.rt_torch_scope_end() >= 0

    def params(self) -> list[torch.Tensor]:
        return [get(self.hw), get(self.hb)]

    def free(self):
        if self.opt:
            assert rt.rt_torch_optim_free(self.opt) == 0
        for h in (self.hx, self.hy, self.hw, self.hb):
            assert rt.rt_torch_tensor_free(h) == 0


@pytest.fixture
def model():
    m = Model()
    yield m
    m.free()


def _torch_run(steps, **options):
    """torch.optim.LBFGS where the runtime computes (TORCH_DEVICE): a GPU's products and means round otherwise, and
    the steps are compared nearly exactly. The parameters after each step come back on the CPU."""
    x, y, w, b = (t.to(TORCH_DEVICE) for t in _problem())
    w.requires_grad_(True)
    b.requires_grad_(True)
    opt = torch.optim.LBFGS([w, b], **options)

    def closure():
        opt.zero_grad()
        loss = ((x @ w + b - y) ** 2).mean()
        loss.backward()
        return loss

    out = []
    for _ in range(steps):
        loss = opt.step(closure)
        out.append((loss.item(), w.detach().cpu().clone(), b.detach().cpu().clone()))
    return out, opt


@pytest.mark.parametrize("line_search", ["", "strong_wolfe"])
def test_steps_match_torch(model, line_search):
    expected, torch_opt = _torch_run(4, lr=0.8, max_iter=5, history_size=3,
                                     line_search_fn=line_search or None)
    model.opt = rt.rt_torch_optim_lbfgs([model.hw, model.hb], 0.8, 5, 0, 1e-7, 1e-9, 3, line_search)
    assert model.opt > 0, rt.rt_torch_last_error()
    for loss, w, b in expected:
        status, first = rt.rt_torch_optim_lbfgs_step(model.opt, model.closure)
        assert status == 0, rt.rt_torch_last_error()
        assert first == pytest.approx(loss, rel=1e-9, abs=1e-12)
        torch.testing.assert_close(model.params(), [w, b], rtol=1e-9, atol=1e-12)
    state = torch_opt.state[torch_opt.param_groups[0]["params"][0]]
    assert model.calls == state["func_evals"]
    names = [rt.rt_torch_optim_state_name(model.opt, model.hw, i)
             for i in range(rt.rt_torch_optim_state_count(model.opt, model.hw))]
    assert names == STATE
    assert rt.rt_torch_optim_state_count(model.opt, model.hb) == 0
    assert take(rt.rt_torch_optim_get_state(model.opt, model.hw, "n_iter")).item() == state["n_iter"]
    torch.testing.assert_close(take(rt.rt_torch_optim_get_state(model.opt, model.hw, "old_dirs")),
                               torch.stack(state["old_dirs"]).cpu())
    torch.testing.assert_close(take(rt.rt_torch_optim_get_state(model.opt, model.hw, "ro")),
                               torch.stack(state["ro"]).cpu())
    assert take(rt.rt_torch_optim_get_state(model.opt, model.hw, "prev_loss")).item() == \
        pytest.approx(state["prev_loss"], rel=1e-9)


def test_options_by_name(model):
    model.opt = rt.rt_torch_optim_lbfgs([model.hw, model.hb], 1.0, 8, 0, 1e-7, 1e-9, 100, "")
    assert rt.rt_torch_optim_get_option(model.opt, 0, "max_eval") == (0, 10.0)   # 8 * 5 // 4
    assert rt.rt_torch_optim_get_option(model.opt, 0, "strong_wolfe") == (0, 0.0)
    assert rt.rt_torch_optim_set_option(model.opt, 0, "max_iter", 2) == 0
    assert rt.rt_torch_optim_set_option(model.opt, 0, "max_eval", 100) == 0
    assert rt.rt_torch_optim_lbfgs_step(model.opt, model.closure)[0] == 0
    assert model.calls == 2   # max_iter 2: the first evaluation and one after the first iteration
    for name, value in (("history_size", 0), ("max_iter", 1.5), ("max_eval", -1), ("strong_wolfe", 2),
                        ("tolerance_grad", float("nan")), ("momentum", 0.9)):
        assert rt.rt_torch_optim_set_option(model.opt, 0, name, value) == ErrorCode.INVALID_ARGUMENT, name


def test_a_resumed_optimizer_steps_as_the_original():
    a, b = Model(), Model()
    try:
        a.opt = rt.rt_torch_optim_lbfgs([a.hw, a.hb], 0.5, 3, 0, 1e-7, 1e-9, 2, "strong_wolfe")
        b.opt = rt.rt_torch_optim_lbfgs([b.hw, b.hb], 0.5, 3, 0, 1e-7, 1e-9, 2, "strong_wolfe")
        assert rt.rt_torch_optim_lbfgs_step(a.opt, a.closure)[0] == 0
        assert rt.rt_torch_no_grad_begin() == 0
        for dst, src in ((b.hw, a.hw), (b.hb, a.hb)):
            assert rt.rt_torch_tensor_copy_from(dst, src) == 0
        assert rt.rt_torch_no_grad_end() == 0
        for name in STATE:
            value = rt.rt_torch_optim_get_state(a.opt, a.hw, name)
            assert rt.rt_torch_optim_set_state(b.opt, b.hw, name, value) == 0, rt.rt_torch_last_error()
            assert rt.rt_torch_tensor_free(value) == 0
        losses = [rt.rt_torch_optim_lbfgs_step(m.opt, m.closure) for m in (a, b)]
        assert losses[0] == losses[1]
        assert all(torch.equal(p, q) for p, q in zip(a.params(), b.params()))
    finally:
        a.free()
        b.free()


def test_state_writes_are_checked(model):
    model.opt = rt.rt_torch_optim_lbfgs([model.hw, model.hb], 1.0, 20, 0, 1e-7, 1e-9, 2, "")
    three = put(torch.zeros(3, 4, dtype=torch.float64))
    half = put(torch.tensor(0.5, dtype=torch.float64))
    two = put(torch.tensor(2, dtype=torch.int64))
    try:
        assert rt.rt_torch_optim_set_state(model.opt, model.hb, "n_iter", two) == ErrorCode.INVALID_ARGUMENT
        assert "first parameter" in rt.rt_torch_last_error()
        assert rt.rt_torch_optim_set_state(model.opt, model.hw, "old_dirs", three) == ErrorCode.SHAPE  # k > 2
        assert rt.rt_torch_optim_set_state(model.opt, model.hw, "d", half) == ErrorCode.SHAPE
        assert rt.rt_torch_optim_set_state(model.opt, model.hw, "n_iter", half) == ErrorCode.INVALID_ARGUMENT
        assert rt.rt_torch_optim_set_state(model.opt, model.hw, "al", half) == ErrorCode.INVALID_ARGUMENT
        assert rt.rt_torch_optim_set_state(model.opt, model.hw, "t", two) == ErrorCode.DTYPE
        # n_iter alone says an iteration happened without its direction: the step refuses to go on
        assert rt.rt_torch_optim_set_state(model.opt, model.hw, "n_iter", two) == 0
        assert rt.rt_torch_optim_lbfgs_step(model.opt, model.closure) == (ErrorCode.INVALID_ARGUMENT, None)
        assert "no t, H_diag, prev_loss, d" in rt.rt_torch_last_error()
        assert model.calls == 0
    finally:
        for h in (three, half, two):
            rt.rt_torch_tensor_free(h)


@pytest.mark.parametrize("line_search", ["", "strong_wolfe"])
@pytest.mark.parametrize("fails_at", [1, 3])
def test_a_failing_closure_leaves_parameters_and_state_as_before(model, line_search, fails_at):
    # small steps, so that neither step converges before its evaluation fails_at
    model.opt = rt.rt_torch_optim_lbfgs([model.hw, model.hb], 0.05, 4, 0, 1e-7, 1e-9, 100, line_search)
    assert rt.rt_torch_optim_lbfgs_step(model.opt, model.closure)[0] == 0   # some state to keep
    before = model.params()
    n_iter = take(rt.rt_torch_optim_get_state(model.opt, model.hw, "n_iter"))
    old_dirs = take(rt.rt_torch_optim_get_state(model.opt, model.hw, "old_dirs"))
    model.calls = 0

    def failing():
        if model.calls + 1 == fails_at:
            model.calls += 1
            assert rt.rt_torch_tensor_matmul(model.hw, model.hx) == 0   # a real error, left on this thread
            raise ShapeError("the model's shapes do not fit")
        return model.closure()

    assert rt.rt_torch_optim_lbfgs_step(model.opt, failing) == (ErrorCode.SHAPE, None)
    message = rt.rt_torch_last_error()
    assert message.startswith("rt_torch_optim_lbfgs_step: ") and f"evaluation {fails_at} of the closure" in message
    assert all(torch.equal(p, q) for p, q in zip(model.params(), before))
    assert torch.equal(take(rt.rt_torch_optim_get_state(model.opt, model.hw, "n_iter")), n_iter)
    assert torch.equal(take(rt.rt_torch_optim_get_state(model.opt, model.hw, "old_dirs")), old_dirs)
    # and the optimizer goes on as if the failed step had not been
    assert rt.rt_torch_optim_lbfgs_step(model.opt, model.closure)[0] == 0


def test_a_closure_whose_own_calls_fail_leaves_no_error(model):
    model.opt = rt.rt_torch_optim_lbfgs([model.hw, model.hb], 1.0, 4, 0, 1e-7, 1e-9, 100, "")

    def noisy():
        assert rt.rt_torch_tensor_sum(-5) == 0   # fails, and the closure goes on
        return model.closure() if model.calls % 2 else (rt.rt_torch_tensor_sum(-5), model.closure())[1]

    status, loss = rt.rt_torch_optim_lbfgs_step(model.opt, noisy)
    assert status == 0 and loss > 0
    assert rt.rt_torch_last_error_code() == 0 and rt.rt_torch_last_error() == ""


def test_bad_arguments(model):
    ps = [model.hw, model.hb]
    ok = (1.0, 20, 0, 1e-7, 1e-9, 100, "")

    def make(*changes, params=ps):
        values = list(ok)
        for i, value in changes:
            values[i] = value
        return rt.rt_torch_optim_lbfgs(params, *values)

    for changes in ([(0, -1.0)], [(0, float("inf"))], [(1, -1)], [(2, -3)], [(4, float("nan"))], [(5, 0)],
                    [(6, "wolfe")], [(6, None)]):
        assert make(*changes) == 0 and rt.rt_torch_last_error_code() == ErrorCode.INVALID_ARGUMENT, changes
    assert make(params=[]) == 0 and rt.rt_torch_last_error_code() == ErrorCode.INVALID_ARGUMENT
    empty = put(torch.zeros(0))
    assert rt.rt_torch_tensor_set_requires_grad(empty, 1) == 0
    assert make(params=[empty]) == 0 and "no elements" in rt.rt_torch_last_error()
    assert rt.rt_torch_tensor_free(empty) == 0
    model.opt = make()
    assert rt.rt_torch_optim_step(model.opt) == ErrorCode.INVALID_ARGUMENT
    assert "rt_torch_optim_lbfgs_step" in rt.rt_torch_last_error()
    assert rt.rt_torch_optim_add_param_group(model.opt, [model.hx]) == -1
    assert rt.rt_torch_last_error_code() == ErrorCode.INVALID_ARGUMENT
    assert rt.rt_torch_optim_lbfgs_step(model.opt, None) == (ErrorCode.INVALID_ARGUMENT, None)
    assert rt.rt_torch_optim_lbfgs_step(model.opt, lambda: "1.5") == (ErrorCode.INVALID_ARGUMENT, None)
    assert "not the loss as a number" in rt.rt_torch_last_error()
    assert rt.rt_torch_optim_set_option(model.opt, 0, "strong_wolfe", 1) == 0
    assert rt.rt_torch_optim_set_option(model.opt, 0, "max_eval", 0) == 0
    assert rt.rt_torch_optim_lbfgs_step(model.opt, model.closure) == (ErrorCode.INVALID_ARGUMENT, None)
    sgd = rt.rt_torch_optim_sgd(ps, 0.1, 0.0, 0.0)
    assert rt.rt_torch_optim_lbfgs_step(sgd, model.closure) == (ErrorCode.INVALID_ARGUMENT, None)
    assert rt.rt_torch_optim_free(sgd) == 0
    assert rt.rt_torch_optim_lbfgs_step(sgd, model.closure) == (ErrorCode.INVALID_HANDLE, None)
    assert model.calls == 0


def test_huge_history_and_iteration_counts_cost_nothing_up_front(model):
    """PyTorch allocates history_size slots on its second iteration; the runtime does not."""
    model.opt = rt.rt_torch_optim_lbfgs([model.hw, model.hb], 1.0, 2**62, 2**62, 1e-7, 1e-9, 2**62, "")

    def capped():
        if model.calls >= 6:
            raise InvalidArgumentError("enough")
        return model.closure()

    assert rt.rt_torch_optim_lbfgs_step(model.opt, capped)[0] == ErrorCode.INVALID_ARGUMENT
    assert model.calls == 6


def test_a_closure_cannot_step_its_own_optimizer(model):
    model.opt = rt.rt_torch_optim_lbfgs([model.hw, model.hb], 1.0, 3, 0, 1e-7, 1e-9, 100, "")
    inner = []

    def reentrant():
        inner.append(rt.rt_torch_optim_lbfgs_step(model.opt, model.closure))
        inner.append(rt.rt_torch_last_error())
        return model.closure()

    assert rt.rt_torch_optim_lbfgs_step(model.opt, reentrant)[0] == 0
    assert inner[0] == (ErrorCode.INVALID_ARGUMENT, None) and "taking a step already" in inner[1]
    assert rt.rt_torch_optim_lbfgs_step(model.opt, model.closure)[0] == 0   # and afterwards it steps
