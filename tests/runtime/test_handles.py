"""The process-wide handle table: ids never reused, every kind of bad handle told apart, thread safety."""

from __future__ import annotations

import threading

import pytest
import torch

import simple_torch.runtime as rt
from simple_torch.abi.errors import ErrorCode, InvalidHandleError
from simple_torch.runtime.handles import OPTIMIZER, STREAM, TENSOR, HandleTable

from .conftest import assert_error, assert_ok, close, put, take

THREADS = 8


def why(table: HandleTable, handle, kind=TENSOR, what="x") -> str:
    with pytest.raises(InvalidHandleError) as info:
        table.get(handle, kind, what)
    assert info.value.code == ErrorCode.INVALID_HANDLE
    return str(info.value)


# -- the table on its own ---------------------------------------------------------------------------------
def test_ids_start_at_one_and_count_up_across_kinds():
    table = HandleTable()
    assert [table.add(object(), kind) for kind in (TENSOR, STREAM, OPTIMIZER, TENSOR)] == [1, 2, 3, 4]
    assert table.count(TENSOR) == 2 and table.count(STREAM) == 1 and table.count(OPTIMIZER) == 1


def test_get_and_remove_return_the_object():
    table, obj = HandleTable(), object()
    h = table.add(obj)
    assert table.get(h) is obj
    assert table.remove(h) is obj
    assert table.count() == 0


def test_ids_are_never_reused():
    table = HandleTable()
    seen = set()
    for _ in range(100):
        h = table.add(object())
        assert h not in seen
        seen.add(h)
        table.remove(h)
    assert seen == set(range(1, 101))


@pytest.mark.parametrize("handle, message", [
    (0, "x is 0 (the null handle)"), (-1, "x -1 is negative"), (-2**63, f"x {-2**63} is negative"),
    (3, "x 3 was never issued"), (2**63 - 1, f"x {2**63 - 1} was never issued"),
    (1.0, "x must be an integer handle, got float"), (None, "x must be an integer handle, got NoneType"),
    ("1", "x must be an integer handle, got str"),
])
def test_messages(handle, message):
    table = HandleTable()
    table.add(object())
    table.add(object())
    assert why(table, handle) == message


def test_freed_and_wrong_kind_messages():
    table = HandleTable()
    t, s, o = table.add(object(), TENSOR), table.add(object(), STREAM), table.add(object(), OPTIMIZER)
    table.remove(t)
    assert why(table, t) == f"x {t} was freed"
    assert why(table, s) == f"x {s} is a stream handle, not a tensor handle"
    assert why(table, o) == f"x {o} is an optimizer handle, not a tensor handle"
    assert why(table, o, STREAM, "stream") == f"stream {o} is an optimizer handle, not a stream handle"
    assert why(table, s, OPTIMIZER, "opt") == f"opt {s} is a stream handle, not an optimizer handle"
    with pytest.raises(InvalidHandleError, match="was freed"):
        table.remove(t)
    with pytest.raises(InvalidHandleError, match="not a tensor handle"):
        table.remove(s)   # a remove of the wrong kind leaves the handle alone
    assert table.get(s, STREAM) is not None


def test_threads_adding_and_removing_get_distinct_ids():
    table, barrier = HandleTable(), threading.Barrier(THREADS)
    ids: list[list[int]] = [[] for _ in range(THREADS)]

    def work(mine: list[int]):
        barrier.wait()
        for i in range(2000):
            h = table.add(i)
            mine.append(h)
            if i % 2:
                assert table.remove(h) == i

    threads = [threading.Thread(target=work, args=(mine,)) for mine in ids]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    every = [h for mine in ids for h in mine]
    assert sorted(every) == list(range(1, THREADS * 2000 + 1))
    assert table.count() == THREADS * 1000
    for mine in ids:
        assert mine == sorted(mine)   # each thread sees its ids grow


