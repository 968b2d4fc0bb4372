"""st.distributed.fsdp: PyTorch's torch.distributed.fsdp names (FSDP1), over st.distributed; see
fully_sharded_data_parallel.py for what it builds and what it refuses."""

from .fully_sharded_data_parallel import (BackwardPrefetch, CPUOffload, FullStateDictConfig, FullyShardedDataParallel,
                                          MixedPrecision, ShardingStrategy, StateDictConfig, StateDictType)

__all__ = ["BackwardPrefetch", "CPUOffload", "FullStateDictConfig", "FullyShardedDataParallel", "MixedPrecision",
           "ShardingStrategy", "StateDictConfig", "StateDictType"]
