"""Tier 3 is written over Tier 1's public functions only: no module imports a backend or the runtime's
internals, and importing the package starts nothing."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import simple_torch

PACKAGE = Path(simple_torch.__file__).parent
TIER_1_AND_BELOW = ("abi", "clib", "runtime", "engines")   # clib: the C library (Tier 2)
# what Tier 3 may take from below: the rt_torch_* functions, the runtime's config helpers, the parsed spec, and the
# contract's constants (the Python view of the C header)
ALLOWED_MODULES = {"simple_torch.runtime", "simple_torch.runtime.config", "simple_torch.abi.spec",
                   "simple_torch.abi.enums", "simple_torch.abi.errors", "simple_torch.abi.signature",
                   "simple_torch.abi.dlpack",   # DLPack's structs and capsules: section 29's view of dlpack.h
                   "simple_torch.runtime.direct"}   # the calls that need no handle table: calls.py's and the finalizer's


def tier3_files() -> list[Path]:
    return [p for p in sorted(PACKAGE.rglob("*.py")) if p.relative_to(PACKAGE).parts[0] not in TIER_1_AND_BELOW]


def imports_of(path: Path) -> list[tuple[str, list[str]]]:
    """(absolute module, imported names) of every import in a file of the package."""
    package = ".".join(("simple_torch",) + path.relative_to(PACKAGE).parent.parts)
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found += [(alias.name, []) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[:len(package.split(".")) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            found.append((module, [alias.name for alias in node.names]))
    return found


def test_tier3_modules_exist():
    names = {p.relative_to(PACKAGE).as_posix() for p in tier3_files()}
    assert {"__init__.py", "tensor.py", "nn/module.py", "optim/adam.py", "cuda.py"} <= names


def test_no_tier3_module_imports_a_backend_or_runtime_internals():
    for path in tier3_files():
        for module, names in imports_of(path):
            below = module.startswith(tuple(f"simple_torch.{part}" for part in TIER_1_AND_BELOW))
            assert not module.startswith("simple_torch.engines"), f"{path}: imports {module}"
            assert "engines" not in names, f"{path}: imports the engines"
            if below:
                assert module in ALLOWED_MODULES, f"{path}: imports {module}"
            if module == "simple_torch.runtime":
                bad = [n for n in names if not n.startswith("rt_torch_") and n != "config"]
                assert not bad, f"{path}: takes {bad} from the runtime"
            if module == "simple_torch" and "runtime" in names:
                assert names == ["runtime"], f"{path}: {names}"
            assert module.split(".")[0] != "torch", f"{path}: imports PyTorch"


def test_runtime_module_is_used_for_rt_functions_only():
    """`from . import runtime as rt` is used as rt.rt_torch_*; nothing else is reached through it."""
    for path in tier3_files():
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "rt":
                assert node.attr.startswith("rt_torch_"), f"{path}: rt.{node.attr}"


def test_import_is_cheap_and_starts_nothing():
    code = ("import sys, simple_torch as st, simple_torch.nn, simple_torch.optim\n"
            "from simple_torch.runtime import startup\n"
            "assert 'torch' not in sys.modules, 'PyTorch was imported'\n"
            "assert startup.loaded() is None, 'the runtime started'\n")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


def test_version():
    assert simple_torch.__version__.count(".") >= 2
