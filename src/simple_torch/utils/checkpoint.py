"""st.utils.checkpoint: torch.utils.checkpoint's `checkpoint` and `checkpoint_sequential`, run without
recomputation.

PyTorch's checkpointing frees the activations a function computes and recomputes them during backward, trading
compute for memory. The contract has no hook on saved tensors, so here the function runs once, its activations
stay in the graph until backward, and NO MEMORY IS SAVED. Values and gradients are PyTorch's (recomputation
gives the same numbers, RNG state included, which is what preserve_rng_state asks of PyTorch), and so are the
rules of the two variants that change results: with use_reentrant=True (PyTorch's default when use_reentrant is
not given, with its warning) a call whose tensor inputs all lack requires_grad runs without recording, so the
parameters inside get no gradient, as in PyTorch; keyword arguments for the function are refused there; and
context_fn's first context manager wraps the forward of the non-reentrant variant.
"""

from __future__ import annotations

import contextlib
import warnings
from typing import Any, Callable, ContextManager

from ..autograd import is_grad_enabled, no_grad
from ..nn import Sequential
from ..tensor import Tensor

__all__ = ["checkpoint", "checkpoint_sequential", "noop_context_fn"]

_DEFAULT_DETERMINISM_MODE = "default"
_DETERMINISM_CHECKS = (_DEFAULT_DETERMINISM_MODE, "none")


def noop_context_fn() -> tuple[ContextManager, ContextManager]:
    """checkpoint's default context_fn: two context managers that do nothing."""
    return contextlib.nullcontext(), contextlib.nullcontext()


def checkpoint(function: Callable[..., Any], *args: Any, use_reentrant: bool | None = None,
               context_fn: Callable[[], tuple[ContextManager, ContextManager]] = noop_context_fn,
               determinism_check: str = _DEFAULT_DETERMINISM_MODE, debug: bool = False, early_stop: bool = True,
               **kwargs: Any) -> Any:
    """function(*args, **kwargs), as torch.utils.checkpoint.checkpoint returns it, with the same gradients.

    Runs function ONCE and keeps its activations for backward: nothing is recomputed and no memory is saved
    (the contract has no saved-tensor hooks). PyTorch's rules: use_reentrant=None warns and means True;
    preserve_rng_state (a keyword, default True) is accepted (one run draws the numbers PyTorch's forward
    draws); with use_reentrant=True, keyword arguments, context_fn and debug are a ValueError, and when no
    tensor argument requires grad it warns "None of the inputs have requires_grad=True" and runs without
    recording (the output has no gradient and neither do the parameters inside); with use_reentrant=False,
    determinism_check must be "default" or "none", debug=True refuses a context_fn, and the function runs
    inside the first of context_fn()'s two context managers while grad is enabled. early_stop has no effect."""
    if use_reentrant is None:
        warnings.warn(
            "torch.utils.checkpoint: the use_reentrant parameter should be passed explicitly. Starting in PyTorch "
            "2.9, calling checkpoint without use_reentrant will raise an exception. use_reentrant=False is "
            "recommended, but if you need to preserve the current default behavior, you can pass use_reentrant=True. "
            "Refer to docs for more details on the differences between the two variants.", stacklevel=2)
        use_reentrant = True
    kwargs.pop("preserve_rng_state", True)   # one run: the forward's draws are the only ones
    if kwargs and use_reentrant:
        raise ValueError("Unexpected keyword arguments: " + ",".join(arg for arg in kwargs))
    if use_reentrant:
        if context_fn is not noop_context_fn or debug is not False:
            raise ValueError("Passing `context_fn` or `debug` is only supported when use_reentrant=False.")
        if not any(isinstance(arg, Tensor) and arg.requires_grad for arg in args):
            warnings.warn("None of the inputs have requires_grad=True. Gradients will be None", stacklevel=2)
            with no_grad():   # PyTorch's reentrant forward runs under no_grad; nothing links its output back
                return function(*args)
        return function(*args)
    if debug and context_fn is not noop_context_fn:
        raise ValueError("debug=True is incompatible with non-default context_fn")
    if determinism_check not in _DETERMINISM_CHECKS:
        raise ValueError(f"determinism_check should be one of {list(_DETERMINISM_CHECKS)}, but got "
                         f"{determinism_check}")
    forward_context, _recompute_context = context_fn()
    if not is_grad_enabled():   # PyTorch enters the forward context only when it records
        return function(*args, **kwargs)
    with forward_context:
        return function(*args, **kwargs)


def checkpoint_sequential(functions: Any, segments: int, input: Any, use_reentrant: bool | None = None,
                          **kwargs: Any) -> Any:
    """Run functions (an nn.Sequential, or a list of modules or functions) in order on input, the first
    segments - 1 chunks of len(functions) // segments each through `checkpoint`, as
    torch.utils.checkpoint.checkpoint_sequential: the same result and gradients (with use_reentrant=True and an
    input without requires_grad, the checkpointed chunks' parameters get no gradient, as in PyTorch). Nothing
    is recomputed and no memory is saved (see `checkpoint`). use_reentrant=None warns and means True; the only
    keyword argument taken is preserve_rng_state."""
    if use_reentrant is None:
        warnings.warn(
            "torch.utils.checkpoint.checkpoint_sequential: the use_reentrant parameter should be passed explicitly. "
            "In version 2.9 we will raise an exception if use_reentrant is not passed. use_reentrant=False is "
            "recommended, but if you need to preserve the current default behavior, you can pass use_reentrant=True. "
            "Refer to docs for more details on the differences between the two variants.", stacklevel=2)
        use_reentrant = True
    preserve = kwargs.pop("preserve_rng_state", True)
    if kwargs:
        raise ValueError("Unexpected keyword arguments: " + ",".join(arg for arg in kwargs))

    def run_function(start: int, end: int, functions: list[Any]) -> Callable[[Any], Any]:
        def forward(input: Any) -> Any:
            for j in range(start, end + 1):
                input = functions[j](input)
            return input
        return forward

    if isinstance(functions, Sequential):
        functions = list(functions.children())
    segment_size = len(functions) // segments
    end = -1   # the last chunk runs outside checkpoint
    for start in range(0, segment_size * (segments - 1), segment_size):
        end = start + segment_size - 1
        input = checkpoint(run_function(start, end, functions), input, use_reentrant=use_reentrant,
                           preserve_rng_state=preserve)
    return run_function(end + 1, len(functions) - 1, functions)(input)
