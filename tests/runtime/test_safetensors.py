"""Section 28 (ABI 1.5): safetensors files through the runtime, on the backend pytest runs on. Every dtype (bf16,
f16, 0-dim and empty tensors) round-trips bit for bit; the reference `safetensors` package reads the files written
here and they read its files; every kind of malformed file is refused with its code and nothing made; a 64 MiB
file loads holding its tensor once; a checkpoint of parameters and Adam's state resumes training bit for bit."""

from __future__ import annotations

import fcntl
import json
import os
import re
import socket
import struct
import subprocess
import sys
import threading

import pytest
import torch
from safetensors import safe_open
from safetensors.torch import load_file, save_file

import simple_torch.runtime as rt
from simple_torch.abi.errors import ErrorCode

from .conftest import assert_ok, get, put, take

ALL = {   # one tensor of each dtype the ABI and the format share, with 0-dim and empty ones among them
    "bool": torch.tensor([[True, False, True]]), "uint8": torch.tensor([0, 7, 255], dtype=torch.uint8),
    "int8": torch.tensor([-128, 5, 127], dtype=torch.int8), "int16": torch.tensor([-3, 30000], dtype=torch.int16),
    "int32": torch.tensor(-2**31, dtype=torch.int32), "int64": torch.arange(6, dtype=torch.int64).reshape(2, 3) - 2**62,
    "float16": torch.tensor([1.5, -65504.0, 6e-8], dtype=torch.float16),
    "bfloat16": torch.tensor([[1.0, -3.3895e38], [1e-38, 0.1]], dtype=torch.bfloat16),
    "float32": torch.randn(2, 3, 4), "float64": torch.tensor(3.25, dtype=torch.float64),
    "complex64": torch.tensor([1 + 2j, -0.5j], dtype=torch.complex64), "empty": torch.zeros(0, 3),
    "empty_bf16": torch.zeros(2, 0, dtype=torch.bfloat16),
}
META = {"format": "pt", "note": "épreuve ✓", "": "empty key"}


def err(code: ErrorCode, *fragments: str) -> None:
    assert rt.rt_torch_last_error_code() == code, rt.rt_torch_last_error()
    message = rt.rt_torch_last_error()
    assert message.startswith("rt_torch_safetensors_"), message
    for fragment in fragments:
        assert fragment in message, message


def save(path, tensors: dict[str, torch.Tensor], meta: dict[str, str] | None = None) -> None:
    s = rt.rt_torch_safetensors_new()
    handles = [put(t) for t in tensors.values()]
    for name, h in zip(tensors, handles):
        assert rt.rt_torch_safetensors_set(s, name, h) == 0, rt.rt_torch_last_error()
    for key, value in (meta or {}).items():
        assert rt.rt_torch_safetensors_set_metadata(s, key, value) == 0
    assert rt.rt_torch_safetensors_save(s, str(path)) == 0, rt.rt_torch_last_error()
    for h in handles:
        rt.rt_torch_tensor_free(h)
    assert rt.rt_torch_safetensors_free(s) == 0


def load(path) -> tuple[dict[str, torch.Tensor], dict[str, str]]:
    s = rt.rt_torch_safetensors_load(str(path))
    assert s > 0, rt.rt_torch_last_error()
    names = [rt.rt_torch_safetensors_name(s, i) for i in range(rt.rt_torch_safetensors_count(s))]
    tensors = {name: take(rt.rt_torch_safetensors_get(s, name)) for name in names}
    keys = [rt.rt_torch_safetensors_metadata_key(s, i) for i in range(rt.rt_torch_safetensors_metadata_count(s))]
    meta = {key: rt.rt_torch_safetensors_metadata_value(s, key) for key in keys}
    assert rt.rt_torch_safetensors_free(s) == 0
    return tensors, meta


def same(a: torch.Tensor, b: torch.Tensor) -> bool:
    """Equal dtype, shape and bytes."""
    return a.dtype == b.dtype and a.shape == b.shape and \
        torch.equal(a.contiguous().view(-1).view(torch.uint8), b.contiguous().view(-1).view(torch.uint8))


def test_every_dtype_round_trips_bit_for_bit_in_order(tmp_path):
    save(tmp_path / "all.safetensors", ALL, META)
    tensors, meta = load(tmp_path / "all.safetensors")
    assert list(tensors) == list(ALL) and meta == META
    assert all(same(tensors[name], ALL[name]) for name in ALL)
    assert [name for name in os.listdir(tmp_path)] == ["all.safetensors"]   # no temporary file left


