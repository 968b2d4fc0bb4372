"""Issue 27: malicious safetensors files, crafted here from valid ones by seeded mutations (byte flips, truncations,
header-length and offset tampering, shapes whose byte count overflows, dtypes, JSON tricks, C-unreadable text).

Each file is loaded through the runtime and through st.load, on the backend pytest runs on. It must either load
correctly (every tensor's bytes are the file's bytes its header points at) or be refused with RT_ERR_INVALID_ARGUMENT
(RT_ERR_DTYPE for a dtype of the format that the ABI lacks), naming the file, and make nothing: never a crash,
another error class, or a tensor allocated before its size was checked against the file's (a spy on the backend's
from_reader sees no call for a refused file, and exactly the file's data bytes for a loaded one). A failure names
the class and seed: `pytest 'tests/runtime/test_malicious_safetensors.py::test_mutations[<class>]'` replays it.
"""

from __future__ import annotations

import json
import math
import random
import struct

import pytest
import torch
from safetensors.torch import save_file

import simple_torch as st
import simple_torch.runtime as rt
from simple_torch.abi.enums import DTYPE_SIZES, Dtype
from simple_torch.abi.errors import ErrorCode
from simple_torch.runtime import serialization
from simple_torch.runtime.startup import backend

from .conftest import TORCH_DTYPES, get, put

CASES_PER_CLASS = 60
REFUSED = (ErrorCode.INVALID_ARGUMENT, ErrorCode.DTYPE)


@pytest.fixture(scope="module")
def originals(tmp_path_factory) -> list[bytes]:
    """Valid files to mutate: this writer's, the reference library's, and a hand-written one with empty tensors
    sharing an offset, extra fields and padding."""
    folder = tmp_path_factory.mktemp("originals")
    ours = {"w": torch.randn(3, 4, generator=torch.Generator().manual_seed(0)),   # several dtypes, an empty and a
            "h": torch.tensor([1.5, -2.0], dtype=torch.bfloat16), "flags": torch.tensor([True, False]),   # 0-dim one
            "n": torch.tensor(7, dtype=torch.int64), "none": torch.zeros(0, 2), "c": torch.tensor([1 + 2j])}
    s, handles = rt.rt_torch_safetensors_new(), [put(t) for t in ours.values()]
    for name, h in zip(ours, handles):
        assert rt.rt_torch_safetensors_set(s, name, h) == 0
    assert rt.rt_torch_safetensors_set_metadata(s, "format", "pt") == 0
    assert rt.rt_torch_safetensors_save(s, str(folder / "ours.safetensors")) == 0
    assert rt.rt_torch_safetensors_free(s) == 0
    for h in handles:
        assert rt.rt_torch_tensor_free(h) == 0
    save_file({"a": torch.arange(6, dtype=torch.int16).reshape(2, 3), "b": torch.ones(2, dtype=torch.float16)},
              folder / "theirs.safetensors", metadata={"k": "v", "é": "✓"})
    header = {"e": {"dtype": "F32", "shape": [0], "data_offsets": [0, 0]},
              "u": {"dtype": "U8", "shape": [3], "data_offsets": [0, 3], "extra": [1, {"x": None}]},
              "z": {"dtype": "I32", "shape": [], "data_offsets": [3, 7]}, "__metadata__": {}}
    text = json.dumps(header).encode() + b"   "
    hand = struct.pack("<Q", len(text)) + text + b"\x01\x02\x03" + struct.pack("<i", -9)
    return [(folder / "ours.safetensors").read_bytes(), (folder / "theirs.safetensors").read_bytes(), hand]


def _split(blob: bytes) -> tuple[dict, bytes]:
    length = struct.unpack("<Q", blob[:8])[0]
    return json.loads(blob[8:8 + length]), blob[8 + length:]


def _join(header, data: bytes, raw: bytes | None = None) -> bytes:
    text = raw if raw is not None else json.dumps(header).encode()
    return struct.pack("<Q", len(text)) + text + data


def _tensor_names(header: dict) -> list[str]:
    return [name for name in header if name != "__metadata__"]


# -- the mutation classes: (rng, original) -> file bytes ----------------------------------------------------------

def byte_flips(rng, blob):
    out = bytearray(blob)
    header_end = 8 + struct.unpack("<Q", blob[:8])[0]
    for _ in range(rng.randint(1, 8)):
        i = rng.randrange(header_end) if rng.random() < 0.8 else rng.randrange(len(out))
        out[i] = rng.randrange(256) if rng.random() < 0.5 else out[i] ^ (1 << rng.randrange(8))
    return bytes(out)


