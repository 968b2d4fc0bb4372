"""Grad mode: `no_grad`, `enable_grad` and `set_grad_enabled`, each a context manager and a decorator;
and `Function`, PyTorch's base for custom backward passes, which the contract cannot run yet.

Grad mode lives in the runtime, per thread, and nests (rt_torch_no_grad_begin/end), so these objects
hold no state of their own beyond what they must undo.
"""

from __future__ import annotations

import functools
from typing import Any, Callable, TypeVar

from .errors import UnsupportedError, check
from .runtime import rt_torch_is_grad_enabled, rt_torch_no_grad_begin, rt_torch_no_grad_end

__all__ = ["no_grad", "enable_grad", "set_grad_enabled", "is_grad_enabled", "Function"]

Wrapped = TypeVar("Wrapped", bound=Callable[..., Any])


def is_grad_enabled() -> bool:
    """True when operations on this thread are recorded for backward."""
    return bool(check(rt_torch_is_grad_enabled()))


class _GradMode:
    """A change of grad mode for a `with` block, or for every call of a decorated function, used as
    `@no_grad()` or, as PyTorch also allows, `@no_grad`."""

    def __new__(cls, fn: Wrapped | None = None):
        mode = super().__new__(cls)
        return mode if fn is None else mode(fn)

    def __init__(self, fn: Wrapped | None = None) -> None:
        pass   # __new__ took fn

    def __call__(self, fn: Wrapped) -> Wrapped:
        @functools.wraps(fn)
        def with_grad_mode(*args: Any, **kwargs: Any) -> Any:
            with type(self)():
                return fn(*args, **kwargs)
        return with_grad_mode  # type: ignore[return-value]


class no_grad(_GradMode):
    """Stop recording operations on this thread (faster, no graph kept), e.g. for evaluation."""

    def __enter__(self) -> None:
        check(rt_torch_no_grad_begin())

    def __exit__(self, *exc_info: object) -> None:
        check(rt_torch_no_grad_end())


class enable_grad(_GradMode):
    """Record operations again inside no_grad blocks: ends the enclosing no_grad levels of this thread
    for the duration, and begins as many again afterwards (the contract has no "enable" call)."""

    def __init__(self, fn: Wrapped | None = None) -> None:
        self._ended: list[int] = []   # a stack: the same object may be entered again while active

    def __enter__(self) -> None:
        ended = 0
        while not is_grad_enabled():
            check(rt_torch_no_grad_end())
            ended += 1
        self._ended.append(ended)

    def __exit__(self, *exc_info: object) -> None:
        for _ in range(self._ended.pop()):
            check(rt_torch_no_grad_begin())


class set_grad_enabled:
    """Set grad mode now (as PyTorch's function does), and restore it when used as a context manager."""

    def __init__(self, mode: bool) -> None:
        self._mode = bool(mode)
        self._change: no_grad | enable_grad = no_grad() if not self._mode else enable_grad()
        self._change.__enter__()

    def __enter__(self) -> None:
        pass   # the mode changed when the object was made

    def __exit__(self, *exc_info: object) -> None:
        self._change.__exit__(*exc_info)

    def __call__(self, fn: Wrapped) -> Wrapped:
        self._change.__exit__()   # as a decorator the change is per call, not from now on
        mode = self._mode

        @functools.wraps(fn)
        def with_grad_mode(*args: Any, **kwargs: Any) -> Any:
            with set_grad_enabled(mode):
                return fn(*args, **kwargs)
        return with_grad_mode  # type: ignore[return-value]


class Function:
    """PyTorch's base class for an operation with a hand-written backward (`class F(Function)` with
    static forward(ctx, ...) and backward(ctx, ...), called as F.apply(...)).

    Not supported: gradients are computed inside the runtime's autograd, and the C ABI has no way to
    call back into user code during backward. Defining a subclass works (so modules that define one
    still import); F.apply raises st.UnsupportedError. Compose the forward from st operations instead,
    and autograd differentiates it.
    """

    @classmethod
    def apply(cls, *args: Any, **kwargs: Any) -> Any:
        raise UnsupportedError(f"{cls.__name__}.apply: custom autograd Functions (a hand-written backward) are "
                               "not supported; the runtime's autograd cannot call back into Python during "
                               "backward. Write the forward with st operations and autograd differentiates it")
