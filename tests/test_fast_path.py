"""Issue 17's native fast path: tests/c/test_fast_path.c prints the same values (bit for bit), errors and handle
behaviour with the fast path on and off; rt_torch_fast_path says which is active and why; a torch without a shim
function the fast path needs leaves it off.

Every other C program runs both ways too (tests/test_c_abi.py, test_reliability.py, test_fuzz.py, test_soak.py).
Run in make test's PyTorch pass (the fast path runs PyTorch's operators).
"""

from __future__ import annotations

import re
import subprocess
import sys
import sysconfig
from pathlib import Path

import cffi
import pytest

from simple_torch.clib import build as build_library
from simple_torch.clib import shim_parts
from simple_torch.runtime import fast_path
from simple_torch.runtime.handles import HandleTable

from .conftest import FAST_PATH, child_env, fast_path_modes
from .test_c_abi import C_DIR, _report, build, library, pkg_flags, run  # noqa: F401 (fixtures)

ROOT = Path(__file__).resolve().parents[1]
CLIB, INCLUDE = ROOT / "src" / "simple_torch" / "clib", ROOT / "include"
HANDLE = re.compile(r"handle \d+")   # ids differ between the C table and the Python one


def _run(build, fast: str) -> list[str]:
    done = run(build(C_DIR / "test_fast_path.c"), env={FAST_PATH: fast})
    assert done.returncode == 0 and "FAIL" not in done.stderr, _report(done)
    lines = done.stdout.splitlines()
    assert re.fullmatch(r"test_fast_path: \d+ checks passed", lines[-1]), _report(done)
    return [HANDLE.sub("handle N", line) for line in lines[:-1]]


def test_both_paths_give_the_same_values_and_errors(build):
    modes = fast_path_modes()
    outputs = {fast: _run(build, fast) for fast in modes}
    if modes == ["1", "0"]:   # the torch backend
        assert outputs["1"][0] == "fast path: on"
        assert outputs["0"][0] == "fast path: off: SIMPLE_TORCH_FAST_PATH=0"
        assert outputs["1"][1:] == outputs["0"][1:]
    else:
        assert outputs[modes[0]][0].startswith("fast path: off: ")
    lines = outputs[modes[0]]
    assert sum(line.startswith("value ") for line in lines) >= 30
    assert sum(line.startswith("error ") for line in lines) >= 8


def test_tier3_in_python_is_not_the_c_library():
    assert fast_path.describe() == "off: the runtime was not loaded through the C library"


def test_a_torch_without_a_shim_function_leaves_it_off(monkeypatch):
    """The start hook keeps the fast path off, with the missing function's name, and the Python table in use."""
    from simple_torch.clib import entry
    ffi = cffi.FFI()
    why = ffi.new("char[]", b"the installed torch has no torch_call_dispatcher")

    class Lib:
        @staticmethod
        def rt__shim_bind(path):
            return why

    class Chosen:
        name = "torch"

    monkeypatch.setattr(fast_path, "_why_off", fast_path._why_off)
    monkeypatch.setenv(FAST_PATH, "1")
    entry._start_fast_path(ffi, Lib())(Chosen())
    assert fast_path.describe() == "off: the installed torch has no torch_call_dispatcher"
    assert entry.table._native is None


def test_the_table_goes_native_only_before_any_id():
    table = HandleTable()
    table.add(object(), "stream")
    with pytest.raises(RuntimeError, match="1 handles were issued before"):
        table.use_native(object())


