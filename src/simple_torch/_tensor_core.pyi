"""Types of simple_torch._tensor_core, the Tensor core in C (simple_torch/tensor_core.c)."""

from typing import Any, Callable, Iterator, TypeVar

_T = TypeVar("_T", bound="TensorCore")

class TensorCore:
    """An owner of one runtime tensor handle: the base of simple_torch.Tensor."""
    _handle: int
    _owned: bool
    _shape: Any
    _dtype: Any
    _device: Any
    @classmethod
    def _wrap(cls: type[_T], handle: int) -> _T: ...
    # its number slots (+ - * /) are typed where simple_torch.Tensor declares them

def direct(target: str | Callable[..., Any], tensors: int, name: str, *operands: Any) -> Any: ...
def bind(*, result_type: type[TensorCore], listed: dict[int, object], listing_required: set[int], failing: set[int],
         waiting: list[Any], release_tensor: Callable[[int], None], free_waiting: Callable[[], None],
         set_ok: Callable[[], None], ids: Iterator[int], start: Callable[[], Any],
         failure: Callable[[str, BaseException], BaseException]) -> None: ...
def bind_operators(*, add: tuple[Callable[..., Any], ...], sub: tuple[Callable[..., Any], ...],
                   mul: tuple[Callable[..., Any], ...], truediv: tuple[Callable[..., Any], ...]) -> None: ...
