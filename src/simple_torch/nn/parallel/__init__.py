"""st.nn.parallel, as torch.nn.parallel: DistributedDataParallel (gradients averaged over the ranks of
st.distributed during backward) and DataParallel (one device)."""

from __future__ import annotations

from .data_parallel import DataParallel
from .distributed import DistributedDataParallel

__all__ = ["DataParallel", "DistributedDataParallel"]
