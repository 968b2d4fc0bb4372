"""The Tensor core in C (simple_torch/tensor_core.c): the base of every Tensor, its free as the object goes, the
direct call of the Op rows and the number slots of + - * /. What it does is checked against what the Python path
does; what it refuses, it refuses with a clear error, never a crash."""

from __future__ import annotations

import gc
import os
import shutil
import subprocess
import sys
import weakref
from pathlib import Path

import pytest

import simple_torch as st
from simple_torch import _tensor_core, calls
from simple_torch import runtime as rt
from simple_torch.abi.errors import ErrorCode
from simple_torch.runtime.direct import listed, listing_required


def test_every_tensor_stands_on_the_core_and_owns_its_handle():
    x = st.ones(2)
    assert isinstance(x, _tensor_core.TensorCore) and isinstance(x._handle, int) and x._owned
    assert isinstance(st.nn.Parameter(st.ones(1)), _tensor_core.TensorCore)
    with pytest.raises(AttributeError):
        x.anything = 1   # no instance dict: a Tensor is the core's fields alone
    assert weakref.ref(x)() is x


def test_dropping_a_tensor_frees_its_handle():
    gc.collect()
    live, table = st.live_tensors(), len(listed)
    made = [st.ones(3) + st.ones(3) for _ in range(50)]
    assert st.live_tensors() == live + 50
    del made
    assert st.live_tensors() == live and len(listed) == table


def test_a_tensor_that_never_got_a_handle_goes_quietly():
    empty = st.Tensor.__new__(st.Tensor)
    assert empty._handle is None and not empty._owned
    del empty


def test_a_free_waits_while_an_error_waits_to_be_read():
    before = st.live_tensors()
    doomed = st.ones(2) * 2
    assert rt.rt_torch_tensor_add(0, 0) == 0   # fails; its error waits
    del doomed   # the core hands the free to errors.release_tensor, which keeps it waiting
    assert rt.rt_torch_last_error_code() == ErrorCode.INVALID_HANDLE
    rt.rt_torch_clear_error()
    st.live_tensors()   # counts after making the frees that waited
    assert st.live_tensors() == before


def test_a_tensor_freed_inside_a_scope_goes_through_the_runtime():
    outer = st.ones(2)
    with st.scope():
        inner = outer + outer   # the runtime's call: the scope frees it
        assert inner.tolist() == [2.0, 2.0]
    assert rt.rt_torch_tensor_numel(inner.handle) == -1
    rt.rt_torch_clear_error()
    del inner   # its handle is gone already: nothing to free, no error left behind
    assert rt.rt_torch_last_error_code() == ErrorCode.OK


def test_the_operators_of_two_tensors_give_what_the_binding_gives():
    a, b = st.tensor([1.0, 2.0, 4.0]), st.tensor([3.0, 5.0, 8.0])
    for operator, call in (("__add__", calls.tensor_add), ("__sub__", calls.tensor_sub),
                           ("__mul__", calls.tensor_mul), ("__truediv__", calls.tensor_div)):
        assert getattr(a, operator)(b).tolist() == call(a, b).tolist()
    assert (a + b).tolist() == [4.0, 7.0, 12.0] and (b - a).tolist() == [2.0, 3.0, 4.0]
    assert (a * b).tolist() == [3.0, 10.0, 32.0] and (b / a).tolist() == [3.0, 2.5, 2.0]


def test_the_operators_with_a_number_on_either_side():
    t = st.tensor([1.0, 2.0])
    assert (t + 1).tolist() == (1 + t).tolist() == [2.0, 3.0]
    assert (t - 1).tolist() == [0.0, 1.0] and (1 - t).tolist() == [0.0, -1.0]
    assert (t * 3).tolist() == (3 * t).tolist() == [3.0, 6.0]
    assert (t / 2).tolist() == [0.5, 1.0] and (2 / t).tolist() == [2.0, 1.0]


@pytest.mark.parametrize("other", ["x", None, [1, 2], object()])
def test_an_operand_that_is_no_number_or_tensor_is_python_s_type_error(other):
    t = st.ones(2)
    for apply in (lambda: t + other, lambda: other + t, lambda: t - other, lambda: other - t, lambda: t * other,
                  lambda: other * t, lambda: t / other, lambda: other / t):
        # Python's own words: str and list say what they concatenate or repeat
        with pytest.raises(TypeError, match="unsupported operand type|concatenate|can't multiply|index"):
            apply()


def test_an_operator_s_error_names_the_runtime_function_and_leaves_no_error_behind():
    try:   # not pytest.raises, whose record of the traceback keeps the operands alive
        st.ones(2) + st.ones(3)
    except st.ShapeError as error:
        assert str(error).startswith("rt_torch_tensor_add: ") and error.__context__ is None
    assert rt.rt_torch_last_error_code() == ErrorCode.OK


def test_a_subclass_may_define_its_own_operators():
    class Tagged(st.Tensor):
        def __add__(self, other):
            return "tagged"
    tagged = Tagged(st.ones(2))
    assert tagged + st.ones(2) == "tagged"
    assert (st.ones(2) - tagged).tolist() == [0.0, 0.0]   # the core's slot for what it did not override