# -- through the runtime ----------------------------------------------------------------------------------
def test_runtime_handles_grow_and_are_never_reused():
    first = rt.rt_torch_tensor_zeros([1])
    rt.rt_torch_tensor_free(first)
    second = rt.rt_torch_tensor_zeros([1])
    assert second > first > 0
    rt.rt_torch_tensor_free(second)
    assert_error(rt.rt_torch_tensor_numel(first), -1, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_numel", "was freed")


def test_free_of_zero_is_a_no_op():
    rt.rt_torch_tensor_zeros([-1])
    assert rt.rt_torch_tensor_free(0) == 0
    assert_ok()


@pytest.mark.parametrize("bad, words", [(-1, ("-1 is negative",)), (2**62, ("was never issued",)),
                                        (1.5, ("must be an integer handle", "float")),
                                        (None, ("must be an integer handle",))])
def test_free_of_a_bad_handle(bad, words):
    assert_error(rt.rt_torch_tensor_free(bad), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_free",
                 "x: handle", *words)


def test_double_free_is_reported_not_a_crash():
    h = rt.rt_torch_tensor_ones([2])
    assert rt.rt_torch_tensor_free(h) == 0
    for _ in range(2):
        assert_error(rt.rt_torch_tensor_free(h), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_free",
                     f"x: handle {h} was freed")


def test_freeing_one_handle_leaves_the_others(handles):
    a, b = put(torch.tensor([1.0])), put(torch.tensor([2.0]))
    handles.append(b)
    rt.rt_torch_tensor_free(a)
    close(take(rt.rt_torch_tensor_clone(b)), torch.tensor([2.0]))


def test_wrong_kind_of_handle(handles):
    w = put(torch.ones(2))
    handles.append(w)
    assert rt.rt_torch_tensor_set_requires_grad(w, 1) == 0
    live = rt.rt_torch_live_tensors()
    opt = rt.rt_torch_optim_sgd([w], 0.1, 0.0, 0.0)
    assert opt > 0, rt.rt_torch_last_error()
    try:
        assert rt.rt_torch_live_tensors() == live   # optimizers are not tensors
        assert_error(rt.rt_torch_tensor_numel(opt), -1, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_numel",
                     f"x: handle {opt} is an optimizer handle, not a tensor handle")
        assert_error(rt.rt_torch_tensor_free(opt), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_free",
                     "is an optimizer handle, not a tensor handle")
        assert_error(rt.rt_torch_optim_step(w), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE, "rt_torch_optim_step",
                     f"opt: handle {w} is a tensor handle, not an optimizer handle")
        assert_error(rt.rt_torch_stream_free(w), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE, "rt_torch_stream_free",
                     "is a tensor handle, not a stream handle")
        close(take(rt.rt_torch_tensor_clone(w)).detach(), torch.ones(2))   # still a live tensor
    finally:
        assert rt.rt_torch_optim_free(opt) == 0
    assert_error(rt.rt_torch_optim_free(opt), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE, "rt_torch_optim_free",
                 "was freed")


def test_threads_creating_and_freeing_through_the_runtime():
    before = rt.rt_torch_live_tensors()
    barrier = threading.Barrier(THREADS)
    issued: list[list[int]] = [[] for _ in range(THREADS)]
    failures: list[str] = []

    def work(index: int):
        mine = issued[index]
        barrier.wait()
        for i in range(200):
            h = rt.rt_torch_tensor_full([2], float(index))
            if h <= 0:
                failures.append(rt.rt_torch_last_error())
                return
            mine.append(h)
            total = rt.rt_torch_tensor_sum(h)   # the handle works while other threads add and free
            if rt.rt_torch_tensor_item(total) != (0, 2.0 * index) or rt.rt_torch_tensor_free(total) != 0:
                failures.append(f"sum of {h} in thread {index}")
            if i % 7 == 0:   # every thread also makes errors: each must see only its own
                rt.rt_torch_tensor_numel(-index - 1)
                if not rt.rt_torch_last_error().endswith(f"handle {-index - 1} is negative"):
                    failures.append(rt.rt_torch_last_error())
            if rt.rt_torch_tensor_free(h) != 0:
                failures.append(rt.rt_torch_last_error())

    threads = [threading.Thread(target=work, args=(i,)) for i in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert failures == []
    every = [h for mine in issued for h in mine]
    assert len(every) == THREADS * 200 and len(set(every)) == len(every)
    assert rt.rt_torch_live_tensors() == before


def test_a_handle_freed_in_one_thread_is_freed_for_all():
    h = rt.rt_torch_tensor_zeros([1])
    worker = threading.Thread(target=rt.rt_torch_tensor_free, args=(h,))
    worker.start()
    worker.join()
    assert_error(rt.rt_torch_tensor_dtype(h), -1, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_dtype", "was freed")


@pytest.mark.parametrize("bad, kind", [(True, "bool"), (1.0, "float"), (2.0, "float")])
def test_look_alike_handles_are_refused(bad, kind, handles):
    """True and 1.0 hash as the handle 1; they must not reach the tensor behind it."""
    table = HandleTable()
    table.add(object())
    table.add(object())
    assert why(table, bad) == f"x must be an integer handle, got {kind}"
    handles += [put(torch.ones(2)) for _ in range(2)]
    assert_error(rt.rt_torch_tensor_numel(bad), -1, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_numel",
                 f"must be an integer handle, got {kind}")


def test_numpy_integer_handles_work(handles):
    np = pytest.importorskip("numpy")
    handles.append(put(torch.ones(2, 3)))
    assert rt.rt_torch_tensor_numel(np.int64(handles[0])) == 6
    h = rt.rt_torch_tensor_zeros([1])
    assert rt.rt_torch_tensor_free(np.int64(h)) == 0
    assert_error(rt.rt_torch_tensor_free(np.int64(h)), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE,
                 "rt_torch_tensor_free", f"handle {h} was freed")
