"""st.export: loading programs that torch.export.save wrote (PyTorch backend); exporting stays in PyTorch."""

from __future__ import annotations

import os

from .exported import ExportedProgram


def load(f: str | os.PathLike) -> ExportedProgram:
    """The torch.export program in file f; .module() is the callable."""
    return ExportedProgram(f)
