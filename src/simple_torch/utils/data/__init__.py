"""st.utils.data: datasets, samplers and the DataLoader, as torch.utils.data (loading in the calling thread)."""

from __future__ import annotations

from .dataloader import DataLoader, default_collate, default_convert
from .distributed import DistributedSampler
from .dataset import ConcatDataset, Dataset, IterableDataset, Subset, TensorDataset, random_split
from .sampler import (BatchSampler, RandomSampler, Sampler, SequentialSampler, SubsetRandomSampler,
                      WeightedRandomSampler)

__all__ = ["DataLoader", "default_collate", "default_convert", "Dataset", "IterableDataset", "TensorDataset",
           "ConcatDataset", "Subset",
           "random_split", "Sampler", "SequentialSampler", "RandomSampler", "SubsetRandomSampler",
           "WeightedRandomSampler", "BatchSampler", "DistributedSampler"]
