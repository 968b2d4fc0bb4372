"""The NumPy backend's process group (contract section 31): PyTorch's torch.distributed semantics over TCP
sockets, in pure Python (socket, threading, struct), so that several processes train where torch is missing.

Topology: a star through rank 0, which listens at the init address (env:// or tcp://host:port). Each other rank
connects, says hello (protocol version, rank, world size), and rank 0 welcomes them all once every rank has come;
a rank given twice, a world size that differs, or a peer that never comes fails init with RT_ERR_DEVICE within
the timeout, saying which. After init rank 0 keeps answering late joiners with that error, until destroy.

Every collective is a gather to rank 0 and a scatter back: each rank sends its contribution (dist_wire.py's
frames, checked against what rank 0 expects: kind, order, op, dtype, shape, size), rank 0 combines them in rank
order 0, 1, ..., world-1 (so every rank gets the same bytes) and sends each rank its result. The cost is
2 (world - 1) tensor transfers through rank 0 per collective, against a ring's 2 (world - 1) / world per rank:
fine for the CPU groups of one machine this backend serves, not for large models across machines.

Collectives run in call order on one worker thread per group: an asynchronous call (a Work) is queued, and a
synchronous one is queued and waited for. A peer that leaves, hangs past the timeout, or sends a frame that does
not match fails the collective with RT_ERR_DEVICE (a shape or dtype that differs: RT_ERR_SHAPE/RT_ERR_DTYPE);
rank 0 tells the other ranks at once with an error frame, and the group is broken from then on (its streams
are no longer in step): every later collective fails at once, and destroy then init makes a new one.
"""

from __future__ import annotations

import errno
import os
import socket
import threading
import time
from collections.abc import Callable
from queue import SimpleQueue

import numpy as np

from ...abi.enums import DistReduceOp, Dtype, Kind as DtypeKind
from ...abi.errors import DeviceError, DtypeError, Error, ErrorCode, InvalidArgumentError, ShapeError, \
    UnsupportedError, error_for
from ..dist_address import Deadline, first_line, resolve
from . import dist_wire as wire
from . import dtypes
from .tensor import Tensor, bump_version

BACKEND = "gloo"   # the name a CPU program asks for, and what get_backend says
# PyTorch's default_pg_timeout: 30 minutes
DEFAULT_TIMEOUT_S = 30 * 60
# PyTorch's DistributedDataParallel buckets gradients by 25 MiB (its bucket_cap_mb default)
DEFAULT_BUCKET_BYTES = 25 * 1024 * 1024
# torchrun's elastic agent serves the store itself and says so with this variable (as torch.distributed reads it)
_AGENT_STORE_VARIABLE = "TORCHELASTIC_USE_AGENT_STORE"
_CONNECT_RETRY_S = 0.1     # between dials of a port where nobody listens yet (rank 0 may start later)
_LATE_POLL_S = 0.2         # how often rank 0's late-joiner thread looks whether destroy was called
_LATE_HELLO_S = 1.0        # for a late joiner's hello: strangers that say nothing are dropped after it
_NOTIFY_S = 1.0            # for rank 0's error frames to the other ranks when a collective fails

_UFUNCS = {"sum": np.add, "avg": np.add, "product": np.multiply, "min": np.minimum, "max": np.maximum}


class _Work:
    """A queued collective: done once `finished` is set, with `error` (a contract error) if it failed."""

    def __init__(self, run: Callable[[], None]) -> None:
        self.run, self.error, self.finished, self.waited = run, None, threading.Event(), False


