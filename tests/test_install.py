"""`make install` gives a library that works without the build tree.

The files `make install` needs are copied to a temporary tree, which installs into a temporary prefix with
`make install PREFIX=... PYTHON=<this venv's python> TORCH=system` (so nothing large is downloaded: the torch and
NumPy the installed library uses are this venv's), and again staged with DESTDIR. The tree is then deleted, and a C
program is compiled with `pkg-config --cflags --libs simple-torch` against the prefix and run under `env -i`: it
must compute, on both backends, with the installed copy of the package (its byte code appears there); a C++ program
over the installed simple_torch.hpp computes and catches an error.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from simple_torch.abi.enums import ErrorCode

from .conftest import child_env
from .test_c_abi import PYTHON, ROOT, VENV_PYTHON, _report

TREE = ["Makefile", "pyproject.toml", "constraints.txt", "README.md", "src", "include", "bindings/simple"]
STAGED_PREFIX = "/opt/simple-torch"
TIMEOUT = 300

PROGRAM = r"""
#include <stdio.h>
#include "simple_torch.h"

int main(void) {
    int64_t dims[2] = {2, 2};
    float data[4] = {1, 2, 3, 4}, out[4];
    rt_tensor a = rt_torch_tensor_from_data(data, dims, 2, RT_FLOAT32);
    rt_tensor b = rt_torch_tensor_matmul(a, a);
    if (b == 0 || rt_torch_tensor_copy_to(b, out, sizeof out) < 0) {
        printf("failed: %s\n", rt_torch_last_error());
        return 1;
    }
    printf("%s %g %g %g %g (fast path %s)\n", rt_torch_backend(), out[0], out[1], out[2], out[3],
           rt_torch_fast_path());
    rt_torch_tensor_free(a);
    rt_torch_tensor_free(b);
    return 0;
}
"""


# PROGRAM's product in C++, over the installed simple_torch.hpp
CPP_PROGRAM = r"""
#include <cstdio>
#include "simple_torch.hpp"

int main() {
    namespace st = simple_torch;
    const st::Tensor a = st::from_vector(std::vector<float>{1, 2, 3, 4}, {2, 2});
    for (float value : st::matmul(a, a).to_vector<float>())
        std::printf("%g ", value);
    try {
        st::matmul(a, st::ones({3, 3}));
    } catch (const st::Error& e) {
        std::printf("[%d] %s\n", e.code(), e.what());
    }
    return 0;
}
"""


def expected_output(backend: str) -> str:
    """What PROGRAM prints: issue 17's fast path runs from an install too, on the torch backend."""
    fast = "on" if backend == "torch" else "off: the numpy backend is active; the fast path runs PyTorch's operators"
    return f"{backend} 7 10 15 22 (fast path {fast})\n"


