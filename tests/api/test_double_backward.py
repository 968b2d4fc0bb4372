"""Second derivatives (create_graph) op by op, against PyTorch and against finite differences, in float64 on the
backend under test; then a gradient penalty (WGAN-GP), a Hessian-vector product, Tensor.backward and
st.autograd.backward with create_graph and inputs, and the refusals: hardsigmoid's second derivative on both backends
(PyTorch has none), an op whose backward the NumPy backend does not record, and complex graphs there.

For each case, L(x) = sum(c * f(x)^2) (c fixed and random, so no symmetry hides an error and a linear f still has a
second derivative), the first gradients G = grad(L, xs, create_graph=True), and the checked value is
grad(sum_i <w_i, G_i>, xs): a Hessian-vector product, which runs every op's create_graph backward. PyTorch computes
the same with torch's autograd; the finite differences are those of x -> sum_i <w_i, G_i(x)> with first-order
gradients only.
"""

from __future__ import annotations

import numpy as np
import pytest
import torch

import simple_torch as st

NUMPY = st.get_backend() == "numpy"
STEP = 1e-6   # central differences in float64: error about STEP^2 * f''' + eps / STEP


def _rng(name: str) -> np.random.Generator:
    return np.random.default_rng(sum(map(ord, name)))


def _value(m, f, xs, constants):
    """L(xs) = sum(c * f(xs)^2) with module m (st or torch)."""
    out = f(m, *xs)
    return (m.tensor(constants["c"], dtype=m.float64) * out * out).sum()


def _second(m, f, arrays, constants):
    """(G, H w): the first gradients (create_graph) and the gradient of sum_i <w_i, G_i>."""
    xs = [m.tensor(a, dtype=m.float64, requires_grad=True) for a in arrays]
    firsts = m.autograd.grad(_value(m, f, xs, constants), xs, create_graph=True)
    assert all(g.requires_grad for g in firsts)
    dot = sum((g * m.tensor(w, dtype=m.float64)).sum() for g, w in zip(firsts, constants["w"]))
    seconds = m.autograd.grad(dot, xs, allow_unused=True)
    return ([g.detach().numpy() for g in firsts],
            [np.zeros_like(a) if h is None else h.detach().numpy() for a, h in zip(arrays, seconds)])


def _first_dot(f, arrays, constants) -> float:
    """sum_i <w_i, G_i(x)> with first-order gradients only (the function the finite differences differentiate)."""
    xs = [st.tensor(a, dtype=st.float64, requires_grad=True) for a in arrays]
    firsts = st.autograd.grad(_value(st, f, xs, constants), xs)
    return float(sum(np.sum(g.numpy() * w) for g, w in zip(firsts, constants["w"])))


def check_double(name, f, *arrays):
    """The create_graph Hessian-vector product of f against PyTorch's and against central differences."""
    arrays = [np.asarray(a, dtype=np.float64) for a in arrays]
    rng = _rng(name)
    out_shape = f(torch, *[torch.tensor(a) for a in arrays]).shape
    constants = {"c": rng.uniform(0.5, 1.5, tuple(out_shape)), "w": [rng.standard_normal(a.shape) for a in arrays]}
    ours_first, ours = _second(st, f, arrays, constants)
    theirs_first, theirs = _second(torch, f, arrays, constants)
    for a, b in zip(ours_first, theirs_first):
        np.testing.assert_allclose(a, b, rtol=1e-10, atol=1e-12, err_msg=f"{name}: first gradient")
    for a, b in zip(ours, theirs):
        np.testing.assert_allclose(a, b, rtol=1e-9, atol=1e-11, err_msg=f"{name}: against PyTorch")
    for k, a in enumerate(arrays):
        numeric = np.zeros_like(a)
        for i in np.ndindex(a.shape):
            moved = [b.copy() for b in arrays]
            moved[k][i] += STEP
            up = _first_dot(f, moved, constants)
            moved[k][i] -= 2 * STEP
            numeric[i] = (up - _first_dot(f, moved, constants)) / (2 * STEP)
        np.testing.assert_allclose(ours[k], numeric, rtol=1e-5, atol=1e-6, err_msg=f"{name}: finite differences")


