"""ABI 1.3's activations, one_hot, normalize, cosine_similarity and losses through the runtime, against PyTorch
called directly, on the active backend: values, gradients, and the code and message of each bad argument (which
the runtime checks before the backend, so both backends fail alike)."""

from __future__ import annotations

import math

import pytest
import torch
import torch.nn.functional as F

import simple_torch.runtime as rt
from simple_torch.abi.enums import ErrorCode

from .conftest import assert_error, assert_ok, close, get, on_device, put, take

REDUCTIONS = {0: "none", 1: "mean", 2: "sum"}
X = torch.linspace(-5, 5, 24).reshape(2, 3, 4)


def _run(fn, *tensors: torch.Tensor, args=()):
    """fn on handles of the tensors (freed after), the result as a torch tensor."""
    handles = [put(t) for t in tensors]
    try:
        return take(getattr(rt, fn)(*handles, *args))
    finally:
        for h in handles:
            rt.rt_torch_tensor_free(h)


def _fails(fn, *tensors: torch.Tensor, args=(), code: ErrorCode, words=()):
    handles = [put(t) for t in tensors]
    try:
        assert_error(getattr(rt, fn)(*handles, *args), 0, code, fn, *words)
    finally:
        for h in handles:
            rt.rt_torch_tensor_free(h)


# -- activations ---------------------------------------------------------------------------------------------
ACTIVATIONS = [
    ("rt_torch_silu", (), F.silu), ("rt_torch_mish", (), F.mish), ("rt_torch_hardswish", (), F.hardswish),
    ("rt_torch_hardsigmoid", (), F.hardsigmoid), ("rt_torch_elu", (0.7,), lambda x: F.elu(x, 0.7)),
    ("rt_torch_selu", (), F.selu), ("rt_torch_celu", (-2.0,), lambda x: F.celu(x, -2.0)),
    ("rt_torch_gelu_tanh", (), lambda x: F.gelu(x, approximate="tanh")),
    ("rt_torch_hardtanh", (-2.0, 3.5), lambda x: F.hardtanh(x, -2.0, 3.5)), ("rt_torch_relu6", (), F.relu6),
    ("rt_torch_logsigmoid", (), F.logsigmoid), ("rt_torch_softsign", (), F.softsign),
    ("rt_torch_tanhshrink", (), F.tanhshrink), ("rt_torch_glu", (0,), lambda x: F.glu(x, 0)),
    ("rt_torch_glu", (-1,), lambda x: F.glu(x, -1)),
]
IDS = [f"{fn}{list(args)}" for fn, args, _ in ACTIVATIONS]


@pytest.mark.parametrize("fn, args, reference", ACTIVATIONS, ids=IDS)
@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_activations_like_torch(fn, args, reference, dtype):
    x = X.to(dtype)   # the reference computed where the runtime computes: a GPU's transcendentals round otherwise
    close(_run(fn, x, args=args), on_device(reference, x), rtol=1e-6, atol=1e-6)
    assert_ok()


@pytest.mark.parametrize("fn, args, reference", ACTIVATIONS, ids=IDS)
def test_activation_gradients_like_torch(fn, args, reference):
    h = put(X)
    rt.rt_torch_tensor_set_requires_grad(h, 1)
    out = getattr(rt, fn)(h, *args)
    total = rt.rt_torch_tensor_sum(out)
    assert rt.rt_torch_tensor_backward(total) == 0
    leaf = X.clone().requires_grad_()
    reference(leaf).sum().backward()
    close(take(rt.rt_torch_tensor_grad(h)), leaf.grad, rtol=1e-5, atol=1e-6)
    for handle in (total, out, h):
        rt.rt_torch_tensor_free(handle)


FLOATING_ONLY = [(fn, args) for fn, args, _ in ACTIVATIONS
                 if fn not in ("rt_torch_hardtanh", "rt_torch_relu6", "rt_torch_softsign", "rt_torch_tanhshrink")]


@pytest.mark.parametrize("fn, args", FLOATING_ONLY, ids=[f"{fn}{list(args)}" for fn, args in FLOATING_ONLY])
def test_floating_activations_refuse_integers(fn, args):
    name = fn.removeprefix("rt_torch_")
    _fails(fn, torch.tensor([1, 2]), args=args, code=ErrorCode.DTYPE, words=(name, "int64"))
    _fails(fn, torch.tensor([True]), args=args, code=ErrorCode.DTYPE, words=("bool",))