def test_the_reference_library_reads_our_files(tmp_path):
    save(tmp_path / "ours.safetensors", ALL, META)
    theirs = load_file(tmp_path / "ours.safetensors")
    assert set(theirs) == set(ALL) and all(same(theirs[name], ALL[name]) for name in ALL)
    with safe_open(tmp_path / "ours.safetensors", framework="pt") as f:
        assert f.metadata() == META
    with open(tmp_path / "ours.safetensors", "rb") as f:   # the data starts 8-byte aligned, as the library's
        assert (8 + struct.unpack("<Q", f.read(8))[0]) % 8 == 0


def test_we_read_the_reference_librarys_files(tmp_path):
    save_file(ALL, tmp_path / "theirs.safetensors", metadata=META)
    tensors, meta = load(tmp_path / "theirs.safetensors")
    assert set(tensors) == set(ALL) and meta == META
    assert all(same(tensors[name], ALL[name]) for name in ALL)


def test_get_gives_the_sets_own_tensor_and_set_replaces_in_place(tmp_path):
    s = rt.rt_torch_safetensors_new()
    a, b = put(torch.ones(2)), put(torch.zeros(3))
    assert rt.rt_torch_safetensors_set(s, "w", a) == 0 and rt.rt_torch_safetensors_set(s, "v", b) == 0
    assert rt.rt_torch_safetensors_set(s, "w", b) == 0   # replaced, keeping its place
    assert [rt.rt_torch_safetensors_name(s, i) for i in range(2)] == ["w", "v"]
    got, fours = rt.rt_torch_safetensors_get(s, "v"), put(torch.full((3,), 4.0))
    assert rt.rt_torch_tensor_copy_from(got, fours) == 0
    assert torch.equal(get(b), torch.full((3,), 4.0))   # the same tensor, not a copy
    assert rt.rt_torch_safetensors_free(s) == 0
    assert torch.equal(take(got), torch.full((3,), 4.0))   # outlives the set
    for h in (a, b, fours):
        rt.rt_torch_tensor_free(h)


MALFORMED_BASE = {"a": {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]}}


def _file(header=None, data=b"\0" * 8, raw: bytes | None = None, length: int | None = None) -> bytes:
    text = raw if raw is not None else json.dumps(header if header is not None else MALFORMED_BASE).encode()
    return struct.pack("<Q", len(text) if length is None else length) + text + data


MALFORMED = {   # name -> (file bytes, error code, a fragment of the message)
    "short": (b"\1\2", ErrorCode.INVALID_ARGUMENT, "8-byte header length"),
    "header too long": (_file(length=2**40), ErrorCode.INVALID_ARGUMENT, "over the format's limit"),
    "header past the end": (_file(length=500), ErrorCode.INVALID_ARGUMENT, "truncated"),
    "truncated data": (_file(data=b"\0" * 5), ErrorCode.INVALID_ARGUMENT, "past the end of the file"),
    "trailing bytes": (_file(data=b"\0" * 12), ErrorCode.INVALID_ARGUMENT, "only 8 of its 12"),
    "overlap": (_file({**MALFORMED_BASE, "b": {"dtype": "F32", "shape": [1], "data_offsets": [4, 8]}}),
                ErrorCode.INVALID_ARGUMENT, "overlaps"),
    "gap": (_file({"a": {"dtype": "F32", "shape": [1], "data_offsets": [4, 8]}}), ErrorCode.INVALID_ARGUMENT,
            "unused"),
    "out of range": (_file({"a": {"dtype": "F32", "shape": [2], "data_offsets": [0, 4096]}}),
                     ErrorCode.INVALID_ARGUMENT, "span 4096 bytes"),
    "reversed": (_file({"a": {"dtype": "F32", "shape": [0], "data_offsets": [8, 0]}}), ErrorCode.INVALID_ARGUMENT,
                 "end before"),
    "unknown dtype": (_file({"a": {"dtype": "F33", "shape": [2], "data_offsets": [0, 8]}}),
                      ErrorCode.INVALID_ARGUMENT, "unknown dtype 'F33'"),
    "dtype the ABI lacks": (_file({"a": {"dtype": "U32", "shape": [2], "data_offsets": [0, 8]}}),
                            ErrorCode.DTYPE, "U32"),
    "duplicate name": (_file(raw=b'{"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]},'
                                 b'"a":{"dtype":"F32","shape":[1],"data_offsets":[4,8]}}'),
                       ErrorCode.INVALID_ARGUMENT, "names 'a' twice"),
    "not UTF-8": (_file(raw=b'{"a\xff":{"dtype":"F32","shape":[2],"data_offsets":[0,8]}}'),
                  ErrorCode.INVALID_ARGUMENT, "not UTF-8"),
    "not JSON": (_file(raw=b'{"a": '), ErrorCode.INVALID_ARGUMENT, "not JSON"),
    "not an object": (_file(raw=b"[1, 2]"), ErrorCode.INVALID_ARGUMENT, "not an object"),
    "negative size": (_file({"a": {"dtype": "F32", "shape": [-2], "data_offsets": [0, 8]}}),
                      ErrorCode.INVALID_ARGUMENT, "non-negative"),
    "float offset": (_file({"a": {"dtype": "F32", "shape": [2], "data_offsets": [0.0, 8]}}),
                     ErrorCode.INVALID_ARGUMENT, "data_offsets"),
    "no shape": (_file({"a": {"dtype": "F32", "data_offsets": [0, 8]}}), ErrorCode.INVALID_ARGUMENT, "no 'shape'"),
    "metadata not text": (_file({"__metadata__": {"k": 1}}, data=b""), ErrorCode.INVALID_ARGUMENT, "__metadata__"),
    "unaddressable": (_file({"a": {"dtype": "F32", "shape": [2**62, 0], "data_offsets": [0, 0]}}, data=b""),
                      ErrorCode.INVALID_ARGUMENT, "over 2**63"),
}


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_a_malformed_file_is_refused_whole(tmp_path, case):
    blob, code, fragment = MALFORMED[case]
    path = tmp_path / "bad.safetensors"
    path.write_bytes(blob)
    live = rt.rt_torch_live_tensors()
    assert rt.rt_torch_safetensors_load(str(path)) == 0
    err(code, fragment, "bad.safetensors")
    assert rt.rt_torch_live_tensors() == live