def _positive(shape, name="p"):
    return _rng(name).uniform(0.5, 2.0, shape)


def _normal(shape, name="n"):
    return _rng(name).standard_normal(shape)


def _away_from_zero(shape, name="z"):
    """Values at least 0.2 from 0: the kinks of relu, abs, clamp and max stay out of the finite differences."""
    v = _rng(name).uniform(0.2, 1.5, shape)
    return v * np.where(_rng(name + "s").random(shape) < 0.5, -1, 1)


# (name, f(m, *xs), inputs): m is st or torch, so one lambda states the op for both
CASES = [
    ("add", lambda m, x, y: x * y + (x + y), [_normal((3, 1)), _normal((4,), "b")]),
    ("sub", lambda m, x, y: (x - y) * x, [_normal((2, 3)), _normal((3,), "b")]),
    ("mul", lambda m, x, y: x * y, [_normal((2, 3)), _normal((2, 1), "b")]),
    ("div", lambda m, x, y: x / y, [_normal((2, 3)), _positive((3,))]),
    ("neg", lambda m, x: -x * x.sin(), [_normal((4,))]),
    ("pow scalar", lambda m, x: x ** 3 + x ** 2.5, [_positive((4,))]),
    ("pow tensor", lambda m, x, y: x ** y, [_positive((3,)), _normal((3,), "b")]),
    ("exp", lambda m, x: x.exp(), [_normal((4,))]),
    ("log", lambda m, x: x.log(), [_positive((4,))]),
    ("sqrt", lambda m, x: x.sqrt(), [_positive((4,))]),
    ("rsqrt", lambda m, x: x.rsqrt(), [_positive((4,))]),
    ("sin", lambda m, x: x.sin(), [_normal((4,))]),
    ("cos", lambda m, x: x.cos(), [_normal((4,))]),
    ("tan, asin, atan, log1p, erf", lambda m, x: x.tan() + (x * 0.5).asin() + x.atan() + (x * x).log1p() + x.erf(),
     [_normal((4,)) * 0.5]),
    ("tanh", lambda m, x: x.tanh(), [_normal((4,))]),
    ("sigmoid", lambda m, x: x.sigmoid(), [_normal((4,))]),
    ("relu", lambda m, x: m.relu(x) * x, [_away_from_zero((5,))]),
    ("gelu", lambda m, x: m.nn.functional.gelu(x), [_normal((5,))]),
    ("softplus", lambda m, x: m.nn.functional.softplus(x, beta=2.0, threshold=3.0), [_normal((5,)) * 2]),
    ("abs", lambda m, x: x.abs() * x, [_away_from_zero((5,))]),
    ("square", lambda m, x: x.square() * x, [_normal((4,))]),
    ("sum", lambda m, x: x.sum(dim=1) * x.sum(), [_normal((2, 3))]),
    ("mean", lambda m, x: x.mean(dim=0, keepdim=True) * x.mean(), [_normal((3, 2))]),
    ("matmul", lambda m, a, b: a @ b, [_normal((2, 3)), _normal((3, 2), "b")]),
    ("matmul vector", lambda m, a, b: (a @ b) * (b @ a.t()).sum(), [_normal((2, 3)), _normal((3,), "b")]),
    ("matmul batched", lambda m, a, b: m.matmul(a, b), [_normal((2, 2, 3)), _normal((3, 2), "b")]),
    ("mm", lambda m, a, b: m.mm(a, b).tanh(), [_normal((2, 3)), _normal((3, 2), "b")]),
    ("bmm", lambda m, a, b: m.bmm(a, b), [_normal((2, 2, 3)), _normal((2, 3, 2), "b")]),
    ("linear", lambda m, x, w, b: m.nn.functional.linear(x, w, b).tanh(),
     [_normal((2, 3)), _normal((4, 3), "w"), _normal((4,), "b")]),
    ("reshape, view", lambda m, x: x.reshape(3, 2).sin() * x.view(6, 1).reshape(3, 2), [_normal((2, 3))]),
    ("transpose, permute", lambda m, x: x.transpose(0, 1) * x.permute(1, 2, 0).sin(), [_normal((2, 3, 2))]),
    ("expand, broadcasting", lambda m, x: x.expand(3, 4) * x.exp(), [_normal((3, 1))]),
    ("indexing", lambda m, x: x[1] * x[:, 1:3].sum() + x[m.tensor([0, 0, 1])].sum(0), [_normal((3, 4))]),
    ("select, slice, index_select", lambda m, x: x[2].exp() * x[:, 0][1:] * m.index_select(x, 1, m.tensor([1, 1]))[0]
     + x[0:3:2, 1].sum(), [_normal((3, 2))]),
    ("cat, stack", lambda m, x, y: m.cat([x, y * x], dim=0).exp()[:2] + m.stack([x, y], dim=1).sum(1) * x,
     [_normal((2, 3)), _normal((2, 3), "b")]),
    ("softmax", lambda m, x: m.softmax(x, dim=1), [_normal((2, 4))]),
    ("log_softmax", lambda m, x: m.log_softmax(x, dim=0), [_normal((3, 2))]),
    ("mse_loss", lambda m, x, y: m.nn.functional.mse_loss(x.exp(), y), [_normal((3,)), _normal((3,), "b")]),
    ("cross_entropy", lambda m, x: m.nn.functional.cross_entropy(x, m.tensor([2, 0, 1])), [_normal((3, 4))]),
    ("cross_entropy smoothed", lambda m, x: m.nn.functional.cross_entropy(x * x, m.tensor([1, 0]),
                                                                           reduction="none", label_smoothing=0.1),
     [_normal((2, 3))]),
    ("where", lambda m, x, y: m.where(x > 0, x * y, y.exp()), [_away_from_zero((4,)), _normal((4,), "b")]),
    ("clamp", lambda m, x: x.clamp(-0.5, 0.8) * x, [_away_from_zero((6,)) * 0.55]),
    ("max, min", lambda m, x: x.max() * x + x.min(dim=1).values.sum() * x.amax(dim=0), [_normal((2, 3))]),
    # beyond the issue's list
    ("silu, mish, elu, selu, celu, logsigmoid, gelu tanh",
     lambda m, x: (m.nn.functional.silu(x) + m.nn.functional.mish(x) + m.nn.functional.elu(x)
                   + m.nn.functional.selu(x) + m.nn.functional.celu(x, alpha=0.5) + m.nn.functional.logsigmoid(x)
                   + m.nn.functional.gelu(x, approximate="tanh")), [_away_from_zero((6,))]),
    ("hardswish, leaky_relu, hardtanh, relu6",
     lambda m, x: (m.nn.functional.hardswish(x) + m.nn.functional.leaky_relu(x, 0.1) * x + m.nn.functional.hardtanh(x) * x
                   + m.nn.functional.relu6(x * 3) * x), [[-4.0, -2.5, -0.7, 0.4, 1.6, 2.5, 3.5]]),
    ("maximum, minimum", lambda m, x, y: m.maximum(x, y) * m.minimum(x * x, y), [[0.5, -1.0, 2.0], [1.5, -2.0, 0.3]]),
    ("tril, triu, flip, roll", lambda m, x: x.tril() * x.exp() + x.triu(1).flip(0) * x.roll(1, 1), [_normal((3, 3))]),
    ("fmod, remainder", lambda m, x, y: m.fmod(x * 3, y) * x + m.remainder(x * 3, y) * y,
     [[0.4, -0.9, 1.3], [0.7, 0.8, -0.6]]),
    ("l1, smooth_l1, huber", lambda m, x, y: (m.nn.functional.l1_loss(x * x, y)
                                              + m.nn.functional.smooth_l1_loss(x * x, y, beta=0.5)
                                              + m.nn.functional.huber_loss(x.exp(), y, delta=0.8)),
     [[0.3, -1.2, 0.9, 1.4], [0.5, 0.7, 2.0, -1.0]]),
    ("norm, var, std", lambda m, x: x.norm() * x + x.norm(2, dim=1, keepdim=True) + x.var(dim=1, keepdim=True)
     + x.std() * x, [_normal((2, 3))]),
    ("logsumexp", lambda m, x: m.logsumexp(x, dim=1), [_normal((3, 4))]),
    ("nll_loss", lambda m, x: m.nn.functional.nll_loss(m.log_softmax(x * x, dim=1), m.tensor([2, 0, 1])),
     [_normal((3, 4))]),
    ("sort, topk, kthvalue, median, cummax", lambda m, x: x.sort(dim=1).values * x + x.topk(2).values.sum()
     + x.kthvalue(2, dim=1).values.sum() * x.median() + x.cummax(dim=1).values, [_normal((2, 3))]),
    ("dropout, frac, nan_to_num, lerp, dot, cumsum, gather",
     lambda m, x, y: (m.nn.functional.dropout(x, 1.0) * x.frac() * m.nan_to_num(x) + m.lerp(x, y, 0.3) * y
                      + m.dot(x[0], y[1]) * x + m.cumsum(x * y, dim=1) + m.gather(x * x, 1, m.tensor([[2, 0], [1, 1]])).sum()),
     [[[0.3, 1.7, -0.4], [2.2, -1.1, 0.6]], _normal((2, 3), "b")]),
    ("layer_norm", lambda m, x, w, b: m.nn.functional.layer_norm(x, (2, 3), w, b).tanh(),
     [_normal((2, 2, 3)), _normal((2, 3), "w"), _normal((2, 3), "b")]),
    ("embedding", lambda m, w: m.nn.functional.embedding(m.tensor([[1, 0], [1, 2]]), w).tanh(), [_normal((3, 2))]),
    ("conv2d", lambda m, x, w, b: m.nn.functional.conv2d(x, w, b).tanh(),
     [_normal((2, 2, 4, 4)), _normal((3, 2, 2, 2), "w"), _normal((3,), "b")]),
    ("conv2d stride, padding, dilation, groups", lambda m, x, w: m.nn.functional.conv2d(
        x, w, stride=2, padding=(1, 2), dilation=(2, 1), groups=2).tanh(), [_normal((1, 4, 5, 4)), _normal((2, 2, 2, 3), "w")]),
    ("conv2d unbatched, conv1d", lambda m, x, w, v: m.nn.functional.conv2d(x, w, padding=1).sum() * x
     + m.nn.functional.conv1d(x[0], v, stride=2).sum(), [_normal((2, 3, 3)), _normal((2, 2, 2, 2), "w"),
                                                          _normal((2, 3, 2), "v")]),
    ("avg_pool2d", lambda m, x: m.nn.functional.avg_pool2d(x * x, 3, stride=1, padding=1, count_include_pad=False)
     + m.nn.functional.avg_pool2d(x.exp(), 2, stride=1, padding=1)[..., 1:, :3], [_normal((1, 2, 3, 3))]),
    ("adaptive_avg_pool2d, avg_pool1d", lambda m, x: m.nn.functional.adaptive_avg_pool2d(x * x, (2, 3)).sum() * x
     + m.nn.functional.avg_pool1d(x[0].exp(), 2, ceil_mode=True).sum(), [_normal((2, 3, 5))]),
    ("max_pool2d, adaptive_max_pool2d", lambda m, x: m.nn.functional.max_pool2d(x * x.sin(), 2, stride=1, padding=1)
     * m.nn.functional.adaptive_max_pool2d(x, 1) + m.nn.functional.max_pool1d(x[:, 0], 3).sum(),
     [_normal((2, 3, 4))]),
    ("max_pool2d, avg_pool2d of the C ABI", lambda m, x: (
        m.nn.functional.max_pool2d(x * x.sin(), 2, stride=1, padding=1) if m is torch
        else st.calls.nn_max_pool2d(x * x.sin(), [2, 2], [1, 1], [1, 1]))[..., 1:, :4]
     + (m.nn.functional.avg_pool2d(x.exp(), 3, stride=1, padding=1) if m is torch
        else st.calls.nn_avg_pool2d(x.exp(), [3, 3], [1, 1], [1, 1])), [_normal((2, 3, 4))]),
    ("batch_norm training", lambda m, x, w, b: m.nn.functional.batch_norm(x, None, None, w, b, training=True).tanh(),
     [_normal((3, 2, 2)), _normal((2,), "w"), _normal((2,), "b")]),
    ("batch_norm training, running stats", lambda m, x: m.nn.functional.batch_norm(
        x * x, m.zeros(2, dtype=m.float64), m.ones(2, dtype=m.float64), training=True, momentum=0.3) * x,
     [_normal((4, 2))]),
    ("batch_norm eval", lambda m, x, w, b: m.nn.functional.batch_norm(
        x * x, m.tensor([0.5, -0.25], dtype=m.float64), m.tensor([1.5, 0.75], dtype=m.float64), w, b).tanh(),
     [_normal((2, 2, 3)), _normal((2,), "w"), _normal((2,), "b")]),
    ("prod", lambda m, x: x.prod() * x + x.prod(dim=1, keepdim=True) * x[:, :1] + x.prod(dim=0, keepdim=True).exp(),
     [_normal((3, 4))]),
    ("prod with zeros", lambda m, x, y: x.prod(dim=0) * x.sum(0) + x.prod(dim=1, keepdim=True) + y.prod() * x,
     [[[0.0, 1.5, -0.5, 0.0], [0.0, 0.75, 2.0, 1.25], [0.0, -1.5, 0.5, 1.0]], [[0.0, 1.5], [-0.5, 0.0]]]),
    ("pad constant", lambda m, x: m.nn.functional.pad(x, (1, -1, 2, 0), value=0.5)
     * m.nn.functional.pad(x.exp(), (0, 0, 0, 2)).sum(1, keepdim=True), [_normal((2, 3))]),
    ("conv_transpose2d", lambda m, x, w: m.nn.functional.conv_transpose2d(x, w, stride=2, padding=1).tanh(),
     [_normal((1, 2, 3, 3)), _normal((2, 2, 3, 3), "w")]),
]


