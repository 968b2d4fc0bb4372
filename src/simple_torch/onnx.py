"""st.onnx: torch.onnx's names, so that programs importing it run (word_language_model imports it at the top).

Exporting is refused with an UnsupportedError that says why. torch.onnx.export captures a model by running its
forward on PyTorch tensors and recording the torch operations (TorchScript tracing, or torch.export for dynamo=True);
a simple_torch model computes through the contract's rt_torch_* calls, which neither exporter sees, and the contract
has no graph capture to hand them (st.compile runs eagerly for the same reason). Both exporters also need the onnx
package (dynamo=True onnxscript too). What works: build the same architecture in PyTorch, load the weights
(st.save writes safetensors, which safetensors.torch.load_file reads) and call torch.onnx.export there.
"""

from __future__ import annotations

import importlib.util
import os
from typing import Any

from .errors import UnsupportedError
from .info import get_backend

__all__ = ["export", "is_in_onnx_export"]


def is_in_onnx_export() -> bool:
    """Whether an ONNX export is running: never here, since export refuses to run."""
    return False


def _why_not() -> str:
    if get_backend() != "torch":
        return ("exporting to ONNX needs PyTorch's exporter (torch.onnx), and the NumPy backend runs without "
                "PyTorch")
    missing = [name for name in ("onnx", "onnxscript") if importlib.util.find_spec(name) is None]
    packages = (f"; torch.onnx's exporters also need the {' and '.join(missing)} "
                f"package{'s' if len(missing) > 1 else ''}, not installed here" if missing else "")
    return ("torch.onnx records the torch operations a torch.nn.Module's forward runs, and a simple_torch model "
            "computes through the contract's rt_torch_* calls, which it cannot record (the contract has no graph "
            f"capture){packages}")


def export(model: Any, args: tuple[Any, ...] = (), f: str | os.PathLike | None = None, *,
           kwargs: dict[str, Any] | None = None, **options: Any) -> None:
    """torch.onnx.export's call; refused with an UnsupportedError saying why (see the module's text), naming
    what to do instead."""
    raise UnsupportedError(f"st.onnx.export: {_why_not()}. Build the model in PyTorch, load these weights into it "
                           "(st.save writes safetensors, read by safetensors.torch.load_file) and call "
                           "torch.onnx.export there")
