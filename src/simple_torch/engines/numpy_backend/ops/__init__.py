"""The NumPy backend's operations, one module per group; each op returns a Tensor and its backward.

`@op` registers a function as the NumpyBackend method of its name (a Backend method: an Op of the spec,
or one the runtime calls by hand), so adding an op here needs no other edit in this backend.
"""

from __future__ import annotations

from typing import Callable

OPS: dict[str, Callable] = {}


def op(function: Callable) -> Callable:
    """Register function as the backend method of its name."""
    if function.__name__ in OPS:
        raise TypeError(f"two NumPy ops are named {function.__name__}")
    OPS[function.__name__] = function
    return function
