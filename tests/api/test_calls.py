"""simple_torch.calls, Tier 3's one way into the runtime (issue 27, item 11): the committed module is what the
generator writes, and the cases that used to hand the runtime a freed handle now behave as PyTorch."""

from __future__ import annotations

import ast
import gc
import inspect
from pathlib import Path

import pytest
import torch

import simple_torch as st
from simple_torch import calls
from simple_torch import runtime as rt
from simple_torch.abi import python_calls, signature
from simple_torch.errors import check

from .conftest import assert_same


# -- the generated module ----------------------------------------------------------------------------------------

def test_the_committed_module_is_what_the_generator_writes():
    assert Path(calls.__file__).read_text() == python_calls.render(), "run `make generate`"


def test_a_changed_spec_row_changes_the_module(monkeypatch):
    original = python_calls.render()
    add = signature.FUNCTIONS["rt_torch_tensor_add"]
    renamed = signature.parse(add.section, add.result, add.prototype().replace("rt_tensor b)", "rt_tensor other)"),
                              add.doc, add.op)
    monkeypatch.setitem(signature.FUNCTIONS, "rt_torch_tensor_add", renamed)
    changed = python_calls.render()
    assert changed != original and "def tensor_add(a: Tensor | None, other: Tensor | None) -> Tensor:" in changed


def test_one_def_per_function_with_its_parameters():
    for name, decl in signature.FUNCTIONS.items():
        function = getattr(calls, name.removeprefix(python_calls.PREFIX))
        assert inspect.isfunction(function), name
        assert list(inspect.signature(function).parameters) == [p.pyname for p in decl.inputs], name


# errors.py reads and clears the last error, which calls.py's defs raise; finalizers elsewhere name a free function
# (without calling it) for errors.release
CALL_THE_RUNTIME = {"calls.py", "errors.py"}


def test_tier3_calls_the_runtime_through_calls_py():
    package = Path(st.__file__).parent
    for path in sorted(package.rglob("*.py")):
        relative = path.relative_to(package)
        if relative.parts[0] in ("abi", "clib", "runtime", "engines") or relative.as_posix() in CALL_THE_RUNTIME:
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call):
                name = getattr(node.func, "attr", getattr(node.func, "id", ""))
                assert not name.startswith("rt_torch_"), f"{relative}:{node.lineno} calls {name}; use calls.py"


def test_a_def_raises_the_call_error_and_wraps_results():
    x = st.tensor([[1.0, 2.0], [3.0, 4.0]])
    assert isinstance(calls.tensor_t(x), st.Tensor)
    assert calls.tensor_is_contiguous(x) is True
    assert calls.tensor_shape(x, 8) == [2, 2]
    assert calls.tensor_grad(x) is None   # 0 with RT_OK: no gradient
    values, indices = calls.tensor_sort(x, 1, 1, 0)
    assert values.tolist() == [[2.0, 1.0], [4.0, 3.0]] and indices.tolist() == [[1, 0], [1, 0]]
    with pytest.raises(st.ShapeError, match="rt_torch_tensor_matmul"):
        calls.tensor_matmul(x, st.ones(3))
    with pytest.raises(TypeError, match="b must be a Tensor, not list"):
        calls.tensor_add(x, [1.0, 2.0])


def test_a_sequence_of_tensors_is_held_even_as_a_generator():
    parts = calls.tensor_cat((st.tensor([float(k)]) for k in range(3)), 0)
    assert parts.tolist() == [0.0, 1.0, 2.0]


# -- the attackers' cases, against PyTorch ------------------------------------------------------------------------

@pytest.mark.parametrize("shifts, dims", [(1, None), (-2, None), (1, 0), ((1, 2), (0, 1))])
def test_roll_of_a_flattened_temporary(shifts, dims):
    ours = st.arange(6.0).reshape(2, 3).roll(shifts, dims)
    assert_same(ours, torch.arange(6.0).reshape(2, 3).roll(shifts, dims))


def _square(m):
    class Square(m.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x)
            return x * x

        @staticmethod
        def backward(ctx, grad):
            (x,) = ctx.saved_tensors
            return (2 * x * grad).double()   # another dtype than the input's: cast back by autograd
    return Square


