"""docs/adding-an-op.md is true: its three snippets, read from the page and applied to a copy of the source tree,
then `make generate`'s generator, give a new element-wise op with a gradient in every layer on both backends.

The copy holds src/, include/, bindings/, tests/ and the files the tests read; each step of the page names its
file and the line it goes after. In the copy: the generated files name the new function (header, torch_ops.py,
op_calls.c, calls.py); st.<op>, x.<op>(), the rt_torch function, the Backend method and the NumPy backward work
on each backend; and the repository's own checks of the spec, the generated files, the C calls and the parity
case pass. Any layer that needed a fourth hand edit fails one of them.
"""

from __future__ import annotations

import difflib
import json
import math
import os
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from simple_torch.abi import generate, spec
from simple_torch.abi.errors import ErrorCode

from .conftest import torch_importable

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "adding-an-op.md"
STEP = re.compile(r"\*\*File:\*\* `([^`]+)`, after the line starting `([^`]+)`:\n\n```python\n(.*?)```", re.S)
COPIED = ("src", "include", "bindings", "tests", "docs", "README.md", "pyproject.toml")
TIMEOUT = 300


def recipe() -> list[tuple[str, str, str]]:
    """(file, the line it goes after, the snippet) of each step of the page."""
    return STEP.findall(DOC.read_text())


def _new_op(steps) -> str:
    """The name of the op the page adds: the first argument of its spec row."""
    spec_row = next(snippet for path, _, snippet in steps if path.endswith("abi/spec.py"))
    return re.search(r'\(\s*"(\w+)"', spec_row)[1]


def _applied(text: str, anchor: str, snippet: str) -> str:
    """text with snippet after the one line that starts with anchor; a top-level snippet after two blank lines."""
    lines = text.split("\n")
    at = [k for k, line in enumerate(lines) if line.startswith(anchor)]
    assert len(at) == 1, f"{len(at)} lines start with {anchor!r}"
    block = snippet.rstrip("\n").split("\n")
    if not block[0].startswith(" "):
        block = ["", "", *block]
    return "\n".join(lines[:at[0] + 1] + block + lines[at[0] + 1:])