class _Group:
    """One process's membership: its links (rank 0: one per other rank; the others: one to rank 0), the worker
    thread that runs the collectives in order, and the collectives' sequence number."""

    def __init__(self, rank: int, world: int, timeout_s: float, links: dict[int, socket.socket],
                 listener: socket.socket | None) -> None:
        self.rank, self.world, self.timeout_s, self.links, self.listener = rank, world, timeout_s, links, listener
        self.seq = 0
        self.broken: str | None = None   # why, once a collective failed: the streams are out of step
        self.queue: SimpleQueue[_Work | None] = SimpleQueue()
        self.stopping = threading.Event()
        self.worker = threading.Thread(target=self._work, name="simple_torch dist collectives", daemon=True)
        self.worker.start()
        self.late = None
        if listener is not None:
            self.late = threading.Thread(target=self._refuse_late_joiners, name="simple_torch dist late joiners",
                                         daemon=True)
            self.late.start()

    def _work(self) -> None:
        while (work := self.queue.get()) is not None:
            try:
                work.run()
            except Error as e:
                work.error = e
            except Exception as e:   # a bug here must reach the caller as an error, not end the thread
                work.error = error_for(ErrorCode.INTERNAL, f"{type(e).__name__}: {e}")
            work.finished.set()

    def _refuse_late_joiners(self) -> None:
        """Rank 0, after init: a process that comes now is a rank given twice (or of another world)."""
        assert self.listener is not None
        self.listener.settimeout(_LATE_POLL_S)
        while not self.stopping.is_set():
            try:
                conn, _ = self.listener.accept()
            except TimeoutError:
                continue
            except OSError:   # closed by destroy
                return
            with conn:
                try:
                    deadline = Deadline(_LATE_HELLO_S)
                    _, rank, world = wire.receive_hello(conn, deadline)
                    wire.send_error(conn, deadline, ErrorCode.DEVICE, _refusal(rank, world, self.world))
                except (wire.Closed, wire.TimedOut, wire.Malformed, wire.Mismatch, wire.Reported):
                    pass   # not a rank of this library: nothing to answer

    def submit(self, run: Callable[[], None]) -> _Work:
        work = _Work(run)
        self.queue.put(work)
        return work

    def close(self) -> None:
        self.stopping.set()
        self.queue.put(None)
        self.worker.join()
        if self.late is not None:
            self.late.join()
        for conn in (*self.links.values(), *([self.listener] if self.listener else [])):
            conn.close()

    # -- one collective: a gather to rank 0, a scatter back ----------------------------------------------
    def exchange(self, doing: str, kind: wire.Kind, op: int, dtype: np.dtype | None, shape: tuple[int, ...],
                 mine: np.ndarray | None, contributes: Callable[[int], bool],
                 combine: Callable[[list[np.ndarray | None]], list[np.ndarray | None]],
                 result_shape: tuple[int, ...]) -> np.ndarray | None:
        """Rank r sends `mine` (an array of `shape` and `dtype`) if contributes(r), else nothing; rank 0 calls
        combine(the contributions by rank) -> the results by rank, and sends each its own (of result_shape)."""
        if self.broken is not None:
            raise DeviceError(f"{doing} failed: the group broke earlier ({self.broken}); destroy it and init a "
                              f"new one")
        self.seq += 1
        code = wire.NO_DTYPE if dtype is None else int(dtypes.CODES[dtype])
        size = 0 if dtype is None else int(np.prod(shape, dtype=np.int64)) * dtype.itemsize
        result_size = 0 if dtype is None else int(np.prod(result_shape, dtype=np.int64)) * dtype.itemsize
        deadline = Deadline(self.timeout_s)
        peer = 0
        try:
            if self.rank == 0:
                contributions: list[np.ndarray | None] = [mine if contributes(0) else None]
                for peer in range(1, self.world):
                    theirs = np.empty(shape, dtype) if contributes(peer) and dtype is not None else None
                    wire.receive(self.links[peer], deadline,
                                 wire.Expected(kind, self.seq, op, code, shape, size if contributes(peer) else 0),
                                 theirs)
                    contributions.append(theirs)
                results = combine(contributions)
                for peer in range(1, self.world):
                    wire.send(self.links[peer], deadline, kind, self.seq, op, code, result_shape, results[peer])
                return results[0]
            wire.send(self.links[0], deadline, kind, self.seq, op, code, shape, mine if contributes(self.rank) else None)
            result = np.empty(result_shape, dtype) if dtype is not None else None
            wire.receive(self.links[0], deadline, wire.Expected(kind, self.seq, op, code, result_shape, result_size),
                         result)
            return result
        except (wire.Closed, wire.TimedOut, wire.Malformed, wire.Mismatch, wire.Reported) as e:
            error = self._failure(doing, peer, deadline, e)
            self.broken = str(error)
            if self.rank == 0:
                self._tell_the_others(peer, error)
            raise error from None

    def _failure(self, doing: str, peer: int, deadline: Deadline, e: Exception) -> Error:
        if isinstance(e, wire.Reported):
            return error_for(e.code, f"{doing} failed: rank 0 reports: {e}")
        if isinstance(e, wire.Mismatch):
            return error_for(e.code, f"{doing} failed: rank {peer} called it with another tensor: {e}; every rank "
                                     f"must pass tensors of the same shape and dtype")
        if isinstance(e, wire.TimedOut):
            return DeviceError(f"{doing} failed: rank {peer} did not answer within {deadline} (a peer did not answer "
                               f"within the timeout, or left the group)")
        if isinstance(e, wire.Closed):
            return DeviceError(f"{doing} failed: rank {peer} left the group ({e}) (a peer did not answer within the "
                               f"timeout, or left the group)")
        return DeviceError(f"{doing} failed: rank {peer} sent a malformed frame: {e}")

    def _tell_the_others(self, failed: int, error: Error) -> None:
        """Rank 0: send the error to every rank but the one that failed, so that none waits for its timeout."""
        for peer, conn in self.links.items():
            if peer != failed:
                try:
                    wire.send_error(conn, Deadline(_NOTIFY_S), error.code, str(error))
                except (wire.Closed, wire.TimedOut):
                    pass   # that one is gone too: its own collective fails on its own