@pytest.mark.parametrize("name, f, inputs", CASES, ids=[case[0] for case in CASES])
def test_second_derivative(name, f, inputs):
    check_double(name, f, *inputs)


def test_every_op_of_the_issue_is_covered():
    named = " ".join(case[0] for case in CASES)
    for op in ["add", "sub", "mul", "div", "neg", "pow scalar", "pow tensor", "exp", "log", "sqrt", "rsqrt", "sin",
               "cos", "tanh", "sigmoid", "relu", "gelu", "softplus", "abs", "sum", "mean", "matmul", "mm", "bmm",
               "linear", "reshape", "view", "transpose", "permute", "expand", "broadcasting", "indexing", "select",
               "slice", "cat", "stack", "softmax", "log_softmax", "mse_loss", "cross_entropy", "where", "clamp",
               "max", "min", "square"]:
        assert op in named, op


def _critic(m, params, x):
    w1, b1, w2, b2 = params
    return m.nn.functional.linear(m.tanh(m.nn.functional.linear(x, w1, b1)), w2, b2)


def _gradient_penalty(m, values, real, fake, alpha):
    """WGAN-GP's penalty, as the papers' code writes it: the critic's gradient norm at interpolates, pushed to 1."""
    params = [m.tensor(v, requires_grad=True) for v in values]
    mixed = (m.tensor(alpha) * m.tensor(real) + (1 - m.tensor(alpha)) * m.tensor(fake)).requires_grad_(True)
    out = _critic(m, params, mixed)
    (grads,) = m.autograd.grad(out, mixed, grad_outputs=m.ones_like(out), create_graph=True, retain_graph=True)
    penalty = ((grads.pow(2).sum(dim=1).sqrt() - 1) ** 2).mean() * 10
    penalty.backward()
    return penalty.item(), [None if p.grad is None else p.grad.numpy() for p in params]