def test_the_valid_neighbours_of_the_malformed_files_load(tmp_path):
    """What the checks must not refuse: padding spaces, extra fields, empty tensors sharing an offset, no data."""
    path = tmp_path / "ok.safetensors"
    header = {"e": {"dtype": "F32", "shape": [0], "data_offsets": [0, 0]},
              "a": {"dtype": "F32", "shape": [2], "data_offsets": [0, 8], "extra": 1},
              "z": {"dtype": "BOOL", "shape": [], "data_offsets": [8, 9]}}
    path.write_bytes(_file(raw=json.dumps(header).encode() + b"    ", data=struct.pack("<ff", 1.5, -2) + b"\2"))
    tensors, meta = load(path)
    assert list(tensors) == ["e", "a", "z"] and meta == {}
    assert torch.equal(tensors["a"], torch.tensor([1.5, -2.0])) and tensors["z"].item() is True
    path.write_bytes(_file(raw=b"{}", data=b""))
    assert load(path) == ({}, {})


def test_paths_and_arguments(tmp_path):
    assert rt.rt_torch_safetensors_load(str(tmp_path / "missing.safetensors")) == 0
    err(ErrorCode.INVALID_ARGUMENT, "cannot read", "No such file")
    assert rt.rt_torch_safetensors_load(str(tmp_path)) == 0
    err(ErrorCode.INVALID_ARGUMENT, "cannot read")
    assert rt.rt_torch_safetensors_load(None) == 0
    err(ErrorCode.INVALID_ARGUMENT, "path is NULL")
    s, x = rt.rt_torch_safetensors_new(), put(torch.ones(1))
    assert rt.rt_torch_safetensors_save(s, str(tmp_path / "no" / "dir.safetensors")) == ErrorCode.INVALID_ARGUMENT
    err(ErrorCode.INVALID_ARGUMENT, "cannot write")
    assert rt.rt_torch_safetensors_set(s, "__metadata__", x) == ErrorCode.INVALID_ARGUMENT
    err(ErrorCode.INVALID_ARGUMENT, "the format's own")
    c = put(torch.zeros(1, dtype=torch.complex128))
    assert rt.rt_torch_safetensors_set(s, "c", c) == ErrorCode.DTYPE
    err(ErrorCode.DTYPE, "complex128")
    assert rt.rt_torch_safetensors_set(s, "x", 0) == ErrorCode.INVALID_HANDLE
    assert rt.rt_torch_safetensors_set(s, "x", x) == 0
    assert rt.rt_torch_safetensors_name(s, 1) == ""
    err(ErrorCode.INVALID_ARGUMENT, "index 1 is out of range")
    assert rt.rt_torch_safetensors_get(s, "y") == 0
    err(ErrorCode.INVALID_ARGUMENT, "no tensor 'y'")
    assert rt.rt_torch_safetensors_metadata_value(s, "k") == ""
    err(ErrorCode.INVALID_ARGUMENT, "no key 'k'")
    assert rt.rt_torch_safetensors_metadata_key(s, -1) == ""
    err(ErrorCode.INVALID_ARGUMENT, "out of range")
    assert rt.rt_torch_safetensors_count(x) == -1
    err(ErrorCode.INVALID_HANDLE, "is a tensor handle, not a safetensors handle")
    assert rt.rt_torch_safetensors_free(s) == 0 and rt.rt_torch_safetensors_free(s) == ErrorCode.INVALID_HANDLE
    err(ErrorCode.INVALID_HANDLE, "freed")
    assert rt.rt_torch_safetensors_count(s) == -1
    for h in (x, c):
        rt.rt_torch_tensor_free(h)