def test_a_custom_function_whose_backward_returns_another_dtype():
    grads = []
    for m in (st, torch):
        x = m.tensor([1.0, 2.0, 3.0], requires_grad=True)
        _square(m).apply(x).sum().backward()
        grads.append(x.grad)
    assert_same(grads[0], grads[1])


@pytest.mark.parametrize("grad_outputs", [[[1.0, 1.0]], [1.0, 1.0], 1.0])
def test_grad_outputs_that_are_no_tensors_are_a_type_error_as_in_pytorch(grad_outputs):
    for m in (torch, st):
        x = m.tensor([1.0, 2.0], requires_grad=True)
        with pytest.raises(TypeError):
            m.autograd.grad(x * 2, x, grad_outputs=grad_outputs)


@pytest.mark.parametrize("gradient", [[1.0, 1.0], 1.0])
def test_backward_with_a_gradient_that_is_no_tensor_is_a_type_error_as_in_pytorch(gradient):
    for m in (torch, st):
        x = m.tensor([1.0, 2.0], requires_grad=True)
        with pytest.raises(TypeError):
            (x * 2).backward(gradient)


def test_grad_outputs_as_tensors_still_weigh_the_gradient():
    grads = []
    for m in (st, torch):
        x = m.tensor([1.0, 2.0], requires_grad=True)
        grads.append(m.autograd.grad(x * x, x, grad_outputs=[m.tensor([1.0, 0.5])])[0])
    assert_same(grads[0], grads[1])


# -- finalizers and the last error -------------------------------------------------------------------------------

def test_a_finalizer_leaves_an_error_waiting_to_be_read():
    """A tensor collected between a failed call and the reading of its error must not reset the error (its free
    used to, and the failure's 0 then passed for a handle); the free waits and happens later."""
    before = st.live_tensors()
    doomed = st.ones(2)
    assert rt.rt_torch_tensor_add(0, 0) == 0   # fails; its error waits
    del doomed   # collected now: its finalizer runs between the call and the check
    with pytest.raises(st.InvalidHandleError, match="rt_torch_tensor_add"):
        check(0)
    assert st.live_tensors() == before   # the free that waited


def test_a_raised_error_is_read_so_frees_wait_no_longer():
    """Once check has raised a failure's error, the error is read: frees made while it waited happen then, and
    later finalizers free at once (they waited for any later call before, so a program that failed once kept
    its temporaries until its next release; the runtime's own count below does not flush them)."""
    gc.collect()
    before = rt.rt_torch_live_tensors()
    doomed = st.ones(2)
    assert rt.rt_torch_tensor_add(0, 0) == 0   # fails; its error waits
    del doomed
    with pytest.raises(st.InvalidHandleError):
        check(0)
    assert rt.rt_torch_live_tensors() == before and rt.rt_torch_last_error_code() == 0
    try:   # not pytest.raises, whose record of the traceback would keep the operands' frames alive
        st.ones(2) + st.ones(3)
    except st.ShapeError:
        pass
    assert rt.rt_torch_live_tensors() == before   # both operands freed with the traceback


def test_an_optimizer_parameter_group_outlives_its_optimizer():
    weight = st.ones(2, requires_grad=True)
    optimizer = st.optim.SGD([weight], lr=0.1)
    group = optimizer.param_groups[0]
    del optimizer
    gc.collect()
    group["lr"] = 0.5   # the runtime's optimizer is gone: the dict alone changes, as PyTorch's
    assert group["lr"] == 0.5


def test_a_moved_module_frees_its_old_tensors():
    gc.collect()
    before = st.live_tensors()
    layer = st.nn.Linear(3, 2)
    weight = layer.weight
    layer.to(st.float64)
    assert layer.weight is weight and weight.dtype is st.float64
    del layer, weight
    gc.collect()
    assert st.live_tensors() == before


# -- numbers and lists where PyTorch takes tensors, and results PyTorch's ------------------------------------------

