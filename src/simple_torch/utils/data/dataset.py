"""Datasets: map-style (__getitem__ and __len__) and iterable ones, and random_split."""

from __future__ import annotations

import bisect
import math
from typing import Any, Generic, Iterator, Sequence, TypeVar

from ...creation import randperm
from ...tensor import Tensor

T = TypeVar("T")


class Dataset(Generic[T]):
    """A map-style dataset: subclasses give __getitem__(index) and usually __len__."""

    def __getitem__(self, index: int) -> T:
        raise NotImplementedError(f"{type(self).__name__} must implement __getitem__")

    def __add__(self, other: Dataset[T]) -> ConcatDataset[T]:
        return ConcatDataset([self, other])


class IterableDataset(Dataset[T]):
    """A dataset that is a stream: subclasses give __iter__."""

    def __iter__(self) -> Iterator[T]:
        raise NotImplementedError(f"{type(self).__name__} must implement __iter__")


class TensorDataset(Dataset[tuple[Tensor, ...]]):
    """Sample i is (t[i] for t in tensors); every tensor has the same first dim."""

    def __init__(self, *tensors: Tensor) -> None:
        for t in tensors:
            if not isinstance(t, Tensor):
                raise TypeError(f"TensorDataset takes tensors, got {type(t).__name__}")
        if any(t.size(0) != tensors[0].size(0) for t in tensors):
            raise ValueError("Size mismatch between tensors")
        self.tensors = tensors

    def __getitem__(self, index: int) -> tuple[Tensor, ...]:
        return tuple(t[index] for t in self.tensors)

    def __len__(self) -> int:
        return self.tensors[0].size(0)


class ConcatDataset(Dataset[T]):
    """The datasets one after another."""

    def __init__(self, datasets: Sequence[Dataset[T]]) -> None:
        self.datasets = list(datasets)
        if not self.datasets:
            raise AssertionError("datasets should not be an empty iterable")
        for d in self.datasets:
            if isinstance(d, IterableDataset):
                raise AssertionError("ConcatDataset does not support IterableDataset")
        self.cumulative_sizes = []
        total = 0
        for d in self.datasets:
            total += len(d)
            self.cumulative_sizes.append(total)

    def __len__(self) -> int:
        return self.cumulative_sizes[-1]

    def __getitem__(self, index: int) -> T:
        if index < 0:
            if -index > len(self):
                raise ValueError("absolute value of index should not exceed dataset length")
            index += len(self)
        which = bisect.bisect_right(self.cumulative_sizes, index)
        if which == len(self.datasets):
            raise IndexError(f"index {index} is out of range for a dataset of {len(self)}")
        start = self.cumulative_sizes[which - 1] if which else 0
        return self.datasets[which][index - start]


class Subset(Dataset[T]):
    """The samples of dataset at indices."""

    def __init__(self, dataset: Dataset[T], indices: Sequence[int]) -> None:
        self.dataset, self.indices = dataset, indices

    def __getitem__(self, index: int | list[int]) -> Any:
        if isinstance(index, list):
            return [self.dataset[self.indices[i]] for i in index]
        return self.dataset[self.indices[index]]

    def __len__(self) -> int:
        return len(self.indices)


def random_split(dataset: Dataset[T], lengths: Sequence[int | float], generator: Any = None) -> list[Subset[T]]:
    """Non-overlapping random subsets of the given lengths (or fractions of the dataset, the remainder given
    round-robin as PyTorch does), from one randperm of the default generator or of generator: on the PyTorch
    backend, PyTorch's own split."""
    n = len(dataset)
    if math.isclose(sum(lengths), 1) and sum(lengths) <= 1:
        sizes = [int(math.floor(n * frac)) for frac in lengths]
        for i in range(n - sum(sizes)):
            sizes[i % len(sizes)] += 1
        lengths = sizes
    if sum(lengths) != n:
        raise ValueError("Sum of input lengths does not equal the length of the input dataset!")
    order = randperm(n, generator=generator).tolist()
    out, start = [], 0
    for length in lengths:
        out.append(Subset(dataset, order[start:start + length]))
        start += length
    return out
