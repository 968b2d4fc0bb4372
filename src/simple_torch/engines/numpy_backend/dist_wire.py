"""The NumPy backend's process group on the wire: length-prefixed frames over TCP (stdlib sockets, no PyTorch).

A frame is a fixed header, then the shape (ndim signed 64-bit sizes), then `nbytes` bytes of payload:

    magic "STdg" | kind u8 | op u8 | dtype (or error code) i16 | ndim u8 | sequence number u32 | nbytes u64

The receiver always knows what it expects (its own tensor's dtype and shape, the collective's kind, op and
sequence number): every field read from the wire is compared with that before anything is allocated or read
further, so a malformed or mismatched frame is an error, never a crash or an allocation the peer chose. Only
an ERROR frame carries a payload whose size the receiver does not know, and that is bounded by MAX_MESSAGE_BYTES.
"""

from __future__ import annotations

import socket
import struct
from dataclasses import dataclass
from enum import IntEnum

import numpy as np

from ...abi.enums import Dtype
from ...abi.errors import ErrorCode
from ..dist_address import Deadline

MAGIC = b"STdg"
VERSION = 1   # the protocol's version, in HELLO: ranks of different versions refuse each other
HEADER = struct.Struct("!4sBBhBIQ")
HELLO = struct.Struct("!HII")   # version, rank, world size
MAX_NDIM = 64                    # PyTorch's limit on a tensor's dimensions
MAX_MESSAGE_BYTES = 4096         # an ERROR frame's text
NO_DTYPE = -1                    # frames that carry no tensor


class Kind(IntEnum):
    HELLO = 1           # a rank to rank 0: its version, rank and world size
    WELCOME = 2         # rank 0 to each rank: every rank has come
    READY = 3           # each rank to rank 0: welcomed
    ERROR = 4           # either way: the dtype field holds an error code, the payload a UTF-8 message
    BARRIER = 5
    ALL_REDUCE = 6
    BROADCAST = 7
    ALL_GATHER = 8
    REDUCE_SCATTER = 9


class Closed(Exception):
    """The peer closed the connection (it exited, or died)."""


class TimedOut(Exception):
    """Nothing came within the deadline."""


class Malformed(Exception):
    """What came is not a frame of this protocol, or not the one expected at this point."""


class Mismatch(Exception):
    """A well-formed frame whose tensor differs from this rank's (`code`: SHAPE or DTYPE)."""

    def __init__(self, code: ErrorCode, text: str) -> None:
        super().__init__(text)
        self.code = code


class Reported(Exception):
    """The peer sent an ERROR frame: its code and message."""

    def __init__(self, code: int, text: str) -> None:
        super().__init__(text)
        self.code = code


@dataclass(frozen=True)
class Expected:
    """What the next frame must be. `shape` and `dtype` are the tensor's; `nbytes` may be 0 where a rank
    contributes nothing (broadcast's ranks other than the source)."""
    kind: Kind
    seq: int = 0
    op: int = 0
    dtype: int = NO_DTYPE
    shape: tuple[int, ...] = ()
    nbytes: int = 0


def dtype_name(code: int) -> str:
    return Dtype(code).name if code in Dtype._value2member_map_ else f"dtype code {code}"


def _bytes_of(array: np.ndarray) -> memoryview:
    # a uint8 view: NumPy's buffer protocol has no format for bfloat16 (ml_dtypes)
    return memoryview(np.ascontiguousarray(array).reshape(-1).view(np.uint8))


def send(sock: socket.socket, deadline: Deadline, kind: Kind, seq: int = 0, op: int = 0, dtype: int = NO_DTYPE,
         shape: tuple[int, ...] = (), payload: np.ndarray | bytes | None = None) -> None:
    body = b"" if payload is None else payload if isinstance(payload, bytes) else _bytes_of(payload)
    head = HEADER.pack(MAGIC, kind, op, dtype, len(shape), seq, len(body)) + struct.pack(f"!{len(shape)}q", *shape)
    sock.settimeout(deadline.wait_s())
    try:
        sock.sendall(head)
        if len(body):
            sock.sendall(body)
    except TimeoutError:
        raise TimedOut() from None
    except OSError as e:   # reset, broken pipe: the peer is gone
        raise Closed(str(e)) from None


