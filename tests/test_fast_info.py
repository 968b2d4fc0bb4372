"""The hand-written fast functions of clib/native_info.c (information, and the views a spec row cannot express) give,
with the fast path on, what the Python path gives, bit for bit, and run without entering Python for the cases they
take; views made under no_grad take the Python path (tests/c/test_fast_info.c).

tests/fast_parity.py makes the calls as a C host does, for each function native_info.c defines; tests/c/test_fast_info.c
adds what a single call cannot show (gradients through views, no_grad regions, errors after a graph). Run in make
test's PyTorch pass.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from .conftest import FAST_PATH, fast_path_modes
from .test_fast_functions import HANDLE, PATH, off_functions, parity_lines
from .test_c_abi import C_DIR, _report, build, library, pkg_flags, run  # noqa: F401 (fixtures)

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "src" / "simple_torch" / "clib" / "native_info.c"
# rt_torch_fast_path says which path is on, so its line differs by design: its native answer is checked alone
NAMES = [f"rt_torch_{name}" for name in re.findall(r"^int rt__native_(\w+)\(", SOURCE.read_text(), re.M)]
COMPARED = [name for name in NAMES if name != "rt_torch_fast_path"]


@pytest.fixture(scope="module")
def parity(library):
    if fast_path_modes() != ["1", "0"]:
        pytest.skip("the fast path runs on the PyTorch backend")
    return {fast: parity_lines(library, fast, tuple(NAMES)) for fast in ("1", "0")}


def test_the_parity_calls_give_the_same_lines(parity):
    on, off = ([line for line in parity[fast][1:] if line.split()[0] in COMPARED] for fast in ("1", "0"))
    assert on and [PATH.sub("", line) for line in on] == [PATH.sub("", line) for line in off]


def test_every_function_runs_natively_and_its_refusals_in_python(parity):
    on, off = parity["1"], parity["0"]
    assert len(NAMES) >= 19
    native = {line.split()[0] for line in on[1:] if line.endswith(" path=native")}
    python_only = off_functions(on[0])   # those this torch's shim cannot run: never natively
    assert sorted(set(NAMES) - native - python_only) == [] and not native & python_only
    assert all(line.endswith(" path=python") for line in off[1:])
    failed = [line for line in on[1:] if " code=0 " not in line]
    assert failed and all(line.endswith(" path=python") for line in failed)
    assert all(re.search(r"result=b['\"]on\b", line) for line in on if line.startswith("rt_torch_fast_path "))


def test_the_c_program_prints_the_same_both_ways(build):
    modes = fast_path_modes()
    outputs = {}
    for fast in modes:
        done = run(build(C_DIR / "test_fast_info.c"), env={FAST_PATH: fast})
        assert done.returncode == 0 and "FAIL" not in done.stderr, _report(done)
        lines = done.stdout.splitlines()
        assert re.fullmatch(r"test_fast_info: \d+ checks passed", lines[-1]), _report(done)
        outputs[fast] = [HANDLE.sub("handle N", line) for line in lines[:-1]]
    if modes == ["1", "0"]:
        assert outputs["1"][0] == "fast path: on" and outputs["0"][0] == "fast path: off: SIMPLE_TORCH_FAST_PATH=0"
        assert outputs["1"][1:] == outputs["0"][1:]
    lines = outputs[modes[0]]
    assert sum(line.startswith("value ") for line in lines) >= 25
    assert sum(line.startswith("error ") for line in lines) >= 5
