"""Loading large safetensors files: time and peak resident memory, one case per fresh process.

    python bench/safetensors_load.py [--backend torch|numpy] [--timeout SECONDS] [--cases NAME ...]

Cases (files written here byte by byte, not by the code measured):
  st_load_60k        st.load of 60,000 float32 tensors of 4 elements
  rt_load_header     rt_torch_safetensors_load of a file whose header is just under the format's 100 MB limit: as
                     many 1-element tensors as fit (about 1.4 million); then every name by index
  st_load_header     st.load of that file
  rt_load_metadata   rt_torch_safetensors_load of a header just under the limit that is one metadata value

Each line: the case, the seconds the load took, the peak resident memory of the process during the load and how much
it grew over the resident memory before it (MiB); for the rt_ cases then the seconds that reading every name and
metadata key by index took; or "timed out". The figures go into docs/saving-and-loading.md's
safetensors paragraph by hand.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile

LIMIT = 100_000_000   # the format's largest header
MARGIN = 100_000      # how far under the limit the large headers stay

_CHILD = r"""
import sys, time
import simple_torch as st
import simple_torch.runtime as rt

def kib(field):
    return next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith(field))

case, path = sys.argv[1], sys.argv[2]
open("/proc/self/clear_refs", "w").write("5")   # VmHWM from here on
before = kib("VmRSS:")
start = time.perf_counter()
if case.startswith("st_"):
    count = len(st.load(path))
else:
    s = rt.rt_torch_safetensors_load(path)
    assert s > 0, rt.rt_torch_last_error()
    count = rt.rt_torch_safetensors_count(s)
print(time.perf_counter() - start, kib("VmHWM:") / 1024, (kib("VmHWM:") - before) / 1024, count, flush=True)
if case.startswith("rt_"):
    start = time.perf_counter()
    names = [rt.rt_torch_safetensors_name(s, i) for i in range(count)]
    keys = [rt.rt_torch_safetensors_metadata_key(s, i) for i in range(rt.rt_torch_safetensors_metadata_count(s))]
    print(time.perf_counter() - start, flush=True)
"""


def _write(path: str, header: dict, data: bytes) -> None:
    text = json.dumps(header, separators=(",", ":")).encode()
    text += b" " * (-(8 + len(text)) % 8)
    with open(path, "wb") as f:
        f.write(len(text).to_bytes(8, "little") + text + data)


def _tensors(count: int) -> tuple[dict, bytes]:
    header = {f"layer.{i}.weight": {"dtype": "F32", "shape": [4], "data_offsets": [16 * i, 16 * i + 16]}
              for i in range(count)}
    return header, bytes(16 * count)


def _many_tiny(limit: int) -> tuple[dict, bytes]:
    """1-element float32 tensors named t0, t1, ... until the header's JSON would pass limit bytes."""
    header, size, i = {}, 2, 0
    while True:
        entry = {"dtype": "F32", "shape": [1], "data_offsets": [4 * i, 4 * i + 4]}
        grow = len(json.dumps({f"t{i}": entry}, separators=(",", ":"))) - 1   # '"t0":{...}' and a comma
        if size + grow > limit:
            return header, bytes(4 * i)
        header[f"t{i}"], size, i = entry, size + grow, i + 1


def make(case: str, folder: str) -> str:
    path = os.path.join(folder, f"{case}.safetensors")
    if case == "st_load_60k":
        _write(path, *_tensors(60_000))
    elif case in ("rt_load_header", "st_load_header"):
        shared = os.path.join(folder, "header.safetensors")
        if not os.path.exists(shared):
            _write(shared, *_many_tiny(LIMIT - MARGIN))
        return shared
    elif case == "rt_load_metadata":
        _write(path, {"__metadata__": {"note": "x" * (LIMIT - MARGIN)}}, b"")
    else:
        raise SystemExit(f"unknown case {case!r}")
    return path


def main() -> None:
    cases = ["st_load_60k", "rt_load_header", "st_load_header", "rt_load_metadata"]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backend", default="torch", choices=["torch", "numpy"])
    parser.add_argument("--timeout", type=float, default=300)
    parser.add_argument("--cases", nargs="+", default=cases, choices=cases)
    options = parser.parse_args()
    env = {**os.environ, "SIMPLE_TORCH_BACKEND": options.backend}
    print(f"backend {options.backend}; seconds, peak RSS MiB, growth MiB, tensors")
    with tempfile.TemporaryDirectory() as folder:
        for case in options.cases:
            path = make(case, folder)
            print(f"  {case:18} {os.path.getsize(path) / 1e6:7.1f} MB file: ", end="", flush=True)
            try:
                done = subprocess.run([sys.executable, "-c", _CHILD, case, path], capture_output=True, text=True,
                                      timeout=options.timeout, env=env)
                out, failed, timed_out = done.stdout, done.returncode != 0, False
            except subprocess.TimeoutExpired as stopped:
                out, failed, timed_out = (stopped.stdout or b"").decode(), False, True
            lines = out.split("\n")
            if len(lines[0].split()) == 4:
                seconds, peak, growth, count = lines[0].split()
                print(f"{float(seconds):7.2f} s, peak {float(peak):7.0f} MiB (+{float(growth):.0f}), {count} tensors",
                      end="")
                if case.startswith("rt_") and not failed:
                    names = lines[1].strip()
                    print(f"; names by index {float(names):.2f} s" if names else "; names by index", end="")
            if timed_out:
                print(f" timed out after {options.timeout:.0f} s", end="")
            if failed:
                print(" failed:", done.stderr.strip().splitlines()[-1], end="")
            print()


if __name__ == "__main__":
    main()