def _env(tree: Path, backend: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SIMPLE_TORCH_")}
    return {**env, "PYTHONPATH": str(tree / "src"), "SIMPLE_TORCH_BACKEND": backend, "PYTHONDONTWRITEBYTECODE": "1"}


def _backends() -> list[str]:
    return ["torch", "numpy"] if torch_importable() else ["numpy"]


@pytest.fixture(scope="module")
def tree(tmp_path_factory) -> Path:
    """A copy of the source tree with the page's three snippets applied and the generator run."""
    tree = tmp_path_factory.mktemp("adding_an_op")
    for name in COPIED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, tree / name, ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.o"))
        else:
            shutil.copy2(source, tree / name)
    for core in (ROOT / "src" / "simple_torch").glob("_tensor_core*.so"):   # the Tensor core as make built it: the
        shutil.copy2(core, tree / "src" / "simple_torch")                  # recipe touches none of its source
    for path, anchor, snippet in recipe():
        target = tree / path
        target.write_text(_applied(target.read_text(), anchor, snippet))
    done = subprocess.run([sys.executable, "src/simple_torch/abi/generate.py"], cwd=tree, env=_env(tree, "numpy"),
                          capture_output=True, text=True, timeout=TIMEOUT)
    assert done.returncode == 0, done.stdout + done.stderr
    return tree


def test_the_page_edits_three_files_by_hand():
    steps = recipe()
    assert [Path(path).name for path, _, _ in steps] == ["spec.py", "elementwise.py", "test_elementwise.py"]
    assert len({path for path, _, _ in steps}) == 3
    assert all((ROOT / path).is_file() for path, _, _ in steps)


def test_only_the_three_files_and_the_generated_ones_change(tree):
    generated = {path.relative_to(generate.ROOT).as_posix() for path in generate.OUTPUTS}
    changed, added = set(), 0
    for name in COPIED:
        for copy in [tree / name] if (tree / name).is_file() else (tree / name).rglob("*"):
            relative = copy.relative_to(tree).as_posix()
            if not copy.is_file() or "__pycache__" in relative:
                continue
            old = (ROOT / relative).read_text(errors="replace").splitlines() if (ROOT / relative).is_file() else []
            new = copy.read_text(errors="replace").splitlines()
            if old != new:
                changed.add(relative)
                if relative not in generated:
                    added += sum(1 for line in difflib.ndiff(old, new) if line.startswith("+ ") and line[2:].strip())
    hand_edited = changed - generated
    assert hand_edited == {path for path, _, _ in recipe()}
    assert added == sum(1 for _, _, snippet in recipe() for line in snippet.splitlines() if line.strip())
    print(f"\nadding an op: {len(hand_edited)} files edited by hand ({added} lines), "
          f"{len(changed & generated)} regenerated: {sorted(changed & generated)}")


def test_the_generated_files_name_the_new_op(tree):
    op = _new_op(recipe())
    function = f"rt_torch_tensor_{op}"
    assert f"rt_tensor {function}(rt_tensor a);" in (tree / "include" / "simple_torch.h").read_text()
    torch_ops = (tree / "src" / "simple_torch" / "engines" / "torch_ops.py").read_text()
    assert f"    def {op}(self, a):\n        \"\"\"{function}\"\"\"\n        return torch.{op}(a)\n" in torch_ops
    assert f"{function}(a)" in (tree / "tests" / "c" / "op_calls.c").read_text()
    assert f"rt.{function}(" in (tree / "src" / "simple_torch" / "calls.py").read_text()


_CHECK = textwrap.dedent("""
    import json, math, sys
    import simple_torch as st
    import simple_torch.runtime as rt
    from simple_torch.runtime.startup import backend
    op, tree = sys.argv[1], sys.argv[2]
    assert st.__file__.startswith(tree), st.__file__
    x = st.tensor([0.5, -1.25, 2.0], requires_grad=True)
    y = getattr(st, op)(x)
    z = getattr(x, op)()
    (y.sum() + z.sum()).backward()
    handle = getattr(rt, "rt_torch_tensor_" + op)
    b = backend()
    print(json.dumps({
        "backend": rt.rt_torch_backend(), "values": y.tolist(), "method": z.tolist(), "grad": x.grad.tolist(),
        "rt": callable(handle), "abi": rt.rt_torch_abi_version(),
        "defined_in": next(k.__name__ for k in type(b).__mro__ if op in vars(k)),
        "refused": getattr(rt, "rt_torch_tensor_" + op)(0), "error": rt.rt_torch_last_error_code()}))
""")


@pytest.mark.parametrize("backend", _backends())
def test_every_layer_works_on_each_backend(tree, backend):
    op = _new_op(recipe())
    done = subprocess.run([sys.executable, "-c", _CHECK, op, str(tree)], env=_env(tree, backend), cwd=tree,
                          capture_output=True, text=True, timeout=TIMEOUT)
    assert done.returncode == 0, done.stdout + done.stderr
    got = json.loads(done.stdout.splitlines()[-1])
    inputs = [0.5, -1.25, 2.0]
    assert got["backend"] == backend
    assert got["values"] == pytest.approx([getattr(math, op)(v) for v in inputs], rel=1e-6)
    assert got["method"] == got["values"]
    assert got["grad"] == pytest.approx([2 / (v * v + 1) ** 0.5 for v in inputs], rel=1e-6)   # st.op and x.op
    assert got["defined_in"] == {"torch": "TorchOps", "numpy": "NumpyBackend"}[backend]
    assert got["refused"] == 0 and got["error"] == ErrorCode.INVALID_HANDLE   # the runtime's check of handle 0
    newest = max(int(m) for m in re.findall(r"since=\(1, (\d+)\)", recipe()[0][2]))
    assert got["abi"] == spec.ABI_MAJOR * 10000 + max(newest, spec.ABI_VERSION[1]) * 100 + spec.ABI_PATCH


def test_the_repository_checks_pass_in_the_copy(tree):
    """The spec tests (runtime and spec agree, the version follows), the generated files, the C-call coverage and
    the page's parity case, run in the copy."""
    op = _new_op(recipe())
    backend = _backends()[0]
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-rA", "-p", "no:cacheprovider", "-x",
         "tests/test_spec.py", "tests/test_c_abi.py::test_generated_files_match_the_spec",
         "tests/test_c_abi.py::test_every_spec_function_is_called_from_c",
         "tests/test_op_calls.py::test_the_program_calls_every_op_row",
         "tests/parity/test_elementwise.py", "-k", f"test_spec or test_c_abi or test_op_calls or {op}"],
        cwd=tree, env=_env(tree, backend), capture_output=True, text=True, timeout=TIMEOUT)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    parity = re.findall(rf"^PASSED tests/parity/test_elementwise.py::test_math\w*\[.*{op}.*\]$", done.stdout, re.M)
    assert len(parity) >= 6, done.stdout[-4000:]   # float32 and float64 of two shapes, float16 and bfloat16