def _refusal(rank: int, theirs: int, world: int) -> str:
    """What rank 0 answers a hello it cannot take (the joiner's error message)."""
    if theirs != world:
        return f"rank 0 says world_size {world}, this rank {theirs}: every rank must give the same world_size"
    return f"another process already joined as rank {rank}: every process needs a rank of its own"


def _serve(host: str, port: int, world: int, deadline: Deadline, joining: str):
    """Rank 0: listen at host:port and take a hello from every other rank; (links by rank, the listener)."""
    try:
        family = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0][0]
        listener = socket.create_server((host, port), family=family, backlog=max(world, 1))
    except socket.gaierror as e:
        raise DeviceError(f"{joining} failed: the store's host {host!r} is not known: {first_line(e)}") from None
    except OSError as e:
        if e.errno == errno.EADDRINUSE:
            raise DeviceError(f"{joining} failed: rank 0 serves the store on port {port}, which another program (or "
                              f"group) on this machine already holds: {first_line(e)}") from None
        raise DeviceError(f"{joining} failed: rank 0 cannot listen at {host}:{port} (is {host} an address of "
                          f"this machine?): {first_line(e)}") from None
    links: dict[int, socket.socket] = {}
    try:
        while len(links) < world - 1:
            if deadline.left() == 0:
                missing = min(set(range(1, world)) - set(links))
                raise DeviceError(f"{joining} failed: rank {missing} did not come within {deadline}")
            listener.settimeout(deadline.wait_s())
            try:
                conn, _ = listener.accept()
            except TimeoutError:
                continue
            conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            try:
                version, rank, theirs = wire.receive_hello(conn, deadline)
            except (wire.Closed, wire.TimedOut, wire.Malformed, wire.Mismatch, wire.Reported):
                conn.close()   # not a rank of this library, or one gone already
                continue
            if version != wire.VERSION:
                _refuse(conn, deadline, f"rank 0 speaks protocol version {wire.VERSION}, this rank {version}: "
                                        f"every rank must run the same simple_torch")
                continue
            if theirs != world:
                _refuse(conn, deadline, _refusal(rank, theirs, world))
                raise DeviceError(f"{joining} failed: rank {rank} says world_size {theirs}, this rank {world}: "
                                  f"every rank must give the same world_size")
            if rank == 0 or rank in links:
                _refuse(conn, deadline, _refusal(rank, theirs, world))
                continue
            links[rank] = conn
        for rank, conn in links.items():
            wire.send(conn, deadline, wire.Kind.WELCOME)
        for rank, conn in links.items():
            wire.receive(conn, deadline, wire.Expected(wire.Kind.READY))
    except (wire.Closed, wire.TimedOut, wire.Malformed, wire.Mismatch, wire.Reported) as e:
        for conn in (*links.values(), listener):
            conn.close()
        raise DeviceError(f"{joining} failed: rank {rank} left before the group formed, within what was left of "
                          f"{deadline} ({_why(e)})") from None
    except BaseException:
        for conn in (*links.values(), listener):
            conn.close()
        raise
    return links, listener


def _why(e: Exception) -> str:
    if isinstance(e, wire.TimedOut):
        return "it did not answer"
    return f"{type(e).__name__.lower()}: {e}"


