"""simple_torch: PyTorch's Python API over the simple-torch C ABI (Tier 3).

    import simple_torch as st          # or, in a PyTorch script: import simple_torch as torch
    x = st.tensor([[1.0, 2.0], [3.0, 4.0]], requires_grad=True)
    (x @ x).sum().backward()

Everything here is written over the runtime's public rt_torch_* functions only (Tier 1,
`simple_torch.runtime`), as a Rust or Simple program would be written over the C functions.
Importing this package does not start the runtime: the first operation does.
"""

from __future__ import annotations

import sys as _sys
import types as _types
from typing import TYPE_CHECKING

if TYPE_CHECKING:   # what _bind_tier3 binds, spelled so that type checkers see it (tests/test_typing.py checks)
    from ._api import *  # noqa: F403
    from ._api import bool, float, int  # noqa: A004 - PyTorch's dtype names, left out of _api.__all__
    from .functions import *  # noqa: F403
    from .function_variants import *  # noqa: F403

# What the C library's runtime imports of this package: Tiers 0 to 2 (the ABI, the engines (Tier 0 backends), the C glue, the
# rt_torch_* functions). They use nothing of Tier 3.
_BELOW_TIER3 = frozenset({"abi", "engines", "clib", "runtime"})
# The module cffi makes of the C library, imported by the library's start-up before this package (clib/build.py)
_C_LIBRARY_MODULE = "_simple_torch_ffi"


def _bind_tier3() -> None:
    """Bind Tier 3's names here (the same objects, module attributes included: st.nn, st.linalg, ...)."""
    try:
        from . import _api
    except ModuleNotFoundError as missing:
        if missing.name != f"{__name__}._tensor_core":
            raise
        raise ImportError(f"{missing.name}, Tier 3's Tensor core in C, is not built: run `make lib` in the checkout "
                          "(or install the wheel)") from missing
    globals().update((name, value) for name, value in vars(_api).items()
                     if not (name.startswith("__") and name.endswith("__")) or name == "__all__")


def _tier3_importing() -> bool:
    """Whether a module of Tier 3 is being imported now (on its own: a C host's Python code may import one)."""
    return any(name.startswith(__name__ + ".") and name.split(".")[1] not in _BELOW_TIER3
               and getattr(getattr(module, "__spec__", None), "_initializing", False)
               for name, module in list(_sys.modules.items()))


class _Tier3OnDemand(_types.ModuleType):
    """This package while the C library's runtime has loaded only what it needs (a C host need not pay for Tier 3's
    import at start-up): the first look-up of any other name binds Tier 3, and the package is a plain module again.
    Every name counts, not only missing ones, since importing a submodule binds its name here (`tensor` and `scope`
    are both Tier 3 modules and functions). A look-up made by a Tier 3 module while it is being imported on its own
    (its `from . import calls`) binds nothing yet: that import finishes first, as the package's would."""

    def __getattribute__(self, name: str):
        if ((name == "__all__" or not name.startswith("__")) and name not in _BELOW_TIER3
                and not _tier3_importing()):
            self.__class__ = _types.ModuleType
            try:
                _bind_tier3()
            except BaseException:
                self.__class__ = _Tier3OnDemand
                raise
        return _types.ModuleType.__getattribute__(self, name)


if _C_LIBRARY_MODULE in _sys.modules:   # the C library is starting its runtime: Tier 3 on demand
    _sys.modules[__name__].__class__ = _Tier3OnDemand
else:
    _bind_tier3()


def __getattr__(name: str) -> str:
    # read on demand: importlib.metadata would double the import time of the package
    if name == "__version__":
        from importlib.metadata import version
        return version("simple-torch-ffi")
    raise AttributeError(f"module 'simple_torch' has no attribute {name!r}")
