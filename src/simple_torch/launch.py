"""Start N local ranks of a program (C, Rust, Simple or Python) for data-parallel training:

    python -m simple_torch.launch --nproc N [--master-addr A] [--master-port P] [--node-rank K --nnodes M]
                                  [--timeout S] prog args...

Each child gets torch.distributed's standard variables (MASTER_ADDR, MASTER_PORT, RANK, WORLD_SIZE, LOCAL_RANK,
LOCAL_WORLD_SIZE), so rt_torch_dist_init(backend, "env://", -1, -1, timeout) joins the group, and
OMP_NUM_THREADS=1 unless set (as torchrun does: N ranks each running a thread per core would oversubscribe).
Children run in this launcher's process group (and session); when one exits non-zero, or is killed by a signal,
the others are stopped (SIGTERM, then SIGKILL after a grace period) and the launcher exits with that code after
naming the rank. A signal to the launcher (SIGTERM, SIGINT) stops every child too.

torchrun also starts C programs (`torchrun --nproc-per-node N --no-python ./prog args`) and sets the same
variables; this launcher needs no torch in the launching Python and reports a failed rank in one line.
"""

from __future__ import annotations

import argparse
import os
import signal
import socket
import subprocess
import sys
import time

GRACE_S = 5.0   # how long a stopped rank may take to exit after SIGTERM before SIGKILL
POLL_S = 0.05


def free_port(host: str = "127.0.0.1") -> int:
    """A TCP port that was free a moment ago (the OS's pick for port 0)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((host, 0))
        return s.getsockname()[1]


def _parse(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m simple_torch.launch", description=__doc__.split("\n\n")[0])
    p.add_argument("--nproc", type=int, required=True, help="ranks to start on this machine")
    p.add_argument("--nnodes", type=int, default=1, help="machines in the job (each runs this launcher)")
    p.add_argument("--node-rank", type=int, default=0, help="this machine's index in [0, nnodes)")
    p.add_argument("--master-addr", default="127.0.0.1", help="rank 0's machine (default: this one)")
    p.add_argument("--master-port", type=int, default=0, help="rank 0's port (default: a free one; give one "
                                                               "for several machines)")
    p.add_argument("--timeout", type=float, default=0, help="stop every rank after this many seconds (0: never)")
    p.add_argument("program", help="the program every rank runs")
    p.add_argument("args", nargs=argparse.REMAINDER, help="its arguments")
    ns = p.parse_args(argv)
    if ns.nproc < 1 or ns.nnodes < 1 or not 0 <= ns.node_rank < ns.nnodes:
        p.error(f"need --nproc >= 1, --nnodes >= 1 and 0 <= --node-rank < --nnodes")
    if ns.nnodes > 1 and ns.master_port == 0:
        p.error("several machines need an agreed --master-port (and --master-addr)")
    if ns.timeout < 0:
        p.error("--timeout must be >= 0")
    return ns


def _stop(children: dict[int, subprocess.Popen]) -> None:
    """SIGTERM every child still running, then SIGKILL whoever is left after GRACE_S."""
    for child in children.values():
        if child.poll() is None:
            child.terminate()
    deadline = time.monotonic() + GRACE_S
    for child in children.values():
        try:
            child.wait(timeout=max(0.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()


def _describe(exit_status: int) -> str:
    """Popen's returncode in words: negative for a signal."""
    if exit_status < 0:
        try:
            return f"was killed by {signal.Signals(-exit_status).name}"
        except ValueError:
            return f"was killed by signal {-exit_status}"
    return f"exited with code {exit_status}"


def launch(argv: list[str]) -> int:
    ns = _parse(argv)
    port = ns.master_port or free_port(ns.master_addr)
    world = ns.nproc * ns.nnodes
    children: dict[int, subprocess.Popen] = {}

    def on_signal(signum, frame):
        raise KeyboardInterrupt(signal.Signals(signum).name)

    previous = {s: signal.signal(s, on_signal) for s in (signal.SIGTERM, signal.SIGINT)}
    started = time.monotonic()
    try:
        for local in range(ns.nproc):
            rank = ns.node_rank * ns.nproc + local
            env = {**os.environ, "MASTER_ADDR": ns.master_addr, "MASTER_PORT": str(port), "RANK": str(rank),
                   "WORLD_SIZE": str(world), "LOCAL_RANK": str(local), "LOCAL_WORLD_SIZE": str(ns.nproc)}
            env.setdefault("OMP_NUM_THREADS", "1")
            try:
                children[rank] = subprocess.Popen([ns.program, *ns.args], env=env)
            except OSError as e:
                print(f"simple_torch.launch: cannot start rank {rank}: {e}", file=sys.stderr)
                _stop(children)
                return 1
        while True:
            running = 0
            for rank, child in children.items():
                exit_status = child.poll()
                if exit_status is None:
                    running += 1
                elif exit_status:
                    print(f"simple_torch.launch: rank {rank} (pid {child.pid}) {_describe(exit_status)}; stopping "
                          f"the other ranks", file=sys.stderr)
                    _stop(children)
                    return exit_status if exit_status > 0 else 128 - exit_status   # the shell's code for a signal
            if not running:
                return 0
            if ns.timeout and time.monotonic() - started > ns.timeout:
                late = [r for r, c in children.items() if c.poll() is None]
                print(f"simple_torch.launch: rank(s) {', '.join(map(str, late))} still running after "
                      f"{ns.timeout:g} s; stopping every rank", file=sys.stderr)
                _stop(children)
                return 124   # timeout(1)'s code
            time.sleep(POLL_S)
    except KeyboardInterrupt as e:
        print(f"simple_torch.launch: {e or 'interrupted'}; stopping every rank", file=sys.stderr)
        _stop(children)
        return 130
    finally:
        for s, handler in previous.items():
            signal.signal(s, handler)


def main() -> None:
    sys.exit(launch(sys.argv[1:]))


if __name__ == "__main__":
    main()