def _refuse(conn: socket.socket, deadline: Deadline, text: str) -> None:
    with conn:
        try:
            wire.send_error(conn, deadline, ErrorCode.DEVICE, text)
        except (wire.Closed, wire.TimedOut):
            pass   # it left: it learns nothing, and fails at its own deadline


def _join(host: str, port: int, rank: int, world: int, deadline: Deadline, joining: str) -> socket.socket:
    """A rank other than 0: connect to rank 0 (again and again while nobody listens), say hello, wait to be
    welcomed; the connection, or DeviceError within the deadline saying what was waited for."""
    waiting_for = f"connection to the store at {host}:{port}"
    while True:
        try:
            conn = socket.create_connection((host, port), timeout=deadline.wait_s())
        except ConnectionRefusedError:
            waiting_for = (f"listener at {host}:{port} (connections refused: has rank 0 started, at this "
                           f"address?)")
            conn = None
        except TimeoutError:
            waiting_for = f"answer to a connection to {host}:{port} (a wrong address, or a firewall dropping it?)"
            conn = None
        except socket.gaierror as e:
            raise DeviceError(f"{joining} failed: the store's host {host!r} is not known: {first_line(e)}") from None
        except OSError as e:
            raise DeviceError(f"{joining} failed: the store at {host}:{port} failed: {first_line(e)}") from None
        if conn is not None:
            conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            try:
                wire.send_hello(conn, deadline, rank, world)
                wire.receive(conn, deadline, wire.Expected(wire.Kind.WELCOME))
                wire.send(conn, deadline, wire.Kind.READY)
                return conn
            except wire.Reported as e:
                conn.close()
                raise DeviceError(f"{joining} failed: {e}") from None
            except wire.Malformed as e:
                conn.close()
                raise DeviceError(f"{joining} failed: what answers at {host}:{port} is not rank 0 of a group "
                                  f"(another program?): {e}") from None
            except (wire.Closed, wire.TimedOut, wire.Mismatch):
                # closed at once, or silent: another program on the port, or a rank 0 that failed; dial again
                conn.close()
                waiting_for = (f"answer from the store at {host}:{port}, which accepted the connection (is "
                               f"another program listening on that port?)")
        if deadline.left() == 0:
            raise DeviceError(f"{joining} failed: no {waiting_for} within {deadline}")
        time.sleep(min(_CONNECT_RETRY_S, deadline.left()))


