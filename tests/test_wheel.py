"""`pip install .` gives a wheel with the C library, its header and pkg-config file, and `simple-torch-config`.

The wheel is built from this checkout as `pip install .` builds it, with build isolation (`pip wheel . --no-deps`:
pip makes a fresh environment with only pyproject.toml's build requirements, from the package index), and
installed with `pip --python` into a fresh venv, which sees this venv's NumPy, cffi and torch through a .pth file
(written by src/simple_torch/clib/system_paths.py, as for make's TORCH=system).
A C program compiled with `$(simple-torch-config --cflags --libs)` then runs under `env -i`: the wheel's library
must start the fresh venv's interpreter (found relative to the library; a .pth line of the venv records
sys.prefix) and import the wheel's copy of simple_torch (installed without byte code, which appears on import).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from .test_c_abi import PYTHON, ROOT, VENV_PYTHON, _report, library  # noqa: F401 (fixture)
from .test_install import PROGRAM, expected_output

TIMEOUT = 300


def _run(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT, **kw)
    assert done.returncode == 0, _report(done)
    return done


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    if not VENV_PYTHON.exists():
        pytest.skip("needs the repository's .venv (make setup)")
    out = tmp_path_factory.mktemp("wheel")
    built = _run([PYTHON, "-m", "pip", "wheel", str(ROOT), "--no-deps", "--verbose", "-w", str(out)])
    # issue 27: the build once imported NumPy, which the isolated environment lacks, and setuptools warned of the
    # license's form at every install
    for warning in ("BuildBackendWarning", "SetuptoolsDeprecationWarning"):
        assert warning not in built.stdout + built.stderr, built.stderr
    (found,) = out.glob("simple_torch_ffi-*.whl")
    return found


@pytest.fixture(scope="module")
def venv(wheel, tmp_path_factory) -> dict[str, Path]:
    """A fresh venv with the wheel installed; `marker` gets the sys.prefix of each interpreter that starts there."""
    base = tmp_path_factory.mktemp("venv")
    env_dir, marker = base / "env", base / "started_in"
    _run([PYTHON, "-m", "venv", "--without-pip", str(env_dir)])
    python = env_dir / "bin" / "python"
    site = Path(_run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"]).stdout.strip())
    # this venv's packages (numpy, cffi, torch, ...), as make's TORCH=system finds them; never its simple_torch
    dependencies = _run([PYTHON, str(ROOT / "src" / "simple_torch" / "clib" / "system_paths.py")]).stdout
    (site / "dependencies.pth").write_text(
        f"{dependencies}import sys; open({str(marker)!r}, 'a').write(sys.prefix + '\\n')\n")
    _run([PYTHON, "-m", "pip", "--python", str(python), "install", "--quiet", "--no-deps", "--no-compile",
          str(wheel)])
    return {"dir": env_dir, "site": site, "marker": marker}


def test_the_wheel_carries_the_library_header_and_pkgconfig(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for name in ["simple_torch/lib/libsimple_torch_ffi.so", "simple_torch/lib/pkgconfig/simple-torch.pc",
                 "simple_torch/include/simple_torch.h", "simple_torch/include/simple_torch.hpp",
                 "simple_torch/clib/entry.py", "simple_torch/py.typed", "simple_torch/_tensor_core.pyi"]:
        assert name in names, name
    assert any(re.fullmatch(r"simple_torch/_tensor_core\.cpython-.*\.so", name) for name in names)   # Tier 3's core
    tag = f"cp{sys.version_info.major}{sys.version_info.minor}"
    assert f"-{tag}-{tag}-linux_" in wheel.name   # a platform wheel, for this Python


def test_simple_torch_config(venv):
    config = str(venv["dir"] / "bin" / "simple-torch-config")
    package = venv["site"] / "simple_torch"
    out = _run([config, "--cflags", "--libs"]).stdout
    assert out == f"-I{package / 'include'} -L{package / 'lib'} -Wl,-rpath,{package / 'lib'} -lsimple_torch_ffi\n"
    assert _run([config, "--libdir"]).stdout == f"{package / 'lib'}\n"
    assert _run([config, "--includedir"]).stdout == f"{package / 'include'}\n"
    assert _run([config, "--pkgconfigdir"]).stdout == f"{package / 'lib' / 'pkgconfig'}\n"
    assert _run([config, "--prefix"]).stdout == f"{package}\n"
    assert _run([config, "--version"]).stdout == "0.1.0\n"
    assert subprocess.run([config], capture_output=True, timeout=TIMEOUT).returncode == 1   # nothing asked
    usage = " ".join(_run([config, "--help"]).stdout.split())   # issue 27: it stopped at "as numpy-config and"
    assert "C library of this installation, as numpy-config and pybind11-config give theirs." in usage, usage
    assert "example: cc prog.c $(simple-torch-config --cflags --libs) -o prog" in usage, usage


def test_the_pkgconfig_file_is_relative_to_itself(venv):
    pkgconfigdir = venv["site"] / "simple_torch" / "lib" / "pkgconfig"
    flags = _run(["pkg-config", "--cflags", "--libs", "simple-torch"],
                 env={"PKG_CONFIG_PATH": str(pkgconfigdir), "PATH": "/usr/bin:/bin"}).stdout.split()
    include = next(f[2:] for f in flags if f.startswith("-I"))
    assert Path(include).resolve() == venv["site"] / "simple_torch" / "include"


@pytest.mark.parametrize("backend", ["torch", "numpy"])
def test_a_c_program_runs_on_the_wheel(venv, tmp_path, backend):
    flags = _run([str(venv["dir"] / "bin" / "simple-torch-config"), "--cflags", "--libs"]).stdout.split()
    source, exe = tmp_path / "prog.c", tmp_path / "prog"
    source.write_text(PROGRAM)
    _run(["cc", "-Wall", "-Wextra", "-Werror", str(source), "-o", str(exe), *flags])
    byte_code = venv["site"] / "simple_torch" / "clib" / "__pycache__"
    shutil.rmtree(byte_code, ignore_errors=True)
    venv["marker"].unlink(missing_ok=True)
    done = _run(["env", "-i", f"SIMPLE_TORCH_BACKEND={backend}", str(exe)])
    assert done.stdout == expected_output(backend), _report(done)
    # the venv's own interpreter (whose start-up runs the venv's .pth files twice: CPython 3.11's site.main)
    assert set(venv["marker"].read_text().splitlines()) == {str(venv["dir"])}
    assert any(byte_code.glob("entry.*.pyc")), "the library did not import the wheel's simple_torch"


@pytest.mark.parametrize("backend", ["torch", "numpy"])
def test_tier3_runs_on_the_wheel(venv, backend):
    """`import simple_torch as st` from the wheel, its Tensor core (the compiled extension) included."""
    program = ("import simple_torch as st, simple_torch._tensor_core as core; x = st.ones(2) + st.ones(2); "
               "print(core.__file__.startswith(st.__path__[0]), x.tolist(), (x * 3).sum().item())")
    done = _run(["env", "-i", f"SIMPLE_TORCH_BACKEND={backend}", str(venv["dir"] / "bin" / "python"), "-c", program])
    assert done.stdout == "True [2.0, 2.0] 12.0\n", _report(done)


def test_simple_torch_config_of_an_editable_install(library):
    """make setup's editable install has no library in the package: the checkout's make lib output is named."""
    config = VENV_PYTHON.parent / "simple-torch-config"
    if not config.exists():
        pytest.skip("needs the repository's .venv (make setup)")
    out = _run([str(config), "--cflags", "--libs"]).stdout
    assert out == f"-I{ROOT / 'include'} -L{library.parent} -Wl,-rpath,{library.parent} -lsimple_torch_ffi\n"
