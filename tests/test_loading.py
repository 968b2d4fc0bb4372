"""The library starts whichever way a host loads it, on both backends.

- tests/c/load_modes.c loads it with dlopen as foreign-language FFIs do: RTLD_LOCAL (koffi, Rust's
  libloading, LuaJIT, Julia), RTLD_GLOBAL, RTLD_LAZY, RTLD_DEEPBIND, first from a second thread, twice,
  and dlclose then dlopen again; each time it computes a matmul, a backward and a bad-handle error.
- tests/ctypes_host.py trains through it from Python's ctypes, RTLD_LOCAL and RTLD_GLOBAL: in the venv's
  interpreter (the library's own) and in the system's python3, another interpreter already running; the
  library runs in the host's interpreter each time.
- Python hosts it cannot run in (no cffi on their path; another minor version of Python) get
  RT_ERR_INTERNAL with a reason from every call, and go on running.
- examples/node/train.js trains through it from Node.js with the koffi package (npm; RTLD_LOCAL).
Each program runs with an otherwise empty environment, as in tests/test_c_abi.py.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import child_env
from .test_c_abi import C_DIR, LIB, PYTHON, ROOT, _report, library  # noqa: F401 (fixture)

BACKENDS = ["torch", "numpy"]
MODES = ["local", "global", "lazy", "deepbind", "thread", "twice", "reopen"]
NODE_EXAMPLE = ROOT / "examples" / "node"
SYSTEM_PYTHON = Path("/usr/bin/python3")
TIMEOUT = 300


def _run(cmd: list[str], backend: str, **extra: str) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, env=child_env({"SIMPLE_TORCH_BACKEND": backend, **extra}), capture_output=True,
                          text=True, timeout=TIMEOUT)


@pytest.fixture(scope="module")
def load_modes(library, tmp_path_factory) -> Path:
    """tests/c/load_modes.c, built with the header alone (no link against the library)."""
    exe = tmp_path_factory.mktemp("loading") / "load_modes"
    done = subprocess.run(["cc", "-Wall", "-Wextra", "-Werror", "-pthread", f"-I{ROOT / 'include'}",
                           str(C_DIR / "load_modes.c"), "-o", str(exe), "-ldl", "-lm"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return exe


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("mode", MODES)
def test_dlopen_mode(load_modes, mode, backend):
    done = _run([str(load_modes), str(LIB), mode], backend)
    assert done.returncode == 0, _report(done)
    match = re.fullmatch(rf"load_modes {mode}: (\d+) checks passed \({backend}\)\n", done.stdout)
    assert match, _report(done)
    assert int(match[1]) >= 30, _report(done)   # one round of work; two in the modes that work twice


# dlmopen(LM_ID_NEWLM) puts the library and its libpython in a new link-map namespace, where glibc crashes on
# an RTLD_GLOBAL dlopen (add_to_global_resize): the library then skips its promotion of libpython, and
# refuses PyTorch (whose import makes one) with a reason; NumPy works there.
@pytest.mark.parametrize("backend", BACKENDS)
def test_dlmopen_works_or_is_refused(load_modes, backend):
    done = _run([str(load_modes), str(LIB), "dlmopen"], backend)
    assert done.returncode == 0, _report(done)
    if backend == "torch":
        assert re.fullmatch(r"load_modes dlmopen: refused: .*the torch backend was requested but cannot be used "
                            r"here: .*dlmopen.*\n", done.stdout), _report(done)
    else:
        assert re.fullmatch(r"load_modes dlmopen: (\d+) checks passed \(numpy\)\n", done.stdout), _report(done)


def _pythons() -> list[str]:
    """The venv's interpreter, and the system's when it is another one."""
    found = [PYTHON]
    if SYSTEM_PYTHON.exists() and SYSTEM_PYTHON.resolve() != Path(PYTHON).resolve():
        found.append(str(SYSTEM_PYTHON))
    return found


def test_the_system_python_is_another_interpreter():
    """Else the next test would load the library only into its own interpreter."""
    if not SYSTEM_PYTHON.exists():
        pytest.skip(f"{SYSTEM_PYTHON} is not on this machine")
    assert len(_pythons()) == 2, "the venv's python is the system's: no second interpreter to test in"


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("mode", ["local", "global"])
@pytest.mark.parametrize("python", _pythons(), ids=["venv-python", "system-python"][:len(_pythons())])
def test_ctypes_in_a_running_python(library, python, mode, backend):
    done = _run([python, str(ROOT / "tests" / "ctypes_host.py"), str(LIB), mode], backend)
    assert done.returncode == 0, _report(done)
    assert re.fullmatch(rf"ctypes host \({mode}, .*\): loss [\d.]+ -> [\d.]+, live tensors 0 \({backend}\), "
                        r"in this interpreter\n", done.stdout), _report(done)


# A Python host that loads the library and calls it: init, then full + sum + item + free, then the live count.
# Prints one JSON object. Kept to Python 3.8's syntax: it runs in other versions of Python.
PROBE = """
import ctypes, json, sys
lib = ctypes.CDLL(sys.argv[1])
i64, i32, f64 = ctypes.c_int64, ctypes.c_int32, ctypes.c_double
for name, result, params in [
        ("rt_torch_init", i32, []), ("rt_torch_last_error_code", i32, []),
        ("rt_torch_last_error", ctypes.c_char_p, []), ("rt_torch_backend", ctypes.c_char_p, []),
        ("rt_torch_live_tensors", i64, []), ("rt_torch_tensor_full", i64, [ctypes.POINTER(i64), i32, f64]),
        ("rt_torch_tensor_sum", i64, [i64]), ("rt_torch_tensor_item", i32, [i64, ctypes.POINTER(f64)]),
        ("rt_torch_tensor_free", i32, [i64])]:
    getattr(lib, name).restype, getattr(lib, name).argtypes = result, params
