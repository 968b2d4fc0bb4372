"""Tier 3's short path into the runtime refuses what the C path refuses, with the same code and message.

The generated defs of single tensors read the handles in place; shapes of plain ints pass size_args,
args.int_list, _target_shape and addressable in one test each; args.dim takes a plain int as it is; a Tensor's
finalizer frees its handle through the table where no last error is set. Each refused input below goes through
the runtime function as C calls it (failure value + last error) and through Tier 3 (the raised st.Error).
"""

from __future__ import annotations

import gc

import numpy as np
import torch
import pytest

import simple_torch as st
from simple_torch import calls
from simple_torch import runtime as rt
from simple_torch.abi.errors import ErrorCode


def c_refusal(name: str, *arguments) -> tuple[int, str]:
    """(code, message) of the runtime function called as C calls it, the failure value checked."""
    function = getattr(rt, name)
    assert function.from_c(*arguments) == 0
    code, message = rt.rt_torch_last_error_code(), rt.rt_torch_last_error()
    rt.rt_torch_clear_error()
    return code, message


def tier3_refusal(call, *arguments) -> tuple[int, str]:
    with pytest.raises(st.Error) as raised:
        call(*arguments)
    return raised.value.code, str(raised.value)


def assert_refused_alike(name: str, call, x, *rest, code: ErrorCode, words: str) -> None:
    through_c = c_refusal(name, x.handle, *rest)
    through_tier3 = tier3_refusal(call, x, *rest)
    assert through_c == through_tier3, (through_c, through_tier3)
    assert through_c[0] == code and words in through_c[1], through_c
    assert rt.rt_torch_last_error_code() == ErrorCode.OK   # read and cleared, as check always did


SHAPES = [   # (dims, code, words of the message) for a view or reshape of 32 elements
    ((8, 5), ErrorCode.SHAPE, "dims [8, 5] hold 40 elements, the tensor has 32"),
    ((), ErrorCode.SHAPE, "dims [] hold 1 elements, the tensor has 32"),
    ((-1, -1), ErrorCode.INVALID_ARGUMENT, "dims [-1, -1] has more than one -1"),
    ((-2, -16), ErrorCode.INVALID_ARGUMENT, "dims[0] is -2; sizes must be non-negative (or -1 to infer)"),
    ((-1, 5), ErrorCode.SHAPE, "cannot make [-1, 5] of 32 elements"),
    ((0, -1), ErrorCode.SHAPE, "cannot make [0, -1] of 32 elements"),
    ((True, 32), ErrorCode.INVALID_ARGUMENT, "dims[0] must be an integer, got a bool"),
    ((8, 4.0), ErrorCode.INVALID_ARGUMENT, "dims[1] must be an integer, got float"),
    ((1,) * 65, ErrorCode.INVALID_ARGUMENT, "dims has 65 entries; at most 64 dims are supported"),
]


@pytest.mark.parametrize("name", ["view", "reshape"])
@pytest.mark.parametrize("dims, code, words", SHAPES)
def test_a_refused_shape_gets_the_same_error_through_both_paths(name, dims, code, words):
    x = st.zeros(4, 8)
    assert_refused_alike(f"rt_torch_tensor_{name}", getattr(calls, f"tensor_{name}"), x, dims, code=code,
                         words=words)


@pytest.mark.parametrize("name", ["view", "reshape"])
def test_shapes_of_other_integers_and_lists_are_taken_as_before(name):
    x = st.arange(32)
    for dims in ((np.int64(8), 4), [8, 4], (8, -1), [np.int32(-1), 4]):
        assert getattr(calls, f"tensor_{name}")(x, dims).shape == (8, 4)
    assert getattr(x, name)(np.int64(8), 4).shape == getattr(x, name)((8, 4)).shape == (8, 4)
    assert getattr(x, name)([2, 16]).shape == (2, 16)
    with pytest.raises(TypeError, match="sizes must be ints, got bool"):   # Tier 3's own refusal, first
        getattr(x, name)(True, 32)


