"""Every function of the spec's Op rows is called from C by tests/c/op_calls.c, which `make generate` renders from
the spec (abi/op_calls.py): its lines (values, dtypes, shapes, gradients) are those of the same calls made through
the Python runtime, on the backend under test, with the fast path on and off. A new Op row needs no hand-written C
call: the generated program calls it, and test_c_abi.py's coverage test counts the program's calls."""

from __future__ import annotations

import struct

import pytest

import simple_torch.runtime as rt
from simple_torch.abi import op_calls
from simple_torch.abi.enums import Dtype

from .conftest import FAST_PATH, fast_path_modes
from .test_c_abi import C_DIR, _report, build, library, pkg_flags, run  # noqa: F401 (fixtures)

PROGRAM = C_DIR / "op_calls.c"
MAX_DIMS = 8


def _input(dtype: Dtype, values: tuple) -> int:
    """As op_calls.c's input(): a float64 2 x 3 tensor converted to dtype; a float32 one requires grad."""
    wide = rt.rt_torch_tensor_from_data(struct.pack(f"{len(values)}d", *values), list(op_calls.SHAPE), Dtype.float64)
    t = rt.rt_torch_tensor_to_dtype(wide, dtype)
    rt.rt_torch_tensor_free(wide)
    if dtype == Dtype.float32:
        rt.rt_torch_tensor_set_requires_grad(t, 1)
    return t


def _number(value: float) -> str:
    return "nan" if value != value else "%.17g" % value


def _tensor(label: str, t: int) -> str:
    _, dims = rt.rt_torch_tensor_shape(t, MAX_DIMS)
    wide = rt.rt_torch_tensor_to_dtype(t, Dtype.float64)
    out = bytearray(8 * rt.rt_torch_tensor_numel(wide))
    assert rt.rt_torch_tensor_copy_to(wide, out) == len(out), rt.rt_torch_last_error()
    rt.rt_torch_tensor_free(wide)
    values = struct.unpack(f"{len(out) // 8}d", out)
    shape = ", ".join(map(str, dims))
    return f" {label} dtype={rt.rt_torch_tensor_dtype(t)} shape=[{shape}]" + "".join(f" {_number(v)}" for v in values)


def python_line(decl) -> str:
    """op_calls.c's line for decl, from the same calls through the Python runtime."""
    args, inputs = [], []
    for kind, *rest in op_calls.arguments(decl):
        if kind == "tensor":
            dtype, values = Dtype[rest[0]], rest[1]
            inputs.append((_input(dtype, values), dtype))
            args.append(inputs[-1][0])
        else:
            args.append(rest[0])
    y = getattr(rt, decl.name)(*args)
    line = f"{decl.name}:"
    if not y:
        line += f" error {rt.rt_torch_last_error_code()}: {rt.rt_torch_last_error()}"
    else:
        line += _tensor("result", y)
        if rt.rt_torch_tensor_requires_grad(y) == 1:
            total = rt.rt_torch_tensor_sum(y)
            assert rt.rt_torch_tensor_backward(total) == 0, rt.rt_torch_last_error()
            rt.rt_torch_tensor_free(total)
            for t, dtype in inputs:
                grad = rt.rt_torch_tensor_grad(t) if dtype == Dtype.float32 else 0
                if grad:
                    line += _tensor("grad", grad)
                    rt.rt_torch_tensor_free(grad)
        rt.rt_torch_tensor_free(y)
    for t, _ in inputs:
        rt.rt_torch_tensor_free(t)
    return line


@pytest.fixture(scope="module")
def expected() -> list[str]:
    live = rt.rt_torch_live_tensors()
    lines = [python_line(decl) for decl in op_calls.op_functions()]
    assert rt.rt_torch_live_tensors() == live
    return lines


def test_the_program_calls_every_op_row():
    text = PROGRAM.read_text()
    assert [decl.name for decl in op_calls.op_functions() if f"{decl.name}(" not in text] == []


def test_every_op_row_succeeds_on_its_inputs(expected):
    """The inputs (values in (0, 1), bool masks, integers for the ops of integers) fit every op, so each line
    compares values and gradients, not only an error."""
    assert [line for line in expected if " error " in line] == []
    assert sum(" grad " in line for line in expected) >= 90


@pytest.mark.parametrize("fast", fast_path_modes(), ids=lambda fast: "fast-path" if fast == "1" else "python-path")
def test_c_calls_give_the_python_results(build, expected, fast):
    exe = build(PROGRAM)
    done = run(exe, env={FAST_PATH: fast})
    assert done.returncode == 0, _report(done)
    *lines, live = done.stdout.splitlines()
    assert live == "live tensors: 0 at the start, 0 at the end", _report(done)
    assert len(lines) == len(expected), _report(done)
    for got, want in zip(lines, expected):
        assert got == want