def test_gradient_penalty_of_a_critic_matches_pytorch():
    rng = np.random.default_rng(1)
    values = [rng.standard_normal(s) for s in [(5, 3), (5,), (1, 5), (1,)]]
    real, fake = rng.standard_normal((4, 3)), rng.standard_normal((4, 3))
    alpha = rng.random((4, 1))
    ours, ours_grads = _gradient_penalty(st, values, real, fake, alpha)
    theirs, theirs_grads = _gradient_penalty(torch, values, real, fake, alpha)
    assert ours == pytest.approx(theirs, rel=1e-12)
    assert ours_grads[3] is None and theirs_grads[3] is None   # the penalty does not depend on the last bias
    for a, b in zip(ours_grads[:3], theirs_grads[:3]):
        np.testing.assert_allclose(a, b, rtol=1e-10, atol=1e-12)


def _conv_critic_penalty(m, dtype):
    """WGAN-GP's penalty on a convolutional critic: pad, strided conv2d, batch_norm (training), leaky_relu,
    avg_pool2d, max_pool2d and a linear head; the parameters' gradients go through each op's second backward."""
    rng = np.random.default_rng(3)
    dt = getattr(m, dtype)
    conv = m.tensor(rng.standard_normal((4, 3, 3, 3)) * 0.3, dtype=dt, requires_grad=True)
    bias = m.tensor(rng.standard_normal(4) * 0.1, dtype=dt, requires_grad=True)
    head = m.tensor(rng.standard_normal((1, 4)) * 0.3, dtype=dt, requires_grad=True)
    norm = m.nn.BatchNorm2d(4).to(dt)
    x = m.tensor(rng.standard_normal((3, 3, 8, 8)), dtype=dt, requires_grad=True)
    f = m.nn.functional
    h = f.leaky_relu(norm(f.conv2d(f.pad(x, (1, 1, 1, 1)), conv, bias, stride=2)), 0.2)
    h = f.max_pool2d(f.avg_pool2d(h, 2), 2)
    (g,) = m.autograd.grad(f.linear(h.flatten(1), head).sum(), x, create_graph=True)
    penalty = ((g.flatten(1).norm(2, dim=1) - 1) ** 2).mean()
    penalty.backward()
    # norm.bias reaches the penalty only through leaky_relu's mask, linked to its input: its .grad is zeros
    return [penalty.detach().numpy()] + [p.grad.numpy() for p in (conv, bias, head, norm.weight, norm.bias)]


