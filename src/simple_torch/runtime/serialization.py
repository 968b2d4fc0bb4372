"""Section 28: named tensors saved to and loaded from safetensors files, on both backends.

The format (https://huggingface.co/docs/safetensors): an 8-byte little-endian header length N, N bytes of UTF-8
JSON ({name: {"dtype", "shape", "data_offsets": [begin, end]}, "__metadata__": {text: text}}), then the tensors'
row-major bytes, which the offsets (relative to the end of the header) must tile exactly.

It is read and written here, one code path for both backends, so that they accept the same files and refuse the
same malformed ones with the same codes. The reference `safetensors` package is what the tests check against
(both ways) but not what the runtime calls: its NumPy loader holds every tensor twice while loading, its PyTorch
loader maps the file into memory (a checkpoint rewritten in place under a loaded model then kills the process
with SIGBUS), and neither refuses a name given twice. Here each tensor's bytes are read from the file straight
into the tensor's own memory (Backend.from_reader), so a loaded file is held once and never mapped.

A load checks the whole header (every entry, and that the entries tile the file's data exactly) before it makes
any tensor, so nothing is allocated that the file's size does not back. Only a regular file is read: a FIFO,
device, directory or socket is refused without blocking. Names, metadata keys and values must be C text: one
holding a NUL (which ends a C string) or a lone surrogate (which UTF-8 cannot encode) is refused, at load and at
set. A save writes an unnamed file (O_TMPFILE) or, where the filesystem has none, a named temporary beside the
target, locked while it is written, then renames it over the target; so the target holds the old file or the whole
new one, and each save first removes the temporaries that writers killed mid-save left behind.

Errors: a malformed file, a missing, unreadable or unwritable path: RT_ERR_INVALID_ARGUMENT (the path names no
valid safetensors file); a dtype of the format that the ABI has no code for, or complex128 (which the format
lacks): RT_ERR_DTYPE. A load gives every tensor or nothing.
"""

from __future__ import annotations

import errno
import fcntl
import json
import math
import os
import re
import secrets
import stat

from ..abi.enums import DTYPE_SIZES, Dtype
from ..abi.errors import DtypeError, Error, InvalidArgumentError
from . import args
from .args import MAX_DIMS, new, tensor
from .entry import export
from .files import open_regular
from .handles import SAFETENSORS, table
from .startup import backend

# The format's dtype names for the ABI's dtypes
FORMAT_DTYPES = {
    "BOOL": Dtype.bool, "U8": Dtype.uint8, "I8": Dtype.int8, "I16": Dtype.int16, "I32": Dtype.int32,
    "I64": Dtype.int64, "F16": Dtype.float16, "BF16": Dtype.bfloat16, "F32": Dtype.float32, "F64": Dtype.float64,
    "C64": Dtype.complex64,
}
FORMAT_NAMES = {code: name for name, code in FORMAT_DTYPES.items()}
# The format's other dtypes (safetensors 0.8): valid files whose tensors the ABI cannot hold
OTHER_FORMAT_DTYPES = ("U16", "U32", "U64", "F8_E5M2", "F8_E4M3", "F8_E8M0", "F8_E4M3FNUZ", "F8_E5M2FNUZ", "F4",
                       "F6_E2M3", "F6_E3M2")
METADATA = "__metadata__"
LENGTH_BYTES = 8
MAX_HEADER_BYTES = 100_000_000   # the reference implementation's limit: a larger length is a corrupt file
ALIGNMENT = 8                    # the header is padded with spaces so that the data starts 8-byte aligned
CHUNK_BYTES = 1 << 24            # reads and writes go by at most this many bytes
SHOWN_CHARS = 60                 # an error message quotes at most this much of a name, key or value
# What a torch.save file starts with: a zip archive's local header, or pickle's PROTO opcode and its protocol
ZIP_MAGIC = b"PK\x03\x04"
PICKLE_PROTO = 0x80
PICKLE_PROTOCOLS = range(2, 6)
# A save's temporary file: the target's name, the writer's process id, a random token
TOKEN_BYTES = 8
TEMPORARY_TAIL = re.compile(rf"\.([0-9]+)\.[0-9a-f]{{{2 * TOKEN_BYTES}}}\.tmp")


class TensorSet:
    """What a safetensors file holds: tensors by name and text metadata, each in insertion order, with the names
    and keys also listed so that the i-th is found in constant time."""

    def __init__(self) -> None:
        self.tensors: dict = {}
        self.names: list[str] = []
        self.metadata: dict[str, str] = {}
        self.keys: list[str] = []

    def put(self, name: str, t) -> None:
        """Add t under name, or replace the tensor of that name in its place."""
        if name not in self.tensors:
            self.names.append(name)
        self.tensors[name] = t

    def put_metadata(self, key: str, value: str) -> None:
        if key not in self.metadata:
            self.keys.append(key)
        self.metadata[key] = value


