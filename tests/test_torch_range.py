"""The supported PyTorch range (simple_torch/engines/torch_support.py), checked when the torch backend
starts.

A torch outside the range is never used silently: with no backend chosen the NumPy backend starts with a warning
saying why, and SIMPLE_TORCH_BACKEND=torch fails with that reason, from Python and through the C library. An
unsupported release is simulated by a stand-in `torch` package put first on PYTHONPATH.
"""

from __future__ import annotations

import os
import subprocess
import textwrap

import pytest

from simple_torch.engines import torch_support
from simple_torch.engines.torch_support import SUPPORTED

from .conftest import child_env
from .test_c_abi import LIB, PYTHON, ROOT, _report, library  # noqa: F401 (fixture)


@pytest.mark.parametrize("version", ["2.6.0", "2.9.1", "2.12.1", "2.13.0+cpu", "2.14.1+cu130", "2.14.0a0+git1234",
                                     "2.15.0", "2.16.0", "3.0.0"])
def test_supported_releases(version):
    assert torch_support.problem(version, bypass="", strict="") is None


@pytest.mark.parametrize("version", ["2.5.1", "2.4.0", "1.13.1"])
def test_releases_below_the_range_are_refused_with_the_range(version):
    reason = torch_support.problem(version, bypass="", strict="1")
    assert reason is not None and version in reason and f"torch{SUPPORTED}" in reason
    assert torch_support.BYPASS in reason   # the message says how to go on anyway


@pytest.mark.parametrize("version", ["2.14.2", "2.15.0", "2.15.0.dev20260101", "2.16.0", "3.0.0"])
def test_releases_newer_than_tested_are_used_with_a_notice_or_refused_when_strict(version):
    line = torch_support.notice(version)
    assert line is not None and version in line and torch_support.NEWEST_TESTED in line
    assert torch_support.STRICT in line and "\n" not in line   # one line, saying how to refuse instead
    reason = torch_support.problem(version, bypass="", strict="1")
    assert reason is not None and version in reason and torch_support.STRICT in reason
    assert torch_support.problem(version, bypass="", strict="yes") is None   # only "1" turns strictness on


@pytest.mark.parametrize("version", ["2.6.0", "2.13.0+cpu", "2.14.1+cu130", "2.14.1"])
def test_tested_releases_need_no_notice_and_pass_the_strict_check(version):
    assert torch_support.notice(version) is None
    assert torch_support.problem(version, bypass="", strict="1") is None


def test_the_bypass_admits_any_2x_release_below_the_range_only():
    assert torch_support.problem("2.3.0", bypass="1") is None
    assert torch_support.problem("1.13.1", bypass="1") is not None
    assert torch_support.problem("2.3.0", bypass="yes") is not None   # only "1" turns the check off


def test_a_version_that_is_not_a_release_is_refused():
    assert "not a release number" in torch_support.problem("unknown", bypass="")


def test_the_range_is_stated_in_the_readme():
    readme = (ROOT / "README.md").read_text()
    assert f"torch{SUPPORTED}" in readme and torch_support.NEWEST_TESTED in readme


@pytest.fixture(scope="module")
def old_torch(tmp_path_factory):
    """A directory whose `torch` package claims release 2.3.0 and has nothing else."""
    root = tmp_path_factory.mktemp("old_torch")
    (root / "torch").mkdir()
    (root / "torch" / "__init__.py").write_text('__version__ = "2.3.0"\n')
    return root