def truncations(rng, blob):
    return blob[:rng.choice([0, 1, 7, 8, 9, rng.randrange(len(blob)), len(blob) - 1])]


def extensions(rng, blob):
    return blob + bytes(rng.randrange(256) for _ in range(rng.choice([1, 3, 8, 100])))


def header_lengths(rng, blob):
    size, length = len(blob), struct.unpack("<Q", blob[:8])[0]
    value = rng.choice([0, 1, 2, 7, length - 1, length + 1, length + 8, size - 8, size - 7, size, 2**63, 2**64 - 1,
                        100_000_000, 100_000_001, rng.randrange(2**64), 0x80, 0x0280, 0x04034B50])
    return struct.pack("<Q", value % 2**64) + blob[8:]


def offsets(rng, blob):
    header, data = _split(blob)
    name = rng.choice(_tensor_names(header))
    begin, end = header[name]["data_offsets"]
    header[name]["data_offsets"] = rng.choice([
        [begin + 1, end + 1], [begin - 1, end - 1], [end, begin], [begin, end + 4], [0, end - begin],
        [begin, 2**64], [2**63, 2**63 + end - begin], [-4, end], [float(begin), end], [begin], [begin, end, end],
        [str(begin), end], [10**30, 10**30 + end - begin], None, {"b": begin}, [True, end]])
    return _join(header, data)


def shapes(rng, blob):
    header, data = _split(blob)
    name = rng.choice(_tensor_names(header))
    entry = header[name]
    size = DTYPE_SIZES[serialization.FORMAT_DTYPES.get(entry["dtype"], Dtype.uint8)]
    shape = rng.choice([[2**32] * 4, [2**62, 4], [2**63], [2**64 + 1], [0, 2**63], [2**62, 0], [2**61, 0, 8],
                        [1] * 9, [-1], [1.0], [True], [[2]], "2", None, [10**40], [3, -3]])
    entry["shape"] = shape
    if rng.random() < 0.5 and type(shape) is list and all(type(v) is int and v >= 0 for v in shape):
        begin = entry["data_offsets"][0]   # offsets that agree with the huge shape: only the file's size is left
        entry["data_offsets"] = [begin, begin + math.prod(shape) * size]
    return _join(header, data)


def dtypes(rng, blob):
    header, data = _split(blob)
    name = rng.choice(_tensor_names(header))
    header[name]["dtype"] = rng.choice([*serialization.FORMAT_DTYPES, *serialization.OTHER_FORMAT_DTYPES, "f32",
                                        "F128", "", 5, None, ["F32"], "F32\u0000"])
    return _join(header, data)


def json_tricks(rng, blob):
    header, data = _split(blob)
    names = _tensor_names(header)
    name = rng.choice(names)
    entry = json.dumps(header[name])
    trick = rng.randrange(12)
    if trick == 0:   # a name twice
        text = json.dumps(header)[:-1] + f', "{name}": {entry}}}'
    elif trick == 1:   # a name C cannot read back
        text = json.dumps({("a\u0000" if rng.random() < 0.5 else "\ud800") + n: v for n, v in header.items()})
    elif trick == 2:   # deep nesting in an extra field
        depth = rng.choice([10, 1000, 100_000])
        text = json.dumps(header)[:-1] + f', "deep": {"[" * depth}{"]" * depth}}}'
    elif trick == 3:   # numbers JSON allows but the format does not
        text = json.dumps(header).replace(str(header[name]["data_offsets"][1]), rng.choice(["1e3", "9" * 5000, "NaN"]))
    elif trick == 4:   # trailing garbage, or a second value
        text = json.dumps(header) + rng.choice(["x", "{}", "\u0000", "]"])
    elif trick == 5:   # a byte-order mark, leading whitespace
        text = rng.choice(["\ufeff", " \n\t"]) + json.dumps(header)
    elif trick == 6:   # another top level
        text = rng.choice(["[]", "null", '"x"', "1", "{}" if data else "[{}]"])
    elif trick == 7:   # metadata of other kinds
        header["__metadata__"] = rng.choice([[], "x", {"k": 1}, {"k": None}, {"k": {"x": "y"}}, {"k\u0000": "v"},
                                             {"k": "\udc80"}, {"dtype": "F32", "shape": [1], "data_offsets": [0, 4]}])
        text = json.dumps(header)
    elif trick == 8:   # the metadata key as a tensor
        header["__metadata__"] = header.pop(name)
        text = json.dumps(header)
    elif trick == 9:   # a long name
        header["n" * rng.choice([10_000, 1_000_000])] = header.pop(name)
        text = json.dumps(header)
    elif trick == 10:   # an entry of another kind
        header[name] = rng.choice([[], "x", None, 1, {}, {"dtype": "F32"}, {"shape": [1], "data_offsets": [0, 4]}])
        text = json.dumps(header)
    else:   # raw bytes that are no UTF-8
        return _join(None, data, raw=json.dumps(header).encode().replace(b'"', rng.choice([b"\xff", b"\xc0\x80"]), 1))
    return _join(None, data, raw=text.encode("utf-8", "surrogatepass"))


