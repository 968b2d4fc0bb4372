"""Section 16: scopes, so that C callers free everything they made in a block with one call."""

from __future__ import annotations

from .entry import export
from .handles import table
from .startup import backend


@export
def rt_torch_scope_begin():
    # The runtime starts first: with the C library the fast path's table replaces the Python one at the start, and
    # a scope opened in the Python table alone would never see the ids that fast calls make in C.
    backend()
    table.open_scope()


@export
def rt_torch_scope_keep(x):
    table.keep(x)


@export
def rt_torch_scope_end():
    table.close_scope()