def _shown(text: str) -> str:
    """text quoted for a message, cut short (a name may be megabytes long)."""
    return repr(text) if len(text) <= SHOWN_CHARS else f"{text[:SHOWN_CHARS]!r}... ({len(text)} characters)"


def _text_fault(text: str) -> str | None:
    """Why text cannot cross the C ABI as a NUL-terminated UTF-8 string, or None if it can."""
    if "\0" in text:
        return f"holds a NUL character at {text.index(chr(0))}, where a C string would end"
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as why:
        return f"holds a lone surrogate at {why.start} (U+{ord(text[why.start]):04X}), which UTF-8 cannot encode"
    return None


def c_text(value, what: str) -> str:
    """A name, metadata key or value given to set: text that C can read back unchanged."""
    text = args.text(value, what)
    fault = _text_fault(text)
    if fault is not None:
        raise InvalidArgumentError(f"{what} {_shown(text)} {fault}")
    return text


def _malformed(path: str, why: str) -> InvalidArgumentError:
    return InvalidArgumentError(f"{path!r} is not a valid safetensors file: {why}")


class _Duplicate(Exception):
    pass


def _naturals(values) -> bool:
    """Whether values is a JSON array of non-negative integers (a loop: a header holds millions of them)."""
    if type(values) is not list:
        return False
    for value in values:
        if type(value) is not int or value < 0:
            return False
    return True


def _entry(path: str, name: str, info) -> tuple[Dtype, tuple[int, ...], int, int]:
    """(dtype, shape, begin, end) of one tensor's header entry, checked (the messages name path and name)."""
    if type(info) is not dict:
        raise _malformed(path, f"tensor {_shown(name)} is described by a JSON {_json_type(info)}, not an object")
    for field in ("dtype", "shape", "data_offsets"):
        if field not in info:
            raise _malformed(path, f"tensor {_shown(name)} has no {field!r}")
    kind, shape, offsets = info["dtype"], info["shape"], info["data_offsets"]
    if type(kind) is not str:
        raise _malformed(path, f"tensor {_shown(name)}'s dtype is not text")
    dtype = FORMAT_DTYPES.get(kind)
    if dtype is None:
        if kind in OTHER_FORMAT_DTYPES:
            raise DtypeError(f"{path!r}: tensor {_shown(name)} is of the safetensors dtype {kind}, which the ABI has "
                             f"no dtype for (it has {', '.join(FORMAT_DTYPES)})")
        raise _malformed(path, f"tensor {_shown(name)} has the unknown dtype {_shown(kind)}")
    if not _naturals(shape):
        raise _malformed(path, f"tensor {_shown(name)}'s shape {_shown(str(shape))} is not a list of non-negative "
                               f"integers")
    if len(shape) > MAX_DIMS:
        raise _malformed(path, f"tensor {_shown(name)} has {len(shape)} dims; at most {MAX_DIMS} are supported")
    if not (_naturals(offsets) and len(offsets) == 2):
        raise _malformed(path, f"tensor {_shown(name)}'s data_offsets {_shown(str(offsets))} are not two "
                               f"non-negative integers")
    begin, end = offsets
    if end < begin:
        raise _malformed(path, f"tensor {_shown(name)}'s data_offsets [{begin}, {end}] end before they begin")
    shape = tuple(shape)
    if 0 in shape:   # the bytes of a shape with no size 0 are checked against the offsets, and so the file's size
        args.addressable(shape, dtype, f"{path!r}: tensor {_shown(name)}'s shape")
    nbytes = math.prod(shape) * DTYPE_SIZES[dtype]
    if end - begin != nbytes:
        raise _malformed(path, f"tensor {_shown(name)}'s data_offsets [{begin}, {end}] span {end - begin} bytes, but "
                               f"{kind} of shape {list(shape)} takes {nbytes}")
    return dtype, shape, begin, end


def _json_type(value) -> str:
    """What value was in the JSON text (a tuple: an object that _object found to be a tensor's entry)."""
    return {dict: "object", list: "array", str: "string", bool: "boolean", type(None): "null", int: "number",
            float: "number", tuple: "object describing a tensor"}[type(value)]