def test_an_empty_tensor_is_still_refused_a_shape_past_2_to_the_63_bytes():
    """The element count spares the addressable() test only where it proves the bytes fit."""
    x = st.zeros(0)
    assert_refused_alike("rt_torch_tensor_view", calls.tensor_view, x, (2**62, 0), code=ErrorCode.INVALID_ARGUMENT,
                         words="dims [4611686018427387904, 0] of float32 span")
    assert x.view(2**20, 0).shape == (2**20, 0)


@pytest.mark.parametrize("dim, code, words", [
    (True, ErrorCode.INVALID_ARGUMENT, "dim must be an integer, got a bool"),
    (2, ErrorCode.INVALID_ARGUMENT, "dim 2 is out of range for a tensor of 2 dims (expected -2..1)"),
    (-3, ErrorCode.INVALID_ARGUMENT, "dim -3 is out of range"),
    (1.0, ErrorCode.INVALID_ARGUMENT, "dim must be an integer, got float"),
])
def test_a_refused_dim_gets_the_same_error_through_both_paths(dim, code, words):
    assert_refused_alike("rt_torch_softmax", calls.softmax, st.zeros(4, 8), dim, code=code, words=words)


def test_a_numpy_dim_is_taken_as_before():
    x = st.randn(4, 8)
    assert st.equal(calls.softmax(x, np.int64(-1)), calls.softmax(x, 1))


def test_a_missing_or_foreign_operand_is_refused_as_before():
    a = st.ones(2, 3)
    assert_refused_alike("rt_torch_tensor_add", lambda x, y: calls.tensor_add(x, None), a, 0,
                         code=ErrorCode.INVALID_HANDLE, words="b: handle is 0 (the null handle)")
    with pytest.raises(TypeError, match="^b must be a Tensor, not int$"):
        calls.tensor_add(a, 3)
    with pytest.raises(TypeError, match="^x must be a Tensor, not list$"):
        calls.nn_linear([1.0], a, None)
    with pytest.raises(TypeError, match="^bias must be a Tensor, not float$"):
        calls.nn_linear(a, st.ones(4, 3), 1.0)
    assert calls.nn_linear(a, st.ones(4, 3), None).shape == (2, 4)   # None: the handle 0, no bias


def test_a_finalizer_waits_while_an_error_is_unread_then_frees():
    gc.collect()
    live = st.live_tensors()
    x = st.ones(2)
    handle = x.handle
    assert rt.rt_torch_tensor_add(0, 0) == 0   # a failure nobody has read yet
    del x   # collected while the error waits: its free must leave the error as it is
    assert rt.rt_torch_last_error_code() == ErrorCode.INVALID_HANDLE
    assert rt.rt_torch_last_error() == "rt_torch_tensor_add: a: handle is 0 (the null handle)"
    assert rt.rt_torch_tensor_numel(handle) == 2   # not freed: it waits
    assert st.live_tensors() == live   # counting frees what waited
    assert rt.rt_torch_tensor_numel(handle) == -1 and rt.rt_torch_last_error_code() == ErrorCode.INVALID_HANDLE
    rt.rt_torch_clear_error()


def test_a_tensor_a_scope_freed_is_collected_without_an_error():
    with st.scope():
        kept_out = st.ones(2)
        handle = kept_out.handle
    assert rt.rt_torch_tensor_numel(handle) == -1   # the scope freed it
    rt.rt_torch_clear_error()
    del kept_out   # its finalizer finds the handle gone: as rt_torch_tensor_free's refusal, read and cleared
    assert rt.rt_torch_last_error_code() == ErrorCode.OK
    later = st.ones(3)
    assert later.handle > handle   # ids are never reused


def test_operators_of_two_tensors_give_what_the_methods_give():
    a, b = st.randn(3, 4), st.randn(3, 4)
    for operator, method in ((a + b, a.add(b)), (a - b, a.sub(b)), (a * b, a.mul(b)), (a / b, a.div(b)),
                             (a @ b.t(), a.matmul(b.t()))):
        assert st.equal(operator, method)
    assert (a + 1).shape == (3, 4) and a.__add__("x") is NotImplemented and a.__matmul__(1) is NotImplemented