def test_integer_and_bool_rules():
    """relu6 and hardtanh keep integers (bounds truncated), softsign and tanhshrink give float32; bool is refused
    by all four and complex by the clamping ones, as PyTorch does."""
    i = torch.tensor([-7, -1, 0, 3, 9])
    close(_run("rt_torch_relu6", i), F.relu6(i))
    close(_run("rt_torch_hardtanh", i.to(torch.int8), args=(-2.9, 4.9)), F.hardtanh(i.to(torch.int8), -2.9, 4.9))
    close(_run("rt_torch_softsign", i), F.softsign(i))
    close(_run("rt_torch_tanhshrink", i.to(torch.uint8)), F.tanhshrink(i.to(torch.uint8)))
    for fn, args in (("rt_torch_relu6", ()), ("rt_torch_hardtanh", (0.0, 1.0)), ("rt_torch_softsign", ()),
                     ("rt_torch_tanhshrink", ())):
        _fails(fn, torch.tensor([True]), args=args, code=ErrorCode.DTYPE, words=("bool",))
    for fn, args in (("rt_torch_relu6", ()), ("rt_torch_hardtanh", (0.0, 1.0)), ("rt_torch_silu", ()),
                     ("rt_torch_elu", (1.0,))):
        _fails(fn, torch.ones(2, dtype=torch.complex64), args=args, code=ErrorCode.DTYPE, words=("complex64",))


def test_hardtanh_bounds():
    x = torch.randn(5)
    close(_run("rt_torch_hardtanh", x, args=(0.5, 0.5)), F.hardtanh(x, 0.5, 0.5))
    close(_run("rt_torch_hardtanh", x, args=(-math.inf, 0.0)), F.hardtanh(x, -math.inf, 0.0))
    fn = "rt_torch_hardtanh"
    _fails(fn, x, args=(1.0, -1.0), code=ErrorCode.INVALID_ARGUMENT, words=("greater than max_val",))
    _fails(fn, x, args=(math.nan, 1.0), code=ErrorCode.INVALID_ARGUMENT, words=("NaN",))
    _fails(fn, x, args=(0.0, "1"), code=ErrorCode.INVALID_ARGUMENT, words=("max_val", "number"))
    _fails(fn, torch.tensor([1, 2], dtype=torch.uint8), args=(-1.0, 1.0), code=ErrorCode.INVALID_ARGUMENT,
           words=("unsigned",))
    _fails(fn, torch.tensor([1, 2], dtype=torch.int8), args=(-1.0, 300.0), code=ErrorCode.INVALID_ARGUMENT,
           words=("max_val", "int8", "overflow"))
    _fails(fn, torch.tensor([1, 2]), args=(-math.inf, 1.0), code=ErrorCode.INVALID_ARGUMENT, words=("overflow",))
    _fails(fn, torch.tensor([1, 2], dtype=torch.int8), args=(-128.5, 1.0), code=ErrorCode.INVALID_ARGUMENT,
           words=("min_val",))
    # the bounds must fit a floating dtype too (infinities do), as PyTorch converts them
    half = X.half()
    _fails(fn, half, args=(-1.0, 70000.0), code=ErrorCode.INVALID_ARGUMENT, words=("max_val", "float16"))
    close(_run(fn, half, args=(-math.inf, 1e6 / 16)), F.hardtanh(half, -math.inf, 1e6 / 16))
    close(_run(fn, X.bfloat16(), args=(-1e6, 1.0)), F.hardtanh(X.bfloat16(), -1e6, 1.0))


def test_elu_family_arguments():
    _fails("rt_torch_celu", X, args=(0.0,), code=ErrorCode.INVALID_ARGUMENT, words=("alpha", "0"))
    _fails("rt_torch_celu", X.half(), args=(1e39,), code=ErrorCode.INVALID_ARGUMENT, words=("alpha", "float32"))
    close(_run("rt_torch_celu", X.double(), args=(1e39,)), F.celu(X.double(), 1e39))
    for fn in ("rt_torch_celu", "rt_torch_elu"):
        _fails(fn, X, args=(math.inf,), code=ErrorCode.INVALID_ARGUMENT, words=("alpha", "finite"))
        _fails(fn, X, args=(math.nan,), code=ErrorCode.INVALID_ARGUMENT, words=("alpha", "finite"))


@pytest.mark.parametrize("fn, args", [("rt_torch_elu", (1e39,)), ("rt_torch_celu", (1e39,)),
                                      ("rt_torch_leaky_relu", (1e39,)), ("rt_torch_tensor_softplus", (1.0, 1e39))])
def test_numbers_beyond_float32_like_torch(fn, args):
    """PyTorch converts these numbers to float32 for every dtype but float64 and refuses what overflows."""
    for dtype in (torch.float32, torch.float16, torch.bfloat16):
        _fails(fn, X.to(dtype), args=args, code=ErrorCode.INVALID_ARGUMENT, words=("float32", "overflow"))
    x = X.double()
    expected = {"rt_torch_elu": F.elu, "rt_torch_celu": F.celu, "rt_torch_leaky_relu": F.leaky_relu,
                "rt_torch_tensor_softplus": F.softplus}[fn](x, *args)
    close(_run(fn, x, args=args), expected)