SAME_AS_PYTORCH = {
    "clamp_int_keeps_int64": lambda m: m.tensor([[0, 3, 5]]).clamp(1, 4),
    "clamp_int_float_bound": lambda m: m.tensor([0, 3, 5]).clamp(1, 4.5),
    "clamp_bool": lambda m: m.tensor([True, False]).clamp(0),
    "pow_int": lambda m: m.tensor([[2, 3]]).pow(3),
    "pow_bool_bool": lambda m: m.tensor([True, False]).pow(True),
    "pow_bool_int": lambda m: m.tensor([True, False]).pow(2),
    "equal_across_dtypes": lambda m: m.tensor([1.0, 2.5]).equal(m.tensor([1.0, 2.5], dtype=m.float64)),
    "normal_in_means_dtype": lambda m: m.normal(m.tensor([0.0, 1.0]), m.tensor([0.0, 0.0], dtype=m.float64)),
    "huber_in_inputs_dtype": lambda m: m.nn.functional.huber_loss(m.tensor([1.0, 3.0]),
                                                                  m.tensor([0.5, 1.0], dtype=m.float64)),
    "soft_margin_in_inputs_dtype": lambda m: m.nn.functional.soft_margin_loss(
        m.tensor([1.0, -3.0]), m.tensor([1.0, -1.0], dtype=m.float64)),
    "sub_number_tensor": lambda m: m.sub(2, m.tensor([1, 5])),
    "div_number_tensor": lambda m: m.div(2, m.tensor([1, 4])),
    "add_number_tensor": lambda m: m.add(2.5, m.tensor([1, 2]), alpha=2),
    "mul_number_tensor": lambda m: m.mul(3, m.tensor([1.5, 2.0])),
    "remainder_number_tensor": lambda m: m.remainder(5, m.tensor([2, 3])),
    "reshape_by_a_0_dim_tensor": lambda m: m.arange(6).reshape(m.tensor(6)),
    "broadcast_shapes_of_ints": lambda m: m.broadcast_shapes(2, (3, 1)),
    "copy_a_number": lambda m: m.zeros(2).copy_(1.5),
    "assign_a_number": lambda m: _assigned(m.zeros(2, 3), 0, 2.5),
    "assign_a_tensor_through_a_mask": lambda m: _assigned(m.zeros(2, 3), m.ones(2, 3) > 0, m.tensor(4.0)),
}


def _assigned(t, index, value):
    t[index] = value
    return t


@pytest.mark.parametrize("name", SAME_AS_PYTORCH)
def test_same_as_pytorch(name):
    ours = SAME_AS_PYTORCH[name](st)
    theirs = SAME_AS_PYTORCH[name](torch)
    if isinstance(theirs, torch.Tensor):   # normal's std is 0: its values are the means, whatever is drawn
        assert_same(ours, theirs)
    else:
        assert ours == theirs


TYPE_ERRORS = {
    "cat_of_lists": lambda m: m.cat([[1.0, 2.0], [3.0]]),
    "stack_of_numbers": lambda m: m.stack([1.0, 2.0]),
    "cat_of_a_tensor": lambda m: m.cat(m.ones(2, 2)),
    "copy_a_list": lambda m: m.zeros(3).copy_([1.0, 2.0, 3.0]),
    "assign_a_list": lambda m: _assigned(m.zeros(2, 3), 0, [1.0, 2.0, 3.0]),
    "assign_a_tuple_through_indices": lambda m: _assigned(m.zeros(2, 3), m.tensor([0, 1]), (1.0, 2.0)),
    "meshgrid_number_after_a_matrix": lambda m: m.meshgrid(m.ones(2, 2), 2, indexing="ij"),
    "reshape_by_a_tensor": lambda m: m.ones(2, 3).reshape(m.tensor([3, 2])),
    "zeros_by_a_float": lambda m: m.zeros((2.5,)),
    "ctc_loss_number_targets": lambda m: m.nn.functional.ctc_loss(m.ones(2, 1, 3).log_softmax(2), 1,
                                                                  m.tensor([2]), m.tensor([1])),
}


@pytest.mark.parametrize("name", TYPE_ERRORS)
def test_type_error_as_in_pytorch(name):
    for m in (torch, st):
        with pytest.raises(TypeError):
            TYPE_ERRORS[name](m)


def test_an_integer_tensor_to_a_negative_integer_power_is_refused_as_in_pytorch():
    with pytest.raises(RuntimeError, match="negative integer powers"):
        torch.tensor([2, 3]).pow(-1)
    with pytest.raises(st.InvalidArgumentError, match="negative integer powers"):
        st.tensor([2, 3]).pow(-1)
