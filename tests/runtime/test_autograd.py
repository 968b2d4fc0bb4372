"""Section 11: autograd on handles, checked against torch.autograd on the same graph."""

from __future__ import annotations

import threading

import pytest
import torch
import torch.nn.functional as F

import simple_torch.runtime as rt
from simple_torch.abi.errors import ErrorCode

from .conftest import TORCH_DEVICE, assert_error, assert_ok, close, get, put, take


@pytest.fixture(autouse=True)
def grad_mode_restored():
    """Every test must leave this thread recording, with no open no_grad_begin."""
    assert rt.rt_torch_is_grad_enabled() == 1
    yield
    assert rt.rt_torch_is_grad_enabled() == 1, "a test left no_grad on"
    assert rt.rt_torch_no_grad_end() == ErrorCode.INVALID_ARGUMENT, "a test left a no_grad_begin open"


def kept(handles: list, h: int) -> int:
    """h, checked and queued for freeing at the end of the test."""
    assert h > 0, rt.rt_torch_last_error()
    handles.append(h)
    return h


def leaf(t: torch.Tensor, handles: list) -> int:
    h = put(t)
    handles.append(h)
    assert rt.rt_torch_tensor_set_requires_grad(h, 1) == 0
    return h


def mlp_loss(x, y, w1, b1, w2, b2, handles) -> int:
    """cross_entropy(linear(relu(linear(x, w1, b1)), w2, b2), y) through the runtime; the loss handle."""
    h1 = rt.rt_torch_nn_linear(x, w1, b1)
    a1 = rt.rt_torch_relu(h1)
    logits = rt.rt_torch_nn_linear(a1, w2, b2)
    loss = rt.rt_torch_nn_cross_entropy(logits, y, 1)
    handles += [h1, a1, logits, loss]
    assert loss > 0, rt.rt_torch_last_error()
    return loss


def torch_mlp(x, y, w1, b1, w2, b2):
    return F.cross_entropy(F.linear(torch.relu(F.linear(x, w1, b1)), w2, b2), y)


def test_requires_grad_flag(handles):
    h = put(torch.randn(3))
    handles.append(h)
    assert rt.rt_torch_tensor_requires_grad(h) == 0
    assert_ok()
    assert rt.rt_torch_tensor_set_requires_grad(h, 1) == 0
    assert rt.rt_torch_tensor_requires_grad(h) == 1
    assert rt.rt_torch_tensor_set_requires_grad(h, 7) == 0   # any non-zero is true, as in C
    assert rt.rt_torch_tensor_requires_grad(h) == 1
    derived = rt.rt_torch_tensor_mul_scalar(h, 2.0)
    handles.append(derived)
    assert rt.rt_torch_tensor_requires_grad(derived) == 1    # ops on it are recorded
    assert rt.rt_torch_tensor_set_requires_grad(h, 0) == 0
    assert rt.rt_torch_tensor_requires_grad(h) == 0
    assert_ok()


def test_mlp_grads_match_torch_autograd(handles):
    torch.manual_seed(0)
    x, y = torch.randn(8, 5), torch.randint(0, 3, (8,))
    w1, b1, w2, b2 = torch.randn(6, 5), torch.randn(6), torch.randn(3, 6), torch.randn(3)
    hx, hy = put(x), put(y)
    handles += [hx, hy]
    params = [leaf(t, handles) for t in (w1, b1, w2, b2)]
    loss = mlp_loss(hx, hy, *params, handles)
    assert rt.rt_torch_tensor_backward(loss) == 0
    assert_ok()

    refs = [t.clone().requires_grad_(True) for t in (w1, b1, w2, b2)]
    ref_loss = torch_mlp(x, y, *refs)
    ref_loss.backward()
    close(get(loss), ref_loss.detach())
    for h, ref in zip(params, refs):
        close(take(rt.rt_torch_tensor_grad(h)), ref.grad, rtol=1e-5, atol=1e-6)
    # x and y never required grad: no grad, and that is not an error
    assert rt.rt_torch_tensor_grad(hx) == 0
    assert_ok()


