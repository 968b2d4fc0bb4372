"""The same mistake raises the same exception class on both backends, and a classified one.

tests/api_sweep.py calls the whole public Tier 3 API with wrong arguments (about 4,000 calls); this runs
it once per backend in a child process and compares what each call raised.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# What a wrong argument may raise: PyTorch's Python classes for a wrong type or value, or one of the
# contract's classified errors. Anything else (AttributeError, KeyError, st.InternalError, ...) is an
# exception that escaped from inside the library.
CLASSIFIED = {"ok", "TypeError", "ValueError", "IndexError", "InvalidArgumentError", "ShapeError", "DtypeError",
              "DeviceError", "UnsupportedError", "InvalidHandleError", "BufferTooSmallError"}


def _sweep(backend: str) -> dict[str, str]:
    done = subprocess.run([sys.executable, "-W", "ignore", "-m", "tests.api_sweep"], cwd=ROOT, capture_output=True,
                          text=True, timeout=300, env={**os.environ, "SIMPLE_TORCH_BACKEND": backend})
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["backend"] == backend
    return report["results"]


@pytest.fixture(scope="module")
def sweeps() -> dict[str, dict[str, str]]:
    return {backend: _sweep(backend) for backend in ("torch", "numpy")}


def test_the_sweep_covers_the_api(sweeps):
    results = sweeps["torch"]
    assert len(results) > 3000
    called = {key.split("[")[0] for key in results}
    for name in ("st.matmul", "F.cross_entropy", "st.linalg.svd", "Tensor.gather", "nn.Linear", "st.Tensor",
                 "st.zeros_like", "optim.Adam"):
        assert name in called, name


@pytest.mark.parametrize("backend", ["torch", "numpy"])
def test_every_wrong_argument_gets_a_classified_error(sweeps, backend):
    escaped = {call: raised for call, raised in sweeps[backend].items() if raised not in CLASSIFIED}
    assert not escaped, f"{len(escaped)} calls raised an unclassified exception: {dict(list(escaped.items())[:20])}"


def test_both_backends_raise_the_same_class(sweeps):
    torch_, numpy_ = sweeps["torch"], sweeps["numpy"]
    assert torch_.keys() == numpy_.keys()
    differ = {call: (torch_[call], numpy_[call]) for call in torch_ if torch_[call] != numpy_[call]}
    assert not differ, f"{len(differ)} calls differ (torch, numpy): {dict(list(differ.items())[:20])}"


def test_a_tensor_where_a_tensor_is_not_expected_is_a_type_error(sweeps):
    """The cases that used to escape: a str for a tensor (AttributeError) and a tensor for a dim
    (InternalError on the NumPy backend)."""
    for results in sweeps.values():
        assert results["st.matmul[0]=str"] == "TypeError"
        assert results["F.linear[0]=None"] == "TypeError"
        assert results["st.zeros_like[0]=object"] == "TypeError"
        assert results["Tensor.argmax[0]=int64_tensor"] == "InvalidArgumentError"
        assert results["st.Tensor[0]=float"] == "TypeError"
