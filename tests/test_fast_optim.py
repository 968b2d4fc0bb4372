"""The native optimizers, zero_grad and gradient clipping (clib/native_optim.c, engines/torch_optim.py).

- tests/c/test_fast_optim.c prints the same parameters, state, gradients and errors (bit for bit) with the fast path
  on and off;
- with it on, those calls do not reach the Python side once an optimizer's state exists (a Python host that loads the
  library counts the backend's optimizer calls);
- a C program that steps, clips and zeroes never imports torch._dynamo, on either path.

Run in make test's PyTorch pass (the fast path runs PyTorch's operators).
"""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from .conftest import FAST_PATH, child_env, fast_path_modes
from .test_c_abi import C_DIR, LIB, PYTHON, _report, build, library, pkg_flags, run  # noqa: F401 (fixtures)

HANDLE = re.compile(r"handle \d+")   # ids differ between the C table and the Python one


def _run(build, fast: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    done = run(build(C_DIR / "test_fast_optim.c"), env={FAST_PATH: fast, **(env or {})})
    assert done.returncode == 0 and "FAIL" not in done.stderr, _report(done)
    assert re.search(r"^test_fast_optim: \d+ checks passed$", done.stdout, re.M), _report(done)
    return done


def test_both_paths_give_the_same_parameters_state_and_errors(build):
    modes = fast_path_modes()
    outputs = {fast: [HANDLE.sub("handle N", line) for line in _run(build, fast).stdout.splitlines()[:-1]]
               for fast in modes}
    if modes == ["1", "0"]:   # the torch backend
        assert outputs["1"][0] == "fast path: on"
        assert outputs["0"][0] == "fast path: off: SIMPLE_TORCH_FAST_PATH=0"
        assert outputs["1"][1:] == outputs["0"][1:]
    lines = outputs[modes[0]]
    assert sum(line.startswith("value ") and " state " in line for line in lines) >= 300
    assert sum(line.startswith("value clip ") and " grad " not in line for line in lines) >= 18
    assert sum(line.startswith("error ") for line in lines) >= 30


@pytest.mark.parametrize("fast", fast_path_modes())
def test_no_dynamo_import(build, fast):
    """torch.optim's wrappers import torch._dynamo on first use (about a second): the runtime calls what they wrap."""
    done = _run(build, fast, {"PYTHONPROFILEIMPORTTIME": "1"})
    assert "import time:" in done.stderr and " torch.optim" in done.stderr, _report(done)
    assert "torch._dynamo" not in done.stderr


# A Python host: the library runs its runtime in this interpreter, so the backend's methods can be counted.
_HOST = r"""
import ctypes, struct, sys
lib = ctypes.CDLL(sys.argv[1], mode=ctypes.RTLD_GLOBAL)
i64, i32, f64 = ctypes.c_int64, ctypes.c_int32, ctypes.c_double
for name, result, params in [
        ("rt_torch_fast_path", ctypes.c_char_p, []), ("rt_torch_last_error", ctypes.c_char_p, []),
        ("rt_torch_tensor_from_data", i64, [ctypes.c_char_p, ctypes.POINTER(i64), i32, i32]),
        ("rt_torch_tensor_set_requires_grad", i32, [i64, i32]), ("rt_torch_tanh", i64, [i64]),
        ("rt_torch_tensor_mul", i64, [i64, i64]), ("rt_torch_tensor_sum", i64, [i64]),
        ("rt_torch_tensor_backward", i32, [i64]), ("rt_torch_tensor_free", i32, [i64]),
        ("rt_torch_optim_sgd", i64, [ctypes.POINTER(i64), i32, f64, f64, f64]),
        ("rt_torch_optim_adam", i64, [ctypes.POINTER(i64), i32, f64, f64, f64, f64, f64]),
        ("rt_torch_optim_adamw", i64, [ctypes.POINTER(i64), i32, f64, f64, f64, f64, f64]),
        ("rt_torch_optim_set_option", i32, [i64, i32, ctypes.c_char_p, f64]),
        ("rt_torch_optim_step", i32, [i64]), ("rt_torch_optim_zero_grad", i32, [i64]),
        ("rt_torch_optim_get_option", i32, [i64, i32, ctypes.c_char_p, ctypes.POINTER(f64)]),
        ("rt_torch_nn_clip_grad_norm", i64, [ctypes.POINTER(i64), i32, f64, f64, i32])]:
    getattr(lib, name).restype, getattr(lib, name).argtypes = result, params

def ok(value):
    if value == 0 or value < 0:
        sys.exit("failed: " + lib.rt_torch_last_error().decode())
    return value

def param(values):
    dims = (i64 * 1)(len(values))
    t = ok(lib.rt_torch_tensor_from_data(struct.pack(f"{len(values)}f", *values), dims, 1, 6))
    assert lib.rt_torch_tensor_set_requires_grad(t, 1) == 0
    return t

params = [param([0.5, -1.25, 3.0]), param([0.1, 0.2])]
array = (i64 * 2)(*params)

def backward():
    for p in params:
        made = [ok(lib.rt_torch_tanh(p))]
        made.append(ok(lib.rt_torch_tensor_mul(made[0], p)))
        made.append(ok(lib.rt_torch_tensor_sum(made[1])))
        assert lib.rt_torch_tensor_backward(made[2]) == 0
        for t in made:
            lib.rt_torch_tensor_free(t)

def train(opt, steps):
    for _ in range(steps):
        backward()
        lib.rt_torch_tensor_free(ok(lib.rt_torch_nn_clip_grad_norm(array, 2, 0.5, 2.0, 1)))
        assert lib.rt_torch_optim_step(opt) == 0 and lib.rt_torch_optim_zero_grad(opt) == 0

optimizers = [ok(lib.rt_torch_optim_sgd(array, 2, 0.1, 0.9, 0.01)),
              ok(lib.rt_torch_optim_adam(array, 2, 0.01, 0.9, 0.999, 1e-8, 0.0)),
              ok(lib.rt_torch_optim_adamw(array, 2, 0.01, 0.9, 0.999, 1e-8, 0.01))]
assert lib.rt_torch_optim_set_option(optimizers[0], 0, b"nesterov", 1.0) == 0
for opt in optimizers:
    train(opt, 1)   # the first step makes the state, on the Python side

from simple_torch.engines.torch_backend import TorchBackend
calls = []
for name in ("optimizer_step", "optimizer_zero_grad", "grad_norm", "clip_grads_with_norm", "optimizer_option"):
    def counted(self, *args, _name=name, _original=getattr(TorchBackend, name)):
        calls.append(_name)
        return _original(self, *args)
    setattr(TorchBackend, name, counted)
for opt in optimizers:
    assert lib.rt_torch_optim_set_option(opt, 0, b"lr", 0.02) == 0   # a plan's option written, not a new plan
    train(opt, 3)
value = f64()
for opt, name, want in zip(optimizers, (b"nesterov", b"beta2", b"weight_decay"), (1.0, 0.999, 0.01)):
    for option, expected in ((b"lr", 0.02), (name, want)):
        assert lib.rt_torch_optim_get_option(opt, 0, option, ctypes.byref(value)) == 0 and value.value == expected
print(lib.rt_torch_fast_path().decode(), len(calls), "torch._dynamo" in sys.modules)
"""


@pytest.mark.parametrize("fast", fast_path_modes())
def test_native_calls_skip_the_python_side(library, tmp_path, fast):
    host = tmp_path / "host.py"
    host.write_text(_HOST)
    done = subprocess.run([PYTHON, str(host), str(LIB)], env=child_env({FAST_PATH: fast}), capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, _report(done)
    state, calls, dynamo = done.stdout.splitlines()[-1].rsplit(" ", 2)   # rt_torch_fast_path(), count, dynamo
    assert dynamo == "False", _report(done)
    if fast == "1" and "rt_torch_optim_step" not in state:   # a torch whose shim runs the four natively
        assert state.startswith("on") and calls == "0", _report(done)   # 3 optimizers x 3 steps and 6 reads: all native
    elif fast == "1":   # rt_torch_fast_path() names them among those this torch leaves on the Python path
        assert state.startswith("on for ") and calls != "0", _report(done)
    else:
        assert calls == str(3 * 3 * 4 + 3 * 2), _report(done)   # each reached the backend


def test_a_torch_without_a_symbol_leaves_only_the_optimizers_on_the_python_path(monkeypatch):
    """rt__optim_bind's reason keeps plans from being made (the C functions then find none); the optimizer is made
    and steps as before."""
    import types

    import cffi
    import torch

    from simple_torch.engines import torch_optim

    ffi = cffi.FFI()
    why = ffi.new("char[]", b"the installed torch has no _ZNK3c1010TensorImpl4gradEv")
    module = types.SimpleNamespace(ffi=ffi, lib=types.SimpleNamespace(rt__optim_bind=lambda torch_cpu, c10: why))
    monkeypatch.setitem(sys.modules, torch_optim._FFI_MODULE, module)
    monkeypatch.setattr(torch_optim, "_native", torch_optim._Native())
    p = torch.ones(2, requires_grad=True)
    opt = torch_optim.make(torch.optim.SGD, [p], {"lr": 0.5})
    torch_optim.attach(opt, 1, "sgd", lambda function, what: 0)
    assert torch_optim._native.why_off == "the installed torch has no _ZNK3c1010TensorImpl4gradEv"
    assert opt not in torch_optim._plans
    p.grad = torch.ones(2)
    torch_optim.step(opt)
    assert torch.equal(p.detach(), torch.tensor([0.5, 0.5]))
