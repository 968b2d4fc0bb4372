"""DistributedSampler: each rank of a data-parallel job reads its own share of a dataset, as PyTorch's
torch.utils.data.distributed.DistributedSampler (the same index lists on the PyTorch backend)."""

from __future__ import annotations

import math
from typing import Iterator, Sized

from ... import distributed as dist
from ...creation import randperm
from ...generator import Generator
from .sampler import Sampler

__all__ = ["DistributedSampler"]


class DistributedSampler(Sampler):
    """The indices of rank's share of dataset among num_replicas ranks: the dataset's indices (shuffled by a
    generator seeded with seed + epoch, the same on every rank: call set_epoch(epoch) before each epoch), made
    a multiple of num_replicas by repeating indices from the start (or, with drop_last, by dropping the tail),
    then every num_replicas-th from position rank. num_replicas and rank default to st.distributed's world size
    and rank (a ValueError before init_process_group, a RuntimeError where distributed training is not
    available, as PyTorch's). The permutation is PyTorch's randperm on a CPU generator, so on the PyTorch
    backend the lists are PyTorch's own; on the NumPy backend they are a different (reproducible) shuffle."""

    def __init__(self, dataset: Sized, num_replicas: int | None = None, rank: int | None = None,
                 shuffle: bool = True, seed: int = 0, drop_last: bool = False) -> None:
        if num_replicas is None:
            if not dist.is_available():
                raise RuntimeError("Requires distributed package to be available")
            num_replicas = dist.get_world_size()
        if rank is None:
            if not dist.is_available():
                raise RuntimeError("Requires distributed package to be available")
            rank = dist.get_rank()
        if rank >= num_replicas or rank < 0:
            raise ValueError(f"Invalid rank {rank}, rank should be in the interval [0, {num_replicas - 1}]")
        self.dataset, self.num_replicas, self.rank = dataset, num_replicas, rank
        self.epoch, self.drop_last = 0, drop_last
        if self.drop_last and len(self.dataset) % self.num_replicas != 0:
            # the nearest length that splits evenly, so that every rank gets as many
            self.num_samples = math.ceil((len(self.dataset) - self.num_replicas) / self.num_replicas)
        else:
            self.num_samples = math.ceil(len(self.dataset) / self.num_replicas)
        self.total_size = self.num_samples * self.num_replicas
        self.shuffle, self.seed = shuffle, seed

    def __iter__(self) -> Iterator[int]:
        if self.shuffle:   # deterministic from seed and epoch, the same on every rank
            g = Generator()
            g.manual_seed(self.seed + self.epoch)
            indices = randperm(len(self.dataset), generator=g, device="cpu").tolist()
        else:
            indices = list(range(len(self.dataset)))
        if not self.drop_last:   # repeat indices from the start to a multiple of num_replicas
            padding_size = self.total_size - len(indices)
            if padding_size <= len(indices):
                indices += indices[:padding_size]
            else:
                indices += (indices * math.ceil(padding_size / len(indices)))[:padding_size]
        else:   # drop the tail
            indices = indices[:self.total_size]
        assert len(indices) == self.total_size
        indices = indices[self.rank:self.total_size:self.num_replicas]
        assert len(indices) == self.num_samples
        return iter(indices)

    def __len__(self) -> int:
        return self.num_samples

    def set_epoch(self, epoch: int) -> None:
        """The epoch whose shuffle the next pass uses (the same number on every rank)."""
        self.epoch = epoch
