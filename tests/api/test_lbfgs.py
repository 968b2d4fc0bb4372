"""st.optim.LBFGS against torch.optim.LBFGS on whichever backend the suite runs: a small regression (float32)
and the Rosenbrock function (float64), with a fixed step and with the strong Wolfe line search, the parameters
and the returned loss after every step; a closure that raises (its exception, the parameters as before);
options through param_groups and a schedule; state_dict / load_state_dict (a resumed run equals an
uninterrupted one); PyTorch's errors."""

from __future__ import annotations

import numpy as np
import pytest
import torch

import simple_torch as st

from .conftest import on_torch_device

RNG = np.random.default_rng(11)
X = RNG.standard_normal((16, 3)).astype(np.float32)
Y = (X @ np.array([[1.0], [-2.0], [0.5]], np.float32) + 0.3
     + 0.05 * RNG.standard_normal((16, 1))).astype(np.float32)


def _regression(m, line_search_fn, steps, **options):
    x, y = m.tensor(X), m.tensor(Y)
    w = m.zeros(3, 1, requires_grad=True)
    b = m.zeros(1, requires_grad=True)
    opt = m.optim.LBFGS([w, b], line_search_fn=line_search_fn, **options)

    def closure():
        opt.zero_grad()
        loss = m.nn.functional.mse_loss(x @ w + b, y)
        loss.backward()
        return loss

    out = []
    for _ in range(steps):
        loss = opt.step(closure)
        out.append((loss.item(), np.concatenate([w.detach().cpu().numpy().ravel(), b.detach().cpu().numpy()])))
    return out


def _rosenbrock(m, line_search_fn, steps, **options):
    xy = m.tensor([-1.5, 2.0], dtype=m.float64, requires_grad=True)
    opt = m.optim.LBFGS([xy], line_search_fn=line_search_fn, **options)

    def closure():
        opt.zero_grad()
        loss = (1 - xy[0]) ** 2 + 100 * (xy[1] - xy[0] ** 2) ** 2
        loss.backward()
        return loss

    out = []
    for _ in range(steps):
        loss = opt.step(closure)
        out.append((loss.item(), xy.detach().cpu().numpy().copy()))
    return out


def _assert_same_trajectory(ours, theirs, rtol, atol):
    assert len(ours) == len(theirs)
    for i, ((our_loss, our_params), (their_loss, their_params)) in enumerate(zip(ours, theirs)):
        np.testing.assert_allclose(our_loss, their_loss, rtol=rtol, atol=atol, err_msg=f"loss of step {i}")
        np.testing.assert_allclose(our_params, their_params, rtol=rtol, atol=atol, err_msg=f"params of step {i}")


@pytest.mark.parametrize("line_search_fn", [None, "strong_wolfe"])
def test_regression_matches_torch(line_search_fn):
    options = dict(lr=0.5, max_iter=6, history_size=4)
    with on_torch_device():   # where ours runs: the same kernels (a GPU's sum in another order than the CPU's)
        theirs = _regression(torch, line_search_fn, 5, **options)
    ours = _regression(st, line_search_fn, 5, **options)
    # float32: the NumPy backend's dot products sum in another order than PyTorch's
    _assert_same_trajectory(ours, theirs, rtol=1e-5, atol=1e-6)
    assert theirs[-1][0] < 0.01 * theirs[0][0]   # it learned


@pytest.mark.parametrize("line_search_fn", [None, "strong_wolfe"])
def test_rosenbrock_matches_torch(line_search_fn):
    options = dict(lr=1 if line_search_fn else 0.05, max_iter=10, history_size=10)
    with on_torch_device():   # where ours runs: the same kernels, as a comparison to 1e-9 needs
        theirs = _rosenbrock(torch, line_search_fn, 6, **options)
    ours = _rosenbrock(st, line_search_fn, 6, **options)
    _assert_same_trajectory(ours, theirs, rtol=1e-9, atol=1e-12)
    if line_search_fn:
        np.testing.assert_allclose(theirs[-1][1], [1.0, 1.0], atol=1e-3)   # the minimum


def test_the_first_result_of_the_closure_is_returned():
    w = st.tensor([2.0], requires_grad=True)
    opt = st.optim.LBFGS([w], max_iter=3)
    results = []

    def closure():
        opt.zero_grad()
        loss = (w * w).sum()
        loss.backward()
        results.append(loss)
        return loss

    assert opt.step(closure) is results[0]
    assert len(results) == 3   # max_iter 3: the first evaluation and one after each iteration but the last
    assert st.is_grad_enabled()