class NumpyDistributed:
    """The process-wide default group of the NumPy backend; one per process, as in PyTorch."""

    DEFAULT_BUCKET_BYTES = DEFAULT_BUCKET_BYTES

    def __init__(self) -> None:
        self._group: _Group | None = None
        self._backend = BACKEND

    def is_available(self) -> bool:
        return True

    def initialized(self) -> bool:
        return self._group is not None

    def _require(self) -> _Group:
        if self._group is None:
            raise InvalidArgumentError("no process group: call rt_torch_dist_init first")
        return self._group

    def init(self, backend: str, init_method: str, world_size: int, rank: int, timeout_s: float) -> None:
        """Join the group within timeout_s (0: PyTorch's default of 30 minutes), one deadline for the whole
        init; the same timeout then bounds each collective."""
        seconds = timeout_s or DEFAULT_TIMEOUT_S
        deadline = Deadline(seconds)
        if self._group is not None:
            raise InvalidArgumentError(f"a process group is already initialized (rank {self._group.rank} of "
                                       f"{self._group.world}); call rt_torch_dist_destroy first")
        if backend not in ("", "gloo", "nccl"):
            raise InvalidArgumentError(f"backend is {backend!r}; it must be \"gloo\", \"nccl\" or \"\" (the default)")
        if backend == "nccl":
            raise UnsupportedError("backend \"nccl\" runs collectives on NVIDIA GPUs through PyTorch; the NumPy "
                                   "backend computes on the CPU: use \"gloo\"")
        method, where, world_size, rank = resolve(init_method, world_size, rank)
        if isinstance(where, str):
            raise UnsupportedError(f"init_method {method!r}: a file store needs PyTorch's FileStore; the NumPy "
                                   f"backend's group meets over TCP: use \"env://\" or \"tcp://host:port\"")
        if os.environ.get(_AGENT_STORE_VARIABLE) == str(True):
            raise UnsupportedError("torchrun's agent serves PyTorch's TCPStore at MASTER_PORT, which the NumPy "
                                   "backend's group does not speak: start the ranks with python -m "
                                   "simple_torch.launch (the same variables), or use the torch backend")
        host, port = where
        joining = f"joining the group at {method} as rank {rank} of {world_size}"
        if rank == 0:
            links, listener = _serve(host, port, world_size, deadline, joining)
        else:
            links, listener = {0: _join(host, port, rank, world_size, deadline, joining)}, None
        self._group = _Group(rank, world_size, seconds, links, listener)
        self._backend = backend or BACKEND

    def rank(self) -> int:
        return self._require().rank

    def world_size(self) -> int:
        return self._require().world

    def backend(self) -> str:
        self._require()
        return self._backend

    def destroy(self) -> None:
        group = self._require()
        self._group = None
        group.close()

    def _run(self, group: _Group, run: Callable[[], None], wait: bool) -> _Work | None:
        work = group.submit(run)
        if not wait:
            return work
        self.wait(work)
        return None

    def wait(self, work: _Work) -> None:
        work.finished.wait()
        work.waited = True
        if work.error is not None:
            raise work.error

    def is_completed(self, work: _Work) -> bool:
        return work.finished.is_set()

    def barrier(self) -> None:
        group = self._require()
        self._run(group, lambda: group.exchange("barrier", wire.Kind.BARRIER, 0, None, (), None, _nobody,
                                                _nothing, ()), wait=True)

    def all_reduce(self, x: Tensor, op: str, wait: bool = True):
        """Done on return, or (wait False) started: the Work to wait on."""
        group = self._require()
        data = _dense(x, "x")
        _check_reduction(op, data.dtype, "all_reduce")
        doing = f"all_reduce ({op})"

        def run() -> None:
            mine = data.copy()   # what this rank had when the call was made, as it is sent later
            result = group.exchange(doing, wire.Kind.ALL_REDUCE, _op_code(op), data.dtype, data.shape, mine,
                                    _everyone, lambda parts: [_reduce(parts, op, group.world)] * group.world,
                                    data.shape)
            _write(data, result)
        return self._run(group, run, wait)

    # each collective below, as all_reduce: done on return, or (wait False) started, its Work returned
    def broadcast(self, x: Tensor, src: int, wait: bool = True):
        group = self._require()
        _check_rank(src, "src", group.world)
        data = _dense(x, "x")

        def run() -> None:
            mine = data.copy() if group.rank == src else None
            result = group.exchange(f"broadcast from rank {src}", wire.Kind.BROADCAST, 0, data.dtype, data.shape,
                                    mine, lambda r: r == src, lambda parts: [parts[src]] * group.world, data.shape)
            _write(data, result)
        return self._run(group, run, wait)

    def all_gather(self, outputs: list[Tensor], x: Tensor, wait: bool = True):
        group = self._require()
        data = _dense(x, "x")
        outs = _same_as(outputs, data, "outputs", group.world)

        def run() -> None:
            result = group.exchange("all_gather", wire.Kind.ALL_GATHER, 0, data.dtype, data.shape, data.copy(),
                                    _everyone, lambda parts: [np.stack(parts)] * group.world,
                                    (group.world, *data.shape))
            for out, part in zip(outs, result):
                _write(out, part)
        return self._run(group, run, wait)

    def reduce_scatter(self, output: Tensor, inputs: list[Tensor], op: str, wait: bool = True):
        group = self._require()
        out = _dense(output, "output")
        ins = _same_as(inputs, out, "inputs", group.world)
        _check_reduction(op, out.dtype, "reduce_scatter")
        stacked = (group.world, *out.shape)

        def run() -> None:
            mine = np.stack(ins) if ins else np.empty(stacked, out.dtype)
            result = group.exchange(f"reduce_scatter ({op})", wire.Kind.REDUCE_SCATTER, _op_code(op), out.dtype,
                                    stacked, mine, _everyone,
                                    lambda parts: list(_reduce(parts, op, group.world)), out.shape)
            _write(out, result)
        return self._run(group, run, wait)

    def average_gradients(self, params: list[Tensor], bucket_bytes: int) -> None:
        """DDP's gradient averaging, as the torch path does it: grads of one dtype flattened into buckets of
        about bucket_bytes, each summed over the ranks in one all_reduce, divided by the world size, copied back."""
        group = self._require()
        grads = []
        for i, p in enumerate(params):
            if type(p) is not Tensor:
                raise InvalidArgumentError(f"params[{i}] is a sparse tensor; gradients are averaged for dense ones")
            if p.grad is None:   # zeros, so that every rank joins the same all_reduce calls
                p.grad = Tensor(np.zeros_like(p.data))
            grads.append(p.grad)
        groups: dict[np.dtype, list[Tensor]] = {}
        for g in grads:
            groups.setdefault(g.data.dtype, []).append(g)
        for same in groups.values():
            bucket: list[Tensor] = []
            size = 0
            for g in same:
                bucket.append(g)
                size += g.data.nbytes
                if size >= bucket_bytes:
                    self._reduce_bucket(group, bucket)
                    bucket, size = [], 0
            if bucket:
                self._reduce_bucket(group, bucket)

    def _reduce_bucket(self, group: _Group, bucket: list[Tensor]) -> None:
        flat = Tensor(np.concatenate([g.data.reshape(-1) for g in bucket]))
        self.all_reduce(flat, "sum")
        total = flat.data
        with np.errstate(all="ignore"):   # an infinite gradient stays infinite, as in PyTorch, without a warning
            np.divide(total, group.world, out=total)
        offset = 0
        for g in bucket:
            n = g.data.size
            _write(g.data, total[offset:offset + n].reshape(g.data.shape))
            offset += n