@pytest.mark.parametrize("dtype, rtol", [("float64", 1e-10), ("float32", 1e-4)])
def test_gradient_penalty_of_a_convolutional_critic_matches_pytorch(dtype, rtol):
    ours, theirs = _conv_critic_penalty(st, dtype), _conv_critic_penalty(torch, dtype)
    assert ours[1].dtype == theirs[1].dtype
    for a, b in zip(ours, theirs):
        np.testing.assert_allclose(a, b, rtol=rtol, atol=rtol * 1e-2)


def _hvp(m, values, data, target, vector):
    """Hessian-vector product of a small classifier's loss by double backward (Pearlmutter's trick)."""
    params = [m.tensor(v, requires_grad=True) for v in values]
    logits = m.nn.functional.linear(m.relu(m.nn.functional.linear(m.tensor(data), params[0], params[1])), params[2])
    loss = m.nn.functional.cross_entropy(logits, m.tensor(target))
    grads = m.autograd.grad(loss, params, create_graph=True)
    dot = sum((g * m.tensor(v)).sum() for g, v in zip(grads, vector))
    return [h.numpy() for h in m.autograd.grad(dot, params)]


@pytest.mark.parametrize("name", ["relu", "leaky_relu", "hardtanh", "relu6", "abs", "clamp"])
def test_a_gradient_made_of_a_mask_links_to_its_input_as_pytorchs(name):
    """relu's gradient is a mask read from x: PyTorch's keeps a link to x with a zero derivative (the gradient
    requires grad; differentiating it again gives zeros), except clamp's, which is a constant (differentiating it
    again is an error). Both backends do as PyTorch."""
    ops = {"relu": lambda m, x: m.relu(x), "leaky_relu": lambda m, x: m.nn.functional.leaky_relu(x, 0.1),
           "hardtanh": lambda m, x: m.nn.functional.hardtanh(x), "relu6": lambda m, x: m.nn.functional.relu6(x),
           "abs": lambda m, x: x.abs(), "clamp": lambda m, x: x.clamp(-1.0, 2.0)}

    def outcome(m):
        x = m.tensor([1.0, -2.0, 3.0, 0.5], dtype=m.float64, requires_grad=True)
        (g,) = m.autograd.grad(ops[name](m, x).sum(), x, create_graph=True)
        if not g.requires_grad:
            return g.tolist(), None
        return g.tolist(), [float(v) for v in m.autograd.grad(g.sum(), x)[0].detach().reshape(-1).clone()]
    assert outcome(st) == outcome(torch)


