"""Section 28 (ABI 1.5): named tensors saved to and loaded from safetensors files, on both backends.

The format (https://huggingface.co/docs/safetensors): an 8-byte little-endian header length N, N bytes of UTF-8
JSON ({name: {"dtype", "shape", "data_offsets": [begin, end]}, "__metadata__": {text: text}}), then the tensors'
row-major bytes, which the offsets (relative to the end of the header) must tile exactly.

It is read and written here, one code path for both backends, so that they accept the same files and refuse the
same malformed ones with the same codes. The reference `safetensors` package is what the tests check against
(both ways) but not what the runtime calls: its NumPy loader holds every tensor twice while loading, its PyTorch
loader maps the file into memory (a checkpoint rewritten in place under a loaded model then kills the process
with SIGBUS), and neither refuses a name given twice. Here each tensor's bytes are read from the file straight
into the tensor's own memory (Backend.from_reader), so a loaded file is held once and never mapped.

Errors: a malformed file, a missing, unreadable or unwritable path: RT_ERR_INVALID_ARGUMENT (the path names no
valid safetensors file); a dtype of the format that the ABI has no code for, or complex128 (which the format
lacks): RT_ERR_DTYPE. A load gives every tensor or nothing.
"""

from __future__ import annotations

import json
import math
import os
import threading

from ..abi.enums import DTYPE_SIZES, Dtype
from ..abi.errors import DtypeError, InvalidArgumentError
from . import args
from .args import MAX_DIMS, new, tensor
from .entry import export
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
PICKLE_STARTS = (b"PK\x03\x04", b"\x80")   # torch.save's zip archive, a bare pickle (protocol 2 and later)


class TensorSet:
    """What a safetensors file holds: tensors by name and text metadata, each in insertion order."""

    def __init__(self, tensors: dict | None = None, metadata: dict[str, str] | None = None) -> None:
        self.tensors = tensors or {}
        self.metadata = metadata or {}


def _malformed(path: str, why: str) -> InvalidArgumentError:
    return InvalidArgumentError(f"{path!r} is not a valid safetensors file: {why}")


def _unique_keys(pairs: list[tuple[str, object]]) -> dict:
    """json's object_pairs_hook: a JSON object naming a key twice is malformed (json would keep the last)."""
    out = {}
    for key, value in pairs:
        if key in out:
            raise _Duplicate(key)
        out[key] = value
    return out


class _Duplicate(Exception):
    pass


def _natural(value) -> bool:
    return type(value) is int and value >= 0


def _entry(path: str, name: str, info) -> tuple[Dtype, tuple[int, ...], int, int]:
    """(dtype, shape, begin, end) of one tensor's header entry, checked."""
    where = f"tensor {name!r}"
    if not isinstance(info, dict):
        raise _malformed(path, f"{where} is described by a JSON {type(info).__name__}, not an object")
    for field in ("dtype", "shape", "data_offsets"):
        if field not in info:
            raise _malformed(path, f"{where} has no {field!r}")
    kind, shape, offsets = info["dtype"], info["shape"], info["data_offsets"]
    if not isinstance(kind, str):
        raise _malformed(path, f"{where}'s dtype is not text")
    if kind not in FORMAT_DTYPES:
        if kind in OTHER_FORMAT_DTYPES:
            raise DtypeError(f"{path!r}: {where} is of the safetensors dtype {kind}, which the ABI has no dtype for "
                             f"(it has {', '.join(FORMAT_DTYPES)})")
        raise _malformed(path, f"{where} has the unknown dtype {kind!r}")
    if not (isinstance(shape, list) and all(_natural(size) for size in shape)):
        raise _malformed(path, f"{where}'s shape {shape!r} is not a list of non-negative integers")
    if len(shape) > MAX_DIMS:
        raise _malformed(path, f"{where} has {len(shape)} dims; at most {MAX_DIMS} are supported")
    if not (isinstance(offsets, list) and len(offsets) == 2 and all(_natural(v) for v in offsets)):
        raise _malformed(path, f"{where}'s data_offsets {offsets!r} are not two non-negative integers")
    dtype, (begin, end) = FORMAT_DTYPES[kind], offsets
    if end < begin:
        raise _malformed(path, f"{where}'s data_offsets [{begin}, {end}] end before they begin")
    args.addressable(tuple(shape), dtype, f"{path!r}: {where}'s shape")
    nbytes = math.prod(shape) * DTYPE_SIZES[dtype]
    if end - begin != nbytes:
        raise _malformed(path, f"{where}'s data_offsets [{begin}, {end}] span {end - begin} bytes, but {kind} of "
                               f"shape {shape} takes {nbytes}")
    return dtype, tuple(shape), begin, end


