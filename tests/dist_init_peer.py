"""One st.distributed.init_process_group call from Tier 3, timed: the Python twin of tests/c/dist_init_probe.c,
for the init failure modes of tests/test_distributed.py (issue 27).

    python tests/dist_init_peer.py INIT_METHOD WORLD_SIZE RANK TIMEOUT_S HOLD_S [--exit-after-rank-check]

Prints "dist_init_peer: code C after S s: MESSAGE" (0 and "" on success, else the error's code and message) and
exits 0; a group it joined is held HOLD_S seconds (its peers finish their init meanwhile), then destroyed. With
--exit-after-rank-check it makes only the first two steps of init (engines/torch_rendezvous.py: the store, the
ranks' agreement) and exits without connecting gloo: a peer that dies in the middle of init, as the others see it.
On the NumPy backend that is: connect to rank 0, say hello, be welcomed, and exit without saying it is ready
(engines/numpy_backend/distributed.py's handshake).
"""

from __future__ import annotations

import datetime
import os
import socket
import sys
import time

import simple_torch as st
import simple_torch.distributed as dist


def main() -> None:
    method, world_size, rank, timeout_s, hold_s = (sys.argv[1], int(sys.argv[2]), int(sys.argv[3]),
                                                    float(sys.argv[4]), float(sys.argv[5]))
    assert dist.is_available()   # loads PyTorch before the clock starts, which times the init alone
    if sys.argv[6:] == ["--exit-after-rank-check"] and os.environ.get("SIMPLE_TORCH_BACKEND") == "numpy":
        from simple_torch.engines.dist_address import Deadline, address
        from simple_torch.engines.numpy_backend import dist_wire as wire
        deadline, (host, port) = Deadline(timeout_s), address(method)
        while True:   # rank 0 may not listen yet
            try:
                conn = socket.create_connection((host, port), timeout=deadline.wait_s())
                break
            except ConnectionRefusedError:
                time.sleep(0.05)
        wire.send_hello(conn, deadline, rank, world_size)
        wire.receive(conn, deadline, wire.Expected(wire.Kind.WELCOME))
        print("dist_init_peer: passed the rank check; exiting", flush=True)
        os._exit(0)
    if sys.argv[6:] == ["--exit-after-rank-check"]:
        from simple_torch.engines import torch_rendezvous as rendezvous
        from simple_torch.engines.dist_address import Deadline, address
        deadline, joining = Deadline(timeout_s), f"rank {rank} (exits after the rank check)"
        store = rendezvous.store(address(method), rank, world_size, deadline, joining)
        rendezvous.check_ranks(store, rank, world_size, deadline, joining)
        print("dist_init_peer: passed the rank check; exiting", flush=True)
        os._exit(0)   # as a crash looks to the others: nothing closed in order
    started = time.monotonic()
    try:
        dist.init_process_group("gloo", method, timeout=datetime.timedelta(seconds=timeout_s),
                                world_size=world_size, rank=rank)
        code, message = 0, ""
    except st.Error as e:
        code, message = int(e.code), str(e)
    print(f"dist_init_peer: code {code} after {time.monotonic() - started:.2f} s: {message}", flush=True)
    if code == 0:
        time.sleep(hold_s)
        dist.destroy_process_group()


if __name__ == "__main__":
    main()
