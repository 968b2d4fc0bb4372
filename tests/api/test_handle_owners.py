"""Owners of the runtime's other handles (simple_torch/handle_owners.py): calls.py takes and returns them where C
takes and returns an rt_handle, each frees its handle exactly once (when collected, or when given to its kind's
free def), and Tier 3 holds owners, never integer handles."""

from __future__ import annotations

import ast
import contextlib
import gc
import socket
import subprocess
import sys
import tempfile
import warnings
from pathlib import Path
from typing import Callable

import pytest
import torch

import simple_torch as st
from simple_torch import calls
from simple_torch import runtime as rt
from simple_torch.abi import handle_kinds, signature
from simple_torch.abi.enums import CPU, DistReduceOp, ModelLoadFlag
from simple_torch.errors import check
from simple_torch.handle_owners import RuntimeHandle
from simple_torch.runtime import handles

from .conftest import DEVICE

TORCH = st.get_backend() == "torch"
PACKAGE = Path(st.__file__).parent


def _address() -> str:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return f"tcp://127.0.0.1:{s.getsockname()[1]}"


def _optimizer(stack: contextlib.ExitStack) -> calls.OptimizerHandle:
    weight = st.ones(2, requires_grad=True)
    stack.callback(lambda: weight)   # the parameter lives as long as the case
    return calls.optim_sgd([weight], 0.1, 0.0, 0.0)


def _model(stack: contextlib.ExitStack) -> calls.ModelHandle:
    folder = Path(stack.enter_context(tempfile.TemporaryDirectory()))
    with warnings.catch_warnings():   # PyTorch's notice that TorchScript is deprecated
        warnings.simplefilter("ignore", DeprecationWarning)
        torch.jit.save(torch.jit.script(torch.nn.Linear(2, 2)), str(folder / "linear.pt"))
    return calls.model_load_options(str(folder / "linear.pt"), ModelLoadFlag.trusted)


def _work(stack: contextlib.ExitStack) -> calls.WorkHandle:
    st.distributed.init_process_group("gloo" if DEVICE.type == "cpu" else "nccl", _address(), world_size=1, rank=0)
    stack.callback(st.distributed.destroy_process_group)
    x = st.ones(2)
    stack.callback(lambda: x)
    return calls.dist_all_reduce_async(x, DistReduceOp.sum)


# each kind: how to make one here, and the error that refuses it where this backend or machine cannot
MAKERS: dict[str, tuple[Callable[[contextlib.ExitStack], RuntimeHandle], type[st.Error] | None]] = {
    "opt": (_optimizer, None),
    "sched": (lambda stack: calls.lr_step(_optimizer(stack), 1, 0.5), None),
    "gen": (lambda stack: calls.generator_new(CPU), None),
    "scaler": (lambda stack: calls.grad_scaler_new(2.0**16, 2.0, 0.5, 2000, 0), None),
    "file": (lambda stack: calls.safetensors_new(), None),
    "model": (_model, None if TORCH else st.UnsupportedError),
    "work": (_work, None),
    "stream": (lambda stack: calls.stream_create(0), None if st.cuda.is_available() else st.DeviceError),
    "loader": (lambda stack: calls.data_loader_new([st.ones(4)], 2, 1, 0, None), None),
}


def test_every_kind_has_a_case():
    assert set(MAKERS) == set(handle_kinds.KINDS)


@pytest.fixture
def frees(monkeypatch) -> Callable[[str], list[int]]:
    """kind -> the handles its owners' finalizers freed from now on (through the kind's real free function)."""
    def of(param: str) -> list[int]:
        owner_class = getattr(calls, handle_kinds.KINDS[param].class_name)
        freed: list[int] = []
        real = owner_class.free_function

        def counting(handle: int) -> int:
            freed.append(handle)
            return real(handle)
        monkeypatch.setattr(owner_class, "free_function", staticmethod(counting))
        return freed
    return of


@pytest.mark.parametrize("param", MAKERS)
def test_an_owner_frees_its_handle_once_when_collected(param, frees):
    make, refused = MAKERS[param]
    kind = handle_kinds.KINDS[param]
    freed = frees(param)
    with contextlib.ExitStack() as stack:
        if refused is not None:   # this backend or machine has none: the runtime's error, and nothing to free
            with pytest.raises(refused):
                make(stack)
            assert freed == []
            return
        owner = make(stack)
        assert type(owner) is getattr(calls, kind.class_name) and owner.handle > 0
        handle = owner.handle
        del owner
        gc.collect()
        assert freed == [handle]
        assert getattr(rt, kind.free)(handle) == st.ErrorCode.INVALID_HANDLE   # the runtime has it freed
        assert "freed" in rt.rt_torch_last_error()
        rt.rt_torch_clear_error()


def test_an_owner_freed_explicitly_is_not_freed_again(frees):
    freed = frees("gen")
    owner = calls.generator_new(CPU)
    handle = owner.handle
    calls.generator_free(owner)
    assert rt.rt_torch_generator_manual_seed(handle, 1) == st.ErrorCode.INVALID_HANDLE
    with pytest.raises(st.InvalidHandleError, match="freed"):   # a second free, as from C
        calls.generator_free(owner)
    with pytest.raises(st.InvalidHandleError, match="freed"):
        calls.generator_manual_seed(owner, 1)
    del owner
    gc.collect()
    assert freed == []   # the finalizer found it freed