_FAKE_TORCH = """
/* a libtorch_cpu.so with the core the fast path needs (2.6's assign_tensors_out for new_tensor_handle, no
 * is_contiguous, dtype_element_size or get_layout, which C computes) and some parts: boxes, subtract and errors whole, lists in
 * part; no dispatcher, strings or threads. CORE_ONLY leaves out a core function. */
int aoti_torch_delete_tensor_object(void) { return 0; }
int aoti_torch_assign_tensors_out(void) { return 0; }
int aoti_torch_get_dim(void) { return 0; }
int aoti_torch_get_numel(void) { return 0; }
int aoti_torch_get_sizes(void) { return 0; }
int aoti_torch_get_strides(void) { return 0; }
int aoti_torch_get_data_ptr(void) { return 0; }
int aoti_torch_empty_strided(void) { return 0; }
int aoti_torch_get_dtype(void) { return 0; }
int aoti_torch_get_device_type(void) { return 0; }
int aoti_torch_get_device_index(void) { return 0; }
int aoti_torch_grad_mode_is_enabled(void) { return 0; }
#ifndef WITHOUT_ITEM
int aoti_torch_item_float64(void) { return 0; }
#endif
int aoti_torch_aten_subtract_Tensor(void) { return 0; }
int torch_new_stable_ivalue(void) { return 0; }
int torch_delete_stable_ivalue(void) { return 0; }
int torch_new_list_reserve_size(void) { return 0; }
int torch_exception_get_what_without_backtrace(void) { return 0; }
int aoti_torch_device_type_cpu(void) { return 0; }
int aoti_torch_device_type_cuda(void) { return 1; }
int aoti_torch_layout_strided(void) { return 0; }
"""

_BIND = """
#include <dlfcn.h>
#include <stdio.h>
#include "native.h"
int main(int argc, char **argv) {
    static const char *names[] = {"DISPATCHER", "BOXES", "LISTS", "STRINGS", "SUBTRACT", "THREADS", "ERRORS"};
    static const uint32_t parts[] = {RT__SHIM_DISPATCHER, RT__SHIM_BOXES, RT__SHIM_LISTS, RT__SHIM_STRINGS,
                                     RT__SHIM_SUBTRACT, RT__SHIM_THREADS, RT__SHIM_ERRORS};
    const char *why = rt__shim_bind(argv[1]);   /* not loaded yet */
    printf("%s\\n", why ? "not loaded: refused" : "bound");
    if (dlopen(argv[1], RTLD_NOW | RTLD_GLOBAL) == NULL)
        return 2;
    why = rt__shim_bind(argv[1]);
    printf("%s\\n", why ? why : "bound");
    for (int k = 0; why == NULL && k < 7; k++)
        printf("%s %s\\n", names[k], rt__shim_has(parts[k]) ? "found" : rt__shim_missing(parts[k]));
    return argc == 2 ? 0 : 3;
}
"""