def test_save_replaces_the_file_whole(tmp_path):
    path = tmp_path / "ck.safetensors"
    save(path, {"w": torch.ones(3)})
    s = rt.rt_torch_safetensors_load(str(path))
    save(path, {"w": torch.zeros(3), "b": torch.ones(1)})   # over a file loaded a moment ago
    assert torch.equal(take(rt.rt_torch_safetensors_get(s, "w")), torch.ones(3))
    assert rt.rt_torch_safetensors_free(s) == 0
    assert set(load_file(path)) == {"w", "b"}
    assert os.listdir(tmp_path) == ["ck.safetensors"]


_LARGE = r"""
import os, sys, numpy as np
import simple_torch.runtime as rt
def rss_kb(field):
    return next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith(field))
n = 16 * 2**20   # float32: 64 MiB
x = rt.rt_torch_tensor_from_data(np.arange(n, dtype=np.float32).tobytes(), [n], 6)
s = rt.rt_torch_safetensors_new()
assert rt.rt_torch_safetensors_set(s, "big", x) == 0 and rt.rt_torch_safetensors_save(s, sys.argv[1]) == 0
assert rt.rt_torch_safetensors_free(s) == 0 and rt.rt_torch_tensor_free(x) == 0
import gc; gc.collect()
# the high-water mark so far is the saving's; start the measure from here
open("/proc/self/clear_refs", "w").write("5")
before = rss_kb("VmRSS:")
s = rt.rt_torch_safetensors_load(sys.argv[1])
y = rt.rt_torch_safetensors_get(s, "big")
out = np.empty(4, np.float32)
assert rt.rt_torch_tensor_copy_to(rt.rt_torch_tensor_slice(y, 0, n - 4, n, 1), out.view(np.uint8)) == 16
assert out.tolist() == [n - 4, n - 3, n - 2, n - 1]
print(before, rss_kb("VmHWM:"))
"""


def test_a_large_file_is_held_once(tmp_path):
    """64 MiB: the peak resident memory of the load grows by about the tensor's size, not twice it."""
    done = subprocess.run([sys.executable, "-c", _LARGE, str(tmp_path / "big.safetensors")], capture_output=True,
                          text=True, timeout=120, env={**os.environ})
    assert done.returncode == 0, done.stderr
    before, peak = map(int, done.stdout.split())
    grew_mib = (peak - before) / 1024
    assert 60 < grew_mib < 64 * 1.35, grew_mib


