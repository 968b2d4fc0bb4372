"""Every fast function of tensor and number parameters gives, with the fast path on, the values, gradients, codes and
messages the Python path gives, bit for bit, and runs without entering Python for the cases it takes.

tests/fast_parity.py makes the calls (from each row's C prototype) as a C host does; the fast functions of buffers
(from_data, copy_to) are tests/c/test_fast_path.c's (tests/test_fast_path.py). Run in make test's PyTorch pass.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import FAST_PATH, child_env, fast_path_modes
from .fast_parity import CALLABLE
from .test_c_abi import library  # noqa: F401 (fixture)

ROOT = Path(__file__).resolve().parents[1]
HANDLE = re.compile(r"handle \d+")   # ids differ between the C table and the Python one
PATH = re.compile(r" path=(native|python)$")


def parity_lines(library, fast: str, names: tuple[str, ...] = ()) -> list[str]:
    """tests/fast_parity.py's lines (every fast function it calls, or those named) with SIMPLE_TORCH_FAST_PATH=fast."""
    env = child_env({FAST_PATH: fast, "OMP_NUM_THREADS": "1"})
    done = subprocess.run([sys.executable, str(ROOT / "tests" / "fast_parity.py"), str(library), *names], env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return [HANDLE.sub("handle N", line) for line in done.stdout.splitlines()]


def off_functions(line: str) -> set[str]:
    """The fast functions that rt_torch_fast_path()'s text (parity's first line, "fast path: ...") says the running
    torch leaves on the Python path (it lacks a shim part they need: tests/test_shim_parts.py); none when "on"."""
    groups = line.split("; off for ")[1:]
    return {name for group in groups for name in group.rsplit("): ", 1)[1].split(", ")}


@pytest.fixture(scope="module")
def outputs(library):
    if fast_path_modes() != ["1", "0"]:
        pytest.skip("the fast path runs on the PyTorch backend")
    return {fast: parity_lines(library, fast) for fast in ("1", "0")}


def test_both_paths_give_the_same_lines(outputs):
    on, off = outputs["1"], outputs["0"]
    assert re.fullmatch(r"fast path: on(?: for \d+ of \d+ functions; off for .*)?", on[0])
    assert off[0] == "fast path: off: SIMPLE_TORCH_FAST_PATH=0"
    # rt_torch_fast_path says which path is on: its line differs by design (tests/test_fast_info.py checks it)
    assert [PATH.sub("", line) for line in on[1:] if not line.startswith("rt_torch_fast_path ")] \
        == [PATH.sub("", line) for line in off[1:] if not line.startswith("rt_torch_fast_path ")]


def test_every_derived_function_runs_natively_and_its_refusals_in_python(outputs):
    on, off = outputs["1"], outputs["0"]
    native = {line.split()[0] for line in on[1:] if line.endswith(" path=native")}
    python_only = off_functions(on[0])   # those this torch's shim cannot run: never natively
    assert sorted(set(CALLABLE) - native - python_only) == [] and not native & python_only
    assert all(line.endswith(" path=python") for line in off[1:] if " path=" in line)
    # a call that failed was refused natively or by ATen and reported by the Python path
    failed = [line for line in on[1:] if line.startswith(("rt_torch_", "scopes ")) and " code=0 " not in line]
    assert failed and all(line.endswith(" path=python") for line in failed)


def test_scopes_run_natively_unless_python_holds_a_tensor_of_the_scope(outputs):
    scopes = [line for line in outputs["1"] if line.startswith("scopes ")]
    ends = [line for line in scopes if line.startswith("scopes end:")]
    # the second holds a Python tensor; the first too where this torch runs exp and mul on the Python path
    made_in_c = not {"rt_torch_tensor_exp", "rt_torch_tensor_mul"} & off_functions(outputs["1"][0])
    assert [line.endswith(" path=native") for line in ends] == [made_in_c, False]
    for label in ("begin", "begin inner", "keep", "keep inner", "end inner"):
        assert all(line.endswith(" path=native") for line in scopes if line.startswith(f"scopes {label}:"))
    assert all(line.endswith(" path=python") for line in scopes if " code=0 " not in line)


def test_zero_grad_drops_a_gradient_natively(outputs):
    lines = [line for line in outputs["1"] if line.startswith("zero_grad ")]
    assert len(lines) == 4 and "grad none" not in lines[0]
    path = "python" if "rt_torch_tensor_zero_grad" in off_functions(outputs["1"][0]) else "native"
    assert all("status=0 grad after=0 " in line and line.endswith(f" path={path}") for line in lines[1::2])


def test_retain_grad_runs_natively_for_tensors_that_require_grad(outputs):
    lines = [line for line in outputs["1"] if line.startswith("retain_grad ")]
    native = "python" if "rt_torch_tensor_retain_grad" in off_functions(outputs["1"][0]) else "native"
    assert [line.rsplit(" path=", 1)[-1] for line in lines[:3]] == [native, native, "python"]
    assert "requires_grad=False" in lines[2] and "grad: float32[2, 3]" in lines[3]


def test_at_least_250_functions_are_native():
    """Issue 28's coverage: the header marks them [fast]; each is in one of the parity runs above (or the C tests)."""
    from simple_torch.abi.signature import FUNCTIONS
    assert sum(1 for fn in FUNCTIONS.values() if fn.native) >= 250