BASIC_INDICES = [3, -1, (slice(None), 3), (slice(None), -32), (1, 2), (slice(1, 3), 0, slice(None, None, 2)),
                 (slice(None), slice(30, 40)), (0, 0, 0), (), (slice(None),)]


@pytest.mark.parametrize("index", BASIC_INDICES, ids=repr)
def test_an_index_of_ints_and_slices_takes_the_short_walk_to_pytorch_s_result(index):
    values = np.arange(16 * 32 * 4, dtype=np.float32).reshape(16, 32, 4)
    x, reference = st.tensor(values), torch.tensor(values)
    picked = x[index]
    assert picked.shape == reference[index].shape
    assert np.array_equal(picked.numpy(), reference[index].numpy())
    through_the_general_walk = x[index + (Ellipsis,) if isinstance(index, tuple) else (index, Ellipsis)]
    assert np.array_equal(picked.numpy(), through_the_general_walk.numpy())


@pytest.mark.parametrize("index, error, words", [
    ((slice(None), 32), IndexError, "index 32 is out of range for dim 1 of size 32"),
    (-17, IndexError, "index -17 is out of range for dim 0 of size 16"),
    ((0, 0, 0, 0), IndexError, "too many indices for a tensor of 3 dims"),
    ((slice(None, None, 0),), ValueError, "step must be greater than zero"),
    ((True,), st.UnsupportedError, "indexing with True / False"),
    ((slice(None), np.int64(3)), None, None),
])
def test_an_index_off_the_short_walk_is_refused_or_taken_as_before(index, error, words):
    x = st.zeros(16, 32, 4)
    if error is None:
        assert x[index].shape == (16, 4)
        return
    with pytest.raises(error, match=words.replace("(", r"\(").replace(")", r"\)")):
        x[index]


@pytest.mark.parametrize("bounds, code, words", [
    ((0, 4, 0), ErrorCode.INVALID_ARGUMENT, "step is 0; it must be positive"),
    ((True, 4, 1), ErrorCode.INVALID_ARGUMENT, "start must be an integer, got a bool"),
    ((0, 4.0, 1), ErrorCode.INVALID_ARGUMENT, "end must be an integer, got float"),
])
def test_a_refused_slice_gets_the_same_error_through_both_paths(bounds, code, words):
    assert_refused_alike("rt_torch_tensor_slice", calls.tensor_slice, st.zeros(4, 8), 1, *bounds, code=code,
                         words=words)


def test_slice_bounds_of_other_integers_are_taken_as_plain_ones():
    x = st.arange(8)
    assert st.equal(calls.tensor_slice(x, 0, np.int64(2), np.int32(7), np.int64(2)), calls.tensor_slice(x, 0, 2, 7, 2))


@pytest.mark.parametrize("dims, dtype, device, code, words", [
    ((2, -1), -1, -3, ErrorCode.INVALID_ARGUMENT, "dims[1] is -1; sizes must be non-negative (dims [2, -1])"),
    ((2,), -1.0, -3, ErrorCode.INVALID_ARGUMENT, "dtype must be an integer, got float"),
    ((2,), np.array([-1, -1]), -3, ErrorCode.INVALID_ARGUMENT, "dtype must be an integer, got ndarray"),
    ((2,), -1, -3.0, ErrorCode.INVALID_ARGUMENT, "device must be an integer, got float"),
    ((2,), 99, -3, ErrorCode.INVALID_ARGUMENT, "dtype 99 is not a dtype code"),
])
def test_a_refused_creation_gets_the_same_error_through_both_paths(dims, dtype, device, code, words):
    through_c = c_refusal("rt_torch_tensor_zeros_options", dims, dtype, device)
    through_tier3 = tier3_refusal(calls.tensor_zeros_options, dims, dtype, device)
    assert through_c == through_tier3, (through_c, through_tier3)
    assert through_c[0] == code and words in through_c[1], through_c


def test_the_default_dtype_and_device_codes_make_what_they_always_made():
    made = st.zeros(2, 3)
    assert made.dtype == st.float32 and made.device == st.device("cpu") and not made.any().item()
    assert st.ones(4).sum().item() == 4 and st.empty(0, 5).shape == (0, 5)
    assert st.zeros(2, dtype=st.int64).dtype == st.int64


