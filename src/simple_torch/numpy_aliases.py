"""NumPy's argument names that PyTorch also takes: `axis` for `dim` and `keepdims` for `keepdim` (PyTorch's
argument parser accepts them for every function and method with those parameters, and real code uses them:
`P.sum(1, keepdims=True)`). Each Tier 3 def that takes dim or keepdim carries the `takes_numpy_aliases`
decorator; a test checks that none is missed."""

from __future__ import annotations

import functools
from typing import Any, Callable, TypeVar

ALIASES = {"axis": "dim", "keepdims": "keepdim"}

Function = TypeVar("Function", bound=Callable[..., Any])


def takes_numpy_aliases(function: Function) -> Function:
    """function, also taking axis= for dim= and keepdims= for keepdim= (one of each pair, not both)."""
    @functools.wraps(function)
    def aliased(*args: Any, **kwargs: Any) -> Any:
        if "axis" in kwargs or "keepdims" in kwargs:
            for alias, name in ALIASES.items():
                if alias in kwargs:
                    if name in kwargs:
                        raise TypeError(f"{function.__name__}() got both {name!r} and its alias {alias!r}")
                    kwargs[name] = kwargs.pop(alias)
        return function(*args, **kwargs)
    aliased.takes_numpy_aliases = True   # type: ignore[attr-defined]
    return aliased   # type: ignore[return-value]
