"""Section 16: scopes, so that C callers free everything they made in a block with one call."""

from __future__ import annotations

from .entry import export
from .handles import table


@export
def rt_torch_scope_begin():
    table.open_scope()


@export
def rt_torch_scope_keep(x):
    table.keep(x)


@export
def rt_torch_scope_end():
    table.close_scope()