def test_hessian_vector_product_matches_pytorch():
    rng = np.random.default_rng(2)
    shapes = [(6, 4), (6,), (3, 6)]
    values = [rng.standard_normal(s) for s in shapes]
    vector = [rng.standard_normal(s) for s in shapes]
    data, target = rng.standard_normal((5, 4)), rng.integers(0, 3, 5)
    for a, b in zip(_hvp(st, values, data, target, vector), _hvp(torch, values, data, target, vector)):
        np.testing.assert_allclose(a, b, rtol=1e-10, atol=1e-12)


def _backward_twice(m):
    """backward(create_graph=True) leaves a .grad with a graph and keeps the graph (retain_graph's default)."""
    x = m.tensor([0.5, -1.0, 2.0], dtype=m.float64, requires_grad=True)
    w = m.tensor([1.5, 0.25, -0.5], dtype=m.float64, requires_grad=True)
    loss = (x.sin() * w).sum()
    loss.backward(create_graph=True)
    first = x.grad
    assert first.requires_grad and first.grad_fn is not None
    x.grad, w.grad = None, None
    (first * first).sum().backward(inputs=[w])   # into w.grad only
    assert x.grad is None
    into_w = w.grad.clone()
    loss.backward(inputs=x)   # the graph was kept
    return first.detach().numpy(), into_w.numpy(), x.grad.numpy()