@pytest.mark.parametrize("batched", [True, False])
def test_an_lstm_cell_step_matches_pytorch_batched_or_not(batched):
    torch.manual_seed(0)
    reference = torch.nn.LSTMCell(5, 7)
    tensors = [torch.randn(3, 5), torch.randn(3, 7), torch.randn(3, 7)]
    if not batched:
        tensors = [t[0] for t in tensors]
    x, h, c = (st.tensor(t.numpy()) for t in tensors)
    weights = [st.tensor(p.detach().numpy()) for p in (reference.weight_ih, reference.weight_hh, reference.bias_ih,
                                                        reference.bias_hh)]
    h_next, c_next = calls.nn_lstm_cell(x, h, c, *weights)
    expected_h, expected_c = reference(tensors[0], (tensors[1], tensors[2]))
    assert np.allclose(h_next.numpy(), expected_h.detach().numpy(), atol=1e-6)
    assert np.allclose(c_next.numpy(), expected_c.detach().numpy(), atol=1e-6)


def test_a_refused_lstm_cell_gets_the_same_error_through_both_paths():
    x, h, c = st.zeros(3, 5), st.zeros(3, 7), st.zeros(2, 7)
    w_ih, w_hh, bias = st.zeros(28, 5), st.zeros(28, 7), st.zeros(28)
    status, h_next, c_next = rt.rt_torch_nn_lstm_cell.from_c(x.handle, h.handle, c.handle, w_ih.handle, w_hh.handle,
                                                             bias.handle, bias.handle)   # a status, and its outputs
    through_c = rt.rt_torch_last_error_code(), rt.rt_torch_last_error()
    rt.rt_torch_clear_error()
    assert status == through_c[0] and h_next == c_next == 0
    assert through_c == tier3_refusal(calls.nn_lstm_cell, x, h, c, w_ih, w_hh, bias, bias)
    assert through_c == (ErrorCode.SHAPE, "rt_torch_nn_lstm_cell: lstm_cell: cx must have hx's shape [3, 7] and dtype")
    wrong_bias = st.zeros(27)
    assert tier3_refusal(calls.nn_lstm_cell, x, h, st.zeros(3, 7), w_ih, w_hh, wrong_bias, bias) == (
        ErrorCode.SHAPE, "rt_torch_nn_lstm_cell: lstm_cell: b_ih must be [28], got [27]")


def test_a_view_of_no_sizes_or_of_one_size_is_taken_as_before():
    assert st.ones(1).view(()).shape == () and st.ones(1, 1).view([]).shape == ()
    assert st.arange(6).view(6).shape == (6,) and st.zeros(0, 3).view(-1).shape == (0,)


# -- The Op rows' direct calls (runtime/direct.py): made in calls.py where no scope is open ---------------------
@pytest.fixture
def runtime_function_refused(monkeypatch):
    """Make the runtime functions of add, softmax, select, view and transpose fail the test if called: what still
    works went the direct way."""
    def refused(*arguments):
        raise AssertionError("the runtime function was called")
    for name in ("rt_torch_tensor_add", "rt_torch_softmax", "rt_torch_tensor_select", "rt_torch_tensor_view",
                 "rt_torch_tensor_transpose"):
        monkeypatch.setattr(rt, name, refused)


def test_an_op_row_s_call_goes_straight_to_the_backend_and_lists_its_result(runtime_function_refused):
    a, b = st.ones(2, 3), st.full((2, 3), 2.0)
    live, newest = st.live_tensors(), b.handle
    total = a + b
    assert st.live_tensors() == live + 1 and total.handle > newest   # listed under a new id, in order
    assert rt.rt_torch_tensor_numel(total.handle) == 6   # a handle C can use
    assert total.tolist() == [[3.0] * 3] * 2
    assert F_softmax(total).shape == (2, 3) and total[1].tolist() == [3.0] * 3
    assert total.view(3, 2).transpose(0, 1).shape == (2, 3)
    del total
    assert st.live_tensors() == live