def test_a_checkpoint_resumes_adam_bit_for_bit(tmp_path):
    """Train 3 steps, save the parameters and Adam's state (moments and step) and its lr; a fresh model and
    optimizer loaded from the file take 3 more steps: the losses equal an uninterrupted 6-step run exactly."""
    torch.manual_seed(0)
    x0, y0, w0 = torch.randn(8, 3), torch.randn(8, 1), torch.randn(1, 3)

    def run(w, opt, steps: int) -> list[float]:
        losses = []
        x, y = put(x0), put(y0)
        for _ in range(steps):
            assert rt.rt_torch_optim_zero_grad(opt) == 0
            out = rt.rt_torch_nn_linear(x, w, 0)
            loss = rt.rt_torch_nn_mse_loss(out, y, 1)
            assert rt.rt_torch_tensor_backward(loss) == 0
            losses.append(take(loss).item())
            assert rt.rt_torch_optim_step(opt) == 0
            rt.rt_torch_tensor_free(out)
        rt.rt_torch_tensor_free(x)
        rt.rt_torch_tensor_free(y)
        return losses

    def fresh(weight: torch.Tensor):
        w = put(weight)
        assert rt.rt_torch_tensor_set_requires_grad(w, 1) == 0
        return w, rt.rt_torch_optim_adam([w], 0.05, 0.9, 0.999, 1e-8, 0.0)

    w, opt = fresh(w0)
    straight = run(w, opt, 6)
    rt.rt_torch_optim_free(opt)
    rt.rt_torch_tensor_free(w)

    w, opt = fresh(w0)
    first = run(w, opt, 3)
    s = rt.rt_torch_safetensors_new()
    assert rt.rt_torch_safetensors_set(s, "w", w) == 0
    state = [rt.rt_torch_optim_state_name(opt, w, i) for i in range(rt.rt_torch_optim_state_count(opt, w))]
    assert state == ["step", "exp_avg", "exp_avg_sq"]
    kept = []
    for name in state:
        kept.append(rt.rt_torch_optim_get_state(opt, w, name))
        assert rt.rt_torch_safetensors_set(s, f"optim.w.{name}", kept[-1]) == 0
    # where the trained tensors were (the default device, or the CPU for what the optimizer keeps there): a load
    # makes CPU tensors, which the resumed model puts back there (nothing moves when the default is the CPU)
    devices = {"w": rt.rt_torch_tensor_device(w)} | {name: rt.rt_torch_tensor_device(h) for name, h in zip(state, kept)}
    assert rt.rt_torch_safetensors_set_metadata(s, "lr", repr(0.05)) == 0
    assert rt.rt_torch_safetensors_save(s, str(tmp_path / "ck.safetensors")) == 0
    for h in (s, opt, w, *kept):
        (rt.rt_torch_safetensors_free if h == s else rt.rt_torch_optim_free if h == opt else
         rt.rt_torch_tensor_free)(h)

    def placed(h: int, name: str) -> int:
        """h on the device of the saved tensor called name (h itself where it is there already)."""
        if rt.rt_torch_tensor_device(h) == devices[name]:
            return h
        moved = rt.rt_torch_tensor_to_device(h, devices[name])
        assert moved > 0 and rt.rt_torch_tensor_free(h) == 0, rt.rt_torch_last_error()
        return moved

    s = rt.rt_torch_safetensors_load(str(tmp_path / "ck.safetensors"))
    w = placed(rt.rt_torch_safetensors_get(s, "w"), "w")
    assert rt.rt_torch_tensor_set_requires_grad(w, 1) == 0
    opt = rt.rt_torch_optim_adam([w], float(rt.rt_torch_safetensors_metadata_value(s, "lr")), 0.9, 0.999, 1e-8, 0.0)
    for name in state:
        value = placed(rt.rt_torch_safetensors_get(s, f"optim.w.{name}"), name)
        assert rt.rt_torch_optim_set_state(opt, w, name, value) == 0, rt.rt_torch_last_error()
        rt.rt_torch_tensor_free(value)
    assert rt.rt_torch_safetensors_free(s) == 0
    resumed = first + run(w, opt, 3)
    assert resumed == straight   # bit for bit
    assert_ok()
    rt.rt_torch_optim_free(opt)
    rt.rt_torch_tensor_free(w)


# -- issue 27: the header's length, what is read, C text, names by index, temporaries ------------------------------

def _header_length(path) -> int:
    with open(path, "rb") as f:
        return struct.unpack("<Q", f.read(8))[0]


def test_every_header_length_modulo_256_loads(tmp_path):
    """A header length's low byte is the file's first byte: 0x80 (a length of 128 modulo 256) is no pickle. Our
    writer pads headers to 8 bytes, so its files take the 32 lengths modulo 256 that are multiples of 8 (names of
    1 to 299 characters); hand-written unpadded headers take all 256. Each file loads here and in the reference
    library."""
    path = tmp_path / "r.safetensors"
    ours = set()
    for n in range(1, 300):
        save(path, {"w" * n: torch.tensor([float(n)])})
        ours.add(_header_length(path) % 256)
        tensors, _ = load(path)
        assert list(tensors) == ["w" * n] and tensors["w" * n].tolist() == [n], n
        assert load_file(path)["w" * n].tolist() == [n]
    assert ours == set(range(0, 256, 8))
    base = {"": {"dtype": "I16", "shape": [1], "data_offsets": [0, 2]}}
    empty = len(json.dumps(base, separators=(",", ":")))
    for residue in range(256):
        name = "v" * (512 + residue - empty)
        header = json.dumps({name: base[""]}, separators=(",", ":")).encode()
        path.write_bytes(_file(raw=header, data=struct.pack("<h", residue)))
        assert _header_length(path) % 256 == residue
        tensors, _ = load(path)
        assert list(tensors) == [name] and tensors[name].tolist() == [residue], residue
        assert load_file(path)[name].tolist() == [residue]


