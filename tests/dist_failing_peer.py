"""Every rank but the last makes an all_reduce that the last rank never joins: it exits at once ("dies") or sleeps
past the group's timeout ("hangs"). Each other rank prints the error it got and how long it took, for
tests/test_distributed.py:

    python -m simple_torch.launch --nproc 2|3 python tests/dist_failing_peer.py dies|hangs TIMEOUT_S
"""

from __future__ import annotations

import datetime
import os
import sys
import time

import simple_torch as st
import simple_torch.distributed as dist


def main() -> None:
    how, timeout_s = sys.argv[1], float(sys.argv[2])
    dist.init_process_group("gloo", timeout=datetime.timedelta(seconds=timeout_s))
    rank = dist.get_rank()
    if rank == dist.get_world_size() - 1:
        if how == "hangs":
            time.sleep(timeout_s + 2)   # past rank 0's timeout, then leaves without joining
        os._exit(0)   # without destroy: as a crash looks to the others
    started = time.monotonic()
    try:
        dist.all_reduce(st.ones(4))
        print(f"rank {rank}: no error", flush=True)
    except st.Error as e:
        print(f"rank {rank}: {type(e).__name__} code {int(e.code)} after {time.monotonic() - started:.2f} s: {e}",
              flush=True)
    os._exit(0)   # the group is broken: no destroy


if __name__ == "__main__":
    main()