@pytest.mark.skipif(sys.platform != "linux", reason="the shim is found with dlopen/dlsym of a Linux .so")
@pytest.mark.parametrize("core", ["whole", "without item_float64"])
def test_the_shim_is_checked_symbol_by_symbol(tmp_path, core):
    """aten_shim.c binds nothing from a library torch's import did not load; the core, with an older release's
    equivalents, turns the fast path on, its first missing symbol named otherwise; each part is found or not."""
    fake, driver = tmp_path / "libtorch_cpu.so", tmp_path / "bind"
    (tmp_path / "fake.c").write_text(_FAKE_TORCH)
    (tmp_path / "bind.c").write_text(_BIND)
    (tmp_path / "handle_kinds.h").write_text(build_library.handle_kinds_header())   # native.h includes them
    (tmp_path / "shim_parts.h").write_text(shim_parts.header())
    without = ["-DWITHOUT_ITEM"] if core != "whole" else []
    subprocess.run(["cc", "-shared", "-fPIC", *without, "-o", str(fake), str(tmp_path / "fake.c")], check=True)
    libdir, pylib = sysconfig.get_config_var("LIBDIR"), sysconfig.get_config_var("LDLIBRARY")
    subprocess.run(["cc", "-o", str(driver), str(tmp_path / "bind.c"), str(CLIB / "aten_shim.c"), f"-I{CLIB}",
                    f"-I{INCLUDE}", f"-I{tmp_path}", f"-I{sysconfig.get_paths()['include']}", f"-L{libdir}",
                    f"-l{pylib.removeprefix('lib').removesuffix('.so')}", f"-Wl,-rpath,{libdir}", "-ldl"], check=True)
    done = subprocess.run([str(driver), str(fake)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    if core != "whole":
        assert done.stdout.splitlines() == ["not loaded: refused", "the installed torch has no aoti_torch_item_float64"]
        return
    assert done.stdout.splitlines() == ["not loaded: refused", "bound", "DISPATCHER torch_call_dispatcher",
                                        "BOXES found", "LISTS torch_list_push_back", "STRINGS torch_new_string_handle",
                                        "SUBTRACT found", "THREADS torch_get_num_threads", "ERRORS found"]


_NEGATIVE_VIEW = """
import ctypes, struct, sys
lib = ctypes.CDLL(sys.argv[1], mode=ctypes.RTLD_GLOBAL)
lib.rt_torch_init.restype = ctypes.c_int32
lib.rt_torch_fast_path.restype = ctypes.c_char_p
lib.rt_torch_tensor_copy_to.restype = ctypes.c_int64
lib.rt_torch_tensor_copy_to.argtypes = [ctypes.c_int64, ctypes.c_char_p, ctypes.c_int64]
lib.rt_torch_tensor_free.argtypes = [ctypes.c_int64]
assert lib.rt_torch_init() == 0   # before torch is imported here, as cffi's start-up in a Python host wants
import torch
from simple_torch.runtime import handles   # the runtime the library started, in this interpreter
view = torch._neg_view(torch.tensor([2.0, -4.0]))   # as x.conj().imag: the memory holds 2, -4; the values -2, 4
assert view.is_neg() and view.is_contiguous()
handle = handles.table.add(view)
out = ctypes.create_string_buffer(8)
assert lib.rt_torch_tensor_copy_to(handle, out, 8) == 8
print(lib.rt_torch_fast_path().decode(), "|", struct.unpack("2f", out.raw))
assert lib.rt_torch_tensor_free(handle) == 0
"""


@pytest.mark.parametrize("fast", fast_path_modes("torch"))
def test_copy_to_reads_a_negative_view_as_its_values(library, fast, tmp_path):
    """A tensor made in Python (a negative view, as PyTorch's x.conj().imag is, whose memory holds the values
    negated) and copied out from C: the fast path leaves it to the Python path, which copies its values."""
    script = tmp_path / "negative_view.py"
    script.write_text(_NEGATIVE_VIEW)
    done = subprocess.run([sys.executable, str(script), str(library)], capture_output=True, text=True,
                          env=child_env({FAST_PATH: fast}), timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split(" | ")[1].strip() == "(-2.0, 4.0)"
    assert done.stdout.startswith("on " if fast == "1" else "off: ")


_TIER3_FIRST = """
import ctypes, sys
import simple_torch as st
x = st.ones(3)   # the runtime starts here, in Python, with the Python table
lib = ctypes.CDLL(sys.argv[1], mode=ctypes.RTLD_GLOBAL)
lib.rt_torch_fast_path.restype = ctypes.c_char_p
lib.rt_torch_tensor_numel.argtypes = [ctypes.c_int64]
print(lib.rt_torch_fast_path().decode(), "|", lib.rt_torch_tensor_numel(x._handle))
"""


def test_a_runtime_started_in_python_keeps_its_table(library, tmp_path):
    """A Python host that used Tier 3 before loading the library: the runtime (and its ids) came first, so the fast
    path stays off and says why, and C calls work on Tier 3's handles."""
    script = tmp_path / "tier3_first.py"
    script.write_text(_TIER3_FIRST)
    done = subprocess.run([sys.executable, str(script), str(library)], capture_output=True, text=True,
                          env=child_env(), timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout == ("off: the runtime had started in this Python process before the library was loaded | 3\n")