def test_torch_save_files_are_still_told_apart(tmp_path):
    """Files that do not parse as safetensors but start as torch.save's do get the message that says so: the zip
    format, the legacy one and bare pickles of protocols 2 to 5; a safetensors file that is only broken does not."""
    import pickle
    torch.save({"w": torch.ones(2)}, tmp_path / "zip.pt")
    torch.save({"w": torch.ones(2)}, tmp_path / "legacy.pt", _use_new_zipfile_serialization=False)
    for protocol in range(2, 6):
        (tmp_path / f"p{protocol}.pkl").write_bytes(pickle.dumps({"w": [1.0] * 40}, protocol=protocol))
    for name in ["zip.pt", "legacy.pt", *(f"p{protocol}.pkl" for protocol in range(2, 6))]:
        assert rt.rt_torch_safetensors_load(str(tmp_path / name)) == 0
        err(ErrorCode.INVALID_ARGUMENT, name, "torch.save file", "never loaded", "save_file")
    header = json.dumps({"a": {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]}}).encode()
    header += b" " * (128 + 256 - len(header))   # a length of 384: a first byte 0x80, then 0x01 (no protocol)
    (tmp_path / "cut.safetensors").write_bytes(struct.pack("<Q", len(header)) + header + b"\0" * 4)
    assert rt.rt_torch_safetensors_load(str(tmp_path / "cut.safetensors")) == 0
    err(ErrorCode.INVALID_ARGUMENT, "cut.safetensors", "truncated")


def _load_in_thread(path: str) -> tuple[int, int, str]:
    """(handle, code, message) of rt_torch_safetensors_load(path) on a thread: a load that blocks fails the test
    instead of hanging it (the thread is let go by opening the FIFO for writing)."""
    got = []

    def run():
        h = rt.rt_torch_safetensors_load(path)
        got.append((h, rt.rt_torch_last_error_code(), rt.rt_torch_last_error()))

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(60)
    if thread.is_alive():
        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
        thread.join(60)
        pytest.fail(f"loading {path} blocked")
    return got[0]


def test_only_regular_files_are_read(tmp_path):
    """A FIFO (with no writer: opening it plainly would block for ever), a directory, a character device and a
    socket are refused at once, naming what they are; nothing is made."""
    fifo = tmp_path / "fifo.safetensors"
    os.mkfifo(fifo)
    os.symlink(fifo, tmp_path / "link.safetensors")
    listening = socket.socket(socket.AF_UNIX)
    listening.bind(str(tmp_path / "sock.safetensors"))
    live = rt.rt_torch_live_tensors()
    try:
        for path, words in [(fifo, ["a FIFO", "not a regular file"]), (tmp_path / "link.safetensors", ["a FIFO"]),
                            (tmp_path, ["a directory"]),
                            ("/dev/null", ["a character device"]), (tmp_path / "sock.safetensors", ["cannot read"])]:
            h, code, message = _load_in_thread(str(path))
            assert h == 0 and code == ErrorCode.INVALID_ARGUMENT, message
            assert message.startswith("rt_torch_safetensors_load: cannot read") and str(path) in message, message
            assert all(word in message for word in words), message
    finally:
        listening.close()
    assert rt.rt_torch_live_tensors() == live


NOT_C_TEXT = {"a\0b": "NUL character at 1", "\0": "NUL character at 0", "x\ud800": "lone surrogate at 1 (U+D800)",
              "\udfff": "lone surrogate at 0 (U+DFFF)"}


def test_names_and_metadata_that_c_cannot_read_back_are_refused_at_set():
    """A NUL ends a C string ("a\\0b" would read back as "a") and UTF-8 cannot encode a lone surrogate (it would
    read back as "?"): set and set_metadata refuse both, for names, keys and values; text beyond the BMP is fine."""
    s, x = rt.rt_torch_safetensors_new(), put(torch.ones(1))
    for text, why in NOT_C_TEXT.items():
        assert rt.rt_torch_safetensors_set(s, text, x) == ErrorCode.INVALID_ARGUMENT
        err(ErrorCode.INVALID_ARGUMENT, "name", why)
        assert rt.rt_torch_safetensors_set_metadata(s, text, "v") == ErrorCode.INVALID_ARGUMENT
        err(ErrorCode.INVALID_ARGUMENT, "key", why)
        assert rt.rt_torch_safetensors_set_metadata(s, "k", text) == ErrorCode.INVALID_ARGUMENT
        err(ErrorCode.INVALID_ARGUMENT, "value", why)
    assert rt.rt_torch_safetensors_count(s) == 0 and rt.rt_torch_safetensors_metadata_count(s) == 0
    assert rt.rt_torch_safetensors_set(s, "é😀", x) == 0 and rt.rt_torch_safetensors_name(s, 0) == "é😀"
    assert rt.rt_torch_safetensors_free(s) == 0 and rt.rt_torch_tensor_free(x) == 0


ENTRY = '{"dtype":"F32","shape":[1],"data_offsets":[0,4]}'


