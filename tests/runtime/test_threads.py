"""Threads: the handle table is shared by all threads; grad mode and the last error are per thread."""

from __future__ import annotations

import queue
import threading

import torch
import torch.nn.functional as F

import simple_torch.runtime as rt
from simple_torch.abi.errors import ErrorCode

from .conftest import get, on_device, put

N_THREADS = 6
TIMEOUT = 30


def run_threads(target, n: int, *args):
    """Start n threads running target(index, *args) together; re-raise the first failure in the caller."""
    errors: list[BaseException] = []
    barrier = threading.Barrier(n)

    def wrapped(i):
        try:
            barrier.wait(TIMEOUT)
            target(i, *args)
        except BaseException as exc:   # noqa: BLE001 - reported below, with the thread's index
            errors.append(exc)
            barrier.abort()

    threads = [threading.Thread(target=wrapped, args=(i,), name=f"worker-{i}") for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(TIMEOUT)
        assert not t.is_alive(), f"{t.name} hung"
    if errors:
        raise errors[0]


def check(h: int) -> int:
    assert h > 0, rt.rt_torch_last_error()
    return h


def test_mixed_ops_concurrently():
    start = rt.rt_torch_live_tensors()

    def worker(i):
        g = torch.Generator().manual_seed(100 + i)
        no_grad = i % 2 == 1              # half the threads work under no_grad, the others record
        if no_grad:
            assert rt.rt_torch_no_grad_begin() == 0
        try:
            for _ in range(15):
                x, w, b = torch.randn(4, 6, generator=g), torch.randn(5, 6, generator=g), torch.randn(5, generator=g)
                img, k = torch.randn(1, 2, 6, 6, generator=g), torch.randn(3, 2, 3, 3, generator=g)
                target = torch.randint(0, 5, (4,), generator=g)
                hx, hw, hb, himg, hk, ht = (put(t) for t in (x, w, b, img, k, target))
                assert rt.rt_torch_tensor_set_requires_grad(hw, 1) == 0
                owned = [hx, hw, hb, himg, hk, ht]
                lin = check(rt.rt_torch_nn_linear(hx, hw, hb)); owned.append(lin)
                act = check(rt.rt_torch_relu(lin)); owned.append(act)
                sm = check(rt.rt_torch_softmax(act, 1)); owned.append(sm)
                conv = check(rt.rt_torch_nn_conv2d(himg, hk, 0, [1, 1], [1, 1], [1, 1], 1)); owned.append(conv)
                pool = check(rt.rt_torch_nn_max_pool2d(conv, [2, 2], [2, 2], [0, 0])); owned.append(pool)
                mm = check(rt.rt_torch_tensor_matmul(hx, rt_t := check(rt.rt_torch_tensor_t(hw)))); owned += [rt_t, mm]
                loss = check(rt.rt_torch_nn_cross_entropy(lin, ht, 1)); owned.append(loss)

                torch.testing.assert_close(get(sm), torch.softmax(torch.relu(F.linear(x, w, b)), 1))
                # the convolution where the runtime computes it: a GPU's rounds otherwise (in TF32 by default)
                conv_pool = on_device(lambda a, kernel: F.max_pool2d(F.conv2d(a, kernel, None, 1, 1), 2, 2), img, k)
                torch.testing.assert_close(get(pool), conv_pool, rtol=1e-5, atol=1e-5)
                torch.testing.assert_close(get(mm), x @ w.t())
                assert rt.rt_torch_is_grad_enabled() == (0 if no_grad else 1)
                assert rt.rt_torch_tensor_requires_grad(loss) == (0 if no_grad else 1)
                if not no_grad:
                    assert rt.rt_torch_tensor_backward(loss) == 0
                    ref = w.clone().requires_grad_(True)
                    F.cross_entropy(F.linear(x, ref, b), target).backward()
                    grad = check(rt.rt_torch_tensor_grad(hw)); owned.append(grad)
                    torch.testing.assert_close(get(grad), ref.grad, rtol=1e-5, atol=1e-6)
                for h in owned:
                    assert rt.rt_torch_tensor_free(h) == 0
                assert rt.rt_torch_last_error_code() == 0
        finally:
            if no_grad:
                assert rt.rt_torch_no_grad_end() == 0

    run_threads(worker, N_THREADS)
    assert rt.rt_torch_is_grad_enabled() == 1
    assert rt.rt_torch_live_tensors() == start


def test_last_error_is_per_thread():
    x = put(torch.randn(2, 3))
    rt.rt_torch_tensor_free(2**62)   # the main thread's own error
    main_message = rt.rt_torch_last_error()
    assert rt.rt_torch_last_error_code() == ErrorCode.INVALID_HANDLE
    failed, checked = threading.Barrier(N_THREADS), threading.Barrier(N_THREADS)
    seen: dict[int, tuple] = {}

    def worker(i):
        fresh = (rt.rt_torch_last_error_code(), rt.rt_torch_last_error())   # a new thread starts clean
        # each thread fails differently (even: bad handle, odd: bad argument), or succeeds (i == 0)
        if i == 0:
            h = rt.rt_torch_tensor_clone(x)
            own = (rt.rt_torch_last_error_code(), rt.rt_torch_last_error())
            failed.wait(TIMEOUT)
            checked.wait(TIMEOUT)
            later = (rt.rt_torch_last_error_code(), rt.rt_torch_last_error())
            rt.rt_torch_tensor_free(h)
        elif i % 2 == 0:
            rt.rt_torch_nn_linear(x, 0, 0)
            own = (rt.rt_torch_last_error_code(), rt.rt_torch_last_error())
            failed.wait(TIMEOUT)
            checked.wait(TIMEOUT)
            later = (rt.rt_torch_last_error_code(), rt.rt_torch_last_error())
        else:
            rt.rt_torch_nn_dropout(x, 1.0 + i, 1)
            own = (rt.rt_torch_last_error_code(), rt.rt_torch_last_error())
            failed.wait(TIMEOUT)   # every thread has failed (or succeeded) by now ...
            checked.wait(TIMEOUT)  # ... and then every thread reads its error again
            later = (rt.rt_torch_last_error_code(), rt.rt_torch_last_error())
        seen[i] = (fresh, own, later)

    try:
        run_threads(worker, N_THREADS)
        # the main thread's error is untouched by all of that
        assert rt.rt_torch_last_error_code() == ErrorCode.INVALID_HANDLE
        assert rt.rt_torch_last_error() == main_message
    finally:
        rt.rt_torch_tensor_free(x)
    for i, (fresh, own, later) in seen.items():
        assert fresh == (ErrorCode.OK, ""), (i, fresh)
        assert later == own, (i, own, later)
        if i == 0:
            assert own == (ErrorCode.OK, "")
        elif i % 2 == 0:
            assert own == (ErrorCode.INVALID_HANDLE, "rt_torch_nn_linear: weight: handle is 0 (the null handle)")
        else:
            assert own[0] == ErrorCode.INVALID_ARGUMENT
            assert own[1].startswith(f"rt_torch_nn_dropout: p is {1.0 + i}"), own
    assert len(seen) == N_THREADS
    assert main_message.startswith("rt_torch_tensor_free: x: handle") and "never issued" in main_message


def test_main_thread_error_survives_other_threads():
    rt.rt_torch_nn_dropout(0, 0.5, 1)
    expected = (rt.rt_torch_last_error_code(), rt.rt_torch_last_error())
    assert expected[0] == ErrorCode.INVALID_HANDLE

    def worker(i):
        h = put(torch.ones(3))
        rt.rt_torch_nn_dropout(h, 5.0, 1)           # an error on this thread
        assert rt.rt_torch_last_error_code() == ErrorCode.INVALID_ARGUMENT
        assert rt.rt_torch_tensor_free(h) == 0      # and a success
        assert rt.rt_torch_last_error_code() == ErrorCode.OK

    run_threads(worker, 4)
    assert (rt.rt_torch_last_error_code(), rt.rt_torch_last_error()) == expected


def test_tensor_created_on_one_thread_freed_on_another():
    start = rt.rt_torch_live_tensors()
    made: queue.Queue = queue.Queue()
    results: dict[str, object] = {}

    def producer():
        for i in range(50):
            made.put((put(torch.full((3,), float(i))), i))
        made.put(None)

    def consumer():
        freed, values_ok = [], True
        while (item := made.get(TIMEOUT)) is not None:
            h, i = item
            values_ok &= torch.equal(get(h), torch.full((3,), float(i)))   # readable on another thread
            freed.append((h, rt.rt_torch_tensor_free(h)))
        results["freed"] = freed
        results["values_ok"] = values_ok

    threads = [threading.Thread(target=producer), threading.Thread(target=consumer)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(TIMEOUT)
    assert results["values_ok"] is True
    assert len(results["freed"]) == 50 and all(status == 0 for _, status in results["freed"])
    assert rt.rt_torch_live_tensors() == start
    # and a third thread sees them as freed
    h = results["freed"][0][0]
    third: list = []
    t = threading.Thread(target=lambda: third.append((rt.rt_torch_tensor_free(h), rt.rt_torch_last_error())))
    t.start()
    t.join(TIMEOUT)
    assert third[0][0] == ErrorCode.INVALID_HANDLE
    assert third[0][1] == f"rt_torch_tensor_free: x: handle {h} was freed"


def test_handles_are_unique_across_threads():
    start = rt.rt_torch_live_tensors()
    per_thread: dict[int, list[int]] = {}

    def worker(i):
        mine = [put(torch.tensor([float(i)])) for _ in range(100)]
        per_thread[i] = list(mine)
        for h in mine:
            assert get(h).item() == float(i)   # nobody else's tensor behind my handle
        for h in mine:
            assert rt.rt_torch_tensor_free(h) == 0

    run_threads(worker, 8)
    every = [h for hs in per_thread.values() for h in hs]
    assert len(every) == 800 and len(set(every)) == 800
    assert rt.rt_torch_live_tensors() == start


def test_concurrent_backward_into_a_shared_leaf():
    """Grads from several threads accumulate into one leaf, as PyTorch's autograd does."""
    start = rt.rt_torch_live_tensors()
    hp = put(torch.ones(4))
    assert rt.rt_torch_tensor_set_requires_grad(hp, 1) == 0

    def worker(i):
        for _ in range(5):
            y = check(rt.rt_torch_tensor_mul_scalar(hp, float(i + 1)))
            loss = check(rt.rt_torch_tensor_sum(y))
            assert rt.rt_torch_tensor_backward(loss) == 0
            assert rt.rt_torch_tensor_free(y) == 0
            assert rt.rt_torch_tensor_free(loss) == 0

    try:
        run_threads(worker, N_THREADS)
        g = check(rt.rt_torch_tensor_grad(hp))
        expected = 5 * sum(range(1, N_THREADS + 1))   # small integers: exact in float32 in any order
        assert torch.equal(get(g), torch.full((4,), float(expected)))
        rt.rt_torch_tensor_free(g)
    finally:
        rt.rt_torch_tensor_free(hp)
    assert rt.rt_torch_live_tensors() == start