def F_softmax(x):
    return st.nn.functional.softmax(x, dim=-1)


def test_inside_a_scope_an_op_row_s_call_goes_through_the_runtime_and_the_scope_frees_its_result(monkeypatch):
    called = []
    add = rt.rt_torch_tensor_add
    monkeypatch.setattr(rt, "rt_torch_tensor_add", lambda *handles: called.append(handles) or add(*handles))
    a, b = st.ones(2), st.ones(2)
    live = st.live_tensors()
    with st.scope() as scope:
        inside, kept = a + b, scope.keep(a + b)
    assert len(called) == 2
    assert rt.rt_torch_tensor_numel(inside.handle) == -1   # freed by the scope, as every tensor made in one
    rt.rt_torch_clear_error()
    assert kept.tolist() == [2.0, 2.0]
    del inside, kept
    assert st.live_tensors() == live
    assert (a + b).tolist() == [2.0, 2.0] and len(called) == 2   # no scope open: the direct call again


@pytest.mark.parametrize("call, arguments, code, words", [
    (calls.tensor_add, lambda: (st.ones(2, 3), st.ones(3, 2)), ErrorCode.SHAPE, "rt_torch_tensor_add: "),
    (calls.tensor_abs, lambda: (st.ones(2, dtype=st.bool),), ErrorCode.DTYPE, "abs does not support bool"),
    (calls.softmax, lambda: (st.ones(2, 3), 2), ErrorCode.INVALID_ARGUMENT, "dim 2 is out of range"),
    (calls.softmax, lambda: (st.ones(2, 3), np.int64(5)), ErrorCode.INVALID_ARGUMENT, "dim 5 is out of range"),
    (calls.softmax, lambda: (st.ones(()), -2), ErrorCode.INVALID_ARGUMENT, "dim -2 is out of range"),
    (calls.tensor_select, lambda: (st.ones(2, 3), 1, -4), ErrorCode.INVALID_ARGUMENT, "index -4 is out of range"),
    (calls.tensor_pow, lambda: (st.ones(2), "2"), ErrorCode.INVALID_ARGUMENT, "exponent"),
    (calls.tensor_transpose, lambda: (st.ones(2, 3), 0, 2), ErrorCode.INVALID_ARGUMENT, "dim1 2 is out of range"),
    (calls.tensor_slice, lambda: (st.ones(()), 0, 0, 1, 1), ErrorCode.SHAPE, "cannot slice a 0-dim tensor"),
    (calls.tensor_reshape, lambda: (st.ones(2, 3), (4, 2)), ErrorCode.SHAPE, "hold 8 elements"),
])
def test_a_direct_call_s_refusal_is_the_runtime_function_s(call, arguments, code, words):
    values = arguments()
    name = "rt_torch_" + call.__name__
    handles = [v.handle if isinstance(v, st.Tensor) else v for v in values]
    assert c_refusal(name, *handles) == tier3_refusal(call, *values)
    assert tier3_refusal(call, *values)[0] == code and words in tier3_refusal(call, *values)[1]
    assert rt.rt_torch_last_error_code() == ErrorCode.OK


def test_a_direct_call_clears_an_unread_error_as_a_runtime_call_does():
    a = st.ones(2)
    for succeeding in (lambda: a + a, lambda: calls.tensor_select(a, 0, 1)):
        assert rt.rt_torch_tensor_add(0, 0) == 0   # a failure nobody read
        succeeding()
        assert rt.rt_torch_last_error_code() == ErrorCode.OK
    assert rt.rt_torch_tensor_add(0, 0) == 0
    with pytest.raises(st.ShapeError):
        a + st.ones(3)
    assert rt.rt_torch_last_error_code() == ErrorCode.OK   # the failure's error, read and cleared


def test_a_freed_operand_is_refused_by_the_runtime_function():
    a = st.ones(2)
    doomed = st.ones(2)
    st.tensor_free(doomed)
    with pytest.raises(st.InvalidHandleError, match="^rt_torch_tensor_add: b: handle [0-9]+ was freed$"):
        calls.tensor_add(a, doomed)
