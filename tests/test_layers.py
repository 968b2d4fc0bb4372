"""The layers import downwards only: the contract (`abi/`: spec, enums, signatures, errors, the renderers of
the header and ffi.spl) imports nothing of the runtime, the backends, the C library build or Tier 3; the C
library (`clib/`) sits on the runtime; the shell's C sources are real files that build warning-free."""

from __future__ import annotations

import ast
import subprocess
import sysconfig
from pathlib import Path

import pytest

import simple_torch

PACKAGE = Path(simple_torch.__file__).parent
CLIB = PACKAGE / "clib"
ROOT = PACKAGE.parents[1]


def _imports(path: Path) -> set[str]:
    """The simple_torch modules a file imports, as absolute names."""
    package = "simple_torch." + ".".join(path.relative_to(PACKAGE).parent.parts)
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            base = package.rstrip(".").split(".")
            if node.level:
                base = base[:len(base) - node.level + 1]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            found.add(name)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {name for name in found if name.startswith("simple_torch")}


@pytest.mark.parametrize("path", sorted((PACKAGE / "abi").glob("*.py")), ids=lambda p: p.name)
def test_the_contract_imports_only_the_contract(path):
    outside = {name for name in _imports(path) if not name.startswith("simple_torch.abi")}
    assert not outside, f"{path.name} imports {outside}"


def test_the_check_sees_relative_imports():
    assert "simple_torch.runtime" in _imports(CLIB / "entry.py")
    assert "simple_torch.abi.signature" in _imports(CLIB / "build.py")


def test_nothing_below_tier3_imports_the_c_library():
    for layer in ("abi", "runtime", "engines"):
        for path in (PACKAGE / layer).rglob("*.py"):
            assert not {n for n in _imports(path) if n.startswith("simple_torch.clib")}, path


def test_no_c_source_in_python_strings():
    """The C shell lives in shell.c / shell.h; build.py only generates the per-function entry points."""
    source = (CLIB / "build.py").read_text()
    for marker in ("#include <pthread.h>", "pthread_once", "PyConfig", "atexit("):
        assert marker not in source, marker


def test_the_shell_compiles_warning_free(tmp_path):
    include = [f"-I{sysconfig.get_paths()['include']}", f"-I{ROOT / 'include'}", f"-I{CLIB}"]
    done = subprocess.run(["gcc", "-c", "-fPIC", "-Wall", "-Wextra", "-Werror",
                           *include, '-DRT_BAKED_PYTHON="python3"', str(CLIB / "shell.c"), "-o", str(tmp_path / "s.o")],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
