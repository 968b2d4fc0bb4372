"""Grad mode: `no_grad`, `enable_grad`, `set_grad_enabled` and `inference_mode`, each a context manager and a
decorator (and `is_grad_enabled`, `is_inference_mode_enabled`). st.autograd hands these names on; the Tensor
core reads grad mode from here.

Grad mode lives in the runtime, per thread, and nests (rt_torch_no_grad_begin/end), so these objects
hold no state of their own beyond what they must undo.
"""

from __future__ import annotations

import functools
import inspect
import threading
from typing import Any, Callable, TypeVar

from . import calls

__all__ = ["no_grad", "enable_grad", "set_grad_enabled", "is_grad_enabled", "inference_mode",
           "is_inference_mode_enabled"]

Wrapped = TypeVar("Wrapped", bound=Callable[..., Any])


def is_grad_enabled() -> bool:
    """True when operations on this thread are recorded for backward."""
    return calls.is_grad_enabled()


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
        calls.no_grad_begin()

    def __exit__(self, *exc_info: object) -> None:
        calls.no_grad_end()


class enable_grad(_GradMode):
    """Record operations again inside no_grad blocks: ends the enclosing no_grad levels of this thread
    for the duration, and begins as many again afterwards (the contract has no "enable" call)."""

    def __init__(self, fn: Wrapped | None = None) -> None:
        self._ended: list[int] = []   # a stack: the same object may be entered again while active

    def __enter__(self) -> None:
        ended = 0
        while not is_grad_enabled():
            calls.no_grad_end()
            ended += 1
        self._ended.append(ended)

    def __exit__(self, *exc_info: object) -> None:
        for _ in range(self._ended.pop()):
            calls.no_grad_begin()


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


_inference = threading.local()   # .enabled: whether this thread is in an inference_mode(True) block


def is_inference_mode_enabled() -> bool:
    """True inside an `inference_mode()` block (or a function it decorates) on this thread."""
    return getattr(_inference, "enabled", False)


class inference_mode:
    """torch.inference_mode(mode=True): a context manager and a decorator (`@inference_mode`,
    `@inference_mode()`, `@inference_mode(False)`) for code that runs the model without training it.

    `inference_mode(True)` turns gradient recording off on this thread, as `no_grad` does, and
    `is_inference_mode_enabled()` is True inside. `inference_mode(False)` turns recording ON and inference
    mode off for the block, even inside `no_grad` or an outer `inference_mode()`, as PyTorch's does. Leaving
    a block restores both as they were, so blocks nest as in PyTorch. Each call of a decorated function (each
    step of a decorated generator) runs in a block of its own.

    How it differs from PyTorch: the contract has no "inference tensors". PyTorch marks every tensor made in
    the block as one, refuses to save it for backward or to update it in place outside the block, and skips
    version counting for speed; here a tensor made inside is an ordinary tensor, which may later take part in
    autograd (`x = model(batch)` inside, `x.requires_grad_()` and a loss through it outside work), where
    PyTorch raises "Inference tensors cannot be saved for backward". There is no `Tensor.is_inference()`, and
    no speed beyond what not recording gives (exactly no_grad's)."""

    def __new__(cls, mode: Any = True):
        if isinstance(mode, bool):
            return super().__new__(cls)
        return cls()(mode)   # @inference_mode without parentheses: mode is the function

    def __init__(self, mode: bool = True) -> None:
        self.mode = mode
        self._entered: list[tuple[no_grad | enable_grad, bool]] = []   # a stack: one object may nest

    def __enter__(self) -> None:
        change: no_grad | enable_grad = no_grad() if self.mode else enable_grad()
        change.__enter__()
        self._entered.append((change, is_inference_mode_enabled()))
        _inference.enabled = bool(self.mode)

    def __exit__(self, *exc_info: object) -> None:
        change, before = self._entered.pop()
        _inference.enabled = before
        change.__exit__(*exc_info)

    def clone(self) -> inference_mode:
        return type(self)(self.mode)

    def __call__(self, fn: Wrapped) -> Wrapped:
        if inspect.isgeneratorfunction(fn):
            return _generator_in(self.clone, fn)  # type: ignore[return-value]

        @functools.wraps(fn)
        def in_inference_mode(*args: Any, **kwargs: Any) -> Any:
            with self.clone():
                return fn(*args, **kwargs)
        return in_inference_mode  # type: ignore[return-value]


def _generator_in(context: Callable[[], Any], fn: Callable[..., Any]) -> Callable[..., Any]:
    """fn, a generator function, with each of its steps run in a fresh context() (PyTorch's way: the code
    between two yields sees the mode, the caller's code between two next() calls does not)."""

    @functools.wraps(fn)
    def generator_in_context(*args: Any, **kwargs: Any) -> Any:
        gen = fn(*args, **kwargs)
        try:
            with context():
                response = gen.send(None)
            while True:
                try:
                    request = yield response
                except GeneratorExit:
                    with context():
                        gen.close()
                    raise
                except BaseException as raised:
                    with context():
                        response = gen.throw(raised)
                else:
                    with context():
                        response = gen.send(request)
        except StopIteration as stop:
            return stop.value
    return generator_in_context
