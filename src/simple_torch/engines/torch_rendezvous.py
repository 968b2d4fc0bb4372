"""Joining a process group within its timeout (contract section 31): the store and the check that the
ranks agree, before torch.distributed connects the backend over that store.

torch.distributed.init_process_group(init_method=...) in PyTorch 2.13 can wait far past the timeout it is given:
    - its TCPStore client pings the store inside its constructor with no timeout on the socket, so an address where
      something accepts connections but never answers (another program's port) blocks it forever;
    - the client's connect is retried once after a full timeout (twice the timeout for an unreachable master);
    - gloo's full-mesh connect waits up to the timeout for each peer's key and then again for each pair's
      connection, one after another, so ranks that disagree on the world size fail after several timeouts (15.3 s
      for a 3 s timeout measured) or not at all: rank 0 of 2 beside a rank 1 of 3 may complete its group of 2,
      and two processes given rank 1 may both complete theirs.
So init here makes the store itself, every step bounded by what is left of one deadline:
    1. the store (`store`): on a worker thread, which first dials the address from Python (a refused connection
       is retried until the deadline; an address that never answers times out at it), then builds PyTorch's
       TCPStore; at the deadline the sockets the thread opened to the store's port are shut down, which ends the
       TCPStore's unbounded ping at once, and the call fails;
    2. the ranks' agreement (`check_ranks`): each rank claims its rank in the store (a second process given a
       rank fails at once), then reads every other rank's world size as it comes, publishing its own in its
       turn, and fails at the first that differs (the other side, reading this one's, fails at once too) or at
       the deadline;
    3. the backend's connection (torch_distributed.py): init_process_group over this store with what is left of
       the deadline as gloo's timeout; the group's own timeout is then set to the full one, for the collectives.
Every rank of a group must join through this library (a rank calling torch.distributed's init_process_group
itself would not make step 2's claims).
"""

from __future__ import annotations

import contextlib
import os
import socket
import threading
import time

import torch.distributed as dist

from ..abi.errors import DeviceError
from .dist_address import Deadline, first_line

# torchrun's elastic agent serves the store itself and says so with this variable (as torch.distributed's
# rendezvous reads it): then rank 0 is one more client
_AGENT_STORE_VARIABLE = "TORCHELASTIC_USE_AGENT_STORE"
_CONNECT_RETRY_S = 0.1      # between dials of a port where nobody listens yet (rank 0 may start later)
_SHUTDOWN_GRACE_S = 0.2     # for the store's thread to end once its sockets are shut down (it takes milliseconds)
_KEYS = "simple_torch/init/"   # this module's keys in the store, apart from torch.distributed's "default_pg/"


def store(where: tuple[str, int] | str, rank: int, world_size: int, deadline: Deadline, joining: str):
    """The group's key-value store at `where` (as address() gives it), made before the deadline or DeviceError."""
    if isinstance(where, str):
        return dist.FileStore(where, world_size)   # a local file: nothing here waits for a peer
    host, port = where
    serves = rank == 0 and os.environ.get(_AGENT_STORE_VARIABLE) != str(True)
    return _StoreThread(host, port, world_size, serves, deadline, joining).result()


class _StoreThread:
    """Makes the TCPStore on a thread of its own, so that the caller can give up on it at the deadline."""

    def __init__(self, host: str, port: int, world_size: int, serves: bool, deadline: Deadline,
                 joining: str) -> None:
        self.host, self.port, self.world_size, self.serves = host, port, world_size, serves
        self.deadline, self.joining = deadline, joining
        self.waiting_for = f"a connection to the store at {host}:{port}"
        self.store = self.error = None
        self.known_sockets = _sockets()
        self.thread = threading.Thread(target=self._run, name="simple_torch dist_init store", daemon=True)

    def result(self):
        self.thread.start()
        self.thread.join(self.deadline.left())
        if self.thread.is_alive():
            _shut_down_new_sockets_to(self.port, self.known_sockets)
            self.thread.join(_SHUTDOWN_GRACE_S)
            raise self._timed_out()
        if self.error is not None:
            raise self.error
        return self.store

    def _timed_out(self) -> DeviceError:
        return DeviceError(f"{self.joining} failed: no {self.waiting_for} within {self.deadline}")

    def _run(self) -> None:
        try:
            if self.serves:   # it listens on the port, then connects to itself at host:port
                self.waiting_for = (f"answer from this rank's own store at {self.host}:{self.port} (is "
                                    f"{self.host} an address of this machine?)")
            else:
                self._dial()
                self.waiting_for = (f"answer from the store at {self.host}:{self.port}, which accepted the "
                                    f"connection (is another program listening on that port?)")
            self.store = dist.TCPStore(self.host, self.port, self.world_size, self.serves,
                                       self.deadline.timedelta(), wait_for_workers=False, multi_tenant=True)
        except DeviceError as e:
            self.error = e
        except (dist.DistError, OSError) as e:
            self.error = DeviceError(f"{self.joining} failed: {self._describe(e)}")
        except RuntimeError as e:   # torch 2.6's TCPStore: a bare RuntimeError where later ones raise DistNetworkError
            busy = self.serves and "EADDRINUSE" in first_line(e)
            self.error = DeviceError(f"{self.joining} failed: {self._describe(e)}") if busy else e
        except Exception as e:   # anything else is raised to the caller as it is, on the caller's thread
            self.error = e

    def _dial(self) -> None:
        """Wait until something accepts a connection at the store's address: rank 0 may not have started yet."""
        while True:
            try:
                with socket.create_connection((self.host, self.port), timeout=self.deadline.wait_s()):
                    return
            except ConnectionRefusedError:
                self.waiting_for = (f"listener at {self.host}:{self.port} (connections refused: has rank 0 "
                                    f"started, at this address?)")
            except TimeoutError:
                self.waiting_for = (f"answer to a connection to {self.host}:{self.port} (a wrong address, or "
                                    f"a firewall dropping it?)")
            if self.deadline.left() == 0:
                raise self._timed_out()
            time.sleep(min(_CONNECT_RETRY_S, self.deadline.left()))

    def _describe(self, e: BaseException) -> str:
        text = first_line(e)
        if self.serves and "EADDRINUSE" in text:
            return (f"rank 0 serves the store on port {self.port}, which another program (or group) on this "
                    f"machine already holds: {text}")
        if isinstance(e, socket.gaierror):
            return f"the store's host {self.host!r} is not known: {text}"
        return f"the store at {self.host}:{self.port} failed: {text}"


