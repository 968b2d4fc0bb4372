"""`make install`: the library, its header, pkg-config file and Simple bindings under a prefix, working without
the build tree.

    python -m simple_torch.clib.install --prefix /usr/local [--destdir STAGE] [--python /path/python]

What goes where ($DESTDIR$PREFIX/...):

    lib/libsimple_torch_ffi.so           the library, built again for the install (below)
    lib/pkgconfig/simple-torch.pc        prefix=$PREFIX
    include/simple_torch.h
    include/simple_torch.hpp             the C++ binding (header-only)
    share/simple-torch/ffi.spl           the Simple bindings
    lib/simple-torch/python/             a copy of the simple_torch package, and the runtime dependencies the
                                         interpreter lacks (pip install --target)

The library embeds Python and imports simple_torch. A development build finds both through the build tree (its
.venv's interpreter, the editable install of src/); the installed one is built again with:
- the interpreter baked in: --python (`make install TORCH=system` passes PYTHON's), else the base interpreter of
  the running venv (the venv is part of the build tree);
- lib/simple-torch/python put first on Python's path, relative to the library's folder, so the install can be
  staged under DESTDIR or moved as a whole;
- whatever of the runtime dependencies (pyproject.toml's, and torch) that interpreter cannot import, installed into
  lib/simple-torch/python with the pins of constraints.txt. With the default TORCH=pinned that is all of them,
  torch included; with TORCH=system, only what PYTHON lacks.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

from . import build

PACKAGE = Path(__file__).resolve().parents[1]   # src/simple_torch
PYTHON_DIR = Path("simple-torch") / "python"    # under PREFIX/lib
HEADERS = ("simple_torch.h", "simple_torch.hpp")   # the C ABI, and the C++ binding over it

# Prints the requirements (given as JSON on argv[1]) whose distribution this interpreter does not have.
_MISSING = """
import importlib.metadata, json, re, sys
for requirement in json.loads(sys.argv[1]):
    name = re.match(r"[A-Za-z0-9._-]+", requirement)[0]
    try:
        importlib.metadata.distribution(name)
    except importlib.metadata.PackageNotFoundError:
        print(requirement)
"""


def runtime_requirements() -> list[str]:
    """pyproject.toml's dependencies and the torch extra (pinned by constraints.txt)."""
    project = tomllib.loads((build.ROOT / "pyproject.toml").read_text())["project"]
    return [*project["dependencies"], *project["optional-dependencies"]["torch"]]


def missing(python: str, requirements: list[str]) -> list[str]:
    done = subprocess.run([python, "-c", _MISSING, json.dumps(requirements)], capture_output=True, text=True)
    if done.returncode:   # the interpreter could not run the check
        sys.exit(f"install: cannot run {python}: {done.stderr.strip()}")
    return done.stdout.split()


def base_python() -> str:
    """The interpreter the running venv was made from (sys._base_executable: CPython's own record of it)."""
    return getattr(sys, "_base_executable", None) or sys.executable


def install(prefix: Path, destdir: str, python: str | None) -> Path:
    if not prefix.is_absolute():
        sys.exit(f"install: PREFIX must be an absolute path, not {prefix}")
    root = Path(destdir + str(prefix)) if destdir else prefix
    python = python or base_python()
    site = root / "lib" / PYTHON_DIR
    package = site / "simple_torch"
    shutil.rmtree(package, ignore_errors=True)   # no module of an older install may linger
    shutil.copytree(PACKAGE, package, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    needed = missing(python, runtime_requirements())
    if needed:
        print(f"install: {python} lacks {', '.join(needed)}: installing into {site}")
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--target", str(site), "--upgrade",
                        "-c", str(build.ROOT / "constraints.txt"), *needed], check=True)
    build.main(["--out", str(root / "lib"), "--work", str(build.ROOT / "build" / "install-gen"),
                "--python", python, "--first-path", str(PYTHON_DIR), "--pc-prefix", str(prefix)])
    (root / "include").mkdir(parents=True, exist_ok=True)
    for header in HEADERS:
        shutil.copy2(build.ROOT / "include" / header, root / "include" / header)
    share = root / "share" / "simple-torch"
    share.mkdir(parents=True, exist_ok=True)
    shutil.copy2(build.ROOT / "bindings" / "simple" / "ffi.spl", share / "ffi.spl")
    print(f"installed under {root}: lib/{build.LIBRARY}, lib/pkgconfig/simple-torch.pc, "
          f"include/{{{','.join(HEADERS)}}}, share/simple-torch/ffi.spl, lib/{PYTHON_DIR}/ (Python: {python})")
    return root


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prefix", type=Path, required=True, help="where the files will be used from")
    parser.add_argument("--destdir", default="", help="a staging folder the files are written under")
    parser.add_argument("--python", help="the interpreter the library starts (default: the venv's base)")
    opts = parser.parse_args(argv)
    install(opts.prefix, opts.destdir, opts.python)


if __name__ == "__main__":
    main()