def test_backward_with_create_graph_and_inputs_matches_pytorch():
    for a, b in zip(_backward_twice(st), _backward_twice(torch)):
        np.testing.assert_allclose(a, b, rtol=1e-12)


def _autograd_backward(m):
    x = m.tensor([0.5, -1.5], dtype=m.float64, requires_grad=True)
    w = m.tensor([2.0, 0.25], dtype=m.float64, requires_grad=True)
    m.autograd.backward([(x * w).exp().sum()], inputs=[w], create_graph=True)
    first = w.grad
    w.grad = None
    first.sum().backward()
    return x.grad.numpy(), w.grad.numpy()


def test_autograd_backward_with_inputs_and_create_graph_matches_pytorch():
    for a, b in zip(_autograd_backward(st), _autograd_backward(torch)):
        np.testing.assert_allclose(a, b, rtol=1e-12)


def _into_a_non_leaf(m, create_graph):
    x = m.tensor([1.0, -2.0], requires_grad=True)
    h = x * 3
    (h * h.exp()).sum().backward(inputs=[h], create_graph=create_graph)
    return x.grad, h.grad.detach().numpy()


@pytest.mark.parametrize("create_graph", [False, True])
def test_backward_inputs_into_a_non_leaf_matches_pytorch(create_graph):
    ours, theirs = _into_a_non_leaf(st, create_graph), _into_a_non_leaf(torch, create_graph)
    assert ours[0] is None and theirs[0] is None
    np.testing.assert_allclose(ours[1], theirs[1], rtol=1e-6)


def test_backward_inputs_errors():
    x = st.tensor([1.0, 2.0], requires_grad=True)
    with pytest.raises(RuntimeError, match="cannot be empty"):
        (x * x).sum().backward(inputs=[])
    with pytest.raises(st.InvalidArgumentError, match="inputs"):
        (x * x).sum().backward(inputs=[st.tensor([1.0])])


