"""The C-level test suite: C programs built against include/simple_torch.h and libsimple_torch_ffi.so.

Each program in tests/c is compiled with `cc -Wall -Wextra -Werror` and the pkg-config flags, then run
with an empty environment (the library must find its Python alone). Around them: the library exports
exactly the spec's functions, the header compiles as C++ and strict C, the committed generated files
match the spec, the library works inside a running Python (ctypes), every function fails cleanly when
Python cannot start, and a program written only from the 1.0 contract (docs/ABI-1.0.md) builds with the
pkg-config line alone.

The library is built with `make lib` when build/lib/libsimple_torch_ffi.so is missing, else used as is.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from simple_torch.abi import generate, header, signature, simple_bindings, spec
from simple_torch.abi.signature import FUNCTIONS

from .conftest import FAST_PATH, child_env, fast_path_modes

ROOT = Path(__file__).resolve().parents[1]
C_DIR = ROOT / "tests" / "c"
LIB = ROOT / "build" / "lib" / "libsimple_torch_ffi.so"
PKGCONFIG_DIR = ROOT / "build" / "lib" / "pkgconfig"
HEADER = ROOT / "include" / "simple_torch.h"
VENV_PYTHON = ROOT / ".venv" / "bin" / "python"
PYTHON = str(VENV_PYTHON) if VENV_PYTHON.exists() else sys.executable

WARNINGS = ["-Wall", "-Wextra", "-Werror"]
RUN_TIMEOUT = 180

# The programs that use check.h: each prints "<name>: N checks passed" and exits 0.
PROGRAMS = ["test_basics", "test_math", "test_logic", "test_index_tensors", "test_shape_random", "test_linalg_more",
            "test_linalg_decompositions", "test_ordering", "test_nn_more", "test_optim_more", "test_attention",
            "test_generator", "test_conv1d", "test_norms", "test_interpolate",
            "test_autograd_creation", "test_nn", "test_devices", "test_errors", "test_threads", "test_scopes",
            "test_lbfgs", "test_ctc", "test_models", "test_safetensors", "test_pooling",
            "test_conv3d_bag", "test_dlpack", "test_amp", "test_scope_first_call", "test_double_backward"]
ABI_ONLY = "test_abi_only"
RELIABILITY = ["test_bad_input", "test_stress", "test_process_life"]   # run by tests/test_reliability.py
DISTRIBUTED = ["test_distributed"]   # ranks of a process group: run by tests/test_distributed.py
# both paths' output compared: tests/test_fast_path.py, test_fast_optim.py, test_fast_info.py
FAST_PATH_PROGRAMS = ["test_fast_path", "test_fast_optim", "test_fast_info"]


# -- building ---------------------------------------------------------------------------------------

def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.fail(f"{name} is needed to build the C tests")
    return path


@pytest.fixture(scope="session")
def library() -> Path:
    """The built library; `make lib` first if it is missing."""
    if not LIB.exists():
        subprocess.run(["make", "lib"], cwd=ROOT, check=True, timeout=900)
    assert LIB.exists(), f"`make lib` did not produce {LIB}"
    return LIB


@pytest.fixture(scope="session")
def pkg_flags(library) -> list[str]:
    """`pkg-config --cflags --libs simple-torch`, split."""
    env = {**os.environ, "PKG_CONFIG_PATH": str(PKGCONFIG_DIR)}
    out = subprocess.run([_tool("pkg-config"), "--cflags", "--libs", "simple-torch"], env=env, check=True,
                         capture_output=True, text=True).stdout
    flags = out.split()
    assert any(f.startswith("-I") for f in flags) and "-lsimple_torch_ffi" in flags, out
    return flags


@pytest.fixture(scope="session")
def build(tmp_path_factory, pkg_flags):
    """build(source, *, flags=..., libs=...) -> executable, compiled into a session tmp dir with the pkg-config
    flags; by default with -Wall -Wextra -Werror -pthread, tests/c on the include path and -lm."""
    out_dir = tmp_path_factory.mktemp("c_abi")
    cc = _tool("cc")

    def compile_(source: Path, *, flags=(*WARNINGS, "-pthread", "-I", str(C_DIR)), libs=("-lm",)) -> Path:
        exe = out_dir / source.stem
        cmd = [cc, *flags, str(source), "-o", str(exe), *pkg_flags, *libs]
        done = subprocess.run(cmd, capture_output=True, text=True)
        assert done.returncode == 0, f"{' '.join(cmd)}\n{done.stdout}{done.stderr}"
        return exe

    compile_.dir = out_dir
    return compile_


def run(exe: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    """Run a program with an empty environment (plus env) and capture its output."""
    return subprocess.run([str(exe), *args], env=child_env(env), capture_output=True, text=True,
                          timeout=RUN_TIMEOUT, cwd=exe.parent)


def _report(done: subprocess.CompletedProcess) -> str:
    return f"exit {done.returncode}\n--- stdout\n{done.stdout}\n--- stderr\n{done.stderr}"


# -- the C programs -----------------------------------------------------------------------------------

def test_program_list_is_complete():
    """Every tests/c/test_*.c is run by this driver."""
    on_disk = {p.stem for p in C_DIR.glob("test_*.c")}
    assert on_disk == {*PROGRAMS, ABI_ONLY, *RELIABILITY, *DISTRIBUTED, *FAST_PATH_PROGRAMS}


# Each program on the backend under test, and on the torch backend both with issue 17's fast path and without
@pytest.mark.parametrize("fast", fast_path_modes(), ids=lambda fast: "fast-path" if fast == "1" else "python-path")
@pytest.mark.parametrize("name, args", [(name, ()) for name in PROGRAMS] + [("test_threads", ("cold",))],
                         ids=[*PROGRAMS, "test_threads-cold"])
def test_c_program(build, name, args, fast):
    exe = build(C_DIR / f"{name}.c")
    done = run(exe, *args, env={FAST_PATH: fast})
    assert done.returncode == 0, _report(done)
    assert "FAIL" not in done.stderr, _report(done)
    match = re.fullmatch(rf"{name}: (\d+) checks passed\n", done.stdout)
    assert match, _report(done)
    assert int(match[1]) >= 30, "suspiciously few checks ran"


def test_every_spec_function_is_called_from_c():
    """The C programs between them call every function of the spec (those of Op rows: the generated op_calls.c,
    tests/test_op_calls.py)."""
    text = "".join(p.read_text() for p in [*C_DIR.glob("test_*.c"), C_DIR / "op_calls.c"])
    missing = [name for name in FUNCTIONS if not re.search(rf"\b{name}\s*\(", text)]
    assert not missing, f"never called from tests/c: {missing}"


def test_every_program_checks_live_tensors():
    for name in PROGRAMS:
        assert "check_finish(" in (C_DIR / f"{name}.c").read_text(), name
    assert "rt_torch_live_tensors() == live" in (C_DIR / f"{ABI_ONLY}.c").read_text()


_FAILING = r"""
#include "check.h"
int main(int argc, char **argv) {
    int64_t live = check_start();
    rt_tensor t = T(rt_torch_tensor_ones(DIMS(2)));
    if (argc > 1 && strcmp(argv[1], "value") == 0)
        CHECK_VALUES(t, 0, 1, 2);
    if (argc > 1 && strcmp(argv[1], "error") == 0)
        CHECK_ERR(rt_torch_tensor_ones(NULL, 1), 0, RT_ERR_INVALID_ARGUMENT, "rt_torch_tensor_zeros");
    check_finish("failing", live);   /* t leaked */
    return 0;
}
"""


@pytest.mark.parametrize("mode, expected", [
    ("value", r"FAIL .*failing\.c:7: CHECK_VALUES\(t: element 1 is 1, expected 2"),
    ("error", r"FAIL .*failing\.c:9: CHECK_ERR: .*does not start with \"rt_torch_tensor_zeros: \""
              r"[\s\S]*last error: code 2: rt_torch_tensor_ones: dims is NULL"),
    ("leak", r"FAIL .*check\.h:\d+: failing: 1 live tensors at the end, 0 at the start"),
], ids=["wrong-value", "wrong-function", "leak"])
def test_check_helper_fails_loudly(build, mode, expected):
    """check.h itself: a wrong value, a wrong function name and a leak each exit 1 with file:line."""
    source = build.dir / "failing.c"
    source.write_text(_FAILING)
    done = run(build(source), mode)
    assert done.returncode == 1, _report(done)
    assert re.search(expected, done.stderr), _report(done)
    assert "checks passed" not in done.stdout


# Issue 19: check.h's check_default_device() gives the device the runtime starts with, whatever
# SIMPLE_TORCH_DEVICE says (a CUDA device the machine lacks: the CPU, as the runtime warns and falls back; a value
# it cannot parse: -2, as the runtime does not start); the C programs compare with it instead of RT_CPU.
_DEVICE_PROBE = r"""
#include "check.h"
int main(void) {
    int32_t runtime = rt_torch_default_device();
    printf("%d %d\n", (int)check_default_device(), (int)runtime);
    return 0;
}
"""


@pytest.fixture(scope="module")
def device_probe(build):
    source = build.dir / "device_probe.c"
    source.write_text(_DEVICE_PROBE)
    return build(source)


@pytest.mark.parametrize("value", ["", "cpu", " CPU\t", "cuda", "Cuda:0", " cuda:1 ", "cuda:007", "cuda:99999999999",
                                   "gpu", "cpu:0", "cuda:", "cuda:x", "cuda 0", "  "])
def test_check_h_knows_the_default_device(device_probe, value):
    done = run(device_probe, env={"SIMPLE_TORCH_DEVICE": value})
    assert done.returncode == 0, _report(done)
    helper, runtime = map(int, done.stdout.split())
    assert helper == runtime, _report(done)


# -- the library's exports and the header -------------------------------------------------------------

def test_exports_are_exactly_the_spec(library):
    out = subprocess.run([_tool("nm"), "-D", "--defined-only", str(library)], check=True, capture_output=True,
                         text=True).stdout
    symbols = {}
    for line in out.splitlines():
        parts = line.split()
        if parts:
            symbols[parts[-1]] = parts[-2]
    assert set(symbols) == set(FUNCTIONS), (sorted(set(symbols) - set(FUNCTIONS)), sorted(set(FUNCTIONS) - set(symbols)))
    assert set(symbols.values()) == {"T"}, "every export is a function in the text section"


_HEADER_USE_C89 = """
#include "simple_torch.h"
int main(void) {
    int64_t dims[2];
    rt_tensor t;
    dims[0] = 2;
    dims[1] = 3;
    t = rt_torch_tensor_zeros(dims, 2);
    if (rt_torch_last_error_code() != RT_OK || rt_torch_tensor_dtype(t) != RT_FLOAT32)
        return 1;
    return (int)rt_torch_tensor_free(t) + (RT_CPU == -1 ? 0 : 1) + (RT_REDUCTION_MEAN == 1 ? 0 : 1);
}
"""

_HEADER_USE_CXX = """
#include "simple_torch.h"
#include <cstdio>
int main() {
    const int64_t dims[] = {2, 3};
    const int64_t stride[2] = {1, 1};
    rt_tensor t = rt_torch_tensor_ones(dims, 2);
    rt_tensor u = 0, s = 0, vh = 0;
    rt_tensor xs[] = {t, t};
    rt_tensor c = rt_torch_tensor_cat(xs, 2, 0);
    rt_torch_tensor_svd(t, &u, &s, &vh);
    rt_torch_nn_conv2d(t, t, 0, stride, stride, stride, 1);
    double v = 0;
    rt_torch_tensor_item(c, &v);
    std::printf("%s %d\\n", rt_torch_last_error(), static_cast<int>(rt_torch_last_error_code()));
    static_assert(RT_TORCH_ABI_VERSION >= 10000, "version");
    static_assert(sizeof(rt_tensor) == 8 && sizeof(rt_handle) == 8, "handles are 64-bit");
    return rt_torch_tensor_free(c) + rt_torch_tensor_free(t) + RT_ERR_INTERNAL - 9;
}
"""


def _syntax_check(tmp_path, compiler: str, flags: list[str], source: str, suffix: str):
    path = tmp_path / f"use_header{suffix}"
    path.write_text(source)
    cmd = [_tool(compiler), *flags, "-fsyntax-only", "-I", str(HEADER.parent), str(path)]
    done = subprocess.run(cmd, capture_output=True, text=True)
    assert done.returncode == 0, f"{' '.join(cmd)}\n{done.stderr}"


def test_header_compiles_as_cxx(tmp_path):
    _syntax_check(tmp_path, "g++", ["-std=c++17", "-Wall", "-Wextra", "-Werror", "-pedantic"], _HEADER_USE_CXX, ".cpp")


@pytest.mark.parametrize("std", ["c99", "c11", "c17"])
def test_header_compiles_as_strict_c(tmp_path, std):
    _syntax_check(tmp_path, "cc", [f"-std={std}", "-pedantic", *WARNINGS], _HEADER_USE_C89, ".c")


def test_header_compiles_as_c89(tmp_path):
    _syntax_check(tmp_path, "cc", ["-std=c89", "-pedantic", *WARNINGS], _HEADER_USE_C89, ".c")


def test_header_declares_every_function_once():
    text = HEADER.read_text()
    for fn in FUNCTIONS.values():
        assert text.count(f"{fn.prototype()};") == 1, fn.name
    assert len(re.findall(r"^[^/*\s#].*\brt_torch_\w+\(.*\);$", text, re.M)) == len(FUNCTIONS)


# -- generated files ------------------------------------------------------------------------------------

def test_generated_files_match_the_spec():
    done = subprocess.run([PYTHON, "-m", "simple_torch.abi.generate", "--check"], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def _changed_row(name: str, change) -> signature.Function:
    """The spec row of a function, changed by change(proto, doc) -> (proto, doc), parsed as the spec is."""
    for number, _title, rows in spec.SECTIONS:
        for kind, proto, doc, *added in rows:
            if f" {name}(" in proto:
                return signature.parse(number, kind, *change(proto, doc), *added)
    raise KeyError(name)


@pytest.mark.parametrize("change, in_bindings", [
    (lambda proto, doc: (proto.replace("rt_tensor b)", "rt_tensor other)"), doc), True),   # a parameter renamed
    (lambda proto, doc: (proto.replace("rt_tensor b)", "int64_t b)"), doc), False),        # retyped (i64 in Simple too)
    (lambda proto, doc: (proto, doc + " (changed)"), True),                                 # the doc only
], ids=["renamed", "retyped", "doc"])
def test_a_changed_spec_line_would_be_caught(monkeypatch, change, in_bindings):
    original = (header.render(), simple_bindings.render())
    assert original[0] == HEADER.read_text()
    monkeypatch.setitem(FUNCTIONS, "rt_torch_tensor_add", _changed_row("rt_torch_tensor_add", change))
    assert header.render() != original[0]
    assert (simple_bindings.render() != original[1]) == in_bindings
    with pytest.raises(SystemExit, match="out of date with the spec"):
        generate.main(["--check"])


def test_a_changed_constant_would_be_caught(monkeypatch):
    dtypes = tuple((n, 8 if n == "RT_FLOAT64" else c, s, b, k, d) for n, c, s, b, k, d in spec.DTYPES)
    monkeypatch.setattr(spec, "DTYPES", dtypes)
    assert header.render() != HEADER.read_text()
    with pytest.raises(SystemExit):
        generate.main(["--check"])


# -- the library inside a running Python ------------------------------------------------------------------

_CTYPES = textwrap.dedent(r"""
    import ctypes, sys, threading
    lib = ctypes.CDLL(sys.argv[1])
    i64, i32 = ctypes.c_int64, ctypes.c_int32
    lib.rt_torch_last_error.restype = ctypes.c_char_p
    lib.rt_torch_backend.restype = ctypes.c_char_p
    lib.rt_torch_live_tensors.restype = i64
    lib.rt_torch_tensor_from_data.restype = i64
    lib.rt_torch_tensor_from_data.argtypes = [ctypes.c_void_p, ctypes.POINTER(i64), i32, i32]
    lib.rt_torch_tensor_full.restype = i64
    lib.rt_torch_tensor_full.argtypes = [ctypes.POINTER(i64), i32, ctypes.c_double]
    for name in ("rt_torch_tensor_add", "rt_torch_tensor_matmul"):
        getattr(lib, name).restype = i64
        getattr(lib, name).argtypes = [i64, i64]
    lib.rt_torch_tensor_copy_to.restype = i64
    lib.rt_torch_tensor_copy_to.argtypes = [i64, ctypes.c_void_p, i64]
    lib.rt_torch_tensor_free.argtypes = [i64]

    assert lib.rt_torch_init() == 0, lib.rt_torch_last_error()
    assert lib.rt_torch_last_error_code() == 0
    assert lib.rt_torch_backend() in (b"torch", b"numpy")
    live = lib.rt_torch_live_tensors()
    dims = (i64 * 2)(2, 2)
    data = (ctypes.c_float * 4)(1, 2, 3, 4)
    a = lib.rt_torch_tensor_from_data(data, dims, 2, 6)
    b = lib.rt_torch_tensor_full(dims, 2, 10.0)
    assert a > 0 and b > 0, lib.rt_torch_last_error()
    c = lib.rt_torch_tensor_add(a, b)
    out = (ctypes.c_float * 4)()
    assert lib.rt_torch_tensor_copy_to(c, out, 16) == 16
    assert list(out) == [11, 12, 13, 14], list(out)

    # the library runs in this interpreter: its runtime is the one this process imports
    import simple_torch.runtime as rt
    assert rt.rt_torch_live_tensors() == lib.rt_torch_live_tensors() == live + 3

    # errors, read through c_char_p
    bad = (i64 * 1)(5)
    x = lib.rt_torch_tensor_full(bad, 1, 1.0)
    assert lib.rt_torch_tensor_matmul(a, x) == 0
    assert lib.rt_torch_last_error_code() == 3
    assert lib.rt_torch_last_error() == b"rt_torch_tensor_matmul: shapes [2, 2] and [5] cannot be multiplied", \
        lib.rt_torch_last_error()
    assert lib.rt_torch_tensor_free(x) == 0
    assert lib.rt_torch_tensor_free(x) == 1
    assert lib.rt_torch_last_error().startswith(b"rt_torch_tensor_free: ")

    # from another Python thread, with its own last error
    seen = []
    def worker():
        seen.append(lib.rt_torch_last_error_code())
        d = lib.rt_torch_tensor_add(a, c)
        seen.append(lib.rt_torch_tensor_free(d))
        seen.append(lib.rt_torch_last_error_code())
    t = threading.Thread(target=worker)
    t.start()
    t.join()
    assert seen == [0, 0, 0], seen
    assert lib.rt_torch_last_error_code() == 1   # this thread's error is still there

    for h in (a, b, c):
        assert lib.rt_torch_tensor_free(h) == 0
    assert lib.rt_torch_live_tensors() == live
    print("ctypes: ok")