def _everyone(rank: int) -> bool:
    return True


def _nobody(rank: int) -> bool:
    return False


def _nothing(parts: list) -> list:
    return [None] * len(parts)


def _op_code(op: str) -> int:
    return int(DistReduceOp[op])


def _reduce(parts: list[np.ndarray | None], op: str, world: int) -> np.ndarray:
    """The contributions combined in rank order (every rank gets these bytes); AVG is the sum over the world."""
    ufunc = _UFUNCS[op]
    total = np.array(parts[0], copy=True)
    with np.errstate(all="ignore"):   # PyTorch's infinities and NaNs (and integer wraparound), without warnings
        for part in parts[1:]:
            ufunc(total, part, out=total)
        if op == "avg":
            np.divide(total, world, out=total)
    return total


def _check_reduction(op: str, dtype: np.dtype, doing: str) -> None:
    kind = dtypes.category(dtype)
    if op == "avg" and kind in (DtypeKind.integer, DtypeKind.bool):
        raise DtypeError(f"{doing} with AVG of {dtypes.name(dtype)}: a mean of integers is not an integer; use "
                         f"SUM and divide, or a floating-point tensor")
    if op in ("min", "max") and kind == DtypeKind.complex:
        raise DtypeError(f"{doing} with {op.upper()} of {dtypes.name(dtype)}: complex numbers have no order")


def _dense(x, what: str) -> np.ndarray:
    if type(x) is not Tensor:
        raise InvalidArgumentError(f"{what} is a sparse tensor; collectives take dense tensors")
    if not x.data.flags.c_contiguous:   # the collectives write the tensor's memory as one block
        raise InvalidArgumentError(f"{what} is not contiguous (a strided view); collectives write in place into "
                                   f"contiguous memory: make a contiguous copy first")
    return x.data


def _same_as(tensors: list, like: np.ndarray, what: str, world: int) -> list[np.ndarray]:
    if len(tensors) != world:
        raise InvalidArgumentError(f"{what} holds {len(tensors)} tensors; it must hold one per rank ({world})")
    arrays = []
    for i, t in enumerate(tensors):
        data = _dense(t, f"{what}[{i}]")
        if data.dtype != like.dtype:
            raise DtypeError(f"{what}[{i}] is {Dtype(dtypes.CODES[data.dtype]).name}, not "
                             f"{Dtype(dtypes.CODES[like.dtype]).name}")
        if data.shape != like.shape:
            raise ShapeError(f"{what}[{i}] has shape {data.shape}, not {like.shape}")
        arrays.append(data)
    return arrays


def _check_rank(r: int, what: str, world: int) -> None:
    if not 0 <= r < world:
        raise InvalidArgumentError(f"{what} is {r}; it must be a rank in [0, {world})")


def _write(target: np.ndarray, values: np.ndarray) -> None:
    """In place, as PyTorch's collectives write: every view of the memory sees it, and autograd knows."""
    target[...] = values
    bump_version(target)