def _make(tree: Path, *args: str) -> None:
    # not the variables of the `make test` this may run under (MAKEFLAGS carries its command line)
    env = {name: value for name, value in os.environ.items() if name not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL")}
    done = subprocess.run(["make", "-C", str(tree), "install", f"PYTHON={PYTHON}", "TORCH=system", *args],
                          capture_output=True, text=True, timeout=TIMEOUT, env=env)
    assert done.returncode == 0, _report(done)


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> dict[str, Path]:
    """The prefix and the staging folder, once the tree that installed into them is gone."""
    if not VENV_PYTHON.exists():
        pytest.skip("needs the repository's .venv (make setup)")
    base = tmp_path_factory.mktemp("install")
    tree = base / "tree"
    for name in TREE:
        source, target = ROOT / name, tree / name
        if source.is_dir():
            shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    _make(tree, f"PREFIX={base / 'prefix'}")
    _make(tree, f"PREFIX={STAGED_PREFIX}", f"DESTDIR={base / 'stage'}")
    shutil.rmtree(tree)
    return {"prefix": base / "prefix", "stage": base / "stage"}


def test_the_files_are_in_the_usual_places(installed):
    for root in (installed["prefix"], installed["stage"] / STAGED_PREFIX.lstrip("/")):
        for name in ["lib/libsimple_torch_ffi.so", "lib/pkgconfig/simple-torch.pc", "include/simple_torch.h",
                     "include/simple_torch.hpp", "share/simple-torch/ffi.spl",
                     "lib/simple-torch/python/simple_torch/clib/entry.py"]:
            assert (root / name).is_file(), name
    for header in ("simple_torch.h", "simple_torch.hpp"):
        assert (installed["prefix"] / "include" / header).read_bytes() == (ROOT / "include" / header).read_bytes()


def test_the_pkgconfig_file_names_the_prefix_not_the_staging_folder(installed):
    staged = (installed["stage"] / STAGED_PREFIX.lstrip("/") / "lib/pkgconfig/simple-torch.pc").read_text()
    assert staged.startswith(f"prefix={STAGED_PREFIX}\n") and str(installed["stage"]) not in staged
    assert (installed["prefix"] / "lib/pkgconfig/simple-torch.pc").read_text().startswith(
        f"prefix={installed['prefix']}\n")


def _build(prefix: Path, out: Path, sysroot: Path | None = None, cpp: bool = False) -> Path:
    env = {**os.environ, "PKG_CONFIG_PATH": str((sysroot or Path("/")) / str(prefix).lstrip("/") / "lib/pkgconfig")}
    if sysroot:
        env["PKG_CONFIG_SYSROOT_DIR"] = str(sysroot)
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "simple-torch"], env=env, check=True,
                           capture_output=True, text=True).stdout.split()
    source = out.with_suffix(".cpp" if cpp else ".c")
    source.write_text(CPP_PROGRAM if cpp else PROGRAM)
    compiler = ["c++", "-std=c++17"] if cpp else ["cc"]
    subprocess.run([*compiler, "-Wall", "-Wextra", "-Werror", str(source), "-o", str(out), *flags], check=True)
    return out


@pytest.mark.parametrize("backend", ["torch", "numpy"])
def test_the_installed_library_works_without_the_tree(installed, tmp_path, backend):
    prefix = installed["prefix"]
    byte_code = prefix / "lib/simple-torch/python/simple_torch/clib/__pycache__"
    exe = _build(prefix, tmp_path / "prog")
    done = subprocess.run(["env", "-i", f"SIMPLE_TORCH_BACKEND={backend}", str(exe)], capture_output=True,
                          text=True, timeout=TIMEOUT, env=child_env())
    assert done.returncode == 0, _report(done)
    assert done.stdout == expected_output(backend), _report(done)
    assert any(byte_code.glob("entry.*.pyc")), "the library did not import the installed copy of simple_torch"


def test_the_installed_cpp_header_works_without_the_tree(installed, tmp_path):
    exe = _build(installed["prefix"], tmp_path / "prog", cpp=True)
    done = subprocess.run(["env", "-i", "SIMPLE_TORCH_BACKEND=numpy", str(exe)], capture_output=True, text=True,
                          timeout=TIMEOUT, env=child_env())
    assert done.returncode == 0, _report(done)
    assert done.stdout == f"7 10 15 22 [{int(ErrorCode.SHAPE)}] rt_torch_tensor_matmul: shapes [2, 2] and [3, 3] " \
                          "cannot be multiplied\n", _report(done)


def test_a_staged_install_works_where_it_lies(installed, tmp_path):
    """The library finds its package relative to itself, so the staged tree runs before it is moved into place."""
    stage = installed["stage"]
    exe = _build(Path(STAGED_PREFIX), tmp_path / "prog", sysroot=stage)
    libdir = stage / STAGED_PREFIX.lstrip("/") / "lib"
    done = subprocess.run(["env", "-i", f"LD_LIBRARY_PATH={libdir}", "SIMPLE_TORCH_BACKEND=numpy", str(exe)],
                          capture_output=True, text=True, timeout=TIMEOUT)
    assert done.returncode == 0 and done.stdout.startswith("numpy 7 10 15 22 (fast path off: "), _report(done)
