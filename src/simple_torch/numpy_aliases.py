"""NumPy's argument names that PyTorch also takes: `axis` for `dim` and `keepdims` for `keepdim` (PyTorch's
argument parser accepts them for every function and method with those parameters, and real code uses them:
`P.sum(1, keepdims=True)`). install() wraps each such function of Tier 3 once, at import."""

from __future__ import annotations

import functools
import inspect
from typing import Any, Callable

ALIASES = {"axis": "dim", "keepdims": "keepdim"}


def _with_aliases(function: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(function)
    def aliased(*args: Any, **kwargs: Any) -> Any:
        for alias, name in ALIASES.items():
            if alias in kwargs:
                if name in kwargs:
                    raise TypeError(f"{function.__name__}() got both {name!r} and its alias {alias!r}")
                kwargs[name] = kwargs.pop(alias)
        return function(*args, **kwargs)
    aliased.takes_numpy_aliases = True
    return aliased


def _takes_dim(function: Any) -> bool:
    if not callable(function) or isinstance(function, type) or getattr(function, "takes_numpy_aliases", False):
        return False
    try:
        parameters = inspect.signature(function).parameters
    except (TypeError, ValueError):   # a builtin without a signature
        return False
    return any(name in parameters for name in ALIASES.values())


def install(cls: type, *namespaces: dict[str, Any]) -> None:
    """Wrap the methods of cls and the functions of the namespaces that take dim or keepdim."""
    for name, member in list(vars(cls).items()):
        if not name.startswith("_") and _takes_dim(member):
            setattr(cls, name, _with_aliases(member))
    for namespace in namespaces:
        for name, member in list(namespace.items()):
            if not name.startswith("_") and inspect.isfunction(member) and _takes_dim(member):
                namespace[name] = _with_aliases(member)