CLASSES = {fn.__name__: fn for fn in (byte_flips, truncations, extensions, header_lengths, offsets, shapes, dtypes,
                                      json_tricks)}


# -- the checks ----------------------------------------------------------------------------------------------------

def _c_text(text: str) -> bool:
    """Whether C reads text back unchanged: no NUL, no lone surrogate."""
    return "\0" not in text and text.encode("utf-8", "surrogatepass") == text.encode("utf-8", "replace")


def _expect_loaded_correctly(handle: int, blob: bytes) -> None:
    """The loaded set holds every tensor the header names, with the bytes the header points at, and its names and
    metadata are text C reads back unchanged."""
    header, data = _split(blob)
    names = _tensor_names(header)
    metadata = header.get("__metadata__", {})
    assert all(_c_text(text) for text in [*names, *metadata, *metadata.values()])
    assert rt.rt_torch_safetensors_metadata_count(handle) == len(metadata)
    assert rt.rt_torch_safetensors_count(handle) == len(names)
    assert sorted(rt.rt_torch_safetensors_name(handle, i) for i in range(len(names))) == sorted(names)
    for name in names:
        entry = header[name]
        got = get(h := rt.rt_torch_safetensors_get(handle, name))
        rt.rt_torch_tensor_free(h)
        expected_dtype = TORCH_DTYPES[serialization.FORMAT_DTYPES[entry["dtype"]]]
        assert got.dtype == expected_dtype and list(got.shape) == entry["shape"], name
        begin, end = entry["data_offsets"]
        raw = torch.frombuffer(bytearray(data[begin:end]) or bytearray(1), dtype=torch.uint8)[:end - begin]
        if got.dtype == torch.bool:
            assert got.reshape(-1).tolist() == (raw != 0).tolist(), name
        else:
            assert got.contiguous().reshape(-1).view(torch.uint8).tolist() == raw.tolist(), name


@pytest.fixture
def allocations(monkeypatch):
    """The byte counts the backend's from_reader was asked to allocate."""
    b, asked = backend(), []
    real = b.from_reader

    def spy(shape, dtype, read_into):
        asked.append(math.prod(shape) * DTYPE_SIZES[dtype])
        return real(shape, dtype, read_into)

    monkeypatch.setattr(b, "from_reader", spy)
    return asked


@pytest.mark.parametrize("kind", list(CLASSES))
def test_mutations(kind, originals, allocations, tmp_path):
    path = tmp_path / "mutant.safetensors"
    outcomes = {"loaded": 0, "refused": 0}
    for seed in range(CASES_PER_CLASS):
        rng = random.Random(f"{kind} {seed}")
        original = rng.choice(originals)
        blob = CLASSES[kind](rng, original)
        path.write_bytes(blob)
        where = f"{kind}, seed {seed}: {blob[:160]!r}"
        allocations.clear()
        live = rt.rt_torch_live_tensors()
        handle = rt.rt_torch_safetensors_load(str(path))
        if handle:
            outcomes["loaded"] += 1
            length = struct.unpack("<Q", blob[:8])[0]
            assert sum(allocations) == len(blob) - 8 - length, where
            _expect_loaded_correctly(handle, blob)
            assert rt.rt_torch_safetensors_free(handle) == 0
        else:
            outcomes["refused"] += 1
            code, message = rt.rt_torch_last_error_code(), rt.rt_torch_last_error()
            assert code in REFUSED, f"{where}\n{code}: {message}"
            assert message.startswith("rt_torch_safetensors_load: ") and str(path) in message, f"{where}\n{message}"
            assert allocations == [], f"{where}: allocated {allocations} before refusing"
            assert len(message) < 2000, where   # a megabyte-long name is quoted cut short
        assert rt.rt_torch_live_tensors() == live, where
        try:   # the same through Tier 3: the same outcome, as the exception classes of the codes
            loaded = st.load(path)
            assert handle, where
            del loaded
        except (st.InvalidArgumentError, st.DtypeError) as refused:
            assert not handle and type(refused).code == code, where
    assert outcomes["refused"] > 0, outcomes
