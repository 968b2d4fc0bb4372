"""bindings/node, the npm package: its own tests pass under `node --test` (the digits MLP, errors, ownership, the
declarations against the header, the ABI check), and it declares every function of the spec, at the ABI's version."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess

import pytest

from simple_torch.abi import node_bindings, signature, spec
from simple_torch.abi.signature import FUNCTIONS

from ..conftest import child_env
from ..test_c_abi import LIB, ROOT, library  # noqa: F401 (fixture)

PACKAGE = ROOT / "bindings" / "node"
TIMEOUT = 300
# a declaration in lib/ffi.js's FUNCTIONS: ["rt_torch_name", "result kind", "koffi prototype"],
_DECLARATION = re.compile(r'^  \["(rt_torch_\w+)", "(\w+)", "(.*)"\],$', re.M)


def test_node_package_tests_pass(library):
    node = shutil.which("node")
    assert node is not None, "node is needed (it is on every machine of this project)"
    assert (PACKAGE / "node_modules" / "koffi").is_dir(), "run `make test` (it runs npm ci in bindings/node)"
    done = subprocess.run([node, "--test", "test/"], cwd=PACKAGE, capture_output=True, text=True, timeout=TIMEOUT,
                          env=child_env({"SIMPLE_TORCH_LIB": str(LIB), "PATH": os.environ.get("PATH", "")}))
    report = done.stdout + done.stderr
    assert done.returncode == 0, report[-6000:]
    written = sum(len(re.findall(r"^test\(", path.read_text(), re.M)) for path in (PACKAGE / "test").glob("*.js"))
    summary = dict(re.findall(r"^# (pass|fail|skipped|todo|cancelled) (\d+)$", report, re.M))
    assert summary == {"pass": str(written), "fail": "0", "skipped": "0", "todo": "0", "cancelled": "0"}, report


def test_node_package_declares_every_function_of_the_spec():
    declared = _DECLARATION.findall((PACKAGE / "lib" / "ffi.js").read_text())
    assert len(declared) == len(FUNCTIONS)
    assert [(name, kind) for name, kind, _ in declared] == [(fn.name, fn.result) for fn in FUNCTIONS.values()]


def test_node_package_version_is_the_abi_version():
    version = ".".join(map(str, spec.ABI_VERSION))
    assert json.loads((PACKAGE / "package.json").read_text())["version"] == version
    lock = json.loads((PACKAGE / "package-lock.json").read_text())
    assert lock["version"] == lock["packages"][""]["version"] == version


@pytest.mark.parametrize("prototype, refusal", [
    # rt_torch_relu's Op row names the Tensor method relu already
    ("rt_tensor rt_torch_tensor_relu(rt_tensor x)", "both make the Tensor method relu"),
    # the generated bodies use `raw` for the declared functions
    ("rt_tensor rt_torch_tensor_twice(rt_tensor raw)", "reserves"),
], ids=["method-taken", "reserved-parameter"])
def test_node_generator_refuses_a_name_clash(monkeypatch, prototype, refusal):
    fn = signature.parse(3, "tensor", prototype, "a row that would break the Node package")
    monkeypatch.setitem(FUNCTIONS, fn.name, fn)
    with pytest.raises(ValueError, match=refusal):
        node_bindings.render_api()