def test_an_op_pytorch_does_not_differentiate_twice_is_refused_on_both():
    """PyTorch has no double backward for hardsigmoid: st.UnsupportedError on both backends, naming it."""
    x = st.tensor([0.5, -1.0], dtype=st.float64, requires_grad=True)
    (first,) = st.autograd.grad(st.nn.functional.hardsigmoid(x).sum(), x, create_graph=True)
    with pytest.raises(st.UnsupportedError, match="hardsigmoid"):
        st.autograd.grad(first.sum(), x)


def test_an_op_without_a_recorded_backward_is_refused_by_name_on_numpy():
    x = st.tensor([0.5, 1.5, -1.0], dtype=st.float64, requires_grad=True)
    loss = (x.cumprod(0) ** 2).sum()
    if not NUMPY:
        (first,) = st.autograd.grad(loss, x, create_graph=True)
        tx = torch.tensor([0.5, 1.5, -1.0], dtype=torch.float64, requires_grad=True)
        (theirs,) = torch.autograd.grad((tx.cumprod(0) ** 2).sum(), tx, create_graph=True)
        np.testing.assert_allclose(st.autograd.grad(first.sum(), x)[0].numpy(),
                                   torch.autograd.grad(theirs.sum(), tx)[0].numpy())
        return
    with pytest.raises(st.UnsupportedError, match="backward of cumprod"):
        st.autograd.grad(loss, x, create_graph=True)
    with pytest.raises(st.UnsupportedError, match="backward of cumprod"):
        loss.backward(create_graph=True)
    assert x.grad is None   # refused before any gradient was accumulated


def test_complex_graphs_are_refused_on_numpy():
    x = st.tensor([0.5 + 1j, -1.0 + 0.25j], requires_grad=True)
    loss = (x * x).abs().sum()
    if NUMPY:
        with pytest.raises(st.UnsupportedError, match="real tensors"):
            st.autograd.grad(loss, x, create_graph=True)
        return
    tx = torch.tensor([0.5 + 1j, -1.0 + 0.25j], requires_grad=True)
    (ours,) = st.autograd.grad(loss, x, create_graph=True)
    (theirs,) = torch.autograd.grad((tx * tx).abs().sum(), tx, create_graph=True)
    np.testing.assert_allclose(ours.detach().numpy(), theirs.detach().numpy(), rtol=1e-6)


@pytest.mark.skipif(not NUMPY, reason="the NumPy backend's Tensor")
def test_numpy_functions_of_a_backend_tensor_are_recorded_ops():
    """The formulas written for arrays run on the NumPy backend's Tensors: NumPy's operators, ufuncs and shape
    functions give the same values, recorded (numbers and arrays on either side)."""
    from simple_torch.engines.numpy_backend.tensor import Tensor
    data = np.array([[0.5, -1.25, 2.0], [1.5, 0.25, -0.75]], np.float32)
    mask = data > 0
    expressions = [lambda v: np.ones(3) / v, lambda v: np.float64(3) - v, lambda v: 2 * v ** 2 + v / 4,
                   lambda v: np.tanh(v) * np.exp(-v), lambda v: np.logaddexp(0, v), lambda v: np.where(mask, v, 0),
                   lambda v: np.where(v > 0, 1, np.abs(v) * 0.5), lambda v: np.sum(v, axis=(0, 1), keepdims=True),
                   lambda v: np.broadcast_to(np.expand_dims(np.sum(v, axis=1), 1), (2, 3)),
                   lambda v: np.reshape(np.swapaxes(v, 0, 1), (6,)), lambda v: np.flip(np.roll(v, 1, 1), 0)]
    for expression in expressions:
        ours = expression(Tensor(data, True))
        assert ours.requires_grad and ours.data.dtype == np.float32
        np.testing.assert_allclose(ours.data, expression(data).astype(np.float32), rtol=1e-6)
    with pytest.raises(st.UnsupportedError, match="hypot"):
        np.hypot(Tensor(data, True), 1.0)