def _object(pairs: list[tuple[str, object]]):
    """json's object_pairs_hook. A JSON object naming a key twice is malformed (json would keep the last). A valid
    tensor entry becomes its checked (dtype, shape, begin, end) at once, so that a header of a million tensors is
    held as small tuples, not as dicts and lists (JSON itself never gives a tuple). Anything else stays a dict, to
    be checked, with its name for the message, where it is used: no other part of a valid header (the top level,
    __metadata__ with its text values) has a list for "data_offsets"."""
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen = set()
        for key, _ in pairs:
            if key in seen:
                raise _Duplicate(key)
            seen.add(key)
    if type(obj.get("data_offsets")) is list:
        try:
            return _entry("", "", obj)
        except Error:
            pass
    return obj


def _parse_header(path: str, f, size: int, length: int) -> tuple[list[str], dict, dict[str, str]]:
    """The checked header of length bytes that f is at: (names in data order, {name: (dtype, shape, begin,
    end)}, metadata)."""
    if length > MAX_HEADER_BYTES:
        raise _malformed(path, f"its header length {length} is over the format's limit of {MAX_HEADER_BYTES} bytes")
    if LENGTH_BYTES + length > size:
        raise _malformed(path, f"its header length {length} runs past the end of the file ({size} bytes): "
                               f"truncated")
    raw = f.read(length)
    if len(raw) != length:
        raise _malformed(path, "the file ended while its header was read")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as why:
        raise _malformed(path, f"its header is not UTF-8 ({why.reason} at byte {why.start})") from None
    del raw
    try:
        header = json.loads(text, object_pairs_hook=_object)
    except _Duplicate as twice:
        raise _malformed(path, f"its header names {_shown(twice.args[0])} twice") from None
    except (ValueError, RecursionError) as why:   # ValueError: JSONDecodeError, an integer of too many digits
        raise _malformed(path, f"its header is not JSON ({str(why)[:SHOWN_CHARS * 2]})") from None
    del text
    if type(header) is not dict:
        raise _malformed(path, f"its header is a JSON {_json_type(header)}, not an object")
    metadata = header.pop(METADATA, {})
    if type(metadata) is not dict:
        raise _malformed(path, f"its {METADATA} is a JSON {_json_type(metadata)}, not an object of text values")
    for key, value in metadata.items():
        if type(value) is not str:
            raise _malformed(path, f"its {METADATA} value of {_shown(key)} is a JSON {_json_type(value)}, not text")
        fault = _text_fault(key) or _text_fault(value)
        if fault is not None:
            part = f"key {_shown(key)}" if _text_fault(key) else f"value of {_shown(key)}"
            raise _malformed(path, f"its {METADATA} {part} {fault}")
    in_order, last = True, (0, 0)
    for name, info in header.items():
        if type(info) is not tuple:
            info = header[name] = _entry(path, name, info)
        fault = _text_fault(name)
        if fault is not None:
            raise _malformed(path, f"tensor name {_shown(name)} {fault}")
        in_order = in_order and last <= info[2:]
        last = info[2:]
    # data order: the files of this writer and of the reference one list their tensors in it already; a sort is
    # stable, so that empty tensors at one offset keep their order
    names = list(header) if in_order else sorted(header, key=lambda name: header[name][2:])
    data_bytes, at = size - LENGTH_BYTES - length, 0
    for name in names:
        _, _, begin, end = header[name]
        if begin != at:
            what = "overlaps the tensor before it" if begin < at else f"leaves bytes {at}..{begin} unused"
            raise _malformed(path, f"tensor {_shown(name)}'s data at [{begin}, {end}] {what}")
        at = end
    if at != data_bytes:
        why = "past the end of the file: truncated" if at > data_bytes else f"only {at} of its {data_bytes} data bytes"
        raise _malformed(path, f"its tensors' data_offsets reach {at} bytes, {why}")
    return names, header, metadata


def _looks_pickled(start: bytes) -> bool:
    return start.startswith(ZIP_MAGIC) or (start[0] == PICKLE_PROTO and start[1] in PICKLE_PROTOCOLS)


