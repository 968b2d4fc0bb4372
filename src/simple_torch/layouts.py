"""torch.layout: how a tensor's elements are stored, strided (dense) or sparse COO (indices and values)."""

from __future__ import annotations

__all__ = ["layout", "strided", "sparse_coo"]


class layout:  # noqa: N801 - PyTorch's name
    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"torch.{self.name}"

    def __reduce__(self) -> str:
        return self.name   # pickled by name: the one object of each layout


strided = layout("strided")
sparse_coo = layout("sparse_coo")
