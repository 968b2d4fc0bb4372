"""st.backends.opt_einsum, as torch.backends.opt_einsum: is_available() (the opt_einsum package is installed) and
the switch `enabled` (True by default where it is; set where it is not, it changes nothing, as PyTorch's)."""

from __future__ import annotations

import sys
import types

from .. import calls
from ._flags import Flag

__all__ = ["is_available"]


def is_available() -> bool:
    return calls.backends_is_available("opt_einsum")


class OptEinsumModule(types.ModuleType):
    """This module's class: its switch is an attribute that reads and sets the runtime's flag."""
    enabled = Flag("opt_einsum.enabled")


sys.modules[__name__].__class__ = OptEinsumModule