def test_a_collected_owner_leaves_an_error_waiting_to_be_read(frees):
    freed = frees("opt")
    with contextlib.ExitStack() as stack:
        owner = _optimizer(stack)
        handle = owner.handle
        assert rt.rt_torch_tensor_add(0, 0) == 0   # fails; its error waits
        del owner   # its finalizer runs between the call and the check: its free must wait
        with pytest.raises(st.InvalidHandleError, match="rt_torch_tensor_add"):
            check(0)
        assert freed == [handle]
        assert rt.rt_torch_optim_step(handle) == st.ErrorCode.INVALID_HANDLE
        rt.rt_torch_clear_error()


def test_a_wrong_owner_is_a_type_error():
    with contextlib.ExitStack() as stack:
        optimizer = _optimizer(stack)
        with pytest.raises(TypeError, match="opt must be an OptimizerHandle, not int"):
            calls.optim_step(optimizer.handle)
        schedule = calls.lr_step(optimizer, 1, 0.5)
        with pytest.raises(TypeError, match="opt must be an OptimizerHandle, not SchedulerHandle"):
            calls.optim_step(schedule)
        with pytest.raises(TypeError, match="sched must be a SchedulerHandle, not OptimizerHandle"):
            calls.lr_scheduler_free(optimizer)
        calls.optim_step(optimizer)   # neither freed nor changed by the refusals
        assert calls.lr_scheduler_last_epoch(schedule) == 0


def test_none_stands_for_the_handle_0():
    calls.generator_use(None)   # 0: the default generator again
    with pytest.raises(st.InvalidHandleError, match="rt_torch_optim_step"):
        calls.optim_step(None)


def test_an_owner_lives_for_the_whole_call(frees):
    """A temporary owner is an argument of the def, held by its frame until the runtime function has returned."""
    freed = frees("opt")
    with contextlib.ExitStack() as stack:
        assert calls.optim_param_group_count(_optimizer(stack)) == 1
        gc.collect()
        assert len(freed) == 1   # and freed once the call is over


def test_owners_exit_quietly_with_the_interpreter():
    """Finalizers run at exit too, when module globals may be gone: an owner still alive then frees without a
    word (errors.release's defaults are bound when it is defined)."""
    script = ("import simple_torch as st\n"
              "w = st.ones(2, requires_grad=True)\n"
              "opt = st.optim.Adam([w])\n"
              "sched = st.optim.lr_scheduler.StepLR(opt, 1)\n"
              "gen = st.Generator().manual_seed(3)\n"
              "scaler = st.amp.GradScaler('cpu', enabled=False)\n"
              "cycle = [opt]\n"
              "cycle.append(cycle)\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stderr == ""


# -- the generated layer ------------------------------------------------------------------------------------------

def test_each_kind_is_freed_by_its_spec_function():
    for kind in handle_kinds.KINDS.values():
        owner_class = getattr(calls, kind.class_name)
        assert issubclass(owner_class, RuntimeHandle)
        assert owner_class.free_function is getattr(rt, kind.free)


def test_defs_take_and_return_the_owner_of_each_kind():
    for name, fn in signature.FUNCTIONS.items():
        annotations = getattr(calls, name.removeprefix("rt_torch_")).__annotations__
        for p in fn.inputs:
            if p.ctype == handle_kinds.HANDLE_TYPE:
                assert annotations[p.name] == f"{handle_kinds.KINDS[p.name].class_name} | None", name
        if fn.ctype == handle_kinds.HANDLE_TYPE:
            assert annotations["return"] == handle_kinds.made_by(fn, handle_kinds.KINDS).class_name, name


def test_the_kinds_are_the_runtime_tables_kinds():
    assert {kind.noun for kind in handle_kinds.KINDS.values()} == set(handles.KINDS) - {handles.TENSOR}


def test_the_kinds_are_checked_against_the_spec():
    sgd = signature.FUNCTIONS["rt_torch_optim_sgd"]
    stray = signature.parse(sgd.section, "status", "int32_t rt_torch_optim_touch(rt_handle optimizer)", "a test")
    with pytest.raises(ValueError, match="'optimizer' names no kind"):
        handle_kinds.kinds_of({**signature.FUNCTIONS, stray.name: stray})
    orphan = signature.parse(sgd.section, "handle", "rt_handle rt_torch_widget_new(void)", "a test")
    with pytest.raises(ValueError, match="rt_torch_widget_new returns an rt_handle of 0 declared kinds"):
        handle_kinds.kinds_of({**signature.FUNCTIONS, orphan.name: orphan})
    functions = {k: v for k, v in signature.FUNCTIONS.items() if k != "rt_torch_generator_free"}
    with pytest.raises(ValueError, match="frees generator handles"):
        handle_kinds.kinds_of(functions)


# -- Tier 3 -------------------------------------------------------------------------------------------------------

# the Tensor core owns tensor handles, calls.py hands them to the runtime, handle_owners.py owns the others
INTEGER_HANDLE_HOLDERS = {"tensor.py", "calls.py", "handle_owners.py"}


def test_no_other_tier3_file_touches_an_integer_handle():
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE)
        if relative.parts[0] in ("abi", "clib", "runtime", "engines") or relative.as_posix() in INTEGER_HANDLE_HOLDERS:
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Attribute):
                assert node.attr != "_handle", f"{relative}:{node.lineno} reads or writes an integer handle"


def test_tier3_objects_hold_owners():
    weight = st.ones(2, requires_grad=True)
    optimizer = st.optim.SGD([weight], lr=0.1)
    held = {optimizer: calls.OptimizerHandle, st.optim.lr_scheduler.StepLR(optimizer, 1): calls.SchedulerHandle,
            st.Generator(): calls.GeneratorHandle, st.amp.GradScaler("cpu", enabled=False): calls.GradientScalerHandle}
    for thing, owner_class in held.items():
        assert type(thing._runtime) is owner_class, thing
