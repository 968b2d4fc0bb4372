"""torch.nn.modules.container's classes at its path: the same class objects as st.nn's."""

from __future__ import annotations

from ..container import Sequential, ModuleList, ModuleDict, ParameterList, ParameterDict

__all__ = ["Sequential", "ModuleList", "ModuleDict", "ParameterList", "ParameterDict"]