def test_conv_and_pool_grads_match_torch(handles):
    x, w, b = torch.randn(2, 3, 6, 6), torch.randn(4, 3, 3, 3), torch.randn(4)
    hx, hw, hb = leaf(x, handles), leaf(w, handles), leaf(b, handles)
    conv = rt.rt_torch_nn_conv2d(hx, hw, hb, [1, 1], [1, 1], [1, 1], 1)
    pooled = rt.rt_torch_nn_max_pool2d(conv, [2, 2], [2, 2], [0, 0])
    sq = rt.rt_torch_tensor_pow(pooled, 2.0)
    loss = rt.rt_torch_tensor_mean(sq)
    handles += [conv, pooled, sq, loss]
    assert rt.rt_torch_tensor_backward(loss) == 0
    # computed where the runtime computes: a GPU's convolutions round otherwise (in TF32 by default)
    refs = [t.clone().to(TORCH_DEVICE).requires_grad_(True) for t in (x, w, b)]
    F.max_pool2d(F.conv2d(refs[0], refs[1], refs[2], 1, 1), 2, 2).pow(2).mean().backward()
    for h, ref in zip((hx, hw, hb), refs):
        close(take(rt.rt_torch_tensor_grad(h)), ref.grad.cpu(), rtol=1e-4, atol=1e-5)


def test_grads_accumulate_over_two_backward_calls(handles):
    x, w = torch.randn(4, 3), torch.randn(2, 3)
    hx = put(x)
    handles.append(hx)
    hw = leaf(w, handles)

    def loss_handle():
        out = rt.rt_torch_nn_linear(hx, hw, 0)
        sq = kept(handles, rt.rt_torch_tensor_pow(out, 2.0))
        loss = rt.rt_torch_tensor_sum(sq)
        handles.append(out)
        handles.append(loss)
        return loss

    assert rt.rt_torch_tensor_backward(loss_handle()) == 0
    first = take(rt.rt_torch_tensor_grad(hw))
    assert rt.rt_torch_tensor_backward(loss_handle()) == 0
    second = take(rt.rt_torch_tensor_grad(hw))

    ref = w.clone().requires_grad_(True)
    F.linear(x, ref).pow(2).sum().backward()
    close(first, ref.grad)
    F.linear(x, ref).pow(2).sum().backward()   # PyTorch accumulates too
    close(second, ref.grad)
    close(second, 2 * first)