def send_error(sock: socket.socket, deadline: Deadline, code: ErrorCode, text: str) -> None:
    message = text.encode()[:MAX_MESSAGE_BYTES]
    send(sock, deadline, Kind.ERROR, dtype=int(code), payload=message)


def send_hello(sock: socket.socket, deadline: Deadline, rank: int, world_size: int) -> None:
    send(sock, deadline, Kind.HELLO, payload=HELLO.pack(VERSION, rank, world_size))


def _receive_into(sock: socket.socket, view: memoryview, deadline: Deadline) -> None:
    got = 0
    while got < len(view):
        sock.settimeout(deadline.wait_s())
        try:
            n = sock.recv_into(view[got:])
        except TimeoutError:
            raise TimedOut() from None
        except OSError as e:
            raise Closed(str(e)) from None
        if n == 0:
            raise Closed("its connection closed")
        got += n


def _receive_bytes(sock: socket.socket, n: int, deadline: Deadline) -> bytes:
    buffer = bytearray(n)
    _receive_into(sock, memoryview(buffer), deadline)
    return bytes(buffer)


def receive(sock: socket.socket, deadline: Deadline, expected: Expected,
            into: np.ndarray | None = None) -> bytes | None:
    """Read the next frame, which must be `expected`; its payload goes into `into` (an array of the expected
    shape and dtype, for a tensor frame) or is returned (HELLO). Raises Closed, TimedOut, Malformed, Mismatch or
    Reported."""
    magic, kind, op, dtype, ndim, seq, nbytes = HEADER.unpack(_receive_bytes(sock, HEADER.size, deadline))
    if magic != MAGIC:
        raise Malformed(f"a frame starts with {magic!r}, not {MAGIC!r} (another program, or a corrupted stream)")
    if kind == Kind.ERROR:
        if ndim or nbytes > MAX_MESSAGE_BYTES:
            raise Malformed(f"an error frame of {nbytes} bytes and {ndim} dimensions (at most "
                            f"{MAX_MESSAGE_BYTES} bytes and none)")
        raise Reported(dtype, _receive_bytes(sock, nbytes, deadline).decode(errors="replace"))
    if (kind, seq, op) != (expected.kind, expected.seq, expected.op):
        got = Kind(kind).name if kind in Kind._value2member_map_ else f"kind {kind}"
        raise Malformed(f"a {got} frame (op {op}, number {seq}) where this rank expects {expected.kind.name} (op "
                        f"{expected.op}, number {expected.seq}): the ranks called different collectives, or in a "
                        f"different order")
    if ndim > MAX_NDIM:
        raise Malformed(f"a frame with {ndim} dimensions (at most {MAX_NDIM})")
    shape = struct.unpack(f"!{ndim}q", _receive_bytes(sock, 8 * ndim, deadline))
    if dtype != expected.dtype:
        raise Mismatch(ErrorCode.DTYPE, f"its tensor is {dtype_name(dtype)}, this rank's "
                                        f"{dtype_name(expected.dtype)}")
    if shape != expected.shape:
        raise Mismatch(ErrorCode.SHAPE, f"its tensor has shape {list(shape)}, this rank's {list(expected.shape)}")
    if nbytes != expected.nbytes:
        raise Malformed(f"a frame of {nbytes} bytes for {list(shape)} {dtype_name(dtype)}, where this rank "
                        f"expects {expected.nbytes}")
    if kind == Kind.HELLO:
        return _receive_bytes(sock, nbytes, deadline)
    if nbytes:
        assert into is not None and into.nbytes == nbytes and into.flags.c_contiguous
        _receive_into(sock, memoryview(into.reshape(-1).view(np.uint8)), deadline)
    return None


def receive_hello(sock: socket.socket, deadline: Deadline) -> tuple[int, int, int]:
    """A joining rank's (version, rank, world size)."""
    return HELLO.unpack(receive(sock, deadline, Expected(Kind.HELLO, nbytes=HELLO.size)))
