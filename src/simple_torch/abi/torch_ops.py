"""Renders engines/torch_ops.py: the PyTorch backend's methods of the spec's Op rows that pass their arguments
straight to one PyTorch function (see spec.TORCH_HAND_WRITTEN for which function, and which rows are left out)."""

from __future__ import annotations

from . import spec
from .signature import FUNCTIONS, Function

# The modules a row's `torch` may name a function of, as the generated file imports them
MODULES = {"torch": "import torch", "F": "import torch.nn.functional as F"}


def torch_function(decl: Function) -> str | None:
    """The PyTorch function TorchBackend's method of decl's Op calls, or None where torch_backend.py writes it."""
    op = decl.op
    if op is None or op.torch == spec.TORCH_HAND_WRITTEN or decl.reduces_all:
        return None
    if op.torch is not None:
        module = op.torch.split(".", 1)[0]
        if module not in MODULES:
            raise ValueError(f"{decl.name}: torch={op.torch!r} is not a function of {' or '.join(MODULES)}")
        return op.torch
    if op.native and op.native.startswith("aten::"):
        return "torch." + op.native.removeprefix("aten::").split("(", 1)[0].split(".", 1)[0]
    return f"torch.{op.backend}"


def pass_throughs() -> dict[str, tuple[Function, str]]:
    """Backend method -> (the first C function of its Op, the PyTorch function it calls), in spec order."""
    out: dict[str, tuple[Function, str]] = {}
    seen = set()
    for decl in FUNCTIONS.values():
        if decl.op is None or decl.op.backend in seen:   # a reduction's `_dim` twin: its first function decides
            continue
        seen.add(decl.op.backend)
        function = torch_function(decl)
        if function is not None:
            out[decl.op.backend] = (decl, function)
    return out


def render() -> str:
    methods = pass_throughs()
    used = {function.split(".", 1)[0] for _, function in methods.values()}
    out = ['"""The PyTorch backend\'s methods of the spec\'s Op rows that call one PyTorch function with their',
           "arguments (TorchBackend inherits them; torch_backend.py writes the others).",
           "",
           "Generated from src/simple_torch/abi/spec.py by `make generate` (abi/torch_ops.py); do not edit.",
           '"""',
           "",
           "from __future__ import annotations",
           "",
           *(line for module, line in MODULES.items() if module in used),
           "",
           "from .base import Backend",
           "",
           "",
           "class TorchOps(Backend):",
           '    """The pass-through methods; abstract for every other Backend method."""']
    for name, (decl, function) in methods.items():
        params = [p.name for p in decl.inputs]
        out += ["",
                f"    def {name}(self, {', '.join(params)}):",
                f'        """{decl.name}"""',
                f"        return {function}({', '.join(params)})"]
    return "\n".join(out) + "\n"
