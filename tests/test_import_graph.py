"""The package's modules import one another without a circle: every import statement counts, wherever it stands
(inside a function, under TYPE_CHECKING), so no circle hides behind an import placed where it runs late. The Tensor
core (tensor.py) stands on the generated binding (calls.py), which hands new handles to the Tensor class that
registers itself there; creation, autograd, linalg, formatting's caller, the legacy types and DLPack stand on it."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import simple_torch

PACKAGE = Path(simple_torch.__file__).parent

# the modules of the Tensor core and of what stands on it or below it in Tier 3: each imports at its top only
MODULE_LEVEL_IMPORTS_ONLY = ("tensor.py", "calls.py", "autograd.py", "autograd_graph.py", "grad_mode.py",
                             "creation.py", "linalg.py", "formatting.py", "legacy_types.py", "legacy_type_names.py",
                             "dlpack_export.py", "utils/dlpack.py", "generator.py", "devices.py")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(path): path for path in PACKAGE.rglob("*.py")}


def _imported(name: str, path: Path) -> set[str]:
    """The package's modules that the file of module name imports anywhere in it (`from . import x` names x)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            base = package.split(".")[:len(package.split(".")) - node.level + 1] if node.level else []
            source = ".".join(base + ([node.module] if node.module else []))
            found.update(f"{source}.{alias.name}" if f"{source}.{alias.name}" in MODULES else source
                         for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {module for module in found if module in MODULES and module != name}


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm, iterative)."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles = []
    for root in graph:
        if root in order:
            continue
        work = [(root, iter(sorted(graph[root])))]
        order[root] = low[root] = len(order)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, successors = work[-1]
            for successor in successors:
                if successor not in order:
                    order[successor] = low[successor] = len(order)
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(sorted(graph[successor]))))
                    break
                if successor in on_stack:
                    low[node] = min(low[node], order[successor])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == order[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        circles.append(sorted(component))
    return circles


def test_the_check_finds_a_circle():
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _circles({"a": {"b"}, "b": set()}) == []


def test_the_check_sees_imports_inside_functions_and_type_checking_blocks(tmp_path):
    module = tmp_path / "late.py"
    module.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .tensor import Tensor\n\n\n"
                      "def f():\n    from . import creation\n    from .utils import dlpack\n")
    assert _imported("simple_torch.late", module) == {"simple_torch.tensor", "simple_torch.creation",
                                                      "simple_torch.utils.dlpack"}


def test_no_module_imports_in_a_circle():
    graph = {name: _imported(name, path) for name, path in MODULES.items()}
    assert _circles(graph) == []


def test_the_tensor_core_and_its_neighbours_import_at_their_top_only():
    for relative in MODULE_LEVEL_IMPORTS_ONLY:
        tree = ast.parse((PACKAGE / relative).read_text())
        top = {id(node) for node in tree.body}
        late = [node.lineno for node in ast.walk(tree)
                if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in top]
        assert not late, f"{relative} imports at lines {late}, below its top"


def test_the_binding_refuses_to_make_a_tensor_before_a_tensor_class_is_registered():
    """A copy of calls.py loaded on its own has no Tensor class yet: a call that makes a tensor frees the new
    handle and raises instead of handing out a bare integer."""
    script = f"""
import importlib.util, sys
from simple_torch import runtime as rt
from simple_torch.abi.enums import DEVICE_DEFAULT, DTYPE_DEFAULT
spec = importlib.util.spec_from_file_location("simple_torch.calls_alone", {str(PACKAGE / "calls.py")!r})
alone = importlib.util.module_from_spec(spec)
spec.loader.exec_module(alone)
before = rt.rt_torch_live_tensors()
try:
    alone.tensor_zeros_options((2,), DTYPE_DEFAULT, DEVICE_DEFAULT)
except RuntimeError as refused:
    print("refused:", refused)
print("live handles added:", rt.rt_torch_live_tensors() - before)
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "refused: simple_torch.calls: no Tensor class to own a new tensor" in done.stdout, done.stdout
    assert "live handles added: 0" in done.stdout, done.stdout