out = {"init": lib.rt_torch_init()}
out["code"], out["message"] = lib.rt_torch_last_error_code(), lib.rt_torch_last_error().decode()
full = lib.rt_torch_tensor_full((i64 * 1)(3), 1, 2.5)
out["full"], out["full_code"] = full, lib.rt_torch_last_error_code()
if full > 0:
    total, value = lib.rt_torch_tensor_sum(full), f64()
    out["item"] = lib.rt_torch_tensor_item(total, ctypes.byref(value))
    out["sum"], out["backend"] = value.value, lib.rt_torch_backend().decode()
    lib.rt_torch_tensor_free(total)
    lib.rt_torch_tensor_free(full)
out["live"] = lib.rt_torch_live_tensors()
print(json.dumps(out))
"""


def _probe(python: str, backend: str, *flags: str) -> dict:
    done = _run([python, *flags, "-c", PROBE, str(LIB)], backend)
    assert done.returncode == 0, _report(done)   # whatever happens, the host goes on
    return json.loads(done.stdout.strip().splitlines()[-1])


def _check_refused_or_works(out: dict, backend: str) -> None:
    """Either the library ran (3 x 2.5 summed, nothing left live), or every call says why it cannot."""
    if out["init"] == 0:
        assert (out["full"] > 0 and out["item"] == 0 and out["sum"] == 7.5 and out["live"] == 0
                and out["backend"] == backend), out
    else:
        assert out["init"] == out["code"] == out["full_code"] == 9 and out["full"] == 0, out   # RT_ERR_INTERNAL
        assert out["message"].startswith("simple_torch: ") and out["live"] == -1, out


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_python_host_that_imported_torch_first(library, backend):
    """Importing torch gives PyCapsule_Type a method-cache version tag, which cffi's start-up took for its spin lock
    being held: the host aborted in _cffi_carefully_make_gil before the library cleared it (shell.c)."""
    done = _run([PYTHON, "-c", "import torch\n" + PROBE, str(LIB)], backend)
    assert done.returncode == 0, _report(done)
    _check_refused_or_works(json.loads(done.stdout.strip().splitlines()[-1]), backend)
    assert json.loads(done.stdout.strip().splitlines()[-1])["init"] == 0


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_python_host_without_cffi(library, backend):
    """`python -S` has no site-packages: no _cffi_backend, as in a venv made for another project."""
    out = _probe(PYTHON, backend, "-S")
    _check_refused_or_works(out, backend)


def _other_pythons() -> list:
    """The nearest older and newer minor version of Python 3 found here (pyenv's versions beside the venv's
    base, /usr/bin, /usr/local/bin), as pytest params."""
    found = {}
    candidates = [(d / "bin" / "python3", d.name) for d in sorted(Path(sys.base_prefix).parent.glob("3.*"))]
    candidates += [(exe, exe.name.removeprefix("python")) for folder in (Path("/usr/bin"), Path("/usr/local/bin"))
                   for exe in sorted(folder.glob("python3.*"))]
    for exe, version in candidates:
        match = re.fullmatch(r"3\.(\d+)(\.\d+)?", version)
        if match and int(match[1]) >= 8 and exe.is_file() and os.access(exe, os.X_OK):
            found.setdefault((3, int(match[1])), exe)
    mine = sys.version_info[:2]   # the library is built by the interpreter that runs the tests
    older, newer = [v for v in found if v < mine], [v for v in found if v > mine]
    params = [pytest.param(str(found[max(older)]), id=f"python{max(older)[0]}.{max(older)[1]}")] if older else []
    if newer:
        params.append(pytest.param(str(found[min(newer)]), id=f"python{min(newer)[0]}.{min(newer)[1]}"))
    return params


@pytest.mark.parametrize("python", _other_pythons())
def test_a_python_host_of_another_version(library, python):
    """The library's Py_* calls reach the host's interpreter, which is not the one it was built for."""
    out = _probe(python, os.environ.get("SIMPLE_TORCH_BACKEND", "torch"))
    assert out["init"] == 9, out   # the venv's packages are built for another version: it cannot run there
    _check_refused_or_works(out, "")
    built = f"{sys.version_info[0]}.{sys.version_info[1]}"
    assert re.fullmatch(rf"simple_torch: this process runs Python 3\.\d+\.\d+\S*, but the library was built for "
                        rf"Python {re.escape(built)}; .+", out["message"]), out


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_node_program_trains_through_koffi(library, backend):
    node = shutil.which("node")
    assert node is not None, "node is needed (it is on every machine of this project)"
    assert (NODE_EXAMPLE / "node_modules" / "koffi").is_dir(), "run `make test` (it runs npm ci in examples/node)"
    done = _run([node, str(NODE_EXAMPLE / "train.js"), str(LIB)], backend, PATH=os.environ.get("PATH", ""))
    assert done.returncode == 0, _report(done)
    last = done.stdout.strip().splitlines()[-1]
    match = re.fullmatch(rf"node: backend {backend}, final loss ([\d.]+) \(first ([\d.]+)\), weights "
                         r"\[([-\d.]+), ([-\d.]+)\], bias ([-\d.]+), live tensors 0", last)
    assert match, _report(done)
    assert float(match[1]) < 1e-3 and abs(float(match[3]) - 3) < 0.05 and abs(float(match[4]) + 2) < 0.05, last
