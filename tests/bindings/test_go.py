"""The Go package, bindings/go: `go test ./...` in it, and its generated files against the spec.

Go's build cache and module cache go under build/go, so that a run writes nothing outside the tree and a second
run compiles only what changed (the cgo package of every function, from cold: about 11 s of CPU). Without Go the
test fails when CI is set (.ci/run installs Debian's golang-go) and is skipped otherwise.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from simple_torch.abi import go_bindings
from simple_torch.abi.signature import FUNCTIONS

ROOT = Path(__file__).resolve().parents[2]
GO_DIR = ROOT / "bindings" / "go"
LIB = ROOT / "build" / "lib" / "libsimple_torch_ffi.so"
GO_TIMEOUT = 600

# What the safe package leaves to package sys: raw memory (from_data's bytes: FromFloat32 and the others are
# hand-written), DLPack's structs, a C callback, the error readers its core calls, and the free behind Close
NOT_WRAPPED = {"rt_torch_tensor_from_data", "rt_torch_tensor_from_dlpack_versioned",
               "rt_torch_tensor_from_dlpack_legacy", "rt_torch_tensor_to_dlpack_versioned",
               "rt_torch_tensor_to_dlpack_legacy", "rt_torch_optim_lbfgs_step", "rt_torch_last_error",
               "rt_torch_last_error_code", "rt_torch_clear_error", "rt_torch_tensor_free"}

# every test of bindings/go, each of which must have run and passed
GO_TESTS = ["TestEveryFunctionIsDeclared", "TestGeneratedFilesAreGofmtClean", "TestABIVersionMustFit",
            "TestElements", "TestTrainDigitsMLP", "TestWrongShapeIsAnErrorWithCodeAndMessage",
            "TestClosedTensorIsAnErrorNotACrash", "TestBadArgumentsAreErrors", "TestErrorsBelongToTheirCall",
            "TestFinalizerFreesDroppedTensors", "TestVersionIsTheABIVersion", "TestEnterLocksTheThread",
            "TestEveryWrapperEntersFirst", "TestNoGradHoldsForTheWholeFunction"]


def _go() -> str:
    go = shutil.which("go")
    if go is None:
        if os.environ.get("CI"):
            pytest.fail("go is not installed, and CI is set: the Go bindings' tests need Debian's golang-go "
                        "(.ci/run installs it)")
        pytest.skip("go is not installed (Debian's golang-go; .ci/run installs it): bindings/go is not tested")
    return go


def go_env() -> dict[str, str]:
    """The environment of `go`: the library's pkg-config file, no network, the caches under build/go."""
    cache = ROOT / "build" / "go"
    keep = ("PATH", "SIMPLE_TORCH_BACKEND", "SIMPLE_TORCH_DEVICE", "SIMPLE_TORCH_FAST_PATH")
    return {**{name: os.environ[name] for name in keep if os.environ.get(name)},
            "PKG_CONFIG_PATH": str(ROOT / "build" / "lib" / "pkgconfig"), "GOCACHE": str(cache / "cache"),
            "GOPATH": str(cache / "path"), "HOME": str(cache), "GOFLAGS": "-mod=mod", "GOPROXY": "off",
            "GOTOOLCHAIN": "local", "CGO_ENABLED": "1"}


@pytest.fixture(scope="module")
def library() -> Path:
    if not LIB.exists():
        subprocess.run(["make", "lib"], cwd=ROOT, check=True, timeout=900)
    return LIB


def test_go_test(library):
    go = _go()
    done = subprocess.run([go, "test", "-count=1", "-v", "./..."], cwd=GO_DIR, env=go_env(), capture_output=True,
                          text=True, timeout=GO_TIMEOUT)
    report = f"exit {done.returncode}\n{done.stdout}\n{done.stderr}"
    assert done.returncode == 0, report
    passed = set(re.findall(r"^--- PASS: (\w+)", done.stdout, re.M))
    assert passed == set(GO_TESTS), report
    assert f"{len(FUNCTIONS)} functions declared, {len(FUNCTIONS)} in the header" in done.stdout, report


def test_quickstart_runs(library):
    """The README's example, with an empty environment besides Go's: the library is found through its rpath."""
    go = _go()
    done = subprocess.run([go, "run", "./examples/quickstart"], cwd=GO_DIR, env=go_env(), capture_output=True,
                          text=True, timeout=GO_TIMEOUT)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout == ("a + b = [3.5 3.5 3.5 3.5 3.5 3.5]\n"
                           "error: rt_torch_tensor_matmul: shapes [2, 3] and [2, 3] cannot be multiplied"
                           " [RT_ERR_SHAPE]\n"
                           "gradient = [2 4 6]\n"), done.stdout + done.stderr


def test_raw_layer_declares_every_function():
    text = (GO_DIR / "sys" / "functions.go").read_text()
    called = re.findall(r"\bC\.(rt_torch_\w+)\(", text)
    assert sorted(called) == sorted(FUNCTIONS)
    assert len(re.findall(r"^func \w+\(", text, re.M)) == len(FUNCTIONS)


def test_safe_layer_wraps_every_function_that_maps():
    text = (GO_DIR / "simpletorch" / "functions.go").read_text()
    wrapped = set(re.findall(r"\bsys\.(\w+)\(", text))
    assert len(re.findall(r"^func ", text, re.M)) == len(wrapped) + 2   # and Code.String, DtypeName
    by_raw_name = {go_bindings.raw_name(fn): name for name, fn in FUNCTIONS.items()}
    assert set(FUNCTIONS) - {by_raw_name[raw] for raw in wrapped} == NOT_WRAPPED


def test_generated_files_match_the_spec():
    for path, render in ((GO_DIR / "sys" / "functions.go", go_bindings.render_sys),
                         (GO_DIR / "simpletorch" / "functions.go", go_bindings.render_api)):
        assert path.read_text() == render(), f"{path} is out of date: run `make generate`"
