"""ABI 1.5's mixed precision through the runtime, against PyTorch called directly, on the active backend: autocast
regions (state, nesting, threads, errors), the dtypes and values of the functions on PyTorch's CPU autocast lists
and their gradients, and the gradient scaler's scale sequence, skipped steps and call-order errors.

The regions here are the CPU's, which cast CPU tensors only: their tests make their tensors on the CPU (put_cpu)
whatever the default device; the gradient scaler's tests use the default device (DEVICE)."""

from __future__ import annotations

import math
import threading

import pytest
import torch
import torch.nn.functional as F

import simple_torch.runtime as rt
from simple_torch.abi.enums import CPU, DTYPE_DEFAULT, Dtype, ErrorCode

from .conftest import BACKEND, assert_error, assert_ok, get, put, put_cpu, take

BF16 = Dtype.bfloat16
# bfloat16 keeps 8 bits of mantissa: a NumPy product summed in another order may differ by a few ulps of the result
LOW = {"rtol": 3e-2, "atol": 3e-2}


@pytest.fixture(autouse=True)
def no_open_region():
    """Every test leaves autocast off on this thread, as it found it."""
    assert rt.rt_torch_autocast_enabled(CPU) == 0
    yield
    while rt.rt_torch_autocast_enabled(CPU) and rt.rt_torch_autocast_exit() == 0:
        pass
    assert not torch.is_autocast_enabled("cpu")


class Region:
    """rt_torch_autocast_enter / exit as a with block."""

    def __init__(self, dtype: int = BF16, enabled: int = 1) -> None:
        self.dtype, self.enabled = dtype, enabled

    def __enter__(self):
        assert rt.rt_torch_autocast_enter(CPU, self.dtype, self.enabled) == 0, rt.rt_torch_last_error()

    def __exit__(self, *exc):
        assert rt.rt_torch_autocast_exit() == 0, rt.rt_torch_last_error()


# -- the region's state -----------------------------------------------------------------------------------------

def test_state_nesting_and_restoring():
    assert (rt.rt_torch_autocast_enabled(CPU), rt.rt_torch_autocast_dtype(CPU)) == (0, BF16)
    with Region(BF16):
        assert (rt.rt_torch_autocast_enabled(CPU), rt.rt_torch_autocast_dtype(CPU)) == (1, BF16)
        with Region(DTYPE_DEFAULT, enabled=0):   # PyTorch's autocast(enabled=False) inside: off, dtype kept
            assert (rt.rt_torch_autocast_enabled(CPU), rt.rt_torch_autocast_dtype(CPU)) == (0, BF16)
            with Region(Dtype.float16):
                assert (rt.rt_torch_autocast_enabled(CPU), rt.rt_torch_autocast_dtype(CPU)) == (1, Dtype.float16)
            assert (rt.rt_torch_autocast_enabled(CPU), rt.rt_torch_autocast_dtype(CPU)) == (0, BF16)
        assert rt.rt_torch_autocast_enabled(CPU) == 1
    assert rt.rt_torch_autocast_enabled(CPU) == 0
    assert_ok()


@pytest.mark.skipif(BACKEND != "torch", reason="PyTorch's own autocast state")
def test_torch_backend_uses_pytorchs_state():
    with Region(BF16):
        assert torch.is_autocast_enabled("cpu") and torch.get_autocast_dtype("cpu") == torch.bfloat16
    assert not torch.is_autocast_enabled("cpu")


def test_state_is_per_thread():
    seen = []
    with Region(BF16):
        worker = threading.Thread(target=lambda: seen.append(rt.rt_torch_autocast_enabled(CPU)))
        worker.start()
        worker.join()
        assert rt.rt_torch_autocast_enabled(CPU) == 1
    assert seen == [0]