@pytest.mark.parametrize("x, w", [((2, 3, 4), (3,)), ((2, 3), (1,)), ((4,), (1,)), ((), ()), ((2, 3), ())])
def test_prelu_like_torch(x, w):
    xs, ws = torch.randn(x), torch.rand(w)
    close(_run("rt_torch_prelu", xs, ws), F.prelu(xs, ws))


def test_prelu_errors():
    fn = "rt_torch_prelu"
    _fails(fn, X, torch.ones(4), code=ErrorCode.SHAPE, words=("one per channel", "3"))
    _fails(fn, torch.ones(4), torch.ones(4), code=ErrorCode.SHAPE, words=("one per channel",))
    _fails(fn, X, torch.ones(1, 3), code=ErrorCode.SHAPE, words=("weight", "0-dim or 1-D"))
    _fails(fn, X, torch.ones(3, dtype=torch.float64), code=ErrorCode.DTYPE, words=("float64", "float32"))
    _fails(fn, X.long(), torch.ones(3, dtype=torch.int64), code=ErrorCode.DTYPE, words=("prelu", "int64"))
    h = put(X)
    assert_error(rt.rt_torch_prelu(h, 0), 0, ErrorCode.INVALID_HANDLE, fn, "weight")
    rt.rt_torch_tensor_free(h)


def test_glu_errors():
    fn = "rt_torch_glu"
    _fails(fn, X, args=(1,), code=ErrorCode.SHAPE, words=("even", "size 3"))
    _fails(fn, torch.tensor(1.0), args=(0,), code=ErrorCode.SHAPE, words=("0-dim",))
    _fails(fn, X, args=(3,), code=ErrorCode.INVALID_ARGUMENT, words=("dim 3",))
    _fails(fn, torch.ones(2, 2, dtype=torch.int32), args=(0,), code=ErrorCode.DTYPE, words=("int32",))


# -- one_hot, normalize, cosine_similarity ---------------------------------------------------------------------

@pytest.mark.parametrize("indices, n", [([0, 2, 1], -1), ([[0, 4], [2, 2]], 6), (3, 5), ([], 3), ([[]], 1)])
def test_one_hot_like_torch(indices, n):
    t = torch.tensor(indices, dtype=torch.int64)
    close(_run("rt_torch_nn_one_hot", t, args=(n,)), F.one_hot(t, n))


def test_one_hot_errors():
    fn = "rt_torch_nn_one_hot"
    t = torch.tensor([0, 3])
    _fails(fn, t, args=(3,), code=ErrorCode.INVALID_ARGUMENT, words=("smaller than num_classes",))
    _fails(fn, torch.tensor([0, -1]), args=(3,), code=ErrorCode.INVALID_ARGUMENT, words=("non-negative",))
    _fails(fn, torch.tensor([0, -1]), args=(-1,), code=ErrorCode.INVALID_ARGUMENT, words=("non-negative",))
    _fails(fn, torch.zeros(0, dtype=torch.int64), args=(-1,), code=ErrorCode.INVALID_ARGUMENT, words=("empty",))
    _fails(fn, torch.zeros(0, dtype=torch.int64), args=(0,), code=ErrorCode.INVALID_ARGUMENT, words=("empty",))
    _fails(fn, t, args=(-2,), code=ErrorCode.INVALID_ARGUMENT, words=("num_classes", "-2"))
    _fails(fn, t.int(), args=(5,), code=ErrorCode.DTYPE, words=("int64", "int32"))
    _fails(fn, torch.tensor([0.0]), args=(5,), code=ErrorCode.DTYPE, words=("float32",))
    _fails(fn, torch.zeros(4, dtype=torch.int64), args=(2**62,), code=ErrorCode.INVALID_ARGUMENT,
           words=("2**63",))


@pytest.mark.parametrize("p, dim", [(2.0, 1), (1.0, 0), (3.0, -1), (math.inf, 2), (0.5, 1), (0.0, 1)])
def test_normalize_like_torch(p, dim):
    close(_run("rt_torch_nn_normalize", X, args=(p, dim, 1e-12)), F.normalize(X, p, dim), rtol=1e-5, atol=1e-6)