""")


def test_library_loads_into_a_running_python(library):
    done = subprocess.run([PYTHON, "-c", _CTYPES, str(library)], capture_output=True, text=True,
                          timeout=RUN_TIMEOUT, env=child_env())
    assert done.returncode == 0, _report(done)
    assert done.stdout == "ctypes: ok\n", _report(done)


# -- Python cannot start -----------------------------------------------------------------------------------

_EXPECTED_WHEN_DOWN = {   # what each result kind returns when the runtime is unavailable
    "tensor": "== 0", "handle": "== 0", "status": "== RT_ERR_INTERNAL", "bool": "== -1", "count": "== -1",
    "device": "== -2",
}
START_ERROR = "simple_torch: cannot start Python"


def _no_python_program() -> str:
    """A C program that calls every spec function (with plausible arguments) and checks it fails cleanly."""
    lines = [
        "#include <stdio.h>",
        "#include <string.h>",
        '#include "simple_torch.h"',
        "static int calls, bad;",
        "static int64_t scratch[16] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};",
        "static void down(const char *fn, int value_ok) {",
        "    const char *m = rt_torch_last_error();",
        "    int32_t code = rt_torch_last_error_code();",
        "    calls++;",
        '    if (!value_ok) { printf("%s: wrong failure value\\n", fn); bad++; }',
        '    if (code != RT_ERR_INTERNAL) { printf("%s: code %d\\n", fn, (int)code); bad++; }',
        f'    if (m == NULL || strncmp(m, "{START_ERROR}", {len(START_ERROR)}) != 0) {{',
        '        printf("%s: message %s\\n", fn, m ? m : "(NULL)"); bad++; }',
        "}",
        "int main(void) {",
        "    const char *text;",
        "    (void)text;",
    ]
    for fn in FUNCTIONS.values():
        args = []
        for p in fn.cparams:
            if p.fixed or p.ctype.endswith("*"):
                args.append("(void *)scratch")
            elif p.ctype == signature.CLOSURE_TYPE:
                args.append("NULL")
            else:
                args.append("1.0" if p.ctype == "double" else "1")
        call = f"{fn.name}({', '.join(args)})"
        if fn.ctype == "void":
            lines.append(f'    {call}; down("{fn.name}", 1);')
        elif fn.ctype == "const char*":
            check = (f'strncmp(text, "{START_ERROR}", {len(START_ERROR)}) == 0' if fn.result == "error"
                     else 'strcmp(text, "") == 0')
            lines.append(f'    text = {call}; down("{fn.name}", text != NULL && {check});')
        elif fn.result == "error":   # rt_torch_last_error_code
            lines.append(f'    down("{fn.name}", {call} == RT_ERR_INTERNAL);')
        else:
            lines.append(f'    down("{fn.name}", {call} {_EXPECTED_WHEN_DOWN[fn.result]});')
    lines += [
        '    printf("nopython: %d of %d functions failed cleanly\\n", calls - bad, calls);',
        "    return bad != 0;",
        "}",
    ]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("broken", [{"PYTHONHOME": "/nonexistent"},
                                    # issue 27: Python started anyway from a path that does not exist
                                    {"SIMPLE_TORCH_PYTHON": "/nonexistent/python3"},
                                    {"SIMPLE_TORCH_PYTHON": "/"}], ids=["home", "python-missing", "python-folder"])
def test_every_function_fails_cleanly_without_python(build, broken):
    source = build.dir / "nopython.c"
    source.write_text(_no_python_program())
    exe = build(source)
    done = run(exe, env=broken)
    assert done.returncode == 0, _report(done)
    assert done.stdout == f"nopython: {len(FUNCTIONS)} of {len(FUNCTIONS)} functions failed cleanly\n", _report(done)


# -- a program written from the contract alone -------------------------------------------------------------

def test_program_from_the_contract_alone(build):
    """test_abi_only.c uses only docs/ABI-1.0.md's names and builds with nothing but the pkg-config line."""
    source = C_DIR / f"{ABI_ONLY}.c"
    text = source.read_text()
    assert '#include "check.h"' not in text
    exe = build(source, flags=(), libs=())
    done = run(exe)
    assert done.returncode == 0, _report(done)
    assert done.stdout.endswith("abi_only: ok\n") and "FAILED" not in done.stdout, _report(done)