def test_a_direct_call_keeps_every_reference_it_took():
    a, b = st.ones(2), st.ones(2)
    counts = sys.getrefcount(a), sys.getrefcount(b), sys.getrefcount(listed[a._handle])
    for _ in range(1000):
        a + b
        calls.softmax(a, 0)
    assert (sys.getrefcount(a), sys.getrefcount(b), sys.getrefcount(listed[a._handle])) == counts


ADD = "rt_torch_tensor_add"   # the runtime function a direct call of add stands for


def test_direct_gives_none_where_the_runtime_must_make_the_call():
    a = st.ones(2)
    if listing_required:   # this process lists every tensor through the runtime (a finished thread's scope is open)
        assert _tensor_core.direct("add", 0b11, ADD, a, a) is None
        return
    assert _tensor_core.direct("add", 0b11, ADD, a, 1.0) is None   # an operand named a tensor is no Tensor
    freed = st.ones(2)
    st.tensor_free(freed)
    assert _tensor_core.direct("add", 0b11, ADD, a, freed) is None   # its handle is no longer listed
    with st.scope():
        assert _tensor_core.direct("add", 0b11, ADD, a, a) is None   # a scope lists what is made
    assert _tensor_core.direct("add", 0b11, ADD, a, a).tolist() == [2.0, 2.0]


def test_direct_refuses_a_malformed_call():
    a = st.ones(2)
    with pytest.raises(TypeError, match="direct"):
        _tensor_core.direct("add", 0b11)
    with pytest.raises(TypeError, match="name is a str"):
        _tensor_core.direct("add", 0b11, 7, a, a)
    with pytest.raises(ValueError, match="mask names an operand"):
        _tensor_core.direct("add", 0b111, ADD, a, a)
    with pytest.raises(OverflowError):
        _tensor_core.direct("add", -1, ADD, a, a)


def test_a_failed_direct_call_raises_the_runtime_function_s_error():
    a = st.ones(2)
    if listing_required:   # (else direct() makes no call: see the test above)
        assert _tensor_core.direct("no_such_method", 0b1, "rt_torch_made_up", a) is None
        return
    try:   # the backend has no such method: the AttributeError, reported as the runtime function's error
        _tensor_core.direct("no_such_method", 0b1, "rt_torch_made_up", a)
    except st.Error as error:
        assert error.code == ErrorCode.INTERNAL and str(error).startswith("rt_torch_made_up: ")
        assert error.__context__ is None   # the backend's exception is gone, not chained
    else:
        pytest.fail("no error")
    try:
        _tensor_core.direct("add", 0b11, ADD, a, st.ones(3))
    except st.ShapeError as error:
        assert str(error).startswith(f"{ADD}: ") and error.__context__ is None
    assert rt.rt_torch_last_error_code() == ErrorCode.OK


def test_bind_refuses_what_it_cannot_use():
    with pytest.raises(TypeError, match="keywords"):
        _tensor_core.bind()
    with pytest.raises(TypeError, match="result_type"):
        _tensor_core.bind(result_type=int)
    with pytest.raises(TypeError, match="keywords"):
        _tensor_core.bind_operators(add=(calls.tensor_add,) * 3)
    with pytest.raises(TypeError, match="not callable"):
        _tensor_core.bind_operators(add=(1, 2, 3), sub=(1, 2, 3), mul=(1, 2, 3), truediv=(1, 2, 3))
    good = dict(result_type=st.Tensor, listed=listed, listing_required=calls._listing_required,
                failing=calls._failing, waiting=calls.WAITING, release_tensor=calls.release_tensor,
                free_waiting=calls.free_waiting, set_ok=calls._set_ok, ids=calls._ids, start=calls._active_backend,
                failure=calls._failure)
    for bad, match in (({"listed": {}, "ids": 5}, "ids must be an iterator"), ({"listed": {}, "start": None},
                       "start must be callable"), ({"waiting": ()}, "waiting must be list")):
        with pytest.raises(TypeError, match=match):   # checked before anything is bound: the fresh dict is not
            _tensor_core.bind(**{**good, **bad})
    with pytest.raises(TypeError, match="_wrap"):
        vars(_tensor_core.TensorCore)["_wrap"].__get__(None, int)
    assert (st.ones(2) + st.ones(2)).tolist() == [2.0, 2.0]   # what was bound before still is


def test_a_checkout_without_the_built_core_says_how_to_build_it(tmp_path):
    """Tier 3 without its compiled core (a checkout make has not built) stops at import with what to run."""
    source = Path(st.__file__).parent
    shutil.copytree(source, tmp_path / "simple_torch", ignore=shutil.ignore_patterns("_tensor_core*.so", "__pycache__"))
    done = subprocess.run([sys.executable, "-c", "import simple_torch as st; st.ones(2)"], capture_output=True,
                          text=True, env={**os.environ, "PYTHONPATH": str(tmp_path)}, cwd=tmp_path, timeout=120)
    assert done.returncode != 0
    assert "Tier 3's Tensor core in C, is not built: run `make lib`" in done.stderr
