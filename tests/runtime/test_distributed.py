"""Section 31's errors in one process, on both backends: a call before init, init twice, bad arguments, and what
the NumPy backend refuses (NCCL, file://, torchrun's agent store); plus a group of one, whose collectives are the
identity; and on NumPy, fake peers that send malformed, mismatched or oversized frames to the backend's own
group. Init's failure modes of one process (issue 27), each failing with RT_ERR_DEVICE within the 2 s timeout
+ 2 s and leaving the process clean (no store thread, no socket to the address, a later init works): a peer
that never comes, an address that never answers as a store (something accepts and is silent, listens and never
accepts, accepts and closes at once, or drops the connection attempts), rank 0's port held by another program, an
unknown host. Groups of several processes (a world-size
mismatch, a rank given twice, a peer that dies in the middle of init) are tests/test_distributed.py's."""

from __future__ import annotations

import contextlib
import datetime
import math
import os
import socket
import threading
import time

import pytest
import torch

import simple_torch.runtime as rt
from simple_torch.abi.enums import DistReduceOp, Dtype, ErrorCode

from .conftest import BACKEND, DEVICE, get, put

torch_only = pytest.mark.skipif(BACKEND != "torch", reason="PyTorch's group itself: gloo's options, its FileStore")
SHORT_TIMEOUT_S = 2.0
INIT_SLACK_S = 2.0   # issue 27's bound: a failed init returns within its timeout + 2 s
STORE_THREAD = "simple_torch dist_init store"   # the thread engines/torch_rendezvous.py makes the store on


@pytest.fixture(autouse=True)
def cpu_tensors():
    """gloo groups of CPU tensors, whatever the default device of the run (`make test-gpu` has CUDA): gloo takes CUDA
    tensors for broadcast and all_reduce only. The configured default comes back after each test."""
    assert rt.rt_torch_set_default_device(-1) == 0, rt.rt_torch_last_error()
    yield
    assert rt.rt_torch_set_default_device(DEVICE) == 0, rt.rt_torch_last_error()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def silent_listener(mode: str):
    """A port on 127.0.0.1 where something listens but never answers as a store, by `mode`: "accepts" (takes
    the connections and holds them, never writing), "listens" (never accepts: the kernel completes the
    connections), "closes" (accepts and closes at once), "blackholes" (a full backlog: connection attempts get
    no answer at all, as from an address that drops them). Yields the port; everything is closed on exit."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(0 if mode == "blackholes" else 8)
    port = server.getsockname()[1]
    held: list[socket.socket] = []
    stop = threading.Event()

    def serve() -> None:
        server.settimeout(0.05)
        while not stop.is_set():
            try:
                conn, _ = server.accept()
            except TimeoutError:
                continue
            if mode == "closes":
                conn.close()
            else:
                held.append(conn)

    server_thread = threading.Thread(target=serve, daemon=True)
    if mode in ("accepts", "closes"):
        server_thread.start()
    elif mode == "blackholes":   # one connection fills the backlog of a listen(0) socket that never accepts
        held.append(socket.create_connection(("127.0.0.1", port)))
    try:
        yield port
    finally:
        stop.set()
        if server_thread.is_alive():
            server_thread.join()
        for conn in held:
            conn.close()
        server.close()


def sockets_to(port: int) -> int:
    """How many of this process's sockets are connected to `port` (their peer's port)."""
    count = 0
    for fd in os.listdir("/proc/self/fd"):
        try:
            if not os.readlink(f"/proc/self/fd/{fd}").startswith("socket:"):
                continue
            with socket.socket(fileno=os.dup(int(fd))) as s:
                count += s.family in (socket.AF_INET, socket.AF_INET6) and s.getpeername()[1] == port
        except OSError:   # closed meanwhile, or not connected
            continue
    return count


def assert_clean_after_a_failed_init(port: int, sockets_before: int = 0) -> None:
    """Nothing of a failed init is left: its store thread ends (within a few seconds: PyTorch's TCPStore may be
    sleeping between two of its own retries), no socket of its to the address stays open, and a new init
    works."""
    for thread in threading.enumerate():
        if thread.name == STORE_THREAD:
            thread.join(5)
            assert not thread.is_alive(), "the store's thread is still running"
    assert sockets_to(port) == sockets_before
    assert rt.rt_torch_dist_is_initialized() == 0
    assert rt.rt_torch_dist_init("gloo", f"tcp://127.0.0.1:{free_port()}", 1, 0, 10.0) == 0, rt.rt_torch_last_error()
    assert rt.rt_torch_dist_destroy() == 0


def error(name: str) -> tuple[int, str]:
    code, message = rt.rt_torch_last_error_code(), rt.rt_torch_last_error()
    assert message.startswith(f"{name}: "), message
    return code, message


@pytest.fixture
def group_of_one():
    """A group of this process alone, destroyed after the test whatever happens."""
    assert rt.rt_torch_dist_init("gloo", f"tcp://127.0.0.1:{free_port()}", 1, 0, 10.0) == 0, rt.rt_torch_last_error()
    try:
        yield
    finally:
        if rt.rt_torch_dist_is_initialized():
            rt.rt_torch_dist_destroy()


@pytest.mark.skipif(BACKEND != "numpy", reason="the NumPy backend's refusals")
@pytest.mark.parametrize("backend, method, variables, words", [
    ("nccl", "tcp://127.0.0.1:{port}", {}, "backend \"nccl\" runs collectives on NVIDIA GPUs"),
    ("gloo", "file:///tmp/simple_torch_store", {}, "a file store needs PyTorch's FileStore"),
    ("gloo", "env://", {"TORCHELASTIC_USE_AGENT_STORE": "True", "MASTER_ADDR": "127.0.0.1", "MASTER_PORT": "{port}"},
     "torchrun's agent serves PyTorch's TCPStore"),
])
def test_numpy_refuses(monkeypatch, backend, method, variables, words):
    """What only PyTorch runs: NCCL, a file store, torchrun's agent store; at once, saying why."""
    port = free_port()
    for name, value in variables.items():
        monkeypatch.setenv(name, value.format(port=port))
    assert rt.rt_torch_dist_is_available() == 1
    started = time.monotonic()
    assert rt.rt_torch_dist_init(backend, method.format(port=port), 1, 0, 5.0) == ErrorCode.UNSUPPORTED
    code, message = error("rt_torch_dist_init")
    assert code == ErrorCode.UNSUPPORTED and words in message, message
    assert time.monotonic() - started < 1 and rt.rt_torch_dist_is_initialized() == 0


