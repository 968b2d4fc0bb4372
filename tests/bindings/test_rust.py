"""The Rust crates of bindings/rust: the sys crate declares exactly the header's functions and constants, the
generated files match the spec, the safe crate wraps or lists every function, and `cargo test --offline` passes
(the digits MLP trains, errors carry their codes, a freed handle is an error, not a crash).

cargo test builds in debug mode into build/rust-bindings, finding the library through pkg-config (the build
tree's build/lib/pkgconfig); it is skipped, with the reason, only where cargo is absent and CI is not set."""

from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest

from simple_torch.abi import generate, rust_bindings, spec
from simple_torch.abi.signature import FUNCTIONS

from .rust_crates import (RUST, SAFE_SRC, crate_version, functions_called, header_constants, header_functions,
                          rust_test_count, sys_constants, sys_functions, sys_only)

ROOT = generate.ROOT
LIB_DIR = ROOT / "build" / "lib"
TARGET_DIR = ROOT / "build" / "rust-bindings"
CARGO_TIMEOUT = 600   # a first debug build of both crates and the test run: ~30 s here, far more on a busy machine


def test_sys_crate_declares_every_function_of_the_header():
    declared = sys_functions()
    assert len(declared) == len(FUNCTIONS) == len(header_functions())
    assert [name for name, _ in declared] == list(FUNCTIONS)
    assert dict(declared) == header_functions(), "each declaration takes as many parameters as its C prototype"


def test_sys_crate_defines_every_constant_of_the_header():
    constants = sys_constants()
    assert constants == header_constants()
    assert len(constants) == (4 + len(spec.ERROR_CODES) + len(spec.DTYPES) + len(spec.DEVICES)
                              + len(spec.CREATION_DEFAULTS) + sum(len(table) for table, *_ in spec.CONSTANT_TABLES))


def test_generated_rust_files_match_the_spec():
    outputs = rust_bindings.outputs(ROOT)
    assert set(outputs) <= set(generate.OUTPUTS), "make generate writes them"
    for path, render in outputs.items():
        assert path.read_text() == render(), f"{path.relative_to(ROOT)} is out of date: run `make generate`"


def test_crate_versions_are_the_abi_version():
    abi = ".".join(map(str, spec.ABI_VERSION))
    assert crate_version("simple-torch-sys") == crate_version("simple-torch") == abi


def test_the_safe_crate_wraps_or_lists_every_function():
    wrapped = functions_called(SAFE_SRC)
    listed = sys_only()
    assert wrapped | listed == set(FUNCTIONS), "every function is wrapped, or listed as sys-only"
    assert not wrapped & listed
    assert rust_bindings.HAND_WRITTEN <= wrapped, "the hand-written core calls the functions it takes over"
    print(f"\nsafe API: {len(wrapped)} of {len(FUNCTIONS)} functions wrapped, {len(listed)} through sys only")


def _cargo() -> str:
    cargo = shutil.which("cargo")
    if cargo is None:
        if os.environ.get("CI") == "true":
            pytest.fail("cargo is not installed, and CI=true: the Rust bindings must be tested on CI")
        pytest.skip("cargo is not installed (CI is not set)")
    if not (LIB_DIR / "libsimple_torch_ffi.so").is_file():
        pytest.fail("no build/lib/libsimple_torch_ffi.so: run `make lib`")
    return cargo


def _cargo_env(**extra: str) -> dict[str, str]:
    env = {name: value for name, value in os.environ.items()
           if name not in ("SIMPLE_TORCH_LIB_DIR", "LD_LIBRARY_PATH", "CARGO_TARGET_DIR")}
    # one intra-op thread: the tests' tiny ops pay for threads they cannot use on a busy machine
    return {**env, "PKG_CONFIG_PATH": str(LIB_DIR / "pkgconfig"), "OMP_NUM_THREADS": "1", **extra}


def test_cargo_test_passes():
    cargo = _cargo()
    run = subprocess.run([cargo, "test", "--offline", "--", "--nocapture"], cwd=RUST,
                         env=_cargo_env(CARGO_TARGET_DIR=str(TARGET_DIR)), capture_output=True, text=True,
                         timeout=CARGO_TIMEOUT)
    out = run.stdout + run.stderr
    assert run.returncode == 0, out
    results = re.findall(r"test result: (\w+)\. (\d+) passed; (\d+) failed", out)
    assert results and all(status == "ok" and failed == "0" for status, _, failed in results), out
    assert f"running {rust_test_count()} tests" in out, out
    assert re.search(r"tensor::Tensor::free .*compile fail \.\.\. ok", out), "a freed tensor cannot be used"
    assert re.search(r"tensor::Tensor \(line \d+\) - compile fail \.\.\. ok", out), "Tensor is not Sync"
    trained = re.search(r"digits MLP: loss (\S+) -> (\S+), test accuracy (\S+)", out)
    assert trained and float(trained[3]) >= 0.95, out
    # the build script found the library through pkg-config and linked it with an rpath (no LD_LIBRARY_PATH)
    found = [path.read_text() for path in TARGET_DIR.glob("debug/build/simple-torch-sys-*/output")]
    assert any(f"cargo:rustc-link-arg=-Wl,-rpath,{LIB_DIR.resolve()}" in text for text in found), found


def test_a_missing_library_stops_the_build_with_its_source(tmp_path):
    cargo = _cargo()
    run = subprocess.run([cargo, "build", "--offline", "-p", "simple-torch-sys"], cwd=RUST,
                         env=_cargo_env(SIMPLE_TORCH_LIB_DIR=str(tmp_path),
                                        CARGO_TARGET_DIR=str(ROOT / "build" / "rust-bindings-missing")),
                         capture_output=True, text=True, timeout=CARGO_TIMEOUT)
    assert run.returncode != 0
    assert f"no libsimple_torch_ffi.so in {tmp_path} (named by $SIMPLE_TORCH_LIB_DIR)" in run.stderr, run.stderr