def _sockets() -> set[str]:
    """This process's open sockets, as /proc names them ("socket:[inode]")."""
    found = set()
    for fd in os.listdir("/proc/self/fd"):
        try:
            link = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:   # closed since the listing
            continue
        if link.startswith("socket:"):
            found.add(link)
    return found


def _shut_down_new_sockets_to(port: int, known: set[str]) -> None:
    """Shut down (not close: the fd stays its owner's) every TCP socket to `port` opened since `known` was taken:
    a thread blocked reading one gets end-of-file at once, and its owner closes it as it unwinds."""
    for fd in os.listdir("/proc/self/fd"):
        try:
            link = os.readlink(f"/proc/self/fd/{fd}")
            if not link.startswith("socket:") or link in known:
                continue
            duplicate = os.dup(int(fd))
        except OSError:   # closed since the listing
            continue
        with socket.socket(fileno=duplicate) as s:
            if f"socket:[{os.fstat(duplicate).st_ino}]" != link:   # the fd number was reused meanwhile
                continue
            if s.family not in (socket.AF_INET, socket.AF_INET6):
                continue
            try:
                peer_port = s.getpeername()[1]
            except OSError:   # not connected (a listening socket)
                continue
            if peer_port == port:
                s.shutdown(socket.SHUT_RDWR)


def check_ranks(store, rank: int, world_size: int, deadline: Deadline, joining: str) -> None:
    """Claim `rank` in the store and check, within the deadline, that every rank of the world comes with the same
    world size; DeviceError at the first disagreement, a rank given twice, the deadline, or a failed store.

    Each rank reads the lower ranks' world sizes before it publishes its own (rank 0, which serves the store,
    first): a rank that disagrees with rank 0 knows it before rank 0 can fail and take the store with it. A rank
    that finds a disagreement publishes its own world size before failing, so that the other side fails at once
    too, saying why, instead of waiting for it until the deadline."""
    claim = f"{_KEYS}rank{rank}"
    with _store_failures(joining, "claiming this rank"):
        claims = store.add(claim, 1)
    published = False
    try:
        if claims > 1:
            raise DeviceError(f"{joining} failed: another process already joined as rank {rank}: every process "
                              f"needs a rank of its own")
        for peer in range(world_size):
            if peer == rank:
                with _store_failures(joining, "publishing this rank's world size"):
                    store.set(f"{_KEYS}world{rank}", str(world_size))
                published = True
                continue
            theirs = _world_size_of(store, peer, deadline, joining)
            if theirs != world_size:
                if not published:
                    with _store_failures(joining, "publishing this rank's world size"):
                        store.set(f"{_KEYS}world{rank}", str(world_size))
                raise DeviceError(f"{joining} failed: rank {peer} says world_size {theirs}, this rank "
                                  f"{world_size}: every rank must give the same world_size")
    except BaseException:
        _release(store, claim)
        raise


def _world_size_of(store, peer: int, deadline: Deadline, joining: str) -> int:
    key = f"{_KEYS}world{peer}"
    with _store_failures(joining, f"waiting for rank {peer}"):
        try:
            store.wait([key], deadline.timedelta())
        except dist.DistStoreError:   # the store's timeout (its broken connection is a DistNetworkError)
            raise DeviceError(f"{joining} failed: rank {peer} did not come within {deadline}") from None
        return int(store.get(key))


@contextlib.contextmanager
def _store_failures(joining: str, doing: str):
    """Turns the store's failures (its connection broken: rank 0, which serves it, left) into DeviceError."""
    try:
        yield
    except dist.DistError as e:
        raise DeviceError(f"{joining} failed: the store failed while {doing} (rank 0, which serves it, left?): "
                          f"{first_line(e)}") from None


def _release(store, claim: str) -> None:
    """Give the claim back, so that this process may try again with the same rank."""
    try:
        store.add(claim, -1)
    except dist.DistError:   # the store is gone: so is the claim
        pass