@pytest.mark.parametrize("header, where", [
    ('{"a\\u0000b":%s}' % ENTRY, "tensor name 'a\\x00b' holds a NUL character at 1"),
    ('{"\\ud800":%s}' % ENTRY, "tensor name '\\ud800' holds a lone surrogate at 0"),
    ('{"a":%s,"__metadata__":{"k\\u0000":"v"}}' % ENTRY, "__metadata__ key 'k\\x00' holds a NUL"),
    ('{"a":%s,"__metadata__":{"k":"\\udc00v"}}' % ENTRY, "__metadata__ value of 'k' holds a lone surrogate"),
], ids=["NUL name", "surrogate name", "NUL key", "surrogate value"])
def test_names_and_metadata_that_c_cannot_read_back_are_refused_at_load(tmp_path, header, where):
    path = tmp_path / "text.safetensors"
    path.write_bytes(_file(raw=header.encode(), data=b"\0" * 4))
    assert rt.rt_torch_safetensors_load(str(path)) == 0
    err(ErrorCode.INVALID_ARGUMENT, "text.safetensors", where)
    path.write_bytes(_file(raw=('{"\\u00e9\\ud83d\\ude00":%s}' % ENTRY).encode(), data=b"\0" * 4))   # a pair: fine
    assert list(load(path)[0]) == ["é😀"]


class _NoWalking(dict):
    """A dict that fails the test if it is walked: name(i) and metadata_key(i) must not list the set anew."""

    def __iter__(self):
        raise AssertionError("the set's names were listed again")

    def keys(self):
        raise AssertionError("the set's names were listed again")


def test_names_by_index_are_kept_not_listed_again(tmp_path):
    """name(i) and metadata_key(i) read the set's index (st.load of 60,000 tensors took 39 s while each call listed
    the names anew), which set and set_metadata keep in order as they add names and replace tensors."""
    from simple_torch.runtime.handles import SAFETENSORS, table
    save(tmp_path / "n.safetensors", {"b": torch.ones(1), "a": torch.zeros(2)}, {"y": "1", "x": "2"})
    s = rt.rt_torch_safetensors_load(str(tmp_path / "n.safetensors"))
    held = table.get(s, SAFETENSORS)
    held.tensors, held.metadata = _NoWalking(held.tensors), _NoWalking(held.metadata)
    assert [rt.rt_torch_safetensors_name(s, i) for i in range(2)] == ["b", "a"]
    assert [rt.rt_torch_safetensors_metadata_key(s, i) for i in range(2)] == ["y", "x"]
    x = put(torch.ones(3))
    for name in ("c", "a", "c"):
        assert rt.rt_torch_safetensors_set(s, name, x) == 0
    assert rt.rt_torch_safetensors_set_metadata(s, "x", "3") == 0 and rt.rt_torch_safetensors_set_metadata(s, "z", "") == 0
    assert [rt.rt_torch_safetensors_name(s, i) for i in range(3)] == ["b", "a", "c"]
    assert [rt.rt_torch_safetensors_metadata_key(s, i) for i in range(3)] == ["y", "x", "z"]
    assert rt.rt_torch_safetensors_name(s, 3) == "" and rt.rt_torch_last_error_code() == ErrorCode.INVALID_ARGUMENT
    assert rt.rt_torch_safetensors_free(s) == 0 and rt.rt_torch_tensor_free(x) == 0


# A save that stops for good in the middle of the file: it writes a 64 MiB tensor, then waits on its stdin before the
# next one's bytes. "named" takes O_TMPFILE away, as on a filesystem without it: the temporary then has a name.
_STALLED_WRITER = r"""
import os, sys
import numpy as np
import simple_torch.runtime as rt
from simple_torch.runtime.startup import backend
target, mode = sys.argv[1], sys.argv[2]
if mode == "named":
    del os.O_TMPFILE
b = backend()
copy_into = b.copy_into
def stalling(x, out):
    if len(out) == 4:
        print("stalled", flush=True)
        sys.stdin.read()
    copy_into(x, out)
b.copy_into = stalling
n = 16 * 2**20
s = rt.rt_torch_safetensors_new()
big = rt.rt_torch_tensor_from_data(np.full(n, 7, np.float32).tobytes(), [n], 6)
small = rt.rt_torch_tensor_from_data(np.float32(5).tobytes(), [1], 6)
assert rt.rt_torch_safetensors_set(s, "big", big) == 0 and rt.rt_torch_safetensors_set(s, "small", small) == 0
assert rt.rt_torch_safetensors_save(s, target) == 0, rt.rt_torch_last_error()
print("saved", flush=True)
"""