def test_use_before_init():
    assert rt.rt_torch_dist_is_available() == 1 and rt.rt_torch_dist_is_initialized() == 0
    x = put(torch.ones(2))
    try:
        for call, failure, name in ((rt.rt_torch_dist_rank, -1, "rt_torch_dist_rank"),
                                    (rt.rt_torch_dist_world_size, -1, "rt_torch_dist_world_size"),
                                    (rt.rt_torch_dist_get_backend, "", "rt_torch_dist_get_backend"),
                                    (rt.rt_torch_dist_barrier, ErrorCode.INVALID_ARGUMENT, "rt_torch_dist_barrier"),
                                    (rt.rt_torch_dist_destroy, ErrorCode.INVALID_ARGUMENT, "rt_torch_dist_destroy"),
                                    (lambda: rt.rt_torch_dist_broadcast(x, 0), ErrorCode.INVALID_ARGUMENT,
                                     "rt_torch_dist_broadcast")):
            assert call() == failure
            code, message = error(name)
            assert code == ErrorCode.INVALID_ARGUMENT and "call rt_torch_dist_init first" in message
    finally:
        rt.rt_torch_tensor_free(x)


@pytest.mark.parametrize("args, words", [
    (("mpi", "", -1, -1, 1.0), "backend"),
    (("gloo", "udp://127.0.0.1:1", 1, 0, 1.0), "init_method"),
    (("gloo", "tcp://127.0.0.1:1", -1, 0, 1.0), "explicit rank and world_size"),
    (("gloo", "tcp://127.0.0.1:1", 2, 2, 1.0), "rank is 2; it must be in [0, 2)"),
    (("gloo", "tcp://127.0.0.1:1", 0, 0, 1.0), "world_size is 0"),
    (("gloo", "tcp://127.0.0.1:1", 1, -5, 1.0), "rank is -5"),
    (("gloo", "tcp://127.0.0.1:1", 1, 0, -1.0), "timeout_s"),
    (("gloo", "tcp://127.0.0.1:1", 1, 0, math.nan), "timeout_s"),
    (("gloo", "tcp://127.0.0.1:1", 1, 0, math.inf), "timeout_s"),
    (("gloo", None, 1, 0, 1.0), "init_method is NULL"),
    (("gloo", "env://", -1, -1, 1.0), "MASTER_ADDR"),
    (("gloo", "tcp://127.0.0.1", 1, 0, 1.0), "needs a host and a port"),
    (("gloo", "tcp://:29500", 1, 0, 1.0), "needs a host and a port"),
    (("gloo", "tcp://127.0.0.1:99999", 1, 0, 1.0), "out of range"),
    (("gloo", "tcp://127.0.0.1:0", 1, 0, 1.0), "port is 0"),
    (("gloo", "tcp://127.0.0.1:29500?rank=0", 1, 0, 1.0), "more than tcp://host:port"),
    (("gloo", "file://", 1, 0, 1.0), "needs a path"),
])
def test_bad_init_arguments_fail_at_once(monkeypatch, args, words):
    for name in ("MASTER_ADDR", "MASTER_PORT", "RANK", "WORLD_SIZE"):
        monkeypatch.delenv(name, raising=False)
    started = time.monotonic()
    assert rt.rt_torch_dist_init(*args) == ErrorCode.INVALID_ARGUMENT
    code, message = error("rt_torch_dist_init")
    assert code == ErrorCode.INVALID_ARGUMENT and words in message, message
    assert time.monotonic() - started < 1 and rt.rt_torch_dist_is_initialized() == 0


