"""What the short path of a call skips still happens where it must: the last error of a thread, the scopes of a
thread, a wrong number of arguments, and the NumPy backend's results without a cast or a graph."""

from __future__ import annotations

import threading

import numpy as np
import pytest
import torch

import simple_torch.runtime as rt
from simple_torch.abi.enums import Kind
from simple_torch.abi.errors import ErrorCode
from simple_torch.engines.numpy_backend import dtypes
from simple_torch.engines.numpy_backend.ops import elementwise, reductions
from simple_torch.engines.numpy_backend.tensor import Tensor, set_grad_enabled, untracked
from simple_torch.runtime import handles, last_error

from .conftest import assert_error, assert_ok, put, take

TIMEOUT = 30


def on_thread(work):
    """work() on a thread of its own, run to its end; what it returned."""
    out = []
    thread = threading.Thread(target=lambda: out.append(work()))
    thread.start()
    thread.join(TIMEOUT)
    return out[0]


# -- the last error -----------------------------------------------------------------------------------------------
def test_a_success_clears_its_own_thread_error_only():
    x = put(torch.ones(2))
    rt.rt_torch_tensor_free(2**62)   # this thread fails
    assert rt.rt_torch_last_error_code() == ErrorCode.INVALID_HANDLE

    def succeed_elsewhere():
        h = rt.rt_torch_tensor_clone(x)
        rt.rt_torch_tensor_free(h)
        return rt.rt_torch_last_error_code()
    assert on_thread(succeed_elsewhere) == ErrorCode.OK
    assert rt.rt_torch_last_error_code() == ErrorCode.INVALID_HANDLE   # untouched by the other thread's success
    rt.rt_torch_tensor_free(x)
    assert_ok()
    assert threading.get_ident() not in last_error.failing


def test_a_thread_error_outlives_other_threads_successes():
    started, done = threading.Event(), threading.Event()
    seen = []

    def fail_then_read():
        rt.rt_torch_tensor_numel(2**62)
        started.set()
        done.wait(TIMEOUT)
        seen.append((rt.rt_torch_last_error_code(), rt.rt_torch_last_error()))
        rt.rt_torch_clear_error()
        seen.append(threading.get_ident() in last_error.failing)

    thread = threading.Thread(target=fail_then_read)
    thread.start()
    started.wait(TIMEOUT)
    h = rt.rt_torch_tensor_ones([2])   # successes on this thread, while the other one's error stands
    rt.rt_torch_tensor_free(h)
    assert_ok()
    done.set()
    thread.join(TIMEOUT)
    code, message = seen[0]
    assert code == ErrorCode.INVALID_HANDLE and message.startswith("rt_torch_tensor_numel: ")
    assert seen[1] is False