def _stalled_writer(target, mode: str) -> subprocess.Popen:
    child = subprocess.Popen([sys.executable, "-c", _STALLED_WRITER, str(target), mode], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True, env={**os.environ})
    assert child.stdout.readline() == "stalled\n"
    return child


def _intact(target, value: float) -> None:
    """target is the whole file the test saved, holding w = [value, value]."""
    tensors, _ = load(target)
    assert list(tensors) == ["w"] and tensors["w"].tolist() == [value, value]


def _beside(target) -> list[str]:
    return sorted(name for name in os.listdir(target.parent) if name != target.name)


@pytest.mark.parametrize("mode", ["unnamed", "named"])
def test_a_save_killed_midway_leaves_the_target_whole_and_nothing_for_long(tmp_path, mode):
    """A writer killed with SIGKILL in the middle of a 64 MiB save: the target keeps its old contents throughout.
    With O_TMPFILE the file being written has no name, so nothing is left; without it the named temporary stays
    until the next save of the target, which removes it (its writer is gone and holds no lock)."""
    target = tmp_path / "ck.safetensors"
    save(target, {"w": torch.tensor([1.0, 1.0])})
    child = _stalled_writer(target, mode)
    try:
        _intact(target, 1.0)
        left = _beside(target)
        if mode == "named":
            assert len(left) == 1 and re.fullmatch(rf"ck\.safetensors\.{child.pid}\.[0-9a-f]{{16}}\.tmp", left[0])
            assert os.path.getsize(tmp_path / left[0]) > 64 * 2**20
        else:
            assert left == []
    finally:
        child.kill()
        child.wait()
    _intact(target, 1.0)
    assert len(_beside(target)) == (1 if mode == "named" else 0)
    save(target, {"w": torch.tensor([2.0, 2.0])})
    _intact(target, 2.0)
    assert _beside(target) == []


def test_a_live_writers_temporary_is_never_removed(tmp_path):
    """A save beside a writer that is still writing leaves its temporary alone; that writer then finishes, and its
    file replaces the target whole."""
    target = tmp_path / "ck.safetensors"
    save(target, {"w": torch.tensor([1.0, 1.0])})
    child = _stalled_writer(target, "named")
    try:
        temporary = _beside(target)
        save(target, {"w": torch.tensor([2.0, 2.0])})
        assert _beside(target) == temporary
        _intact(target, 2.0)
        out, _ = child.communicate("", timeout=120)
        assert child.returncode == 0 and out == "saved\n"
    finally:
        child.kill()
        child.wait()
    assert _beside(target) == []
    tensors, _ = load(target)
    assert list(tensors) == ["big", "small"] and tensors["small"].tolist() == [5.0]


def test_a_save_to_a_folders_path_removes_nothing_in_it(tmp_path):
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    lookalike = tmp_path / f".{int(gone.stdout)}.0123456789abcdef.tmp"
    lookalike.write_bytes(b"x")
    s = rt.rt_torch_safetensors_new()
    assert rt.rt_torch_safetensors_save(s, f"{tmp_path}/") == ErrorCode.INVALID_ARGUMENT
    err(ErrorCode.INVALID_ARGUMENT, "cannot write")
    assert rt.rt_torch_safetensors_free(s) == 0
    assert lookalike.exists()


def test_only_unlocked_temporaries_of_gone_processes_are_removed(tmp_path):
    """The next save removes a temporary only if it is named as this writer names them, its process is gone and no
    one holds its lock (a writer in another PID namespace holds it while it writes): a locked one stays, and so do
    files that merely look alike."""
    target = tmp_path / "ck.safetensors"
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    pid = int(gone.stdout)
    token = "0123456789abcdef"
    locked, stale = tmp_path / f"ck.safetensors.{pid}.{token}.tmp", tmp_path / f"ck.safetensors.{pid}.{token[::-1]}.tmp"
    alike = [f"ck.safetensors.{pid}.tmp", f"ck.safetensors.{pid}.{token}.tmp.bak", f"ck.safetensorsx.{pid}.{token}.tmp",
             f"ck.safetensors.{pid}.{token.upper()}.tmp", f"other.safetensors.{pid}.{token}.tmp"]
    for path in (locked, stale, *(tmp_path / name for name in alike)):
        path.write_bytes(b"partial")
    holder = os.open(locked, os.O_RDONLY)
    try:
        fcntl.flock(holder, fcntl.LOCK_EX)
        save(target, {"w": torch.tensor([1.0, 1.0])})
        assert _beside(target) == sorted([locked.name, *alike])
    finally:
        os.close(holder)
    save(target, {"w": torch.tensor([2.0, 2.0])})
    assert _beside(target) == sorted(alike)
    _intact(target, 2.0)