def test_a_raising_closure_raises_with_the_parameters_as_before():
    w = st.tensor([2.0, -1.0], requires_grad=True)
    opt = st.optim.LBFGS([w], lr=0.1, max_iter=5)
    calls = []

    class Stop(Exception):
        pass

    def closure():
        calls.append(None)
        if len(calls) == 3:
            raise Stop("evaluation 3")
        opt.zero_grad()
        loss = (w * w).sum()
        loss.backward()
        return loss

    with pytest.raises(Stop, match="evaluation 3"):
        opt.step(closure)
    assert w.tolist() == [2.0, -1.0]
    assert opt.state == {}
    calls.append(None)   # the next calls are numbers 5, 6, ...: the step runs to its end
    opt.step(closure)
    assert w.tolist() != [2.0, -1.0]


def test_options_through_param_groups_and_a_schedule():
    w = st.tensor([3.0], requires_grad=True)
    opt = st.optim.LBFGS([w], lr=1, max_iter=7)
    group = opt.param_groups[0]
    assert group["max_eval"] == 8 and group["line_search_fn"] is None and group["history_size"] == 100
    group["line_search_fn"] = "strong_wolfe"
    with pytest.raises(ValueError, match="only 'strong_wolfe'"):
        group["line_search_fn"] = "backtracking"
    schedule = st.optim.lr_scheduler.StepLR(opt, step_size=1, gamma=0.5)
    schedule.step()
    assert group["lr"] == 0.5 and group["max_iter"] == 7 and isinstance(group["max_iter"], int)
    their_w = torch.tensor([3.0], requires_grad=True)
    theirs = torch.optim.LBFGS([their_w], lr=0.5, max_iter=7, line_search_fn="strong_wolfe")

    def closure_of(m, opt, w):
        def closure():
            opt.zero_grad()
            loss = (w ** 4).sum()
            loss.backward()
            return loss
        return closure

    opt.step(closure_of(st, opt, w))
    theirs.step(closure_of(torch, theirs, their_w))
    np.testing.assert_allclose(w.detach().numpy(), their_w.detach().numpy(), rtol=1e-6)


def test_state_dict_resumes():
    def run(resume_after):
        w = st.tensor([-1.5, 2.0], dtype=st.float64, requires_grad=True)
        opt = st.optim.LBFGS([w], lr=1, max_iter=3, history_size=2, line_search_fn="strong_wolfe")

        def closure():
            opt.zero_grad()
            loss = (1 - w[0]) ** 2 + 100 * (w[1] - w[0] ** 2) ** 2
            loss.backward()
            return loss

        for i in range(4):
            if i == resume_after:
                saved, values = opt.state_dict(), w.detach().clone()
                w = st.tensor(values.tolist(), dtype=st.float64, requires_grad=True)
                opt = st.optim.LBFGS([w], lr=1, max_iter=3, history_size=2, line_search_fn="strong_wolfe")
                opt.load_state_dict(saved)
            opt.step(closure)
        return w.tolist(), opt.state_dict()

    uninterrupted, state = run(None)
    assert run(2)[0] == uninterrupted
    assert list(state["state"]) == [0]
    assert sorted(state["state"][0]) == sorted(["func_evals", "n_iter", "d", "t", "old_dirs", "old_stps", "ro",
                                                "H_diag", "prev_flat_grad", "prev_loss"])
    assert state["state"][0]["old_dirs"].shape == (2, 2)
    assert state["param_groups"][0]["line_search_fn"] == "strong_wolfe"


def test_pytorch_errors():
    w = st.tensor([1.0], requires_grad=True)
    with pytest.raises(ValueError, match="Invalid learning rate"):
        st.optim.LBFGS([w], lr=-1)
    with pytest.raises(ValueError, match="parameter group"):
        st.optim.LBFGS([{"params": [w]}, {"params": [st.tensor([1.0], requires_grad=True)]}])
    opt = st.optim.LBFGS([w])
    with pytest.raises(TypeError):
        opt.step()   # the closure is required, as PyTorch's
    with pytest.raises(TypeError):
        st.optim.LBFGS(w)
