"""What Tier 3's binding (simple_torch/calls.py) and its Tensor core (simple_torch/tensor_core.c, which calls.py binds
to these) need to make a call of the spec's Op rows themselves, on the caller's thread, without the runtime
function's layers: the backend objects of its operands (`listed`), the row's checks (runtime/ops.py's `direct_*`),
the entry point's error model (`failure`, `failing`, `set_ok`) and the listing of the result under a new id
(`ids`), as HandleTable.add lists it where no scope is open.

Only while `listing_required` is empty: while any thread has a scope open (add() then records each new handle in its
thread's scope) or the C table is on (which issues the ids), every call goes through the runtime function.
"""

from __future__ import annotations

from ..abi.errors import ErrorCode
from . import indexing, linalg, ops, shape   # the modules with direct_ twins, which calls.py takes from here
from .entry import describe
from .handles import _scoping as listing_required, table
from .last_error import failing, set_ok
from .startup import backend

__all__ = ["listing_required", "listed", "ids", "failing", "set_ok", "failure", "backend", "indexing", "linalg",
           "ops", "shape"]

listed = table.tensors   # handle -> backend object of every live tensor
ids = table.ids   # the table's id counter: next(ids) is a new id


def failure(name: str, exc: BaseException) -> tuple[ErrorCode, str]:
    """The code and message the runtime function `name` would set as the last error for exc (entry.export's
    `failed`); the thread's last error is then cleared, as reading a failure's error does (errors.check)."""
    try:
        code, message = describe(exc)
    except BaseException as inner:   # a broken exception (e.g. its __str__ fails) still gets a code
        code, message = ErrorCode.INTERNAL, f"{type(exc).__name__} ({type(inner).__name__} while describing it)"
    set_ok()
    return ErrorCode(code), f"{name}: {message}"