@pytest.mark.parametrize("variables, world_size, words", [
    ({"MASTER_PORT": "http"}, 1, "the variable MASTER_PORT is 'http', not an integer"),
    ({"MASTER_PORT": "29500"}, -1, "needs the variable WORLD_SIZE"),
    ({"MASTER_PORT": "29500", "WORLD_SIZE": "2"}, -1, "needs the variable RANK"),
])
def test_env_with_a_variable_missing_or_malformed_fails_at_once(monkeypatch, variables, world_size, words):
    for name in ("RANK", "WORLD_SIZE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("MASTER_ADDR", "127.0.0.1")
    for name, value in variables.items():
        monkeypatch.setenv(name, value)
    assert rt.rt_torch_dist_init("gloo", "env://", world_size, -1 if world_size == -1 else 0, 1.0) == \
        ErrorCode.INVALID_ARGUMENT
    assert words in error("rt_torch_dist_init")[1]


@pytest.mark.parametrize("rank", [0, 1])
def test_a_peer_that_never_comes_fails_within_the_timeout(rank):
    # rank 0 serves the store and waits for rank 1; rank 1 dials a port where nobody listens, again and again
    # until the deadline (PyTorch's own connect took twice the timeout: it retries once after a full timeout)
    port = free_port()
    started = time.monotonic()
    status = rt.rt_torch_dist_init("gloo", f"tcp://127.0.0.1:{port}", 2, rank, SHORT_TIMEOUT_S)
    elapsed = time.monotonic() - started
    assert status == ErrorCode.DEVICE
    code, message = error("rt_torch_dist_init")
    waited_for = "rank 1 did not come" if rank == 0 else f"no listener at 127.0.0.1:{port}"
    assert code == ErrorCode.DEVICE and f"as rank {rank} of 2" in message and waited_for in message, message
    assert f"within the {SHORT_TIMEOUT_S:g} s timeout" in message, message
    assert SHORT_TIMEOUT_S * 0.9 <= elapsed < SHORT_TIMEOUT_S + INIT_SLACK_S, elapsed
    assert_clean_after_a_failed_init(port)


@pytest.mark.parametrize("mode", ["accepts", "listens", "closes", "blackholes"])
def test_an_address_that_never_answers_fails_within_the_timeout(mode):
    """Issue 27 (a): PyTorch's TCPStore pings the store with no timeout, so a port where another program accepts
    and stays silent blocked init for good (still blocked after 100 s with a 5 s timeout)."""
    with silent_listener(mode) as port:
        sockets_before = sockets_to(port)   # the listener's own, for "blackholes"
        started = time.monotonic()
        status = rt.rt_torch_dist_init("gloo", f"tcp://127.0.0.1:{port}", 2, 1, SHORT_TIMEOUT_S)
        elapsed = time.monotonic() - started
        code, message = error("rt_torch_dist_init")
        assert status == ErrorCode.DEVICE and code == ErrorCode.DEVICE, message
        answered = "answer to a connection to" if mode == "blackholes" else "answer from the store at"
        assert f"no {answered} 127.0.0.1:{port}" in message, message
        assert f"within the {SHORT_TIMEOUT_S:g} s timeout" in message, message
        assert SHORT_TIMEOUT_S * 0.9 <= elapsed < SHORT_TIMEOUT_S + INIT_SLACK_S, elapsed
        assert_clean_after_a_failed_init(port, sockets_before)


def test_rank_0_on_a_port_another_program_holds_fails_at_once():
    with silent_listener("accepts") as port:
        started = time.monotonic()
        assert rt.rt_torch_dist_init("gloo", f"tcp://127.0.0.1:{port}", 2, 0, SHORT_TIMEOUT_S) == ErrorCode.DEVICE
        code, message = error("rt_torch_dist_init")
        assert code == ErrorCode.DEVICE and f"on port {port}, which another program" in message, message
        assert time.monotonic() - started < 1
        assert_clean_after_a_failed_init(port)


def test_an_unknown_host_fails_within_the_timeout():
    port = free_port()
    started = time.monotonic()
    # .invalid never resolves (RFC 2606); a resolver may still take its time to say so
    assert rt.rt_torch_dist_init("gloo", f"tcp://no-such-host.invalid:{port}", 2, 1, SHORT_TIMEOUT_S) == \
        ErrorCode.DEVICE
    code, message = error("rt_torch_dist_init")
    assert code == ErrorCode.DEVICE and "no-such-host.invalid" in message, message
    assert time.monotonic() - started < SHORT_TIMEOUT_S + INIT_SLACK_S
    assert_clean_after_a_failed_init(port)


@torch_only
def test_the_collectives_keep_the_whole_timeout(group_of_one):
    """gloo connects within what is left of init's deadline; the group's collectives then get the whole timeout
    back (options._timeout: where ProcessGroupGloo keeps its default timeout)."""
    import torch.distributed as dist
    gloo = dist.distributed_c10d._get_default_group()._get_backend(torch.device("cpu"))
    assert gloo.options._timeout == datetime.timedelta(seconds=10)
    assert dist.distributed_c10d._get_default_store().timeout == datetime.timedelta(seconds=10)


def test_init_twice(group_of_one):
    assert rt.rt_torch_dist_init("gloo", f"tcp://127.0.0.1:{free_port()}", 1, 0, 10.0) == ErrorCode.INVALID_ARGUMENT
    code, message = error("rt_torch_dist_init")
    assert code == ErrorCode.INVALID_ARGUMENT and "already initialized (rank 0 of 1)" in message


@torch_only
def test_a_group_of_one_over_a_file_store(tmp_path):
    """file:// makes PyTorch's FileStore (nothing waits for a peer there), and the ranks' check runs over it too."""
    method = f"file://{tmp_path / 'store'}"
    assert rt.rt_torch_dist_init("gloo", method, 1, 0, 10.0) == 0, rt.rt_torch_last_error()
    try:
        assert (rt.rt_torch_dist_rank(), rt.rt_torch_dist_world_size()) == (0, 1)
        x = put(torch.tensor([2.0, 3.0]))
        assert rt.rt_torch_dist_all_reduce(x, DistReduceOp.sum) == 0 and get(x).tolist() == [2.0, 3.0]
        rt.rt_torch_tensor_free(x)
        assert rt.rt_torch_dist_barrier() == 0
    finally:
        assert rt.rt_torch_dist_destroy() == 0


def test_a_group_of_one(group_of_one):
    assert (rt.rt_torch_dist_rank(), rt.rt_torch_dist_world_size(), rt.rt_torch_dist_get_backend()) == (0, 1, "gloo")
    x, out, grad_of = put(torch.tensor([1.5, -2.0])), put(torch.zeros(2)), put(torch.tensor([3.0]))
    ints = put(torch.tensor([1, 2]))
    try:
        for op in DistReduceOp:
            assert rt.rt_torch_dist_all_reduce(x, op) == 0, (op, rt.rt_torch_last_error())
        assert get(x).tolist() == [1.5, -2.0]
        assert rt.rt_torch_dist_all_reduce(x, len(DistReduceOp)) == ErrorCode.INVALID_ARGUMENT
        assert rt.rt_torch_dist_all_reduce(ints, DistReduceOp.avg) == ErrorCode.DTYPE   # a mean of integers
        assert rt.rt_torch_dist_all_reduce(ints, DistReduceOp.sum) == 0 and get(ints).tolist() == [1, 2]
        work = rt.rt_torch_dist_all_reduce_async(x, DistReduceOp.sum)
        assert work > 0, rt.rt_torch_last_error()
        assert rt.rt_torch_dist_wait(work) == 0 and rt.rt_torch_dist_is_completed(work) == 1
        assert rt.rt_torch_dist_work_free(work) == 0 and rt.rt_torch_dist_wait(work) == ErrorCode.INVALID_HANDLE
        assert rt.rt_torch_dist_broadcast(x, 0) == 0 and get(x).tolist() == [1.5, -2.0]
        assert rt.rt_torch_dist_broadcast(x, 1) == ErrorCode.INVALID_ARGUMENT
        assert rt.rt_torch_dist_all_gather([out], x) == 0 and get(out).tolist() == [1.5, -2.0]
        assert rt.rt_torch_dist_all_gather([out, out], x) == ErrorCode.INVALID_ARGUMENT
        assert rt.rt_torch_dist_all_gather([ints], x) == ErrorCode.DTYPE
        assert rt.rt_torch_dist_reduce_scatter(out, [x], DistReduceOp.max) == 0 and get(out).tolist() == [1.5, -2.0]
        assert rt.rt_torch_dist_reduce_scatter(out, [grad_of], DistReduceOp.sum) == ErrorCode.SHAPE
        # the gradient helper: a parameter without a gradient gets zeros; one tensor twice is refused
        assert rt.rt_torch_tensor_set_requires_grad(grad_of, 1) == 0
        assert rt.rt_torch_dist_average_gradients([grad_of], 0) == 0
        g = rt.rt_torch_tensor_grad(grad_of)
        assert get(g).tolist() == [0.0]
        rt.rt_torch_tensor_free(g)
        assert rt.rt_torch_dist_average_gradients([grad_of, grad_of], 0) == ErrorCode.INVALID_ARGUMENT
        assert rt.rt_torch_dist_average_gradients([ints], 0) == ErrorCode.DTYPE
        assert rt.rt_torch_dist_average_gradients([grad_of], -1) == ErrorCode.INVALID_ARGUMENT
        assert rt.rt_torch_dist_barrier() == 0
        assert rt.rt_torch_dist_destroy() == 0 and rt.rt_torch_dist_is_initialized() == 0
        assert rt.rt_torch_dist_init("gloo", f"tcp://127.0.0.1:{free_port()}", 1, 0, 10.0) == 0   # again after destroy
    finally:
        for h in (x, out, grad_of, ints):
            rt.rt_torch_tensor_free(h)


def test_asynchronous_collectives_in_a_group_of_one(group_of_one):
    x, out = put(torch.tensor([1.5, -2.0])), put(torch.zeros(2))
    try:
        for work in (rt.rt_torch_dist_broadcast_async(x, 0), rt.rt_torch_dist_all_gather_async([out], x),
                     rt.rt_torch_dist_reduce_scatter_async(out, [x], DistReduceOp.sum)):
            assert work > 0, rt.rt_torch_last_error()
            assert rt.rt_torch_dist_wait(work) == 0 and rt.rt_torch_dist_is_completed(work) == 1
            assert rt.rt_torch_dist_work_free(work) == 0
        assert get(x).tolist() == [1.5, -2.0] and get(out).tolist() == [1.5, -2.0]
        assert rt.rt_torch_dist_broadcast_async(x, 1) == 0
        assert rt.rt_torch_last_error_code() == ErrorCode.INVALID_ARGUMENT
        assert rt.rt_torch_dist_all_gather_async([out, out], x) == 0
        assert rt.rt_torch_last_error_code() == ErrorCode.INVALID_ARGUMENT
        assert rt.rt_torch_dist_reduce_scatter_async(out, [x], len(DistReduceOp)) == 0
        assert rt.rt_torch_last_error_code() == ErrorCode.INVALID_ARGUMENT
    finally:
        for h in (x, out):
            rt.rt_torch_tensor_free(h)


def test_avg_in_a_group_of_one(group_of_one):
    """AVG as PyTorch's gloo gives it from 2.7 (made of SUM on 2.6, whose gloo refuses it): floating and complex
    tensors keep their mean, synchronously and asynchronously; integers are refused as there."""
    x, z, ints = put(torch.tensor([1.5, -2.0])), put(torch.tensor([1 + 2j])), put(torch.tensor([1, 2]))
    try:
        assert rt.rt_torch_dist_all_reduce(z, DistReduceOp.avg) == 0, rt.rt_torch_last_error()
        assert get(z).tolist() == [1 + 2j]
        work = rt.rt_torch_dist_all_reduce_async(x, DistReduceOp.avg)
        assert work > 0, rt.rt_torch_last_error()
        assert rt.rt_torch_dist_wait(work) == 0 and rt.rt_torch_dist_is_completed(work) == 1
        assert rt.rt_torch_dist_work_free(work) == 0 and get(x).tolist() == [1.5, -2.0]
        assert rt.rt_torch_dist_all_reduce(ints, DistReduceOp.avg) == ErrorCode.DTYPE
        if BACKEND == "torch":   # PyTorch's own words (the NumPy backend has its own)
            assert "can't be cast to the desired output type Long" in rt.rt_torch_last_error()
    finally:
        for h in (x, z, ints):
            rt.rt_torch_tensor_free(h)


@torch_only
def test_gloo_refuses_avg_on_2_6():
    """PyTorch's own difference, asked of a gloo group of this process alone: 2.6's gloo refuses AVG, 2.9's and
    later ones' compute it (2.7 and 2.8 were not tested)."""
    from simple_torch.engines.torch_distributed import gloo_refuses_avg
    release = tuple(int(part) for part in torch.__version__.split("+")[0].split(".")[:2])
    if release <= (2, 6):
        assert gloo_refuses_avg()
    elif release >= (2, 9):
        assert not gloo_refuses_avg()


@torch_only
def test_avg_where_gloo_refuses_it(group_of_one, monkeypatch):
    """torch 2.6's gloo refuses AVG on every rank before any communicates, and has no reduce_scatter: the mean is
    then the sum over the ranks divided by the world size, and reduce_scatter this rank's part of an all_reduce.
    Here a group of two ranks that hold the same tensors, of which this is rank 0 (SUM doubles a tensor), and whose
    gloo is 2.6's: the mean is the tensor, a missing division would double it; an integer tensor is refused before
    anything is summed."""
    import torch.distributed as dist

    from simple_torch.engines import torch_distributed
    real_all_reduce = dist.all_reduce

    def gloo_of_two_equal_ranks(t, op=dist.ReduceOp.SUM, group=None, async_op=False):
        if op == dist.ReduceOp.AVG:
            raise RuntimeError("Cannot use ReduceOp.AVG with Gloo")
        work = real_all_reduce(t, op=op, async_op=True)
        work.wait()
        if op == dist.ReduceOp.SUM:
            t.mul_(2)   # the other rank's equal tensor
        return work if async_op else None

    def no_reduce_scatter(*args, **kwargs):
        raise RuntimeError("ProcessGroupGloo does not support reduce_scatter")

    monkeypatch.setattr(torch_distributed, "gloo_refuses_avg", lambda: True)
    monkeypatch.setattr(dist, "all_reduce", gloo_of_two_equal_ranks)
    monkeypatch.setattr(dist, "reduce_scatter", no_reduce_scatter)
    monkeypatch.setattr(dist, "get_world_size", lambda group=None: 2)
    x, ints = put(torch.tensor([1.5, -2.0])), put(torch.tensor([1, 2]))
    y, out = put(torch.tensor([5.0, 6.0])), put(torch.zeros(2))
    try:
        assert rt.rt_torch_dist_all_reduce(x, DistReduceOp.sum) == 0 and get(x).tolist() == [3.0, -4.0]
        assert rt.rt_torch_dist_all_reduce(x, DistReduceOp.avg) == 0, rt.rt_torch_last_error()
        assert get(x).tolist() == [3.0, -4.0]
        work = rt.rt_torch_dist_all_reduce_async(x, DistReduceOp.avg)
        assert work > 0, rt.rt_torch_last_error()
        assert rt.rt_torch_dist_is_completed(work) == 1 and get(x).tolist() == [3.0, -4.0]
        assert rt.rt_torch_dist_wait(work) == 0 and get(x).tolist() == [3.0, -4.0]   # divided once
        assert rt.rt_torch_dist_work_free(work) == 0
        assert rt.rt_torch_dist_all_reduce(ints, DistReduceOp.avg) == ErrorCode.DTYPE
        assert "can't be cast to the desired output type Long" in rt.rt_torch_last_error()
        assert get(ints).tolist() == [1, 2]
        assert rt.rt_torch_dist_reduce_scatter(out, [y, x], DistReduceOp.sum) == 0, rt.rt_torch_last_error()
        assert get(out).tolist() == [10.0, 12.0]   # rank 0's part: the sum of y over the two ranks
        assert rt.rt_torch_dist_reduce_scatter(out, [y, x], DistReduceOp.avg) == 0 and get(out).tolist() == [5.0, 6.0]
        work = rt.rt_torch_dist_reduce_scatter_async(out, [x, y], DistReduceOp.avg)
        assert work > 0, rt.rt_torch_last_error()
        assert rt.rt_torch_dist_wait(work) == 0 and get(out).tolist() == [3.0, -4.0]
        assert rt.rt_torch_dist_work_free(work) == 0
        assert get(x).tolist() == [3.0, -4.0] and get(y).tolist() == [5.0, 6.0]   # the inputs stay
    finally:
        for h in (x, ints, y, out):
            rt.rt_torch_tensor_free(h)


def test_a_strided_view_is_refused(group_of_one):
    m = put(torch.arange(6.0).reshape(2, 3))
    t = rt.rt_torch_tensor_transpose(m, 0, 1)
    try:
        assert rt.rt_torch_dist_all_reduce(t, DistReduceOp.sum) == ErrorCode.INVALID_ARGUMENT
        assert "not contiguous" in error("rt_torch_dist_all_reduce")[1]
    finally:
        rt.rt_torch_tensor_free(t)
        rt.rt_torch_tensor_free(m)


# -- the NumPy backend's wire: a peer that misbehaves (engines/numpy_backend/dist_wire.py) -----------------------

numpy_only = pytest.mark.skipif(BACKEND != "numpy", reason="the NumPy backend's own wire protocol")
HOLD_S = 0.5   # a fake peer keeps its connection open this long after its frame: rank 0 judges the frame, not an EOF


@contextlib.contextmanager
def a_fake_rank_1(port: int, then):
    """Rank 1 of 2 spoken by hand on a thread: joins rank 0 (this process) at port, then calls then(connection)."""
    from simple_torch.engines.dist_address import Deadline
    from simple_torch.engines.numpy_backend import dist_wire as wire

    def run() -> None:
        deadline = Deadline(SHORT_TIMEOUT_S)
        while True:
            try:
                conn = socket.create_connection(("127.0.0.1", port), timeout=SHORT_TIMEOUT_S)
                break
            except ConnectionRefusedError:
                time.sleep(0.01)
        with conn:
            wire.send_hello(conn, deadline, 1, 2)
            wire.receive(conn, deadline, wire.Expected(wire.Kind.WELCOME))
            wire.send(conn, deadline, wire.Kind.READY)
            then(conn)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    try:
        yield
    finally:
        thread.join(SHORT_TIMEOUT_S * 2)


def _frame(kind, dtype, shape, nbytes, magic=b"STdg", seq=1, op=int(DistReduceOp.sum), ndim=None):
    """A frame header as dist_wire.py writes one, with any field wrong; ndim: a count other than the shape's."""
    import struct

    from simple_torch.engines.numpy_backend import dist_wire as wire
    count = len(shape) if ndim is None else ndim
    return wire.HEADER.pack(magic, kind, op, dtype, count, seq, nbytes) + struct.pack(f"!{len(shape)}q", *shape)


def _sends(data: bytes, hold_s: float = 0.0):
    def then(conn):
        conn.sendall(data)
        time.sleep(hold_s)   # holds the connection open: rank 0 must judge what came, not an end of file
    return then


@numpy_only
@pytest.mark.parametrize("what, code, words", [
    ("bad magic", ErrorCode.DEVICE, "not b'STdg'"),
    ("huge payload", ErrorCode.DEVICE, "a frame of 1152921504606846976 bytes for [2] float32"),
    ("too many dimensions", ErrorCode.DEVICE, "with 200 dimensions (at most 64)"),
    ("another collective", ErrorCode.DEVICE, "a BROADCAST frame (op 0, number 1) where this rank expects ALL_REDUCE"),
    ("another shape", ErrorCode.SHAPE, "its tensor has shape [3], this rank's [2]"),
    ("another dtype", ErrorCode.DTYPE, "its tensor is float64, this rank's float32"),
    ("a huge error text", ErrorCode.DEVICE, "an error frame of 4294967296 bytes"),
    ("leaves", ErrorCode.DEVICE, "rank 1 left the group"),
])
def test_a_peers_malformed_frame_is_an_error(what, code, words):
    """Every size from the wire is checked against what this rank expects before anything is allocated or read."""
    from simple_torch.engines.numpy_backend.dist_wire import Kind
    f32, f64 = int(Dtype.float32), int(Dtype.float64)
    frames = {"bad magic": _frame(Kind.ALL_REDUCE, f32, (2,), 8, magic=b"GET "),
              "huge payload": _frame(Kind.ALL_REDUCE, f32, (2,), 2 ** 60),
              "too many dimensions": _frame(Kind.ALL_REDUCE, f32, (), 8, ndim=200),
              "another collective": _frame(Kind.BROADCAST, f32, (2,), 8, op=0),
              "another shape": _frame(Kind.ALL_REDUCE, f32, (3,), 12),
              "another dtype": _frame(Kind.ALL_REDUCE, f64, (2,), 16),
              "a huge error text": _frame(Kind.ERROR, int(ErrorCode.DEVICE), (), 2 ** 32),
              "leaves": b""}
    port = free_port()
    x = put(torch.tensor([1.0, 2.0]))
    try:
        with a_fake_rank_1(port, _sends(frames[what], hold_s=0.0 if what == "leaves" else HOLD_S)):
            assert rt.rt_torch_dist_init("gloo", f"tcp://127.0.0.1:{port}", 2, 0, SHORT_TIMEOUT_S) == 0, \
                rt.rt_torch_last_error()
            try:
                started = time.monotonic()
                assert rt.rt_torch_dist_all_reduce(x, DistReduceOp.sum) == code
                got, message = error("rt_torch_dist_all_reduce")
                assert got == code and words in message, message
                assert time.monotonic() - started < SHORT_TIMEOUT_S   # judged at once, not at the timeout
                # the streams are out of step: the group is broken until destroyed
                assert rt.rt_torch_dist_barrier() == ErrorCode.DEVICE
                assert "the group broke earlier" in error("rt_torch_dist_barrier")[1]
            finally:
                assert rt.rt_torch_dist_destroy() == 0
        assert get(x).tolist() == [1.0, 2.0]   # a failed collective writes nothing
    finally:
        rt.rt_torch_tensor_free(x)


@numpy_only
def test_a_fake_rank_0_that_answers_garbage_fails_init():
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen(1)
        port = server.getsockname()[1]

        def answer() -> None:
            conn, _ = server.accept()
            with conn:
                conn.sendall(b"HTTP/1.1 400 Bad Request\r\n\r\n")
                time.sleep(0.5)

        thread = threading.Thread(target=answer, daemon=True)
        thread.start()
        assert rt.rt_torch_dist_init("gloo", f"tcp://127.0.0.1:{port}", 2, 1, SHORT_TIMEOUT_S) == ErrorCode.DEVICE
        code, message = error("rt_torch_dist_init")
        assert "is not rank 0 of a group" in message and "not b'STdg'" in message, message
        thread.join()
    assert rt.rt_torch_dist_is_initialized() == 0