# -- scopes ----------------------------------------------------------------------------------------------------------
def test_the_threads_with_a_scope_open_are_listed_until_their_last_closes():
    me = threading.get_ident()
    rt.rt_torch_scope_begin()
    rt.rt_torch_scope_begin()
    assert me in handles._scoping
    rt.rt_torch_scope_end()
    assert me in handles._scoping   # the outer scope is still open
    inside = rt.rt_torch_tensor_ones([2])
    rt.rt_torch_scope_end()
    assert me not in handles._scoping
    assert_error(rt.rt_torch_tensor_numel(inside), -1, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_numel", "freed")


def test_a_scope_left_open_by_an_ended_thread_takes_nothing_of_another_thread():
    def open_and_end():
        rt.rt_torch_scope_begin()
        return threading.get_ident()
    on_thread(open_and_end)
    before = rt.rt_torch_live_tensors()
    h = rt.rt_torch_tensor_ones([2])   # recorded in no scope: this thread has none open
    rt.rt_torch_scope_begin()
    rt.rt_torch_scope_end()
    assert rt.rt_torch_live_tensors() == before + 1 and rt.rt_torch_tensor_numel(h) == 2
    rt.rt_torch_tensor_free(h)


# -- the entry wrapper -----------------------------------------------------------------------------------------------
def refused(result, failure, function: str, words: str) -> None:
    """A call with a wrong number of arguments failed inside the runtime, as any failure: the function's failure
    value and the TypeError's words (the code is the backend's for a TypeError)."""
    assert result == failure
    assert rt.rt_torch_last_error_code() != ErrorCode.OK
    assert rt.rt_torch_last_error().startswith(f"{function}: ") and words in rt.rt_torch_last_error()


def test_a_wrong_number_of_arguments_fails_inside_the_runtime():
    h = put(torch.ones(2))
    refused(rt.rt_torch_tensor_add(h), 0, "rt_torch_tensor_add", "missing 1 required positional argument")
    refused(rt.rt_torch_tensor_add(h, h, h), 0, "rt_torch_tensor_add", "takes 2 positional arguments but 3")
    refused(rt.rt_torch_tensor_mul_scalar(h), 0, "rt_torch_tensor_mul_scalar", "missing 1 required positional")
    refused(rt.rt_torch_tensor_numel(), -1, "rt_torch_tensor_numel", "missing 1 required positional")
    code = rt.rt_torch_tensor_free()   # a status function returns the code itself
    refused(code, rt.rt_torch_last_error_code(), "rt_torch_tensor_free", "missing 1 required positional")
    rt.rt_torch_tensor_free(h)


def test_the_c_entry_points_wrapper_gives_the_same_results_and_errors():
    a, b = put(torch.tensor([1.0, 2.0])), put(torch.tensor([3.0, 4.0]))
    for add in (rt.rt_torch_tensor_add, rt.rt_torch_tensor_add.from_c):
        assert torch.equal(take(add(a, b)), torch.tensor([4.0, 6.0]))
        assert_error(add(a, 2**62), 0, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_add", "b: handle")
    assert rt.rt_torch_tensor_free.from_c(a) == 0 and rt.rt_torch_tensor_free.from_c(b) == 0
    assert_error(rt.rt_torch_tensor_free.from_c(a), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE,
                 "rt_torch_tensor_free", "freed")


# -- the NumPy backend's ops, whichever backend is active --------------------------------------------------------------
DTYPES = list(dtypes.BY_CODE.values())


def test_untracked_sets_what_the_constructor_sets():
    data = np.ones(3, np.float32)
    made, built = Tensor(data), untracked(data)
    for slot in (s for s in Tensor.__slots__ if s != "__weakref__"):
        assert getattr(built, slot) is getattr(made, slot), slot
    assert type(untracked(np.float32(1.0)).data) is np.ndarray   # a NumPy scalar becomes a 0-dim array


def _in_common_dtype(a: Tensor, b: Tensor, forward, combine_bool):
    """The result of the cast-first path the one-dtype case skips (elementwise._binary, then the result dtype)."""
    x, y, out = elementwise._binary(a, b)
    return np.asarray((combine_bool(x, y) if out == dtypes.BOOL else forward(x, y)).astype(out, copy=False))


@pytest.mark.parametrize("dtype", DTYPES, ids=str)
@pytest.mark.parametrize("shape", [(), (2, 3)])
def test_one_dtype_arithmetic_equals_the_cast_first_results(dtype, shape):
    rng = np.random.default_rng(0)
    x, y = (Tensor(rng.integers(1, 5, size=shape).astype(dtype)) for _ in range(2))
    cases = [(elementwise.add, np.add, np.logical_or), (elementwise.mul, np.multiply, np.logical_and)]
    if dtype != dtypes.BOOL:
        cases.append((elementwise.sub, np.subtract, None))
    for op, forward, combine_bool in cases:
        got, expected = op(x, y), _in_common_dtype(x, y, forward, combine_bool)
        assert type(got.data) is np.ndarray and got.data.dtype == expected.dtype and got.data.shape == shape
        assert got.data.tobytes() == expected.tobytes(), op.__name__
        assert got.node is None and not got.requires_grad


@pytest.mark.parametrize("dtype", DTYPES, ids=str)
@pytest.mark.parametrize("shape", [(), (2, 3)])
def test_scalar_arithmetic_and_sum_equal_the_cast_first_results(dtype, shape):
    x = Tensor(np.random.default_rng(1).integers(1, 5, size=shape).astype(dtype))
    out = dtypes.with_scalar(dtype)
    for op, forward in ((elementwise.mul_scalar, np.multiply), (elementwise.add_scalar, np.add)):
        expected = forward(x.data.astype(dtypes.compute(out)), 2.5).astype(out)
        got = op(x, 2.5)
        assert type(got.data) is np.ndarray and got.data.dtype == out and got.data.tobytes() == expected.tobytes()
    summed = dtypes.INT64 if dtypes.category(dtype) < Kind.floating else dtype
    expected = np.asarray(np.sum(x.data, dtype=dtypes.compute(summed))).astype(summed)
    got = reductions.sum(x, None, False)
    assert type(got.data) is np.ndarray and got.data.dtype == summed and got.data.tobytes() == expected.tobytes()


def test_a_graph_is_built_only_for_an_input_that_requires_grad_with_grad_on():
    a, b = Tensor(np.ones(3, np.float32)), Tensor(np.ones(3, np.float32), requires_grad=True)
    for op in (lambda: elementwise.add(a, b), lambda: elementwise.sub(a, b), lambda: elementwise.mul(a, b),
               lambda: elementwise.mul_scalar(b, 2.0), lambda: elementwise.add_scalar(b, 2.0),
               lambda: reductions.sum(b, None, False)):
        tracked = op()
        assert tracked.requires_grad and tracked.node is not None
        set_grad_enabled(False)
        try:
            untracked_out = op()
        finally:
            set_grad_enabled(True)
        assert not untracked_out.requires_grad and untracked_out.node is None
    assert elementwise.add(a, a).node is None


@pytest.mark.parametrize("dtype", [*DTYPES, np.dtype(">f4"), np.dtype(">i8"), np.dtype(np.uint16)], ids=str)
def test_dtype_lookups_match_the_comparisons(dtype):
    assert dtypes.category(dtype) == dtypes._category_of(dtype)
    assert dtypes.compute(dtype) == (dtypes.FLOAT32 if dtype in (dtypes.FLOAT16, dtypes.BFLOAT16) else dtype)
