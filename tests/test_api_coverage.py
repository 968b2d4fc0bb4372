"""The coverage of the 299 ranked APIs (docs/api-usage.md) in Python and in C, on both backends.

tests/api_coverage.py holds one probe per API and the C functions that do the same job. Here: the table is
the ranked list, every C function it names is in the spec, and on each backend (a child process each, side by
side) every probe runs against PyTorch. The figures are printed; the test fails when a probe that passed
before fails (it is not in KNOWN_GAPS) or a figure falls below its floor. When a gap closes, move it out of
KNOWN_GAPS and raise the floor: the figures can only go up.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from simple_torch.abi.signature import FUNCTIONS

from . import api_coverage
from .conftest import child_env

ROOT = Path(__file__).resolve().parents[1]
RANKED = ROOT / "docs" / "api-usage.md"
RUN_TIMEOUT = 180   # seconds for all probes on one backend: 9 s here, 16 s with the machine busy
BACKENDS = ("torch", "numpy")

# Probes failing today, with why. Common to both backends:
COMMON_GAPS: dict[int, str] = {}
KNOWN_GAPS = {"torch": COMMON_GAPS, "numpy": COMMON_GAPS}
PYTHON_FLOOR = {"torch": 299, "numpy": 299}   # probes passing, of 299
C_FLOOR = 292                                  # APIs with C functions, of 299


def _ranked() -> dict[int, str]:
    rows = re.findall(r"^\| (\d+) \| \d+ \| \d+ \| [^|]+ \| `(.+)` \|$", RANKED.read_text(), flags=re.M)
    return {int(rank): api for rank, api in rows}


def test_the_table_is_the_ranked_list():
    ranked = _ranked()
    assert len(ranked) == 299
    assert {rank: probe.api for rank, probe in api_coverage.PROBES.items()} == ranked


def test_every_named_c_function_is_in_the_spec():
    named = {name for probe in api_coverage.PROBES.values() for name in probe.c or ()}
    assert named and not named - set(FUNCTIONS), f"not in the spec: {sorted(named - set(FUNCTIONS))}"


def test_the_c_figure_does_not_fall():
    with_c = sum(1 for probe in api_coverage.PROBES.values() if probe.c)
    print(f"C: {with_c} of {len(api_coverage.PROBES)} ranked APIs have C functions ({with_c / len(api_coverage.PROBES):.1%})")
    assert with_c >= C_FLOOR


@pytest.fixture(scope="module")
def results() -> dict[str, dict[int, str | None]]:
    """{backend: {rank: None (passes) or why it fails}}, each backend a child process, side by side."""
    running = {}
    for backend in BACKENDS:
        env = child_env({"SIMPLE_TORCH_BACKEND": backend, "OMP_NUM_THREADS": "1"})
        running[backend] = subprocess.Popen([sys.executable, "-m", "tests.api_coverage"], cwd=ROOT, env=env,
                                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    outcome = {}
    try:
        for backend, process in running.items():
            out, err = process.communicate(timeout=RUN_TIMEOUT)
            assert process.returncode == 0, f"the probes on the {backend} backend stopped:\n{err[-3000:]}"
            outcome[backend] = {int(rank): why for rank, why in json.loads(out).items()}
    finally:
        for process in running.values():
            process.kill()
            process.wait()
    return outcome


@pytest.mark.parametrize("backend", BACKENDS)
def test_the_python_figure_does_not_fall(results, backend):
    failing = {rank: why for rank, why in results[backend].items() if why is not None}
    passing = len(results[backend]) - len(failing)
    print(f"{backend} backend, Python: {passing} of {len(results[backend])} probes pass "
          f"({passing / len(results[backend]):.1%})")
    closed = set(KNOWN_GAPS[backend]) - set(failing)
    if closed:
        print(f"gaps closed (move them out of KNOWN_GAPS, raise the floor): {sorted(closed)}")
    new = {rank: why for rank, why in failing.items() if rank not in KNOWN_GAPS[backend]}
    assert not new, "probes that passed before fail:\n" + "\n".join(
        f"{rank} {api_coverage.PROBES[rank].api}: {why}" for rank, why in new.items())
    assert passing >= PYTHON_FLOOR[backend]


def test_the_comparison_finds_a_difference():
    """A probe passes only when its result is PyTorch's: values, dtype, shape, text and lengths are checked."""
    import torch

    import simple_torch as st
    plain, differences = api_coverage._plain, api_coverage._differences
    assert differences(plain(torch.tensor([1.0, 2.0])), plain(st.tensor([1.0, 2.0]))) == []
    assert differences(plain(torch.tensor([1.0, 2.0])), plain(st.tensor([1.0, 2.001])))
    assert differences(plain(torch.tensor([1.0, 2.0])), plain(st.tensor([1, 2])))
    assert differences(plain(torch.ones(2, 1)), plain(st.ones(1, 2)))
    assert differences(plain((torch.ones(2), "Linear(a)")), plain((st.ones(2), "Linear(b)")))
    assert differences(plain([torch.ones(2)]), plain([st.ones(2), st.ones(2)]))
    assert differences(plain({"w": torch.ones(2)}), plain({"b": st.ones(2)}))
    assert differences(plain(True), plain(1))