def test_normalize_errors():
    fn = "rt_torch_nn_normalize"
    _fails(fn, X, args=(-1.0, 1, 1e-12), code=ErrorCode.INVALID_ARGUMENT, words=("p", ">= 0"))
    _fails(fn, X, args=(math.nan, 1, 1e-12), code=ErrorCode.INVALID_ARGUMENT, words=("p",))
    _fails(fn, X, args=(2.0, 1, math.inf), code=ErrorCode.INVALID_ARGUMENT, words=("eps", "finite"))
    _fails(fn, X, args=(2.0, 1, 1e300), code=ErrorCode.INVALID_ARGUMENT, words=("eps", "float32", "overflow"))
    _fails(fn, X.half(), args=(2.0, 1, 1e6), code=ErrorCode.INVALID_ARGUMENT, words=("eps", "float16"))
    close(_run(fn, X.double(), args=(2.0, 1, 1e300)), F.normalize(X.double(), 2.0, 1, 1e300))
    _fails(fn, X, args=(2.0, 3, 1e-12), code=ErrorCode.INVALID_ARGUMENT, words=("dim 3",))
    _fails(fn, X.long(), args=(2.0, 1, 1e-12), code=ErrorCode.DTYPE, words=("int64",))
    # the inf-norm (a maximum) of nothing is undefined, as in PyTorch; other norms of nothing are 0
    _fails(fn, torch.zeros(3, 0), args=(math.inf, 1, 1e-12), code=ErrorCode.SHAPE, words=("inf norm", "size 0"))
    close(_run(fn, torch.zeros(0, 3), args=(math.inf, 1, 1e-12)), torch.zeros(0, 3))
    close(_run(fn, torch.zeros(3, 0), args=(2.0, 1, 1e-12)), torch.zeros(3, 0))


@pytest.mark.parametrize("a, b, dim", [((4, 3), (4, 3), 1), ((4, 3), (1, 3), 1), ((2, 3, 4), (3, 4), -1),
                                       ((5,), (5,), 0)])
def test_cosine_similarity_like_torch(a, b, dim):
    x1, x2 = torch.randn(a), torch.randn(b)
    close(_run("rt_torch_nn_cosine_similarity", x1, x2, args=(dim, 1e-8)), F.cosine_similarity(x1, x2, dim, 1e-8),
          rtol=1e-5, atol=1e-6)


def test_cosine_similarity_errors():
    fn = "rt_torch_nn_cosine_similarity"
    _fails(fn, torch.ones(4, 3), torch.ones(2, 3), args=(1, 1e-8), code=ErrorCode.SHAPE, words=("broadcast",))
    _fails(fn, torch.ones(4, 3), torch.ones(4, 3), args=(2, 1e-8), code=ErrorCode.INVALID_ARGUMENT, words=("dim 2",))
    _fails(fn, torch.ones(2, dtype=torch.int64), torch.ones(2, dtype=torch.int64), args=(0, 1e-8),
           code=ErrorCode.DTYPE, words=("floating",))
    _fails(fn, torch.ones(2, dtype=torch.complex64), torch.ones(2), args=(0, 1e-8), code=ErrorCode.DTYPE)
    _fails(fn, torch.ones(2), torch.ones(2), args=(0, 1e300), code=ErrorCode.INVALID_ARGUMENT, words=("float32",))
    _fails(fn, torch.ones(2), torch.ones(2), args=(0, -0.5), code=ErrorCode.INVALID_ARGUMENT,
           words=("eps", "non-negative"))
    ones = torch.ones(2, dtype=torch.float64)
    close(_run(fn, ones, ones, args=(0, 1e300)), F.cosine_similarity(ones, ones, 0, 1e300))


# -- losses ---------------------------------------------------------------------------------------------------
A, B = torch.randn(4, 3), torch.randn(4, 3)
P = torch.rand(4, 3) * 0.9 + 0.05
LOG_P = torch.log_softmax(torch.randn(4, 3), 1)
SIGNS = torch.randint(0, 2, (4, 3)).float() * 2 - 1
# (C function, its arguments after the tensors and before the reduction, tensors, the reference)
PAIR_LOSSES = [
    ("rt_torch_nn_l1_loss", (), (A, B), lambda a, b, r: F.l1_loss(a, b, reduction=r)),
    ("rt_torch_nn_smooth_l1_loss", (0.5,), (A, B), lambda a, b, r: F.smooth_l1_loss(a, b, reduction=r, beta=0.5)),
    ("rt_torch_nn_smooth_l1_loss", (0.0,), (A, B), lambda a, b, r: F.smooth_l1_loss(a, b, reduction=r, beta=0.0)),
    ("rt_torch_nn_huber_loss", (1.5,), (A, B), lambda a, b, r: F.huber_loss(a, b, reduction=r, delta=1.5)),
    ("rt_torch_nn_soft_margin_loss", (), (A, SIGNS), lambda a, b, r: F.soft_margin_loss(a, b, reduction=r)),
    ("rt_torch_nn_kl_div", (0,), (LOG_P, P), lambda a, b, r: F.kl_div(a, b, reduction=r)),
    ("rt_torch_nn_kl_div", (1,), (LOG_P, torch.log(P)), lambda a, b, r: F.kl_div(a, b, reduction=r, log_target=True)),
    ("rt_torch_nn_binary_cross_entropy_with_logits", (0, 0), (A, P),
     lambda a, b, r: F.binary_cross_entropy_with_logits(a, b, reduction=r)),
]
PAIR_IDS = [f"{fn.removeprefix('rt_torch_nn_')}{list(args)}" for fn, args, _, _ in PAIR_LOSSES]