def _python(code: str, old_torch, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run([PYTHON, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=120,
                          env=child_env({"PYTHONPATH": str(old_torch), **env}))


START = """
    from simple_torch.runtime import startup
    print(startup.backend().name)
"""


def test_an_unsupported_torch_is_not_used_by_default(old_torch):
    done = _python(START, old_torch)
    assert done.returncode == 0, _report(done)
    assert done.stdout == "numpy\n", _report(done)
    assert "PyTorch 2.3.0 is outside the supported range" in done.stderr and "using the NumPy backend" in done.stderr


def test_an_unsupported_torch_asked_for_is_an_error(old_torch):
    done = _python(START, old_torch, SIMPLE_TORCH_BACKEND="torch")
    assert done.returncode == 1, _report(done)
    assert "the torch backend was requested but cannot be used: PyTorch 2.3.0 is outside the supported range" \
        in done.stderr, _report(done)


def test_the_command_line_check(old_torch):
    done = _python("from simple_torch.engines.torch_support import main; raise SystemExit(main())", old_torch)
    assert done.returncode == 1 and "PyTorch 2.3.0 is outside the supported range" in done.stderr, _report(done)
    real = subprocess.run([PYTHON, "-m", "simple_torch.engines.torch_support"], capture_output=True, text=True,
                          timeout=120, env=child_env())
    if os.environ.get("PYTHONPATH"):   # `make test`'s run with torch hidden (tests/no_torch)
        assert real.returncode == 1 and "cannot import torch" in real.stderr, _report(real)
    else:
        assert real.returncode == 0 and "is supported" in real.stdout, _report(real)


C_PROGRAM = r"""
#include <stdio.h>
#include "simple_torch.h"
int main(void) {
    int32_t status = rt_torch_init();
    printf("%d %s\n", (int)status, status == 0 ? rt_torch_backend() : rt_torch_last_error());
    return 0;
}
"""


@pytest.mark.parametrize("backend", ["", "torch"])
def test_the_c_library_reports_an_unsupported_torch(library, old_torch, tmp_path, backend):
    source = tmp_path / "init.c"
    source.write_text(C_PROGRAM)
    exe = tmp_path / "init"
    subprocess.run(["cc", "-Wall", "-Wextra", "-Werror", f"-I{ROOT / 'include'}", str(source), "-o", str(exe),
                    f"-L{LIB.parent}", f"-Wl,-rpath,{LIB.parent}", "-lsimple_torch_ffi"], check=True)
    env = {"PYTHONPATH": str(old_torch), **({"SIMPLE_TORCH_BACKEND": backend} if backend else {})}
    done = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, _report(done)
    if backend:
        assert not done.stdout.startswith("0 ") and "PyTorch 2.3.0 is outside the supported range" in done.stdout, \
            _report(done)
    else:
        assert done.stdout == "0 numpy\n", _report(done)
        assert "PyTorch 2.3.0 is outside the supported range" in done.stderr, _report(done)


@pytest.fixture(scope="module")
def newer_torch(tmp_path_factory):
    """A directory whose sitecustomize makes the installed torch report release 2.16.0 once it is imported (not
    imported there: the embedded interpreter of the C library must finish starting first)."""
    root = tmp_path_factory.mktemp("newer_torch")
    (root / "sitecustomize.py").write_text(NEWER_TORCH)
    return root


NEWER_TORCH = """
import importlib.abc
import importlib.machinery
import sys


class NewerTorch(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name != "torch":
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        run = spec.loader.exec_module

        def exec_module(module):
            run(module)
            from torch.torch_version import TorchVersion
            module.__version__ = TorchVersion("2.16.0")

        spec.loader.exec_module = exec_module
        return spec


sys.meta_path.insert(0, NewerTorch())
"""


NEWER_LINE = "simple_torch: PyTorch 2.16.0 is newer than the tested releases"


def test_a_newer_release_starts_on_torch_with_one_line(newer_torch):
    done = _python(START, newer_torch)
    assert done.returncode == 0, _report(done)
    assert done.stdout == "torch\n", _report(done)
    assert done.stderr.count(NEWER_LINE) == 1 and len(done.stderr.splitlines()) == 1, _report(done)
    strict = _python(START, newer_torch, SIMPLE_TORCH_BACKEND="torch", SIMPLE_TORCH_STRICT_VERSION="1")
    assert strict.returncode == 1 and "PyTorch 2.16.0 is newer than the tested releases" in strict.stderr \
        and "SIMPLE_TORCH_STRICT_VERSION=1 refuses those" in strict.stderr, _report(strict)


C_FAST_PATH = r"""
#include <stdio.h>
#include "simple_torch.h"
int main(void) {
    int32_t status = rt_torch_init();
    printf("%d %s %s\n", (int)status, status == 0 ? rt_torch_backend() : rt_torch_last_error(), rt_torch_fast_path());
    return 0;
}
"""


def test_a_newer_release_runs_the_c_library_on_torch(library, newer_torch, tmp_path):
    source = tmp_path / "init.c"
    source.write_text(C_FAST_PATH)
    exe = tmp_path / "init"
    subprocess.run(["cc", "-Wall", "-Wextra", "-Werror", f"-I{ROOT / 'include'}", str(source), "-o", str(exe),
                    f"-L{LIB.parent}", f"-Wl,-rpath,{LIB.parent}", "-lsimple_torch_ffi"], check=True)
    done = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120,
                          env={"PYTHONPATH": str(newer_torch)})
    # the fast path too (a release from 2.14 on keeps clamp off: tests/test_shim_parts.py)
    assert done.returncode == 0 and done.stdout.startswith("0 torch on"), _report(done)
    assert done.stderr.count(NEWER_LINE) == 1, _report(done)