def test_region_errors():
    assert_error(rt.rt_torch_autocast_exit(), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_autocast_exit", "no autocast region")
    assert_error(rt.rt_torch_autocast_enter(CPU, Dtype.float32, 1), ErrorCode.DTYPE, ErrorCode.DTYPE,
                 "rt_torch_autocast_enter", "bfloat16 or float16", "float32")
    assert_error(rt.rt_torch_autocast_enter(CPU, 99, 1), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_autocast_enter", "not a dtype code")
    assert_error(rt.rt_torch_autocast_enter(CPU, BF16, 2), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_autocast_enter", "enabled")
    assert_error(rt.rt_torch_autocast_enter(-5, BF16, 1), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_autocast_enter", "device")
    assert rt.rt_torch_autocast_enabled(CPU) == 0   # a refused enter opens nothing
    assert_error(rt.rt_torch_autocast_exit(), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_autocast_exit")


def test_cuda_without_cuda_is_a_device_error():
    """Device-aware: a region on cuda:0 opens where it exists; cuda:N on a machine with N devices (cuda:0 without
    CUDA, or on the NumPy backend) is RT_ERR_DEVICE."""
    count = rt.rt_torch_cuda_device_count()
    if count > 0:
        assert rt.rt_torch_autocast_enter(0, Dtype.float16, 1) == 0, rt.rt_torch_last_error()
        try:
            assert (rt.rt_torch_autocast_enabled(0), rt.rt_torch_autocast_dtype(0)) == (1, Dtype.float16)
            assert rt.rt_torch_autocast_enabled(CPU) == 0   # the CPU's state is its own
        finally:
            assert rt.rt_torch_autocast_exit() == 0, rt.rt_torch_last_error()
        assert rt.rt_torch_autocast_enabled(0) == 0
    assert_error(rt.rt_torch_autocast_enter(count, Dtype.float16, 1), ErrorCode.DEVICE, ErrorCode.DEVICE,
                 "rt_torch_autocast_enter", f"cuda:{count}")
    assert rt.rt_torch_autocast_enabled(count) == -1 and rt.rt_torch_last_error_code() == ErrorCode.DEVICE


# -- the casts --------------------------------------------------------------------------------------------------

torch.manual_seed(0)
A, B = torch.randn(3, 4), torch.randn(4, 5)
BA, BB = torch.randn(2, 3, 4), torch.randn(2, 4, 5)
W, BIAS = torch.randn(6, 4), torch.randn(6)
IMG, KER, KB = torch.randn(2, 3, 6, 6), torch.randn(4, 3, 3, 3), torch.randn(4)
SEQ, KER1 = torch.randn(2, 3, 9), torch.randn(4, 3, 3)
Q, K, V = torch.randn(2, 5, 8), torch.randn(2, 7, 8), torch.randn(2, 7, 8)
SQUARE = torch.randn(3, 3) + 3 * torch.eye(3)

# (runtime function, its arguments with tensors in place of handles, PyTorch's function on the same tensors)
LISTED = [
    ("rt_torch_tensor_matmul", (A, B), torch.matmul),
    ("rt_torch_tensor_bmm", (BA, BB), torch.bmm),
    ("rt_torch_tensor_addmm", (torch.randn(3, 5), A, B, 0.5, 2.0), lambda i, a, b, be, al: torch.addmm(i, a, b, beta=be, alpha=al)),
    ("rt_torch_tensor_baddbmm", (torch.randn(2, 3, 5), BA, BB, 1.0, 1.0),
     lambda i, a, b, be, al: torch.baddbmm(i, a, b, beta=be, alpha=al)),
    ("rt_torch_nn_linear", (A, W, BIAS), F.linear),
    ("rt_torch_nn_conv2d", (IMG, KER, KB, (1, 1), (1, 1), (1, 1), 1), F.conv2d),
    ("rt_torch_nn_conv1d", (SEQ, KER1, KB, 1, 1, 1, 1), F.conv1d),
    ("rt_torch_nn_conv3d", (torch.randn(2, 3, 4, 5, 5), torch.randn(4, 3, 2, 3, 3), KB, (1, 1, 1), (1, 0, 1),
                            (1, 1, 1), 1), F.conv3d),
    ("rt_torch_nn_conv_transpose2d", (IMG, KER.transpose(0, 1).contiguous(), KB, (2, 2), (1, 1), (1, 1), (1, 1), 1),
     lambda x, w, b, s, p, o, d, g: F.conv_transpose2d(x, w, b, s, p, o, g, d)),
    ("rt_torch_prelu", (A, torch.tensor([0.25])), F.prelu),
    ("rt_torch_nn_scaled_dot_product_attention", (Q, K, V, None, 0.0, 0, math.nan),
     lambda q, k, v, *_: F.scaled_dot_product_attention(q, k, v)),
    ("rt_torch_nn_rnn_cell", (torch.randn(2, 4), torch.randn(2, 5), torch.randn(5, 4), torch.randn(5, 5),
                              torch.randn(5), torch.randn(5), 0), lambda *a: torch.rnn_tanh_cell(*a[:6])),
    # the fp32 list: low-precision inputs come back to float32
    ("rt_torch_nn_mse_loss", (A.bfloat16(), A.flip(0).bfloat16(), 1), lambda a, b, r: F.mse_loss(a, b)),
    ("rt_torch_nn_cross_entropy", (A.bfloat16(), torch.tensor([0, 3, 1]), 1), lambda a, t, r: F.cross_entropy(a, t)),
    ("rt_torch_tensor_inverse", (SQUARE.bfloat16(),), torch.inverse),
    ("rt_torch_tensor_eigvalsh", (SQUARE.bfloat16(), 0), lambda a, u: torch.linalg.eigvalsh(a)),
    ("rt_torch_nn_conv_transpose1d", (SEQ, KER1.transpose(0, 1).contiguous(), KB, 2, 1, 1, 1, 1),
     lambda x, w, b, s, p, o, d, g: F.conv_transpose1d(x, w, b, s, p, o, g, d)),
    ("rt_torch_nn_nll_loss", (torch.log_softmax(A, 1).bfloat16(), torch.tensor([0, 3, 1]), 1),
     lambda a, t, r: F.nll_loss(a, t)),
    ("rt_torch_nn_binary_cross_entropy", (torch.sigmoid(A).bfloat16(), torch.rand(3, 4), 1),
     lambda a, t, r: F.binary_cross_entropy(a, t)),
    ("rt_torch_nn_binary_cross_entropy_with_logits", (A.bfloat16(), torch.rand(3, 4), None, None, 1),
     lambda a, t, w, pw, r: F.binary_cross_entropy_with_logits(a, t)),
    ("rt_torch_nn_l1_loss", (A.bfloat16(), A.flip(1).bfloat16(), 1),
     lambda a, t, r: F.l1_loss(a, t)),
    ("rt_torch_nn_smooth_l1_loss", (A.bfloat16(), A.flip(1).bfloat16(), 1.0, 1), lambda a, t, be, r: F.smooth_l1_loss(a, t)),
    ("rt_torch_nn_huber_loss", (A.bfloat16(), A.flip(1).bfloat16(), 1.0, 1), lambda a, t, d, r: F.huber_loss(a, t)),
    ("rt_torch_nn_kl_div", (torch.log_softmax(A, 1).bfloat16(), torch.softmax(B.t()[:3], 1), 0, 2),
     lambda a, t, lt, r: F.kl_div(a, t, reduction="sum")),
    ("rt_torch_nn_soft_margin_loss", (A.bfloat16(), torch.sign(A.flip(0)), 1), lambda a, t, r: F.soft_margin_loss(a, t)),
    ("rt_torch_nn_margin_ranking_loss", (A[0].bfloat16(), A[1].bfloat16(), torch.tensor([1.0, -1, 1, -1]), 0.1, 1),
     lambda a, b, t, m, r: F.margin_ranking_loss(a, b, t, 0.1)),
    ("rt_torch_nn_cosine_embedding_loss", (A.bfloat16(), A.flip(0).bfloat16(), torch.tensor([1.0, -1, 1]), 0.0, 1),
     lambda a, b, t, m, r: F.cosine_embedding_loss(a, b, t)),
    ("rt_torch_nn_triplet_margin_loss", (A.bfloat16(), A.flip(0).bfloat16(), A.flip(1).bfloat16(), 1.0, 2.0, 1e-6, 0, 1),
     lambda a, p, n, m, pp, e, sw, r: F.triplet_margin_loss(a, p, n)),
    ("rt_torch_tensor_solve", (SQUARE.bfloat16(), SQUARE.bfloat16(), 1), lambda a, b, left: torch.linalg.solve(a, b)),
    ("rt_torch_tensor_cholesky", ((SQUARE @ SQUARE.t()).bfloat16(), 0), lambda a, u: torch.linalg.cholesky(a)),
    ("rt_torch_tensor_svdvals", (A.bfloat16(),), torch.linalg.svdvals),
    ("rt_torch_tensor_matrix_rank", (A.bfloat16(), 0.0, -1.0, 0), lambda a, at, rt_, h: torch.linalg.matrix_rank(a)),
    # not listed: runs in its inputs' dtypes
    ("rt_torch_softmax", (A.bfloat16(), 1), torch.softmax),
    ("rt_torch_tensor_add", (A, A), torch.add),
]


# the runtime composes these of other ops (addmm: matmul, mul, add), each rounded to bfloat16 in turn where
# PyTorch's one kernel rounds once: they differ from PyTorch by an ulp of bfloat16 on the torch backend too
COMPOSED = {"rt_torch_tensor_addmm", "rt_torch_tensor_baddbmm", "rt_torch_nn_conv_transpose2d"}


def _call(fn: str, operands):
    handles = [put_cpu(t) if isinstance(t, torch.Tensor) else t for t in operands]
    handles = [0 if h is None else h for h in handles]
    try:
        return take(getattr(rt, fn)(*handles))
    finally:
        for h, t in zip(handles, operands):
            if isinstance(t, torch.Tensor):
                rt.rt_torch_tensor_free(h)


@pytest.mark.parametrize("fn, operands, reference", LISTED, ids=[row[0] for row in LISTED])
def test_listed_function_casts_as_pytorch(fn, operands, reference):
    with torch.autocast("cpu", dtype=torch.bfloat16):
        want = reference(*operands)
    with Region(BF16):
        got = _call(fn, operands)
    assert got.dtype == want.dtype
    if BACKEND == "torch" and fn not in COMPOSED:   # the same casts and kernels
        torch.testing.assert_close(got, want, rtol=0, atol=0)
    else:
        torch.testing.assert_close(got.double(), want.double(), **LOW)
    assert_ok()


@pytest.mark.parametrize("fn, operands", [
    ("rt_torch_tensor_svd", (A,)), ("rt_torch_tensor_eig", (SQUARE,)), ("rt_torch_tensor_qr", (A, 0)),
    ("rt_torch_tensor_eigh", (SQUARE, 0)), ("rt_torch_tensor_inv_ex", (SQUARE,)),
    ("rt_torch_tensor_lstsq", (SQUARE, SQUARE, -1.0, 0)),
])
def test_decompositions_run_in_float32(fn, operands):
    """On the fp32 list, a bfloat16 input (for which PyTorch has no LAPACK kernel) is decomposed in float32."""
    made = [put_cpu(t.bfloat16()) for t in operands if isinstance(t, torch.Tensor)]
    rest = [t for t in operands if not isinstance(t, torch.Tensor)]
    with Region(BF16):
        result = getattr(rt, fn)(*made, *rest)
    assert result[0] == 0, rt.rt_torch_last_error()
    assert take(result[1]).dtype in (torch.float32, torch.complex64)
    for h in (*result[2:], *made):
        rt.rt_torch_tensor_free(h)


def test_outside_a_region_nothing_is_cast():
    with Region(BF16):
        pass
    assert _call("rt_torch_tensor_matmul", (A, B)).dtype == torch.float32
    with Region(BF16), Region(DTYPE_DEFAULT, enabled=0):
        assert _call("rt_torch_tensor_matmul", (A, B)).dtype == torch.float32


def test_float16_region_and_float64_inputs():
    with Region(Dtype.float16):
        assert _call("rt_torch_tensor_matmul", (A, B)).dtype == torch.float16
        assert _call("rt_torch_tensor_matmul", (A.double(), B.double())).dtype == torch.float64   # never cast
        assert _call("rt_torch_tensor_matmul", (A.int(), B.int())).dtype == torch.int32


def test_gradients_reach_the_float32_leaves():
    x, w, b = A.clone().requires_grad_(), W.clone().requires_grad_(), BIAS.clone().requires_grad_()
    with torch.autocast("cpu", dtype=torch.bfloat16):
        out = F.linear(x, w, b)
        loss = F.mse_loss(out, torch.ones(3, 6))
    loss.backward()
    hx, hw, hb = put_cpu(x), put_cpu(w), put_cpu(b)
    target = put_cpu(torch.ones(3, 6))
    try:
        for h in (hx, hw, hb):
            assert rt.rt_torch_tensor_set_requires_grad(h, 1) == 0
        with Region(BF16):
            out_h = rt.rt_torch_nn_linear(hx, hw, hb)
            loss_h = rt.rt_torch_nn_mse_loss(out_h, target, 1)
        assert rt.rt_torch_tensor_dtype(out_h) == BF16 and rt.rt_torch_tensor_dtype(loss_h) == Dtype.float32
        assert rt.rt_torch_tensor_backward(loss_h) == 0, rt.rt_torch_last_error()
        for h, leaf in ((hx, x), (hw, w), (hb, b)):
            grad = take(rt.rt_torch_tensor_grad(h))
            assert grad.dtype == torch.float32
            torch.testing.assert_close(grad, leaf.grad, **LOW)
        torch.testing.assert_close(get(loss_h), loss.detach(), **LOW)
        for h in (out_h, loss_h):
            rt.rt_torch_tensor_free(h)
    finally:
        for h in (hx, hw, hb, target):
            rt.rt_torch_tensor_free(h)


# -- the gradient scaler ----------------------------------------------------------------------------------------

def _scaler(init=2.0**16, growth=2.0, backoff=0.5, interval=2000, enabled=1) -> int:
    s = rt.rt_torch_grad_scaler_new(init, growth, backoff, interval, enabled)
    assert s > 0, rt.rt_torch_last_error()
    return s


def _option(s: int, name: str) -> float:
    code, value = rt.rt_torch_grad_scaler_get_option(s, name)
    assert code == 0, rt.rt_torch_last_error()
    return value


def test_scale_sequence_and_skipped_steps_match_pytorch():
    """Ten iterations of a linear model with growth_interval 3, a gradient forced to inf at iterations 4 and 8:
    the scale, the growth tracker, whether the step ran and the weights equal torch.amp.GradScaler's."""
    torch.manual_seed(1)
    weight0, x, y = torch.randn(2, 3), torch.randn(4, 3), torch.randn(4, 2)
    poisoned = {4, 8}
    ref_w = weight0.clone().requires_grad_()
    ref_opt = torch.optim.SGD([ref_w], lr=0.1)
    ref = torch.amp.GradScaler("cpu", init_scale=1024.0, growth_factor=2.0, backoff_factor=0.25, growth_interval=3)
    expected = []
    for i in range(10):
        ref_opt.zero_grad()
        loss = F.mse_loss(x @ ref_w.t(), y)
        ref.scale(loss).backward()
        if i in poisoned:
            ref_w.grad[0, 0] = math.inf
        before = ref_w.detach().clone()
        ref.step(ref_opt)
        stepped = not torch.equal(before, ref_w.detach())
        ref.update()
        expected.append((ref.get_scale(), ref._get_growth_tracker(), stepped))

    w, hx, hy = put(weight0), put(x), put(y)
    assert rt.rt_torch_tensor_set_requires_grad(w, 1) == 0
    opt = rt.rt_torch_optim_sgd([w], 0.1, 0.0, 0.0)
    s = _scaler(1024.0, 2.0, 0.25, 3)
    got = []
    try:
        for i in range(10):
            assert rt.rt_torch_optim_zero_grad(opt) == 0
            wt = rt.rt_torch_tensor_t(w)
            pred = rt.rt_torch_tensor_matmul(hx, wt)
            loss = rt.rt_torch_nn_mse_loss(pred, hy, 1)
            scaled = rt.rt_torch_grad_scaler_scale(s, loss)
            assert rt.rt_torch_tensor_backward(scaled) == 0
            if i in poisoned:
                grad = rt.rt_torch_tensor_grad(w)
                inf = put(torch.tensor([[math.inf, 0, 0], [0, 0, 0]]))
                mask = put(torch.tensor([[True, False, False], [False, False, False]]))
                poisoned_grad = rt.rt_torch_tensor_where(mask, inf, grad)
                assert rt.rt_torch_tensor_copy_from(grad, poisoned_grad) == 0, rt.rt_torch_last_error()
                for h in (grad, inf, mask, poisoned_grad):
                    rt.rt_torch_tensor_free(h)
            stepped = rt.rt_torch_grad_scaler_step(s, opt)
            assert stepped in (0, 1), rt.rt_torch_last_error()
            assert rt.rt_torch_grad_scaler_update(s, math.nan) == 0, rt.rt_torch_last_error()
            got.append((_option(s, "scale"), int(_option(s, "growth_tracker")), bool(stepped)))
            for h in (wt, pred, loss, scaled):
                rt.rt_torch_tensor_free(h)
        assert got == expected
        assert [e[2] for e in got].count(False) == 2
        torch.testing.assert_close(get(w), ref_w.detach())
    finally:
        rt.rt_torch_grad_scaler_free(s)
        rt.rt_torch_optim_free(opt)
        for h in (w, hx, hy):
            rt.rt_torch_tensor_free(h)


@pytest.mark.parametrize("loss", [torch.tensor(1.5, dtype=torch.bfloat16), torch.tensor([1.5], dtype=torch.bfloat16),
                                  torch.tensor([1.5, 2.0], dtype=torch.float64)], ids=["0-dim", "1-D", "float64"])
def test_scale_promotes_as_pytorch(loss):
    """The scale is a float32 0-dim tensor: a 0-dim bfloat16 loss becomes float32, a 1-D one stays bfloat16."""
    want = torch.amp.GradScaler("cpu", init_scale=8.0).scale(loss)
    s = _scaler(8.0)
    h = put(loss)
    got = take(rt.rt_torch_grad_scaler_scale(s, h))
    assert got.dtype == want.dtype and torch.equal(got, want)
    rt.rt_torch_tensor_free(h)
    rt.rt_torch_grad_scaler_free(s)


def test_unscale_divides_once_and_step_follows():
    s = _scaler(8.0)
    loss = put(torch.tensor(1.5, dtype=torch.bfloat16))
    w = put(torch.tensor([1.0, 2.0]))
    assert rt.rt_torch_tensor_set_requires_grad(w, 1) == 0
    opt = rt.rt_torch_optim_sgd([w], 1.0, 0.0, 0.0)
    total = rt.rt_torch_tensor_sum(w)
    scaled_total = rt.rt_torch_grad_scaler_scale(s, total)
    assert rt.rt_torch_tensor_backward(scaled_total) == 0
    assert take(rt.rt_torch_tensor_grad(w)).tolist() == [8.0, 8.0]
    assert rt.rt_torch_grad_scaler_unscale(s, opt) == 0
    assert take(rt.rt_torch_tensor_grad(w)).tolist() == [1.0, 1.0]
    assert_error(rt.rt_torch_grad_scaler_unscale(s, opt), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_grad_scaler_unscale", "already been called")
    assert rt.rt_torch_grad_scaler_step(s, opt) == 1   # no second unscale: the gradient is 1, the step lr * 1
    assert take(rt.rt_torch_tensor_clone(w)).tolist() == [0.0, 1.0]
    assert_error(rt.rt_torch_grad_scaler_step(s, opt), -1, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_grad_scaler_step", "already been called")
    assert_error(rt.rt_torch_grad_scaler_unscale(s, opt), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_grad_scaler_unscale", "after step")
    assert rt.rt_torch_grad_scaler_update(s, 4.0) == 0 and _option(s, "scale") == 4.0   # update(new_scale)
    assert rt.rt_torch_grad_scaler_unscale(s, opt) == 0   # a new iteration
    for h in (loss, total, scaled_total, w):
        rt.rt_torch_tensor_free(h)
    rt.rt_torch_optim_free(opt)
    rt.rt_torch_grad_scaler_free(s)


def test_call_order_errors_before_any_scale():
    s = _scaler()
    w = put(torch.ones(2))
    assert rt.rt_torch_tensor_set_requires_grad(w, 1) == 0
    opt = rt.rt_torch_optim_sgd([w], 0.1, 0.0, 0.0)
    try:
        for fn, result, args in (("rt_torch_grad_scaler_unscale", ErrorCode.INVALID_ARGUMENT, (opt,)),
                                 ("rt_torch_grad_scaler_step", -1, (opt,)),
                                 ("rt_torch_grad_scaler_update", ErrorCode.INVALID_ARGUMENT, (math.nan,))):
            assert_error(getattr(rt, fn)(s, *args), result, ErrorCode.INVALID_ARGUMENT, fn, "scale")
        # scaled, but no parameter has a gradient: PyTorch's "No inf checks were recorded"
        one = put(torch.tensor(1.0))
        rt.rt_torch_tensor_free(rt.rt_torch_grad_scaler_scale(s, one))
        rt.rt_torch_tensor_free(one)
        assert_error(rt.rt_torch_grad_scaler_step(s, opt), -1, ErrorCode.INVALID_ARGUMENT,
                     "rt_torch_grad_scaler_step", "No inf checks")
        assert_error(rt.rt_torch_grad_scaler_update(s, math.nan), ErrorCode.INVALID_ARGUMENT,
                     ErrorCode.INVALID_ARGUMENT, "rt_torch_grad_scaler_update", "No inf checks")
    finally:
        rt.rt_torch_optim_free(opt)
        rt.rt_torch_tensor_free(w)
        rt.rt_torch_grad_scaler_free(s)


def test_float16_gradients_are_refused():
    s = _scaler(8.0)
    w = put(torch.ones(2, dtype=torch.float16))
    assert rt.rt_torch_tensor_set_requires_grad(w, 1) == 0
    opt = rt.rt_torch_optim_sgd([w], 0.1, 0.0, 0.0)
    total = rt.rt_torch_tensor_sum(w)
    scaled = rt.rt_torch_grad_scaler_scale(s, total)
    assert rt.rt_torch_tensor_backward(scaled) == 0
    assert_error(rt.rt_torch_grad_scaler_unscale(s, opt), ErrorCode.DTYPE, ErrorCode.DTYPE,
                 "rt_torch_grad_scaler_unscale", "FP16")
    for h in (total, scaled, w):
        rt.rt_torch_tensor_free(h)
    rt.rt_torch_optim_free(opt)
    rt.rt_torch_grad_scaler_free(s)


def test_disabled_scaler_passes_through():
    s = _scaler(enabled=0)
    assert rt.rt_torch_grad_scaler_is_enabled(s) == 0
    w = put(torch.tensor([1.0]))
    assert rt.rt_torch_tensor_set_requires_grad(w, 1) == 0
    opt = rt.rt_torch_optim_sgd([w], 0.5, 0.0, 0.0)
    scaled = rt.rt_torch_grad_scaler_scale(s, w)
    assert scaled != w and get(scaled).tolist() == [1.0]
    total = rt.rt_torch_tensor_sum(scaled)
    assert rt.rt_torch_tensor_backward(total) == 0
    assert rt.rt_torch_grad_scaler_unscale(s, opt) == 0 and rt.rt_torch_grad_scaler_unscale(s, opt) == 0
    assert rt.rt_torch_grad_scaler_step(s, opt) == 1 and get(w).tolist() == [0.5]
    assert rt.rt_torch_grad_scaler_update(s, math.nan) == 0
    assert _option(s, "scale") == 1.0 and _option(s, "growth_tracker") == 0
    for h in (scaled, total, w):
        rt.rt_torch_tensor_free(h)
    rt.rt_torch_optim_free(opt)
    rt.rt_torch_grad_scaler_free(s)


def test_options_read_and_write_like_state_dict():
    ref = torch.amp.GradScaler("cpu", init_scale=3.0, growth_factor=1.5, backoff_factor=0.75, growth_interval=7)
    s = _scaler(3.0, 1.5, 0.75, 7)
    want = ref.state_dict()
    assert {n: _option(s, n) for n in ("scale", "growth_factor", "backoff_factor", "growth_interval")} == \
        {n: want[n] for n in ("scale", "growth_factor", "backoff_factor", "growth_interval")}
    assert _option(s, "growth_tracker") == want["_growth_tracker"]
    for name, value in (("scale", 0.1), ("growth_factor", 3.0), ("backoff_factor", 0.1), ("growth_interval", 5),
                        ("growth_tracker", 2)):
        assert rt.rt_torch_grad_scaler_set_option(s, name, value) == 0, rt.rt_torch_last_error()
        assert _option(s, name) == value   # before the first scale the scale is the given double, as PyTorch's
    x = put(torch.tensor(1.0))
    rt.rt_torch_tensor_free(rt.rt_torch_grad_scaler_scale(s, x))
    rt.rt_torch_tensor_free(x)
    assert _option(s, "scale") == float(torch.tensor(0.1, dtype=torch.float32))   # then a float32
    rt.rt_torch_grad_scaler_free(s)


@pytest.mark.parametrize("args, word", [
    ((2.0**16, 1.0, 0.5, 2000, 1), "growth factor"),
    ((2.0**16, 2.0, 1.0, 2000, 1), "backoff factor"),
    ((2.0**16, 2.0, 0.0, 2000, 1), "backoff factor"),
    ((2.0**16, 2.0, 0.5, 0, 1), "growth_interval"),
    ((2.0**16, 2.0, 0.5, 2**31, 1), "growth_interval"),
    ((0.0, 2.0, 0.5, 2000, 1), "init_scale"),
    ((math.inf, 2.0, 0.5, 2000, 1), "init_scale"),
    ((1e39, 2.0, 0.5, 2000, 1), "init_scale"),
    ((2.0**16, math.nan, 0.5, 2000, 1), "growth_factor"),
    ((2.0**16, 2.0, 0.5, 2000, 3), "enabled"),
])
def test_constructor_errors(args, word):
    assert_error(rt.rt_torch_grad_scaler_new(*args), 0, ErrorCode.INVALID_ARGUMENT, "rt_torch_grad_scaler_new", word)


def test_handle_errors():
    s = _scaler()
    w = put(torch.ones(1))
    try:
        assert_error(rt.rt_torch_grad_scaler_unscale(s, w), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE,
                     "rt_torch_grad_scaler_unscale", "tensor handle, not an optimizer")
        assert_error(rt.rt_torch_grad_scaler_scale(w, w), 0, ErrorCode.INVALID_HANDLE,
                     "rt_torch_grad_scaler_scale", "not a gradient scaler")
        assert_error(rt.rt_torch_grad_scaler_set_option(s, "speed", 1.0), ErrorCode.INVALID_ARGUMENT,
                     ErrorCode.INVALID_ARGUMENT, "rt_torch_grad_scaler_set_option", "no option 'speed'")
        assert_error(rt.rt_torch_grad_scaler_set_option(s, "growth_tracker", -1), ErrorCode.INVALID_ARGUMENT,
                     ErrorCode.INVALID_ARGUMENT, "rt_torch_grad_scaler_set_option", "growth_tracker")
        assert_error(rt.rt_torch_grad_scaler_update(s, -2.0), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT,
                     "rt_torch_grad_scaler_update", "scale")   # the new scale is checked before the state
        assert rt.rt_torch_live_tensors() >= 1
    finally:
        rt.rt_torch_tensor_free(w)
        assert rt.rt_torch_grad_scaler_free(s) == 0
    assert_error(rt.rt_torch_grad_scaler_free(s), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE,
                 "rt_torch_grad_scaler_free", "freed")


def test_lbfgs_is_refused():
    s = _scaler()
    w = put(torch.ones(1))
    assert rt.rt_torch_tensor_set_requires_grad(w, 1) == 0
    opt = rt.rt_torch_optim_lbfgs([w], 1.0, 20, 25, 1e-7, 1e-9, 100, "")
    assert opt > 0, rt.rt_torch_last_error()
    assert_error(rt.rt_torch_grad_scaler_step(s, opt), -1, ErrorCode.INVALID_ARGUMENT, "rt_torch_grad_scaler_step",
                 "LBFGS")
    rt.rt_torch_optim_free(opt)
    rt.rt_torch_tensor_free(w)
    rt.rt_torch_grad_scaler_free(s)


def test_group_norm_takes_float32_parameters_with_a_bfloat16_input():
    """PyTorch's CPU group_norm mixes dtypes so (autocast leaves float32 weights and bfloat16 activations)."""
    x = torch.randn(2, 4, 3).bfloat16()
    w, bias = torch.randn(4), torch.randn(4)
    want = F.group_norm(x, 2, w, bias, 1e-5)
    hx, hw, hb = put_cpu(x), put_cpu(w), put_cpu(bias)   # PyTorch's CPU kernel
    got = take(rt.rt_torch_nn_group_norm(hx, 2, hw, hb, 1e-5))
    assert got.dtype == want.dtype == torch.bfloat16
    torch.testing.assert_close(got.float(), want.float(), rtol=1e-2, atol=1e-2)
    half = put_cpu(w.half())   # not a mix PyTorch takes
    assert_error(rt.rt_torch_nn_group_norm(hx, 2, half, 0, 1e-5), 0, ErrorCode.SHAPE, "rt_torch_nn_group_norm")
    for h in (hx, hw, hb, half):
        rt.rt_torch_tensor_free(h)


# -- the promote policy: cat and stack (found by the fuzz, seed 806: PyTorch's own refusal came out as
# RT_ERR_INTERNAL on the torch backend, and the NumPy backend joined the tensors) --------------------------------

@pytest.mark.parametrize("fn", ["rt_torch_tensor_stack", "rt_torch_tensor_cat"])
@pytest.mark.parametrize("dtypes", [(torch.bool, torch.float16, torch.float32),
                                    (torch.bool, torch.float32, torch.float16), (torch.bfloat16, torch.bfloat16),
                                    (torch.bfloat16, torch.float32), (torch.bfloat16, torch.float64),
                                    (torch.int64, torch.bfloat16), (torch.float16, torch.bfloat16)])
def test_cat_and_stack_promote_as_pytorch(fn, dtypes):
    """The dtype PyTorch's autocast gives, or its refusal (a floating operand met before float32 that is neither
    float32 nor the region's dtype) as RT_ERR_DTYPE."""
    operands = [torch.ones(1, 2, dtype=d) for d in dtypes]
    handles = [put_cpu(t) for t in operands]
    with torch.autocast("cpu", dtype=torch.bfloat16):
        try:
            expected = (torch.stack if fn.endswith("stack") else torch.cat)(operands, 0).dtype
        except RuntimeError as why:
            assert "autocast::prioritize" in str(why)
            expected = None
    with Region(BF16):
        out = getattr(rt, fn)(handles, 0)
        code, message = rt.rt_torch_last_error_code(), rt.rt_torch_last_error()   # before the region's exit call
    for h in handles:
        rt.rt_torch_tensor_free(h)
    if expected is None:
        assert (out, code) == (0, ErrorCode.DTYPE) and message.startswith(f"{fn}: ") and "cannot be joined" in message
    else:
        assert code == ErrorCode.OK, message
        assert take(out).dtype == expected