def test_backward_twice_on_one_graph(handles):
    """PyTorch frees the graph after backward; a second backward through it is an argument error."""
    hx = leaf(torch.randn(3), handles)
    prod = rt.rt_torch_tensor_mul(hx, hx)
    loss = rt.rt_torch_tensor_sum(prod)
    handles += [prod, loss]
    assert rt.rt_torch_tensor_backward(loss) == 0
    assert_error(rt.rt_torch_tensor_backward(loss), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_backward", "second time")


def test_grad_is_none_without_backward(handles):
    hx = leaf(torch.randn(3), handles)
    plain = put(torch.randn(3))
    handles.append(plain)
    assert rt.rt_torch_tensor_grad(hx) == 0
    assert_ok()
    assert rt.rt_torch_tensor_grad(plain) == 0
    assert_ok()
    # a computed tensor keeps no grad either (only leaves do)
    y = rt.rt_torch_tensor_mul_scalar(hx, 3.0)
    loss = rt.rt_torch_tensor_sum(y)
    handles += [y, loss]
    assert rt.rt_torch_tensor_backward(loss) == 0
    assert rt.rt_torch_tensor_grad(y) == 0
    assert_ok()
    close(take(rt.rt_torch_tensor_grad(hx)), torch.full((3,), 3.0))


def test_zero_grad(handles):
    hx = leaf(torch.randn(3), handles)

    def backward_sum_times(k):
        y = rt.rt_torch_tensor_mul_scalar(hx, k)
        loss = rt.rt_torch_tensor_sum(y)
        handles.extend([y, loss])
        assert rt.rt_torch_tensor_backward(loss) == 0

    backward_sum_times(2.0)
    assert rt.rt_torch_tensor_zero_grad(hx) == 0
    assert_ok()
    assert rt.rt_torch_tensor_grad(hx) == 0
    assert_ok()
    backward_sum_times(5.0)   # starts afresh, no accumulation from before the zero_grad
    close(take(rt.rt_torch_tensor_grad(hx)), torch.full((3,), 5.0))
    # zero_grad of a tensor without a grad is fine
    plain = put(torch.randn(2))
    handles.append(plain)
    assert rt.rt_torch_tensor_zero_grad(plain) == 0


def test_grad_handle_is_its_own_handle(handles):
    hx = leaf(torch.randn(3), handles)
    loss = kept(handles, rt.rt_torch_tensor_sum(kept(handles, rt.rt_torch_tensor_mul_scalar(hx, 4.0))))
    assert rt.rt_torch_tensor_backward(loss) == 0
    g1, g2 = rt.rt_torch_tensor_grad(hx), rt.rt_torch_tensor_grad(hx)
    assert g1 > 0 and g2 > 0 and g1 != g2
    assert rt.rt_torch_tensor_requires_grad(g1) == 0
    close(take(g1), torch.full((3,), 4.0))
    close(take(g2), torch.full((3,), 4.0))   # freeing one grad handle leaves the other
    close(take(rt.rt_torch_tensor_grad(hx)), torch.full((3,), 4.0))


def test_detach(handles):
    x = torch.randn(4)
    hx = leaf(x, handles)
    d = rt.rt_torch_tensor_detach(hx)
    handles.append(d)
    assert_ok()
    close(get(d), x)
    assert rt.rt_torch_tensor_requires_grad(d) == 0
    # gradient flows only through the attached factor: d(sum(detach(x) * x))/dx = x
    prod = rt.rt_torch_tensor_mul(d, hx)
    loss = rt.rt_torch_tensor_sum(prod)
    handles += [prod, loss]
    assert rt.rt_torch_tensor_backward(loss) == 0
    close(take(rt.rt_torch_tensor_grad(hx)), x)
    assert rt.rt_torch_tensor_grad(d) == 0
    # a detached tensor is a leaf of its own: it can start a graph
    assert rt.rt_torch_tensor_set_requires_grad(d, 1) == 0
    loss2 = kept(handles, rt.rt_torch_tensor_sum(kept(handles, rt.rt_torch_tensor_mul_scalar(d, 2.0))))
    assert rt.rt_torch_tensor_backward(loss2) == 0
    close(take(rt.rt_torch_tensor_grad(d)), torch.full((4,), 2.0))


def test_clone_stays_in_the_graph(handles):
    x = torch.randn(3)
    hx = leaf(x, handles)
    c = rt.rt_torch_tensor_clone(hx)
    handles.append(c)
    assert rt.rt_torch_tensor_requires_grad(c) == 1
    loss = kept(handles, rt.rt_torch_tensor_sum(kept(handles, rt.rt_torch_tensor_pow(c, 2.0))))
    assert rt.rt_torch_tensor_backward(loss) == 0
    close(take(rt.rt_torch_tensor_grad(hx)), 2 * x)


def test_backward_needs_one_element(handles):
    fn = "rt_torch_tensor_backward"
    hx = leaf(torch.randn(3), handles)
    y = rt.rt_torch_tensor_mul_scalar(hx, 2.0)
    empty = put(torch.ones(0))
    handles += [y, empty]
    assert_error(rt.rt_torch_tensor_backward(y), ErrorCode.SHAPE, ErrorCode.SHAPE, fn, "one element", "[3]")
    assert_error(rt.rt_torch_tensor_backward(empty), ErrorCode.SHAPE, ErrorCode.SHAPE, fn, "one element", "[0]")
    # one element of any shape is a loss
    s = rt.rt_torch_tensor_sum(y)
    s11 = rt.rt_torch_tensor_reshape(s, [1, 1])
    handles += [s, s11]
    assert rt.rt_torch_tensor_backward(s11) == 0
    close(take(rt.rt_torch_tensor_grad(hx)), torch.full((3,), 2.0))


def test_backward_on_a_loss_without_grad(handles):
    fn = "rt_torch_tensor_backward"
    plain = put(torch.randn(3))
    s = rt.rt_torch_tensor_sum(plain)
    handles += [plain, s]
    assert_error(rt.rt_torch_tensor_backward(s), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT, fn, "require grad")
    # computed under no_grad: not recorded, so not differentiable
    hx = leaf(torch.randn(3), handles)
    assert rt.rt_torch_no_grad_begin() == 0
    s2 = rt.rt_torch_tensor_sum(hx)
    assert rt.rt_torch_no_grad_end() == 0
    handles.append(s2)
    assert rt.rt_torch_tensor_requires_grad(s2) == 0
    assert_error(rt.rt_torch_tensor_backward(s2), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT, fn, "require grad")
    int_one = put(torch.tensor([3]))
    handles.append(int_one)
    assert_error(rt.rt_torch_tensor_backward(int_one), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT, fn)


def test_set_requires_grad_errors(handles):
    fn = "rt_torch_tensor_set_requires_grad"
    for dtype in (torch.int64, torch.int32, torch.uint8, torch.bool):
        h = put(torch.ones(2, dtype=dtype))
        handles.append(h)
        assert_error(rt.rt_torch_tensor_set_requires_grad(h, 1), ErrorCode.DTYPE, ErrorCode.DTYPE, fn, "floating point")
        assert rt.rt_torch_tensor_requires_grad(h) == 0
        assert rt.rt_torch_tensor_set_requires_grad(h, 0) == 0   # turning it off is always fine
    hx = leaf(torch.randn(2), handles)
    y = rt.rt_torch_tensor_mul_scalar(hx, 2.0)
    handles.append(y)
    assert_error(rt.rt_torch_tensor_set_requires_grad(y, 0), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT, fn, "leaf")
    assert rt.rt_torch_tensor_requires_grad(y) == 1


def test_autograd_bad_handles(handles):
    gone = put(torch.randn(2))
    rt.rt_torch_tensor_free(gone)
    for bad, word in ((0, "null"), (-1, "negative"), (gone, "freed"), (2**62, "never issued")):
        assert_error(rt.rt_torch_tensor_set_requires_grad(bad, 1), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE,
                     "rt_torch_tensor_set_requires_grad", word)
        assert_error(rt.rt_torch_tensor_requires_grad(bad), -1, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_requires_grad", word)
        assert_error(rt.rt_torch_tensor_grad(bad), 0, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_grad", word)
        assert_error(rt.rt_torch_tensor_backward(bad), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE,
                     "rt_torch_tensor_backward", "loss:", word)
        assert_error(rt.rt_torch_tensor_zero_grad(bad), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE,
                     "rt_torch_tensor_zero_grad", word)
        assert_error(rt.rt_torch_tensor_detach(bad), 0, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_detach", word)


def test_no_grad_nesting(handles):
    hx = leaf(torch.randn(3), handles)
    assert rt.rt_torch_is_grad_enabled() == 1
    assert rt.rt_torch_no_grad_begin() == 0
    assert rt.rt_torch_is_grad_enabled() == 0
    assert rt.rt_torch_no_grad_begin() == 0
    assert rt.rt_torch_is_grad_enabled() == 0
    y = rt.rt_torch_tensor_mul_scalar(hx, 2.0)
    handles.append(y)
    assert rt.rt_torch_tensor_requires_grad(y) == 0   # not recorded
    close(get(y), get(hx) * 2)
    assert rt.rt_torch_no_grad_end() == 0
    assert rt.rt_torch_is_grad_enabled() == 0         # still inside the outer no_grad
    assert rt.rt_torch_no_grad_end() == 0
    assert rt.rt_torch_is_grad_enabled() == 1
    z = rt.rt_torch_tensor_mul_scalar(hx, 2.0)
    handles.append(z)
    assert rt.rt_torch_tensor_requires_grad(z) == 1   # recording again
    assert_ok()


def test_unbalanced_no_grad_end():
    assert_error(rt.rt_torch_no_grad_end(), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT, "rt_torch_no_grad_end",
                 "without a matching")
    assert rt.rt_torch_is_grad_enabled() == 1
    assert rt.rt_torch_no_grad_begin() == 0
    assert rt.rt_torch_no_grad_end() == 0
    assert_error(rt.rt_torch_no_grad_end(), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT, "rt_torch_no_grad_end")
    assert rt.rt_torch_is_grad_enabled() == 1


def test_backward_inside_no_grad_still_works(handles):
    """As in PyTorch, no_grad stops recording new ops; a graph recorded before can still be differentiated."""
    hx = leaf(torch.randn(3), handles)
    loss = kept(handles, rt.rt_torch_tensor_sum(kept(handles, rt.rt_torch_tensor_mul_scalar(hx, 3.0))))
    assert rt.rt_torch_no_grad_begin() == 0
    try:
        assert rt.rt_torch_tensor_backward(loss) == 0
    finally:
        assert rt.rt_torch_no_grad_end() == 0
    close(take(rt.rt_torch_tensor_grad(hx)), torch.full((3,), 3.0))


def test_grad_mode_is_per_thread(handles):
    hx = leaf(torch.randn(3), handles)
    began, checked = threading.Event(), threading.Event()
    seen: dict[str, object] = {}

    def no_grad_thread():
        seen["begin"] = rt.rt_torch_no_grad_begin()
        seen["inside"] = rt.rt_torch_is_grad_enabled()
        began.set()
        checked.wait(10)
        y = rt.rt_torch_tensor_mul_scalar(hx, 2.0)
        seen["recorded_in_no_grad"] = rt.rt_torch_tensor_requires_grad(y)
        rt.rt_torch_tensor_free(y)
        seen["end"] = rt.rt_torch_no_grad_end()
        seen["after"] = rt.rt_torch_is_grad_enabled()

    def other_thread():
        began.wait(10)
        seen["other_enabled"] = rt.rt_torch_is_grad_enabled()
        y = rt.rt_torch_tensor_mul_scalar(hx, 2.0)
        seen["other_recorded"] = rt.rt_torch_tensor_requires_grad(y)
        rt.rt_torch_tensor_free(y)
        # this thread has no no_grad_begin of its own to end
        seen["other_end"] = rt.rt_torch_no_grad_end()
        seen["other_end_code"] = rt.rt_torch_last_error_code()
        checked.set()

    threads = [threading.Thread(target=no_grad_thread), threading.Thread(target=other_thread)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(20)
    assert seen == {"begin": 0, "inside": 0, "other_enabled": 1, "other_recorded": 1,
                    "other_end": ErrorCode.INVALID_ARGUMENT, "other_end_code": ErrorCode.INVALID_ARGUMENT,
                    "recorded_in_no_grad": 0, "end": 0, "after": 1}
    # and the main thread was never affected
    assert rt.rt_torch_is_grad_enabled() == 1


def test_no_grad_on_this_thread_does_not_stop_another(handles):
    hx = leaf(torch.randn(3), handles)
    result: dict[str, object] = {}

    def worker():
        scaled = rt.rt_torch_tensor_mul_scalar(hx, 5.0)
        loss = rt.rt_torch_tensor_sum(scaled)
        result["requires_grad"] = rt.rt_torch_tensor_requires_grad(loss)
        result["backward"] = rt.rt_torch_tensor_backward(loss)
        rt.rt_torch_tensor_free(loss)
        rt.rt_torch_tensor_free(scaled)

    assert rt.rt_torch_no_grad_begin() == 0
    try:
        t = threading.Thread(target=worker)
        t.start()
        t.join(20)
        assert rt.rt_torch_is_grad_enabled() == 0
    finally:
        assert rt.rt_torch_no_grad_end() == 0
    assert result == {"requires_grad": 1, "backward": 0}
    close(take(rt.rt_torch_tensor_grad(hx)), torch.full((3,), 5.0))


# -- in-place writes (copy_from, optimizer steps) and the graph ------------------------------------------
def _write(dst: int, values: torch.Tensor, handles: list) -> None:
    """copy_from(dst, values) inside no_grad_begin/end, as a caller writing into a parameter does."""
    src = kept(handles, put(values))
    assert rt.rt_torch_no_grad_begin() == 0
    assert rt.rt_torch_tensor_copy_from(dst, src) == 0, rt.rt_torch_last_error()
    assert rt.rt_torch_no_grad_end() == 0


def test_a_view_made_under_no_grad_survives_writes(handles):
    """A view taken under no_grad of a leaf that requires grad does not require grad itself, shares the
    leaf's memory both ways, and stays usable with grad on after writes into it or into the leaf."""
    x = leaf(torch.ones(3, 1), handles)
    assert rt.rt_torch_no_grad_begin() == 0
    v = kept(handles, rt.rt_torch_tensor_squeeze(x))
    assert rt.rt_torch_no_grad_end() == 0
    assert rt.rt_torch_tensor_requires_grad(v) == 0
    _write(v, torch.tensor([1.0, 2.0, 3.0]), handles)
    close(get(x), torch.tensor([[1.0], [2.0], [3.0]]))
    _write(x, torch.full((3, 1), 5.0), handles)
    close(take(rt.rt_torch_tensor_mul_scalar(v, 2.0)), torch.full((3,), 10.0))
    assert_ok()


def test_chunk_parts_stay_usable_after_writes(handles):
    """Parts of a chunk made with grad on: after a write into their base they still compute and give
    their gradients (PyTorch would refuse torch.chunk's multi-output views here)."""
    x = leaf(torch.arange(4.0), handles)
    count, parts = rt.rt_torch_tensor_chunk(x, 2, 0, 4)
    assert count == 2, rt.rt_torch_last_error()
    handles += parts[:count]
    _write(x, torch.tensor([1.0, 2.0, 3.0, 4.0]), handles)
    prod = kept(handles, rt.rt_torch_tensor_mul(parts[0], parts[1]))
    loss = kept(handles, rt.rt_torch_tensor_sum(prod))
    close(get(loss), torch.tensor(1.0 * 3 + 2 * 4))
    assert rt.rt_torch_tensor_backward(loss) == 0, rt.rt_torch_last_error()
    close(take(rt.rt_torch_tensor_grad(x)), torch.tensor([3.0, 4.0, 1.0, 2.0]))


def test_backward_refuses_inputs_written_after_the_forward(handles):
    """x * x saves x for its backward; a write into x between forward and backward makes the gradient
    meaningless, so backward fails with INVALID_ARGUMENT and accumulates nothing."""
    x = leaf(torch.ones(3), handles)
    loss = kept(handles, rt.rt_torch_tensor_sum(kept(handles, rt.rt_torch_tensor_mul(x, x))))
    _write(x, torch.full((3,), 2.0), handles)
    assert_error(rt.rt_torch_tensor_backward(loss), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_backward", "modified by an inplace operation")
    assert rt.rt_torch_tensor_grad(x) == 0


def test_backward_refuses_after_an_optimizer_step(handles):
    w = leaf(torch.ones(2, 2), handles)
    x = leaf(torch.ones(1, 2), handles)   # x's gradient needs w, so the forward saves w
    loss = kept(handles, rt.rt_torch_tensor_sum(kept(handles, rt.rt_torch_nn_linear(x, w, 0))))
    first = kept(handles, rt.rt_torch_tensor_sum(kept(handles, rt.rt_torch_nn_linear(x, w, 0))))
    assert rt.rt_torch_tensor_backward(first) == 0
    opt = rt.rt_torch_optim_sgd([w], 0.1, 0.0, 0.0)
    try:
        assert rt.rt_torch_optim_step(opt) == 0
    finally:
        assert rt.rt_torch_optim_free(opt) == 0
    assert_error(rt.rt_torch_tensor_backward(loss), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT,
                 "rt_torch_tensor_backward", "modified by an inplace operation")


def test_backward_allows_writes_into_inputs_only_their_shapes_are_needed_of(handles):
    """x + 1 and views save no values (as in PyTorch): a write into x after them leaves backward valid."""
    x = leaf(torch.ones(3), handles)
    y = kept(handles, rt.rt_torch_tensor_add_scalar(kept(handles, rt.rt_torch_tensor_slice(x, 0, 1, 3, 1)), 1.0))
    loss = kept(handles, rt.rt_torch_tensor_sum(y))
    _write(x, torch.full((3,), 7.0), handles)
    assert rt.rt_torch_tensor_backward(loss) == 0, rt.rt_torch_last_error()
    close(take(rt.rt_torch_tensor_grad(x)), torch.tensor([0.0, 1.0, 1.0]))


def test_backward_of_a_complex_loss_is_a_dtype_error(handles):
    """Its implicit gradient of 1 is only defined for a real loss (PyTorch's message went unclassified)."""
    z = leaf(torch.tensor([[1.0 + 2.0j]], dtype=torch.complex64), handles)
    loss = kept(handles, rt.rt_torch_tensor_mul_scalar(z, 2.0))
    assert_error(rt.rt_torch_tensor_backward(loss), ErrorCode.DTYPE, ErrorCode.DTYPE, "rt_torch_tensor_backward",
                 "real loss", "complex64")
    assert rt.rt_torch_tensor_grad(z) == 0
