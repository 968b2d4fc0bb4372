"""Every failing runtime call raises an st.Error subclass carrying the contract's code and message."""

from __future__ import annotations

import pytest

import simple_torch as st
from simple_torch import runtime as rt
from simple_torch.errors import check

from .conftest import DEVICE

CLASSES = [
    (st.InvalidHandleError, st.ErrorCode.INVALID_HANDLE, ValueError),
    (st.InvalidArgumentError, st.ErrorCode.INVALID_ARGUMENT, ValueError),
    (st.ShapeError, st.ErrorCode.SHAPE, ValueError),
    (st.DtypeError, st.ErrorCode.DTYPE, TypeError),
    (st.DeviceError, st.ErrorCode.DEVICE, RuntimeError),
    (st.OutOfMemoryError, st.ErrorCode.OUT_OF_MEMORY, MemoryError),
    (st.UnsupportedError, st.ErrorCode.UNSUPPORTED, NotImplementedError),
    (st.BufferTooSmallError, st.ErrorCode.BUFFER_TOO_SMALL, ValueError),
    (st.InternalError, st.ErrorCode.INTERNAL, RuntimeError),
]


@pytest.mark.parametrize("cls, code, base", CLASSES)
def test_one_class_per_code_with_its_python_base(cls, code, base):
    error = cls("rt_torch_x: it failed")
    assert isinstance(error, st.Error) and isinstance(error, base)
    assert error.code == code and int(error.code) == code.value
    assert str(error) == error.message == "rt_torch_x: it failed"
    assert st.errors.error_for(code, "m").__class__ is cls


def test_every_error_code_but_ok_has_a_class():
    assert {c.code for c, _, _ in CLASSES} == set(st.ErrorCode) - {st.ErrorCode.OK}


def test_shape_error_from_the_runtime():
    a, b = st.ones(2, 3), st.ones(2, 3)
    with pytest.raises(st.ShapeError) as info:
        a @ b
    assert info.value.code == st.ErrorCode.SHAPE
    assert str(info.value) == "rt_torch_tensor_matmul: shapes [2, 3] and [2, 3] cannot be multiplied"
    with pytest.raises(ValueError):   # catchable as the Python error it is
        a.reshape(4)


def test_dtype_error_from_the_runtime():
    logits, float_target = st.zeros(2, 3), st.zeros(2)
    with pytest.raises(st.DtypeError, match="int64"):
        st.nn.functional.cross_entropy(logits, float_target)


def test_invalid_argument_from_the_runtime():
    with pytest.raises(st.InvalidArgumentError, match="dim 5 is out of range"):
        st.ones(2, 3).softmax(5)


def test_freed_handle_is_reported():
    t = st.ones(2)
    st.tensor_free(t)
    with pytest.raises(st.InvalidHandleError, match="was freed"):
        t + t
    st.tensor_free(t)   # a second free of the object is a no-op; collecting it frees nothing more


def test_check_reads_the_code_only_for_possible_failure_values():
    assert check(123456) == 123456
    h = rt.rt_torch_tensor_ones([1])
    on_cpu = st.ones(1, device="cpu")
    try:
        assert check(h) == h and check(rt.rt_torch_tensor_ndim(h)) == 1   # a small result with RT_OK
        assert check(rt.rt_torch_tensor_device(h)) == DEVICE.code          # the default device's code
        assert check(rt.rt_torch_tensor_device(on_cpu.handle)) == -1       # the CPU, not a failure
        assert check(rt.rt_torch_tensor_grad(h)) == 0                      # no grad, with RT_OK
    finally:
        rt.rt_torch_tensor_free(h)
    with pytest.raises(st.InvalidHandleError):
        check(rt.rt_torch_tensor_ndim(-3))          # -1 with a code
    with pytest.raises(st.InvalidHandleError):
        check(rt.rt_torch_tensor_free(-3))          # a status code
    t = st.ones(1)   # named: a temporary's handle would be freed before the call
    with pytest.raises(st.DeviceError):   # a CUDA device this machine lacks (cuda:0 where there is no CUDA)
        check(rt.rt_torch_tensor_cuda(t.handle, st.cuda.device_count()))    # 0 with a code


def test_errors_raised_by_the_api_itself_use_the_same_classes():
    with pytest.raises(st.InvalidArgumentError):
        st.ones(2, 2).div(2, rounding_mode="round")
    with pytest.raises(st.InvalidArgumentError):
        st.device("tpu")