def _header(path: str, f) -> tuple[dict, dict[str, str], int]:
    """The checked header of the open file f: ({name: (dtype, shape, begin, end)} in data order, metadata,
    offset of the data)."""
    size = os.fstat(f.fileno()).st_size
    if size < LENGTH_BYTES:
        raise _malformed(path, f"it holds {size} bytes; the format starts with an {LENGTH_BYTES}-byte header length")
    start = f.read(LENGTH_BYTES)
    if start.startswith(PICKLE_STARTS):
        raise _malformed(path, "it is a torch.save file (a pickle, in a zip archive or not), which is never loaded: "
                               "unpickling runs code. In Python, save it as safetensors instead: "
                               "safetensors.torch.save_file(model.state_dict(), \"model.safetensors\")")
    length = int.from_bytes(start, "little")
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
    try:
        header = json.loads(text, object_pairs_hook=_unique_keys)
    except _Duplicate as twice:
        raise _malformed(path, f"its header names {twice.args[0]!r} twice") from None
    except (ValueError, RecursionError) as why:
        raise _malformed(path, f"its header is not JSON ({why})") from None
    if not isinstance(header, dict):
        raise _malformed(path, f"its header is a JSON {type(header).__name__}, not an object")
    metadata = header.pop(METADATA, {})
    if not (isinstance(metadata, dict) and all(isinstance(v, str) for v in metadata.values())):
        raise _malformed(path, f"its {METADATA} is not an object of text values")
    entries = {name: _entry(path, name, info) for name, info in header.items()}
    data_bytes, at = size - LENGTH_BYTES - length, 0
    ordered = dict(sorted(entries.items(), key=lambda item: item[1][2:]))   # stable: empty ones keep their order
    for name, (_, _, begin, end) in ordered.items():
        if begin != at:
            what = "overlaps the tensor before it" if begin < at else f"leaves bytes {at}..{begin} unused"
            raise _malformed(path, f"tensor {name!r}'s data at [{begin}, {end}] {what}")
        at = end
    if at != data_bytes:
        why = "past the end of the file: truncated" if at > data_bytes else f"only {at} of its {data_bytes} data bytes"
        raise _malformed(path, f"its tensors' data_offsets reach {at} bytes, {why}")
    return ordered, metadata, LENGTH_BYTES + length


def _open(path: str, mode: str, doing: str):
    try:
        return open(path, mode)
    except (OSError, ValueError) as why:   # ValueError: a NUL in a path given from Python
        raise InvalidArgumentError(f"cannot {doing} {path!r}: {getattr(why, 'strerror', None) or why}") from None


def read_file(path: str) -> TensorSet:
    """Every tensor and the metadata of a safetensors file, or an error and nothing."""
    b = backend()
    with _open(path, "rb", "read") as f:
        entries, metadata, data_start = _header(path, f)

        def read_into(view: memoryview) -> None:
            done = 0
            while done < view.nbytes:
                got = f.readinto(view[done:done + CHUNK_BYTES])
                if not got:
                    raise _malformed(path, "the file ended while a tensor was read (it changed while it was loaded)")
                done += got

        tensors = {}
        for name, (dtype, shape, begin, _) in entries.items():
            f.seek(data_start + begin)
            tensors[name] = b.from_reader(shape, dtype, read_into)
    return TensorSet(tensors, metadata)


def _header_bytes(b, tensors: dict, metadata: dict[str, str]) -> bytes:
    header, at = ({METADATA: metadata} if metadata else {}), 0
    for name, t in tensors.items():
        dtype, shape = Dtype(b.dtype(t)), list(b.shape(t))   # set() took only the format's dtypes
        nbytes = math.prod(shape) * DTYPE_SIZES[dtype]
        header[name] = {"dtype": FORMAT_NAMES[dtype], "shape": shape, "data_offsets": [at, at + nbytes]}
        at += nbytes
    text = json.dumps(header, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    text += b" " * (-(LENGTH_BYTES + len(text)) % ALIGNMENT)
    return len(text).to_bytes(LENGTH_BYTES, "little") + text


def write_file(s: TensorSet, path: str) -> None:
    """Write s to path: to a new file beside it, then renamed over it, so that path holds the old file or the
    whole new one, never a part."""
    b = backend()
    header = _header_bytes(b, s.tensors, s.metadata)
    temporary = f"{path}.{os.getpid()}.{threading.get_ident()}.tmp"
    f = _open(temporary, "xb", "write")
    try:
        with f:
            f.write(header)
            for t in s.tensors.values():
                data = bytearray(math.prod(b.shape(t)) * DTYPE_SIZES[b.dtype(t)])
                if data:
                    b.copy_into(t, memoryview(data))
                    f.write(data)
        os.replace(temporary, path)
    except OSError as why:
        raise InvalidArgumentError(f"cannot write {path!r}: {why.strerror or why}") from None
    finally:
        if os.path.exists(temporary):
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
    s, key, t = _set(file), args.text(name, "name"), tensor(x)
    if key == METADATA:
        raise InvalidArgumentError(f"name {METADATA!r} is the format's own (set metadata with "
                                   f"rt_torch_safetensors_set_metadata)")
    dtype = Dtype(backend().dtype(t))
    if dtype not in FORMAT_NAMES:
        raise DtypeError(f"x is {dtype.name}, which the safetensors format has no dtype for (save its real and "
                         f"imaginary parts, e.g. as float64 tensors)")
    s.tensors[key] = t


@export
def rt_torch_safetensors_count(file):
    return len(_set(file).tensors)


@export
def rt_torch_safetensors_name(file, index):
    names = list(_set(file).tensors)
    return names[_index(index, len(names), "tensors")]


@export
def rt_torch_safetensors_get(file, name):
    s, key = _set(file), args.text(name, "name")
    if key not in s.tensors:
        raise InvalidArgumentError(f"the set holds no tensor {key!r}")
    return new(s.tensors[key])


@export
def rt_torch_safetensors_set_metadata(file, key, value):
    s, k, v = _set(file), args.text(key, "key"), args.text(value, "value")
    s.metadata[k] = v


@export
def rt_torch_safetensors_metadata_count(file):
    return len(_set(file).metadata)


@export
def rt_torch_safetensors_metadata_key(file, index):
    keys = list(_set(file).metadata)
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