def _header(path: str, f) -> tuple[list[str], dict, dict[str, str], int]:
    """The checked header of the open regular file f: (names in data order, {name: (dtype, shape, begin, end)},
    metadata, offset of the data). The format is told by its structure: a file is safetensors when its header
    parses as one. Only a file that does not, and starts as torch.save's files do, is called a torch.save file:
    a first byte 0x80 is also the low byte of every header length of 128 modulo 256."""
    size = os.fstat(f.fileno()).st_size
    if size < LENGTH_BYTES:
        raise _malformed(path, f"it holds {size} bytes; the format starts with an {LENGTH_BYTES}-byte header length")
    start = f.read(LENGTH_BYTES)
    length = int.from_bytes(start, "little")
    try:
        names, entries, metadata = _parse_header(path, f, size, length)
    except InvalidArgumentError:
        if _looks_pickled(start):
            raise _malformed(path, "it is a torch.save file (a pickle, in a zip archive or not), which is never "
                                   "loaded: unpickling runs code. In Python, save it as safetensors instead: "
                                   "safetensors.torch.save_file(model.state_dict(), \"model.safetensors\")") from None
        raise
    return names, entries, metadata, LENGTH_BYTES + length


def read_file(path: str) -> TensorSet:
    """Every tensor and the metadata of a safetensors file, or an error and nothing."""
    b = backend()
    with open_regular(path, "safetensors file") as f:
        names, entries, metadata, data_start = _header(path, f)

        def read_into(view: memoryview) -> None:
            done = 0
            while done < view.nbytes:
                got = f.readinto(view[done:done + CHUNK_BYTES])
                if not got:
                    raise _malformed(path, "the file ended while a tensor was read (it changed while it was loaded)")
                done += got

        out = TensorSet()
        f.seek(data_start)
        for name in names:   # in data order, which tiles the data: each tensor's bytes follow the last one's
            dtype, shape, _, _ = entries.pop(name)   # its memory goes to the tensors
            out.tensors[name] = b.from_reader(shape, dtype, read_into)
    out.names, out.metadata, out.keys = names, metadata, list(metadata)
    return out