@pytest.mark.filterwarnings("ignore:reduction. 'mean' divides")   # torch's kl_div announcing "batchmean"
@pytest.mark.parametrize("reduction", [0, 1, 2])
@pytest.mark.parametrize("fn, args, tensors, reference", PAIR_LOSSES, ids=PAIR_IDS)
def test_pair_losses_like_torch(fn, args, tensors, reference, reduction):
    close(_run(fn, *tensors, args=(*args, reduction)), reference(*tensors, REDUCTIONS[reduction]),
          rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("fn, args, tensors, reference", PAIR_LOSSES, ids=PAIR_IDS)
def test_pair_loss_errors(fn, args, tensors, reference):
    a, b = tensors
    _fails(fn, a, b[:2], args=(*args, 1), code=ErrorCode.SHAPE, words=("target shape", "differ"))
    _fails(fn, a.long(), b.long(), args=(*args, 1), code=ErrorCode.DTYPE, words=("floating",))
    _fails(fn, a, b.to(torch.complex64), args=(*args, 1), code=ErrorCode.DTYPE, words=("complex64",))
    _fails(fn, a, b, args=(*args, 3), code=ErrorCode.INVALID_ARGUMENT, words=("reduction",))


def test_pair_losses_promote_input_and_target():
    """Mixed dtypes promote as PyTorch's type promotion says, for every one of these losses (PyTorch's own huber
    and soft_margin losses would keep the input's dtype)."""
    a = torch.randn(3)
    out = _run("rt_torch_nn_huber_loss", a, torch.randn(3, dtype=torch.float64), args=(1.0, 2))
    assert out.dtype == torch.float64
    out = _run("rt_torch_nn_l1_loss", a, torch.tensor([1, 0, 2]), args=(0,))
    close(out, F.l1_loss(a, torch.tensor([1, 0, 2]), reduction="none"))


def test_loss_value_arguments():
    _fails("rt_torch_nn_smooth_l1_loss", A, B, args=(-0.1, 1), code=ErrorCode.INVALID_ARGUMENT,
           words=("beta", "non-negative"))
    _fails("rt_torch_nn_smooth_l1_loss", A, B, args=(math.nan, 1), code=ErrorCode.INVALID_ARGUMENT, words=("beta",))
    _fails("rt_torch_nn_huber_loss", A, B, args=(0.0, 1), code=ErrorCode.INVALID_ARGUMENT, words=("delta", "positive"))
    _fails("rt_torch_nn_kl_div", A, B, args=(2.5, 1), code=ErrorCode.INVALID_ARGUMENT, words=("log_target",))


def test_arguments_pytorch_cannot_differentiate_are_refused_while_grad_is_on():
    a, b = put(A), put(SIGNS)
    w = put(torch.ones(3))
    rt.rt_torch_tensor_set_requires_grad(b, 1)
    rt.rt_torch_tensor_set_requires_grad(w, 1)
    assert_error(rt.rt_torch_nn_soft_margin_loss(a, b, 1), 0, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_nn_soft_margin_loss", "not differentiable", "target")
    bce = "rt_torch_nn_binary_cross_entropy_with_logits"
    assert_error(rt.rt_torch_nn_binary_cross_entropy_with_logits(a, a, w, 0, 1), 0, ErrorCode.INVALID_ARGUMENT, bce,
                 "weight")
    assert_error(rt.rt_torch_nn_binary_cross_entropy_with_logits(a, a, 0, w, 1), 0, ErrorCode.INVALID_ARGUMENT, bce,
                 "pos_weight")
    target = put(torch.tensor([0, 1, 2, 0]))
    for fn in ("rt_torch_nn_cross_entropy_ex", "rt_torch_nn_nll_loss_ex"):
        extra = (-100, 0.0) if fn == "rt_torch_nn_cross_entropy_ex" else (-100,)
        assert_error(getattr(rt, fn)(a, target, w, *extra, 1), 0, ErrorCode.INVALID_ARGUMENT, fn, "weight")
    assert rt.rt_torch_no_grad_begin() == 0
    close(take(rt.rt_torch_nn_soft_margin_loss(a, b, 1)), F.soft_margin_loss(A, SIGNS))   # no graph: allowed
    assert rt.rt_torch_no_grad_end() == 0
    for h in (a, b, w, target):
        rt.rt_torch_tensor_free(h)


@pytest.mark.parametrize("weight, pos_weight", [((3,), None), (None, (3,)), ((4, 1), (1, 3)), ((), ())])
@pytest.mark.parametrize("reduction", [0, 1, 2])
def test_bce_with_logits_weights(weight, pos_weight, reduction):
    w = None if weight is None else torch.rand(weight) + 0.5
    pw = None if pos_weight is None else torch.rand(pos_weight) * 3
    handles = [put(A), put(P), 0 if w is None else put(w), 0 if pw is None else put(pw)]
    out = take(rt.rt_torch_nn_binary_cross_entropy_with_logits(*handles, reduction))
    close(out, F.binary_cross_entropy_with_logits(A, P, w, reduction=REDUCTIONS[reduction], pos_weight=pw),
          rtol=1e-5, atol=1e-6)
    for h in handles:
        rt.rt_torch_tensor_free(h)


def test_bce_with_logits_weight_errors():
    fn = "rt_torch_nn_binary_cross_entropy_with_logits"
    a, p = put(A), put(P)
    wide, wrong, flag, cplx = put(torch.ones(2, 4, 3)), put(torch.ones(2)), put(torch.ones(3, dtype=torch.bool)), \
        put(torch.ones(3, dtype=torch.complex64))
    assert_error(rt.rt_torch_nn_binary_cross_entropy_with_logits(a, p, wide, 0, 1), 0, ErrorCode.SHAPE, fn,
                 "weight", "[4, 3]")
    assert_error(rt.rt_torch_nn_binary_cross_entropy_with_logits(a, p, 0, wrong, 1), 0, ErrorCode.SHAPE, fn,
                 "broadcast")
    assert_error(rt.rt_torch_nn_binary_cross_entropy_with_logits(a, p, 0, flag, 1), 0, ErrorCode.DTYPE, fn,
                 "pos_weight", "bool")
    assert_error(rt.rt_torch_nn_binary_cross_entropy_with_logits(a, p, cplx, 0, 1), 0, ErrorCode.DTYPE, fn,
                 "complex64")
    close(take(rt.rt_torch_nn_binary_cross_entropy_with_logits(a, p, flag, 0, 2)),
          F.binary_cross_entropy_with_logits(A, P, torch.ones(3, dtype=torch.bool), reduction="sum"))
    for h in (a, p, wide, wrong, flag, cplx):
        rt.rt_torch_tensor_free(h)


# -- classification with PyTorch's options ----------------------------------------------------------------------
LOGITS, CLASSES = torch.randn(6, 4), torch.tensor([0, 3, 1, 3, 2, 0])
WEIGHT = torch.tensor([0.5, 2.0, 1.0, 1.5])


@pytest.mark.parametrize("reduction", [0, 1, 2])
@pytest.mark.parametrize("weight, ignore_index, smoothing", [(None, -100, 0.0), (WEIGHT, -100, 0.0), (None, 3, 0.0),
                                                             (WEIGHT, 3, 0.3), (None, 0, 1.0), (WEIGHT, 7, 0.1)])
def test_cross_entropy_ex_like_torch(weight, ignore_index, smoothing, reduction):
    handles = [put(LOGITS), put(CLASSES), 0 if weight is None else put(weight)]
    out = take(rt.rt_torch_nn_cross_entropy_ex(*handles, ignore_index, smoothing, reduction))
    close(out, F.cross_entropy(LOGITS, CLASSES, weight, ignore_index=ignore_index, reduction=REDUCTIONS[reduction],
                               label_smoothing=smoothing), rtol=1e-5, atol=1e-6)
    if smoothing == 0:
        log_p = put(torch.log_softmax(LOGITS, 1))
        out = take(rt.rt_torch_nn_nll_loss_ex(log_p, handles[1], handles[2], ignore_index, reduction))
        close(out, F.nll_loss(torch.log_softmax(LOGITS, 1), CLASSES, weight, ignore_index=ignore_index,
                              reduction=REDUCTIONS[reduction]), rtol=1e-5, atol=1e-6)
        rt.rt_torch_tensor_free(log_p)
    for h in handles:
        rt.rt_torch_tensor_free(h)


@pytest.mark.parametrize("reduction", [0, 1, 2])
def test_cross_entropy_ex_with_probabilities(reduction):
    probs = torch.softmax(torch.randn(6, 4), 1)
    handles = [put(LOGITS), put(probs), put(WEIGHT)]
    out = take(rt.rt_torch_nn_cross_entropy_ex(handles[0], handles[1], 0, -100, 0.2, reduction))
    close(out, F.cross_entropy(LOGITS, probs, reduction=REDUCTIONS[reduction], label_smoothing=0.2), rtol=1e-5,
          atol=1e-6)
    # the weight may require grad here: PyTorch differentiates it with probabilities
    rt.rt_torch_tensor_set_requires_grad(handles[2], 1)
    loss = rt.rt_torch_nn_cross_entropy_ex(*handles, -1, 0.0, reduction)
    total = rt.rt_torch_tensor_sum(loss)
    assert rt.rt_torch_tensor_backward(total) == 0
    w = WEIGHT.clone().requires_grad_()
    F.cross_entropy(LOGITS, probs, w, reduction=REDUCTIONS[reduction]).sum().backward()
    close(take(rt.rt_torch_tensor_grad(handles[2])), w.grad, rtol=1e-5, atol=1e-6)
    for h in (*handles, loss, total):
        rt.rt_torch_tensor_free(h)


def test_class_losses_of_one_sample():
    """(C,) scores with a 0-dim target, and (N, C, d) scores with (N, d) targets."""
    logits, cls = torch.randn(4), torch.tensor(2)
    close(_run("rt_torch_nn_cross_entropy_ex", logits, cls, args=(0, -100, 0.1, 1)),
          F.cross_entropy(logits, cls, label_smoothing=0.1))
    scores, classes = torch.randn(2, 4, 3), torch.tensor([[0, 3, 1], [2, 2, 0]])
    close(_run("rt_torch_nn_nll_loss_ex", scores, classes, WEIGHT, args=(3, 1)),
          F.nll_loss(scores, classes, WEIGHT, ignore_index=3), rtol=1e-5, atol=1e-6)
    _fails("rt_torch_nn_nll_loss_ex", scores, classes[:, :2], args=(0, -100, 1), code=ErrorCode.SHAPE,
           words=("target shape [2, 2]", "expected [2, 3]"))
    _fails("rt_torch_nn_nll_loss_ex", scores, classes[:1], args=(0, -100, 1), code=ErrorCode.SHAPE,
           words=("batch_size (2)", "batch_size (1)"))


def test_cross_entropy_ex_gradient_like_torch():
    handles = [put(LOGITS), put(CLASSES), put(WEIGHT)]
    rt.rt_torch_tensor_set_requires_grad(handles[0], 1)
    loss = rt.rt_torch_nn_cross_entropy_ex(*handles, 1, 0.2, 1)
    assert rt.rt_torch_tensor_backward(loss) == 0
    x = LOGITS.clone().requires_grad_()
    F.cross_entropy(x, CLASSES, WEIGHT, ignore_index=1, label_smoothing=0.2).backward()
    close(take(rt.rt_torch_tensor_grad(handles[0])), x.grad, rtol=1e-5, atol=1e-6)
    for h in (*handles, loss):
        rt.rt_torch_tensor_free(h)


def test_classification_option_errors():
    ce, nll = "rt_torch_nn_cross_entropy_ex", "rt_torch_nn_nll_loss_ex"
    logits, classes = put(LOGITS), put(CLASSES)
    short, double = put(torch.ones(3)), put(torch.ones(4, dtype=torch.float64))
    probs, int_probs = put(torch.softmax(LOGITS, 1)), put(torch.ones(6, 4, dtype=torch.int64))
    ints = put(torch.ones(6, 4, dtype=torch.int64))
    for fn, extra in ((ce, (-100, 0.0)), (nll, (-100,))):
        assert_error(getattr(rt, fn)(logits, classes, short, *extra, 1), 0, ErrorCode.SHAPE, fn, "one value per class")
        assert_error(getattr(rt, fn)(logits, classes, double, *extra, 1), 0, ErrorCode.DTYPE, fn, "float64")
        assert_error(getattr(rt, fn)(ints, classes, 0, *extra, 1), 0, ErrorCode.DTYPE, fn, "floating")
        assert_error(getattr(rt, fn)(logits, classes, 0, *extra, 5), 0, ErrorCode.INVALID_ARGUMENT, fn, "reduction")
    for smoothing in (-0.1, 1.5, math.nan):
        assert_error(rt.rt_torch_nn_cross_entropy_ex(logits, classes, 0, -100, smoothing, 1), 0,
                     ErrorCode.INVALID_ARGUMENT, ce, "label_smoothing")
    assert_error(rt.rt_torch_nn_cross_entropy_ex(logits, probs, 0, 2, 0.0, 1), 0, ErrorCode.INVALID_ARGUMENT, ce,
                 "ignore_index")
    assert_error(rt.rt_torch_nn_cross_entropy_ex(logits, int_probs, 0, -100, 0.0, 1), 0, ErrorCode.DTYPE, ce,
                 "probabilities", "int64")
    assert_error(rt.rt_torch_nn_nll_loss_ex(logits, probs, 0, -100, 1), 0, ErrorCode.DTYPE, nll, "int64")
    bad = put(torch.tensor([0, 9, 1, 1, 1, 1]))
    assert_error(rt.rt_torch_nn_nll_loss_ex(logits, bad, 0, 3, 1), 0, ErrorCode.INVALID_ARGUMENT, nll, "out of bounds")
    close(take(rt.rt_torch_nn_nll_loss_ex(logits, bad, 0, 9, 2)), F.nll_loss(LOGITS, get(bad), ignore_index=9,
                                                                              reduction="sum"))
    for h in (logits, classes, short, double, probs, int_probs, ints, bad):
        rt.rt_torch_tensor_free(h)


# -- margin losses -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("reduction", [0, 1, 2])
def test_margin_losses_like_torch(reduction):
    r = REDUCTIONS[reduction]
    x1, x2, y = torch.randn(5, 1), torch.randn(1, 4), torch.randint(0, 2, (5, 4)).float() * 2 - 1
    close(_run("rt_torch_nn_margin_ranking_loss", x1, x2, y, args=(0.2, reduction)),
          F.margin_ranking_loss(x1, x2, y, 0.2, reduction=r), rtol=1e-5, atol=1e-6)
    a, b, t = torch.randn(5, 3), torch.randn(5, 3), torch.tensor([1, -1, 1, 0, -1])
    close(_run("rt_torch_nn_cosine_embedding_loss", a, b, t, args=(-0.2, reduction)),
          F.cosine_embedding_loss(a, b, t, -0.2, reduction=r), rtol=1e-5, atol=1e-6)
    close(_run("rt_torch_nn_cosine_embedding_loss", a[0], b[0], torch.tensor(-1.0), args=(0.1, reduction)),
          F.cosine_embedding_loss(a[0], b[0], torch.tensor(-1.0), 0.1, reduction=r), rtol=1e-5, atol=1e-6)
    n = torch.randn(5, 3)
    for p, swap in ((2.0, 0), (1.0, 1), (math.inf, 1)):
        close(_run("rt_torch_nn_triplet_margin_loss", a, b, n, args=(1.5, p, 1e-6, swap, reduction)),
              F.triplet_margin_loss(a, b, n, 1.5, p, 1e-6, bool(swap), reduction=r), rtol=1e-5, atol=1e-6)


def test_margin_loss_errors():
    mr, ce, tr = "rt_torch_nn_margin_ranking_loss", "rt_torch_nn_cosine_embedding_loss", "rt_torch_nn_triplet_margin_loss"
    v, m = torch.randn(4), torch.randn(4, 3)
    _fails(mr, v, v.reshape(4, 1), v, args=(0.0, 1), code=ErrorCode.SHAPE, words=("number of dims",))
    _fails(mr, v, torch.randn(3), v, args=(0.0, 1), code=ErrorCode.SHAPE, words=("broadcast",))
    _fails(mr, v, v, v.bool(), args=(0.0, 1), code=ErrorCode.DTYPE, words=("target", "bool"))
    _fails(mr, v, v, v, args=(math.inf, 1), code=ErrorCode.INVALID_ARGUMENT, words=("margin",))
    _fails(ce, m, m, torch.tensor(1.0), args=(0.0, 1), code=ErrorCode.SHAPE, words=("0-D target", "1-D inputs"))
    _fails(ce, v, v, torch.ones(1), args=(0.0, 1), code=ErrorCode.SHAPE, words=("1-D target", "2-D inputs"))
    _fails(ce, m, m, torch.ones(4, 1), args=(0.0, 1), code=ErrorCode.SHAPE, words=("0-dim or 1-D",))
    _fails(ce, m, m, torch.ones(3), args=(0.0, 1), code=ErrorCode.SHAPE, words=("one value per row",))
    _fails(ce, m, torch.randn(4, 2), torch.ones(4), args=(0.0, 1), code=ErrorCode.SHAPE, words=("broadcast",))
    _fails(ce, m.to(torch.complex64), m, torch.ones(4), args=(0.0, 1), code=ErrorCode.DTYPE, words=("complex64",))
    _fails(tr, m, v, m, args=(1.0, 2.0, 1e-6, 0, 1), code=ErrorCode.SHAPE, words=("number of dims",))
    _fails(tr, m, m, m, args=(0.0, 2.0, 1e-6, 0, 1), code=ErrorCode.INVALID_ARGUMENT, words=("margin", "positive"))
    _fails(tr, m, m.bool(), m, args=(1.0, 2.0, 1e-6, 0, 1), code=ErrorCode.DTYPE, words=("positive", "bool"))
    empty = torch.zeros(3, 0)
    _fails(tr, empty, empty, empty, args=(1.0, math.inf, 1e-6, 0, 1), code=ErrorCode.SHAPE, words=("inf norm",))
    close(_run(tr, empty, empty, empty, args=(1.0, 2.0, 1e-6, 0, 1)), F.triplet_margin_loss(empty, empty, empty))
    _fails(tr, m, m, m, args=(1.0, -1.0, 1e-6, 0, 1), code=ErrorCode.INVALID_ARGUMENT, words=("p",))
    _fails(tr, m, m, m, args=(1.0, 2.0, math.nan, 0, 1), code=ErrorCode.INVALID_ARGUMENT, words=("eps",))
