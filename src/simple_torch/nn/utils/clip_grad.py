"""clip_grad_norm_ and clip_grad_value_ over the contract's rt_torch_nn_clip_grad_norm / _value."""

from __future__ import annotations

from typing import Iterable

from ... import calls
from ...tensor import Tensor


def _tensors(parameters: Tensor | Iterable[Tensor]) -> list[Tensor]:
    params = [parameters] if isinstance(parameters, Tensor) else list(parameters)
    for p in params:
        if not isinstance(p, Tensor):
            raise TypeError(f"parameters must be Tensors, but one is {type(p).__name__}")
    return params


def clip_grad_norm_(parameters: Tensor | Iterable[Tensor], max_norm: float, norm_type: float = 2.0,
                    error_if_nonfinite: bool = False, foreach: bool | None = None) -> Tensor:
    """Scale the gradients in place so that their joint norm is at most max_norm; returns the joint norm
    before clipping (a 0-dim tensor). foreach is accepted: there is one implementation."""
    return calls.nn_clip_grad_norm(_tensors(parameters), float(max_norm), float(norm_type), int(error_if_nonfinite))


def clip_grad_value_(parameters: Tensor | Iterable[Tensor], clip_value: float, foreach: bool | None = None) -> None:
    """Clamp every gradient in place to [-clip_value, clip_value]."""
    calls.nn_clip_grad_value(_tensors(parameters), float(clip_value))


clip_grad_norm = clip_grad_norm_   # PyTorch's deprecated names, still in its namespace
clip_grad_value = clip_grad_value_
