"""Renders runtime/__init__.py: Tier 1's namespace, every rt_torch_* function imported by name from the module that
defines it. The hand-written functions are found in the runtime's modules (a top-level `def rt_torch_...`), those of
the spec's Op rows in the generated runtime/ops.py, imported last (it refuses a function also written by hand)."""

from __future__ import annotations

import ast
import textwrap
from pathlib import Path

from .signature import FUNCTIONS

RUNTIME = Path(__file__).resolve().parents[1] / "runtime"
OPS_MODULE = "ops"
WIDTH = 120

_DOC = '''"""Tier 1: the `rt_torch_*` functions as plain Python functions: those of the spec's `Op` rows generated into `ops`,
the others hand-written, one module per section of the contract.

Each takes and returns Python ints and floats (handles, codes), sequences where C passes a pointer and a
length, and returns (result, *outputs) where C writes through pointers; see `simple_torch.abi.signature`.
Every function catches everything: failures come back as the documented value plus the thread's last error.

Generated from src/simple_torch/abi/spec.py and the runtime's modules by `make generate` (abi/runtime_init.py); do
not edit.
"""'''


def hand_written(runtime: Path = RUNTIME) -> dict[str, str]:
    """rt_torch_* function -> the runtime module that defines it, for every function without an Op."""
    found: dict[str, str] = {}
    for path in sorted(runtime.glob("*.py")):
        if path.stem in ("__init__", OPS_MODULE):
            continue
        for node in ast.parse(path.read_text()).body:
            if isinstance(node, ast.FunctionDef) and node.name.startswith("rt_torch_"):
                if node.name in found:
                    raise ValueError(f"{node.name} is defined in runtime/{found[node.name]}.py and {path.name}")
                found[node.name] = path.stem
    return found


def modules() -> dict[str, list[str]]:
    """Runtime module -> its rt_torch_* functions in spec order, the Op rows' module last."""
    defined = hand_written()
    by_module: dict[str, list[str]] = {}
    for name, decl in FUNCTIONS.items():
        if decl.op is not None:
            continue
        if name not in defined:
            raise ValueError(f"{name} has no Op in the spec and no runtime function: write it in runtime/")
        by_module.setdefault(defined[name], []).append(name)
    stray = sorted(set(defined) - set(FUNCTIONS))
    if stray:
        raise ValueError(f"runtime functions not in the spec: {', '.join(stray)}")
    ordered = {module: by_module[module] for module in sorted(by_module)}
    ordered[OPS_MODULE] = [name for name, decl in FUNCTIONS.items() if decl.op is not None]
    return ordered


def _import(module: str, names: list[str]) -> str:
    head = f"from .{module} import "
    if len(head) + len(", ".join(names)) <= WIDTH:
        return head + ", ".join(names)
    body = textwrap.fill(", ".join(names), WIDTH - 4, initial_indent="    ", subsequent_indent="    ",
                         break_on_hyphens=False)
    return f"{head}(\n{body},\n)"


def render() -> str:
    by_module = modules()
    everything = sorted(name for names in by_module.values() for name in names)
    out = [_DOC, "", "from __future__ import annotations", ""]
    out += [_import(module, names) for module, names in by_module.items()]
    out += ["from .entry import EXPORTED  # noqa: F401  (every function by name: the C entry points look them up)"]
    out += ["", "__all__ = [", *textwrap.wrap(", ".join(f'"{name}"' for name in everything) + ",", WIDTH - 4,
                                               initial_indent="    ", subsequent_indent="    ",
                                               break_on_hyphens=False), "]"]
    return "\n".join(out) + "\n"
