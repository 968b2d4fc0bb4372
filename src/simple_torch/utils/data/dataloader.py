"""DataLoader and default_collate. Batches are made in the calling thread: num_workers, pin_memory and the
worker options are accepted (the batches are the same), and no process is started."""

from __future__ import annotations

import collections.abc
import numbers
from typing import Any, Callable, Iterable, Iterator, Sequence

import numpy as np

from ...creation import as_tensor, empty, stack, tensor
from ...dtypes import float64, int64
from ...tensor import Tensor
from .dataset import Dataset, IterableDataset
from .sampler import BatchSampler, RandomSampler, Sampler, SequentialSampler


def default_collate(batch: Sequence[Any]) -> Any:
    """PyTorch's default_collate: tensors stacked on a new first dim, numbers and NumPy arrays made tensors,
    dicts, named tuples and sequences (as lists) collated field by field, strings kept as they come."""
    first = batch[0]
    if isinstance(first, Tensor):
        return stack(batch, 0)
    if isinstance(first, np.ndarray):
        return stack([as_tensor(a) for a in batch], 0)
    if isinstance(first, (np.number, np.bool_)):
        return as_tensor(np.asarray(batch))
    if isinstance(first, bool):
        return tensor(batch)
    if isinstance(first, float):
        return tensor(batch, dtype=float64)
    if isinstance(first, numbers.Integral):
        return tensor(batch)
    if isinstance(first, (str, bytes)):
        return batch
    if isinstance(first, collections.abc.Mapping):
        return {key: default_collate([d[key] for d in batch]) for key in first}
    if isinstance(first, tuple) and hasattr(first, "_fields"):
        return type(first)(*(default_collate(samples) for samples in zip(*batch)))
    if isinstance(first, collections.abc.Sequence):   # a list, even of tuples, as PyTorch's
        if any(len(item) != len(first) for item in batch):
            raise RuntimeError("each element in list of batch should be of equal size")
        return [default_collate(samples) for samples in zip(*batch)]
    raise TypeError(f"default_collate: batch must contain tensors, numpy arrays, numbers, dicts or lists; "
                    f"found {type(first)}")


class DataLoader:
    """Batches of a dataset: batch_size samples (None: samples one by one), shuffled each pass if asked,
    the last short batch kept unless drop_last, collated by collate_fn."""

    def __init__(self, dataset: Dataset, batch_size: int | None = 1, shuffle: bool | None = None,
                 sampler: Sampler | Iterable | None = None, batch_sampler: Sampler | Iterable | None = None,
                 num_workers: int = 0, collate_fn: Callable[[list], Any] | None = None, pin_memory: bool = False,
                 drop_last: bool = False, timeout: float = 0, worker_init_fn: Callable | None = None,
                 multiprocessing_context: Any = None, generator: Any = None, *, prefetch_factor: int | None = None,
                 persistent_workers: bool = False, pin_memory_device: str = "", in_order: bool = True) -> None:
        if num_workers < 0:
            raise ValueError("num_workers option should be non-negative; use num_workers=0 to disable "
                             "multiprocessing.")
        self.dataset, self.num_workers, self.pin_memory, self.timeout = dataset, num_workers, pin_memory, timeout
        self.generator = generator
        self._iterable = isinstance(dataset, IterableDataset)
        if self._iterable and (shuffle or sampler is not None or batch_sampler is not None):
            raise ValueError("DataLoader with IterableDataset: expected unspecified shuffle, sampler and "
                             "batch_sampler options")
        if sampler is not None and shuffle:
            raise ValueError("sampler option is mutually exclusive with shuffle")
        if batch_sampler is not None:
            if batch_size != 1 or shuffle or sampler is not None or drop_last:
                raise ValueError("batch_sampler option is mutually exclusive with batch_size, shuffle, sampler, "
                                 "and drop_last")
            batch_size, drop_last = None, False
        elif batch_size is None and drop_last:
            raise ValueError("batch_size=None option disables auto-batching and is mutually exclusive with "
                             "drop_last")
        if sampler is None and not self._iterable:
            sampler = RandomSampler(dataset, generator=generator) if shuffle else SequentialSampler(dataset)
        if batch_size is not None and batch_sampler is None and not self._iterable:
            batch_sampler = BatchSampler(sampler, batch_size, drop_last)
        self.batch_size, self.drop_last = batch_size, drop_last
        self.sampler, self.batch_sampler = sampler, batch_sampler
        self.collate_fn = collate_fn if collate_fn is not None else (
            default_collate if batch_size is not None or batch_sampler is not None else default_convert)

    def __iter__(self) -> Iterator[Any]:
        if self._iterable:
            batches = self._iterate_stream()
        elif self.batch_sampler is not None:
            batches = (self.collate_fn([self.dataset[i] for i in batch]) for batch in self.batch_sampler)
        else:
            batches = (self.collate_fn(self.dataset[i]) for i in self.sampler)
        # PyTorch's iterator draws its workers' base seed here, from the loader's generator or the global one,
        # whatever the number of workers: the same draw keeps the samplers' later draws on PyTorch's stream
        empty((), dtype=int64).random_(generator=self.generator)
        return batches

    def _iterate_stream(self) -> Iterator[Any]:
        if self.batch_size is None:
            yield from (self.collate_fn(sample) for sample in self.dataset)
            return
        batch: list[Any] = []
        for sample in self.dataset:
            batch.append(sample)
            if len(batch) == self.batch_size:
                yield self.collate_fn(batch)
                batch = []
        if batch and not self.drop_last:
            yield self.collate_fn(batch)

    def __len__(self) -> int:
        if self._iterable:
            count = len(self.dataset)   # a TypeError if the stream has no length, as PyTorch
            if self.batch_size is None:
                return count
            return count // self.batch_size if self.drop_last else -(-count // self.batch_size)
        return len(self.batch_sampler if self.batch_sampler is not None else self.sampler)


def default_convert(data: Any) -> Any:
    """Without auto-batching, PyTorch's default_convert: NumPy arrays and scalars become tensors, inside
    dicts, named tuples and sequences too (tuples become lists); the rest stays."""
    if isinstance(data, (np.ndarray, np.number, np.bool_)):
        return as_tensor(data)
    if isinstance(data, collections.abc.Mapping):
        return {key: default_convert(data[key]) for key in data}
    if isinstance(data, tuple) and hasattr(data, "_fields"):
        return type(data)(*(default_convert(d) for d in data))
    if isinstance(data, tuple):
        return [default_convert(d) for d in data]
    if isinstance(data, collections.abc.Sequence) and not isinstance(data, (str, bytes)):
        return [default_convert(d) for d in data]
    return data
