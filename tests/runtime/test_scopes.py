"""Section 16: scopes free what the thread made inside them, except kept handles."""

from __future__ import annotations

import threading

import torch

import simple_torch.runtime as rt
from simple_torch.abi.errors import ErrorCode

from .conftest import assert_error, assert_ok, get, put


def live() -> int:
    return rt.rt_torch_live_tensors()


def test_end_frees_every_handle_made_inside():
    start = live()
    outside = put(torch.ones(3))
    assert rt.rt_torch_scope_begin() == 0
    assert_ok()
    inner = [rt.rt_torch_tensor_add(outside, outside), rt.rt_torch_tensor_exp(outside), put(torch.zeros(2))]
    assert live() == start + 4
    assert rt.rt_torch_scope_end() == 0
    assert live() == start + 1
    for h in inner:
        assert_error(rt.rt_torch_tensor_numel(h), -1, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_numel", "freed")
    torch.testing.assert_close(get(outside), torch.ones(3))
    rt.rt_torch_tensor_free(outside)


def test_keep_moves_a_handle_to_the_outer_scope():
    start = live()
    rt.rt_torch_scope_begin()
    x = put(torch.full((2,), 3.0))
    rt.rt_torch_scope_begin()
    y = rt.rt_torch_tensor_mul(x, x)
    rt.rt_torch_tensor_neg(x)   # dropped by the inner scope
    assert rt.rt_torch_scope_keep(y) == 0
    rt.rt_torch_scope_end()
    assert live() == start + 2
    torch.testing.assert_close(get(y), torch.full((2,), 9.0))
    rt.rt_torch_scope_end()      # y was kept only one level up: freed now
    assert live() == start


def test_kept_from_the_outermost_scope_survives_all():
    rt.rt_torch_scope_begin()
    z = rt.rt_torch_tensor_ones([4])
    rt.rt_torch_scope_keep(z)
    rt.rt_torch_scope_end()
    assert rt.rt_torch_tensor_numel(z) == 4
    assert rt.rt_torch_tensor_free(z) == 0


def test_freed_inside_and_optimizers_are_handled():
    start = live()
    p = put(torch.ones(2))
    rt.rt_torch_tensor_set_requires_grad(p, 1)
    rt.rt_torch_scope_begin()
    early = rt.rt_torch_tensor_zeros([1])
    assert rt.rt_torch_tensor_free(early) == 0
    opt = rt.rt_torch_optim_sgd([p], 0.1, 0.0, 0.0)
    assert rt.rt_torch_scope_end() == 0
    assert_error(rt.rt_torch_optim_step(opt), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE, "rt_torch_optim_step", "freed")
    assert live() == start + 1
    rt.rt_torch_tensor_free(p)


def test_unbalanced_and_bad_arguments():
    assert_error(rt.rt_torch_scope_end(), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT, "rt_torch_scope_end",
                 "without a matching scope_begin")
    t = rt.rt_torch_tensor_ones([1])
    assert_error(rt.rt_torch_scope_keep(t), ErrorCode.INVALID_ARGUMENT, ErrorCode.INVALID_ARGUMENT, "rt_torch_scope_keep",
                 "no scope is open")
    rt.rt_torch_scope_begin()
    for bad, word in ((0, "null"), (-1, "negative"), (t + 10**9, "never issued")):
        assert_error(rt.rt_torch_scope_keep(bad), ErrorCode.INVALID_HANDLE, ErrorCode.INVALID_HANDLE, "rt_torch_scope_keep", word)
    rt.rt_torch_scope_end()
    rt.rt_torch_tensor_free(t)


def test_scopes_are_per_thread():
    start = live()
    rt.rt_torch_scope_begin()
    mine = rt.rt_torch_tensor_ones([2])
    made_elsewhere: list[int] = []

    def worker():
        rt.rt_torch_scope_begin()
        rt.rt_torch_tensor_ones([3])
        made_elsewhere.append(rt.rt_torch_tensor_zeros([3]))   # kept below: it outlives the worker's scope
        rt.rt_torch_scope_keep(made_elsewhere[-1])
        rt.rt_torch_scope_end()

    thread = threading.Thread(target=worker)
    thread.start()
    thread.join()
    assert live() == start + 2                   # mine, and the worker's kept handle
    rt.rt_torch_scope_end()                      # ours frees only ours
    assert live() == start + 1
    assert rt.rt_torch_tensor_numel(made_elsewhere[0]) == 3
    rt.rt_torch_tensor_free(made_elsewhere[0])
    assert_error(rt.rt_torch_tensor_numel(mine), -1, ErrorCode.INVALID_HANDLE, "rt_torch_tensor_numel", "freed")