def _header_bytes(b, s: TensorSet) -> bytes:
    header, at = ({METADATA: s.metadata} if s.metadata else {}), 0
    for name, t in s.tensors.items():
        dtype, shape = Dtype(b.dtype(t)), list(b.shape(t))   # set() took only the format's dtypes
        nbytes = math.prod(shape) * DTYPE_SIZES[dtype]
        header[name] = {"dtype": FORMAT_NAMES[dtype], "shape": shape, "data_offsets": [at, at + nbytes]}
        at += nbytes
    text = json.dumps(header, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    text += b" " * (-(LENGTH_BYTES + len(text)) % ALIGNMENT)
    return len(text).to_bytes(LENGTH_BYTES, "little") + text


def _temporary_name(path: str) -> str:
    return f"{path}.{os.getpid()}.{secrets.token_hex(TOKEN_BYTES)}.tmp"


def _alive(pid: int) -> bool:
    """Whether a process of that id exists here (a zombie does; another user's does)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except (OverflowError, ValueError):   # no process can have that id
        return False
    return True


def _remove_stale_temporaries(path: str) -> None:
    """Remove the temporaries that saves of path killed mid-write left beside it. A temporary is stale when its
    writer's process is gone and no one holds its lock: a writer locks its file before the file has a name
    (O_TMPFILE) or right after creating it, and the kernel drops the lock when the writer dies. The lock also
    covers a writer this process cannot see (another PID namespace sharing the folder). Best effort: a temporary
    that cannot be removed stays, and the save goes on."""
    folder, target = os.path.split(path)
    if not target:   # a folder's path: nothing of it to clean (the save fails)
        return
    try:
        listing = os.scandir(folder or ".")
    except OSError:
        return
    with listing:
        for item in listing:
            if not item.name.startswith(target):
                continue
            tail = TEMPORARY_TAIL.fullmatch(item.name, len(target))
            if tail is None or _alive(int(tail[1])):
                continue
            try:
                fd = os.open(item.path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
            except OSError:   # gone already, a link, unreadable
                continue
            try:
                held = os.fstat(fd)
                if stat.S_ISREG(held.st_mode):
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)   # BlockingIOError: a writer holds it
                    named = os.lstat(item.path)
                    if (named.st_dev, named.st_ino) == (held.st_dev, held.st_ino):
                        os.unlink(item.path)
            except OSError:
                pass
            finally:
                os.close(fd)


def _lock(fd: int) -> int:
    """fd, locked for as long as it is open. Best effort: on a filesystem without flock (some network ones) the save
    goes on, its temporary guarded by its process id alone."""
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        pass
    return fd


def _create_locked(path: str) -> tuple[int, str | None]:
    """A new file for writing, in path's folder, locked: (its descriptor, its name, or None while it has none)."""
    if hasattr(os, "O_TMPFILE") and os.path.isdir("/proc/self/fd"):   # linked later through /proc/self/fd
        try:
            return _lock(os.open(os.path.dirname(path) or ".", os.O_TMPFILE | os.O_WRONLY, 0o666)), None
        except OSError as why:
            if why.errno not in (errno.EOPNOTSUPP, errno.EISDIR, errno.EINVAL):   # the filesystem has no O_TMPFILE
                raise
    name = _temporary_name(path)
    return _lock(os.open(name, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)), name


def _link_unnamed(fd: int, name: str) -> None:
    """Give the O_TMPFILE file fd the path name. os.link without a folder descriptor calls link(2), which links the
    /proc/self/fd entry itself (EXDEV); with one it calls linkat(2) with AT_SYMLINK_FOLLOW, which links the file."""
    folder = os.open(os.path.dirname(name) or ".", os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.link(f"/proc/self/fd/{fd}", os.path.basename(name), dst_dir_fd=folder, follow_symlinks=True)
    finally:
        os.close(folder)


def write_file(s: TensorSet, path: str) -> None:
    """Write s to path: to a new file beside it, then renamed over it, so that path holds the old file or the
    whole new one, never a part."""
    b = backend()
    header = _header_bytes(b, s)
    _remove_stale_temporaries(path)
    temporary = None
    try:
        fd, temporary = _create_locked(path)
        with os.fdopen(fd, "wb") as f:
            f.write(header)
            for t in s.tensors.values():
                data = bytearray(math.prod(b.shape(t)) * DTYPE_SIZES[b.dtype(t)])
                if data:
                    b.copy_into(t, memoryview(data))
                    f.write(data)
            f.flush()
            if temporary is None:
                temporary = _temporary_name(path)
                _link_unnamed(fd, temporary)
            os.replace(temporary, path)
            temporary = None   # the lock goes with the descriptor, after the rename
    except (OSError, ValueError) as why:   # ValueError: a NUL in a path given from Python
        raise InvalidArgumentError(f"cannot write {path!r}: {getattr(why, 'strerror', None) or why}") from None
    finally:
        if temporary is not None and os.path.lexists(temporary):
            os.remove(temporary)


# -- the C functions -----------------------------------------------------------------------------------------------

def _set(file) -> TensorSet:
    return table.get(file, SAFETENSORS, "file: handle")


def _index(value, count: int, what: str) -> int:
    i = args.integer(value, "index")
    if not 0 <= i < count:
        raise InvalidArgumentError(f"index {i} is out of range: the set holds {count} {what}")
    return i


@export
def rt_torch_safetensors_new():
    return table.add(TensorSet(), SAFETENSORS)


@export
def rt_torch_safetensors_load(path):
    return table.add(read_file(args.text(path, "path")), SAFETENSORS)


@export
def rt_torch_safetensors_save(file, path):
    s, where = _set(file), args.text(path, "path")
    write_file(s, where)


@export
def rt_torch_safetensors_set(file, name, x):
    s, key, t = _set(file), c_text(name, "name"), tensor(x)
    if key == METADATA:
        raise InvalidArgumentError(f"name {METADATA!r} is the format's own (set metadata with "
                                   f"rt_torch_safetensors_set_metadata)")
    dtype = Dtype(backend().dtype(t))
    if dtype not in FORMAT_NAMES:
        raise DtypeError(f"x is {dtype.name}, which the safetensors format has no dtype for (save its real and "
                         f"imaginary parts, e.g. as float64 tensors)")
    s.put(key, t)


@export
def rt_torch_safetensors_count(file):
    return len(_set(file).tensors)


@export
def rt_torch_safetensors_name(file, index):
    names = _set(file).names
    return names[_index(index, len(names), "tensors")]


@export
def rt_torch_safetensors_get(file, name):
    s, key = _set(file), args.text(name, "name")
    if key not in s.tensors:
        raise InvalidArgumentError(f"the set holds no tensor {key!r}")
    return new(s.tensors[key])


@export
def rt_torch_safetensors_set_metadata(file, key, value):
    s, k = _set(file), c_text(key, "key")
    s.put_metadata(k, c_text(value, "value"))


@export
def rt_torch_safetensors_metadata_count(file):
    return len(_set(file).metadata)


@export
def rt_torch_safetensors_metadata_key(file, index):
    keys = _set(file).keys
    return keys[_index(index, len(keys), "metadata entries")]


@export
def rt_torch_safetensors_metadata_value(file, key):
    s, k = _set(file), args.text(key, "key")
    if k not in s.metadata:
        raise InvalidArgumentError(f"the metadata has no key {k!r}")
    return s.metadata[k]


@export
def rt_torch_safetensors_free(file):
    table.remove(file, SAFETENSORS, "file: handle")
